"""Open the real window on the current display (run under Xvfb), let it paint, save screenshots.

xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python docs/take_screenshots.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from desktop_agent.ui.main_window import MainWindow

OUT = Path(__file__).resolve().parent / "screenshots"


def main() -> int:
    app = QApplication(sys.argv)
    window = MainWindow()
    window.resize(1280, 800)
    window.show()

    def shoot() -> None:
        screen = window.screen()
        screen.grabWindow(0).save(str(OUT / "main-window.png"))
        window.resize(800, 600)
        QTimer.singleShot(300, lambda: (window.grab().save(str(OUT / "main-window-narrow.png")), app.quit()))

    QTimer.singleShot(800, shoot)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
