"""What a person meets in the terminal with `desktop-agent mcp`, each command a process of its own:

- `mcp call` of a tool that asks a form: asked on the terminal with the schema's defaults filled in, sent,
  and the command exits at once; without a terminal (or with --no-input) the form is declined with a line;
- a call refused for want of permission (403 insufficient_scope): the message names the scope, the next
  `mcp login` (another process) asks for it with what was granted before, and the call then goes through;
- an authorization server that accepts client ID metadata documents is given the app's own document
  address (the setting `mcp_client_id_metadata_url`) instead of a registration.

The protected server is the SDK's, in this process (tests/mcp/servers/scoped_server.py); the keyring is a
file (tests.helpers.file_keyring); the browser is `$BROWSER` = tests.conformance.follow, which follows the
authorization page's redirect to the app's loopback address.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from desktop_agent.config.settings import DEFAULT_CLIENT_ID_METADATA_URL
from tests.helpers.file_keyring import stored
from tests.helpers.terminal import TerminalRun, at_terminal
from tests.mcp.conftest import REPO
from tests.mcp.servers.scoped_server import READ, WRITE, ScopedServer

pytestmark = pytest.mark.slow

EXITS_WITHIN_S = 10.0
"""A call whose server answers at once exits this soon, the SDK's import and the server's start included."""
DEFAULTS_ONLY = {
    "type": "object",
    "properties": {
        "name": {"type": "string", "title": "Name", "default": "John Doe"},
        "age": {"type": "integer", "title": "Age", "default": 30},
        "score": {"type": "number", "title": "Score", "default": 95.5},
        "status": {"type": "string", "title": "Status", "enum": ["active", "inactive"], "default": "active"},
        "verified": {"type": "boolean", "title": "Verified", "default": True},
    },
}


@dataclass
class Terminal:
    data: Path
    keyring: Path
    env: dict[str, str]

    def argv(self, verb: str, *args: str) -> list[str]:
        return [sys.executable, "-m", "desktop_agent", "mcp", verb, "--data-dir", str(self.data), *args]

    def mcp(self, verb: str, *args: str) -> subprocess.CompletedProcess[str]:
        """A command without a terminal (stdin is not a tty)."""
        return subprocess.run(
            self.argv(verb, *args), stdin=subprocess.DEVNULL, capture_output=True, text=True,
            encoding="utf-8", cwd=REPO, env=self.env, timeout=120, check=False,
        )  # fmt: skip

    def at_terminal(self, verb: str, *args: str, typed: list[str]) -> TerminalRun:
        """A command at a terminal: ``typed`` are the lines typed, one per question, in order."""
        lines = list(typed)
        return at_terminal(
            self.argv(verb, *args), answer=lambda _q: lines.pop(0) if lines else None, env=self.env,
            cwd=REPO, timeout_s=60,
        )  # fmt: skip

    def settings(self, values: dict[str, Any]) -> None:
        (self.data / "settings.json").write_text(json.dumps(values), encoding="utf-8")


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    home = tmp_path / "home"
    home.mkdir()
    dropped = ("DESKTOP_AGENT", "PYTHON_KEYRING", "XDG_", "BROWSER", "DISPLAY", "WAYLAND_DISPLAY")
    env = {k: v for k, v in os.environ.items() if not k.startswith(dropped)}
    env.update({
        "HOME": str(home), "XDG_CONFIG_HOME": str(home), "XDG_DATA_HOME": str(home),
        "XDG_CACHE_HOME": str(home), "PYTHONUTF8": "1",
        "PYTHON_KEYRING_BACKEND": "tests.helpers.file_keyring.FileKeyring",
        "TEST_KEYRING_FILE": str(tmp_path / "keyring.json"),
        "BROWSER": f"{shlex.quote(sys.executable)} -m tests.conformance.follow %s",
        "PYTHONPATH": str(REPO),
    })  # fmt: skip
    data = tmp_path / "data"
    data.mkdir()
    yield Terminal(data, tmp_path / "keyring.json", env)


@pytest.fixture
def asking(terminal: Terminal) -> Terminal:
    """The terminal with a server that asks forms (the SDK's own, over stdio)."""
    added = terminal.mcp("add", "asking", "--", sys.executable, "-m", "tests.mcp.servers.asking_server")
    assert added.returncode == 0 and "up · " in added.stdout, added.stderr
    return terminal


def _answer(done: TerminalRun) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(json.loads(done.stdout)["content"])
    return result


# ---- a form asked on the terminal ----


def test_a_form_is_asked_on_the_terminal_with_its_defaults_and_the_call_exits_at_once(
    asking: Terminal,
) -> None:
    # answer; name: Enter keeps "Ada"; email: typed; age, newsletter, plan, topics: Enter keeps each default
    done = asking.at_terminal(
        "call", "asking", "ask_form", "{}", "--json", typed=["y", "", "ada@example.org", "", "", "", ""]
    )
    assert done.returncode == 0, done.describe()
    assert done.seconds < EXITS_WITHIN_S, f"`mcp call` took {done.seconds:.1f} s to exit"
    assert _answer(done) == {
        "action": "accept",
        "content": {
            "name": "Ada", "email": "ada@example.org", "age": 36, "newsletter": True, "plan": "pro",
            "topics": ["tips"],
        },
    }  # fmt: skip
    assert done.questions[:3] == [
        "  [y] answer  [n] decline  [c] cancel: ", "  Your name * [Ada]: ", "  Email *: "
    ]  # fmt: skip
    assert "The MCP server 'asking' asks for some information:" in done.stderr


def test_a_form_whose_fields_all_have_defaults_is_sent_with_them(asking: Terminal) -> None:
    arguments = json.dumps({"message": "Please accept the defaults", "schema": json.dumps(DEFAULTS_ONLY)})
    done = asking.at_terminal(
        "call", "asking", "ask_form", arguments, "--json", typed=["y", "", "", "", "", ""]
    )
    assert done.returncode == 0 and done.seconds < EXITS_WITHIN_S, done.describe()
    assert _answer(done)["content"] == {
        "name": "John Doe", "age": 30, "score": 95.5, "status": "active", "verified": True
    }  # fmt: skip
    assert "  Status [1]: " in done.questions and "  Verified [Y/n]: " in done.questions


def test_a_form_left_unanswered_ends_with_the_input_and_the_call_exits(asking: Terminal) -> None:
    done = asking.at_terminal("call", "asking", "ask_form", "{}", "--json", typed=[])  # Ctrl+D at once
    assert done.returncode == 0 and done.seconds < EXITS_WITHIN_S, done.describe()
    assert _answer(done) == {"action": "cancel", "content": None}


def test_without_a_terminal_or_with_no_input_the_form_is_declined_with_a_line(asking: Terminal) -> None:
    piped = asking.mcp("call", "asking", "ask_form", "{}")
    assert piped.returncode == 0, piped.stderr
    assert json.loads(piped.stdout) == {"action": "decline", "content": None}
    said = "! The MCP server 'asking' asked for information; declined: nobody at a terminal can answer it."
    assert said in piped.stderr

    refused = asking.at_terminal("call", "asking", "ask_form", "{}", "--json", "--no-input", typed=[])
    assert refused.returncode == 0 and refused.questions == [], refused.describe()
    assert _answer(refused) == {"action": "decline", "content": None} and said in refused.stderr


# ---- more permission, remembered between commands ----


def _authorized_scopes(server: ScopedServer) -> list[list[str]]:
    return server.provider.requested


def test_the_next_login_asks_for_the_scope_a_refused_call_named(terminal: Terminal) -> None:
    with ScopedServer() as server:
        added = terminal.mcp("add", "notes", "--url", server.url)
        assert added.returncode == 0 and "needs sign-in" in added.stdout, added.stdout + added.stderr
        login = terminal.mcp("login", "notes")
        assert login.returncode == 0 and "Signed in to 'notes'. up · 2 tools" in login.stdout, login.stderr
        assert _authorized_scopes(server) == [[READ]]
        assert terminal.mcp("call", "notes", "read_note").stdout.strip() == "(no notes)"

        refused = terminal.mcp("call", "notes", "write_note", '{"text": "buy milk"}')
        assert refused.returncode == 1 and server.notes == []
        assert (
            f"The MCP server 'notes' refused the call: The server asks for more permission (scope: {READ} "
            f"{WRITE}). The next sign-in asks for it as well as what was granted before. Sign in to notes: "
            "desktop-agent mcp login notes"
        ) in refused.stdout, refused.stdout + refused.stderr
        assert "connection to the server was lost" not in refused.stderr, "it is not down: it asks for more"
        kept = stored(terminal.keyring)
        assert kept[f"mcp-oauth-wanted-scope:{server.url}"] == f"{READ} {WRITE}"

        again = terminal.mcp("login", "notes")  # another process: only the keyring remembers
        assert again.returncode == 0, again.stderr
        assert _authorized_scopes(server)[-1] == [READ, WRITE]
        asked = parse_qs(urlsplit(again.stdout.split("  ", 1)[1].split()[0]).query)
        assert asked["scope"] == [f"{READ} {WRITE}"], "the printed address asks for both scopes"
        written = terminal.mcp("call", "notes", "write_note", '{"text": "buy milk"}')
        assert written.returncode == 0 and written.stdout.strip() == "noted: buy milk", written.stderr
        assert server.notes == ["buy milk"]

        out = terminal.mcp("logout", "notes")
        assert out.returncode == 0 and not any(k.startswith("mcp-oauth") for k in stored(terminal.keyring))


# ---- the app's client ID metadata document ----


def test_an_authorization_server_that_reads_documents_gets_the_apps_own(terminal: Terminal) -> None:
    with ScopedServer(documents=True) as server:
        assert terminal.mcp("add", "notes", "--url", server.url).returncode == 0
        login = terminal.mcp("login", "notes")
        assert login.returncode == 0 and "Signed in to 'notes'." in login.stdout, login.stdout + login.stderr
        address = login.stdout.split("  ", 1)[1].split()[0]
        assert parse_qs(urlsplit(address).query)["client_id"] == [DEFAULT_CLIENT_ID_METADATA_URL]
        assert server.provider.counts["register"] == 0 and server.provider.counts["document"] > 0
        called = terminal.mcp("call", "notes", "read_note")
        assert called.returncode == 0 and called.stdout.strip() == "(no notes)", called.stderr


def test_with_the_setting_empty_the_app_registers_itself(terminal: Terminal) -> None:
    terminal.settings({"mcp_client_id_metadata_url": ""})
    with ScopedServer(documents=True) as server:
        assert terminal.mcp("add", "notes", "--url", server.url).returncode == 0
        login = terminal.mcp("login", "notes")
        assert login.returncode == 0, login.stdout + login.stderr
        assert server.provider.counts["register"] == 1 and server.provider.counts["document"] == 0
