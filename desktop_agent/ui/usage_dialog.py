"""Usage: the tokens of the last 7, 30 or 90 days as a bar per day, per model and per session, with what
they cost where the price is known, and an export as CSV. A window of its own (not modal); the report is
read on the history thread."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QDate,
    QEvent,
    QLocale,
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFocusEvent,
    QFont,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.usage import (
    UsageReport,
    UsageRow,
    UsageService,
    last_days,
    usage_service,
    usd,
    write_csv,
)
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.error_words import error_text
from desktop_agent.ui.presenters.not_ready import NotReady
from desktop_agent.ui.presenters.usage_view import (
    DEFAULT_PERIOD,
    PERIODS,
    ChartBar,
    axis_ticks,
    chart_bars,
    label_every,
    sent_tokens,
    short_number,
)
from desktop_agent.ui.single_dialog import raised, ready
from desktop_agent.ui.tasks import TaskGroup
from desktop_agent.ui.theme import ERROR_STYLE

if TYPE_CHECKING:
    from desktop_agent.ui.controller import ChatController

log = logging.getLogger(__name__)


def _mix(a: QColor, b: QColor, share_of_b: float) -> QColor:
    keep = 1.0 - share_of_b
    return QColor.fromRgbF(
        a.redF() * keep + b.redF() * share_of_b,
        a.greenF() * keep + b.greenF() * share_of_b,
        a.blueF() * keep + b.blueF() * share_of_b,
    )


class UsageChart(QWidget):
    """Tokens per day as bars (what the model read below, what it wrote above), in the palette's colours.
    Hover or the arrow keys pick a day; `picked` says which (-1: none)."""

    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[ChartBar] = []
        self.current = -1
        self.empty_text = ""
        self.legend = ("", "")
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumHeight(170)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(680, 240)

    def set_bars(self, bars: Sequence[ChartBar]) -> None:
        self.bars = list(bars)
        self._pick(-1)
        self.update()

    # ---- geometry ----

    def _plot(self) -> QRectF:
        metrics = self.fontMetrics()
        top = max(axis_ticks(max((b.total for b in self.bars), default=0)))
        left = metrics.horizontalAdvance(short_number(top)) + 14
        last_label = metrics.horizontalAdvance(self.bars[-1].label) if self.bars else 0
        right = max(10, last_label // 2 + 2)  # room for the newest day's label under its bar
        return QRectF(self.rect()).adjusted(left, metrics.height() + 14, -right, -(metrics.height() + 12))

    def bar_rect(self, index: int) -> QRectF:
        """The whole column of day `index` (where the mouse picks it)."""
        plot = self._plot()
        pitch = plot.width() / max(len(self.bars), 1)
        return QRectF(plot.left() + index * pitch, plot.top(), pitch, plot.height())

    def bar_at(self, point: QPointF | QPoint) -> int:
        plot = self._plot()
        x, y = point.x(), point.y()
        if (
            not self.bars
            or not (plot.left() <= x < plot.right())
            or not (plot.top() <= y <= plot.bottom() + 20)
        ):
            return -1
        return min(int((x - plot.left()) / (plot.width() / len(self.bars))), len(self.bars) - 1)

    # ---- picking a day ----

    def _pick(self, index: int) -> None:
        if index != self.current:
            self.current = index
            self.update()
            self.picked.emit(index)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        self._pick(self.bar_at(event.position()))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if not self.hasFocus():
            self._pick(-1)
        super().leaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt's name
        if self.current < 0 and self.bars and event.reason() != Qt.FocusReason.MouseFocusReason:
            self._pick(len(self.bars) - 1)  # from the keyboard: today's figures, then the arrow keys
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt's name
        self._pick(-1)
        super().focusOutEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if not self.bars:
            super().keyPressEvent(event)
            return
        last = len(self.bars) - 1
        key = event.key()
        if key == Qt.Key.Key_Left:
            self._pick(last if self.current < 0 else max(0, self.current - 1))
        elif key == Qt.Key.Key_Right:
            self._pick(last if self.current < 0 else min(last, self.current + 1))
        elif key == Qt.Key.Key_Home:
            self._pick(0)
        elif key == Qt.Key.Key_End:
            self._pick(last)
        else:
            super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.bar_at(event.pos())
            if index >= 0:
                QToolTip.showText(event.globalPos(), self.bars[index].tip, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    # ---- painting ----

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        faint = palette.color(QPalette.ColorRole.PlaceholderText)
        written = palette.color(QPalette.ColorRole.Highlight)
        read = _mix(written, palette.color(QPalette.ColorRole.Base), 0.5)
        grid = QColor(faint)
        grid.setAlpha(70)
        plot = self._plot()
        metrics = self.fontMetrics()
        highest = max((b.total for b in self.bars), default=0)
        ticks = axis_ticks(highest)
        top = max(ticks[-1], 1)

        painter.setFont(self.font())
        for tick in ticks:  # the scale, with a faint line at each step
            y = round(plot.bottom() - tick / top * plot.height())
            painter.setPen(grid)
            painter.drawLine(round(plot.left()), y, round(plot.right()), y)
            painter.setPen(faint)
            label = QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height())
            painter.drawText(
                label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, short_number(tick)
            )

        self._paint_legend(painter, read, written, text)
        if highest == 0:
            painter.setPen(faint)
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.empty_text)
        if not self.bars:
            return
        pitch = plot.width() / len(self.bars)
        width = max(1.0, pitch * 0.7)
        widest = max(metrics.horizontalAdvance(b.label) for b in self.bars)
        every = label_every(pitch, widest)
        for index, bar in enumerate(self.bars):
            column = self.bar_rect(index)
            if index == self.current:
                hover = QColor(written)
                hover.setAlpha(40)
                painter.fillRect(column.adjusted(0, 0, 0, metrics.height() + 8), hover)
            x = column.left() + (pitch - width) / 2
            below = bar.input / top * plot.height()
            above = bar.output / top * plot.height()
            painter.fillRect(QRectF(x, plot.bottom() - below, width, below), read)
            painter.fillRect(QRectF(x, plot.bottom() - below - above, width, above), written)
            if (len(self.bars) - 1 - index) % every == 0:  # the newest day always has its label
                painter.setPen(text if index == self.current else faint)
                wide = metrics.horizontalAdvance(bar.label) + 2
                left = min(
                    max(column.center().x() - wide / 2, 0), self.width() - wide
                )  # never cut at an edge
                where = QRectF(left, plot.bottom() + 4, wide, metrics.height())
                painter.drawText(where, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, bar.label)

    def _paint_legend(self, painter: QPainter, read: QColor, written: QColor, text: QColor) -> None:
        metrics = self.fontMetrics()
        x, y, box = self._plot().left(), 2.0, metrics.height() * 0.7
        for color, label in ((read, self.legend[0]), (written, self.legend[1])):
            painter.fillRect(QRectF(x, y + (metrics.height() - box) / 2, box, box), color)
            painter.setPen(text)
            x += box + 6
            painter.drawText(QRectF(x, y, metrics.horizontalAdvance(label) + 2, metrics.height()), 0, label)
            x += metrics.horizontalAdvance(label) + 18


def _number_item(value: int | str, tip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(f"{value:,}" if isinstance(value, int) else value)
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if tip:
        item.setToolTip(tip)
    return item


def _table(headings: Sequence[str], name: str) -> QTableWidget:
    table = QTableWidget(0, len(headings))
    table.setHorizontalHeaderLabels(list(headings))
    table.setAccessibleName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.verticalHeader().setVisible(False)
    table.setWordWrap(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    header.setMinimumSectionSize(60)
    return table


class UsageDialog(QDialog):
    """The tokens used per day, model and session, and what they cost where the price is known."""

    session_requested = Signal(str)
    """A session's row was double-clicked: the window opens it."""

    def __init__(self, service: UsageService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._service = service
        self.tasks = TaskGroup("usage window")
        self.report: UsageReport | None = None
        self.setWindowTitle(self.tr("Usage"))
        self.setModal(False)
        self.resize(860, 640)
        self.setMinimumSize(640, 480)

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        shown = QLabel(self.tr("&Show:"))
        self.period = QComboBox()
        self.period.setAccessibleName(self.tr("Period"))
        for days in PERIODS:
            self.period.addItem(self.tr("Last {days} days").format(days=days), days)
        self.period.setCurrentIndex(PERIODS.index(DEFAULT_PERIOD))
        shown.setBuddy(self.period)
        self.period.currentIndexChanged.connect(lambda _index: self.reload())
        self.total = QLabel("")
        self.total.setAccessibleName(self.tr("Total"))
        self.total.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bold = QFont(self.total.font())
        bold.setBold(True)
        self.total.setFont(bold)
        top.addWidget(shown)
        top.addWidget(self.period)
        top.addStretch(1)
        top.addWidget(self.total)
        layout.addLayout(top)

        self.chart = UsageChart()
        self.chart.setAccessibleName(self.tr("Tokens per day"))
        self.chart.empty_text = self.tr("No tokens used in this period")
        self.chart.legend = (self.tr("Read (input, with cache)"), self.tr("Written (output)"))
        self.chart.picked.connect(self._show_day)
        layout.addWidget(self.chart, 3)
        self.readout = QLabel("")
        self.readout.setAccessibleName(self.tr("The day pointed at"))
        self.readout.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.readout)

        self.tabs = QTabWidget()
        self.models = _table(
            [self.tr("Model"), self.tr("Input"), self.tr("Output"), self.tr("Cache read"),
             self.tr("Cache write"), self.tr("Messages"), self.tr("Cost")],
            self.tr("Usage per model"),
        )  # fmt: skip
        self.sessions = _table(
            [self.tr("Session"), self.tr("Tokens"), self.tr("Messages"), self.tr("Cost")],
            self.tr("Usage per session"),
        )
        self.sessions.setToolTip(self.tr("Double-click a session to open it"))
        self.sessions.cellDoubleClicked.connect(self._open_session)
        self.tabs.addTab(self.models, self.tr("By &model"))
        self.tabs.addTab(self.sessions, self.tr("By s&ession"))
        layout.addWidget(self.tabs, 4)

        self.prices = QLabel("")
        self.prices.setWordWrap(True)
        self.prices.setAccessibleName(self.tr("About the prices"))
        self.prices.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.prices.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout.addWidget(self.prices)
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(ERROR_STYLE)
        self.problem.setAccessibleName(self.tr("Problem"))
        self.problem.hide()
        layout.addWidget(self.problem)

        buttons = QHBoxLayout()
        self.export_button = QPushButton(self.tr("E&xport CSV…"))
        self.export_button.setAccessibleName(self.tr("Export as CSV"))
        self.export_button.setEnabled(False)
        self.export_button.clicked.connect(self.export_csv)
        self.close_button = QPushButton(self.tr("&Close"))
        self.close_button.setAccessibleName(self.tr("Close"))
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.export_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)

    # ---- loading ----

    @property
    def days(self) -> int:
        return int(self.period.currentData())

    def reload(self) -> None:
        """Read the report for the period chosen (again), in the background."""
        self.tasks.cancel_all()
        self.readout.setText(self.tr("Reading the history…"))
        self.tasks.spawn(self._load(self.days))

    async def _load(self, days: int) -> None:
        since, until = last_days(days)
        try:
            report = await self._service.areport(since, until)
        except UserFacingError as error:
            self._say_problem(error_text(error))
            self.readout.setText("")
            return
        self.show_report(report)

    def show_report(self, report: UsageReport) -> None:
        self.report = report
        self.chart.set_bars(
            [self._bar(bar, row) for bar, row in zip(chart_bars(report), report.days, strict=True)]
        )
        self.chart.setAccessibleDescription(self._summary(report))
        total = report.total
        self.total.setText(
            self.tr("{tokens} tokens · {cost}").format(
                tokens=short_number(total.total_tokens), cost=self.cost(total)
            )
        )
        self.total.setToolTip(self.tr("{tokens} tokens in {messages} messages").format(
            tokens=f"{total.total_tokens:,}", messages=f"{total.messages:,}"
        ))  # fmt: skip
        self._fill_models(report.models)
        self._fill_sessions(report.sessions)
        self._show_day(-1)
        self._show_prices(report)
        self.export_button.setEnabled(True)

    def _say_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    # ---- words ----

    def cost(self, row: UsageRow) -> str:
        status = row.status
        if status == "none":
            return self.tr("no cost")
        if status == "local":
            return self.tr("local")
        if status == "unknown":
            return self.tr("unknown price")
        if status == "partial":
            return self.tr("{cost} + unknown").format(cost=usd(row.cost))
        return usd(row.cost)

    def _day_name(self, day: date, form: QLocale.FormatType) -> str:
        return QLocale().toString(QDate(day.year, day.month, day.day), form)

    def _bar(self, bar: ChartBar, row: UsageRow) -> ChartBar:
        label = QLocale().toString(QDate(bar.day.year, bar.day.month, bar.day.day), "d MMM")
        return ChartBar(bar.day, bar.input, bar.output, label, self._describe(row))

    def _describe(self, row: UsageRow) -> str:
        day = self._day_name(date.fromisoformat(row.key), QLocale.FormatType.LongFormat)
        if row.messages == 0:
            return self.tr("{day} · nothing used").format(day=day)
        u = row.usage
        cached = u.cache_read_tokens + u.cache_write_tokens
        read = self.tr("read {tokens}").format(tokens=f"{sent_tokens(row):,}")
        if cached:
            read = self.tr("read {tokens} (cache {cached})").format(
                tokens=f"{sent_tokens(row):,}", cached=f"{cached:,}"
            )
        said = self.tr("{day} · {read} · written {written} · messages {messages} · {cost}")
        return said.format(
            day=day,
            read=read,
            written=f"{u.output_tokens:,}",
            messages=f"{row.messages:,}",
            cost=self.cost(row),
        )

    def _summary(self, report: UsageReport) -> str:
        busiest = max(report.days, key=lambda r: r.total_tokens, default=None)
        if busiest is None or busiest.total_tokens == 0:
            return self.tr("{days} days, no tokens used").format(days=len(report.days))
        return self.tr("{days} days, {tokens} tokens; the most on {day} ({most})").format(
            days=len(report.days), tokens=f"{report.total.total_tokens:,}",
            day=self._day_name(date.fromisoformat(busiest.key), QLocale.FormatType.ShortFormat),
            most=f"{busiest.total_tokens:,}",
        )  # fmt: skip

    def _show_day(self, index: int) -> None:
        if self.report is None:
            return
        if 0 <= index < len(self.chart.bars):
            self.readout.setText(self.chart.bars[index].tip)
        else:
            self.readout.setText(self.tr("Point at a day (or use the arrow keys) to see its figures."))

    def _show_prices(self, report: UsageReport) -> None:
        prices = report.prices
        if prices.updated:
            said = self.tr(
                "Costs in US dollars from the price table of {date}; prices change, so these are estimates."
            )
            said = said.format(date=prices.updated)
        else:
            said = self.tr("No price table could be read, so no costs are shown.")
        if prices.own_file is not None:
            said += " " + self.tr("Your prices from {file} are used over it.").format(
                file=str(prices.own_file)
            )
        said += " " + self.tr(
            "Models run on this computer are local and free; others without a known price are not counted."
        )
        self.prices.setText(self._searches(report) + said)
        if prices.own_path is not None:
            self.prices.setToolTip(
                self.tr(
                    "To correct a price or add a model, write {file} in the form of the app's price table."
                ).format(file=str(prices.own_path))
            )
        self._say_problem("\n".join(prices.problems))

    def _searches(self, report: UsageReport) -> str:
        """The searches made, as 'Web searches: Brave Search 12 ($0.06).' and a line break, or nothing."""
        if not report.searches:
            return ""
        parts = []
        for row in report.searches:
            if row.status == "own":
                cost = self.tr("your own")
            elif row.cost is None:
                cost = self.tr("unknown price")
            else:
                cost = usd(row.cost)
            parts.append(f"{row.label} {row.searches:,} ({cost})")
        return self.tr("Web searches: {searches}.").format(searches=", ".join(parts)) + "\n"

    # ---- tables ----

    def _fill_models(self, rows: Sequence[UsageRow]) -> None:
        self.models.setRowCount(len(rows))
        for n, row in enumerate(rows):
            u = row.usage
            name = QTableWidgetItem(visible(row.key) or self.tr("(model not recorded)"))
            if row.price_key and row.price_key != row.key.lower():
                name.setToolTip(self.tr("Priced as {entry}").format(entry=row.price_key))
            self.models.setItem(n, 0, name)
            for column, value in enumerate(
                (u.input_tokens, u.output_tokens, u.cache_read_tokens, u.cache_write_tokens, row.messages), 1
            ):
                self.models.setItem(n, column, _number_item(value))
            self.models.setItem(n, 6, _number_item(self.cost(row)))

    def _fill_sessions(self, rows: Sequence[UsageRow]) -> None:
        self.sessions.setRowCount(len(rows))
        for n, row in enumerate(rows):
            title = QTableWidgetItem(visible(row.name) or self.tr("Untitled"))
            title.setData(Qt.ItemDataRole.UserRole, row.key)
            title.setToolTip(row.key)
            self.sessions.setItem(n, 0, title)
            self.sessions.setItem(n, 1, _number_item(row.total_tokens))
            self.sessions.setItem(n, 2, _number_item(row.messages))
            self.sessions.setItem(n, 3, _number_item(self.cost(row)))

    def _open_session(self, row: int, _column: int) -> None:
        item = self.sessions.item(row, 0)
        if item is not None:
            self.session_requested.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    # ---- export ----

    def ask_export_path(self) -> Path | None:
        """Where to save the CSV (the person chooses); None when they cancel."""
        suggested = f"usage-{date.today().isoformat()}.csv"
        chosen, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export usage as CSV"), str(Path.home() / suggested), self.tr("CSV files (*.csv)")
        )
        return Path(chosen) if chosen else None

    def export_csv(self) -> Path | None:
        """Every day, model and session of the report shown, one CSV row each."""
        if self.report is None:
            return None
        path = self.ask_export_path()
        if path is None:
            return None
        try:
            with path.open("w", encoding="utf-8", newline="") as out:
                write_csv(out, self.report)
        except OSError as exc:
            log.warning("The usage export to %s failed: %s", path, exc)
            self._say_problem(
                self.tr("Could not save {file}: {why}").format(file=str(path), why=exc.strerror or str(exc))
            )
            return None
        self.readout.setText(self.tr("Saved {file}").format(file=str(path)))
        return path

    def done(self, result: int) -> None:
        self.tasks.cancel_all()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.tasks.cancel_all()
        super().closeEvent(event)


def open_usage(
    parent: QWidget,
    controller: ChatController | NotReady,
    show_error: Callable[[UserFacingError], None],
    open_session: Callable[[str], object],
) -> UsageDialog | None:
    """File › Usage: the usage view over `parent`, the window (the one already open, brought to the front
    and read again); a session's row double-clicked goes to `open_session`."""
    live = ready(controller, show_error)
    if live is None:
        return None
    if (open_already := raised(parent, UsageDialog)) is not None:
        open_already.reload()
        return open_already
    dialog = UsageDialog(usage_service(live.core), parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.session_requested.connect(open_session)
    dialog.show()
    dialog.reload()
    return dialog
