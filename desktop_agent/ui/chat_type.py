"""The chat's type scale, in one place: every size the conversation's text takes, relative to the app's UI
font (so the person's font-size setting scales the whole chat), and the vertical rhythm around it.

The body of the chat is the document's default font (`body_font`); everything else is a multiple of it
(`points`, `em`). Nothing here names a font family: the body is the app's font, code the system's
monospace one.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QImage, QPalette, QTextBlockFormat, QTextDocument

BODY_SCALE = 1.25
"""The chat's body text against the app's UI font (10 pt / 13 px UI → 12.5 pt / 17 px body)."""
LINE_HEIGHT = 150
"""Body lines, in percent of the font's own height (ProportionalHeight; Inter's is ~1.2 em: lines ~1.8 em
apart, as on the web's reading sites)."""
HEADING_LINE_HEIGHT = 125
CODE_LINE_HEIGHT = 140
PARAGRAPH_EM = 0.75
"""Space between paragraphs, in ems of the body."""
HEADINGS = {1: 1.5, 2: 1.25, 3: 1.1}
"""Heading sizes against the body (H4 and below: body size, bold)."""
HEADING_ABOVE_EM = {1: 1.5, 2: 1.35, 3: 1.2}
HEADING_ABOVE_DEFAULT_EM = 1.0
HEADING_BELOW_EM = 0.45
CODE_SCALE = 0.9
"""Monospace against the body: the same visual size (monospace fonts run large)."""
LABEL_SCALE = 0.85
"""Small labels in the text: a code block's language and Copy."""
CHECKBOX_SCALE = 1.3
"""A task list's check box against the body (Qt draws it as a glyph, smaller than the font's size)."""
DISPLAY_MATH_SCALE = 1.2
INLINE_MATH_SCALE = 1.1
LIST_INDENT = 22
"""Pixels per level of a list."""
TABLE_SCALE = 0.8
"""Table text against the body: the UI font's size, so wide tables keep their words whole (`chat_tables`)."""
CELL_PADDING_X = 8
CELL_PADDING_Y = 7
CELL_LINE_HEIGHT = 125


def body_font(ui: QFont) -> QFont:
    """The chat's body font: the app's (or the widget's) font, `BODY_SCALE` larger."""
    font = QFont(ui)
    if ui.pointSizeF() > 0:
        font.setPointSizeF(ui.pointSizeF() * BODY_SCALE)
    else:
        font.setPixelSize(round(ui.pixelSize() * BODY_SCALE))
    return font


def set_type(document: QTextDocument, ui: QFont) -> None:
    """The chat's document in this type: its body font (`body_font`) and list indent."""
    document.setDefaultFont(body_font(ui))
    document.setIndentWidth(LIST_INDENT)


def body_points(document: QTextDocument) -> float:
    """The body's size in points (what the chat's other sizes are multiples of)."""
    font = document.defaultFont()
    if font.pointSizeF() > 0:
        return font.pointSizeF()
    return font.pixelSize() * 72 / 96


def em(document: QTextDocument, ems: float = 1.0) -> float:
    """`ems` of the body, in pixels."""
    return round(QFontInfo(document.defaultFont()).pixelSize() * ems, 1)


def mono_font(document: QTextDocument, scale: float = CODE_SCALE) -> QFont:
    """The system's monospace font at `scale` × the body."""
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setPointSizeF(body_points(document) * scale)
    return font


def formula(document: QTextDocument, key: str, palette: QPalette, ratio: float) -> QImage | None:
    """The image of a formula `math:<key>` (`chat_math`) in the type scale: display math larger than
    the body, inline math about its size; in the palette's text colour."""
    from desktop_agent.ui import chat_math  # loaded with the first formula

    scale = DISPLAY_MATH_SCALE if key.startswith("d/") else INLINE_MATH_SCALE
    size = max(11, round(em(document, scale)))
    color = palette.color(QPalette.ColorRole.Text)
    return chat_math.image(key, color, size, max(2.0, ratio))


def body_block(document: QTextDocument) -> QTextBlockFormat:
    """A paragraph of the body: its line height and the space after it. (Set on every body paragraph,
    whether it streams or is rendered, so text does not move when its paragraph is rendered.)"""
    fmt = QTextBlockFormat()
    fmt.setLineHeight(LINE_HEIGHT, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
    fmt.setTopMargin(0)
    fmt.setBottomMargin(em(document, PARAGRAPH_EM))
    return fmt
