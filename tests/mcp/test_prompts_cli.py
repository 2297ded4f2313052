"""End to end: `desktop-agent chat --prompt SERVER:NAME key=value ...` as a process, against a real MCP
server and the scripted model server: the prompt's text is what the model receives; a missing required
argument and an unknown prompt are usage errors in words; `@server:uri` in a message sends the resource."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.test_cli_chat import (
    Cli,
    assert_no_traceback,
    cli,  # noqa: F401 - the fixture
    provider_args,
    text_step,
    user_texts,
)
from tests.helpers.fake_llm_server import ScriptedLLMServer
from tests.mcp.conftest import write_config
from tests.mcp.test_resources import library

pytestmark = pytest.mark.slow


def test_a_prompt_with_arguments_is_what_the_model_receives(
    cli: Cli,  # noqa: F811 - the fixture
    llm_server: ScriptedLLMServer,
    marker: str,
    tmp_path: Path,
) -> None:
    config = write_config(tmp_path / "servers.json", {"lib": library(marker)})
    llm_server.script(text_step("openai", "Division by zero."))
    result = cli.chat(
        *provider_args(llm_server, "openai"), "--mcp-config", str(config),
        "--prompt", "lib:review", "code=x = 1 / 0", "language=python",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "Division by zero." in result.stdout
    assert user_texts(llm_server.requests[0]) == [
        "[prompt /lib:review]\n\nReview this python code and say what could break:\n\nx = 1 / 0"
    ]


def test_a_missing_argument_and_an_unknown_prompt_are_usage_errors_in_words(
    cli: Cli,  # noqa: F811 - the fixture
    llm_server: ScriptedLLMServer,
    marker: str,
    tmp_path: Path,
) -> None:
    config = write_config(tmp_path / "servers.json", {"lib": library(marker)})
    args = [*provider_args(llm_server, "openai"), "--mcp-config", str(config)]
    missing = cli.chat(*args, "--prompt", "lib:review", "language=rust")
    assert missing.returncode == 2
    assert "The prompt lib:review needs code: add code=VALUE." in missing.stderr
    unknown = cli.chat(*args, "--prompt", "lib:nonesuch")
    assert unknown.returncode == 2
    assert "There is no prompt 'nonesuch' on the MCP server 'lib'." in unknown.stderr
    assert "Prompts there are: lib:review, lib:greet, lib:poster." in unknown.stderr
    stray = cli.chat(*args, "--prompt", "lib:greet", "tone=warm")
    assert stray.returncode == 2 and "The prompt lib:greet takes no tone; it takes: nothing." in stray.stderr
    both = cli.chat(*args, "hello", "--prompt", "lib:greet")
    assert both.returncode == 2 and "--prompt takes the place of the message" in both.stderr
    for result in (missing, unknown, stray, both):
        assert_no_traceback(result)
    assert llm_server.requests == []


def test_a_resource_mentioned_in_the_message_goes_with_it(
    cli: Cli,  # noqa: F811 - the fixture
    llm_server: ScriptedLLMServer,
    marker: str,
    tmp_path: Path,
) -> None:
    config = write_config(tmp_path / "servers.json", {"lib": library(marker)})
    llm_server.script(text_step("openai", "At nine."))
    result = cli.chat(
        *provider_args(llm_server, "openai"), "--mcp-config", str(config), "When? @lib:notes://readme"
    )
    assert result.returncode == 0, result.stderr
    assert user_texts(llm_server.requests[0]) == [
        'When? @lib:notes://readme\n\n<resource server="lib" uri="notes://readme">\n'
        "The library opens at nine.\n</resource>"
    ]
