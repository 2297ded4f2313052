"""Hybrid search over one base: FTS5 keywords (bm25; trigrams for CJK text) and vectors (numpy, brute
force over the float16 vectors kept in the file) merged by reciprocal rank fusion. A passage holding an
identifier of the query verbatim (a part number, an error code, a function name) comes first."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Literal

import numpy as np
import numpy.typing as npt

from desktop_agent.domain.knowledge import Passage
from desktop_agent.knowledge.embedders import Embedder
from desktop_agent.knowledge.store import KnowledgeStore

Mode = Literal["hybrid", "keyword", "vector"]
RRF_K = 60
DEPTH = 50
_WORD = re.compile(r"\w+", re.UNICODE)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]+")
_TOKEN = re.compile(r"[\w.:/#-]+")


def identifiers(query: str) -> list[str]:
    """Words that name one thing exactly: with a digit, an underscore, an inner capital, or joined by
    `-`, `.` or `::` (ERR-4012, XJ-9000, parse_config, getUserName, os.path.join)."""
    found: list[str] = []
    for token in _TOKEN.findall(query):
        token = token.strip(".:/#-")
        if len(token) < 3:
            continue
        if (
            (any(c.isdigit() for c in token) and any(c.isalpha() for c in token))
            or "_" in token
            or re.search(r"[a-z][A-Z]", token)
            or (re.search(r"\w[-.:]\w", token) and any(c.isdigit() or c.isupper() for c in token[1:]))
            or re.search(r"\w(\.|::)\w", token)
        ):
            found.append(token)
    return found


def _fts_query(query: str) -> str:
    words = [w for w in _WORD.findall(query) if not _CJK.fullmatch(w)]
    return " OR ".join('"' + w.replace('"', '""') + '"' for w in words)


def _rrf(rankings: Iterable[Sequence[int]]) -> dict[int, float]:
    scores: dict[int, float] = {}
    for ranking in rankings:
        for rank, chunk_id in enumerate(ranking):
            scores[chunk_id] = scores.get(chunk_id, 0.0) + 1.0 / (RRF_K + rank + 1)
    return scores


class Searcher:
    """Search of one base; the vectors are read once and again only after the base has changed."""

    def __init__(self, name: str, store: KnowledgeStore, embedder: Embedder) -> None:
        self._name = name
        self._store = store
        self._embedder = embedder
        self._version: int | None = None
        self._ids: npt.NDArray[np.int64] = np.zeros(0, dtype=np.int64)
        self._matrix: npt.NDArray[np.float32] = np.zeros((0, 0), dtype=np.float32)

    def keyword_ids(self, query: str) -> list[int]:
        ranked = self._store.keyword(_fts_query(query), DEPTH) if _fts_query(query) else []
        for run in _CJK.findall(query):
            if len(run) >= 3:
                ranked += [i for i in self._store.keyword(f'"{run}"', DEPTH, trigram=True) if i not in ranked]
            elif run:
                ranked += [i for i in self._store.containing(run, DEPTH) if i not in ranked]
        return ranked

    def vector_ids(self, query: str) -> list[int]:
        version = self._store.data_version()
        if version != self._version:
            self._ids, self._matrix = self._store.vectors()
            self._version = version
        if not len(self._ids):
            return []
        q = self._embedder.embed([query])[0]
        if not q.any() or q.shape[0] != self._matrix.shape[1]:
            return []
        scores = self._matrix @ q
        top = min(DEPTH, len(scores))
        best = np.argpartition(-scores, top - 1)[:top]
        return [int(self._ids[i]) for i in best[np.argsort(-scores[best])]]

    def search(self, query: str, top: int = 5, mode: Mode = "hybrid") -> list[Passage]:
        rankings: list[list[int]] = []
        if mode in ("hybrid", "keyword"):
            rankings.append(self.keyword_ids(query))
        if mode in ("hybrid", "vector"):
            rankings.append(self.vector_ids(query))
        scores = _rrf(rankings)
        exact: set[int] = set()
        if mode == "hybrid":
            for name in identifiers(query):
                holding = self._store.containing(name, DEPTH)
                exact.update(holding)
                for chunk_id in holding:
                    scores.setdefault(chunk_id, 0.0)
        order = sorted(scores, key=lambda i: (i not in exact, -scores[i]))[:top]
        rows = self._store.chunks_by_id(order)
        passages = []
        for chunk_id in order:
            if chunk_id not in rows:
                continue
            path, heading, start, end, page, text = rows[chunk_id]
            passages.append(
                Passage(
                    self._name,
                    chunk_id,
                    path,
                    text,
                    round(scores[chunk_id], 6),
                    heading,
                    start,
                    end,
                    page,
                    chunk_id in exact,
                )
            )
        return passages
