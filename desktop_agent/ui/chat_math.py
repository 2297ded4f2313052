"""Math in answers, typeset natively: `$…$`, `$$…$$`, `\\(…\\)` and `\\[…\\]` become images in the text.

The typesetting is ziamath's (MIT, pure Python, its own STIX Two Math font: no TeX installation, no web
engine; about 165 ms to import, loaded with the first formula; ~2 ms a formula after the first). It writes
SVG, which QtSvg draws at twice the pixel density for crisp text. Before Markdown is imported, each formula
is replaced by an image reference `math:<kind>/<key>` that the chat view draws (`image`) in its own colours;
a formula ziamath cannot read stays as the text the model wrote.

Not math: anything in code (fenced blocks and `code spans`), an escaped `\\$`, and prices: as in pandoc, an
opening `$` is followed by a non-space, a closing `$` follows a non-space and is not followed by a digit.
"""

from __future__ import annotations

import hashlib
import logging
import re
import warnings
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

log = logging.getLogger(__name__)

MAX_TEX = 2000
"""A longer formula stays text."""
MAX_DEPTH = 6
"""A formula nested deeper (braces within braces) stays text: the typesetter's time doubles with each level
(`x^{x^{…}}` 12 deep took ~6 s on the window's thread), and a model's text must not freeze the window."""
_KEPT = 512
"""Formulas remembered (their TeX by key, and rendered images)."""


@dataclass(frozen=True, slots=True)
class MathSpan:
    start: int
    end: int
    tex: str
    display: bool


_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_CODE_SPAN = re.compile(r"(`+)(?:.|\n)*?(?<!`)\1(?!`)")
_DISPLAY = re.compile(r"\$\$(.+?)\$\$|\\\[(.+?)\\\]", re.DOTALL)
_PAREN = re.compile(r"\\\((.+?)\\\)")
_INLINE = re.compile(r"(?<![\\$])\$(?=[^\s$])((?:\\.|[^$\n\\])+?)(?<=[^\s\\])\$(?!\d)")


def _code_ranges(markdown: str) -> list[tuple[int, int]]:
    """Where code is: fenced blocks, then code spans outside them."""
    ranges: list[tuple[int, int]] = []
    position, fence_start, fence = 0, 0, ""
    for line in markdown.splitlines(keepends=True):
        match = _FENCE.match(line)
        if fence:
            if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence):
                ranges.append((fence_start, position + len(line)))
                fence = ""
        elif match:
            fence, fence_start = match.group(1), position
        position += len(line)
    if fence:
        ranges.append((fence_start, len(markdown)))
    outside = [(a, b) for a, b in _gaps(ranges, len(markdown))]
    for a, b in outside:
        ranges.extend((a + m.start(), a + m.end()) for m in _CODE_SPAN.finditer(markdown[a:b]))
    return sorted(ranges)


def _gaps(ranges: list[tuple[int, int]], length: int) -> list[tuple[int, int]]:
    gaps, at = [], 0
    for a, b in sorted(ranges):
        if a > at:
            gaps.append((at, a))
        at = max(at, b)
    if at < length:
        gaps.append((at, length))
    return gaps


def _depth(tex: str) -> int:
    """How deep braces (and \\left … \\right pairs) nest in a formula."""
    depth = deepest = 0
    for token in re.findall(r"\\left\b|\\right\b|\\[{}]|[{}]", tex):
        if token in ("{", "\\left"):
            depth += 1
            deepest = max(deepest, depth)
        elif token in ("}", "\\right"):
            depth -= 1
    return deepest


def find_math(markdown: str) -> list[MathSpan]:
    """The formulas in Markdown, in order, none inside code and none overlapping."""
    if "$" not in markdown and "\\(" not in markdown and "\\[" not in markdown:
        return []
    code = _code_ranges(markdown)
    taken: list[tuple[int, int]] = list(code)
    spans: list[MathSpan] = []

    def free(a: int, b: int) -> bool:
        return all(b <= x or a >= y for x, y in taken)

    for pattern, display in ((_DISPLAY, True), (_PAREN, False), (_INLINE, False)):
        for match in pattern.finditer(markdown):
            a, b = match.span()
            tex = next(g for g in match.groups() if g is not None).strip()
            if tex and len(tex) <= MAX_TEX and _depth(tex) <= MAX_DEPTH and free(a, b):
                spans.append(MathSpan(a, b, tex, display))
                taken.append((a, b))
    return sorted(spans, key=lambda s: s.start)


_formulas: OrderedDict[str, tuple[str, bool]] = OrderedDict()
_images: OrderedDict[tuple[str, str, int, float], QImage | None] = OrderedDict()


def _remember(cache: OrderedDict, key: object, value: object) -> None:  # type: ignore[type-arg]
    cache[key] = value
    cache.move_to_end(key)
    while len(cache) > _KEPT:
        cache.popitem(last=False)


def _render(tex: str, display: bool, color: str, size_px: int, ratio: float) -> QImage | None:
    key = (("D" if display else "I") + tex, color, size_px, ratio)
    if key in _images:
        return _images[key]
    image: QImage | None = None
    try:
        with warnings.catch_warnings():  # its font is found with a deprecated importlib.resources call
            warnings.simplefilter("ignore", DeprecationWarning)
            import ziamath

        ziamath.config.svg2 = False  # type: ignore[attr-defined]  # plain paths: QtSvg draws no <symbol>
        math = ziamath.Latex(tex, size=size_px * ratio, color=color, inline=not display)  # type: ignore[attr-defined]
        renderer = QSvgRenderer(QByteArray(math.svg().encode("utf-8")))
        size = renderer.defaultSize()
        if renderer.isValid() and size.width() > 0 and size.height() > 0:
            image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            try:
                renderer.render(painter, QRectF(0, 0, size.width(), size.height()))
            finally:
                painter.end()
            image.setDevicePixelRatio(ratio)
    except Exception as error:  # any failure of the typesetter leaves the formula as text
        log.debug("A formula stays text: %.80r (%s)", tex, error)
        image = None
    _remember(_images, key, image)
    return image


def with_math_images(markdown: str, color: str = "#000000", size_px: int = 15) -> str:
    """Markdown with each formula ziamath can typeset replaced by an image reference the chat view draws."""
    spans = find_math(markdown)
    if not spans:
        return markdown
    pieces: list[str] = []
    at = 0
    for span in spans:
        if _render(span.tex, span.display, color, size_px, 1.0) is None:
            continue  # not TeX it can read: shown as written
        digest = hashlib.blake2s(span.tex.encode("utf-8"), digest_size=8).hexdigest()
        kind = "d" if span.display else "i"
        _remember(_formulas, f"{kind}/{digest}", (span.tex, span.display))
        reference = f"![formula](math:{kind}/{digest})"
        pieces.append(markdown[at : span.start])
        pieces.append(f"\n\n{reference}\n\n" if span.display else reference)
        at = span.end
    pieces.append(markdown[at:])
    return "".join(pieces)


def image(key: str, color: QColor, size_px: int, ratio: float) -> QImage | None:
    """The image of `math:<key>` in this colour and size, or None for a key not seen."""
    formula = _formulas.get(key)
    if formula is None:
        return None
    tex, display = formula
    return _render(tex, display, color.name(QColor.NameFormat.HexRgb), size_px, ratio)
