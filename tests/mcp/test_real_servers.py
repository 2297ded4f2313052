"""Real MCP servers from PyPI (mcp-server-time, mcp-server-git) over stdio, through the manager."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.tools.base import ToolArgumentsError, ToolContext
from desktop_agent.tools.builtin import builtin_tools
from desktop_agent.tools.mcp.manager import McpManager, with_mcp_tools
from desktop_agent.tools.mcp.status import ServerState
from tests.mcp.conftest import MARKER_VAR, run, write_config


async def _ask(question: str, choices: Any) -> str:
    return ""


def _ctx(tmp_path: Path) -> ToolContext:
    return ToolContext(tmp_path, "call_1", _ask)


def test_time_server_tools_are_named_described_and_answer(tmp_path: Path, servers: dict[str, Any]) -> None:
    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"time": servers["time"]}))
        try:
            await manager.start()
            status = manager.status("time")
            assert status.state is ServerState.UP, status.error
            assert status.server_info.startswith("mcp-time")
            registry = with_mcp_tools(builtin_tools, manager)(tmp_path)
            assert {"read_file", "time__get_current_time", "time__convert_time"} <= set(registry.names())
            tool = registry.get("time__get_current_time")
            assert tool is not None
            spec = tool.spec
            assert spec.source == "time"
            assert spec.description == "Get current time in a specific timezone"
            assert spec.parameters["required"] == ["timezone"]
            assert spec.side_effects is False, "the server marks it readOnlyHint"

            output = await tool.run(tool.validate({"timezone": "UTC"}), _ctx(tmp_path))
            assert not output.is_error
            assert json.loads(output.content)["timezone"] == "UTC"

            failed = await tool.run(tool.validate({"timezone": "Nowhere/Atlantis"}), _ctx(tmp_path))
            assert failed.is_error and "Invalid timezone" in failed.content

            with pytest.raises(ToolArgumentsError) as caught:
                tool.validate({"timezone": 5})
            assert str(caught.value) == (
                "Invalid arguments for time__get_current_time: timezone: 5 is not of type 'string'"
            )
        finally:
            await manager.aclose()

    run(scenario())


def _git_repo(path: Path) -> Path:
    path.mkdir()
    who = {"GIT_AUTHOR_NAME": "T", "GIT_AUTHOR_EMAIL": "t@e.test", "GIT_COMMITTER_NAME": "T",
           "GIT_COMMITTER_EMAIL": "t@e.test"}  # fmt: skip
    env = {**who, "HOME": str(path), "PATH": os.environ.get("PATH", "")}
    (path / "README.md").write_text("hello\n", encoding="utf-8")
    for cmd in (["init", "-q", "-b", "main"], ["add", "README.md"], ["commit", "-q", "-m", "First commit"]):
        subprocess.run(["git", *cmd], cwd=path, env=env, check=True)
    (path / "README.md").write_text("hello again\n", encoding="utf-8")
    return path


def test_git_server_on_a_temporary_repository(tmp_path: Path, marker: str) -> None:
    repo = _git_repo(tmp_path / "repo")
    entry = {
        "command": sys.executable,
        "args": ["-m", "mcp_server_git", "--repository", str(repo)],
        "env": {MARKER_VAR: marker},
    }

    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"git": entry}))
        try:
            await manager.start()
            status = manager.status("git")
            assert status.state is ServerState.UP, status.error
            tools = {t.spec.name: t for t in manager.tools()}
            assert {"git__git_status", "git__git_log", "git__git_commit"} <= set(tools)
            assert tools["git__git_commit"].spec.side_effects is True
            status_out = await tools["git__git_status"].run({"repo_path": str(repo)}, _ctx(tmp_path))
            assert not status_out.is_error and "README.md" in status_out.content
            log_out = await tools["git__git_log"].run({"repo_path": str(repo)}, _ctx(tmp_path))
            assert "First commit" in log_out.content
        finally:
            await manager.aclose()

    run(scenario())
