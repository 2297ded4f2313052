"""A new version in the real window, against a real signed feed (packaging/updates/publish.py: real keys and
signatures, two versions of an app folder, served on 127.0.0.1):

- Settings › Updates' *Check now* asks a child process (`desktop-agent update check --json` with the
  settings' feed): the offer shows the version and what changed; this copy, run from source, says how to
  update it instead of offering Update now. The window's own process never imports the update framework.
- *Update now* on a copy installed from the .tar.gz downloads, verifies and swaps the new version in, then
  offers Restart now; the old folder is kept beside it and the data folder is untouched.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import qasync
from pytestqt.qtbot import QtBot

from desktop_agent.core.updates import UpdateService, installation_of_folder
from desktop_agent.ui.settings_dialog import SettingsDialog
from desktop_agent.ui.updates_offer import UpdateChecks, UpdateOffer
from desktop_agent.ui.updates_page import UpdatesPage
from tests.gui.window_harness import Harness, drive, until
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer
from tests.updates.conftest import PLATFORM, Feed, feed, installed, tree_digest

__all__ = ["feed", "installed"]  # the fixtures, used here too
pytestmark = pytest.mark.slow


def kept_data(folder: Path) -> dict[str, str]:
    """The data folder's files but the update's own (its feed's metadata, the last check)."""
    return {name: digest for name, digest in tree_digest(folder).items() if not name.startswith("updates/")}


def test_check_now_offers_the_new_version_from_a_child_process(
    qtbot: QtBot,
    llm_server: ScriptedLLMServer,
    tmp_path: Path,
    event_loop_qt: qasync.QEventLoop,
    feed: Feed,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    for name in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(home))  # the child's own data folder: not the person's
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    checks = UpdateChecks(h.window, h.window.spawn, lambda: None, first_look_ms=3_600_000)

    async def body() -> None:
        await h.window.start()
        checks.attach(h.core)
        dialog = SettingsDialog(h.core.settings, h.core.paths.settings_file, h.core.keys, h.window)
        dialog.settings_changed.connect(lambda new: h.window.spawn(h.core.apply_settings(new)))
        page = UpdatesPage(h.core, checks, dialog.tasks.spawn, dialog)
        dialog.tabs.setCurrentIndex(dialog.add_page(page, "Updates"))
        dialog.show()
        await until(lambda: bool(page.installed.text()))  # asked off the window's thread
        assert "pip" in page.installed.text(), "a copy run from source says how it is updated"
        page.feed.setText("ftp://nope")
        assert not dialog.apply() and page.feed_error.isVisible()
        page.feed.setText(feed.url)
        page.root.setText(str(feed.root))
        assert dialog.apply()
        page.check_now.click()
        await until(lambda: page.result.text() not in ("", "Looking for a new version…"), 60)
        assert checks.offer is not None, page.result.text()
        assert page.result.text() == "Desktop Agent 0.2.0 is available."
        offer = checks.offer
        assert isinstance(offer, UpdateOffer) and offer.isVisible()
        assert "0.2.0" in offer.said.text() and "Faster start" in offer.notes.toPlainText()
        assert offer.go is None and "pip" in offer.error.text(), "no Update now for a copy run from source"
        assert list(home.rglob("updates/state.json")), "the child looked (with its own data folder)"
        assert not (h.core.paths.data_dir / "updates" / "state.json").exists(), "not the window's process"
        offer.close()
        await dialog.tasks.wait_idle()
        dialog.close()
        await h.close()

    drive(event_loop_qt, body())


def test_update_now_swaps_the_new_version_in_and_offers_a_restart(
    qtbot: QtBot,
    llm_server: ScriptedLLMServer,
    tmp_path: Path,
    event_loop_qt: qasync.QEventLoop,
    feed: Feed,
    installed: Path,
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    updates = h.core.settings.updates.replace(feed_url=feed.url, trusted_root=str(feed.root))
    settings = h.core.settings.replace(updates=updates)
    h.core._updates = UpdateService(  # the copy the .tar.gz installed, not this checkout
        lambda: settings, lambda: h.core.paths.data_dir,
        installation=lambda: installation_of_folder(installed, "0.1.0", PLATFORM),
    )  # fmt: skip
    data_before = kept_data(h.core.paths.data_dir)
    quit_asked: list[bool] = []
    found: dict[str, object] = {
        "current_version": "0.1.0",
        "update": {"version": "0.2.0", "size": 2000, "notes": "Faster start.", "can_apply": True},
    }

    async def body() -> None:
        await h.window.start()
        offer = UpdateOffer(h.core, found, h.window.spawn, lambda: quit_asked.append(True), h.window)
        offer.show()
        assert offer.go is not None and offer.go.isEnabled()
        offer.go.click()
        await until(lambda: offer.restart is not None, 60)
        assert offer.bar.value() == 100 and "0.2.0 is installed" in offer.said.text()
        assert (installed / "VERSION").read_text(encoding="utf-8").strip() == "0.2.0"
        kept = installed.with_name(installed.name + ".old")
        assert (kept / "VERSION").read_text(encoding="utf-8").strip() == "0.1.0"
        assert kept_data(h.core.paths.data_dir) == data_before, "history and settings untouched"
        offer.close()
        await h.close()

    drive(event_loop_qt, body())


def test_a_minute_after_the_start_the_old_folder_goes_and_a_new_version_is_offered(
    qtbot: QtBot,
    llm_server: ScriptedLLMServer,
    tmp_path: Path,
    event_loop_qt: qasync.QEventLoop,
    feed: Feed,
    installed: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The automatic look (here after 0.2 s instead of a minute): the folder the last update kept is
    removed, the look runs in the child, and the offer opens by itself; nothing loads before it."""
    home = tmp_path / "home"
    home.mkdir()
    for name in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(home))
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    kept = installed.with_name(installed.name + ".old")
    kept.mkdir()
    updates = h.core.settings.updates.replace(feed_url=feed.url, trusted_root=str(feed.root))
    settings = h.core.settings.replace(updates=updates)
    checks = UpdateChecks(h.window, h.window.spawn, lambda: None, first_look_ms=200)

    async def body() -> None:
        await h.window.start()
        await h.core.apply_settings(settings)
        h.core._updates = UpdateService(
            lambda: settings, lambda: h.core.paths.data_dir,
            installation=lambda: installation_of_folder(installed, "0.1.0", PLATFORM),
        )  # fmt: skip
        checks.attach(h.core)
        assert kept.is_dir(), "nothing done at once"
        await until(lambda: checks.offer is not None, 60)
        assert not kept.exists(), "the last update's old folder removed"
        assert checks.offer is not None and "0.2.0" in checks.offer.said.text()
        checks.offer.close()
        await h.close()

    drive(event_loop_qt, body())
