"""Projects in a real history file: made, found, changed, deleted; sessions moved in and out; the
memories of one project kept apart from another's; exports carrying a session's project; and a history of
every earlier schema opened with projects.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_agent.core.memory import MemoryService
from desktop_agent.core.projects import ProjectsService
from desktop_agent.core.sessions import SessionsService
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.memory import EVERYWHERE, MemoryStatus
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.export import ImportProblem, export_json, import_json
from desktop_agent.storage.schema import LATEST
from desktop_agent.storage.store import HistoryStore
from tests.unit.test_storage_schema import _build_at

T0 = 1_700_000_000.0


@pytest.fixture
def store(tmp_path: Path) -> Iterator[HistoryStore]:
    made = HistoryStore.open(tmp_path / "history.sqlite3")
    yield made
    made.close()


def _session(store: HistoryStore, sid: str, project_id: str | None = None) -> None:
    info = SessionInfo(sid, f"Chat {sid}", "build", "openai", "m", "/tmp", T0, T0, project_id=project_id)
    store.call(lambda repo: repo.create_session(info))


def _services(store: HistoryStore) -> tuple[ProjectsService, SessionsService, MemoryService]:
    sessions = SessionsService(store)
    return ProjectsService(store, sessions), sessions, MemoryService(store)


def _db(store: HistoryStore, sql: str, *params: object) -> list[tuple[object, ...]]:
    with sqlite3.connect(store.path) as conn:
        return [tuple(r) for r in conn.execute(sql, params)]


# ---- making, finding and changing projects ----


def test_names_are_unique_whatever_their_case_and_bad_input_is_refused_in_words(
    store: HistoryStore, tmp_path: Path
) -> None:
    projects, _, _ = _services(store)
    made = projects.create("  Thesis   draft ", workspace=str(tmp_path), instructions="Cite in APA.")
    assert made.name == "Thesis draft" and made.workspace == str(tmp_path.resolve())
    with pytest.raises(UserFacingError) as taken:
        projects.create("THESIS DRAFT")
    assert taken.value.kind is ErrorKind.USAGE and "already a project called" in taken.value.message
    for bad, words in (("", "needs a name"), ("x" * 81, "at most 80"), ("a\x1bb", "control characters")):
        with pytest.raises(UserFacingError) as refused:
            projects.create(bad)
        assert refused.value.kind is ErrorKind.USAGE and words in refused.value.message
    with pytest.raises(UserFacingError) as missing:
        projects.create("Other", workspace=str(tmp_path / "nowhere"))
    assert missing.value.kind is ErrorKind.USAGE and "does not exist" in missing.value.message
    # nothing half-written: one project, as made
    assert _db(store, "SELECT name FROM projects") == [("Thesis draft",)]

    assert projects.find("thesis DRAFT").id == made.id
    assert projects.find(made.id[:8]).id == made.id
    with pytest.raises(UserFacingError) as unknown:
        projects.find("Holiday")
    assert (
        unknown.value.kind is ErrorKind.NOT_FOUND and "There is no project 'Holiday'" in unknown.value.message
    )

    other = projects.create("Holiday")
    with pytest.raises(UserFacingError):
        projects.edit(other.id, name="thesis draft")
    renamed = projects.edit(
        other.id, name="Trip", model="gpt-4.1", knowledge=["docs", "docs"], mcp_servers=[]
    )
    assert (renamed.name, renamed.model, renamed.knowledge, renamed.mcp_servers) == (
        "Trip",
        "gpt-4.1",
        ("docs",),
        (),
    )
    assert projects.edit(other.id, mcp_servers=None).mcp_servers is None
    assert [p.name for p in projects.list()] == ["Thesis draft", "Trip"]


def test_listeners_hear_every_change_and_a_move_refreshes_the_session_list(store: HistoryStore) -> None:
    projects, sessions, _ = _services(store)
    heard: list[str] = []
    projects.subscribe(lambda: heard.append("projects"))
    sessions.subscribe(lambda: heard.append("sessions"))
    _session(store, "ses_a")

    async def go() -> None:
        made = await projects.acreate("Work")
        await projects.aset_collapsed(made.id, True)
        assert (await projects.aget(made.id)).collapsed is True  # type: ignore[union-attr]
        await projects.amove("ses_a", made.id)
        assert [s.project_id for s in await sessions.alist()] == [made.id]
        await projects.amove("ses_a", None)
        with pytest.raises(UserFacingError) as gone:
            await projects.amove("ses_nothing", made.id)
        assert gone.value.kind is ErrorKind.NOT_FOUND
        await projects.adelete(made.id)

    asyncio.run(go())
    assert heard == [
        "projects",
        "projects",
        "projects",
        "sessions",
        "projects",
        "sessions",
        "projects",
        "sessions",
    ]


def test_a_moved_session_keeps_its_place_and_its_versions_go_with_it(store: HistoryStore) -> None:
    projects, sessions, _ = _services(store)
    _session(store, "ses_a")
    _session(store, "ses_b")
    store.call(lambda repo: repo.conn.execute("UPDATE sessions SET branch_of = 'ses_a' WHERE id = 'ses_b'"))
    made = projects.create("Work")
    before = _db(store, "SELECT updated_at FROM sessions WHERE id = 'ses_a'")
    projects.move("ses_a", made.id)
    assert _db(store, "SELECT id, project_id FROM sessions ORDER BY id") == [
        ("ses_a", made.id),
        ("ses_b", made.id),
    ]
    assert _db(store, "SELECT updated_at FROM sessions WHERE id = 'ses_a'") == before
    assert [s.id for s in sessions.list(project_id=made.id)] == ["ses_a"]
    assert sessions.find("ses_a").project_id == made.id


def test_deleting_a_project_keeps_its_sessions_and_deletes_its_memories(store: HistoryStore) -> None:
    projects, sessions, memory = _services(store)
    work, home = projects.create("Work"), projects.create("Home")
    _session(store, "ses_a", work.id)
    _session(store, "ses_b", home.id)
    memory.add("The build server is ci-7.", project_id=work.id)
    memory.add("The cat is called Miso.", project_id=home.id)
    memory.add("Answers in English.")
    assert projects.delete(work.id) == (1, 1)
    assert {s.id: s.project_id for s in sessions.list()} == {"ses_a": None, "ses_b": home.id}
    assert sorted(m.text for m in memory.list()) == ["Answers in English.", "The cat is called Miso."]
    assert _db(store, "SELECT COUNT(*) FROM memories WHERE text LIKE '%ci-7%'") == [(0,)]
    with pytest.raises(UserFacingError):
        projects.delete(work.id)


# ---- memories: where each is kept, what a session is given ----


def test_a_session_is_given_the_memories_kept_everywhere_and_its_own_projects_only(
    store: HistoryStore,
) -> None:
    projects, _, memory = _services(store)
    work, home = projects.create("Work"), projects.create("Home")
    _session(store, "ses_work", work.id)
    _session(store, "ses_home", home.id)
    _session(store, "ses_none")
    memory.add("Answers in English.")
    memory.add("The build server is ci-7.", project_id=work.id)
    memory.add("The cat is called Miso.", project_id=home.id)
    given = {
        sid: sorted(m.text for m in memory.for_session(sid)) for sid in ("ses_work", "ses_home", "ses_none")
    }
    assert given == {
        "ses_work": ["Answers in English.", "The build server is ci-7."],
        "ses_home": ["Answers in English.", "The cat is called Miso."],
        "ses_none": ["Answers in English."],
    }
    assert [m.text for m in memory.list(scope=work.id)] == ["The build server is ci-7."]
    assert [m.text for m in memory.list(scope=EVERYWHERE)] == ["Answers in English."]
    with pytest.raises(UserFacingError) as unknown:
        memory.add("Anything.", project_id="prj_nothing")
    assert unknown.value.kind is ErrorKind.NOT_FOUND


def test_moving_a_memory_to_a_project_is_undone_like_any_edit(store: HistoryStore) -> None:
    projects, _, memory = _services(store)
    work = projects.create("Work")
    kept = memory.add("Deploys on Fridays.")
    moved = memory.edit(kept.id, project_id=work.id)
    assert (moved.text, moved.project_id) == ("Deploys on Fridays.", work.id)
    renamed = memory.edit(kept.id, "Deploys on Thursdays.")
    assert renamed.project_id == work.id  # an edit of the words keeps the scope
    memory.undo()
    memory.undo()
    back = memory.get(kept.id)
    assert (back.text, back.project_id, back.status) == ("Deploys on Fridays.", None, MemoryStatus.KEPT)


def test_a_proposal_made_in_a_project_session_is_kept_in_that_project(store: HistoryStore) -> None:
    projects, _, memory = _services(store)
    work = projects.create("Work")
    _session(store, "ses_work", work.id)
    proposal = asyncio.run(memory.apropose("ses_work", "call_1", "The staging host is stg-2."))
    kept = memory.keep(proposal.id)
    assert kept.project_id == work.id and kept.scope == work.id


# ---- exports ----


def test_an_export_carries_its_project_and_an_import_makes_it_where_missing(tmp_path: Path) -> None:
    first = HistoryStore.open(tmp_path / "a" / "history.sqlite3")
    second = HistoryStore.open(tmp_path / "b" / "history.sqlite3")
    try:
        projects, _, _ = _services(first)
        made = projects.create("Thesis", instructions="Cite in APA.")
        _session(first, "ses_a", made.id)
        _session(first, "ses_b")
        data = first.call(lambda repo: export_json(repo, "ses_a"))
        assert data["session"]["project"] == "Thesis"
        assert "project" not in first.call(lambda repo: export_json(repo, "ses_b"))["session"]

        imported = second.call(lambda repo: import_json(repo, data))
        (there,) = _services(second)[0].list()
        assert (there.name, imported.project_id) == ("Thesis", there.id)
        # a second import goes into the same project (any case), not a new one
        data["session"]["project"] = "THESIS"
        again = second.call(lambda repo: import_json(repo, json.dumps(data)))
        assert again.project_id == there.id and len(_services(second)[0].list()) == 1

        data["session"]["project"] = "x" * 81
        with pytest.raises(ImportProblem):
            second.call(lambda repo: import_json(repo, data))
        data["session"]["project"] = "\x07"
        with pytest.raises(ImportProblem):
            second.call(lambda repo: import_json(repo, data))
        assert len(_services(second)[1].list()) == 2  # nothing half-written
    finally:
        first.close()
        second.close()


# ---- every earlier schema ----


@pytest.mark.parametrize("version", range(1, 14))
def test_a_history_of_every_earlier_schema_opens_with_projects(tmp_path: Path, version: int) -> None:
    path = tmp_path / "history.sqlite3"
    _build_at(path, version)
    if version == 13:  # memories existed: they stay kept everywhere, and their undo still works
        with sqlite3.connect(path) as conn:
            conn.execute(
                "INSERT INTO memories (id, text, status, created_at, updated_at) VALUES "
                "('mem_old', 'Answers in English.', 'kept', 1.0, 1.0)"
            )
            conn.execute(
                "INSERT INTO memory_changes (memory_id, action, before_text, at)"
                " VALUES ('mem_old', 'add', '', 1.0)"
            )
    store = HistoryStore.open(path)  # as the app opens it: migrated, with a backup of the old file
    try:
        assert store.call(lambda repo: repo.conn.execute("PRAGMA user_version").fetchone()[0]) == LATEST
        projects, sessions, memory = _services(store)
        old = sessions.list(include_archived=True)
        assert old and all(s.project_id is None for s in old)
        made = projects.create("Work")
        projects.move(old[0].id, made.id)
        assert sessions.find(old[0].id).project_id == made.id
        projects.delete(made.id)
        assert sessions.find(old[0].id).project_id is None
        if version == 13:
            assert [m.scope for m in memory.list()] == [EVERYWHERE]
            assert memory.undo() is not None and memory.list() == []
    finally:
        store.close()
