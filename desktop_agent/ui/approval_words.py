"""What the approval dialog says, in words: its title ("Edit notes.txt?", "Run this command?"), the risk
chip's symbol and colours, and the command split from the line that says how it will run (the sandbox).

Titles of built-in tools come from the chat's tool cards (`card_words.title`); an MCP tool is named by its
own name (a server could name a tool `edit_file`: it is never dressed up as a built-in one).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from desktop_agent.ui import card_words

if TYPE_CHECKING:
    from desktop_agent.domain.events import ApprovalRequested

RISK_COLORS = {"low": "#2e7d32", "medium": "#8a5300", "high": "#c62828"}
"""The risk chip's background; its text is white (each at least 4.5:1 with it)."""
RISK_TEXT_COLOR = "#ffffff"
_OTHER_RISK = "#5f6368"


def risk_text(risk: str) -> str:
    """The chip's words with a symbol, so the risk reads without its colour."""
    return {
        "low": QCoreApplication.translate("ApprovalDialog", "✓ Low risk"),
        "medium": QCoreApplication.translate("ApprovalDialog", "◆ Medium risk"),
        "high": QCoreApplication.translate("ApprovalDialog", "⚠ High risk"),
    }.get(risk, risk)


def risk_color(risk: str) -> str:
    return RISK_COLORS.get(risk, _OTHER_RISK)


def _creates(request: ApprovalRequested) -> bool:
    return request.preview_kind == "diff" and request.preview.startswith("--- /dev/null")


def title(request: ApprovalRequested) -> str:
    """What will happen, as a question: "Edit notes.txt?", "Create hello.py?", "Run this command?"."""
    if request.source == "built-in":
        arguments = json.dumps(request.arguments, ensure_ascii=False)
        words = card_words.title(request.name, arguments)
        path = card_words.short(request.arguments.get("path", ""))
        if request.name == "run_command" and words is not None:
            return QCoreApplication.translate("ApprovalDialog", "Run this command?")
        if request.name == "write_file" and path:
            if _creates(request):
                return QCoreApplication.translate("ApprovalDialog", "Create {path}?").format(path=path)
            return QCoreApplication.translate("ApprovalDialog", "Overwrite {path}?").format(path=path)
        if words is not None:
            return QCoreApplication.translate("ApprovalDialog", "{action}?").format(action=words)
    return QCoreApplication.translate("ApprovalDialog", "Use the tool {tool}?").format(
        tool=card_words.short(request.name)
    )


def split_command(preview: str) -> tuple[str, str]:
    """A command preview as (the command, how it runs): the shell tool appends `\\n\\n[sandboxed: …]`
    (the last such line is the tool's own, whatever the command says before it)."""
    command, sep, tail = preview.rpartition("\n\n[")
    if sep and tail.endswith("]") and "\n" not in tail:
        return command, tail[:-1]
    return preview, ""


def how_it_runs(sandbox: str, unconfined: str) -> str:
    """The info row under a command: "Sandboxed: may change files in …". When the warning above already
    says why it leaves the sandbox, only what that means is said here (the warning is said once)."""
    if not sandbox:
        return ""
    if unconfined and sandbox.startswith("not sandboxed: ") and "; " in sandbox:
        return QCoreApplication.translate("ApprovalDialog", "Not sandboxed: {consequence}").format(
            consequence=sandbox.split("; ", 1)[1]
        )
    return sandbox[:1].upper() + sandbox[1:]
