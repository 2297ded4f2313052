"""A screenshot of MCP resources in the window: Session › Resources open beside the conversation, a message
that named a resource answered, and the next one naming another in the composer.

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python docs/mcp_resources_screenshot.py

Runs the test suite's library server (tests/mcp/servers/library_server.py) as a real MCP server and
writes docs/screenshots/mcp-resources.png.
"""

from __future__ import annotations

import asyncio
import json
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
from desktop_agent.ui.resources_panel import ResourcesPanel, toggle_resources
from desktop_agent.ui.theme import apply_theme
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import scripted_core, test_paths
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "docs" / "screenshots"

ANSWER = """Today's list has one thing left: **water the plants**.

The library opens at nine, so there is time to do it before the first visitors arrive.
"""


async def grab(widget: QWidget, path: Path) -> None:
    done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def take() -> None:
        widget.grab().save(str(path))
        done.set_result(None)

    QTimer.singleShot(0, take)
    await done


async def shoot(server: ScriptedLLMServer, root: Path) -> None:
    workspace = root / "library"
    workspace.mkdir()
    paths = test_paths(root / "app")
    paths.mcp_config_file.parent.mkdir(parents=True, exist_ok=True)
    entry = {"command": sys.executable, "args": ["-m", "tests.mcp.servers.library_server"], "cwd": str(REPO)}
    paths.mcp_config_file.write_text(json.dumps({"mcpServers": {"library": entry}}), encoding="utf-8")
    core = scripted_core(
        root / "app", fast_settings(default_agent="chat", default_model="gpt-4o"),
        openai_url=server.openai_base_url,
    )  # fmt: skip
    controller = ChatController(core, workspace=workspace)
    window = MainWindow(controller)
    window.resize(1240, 760)
    window.show()
    await window.start()
    await core.mcp.start()
    server.script(openai_text(ANSWER))
    finished: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def listen(event: object) -> None:
        if isinstance(event, RunFinished | RunFailed) and not finished.done():
            finished.set_result(None)

    controller.subscribe(listen)
    toggle_resources(window, window.mcp_sending, window.message_input)
    panel = window.findChild(ResourcesPanel)
    assert panel is not None
    panel.setMinimumWidth(300)
    for _ in range(200):
        await asyncio.sleep(0.05)
        if panel.tree.topLevelItemCount() and panel.tree.topLevelItem(0).childCount():  # type: ignore[union-attr]
            break
    window.message_input.setPlainText("What is left on @library:notes://todo?")
    window.send()
    await asyncio.wait_for(finished, 60)
    await asyncio.gather(*window.tasks.pending)
    window.message_input.setPlainText("Anything special planned? ")
    top = panel.tree.topLevelItem(0)
    assert top is not None
    chosen = top.child(3)
    assert chosen is not None
    panel.tree.setCurrentItem(chosen)
    panel.attach(panel.tree.currentItem())
    await asyncio.sleep(0.4)
    window.chat.verticalScrollBar().setValue(0)
    await asyncio.sleep(0.1)
    await grab(window, OUT / "mcp-resources.png")
    sys.stdout.write(f"wrote {OUT / 'mcp-resources.png'}\n")
    await core.aclose()


def main() -> None:
    app = QApplication(sys.argv[:1])
    apply_ui_font(app, None)  # Inter, as the app has it
    app.setWindowIcon(app_icon())
    apply_theme(app, "light")
    OUT.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        loop = AppEventLoop(app)
        asyncio.set_event_loop(loop)
        with ScriptedLLMServer() as server, loop:
            loop.run_until_complete(shoot(server, Path(tmp)))


if __name__ == "__main__":
    main()
