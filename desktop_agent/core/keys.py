"""API keys as every front end sees them: the OS keyring, with keys "for this run only" held in memory in
front of it. Calls may block on the keyring (D-Bus): run them in a worker thread."""

from __future__ import annotations

import enum
import logging

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.secrets.base import MemorySecretStore, SecretStore

log = logging.getLogger(__name__)

__all__ = ["KeyStatus", "MemorySecretStore", "RunKeys", "SecretStore", "as_run_keys", "os_keyring"]


def os_keyring() -> SecretStore:
    """The operating system's keyring (loads the keyring library)."""
    from desktop_agent.secrets.keyring_store import KeyringSecretStore

    return KeyringSecretStore()


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
