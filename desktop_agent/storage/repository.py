"""Reading and writing sessions, messages and parts. Synchronous: HistoryStore runs it on its own thread.

Every write method is one transaction: after it returns, what it wrote survives a crash.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from desktop_agent.domain.messages import FinishReason, Message, MessageStatus, Part, ToolCallState, Usage
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.rows import (
    MESSAGE_COLUMNS,
    SESSION_COLUMNS,
    message_from_row,
    part_from_row,
    part_to_row,
    session_from_row,
)

_EDITABLE = frozenset(
    {
        "title",
        "agent",
        "provider",
        "model",
        "workspace",
        "pinned",
        "archived",
        "grants",
        "base_url",
        "instructions",
        "unsandboxed_allowed_at",
        "knowledge",
        "project_id",
    }
)


def _citations(data: object) -> str | None:
    return json.dumps(data, ensure_ascii=False) if data else None


class HistoryRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        if self.conn.in_transaction:  # nested: the outer one commits
            yield self.conn
            return
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            # SQLite may already have rolled back by itself (a full disk does): a second ROLLBACK would
            # raise and hide the real error.
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    # ---- sessions ----

    def create_session(self, info: SessionInfo, grants: str = "[]") -> None:
        with self.transaction() as c:
            c.execute(
                f"INSERT INTO sessions ({SESSION_COLUMNS}, grants) VALUES ({','.join('?' * 17)})",
                (
                    info.id, info.title, info.agent, info.provider, info.model, info.workspace,
                    info.created_at, info.updated_at, int(info.pinned), int(info.archived), info.base_url,
                    info.instructions, info.unsandboxed_allowed_at, json.dumps(list(info.knowledge)),
                    info.project_id, info.origin, grants,
                ),
            )  # fmt: skip

    def update_session(self, session_id: str, **fields: Any) -> bool:
        unknown = set(fields) - _EDITABLE
        if unknown:
            raise ValueError(f"cannot change {sorted(unknown)}")
        if not fields:
            return self.get_session(session_id) is not None
        values = [int(v) if isinstance(v, bool) else v for v in fields.values()]
        assignments = ", ".join(f"{name} = ?" for name in fields)
        with self.transaction() as c:
            cur = c.execute(
                f"UPDATE sessions SET {assignments}, updated_at = ? WHERE id = ?",
                (*values, time.time(), session_id),
            )
        return cur.rowcount > 0

    def get_session(self, session_id: str) -> SessionInfo | None:
        row = self.conn.execute(
            f"SELECT {SESSION_COLUMNS} FROM sessions WHERE id = ?", (session_id,)
        ).fetchone()
        if row is None:
            return None
        count = self.conn.execute(
            "SELECT COUNT(*) FROM messages WHERE session_id = ?", (session_id,)
        ).fetchone()[0]
        return session_from_row(row, count)

    def session_grants(self, session_id: str) -> str:
        row = self.conn.execute("SELECT grants FROM sessions WHERE id = ?", (session_id,)).fetchone()
        return str(row[0]) if row else "[]"

    def find_session(self, prefix: str) -> SessionInfo | None:
        """By full id or an unambiguous prefix (as people type them)."""
        exact = self.get_session(prefix)
        if exact is not None:
            return exact
        rows = self.conn.execute(
            "SELECT id FROM sessions WHERE id >= ? AND id < ? LIMIT 2", (prefix, prefix + "\uffff")
        ).fetchall()
        return self.get_session(rows[0][0]) if len(rows) == 1 else None

    def list_sessions(
        self, limit: int = 200, *, include_archived: bool = False, project_id: str | None = None
    ) -> list[SessionInfo]:
        """The newest sessions, pinned first (versions left out); with `project_id`, only that project's."""
        where = "WHERE branch_of IS NULL" + ("" if include_archived else " AND archived = 0")
        params: list[object] = []
        if project_id is not None:
            where += " AND project_id = ?"
            params.append(project_id)
        rows = self.conn.execute(
            f"SELECT {SESSION_COLUMNS} FROM sessions {where} ORDER BY pinned DESC, updated_at DESC LIMIT ?",
            (*params, limit),
        ).fetchall()
        return [session_from_row(r) for r in rows]

    def delete_session(self, session_id: str) -> bool:
        return self.delete_session_files(session_id)[0]

    def delete_session_files(self, session_id: str) -> tuple[bool, list[str]]:
        """Delete a session (its versions too); also returns the attached files no message names any
        more, for the caller to delete."""
        with self.transaction() as c:
            used = self.attachment_ids(session_id)
            cur = c.execute("DELETE FROM sessions WHERE id = ?", (session_id,))
            orphans = sorted(used - self.named_attachments(used))
        return cur.rowcount > 0, orphans

    def set_pinned(self, message_id: str, pinned: bool) -> bool:
        """Pin a message (kept word for word when earlier turns are summarised) or unpin it."""
        with self.transaction() as c:
            cur = c.execute("UPDATE messages SET pinned = ? WHERE id = ?", (int(pinned), message_id))
        return cur.rowcount > 0

    # ---- attached files ----

    def attachment_ids(self, session_id: str) -> set[str]:
        """The files a session's messages (and its hidden versions') attach."""
        rows = self.conn.execute(
            "WITH RECURSIVE tree(id) AS (SELECT ? UNION SELECT s.id FROM sessions s JOIN tree "
            "ON s.branch_of = tree.id) "
            "SELECT DISTINCT json_extract(p.data, '$.sha256') FROM parts p "
            "JOIN messages m ON m.id = p.message_id "
            "WHERE p.kind = 'attachment' AND m.session_id IN (SELECT id FROM tree)",
            (session_id,),
        ).fetchall()
        return {row[0] for row in rows if row[0]}

    def named_attachments(self, ids: Iterable[str] | None = None) -> set[str]:
        """Which of `ids` (None: any) some message still attaches."""
        query = "SELECT DISTINCT json_extract(data, '$.sha256') FROM parts WHERE kind = 'attachment'"
        if ids is None:
            return {row[0] for row in self.conn.execute(query).fetchall() if row[0]}
        wanted = list(ids)
        found: set[str] = set()
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            marks = ",".join("?" * len(chunk))
            rows = self.conn.execute(
                f"{query} AND json_extract(data, '$.sha256') IN ({marks})", chunk
            ).fetchall()
            found.update(row[0] for row in rows if row[0])
        return found

    # ---- messages ----

    def add_message(self, session_id: str, message: Message) -> int:
        """Insert a message with its parts; returns its sequence number in the session."""
        created = message.created_at or time.time()
        usage = message.usage or Usage()
        error = message.meta.get("error")
        with self.transaction() as c:
            seq = c.execute(
                "SELECT COALESCE(MAX(seq), 0) + 1 FROM messages WHERE session_id = ?", (session_id,)
            ).fetchone()[0]
            c.execute(
                f"INSERT INTO messages ({MESSAGE_COLUMNS}) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    message.id, session_id, seq, message.role, message.status, created,
                    message.meta.get("model"), message.meta.get("provider"),
                    message.finish_reason.value if message.finish_reason else None,
                    json.dumps(error) if error else None,
                    usage.input_tokens, usage.output_tokens,
                    usage.cache_read_tokens, usage.cache_write_tokens,
                    int(bool(message.meta.get("pinned"))),
                    _citations(message.meta.get("citations")),
                ),
            )  # fmt: skip
            self._insert_parts(c, message.id, enumerate(message.parts))
            c.execute("UPDATE sessions SET updated_at = ? WHERE id = ?", (created, session_id))
        message.meta["seq"] = seq
        return int(seq)

    @staticmethod
    def _insert_parts(c: sqlite3.Connection, message_id: str, parts: Iterable[tuple[int, Part]]) -> None:
        c.executemany(
            "INSERT INTO parts (message_id, idx, kind, text, data) VALUES (?,?,?,?,?)",
            [(message_id, idx, *part_to_row(part)) for idx, part in parts],
        )

    def finish_message(
        self,
        message_id: str,
        status: MessageStatus,
        *,
        finish_reason: FinishReason | None = None,
        usage: Usage | None = None,
        error: dict[str, Any] | None = None,
        citations: dict[str, Any] | None = None,
    ) -> None:
        sets = ["status = ?"]
        values: list[Any] = [status]
        if finish_reason is not None:
            sets.append("finish_reason = ?")
            values.append(finish_reason.value)
        if usage is not None:
            sets.append("input_tokens = ?, output_tokens = ?, cache_read_tokens = ?, cache_write_tokens = ?")
            values += [
                usage.input_tokens,
                usage.output_tokens,
                usage.cache_read_tokens,
                usage.cache_write_tokens,
            ]
        if error is not None:
            sets.append("error = ?")
            values.append(json.dumps(error))
        if citations:
            sets.append("citations = ?")
            values.append(_citations(citations))
        with self.transaction() as c:
            c.execute(f"UPDATE messages SET {', '.join(sets)} WHERE id = ?", (*values, message_id))

    def append_chunks(self, chunks: Sequence[tuple[str, int, str, str]]) -> None:
        """Streamed deltas (message id, part index, kind, text), stored as they are, in order."""
        if not chunks:
            return
        with self.transaction() as c:
            for message_id, idx, kind, text in chunks:
                c.execute(
                    "INSERT INTO part_chunks (message_id, idx, seq, kind, text) VALUES (?, ?, (SELECT "
                    "COALESCE(MAX(seq), 0) + 1 FROM part_chunks WHERE message_id = ? AND idx = ?), ?, ?)",
                    (message_id, idx, message_id, idx, kind, text),
                )

    def end_part(self, message_id: str, idx: int, part: Part) -> None:
        """The finished part replaces its streamed chunks."""
        with self.transaction() as c:
            c.execute("DELETE FROM part_chunks WHERE message_id = ? AND idx = ?", (message_id, idx))
            # An upsert, not INSERT OR REPLACE: REPLACE's hidden delete would skip the search index trigger.
            c.execute(
                "INSERT INTO parts (message_id, idx, kind, text, data) VALUES (?,?,?,?,?) "
                "ON CONFLICT (message_id, idx) DO UPDATE SET "
                "kind = excluded.kind, text = excluded.text, data = excluded.data",
                (message_id, idx, *part_to_row(part)),
            )

    def set_call_state(self, message_id: str, idx: int, state: ToolCallState) -> None:
        with self.transaction() as c:
            c.execute(
                "UPDATE parts SET data = json_set(data, '$.state', ?) WHERE message_id = ? AND idx = ?",
                (state.value, message_id, idx),
            )

    def load_messages(
        self, session_id: str, *, limit: int | None = None, before_seq: int | None = None
    ) -> list[Message]:
        """Oldest first. With `limit`: the newest `limit` messages (before `before_seq`, for paging up)."""
        where = "session_id = ?"
        args: list[object] = [session_id]
        if before_seq is not None:
            where += " AND seq < ?"
            args.append(before_seq)
        if limit is None:
            rows = self.conn.execute(
                f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE {where} ORDER BY seq", args
            ).fetchall()
        else:
            rows = self.conn.execute(
                f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE {where} ORDER BY seq DESC LIMIT ?",
                (*args, limit),
            ).fetchall()
            rows.reverse()
        messages = [message_from_row(r) for r in rows]
        self._attach_parts(messages)
        return messages

    def _attach_parts(self, messages: list[Message]) -> None:
        by_id = {m.id: m for m in messages}
        ids = list(by_id)
        for start in range(0, len(ids), 500):
            batch = ids[start : start + 500]
            marks = ",".join("?" * len(batch))
            for mid, _idx, kind, text, data in self.conn.execute(
                f"SELECT message_id, idx, kind, text, data FROM parts WHERE message_id IN ({marks}) "
                "ORDER BY message_id, idx",
                batch,
            ):
                by_id[mid].parts.append(part_from_row(kind, text, data))
        for message in messages:
            if message.status == "streaming":  # still being written: show what has streamed so far
                message.parts = self.parts_with_chunks(message.id)

    def parts_with_chunks(self, message_id: str) -> list[Part]:
        """The ended parts plus the text of parts that were still streaming, in part order."""
        rows: dict[int, Part] = {
            idx: part_from_row(kind, text, data)
            for idx, kind, text, data in self.conn.execute(
                "SELECT idx, kind, text, data FROM parts WHERE message_id = ?", (message_id,)
            )
        }
        pending: dict[int, tuple[str, list[str]]] = {}
        for idx, kind, text in self.conn.execute(
            "SELECT idx, kind, text FROM part_chunks WHERE message_id = ? ORDER BY idx, seq", (message_id,)
        ):
            if idx not in rows:
                pending.setdefault(idx, (kind, []))[1].append(text)
        for idx, (kind, texts) in pending.items():
            if kind in ("text", "reasoning"):
                rows[idx] = part_from_row(kind, "".join(texts), "{}")
        return [rows[i] for i in sorted(rows)]

    def message_count(self, session_id: str) -> int:
        return int(
            self.conn.execute("SELECT COUNT(*) FROM messages WHERE session_id = ?", (session_id,)).fetchone()[
                0
            ]
        )
