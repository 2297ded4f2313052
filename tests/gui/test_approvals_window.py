"""Approvals in the window: what the dialog shows, "always" with a pattern, and revoking it again."""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPlainTextEdit
from pytestqt.qtbot import QtBot

from desktop_agent.domain.events import ApprovalRequested, ToolStateChanged
from desktop_agent.domain.messages import ToolCallState
from desktop_agent.ui.approval_dialog import ApprovalDialog
from desktop_agent.ui.permissions_dialog import PermissionsDialog
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls


def test_a_file_edit_shows_its_diff_and_always_approves_calls_like_it(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    store = h.core.permissions
    edit = '{"path": "notes.txt", "old_string": "milk", "new_string": "oat milk"}'
    again = '{"path": "notes.txt", "old_string": "oat milk", "new_string": "soy milk"}'
    llm_server.script(
        openai_tool_calls([("e1", "edit_file", edit)]),
        openai_text("Changed it."),
        openai_tool_calls([("e2", "edit_file", again)]),
        openai_text("Changed it again."),
    )

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Make it oat milk")
        await h.until(lambda e: isinstance(e, ApprovalRequested))
        dialog = h.window.approval_dialogs()[0]
        risk = [x.text() for x in dialog.findChildren(QLabel) if x.accessibleName() == "Risk"]
        assert risk == ["◆ Medium risk"]
        changes = [v for v in dialog.findChildren(QPlainTextEdit) if v.accessibleName() == "Preview"]
        assert changes and "-Shopping list: milk" in changes[0].toPlainText()
        assert "+Shopping list: oat milk" in changes[0].toPlainText()
        assert (h.workspace / "notes.txt").read_text() == "Shopping list: milk\n", "nothing ran yet"
        assert not dialog.scope.isVisibleTo(dialog), "the scope shows once the person picks Always…"
        qtbot.mouseClick(dialog.always_button, Qt.MouseButton.LeftButton)
        assert dialog.scope.isVisibleTo(dialog) and dialog.pattern.text() == "notes.txt"
        qtbot.mouseClick(dialog.always_confirm, Qt.MouseButton.LeftButton)
        await h.finished()
        assert (h.workspace / "notes.txt").read_text() == "Shopping list: oat milk\n"

        h.events.clear()
        type_and_send(qtbot, h.window, "Now soy milk")
        await h.finished()
        assert not any(isinstance(e, ApprovalRequested) for e in h.events), "always means it does not ask"
        assert (h.workspace / "notes.txt").read_text() == "Shopping list: soy milk\n"

        permissions = PermissionsDialog(store, h.window.session.id if h.window.session else None, h.window)
        qtbot.addWidget(permissions)
        await permissions.wait_idle()
        listed = [permissions.grants.item(i).text() for i in range(permissions.grants.count())]
        assert len(listed) == 1 and "edit_file, notes.txt" in listed[0] and "always" in listed[0]
        permissions.grants.item(0).setSelected(True)
        qtbot.mouseClick(permissions.revoke_button, Qt.MouseButton.LeftButton)
        await permissions.wait_idle()
        assert store.list() == []
        await h.close()

    drive(event_loop_qt, body())


def test_closing_the_dialog_denies_and_the_card_says_so(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(
        openai_tool_calls([("r1", "run_command", '{"command": "rm -rf build"}')]), openai_text("Understood.")
    )

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Clean up")
        await h.until(lambda e: isinstance(e, ApprovalRequested))
        dialog = h.window.approval_dialogs()[0]
        assert dialog.windowTitle() == "Run this command?"
        command = [v for v in dialog.findChildren(QPlainTextEdit) if v.accessibleName() == "Preview"]
        assert command and command[0].toPlainText() == "rm -rf build"
        how = [x.text() for x in dialog.findChildren(QLabel) if x.accessibleName() == "How it runs"]
        assert len(how) == 1 and "andboxed: " in how[0]  # how it will run, below the command
        assert [x.text() for x in dialog.findChildren(QLabel) if x.accessibleName() == "Risk"] == [
            "⚠ High risk"
        ]
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
        await h.until(lambda e: isinstance(e, ToolStateChanged) and e.state is ToolCallState.DENIED)
        await h.finished()
        assert "denied" in h.window.chat.toPlainText()
        await h.close()

    drive(event_loop_qt, body())


def test_model_chosen_text_is_plain_text_with_hidden_characters_named(qtbot: QtBot) -> None:
    """A forged "verified" badge stays literal text, and terminal escapes and bidi overrides show."""
    forged = "<b>✔ verified safe</b>"
    event = ApprovalRequested(
        "run_1",
        "req_1",
        "call_1",
        forged,
        {"command": "echo hi\u202e ;lmth.x"},
        f"This tool can change things on your computer. {forged}",
        f"server {forged}",
        subject="echo hi",
        preview_kind="command",
        preview="echo hi\x1b]52;c;cm0gLXJmIH4=\x07\nrm -rf ~\u200b",
        risk="high",
        protected=f"{forged} is inside a .git folder.",
    )
    dialog = ApprovalDialog(event, forged)
    qtbot.addWidget(dialog)

    labels = dialog.findChildren(QLabel)
    assert labels
    assert all(label.textFormat() is Qt.TextFormat.PlainText for label in labels)
    by_name = {label.accessibleName(): label.text() for label in labels if label.accessibleName()}
    assert by_name["Tool"] == f"Use the tool {forged}?"
    assert dialog.windowTitle() == f"Use the tool {forged}?"
    assert forged in by_name["Why it asks"]
    assert by_name["Why this always asks"] == f"{forged} is inside a .git folder."
    views = {view.accessibleName(): view.toPlainText() for view in dialog.findChildren(QPlainTextEdit)}
    assert views["Preview"] == "echo hi⟨ESC⟩]52;c;cm0gLXJmIH4=⟨BEL⟩\nrm -rf ~⟨U+200B⟩"
    assert "⟨U+202E⟩" in views["Arguments"]
    assert "\x1b" not in "".join(views.values())


@pytest.mark.skipif(shutil.which("bwrap") is None, reason="needs bubblewrap (installed by .ci/run)")
def test_leaving_the_sandbox_is_said_once_and_enter_does_not_approve_it(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    outside = Path(tempfile.mkdtemp(prefix="da-window-", dir="/var/tmp")) / "pwned.txt"
    escape = json.dumps({"command": f"echo pwned > {outside}", "unsandboxed": True})
    llm_server.script(
        openai_tool_calls([("r1", "run_command", escape)]),
        openai_text("Understood."),
        openai_tool_calls([("r2", "run_command", escape)]),
        openai_text("Done."),
    )

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Write it there")
        await h.until(lambda e: isinstance(e, ApprovalRequested))
        dialog = h.window.approval_dialogs()[0]
        warnings = [
            x.text() for x in dialog.findChildren(QLabel) if x.accessibleName() == "Why this always asks"
        ]
        assert len(warnings) == 1 and "outside the sandbox" in warnings[0]
        said = [x.text() for x in dialog.findChildren(QLabel) if "outside the sandbox" in x.text()]
        assert said == warnings, "the warning is said once"
        qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Enter: the default button is Deny here
        await h.finished()
        assert not outside.exists()

        h.events.clear()
        type_and_send(qtbot, h.window, "Yes, really")
        await h.until(lambda e: isinstance(e, ApprovalRequested))
        qtbot.mouseClick(h.window.approval_dialogs()[0].approve_button, Qt.MouseButton.LeftButton)
        await h.finished()
        assert outside.read_text() == "pwned\n", "the person saw it leave the sandbox and approved"
        await h.close()

    try:
        drive(event_loop_qt, body())
    finally:
        shutil.rmtree(outside.parent, ignore_errors=True)
