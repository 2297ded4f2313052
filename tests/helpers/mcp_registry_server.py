"""A local MCP Registry: a threaded HTTP server on 127.0.0.1 that speaks the registry's read API
(``GET /v0.1/servers`` with ``search``, ``version=latest``, ``limit`` and ``cursor``;
``GET /v0.1/servers/{name}/versions/{version|latest}``) over server.json entries from tests/fixtures.

It can misbehave on cue (``mode``): ``broken_json`` (every answer is not JSON), ``error`` (500),
``v0_only`` (only the older ``/v0`` paths exist). Every request's path and query is recorded.
"""

from __future__ import annotations

import json
import threading
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "mcp_registry"
OFFICIAL = "io.modelcontextprotocol.registry/official"


def fixture_entries(*files: str) -> list[dict[str, Any]]:
    """server.json entries from the fixture files (published.json, runnable.json, hostile.json)."""
    out: list[dict[str, Any]] = []
    for name in files:
        out.extend(json.loads((FIXTURES / name).read_text(encoding="utf-8")))
    return out


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(p) if p.isdigit() else 0 for p in version.replace("-", ".").split("."))


class LocalRegistry:
    def __init__(self, entries: list[dict[str, Any]]) -> None:
        self.mode = ""
        self.requests: list[str] = []
        latest: dict[str, str] = {}
        for entry in entries:
            name, version = entry["name"], entry["version"]
            if name not in latest or _version_key(version) > _version_key(latest[name]):
                latest[name] = version
        self.rows = [
            {
                "server": entry,
                "_meta": {
                    OFFICIAL: {
                        "status": "active",
                        "publishedAt": "2026-01-01T00:00:00Z",
                        "updatedAt": "2026-01-01T00:00:00Z",
                        "isLatest": latest[entry["name"]] == entry["version"],
                    }
                },
            }
            for entry in entries
        ]
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.url = f"http://127.0.0.1:{self._httpd.server_address[1]}"

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        registry = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                registry.requests.append(self.path)
                status, body = registry.answer(self.path)
                data = body if isinstance(body, bytes) else json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        return Handler

    def answer(self, raw_path: str) -> tuple[int, Any]:
        parsed = urllib.parse.urlsplit(raw_path)
        query = dict(urllib.parse.parse_qsl(parsed.query))
        parts = parsed.path.split("/")
        api = parts[1] if len(parts) > 1 else ""
        if api not in ("v0.1", "v0") or (self.mode == "v0_only" and api != "v0"):
            return 404, {"error": "Not found"}
        if self.mode == "error":
            return 500, {"error": "database is down"}
        if self.mode == "broken_json":
            return 200, b"{'servers': ["
        rest = [urllib.parse.unquote(p) for p in parts[2:]]
        if rest == ["servers"]:
            return 200, self._list(query)
        if len(rest) == 4 and rest[0] == "servers" and rest[2] == "versions":
            name, version = rest[1], rest[3]
            for row in self.rows:
                server, meta = row["server"], row["_meta"][OFFICIAL]
                if server["name"] == name and (
                    server["version"] == version or (version == "latest" and meta["isLatest"])
                ):
                    return 200, row
            return 404, {"error": "Server not found"}
        return 404, {"error": "Not found"}

    def _list(self, query: dict[str, str]) -> dict[str, Any]:
        rows = [r for r in self.rows if query.get("search", "").lower() in r["server"]["name"].lower()]
        if query.get("version") == "latest":
            rows = [r for r in rows if r["_meta"][OFFICIAL]["isLatest"]]
        start = 0
        if "cursor" in query:
            keys = [f"{r['server']['name']}:{r['server']['version']}" for r in rows]
            start = keys.index(query["cursor"]) + 1
        limit = int(query.get("limit", "30"))
        page = rows[start : start + limit]
        more = start + limit < len(rows)
        last = page[-1]["server"] if page else None
        metadata: dict[str, Any] = {"count": len(page)}
        if more and last is not None:
            metadata["nextCursor"] = f"{last['name']}:{last['version']}"
        return {"servers": page, "metadata": metadata}

    def start(self) -> None:
        threading.Thread(target=self._httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


@contextmanager
def local_registry(*files: str) -> Iterator[LocalRegistry]:
    registry = LocalRegistry(fixture_entries(*files))
    registry.start()
    try:
        yield registry
    finally:
        registry.close()
