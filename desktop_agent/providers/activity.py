"""The SDKs' HTTP client with a tap on every response: each piece of bytes that arrives calls
`stream_activity` (if someone set it), so a keep-alive comment, which the SDKs drop, still shows the server
is alive. Imported with the SDK, in a worker thread: its HTTP library is not cheap to import."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx2

from desktop_agent.providers.base import stream_activity


class _TappedStream(httpx2.AsyncByteStream):
    def __init__(self, inner: Any) -> None:
        self._inner = inner

    async def __aiter__(self) -> AsyncIterator[bytes]:
        async for piece in self._inner:
            notify = stream_activity.get()
            if notify is not None:
                notify()
            yield piece

    async def aclose(self) -> None:
        await self._inner.aclose()


class _TappedTransport(httpx2.AsyncBaseTransport):
    def __init__(self) -> None:
        self._inner = httpx2.AsyncHTTPTransport()

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        response = await self._inner.handle_async_request(request)
        response.stream = _TappedStream(response.stream)
        return response

    async def aclose(self) -> None:
        await self._inner.aclose()


def tapped_transport() -> httpx2.AsyncBaseTransport:
    """For `sdk.DefaultAsyncHttpxClient(transport=...)`: the SDK's own client settings, with the tap."""
    return _TappedTransport()
