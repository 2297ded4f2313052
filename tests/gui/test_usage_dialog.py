"""File › Usage… in the real window: a bar per day of the period, the tokens and cost per model, the sessions
(a double-click opens one), and the CSV export."""

from __future__ import annotations

import asyncio
import csv
import io
from dataclasses import replace
from datetime import date, datetime, time
from decimal import Decimal
from pathlib import Path

import pytest
import qasync
import shiboken6
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from desktop_agent.core.app_core import AppCore, open_core
from desktop_agent.core.keys import MemorySecretStore
from desktop_agent.core.search_usage import SearchRow
from desktop_agent.core.settings import Settings
from desktop_agent.domain.messages import Message, TextPart, Usage
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.usage_dialog import UsageDialog
from tests.gui.window_harness import drive
from tests.helpers.app_core import test_paths as app_folders

TODAY = date.today()


def seeded_core(root: Path) -> AppCore:
    core = open_core(
        app_folders(root), settings=Settings(), secrets=MemorySecretStore({}), logging_to_file=False
    )
    noon = datetime.combine(TODAY, time(12)).timestamp()

    def write(repo: HistoryRepository) -> None:
        for sid, title, provider in (
            ("ses_trip", "Trip budget", "openai"),
            ("ses_code", "Local refactor", "ollama"),
        ):
            repo.create_session(SessionInfo(sid, title, "build", provider, "m", str(root), noon, noon))
        answers = [
            ("ses_trip", "gpt-4.1-mini", "openai", Usage(1_000_000, 100_000), 0),
            ("ses_trip", "gpt-4.1-mini", "openai", Usage(500_000, 50_000, 200_000), 3),
            ("ses_code", "qwen2.5-coder:7b", "ollama", Usage(40_000, 6_000), 3),
            ("ses_code", "qwen2.5-coder:7b", "ollama", Usage(1, 1), 45),  # before every period offered
        ]
        for n, (sid, model, provider, usage, days_ago) in enumerate(answers):
            message = Message(
                "assistant", [TextPart("Done.")], f"msg_{n}", usage=usage,
                meta={"model": model, "provider": provider}, created_at=noon - days_ago * 86_400,
            )  # fmt: skip
            repo.add_message(sid, message)

    core.history.call(write)
    return core


def usage_action(window: MainWindow) -> QAction:
    (action,) = [a for a in window.findChildren(QAction) if a.text() == "&Usage…"]
    return action


async def opened(window: MainWindow) -> UsageDialog:
    usage_action(window).trigger()
    dialog = window.findChild(UsageDialog)
    assert isinstance(dialog, UsageDialog) and dialog.isVisible()
    assert not dialog.isModal(), "the window stays usable"
    await dialog.tasks.wait_idle()
    return dialog


def text(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None, (row, column)
    return item.text()


def cells(dialog: UsageDialog, row: int) -> list[str]:
    return [text(dialog.models, row, column) for column in range(dialog.models.columnCount())]


def test_usage_from_the_file_menu_shows_days_models_and_sessions_and_exports_csv(
    qtbot: QtBot, tmp_path: Path, event_loop_qt: qasync.QEventLoop, monkeypatch: pytest.MonkeyPatch
) -> None:
    core = seeded_core(tmp_path)
    window = MainWindow(ChatController(core, workspace=tmp_path))
    qtbot.addWidget(window)
    window.show()

    async def body() -> None:
        await window.start()
        dialog = await opened(window)

        assert dialog.period.currentText() == "Last 30 days"
        assert len(dialog.chart.bars) == 30
        today, three_days_ago = dialog.chart.bars[-1], dialog.chart.bars[-4]
        assert (today.day, today.input, today.output) == (TODAY, 1_000_000, 100_000)
        assert (three_days_ago.input, three_days_ago.output) == (740_000, 56_000), (
            "cached tokens are read too"
        )
        assert sum(bar.total for bar in dialog.chart.bars) == 1_896_000
        assert "$0.86" in dialog.total.text()

        assert dialog.models.rowCount() == 2
        # 1.5M in at $0.40, 150k out at $1.60 and 200k cached at $0.10 per million
        assert cells(dialog, 0) == ["gpt-4.1-mini", "1,500,000", "150,000", "200,000", "0", "2", "$0.86"]
        assert cells(dialog, 1) == ["qwen2.5-coder:7b", "40,000", "6,000", "0", "0", "1", "local"]
        assert dialog.models.accessibleName() and dialog.chart.accessibleName()
        assert dialog.report is not None and dialog.report.prices.updated in dialog.prices.text()
        assert "Web searches" not in dialog.prices.text(), "none made"
        searched = (
            SearchRow("brave", "Brave Search", 12, Decimal("0.06")),
            SearchRow("searxng", "SearXNG", 3, None),
        )
        dialog.show_report(replace(dialog.report, searches=searched))
        assert dialog.prices.text().startswith(
            "Web searches: Brave Search 12 ($0.06), SearXNG 3 (your own).\n"
        )

        point = dialog.chart.bar_rect(29).center().toPoint()
        dialog.chart._pick(dialog.chart.bar_at(point))
        assert "written 100,000" in dialog.readout.text() and "$0.56" in dialog.readout.text()

        dialog.period.setCurrentIndex(0)  # last 7 days
        await dialog.tasks.wait_idle()
        assert len(dialog.chart.bars) == 7

        target = tmp_path / "usage.csv"
        monkeypatch.setattr(dialog, "ask_export_path", lambda: target)
        dialog.export_button.click()
        rows = list(csv.DictReader(io.StringIO(target.read_text(encoding="utf-8"))))
        assert [row["group"] for row in rows].count("day") == 7
        models = {row["key"]: row for row in rows if row["group"] == "model"}
        assert models["gpt-4.1-mini"]["cost_usd"] == "0.860000"
        assert models["qwen2.5-coder:7b"]["cost_status"] == "local"
        assert {row["name"] for row in rows if row["group"] == "session"} == {"Trip budget", "Local refactor"}

        assert text(dialog.sessions, 0, 0) == "Trip budget"
        dialog.sessions.cellDoubleClicked.emit(0, 0)
        for _ in range(100):
            await asyncio.sleep(0.05)
            if window.session is not None:
                break
        assert window.session is not None and window.session.id == "ses_trip"

        again = await opened(window)
        assert again is dialog, "File › Usage… brings the open one to the front"
        dialog.close()
        for _ in range(40):
            await asyncio.sleep(0.05)
            if not shiboken6.isValid(dialog):
                break
        assert not shiboken6.isValid(dialog), "closed, it is gone"
        await core.aclose()

    drive(event_loop_qt, body())


def test_usage_before_the_history_has_opened_opens_nothing(
    qtbot: QtBot, event_loop_qt: qasync.QEventLoop
) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.finish_setup()
    usage_action(window).trigger()
    assert window.findChild(UsageDialog) is None
