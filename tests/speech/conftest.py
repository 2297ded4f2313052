"""Fake speech programs written as small scripts: they log what they were given, as a real one gets it."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

MISSING = [p for p in ("pulseaudio", "paplay", "espeak-ng") if shutil.which(p) is None]
"""What the real recording tests need (Debian: pulseaudio pulseaudio-utils espeak-ng)."""


def fake_program(folder: Path, name: str, body: str) -> Path:
    """An executable `name` in `folder` running the Python `body` (sys, os, json imported)."""
    path = folder / name
    path.write_text(f"#!{sys.executable}\nimport json, os, sys\n{body}\n", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


LOGGING_BODY = """
log = os.environ["FAKE_SPEECH_LOG"]
text = sys.stdin.buffer.read()
with open(log, "a", encoding="utf-8") as out:
    out.write(json.dumps({"argv": sys.argv[1:], "stdin": text.decode("utf-8")}) + "\\n")
"""
"""Appends {"argv": ..., "stdin": ...} of each run to $FAKE_SPEECH_LOG."""


def alive(pid: int) -> bool:
    """Whether a process runs (a zombie nobody reaped yet does not)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def live_group_members(group: int) -> list[int]:
    """The processes of a process group still running (zombies that no one reaped yet are not)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[2]) == group and fields[0] not in ("Z", "X"):
            found.append(int(entry.name))
    return found


@pytest.fixture
def pulse(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A PulseAudio server of this test's own: a null sink, its monitor the default source."""
    if MISSING:
        pytest.skip(f"needs {', '.join(MISSING)} (apt-get install pulseaudio pulseaudio-utils espeak-ng)")
    runtime = tmp_path / "pulse"
    runtime.mkdir(mode=0o700)
    socket = runtime / "native"
    environment = {**os.environ, "HOME": str(tmp_path), "XDG_RUNTIME_DIR": str(runtime)}
    log = tmp_path / "pulseaudio.log"
    with log.open("wb") as errors:
        server = subprocess.Popen(
            ["pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "-n", "--use-pid-file=no",
             "--log-target=stderr", "--load=module-null-sink sink_name=speech",
             f"--load=module-native-protocol-unix socket={socket} auth-anonymous=1"],
            env=environment, stdout=subprocess.DEVNULL, stderr=errors, start_new_session=True,
        )  # fmt: skip
    try:
        deadline = time.monotonic() + 10
        while not socket.exists():
            if server.poll() is not None or time.monotonic() > deadline:
                pytest.skip(f"PulseAudio did not start: {log.read_text(errors='replace')[-300:]}")
            time.sleep(0.05)
        monkeypatch.setenv("PULSE_SERVER", f"unix:{socket}")
        monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
        yield f"unix:{socket}"
    finally:
        server.kill()
        server.wait()
