"""Where no sandbox confines commands, every command asks, whatever the rules say, unless the person turned
that off knowingly. Checked by what happens on disk, through the real loop, policy and shell."""

from __future__ import annotations

import asyncio
import json
import shutil
import tempfile
from pathlib import Path

import pytest

from desktop_agent.agent.interactions import ApprovalChoice, ApprovalDecision
from desktop_agent.config.settings import RuleSettings
from desktop_agent.domain.events import ApprovalRequested, ToolStateChanged
from desktop_agent.domain.messages import ToolCallState
from desktop_agent.storage.permissions import PermissionStore
from desktop_agent.tools.sandbox import NoSandbox, Sandbox
from desktop_agent.tools.shell import MAX_RUNNING_COMMANDS, RunCommandTool
from desktop_agent.tools.workspace import Workspace
from tests.helpers.agent_harness import Answers, fast_settings, run_turn
from tests.helpers.scripted_model import ScriptedProvider, call_tools, say
from tests.tools.helpers import ctx

ALLOW_TOUCH = [RuleSettings(tool="run_command", action="allow", pattern="touch *")]


def touch_turn(
    workspace: Path,
    tool: RunCommandTool,
    decision: ApprovalDecision,
    permissions: PermissionStore | None = None,
) -> tuple[list[ApprovalRequested], bool]:
    model = ScriptedProvider()
    model.script(call_tools([("c1", "run_command", '{"command": "touch made.txt"}')]), say("done"))
    asked: list[ApprovalRequested] = []

    def person(event: ApprovalRequested) -> ApprovalDecision:
        asked.append(event)
        return decision

    run_turn(
        model,
        "openai",
        "go",
        workspace,
        settings=fast_settings(rules=ALLOW_TOUCH),
        extra_tools=[tool],
        answers=Answers(approval=person),
        permissions=permissions,
    )
    return asked, (workspace / "made.txt").exists()


def unsandboxed(workspace: Path, *, ask: bool = True) -> RunCommandTool:
    sandbox: Sandbox = NoSandbox("bubblewrap (bwrap) is not installed")
    return RunCommandTool(Workspace(workspace), sandbox=sandbox, ask_without_sandbox=ask)


def test_an_allowed_command_still_asks_when_nothing_confines_it(tmp_path: Path) -> None:
    asked, made = touch_turn(tmp_path, unsandboxed(tmp_path), ApprovalDecision(ApprovalChoice.DENY))
    assert not made, "denied: the command never ran"
    (event,) = asked
    assert "Commands are not sandboxed here" in event.reason
    assert "bwrap" in event.reason, "the person is told why"


def test_approving_always_does_not_turn_the_question_off(tmp_path: Path) -> None:
    store = PermissionStore(tmp_path / "config" / "permissions.json")
    workspace = tmp_path / "ws"
    workspace.mkdir()
    tool = unsandboxed(workspace)
    always = ApprovalDecision(ApprovalChoice.APPROVE_ALWAYS, outside_sandbox=True)  # the person, shown it
    asked, made = touch_turn(workspace, tool, always, store)
    assert made and len(asked) == 1 and len(store.list()) == 1, "the approval was saved"
    (workspace / "made.txt").unlink()
    asked_again, made_again = touch_turn(workspace, tool, ApprovalDecision(ApprovalChoice.DENY), store)
    assert len(asked_again) == 1 and not made_again, "a saved approval does not stand in for the sandbox"


def test_the_person_can_turn_the_questions_off_knowingly(tmp_path: Path) -> None:
    asked, made = touch_turn(
        tmp_path, unsandboxed(tmp_path, ask=False), ApprovalDecision(ApprovalChoice.DENY)
    )
    assert asked == [] and made, "the rule allows it, as the person chose"


@pytest.mark.skipif(shutil.which("bwrap") is None, reason="needs bubblewrap (installed by .ci/run)")
def test_with_the_sandbox_the_rules_decide(tmp_path: Path) -> None:
    asked, made = touch_turn(
        tmp_path, RunCommandTool(Workspace(tmp_path)), ApprovalDecision(ApprovalChoice.DENY)
    )
    assert asked == [] and made


# ---- the model asks to leave the sandbox: always a question, and only the approved call leaves it ----


def test_approving_everything_does_not_run_a_command_with_no_sandbox(tmp_path: Path) -> None:
    """An approve-everything answer (--yes, a setting) is not the person's word that this command may run
    with all of their rights: it is not run, and the model is told why."""
    model = ScriptedProvider()
    model.script(call_tools([("c1", "run_command", '{"command": "touch made.txt"}')]), say("done"))
    result = run_turn(
        model,
        "openai",
        "go",
        tmp_path,
        extra_tools=[unsandboxed(tmp_path)],
        answers=Answers(approval=lambda e: ApprovalDecision(ApprovalChoice.APPROVE_ALWAYS)),
    )
    assert not (tmp_path / "made.txt").exists()
    (refused,) = [e.result for e in result.of(ToolStateChanged) if e.result is not None]
    assert refused.state is ToolCallState.DENIED and "outside the sandbox" in refused.content
    assert result.finished, "the turn goes on: the model answered after the refusal"


@pytest.mark.skipif(shutil.which("bwrap") is None, reason="needs bubblewrap (installed by .ci/run)")
@pytest.mark.parametrize(
    ("answer", "written"),
    [
        (ApprovalDecision(ApprovalChoice.DENY), False),
        (ApprovalDecision(ApprovalChoice.APPROVE_ONCE), False),  # approving calls is not leaving the sandbox
        (ApprovalDecision(ApprovalChoice.APPROVE_SESSION), False),
        (ApprovalDecision(ApprovalChoice.APPROVE_ONCE, outside_sandbox=True), True),
    ],
)
def test_leaving_the_sandbox_always_asks_and_only_then_reaches_outside(
    tmp_path: Path, answer: ApprovalDecision, written: bool
) -> None:
    workspace, outside = tmp_path / "ws", tmp_path / "outside.txt"
    workspace.mkdir()
    command = json.dumps({"command": f"echo pwned > {outside}", "unsandboxed": True})
    model = ScriptedProvider()
    model.script(call_tools([("c1", "run_command", command)]), say("done"))
    asked: list[ApprovalRequested] = []

    def person(event: ApprovalRequested) -> ApprovalDecision:
        asked.append(event)
        return answer

    allow_everything = [RuleSettings(tool="run_command", action="allow")]
    run_turn(
        model,
        "openai",
        "go",
        workspace,
        settings=fast_settings(rules=allow_everything),
        extra_tools=[RunCommandTool(Workspace(workspace))],
        answers=Answers(approval=person),
    )
    (event,) = asked
    assert "outside the sandbox" in event.reason and "not sandboxed" in event.preview
    assert "outside the sandbox" in event.unconfined
    assert outside.exists() is written


@pytest.mark.skipif(shutil.which("bwrap") is None, reason="needs bubblewrap (installed by .ci/run)")
def test_a_sandbox_refusal_tells_the_model_how_to_ask(tmp_path: Path) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    elsewhere = Path(tempfile.mkdtemp(prefix="da-outside-", dir="/var/tmp"))  # not the sandbox's private /tmp
    outside = elsewhere / "outside.txt"
    tool = RunCommandTool(Workspace(workspace))
    result = asyncio.run(tool.run(tool.validate({"command": f"echo x > {outside}"}), ctx(workspace)))
    assert not outside.exists()
    shutil.rmtree(elsewhere)
    assert "blocked by the sandbox" in result.content and "unsandboxed: true" in result.content


def test_at_most_four_commands_run_at_once(tmp_path: Path) -> None:
    """A step of eight slow commands: they take turns, four at a time (counted by the commands themselves)."""
    tool = RunCommandTool(Workspace(tmp_path), sandbox=NoSandbox("test"))
    log = tmp_path / "log"
    line = f"echo start >> {log}; sleep 0.3; echo end >> {log}"

    async def step() -> None:
        await asyncio.gather(*(tool.run(tool.validate({"command": line}), ctx(tmp_path)) for _ in range(8)))

    asyncio.run(step())
    running = most = 0
    for entry in log.read_text().split():
        running += 1 if entry == "start" else -1
        most = max(most, running)
    assert most == MAX_RUNNING_COMMANDS == 4
