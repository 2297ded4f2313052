"""Settings page: Voice. Where dictation is transcribed (the model on this computer, English; or an
OpenAI-compatible endpoint, any language), in which language, whether the transcript is sent at once; how
answers are read aloud (the system's voices, one of them chosen, or the endpoint's speech); and whether the
local model is downloaded. Saved on OK or Apply like the other pages (`SettingsSection`)."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit, QWidget

from desktop_agent.core.keys import RunKeys
from desktop_agent.core.settings import Settings

if TYPE_CHECKING:
    from desktop_agent.core.speech import SpeechService
    from desktop_agent.core.voice import VoiceService
    from desktop_agent.ui.tasks import Spawn

log = logging.getLogger(__name__)

LANGUAGES = (
    ("en", "English"), ("de", "Deutsch"), ("es", "Español"), ("fr", "Français"), ("ja", "日本語"),
    ("ko", "한국어"), ("zh_CN", "中文"),
)  # fmt: skip
"""The languages offered for dictation and reading aloud (the window's six, and English)."""


class VoicePage(QWidget):
    def __init__(
        self, voice: VoiceService, speech: SpeechService, spawn: Spawn, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._voice, self._speech, self._spawn = voice, speech, spawn
        self.transcription = QComboBox()
        self.transcription.setAccessibleName(self.tr("Dictation"))
        self.transcription.addItem(self.tr("On this computer"), "local")
        self.transcription.addItem(self.tr("An endpoint (any language)"), "endpoint")
        self.model_state = QLabel()
        self.model_state.setWordWrap(True)
        self.model_state.setTextFormat(Qt.TextFormat.PlainText)
        self.provider = QLineEdit()
        self.provider.setAccessibleName(self.tr("Endpoint provider"))
        self.provider.setPlaceholderText(self.tr("the default provider"))
        self.transcription_model = QLineEdit()
        self.transcription_model.setAccessibleName(self.tr("Transcription model"))
        self.language = QComboBox()
        self.language.setAccessibleName(self.tr("Language spoken"))
        self.language.addItem(self.tr("The window's"), None)
        for code, name in LANGUAGES:
            self.language.addItem(name, code)
        self.send_at_once = QCheckBox(self.tr("Send what was dictated at once"))
        self.speech = QComboBox()
        self.speech.setAccessibleName(self.tr("Read answers with"))
        self.speech.addItem(self.tr("This computer's voices"), "system")
        self.speech.addItem(self.tr("The endpoint's speech"), "endpoint")
        self.system_voice = QComboBox()
        self.system_voice.setAccessibleName(self.tr("Voice"))
        self.system_voice.addItem(self.tr("The language's first voice"), None)
        self.speech_model = QLineEdit()
        self.speech_model.setAccessibleName(self.tr("Speech model"))
        self.speech_voice = QLineEdit()
        self.speech_voice.setAccessibleName(self.tr("Endpoint voice"))
        said = QLabel(
            self.tr(
                "Dictation on this computer uses a speech model chosen by the language (Moonshine tiny for "
                "English, Whisper base for the others), downloaded once; nothing you say leaves the "
                "computer. An endpoint (an OpenAI-compatible /audio/transcriptions, such as OpenAI's or a "
                "local server's) gets the recording instead, with a provider's address and key."
            )
        )
        said.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(said)
        form.addRow(self.tr("Dictation:"), self.transcription)
        form.addRow("", self.model_state)
        form.addRow(self.tr("Endpoint provider:"), self.provider)
        form.addRow(self.tr("Transcription model:"), self.transcription_model)
        form.addRow(self.tr("Language spoken:"), self.language)
        form.addRow("", self.send_at_once)
        form.addRow(self.tr("Read answers with:"), self.speech)
        form.addRow(self.tr("Voice:"), self.system_voice)
        form.addRow(self.tr("Speech model:"), self.speech_model)
        form.addRow(self.tr("Endpoint voice:"), self.speech_voice)
        self._form = form
        self.transcription.currentIndexChanged.connect(lambda _i: self._show())
        self.speech.currentIndexChanged.connect(lambda _i: self._show())
        self.language.currentIndexChanged.connect(lambda _i: self._show_model())
        self._chosen_voice: str | None = None
        self._window_language: str | None = None

    # ---- SettingsSection ----

    def attach_settings(self, settings: Settings, keys: RunKeys) -> None:
        chosen = settings.voice
        self.transcription.setCurrentIndex(max(0, self.transcription.findData(chosen.transcription)))
        self.provider.setText(chosen.endpoint_provider or "")
        self.transcription_model.setText(chosen.transcription_model)
        self.language.setCurrentIndex(max(0, self.language.findData(chosen.language)))
        self.send_at_once.setChecked(chosen.send_at_once)
        self.speech.setCurrentIndex(max(0, self.speech.findData(chosen.speech)))
        self.speech_model.setText(chosen.speech_model)
        self.speech_voice.setText(chosen.speech_voice)
        self._chosen_voice = chosen.system_voice
        if chosen.system_voice:
            self.system_voice.addItem(chosen.system_voice, chosen.system_voice)
            self.system_voice.setCurrentIndex(self.system_voice.count() - 1)
        self._window_language = settings.language
        self._show_model()
        self._show()
        self._spawn(self._list_voices())

    def _show_model(self) -> None:
        """Which local model dictates the language chosen (English: Moonshine tiny; others: Whisper base),
        and whether it is here."""
        from PySide6.QtCore import QLocale

        language = self.language.currentData() or self._window_language or QLocale().name()
        model = self._voice.local_model(language)
        if self._voice.local_model_ready(language):
            text = self.tr("The speech model for this language ({model}) is on this computer.")
        else:
            text = self.tr(
                "The speech model for this language ({model}, {megabytes} MB) is downloaded the first time "
                "you dictate."
            )
        name = QCoreApplication.translate("Voice", model.name)
        self.model_state.setText(text.format(model=name, megabytes=round(model.size / 1_000_000)))

    def validate(self) -> bool:
        return True

    def apply_to(self, settings: Settings) -> Settings:
        voice = settings.voice.replace(
            transcription=self.transcription.currentData(),
            endpoint_provider=self.provider.text().strip() or None,
            transcription_model=self.transcription_model.text().strip() or "whisper-1",
            language=self.language.currentData(),
            send_at_once=self.send_at_once.isChecked(),
            speech=self.speech.currentData(),
            system_voice=self.system_voice.currentData(),
            speech_model=self.speech_model.text().strip() or "tts-1",
            speech_voice=self.speech_voice.text().strip() or "alloy",
        )
        return settings.replace(voice=voice)

    # ---- showing ----

    async def _list_voices(self) -> None:
        """The system's voices, asked in a worker thread (the speech program runs once)."""
        try:
            voices = await asyncio.to_thread(self._speech.voices)
        except Exception as exc:  # a speech program that fails to list: the default voice stays
            log.info("The system's voices could not be listed: %s", exc)
            return
        current = self.system_voice.currentData()
        while self.system_voice.count() > 1:
            self.system_voice.removeItem(1)
        for voice in voices:
            label = f"{voice.name} ({voice.language})" if voice.language else voice.name
            self.system_voice.addItem(label, voice.id)
        if current is not None:
            found = self.system_voice.findData(current)
            if found < 0:
                self.system_voice.addItem(current, current)
                found = self.system_voice.count() - 1
            self.system_voice.setCurrentIndex(found)

    def _show(self) -> None:
        endpoint = self.transcription.currentData() == "endpoint"
        speaks_by_endpoint = self.speech.currentData() == "endpoint"
        self._form.setRowVisible(self.model_state, not endpoint)
        self._form.setRowVisible(self.transcription_model, endpoint)
        self._form.setRowVisible(self.provider, endpoint or speaks_by_endpoint)
        self._form.setRowVisible(self.system_voice, not speaks_by_endpoint)
        self._form.setRowVisible(self.speech_model, speaks_by_endpoint)
        self._form.setRowVisible(self.speech_voice, speaks_by_endpoint)
