"""A translation dropped into the translations folder changes what the window says."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.translations import install_translator

GERMAN = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>MainWindow</name>
    <message><source>Send</source><translation>Senden</translation></message>
    <message><source>New session</source><translation>Neue Unterhaltung</translation></message>
</context>
</TS>
"""


def test_a_compiled_translation_is_used_by_the_window(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path
) -> None:
    source = tmp_path / "desktop_agent_de.ts"
    source.write_text(GERMAN, encoding="utf-8")
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([str(lrelease), str(source), "-qm", str(tmp_path / "desktop_agent_de.qm")], check=True)

    assert install_translator(qapp, folder=tmp_path, locale=QLocale("fr_FR")) is None, "no French shipped"
    translator = install_translator(qapp, folder=tmp_path, locale=QLocale("de_DE"))
    assert translator is not None
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        assert window.send_button.text() == "Senden"
        assert window.new_button.text() == "Neue Unterhaltung"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_the_template_lists_the_windows_strings() -> None:
    template = Path(__file__).resolve().parents[2] / "resources" / "translations" / "desktop_agent.ts"
    text = template.read_text(encoding="utf-8")
    for source in ("Send", "Stop", "&amp;Approve once", "Search sessions", "Thought for a moment"):
        assert f"<source>{source}</source>" in text, f"{source} is missing: run pyside6-lupdate"
