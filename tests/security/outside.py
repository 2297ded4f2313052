"""The "outside world" for the network tests and bench/security_report.py, all on this machine's loopback.

- ``site()``: an HTTP server on 127.0.0.1 that answers any GET with its label and records each path asked.
  One stands for a host on the internet, another for a service on the loopback (the app's OAuth listener, a
  local model server) that commands must never reach.
- ``TestNet``: the resolver and the connector handed to the app's proxy. A name given ``public()`` resolves to
  a public-looking address (93.184.216.x) that is never contacted: the connector maps it to a site's
  loopback port. A name given ``alias()`` resolves to the address given (127.0.0.1, 10.0.0.7: a DNS answer
  pointing inside). Only loopback addresses are ever really connected to; any other address is refused and
  recorded in ``attempts``, so a test can tell the proxy tried to reach it. No traffic leaves the machine.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import socket
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from desktop_agent.tools.sandbox.hosts import IPAddress, parse_address

FIRST_PUBLIC = ipaddress.ip_address("93.184.216.10")


@dataclass
class Site:
    label: str
    port: int
    paths: list[str] = field(default_factory=list)

    def reached(self) -> bool:
        return bool(self.paths)


@contextlib.contextmanager
def site(label: str) -> Iterator[Site]:
    found = Site(label, 0)

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            found.paths.append(self.path)
            body = f"{label}\n".encode()
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:
            return None

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    found.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield found
    finally:
        server.shutdown()
        server.server_close()


@dataclass
class TestNet:
    __test__ = False  # not a pytest class

    names: dict[str, list[IPAddress]] = field(default_factory=dict)
    routes: dict[IPAddress, int] = field(default_factory=dict)
    attempts: list[str] = field(default_factory=list)
    """Connections to non-loopback addresses the proxy asked for (only mapped ones go anywhere)."""

    def public(self, name: str, target: Site) -> IPAddress:
        address = FIRST_PUBLIC + len(self.routes)
        self.names[name] = [address]
        self.routes[address] = target.port
        return address

    def alias(self, name: str, address: str) -> None:
        parsed = parse_address(address)
        assert parsed is not None
        self.names[name] = [parsed]

    async def resolve(self, host: str, port: int) -> list[IPAddress]:
        literal = parse_address(host)
        if literal is not None:
            return [literal]
        if host.lower() in self.names:
            return list(self.names[host.lower()])
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    async def connect(
        self, address: IPAddress, port: int
    ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        if address in self.routes:
            return await asyncio.open_connection("127.0.0.1", self.routes[address])
        if address.is_loopback:
            return await asyncio.open_connection(str(address), port)
        self.attempts.append(f"{address}:{port}")
        raise ConnectionRefusedError(f"the test network has no host {address}")
