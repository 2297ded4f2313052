"""Registering a job with the operating system's scheduler, and taking it away.

Which scheduler: launchd on macOS, Task Scheduler on Windows, on Linux a systemd user timer when a systemd
user session answers, else the scheduler agent started at login by an XDG autostart entry (and at once).
`DESKTOP_AGENT_SCHEDULER` (systemd, launchd, taskscheduler, autostart, none) overrides the choice.

Only the systemd texts and the autostart path are exercised on this project's Linux machines; the launchd
and Task Scheduler texts are checked against their formats, their commands (`launchctl`, `schtasks`) are not
run here.
"""

from __future__ import annotations

import enum
import logging
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from desktop_agent.domain.schedules import Job
from desktop_agent.scheduling.units import (
    LAUNCHD_PREFIX,
    TASK_FOLDER,
    UNIT_PREFIX,
    autostart_entry,
    launchd_plist,
    systemd_units,
    task_xml,
)

log = logging.getLogger(__name__)

Runner = Callable[[Sequence[str]], subprocess.CompletedProcess[str]]
COMMAND_TIMEOUT_S = 20.0


class Backend(enum.StrEnum):
    SYSTEMD = "systemd"
    LAUNCHD = "launchd"
    TASK_SCHEDULER = "taskscheduler"
    AUTOSTART = "autostart"
    NONE = "none"

    @property
    def words(self) -> str:
        return {
            "systemd": "a systemd user timer",
            "launchd": "a launchd agent",
            "taskscheduler": "a Task Scheduler task",
            "autostart": "the scheduler agent (started at login)",
            "none": "nothing (scheduling is off: DESKTOP_AGENT_SCHEDULER=none)",
        }[self.value]


class RegistrationError(RuntimeError):
    """The OS scheduler refused; the message says what it said."""


def run_command(command: Sequence[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        list(command), capture_output=True, text=True, timeout=COMMAND_TIMEOUT_S, check=False,
        stdin=subprocess.DEVNULL,
    )  # fmt: skip


def detect(run: Runner = run_command) -> Backend:
    chosen = os.environ.get("DESKTOP_AGENT_SCHEDULER", "").strip().lower()
    if chosen:
        return Backend(chosen)
    if sys.platform == "darwin":
        return Backend.LAUNCHD
    if sys.platform == "win32":
        return Backend.TASK_SCHEDULER
    if shutil.which("systemctl") is not None:
        try:
            if run(["systemctl", "--user", "show-environment"]).returncode == 0:
                return Backend.SYSTEMD
        except (OSError, subprocess.TimeoutExpired):
            pass
    return Backend.AUTOSTART


def _config_home() -> Path:
    given = os.environ.get("XDG_CONFIG_HOME", "")
    return Path(given) if given else Path.home() / ".config"


@dataclass
class Registrar:
    """Puts jobs into the OS scheduler. `agent_command` starts the scheduler agent (autostart)."""

    backend: Backend
    agent_command: Sequence[str]
    agent_name: str
    """The agent's autostart file name (one per data folder)."""
    run: Runner = run_command
    start_agent: Callable[[Sequence[str]], None] = field(default=lambda command: start_detached(command))

    def register(self, job: Job, command: Sequence[str], *, any_enabled: bool = True) -> str:
        """Register (or replace) the job; returns where, in words. RegistrationError when refused.
        `any_enabled`: whether any job (this one included) is enabled (the agent is kept for those)."""
        match self.backend:
            case Backend.SYSTEMD:
                self._systemd(job, command)
            case Backend.LAUNCHD:
                self._launchd(job, command)
            case Backend.TASK_SCHEDULER:
                self._task(job, command)
            case Backend.AUTOSTART:
                self.keep_agent(any_enabled)
            case Backend.NONE:
                pass
        return self.backend.words

    def unregister(self, job_id: str, *, jobs_left: bool) -> None:
        """Take the job away (nothing happens when it was not registered)."""
        match self.backend:
            case Backend.SYSTEMD:
                name = f"{UNIT_PREFIX}{job_id}"
                self._call(["systemctl", "--user", "disable", "--now", f"{name}.timer"], check=False)
                folder = systemd_folder()
                for suffix in (".timer", ".service"):
                    (folder / f"{name}{suffix}").unlink(missing_ok=True)
                self._call(["systemctl", "--user", "daemon-reload"], check=False)
            case Backend.LAUNCHD:
                label = f"{LAUNCHD_PREFIX}{job_id}"
                self._call(["launchctl", "bootout", f"gui/{os.getuid()}/{label}"], check=False)
                (Path.home() / "Library" / "LaunchAgents" / f"{label}.plist").unlink(missing_ok=True)
            case Backend.TASK_SCHEDULER:
                self._call(["schtasks", "/Delete", "/TN", f"\\{TASK_FOLDER}\\{job_id}", "/F"], check=False)
            case Backend.AUTOSTART:
                self.keep_agent(jobs_left)
            case Backend.NONE:
                pass

    # ---- each scheduler ----

    def _systemd(self, job: Job, command: Sequence[str]) -> None:
        folder = systemd_folder()
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in systemd_units(job, command).items():
            write_atomically(folder / name, text.encode("utf-8"))
        self._call(["systemctl", "--user", "daemon-reload"])
        timer = f"{UNIT_PREFIX}{job.id}.timer"
        self._call(["systemctl", "--user", "enable", "--now", timer] if job.enabled
                   else ["systemctl", "--user", "disable", "--now", timer])  # fmt: skip

    def _launchd(self, job: Job, command: Sequence[str]) -> None:  # untested here: no macOS machine
        folder = Path.home() / "Library" / "LaunchAgents"
        folder.mkdir(parents=True, exist_ok=True)
        name, body = launchd_plist(job, command)
        label, domain = name.removesuffix(".plist"), f"gui/{os.getuid()}"
        self._call(["launchctl", "bootout", f"{domain}/{label}"], check=False)
        write_atomically(folder / name, body)
        if job.enabled:
            self._call(["launchctl", "bootstrap", domain, str(folder / name)])

    def _task(self, job: Job, command: Sequence[str]) -> None:  # untested here: no Windows machine
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "task.xml"
            path.write_bytes(task_xml(job, command).encode("utf-16"))
            name = f"\\{TASK_FOLDER}\\{job.id}"
            self._call(["schtasks", "/Create", "/TN", name, "/XML", str(path), "/F"])
        self._call(["schtasks", "/Change", "/TN", name, "/ENABLE" if job.enabled else "/DISABLE"])

    def keep_agent(self, wanted: bool) -> None:
        """The scheduler agent's autostart entry written (and the agent started) or removed."""
        entry = autostart_folder() / self.agent_name
        if not wanted:
            entry.unlink(missing_ok=True)  # a running agent ends by itself once no job is enabled
            return
        entry.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(entry, autostart_entry(self.agent_command).encode("utf-8"))
        self.start_agent(self.agent_command)  # a second agent sees the first's lock and ends at once

    def _call(self, command: Sequence[str], *, check: bool = True) -> None:
        try:
            done = self.run(command)
        except (OSError, subprocess.TimeoutExpired) as exc:
            if check:
                raise RegistrationError(f"{command[0]} could not be run: {exc}") from None
            return
        if check and done.returncode != 0:
            said = (done.stderr or done.stdout or "").strip().splitlines()
            raise RegistrationError(
                f"{' '.join(command[:3])} failed: {said[-1] if said else done.returncode}"
            )


def systemd_folder() -> Path:
    return _config_home() / "systemd" / "user"


def autostart_folder() -> Path:
    return _config_home() / "autostart"


def write_atomically(path: Path, data: bytes) -> None:
    temporary = path.with_name(f".{path.name}.tmp")
    with temporary.open("wb") as out:
        out.write(data)
        out.flush()
        os.fsync(out.fileno())
    temporary.replace(path)


def start_detached(command: Sequence[str]) -> None:
    """Start a process that outlives this one (its own session, no terminal, nothing inherited)."""
    if sys.platform == "win32":
        flags = getattr(subprocess, "DETACHED_PROCESS", 0) | getattr(
            subprocess, "CREATE_NEW_PROCESS_GROUP", 0
        )
        subprocess.Popen(list(command), creationflags=flags, stdin=subprocess.DEVNULL,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, close_fds=True)  # fmt: skip
        return
    quiet = [(os.POSIX_SPAWN_OPEN, fd, os.devnull, os.O_RDWR, 0) for fd in (0, 1, 2)]
    os.posix_spawn(command[0], list(command), dict(os.environ), file_actions=quiet, setsid=True)
