"""What MCP servers ask of the person, in the window: a form made from the server's schema, an address to
open, a request for the model. Dialogs on their own, and end to end with a real server (the SDK's) and
the scripted model server."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import qasync
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QListWidget, QPlainTextEdit, QWidget
from pytestqt.qtbot import QtBot

from desktop_agent.core.mcp_asker import SamplingReview
from desktop_agent.tools.mcp.elicitation import UrlRequest, parse_form
from desktop_agent.tools.mcp.sampling import SamplingMessage, SamplingPart, SamplingRequest
from desktop_agent.ui.elicitation_dialog import ElicitationDialog, UrlDialog
from desktop_agent.ui.mcp_requests import WindowMcpPrompter, attach_prompter, session_model
from desktop_agent.ui.sampling_dialog import SamplingDialog
from tests.gui.window_harness import Harness, drive
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text
from tests.mcp.conftest import MARKER_VAR, REPO, marker, write_config
from tests.mcp.servers.asking_server import PROFILE

__all__ = ["marker"]  # the fixture: no server process outlives its test


def labels(widget: QWidget, name: str) -> list[str]:
    return [x.text() for x in widget.findChildren(QLabel) if x.accessibleName() == name and not x.isHidden()]


def texts(widget: QWidget) -> str:
    return "\n".join(x.text() for x in widget.findChildren(QLabel))


def form_dialog(qtbot: QtBot, message: str = "Tell us about you") -> ElicitationDialog:
    dialog = ElicitationDialog("crm", parse_form(message, PROFILE))
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


# ---- the form ----


def test_the_form_says_which_server_asks_and_starts_with_the_defaults(qtbot: QtBot) -> None:
    dialog = form_dialog(qtbot)
    assert "crm" in dialog.windowTitle()
    assert labels(dialog, "Which server asks") == ["“crm” asks for some information"]
    assert labels(dialog, "The server's message") == ["Tell us about you"]
    assert "Your name *" in texts(dialog) and "Email *" in texts(dialog) and "Age *" not in texts(dialog)
    inputs = dialog.inputs
    assert isinstance(inputs["name"].widget, QLineEdit) and inputs["name"].widget.text() == "Ada"
    assert isinstance(inputs["age"].widget, QLineEdit) and inputs["age"].widget.text() == "36"
    assert isinstance(inputs["newsletter"].widget, QCheckBox) and inputs["newsletter"].widget.isChecked()
    assert isinstance(inputs["plan"].widget, QComboBox) and inputs["plan"].widget.currentText() == "Pro"
    topics = inputs["topics"].widget
    assert isinstance(topics, QListWidget)
    assert [topics.item(i).checkState() == Qt.CheckState.Checked for i in range(3)] == [False, True, False]
    assert not dialog.accept_button.isEnabled(), "the required email is still empty"


def test_invalid_input_blocks_accept_and_says_why(qtbot: QtBot) -> None:
    dialog = form_dialog(qtbot)
    email, age = dialog.inputs["email"].widget, dialog.inputs["age"].widget
    assert isinstance(email, QLineEdit) and isinstance(age, QLineEdit)
    qtbot.keyClicks(email, "not-an-address")
    assert not dialog.accept_button.isEnabled()
    assert labels(dialog, "Problem with Email") == ["an email address is needed"]
    email.clear()
    qtbot.keyClicks(email, "grace@example.org")
    age.clear()
    qtbot.keyClicks(age, "200")
    assert labels(dialog, "Problem with Age") == ["at most 150"]
    assert not dialog.accept_button.isEnabled()
    age.clear()
    qtbot.keyClicks(age, "41")
    assert dialog.accept_button.isEnabled()
    qtbot.mouseClick(dialog.accept_button, Qt.MouseButton.LeftButton)
    assert dialog.answer.action == "accept"
    assert dialog.answer.content == {
        "name": "Ada", "email": "grace@example.org", "age": 41, "newsletter": True, "plan": "pro",
        "topics": ["tips"],
    }  # fmt: skip


def test_decline_and_escape_are_the_protocols_decline_and_cancel(qtbot: QtBot) -> None:
    dialog = form_dialog(qtbot)
    qtbot.mouseClick(dialog.decline_button, Qt.MouseButton.LeftButton)
    assert (dialog.answer.action, dialog.answer.content) == ("decline", None)
    other = form_dialog(qtbot)
    qtbot.keyClick(other, Qt.Key.Key_Escape)
    assert other.answer.action == "cancel"


def test_the_servers_words_are_plain_text_with_hidden_characters_named(qtbot: QtBot) -> None:
    dialog = form_dialog(qtbot, "<b>Bold?</b> \x1b[31mred\x1b[0m \u202eevil")
    (message,) = labels(dialog, "The server's message")
    assert message == "<b>Bold?</b> ⟨ESC⟩[31mred⟨ESC⟩[0m ⟨U+202E⟩evil"
    shown = [x for x in dialog.findChildren(QLabel) if x.accessibleName() == "The server's message"]
    assert shown[0].textFormat() == Qt.TextFormat.PlainText


def test_a_huge_message_is_cut_and_the_dialog_says_so(qtbot: QtBot) -> None:
    dialog = form_dialog(qtbot, "x" * 50_000)
    views = [v for v in dialog.findChildren(QPlainTextEdit) if v.accessibleName() == "The server's message"]
    assert len(views[0].toPlainText()) == 4000
    assert labels(dialog, "Message cut") == ["The message is long: 46,000 more characters are not shown."]


# ---- the address ----


def test_an_address_shows_its_host_large_and_opens_only_when_asked(qtbot: QtBot) -> None:
    opened: list[str] = []
    url = "http://login.example.com:8443/very/long/path/" + "a" * 300 + "?next=https://other.example"

    def opener(address: str) -> bool:
        opened.append(address)
        return True

    dialog = UrlDialog("crm", UrlRequest("Sign in", url), opener=opener)
    qtbot.addWidget(dialog)
    dialog.show()
    assert labels(dialog, "Host") == ["login.example.com:8443"]
    assert labels(dialog, "Scheme") == ["Not encrypted (http)"]
    address = [v for v in dialog.findChildren(QPlainTextEdit) if v.accessibleName() == "Full address"]
    assert address[0].toPlainText() == url, "the whole address, never shortened"
    assert opened == []
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert opened == [], "Enter does not open the browser"
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert opened == [url] and dialog.answer.action == "accept"


def test_an_international_host_shows_its_ascii_form_too(qtbot: QtBot) -> None:
    dialog = UrlDialog("crm", UrlRequest("Pay", "https://pаypal.com/"), opener=lambda u: True)  # Cyrillic а
    qtbot.addWidget(dialog)
    assert labels(dialog, "Host") == ["pаypal.com (xn--pypal-4ve.com)"]
    qtbot.mouseClick(dialog.decline_button, Qt.MouseButton.LeftButton)
    assert dialog.answer.action == "decline"


# ---- sampling ----


def review(request: SamplingRequest) -> SamplingReview:
    choices = ("openai/gpt-4.1-mini", "anthropic/claude-haiku-4-5")
    return SamplingReview("notes", request, choices[0], choices, {choices[0]: "at most about $0.01"})


def test_a_sampling_request_shows_every_message_and_the_model_and_cost(qtbot: QtBot) -> None:
    request = SamplingRequest(
        (
            SamplingMessage("user", (SamplingPart("text", "Summarise \x1b]52;c;aGk=\x07 this"),)),
            SamplingMessage("assistant", (SamplingPart("text", "Which part?"),)),
            SamplingMessage(
                "user", (SamplingPart("text", "All"), SamplingPart("image", mime_type="image/png", size=2048))
            ),
        ),
        max_tokens=300,
        system_prompt="You are terse.",
        temperature=0.2,
    )
    dialog = SamplingDialog(review(request))
    qtbot.addWidget(dialog)
    shown = dialog.messages.toPlainText()
    assert shown == (
        "SYSTEM PROMPT\nYou are terse.\n\nUSER\nSummarise ⟨ESC⟩]52;c;aGk=⟨BEL⟩ this\n\n"
        "ASSISTANT\nWhich part?\n\nUSER\nAll\n[image: image/png, 2 KB]"
    )
    assert labels(dialog, "Limits") == ["at most 300 tokens, temperature 0.2"]
    assert dialog.model_box.currentData() == "openai/gpt-4.1-mini"
    assert labels(dialog, "Estimated cost") == ["at most about $0.01"]
    dialog.model_box.setCurrentIndex(1)
    assert labels(dialog, "Estimated cost") == ["unknown: no price is known for this model"]
    assert "Images and audio are not sent" in texts(dialog)


def test_a_huge_sampling_message_is_cut_and_the_dialog_says_so(qtbot: QtBot) -> None:
    request = SamplingRequest((SamplingMessage("user", (SamplingPart("text", "y" * 30_000),)),), 10)
    dialog = SamplingDialog(review(request))
    qtbot.addWidget(dialog)
    assert "[… 10,000 more characters not shown]" in dialog.messages.toPlainText()
    assert labels(dialog, "Messages cut") == [
        "The request is long: 10,000 characters are not shown here. The model is sent all of them."
    ]


# ---- end to end: a real server, the window's dialogs ----


def _harness(qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, marker: str) -> Harness:
    entry = {
        "command": sys.executable,
        "args": ["-m", "tests.mcp.servers.asking_server"],
        "cwd": str(REPO),
        "env": {MARKER_VAR: marker},
    }
    (tmp_path / "config").mkdir()
    write_config(tmp_path / "config" / "mcp.json", {"asks": entry})
    return Harness(qtbot, llm_server, tmp_path, fast_settings())


async def _asked(prompter: WindowMcpPrompter, h: Harness, tool: str, **args: Any) -> tuple[Any, Any]:
    await h.core.mcp.start()
    call = asyncio.ensure_future(h.core.mcp.call("asks", tool, args))
    for _ in range(200):
        if prompter.open_dialogs:
            break
        await asyncio.sleep(0.05)
    assert prompter.open_dialogs, "no dialog showed"
    return call, prompter.open_dialogs[0]


def test_decline_in_the_window_reaches_the_server(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, marker: str, event_loop_qt: qasync.QEventLoop
) -> None:
    h = _harness(qtbot, llm_server, tmp_path, marker)
    prompter = attach_prompter(h.window, h.core, lambda: session_model(h.window.session, h.controller))

    async def body() -> None:
        try:
            call, dialog = await _asked(prompter, h, "ask_form", message="Who are you?")
            assert isinstance(dialog, ElicitationDialog) and dialog.server == "asks"
            qtbot.mouseClick(dialog.decline_button, Qt.MouseButton.LeftButton)
            assert json.loads((await call).content) == {"action": "decline", "content": None}
        finally:
            await h.close()

    drive(event_loop_qt, body())


def test_sampling_in_the_window_declined_then_approved(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, marker: str, event_loop_qt: qasync.QEventLoop
) -> None:
    h = _harness(qtbot, llm_server, tmp_path, marker)
    prompter = attach_prompter(h.window, h.core, lambda: session_model(h.window.session, h.controller))
    llm_server.script(openai_text("Bonjour from the scripted model"))

    async def body() -> None:
        try:
            call, dialog = await _asked(prompter, h, "sample", prompt="Say hello in French", system="Be kind")
            assert isinstance(dialog, SamplingDialog)
            assert dialog.messages.toPlainText() == "SYSTEM PROMPT\nBe kind\n\nUSER\nSay hello in French"
            qtbot.mouseClick(dialog.decline_button, Qt.MouseButton.LeftButton)
            refused = json.loads((await call).content)
            assert refused == {"error": {"code": -1, "message": "User rejected sampling request"}}
            assert llm_server.requests == []

            call, dialog = await _asked(prompter, h, "sample", prompt="Say hello in French")
            assert isinstance(dialog, SamplingDialog)
            assert dialog.model_box.currentData() == "openai/test-model"  # the session's model
            qtbot.mouseClick(dialog.approve_button, Qt.MouseButton.LeftButton)
            answered = json.loads((await call).content)
            assert answered == {
                "model": "test-model", "text": "Bonjour from the scripted model", "stop_reason": "endTurn"
            }  # fmt: skip
        finally:
            await h.close()

    drive(event_loop_qt, body())
