"""What search finds, on real files through the real indexing child and the shipped model: a function's
name brings the chunk that defines it (code is cut before definitions), words match their other forms
(Porter stems), a Chinese question finds the Chinese passage among English ones that share a Latin word,
and a big base's commonest words are left out of the keyword query without losing the answer."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from desktop_agent.config.paths import AppPaths
from desktop_agent.core.knowledge import KnowledgeService
from desktop_agent.knowledge import search
from desktop_agent.knowledge.embedders import HashedNgramEmbedder, default_embedder
from desktop_agent.knowledge.search import Searcher
from desktop_agent.knowledge.store import Chunk, KnowledgeStore


@pytest.fixture
def service(tmp_path: Path) -> Iterator[KnowledgeService]:
    data = tmp_path / "data"
    kb = KnowledgeService(AppPaths(data, data, data / "logs"))
    yield kb
    kb.close()


def _helper(i: int) -> str:
    body = "".join(f"    value_{i}_{n} = compute(step={n}, scale={i})\n" for n in range(6))
    return f"def helper_{i}(items):\n    '''Helper number {i}.'''\n{body}    return items\n\n\n"


def test_a_name_brings_its_definition_and_words_match_their_forms(
    tmp_path: Path, service: KnowledgeService
) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    # The definition sits where a cut by size alone would put `def` at one chunk's end, its body in the next.
    code = "".join(_helper(i) for i in range(4)) + (
        "def rotate_credentials(vault):\n"
        "    '''Replace every stored secret with a fresh one.'''\n"
        "    return [vault.renew(key) for key in vault.keys()]\n\n\n"
        "def caller():\n    return rotate_credentials(open_vault())\n"
    )
    (docs / "secrets_tool.py").write_text(code)
    (docs / "ops.md").write_text(
        "# Operations\nCall rotate_credentials after a breach.\n\n## Logging\nAvoid log spam in CI jobs.\n"
    )
    (docs / "zh.txt").write_text("Python 语言适合完成各种高层任务，几乎可以在所有的操作系统中运行。\n")
    (docs / "en.txt").write_text("Python is used for many tasks on every operating system.\n")
    service.create("b")
    service.add("b", [docs])
    service.sync("b")

    first = service.search("b", "what does rotate_credentials do?")[0]
    assert first.exact and "def rotate_credentials(vault):" in first.text and "fresh one" in first.text
    assert service.search("b", "spamming the logs")[0].heading == "Logging"
    assert service.search("b", "Python 语言适合完成什么任务？")[0].path.endswith("zh.txt")


def test_a_big_base_leaves_its_commonest_words_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = KnowledgeStore(tmp_path / "b.sqlite3")
    embedder = HashedNgramEmbedder()
    store.use_embedder(embedder.id)
    texts = [f"the report number {i} says the pump ran normally" for i in range(300)]
    texts[123] = "the report says the pump ran dry and seized: replace the impeller"
    chunks = [(f"h{i}", Chunk(t)) for i, t in enumerate(texts)]
    vectors = dict(zip([h for h, _ in chunks], embedder.embed(texts), strict=True))
    store.replace_file("/r.txt", chunks, vectors, size=1, mtime_ns=1, sha256="x")
    # Counted as the word index stems them: "pumps" is "pump".
    assert store.word_counts(["the", "pumps", "impeller", "absent"]) == {
        "the": 300,
        "pumps": 300,
        "impeller": 1,
        "absent": 0,
    }
    searcher = Searcher("b", store, embedder)
    [every_word] = searcher.keyword_rankings("the pump seized the impeller")
    assert len(every_word) == search.DEPTH  # "the" and "pump" match every report
    monkeypatch.setattr(search, "POSTINGS", 50)  # this base is now "big"
    [rare_words] = searcher.keyword_rankings("the pump seized the impeller")
    assert [chunk_id for chunk_id, _ in rare_words] == [124]  # only the rare words asked: one passage
    assert "impeller" in searcher.search("the pump seized the impeller")[0].text
    store.close()


def test_search_reads_only_what_changed_and_finds_the_same_as_a_fresh_search(
    tmp_path: Path, service: KnowledgeService
) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    for i in range(30):
        (docs / f"n{i}.md").write_text(f"# Note {i}\nThe boiler {i} was serviced in spring.\n")
    service.create("b")
    service.add("b", [docs])
    service.sync("b")
    store = KnowledgeStore(service.file("b"))
    kept = Searcher("b", store, default_embedder())
    kept.search("boiler serviced")  # reads every vector once
    (docs / "n3.md").write_text("# Note 3\nThe chimney was swept and the flue inspected.\n")
    (docs / "n7.md").unlink()
    (docs / "new.md").write_text("# New\nA heat pump replaced the old boiler.\n")
    service.sync("b")  # another connection (the indexing child) writes
    read: list[int] = []
    original = store.vectors_of

    def counting(model: str, ids: Sequence[int]) -> object:
        read.extend(ids)
        return original(model, ids)

    store.vectors_of = counting  # type: ignore[method-assign, assignment]
    for query in ("chimney flue", "heat pump", "boiler 7 serviced", "boiler serviced in spring"):
        again = [p.chunk_id for p in kept.search(query, top=10, mode="vector")]
        fresh = Searcher("b", KnowledgeStore(service.file("b")), default_embedder())
        assert again == [p.chunk_id for p in fresh.search(query, top=10, mode="vector")]
    assert len(read) == 2  # the edited note's chunk and the new file's, not all 30
    assert not any(p.path.endswith("n7.md") for p in kept.search("boiler 7", top=30, mode="vector"))
    store.close()
