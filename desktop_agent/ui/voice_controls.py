"""Dictation and reading answers aloud, in the window.

- **Dictation**: a microphone button in the composer's row (and Ctrl+Shift+D). Held, it records until it is
  let go; clicked, it records until it is clicked again. While it records, the row shows the elapsed time and
  the level; Esc throws the recording away. The recording is transcribed in a worker thread (the core's
  `VoiceService`: the model on this computer, or the endpoint chosen in Settings › Voice) and its text is put
  in the composer where the cursor is, to edit before sending — or sent at once when the person chose so.
  Before the first recording with the local model, a dialog says what will be downloaded (its size first)
  and fetches it with a progress bar (`ModelDownload`).
- **Read aloud**: the speaker link under an answer reads it (the core's `SpeechService`: the system's
  voices, or the endpoint's); the same link, or Esc in the chat, stops it. Code blocks, tables and formulas
  are named, not spelled out (the words in the window's language).

Made after the first paint and attached once the core is ready: nothing here loads before that, and the
speech modules (numpy, PortAudio, ONNX Runtime) load with the first recording or reading.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPalette, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.ui.error_words import error_text

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

    from desktop_agent.core.app_core import AppCore
    from desktop_agent.core.speech import SpokenWords
    from desktop_agent.ui.chat_blocks import ShownMessage
    from desktop_agent.ui.composer import ComposerBar
    from desktop_agent.ui.tasks import Spawn
    from desktop_agent.ui.window_links import WindowLinks

log = logging.getLogger(__name__)

HOLD_S = 0.35
"""A press longer than this is push-to-talk (letting go stops); a shorter one is a click (start, then stop
with the next click)."""
SHORTEST_S = 0.3
"""A recording shorter than this is not sent to be transcribed."""
DICTATE_KEYS = "Ctrl+Shift+D"


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # the context the template gives module-level tr() calls


def spoken_words() -> SpokenWords:
    """What is said for code, tables and formulas, in the window's language."""
    from dataclasses import fields, replace

    from desktop_agent.core.speech import DEFAULT_WORDS, SPEECH_CONTEXT

    said = {f.name: QCoreApplication.translate(SPEECH_CONTEXT, getattr(DEFAULT_WORDS, f.name))
            for f in fields(DEFAULT_WORDS)}  # fmt: skip
    return replace(DEFAULT_WORDS, **said)


class LevelMeter(QWidget):
    """Five bars that rise with the microphone's level (the newest on the right)."""

    def __init__(self) -> None:
        super().__init__()
        self.levels = [0.0] * 5
        self.setFixedSize(26, 16)

    def push(self, level: float) -> None:
        self.levels = [*self.levels[1:], max(0.0, min(1.0, level))]
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = self.palette().color(QPalette.ColorRole.Highlight)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        for n, level in enumerate(self.levels):
            height = 3 + level * (self.height() - 3)
            painter.drawRoundedRect(QRectF(n * 5 + 1, (self.height() - height) / 2, 3, height), 1.5, 1.5)
        painter.end()


class ModelDownload(QDialog):
    """Before the first dictation on this computer: what the model is, its size, where it comes from; then
    the download with its progress. `ready` is emitted when the model is in the data folder."""

    progressed = Signal(int, int)
    ready = Signal()

    def __init__(self, core: AppCore, language: str, spawn: Spawn, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Download the speech model?"))
        self._core, self._spawn, self._language = core, spawn, language
        model = core.voice.local_model(language)
        megabytes = max(1, round(model.size / 1_000_000))
        said = QLabel(
            tr(
                "Dictation on this computer uses a speech-to-text model ({model}). It is downloaded once "
                "({megabytes} MB) from Hugging Face, checked, and kept in the data folder. Nothing you say "
                "leaves this computer.\n\nAn endpoint can transcribe instead: Settings › Voice."
            ).format(model=QCoreApplication.translate("Voice", model.name), megabytes=megabytes)
        )
        said.setTextFormat(Qt.TextFormat.PlainText)
        said.setWordWrap(True)
        self.bar = QProgressBar()
        self.bar.setRange(0, 100)
        self.bar.setAccessibleName(tr("Download progress"))
        self.bar.hide()
        self.error = QLabel()
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: palette(bright-text);")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        label = tr("Download ({megabytes} MB)").format(megabytes=megabytes)
        self.go = self.buttons.addButton(label, QDialogButtonBox.ButtonRole.AcceptRole)
        self.go.setProperty("primary", True)
        self.buttons.accepted.connect(self.start)
        self.buttons.rejected.connect(self.reject)
        self.progressed.connect(self._show_progress)
        said.setMinimumWidth(460)  # wrapped at this width, the dialog as tall as the text needs
        layout = QVBoxLayout(self)
        for widget in (said, self.bar, self.error, self.buttons):
            layout.addWidget(widget)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetMinimumSize)

    def start(self) -> None:
        self.go.setEnabled(False)
        self.error.setText("")
        self.bar.setValue(0)
        self.bar.show()
        self._spawn(self._download())

    async def _download(self) -> None:
        try:
            await self._core.voice.download_local_model(
                lambda got, total: self.progressed.emit(got, total or 0), self._language
            )
        except UserFacingError as error:
            self.error.setText(error_text(error))
            self.go.setEnabled(True)
            self.go.setText(tr("Try again"))
            return
        self.ready.emit()
        self.accept()

    def _show_progress(self, got: int, total: int) -> None:  # on the window's thread (a queued signal)
        if total > 0:
            self.bar.setValue(min(100, round(got * 100 / total)))


class Dictation(QObject):
    """The microphone button and what it does; `attach` gives it the core. PortAudio's thread only sets
    `heard` (the newest level) and `full`; the window's timer reads them (no signal from that thread)."""

    def __init__(
        self,
        composer: ComposerBar,
        window: QWidget,
        spawn: Spawn,
        show_error: Callable[[UserFacingError], None],
        send: Callable[[], None],
    ) -> None:
        super().__init__(window)
        self._composer, self._window, self._spawn = composer, window, spawn
        self._show_error, self._send = show_error, send
        self._core: AppCore | None = None
        self.state = "idle"
        """idle, starting, recording, transcribing"""
        self.heard = 0.0
        """The microphone's newest level, 0..1 (set in PortAudio's thread)."""
        self.full = False
        """Five minutes were recorded (set in PortAudio's thread)."""
        self._pressed_at = self._started_at = 0.0
        self._held = False
        self._stop_when_started = False
        """Let go before the recording had started: it stops as soon as it has."""
        self.download: ModelDownload | None = None
        self.button = QToolButton()
        self.button.setAutoRaise(True)
        self.button.setAccessibleName(tr("Dictate"))
        self.button.setToolTip(
            tr("Dictate ({keys}): hold to talk, or click to start and click again to stop").format(
                keys=QKeySequence(DICTATE_KEYS).toString(QKeySequence.SequenceFormat.NativeText)
            )
        )
        self.button.setEnabled(False)
        self.meter = LevelMeter()
        self.meter.hide()
        self.clock = QLabel()
        self.clock.setAccessibleName(tr("Recording time"))
        self.clock.hide()
        row = composer.row
        at = row.indexOf(composer.stop_button)
        for widget in (self.clock, self.meter, self.button):
            row.insertWidget(at, widget)
            at += 1
        self.button.installEventFilter(self)
        self.button.pressed.connect(self._pressed)
        self.button.released.connect(self._released)
        self._ticks = QTimer(self)
        self._ticks.setInterval(50)
        self._ticks.timeout.connect(self._tick)
        QShortcut(QKeySequence(DICTATE_KEYS), window, self.toggle)
        self.cancel_keys = QShortcut(QKeySequence("Escape"), composer.input, self.cancel)
        self.cancel_keys.setEnabled(False)
        self.paint_icon()

    def paint_icon(self) -> None:
        from desktop_agent.ui import icons
        from desktop_agent.ui.theme import token

        palette = self.button.palette()
        recording = self.state == "recording"
        color = QColor(token(palette, "danger")) if recording else palette.color(QPalette.ColorRole.Text)
        self.button.setIcon(icons.icon("mic", color, 16))

    def attach(self, core: AppCore) -> None:
        self._core = core
        self.button.setEnabled(True)
        self.paint_icon()  # in the look the window has now (its style sheet came after the first paint)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """A new theme: the microphone takes the new text colour."""
        if watched is self.button and event.type() == QEvent.Type.PaletteChange:
            self.paint_icon()
        return False

    # ---- what the person does ----

    def toggle(self) -> None:
        """The shortcut, or a click: start, or stop a recording going on."""
        if self.state == "recording":
            self.finish()
        elif self.state == "idle":
            self.start()

    def _pressed(self) -> None:
        self._pressed_at = time.monotonic()
        self._held = self.state == "idle"
        self.toggle()

    def _released(self) -> None:
        held = self._held and time.monotonic() - self._pressed_at >= HOLD_S
        if held and self.state == "recording":  # push to talk: letting go ends it
            self.finish()
        elif held and self.state == "starting":
            self._stop_when_started = True
        self._held = False

    def start(self) -> None:
        core = self._core
        if core is None or self.state != "idle":
            return
        local = core.settings.voice.transcription == "local"
        if local and not core.voice.local_model_ready(self._language(core)):
            self._offer_download(core)
            return
        self.state = "starting"
        self._stop_when_started = False
        self._spawn(self._start(core))

    async def _start(self, core: AppCore) -> None:
        import asyncio

        self.heard, self.full = 0.0, False
        try:  # PortAudio loads the first time: in a worker thread, the window goes on
            await asyncio.to_thread(core.speech.start_recording, self._hear, self._fill)
        except UserFacingError as error:
            self.state = "idle"
            self._show_error(error)
            return
        self.state = "recording"
        self._started_at = time.monotonic()
        for widget in (self.clock, self.meter):
            widget.show()
        self._tick()
        self._ticks.start()
        self.cancel_keys.setEnabled(True)
        self.button.setAccessibleName(tr("Stop dictating"))
        self.paint_icon()
        if self._stop_when_started:
            self.finish()

    def _hear(self, level: float) -> None:  # PortAudio's thread
        self.heard = level

    def _fill(self) -> None:  # PortAudio's thread: five minutes recorded
        self.full = True

    def _tick(self) -> None:
        seconds = int(time.monotonic() - self._started_at)
        self.clock.setText(f"{seconds // 60}:{seconds % 60:02d}")
        self.meter.push(self.heard)
        if self.full:
            self.finish()

    def _stopped(self) -> None:
        self._ticks.stop()
        self.cancel_keys.setEnabled(False)
        self.meter.hide()
        self.button.setAccessibleName(tr("Dictate"))
        self.paint_icon()

    def cancel(self) -> None:
        """Esc while recording: the recording is thrown away."""
        if self.state == "recording" and self._core is not None:
            self._core.speech.stop_recording()
            self.state = "idle"
            self._stopped()
            self.clock.hide()

    def finish(self) -> None:
        """Stop recording and transcribe what was said."""
        core = self._core
        if core is None or self.state != "recording":
            return
        samples = core.speech.stop_recording()
        self.state = "transcribing"
        self._stopped()
        self.clock.setText(tr("Transcribing…"))
        self.button.setEnabled(False)
        self._spawn(self._transcribe(core, samples))

    async def _transcribe(self, core: AppCore, samples: object) -> None:
        import numpy as np

        try:
            heard = np.asarray(samples, dtype=np.float32)
            if heard.size < SHORTEST_S * 16_000 or float(np.abs(heard).max(initial=0.0)) < 1e-3:
                raise UserFacingError(
                    ErrorKind.USAGE, tr("Nothing was heard."), tr("Check the microphone and try again.")
                )
            text = (await core.voice.transcribe_samples(heard, language=self._language(core))).strip()
            if not text:
                raise UserFacingError(ErrorKind.USAGE, tr("No words were recognised."), tr("Try again."))
        except UserFacingError as error:
            self._show_error(error)
            return
        finally:
            self.state = "idle"
            self.clock.hide()
            self.button.setEnabled(True)
        self.put(text)
        if core.settings.voice.send_at_once:
            self._send()

    def put(self, text: str) -> None:
        """The transcript where the cursor is in the composer, a space between it and what is there."""
        editor = self._composer.input
        cursor = editor.textCursor()
        before = editor.toPlainText()[: cursor.position()]
        if before and not before[-1].isspace():
            text = " " + text
        cursor.insertText(text)
        editor.setTextCursor(cursor)
        editor.setFocus()

    @staticmethod
    def _language(core: AppCore) -> str:
        """The language dictated: the voice settings', else the window's (it chooses the local model)."""
        return window_language(core)

    def _offer_download(self, core: AppCore) -> None:
        if self.download is not None:
            self.download.raise_()
            return
        dialog = ModelDownload(core, self._language(core), self._spawn, self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda: setattr(self, "download", None))
        dialog.ready.connect(lambda: self._composer.input.setFocus())
        self.download = dialog
        dialog.open()


class ReadAloud(QObject):
    """The speaker link under an answer: reads it, or stops the reading. Starting and stopping run in a
    worker thread: stopping waits for the speaking thread (and `spd-say --cancel`), up to seconds."""

    _ended = Signal(object)

    def __init__(
        self,
        answer_text: Callable[[str], str],
        show_error: Callable[[UserFacingError], None],
        spawn: Spawn,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._answer_text, self._show_error, self._spawn = answer_text, show_error, spawn
        self._core: AppCore | None = None
        self.reading: str | None = None
        """The key of the answer being read."""
        self._ended.connect(self._finished)

    def attach(self, core: AppCore) -> None:
        self._core = core

    def toggle(self, key: str) -> None:
        core = self._core
        if core is None:
            return
        if self.reading == key and core.speech.is_speaking:
            self.stop()
            return
        text = self._answer_text(key)
        if text.strip():
            self.reading = key
            self._spawn(self._read(core, text, window_language(core), spoken_words()))

    async def _read(self, core: AppCore, text: str, language: str, words: SpokenWords) -> None:
        import asyncio

        try:
            await asyncio.to_thread(core.speech.read_aloud, text, language, words, self._ended.emit)
        except UserFacingError as error:
            self.reading = None
            self._show_error(error)

    def stop(self) -> None:
        if self._core is not None:
            import asyncio

            self._spawn(asyncio.to_thread(self._core.speech.stop))
        self.reading = None

    def _finished(self, error: UserFacingError | None) -> None:  # queued from the speaking thread
        self.reading = None
        if error is not None:
            self._show_error(error)


def window_language(core: AppCore) -> str:
    """The language answers are read in: the voice settings', else the window's."""
    from PySide6.QtCore import QLocale

    settings = core.settings
    return settings.voice.language or settings.language or QLocale().name()


def answer_text(groups: Callable[[], Sequence[ShownMessage]], key: str) -> str:
    """The Markdown of the shown message `key` (as Copy takes it)."""
    return "\n\n".join(text for group in groups() if group.key == key for text in group.markdown)


def install_voice(
    composer: ComposerBar,
    window: QWidget,
    links: WindowLinks,
    shown: Callable[[], Sequence[ShownMessage]],
    spawn: Spawn,
    show_error: Callable[[UserFacingError], None],
    send: Callable[[], None],
) -> Callable[[AppCore], None]:
    """The microphone in `composer` (its shortcut in `window`) and Read aloud under the answers `shown`
    (`links` hand it their link); returns what attaches both to the core once it is ready."""
    dictation = Dictation(composer, window, spawn, show_error, send)
    reading = ReadAloud(partial(answer_text, shown), show_error, spawn, window)
    links.read_aloud = reading.toggle

    def attach(core: AppCore) -> None:
        dictation.attach(core)
        reading.attach(core)

    return attach
