"""Embedding models for a base, with real parts: a static model made in the test and served by a local
HTTP server (the person's download path: progress, SHA-256, nothing partial kept), and a base that moves
to it in the background while search keeps answering with the old model's vectors."""

from __future__ import annotations

import hashlib
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import numpy as np
import pytest

from desktop_agent.config.paths import AppPaths
from desktop_agent.core.knowledge import KnowledgeService
from desktop_agent.knowledge.embedders import DownloadError, default_embedder, make_embedder
from desktop_agent.knowledge.models import (
    DownloadableModel,
    choose_model,
    download_model,
    model_state,
    models_folder,
)
from desktop_agent.knowledge.store import KnowledgeStore

WORDS = ["[UNK]", "kitten", "purrs", "softly", "tractor", "ploughs", "fields", "the", "a"]


def _model_files() -> tuple[bytes, bytes]:
    """A static model whose vocabulary is the test's words, one random direction each."""
    from safetensors.numpy import save
    from tokenizers import Tokenizer, models, pre_tokenizers

    tokenizer = Tokenizer(models.WordLevel({w: i for i, w in enumerate(WORDS)}, unk_token="[UNK]"))
    tokenizer.pre_tokenizer = pre_tokenizers.Whitespace()
    matrix = np.random.default_rng(3).normal(size=(len(WORDS), 16)).astype(np.float32)
    matrix[0] = 0
    return save({"embeddings": matrix}), tokenizer.to_str().encode()


class _Files(http.server.BaseHTTPRequestHandler):
    files: ClassVar[dict[str, bytes]] = {}
    cut_short: ClassVar[set[str]] = set()

    def do_GET(self) -> None:
        body = self.files.get(self.path)
        if body is None:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body[: len(body) // 2] if self.path in self.cut_short else body)

    def log_message(self, format: str, *args: object) -> None:
        return None


@pytest.fixture
def server() -> Iterator[str]:
    weights, tokenizer = _model_files()
    _Files.files = {"/m/model.safetensors": weights, "/m/tokenizer.json": tokenizer, "/junk": b"not a model"}
    _Files.cut_short = set()
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Files)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def _sha(body: bytes) -> str:
    return hashlib.sha256(body).hexdigest()


def _tiny(server: str, **changes: str) -> DownloadableModel:
    weights, tokenizer = _model_files()
    fields = {
        "name": "tiny",
        "weights_url": f"{server}/m/model.safetensors",
        "weights_sha256": _sha(weights),
        "tokenizer_url": f"{server}/m/tokenizer.json",
        "tokenizer_sha256": _sha(tokenizer),
        **changes,
    }
    return DownloadableModel(**fields)


def _leftovers(data: Path) -> list[str]:
    folder = models_folder(data)
    return sorted(p.name for p in folder.rglob("*")) if folder.exists() else []


def test_a_model_downloads_with_progress_and_wrong_sums_leave_nothing(tmp_path: Path, server: str) -> None:
    seen: list[tuple[int, int | None]] = []
    config = download_model(_tiny(server), tmp_path, lambda done, total: seen.append((done, total)))
    assert config.kind == "static" and Path(config.folder) == models_folder(tmp_path) / "tiny"
    assert seen and seen[-1][0] == seen[-1][1]  # the last report is the whole file
    assert _leftovers(tmp_path) == ["model.safetensors", "tiny", "tokenizer.json"]

    other = tmp_path / "other"
    with pytest.raises(DownloadError, match="SHA-256"):
        download_model(_tiny(server, name="bad", weights_sha256="ab" * 32), other)
    assert _leftovers(other) == []  # no folder, no .part file
    _Files.cut_short = {"/m/model.safetensors"}
    with pytest.raises(DownloadError):
        download_model(_tiny(server, name="short"), other)
    assert _leftovers(other) == []
    _Files.cut_short = set()
    junk = _tiny(server, name="junk", weights_url=f"{server}/junk", weights_sha256=_sha(b"not a model"))
    with pytest.raises(DownloadError, match="cannot be used"):
        download_model(junk, other)
    assert _leftovers(other) == []
    with pytest.raises(DownloadError, match="http"):
        download_model(_tiny(server, weights_url="file:///etc/passwd"), other)
    with pytest.raises(DownloadError, match="64 hexadecimal"):
        download_model(_tiny(server, tokenizer_sha256="xyz"), other)
    with pytest.raises(DownloadError, match="404"):
        download_model(_tiny(server, name="gone", tokenizer_url=f"{server}/nothing"), other)
    assert _leftovers(other) == []


@pytest.fixture
def service(tmp_path: Path) -> Iterator[KnowledgeService]:
    data = tmp_path / "data"
    kb = KnowledgeService(AppPaths(data, data, data / "logs"))
    yield kb
    kb.close()


def test_switching_the_model_keeps_the_base_searchable_until_the_new_vectors_are_made(
    tmp_path: Path, server: str, service: KnowledgeService
) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "cat.txt").write_text("the kitten purrs softly\n")
    (docs / "farm.txt").write_text("a tractor ploughs the fields\n")
    service.create("b")
    service.add("b", [docs])
    service.sync("b")
    db = service.file("b")
    shipped = default_embedder().id
    assert model_state(db).searching_with == shipped

    config = download_model(_tiny(server), service._paths.data_dir)
    choose_model(db, config)
    # Chosen, not synced yet: search goes on with the shipped model's vectors.
    assert service.search("b", "kitten purrs", mode="vector")[0].path.endswith("cat.txt")
    # Half moved (as if the sync had been paused): still the old vectors, whole.
    store = KnowledgeStore(db)
    new_id = "static:tiny:16"
    [(digest, text)] = store.without_vectors(new_id, 1)
    store.add_vectors(new_id, {digest: make_embedder(config).embed([text])[0]})
    assert store.active_model() == shipped
    store.close()
    assert {p.path.rsplit("/", 1)[1] for p in service.search("b", "fields", mode="vector", top=5)} == {
        "cat.txt",
        "farm.txt",
    }

    report = service.sync("b")
    assert report.indexed == 0 and report.chunks_embedded == 1  # only the chunk not moved yet
    state = model_state(db)
    assert state.searching_with == new_id and state.chosen is not None
    store = KnowledgeStore(db)
    assert store.count_without_vectors(new_id) == 0 and store.known_vectors(shipped, [digest]) == set()
    store.close()
    # The service's own embedder is the shipped one; queries are embedded by the base's model.
    assert service.search("b", "tractor", mode="vector")[0].path.endswith("farm.txt")
    assert service.search("b", "kitten", mode="vector")[0].path.endswith("cat.txt")

    choose_model(db, None)  # back to the app's model
    service.sync("b")
    assert model_state(db).searching_with == shipped


def test_an_old_base_is_migrated_with_its_vectors(tmp_path: Path) -> None:
    import sqlite3

    db = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(db)
    conn.executescript(
        """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
        INSERT INTO meta VALUES ('schema', '1'), ('embedder', 'static:old:2');
        CREATE TABLE sources (path TEXT PRIMARY KEY) STRICT;
        CREATE TABLE files (path TEXT PRIMARY KEY, size INTEGER NOT NULL DEFAULT 0,
            mtime_ns INTEGER NOT NULL DEFAULT 0, sha256 TEXT NOT NULL DEFAULT '', status TEXT NOT NULL,
            reason TEXT NOT NULL DEFAULT '') STRICT;
        CREATE TABLE chunks (id INTEGER PRIMARY KEY, path TEXT NOT NULL, hash TEXT NOT NULL,
            heading TEXT NOT NULL DEFAULT '', line_start INTEGER, line_end INTEGER, page INTEGER,
            text TEXT NOT NULL) STRICT;
        CREATE TABLE vectors (hash TEXT PRIMARY KEY, vec BLOB NOT NULL) STRICT;
        CREATE VIRTUAL TABLE chunks_fts USING fts5(text, heading, tokenize='unicode61');
        CREATE VIRTUAL TABLE chunks_tri USING fts5(text, tokenize='trigram');
        INSERT INTO files (path, status) VALUES ('/a.txt', 'indexed');
        INSERT INTO chunks VALUES (1, '/a.txt', 'h1', '', 1, 1, NULL, 'running dogs');
        INSERT INTO chunks_fts (rowid, text, heading) VALUES (1, 'running dogs', '');
        """
    )
    conn.execute("INSERT INTO vectors VALUES ('h1', ?)", (np.ones(2, dtype=np.float16).tobytes(),))
    conn.commit()
    conn.close()
    store = KnowledgeStore(db)
    ids, matrix = store.vectors()
    assert ids.tolist() == [1] and matrix.shape == (1, 2)
    assert [i for i, _ in store.keyword('"run"', 5)] == [1]  # the word index rebuilt, with stems
    assert store.meta("schema") == "2"
    store.close()
