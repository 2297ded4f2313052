"""The escape table: every file tool refuses every way out of the workspace; the disk outside is untouched."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.tools.base import Tool, ToolError
from desktop_agent.tools.builtin import builtin_tools
from desktop_agent.tools.workspace import SAFE_OPEN, Workspace
from tests.tools.helpers import SECRET, preview, run, run_error, snapshot, symlink

FILE_TOOLS = ["read_file", "list_directory", "glob", "grep", "write_file", "edit_file", "delete_file"]


def tool_arguments(name: str, path: str) -> dict[str, Any]:
    extra: dict[str, dict[str, Any]] = {
        "glob": {"pattern": "**/*"},
        "grep": {"pattern": "TOP"},
        "write_file": {"content": "overwritten by the model"},
        "edit_file": {"old_string": "TOP", "new_string": "EDITED"},
    }
    return {"path": path, **extra.get(name, {})}


def _link_file(tmp: Path) -> None:
    symlink(tmp / "secret.txt", tmp / "ws" / "link_file")


def _link_dir(tmp: Path) -> None:
    symlink(tmp / "outside", tmp / "ws" / "link_dir", target_is_directory=True)


def _link_protected(tmp: Path) -> None:
    symlink(tmp / "ws" / ".appdata", tmp / "ws" / "innocent", target_is_directory=True)


Row = tuple[str, Callable[[Path], str], Callable[[Path], None] | None]
ESCAPES: list[Row] = [
    ("dotdot", lambda tmp: "../secret.txt", None),
    ("dotdot-chain", lambda tmp: "a/../../secret.txt", None),
    ("dotdot-deep", lambda tmp: "../" * 30 + "etc/passwd", None),
    ("absolute-outside", lambda tmp: str(tmp / "secret.txt"), None),
    ("absolute-etc", lambda tmp: "/etc/hostname", None),
    ("tilde", lambda tmp: "~", None),
    ("tilde-slash", lambda tmp: "~/secret.txt", None),
    ("sibling-prefix-absolute", lambda tmp: str(tmp / "ws-evil" / "x"), None),
    ("sibling-prefix-relative", lambda tmp: "../ws-evil/x", None),
    ("symlink-to-file-outside", lambda tmp: "link_file", _link_file),
    ("symlink-to-folder-outside", lambda tmp: "link_dir", _link_dir),
    ("through-symlinked-folder", lambda tmp: "link_dir/secret.txt", _link_dir),
    ("nul-byte", lambda tmp: "hello.txt\0../../secret.txt", None),
    ("protected-app-folder", lambda tmp: ".appdata", None),
    ("protected-app-file", lambda tmp: ".appdata/settings.json", None),
    ("protected-via-symlink", lambda tmp: "innocent/settings.json", _link_protected),
    ("protected-absolute", lambda tmp: str(tmp / "ws" / ".appdata" / "settings.json"), None),
    ("keyring-file", lambda tmp: ".local/share/keyrings/login.keyring", None),
]


def _tools(ws_root: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Tool]:
    monkeypatch.setenv("HOME", str(ws_root))  # the workspace is the home folder: its keyring is inside
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    registry = builtin_tools(ws_root, protected=[ws_root / ".appdata"])
    return {name: registry.get(name) for name in FILE_TOOLS}  # type: ignore[misc]


def _attempt(tool: Tool, root: Path, arguments: dict[str, Any]) -> Iterator[str]:
    """Preview (if any) and run; yield each outcome's text. Each must be a refusal."""
    with pytest.raises(ToolError) as info:
        preview(tool, **arguments)
        if tool.spec.name in ("read_file", "list_directory", "glob", "grep"):
            raise ToolError("(no preview)")
    yield str(info.value)
    with pytest.raises(ToolError) as info:
        run(tool, root, **arguments)
    yield str(info.value)


@pytest.mark.parametrize("tool_name", FILE_TOOLS)
@pytest.mark.parametrize(("make_path", "setup"), [pytest.param(p, s, id=i) for i, p, s in ESCAPES])
def test_every_file_tool_refuses_every_escape(
    layout: dict[str, Path],
    tool_name: str,
    make_path: Callable[[Path], str],
    setup: Callable[[Path], None] | None,
    monkeypatch: pytest.MonkeyPatch,
    trash_home: Path,
) -> None:
    tmp = layout["tmp"]
    if setup is not None:
        setup(tmp)
    protected_before = {p: p.read_bytes() for p in (tmp / "ws" / ".appdata").rglob("*") if p.is_file()}
    before = snapshot(tmp, skip=tmp / "ws")
    tool = _tools(layout["ws"], monkeypatch)[tool_name]
    arguments = tool_arguments(tool_name, make_path(tmp))

    for message in _attempt(tool, layout["ws"].resolve(), arguments):
        assert SECRET not in message
        assert "EDITED" not in message

    assert snapshot(tmp, skip=tmp / "ws") == before  # nothing outside read into a message, written or moved
    assert {
        p: p.read_bytes() for p in (tmp / "ws" / ".appdata").rglob("*") if p.is_file()
    } == protected_before
    assert (tmp / "ws" / ".local" / "share" / "keyrings" / "login.keyring").read_text() == SECRET
    assert not trash_home.exists()


@pytest.mark.parametrize("tool_name", FILE_TOOLS)
def test_url_encoded_dots_are_literal_names_inside(
    layout: dict[str, Path], tool_name: str, monkeypatch: pytest.MonkeyPatch, trash_home: Path
) -> None:
    """``%2e%2e`` is never decoded: it names a folder called "%2e%2e" inside the workspace."""
    tmp = layout["tmp"]
    before = snapshot(tmp, skip=tmp / "ws")
    tool = _tools(layout["ws"], monkeypatch)[tool_name]
    arguments = tool_arguments(tool_name, "%2e%2e/secret.txt")
    try:
        out = run(tool, layout["ws"], **arguments).content
    except ToolError as exc:
        out = str(exc)
    assert SECRET not in out
    assert "outside" not in out
    assert snapshot(tmp, skip=tmp / "ws") == before
    written = layout["ws"] / "%2e%2e" / "secret.txt"
    assert written.exists() == (tool_name == "write_file")


def _swap_folder_after_check(layout: dict[str, Path], monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Between the path check and the open, ws/sub becomes a symlink to the outside folder."""
    swapped: list[bool] = []
    real_parent = Workspace.parent

    def swap_then_open(self: Workspace, real: Path, *, make_parents: bool = False) -> Any:
        if not swapped:
            sub = layout["ws"] / "sub"
            (sub / "secret.txt").unlink()
            sub.rmdir()
            symlink(layout["tmp"] / "outside", sub, target_is_directory=True)
            swapped.append(True)
        return real_parent(self, real, make_parents=make_parents)

    monkeypatch.setattr(Workspace, "parent", swap_then_open)
    return swapped


@pytest.mark.skipif(not SAFE_OPEN, reason="no dir_fd opening on this OS (documented fallback)")
@pytest.mark.parametrize(
    ("tool_name", "path"),
    # glob takes folders only: given a file it refuses before opening anything, so it has no file row.
    [(t, p) for t in FILE_TOOLS for p in ("sub/secret.txt", "sub") if (t, p) != ("glob", "sub/secret.txt")],
)
def test_folder_swapped_for_a_symlink_after_the_check_is_refused_by_the_open(
    layout: dict[str, Path], tool_name: str, path: str, monkeypatch: pytest.MonkeyPatch, trash_home: Path
) -> None:
    tmp = layout["tmp"]
    tool = _tools(layout["ws"], monkeypatch)[tool_name]
    arguments = tool_arguments(tool_name, path)
    tool.validate(arguments)
    before = snapshot(tmp, skip=tmp / "ws")
    swapped = _swap_folder_after_check(layout, monkeypatch)
    with pytest.raises(ToolError) as info:
        run(tool, layout["ws"], **arguments)
    assert swapped  # the swap really happened after the check
    message = str(info.value)
    assert SECRET not in message
    if not (tool_name in ("write_file", "edit_file", "delete_file", "read_file") and path == "sub"):
        assert "changed while reading (it became a symlink); refused" in message
    assert snapshot(tmp, skip=tmp / "ws") == before
    assert not trash_home.exists()


def test_file_swapped_for_a_symlink_after_the_check_is_refused(
    layout: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    if not SAFE_OPEN:
        pytest.skip("no O_NOFOLLOW here")
    tmp = layout["tmp"]
    tool = _tools(layout["ws"], monkeypatch)["write_file"]
    real_parent = Workspace.parent

    def swap_then_open(self: Workspace, real: Path, *, make_parents: bool = False) -> Any:
        victim = layout["ws"] / "hello.txt"
        if not victim.is_symlink():
            victim.unlink()
            symlink(tmp / "secret.txt", victim)
        return real_parent(self, real, make_parents=make_parents)

    monkeypatch.setattr(Workspace, "parent", swap_then_open)
    message = run_error(tool, layout["ws"], path="hello.txt", content="x")
    assert message == "hello.txt changed while reading (it became a symlink); refused."
    assert (tmp / "secret.txt").read_text() == SECRET


@pytest.mark.parametrize("pattern", ["../*", "../**/secret.txt", "/etc/*", "~/*", "a/../../*", "C:/x"])
@pytest.mark.parametrize("tool_name", ["glob", "grep"])
def test_patterns_cannot_leave_the_workspace(
    layout: dict[str, Path], pattern: str, tool_name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    tool = _tools(layout["ws"], monkeypatch)[tool_name]
    arguments = {"pattern": pattern} if tool_name == "glob" else {"pattern": "TOP", "glob": pattern}
    message = run_error(tool, layout["ws"], **arguments)
    assert SECRET not in message
    assert "workspace" in message or "relative" in message


def test_searches_skip_protected_folders_and_symlinks(
    layout: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    _link_dir(layout["tmp"])
    _link_file(layout["tmp"])
    tools = _tools(layout["ws"], monkeypatch)
    listing = run(tools["glob"], layout["ws"], pattern="**/*").content
    assert ".appdata" not in listing  # protected folders are left out entirely
    assert "settings.json" not in listing
    assert "login.keyring" not in listing
    assert "link_dir" in listing.splitlines()
    assert "link_dir/secret.txt" not in listing  # symlinked folders are not followed
    found = run(tools["grep"], layout["ws"], pattern="SECRET|TOP").content
    assert SECRET not in found
    assert found.splitlines() == ["sub/secret.txt:1:TOP harmless inside"]


def test_os_keyring_dirs_are_protected_by_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    (tmp_path / ".local" / "share" / "keyrings").mkdir(parents=True)
    registry = builtin_tools(tmp_path)
    read = registry.get("read_file")
    assert read is not None
    message = run_error(read, tmp_path, path=".local/share/keyrings/x")
    assert "protected folder" in message
    assert list((tmp_path / ".local" / "share" / "keyrings").iterdir()) == []


@pytest.mark.parametrize("name", ["write_file", "edit_file"])
def test_a_hard_link_to_a_file_outside_is_neither_shown_nor_changed(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text(f"TOP {SECRET}\n")
    ws = tmp_path / "ws"
    ws.mkdir()
    try:
        (ws / "notes.txt").hardlink_to(outside)
    except OSError as exc:
        pytest.skip(f"hard links are not available here: {exc}")
    tool = _tools(ws, monkeypatch)[name]
    arguments = tool_arguments(name, "notes.txt")

    with pytest.raises(ToolError) as refused:
        preview(tool, **arguments)
    assert "has 2 hard links" in str(refused.value)
    assert SECRET not in str(refused.value)
    message = run_error(tool, ws, **arguments)
    assert "may be the same file as one outside the workspace" in message
    assert outside.read_text() == f"TOP {SECRET}\n"
    assert (ws / "notes.txt").stat().st_nlink == 2
