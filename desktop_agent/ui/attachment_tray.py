"""Files attached to the message being written: a row of chips in the composer (a thumbnail for an image,
the name and size, a button to take it off), a line under them saying what the model will not see or why a
file was refused, and what brings files in: the paperclip, a drop on the window, a paste.

`Attachments` does the work around the chips: each file is read and prepared off the window's thread by the
controller (`attach`), and only a ready file goes with Send.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.error_words import error_message
from desktop_agent.ui.theme import token

if TYPE_CHECKING:
    from collections.abc import Coroutine

    from PySide6.QtCore import QMimeData
    from PySide6.QtGui import QImage, QPaintEvent
    from PySide6.QtWidgets import QScrollArea

    from desktop_agent.core.agent import ChatSession
    from desktop_agent.domain.messages import AttachmentPart
    from desktop_agent.ui.tasks import Spawn

log = logging.getLogger(__name__)

THUMB = 36
MOST_FILES = 20
"""Files one message takes; more are refused in words."""


def local_files(mime: QMimeData) -> list[Path]:
    """The local files a drop or paste carries (folders and web addresses left out)."""
    if not mime.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile() and url.toLocalFile()]


def png_bytes(image: QImage) -> bytes:
    from PySide6.QtCore import QBuffer, QIODevice

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs say bytes; Qt takes str
    return bytes(buffer.data().data())


class Chip(QFrame):
    """One attached file: thumbnail or icon, name, size (or "Reading…"), and ×."""

    remove = Signal()

    def __init__(self, name: str) -> None:
        from PySide6.QtCore import Qt

        super().__init__()
        self.setObjectName("attachmentChip")
        self.part: AttachmentPart | None = None
        self.picture = QLabel()
        self.picture.setFixedSize(THUMB, THUMB)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name = QLabel()
        self.name.setText(self.name.fontMetrics().elidedText(name, Qt.TextElideMode.ElideMiddle, 160))
        self.name.setToolTip(name)
        self.detail = QLabel(self.tr("Reading…"))
        small = self.detail.font()
        small.setPointSizeF(max(7.0, small.pointSizeF() * 0.85))
        self.detail.setFont(small)
        self.close_button = QToolButton()
        self.close_button.setAutoRaise(True)
        self._file_icon = ""
        self._colour()
        self.close_button.setToolTip(self.tr("Remove {name}").format(name=name))
        self.close_button.setAccessibleName(self.tr("Remove {name}").format(name=name))
        self.close_button.clicked.connect(self.remove)
        words = QVBoxLayout()
        words.setSpacing(0)
        words.addWidget(self.name)
        words.addWidget(self.detail)
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 4, 2, 4)
        row.setSpacing(6)
        row.addWidget(self.picture)
        row.addLayout(words)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.setAccessibleName(self.tr("Attached file {name}").format(name=name))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        """A rounded edge in the palette's mid colour, seen in light and dark alike."""
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QPainter, QPen

        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Mid), 1.0))
            painter.setBrush(self.palette().color(QPalette.ColorRole.Base))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
        finally:
            painter.end()

    def ready(self, part: AttachmentPart, image: QImage | None) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QPixmap

        from desktop_agent.domain.files import human_size

        self.part = part
        if part.file_kind == "image":
            what = f"{part.width}×{part.height} · {human_size(part.size)}"
        elif part.file_kind == "pdf":
            what = self.tr("PDF · %n page(s)", "", part.pages or 0) + f" · {human_size(part.size)}"
        else:
            what = human_size(part.size)
        self.detail.setText(what)
        self.setToolTip(part.note or "")
        if image is not None and not image.isNull():
            ratio = max(1.0, self.devicePixelRatioF())
            edge = round(THUMB * ratio)
            pixmap = QPixmap.fromImage(image).scaled(
                edge, edge, Qt.AspectRatioMode.KeepAspectRatioByExpanding,
                Qt.TransformationMode.SmoothTransformation,
            )  # fmt: skip
            pixmap = pixmap.copy((pixmap.width() - edge) // 2, (pixmap.height() - edge) // 2, edge, edge)
            pixmap.setDevicePixelRatio(ratio)
            self.picture.setPixmap(pixmap)
        else:
            self._file_icon = "image" if part.file_kind == "image" else "file-text"
            self._colour()

    def _colour(self) -> None:
        """The dimmed detail and the icons in the theme's colours (again when the theme changes)."""
        from desktop_agent.ui import icons
        from desktop_agent.ui.chat_text import dim_color

        dim = dim_color(self.palette())
        palette = self.detail.palette()
        palette.setColor(QPalette.ColorRole.WindowText, dim)
        self.detail.setPalette(palette)
        self.close_button.setIcon(icons.icon("x", dim, 14))
        if self._file_icon:
            self.picture.setPixmap(icons.icon(self._file_icon, dim, 22).pixmap(22, 22))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._colour()


class AttachmentTray(QWidget):
    """The chips in a row that scrolls sideways when there are many, and a line for notes. Built when the
    first file comes (an idle window never needs it)."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._chips: dict[int, Chip] = {}
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 4)
        self._layout.setSpacing(2)
        self._parts: tuple[QHBoxLayout, QScrollArea, QLabel] | None = None
        self.hide()

    def _built(self) -> tuple[QHBoxLayout, QScrollArea, QLabel]:
        if self._parts is None:
            from PySide6.QtCore import Qt
            from PySide6.QtWidgets import QScrollArea

            row = QHBoxLayout()
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(6)
            row.addStretch(1)
            strip = QWidget()
            strip.setLayout(row)
            scroll = QScrollArea()
            scroll.setWidget(strip)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.viewport().setAutoFillBackground(False)  # the composer's box shows through
            strip.setAutoFillBackground(False)
            scroll.setFixedHeight(THUMB + 16)
            scroll.setAccessibleName(self.tr("Attached files"))
            scroll.hide()
            note = QLabel()
            note.setWordWrap(True)
            note.setObjectName("attachmentNote")
            note.hide()
            self._layout.addWidget(scroll)
            self._layout.addWidget(note)
            self._parts = (row, scroll, note)
        return self._parts

    @property
    def note(self) -> QLabel:
        return self._built()[2]

    def add(self, key: int, name: str) -> None:
        chip = Chip(name)
        chip.remove.connect(lambda: self.remove(key))
        self._chips[key] = chip
        row, scroll, _ = self._built()
        row.insertWidget(row.count() - 1, chip)
        scroll.show()
        self.show()
        self.changed.emit()

    def ready(self, key: int, part: AttachmentPart, image: QImage | None) -> None:
        chip = self._chips.get(key)
        if chip is not None:
            chip.ready(part, image)
            self.changed.emit()

    def remove(self, key: int) -> None:
        chip = self._chips.pop(key, None)
        if chip is not None:
            chip.deleteLater()
        if not self._chips:
            self._built()[1].hide()
            self.setVisible(self.note.isVisible())
        self.changed.emit()

    def has(self, key: int) -> bool:
        return key in self._chips

    def count(self) -> int:
        return len(self._chips)

    def parts(self) -> list[AttachmentPart]:
        return [chip.part for chip in self._chips.values() if chip.part is not None]

    def reading(self) -> bool:
        return any(chip.part is None for chip in self._chips.values())

    def clear(self) -> None:
        for key in list(self._chips):
            self.remove(key)
        self.show_note("")

    def show_note(self, text: str, *, warning: bool = False) -> None:
        from desktop_agent.ui.chat_text import dim_color

        if not text and self._parts is None:
            return
        self.note.setText(text)
        palette = self.note.palette()
        color = QColor(token(self.palette(), "warning_text")) if warning else dim_color(self.palette())
        palette.setColor(QPalette.ColorRole.WindowText, color)
        self.note.setPalette(palette)
        self.note.setVisible(bool(text))
        self.setVisible(bool(text) or bool(self._chips))


class FileStore(Protocol):
    """What attaching asks of the core (`ChatController`; `NotReady` refuses until it has opened)."""

    async def attach(self, path: Path | None, data: bytes = b"", name: str = "") -> AttachmentPart: ...
    def read_attachment(self, sha256: str) -> bytes | None: ...
    def sees_images(self, model: str) -> bool | None: ...


class Attachments(QObject):
    """What brings files into the tray, and each file's way from its path (or pasted bytes) to a chip;
    `model`: the model the message goes to (whether it sees images)."""

    def __init__(
        self,
        tray: AttachmentTray,
        controller: Callable[[], FileStore],
        spawn: Spawn,
        model: Callable[[], str],
    ) -> None:
        super().__init__(tray)
        self._tray = tray
        self._controller = controller
        self._spawn = spawn
        self._model = model
        self._keys = itertools.count(1)
        self._problems: list[str] = []
        tray.changed.connect(self.refresh_note)

    def open(self, sha256: str, session: ChatSession | None, folder: Path) -> bool:
        """Open a file attached in `session` (a copy in `folder`); False when it is not there."""
        parts = [p for m in (session.messages if session is not None else []) for p in m.attachments]
        return open_attached(parts, sha256, self._controller().read_attachment, folder)

    def pick(self, parent: QWidget) -> None:
        from PySide6.QtWidgets import QFileDialog

        paths, _ = QFileDialog.getOpenFileNames(
            parent,
            self.tr("Attach files"),
            "",
            self.tr(
                "All files (*);;Images (*.png *.jpg *.jpeg *.gif *.webp *.bmp *.tif *.tiff);;PDFs (*.pdf)"
            ),
        )
        self.add_paths([Path(p) for p in paths])

    def add_paths(self, paths: Sequence[Path]) -> None:
        self._problems = []
        for path in paths:
            self._start(path.name, self._controller().attach(path))

    def add_image(self, image: QImage) -> None:
        """A picture from the clipboard (a screenshot), as a PNG named after the time it was pasted."""
        from PySide6.QtCore import QTime

        self._problems = []
        name = self.tr("Pasted image {time}.png").format(time=QTime.currentTime().toString("HH.mm.ss"))
        self._start(name, self._controller().attach(None, png_bytes(image), name))

    def add_text(self, name: str, text: str) -> int | None:
        """Text given to the next message as a file named `name` (an MCP App view's context for the
        model): a chip like any attached file. Its key (for `drop`); None when the tray is full."""
        return self._start(name, self._controller().attach(None, text.encode("utf-8"), name))

    def drop(self, key: int) -> None:
        """Take a chip out of the tray, if it is still there."""
        if self._tray.has(key):
            self._tray.remove(key)

    def _start(self, name: str, work: Coroutine[Any, Any, AttachmentPart]) -> int | None:
        if self._tray.count() >= MOST_FILES:
            work.close()
            self._problems.append(
                self.tr("{name} was not attached: a message takes at most {n} files.").format(
                    name=name, n=MOST_FILES
                )
            )
            self.refresh_note()
            return None
        key = next(self._keys)
        self._tray.add(key, name)
        self._spawn(self._finish(key, work))
        return key

    async def _finish(self, key: int, work: Coroutine[Any, Any, AttachmentPart]) -> None:
        try:
            part = await work
        except UserFacingError as error:
            self._tray.remove(key)
            self._problems.append(error_message(error))
            self.refresh_note()
            return
        if not self._tray.has(key):  # taken off while it was being read
            return
        image = None
        if part.file_kind == "image":
            from PySide6.QtGui import QImage

            data = self._controller().read_attachment(part.sha256)
            image = QImage.fromData(data) if data else None
        self._tray.ready(key, part, image)

    def refresh_note(self) -> None:
        """Why a file was refused, else what the model will not see of the files."""
        if self._problems:
            self._tray.show_note("\n".join(self._problems), warning=True)
            return
        parts = self._tray.parts()
        if not any(p.file_kind == "image" for p in parts):
            self._tray.show_note("")
            return
        model = self._model()
        sees = self._controller().sees_images(model)
        if sees is False:
            text = self.tr("{model} does not see images: it gets each image's name only.")
        elif sees is None:
            text = self.tr("{model} may not see images; they are sent as images.")
        else:
            text = ""
        self._tray.show_note(text.format(model=model), warning=sees is False)

    def clear(self) -> None:
        self._problems = []
        self._tray.clear()

    def put(self, parts: Sequence[AttachmentPart]) -> None:
        """Files already kept (a queued message taken back to edit) as ready chips."""
        from PySide6.QtGui import QImage

        for part in parts:
            key = next(self._keys)
            self._tray.add(key, part.name)
            data = self._controller().read_attachment(part.sha256) if part.file_kind == "image" else None
            self._tray.ready(key, part, QImage.fromData(data) if data else None)


def open_attached(
    parts: Sequence[AttachmentPart], sha256: str, read: Callable[[str], bytes | None], folder: Path
) -> bool:
    """A copy of the attached file (in `folder`), named as it was, opened by the program the system
    chooses for its kind; False when the file is not there."""
    part = next((p for p in parts if p.sha256 == sha256), None)
    data = read(sha256) if part is not None else None
    if part is None or data is None:
        return False
    open_copy(folder / sha256[:16], viewable_name(part), data)
    return True


_EXTENSIONS = {"image/png": ".png", "image/jpeg": ".jpg", "image/gif": ".gif", "image/webp": ".webp"}
_TEXT_SUFFIXES = frozenset({".txt", ".md", ".markdown", ".csv", ".tsv", ".log", ".json", ".xml", ".rst"})


def viewable_name(part: AttachmentPart) -> str:
    """The name the copy is opened under: ending as what it is (an image's type, .pdf, or a text suffix),
    so the system opens it in a viewer. A name that would run a program (`setup.exe`, `run.sh`, `x.py`,
    `a.desktop`, from an imported session say) gets a viewer's suffix added."""
    name = Path(part.name).name or "attachment"
    suffix = Path(name).suffix.lower()
    if part.file_kind == "image":
        wanted = _EXTENSIONS.get(part.mime, ".png")
        return name if suffix == wanted else name + wanted
    if part.file_kind == "pdf":
        return name if suffix == ".pdf" else name + ".pdf"
    return name if suffix in _TEXT_SUFFIXES else name + ".txt"


def open_copy(folder: Path, name: str, data: bytes) -> None:
    """Write `data` as `folder/name` and open it with the system's program for its kind."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices

    folder.mkdir(parents=True, exist_ok=True)
    target = folder / (Path(name).name or "attachment")
    if not target.exists() or target.read_bytes() != data:
        target.write_bytes(data)
    if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(target))):
        log.warning("No program opened %s", target)


class FileDrops(QObject):
    """Files dropped anywhere on the window are attached to the message being written."""

    def __init__(self, target: QWidget, attach: Callable[[list[Path]], None]) -> None:
        super().__init__(target)
        self._attach = attach
        target.setAcceptDrops(True)
        target.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() not in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            return False  # every event of the window comes here: the drag types load with the first drag
        from PySide6.QtGui import QDragMoveEvent, QDropEvent

        if event.type() in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            assert isinstance(event, QDragMoveEvent)
            if local_files(event.mimeData()):
                event.acceptProposedAction()
                return True
        elif event.type() == QEvent.Type.Drop:
            assert isinstance(event, QDropEvent)
            files = local_files(event.mimeData())
            if files:
                event.acceptProposedAction()
                self._attach(files)
                return True
        return False
