"""Schema migrations: append-only. Version N is reached by running MIGRATIONS[0..N-1] in order.

Never edit a migration that has shipped; add a new one.
"""

from __future__ import annotations

V1 = """
CREATE TABLE sessions (
    id          TEXT PRIMARY KEY,
    title       TEXT NOT NULL DEFAULT '',
    agent       TEXT NOT NULL,
    provider    TEXT NOT NULL,
    model       TEXT NOT NULL,
    workspace   TEXT NOT NULL,
    created_at  REAL NOT NULL,
    updated_at  REAL NOT NULL,
    pinned      INTEGER NOT NULL DEFAULT 0,
    archived    INTEGER NOT NULL DEFAULT 0,
    grants      TEXT NOT NULL DEFAULT '[]'
) STRICT;
CREATE INDEX sessions_by_recency ON sessions (archived, pinned DESC, updated_at DESC);

CREATE TABLE messages (
    id            TEXT PRIMARY KEY,
    session_id    TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    seq           INTEGER NOT NULL,
    role          TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'tool')),
    status        TEXT NOT NULL CHECK (status IN ('streaming', 'complete', 'interrupted', 'error')),
    created_at    REAL NOT NULL,
    model         TEXT,
    provider      TEXT,
    finish_reason TEXT,
    error         TEXT,
    input_tokens        INTEGER NOT NULL DEFAULT 0,
    output_tokens       INTEGER NOT NULL DEFAULT 0,
    cache_read_tokens   INTEGER NOT NULL DEFAULT 0,
    cache_write_tokens  INTEGER NOT NULL DEFAULT 0,
    UNIQUE (session_id, seq)
) STRICT;

CREATE TABLE parts (
    message_id  TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
    idx         INTEGER NOT NULL,
    kind        TEXT NOT NULL CHECK (kind IN ('text', 'reasoning', 'tool_call', 'tool_result')),
    text        TEXT NOT NULL DEFAULT '',
    data        TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (message_id, idx)
) STRICT;

-- Text that is still streaming, kept as the deltas themselves (never rewritten); folded into `parts`
-- when the part ends, or by recovery after a crash.
CREATE TABLE part_chunks (
    message_id  TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
    idx         INTEGER NOT NULL,
    seq         INTEGER NOT NULL,
    kind        TEXT NOT NULL,
    text        TEXT NOT NULL,
    PRIMARY KEY (message_id, idx, seq)
) STRICT;
"""

V2 = """
CREATE VIRTUAL TABLE parts_fts USING fts5 (
    text, content = 'parts', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO parts_fts (rowid, text) SELECT rowid, text FROM parts;
CREATE TRIGGER parts_fts_insert AFTER INSERT ON parts BEGIN
    INSERT INTO parts_fts (rowid, text) VALUES (new.rowid, new.text);
END;
CREATE TRIGGER parts_fts_delete AFTER DELETE ON parts BEGIN
    INSERT INTO parts_fts (parts_fts, rowid, text) VALUES ('delete', old.rowid, old.text);
END;
CREATE TRIGGER parts_fts_update AFTER UPDATE OF text ON parts BEGIN
    INSERT INTO parts_fts (parts_fts, rowid, text) VALUES ('delete', old.rowid, old.text);
    INSERT INTO parts_fts (rowid, text) VALUES (new.rowid, new.text);
END;
CREATE INDEX messages_by_day ON messages (created_at);
"""

# A prefix index for 2- and 3-letter prefixes: search-as-you-type ("th", "the"*) stays fast on huge histories.
V3 = """
DROP TRIGGER parts_fts_insert;
DROP TRIGGER parts_fts_delete;
DROP TRIGGER parts_fts_update;
DROP TABLE parts_fts;
CREATE VIRTUAL TABLE parts_fts USING fts5 (
    text, content = 'parts', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2',
    prefix = '2 3'
);
INSERT INTO parts_fts (parts_fts) VALUES ('rebuild');
CREATE TRIGGER parts_fts_insert AFTER INSERT ON parts BEGIN
    INSERT INTO parts_fts (rowid, text) VALUES (new.rowid, new.text);
END;
CREATE TRIGGER parts_fts_delete AFTER DELETE ON parts BEGIN
    INSERT INTO parts_fts (parts_fts, rowid, text) VALUES ('delete', old.rowid, old.text);
END;
CREATE TRIGGER parts_fts_update AFTER UPDATE OF text ON parts BEGIN
    INSERT INTO parts_fts (parts_fts, rowid, text) VALUES ('delete', old.rowid, old.text);
    INSERT INTO parts_fts (rowid, text) VALUES (new.rowid, new.text);
END;
"""

# Versions of a conversation: editing a sent message (or regenerating an answer) moves the later messages
# into a hidden session that records where it branched off; switching versions swaps the tails back.
V4 = """
ALTER TABLE sessions ADD COLUMN branch_of TEXT REFERENCES sessions (id) ON DELETE CASCADE;
ALTER TABLE sessions ADD COLUMN branch_at INTEGER;
CREATE INDEX sessions_branches ON sessions (branch_of, branch_at) WHERE branch_of IS NOT NULL;
"""

# The endpoint a session was begun on when it is not the provider's configured one (e.g. the CLI's
# --base-url): continuing the session goes there again. '' = the provider's endpoint from the settings.
V5 = """
ALTER TABLE sessions ADD COLUMN base_url TEXT NOT NULL DEFAULT '';
"""

# One turn at a time per session, across processes (the window and a CLI run on the same history): the
# process answering holds its session's row until the turn ends; a row whose process is gone is stale.
V6 = """
CREATE TABLE session_runs (
    session_id  TEXT PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
    pid         INTEGER NOT NULL,
    host        TEXT NOT NULL,
    started_at  REAL NOT NULL
) STRICT;
"""

# The session's own instructions, which the person writes for it: the last section of its system prompt.
V7 = """
ALTER TABLE sessions ADD COLUMN instructions TEXT NOT NULL DEFAULT '';
"""

# Compactions: earlier messages sent to the model as a summary (the messages stay as they are).
V8 = """
CREATE TABLE compactions (
    id             TEXT PRIMARY KEY,
    session_id     TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    through_id     TEXT NOT NULL,
    after_id       TEXT NOT NULL,
    summary        TEXT NOT NULL,
    messages       INTEGER NOT NULL,
    tokens_before  INTEGER NOT NULL,
    tokens_after   INTEGER NOT NULL,
    created_at     REAL NOT NULL,
    automatic      INTEGER NOT NULL DEFAULT 1,
    undone         INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX compactions_session ON compactions (session_id, created_at);
"""

# Attachments, and pinned messages (kept word for word when earlier turns are summarised).
# A part may be a file the person attached ('attachment': its name is what search finds, its
# data names the stored file by its SHA-256). SQLite cannot change a CHECK, so the table is rebuilt with
# the same rowids (the full-text index keeps pointing at the same rows).
V9 = """
DROP TRIGGER parts_fts_insert;
DROP TRIGGER parts_fts_delete;
DROP TRIGGER parts_fts_update;
CREATE TABLE parts_v9 (
    message_id  TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
    idx         INTEGER NOT NULL,
    kind        TEXT NOT NULL
                CHECK (kind IN ('text', 'reasoning', 'tool_call', 'tool_result', 'attachment')),
    text        TEXT NOT NULL DEFAULT '',
    data        TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (message_id, idx)
) STRICT;
INSERT INTO parts_v9 (rowid, message_id, idx, kind, text, data)
    SELECT rowid, message_id, idx, kind, text, data FROM parts;
DROP TABLE parts;
ALTER TABLE parts_v9 RENAME TO parts;
CREATE TRIGGER parts_fts_insert AFTER INSERT ON parts BEGIN
    INSERT INTO parts_fts (rowid, text) VALUES (new.rowid, new.text);
END;
CREATE TRIGGER parts_fts_delete AFTER DELETE ON parts BEGIN
    INSERT INTO parts_fts (parts_fts, rowid, text) VALUES ('delete', old.rowid, old.text);
END;
CREATE TRIGGER parts_fts_update AFTER UPDATE OF text ON parts BEGIN
    INSERT INTO parts_fts (parts_fts, rowid, text) VALUES ('delete', old.rowid, old.text);
    INSERT INTO parts_fts (rowid, text) VALUES (new.rowid, new.text);
END;
CREATE INDEX parts_attachments ON parts (json_extract(data, '$.sha256')) WHERE kind = 'attachment';
ALTER TABLE messages ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0;
"""

# When a run first let commands outside the sandbox go unasked (`--dangerously-allow-unsandboxed`):
# recorded with the session, never cleared by the app.
V10 = """
ALTER TABLE sessions ADD COLUMN unsandboxed_allowed_at REAL;
"""

# Context windows learnt from servers' refusals ("maximum context length is N"), per provider, endpoint and
# model: the next turn and the next session compact in time. `exact`: the server said the number; 0: an
# upper bound from the size of the request it refused. The settings' `context_windows` win over these.
V11 = """
CREATE TABLE learnt_windows (
    provider   TEXT NOT NULL,
    endpoint   TEXT NOT NULL,
    model      TEXT NOT NULL,
    tokens     INTEGER NOT NULL,
    exact      INTEGER NOT NULL,
    learnt_at  REAL NOT NULL,
    PRIMARY KEY (provider, endpoint, model)
) STRICT;
"""

# Knowledge: the knowledge bases a session searches (a JSON list of names), and what an answer cited
# (`domain.citations`: the passages and pages it could back, the ids it could not), kept as the answer ends.
V12 = """
ALTER TABLE sessions ADD COLUMN knowledge TEXT NOT NULL DEFAULT '[]';
ALTER TABLE messages ADD COLUMN citations TEXT;
"""

# Memories: short facts the person keeps (`domain.memory`). `project_id` NULL is everywhere; a project's
# id once projects exist. A model's proposal is 'pending' until the person keeps or drops it. Each change
# keeps what the memory was before it in `memory_changes`, so edits and removals can be undone.
V13 = """
CREATE TABLE memories (
    id            TEXT PRIMARY KEY,
    text          TEXT NOT NULL,
    status        TEXT NOT NULL CHECK (status IN ('pending', 'kept', 'dropped', 'removed')),
    project_id    TEXT,
    session_id    TEXT,
    call_id       TEXT,
    edited        INTEGER NOT NULL DEFAULT 0,
    created_at    REAL NOT NULL,
    updated_at    REAL NOT NULL,
    last_used_at  REAL
) STRICT;
CREATE INDEX memories_by_status ON memories (status, project_id);
CREATE INDEX memories_by_session ON memories (session_id) WHERE session_id IS NOT NULL;
CREATE TABLE memory_changes (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    memory_id      TEXT NOT NULL REFERENCES memories (id) ON DELETE CASCADE,
    action         TEXT NOT NULL,
    before_text    TEXT NOT NULL,
    before_status  TEXT,
    before_edited  INTEGER NOT NULL DEFAULT 0,
    at             REAL NOT NULL,
    undone         INTEGER NOT NULL DEFAULT 0
) STRICT;
"""

# Projects: sessions grouped with what they share (`domain.projects`): a workspace, instructions, a default
# model and profile, knowledge bases, the MCP servers it may use (NULL: every enabled one) and its own
# memories (`memories.project_id`). Deleting a project leaves its sessions, outside any project. A memory's
# change keeps its scope before (`before_project_id`, NULL: everywhere), so moving it to a project is undone.
V14 = """
CREATE TABLE projects (
    id            TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    workspace     TEXT NOT NULL DEFAULT '',
    instructions  TEXT NOT NULL DEFAULT '',
    provider      TEXT NOT NULL DEFAULT '',
    model         TEXT NOT NULL DEFAULT '',
    agent         TEXT NOT NULL DEFAULT '',
    knowledge     TEXT NOT NULL DEFAULT '[]',
    mcp_servers   TEXT,
    collapsed     INTEGER NOT NULL DEFAULT 0,
    created_at    REAL NOT NULL,
    updated_at    REAL NOT NULL
) STRICT;
CREATE UNIQUE INDEX projects_by_name ON projects (name COLLATE NOCASE);
ALTER TABLE sessions ADD COLUMN project_id TEXT REFERENCES projects (id) ON DELETE SET NULL;
CREATE INDEX sessions_by_project ON sessions (project_id) WHERE project_id IS NOT NULL;
ALTER TABLE memory_changes ADD COLUMN before_project_id TEXT;
"""

# Scheduled runs (`domain.schedules`): a job is a prompt (or a skill, or a session to go on with) on a
# schedule, with what it may do unattended (`allow`: permission rules as written), its budget and time
# limit; no secret is ever stored here. `schedule_runs` keeps each run (one running per job at a time: the
# running row names its process); `last_slot` is the last slot run, so missed slots run once. A session a
# run made is marked `origin = 'scheduled'`.
V15 = """
CREATE TABLE schedule_jobs (
    id            TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    schedule      TEXT NOT NULL,
    prompt        TEXT NOT NULL DEFAULT '',
    skill         TEXT NOT NULL DEFAULT '',
    session_id    TEXT NOT NULL DEFAULT '',
    workspace     TEXT NOT NULL,
    agent         TEXT NOT NULL DEFAULT 'build',
    provider      TEXT NOT NULL,
    model         TEXT NOT NULL,
    base_url      TEXT NOT NULL DEFAULT '',
    allow         TEXT NOT NULL DEFAULT '[]',
    max_steps     INTEGER,
    max_tokens    INTEGER,
    budget_usd    TEXT,
    time_limit_s  REAL,
    enabled       INTEGER NOT NULL DEFAULT 1,
    last_slot     REAL,
    created_at    REAL NOT NULL,
    updated_at    REAL NOT NULL
) STRICT;
CREATE UNIQUE INDEX schedule_jobs_by_name ON schedule_jobs (name COLLATE NOCASE);
CREATE TABLE schedule_runs (
    id            TEXT PRIMARY KEY,
    job_id        TEXT NOT NULL REFERENCES schedule_jobs (id) ON DELETE CASCADE,
    session_id    TEXT,
    trigger       TEXT NOT NULL,
    status        TEXT NOT NULL,
    started_at    REAL NOT NULL,
    ended_at      REAL,
    pid           INTEGER,
    host          TEXT NOT NULL DEFAULT '',
    answer        TEXT NOT NULL DEFAULT '',
    reason        TEXT NOT NULL DEFAULT '',
    refused       TEXT NOT NULL DEFAULT '[]',
    tokens        INTEGER NOT NULL DEFAULT 0,
    cost_usd      TEXT
) STRICT;
CREATE INDEX schedule_runs_by_job ON schedule_runs (job_id, started_at DESC);
ALTER TABLE sessions ADD COLUMN origin TEXT NOT NULL DEFAULT 'chat';
"""

# A scheduled run's refused calls exactly as the permission rules saw them (a JSON list of {tool, subject,
# held}: `domain.schedules.RefusedCall`), so the person can re-run the job with those calls approved; and the
# run a re-run was given them from (`rerun_of`). Runs from before keep '[]': their words stay in `refused`.
V16 = """
ALTER TABLE schedule_runs ADD COLUMN refused_calls TEXT NOT NULL DEFAULT '[]';
ALTER TABLE schedule_runs ADD COLUMN rerun_of TEXT;
"""

MIGRATIONS: tuple[str, ...] = (V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V12, V13, V14, V15, V16)
LATEST = len(MIGRATIONS)
