"""The window's presenters, without Qt: what a person notices, decided in plain Python."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine, Mapping, Sequence
from pathlib import Path
from typing import Any, cast

import pytest

from desktop_agent.core.agent import ChatSession
from desktop_agent.core.turns import AnswerAgain, Edit, Say, Turn, TurnInput
from desktop_agent.domain.compaction import Compaction
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.events import StopReason
from desktop_agent.domain.messages import AttachmentPart, Message, TextPart, Usage
from desktop_agent.ui.presenters import chat_actions as ca
from desktop_agent.ui.presenters.conversation import ConversationPresenter
from desktop_agent.ui.presenters.not_ready import NotReady, StillStartingError
from desktop_agent.ui.presenters.requests import Request, RequestsPresenter
from desktop_agent.ui.presenters.runs import RunEnded, RunsPresenter
from desktop_agent.ui.presenters.transcript import (
    EARLIER_GROUPS,
    MAX_RENDERED_GROUPS,
    PAGE_GROUPS,
    Pages,
    error_actions,
    group_messages,
    message_actions,
    next_section,
    sections,
)
from desktop_agent.ui.presenters.turn_end import CanGoOn, PlanReady, Said, Stopped, turn_end
from desktop_agent.ui.presenters.usage import UsagePresenter, context_used, usage_of
from desktop_agent.ui.presenters.versions import VersionsPresenter

EVERY_ACTION: list[ca.ChatAction] = [
    ca.CopyMessage("msg_1"),
    ca.CopyMessage(""),
    ca.CopyCode(3),
    ca.ToggleThought(0),
    ca.ToggleCard("call_1"),
    ca.CopyResult("call_1"),
    ca.ShowEarlier(),
    ca.ShowLater(),
    ca.EditMessage("msg_1"),
    ca.Regenerate(),
    ca.ContinueTurn(),
    ca.Retry(),
    ca.OpenSettings(),
    ca.SwitchVersion("msg_1", -1),
    ca.SwitchVersion("msg_1", 1),
    ca.ReviewApproval("call_1"),
    ca.AnswerGuard("req_1", True),
    ca.AnswerGuard("req_1", False),
    ca.PinMessage("msg_1", True),
    ca.PinMessage("msg_1", False),
    ca.OpenAttachment("ab" * 32),
    ca.DecideMemory("call_1", "keep"),
    ca.DecideMemory("call_1", "edit"),
    ca.DecideMemory("call:with:colons", "drop"),
    ca.DecideMemory("call_1", "undo"),
]


@pytest.mark.parametrize("action", EVERY_ACTION, ids=lambda a: ca.href(a))
def test_every_chat_action_reads_back_from_its_link(action: ca.ChatAction) -> None:
    assert ca.href(action).startswith("da:")
    assert ca.parse(ca.href(action)) == action


def test_the_links_keep_the_shape_they_had() -> None:
    assert ca.href(ca.CopyCode(0)) == "da:copy-code:0"
    assert ca.href(ca.AnswerGuard("r1", False)) == "da:guard-stop:r1"
    assert ca.parse("da:version-previous:m1") == ca.SwitchVersion("m1", -1)
    assert ca.parse("da:regenerate:m1") == ca.Regenerate(), "the message an old link named is not needed"


@pytest.mark.parametrize(
    "link",
    [
        "da:copy-code:x",  # not a number
        "da:reasoning:",
        "da:edit:",  # no message
        "da:review:",
        "da:guard-continue:",
        "da:launch:rockets",  # no such action
        "da:attachment:../../etc/passwd",  # an attachment is named by its SHA-256 only
        "da:attachment:" + "AB" * 32,
        "da:pin:",
        "da:memory-keep:",  # no call
        "da:memory-forget:call_1",  # no such decision
        "da:",
        "da",
        "https://example.com",
        "file:///etc/passwd",
        "javascript:alert(1)",
        "",
    ],
)
def test_unknown_or_malformed_links_ask_for_nothing(link: str, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.DEBUG, logger=ca.__name__):
        assert ca.parse(link) is None
    assert "ignored" in caplog.text


def test_only_web_and_mail_links_leave_the_app() -> None:
    assert ca.is_external("https") and ca.is_external("HTTP") and ca.is_external("mailto")
    assert not ca.is_external("da") and not ca.is_external("file") and not ca.is_external("")


# ---- the run <-> session mapping, requests waiting for the person, usage, versions ----


class Badges:
    """The session list's badges, as a person sees them."""

    def __init__(self) -> None:
        self.busy: set[str] = set()
        self.waiting: set[str] = set()

    def set_busy(self, session_id: str, busy: bool) -> None:
        (self.busy.add if busy else self.busy.discard)(session_id)

    def set_waiting(self, session_id: str, waiting: bool) -> None:
        (self.waiting.add if waiting else self.waiting.discard)(session_id)


def test_a_running_session_shows_busy_until_its_run_ends() -> None:
    badges = Badges()
    runs = RunsPresenter(badges)
    runs.started("run_1", "ses_a")
    runs.started("run_2", "ses_b")
    assert badges.busy == {"ses_a", "ses_b"}
    assert runs.session_of("run_2") == "ses_b" and runs.sessions() == ["ses_a", "ses_b"]

    ended = runs.ended("run_1")
    assert ended == RunEnded("ses_a", show_again=False)
    assert badges.busy == {"ses_b"} and runs.session_of("run_1") is None
    assert runs.ended("run_1") is None, "an end is reported once"


def test_a_session_opened_while_answering_is_shown_whole_when_the_answer_ends() -> None:
    runs = RunsPresenter(Badges())
    runs.started("run_1", "ses_a")
    runs.opened("ses_a", running=True)  # the person came back to it mid-answer
    assert runs.ended("run_1") == RunEnded("ses_a", show_again=True)
    runs.started("run_2", "ses_a")
    assert runs.ended("run_2") == RunEnded("ses_a", show_again=False), "only the run it was opened during"


def approval(run: str, call: str, session: str | None = "ses_a") -> Request:
    return Request("approval", run, f"req_{call}", call, session)


def test_the_waiting_badge_is_set_by_an_approval_and_cleared_by_the_answer() -> None:
    badges = Badges()
    requests = RequestsPresenter(badges)
    first, second = approval("run_1", "c1"), approval("run_1", "c2")
    requests.add(first)
    requests.add(second)
    assert badges.waiting == {"ses_a"}
    assert requests.answered(first) is True
    assert badges.waiting == {"ses_a"}, "another approval of the turn still waits"
    assert requests.answered(second) is True
    assert badges.waiting == set()
    assert requests.answered(second) is False, "an answer counts once"


def test_a_question_does_not_mark_the_session_waiting_for_approval() -> None:
    badges = Badges()
    requests = RequestsPresenter(badges)
    requests.add(Request("question", "run_1", "req_q", "c9", "ses_a"))
    assert badges.waiting == set()


def test_switching_away_from_a_session_waiting_for_approval_and_back_shows_it_again() -> None:
    badges = Badges()
    requests = RequestsPresenter(badges)
    waiting = approval("run_1", "c1", "ses_a")
    question = Request("question", "run_2", "req_q", "c2", "ses_b")
    requests.add(waiting)
    requests.add(question)
    requests.add(Request("guard", "run_1", "req_g", "", "ses_a"))

    assert requests.opened("ses_b") == [question], "another session shows only its own"
    assert requests.opened("ses_a") == [waiting], "back again: its approval shows (a guard is in the chat)"
    assert badges.waiting == {"ses_a"}, "the badge stayed while the person looked elsewhere"

    requests.answered(waiting)
    assert requests.opened("ses_a") == []


def test_a_tool_call_that_goes_on_without_an_answer_takes_its_approval_away() -> None:
    badges = Badges()
    requests = RequestsPresenter(badges)
    requests.add(approval("run_1", "c1"))
    requests.add(Request("question", "run_1", "req_q", "c2", "ses_a"))
    settled = requests.settled("c1")
    assert settled is not None and settled.call_id == "c1"
    assert badges.waiting == set()
    assert requests.settled("c2") is None, "a question is answered in its dialog, not settled"
    assert requests.settled("nope") is None


def test_a_guard_pause_is_answered_once_and_an_ended_run_waits_for_nothing() -> None:
    badges = Badges()
    requests = RequestsPresenter(badges)
    requests.add(Request("guard", "run_1", "req_g", "", "ses_a"))
    requests.add(approval("run_1", "c1"))
    guard = requests.guard("req_g")
    assert guard is not None and guard.run_id == "run_1"
    assert requests.answered(guard) and requests.guard("req_g") is None

    requests.run_ended("run_1", "ses_a")
    assert badges.waiting == set() and requests.pending() == []


def test_the_header_shows_the_last_reported_use_or_what_the_stored_messages_used() -> None:
    stored = [
        Message("user", [TextPart("hi")]),
        Message("assistant", [TextPart("hello")], usage=Usage(input_tokens=100, output_tokens=20)),
        Message("assistant", [TextPart("more")], usage=Usage(input_tokens=150, output_tokens=30)),
    ]
    total, last = usage_of(stored)
    assert (total.input_tokens, total.output_tokens) == (250, 50)
    assert last is not None and context_used(last) == 180, "the context of the last request"
    assert usage_of([]) == (Usage(), None)

    usage = UsagePresenter()
    assert usage.for_session("ses_a", stored) == (total, last)
    usage.reported("ses_a", Usage(input_tokens=9))
    shown = usage.for_session("ses_a", stored)
    assert shown == (total, Usage(input_tokens=9)), "the session's total; the last request as reported"
    live = [*stored, Message("assistant", [TextPart("now")], usage=Usage(input_tokens=300, output_tokens=7))]
    assert usage.for_session("ses_a", live)[0].input_tokens == 550, "a turn under way adds to the session"
    assert usage.for_session("ses_b", []) == (Usage(), None)


def test_versions_redraw_only_the_messages_whose_arrows_changed() -> None:
    versions = VersionsPresenter()
    assert versions.update({"m1": (2, 2)}) == {"m1"}
    assert versions.of("m1") == (2, 2) and versions.of("m2") is None
    assert versions.update({"m1": (2, 2), "m2": (1, 3)}) == {"m2"}
    assert versions.update({"m2": (2, 3)}) == {"m1", "m2"}, "m1 lost its arrows, m2 moved"
    versions.clear()
    assert versions.all() == {}


# ---- the transcript: groups, pages, the links under a message ----


def test_an_answer_and_its_tool_steps_are_one_group_under_the_persons_message() -> None:
    messages = [
        Message("user", [TextPart("a")], id="u1"),
        Message("assistant", [TextPart("b")], id="a1"),
        Message("tool", [TextPart("c")], id="t1"),
        Message("assistant", [TextPart("d")], id="a2"),
        Message("user", [TextPart("e")], id="u2"),
    ]
    assert [[m.id for m in g] for g in group_messages(messages)] == [["u1"], ["a1", "t1", "a2"], ["u2"]]


def test_a_long_session_pages_in_from_above_and_keeps_a_bounded_number_rendered() -> None:
    messages = [
        Message("user" if n % 2 == 0 else "assistant", [TextPart(str(n))], id=f"m{n}") for n in range(100)
    ]
    pages = Pages()
    first = pages.open(messages)
    assert len(first) == PAGE_GROUPS and first[-1][0].id == "m99"
    assert pages.earlier_count() == 100 - PAGE_GROUPS
    page = pages.take_earlier()
    assert len(page) == EARLIER_GROUPS and page[-1][0].id == f"m{100 - PAGE_GROUPS - 1}"
    assert pages.overflow(MAX_RENDERED_GROUPS + 3) == 3 and pages.overflow(5) == 0
    pages.dropped_below(first[-3:])
    assert pages.later_count() == 3 and pages.take_later()[0][0].id == "m97"


def test_a_section_ends_only_when_it_is_complete_and_what_follows_has_begun() -> None:
    assert next_section("one paragraph\n\nand the next", 0) == len("one paragraph\n\n")
    assert next_section("one paragraph\n\n\n\nand the next", 0) == len("one paragraph\n\n\n\n")
    assert next_section("one paragraph\n\n", 0) == 0, "what follows has not begun"
    assert next_section("no break yet", 0) == 0
    assert next_section("```\nx\n\ny\n", 0) == 0, "never inside an open code fence"
    assert next_section("1. item\n\n   its second paragraph\n\nafter", 0) == len(
        "1. item\n\n   its second paragraph\n\n"
    ), "an indented line continues the section"


def test_a_part_cut_into_sections_is_the_same_text_and_cut_the_same_while_it_streams() -> None:
    text = "Intro\n\n```py\na\n\nb\n```\n\n- x\n\n  more\n\n| a |\n|---|\n| 1 |\n\nEnd"
    parts = sections(text)
    assert "".join(parts) == text
    assert parts == [
        "Intro\n\n",
        "```py\na\n\nb\n```\n\n",
        "- x\n\n  more\n\n",
        "| a |\n|---|\n| 1 |\n\n",
        "End",
    ]
    for n in range(len(text) + 1):  # however much has arrived, the cuts made so far are the whole text's
        streamed, start = [], 0
        while (end := next_section(text[:n], start)) > start:
            streamed.append(text[start:end])
            start = end
        assert streamed == parts[: len(streamed)]


def test_the_links_under_a_message() -> None:
    assert message_actions("user", "m1", "complete", last_answer=False, version=None) == [
        ca.EditMessage("m1"),
        ca.CopyMessage("m1"),
        ca.PinMessage("m1", True),
    ]
    pinned = message_actions("user", "m1", "complete", last_answer=False, version=None, pinned=True)
    assert ca.PinMessage("m1", False) in pinned  # a pinned message offers to unpin
    assert message_actions("user", "m1", "complete", last_answer=False, version=(1, 2))[-2:] == [
        ca.SwitchVersion("m1", -1),
        ca.SwitchVersion("m1", 1),
    ]
    assert message_actions("user", "", "complete", last_answer=False, version=None) == [ca.CopyMessage("")]
    assert message_actions("assistant", "a1", "interrupted", last_answer=True, version=None) == [
        ca.CopyMessage("a1"),
        ca.PinMessage("a1", True),
        ca.ReadAloud("a1"),
        ca.Regenerate(),
        ca.ContinueTurn(),
    ]
    assert ca.parse(ca.href(ca.ReadAloud("a1"))) == ca.ReadAloud("a1")
    assert ca.parse("da:read:") is None, "no answer named: no action"


def test_an_error_offers_settings_for_a_key_problem_and_retry_for_a_passing_one() -> None:
    assert error_actions(UserFacingError(ErrorKind.NO_API_KEY, "No key")) == [ca.OpenSettings()]
    assert error_actions(UserFacingError(ErrorKind.RATE_LIMITED, "Slow down")) == [ca.Retry()]
    assert error_actions(UserFacingError(ErrorKind.CONTEXT_TOO_LONG, "Too long")) == []


# ---- the conversation, and the window before the core has opened ----


class View:
    """What the window would show."""

    def __init__(self) -> None:
        self.shown: list[str] = []
        self.errors: list[str] = []
        self.turns: list[tuple[str, bool]] = []
        self.editing: str | None = None
        self.typed = ""
        self.tasks: list[asyncio.Task[Any]] = []

    def show_session(self, session: ChatSession, running: bool) -> None:
        self.shown.append(session.id)

    def show_error(self, error: UserFacingError) -> None:
        self.errors.append(error.message)

    def show_compaction(self, compaction: Compaction) -> None:
        self.errors.append(f"compaction {compaction.id}")

    def show_turn(
        self,
        session: ChatSession,
        text: str,
        *,
        rewound: bool,
        attachments: Sequence[AttachmentPart] = (),
    ) -> None:
        self.turns.append((text, rewound))

    def show_editing(self, text: str | None) -> None:
        self.editing = text

    def typed_text(self) -> str:
        return self.typed

    def clear_typed(self) -> None:
        self.typed = ""

    def put_typed(self, text: str, files: Sequence[AttachmentPart] = ()) -> None:
        self.typed = text

    def typed_files(self) -> list[AttachmentPart]:
        return []

    def show_pinned(self, message_id: str) -> None:
        pass

    def show_starting(self, starting: bool) -> None:
        pass

    def show_agent(self, agent: str) -> None:
        self.agent = agent

    def tools_choice(self) -> bool | None:
        return None

    def reset_tools_choice(self) -> None:
        pass

    def show_queued(self, text: str | None) -> None:
        self.queued = text

    def add_earlier(self, session: ChatSession, messages: list[Message]) -> None:
        pass

    def show_versions(self, versions: Mapping[str, tuple[int, int]]) -> None:
        pass

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coro)
        self.tasks.append(task)
        return task


def test_before_the_core_opens_acting_says_still_starting_and_nothing_breaks() -> None:
    async def body() -> None:
        view = View()
        not_ready = NotReady("Still starting…", "Try again in a moment.")
        conversation = ConversationPresenter(view, lambda: not_ready, RunsPresenter(Badges()))
        view.typed = "Hello"
        conversation.send()
        await asyncio.gather(*view.tasks)
        assert view.errors == ["Still starting…"], "the person is told where they acted"
        assert view.typed == "Hello", "what they typed is kept for when it is ready"
        assert conversation.new_session() is False and conversation.session is None
        conversation.regenerate()
        conversation.escape()
        conversation.stop()
        assert await not_ready.list_sessions() == [] and not_ready.running("ses_a") is None
        with pytest.raises(StillStartingError):
            not_ready.permissions()
        await asyncio.gather(*view.tasks)

    asyncio.run(body())


class Controller:
    """Starts turns the way the core does, as far as the conversation can tell."""

    def __init__(self) -> None:
        self.session = ChatSession(
            id="ses_a", title="", agent="build", provider="p", model="m", workspace=Path(),
            messages=[Message("user", [TextPart("first")], id="u1"), Message("assistant", [TextPart("A")])],
        )  # fmt: skip
        self.sent: list[tuple[str, str]] = []
        self.running_now: set[str] = set()

    def running(self, session_id: str) -> Any:
        return object() if session_id in self.running_now else None

    def new_session(self, draft: ChatSession | None = None) -> ChatSession:
        return self.session

    async def start(self, session: ChatSession, what: TurnInput) -> Turn:
        match what:
            case Edit(message_id=message_id, text=text):
                kind, shown, rewound = f"edit {message_id}", text, True
            case AnswerAgain():
                kind, text, rewound = "regenerate", "", True
                shown = next(m.text for m in reversed(session.messages) if m.role == "user")
            case Say(text=text):
                kind, shown, rewound = "send", text, False
            case _:
                raise AssertionError(what)
        self.sent.append((kind, text))
        run = cast(Any, type("Run", (), {"id": f"run_{len(self.sent)}"})())
        return Turn(run, shown, [], rewound, session.agent)

    async def versions(self, session: ChatSession) -> dict[str, tuple[int, int]]:
        return {}

    def stop(self, session_id: str) -> None:
        self.running_now.discard(session_id)


def test_editing_a_sent_message_sends_it_again_and_esc_leaves_editing() -> None:
    async def body() -> None:
        view, controller, badges = View(), Controller(), Badges()
        conversation = ConversationPresenter(view, lambda: cast(Any, controller), RunsPresenter(badges))
        assert conversation.new_session() and view.shown == ["ses_a"]

        conversation.edit_last()
        assert view.editing == "first" and conversation.editing == "u1"
        conversation.escape()
        assert view.editing is None and conversation.editing is None, "Esc leaves editing"

        conversation.edit("u1")
        view.typed = "first, edited"
        conversation.send()
        await asyncio.gather(*view.tasks)
        assert controller.sent == [("edit u1", "first, edited")]
        assert view.turns == [("first, edited", True)] and view.typed == "" and view.editing is None
        assert badges.busy == {"ses_a"}, "the session shows it is answering"

        controller.running_now.add("ses_a")
        view.typed = "again"
        conversation.send()
        assert len(controller.sent) == 1, "one turn at a time"
        conversation.escape()
        assert controller.running_now == set(), "Esc stops the answer when nothing is edited"

        conversation.regenerate()
        await asyncio.gather(*view.tasks)
        assert controller.sent[-1] == ("regenerate", "") and view.turns[-1] == ("first", True)
        assert conversation.last_answer() == "A"
        await asyncio.gather(*view.tasks)

    asyncio.run(body())


def test_what_the_chat_says_when_a_turn_ends() -> None:
    checklist = ["Here is the plan:\n\n- [ ] Read the notes\n- [ ] Add oat drink"]
    assert turn_end(StopReason.END, "", "build", ["Done."]) is None, "a plain answer needs no note"
    assert turn_end(StopReason.CANCELLED, "", "build", ["Half"]) == Stopped()
    assert turn_end(StopReason.TOOL_CALL_AS_TEXT, "It wrote a call", "build", []) == Said("It wrote a call")
    assert turn_end(StopReason.END, "", "plan", checklist) == PlanReady()
    assert turn_end(StopReason.STEP_LIMIT, "", "plan", ["No list here."]) is None, "a plan: built or nothing"
    assert turn_end(StopReason.STEP_LIMIT, "Step limit", "build", ["…"]) == CanGoOn("Step limit")
    assert turn_end(StopReason.STEP_LIMIT, "", "build", None) == CanGoOn(StopReason.STEP_LIMIT.value)
