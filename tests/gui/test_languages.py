"""Each shipped language loads, says the window's words in that language, and the window and the settings
still fit at 800×600 (German's long words included); a right-to-left layout does not break the window."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop_agent.agent.refusals import answering_elsewhere
from desktop_agent.core.keys import MemorySecretStore
from desktop_agent.core.settings import Settings
from desktop_agent.ui.error_words import error_text
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.settings_dialog import SettingsDialog
from desktop_agent.ui.translations import LANGUAGES, chosen_locale, install_translator
from tests.gui.window_harness import drive
from tests.unit.test_shipped_translations import FOLDER, SHIPPED


def translated(language: str, context: str, source: str) -> str:
    root = ET.parse(FOLDER / f"desktop_agent_{language}.ts").getroot()
    for ctx in root.iter("context"):
        if ctx.findtext("name") == context:
            for message in ctx.iter("message"):
                if message.findtext("source") == source:
                    return message.findtext("translation") or ""
    raise AssertionError(f"{source!r} is not in the {language} translation")


def compiled(language: str, folder: Path) -> Path:
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    target = folder / f"desktop_agent_{language}.qm"
    source = FOLDER / f"desktop_agent_{language}.ts"
    subprocess.run([str(lrelease), "-silent", str(source), "-qm", str(target)], check=True)
    return target


@pytest.mark.parametrize("language", SHIPPED)
def test_a_language_loads_and_the_window_fits(
    language: str, qtbot: QtBot, qapp: QApplication, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    compiled(language, tmp_path)
    translator = install_translator(qapp, folder=tmp_path, locale=chosen_locale(language))
    assert translator is not None, f"{language} did not load"

    async def body() -> None:
        window = MainWindow()
        qtbot.addWidget(window)
        assert window.new_button.text() == translated(language, "MainWindow", "New session")
        assert window.new_button.text() != "New session"
        # The core's errors too: a template of the agent's, filled in the window's language.
        busy = answering_elsewhere("14:05")
        said = translated(language, "Errors", busy.template[0] if busy.template else "")
        assert error_text(busy).startswith(said.format(since="14:05")) and "14:05" in error_text(busy)
        assert error_text(busy) != busy.message + " " + busy.action
        hint = window.minimumSizeHint()
        assert hint.width() <= 800 and hint.height() <= 600, f"the window needs {hint.toTuple()}"
        dialog = SettingsDialog(Settings(), tmp_path / "settings.json", MemorySecretStore())
        qtbot.addWidget(dialog)
        need = dialog.minimumSizeHint()
        dialog.reject()  # its key checks stop
        await asyncio.sleep(0)
        assert need.width() <= 800 and need.height() <= 600, f"the settings need {need.toTuple()}"

    try:
        drive(event_loop_qt, body())
    finally:
        for installed in qapp.findChildren(type(translator)):
            QCoreApplication.removeTranslator(installed)
            installed.deleteLater()


_LETTERS = str.maketrans("aeiouAEIOUcnsyz", "åéîøüÅÉÎØÜçñšýž")


def pseudo(text: str) -> str:
    """A pseudo-translation: letters accented outside placeholders and markup, 40 % longer, bracketed (so
    a string cut off, or never translated, shows)."""
    out, depth = [], 0
    for char in text:
        depth += char in "{<"
        out.append(char if depth else char.translate(_LETTERS))
        depth -= char in "}>" and depth > 0
    padding = "·" * max(2, len(text) * 2 // 5)
    return f"⟦{''.join(out)}{padding}⟧" if "&" not in text else "".join(out) + padding


def pseudo_locale(folder: Path) -> Path:
    """The template with every string pseudo-translated, compiled as a language with two plural forms."""
    tree = ET.parse(FOLDER / "desktop_agent.ts")
    root = tree.getroot()
    root.set("language", "de")
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            translation.text = None
            for _ in range(2):
                ET.SubElement(translation, "numerusform").text = pseudo(source)
        else:
            translation.text = pseudo(source)
    ts = folder / "pseudo.ts"
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    target = folder / "desktop_agent_de.qm"
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(target)], check=True)
    return target


def test_a_pseudo_locale_with_every_string_longer_still_fits(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    pseudo_locale(tmp_path)
    translator = install_translator(qapp, folder=tmp_path, locale=chosen_locale("de"))
    assert translator is not None

    async def body() -> None:
        window = MainWindow()
        qtbot.addWidget(window)
        window.resize(800, 600)
        window.show()
        assert window.new_button.text().startswith("⟦") and window.new_button.text().endswith("⟧")
        window.composer.tray.show_note(
            QCoreApplication.translate(
                "Attachments", "{model} may not see images; they are sent as images."
            ).format(model="a-very-long-local-model-name:70b-instruct-q4_K_M")
        )
        hint = window.minimumSizeHint()
        assert hint.width() <= 800 and hint.height() <= 600, f"the window needs {hint.toTuple()}"
        dialog = SettingsDialog(Settings(), tmp_path / "settings.json", MemorySecretStore())
        qtbot.addWidget(dialog)
        need = dialog.minimumSizeHint()
        dialog.reject()
        await asyncio.sleep(0)
        assert need.width() <= 800 and need.height() <= 600, f"the settings need {need.toTuple()}"
        busy = answering_elsewhere("09:30")
        assert error_text(busy).startswith("⟦") and "09:30" in error_text(busy), "errors are translated too"

    try:
        drive(event_loop_qt, body())
    finally:
        for installed in qapp.findChildren(type(translator)):
            QCoreApplication.removeTranslator(installed)
            installed.deleteLater()


def test_every_shipped_language_is_offered_by_its_own_name() -> None:
    assert set(LANGUAGES) == {"en", *SHIPPED}
    assert LANGUAGES["de"] == "Deutsch" and LANGUAGES["zh_CN"] == "简体中文"


def test_a_right_to_left_layout_mirrors_the_window(qtbot: QtBot, qapp: QApplication) -> None:
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        window.resize(800, 600)
        window.show()
        qtbot.waitExposed(window)
        sidebar = window.new_button.mapTo(window, window.new_button.rect().center())
        composer = window.message_input.mapTo(window, window.message_input.rect().center())
        assert sidebar.x() > composer.x(), "the session list is on the right, the conversation on the left"
        hint = window.minimumSizeHint()
        assert hint.width() <= 800 and hint.height() <= 600
    finally:
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_the_chosen_language_is_read_before_the_window_opens(tmp_path: Path) -> None:
    from desktop_agent.ui.app import language_hint

    settings = tmp_path / "settings.json"
    settings.write_text('{"language": "de", "theme": "dark"}', encoding="utf-8")
    assert language_hint(settings) == "de" and chosen_locale("de").name().startswith("de")
    settings.write_text("{not json", encoding="utf-8")
    assert language_hint(settings) is None, "a broken file: the system's language"
    assert chosen_locale("xx").name() == chosen_locale(None).name(), "an unknown code: the system's"
