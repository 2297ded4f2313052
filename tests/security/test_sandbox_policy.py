"""The sandbox's plans without running them: the macOS profile, the words for each platform, the refusals read
from a command's output, and the fallback when bubblewrap is missing."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from desktop_agent.config.settings import SandboxSettings, Settings
from desktop_agent.tools.sandbox import NoSandbox, SandboxPolicy, SeatbeltSandbox, platform_sandbox
from desktop_agent.tools.sandbox.refusals import explain_refusals
from desktop_agent.tools.sandbox.seatbelt import seatbelt_profile
from desktop_agent.tools.shell import RunCommandTool
from desktop_agent.tools.workspace import Workspace
from tests.tools.helpers import preview, run_text

HOME = Path("/home/ann")
WS = HOME / "project"
POLICY = SandboxPolicy(WS, hidden=(HOME / ".ssh", Path("/data/desktop-agent")), home=HOME)


def test_the_macos_profile_confines_writes_hides_folders_and_cuts_the_network() -> None:
    profile, params = seatbelt_profile(POLICY, [WS / ".git", WS / ".env"], Path("/private/var/folders/x/T/t"))
    assert profile == (
        "(version 1)\n"
        "(allow default)\n"
        "(deny file-write*)\n"
        "(allow file-write*\n"
        '    (subpath (param "WRITABLE_0"))\n'
        '    (subpath (param "WRITABLE_1"))\n'
        '    (literal "/dev/null")\n'
        '    (literal "/dev/zero")\n'
        '    (literal "/dev/tty")\n'
        '    (literal "/dev/dtracehelper")\n'
        '    (regex #"^/dev/fd/"))\n'
        "(deny file-write*\n"
        '    (subpath (param "READ_ONLY_0"))\n'
        '    (subpath (param "READ_ONLY_1"))\n'
        '    (subpath (param "READ_ONLY_2"))\n'
        '    (subpath (param "READ_ONLY_3")))\n'
        "(deny file-read* file-write*\n"
        '    (subpath (param "HIDDEN_0"))\n'
        '    (subpath (param "HIDDEN_1"))\n'
        '    (subpath (param "HIDDEN_2")))\n'
        "(deny network*)\n"
    )
    assert params == {
        "WRITABLE_0": str(WS),
        "WRITABLE_1": "/private/var/folders/x/T/t",
        "READ_ONLY_0": str(WS / ".git"),  # .git and the auto-run names at the top, even missing ones
        "READ_ONLY_1": str(WS / ".hg"),
        "READ_ONLY_2": str(WS / ".vscode"),
        "READ_ONLY_3": str(WS / ".envrc"),
        "HIDDEN_0": str(HOME / ".ssh"),
        "HIDDEN_1": "/data/desktop-agent",
        "HIDDEN_2": str(WS / ".env"),  # secrets-like files cannot be read either
    }


def test_the_macos_profile_allows_the_network_when_asked_and_never_pastes_paths() -> None:
    odd = SandboxPolicy(Path('/Users/a/"quoted") (allow file-write* (subpath "/'), network=True, home=HOME)
    profile, params = seatbelt_profile(odd, [], Path("/private/tmp/t"))
    assert "network" not in profile and "quoted" not in profile
    assert params["WRITABLE_0"] == str(odd.workspace)


def test_the_macos_wrapper_passes_the_profile_and_parameters(tmp_path: Path) -> None:
    box = SeatbeltSandbox(SandboxPolicy(tmp_path, home=HOME), sandbox_exec="/usr/bin/sandbox-exec")
    argv = box.wrap(["/bin/sh", "-c", "make"], {"PATH": "/bin"}, tmp_path)
    assert argv[:2] == ["/usr/bin/sandbox-exec", "-p"] and argv[2].startswith("(version 1)")
    assert f"-DWRITABLE_0={tmp_path}" in argv and argv[-4:] == ["--", "/bin/sh", "-c", "make"]
    assert box.child_environment({"PATH": "/bin"})["TMPDIR"] == str(box.private_tmp())
    assert box.describe().startswith(f"sandboxed: may change files in {tmp_path} ")
    assert box.describe().endswith(
        "no network; secrets files such as .env look empty; credential folders and Desktop Agent's own files "
        "are hidden"
    )  # Seatbelt does not hide the rest of the home folder


def test_windows_says_commands_are_not_sandboxed() -> None:
    described = platform_sandbox(POLICY, platform="win32").describe()
    assert described.startswith("not sandboxed: commands are not sandboxed on Windows")
    assert "can change any file you can and use the network" in described


def test_turned_off_in_the_settings_says_so() -> None:
    assert (
        platform_sandbox(POLICY, enabled=False)
        .describe()
        .startswith("not sandboxed: the sandbox is turned off in the settings")
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux fallback")
def test_without_bubblewrap_commands_run_and_the_preview_says_not_sandboxed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shutil, "which", lambda *args, **kwargs: None)
    tool = RunCommandTool(Workspace(tmp_path))
    shown = preview(tool, command="echo hi > ../outside.txt")
    assert shown is not None and shown.text.endswith(
        "[not sandboxed: bubblewrap (bwrap) is not installed; install the bubblewrap package; "
        "the command can change any file you can and use the network]"
    )
    assert run_text(tool, tmp_path, command="echo hi > ../outside.txt") == "(no output)\n[exit code 0]"
    assert (tmp_path.parent / "outside.txt").read_text() == "hi\n"
    (tmp_path.parent / "outside.txt").unlink()


@pytest.mark.parametrize(
    ("output", "expected"),
    [
        (
            "/bin/sh: 1: cannot create /home/ann/.bashrc: Read-only file system",
            "blocked by the sandbox: writing ~/.bashrc is not allowed (only /home/ann/project and a private "
            "/tmp are writable)",
        ),
        (
            "touch: cannot touch '/etc/passwd': Permission denied",
            "may have been blocked by the sandbox: writing /etc/passwd is not allowed "
            "(only /home/ann/project and a private /tmp are writable)",
        ),
        (
            "OSError: [Errno 30] Read-only file system: '.git/index.lock'",
            "blocked by the sandbox: changing .git/index.lock is not allowed (.git, .hg and .vscode are "
            "read-only: what they hold runs by itself when you next use the folder; git status, diff and log "
            "still work)",
        ),
        (
            "rm: cannot remove 'config/.env.local': Device or resource busy",
            "blocked by the sandbox: config/.env.local is hidden from commands (it looks empty or missing)",
        ),
        (
            "cat: /home/ann/.ssh/id_ed25519: No such file or directory",
            "blocked by the sandbox: ~/.ssh/id_ed25519 is hidden from commands (it looks empty or missing)",
        ),
        (
            "curl: (6) Could not resolve host: pypi.org",
            "blocked by the sandbox: no network access (the person has not allowed the network for commands)",
        ),
        (
            "ConnectionRefusedError: [Errno 111] Connection refused",
            "may have been blocked by the sandbox: no network access (the person has not allowed the network "
            "for commands)",
        ),
        (
            "bwrap: Can't mkdir /x: Read-only file system",
            "may have been blocked by the sandbox: the sandbox "
            'reported "Can\'t mkdir /x: Read-only file system"',
        ),
    ],
)
def test_refusals_are_told_in_words(output: str, expected: str) -> None:
    found = explain_refusals(output, POLICY, WS, private_tmp=Path("/tmp"), launcher="bwrap: ")
    assert found == [expected]


@pytest.mark.parametrize(
    "output",
    [
        "cat: missing.txt: No such file or directory",  # an ordinary mistake inside the workspace
        "echo: write error: Permission denied on /tmp/x",  # the private /tmp is writable: not the sandbox
        "sh: 1: cannot create src/x: Permission denied",  # inside the workspace: the file's own mode
        "all good",
    ],
)
def test_ordinary_errors_are_not_blamed_on_the_sandbox(output: str) -> None:
    assert explain_refusals(output, POLICY, WS, private_tmp=Path("/tmp")) == []


def test_with_the_network_allowed_network_errors_are_not_blamed() -> None:
    allowed = SandboxPolicy(WS, network=True, home=HOME)
    assert explain_refusals("curl: (6) Could not resolve host: x", allowed, WS) == []


def test_no_sandbox_explains_nothing() -> None:
    assert NoSandbox("why").explain("Read-only file system: '/etc/x'", WS) == []


def test_settings_files_without_a_sandbox_section_are_sandboxed_without_network() -> None:
    assert Settings.validate({}).sandbox == SandboxSettings(enabled=True, network=False)
    assert Settings.validate({"sandbox": {"network": True}}).sandbox.network is True
