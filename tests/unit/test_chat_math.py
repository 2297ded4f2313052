"""Formulas in answers: found where a model writes them, never in code or prices, typeset as images that
paint, and left as written when they are not TeX the typesetter can read."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QTextCursor, QTextDocument
from PySide6.QtWidgets import QApplication

from desktop_agent.ui import chat_math

CASES = [
    ("The area is $A = \\pi r^2$.", ["A = \\pi r^2"]),
    ("It costs $5 and $10.", []),
    ("Between $3.50 or $4 a day", []),
    ("Escaped \\$x\\$ stays", []),
    ("Code `$x$` and\n```\n$y$\n```\nthen $z$", ["z"]),
    ("$$\n\\sum_{i=1}^n i\n$$", ["\\sum_{i=1}^n i"]),
    ("Inline \\(e^{i\\pi}\\) and block \\[ \\int_0^1 x \\]", ["e^{i\\pi}", "\\int_0^1 x"]),
    ("中文 $x^2$ 👍 $y$", ["x^2", "y"]),
    ("$ x $ has spaces inside", []),
    ("a $b\nc$ across a line break", []),
]


@pytest.mark.parametrize(("markdown", "found"), CASES)
def test_formulas_are_found_where_a_model_writes_them(markdown: str, found: list[str]) -> None:
    assert [span.tex for span in chat_math.find_math(markdown)] == found


def test_display_math_is_marked_as_such() -> None:
    spans = chat_math.find_math("a $x$ b $$y$$ c \\[z\\]")
    assert [(s.tex, s.display) for s in spans] == [("x", False), ("y", True), ("z", True)]


def test_formulas_become_images_that_paint(qapp: QApplication) -> None:
    markdown = chat_math.with_math_images(
        "Sum: $\\frac{a}{b}$ and $$\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}$$ done."
    )
    assert markdown.count("](math:") == 2 and "\\frac" not in markdown
    document = QTextDocument()
    cursor = QTextCursor(document)
    cursor.insertMarkdown(markdown)
    names = []
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fmt = fragments.fragment().charFormat()
            if fmt.isImageFormat():
                names.append(fmt.toImageFormat().name())
            fragments += 1
        block = block.next()
    assert [n.split("/")[0] for n in names] == ["math:i", "math:d"]
    for name in names:
        image = chat_math.image(name.removeprefix("math:"), QColor("#202020"), 16, 2.0)
        assert image is not None and image.width() > 10 and image.devicePixelRatio() == 2.0
        inked = sum(
            1 for x in range(image.width()) for y in range(image.height()) if image.pixelColor(x, y).alpha()
        )
        assert inked > 20, name


def test_tex_the_typesetter_cannot_read_stays_as_written(qapp: QApplication) -> None:
    text = "Broken: $\\frac{a}{$ and $\\left( x$ here."
    assert chat_math.with_math_images(text) == text


def test_a_very_long_formula_stays_text() -> None:
    tex = "x+" * 1500 + "x"
    assert chat_math.find_math(f"${tex}$") == []


def test_a_deeply_nested_formula_stays_text_and_never_holds_the_window(qapp: QApplication) -> None:
    """The typesetter's time doubles per level of nesting: a hostile answer must not freeze the window."""
    import time

    hostile = "$" + "x^{" * 40 + "x" + "}" * 40 + "$ and $\\frac{\\frac{\\frac{a}{b}}{c}}{d}$"
    started = time.monotonic()
    shown = chat_math.with_math_images(hostile)
    assert time.monotonic() - started < 2
    assert "x^{x^{" in shown, "the deep one stays as written"
    assert shown.count("](math:") == 1, "an ordinary nested fraction is still typeset"
