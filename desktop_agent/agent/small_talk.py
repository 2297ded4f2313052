"""Small talk goes without the tool machinery: "hi", "thanks!", "great, thank you" are answered from a
request without tool schemas (faster and cheaper, most of all on a local model, where ten tool
descriptions are 2,500 tokens to read).

The rule is conservative: every word must be a greeting, a thank-you or a farewell, or a word that only
softens one ("great", "so much", "for the help"), and at least one of the first kind must be there.
"ok", "yes", "sure", "go ahead" are never small talk: after "Shall I apply the edit?" they mean do it.
At most eight words; anything with a path, a question mark or a digit is not small talk either.
"""

from __future__ import annotations

import re

_CORE = frozenset(
    [
        "hi",
        "hello",
        "hey",
        "hiya",
        "howdy",
        "morning",
        "afternoon",
        "evening",
        "night",
        "thanks",
        "thank",
        "thx",
        "ty",
        "cheers",
        "bye",
        "goodbye",
        "bye-bye",
        "farewell",
        "later",
        "merci",
        "danke",
        "gracias",
        "grazie",
        "obrigado",
    ]
)
_SOFTENERS = frozenset(
    [
        "you",
        "so",
        "very",
        "much",
        "a",
        "lot",
        "again",
        "great",
        "cool",
        "nice",
        "lovely",
        "perfect",
        "awesome",
        "wonderful",
        "good",
        "ok",
        "okay",
        "all",
        "there",
        "everyone",
        "folks",
        "for",
        "the",
        "this",
        "that",
        "your",
        "help",
        "helpful",
        "was",
        "is",
        "it",
        "really",
        "kind",
        "of",
        "many",
        "appreciated",
        "see",
        "have",
        "day",
        "and",
        "oh",
    ]
)
_WORD = re.compile(r"[a-z]+(?:-[a-z]+)?")
_MOST_WORDS = 8


def is_small_talk(text: str) -> bool:
    lowered = text.strip().lower()
    if not lowered or len(lowered) > 80 or any(c in lowered for c in "?/\\`@#:=0123456789"):
        return False
    words = _WORD.findall(lowered)
    if not words or len(words) > _MOST_WORDS:
        return False
    if not all(w in _CORE or w in _SOFTENERS for w in words):
        return False
    return any(w in _CORE for w in words)
