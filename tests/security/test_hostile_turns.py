"""Every hostile command of the abuse table, sent by a model through the real loop, policy, shell and sandbox,
with the rules that would tempt a matcher and nobody approving: checked by what happened on disk."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from desktop_agent.agent.interactions import ApprovalChoice, ApprovalDecision
from desktop_agent.config.settings import RuleSettings
from desktop_agent.domain.events import ApprovalRequested, ToolStateChanged
from desktop_agent.domain.messages import ToolCallState
from desktop_agent.tools.shell import RunCommandTool
from desktop_agent.tools.workspace import Workspace
from tests.helpers.agent_harness import Answers, fast_settings, run_turn
from tests.helpers.scripted_model import ScriptedProvider, call_tools, say
from tests.security.payloads import PAYLOAD_CLASSES, PayloadClass

CALLS_PER_STEP = 30  # under the loop's limit of calls in one step

pytestmark = pytest.mark.skipif(
    shutil.which("bwrap") is None, reason="needs bubblewrap (installed by .ci/run)"
)


def canaries(workspace: Path, home: Path) -> dict[Path, str]:
    """Files a payload would change if it ran, and what they hold."""
    files = {
        workspace / "victim": "keep me\n",
        workspace / ".git" / "config": "[core]\n\tbare = false\n",
        workspace / ".env": "API_KEY=sk-live-123\n",
        home / ".bashrc": "# mine\n",
    }
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return files


@pytest.mark.parametrize("payload_class", list(PAYLOAD_CLASSES.values()), ids=list(PAYLOAD_CLASSES))
def test_no_hostile_command_runs_without_the_person(
    payload_class: PayloadClass, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home, workspace = tmp_path / "home", tmp_path / "ws"
    monkeypatch.setenv("HOME", str(home))
    files = canaries(workspace, home)
    before = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    payloads = payload_class.payloads
    model = ScriptedProvider()
    for start in range(0, len(payloads), CALLS_PER_STEP):
        chunk = payloads[start : start + CALLS_PER_STEP]
        model.script(
            call_tools(
                [(f"c{start + i}", "run_command", json.dumps({"command": p})) for i, p in enumerate(chunk)]
            )
        )
    model.script(say("done"))
    rules = [
        RuleSettings.validate({"tool": "run_command", "action": a, "pattern": p})
        for a, p in payload_class.rules
    ]
    asked: list[ApprovalRequested] = []

    def nobody(event: ApprovalRequested) -> ApprovalDecision:
        asked.append(event)
        return ApprovalDecision(ApprovalChoice.DENY)

    result = run_turn(
        model,
        "openai",
        "go",
        workspace,
        settings=fast_settings(rules=rules),
        extra_tools=[RunCommandTool(Workspace(workspace))],
        answers=Answers(approval=nobody),
    )
    started = [e.call_id for e in result.of(ToolStateChanged) if e.state is ToolCallState.RUNNING]
    assert started == [], "no hostile command started"
    for path, text in files.items():
        assert path.read_text() == text, f"{path} changed"
    assert sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*")) == before, "nothing was created"
    expected_questions = len(payloads) if payload_class.expected == "ask" else 0
    assert len(asked) == expected_questions
