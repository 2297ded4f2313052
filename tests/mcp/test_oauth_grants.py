"""Signing in without a browser (client credentials) over real HTTP: an MCP server whose authorization
server grants client_credentials only (tests/mcp/servers/oauth_server.py: `MachineServer`), the client
authenticated with its secret (Basic) or with an assertion signed by its private key that the server
verifies with the public key. The credentials and tokens live in a SecretStore as they would in the OS
keyring; never in mcp.json or the log file."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Coroutine, Iterator
from pathlib import Path
from typing import Any

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

from desktop_agent.core.app_core import AppCore, open_core
from desktop_agent.secrets.base import MemorySecretStore
from desktop_agent.tools.mcp.config import parse_server
from desktop_agent.tools.mcp.oauth import CLIENT_SECRET, ISSUER_PIN, PRIVATE_KEY, TOKENS
from desktop_agent.tools.mcp.oauth_grants import signing_algorithm
from desktop_agent.tools.mcp.status import ServerState
from tests.helpers.app_core import test_paths as app_test_paths
from tests.mcp.conftest import run
from tests.mcp.servers.oauth_server import CLIENT_ID, MachineServer

NAME = "machine"
SECRET = "s3cret-machine-value"


def key_pair() -> tuple[str, str]:
    key = ec.generate_private_key(ec.SECP256R1())
    private = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()
    public = (
        key.public_key()
        .public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
        .decode()
    )
    return private, public


def entry(url: str, **oauth: str) -> dict[str, object]:
    return {"url": url, "oauth": {"grant": "client_credentials", "client_id": CLIENT_ID, **oauth}}


@pytest.fixture
def logged_core(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[AppCore, MemorySecretStore]]:
    """The app's core with a memory keyring and its log file (DEBUG), the handlers taken back after."""
    monkeypatch.setenv("DESKTOP_AGENT_LOG", "DEBUG")
    store = MemorySecretStore()
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    core = open_core(app_test_paths(tmp_path), secrets=store, logging_to_file=True)
    try:
        yield core, store
    finally:
        for handler in root.handlers[:]:
            if handler not in handlers:
                root.removeHandler(handler)
                handler.close()
        root.setLevel(level)


def connect(
    core: AppCore, config: dict[str, object], credential: str, kind: str
) -> Callable[[], Coroutine[Any, Any, None]]:
    """Add the server (it waits for its credential), store the credential, then connect: no browser."""

    async def scenario() -> None:
        try:
            await core.mcp.put_server(parse_server(NAME, config))
            status = core.mcp.status(NAME)
            assert status.state is ServerState.SIGN_IN, status
            assert f"desktop-agent mcp login {NAME} --" in status.error
            await core.mcp.set_client_secret(NAME, credential, kind=kind)
            await core.mcp.restart(NAME)
            status = core.mcp.status(NAME)
            assert status.state is ServerState.UP, status.error
            output = await core.mcp.call(NAME, "echo", {"text": "hi"})
            assert not output.is_error and "echo: hi" in output.content
        finally:
            await core.aclose()

    return scenario


def check_kept_apart(core: AppCore, store: MemorySecretStore, url: str, secret: str) -> None:
    """The tokens are in the keyring store; the credential and the tokens are in neither file."""
    record = json.loads(store.get(TOKENS + url) or "{}")
    token = record["token"]["access_token"]
    written = core.paths.mcp_config_file.read_text(encoding="utf-8")
    assert json.loads(written)["mcpServers"][NAME]["oauth"]["grant"] == "client_credentials"
    log_text = core.paths.log_file.read_text(encoding="utf-8")
    assert "MCP server" in log_text  # the log was written while it happened
    for value in (secret, token, *secret.splitlines()[1:2]):
        assert value not in written and value not in log_text


def test_client_credentials_with_a_secret_connect_without_a_browser(
    logged_core: tuple[AppCore, MemorySecretStore],
) -> None:
    core, store = logged_core
    with MachineServer(secret=SECRET) as server:
        run(connect(core, entry(server.url), SECRET, "client_secret")())
        assert server.authority.counts["token"] == 1, server.authority.refused
        assert server.authority.counts["served"] >= 1
    assert store.get(CLIENT_SECRET + server.url) == SECRET
    assert store.get(ISSUER_PIN + server.url) == f"{server.base}/"  # the first authorization server, kept to
    check_kept_apart(core, store, server.url, SECRET)


def test_client_credentials_with_a_private_key_sign_an_assertion_the_server_verifies(
    logged_core: tuple[AppCore, MemorySecretStore],
) -> None:
    core, store = logged_core
    private, public = key_pair()
    assert signing_algorithm(private) == "ES256"
    config = entry("", token_endpoint_auth_method="private_key_jwt")
    with MachineServer(public_key=public) as server:
        config["url"] = server.url
        run(connect(core, config, private, "private_key")())
        assert server.authority.counts["token"] == 1, server.authority.refused
    assert store.get(PRIVATE_KEY + server.url) == private
    check_kept_apart(core, store, server.url, private)


def test_a_wrong_key_is_refused_by_the_server(tmp_path: Path) -> None:
    from desktop_agent.tools.mcp.config import parse_config
    from desktop_agent.tools.mcp.manager import McpManager

    private, _ = key_pair()
    _, public = key_pair()
    store = MemorySecretStore()
    with MachineServer(public_key=public) as server:

        async def scenario() -> None:
            config = parse_config(
                {"mcpServers": {NAME: entry(server.url, token_endpoint_auth_method="private_key_jwt")}},
                "test",
            )
            manager = McpManager(tmp_path / "mcp.json", config=config, connect_timeout_s=15)
            manager.use_secrets(lambda: store)
            try:
                await manager.set_client_secret(NAME, private, kind="private_key")
                await manager.start()
                status = manager.status(NAME)
                assert status.state is not ServerState.UP
                assert "Signing in failed" in status.error, status.error
            finally:
                await manager.aclose()

        run(scenario())
        assert server.authority.refused and server.authority.refused[0].startswith("assertion:")
    assert store.get(TOKENS + server.url) is None


def test_credentials_written_in_mcp_json_are_refused_and_grants_are_checked() -> None:
    url = "https://example.com/mcp"
    for key, option in (("private_key", "--private-key-file"), ("id_token", "--id-token-env")):
        with pytest.raises(ValueError, match=f"must not be written in this file.*{option}"):
            parse_server(
                "x", {"url": url, "oauth": {"grant": "client_credentials", "client_id": "a", key: "b"}}
            )
    with pytest.raises(ValueError, match="needs the client_id"):
        parse_server("x", {"url": url, "oauth": {"grant": "client_credentials"}})
    with pytest.raises(ValueError, match="needs issuer and idp_token_endpoint"):
        parse_server("x", {"url": url, "oauth": {"grant": "identity_assertion", "client_id": "a"}})
    with pytest.raises(ValueError, match="http:// only on this computer"):
        parse_server(
            "x",
            {
                "url": url,
                "oauth": {"grant": "client_credentials", "client_id": "a", "issuer": "http://x.org"},
            },
        )
    with pytest.raises(ValueError, match="private_key_jwt is for"):
        parse_server("x", {"url": url, "oauth": {"token_endpoint_auth_method": "private_key_jwt"}})
    server = parse_server(
        "x",
        {
            "url": url,
            "oauth": {
                "grant": "identity_assertion",
                "client_id": "a",
                "issuer": "https://as.example.com",
                "idp_token_endpoint": "https://idp.example.com/token",
                "idp_client_id": "b",
            },
        },
    )
    assert server.oauth is not None and server.oauth.machine
    assert server.to_json()["oauth"]["idp_client_id"] == "b"


def test_the_command_line_adds_a_client_credentials_server_and_keeps_its_key_in_the_keyring(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`mcp add --client-credentials --private-key-file`, then `mcp login --client-secret-env` for a server
    that takes a secret: no browser, the credentials in the keyring, mcp.json without them."""
    import asyncio

    from desktop_agent.cli import mcp as cli_mcp
    from desktop_agent.cli.main import build_parser
    from desktop_agent.core.paths import app_paths

    monkeypatch.setattr("webbrowser.open", lambda url: pytest.fail(f"a browser was opened: {url}"))
    store = MemorySecretStore()

    def mcp(*argv: str) -> tuple[int, str]:
        args = build_parser().parse_args(["mcp", *argv, "--data-dir", str(tmp_path / "data")])
        core = open_core(app_paths(args.data_dir), secrets=store, logging_to_file=False)
        code = asyncio.run(cli_mcp._run(args, core))
        return code, capsys.readouterr().out

    private, public = key_pair()
    key_file = tmp_path / "client.pem"
    key_file.write_text(private, encoding="utf-8")
    with MachineServer(public_key=public) as keyed, MachineServer(secret=SECRET) as secret_server:
        add = ["--client-credentials", "--client-id", CLIENT_ID]
        code, said = mcp("add", "keyed", "--url", keyed.url, *add, "--private-key-file", str(key_file))
        assert code == 0 and "Added 'keyed'. up · 1 tool" in said, said
        assert store.get(PRIVATE_KEY + keyed.url) == private

        code, said = mcp("add", "secret", "--url", secret_server.url, *add)
        assert code == 0 and "needs sign-in" in said and "--client-secret-env VAR" in said, said
        monkeypatch.setenv("MACHINE_SECRET", SECRET)
        code, said = mcp("login", "secret", "--client-secret-env", "MACHINE_SECRET")
        assert code == 0 and "Signed in to 'secret'. up · 1 tool" in said, said
        assert store.get(CLIENT_SECRET + secret_server.url) == SECRET

        code, listed = mcp("list", "--check")
        assert "keyed  [http]  up · 1 tool" in listed and "secret  [http]  up · 1 tool" in listed
    written = (tmp_path / "data").rglob("mcp.json")
    text = "".join(p.read_text(encoding="utf-8") for p in written)
    assert '"grant": "client_credentials"' in text and '"private_key_jwt"' in text
    assert SECRET not in text and private.splitlines()[1] not in text


@pytest.mark.parametrize(
    ("issuer", "accepted"),
    [
        ("http://mcp.test/oauth", True),
        ("http://other.test/oauth", False),
        ("http://mcp.test:8443/oauth", False),
    ],
)
def test_a_2025_03_26_server_may_name_an_issuer_under_its_own_origin_only(
    issuer: str, accepted: bool
) -> None:
    """No protected-resource metadata: the metadata at the server's origin is used when its issuer lies on
    that origin (registration follows); an issuer on another origin is refused before anything is sent."""
    import httpx2
    from mcp.client.auth import OAuthFlowError

    from desktop_agent.tools.mcp.oauth import KeyringTokenStorage, SignInAuth

    seen: list[str] = []

    def answer(request: httpx2.Request) -> httpx2.Response:
        seen.append(f"{request.method} {request.url.path}")
        if request.url.path == "/.well-known/oauth-authorization-server":
            return httpx2.Response(200, json={
                "issuer": issuer, "authorization_endpoint": f"{issuer}/authorize",
                "token_endpoint": f"{issuer}/token", "registration_endpoint": "http://mcp.test/oauth/register",
                "response_types_supported": ["code"],
            })  # fmt: skip
        if request.url.path == "/oauth/register":
            return httpx2.Response(400, json={"error": "invalid_client_metadata"})
        return httpx2.Response(401 if request.url.path == "/mcp" else 404)

    async def browser(url: str) -> None:
        pytest.fail("no authorization page was to be shown")

    config = parse_server("legacy", {"url": "http://mcp.test/mcp"})
    store = MemorySecretStore()
    auth = SignInAuth(config, KeyringTokenStorage(config.url or "", lambda: store), browser=browser)

    async def scenario() -> None:
        async with httpx2.AsyncClient(transport=httpx2.MockTransport(answer), auth=auth) as http:
            with pytest.raises(Exception) as raised:  # the registration refused, or the issuer
                await http.post("http://mcp.test/mcp", json={})
        if not accepted:
            assert isinstance(raised.value, OAuthFlowError) and "issuer mismatch" in str(raised.value)

    run(scenario())
    assert ("POST /oauth/register" in seen) is accepted, seen
