"""The SDKs' HTTP client with a tap on every response: each piece of bytes that arrives calls
`stream_activity` (if someone set it), so a keep-alive comment, which the SDKs drop, still shows the server
is alive. Imported with the SDK, in a worker thread: its HTTP library is not cheap to import.

The tap is built on the HTTP library the SDK itself uses (httpx2 for today's SDKs, httpx for older ones),
found from the SDK's own client class, so the transport always fits the client.
"""

from __future__ import annotations

import importlib
from collections.abc import AsyncIterator
from types import ModuleType
from typing import Any

from desktop_agent.providers.base import stream_activity


def _http_library(sdk: ModuleType) -> ModuleType:
    client_class = sdk.DefaultAsyncHttpxClient
    for base in client_class.__mro__[1:]:
        root = base.__module__.split(".")[0]
        if root.startswith("httpx"):
            return importlib.import_module(root)
    raise RuntimeError(f"{sdk.__name__}'s HTTP client is not built on httpx")


def tapped_client(sdk: ModuleType) -> Any:
    """`sdk.DefaultAsyncHttpxClient` (the SDK's own settings) whose responses are tapped."""
    http = _http_library(sdk)

    class TappedStream(http.AsyncByteStream):  # type: ignore[name-defined,misc]
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

    class TappedTransport(http.AsyncBaseTransport):  # type: ignore[name-defined,misc]
        def __init__(self) -> None:
            self._inner = http.AsyncHTTPTransport()

        async def handle_async_request(self, request: Any) -> Any:
            response = await self._inner.handle_async_request(request)
            response.stream = TappedStream(response.stream)
            return response

        async def aclose(self) -> None:
            await self._inner.aclose()

    return sdk.DefaultAsyncHttpxClient(transport=TappedTransport())
