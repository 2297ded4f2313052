"""A real signed update feed for the update tests: two versions of a small installable app folder, published
with packaging/updates/publish.py (real keys, real signatures) and served over HTTP on 127.0.0.1."""

from __future__ import annotations

import hashlib
import http.server
import importlib.util
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PLATFORM = "linux-x86_64"


def load_publish() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "desktop_agent_publish", ROOT / "packaging/updates/publish.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


publish = load_publish()


def make_app(folder: Path, version: str) -> Path:
    """An installable app folder: a launcher that prints the version it ships, and a library file."""
    (folder / "lib").mkdir(parents=True)
    (folder / "VERSION").write_text(version + "\n", encoding="utf-8")
    (folder / "lib" / "notes.txt").write_text(f"library of {version}\n" * 50, encoding="utf-8")
    launcher = folder / "run.py"
    launcher.write_text(
        "from pathlib import Path\nprint((Path(__file__).parent / 'VERSION').read_text().strip())\n",
        encoding="utf-8",
    )
    launcher.chmod(0o755)
    return folder


def tree_digest(folder: Path) -> dict[str, str]:
    """Every file below `folder` and its content's hash: to tell whether anything changed."""
    return {
        path.relative_to(folder).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


class _Handler(http.server.SimpleHTTPRequestHandler):
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        self.server.requests.append(self.path)
        if self.server.cut_downloads and self.path.endswith(".tar.gz"):
            target = Path(self.server.directory) / self.path.lstrip("/")
            data = target.read_bytes()
            self.send_response(200)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data[: len(data) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        super().do_GET()


class _Server(http.server.ThreadingHTTPServer):
    def __init__(self, directory: Path) -> None:
        self.directory = str(directory)
        self.requests: list[str] = []
        self.cut_downloads = False
        super().__init__(("127.0.0.1", 0), lambda *a: _Handler(*a, directory=self.directory))


@dataclass
class Feed:
    repo: Path
    keys: Path
    url: str
    root: Path
    """The trusted root.json (as the app would ship it)."""
    server: _Server
    work: Path
    versions: list[str] = field(default_factory=list)

    def publish(self, version: str, notes: str) -> Path:
        app = make_app(self.work / f"build-{version}" / f"desktop-agent-{version}", version)
        archive = self.work / f"desktop-agent-{version}-linux-x86_64.tar.gz"
        import tarfile

        with tarfile.open(archive, "w:gz") as tar:  # as packaging/linux/build.sh packs the bundle
            tar.add(app, arcname=app.name)
        self.versions.append(version)
        return Path(publish.add_release(self.repo, self.keys, archive, version, notes, PLATFORM))

    def target(self, version: str) -> Path:
        return self.repo / "targets" / f"desktop-agent-{PLATFORM}-{version}.tar.gz"


def serve(repo: Path) -> tuple[_Server, threading.Thread]:
    server = _Server(repo)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server, thread


@pytest.fixture
def feed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Feed]:
    """A feed with 0.1.0 and 0.2.0 published, served on 127.0.0.1."""
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")
    repo, keys = tmp_path / "repo", tmp_path / "keys"
    root = Path(publish.init_repository(repo, keys))
    trusted = tmp_path / "trusted-root.json"
    trusted.write_bytes(root.read_bytes())
    server, thread = serve(repo)
    work = tmp_path / "work"
    work.mkdir()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    published = Feed(repo, keys, url, trusted, server, work)
    published.publish("0.1.0", "The first release.")
    published.publish("0.2.0", "Faster start.\nA fix for the history search.")
    try:
        yield published
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture
def installed(tmp_path: Path) -> Path:
    """The installed app: 0.1.0 in a folder of its own (as the .tar.gz extracts)."""
    return make_app(tmp_path / "apps" / "desktop-agent", "0.1.0")


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A data folder with a history and settings that an update must not touch."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "history.sqlite3").write_bytes(b"SQLite format 3\0" + b"\1" * 4096)
    (data / "settings.json").write_text('{"theme": "dark"}\n', encoding="utf-8")
    return data
