"""One turn: steps of model call -> tool calls -> results, until the model is done or a guard stops it."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import random
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from desktop_agent.agent.approvals import SavedGrants
from desktop_agent.agent.compaction import Fitter, compact, with_summary
from desktop_agent.agent.guards import RepeatGuard, canonical_call
from desktop_agent.agent.interactions import Interactions
from desktop_agent.agent.learnt_windows import LearntWindows, TurnWindow, window_key
from desktop_agent.agent.policy import PermissionPolicy, Rule
from desktop_agent.agent.prompt_budget import COMPACT_AT_MOST, compact_spec, does_not_fit, estimate_tokens
from desktop_agent.agent.text_tool_calls import TOOL_CALL_AS_TEXT, wrote_tool_call
from desktop_agent.agent.tool_exec import KeepImages, ToolExecutor
from desktop_agent.domain.citations import Source, given_sources, resolve
from desktop_agent.domain.compaction import Compaction
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.events import (
    AgentEvent,
    ContextCompacted,
    ContinueRequested,
    FinalEvent,
    MessageFinished,
    MessageStarted,
    PartDelta,
    PartEnded,
    PartStarted,
    PromptProgress,
    Retrying,
    RunFailed,
    RunFinished,
    RunStarted,
    SaveProblem,
    StepFinished,
    StepStarted,
    StopReason,
    UsageReported,
)
from desktop_agent.domain.ids import new_id
from desktop_agent.domain.messages import (
    FinishReason,
    Message,
    Part,
    PartKind,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolCallState,
    ToolResultPart,
    Usage,
)
from desktop_agent.domain.stream import (
    FinishChunk,
    PartDeltaChunk,
    PartEndChunk,
    PartStartChunk,
    ProgressChunk,
    StreamChunk,
    UsageChunk,
)
from desktop_agent.domain.tools import ToolSpec
from desktop_agent.providers.base import ModelProvider, ModelRequest, stream_activity
from desktop_agent.providers.retry import RetryPolicy
from desktop_agent.tools.registry import ToolRegistry

log = logging.getLogger(__name__)

KEEPALIVE_STALLS = 4
LAST_SAVE_WAIT_S = 5.0
"""How long the end of a turn waits to learn whether its last step was saved (a locked file may hold it)."""
"""Keep-alives alone keep a stream waiting for at most this many stall limits: a server that only pings
is given up in the end."""

CUT_OFF = "This call was cut off by the output token limit and was not run."
INTERRUPTED = "This call was interrupted before it finished; it may not have run."
STOPPED_REPEAT = "Not run: the person stopped the turn after repeated identical calls."
MAX_CALLS_PER_STEP = 32
TOO_MANY_CALLS = (
    f"Not run: too many tool calls in one step (at most {MAX_CALLS_PER_STEP} run). "
    "Send the calls you still need in the next step."
)


@dataclass(frozen=True, slots=True)
class TurnSettings:
    model: str
    system: str = ""
    compact_system: str = ""
    """The instructions in fewer words, for a small context window ('' = `system`)."""
    temperature: float | None = None
    max_tokens: int = 8192
    thinking: bool = False
    thinking_budget: int = 4096
    max_steps: int = 50
    stall_timeout_s: float = 180.0
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    max_tool_output_chars: int = 30_000
    repeat_limit: int = 3
    offer_tools: bool = True
    """False: the model is sent no tools this turn (small talk, or the person switched them off)."""
    skill: str = ""
    """The skill answering this turn (its instructions are in `system`, its tools the registry's)."""
    context_window: int = 0
    """The model's window from the settings or the known models (0: unknown); a server's own word wins."""
    own_window: bool = False
    """`context_window` is the person's own setting: a window learnt from refusals does not replace it."""
    compact: bool = True
    """Summarise earlier turns when a request nears the window (see `agent.compaction`)."""
    compact_at: float = 0.8
    keep_turns: int = 2
    opening: tuple[ToolCallPart, ...] = ()
    """Calls the app makes before the model's first step (automatic retrieval from knowledge bases): shown
    and stored as any call, and their results go with the first request."""
    vision: bool | None = None
    """Whether the model sees images (None: unknown, they are sent). False: an attached image goes as its
    name, with a line saying the model could not see it."""


@dataclass(slots=True)
class _OpenPart:
    kind: PartKind
    call_id: str | None
    name: str | None
    chunks: list[str] = field(default_factory=list)


@dataclass(slots=True)
class _StepState:
    message: Message
    open: dict[int, _OpenPart] = field(default_factory=dict)
    ended: dict[int, Part] = field(default_factory=dict)
    streamed: bool = False
    finish: FinishReason | None = None
    calls: list[ToolCallPart] = field(default_factory=list)
    results: dict[str, ToolResultPart] = field(default_factory=dict)
    tool_message: Message | None = None
    given: dict[str, Source] = field(default_factory=dict)
    """What the model may cite in this step (the sources in the messages it was sent)."""

    def cite(self) -> None:
        """Keep with the message what its text cites: the backed sources and the ids dropped."""
        cited = resolve([p.text for p in self.message.parts if isinstance(p, TextPart)], self.given)
        if cited:
            self.message.meta["citations"] = cited.as_dict()


class TurnLoop:
    """Runs one turn. `emit` receives every event; the final one is also returned."""

    def __init__(
        self,
        *,
        run_id: str,
        session_id: str,
        agent: str,
        provider: ModelProvider,
        tools: ToolRegistry,
        policy: PermissionPolicy,
        grants: list[Rule],
        workspace: Path,
        settings: TurnSettings,
        interactions: Interactions,
        emit: Callable[[AgentEvent], None],
        rng: random.Random | None = None,
        before_request: Callable[[], Awaitable[UserFacingError | None]] | None = None,
        saved_grants: SavedGrants | None = None,
        compactions: list[Compaction] | None = None,
        read_file: Callable[[str], bytes | None] | None = None,
        keep_images: KeepImages | None = None,
        learnt_windows: LearntWindows | None = None,
    ) -> None:
        """`before_request` is awaited before every model call (the history's write barrier);
        `compactions` are the session's (a new one is added to it); `read_file` gives an attached file's
        bytes by its SHA-256 (run in a worker thread); `learnt_windows` keeps the windows refusals teach."""
        self._run_id = run_id
        self._session_id = session_id
        self._agent = agent
        self._provider = provider
        self._tools = tools
        self._settings = settings
        self._interactions = interactions
        self._emit = emit
        self._rng = rng or random.Random()
        self._before_request = before_request
        self._save_problem: UserFacingError | None = None
        self._guard = RepeatGuard(settings.repeat_limit)
        self._usage = Usage()
        self._steps = 0
        self._step: _StepState | None = None
        self._history: list[Message] = []
        self._window: int | None = None
        """The model's context window as its server says (0: it does not), asked at the first request."""
        self._compactions = compactions if compactions is not None else []
        self._fit_window = TurnWindow(
            configured=settings.context_window,
            own=settings.own_window,
            learnt=learnt_windows,
            key=window_key(provider, settings.model),
        )
        self._fitter: Fitter | None = None
        self._read_file = read_file
        self._images: dict[str, bytes | None] = {}
        """Attached images read for this turn (None: missing), sent again with every step."""
        self._executor = ToolExecutor(
            run_id=run_id,
            tools=tools,
            policy=policy,
            grants=grants,
            saved_grants=saved_grants,
            workspace=workspace,
            interactions=interactions,
            emit=emit,
            max_output_chars=settings.max_tool_output_chars,
            keep_images=keep_images,
        )

    # ---- the edge: every way out of a turn ends in exactly one final event ----

    async def run(self, history: list[Message], user_message: Message) -> FinalEvent:
        s = self._settings
        self._history = history
        self._emit(
            RunStarted(self._run_id, self._session_id, self._agent, self._provider.name, s.model, s.skill)
        )
        history.append(user_message)
        self._emit(MessageStarted(self._run_id, user_message.id, "user"))
        self._emit(MessageFinished(self._run_id, user_message.id, "complete"))
        final: FinalEvent
        try:
            reason, note = await self._steps_until_done(history)
            final = RunFinished(self._run_id, reason, self._usage, self._steps, note)
        except asyncio.CancelledError:
            self._close_step("interrupted")
            self._interactions.cancel_all()
            final = RunFinished(self._run_id, StopReason.CANCELLED, self._usage, self._steps, "Stopped.")
        except UserFacingError as err:
            self._close_step("error")
            self._interactions.cancel_all()
            final = RunFailed(self._run_id, err, self._usage, self._steps)
        except Exception:  # a bug: keep what we have, tell the person, log the details
            log.exception("The turn failed")
            self._close_step("error")
            self._interactions.cancel_all()
            bug = UserFacingError(
                ErrorKind.INTERNAL, "Something went wrong inside Desktop Agent.", "See the log."
            )
            final = RunFailed(self._run_id, bug, self._usage, self._steps)
        await self._last_barrier()
        self._emit(final)
        return final

    async def _last_barrier(self) -> None:
        """The last step's writes have no request after them to find a problem saving them (a disk that
        filled up while the answer streamed): it is said before the final event, as at every barrier."""
        try:
            async with asyncio.timeout(LAST_SAVE_WAIT_S):
                await self._barrier()
        except TimeoutError:
            log.warning("The history had not caught up %.0f s after the turn ended", LAST_SAVE_WAIT_S)
        except asyncio.CancelledError:  # Stop pressed again while it waits: the final event still goes out
            log.info("Stopped while waiting for the history at the end of the turn")

    async def _steps_until_done(self, history: list[Message]) -> tuple[StopReason, str]:
        s = self._settings
        if s.opening:
            await self._opening_calls(history, s.opening)
        while True:
            if self._steps >= s.max_steps:
                return (
                    StopReason.STEP_LIMIT,
                    f"Stopped after {s.max_steps} steps (the step limit for this agent).",
                )
            self._steps += 1
            step = await self._model_step(history)
            calls = step.calls
            finish = step.finish or FinishReason.UNKNOWN
            self._emit(StepFinished(self._run_id, self._steps, finish))
            if finish is FinishReason.MAX_TOKENS:
                if calls:
                    self._results_message(
                        history, step, {c.call_id: (CUT_OFF, ToolCallState.ERROR) for c in calls}
                    )
                return StopReason.MAX_TOKENS, "The answer reached the output token limit."
            if not calls:
                if finish is FinishReason.CONTENT_FILTER:
                    return StopReason.CONTENT_FILTER, "The provider's content filter stopped the answer."
                if finish is FinishReason.REFUSAL:
                    return StopReason.REFUSAL, "The model declined to answer."
                self._step = None
                if wrote_tool_call(step.message.text, self._tools.names()):
                    return StopReason.TOOL_CALL_AS_TEXT, TOOL_CALL_AS_TEXT
                return StopReason.END, ""
            calls, extra = calls[:MAX_CALLS_PER_STEP], calls[MAX_CALLS_PER_STEP:]
            if not await self._guard_repeats(calls):
                self._results_message(
                    history, step, {c.call_id: (STOPPED_REPEAT, ToolCallState.DENIED) for c in step.calls}
                )
                return StopReason.REPEATED_CALLS, "Stopped after repeated identical tool calls."
            tool_message = Message(role="tool", id=new_id("msg"))
            step.tool_message = tool_message
            history.append(tool_message)
            self._emit(MessageStarted(self._run_id, tool_message.id, "tool"))
            await self._executor.run_all(calls, step.results)
            self._fill_results(step, {c.call_id: (TOO_MANY_CALLS, ToolCallState.ERROR) for c in extra})
            self._emit(MessageFinished(self._run_id, tool_message.id, "complete"))
            self._step = None

    async def _opening_calls(self, history: list[Message], calls: tuple[ToolCallPart, ...]) -> None:
        """The app's own calls before the first step, as a message of calls with its results after it."""
        message = Message(role="assistant", id=new_id("msg"), meta={"provider": self._provider.name})
        step = _StepState(message)
        self._step = step
        history.append(message)
        self._emit(MessageStarted(self._run_id, message.id, "assistant"))
        for index, call in enumerate(calls):
            self._emit(PartStarted(self._run_id, message.id, index, "tool_call", call.call_id, call.name))
            step.ended[index] = call
            self._emit(PartEnded(self._run_id, message.id, index, call))
            self._executor.state(call, ToolCallState.PENDING)
        message.parts = list(calls)
        step.calls = message.tool_calls
        message.finish_reason = step.finish = FinishReason.TOOL_CALLS
        self._emit(MessageFinished(self._run_id, message.id, "complete"))
        tool_message = Message(role="tool", id=new_id("msg"))
        step.tool_message = tool_message
        history.append(tool_message)
        self._emit(MessageStarted(self._run_id, tool_message.id, "tool"))
        await self._executor.run_all(step.calls, step.results)
        self._fill_results(step, {})
        self._emit(MessageFinished(self._run_id, tool_message.id, "complete"))
        self._step = None

    # ---- one model call, with retries while nothing has streamed ----

    async def _prompt(self, history: list[Message]) -> tuple[str, list[ToolSpec]]:
        """The instructions and tools for this request: compact for a small context window; a prompt that
        clearly cannot fit is not sent (see `prompt_budget`)."""
        s = self._settings
        if self._window is None:
            self._window = await self._provider.context_window(s.model) or 0
            await self._fit_window.start(self._window)
        system, tools = s.system, self._tools.specs() if s.offer_tools else []
        if self._window and self._window <= COMPACT_AT_MOST:
            system, tools = s.compact_system or system, [compact_spec(t) for t in tools]
        return system, tools

    async def _fit(
        self, history: list[Message], system: str, tools: list[ToolSpec], *, harder: bool = False
    ) -> list[Message]:
        """The messages of the next request: the active summary in place of what it stands for, long old
        tool outputs shortened and earlier turns summarised when the request nears the window. A request
        that clearly cannot fit the window a server said is not sent."""
        s = self._settings
        window = self._fit_window.tokens
        if not window:
            return with_summary(history, self._compactions)
        if self._fitter is None:
            self._fitter = Fitter(window=window, threshold=s.compact_at, keep_turns=s.keep_turns)
        if not s.compact:  # sent as it is (a summary the person asked for still stands in)
            messages = with_summary(history, self._compactions)
            needed = self._fitter.estimate(system, tools, messages)
            if self._window and needed > self._window:
                raise does_not_fit(needed, self._window, model=s.model, agent=self._agent, tools=bool(tools))
            return messages
        fitted, over = self._fitter.fit(system, tools, history, self._compactions, harder=harder)
        if over and await self._compact(history, system, tools, harder=harder):
            fitted, over = self._fitter.fit(system, tools, history, self._compactions, harder=harder)
        if self._window and fitted.tokens > self._window:
            raise does_not_fit(
                fitted.tokens, self._window, model=s.model, agent=self._agent, tools=bool(tools)
            )
        return fitted.messages

    async def _compact(
        self, history: list[Message], system: str, tools: list[ToolSpec], *, harder: bool
    ) -> bool:
        """Summarise the earlier turns (the newest stay whole); False when there is nothing to summarise or
        the model could not (the request goes with its long outputs shortened, and the provider decides)."""
        s = self._settings
        assert self._fitter is not None
        try:
            made = await compact(
                self._provider, s.model, history, self._compactions, fitter=self._fitter,
                keep_turns=1 if harder else s.keep_turns, automatic=True,
            )  # fmt: skip
        except UserFacingError as err:
            log.warning("The earlier conversation could not be summarised: %s", err.kind.value)
            return False
        if made is None:
            return False
        self._compactions.append(made)
        self._emit(ContextCompacted(self._run_id, self._session_id, made))
        return True

    async def _images_in(self, messages: Sequence[Message]) -> dict[str, bytes]:
        """The bytes of the images attached in `messages`, when the model may see them."""
        if self._settings.vision is False or self._read_file is None:
            return {}
        read = self._read_file
        wanted = {
            p.sha256 for m in messages for p in m.attachments if p.file_kind == "image"
        } - self._images.keys()
        for sha in sorted(wanted):
            self._images[sha] = await asyncio.to_thread(read, sha)
            if self._images[sha] is None:
                log.warning("An attached image (%s…) is missing; its name is sent instead", sha[:12])
        return {
            p.sha256: data
            for m in messages
            for p in m.attachments
            if (data := self._images.get(p.sha256)) is not None
        }

    async def _model_step(self, history: list[Message]) -> _StepState:
        s = self._settings
        system, tools = await self._prompt(history)
        messages = await self._fit(history, system, tools)
        request = ModelRequest(
            model=s.model,
            messages=messages,
            images=await self._images_in(messages),
            system=system,
            tools=tools,
            temperature=s.temperature,
            max_tokens=s.max_tokens,
            thinking=s.thinking,
            thinking_budget=s.thinking_budget,
        )
        message = Message(
            role="assistant", id=new_id("msg"), meta={"model": s.model, "provider": self._provider.name}
        )
        step = _StepState(message, given=given_sources(messages))
        self._step = step
        history.append(message)
        self._emit(MessageStarted(self._run_id, message.id, "assistant"))
        self._emit(StepStarted(self._run_id, self._steps, message.id, tuple(step.given.values())))
        retry = 0
        harder = False
        while True:
            await self._barrier()
            try:
                await self._stream_into(step, request)
                break
            except UserFacingError as err:
                if step.streamed:
                    raise
                if (
                    err.kind is ErrorKind.CONTEXT_TOO_LONG
                ):  # compact harder and ask once more (once), if it helps
                    smaller = None if harder else await self._after_refusal(err, history[:-1], request)
                    if smaller is None:
                        raise
                    harder = True
                    request = dataclasses.replace(request, messages=smaller)
                    continue
                retry += 1
                delay = s.retry.delay_for(retry, err, self._rng)
                if delay is None:
                    raise
                log.info("Retrying step %d in %.2f s after %s", self._steps, delay, err.kind.value)
                self._emit(
                    Retrying(self._run_id, self._steps, retry, s.retry.max_retries, round(delay, 3), err)
                )
                await asyncio.sleep(delay)
        message.parts = [step.ended[i] for i in sorted(step.ended)]
        step.calls = message.tool_calls
        message.finish_reason = step.finish
        step.cite()
        self._emit(MessageFinished(self._run_id, message.id, "complete"))
        return step

    async def _after_refusal(
        self, err: UserFacingError, history: list[Message], request: ModelRequest
    ) -> list[Message] | None:
        """After a refusal as too long: the window it teaches is learnt (and kept), and the request's
        messages compacted to fit it; None when compaction is off or would not make the request smaller
        (asked again, it would be refused again)."""
        system, tools = request.system, list(request.tools)
        refused = estimate_tokens(system, tools, request.messages)
        window = self._fit_window.learn(err, refused, self._fitter)
        if not self._settings.compact:
            return None
        log.info("The request was too long for %s; compacting to fit %d tokens", self._settings.model, window)
        try:
            messages = await self._fit(history, system, tools, harder=True)
        except UserFacingError:  # it cannot fit even compacted: the server's own refusal says it best
            return None
        return messages if estimate_tokens(system, tools, messages) < refused else None

    async def _barrier(self) -> None:
        """Everything so far (the person's message first of all) is saved before the request goes out."""
        if self._before_request is None:
            return
        problem = await self._before_request()
        if (problem is None) != (self._save_problem is None) or (
            problem is not None and self._save_problem is not None and problem.kind != self._save_problem.kind
        ):
            self._save_problem = problem
            self._emit(SaveProblem(self._run_id, problem))

    async def _stream_into(self, step: _StepState, request: ModelRequest) -> None:
        chunks: AsyncIterator[StreamChunk] = aiter(self._provider.stream(request))
        limit_s = self._settings.stall_timeout_s
        loop = asyncio.get_running_loop()
        current: list[asyncio.Timeout] = []
        last_chunk = loop.time()

        def bytes_arrived() -> None:
            """Anything from the server (a keep-alive too) shows it is still there: the stall limit starts
            again, up to KEEPALIVE_STALLS limits after the last real piece of the answer."""
            if current and not current[0].expired():
                deadline = min(loop.time() + limit_s, last_chunk + KEEPALIVE_STALLS * limit_s)
                with contextlib.suppress(RuntimeError):  # it fired in this very instant: too late
                    current[0].reschedule(deadline)

        activity = stream_activity.set(bytes_arrived)
        try:
            while True:
                try:
                    # Not `asyncio.wait_for`: on Python 3.11 it swallows a cancel (Stop, the window closing)
                    # that lands in the instant the chunk arrives, and the answer runs on to its end.
                    async with asyncio.timeout(limit_s) as timeout:
                        current[:] = [timeout]
                        chunk = await anext(chunks)
                        current.clear()
                        last_chunk = loop.time()
                except StopAsyncIteration:
                    return
                except TimeoutError:
                    quiet_s = loop.time() - last_chunk
                    raise UserFacingError(
                        ErrorKind.TIMEOUT,
                        f"{self._provider.label} sent nothing of the answer for {quiet_s:.0f} s.",
                        "Try again; if it keeps happening, the server may be overloaded (the limit is in "
                        "Settings › Network).",
                    ) from None
                self._on_chunk(step, chunk)
        finally:
            current.clear()
            stream_activity.reset(activity)
            closer = getattr(chunks, "aclose", None)
            if closer is not None:
                await closer()

    def _on_chunk(self, step: _StepState, chunk: StreamChunk) -> None:
        mid = step.message.id
        match chunk:
            case PartStartChunk(index=index, part_kind=kind, call_id=call_id, name=name):
                step.streamed = True
                step.open[index] = _OpenPart(kind, call_id, name)
                self._emit(PartStarted(self._run_id, mid, index, kind, call_id, name))
            case PartDeltaChunk(index=index, part_kind=kind, text=text):
                step.streamed = True
                step.open[index].chunks.append(text)
                self._emit(PartDelta(self._run_id, mid, index, kind, text))
            case PartEndChunk(index=index, part=part):
                step.open.pop(index, None)
                step.ended[index] = part
                self._emit(PartEnded(self._run_id, mid, index, part))
                if isinstance(part, ToolCallPart):
                    self._executor.state(part, ToolCallState.PENDING)
            case UsageChunk(usage=usage):
                step.message.usage = usage
                self._usage = self._usage + usage
                if self._fitter is not None:
                    self._fitter.learn(usage)
                self._emit(UsageReported(self._run_id, mid, usage, self._usage))
            case FinishChunk(reason=reason):
                step.finish = reason
            case ProgressChunk(processed=processed, total=total):
                self._emit(PromptProgress(self._run_id, mid, processed, total))

    # ---- guards ----

    async def _guard_repeats(self, calls: list[ToolCallPart]) -> bool:
        """False when the person chose to stop after the same call came again and again."""
        for call in calls:
            parsed = ToolExecutor.parse(call)
            signature = canonical_call(call.name, parsed)
            if self._guard.would_trip(signature):
                request_id, future = self._interactions.open()
                self._emit(
                    ContinueRequested(
                        self._run_id,
                        request_id,
                        "repeated_calls",
                        f"The agent called {call.name} with the same arguments "
                        f"{self._guard.limit} times in a row. "
                        "Let it go on?",
                    )
                )
                go_on: bool = await self._interactions.wait(request_id, future)
                if not go_on:
                    return False
                self._guard.reset()
            self._guard.record(signature)
        return True

    # ---- keeping the history valid whatever happens ----

    def _results_message(
        self, history: list[Message], step: _StepState, texts: dict[str, tuple[str, ToolCallState]]
    ) -> None:
        tool_message = Message(role="tool", id=new_id("msg"))
        step.tool_message = tool_message
        history.append(tool_message)
        self._emit(MessageStarted(self._run_id, tool_message.id, "tool"))
        self._fill_results(step, texts)
        self._emit(MessageFinished(self._run_id, tool_message.id, "complete"))
        self._step = None

    def _fill_results(self, step: _StepState, texts: dict[str, tuple[str, ToolCallState]]) -> None:
        """Every call of the step gets a result, in call order (interrupted when it has none)."""
        assert step.tool_message is not None
        parts: list[Part] = []
        for call in step.calls:
            result = step.results.get(call.call_id)
            if result is None:
                text, state = texts.get(call.call_id, (INTERRUPTED, ToolCallState.INTERRUPTED))
                result = self._executor.not_run(call, text, state)
                step.results[call.call_id] = result
            parts.append(result)
            self._emit(PartEnded(self._run_id, step.tool_message.id, len(parts) - 1, result))
        for call in step.calls:  # images the calls showed, after every result (each names its call)
            for image in self._executor.images.pop(call.call_id, []):
                parts.append(image)
                self._emit(PartEnded(self._run_id, step.tool_message.id, len(parts) - 1, image))
        step.tool_message.parts = parts
        states = {r.call_id: r.state for r in step.results.values()}
        step.message.parts = [
            dataclasses.replace(p, state=states[p.call_id])
            if isinstance(p, ToolCallPart) and p.call_id in states
            else p
            for p in step.message.parts
        ]

    def _close_step(self, status: str) -> None:
        """After a cancel or failure: keep the partial text, drop half-sent calls, end unfinished calls."""
        step, self._step = self._step, None
        if step is None:
            return
        mid = step.message.id
        if step.tool_message is None:
            for index in sorted(step.open):
                part = step.open[index]
                text = "".join(part.chunks)
                if part.kind == "text":
                    step.ended[index] = TextPart(text)
                elif part.kind == "reasoning":
                    step.ended[index] = ReasoningPart(text)
                else:
                    self._executor.state(
                        ToolCallPart(part.call_id or "", part.name or "", text),
                        ToolCallState.INTERRUPTED,
                        "cut off before the call was complete",
                    )
                    continue
                self._emit(PartEnded(self._run_id, mid, index, step.ended[index]))
            step.open.clear()
            step.message.parts = [step.ended[i] for i in sorted(step.ended)]
            step.calls = step.message.tool_calls
            step.cite()
            if step.message.finish_reason is None:
                self._emit(
                    MessageFinished(self._run_id, mid, "interrupted" if status == "interrupted" else "error")
                )
            if not step.calls:
                return
            step.tool_message = Message(role="tool", id=new_id("msg"))
            self._history.append(step.tool_message)
            self._emit(MessageStarted(self._run_id, step.tool_message.id, "tool"))
        self._fill_results(step, {})
        self._emit(MessageFinished(self._run_id, step.tool_message.id, "interrupted"))
