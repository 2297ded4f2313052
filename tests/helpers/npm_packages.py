"""npm packages the tests run (the MCP conformance suite, the MCP project's reference servers), and a Node.js
of at least version 22 to run them: installed with npm into ``tests/conformance/.cache/`` (ignored by git)
once, and reused after. Whatever cannot be had (no npm, no network, a failed install) raises
`NpmUnavailableError` with the reason in words, for a test to skip with.
"""

from __future__ import annotations

import json
import logging
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

if sys.platform != "win32":
    import fcntl

log = logging.getLogger("tests.helpers.npm_packages")

REPO = Path(__file__).resolve().parents[2]
CACHE = REPO / "tests" / "conformance" / ".cache"
NODE_PACKAGE = "node@22"
NODE_MAJOR = 22
_NPM_TIMEOUT_S = 600.0
_NPM_SETTINGS = {
    "npm_config_update_notifier": "false",
    "npm_config_fund": "false",
    # Without a network npm gives up within seconds, not a minute (its retries wait 10 to 60 s).
    "npm_config_fetch_retry_mintimeout": "2000",
    "npm_config_fetch_retry_maxtimeout": "10000",
}


class NpmUnavailableError(RuntimeError):
    """A package cannot be had: npm (or the network it needs) is missing, or the install failed."""


def _npm() -> str:
    npm = shutil.which("npm")
    if npm is None:
        raise NpmUnavailableError("npm is not installed (it comes with Node.js)")
    return npm


def run_npm(args: list[str], what: str) -> str:
    """npm's output for ``args``; `NpmUnavailableError` naming ``what`` when it fails."""
    try:
        done = subprocess.run(
            [_npm(), *args],
            capture_output=True,
            text=True,
            timeout=_NPM_TIMEOUT_S,
            check=False,
            env={**os.environ, **_NPM_SETTINGS},
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise NpmUnavailableError(f"{what}: {exc}") from exc
    if done.returncode != 0:
        raise NpmUnavailableError(f"{what} failed: {npm_problem(done.stderr or done.stdout)}")
    return done.stdout


def npm_problem(output: str) -> str:
    """The line of npm's error output that says what went wrong (``code E…``, then the first message)."""
    lines = [line.removeprefix("npm error").removeprefix("npm ERR!").strip() for line in output.splitlines()]
    lines = [line for line in lines if line and not line.startswith(("at ", "A complete log"))]
    code = next((line for line in lines if line.startswith("code ")), "")
    message = next((line for line in lines if not line.startswith(("code ", "syscall ", "errno "))), "")
    return " - ".join(part for part in (code, message) if part)[:400] or "no reason given"


def installed_version(prefix: Path, package: str) -> str | None:
    """The version of ``package`` installed under ``prefix``, if any."""
    try:
        manifest = json.loads((prefix / "node_modules" / package / "package.json").read_text("utf-8"))
    except (OSError, ValueError):
        return None
    version = manifest.get("version")
    return version if isinstance(version, str) else None


def install(prefix: Path, *specs: str) -> None:
    """``npm install`` the specs (``name@version``) under ``prefix``, one install at a time across the test
    workers (``make test`` runs several: two npm runs in one folder break each other's files)."""
    prefix.mkdir(parents=True, exist_ok=True)
    with (prefix / ".install.lock").open("a") as lock:
        if sys.platform != "win32":
            fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        log.info("Installing %s into %s", " ".join(specs), prefix)
        what = f"npm install {' '.join(specs)}"
        run_npm(["install", "--prefix", str(prefix), "--no-audit", "--no-fund", *specs], what)


def install_pinned(prefix: Path, packages: dict[str, str]) -> dict[str, Path]:
    """Each package at its pinned version under ``prefix`` (installed unless it is there already): the
    folder of each, by name."""
    missing = [f"{name}@{version}" for name, version in packages.items()
               if installed_version(prefix, name) != version]  # fmt: skip
    if missing:
        install(prefix, *missing)
    folders = {name: prefix / "node_modules" / name for name in packages}
    for name, version in packages.items():
        if installed_version(prefix, name) != version:
            raise NpmUnavailableError(f"npm did not install {name}@{version}")
    return folders


def node_major(node: str | Path) -> int:
    """The major version of the Node.js at ``node``; 0 when it does not run."""
    try:
        out = subprocess.run(
            [str(node), "--version"], capture_output=True, text=True, timeout=30, check=False
        ).stdout
    except (OSError, subprocess.TimeoutExpired):
        return 0
    match = re.match(r"v(\d+)\.", out.strip())
    return int(match.group(1)) if match else 0


def node_22() -> Path:
    """A Node.js of at least version 22: the machine's, or the one the ``node`` npm package brings."""
    system = shutil.which("node")
    if system is not None and node_major(system) >= NODE_MAJOR:
        return Path(system)
    prefix = CACHE / "node"
    node = prefix / "node_modules" / ".bin" / "node"
    if node_major(node) < NODE_MAJOR:
        install(prefix, NODE_PACKAGE)
    if node_major(node) < NODE_MAJOR:
        raise NpmUnavailableError(f"the {NODE_PACKAGE} npm package gave no working Node.js {NODE_MAJOR}")
    return node
