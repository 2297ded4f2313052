"""Screenshots of attached files: a photo and a notes file sent with a message, the answer, and two more
files waiting in the composer for the next message.

    xvfb-run -a -s "-screen 0 1280x800x24" python docs/attachment_screenshots.py [dark]

Writes docs/screenshots/attachments.png (or attachments-dark.png).
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image, ImageDraw
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

from desktop_agent.domain.events import RunFailed, RunFinished
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.fonts import apply_ui_font
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.resources import app_icon
from desktop_agent.ui.theme import apply_theme
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import scripted_core
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

OUT = Path(__file__).resolve().parent / "screenshots"

ANSWER = """It is a mountain lake at sunset: two ridges, the sun low over the left one, light on the water.

For your **trip plan** (from `trip-notes.md`):

| Day | Walk | Distance |
|---|---|---|
| Saturday | Lake loop | 9 km |
| Sunday | Ridge to the hut | 14 km |

- The photo's light suggests the lake faces west, so Saturday evening is the time for pictures.
- Pack the head torches: the ridge walk ends after sunset in October.
"""


def photo(path: Path) -> Path:
    image = Image.new("RGB", (1600, 1000))
    draw = ImageDraw.Draw(image)
    for y in range(620):  # the sky, from deep blue to orange
        t = y / 620
        draw.line([(0, y), (1600, y)], fill=(int(40 + 210 * t), int(60 + 100 * t), int(140 - 60 * t)))
    draw.ellipse((380, 420, 560, 600), fill=(255, 214, 120))
    draw.polygon([(0, 640), (300, 360), (620, 640)], fill=(52, 58, 84))
    draw.polygon([(420, 640), (900, 300), (1400, 640)], fill=(70, 72, 100))
    draw.polygon([(1100, 640), (1400, 420), (1600, 560), (1600, 640)], fill=(58, 62, 90))
    for y in range(620, 1000):  # the lake, the sky's light in it
        t = (y - 620) / 380
        draw.line([(0, y), (1600, y)], fill=(int(200 - 150 * t), int(130 - 70 * t), int(90 + 30 * t)))
    draw.rectangle((430, 640, 510, 1000), fill=(240, 190, 110))
    image.save(path, "JPEG", quality=92)
    return path


async def grab(widget: QWidget, path: Path) -> None:
    done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def take() -> None:
        widget.grab().save(str(path))
        done.set_result(None)

    QTimer.singleShot(0, take)
    await done


async def ready(window: MainWindow) -> None:
    """Until the files in the composer are read."""
    for _ in range(200):
        await asyncio.sleep(0.05)
        if window.composer.tray.parts() and not window.composer.tray.reading():
            return


async def shoot(server: ScriptedLLMServer, root: Path, dark: bool) -> None:
    workspace = root / "project"
    workspace.mkdir()
    notes = root / "trip-notes.md"
    plan = "# Trip\n- Saturday: lake loop, 9 km\n- Sunday: ridge to the hut, 14 km\n"
    notes.write_text(plan, encoding="utf-8")
    gear = root / "gear-list.txt"
    gear.write_text("head torches\nwater filter\nmap\n", encoding="utf-8")
    core = scripted_core(
        root / "app", fast_settings(default_agent="chat", default_model="gpt-4o"),
        openai_url=server.openai_base_url,
    )  # fmt: skip
    controller = ChatController(core, workspace=workspace)
    window = MainWindow(controller)
    window.resize(1100, 760)
    window.show()
    await window.start()
    server.script(openai_text(ANSWER))
    finished: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def listen(event: object) -> None:
        if isinstance(event, RunFinished | RunFailed) and not finished.done():
            finished.set_result(None)

    controller.subscribe(listen)
    window.attachments.add_paths([photo(root / "lake-at-sunset.jpg"), notes])
    await ready(window)
    window.message_input.setPlainText("Where could this be, and does it fit my plan?")
    window.send()
    await asyncio.wait_for(finished, 60)
    await asyncio.gather(*window.tasks.pending)
    window.attachments.add_paths([photo(root / "ridge.jpg"), gear])
    await ready(window)
    window.message_input.setPlainText("And these?")
    await asyncio.sleep(0.4)
    window.chat.verticalScrollBar().setValue(0)
    await asyncio.sleep(0.1)
    await grab(window, OUT / ("attachments-dark.png" if dark else "attachments.png"))
    await core.aclose()


def main() -> None:
    dark = sys.argv[1:] == ["dark"]
    app = QApplication(sys.argv[:1])
    apply_ui_font(app, None)  # Inter, as the app has it
    app.setWindowIcon(app_icon())
    apply_theme(app, "dark" if dark else "light")
    with tempfile.TemporaryDirectory() as tmp:
        loop = AppEventLoop(app)
        asyncio.set_event_loop(loop)
        with ScriptedLLMServer() as server, loop:
            loop.run_until_complete(shoot(server, Path(tmp), dark))


if __name__ == "__main__":
    main()
