"""Screenshots of dictation and Read aloud under Xvfb (light theme, the scripted model server).

xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python docs/voice_screenshots.py

Writes docs/screenshots/voice-dictating.png (the composer while a question is dictated: the time and the
level beside the microphone), voice-read-aloud.png (an answer with its links, the speaker among them),
voice-settings.png (Settings › Voice) and voice-download.png (the first dictation's download dialog).
The recording's look is set by hand here (this machine has no microphone); tests/gui/test_voice_window.py
records for real through a PulseAudio server.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from desktop_agent.core.app_core import AppCore
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.fonts import apply_ui_font
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.settings_dialog import SettingsDialog
from desktop_agent.ui.theme import apply_theme
from desktop_agent.ui.voice_controls import Dictation, ModelDownload, install_voice
from desktop_agent.ui.voice_page import VoicePage
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import scripted_core
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

OUT = Path(__file__).resolve().parent / "screenshots"
ANSWER = (
    "Paris is the capital of France, on the Seine in the north of the country.\n\n"
    "- About **2.1 million** people live in the city itself.\n"
    "- The metropolitan area is home to about **13 million**.\n\n"
    "```python\nprint('Bonjour, Paris!')\n```\n"
)


def voice_in(window: MainWindow) -> Callable[[AppCore], None]:
    """The voice controls as the app's start-up makes them."""
    return install_voice(
        window.composer, window, window.links, lambda: window.chat.writer.groups, window.spawn,
        window.show_error, window.send,
    )  # fmt: skip


async def shoot(window: MainWindow, controller: ChatController, server: ScriptedLLMServer) -> None:
    core = controller.core
    attach = voice_in(window)
    await window.start()
    attach(core)
    dictation = window.findChild(Dictation)
    assert dictation is not None
    server.script(openai_text(ANSWER))
    window.new_session()
    window.message_input.setPlainText("What is the capital of France?")
    window.send()
    for _ in range(100):
        await asyncio.sleep(0.1)
        if "13 million" in window.chat.document().toPlainText() and not window.stop_button.isVisible():
            break
    await asyncio.sleep(0.5)
    bottom = window.chat.mapTo(window, window.chat.rect().bottomLeft()).y()
    left = window.sidebar.width()
    area = QRect(left, max(0, bottom - 330), window.width() - left, 330)
    window.grab().copy(area).save(str(OUT / "voice-read-aloud.png"))

    window.message_input.setPlainText("And how many people live in")
    window.message_input.moveCursor(window.message_input.textCursor().MoveOperation.End)
    dictation.state = "recording"  # as it looks 4 seconds into a recording (no microphone here)
    dictation.clock.setText("0:04")
    dictation.clock.show()
    dictation.meter.show()
    for level in (0.25, 0.7, 0.45, 0.9, 0.35):
        dictation.meter.push(level)
    dictation.paint_icon()
    await asyncio.sleep(0.2)
    composer = window.composer
    top = composer.mapTo(window, composer.rect().topLeft()).y()
    window.grab().copy(QRect(window.sidebar.width(), top - 120, window.width() - window.sidebar.width(),
                             window.height() - top + 120)).save(str(OUT / "voice-dictating.png"))  # fmt: skip
    dictation.state = "idle"
    dictation.clock.hide()
    dictation.meter.hide()
    dictation.paint_icon()

    download = ModelDownload(core, "en_US", window.spawn, window)
    download.show()
    await asyncio.sleep(0.2)
    download.grab().save(str(OUT / "voice-download.png"))
    download.reject()

    dialog = SettingsDialog(core.settings, core.paths.settings_file, core.keys, window)
    page = VoicePage(core.voice, core.speech, dialog.tasks.spawn, dialog)
    dialog.tabs.setCurrentIndex(dialog.add_page(page, "Voice"))
    dialog.resize(820, 600)
    dialog.show()
    await asyncio.sleep(1.0)  # the system's voices listed
    dialog.grab().save(str(OUT / "voice-settings.png"))
    dialog.reject()


def main() -> None:
    app = QApplication(sys.argv[:1])
    apply_ui_font(app, None)
    apply_theme(app, "light")
    loop = AppEventLoop(app)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory() as folder, ScriptedLLMServer() as server:
        root = Path(folder)
        os.environ["HOME"] = folder
        core = scripted_core(root, fast_settings(), openai_url=server.openai_base_url)
        controller = ChatController(core, workspace=root)
        window = MainWindow(controller)
        window.resize(1100, 720)
        window.show()
        window.finish_setup()
        try:
            loop.run_until_complete(shoot(window, controller, server))
        finally:
            loop.run_until_complete(core.aclose())


if __name__ == "__main__":
    main()
