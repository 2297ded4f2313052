"""A screenshot of an MCP Bundle about to be installed, under Xvfb (light theme).

xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python docs/mcp_bundle_screenshot.py

Writes docs/screenshots/mcp-bundle.png: Settings › MCP servers › Install from file… with a bundle built
as tests/mcp/test_mcp_bundle.py builds it (its manifest, its settings — the secret in a password field —
and the exact command it will run). tests/mcp/test_mcp_bundle_window.py installs it for real.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication

from desktop_agent.core.keys import MemorySecretStore, RunKeys
from desktop_agent.core.settings import Settings
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.fonts import apply_ui_font
from desktop_agent.ui.mcp_page import McpServersPage
from desktop_agent.ui.theme import apply_theme
from tests.mcp.test_mcp_bundle import build

OUT = Path(__file__).resolve().parent / "screenshots"


async def shoot(root: Path) -> None:
    manager = McpManager(root / "data" / "mcp.json")
    keys = RunKeys(MemorySecretStore())
    manager.use_secrets(lambda: keys)
    page = McpServersPage(manager, claude_config=root / "none.json")
    page.attach_settings(Settings(), keys)
    page.resize(760, 520)
    page.show()  # as in Settings: the dialog opens over the page
    page.bundles.open(build(root / "hash-server.mcpb"))
    dialog = page.bundles.dialog
    assert dialog is not None
    dialog.fields["token"].setText("a-secret-token")
    await asyncio.sleep(0.3)
    dialog.grab().save(str(OUT / "mcp-bundle.png"))
    dialog.reject()
    await manager.aclose()


def main() -> None:
    app = QApplication(sys.argv[:1])
    apply_ui_font(app, None)
    apply_theme(app, "light")
    loop = AppEventLoop(app)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory() as folder:
        loop.run_until_complete(shoot(Path(folder)))


if __name__ == "__main__":
    main()
