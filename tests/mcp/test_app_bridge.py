"""The host's answers to what an MCP App view sends (tools/mcp/app_bridge.py), for requests a hostile view
would make; the view in a real web view against a real server is tests/gui/test_mcp_app_view.py."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.tools.mcp.app_bridge import MAX_MESSAGE_CHARS, METHOD_NOT_FOUND, ViewSession
from tests.helpers.view_person import Person


def session(person: Person, calls: list[tuple[str, dict[str, Any]]]) -> ViewSession:
    async def call(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        calls.append((name, arguments))
        return {"content": [{"type": "text", "text": "done"}]}

    async def read(uri: str) -> dict[str, Any]:
        return {"contents": [{"uri": uri, "text": "own"}]}

    return ViewSession(
        "charts", "chart", {"n": 3}, {"content": []}, person, call, read, frozenset({"refresh"})
    )


def ask(view: ViewSession, method: str, params: dict[str, Any] | None = None) -> dict[str, Any] | None:
    message = {"jsonrpc": "2.0", "id": 7, "method": method, "params": params or {}}
    return asyncio.run(view.receive(json.dumps(message)))


def test_a_view_calls_only_its_servers_tools_for_views_and_only_once_approved() -> None:
    person, calls = Person(), []  # type: Person, list[tuple[str, dict[str, Any]]]
    view = session(person, calls)
    assert ask(view, "tools/call", {"name": "refresh", "arguments": {"x": 1}}) == {
        "jsonrpc": "2.0", "id": 7, "result": {"content": [{"type": "text", "text": "done"}]}
    }  # fmt: skip
    assert person.approvals == [("charts", "refresh", {"x": 1})] and calls == [("refresh", {"x": 1})]
    for name in ("summary", "other__tool", "chart"):  # for the model only, another server's, not listed
        answer = ask(view, "tools/call", {"name": name, "arguments": {}})
        assert answer is not None and "Unknown tool" in answer["error"]["message"]
    person.allow_calls = False
    answer = ask(view, "tools/call", {"name": "refresh", "arguments": {}})
    assert answer is not None and answer["error"]["message"] == "The person did not allow this call."
    assert len(calls) == 1, "a refused call never reached the server"


def test_links_messages_and_context_go_through_the_person() -> None:
    person = Person()
    view = session(person, [])
    for url in ("javascript:alert(1)", "file:///etc/passwd", "data:text/html,x"):
        answer = ask(view, "ui/open-link", {"url": url})
        assert answer is not None and "error" in answer
    assert person.links == []
    assert ask(view, "ui/open-link", {"url": "https://example.com/"}) == {
        "jsonrpc": "2.0", "id": 7, "result": {"isError": True}
    }, "the person said no"  # fmt: skip
    assert person.links == ["https://example.com/"]
    ask(view, "ui/message", {"role": "user", "content": [{"type": "text", "text": "Post this"}]})
    assert person.messages == ["Post this"]
    ask(view, "ui/update-model-context", {"content": [{"type": "text", "text": "3 points shown"}]})
    assert person.context == ["3 points shown"]


def test_unknown_or_oversized_messages_get_nothing() -> None:
    view = session(Person(), [])
    answer = ask(view, "sampling/createMessage", {"messages": []})
    assert answer is not None and answer["error"]["code"] == METHOD_NOT_FOUND
    huge = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "ping", "params": {"x": "y" * MAX_MESSAGE_CHARS}})
    assert asyncio.run(view.receive(huge)) is None
    assert asyncio.run(view.receive("not json")) is None


def test_the_view_is_given_its_input_and_result_once_it_is_ready() -> None:
    sent: list[dict[str, Any]] = []
    view = session(Person(), [])
    view.outbox = sent.append
    asyncio.run(view.receive(json.dumps({"jsonrpc": "2.0", "method": "ui/notifications/initialized"})))
    assert [m["method"] for m in sent] == ["ui/notifications/tool-input", "ui/notifications/tool-result"]
    assert sent[0]["params"] == {"arguments": {"n": 3}}


def test_the_view_gets_the_windows_colours_and_a_server_failure_in_words() -> None:
    async def failing(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        raise UserFacingError(ErrorKind.TIMEOUT, "The MCP server 'charts' did not answer within 30 s.")

    async def read(uri: str) -> dict[str, Any]:
        return {}

    view = ViewSession(
        "charts", "chart", {}, {"content": []}, Person(), failing, read, frozenset({"refresh"}),
        theme="dark", styles={"--color-background-primary": "#1e1e1e"},
    )  # fmt: skip
    answer = ask(view, "ui/initialize", {})
    assert answer is not None
    context = answer["result"]["hostContext"]
    assert context["theme"] == "dark"
    assert context["styles"] == {"variables": {"--color-background-primary": "#1e1e1e"}}
    failed = ask(view, "tools/call", {"name": "refresh", "arguments": {}})
    assert failed is not None
    assert failed["error"]["message"] == "The MCP server 'charts' did not answer within 30 s."


def test_a_view_may_ask_to_be_shown_full_screen_or_on_top_and_hears_the_mode_it_got() -> None:
    person = Person(can_show=("inline", "pip"))
    view = session(person, [])
    heard: list[dict[str, Any]] = []
    view.outbox = heard.append
    assert ask(view, "ui/request-display-mode", {"mode": "fullscreen"}) == {
        "jsonrpc": "2.0", "id": 7, "result": {"mode": "inline"}
    }, "the host could not: it says what it did"  # fmt: skip
    answer = ask(view, "ui/request-display-mode", {"mode": "pip"})
    assert answer is not None and answer["result"] == {"mode": "pip"}
    assert heard[-1] == {"jsonrpc": "2.0", "method": "ui/notifications/host-context-changed",
                         "params": {"displayMode": "pip"}}  # fmt: skip
    refused = ask(view, "ui/request-display-mode", {"mode": "desktop-wallpaper"})
    assert refused is not None and refused["error"]["code"] == -32602
    assert person.modes == ["fullscreen", "pip"]
