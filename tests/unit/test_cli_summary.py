"""The line the terminal shows after an answer: tokens when the server reports them, and plainly
"not reported" when it does not (llama-cpp-python streams no usage) instead of "0 input / 0 output"."""

from __future__ import annotations

import io

from desktop_agent.cli.render import TextRenderer
from desktop_agent.domain.events import RunFinished, StopReason
from desktop_agent.domain.messages import Usage


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def summary_after(usage: Usage, steps: int = 1) -> str:
    out, err = io.StringIO(), Terminal()
    TextRenderer(out, err, show_thinking=True).show(RunFinished("run_1", StopReason.END, usage, steps))
    return err.getvalue()


def test_reported_tokens_are_shown() -> None:
    line = summary_after(Usage(input_tokens=1234, output_tokens=56), steps=2)
    assert "[2 steps, 1,234 input / 56 output tokens]" in line


def test_tokens_a_server_did_not_report_are_not_shown_as_zero() -> None:
    line = summary_after(Usage())
    assert "token use not reported by the server" in line
    assert "0 input" not in line
