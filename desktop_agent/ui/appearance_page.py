"""Settings page: theme and font size, applied to the whole app as soon as they change (Cancel undoes)."""

from __future__ import annotations

from PySide6.QtGui import QFont, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QKeySequenceEdit,
    QLabel,
    QSpinBox,
    QWidget,
)

from desktop_agent.core.settings import Settings
from desktop_agent.ui.fonts import apply_ui_font
from desktop_agent.ui.theme import Theme, apply_theme
from desktop_agent.ui.translations import LANGUAGES

_NO_SIZE = 5  # the spin box's lowest value stands for "the system's size"


def apply_font_size(app: QApplication, size: int | None) -> None:
    apply_ui_font(app, size)


class AppearancePage(QWidget):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        self._app = app
        self._initial_theme: Theme = settings.theme
        self._initial_size = settings.font_size
        self._saved = (app.style().name(), QPalette(app.palette()), QFont(app.font()))

        self.theme = QComboBox()
        self.theme.setAccessibleName(self.tr("Theme"))
        self.theme.addItem(self.tr("Follow the system"), "system")
        self.theme.addItem(self.tr("Light"), "light")
        self.theme.addItem(self.tr("Dark"), "dark")
        self.theme.setCurrentIndex(max(self.theme.findData(settings.theme), 0))
        self.font_size = QSpinBox()
        self.font_size.setAccessibleName(self.tr("Font size"))
        self.font_size.setRange(_NO_SIZE, 32)
        self.font_size.setSuffix(self.tr(" pt"))
        self.font_size.setSpecialValueText(self.tr("System default"))
        self.font_size.setValue(settings.font_size or _NO_SIZE)
        self.language = QComboBox()
        self.language.setAccessibleName(self.tr("Language"))
        self.language.addItem(self.tr("Follow the system"), None)
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(self.language.findData(settings.language), 0))
        language_note = QLabel(self.tr("The language changes when Desktop Agent starts again."))
        language_note.setWordWrap(True)
        note = QLabel(self.tr("Changes show at once; Cancel puts them back."))
        note.setWordWrap(True)
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.tr("Theme:"), self.theme)
        form.addRow(self.tr("Font size:"), self.font_size)
        form.addRow("", note)
        form.addRow(self.tr("Language:"), self.language)
        form.addRow("", language_note)
        self._close_to_tray = settings.close_to_tray
        self.tray = QCheckBox(self.tr("Keep running in the tray"))
        self.tray.setAccessibleName(self.tr("Keep running in the tray"))
        tray_note = QLabel(
            self.tr("Closing the window while answers are written keeps Desktop Agent in the tray")
        )
        tray_note.setWordWrap(True)
        self.tray.setChecked(bool(settings.close_to_tray))
        self.shortcut = QKeySequenceEdit(QKeySequence(settings.quick_ask_shortcut))
        self.shortcut.setAccessibleName(self.tr("Quick ask shortcut"))
        self.shortcut.setMaximumSequenceLength(1)
        self.shortcut.setClearButtonEnabled(True)
        for inner in self.shortcut.findChildren(QWidget):  # its line and clear button
            clear = isinstance(inner, QAbstractButton)
            inner.setAccessibleName(self.tr("Clear the shortcut") if clear else self.tr("Quick ask shortcut"))
        from desktop_agent.ui.global_shortcut import availability, backend

        shortcut_note = QLabel(availability(backend()) or self.tr("Opens Quick ask from any application."))
        shortcut_note.setWordWrap(True)
        form.addRow(self.tr("Tray:"), self.tray)
        form.addRow("", tray_note)
        form.addRow(self.tr("Quick ask:"), self.shortcut)
        form.addRow("", shortcut_note)
        self.theme.currentIndexChanged.connect(lambda _i: self.preview())
        self.font_size.valueChanged.connect(lambda _v: self.preview())

    def chosen_theme(self) -> Theme:
        value = self.theme.currentData()
        return value if value in ("light", "dark") else "system"

    def chosen_size(self) -> int | None:
        value = self.font_size.value()
        return None if value == _NO_SIZE else value

    def preview(self) -> None:
        self._show(self.chosen_theme(), self.chosen_size())

    def _show(self, theme: Theme, size: int | None) -> None:
        if theme == "system":
            style, palette, _font = self._saved
            self._app.styleHints().unsetColorScheme()
            if self._initial_theme == "system":
                self._app.setStyle(style)
                self._app.setPalette(palette)
            else:  # the app started themed: go back to the style's own palette
                self._app.setPalette(self._app.style().standardPalette())
            apply_theme(self._app, "system")  # the stylesheet and error colour of that palette's shade
        else:
            apply_theme(self._app, theme)
        if size is None and self._initial_size is None:
            self._app.setFont(self._saved[2])
        else:
            apply_font_size(self._app, size)

    def revert(self) -> None:
        """Back to how the app looked when the dialog opened."""
        style, palette, font = self._saved
        if self._initial_theme == "system":
            self._app.styleHints().unsetColorScheme()
            self._app.setStyle(style)
            self._app.setPalette(palette)
        apply_theme(self._app, self._initial_theme)
        self._app.setFont(font)

    def committed(self) -> None:
        """The shown look is now the saved one (after OK or Apply)."""
        app = self._app
        self._saved = (app.style().name(), QPalette(app.palette()), QFont(app.font()))
        self._initial_theme, self._initial_size = self.chosen_theme(), self.chosen_size()

    def apply_to(self, settings: Settings) -> Settings:
        language = self.language.currentData()
        return settings.replace(
            theme=self.chosen_theme(),
            font_size=self.chosen_size(),
            language=language if isinstance(language, str) else None,
            close_to_tray=self._tray_choice(),
            quick_ask_shortcut=self.shortcut.keySequence().toString(QKeySequence.SequenceFormat.PortableText),
        )

    def _tray_choice(self) -> bool | None:
        """The box's state; None while the person has not been asked and left it alone (still asked)."""
        checked = self.tray.isChecked()
        return checked if checked != bool(self._close_to_tray) else self._close_to_tray
