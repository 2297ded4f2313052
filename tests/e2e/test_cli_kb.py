"""End to end: `desktop-agent kb ...` as processes, then a real turn (`chat --kb`, the openai SDK against
the scripted server) where the model calls search_knowledge and gets the passage with an exact identifier."""

from __future__ import annotations

import json

import pytest

from tests.e2e.test_cli_chat import Cli, cli, provider_args, tool_results  # noqa: F401  (the fixture)
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls

pytestmark = pytest.mark.slow


def test_kb_commands_and_a_turn_that_searches(cli: Cli) -> None:  # noqa: F811
    docs = cli.workspace / "docs"
    docs.mkdir()
    (docs / "faults.md").write_text("# Faults\nCode ZK-5521 means the fan is blocked.\n", encoding="utf-8")
    (docs / "other.md").write_text("# Fans\nFans keep the box cool.\n", encoding="utf-8")
    data = ["--data-dir", str(cli.data_dir)]
    assert cli.run("kb", "create", "plant", *data).returncode == 0
    assert cli.run("kb", "add", "plant", str(docs), *data).returncode == 0
    synced = cli.run("kb", "sync", "plant", *data)
    assert synced.returncode == 0 and "2 indexed" in synced.stdout and "[2/2]" in synced.stderr
    status = json.loads(cli.run("kb", "status", "plant", "--json", *data).stdout)
    assert status["by_status"] == {"indexed": 2}
    found = json.loads(cli.run("kb", "search", "plant", "fan ZK-5521", "--json", *data).stdout)
    assert found[0]["path"].endswith("faults.md") and found[0]["exact"] and found[0]["line_start"] == 1
    assert [b["name"] for b in json.loads(cli.run("kb", "list", "--json", *data).stdout)] == ["plant"]
    wrong = cli.run("kb", "search", "nope", "x", *data)
    assert wrong.returncode != 0 and "no knowledge base" in wrong.stderr
    assert cli.run("kb", "search", "plant", "x", "--top", "0", *data).returncode == 2
    assert cli.run("kb", *data).returncode == 2

    cite = found[0]["id"]
    with ScriptedLLMServer() as server:
        server.script(
            openai_tool_calls([("call_1", "search_knowledge", '{"query": "ZK-5521"}')], usage=(10, 5)),
            openai_text(
                f"ZK-5521 means the fan is blocked [{cite}]. Oil it weekly [kb:plant#999].", usage=(10, 5)
            ),
            openai_text(f"As said: blocked [{cite}].", usage=(10, 5)),
        )
        turn = cli.chat("--kb", "plant", *provider_args(server, "openai"), "What is ZK-5521?")
        assert turn.returncode == 0, turn.stderr
        first, second = server.requests
        assert "search_knowledge" in json.dumps(first.body["tools"] if first.body else [])
        result = tool_results(second)["call_1"]
        assert (
            "ZK-5521 means the fan is blocked" in result
            and f'id="{cite}"' in result
            and "faults.md" in result
        )
        # The citation it was given is numbered and listed; the one it made up is removed, and said so.
        assert "ZK-5521 means the fan is blocked [1]. Oil it weekly." in turn.stdout
        assert "kb:plant#999" not in turn.stdout and "#999" in turn.stderr and "removed" in turn.stderr
        assert "[1] " in turn.stdout and "faults.md, lines 1-2" in turn.stdout
        session = turn.stderr.split("Session ", 1)[1].split()[0]
        shown = cli.run("sessions", "show", session, *data)
        assert "fan is blocked [1]. Oil it weekly." in shown.stdout and "faults.md, lines 1-2" in shown.stdout
        assert "Searches the knowledge bases: plant" in shown.stdout

        # The session goes on searching the base without --kb; its earlier passage can be cited again.
        again = cli.chat("--session", session, *provider_args(server, "openai"), "And again?")
        assert again.returncode == 0, again.stderr
        assert "search_knowledge" in json.dumps(
            server.requests[2].body["tools"] if server.requests[2].body else []
        )
        assert "As said: blocked [1]." in again.stdout and "removed" not in again.stderr
    assert cli.chat("--kb", "missing", "hi").returncode == 2
    assert cli.run("kb", "delete", "plant", *data).returncode == 0
