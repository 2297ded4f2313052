"""Attached files in a request: what both wire formats send for each.

An image goes as an image part when the request carries its bytes (the model sees images); otherwise its
name goes as a line saying it could not be shown. A text file or a PDF goes as its text, inside a `<file>`
element naming it, so the model knows where one file ends and the message begins.
"""

from __future__ import annotations

import base64
from collections.abc import Mapping

from desktop_agent.domain.files import attachment_line
from desktop_agent.domain.messages import AttachmentPart


def _attribute(value: str) -> str:
    return value.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")


def attachment_text(part: AttachmentPart) -> str:
    """The text a model reads for a file it is not sent as an image."""
    if part.file_kind == "image":
        return (
            f"[The person attached the image {attachment_line(part)}, but it could not be shown to this "
            "model: it does not see images, or the file is missing.]"
        )
    pages = f' pages="{part.pages}"' if part.pages else ""
    body = part.text or ""
    return (
        f'<file name="{_attribute(part.name)}" type="{_attribute(part.mime)}"{pages}>\n'
        f"{body}{'' if body.endswith(chr(10)) else chr(10)}</file>"
    )


def image_data(part: AttachmentPart, images: Mapping[str, bytes]) -> tuple[str, str] | None:
    """(media type, base64) of an image the request carries; None when it is not sent as an image."""
    if part.file_kind != "image":
        return None
    data = images.get(part.sha256)
    if data is None:
        return None
    return part.mime, base64.b64encode(data).decode("ascii")
