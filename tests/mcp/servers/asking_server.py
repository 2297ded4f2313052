"""An MCP server on stdio (the SDK's own) that asks the client's person and model: forms (any schema),
addresses to open, and sampling requests. A 2025-era server (the initialize handshake), as its requests
go to the client in the middle of a tool call; ``modern_*`` tools ask the 2026-07-28 way (the SDK's
resolvers, answered in the same call).

    python -m tests.mcp.servers.asking_server             # the handshake (2025 era)
    python -m tests.mcp.servers.asking_server --era 2026  # protocol 2026-07-28

Each tool answers with JSON: what the client answered (``action`` and ``content``; ``model``, ``text`` and
``stop_reason``), or ``error`` with the code and message of the error it answered with.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import warnings
from typing import Annotated, Any

import anyio
from mcp.server.mcpserver import Context, MCPServer, Resolve, Sample
from mcp.server.mcpserver.resolve import Elicit
from mcp.shared.exceptions import MCPDeprecationWarning, MCPError
from mcp.types import (
    CreateMessageResult,
    ImageContent,
    ModelHint,
    ModelPreferences,
    SamplingMessage,
    TextContent,
)
from pydantic import BaseModel, Field

from tests.mcp.servers.features_server import run_2025_era

warnings.simplefilter("ignore", MCPDeprecationWarning)  # sampling is deprecated by 2026-07-28

server = MCPServer("asking-server", version="1.0")

PROFILE = {
    "type": "object",
    "properties": {
        "name": {"type": "string", "title": "Your name", "minLength": 2, "default": "Ada"},
        "email": {"type": "string", "title": "Email", "format": "email"},
        "age": {"type": "integer", "title": "Age", "minimum": 0, "maximum": 150, "default": 36},
        "newsletter": {"type": "boolean", "title": "Newsletter", "default": True},
        "plan": {
            "type": "string",
            "title": "Plan",
            "oneOf": [{"const": "free", "title": "Free"}, {"const": "pro", "title": "Pro"}],
            "default": "pro",
        },
        "topics": {
            "type": "array",
            "title": "Topics",
            "items": {"type": "string", "enum": ["news", "tips", "events"]},
            "default": ["tips"],
        },
    },
    "required": ["name", "email"],
}


def _error(exc: MCPError) -> str:
    return json.dumps({"error": {"code": exc.code, "message": exc.message}})


@server.tool(description="Ask the person to fill in a form (the given schema, or a profile form).")
async def ask_form(ctx: Context, message: str = "Tell us about you", schema: str = "") -> str:
    requested = json.loads(schema) if schema else PROFILE
    try:
        result = await ctx.request_context.session.elicit_form(
            message, requested, related_request_id=ctx.request_id
        )
    except MCPError as exc:
        return _error(exc)
    return json.dumps({"action": result.action, "content": result.content})


@server.tool(description="Ask the person to open an address.")
async def ask_url(ctx: Context, url: str, message: str = "Sign in to continue") -> str:
    try:
        result = await ctx.request_context.session.elicit_url(
            message, url, "elicit-1", related_request_id=ctx.request_id
        )
    except MCPError as exc:
        return _error(exc)
    return json.dumps({"action": result.action})


def _messages(prompt: str, image: bool) -> list[SamplingMessage]:
    content: list[Any] = [TextContent(text=prompt)]
    if image:
        content.append(ImageContent(data="iVBORw0KGgo=" * 100, mime_type="image/png"))
    return [SamplingMessage(role="user", content=content)]


async def _sample(ctx: Context, prompt: str, system: str, max_tokens: int, image: bool, hint: str) -> str:
    prefs = ModelPreferences(hints=[ModelHint(name=hint)], speed_priority=0.8) if hint else None
    try:
        result = await ctx.request_context.session.create_message(
            _messages(prompt, image),
            max_tokens=max_tokens,
            system_prompt=system or None,
            model_preferences=prefs,
            related_request_id=ctx.request_id,
        )
    except MCPError as exc:
        return _error(exc)
    text = result.content.text if isinstance(result.content, TextContent) else ""
    return json.dumps({"model": result.model, "text": text, "stop_reason": result.stop_reason})


@server.tool(description="Ask the client's model.")
async def sample(
    ctx: Context,
    prompt: str = "Say hello",
    system: str = "",
    max_tokens: int = 100,
    image: bool = False,
    hint: str = "",
) -> str:
    return await _sample(ctx, prompt, system, max_tokens, image, hint)


@server.tool(description="Send `count` sampling requests at once; answer with each outcome.")
async def sample_many(ctx: Context, count: int = 5) -> str:
    outcomes = await asyncio.gather(*(_sample(ctx, f"request {n}", "", 50, False, "") for n in range(count)))
    return json.dumps([json.loads(o) for o in outcomes])


class Contact(BaseModel):
    email: str = Field(description="Where to write")
    copies: int = Field(default=2, ge=1, le=9)


def ask_contact() -> Elicit[Contact]:
    return Elicit("Where should the report go?", Contact)


@server.tool(description="Ask for a contact the 2026-07-28 way.")
def modern_form(contact: Annotated[Contact, Resolve(ask_contact)]) -> str:
    return contact.model_dump_json()


def ask_model() -> Sample:
    return Sample([SamplingMessage(role="user", content=TextContent(text="Name a colour"))], max_tokens=20)


@server.tool(description="Ask the client's model the 2026-07-28 way.")
def modern_sample(answer: Annotated[CreateMessageResult, Resolve(ask_model)]) -> str:
    text = answer.content.text if isinstance(answer.content, TextContent) else ""
    return json.dumps({"model": answer.model, "text": text})


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--era", choices=["2025", "2026"], default="2025")
    args = parser.parse_args()
    if args.era == "2025":
        anyio.run(run_2025_era, server)
    else:
        server.run("stdio")


if __name__ == "__main__":
    main()
