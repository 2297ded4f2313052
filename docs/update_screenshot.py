"""A screenshot of a new version offered in the window, under Xvfb (light theme).

xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python docs/update_screenshot.py

Writes docs/screenshots/update-offer.png: the offer as the window shows it when the feed has a newer
version (the version, its size, what changed, Update now). tests/gui/test_updates_window.py drives the
same dialog against a real signed feed.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication

from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.fonts import apply_ui_font
from desktop_agent.ui.theme import apply_theme
from desktop_agent.ui.updates_offer import UpdateOffer
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import scripted_core

OUT = Path(__file__).resolve().parent / "screenshots"
NOTES = """## 0.2.0

- **Voice**: dictate with the microphone, and hear answers read aloud.
- Updates in place, signed and verified.
- The window starts lighter.

## 0.1.1

- A fix for the history search with quotes in it.
"""


async def shoot() -> None:
    with tempfile.TemporaryDirectory() as folder:
        os.environ["HOME"] = folder
        core = scripted_core(Path(folder), fast_settings(), openai_url="http://127.0.0.1:9/v1")
        found: dict[str, object] = {
            "current_version": "0.1.0",
            "update": {"version": "0.2.0", "size": 131_000_000, "notes": NOTES, "can_apply": True},
        }
        offer = UpdateOffer(core, found, lambda coro: asyncio.ensure_future(coro), lambda: None)
        offer.show()
        await asyncio.sleep(0.3)
        offer.grab().save(str(OUT / "update-offer.png"))
        offer.close()
        await core.aclose()


def main() -> None:
    app = QApplication(sys.argv[:1])
    apply_ui_font(app, None)
    apply_theme(app, "light")
    loop = AppEventLoop(app)
    asyncio.set_event_loop(loop)
    loop.run_until_complete(shoot())


if __name__ == "__main__":
    main()
