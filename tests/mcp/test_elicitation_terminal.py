"""What MCP servers ask, on the terminal (`desktop-agent chat`): a form one field at a time with its
defaults, an address, a sampling request (y/N); without a terminal, each is declined with a line."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Iterator

import pytest

from desktop_agent.cli.mcp_ask import TerminalMcpPrompter
from desktop_agent.core.mcp_asker import SamplingReview
from desktop_agent.tools.mcp.elicitation import UrlRequest, parse_form
from desktop_agent.tools.mcp.sampling import SamplingMessage, SamplingPart, SamplingRequest
from tests.mcp.servers.asking_server import PROFILE


class Terminal:
    """Typed lines, one per question (None: the input ended), and the prompts asked."""

    def __init__(self, *lines: str | None) -> None:
        self.lines = list(lines)
        self.prompts: list[str] = []
        self.out = io.StringIO()

    async def read(self, prompt: str) -> str | None:
        self.prompts.append(prompt)
        return self.lines.pop(0) if self.lines else None

    def prompter(self, interactive: bool = True) -> TerminalMcpPrompter:
        return TerminalMcpPrompter(interactive=interactive, read_line=self.read, out=self.out)


@pytest.fixture
def no_browser(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    opened: list[str] = []

    def open_url(url: str) -> bool:
        opened.append(url)
        return True

    monkeypatch.setattr("webbrowser.open", open_url)
    yield opened


def test_a_form_is_asked_field_by_field_with_defaults_and_checked() -> None:
    # answer; name: keep Ada; email: a bad one, then a good one; age: not a number, then 40; newsletter: no;
    # plan: 1 (Free); topics: 1 and 3
    term = Terminal("y", "", "nope", "g@example.org", "abc", "40", "n", "1", "1,3")
    answer = asyncio.run(term.prompter().elicit("crm", parse_form("Tell us <b>\x1b[2J", PROFILE)))
    assert answer.action == "accept"
    assert answer.content == {
        "name": "Ada", "email": "g@example.org", "age": 40, "newsletter": False, "plan": "free",
        "topics": ["news", "events"],
    }  # fmt: skip
    said = term.out.getvalue()
    assert "The MCP server 'crm' asks for some information" in said
    assert "Tell us <b>⟨ESC⟩[2J" in said
    assert "✗ an email address is needed" in said and "✗ a number is needed" in said
    assert "  Your name * [Ada]: " in term.prompts and "  Newsletter [Y/n]: " in term.prompts
    assert "  Plan [2]: " in term.prompts and "  Topics [2]: " in term.prompts


@pytest.mark.parametrize(("typed", "action"), [("n", "decline"), ("c", "cancel"), (None, "cancel")])
def test_a_form_can_be_declined_or_cancelled(typed: str | None, action: str) -> None:
    answer = asyncio.run(Terminal(typed).prompter().elicit("crm", parse_form("Tell us", PROFILE)))
    assert (answer.action, answer.content) == (action, None)


def test_without_a_terminal_a_form_is_declined_with_a_line_saying_so() -> None:
    term = Terminal("y")
    answer = asyncio.run(term.prompter(interactive=False).elicit("crm", parse_form("Tell us", PROFILE)))
    assert answer.action == "decline" and term.prompts == []
    assert term.out.getvalue() == (
        "! The MCP server 'crm' asked for information; declined: nobody at a terminal can answer it.\n"
    )


def test_an_address_shows_its_host_and_opens_only_when_the_person_says_yes(no_browser: list[str]) -> None:
    url = "http://login.example.com:8080/auth?state=xyz"
    term = Terminal("n")
    assert asyncio.run(term.prompter().elicit("crm", UrlRequest("Sign in", url))).action == "decline"
    assert no_browser == []
    said = term.out.getvalue()
    assert "Host:    login.example.com:8080   (http, NOT encrypted)" in said
    assert f"Address: {url}" in said
    term = Terminal("y")
    assert asyncio.run(term.prompter().elicit("crm", UrlRequest("Sign in", url))).action == "accept"
    assert no_browser == [url]


def _review() -> SamplingReview:
    request = SamplingRequest(
        (
            SamplingMessage(
                "user",
                (SamplingPart("text", "Summarise"), SamplingPart("image", mime_type="image/png", size=10)),
            ),
        ),
        max_tokens=200,
        system_prompt="Be brief",
    )
    return SamplingReview("notes", request, "openai/gpt-4.1-mini", ("openai/gpt-4.1-mini",), {})


@pytest.mark.parametrize(("typed", "chosen"), [("y", "openai/gpt-4.1-mini"), ("", None), (None, None)])
def test_sampling_is_asked_yes_or_no_showing_the_exact_messages(
    typed: str | None, chosen: str | None
) -> None:
    term = Terminal(typed)
    assert asyncio.run(term.prompter().review_sampling(_review())) == chosen
    said = term.out.getvalue()
    assert (
        "--- system prompt ---\n  Be brief\n  --- user ---\n  Summarise\n  [image: image/png, 10 bytes]"
        in said
    )
    assert "Answered by openai/gpt-4.1-mini, at most 200 tokens" in said
    assert term.prompts == ["  Send it to the model? [y/N] "]


def test_without_a_terminal_sampling_is_declined_with_a_line_saying_so() -> None:
    term = Terminal("y")
    assert asyncio.run(term.prompter(interactive=False).review_sampling(_review())) is None
    assert "asked to use the model; declined" in term.out.getvalue()
