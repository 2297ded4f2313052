"""The MCP server file: read, checked with errors naming the server and field, written back losing nothing."""

from __future__ import annotations

import asyncio
import json
import stat
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.tools.mcp.config import (
    expand,
    import_servers,
    load_config,
    parse_server,
    save_config,
)
from desktop_agent.tools.mcp.env import scrubbed_environment, server_environment
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.names import tool_name
from tests.mcp.conftest import write_config


def test_no_file_means_no_servers(tmp_path: Path) -> None:
    assert load_config(tmp_path / "mcp.json").servers == {}


def test_reads_both_kinds_and_writes_back_what_it_does_not_know(tmp_path: Path) -> None:
    path = write_config(
        tmp_path / "mcp.json",
        {
            "git": {
                "command": "uvx",
                "args": ["mcp-server-git"],
                "env": {"LOG_LEVEL": "debug", "GIT_TOKEN": "g1t-secret"},
                "autoApprove": ["x"],
            },
            "remote": {"url": "https://example.test/mcp", "headers": {"Authorization": "Bearer t0k"}},
            "broken": {"command": 42},
        },
        globalShortcut="Ctrl+Space",
    )
    config = load_config(path)
    assert config.servers["git"].transport == "stdio"
    assert config.servers["git"].args == ("mcp-server-git",)
    assert config.servers["remote"].transport == "http"
    assert config.problems == {
        "broken": "MCP server 'broken': 'command' must be the program to run, as text."
    }
    assert set(config.secret_values()) == {"g1t-secret", "Bearer t0k", "t0k"}, "not 'debug'"

    config.servers["git"] = replace(config.servers["git"], disabled=True)
    save_config(path, config)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["globalShortcut"] == "Ctrl+Space"
    assert written["mcpServers"]["git"]["autoApprove"] == ["x"]
    assert written["mcpServers"]["git"]["disabled"] is True
    assert written["mcpServers"]["broken"] == {"command": 42}, "an entry it could not read is kept as it was"
    if sys.platform != "win32":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert [p.name for p in tmp_path.iterdir()] == ["mcp.json"], "no temporary file is left behind"


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ({"command": "x", "url": "http://h"}, "give either a 'command' or an 'url'"),
        ({"command": "x", "args": "--flag"}, "'args' must be a list"),
        ({"command": "x", "env": {"A": ["b"]}}, "env.A must be text"),
        ({"url": "ftp://h"}, "'url' must be an http:// or https:// address"),
        ({"url": "http://h", "headers": []}, "'headers' must be an object"),
        ({"command": "x", "disabled": "yes"}, "'disabled' must be true or false"),
        ({"command": "x", "timeout": -1}, "'timeout' must be a number of seconds"),
        ({"type": "sse", "url": "http://h"}, "'type' 'sse' is not supported"),
    ],
)
def test_bad_entries_are_named_with_their_field(
    tmp_path: Path, entry: dict[str, object], message: str
) -> None:
    config = load_config(write_config(tmp_path / "mcp.json", {"srv": entry, "ok": {"command": "x"}}))
    assert message in config.problems["srv"]
    assert config.problems["srv"].startswith("MCP server 'srv'")
    assert "ok" in config.servers, "one bad entry does not cost the others"


def test_a_file_that_is_not_json_says_where(tmp_path: Path) -> None:
    path = tmp_path / "mcp.json"
    path.write_text('{"mcpServers": {"a": }', encoding="utf-8")
    with pytest.raises(UserFacingError) as caught:
        load_config(path)
    assert "not valid JSON" in caught.value.message and "line 1, column 22" in caught.value.message


def test_environment_references_are_expanded_or_named_when_missing() -> None:
    env = {"GH_TOKEN": "ghp_123"}
    assert expand("Bearer ${GH_TOKEN}", "gh", "header Authorization", env) == "Bearer ghp_123"
    assert expand("${env:GH_TOKEN}", "gh", "env TOKEN", env) == "ghp_123"
    with pytest.raises(UserFacingError) as caught:
        expand("${NOPE}", "gh", "env TOKEN", env)
    assert caught.value.message == (
        "MCP server 'gh': env TOKEN uses ${NOPE}, but the environment variable NOPE is not set."
    )


def test_the_child_environment_has_no_secrets_of_ours() -> None:
    ours = {
        "PATH": "/bin",
        "HOME": "/home/p",
        "LANG": "C.UTF-8",
        "OPENAI_API_KEY": "sk-1",
        "ANTHROPIC_API_KEY": "sk-2",
        "GITHUB_TOKEN": "ghp",
        "AWS_SECRET_ACCESS_KEY": "aws",
        "DB_PASSWORD": "pw",
        "SSH_AUTH_SOCK": "/tmp/agent",
        "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/bus",
        "GNOME_KEYRING_CONTROL": "/run/keyring",
        "PYTHON_KEYRING_BACKEND": "x",
        "my_api_key": "lower",
    }
    assert scrubbed_environment(ours) == {"PATH": "/bin", "HOME": "/home/p", "LANG": "C.UTF-8"}
    merged = server_environment({"GITHUB_TOKEN": "the server's own", "PATH": "/opt/bin"}, ours)
    assert merged["GITHUB_TOKEN"] == "the server's own" and merged["PATH"] == "/opt/bin"


def test_tool_names_fit_every_provider() -> None:
    taken: set[str] = set()
    assert tool_name("time", "get_current_time", taken) == "time__get_current_time"
    assert tool_name("My Server!", "do.thing/now", taken) == "My_Server__do_thing_now"
    long = tool_name("s" * 40, "t" * 40, taken)
    assert len(long) == 64
    again = tool_name("My_Server", "do_thing_now", taken)
    assert again != "My_Server__do_thing_now" and len(again) <= 64
    for name in taken:
        assert all(c.isalnum() or c in "_-" for c in name) and 1 <= len(name) <= 64


def test_import_from_claude_desktop_adds_new_names_only(tmp_path: Path) -> None:
    ours = write_config(tmp_path / "mcp.json", {"time": {"command": "mine"}})
    claude = write_config(
        tmp_path / "claude_desktop_config.json",
        {"time": {"command": "theirs"}, "git": {"command": "uvx", "args": ["mcp-server-git"]}, "bad": {}},
    )
    config = load_config(ours)
    result = import_servers(config, claude)
    assert result.added == ["git"] and result.skipped == ["time"] and "bad" in result.problems
    assert config.servers["time"].command == "mine"
    with pytest.raises(UserFacingError):
        import_servers(config, tmp_path / "missing.json")


def test_the_log_scrubber_hears_every_secret_including_later_ones(tmp_path: Path) -> None:
    heard: list[str] = []
    path = write_config(
        tmp_path / "mcp.json",
        {"gh": {"url": "https://h.test/mcp", "headers": {"Authorization": "Bearer abc123"}}},
    )
    manager = McpManager(path, secret_sink=heard.append)
    assert set(heard) == {"Bearer abc123", "abc123"}
    added = parse_server(
        "db", {"command": "x", "env": {"DB_PASSWORD": "hunter22", "MODE": "fast"}, "disabled": True}
    )
    asyncio.run(manager.put_server(added))
    assert "hunter22" in heard and "fast" not in heard
