"""Calling tools the way the loop does (validate, preview, run) on real folders."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.domain.tools import ToolPreview
from desktop_agent.tools.base import Tool, ToolContext, ToolError, ToolOutput

SECRET = "TOP-SECRET-OUTSIDE-THE-WORKSPACE"


async def no_questions(question: str, options: Sequence[str]) -> str:
    raise AssertionError("this tool never asks the person")


def ctx(root: Path) -> ToolContext:
    return ToolContext(workspace=root, call_id="call-1", ask_user=no_questions)


def run(tool: Tool, root: Path, **arguments: Any) -> ToolOutput:
    return asyncio.run(tool.run(tool.validate(arguments), ctx(root)))


def run_text(tool: Tool, root: Path, **arguments: Any) -> str:
    out = run(tool, root, **arguments)
    assert not out.is_error, out.content
    return out.content


def run_error(tool: Tool, root: Path, **arguments: Any) -> str:
    with pytest.raises(ToolError) as info:
        run(tool, root, **arguments)
    return str(info.value)


def preview(tool: Tool, **arguments: Any) -> ToolPreview | None:
    return asyncio.run(tool.preview(tool.validate(arguments)))


def symlink(target: Path, link: Path, *, target_is_directory: bool = False) -> None:
    try:
        link.symlink_to(target, target_is_directory=target_is_directory)
    except (OSError, NotImplementedError) as exc:  # Windows without the privilege
        pytest.skip(f"symlinks not available here: {exc}")


def snapshot(folder: Path, *, skip: Path) -> dict[str, tuple[str, bytes | None, int]]:
    """Every entry below ``folder`` except ``skip``: kind, content (files) and modification time."""
    found: dict[str, tuple[str, bytes | None, int]] = {}
    for path in sorted(folder.rglob("*")):
        if path == skip or path.is_relative_to(skip):
            continue
        st = path.lstat()
        if path.is_symlink():
            found[str(path)] = ("link", str(path.readlink()).encode(), st.st_mtime_ns)
        elif path.is_dir():
            found[str(path)] = ("dir", None, st.st_mtime_ns)
        else:
            found[str(path)] = ("file", path.read_bytes(), st.st_mtime_ns)
    return found
