"""OpenAI-compatible chat completions: OpenAI, Ollama, LM Studio, llama.cpp, vLLM, OpenRouter, DeepSeek..."""

from __future__ import annotations

import asyncio
import gc
import logging
from collections.abc import AsyncIterator, Mapping, Sequence
from types import ModuleType
from typing import Any

from desktop_agent.domain.arguments import load_arguments
from desktop_agent.domain.display import shown_model
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.ids import new_id
from desktop_agent.domain.messages import (
    FinishReason,
    Message,
    ToolCallPart,
    ToolResultPart,
    Usage,
)
from desktop_agent.domain.stream import FinishChunk, ProgressChunk, StreamChunk, UsageChunk
from desktop_agent.providers.assembly import PartAssembler
from desktop_agent.providers.attachments import attachment_text, image_data
from desktop_agent.providers.base import ModelRequest, load_sdk
from desktop_agent.providers.context_window import ask_context_window
from desktop_agent.providers.errors import map_sdk_error, stream_ended_early
from desktop_agent.providers.openai_whole import whole_chunks
from desktop_agent.providers.presets import ProviderPreset, is_local

log = logging.getLogger(__name__)

_FINISH = {
    "stop": FinishReason.END,
    "end_turn": FinishReason.END,
    "tool_calls": FinishReason.TOOL_CALLS,
    "function_call": FinishReason.TOOL_CALLS,
    "length": FinishReason.MAX_TOKENS,
    "content_filter": FinishReason.CONTENT_FILTER,
    "refusal": FinishReason.REFUSAL,
}


def _replayable(call: ToolCallPart) -> str:
    """Arguments as sent back: servers such as vLLM and llama.cpp reject a history holding invalid JSON.

    The model already got an error result saying its arguments were broken, so "{}" loses nothing.
    """
    try:
        value = load_arguments(call.arguments_json)
    except ValueError:
        return "{}"  # also when too large or deeply nested to send back
    return call.arguments_json if isinstance(value, dict) else "{}"


def _user_content(msg: Message, images: Mapping[str, bytes]) -> str | list[dict[str, Any]]:
    """Plain text, or parts when files are attached: each file (image part or its text), then the text."""
    attached = msg.attachments
    if not attached:
        return msg.text
    content: list[dict[str, Any]] = []
    for part in attached:
        image = image_data(part, images)
        if image is None:
            content.append({"type": "text", "text": attachment_text(part)})
        else:
            url = f"data:{image[0]};base64,{image[1]}"
            content.append({"type": "image_url", "image_url": {"url": url}})
    if msg.text:
        content.append({"type": "text", "text": msg.text})
    return content


def to_openai_messages(
    system: str, messages: Sequence[Message], images: Mapping[str, bytes] | None = None
) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"role": "system", "content": system}] if system else []
    for msg in messages:
        if msg.role == "user":
            out.append({"role": "user", "content": _user_content(msg, images or {})})
        elif msg.role == "assistant":
            # "" rather than null beside tool calls: llama-cpp-python rejects null there (HTTP 500); every
            # other server we name takes "".
            entry: dict[str, Any] = {"role": "assistant", "content": msg.text}
            calls = [
                {
                    "id": p.call_id,
                    "type": "function",
                    "function": {"name": p.name, "arguments": _replayable(p)},
                }
                for p in msg.parts
                if isinstance(p, ToolCallPart)
            ]
            if calls:
                entry["tool_calls"] = calls
            if not entry["content"] and not calls:
                continue  # an interrupted step with nothing in it
            out.append(entry)
        else:
            out += _tool_messages(msg, images or {})
    return out


def _tool_messages(msg: Message, images: Mapping[str, bytes]) -> list[dict[str, Any]]:
    """One `tool` message per result. A tool message takes only text, so the images the calls returned
    follow in a message of the person's, each named by its call (an image the model is not shown: a line
    in its call's result instead)."""
    shown: list[dict[str, Any]] = []
    notes: dict[str, list[str]] = {}
    for part in msg.attachments:
        image = image_data(part, images)
        if image is None:
            notes.setdefault(part.call_id or "", []).append(attachment_text(part))
        else:
            shown.append({"type": "text", "text": f"[An image returned by the call {part.call_id}:]"})
            shown.append({"type": "image_url", "image_url": {"url": f"data:{image[0]};base64,{image[1]}"}})
    out: list[dict[str, Any]] = [
        {
            "role": "tool",
            "tool_call_id": part.call_id,
            "content": "\n".join([part.content, *notes.get(part.call_id, [])]),
        }
        for part in msg.parts
        if isinstance(part, ToolResultPart)
    ]
    if shown:
        out.append({"role": "user", "content": shown})
    return out


class OpenAIChatProvider:
    def __init__(
        self, preset: ProviderPreset, *, api_key: str | None, base_url: str, request_timeout_s: float = 600.0
    ) -> None:
        self._preset = preset
        self._key = api_key
        self._base_url = base_url
        self._timeout = request_timeout_s
        self._sdk: ModuleType | None = None
        self._client: Any = None
        self._windows: dict[str, int | None] = {}
        self._whole_with_tools = False
        """The server streamed nothing for a request with tools: ask it without streaming."""

    def __repr__(self) -> str:
        return f"OpenAIChatProvider({self._preset.name!r}, base_url={self._base_url!r})"

    @property
    def name(self) -> str:
        return self._preset.name

    @property
    def label(self) -> str:
        return self._preset.label

    @property
    def base_url(self) -> str:
        return self._base_url

    @property
    def local(self) -> bool:
        return is_local(self._preset, self._base_url)

    async def _ensure_client(self) -> tuple[ModuleType, Any]:
        if self._client is None:
            # Importing the SDK takes ~1 s: never on the event loop's thread.
            sdk, activity = await asyncio.to_thread(load_sdk, "openai")
            gc.freeze()  # the SDK's ~100k long-lived objects need no more scanning by full collections
            self._sdk = sdk
            self._client = sdk.AsyncOpenAI(
                api_key=self._key or "not-needed",
                base_url=self._base_url,
                max_retries=0,  # the agent loop retries, so each retry is visible
                timeout=self._timeout,
                http_client=activity.tapped_client(sdk),
            )
        assert self._sdk is not None
        return self._sdk, self._client

    def _params(self, request: ModelRequest) -> dict[str, Any]:
        params: dict[str, Any] = {
            "model": request.model,
            "messages": to_openai_messages(request.system, request.messages, request.images),
            "stream": True,
            "stream_options": {"include_usage": True},
            self._preset.max_tokens_param: request.max_tokens,
        }
        if request.temperature is not None:
            params["temperature"] = request.temperature
        if request.tools:
            params["tools"] = [
                {
                    "type": "function",
                    "function": {"name": t.name, "description": t.description, "parameters": t.parameters},
                }
                for t in request.tools
            ]
            # Said, not assumed: llama-cpp-python's function-calling mode leaves the tools out of the prompt
            # without it.
            params["tool_choice"] = "auto"
        if request.thinking and self._preset.name == "openai":
            params["reasoning_effort"] = "medium"
        if self._preset.reports_progress:
            params["extra_body"] = {"return_progress": True}  # read while a CPU reads a long prompt
        return params

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamChunk]:
        sdk, client = await self._ensure_client()
        if request.tools and self._whole_with_tools:
            for out in await self._whole(client, sdk, self._params(request), request.model):
                yield out
            return
        parts = PartAssembler()
        finish: FinishReason | None = None
        raw_finish: str | None = None
        usage: Usage | None = None
        seen_calls: set[int] = set()
        started = False
        refused = False
        received = False
        params = self._params(request)
        try:
            stream = await client.chat.completions.create(**params)
            started = True
            async with stream:
                async for chunk in stream:
                    received = True
                    progress = (chunk.model_extra or {}).get("prompt_progress")
                    if isinstance(progress, dict) and not parts.is_open("text"):
                        done, total = progress.get("processed"), progress.get("total")
                        if isinstance(done, int) and isinstance(total, int) and total > 0:
                            yield ProgressChunk(min(done, total), total)
                    if chunk.usage is not None:
                        u = chunk.usage
                        details = getattr(u, "prompt_tokens_details", None)
                        cached = (getattr(details, "cached_tokens", 0) or 0) if details else 0
                        usage = Usage(
                            input_tokens=max(0, (u.prompt_tokens or 0) - cached),
                            output_tokens=u.completion_tokens or 0,
                            cache_read_tokens=cached,
                        )
                    for choice in chunk.choices[:1]:
                        for out in self._choice(choice, parts, seen_calls):
                            yield out
                        if getattr(choice.delta, "refusal", None):
                            refused = True
                        if choice.finish_reason:
                            raw_finish = choice.finish_reason
                            finish = _FINISH.get(choice.finish_reason, FinishReason.UNKNOWN)
                            if refused and finish is FinishReason.END:
                                finish = FinishReason.REFUSAL
        except Exception as exc:
            error = self._error(exc, sdk, request.model, streaming=started)
            if error.kind is ErrorKind.MODEL_NOT_FOUND:
                error = await self._with_models(error, request.model)
            raise error from None
        if finish is None and not received:
            # An empty 200 stream: llama-cpp-python's answer to tools with tool_choice "auto", and to a
            # prompt over its context window. Asked once without streaming, it answers, or says why not;
            # with tools, this server is asked without streaming from now on.
            log.info("%s sent an empty stream; asking again without streaming", self.label)
            for out in await self._whole(client, sdk, params, request.model):
                yield out
            self._whole_with_tools = bool(request.tools)
            return
        if finish is None:
            raise stream_ended_early(self.label)
        for out in parts.end_all():
            yield out
        if usage is not None:
            yield UsageChunk(usage)
        yield FinishChunk(finish, raw_finish)

    def _choice(self, choice: Any, parts: PartAssembler, seen_calls: set[int]) -> list[StreamChunk]:
        delta = choice.delta
        out: list[StreamChunk] = []
        if delta is None:
            return out
        extra = delta.model_extra or {}
        reasoning = extra.get("reasoning_content") or extra.get("reasoning")
        if isinstance(reasoning, str) and reasoning:
            out += parts.end_all_except("reasoning") if not parts.is_open("reasoning") else []
            out += parts.delta("reasoning", "reasoning", reasoning)
        # A refusal streams in its own field; the person sees it as the answer.
        text = (delta.content or "") + (getattr(delta, "refusal", None) or "")
        if text:
            if not parts.is_open("text"):
                out += parts.end_all_except("text")
            out += parts.delta("text", "text", text)
        for position, call in enumerate(delta.tool_calls or ()):
            index = call.index if call.index is not None else position
            fn = call.function
            if index not in seen_calls:
                out += parts.end("text") + parts.end("reasoning")
                call_id = call.id or new_id("call")  # some local servers send no id
                name = (fn.name if fn else None) or ""
                seen_calls.add(index)
                out += parts.start_tool_call(("tool", index), call_id, name)
            if fn and fn.arguments:
                out += parts.delta(("tool", index), "tool_call", fn.arguments)
        return out

    def _error(self, exc: BaseException, sdk: ModuleType, model: str, *, streaming: bool) -> UserFacingError:
        return map_sdk_error(
            exc,
            sdk,
            label=self.label,
            base_url=self._base_url,
            model=model,
            secret=self._key,
            streaming=streaming,
        )

    async def _whole(
        self, client: Any, sdk: ModuleType, params: dict[str, Any], model: str
    ) -> list[StreamChunk]:
        """The same request without streaming, as the chunks a stream would have brought."""
        whole = {k: v for k, v in params.items() if k not in ("stream", "stream_options", "extra_body")}
        try:
            completion = await client.chat.completions.create(**whole)
        except Exception as exc:
            raise self._error(exc, sdk, model, streaming=False) from None
        return whole_chunks(completion, _FINISH)

    async def _with_models(self, error: UserFacingError, model: str) -> UserFacingError:
        """Model-not-found, with the models the server does have (when it says)."""
        try:
            models = await asyncio.wait_for(self.list_models(), 5.0)
        except (UserFacingError, TimeoutError):
            return error
        if not models:
            return error
        shown = ", ".join(shown_model(m) for m in models[:8]) + (", …" if len(models) > 8 else "")
        return UserFacingError(
            ErrorKind.MODEL_NOT_FOUND,
            f"{self.label} has no model called {shown_model(model)!r}. It has: {shown}.",
            "Pick one of these in the model picker, or with --model.",
            status=error.status,
        )

    async def context_window(self, model: str) -> int | None:
        if model not in self._windows:
            _sdk, client = await self._ensure_client()
            try:
                async with asyncio.timeout(5):
                    found = await ask_context_window(client, self._preset.name, self._base_url, model)
            except TimeoutError:
                found = None
            self._windows[model] = found
        return self._windows[model]

    async def list_models(self) -> list[str]:
        sdk, client = await self._ensure_client()
        try:
            page = await client.models.list()
            return sorted(m.id for m in page.data)
        except Exception as exc:
            raise map_sdk_error(
                exc, sdk, label=self.label, base_url=self._base_url, model="", secret=self._key
            ) from None

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.close()
            self._client = None
