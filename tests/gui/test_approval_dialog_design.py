"""The approval dialog as a person meets it: a title in words, one primary action, Enter that never approves a
risky call, the "always" scope shown before it is saved, a diff with line numbers, warnings said once, and
nothing the model chose able to style or spoof it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QPlainTextEdit
from pytestqt.qtbot import QtBot

from desktop_agent.core.approvals import ApprovalChoice
from desktop_agent.domain.events import ApprovalRequested
from desktop_agent.tools.diffs import unified_diff
from desktop_agent.ui import approval_words
from desktop_agent.ui.approval_dialog import ApprovalDialog
from desktop_agent.ui.approval_diff import DiffView, gutter_text, row_background
from desktop_agent.ui.theme import contrast_ratio

OLD = "milk\nbread\ncoffee beans\neggs\nbutter\ncheese\napples\n"
NEW = OLD.replace("coffee beans\n", "coffee beans\noat drink\n").replace("apples", "green apples")
SANDBOX = "sandboxed: may change files in /home/ana/project (not .git) and /tmp, no network"
LEAVES = "The model asks to run this command outside the sandbox, with all of your rights."


def _edit(**changes: object) -> ApprovalRequested:
    fields: dict[str, object] = {
        "subject": "notes.txt",
        "preview_kind": "diff",
        "preview": unified_diff("notes.txt", OLD, NEW),
        "risk": "medium",
        "suggested_pattern": "notes.txt",
    } | changes
    arguments = {"path": "notes.txt", "old_string": "coffee beans", "new_string": "coffee beans\noat drink"}
    return ApprovalRequested(
        "run_1", "req_1", "call_1", "edit_file", arguments, "This tool can change things.", "built-in",
        **fields,  # type: ignore[arg-type]
    )  # fmt: skip


def _command(command: str = "rm -rf build", *, unconfined: str = "") -> ApprovalRequested:
    sandbox = (
        "not sandboxed: the model asks to run this command outside the sandbox; "
        "the command can change any file you can and use the network"
        if unconfined
        else SANDBOX
    )
    return ApprovalRequested(
        "run_1", "req_1", "call_2", "run_command", {"command": command, "unsandboxed": bool(unconfined)},
        f"This tool can change things on your computer. {unconfined}".strip(), "built-in",
        subject=command, preview_kind="command", preview=f"{command}\n\n[{sandbox}]", risk="high",
        suggested_pattern="rm *", unconfined=unconfined,
    )  # fmt: skip


def _dialog(qtbot: QtBot, request: ApprovalRequested) -> ApprovalDialog:
    dialog = ApprovalDialog(request, "llama3.1")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _labels(dialog: ApprovalDialog, name: str) -> list[str]:
    return [label.text() for label in dialog.findChildren(QLabel) if label.accessibleName() == name]


def test_the_title_says_what_will_happen_in_words(qtbot: QtBot) -> None:
    assert _dialog(qtbot, _edit()).windowTitle() == "Edit notes.txt?"
    assert _labels(_dialog(qtbot, _edit()), "Tool") == ["Edit notes.txt?"]
    assert _labels(_dialog(qtbot, _command()), "Tool") == ["Run this command?"]
    created = ApprovalRequested(
        "r", "q", "c", "write_file", {"path": "hello.py", "content": "print('hi')\n"}, "Writes.", "built-in",
        preview_kind="diff", preview=unified_diff("hello.py", None, "print('hi')\n"),
    )  # fmt: skip
    assert _labels(_dialog(qtbot, created), "Tool") == ["Create hello.py?"]
    # An MCP server may name its tool like a built-in one: it is named as its own, not dressed up.
    lookalike = ApprovalRequested("r", "q", "c", "edit_file", {"path": "notes.txt"}, "Asks.", "files-server")
    assert _labels(_dialog(qtbot, lookalike), "Tool") == ["Use the tool edit_file?"]


@pytest.mark.parametrize("request_", [_command(), _command("echo hi > /var/tmp/x", unconfined=LEAVES)])
def test_enter_never_approves_a_high_risk_or_unsandboxed_call(
    qtbot: QtBot, request_: ApprovalRequested
) -> None:
    dialog = _dialog(qtbot, request_)
    assert dialog.default_button is dialog.deny_button
    assert dialog.focusWidget() is dialog.deny_button
    assert dialog.approve_button.property("primary") is not True, "no approving action invites a reflex"
    assert dialog.approve_button.isVisible()
    with qtbot.waitSignal(dialog.finished):
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)  # a reflex Enter: Deny, the default
    assert dialog.decision.choice is ApprovalChoice.DENY and not dialog.decision.approved

    dialog = _dialog(qtbot, request_)
    for button in (dialog.approve_button, dialog.session_button, dialog.always_button):
        button.setFocus()  # even on an approving button, Enter does not approve
        qtbot.keyClick(button, Qt.Key.Key_Return)
        assert dialog.isVisible() and not dialog.decision.approved
    assert not dialog.scope.isVisible()
    with qtbot.waitSignal(dialog.finished):  # a click (or Space, or Alt+A) does
        qtbot.mouseClick(dialog.approve_button, Qt.MouseButton.LeftButton)
    assert dialog.decision.choice is ApprovalChoice.APPROVE_ONCE
    assert dialog.decision.outside_sandbox is bool(request_.unconfined)


def test_enter_approves_a_medium_risk_call_once_and_esc_denies(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, _edit())
    assert dialog.approve_button.property("primary") is True
    assert dialog.focusWidget() is dialog.approve_button, "focus lands on the primary action"
    with qtbot.waitSignal(dialog.finished):
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.decision.choice is ApprovalChoice.APPROVE_ONCE and dialog.decision.pattern is None

    dialog = _dialog(qtbot, _edit())
    dialog.note.setText("not now")
    with qtbot.waitSignal(dialog.finished):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.decision.choice is ApprovalChoice.DENY and dialog.decision.note == "not now"


def test_the_buttons_keep_their_mnemonics(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, _edit())
    texts = [b.text() for b in (dialog.approve_button, dialog.session_button, dialog.always_button)]
    keys = [t[t.index("&") + 1].lower() for t in [*texts, dialog.deny_button.text()]]
    assert len(set(keys)) == 4, "each choice has its own Alt key"


def test_the_always_scope_is_shown_before_the_rule_is_saved_and_never_broader(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, _edit())
    assert not dialog.scope.isVisible() and not dialog.always_confirm.isVisible()

    qtbot.mouseClick(dialog.always_button, Qt.MouseButton.LeftButton)
    assert dialog.scope.isVisible() and dialog.pattern.isVisible()
    assert dialog.pattern.text() == "notes.txt", "the rule's scope is shown: only calls like this one"
    assert dialog.focusWidget() is dialog.pattern
    assert dialog.isVisible(), "picking Always… saves nothing yet"

    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.always_confirm, Qt.MouseButton.LeftButton)
    decision = dialog.decision
    assert decision.choice is ApprovalChoice.APPROVE_ALWAYS
    assert decision.pattern == "notes.txt" and not decision.every_folder


def test_for_this_session_keeps_to_calls_like_this_one(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, _edit())
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.session_button, Qt.MouseButton.LeftButton)
    assert dialog.decision.choice is ApprovalChoice.APPROVE_SESSION
    assert dialog.decision.pattern == "notes.txt", "never every call of the tool unless the person says so"


def test_the_diff_has_line_numbers_a_file_header_and_no_header_lines(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, _edit())
    (view,) = dialog.findChildren(DiffView)
    text = view.toPlainText()
    assert "---" not in text and "+++" not in text and "@@" not in text
    assert "+oat drink" in text and "-apples" in text and "+green apples" in text
    rows = dict(zip(text.split("\n"), view.row_numbers(), strict=True))
    assert rows[" milk"] == (1, 1)
    assert rows["+oat drink"] == (None, 4)
    assert rows["-apples"] == (7, None) and rows["+green apples"] == (None, 8)
    assert _labels(dialog, "File") == ["notes.txt"]
    assert view.viewportMargins().left() == view.gutter_width() > 0
    assert dialog.findChildren(QPlainTextEdit, "") and any(
        v.accessibleName() == "Arguments" and '"old_string": "coffee beans"' in v.toPlainText()
        for v in dialog.findChildren(QPlainTextEdit)
    ), "the full arguments stay one tab away"


@pytest.mark.parametrize(("base", "text"), [("#ffffff", "#000000"), ("#16181b", "#e6e6e6")])
def test_diff_tints_keep_text_readable_in_light_and_dark(base: str, text: str) -> None:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Base, QColor(base))
    palette.setColor(QPalette.ColorRole.Text, QColor(text))
    for kind in ("added", "removed"):
        for gutter in (False, True):
            tint = row_background(palette, kind, gutter=gutter)
            assert tint is not None and tint.name() != base
            assert contrast_ratio(text, tint.name()) >= 4.5
            assert contrast_ratio(gutter_text(palette).name(), tint.name()) >= 4.5


def test_risk_chips_read_by_symbol_and_keep_contrast() -> None:
    assert approval_words.risk_text("high").startswith("⚠")
    for risk in ("low", "medium", "high"):
        assert contrast_ratio(approval_words.RISK_TEXT_COLOR, approval_words.risk_color(risk)) >= 4.5


def test_the_command_and_how_it_runs_are_apart_and_a_warning_is_said_once(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, _command("echo hi > /var/tmp/x", unconfined=LEAVES))
    previews = [
        v.toPlainText() for v in dialog.findChildren(QPlainTextEdit) if v.accessibleName() == "Preview"
    ]
    assert previews == ["echo hi > /var/tmp/x"]
    (how,) = _labels(dialog, "How it runs")
    assert how.startswith("Not sandboxed: ") and "any file you can" in how
    said = [label.text() for label in dialog.findChildren(QLabel) if LEAVES in label.text()]
    assert said == [LEAVES] and _labels(dialog, "Why this always asks") == [LEAVES]


def test_a_hostile_argument_appears_literally(qtbot: QtBot) -> None:
    hostile = '<b style="color:red">OK</b><img src=x>\u202etxt.exe'
    request = ApprovalRequested(
        "r", "q", "c", "edit_file", {"path": hostile, "old_string": "<i>a</i>", "new_string": "<h1>b</h1>"},
        f"Asks. {hostile}", "built-in", preview_kind="diff",
        preview=unified_diff(hostile, "<i>a</i>\n", "<h1>b</h1>\n"), risk="high",
        suggested_pattern=hostile,
    )  # fmt: skip
    dialog = _dialog(qtbot, request)
    shown = hostile.replace("\u202e", "⟨U+202E⟩")
    assert all(label.textFormat() is Qt.TextFormat.PlainText for label in dialog.findChildren(QLabel))
    assert _labels(dialog, "Tool") == [f"Edit {shown}?"]
    assert _labels(dialog, "File") == [shown]
    assert dialog.windowTitle() == f"Edit {shown}?"
    (view,) = dialog.findChildren(DiffView)
    assert "-<i>a</i>" in view.toPlainText() and "+<h1>b</h1>" in view.toPlainText()
    everything = "".join(
        [label.text() for label in dialog.findChildren(QLabel)]
        + [v.toPlainText() for v in dialog.findChildren(QPlainTextEdit)]
        + [dialog.pattern.text(), dialog.windowTitle()]
    )
    assert "\u202e" not in everything and "⟨U+202E⟩" in everything


def test_the_warning_box_takes_the_new_theme_while_the_dialog_is_open(qtbot: QtBot) -> None:
    """A switch to dark (or back) while the question is open: the warning's tint follows, drawn from the
    new base colour, so the box is never a light patch on a dark dialog."""
    from PySide6.QtWidgets import QApplication, QFrame

    from desktop_agent.ui.theme import apply_theme

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, "light")
    dialog = _dialog(qtbot, _command("echo hi > /var/tmp/x", unconfined=LEAVES))
    dialog.show()
    (box,) = [f for f in dialog.findChildren(QFrame) if f.objectName() == "approvalWarning"]

    def tint() -> QColor:
        return QColor(box.styleSheet().split("background: ")[1].split(";")[0])

    light = tint()
    apply_theme(app, "dark")
    qtbot.waitUntil(lambda: tint() != light, timeout=2000)
    dark = tint()
    assert dark.lightness() < 100 < light.lightness(), (light.name(), dark.name())
    grabbed = box.grab().toImage().pixelColor(box.width() // 2, box.height() - 3)
    assert grabbed.lightness() < 100, grabbed.name()
