"""Settings › Skills, driven like a person would: write a skill in the editor, change it, import a zip,
delete one; a folder's own skills are listed but not changed; what is wrong is said where it is seen."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialogButtonBox, QPushButton
from pytestqt.qtbot import QtBot

from desktop_agent.config.skills import parse_skill
from desktop_agent.core.settings import Settings
from desktop_agent.core.skills import SkillsService
from desktop_agent.domain.skills import Skill
from desktop_agent.ui.settings_dialog import SettingsDialog
from desktop_agent.ui.skill_editor import SkillEditor
from desktop_agent.ui.skills_page import SkillsPage
from desktop_agent.ui.startup import open_settings
from tests.gui.window_harness import Harness, drive
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import test_paths as folders_under
from tests.helpers.fake_llm_server import ScriptedLLMServer

DEPLOY = "---\nname: deploy\ndescription: Ship the app to production.\n---\nRun make deploy.\n"
PDF = "---\nname: pdf-tools\ndescription: Fill and read PDF forms.\n---\nUse scripts/fill.py.\n"


async def _no_save(settings: Settings) -> None:
    return None


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    folder = tmp_path / "project"
    deploy = folder / ".agents" / "skills" / "deploy" / "SKILL.md"
    deploy.parent.mkdir(parents=True)
    deploy.write_text(DEPLOY, encoding="utf-8")
    return folder


@pytest.fixture
def service(tmp_path: Path, workspace: Path) -> SkillsService:
    settings = Settings(trusted_skill_folders=[str(workspace.absolute())])
    return SkillsService(folders_under(tmp_path / "app"), lambda: settings, _no_save)


@pytest.fixture
def page(qtbot: QtBot, service: SkillsService, workspace: Path) -> SkillsPage:
    shown = SkillsPage(service, workspace)
    qtbot.addWidget(shown)
    shown.show()
    return shown


def save_button(editor: SkillEditor) -> QPushButton:
    return editor.buttons.button(QDialogButtonBox.StandardButton.Save)


def fill(editor: SkillEditor, *, name: str, description: str, tools: str, model: str, text: str) -> None:
    editor.name_edit.setText(name)
    editor.description_edit.setPlainText(description)
    editor.tools_edit.setText(tools)
    editor.model_edit.setText(model)
    editor.instructions_edit.setPlainText(text)


def select(page: SkillsPage, name: str) -> Skill:
    page.skill_list.setCurrentRow(page.names().index(name))
    skill = page.selected()
    assert skill is not None and skill.name == name
    return skill


def row_text(page: SkillsPage, name: str) -> str:
    return page.skill_list.item(page.names().index(name)).text()


def test_write_a_skill_then_change_it(qtbot: QtBot, page: SkillsPage, service: SkillsService) -> None:
    assert page.names() == ["deploy"]
    page.new_button.click()
    editor = page.editor
    assert editor is not None and editor.isVisible() and editor.windowTitle() == "New skill"
    fill(
        editor,
        name="code-review",
        description='Review a change: bugs, "naming" and tests.',
        tools="read_file, grep",
        model="claude-sonnet-4-5",
        text="# Reviewing\n\n1. Read the diff.",
    )
    save_button(editor).click()

    assert not editor.isVisible()
    written = parse_skill(service.folder / "code-review" / "SKILL.md")
    assert written.description == 'Review a change: bugs, "naming" and tests.'
    assert (written.allowed_tools, written.model) == (("read_file", "grep"), "claude-sonnet-4-5")
    assert written.instructions == "# Reviewing\n\n1. Read the diff."
    assert page.names() == ["code-review", "deploy"]
    assert row_text(page, "code-review").startswith("@code-review  ·  yours\nReview a change")
    assert page.selected() is not None and page.selected().name == "code-review"  # type: ignore[union-attr]
    assert page.message.text() == "Created @code-review."

    page.edit_button.click()
    editor = page.editor
    assert editor is not None and editor.windowTitle() == "Edit skill @code-review"
    assert editor.name_edit.text() == "code-review" and editor.tools_edit.text() == "read_file, grep"
    assert editor.model_edit.text() == "claude-sonnet-4-5"
    (service.folder / "code-review" / "checklist.md").write_text("- tests\n")
    editor.name_edit.setText("careful-review")
    editor.tools_edit.setText("")
    editor.model_edit.setText("")
    save_button(editor).click()

    assert not (service.folder / "code-review").exists()
    changed = parse_skill(service.folder / "careful-review" / "SKILL.md")
    assert (changed.allowed_tools, changed.model) == (None, None), "empty: the profile's tools, the session's"
    assert (service.folder / "careful-review" / "checklist.md").read_text() == "- tests\n"
    assert page.names() == ["careful-review", "deploy"]
    assert page.message.text() == "Saved @careful-review."


def test_a_mistake_is_shown_in_the_editor_and_nothing_is_written(
    qtbot: QtBot, page: SkillsPage, service: SkillsService
) -> None:
    page.new_button.click()
    editor = page.editor
    assert editor is not None
    fill(editor, name="Code Review", description="Review.", tools="", model="", text="Read it.")
    save_button(editor).click()
    assert editor.isVisible(), "the dialog stays open with what was typed"
    assert editor.error_label.isVisible()
    assert "lower-case letters, digits and hyphens" in editor.error_label.text()
    assert editor.name_edit.text() == "Code Review"
    assert not service.folder.exists() or list(service.folder.iterdir()) == []

    editor.name_edit.setText("deploy-notes")
    editor.description_edit.setPlainText("")
    save_button(editor).click()
    assert "description is missing" in editor.error_label.text() and editor.isVisible()
    assert page.names() == ["deploy"]
    editor.reject()


def test_import_a_zip_then_delete_it(
    qtbot: QtBot, page: SkillsPage, service: SkillsService, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = tmp_path / "pdf-tools-main.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("pdf-tools-main/SKILL.md", PDF)
        zipped.writestr("pdf-tools-main/scripts/fill.py", "print('filled')\n")
    monkeypatch.setattr(page, "choose_zip", lambda: archive)
    page.import_zip_button.click()
    assert page.names() == ["deploy", "pdf-tools"]
    assert (service.folder / "pdf-tools" / "scripts" / "fill.py").exists()
    assert page.message.text() == f"Installed @pdf-tools from {archive}."
    assert page.selected() is not None and page.selected().name == "pdf-tools"  # type: ignore[union-attr]

    asked: list[str] = []
    answer = False

    def confirm(skill: Skill) -> bool:
        asked.append(skill.name)
        return answer

    monkeypatch.setattr(page, "confirm_delete", confirm)
    page.delete_button.click()
    assert asked == ["pdf-tools"] and (service.folder / "pdf-tools").is_dir(), "Cancel keeps it"

    answer = True
    page.delete_button.click()
    assert asked == ["pdf-tools", "pdf-tools"]
    assert not (service.folder / "pdf-tools").exists()
    assert page.names() == ["deploy"]
    assert page.message.text() == "Deleted @pdf-tools."


def test_a_refused_import_says_why_on_the_page(
    qtbot: QtBot, page: SkillsPage, service: SkillsService, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = tmp_path / "evil.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("SKILL.md", PDF)
        zipped.writestr("../escaped.txt", "x")
    monkeypatch.setattr(page, "choose_zip", lambda: archive)
    page.import_zip_button.click()
    assert "it names a file outside itself" in page.message.text()
    assert page.names() == ["deploy"]
    assert list(service.folder.iterdir()) == [] and not (tmp_path / "escaped.txt").exists()

    folder = tmp_path / "from-a-folder"
    folder.mkdir()
    (folder / "SKILL.md").write_text(PDF)
    monkeypatch.setattr(page, "choose_folder", lambda: folder)
    page.import_folder_button.click()
    assert page.names() == ["deploy", "pdf-tools"]


def test_a_folder_s_own_skills_are_shown_but_not_changed(page: SkillsPage) -> None:
    skill = select(page, "deploy")
    assert row_text(page, "deploy") == "@deploy  ·  this folder\nShip the app to production."
    assert not page.edit_button.isEnabled() and not page.delete_button.isEnabled()
    assert "lives in the workspace" in page.edit_button.toolTip()
    assert str(Path(skill.path).parent) in page.delete_button.toolTip()
    assert page.new_button.isEnabled() and page.import_zip_button.isEnabled()


def test_what_was_left_out_is_said_under_the_list(
    qtbot: QtBot, service: SkillsService, tmp_path: Path
) -> None:
    broken = service.folder / "broken" / "SKILL.md"
    broken.parent.mkdir(parents=True)
    broken.write_text("# no front matter\n")
    untrusted = tmp_path / "cloned"
    (untrusted / ".claude" / "skills").mkdir(parents=True)
    page = SkillsPage(service, untrusted)
    qtbot.addWidget(page)
    page.show()
    assert page.names() == []
    assert page.skill_list.item(0).text().startswith("No skills yet")
    assert page.problems_label.isVisible()
    assert f"Left out: {broken}: it has no front matter" in page.problems_label.text()
    assert "cloned brings skills of its own" in page.problems_label.text()
    assert not page.edit_button.isEnabled() and not page.delete_button.isEnabled()


def test_the_settings_dialog_has_the_skills_page_for_the_folder_in_use(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        open_settings(h.window, h.core)
        dialog = h.window.findChild(SettingsDialog)
        assert dialog is not None
        tabs = dialog.tabs
        titles = [tabs.tabText(i) for i in range(tabs.count())]
        assert titles.index("Skills") == titles.index("MCP servers") + 1
        page = tabs.widget(titles.index("Skills"))
        assert isinstance(page, SkillsPage) and page.workspace == h.workspace
        assert page.service is h.core.skills
        dialog.reject()
        await h.close()

    drive(event_loop_qt, body())


def test_open_the_skills_folder_and_see_what_was_added_there(
    page: SkillsPage, service: SkillsService, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[QUrl] = []

    def open_url(url: QUrl) -> bool:
        opened.append(url)
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    page.open_folder_button.click()
    assert [url.toLocalFile() for url in opened] == [str(service.folder)] and service.folder.is_dir()

    page.hide()
    added = service.folder / "pdf-tools" / "SKILL.md"
    added.parent.mkdir()
    added.write_text(PDF)
    page.show()
    assert page.names() == ["deploy", "pdf-tools"], "the files are read again when the page is shown"
