"""A long session's requests stay inside the model's context window: old tool outputs shortened, earlier
turns summarised by the model (visible, stored, undoable), a refusal as too long compacted harder and asked
once more; the history itself keeps every message whole."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

from desktop_agent.agent.compaction import (
    PINNED_HEADER,
    STUB_ABOVE,
    SUMMARY_HEADER,
    Fitter,
    active,
    with_summary,
)
from desktop_agent.agent.service import AgentService, ChatSession
from desktop_agent.domain.compaction import Compaction
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.events import ContextCompacted, RunFinished, StopReason
from desktop_agent.domain.messages import (
    FinishReason,
    Message,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    Usage,
    user_message,
)
from desktop_agent.providers.base import ModelRequest
from desktop_agent.storage.store import HistoryStore
from tests.helpers.agent_harness import default_tools, fast_settings, run_turn, run_turn_async
from tests.helpers.scripted_model import ScriptedProvider, fail, say

SUMMARY = "## Goals\n- Tidy the notes folder\n## Done\n- Read notes 0-5"


def long_history(turns: int, output_chars: int) -> list[Message]:
    """Turns of: the person asks, the model reads a file, the file's long content, the model answers."""
    messages: list[Message] = []
    for i in range(turns):
        messages += [
            user_message(f"Read notes-{i}.txt and tell me what it says.", id=f"msg_u{i}"),
            Message("assistant", [ToolCallPart(f"c{i}", "read_file", f'{{"path": "notes-{i}.txt"}}')],
                    id=f"msg_a{i}", finish_reason=FinishReason.TOOL_CALLS),
            Message("tool", [ToolResultPart(f"c{i}", "read_file", f"line {i} " * (output_chars // 7))],
                    id=f"msg_t{i}"),
            Message("assistant", [TextPart(f"Notes {i} are about item {i}.")], id=f"msg_b{i}"),
        ]  # fmt: skip
    return messages


def session_with(tmp_path: Path, messages: list[Message]) -> ChatSession:
    session = ChatSession("ses_long", "build", "openai", "test-model", tmp_path)
    session.messages = messages
    return session


def is_summary_request(request: ModelRequest) -> bool:
    return "summary that replaces the earlier part" in request.system


def text_of(message: Message) -> str:
    return "".join(p.text for p in message.parts if isinstance(p, TextPart))


def test_old_outputs_are_shortened_first_and_the_newest_stay_whole(tmp_path: Path) -> None:
    """6 turns of 4,000-character outputs (about 6,000 tokens) against a 8,000-token window: the request
    goes with the old outputs as stubs, no summary needed; the history keeps every output."""
    history = long_history(6, 4_000)
    model = ScriptedProvider()
    model.script(say("Done."))
    session = session_with(tmp_path, history)
    settings = fast_settings(context_windows={"test-model": 8_000})
    result = run_turn(model, "openai", "And notes-6?", tmp_path, session=session, settings=settings)

    assert result.of(ContextCompacted) == [] and len(model.requests) == 1
    sent = model.requests[0].messages
    outputs = [p.content for m in sent for p in m.parts if isinstance(p, ToolResultPart)]
    stubbed = [
        o.startswith("[3,997 characters of read_file") and "call read_file again" in o for o in outputs
    ]
    assert stubbed == [True] * 5 + [False], "only the outputs of the two newest turns go whole"
    assert outputs[-1] == history[5 * 4 + 2].parts[0].content  # type: ignore[union-attr]
    kept = [p for m in session.messages for p in m.parts if isinstance(p, ToolResultPart)]
    assert all(len(p.content) > STUB_ABOVE for p in kept), "the history is not touched"


def test_earlier_turns_are_summarised_when_stubs_are_not_enough(tmp_path: Path) -> None:
    history = long_history(30, 700)  # many turns, each small: stubs cannot save enough
    model = ScriptedProvider()
    model.script(say(SUMMARY), say("Here is notes-30."))
    session = session_with(tmp_path, history)
    settings = fast_settings(context_windows={"test-model": 3_000})
    result = run_turn(model, "openai", "And notes-30?", tmp_path, session=session, settings=settings)

    assert isinstance(result.final, RunFinished) and result.final.stop_reason is StopReason.END
    summary_request, turn_request = model.requests
    assert is_summary_request(summary_request) and not summary_request.tools
    transcript = text_of(summary_request.messages[0])
    assert "notes-28.txt" in transcript and "notes-29.txt" not in transcript, "up to the turns kept whole"
    assert len(transcript) <= 3_000 * 2, "the summary's own request fits the window (its oldest part cut)"
    [event] = result.of(ContextCompacted)
    compaction = event.compaction
    assert compaction.summary == SUMMARY and compaction.automatic
    assert compaction.messages == 29 * 4, "all but the two newest turns (the 30th and the new one)"
    assert compaction.tokens_after < compaction.tokens_before
    first = turn_request.messages[0]
    assert first.role == "user" and text_of(first).startswith(SUMMARY_HEADER) and SUMMARY in text_of(first)
    assert "Read notes-29.txt" in text_of(first), "the summary joins the first turn kept whole"
    assert text_of(turn_request.messages[-1]) == "And notes-30?"
    assert len(session.messages) == 30 * 4 + 2, "every message is kept"
    assert session.compactions == [compaction]


def test_undo_restores_the_exact_request(tmp_path: Path) -> None:
    history = long_history(8, 300)
    compaction = Compaction("cmp_1", "msg_b5", "msg_b7", SUMMARY, 24, 900, 200, 1.0)
    with_it = with_summary(history, [compaction])
    assert len(with_it) == 8 and SUMMARY in text_of(with_it[0])
    assert with_summary(history, [replace(compaction, undone=True)]) == history
    moved = history[:20] + history[24:]  # an edit moved the summarised messages away: the summary goes too
    assert active([compaction], moved) is None


def test_a_compaction_is_stored_and_undone_for_the_next_turns(tmp_path: Path) -> None:
    db = tmp_path / "history.sqlite3"
    settings = fast_settings(context_windows={"test-model": 3_000})

    async def scenario() -> tuple[list[ModelRequest], list[Message]]:
        history = HistoryStore.open(db)
        try:
            agents = AgentService(
                settings=settings, tools_for_workspace=lambda ws: default_tools(ws), history=history
            )
            session = agents.new_session(
                agent="build", provider="openai", model="test-model", workspace=tmp_path
            )
            model = ScriptedProvider()
            for turn in long_history(30, 700)[::4]:
                model.script(say("Noted."))
                await run_turn_async(
                    model,
                    "openai",
                    text_of(turn) + " context" * 120,
                    tmp_path,
                    session=session,
                    history=history,
                )
            model.script(say(SUMMARY), say("Compacted answer."))
            await run_turn_async(model, "openai", "What next?", tmp_path, session=session, history=history,
                                 settings=settings)  # fmt: skip
            await history.flush()
            reopened = await agents.open_session(session.id)
            [stored] = reopened.compactions
            await agents.set_compaction_undone(reopened, stored.id, True)
            model.script(say("Whole answer."))
            roomy = fast_settings(context_windows={"test-model": 1_000_000})
            await run_turn_async(
                model, "openai", "Once more?", tmp_path, session=reopened, history=history, settings=roomy
            )
            again = await agents.open_session(session.id)
            assert again.compactions[0].undone
            return model.requests, again.messages
        finally:
            history.close()

    requests, messages = asyncio.run(scenario())
    compacted, undone = requests[-2], requests[-1]
    assert SUMMARY in text_of(compacted.messages[0])
    assert [m.id for m in undone.messages] == [m.id for m in messages[:-1]], "undo sends every message whole"
    assert not any(SUMMARY_HEADER in text_of(m) for m in undone.messages)


def test_a_request_refused_as_too_long_is_compacted_harder_and_asked_once_more(tmp_path: Path) -> None:
    history = long_history(6, 2_000)
    model = ScriptedProvider()
    too_long = UserFacingError(ErrorKind.CONTEXT_TOO_LONG, "The prompt is too long.", "")
    model.script(fail(too_long), say(SUMMARY), say("Fits now."))
    session = session_with(tmp_path, history)
    settings = fast_settings(context_windows={"test-model": 200_000})  # the estimate says it fits
    result = run_turn(model, "openai", "Go on.", tmp_path, session=session, settings=settings)

    assert isinstance(result.final, RunFinished) and result.final.stop_reason is StopReason.END
    refused, summary_request, retried = model.requests
    assert not is_summary_request(refused) and is_summary_request(summary_request)
    outputs = [p.content for m in retried.messages for p in m.parts if isinstance(p, ToolResultPart)]
    assert outputs == [], "only the newest turn, which has no output, goes whole"
    [only] = retried.messages
    assert SUMMARY in text_of(only) and text_of(only).endswith("---\n\nGo on.")
    assert len(result.of(ContextCompacted)) == 1


def test_a_second_refusal_fails_the_turn_in_words(tmp_path: Path) -> None:
    model = ScriptedProvider()
    too_long = UserFacingError(ErrorKind.CONTEXT_TOO_LONG, "The prompt is too long.", "Start a new session.")
    model.script(fail(too_long), say(SUMMARY), fail(too_long))
    session = session_with(tmp_path, long_history(4, 2_000))
    settings = fast_settings(context_windows={"test-model": 200_000})
    result = run_turn(model, "openai", "Go on.", tmp_path, session=session, settings=settings)
    assert result.final.type == "run_failed" and len(model.requests) == 3, "asked once more, not in a loop"


def test_the_estimate_learns_from_what_the_provider_counted() -> None:
    fitter = Fitter(window=10_000, threshold=0.8, keep_turns=2)
    messages = [user_message("x" * 4_000)]
    first, _ = fitter.fit("", [], messages, [])
    assert first.tokens == 1_000
    fitter.learn(Usage(input_tokens=1_500))  # code and CJK take more tokens than four characters
    second, _ = fitter.fit("", [], messages, [])
    assert second.tokens == 1_500


def test_no_compaction_when_turned_off(tmp_path: Path) -> None:
    model = ScriptedProvider()
    model.script(say("Done."))
    session = session_with(tmp_path, long_history(30, 700))
    settings = fast_settings(context_windows={"test-model": 6_000})
    settings = settings.replace(compaction=settings.compaction.replace(automatic=False))
    result = run_turn(model, "openai", "Go on.", tmp_path, session=session, settings=settings)
    assert result.of(ContextCompacted) == [] and len(model.requests) == 1


def test_pinned_messages_stay_word_for_word_after_the_summary_and_stay_pinned_when_reopened(
    tmp_path: Path,
) -> None:
    db = tmp_path / "history.sqlite3"
    settings = fast_settings(context_windows={"test-model": 3_000})
    decision = "We agreed: the release is on 14 March, and the API keeps version 2 until June."
    answer = "Then I will keep v2 compatible: the /v2/orders route stays, with its old field names."

    async def scenario() -> tuple[ModelRequest, list[Message]]:
        history = HistoryStore.open(db)
        try:
            agents = AgentService(
                settings=settings, tools_for_workspace=lambda ws: default_tools(ws), history=history
            )
            session = agents.new_session(
                agent="chat", provider="openai", model="test-model", workspace=tmp_path
            )
            model = ScriptedProvider()
            model.script(say(answer))
            await run_turn_async(model, "openai", decision, tmp_path, session=session, history=history)
            for turn in long_history(30, 700)[::4]:
                model.script(say("Noted."))
                await run_turn_async(
                    model, "openai", text_of(turn) + " context" * 120, tmp_path, session=session,
                    history=history,
                )  # fmt: skip
            await history.flush()
            reopened = await agents.open_session(session.id)
            first_question, first_answer = reopened.messages[0], reopened.messages[1]
            await agents.set_pinned(reopened, first_question.id, True)
            await agents.set_pinned(reopened, first_answer.id, True)
            reopened = await agents.open_session(session.id)
            assert [m.meta.get("pinned") for m in reopened.messages[:3]] == [True, True, None]
            model.script(say(SUMMARY), say("Compacted answer."))
            await run_turn_async(model, "openai", "What next?", tmp_path, session=reopened, history=history,
                                 settings=settings)  # fmt: skip
            return model.requests[-1], reopened.messages
        finally:
            history.close()

    request, messages = asyncio.run(scenario())
    lead = text_of(request.messages[0])
    assert lead.startswith(SUMMARY_HEADER) and SUMMARY in lead
    pinned = lead.split(PINNED_HEADER, 1)[1]
    assert f"[Person]\n{decision}" in pinned and f"[Assistant]\n{answer}" in pinned
    assert "notes-0.txt" not in lead, "what was not pinned is only in the summary"
    assert all(decision not in text_of(m) for m in request.messages[1:])
    assert messages[0].text == decision, "the history keeps it as it was"
