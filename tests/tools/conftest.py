"""Fixtures for the built-in tools: a workspace with secrets around it, and a private trash."""

from __future__ import annotations

from pathlib import Path

import pytest

SECRET = "TOP-SECRET-OUTSIDE-THE-WORKSPACE"


@pytest.fixture
def layout(tmp_path: Path) -> dict[str, Path]:
    """tmp/ws is the workspace; tmp/secret.txt, tmp/outside/, tmp/ws-evil/ lie outside it.

    Inside: hello.txt, sub/secret.txt (harmless), .appdata/ (the app's own folder, protected) and
    .local/share/keyrings/ (the keyring's folder when the workspace is the home folder).
    """
    ws = tmp_path / "ws"
    (ws / "a").mkdir(parents=True)
    (ws / "sub").mkdir()
    (ws / "hello.txt").write_text("hello\n", encoding="utf-8")
    (ws / "sub" / "secret.txt").write_text("TOP harmless inside\n", encoding="utf-8")
    (ws / ".appdata").mkdir()
    (ws / ".appdata" / "settings.json").write_text('{"TOP": "' + SECRET + '"}\n', encoding="utf-8")
    (ws / ".local" / "share" / "keyrings").mkdir(parents=True)
    (ws / ".local" / "share" / "keyrings" / "login.keyring").write_text(SECRET, encoding="utf-8")
    (tmp_path / "secret.txt").write_text(SECRET, encoding="utf-8")
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.txt").write_text(SECRET, encoding="utf-8")
    (tmp_path / "ws-evil").mkdir()
    (tmp_path / "ws-evil" / "x").write_text(SECRET, encoding="utf-8")
    return {"tmp": tmp_path, "ws": ws}


@pytest.fixture
def trash_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Send the freedesktop trash to a temporary home instead of the real one."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    from send2trash import plat_other

    data_home = home / ".local" / "share"
    monkeypatch.setattr(plat_other, "XDG_DATA_HOME", str(data_home).encode())
    monkeypatch.setattr(plat_other, "HOMETRASH_B", str(data_home / "Trash").encode())
    monkeypatch.setattr(plat_other, "HOMETRASH", str(data_home / "Trash"))
    return data_home / "Trash"
