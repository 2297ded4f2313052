"""Streaming into the real window: the Qt event loop's stalls and the CPU per token as the answer grows.

The whole window is measured, offscreen: MainWindow + ChatController + AgentService + HistoryStore, the real
openai SDK and HTTP, against the scripted server running in its own process (so its threads do not compete
for this process's GIL, as a real server would not). One long Markdown answer (paragraphs, headings, bullet
and numbered lists, fenced code blocks, quotes, tables, math; `--tokens` 4-character deltas) streams at
`--rate` tokens/s.
Before each measured turn the same window runs a short warm-up turn (SDK import, first-use costs), then a new
session is opened and the long turn is sent as a person would (composer text + Send).

Measured on the Qt thread, per run:
- a heartbeat QTimer (PreciseTimer, every `--beat-ms` ms) notes when it fires; stall = gap between two firings
  minus the interval. p50 / p99 / max over the stream (first delta to the end of the turn, which includes the
  final Markdown render of the answer when its part ends);
- CPU time of the Qt thread (`time.thread_time()`) sampled at each text delta: CPU per token over the first
  10 % of the deltas and over the last 10 %; the target is last <= 1.5x first (no whole-message re-render);
- ChatView's own time: `on_event` per event kind and the buffered flushes (its 33 ms timer);
- what else stops the loop: Python's full garbage collections (gc.callbacks), and the Qt timers the event
  loop keeps registered for asyncio callbacks. The app's loop (`ui.event_loop.AppEventLoop`, the default)
  kills a cancelled callback's timer at once; `--loop qasync` runs plain qasync, whose cancelled call_later
  keeps its Qt timer until it would have fired (the stall timeout and the SDK's read timeout leave ~2 per
  token). Those left by earlier runs are killed before each run so that every run starts like the first
  long answer after the app starts.
The network settings are the app's defaults (`--request-timeout`, `--stall-timeout` change them).
Same run, same heartbeat, same stream, as baselines:
- "not rendered": the window's ChatView.on_event does nothing (the stream is consumed by the SDK, the agent,
  the history, the controller's signal, but nothing is drawn);
- "naive" (shorter, `--naive-tokens`): `setMarkdown(whole message so far)` per delta, what ChatView avoids.
Targets (median of the runs): stall max < 50 ms, p99 < 16 ms; CPU per token last 10 % <= 1.5x first 10 %.

Run: .venv/bin/python bench/ui_streaming.py [--tokens 20000] [--rate 500] [--repeats 3] [--naive-tokens 3000]
(about 5 minutes at full size; a quick look: --tokens 3000 --repeats 1 --naive-tokens 1000)
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before Qt is imported

import argparse
import asyncio
import gc
import json
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import IO, Any, Literal

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import PySide6
import qasync
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from desktop_agent.core.settings import NetworkSettings, Settings
from desktop_agent.domain.events import AgentEvent, PartDelta, RunFailed, RunFinished, StopReason
from desktop_agent.ui.chat_view import ChatView
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.main_window import MainWindow
from tests.helpers.app_core import scripted_core
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

STALL_MAX_MS = 50.0
STALL_P99_MS = 16.0
GROWTH_TARGET = 1.5
ENDING = "That is all for this answer; ask again for more detail on any step."
Mode = Literal["chatview", "none", "naive"]
MODE_LABELS: dict[Mode, str] = {
    "chatview": "ChatView",
    "none": "not rendered",
    "naive": "naive setMarkdown",
}

# ---------------------------------------------------------------------------------------------------
# The answer: realistic Markdown


def _split(text: str) -> list[str]:
    return text.split()


_WORDS = _split("""the a to of and in is it that for this with on be are as not can if or by from at we
your will do so all which when use one would should need more some here then also just like now only into
file other them these make new how first each than see same code test error run way set check because
change call add function config value return module import class method data string list path request
response server client default option version update build session message model tool result output input
query index table column database cache thread event loop token stream chunk parser type field object array
number key provider setting window button label layout widget signal timer folder workspace command shell
process argument schema migration commit branch merge diff patch line block script package install release
log warning trace stack frame exception handler callback future task queue worker memory buffer socket
header payload retry timeout limit offset cursor page scroll render paint font theme menu dialog status
progress search filter sort order group count total benchmark profile sample metric record history""")


class MarkdownWriter:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def words(self, n: int) -> list[str]:
        return self.rng.choices(_WORDS, k=n)

    def sentence(self) -> str:
        words = self.words(self.rng.randint(6, 18))
        roll = self.rng.random()
        if roll < 0.2:
            i = self.rng.randrange(len(words))
            words[i] = f"`{words[i]}()`"
        elif roll < 0.3:
            i = self.rng.randrange(len(words) - 1)
            words[i : i + 2] = [f"**{words[i]} {words[i + 1]}**"]
        elif roll < 0.35:
            words[-1] = f"[{words[-1]}](https://example.org/{words[-1]})"
        return " ".join(words).capitalize() + self.rng.choice(".....?:")

    def paragraph(self) -> str:
        return " ".join(self.sentence() for _ in range(self.rng.randint(2, 6)))

    def bullets(self) -> str:
        lines = []
        for _ in range(self.rng.randint(3, 7)):
            lines.append(f"- {self.sentence()}")
            if self.rng.random() < 0.2:
                lines.append(f"  - {self.sentence()}")
        return "\n".join(lines)

    def numbered(self) -> str:
        return "\n".join(f"{i}. {self.sentence()}" for i in range(1, self.rng.randint(3, 6) + 1))

    def code(self) -> str:
        lines = []
        for _ in range(self.rng.randint(4, 16)):
            a, b, c, d = self.words(4)
            lines.append(
                self.rng.choice(
                    (
                        f"def {a}_{b}({c}, {d}=None):",
                        f"    {a} = {b}.{c}({d!r})",
                        f"    return {a}_{b}[{c!r}]",
                        f"    # {a} {b} {c} {d}",
                        f"    for {a} in {b}_{c}:",
                        f"        {d}.append({a})",
                    )
                )
            )
        return "```python\n" + "\n".join(lines) + "\n```"

    def table(self) -> str:
        columns = self.rng.randint(2, 4)
        rows = [" | ".join(self.words(columns)) for _ in range(self.rng.randint(2, 5))]
        head = " | ".join(w.capitalize() for w in self.words(columns))
        rule = " | ".join(self.rng.choice(("---", ":--", "--:", ":-:")) for _ in range(columns))
        return "\n".join(f"| {line} |" for line in [head, rule, *rows])

    def math(self) -> str:
        a, b = self.words(2)
        n = self.rng.randint(2, 9)
        if self.rng.random() < 0.5:
            return f"The {a} grows as $O(n^{n})$ and the {b} as $\\sqrt{{n}}$: {self.sentence()}"
        return f"$$\\sum_{{i=1}}^{{{n}}} \\frac{{x_i^2}}{{{n}}} = \\int_0^1 f(t)\\,dt$$"

    def block(self) -> str:
        roll = self.rng.random()
        if roll < 0.40:
            return self.paragraph()
        if roll < 0.53:
            return self.bullets()
        if roll < 0.60:
            return self.numbered()
        if roll < 0.77:
            return self.code()
        if roll < 0.83:
            return f"## {' '.join(self.words(self.rng.randint(2, 5))).capitalize()}"
        if roll < 0.87:
            return f"> {self.sentence()}"
        if roll < 0.94:
            return self.table()
        return self.math()

    def answer(self, tokens: int) -> str:
        """Exactly `tokens` * 4 characters, blocks separated by blank lines, ending with ENDING."""
        size = tokens * 4
        blocks: list[str] = []
        length = 0
        while True:
            block = self.block()
            if length + len(block) + 2 > size - len(ENDING) - 120:
                break
            blocks.append(block)
            length += len(block) + 2
        filler = size - length - len(ENDING) - 1
        prose = ""
        while len(prose) < filler:
            prose += self.paragraph() + " "
        text = "\n\n".join(blocks) + "\n\n" + prose[:filler].rstrip().ljust(filler) + " " + ENDING
        assert len(text) == size, (len(text), size)
        return text


def describe(text: str) -> str:
    fences = text.count("```") // 2
    bullets = sum(1 for line in text.splitlines() if line.lstrip().startswith("- "))
    paragraphs = sum(1 for block in text.split("\n\n") if block[:1].isalpha())
    return f"{paragraphs} paragraphs, {bullets} bullet items, {fences} code blocks"


# ---------------------------------------------------------------------------------------------------
# The scripted server, in its own process


def serve() -> None:
    """Child mode: a ScriptedLLMServer; stdin lines {"text", "interval"} script one answer each."""
    stopping = threading.Event()
    started = time.perf_counter()
    for _ in range(200):  # how much later than asked the server's Event.wait-paced sends come out
        stopping.wait(0.002)
    overshoot = (time.perf_counter() - started) / 200 - 0.002
    with ScriptedLLMServer() as server:
        print(f"READY {server.openai_base_url} {overshoot:.6f}", flush=True)
        for line in sys.stdin:
            command = json.loads(line)
            server.script(replace(openai_text(command["text"], piece=4), interval=command["interval"]))
            print("OK", flush=True)


class ServerProcess:
    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "--serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        )
        word, self.url, overshoot = self._read().split()
        assert word == "READY"
        self.overshoot_s = float(overshoot)

    def _pipes(self) -> tuple[IO[str], IO[str]]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        return self.proc.stdin, self.proc.stdout

    def _read(self) -> str:
        return self._pipes()[1].readline()

    def script(self, text: str, rate: float) -> None:
        interval = max(0.0, 1 / rate - self.overshoot_s - 0.00003) if rate > 0 else 0.0
        stdin, _ = self._pipes()
        stdin.write(json.dumps({"text": text, "interval": interval}) + "\n")
        stdin.flush()
        assert self._read().strip() == "OK"

    def close(self) -> None:
        stdin, _ = self._pipes()
        stdin.close()
        self.proc.wait(10)


# ---------------------------------------------------------------------------------------------------
# Probes


class Heartbeat:
    """A repeating precise QTimer; each firing's time is noted."""

    def __init__(self, interval_ms: int) -> None:
        self.interval_s = interval_ms / 1000
        self.ticks: list[float] = []
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        self.ticks.append(time.perf_counter())

    def start(self) -> None:
        self.ticks = [time.perf_counter()]
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def stalls(self, start: float, end: float) -> list[tuple[float, float]]:
        """(time, stall s) for each firing in [start, end]; stall = gap since the previous one - interval."""
        return [
            (b, max(0.0, b - a - self.interval_s))
            for a, b in zip(self.ticks, self.ticks[1:], strict=False)
            if start <= b <= end
        ]


def _qasync_timers() -> tuple[Any, dict[int, asyncio.Handle]]:
    timer = getattr(asyncio.get_event_loop(), "_timer", None)
    return timer, getattr(timer, "_SimpleTimer__callbacks", {})


def live_loop_timers() -> int:
    """Qt timers the loop has registered for asyncio callbacks (call_soon/call_later) and not yet killed."""
    loop = asyncio.get_event_loop()
    if isinstance(loop, AppEventLoop):
        return loop.live_timers
    return len(_qasync_timers()[1])


def reap_cancelled_timers() -> int:
    """Kills the Qt timers of cancelled asyncio handles, which qasync keeps until they would have fired,
    so that every run starts alike (as the first long answer after the app starts)."""
    timer, callbacks = _qasync_timers()
    dead = [timer_id for timer_id, handle in callbacks.items() if handle.cancelled()]
    for timer_id in dead:
        timer.killTimer(timer_id)
        del callbacks[timer_id]
    return len(dead)


class DeltaProbe:
    """Connected after the window: notes wall and Qt-thread CPU time as each text delta has been handled."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self.timers: list[int] = []
        """Live loop timers, every 100th delta."""
        self.chars = 0
        self.final: AgentEvent | None = None
        self.final_at = 0.0

    def __call__(self, event: AgentEvent) -> None:
        if isinstance(event, PartDelta) and event.part_kind == "text":
            self.wall.append(time.perf_counter())
            self.cpu.append(time.thread_time())
            self.chars += len(event.text)
            if len(self.wall) % 100 == 1:
                self.timers.append(live_loop_timers())
        elif isinstance(event, RunFinished | RunFailed):
            self.final, self.final_at = event, time.perf_counter()


class GcWatch:
    """Python's garbage collections (they stop every thread): (end time, generation, seconds)."""

    def __init__(self) -> None:
        self.collections: list[tuple[float, int, float]] = []
        self._started = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        now = time.perf_counter()
        if phase == "start":
            self._started = now
        else:
            self.collections.append((now, info["generation"], now - self._started))

    def __enter__(self) -> GcWatch:
        gc.callbacks.append(self)
        return self

    def __exit__(self, *_: object) -> None:
        gc.callbacks.remove(self)

    def between(self, start: float, end: float, generation: int | None = None) -> list[float]:
        return [s for t, g, s in self.collections if start <= t <= end and generation in (None, g)]


class ChatTimer:
    """Times ChatView's own work: on_event by event kind, and the flushes its 33 ms timer runs."""

    def __init__(self, chat: ChatView, probe: DeltaProbe) -> None:
        self.by_kind: dict[str, list[float]] = defaultdict(list)
        self.flushes: list[tuple[int, float]] = []
        """(text deltas received so far, seconds) per timer-driven flush."""
        self._probe = probe
        self._on_event = chat.on_event
        self._flush = chat.stream.flush
        chat.on_event = self.on_event  # type: ignore[method-assign]
        chat.stream.flush_timer.timeout.disconnect()
        chat.stream.flush_timer.timeout.connect(self.flush)

    def on_event(self, event: AgentEvent) -> None:
        started = time.perf_counter()
        self._on_event(event)
        self.by_kind[event.type].append(time.perf_counter() - started)

    def flush(self) -> None:
        started = time.perf_counter()
        self._flush()
        self.flushes.append((len(self._probe.wall), time.perf_counter() - started))


def naive_renderer(chat: ChatView) -> Callable[[AgentEvent], None]:
    """What ChatView avoids: the whole message so far rendered as Markdown again for every delta."""
    pieces: list[str] = []

    def on_event(event: AgentEvent) -> None:
        if isinstance(event, PartDelta) and event.part_kind == "text":
            pieces.append(event.text)
            chat.setMarkdown("".join(pieces))
            bar = chat.verticalScrollBar()
            bar.setValue(bar.maximum())

    return on_event


# ---------------------------------------------------------------------------------------------------
# One run


@dataclass
class RunFigures:
    mode: Mode
    tokens: int
    deltas: int
    stream_s: float
    """First text delta to the last."""
    stalls_ms: list[float]
    stall_max_streaming_ms: float
    """The longest stall up to the last text delta (not counting what the part's end costs)."""
    """Every heartbeat firing from the first delta to the end of the turn."""
    worst_at: str
    cpu_first_us: float
    cpu_last_us: float
    cpu_all_us: float
    turn_cpu_s: float
    reaped: int
    """Cancelled-but-registered loop timers killed before the run (left by earlier runs)."""
    timers_first: int
    timers_last: int
    """Live loop timers at the first and the last (hundredth) text delta."""
    gc_full_ms: list[float]
    """Full (generation 2) garbage collections during the stream."""
    gc_first_ms: float
    gc_last_ms: float
    chat: dict[str, list[float]] = field(default_factory=dict)
    flushes: list[tuple[int, float]] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return (self.deltas - 1) / self.stream_s

    def pct(self, q: float) -> float:
        return percentile(self.stalls_ms, q)

    @property
    def growth(self) -> float:
        return self.cpu_last_us / self.cpu_first_us


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    rank = q / 100 * (len(ordered) - 1)
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


async def send_and_wait(window: MainWindow, controller: ChatController, text: str) -> AgentEvent:
    done: asyncio.Future[AgentEvent] = asyncio.get_running_loop().create_future()

    def listen(event: AgentEvent) -> None:
        if isinstance(event, RunFinished | RunFailed) and not done.done():
            done.set_result(event)

    controller.run_event.connect(listen)
    try:
        window.message_input.setPlainText(text)
        window.send()
        final = await asyncio.wait_for(done, 600)
    finally:
        controller.run_event.disconnect(listen)
    await asyncio.gather(*window.tasks.pending)  # the session list refresh after the turn
    return final


async def measure(
    mode: Mode, text: str, server: ServerProcess, root: Path, args: argparse.Namespace, run_no: int
) -> RunFigures:
    network = NetworkSettings()  # the app's defaults unless the command line says otherwise
    if args.request_timeout is not None:
        network = network.replace(request_timeout_s=args.request_timeout)
    if args.stall_timeout is not None:
        network = network.replace(stall_timeout_s=args.stall_timeout)
    core = scripted_core(root / f"app-{mode}-{run_no}", Settings(network=network), openai_url=server.url)
    controller = ChatController(core, workspace=root)
    window = MainWindow(controller)
    window.show()
    try:
        await window.start()
        server.script(MarkdownWriter(run_no + 1000).answer(400), 0)  # warm-up turn: SDK import, first uses
        warm = await send_and_wait(window, controller, "Say something short.")
        assert isinstance(warm, RunFinished) and warm.stop_reason is StopReason.END, warm
        window.new_session()
        await asyncio.sleep(0.2)
        reaped = reap_cancelled_timers()

        probe = DeltaProbe()
        timer: ChatTimer | None = None
        if mode == "chatview":
            timer = ChatTimer(window.chat, probe)
        elif mode == "none":
            window.chat.on_event = lambda event: None  # type: ignore[method-assign]
        else:
            window.chat.on_event = naive_renderer(window.chat)  # type: ignore[method-assign,assignment]
        controller.run_event.connect(probe)
        heartbeat = Heartbeat(args.beat_ms)
        server.script(text, args.rate)
        heartbeat.start()
        cpu_before = time.thread_time()
        with GcWatch() as gc_watch:
            final = await send_and_wait(window, controller, "Write a long answer with examples.")
            turn_cpu = time.thread_time() - cpu_before
            await asyncio.sleep(0.25)
        heartbeat.stop()
        controller.run_event.disconnect(probe)
        assert isinstance(final, RunFinished) and final.stop_reason is StopReason.END, final
        assert probe.chars == len(text), (probe.chars, len(text))
        if mode != "none":
            assert ENDING in window.chat.toPlainText(), "the whole answer is on screen"
        if mode == "chatview":
            shown = window.chat.toPlainText()
            assert "```" not in shown and "**" not in shown, "the answer is rendered as Markdown"
    finally:
        await core.aclose()
        window.close()
        window.deleteLater()

    n = len(probe.wall)
    k = max(1, n // 10)
    stalls = heartbeat.stalls(probe.wall[0], probe.final_at + 0.2)
    worst_time, worst = max(stalls, key=lambda s: s[1])
    after = sum(1 for t in probe.wall if t < worst_time - worst)
    where = "after the last delta (the part's end)" if after >= n else f"near token {after:,} of {n:,}"
    in_worst = gc_watch.between(worst_time - worst - args.beat_ms / 1000, worst_time)
    if in_worst:
        where += f", {sum(in_worst) * 1000:.0f} ms of it garbage collection"
    end = probe.final_at + 0.2
    return RunFigures(
        mode=mode,
        tokens=len(text) // 4,
        deltas=n,
        stream_s=probe.wall[-1] - probe.wall[0],
        stalls_ms=[s * 1000 for _, s in stalls],
        stall_max_streaming_ms=max((s for t, s in stalls if t <= probe.wall[-1]), default=0.0) * 1000,
        worst_at=f"{worst * 1000:.0f} ms {where}",
        cpu_first_us=(probe.cpu[k] - probe.cpu[0]) / k * 1e6,
        cpu_last_us=(probe.cpu[n - 1] - probe.cpu[n - 1 - k]) / k * 1e6,
        cpu_all_us=(probe.cpu[n - 1] - probe.cpu[0]) / (n - 1) * 1e6,
        turn_cpu_s=turn_cpu,
        reaped=reaped,
        timers_first=probe.timers[0],
        timers_last=probe.timers[-1],
        gc_full_ms=[x * 1000 for x in gc_watch.between(probe.wall[0], end, 2)],
        gc_first_ms=sum(gc_watch.between(probe.wall[0], probe.wall[k])) * 1000,
        gc_last_ms=sum(gc_watch.between(probe.wall[n - 1 - k], probe.wall[n - 1])) * 1000,
        chat=dict(timer.by_kind) if timer is not None else {},
        flushes=timer.flushes if timer is not None else [],
    )


# ---------------------------------------------------------------------------------------------------
# Report


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def med(runs: list[RunFigures], figure: Callable[[RunFigures], float]) -> float:
    return statistics.median(figure(r) for r in runs)


def report(runs: dict[Mode, list[RunFigures]], text: str, args: argparse.Namespace) -> None:
    ui, bare = runs["chatview"], runs["none"]
    rows: list[tuple[str, Callable[[RunFigures], float], str, str]] = [
        ("achieved rate, tokens/s", lambda r: r.rate, "{:10.0f}", ""),
        ("text deltas received", lambda r: r.deltas, "{:10.0f}", ""),
        ("event-loop stall p50, ms", lambda r: r.pct(50), "{:10.2f}", ""),
        ("event-loop stall p99, ms", lambda r: r.pct(99), "{:10.2f}", "p99"),
        ("event-loop stall max, ms", lambda r: max(r.stalls_ms), "{:10.1f}", "max"),
        ("  up to the last delta (not the part's end)", lambda r: r.stall_max_streaming_ms, "{:10.1f}", ""),
        ("Qt-thread CPU per token, all, µs", lambda r: r.cpu_all_us, "{:10.0f}", ""),
        ("  first 10 % of the deltas, µs", lambda r: r.cpu_first_us, "{:10.0f}", ""),
        ("  last 10 % of the deltas, µs", lambda r: r.cpu_last_us, "{:10.0f}", ""),
        ("  last / first", lambda r: r.growth, "{:10.2f}", "growth"),
        ("Qt-thread CPU for the whole turn, s", lambda r: r.turn_cpu_s, "{:10.2f}", ""),
        ("live loop timers at the first delta", lambda r: r.timers_first, "{:10.0f}", ""),
        ("  at the last delta", lambda r: r.timers_last, "{:10.0f}", ""),
        ("full GCs during the stream", lambda r: len(r.gc_full_ms), "{:10.0f}", ""),
        ("  longest, ms", lambda r: max(r.gc_full_ms, default=0.0), "{:10.1f}", ""),
        ("GC time in the first 10 %, ms", lambda r: r.gc_first_ms, "{:10.1f}", ""),
        ("GC time in the last 10 %, ms", lambda r: r.gc_last_ms, "{:10.1f}", ""),
    ]
    print(
        f"one answer of {args.tokens:,} tokens ({len(text):,} chars: {describe(text)}), 4-char deltas,"
        f" asked at {args.rate:g} tokens/s; heartbeat every {args.beat_ms} ms;"
        f" median of {args.repeats} alternating runs"
    )
    print(f"  {'':<38} {'not rendered':>13} {'ChatView':>10} {'difference':>11}  target")
    for label, figure, fmt, target in rows:
        b, u = med(bare, figure), med(ui, figure)
        diff = fmt.replace("{:", "{:+").replace("10", "11").format(u - b)
        line = f"  {label:<38} {fmt.format(b):>13} {fmt.format(u):>10} {diff}"
        if target == "p99":
            line += f"  < {STALL_P99_MS:g} ms: {verdict(u < STALL_P99_MS)}"
        elif target == "max":
            line += f"  < {STALL_MAX_MS:g} ms: {verdict(u < STALL_MAX_MS)}"
        elif target == "growth":
            line += f"  <= {GROWTH_TARGET:g}x: {verdict(u <= GROWTH_TARGET)}"
        print(line)
    print(
        "  (cancelled asyncio timers the loop still kept from earlier turns, killed before each run so that"
        f" runs start alike: {' '.join(f'{r.reaped:,}' for r in ui + bare)})"
    )
    for label, mode_runs in (("not rendered", bare), ("ChatView", ui)):
        print(f"  runs, {label}: worst stall {'; '.join(r.worst_at for r in mode_runs)}")
        print(
            f"  runs, {label}: stall p99 {' '.join(f'{r.pct(99):.1f}' for r in mode_runs)} ms;"
            f" CPU last/first {' '.join(f'{r.growth:.2f}' for r in mode_runs)}"
        )

    print("  ChatView's own time on the Qt thread (median run):")
    chat_runs = sorted(ui, key=lambda r: sum(r.chat.get("part_delta", [])))
    chat = chat_runs[len(chat_runs) // 2]
    for kind, times in sorted(chat.chat.items(), key=lambda kv: -sum(kv[1])):
        print(
            f"    on_event({kind}): {len(times):6,} calls, total {sum(times) * 1000:8.1f} ms,"
            f" max {max(times) * 1000:7.2f} ms"
        )
    if chat.flushes:
        n = chat.deltas
        first = [t for seen, t in chat.flushes if seen <= n // 10]
        last = [t for seen, t in chat.flushes if seen > n - n // 10]
        print(
            f"    timer flushes: {len(chat.flushes):,}, {chat.deltas / len(chat.flushes):.1f} deltas each;"
            f" mean {statistics.fmean(t for _, t in chat.flushes) * 1000:.2f} ms, max"
            f" {max(t for _, t in chat.flushes) * 1000:.2f} ms; mean in the first 10 %"
            f" {statistics.fmean(first) * 1000 if first else float('nan'):.2f} ms, in the last 10 %"
            f" {statistics.fmean(last) * 1000 if last else float('nan'):.2f} ms"
        )
    if runs["naive"]:
        naive = runs["naive"]
        print(
            f"  naive baseline, setMarkdown(whole message) per delta, {naive[0].tokens:,} tokens"
            f" ({len(naive)} run{'s' if len(naive) > 1 else ''}, median):"
        )
        print(
            f"    achieved {med(naive, lambda r: r.rate):.0f} of {args.rate:g} tokens/s (it falls behind: the"
            f" answer took {med(naive, lambda r: r.stream_s):.1f} s to show instead of"
            f" {naive[0].tokens / args.rate:.1f} s); stall p50"
            f" {med(naive, lambda r: r.pct(50)):.1f} ms, p99 {med(naive, lambda r: r.pct(99)):.1f} ms,"
            f" max {med(naive, lambda r: max(r.stalls_ms)):.0f} ms"
        )
        naive_first = med(naive, lambda r: r.cpu_first_us)
        naive_last = med(naive, lambda r: r.cpu_last_us)
        print(
            f"    Qt-thread CPU per token: first 10 % {naive_first:,.0f} µs, last 10 % {naive_last:,.0f} µs"
            f" (last/first {naive_last / naive_first:.1f}x); its last 10 % costs"
            f" {naive_last / med(ui, lambda r: r.cpu_last_us):.1f}x ChatView's last 10 % of a"
            f" {args.tokens:,}-token answer"
        )


# ---------------------------------------------------------------------------------------------------


def schedule(args: argparse.Namespace) -> Iterator[tuple[Mode, int]]:
    pair: list[Mode] = ["chatview", "none"]
    for i in range(args.repeats):
        for mode in pair if i % 2 == 0 else pair[::-1]:
            if mode in args.modes:
                yield mode, i
    for i in range(args.naive_repeats if args.naive_tokens > 0 else 0):
        yield "naive", i


async def run_all(args: argparse.Namespace, server: ServerProcess, root: Path) -> None:
    text = MarkdownWriter(args.seed).answer(args.tokens)
    naive_text = MarkdownWriter(args.seed).answer(args.naive_tokens) if args.naive_tokens > 0 else ""
    runs: dict[Mode, list[RunFigures]] = {"chatview": [], "none": [], "naive": []}
    for mode, i in schedule(args):
        started = time.perf_counter()
        figures = await measure(mode, naive_text if mode == "naive" else text, server, root, args, i)
        runs[mode].append(figures)
        print(
            f"  [run {i + 1} {MODE_LABELS[mode]}: {time.perf_counter() - started:.0f} s,"
            f" stall p99 {figures.pct(99):.1f} ms max {max(figures.stalls_ms):.0f} ms,"
            f" CPU/token {figures.cpu_first_us:.0f} -> {figures.cpu_last_us:.0f} µs,"
            f" live loop timers {figures.timers_first:,} -> {figures.timers_last:,},"
            f" full GCs {' '.join(f'{g:.0f}' for g in figures.gc_full_ms)} ms]",
            flush=True,
        )
    if runs["chatview"] and runs["none"]:
        report(runs, text, args)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--tokens", type=int, default=20_000, help="tokens (4-char deltas) in the answer")
    parser.add_argument("--rate", type=float, default=500.0, help="tokens per second the server sends")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each: ChatView, not rendered")
    parser.add_argument("--naive-tokens", type=int, default=3000, help="0 skips the naive baseline")
    parser.add_argument("--naive-repeats", type=int, default=1)
    parser.add_argument("--beat-ms", type=int, default=5, help="heartbeat interval")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--request-timeout", type=float, help="seconds (default: the app's setting)")
    parser.add_argument("--stall-timeout", type=float, help="seconds (default: the app's setting)")
    parser.add_argument(
        "--modes", default="chatview,none", help="which of chatview,none to run (both for the report)"
    )
    parser.add_argument(
        "--loop", choices=("app", "qasync"), default="app", help="the app's event loop or plain qasync's"
    )
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve()
        return
    if args.tokens < 100:
        parser.error("--tokens must be at least 100")

    app = QApplication(sys.argv[:1])
    print(
        f"Desktop Agent UI streaming benchmark (PySide6 {PySide6.__version__},"
        f" QPA {app.platformName()}, {os.cpu_count()} cores, Python {sys.version.split()[0]})"
    )
    loop = AppEventLoop(app) if args.loop == "app" else qasync.QEventLoop(app)
    print(f"event loop: {type(loop).__module__}.{type(loop).__qualname__}")
    asyncio.set_event_loop(loop)
    server = ServerProcess()
    try:
        with tempfile.TemporaryDirectory() as tmp, loop:
            loop.run_until_complete(run_all(args, server, Path(tmp)))
    finally:
        server.close()


if __name__ == "__main__":
    main()
