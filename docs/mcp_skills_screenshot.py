"""A screenshot of skills an MCP server serves: the model loaded one (its card in the chat) and the answer
followed it; then `@` in the composer lists the served skills beside the person's own.

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python docs/mcp_skills_screenshot.py

Runs the test suite's skills server (tests/mcp/servers/skills_server.py) as a real MCP server and writes
docs/screenshots/mcp-served-skills.png.
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
from desktop_agent.ui.theme import apply_theme
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import scripted_core, test_paths
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "docs" / "screenshots"

ANSWER = """**Release 2.1**

*Sharing*
- Links to a single note can be shared read-only.

*Search*
- Search finds words inside attached PDFs.
"""


async def grab(widget: QWidget, path: Path) -> None:
    done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def take() -> None:
        widget.grab().save(str(path))
        done.set_result(None)

    QTimer.singleShot(0, take)
    await done


async def shoot(server: ScriptedLLMServer, root: Path) -> None:
    workspace = root / "notes"
    workspace.mkdir()
    paths = test_paths(root / "app")
    paths.mcp_config_file.parent.mkdir(parents=True, exist_ok=True)
    entry = {"command": sys.executable, "args": ["-m", "tests.mcp.servers.skills_server"], "cwd": str(REPO)}
    paths.mcp_config_file.write_text(json.dumps({"mcpServers": {"docs": entry}}), encoding="utf-8")
    core = scripted_core(
        root / "app", fast_settings(default_agent="build", default_model="gpt-4o"),
        openai_url=server.openai_base_url,
    )  # fmt: skip
    own = core.skills.folder / "code-review" / "SKILL.md"
    own.parent.mkdir(parents=True, exist_ok=True)
    own.write_text(
        "---\nname: code-review\ndescription: Review a change for bugs and missing tests\n---\n\n"
        "Read first.\n",
        encoding="utf-8",
    )
    controller = ChatController(core, workspace=workspace)
    window = MainWindow(controller)
    window.resize(1240, 760)
    window.show()
    await window.start()
    await core.mcp.start()
    server.script(
        openai_tool_calls([("c1", "use_skill", json.dumps({"name": "docs__release-notes"}))]),
        openai_text(ANSWER),
    )
    finished: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def listen(event: object) -> None:
        if isinstance(event, RunFinished | RunFailed) and not finished.done():
            finished.set_result(None)

    controller.subscribe(listen)
    window.message_input.setPlainText("Write the release notes for 2.1 from CHANGES.md")
    window.send()
    await asyncio.wait_for(finished, 60)
    await asyncio.gather(*window.tasks.pending)
    window.message_input.setFocus()
    window.message_input.setPlainText("@")
    await asyncio.sleep(0.4)
    await grab(window, OUT / "mcp-served-skills.png")
    sys.stdout.write(f"wrote {OUT / 'mcp-served-skills.png'}\n")
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
