"""web_search through the real loop, policy and approval gate, against a SearXNG-compatible server on
127.0.0.1: a search asks first (the query leaves the computer) and shows the query and where it goes, a
denied search sends nothing, a rule naming the service's host lets searches go unasked, and the app core
offers the tool only when a back end is chosen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_agent.agent.interactions import ApprovalChoice, ApprovalDecision
from desktop_agent.config.settings import RuleSettings, Settings, WebSearchSettings
from desktop_agent.domain.events import ApprovalRequested
from desktop_agent.domain.messages import ToolCallState, ToolResultPart
from desktop_agent.tools.web_search import WebSearchTool
from tests.helpers.agent_harness import Answers, fast_settings, run_turn
from tests.helpers.app_core import scripted_core
from tests.helpers.scripted_model import ScriptedProvider, call_tools, say
from tests.helpers.search_server import SearchServer, json_route

RESULTS = {"results": [{"url": "https://example.org/a", "title": "A page", "content": "About cats."}]}


@pytest.fixture
def server() -> Iterator[SearchServer]:
    s = SearchServer()
    s.routes["/search"] = json_route(RESULTS)
    try:
        yield s
    finally:
        s.close()


def _tool(server: SearchServer) -> WebSearchTool:
    settings = WebSearchSettings(backend="searxng", searxng_url=server.base)
    return WebSearchTool(settings, lambda _name: None)


def _asker(decision: ApprovalChoice, asked: list[ApprovalRequested]) -> Answers:
    def answer(event: ApprovalRequested) -> ApprovalDecision:
        asked.append(event)
        return ApprovalDecision(decision)

    return Answers(approval=answer)


def test_a_search_asks_first_with_the_query_and_the_service(server: SearchServer, tmp_path: Path) -> None:
    model = ScriptedProvider()
    model.script(call_tools([("s1", "web_search", '{"query": "cat food"}')]), say("done"))
    asked: list[ApprovalRequested] = []
    result = run_turn(
        model,
        "openai",
        "find",
        tmp_path,
        extra_tools=[_tool(server)],
        answers=_asker(ApprovalChoice.APPROVE_ONCE, asked),
    )
    (event,) = asked
    assert event.name == "web_search" and event.arguments == {"query": "cat food"}
    assert event.subject == f"{server.base}/search"
    assert event.preview == f"Sends the query 'cat food' to SearXNG at {server.base}/search."
    assert event.suggested_pattern == "127.0.0.1" and event.risk == "medium"
    assert result.tool_states("s1")[-1] is ToolCallState.COMPLETED
    assert server.seen[0].query == {"q": ["cat food"], "format": ["json"]}
    sent = [p for m in model.requests[1].messages for p in m.parts if isinstance(p, ToolResultPart)]
    assert sent[0].content.startswith('Web search results (back end: searxng) for "cat food": 1 found.')


def test_a_denied_search_sends_nothing(server: SearchServer, tmp_path: Path) -> None:
    model = ScriptedProvider()
    model.script(call_tools([("s1", "web_search", '{"query": "secret plans"}')]), say("ok"))
    asked: list[ApprovalRequested] = []
    result = run_turn(
        model,
        "openai",
        "find",
        tmp_path,
        extra_tools=[_tool(server)],
        answers=_asker(ApprovalChoice.DENY, asked),
    )
    assert len(asked) == 1 and result.tool_states("s1")[-1] is ToolCallState.DENIED
    assert server.seen == []


def test_a_rule_naming_the_service_lets_searches_go_unasked(server: SearchServer, tmp_path: Path) -> None:
    model = ScriptedProvider()
    model.script(call_tools([("s1", "web_search", '{"query": "cats"}')]), say("ok"))
    asked: list[ApprovalRequested] = []
    settings = fast_settings(rules=[RuleSettings(tool="web_search", action="allow", pattern="127.0.0.1")])
    result = run_turn(
        model, "openai", "find", tmp_path, settings=settings, extra_tools=[_tool(server)],
        answers=_asker(ApprovalChoice.DENY, asked),
    )  # fmt: skip
    assert asked == [] and result.tool_states("s1")[-1] is ToolCallState.COMPLETED
    assert len(server.seen) == 1


def test_the_core_offers_web_search_only_when_a_back_end_is_chosen(tmp_path: Path) -> None:
    off = scripted_core(tmp_path / "off", Settings(), openai_url="http://127.0.0.1:9/v1")
    try:
        assert "web_search" not in off.tools_for_workspace(tmp_path).names()
        assert "fetch_url" in off.tools_for_workspace(tmp_path).names()
    finally:
        off.close()
    chosen = Settings(web_search=WebSearchSettings(backend="brave"))
    on = scripted_core(tmp_path / "on", chosen, openai_url="http://127.0.0.1:9/v1")
    try:
        tool = on.tools_for_workspace(tmp_path).get("web_search")
        assert isinstance(tool, WebSearchTool) and tool.backend == "brave"
    finally:
        on.close()
