"""KeyringSecretStore against the REAL Secret Service (gnome-keyring in a private D-Bus session).

Run (see TESTING.md, "Keyring"):
    export HOME=$(mktemp -d) PYTHON_KEYRING_BACKEND=keyring.backends.SecretService.Keyring
    dbus-run-session -- bash -c 'eval "$(printf %s ci-password | gnome-keyring-daemon --unlock \
        --components=secrets)"; export GNOME_KEYRING_CONTROL; exec "$@"' _ \
        .venv/bin/python -m pytest -m real_keyring -q -p no:cacheprovider tests/unit/test_real_keyring.py
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import pytest

from desktop_agent.secrets.keyring_store import KeyringSecretStore

SECRET_SERVICE_BACKEND = "keyring.backends.SecretService.Keyring"

pytestmark = pytest.mark.real_keyring


@pytest.fixture
def store() -> KeyringSecretStore:
    if os.environ.get("PYTHON_KEYRING_BACKEND") != SECRET_SERVICE_BACKEND:
        pytest.skip(f"needs a real Secret Service: set PYTHON_KEYRING_BACKEND={SECRET_SERVICE_BACKEND}")
    return KeyringSecretStore(service="desktop-agent-tests")


@pytest.fixture
def provider(store: KeyringSecretStore) -> Iterator[str]:
    name = f"test-provider-{uuid.uuid4().hex}"
    yield name
    store.delete(name)  # clean up even if the test failed half-way


def test_round_trip(store: KeyringSecretStore, provider: str) -> None:
    secret = f"sk-real-{uuid.uuid4().hex}"
    assert store.get(provider) is None
    store.set(provider, secret)
    assert store.get(provider) == secret
    store.set(provider, secret + "-rotated")
    assert store.get(provider) == secret + "-rotated"
    assert store.delete(provider) is True
    assert store.get(provider) is None
    assert store.delete(provider) is False


def test_backend_name_is_secret_service(store: KeyringSecretStore) -> None:
    store.ensure_available()
    assert "Secret Service" in store.backend_name()
