"""A plan is the checklist a plan answer ends with; its steps become the build profile's task."""

from __future__ import annotations

from desktop_agent.domain.messages import Message, TextPart, user_message
from desktop_agent.domain.plans import build_task, last_plan, plan_steps

PLAN = """I looked at the loader. The plan:

- [ ] Add a cache to `load_config`
- [x] Read the current tests
1. [ ] Write a test for a missing file
   - [ ] nested detail stays a step too

Say the word and I will start."""


def test_the_steps_of_a_checklist_in_order() -> None:
    assert plan_steps(PLAN) == [
        "Add a cache to `load_config`",
        "Read the current tests",
        "Write a test for a missing file",
        "nested detail stays a step too",
    ]
    assert plan_steps("No plan here.\n- a plain bullet\n- [link](x)") == []


def test_the_newest_plan_answer_is_the_one_built() -> None:
    old = Message(role="assistant", id="m1", parts=[TextPart("- [ ] old step")])
    new = Message(role="assistant", id="m3", parts=[TextPart(PLAN)])
    chat = Message(role="assistant", id="m4", parts=[TextPart("Anything else?")])
    assert last_plan([old, user_message("again", id="m2"), new, chat])[0] == "Add a cache to `load_config`"
    assert last_plan([user_message("hi", id="u")]) == []


def test_the_task_says_what_to_do_and_lists_the_steps() -> None:
    task = build_task(["First", "Second"])
    assert task.startswith("Build this plan, step by step.") and "update_plan" in task
    assert task.endswith("- [ ] First\n- [ ] Second")
