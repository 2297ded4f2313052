"""The import map in ARCHITECTURE.md holds: import-linter contracts pass (and fail for a new front-end module
that imports what it must not), and heavy SDKs load lazily."""

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
    "module",
    [
        "desktop_agent.cli.chat",
        "desktop_agent.cli.mcp",
        "desktop_agent.agent.service",
        "desktop_agent.providers.factory",
    ],
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


# ---- the contracts cover a front-end module the day it is created ----

FORBIDDEN_TO_FRONT_ENDS = {
    # what a front end must never import -> the id of the contract that must then fail
    "openai": "model-sdks",
    "anthropic": "model-sdks",
    "mcp": "mcp-sdk",
    "keyring": "keyring",
    "desktop_agent.storage": "front-ends",
    "desktop_agent.providers": "front-ends",
    "desktop_agent.tools": "front-ends",
}
FRONT_ENDS = ("desktop_agent.cli", "desktop_agent.ui")


def _offender(front_end: str, forbidden: str) -> str:
    """The new module of `front_end` that imports `forbidden`."""
    return f"{front_end}.uses_{forbidden.rsplit('.', 1)[-1]}"


@pytest.fixture(scope="module")
def broken_contracts(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """A copy of the package with a new module in each front end per forbidden import, checked in ONE
    lint-imports run against the project's own contracts: each broken contract's id -> its report."""
    lint_imports = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    if lint_imports is None:
        pytest.fail(f"lint-imports is not installed next to {sys.executable}; install the dev extras")
    copy = tmp_path_factory.mktemp("contracts")
    shutil.copytree(
        ROOT / "desktop_agent", copy / "desktop_agent", ignore=shutil.ignore_patterns("__pycache__")
    )
    shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
    for front_end in FRONT_ENDS:
        for forbidden in FORBIDDEN_TO_FRONT_ENDS:
            module = _offender(front_end, forbidden)
            path = copy.joinpath(*module.split(".")).with_suffix(".py")
            path.write_text(f'"""A new front-end module that breaks the rules."""\n\nimport {forbidden}\n')
    env = clean_env()
    env["PYTHONPATH"] = str(copy)  # the copy, not the checkout, is the desktop_agent lint-imports reads
    env["COLUMNS"] = "10000"  # each contract's name on one line
    proc = subprocess.run(
        [lint_imports, "--no-cache", "--no-logo"],
        cwd=copy,
        env=env,
        capture_output=True,
        text=True,
        timeout=110,
        check=False,
    )
    output = proc.stdout + proc.stderr
    assert proc.returncode == 1, output
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"][
        "contracts"
    ]
    assert f"{_offender('desktop_agent.cli', 'openai')} -> openai" in output, "lint-imports read the copy"
    names = {contract["name"]: contract["id"] for contract in contracts}
    broken = output.partition("Broken contracts")[2]
    reports: dict[str, str] = {}
    # Each broken contract's report starts with its name on a line of its own, underlined.
    lines = broken.splitlines()
    current = None
    for n, line in enumerate(lines):
        if line in names and n + 1 < len(lines) and set(lines[n + 1]) == {"-"}:
            current = names[line]
            reports[current] = ""
        elif current is not None:
            reports[current] += line + "\n"
    return reports


@pytest.mark.parametrize("front_end", FRONT_ENDS)
@pytest.mark.parametrize("forbidden", list(FORBIDDEN_TO_FRONT_ENDS))
def test_a_new_front_end_module_that_imports_what_it_must_not_breaks_a_contract(
    broken_contracts: dict[str, str], front_end: str, forbidden: str
) -> None:
    contract = FORBIDDEN_TO_FRONT_ENDS[forbidden]
    assert contract in broken_contracts, f"the {contract!r} contract was kept: {sorted(broken_contracts)}"
    assert f"{_offender(front_end, forbidden)} -> {forbidden}" in broken_contracts[contract]
