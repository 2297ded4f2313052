"""A real MCP server asks the app's model (``sampling/createMessage``), end to end: the person reviews the
exact request, the approved model answers through the app's providers (a scripted model server), a
declined request is the protocol's rejection, and a flood of requests is refused, never queued."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.core.app_core import AppCore
from desktop_agent.core.mcp_asker import SamplingReview, SessionModel, use_prompter
from desktop_agent.core.settings import Settings
from desktop_agent.tools.mcp.elicitation import ElicitationAnswer, ElicitationRequest
from desktop_agent.tools.mcp.status import ServerState
from tests.helpers.app_core import scripted_core
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_error, openai_text
from tests.mcp.conftest import MARKER_VAR, REPO, write_config


@dataclass
class Reviewer:
    """Approves with `choose` (a function of the review: a model, or None to decline); can hold the
    review open until `release` is set."""

    choose: Any = None
    reviews: list[SamplingReview] = field(default_factory=list)
    release: asyncio.Event | None = None

    async def elicit(self, server: str, request: ElicitationRequest) -> ElicitationAnswer:
        return ElicitationAnswer.decline()

    async def review_sampling(self, review: SamplingReview) -> str | None:
        self.reviews.append(review)
        if self.release is not None:
            await self.release.wait()
        return self.choose(review) if self.choose is not None else None


@pytest.fixture
def core(tmp_path: Path, marker: str, llm_server: ScriptedLLMServer) -> Iterator[AppCore]:
    entry = {
        "command": sys.executable,
        "args": ["-m", "tests.mcp.servers.asking_server"],
        "cwd": str(REPO),
        "env": {MARKER_VAR: marker},
    }
    (tmp_path / "config").mkdir()
    write_config(tmp_path / "config" / "mcp.json", {"asks": entry})
    made = scripted_core(tmp_path, Settings(), openai_url=llm_server.openai_base_url, model="gpt-4.1-mini")
    yield made
    made.close()


async def _call(core: AppCore, tool: str, **args: Any) -> Any:
    try:
        await core.mcp.start()
        assert core.mcp.status("asks").state is ServerState.UP, core.mcp.status("asks").error
        output = await core.mcp.call("asks", tool, args)
        assert not output.is_error, output.content
        return json.loads(output.content)
    finally:
        await core.aclose()


def test_an_approved_request_is_answered_by_the_sessions_model(
    core: AppCore, llm_server: ScriptedLLMServer
) -> None:
    llm_server.script(openai_text("Hello from the model"))
    reviewer = Reviewer(lambda review: review.model)
    use_prompter(core, reviewer, lambda: SessionModel("openai", "gpt-4.1-mini"))
    got = asyncio.run(_call(core, "sample", prompt="Say hi", system="Be brief", max_tokens=64, image=True))
    assert got == {"model": "gpt-4.1-mini", "text": "Hello from the model", "stop_reason": "endTurn"}
    review = reviewer.reviews[0]
    assert review.server == "asks" and review.model == "openai/gpt-4.1-mini"
    assert review.request.system_prompt == "Be brief" and review.request.max_tokens == 64
    (message,) = review.request.messages
    assert message.role == "user" and message.parts[0].text == "Say hi"
    assert message.parts[1].kind == "image" and message.parts[1].mime_type == "image/png"
    assert review.costs["openai/gpt-4.1-mini"] == "free: it runs on this computer"  # the scripted server
    sent = llm_server.requests[-1].body
    assert sent is not None and sent["model"] == "gpt-4.1-mini"
    assert 64 in (sent.get("max_tokens"), sent.get("max_completion_tokens"))
    assert sent["messages"][0] == {"role": "system", "content": "Be brief"}
    assert "Say hi" in json.dumps(sent["messages"][1]) and "[image: image/png" in json.dumps(
        sent["messages"][1]
    )


def test_the_person_may_pick_another_configured_model(core: AppCore, llm_server: ScriptedLLMServer) -> None:
    llm_server.script(openai_text("Answered by the other one"))

    def other(review: SamplingReview) -> str:
        return next(c for c in review.choices if c.split("/")[0] not in ("openai", "anthropic"))

    reviewer = Reviewer(other)
    use_prompter(core, reviewer, lambda: SessionModel("openai", "gpt-4.1-mini"))
    got = asyncio.run(_call(core, "sample"))
    review = reviewer.reviews[0]
    assert review.choices[0] == "openai/gpt-4.1-mini"
    assert got["text"] == "Answered by the other one" and got["model"] == other(review).split("/", 1)[1]


def test_a_declined_request_is_the_protocols_rejection_and_no_model_is_asked(
    core: AppCore, llm_server: ScriptedLLMServer
) -> None:
    use_prompter(core, Reviewer(lambda review: None), lambda: None)
    got = asyncio.run(_call(core, "sample"))
    assert got == {"error": {"code": -1, "message": "User rejected sampling request"}}
    assert llm_server.requests == []


def test_without_a_front_end_sampling_is_refused_and_the_server_told(
    core: AppCore, llm_server: ScriptedLLMServer
) -> None:
    got = asyncio.run(_call(core, "sample"))
    assert got["error"]["message"] == "Nobody can approve sampling requests here."
    assert llm_server.requests == []


def test_a_flood_of_requests_is_refused_while_one_waits_for_the_person(
    core: AppCore, llm_server: ScriptedLLMServer
) -> None:
    async def scenario() -> Any:
        reviewer = Reviewer(lambda review: None, release=asyncio.Event())
        use_prompter(core, reviewer, lambda: None)
        call = asyncio.ensure_future(_call(core, "sample_many", count=5))
        for _ in range(200):
            await asyncio.sleep(0.05)
            if reviewer.reviews:
                break
        await asyncio.sleep(0.5)  # the other four arrive meanwhile
        assert reviewer.release is not None
        reviewer.release.set()
        return await call, reviewer

    outcomes, reviewer = asyncio.run(scenario())
    assert len(reviewer.reviews) == 1
    messages = sorted(o["error"]["message"] for o in outcomes)
    assert messages.count("User rejected sampling request") == 1
    assert messages.count("Another sampling request of this server is waiting for the person.") == 4


def test_a_failing_model_is_told_to_the_server(core: AppCore, llm_server: ScriptedLLMServer) -> None:
    llm_server.script(openai_error(401, "bad key"))
    use_prompter(core, Reviewer(lambda review: review.model), lambda: SessionModel("openai", "gpt-4.1-mini"))
    got = asyncio.run(_call(core, "sample"))
    assert got["error"]["code"] == -32603 and got["error"]["message"].startswith("The model could not answer")


def test_a_modern_server_samples_in_the_same_call(
    tmp_path: Path, marker: str, llm_server: ScriptedLLMServer
) -> None:
    entry = {
        "command": sys.executable,
        "args": ["-m", "tests.mcp.servers.asking_server", "--era", "2026"],
        "cwd": str(REPO),
        "env": {MARKER_VAR: marker},
    }
    (tmp_path / "config").mkdir()
    write_config(tmp_path / "config" / "mcp.json", {"asks": entry})
    core = scripted_core(tmp_path, Settings(), openai_url=llm_server.openai_base_url, model="gpt-4.1-mini")
    llm_server.script(openai_text("Teal"))
    use_prompter(core, Reviewer(lambda review: review.model), lambda: None)
    got = asyncio.run(_call(core, "modern_sample"))
    assert got == {"model": "gpt-4.1-mini", "text": "Teal"}


def test_the_cost_is_estimated_from_the_price_table(tmp_path: Path) -> None:
    """gpt-4.1-mini: $0.40 in and $1.60 out per million tokens; 40,000 characters are about 10,000 tokens
    in, and 100,000 tokens out at most: $0.004 + $0.16."""
    from desktop_agent.core.mcp_asker import CoreMcpAsker
    from desktop_agent.tools.mcp.sampling import SamplingMessage, SamplingPart, SamplingRequest

    cloud = scripted_core(tmp_path, Settings(), openai_url="https://api.example.com/v1", model="gpt-4.1-mini")
    try:
        asker = CoreMcpAsker(cloud, Reviewer(), lambda: None)
        request = SamplingRequest((SamplingMessage("user", (SamplingPart("text", "x" * 40_000),)),), 100_000)
        assert asker.cost("openai/gpt-4.1-mini", request) == "at most about $0.16"
        assert asker.cost("openai/a-model-nobody-prices", request) == ""
    finally:
        cloud.close()
