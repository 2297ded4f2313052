"""Fixtures for the window tests: a qasync event loop on the test's QApplication."""

from __future__ import annotations

from tests.gui.window_harness import event_loop_qt

__all__ = ["event_loop_qt"]
