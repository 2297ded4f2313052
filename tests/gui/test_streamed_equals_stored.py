"""What streams is what is stored: every answer of a corpus of what real models write, streamed cut at random
points (and at the worst ones: inside table rows, fences, emphasis markers and between the code points of one
emoji), leaves the same document — structure, text, formats and pixels — as the same turn reopened from the
history."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

import pytest
from pytestqt.qtbot import QtBot

from desktop_agent.ui.chat_view import ChatView
from tests.helpers.answers import ANSWERS, turn_events, turn_messages
from tests.helpers.document_dump import dump, first_difference, picture

_TRICKY = set("|`*_~$\\[]()<>#>-\n")


def _random_cuts(rng: random.Random, text: str, count: int) -> list[int]:
    """`count` random cut points, a third of them where Markdown is most fragile."""
    tricky = [n for n, ch in enumerate(text) if ch in _TRICKY or ord(ch) > 0x2000]
    tricky += [n + 1 for n in tricky]
    cuts = {rng.randrange(1, max(2, len(text))) for _ in range(count * 2 // 3)}
    cuts |= {rng.choice(tricky) for _ in range(count // 3)} if tricky else set()
    return sorted(c for c in cuts if 0 < c < len(text))


def _cutter(seed: int, count: int) -> object:
    rng = random.Random(seed)

    def cut(text: str) -> Sequence[str]:
        points = [0, *_random_cuts(rng, text, count), len(text)]
        return [text[a:b] for a, b in itertools.pairwise(points) if b > a]

    return cut


def _every_character(text: str) -> Sequence[str]:
    return list(text)


def _stream(view: ChatView, name: str, cut: object, *, paint: bool) -> None:
    for event in turn_events(ANSWERS[name], cut):  # type: ignore[arg-type]
        view.on_event(event)
        view.stream.flush()  # as if the flush timer fired after every delta: the most renders possible
        if paint:
            view.viewport().repaint()  # laid out and painted as it grows, as on screen


def _assert_same(qtbot: QtBot, name: str, cut: object, *, paint: bool = False) -> None:
    streamed, stored = ChatView(), ChatView()
    for view in (streamed, stored):
        qtbot.addWidget(view)
        view.resize(640, 480)
    streamed.show_messages([])  # a new conversation, as the window opens it
    if paint:
        streamed.show()
    _stream(streamed, name, cut, paint=paint)
    stored.show_messages(turn_messages(ANSWERS[name]))
    stored.show()  # laid out in a shown window (a table ending a frame once crashed Qt only then)
    qtbot.waitExposed(stored)
    a, b = dump(streamed.document()), dump(stored.document())
    if a != b:
        pytest.fail(first_difference(a, b), pytrace=False)
    if picture(streamed) != picture(stored):
        pytest.fail("the same document paints differently", pytrace=False)


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("name", list(ANSWERS))
def test_an_answer_cut_anywhere_streams_into_the_document_the_history_shows(
    qtbot: QtBot, name: str, seed: int
) -> None:
    _assert_same(qtbot, name, _cutter(seed * 7919 + len(name), 150), paint=True)


@pytest.mark.parametrize("name", list(ANSWERS))
def test_an_answer_streamed_a_character_at_a_time_looks_as_reopened(qtbot: QtBot, name: str) -> None:
    _assert_same(qtbot, name, _every_character)


def test_the_corpus_covers_what_models_write() -> None:
    """The corpus holds each kind of Markdown the chat must get right (a guard against it shrinking)."""
    text = "\n".join(i for turn in ANSWERS.values() for i in turn if isinstance(i, str))
    needles = ["|:----|", "- [x]", "   - ", "```python", "```\n$"]
    needles += ["> >", "$$", "\\(", "中文", "👨\u200d👩", "<br>"]
    for needle in needles:
        assert needle in text, needle
