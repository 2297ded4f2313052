"""A view's calls held to the person's rules (core/mcp_apps.py, agent/view_approvals.py), with the real
app core and a real MCP server (tests/mcp/servers/app_tools_server.py, the SDK's): the model's call of a
tool with a view keeps its whole result for the view; the view's own call of a tool asks with the same
approval the model's would show, unless a rule allows or denies it, and an approval "for this session"
holds for the view's later calls; a tool only for the model, or of another server, does not exist for it.
What reached the server is read from the server's answers, not from the app's decisions."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import msgspec

from desktop_agent.agent.interactions import ApprovalChoice, ApprovalDecision
from desktop_agent.config.settings import RuleSettings
from desktop_agent.core.app_core import AppCore
from desktop_agent.core.settings import Settings
from desktop_agent.domain.events import ApprovalRequested
from tests.helpers.app_core import scripted_core
from tests.mcp.conftest import MARKER_VAR, REPO, marker, write_config
from tests.mcp.servers.app_tools_server import CALLS_FILE

__all__ = ["marker"]


class Front:
    """The person, as a view's front end asks them: answers approvals with `choice`, keeps what it saw."""

    def __init__(self, choice: ApprovalChoice = ApprovalChoice.APPROVE_ONCE) -> None:
        self.choice = choice
        self.asked: list[ApprovalRequested] = []
        self.contexts: list[tuple[str, str]] = []

    async def approve(self, request: ApprovalRequested) -> ApprovalDecision:
        self.asked.append(request)
        return ApprovalDecision(self.choice)

    async def open_link(self, server: str, url: str) -> bool:
        return False

    async def post_message(self, server: str, text: str) -> bool:
        return False

    def model_context(self, server: str, text: str) -> None:
        self.contexts.append((server, text))

    def resize(self, width: int | None, height: int | None) -> None:
        pass

    def display_mode(self, mode: Any) -> Any:
        return "inline"


def _core(tmp_path: Path, marker: str, rules: list[RuleSettings] | None = None) -> AppCore:
    entry = {"command": sys.executable, "args": ["-m", "tests.mcp.servers.app_tools_server"],
             "cwd": str(REPO), "env": {MARKER_VAR: marker, CALLS_FILE: str(tmp_path / "calls")}}  # fmt: skip
    (tmp_path / "config").mkdir()
    write_config(tmp_path / "config" / "mcp.json", {"charts": entry})
    settings = msgspec.structs.replace(Settings(), rules=rules or [])
    return scripted_core(tmp_path, settings, openai_url="http://127.0.0.1:9/v1")


def _reached(tmp_path: Path) -> list[str]:
    calls = tmp_path / "calls"
    return calls.read_text().split() if calls.exists() else []


def _link(n: int) -> str:
    return json.dumps({"jsonrpc": "2.0", "id": 100 + n, "method": "ui/open-link",
                       "params": {"url": f"https://example.com/{n}"}})  # fmt: skip


def _call(name: str, call_id: int = 7) -> str:
    return json.dumps({"jsonrpc": "2.0", "id": call_id, "method": "tools/call",
                       "params": {"name": name, "arguments": {}}})  # fmt: skip


async def _opened(core: AppCore, front: Front) -> Any:
    await core.mcp.start()
    await core.mcp.call("charts", "chart", {"numbers": [1, 2, 3]}, call_id="c1")
    session = core.service.new_session(agent="build", provider="openai", model="test-model",
                                       workspace=core.paths.data_dir)  # fmt: skip
    opened = await core.mcp_views.open("c1", session, front)
    assert opened is not None
    return opened


def test_the_models_call_keeps_its_whole_result_and_a_call_without_a_view_keeps_nothing(
    tmp_path: Path, marker: str
) -> None:
    core = _core(tmp_path, marker)

    async def body() -> None:
        try:
            await core.mcp.start()
            said = await core.mcp.call("charts", "chart", {"numbers": [1, 2, 3]}, call_id="c1")
            assert said.content == "a chart of 3 numbers"
            kept = core.mcp_views.call("c1")
            assert kept is not None and kept.resource_uri == "ui://chart/view.html"
            assert kept.arguments == {"numbers": [1, 2, 3]}
            assert kept.result["content"] == [{"type": "text", "text": "a chart of 3 numbers"}]
            await core.mcp.call("charts", "summary", {"numbers": [1]}, call_id="c2")
            assert core.mcp_views.call("c2") is None
        finally:
            await core.aclose()

    asyncio.run(body())


def test_a_views_call_asks_like_the_models_and_a_session_approval_holds(tmp_path: Path, marker: str) -> None:
    core = _core(tmp_path, marker)
    front = Front(ApprovalChoice.APPROVE_SESSION)

    async def body() -> None:
        try:
            view, bridge = await _opened(core, front)
            assert view.uri == "ui://chart/view.html"
            answer = await bridge.receive(_call("refresh_chart"))
            assert answer["result"]["content"][0]["text"] == "redrawn"
            assert _reached(tmp_path) == ["refresh_chart"]
            [asked] = front.asked
            assert asked.by_view and asked.name == "charts__refresh_chart" and asked.source == "charts"
            assert asked.risk == "high" and asked.call_id == "c1"
            again = await bridge.receive(_call("refresh_chart", 8))
            assert again["result"]["content"][0]["text"] == "redrawn"
            assert len(front.asked) == 1, "approved for this session: not asked again"
        finally:
            await core.aclose()

    asyncio.run(body())


def test_a_denied_or_refused_call_never_reaches_the_server(tmp_path: Path, marker: str) -> None:
    core = _core(tmp_path, marker, [RuleSettings(tool="charts__refresh_chart", action="deny")])
    front = Front()

    async def body() -> None:
        try:
            _, bridge = await _opened(core, front)
            denied = await bridge.receive(_call("refresh_chart"))
            assert denied["error"]["message"] == "The person did not allow this call."
            model_only = await bridge.receive(_call("summary"))
            assert model_only["error"]["message"] == "Unknown tool: summary"
            other = await bridge.receive(_call("read_file"))
            assert other["error"]["message"] == "Unknown tool: read_file"
            assert front.asked == [], "nothing was asked: the rule decided"
            assert _reached(tmp_path) == [], "the server never ran it"
        finally:
            await core.aclose()

    asyncio.run(body())


def test_a_person_who_says_no_stops_the_call(tmp_path: Path, marker: str) -> None:
    core = _core(tmp_path, marker)
    front = Front(ApprovalChoice.DENY)

    async def body() -> None:
        try:
            _, bridge = await _opened(core, front)
            refused = await bridge.receive(_call("refresh_chart"))
            assert refused["error"]["message"] == "The person did not allow this call."
            assert len(front.asked) == 1 and _reached(tmp_path) == []
        finally:
            await core.aclose()

    asyncio.run(body())


def test_a_rule_that_allows_the_tool_lets_the_view_call_it_without_asking(
    tmp_path: Path, marker: str
) -> None:
    core = _core(tmp_path, marker, [RuleSettings(tool="charts__*", action="allow")])
    front = Front()

    async def body() -> None:
        try:
            _, bridge = await _opened(core, front)
            answer = await bridge.receive(_call("refresh_chart"))
            assert answer["result"]["content"][0]["text"] == "redrawn"
            assert front.asked == []
        finally:
            await core.aclose()

    asyncio.run(body())


class SlowFront(Front):
    """A person who has not answered yet: each question waits for `answer`."""

    def __init__(self) -> None:
        super().__init__()
        self.answer = asyncio.Event()
        self.links: list[str] = []
        self.messages: list[str] = []

    async def approve(self, request: ApprovalRequested) -> ApprovalDecision:
        self.asked.append(request)
        await self.answer.wait()
        return ApprovalDecision(ApprovalChoice.APPROVE_ONCE)

    async def open_link(self, server: str, url: str) -> bool:
        self.links.append(url)
        await self.answer.wait()
        return False

    async def post_message(self, server: str, text: str) -> bool:
        self.messages.append(text)
        return True


def test_a_view_cannot_pile_up_questions_or_send_a_message_longer_than_is_shown(
    tmp_path: Path, marker: str
) -> None:
    """A hostile view asks for 50 calls and 50 links at once: the person sees one question; the rest are
    refused at once, and nothing of them reaches the server."""
    core = _core(tmp_path, marker)
    front = SlowFront()

    async def body() -> None:
        try:
            _, bridge = await _opened(core, front)
            calls = [asyncio.ensure_future(bridge.receive(_call("refresh_chart", n))) for n in range(50)]
            await asyncio.sleep(0.3)
            links = [await bridge.receive(_link(n)) for n in range(50)]
            assert len(front.asked) == 1 and front.links == [], "one question at a time"
            assert sum(t.done() for t in calls) == 49 and all(a == {"jsonrpc": "2.0", "id": a["id"],
                       "result": {"isError": True}} for a in links)  # fmt: skip
            front.answer.set()
            answers = await asyncio.gather(*calls)
            assert sum("result" in a for a in answers) == 1
            assert _reached(tmp_path) == ["refresh_chart"], "only the approved call reached the server"
            words = [{"type": "text", "text": "x" * 4001}]
            long = {"jsonrpc": "2.0", "id": 7, "method": "ui/message", "params": {"content": words}}
            said = await bridge.receive(json.dumps(long))
            assert said == {"jsonrpc": "2.0", "id": 7, "result": {"isError": True}}
            assert front.messages == [], "never put to the person: more than the dialog shows"
        finally:
            await core.aclose()

    asyncio.run(body())
