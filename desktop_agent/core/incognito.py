"""An incognito chat: a core whose history lives in a temporary folder removed when the core closes.

What it keeps from the person's own places, read only: the settings, the keys (the keyring), the MCP
server list, the skills, and the approvals saved "always" (a copy: what is approved during the chat is
forgotten with it). What it never touches: the history database, its attached files, the knowledge bases,
the memories and the log file of the data folder — nothing is created or changed there, not even a folder.

So the chat is never in the history: it cannot be listed, continued or found by search_history (nor by
`sessions search`), and nothing is indexed. The model is given no kept memory, is not offered `remember`
or search_history, and searches no knowledge base: it starts from nothing the person stored.

The temporary folder (history, attached files, the log of the run) is made in the person's runtime folder
(`$XDG_RUNTIME_DIR`: in memory on most Linux systems, so nothing reaches the disk), else in the system's
temporary folder; readable only by the person, and removed when the core closes. A folder left by a process
that died is removed the next time an incognito chat opens.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import tempfile
from pathlib import Path

from desktop_agent.config.paths import AppPaths
from desktop_agent.config.settings import Settings, load_settings
from desktop_agent.core.app_core import AppCore
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.logging_setup import setup_logging
from desktop_agent.secrets.base import SecretStore
from desktop_agent.storage.store import HistoryStore
from desktop_agent.tools.mcp.manager import McpManager

log = logging.getLogger(__name__)

PREFIX = "desktop-agent-incognito-"
"""Temporary folders are named PREFIX + the process id + '-' + a random part."""


class IncognitoFolder:
    """The temporary folder of one incognito chat, and what is to be undone when it ends."""

    def __init__(self, path: Path, log_handler: logging.Handler | None = None) -> None:
        self.path = path
        self._log_handler = log_handler

    @property
    def database_file(self) -> Path:
        return self.path / "history.sqlite3"

    @property
    def permissions_file(self) -> Path:
        """A copy of the saved approvals: those given during the chat go with it."""
        return self.path / "permissions.json"

    def remove(self) -> None:
        """The folder and everything in it, gone; the run's log handler closed first."""
        if self._log_handler is not None:
            logging.getLogger().removeHandler(self._log_handler)
            self._log_handler.close()
            self._log_handler = None
        shutil.rmtree(self.path, ignore_errors=True)
        if self.path.exists():
            log.error("The incognito chat's folder %s could not be removed", self.path)


def open_incognito(
    paths: AppPaths,
    *,
    secrets: SecretStore | None = None,
    mcp_config: Path | None = None,
    settings: Settings | None = None,
    logging_to_file: bool = True,
) -> AppCore:
    """A core for one incognito chat (see the module). Blocking. Raises UserFacingError when the settings
    are broken or no temporary folder can be made. Close it (`close` or `aclose`) to remove its folder."""
    if settings is None:
        settings = load_settings(paths.settings_file)
    sweep_leftovers()
    try:
        folder = Path(tempfile.mkdtemp(prefix=f"{PREFIX}{os.getpid()}-", dir=temporary_root()))
    except OSError as exc:
        raise UserFacingError(
            ErrorKind.STORAGE_READ_ONLY,
            f"Could not make a temporary folder for the incognito chat: {exc.strerror or exc}.",
            "Check that the system's temporary folder is writable (or set TMPDIR).",
        ) from None
    handler: logging.Handler | None = None
    try:
        if logging_to_file:
            before = set(logging.getLogger().handlers)
            scrubber = setup_logging(folder / "desktop-agent.log")
            handler = next((h for h in logging.getLogger().handlers if h not in before), None)
        else:
            from desktop_agent.logging_setup import SecretScrubber

            scrubber = SecretScrubber()
        incognito = IncognitoFolder(folder, handler)
        if paths.permissions_file.is_file():
            with contextlib.suppress(OSError):  # unreadable: no saved approvals hold in the chat
                shutil.copyfile(paths.permissions_file, incognito.permissions_file)
        history = HistoryStore.open(incognito.database_file)
        mcp = McpManager(
            mcp_config or paths.mcp_config_file,
            secret_sink=scrubber.add,
            hidden_dirs=(*paths.protected_dirs, folder),
        )
    except BaseException:
        IncognitoFolder(folder, handler).remove()
        raise
    log.info("Incognito core opened")
    return AppCore(paths, settings, history, scrubber=scrubber, mcp=mcp, secrets=secrets, incognito=incognito)


def temporary_root() -> Path:
    """Where incognito folders go: the runtime folder when it is the person's own (mode 0700, as the XDG
    specification says), else the system's temporary folder."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and os.name != "nt":
        with contextlib.suppress(OSError):
            stat = Path(runtime).stat()
            if Path(runtime).is_dir() and stat.st_uid == os.getuid() and not stat.st_mode & 0o077:
                return Path(runtime)
    return Path(tempfile.gettempdir())


def sweep_leftovers(root: Path | None = None) -> list[Path]:
    """Remove incognito folders whose process is gone (it died before removing its own); returns them."""
    removed: list[Path] = []
    if os.name == "nt":  # os.kill(pid, 0) ends a process on Windows: no sweep there
        return removed
    base = root or temporary_root()
    try:
        candidates = list(base.glob(f"{PREFIX}*"))
    except OSError:
        return removed
    for folder in candidates:
        pid_text = folder.name[len(PREFIX) :].split("-", 1)[0]
        if not pid_text.isdigit() or not folder.is_dir() or folder.is_symlink():
            continue
        pid = int(pid_text)
        if pid == os.getpid() or _alive(pid):
            continue
        with contextlib.suppress(OSError):
            if folder.stat().st_uid != getattr(os, "getuid", lambda: -1)():
                continue
            shutil.rmtree(folder)
            removed.append(folder)
    return removed


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True
