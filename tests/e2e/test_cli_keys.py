"""End to end: `desktop-agent keys ...` in process (memory store), as a subprocess with no keyring, and
against the real Secret Service (marked `real_keyring`, skipped unless that backend is selected).

Run the real-keyring tests with (see tests/unit/test_real_keyring.py):
    export HOME=$(mktemp -d) PYTHON_KEYRING_BACKEND=keyring.backends.SecretService.Keyring
    dbus-run-session -- bash -c 'eval "$(printf %s ci-password | gnome-keyring-daemon --unlock \
        --components=secrets)"; export GNOME_KEYRING_CONTROL; exec "$@"' _ \
        .venv/bin/python -m pytest -m real_keyring -q -p no:cacheprovider tests/e2e/test_cli_keys.py
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest

from desktop_agent.cli.keys import run as run_keys
from desktop_agent.cli.main import build_parser, dispatch
from desktop_agent.providers.presets import PRESETS
from desktop_agent.secrets.base import MemorySecretStore
from desktop_agent.secrets.keyring_store import KeyringSecretStore
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

FAIL_KEYRING = "keyring.backends.fail.Keyring"
SECRET_SERVICE_BACKEND = "keyring.backends.SecretService.Keyring"
MEMORY_BACKEND = "memory (this run only)"
TIMEOUT_S = 60
KEYED_PRESETS = {name for name, preset in PRESETS.items() if preset.needs_key}


# ---- in process, with a memory store ----


@pytest.fixture
def store() -> MemorySecretStore:
    return MemorySecretStore()


def keys(argv: list[str], store: MemorySecretStore, monkeypatch: pytest.MonkeyPatch, stdin: str = "") -> int:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    args = build_parser().parse_args(["keys", *argv])
    return dispatch(args, partial(run_keys, secrets=store))


def test_set_status_delete_round_trip(
    store: MemorySecretStore, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    secret = f"sk-mem-{uuid.uuid4().hex}"

    assert keys(["set", "openai"], store, monkeypatch, stdin=f"  {secret}  \n") == 0
    out, err = capsys.readouterr()
    assert store.get("openai") == secret  # surrounding blanks and the newline are stripped
    assert "openai" in out
    assert MEMORY_BACKEND in out
    assert secret not in out + err

    assert keys(["status"], store, monkeypatch) == 0
    out, err = capsys.readouterr()
    assert f"Keys are kept in: {MEMORY_BACKEND}" in out
    rows = {line.split()[0]: line.split(None, 1)[1].strip() for line in out.splitlines()[1:]}
    assert rows["openai"] == "set"
    assert rows["anthropic"] == "not set"
    assert set(rows) == KEYED_PRESETS | {"search.brave", "search.tavily", "search.exa"}  # web search's keys
    assert rows["search.brave"] == "not set"
    assert secret not in out + err

    assert keys(["delete", "openai"], store, monkeypatch) == 0
    out, _ = capsys.readouterr()
    assert out == "Deleted the key for openai.\n"
    assert store.get("openai") is None

    assert keys(["delete", "openai"], store, monkeypatch) == 0
    out, _ = capsys.readouterr()
    assert out == "No key was stored for openai.\n"


def test_set_replaces_and_lowercases_the_provider(
    store: MemorySecretStore, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert keys(["set", "Anthropic"], store, monkeypatch, stdin="sk-one\n") == 0
    assert keys(["set", "anthropic"], store, monkeypatch, stdin="sk-two\n") == 0
    assert store.get("anthropic") == "sk-two"
    # Only the first line is the key.
    assert keys(["set", "my-proxy"], store, monkeypatch, stdin="sk-three\nsecond line\n") == 0
    assert store.get("my-proxy") == "sk-three"
    capsys.readouterr()


@pytest.mark.parametrize("stdin", ["", "\n", "   \n"], ids=["eof", "empty-line", "blank-line"])
def test_set_without_a_key_is_usage_error(
    store: MemorySecretStore, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], stdin: str
) -> None:
    assert keys(["set", "openai"], store, monkeypatch, stdin=stdin) == 2
    _, err = capsys.readouterr()
    assert "No key" in err
    assert store.get("openai") is None


@pytest.mark.parametrize("command", ["set", "delete"])
@pytest.mark.parametrize("name", ["Bad Name!", "../etc", "-x", "a" * 65, ""])
def test_invalid_provider_name_is_usage_error(
    store: MemorySecretStore,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    command: str,
    name: str,
) -> None:
    before = repr(store)
    assert keys([command, "--", name], store, monkeypatch, stdin="sk-anything\n") == 2
    _, err = capsys.readouterr()
    assert "not a valid provider name" in err
    assert repr(store) == before


def test_status_json(
    store: MemorySecretStore, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    store.set("anthropic", "sk-ant-secret")

    assert keys(["status", "--json"], store, monkeypatch) == 0

    out, _ = capsys.readouterr()
    lines = out.splitlines()
    assert len(lines) == 1
    status = json.loads(lines[0])
    assert set(status) == {"backend", "keys"}
    assert status["backend"] == MEMORY_BACKEND
    assert set(status["keys"]) == KEYED_PRESETS | {"search.brave", "search.tavily", "search.exa"}
    assert all(isinstance(v, bool) for v in status["keys"].values())
    assert status["keys"]["anthropic"] is True
    assert status["keys"]["openai"] is False
    assert "sk-ant-secret" not in out


# ---- subprocess, with no usable keyring ----


@pytest.fixture
def home(tmp_path: Path) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    return folder


def isolated_env(home: Path, backend: str = FAIL_KEYRING) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DESKTOP_AGENT", "OPENAI_", "ANTHROPIC_", "PYTHON_KEYRING", "XDG_"))
    }
    env.update(
        {
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home),
            "XDG_DATA_HOME": str(home),
            "XDG_CACHE_HOME": str(home),
            "XDG_STATE_HOME": str(home),
            "XDG_RUNTIME_DIR": str(home),
            "PYTHON_KEYRING_BACKEND": backend,
            "PYTHONUTF8": "1",
            "PYTHONIOENCODING": "utf-8",
        }
    )
    return env


def run_cli(
    *args: str, env: dict[str, str], cwd: Path, stdin_text: str | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop_agent", *args],
        input=stdin_text,
        stdin=subprocess.DEVNULL if stdin_text is None else None,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=cwd,
        timeout=TIMEOUT_S,
        check=False,
    )


def describe(result: subprocess.CompletedProcess[str]) -> str:
    return f"exit {result.returncode}\n--- stdout ---\n{result.stdout}\n--- stderr ---\n{result.stderr}"


@pytest.mark.slow
@pytest.mark.parametrize(
    "argv", [["status"], ["status", "--json"], ["set", "openai"], ["delete", "openai"]], ids=" ".join
)
def test_no_keyring_fails_kindly(home: Path, tmp_path: Path, argv: list[str]) -> None:
    secret = f"sk-nokeyring-{uuid.uuid4().hex}"

    result = run_cli("keys", *argv, env=isolated_env(home), cwd=tmp_path, stdin_text=secret + "\n")

    assert result.returncode == 1, describe(result)
    assert "keyring" in result.stderr.lower()
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith("Error: ")
    assert secret not in result.stdout + result.stderr
    # Nothing was written in HOME, in particular no plaintext fallback holding the key.
    for path in home.rglob("*"):
        assert not path.is_file() or secret.encode() not in path.read_bytes(), path
    assert list(home.rglob("*")) == []


# ---- against the real Secret Service ----


@pytest.fixture
def real_env(tmp_path: Path) -> dict[str, str]:
    """The environment as it is (HOME and the D-Bus session of the real-keyring run), minus stray keys."""
    if os.environ.get("PYTHON_KEYRING_BACKEND") != SECRET_SERVICE_BACKEND:
        pytest.skip(f"needs a real Secret Service: set PYTHON_KEYRING_BACKEND={SECRET_SERVICE_BACKEND}")
    env = {
        k: v for k, v in os.environ.items() if not k.startswith(("DESKTOP_AGENT", "OPENAI_", "ANTHROPIC_"))
    }
    env.update({"PYTHONUTF8": "1", "PYTHONIOENCODING": "utf-8"})
    return env


_READ_KEY = """
import sys
from desktop_agent.secrets.keyring_store import KeyringSecretStore
stored = KeyringSecretStore().get(sys.argv[1])
expected = sys.stdin.readline().strip() or None
print("absent" if stored is None else ("match" if stored == expected else "mismatch"))
"""


def stored_key_state(provider: str, expected: str, env: dict[str, str], cwd: Path) -> str:
    """ "match", "mismatch" or "absent", as another process sees the keyring (the key goes on stdin)."""
    result = subprocess.run(
        [sys.executable, "-c", _READ_KEY, provider],
        input=expected + "\n",
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=cwd,
        timeout=TIMEOUT_S,
        check=False,
    )
    assert result.returncode == 0, describe(result)
    return result.stdout.strip()


@pytest.fixture
def keyring_store(real_env: dict[str, str]) -> KeyringSecretStore:
    return KeyringSecretStore()


@pytest.fixture
def unique_provider(keyring_store: KeyringSecretStore) -> Iterator[str]:
    name = f"e2e-{uuid.uuid4().hex[:16]}"
    yield name
    keyring_store.delete(name)  # clean up even when the test failed half-way


@pytest.mark.slow
@pytest.mark.real_keyring
def test_real_keyring_round_trip(real_env: dict[str, str], unique_provider: str, tmp_path: Path) -> None:
    secret = f"sk-real-{uuid.uuid4().hex}"

    saved = run_cli("keys", "set", unique_provider, env=real_env, cwd=tmp_path, stdin_text=secret + "\n")
    assert saved.returncode == 0, describe(saved)
    assert "Secret Service" in saved.stdout
    assert secret not in saved.stdout + saved.stderr
    assert stored_key_state(unique_provider, secret, real_env, tmp_path) == "match"

    status = run_cli("keys", "status", "--json", env=real_env, cwd=tmp_path)
    assert status.returncode == 0, describe(status)
    assert "Secret Service" in json.loads(status.stdout)["backend"]

    deleted = run_cli("keys", "delete", unique_provider, env=real_env, cwd=tmp_path)
    assert deleted.returncode == 0, describe(deleted)
    assert deleted.stdout == f"Deleted the key for {unique_provider}.\n"
    assert stored_key_state(unique_provider, secret, real_env, tmp_path) == "absent"

    again = run_cli("keys", "delete", unique_provider, env=real_env, cwd=tmp_path)
    assert again.returncode == 0, describe(again)
    assert again.stdout == f"No key was stored for {unique_provider}.\n"


@pytest.fixture
def openai_key_slot(keyring_store: KeyringSecretStore) -> Iterator[None]:
    """Keep whatever "openai" key the keyring holds, and put it back afterwards."""
    previous = keyring_store.get("openai")
    yield
    if previous is None:
        keyring_store.delete("openai")
    else:
        keyring_store.set("openai", previous)


@pytest.mark.slow
@pytest.mark.real_keyring
def test_chat_uses_the_key_from_the_keyring(
    real_env: dict[str, str], openai_key_slot: None, llm_server: ScriptedLLMServer, tmp_path: Path
) -> None:
    secret = f"sk-e2e-keyring-{uuid.uuid4().hex}"
    workspace, data_dir = tmp_path / "workspace", tmp_path / "data"
    workspace.mkdir()
    (workspace / "notes.txt").write_text("hello\n", encoding="utf-8")
    saved = run_cli("keys", "set", "openai", env=real_env, cwd=tmp_path, stdin_text=secret + "\n")
    assert saved.returncode == 0, describe(saved)
    llm_server.script(openai_text("Hi from the keyring."))

    result = run_cli(
        "chat", "--provider", "openai", "--base-url", llm_server.openai_base_url, "--json",
        "--data-dir", str(data_dir), "--workspace", str(workspace), "hello",
        env=real_env, cwd=tmp_path,
    )  # fmt: skip

    assert result.returncode == 0, describe(result)
    last = json.loads(result.stdout.splitlines()[-1])
    assert last["type"] == "run_finished"
    assert len(llm_server.requests) == 1
    assert llm_server.requests[0].headers["authorization"] == f"Bearer {secret}"
    assert secret not in result.stdout + result.stderr
    for path in data_dir.rglob("*"):
        assert not path.is_file() or secret.encode() not in path.read_bytes(), path
