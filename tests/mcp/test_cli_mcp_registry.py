"""`desktop-agent mcp search|show|install|update|remove` as a process, against a local registry serving
published server.json entries, with real packages from npm run by npx in the sandbox. The keyring is a file
outside the app's folders (tests.helpers.file_keyring), so a test can see what reached it and check that
no file of the app holds a secret."""

from __future__ import annotations

import json
import os
import pty
import select
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.helpers.file_keyring import stored
from tests.helpers.mcp_registry_server import LocalRegistry, local_registry
from tests.mcp.conftest import REPO

pytestmark = pytest.mark.slow

AIRTABLE = "io.github.domdomegg/airtable-mcp-server"
EVERYTHING = "io.github.modelcontextprotocol/server-everything"
SECRET = "patDesktopAgentTest.0123456789abcdef"
ESC = "\x1b"


@dataclass
class Terminal:
    registry: LocalRegistry
    data: Path
    keyring: Path
    env: dict[str, str]

    def mcp(
        self, verb: str, *args: str, stdin: str | None = None, env: dict[str, str] | None = None
    ) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "desktop_agent", "mcp", verb, "--data-dir", str(self.data), *args],
            input=stdin if stdin is not None else "", capture_output=True, text=True, encoding="utf-8",
            cwd=REPO, env={**self.env, **(env or {})}, timeout=180, check=False,
        )  # fmt: skip

    def servers(self) -> dict[str, dict[str, object]]:
        path = self.data / "mcp.json"
        if not path.exists():
            return {}
        found: dict[str, dict[str, object]] = json.loads(path.read_text(encoding="utf-8"))["mcpServers"]
        return found

    def files_holding(self, text: str) -> list[Path]:
        return [p for p in self.data.rglob("*") if p.is_file() and text.encode() in p.read_bytes()]


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    home = tmp_path / "home"
    home.mkdir()
    dropped = ("DESKTOP_AGENT", "PYTHON_KEYRING", "XDG_", "npm_config_")
    env = {k: v for k, v in os.environ.items() if not k.startswith(dropped)}
    env.update({
        "HOME": str(home), "XDG_CONFIG_HOME": str(home), "XDG_DATA_HOME": str(home),
        "XDG_CACHE_HOME": str(home), "PYTHONUTF8": "1", "DESKTOP_AGENT_LOG": "DEBUG",
        "PYTHON_KEYRING_BACKEND": "tests.helpers.file_keyring.FileKeyring",
        "TEST_KEYRING_FILE": str(tmp_path / "keyring.json"),
    })  # fmt: skip
    with local_registry("published.json", "runnable.json", "hostile.json") as registry:
        data = tmp_path / "data"
        data.mkdir()
        (data / "settings.json").write_text(json.dumps({"mcp_registry": registry.url}), encoding="utf-8")
        yield Terminal(registry, data, tmp_path / "keyring.json", env)


def test_search_and_show_say_what_a_server_is_and_the_exact_command(terminal: Terminal) -> None:
    found = terminal.mcp("search", "airtable")
    assert found.returncode == 0, found.stderr
    assert found.stdout.splitlines()[:3] == [
        f"{AIRTABLE}  1.7.3  [npm, oci, mcpb]",
        "    Read and write access to Airtable database schemas, tables, and records.",
        "    github.com/domdomegg  ·  https://github.com/domdomegg/airtable-mcp-server.git",
    ]
    as_json = json.loads(terminal.mcp("search", "time", "--json").stdout)
    assert [(s["name"], s["kinds"], s["remote"]) for s in as_json["servers"]] == [
        ("io.github.domdomegg/time-mcp-nuget", ["nuget"], False),
        ("io.github.domdomegg/time-mcp-pypi", ["pypi"], False),
    ]
    assert as_json["registry"] == terminal.registry.url, "the mcp_registry setting is used"

    shown = terminal.mcp("show", f"{AIRTABLE}@1.7.2")
    assert shown.returncode == 0, shown.stderr
    assert (
        "  AIRTABLE_API_KEY (required, secret: kept in the keyring): Airtable personal access token"
        in shown.stdout
    )
    assert "It would run this npm package (in the sandbox: its folder, a private /tmp, the network):\n" \
        "  npx -y airtable-mcp-server@1.7.2\n" in shown.stdout  # fmt: skip
    remote = terminal.mcp("show", "io.decisionrules/mcp-server")
    assert "Remote: sse https://api.decisionrules.io/mcp" in remote.stdout
    assert "It cannot be installed here:" in remote.stdout and "over sse" in remote.stdout

    other = terminal.mcp("search", "airtable", "--registry", terminal.registry.url + "/nowhere")
    assert other.returncode == 1 and "does not answer like an MCP registry" in other.stderr
    assert not terminal.servers()


def test_a_hostile_entry_cannot_act_on_the_terminal_and_its_command_is_what_is_stored(
    terminal: Terminal,
) -> None:
    shown = terminal.mcp("show", "io.github.evil/terminal")
    assert shown.returncode == 0, shown.stderr
    assert ESC not in shown.stdout and "Looks fine⟨ESC⟩]52;c;" in shown.stdout
    assert "  npx -y ok-package@1.0.0 '$(touch /tmp/pwned); `id` | sh'" in shown.stdout
    assert ESC not in terminal.mcp("search", "evil").stdout

    refused = terminal.mcp("install", "io.github.evil/shell-identifier", "--yes")
    assert (
        refused.returncode == 1
        and "'pkg; rm -rf ~' version '1.0.0' is not a valid, pinned npm" in refused.stderr
    )
    refused = terminal.mcp("install", "io.github.evil/preload", "--yes")
    assert refused.returncode == 1 and "'LD_PRELOAD'" in refused.stderr
    assert not terminal.servers() and not (terminal.data / "mcp.json").exists()


def test_install_a_server_that_needs_a_secret_update_it_and_remove_it(terminal: Terminal) -> None:
    # Without the secret and no one at the terminal: nothing is stored, and it says how to give it.
    missing = terminal.mcp("install", f"{AIRTABLE}@1.7.2", "--yes")
    assert missing.returncode == 2
    assert "needs AIRTABLE_API_KEY" in missing.stderr and "--env AIRTABLE_API_KEY=VALUE" in missing.stderr
    assert not terminal.servers() and stored(terminal.keyring) == {}
    # Asked, and answered "no": nothing is stored either.
    declined = terminal.mcp("install", f"{AIRTABLE}@1.7.2", "--env", "AIRTABLE_API_KEY", stdin="n\n",
                            env={"AIRTABLE_API_KEY": SECRET})  # fmt: skip
    assert (
        declined.returncode == 130 and "Add 'airtable-mcp-server' with this command? [y/N]" in declined.stdout
    )
    assert "Nothing was installed." in declined.stdout and not terminal.servers()

    installed = terminal.mcp("install", f"{AIRTABLE}@1.7.2", "--env", "AIRTABLE_API_KEY", stdin="y\n",
                             env={"AIRTABLE_API_KEY": SECRET})  # fmt: skip
    assert installed.returncode == 0, installed.stdout + installed.stderr
    assert "  npx -y airtable-mcp-server@1.7.2\n" in installed.stdout
    assert (
        "Installed 'airtable-mcp-server' (io.github.domdomegg/airtable-mcp-server 1.7.2). up · "
        in installed.stdout
    )
    entry = terminal.servers()["airtable-mcp-server"]
    assert entry["command"] == "npx" and entry["args"] == ["-y", "airtable-mcp-server@1.7.2"]
    assert entry["sandbox"] == {"network": True}
    env = entry["env"]
    assert isinstance(env, dict)
    assert env["AIRTABLE_API_KEY"] == "${keyring:mcp-env/airtable-mcp-server/AIRTABLE_API_KEY}"
    assert entry["registry"] == {
        "url": terminal.registry.url,
        "name": AIRTABLE,
        "version": "1.7.2",
        "kind": "npm",
    }
    assert stored(terminal.keyring) == {"mcp-env/airtable-mcp-server/AIRTABLE_API_KEY": SECRET}
    assert terminal.files_holding(SECRET) == [], "the secret is in the keyring only"
    assert SECRET not in installed.stdout + installed.stderr

    tools = terminal.mcp("tools", "airtable-mcp-server")
    assert tools.returncode == 0 and "list_records" in tools.stdout

    updated = terminal.mcp("update", "airtable-mcp-server", stdin="y\n")
    assert updated.returncode == 0, updated.stdout + updated.stderr
    change = (
        "airtable-mcp-server: io.github.domdomegg/airtable-mcp-server 1.7.2 → 1.7.3\n"
        "  was: npx -y airtable-mcp-server@1.7.2\n"
        "  now: npx -y airtable-mcp-server@1.7.3\n"
    )
    assert change in updated.stdout
    assert "Updated 'airtable-mcp-server' to 1.7.3. up · " in updated.stdout
    entry = terminal.servers()["airtable-mcp-server"]
    assert entry["args"] == ["-y", "airtable-mcp-server@1.7.3"] and entry["registry"]["version"] == "1.7.3"  # type: ignore[index]
    assert stored(terminal.keyring) == {"mcp-env/airtable-mcp-server/AIRTABLE_API_KEY": SECRET}, (
        "kept as it was"
    )
    again = terminal.mcp("update", "airtable-mcp-server")
    assert again.returncode == 0 and "is already at the latest version (1.7.3)" in again.stdout

    removed = terminal.mcp("remove", "airtable-mcp-server")
    assert removed.returncode == 0 and terminal.servers() == {}
    assert stored(terminal.keyring) == {}, "its secret left the keyring with it"


def test_the_secret_reaches_the_server_and_a_default_is_kept(terminal: Terminal) -> None:
    token = "tok-" + "9" * 24
    done = terminal.mcp(
        "install", EVERYTHING, "--as", "everything", "--env", f"EVERYTHING_TOKEN={token}", "--yes", "--json"
    )
    assert done.returncode == 0, done.stdout + done.stderr
    body = json.loads(done.stdout)
    assert body["state"] == "up" and body["command"] == [
        "npx", "-y", "@modelcontextprotocol/server-everything@2026.8.31",
    ]  # fmt: skip
    env = terminal.servers()["everything"]["env"]
    assert isinstance(env, dict) and env["EVERYTHING_MODE"] == "quiet"
    called = terminal.mcp("call", "everything", "get-env")
    assert called.returncode == 0, called.stderr
    assert f'"EVERYTHING_TOKEN": "{token}"' in called.stdout and '"EVERYTHING_MODE": "quiet"' in called.stdout
    assert terminal.files_holding(token) == []
    assert "AIRTABLE" not in called.stdout


def test_a_package_that_cannot_be_fetched_is_reported_clearly(terminal: Terminal) -> None:
    done = terminal.mcp("install", "io.github.desktop-agent-tests/missing-package", "--yes")
    assert done.returncode == 1
    said = (
        "Installed 'missing-package' (io.github.desktop-agent-tests/missing-package 1.0.0). "
        "But it did not start:"
    )
    assert said in done.stdout
    npm = "npm error 404 Not Found - GET https://registry.npmjs.org/@desktop-agent-tests%2fno-such-mcp-server"
    assert npm in done.stdout
    assert "remove it with `desktop-agent mcp remove missing-package`" in done.stdout
    tools = terminal.mcp("tools", "missing-package")
    assert tools.returncode == 1 and "'missing-package' did not start" in tools.stderr
    assert "npm error 404" in tools.stderr and "Traceback" not in tools.stderr
    assert terminal.mcp("remove", "missing-package").returncode == 0 and terminal.servers() == {}


def test_without_a_keyring_nothing_is_written(terminal: Terminal) -> None:
    done = terminal.mcp(
        "install", f"{AIRTABLE}@1.7.2", "--env", f"AIRTABLE_API_KEY={SECRET}", "--yes",
        env={"PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring"},
    )  # fmt: skip
    assert done.returncode == 1 and "keyring" in done.stderr.lower()
    assert not terminal.servers() and terminal.files_holding(SECRET) == []


def _read_until(fd: int, marker: str, seen: bytearray, timeout_s: float = 60) -> str:
    deadline = time.monotonic() + timeout_s
    while marker.encode() not in seen:
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        assert ready, f"no {marker!r} in {seen.decode(errors='replace')!r}"
        chunk = os.read(fd, 4096)
        assert chunk, f"the output ended before {marker!r}: {seen.decode(errors='replace')!r}"
        seen.extend(chunk)
    return seen.decode()


def test_at_a_terminal_the_secret_is_asked_without_echo(terminal: Terminal) -> None:
    master, slave = pty.openpty()
    argv = [
        sys.executable,
        "-m",
        "desktop_agent",
        "mcp",
        "install",
        f"{AIRTABLE}@1.7.2",
        "--data-dir",
        str(terminal.data),
    ]
    try:
        proc = subprocess.Popen(
            argv, stdin=slave, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=terminal.env, cwd=REPO
        )
    finally:
        os.close(slave)
    assert proc.stdout is not None
    seen = bytearray()
    try:
        _read_until(proc.stdout.fileno(), "  AIRTABLE_API_KEY: ", seen)
        os.write(master, SECRET.encode() + b"\n")
        _read_until(proc.stdout.fileno(), "with this command? [y/N] ", seen)
        os.write(master, b"y\n")
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    echoed = b""
    while select.select([master], [], [], 0)[0]:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        echoed += chunk
    os.close(master)
    shown = seen.decode() + out.decode()
    assert proc.returncode == 0, shown + err.decode()
    assert "Installed 'airtable-mcp-server'" in shown
    assert SECRET.encode() not in echoed and SECRET not in shown + err.decode(), "the secret was echoed"
    assert b"y" in echoed, "the answer to the question is echoed as usual"
    assert stored(terminal.keyring) == {"mcp-env/airtable-mcp-server/AIRTABLE_API_KEY": SECRET}
