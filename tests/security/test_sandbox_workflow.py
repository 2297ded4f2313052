"""What a person does every day still works inside the real sandbox (bubblewrap) with its defaults: the home
folder hidden but the toolchains, a workspace of its own, the network allowed where an installer needs it
(nothing here reaches the internet: every package is local). A program that is missing is skipped, saying
which."""

from __future__ import annotations

import base64
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_agent.config.settings import SandboxSettings
from desktop_agent.tools.base import ToolOutput
from desktop_agent.tools.builtin import builtin_tools
from desktop_agent.tools.sandbox import SandboxPolicy, platform_sandbox
from tests.tools.helpers import run

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="bubblewrap is Linux only")


@pytest.fixture
def ws() -> Iterator[Path]:
    if shutil.which("bwrap") is None or not platform_sandbox(SandboxPolicy(Path("/"))).available():
        pytest.skip("bubblewrap is missing or does not work here")
    base_dir = "/var/tmp" if os.access("/var/tmp", os.W_OK) else None  # not the sandbox's private /tmp
    folder = Path(tempfile.mkdtemp(prefix="da-workflow-", dir=base_dir)).resolve()
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def sandboxed(ws: Path, command: str | list[str], *, network: bool = False) -> ToolOutput:
    tools = builtin_tools(ws, sandbox_settings=SandboxSettings(network=network))
    shell = tools.get("run_command")
    assert shell is not None
    return run(shell, ws, command=command, timeout=120)


def need(program: str) -> str:
    found = shutil.which(program)
    if found is None:
        pytest.skip(f"{program} is not installed here")
    return found


def test_pip_installs_a_wheel_into_the_workspace(ws: Path) -> None:
    if subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True).returncode:
        pytest.skip(f"pip is not installed for {sys.executable}")
    wheel = _wheel(ws, "tinypkg", "VALUE = 42\n")
    out = sandboxed(
        ws,
        [sys.executable, "-m", "pip", "install", "--no-index", "--target", "libs", str(wheel)],
        network=True,
    )
    assert out.content.endswith("[exit code 0]"), out.content
    assert (ws / "libs" / "tinypkg" / "__init__.py").read_text() == "VALUE = 42\n"


def test_npm_installs_a_local_package(ws: Path) -> None:
    need("npm")
    (ws / "dep").mkdir()
    (ws / "dep" / "package.json").write_text('{"name": "dep", "version": "1.0.0"}\n')
    (ws / "dep" / "index.js").write_text("module.exports = 42;\n")
    (ws / "package.json").write_text('{"name": "app", "version": "1.0.0"}\n')
    out = sandboxed(
        ws, "npm install --offline --no-audit --no-fund ./dep && node -e \"console.log(require('dep'))\"",
        network=True,
    )  # fmt: skip
    assert out.content.endswith("42\n[exit code 0]"), out.content
    assert (ws / "node_modules" / "dep").exists()


def test_pytest_runs_a_tiny_project(ws: Path) -> None:
    if subprocess.run([sys.executable, "-m", "pytest", "--version"], capture_output=True).returncode:
        pytest.skip(f"pytest is not installed for {sys.executable}")
    (ws / "calc.py").write_text("def add(a, b):\n    return a + b\n")
    (ws / "test_calc.py").write_text("from calc import add\n\ndef test_add():\n    assert add(2, 2) == 4\n")
    out = sandboxed(ws, [sys.executable, "-m", "pytest", "-q"])
    assert "1 passed" in out.content, out.content


def test_make_and_cc_build_hello_world(ws: Path) -> None:
    need("make")
    need("cc")
    (ws / "hello.c").write_text('#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n')
    (ws / "Makefile").write_text("hello: hello.c\n\tcc -o hello hello.c\n")
    out = sandboxed(ws, "make && ./hello")
    assert out.content.endswith("hello\n[exit code 0]"), out.content
    assert (ws / "hello").exists()


def test_git_status_diff_and_log_in_a_repository(ws: Path) -> None:
    git = need("git")
    identity = ["-c", "user.name=t", "-c", "user.email=t@example.com"]
    (ws / "a.txt").write_text("one\n")
    for argv in (["init", "-q"], ["add", "a.txt"], [*identity, "commit", "-qm", "first"]):
        subprocess.run([git, "-C", str(ws), *argv], check=True, capture_output=True)
    (ws / "a.txt").write_text("two\n")
    out = sandboxed(ws, "git status --short && git diff && git log --oneline")
    assert " M a.txt" in out.content and "+two" in out.content and "first" in out.content, out.content
    assert out.content.endswith("[exit code 0]")
    commit = sandboxed(ws, ["git", *identity, "commit", "-qam", "second"])
    assert "[blocked by the sandbox: changing .git/" in commit.content, "commit is the person's to make"


def _wheel(folder: Path, name: str, code: str) -> Path:
    """A pure-Python wheel made by hand (no build back end, no network)."""
    dist = f"{name}-1.0.dist-info"
    files = {
        f"{name}/__init__.py": code.encode(),
        f"{dist}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n".encode(),
        f"{dist}/WHEEL": b"Wheel-Version: 1.0\nGenerator: hand\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    records = []
    for path, data in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        records.append(f"{path},sha256={digest},{len(data)}")
    files[f"{dist}/RECORD"] = ("\n".join([*records, f"{dist}/RECORD,,"]) + "\n").encode()
    wheel = folder / f"{name}-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        for path, data in files.items():
            archive.writestr(path, data)
    return wheel
