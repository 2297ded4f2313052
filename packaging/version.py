"""Print the app's version, read from desktop_agent/__init__.py without importing the app.

The build scripts use it (`python packaging/version.py`), so the installers, the macOS Info.plist and the
Windows version info all carry the one version written there.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

INIT = Path(__file__).resolve().parent.parent / "desktop_agent" / "__init__.py"


def read_version(init: Path = INIT) -> str:
    for node in ast.parse(init.read_text(encoding="utf-8")).body:
        if (
            isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        ):
            return node.value.value
    raise SystemExit(f"no literal __version__ = '...' in {init}")


if __name__ == "__main__":
    sys.stdout.write(read_version() + "\n")
