"""Start-up order: the window paints before the core loads; the keyring is read once the person types."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

ROOT = Path(__file__).resolve().parents[2]

# Runs the `desktop-agent` start-up path in a fresh process and reports which heavy modules were loaded at the
# window's first paint and once the session list was filled from the history.
CHILD = r"""
import json, linecache, sys
from PySide6.QtCore import QEvent, QObject, QTimer

HEAVY = ("asyncio", "qasync", "pydantic", "sqlite3", "keyring", "ssl", "desktop_agent.agent",
         "desktop_agent.storage", "desktop_agent.config.settings", "openai", "anthropic",
         "desktop_agent.ui.chat_view", "desktop_agent.domain.events", "desktop_agent.tools.builtin",
         "dataclasses", "desktop_agent.ui.presenters.conversation", "desktop_agent.ui.session_actions")

def loaded():
    return sorted(name for name in HEAVY if name in sys.modules)

seen = {}

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "paint" not in seen:
            seen["paint"] = loaded()
        return False

import desktop_agent.ui.app  # the app's own import order
from desktop_agent.ui import main_window as mw

watcher = FirstPaint()
original_show, original_start = mw.MainWindow.show, mw.MainWindow.start

def show(self):
    self.installEventFilter(watcher)
    original_show(self)

async def start(self):
    await original_start(self)
    seen["ready"] = loaded()
    seen["rows"] = self.sessions.rowCount()
    seen["send_enabled"] = self.send_button.isEnabled()
    def typed(polls=[0]):
        polls[0] += 1
        if "keyring" in sys.modules or polls[0] > 100:
            seen["typed"] = loaded()
            if sys.argv[2:] == ["send"]:
                send()
            else:
                print("SEEN " + json.dumps(seen), flush=True)
                self.close()
        else:
            QTimer.singleShot(50, typed)
    def send():
        from desktop_agent.domain.events import RunFailed, RunFinished

        def finished(event):
            if isinstance(event, (RunFinished, RunFailed)):
                seen["turn"] = type(event).__name__
                seen["answer_shown"] = "Hello from the model." in self.chat.toPlainText()
                print("SEEN " + json.dumps(seen), flush=True)
                self.close()
        self.controller.run_event.connect(finished)
        self.message_input.setPlainText("Hi")
        self.send()
    def idle():
        seen["idle"] = loaded()
        seen["source_files_held"] = len(linecache.cache)
        self.message_input.setPlainText("H")
        typed()
    QTimer.singleShot(300, idle)

mw.MainWindow.show, mw.MainWindow.start = show, start
from desktop_agent.app import main
sys.exit(main(["--data-dir", sys.argv[1]]))
"""


def run_app(data_dir: Path, *then: str) -> dict[str, object]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(data_dir), *then],
        env=env, cwd=data_dir, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    lines = [line for line in done.stdout.splitlines() if line.startswith("SEEN ")]
    assert lines, done.stdout + done.stderr[-3000:]
    seen: dict[str, object] = json.loads(lines[0].removeprefix("SEEN "))
    return seen


@pytest.mark.skipif(sys.platform == "win32", reason="offscreen child process")
def test_the_window_paints_before_the_core_loads_and_idles_without_the_keyring(tmp_path: Path) -> None:
    from desktop_agent.domain.sessions import SessionInfo
    from desktop_agent.storage.store import HistoryStore

    history = HistoryStore.open(tmp_path / "history.sqlite3")
    info = SessionInfo("ses_old", "An earlier chat", "build", "openai", "gpt-4.1", str(tmp_path), 1.0, 1.0)
    history.call(lambda repo: repo.create_session(info))
    history.close()
    # A returning person: settings exist. (On a first run the welcome checks the keyring for a key.)
    (tmp_path / "settings.json").write_text('{"theme": "light"}', encoding="utf-8")

    seen = run_app(tmp_path)

    assert seen["paint"] == [], "nothing of the core, nor the window's presenters, before the first paint"
    assert seen["rows"] == 1 and seen["send_enabled"] is True, "the history is listed and Send works"
    idle = seen["idle"]
    assert isinstance(idle, list)
    assert {"asyncio", "qasync", "sqlite3", "desktop_agent.storage"} <= set(idle)
    assert "keyring" not in idle, "the keyring is read when the person starts typing, not at start-up"
    assert "openai" not in idle and "anthropic" not in idle
    assert "desktop_agent.agent" not in idle, "the agent and its tools load when first needed"
    assert "desktop_agent.ui.chat_view" not in idle, "the conversation view is made when a session shows"
    held = seen["source_files_held"]
    assert isinstance(held, int) and held < 20, "PySide6 does not read (and keep) each module's source"
    typed = seen["typed"]
    assert isinstance(typed, list) and "keyring" in typed, "typing reads the API key ahead of Send"


@pytest.mark.skipif(sys.platform == "win32", reason="offscreen child process")
def test_the_agent_loads_for_the_first_turn_of_a_started_app(
    tmp_path: Path, llm_server: ScriptedLLMServer
) -> None:
    settings = {
        "default_provider": "ollama",
        "providers": {"ollama": {"base_url": llm_server.openai_base_url}},
    }
    (tmp_path / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    llm_server.script(openai_text("Hello from the model."))

    seen = run_app(tmp_path, "send")

    idle = seen["idle"]
    assert isinstance(idle, list) and "desktop_agent.agent" not in idle
    assert seen["turn"] == "RunFinished" and seen["answer_shown"] is True, "the first turn is answered"
