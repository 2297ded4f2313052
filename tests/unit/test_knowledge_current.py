"""Knowledge bases kept up to date while the app runs: checked soon after start, a saved file found through
the watcher, a paused base left alone, and the watching stopped with the app."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from desktop_agent.core.knowledge import Indexing, IndexingState, KnowledgeService
from tests.helpers.app_core import test_paths as paths_in


async def _found(service: KnowledgeService, word: str, limit_s: float) -> float | None:
    started = time.monotonic()
    while time.monotonic() - started < limit_s:
        passages = await service.search_bases(["notes"], word)
        if passages and word in passages[0].text:
            return time.monotonic() - started
        await asyncio.sleep(0.2)
    return None


def test_a_base_is_checked_at_start_and_an_edit_is_found_within_seconds(tmp_path: Path) -> None:
    service = KnowledgeService(paths_in(tmp_path))
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("# Notes\nThe pump code is QX-1001.\n", encoding="utf-8")
    service.create("notes")
    service.add("notes", [docs])  # not synced: the check at start indexes it

    async def body() -> None:
        service.keep_current()
        assert service._current is not None
        service._current._first.cancel()  # type: ignore[union-attr]  # check now, not in 5 s
        service._current._check_all()
        assert await _found(service, "QX-1001", 30) is not None, "the base was brought up to date"
        (docs / "b.md").write_text("# More\nThe valve code is VL-2002.\n", encoding="utf-8")
        # found by itself (how fast is bench/knowledge.py's figure: about a second here when idle)
        assert await _found(service, "VL-2002", 30) is not None, "a saved file is found without a sync asked"

        for n in range(600):  # enough that a sync takes a while: it is paused part way
            (docs / f"bulk-{n:03}.md").write_text(f"# Bulk {n}\nFiller text {n}.\n" * 20, encoding="utf-8")
        indexing, paused = asyncio.Event(), asyncio.Event()

        def follow(state: Indexing) -> None:
            if state.state is IndexingState.INDEXING and state.total > 600 and state.done > 10:
                indexing.set()  # the watcher's sync of the new files, part way
            elif state.state is IndexingState.PAUSED:
                paused.set()

        service.jobs.listen(follow)
        await asyncio.wait_for(indexing.wait(), 30)
        service.jobs.pause("notes")
        await asyncio.wait_for(paused.wait(), 10)  # the child stopped
        (docs / "c.md").write_text("# Paused\nZZ-3003 here.\n", encoding="utf-8")
        assert await _found(service, "ZZ-3003", 3) is None, "a paused base stays paused"
        assert service.jobs.state("notes").state is IndexingState.PAUSED
        await service.aclose()
        assert service._current is None

    asyncio.run(body())


def test_a_change_seen_while_a_pause_is_under_way_does_not_resume_the_base(tmp_path: Path) -> None:
    """The person pauses a sync; before its child has stopped, the watcher reports a file saved meanwhile
    (files land in bursts while a big folder is written). The base stays paused, and what was saved is not
    indexed until the person resumes."""
    service = KnowledgeService(paths_in(tmp_path))
    docs = tmp_path / "docs"
    docs.mkdir()
    for n in range(600):
        (docs / f"bulk-{n:03}.md").write_text(f"# Bulk {n}\nFiller text {n}.\n" * 20, encoding="utf-8")
    service.create("notes")
    service.add("notes", [docs])

    async def body() -> None:
        indexing = asyncio.Event()

        def follow(state: Indexing) -> None:
            if state.state is IndexingState.INDEXING and state.done > 10:
                indexing.set()

        service.jobs.listen(follow)
        first = asyncio.ensure_future(service.jobs.sync("notes"))
        await asyncio.wait_for(indexing.wait(), 30)
        (docs / "late.md").write_text("# Late\nThe late code is LT-4004.\n", encoding="utf-8")
        service.jobs.pause("notes")
        seen = await asyncio.wait_for(service.jobs.sync("notes", unless_paused=True), 1)
        assert seen is None, "the change is not synced while the base pauses"
        assert await asyncio.wait_for(first, 30) is None, "the person's sync ended paused"
        assert service.jobs.state("notes").state is IndexingState.PAUSED
        assert await _found(service, "LT-4004", 3) is None, "nothing ran after the pause"
        assert service.jobs.state("notes").state is IndexingState.PAUSED
        report = await service.jobs.resume("notes")
        assert report is not None, "Resume brings it up to date"
        assert await _found(service, "LT-4004", 5) is not None
        await service.aclose()

    asyncio.run(body())
