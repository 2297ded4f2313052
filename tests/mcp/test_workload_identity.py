"""Workload identity (``"grant": "workload_identity"``) over real HTTP: an MCP server whose authorization
server (tests/mcp/servers/oauth_server.py, `GrantAuthority` with a workload key) takes only the jwt-bearer
grant, verifying the workload's JWT with the workload's public key. The JWT is read from the file the
entry names, as a platform leaves it there (a Kubernetes projected token, a CI job's OIDC token)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import jwt
import pytest

from desktop_agent.core.app_core import AppCore
from desktop_agent.secrets.base import MemorySecretStore
from desktop_agent.tools.mcp.config import parse_server
from desktop_agent.tools.mcp.oauth import TOKENS
from desktop_agent.tools.mcp.status import ServerState
from tests.mcp.conftest import run
from tests.mcp.servers.oauth_server import CLIENT_ID, MachineServer
from tests.mcp.test_oauth_grants import NAME, key_pair, logged_core

__all__ = ["logged_core"]  # the fixture, shared


@pytest.fixture
def workload(tmp_path: Path) -> Iterator[tuple[str, str, Path]]:
    """The workload's key pair and the file its platform writes its JWT to."""
    private, public = key_pair()
    yield private, public, tmp_path / "workload-token"


def workload_jwt(private: str, audience: str, *, lifetime_s: int = 600, subject: str = "system:sa:ci") -> str:
    now = int(time.time())
    claims = {"iss": "https://oidc.cluster.example", "sub": subject, "aud": audience, "iat": now}
    return jwt.encode({**claims, "exp": now + lifetime_s}, private, algorithm="ES256")


def entry(server: MachineServer, token_file: Path) -> dict[str, object]:
    return {
        "url": server.url,
        "oauth": {
            "grant": "workload_identity",
            "client_id": CLIENT_ID,
            "issuer": f"{server.base}/",
            "assertion_file": str(token_file),
        },
    }


def connect(core: AppCore, config: dict[str, object]) -> tuple[ServerState, str]:
    """Add the server and call its tool when it is up: its state and what it says."""

    async def scenario() -> tuple[ServerState, str]:
        try:
            await core.mcp.put_server(parse_server(NAME, config))
            status = core.mcp.status(NAME)
            if status.state is ServerState.UP:
                output = await core.mcp.call(NAME, "echo", {"text": "hi"})
                assert not output.is_error and "echo: hi" in output.content
            return status.state, status.error or ""
        finally:
            await core.aclose()

    return run(scenario())


def test_the_workloads_token_from_its_file_signs_in_without_anyone(
    logged_core: tuple[AppCore, MemorySecretStore], workload: tuple[str, str, Path]
) -> None:
    core, store = logged_core
    private, public, token_file = workload
    with MachineServer(workload_key=public) as server:
        token = workload_jwt(private, f"{server.base}/")
        token_file.write_text(token + "\n", encoding="ascii")  # platforms end the file with a newline
        assert connect(core, entry(server, token_file))[0] is ServerState.UP, server.authority.refused
        assert server.authority.assertions == [token], "the file's JWT, once, as the grant"
        assert server.authority.counts["served"] >= 1
    assert store.get(TOKENS + server.url) is not None, "the token is kept like any sign-in's"
    written = core.paths.mcp_config_file.read_text(encoding="utf-8")
    log_text = core.paths.log_file.read_text(encoding="utf-8")
    assert token not in written and token not in log_text and token.split(".")[2] not in log_text


def test_a_file_that_holds_no_jwt_is_never_sent(
    logged_core: tuple[AppCore, MemorySecretStore], workload: tuple[str, str, Path]
) -> None:
    """An entry pointing the grant at another file (a private key, say, in an mcp.json someone handed
    over) sends nothing: only a JWT leaves the computer."""
    core, _ = logged_core
    private, public, token_file = workload
    token_file.write_text(private, encoding="ascii")
    with MachineServer(workload_key=public) as server:
        state, said = connect(core, entry(server, token_file))
        assert state is ServerState.SIGN_IN
        assert server.authority.counts["token"] == 0 and server.authority.assertions == []
    assert "does not hold a JWT: nothing was sent" in said and str(token_file) in said
    assert "PRIVATE KEY" not in core.paths.log_file.read_text(encoding="utf-8")


def test_a_refused_token_is_said_once_without_trying_another_grant(
    logged_core: tuple[AppCore, MemorySecretStore], workload: tuple[str, str, Path]
) -> None:
    core, _ = logged_core
    private, public, token_file = workload
    with MachineServer(workload_key=public) as server:
        token_file.write_text(workload_jwt(private, "https://someone-else.example/"), encoding="ascii")
        state, said = connect(core, entry(server, token_file))
        assert server.authority.counts["token"] == 1, "no retry, no other grant"
        assert server.authority.refused and server.authority.refused[0].startswith("assertion:")
    assert state is ServerState.DOWN
    assert said.startswith(
        "Signing in failed: the authorization server refused the token request (invalid_grant: "
    )
    assert "{" not in said, "said in words, not as the server's JSON"


def test_a_missing_file_says_where_it_was_looked_for(
    logged_core: tuple[AppCore, MemorySecretStore], workload: tuple[str, str, Path]
) -> None:
    core, _ = logged_core
    _, public, token_file = workload
    with MachineServer(workload_key=public) as server:
        state, said = connect(core, entry(server, token_file))
        assert state is ServerState.SIGN_IN
        assert server.authority.counts["token"] == 0
    assert str(token_file) in said and "cannot be read" in said


def test_the_entry_is_checked_before_anything_runs() -> None:
    url = "https://mcp.example.com/mcp"
    base = {"grant": "workload_identity", "client_id": "c", "issuer": "https://as.example.com"}
    with pytest.raises(ValueError, match="needs assertion_file"):
        parse_server("x", {"url": url, "oauth": base})
    with pytest.raises(ValueError, match="full path"):
        parse_server("x", {"url": url, "oauth": {**base, "assertion_file": "token.jwt"}})
    with pytest.raises(ValueError, match="assertion_file is for"):
        parse_server("x", {"url": url, "oauth": {"assertion_file": "/var/run/token"}})
    with pytest.raises(ValueError, match="needs issuer"):
        parse_server("x", {"url": url, "oauth": {**base, "issuer": None, "assertion_file": "/t"}})
    with pytest.raises(ValueError, match="https://"):
        parse_server(
            "x", {"url": url, "oauth": {**base, "issuer": "http://as.example.com", "assertion_file": "/t"}}
        )
    kept = parse_server("x", {"url": url, "oauth": {**base, "assertion_file": "~/token.jwt"}})
    assert (
        kept.oauth is not None
        and kept.oauth.machine
        and kept.oauth.to_json()["assertion_file"] == "~/token.jwt"
    )
