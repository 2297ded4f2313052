"""The window's presenters, without Qt: what a person notices, decided in plain Python."""

from __future__ import annotations

import logging

import pytest

from desktop_agent.ui.presenters import chat_actions as ca

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
