"""Ask a server the person named for its models (``GET {base}/models``), as the welcome's Test does.

Blocking and plain Python: run it in a worker thread (`asyncio.to_thread`). urllib (with http.client and
email, about 2 MB) is imported by the first Test, not with the welcome. The answer is read up to a cap and
within a deadline, redirects are not followed (a key must not travel to another host), and the model ids it
returns are plain, printable, bounded strings, whatever the server sent.
"""

from __future__ import annotations

import enum
import json
import logging
import socket
import ssl
import time
import unicodedata
from dataclasses import dataclass
from ipaddress import ip_address
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

if TYPE_CHECKING:
    import urllib.error
    import urllib.request

log = logging.getLogger(__name__)

MAX_BODY = 4 * 1024 * 1024
"""The most of an answer read (a model list of a few hundred models is far below)."""
MAX_MODELS = 500
"""The most model ids offered."""
MAX_ID_LENGTH = 200
DEFAULT_TIMEOUT_S = 8.0
_CHUNK = 64 * 1024


class Outcome(enum.Enum):
    MODELS = "models"
    """Answered with an OpenAI-style model list (maybe an empty one)."""
    REFUSED = "refused"
    """Nothing listens at that host and port."""
    NO_HOST = "no_host"
    """The host name is not known."""
    TIMEOUT = "timeout"
    """No (whole) answer in time."""
    CERTIFICATE = "certificate"
    """HTTPS with a certificate this computer does not trust."""
    UNREACHABLE = "unreachable"
    """Another network problem (no route, reset, TLS)."""
    NEEDS_KEY = "needs_key"
    """401/403 without a key."""
    KEY_REJECTED = "key_rejected"
    """401/403 with a key."""
    NOT_FOUND = "not_found"
    """404: no model list at that address."""
    REDIRECT = "redirect"
    """The server sends elsewhere (not followed)."""
    HTTP_ERROR = "http_error"
    """Another HTTP error status."""
    NOT_OPENAI = "not_openai"
    """An answer, but not an OpenAI-style model list (HTML, other JSON, too large)."""


@dataclass(frozen=True, slots=True)
class ProbeResult:
    outcome: Outcome
    models: tuple[str, ...] = ()
    status: int | None = None
    too_large: bool = False
    location: str = ""
    """Where a redirect points (plain, bounded)."""


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ip_address(host).is_loopback
    except ValueError:
        return False


def _opener(host: str) -> urllib.request.OpenerDirector:
    import urllib.request

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *_args: object, **_kwargs: object) -> None:
            return None  # the 3xx comes back as an HTTPError

    handlers: list[urllib.request.BaseHandler] = [NoRedirect()]
    if _is_loopback(host):  # this computer's servers never go through a proxy from the environment
        handlers.append(urllib.request.ProxyHandler({}))
    return urllib.request.build_opener(*handlers)


def plain(text: str, limit: int = MAX_ID_LENGTH) -> str:
    """``text`` without control or format characters (escapes, bidi overrides), at most ``limit`` long."""
    kept = "".join(" " if c in "\t\r\n" else c for c in text if c in "\t\r\n" or not _hidden(c))
    kept = " ".join(kept.split())
    return kept if len(kept) <= limit else kept[: limit - 1] + "…"


def _hidden(char: str) -> bool:
    return unicodedata.category(char) in ("Cc", "Cf", "Cs", "Co", "Cn")


def model_ids(payload: object) -> tuple[str, ...] | None:
    """The usable ids of an OpenAI-style model list (sorted, at most `MAX_MODELS`), None when it is not one.
    An id with control characters or longer than `MAX_ID_LENGTH` is left out: no model is called that."""
    if not isinstance(payload, dict) or not isinstance(payload.get("data"), list):
        return None
    ids = {
        item["id"] for item in payload["data"] if isinstance(item, dict) and isinstance(item.get("id"), str)
    }
    usable = sorted(i for i in ids if i.strip() and len(i) <= MAX_ID_LENGTH and plain(i) == i)
    if len(usable) < len(ids):
        log.info(
            "Left out %d model ids that are empty, too long or hold control characters",
            len(ids) - len(usable),
        )
    return tuple(usable[:MAX_MODELS])


def _read(response: object, deadline: float) -> tuple[bytes, bool]:
    """The body up to `MAX_BODY` (and whether there was more), or TimeoutError past the deadline."""
    body = bytearray()
    read = getattr(response, "read")  # noqa: B009 - an http.client response or an HTTPError
    while len(body) <= MAX_BODY:
        if time.monotonic() > deadline:
            raise TimeoutError("the answer took too long")
        chunk = read(_CHUNK)
        if not chunk:
            return bytes(body), False
        body.extend(chunk)
    return bytes(body[:MAX_BODY]), True


def models_url(base_url: str) -> str:
    return base_url.rstrip("/") + "/models"


def probe_server(base_url: str, api_key: str | None, timeout_s: float = DEFAULT_TIMEOUT_S) -> ProbeResult:
    """Blocking: what ``GET {base_url}/models`` says. Never raises for what a server or network does."""
    import urllib.error
    import urllib.request
    from http.client import HTTPException

    host = urlsplit(base_url).hostname or ""
    request = urllib.request.Request(models_url(base_url), headers={"Accept": "application/json"})
    if api_key:
        request.add_unredirected_header("Authorization", f"Bearer {api_key}")
    deadline = time.monotonic() + timeout_s
    try:
        with _opener(host).open(request, timeout=timeout_s) as response:
            body, too_large = _read(response, deadline)
    except urllib.error.HTTPError as error:
        return _http_error(error, bool(api_key))
    except TimeoutError:
        return ProbeResult(Outcome.TIMEOUT)
    except urllib.error.URLError as error:
        return _network_error(error.reason)
    except (OSError, HTTPException, ValueError) as error:  # reset, a broken answer, a bad port
        log.info("Testing %s failed: %s", host, type(error).__name__)
        return ProbeResult(Outcome.UNREACHABLE)
    if too_large:
        return ProbeResult(Outcome.NOT_OPENAI, too_large=True)
    try:
        models = model_ids(json.loads(body))
    except (ValueError, RecursionError):
        models = None
    if models is None:
        return ProbeResult(Outcome.NOT_OPENAI)
    log.info("The server at %s lists %d models", host, len(models))
    return ProbeResult(Outcome.MODELS, models)


def _http_error(error: urllib.error.HTTPError, with_key: bool) -> ProbeResult:
    status = error.code
    error.close()
    if status in (401, 403):
        return ProbeResult(Outcome.KEY_REJECTED if with_key else Outcome.NEEDS_KEY, status=status)
    if status == 404:
        return ProbeResult(Outcome.NOT_FOUND, status=status)
    if 300 <= status < 400:
        location = plain(error.headers.get("Location", "") if error.headers else "", 300)
        return ProbeResult(Outcome.REDIRECT, status=status, location=location)
    return ProbeResult(Outcome.HTTP_ERROR, status=status)


def _network_error(reason: object) -> ProbeResult:
    if isinstance(reason, ConnectionRefusedError):
        return ProbeResult(Outcome.REFUSED)
    if isinstance(reason, socket.gaierror):
        return ProbeResult(Outcome.NO_HOST)
    if isinstance(reason, TimeoutError):
        return ProbeResult(Outcome.TIMEOUT)
    if isinstance(reason, ssl.SSLCertVerificationError):
        return ProbeResult(Outcome.CERTIFICATE)
    log.info("Testing the server failed: %s", type(reason).__name__)
    return ProbeResult(Outcome.UNREACHABLE)
