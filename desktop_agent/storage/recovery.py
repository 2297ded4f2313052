"""After a crash: streaming messages become interrupted (keeping their text), and every tool call
without a result gets a "not executed" one, so the history is valid for both APIs. Nothing is re-run."""

from __future__ import annotations

import json
import logging
import time
import uuid
from dataclasses import dataclass

from desktop_agent.domain.messages import ToolCallPart, ToolCallState, ToolResultPart
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.rows import part_to_row

log = logging.getLogger(__name__)

NOT_EXECUTED = "Not executed: Desktop Agent closed before this call finished."
RESULT_LOST = "This call ran, but Desktop Agent closed before its result was saved; the result is lost."
_RAN = frozenset({"completed", "error"})


@dataclass(frozen=True, slots=True)
class RecoveryReport:
    interrupted_messages: int
    results_added: int


def recover(repo: HistoryRepository) -> RecoveryReport:
    c = repo.conn
    with repo.transaction():
        streaming = [row[0] for row in c.execute("SELECT id FROM messages WHERE status = 'streaming'")]
        for message_id in streaming:
            _fold_chunks(repo, message_id)
        c.execute("UPDATE messages SET status = 'interrupted' WHERE status = 'streaming'")
        c.execute("DELETE FROM part_chunks")
        added = _answer_open_calls(repo)
    if streaming or added:
        log.info("Recovered %d interrupted messages, added %d missing tool results", len(streaming), added)
    return RecoveryReport(len(streaming), added)


def _fold_chunks(repo: HistoryRepository, message_id: str) -> None:
    """Streamed text becomes a part; a tool call whose arguments were still arriving is dropped."""
    kept = repo.parts_with_chunks(message_id)
    repo.conn.execute("DELETE FROM parts WHERE message_id = ?", (message_id,))
    repo.conn.executemany(
        "INSERT INTO parts (message_id, idx, kind, text, data) VALUES (?,?,?,?,?)",
        [(message_id, idx, *part_to_row(p)) for idx, p in enumerate(kept)],
    )


def _answer_open_calls(repo: HistoryRepository) -> int:
    c = repo.conn
    rows = c.execute(
        """
        SELECT m.id, m.session_id, m.seq, p.idx, p.text, p.data
        FROM parts p JOIN messages m ON m.id = p.message_id
        WHERE p.kind = 'tool_call'
          AND json_extract(p.data, '$.call_id') NOT IN (
              SELECT json_extract(r.data, '$.call_id') FROM parts r
              JOIN messages rm ON rm.id = r.message_id
              WHERE r.kind = 'tool_result' AND rm.session_id = m.session_id AND rm.seq = m.seq + 1
          )
        ORDER BY m.session_id, m.seq, p.idx
        """
    ).fetchall()
    added = 0
    for message_id, session_id, seq, idx, _args, data in rows:
        call, state = _call(data)
        ran = state in _RAN
        result_message = c.execute(
            "SELECT id, role FROM messages WHERE session_id = ? AND seq = ?", (session_id, seq + 1)
        ).fetchone()
        if result_message is None:
            result_id = f"msg_rec_{uuid.uuid4().hex}"
            c.execute(
                "INSERT INTO messages (id, session_id, seq, role, status, created_at) "
                "VALUES (?, ?, ?, 'tool', 'interrupted', ?)",
                (result_id, session_id, seq + 1, time.time()),
            )
        elif result_message[1] != "tool":
            log.error(
                "Session %s: message after %s is not a tool message; not repairing", session_id, message_id
            )
            continue
        else:
            result_id = result_message[0]
            c.execute("UPDATE messages SET status = 'interrupted' WHERE id = ?", (result_id,))
        next_idx = c.execute(
            "SELECT COALESCE(MAX(idx), -1) + 1 FROM parts WHERE message_id = ?", (result_id,)
        ).fetchone()[0]
        if ran:  # never claim a call that ran did not
            result = ToolResultPart(call.call_id, call.name, RESULT_LOST, True, ToolCallState(state))
        else:
            result = ToolResultPart(call.call_id, call.name, NOT_EXECUTED, True, ToolCallState.INTERRUPTED)
        c.execute(
            "INSERT INTO parts (message_id, idx, kind, text, data) VALUES (?,?,?,?,?)",
            (result_id, next_idx, *part_to_row(result)),
        )
        added += 1
        if ran:
            continue
        c.execute(
            "UPDATE parts SET data = json_set(data, '$.state', 'interrupted') "
            "WHERE message_id = ? AND idx = ?",
            (message_id, idx),
        )
    _order_results(repo)
    return added


def _call(data: str) -> tuple[ToolCallPart, str]:
    d = json.loads(data)
    return ToolCallPart(d["call_id"], d["name"], "{}"), str(d.get("state", "pending"))


def _order_results(repo: HistoryRepository) -> None:
    """Results must follow their calls' order; recovered ones were appended at the end."""
    c = repo.conn
    for result_id, call_msg in c.execute(
        """
        SELECT r.id, a.id FROM messages r JOIN messages a
        ON a.session_id = r.session_id AND a.seq = r.seq - 1
        WHERE r.role = 'tool' AND r.status = 'interrupted'
        """
    ).fetchall():
        order = {
            json_id: i
            for i, (json_id,) in enumerate(
                c.execute(
                    "SELECT json_extract(data, '$.call_id') FROM parts "
                    "WHERE message_id = ? AND kind = 'tool_call' "
                    "ORDER BY idx",
                    (call_msg,),
                )
            )
        }
        results = c.execute(
            "SELECT idx, kind, text, data, json_extract(data, '$.call_id') FROM parts WHERE message_id = ?",
            (result_id,),
        ).fetchall()
        if [r[4] for r in sorted(results, key=lambda r: r[0])] == sorted(
            (r[4] for r in results), key=lambda cid: order.get(cid, 1 << 30)
        ):
            continue
        c.execute("DELETE FROM parts WHERE message_id = ?", (result_id,))
        ordered = sorted(results, key=lambda r: order.get(r[4], 1 << 30))
        c.executemany(
            "INSERT INTO parts (message_id, idx, kind, text, data) VALUES (?,?,?,?,?)",
            [(result_id, i, kind, text, data) for i, (_idx, kind, text, data, _cid) in enumerate(ordered)],
        )
