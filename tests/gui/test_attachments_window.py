"""Attached files in the window: the paperclip's way in (a dropped file, a pasted screenshot), the chips,
a refused file said in words, the message sent with its image and its text file over the real OpenAI SDK,
the picture under the message, and the same picture when the session is opened again."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import io
import re
from pathlib import Path
from typing import Any

import pytest
import qasync
from PIL import Image
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QColor, QDesktopServices, QDragEnterEvent, QDropEvent, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop_agent.domain.messages import AttachmentPart
from desktop_agent.ui.attachment_tray import Chip, open_attached
from desktop_agent.ui.main_window import MainWindow
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text


def last_content(server: ScriptedLLMServer) -> Any:
    """The content of the last message of the first request the model server received."""
    body = server.requests[0].body
    assert body is not None
    return body["messages"][-1]["content"]


def images_in(window: MainWindow) -> list[str]:
    """The attached images the conversation draws, as `attachment:SHA` names, in order."""
    return re.findall(r'<img src="(attachment:[0-9a-f]{64})"', window.chat.document().toHtml())


def chips(window: MainWindow) -> list[Chip]:
    return [c for c in window.composer.tray.findChildren(Chip) if c.isVisible()]


async def until(check: object, limit_s: float = 10.0) -> None:
    for _ in range(int(limit_s / 0.05)):
        if callable(check) and check():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("timed out")


def test_dropped_and_pasted_files_go_with_the_message_and_show_again_when_reopened(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings(default_agent="chat"))
    notes = tmp_path / "plan.md"
    notes.write_text("# Plan\n- water the tomatoes\n", encoding="utf-8")
    archive = tmp_path / "photos.zip"
    archive.write_bytes(b"PK\x03\x04" + bytes(range(256)) * 8)

    async def body() -> None:
        await h.window.start()
        window = h.window
        # A screenshot pasted into the message input becomes a chip, not text.
        screenshot = QImage(320, 200, QImage.Format.Format_RGB32)
        screenshot.fill(QColor("#2e7d32"))
        pasted = QMimeData()
        pasted.setImageData(screenshot)
        window.message_input.insertFromMimeData(pasted)
        # Two files dropped on the window: one can be attached, one is refused in words.
        dropped = QMimeData()
        dropped.setUrls([QUrl.fromLocalFile(str(notes)), QUrl.fromLocalFile(str(archive))])
        enter = QDragEnterEvent(
            QPoint(40, 40), Qt.DropAction.CopyAction, dropped,
            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
        )  # fmt: skip
        QApplication.sendEvent(window, enter)
        assert enter.isAccepted()
        drop = QDropEvent(
            QPointF(40, 40), Qt.DropAction.CopyAction, dropped,
            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
        )  # fmt: skip
        QApplication.sendEvent(window, drop)
        assert drop.isAccepted()
        await until(lambda: len(chips(window)) == 2 and not window.composer.tray.reading())
        note = window.composer.tray.note.text()
        assert "photos.zip" in note and "cannot be attached" in note
        assert "test-model may not see images" not in note  # the refusal is what the note says now
        assert window.message_input.toPlainText() == ""
        names = sorted(c.name.toolTip() for c in chips(window))
        assert names[0].startswith("Pasted image ") and names[1] == "plan.md"

        llm_server.script(openai_text("A green picture and a plan to water tomatoes."))
        type_and_send(qtbot, window, "What are these?")
        await h.finished()
        content = last_content(llm_server)
        kinds = [c["type"] for c in content]
        assert kinds == ["image_url", "text", "text"]
        data = base64.b64decode(content[0]["image_url"]["url"].split(",", 1)[1])
        sent = Image.open(io.BytesIO(data))
        assert sent.format == "PNG" and sent.size == (320, 200)
        assert sent.convert("RGB").getpixel((10, 10)) == (0x2E, 0x7D, 0x32)
        assert (
            content[1]["text"].startswith('<file name="plan.md"')
            and "water the tomatoes" in content[1]["text"]
        )
        assert content[2]["text"] == "What are these?"
        assert chips(window) == [] and not window.composer.tray.isVisible()  # sent: the tray is empty

        # Under the message: the picture and the file's line, while it streamed and once reopened.
        [picture] = images_in(window)
        assert "plan.md" in window.chat.toPlainText()
        session = window.session
        assert session is not None
        window.new_session()
        await h.settle()
        await window.conversation.open(session.id)
        await h.settle()
        assert images_in(window) == [picture]
        assert "plan.md" in window.chat.toPlainText()
        # Read and decoded off the window's thread: drawn once it is ready.
        await until(lambda: isinstance(window.chat.loadResource(2, QUrl(picture)), QImage))
        image = window.chat.loadResource(2, QUrl(picture))  # QTextDocument.ImageResource
        assert isinstance(image, QImage) and not image.isNull()
        await h.close()

    drive(event_loop_qt, body())


def test_an_attached_file_opens_as_a_copy_that_a_viewer_shows_never_as_a_program(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[str] = []

    # No desktop here to open files with: the system's opener is the one part replaced.
    def open_url(url: QUrl) -> bool:
        opened.append(url.toLocalFile())
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    payload = b"echo stolen > ~/.ssh/authorized_keys\n"
    sha = hashlib.sha256(payload).hexdigest()
    hostile = [
        AttachmentPart(sha, "setup.exe", "text", "text/plain", len(payload), "x"),
        AttachmentPart(sha, "run.sh", "text", "text/plain", len(payload), "x"),
        AttachmentPart(sha, "evil.desktop", "image", "image/png", len(payload)),
        AttachmentPart(sha, "notes.md", "text", "text/markdown", len(payload), "x"),
    ]
    names = []
    for part in hostile:
        assert open_attached([part], sha, lambda _sha: payload, tmp_path / "opened")
        names.append(Path(opened[-1]).name)
        assert Path(opened[-1]).read_bytes() == payload
    assert names == ["setup.exe.txt", "run.sh.txt", "evil.desktop.png", "notes.md"]
    assert not open_attached(hostile, "0" * 64, lambda _sha: payload, tmp_path / "opened")  # not attached
