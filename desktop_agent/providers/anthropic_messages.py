"""Anthropic Messages API: text, thinking (with signatures sent back), tool use."""

from __future__ import annotations

import asyncio
import gc
import logging
from collections.abc import AsyncIterator, Mapping, Sequence
from types import ModuleType
from typing import Any

from desktop_agent.domain.arguments import load_arguments
from desktop_agent.domain.messages import (
    AttachmentPart,
    FinishReason,
    Message,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    Usage,
)
from desktop_agent.domain.stream import FinishChunk, StreamChunk, UsageChunk
from desktop_agent.providers.assembly import PartAssembler
from desktop_agent.providers.attachments import attachment_text, image_data
from desktop_agent.providers.base import ModelRequest, load_sdk
from desktop_agent.providers.errors import map_sdk_error, stream_ended_early
from desktop_agent.providers.presets import ProviderPreset, is_local

log = logging.getLogger(__name__)

_STOP = {
    "end_turn": FinishReason.END,
    "stop_sequence": FinishReason.END,
    "pause_turn": FinishReason.END,
    "tool_use": FinishReason.TOOL_CALLS,
    "max_tokens": FinishReason.MAX_TOKENS,
    "model_context_window_exceeded": FinishReason.MAX_TOKENS,
    "refusal": FinishReason.REFUSAL,
}


def _tool_input(arguments_json: str) -> dict[str, Any]:
    try:
        value = load_arguments(arguments_json)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _attachment_block(part: AttachmentPart, images: Mapping[str, bytes]) -> dict[str, Any]:
    image = image_data(part, images)
    if image is None:
        return {"type": "text", "text": attachment_text(part)}
    return {"type": "image", "source": {"type": "base64", "media_type": image[0], "data": image[1]}}


def _with_images(text: str, shown: list[dict[str, Any]]) -> list[dict[str, Any]]:
    words = [{"type": "text", "text": text}] if text.strip() else []  # an empty text block is refused
    return [*words, *shown]


def _blocks(msg: Message, images: Mapping[str, bytes]) -> list[dict[str, Any]]:
    # A person's files first, then the message's words (the order Anthropic recommends for images); the
    # images a tool returned go inside its call's result.
    shown_by: dict[str, list[dict[str, Any]]] = {}
    blocks: list[dict[str, Any]] = []
    for attached in msg.attachments:
        if attached.call_id is not None:
            shown_by.setdefault(attached.call_id, []).append(_attachment_block(attached, images))
        else:
            blocks.append(_attachment_block(attached, images))
    for part in msg.parts:
        if isinstance(part, ReasoningPart):
            if part.redacted:
                blocks.append({"type": "redacted_thinking", "data": part.redacted})
            elif part.signature:  # unsigned thinking cannot be sent back
                blocks.append({"type": "thinking", "thinking": part.text, "signature": part.signature})
        elif isinstance(part, TextPart):
            if part.text.strip():
                blocks.append({"type": "text", "text": part.text})
        elif isinstance(part, ToolCallPart):
            blocks.append(
                {
                    "type": "tool_use",
                    "id": part.call_id,
                    "name": part.name,
                    "input": _tool_input(part.arguments_json),
                }
            )
        elif isinstance(part, ToolResultPart):
            shown = shown_by.get(part.call_id)
            block: dict[str, Any] = {
                "type": "tool_result",
                "tool_use_id": part.call_id,
                "content": _with_images(part.content, shown) if shown else part.content,
            }
            if part.is_error:
                block["is_error"] = True
            blocks.append(block)
    return blocks


def to_anthropic_messages(
    messages: Sequence[Message], images: Mapping[str, bytes] | None = None
) -> list[dict[str, Any]]:
    """Tool results travel as user content; consecutive same-role messages are merged."""
    out: list[dict[str, Any]] = []
    for msg in messages:
        role = "assistant" if msg.role == "assistant" else "user"
        blocks = _blocks(msg, images or {})
        if not blocks:
            continue
        if out and out[-1]["role"] == role:
            out[-1]["content"].extend(blocks)
        else:
            out.append({"role": role, "content": blocks})
    return out


class AnthropicProvider:
    def __init__(
        self, preset: ProviderPreset, *, api_key: str | None, base_url: str, request_timeout_s: float = 600.0
    ) -> None:
        self._preset = preset
        self._key = api_key
        self._base_url = base_url
        self._timeout = request_timeout_s
        self._sdk: ModuleType | None = None
        self._client: Any = None

    def __repr__(self) -> str:
        return f"AnthropicProvider({self._preset.name!r}, base_url={self._base_url!r})"

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
            sdk, activity = await asyncio.to_thread(load_sdk, "anthropic")
            gc.freeze()  # the SDK's ~100k long-lived objects need no more scanning by full collections
            self._sdk = sdk
            self._client = sdk.AsyncAnthropic(
                api_key=self._key,
                base_url=self._base_url,
                max_retries=0,
                timeout=self._timeout,
                http_client=activity.tapped_client(sdk),
            )
        assert self._sdk is not None
        return self._sdk, self._client

    def _params(self, request: ModelRequest) -> dict[str, Any]:
        params: dict[str, Any] = {
            "model": request.model,
            "messages": to_anthropic_messages(request.messages, request.images),
            "max_tokens": request.max_tokens,
            "stream": True,
        }
        if request.system:
            params["system"] = request.system
        if request.tools:
            params["tools"] = [
                {
                    "name": t.name,
                    "description": t.description,
                    "input_schema": t.parameters or {"type": "object"},
                }
                for t in request.tools
            ]
        if request.thinking:
            budget = max(1024, min(request.thinking_budget, request.max_tokens - 1))
            params["thinking"] = {"type": "enabled", "budget_tokens": budget}
        elif request.temperature is not None:
            params["temperature"] = request.temperature
        return params

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamChunk]:
        sdk, client = await self._ensure_client()
        parts = PartAssembler()
        finish: FinishReason | None = None
        raw_stop: str | None = None
        usage = Usage()
        stopped = False
        started = False
        try:
            stream = await client.messages.create(**self._params(request))
            started = True
            async with stream:
                async for event in stream:
                    etype = event.type
                    if etype == "message_start":
                        u = event.message.usage
                        usage = Usage(
                            input_tokens=u.input_tokens or 0,
                            output_tokens=u.output_tokens or 0,
                            cache_read_tokens=getattr(u, "cache_read_input_tokens", 0) or 0,
                            cache_write_tokens=getattr(u, "cache_creation_input_tokens", 0) or 0,
                        )
                    elif etype == "content_block_start":
                        for out in self._block_start(event.index, event.content_block, parts):
                            yield out
                    elif etype == "content_block_delta":
                        for out in self._block_delta(event.index, event.delta, parts):
                            yield out
                    elif etype == "content_block_stop":
                        for out in parts.end(event.index):
                            yield out
                    elif etype == "message_delta":
                        raw_stop = event.delta.stop_reason
                        finish = _STOP.get(raw_stop or "", FinishReason.UNKNOWN)
                        out_tokens = getattr(event.usage, "output_tokens", None)
                        if out_tokens is not None:
                            usage = Usage(
                                usage.input_tokens,
                                out_tokens,
                                usage.cache_read_tokens,
                                usage.cache_write_tokens,
                            )
                    elif etype == "message_stop":
                        stopped = True
        except Exception as exc:
            raise map_sdk_error(
                exc,
                sdk,
                label=self.label,
                base_url=self._base_url,
                model=request.model,
                secret=self._key,
                streaming=started,
            ) from None
        if not stopped or finish is None:
            raise stream_ended_early(self.label)
        for out in parts.end_all():
            yield out
        yield UsageChunk(usage)
        yield FinishChunk(finish, raw_stop)

    @staticmethod
    def _block_start(index: int, block: Any, parts: PartAssembler) -> list[StreamChunk]:
        btype = block.type
        if btype == "tool_use":
            return parts.start_tool_call(index, block.id, block.name)
        if btype == "thinking":
            out = parts.start(index, "reasoning")
            if block.thinking:
                out += parts.delta(index, "reasoning", block.thinking)
            return out
        if btype == "redacted_thinking":
            out = parts.start(index, "reasoning")
            parts.set_redacted(index, block.data)
            return out
        if btype == "text":
            out = parts.start(index, "text")
            if block.text:
                out += parts.delta(index, "text", block.text)
            return out
        log.debug("Ignoring content block of type %s", btype)
        return []

    @staticmethod
    def _block_delta(index: int, delta: Any, parts: PartAssembler) -> list[StreamChunk]:
        dtype = delta.type
        if dtype == "text_delta":
            return parts.delta(index, "text", delta.text)
        if dtype == "thinking_delta":
            return parts.delta(index, "reasoning", delta.thinking)
        if dtype == "signature_delta":
            if parts.is_open(index):
                parts.set_signature(index, delta.signature)
            return []
        if dtype == "input_json_delta":
            return parts.delta(index, "tool_call", delta.partial_json)
        return []

    async def context_window(self, model: str) -> int | None:
        return None  # Anthropic's models take 200k tokens and more; its API does not say

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
