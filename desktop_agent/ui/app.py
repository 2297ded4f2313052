"""Starts Qt and the qasync event loop, shows the window, runs until it closes."""

from __future__ import annotations

import asyncio
import logging
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from desktop_agent.config.paths import app_paths
from desktop_agent.logging_setup import setup_logging
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.resources import app_icon

log = logging.getLogger(__name__)


def run_window(*, data_dir: Path | None = None) -> int:
    import qasync

    paths = app_paths(data_dir)
    paths.ensure()
    setup_logging(paths.log_file)
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Desktop Agent")
    app.setOrganizationName("Desktop Agent")
    app.setWindowIcon(app_icon())
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    closed = asyncio.Event()
    app.aboutToQuit.connect(closed.set)
    window = MainWindow()
    window.show()
    log.info("Window shown")
    with loop:
        loop.run_until_complete(closed.wait())
    return 0
