"""A screenshot of File › Knowledge bases… while a base indexes a real folder: two bases (one up to date, one
indexing with its progress and the file being read), the files with their statuses (a corrupt PDF failed
with its reason, a spreadsheet skipped), automatic retrieval on.

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python docs/knowledge_screenshot.py [light|dark]

Indexes in the real child process and writes docs/screenshots/knowledge-page.png (knowledge-page-dark.png
for the dark theme).
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from desktop_agent.core.app_core import AppCore, open_core
from desktop_agent.core.keys import MemorySecretStore
from desktop_agent.core.knowledge import Indexing
from desktop_agent.core.settings import Settings
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.fonts import apply_ui_font
from desktop_agent.ui.knowledge_page import NAME_ROLE, KnowledgeDialog
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.theme import apply_theme
from desktop_agent.ui.window_menus import show_knowledge
from tests.helpers.app_core import test_paths

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "docs" / "screenshots"
FOLDERS = ("design", "meetings", "specs/api", "specs/hardware")


def documents(root: Path) -> tuple[Path, Path]:
    notes, manuals = root / "Documents" / "Project notes", root / "Documents" / "Manuals"
    for sub in FOLDERS:
        (notes / sub).mkdir(parents=True)
    for i in range(2400):
        sub = FOLDERS[i % len(FOLDERS)]
        text = f"# Part {i}\n\nThe fan ZK-{i} runs at {i} rpm.\n" * 40
        (notes / sub / f"{sub.split('/')[-1]}-{i:04}.md").write_text(text, encoding="utf-8")
    (notes / "README.md").write_text("# Project notes\n\nWhere the team keeps its notes.\n", encoding="utf-8")
    (notes / "architecture.md").write_text(
        "# Architecture\n\nThe controller ZK-5521.\n" * 30, encoding="utf-8"
    )
    (notes / "brand-guide.html").write_text("<h1>Brand</h1><p>Colours and type.</p>", encoding="utf-8")
    (notes / "annual-report-2019.pdf").write_bytes(b"%PDF-1.4\nbroken")
    (notes / "budget-2024.xlsx").write_bytes(b"PK\0\1")
    manuals.mkdir()
    for i in range(40):
        (manuals / f"manual-{i:02}.md").write_text("# Manual\n\nHow to clean the fan.\n", encoding="utf-8")
    return notes, manuals


async def shoot(core: AppCore, window: MainWindow, out: Path) -> None:
    service = core.knowledge
    await service.sync_async("manuals")
    show_knowledge(window, window.controller, window.show_error)
    dialog = window.findChild(KnowledgeDialog)
    assert isinstance(dialog, KnowledgeDialog)
    await dialog.tasks.wait_idle()
    for row in range(dialog.bases.count()):
        if dialog.bases.item(row).data(NAME_ROLE) == "project-notes":
            dialog.bases.setCurrentRow(row)
    await asyncio.sleep(0.3)
    far_enough = asyncio.Event()

    def watch(state: Indexing) -> None:
        if state.done >= 700:
            far_enough.set()

    stop = service.jobs.listen(watch)
    dialog.reindex_button.click()
    await far_enough.wait()
    stop()
    await asyncio.sleep(1.2)  # the files read again once more
    dialog.grab().save(str(out))
    dialog.close()
    await dialog.tasks.aclose()
    await service.aclose()


def main() -> None:
    theme = sys.argv[1] if len(sys.argv) > 1 else "light"
    app = QApplication(sys.argv[:1])
    apply_ui_font(app, None)  # Inter, as the app has it
    apply_theme(app, "dark" if theme == "dark" else "light")
    loop = AppEventLoop(app)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        os.environ["HOME"] = folder  # the sources show as ~/Documents/…, as in a person's home
        notes, manuals = documents(root)
        core = open_core(
            test_paths(root), settings=Settings(), secrets=MemorySecretStore({}), logging_to_file=False
        )
        for name, source in (("manuals", manuals), ("project-notes", notes)):
            core.knowledge.create(name)
            core.knowledge.add(name, [source])
        core.knowledge.set_auto_retrieval("project-notes", True)
        window = MainWindow(ChatController(core, workspace=root))
        window.resize(1280, 820)
        window.show()
        out = OUT / ("knowledge-page-dark.png" if theme == "dark" else "knowledge-page.png")
        try:
            loop.run_until_complete(shoot(core, window, out))
        finally:
            loop.run_until_complete(core.aclose())


if __name__ == "__main__":
    main()
