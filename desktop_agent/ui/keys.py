"""API keys as the window sees them: the OS keyring, with keys "for this run only" held in memory in front."""

from __future__ import annotations

import enum
import logging

from PySide6.QtCore import QCoreApplication

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.secrets.base import MemorySecretStore, SecretStore

log = logging.getLogger(__name__)


class KeyStatus(enum.Enum):
    SET = "set"
    RUN_ONLY = "run_only"
    NOT_SET = "not_set"
    UNAVAILABLE = "unavailable"


class RunKeys:
    """A SecretStore: keys kept for this run only (never written anywhere) win over the keyring's.

    Calls may block on the keyring (D-Bus): run them in a worker thread.
    """

    def __init__(self, store: SecretStore, memory: MemorySecretStore | None = None) -> None:
        self.store = store
        self.memory = memory if memory is not None else MemorySecretStore()

    def __repr__(self) -> str:
        return f"RunKeys(store={self.store!r}, memory={self.memory!r})"

    def get(self, provider: str) -> str | None:
        return self.memory.get(provider) or self.store.get(provider)

    def set(self, provider: str, secret: str) -> None:
        """Store in the keyring; a key kept for this run is then no longer needed."""
        self.store.set(provider, secret)
        self.memory.delete(provider)

    def set_for_run(self, provider: str, secret: str) -> None:
        self.memory.set(provider, secret)

    def delete(self, provider: str) -> bool:
        in_memory = self.memory.delete(provider)
        try:
            return self.store.delete(provider) or in_memory
        except UserFacingError:
            if in_memory:
                return True  # the keyring is unavailable, so the run-only key was the only one
            raise

    def backend_name(self) -> str:
        return self.store.backend_name()

    def status(self, provider: str) -> KeyStatus:
        """Blocking. UNAVAILABLE when the keyring cannot be read (and no run-only key is held)."""
        if self.memory.get(provider):
            return KeyStatus.RUN_ONLY
        try:
            return KeyStatus.SET if self.store.get(provider) else KeyStatus.NOT_SET
        except UserFacingError as error:
            if error.kind is not ErrorKind.KEYRING_UNAVAILABLE:
                raise
            return KeyStatus.UNAVAILABLE


def as_run_keys(secrets: SecretStore | RunKeys) -> RunKeys:
    return secrets if isinstance(secrets, RunKeys) else RunKeys(secrets)


def status_text(status: KeyStatus) -> str:
    texts = {
        KeyStatus.SET: QCoreApplication.translate("Keys", "Set"),
        KeyStatus.RUN_ONLY: QCoreApplication.translate("Keys", "Set for this run"),
        KeyStatus.NOT_SET: QCoreApplication.translate("Keys", "Not set"),
        KeyStatus.UNAVAILABLE: QCoreApplication.translate("Keys", "Not set (keyring unavailable)"),
    }
    return texts[status]


def keyring_help() -> str:
    """What is wrong when no keyring can be used, and how to fix it on each system."""
    return QCoreApplication.translate(
        "Keys",
        "<p>How to fix it:</p>"
        "<p><b>Linux:</b> install GNOME Keyring (<code>gnome-keyring</code>) or KWallet, then log out "
        "and in again, or unlock the keyring in Passwords and Keys (Seahorse).<br>"
        "<b>macOS:</b> open Keychain Access and make sure your login keychain is unlocked.<br>"
        "<b>Windows:</b> the Credential Manager needs a normal (not a guest) user account.</p>"
        "<p>You can also keep the key <b>for this run only</b>: it stays in memory, is never "
        "written to disk, and is forgotten when you quit the app.</p>",
    )
