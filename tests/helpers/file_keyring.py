"""A keyring backend for tests that run the CLI as a process: secrets in a JSON file named by
``TEST_KEYRING_FILE`` (outside the app's folders), so a test can check what reached the keyring and that
nothing else holds it. Select it with ``PYTHON_KEYRING_BACKEND=tests.helpers.file_keyring.FileKeyring``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from keyring.backend import KeyringBackend


class FileKeyring(KeyringBackend):
    priority = 1.0

    @property
    def _path(self) -> Path:
        return Path(os.environ["TEST_KEYRING_FILE"])

    def _read(self) -> dict[str, str]:
        try:
            data: dict[str, str] = json.loads(self._path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        return data

    def get_password(self, service: str, username: str) -> str | None:
        return self._read().get(f"{service}\t{username}")

    def set_password(self, service: str, username: str, password: str) -> None:
        data = self._read()
        data[f"{service}\t{username}"] = password
        self._path.write_text(json.dumps(data), encoding="utf-8")

    def delete_password(self, service: str, username: str) -> None:
        data = self._read()
        data.pop(f"{service}\t{username}", None)
        self._path.write_text(json.dumps(data), encoding="utf-8")


def stored(path: Path) -> dict[str, str]:
    """What the keyring file holds, by entry name (the app's service left out)."""
    if not path.exists():
        return {}
    return {
        key.partition("\t")[2]: value for key, value in json.loads(path.read_text(encoding="utf-8")).items()
    }
