"""Attached files in the conversation: under the person's message, an image as a picture (at most
`THUMB_EDGE` on its long edge) and any other file as a line with its name, kind and size. Each opens with a
click (`OpenAttachment`). The same drawing serves a message just sent and one read from the history."""

from __future__ import annotations

import asyncio
import contextlib
import functools
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import (
    QImage,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextFrameFormat,
    QTextImageFormat,
)

from desktop_agent.domain.files import human_size
from desktop_agent.domain.messages import AttachmentPart
from desktop_agent.ui.presenters import chat_actions as ca

THUMB_EDGE = 240
SCHEME = "attachment"
"""`attachment:SHA256`: an attached image as the chat draws it (see `Thumbnails`)."""

Reader = Callable[[str], bytes | None]


def shown_size(part: AttachmentPart, edge: int = THUMB_EDGE) -> tuple[int, int]:
    """The size an image is drawn at in the chat: its own, scaled down to fit `edge`."""
    width, height = part.width or edge, part.height or edge
    scale = min(1.0, edge / max(width, height))
    return max(1, round(width * scale)), max(1, round(height * scale))


def kind_label(part: AttachmentPart) -> str:
    """ "PDF · 12 pages · 1.2 MB", "Image · 1568×1176 · 210.4 KB", "text/markdown · 2.0 KB"."""
    if part.file_kind == "image":
        what = QCoreApplication.translate("ChatView", "Image")
        if part.width and part.height:
            what += f" · {part.width}×{part.height}"
    elif part.file_kind == "pdf":
        what = "PDF"
        if part.pages:
            what += " · " + QCoreApplication.translate("ChatView", "%n page(s)", "", part.pages)
    else:
        what = part.mime
    return f"{what} · {human_size(part.size)}"


class Thumbnails:
    """Attached images decoded once, scaled for the chat (by id and pixel ratio). The file is read and
    decoded in a worker thread while the event loop runs (the chat draws an empty frame of the image's size
    until then, and `updated` is called to draw again); without a running loop, at once."""

    def __init__(self) -> None:
        self.read: Reader = lambda _sha: None
        self.updated: Callable[[], None] = lambda: None
        self._cache: dict[tuple[str, float], QImage | None] = {}
        self._pending: set[tuple[str, float]] = set()

    def image(self, sha256: str, ratio: float) -> QImage | None:
        key = (sha256, ratio)
        if key in self._cache:
            return self._cache[key]
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no loop (a test's bare view): read it now
            self._cache[key] = self._make(sha256, ratio)
            return self._cache[key]
        if key not in self._pending:
            self._pending.add(key)
            future = loop.run_in_executor(None, self._make, sha256, ratio)
            future.add_done_callback(functools.partial(self._loaded, key))
        return None

    def _loaded(self, key: tuple[str, float], done: asyncio.Future[QImage | None]) -> None:
        self._pending.discard(key)
        self._cache[key] = None if done.cancelled() or done.exception() else done.result()
        with contextlib.suppress(RuntimeError):  # the chat was closed meanwhile
            self.updated()

    def _make(self, sha256: str, ratio: float) -> QImage | None:
        data = self.read(sha256)
        if data is None:
            return None
        image = QImage.fromData(data)
        if image.isNull():
            return None
        edge = round(THUMB_EDGE * ratio)
        if max(image.width(), image.height()) > edge:
            image = image.scaled(
                edge, edge, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
        image.setDevicePixelRatio(ratio)
        return image


def write_attachments(
    cursor: QTextCursor,
    parts: Sequence[AttachmentPart],
    *,
    indent: int,
    link_format: Callable[[ca.ChatAction], QTextCharFormat],
    dim: QTextCharFormat,
    missing: Callable[[str], bool],
) -> None:
    """The files under a message, in a frame of their own (right of `indent`, like the person's bubble)."""
    if not parts:
        return
    if cursor.block().length() > 1:
        cursor.insertBlock()
    fmt = QTextFrameFormat()
    fmt.setLeftMargin(indent)
    fmt.setTopMargin(4)
    inner = cursor.insertFrame(fmt).firstCursorPosition()
    images = [p for p in parts if p.file_kind == "image"]
    files = [p for p in parts if p.file_kind != "image"]
    if images:
        for n, part in enumerate(images):
            if n:
                inner.insertText("  ")
            width, height = shown_size(part)
            image = QTextImageFormat()
            image.setName(f"{SCHEME}:{part.sha256}")
            image.setWidth(width)
            image.setHeight(height)
            image.setAnchor(True)
            image.setAnchorHref(ca.href(ca.OpenAttachment(part.sha256)))
            image.setToolTip(f"{part.name} — {kind_label(part)}")
            inner.insertImage(image)
    for n, part in enumerate(files):
        if images or n:
            inner.insertBlock(QTextBlockFormat(), QTextCharFormat())
        inner.insertText("📎 ", dim)
        inner.insertText(part.name, link_format(ca.OpenAttachment(part.sha256)))
        inner.insertText(f"  {kind_label(part)}", dim)
        if missing(part.sha256):
            note = QCoreApplication.translate("ChatView", "the file is no longer there")
            inner.insertText(f" · {note}", dim)
