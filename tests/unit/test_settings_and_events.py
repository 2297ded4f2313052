"""Settings files, app paths, the event wire format, agent profiles, and scrubbing keys from logs."""

from __future__ import annotations

import enum
import io
import json
import logging
import re
import typing
from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

import msgspec
import pytest

from desktop_agent.agent.policy import Action, Rule
from desktop_agent.agent.profiles import BUILT_IN_PROFILES
from desktop_agent.agent.service import resolve_profile, tools_for_profile
from desktop_agent.config.paths import app_paths
from desktop_agent.config.settings import (
    NetworkSettings,
    ProfileSettings,
    ProviderSettings,
    RetrySettings,
    RuleSettings,
    Settings,
    load_settings,
    save_settings,
)
from desktop_agent.domain.compaction import Compaction
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.events import (
    AgentEvent,
    ApprovalGranted,
    ApprovalRequested,
    ContextCompacted,
    ContinueRequested,
    MessageFinished,
    MessageStarted,
    PartDelta,
    PartEnded,
    PartStarted,
    PromptProgress,
    QuestionAsked,
    Retrying,
    RunFailed,
    RunFinished,
    RunStarted,
    SaveProblem,
    StepFinished,
    StepStarted,
    StopReason,
    ToolProgress,
    ToolStateChanged,
    UsageReported,
    event_to_dict,
)
from desktop_agent.domain.messages import FinishReason, ToolCallPart, ToolCallState, ToolResultPart, Usage
from desktop_agent.domain.tools import ToolSpec
from desktop_agent.logging_setup import SecretScrubber
from desktop_agent.tools.registry import ToolRegistry

SECRET = "sk-ant-test-1a2b3c4d5e6f-DO-NOT-LEAK"

# ---- load_settings / save_settings ----


def test_a_missing_settings_file_gives_the_defaults(tmp_path: Path) -> None:
    assert load_settings(tmp_path / "nope" / "settings.json") == Settings()


def test_an_empty_object_gives_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{}", encoding="utf-8")
    assert load_settings(path) == Settings()


def test_invalid_json_is_a_config_error_naming_the_file_and_the_line(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    broken = '{\n  "default_model": "gpt-4.1",\n  "default_agent": "build",,\n}\n'
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(UserFacingError) as info:
        load_settings(path)
    err = info.value
    assert err.kind is ErrorKind.CONFIG
    assert str(path) in err.message
    assert "line 3" in err.message
    assert err.action.strip()
    assert path.read_text(encoding="utf-8") == broken, "a broken file is left exactly as it was"


@pytest.mark.parametrize(
    ("content", "where"),
    [
        ({"network": {"stall_timeout_s": -1}}, "network.stall_timeout_s"),
        ({"network": {"retry": {"max_retries": 99}}}, "network.retry.max_retries"),
        ({"colour": "blue"}, "colour"),
        ({"profiles": {"mine": {"tools": "everything"}}}, "profiles.mine.tools"),
        ({"profiles": {"mine": {"rules": [{"tool": "shell", "action": "maybe"}]}}}, "profiles.mine.rules.0"),
        ({"max_tool_output_chars": 10}, "max_tool_output_chars"),
    ],
)
def test_a_schema_problem_is_a_config_error_naming_where(
    tmp_path: Path, content: dict[str, Any], where: str
) -> None:
    path = tmp_path / "settings.json"
    text = json.dumps(content, indent=2)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(UserFacingError) as info:
        load_settings(path)
    assert info.value.kind is ErrorKind.CONFIG
    assert str(path) in info.value.message
    assert where in info.value.message
    assert path.read_text(encoding="utf-8") == text


def test_a_key_pasted_into_the_settings_is_refused_without_echoing_it(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"providers": {"openai": {"api_key": SECRET}}}), encoding="utf-8")
    with pytest.raises(UserFacingError) as info:
        load_settings(path)
    err = info.value
    assert err.kind is ErrorKind.CONFIG
    assert "providers.openai.api_key" in err.message
    assert SECRET not in err.message and SECRET not in err.action


def test_an_unreadable_settings_path_is_a_config_error(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.mkdir()
    with pytest.raises(UserFacingError) as info:
        load_settings(path)
    assert info.value.kind is ErrorKind.CONFIG
    assert str(path) in info.value.message


def test_a_settings_file_that_is_not_utf8_is_a_config_error(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes('{"default_model": "café"}'.encode("latin-1"))
    with pytest.raises(UserFacingError) as info:
        load_settings(path)
    assert info.value.kind is ErrorKind.CONFIG
    assert str(path) in info.value.message


def sample_settings() -> Settings:
    return Settings(
        default_provider="anthropic",
        default_model="claude-sonnet-4-5",
        default_agent="review",
        profiles={
            "review": ProfileSettings(
                tools="read_only",
                temperature=0.2,
                max_steps=12,
                rules=[RuleSettings(tool="shell", action="deny", pattern="rm *")],
            ),
            "plan": ProfileSettings(model="gpt-4.1"),
        },
        providers={"ollama": ProviderSettings(base_url="http://gpu-box:11434/v1", default_model="qwen3")},
        network=NetworkSettings(stall_timeout_s=30, retry=RetrySettings(max_retries=2, base_delay_s=0.5)),
        max_tool_output_chars=5_000,
    )


def test_save_then_load_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "config" / "settings.json"
    settings = sample_settings()
    save_settings(settings, path)
    assert load_settings(path) == settings


def test_saving_the_defaults_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    assert load_settings(path) == Settings()


def test_save_leaves_no_temporary_file_behind(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(sample_settings(), path)
    save_settings(Settings(default_model="gpt-4.1"), path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]
    assert load_settings(path) == Settings(default_model="gpt-4.1")


def test_a_save_that_fails_half_way_leaves_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    save_settings(sample_settings(), path)
    before = path.read_bytes()

    def crash(self: Path, target: object) -> Path:
        raise OSError("disk unplugged")

    monkeypatch.setattr(Path, "replace", crash)
    with pytest.raises(OSError, match="disk unplugged"):
        save_settings(Settings(default_model="other"), path)
    monkeypatch.undo()
    assert path.read_bytes() == before


KEYISH_WORDS = {"key", "keys", "apikey", "secret", "secrets", "token", "password", "passwd", "credential"}


def property_names(schema: object) -> Iterator[str]:
    if isinstance(schema, dict):
        props = schema.get("properties")
        if isinstance(props, dict):
            yield from props
        for value in schema.values():
            yield from property_names(value)
    elif isinstance(schema, list):
        for value in schema:
            yield from property_names(value)


def keyish(name: str) -> bool:
    return any(word in KEYISH_WORDS for word in re.split(r"[_\-]|(?<=[a-z])(?=[A-Z])", name.lower()))


def test_the_keyish_check_itself_catches_key_fields() -> None:
    assert all(keyish(n) for n in ("api_key", "apiKey", "secret", "auth_token", "password", "key"))
    assert not any(keyish(n) for n in ("max_tokens", "thinking_budget", "monkey", "default_model"))


def test_settings_have_no_field_that_could_hold_a_key() -> None:
    names = set(property_names(msgspec.json.schema(Settings)))
    assert {"default_model", "stall_timeout_s", "max_tokens", "pattern"} <= names, "the walk is recursive"
    assert [n for n in names if keyish(n)] == []


def test_a_saved_settings_file_has_no_key_like_field(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(sample_settings(), path)
    data = json.loads(path.read_text(encoding="utf-8"))

    def keys(value: object) -> Iterator[str]:
        if isinstance(value, dict):
            for k, v in value.items():
                yield k
                yield from keys(v)
        elif isinstance(value, list):
            for v in value:
                yield from keys(v)

    # profile and provider names are the person's own; the fields are ours.
    assert [k for k in keys(data) if keyish(k)] == []


# ---- app paths ----


def test_a_data_dir_holds_data_config_and_logs(tmp_path: Path) -> None:
    paths = app_paths(tmp_path)
    root = tmp_path.resolve()
    for folder in (paths.data_dir, paths.config_dir, paths.log_dir):
        assert folder == root or root in folder.parents
    for file in (paths.settings_file, paths.database_file, paths.log_file):
        assert root in file.parents
    assert len({paths.settings_file, paths.database_file, paths.log_file}) == 3


def test_ensure_creates_the_folders(tmp_path: Path) -> None:
    paths = app_paths(tmp_path / "fresh")
    paths.ensure()
    assert paths.data_dir.is_dir() and paths.config_dir.is_dir() and paths.log_dir.is_dir()


def test_a_relative_data_dir_is_made_absolute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    paths = app_paths(Path("data"))
    assert paths.data_dir.is_absolute()
    assert paths.data_dir == (tmp_path / "data").resolve()


# ---- event_to_dict ----

RUN = "run_1"
MSG = "msg_1"
ERROR = UserFacingError(ErrorKind.RATE_LIMITED, "Slow down.", "Wait a bit.", retry_after_s=3.0, status=429)
RESULT = ToolResultPart("call_1", "read_file", "contents", state=ToolCallState.COMPLETED)

EVENT_FACTORIES: dict[type, Callable[[], AgentEvent]] = {
    RunStarted: lambda: RunStarted(RUN, "ses_1", "build", "openai", "gpt-4.1"),
    MessageStarted: lambda: MessageStarted(RUN, MSG, "assistant"),
    MessageFinished: lambda: MessageFinished(RUN, MSG, "complete"),
    StepStarted: lambda: StepStarted(RUN, 1, MSG),
    PartStarted: lambda: PartStarted(RUN, MSG, 0, "tool_call", call_id="call_1", name="read_file"),
    PartDelta: lambda: PartDelta(RUN, MSG, 0, "text", "Hel"),
    PartEnded: lambda: PartEnded(RUN, MSG, 0, ToolCallPart("call_1", "read_file", '{"path": "a"}')),
    ToolStateChanged: lambda: ToolStateChanged(
        RUN, "call_1", "read_file", ToolCallState.COMPLETED, result=RESULT
    ),
    ApprovalRequested: lambda: ApprovalRequested(
        RUN, "req_1", "call_1", "shell", {"command": "ls", "env": {"A": 1}}, "runs a command", "built-in"
    ),
    QuestionAsked: lambda: QuestionAsked(RUN, "req_2", "call_2", "Which one?", ("a", "b")),
    ContinueRequested: lambda: ContinueRequested(RUN, "req_3", "repeated_calls", "Go on?"),
    UsageReported: lambda: UsageReported(RUN, MSG, Usage(10, 5), Usage(100, 50, 7, 3)),
    Retrying: lambda: Retrying(RUN, 1, 2, 5, 1.5, ERROR),
    PromptProgress: lambda: PromptProgress(RUN, MSG, 512, 1531),
    SaveProblem: lambda: SaveProblem(RUN, ERROR),
    ToolProgress: lambda: ToolProgress(RUN, "call_1", 2, 4, "Indexing files"),
    ContextCompacted: lambda: ContextCompacted(
        RUN, "ses_1", Compaction("cmp_1", "msg_1", "msg_9", "Goals: …", 8, 61_000, 3_000, 1.0)
    ),
    ApprovalGranted: lambda: ApprovalGranted(RUN, "write_file", "always", "src/**", True),
    StepFinished: lambda: StepFinished(RUN, 1, FinishReason.TOOL_CALLS),
    RunFinished: lambda: RunFinished(RUN, StopReason.END, Usage(1, 2), 3, "done"),
    RunFailed: lambda: RunFailed(RUN, ERROR, Usage(), 1),
}


def tag_of(cls: type) -> str:
    tag = {f.name: f for f in fields(cls)}["type"].default
    assert isinstance(tag, str)
    return tag


def test_every_event_class_has_a_sample() -> None:
    union = set(typing.get_args(AgentEvent))
    assert union, "AgentEvent is a union"
    assert union == set(EVENT_FACTORIES), "add a sample for each new event class"


def test_event_tags_are_unique() -> None:
    tags = [tag_of(cls) for cls in typing.get_args(AgentEvent)]
    assert len(tags) == len(set(tags))


def no_enums_or_tuples(value: object) -> None:
    assert not isinstance(value, enum.Enum | tuple), value
    if isinstance(value, dict):
        for k, v in value.items():
            assert type(k) is str
            no_enums_or_tuples(v)
    elif isinstance(value, list):
        for v in value:
            no_enums_or_tuples(v)


@pytest.mark.parametrize("cls", list(EVENT_FACTORIES), ids=lambda c: c.__name__)
def test_event_to_dict_is_plain_json_with_the_type_tag(cls: type) -> None:
    event = EVENT_FACTORIES[cls]()
    assert type(event) is cls
    data = event_to_dict(event)
    assert data["type"] == tag_of(cls)
    no_enums_or_tuples(data)
    assert json.loads(json.dumps(data)) == data
    assert set(data) == {f.name for f in fields(cls)}


def test_enums_become_their_string_values() -> None:
    assert event_to_dict(EVENT_FACTORIES[ToolStateChanged]())["state"] == "completed"
    assert event_to_dict(EVENT_FACTORIES[StepFinished]())["finish_reason"] == "tool_calls"
    assert event_to_dict(EVENT_FACTORIES[RunFinished]())["stop_reason"] == "end"
    part = event_to_dict(EVENT_FACTORIES[PartEnded]())["part"]
    assert part == {
        "call_id": "call_1",
        "name": "read_file",
        "arguments_json": '{"path": "a"}',
        "state": "pending",
        "kind": "tool_call",
    }


@pytest.mark.parametrize("cls", [Retrying, RunFailed], ids=lambda c: c.__name__)
def test_an_error_in_an_event_becomes_kind_message_and_action(cls: type) -> None:
    err = event_to_dict(EVENT_FACTORIES[cls]())["error"]
    assert err["kind"] == "rate_limited"
    assert err["message"] == "Slow down."
    assert err["action"] == "Wait a bit."
    assert err["retry_after_s"] == 3.0


def test_usage_and_nested_values_are_plain() -> None:
    usage = event_to_dict(EVENT_FACTORIES[UsageReported]())
    assert usage["total"] == {
        "input_tokens": 100,
        "output_tokens": 50,
        "cache_read_tokens": 7,
        "cache_write_tokens": 3,
    }
    assert event_to_dict(EVENT_FACTORIES[QuestionAsked]())["choices"] == ["a", "b"]
    assert event_to_dict(EVENT_FACTORIES[ApprovalRequested]())["arguments"] == {
        "command": "ls",
        "env": {"A": 1},
    }
    result = event_to_dict(EVENT_FACTORIES[ToolStateChanged]())["result"]
    assert result["state"] == "completed" and result["content"] == "contents"


# ---- profiles ----


def test_the_built_in_profiles() -> None:
    tools = {name: resolve_profile(name, Settings()).tools for name in ("build", "plan", "chat")}
    assert tools == {"build": "all", "plan": "read_only", "chat": "none"}
    assert set(BUILT_IN_PROFILES) == {"build", "plan", "chat"}


def test_the_system_prompt_names_the_workspace() -> None:
    profile = resolve_profile("build", Settings())
    assert "/home/me/project" in profile.system_for("/home/me/project")
    assert "{workspace}" not in profile.system_for("/home/me/project")


def test_an_override_changes_only_the_given_fields_and_appends_rules() -> None:
    base = resolve_profile("plan", Settings())
    settings = Settings(
        profiles={
            "plan": ProfileSettings(
                model="gpt-4.1",
                temperature=0.0,
                rules=[
                    RuleSettings(tool="read_file", action="ask", pattern="*.env"),
                    RuleSettings(tool="shell", action="deny"),
                ],
            )
        }
    )
    profile = resolve_profile("plan", settings)
    assert profile.model == "gpt-4.1"
    assert profile.temperature == 0.0, "zero is a value, not 'unset'"
    assert profile.rules == (
        *base.rules,
        Rule("read_file", Action.ASK, "*.env"),
        Rule("shell", Action.DENY, None),
    )
    assert profile.name == base.name
    assert profile.tools == base.tools
    assert profile.system_prompt == base.system_prompt
    assert profile.max_tokens == base.max_tokens
    assert profile.max_steps == base.max_steps
    assert profile.thinking == base.thinking
    assert resolve_profile("plan", Settings()) == base, "the built-in is not changed by an override"


def test_an_override_can_turn_thinking_off_and_tools_off() -> None:
    settings = Settings(profiles={"build": ProfileSettings(thinking=False, tools="none", max_steps=3)})
    profile = resolve_profile("build", settings)
    assert (profile.thinking, profile.tools, profile.max_steps) == (False, "none", 3)


def test_an_unknown_profile_is_a_config_error_listing_the_known_ones() -> None:
    settings = Settings(profiles={"review": ProfileSettings(tools="none")})
    with pytest.raises(UserFacingError) as info:
        resolve_profile("reveiw", settings)
    err = info.value
    assert err.kind is ErrorKind.CONFIG
    assert "reveiw" in err.message
    for name in ("build", "plan", "chat", "review"):
        assert name in err.action


def test_a_new_profile_from_settings_works() -> None:
    settings = Settings(
        profiles={
            "review": ProfileSettings(
                system_prompt="Review the code in {workspace}.",
                tools="none",
                rules=[RuleSettings(tool="*", action="deny")],
            )
        }
    )
    profile = resolve_profile("review", settings)
    assert profile.name == "review"
    assert profile.tools == "none"
    assert profile.system_for("/w") == "Review the code in /w."
    assert profile.rules == (Rule("*", Action.DENY),)


def test_a_new_profile_without_a_tool_choice_can_only_read() -> None:
    profile = resolve_profile("mine", Settings(profiles={"mine": ProfileSettings(model="x")}))
    assert profile.tools == "read_only"
    assert profile.model == "x"


@dataclass
class FakeTool:
    spec: ToolSpec


def registry() -> ToolRegistry:
    tools: list[Any] = [
        FakeTool(ToolSpec("read_file", "read", side_effects=False)),
        FakeTool(ToolSpec("list_directory", "list", side_effects=False)),
        FakeTool(ToolSpec("write_file", "write", side_effects=True)),
        FakeTool(ToolSpec("shell", "run", side_effects=True)),
    ]
    return ToolRegistry(tools)


@pytest.mark.parametrize(
    ("profile", "expected"),
    [
        ("build", {"read_file", "list_directory", "write_file", "shell"}),
        ("plan", {"read_file", "list_directory"}),
        ("chat", set()),
    ],
)
def test_tools_for_profile(profile: str, expected: set[str]) -> None:
    tools = tools_for_profile(resolve_profile(profile, Settings()), registry())
    assert set(tools.names()) == expected
    assert len(tools) == len(expected)


# ---- SecretScrubber ----


@pytest.fixture
def scrubbed_log() -> Iterator[tuple[logging.Logger, io.StringIO, SecretScrubber]]:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    scrubber = SecretScrubber()
    scrubber.add(SECRET)
    handler.addFilter(scrubber)
    log = logging.getLogger("tests.unit.scrubbed")
    old = (log.level, log.propagate)
    log.setLevel(logging.DEBUG)
    log.propagate = False
    log.addHandler(handler)
    try:
        yield log, stream, scrubber
    finally:
        log.removeHandler(handler)
        log.setLevel(old[0])
        log.propagate = old[1]


Scrubbed = tuple[logging.Logger, io.StringIO, SecretScrubber]


def test_a_key_in_the_message_is_hidden(scrubbed_log: Scrubbed) -> None:
    log, stream, _ = scrubbed_log
    log.info(f"calling with {SECRET} now")
    out = stream.getvalue()
    assert SECRET not in out
    assert "calling with [key hidden] now" in out


def test_a_key_in_percent_args_is_hidden(scrubbed_log: Scrubbed) -> None:
    log, stream, _ = scrubbed_log
    log.warning("key=%s headers=%r", SECRET, {"authorization": f"Bearer {SECRET}"})
    out = stream.getvalue()
    assert SECRET not in out
    assert "key=[key hidden]" in out
    assert "Bearer [key hidden]" in out


def test_a_key_in_a_logged_traceback_is_hidden(scrubbed_log: Scrubbed) -> None:
    log, stream, _ = scrubbed_log
    try:
        raise RuntimeError(f"the server rejected {SECRET}")
    except RuntimeError:
        log.exception("request failed")
    out = stream.getvalue()
    assert "Traceback" in out and "RuntimeError" in out
    assert SECRET not in out
    assert "the server rejected [key hidden]" in out


def test_a_key_in_a_chained_exception_is_hidden(scrubbed_log: Scrubbed) -> None:
    log, stream, _ = scrubbed_log
    try:
        try:
            raise ValueError(SECRET)
        except ValueError as inner:
            raise RuntimeError("wrapped") from inner
    except RuntimeError:
        log.exception("request failed with %s", SECRET)
    out = stream.getvalue()
    assert "ValueError" in out and "wrapped" in out
    assert SECRET not in out


def test_several_keys_are_all_hidden(scrubbed_log: Scrubbed) -> None:
    log, stream, scrubber = scrubbed_log
    other = "gsk_other-provider-key-42"
    scrubber.add(other)
    log.error("%s and %s", SECRET, other)
    out = stream.getvalue()
    assert SECRET not in out and other not in out
    assert out.count("[key hidden]") == 2


def test_a_key_added_later_is_hidden_from_then_on(scrubbed_log: Scrubbed) -> None:
    log, stream, scrubber = scrubbed_log
    late = "sk-late-added-key-0001"
    scrubber.add(late)
    log.info("using %s", late)
    assert late not in stream.getvalue()


def test_empty_or_tiny_keys_do_not_mangle_logs(scrubbed_log: Scrubbed) -> None:
    log, stream, scrubber = scrubbed_log
    scrubber.add(None)
    scrubber.add("")
    scrubber.add("a")
    log.info("a plain message")
    assert "a plain message" in stream.getvalue()
