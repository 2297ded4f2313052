"""The files people attach to their messages, as the agent keeps and reads them: beside the history when
there is one (content-addressed, `storage.attachments`), in memory otherwise."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence

from desktop_agent.domain.messages import AttachmentPart
from desktop_agent.storage.attachment_files import AttachmentRefused, PreparedAttachment, prepare_bytes
from desktop_agent.storage.attachments import AttachmentFiles, content_id

log = logging.getLogger(__name__)

MOST_TOOL_IMAGES = 8
"""Images kept from one tool result; more are left out (and said so)."""
_SUFFIXES = {"image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp"}


class AttachedFiles:
    def __init__(self, store: AttachmentFiles | None) -> None:
        self._store = store
        self._in_memory: dict[str, bytes] = {}

    def _put(self, data: bytes) -> str:
        if self._store is not None:
            return self._store.put(data)
        sha = content_id(data)
        self._in_memory[sha] = data
        return sha

    async def keep(self, files: Sequence[PreparedAttachment]) -> list[AttachmentPart]:
        """Store the files (each once, by content; written and synced before the message naming them is
        stored) and return the parts that send them."""
        parts = []
        for file in files:
            sha = await asyncio.to_thread(self._put, file.data)
            fields = (file.text, file.width, file.height, file.pages, file.note)
            parts.append(AttachmentPart(sha, file.name, file.kind, file.mime, len(file.data), *fields))
        return parts

    async def keep_images(
        self, tool: str, images: Sequence[tuple[str, bytes]]
    ) -> tuple[list[AttachmentPart], str]:
        """Images a tool returned, prepared as attached images are (upright, resized, no metadata) and
        kept; also a note for the model about any that could not be (empty when all were)."""
        parts: list[AttachmentPart] = []
        left_out = max(0, len(images) - MOST_TOOL_IMAGES)
        for n, (mime, data) in enumerate(images[:MOST_TOOL_IMAGES], start=1):
            name = f"{tool}-image-{n}.{_SUFFIXES.get(mime, 'png')}"
            try:
                prepared = await asyncio.to_thread(prepare_bytes, data, name)
            except AttachmentRefused as refused:
                log.info("An image from %s was left out: %s", tool, refused.reason)
                left_out += 1
                continue
            if prepared.kind != "image":
                left_out += 1
                continue
            parts += await self.keep([prepared])
        note = f"[{left_out} more image(s) from this tool were left out.]" if left_out else ""
        return parts, note

    def read(self, sha256: str) -> bytes | None:
        """A file's bytes; None when it is missing (blocking: call it from a worker thread)."""
        if self._store is not None:
            return self._store.read(sha256)
        return self._in_memory.get(sha256)
