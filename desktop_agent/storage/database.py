"""Opening the history database: pragmas, migrations (after a backup), corrupt and newer files."""

from __future__ import annotations

import logging
import shutil
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from desktop_agent.domain.errors import QT_TRANSLATE_NOOP, ErrorKind, UserFacingError
from desktop_agent.storage.schema import LATEST, MIGRATIONS

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 5000


@dataclass(frozen=True, slots=True)
class OpenedDatabase:
    connection: sqlite3.Connection
    read_only: bool
    notice: UserFacingError | None
    """Something the person should be told (kept a corrupt file aside, opened read-only...)."""


def storage_error(exc: sqlite3.Error, path: Path) -> UserFacingError:
    """Map SQLite's errors to what the person can do about them."""
    text = str(exc).lower()
    if "disk is full" in text or "disk full" in text:
        return UserFacingError.said(
            ErrorKind.DISK_FULL,
            QT_TRANSLATE_NOOP(
                "Errors",
                "The disk holding the history ({folder}) is full; recent messages are kept in memory.",
            ),
            QT_TRANSLATE_NOOP("Errors", "Free some space; they are saved as soon as there is room."),
            folder=path.parent,
        )
    if "locked" in text or "busy" in text:
        return UserFacingError.said(
            ErrorKind.STORAGE_LOCKED,
            QT_TRANSLATE_NOOP("Errors", "The history database is busy in another program."),
            QT_TRANSLATE_NOOP("Errors", "Close other copies of Desktop Agent; saving resumes by itself."),
        )
    if "readonly" in text or "read-only" in text or "unable to open" in text or "permission" in text:
        return UserFacingError.said(
            ErrorKind.STORAGE_READ_ONLY,
            QT_TRANSLATE_NOOP("Errors", "The history database at {path} cannot be written."),
            QT_TRANSLATE_NOOP(
                "Errors", "Check the folder's permissions; messages are kept in memory meanwhile."
            ),
            path=path,
        )
    if "malformed" in text or "not a database" in text or "corrupt" in text:
        return UserFacingError.said(
            ErrorKind.STORAGE_CORRUPT,
            QT_TRANSLATE_NOOP("Errors", "The history database at {path} is damaged."),
            QT_TRANSLATE_NOOP("Errors", "Restart Desktop Agent."),
            path=path,
        )
    return UserFacingError(ErrorKind.INTERNAL, f"Saving the history failed: {exc}.", "See the log.")


def _connect(path: Path, *, read_only: bool) -> sqlite3.Connection:
    if read_only:  # as a URI, escaped: a '#' or '?' in a folder name must not cut the path short
        uri = f"{path.resolve().as_uri()}?mode=ro"
        conn = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
    else:
        conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA foreign_keys = ON")
    except BaseException:
        conn.close()
        raise
    return conn


def _make_durable(conn: sqlite3.Connection) -> None:
    """WAL and full sync: only for files this version owns (never for a newer schema's file).

    Switching a new file to WAL while another copy of the app switches it too can be refused as locked at
    once: SQLite does not wait through its busy handler there. It is asked again for as long as the busy
    timeout allows, then the refusal stands."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            break
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.01)
    conn.execute("PRAGMA synchronous = FULL")


def backup_copy(conn: sqlite3.Connection, path: Path, version: int) -> Path:
    """A consistent copy through SQLite's backup API, taken before a migration."""
    target = path.with_name(f"{path.name}.v{version}-{time.strftime('%Y%m%d-%H%M%S')}.bak")
    dest = sqlite3.connect(target)
    try:
        conn.backup(dest)
    finally:
        dest.close()
    return target


def migrate(conn: sqlite3.Connection, path: Path | None) -> int:
    """Bring the schema to LATEST, one transaction per database. Returns the version it started from."""
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    if version >= LATEST:
        return version
    if version > 0 and path is not None:
        kept = backup_copy(conn, path, version)
        log.info("Backed up the history (schema %d) to %s before migrating", version, kept)
    conn.execute("BEGIN IMMEDIATE")
    try:
        # Another process (a second copy started at the same moment) may have migrated the file while
        # this one waited for the write lock: the version is read again under the lock.
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version >= LATEST:
            conn.execute("COMMIT")
            return version
        for number in range(version, LATEST):
            for statement in _statements(MIGRATIONS[number]):
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {LATEST}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    log.info("Migrated the history from schema %d to %d", version, LATEST)
    return version


def _statements(script: str) -> list[str]:
    """Split a migration into statements (triggers contain `;` inside BEGIN ... END)."""
    out: list[str] = []
    buffer = ""
    for line in script.splitlines(keepends=True):
        if line.strip().startswith("--"):
            continue
        buffer += line
        if sqlite3.complete_statement(buffer):
            out.append(buffer.strip())
            buffer = ""
    if buffer.strip():
        out.append(buffer.strip())
    return out


def _keep_aside(path: Path) -> Path:
    aside = path.with_name(f"{path.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
    for suffix in ("", "-wal", "-shm"):
        src = path.with_name(path.name + suffix)
        if src.exists():
            shutil.move(src, aside.with_name(aside.name + suffix))
    return aside


def open_database(path: Path) -> OpenedDatabase:
    """Open (creating or migrating) the history. Never raises for a damaged or newer file: see `notice`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn: sqlite3.Connection | None = None
    try:
        conn = _connect(path, read_only=False)
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version <= LATEST:
            _make_durable(conn)
    except sqlite3.DatabaseError as exc:
        if conn is not None:
            conn.close()  # the damaged file must not stay open while it is moved aside
        if "not a database" not in str(exc) and "malformed" not in str(exc):
            raise storage_error(exc, path) from None
        return _fresh_after_corruption(path, exc)
    if version > LATEST:
        conn.close()
        notice = UserFacingError(
            ErrorKind.STORAGE_NEWER,
            f"The history was written by a newer Desktop Agent (schema {version}; this one knows {LATEST}). "
            "It is open read-only so nothing in it is changed.",
            "Update Desktop Agent to keep chatting with this history.",
        )
        return OpenedDatabase(_connect(path, read_only=True), True, notice)
    try:
        migrate(conn, path)
    except sqlite3.DatabaseError as exc:
        conn.close()
        if "malformed" in str(exc) or "not a database" in str(exc):
            return _fresh_after_corruption(path, exc)
        mapped = storage_error(exc, path)
        if mapped.kind is ErrorKind.INTERNAL:
            mapped = UserFacingError(
                ErrorKind.INTERNAL,
                f"Upgrading the history database failed ({exc}); it was left as it was.",
                "See the log, and report this problem.",
            )
        raise mapped from None
    return OpenedDatabase(conn, False, None)


def _fresh_after_corruption(path: Path, exc: sqlite3.DatabaseError) -> OpenedDatabase:
    log.error("The history database %s is damaged (%s); keeping it aside", path, exc)
    aside = _keep_aside(path)
    conn = _connect(path, read_only=False)
    _make_durable(conn)
    migrate(conn, None)
    notice = UserFacingError(
        ErrorKind.STORAGE_CORRUPT,
        f"The history database was damaged. It was kept as {aside.name} and a fresh one was started.",
        "Earlier conversations may be recoverable from that file with the sqlite3 `.recover` command.",
    )
    return OpenedDatabase(conn, False, notice)
