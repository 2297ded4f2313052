"""Knowledge bases as plain values: a passage found, a file's state, a base's summary (no I/O)."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class FileStatus(enum.StrEnum):
    INDEXED = "indexed"
    PENDING = "pending"
    FAILED = "failed"
    SKIPPED = "skipped"


@dataclass(frozen=True, slots=True)
class Passage:
    """A chunk of a document that matched a search, with where it is so a person can check it."""

    base: str
    chunk_id: int
    path: str
    text: str
    score: float
    heading: str = ""
    line_start: int | None = None
    line_end: int | None = None
    page: int | None = None
    exact: bool = False
    """The query named an identifier (a part number, an error code) that this passage contains verbatim."""

    @property
    def cite(self) -> str:
        """The id the model quotes: `kb:NAME#chunkid`."""
        return f"kb:{self.base}#{self.chunk_id}"

    @property
    def where(self) -> str:
        """`path, page 3` or `path, lines 10-24`."""
        if self.page is not None:
            return f"{self.path}, page {self.page}"
        if self.line_start is not None:
            return f"{self.path}, lines {self.line_start}-{self.line_end}"
        return self.path


@dataclass(frozen=True, slots=True)
class FileState:
    path: str
    status: FileStatus
    reason: str = ""
    chunks: int = 0


@dataclass(frozen=True, slots=True)
class BaseSummary:
    name: str
    sources: tuple[str, ...]
    files: int
    chunks: int
    by_status: tuple[tuple[str, int], ...]
    embedder: str


@dataclass(frozen=True, slots=True)
class SyncReport:
    indexed: int
    unchanged: int
    removed: int
    failed: int
    skipped: int
    chunks_embedded: int
    chunks_reused: int
