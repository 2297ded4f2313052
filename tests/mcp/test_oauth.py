"""Signing in to a protected MCP server over real HTTP: the SDK's own authorization server and MCP server
(tests/mcp/servers/oauth_server.py), the app's manager, its OAuth client and loopback listener; the
person's browser is replaced by a fetch of the authorization page that takes its redirect to the loopback.
Tokens go to a SecretStore as they would to the OS keyring (a memory one here)."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Iterator
from pathlib import Path

import httpx2
import pytest
from pydantic import AnyUrl

from desktop_agent.core.app_core import open_core
from desktop_agent.secrets.base import MemorySecretStore
from desktop_agent.tools.mcp.config import OAuthConfig, ServerConfig, parse_config, parse_server
from desktop_agent.tools.mcp.loopback import Loopback
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.oauth import CLIENT, CLIENT_SECRET, TOKENS
from desktop_agent.tools.mcp.status import ServerState
from tests.helpers.app_core import test_paths as app_test_paths
from tests.mcp.conftest import run
from tests.mcp.servers.oauth_server import SCOPE, ProtectedServer, free_port

NAME = "protected"


@pytest.fixture
def server() -> Iterator[ProtectedServer]:
    with ProtectedServer() as protected:
        yield protected


class Browser:
    """Visits the authorization page like a browser that the person clicks through at once."""

    def __init__(self) -> None:
        self.opened: list[str] = []

    async def __call__(self, url: str) -> None:
        self.opened.append(url)
        async with httpx2.AsyncClient(follow_redirects=False, timeout=10.0) as http:
            page = await http.get(url)
            assert page.status_code in (302, 303, 307), page.text
            await http.get(page.headers["location"])


def manager_for(url: str, store: MemorySecretStore, tmp_path: Path) -> McpManager:
    config = parse_config({"mcpServers": {NAME: {"url": url}}}, "test")
    manager = McpManager(tmp_path / "mcp.json", config=config, connect_timeout_s=15)
    manager.use_secrets(lambda: store)
    return manager


def test_a_server_that_asks_for_a_sign_in_waits_for_the_person_then_connects_silently_after(
    server: ProtectedServer, tmp_path: Path
) -> None:
    store = MemorySecretStore()
    browser = Browser()

    async def scenario() -> None:
        manager = manager_for(server.url, store, tmp_path)
        try:
            await manager.start()
            status = manager.status(NAME)
            assert status.state is ServerState.SIGN_IN, status  # not "down"
            assert f"desktop-agent mcp login {NAME}" in status.error
            assert browser.opened == [], "connecting opened a browser by itself"
            refused = await manager.call(NAME, "echo", {"text": "x"})
            assert refused.is_error and f"Sign in to {NAME}" in refused.content

            status = await manager.login(NAME, browser)
            assert status.state is ServerState.UP, status.error
            assert [t.name for t in status.tools] == [f"{NAME}__echo"]
            assert len(browser.opened) == 1
            sent = httpx2.URL(browser.opened[0]).params
            assert sent["code_challenge_method"] == "S256" and sent["resource"] == server.url
            assert SCOPE in sent["scope"].split()
            answer = await manager.call(NAME, "echo", {"text": "hi"})
            assert answer.content == "echo: hi"
        finally:
            await manager.aclose()

        saved = json.loads(store.get(TOKENS + server.url) or "{}")
        assert saved["token"]["access_token"] in server.provider.access
        assert json.loads(store.get(CLIENT + server.url) or "{}")["client_id"] in server.provider.clients

        again = manager_for(server.url, store, tmp_path)  # the app started anew
        try:
            await again.start()
            assert again.status(NAME).state is ServerState.UP
            assert (await again.call(NAME, "echo", {"text": "again"})).content == "echo: again"
        finally:
            await again.aclose()
        assert len(browser.opened) == 1 and server.provider.counts["authorize"] == 1

    run(scenario())


def test_an_expired_token_is_refreshed_without_asking(tmp_path: Path) -> None:
    store = MemorySecretStore()
    browser = Browser()
    with ProtectedServer() as server:

        def lifetime_passes() -> None:
            """The access token expires, at the server and as the stored expiry says (no waiting)."""
            server.provider.expire_access_tokens()
            kept = json.loads(store.get(TOKENS + server.url) or "{}")
            store.set(TOKENS + server.url, json.dumps({**kept, "expires_at": time.time() - 1}))

        async def scenario() -> None:
            manager = manager_for(server.url, store, tmp_path)
            try:
                assert (await manager.login(NAME, browser)).state is ServerState.UP
            finally:
                await manager.aclose()
            first = json.loads(store.get(TOKENS + server.url) or "{}")["token"]["access_token"]
            lifetime_passes()
            later = manager_for(server.url, store, tmp_path)
            try:
                await later.start()
                assert later.status(NAME).state is ServerState.UP, later.status(NAME).error
            finally:
                await later.aclose()
            assert server.provider.counts["refresh"] == 1
            second = json.loads(store.get(TOKENS + server.url) or "{}")
            assert second["token"]["access_token"] != first
            # A token the server refuses although its expiry is not known (401): refreshed, not asked.
            server.provider.expire_access_tokens()
            store.set(TOKENS + server.url, json.dumps({"token": second["token"], "expires_at": None}))
            last = manager_for(server.url, store, tmp_path)
            try:
                await last.start()
                assert last.status(NAME).state is ServerState.UP, last.status(NAME).error
            finally:
                await last.aclose()
            assert server.provider.counts["refresh"] == 2
            assert len(browser.opened) == 1 and server.provider.counts["authorize"] == 1

        run(scenario())


def test_logout_forgets_the_tokens_and_the_server_asks_again(server: ProtectedServer, tmp_path: Path) -> None:
    store = MemorySecretStore()

    async def scenario() -> None:
        manager = manager_for(server.url, store, tmp_path)
        try:
            assert (await manager.login(NAME, Browser())).state is ServerState.UP
            assert store.get(TOKENS + server.url) is not None
            assert await manager.logout(NAME) is True
            assert store.get(TOKENS + server.url) is None and store.get(CLIENT + server.url) is None
            assert manager.status(NAME).state is ServerState.SIGN_IN
            assert await manager.logout(NAME) is False
        finally:
            await manager.aclose()

    run(scenario())


def test_no_secret_reaches_mcp_json_or_the_log(
    server: ProtectedServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A pre-registered client (its secret given to the keyring) and the tokens: none of them in the
    server file or the log file, even at the DEBUG level."""
    from mcp.shared.auth import OAuthClientInformationFull

    client_secret = "pre-registered-secret-" + "9" * 16
    port = free_port()
    server.provider.clients["pre-client"] = OAuthClientInformationFull(
        client_id="pre-client",
        client_secret=client_secret,
        token_endpoint_auth_method="client_secret_basic",
        redirect_uris=[AnyUrl(f"http://127.0.0.1:{port}/callback")],
        scope=SCOPE,
    )
    monkeypatch.setenv("DESKTOP_AGENT_LOG", "DEBUG")
    store = MemorySecretStore()
    paths = app_test_paths(tmp_path)
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    core = open_core(paths, secrets=store, logging_to_file=True)

    async def scenario() -> None:
        try:
            own = OAuthConfig(client_id="pre-client", scopes=SCOPE, redirect_port=port)
            entry = ServerConfig(NAME, url=server.url, oauth=own)
            await core.mcp.put_server(entry)
            assert core.mcp.status(NAME).state is ServerState.SIGN_IN
            await core.mcp.set_client_secret(NAME, client_secret)
            status = await core.mcp.login(NAME, Browser())
            assert status.state is ServerState.UP, status.error
        finally:
            await core.aclose()

    try:
        run(scenario())
    finally:
        for handler in root.handlers[:]:
            if handler not in handlers:
                root.removeHandler(handler)
                handler.close()
        root.setLevel(level)
    assert server.provider.counts["register"] == 0  # the person's own client was used
    assert store.get(CLIENT_SECRET + server.url) == client_secret
    tokens = json.loads(store.get(TOKENS + server.url) or "{}")["token"]
    secrets = [client_secret, tokens["access_token"], tokens["refresh_token"]]
    written = paths.mcp_config_file.read_text(encoding="utf-8")
    own = {"client_id": "pre-client", "scopes": SCOPE, "redirect_port": port}
    assert json.loads(written)["mcpServers"][NAME]["oauth"] == own
    log_text = paths.log_file.read_text(encoding="utf-8")
    assert "needs a sign-in" in log_text  # the log was written while it happened
    for secret in secrets:
        assert secret not in written and secret not in log_text


def test_a_client_secret_written_in_mcp_json_is_refused() -> None:
    with pytest.raises(ValueError, match="must not be written in this file"):
        parse_server(
            "x", {"url": "https://example.com/mcp", "oauth": {"client_id": "a", "client_secret": "b"}}
        )


def test_the_loopback_refuses_an_answer_to_another_sign_in() -> None:
    async def scenario() -> None:
        loopback = Loopback()
        await loopback.start()
        loopback.expect("the-right-state")
        try:
            async with httpx2.AsyncClient(timeout=5.0) as http:
                forged = await http.get(loopback.redirect_uri, params={"code": "evil", "state": "another"})
                assert forged.status_code == 400 and "refused" in forged.text
                elsewhere = await http.get(loopback.redirect_uri.replace("/callback", "/other"))
                assert elsewhere.status_code == 404
                waiting = asyncio.ensure_future(loopback.answer())
                await asyncio.sleep(0.05)
                assert not waiting.done(), "a forged answer ended the sign-in"
                good = await http.get(
                    loopback.redirect_uri, params={"code": "good", "state": "the-right-state"}
                )
                assert good.status_code == 200 and "You can close this tab" in good.text
                assert (await waiting).code == "good"
        finally:
            await loopback.close()

    run(scenario())


def test_a_sign_in_refused_by_the_authorization_server_is_said(tmp_path: Path) -> None:
    async def scenario() -> None:
        loopback = Loopback()
        await loopback.start()
        loopback.expect("s")
        try:
            async with httpx2.AsyncClient(timeout=5.0) as http:
                await http.get(loopback.redirect_uri, params={"error": "access_denied", "state": "s"})
            with pytest.raises(Exception, match="refused: access_denied"):
                await loopback.answer()
        finally:
            await loopback.close()

    started = time.monotonic()
    run(scenario())
    assert time.monotonic() - started < 5


def test_the_command_line_signs_in_and_out(
    server: ProtectedServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`desktop-agent mcp list --check | login | logout` with the core the CLI opens (keys in memory)."""
    from desktop_agent.cli import mcp as cli_mcp
    from desktop_agent.cli.main import build_parser
    from desktop_agent.core.paths import app_paths

    store = MemorySecretStore()
    opened: list[str] = []

    def browser(url: str) -> bool:  # the system browser, clicked through at once (in cli_mcp's thread)
        opened.append(url)
        with httpx2.Client(follow_redirects=False, timeout=10.0) as http:
            http.get(http.get(url).headers["location"])
        return True

    monkeypatch.setattr("webbrowser.open", browser)

    def mcp(*argv: str) -> tuple[int, str]:
        args = build_parser().parse_args(["mcp", *argv, "--data-dir", str(tmp_path / "data")])
        core = open_core(app_paths(args.data_dir), secrets=store, logging_to_file=False)
        code = asyncio.run(cli_mcp._run(args, core))
        return code, capsys.readouterr().out

    assert mcp("add", "hosted", "--url", server.url)[0] == 0
    code, listed = mcp("list", "--check")
    assert (
        code == 0
        and "needs sign-in" in listed
        and "Sign in to hosted: desktop-agent mcp login hosted" in listed
    )
    assert opened == []
    code, said = mcp("login", "hosted")
    assert code == 0 and f"open this address in your browser:\n\n  {opened[0]}\n" in said
    assert "Signed in to 'hosted'. up · 1 tool" in said
    code, listed = mcp("list", "--check")
    assert "hosted  [http]  up · 1 tool" in listed and len(opened) == 1
    code, said = mcp("logout", "hosted")
    assert code == 0 and "Signed out of 'hosted'." in said and store.get(TOKENS + server.url) is None
