"""`desktop-agent mcp` as a process: add a real server, see it up with its tools, call one, disable,
enable and remove it; what may be a secret (environment values, headers) is never printed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.mcp.conftest import REPO

pytestmark = pytest.mark.slow


def mcp(data: Path, verb: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop_agent", "mcp", verb, "--data-dir", str(data), *args],
        capture_output=True, text=True, encoding="utf-8", cwd=REPO, timeout=120, check=False,
    )  # fmt: skip


def test_add_list_tools_call_disable_and_remove(tmp_path: Path) -> None:
    data = tmp_path / "data"
    secret = "sk-test-mcp-" + "7" * 20
    added = mcp(
        data, "add", "features", "--env", f"FEATURES_TOKEN={secret}", "--",
        sys.executable, "-m", "tests.mcp.servers.features_server", "--era", "2025",
    )  # fmt: skip
    assert added.returncode == 0, added.stderr
    assert "Added 'features'. up · 7 tools" in added.stdout
    saved = json.loads((data / "mcp.json").read_text(encoding="utf-8"))["mcpServers"]["features"]
    assert saved["args"][-2:] == ["--era", "2025"] and saved["env"] == {"FEATURES_TOKEN": secret}

    listed = mcp(data, "list", "--check")
    assert listed.returncode == 0, listed.stderr
    assert "features  [stdio]  up · 7 tools" in listed.stdout and "(env: FEATURES_TOKEN)" in listed.stdout
    as_json = mcp(data, "list", "--json")
    assert json.loads(as_json.stdout)["servers"][0]["enabled"] is True
    for shown in (added, listed, as_json):
        assert secret not in shown.stdout + shown.stderr, "a value that may be a token was printed"

    tools = mcp(data, "tools", "features")
    assert tools.returncode == 0 and "steps\n    Report progress three times" in tools.stdout
    called = mcp(data, "call", "features", "chatter")
    assert called.returncode == 0 and called.stdout.strip() == "logged"
    wrong = mcp(data, "call", "features", "chatter", "[1, 2]")
    assert wrong.returncode == 1 and "must be a JSON object" in wrong.stderr

    disabled = mcp(data, "disable", "features")
    assert disabled.returncode == 0 and "'features' is disabled." in disabled.stdout
    assert json.loads((data / "mcp.json").read_text(encoding="utf-8"))["mcpServers"]["features"]["disabled"]
    assert mcp(data, "enable", "features").returncode == 0
    removed = mcp(data, "remove", "features")
    assert (
        removed.returncode == 0
        and "features" not in json.loads((data / "mcp.json").read_text())["mcpServers"]
    )
    unknown = mcp(data, "tools", "features")
    assert unknown.returncode == 1 and "There is no MCP server called 'features'" in unknown.stderr
    assert "Traceback" not in unknown.stderr


def test_add_needs_a_command_or_an_address(tmp_path: Path) -> None:
    result = mcp(tmp_path / "data", "add", "nothing")
    assert result.returncode == 2 and "Give either a command (after --) or --url" in result.stderr
    assert not (tmp_path / "data" / "mcp.json").exists()
