"""Settings › Providers: how long a silent answer is waited for before it is given up, for cloud providers
and for servers on this machine (a local model may read a long conversation for minutes)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from desktop_agent.core.settings import NetworkSettings


def _seconds(value: float, name: str) -> QSpinBox:
    box = QSpinBox()
    box.setRange(10, 7200)
    box.setSingleStep(30)
    box.setSuffix(QCoreApplication.translate("ProvidersPage", " s"))
    box.setValue(round(value))
    box.setAccessibleName(name)
    return box


class SilentAnswerLimits(QGroupBox):
    def __init__(self, network: NetworkSettings, parent: QWidget | None = None) -> None:
        super().__init__(
            QCoreApplication.translate("ProvidersPage", "Give up on a silent answer after"), parent
        )
        self.cloud = _seconds(
            network.stall_timeout_s,
            QCoreApplication.translate("ProvidersPage", "Silent answer limit, cloud providers"),
        )
        self.local = _seconds(
            network.local_stall_timeout_s,
            QCoreApplication.translate("ProvidersPage", "Silent answer limit, servers on this machine"),
        )
        form = QFormLayout(self)
        form.addRow(QCoreApplication.translate("ProvidersPage", "Cloud providers:"), self.cloud)
        form.addRow(QCoreApplication.translate("ProvidersPage", "Servers on this machine:"), self.local)
        note = QLabel(
            QCoreApplication.translate(
                "ProvidersPage",
                "A local model may read a long conversation for minutes before its first word.",
            )
        )
        note.setWordWrap(True)
        note.setEnabled(False)
        form.addRow(note)

    def apply_to(self, network: NetworkSettings) -> NetworkSettings:
        """`network` with the limits as set here (unchanged where they are)."""
        if round(network.stall_timeout_s) != self.cloud.value():
            network = network.replace(stall_timeout_s=float(self.cloud.value()))
        if round(network.local_stall_timeout_s) != self.local.value():
            network = network.replace(local_stall_timeout_s=float(self.local.value()))
        return network
