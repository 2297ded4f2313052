"""One knowledge base's SQLite file: its sources, files (with status), chunks, their full-text indexes
(unicode61 words with Porter stems, and trigrams for CJK text) and the vectors, kept by (model, chunk hash):
an edit re-embeds only chunks whose hash is new, and vectors of the model a base is moving to are made
beside the old model's, which search goes on using until every chunk has a new one.

Plain `sqlite3` and numpy: no extension is loaded (`enable_load_extension` is missing from many Pythons)."""

from __future__ import annotations

import contextlib
import logging
import re
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from desktop_agent.domain.knowledge import FileState, FileStatus

log = logging.getLogger(__name__)

SCHEMA_VERSION = 2
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
CREATE TABLE IF NOT EXISTS vectors (
    model TEXT NOT NULL,
    hash TEXT NOT NULL,
    vec BLOB NOT NULL,
    PRIMARY KEY (model, hash)
) STRICT, WITHOUT ROWID;
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts USING fts5(text, heading, tokenize='porter unicode61');
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_tri USING fts5(text, tokenize='trigram');
-- chunks_tri holds only the chunks with CJK text (see _CJK)
"""


_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
"""Chinese, Japanese and Korean characters: text holding them goes into the trigram index too (it has no
spaces between words); other text only into the word index, which also finds identifiers as phrases."""
_TOKEN = re.compile(r"[^\W_]+")
"""A word as the word index (unicode61) cuts it: letters and digits; `_` separates."""
_SCRATCH = (
    "CREATE VIRTUAL TABLE temp.query_words USING fts5(t, tokenize='porter unicode61')",
    "CREATE VIRTUAL TABLE temp.query_stems USING fts5vocab(temp, query_words, instance)",
    "CREATE VIRTUAL TABLE temp.word_counts USING fts5vocab(main, chunks_fts, row)",
)


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


ChunkRow = tuple[str, str, int | None, int | None, int | None, str]
"""(path, heading, line_start, line_end, page, text)."""


class KnowledgeStore:
    """The SQLite file of one base. Not thread-safe: one thread at a time (the caller keeps it so)."""

    def __init__(self, file: Path) -> None:
        file.parent.mkdir(parents=True, exist_ok=True)
        self.file = file
        self._db = sqlite3.connect(file, timeout=30, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._writes = 0
        self._scratch = False
        """Whether the scratch tables of `word_counts` exist (in this connection's temp schema)."""
        self._counts: dict[str, int] = {}
        self._counts_at: int | None = None
        """Chunks holding each stem asked about, as of this data_version (counting reads a whole list)."""
        """Writes through this connection (PRAGMA data_version counts only other connections')."""
        _migrate(self._db)
        self._db.executescript(_SCHEMA)
        self._db.execute("INSERT OR REPLACE INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))

    def close(self) -> None:
        self._db.close()

    def _write(self, sql: str, args: Sequence[object] = ()) -> sqlite3.Cursor:
        self._writes += 1
        return self._db.execute(sql, args)

    # ---- meta and sources ----

    def meta(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def set_meta(self, key: str, value: str) -> None:
        self._write("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, value))

    def active_model(self) -> str | None:
        """The model whose vectors search uses (meta `embedder`)."""
        return self.meta("embedder")

    def use_embedder(self, embedder_id: str) -> None:
        """A base without vectors yet takes this model as its own; one that has a model keeps it until
        `activate` (after every chunk has a vector of the new one)."""
        if self.active_model() is None:
            self.set_meta("embedder", embedder_id)

    def activate(self, embedder_id: str) -> None:
        """Search moves to this model's vectors; every other model's are deleted."""
        with self._db:
            self._write("INSERT OR REPLACE INTO meta VALUES ('embedder', ?)", (embedder_id,))
            self._write("DELETE FROM vectors WHERE model != ?", (embedder_id,))

    def sources(self) -> list[str]:
        return [str(r[0]) for r in self._db.execute("SELECT path FROM sources ORDER BY path")]

    def add_source(self, path: str) -> None:
        self._write("INSERT OR IGNORE INTO sources VALUES (?)", (path,))

    def remove_source(self, path: str) -> bool:
        return self._write("DELETE FROM sources WHERE path = ?", (path,)).rowcount > 0

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
        self._write(
            "INSERT INTO files (path, size, mtime_ns, status, reason) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT(path) DO UPDATE SET status = excluded.status, reason = excluded.reason, "
            "size = CASE WHEN excluded.size > 0 THEN excluded.size ELSE files.size END, "
            "mtime_ns = CASE WHEN excluded.mtime_ns > 0 THEN excluded.mtime_ns ELSE files.mtime_ns END",
            (path, size, mtime_ns, status, reason),
        )

    def touch(self, path: str, size: int, mtime_ns: int) -> None:
        """Same content, new mtime: remember it so the next sync does not hash it again."""
        self._write("UPDATE files SET size = ?, mtime_ns = ? WHERE path = ?", (size, mtime_ns, path))

    def remove_files(self, paths: Iterable[str]) -> int:
        removed = 0
        with self._db:
            for path in paths:
                self._delete_chunks(path)
                removed += self._write("DELETE FROM files WHERE path = ?", (path,)).rowcount
        return removed

    def working(self) -> list[str]:
        return [str(r[0]) for r in self._db.execute("SELECT path FROM files WHERE status = 'working'")]

    # ---- a file's chunks, written a batch at a time in one transaction ----

    def begin_file(self, path: str) -> None:
        """Start replacing a file's chunks: until `finish_file`, readers see the old ones."""
        self._write("BEGIN IMMEDIATE")
        self._write(
            "INSERT INTO files (path, status) VALUES (?, 'working') ON CONFLICT(path) DO NOTHING", (path,)
        )
        self._delete_chunks(path)

    def add_chunks(
        self,
        path: str,
        model: str,
        chunks: Sequence[tuple[str, Chunk]],
        new_vectors: dict[str, npt.NDArray[np.float32]],
    ) -> None:
        """Some of a file's chunks (hash, chunk) and `model`'s vectors of those not cached yet."""
        self._writes += 1
        self._db.executemany(
            "INSERT OR REPLACE INTO vectors VALUES (?, ?, ?)",
            [(model, h, np.asarray(v, dtype=np.float16).tobytes()) for h, v in new_vectors.items()],
        )
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
            if _CJK.search(chunk.text):
                self._db.execute("INSERT INTO chunks_tri (rowid, text) VALUES (?, ?)", (rowid, chunk.text))

    def finish_file(self, path: str, *, size: int, mtime_ns: int, sha256: str) -> None:
        self._write(
            "UPDATE files SET size = ?, mtime_ns = ?, sha256 = ?, status = 'indexed', reason = '' "
            "WHERE path = ?",
            (size, mtime_ns, sha256, path),
        )
        self._write("COMMIT")

    def abandon_file(self) -> None:
        if self._db.in_transaction:
            self._write("ROLLBACK")

    def replace_file(
        self,
        path: str,
        chunks: Sequence[tuple[str, Chunk]],
        new_vectors: dict[str, npt.NDArray[np.float32]],
        *,
        size: int,
        mtime_ns: int,
        sha256: str,
        model: str | None = None,
    ) -> None:
        """A file's chunks (hash, chunk) and the vectors not cached yet (of the active model unless
        `model` says), in one transaction."""
        self.begin_file(path)
        try:
            self.add_chunks(path, model or self.active_model() or "", chunks, new_vectors)
            self.finish_file(path, size=size, mtime_ns=mtime_ns, sha256=sha256)
        except BaseException:
            self.abandon_file()
            raise

    def _delete_chunks(self, path: str) -> None:
        ids = [(int(r[0]),) for r in self._db.execute("SELECT id FROM chunks WHERE path = ?", (path,))]
        self._db.executemany("DELETE FROM chunks_fts WHERE rowid = ?", ids)
        self._db.executemany("DELETE FROM chunks_tri WHERE rowid = ?", ids)
        self._write("DELETE FROM chunks WHERE path = ?", (path,))

    # ---- vectors ----

    def known_vectors(self, model: str, hashes: Sequence[str]) -> set[str]:
        found: set[str] = set()
        for start in range(0, len(hashes), 500):
            part = hashes[start : start + 500]
            marks = ",".join("?" * len(part))
            found.update(
                str(r[0])
                for r in self._db.execute(
                    f"SELECT hash FROM vectors WHERE model = ? AND hash IN ({marks})", [model, *part]
                )
            )
        return found

    def without_vectors(self, model: str, limit: int) -> list[tuple[str, str]]:
        """Up to `limit` chunks (hash, text to embed) that have no vector of `model` yet."""
        rows = self._db.execute(
            "SELECT c.hash, c.heading, c.text FROM chunks c WHERE NOT EXISTS "
            "(SELECT 1 FROM vectors v WHERE v.model = ? AND v.hash = c.hash) GROUP BY c.hash LIMIT ?",
            (model, limit),
        ).fetchall()
        return [(str(h), f"{heading}\n{text}") for h, heading, text in rows]

    def count_without_vectors(self, model: str) -> int:
        return int(
            self._db.execute(
                "SELECT count(DISTINCT c.hash) FROM chunks c WHERE NOT EXISTS "
                "(SELECT 1 FROM vectors v WHERE v.model = ? AND v.hash = c.hash)",
                (model,),
            ).fetchone()[0]
        )

    def forget_meta(self, key: str) -> None:
        self._write("DELETE FROM meta WHERE key = ?", (key,))

    def add_vectors(self, model: str, vectors: dict[str, npt.NDArray[np.float32]]) -> None:
        with self._db:
            self._writes += 1
            self._db.executemany(
                "INSERT OR REPLACE INTO vectors VALUES (?, ?, ?)",
                [(model, h, np.asarray(v, dtype=np.float16).tobytes()) for h, v in vectors.items()],
            )

    def prune_vectors(self, keep_models: Sequence[str] = ()) -> int:
        """Vectors no chunk uses any more (after a sync: an edit may bring an old chunk back before), and
        those of models that are neither active nor in `keep_models`."""
        keep = [m for m in [self.active_model(), *keep_models] if m]
        marks = ",".join("?" * len(keep)) or "''"
        with self._db:
            gone = self._write("DELETE FROM vectors WHERE hash NOT IN (SELECT hash FROM chunks)").rowcount
            gone += self._write(f"DELETE FROM vectors WHERE model NOT IN ({marks})", keep).rowcount
        return gone

    def count_chunks(self) -> int:
        return int(self._db.execute("SELECT count(*) FROM chunks").fetchone()[0])

    # ---- search ----

    def keyword(self, match: str, limit: int, *, trigram: bool = False) -> list[tuple[int, float]]:
        """The best `limit` chunks for an FTS5 query, with their bm25 score (higher is better)."""
        table = "chunks_tri" if trigram else "chunks_fts"
        try:
            rows = self._db.execute(
                f"SELECT rowid, rank FROM {table} WHERE {table} MATCH ? ORDER BY rank LIMIT ?",
                (match, limit),
            ).fetchall()
        except sqlite3.OperationalError as exc:  # a query FTS5 cannot read: no keyword results
            log.debug("FTS query %r refused: %s", match, exc)
            return []
        return [(int(r[0]), -float(r[1])) for r in rows]

    def word_counts(self, words: Sequence[str]) -> dict[str, int]:
        """How many chunks hold each of `words` (as the word index stems it: the words go through a scratch
        FTS5 table in memory); 0 for a word no chunk holds."""
        if not words:
            return {}
        if not self._scratch:
            for statement in _SCRATCH:
                self._db.execute(statement)
            self._scratch = True
        self._db.execute("DELETE FROM temp.query_words")
        self._db.executemany(
            "INSERT INTO temp.query_words (rowid, t) VALUES (?, ?)", list(enumerate(words, start=1))
        )
        stems: dict[str, list[str]] = {}
        for row, term in self._db.execute("SELECT doc, term FROM temp.query_stems"):
            stems.setdefault(str(term), []).append(words[int(row) - 1])
        version = self.data_version()
        if self._counts_at != version:
            self._counts_at, self._counts = version, {}
        counts = dict.fromkeys(words, 0)
        for stem, surfaces in stems.items():
            if stem not in self._counts:
                found = self._db.execute("SELECT doc FROM temp.word_counts WHERE term = ?", (stem,))
                row = found.fetchone()
                self._counts[stem] = int(row[0]) if row is not None else 0
            for surface in surfaces:
                counts[surface] = max(counts[surface], self._counts[stem])
        return counts

    def containing(self, needle: str, limit: int) -> list[int]:
        """Chunks whose text holds `needle` verbatim: the word index narrows (its words as a phrase; the
        trigram index for CJK text), the text decides."""
        if _CJK.search(needle):
            if len(needle) < 3:
                return []
            table, phrase = "chunks_tri", needle
        else:
            table, phrase = "chunks_fts", " ".join(_TOKEN.findall(needle))
            if not phrase:
                return []
        rows = self._db.execute(
            f"SELECT c.id, c.text FROM {table} t JOIN chunks c ON c.id = t.rowid WHERE {table} MATCH ? "
            "LIMIT ?",
            ('"' + phrase.replace('"', '""') + '"', limit * 4),
        ).fetchall()
        return [int(i) for i, text in rows if needle in str(text)][:limit]

    def vectors(self, model: str | None = None) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float16]]:
        """Every chunk's id and its vector of `model` (the active one unless said), float16, one row each;
        chunks without such a vector are left out."""
        model = model or self.active_model() or ""
        rows = self._db.execute(
            "SELECT c.id, v.vec FROM chunks c JOIN vectors v ON v.model = ? AND v.hash = c.hash "
            "ORDER BY c.id",
            (model,),
        ).fetchall()
        if not rows:
            return np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.float16)
        ids = np.fromiter((int(r[0]) for r in rows), dtype=np.int64, count=len(rows))
        matrix = np.frombuffer(b"".join(bytes(r[1]) for r in rows), dtype=np.float16).reshape(len(rows), -1)
        return ids, matrix

    def vectors_of(
        self, model: str, ids: Sequence[int]
    ) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float16]]:
        """`vectors` for the chunks `ids` only (those that have one of `model`)."""
        rows: list[tuple[int, bytes]] = []
        for start in range(0, len(ids), 500):
            part = list(ids[start : start + 500])
            marks = ",".join("?" * len(part))
            rows += self._db.execute(
                # CROSS JOIN: from the chunks asked for to their vectors, never a scan of all vectors
                "SELECT c.id, v.vec FROM chunks c CROSS JOIN vectors v ON v.model = ? AND v.hash = c.hash "
                f"WHERE c.id IN ({marks})",
                [model, *part],
            ).fetchall()
        if not rows:
            return np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.float16)
        found = np.fromiter((int(r[0]) for r in rows), dtype=np.int64, count=len(rows))
        matrix = np.frombuffer(b"".join(bytes(r[1]) for r in rows), dtype=np.float16).reshape(len(rows), -1)
        return found, matrix

    def chunk_hashes(self) -> dict[int, str]:
        """Every chunk's id and hash: what changed since a search last read the vectors."""
        return {int(i): str(h) for i, h in self._db.execute("SELECT id, hash FROM chunks")}

    @contextlib.contextmanager
    def snapshot(self) -> Iterator[None]:
        """Reads that see the base as of one moment (the indexer may commit in between otherwise)."""
        if self._db.in_transaction:
            yield
            return
        self._db.execute("BEGIN")
        try:
            yield
        finally:
            self._db.execute("COMMIT")

    def chunks_by_id(self, ids: Sequence[int]) -> dict[int, ChunkRow]:
        """id -> (path, heading, line_start, line_end, page, text)."""
        found: dict[int, ChunkRow] = {}
        for start in range(0, len(ids), 500):
            part = list(ids[start : start + 500])
            marks = ",".join("?" * len(part))
            rows = self._db.execute(
                "SELECT id, path, heading, line_start, line_end, page, text FROM chunks "
                f"WHERE id IN ({marks})",
                part,
            )
            found.update({int(r[0]): (str(r[1]), str(r[2]), r[3], r[4], r[5], str(r[6])) for r in rows})
        return found

    def file_chunks(self, path: str, limit: int) -> list[tuple[int, ChunkRow]]:
        """A file's chunks in their order (at most `limit`), each as (id, row)."""
        rows = self._db.execute(
            "SELECT id, path, heading, line_start, line_end, page, text FROM chunks WHERE path = ? "
            "ORDER BY id LIMIT ?",
            (path, limit),
        )
        return [(int(r[0]), (str(r[1]), str(r[2]), r[3], r[4], r[5], str(r[6]))) for r in rows]

    def data_version(self) -> int:
        """Changes whenever the base has changed, through this connection or another (the indexer's)."""
        return int(self._db.execute("PRAGMA data_version").fetchone()[0]) * 1_000_003 + self._writes


def _migrate(db: sqlite3.Connection) -> None:
    """Schema 1 (vectors by hash alone, FTS without stems) to 2: vectors keep the model that made them,
    the word index is rebuilt with Porter stems."""
    tables = {str(r[0]) for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if "meta" not in tables:
        return
    row = db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
    if row is None or int(row[0]) >= SCHEMA_VERSION:
        return
    log.info("Knowledge base schema %s -> %s", row[0], SCHEMA_VERSION)
    model = db.execute("SELECT value FROM meta WHERE key = 'embedder'").fetchone()
    with db:
        db.execute("ALTER TABLE vectors RENAME TO vectors_v1")
        db.execute(
            "CREATE TABLE vectors (model TEXT NOT NULL, hash TEXT NOT NULL, vec BLOB NOT NULL, "
            "PRIMARY KEY (model, hash)) STRICT, WITHOUT ROWID"
        )
        db.execute("INSERT INTO vectors SELECT ?, hash, vec FROM vectors_v1", (model[0] if model else "",))
        db.execute("DROP TABLE vectors_v1")
        db.execute("DROP TABLE IF EXISTS chunks_fts")
        db.execute("CREATE VIRTUAL TABLE chunks_fts USING fts5(text, heading, tokenize='porter unicode61')")
        db.execute("INSERT INTO chunks_fts (rowid, text, heading) SELECT id, text, heading FROM chunks")
        db.execute("UPDATE meta SET value = ? WHERE key = 'schema'", (str(SCHEMA_VERSION),))
