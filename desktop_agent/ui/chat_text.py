"""What the chat view writes into its document: Markdown in place, highlighted code, folded arguments.

Nothing here keeps state: each function works on a range of a QTextDocument and is called once per block
of text, never per token.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtGui import (
    QColor,
    QFontDatabase,
    QPalette,
    QTextBlock,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)

from desktop_agent.domain.arguments import load_arguments
from desktop_agent.domain.display import readable
from desktop_agent.ui.presenters.chat_actions import is_external

log = logging.getLogger(__name__)

_PLACEHOLDER = "\u200b"
CODE_LANGUAGE = QTextFormat.Property.BlockCodeLanguage
CODE_FENCE = QTextFormat.Property.BlockCodeFence


def qt_length(text: str) -> int:
    """`text`'s length in a QTextDocument: UTF-16 code units, so an emoji (outside the Basic Multilingual
    Plane) counts two."""
    return len(text.encode("utf-16-le")) // 2


def insert_markdown(cursor: QTextCursor, markdown: str) -> None:
    """Insert rendered Markdown at the cursor, keeping the first block's own format (heading, code, quote).

    Qt merges a fragment's first block into the block at the cursor, dropping its block format; a throwaway
    first paragraph takes that merge and is removed afterwards. The Markdown is a model's (or the person's)
    text: only its links to web and mail addresses stay links (`keep_web_links`).
    """
    start = cursor.position()
    shown = readable(markdown)
    if "$" in shown or "\\(" in shown or "\\[" in shown:
        from desktop_agent.ui.chat_math import with_math_images  # loaded with the first formula

        shown = with_math_images(shown)
    if markdown.lstrip().startswith("|"):
        # A table first: it has no block format to lose, and removing a placeholder paragraph before a
        # table makes Qt crash when the edit is laid out.
        cursor.insertMarkdown(shown)
        keep_web_links(cursor.document(), start, cursor.position())
        return
    cursor.insertMarkdown(_PLACEHOLDER + "\n\n" + shown)
    keep_web_links(cursor.document(), start, cursor.position())
    probe = QTextCursor(cursor.document())
    probe.setPosition(start)
    if not probe.block().text().startswith(_PLACEHOLDER):
        return
    following = QTextCursor(probe.block().next())
    if following.currentFrame() == probe.currentFrame():
        probe.movePosition(QTextCursor.MoveOperation.NextBlock, QTextCursor.MoveMode.KeepAnchor)
    else:
        # A table comes first: removing the paragraph break after the placeholder would pull the table
        # apart, so the placeholder joins the paragraph before it instead (or just empties, at the top).
        before = QTextCursor(cursor.document())
        before.setPosition(max(start - 1, 0))
        if start > 0 and before.currentFrame() == probe.currentFrame():
            probe.setPosition(start - 1)
        probe.setPosition(start + len(_PLACEHOLDER), QTextCursor.MoveMode.KeepAnchor)
    probe.removeSelectedText()


def keep_web_links(document: QTextDocument, start: int, end: int) -> None:
    """Every other link in document[start:end] becomes plain text: written text can never make a link that
    the app would take for one of its own (`da:...`, see `presenters.chat_actions`), a file, or anything
    but an address that opens in the browser after the person has seen it."""
    foreign: list[tuple[int, int, QTextCharFormat]] = []
    block = document.findBlock(start)
    while block.isValid() and block.position() <= end:
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            fmt = fragment.charFormat()
            if fmt.isAnchor() and not is_external(QUrl(fmt.anchorHref()).scheme()):
                foreign.append((fragment.position(), fragment.length(), fmt))
            fragments += 1
        block = block.next()
    if not foreign:
        return
    cursor = QTextCursor(document)
    for position, length, fmt in foreign:
        log.debug("A link to %.100r in written text is shown as text", fmt.anchorHref())
        fmt.setAnchor(False)
        fmt.setAnchorHref("")
        fmt.setAnchorNames([])
        fmt.clearForeground()
        fmt.setFontUnderline(False)
        cursor.setPosition(position)
        cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
        cursor.setCharFormat(fmt)


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def dim_color(palette: QPalette, alpha: float = 0.62) -> QColor:
    """Secondary text: the theme's text color, faded, so it reads on light and dark alike."""
    color = QColor(palette.color(QPalette.ColorRole.Text))
    color.setAlphaF(alpha)
    return color


def mixed(palette: QPalette, amount: float) -> QColor:
    """The text colour laid over the base colour at `amount`, as one opaque colour."""
    base = QColor(palette.color(QPalette.ColorRole.Base))
    text = QColor(palette.color(QPalette.ColorRole.Text))
    return QColor.fromRgbF(
        base.redF() + (text.redF() - base.redF()) * amount,
        base.greenF() + (text.greenF() - base.greenF()) * amount,
        base.blueF() + (text.blueF() - base.blueF()) * amount,
    )


def mono_format(palette: QPalette, *, dim: bool = False) -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    if dim:
        fmt.setForeground(dim_color(palette, 0.8))
    return fmt


def link_format(palette: QPalette, href: str) -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setAnchor(True)
    fmt.setAnchorHref(href)
    fmt.setForeground(palette.color(QPalette.ColorRole.Link))
    return fmt


# ---- code blocks ----


@dataclass(slots=True)
class CodeRun:
    """Consecutive blocks of one fenced code block, as Qt's Markdown import left them."""

    first: QTextBlock
    language: str
    text: str


def code_runs(document: QTextDocument, start: int, end: int) -> list[CodeRun]:
    runs: list[CodeRun] = []
    block = document.findBlock(start)
    current: list[QTextBlock] = []
    language = ""

    def close() -> None:
        if current:
            runs.append(CodeRun(current[0], language, "\n".join(b.text() for b in current)))
            current.clear()

    while block.isValid() and block.position() <= end:
        fmt = block.blockFormat()
        if fmt.hasProperty(CODE_FENCE) or fmt.hasProperty(CODE_LANGUAGE):
            block_language = str(fmt.property(CODE_LANGUAGE) or "")
            if current and block_language != language:
                close()
            language = block_language
            current.append(block)
        else:
            close()
        block = block.next()
    close()
    return runs


_LIGHT = {
    "Keyword": "#0033b3",
    "Name.Builtin": "#0033b3",
    "Name.Function": "#00627a",
    "Name.Class": "#00627a",
    "Name.Decorator": "#9e880d",
    "Name.Tag": "#0033b3",
    "Name.Attribute": "#174ad4",
    "Literal.String": "#067d17",
    "Literal.Number": "#1750eb",
    "Comment": "#8c8c8c",
    "Operator.Word": "#0033b3",
    "Generic.Inserted": "#067d17",
    "Generic.Deleted": "#c62828",
    "Generic.Heading": "#0033b3",
    "Generic.Subheading": "#6f42c1",
}
_DARK = {
    "Keyword": "#cc7832",
    "Name.Builtin": "#8888c6",
    "Name.Function": "#ffc66d",
    "Name.Class": "#ffc66d",
    "Name.Decorator": "#bbb529",
    "Name.Tag": "#e8bf6a",
    "Name.Attribute": "#bababa",
    "Literal.String": "#6a8759",
    "Literal.Number": "#6897bb",
    "Comment": "#808080",
    "Operator.Word": "#cc7832",
    "Generic.Inserted": "#6a8759",
    "Generic.Deleted": "#e06c75",
    "Generic.Heading": "#cc7832",
    "Generic.Subheading": "#9876aa",
}


@cache
def _lexer(language: str) -> Any:
    """The Pygments lexer for a fence's language, or None (no guessing: it is slow and often wrong)."""
    from pygments.lexers import get_lexer_by_name
    from pygments.util import ClassNotFound

    try:
        return get_lexer_by_name(language, stripnl=False, ensurenl=False)
    except ClassNotFound:
        return None


def _color_for(token_type: Any, colors: dict[str, str]) -> str | None:
    while token_type is not None and len(token_type) > 0:
        name = ".".join(token_type)
        if name in colors:
            return colors[name]
        token_type = token_type.parent
    return None


@lru_cache(maxsize=256)
def _colored_spans(language: str, code: str, dark: bool) -> tuple[tuple[int, int, str, bool], ...]:
    """(offset, length, colour, italic) of each coloured token, in UTF-16 units. Cached: a code block that
    streamed is highlighted again, unchanged, when its part is rendered whole."""
    lexer = _lexer(language)
    if lexer is None:
        return ()
    from pygments.token import Comment

    colors = _DARK if dark else _LIGHT
    spans: list[tuple[int, int, str, bool]] = []
    offset = 0
    for token_type, value in lexer.get_tokens(code):
        length = qt_length(value)
        color = _color_for(token_type, colors)
        if color is not None and value:
            spans.append((offset, length, color, token_type in Comment))
        offset += length
    return tuple(spans)


def highlight(run: CodeRun, dark: bool) -> None:
    """Color one code block's tokens in place (formats only: the text does not change)."""
    language = run.language.strip().lower()
    if not language:
        return
    document = run.first.document()
    base = run.first.position()
    cursor = QTextCursor(document)
    for offset, length, color, italic in _colored_spans(language, run.text, dark):
        cursor.setPosition(base + offset)
        cursor.setPosition(base + offset + length, QTextCursor.MoveMode.KeepAnchor)
        fmt = QTextCharFormat()
        fmt.setForeground(QColor(color))
        if italic:
            fmt.setFontItalic(True)
        cursor.mergeCharFormat(fmt)


# ---- tool arguments ----

FOLD_CHARS = 240
MAX_ARGUMENT_LINES = 14


def _fold(value: Any) -> Any:
    if isinstance(value, str) and len(value) > FOLD_CHARS:
        return value[:FOLD_CHARS] + f"… (+{len(value) - FOLD_CHARS:,} characters)"
    if isinstance(value, dict):
        return {k: _fold(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_fold(v) for v in value]
    return value


_PLAN_MARKS = {"completed": "☑", "in_progress": "▸", "pending": "☐"}


def _plan_checklist(value: object) -> str:
    """update_plan's steps as the checklist they are (☑ done, ▸ under way, ☐ to do); '' for anything else."""
    steps = value.get("steps") if isinstance(value, dict) and set(value) == {"steps"} else None
    if not isinstance(steps, list) or not steps:
        return ""
    lines = []
    for step in steps[:MAX_ARGUMENT_LINES]:
        if not (
            isinstance(step, dict) and isinstance(step.get("step"), str) and step.get("status") in _PLAN_MARKS
        ):
            return ""
        lines.append(f"{_PLAN_MARKS[step['status']]} {step['step']}")
    return "\n".join(lines)


def pretty_arguments(arguments: str | dict[str, Any]) -> str:
    """Arguments as indented JSON with long strings folded; what the model sent when it is not JSON."""
    if isinstance(arguments, str):
        try:
            value = load_arguments(arguments or "{}")
        except ValueError:
            return arguments if len(arguments) <= FOLD_CHARS else arguments[:FOLD_CHARS] + "…"
    else:
        value = arguments
    if isinstance(value, dict) and not value:
        return ""
    if checklist := _plan_checklist(value):
        return checklist
    if isinstance(value, dict):
        lines = []
        for key, item in _fold(value).items():
            if isinstance(item, str) and "\n" not in item:
                lines.append(f"{key}: {item}")
            else:
                shown = json.dumps(item, indent=2, ensure_ascii=False)
                lines.append(f"{key}: " + shown.replace("\n", "\n  "))
        lines = "\n".join(lines).splitlines()
    else:
        lines = json.dumps(_fold(value), indent=2, ensure_ascii=False).splitlines()
    if len(lines) > MAX_ARGUMENT_LINES:
        hidden = len(lines) - MAX_ARGUMENT_LINES
        lines = [*lines[:MAX_ARGUMENT_LINES], f"… {hidden} more lines"]
    return "\n".join(lines)


def split_tool_name(name: str) -> tuple[str, str | None]:
    """("get_time", "time") for an MCP tool named "time__get_time"; (name, None) for a built-in one."""
    server, sep, tool = name.partition("__")
    return (tool, server) if sep and server and tool else (name, None)
