"""The header's Knowledge button: which knowledge bases the shown session searches (ticked in its menu),
and the way to the Knowledge page where bases are made and filled."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMenu, QToolButton, QWidget


class KnowledgeButton(QToolButton):
    chosen_changed = Signal(list)
    """The names of the bases ticked, after the person ticked or unticked one."""
    manage_requested = Signal()
    """The person wants the Knowledge page."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoRaise(True)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setAccessibleName(self.tr("Knowledge bases"))
        self.menu_ = QMenu(self)
        self.setMenu(self.menu_)
        self._names: list[str] = []
        self._chosen: list[str] = []
        self.names: Callable[[], list[str]] | None = None
        """The bases there are now: read each time the menu opens (the Knowledge page may have made one)."""
        self.menu_.aboutToShow.connect(self._refresh)
        self._label()  # the menu's entries are made when it first opens (none are drawn at the first paint)

    def _refresh(self) -> None:
        self.show_bases(self.names() if self.names is not None else self._names, self._chosen)

    def show_bases(self, names: Sequence[str], chosen: Sequence[str]) -> None:
        """The bases there are, and those the session searches (a deleted one is not offered)."""
        from PySide6.QtGui import QAction

        self._names = list(names)
        self._chosen = [n for n in chosen if n in self._names]
        menu = self.menu_
        menu.clear()
        if not self._names:
            empty = menu.addAction(self.tr("No knowledge bases yet"))
            empty.setEnabled(False)
        for name in self._names:
            action = QAction(name, menu)
            action.setCheckable(True)
            action.setChecked(name in self._chosen)
            action.toggled.connect(lambda on, n=name: self._toggle(n, on))
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction(self.tr("Manage knowledge bases…")).triggered.connect(self.manage_requested)
        self._label()

    def _toggle(self, name: str, on: bool) -> None:
        chosen = [n for n in self._chosen if n != name]
        self._chosen = [*chosen, name] if on else chosen
        self._label()
        self.chosen_changed.emit(list(self._chosen))

    def chosen(self) -> list[str]:
        return list(self._chosen)

    def _label(self) -> None:
        chosen = self._chosen
        if not chosen:
            self.setText(self.tr("Knowledge"))
            self.setToolTip(
                self.tr("Let the model search your documents: tick the knowledge bases this session uses")
            )
        else:
            self.setText(self.tr("Knowledge: {names}").format(names=", ".join(chosen)))
            self.setToolTip(
                self.tr("This session searches {names}; the answers cite the passages they use").format(
                    names=", ".join(chosen)
                )
            )
