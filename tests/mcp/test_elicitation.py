"""Forms and addresses a real MCP server asks for (``elicitation/create``), end to end over a real
connection: what the person is asked, what the server gets back, and what is refused without asking."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.tools.mcp.asker import DefaultsAsker
from desktop_agent.tools.mcp.elicitation import (
    ElicitationAnswer,
    ElicitationRequest,
    FormRequest,
    SchemaError,
    UrlRequest,
    check_content,
    parse_form,
    url_problem,
)
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.sampling import SamplingAnswer, SamplingRefusal, SamplingRequest
from desktop_agent.tools.mcp.status import ServerState
from tests.mcp.conftest import MARKER_VAR, REPO, run, write_config
from tests.mcp.servers.asking_server import PROFILE


@dataclass
class ScriptedAsker:
    """Answers each form with `answer` (a function of the request) and keeps what it was asked."""

    answer: Any = None
    asked: list[tuple[str, ElicitationRequest]] = field(default_factory=list)

    async def elicit(self, server: str, request: ElicitationRequest) -> ElicitationAnswer:
        self.asked.append((server, request))
        return self.answer(request) if self.answer is not None else ElicitationAnswer.decline()

    async def sample(self, server: str, request: SamplingRequest) -> SamplingAnswer:
        return SamplingRefusal.rejected()


def entry(marker: str, era: str = "2025") -> dict[str, Any]:
    return {
        "command": sys.executable,
        "args": ["-m", "tests.mcp.servers.asking_server", "--era", era],
        "cwd": str(REPO),
        "env": {MARKER_VAR: marker},
    }


async def call(tmp_path: Path, marker: str, asker: Any, tool: str, era: str = "2025", **args: Any) -> Any:
    manager = McpManager(write_config(tmp_path / "mcp.json", {"asks": entry(marker, era)}), asker=asker)
    try:
        await manager.start()
        status = manager.status("asks")
        assert status.state is ServerState.UP, status.error
        output = await manager.call("asks", tool, args)
        assert not output.is_error, output.content
        return json.loads(output.content)
    finally:
        await manager.aclose()


# ---- the form, read from the schema ----


def test_a_profile_schema_becomes_its_fields_with_defaults_and_required_marks() -> None:
    form = parse_form("Tell us", PROFILE)
    by_name = {f.name: f for f in form.fields}
    assert [f.kind for f in form.fields] == ["string", "string", "integer", "boolean", "choice", "multi"]
    assert by_name["name"].required and by_name["email"].required and not by_name["age"].required
    assert by_name["email"].format == "email"
    assert [(o.value, o.title) for o in by_name["plan"].options] == [("free", "Free"), ("pro", "Pro")]
    assert form.defaults() == {
        "name": "Ada",
        "age": 36,
        "newsletter": True,
        "plan": "pro",
        "topics": ["tips"],
    }


def test_answers_are_checked_against_the_schema() -> None:
    form = parse_form("Tell us", PROFILE)
    good = {"name": "Ada", "email": "ada@example.org", "age": 36, "plan": "free", "topics": ["news"]}
    assert check_content(form, good) == {}
    assert check_content(form, {**good, "email": "not an address"}) == {"email": "an email address is needed"}
    assert check_content(form, {**good, "age": 151})["age"] == "at most 150"
    assert check_content(form, {**good, "age": 3.5})["age"] == "a whole number is needed"
    assert check_content(form, {**good, "name": "A"})["name"] == "at least 2 characters"
    assert check_content(form, {**good, "plan": "gold"})["plan"] == "one of the choices is needed"
    assert check_content(form, {**good, "topics": ["news", "news"]})["topics"] == "each choice once"
    assert "email" in check_content(form, {"name": "Ada"})
    assert "" in check_content(form, {**good, "password": "x"})


@pytest.mark.parametrize(
    ("spec", "why"),
    [
        ({"type": "object", "properties": {"a": {"type": "object"}}}, "kind forms cannot have"),
        ({"type": "object", "properties": {"a": {"type": "string", "format": "regex"}}}, "format"),
        ({"type": "object", "properties": {"a": {"type": "array", "items": {"type": "string"}}}}, "fixed"),
        ({"type": "array"}, "not an object"),
    ],
)
def test_a_schema_forms_cannot_have_is_refused_with_the_reason(spec: dict[str, Any], why: str) -> None:
    with pytest.raises(SchemaError, match=why):
        parse_form("x", spec)


def test_a_default_that_does_not_fit_is_not_prefilled() -> None:
    form = parse_form(
        "x", {"type": "object", "properties": {"n": {"type": "integer", "maximum": 5, "default": 9}}}
    )
    assert form.defaults() == {}


@pytest.mark.parametrize(
    ("url", "refused"),
    [
        ("https://example.com/sign-in?x=1", False),
        ("http://127.0.0.1:8080/cb", False),
        ("javascript:alert(1)", True),
        ("file:///etc/passwd", True),
        ("https://accounts.example.com@evil.example/", True),
        ("https://exa mple.com/", True),
        ("https://example.com/\u202e", False),  # shown by name in the dialog, not a control character
        ("https:///no-host", True),
    ],
)
def test_only_plain_web_addresses_may_be_opened(url: str, refused: bool) -> None:
    assert (url_problem(url) is not None) is refused


# ---- end to end ----


def test_a_form_reaches_the_asker_and_the_answer_reaches_the_server(tmp_path: Path, marker: str) -> None:
    asker = ScriptedAsker(lambda r: ElicitationAnswer("accept", {"name": "Grace", "email": "g@example.org"}))
    got = run(call(tmp_path, marker, asker, "ask_form", message="Who are you?"))
    assert got == {"action": "accept", "content": {"name": "Grace", "email": "g@example.org"}}
    server, request = asker.asked[0]
    assert server == "asks"
    assert isinstance(request, FormRequest) and request.message == "Who are you?"
    assert [f.name for f in request.fields] == ["name", "email", "age", "newsletter", "plan", "topics"]


@pytest.mark.parametrize("action", ["decline", "cancel"])
def test_decline_and_cancel_reach_the_server(tmp_path: Path, marker: str, action: str) -> None:
    asker = ScriptedAsker(lambda r: ElicitationAnswer(action))  # type: ignore[arg-type]
    assert run(call(tmp_path, marker, asker, "ask_form")) == {"action": action, "content": None}


def test_an_answer_that_does_not_fit_the_schema_is_never_sent_as_accepted(
    tmp_path: Path, marker: str
) -> None:
    asker = ScriptedAsker(
        lambda r: ElicitationAnswer("accept", {"name": "Grace", "email": "nope", "age": -4})
    )
    assert run(call(tmp_path, marker, asker, "ask_form")) == {"action": "cancel", "content": None}


def test_the_defaults_asker_accepts_with_the_schema_defaults(tmp_path: Path, marker: str) -> None:
    schema = {k: v for k, v in PROFILE.items() if k != "required"}
    got = run(call(tmp_path, marker, DefaultsAsker(), "ask_form", schema=json.dumps(schema)))
    assert got["action"] == "accept"
    assert got["content"] == {"name": "Ada", "age": 36, "newsletter": True, "plan": "pro", "topics": ["tips"]}


def test_without_an_asker_a_form_is_declined(tmp_path: Path, marker: str) -> None:
    assert run(call(tmp_path, marker, None, "ask_form")) == {"action": "decline", "content": None}


def test_a_schema_forms_cannot_have_is_refused_without_asking(tmp_path: Path, marker: str) -> None:
    asker = ScriptedAsker(lambda r: ElicitationAnswer("accept", {}))
    schema = json.dumps({"type": "object", "properties": {"nested": {"type": "object"}}})
    got = run(call(tmp_path, marker, asker, "ask_form", schema=schema))
    assert "form cannot be shown" in got["error"]["message"]
    assert asker.asked == []


def test_an_address_reaches_the_asker_whole(tmp_path: Path, marker: str) -> None:
    asker = ScriptedAsker(lambda r: ElicitationAnswer("accept"))
    url = "https://login.example.com/authorize?state=abc&next=%2Fhome"
    assert run(call(tmp_path, marker, asker, "ask_url", url=url)) == {"action": "accept"}
    request = asker.asked[0][1]
    assert isinstance(request, UrlRequest)
    assert (request.url, request.host, request.scheme) == (url, "login.example.com", "https")


@pytest.mark.parametrize("url", ["javascript:alert(document.cookie)", "file:///home/me/.ssh/id_rsa"])
def test_an_address_that_is_not_a_web_address_is_refused_without_asking(
    tmp_path: Path, marker: str, url: str
) -> None:
    asker = ScriptedAsker(lambda r: ElicitationAnswer("accept"))
    got = run(call(tmp_path, marker, asker, "ask_url", url=url))
    assert "only web addresses" in got["error"]["message"]
    assert asker.asked == []


def test_a_modern_server_asks_in_the_same_call(tmp_path: Path, marker: str) -> None:
    asker = ScriptedAsker(lambda r: ElicitationAnswer("accept", {**r.defaults(), "email": "a@b.example"}))
    got = run(call(tmp_path, marker, asker, "modern_form", era="2026"))
    assert got == {"email": "a@b.example", "copies": 2}
