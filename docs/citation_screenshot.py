"""A screenshot of an answer with numbered citations in the real window: the session searches a knowledge
base (ticked in the header), the model calls search_knowledge and answers citing two passages and one id
it was never given (removed, and said so); then the first citation opened.

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python docs/citation_screenshot.py [light|dark]

The model is the scripted server the tests use (a real HTTP server on loopback, the openai SDK in front);
the knowledge base is indexed for real. Writes docs/screenshots/cited-answer.png and cited-source.png
(-dark for the dark theme).
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QApplication

from desktop_agent.ui.citation_dialog import CitationDialog
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.fonts import apply_ui_font
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.theme import apply_theme
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import scripted_core
from tests.helpers.fake_llm_server import ScriptedLLMServer, StreamReply, openai_text, openai_tool_calls

OUT = Path(__file__).resolve().parent / "screenshots"
STREAMING = Path(tempfile.gettempdir()) / "cited-answer-streaming.png"
REOPENED = Path(tempfile.gettempdir()) / "cited-answer-reopened.png"
"""Kept out of the docs: what streamed and what was reopened, to compare by eye with cited-answer.png."""
MANUAL = """# Fan controller FC-200

## Fault codes

| Code | Meaning |
| --- | --- |
| ZK-5521 | The intake fan is blocked or turns too slowly. |
| ZK-5530 | The temperature sensor does not answer. |

## Cleaning the intake

Switch the controller off, open the front grille and take the filter out.
Wash it in warm water, let it dry fully, and put it back before switching on.
"""
NOTES = """# Maintenance log

2026-03-02: ZK-5521 seen on unit 4 after the dust storm; the filter was clogged.
2026-06-18: unit 4 ran quietly after the filter was replaced (part FC-F12).
"""


def answer(cites: list[str]) -> str:
    a, b = cites
    return (
        f"**ZK-5521** means the intake fan is blocked or turning too slowly [{a}]. On unit 4 it followed "
        f"a clogged filter after a dust storm [{b}].\n\n"
        "What to do:\n\n"
        f"1. Switch the controller off and take the filter out [{a}].\n"
        "2. Wash it in warm water and let it dry fully.\n"
        f"3. If it is worn, fit a new one: part **FC-F12** [{b}].\n\n"
        "| Code | Means | Do |\n|---|---|---|\n"
        f"| ZK-5521 | fan blocked [{a}] | clean the filter |\n"
        "| ZK-5530 | sensor silent | check the cable |\n\n"
        "```bash\nfc-200 --reset --unit 4\n```\n\n"
        "The airflow falls roughly as $Q \\propto \\frac{1}{R}$ when the filter clogs.\n\n"
        "The vendor's hotline may know more [kb:manuals#9999]."
    )


async def shoot(
    window: MainWindow, controller: ChatController, server: ScriptedLLMServer, docs: Path, theme: str
) -> None:
    knowledge = controller.core.knowledge
    knowledge.create("manuals")
    knowledge.add("manuals", [docs])
    await asyncio.to_thread(knowledge.sync, "manuals")
    found = await knowledge.search_bases(["manuals"], "ZK-5521 blocked filter", 5)
    cites = [p.cite for p in found[:2]]
    server.script(
        openai_tool_calls([("c1", "search_knowledge", '{"query": "ZK-5521 fan blocked"}')]),
        StreamReply(openai_text(answer(cites), piece=3).items, interval=0.02),
    )
    await window.start()
    window.new_session()
    await asyncio.sleep(0.3)
    session = window.session
    assert session is not None
    await controller.set_knowledge(session, ["manuals"])
    window.header_shows.show_knowledge(session)
    window.message_input.setPlainText("What does ZK-5521 mean on the fan controller, and what do I do?")
    window.message_input.setFocus()
    from PySide6.QtTest import QTest

    QTest.keyClick(window.message_input, Qt.Key.Key_Return)
    for _ in range(100):  # part of the answer has streamed: a picture of it as it streams
        await asyncio.sleep(0.1)
        if "What to do" in window.chat.document().toPlainText():
            break
    window.grab().save(str(STREAMING))
    for _ in range(200):
        await asyncio.sleep(0.1)
        if "removed" in window.chat.document().toPlainText():
            break
    await asyncio.sleep(0.5)
    suffix = "-dark" if theme == "dark" else ""
    window.grab().save(str(OUT / f"cited-answer{suffix}.png"))
    window.new_session()  # and the same session reopened from the history, to compare with what streamed
    await asyncio.sleep(0.3)
    await window.open_session(session.id)
    await asyncio.sleep(0.5)
    window.grab().save(str(REOPENED))
    links = [a for a in _anchors(window) if a.startswith("da:cite:")]
    window.chat._link(QUrl(links[0]))
    await asyncio.sleep(0.5)
    dialog = window.chat.findChild(CitationDialog)
    assert dialog is not None
    dialog.grab().save(str(OUT / f"cited-source{suffix}.png"))


def _anchors(window: MainWindow) -> list[str]:
    found = []
    block = window.chat.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isAnchor():
                found.append(fmt.anchorHref())
            it += 1
        block = block.next()
    return found


def main() -> None:
    theme = sys.argv[1] if len(sys.argv) > 1 else "light"
    app = QApplication(sys.argv[:1])
    apply_ui_font(app, None)  # Inter, as the app has it
    apply_theme(app, "dark" if theme == "dark" else "light")
    loop = AppEventLoop(app)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory() as folder, ScriptedLLMServer() as server:
        root = Path(folder)
        os.environ["HOME"] = folder
        docs = root / "Documents" / "Manuals"
        docs.mkdir(parents=True)
        (docs / "fc-200.md").write_text(MANUAL, encoding="utf-8")
        (docs / "maintenance-log.md").write_text(NOTES, encoding="utf-8")
        core = scripted_core(root, fast_settings(), openai_url=server.openai_base_url)
        controller = ChatController(core, workspace=root)
        window = MainWindow(controller)
        window.resize(1100, 760)
        window.show()
        try:
            loop.run_until_complete(shoot(window, controller, server, docs, theme))
        finally:
            loop.run_until_complete(core.aclose())


if __name__ == "__main__":
    main()
