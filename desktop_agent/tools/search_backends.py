"""The web_search tool's back ends: one small class per search service's HTTP API, each turning a query into
`SearchHit`s (title, address, snippet, date).

- SearXNG, run by the person (`GET {url}/search?q=...&format=json`; no key; its JSON format must be enabled
  in the instance's settings.yml).
- Brave Search API (`GET https://api.search.brave.com/res/v1/web/search?q=...&count=N`, the key in
  `X-Subscription-Token`).
- Tavily (`POST https://api.tavily.com/search` with `{"query", "max_results", "search_depth": "basic"}`, the
  key as `Authorization: Bearer`).
- Exa (`POST https://api.exa.ai/search` with `{"query", "numResults", "type": "auto", "contents":
  {"highlights": true}}`, the key in `x-api-key`).

There is no key-less default: no public search service allows automated use without a key (scraping a
search page breaks its terms and fails without warning), so web search is off until the person picks one.

Every failure is a `SearchError` whose message a person (and the model) can read: the address refused,
timed out, said 401/429, or answered something that is not its API's JSON. Keys never appear in messages.
Nothing from the service is trusted: only http(s) result addresses are kept, and snippets lose their markup.
"""

from __future__ import annotations

import html
import json
import logging
import re
from dataclasses import dataclass
from datetime import datetime
from email.utils import parsedate_to_datetime
from typing import TYPE_CHECKING, Any, ClassVar, Final, Literal
from urllib.parse import urlsplit

if TYPE_CHECKING:
    import httpx2

log = logging.getLogger(__name__)

BackendName = Literal["searxng", "brave", "tavily", "exa"]
MAX_RESPONSE_BYTES: Final = 2 * 1024 * 1024
USER_AGENT: Final = "DesktopAgent/0.1 (web_search)"

BRAVE_URL: Final = "https://api.search.brave.com/res/v1/web/search"
TAVILY_URL: Final = "https://api.tavily.com/search"
EXA_URL: Final = "https://api.exa.ai/search"

KEY_NAMES: Final[dict[BackendName, str]] = {
    "brave": "search.brave",
    "tavily": "search.tavily",
    "exa": "search.exa",
}
"""The keyring names of the keyed back ends' keys (`desktop-agent keys set search.brave`). A provider name
never has a dot, so these never collide with a model provider's key."""

LABELS: Final[dict[BackendName, str]] = {
    "searxng": "SearXNG",
    "brave": "Brave Search",
    "tavily": "Tavily",
    "exa": "Exa",
}

_TAG = re.compile(r"<[^>]*>")


class SearchError(Exception):
    """A search that failed, in words for the person and the model."""


@dataclass(frozen=True, slots=True)
class SearchHit:
    title: str
    url: str
    snippet: str = ""
    date: str = ""
    """YYYY-MM-DD when the service gave a date it could be read from, else as the service said it."""


def plain(text: object) -> str:
    """A service's text without its markup (`<strong>`), entities decoded, on one line."""
    if not isinstance(text, str):
        return ""
    return " ".join(html.unescape(_TAG.sub("", text)).split())


def web_address(value: object) -> str | None:
    """`value` if it is an http(s) address with a host and nothing that could end an attribute, else None."""
    if not isinstance(value, str) or len(value) > 2000:
        return None
    text = value.strip()
    if any(c.isspace() or c in '"<>\\' for c in text):
        return None
    try:
        parts = urlsplit(text)
    except ValueError:
        return None
    return text if parts.scheme in ("http", "https") and parts.hostname else None


def day_of(value: object) -> str:
    """An ISO date or date-time as YYYY-MM-DD; anything else as it was said (short), '' for nothing."""
    if not isinstance(value, str) or not value.strip():
        return ""
    text = value.strip()
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00")).date().isoformat()
    except ValueError:
        pass
    try:  # "Tue, 04 Mar 2026 10:00:00 GMT", as some feeds and Tavily's news give it
        return parsedate_to_datetime(text).date().isoformat()
    except (TypeError, ValueError, IndexError):
        return plain(text)[:40]


def hits(results: object, title: str, url: str, snippet: str, date: str, limit: int) -> list[SearchHit]:
    """The usable results of a JSON list of objects, by the names of their fields; at most `limit`."""
    if not isinstance(results, list):
        return []
    found: list[SearchHit] = []
    for item in results:
        if not isinstance(item, dict):
            continue
        address = web_address(item.get(url))
        if address is None:
            continue
        text = item.get(snippet)
        if isinstance(text, list):  # Exa's highlights
            text = " … ".join(t for t in text if isinstance(t, str))
        found.append(
            SearchHit(plain(item.get(title)) or address, address, plain(text), day_of(item.get(date)))
        )
        if len(found) >= limit:
            break
    return found


class SearchBackend:
    """One search service. `endpoint` is where queries go (what the approval names and rules match by
    host); `search` asks it with the client given."""

    name: ClassVar[BackendName]
    method: ClassVar[Literal["GET", "POST"]] = "GET"

    def __init__(self, endpoint: str, key: str | None = None) -> None:
        self.endpoint = endpoint
        self._key = key

    def __repr__(self) -> str:
        return f"{type(self).__name__}(endpoint={self.endpoint!r})"  # never the key

    @property
    def label(self) -> str:
        return LABELS[self.name]

    def request(self, query: str, count: int) -> tuple[dict[str, str], dict[str, str], dict[str, Any] | None]:
        """(headers, query parameters, JSON body or None) for one search."""
        raise NotImplementedError

    def parse(self, data: Any, count: int) -> list[SearchHit]:
        raise NotImplementedError

    async def search(self, client: httpx2.AsyncClient, query: str, count: int) -> list[SearchHit]:
        import httpx2

        headers, params, body = self.request(query, count)
        headers = {"Accept": "application/json", "User-Agent": USER_AGENT, **headers}
        try:
            request = client.build_request(
                self.method, self.endpoint, headers=headers, params=params, json=body
            )
            response = await client.send(request, stream=True)
        except httpx2.TimeoutException:
            raise SearchError(f"{self.label} at {self.endpoint} did not answer in time.") from None
        except httpx2.HTTPError as exc:
            raise SearchError(f"Could not reach {self.label} at {self.endpoint}: {_reason(exc)}.") from None
        try:
            raw = await _read(response)
        except httpx2.HTTPError as exc:
            raise SearchError(f"{self.label} stopped answering: {_reason(exc)}.") from None
        finally:
            await response.aclose()
        if response.is_redirect:  # never followed: the key must not go where the service did not say
            moved = plain(response.headers.get("location", ""))[:200]
            raise SearchError(f"{self.label} at {self.endpoint} answered with a redirect to {moved or '?'} "
                              f"(HTTP {response.status_code}); use that address instead.")  # fmt: skip
        if response.status_code != 200:
            raise SearchError(self._refusal(response.status_code, raw))
        try:
            data = json.loads(raw)
        except ValueError:
            raise SearchError(f"{self.label} at {self.endpoint} did not answer with search results (not JSON)"
                              f"{self._json_hint()}.") from None  # fmt: skip
        if not isinstance(data, dict):
            raise SearchError(
                f"{self.label} at {self.endpoint} answered something that is not search results."
            )
        return self.parse(data, count)

    def _json_hint(self) -> str:
        return ""

    def _refusal(self, status: int, raw: bytes) -> str:
        said = _said(raw)
        detail = f" It said: {said}" if said else ""
        if status in (401, 403):
            why = "refused the API key" if self._key is not None else "refused the request"
            return f"{self.label} {why} (HTTP {status}).{detail} Check the key in Settings › Web search."
        if status == 429:
            return f"{self.label} says too many searches or the plan's quota is used up (HTTP 429).{detail}"
        if status == 402 or status == 432:
            return f"{self.label} says the plan's credits are used up (HTTP {status}).{detail}"
        return f"{self.label} at {self.endpoint} answered HTTP {status}.{detail}"


class SearxngBackend(SearchBackend):
    name: ClassVar[BackendName] = "searxng"

    def __init__(self, base_url: str) -> None:
        super().__init__(base_url.rstrip("/") + "/search")

    def request(self, query: str, count: int) -> tuple[dict[str, str], dict[str, str], dict[str, Any] | None]:
        return {}, {"q": query, "format": "json"}, None

    def parse(self, data: Any, count: int) -> list[SearchHit]:
        return hits(data.get("results"), "title", "url", "content", "publishedDate", count)

    def _json_hint(self) -> str:
        return "; turn on its JSON format (search: formats: [html, json] in its settings.yml)"

    def _refusal(self, status: int, raw: bytes) -> str:
        if status == 403:
            return (f"SearXNG at {self.endpoint} refused the JSON format (HTTP 403): add json to "
                    "search: formats: in its settings.yml.")  # fmt: skip
        return super()._refusal(status, raw)


class BraveBackend(SearchBackend):
    name: ClassVar[BackendName] = "brave"

    def request(self, query: str, count: int) -> tuple[dict[str, str], dict[str, str], dict[str, Any] | None]:
        return {"X-Subscription-Token": self._key or ""}, {"q": query, "count": str(min(count, 20))}, None

    def parse(self, data: Any, count: int) -> list[SearchHit]:
        web = data.get("web")
        found = web.get("results") if isinstance(web, dict) else None
        got = hits(found, "title", "url", "description", "page_age", count)
        if isinstance(found, list):  # a result without page_age may say its age in words ("3 days ago")
            ages = {r.get("url"): r.get("age") for r in found if isinstance(r, dict)}
            got = [
                h if h.date else SearchHit(h.title, h.url, h.snippet, day_of(ages.get(h.url))) for h in got
            ]
        return got


class TavilyBackend(SearchBackend):
    name: ClassVar[BackendName] = "tavily"
    method: ClassVar[Literal["GET", "POST"]] = "POST"

    def request(self, query: str, count: int) -> tuple[dict[str, str], dict[str, str], dict[str, Any] | None]:
        body = {
            "query": query,
            "max_results": min(count, 20),
            "search_depth": "basic",
            "include_answer": False,
        }
        return {"Authorization": f"Bearer {self._key or ''}"}, {}, body

    def parse(self, data: Any, count: int) -> list[SearchHit]:
        return hits(data.get("results"), "title", "url", "content", "published_date", count)


class ExaBackend(SearchBackend):
    name: ClassVar[BackendName] = "exa"
    method: ClassVar[Literal["GET", "POST"]] = "POST"

    def request(self, query: str, count: int) -> tuple[dict[str, str], dict[str, str], dict[str, Any] | None]:
        # Highlights come with the search's price; full text would cost more per result.
        body = {
            "query": query,
            "numResults": min(count, 20),
            "type": "auto",
            "contents": {"highlights": True},
        }
        return {"x-api-key": self._key or ""}, {}, body

    def parse(self, data: Any, count: int) -> list[SearchHit]:
        results = data.get("results")
        if isinstance(results, list):  # the highlights when given, else any text it sent
            results = [
                {**r, "snippet": r.get("highlights") or r.get("text")} if isinstance(r, dict) else r
                for r in results
            ]
        return hits(results, "title", "url", "snippet", "publishedDate", count)


def make_backend(name: BackendName, *, searxng_url: str = "", key: str | None = None,
                 endpoint: str | None = None) -> SearchBackend:  # fmt: skip
    """The back end `name`; `endpoint` replaces a keyed service's address (tests, a proxy)."""
    if name == "searxng":
        return SearxngBackend(endpoint or searxng_url)
    if name == "brave":
        return BraveBackend(endpoint or BRAVE_URL, key)
    if name == "tavily":
        return TavilyBackend(endpoint or TAVILY_URL, key)
    return ExaBackend(endpoint or EXA_URL, key)


async def _read(response: httpx2.Response) -> bytes:
    chunks: list[bytes] = []
    total = 0
    async for chunk in response.aiter_bytes():
        chunks.append(chunk)
        total += len(chunk)
        if total > MAX_RESPONSE_BYTES:
            raise SearchError(
                f"The search service answered more than {MAX_RESPONSE_BYTES:,} bytes; not read."
            )
    return b"".join(chunks)


def _said(raw: bytes) -> str:
    """What an error answer says, short and plain: its JSON's message/error/detail, or its text."""
    try:
        data = json.loads(raw)
    except ValueError:
        return plain(raw[:300].decode("utf-8", errors="replace"))[:200]
    if isinstance(data, dict):
        for field in ("message", "error", "detail"):
            value = data.get(field)
            if isinstance(value, dict):
                value = value.get("detail") or value.get("message") or value.get("error")
            if isinstance(value, str) and value.strip():
                return plain(value)[:200]
    return ""


def _reason(exc: Exception) -> str:
    text = str(exc).strip()
    return text or type(exc).__name__
