"""Files attached to messages, as front ends handle them: prepare one (off the UI thread), say what a
model will see of it, and find a stored one to open."""

from __future__ import annotations

from collections.abc import Sequence

from desktop_agent.providers.model_vision import sees_images
from desktop_agent.storage.attachment_files import (
    AttachmentRefused,
    PreparedAttachment,
    describe_limits,
    prepare_bytes,
    prepare_file,
)


def vision_note(model: str, kinds: Sequence[str], overrides: dict[str, bool] | None = None) -> str | None:
    """What to tell the person before sending images to `model`, or None when there is nothing to say."""
    if "image" not in kinds:
        return None
    sees = sees_images(model, overrides)
    if sees is True:
        return None
    if sees is False:
        return f"{model} does not see images: an attached image goes as its name only."
    return (
        f"Desktop Agent does not know whether {model} sees images; they are sent, and a model that "
        "does not may say so or refuse them."
    )


def model_sees_images(model: str, overrides: dict[str, bool] | None = None) -> bool | None:
    """True or False for a model known to see images or not; None when it is not known."""
    return sees_images(model, overrides)


__all__ = [
    "AttachmentRefused",
    "PreparedAttachment",
    "describe_limits",
    "model_sees_images",
    "prepare_bytes",
    "prepare_file",
    "vision_note",
]
