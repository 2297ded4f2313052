"""What the chat shows around its text: the images it may draw (from the answer itself, the person's files
and the app, never from an address a model wrote), tooltips on hover, a link's address confirmed before it
opens, and a code block opened as a preview."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QDesktopServices,
    QFontInfo,
    QPalette,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop_agent.domain.messages import Usage
from desktop_agent.ui import chat_attachments, chat_style, icons
from desktop_agent.ui.chat_blocks import READING_WIDTH, ShownMessage
from desktop_agent.ui.chat_text import dim_color
from desktop_agent.ui.presenters import chat_actions as ca


def resource(view: QWidget, thumbnails: chat_attachments.Thumbnails, kind: int, url: QUrl) -> object:
    """An image for the document: a data: URI of the answer, a file the person attached, a formula, one of
    the app's icons; None for anything else (nothing is fetched or read because a model wrote it)."""
    if kind != QTextDocument.ResourceType.ImageResource.value:
        return None
    if url.scheme() == "data":  # no wider than the column as it is now: the chat never scrolls sideways
        image = chat_style.data_image(url.toString())
        edge = max(120, min(READING_WIDTH, view.width()) - 48)
        if image is not None and image.width() > edge:
            return image.scaledToWidth(edge, Qt.TransformationMode.SmoothTransformation)
        return image
    if url.scheme() == chat_attachments.SCHEME:  # a file the person attached (never a model's)
        return thumbnails.image(url.path(), max(1.0, view.devicePixelRatioF()))
    if url.scheme() == "math":  # a formula of the answer, typeset in the theme's text colour
        from desktop_agent.ui import chat_math

        size = max(11, round(QFontInfo(view.font()).pixelSize() * 1.1))
        ratio = max(2.0, view.devicePixelRatioF())
        return chat_math.image(url.path(), view.palette().color(QPalette.ColorRole.Text), size, ratio)
    if url.scheme() == "icon":  # the app's own: icon:NAME?COLOUR
        color = url.query()
        shade = dim_color(view.palette(), 0.7) if color == "dim" else QColor("#" + color)
        return icons.image(url.path(), shade, 16)
    return None


def link_tip(cursor: QTextCursor, href: str) -> str:
    """An icon button's label (kept on its image); a web link's address."""
    after = QTextCursor(cursor)
    after.movePosition(QTextCursor.MoveOperation.NextCharacter)
    formats: tuple[QTextCharFormat, ...] = (cursor.charFormat(), after.charFormat())
    for fmt in formats:
        if fmt.isAnchor() and fmt.anchorHref() == href and fmt.toolTip():
            return fmt.toolTip()
    return href if ca.is_external(QUrl(href).scheme()) else ""


def message_tip(group: ShownMessage | None) -> str:
    """When a message was written, and the tokens it used."""
    if group is None:
        return ""
    lines = [chat_style.when(group.created)] if group.created else []
    if group.usage.input_tokens or group.usage.output_tokens:
        lines.append(_usage_text(group.usage))
    return "\n".join(lines)


def _usage_text(usage: Usage) -> str:
    text = QCoreApplication.translate("ChatDocument", "{inp:,} tokens in · {out:,} out").format(
        inp=usage.input_tokens, out=usage.output_tokens
    )
    if usage.cache_read_tokens:
        text += QCoreApplication.translate("ChatDocument", " · {n:,} from cache").format(
            n=usage.cache_read_tokens
        )
    return text


def confirm_link(parent: QWidget, url: QUrl) -> QMessageBox:
    """A link in a model's answer can say one thing and lead elsewhere: show where it goes first."""
    shown = url.toDisplayString()
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("ChatDocument", "Open link"),
        QCoreApplication.translate("ChatDocument", "Open this address in your browser?"),
        QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setInformativeText(shown if len(shown) <= 300 else shown[:300] + "…")
    box.setDefaultButton(QMessageBox.StandardButton.Open)
    box.setAccessibleName(QCoreApplication.translate("ChatDocument", "Open link"))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.accepted.connect(lambda: QDesktopServices.openUrl(url))
    box.open()
    return box


def preview(code: str | None, language: str, folder: Path) -> str:
    """Open a Mermaid, HTML or SVG code block as a local page in the browser; what to tell the person."""
    from desktop_agent.ui import previews

    kind = previews.language_of(language, code or "")
    if code is None or kind is None:
        return ""
    path = previews.write_preview(kind, code, folder)
    if previews.open_preview(path):
        return QCoreApplication.translate("ChatView", "The preview opened in your browser")
    return QCoreApplication.translate("ChatView", "No browser could open {path}").format(path=path)
