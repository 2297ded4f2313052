"""Settings page: agent profiles (build, plan, chat, the person's own): prompt, sampling, thinking, steps."""

from __future__ import annotations

import copy
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.agent import BUILT_IN_PROFILES, AgentProfile, resolve_profile
from desktop_agent.core.settings import ProfileSettings, Settings
from desktop_agent.ui.providers_page import error_label, show_error
from desktop_agent.ui.wrapping_check import WrappingCheck

NameRole = Qt.ItemDataRole.UserRole
_PROFILE_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
_EDITED = ("system_prompt", "tools", "temperature", "max_tokens", "thinking", "thinking_budget", "max_steps")


def base_profile(name: str) -> AgentProfile:
    """What a profile is with no overrides (a new profile starts from build's prompt, read-only tools)."""
    return BUILT_IN_PROFILES.get(name) or AgentProfile(
        name, BUILT_IN_PROFILES["build"].system_prompt, tools="read_only"
    )


class ProfilesPage(QWidget):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._original = {n: copy.deepcopy(p) for n, p in settings.profiles.items()}
        self.profiles: dict[str, AgentProfile] = {
            name: resolve_profile(name, settings) for name in [*BUILT_IN_PROFILES, *sorted(settings.profiles)]
        }
        self.current = ""

        self.profile_list = QListWidget()
        self.profile_list.setAccessibleName(self.tr("Agent profiles"))
        self.add_button = QPushButton(self.tr("Add profile…"))
        self.add_button.setAccessibleName(self.tr("Add a profile"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setAccessibleName(self.tr("Remove this profile"))
        left = QVBoxLayout()
        left.addWidget(self.profile_list, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        left.addLayout(buttons)

        self.prompt = QPlainTextEdit()
        self.prompt.setAccessibleName(self.tr("System prompt"))
        self.prompt.setTabChangesFocus(True)
        self.tools = QComboBox()
        # as wide as the page gives it, not as its longest choice asks (long in some languages)
        self.tools.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.tools.setMinimumContentsLength(18)
        self.tools.setAccessibleName(self.tr("Tools"))
        self.tools.addItem(self.tr("All tools (asks before changes)"), "all")
        self.tools.addItem(self.tr("Read-only tools"), "read_only")
        self.tools.addItem(self.tr("No tools"), "none")
        self.temperature = QLineEdit()
        self.temperature.setAccessibleName(self.tr("Temperature"))
        self.temperature.setPlaceholderText(self.tr("The model's default"))
        self.temperature_error = error_label(self.tr("Temperature problem"))
        self.max_tokens = QSpinBox()
        self.max_tokens.setRange(1, 1_000_000)
        self.max_tokens.setSingleStep(1024)
        self.max_tokens.setAccessibleName(self.tr("Maximum tokens per answer"))
        thinking = WrappingCheck(self.tr("Let the model think before answering (when it can)"))
        self.thinking = thinking.box
        self.thinking.setAccessibleName(self.tr("Thinking"))
        self.thinking_budget = QSpinBox()
        self.thinking_budget.setRange(1024, 1_000_000)
        self.thinking_budget.setSingleStep(1024)
        self.thinking_budget.setAccessibleName(self.tr("Thinking budget in tokens"))
        self.max_steps = QSpinBox()
        self.max_steps.setRange(1, 1000)
        self.max_steps.setAccessibleName(self.tr("Step cap"))
        self.max_steps.setToolTip(self.tr("The most model calls one message may lead to"))

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("System prompt:"), self.prompt)
        form.addRow(self.tr("Tools:"), self.tools)
        form.addRow(self.tr("Temperature:"), self.temperature)
        form.addRow("", self.temperature_error)
        form.addRow(self.tr("Max tokens:"), self.max_tokens)
        form.addRow("", thinking)
        form.addRow(self.tr("Thinking budget:"), self.thinking_budget)
        form.addRow(self.tr("Step cap:"), self.max_steps)
        small_talk = WrappingCheck(self.tr("Send greetings and thank-yous without tools"))
        self.small_talk = small_talk.box
        small_talk.setToolTip(
            self.tr(
                'Only a message that is nothing but a greeting, a thank-you or a goodbye ("hi", "thanks!", '
                '"great, thank you"); "ok", "yes" or "go ahead" always keep the tools. Faster and cheaper, '
                "most of all with a model on this computer. The composer's Tools switch decides per message."
            )
        )
        self.small_talk.setAccessibleName(self.tr("Small talk without tools"))
        self.small_talk.setChecked(settings.small_talk_without_tools)
        form.addRow("", small_talk)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(form, 3)

        self._fill_list()
        self.profile_list.currentItemChanged.connect(self._selected)
        self.add_button.clicked.connect(self.ask_new_profile)
        self.remove_button.clicked.connect(self.remove_profile)
        self.thinking.toggled.connect(self.thinking_budget.setEnabled)
        self.profile_list.setCurrentRow(0)

    def _fill_list(self) -> None:
        self.profile_list.blockSignals(True)
        self.profile_list.clear()
        for name in self.profiles:
            text = name if name in BUILT_IN_PROFILES else self.tr("{name} (custom)").format(name=name)
            item = QListWidgetItem(text)
            item.setData(NameRole, name)
            self.profile_list.addItem(item)
        self.profile_list.blockSignals(False)

    def select(self, name: str) -> None:
        names = list(self.profiles)
        if name in names:
            self.profile_list.setCurrentRow(names.index(name))

    def _selected(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        if self.current and not self.commit_form():
            # Keep the person on the profile with the problem.
            self.profile_list.blockSignals(True)
            self.profile_list.setCurrentRow(list(self.profiles).index(self.current))
            self.profile_list.blockSignals(False)
            return
        self.current = item.data(NameRole) if item is not None else ""
        self._load_form()

    def _load_form(self) -> None:
        profile = self.profiles.get(self.current)
        if profile is None:
            return
        self.remove_button.setEnabled(self.current not in BUILT_IN_PROFILES)
        self.prompt.setPlainText(profile.system_prompt)
        self.tools.setCurrentIndex(max(self.tools.findData(profile.tools), 0))
        self.temperature.setText("" if profile.temperature is None else f"{profile.temperature:g}")
        show_error(self.temperature_error, None)
        self.max_tokens.setValue(profile.max_tokens)
        self.thinking.setChecked(profile.thinking)
        self.thinking_budget.setValue(profile.thinking_budget)
        self.thinking_budget.setEnabled(profile.thinking)
        self.max_steps.setValue(profile.max_steps)

    def _temperature(self) -> tuple[float | None, str | None]:
        text = self.temperature.text().strip().replace(",", ".")
        if not text:
            return None, None
        try:
            value = float(text)
        except ValueError:
            return None, self.tr("Enter a number from 0 to 2, or leave it empty for the model's default.")
        if not 0 <= value <= 2:
            return None, self.tr("The temperature must be from 0 to 2.")
        return value, None

    def commit_form(self) -> bool:
        """Keep the form in the working copy; False (with the problem shown) when a value is invalid."""
        profile = self.profiles.get(self.current)
        if profile is None:
            return True
        temperature, problem = self._temperature()
        show_error(self.temperature_error, problem)
        if problem:
            self.temperature.setFocus()
            return False
        self.profiles[self.current] = AgentProfile(
            name=profile.name,
            system_prompt=self.prompt.toPlainText(),
            tools=self.tools.currentData(),
            model=profile.model,
            temperature=temperature,
            max_tokens=self.max_tokens.value(),
            thinking=self.thinking.isChecked(),
            thinking_budget=self.thinking_budget.value(),
            max_steps=self.max_steps.value(),
            rules=profile.rules,
        )
        return True

    def ask_new_profile(self) -> None:
        name, ok = QInputDialog.getText(
            self, self.tr("New profile"), self.tr("Name (lower-case letters, digits, - or _):")
        )
        if ok:
            self.add_profile(name)

    def add_profile(self, name: str) -> str | None:
        """Add a profile; returns what is wrong with the name, or None."""
        name = name.strip()
        if not _PROFILE_NAME.match(name):
            return self.tr("Use lower-case letters, digits, - or _ (up to 40).")
        if name in self.profiles:
            return self.tr("There is already a profile called {name}.").format(name=name)
        if not self.commit_form():
            return self.tr("Fix the highlighted value first.")
        self.profiles[name] = base_profile(name)
        self._fill_list()
        self.current = ""
        self.select(name)
        return None

    def remove_profile(self) -> None:
        if self.current in BUILT_IN_PROFILES:
            return
        del self.profiles[self.current]
        self.current = ""
        self._fill_list()
        self.profile_list.setCurrentRow(0)

    def validate(self) -> bool:
        return self.commit_form()

    def apply_to(self, settings: Settings) -> Settings:
        """Only what differs from the base profile is written, so later default changes still apply."""
        self.commit_form()
        profiles: dict[str, ProfileSettings] = {}
        for name, profile in self.profiles.items():
            base = base_profile(name)
            original = self._original.get(name, ProfileSettings())
            changes = {f: getattr(profile, f) for f in _EDITED if getattr(profile, f) != getattr(base, f)}
            # Fields this page does not edit are kept as they were.
            kept = {k: v for k, v in original.to_data().items() if k not in _EDITED}
            entry = ProfileSettings.validate({**kept, **changes})
            if name in BUILT_IN_PROFILES and entry == ProfileSettings():
                continue
            profiles[name] = entry
        return settings.replace(profiles=profiles, small_talk_without_tools=self.small_talk.isChecked())
