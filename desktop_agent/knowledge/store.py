"""One knowledge base's SQLite file: its sources, files (with status), chunks, their full-text indexes
(unicode61 words and trigrams for CJK text) and the vectors, cached by chunk hash."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from desktop_agent.domain.knowledge import FileState, FileStatus

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS sources (path TEXT PRIMARY KEY) STRICT;
CREATE TABLE IF NOT EXISTS files (
    path TEXT PRIMARY KEY,
    size INTEGER NOT NULL DEFAULT 0,
    mtime_ns INTEGER NOT NULL DEFAULT 0,
    sha256 TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL CHECK (status IN ('indexed', 'pending', 'failed', 'skipped', 'working')),
    reason TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE TABLE IF NOT EXISTS chunks (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL REFERENCES files(path) ON DELETE CASCADE,
    hash TEXT NOT NULL,
    heading TEXT NOT NULL DEFAULT '',
    line_start INTEGER,
    line_end INTEGER,
    page INTEGER,
    text TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS chunks_path ON chunks(path);
CREATE INDEX IF NOT EXISTS chunks_hash ON chunks(hash);
CREATE TABLE IF NOT EXISTS vectors (hash TEXT PRIMARY KEY, vec BLOB NOT NULL) STRICT;
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts USING fts5(text, heading, tokenize='unicode61');
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_tri USING fts5(text, tokenize='trigram');
"""


@dataclass(frozen=True, slots=True)
class Chunk:
    """A piece of a file as parsed: its text and where it is."""

    text: str
    heading: str = ""
    line_start: int | None = None
    line_end: int | None = None
    page: int | None = None


@dataclass(frozen=True, slots=True)
class StoredFile:
    path: str
    size: int
    mtime_ns: int
    sha256: str
    status: str


class KnowledgeStore:
    """The SQLite file of one base. Not thread-safe: one thread at a time (the caller keeps it so)."""

    def __init__(self, file: Path) -> None:
        file.parent.mkdir(parents=True, exist_ok=True)
        self.file = file
        self._db = sqlite3.connect(file, timeout=30, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.executescript(_SCHEMA)
        self._db.execute("INSERT OR IGNORE INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))

    def close(self) -> None:
        self._db.close()

    # ---- meta and sources ----

    def meta(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def set_meta(self, key: str, value: str) -> None:
        self._db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, value))

    def use_embedder(self, embedder_id: str) -> None:
        """Vectors made by another model mean nothing to this one: they are dropped when it changes."""
        if self.meta("embedder") != embedder_id:
            with self._db:
                self._db.execute("DELETE FROM vectors")
                self._db.execute("INSERT OR REPLACE INTO meta VALUES ('embedder', ?)", (embedder_id,))

    def sources(self) -> list[str]:
        return [str(r[0]) for r in self._db.execute("SELECT path FROM sources ORDER BY path")]

    def add_source(self, path: str) -> None:
        self._db.execute("INSERT OR IGNORE INTO sources VALUES (?)", (path,))

    def remove_source(self, path: str) -> bool:
        return self._db.execute("DELETE FROM sources WHERE path = ?", (path,)).rowcount > 0

    # ---- files ----

    def files(self) -> dict[str, StoredFile]:
        rows = self._db.execute("SELECT path, size, mtime_ns, sha256, status FROM files")
        return {str(r[0]): StoredFile(str(r[0]), int(r[1]), int(r[2]), str(r[3]), str(r[4])) for r in rows}

    def file_states(self) -> list[FileState]:
        rows = self._db.execute(
            "SELECT f.path, f.status, f.reason, (SELECT count(*) FROM chunks c WHERE c.path = f.path) "
            "FROM files f ORDER BY f.path"
        )
        return [
            FileState(str(p), FileStatus.PENDING if s == "working" else FileStatus(s), str(r), int(n))
            for p, s, r, n in rows
        ]

    def mark(self, path: str, status: str, reason: str = "", *, size: int = 0, mtime_ns: int = 0) -> None:
        self._db.execute(
            "INSERT INTO files (path, size, mtime_ns, status, reason) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT(path) DO UPDATE SET status = excluded.status, reason = excluded.reason, "
            "size = CASE WHEN excluded.size > 0 THEN excluded.size ELSE files.size END, "
            "mtime_ns = CASE WHEN excluded.mtime_ns > 0 THEN excluded.mtime_ns ELSE files.mtime_ns END",
            (path, size, mtime_ns, status, reason),
        )

    def touch(self, path: str, size: int, mtime_ns: int) -> None:
        """Same content, new mtime: remember it so the next sync does not hash it again."""
        self._db.execute("UPDATE files SET size = ?, mtime_ns = ? WHERE path = ?", (size, mtime_ns, path))

    def remove_files(self, paths: Iterable[str]) -> int:
        removed = 0
        with self._db:
            for path in paths:
                self._delete_chunks(path)
                removed += self._db.execute("DELETE FROM files WHERE path = ?", (path,)).rowcount
        return removed

    def working(self) -> list[str]:
        return [str(r[0]) for r in self._db.execute("SELECT path FROM files WHERE status = 'working'")]

    # ---- chunks and vectors ----

    def _delete_chunks(self, path: str) -> None:
        ids = [int(r[0]) for r in self._db.execute("SELECT id FROM chunks WHERE path = ?", (path,))]
        self._db.executemany("DELETE FROM chunks_fts WHERE rowid = ?", [(i,) for i in ids])
        self._db.executemany("DELETE FROM chunks_tri WHERE rowid = ?", [(i,) for i in ids])
        self._db.execute("DELETE FROM chunks WHERE path = ?", (path,))

    def known_vectors(self, hashes: Sequence[str]) -> set[str]:
        found: set[str] = set()
        for start in range(0, len(hashes), 500):
            part = hashes[start : start + 500]
            marks = ",".join("?" * len(part))
            found.update(
                str(r[0]) for r in self._db.execute(f"SELECT hash FROM vectors WHERE hash IN ({marks})", part)
            )
        return found

    def replace_file(
        self,
        path: str,
        chunks: Sequence[tuple[str, Chunk]],
        new_vectors: dict[str, npt.NDArray[np.float32]],
        *,
        size: int,
        mtime_ns: int,
        sha256: str,
    ) -> None:
        """A file's chunks (hash, chunk) and the vectors not cached yet, in one transaction."""
        with self._db:
            self._delete_chunks(path)
            for digest, vec in new_vectors.items():
                blob = np.asarray(vec, dtype=np.float16).tobytes()
                self._db.execute("INSERT OR REPLACE INTO vectors VALUES (?, ?)", (digest, blob))
            for digest, chunk in chunks:
                cur = self._db.execute(
                    "INSERT INTO chunks (path, hash, heading, line_start, line_end, page, text) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (path, digest, chunk.heading, chunk.line_start, chunk.line_end, chunk.page, chunk.text),
                )
                rowid = cur.lastrowid
                self._db.execute(
                    "INSERT INTO chunks_fts (rowid, text, heading) VALUES (?, ?, ?)",
                    (rowid, chunk.text, chunk.heading),
                )
                self._db.execute("INSERT INTO chunks_tri (rowid, text) VALUES (?, ?)", (rowid, chunk.text))
            self._db.execute(
                "INSERT INTO files (path, size, mtime_ns, sha256, status, reason) "
                "VALUES (?, ?, ?, ?, 'indexed', '') "
                "ON CONFLICT(path) DO UPDATE SET size = excluded.size, mtime_ns = excluded.mtime_ns, "
                "sha256 = excluded.sha256, status = 'indexed', reason = ''",
                (path, size, mtime_ns, sha256),
            )

    def prune_vectors(self) -> int:
        """Vectors no chunk uses any more (after a sync: an edit may bring an old chunk back before)."""
        return self._db.execute("DELETE FROM vectors WHERE hash NOT IN (SELECT hash FROM chunks)").rowcount

    def count_chunks(self) -> int:
        return int(self._db.execute("SELECT count(*) FROM chunks").fetchone()[0])

    # ---- search ----

    def keyword(self, match: str, limit: int, *, trigram: bool = False) -> list[int]:
        table = "chunks_tri" if trigram else "chunks_fts"
        try:
            rows = self._db.execute(
                f"SELECT rowid FROM {table} WHERE {table} MATCH ? ORDER BY bm25({table}) LIMIT ?",
                (match, limit),
            ).fetchall()
        except sqlite3.OperationalError as exc:  # a query FTS5 cannot read: no keyword results
            log.debug("FTS query %r refused: %s", match, exc)
            return []
        return [int(r[0]) for r in rows]

    def containing(self, needle: str, limit: int) -> list[int]:
        """Chunks whose text holds `needle` verbatim (the trigram index narrows, the text decides)."""
        if len(needle) >= 3:
            phrase = '"' + needle.replace('"', '""') + '"'
            rows = self._db.execute(
                "SELECT c.id, c.text FROM chunks_tri t JOIN chunks c ON c.id = t.rowid "
                "WHERE chunks_tri MATCH ? "
                "LIMIT ?",
                (phrase, limit * 4),
            ).fetchall()
        else:
            rows = []
        return [int(i) for i, text in rows if needle in str(text)][:limit]

    def vectors(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float32]]:
        """Every chunk's id and vector (float32, one row each)."""
        rows = self._db.execute(
            "SELECT c.id, v.vec FROM chunks c JOIN vectors v ON v.hash = c.hash"
        ).fetchall()
        if not rows:
            return np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.float32)
        ids = np.fromiter((int(r[0]) for r in rows), dtype=np.int64, count=len(rows))
        matrix = np.frombuffer(b"".join(bytes(r[1]) for r in rows), dtype=np.float16).reshape(len(rows), -1)
        return ids, matrix.astype(np.float32)

    def chunks_by_id(
        self, ids: Sequence[int]
    ) -> dict[int, tuple[str, str, int | None, int | None, int | None, str]]:
        """id -> (path, heading, line_start, line_end, page, text)."""
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        rows = self._db.execute(
            f"SELECT id, path, heading, line_start, line_end, page, text FROM chunks WHERE id IN ({marks})",
            list(ids),
        )
        return {int(r[0]): (str(r[1]), str(r[2]), r[3], r[4], r[5], str(r[6])) for r in rows}

    def data_version(self) -> int:
        """Changes when another connection (the indexer) has written: the vector matrix is read again."""
        return int(self._db.execute("PRAGMA data_version").fetchone()[0]) + self.count_chunks() * 1_000_003
