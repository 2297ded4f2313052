"""An MCP server on stdio (the SDK's own) that offers resources, a resource template, subscriptions and
prompts with arguments and completion.

    python -m tests.mcp.servers.library_server               # protocol 2026-07-28 (the SDK's default)
    python -m tests.mcp.servers.library_server --era 2025    # the initialize handshake
    python -m tests.mcp.servers.library_server --hostile     # also: names with bidi and control
                                                             # characters, and a huge resource

Resources are listed two to a page. ``add_note`` adds a resource and says the list changed; ``touch``
changes ``notes://todo`` and says it was updated; ``link`` answers with a link to a resource and an
embedded one; ``add_prompt`` adds a prompt and says the prompts changed. ``review`` (arguments ``code``,
required, and ``language``, completed from a list) and ``greet`` (none) are prompts; ``poster`` answers
with text and an image. ``subscriptions`` answers with the URIs a 2025-era client subscribed to.
"""

from __future__ import annotations

import argparse
import json
import warnings
from typing import Any

from mcp.server.context import ServerRequestContext
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.prompts.base import AssistantMessage, Message, UserMessage
from mcp.server.mcpserver.resources import TextResource
from mcp.shared.exceptions import MCPDeprecationWarning
from mcp.types import (
    Completion,
    CompletionArgument,
    CompletionContext,
    EmbeddedResource,
    EmptyResult,
    ImageContent,
    ListResourcesResult,
    PaginatedRequestParams,
    PromptReference,
    ResourceLink,
    ResourceTemplateReference,
    SubscribeRequestParams,
    TextContent,
    TextResourceContents,
)

from tests.mcp.servers.features_server import run_2025_era

warnings.simplefilter("ignore", MCPDeprecationWarning)

PAGE = 2
LANGUAGES = ["python", "perl", "php", "ruby", "rust"]
PNG = b"\x89PNG\r\n\x1a\n" + bytes(200)
HUGE_CHARS = 250_000
BIDI_NAME = "report\u202egpj.exe"
CONTROL_NAME = "bell\x07\x1b[31mred"

server = MCPServer("library-server", version="1.0")
state: dict[str, Any] = {"todo": "1. water the plants", "subscribed": []}


@server.resource("notes://readme", name="readme", title="Read me", description="How the library works")
def readme() -> str:
    return "The library opens at nine."


@server.resource("notes://todo", name="todo", description="What to do today")
def todo() -> str:
    return str(state["todo"])


@server.resource("notes://logo.png", name="logo", mime_type="image/png")
def logo() -> bytes:
    return PNG


@server.resource("notes://day/{date}", name="day", description="The notes of one day")
def day(date: str) -> str:
    return f"Notes of {date}: nothing special."


def _legacy(ctx: Context) -> bool:
    return not str(ctx.protocol_version or "").startswith("2026")


@server.tool(description="Add a note as a new resource, and say that the resources changed.")
async def add_note(name: str, text: str, ctx: Context) -> str:
    server.add_resource(TextResource(uri=f"notes://{name}", name=name, text=text))
    if _legacy(ctx):
        await ctx.session.send_resource_list_changed()
    else:
        await ctx.notify_resources_changed()
    return f"added notes://{name}"


@server.tool(description="Change the to-do list, and say that it was updated.")
async def touch(text: str, ctx: Context) -> str:
    state["todo"] = text
    if _legacy(ctx):
        if "notes://todo" in state["subscribed"]:
            await ctx.session.send_resource_updated("notes://todo")
    else:
        await ctx.notify_resource_updated("notes://todo")
    return "touched"


@server.tool(description="Answer with a link to a resource and an embedded one.")
def link() -> list[TextContent | ResourceLink | EmbeddedResource]:
    return [
        TextContent(text="Two resources:"),
        ResourceLink(uri="notes://readme", name="readme"),
        EmbeddedResource(resource=TextResourceContents(uri="notes://todo", text="1. embedded")),
    ]


@server.tool(description="Add a prompt, and say that the prompts changed.")
async def add_prompt(ctx: Context) -> str:
    server.prompt(name="farewell", description="Say goodbye")(lambda: "Say goodbye to the library.")
    if _legacy(ctx):
        await ctx.session.send_prompt_list_changed()
    else:
        await ctx.notify_prompts_changed()
    return "added"


@server.tool(description="The URIs the client subscribed to (2025 era), as JSON.")
def subscriptions() -> str:
    return json.dumps(state["subscribed"])


@server.prompt(description="Review a piece of code")
def review(code: str, language: str = "python") -> str:
    return f"Review this {language} code and say what could break:\n\n{code}"


@server.prompt(description="Greet the library")
def greet() -> str:
    return "Say hello to the library."


@server.prompt(description="A poster to describe")
def poster(topic: str) -> list[Message]:
    return [
        UserMessage(f"Describe this poster about {topic}."),
        UserMessage(ImageContent(data="iVBORw0KGgo=", mime_type="image/png")),
        AssistantMessage("I see the poster."),
    ]


@server.completion()  # type: ignore[no-untyped-call, untyped-decorator]  # untyped in the SDK
async def complete(
    ref: PromptReference | ResourceTemplateReference,
    argument: CompletionArgument,
    context: CompletionContext | None,
) -> Completion | None:
    if isinstance(ref, PromptReference) and ref.name == "review" and argument.name == "language":
        return Completion(values=[v for v in LANGUAGES if v.startswith(argument.value)])
    return None


async def _list_paged(
    ctx: ServerRequestContext[Any], params: PaginatedRequestParams | None
) -> ListResourcesResult:
    every = await server.list_resources()
    start = int(params.cursor) if params is not None and params.cursor else 0
    rest = start + PAGE
    return ListResourcesResult(
        resources=every[start:rest], next_cursor=str(rest) if rest < len(every) else None
    )


async def _subscribe(ctx: ServerRequestContext[Any], params: SubscribeRequestParams) -> EmptyResult:
    state["subscribed"].append(str(params.uri))
    return EmptyResult()


def _hostile() -> None:
    server.add_resource(TextResource(uri="notes://bidi", name=BIDI_NAME, text="harmless"))
    server.add_resource(TextResource(uri="notes://bell\u200b", name=CONTROL_NAME, text="ding"))
    server.add_resource(TextResource(uri="notes://huge", name="huge", text="x" * HUGE_CHARS))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--era", choices=["2025", "2026"], default="2026")
    parser.add_argument("--hostile", action="store_true")
    args = parser.parse_args()
    low = server._lowlevel_server
    low.add_request_handler("resources/list", PaginatedRequestParams, _list_paged)
    low.add_request_handler("resources/subscribe", SubscribeRequestParams, _subscribe)
    if args.hostile:
        _hostile()
    if args.era == "2025":
        import anyio

        anyio.run(run_2025_era, server)
    else:
        server.run("stdio")


if __name__ == "__main__":
    main()
