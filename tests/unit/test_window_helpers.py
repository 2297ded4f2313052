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
