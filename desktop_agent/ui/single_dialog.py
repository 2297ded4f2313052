"""What the window's pages (usage, knowledge bases, memory) do alike when a menu opens one: nothing but a
word while the core is still starting, and the page already open brought to the front rather than a second
one."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QWidget

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.presenters.not_ready import NotReady, StillStartingError

D = TypeVar("D", bound=QDialog)


def ready(
    controller: ChatController | NotReady, show_error: Callable[[UserFacingError], None]
) -> ChatController | None:
    """The controller, or None after saying the app is still starting."""
    if isinstance(controller, NotReady):
        show_error(
            StillStartingError(
                QCoreApplication.translate("MainWindow", "Still starting…"),
                QCoreApplication.translate("MainWindow", "Try again in a moment."),
            )
        )
        return None
    return controller


def raised(parent: QWidget, kind: type[D]) -> D | None:
    """The page of this kind open over `parent`, brought to the front; None when there is none."""
    open_already = parent.findChild(kind)
    if isinstance(open_already, kind) and open_already.isVisible():
        open_already.raise_()
        open_already.activateWindow()
        return open_already
    return None
