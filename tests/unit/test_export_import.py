"""Session export (JSON, Markdown) and import, against real SQLite files."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, get_args

import pytest

from desktop_agent.config.settings import ProviderSettings, Settings, save_settings
from desktop_agent.domain.messages import (
    FinishReason,
    Message,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolCallState,
    ToolResultPart,
    Usage,
)
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.secrets.base import MemorySecretStore
from desktop_agent.storage.database import open_database
from desktop_agent.storage.export import (
    EXPORT_FORMAT,
    EXPORT_VERSION,
    FinishName,
    ImportProblem,
    StateName,
    export_json,
    import_json,
)
from desktop_agent.storage.export_markdown import export_markdown
from desktop_agent.storage.repository import HistoryRepository

SID = "ses_0001original"
TITLE = "Fix the `parser` — ünïcødé 🚀"
READ_OUTPUT = "x = 1\n```\nnot the end of a fence\n````\ny = 2\n"
TRUNCATION = "Output truncated: showing 30000 of 91234 characters."
UNCLOSED = "Run this:\n\n```bash\npytest -q"
OpenRepo = Callable[[str], HistoryRepository]


@pytest.fixture
def open_repo(tmp_path: Path) -> Iterator[OpenRepo]:
    connections = []

    def make(name: str) -> HistoryRepository:
        opened = open_database(tmp_path / name)
        assert opened.notice is None
        connections.append(opened.connection)
        return HistoryRepository(opened.connection)

    yield make
    for conn in connections:
        conn.close()


def rich_messages() -> list[Message]:
    return [
        Message(
            "user",
            [TextPart(f"Please read ``a.py`` — naïve café ✓ 日本語\n\n{UNCLOSED}")],
            id="msg_0001",
            created_at=1_700_000_001.125,
        ),
        Message(
            "assistant",
            [
                ReasoningPart("Let me think about `x` and ```y```…", signature="sig-abc==", duration_s=2.5),
                TextPart("I'll look.\n\n```python\nprint('hi')\n```\n"),
                ToolCallPart("call_1", "read_file", '{"path": "a.py"}', ToolCallState.COMPLETED),
                ToolCallPart(
                    "call_2", "shell", '{"command": "pytest -q", "timeout": 30}', ToolCallState.ERROR
                ),
            ],
            id="msg_0002",
            usage=Usage(1200, 340, 1000, 25),
            finish_reason=FinishReason.TOOL_CALLS,
            meta={"model": "claude-x", "provider": "anthropic"},
            created_at=1_700_000_002.5,
        ),
        Message(
            "tool",
            [
                ToolResultPart(
                    "call_1", "read_file", READ_OUTPUT, duration_s=0.012, truncation_note=TRUNCATION
                ),
                ToolResultPart(
                    "call_2",
                    "shell",
                    "exit 1: 3 failed",
                    is_error=True,
                    state=ToolCallState.ERROR,
                    duration_s=3.25,
                ),
            ],
            id="msg_0003",
            created_at=1_700_000_006.0,
        ),
        Message(
            "assistant",
            [ReasoningPart("", redacted="opaque-blob"), TextPart("Partial answer with ``` inline")],
            id="msg_0004",
            status="interrupted",
            meta={
                "model": "claude-x",
                "provider": "anthropic",
                "error": {"kind": "network", "message": "The connection dropped.", "action": "Try again."},
            },
            created_at=1_700_000_007.75,
        ),
    ]


def build_rich(repo: HistoryRepository) -> None:
    info = SessionInfo(
        SID, TITLE, "build", "anthropic", "claude-x", "/home/me/prōject", 1_700_000_000.5, 0.0, pinned=True
    )
    repo.create_session(info, json.dumps([{"tool": "shell", "action": "allow", "pattern": "git *"}]))
    for message in rich_messages():
        repo.add_message(SID, message)
    repo.conn.execute("UPDATE sessions SET updated_at = ? WHERE id = ?", (1_700_000_100.25, SID))


def counts(repo: HistoryRepository) -> tuple[int, ...]:
    return tuple(
        repo.conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
        for table in ("sessions", "messages", "parts", "part_chunks")
    )


def without_exported_at(data: dict[str, Any]) -> dict[str, Any]:
    out = dict(data)
    del out["exported_at"]
    return out


def without_ids(data: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(without_exported_at(data))
    del out["session"]["id"]
    for message in out["messages"]:
        del message["id"]
    return out


def test_export_has_the_documented_shape(open_repo: OpenRepo) -> None:
    repo = open_repo("a.db")
    build_rich(repo)
    data = export_json(repo, SID)
    assert list(data) == ["format", "version", "exported_at", "session", "messages"]
    assert (
        (data["format"], data["version"]) == (EXPORT_FORMAT, EXPORT_VERSION) == ("desktop-agent.session", 1)
    )
    assert data["session"] == {
        "id": SID,
        "title": TITLE,
        "agent": "build",
        "provider": "anthropic",
        "model": "claude-x",
        "workspace": "/home/me/prōject",
        "created_at": 1_700_000_000.5,
        "updated_at": 1_700_000_100.25,
        "pinned": True,
        "archived": False,
        "grants": [{"tool": "shell", "action": "allow", "pattern": "git *"}],
        "instructions": "",
    }
    first, second, third, fourth = data["messages"]
    assert first["usage"] is None and first["role"] == "user"
    assert second["usage"] == {
        "input_tokens": 1200,
        "output_tokens": 340,
        "cache_read_tokens": 1000,
        "cache_write_tokens": 25,
    }
    assert second["finish_reason"] == "tool_calls" and second["model"] == "claude-x"
    assert second["parts"][0] == {
        "kind": "reasoning",
        "text": "Let me think about `x` and ```y```…",
        "signature": "sig-abc==",
        "redacted": None,
        "duration_s": 2.5,
    }
    assert second["parts"][3] == {
        "kind": "tool_call",
        "call_id": "call_2",
        "name": "shell",
        "arguments_json": '{"command": "pytest -q", "timeout": 30}',
        "state": "error",
    }
    assert third["parts"][0] == {
        "kind": "tool_result",
        "call_id": "call_1",
        "name": "read_file",
        "content": READ_OUTPUT,
        "is_error": False,
        "state": "completed",
        "duration_s": 0.012,
        "truncation_note": TRUNCATION,
    }
    assert fourth["status"] == "interrupted"
    assert fourth["error"] == {
        "kind": "network",
        "message": "The connection dropped.",
        "action": "Try again.",
    }
    json.dumps(data, allow_nan=False)  # plain JSON


def test_round_trip_into_a_fresh_database_is_identical(open_repo: OpenRepo) -> None:
    source = open_repo("a.db")
    build_rich(source)
    exported = export_json(source, SID)
    target = open_repo("b.db")
    text = json.dumps(exported, ensure_ascii=False, indent=2)  # as written to a file
    info = import_json(target, json.loads(text))
    assert (info.id, info.title, info.message_count, info.updated_at) == (SID, TITLE, 4, 1_700_000_100.25)
    again = export_json(target, SID)
    assert without_exported_at(again) == without_exported_at(exported)
    # and the text form is accepted as it is
    third = open_repo("c.db")
    assert import_json(third, text).id == SID
    assert without_exported_at(export_json(third, SID)) == without_exported_at(exported)


def test_a_sessions_own_instructions_travel_with_its_export(open_repo: OpenRepo) -> None:
    source = open_repo("a.db")
    build_rich(source)
    source.update_session(SID, instructions="Answer in French.\n«Toujours» poliment.")
    exported = export_json(source, SID)
    assert exported["session"]["instructions"] == "Answer in French.\n«Toujours» poliment."
    info = import_json(open_repo("b.db"), exported)
    assert info.instructions == "Answer in French.\n«Toujours» poliment."
    del exported["session"]["instructions"]  # an export from before they existed
    assert import_json(open_repo("c.db"), exported).instructions == ""


def test_reimported_history_loads_into_equal_domain_messages(open_repo: OpenRepo) -> None:
    source = open_repo("a.db")
    build_rich(source)
    target = open_repo("b.db")
    import_json(target, export_json(source, SID))

    def comparable(m: Message) -> tuple[Any, ...]:
        meta = {k: v for k, v in m.meta.items() if k != "seq"}
        return (m.id, m.role, m.status, m.parts, m.usage, m.finish_reason, meta, m.created_at)

    loaded = target.load_messages(SID)
    assert [comparable(m) for m in loaded] == [comparable(m) for m in source.load_messages(SID)]
    assert [m.parts for m in loaded] == [m.parts for m in rich_messages()]
    assert [m.meta["seq"] for m in loaded] == [1, 2, 3, 4]
    assert target.session_grants(SID) == source.session_grants(SID)


def test_importing_twice_gives_two_new_sessions_and_leaves_the_original(open_repo: OpenRepo) -> None:
    repo = open_repo("a.db")
    build_rich(repo)
    original = export_json(repo, SID)
    first = import_json(repo, original)
    second = import_json(repo, original)
    assert len({SID, first.id, second.id}) == 3
    assert counts(repo)[:3] == (3, 12, 27)
    assert without_exported_at(export_json(repo, SID)) == without_exported_at(original)
    ids = {m["id"] for m in original["messages"]}
    for copy_info in (first, second):
        copied = export_json(repo, copy_info.id)
        assert copied["session"]["id"] == copy_info.id
        assert without_ids(copied) == without_ids(original)  # same order, same everything else
        copied_ids = [m["id"] for m in copied["messages"]]
        assert len(set(copied_ids)) == 4 and not set(copied_ids) & ids


def test_a_clashing_message_id_alone_also_gets_new_ids(open_repo: OpenRepo) -> None:
    repo = open_repo("a.db")
    build_rich(repo)
    data = export_json(repo, SID)
    data["session"]["id"] = "ses_elsewhere"
    info = import_json(repo, data)
    assert info.id not in (SID, "ses_elsewhere")
    assert repo.get_session("ses_elsewhere") is None
    assert not {m.id for m in repo.load_messages(info.id)} & {m["id"] for m in data["messages"]}


def _set(path: tuple[str | int, ...], value: object) -> Callable[[dict[str, Any]], object]:
    def change(data: dict[str, Any]) -> object:
        target: Any = data
        for step in path[:-1]:
            target = target[step]
        target[path[-1]] = value
        return data

    return change


def _drop(path: tuple[str | int, ...]) -> Callable[[dict[str, Any]], object]:
    def change(data: dict[str, Any]) -> object:
        target: Any = data
        for step in path[:-1]:
            target = target[step]
        del target[path[-1]]
        return data

    return change


def _duplicate_id(data: dict[str, Any]) -> object:
    data["messages"][3]["id"] = data["messages"][1]["id"]
    return data


CORRUPTIONS: dict[str, tuple[Callable[[dict[str, Any]], object], str]] = {
    "wrong format": (_set(("format",), "other-app.chat"), "This file is not a Desktop Agent session export"),
    "no format": (_drop(("format",)), "This file is not a Desktop Agent session export"),
    "newer version": (_set(("version",), 3), "exported by a newer Desktop Agent (format version 3)"),
    "odd version": (_set(("version",), "1"), "unknown format version ('1')"),
    "bad part kind": (
        _set(("messages", 2, "parts", 0, "kind"), "x"),
        "messages[2].parts[0]: unknown part kind 'x'",
    ),
    "missing field": (_drop(("messages", 1, "role")), "messages[1]: the field 'role' is missing"),
    "missing part field": (
        _drop(("messages", 1, "parts", 2, "name")),
        "messages[1].parts[2]: the field 'name' is missing",
    ),
    "extra field": (_set(("session", "api_key"), "x"), "session: unexpected field 'api_key'"),
    "wrong type": (
        _set(("messages", 0, "created_at"), "yesterday"),
        "messages[0].created_at: input should be",
    ),
    "bad state": (_set(("messages", 1, "parts", 2, "state"), "exploded"), "messages[1].parts[2].state"),
    "bad role": (_set(("messages", 0, "role"), "system"), "messages[0].role"),
    "not a list": (_set(("messages",), {}), "messages: input should be a valid list, not an object"),
    "duplicate id": (_duplicate_id, "messages[3]: the message id 'msg_0002_new' is also used by messages[1]"),
    "not an object": (lambda data: [data], "This file is not a Desktop Agent session export"),
    "not JSON": (lambda data: "{'format': nope", "This file is not valid JSON (line 1, column 2)"),
    "null": (lambda data: None, "This file is not a Desktop Agent session export"),
}


@pytest.mark.parametrize("case", list(CORRUPTIONS))
def test_a_broken_file_is_explained_and_writes_nothing(open_repo: OpenRepo, case: str) -> None:
    repo = open_repo("a.db")
    build_rich(repo)
    good = export_json(repo, SID)
    good["session"]["id"] = "ses_new"  # would not clash, so nothing stops a write but the check
    for message in good["messages"]:
        message["id"] += "_new"
    before = counts(repo)
    change, expected = CORRUPTIONS[case]
    with pytest.raises(ImportProblem) as caught:
        import_json(repo, change(copy.deepcopy(good)))
    message = str(caught.value)
    assert expected in message
    assert len(message) < 300
    for leak in ("pydantic", "ValidationError", "input_value", "input_type", "Traceback", "\n"):
        assert leak not in message
    assert counts(repo) == before
    assert repo.get_session("ses_new") is None
    assert import_json(repo, good).id == "ses_new"  # the unbroken file goes in


def test_a_failure_half_way_through_writing_rolls_everything_back(
    open_repo: OpenRepo, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = open_repo("a.db")
    build_rich(source)
    data = export_json(source, SID)
    target = open_repo("b.db")
    real = target.add_message
    calls = []

    def failing(session_id: str, message: Message) -> int:
        calls.append(message.id)
        if len(calls) == 3:
            raise OSError("disk went away")
        return real(session_id, message)

    monkeypatch.setattr(target, "add_message", failing)
    with pytest.raises(OSError, match="disk went away"):
        import_json(target, data)
    assert counts(target) == (0, 0, 0, 0)
    assert not target.conn.in_transaction


def fenced_blocks(markdown: str) -> tuple[list[tuple[str, str]], list[str], str | None]:
    """A CommonMark-style fence scan: (info, body) of each block, lines outside fences, a fence left open."""
    blocks: list[tuple[str, str]] = []
    outside: list[str] = []
    opened: str | None = None
    info = ""
    body: list[str] = []
    for line in markdown.splitlines():
        match = re.match(r"^ {0,3}(`{3,}|~{3,})(.*)$", line)
        if opened is None:
            if match and not (match[1][0] == "`" and "`" in match[2]):
                opened, info, body = match[1], match[2].strip(), []
            else:
                outside.append(line)
        elif match and match[1][0] == opened[0] and len(match[1]) >= len(opened) and not match[2].strip():
            blocks.append((info, "".join(f"{b}\n" for b in body)))
            opened = None
        else:
            body.append(line)
    return blocks, outside, opened


def test_markdown_is_readable_and_its_fences_hold(open_repo: OpenRepo) -> None:
    repo = open_repo("a.db")
    build_rich(repo)
    md = export_markdown(repo, SID)
    assert md.startswith(f"# {TITLE}\n")
    for expected in (
        "claude-x",
        "`build`",
        "/home/me/prōject",
        "## You",
        "## Assistant",
        "## Assistant (interrupted)",
        "<details><summary>Thinking</summary>",
        "Let me think about `x` and ```y```…",
        "<details><summary>Tool: read_file — completed</summary>",
        "<details><summary>Tool: shell — error</summary>",
        "Result (error):",
        TRUNCATION,
        "The connection dropped.",
        "</details>",
        "naïve café ✓ 日本語",
    ):
        assert expected in md, expected
    assert "Tool results" not in md  # results are shown with their calls
    assert "sig-abc" not in md and "opaque-blob" not in md
    assert md.count("<details>") == md.count("</details>") == 4

    blocks, outside, still_open = fenced_blocks(md)
    assert still_open is None
    assert ("json", '{\n  "path": "a.py"\n}\n') in blocks
    assert ("json", '{\n  "command": "pytest -q",\n  "timeout": 30\n}\n') in blocks
    assert ("", READ_OUTPUT) in blocks  # the ``` and ```` inside did not end it
    assert ("", "exit 1: 3 failed\n") in blocks
    assert ("bash", "pytest -q\n") in blocks  # the user's unclosed fence was closed
    assert ("python", "print('hi')\n") in blocks
    headings = [line for line in outside if line.startswith("#")]
    assert headings == [f"# {TITLE}", "## You", "## Assistant", "## Assistant (interrupted)"]
    summaries = [line for line in outside if line.startswith("<details>")]
    assert len(summaries) == 4  # none was swallowed by a fence


def test_markdown_shows_results_without_a_call_and_calls_without_a_result(open_repo: OpenRepo) -> None:
    repo = open_repo("a.db")
    repo.create_session(SessionInfo("s", "", "build", "openai", "gpt-x", "/w", 1.0, 1.0))
    repo.add_message("s", Message("assistant", [ToolCallPart("c1", "web_fetch", "{not json")], id="m1"))
    repo.add_message("s", Message("tool", [ToolResultPart("c9", "ask_user", "fine")], id="m2"))
    md = export_markdown(repo, "s")
    assert md.startswith("# Untitled session\n")
    assert "Tool: web_fetch — pending" in md and "*No result.*" in md and "*(not valid JSON)*" in md
    assert "## Tool results" in md and "Tool result: ask_user — completed" in md
    assert fenced_blocks(md)[2] is None


def test_export_holds_no_secrets(
    open_repo: OpenRepo, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    key = "sk-test-9f8e7d6c5b4a39281706f5e4d3c2b1a0"
    monkeypatch.setenv("OPENAI_API_KEY", key)
    monkeypatch.setenv("ANTHROPIC_API_KEY", key)
    secrets = MemorySecretStore({"anthropic": key})
    save_settings(
        Settings(providers={"proxy": ProviderSettings(base_url=f"https://x.test/{key}")}), tmp_path / "s.json"
    )
    repo = open_repo("a.db")
    build_rich(repo)
    data = export_json(repo, SID)
    assert secrets.get("anthropic") == key
    assert key not in json.dumps(data, ensure_ascii=False)
    assert key not in export_markdown(repo, SID)

    allowed = {"input_tokens", "output_tokens", "cache_read_tokens", "cache_write_tokens"}
    suspicious = re.compile(r"key|secret|token|passw|credential|auth", re.IGNORECASE)

    def names(value: object) -> Iterator[str]:
        if isinstance(value, dict):
            for name, inner in value.items():
                yield name
                yield from names(inner)
        elif isinstance(value, list):
            for inner in value:
                yield from names(inner)

    found = {name for name in names(data) if suspicious.search(name)}
    assert found - allowed == set()
    assert found == allowed


def test_unknown_session_and_format_literals(open_repo: OpenRepo) -> None:
    repo = open_repo("a.db")
    with pytest.raises(LookupError):
        export_json(repo, "ses_nope")
    assert set(get_args(StateName)) == {s.value for s in ToolCallState}
    assert set(get_args(FinishName)) == {r.value for r in FinishReason}
