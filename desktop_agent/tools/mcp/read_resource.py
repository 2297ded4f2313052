"""`read_resource`: the model reads a resource of a connected MCP server, by the server's name and the URI
it listed (or one matching its templates), or a file one of its skills lists (checked against the listing).
A read, approved as reads are; text comes back as text, binary contents as a short note of their type and
size, a resource too long for a message is refused in words."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from pydantic import BaseModel, Field

from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.tools.base import PydanticTool, ToolContext, ToolOutput
from desktop_agent.tools.mcp.listing import MAX_RESOURCE_CHARS

if TYPE_CHECKING:
    from desktop_agent.tools.mcp.catalog import ServerCatalog
    from desktop_agent.tools.mcp.served_skills import ServedSkills

NAME = "read_resource"


class ReadResourceArgs(BaseModel):
    server: str = Field(description="The MCP server's name, as a tool result or the person named it.")
    uri: str = Field(description="The resource's URI on that server.")


def too_long(server: str, uri: str, chars: int) -> str:
    return (
        f"The resource {uri!r} of the MCP server {server!r} is {chars:,} characters long, more than the "
        f"{MAX_RESOURCE_CHARS:,} a message can carry, so it was not read into the conversation."
    )


class ReadResourceTool(PydanticTool[ReadResourceArgs]):
    name = NAME
    description = (
        "Read a resource of a connected MCP server: a file, a record or a page it offers, named by a URI. "
        "Use the server and URI a tool result or the person named (`[resource: server=… uri=…]`)."
    )
    side_effects = False
    args_model = ReadResourceArgs

    def __init__(
        self,
        catalogs: Callable[[], Sequence[ServerCatalog]],
        served: Callable[[], Sequence[ServedSkills]] = tuple,
    ) -> None:
        """``catalogs``: the catalogs of the servers connected at the moment of a call; ``served``: their
        skills, whose listed files (``skill://…``) are read checked against the listing."""
        self._catalogs = catalogs
        self._served = served

    async def run(self, arguments: ReadResourceArgs, ctx: ToolContext) -> ToolOutput:
        server, uri = arguments.server, arguments.uri
        skill = next((c for c in self._served() if c.server == server and c.lists_file(uri)), None)
        if skill is not None:
            try:
                data = await skill.read_listed(uri)
            except UserFacingError as error:
                return ToolOutput(error.message, is_error=True)
            text = data.decode("utf-8", "replace")
            if len(text) > MAX_RESOURCE_CHARS:
                return ToolOutput(too_long(server, uri, len(text)), is_error=True)
            return ToolOutput(text)
        catalogs = {c.server: c for c in self._catalogs() if c.offers_resources}
        catalog = catalogs.get(server)
        if catalog is None:
            known = ", ".join(repr(name) for name in catalogs) or "none"
            return ToolOutput(
                f"No connected MCP server called {visible(server)!r} offers resources "
                f"(servers with resources: {known}).",
                is_error=True,
            )
        try:
            if not await catalog.allows(uri):
                return ToolOutput(
                    f"The MCP server {server!r} did not list the resource {visible(uri)!r}, and it matches "
                    "none of its templates: only resources a server offers can be read.",
                    is_error=True,
                )
            content = await catalog.read(uri)
        except UserFacingError as error:
            return ToolOutput(error.message, is_error=True)
        if content.text is not None and len(content.text) > MAX_RESOURCE_CHARS:
            return ToolOutput(too_long(server, uri, len(content.text)), is_error=True)
        return ToolOutput(content.words)
