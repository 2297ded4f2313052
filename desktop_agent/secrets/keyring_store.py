"""API keys in the OS keyring (Secret Service / KWallet, macOS Keychain, Windows Credential Manager).

Never falls back to plaintext: the ``fail`` and ``null`` backends and anything from ``keyrings.alt``
(plaintext or obfuscated files) are refused with a ``KEYRING_UNAVAILABLE`` error the person can act on.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Final, TypeVar

from desktop_agent.domain.errors import ErrorKind, UserFacingError

if TYPE_CHECKING:  # the library itself loads with the first key read or written (about 13 MB resident)
    from keyring.backend import KeyringBackend

log = logging.getLogger(__name__)

_T = TypeVar("_T")

DEFAULT_SERVICE: Final = "desktop-agent"

_NO_KEYRING_MESSAGE: Final = (
    "No keyring service was found, so API keys cannot be stored safely. "
    "On Linux, install and unlock GNOME Keyring or KWallet; "
    "the macOS Keychain and the Windows Credential Manager work out of the box."
)
_NO_KEYRING_ACTION: Final = "Use --api-key-env VAR for this run, or start a keyring service."
_LOCKED_MESSAGE: Final = "The keyring is locked. Unlock it and try again."
_LOCKED_ACTION: Final = "Unlock your keyring, or use --api-key-env VAR for this run."
_RETRY_ACTION: Final = (
    "Make sure the keyring service is running and unlocked, or use --api-key-env VAR for this run."
)

_FRIENDLY_NAMES: Final = {
    "keyring.backends.SecretService": "Secret Service",
    "keyring.backends.libsecret": "Secret Service (libsecret)",
    "keyring.backends.kwallet": "KWallet",
    "keyring.backends.macOS": "macOS Keychain",
    "keyring.backends.Windows": "Windows Credential Manager",
}

# Top-level packages whose exceptions mean "the keyring service failed", not "our code has a bug".
_BACKEND_ERROR_ROOTS: Final = frozenset(
    {"keyring", "secretstorage", "jeepney", "dbus", "_dbus_bindings", "gi", "win32ctypes", "pywintypes"}
)
_DBUS_ROOTS: Final = frozenset({"secretstorage", "jeepney", "dbus", "_dbus_bindings"})


def _unavailable(message: str, action: str = _RETRY_ACTION) -> UserFacingError:
    return UserFacingError(ErrorKind.KEYRING_UNAVAILABLE, message, action)


def _class_path(obj: object) -> str:
    cls = type(obj)
    return f"{cls.__module__}.{cls.__qualname__}"


def _module_roots(exc: BaseException) -> set[str]:
    return {klass.__module__.partition(".")[0] for klass in type(exc).__mro__}


def _is_unsafe(backend: KeyringBackend) -> bool:
    """True for backends that do not keep secrets safely (or at all)."""
    from keyring.backends import fail, null

    if isinstance(backend, fail.Keyring | null.Keyring):
        return True
    return any(
        klass.__module__ == "keyrings.alt" or klass.__module__.startswith("keyrings.alt.")
        for klass in type(backend).__mro__
    )


def _real_backends(active: KeyringBackend) -> list[KeyringBackend]:
    """The backends that would actually be used: the chainer is looked through."""
    from keyring.backends import chainer

    if isinstance(active, chainer.ChainerBackend):
        found: list[KeyringBackend] = list(active.backends)
        return found
    return [active]


def _friendly_name(backend: KeyringBackend) -> str:
    module = type(backend).__module__
    for prefix, friendly in _FRIENDLY_NAMES.items():
        if module == prefix or module.startswith(prefix + "."):
            return friendly
    name = getattr(backend, "name", None)
    return name if isinstance(name, str) and name else type(backend).__name__


def _is_backend_error(exc: Exception) -> bool:
    import keyring.errors

    return isinstance(exc, keyring.errors.KeyringError | OSError) or bool(
        _module_roots(exc) & _BACKEND_ERROR_ROOTS
    )


def _map_backend_error(exc: Exception, backend_name: str, verb: str) -> UserFacingError:
    """Our own message for a backend failure; the backend's text is never copied."""
    import keyring.errors

    type_name = type(exc).__name__
    if (
        isinstance(exc, keyring.errors.KeyringLocked)
        or "Locked" in type_name
        or "PromptDismissed" in type_name
    ):
        return _unavailable(_LOCKED_MESSAGE, _LOCKED_ACTION)
    if isinstance(exc, keyring.errors.NoKeyringError):
        return _unavailable(_NO_KEYRING_MESSAGE, _NO_KEYRING_ACTION)
    if isinstance(exc, keyring.errors.InitError):
        return _unavailable(f"Could not open the keyring ({backend_name}).")
    if isinstance(exc, keyring.errors.PasswordSetError):
        return _unavailable(f"The keyring ({backend_name}) refused to save the key.")
    if isinstance(exc, keyring.errors.PasswordDeleteError):
        return _unavailable(f"The keyring ({backend_name}) could not delete the key.")
    if _module_roots(exc) & _DBUS_ROOTS:
        return _unavailable(
            f"Could not talk to the keyring service ({backend_name}) over D-Bus to {verb} the key."
        )
    return _unavailable(f"The keyring ({backend_name}) failed to {verb} the key.")


class KeyringSecretStore:
    """A SecretStore backed by the ``keyring`` package: service = ``service``, username = provider name.

    The backend is looked up on every call (cheap once keyring has initialised), so a keyring
    daemon started or unlocked after launch is picked up. Calls may block on D-Bus; run them in a
    thread from async code.
    """

    def __init__(self, service: str = DEFAULT_SERVICE) -> None:
        if not service:
            raise ValueError("service name must not be empty")
        self._service = service

    def __repr__(self) -> str:
        return f"KeyringSecretStore(service={self._service!r})"

    # -- SecretStore ---------------------------------------------------------------------------

    def get(self, provider: str) -> str | None:
        _check_provider(provider)
        return self._call(provider, "read", lambda b: b.get_password(self._service, provider))

    def set(self, provider: str, secret: str) -> None:
        _check_provider(provider)
        if not secret:
            raise ValueError("secret must not be empty")
        self._call(provider, "save", lambda b: b.set_password(self._service, provider, secret))

    def delete(self, provider: str) -> bool:
        _check_provider(provider)
        # Backends signal "nothing to delete" with PasswordDeleteError, the same error as a real
        # failure, so look first: a missing key is False, a failing delete is an error.
        if self.get(provider) is None:
            return False
        self._call(provider, "delete", lambda b: b.delete_password(self._service, provider))
        return True

    def backend_name(self) -> str:
        """Where keys are kept, e.g. "Secret Service"; never raises."""
        try:
            return _friendly_name(self._backend())
        except UserFacingError:
            return "none (no keyring service found)"

    # -- extras --------------------------------------------------------------------------------

    def ensure_available(self) -> None:
        """Raise the KEYRING_UNAVAILABLE UserFacingError if no safe keyring backend is active."""
        self._backend()

    # -- internals -----------------------------------------------------------------------------

    def _backend(self) -> KeyringBackend:
        """The safe backend to use, or the KEYRING_UNAVAILABLE error."""
        try:
            import keyring

            active = keyring.get_keyring()
        except Exception:
            # keyring builds its backend from PYTHON_KEYRING_BACKEND / keyringrc.cfg and probes
            # D-Bus; any failure there (RuntimeError, ImportError, ...) means "no usable keyring".
            log.debug("Could not load a keyring backend", exc_info=True)
            raise _unavailable(_NO_KEYRING_MESSAGE, _NO_KEYRING_ACTION) from None
        candidates = _real_backends(active)
        safe = [b for b in candidates if not _is_unsafe(b)]
        refused = [_class_path(b) for b in candidates if _is_unsafe(b)]
        if refused:
            log.debug("Refusing unsafe keyring backends: %s", ", ".join(refused))
        if not safe:
            log.debug("No safe keyring backend (active: %s)", _class_path(active))
            raise _unavailable(_NO_KEYRING_MESSAGE, _NO_KEYRING_ACTION)
        return safe[0]

    def _call(self, provider: str, verb: str, op: Callable[[KeyringBackend], _T]) -> _T:
        backend = self._backend()
        try:
            return op(backend)
        except Exception as exc:
            if not _is_backend_error(exc):
                raise  # a bug, not an unavailable keyring
            name = _friendly_name(backend)
            # The provider name and the backend's error are logged; the secret never is.
            log.debug("Keyring %s failed for %r in %s", verb, provider, name, exc_info=True)
            raise _map_backend_error(exc, name, verb) from None


def _check_provider(provider: str) -> None:
    if not provider:
        raise ValueError("provider name must not be empty")
