"""What MCP servers ask of the person during `desktop-agent chat` and `desktop-agent mcp call`, asked on the
terminal: a form one field at a time (the schema's defaults in brackets, Enter keeps them), an address to
open, a request for the model (y/N).

Asked only when standard input is a terminal (and `mcp call --no-input` was not given); otherwise each
request is declined with a line saying so.
The server's words are shown with hidden characters named, and long texts cut with how much was left out.
"""

from __future__ import annotations

import asyncio
import sys
import webbrowser
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, TextIO

from desktop_agent.cli.render import read_terminal_line
from desktop_agent.core.mcp_asker import (
    ElicitationAnswer,
    ElicitationRequest,
    FormField,
    FormRequest,
    SamplingReview,
    UrlRequest,
    Value,
    check_value,
    cut,
    use_prompter,
)
from desktop_agent.domain.display import visible

if TYPE_CHECKING:
    from desktop_agent.core.app_core import AppCore

MESSAGE_LIMIT = 4000
PART_LIMIT = 20_000
TRIES = 5
ReadLine = Callable[[str], Awaitable[str | None]]


def _shown(text: str, limit: int) -> str:
    part = cut(text, limit)
    body = "\n".join("  " + line for line in visible(part.text).splitlines() or [""])
    if part.left_out:
        body += f"\n  [… {part.left_out:,} more characters not shown]"
    return body


class TerminalMcpPrompter:
    """The core's `McpPrompter` for the terminal. One question at a time, whichever server asks."""

    def __init__(
        self, *, interactive: bool, read_line: ReadLine = read_terminal_line, out: TextIO | None = None
    ) -> None:
        self.interactive = interactive
        self._read = read_line
        self._out = out
        self._one_at_a_time = asyncio.Lock()

    def _say(self, text: str) -> None:
        out = self._out or sys.stderr
        out.write(text + "\n")
        out.flush()

    async def elicit(self, server: str, request: ElicitationRequest) -> ElicitationAnswer:
        what = "information" if isinstance(request, FormRequest) else "to open a web page"
        if not self.interactive:
            self._say(
                visible(f"! The MCP server {server!r} asked for {what}; declined: ")
                + "nobody at a terminal can answer it."
            )
            return ElicitationAnswer.decline()
        async with self._one_at_a_time:
            if isinstance(request, UrlRequest):
                return await self._url(server, request)
            return await self._form(server, request)

    async def _choose(self, prompt: str) -> str:
        answer = await self._read(prompt)
        return "c" if answer is None else answer.strip().lower()

    async def _form(self, server: str, request: FormRequest) -> ElicitationAnswer:
        self._say(visible(f"\n? The MCP server {server!r} asks for some information:"))
        self._say(_shown(request.message, MESSAGE_LIMIT))
        self._say(
            "  Your answers go only to this server. Enter keeps the value in [brackets]; * is required."
        )
        choice = await self._choose("  [y] answer  [n] decline  [c] cancel: ")
        if choice in ("n", "no"):
            return ElicitationAnswer.decline()
        if choice not in ("y", "yes"):
            return ElicitationAnswer.cancel()
        content: dict[str, Value] = {}
        for spec in request.fields:
            value = await self._field(spec)
            if value is _GAVE_UP:
                return ElicitationAnswer.cancel()
            if value is not None:
                content[spec.name] = value  # type: ignore[assignment]
        return ElicitationAnswer("accept", content)

    async def _field(self, spec: FormField) -> object:
        """The value typed for one field, asked again until it fits; _GAVE_UP at the input's end."""
        label = visible(cut(spec.label, 300).text) + (" *" if spec.required else "")
        if spec.description:
            self._say(f"  {label}: {visible(cut(spec.description, 300).text)}")
        if spec.options:
            self._say("    " + "  ".join(f"{n}. {visible(o.title)}" for n, o in enumerate(spec.options, 1)))
        for _ in range(TRIES):
            typed = await self._read(f"  {label}{_hint(spec)}: ")
            if typed is None:
                return _GAVE_UP
            value = _parse(spec, typed.strip())
            if value is None:
                if not spec.required:
                    return None
                self._say("    ✗ required")
                continue
            problem = check_value(spec, value)
            if problem is None:
                return value
            self._say(f"    ✗ {problem}")
        return _GAVE_UP

    async def _url(self, server: str, request: UrlRequest) -> ElicitationAnswer:
        self._say(visible(f"\n? The MCP server {server!r} asks you to open a web page:"))
        self._say(_shown(request.message, MESSAGE_LIMIT))
        secure = "https, encrypted" if request.scheme == "https" else "http, NOT encrypted"
        port = f":{request.port}" if request.port else ""
        self._say(f"  Host:    {visible(request.host)}{port}   ({secure})")
        self._say(f"  Address: {visible(request.url)}")
        choice = await self._choose("  Open it in your browser? [y] open  [n] decline  [c] cancel: ")
        if choice in ("n", "no"):
            return ElicitationAnswer.decline()
        if choice not in ("y", "yes"):
            return ElicitationAnswer.cancel()
        opened = await asyncio.to_thread(webbrowser.open, request.url)
        if not opened:
            self._say("  No browser could be opened here: open the address above yourself.")
        return ElicitationAnswer("accept")

    async def review_sampling(self, review: SamplingReview) -> str | None:
        if not self.interactive:
            self._say(
                visible(f"! The MCP server {review.server!r} asked to use the model; declined: ")
                + "nobody at a terminal can approve it."
            )
            return None
        async with self._one_at_a_time:
            request = review.request
            self._say(visible(f"\n? The MCP server {review.server!r} asks your model to answer this"))
            self._say("  (your conversation is not included; the answer goes back to the server):")
            if request.system_prompt:
                self._say("  --- system prompt ---\n" + _shown(request.system_prompt, PART_LIMIT))
            for message in request.messages:
                self._say(f"  --- {message.role} ---\n" + _shown(message.text, PART_LIMIT))
            cost = review.costs.get(review.model) or "unknown (no price is known for this model)"
            self._say(
                f"  Answered by {visible(review.model)}, at most {request.max_tokens:,} tokens; cost {cost}."
            )
            wishes = request.preferences.described()
            if wishes:
                self._say(f"  The server prefers: {visible(cut(wishes, 500).text)}")
            answer = await self._choose("  Send it to the model? [y/N] ")
            return review.model if answer in ("y", "yes") else None


def asking_at_the_terminal(core: AppCore, *, interactive: bool) -> TerminalMcpPrompter:
    """From now on what the core's MCP servers ask goes to the terminal (declined when not
    ``interactive``); a sampling request is answered, once approved, by the default model."""
    prompter = TerminalMcpPrompter(interactive=interactive)
    use_prompter(core, prompter, lambda: None)
    return prompter


class _GaveUp:
    pass


_GAVE_UP = _GaveUp()


def _hint(spec: FormField) -> str:
    default = spec.default
    if spec.kind == "boolean":
        return " [Y/n]" if default is True else " [y/N]" if default is False else " [y/n]"
    if default is None:
        return ""
    if spec.kind == "choice":
        return f" [{next(n for n, o in enumerate(spec.options, 1) if o.value == default)}]"
    if spec.kind == "multi" and isinstance(default, list):
        numbers = [str(n) for n, o in enumerate(spec.options, 1) if o.value in default]
        return f" [{','.join(numbers)}]"
    return f" [{visible(str(default))}]"


def _parse(spec: FormField, typed: str) -> object:
    """What was typed as the field's value (the default for nothing); None for no answer."""
    if not typed:
        return spec.default
    if spec.kind == "boolean":
        return {"y": True, "yes": True, "n": False, "no": False}.get(typed.lower(), typed)
    if spec.kind in ("number", "integer"):
        try:
            return int(typed) if spec.kind == "integer" else float(typed)
        except ValueError:
            return typed
    if spec.kind == "choice":
        return _option(spec, typed)
    if spec.kind == "multi":
        return [_option(spec, part.strip()) for part in typed.split(",") if part.strip()]
    return typed


def _option(spec: FormField, typed: str) -> str:
    if typed.isdigit() and 1 <= int(typed) <= len(spec.options):
        return spec.options[int(typed) - 1].value
    return typed
