"""What a tool card says for people: a title in words from the call's arguments ("Write hello.py",
"Run `git status`"), and the arguments as a file's lines, a small diff or key: value lines — never
escaped JSON. Model-chosen text is shown by name where hidden (`domain.display.visible`), shortened,
and always inserted as plain text."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QPalette, QTextBlockFormat, QTextCharFormat, QTextCursor

from desktop_agent.domain.arguments import load_arguments
from desktop_agent.domain.display import visible
from desktop_agent.ui import chat_formats
from desktop_agent.ui.chat_text import is_dark, mono_format, pretty_arguments

PREVIEW_LINES = 12
"""Lines of a written file or of each side of an edit shown on its card."""
_TITLE_CHARS = 60


def short(text: object, limit: int = _TITLE_CHARS) -> str:
    """Model-chosen text for a title: hidden characters named, on one line, at most `limit` characters."""
    one_line = " ".join(visible(str(text)).split())
    return one_line if len(one_line) <= limit else one_line[: limit - 1].rstrip() + "…"


def _arguments(arguments: str) -> dict[str, Any]:
    try:
        value = load_arguments(arguments or "{}")
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _page(url: str) -> str:
    return url.split("://", 1)[-1].removeprefix("www.").rstrip("/")


def title(name: str, arguments: str) -> str | None:
    """The card's title in words for a built-in tool, or None (the tool's own name is shown)."""
    args = _arguments(arguments)

    def arg(key: str) -> str:
        value = args.get(key)
        if isinstance(value, list):
            value = " ".join(str(v) for v in value)
        return short(value) if isinstance(value, str | int | float) and str(value) else ""

    path, query = arg("path"), arg("query")
    match name:
        case "read_file" if path:
            return QCoreApplication.translate("ToolCard", "Read {path}").format(path=path)
        case "write_file" if path:
            return QCoreApplication.translate("ToolCard", "Write {path}").format(path=path)
        case "edit_file" if path:
            return QCoreApplication.translate("ToolCard", "Edit {path}").format(path=path)
        case "delete_file" if path:
            return QCoreApplication.translate("ToolCard", "Delete {path}").format(path=path)
        case "run_command" if command := arg("command"):
            return QCoreApplication.translate("ToolCard", "Run `{command}`").format(command=command)
        case "list_directory" | "list_dir":
            folder = path if path and path != "." else QCoreApplication.translate("ToolCard", "the workspace")
            return QCoreApplication.translate("ToolCard", "List {folder}").format(
                folder=folder if folder.endswith("/") else folder + "/"
            )
        case "grep" | "search" if pattern := arg("pattern"):
            return QCoreApplication.translate("ToolCard", "Search for “{text}”").format(text=pattern)
        case "glob" if pattern := arg("pattern"):
            return QCoreApplication.translate("ToolCard", "Find files like “{text}”").format(text=pattern)
        case "fetch_url" if url := arg("url"):
            return QCoreApplication.translate("ToolCard", "Read {page}").format(page=short(_page(url)))
        case "web_search" if query:
            return QCoreApplication.translate("ToolCard", "Search the web for “{text}”").format(text=query)
        case "search_knowledge" if query:
            bases = args.get("bases")
            if isinstance(bases, list) and bases:
                where = short(", ".join(str(b) for b in bases), 40)
                return QCoreApplication.translate("ToolCard", "Search “{bases}” for “{text}”").format(
                    bases=where, text=query
                )
            return QCoreApplication.translate("ToolCard", "Search the knowledge bases for “{text}”").format(
                text=query
            )
        case "remember" if text := arg("text"):
            return QCoreApplication.translate("ToolCard", "Remember “{text}”").format(text=text)
        case "search_history" if query:
            return QCoreApplication.translate("ToolCard", "Search past chats for “{text}”").format(text=query)
        case "ask_user" if question := arg("question"):
            return QCoreApplication.translate("ToolCard", "Ask you “{text}”").format(text=question)
        case "use_skill" if skill := arg("name"):
            server, served, name = skill.partition("__")  # a skill an MCP server serves: server__name
            if served and server and name:
                said = QCoreApplication.translate("ToolCard", "Use the skill “{name}” from {server}")
                return said.format(name=name, server=server)
            return QCoreApplication.translate("ToolCard", "Use the skill “{name}”").format(name=skill)
        case "update_plan":
            return QCoreApplication.translate("ToolCard", "Update the plan")
    return None


def _lines(text: str) -> list[str]:
    lines = visible(text).expandtabs(4).split("\n")
    return lines[:-1] if len(lines) > 1 and lines[-1] == "" else lines


def _more(cursor: QTextCursor, hidden: int, dim: QTextCharFormat) -> None:
    if hidden > 0:
        chat_formats.line(
            cursor, QCoreApplication.translate("ToolCard", "…{n:,} more lines").format(n=hidden), dim
        )


def _tinted(cursor: QTextCursor, text: str, fmt: QTextCharFormat, tint: QColor | None) -> None:
    chat_formats.line(cursor, text or " ", fmt)
    block = QTextBlockFormat()
    if tint is not None:
        block.setBackground(tint)
    cursor.setBlockFormat(block)


def _tint(palette: QPalette, added: bool) -> QColor:
    color = QColor("#2e7d32" if added else "#c62828")
    color.setAlpha(70 if is_dark(palette) else 34)
    return color


def write_arguments(
    cursor: QTextCursor, name: str, arguments: str, palette: QPalette, dim: QTextCharFormat
) -> None:
    """The call's arguments for people: a file's first lines, an edit as old and new lines, or one
    key: value line per argument (multi-line values as their lines)."""
    args = _arguments(arguments)
    mono = mono_format(palette)
    content, old, new = args.get("content"), args.get("old_string"), args.get("new_string")
    if name == "write_file" and isinstance(content, str):
        lines = _lines(content)
        for text in lines[:PREVIEW_LINES]:
            _tinted(cursor, text, mono, None)
        _more(cursor, len(lines) - PREVIEW_LINES, dim)
    elif name == "edit_file" and isinstance(old, str) and isinstance(new, str):
        for sign, text, added in (("−", old, False), ("+", new, True)):
            lines = _lines(text)
            for one in lines[:PREVIEW_LINES]:
                _tinted(cursor, f"{sign} {one}", mono, _tint(palette, added))
            _more(cursor, len(lines) - PREVIEW_LINES, dim)
    elif name == "update_plan" or not args:
        if arguments.strip() not in ("", "{}"):
            chat_formats.line(cursor, visible(pretty_arguments(arguments)), mono_format(palette, dim=True))
    else:
        titled = _TITLED.get(name, frozenset()) if title(name, arguments) is not None else frozenset()
        rest = {k: v for k, v in args.items() if not (k in titled and _whole(v))}
        _key_values(cursor, rest, mono_format(palette, dim=True), dim)


_PATH, _QUERY = frozenset({"path"}), frozenset({"query"})
_TITLED: dict[str, frozenset[str]] = {
    "read_file": _PATH,
    "delete_file": _PATH,
    "list_directory": _PATH,
    "run_command": frozenset({"command"}),
    "grep": frozenset({"pattern"}),
    "glob": frozenset({"pattern"}),
    "fetch_url": frozenset({"url"}),
    "web_search": _QUERY,
    "search_history": _QUERY,
    "search_knowledge": frozenset({"query", "bases"}),
    "remember": frozenset({"text"}),
    "ask_user": frozenset({"question"}),
    "use_skill": frozenset({"name"}),
}
"""Arguments a title in words shows (left out of the lines below it when shown whole there)."""


def _whole(value: object) -> bool:
    if isinstance(value, list):
        value = " ".join(str(v) for v in value)
    return isinstance(value, str) and "\n" not in value and short(value) == visible(value)


def _key_values(
    cursor: QTextCursor, args: dict[str, Any], fmt: QTextCharFormat, dim: QTextCharFormat
) -> None:
    for shown, (key, value) in enumerate(args.items()):
        if shown >= 8:
            _more(cursor, len(args) - shown, dim)
            break
        lines = _lines(value) if isinstance(value, str) else json.dumps(value, ensure_ascii=False).split("\n")
        first, rest = lines[0], lines[1:]
        chat_formats.line(cursor, f"{visible(str(key))}: {short(first, 240) if not rest else first}", fmt)
        for text in rest[: PREVIEW_LINES - 1]:
            chat_formats.line(cursor, "    " + text, fmt)
        _more(cursor, len(rest) - (PREVIEW_LINES - 1), dim)
