"""Screenshots of an MCP App's view in its tool card: the model called the MCP Apps example server's tool
(`@modelcontextprotocol/server-basic-vanillajs` from npm, its view built with the ext-apps SDK), the view
renders inside the card, and a click in it asks with the same approval the model's calls show.

    xvfb-run -a -s "-screen 0 1440x1100x24" .venv/bin/python docs/mcp_apps_screenshot.py [light|dark|settings]

Writes docs/screenshots/mcp-app-in-chat.png (light) or mcp-app-in-chat-dark.png, and
mcp-app-approval.png and mcp-app-pip.png (light). Needs QtWebEngine (the `apps` extra) and npm.
`settings`: Settings › MCP servers as an installation without the web engine shows it (mcp-web-engine.png),
and what an installed app's Add the web engine… shows before it downloads (mcp-web-engine-download.png).
"""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
from pathlib import Path
from typing import Literal

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from desktop_agent.domain.events import RunFailed, RunFinished
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.fonts import apply_ui_font
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.resources import app_icon
from desktop_agent.ui.theme import apply_theme
from desktop_agent.ui.view_window import ViewWindow
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import scripted_core, test_paths
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls
from tests.helpers.npm_packages import CACHE, install_pinned, node_22
from tests.mcp.test_app_views import EXAMPLE, EXAMPLE_VERSION

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "docs" / "screenshots"


async def grab(widget: QWidget, path: Path) -> None:
    done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def take() -> None:
        widget.grab().save(str(path))
        done.set_result(None)

    QTimer.singleShot(0, take)
    await done
    sys.stdout.write(f"wrote {path}\n")


async def in_view(view: object, script: str) -> None:
    frames = view.page_.mainFrame().children()  # type: ignore[attr-defined]
    if frames:
        frames[0].runJavaScript(script, lambda result: None)


async def shoot(server: ScriptedLLMServer, root: Path, theme: str) -> None:
    [folder] = install_pinned(CACHE / "mcp-apps", {EXAMPLE: EXAMPLE_VERSION}).values()
    workspace = root / "notes"
    workspace.mkdir()
    paths = test_paths(root / "app")
    paths.mcp_config_file.parent.mkdir(parents=True, exist_ok=True)
    entry = {"command": str(node_22()), "args": [str(folder / "dist" / "index.js"), "--stdio"]}
    paths.mcp_config_file.write_text(json.dumps({"mcpServers": {"clock": entry}}), encoding="utf-8")
    core = scripted_core(
        root / "app", fast_settings(default_agent="build", default_model="gpt-4o"),
        openai_url=server.openai_base_url,
    )  # fmt: skip
    controller = ChatController(core, workspace=workspace)
    window = MainWindow(controller)
    window.resize(1240, 1040)
    window.show()
    await window.start()
    await core.mcp.start()
    server.script(
        openai_tool_calls([("c1", "clock__get-time", "{}")], text="I'll ask the server for its time."),
        openai_text("The server's clock says **07:04 UTC**. Use *Get Server Time* in the card to ask again."),
    )
    finished: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def listen(event: object) -> None:
        if isinstance(event, RunFinished | RunFailed) and not finished.done():
            finished.set_result(None)

    controller.subscribe(listen)
    window.message_input.setPlainText("What time is it on the server?")
    window.send()
    for _ in range(200):
        if window.approval_dialogs():
            break
        await asyncio.sleep(0.05)
    window.approval_dialogs()[0].approve_button.click()
    await asyncio.wait_for(finished, 60)
    await asyncio.gather(*window.tasks.pending)
    for _ in range(200):
        if window.chat.app_views.live():
            break
        await asyncio.sleep(0.05)
    await asyncio.sleep(2.0)  # the view's page loads and lays itself out
    suffix = "" if theme == "light" else "-dark"
    await grab(window, OUT / f"mcp-app-in-chat{suffix}.png")
    if theme == "light":
        [view] = window.chat.app_views.live()
        await in_view(view, "document.getElementById('get-time-btn').click()")
        for _ in range(100):
            dialogs = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
            if dialogs:
                break
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.3)
        [dialog] = dialogs
        await grab(dialog, OUT / "mcp-app-approval.png")
        dialog.close()
        asked = {"jsonrpc": "2.0", "id": 9, "method": "ui/request-display-mode", "params": {"mode": "pip"}}
        await view.session.receive(json.dumps(asked))  # type: ignore[attr-defined]  # as the view would ask
        for _ in range(100):
            own = [w for w in QApplication.topLevelWidgets() if isinstance(w, ViewWindow) and w.view]
            if own:
                break
            await asyncio.sleep(0.05)
        await asyncio.sleep(2.0)  # its page loads
        await grab(own[0], OUT / "mcp-app-pip.png")
        own[0].close()
    await core.aclose()


async def settings_page(root: Path) -> None:
    sys.modules["PySide6.QtWebEngineWidgets"] = None  # type: ignore[assignment]  # as if not installed
    from desktop_agent.tools.mcp.manager import McpManager
    from desktop_agent.ui.mcp_page import McpServersPage

    config = root / "mcp.json"
    entry = {"command": "npx", "args": ["-y", f"{EXAMPLE}@{EXAMPLE_VERSION}", "--stdio"]}
    config.write_text(json.dumps({"mcpServers": {"clock": entry}}), encoding="utf-8")
    page = McpServersPage(McpManager(config))
    page.resize(820, 560)
    page.show()
    await asyncio.sleep(0.3)
    await grab(page, OUT / "mcp-web-engine.png")

    from PySide6.QtWidgets import QMessageBox

    from desktop_agent.core.web_engine import WebEngine
    from desktop_agent.core.web_engine_kit import KitPlan, Wheel

    # What a Linux installer's app pins (packaging/web_engine_wheels.py, PySide6 6.11.3 on PyPI)
    files = "https://files.pythonhosted.org/packages"
    kit = KitPlan("6.11.3", "linux-x86_64", (
        Wheel("pyside6_addons-6.11.3-cp310-abi3-manylinux_2_34_x86_64.whl",
              f"{files}/00/f1/d1313576cb6ee71d02d4d5762401f70310319ffe3b2a650b8d3101e4b07f/"
              "pyside6_addons-6.11.3-cp310-abi3-manylinux_2_34_x86_64.whl", "0" * 64, 175_307_424),
        Wheel("pyside6_essentials-6.11.3-cp310-abi3-manylinux_2_34_x86_64.whl",
              f"{files}/91/23/9692f9b9a7cf89c0e8b99da228a728064aa827dc115b5dc974156bcf14fc/"
              "pyside6_essentials-6.11.3-cp310-abi3-manylinux_2_34_x86_64.whl", "0" * 64, 80_292_754),
    ))  # fmt: skip
    page.web_engine.keep_in(Path.home() / ".local/share/desktop-agent")
    page.web_engine.show_state(WebEngine(False, kit.version, kit=kit))
    page.web_engine.add_button.click()
    await asyncio.sleep(0.3)
    [box] = [b for b in page.findChildren(QMessageBox) if b.isVisible()]
    await grab(box, OUT / "mcp-web-engine-download.png")


def main() -> None:
    theme: Literal["light", "dark"] = "dark" if sys.argv[1:] == ["dark"] else "light"
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
    app = QApplication(sys.argv[:1])
    apply_ui_font(app, None)  # Inter, as the app has it
    app.setWindowIcon(app_icon())
    apply_theme(app, theme)
    OUT.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        loop = AppEventLoop(app)
        asyncio.set_event_loop(loop)
        with ScriptedLLMServer() as server, loop:
            if sys.argv[1:] == ["settings"]:
                loop.run_until_complete(settings_page(Path(tmp)))
            else:
                loop.run_until_complete(shoot(server, Path(tmp), theme))


if __name__ == "__main__":
    main()
