"""Screenshots of the window in another language: a conversation with a tool card, at 1000×700.

    xvfb-run -a -s "-screen 0 1280x800x24" python docs/language_screenshots.py zh_CN de

Writes docs/screenshots/window-<language>.png for each language given (it compiles the .ts itself).
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

from desktop_agent.domain.events import RunFailed, RunFinished
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.fonts import apply_ui_font
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.resources import app_icon
from desktop_agent.ui.translations import chosen_locale, install_translator
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import scripted_core
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls

OUT = Path(__file__).resolve().parent / "screenshots"
TRANSLATIONS = Path(__file__).resolve().parents[1] / "resources" / "translations"

WORDS = {
    "zh_CN": (
        "帮我看看 notes.txt 里写了什么。",
        "我先读一下这个文件。",
        "文件里是一份购物清单：\n\n| 物品 | 数量 |\n|---|---|\n| 牛奶 | 2 升 |\n"
        "| 面包 | 1 个 |\n| 咖啡豆 | 500 克 |\n\n"
        "需要我把燕麦奶也加进去吗？",
    ),
    "de": (
        "Was steht in notes.txt?",
        "Ich lese zuerst die Datei.",
        "Die Datei enthält eine Einkaufsliste:\n\n| Artikel | Menge |\n|---|---|\n| Milch | 2 l |\n"
        "| Brot | 1 |\n| Kaffeebohnen | 500 g |\n\nSoll ich noch Haferdrink hinzufügen?",
    ),
}


async def grab(widget: QWidget, path: Path) -> None:
    done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def take() -> None:
        widget.grab().save(str(path))
        done.set_result(None)

    QTimer.singleShot(0, take)
    await done


async def shoot(language: str, server: ScriptedLLMServer, root: Path) -> None:
    asked, before, answer = WORDS[language]
    workspace = root / "project"
    workspace.mkdir()
    (workspace / "notes.txt").write_text("milk (2 l)\nbread\ncoffee beans (500 g)\n", encoding="utf-8")
    core = scripted_core(root / "app", fast_settings(), openai_url=server.openai_base_url)
    controller = ChatController(core, workspace=workspace)
    window = MainWindow(controller)
    window.resize(1000, 700)
    window.show()
    await window.start()
    server.script(
        openai_tool_calls([("c1", "read_file", '{"path": "notes.txt"}')], text=before),
        openai_text(answer),
    )
    finished: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def listen(event: object) -> None:
        if isinstance(event, RunFinished | RunFailed) and not finished.done():
            finished.set_result(None)

    controller.subscribe(listen)
    window.message_input.setPlainText(asked)
    window.send()
    await asyncio.wait_for(finished, 60)
    await asyncio.gather(*window.tasks.pending)
    await asyncio.sleep(0.3)
    await grab(window, OUT / f"window-{language}.png")
    await core.aclose()


def main() -> None:
    language = sys.argv[1]
    if len(sys.argv) > 2:  # one process per language: a translation is installed for the whole app
        for each in sys.argv[1:]:
            subprocess.run([sys.executable, __file__, each], check=True)
        return
    app = QApplication(sys.argv[:1])
    apply_ui_font(app, None)  # Inter, as the app has it
    app.setWindowIcon(app_icon())
    with tempfile.TemporaryDirectory() as tmp:
        qm = Path(tmp) / f"desktop_agent_{language}.qm"
        lrelease = Path(sys.executable).with_name("pyside6-lrelease")
        source = TRANSLATIONS / f"desktop_agent_{language}.ts"
        subprocess.run([str(lrelease), "-silent", str(source), "-qm", str(qm)], check=True)
        if install_translator(app, folder=Path(tmp), locale=chosen_locale(language)) is None:
            raise SystemExit(f"the {language} translation did not load")
        loop = AppEventLoop(app)
        asyncio.set_event_loop(loop)
        with ScriptedLLMServer() as server, loop:
            loop.run_until_complete(shoot(language, server, Path(tmp)))


if __name__ == "__main__":
    main()
