"""The chat's header: the session title, its agent profile, provider/model, workspace folder and token use."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.domain.display import shown_model
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.knowledge_button import KnowledgeButton
from desktop_agent.ui.presenters.not_ready import NotReady
from desktop_agent.ui.presenters.usage import UsagePresenter, context_used
from desktop_agent.ui.theme import token

if TYPE_CHECKING:  # the domain loads after the window's first paint
    from PySide6.QtCore import QEvent

    from desktop_agent.core.agent import ChatSession
    from desktop_agent.domain.messages import Usage
    from desktop_agent.domain.projects import Project
    from desktop_agent.ui.controller import ChatController
    from desktop_agent.ui.tasks import Spawn


def _short_count(n: int) -> str:
    if n >= 100_000:
        return f"{n / 1000:.0f}k"
    if n >= 1000:
        return f"{n / 1000:.1f}k"
    return str(n)


class SessionHeader(QWidget):
    options_changed = Signal(str, str, str, str)
    """(agent, provider, model, workspace) after the person changed one of them."""
    instructions_requested = Signal()
    """The person wants to see or edit the session's instructions and the prompt the model is sent."""
    project_requested = Signal()
    """The person clicked the session's project: edit it."""

    def __init__(self) -> None:
        super().__init__()
        self._updating = False
        self.title = QLabel(self.tr("New session"))
        self.title.setAccessibleName(self.tr("Session title"))
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.sidebar_button = QToolButton()
        self.sidebar_button.setAccessibleName(self.tr("Session list"))
        self.sidebar_button.setAutoRaise(True)
        self.sidebar_button.hide()  # shown with its icon after the first paint (`ui.sidebar_fold`)
        self.project = QToolButton()
        self.project.setAccessibleName(self.tr("Project"))
        self.project.setAutoRaise(True)
        self.project.hide()
        self.project_of: Callable[[str, str | None], Project | None] = lambda _session, _project: None
        """The project of a session (its id, and the project id it was opened with), as the list knows."""

        self.agent = QComboBox()
        self.agent.setAccessibleName(self.tr("Agent profile"))
        self.agent.setToolTip(
            self.tr("What the agent may do: build (read and change), plan (read only), chat")
        )
        self.model = QComboBox()
        self.model.setEditable(True)
        self.model.setAccessibleName(self.tr("Provider and model"))
        self.model.setToolTip(self.tr("provider/model — pick one or type any model id"))
        self.model.setMinimumContentsLength(16)
        self.model.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.workspace = QToolButton()
        self.workspace.setAccessibleName(self.tr("Workspace folder"))
        self.workspace.setToolTip(self.tr("The folder the agent's tools work in. Click to choose another."))
        self.workspace.setAutoRaise(True)
        self.workspace.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.instructions = QToolButton()
        self.instructions.setText(self.tr("Instructions"))
        self.instructions.setAccessibleName(self.tr("Session instructions"))
        self.instructions.setAutoRaise(True)
        self.show_instructions("")
        self.knowledge = KnowledgeButton()
        self.usage = QLabel("")
        self.usage.setAccessibleName(self.tr("Token usage"))
        self.usage.setToolTip(self.tr("Tokens used in this session, and how full the model's context was"))

        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.agent)
        row.addWidget(self.model)
        row.addWidget(self.workspace, 1)
        row.addWidget(self.knowledge)
        row.addWidget(self.instructions)
        row.addWidget(self.usage)
        title_row = QHBoxLayout()
        title_row.setContentsMargins(0, 0, 0, 0)
        title_row.setSpacing(2)
        title_row.addWidget(self.sidebar_button)
        title_row.addWidget(self.project)
        title_row.addWidget(self.title, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 4)
        layout.addLayout(title_row)
        layout.addLayout(row)

        self._workspace = Path.home()
        self._window, self._threshold = 0, 0.8
        self._values: dict[str, str] = {}
        """What the picker shows for a model that is a file path -> the id itself."""
        self.agent.currentTextChanged.connect(lambda _t: self._changed())
        self.model.activated.connect(lambda _i: self._changed())
        line = self.model.lineEdit()
        assert line is not None  # an editable combo box has one
        line.editingFinished.connect(self._changed)
        self.workspace.clicked.connect(self._choose_folder)
        self.instructions.clicked.connect(self.instructions_requested)
        self.project.clicked.connect(self.project_requested)

    def set_choices(self, agents: Iterable[str], models: Sequence[str]) -> None:
        self._updating = True
        try:
            current_agent, current_model = self.agent.currentText(), self.chosen_model()
            self.agent.clear()
            self.agent.addItems(list(agents))
            self.model.clear()
            self._values.clear()
            self.model.addItems([self._shown(value) for value in models])
            self.agent.setCurrentText(current_agent)
            self.model.setCurrentText(self._shown(current_model))
        finally:
            self._updating = False

    def show_session(
        self, title: str, agent: str, provider: str, model: str, workspace: Path, running: bool
    ) -> None:
        self._updating = True
        try:
            self.title.setText(title or self.tr("New session"))
            if self.agent.findText(agent) < 0:
                self.agent.addItem(agent)
            self.agent.setCurrentText(agent)
            self.model.setCurrentText(self._shown(f"{provider}/{model}"))
            self._workspace = workspace
            self._show_folder(workspace)
            self.set_running(running)
        finally:
            self._updating = False

    def show_agent(self, agent: str) -> None:
        self._updating = True
        try:
            if self.agent.findText(agent) < 0:
                self.agent.addItem(agent)
            self.agent.setCurrentText(agent)
        finally:
            self._updating = False

    def show_instructions(self, instructions: str) -> None:
        """Whether the session has instructions of its own (the button says so, its tooltip the start)."""
        first = instructions.strip().splitlines()[0] if instructions.strip() else ""
        self.instructions.setText(self.tr("Instructions ✓") if first else self.tr("Instructions"))
        self.instructions.setToolTip(
            self.tr(
                "This session's instructions: {start}\nClick to edit them or see the whole prompt."
            ).format(start=first[:80] + ("…" if len(first) > 80 else ""))
            if first
            else self.tr("Give this session instructions of its own, and see what the model is sent")
        )

    def show_project(self, project: Project | None) -> None:
        """The project the session shown is in, small before its title ("Thesis ›"); hidden outside any."""
        if project is None:
            self.project.hide()
            self.project.setText("")
            return
        if self.project.icon().isNull():  # with the first project (Qt's namespace: after the first paint)
            from PySide6.QtCore import Qt

            from desktop_agent.ui import icons

            self.project.setIcon(icons.icon("folder", None, 14))
            self.project.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            font = self.project.font()
            font.setPointSizeF(font.pointSizeF() * 0.92)
            self.project.setFont(font)
            self.project.setFixedHeight(self.title.sizeHint().height())  # the title's row keeps its height
        self.project.setText(self.tr("{name} ›").format(name=project.name.replace("&", "&&")))
        self.project.setToolTip(
            self.tr("This chat is in the project “{name}”. Click to edit the project.").format(
                name=project.name
            )
        )
        self.project.show()

    def show_project_of(self, session_id: str | None, project_id: str | None = None) -> None:
        self.show_project(None if session_id is None else self.project_of(session_id, project_id))

    def set_running(self, running: bool) -> None:
        """The profile, model and folder change between turns, not during one."""
        for widget in (self.agent, self.model, self.workspace):
            widget.setEnabled(not running)

    def set_window(self, window: int, threshold: float) -> None:
        """The session's model's context window (0: unknown) and the share at which it compacts."""
        self._window, self._threshold = window, threshold

    def show_usage(self, total: Usage, last: Usage | None) -> None:
        """Tokens spent in the session, and how full the last request left the context: "context 61k /
        200k", amber from the share at which the session compacts."""
        spent = total.input_tokens + total.output_tokens
        if not spent:
            self.usage.setText("")
            return
        text = self.tr("{n} tokens").format(n=_short_count(spent))
        near = False
        if last is not None:
            used = context_used(last)
            if self._window:
                text += self.tr(" · context {n} / {window}").format(
                    n=_short_count(used), window=_short_count(self._window)
                )
                near = used >= self._window * self._threshold
            else:
                text += self.tr(" · context {n}").format(n=_short_count(used))
        self.usage.setText(text)
        self.usage.setStyleSheet(
            f"color: {token(self.palette(), 'warning_text')}; font-weight: 600;" if near else ""
        )
        self.usage.setToolTip(
            self.tr("The context is nearly full: earlier turns will be summarised before the next request.")
            if near
            else self.tr("Tokens used in this session, and how full the model's context was")
        )

    def _choose_folder(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Choose the workspace folder"), str(self._workspace)
        )
        if folder:
            self._workspace = Path(folder)
            self._show_folder(self._workspace)
            self._changed()

    def _folder_icon(self) -> None:
        """The folder as a line icon of the same family as the others, in the text's colour."""
        from desktop_agent.ui import icons

        self.workspace.setIcon(icons.icon("folder", None, 14))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """A new theme: the folder's icon takes the new text colour."""
        super().changeEvent(event)
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.PaletteChange and not self.workspace.icon().isNull():
            self._folder_icon()

    def _show_folder(self, folder: Path) -> None:
        if self.workspace.icon().isNull():  # with the first folder (Qt's types: slow to set up)
            from PySide6.QtCore import Qt

            self._folder_icon()
            self.workspace.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.workspace.setText(folder.name or str(folder))
        self.workspace.setToolTip(
            self.tr(
                "Workspace: {path}\nThe folder the agent's tools work in. Click to choose another."
            ).format(path=folder)
        )

    def _shown(self, value: str) -> str:
        """provider/model as the picker shows it: a model that is a GGUF file's path (llama.cpp lists those)
        by the file's name, so the picker shows what it is instead of a clipped path."""
        provider, _, model = value.partition("/")
        name = shown_model(model)
        if name == model or not name:
            return value
        shown = f"{provider}/{name}"
        self._values[shown] = value
        return shown

    def chosen_model(self) -> str:
        """The provider/model the picker holds (a path where it shows a file's name)."""
        text = self.model.currentText().strip()
        return self._values.get(text, text)

    def _changed(self) -> None:
        if self._updating:
            return
        provider, _, model = self.chosen_model().partition("/")
        if not provider or not model:
            return
        self.options_changed.emit(self.agent.currentText(), provider, model, str(self._workspace))


class HeaderShows:
    """What the `header` shows of the conversation: the session's title, profile, model, folder, context
    gauge, token use (`usage`) and instructions, or what a new one would use. A local server is asked for
    its model's window (the gauge then shows how full it is) while the session is still the one `shown`."""

    def __init__(
        self,
        header: SessionHeader,
        usage: UsagePresenter,
        spawn: Spawn,
        shown: Callable[[], ChatSession | None],
    ) -> None:
        self._header = header
        self._usage = usage
        self._spawn = spawn
        self._shown = shown
        self._controller: ChatController | None = None
        header.knowledge.chosen_changed.connect(self._choose_knowledge)

    def show(self, session: ChatSession, running: bool, controller: ChatController | NotReady) -> None:
        header = self._header
        header.show_session(
            session.title, session.agent, session.provider, session.model, session.workspace, running
        )
        if not isinstance(controller, NotReady):
            header.set_window(*controller.context_window(session))
            self._spawn(self._ask_window(controller, session))
        header.show_usage(*self._usage.for_session(session.id, session.messages))
        header.show_instructions(session.instructions)
        header.show_project_of(session.id, session.project_id)
        if not isinstance(controller, NotReady):
            self._controller = controller
            header.knowledge.names = controller.knowledge_names
            self.show_knowledge(session)

    def show_knowledge(self, session: ChatSession | None) -> None:
        """The knowledge bases there are, those of `session` ticked."""
        if self._controller is not None:
            chosen = session.knowledge if session is not None else ()
            self._header.knowledge.show_bases(self._controller.knowledge_names(), chosen)

    def _choose_knowledge(self, names: list[str]) -> None:
        """The bases ticked in the header are the shown session's from its next turn on."""
        session, controller = self._shown(), self._controller
        if session is not None and controller is not None:
            self._spawn(controller.set_knowledge(session, names))

    def show_defaults(self, controller: ChatController, session: ChatSession | None) -> None:
        """The pickers offer what the settings now hold, and a conversation not yet begun shows the default
        model and profile."""
        self._header.set_choices(controller.profile_names(), controller.model_choices())
        if session is None:
            self._header.show_project(None)
        if session is None or not session.messages:
            title, folder = (session.title, session.workspace) if session else ("", controller.workspace)
            self._header.show_session(
                title, controller.default_agent, controller.default_provider, controller.default_model,
                folder, running=False,
            )  # fmt: skip

    async def _ask_window(self, controller: ChatController, session: ChatSession) -> None:
        try:
            _local, window = await controller.prompt_context(session)
        except UserFacingError:
            return  # the server is away: the next answer will say so
        if window and self._shown() is session:
            self._header.set_window(window, controller.context_window(session)[1])
            self._header.show_usage(*self._usage.for_session(session.id, session.messages))
