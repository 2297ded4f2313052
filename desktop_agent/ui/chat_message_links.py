"""The links under each message: copy, edit, pin, read aloud, the version arrows, regenerate and continue
(which ones: `presenters.transcript.message_actions`), drawn as icons with their labels as tooltips."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import assert_never

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPalette, QTextBlockFormat, QTextCharFormat, QTextCursor, QTextFrameFormat

from desktop_agent.ui import chat_formats
from desktop_agent.ui.chat_blocks import USER_INDENT, ShownMessage
from desktop_agent.ui.chat_writer import ChatWriter
from desktop_agent.ui.presenters import chat_actions as ca
from desktop_agent.ui.presenters.transcript import MessageAction, message_actions
from desktop_agent.ui.presenters.versions import Version, VersionsPresenter

ACTION_ICONS = {
    "copy": "copy",
    "edit": "pencil",
    "regenerate": "refresh-cw",
    "pin": "pin",
    "unpin": "pin-off",
    "read": "volume-2",
}
"""The icon of each action under a message (by `chat_actions.kind`)."""


class MessageLinks:
    """Draws the links of the shown messages (`writer.groups`); knows their versions and asks whether one
    is pinned."""

    def __init__(self, writer: ChatWriter) -> None:
        self._writer = writer
        self.versions = VersionsPresenter()
        self.is_pinned: Callable[[str], bool] = lambda _key: False
        """Whether the message with this id is pinned (the window looks in its session)."""

    def show_pinned(self, key: str) -> None:
        """A message was pinned or unpinned: its links again."""
        for group in self._writer.groups:
            if group.key == key and group.actions is not None:
                self.draw(group)

    def set_versions(self, versions: Mapping[str, Version]) -> None:
        """(shown, total) per message where the conversation has other versions; shown under the message."""
        changed = self.versions.update(versions)
        for group in self._writer.groups:
            if group.key in changed and group.actions is not None:
                self.draw(group)

    def refresh(self) -> None:
        """Links under every finished message; only the last answer offers Regenerate."""
        groups = self._writer.groups
        for n, group in enumerate(groups):
            if group.status != "streaming" and (group.actions is None or n >= len(groups) - 2):
                self.draw(group)

    def draw(self, group: ShownMessage) -> None:
        w = self._writer
        last_answer = bool(w.groups) and group is w.groups[-1] and group.role == "assistant"
        version = self.versions.of(group.key)
        actions = message_actions(
            group.role, group.key, group.status, last_answer=last_answer, version=version,
            pinned=self.is_pinned(group.key),
        )  # fmt: skip
        if group.actions is None:
            fmt = QTextFrameFormat()
            fmt.setTopMargin(4)
            if group.role == "user":  # under the bubble, at its right
                fmt.setLeftMargin(USER_INDENT)
            group.actions = w.inside(group.frame).insertFrame(fmt)

        def write(cursor: QTextCursor) -> None:
            if group.role == "user":
                right = QTextBlockFormat()
                right.setAlignment(Qt.AlignmentFlag.AlignRight)
                cursor.setBlockFormat(right)
            for n, action in enumerate(actions):
                self._write(cursor, action, version)
                if n < len(actions) - 1:
                    cursor.insertText("   ", QTextCharFormat())

        w.rewrite(group.actions, write)

    def _write(self, cursor: QTextCursor, action: MessageAction, version: Version | None) -> None:
        w, label = self._writer, self._label(action, version)
        match action:
            case ca.SwitchVersion(step=-1):
                chat_formats.icon_link(
                    cursor, "chevron-left", action, QCoreApplication.translate("ChatView", "Previous version")
                )
                cursor.insertText(f" {label} ", w.dim())
            case ca.SwitchVersion():
                chat_formats.icon_link(
                    cursor, "chevron-right", action, QCoreApplication.translate("ChatView", "Next version")
                )
            case ca.ContinueTurn():
                cursor.insertText(label, w.link_format(action))
            case ca.PinMessage(pin=False):  # pinned: the pin in the accent colour
                accent = w.palette().color(QPalette.ColorRole.Highlight).name(QColor.NameFormat.HexArgb)
                chat_formats.icon_link(cursor, "pin", action, label, accent[1:])
            case _:
                chat_formats.icon_link(cursor, ACTION_ICONS[ca.kind(action)], action, label)

    @staticmethod
    def _label(action: MessageAction, version: Version | None) -> str:
        match action:
            case ca.CopyMessage():
                return QCoreApplication.translate("ChatView", "Copy")
            case ca.EditMessage():
                return QCoreApplication.translate("ChatView", "Edit")
            case ca.SwitchVersion(step=-1):
                current, total = version or (0, 0)
                return f"{current} / {total}"
            case ca.SwitchVersion():
                return QCoreApplication.translate("ChatView", "Next version")
            case ca.Regenerate():
                return QCoreApplication.translate("ChatView", "Regenerate")
            case ca.ContinueTurn():
                return QCoreApplication.translate("ChatView", "Continue")
            case ca.ReadAloud():
                return QCoreApplication.translate("ChatView", "Read aloud (again to stop)")
            case ca.PinMessage(pin=True):
                return QCoreApplication.translate(
                    "ChatView", "Pin: kept word for word when earlier messages are summarised"
                )
            case ca.PinMessage():
                return QCoreApplication.translate(
                    "ChatView", "Pinned: kept word for word when earlier messages are summarised. Unpin"
                )
            case _:
                assert_never(action)
