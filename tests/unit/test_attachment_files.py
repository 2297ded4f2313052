"""Attachments: real images, PDFs and text files made here, prepared as they would be for a message —
images upright, resized and stripped of every piece of metadata, text decoded, PDFs read page by page —
and everything else refused in words, big files unread."""

from __future__ import annotations

import io
import os
import threading
import zipfile
from pathlib import Path

import pytest
from PIL import ExifTags, Image, ImageCms, PngImagePlugin
from pypdf import PdfReader, PdfWriter

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.storage import attachment_files as af
from desktop_agent.storage.attachment_files import (
    MAX_IMAGE_EDGE,
    MAX_IMAGE_OUTPUT_BYTES,
    AttachmentRefused,
    PreparedAttachment,
    clean_name,
    describe_limits,
    prepare_bytes,
    prepare_file,
)

# --- makers -----------------------------------------------------------------------------------------


def _image_bytes(image: Image.Image, fmt: str, **params: object) -> bytes:
    out = io.BytesIO()
    image.save(out, fmt, **params)
    return out.getvalue()


def _noise(mode: str, size: tuple[int, int]) -> Image.Image:
    return Image.frombytes(mode, size, os.urandom(size[0] * size[1] * len(mode)))


def _pdf(pages: list[str | None]) -> bytes:
    """A minimal valid PDF: one page per entry, with its text in Helvetica, or an empty page for None."""
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    kids = []
    for text in pages:
        content = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET" if text is not None else ""
        objects.append(f"<< /Length {len(content)} >>\nstream\n{content}\nendstream")
        kids.append(f"{len(objects) + 1} 0 R")
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents {len(objects)} 0 R "
            "/Resources << /Font << /F1 3 0 R >> >> >>"
        )
    objects[1] = f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {len(pages)} >>"
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += "".join(f"{offset:010d} 00000 n \n" for offset in offsets).encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


def _encrypted(pdf: bytes, user: str, owner: str) -> bytes:
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(pdf)))
    writer.encrypt(user_password=user, owner_password=owner, algorithm="AES-128")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _refused(data: bytes, name: str) -> AttachmentRefused:
    with pytest.raises(AttachmentRefused) as caught:
        prepare_bytes(data, name)
    assert isinstance(caught.value, UserFacingError)
    assert clean_name(name) in caught.value.message
    return caught.value


def _reopen(prepared: PreparedAttachment) -> Image.Image:
    image = Image.open(io.BytesIO(prepared.data))
    image.load()
    return image


# --- images -----------------------------------------------------------------------------------------


def test_a_phone_photo_is_turned_upright_resized_and_stripped_of_gps_and_every_other_tag(
    tmp_path: Path,
) -> None:
    raw = Image.new("RGB", (4000, 3000), (0, 0, 255))
    raw.paste((255, 0, 0), (0, 0, 2000, 3000))  # left half red as stored; upright, it is the top half
    exif = Image.Exif()
    exif[ExifTags.Base.Orientation] = 6
    exif[ExifTags.Base.Make] = "PhoneMaker"
    gps = exif.get_ifd(ExifTags.IFD.GPSInfo)
    gps[ExifTags.GPS.GPSLatitudeRef] = "N"
    gps[ExifTags.GPS.GPSLatitude] = (52.0, 22.0, 5.0)
    icc = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
    path = tmp_path / "IMG_0001.jpg"
    path.write_bytes(_image_bytes(raw, "JPEG", exif=exif, icc_profile=icc))
    with Image.open(path) as source:
        assert source.getexif().get_ifd(ExifTags.IFD.GPSInfo)  # the input really has GPS

    prepared = prepare_file(path)

    assert (prepared.kind, prepared.mime, prepared.name) == ("image", "image/jpeg", "IMG_0001.jpg")
    assert (prepared.width, prepared.height) == (1176, MAX_IMAGE_EDGE)
    assert prepared.text is None and prepared.note == "resized from 3000×4000"
    out = _reopen(prepared)
    assert out.size == (1176, 1568) and out.format == "JPEG"
    assert len(out.getexif()) == 0 and "exif" not in out.info and "icc_profile" not in out.info
    assert (
        b"Exif" not in prepared.data
        and b"PhoneMaker" not in prepared.data
        and b"\xff\xe1" not in prepared.data
    )
    top, bottom = out.getpixel((588, 100)), out.getpixel((588, 1468))
    assert isinstance(top, tuple) and isinstance(bottom, tuple)
    assert top[0] > 200 and top[2] < 60 and bottom[2] > 200 and bottom[0] < 60


def test_a_png_with_transparency_stays_png_and_loses_its_text_chunks() -> None:
    image = Image.new("RGBA", (300, 200), (10, 20, 30, 255))
    image.paste((0, 0, 0, 0), (0, 0, 100, 100))
    info = PngImagePlugin.PngInfo()
    info.add_text("Comment", "taken at home, 12 Secret Street")
    info.add_itxt("Author", "Someone")
    source = _image_bytes(image, "PNG", pnginfo=info)
    assert b"tEXt" in source and b"Secret Street" in source

    prepared = prepare_bytes(source, "logo.png")

    assert (prepared.mime, prepared.width, prepared.height, prepared.note) == ("image/png", 300, 200, None)
    out = _reopen(prepared)
    assert out.mode == "RGBA" and out.getpixel((10, 10)) == (0, 0, 0, 0)
    for chunk in (b"tEXt", b"iTXt", b"zTXt", b"eXIf", b"iCCP"):
        assert chunk not in prepared.data
    assert b"Secret Street" not in prepared.data and "Comment" not in out.info


def test_a_pasted_screenshot_stays_png_and_drops_an_alpha_channel_nobody_uses() -> None:
    screenshot = Image.new("RGBA", (800, 600), (240, 240, 240, 255))
    prepared = prepare_bytes(_image_bytes(screenshot, "PNG"), "Pasted image.png")
    assert (prepared.name, prepared.mime) == ("Pasted image.png", "image/png")
    assert _reopen(prepared).mode == "RGB"


def test_a_cmyk_jpeg_comes_out_as_an_rgb_jpeg() -> None:
    prepared = prepare_bytes(
        _image_bytes(Image.new("CMYK", (640, 480), (0, 255, 255, 0)), "JPEG"), "print.jpg"
    )
    out = _reopen(prepared)
    assert (prepared.mime, out.mode, out.size) == ("image/jpeg", "RGB", (640, 480))
    red = out.getpixel((5, 5))
    assert isinstance(red, tuple) and red[0] > 200 and red[1] < 60


def test_an_animated_gif_is_sent_as_its_first_frame_in_png() -> None:
    frames = [Image.new("P", (64, 48), colour) for colour in (1, 2, 3)]
    for frame in frames:
        frame.putpalette([0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255] + [0] * 756)
    gif = io.BytesIO()
    frames[0].save(gif, "GIF", save_all=True, append_images=frames[1:], duration=100, loop=0)

    prepared = prepare_bytes(gif.getvalue(), "party.gif")

    assert prepared.mime == "image/png" and prepared.note == "first frame of an animated GIF (3 frames)"
    assert _reopen(prepared).convert("RGB").getpixel((1, 1)) == (255, 0, 0)


@pytest.mark.parametrize(
    ("fmt", "mode", "mime"),
    [
        ("WEBP", "RGB", "image/jpeg"),
        ("TIFF", "RGB", "image/jpeg"),
        ("BMP", "RGB", "image/png"),
        ("TIFF", "I;16", "image/jpeg"),
    ],
)
def test_other_image_formats_are_re_encoded(fmt: str, mode: str, mime: str) -> None:
    image = Image.new(mode, (120, 80), 40000 if mode == "I;16" else (30, 120, 200))
    prepared = prepare_bytes(_image_bytes(image, fmt), f"picture.{fmt.lower()}")
    assert (prepared.kind, prepared.mime, prepared.width, prepared.height) == ("image", mime, 120, 80)
    if mode == "I;16":  # 16-bit grey is scaled to 8 bits, not clipped to white
        assert _reopen(prepared).getpixel((3, 3)) == 156


def test_a_png_too_big_for_the_model_becomes_a_jpeg_and_a_transparent_one_is_made_smaller() -> None:
    opaque = prepare_bytes(_image_bytes(_noise("RGB", (1568, 1200)), "PNG"), "noise.png")
    assert opaque.mime == "image/jpeg" and len(opaque.data) <= MAX_IMAGE_OUTPUT_BYTES
    assert opaque.note == "saved as JPEG to stay under 5 MB" and (opaque.width, opaque.height) == (1568, 1200)

    see_through = prepare_bytes(_image_bytes(_noise("RGBA", (1568, 1568)), "PNG"), "glass.png")
    assert see_through.mime == "image/png" and len(see_through.data) <= MAX_IMAGE_OUTPUT_BYTES
    assert see_through.width is not None and see_through.width < 1568
    assert see_through.note is not None and "to stay under 5 MB" in see_through.note


def test_a_decompression_bomb_is_refused_in_words(monkeypatch: pytest.MonkeyPatch) -> None:
    source = _image_bytes(Image.new("RGB", (100, 100)), "PNG")
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", 1000)  # Pillow's own error: over twice the limit
    refused = _refused(source, "bomb.png")
    assert refused.reason == "bomb" and "too many pixels" in refused.message


@pytest.mark.filterwarnings("ignore::PIL.Image.DecompressionBombWarning")
def test_an_image_over_the_pixel_limit_is_refused_even_where_pillow_only_warns(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    source = _image_bytes(Image.new("RGB", (40, 40)), "PNG")
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", 1000)  # 1600 pixels: Pillow warns, nothing more
    assert _refused(source, "big.png").reason == "bomb"


def test_a_truncated_or_garbled_image_is_refused_without_a_traceback() -> None:
    whole = _image_bytes(_noise("RGB", (200, 200)), "PNG")
    refused = _refused(whole[: len(whole) // 2], "cut.png")
    assert refused.reason == "broken" and "damaged or incomplete" in refused.message
    assert _refused(b"\xff\xd8\xff\xe0" + b"\x17" * 300, "fake.jpg").reason == "broken"


# --- text ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "name", "mime"),
    [
        ("# Plan\r\n\r\n- one\r\n- two ✓\r\n".encode(), "plan.md", "text/markdown"),
        (b"\xef\xbb\xbf# Plan\n\n- one\r- two \xe2\x9c\x93\n", "plan.py", "text/x-python"),
        ("# Plan\n\n- one\n- two ✓\n".encode("utf-16"), "Makefile", "text/plain"),
        (
            "# Plan\r\n\r\n- one\r\n- two ✓\r\n".encode("utf-16-be").join([b"\xfe\xff", b""]),
            "plan.csv",
            "text/csv",
        ),
    ],
    ids=["utf8-crlf", "utf8-bom-cr", "utf16le-bom", "utf16be-bom-crlf"],
)
def test_text_files_are_decoded_and_stored_as_utf8_with_plain_newlines(
    raw: bytes, name: str, mime: str
) -> None:
    prepared = prepare_bytes(raw, name)
    assert prepared.text == "# Plan\n\n- one\n- two ✓\n"
    assert (prepared.kind, prepared.mime, prepared.data) == ("text", mime, prepared.text.encode())


def test_a_coloured_log_is_text_but_binary_and_other_formats_are_refused() -> None:
    assert prepare_bytes(b"\x1b[32mok\x1b[0m build passed\n" * 20, "build.log").kind == "text"
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("word/document.xml", "<w:document/>")
    refused = _refused(archive.getvalue(), "report.docx")
    assert refused.reason == "unsupported"
    assert refused.message.startswith(
        "report.docx is not an image, a PDF or a text file, so it cannot be attached."
    )
    assert "PDFs and text files can be attached" in refused.action
    assert _refused(bytes(range(256)) * 4, "program.exe").reason == "unsupported"
    assert _refused(b"\x00\x00\x00\x18ftypheic" + b"\x00" * 64, "IMG_1.HEIC").reason == "unsupported"
    assert _refused("café, naïve — “quoted”\n".encode("cp1252"), "old.csv").reason == "not_utf8"
    assert _refused(b"", "nothing.txt").reason == "empty"
    assert _refused(b"\n \r\n", "blank.txt").reason == "empty"


def test_a_text_file_over_the_limit_is_refused_not_cut() -> None:
    refused = _refused(b"line of text\n" * 100_000, "huge.log")
    assert (
        refused.reason == "too_large"
        and refused.message == "huge.log is 1.2 MB; text files can be attached up to 1 MB."
    )


# --- PDFs -------------------------------------------------------------------------------------------------


def test_a_pdf_is_kept_whole_with_its_text_marked_page_by_page(tmp_path: Path) -> None:
    path = tmp_path / "minutes.pdf"
    path.write_bytes(_pdf(["Hello from page one", "World on page two"]))
    prepared = prepare_file(path)
    assert (prepared.kind, prepared.mime, prepared.pages) == ("pdf", "application/pdf", 2)
    assert prepared.data == path.read_bytes()
    assert prepared.text == "--- page 1 ---\nHello from page one\n\n--- page 2 ---\nWorld on page two"
    assert prepared.note == "text of 2 pages"


def test_pages_without_text_are_named_in_the_note() -> None:
    prepared = prepare_bytes(_pdf(["One", None, "Three", None]), "scan-mix.pdf")
    assert prepared.note == "text of 4 pages; pages 2 and 4 have no text (scanned?)"
    assert prepared.text is not None and "--- page 2 ---\n[no text on this page]" in prepared.text


def test_a_pdf_without_any_text_is_refused() -> None:
    writer = PdfWriter()
    writer.add_blank_page(612, 792)
    out = io.BytesIO()
    writer.write(out)
    refused = _refused(out.getvalue(), "scan.pdf")
    assert refused.reason == "no_text" and "has no text layer (a scan?)" in refused.message
    assert _refused(_pdf([None, None]), "empty-pages.pdf").reason == "no_text"


def test_a_password_protected_pdf_is_refused_but_an_owner_password_alone_is_no_obstacle() -> None:
    refused = _refused(_encrypted(_pdf(["Secret"]), "open sesame", "owner"), "locked.pdf")
    assert refused.reason == "encrypted" and "password" in refused.message
    assert (
        prepare_bytes(_encrypted(_pdf(["Shared"]), "", "owner"), "restricted.pdf").text
        == "--- page 1 ---\nShared"
    )


def test_pdfs_over_the_page_or_text_limits_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(af, "MAX_PDF_PAGES", 2)
    refused = _refused(_pdf(["a", "b", "c"]), "book.pdf")
    assert refused.reason == "too_many_pages" and refused.message.startswith("book.pdf has 3 pages; ")
    monkeypatch.setattr(af, "MAX_EXTRACTED_CHARS", 10)
    assert _refused(_pdf(["0123456", "789abc"]), "long.pdf").reason == "too_much_text"


@pytest.mark.parametrize("data", [b"%PDF-1.7\nnot really a pdf at all\n", _pdf(["Hello"])[:60]])
def test_a_broken_pdf_is_refused_in_words(data: bytes) -> None:
    refused = _refused(data, "broken.pdf")
    assert refused.reason == "broken" and "damaged or incomplete" in refused.message


# --- files on disk and names --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("head", "size", "message"),
    [
        (b"%PDF-1.7\n", 4 * 1024**3, "big.bin is 4096 MB; PDFs can be attached up to 32 MB."),
        (b"\xff\xd8\xff\xe0", 25 * 1024**2, "big.bin is 25 MB; images can be attached up to 20 MB."),
        (b"text\n" * 2000, 2 * 1024**2, "big.bin is 2 MB; text files can be attached up to 1 MB."),
    ],
)
@pytest.mark.timeout(10)
def test_a_file_over_its_limit_is_refused_before_it_is_read(
    tmp_path: Path, head: bytes, size: int, message: str
) -> None:
    path = tmp_path / "big.bin"
    with path.open("wb") as f:
        f.write(head)
        f.truncate(size)  # sparse: reading it all would take long and fill memory
    with pytest.raises(AttachmentRefused) as caught:
        prepare_file(path)
    assert (caught.value.reason, caught.value.message) == ("too_large", message)


def test_folders_missing_files_and_devices_are_refused(tmp_path: Path) -> None:
    with pytest.raises(AttachmentRefused) as caught:
        prepare_file(tmp_path)
    assert caught.value.reason == "folder" and "is a folder" in caught.value.message
    with pytest.raises(AttachmentRefused) as caught:
        prepare_file(tmp_path / "gone.txt")
    assert (caught.value.reason, caught.value.kind) == ("missing", ErrorKind.NOT_FOUND)
    if Path("/dev/null").exists():
        with pytest.raises(AttachmentRefused) as caught:
            prepare_file(Path("/dev/null"))
        assert caught.value.reason == "not_a_file"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.timeout(10)
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    outcome: list[BaseException] = []
    worker = threading.Thread(target=lambda: _catch(outcome, fifo), daemon=True)
    worker.start()
    worker.join(5)
    assert not worker.is_alive(), "prepare_file blocked on a FIFO"
    assert isinstance(outcome[0], AttachmentRefused) and outcome[0].reason == "not_a_file"


def _catch(outcome: list[BaseException], path: Path) -> None:
    try:
        prepare_file(path)
    except BaseException as exc:  # handed to the test's thread
        outcome.append(exc)


def test_an_unreadable_file_is_refused_in_words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "private.txt"
    path.write_text("secret")

    def denied(*_args: object) -> int:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "open", denied)  # as for a file of another user (the tests may run as root)
    with pytest.raises(AttachmentRefused) as caught:
        prepare_file(path)
    assert caught.value.message == "private.txt cannot be read (permission denied)."


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("../../etc/notes.txt", "notes.txt"),
        ("C:\\Users\\me\\Desktop\\shot.png", "shot.png"),
        ("in\u202egpj.exe", "ingpj.exe"),
        ("a\x00b\nc\u200f.txt", "abc.txt"),
        ("", "attachment"),
        ("folder/", "attachment"),
        ("\u2066\u2069", "attachment"),
        ("x" * 300 + ".txt", "x" * 196 + ".txt"),
    ],
)
def test_names_are_cleaned_for_showing(raw: str, shown: str) -> None:
    assert clean_name(raw) == shown


def test_the_cleaned_name_is_the_one_prepared_and_refused() -> None:
    assert prepare_bytes(b"hello\n", "dir/re\u202eport.txt").name == "report.txt"
    assert _refused(b"\x00\x01", "\u202ebad.bin").name == "bad.bin"


def test_the_limits_are_described_in_one_sentence() -> None:
    text = describe_limits()
    assert text.count(".") == 1 and text.endswith(".")
    for figure in ("20 MB", "32 MB", "300 pages", "1 MB", "1568 pixels"):
        assert figure in text


def test_a_png_with_a_damaged_optional_chunk_is_shown_without_it() -> None:
    """As common decoders do: a colour profile whose checksum is wrong is dropped, the picture kept (an MCP
    reference server's logo is such a PNG); a damaged required chunk is still refused."""
    out = io.BytesIO()
    Image.new("RGB", (8, 6), (10, 200, 30)).save(out, "PNG")
    good = out.getvalue()
    body = b"sRGB\x00"  # an ancillary chunk, its checksum deliberately wrong
    damaged_extra = good[:33] + len(body[4:]).to_bytes(4, "big") + body + b"\x00\x00\x00\x00" + good[33:]
    shown = prepare_bytes(damaged_extra, "logo.png")
    assert (shown.kind, shown.width, shown.height) == ("image", 8, 6)
    with Image.open(io.BytesIO(shown.data)) as picture:
        assert picture.convert("RGB").getpixel((1, 1)) == (10, 200, 30)
    damaged_data = bytearray(good)
    damaged_data[-20] ^= 0xFF  # inside the image data (IDAT, required)
    assert _refused(bytes(damaged_data), "broken.png").reason == "broken"
