"""A search service on 127.0.0.1 for tests: canned answers by path (a SearXNG-compatible JSON API, or
stand-ins for Brave Search, Tavily and Exa), and a record of every request (method, path, query parameters,
headers, JSON body)."""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit


@dataclass
class Seen:
    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: Any = None


@dataclass
class Route:
    status: int = 200
    body: bytes = b"{}"
    content_type: str = "application/json"
    delay: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class SearchServer:
    routes: dict[str, Route] = field(default_factory=dict)
    seen: list[Seen] = field(default_factory=list)

    def __post_init__(self) -> None:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self, body: Any) -> None:
                parts = urlsplit(self.path)
                server.seen.append(
                    Seen(self.command, parts.path, parse_qs(parts.query), dict(self.headers.items()), body)
                )
                route = server.routes.get(parts.path, Route(404, b'{"error": "no such route"}'))
                if route.delay:
                    time.sleep(route.delay)
                self.send_response(route.status)
                self.send_header("Content-Type", route.content_type)
                self.send_header("Content-Length", str(len(route.body)))
                for name, value in route.headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(route.body)

            def do_GET(self) -> None:
                self._answer(None)

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                self._answer(json.loads(self.rfile.read(length) or b"null"))

            def log_message(self, format: str, *args: object) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, args=(0.05,), daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join()


def json_route(data: object, status: int = 200) -> Route:
    return Route(status, json.dumps(data).encode())
