"""The SecretStore protocol and an in-memory implementation."""

from __future__ import annotations

from typing import Protocol


class SecretStore(Protocol):
    """Keeps one secret (an API key) per provider name.

    Implementations may block (the OS keyring talks D-Bus / XPC / Win32); async callers should run
    them with ``asyncio.to_thread``. Errors a person can act on are raised as
    ``UserFacingError(ErrorKind.KEYRING_UNAVAILABLE, ...)``. Secrets never appear in reprs,
    log lines or exception messages.
    """

    def get(self, provider: str) -> str | None:
        """The stored secret for ``provider``, or None when there is none."""
        ...

    def set(self, provider: str, secret: str) -> None:
        """Store (or replace) the secret for ``provider``."""
        ...

    def delete(self, provider: str) -> bool:
        """Remove the secret for ``provider``; True if something was deleted."""
        ...

    def backend_name(self) -> str:
        """A human name for where the secrets are kept, e.g. "macOS Keychain"."""
        ...


class MemorySecretStore:
    """Secrets in a dict, for tests and for "keep this key for this run only"."""

    def __init__(self, initial: dict[str, str] | None = None) -> None:
        self._secrets: dict[str, str] = dict(initial or {})

    def get(self, provider: str) -> str | None:
        return self._secrets.get(provider)

    def set(self, provider: str, secret: str) -> None:
        self._secrets[provider] = secret

    def delete(self, provider: str) -> bool:
        return self._secrets.pop(provider, None) is not None

    def backend_name(self) -> str:
        return "memory (this run only)"

    def __repr__(self) -> str:
        # Provider names only: never the secrets.
        return f"MemorySecretStore(providers={sorted(self._secrets)!r})"
