"""MCP Apps' views in the chat: the time from a tool's result to its view rendered and interactive, cold
(the first view of the process: the web engine starts) and warm (the next ones); what each live view costs
in memory; and that the cap on live views holds while a person scrolls through many.

The real window, the real MCP Apps example server from npm (`@modelcontextprotocol/server-basic-vanillajs`,
its view built with the ext-apps SDK) and the scripted model server: the model calls the server's
`get-time` tool `--calls` times in one step (a rule allows it, so no dialog waits), then answers.

- Result to interactive: from the tool's `ToolStateChanged(COMPLETED)` event to the view showing the
  result's time in its own page (read in the view's frame every 10 ms): the view was read from the server,
  its web view made, its page loaded, `ui/initialize` answered and the result delivered. The baseline, in the
  same run: the same result drawn as the card's text (the event to the card drawn), so the ratio says what a
  view adds to a card.
- Memory: the resident memory of the app and every process it started (the web engine's processes
  included; the MCP server's and the model server's left out), before the first view, with one view alive,
  and with the most that may live; a live view's cost is the growth from one to the most, per view (the
  first includes the engine's own processes, printed apart).
- The cap: after scrolling through every card, at most `MOST_LIVE` views are alive and the memory is what it
  was with that many.

Run: xvfb-run -a -s "-screen 0 1440x1000x24" .venv/bin/python bench/mcp_apps.py [--calls 6]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from desktop_agent.config.settings import RuleSettings
from desktop_agent.domain.events import AgentEvent, RunFailed, RunFinished, ToolStateChanged
from desktop_agent.domain.messages import ToolCallState
from desktop_agent.ui.chat_app_views import MOST_LIVE
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.main_window import MainWindow
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import scripted_core, test_paths
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls
from tests.helpers.npm_packages import CACHE, install_pinned, node_22
from tests.mcp.test_app_views import EXAMPLE, EXAMPLE_VERSION


def out(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def _children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError):
            found += [int(c) for c in (task / "children").read_text().split()]
    return found


def _pss_kib(pid: int) -> int:
    """A process's proportional share of memory (shared pages split among the processes sharing them, so
    the web engine's library, mapped by each of its processes, is counted once in a sum)."""
    with contextlib.suppress(OSError):
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1])
    return 0


def tree_mb(leave_out: set[int]) -> float:
    """This process and its descendants' memory (PSS), the processes in `leave_out` (and theirs) left out."""
    total, todo = 0, [os.getpid()]
    while todo:
        pid = todo.pop()
        if pid not in leave_out:
            total += _pss_kib(pid)
            todo += _children(pid)
    return total / 1024


async def _js(frame: Any, script: str) -> Any:
    done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()

    def settle(value: Any) -> None:
        if not done.done():
            done.set_result(value)

    frame.runJavaScript(script, settle)
    try:
        return await asyncio.wait_for(done, 5)
    except TimeoutError:
        return None


TIME_SHOWN = "document.getElementById('server-time')?.textContent"


async def view_time(view: Any) -> str | None:
    """The time the view shows, read in its own (sandboxed) frame."""
    frames = view.page_.mainFrame().children()
    return await _js(frames[0], TIME_SHOWN) if frames else None


async def bare_page_ms(html: str) -> float:
    """The baseline: the same view's HTML in a bare web view of the shared default profile (no sandboxed
    frame, no policy, no bridge), from `setHtml` to its first element in the page."""
    from PySide6.QtWebEngineWidgets import QWebEngineView

    bare = QWebEngineView()
    bare.resize(700, 400)
    bare.show()
    began = time.perf_counter()
    bare.setHtml(html)
    for _ in range(4000):  # polled: the page says nothing when its script has run
        if await _js(bare.page().mainFrame(), "document.getElementById('get-time-btn') !== null") is True:
            break
        await asyncio.sleep(0.005)
    took = (time.perf_counter() - began) * 1000
    bare.close()
    bare.deleteLater()
    return took


async def run(server: ScriptedLLMServer, root: Path, calls: int) -> None:
    [folder] = install_pinned(CACHE / "mcp-apps", {EXAMPLE: EXAMPLE_VERSION}).values()
    paths = test_paths(root / "app")
    paths.mcp_config_file.parent.mkdir(parents=True, exist_ok=True)
    entry = {"command": str(node_22()), "args": [str(folder / "dist" / "index.js"), "--stdio"]}
    paths.mcp_config_file.write_text(json.dumps({"mcpServers": {"clock": entry}}), encoding="utf-8")
    settings = fast_settings(default_agent="build", rules=[RuleSettings(tool="clock__*", action="allow")])
    core = scripted_core(root / "app", settings, openai_url=server.openai_base_url)
    workspace = root / "ws"
    workspace.mkdir()
    controller = ChatController(core, workspace=workspace)
    window = MainWindow(controller)
    window.resize(1240, 960)
    window.show()
    await window.start()
    await core.mcp.start()
    others = set(_children(os.getpid()))  # the MCP server (and its runner): not the app's
    memory = {"before any view": tree_mb(others)}

    asked = [(f"c{n}", "clock__get-time", json.dumps({"n": n})) for n in range(1, calls + 1)]  # not repeats
    server.script(openai_tool_calls(asked), openai_text("Done."))
    completed: dict[str, float] = {}
    finished: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def listen(event: AgentEvent) -> None:
        if isinstance(event, ToolStateChanged) and event.state is ToolCallState.COMPLETED:
            completed[event.call_id] = time.perf_counter()
        if isinstance(event, RunFailed | RunFinished) and not finished.done():
            finished.set_result(None)

    controller.subscribe(listen)
    chat, views = window.chat, window.chat.app_views
    opening: dict[str, float] = {}
    original_start = views._start

    def start(slot: Any) -> None:  # when a view begins to open (on coming into sight)
        opening.setdefault(slot.call_id, time.perf_counter())
        original_start(slot)

    views._start = start  # type: ignore[method-assign]
    interactive: dict[str, float] = {}
    window.message_input.setPlainText("What time is it on the server? Ask it a few times.")
    window.send()
    began = time.perf_counter()
    while len(interactive) < calls:
        for call_id, slot in list(views.slots.items()):
            kept = core.mcp_views.call(call_id)
            wanted = kept.result.get("structuredContent", {}).get("time") if kept else None
            if call_id in interactive or slot.widget is None or not wanted:
                continue
            if await view_time(slot.widget) == wanted:
                interactive[call_id] = time.perf_counter()
                live = len(views.live())
                if len(memory) == 1 or (live == MOST_LIVE and f"{live} alive" not in memory):
                    await asyncio.sleep(0.5)
                    memory[f"{live} alive"] = tree_mb(others)
        waiting = [s for c, s in views.slots.items() if c not in interactive]
        if finished.done() and waiting and not any(s.opening or s.widget is not None for s in waiting):
            bar = chat.verticalScrollBar()  # the ones out of sight open when the person scrolls to them
            bar.setValue(bar.value() + 250 if bar.value() < bar.maximum() else 0)
        await asyncio.sleep(0.01)
        if time.perf_counter() - began > 120:
            raise SystemExit(f"only {len(interactive)} of {calls} views became interactive within 120 s")
    bar = chat.verticalScrollBar()
    most_seen = 0
    for value in [*range(0, bar.maximum() + 1, 120), bar.maximum()]:
        bar.setValue(value)
        await asyncio.sleep(0.15)
        most_seen = max(most_seen, len(views.live()))
    await asyncio.sleep(0.5)
    memory[f"after scrolling through all {calls}"] = tree_mb(others)
    view = await core.mcp.views.read(core.mcp.views.get("c1"))  # type: ignore[arg-type]
    bare = statistics.median([await bare_page_ms(view.html) for _ in range(5)])

    order = sorted(interactive, key=lambda c: opening[c])
    first = order[0]
    cold = (interactive[first] - completed[first]) * 1000
    warm = [(interactive[c] - opening[c]) * 1000 for c in order[1:]]
    out(f"{calls} views of the example server's get-time; at most {MOST_LIVE} alive")
    out(
        f"baseline, the view's HTML in a bare web view (warm, median of 5): {bare:.0f} ms to its first button"
    )
    out(f"cold, the first view (the engine starts): interactive {cold:.0f} ms after the tool's result")
    if warm:
        median = statistics.median(warm)
        spread = f"min {min(warm):.0f}, max {max(warm):.0f}"
        out(f"warm, the next {len(warm)} (from coming into sight): median {median:.0f} ms ({spread}); "
            f"{median / bare:.1f}x the bare page")  # fmt: skip
    for label, mb in memory.items():
        out(f"memory (PSS of the app and its web engine's processes), {label}: {mb:.0f} MB")
    firsts = [k for k in memory if k.endswith("alive")]
    if len(firsts) == 2:
        (k1, m1), (k2, m2) = [(int(k.split()[0]), memory[k]) for k in firsts]
        if k2 > k1:
            out(f"  each further live view: {(m2 - m1) / (k2 - k1):.0f} MB; the first with the engine: "
                f"{m1 - memory['before any view'] - (m2 - m1) / (k2 - k1) * (k1 - 1):.0f} MB")  # fmt: skip
    out(f"while scrolling through all {calls}: at most {most_seen} alive at once (the cap: {MOST_LIVE})")
    await core.aclose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=6)
    args = parser.parse_args()
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
    app = QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        loop = AppEventLoop(app)
        asyncio.set_event_loop(loop)
        with ScriptedLLMServer() as server, loop:
            loop.run_until_complete(run(server, Path(tmp), args.calls))


if __name__ == "__main__":
    main()
