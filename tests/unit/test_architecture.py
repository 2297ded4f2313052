"""The import map in ARCHITECTURE.md holds: import-linter contracts pass, and heavy SDKs load lazily."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("openai", "anthropic", "PySide6", "qasync", "shiboken6")


def clean_env() -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONSTARTUP", None)
    env["PYTHONPATH"] = str(ROOT)
    return env


def test_the_import_linter_contracts_are_kept() -> None:
    lint_imports = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    if lint_imports is None:
        pytest.fail(f"lint-imports is not installed next to {sys.executable}; install the dev extras")
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"][
        "contracts"
    ]
    proc = subprocess.run(
        [lint_imports, "--no-cache", "--no-logo"],
        cwd=ROOT,
        env=clean_env(),
        capture_output=True,
        text=True,
        timeout=110,
        check=False,
    )
    output = proc.stdout + proc.stderr
    assert proc.returncode == 0, output
    assert f"Contracts: {len(contracts)} kept, 0 broken." in output, output


@pytest.mark.parametrize(
    "module", ["desktop_agent.cli", "desktop_agent.agent.service", "desktop_agent.providers.factory"]
)
def test_importing_the_core_does_not_load_qt_or_the_model_sdks(module: str) -> None:
    code = (
        "import importlib, json, sys\n"
        f"importlib.import_module({module!r})\n"
        f"print(json.dumps(sorted({{m.split('.')[0] for m in sys.modules}} & {set(HEAVY)!r})))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=clean_env(),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    loaded = json.loads(proc.stdout.strip().splitlines()[-1])
    assert loaded == [], f"importing {module} loaded {loaded}"
