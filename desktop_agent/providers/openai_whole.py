"""A whole (non-streamed) chat completion as the chunks a stream would have brought.

For servers that stream nothing in some cases: llama-cpp-python's `chatml-function-calling` answers a
streamed request with tools and `tool_choice: "auto"` with an empty 200 stream ("Automatic streaming tool
choice is not supported" in its log) but answers the same request without streaming.
"""

from __future__ import annotations

from typing import Any

from desktop_agent.domain.ids import new_id
from desktop_agent.domain.messages import FinishReason, Usage
from desktop_agent.domain.stream import FinishChunk, StreamChunk, UsageChunk
from desktop_agent.providers.assembly import PartAssembler


def whole_chunks(completion: Any, finishes: dict[str, FinishReason]) -> list[StreamChunk]:
    parts = PartAssembler()
    out: list[StreamChunk] = []
    choice = completion.choices[0] if completion.choices else None
    message = choice.message if choice is not None else None
    if message is not None:
        extra = message.model_extra or {}
        reasoning = extra.get("reasoning_content") or extra.get("reasoning")
        if isinstance(reasoning, str) and reasoning:
            out += parts.delta("reasoning", "reasoning", reasoning) + parts.end("reasoning")
        text = (message.content or "") + (getattr(message, "refusal", None) or "")
        if text:
            out += parts.delta("text", "text", text) + parts.end("text")
        for index, call in enumerate(message.tool_calls or ()):
            fn = call.function
            out += parts.start_tool_call(("tool", index), call.id or new_id("call"), fn.name or "")
            if fn.arguments:
                out += parts.delta(("tool", index), "tool_call", fn.arguments)
            out += parts.end(("tool", index))
    if completion.usage is not None:
        u = completion.usage
        details = getattr(u, "prompt_tokens_details", None)
        cached = (getattr(details, "cached_tokens", 0) or 0) if details else 0
        usage = Usage(max(0, (u.prompt_tokens or 0) - cached), u.completion_tokens or 0, cached)
        out.append(UsageChunk(usage))
    raw = choice.finish_reason if choice is not None else None
    out.append(FinishChunk(finishes.get(raw or "", FinishReason.UNKNOWN), raw))
    return out
