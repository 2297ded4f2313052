"""The one place tool output is cut down: head and tail kept, with a note saying how much was cut."""

from __future__ import annotations

DEFAULT_MAX_CHARS = 30_000


def truncate_output(text: str, max_chars: int = DEFAULT_MAX_CHARS) -> tuple[str, str | None]:
    """Return the text to send and, when something was cut, a note describing the cut."""
    if len(text) <= max_chars:
        return text, None
    head = (max_chars * 2) // 3
    tail = max_chars - head
    cut = len(text) - head - tail
    cut_lines = text.count("\n", head, len(text) - tail)
    chars = "character" if cut == 1 else "characters"
    lines = "line" if cut_lines == 1 else "lines"
    note = f"[output truncated: {cut:,} {chars} ({cut_lines:,} {lines}) cut from the middle of {len(text):,}]"
    return f"{text[:head]}\n\n{note}\n\n{text[len(text) - tail :]}", note
