"""A list over the composer of what a message can name, with what each is for: `@` at the start of a
message offers the profiles, the skills and the MCP servers with resources; `@server:` (anywhere) that
server's resources and templates; `/` at the start of an empty message the servers' prompts. Up/Down
choose, Enter or Tab takes one, Esc closes the list, and typing narrows it."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPalette
from PySide6.QtWidgets import (
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QStatusBar,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from desktop_agent.domain.display import has_hidden, visible
from desktop_agent.domain.errors import UserFacingError

if TYPE_CHECKING:
    from desktop_agent.ui.controller import ChatController
    from desktop_agent.ui.tasks import Spawn

_TYPING = re.compile(r"\A@([a-z0-9-]*)\Z")
_SERVER = re.compile(r"\A@([^\s:]*)\Z")
_RESOURCE = re.compile(r"(?:\A|(?<=\s))@([^\s:]+):(\S*)\Z")
_PROMPT = re.compile(r"\A/(\S*)\Z")
NameRole = Qt.ItemDataRole.UserRole
DescriptionRole = Qt.ItemDataRole.UserRole + 1
ShownRole = Qt.ItemDataRole.UserRole + 2
KindRole = Qt.ItemDataRole.UserRole + 3
MOST_SHOWN = 8
PAD = 6


class _Row(QStyledItemDelegate):
    """`@name` in bold, then what it is for, dimmed; a row as tall as a comfortable click."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        return QSize(option.rect.width(), option.fontMetrics.height() + 2 * PAD)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette = option.palette
        painter.save()
        if selected:
            painter.fillRect(option.rect, palette.color(QPalette.ColorRole.Highlight))
        text_role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        area = option.rect.adjusted(2 * PAD, 0, -2 * PAD, 0)
        bold = QFont(option.font)
        bold.setBold(True)
        name = str(index.data(ShownRole))
        painter.setFont(bold)
        painter.setPen(palette.color(text_role))
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        painter.drawText(area, flags, name)
        shift = painter.fontMetrics().horizontalAdvance(name) + 3 * PAD
        rest = QRect(area.left() + shift, area.top(), max(0, area.width() - shift), area.height())
        painter.setFont(option.font)
        if not selected:
            painter.setPen(palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        description = option.fontMetrics.elidedText(
            str(index.data(DescriptionRole)), Qt.TextElideMode.ElideRight, rest.width()
        )
        painter.drawText(rest, flags, description)
        painter.restore()


TRUST = "+trust"
"""The entry that trusts the folder's own skills (no skill can be called that: names are [a-z0-9-])."""


class McpOptions(Protocol):
    """What MCP servers offer the list (`ui.mcp_sending.McpSending`): None while it is being asked for
    (the list is shown again when it arrives)."""

    def servers(self) -> list[str]: ...

    def resources(self, server: str) -> list[tuple[str, str, str]] | None:
        """(URI or URI template, what to show, what it is) of each resource and template."""
        ...

    def prompts(self) -> list[tuple[str, str]] | None:
        """("server:name", what it is for) of each prompt."""
        ...

    def prompt_chosen(self, key: str) -> None: ...


class MentionMenu(QListWidget):
    """Shown by the composer's text; `options` is asked each time `@` starts a message (profiles and the
    installed skills), so a skill added meanwhile is offered; `mcp` for resources and prompts."""

    def __init__(
        self,
        composer: QPlainTextEdit,
        options: Callable[[], Sequence[tuple[str, str]]],
        parent: QWidget,
        trust: Callable[[], None] | None = None,
        mcp: McpOptions | None = None,
        status: QStatusBar | None = None,
    ) -> None:
        super().__init__(parent)
        self._composer = composer
        self._options = options
        self._trust = trust
        self.mcp = mcp
        self._status = status
        self._loaded: Sequence[tuple[str, str]] | None = None
        self.setAccessibleName(self.tr("Profiles and skills"))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # typing stays in the composer
        self.setUniformItemSizes(True)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setItemDelegate(_Row(self))
        self.hide()
        composer.textChanged.connect(self.refresh)
        self.itemClicked.connect(lambda item: self.choose(item))

    def reload(self) -> None:
        """Ask for the options again (a folder's skills were just trusted)."""
        self._loaded = None
        self.refresh()

    def _entries(self, text: str) -> list[tuple[str, str, str, str]] | None:
        """(kind, key, shown, description) of what `text` may name; None: the list is not for it."""
        mcp = self.mcp
        resource = _RESOURCE.search(text)
        if mcp is not None and resource is not None and resource.group(1) in mcp.servers():
            found = mcp.resources(resource.group(1))
            partial = resource.group(2).lower()
            return [
                ("resource", key, visible(shown), visible(description))
                for key, shown, description in found or ()
                if partial in key.lower() or partial in shown.lower()
            ]
        prompt = _PROMPT.match(text)
        if mcp is not None and prompt is not None:
            return [
                ("prompt", key, f"/{visible(key)}", visible(description))
                for key, description in mcp.prompts() or ()
                if key.startswith(prompt.group(1))
            ]
        typing = _TYPING.match(text)
        server = _SERVER.match(text)
        if server is None:
            return None
        if self._loaded is None:
            self._loaded = list(self._options())
        prefix = server.group(1)
        found_entries = [
            ("name", n, self.tr("Use this folder's skills") if n == TRUST else f"@{n}", d)
            for n, d in (self._loaded if typing is not None else ())
            if n.startswith(prefix) or (n == TRUST and not prefix)
        ]
        servers = mcp.servers() if mcp is not None else []
        words = self.tr("resources of this MCP server")
        found_entries += [("server", n, f"@{visible(n)}:", words) for n in servers if n.startswith(prefix)]
        return found_entries

    def refresh(self) -> None:
        text = self._composer.toPlainText()
        entries = self._entries(text)
        if entries is None:
            self._loaded = None
            self.hide()
            return
        self.clear()
        for kind, key, shown, description in entries:
            item = QListWidgetItem(f"{shown}   {description}")  # what a screen reader says
            item.setData(ShownRole, shown)
            item.setData(NameRole, key)
            item.setData(KindRole, kind)
            item.setData(DescriptionRole, description)
            item.setToolTip(description)
            self.addItem(item)
        if not entries:
            self.hide()
            return
        self.setCurrentRow(0)
        self._place(len(entries))
        self.show()
        self.raise_()

    def _place(self, rows: int) -> None:
        row_height = self.sizeHintForRow(0) if self.count() else 20
        height = min(rows, MOST_SHOWN) * row_height + 2 * self.frameWidth() + 4
        box = self._composer.parentWidget() or self._composer  # the composer's rounded box
        parent = self.parentWidget()
        assert parent is not None
        top_left = box.mapTo(parent, QPoint(0, 0))
        width = max(box.width(), 320)
        self.setGeometry(top_left.x(), max(0, top_left.y() - height - PAD), width, height)

    def handle_key(self, key: int) -> bool:
        """A key the composer got while the list shows: True when the list took it."""
        if not self.isVisible():
            return False
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = -1 if key == Qt.Key.Key_Up else 1
            self.setCurrentRow(max(0, min(self.count() - 1, self.currentRow() + step)))
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab):
            item = self.currentItem()
            if item is not None:
                self.choose(item)
            return True
        if key == Qt.Key.Key_Escape:
            self.hide()
            return True
        return False

    def choose(self, item: QListWidgetItem) -> None:
        name, kind = str(item.data(NameRole)), item.data(KindRole)
        self.hide()
        if kind == "prompt":
            if self.mcp is not None:
                self.mcp.prompt_chosen(name)
            return
        if kind == "resource":
            self._put_resource(name)
            return
        if name == TRUST and kind == "name":
            self._loaded = None
            if self._trust is not None:
                self._trust()
            return
        self._composer.setPlainText(f"@{name}:" if kind == "server" else f"@{name} ")
        self._composer.moveCursor(self._composer.textCursor().MoveOperation.End)
        self._composer.setFocus()

    def _put_resource(self, uri: str) -> None:
        """`@server:partial` at the end of the message becomes `@server:uri `; a template's first variable
        is selected, to be typed over."""
        if has_hidden(uri):
            note = self.tr("This resource's address has hidden characters: it cannot be named in a message.")
            if self._status is not None:
                self._status.showMessage(note, 6000)
            return
        text = self._composer.toPlainText()
        found = _RESOURCE.search(text)
        if found is None:
            return
        head = text[: found.start(2)]
        self._composer.setPlainText(f"{head}{uri} ")
        cursor = self._composer.textCursor()
        variable = uri.find("{")
        if variable >= 0 and "}" in uri[variable:]:
            cursor.setPosition(len(head) + variable)
            cursor.setPosition(len(head) + uri.index("}", variable) + 1, cursor.MoveMode.KeepAnchor)
        else:
            cursor.movePosition(cursor.MoveOperation.End)
        self._composer.setTextCursor(cursor)
        self._composer.setFocus()


def mention_menu(
    composer: QPlainTextEdit,
    parent: QWidget,
    controller: ChatController,
    folder: Callable[[], Path],
    spawn: Spawn,
    show_error: Callable[[UserFacingError], None],
    *,
    mcp: McpOptions | None = None,
    status: QStatusBar | None = None,
) -> MentionMenu:
    """The `@` list over `composer` (a child of `parent`, the window): the profiles (what each does) and the
    skills of the `folder` in use; "+ trust" uses a folder's own skills (remembered in the settings)."""

    def options() -> list[tuple[str, str]]:
        tr = menu.tr
        words = {
            "build": tr("works with the tools; asks before changes"),
            "plan": tr("reads only, then proposes a plan"),
            "chat": tr("talks; no tools"),
        }
        profiles = [(name, words.get(name, tr("a profile"))) for name in controller.profile_names()]
        where = folder()
        skills = [(s.name, s.description) for s in controller.skills(where)]
        if controller.skills_waiting(where):
            skills.append((TRUST, tr("{folder} brings skills of its own").format(folder=where.name)))
        return profiles + skills

    async def trusted(where: Path) -> None:
        try:
            await controller.trust_skills(where)
        except UserFacingError as error:
            show_error(error)
            return
        menu.reload()

    def trust() -> None:
        composer.setPlainText("@")  # the list again, now with the folder's skills
        spawn(trusted(folder()))

    menu = MentionMenu(composer, options, parent, trust, mcp, status)
    return menu
