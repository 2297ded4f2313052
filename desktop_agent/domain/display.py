"""Model-chosen text made safe to show: nothing in it can act on a terminal or hide from a reader.

Control characters (C0 but newline and tab, DEL, C1), the escape that starts ANSI and OSC sequences
(cursor moves, colours, OSC 52 clipboard writes, hyperlinks), bidirectional overrides and isolates
(which reorder what is shown), zero-width and other invisible format characters, line and paragraph
separators and lone surrogates are replaced by a visible name: ``⟨ESC⟩``,
``⟨CR⟩``, ``⟨U+202E⟩``. What follows an ESC stays as plain text, so the person sees the whole sequence
and the terminal acts on none of it.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable

_NAMES = {
    0x00: "NUL", 0x07: "BEL", 0x08: "BS", 0x0B: "VT", 0x0C: "FF", 0x0D: "CR", 0x1B: "ESC", 0x7F: "DEL",
    0x9B: "CSI", 0x9D: "OSC", 0x90: "DCS",
}  # fmt: skip
_HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
_CANDIDATE_CHARS = (
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f"
    "\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb"
    "\ud800-\udfff\U000e0000-\U000e0fff]"
)
"""Characters that may be invisible or act on a terminal; each is checked by its Unicode category."""


@functools.cache
def _candidates() -> re.Pattern[str]:
    """`_CANDIDATE_CHARS`, compiled at first use (~0.8 ms: the window imports this before its first paint)."""
    return re.compile(_CANDIDATE_CHARS)


_ALWAYS = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e\u180f\u3164\uffa0")
"""Invisible characters outside the categories above (fillers and joiners shown as nothing). Emoji
variation selectors (U+FE0F) stay: they only pick how the character before them looks."""


def _name(char: str) -> str:
    code = ord(char)
    return f"⟨{_NAMES[code]}⟩" if code in _NAMES else f"⟨U+{code:04X}⟩"


def hidden(char: str) -> bool:
    """A character that is invisible, reorders text or acts on a terminal (not newline or tab)."""
    return bool(_candidates().match(char)) and (
        char in _ALWAYS or unicodedata.category(char) in _HIDDEN_CATEGORIES
    )


def replace_hidden(text: str, replacement: Callable[[str], str]) -> str:
    """`text` with every `hidden` character replaced by `replacement(char)`."""

    def one(match: re.Match[str]) -> str:
        char = match.group()
        return replacement(char) if hidden(char) else char

    return _candidates().sub(one, text)


def visible(text: str) -> str:
    """`text` with every control, escape, bidi, zero-width and invisible character shown by name;
    newlines and tabs stay as they are."""
    return replace_hidden(text, _name)


JOINERS = frozenset("\u200c\u200d")
"""Zero-width non-joiner and joiner: hidden, except inside an emoji sequence or a word that needs them."""


def _joins_a_word(text: str, at: int) -> bool:
    """A zero-width (non-)joiner between two non-ASCII letters or symbols: part of an emoji sequence
    (👨‍👩‍👧) or of a word in a script that needs it (Persian, Hindi), not something hidden."""
    if at == 0 or at + 1 >= len(text):
        return False
    before, after = text[at - 1], text[at + 1]
    return all(ord(c) > 0x7F and unicodedata.category(c)[0] in "LSM" for c in (before, after)) or (
        before == "\ufe0f" and ord(after) > 0x7F
    )


def readable(text: str) -> str:
    """`visible` for prose shown in the chat: the same, except that joiners inside emoji sequences and
    words of scripts that need them stay (they hide nothing there)."""

    def one(match: re.Match[str]) -> str:
        char = match.group()
        if not hidden(char) or (char in JOINERS and _joins_a_word(text, match.start())):
            return char
        return _name(char)

    return _candidates().sub(one, text)


def json_escaped(text: str) -> str:
    """JSON text with every hidden character as a \\u escape: the same JSON value, safe on a terminal."""

    def escape(char: str) -> str:
        code = ord(char)
        if code < 0x10000:
            return f"\\u{code:04x}"
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"

    return replace_hidden(text, escape)


def has_hidden(text: str) -> bool:
    """Whether `visible` would change `text`."""
    return visible(text) != text


def shown_model(model: str) -> str:
    """A model id as people read it: a GGUF file's name rather than its whole path."""
    if "/" in model and (model.startswith(("/", "~", ".")) or model.lower().endswith(".gguf")):
        return model.rstrip("/").rsplit("/", 1)[-1]
    if "\\" in model:
        return model.rsplit("\\", 1)[-1]
    return model
