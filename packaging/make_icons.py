"""Render the app icon (resources/icons/desktop-agent.svg) to the PNG, ICO and ICNS files the installers use.

Run after changing the SVG, and commit what it writes under resources/icons/:
    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/make_icons.py

Qt's own ICO and ICNS writers store a single size, so both containers are written here with PNG entries
(Windows Vista+ and macOS 10.7+ read PNG-compressed entries in both).
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SVG = ICONS / "desktop-agent.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (https://en.wikipedia.org/wiki/Apple_Icon_Image_format)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # the stubs want bytes, Qt a str
        raise RuntimeError(f"could not encode the {size}px icon as PNG")
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, png in pngs.items():
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(blobs))
        blobs += png
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for size, kind in ICNS_TYPES.items()
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG} is not a valid SVG")
    pngs = {size: render_png(renderer, size) for size in sorted({*PNG_SIZES, *ICO_SIZES, *ICNS_TYPES})}
    out = ICONS / "png"
    out.mkdir(exist_ok=True)
    for size in PNG_SIZES:
        (out / f"desktop-agent-{size}.png").write_bytes(pngs[size])
    (ICONS / "desktop-agent.ico").write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    (ICONS / "desktop-agent.icns").write_bytes(icns(pngs))
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
