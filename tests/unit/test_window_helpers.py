"""The window's helpers are given what they need, not the window: no module imports `MainWindow` (not even
for type checking) but `ui/app.py`, which builds it, and none is typed to take a window of any type."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "desktop_agent"


def _imports_main_window(tree: ast.AST) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module is not None:
            if node.module == "desktop_agent.ui.main_window":
                return True
            if node.module == "desktop_agent.ui" and any(a.name == "main_window" for a in node.names):
                return True
        if isinstance(node, ast.Import) and any(a.name == "desktop_agent.ui.main_window" for a in node.names):
            return True
    return False


def test_only_the_module_that_builds_the_window_imports_it() -> None:
    found = sorted(
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if _imports_main_window(ast.parse(path.read_text(encoding="utf-8")))
    )
    assert found == ["ui/app.py"]


def test_no_helper_takes_a_window_typed_any() -> None:
    typed_any = []
    for path in (PACKAGE / "ui").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.arg) or "window" not in node.arg or node.annotation is None:
                continue
            if ast.unparse(node.annotation) in ("Any", "typing.Any"):
                typed_any.append(f"{path.name}: {node.arg}")
    assert typed_any == []


MOST_CLASS_LINES = 400
"""About 400: a class past it is split by composition, not by moving code into helpers that take it whole."""


def _classes(path: Path) -> list[ast.ClassDef]:
    return [n for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(n, ast.ClassDef)]


def test_no_class_of_the_window_is_a_hub() -> None:
    too_long = {
        f"{path.relative_to(PACKAGE)}:{cls.name}": (cls.end_lineno or cls.lineno) - cls.lineno + 1
        for path in (PACKAGE / "ui").rglob("*.py")
        for cls in _classes(path)
        if (cls.end_lineno or cls.lineno) - cls.lineno + 1 > MOST_CLASS_LINES
    }
    assert too_long == {}


def test_the_chat_view_is_composed_not_inherited() -> None:
    """Its only base is Qt's: what it draws with, it has (a writer, the live answer, pages, links)."""
    (view,) = [c for c in _classes(PACKAGE / "ui" / "chat_view.py") if c.name == "ChatView"]
    assert [ast.unparse(base) for base in view.bases] == ["QTextBrowser"]
    ours = {c.name for path in (PACKAGE / "ui").rglob("*.py") for c in _classes(path)}
    for path in (PACKAGE / "ui").rglob("chat_*.py"):
        for cls in _classes(path):
            assert not {ast.unparse(b) for b in cls.bases} & ours, f"{path.name}:{cls.name} inherits ours"
