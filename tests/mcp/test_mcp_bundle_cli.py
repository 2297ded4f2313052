"""`desktop-agent mcp install-bundle` as a process: a real bundle around a small Python MCP server (the
SDK's server API over stdio) installed with a secret setting and a plain one, its tool listed and called
(the server answers with a hash of the secret: proof it reached it), the secret in the keyring only; a
bundle whose command is a shell line shown as it is and not installed without a yes; plain errors."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import uuid
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.helpers.file_keyring import stored
from tests.mcp.conftest import REPO
from tests.mcp.test_mcp_bundle import SECRET, build, fixture_manifest

ENTRY = "mcp-env/hash-server/HASH_SERVER_TOKEN"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not sys.platform.startswith("linux") or shutil.which("bwrap") is None,
        reason="the server runs in the sandbox: needs bubblewrap",
    ),
]


@dataclass
class Terminal:
    data: Path
    keyring: Path
    env: dict[str, str]

    def mcp(self, verb: str, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "desktop_agent", "mcp", verb, "--data-dir", str(self.data), *args],
            input=stdin, capture_output=True, text=True, encoding="utf-8", cwd=REPO, env=self.env,
            timeout=120, check=False,
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
    dropped = ("DESKTOP_AGENT", "PYTHON_KEYRING", "XDG_")
    env = {k: v for k, v in os.environ.items() if not k.startswith(dropped)}
    env.update({
        "HOME": str(home), "XDG_CONFIG_HOME": str(home), "XDG_DATA_HOME": str(home),
        "XDG_CACHE_HOME": str(home), "PYTHONUTF8": "1",
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",  # python with mcp
        "PYTHON_KEYRING_BACKEND": "tests.helpers.file_keyring.FileKeyring",
        "TEST_KEYRING_FILE": str(tmp_path / "keyring.json"),
    })  # fmt: skip
    data = tmp_path / "data"
    data.mkdir()
    yield Terminal(data, tmp_path / "keyring.json", env)


def test_a_bundle_installs_runs_and_keeps_its_secret_in_the_keyring(
    terminal: Terminal, tmp_path: Path
) -> None:
    path = build(tmp_path / "hash-server.mcpb")
    said = terminal.mcp(
        "install-bundle", str(path), "--set", f"token={SECRET}", "--set", "greeting=hi", "--yes"
    )
    assert said.returncode == 0, said.stdout + said.stderr
    folder = terminal.data.resolve() / "mcp-bundles" / "hash-server-1.2.0"
    out = said.stdout
    assert "Hash Server 1.2.0  (bundle hash-server, by Desktop Agent tests)" in out
    assert "Tools: whoami" in out and "token — Token (string, required, secret: kept in the keyring)" in out
    python = shutil.which("python", path=terminal.env["PATH"])
    assert f"  {python} {folder}/server/main.py --greeting hi\n" in out
    assert "with HASH_SERVER_TOKEN=(secret, kept in the keyring)" in out
    assert "Installed 'hash-server' (hash-server 1.2.0). up · 3 tools" in out
    assert SECRET not in out + said.stderr

    entry = terminal.servers()["hash-server"]
    assert (
        entry["command"] == python and entry["cwd"] == str(folder) and entry["sandbox"] == {"network": True}
    )
    assert entry["env"] == {"HASH_SERVER_TOKEN": "${keyring:mcp-env/hash-server/HASH_SERVER_TOKEN}"}
    assert stored(terminal.keyring).get(ENTRY) == SECRET
    assert terminal.files_holding(SECRET) == [], "the secret is in no file of the app"

    tools = terminal.mcp("tools", "hash-server")
    assert tools.returncode == 0, tools.stdout + tools.stderr
    assert [line for line in tools.stdout.splitlines() if not line.startswith(" ")] == [
        "whoami",
        "peek",
        "touch",
    ]
    called = terminal.mcp("call", "hash-server", "whoami", "--json")
    assert called.returncode == 0, called.stdout + called.stderr
    content = json.loads(called.stdout)["content"]
    digest = hashlib.sha256(SECRET.encode()).hexdigest()
    assert f"greeting=hi token_sha256={digest} cwd={folder}" in content

    # In the sandbox: its own folder writable, the app's files (mcp.json beside its folder) out of sight,
    # nothing written elsewhere.
    def tool(name: str, path: Path) -> str:
        said = terminal.mcp("call", "hash-server", name, json.dumps({"path": str(path)}))
        assert said.returncode == 0, said.stdout + said.stderr
        return said.stdout.strip()

    assert tool("peek", folder / "manifest.json") == "seen"
    assert tool("peek", terminal.data / "mcp.json") == "not seen"
    assert tool("touch", folder / "note.txt") == "written" and (folder / "note.txt").exists()
    elsewhere = Path(tempfile.mkdtemp(prefix="da-bundle-outside-", dir="/var/tmp"))  # not a private /tmp
    try:
        assert tool("touch", elsewhere / "x.txt").startswith("refused")
        assert list(elsewhere.iterdir()) == []
    finally:
        shutil.rmtree(elsewhere)

    # The same name again: replaced only with a yes (none without a terminal), then with --yes.
    again = terminal.mcp("install-bundle", str(path), "--set", "token=other")
    assert again.returncode == 130 and "already a server called 'hash-server'. Replace it" in again.stdout
    assert stored(terminal.keyring).get(ENTRY) == SECRET
    replaced = terminal.mcp("install-bundle", str(path), "--set", "token=other", "--yes")
    assert replaced.returncode == 0, replaced.stdout + replaced.stderr
    assert stored(terminal.keyring).get(ENTRY) == "other"

    unpacked = [folder for folder in (terminal.data / "mcp-bundles").iterdir() if folder.is_dir()]
    assert [folder.name for folder in unpacked] == ["hash-server-1.2.0"], "one copy: the replaced one is gone"
    removed = terminal.mcp("remove", "hash-server")
    assert removed.returncode == 0 and terminal.servers() == {}
    assert stored(terminal.keyring).get(ENTRY) is None
    assert not unpacked[0].exists(), "the unpacked folder goes with the server"


def test_a_shell_command_is_shown_as_it_is_and_not_installed_without_a_yes(
    terminal: Terminal, tmp_path: Path
) -> None:
    marker = Path("/tmp") / f"desktop-agent-bundle-{uuid.uuid4().hex}"
    manifest = fixture_manifest(
        user_config={},
        server={"type": "binary", "entry_point": "server/main.py",
                "mcp_config": {"command": "sh", "args": ["-c", f"touch {marker}"]}},
    )  # fmt: skip
    manifest["server"]["type"] = "python"  # a bare program is looked up on PATH
    path = build(tmp_path / "evil.mcpb", manifest)
    said = terminal.mcp("install-bundle", str(path))
    assert said.returncode == 130, said.stdout + said.stderr
    assert f"  {shutil.which('sh', path=terminal.env['PATH'])} -c 'touch {marker}'\n" in said.stdout
    assert "Nothing was installed." in said.stdout
    assert not marker.exists(), "nothing ran"
    assert terminal.servers() == {} and not (terminal.data / "mcp-bundles").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "evil.mcpb", "home"]


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (None, "is not an MCP Bundle: it is not a zip archive."),
        ({"manifest_version": "0.9"}, "manifest version '0.9' is not supported"),
        ({"compatibility": {"platforms": ["win32"]}}, "Hash Server runs only on Windows, not on Linux."),
        ({}, "Hash Server needs the setting token."),
    ],
)
def test_plain_errors_without_a_traceback(
    terminal: Terminal, tmp_path: Path, content: dict[str, object] | None, words: str
) -> None:
    path = tmp_path / "b.mcpb"
    if content is None:
        path.write_text("not a zip", encoding="utf-8")
    else:
        build(path, fixture_manifest(**content))
    said = terminal.mcp("install-bundle", str(path), "--yes")
    assert said.returncode != 0
    assert words in said.stderr and "Traceback" not in said.stderr, said.stderr
    assert terminal.servers() == {} and not (terminal.data / "mcp-bundles").exists()


def test_a_zip_slip_bundle_is_refused_plainly_and_writes_nothing(terminal: Terminal, tmp_path: Path) -> None:
    info = zipfile.ZipInfo("placeholder")
    info.filename = "../../escaped.py"
    path = build(tmp_path / "slip.mcpb", extra=[(info, b"print('pwned')")])
    said = terminal.mcp("install-bundle", str(path), "--set", "token=x", "--yes")
    assert said.returncode != 0 and "Traceback" not in said.stderr
    assert "slip.mcpb is not a safe bundle: its entry '../../escaped.py' points outside" in said.stderr
    assert not (tmp_path.parent / "escaped.py").exists() and not (terminal.data / "mcp-bundles").exists()
