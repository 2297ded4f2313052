"""glob, grep, write_file, edit_file and delete_file on real files."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.tools.base import Tool, ToolError, ToolOutput
from desktop_agent.tools.edit import DeleteFileTool, EditFileTool, WriteFileTool
from desktop_agent.tools.files import ReadFileTool
from desktop_agent.tools.search import GlobTool, GrepTool
from desktop_agent.tools.workspace import Workspace
from tests.tools.helpers import ctx, preview, run_error, run_text, symlink


@pytest.fixture
def ws(tmp_path: Path) -> Workspace:
    root = tmp_path / "ws"
    (root / "src" / "pkg").mkdir(parents=True)
    (root / "src" / "main.py").write_text("import os\nprint('hello')\n", encoding="utf-8")
    (root / "src" / "pkg" / "util.py").write_text("def helper():\n    return 42\n", encoding="utf-8")
    (root / "README.md").write_text("# Project\nhello world\n", encoding="utf-8")
    (root / ".git").mkdir()
    (root / ".git" / "config").write_text("hello from git\n", encoding="utf-8")
    (root / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00hello")
    return Workspace(root)


# --- glob ---


def test_glob_matches_recursively_sorted_and_skips_git(ws: Workspace) -> None:
    tool = GlobTool(ws)
    assert run_text(tool, ws.root, pattern="**/*.py") == "src/main.py\nsrc/pkg/util.py"
    assert run_text(tool, ws.root, pattern="*") == "README.md\nlogo.png\nsrc/"
    assert run_text(tool, ws.root, pattern="*.py", path="src") == "src/main.py"
    assert run_text(tool, ws.root, pattern="src/*/u?il.py") == "src/pkg/util.py"
    assert run_text(tool, ws.root, pattern=".git/*") == ".git/config"  # named explicitly: searched
    assert run_text(tool, ws.root, pattern="**/*.rs") == "No paths match '**/*.rs' in the workspace folder."


def test_glob_caps_results(ws: Workspace) -> None:
    for n in range(12):
        (ws.root / f"f{n:02d}.txt").write_text("", encoding="utf-8")
    lines = run_text(GlobTool(ws, max_results=5), ws.root, pattern="*.txt").splitlines()
    assert lines == [
        "f00.txt",
        "f01.txt",
        "f02.txt",
        "f03.txt",
        "f04.txt",
        "... and 7 more not shown; use a narrower pattern.",
    ]


def test_glob_errors(ws: Workspace) -> None:
    tool = GlobTool(ws)
    assert run_error(tool, ws.root, pattern="*", path="nope") == "No such folder: nope"
    assert run_error(tool, ws.root, pattern="*", path="README.md") == "README.md is not a folder."
    assert "empty" in run_error(tool, ws.root, pattern="  ")


# --- grep ---


def test_grep_reports_path_line_text_and_skips_binary_and_git(ws: Workspace) -> None:
    out = run_text(GrepTool(ws), ws.root, pattern=r"hel+o")
    assert out.splitlines() == [
        "README.md:2:hello world",
        "src/main.py:2:print('hello')",
        "(1 binary, unreadable or very large file skipped.)",
    ]


def test_grep_filters_by_glob_path_and_case(ws: Workspace) -> None:
    tool = GrepTool(ws)
    assert run_text(tool, ws.root, pattern="HELPER", ignore_case=True, glob="*.py") == (
        "src/pkg/util.py:1:def helper():"
    )
    assert (
        run_text(tool, ws.root, pattern="return", path="src/pkg/util.py") == "src/pkg/util.py:2:    return 42"
    )
    assert run_text(tool, ws.root, pattern="import", glob="src/**/*.py") == "src/main.py:1:import os"
    assert (
        run_text(tool, ws.root, pattern="zzz", glob="*.py") == "No matches for 'zzz' in the workspace folder."
    )


def test_grep_caps_matches_and_long_lines(ws: Workspace) -> None:
    (ws.root / "many.txt").write_text("x\n" * 50 + "x" * 1000 + "\n", encoding="utf-8")
    lines = run_text(GrepTool(ws, max_matches=3), ws.root, pattern="x", glob="many.txt").splitlines()
    assert lines == [
        "many.txt:1:x",
        "many.txt:2:x",
        "many.txt:3:x",
        "(Stopped at 3 matches; narrow the pattern, path or glob.)",
    ]
    long_line = run_text(GrepTool(ws), ws.root, pattern="x{1000}").splitlines()[0]
    assert long_line == "many.txt:51:" + "x" * 300 + " …"


def test_grep_bad_regex_is_a_clear_error(ws: Workspace) -> None:
    message = run_error(GrepTool(ws), ws.root, pattern="(unclosed")
    assert message.startswith("The pattern '(unclosed' is not a valid regular expression: ")


def test_grep_stops_a_pathological_pattern_instead_of_hanging(ws: Workspace) -> None:
    (ws.root / "evil.txt").write_text("a" * 40 + "!\n", encoding="utf-8")
    started = time.monotonic()
    message = run_error(GrepTool(ws, max_seconds=0.3), ws.root, pattern="(a|aa)+$", glob="evil.txt")
    assert time.monotonic() - started < 5
    assert message == (
        "The search for '(a|aa)+$' took longer than 0.3 seconds and was stopped; use a simpler pattern "
        "or a narrower path or glob."
    )


def test_slow_searches_do_not_hold_up_reading_a_file(ws: Workspace) -> None:
    """Eight pathological searches at once (a hostile model's step) wait for each other; a file read
    started meanwhile answers at once."""
    (ws.root / "evil.txt").write_text("a" * 40 + "!\n", encoding="utf-8")
    grep, read = GrepTool(ws, max_seconds=1.0), ReadFileTool(ws)

    async def step() -> tuple[float, list[BaseException | ToolOutput]]:
        slow = [
            asyncio.create_task(
                grep.run(grep.validate({"pattern": "(a|aa)+$", "glob": "evil.txt"}), ctx(ws.root))
            )
            for _ in range(8)
        ]
        await asyncio.sleep(0.1)
        started = time.monotonic()
        shown = await read.run(read.validate({"path": "src/main.py"}), ctx(ws.root))
        took = time.monotonic() - started
        assert "print('hello')" in shown.content
        return took, await asyncio.gather(*slow, return_exceptions=True)

    took, searches = asyncio.run(step())
    assert took < 0.4, f"the read waited {took:.2f} s for the searches"
    assert all(isinstance(s, ToolError) and "took longer than 1 seconds" in str(s) for s in searches)


# --- write_file ---


def test_write_creates_file_and_parent_folders_with_a_diff_preview(ws: Workspace) -> None:
    tool = WriteFileTool(ws)
    shown = preview(tool, path="docs/new/notes.md", content="one\ntwo\n")
    assert shown is not None and shown.kind == "diff"
    assert shown.text == "--- /dev/null\n+++ b/docs/new/notes.md\n@@ -0,0 +1,2 @@\n+one\n+two\n"
    assert not (ws.root / "docs").exists()  # the preview changed nothing
    assert run_text(tool, ws.root, path="docs/new/notes.md", content="one\ntwo\n") == (
        "Created docs/new/notes.md (2 lines, 8 bytes)."
    )
    assert (ws.root / "docs" / "new" / "notes.md").read_text(encoding="utf-8") == "one\ntwo\n"


def test_write_replaces_keeping_permissions_and_leaves_no_temp_file(ws: Workspace) -> None:
    script = ws.root / "run.sh"
    script.write_text("echo old\n", encoding="utf-8")
    script.chmod(0o750)
    tool = WriteFileTool(ws)
    shown = preview(tool, path="run.sh", content="echo new")
    assert shown is not None
    assert shown.text == (
        "--- a/run.sh\n+++ b/run.sh\n@@ -1 +1 @@\n-echo old\n+echo new\n\\ No newline at end of file\n"
    )
    assert script.read_text(encoding="utf-8") == "echo old\n"
    assert run_text(tool, ws.root, path="run.sh", content="echo new") == "Replaced run.sh (1 line, 8 bytes)."
    assert script.read_text(encoding="utf-8") == "echo new"
    assert script.stat().st_mode & 0o777 == 0o750
    assert sorted(p.name for p in ws.root.iterdir()) == [".git", "README.md", "logo.png", "run.sh", "src"]


def test_write_refuses_folders(ws: Workspace) -> None:
    assert run_error(WriteFileTool(ws), ws.root, path="src", content="x") == "src is a folder, not a file."
    assert run_error(WriteFileTool(ws), ws.root, path="README.md/x", content="x").startswith("A part of")


def test_write_through_a_symlink_inside_changes_the_target(ws: Workspace) -> None:
    symlink(ws.root / "README.md", ws.root / "alias.md")
    assert run_text(WriteFileTool(ws), ws.root, path="alias.md", content="new\n").startswith(
        "Replaced README.md"
    )
    assert (ws.root / "README.md").read_text(encoding="utf-8") == "new\n"
    assert (ws.root / "alias.md").is_symlink()


# --- edit_file ---


def test_edit_replaces_a_unique_string_with_a_diff_preview(ws: Workspace) -> None:
    tool = EditFileTool(ws)
    args = {"path": "src/pkg/util.py", "old_string": "return 42", "new_string": "return 43"}
    shown = preview(tool, **args)
    assert shown is not None and shown.kind == "diff"
    assert shown.text == (
        "--- a/src/pkg/util.py\n+++ b/src/pkg/util.py\n@@ -1,2 +1,2 @@\n def helper():\n"
        "-    return 42\n+    return 43\n"
    )
    assert "42" in (ws.root / "src" / "pkg" / "util.py").read_text(encoding="utf-8")
    assert run_text(tool, ws.root, **args) == "Edited src/pkg/util.py: replaced 1 occurrence."
    assert (ws.root / "src" / "pkg" / "util.py").read_text(
        encoding="utf-8"
    ) == "def helper():\n    return 43\n"


def test_edit_refuses_missing_and_ambiguous_strings_unless_replace_all(ws: Workspace) -> None:
    path = ws.root / "a.txt"
    path.write_text("x = 1\nx = 1\n", encoding="utf-8")
    tool = EditFileTool(ws)
    missing = run_error(tool, ws.root, path="a.txt", old_string="y = 1", new_string="y = 2")
    assert missing.startswith("old_string was not found in a.txt; nothing was changed.")
    twice = run_error(tool, ws.root, path="a.txt", old_string="x = 1", new_string="x = 2")
    assert twice.startswith("old_string occurs 2 times in a.txt; nothing was changed.")
    assert path.read_text(encoding="utf-8") == "x = 1\nx = 1\n"
    out = run_text(tool, ws.root, path="a.txt", old_string="x = 1", new_string="x = 2", replace_all=True)
    assert out == "Edited a.txt: replaced 2 occurrences."
    assert path.read_text(encoding="utf-8") == "x = 2\nx = 2\n"


def test_edit_keeps_windows_line_endings_and_hints_at_them(ws: Workspace) -> None:
    path = ws.root / "dos.txt"
    path.write_bytes(b"one\r\ntwo\r\n")
    tool = EditFileTool(ws)
    message = run_error(tool, ws.root, path="dos.txt", old_string="one\ntwo", new_string="x")
    assert message.endswith("The file uses Windows line endings (\\r\\n).")
    run_text(tool, ws.root, path="dos.txt", old_string="two", new_string="deux")
    assert path.read_bytes() == b"one\r\ndeux\r\n"


def test_edit_refuses_binary_missing_and_non_utf8_files(ws: Workspace) -> None:
    tool = EditFileTool(ws)
    assert "binary" in run_error(tool, ws.root, path="logo.png", old_string="PNG", new_string="GIF")
    assert run_error(tool, ws.root, path="nope.txt", old_string="a", new_string="b") == (
        "No such file: nope.txt; use write_file to create it."
    )
    (ws.root / "latin.txt").write_bytes("caf\xe9\n".encode("latin-1"))
    assert "not UTF-8" in run_error(tool, ws.root, path="latin.txt", old_string="caf", new_string="tea")
    assert "same" in run_error(tool, ws.root, path="README.md", old_string="a", new_string="a")


# --- delete_file ---


def _trashed(trash_home: Path) -> list[str]:
    files = trash_home / "files"
    return sorted(p.name for p in files.iterdir()) if files.exists() else []


def test_delete_moves_the_file_to_the_trash_with_a_diff_preview(ws: Workspace, trash_home: Path) -> None:
    tool = DeleteFileTool(ws)
    shown = preview(tool, path="README.md")
    assert shown is not None and shown.kind == "diff"
    assert shown.text == "--- a/README.md\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-# Project\n-hello world\n"
    assert (ws.root / "README.md").exists()
    assert run_text(tool, ws.root, path="README.md") == "Moved README.md to the trash."
    assert not (ws.root / "README.md").exists()
    assert _trashed(trash_home) == ["README.md"]
    assert (trash_home / "files" / "README.md").read_text(encoding="utf-8") == "# Project\nhello world\n"


def test_delete_removes_a_symlink_itself_never_its_target(ws: Workspace, trash_home: Path) -> None:
    symlink(ws.root / "README.md", ws.root / "alias.md")
    assert run_text(DeleteFileTool(ws), ws.root, path="alias.md") == "Moved alias.md to the trash."
    assert not (ws.root / "alias.md").is_symlink()
    assert (ws.root / "README.md").exists()


def test_delete_refuses_folders_missing_files_and_the_workspace(ws: Workspace, trash_home: Path) -> None:
    tool = DeleteFileTool(ws)
    assert run_error(tool, ws.root, path="src") == "src is a folder; delete_file removes files only."
    assert run_error(tool, ws.root, path="nope.txt") == "No such file: nope.txt"
    assert run_error(tool, ws.root, path=".") == "The workspace folder itself cannot be deleted."
    assert (ws.root / "src" / "main.py").exists()
    assert _trashed(trash_home) == []


def test_delete_refuses_when_the_trash_cannot_take_the_file(
    ws: Workspace, trash_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    trash_home.parent.mkdir(parents=True)
    trash_home.write_text("not a folder", encoding="utf-8")  # the trash is broken
    message = run_error(DeleteFileTool(ws), ws.root, path="README.md")
    assert message.startswith("Could not move README.md to the trash (")
    assert message.endswith(
        "it was not deleted. The person can delete it themselves, or you can use "
        "run_command, which asks them first."
    )
    assert (ws.root / "README.md").read_text(encoding="utf-8") == "# Project\nhello world\n"


def test_files_too_large_to_show_can_still_be_replaced_and_deleted(ws: Workspace, trash_home: Path) -> None:
    big = ws.root / "big.log"
    big.write_bytes(b"line\n" * 2_200_000)  # 11 MB, over the 10 MB limit for showing a diff
    shown = preview(WriteFileTool(ws), path="big.log", content="short\n")
    assert shown is not None
    assert shown.text == (
        "--- a/big.log\n+++ b/big.log\n(a file of 11,000,000 bytes, too large to show, replaced by 6 bytes)\n"
    )
    assert "too large for edit_file" in run_error(
        EditFileTool(ws), ws.root, path="big.log", old_string="l", new_string="L"
    )
    shown = preview(DeleteFileTool(ws), path="big.log")
    assert (
        shown is not None and "+++ /dev/null" in shown.text and "deleted (moved to the trash)" in shown.text
    )
    assert run_text(DeleteFileTool(ws), ws.root, path="big.log") == "Moved big.log to the trash."
    assert _trashed(trash_home) == ["big.log"]


def test_permission_subjects_are_workspace_relative_posix_paths(ws: Workspace) -> None:
    cases: list[tuple[Tool, dict[str, Any]]] = [
        (WriteFileTool(ws), {"content": ""}),
        (EditFileTool(ws), {"old_string": "a", "new_string": "b"}),
        (DeleteFileTool(ws), {}),
        (GlobTool(ws), {"pattern": "*"}),
        (GrepTool(ws), {"pattern": "x"}),
    ]
    for tool, extra in cases:
        args = tool.validate({"path": "./src/../src/pkg/util.py", **extra})
        assert tool.permission_subject(args) == "src/pkg/util.py"
        assert tool.spec.subject_kind == "path"
        assert tool.spec.side_effects is (tool.spec.name in ("write_file", "edit_file", "delete_file"))
