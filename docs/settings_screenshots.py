"""Screenshots of the Settings dialog and the first-run welcome under Xvfb (light theme, no network).

xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python docs/settings_screenshots.py [every-page-folder]

Writes docs/screenshots/settings.png and welcome.png; with a folder, also one PNG per settings page there.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication, QWidget

from desktop_agent.config.settings import ProviderSettings, Settings
from desktop_agent.providers.detect import ProbeTarget
from desktop_agent.secrets.base import MemorySecretStore
from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.fonts import apply_ui_font
from desktop_agent.ui.resources import app_icon
from desktop_agent.ui.settings_dialog import SettingsDialog
from desktop_agent.ui.theme import apply_theme
from desktop_agent.ui.welcome import WelcomeDialog
from tests.helpers.fake_llm_server import ScriptedLLMServer

OUT = Path(__file__).resolve().parent / "screenshots"


def grab(widget: QWidget, path: Path) -> None:
    QApplication.processEvents()
    widget.grab().save(str(path))


async def main(app: QApplication, server: ScriptedLLMServer, root: Path, pages: Path | None) -> None:
    server.models = ["llama3.1:8b", "qwen3:14b", "mistral-small:24b"]
    welcome = WelcomeDialog(
        root / "welcome.json", MemorySecretStore(), targets=[ProbeTarget("ollama", server.port)]
    )
    welcome.show()
    await welcome.tasks.wait_idle()
    grab(welcome, OUT / "welcome.png")
    welcome.reject()

    server.models = ["gpt-4.1", "gpt-4.1-mini", "o4-mini"]
    settings = Settings(
        default_provider="openai",
        providers={
            "openai": ProviderSettings(base_url=server.openai_base_url),
            "custom-1": ProviderSettings(kind="openai", label="Lab box", base_url="http://10.0.0.5:8000/v1"),
        },
    )
    dialog = SettingsDialog(settings, root / "settings.json", MemorySecretStore({"openai": "sk-demo"}))
    dialog.resize(820, 600)
    dialog.show()
    dialog.providers_page.select("openai")
    dialog.providers_page.test_connection()
    await dialog.tasks.wait_idle()
    dialog.providers_page.default_model.setCurrentText("gpt-4.1-mini")
    grab(dialog, OUT / "settings.png")
    if pages is not None:
        for index in range(dialog.tabs.count()):
            dialog.tabs.setCurrentIndex(index)
            grab(dialog, pages / f"settings-{index}.png")
        dialog.tabs.setCurrentIndex(0)
        dialog.resize(800, 600)
        dialog.providers_page.select("custom-1")
        grab(dialog, pages / "settings-custom-800x600.png")
        dialog.providers_page.select("anthropic")
        key_dialog = dialog.providers_page.set_key()
        grab(key_dialog, pages / "key-dialog.png")
        key_dialog.entry.problem.show()
        key_dialog.entry.problem.detail.setText(
            "No keyring service was found, so API keys cannot be stored safely."
        )
        key_dialog.adjustSize()
        grab(key_dialog, pages / "key-dialog-no-keyring.png")
        key_dialog.reject()
        welcome = WelcomeDialog(root / "w2.json", MemorySecretStore(), targets=[])
        welcome.show()
        await welcome.tasks.wait_idle()
        grab(welcome, pages / "welcome-nothing-found.png")
        welcome.reject()
    dialog.reject()
    app.quit()


if __name__ == "__main__":
    application = QApplication(sys.argv)
    apply_ui_font(application, None)  # Inter, as the app has it
    application.setWindowIcon(app_icon())
    application.setQuitOnLastWindowClosed(False)
    apply_theme(application, "light")
    loop = AppEventLoop(application)  # the app's own loop (qasync's, with its fixes)
    asyncio.set_event_loop(loop)
    every_page = Path(sys.argv[1]) if len(sys.argv) > 1 else None
    if every_page is not None:
        every_page.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, ScriptedLLMServer() as scripted, loop:
        loop.run_until_complete(main(application, scripted, Path(tmp), every_page))
