"""fetch_url: read a web page (http or https) as text; private and local addresses are refused.

A page read is wrapped in `<page id="web:XXXXXXXX" url="..." title="...">` ... `</page>` (web_pages.py):
the model cites it as `[web:XXXXXXXX]`. Text in the page that looks like such an element is escaped.

The host is resolved here, every address it resolves to is checked, and the connection goes to a checked
address (the URL's host stays in the Host header, TLS SNI and certificate check), so a second DNS answer
cannot lead elsewhere. Every redirect hop is checked again. Proxies from the environment are not used: a
proxy would resolve the host itself.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import re
import socket
import ssl
from collections.abc import Awaitable, Callable, Iterable
from typing import TYPE_CHECKING, ClassVar

from pydantic import BaseModel, ConfigDict, Field

from desktop_agent.domain.tools import SubjectKind
from desktop_agent.tools.base import PydanticTool, ToolContext, ToolError, ToolOutput
from desktop_agent.tools.html_text import html_page
from desktop_agent.tools.web_pages import PAGE_END, defused, page_start

if TYPE_CHECKING:
    import httpx2

logger = logging.getLogger(__name__)

DEFAULT_TIMEOUT = 30.0
DEFAULT_MAX_BYTES = 2 * 1024 * 1024
MAX_REDIRECTS = 5
USER_AGENT = "DesktopAgent/0.1 (fetch_url)"
_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_TEXT_TYPES = re.compile(
    r"^(text/.*|application/(json|xml|javascript|ecmascript|x-javascript|x-www-form-urlencoded|"
    r"x-sh|x-python|toml|yaml|x-yaml|.*\+json|.*\+xml))$"
)
_HTML_TYPES = ("text/html", "application/xhtml+xml")

Resolver = Callable[[str, int], Awaitable[list[str]]]
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


async def system_resolver(host: str, port: int) -> list[str]:
    """Every address the system resolver gives for ``host``, in its order, without duplicates."""
    infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


def address_problem(address: str) -> str | None:
    """Why ``address`` must not be reached from the app (loopback, private...), or None if it is public.

    IPv4 addresses embedded in IPv6 ones (IPv4-mapped, 6to4, Teredo, NAT64) are checked too.
    """
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    candidates: list[IPAddress] = []
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            candidates.append(ip.ipv4_mapped)
        if ip.sixtofour is not None:
            candidates.append(ip.sixtofour)
        if ip.teredo is not None:
            candidates.extend(ip.teredo)
        if ip in _NAT64:
            candidates.append(ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF))
    candidates.append(ip)  # the embedded IPv4 address first: it says more about where the packets go
    for c in candidates:
        for flag, label in (
            (c.is_loopback, "a loopback address (this computer)"),
            (c.is_unspecified, "an unspecified address"),
            (c.is_link_local, "a link-local address"),
            (c.is_multicast, "a multicast address"),
            (c.is_reserved, "a reserved address"),
            (c.is_private, "a private network address"),
            (not c.is_global, "not a public address"),
        ):
            if flag:
                return label
    return None


class FetchUrlArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    url: str = Field(min_length=1, description="The http:// or https:// address to fetch.")


class FetchUrlTool(PydanticTool[FetchUrlArgs]):
    name: ClassVar[str] = "fetch_url"
    description: ClassVar[str] = (
        "Fetch a web page or text file from the internet (http or https) and return it as text: HTML "
        "pages are turned into Markdown, other text is returned as is, binary content (images, PDFs, "
        "archives) is refused. Addresses on this computer or the local network are refused. Redirects "
        "are followed (up to 5); very long content is cut. A page read starts with "
        '<page id="web:XXXXXXXX" url="..." title="..."> and ends with </page>: cite what you use from it '
        "as [web:XXXXXXXX] (its id). Only pages read here can be cited, never a search result alone."
    )
    side_effects: ClassVar[bool] = True
    subject_kind: ClassVar[SubjectKind | None] = "url"
    args_model = FetchUrlArgs

    def __init__(
        self,
        *,
        allow_private: bool = False,
        allowed_networks: Iterable[str] = (),
        timeout: float = DEFAULT_TIMEOUT,
        max_bytes: int = DEFAULT_MAX_BYTES,
        max_redirects: int = MAX_REDIRECTS,
        resolver: Resolver = system_resolver,
        verify: ssl.SSLContext | bool = True,
    ) -> None:
        self._allow_private = allow_private
        self._allowed = tuple(ipaddress.ip_network(n, strict=False) for n in allowed_networks)
        self._timeout = timeout
        self._max_bytes = max_bytes
        self._max_redirects = max_redirects
        self._resolve = resolver
        self._verify = verify

    def permission_subject(self, arguments: FetchUrlArgs) -> str | None:
        return arguments.url.strip()

    async def run(self, arguments: FetchUrlArgs, ctx: ToolContext) -> ToolOutput:
        import httpx2

        try:
            async with asyncio.timeout(self._timeout):
                return await self._fetch(arguments.url.strip())
        except TimeoutError:
            raise ToolError(f"{arguments.url} did not answer within {self._timeout:g} seconds.") from None
        except httpx2.HTTPError as exc:
            raise ToolError(f"Could not fetch {arguments.url}: {exc}") from None

    def _checked(self, address: str, host: str) -> None:
        if self._allow_private:
            return
        ip = ipaddress.ip_address(address.split("%", 1)[0])
        if any(ip in net for net in self._allowed):
            return
        problem = address_problem(address)
        if problem is not None:
            shown = host if host == address else f"{host} ({address})"
            raise ToolError(
                f"Refused: {shown} is {problem}; fetch_url only reaches public internet addresses."
            )

    async def _fetch(self, url_text: str) -> ToolOutput:
        import httpx2

        async with httpx2.AsyncClient(
            trust_env=False, follow_redirects=False, verify=self._verify, timeout=self._timeout
        ) as client:
            url = self._parse(url_text)
            for _hop in range(self._max_redirects + 1):
                response = await self._open(client, url)
                try:
                    location = response.headers.get("location")
                    if response.is_redirect and location:
                        try:
                            url = self._parse(str(url.join(location)))
                        except ToolError as exc:
                            raise ToolError(f"{url} redirected to {location!r}: {exc}") from None
                        continue
                    body, cut = await self._read(response)
                    return self._render(url, response, body, cut)
                finally:
                    await response.aclose()
        raise ToolError(f"Too many redirects (more than {self._max_redirects}) starting from {url_text}.")

    @staticmethod
    def _parse(url_text: str) -> httpx2.URL:
        import httpx2

        try:
            url = httpx2.URL(url_text)
        except (httpx2.InvalidURL, ValueError) as exc:
            raise ToolError(f"{url_text!r} is not a valid URL: {exc}") from None
        if url.scheme not in ("http", "https"):
            raise ToolError(f"{url_text!r}: only http:// and https:// addresses can be fetched.")
        if not url.host:
            raise ToolError(f"{url_text!r} has no host name.")
        return url

    async def _open(self, client: httpx2.AsyncClient, url: httpx2.URL) -> httpx2.Response:
        import httpx2

        host = url.raw_host.decode("ascii")
        port = url.port or (443 if url.scheme == "https" else 80)
        try:
            addresses = await self._resolve(host.strip("[]"), port)
        except OSError as exc:
            raise ToolError(f"Could not find the host {url.host}: {exc.strerror or exc}") from None
        if not addresses:
            raise ToolError(f"Could not find the host {url.host}.")
        for address in addresses:  # all of them, before connecting to any
            self._checked(address, url.host)
        last: Exception | None = None
        for address in addresses:
            request = client.build_request(
                "GET",
                url.copy_with(host=address.split("%", 1)[0]),
                headers={"Host": url.netloc.decode("ascii"), "User-Agent": USER_AGENT, "Accept": "*/*"},
                extensions={"sni_hostname": host} if url.scheme == "https" else {},
            )
            try:
                return await client.send(request, stream=True)
            except httpx2.ConnectError as exc:
                last = exc
        raise ToolError(f"Could not connect to {url.host}: {last}")

    async def _read(self, response: httpx2.Response) -> tuple[bytes, bool]:
        chunks: list[bytes] = []
        total = 0
        async for chunk in response.aiter_bytes():
            chunks.append(chunk)
            total += len(chunk)
            if total > self._max_bytes:
                return b"".join(chunks)[: self._max_bytes], True
        return b"".join(chunks), False

    def _render(self, url: httpx2.URL, response: httpx2.Response, body: bytes, cut: bool) -> ToolOutput:
        content_type = response.headers.get("content-type", "")
        mime = content_type.split(";", 1)[0].strip().lower()
        charset = response.charset_encoding
        looks_html = body.lstrip()[:15].lower().startswith((b"<!doctype html", b"<html"))
        title = ""
        if mime in _HTML_TYPES or (not mime and looks_html):
            title, text = html_page(body, charset)
        elif _TEXT_TYPES.match(mime) or (not mime and b"\0" not in body[:8192]):
            text = body.decode(_codec(charset), errors="replace")
        else:
            raise ToolError(
                f"{url} is {mime or 'binary content'} ({len(body):,}{'+' if cut else ''} bytes), not text; "
                "fetch_url only returns text and web pages."
            )
        header = f"URL: {url}\nStatus: {response.status_code} {response.reason_phrase}\n"
        header += f"Content-Type: {content_type or 'unknown'}\n"
        if cut:
            header += f"(Only the first {self._max_bytes:,} bytes were read; the rest was cut.)\n"
        if response.status_code >= 400:  # an error page was not read: nothing to cite
            return ToolOutput(f"{header}\n{defused(text.strip())}", is_error=True)
        return ToolOutput(f"{page_start(str(url), title)}\n{header}\n{defused(text.strip())}\n{PAGE_END}")


def _codec(charset: str | None) -> str:
    import codecs

    if charset:
        try:
            return codecs.lookup(charset).name
        except LookupError:
            pass
    return "utf-8"
