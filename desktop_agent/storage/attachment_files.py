"""Files the person attaches to a message: checked, cleaned and turned into what is stored and sent.

Images are decoded and re-encoded (upright, at most MAX_IMAGE_EDGE on the long edge, no metadata at all),
text files are stored as UTF-8 with `\\n` newlines, PDFs are kept as they are with their text extracted
page by page. What cannot be used is refused with an AttachmentRefused that names the file and the limit.
Decoding and extraction take CPU time (a long PDF: seconds), so callers run these functions off the UI
thread. Every function here is pure: no state is kept between calls.
"""

from __future__ import annotations

import codecs
import io
import logging
import os
import re
import stat
import zlib
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Literal

from desktop_agent.domain.errors import QT_TRANSLATE_NOOP, ErrorKind, UserFacingError

if TYPE_CHECKING:  # Pillow and pypdf load when a file is first prepared (~100 ms), not with the app
    from PIL import Image

log = logging.getLogger(__name__)

AttachmentKind = Literal["image", "text", "pdf"]
RefusalReason = Literal[
    "missing", "unreadable", "folder", "not_a_file", "empty", "too_large", "unsupported", "not_utf8",
    "broken", "bomb", "encrypted", "too_many_pages", "no_text", "too_much_text",
]  # fmt: skip

MAX_IMAGE_INPUT_BYTES = 20 * 1024 * 1024
MAX_IMAGE_EDGE = 1568
MAX_IMAGE_OUTPUT_BYTES = 5 * 1024 * 1024
MAX_TEXT_BYTES = 1 * 1024 * 1024
MAX_PDF_BYTES = 32 * 1024 * 1024
MAX_PDF_PAGES = 300
MAX_EXTRACTED_CHARS = 400_000
MAX_NAME_CHARS = 200

_HEAD_BYTES = 8192
_JPEG_QUALITIES = (85, 75, 65, 50)
_MIN_SHRINK_EDGE = 64
_PIL_FORMATS = ("PNG", "JPEG", "GIF", "WEBP", "BMP", "TIFF")
_LOSSLESS_SOURCES = frozenset({"PNG", "GIF", "BMP"})  # screenshots and graphics stay PNG
_ALPHA_MODES = frozenset({"RGBA", "LA", "PA", "RGBa", "La"})
_WHAT_CAN_BE = QT_TRANSLATE_NOOP(
    "Errors", "Images (PNG, JPEG, GIF, WebP, BMP, TIFF), PDFs and text files can be attached."
)
_UNSUPPORTED = QT_TRANSLATE_NOOP(
    "Errors", "{name} is not an image, a PDF or a text file, so it cannot be attached."
)
_EMPTY = QT_TRANSLATE_NOOP("Errors", "{name} is empty, so there is nothing to attach.")
_WITHOUT_PASSWORD = QT_TRANSLATE_NOOP(
    "Errors", "Save a copy without the password (for example by printing it to PDF) and attach that."
)
_ONLY_PAGES = QT_TRANSLATE_NOOP("Errors", "Attach only the pages that matter (save them as a new PDF).")
# Control characters other than tab, newline, carriage return, form feed and escape (coloured logs).
_STRAY_CONTROLS = re.compile("[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f\x7f-\x9f]")
_BINARY_BYTES = re.compile(rb"[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f\x7f]")
_HIDDEN_IN_NAMES = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200b\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]")
_TEXT_MIMES = {
    ".md": "text/markdown", ".markdown": "text/markdown", ".py": "text/x-python", ".csv": "text/csv",
    ".tsv": "text/tab-separated-values", ".html": "text/html", ".htm": "text/html", ".css": "text/css",
    ".js": "text/javascript", ".mjs": "text/javascript", ".xml": "text/xml", ".rst": "text/x-rst",
}  # fmt: skip
_BMP_HEADERS = frozenset({12, 16, 40, 52, 56, 64, 108, 124})
_HEIF_BRANDS = (b"heic", b"heix", b"hevc", b"heim", b"heis", b"mif1", b"msf1", b"avif", b"avis")


@dataclass(frozen=True, slots=True)
class PreparedAttachment:
    name: str
    kind: AttachmentKind
    mime: str
    data: bytes
    text: str | None
    width: int | None = None
    height: int | None = None
    pages: int | None = None
    note: str | None = None


class AttachmentRefused(UserFacingError):  # noqa: N818  (the name the callers use)
    """A file that cannot be attached; `message` names the file and the limit in plain words."""

    def __init__(
        self,
        message: str,
        action: str = "",
        *,
        name: str = "",
        reason: RefusalReason = "unsupported",
        kind: ErrorKind = ErrorKind.BAD_REQUEST,
        **values: str,
    ) -> None:
        """`message` and `action` are templates (marked for translation) filled with `name` and `values`."""
        words = {"name": name, **values}
        super().__init__(kind, message.format(**words), action.format(**words))
        self.template = (message, action, words)
        self.name = name
        self.reason: RefusalReason = reason


def describe_limits() -> str:
    return (
        f"You can attach images (PNG, JPEG, GIF, WebP, BMP, TIFF) up to {_size(MAX_IMAGE_INPUT_BYTES)}, "
        f"PDFs up to {_size(MAX_PDF_BYTES)} and {MAX_PDF_PAGES} pages, and text files up to "
        f"{_size(MAX_TEXT_BYTES)}; images are sent at most {MAX_IMAGE_EDGE} pixels on the long edge."
    )


def clean_name(name: str) -> str:
    """The file name as shown: no folders, no control or bidi characters, never empty."""
    base = _HIDDEN_IN_NAMES.sub("", name.replace("\\", "/").rsplit("/", 1)[-1]).strip()
    if base in ("", ".", ".."):
        return "attachment"
    if len(base) > MAX_NAME_CHARS:
        ext = PurePosixPath(base).suffix
        base = base[: MAX_NAME_CHARS - len(ext)] + ext if len(ext) <= 16 else base[:MAX_NAME_CHARS]
    return base


def prepare_file(path: Path) -> PreparedAttachment:
    """Read and prepare a file; folders, devices, pipes and files over the limits are refused unread."""
    name = clean_name(path.name)
    try:
        st = path.stat()
    except FileNotFoundError:
        raise AttachmentRefused(
            QT_TRANSLATE_NOOP("Errors", "{name} was not found; it may have been moved or deleted."),
            name=name,
            reason="missing",
            kind=ErrorKind.NOT_FOUND,
        ) from None
    except OSError as exc:
        raise _unreadable(name, exc) from None
    if stat.S_ISDIR(st.st_mode):
        raise AttachmentRefused(
            QT_TRANSLATE_NOOP("Errors", "{name} is a folder; attach the files inside it one by one."),
            name=name,
            reason="folder",
        )
    if not stat.S_ISREG(st.st_mode):
        raise _not_a_file(name)
    flags = (
        os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    )
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise _unreadable(name, exc) from None
    with os.fdopen(fd, "rb") as f:
        try:
            st = os.fstat(f.fileno())
            if not stat.S_ISREG(st.st_mode):  # replaced between the two looks
                raise _not_a_file(name)
            head = f.read(_HEAD_BYTES)
            kind = _sniff(head, name)
            limit = _limit(kind)
            _check_size(name, kind, max(st.st_size, len(head)))
            data = head + f.read(limit + 1 - len(head))
        except OSError as exc:
            raise _unreadable(name, exc) from None
    _check_size(name, kind, len(data))  # the file grew while it was read
    return _prepare(data, name, kind)


def prepare_bytes(data: bytes, name: str) -> PreparedAttachment:
    """Prepare bytes that did not come from a file, e.g. a pasted screenshot named "Pasted image.png"."""
    shown = clean_name(name)
    kind = _sniff(data[:_HEAD_BYTES], shown)
    _check_size(shown, kind, len(data))
    return _prepare(data, shown, kind)


def _prepare(data: bytes, name: str, kind: AttachmentKind) -> PreparedAttachment:
    if kind == "image":
        return _prepare_image(data, name)
    if kind == "pdf":
        return _prepare_pdf(data, name)
    return _prepare_text(data, name)


# --- what a file is ---------------------------------------------------------------------------------


def _sniff(head: bytes, name: str) -> AttachmentKind:
    if not head:
        raise AttachmentRefused(_EMPTY, name=name, reason="empty")
    if (
        head.startswith((b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff", b"GIF87a", b"GIF89a", b"II*\x00", b"MM\x00*"))
        or (head[:4] == b"RIFF" and head[8:12] == b"WEBP")
        or (head[:2] == b"BM" and len(head) >= 18 and int.from_bytes(head[14:18], "little") in _BMP_HEADERS)
    ):
        return "image"
    if head.startswith(b"%PDF-"):
        return "pdf"
    if _decode_text(head, final=False) is not None:
        return "text"
    if head[4:8] == b"ftyp" and head[8:12] in _HEIF_BRANDS:
        raise AttachmentRefused(
            QT_TRANSLATE_NOOP("Errors", "{name} is a HEIC or AVIF image, which cannot be read here."),
            QT_TRANSLATE_NOOP("Errors", "Save or export it as JPEG or PNG and attach that."),
            name=name,
            reason="unsupported",
        )
    if not _BINARY_BYTES.search(head):
        raise AttachmentRefused(
            QT_TRANSLATE_NOOP(
                "Errors", "{name} looks like text, but not in UTF-8 or UTF-16, so it cannot be attached."
            ),
            QT_TRANSLATE_NOOP(
                "Errors", "Save it as UTF-8 (most editors offer this under “Save as”) and attach it again."
            ),
            name=name,
            reason="not_utf8",
        )
    raise AttachmentRefused(_UNSUPPORTED, _WHAT_CAN_BE, name=name, reason="unsupported")


def _limit(kind: AttachmentKind) -> int:
    return {"image": MAX_IMAGE_INPUT_BYTES, "pdf": MAX_PDF_BYTES, "text": MAX_TEXT_BYTES}[kind]


def _check_size(name: str, kind: AttachmentKind, size: int) -> None:
    if size > (limit := _limit(kind)):
        message = {
            "image": QT_TRANSLATE_NOOP("Errors", "{name} is {size}; images can be attached up to {limit}."),
            "pdf": QT_TRANSLATE_NOOP("Errors", "{name} is {size}; PDFs can be attached up to {limit}."),
            "text": QT_TRANSLATE_NOOP(
                "Errors", "{name} is {size}; text files can be attached up to {limit}."
            ),
        }[kind]
        raise AttachmentRefused(
            message,
            QT_TRANSLATE_NOOP("Errors", "Attach a smaller file, or only the part that matters."),
            name=name,
            reason="too_large",
            size=_size(size),
            limit=_size(limit),
        )


def _size(n: int) -> str:
    if n >= 1024 * 1024:
        return f"{n / (1024 * 1024):.1f}".removesuffix(".0") + " MB"
    return f"{max(1, round(n / 1024))} KB"


def _unreadable(name: str, exc: OSError) -> AttachmentRefused:
    why = "permission denied" if isinstance(exc, PermissionError) else (exc.strerror or type(exc).__name__)
    return AttachmentRefused(
        QT_TRANSLATE_NOOP("Errors", "{name} cannot be read ({why})."), name=name, reason="unreadable", why=why
    )


def _not_a_file(name: str) -> AttachmentRefused:
    return AttachmentRefused(
        QT_TRANSLATE_NOOP(
            "Errors", "{name} is not a regular file (a device, pipe or socket), so it cannot be attached."
        ),
        name=name,
        reason="not_a_file",
    )


# --- text ---------------------------------------------------------------------------------------------


def _decode_text(data: bytes, *, final: bool) -> str | None:
    """The text of UTF-8 (BOM or not) or UTF-16 (with BOM) bytes with few stray controls, else None."""
    utf16 = data.startswith((b"\xff\xfe", b"\xfe\xff"))
    if not utf16 and b"\x00" in data:
        return None
    try:
        text = codecs.getincrementaldecoder("utf-16" if utf16 else "utf-8-sig")().decode(data, final=final)
    except UnicodeDecodeError:
        return None
    if "\x00" in text or len(_STRAY_CONTROLS.findall(text)) * 100 > len(text):
        return None
    return text


def _prepare_text(data: bytes, name: str) -> PreparedAttachment:
    text = _decode_text(data, final=True)
    if text is None:
        raise AttachmentRefused(_UNSUPPORTED, _WHAT_CAN_BE, name=name, reason="unsupported")
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        raise AttachmentRefused(_EMPTY, name=name, reason="empty")
    mime = _TEXT_MIMES.get(PurePosixPath(name).suffix.lower(), "text/plain")
    return PreparedAttachment(name=name, kind="text", mime=mime, data=text.encode("utf-8"), text=text)


# --- images ---------------------------------------------------------------------------------------------


_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _without_damaged_png_extras(data: bytes) -> bytes:
    """A PNG without its optional chunks whose checksum is wrong (a colour profile written badly, say), as
    the common PNG decoders skip them: the picture is whole without them, and none of them is kept anyway.
    Anything else (another format, a damaged required chunk, a cut file) is returned as it came."""
    if not data.startswith(_PNG_SIGNATURE):
        return data
    out, at, dropped = [_PNG_SIGNATURE], len(_PNG_SIGNATURE), False
    while at + 12 <= len(data):
        length = int.from_bytes(data[at : at + 4], "big")
        end = at + 12 + length
        if end > len(data):
            return data
        kind, body, crc = data[at + 4 : at + 8], data[at + 8 : end - 4], data[end - 4 : end]
        optional = bool(kind[0] & 0x20)  # a lower-case first letter: ancillary
        if optional and zlib.crc32(kind + body).to_bytes(4, "big") != crc:
            dropped = True
        else:
            out.append(data[at:end])
        at = end
        if kind == b"IEND":
            break
    return b"".join(out) if dropped else data


def _prepare_image(data: bytes, name: str) -> PreparedAttachment:
    from PIL import Image, ImageOps

    notes: list[str] = []
    data = _without_damaged_png_extras(data)
    try:
        with Image.open(io.BytesIO(data), formats=_PIL_FORMATS) as opened:
            pixel_limit = Image.MAX_IMAGE_PIXELS
            if pixel_limit is not None and opened.width * opened.height > pixel_limit:
                raise Image.DecompressionBombError("over the pixel limit")
            source_format = opened.format or ""
            frames = getattr(opened, "n_frames", 1)
            if frames > 1:
                opened.seek(0)
                animated = "an animated GIF" if source_format == "GIF" else f"a {source_format} image"
                notes.append(f"first frame of {animated} ({frames} frames)")
            original = opened.size
            scale = MAX_IMAGE_EDGE / max(original)
            if scale < 1 and source_format == "JPEG":  # decode a large JPEG at a reduced size directly
                opened.draft(None, (int(opened.width * scale) + 1, int(opened.height * scale) + 1))
            upright = ImageOps.exif_transpose(opened)
            if upright.size != opened.size:  # turned a quarter
                original = (original[1], original[0])
            image, alpha = _normalise_mode(upright)
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise AttachmentRefused(
            QT_TRANSLATE_NOOP("Errors", "{name} has too many pixels to be opened safely (more than {most})."),
            QT_TRANSLATE_NOOP("Errors", "Attach a smaller version of the image."),
            name=name,
            reason="bomb",
            most=f"{Image.MAX_IMAGE_PIXELS or 0:,}",
        ) from None
    except Exception as exc:  # Pillow raises many kinds of errors on damaged files
        log.info("an attached image could not be decoded: %s", type(exc).__name__)
        raise AttachmentRefused(
            QT_TRANSLATE_NOOP(
                "Errors", "{name} could not be read as an image; it may be damaged or incomplete."
            ),
            name=name,
            reason="broken",
        ) from None
    if max(image.size) > MAX_IMAGE_EDGE:
        scale = MAX_IMAGE_EDGE / max(image.size)
        size = (max(1, round(image.width * scale)), max(1, round(image.height * scale)))
        image = image.resize(size, Image.Resampling.LANCZOS)
    if image.size != original:
        notes.append(f"resized from {original[0]}×{original[1]}")
    encoded, mime, image = _fit(image, alpha, source_format in _LOSSLESS_SOURCES, notes, name)
    return PreparedAttachment(
        name=name,
        kind="image",
        mime=mime,
        data=encoded,
        text=None,
        width=image.width,
        height=image.height,
        note="; ".join(notes) or None,
    )


def _normalise_mode(image: Image.Image) -> tuple[Image.Image, bool]:
    """The image in L, RGB or RGBA (RGBA only when some pixel is see-through), and whether it is."""
    if image.mode.startswith("I"):  # 16- and 32-bit greyscale: scale down rather than clip
        image = image.convert("I").point(lambda v: v * (1 / 256)).convert("L")
    elif image.mode == "F":
        image = image.convert("L")
    if image.mode in _ALPHA_MODES or "transparency" in image.info:
        rgba = image.convert("RGBA")
        lowest = rgba.getchannel("A").getextrema()[0]
        if isinstance(lowest, (int, float)) and lowest < 255:
            return rgba, True
        return rgba.convert("RGB"), False
    if image.mode in ("L", "RGB"):
        return image, False
    return image.convert("L" if image.mode == "1" else "RGB"), False


def _encode(image: Image.Image, fmt: Literal["PNG", "JPEG"], quality: int = 85) -> bytes:
    from PIL import Image

    # A fresh image from the pixels alone carries no EXIF, ICC profile, XMP or text chunks to save.
    bare = Image.frombytes(image.mode, image.size, image.tobytes())
    out = io.BytesIO()
    if fmt == "PNG":
        bare.save(out, "PNG")
    else:
        bare.save(out, "JPEG", quality=quality, optimize=True)
    return out.getvalue()


def _fit(
    image: Image.Image, alpha: bool, prefer_png: bool, notes: list[str], name: str
) -> tuple[bytes, str, Image.Image]:
    """PNG when see-through or lossless at the source and it fits, else JPEG; smaller until it fits."""
    from PIL import Image

    try_png = alpha or prefer_png
    while True:
        if try_png:
            data = _encode(image, "PNG")
            if len(data) <= MAX_IMAGE_OUTPUT_BYTES:
                return data, "image/png", image
            if not alpha:
                try_png = False
                notes.append(f"saved as JPEG to stay under {_size(MAX_IMAGE_OUTPUT_BYTES)}")
        if not alpha:
            for quality in _JPEG_QUALITIES:
                data = _encode(image, "JPEG", quality)
                if len(data) <= MAX_IMAGE_OUTPUT_BYTES:
                    return data, "image/jpeg", image
        if min(image.size) * 3 // 4 < _MIN_SHRINK_EDGE:
            raise AttachmentRefused(
                QT_TRANSLATE_NOOP("Errors", "{name} cannot be made to fit in {limit} as an image."),
                name=name,
                reason="too_large",
                limit=_size(MAX_IMAGE_OUTPUT_BYTES),
            )
        image = image.resize((image.width * 3 // 4, image.height * 3 // 4), Image.Resampling.LANCZOS)
        notes.append(
            f"made smaller ({image.width}×{image.height}) to stay under {_size(MAX_IMAGE_OUTPUT_BYTES)}"
        )


# --- PDFs -----------------------------------------------------------------------------------------------


def _prepare_pdf(data: bytes, name: str) -> PreparedAttachment:
    from pypdf import PasswordType, PdfReader
    from pypdf.errors import DependencyError

    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted:
            try:
                why = (
                    QT_TRANSLATE_NOOP(
                        "Errors", "{name} is protected by a password, so its text cannot be read."
                    )
                    if reader.decrypt("") == PasswordType.NOT_DECRYPTED
                    else ""
                )
            except DependencyError:
                why = QT_TRANSLATE_NOOP(
                    "Errors",
                    "{name} is encrypted in a way that cannot be opened here, so its text cannot be read.",
                )
            if why:
                raise AttachmentRefused(
                    why,
                    _WITHOUT_PASSWORD,
                    name=name,
                    reason="encrypted",
                )
        count = len(reader.pages)
    except AttachmentRefused:
        raise
    except Exception as exc:  # pypdf raises many kinds of errors on damaged files
        log.info("an attached PDF could not be read: %s", type(exc).__name__)
        raise AttachmentRefused(
            QT_TRANSLATE_NOOP(
                "Errors", "{name} could not be read as a PDF; it may be damaged or incomplete."
            ),
            name=name,
            reason="broken",
        ) from None
    if count > MAX_PDF_PAGES:
        raise AttachmentRefused(
            QT_TRANSLATE_NOOP("Errors", "{name} has {count} pages; PDFs can be attached up to {most} pages."),
            _ONLY_PAGES,
            name=name,
            reason="too_many_pages",
            count=str(count),
            most=str(MAX_PDF_PAGES),
        )
    sections: list[str] = []
    blank: list[int] = []
    total = 0
    for number in range(1, count + 1):
        try:
            text = reader.pages[number - 1].extract_text() or ""
        except Exception as exc:  # one damaged page does not spoil the others
            log.info("page %d of an attached PDF could not be read: %s", number, type(exc).__name__)
            text = ""
        text = _STRAY_CONTROLS.sub("", text.replace("\r\n", "\n").replace("\r", "\n")).strip()
        if not text:
            blank.append(number)
        total += len(text)
        if total > MAX_EXTRACTED_CHARS:
            raise AttachmentRefused(
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "{name} has more text than can be sent at once (over {most} characters by page {page}).",
                ),
                _ONLY_PAGES,
                name=name,
                reason="too_much_text",
                most=f"{MAX_EXTRACTED_CHARS:,}",
                page=str(number),
            )
        sections.append(f"--- page {number} ---\n{text or '[no text on this page]'}")
    if len(blank) == count:
        raise AttachmentRefused(
            QT_TRANSLATE_NOOP(
                "Errors",
                "{name} has no text layer (a scan?), so there is nothing the model could read in it.",
            ),
            QT_TRANSLATE_NOOP(
                "Errors", "Attach the pages as images instead, or run text recognition (OCR) on it first."
            ),
            name=name,
            reason="no_text",
        )
    note = f"text of {count} page{'s' if count != 1 else ''}"
    if blank:
        note += f"; {_pages(blank)} {'has' if len(blank) == 1 else 'have'} no text (scanned?)"
    return PreparedAttachment(
        name=name,
        kind="pdf",
        mime="application/pdf",
        data=data,
        text="\n\n".join(sections),
        pages=count,
        note=note,
    )


def _pages(numbers: list[int]) -> str:
    if len(numbers) == 1:
        return f"page {numbers[0]}"
    if len(numbers) > 10:
        return f"{len(numbers)} pages"
    return "pages " + ", ".join(map(str, numbers[:-1])) + f" and {numbers[-1]}"
