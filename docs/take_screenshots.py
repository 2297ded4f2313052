"""Screenshots of the real window under Xvfb, talking to the scripted model server (no network, no key).

xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python docs/take_screenshots.py
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

from desktop_agent.domain.events import AgentEvent, ApprovalRequested, RunFailed, RunFinished
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.fonts import apply_ui_font
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.resources import app_icon
from desktop_agent.ui.theme import apply_theme
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import scripted_core
from tests.helpers.fake_llm_server import (
    ScriptedLLMServer,
    StreamReply,
    openai_chunk,
    openai_text,
    openai_tool_calls,
)

OUT = Path(__file__).resolve().parent / "screenshots"
ANSWER = r"""Here is what your notes say — I added **oat drink** at the end 🥛:

| Item | Amount | Where |
| --- | --- | --- |
| Milk | 2 l | dairy |
| Bread | 1 (dark) | bakery |
| Coffee beans | 500 g | aisle 4 |
| Oat drink | 1 l | dairy |

1. Dairy first
   - milk
   - oat drink
2. Then the bakery (パン屋さん) and coffee ☕

```python
shopping = ["milk", "bread", "coffee beans", "oat drink"]
print(", ".join(shopping))
```

Budget: about 4 × €2.50 = **€10**, or $\sum_i p_i q_i$ in general:

$$\text{total} = \sum_{i=1}^{n} p_i \, q_i$$

- [x] read the notes
- [ ] buy it all

> Tip: ask me to turn this into a checklist."""

LONG = r"""The flow of an approval, as a diagram you can preview:

```mermaid
graph TD
    A[The model asks] --> B{Your rules}
    B -->|allowed| C[Runs in the sandbox]
    B -->|ask| D[You decide]
```

The chance that two of $n$ people share a birthday is
$$p(n) = 1 - \frac{365!}{365^n (365-n)!}$$

| n | p(n) |
|--:|-----:|
| 10 | 11.7 % |
| 23 | 50.7 % |
| 50 | 97.0 % |

Inline `code`, **bold**, *italic*, and a [link](https://example.com)."""

SKILLS = {
    "code-review": "---\nname: code-review\ndescription: Review a change for bugs, naming and missing tests."
    "\nallowed-tools: read_file, grep, glob\n---\nRead the change first; never edit.\n",
    "release-notes": "---\nname: release-notes\ndescription: Write release notes from the changelog and "
    "the merged pull requests.\n---\nGroup by feature.\n",
}

EARLIER = [  # (title, days ago, pinned)
    ("Trip to Lisbon in spring", 0.1, True),
    ("Fix the failing CI job", 0.2, False),
    ("Summarise the quarterly report", 1.2, False),
    ("Rename the photos by date", 3, False),
    ("Why is the build slow?", 12, False),
    ("Draft a reply to the landlord", 45, False),
    ("Plan the garden beds", 400, False),
]


async def grab(widget: QWidget, name: str) -> None:
    """Paint and save outside any task: painting runs pending events, which may step other tasks."""
    done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def take() -> None:
        widget.grab().save(str(OUT / name))
        done.set_result(None)

    QTimer.singleShot(0, take)
    await done


async def wait_for(controller: ChatController, check: type | tuple[type, ...]) -> AgentEvent:
    found: asyncio.Future[AgentEvent] = asyncio.get_running_loop().create_future()

    def listen(event: AgentEvent) -> None:
        if isinstance(event, check) and not found.done():
            found.set_result(event)

    stop = controller.subscribe(listen)
    try:
        return await asyncio.wait_for(found, 60)  # a loaded machine streams slowly
    finally:
        stop()


def _earlier_sessions(repo: HistoryRepository, workspace: str) -> None:
    now = time.time()
    for n, (title, days, pinned) in enumerate(EARLIER):
        at = now - days * 86400
        repo.create_session(
            SessionInfo(f"ses_shot{n}", title, "build", "ollama", "llama3.1", workspace, at, at, pinned)
        )


async def main(app: QApplication, server: ScriptedLLMServer, root: Path) -> None:
    workspace = root / "project"
    workspace.mkdir()
    (workspace / "notes.txt").write_text("milk (2 l)\nbread (dark)\ncoffee beans\n")
    settings = fast_settings(default_provider="ollama", default_model="llama3.1")
    core = scripted_core(root / "app", settings, openai_url=server.openai_base_url)
    await core.history.run(lambda repo: _earlier_sessions(repo, str(workspace)))
    controller = ChatController(core, workspace=workspace)
    window = MainWindow(controller)
    window.resize(1280, 800)
    window.show()
    await window.start()
    await grab(window, "empty.png")

    edit = '{"path": "notes.txt", "old_string": "coffee beans", "new_string": "coffee beans\\noat drink"}'
    server.script(
        openai_tool_calls(
            [("c1", "read_file", '{"path": "notes.txt"}')],
            text="I'll read your notes first.",
            reasoning="The list is probably in notes.txt; read it before answering.",
        ),
        openai_tool_calls([("c2", "edit_file", edit)], text="Adding oat drink to the list."),
        StreamReply(openai_text(ANSWER, piece=3).items, interval=0.012),
    )
    window.message_input.setPlainText("What's on my shopping list? Add oat drink.")
    window.send()
    await wait_for(controller, ApprovalRequested)
    await asyncio.sleep(0.3)  # let the dialog paint
    dialog = window.approval_dialogs()[0]
    await grab(window, "approval-pending.png")
    await grab(dialog, "approval-dialog.png")
    dialog.approve_button.click()
    done = asyncio.ensure_future(wait_for(controller, (RunFinished, RunFailed)))
    await asyncio.sleep(0.8)  # part of the answer has streamed, code block included
    await grab(window, "streaming.png")
    await done
    await asyncio.gather(*window.tasks.pending)
    await grab(window, "conversation.png")
    window.resize(800, 600)
    await grab(window, "conversation-narrow.png")
    apply_theme(app, "dark")
    QApplication.processEvents()  # the chat re-renders itself in the new palette
    window.resize(1280, 800)
    await asyncio.sleep(0.1)
    await grab(window, "conversation-dark.png")

    # A long answer: a diagram to preview, math, a right-aligned table; and the find bar over it.
    apply_theme(app, "light")
    window.new_session()
    server.script(StreamReply(openai_text(LONG, piece=40).items, interval=0.002))
    window.message_input.setPlainText("Show me a diagram, some math and a table.")
    window.send()
    await wait_for(controller, (RunFinished, RunFailed))
    await asyncio.gather(*window.tasks.pending)
    window.find_in_chat()
    if window._find_bar is not None:
        window._find_bar.query.setText("birthday")
        window._find_bar.search()
    await grab(window, "long-answer.png")
    if window._find_bar is not None:
        window._find_bar.close_bar()

    # A tool that takes a while: its card runs (and the person can stop it).
    window.new_session()
    server.script(
        openai_tool_calls([("c9", "run_command", '{"command": "sleep 2 && echo done"}')]),
        openai_text("It finished."),
    )
    window.message_input.setPlainText("Run the slow job.")
    window.send()
    for _ in range(100):
        await asyncio.sleep(0.05)
        if window.approval_dialogs():
            window.approval_dialogs()[0].approve_button.click()
        if "running" in window.chat.toPlainText():
            break
    await asyncio.sleep(0.6)
    await grab(window, "tool-running.png")
    await wait_for(controller, (RunFinished, RunFailed))

    # A command the rules cannot vouch for: the approval says why and how it will run (the sandbox).
    window.new_session()
    command = '{"command": "git log --output=.git/hooks/post-commit -1"}'
    server.script(openai_tool_calls([("c3", "run_command", command)]), openai_text("All right, I won't."))
    finished = asyncio.ensure_future(wait_for(controller, (RunFinished, RunFailed)))
    window.message_input.setPlainText("Save the last commit message somewhere.")
    window.send()
    for _ in range(200):  # the dialog of this session's request
        if window.approval_dialogs():
            break
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.3)
    command_dialog = window.approval_dialogs()[0]
    await grab(command_dialog, "approval-command.png")
    command_dialog.deny_button.click()
    await finished

    # A local model on a CPU: the wait for the first word, and how much of the conversation it has read.
    window.new_session()
    answer = openai_text("Your notes list milk, bread and coffee beans.", piece=200)
    read = {"processed": 1024, "total": 2509, "cache": 0, "time_ms": 4000}
    progress = openai_chunk({"role": "assistant", "content": None}, extra={"prompt_progress": read})
    server.script(replace(answer, items=[progress, *answer.items], lead_s=2.5, ping_every=0.2, interval=1.5))
    finished = asyncio.ensure_future(wait_for(controller, (RunFinished, RunFailed)))
    window.message_input.setPlainText("Summarise my notes.")
    window.send()
    await asyncio.sleep(4.6)
    await grab(window, "local-model-waiting.png")
    await finished

    # A small model that writes a tool call instead of making it: never run, and the turn says why.
    window.new_session()
    written = '<tool_call>\n{"name": "read_file", "arguments": {"path": "notes.txt"}}\n</tool_call>'
    server.script(openai_text(written))
    finished = asyncio.ensure_future(wait_for(controller, (RunFinished, RunFailed)))
    window.message_input.setPlainText("What is in notes.txt?")
    window.send()
    await finished
    await asyncio.gather(*window.tasks.pending)
    await grab(window, "local-model-written-call.png")

    # A message sent while the answer streams waits, shown as queued.
    window.new_session()
    server.script(
        StreamReply(openai_text("Here is the summary of the notes: " + "milk, bread, coffee. " * 30).items,
                    interval=0.05),
        openai_text("Added to the list."),
    )  # fmt: skip
    finished = asyncio.ensure_future(wait_for(controller, (RunFinished, RunFailed)))
    window.message_input.setPlainText("Summarise my notes.")
    window.send()
    await asyncio.sleep(0.8)
    window.message_input.setPlainText("Then add oat drink to the list, please.")
    window.send()
    await asyncio.sleep(0.3)
    await grab(window, "queued-message.png")
    await finished
    await asyncio.sleep(1.0)

    # Plan, then build: the plan answer offers "Build this plan"; the build profile ticks the checklist.
    window.new_session()
    plan = (
        "I read `loader.py` and its tests. The plan:\n\n- [ ] Add a cache to `load_config`\n"
        "- [ ] Clear it when the file changes\n- [ ] Write a test for a missing file\n"
    )
    progress = (
        '{"steps": [{"step": "Add a cache to load_config", "status": "completed"}, {"step": "Clear it when '
        'the file changes", "status": "in_progress"}, {"step": "Write a test for a missing file", '
        '"status": "pending"}]}'
    )
    server.script(
        openai_text(plan),
        openai_tool_calls([("p1", "update_plan", progress)], text="Starting with the cache."),
        openai_text("The cache is in; clearing it on change is next."),
    )
    finished = asyncio.ensure_future(wait_for(controller, (RunFinished, RunFailed)))
    window.message_input.setPlainText("@plan Plan a cache for the config loader")
    window.send()
    await finished
    await asyncio.gather(*window.tasks.pending)
    finished = asyncio.ensure_future(wait_for(controller, (RunFinished, RunFailed)))
    window.conversation.build_plan()
    await finished
    await asyncio.gather(*window.tasks.pending)
    await asyncio.sleep(0.2)
    await grab(window, "plan-then-build.png")

    # A long session compacted: the note where earlier turns began to go as a summary.
    window.new_session()
    detail = (
        " The soil there drains well after rain, the fence keeps the wind off, and the hose reaches it; "
        "mulch keeps the roots cool in July, and the compost bin is a few steps away."
    )
    questions = [
        (
            "Which beds get the most sun?",
            "The south wall bed gets about eight hours; the east bed five." + detail,
        ),
        (
            "What should go by the south wall?",
            "Tomatoes and peppers: they want the heat and the hours." + detail,
        ),
        ("And the east bed?", "Lettuce, spinach and herbs like morning sun and afternoon shade." + detail),
        ("When do I sow the lettuce?", "From mid-March, a short row every two weeks until May." + detail),
        ("How far apart do tomatoes go?", "About 60 cm, with 90 cm between rows for air." + detail),
    ]
    for asked, said in questions:
        finished = asyncio.ensure_future(wait_for(controller, (RunFinished, RunFailed)))
        server.script(openai_text(said))
        window.message_input.setPlainText(asked)
        window.send()
        await finished
        await asyncio.gather(*window.tasks.pending)
    server.script(
        openai_text(
            "## Beds\n- South wall: ~8 h of sun\n- East bed: ~5 h, morning\n## Decided\n- Tomatoes and "
            "peppers by the south wall"
        )
    )
    window.conversation.compact_now()
    await asyncio.sleep(0.5)
    await asyncio.gather(*window.tasks.pending)
    await grab(window, "compaction.png")

    # @ in the composer: the profiles and the installed skills, with what each is for.
    for name, text in SKILLS.items():
        path = core.skills.folder / name / "SKILL.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    window.new_session()
    window.message_input.setFocus()
    window.message_input.setPlainText("@")
    await asyncio.sleep(0.2)
    await grab(window, "mention-menu.png")
    window.message_input.clear()

    # The session's own instructions, and the whole prompt the model is sent (the plan session).
    from desktop_agent.ui.instructions_dialog import InstructionsDialog

    window.header.instructions.click()
    await asyncio.sleep(0.5)
    instructions = window.findChild(InstructionsDialog)
    assert instructions is not None
    instructions.editor.setPlainText(
        "Answer in British English.\nThe project uses pytest; never touch the vendor/ folder."
    )
    await asyncio.sleep(0.5)
    await grab(instructions, "session-instructions.png")
    instructions.reject()
    await core.aclose()
    app.quit()


if __name__ == "__main__":
    application = QApplication(sys.argv)
    apply_ui_font(application, None)  # Inter, as the app has it
    apply_theme(application, "light")
    application.setWindowIcon(app_icon())
    loop = AppEventLoop(application)  # the app's own loop (qasync's, with its fixes)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory() as tmp, ScriptedLLMServer() as scripted, loop:
        loop.run_until_complete(main(application, scripted, Path(tmp)))
