"""Workspace confinement and the read-only file tools, on real temporary folders."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.tools.base import ToolArgumentsError, ToolContext, ToolError, ToolOutput
from desktop_agent.tools.files import ListDirectoryTool, ReadFileTool
from desktop_agent.tools.workspace import Workspace

SECRET = "TOP-SECRET-OUTSIDE-THE-WORKSPACE"


async def _no_questions(question: str, options: Sequence[str]) -> str:
    raise AssertionError("the file tools never ask the user")


def _ctx(ws: Workspace) -> ToolContext:
    return ToolContext(workspace=ws.root, call_id="call-1", ask_user=_no_questions)


def _symlink(target: Path, link: Path, *, target_is_directory: bool = False) -> None:
    try:
        link.symlink_to(target, target_is_directory=target_is_directory)
    except (OSError, NotImplementedError) as exc:  # Windows without the privilege
        pytest.skip(f"symlinks not available here: {exc}")


def _read(tool: ReadFileTool, ws: Workspace, **arguments: Any) -> str:
    out: ToolOutput = asyncio.run(tool.run(tool.validate(arguments), _ctx(ws)))
    assert not out.is_error
    return out.content


def _read_error(tool: ReadFileTool, ws: Workspace, **arguments: Any) -> str:
    with pytest.raises(ToolError) as info:
        asyncio.run(tool.run(tool.validate(arguments), _ctx(ws)))
    return str(info.value)


def _list(tool: ListDirectoryTool, ws: Workspace, **arguments: Any) -> str:
    out: ToolOutput = asyncio.run(tool.run(tool.validate(arguments), _ctx(ws)))
    assert not out.is_error
    return out.content


def _list_error(tool: ListDirectoryTool, ws: Workspace, **arguments: Any) -> str:
    with pytest.raises(ToolError) as info:
        asyncio.run(tool.run(tool.validate(arguments), _ctx(ws)))
    return str(info.value)


@pytest.fixture
def layout(tmp_path: Path) -> dict[str, Path]:
    """tmp/ws (the workspace), tmp/secret.txt, tmp/outside/secret.txt, tmp/ws-evil/x: all outside."""
    ws = tmp_path / "ws"
    (ws / "a").mkdir(parents=True)
    (ws / "hello.txt").write_text("hello\n", encoding="utf-8")
    (tmp_path / "secret.txt").write_text(SECRET, encoding="utf-8")
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.txt").write_text(SECRET, encoding="utf-8")
    (tmp_path / "ws-evil").mkdir()
    (tmp_path / "ws-evil" / "x").write_text(SECRET, encoding="utf-8")
    return {"tmp": tmp_path, "ws": ws}


@pytest.fixture
def ws(layout: dict[str, Path]) -> Workspace:
    return Workspace(layout["ws"])


# --- the escape table ---

# Each row: an id, a function building the path from the temp folder, and an optional setup making symlinks.
Setup = Callable[[Path], None]


def _link_file(tmp: Path) -> None:
    _symlink(tmp / "secret.txt", tmp / "ws" / "link_file")


def _link_dir(tmp: Path) -> None:
    _symlink(tmp / "outside", tmp / "ws" / "link_dir", target_is_directory=True)


def _relative_link_dir(tmp: Path) -> None:
    _symlink(Path("../../outside"), tmp / "ws" / "a" / "up", target_is_directory=True)


ESCAPES: list[tuple[str, Callable[[Path], str], Setup | None]] = [
    ("dotdot", lambda tmp: "../secret.txt", None),
    ("dotdot-chain", lambda tmp: "a/../../secret.txt", None),
    ("dot-dotdot", lambda tmp: "./../secret.txt", None),
    ("dotdot-deep", lambda tmp: "../" * 30 + "etc/passwd", None),
    ("absolute-outside", lambda tmp: str(tmp / "secret.txt"), None),
    ("absolute-etc", lambda tmp: "/etc/passwd", None),
    ("absolute-dotdot-from-root", lambda tmp: str(tmp / "ws" / ".." / "secret.txt"), None),
    ("tilde", lambda tmp: "~", None),
    ("tilde-slash", lambda tmp: "~/x", None),
    ("tilde-user", lambda tmp: "~root/.bashrc", None),
    ("sibling-prefix-absolute", lambda tmp: str(tmp / "ws-evil" / "x"), None),
    ("sibling-prefix-relative", lambda tmp: "../ws-evil/x", None),
    ("symlink-to-file-outside", lambda tmp: "link_file", _link_file),
    ("symlink-to-folder-outside", lambda tmp: "link_dir", _link_dir),
    ("path-through-symlinked-folder", lambda tmp: "link_dir/secret.txt", _link_dir),
    ("relative-symlink-through-subfolder", lambda tmp: "a/up/secret.txt", _relative_link_dir),
    ("nul-byte", lambda tmp: "hello.txt\0../../secret.txt", None),
    ("empty", lambda tmp: "", None),
    ("blank", lambda tmp: "   ", None),
]


@pytest.mark.parametrize(("make_path", "setup"), [pytest.param(p, s, id=i) for i, p, s in ESCAPES])
def test_escapes_are_refused_and_never_reach_the_outside(
    layout: dict[str, Path],
    make_path: Callable[[Path], str],
    setup: Setup | None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tmp = layout["tmp"]
    if setup is not None:
        setup(tmp)
    ws = Workspace(layout["ws"])
    user_path = make_path(tmp)

    opened: list[str] = []
    real_open = os.open

    def recording_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        opened.append(os.path.realpath(path) if not isinstance(path, int) else str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", recording_open)

    with pytest.raises(ToolError) as info:
        ws.resolve(user_path)
    message = str(info.value)
    assert str(ws.root) in message  # names the workspace folder
    if user_path.strip() and "\0" not in user_path:
        assert "outside the workspace folder" in message
        assert repr(user_path) in message  # and the path asked for

    read_message = _read_error(ReadFileTool(ws), ws, path=user_path)
    list_message = _list_error(ListDirectoryTool(ws), ws, path=user_path)

    for text in (message, read_message, list_message):
        assert SECRET not in text
    assert opened == []  # nothing was opened at all, let alone the file outside
    assert ReadFileTool(ws).permission_subject(ReadFileTool(ws).validate({"path": user_path})) == user_path


def test_url_encoded_dots_are_literal_names_and_stay_inside(ws: Workspace) -> None:
    resolved = ws.resolve("%2e%2e/secret.txt")
    assert resolved == ws.root / "%2e%2e" / "secret.txt"
    assert ws.relative(resolved) == "%2e%2e/secret.txt"
    message = _read_error(ReadFileTool(ws), ws, path="%2e%2e/secret.txt")
    assert message == "No such file: %2e%2e/secret.txt"


def test_dotdot_that_stays_inside_is_allowed(ws: Workspace) -> None:
    assert ws.resolve("a/../hello.txt") == ws.root / "hello.txt"
    assert ws.resolve(str(ws.root / "a" / ".." / "hello.txt")) == ws.root / "hello.txt"
    assert ws.resolve(".") == ws.root
    assert ws.resolve(str(ws.root)) == ws.root


def test_symlink_inside_pointing_inside_resolves_to_the_real_target(ws: Workspace) -> None:
    _symlink(ws.root / "hello.txt", ws.root / "a" / "alias.txt")
    assert ws.resolve("a/alias.txt") == ws.root / "hello.txt"
    assert _read(ReadFileTool(ws), ws, path="a/alias.txt") == "     1\thello"


def test_workspace_reached_through_a_symlinked_alias(layout: dict[str, Path]) -> None:
    alias = layout["tmp"] / "alias"
    _symlink(layout["ws"], alias, target_is_directory=True)
    ws = Workspace(alias)
    assert ws.root == layout["ws"].resolve()
    assert ws.resolve(str(alias / "hello.txt")) == ws.root / "hello.txt"
    with pytest.raises(ToolError):
        ws.resolve(str(alias / ".." / "secret.txt"))


def test_workspace_root_must_be_an_existing_folder(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="does not exist"):
        Workspace(tmp_path / "missing")
    (tmp_path / "file").write_text("x", encoding="utf-8")
    with pytest.raises(ValueError, match="not a folder"):
        Workspace(tmp_path / "file")


def test_relative_uses_posix_separators(ws: Workspace) -> None:
    assert ws.relative(ws.root) == "."
    assert ws.relative(ws.root / "a" / "b.txt") == "a/b.txt"


# --- a symlink swapped in after the check ---


def test_symlink_swapped_in_after_resolve_is_refused_by_the_open(
    layout: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    if not getattr(os, "O_NOFOLLOW", 0):
        pytest.skip("no O_NOFOLLOW on this OS")
    ws = Workspace(layout["ws"])
    victim = ws.root / "victim.txt"
    victim.write_text("harmless\n", encoding="utf-8")
    checked = ws.resolve("victim.txt")  # the check passes: a real file inside
    assert checked == victim

    victim.unlink()  # ...then the file is swapped for a symlink to the outside
    _symlink(layout["tmp"] / "secret.txt", victim)
    with pytest.raises(ToolError):  # a fresh check would catch it...
        ws.resolve("victim.txt")

    # ...but the tool already holds the pre-swap path: only O_NOFOLLOW stands in the way.
    monkeypatch.setattr(Workspace, "resolve", lambda self, user_path: checked)
    message = _read_error(ReadFileTool(ws), ws, path="victim.txt")
    assert message == "victim.txt changed while reading (it became a symlink); refused."
    assert SECRET not in message


def test_folder_swapped_for_a_symlink_after_resolve_is_refused(
    layout: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    if not getattr(os, "O_NOFOLLOW", 0) or os.scandir not in os.supports_fd:
        pytest.skip("no O_NOFOLLOW / scandir(fd) on this OS")
    ws = Workspace(layout["ws"])
    checked = ws.resolve("a")
    (ws.root / "a").rmdir()
    _symlink(layout["tmp"] / "outside", ws.root / "a", target_is_directory=True)
    monkeypatch.setattr(Workspace, "resolve", lambda self, user_path: checked)
    message = _list_error(ListDirectoryTool(ws), ws, path="a")
    assert "changed while reading" in message
    assert "secret.txt" not in message


# --- read_file ---


def _ten_lines(ws: Workspace) -> None:
    (ws.root / "ten.txt").write_text("".join(f"line {n}\n" for n in range(1, 11)), encoding="utf-8")


def test_read_numbers_lines_like_cat_n(ws: Workspace) -> None:
    (ws.root / "poem.txt").write_text("first\n\n  indented\tand tabbed\nlast", encoding="utf-8")
    assert _read(ReadFileTool(ws), ws, path="poem.txt") == (
        "     1\tfirst\n     2\t\n     3\t  indented\tand tabbed\n     4\tlast"
    )


def test_read_with_offset_and_limit(ws: Workspace) -> None:
    _ten_lines(ws)
    tool = ReadFileTool(ws)
    assert _read(tool, ws, path="ten.txt", offset=3, limit=2) == (
        "     3\tline 3\n     4\tline 4\n(lines 3-4 of 10; use offset and limit to read other lines)"
    )
    tail = _read(tool, ws, path="ten.txt", offset=9)
    assert tail.splitlines()[:2] == ["     9\tline 9", "    10\tline 10"]
    assert "(lines 9-10 of 10" in tail
    head = _read(tool, ws, path="ten.txt", limit=100)
    assert head.splitlines()[-1] == "    10\tline 10"  # the whole file: no "lines x-y" note
    message = _read_error(tool, ws, path="ten.txt", offset=11)
    assert message == "ten.txt has 10 lines; offset 11 is past the end."


def test_read_crlf_empty_and_undecodable(ws: Workspace) -> None:
    tool = ReadFileTool(ws)
    (ws.root / "dos.txt").write_bytes(b"one\r\ntwo\r\n")
    assert _read(tool, ws, path="dos.txt") == "     1\tone\n     2\ttwo"
    (ws.root / "empty.txt").write_bytes(b"")
    assert _read(tool, ws, path="empty.txt") == "(empty.txt is empty)"
    (ws.root / "latin1.txt").write_bytes("caf\xe9\n".encode("latin-1"))
    assert _read(tool, ws, path="latin1.txt") == "     1\tcaf\N{REPLACEMENT CHARACTER}"


def test_read_refuses_binary_files(ws: Workspace) -> None:
    data = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256))
    (ws.root / "image.png").write_bytes(data)
    message = _read_error(ReadFileTool(ws), ws, path="image.png")
    assert message == f"image.png: binary file, {len(data)} bytes, not shown."


def test_read_refuses_files_over_the_size_cap(ws: Workspace) -> None:
    tool = ReadFileTool(ws, max_bytes=100)
    (ws.root / "ok.txt").write_text("x" * 99 + "\n", encoding="utf-8")
    assert _read(tool, ws, path="ok.txt") == "     1\t" + "x" * 99
    (ws.root / "big.txt").write_text("x" * 100 + "\n", encoding="utf-8")
    message = _read_error(tool, ws, path="big.txt")
    assert message == "big.txt is 101 bytes, over the 100-byte limit for read_file; not shown."


def test_read_refuses_folders_and_reports_missing_files(ws: Workspace) -> None:
    tool = ReadFileTool(ws)
    message = _read_error(tool, ws, path="a")
    assert message == "a is a folder, not a file; use list_directory to see what it holds."
    assert _read_error(tool, ws, path="a/nope.txt") == "No such file: a/nope.txt"
    assert _read_error(tool, ws, path="hello.txt/below") == "No such file: hello.txt/below"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this OS")
def test_read_refuses_a_fifo_without_hanging(ws: Workspace) -> None:
    os.mkfifo(ws.root / "pipe")
    message = _read_error(ReadFileTool(ws), ws, path="pipe")
    assert message == "pipe is not a regular file (a device, pipe or socket); not read."


def test_read_permission_subject_is_the_workspace_relative_path(ws: Workspace) -> None:
    tool = ReadFileTool(ws)
    assert tool.permission_subject(tool.validate({"path": "./a/../hello.txt"})) == "hello.txt"
    assert tool.permission_subject(tool.validate({"path": str(ws.root / "a")})) == "a"
    assert tool.permission_subject(tool.validate({"path": "../secret.txt"})) == "../secret.txt"


# --- list_directory ---


def test_list_orders_folders_first_and_shows_symlinks_without_following(
    layout: dict[str, Path],
) -> None:
    ws = Workspace(layout["ws"])
    root = ws.root
    (root / "hello.txt").unlink()
    (root / "a").rmdir()
    for folder in ("b_dir", "A_dir", ".hidden_dir"):
        (root / folder).mkdir()
    (root / "z.txt").write_text("zzz", encoding="utf-8")
    (root / "B.txt").write_text("", encoding="utf-8")
    (root / ".env").write_text("KEY=1\n", encoding="utf-8")
    _symlink(layout["tmp"] / "outside", root / "out", target_is_directory=True)
    _symlink(Path("z.txt"), root / "m_link")

    listing = _list(ListDirectoryTool(ws), ws)
    assert listing.splitlines() == [
        "./ (8 entries):",
        ".hidden_dir/",
        "A_dir/",
        "b_dir/",
        ".env  6 bytes",
        "B.txt  0 bytes",
        "m_link -> z.txt",
        f"out -> {layout['tmp'] / 'outside'}",
        "z.txt  3 bytes",
    ]
    assert "secret.txt" not in listing  # the symlinked folder was not followed


def test_list_subfolder_empty_folder_and_errors(ws: Workspace) -> None:
    tool = ListDirectoryTool(ws)
    (ws.root / "a" / "note.md").write_text("# hi\n", encoding="utf-8")
    assert _list(tool, ws, path="a/") == "a/ (1 entry):\nnote.md  5 bytes"
    (ws.root / "a" / "empty").mkdir()
    assert _list(tool, ws, path="a/empty") == "a/empty/ is empty."
    assert (
        _list_error(tool, ws, path="hello.txt")
        == "hello.txt is a file, not a folder; use read_file to read it."
    )
    assert _list_error(tool, ws, path="nope") == "No such folder: nope"


def test_list_caps_at_a_thousand_entries(ws: Workspace) -> None:
    crowd = ws.root / "crowd"
    crowd.mkdir()
    for n in range(1003):
        (crowd / f"f{n:04d}.txt").write_bytes(b"")
    lines = _list(ListDirectoryTool(ws), ws, path="crowd").splitlines()
    assert lines[0] == "crowd/ (1003 entries):"
    assert len(lines) == 1 + 1000 + 1
    assert lines[1000] == "f0999.txt  0 bytes"
    assert lines[-1] == "... and 3 more entries not shown."


def test_list_escapes_control_characters_in_names(ws: Workspace) -> None:
    if os.name == "nt":
        pytest.skip("Windows forbids newlines in names")
    (ws.root / "evil\nfake.txt  1 bytes").write_text("", encoding="utf-8")
    listing = _list(ListDirectoryTool(ws), ws)
    assert "'evil\\nfake.txt  1 bytes'  0 bytes" in listing.splitlines()


# --- arguments and spec ---


@pytest.mark.parametrize(
    ("arguments", "field"),
    [
        ({"path": "a.txt", "offset": 0}, "offset"),
        ({"path": "a.txt", "offset": -3}, "offset"),
        ({"path": "a.txt", "limit": 0}, "limit"),
        ({"path": "a.txt", "offset": "first"}, "offset"),
        ({}, "path"),
        ({"path": 42}, "path"),
        ({"path": "a.txt", "lines": 5}, "lines"),
    ],
)
def test_read_invalid_arguments(ws: Workspace, arguments: dict[str, Any], field: str) -> None:
    with pytest.raises(ToolArgumentsError) as info:
        ReadFileTool(ws).validate(arguments)
    assert str(info.value).startswith("Invalid arguments for read_file: ")
    assert field in str(info.value)


def test_list_invalid_arguments(ws: Workspace) -> None:
    with pytest.raises(ToolArgumentsError, match="path"):
        ListDirectoryTool(ws).validate({"path": None})
    assert ListDirectoryTool(ws).validate({}).path == "."


def test_specs_describe_read_only_tools(ws: Workspace) -> None:
    read_spec = ReadFileTool(ws).spec
    assert read_spec.name == "read_file"
    assert read_spec.side_effects is False
    assert read_spec.parameters["required"] == ["path"]
    assert set(read_spec.parameters["properties"]) == {"path", "offset", "limit"}
    assert "relative to the workspace folder" in read_spec.description
    list_spec = ListDirectoryTool(ws).spec
    assert list_spec.name == "list_directory"
    assert list_spec.side_effects is False
    assert "required" not in list_spec.parameters
    assert "relative to the workspace folder" in list_spec.description
