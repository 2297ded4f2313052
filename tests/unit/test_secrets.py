"""SecretStore implementations: the in-memory store and the keyring store over in-test backends."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import keyring
import keyring.core
import keyring.errors
import pytest
from keyring.backend import KeyringBackend
from keyring.backends import SecretService, chainer, fail, null

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.secrets.base import MemorySecretStore, SecretStore
from desktop_agent.secrets.keyring_store import KeyringSecretStore

SECRET = "sk-test-5b1e0c9d-DO-NOT-LEAK"


class DictKeyring(KeyringBackend):
    """A keyring backend keeping passwords in a dict; raises ``error`` from every call when set."""

    priority = 1

    def __init__(self, error: Exception | None = None) -> None:
        super().__init__()
        self.passwords: dict[tuple[str, str], str] = {}
        self.error = error

    def _maybe_fail(self) -> None:
        if self.error is not None:
            raise self.error

    def get_password(self, service: str, username: str) -> str | None:
        self._maybe_fail()
        return self.passwords.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self._maybe_fail()
        self.passwords[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self._maybe_fail()
        try:
            del self.passwords[(service, username)]
        except KeyError:
            raise keyring.errors.PasswordDeleteError("No such password!") from None


class AltPlaintextKeyring(DictKeyring):
    """Stands in for keyrings.alt.file.PlaintextKeyring without installing keyrings.alt."""

    priority = 0.5  # type: ignore[assignment]


AltPlaintextKeyring.__module__ = "keyrings.alt.file"


class FakeDBusError(Exception):
    """Looks like jeepney's D-Bus error, without importing jeepney."""


FakeDBusError.__module__ = "jeepney.wrappers"


@pytest.fixture(autouse=True)
def _restore_keyring(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Put the previous keyring backend back after each test.

    The previous value is read from keyring.core rather than via keyring.get_keyring(), which would
    probe (and initialise) the real backends of the machine running the tests.
    """
    monkeypatch.setattr(keyring.core, "_keyring_backend", keyring.core._keyring_backend)
    monkeypatch.delenv("PYTHON_KEYRING_BACKEND", raising=False)
    yield


@pytest.fixture
def backend() -> DictKeyring:
    kr = DictKeyring()
    keyring.set_keyring(kr)
    return kr


def _assert_no_secret(err: UserFacingError) -> None:
    for text in (str(err), repr(err), err.message, err.action, repr(err.as_dict())):
        assert SECRET not in text
    assert err.__cause__ is None


# -- MemorySecretStore ---------------------------------------------------------------------------


def test_memory_store_round_trip() -> None:
    store: SecretStore = MemorySecretStore()
    assert store.get("openai") is None
    store.set("openai", SECRET)
    assert store.get("openai") == SECRET
    assert store.delete("openai") is True
    assert store.get("openai") is None
    assert store.delete("openai") is False
    assert "memory" in store.backend_name()


def test_memory_store_repr_hides_secrets() -> None:
    store = MemorySecretStore({"anthropic": SECRET})
    assert SECRET not in repr(store)
    assert SECRET not in str(store)
    assert "anthropic" in repr(store)


# -- KeyringSecretStore: happy path --------------------------------------------------------------


def test_keyring_round_trip(backend: DictKeyring) -> None:
    store: SecretStore = KeyringSecretStore()
    assert store.get("openai") is None
    store.set("openai", SECRET)
    assert backend.passwords == {("desktop-agent", "openai"): SECRET}
    assert store.get("openai") == SECRET
    store.set("openai", SECRET + "-2")
    assert store.get("openai") == SECRET + "-2"
    assert store.delete("openai") is True
    assert store.get("openai") is None
    assert backend.passwords == {}


def test_keyring_custom_service(backend: DictKeyring) -> None:
    KeyringSecretStore("other-app").set("openai", SECRET)
    assert backend.passwords == {("other-app", "openai"): SECRET}
    assert KeyringSecretStore().get("openai") is None


def test_keyring_delete_missing_returns_false(backend: DictKeyring) -> None:
    assert KeyringSecretStore().delete("nobody") is False


def test_keyring_repr_hides_secret(backend: DictKeyring) -> None:
    store = KeyringSecretStore()
    store.set("openai", SECRET)
    assert SECRET not in repr(store)
    assert SECRET not in str(store)


def test_keyring_empty_provider_is_a_bug(backend: DictKeyring) -> None:
    store = KeyringSecretStore()
    with pytest.raises(ValueError, match="provider"):
        store.set("", SECRET)
    with pytest.raises(ValueError, match="provider"):
        store.get("")


def test_backend_name_of_test_backend(backend: DictKeyring) -> None:
    assert KeyringSecretStore().backend_name() == DictKeyring.name


def test_backend_name_is_friendly_for_secret_service() -> None:
    # Constructing the backend does not touch D-Bus; only its calls would.
    keyring.set_keyring(SecretService.Keyring())
    assert KeyringSecretStore().backend_name() == "Secret Service"


# -- KeyringSecretStore: errors ------------------------------------------------------------------


@pytest.mark.parametrize("operation", ["get", "set", "delete"])
def test_locked_keyring(operation: str, caplog: pytest.LogCaptureFixture) -> None:
    keyring.set_keyring(DictKeyring(keyring.errors.KeyringLocked("Failed to unlock the collection!")))
    store = KeyringSecretStore()
    caplog.set_level(logging.DEBUG, logger="desktop_agent.secrets")
    with pytest.raises(UserFacingError) as info:
        if operation == "get":
            store.get("openai")
        elif operation == "set":
            store.set("openai", SECRET)
        else:
            store.delete("openai")
    err = info.value
    assert err.kind is ErrorKind.KEYRING_UNAVAILABLE
    assert "locked" in err.message.lower()
    assert err.action
    _assert_no_secret(err)
    assert "KeyringLocked" in caplog.text  # logged with exc_info at debug level
    assert SECRET not in caplog.text


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        (keyring.errors.InitError("Failed to create the collection"), "open the keyring"),
        (keyring.errors.PasswordSetError("nope"), "refused to save"),
        (keyring.errors.NoKeyringError("No recommended backend"), "No keyring service"),
        (FakeDBusError("org.freedesktop.DBus.Error.ServiceUnknown"), "D-Bus"),
        (ConnectionRefusedError(111, "Connection refused"), "failed to save"),
    ],
)
def test_backend_errors_map_to_keyring_unavailable(
    error: Exception, expected: str, caplog: pytest.LogCaptureFixture
) -> None:
    keyring.set_keyring(DictKeyring(error))
    caplog.set_level(logging.DEBUG, logger="desktop_agent.secrets")
    with pytest.raises(UserFacingError) as info:
        KeyringSecretStore().set("openai", SECRET)
    assert info.value.kind is ErrorKind.KEYRING_UNAVAILABLE
    assert expected in info.value.message
    _assert_no_secret(info.value)
    assert SECRET not in caplog.text


def test_failing_delete_of_existing_key_is_an_error(backend: DictKeyring) -> None:
    store = KeyringSecretStore()
    store.set("openai", SECRET)

    def refuse(service: str, username: str) -> None:
        raise keyring.errors.PasswordDeleteError("Can't delete password in keychain")

    backend.delete_password = refuse  # type: ignore[method-assign]
    with pytest.raises(UserFacingError) as info:
        store.delete("openai")
    assert info.value.kind is ErrorKind.KEYRING_UNAVAILABLE
    assert "delete" in info.value.message
    _assert_no_secret(info.value)


def test_bugs_are_not_disguised_as_keyring_errors() -> None:
    keyring.set_keyring(DictKeyring(ZeroDivisionError("a bug")))
    with pytest.raises(ZeroDivisionError):
        KeyringSecretStore().get("openai")


@pytest.mark.parametrize("unsafe", [fail.Keyring, null.Keyring, AltPlaintextKeyring])
@pytest.mark.parametrize("operation", ["get", "set", "delete"])
def test_unsafe_or_absent_backend_is_refused(unsafe: type[KeyringBackend], operation: str) -> None:
    unsafe_backend = unsafe()
    keyring.set_keyring(unsafe_backend)
    store = KeyringSecretStore()
    with pytest.raises(UserFacingError) as info:
        if operation == "get":
            store.get("openai")
        elif operation == "set":
            store.set("openai", SECRET)
        else:
            store.delete("openai")
    err = info.value
    assert err.kind is ErrorKind.KEYRING_UNAVAILABLE
    assert "No keyring service" in err.message
    assert "GNOME Keyring" in err.message
    assert "--api-key-env" in err.action
    _assert_no_secret(err)
    if isinstance(unsafe_backend, DictKeyring):
        assert unsafe_backend.passwords == {}  # never wrote plaintext
    assert store.backend_name().startswith("none")
    with pytest.raises(UserFacingError):
        store.ensure_available()


def test_chainer_is_looked_through(monkeypatch: pytest.MonkeyPatch) -> None:
    safe, alt = DictKeyring(), AltPlaintextKeyring()
    monkeypatch.setattr(chainer.ChainerBackend, "backends", [safe, alt])
    keyring.set_keyring(chainer.ChainerBackend())
    store = KeyringSecretStore()
    store.set("openai", SECRET)
    assert safe.passwords == {("desktop-agent", "openai"): SECRET}
    assert alt.passwords == {}
    assert store.backend_name() == DictKeyring.name


@pytest.mark.parametrize("chained", [[], [AltPlaintextKeyring()]])
def test_chainer_without_a_safe_backend_is_refused(
    chained: list[KeyringBackend], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(chainer.ChainerBackend, "backends", chained)
    keyring.set_keyring(chainer.ChainerBackend())
    with pytest.raises(UserFacingError) as info:
        KeyringSecretStore().set("openai", SECRET)
    assert info.value.kind is ErrorKind.KEYRING_UNAVAILABLE


def test_unloadable_configured_backend_is_unavailable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(keyring.core, "_keyring_backend", None)
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "no_such_module_for_tests.Keyring")
    with pytest.raises(UserFacingError) as info:
        KeyringSecretStore().get("openai")
    assert info.value.kind is ErrorKind.KEYRING_UNAVAILABLE
