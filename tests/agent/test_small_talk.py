"""Small talk goes to the model without tools; anything that may ask for work keeps them."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_agent.agent.small_talk import is_small_talk
from tests.helpers.agent_harness import fast_settings, run_turn
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text
from tests.helpers.scripted_model import ScriptedProvider, say

SMALL_TALK = ["hi", "Hello!", "thanks", "Thank you so much 🙏", "great, thanks!", "ok thanks", "Good morning",
              "bye", "thanks for the help", "Merci !"]  # fmt: skip
WORK = [
    "ok",  # after "Shall I apply the edit?": do it
    "yes",
    "go ahead",
    "sure",
    "thanks, now read notes.txt",
    "hi, what is in this folder?",
    "thanks! can you fix the test",
    "hello world program in C",
    "bye-bye the old config: delete it",
    "thank you " * 5,
]


@pytest.mark.parametrize("text", SMALL_TALK)
def test_small_talk_is_recognised(text: str) -> None:
    assert is_small_talk(text)


@pytest.mark.parametrize("text", WORK)
def test_anything_that_may_ask_for_work_is_not(text: str) -> None:
    assert not is_small_talk(text)


def tools_sent(tmp_path: Path, text: str, **kwargs: object) -> list[str]:
    model = ScriptedProvider()
    model.script(say("You're welcome."))
    run_turn(model, "openai", text, tmp_path, **kwargs)
    return [t.name for t in model.requests[0].tools]


def test_thanks_goes_without_tools_and_work_with_them(tmp_path: Path) -> None:
    assert tools_sent(tmp_path, "Thanks a lot!") == []
    assert "read_file" in tools_sent(tmp_path, "Thanks, now read notes.txt")


def test_the_setting_turns_it_off(tmp_path: Path) -> None:
    assert "read_file" in tools_sent(
        tmp_path, "thanks", settings=fast_settings(small_talk_without_tools=False)
    )


def test_the_person_can_switch_tools_on_or_off_for_one_message(tmp_path: Path) -> None:
    assert "read_file" in tools_sent(tmp_path, "hi", tools=True)
    assert tools_sent(tmp_path, "Read notes.txt", tools=False) == []


def test_the_server_receives_no_tools_for_small_talk(llm_server: ScriptedLLMServer, tmp_path: Path) -> None:
    llm_server.script(openai_text("Hello!"))
    run_turn(llm_server, "openai", "hey there", tmp_path)
    body = llm_server.requests[0].body
    assert body is not None and "tools" not in body and "tool_choice" not in body
