"""Attached files beside the history: kept once by content, never read or written outside their folder,
deleted with the last session that names them, and leftovers swept; the history's search finds them by
name. Real SQLite files and a real folder."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from desktop_agent.domain.messages import AttachmentPart, Message, TextPart, user_message
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.attachments import AttachmentFiles, content_id
from desktop_agent.storage.search import search
from desktop_agent.storage.store import HistoryStore


def part(data: bytes, name: str) -> AttachmentPart:
    return AttachmentPart(content_id(data), name, "text", "text/plain", len(data), data.decode())


def session(store: HistoryStore, sid: str, *parts: AttachmentPart) -> None:
    info = SessionInfo(sid, sid, "chat", "openai", "m", "/tmp", 1.0, 1.0)
    store.call(lambda repo: repo.create_session(info))
    message = user_message("see attached", id=f"msg_{sid}")
    message.parts.extend(parts)
    store.call(lambda repo: repo.add_message(sid, message))


def test_a_file_is_kept_once_and_only_ids_that_are_sha256_name_a_file(tmp_path: Path) -> None:
    files = AttachmentFiles(tmp_path / "attachments")
    first = files.put(b"quarterly numbers")
    assert files.put(b"quarterly numbers") == first == content_id(b"quarterly numbers")
    assert [p.name for p in (tmp_path / "attachments").rglob("*") if p.is_file()] == [first]
    assert files.read(first) == b"quarterly numbers"
    secret = tmp_path / "secret.txt"
    secret.write_text("do not read me")
    for hostile in ("../secret.txt", "../../etc/passwd", first.upper(), first[:-1], "", "ab/" + first):
        assert files.read(hostile) is None and files.path(hostile) is None
        assert files.remove([hostile]) == 0
    assert secret.exists()


def test_a_file_changed_on_disk_is_not_used(tmp_path: Path) -> None:
    files = AttachmentFiles(tmp_path / "attachments")
    sha = files.put(b"original")
    path = files.path(sha)
    assert path is not None
    path.write_bytes(b"tampered")
    assert files.read(sha) is None


def test_files_go_with_the_last_session_that_names_them_and_leftovers_are_swept(tmp_path: Path) -> None:
    store = HistoryStore.open(tmp_path / "history.sqlite3")
    try:
        shared, own = b"the shared plan", b"only in b"
        for data in (shared, own):
            store.attachments.put(data)
        session(store, "ses_a", part(shared, "plan.md"))
        session(store, "ses_b", part(shared, "plan.md"), part(own, "budget.csv"))
        deleted, orphans = store.call(lambda repo: repo.delete_session_files("ses_b"))
        assert deleted and orphans == [content_id(own)]  # the plan is still named by ses_a
        store.attachments.remove(orphans)
        assert store.attachments.stored() == {content_id(shared)}
        _, orphans = store.call(lambda repo: repo.delete_session_files("ses_a"))
        store.attachments.remove(orphans)
        assert store.attachments.stored() == set()

        # A file nothing names (a message never sent) and a half-written one: swept once old enough.
        stray = store.attachments.put(b"never sent")
        half = store.attachments.root / stray[:2] / ".part-x"
        half.write_bytes(b"half")
        assert store.attachments.sweep(set()) == 0, "young files stay: a message may be on its way"
        old = time.time() - 2 * 24 * 3600
        for path in (half, store.attachments.root / stray[:2] / stray):
            os.utime(path, (old, old))
        assert store.attachments.sweep(set()) == 2
        assert store.attachments.stored() == set() and not half.exists()
    finally:
        store.close()


def test_a_file_is_found_by_its_name_and_survives_reopening(tmp_path: Path) -> None:
    db = tmp_path / "history.sqlite3"
    store = HistoryStore.open(db)
    try:
        data = b"col1,col2\n1,2\n"
        store.attachments.put(data)
        session(store, "ses_q", part(data, "quarterly-figures.csv"))
        hits = store.call(lambda repo: search(repo.conn, "quarterly"))
        assert [(h.session_id, h.part_kind) for h in hits] == [("ses_q", "attachment")]
    finally:
        store.close()
    store = HistoryStore.open(db)  # opening sweeps, but never a file a message names
    try:
        [message] = store.call(lambda repo: repo.load_messages("ses_q"))
        assert message.parts[0] == TextPart("see attached")
        [attached] = message.attachments
        assert attached.name == "quarterly-figures.csv" and store.attachments.read(attached.sha256) == data
    finally:
        store.close()


@pytest.mark.parametrize("pinned", [True, False])
def test_a_pin_is_kept_with_the_message(tmp_path: Path, pinned: bool) -> None:
    store = HistoryStore.open(tmp_path / "history.sqlite3")
    try:
        session(store, "ses_p")
        assert store.call(lambda repo: repo.set_pinned("msg_ses_p", pinned))
        [message] = store.call(lambda repo: repo.load_messages("ses_p"))
        assert bool(message.meta.get("pinned")) is pinned
        assert isinstance(message, Message)
    finally:
        store.close()
