"""Projects in the history database (`domain.projects`), and which project each session belongs to.

Synchronous: HistoryStore runs these on its own thread. Names and folders are checked by the caller
(`core.projects`); here they are only stored. A name is unique whatever its case (the database's index
says so too).
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Sequence
from typing import Any

from desktop_agent.domain.ids import new_id
from desktop_agent.domain.projects import Project
from desktop_agent.storage.repository import HistoryRepository

_COLUMNS = (
    "id, name, workspace, instructions, provider, model, agent, knowledge, mcp_servers, collapsed, "
    "created_at, updated_at"
)
EDITABLE = frozenset(
    {
        "name",
        "workspace",
        "instructions",
        "provider",
        "model",
        "agent",
        "knowledge",
        "mcp_servers",
        "collapsed",
    }
)


def _project(row: sqlite3.Row | tuple[Any, ...]) -> Project:
    (pid, name, workspace, instructions, provider, model, agent, knowledge, servers, collapsed) = row[:10]
    return Project(
        id=str(pid),
        name=str(name),
        workspace=str(workspace),
        instructions=str(instructions),
        provider=str(provider),
        model=str(model),
        agent=str(agent),
        knowledge=tuple(json.loads(knowledge or "[]")),
        mcp_servers=None if servers is None else tuple(json.loads(servers)),
        collapsed=bool(collapsed),
        created_at=float(row[10]),
        updated_at=float(row[11]),
    )


def _stored(name: str, value: Any) -> Any:
    """A field as its column holds it."""
    if name == "knowledge":
        return json.dumps(list(value), ensure_ascii=False)
    if name == "mcp_servers":
        return None if value is None else json.dumps(list(value), ensure_ascii=False)
    if name == "collapsed":
        return int(bool(value))
    return value


def list_projects(repo: HistoryRepository) -> list[Project]:
    """Every project, by name (any case)."""
    rows = repo.conn.execute(f"SELECT {_COLUMNS} FROM projects ORDER BY name COLLATE NOCASE, id").fetchall()
    return [_project(r) for r in rows]


def get_project(repo: HistoryRepository, project_id: str) -> Project | None:
    row = repo.conn.execute(f"SELECT {_COLUMNS} FROM projects WHERE id = ?", (project_id,)).fetchone()
    return None if row is None else _project(row)


def project_named(repo: HistoryRepository, name: str) -> Project | None:
    """The project with this name, whatever its case."""
    row = repo.conn.execute(
        f"SELECT {_COLUMNS} FROM projects WHERE name = ? COLLATE NOCASE", (name,)
    ).fetchone()
    return None if row is None else _project(row)


def find_projects(repo: HistoryRepository, wanted: str) -> list[Project]:
    """By name (any case), by id, or by the start of an id: what the terminal accepts."""
    exact = project_named(repo, wanted) or get_project(repo, wanted)
    if exact is not None:
        return [exact]
    escaped = wanted.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    rows = repo.conn.execute(
        f"SELECT {_COLUMNS} FROM projects WHERE id LIKE ? ESCAPE '\\' ORDER BY id LIMIT 5", (escaped + "%",)
    ).fetchall()
    return [_project(r) for r in rows]


def add_project(repo: HistoryRepository, name: str, **fields: Any) -> Project:
    """A new project (sqlite3.IntegrityError when the name is taken, in any case)."""
    unknown = set(fields) - EDITABLE
    if unknown:
        raise ValueError(f"projects have no {sorted(unknown)}")
    now = time.time()
    values = {"name": name, **fields}
    columns = ["id", *values, "created_at", "updated_at"]
    params = [new_id("prj"), *(_stored(k, v) for k, v in values.items()), now, now]
    with repo.transaction() as conn:
        conn.execute(
            f"INSERT INTO projects ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})", params
        )
    made = get_project(repo, str(params[0]))
    assert made is not None
    return made


def change_project(repo: HistoryRepository, project_id: str, **fields: Any) -> Project | None:
    """Change some of a project's fields; None when there is no such project (sqlite3.IntegrityError when
    a new name is taken)."""
    unknown = set(fields) - EDITABLE
    if unknown:
        raise ValueError(f"projects have no {sorted(unknown)}")
    if fields:
        sets = ", ".join(f"{name} = ?" for name in fields)
        values = [_stored(k, v) for k, v in fields.items()]
        with repo.transaction() as conn:
            conn.execute(
                f"UPDATE projects SET {sets}, updated_at = ? WHERE id = ?", (*values, time.time(), project_id)
            )
    return get_project(repo, project_id)


def delete_project(repo: HistoryRepository, project_id: str) -> tuple[int, int] | None:
    """Delete a project: its sessions stay, outside any project, and its memories are deleted with it
    (they were the project's only). Returns (sessions let go, memories deleted); None when there was none."""
    with repo.transaction() as conn:
        if get_project(repo, project_id) is None:
            return None
        sessions = conn.execute(
            "UPDATE sessions SET project_id = NULL WHERE project_id = ?", (project_id,)
        ).rowcount
        memories = conn.execute(
            "SELECT COUNT(*) FROM memories WHERE project_id = ? AND status = 'kept'", (project_id,)
        ).fetchone()[0]
        conn.execute("DELETE FROM memories WHERE project_id = ?", (project_id,))
        conn.execute("DELETE FROM projects WHERE id = ?", (project_id,))
    return sessions, int(memories)


def move_session(repo: HistoryRepository, session_id: str, project_id: str | None) -> bool:
    """Put a session (and its hidden earlier versions) in a project, or outside any (None). False when
    there is no such session. Its place in the list (when it was last used) does not change."""
    with repo.transaction() as conn:
        cur = conn.execute(
            "UPDATE sessions SET project_id = ? WHERE id IN (WITH RECURSIVE tree(id) AS (SELECT ? UNION "
            "SELECT s.id FROM sessions s JOIN tree ON s.branch_of = tree.id) SELECT id FROM tree)",
            (project_id, session_id),
        )
    return cur.rowcount > 0


def project_of_session(repo: HistoryRepository, session_id: str) -> Project | None:
    """The project a session belongs to (None: outside any, or no such session)."""
    row = repo.conn.execute(
        f"SELECT {', '.join('p.' + c.strip() for c in _COLUMNS.split(','))} FROM projects p "
        "JOIN sessions s ON s.project_id = p.id WHERE s.id = ?",
        (session_id,),
    ).fetchone()
    return None if row is None else _project(row)


def sessions_in(repo: HistoryRepository, project_id: str | None) -> list[str]:
    """The ids of a project's sessions (None: those outside any project), versions left out."""
    where = "project_id IS NULL" if project_id is None else "project_id = ?"
    params: Sequence[object] = () if project_id is None else (project_id,)
    rows = repo.conn.execute(
        f"SELECT id FROM sessions WHERE {where} AND branch_of IS NULL ORDER BY updated_at DESC", params
    ).fetchall()
    return [str(r[0]) for r in rows]
