"""How attached files are named to people and to models: sizes in words, one line per file."""

from __future__ import annotations

from desktop_agent.domain.messages import AttachmentPart


def human_size(size: int) -> str:
    """1536 -> "1.5 KB"; 3_400_000 -> "3.2 MB"."""
    if size < 1024:
        return f"{size} bytes" if size != 1 else "1 byte"
    if size < 1024 * 1024:
        return f"{size / 1024:.1f} KB"
    return f"{size / 1024 / 1024:.1f} MB"


def attachment_line(part: AttachmentPart) -> str:
    """One line naming an attached file: "photo.jpg (image, 1568×1176, 210.4 KB)"."""
    if part.file_kind == "image" and part.width and part.height:
        what = f"image, {part.width}×{part.height}"
    elif part.file_kind == "pdf":
        what = f"PDF, {part.pages} page{'s' if part.pages != 1 else ''}" if part.pages else "PDF"
    else:
        what = part.mime
    return f"{part.name} ({what}, {human_size(part.size)})"
