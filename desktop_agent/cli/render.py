"""How the terminal front end shows a turn: the answer on stdout, everything else on stderr."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sys
import threading
from typing import Any, TextIO, assert_never

from desktop_agent.domain.arguments import load_arguments
from desktop_agent.domain.citations import LiveCitations, dropped_note
from desktop_agent.domain.display import json_escaped, visible
from desktop_agent.domain.events import (
    AgentEvent,
    ApprovalGranted,
    ApprovalRequested,
    ContextCompacted,
    ContinueRequested,
    MessageFinished,
    MessageStarted,
    PartDelta,
    PartEnded,
    PartStarted,
    PromptProgress,
    QuestionAsked,
    Retrying,
    RunFailed,
    RunFinished,
    RunStarted,
    SaveProblem,
    StepFinished,
    StepStarted,
    StopReason,
    ToolProgress,
    ToolStateChanged,
    UsageReported,
    event_to_dict,
)
from desktop_agent.domain.messages import ToolCallState, Usage

__all__ = [
    "JsonRenderer",
    "TextRenderer",
    "approval_text",
    "read_terminal_line",
    "short_args",
    "summary_line",
]

DIM, RESET = "\x1b[2m", "\x1b[0m"
_MARKS = {
    ToolCallState.COMPLETED: "✓",
    ToolCallState.ERROR: "✗",
    ToolCallState.DENIED: "⊘",
    ToolCallState.INTERRUPTED: "…",
}


def short_args(arguments: dict[str, Any], limit: int = 80) -> str:
    text = ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in arguments.items())
    return text if len(text) <= limit else text[: limit - 1] + "…"


_RISK = {"low": "low risk", "medium": "medium risk", "high": "HIGH RISK"}
PREVIEW_LINES = 40
"""Lines of a diff or other preview shown before "… N more lines"; a command is always shown whole."""
_BLANK_RUN = 3


def approval_text(event: ApprovalRequested) -> str:
    """What the terminal shows before asking: the call, its risk, why it asks, and the preview.

    Everything the model chose is passed through `visible`, and a command is shown whole, line by line:
    nothing that will run is cut off or hidden by control characters."""
    header = short_args(event.arguments, 200)
    lines = [f"\n? {event.name}({header}) wants to run [{_RISK[event.risk]}]."]
    if event.source != "built-in":
        lines.append(f"  From the MCP server {event.source}.")
    lines.append(f"  {event.reason}")
    if event.unconfined:
        lines.append("  ⚠ Approving runs this command OUTSIDE THE SANDBOX, with all of your rights.")
    if event.protected and event.protected not in event.reason:
        lines.append(f"  {event.protected}")
    if event.definition_changed:
        lines.append("  What changed in the tool's definition:")
        lines.extend(_indented(event.definition_changed))
    whole = event.preview_kind == "command"
    if event.preview:
        label = {"diff": "Changes", "command": "Command"}.get(event.preview_kind or "", "Preview")
        lines.append(f"  {label}:")
        lines.extend(_indented(event.preview, None if whole else PREVIEW_LINES))
    elif event.subject and "\n" not in event.subject:
        lines.append(f"  Touches: {event.subject}")
    elif event.subject:
        lines.append("  Touches:")
        lines.extend(_indented(event.subject, None))
    if not whole and header.endswith("…"):
        lines.append("  Arguments:")
        lines.extend(_indented(json.dumps(event.arguments, indent=2, ensure_ascii=False), None))
    return visible("\n".join(lines)) + "\n"


def _indented(text: str, limit: int | None = PREVIEW_LINES) -> list[str]:
    """Each line indented; runs of empty lines (which could push the rest off the screen) are counted."""
    rows = text.rstrip("\n").split("\n")  # only newlines: a \r or \x0b inside a line is shown by name
    shown: list[str] = []
    blank = 0
    for row in [*(rows if limit is None else rows[:limit]), None]:
        if row is not None and not row.strip():
            blank += 1
            continue
        if blank:
            shown.extend(["    "] * blank if blank < _BLANK_RUN else [f"    ⟨{blank} empty lines⟩"])
            blank = 0
        if row is not None:
            shown.append(f"    {row}")
    if limit is not None and len(rows) > limit:
        shown.append(f"    … {len(rows) - limit} more lines")
    return shown


def _args_of(text: str) -> dict[str, Any]:
    try:
        value = load_arguments(text or "{}")
    except ValueError:
        return {"(invalid JSON)": text[:60]}
    return value if isinstance(value, dict) else {"(not an object)": value}


class TextRenderer:
    def __init__(self, out: TextIO, err: TextIO, *, show_thinking: bool) -> None:
        self._out, self._err = out, err
        self._show_thinking = show_thinking
        self._dim = err.isatty()
        self._calls: dict[str, dict[str, Any]] = {}
        self._in_thinking = False
        self._out_dirty = False
        self._citations = LiveCitations()

    def _answer(self, text: str) -> None:
        if text:
            self._end_thinking()
            self._out.write(visible(text))
            self._out.flush()
            self._out_dirty = not text.endswith("\n")

    def _sources(self) -> None:
        """After the answer: the sources its numbers stand for, and the citations that were removed."""
        cited = self._citations
        if cited.used:
            lines = [f"[{n}] {source.where}" for n, source in cited.sources()]
            self._answer(("\n" if self._out_dirty else "") + "\nSources:\n" + "\n".join(lines) + "\n")
        if cited.dropped:
            self._note(f"! {dropped_note(cited.dropped)}")
        self._citations = LiveCitations()

    def _note(self, text: str, *, trusted: str = "") -> None:
        """A line on stderr; `text` may hold model-chosen text and is made visible, `trusted` is ours."""
        text = visible(text) + trusted
        self._end_thinking()
        if self._out_dirty:
            self._out.write("\n")
            self._out.flush()
            self._out_dirty = False
        self._err.write(text + "\n")
        self._err.flush()

    def _end_thinking(self) -> None:
        if self._in_thinking:
            self._err.write((RESET if self._dim else "") + "\n")
            self._err.flush()
            self._in_thinking = False

    def show(self, event: AgentEvent) -> None:
        match event:
            case RunStarted(skill=skill) if skill:
                self._note(f"Answering with the skill @{skill}.")
            case StepStarted(sources=sources):
                self._citations.step(sources)
            case PartDelta(part_kind="text", text=text):
                self._answer(self._citations.feed(text))
            case PartEnded(part=part) if part.kind == "text":
                self._answer(self._citations.end())
            case PartDelta(part_kind="reasoning", text=text):
                if self._show_thinking:
                    if not self._in_thinking:
                        self._err.write(DIM if self._dim else "")
                        self._in_thinking = True
                    self._err.write(visible(text))
                    self._err.flush()
            case PartDelta():
                pass
            case PartEnded(part=part) if part.kind == "tool_call":
                self._calls[part.call_id] = _args_of(part.arguments_json)
            case ToolStateChanged(state=state, name=name, call_id=call_id, result=result) if state.is_final:
                args = short_args(self._calls.get(call_id, {}))
                line = f"{_MARKS[state]} {name}({args}) {state.value}"
                if result is not None and result.duration_s is not None:
                    line += f" in {result.duration_s:.2f} s"
                if result is not None and state is not ToolCallState.COMPLETED:
                    line += f": {result.content.splitlines()[0] if result.content else ''}"
                self._note(line)
            case Retrying(delay_s=delay, attempt=attempt, max_attempts=most, error=error):
                self._note(f"↻ {error.message} Retrying in {delay:.1f} s (attempt {attempt} of {most}).")
            case RunFinished(stop_reason=reason, message=message, usage=usage, steps=steps):
                self._end_thinking()
                self._answer(self._citations.end())
                self._sources()
                if self._out_dirty:
                    self._out.write("\n")
                    self._out.flush()
                    self._out_dirty = False
                if reason is not StopReason.END and message:
                    self._note(message)
                if self._dim:
                    self._note("", trusted=f"{DIM}{summary_line(steps, usage)}{RESET}")
            case SaveProblem(error=error):
                if error is not None:
                    self._note(f"! {error.message} {error.action}")
                else:
                    self._note("History saved again.")
            case RunFailed(error=error):
                self._answer(self._citations.end())
                self._sources()
                self._note(f"Error: {error.message}" + (f"\n  {error.action}" if error.action else ""))
            case ContextCompacted(compaction=c):
                self._note(
                    f"⇢ Earlier conversation summarised: {c.messages} messages, about "
                    f"{c.tokens_before:,} → {c.tokens_after:,} tokens."
                )
            case (
                RunStarted()
                | MessageStarted()
                | MessageFinished()
                | PartStarted()
                | PartEnded()
                | ToolStateChanged()
                | ApprovalRequested()
                | ApprovalGranted()
                | QuestionAsked()
                | ContinueRequested()
                | UsageReported()
                | PromptProgress()
                | ToolProgress()
                | StepFinished()
            ):
                pass
            case _:
                assert_never(event)


class JsonRenderer:
    """One JSON object per line on stdout; every object has `type`."""

    def __init__(self, out: TextIO) -> None:
        self._out = out

    def show(self, event: AgentEvent) -> None:
        self._out.write(json_escaped(json.dumps(event_to_dict(event), ensure_ascii=False)) + "\n")
        self._out.flush()


def summary_line(steps: int, usage: Usage) -> str:
    """The dim line after an answer: steps and tokens, or that the server did not say how many."""
    plural = "s" if steps != 1 else ""
    if not (usage.input_tokens or usage.output_tokens or usage.cache_read_tokens):
        return f"[{steps} step{plural}, token use not reported by the server]"
    return f"[{steps} step{plural}, {usage.input_tokens:,} input / {usage.output_tokens:,} output tokens]"


async def read_terminal_line(prompt: str) -> str | None:
    """A line typed on the terminal, read in a daemon thread so the event loop runs on; None at its end."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future[str | None] = loop.create_future()

    def read() -> None:
        try:
            sys.stderr.write(prompt)
            sys.stderr.flush()
            line: str | None = sys.stdin.readline()
            line = line.rstrip("\n") if line else None
        except (OSError, ValueError):
            line = None
        with contextlib.suppress(RuntimeError):  # the loop may be gone
            loop.call_soon_threadsafe(lambda: None if future.done() else future.set_result(line))

    threading.Thread(target=read, name="terminal prompt", daemon=True).start()
    return await future
