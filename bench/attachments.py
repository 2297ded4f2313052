"""What attaching files costs: preparing a phone photo, a screenshot and a long PDF, and what a request with
images costs the model adapter against the same request without them (measured in the same run).

    python bench/attachments.py            # 5 repeats
    python bench/attachments.py --repeats 9

Prints, for each file: its size, what is stored and sent, and the median time to prepare it; then the
median time to build the OpenAI and Anthropic request bodies for a 40-message conversation with four
1568-pixel images, as a ratio to the same conversation without them.
"""

from __future__ import annotations

import argparse
import functools
import io
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image, ImageDraw

from desktop_agent.domain.messages import AttachmentPart, Message, TextPart, user_message
from desktop_agent.providers.anthropic_messages import to_anthropic_messages
from desktop_agent.providers.openai_chat import to_openai_messages
from desktop_agent.storage.attachment_files import prepare_bytes
from desktop_agent.storage.attachments import content_id


def photo(width: int, height: int) -> bytes:
    """A noisy photo-like JPEG (noise does not compress: the worst case for size), with EXIF."""
    image = Image.effect_noise((width, height), 60).convert("RGB")
    ImageDraw.Draw(image).ellipse((width // 4, height // 4, width // 2, height // 2), fill=(250, 200, 60))
    exif = Image.Exif()
    exif[0x0112] = 6
    out = io.BytesIO()
    image.save(out, "JPEG", quality=92, exif=exif.tobytes())
    return out.getvalue()


def screenshot(width: int, height: int) -> bytes:
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    for y in range(0, height, 24):
        draw.text((20, y), "def answer(question):  return 42  # a line of code in an editor", fill="black")
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def pdf(pages: int) -> bytes:
    """A valid PDF whose pages each carry a paragraph of text (Helvetica), written by hand."""
    objects: list[bytes] = [b"<< /Type /Catalog /Pages 2 0 R >>", b""]
    kids = []
    line = b"Quarterly report: revenue, costs and the outlook for the next quarter, page by page."
    for n in range(pages):
        stream = (
            b"BT /F1 11 Tf 40 760 Td "
            + b" ".join(b"(" + line + b" " + str(n + 1).encode() + b") Tj 0 -14 Td" for _ in range(40))
            + b" ET"
        )
        objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
        content = len(objects)
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents %d 0 R "
            b"/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>"
            % content
        )
        kids.append(len(objects))
    objects[1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (
        b" ".join(b"%d 0 R" % k for k in kids),
        pages,
    )
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    for offset in offsets:
        out.write(b"%010d 00000 n \n" % offset)
    out.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref))
    return out.getvalue()


def median_ms(work: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        work()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def conversation(images: dict[str, bytes]) -> list[Message]:
    messages: list[Message] = []
    for i in range(20):
        messages.append(user_message(f"Question {i}: " + "what do you make of this? " * 20, id=f"u{i}"))
        messages.append(Message("assistant", [TextPart(f"Answer {i}. " + "It looks fine to me. " * 40)]))
    for n, (sha, data) in enumerate(images.items()):
        part = AttachmentPart(sha, f"shot-{n}.png", "image", "image/png", len(data), width=1568, height=980)
        messages[2 * n * 4].parts.append(part)
    return messages


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=5)
    repeats = parser.parse_args().repeats
    files = {
        "phone photo 4032×3024 JPEG": (photo(4032, 3024), "IMG_0001.jpg"),
        "screenshot 2880×1800 PNG": (screenshot(2880, 1800), "Screenshot.png"),
        "report, 100-page PDF": (pdf(100), "report.pdf"),
    }
    print(f"{'file':30} {'in':>10} {'stored and sent':>34} {'prepare (median)':>18}")
    prepared = {}
    for label, (data, name) in files.items():
        ms = median_ms(functools.partial(prepare_bytes, data, name), repeats)
        result = prepare_bytes(data, name)
        prepared[label] = result
        what = (
            f"{result.mime} {result.width}×{result.height} {len(result.data) / 1024:,.0f} KB"
            if result.kind == "image"
            else f"{len(result.text or ''):,} characters of text"
        )
        print(f"{label:30} {len(data) / 1024:>8,.0f} KB {what:>34} {ms:>15.0f} ms")

    shot = prepared["screenshot 2880×1800 PNG"].data
    images = {content_id(shot + bytes([n])): shot + bytes([n]) for n in range(4)}
    with_images, without = conversation(images), conversation({})
    print()
    builders: list[tuple[str, Callable[[list[Message]], object]]] = [
        ("OpenAI", functools.partial(to_openai_messages, "You help.", images=images)),
        ("Anthropic", functools.partial(to_anthropic_messages, images=images)),
    ]
    for wire, build in builders:
        base = median_ms(functools.partial(build, without), repeats * 4)
        loaded = median_ms(functools.partial(build, with_images), repeats * 4)
        print(
            f"{wire:10} request body, 40 messages: {base:.2f} ms; with four images: {loaded:.2f} ms "
            f"({loaded / base:.1f}× the same request without them)"
        )


if __name__ == "__main__":
    main()
