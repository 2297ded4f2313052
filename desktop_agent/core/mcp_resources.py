"""MCP servers' resources and prompts as front ends use them: what each server offers, `@server:uri`
mentions read into a message, and a prompt turned into the message to send.

A mention names a connected server and a URI (`@notes:notes://readme`). When the message is sent, each is
read (and subscribed to, so the copy kept follows the server's updates) and its text goes with the
message as a ``<resource server=".." uri="..">…</resource>`` block; binary contents as a note of their
type and size. A resource longer than `MAX_RESOURCE_CHARS` is refused in words.

Everything here is plain values (`tools.mcp.listing`); no SDK type reaches a front end.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.tools.mcp.listing import (
    MAX_RESOURCE_CHARS,
    PromptArgument,
    PromptInfo,
    PromptMessages,
    ResourceContent,
    ResourceInfo,
    TemplateInfo,
)

if TYPE_CHECKING:  # the MCP SDK loads when a server starts, never for this module
    from desktop_agent.tools.mcp.catalog import ServerCatalog
    from desktop_agent.tools.mcp.manager import McpManager

__all__ = [
    "MAX_RESOURCE_CHARS",
    "McpResources",
    "Mention",
    "PromptArgument",
    "PromptInfo",
    "PromptMessages",
    "ResourceContent",
    "ResourceInfo",
    "ServerOffer",
    "TemplateInfo",
    "prompt_note",
]

_TRAILING = ".,;!?"
"""Punctuation after a mention ends the sentence, not the URI."""


@dataclass(frozen=True, slots=True)
class Mention:
    server: str
    uri: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class ServerOffer:
    """One connected server's resources and templates, or why they could not be listed."""

    server: str
    resources: tuple[ResourceInfo, ...] = ()
    templates: tuple[TemplateInfo, ...] = ()
    error: str = ""


def _attribute(value: str) -> str:
    return value.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")


def resource_block(content: ResourceContent) -> str:
    """The resource as the model reads it with the message. Its text cannot end the block early."""
    body = content.words.replace("</resource", "&lt;/resource")
    return (
        f'<resource server="{_attribute(content.server)}" uri="{_attribute(content.uri)}">\n'
        f"{body}{'' if body.endswith(chr(10)) else chr(10)}</resource>"
    )


def prompt_note(server: str, name: str) -> str:
    """The line a message made from a prompt begins with (the chat and the history show where it came
    from)."""
    return f"[prompt /{server}:{name}]"


class McpResources:
    """The front ends' way to the resources and prompts of the servers the core's manager runs."""

    def __init__(self, manager: McpManager) -> None:
        self._manager = manager

    @property
    def closed(self) -> bool:
        """The servers are going down with the app: nothing more is worth asking of them."""
        return self._manager.closed

    def subscribe(self, listener: Callable[[str], None]) -> Callable[[], None]:
        """`listener` hears a server's name when what it offers (or its state) changed."""
        return self._manager.subscribe(listener)

    def _catalogs(self) -> dict[str, ServerCatalog]:
        return {c.server: c for c in self._manager.catalogs()}

    def _catalog(self, server: str) -> ServerCatalog:
        catalog = self._catalogs().get(server)
        if catalog is None:
            raise UserFacingError(
                ErrorKind.SERVER_NOT_RUNNING,
                f"The MCP server {visible(server)!r} is not running.",
                "Start it in Settings > MCP servers.",
            )
        return catalog

    # ---- resources ----

    def resource_servers(self) -> list[str]:
        """The connected servers that offer resources, in the file's order."""
        return [c.server for c in self._manager.catalogs() if c.offers_resources]

    def known(self, server: str) -> tuple[ResourceInfo, ...] | None:
        """A server's resources as last listed, without asking it; None until they are listed."""
        catalog = self._catalogs().get(server)
        return catalog.known() if catalog is not None else ()

    async def resources(self, server: str) -> tuple[ResourceInfo, ...]:
        return await self._catalog(server).resources()

    async def offers(self) -> list[ServerOffer]:
        """Every connected server's resources and templates (listed when not already known)."""
        found: list[ServerOffer] = []
        for catalog in self._manager.catalogs():
            if not catalog.offers_resources:
                continue
            try:
                found.append(
                    ServerOffer(catalog.server, await catalog.resources(), await catalog.templates())
                )
            except UserFacingError as error:
                found.append(ServerOffer(catalog.server, error=error.message))
        return found

    async def read(self, server: str, uri: str) -> ResourceContent:
        return await self._catalog(server).read(uri)

    def cached(self, server: str, uri: str) -> ResourceContent | None:
        """The copy of a resource a message named, as the server's last update left it."""
        catalog = self._catalogs().get(server)
        return catalog.cached(uri) if catalog is not None else None

    def mentions(self, text: str) -> list[Mention]:
        """The `@server:uri` mentions of connected servers in `text`, in order."""
        names = sorted(self.resource_servers(), key=len, reverse=True)
        if not names or "@" not in text:
            return []
        pattern = re.compile(r"(?<!\S)@(" + "|".join(re.escape(n) for n in names) + r"):(\S+)")
        found = []
        for match in pattern.finditer(text):
            uri = match.group(2).rstrip(_TRAILING)
            if uri:
                found.append(Mention(match.group(1), uri, match.start(), match.start(2) + len(uri)))
        return found

    async def expand(self, text: str) -> str:
        """`text` with the resources it mentions after it, each as a `<resource>` block (read now, and
        followed from now on). UserFacingError names a resource that cannot be read, or is too long."""
        blocks: list[str] = []
        seen: set[tuple[str, str]] = set()
        for mention in self.mentions(text):
            if (mention.server, mention.uri) in seen:
                continue
            seen.add((mention.server, mention.uri))
            catalog = self._catalog(mention.server)
            await catalog.subscribe(mention.uri)
            content = await catalog.read(mention.uri, fresh=True)
            if content.text is not None and len(content.text) > MAX_RESOURCE_CHARS:
                raise UserFacingError(
                    ErrorKind.BAD_REQUEST,
                    f"The resource {visible(mention.uri)} of {visible(mention.server)} is "
                    f"{len(content.text):,} characters long: more than the {MAX_RESOURCE_CHARS:,} a message "
                    "can carry, so it was not sent.",
                    "Name a smaller resource, or ask for the part you need.",
                )
            blocks.append(resource_block(content))
        return "\n\n".join([text, *blocks]) if blocks else text

    # ---- prompts ----

    async def prompts(self) -> list[PromptInfo]:
        """Every connected server's prompts (a server that cannot list them is left out)."""
        found: list[PromptInfo] = []
        for catalog in self._manager.catalogs():
            try:
                found.extend(await catalog.prompts())
            except UserFacingError:
                continue
        return found

    async def prompt(self, server: str, name: str) -> PromptInfo:
        """One prompt; UserFacingError lists the prompts there are when there is no such one."""
        catalog = self._catalogs().get(server)
        offered = await catalog.prompts() if catalog is not None else ()
        for prompt in offered:
            if prompt.name == name:
                return prompt
        every = [f"{p.server}:{p.name}" for p in await self.prompts()]
        raise UserFacingError(
            ErrorKind.NOT_FOUND,
            f"There is no prompt {visible(name)!r} on the MCP server {visible(server)!r}.",
            f"Prompts there are: {visible(', '.join(every))}."
            if every
            else "No connected server offers prompts.",
        )

    async def complete(
        self, server: str, prompt: str, argument: str, value: str, context: dict[str, str]
    ) -> list[str]:
        """Values the server suggests for an argument as typed so far (none when it cannot say)."""
        catalog = self._catalogs().get(server)
        return await catalog.complete(prompt, argument, value, context) if catalog is not None else []

    async def message_from_prompt(self, server: str, name: str, arguments: dict[str, str]) -> str:
        """The message a prompt makes with these arguments: a line naming the prompt, then its text."""
        prompt = await self.prompt(server, name)
        missing = prompt.missing_from(arguments)
        if missing:
            raise UserFacingError(
                ErrorKind.BAD_REQUEST,
                f"The prompt /{server}:{name} needs {', '.join(missing)}.",
                "Give a value for each required argument.",
            )
        got = await self._catalog(server).get_prompt(name, {k: v for k, v in arguments.items() if v != ""})
        text = got.as_message()
        if not text.strip():
            raise UserFacingError(ErrorKind.BAD_REQUEST, f"The prompt /{server}:{name} gave no text to send.")
        return f"{prompt_note(server, name)}\n\n{text}"
