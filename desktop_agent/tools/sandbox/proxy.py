"""The app's proxy: the only way out of a sandboxed command's network namespace.

An HTTP proxy that understands ``CONNECT host:port`` (HTTPS, and any TCP the command tunnels: git over
https, pip, npm, cargo, go) and plain HTTP requests in absolute form (``GET http://host/path``), and nothing
else. Each command gets its own listener on a Unix socket (``Lease``), bound into its sandbox, so the
connections it was refused are told with its result. A request is checked by the host name asked for
(hosts.AllowList), then the name is resolved here, local addresses are dropped unless the list names the
host itself, and the proxy connects to an address it checked (never resolving twice, so a DNS answer that
changes in between cannot lead elsewhere). A connection that turns out to reach this machine itself (one of
its own public addresses) is closed.

Why written for the job rather than a library: what is needed is ~200 lines of asyncio (CONNECT, one
absolute-form request per connection, a relay), and the checks must sit between resolving and connecting,
which general proxies (proxy.py, mitmproxy) expose only through plugin layers many times this size; aiohttp
is not a dependency and has no forward proxy server either.

The proxy runs on an event loop of its own, in a daemon thread started on first use, so a download never
competes with the window's event loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import shutil
import socket
import tempfile
import threading
import urllib.parse
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

from desktop_agent.tools.sandbox.hosts import (
    AllowList,
    IPAddress,
    NotAllowedError,
    address_kind,
    parse_address,
)

logger = logging.getLogger(__name__)

Resolver = Callable[[str, int], Awaitable[list[IPAddress]]]
Connector = Callable[[IPAddress, int], Awaitable[tuple[asyncio.StreamReader, asyncio.StreamWriter]]]

HEAD_LIMIT = 64 * 1024
HEAD_TIMEOUT = 30.0
CONNECT_TIMEOUT = 15.0
CHUNK = 65536
MAX_REFUSALS = 20
HOP_HEADERS = frozenset({"connection", "keep-alive", "proxy-connection", "proxy-authorization", "te"})


async def system_resolver(host: str, port: int) -> list[IPAddress]:
    """The addresses the system's resolver gives for ``host`` (an address stays itself)."""
    literal = parse_address(host)
    if literal is not None:
        return [literal]
    infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    found: list[IPAddress] = []
    for _family, _type, _proto, _name, sockaddr in infos:
        address = ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0])
        if address not in found:
            found.append(address)
    return found


Streams = tuple[asyncio.StreamReader, asyncio.StreamWriter]


async def direct_connector(address: IPAddress, port: int) -> Streams:
    return await asyncio.open_connection(str(address), port)


@dataclass
class Lease:
    """One command's listener: its socket file and the connections it was refused (in words)."""

    socket_path: Path
    folder: Path
    refusals: list[str] = field(default_factory=list)
    server: asyncio.AbstractServer | None = None
    tasks: set[asyncio.Task[None]] = field(default_factory=set)

    def refuse(self, text: str) -> None:
        if text not in self.refusals and len(self.refusals) < MAX_REFUSALS:
            self.refusals.append(text)


class _LoopThread:
    """One event loop in a daemon thread, shared by every proxy of the process."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None

    def loop(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                threading.Thread(target=loop.run_forever, name="sandbox-proxy", daemon=True).start()
                self._loop = loop
            return self._loop


_LOOP = _LoopThread()


class EgressProxy:
    """Lets sandboxed commands reach the hosts of ``allow`` (see the module's words); ``resolve`` and
    ``connect`` are the system's resolver and a direct TCP connection unless given (tests map names)."""

    def __init__(
        self, allow: AllowList, *, resolve: Resolver | None = None, connect: Connector | None = None
    ) -> None:
        self.allow = allow
        self._resolve = resolve or system_resolver
        self._connect = connect or direct_connector

    def __repr__(self) -> str:
        return f"EgressProxy({self.allow!r})"

    def open(self) -> Lease:
        """A new listener for one command (call from any thread but the proxy's own)."""
        folder = Path(tempfile.mkdtemp(prefix="desktop-agent-net-"))  # 0700: only the app reaches it
        lease = Lease(folder / "proxy.sock", folder)
        future = asyncio.run_coroutine_threadsafe(self._listen(lease), _LOOP.loop())
        try:
            future.result(timeout=10)
        except BaseException:
            shutil.rmtree(folder, ignore_errors=True)
            raise
        return lease

    def close(self, lease: Lease) -> None:
        """The command has ended: its listener and the connections it still had go."""
        future = asyncio.run_coroutine_threadsafe(self._close(lease), _LOOP.loop())
        with contextlib.suppress(Exception):
            future.result(timeout=5)
        shutil.rmtree(lease.folder, ignore_errors=True)

    async def _listen(self, lease: Lease) -> None:
        async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            task = asyncio.current_task()
            assert task is not None
            lease.tasks.add(task)
            try:
                await self._serve(lease, reader, writer)
            except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, TimeoutError) as exc:
                logger.debug("proxy connection ended: %r", exc)
            except ExceptionGroup as exc:  # the relay's two directions
                logger.debug("proxy connection ended: %r", exc)
            finally:
                lease.tasks.discard(task)
                writer.close()

        lease.server = await asyncio.start_unix_server(handle, str(lease.socket_path), limit=HEAD_LIMIT)

    @staticmethod
    async def _close(lease: Lease) -> None:
        if lease.server is not None:
            lease.server.close()
        for task in list(lease.tasks):
            task.cancel()

    async def _serve(self, lease: Lease, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        async with asyncio.timeout(HEAD_TIMEOUT):
            head = await reader.readuntil(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        parts = lines[0].split(" ")
        if len(parts) != 3 or not parts[2].startswith("HTTP/"):
            await _answer(writer, 400, "Bad Request", "not an HTTP proxy request")
            return
        method, target, version = parts
        if method == "CONNECT":
            host, port = _host_port(target)
            request = b""
        else:
            url = urllib.parse.urlsplit(target)
            if url.scheme != "http" or not url.hostname:
                await _answer(writer, 400, "Bad Request", "only CONNECT and http:// requests go through")
                return
            host, port = url.hostname, url.port or 80
            path = urllib.parse.urlunsplit(("", "", url.path or "/", url.query, ""))
            request = _forwarded_head(method, path, version, lines[1:])
        if not host or port is None:
            await _answer(writer, 400, "Bad Request", f"no host and port in {target!r}")
            return
        upstream = await self._open_upstream(lease, host, port, writer)
        if upstream is None:
            return
        up_reader, up_writer = upstream
        try:
            if request:
                up_writer.write(request)
            else:
                writer.write(b"HTTP/1.1 200 Connection established\r\n\r\n")
            async with asyncio.TaskGroup() as relay:  # a failure on one side ends the other
                relay.create_task(_pipe(reader, up_writer))
                relay.create_task(_pipe(up_reader, writer))
        finally:
            up_writer.close()

    async def _open_upstream(
        self, lease: Lease, host: str, port: int, writer: asyncio.StreamWriter
    ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter] | None:
        """A connection to an address of ``host`` the list allows; None after telling the command why not."""
        try:
            self.allow.matching(host, port)  # by the name asked for, before resolving
            try:
                addresses = await self._resolve(host, port)
            except OSError as exc:
                await _answer(writer, 502, "Bad Gateway", f"could not resolve {host}: {exc}")
                return None
            admitted = self.allow.admit(host, port, addresses)
        except NotAllowedError as refusal:
            lease.refuse(str(refusal))
            logger.info("sandbox proxy: %s", refusal)
            await _answer(writer, 403, "Forbidden", f"blocked by the sandbox: {refusal}")
            return None
        problem = f"{host} has no address"
        for address in admitted:
            try:
                async with asyncio.timeout(CONNECT_TIMEOUT):
                    up_reader, up_writer = await self._connect(address, port)
            except (OSError, TimeoutError) as exc:
                problem = f"connecting to {address} port {port} failed: {exc or type(exc).__name__}"
                continue
            if address_kind(address) is None and _is_self(up_writer, address):
                up_writer.close()
                said = f"connecting to {host}:{port} is not allowed ({address} is this machine itself)"
                lease.refuse(said)
                await _answer(writer, 403, "Forbidden", f"blocked by the sandbox: {said}")
                return None
            return up_reader, up_writer
        await _answer(writer, 502, "Bad Gateway", problem)
        return None


def _is_self(writer: asyncio.StreamWriter, address: IPAddress) -> bool:
    """A connection to ``address`` that leaves from that same address: one of this machine's own."""
    local = writer.get_extra_info("sockname")
    return isinstance(local, tuple) and parse_address(str(local[0])) == address


def _host_port(target: str) -> tuple[str, int | None]:
    host, _, port = target.rpartition(":")
    if not port.isdigit() or not 0 < int(port) < 65536:
        return target, None
    return host.strip("[]"), int(port)


def _forwarded_head(method: str, path: str, version: str, headers: list[str]) -> bytes:
    """The request line in origin form, without the proxy's own headers, asking the server to close."""
    kept = [line for line in headers if line and line.split(":", 1)[0].strip().lower() not in HOP_HEADERS]
    return "\r\n".join([f"{method} {path} {version}", *kept, "Connection: close", "", ""]).encode("latin-1")


async def _answer(writer: asyncio.StreamWriter, status: int, reason: str, text: str) -> None:
    body = (text + "\n").encode()
    head = (
        f"HTTP/1.1 {status} {reason}\r\nContent-Type: text/plain; charset=utf-8\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    )
    writer.write(head.encode() + body)
    with contextlib.suppress(OSError):
        await writer.drain()


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while data := await reader.read(CHUNK):
            writer.write(data)
            await writer.drain()
    finally:
        if writer.can_write_eof():
            with contextlib.suppress(OSError):
                writer.write_eof()
