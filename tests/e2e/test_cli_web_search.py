"""Web search from the terminal, as a person sets it up: `"web_search"` in settings.json (the CLI has no
settings command) and, for a keyed service, `desktop-agent keys set search.NAME`. The model's search goes to
a SearXNG-compatible server on 127.0.0.1, asks like fetch_url (`--yes` approves), and `usage` counts it."""

from __future__ import annotations

import json

import pytest

from tests.e2e.test_cli_chat import Cli, json_lines, provider_args, tool_results, tool_states
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls
from tests.helpers.search_server import SearchServer, json_route

pytestmark = pytest.mark.slow

RESULTS = {"results": [{"url": "https://example.org/cats", "title": "Cats", "content": "All about cats."}]}


def test_a_search_from_the_terminal_is_asked_found_and_counted(
    cli: Cli, llm_server: ScriptedLLMServer
) -> None:
    search = SearchServer()
    search.routes["/search"] = json_route(RESULTS)
    try:
        cli.write_settings({"web_search": {"backend": "searxng", "searxng_url": search.base}})
        llm_server.script(
            openai_tool_calls([("call_1", "web_search", '{"query": "cats"}')]), openai_text("Found cats.")
        )
        result = cli.chat(*provider_args(llm_server, "openai"), "--json", "--yes", "Search for cats")
        assert result.returncode == 0, result.stderr
        events = json_lines(result.stdout)
        asked = [e for e in events if e["type"] == "approval_requested"]
        assert len(asked) == 1 and asked[0]["subject"] == f"{search.base}/search"
        assert tool_states(events)["call_1"][-1] == ("web_search", "completed")
        sent = tool_results(llm_server.requests[1])["call_1"]
        assert sent.startswith('Web search results (back end: searxng) for "cats": 1 found.')
        assert "https://example.org/cats" in sent and "fetch_url" in sent
        assert search.seen[0].query == {"q": ["cats"], "format": ["json"]}
        tools = [t["function"]["name"] for t in llm_server.requests[0].body["tools"]]  # type: ignore[index]
        assert "web_search" in tools

        usage = cli.run("usage", "--json", "--data-dir", str(cli.data_dir))
        assert usage.returncode == 0, usage.stderr
        [row] = json.loads(usage.stdout)["web_searches"]
        assert (row["backend"], row["searches"], row["cost_status"]) == ("searxng", 1, "own")
    finally:
        search.close()


def test_off_by_default_the_model_is_not_offered_web_search(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    llm_server.script(openai_text("Hello."))
    result = cli.chat(*provider_args(llm_server, "openai"), "--json", "What is new about cats?")
    assert result.returncode == 0, result.stderr
    tools = [t["function"]["name"] for t in llm_server.requests[0].body["tools"]]  # type: ignore[index]
    assert "web_search" not in tools and "fetch_url" in tools
