"""A tool's view read from its server (MCP Apps; what it is and may do: apps.py): the ``ui://`` resource,
its HTML and its declared policy. What cannot be shown is said in words, and the tool's text result is
used instead, as the spec asks of a host that cannot show a view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mcp import types

from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.tools.mcp.apps import MAX_VIEW_BYTES, VIEW_MIME, View, ViewPolicy

if TYPE_CHECKING:
    from desktop_agent.tools.mcp.catalog import ServerCatalog


async def read_view(catalog: ServerCatalog, uri: str) -> View:
    """The view at ``uri`` (a ``ui://`` address the tool named), read now."""
    if not uri.startswith("ui://"):
        raise _cannot(catalog.server, uri, "its address is not a ui:// resource")
    result = await catalog.ask("read a tool's view", lambda c: c.read_resource(uri, cache_mode="bypass"))
    texts = [c for c in result.contents if isinstance(c, types.TextResourceContents)]
    if len(texts) != 1 or len(result.contents) != 1:
        raise _cannot(catalog.server, uri, f"it came as {len(result.contents)} contents, not one HTML page")
    content = texts[0]
    mime = (content.mime_type or "").replace(" ", "").lower()
    if mime != VIEW_MIME:
        raise _cannot(
            catalog.server, uri, f"it is {visible(content.mime_type or 'untyped')!r}, not {VIEW_MIME}"
        )
    if len(content.text.encode("utf-8")) > MAX_VIEW_BYTES:
        raise _cannot(catalog.server, uri, f"it is larger than {MAX_VIEW_BYTES // (1024 * 1024)} MB")
    meta = content.meta or {}
    ui = meta.get("ui") if isinstance(meta.get("ui"), dict) else None
    border = ui.get("prefersBorder") if ui is not None else None
    return View(
        catalog.server,
        uri,
        content.text,
        ViewPolicy.declared(ui),
        border if isinstance(border, bool) else True,
    )


def _cannot(server: str, uri: str, why: str) -> UserFacingError:
    return UserFacingError(
        ErrorKind.SERVER_ERROR,
        f"The view {visible(uri)!r} of the MCP server {server!r} cannot be shown: {why}.",
    )


async def view_call(catalog: ServerCatalog, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """A tool of the view's server called for the view (after its approval): the whole CallToolResult,
    structured content included, as the view expects it."""
    result = await catalog.ask("call a tool for its view", lambda c: c.call_tool(tool, arguments))
    return result.model_dump(mode="json", by_alias=True, exclude_none=True)


async def view_read(catalog: ServerCatalog, uri: str) -> dict[str, Any]:
    """A resource of the view's server read for the view."""
    result = await catalog.ask(
        "read a resource for its view", lambda c: c.read_resource(uri, cache_mode="bypass")
    )
    return result.model_dump(mode="json", by_alias=True, exclude_none=True)
