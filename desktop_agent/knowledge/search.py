"""Hybrid search over one base: FTS5 keywords (bm25 over Porter-stemmed words; trigrams for CJK text, which
has no spaces between words) and vectors (numpy, brute force over the base's vectors, kept in memory as
float32 and read again only after the base changed) merged by reciprocal rank fusion. A passage holding an
identifier of the query verbatim (a part number, an error code, a function name) comes first, and of
those, one that defines it (`def name`, `class Name`, `NAME =`, a heading) before one that only uses it."""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Literal

import numpy as np
import numpy.typing as npt

from desktop_agent.domain.knowledge import Passage
from desktop_agent.knowledge.embedders import Embedder, EmbedderConfig, make_embedder
from desktop_agent.knowledge.models import search_config
from desktop_agent.knowledge.store import KnowledgeStore

log = logging.getLogger(__name__)
_VECTOR_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="knowledge-vectors")
"""Where a hybrid search's vector half runs while its keyword half asks SQLite."""

Mode = Literal["hybrid", "keyword", "vector"]
Fusion = Literal["relative", "rrf"]
Ranking = list[tuple[int, float]]
"""Chunk ids best first, each with its ranker's own score (bm25, cosine)."""
FUSION: Fusion = "relative"
RRF_K = 60
POSTINGS = 12_000
"""The most (chunk, word) matches a keyword search scores: a query's words are taken rarest first while
the chunks holding them add up to no more than this (the rarest always). The words left out are the
commonest, which bm25 weighs least and which cost the most (every chunk holding one is scored). A base
too small to reach it keeps every word."""
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


def defines(text: str, name: str) -> bool:
    """Whether `text` defines `name` rather than only using it: a definition keyword before it, an
    assignment or a key at the start of a line, or a Markdown heading naming it."""
    escaped = re.escape(name)
    return bool(
        re.search(
            rf"\b(def|class|function|func|fn|struct|interface|enum|type|trait|module|const|let|var)\s+"
            rf"{escaped}\b",
            text,
        )
        or re.search(rf"^[ \t]*(export\s+)?{escaped}\s*(=|:(?!:))", text, re.MULTILINE)
        or re.search(rf"^#+ .*{escaped}", text, re.MULTILINE)
    )


def _cjk_query(run: str) -> str:
    """A run of CJK text (no spaces between its words) as its overlapping trigrams, any of which may
    match: bm25 then favours passages sharing more, and rarer, of them."""
    grams = dict.fromkeys(run[i : i + 3] for i in range(len(run) - 2))
    return " OR ".join('"' + g.replace('"', '""') + '"' for g in grams)


def _words(query: str) -> list[str]:
    return list(dict.fromkeys(w for w in _WORD.findall(query) if not _CJK.fullmatch(w)))


def _within_budget(counts: dict[str, int]) -> list[str]:
    kept: list[str] = []
    spent = 0
    for word, count in sorted(counts.items(), key=lambda item: item[1]):
        if kept and spent + count > POSTINGS:
            break
        kept.append(word)
        spent += count
    return kept


def _fts_query(words: Sequence[str]) -> str:
    return " OR ".join('"' + w.replace('"', '""') + '"' for w in words)


def _rrf(rankings: Iterable[Ranking]) -> dict[int, float]:
    """Reciprocal rank fusion: 1 / (60 + rank) summed over the rankings (ranks only, scores unused)."""
    scores: dict[int, float] = {}
    for ranking in rankings:
        for rank, (chunk_id, _score) in enumerate(ranking):
            scores[chunk_id] = scores.get(chunk_id, 0.0) + 1.0 / (RRF_K + rank + 1)
    return scores


def _relative(rankings: Iterable[Ranking]) -> dict[int, float]:
    """Relative score fusion: each ranking's scores scaled to 0..1 (its best 1, its worst kept 0), summed.
    Unlike rank fusion it keeps how far ahead a ranker's best is: a keyword match far above the rest is
    not overtaken by passages that both rankers find only middling."""
    scores: dict[int, float] = {}
    for ranking in rankings:
        if not ranking:
            continue
        values = [s for _, s in ranking]
        low, high = min(values), max(values)
        for chunk_id, score in ranking:
            scaled = 1.0 if high == low else (score - low) / (high - low)
            scores[chunk_id] = scores.get(chunk_id, 0.0) + scaled
    return scores


class _Vectors:
    """A base's vectors in memory, a row ("slot") per chunk: a chunk that changed or went frees its slot,
    a new one takes a free slot or is appended (the array grows by half when full), so a base that changed
    costs the rows that changed, not a new copy of them all (a fresh 100 MB array alone takes ~0.4 s of
    page faults here). Not thread-safe: one search at a time (the service's lock)."""

    def __init__(self) -> None:
        self.ids: npt.NDArray[np.int64] = np.zeros(0, dtype=np.int64)
        """Each slot's chunk id; -1 for a free slot."""
        self.matrix: npt.NDArray[np.float32] = np.zeros((0, 0), dtype=np.float32)
        self.used = 0
        """Slots in use or freed; those past it are room to grow."""
        self.slots: dict[int, int] = {}
        self.hashes: dict[int, str] = {}
        """The hash of each chunk whose vector is held, as it was read."""
        self.free: list[int] = []

    def reset(
        self, ids: npt.NDArray[np.int64], matrix: npt.NDArray[np.float16], hashes: dict[int, str]
    ) -> None:
        self.matrix, self.used = np.zeros((0, matrix.shape[1]), dtype=np.float32), 0
        self._resize(len(ids) + len(ids) // 4 + 64, matrix.shape[1])  # room for what changes next
        self.matrix[: len(ids)] = matrix
        self.ids[: len(ids)] = ids
        self.used = len(ids)
        self.slots = {chunk_id: slot for slot, chunk_id in enumerate(ids.tolist())}
        self.hashes = {chunk_id: hashes[chunk_id] for chunk_id in self.slots}
        self.free = []

    def drop(self, chunk_ids: Sequence[int]) -> None:
        for chunk_id in chunk_ids:
            slot = self.slots.pop(chunk_id)
            self.hashes.pop(chunk_id)
            self.ids[slot] = -1
            self.free.append(slot)

    def add(
        self, ids: npt.NDArray[np.int64], matrix: npt.NDArray[np.float16], hashes: dict[int, str]
    ) -> None:
        if not len(ids):
            return
        if not self.matrix.size:
            self.matrix = np.zeros((0, matrix.shape[1]), dtype=np.float32)
        room = len(self.matrix) - self.used + len(self.free)
        if room < len(ids):
            self._resize(max(self.used + len(ids), len(self.matrix) * 3 // 2), matrix.shape[1])
        for chunk_id, row in zip(ids.tolist(), matrix, strict=True):
            if self.free:
                slot = self.free.pop()
            else:
                slot, self.used = self.used, self.used + 1
            self.matrix[slot] = row
            self.ids[slot] = chunk_id
            self.slots[chunk_id] = slot
            self.hashes[chunk_id] = hashes[chunk_id]

    def _resize(self, rows: int, dim: int) -> None:
        grown = np.empty((rows, dim), dtype=np.float32)
        grown[: self.used] = self.matrix[: self.used]
        ids = np.full(rows, -1, dtype=np.int64)
        ids[: self.used] = self.ids[: self.used]
        self.matrix, self.ids = grown, ids

    def view(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float32], list[int]]:
        return self.ids[: self.used], self.matrix[: self.used], list(self.free)


class Searcher:
    """Search of one base; the vectors are read once and again only after the base has changed. Queries are
    embedded by the model that made the vectors search uses (the one given, or the base's own while it
    has not moved to the given one)."""

    def __init__(self, name: str, store: KnowledgeStore, embedder: Embedder) -> None:
        self._name = name
        self._store = store
        self._embedder = embedder
        self._own: dict[str, Embedder | None] = {embedder.id: embedder}
        self._version: int | None = None
        self._model = ""
        self._vectors = _Vectors()
        self.fusion: Fusion = FUSION
        self._counted: tuple[int, int] | None = None

    def keyword_rankings(self, query: str) -> list[Ranking]:
        """The word index's ranking, and one per run of CJK text from the trigram index: fused as equals,
        so CJK words are not drowned by a Latin word of the same query that many passages hold."""
        words = _words(query)
        if len(words) > 1 and self._chunks() * len(words) > POSTINGS:
            words = _within_budget(self._store.word_counts(words))
        rankings = [self._store.keyword(_fts_query(words), DEPTH)] if words else []
        for run in _CJK.findall(query):
            if len(run) >= 3:
                rankings.append(self._store.keyword(_cjk_query(run), DEPTH, trigram=True))
            else:
                rankings.append([(i, 1.0) for i in self._store.containing(run, DEPTH)])
        return rankings

    def _chunks(self) -> int:
        version = self._store.data_version()
        if self._counted is None or self._counted[0] != version:
            self._counted = (version, self._store.count_chunks())
        return self._counted[1]

    def _query_embedder(self, model: str) -> Embedder | None:
        if model not in self._own:
            config = search_config(self._store, EmbedderConfig())
            try:
                made = make_embedder(config)
                self._own[model] = made if made.id == model else None
            except Exception as exc:  # the model that made these vectors cannot be loaded here
                log.warning("Cannot embed queries for %s with %s: %s", self._name, model, exc)
                self._own[model] = None
        return self._own[model]

    def _load(self) -> None:
        """The vectors, read again after the base changed: only those of chunks that are new or changed
        (a search while a big base indexes does not read every vector after each file)."""
        if self._store.data_version() == self._version:
            return
        with self._store.snapshot():
            version = self._store.data_version()
            model = self._store.active_model() or ""
            now = self._store.chunk_hashes()
            held = self._vectors.hashes if model == self._model else {}
            fresh = [i for i, h in now.items() if held.get(i) != h]
            if len(fresh) > len(now) // 2:
                ids, matrix = self._store.vectors(model)
                self._vectors.reset(ids, matrix, now)
            elif fresh or len(held) != len(now):
                self._vectors.drop([i for i, h in held.items() if now.get(i) != h])
                self._vectors.add(*self._store.vectors_of(model, fresh), now)
            self._model, self._version = model, version

    def vector_ranking(self, query: str) -> Ranking:
        return self._vector_work(query)()

    def _vector_work(self, query: str) -> Callable[[], Ranking]:
        """The vector search as work that touches no SQLite (the base read first, here): it may run in
        another thread while this one asks the word index, numpy and SQLite both releasing the GIL."""
        self._load()
        embedder = self._query_embedder(self._model) if self._vectors.hashes else None
        if embedder is None:
            return list
        return functools.partial(self._nearest, embedder, *self._vectors.view(), query)

    def _nearest(
        self,
        embedder: Embedder,
        ids: npt.NDArray[np.int64],
        matrix: npt.NDArray[np.float32],
        free: list[int],
        query: str,
    ) -> Ranking:
        try:
            q = embedder.embed([query])[0]
        except Exception as exc:  # an endpoint that is down: keyword search still answers
            log.warning("Could not embed a query for %s: %s", self._name, exc)
            return []
        if not q.any() or q.shape[0] != matrix.shape[1]:
            return []
        scores = matrix @ q
        scores[free] = -np.inf
        top = min(DEPTH, len(scores))
        best = np.argpartition(-scores, top - 1)[:top]
        found = [(int(ids[i]), float(scores[i])) for i in best if ids[i] >= 0]
        return sorted(found, key=lambda hit: (-hit[1], hit[0]))  # ties by id: the same order every time

    def search(self, query: str, top: int = 5, mode: Mode = "hybrid") -> list[Passage]:
        rankings: list[Ranking] = []
        vectors: Future[Ranking] | None = None
        if mode == "hybrid":
            vectors = _VECTOR_POOL.submit(self._vector_work(query))
        if mode in ("hybrid", "keyword"):
            rankings += self.keyword_rankings(query)
        if vectors is not None:
            rankings.append(vectors.result())
        elif mode == "vector":
            rankings.append(self.vector_ranking(query))
        scores = (_relative if self.fusion == "relative" else _rrf)(rankings)
        exact: dict[int, bool] = {}
        """Chunks holding an identifier of the query verbatim -> whether one defines it there."""
        if mode == "hybrid":
            names = identifiers(query)
            holding = {i for name in names for i in self._store.containing(name, DEPTH)}
            texts = self._store.chunks_by_id(sorted(holding))
            for chunk_id, row in texts.items():
                exact[chunk_id] = any(defines(row[5], name) or name in row[1] for name in names)
                scores.setdefault(chunk_id, 0.0)
        order = sorted(scores, key=lambda i: (i not in exact, not exact.get(i), -scores[i]))[:top]
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
