"""The session list folds away in a narrow window.

Below `NARROW_PX` of window width the sidebar hides by itself, and comes back above it. The person may show or
hide it by hand (the header's button, Session › Show or hide the session list, Ctrl+B): that choice holds
until the window's width next crosses the threshold, which decides again. Shown in a narrow window the sidebar
lies over the chat, below the header (the chat keeps its width: pushed aside, it would be squeezed, and the
list with it), and choosing a session in it folds it away again. In a wide window it is the splitter's left
side. When it hides while it had the keyboard focus, the focus goes to the message input.

Made right after the first paint (the icons and Qt's namespace are loaded here, not before).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint
from PySide6.QtWidgets import QApplication, QSplitter

if TYPE_CHECKING:
    from PySide6.QtWidgets import QToolButton, QWidget

    from desktop_agent.ui.sidebar import SessionSidebar

log = logging.getLogger(__name__)

NARROW_PX = 900
"""A window narrower than this (logical px) shows the chat alone until the person asks for the list."""

ICON_PX = 18
OVER_PX = 280
"""The sidebar's width over the chat in a narrow window (less in a very narrow one)."""


class SidebarFold(QObject):
    """Shows or hides the `sidebar` as the `window`'s width and the person decide; `button` (the header's)
    toggles it and says which; `composer` takes the focus the sidebar had when it hides."""

    def __init__(
        self, window: QWidget, sidebar: SessionSidebar, button: QToolButton, composer: QWidget
    ) -> None:
        super().__init__(window)
        self._window, self._sidebar, self._button, self._composer = window, sidebar, button, composer
        self._narrow: bool | None = None
        """Whether the window was narrow when last seen (None: not yet looked)."""
        splitter = sidebar.parentWidget()
        assert isinstance(splitter, QSplitter), "the sidebar starts as the splitter's left side"
        self._splitter, self._sizes = splitter, splitter.sizes()
        self._restore = False
        """Back in the splitter: its width is given back when it next shows."""
        button.clicked.connect(lambda _checked=False: self.toggle())
        sidebar.open_requested.connect(lambda _session_id: self._chosen())
        window.installEventFilter(self)
        button.installEventFilter(self)  # a theme changed live: the icon in the new text colour
        self.fit()
        self._show_state()
        button.show()

    @property
    def narrow(self) -> bool:
        return self._window.width() < NARROW_PX

    def shown(self) -> bool:
        return not self._sidebar.isHidden()

    def fit(self) -> None:
        """The width crossed the threshold (or is seen for the first time): narrow hides, wide shows, whatever
        the person chose before."""
        narrow = self.narrow
        if narrow == self._narrow:
            return
        self._narrow = narrow
        self.set_shown(not narrow)

    def toggle(self) -> None:
        """By hand: shown, it hides; hidden, it shows with the keyboard focus in its list."""
        show = not self.shown()
        self.set_shown(show)
        if show:
            self._sidebar.panel.view.setFocus()

    def over(self) -> bool:
        """Whether the sidebar lies over the chat (a narrow window) rather than in the splitter."""
        return self._sidebar.parentWidget() is not self._splitter

    def set_shown(self, show: bool) -> None:
        if show and self.narrow != self.over():
            self._move(over=self.narrow)
        if show == self.shown():
            self._show_state()
            return
        if not show:
            focused = QApplication.focusWidget()
            had_focus = focused is not None and (
                focused is self._sidebar or self._sidebar.isAncestorOf(focused)
            )
            if not self.over():
                self._sizes = self._splitter.sizes()  # the width the person gave it, for its return
            self._sidebar.hide()
            if had_focus:
                self._composer.setFocus()
        else:
            self._place()
            self._sidebar.show()
            self._sidebar.raise_()
            if self._restore:
                self._restore = False
                total = sum(self._splitter.sizes()) or self._window.width()
                left = self._sizes[0] if self._sizes and self._sizes[0] else 260
                self._splitter.setSizes([left, max(0, total - left)])
        log.debug("session list %s (window %d px)", "shown" if show else "hidden", self._window.width())
        self._show_state()

    def _move(self, *, over: bool) -> None:
        """Out of the splitter to lie over the chat, or back into it with the width it had."""
        sidebar = self._sidebar
        sidebar.hide()
        if over:
            sidebar.setParent(self._window)
            sidebar.setAutoFillBackground(True)  # opaque over the chat, in the window's colour
        else:
            sidebar.setAutoFillBackground(False)
            self._splitter.insertWidget(0, sidebar)
            self._restore = True  # its width, once shown (a hidden side's size is not kept)

    def _place(self) -> None:
        """Over the chat: from below the header's button to the window's bottom, at the left."""
        if not self.over():
            return
        top = self._button.mapTo(self._window, QPoint(0, self._button.height())).y() + 4
        width = min(OVER_PX, self._window.width() - 48)
        self._sidebar.setGeometry(0, top, width, self._window.height() - top)

    def _chosen(self) -> None:
        """A session was chosen in the list: in a narrow window, the chat gets the room back."""
        if self.narrow and self.shown():
            self.set_shown(False)

    def _show_state(self) -> None:
        from desktop_agent.ui import icons

        shown = self.shown()
        button = self._button
        button.setIcon(icons.icon("chevron-left" if shown else "chevron-right", None, ICON_PX))
        text = (
            QCoreApplication.translate("MainWindow", "Hide the session list (Ctrl+B)")
            if shown
            else QCoreApplication.translate("MainWindow", "Show the session list (Ctrl+B)")
        )
        button.setToolTip(text)
        button.setAccessibleDescription(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if watched is self._window and kind == QEvent.Type.Resize:
            self.fit()
            self._place()
        elif watched is self._button and kind == QEvent.Type.PaletteChange:
            self._show_state()
        return False
