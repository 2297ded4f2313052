"""The window and `desktop-agent` on the same settings file and history: same provider, model and search."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable

import pytest
import qasync
from pytestqt.qtbot import QtBot

from desktop_agent.core.app_core import open_core
from desktop_agent.core.keys import MemorySecretStore
from desktop_agent.core.paths import app_paths
from desktop_agent.domain.events import RunFinished
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.main_window import MainWindow
from tests.e2e.test_cli_chat import KEY_VAR, Cli
from tests.gui.window_harness import drive, event_loop_qt, type_and_send
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

__all__ = ["event_loop_qt"]
pytestmark = pytest.mark.slow


def settings_for(server: ScriptedLLMServer) -> dict[str, object]:
    """A custom endpoint as the default provider; a global default model and the endpoint's own both set."""
    return {
        "default_provider": "lab",
        "default_model": "lab-70b",
        "providers": {
            "lab": {
                "kind": "openai",
                "label": "Lab server",
                "base_url": server.openai_base_url,
                "authenticated": True,
                "default_model": "lab-7b",
                "models": ["lab-7b", "lab-70b"],
            }
        },
    }


def cli_sessions(cli: Cli, *args: str) -> list[dict[str, object]]:
    result = cli.run("sessions", *args, "--json", "--data-dir", str(cli.data_dir))
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert isinstance(found, list)
    return found


def test_the_window_and_the_cli_choose_and_find_the_same(
    cli: Cli,
    llm_server: ScriptedLLMServer,
    qtbot: QtBot,
    event_loop_qt: qasync.QEventLoop,
) -> None:
    cli.write_settings(settings_for(llm_server))
    llm_server.script(openai_text("From the terminal: the budget is fine."))
    result = cli.chat("--api-key-env", KEY_VAR, "--json", "How is the budget?")
    assert result.returncode == 0, result.stderr  # was: exit 2, "Unknown provider 'lab'"
    cli_request = llm_server.requests[0]
    assert cli_request.body is not None and cli_request.body["model"] == "lab-70b"
    [listed] = cli_sessions(cli, "list")
    assert (listed["provider"], listed["model"]) == ("lab", "lab-70b")

    core = open_core(app_paths(cli.data_dir), secrets=MemorySecretStore({"lab": cli.key}))
    controller = ChatController(core, workspace=cli.workspace)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    llm_server.script(openai_text("From the window: the budget is fine."))

    async def body() -> None:
        await window.start()
        assert (controller.default_provider, controller.default_model) == ("lab", "lab-70b")
        assert controller.model_choices()[0] == "lab/lab-70b"
        finished: list[RunFinished] = []
        controller.run_event.connect(lambda e: finished.append(e) if isinstance(e, RunFinished) else None)
        type_and_send(qtbot, window, "And the travel plan?")
        await wait_until(lambda: bool(finished))
        window_request = llm_server.requests[1]
        assert window_request.body is not None and window_request.body["model"] == "lab-70b"
        assert window_request.path == cli_request.path, "the same endpoint"

        window_session = window.session
        assert window_session is not None
        await controller.change_session(window_session.id, title="Quarterly numbers")  # a title-only word
        for query in ("quarterly", "budget", "travel", "nothing-like-this"):
            in_window = [info.id for info, _ in await controller.search_sessions(query)]
            in_terminal = [str(hit["session_id"]) for hit in cli_sessions(cli, "search", query)]
            assert in_window == in_terminal, query
        assert [info.id for info, _ in await controller.search_sessions("quarterly")] == [window_session.id]
        await core.aclose()

    drive(event_loop_qt, body())


async def wait_until(check: Callable[[], bool], limit_s: float = 15.0) -> None:
    for _ in range(int(limit_s / 0.02)):
        if check():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("timed out")
