"""Attached files, end to end: `desktop-agent chat --attach` as a process, over the real OpenAI and Anthropic
SDKs to the scripted server; what the server received is decoded and checked (the image is the image,
upright and without its metadata; the text file is its text), and the stored files follow the history
through export, import, search and delete."""

from __future__ import annotations

import base64
import io
import json
from pathlib import Path
from typing import Any, cast

import pytest
from PIL import Image

from tests.e2e.test_cli_chat import Cli, Wire, provider_args, text_step
from tests.helpers.fake_llm_server import ScriptedLLMServer

pytestmark = pytest.mark.slow

ORIENTATION = 0x0112
GPS_INFO = 0x8825


def last_content(server: ScriptedLLMServer) -> Any:
    """The content of the last message of the first request the model server received."""
    body = server.requests[0].body
    assert body is not None
    return body["messages"][-1]["content"]


def photo(path: Path) -> Path:
    """A 2000×1000 JPEG taken "rotated" (EXIF orientation 6: turn it 90° clockwise to view), with a GPS
    position in its metadata; its left half red, right half blue."""
    image = Image.new("RGB", (2000, 1000), "blue")
    image.paste((255, 0, 0), (0, 0, 1000, 1000))
    exif = Image.Exif()
    exif[ORIENTATION] = 6
    exif[GPS_INFO] = {1: "N", 2: (48.0, 51.0, 24.0)}
    image.save(path, "JPEG", exif=exif.tobytes(), quality=90)
    return path


def stored_files(cli: Cli) -> list[Path]:
    root = cli.data_dir / "attachments"
    return sorted(p for p in root.rglob("*") if p.is_file()) if root.exists() else []


def _image_from(wire: Wire, content: list[dict[str, object]]) -> tuple[str, bytes]:
    if wire == "openai":
        url = next(c for c in content if c["type"] == "image_url")["image_url"]["url"]  # type: ignore[index]
        head, data = str(url).split(",", 1)
        return head.removeprefix("data:").removesuffix(";base64"), base64.b64decode(data)
    block = next(c for c in content if c["type"] == "image")
    source = block["source"]
    assert isinstance(source, dict) and source["type"] == "base64"
    return str(source["media_type"]), base64.b64decode(source["data"])


@pytest.mark.parametrize("wire", ["openai", "anthropic"])
def test_an_attached_photo_reaches_the_model_as_an_image_upright_and_without_its_metadata(
    cli: Cli, llm_server: ScriptedLLMServer, wire: Wire
) -> None:
    picture = photo(cli.root / "holiday.jpg")
    model = "gpt-4o" if wire == "openai" else "claude-sonnet-4-5"
    llm_server.script(text_step(wire, "A red and blue picture."))
    result = cli.chat(
        *provider_args(llm_server, wire), "--model", model, "--attach", str(picture), "What is this?"
    )
    assert result.returncode == 0, result.stderr
    content = last_content(llm_server)
    assert isinstance(content, list)
    mime, data = _image_from(wire, content)
    assert mime == "image/jpeg"
    sent = Image.open(io.BytesIO(data))
    assert sent.size == (784, 1568)  # turned upright (portrait) and made to fit 1,568 pixels
    assert (
        cast(tuple[int, int, int], sent.convert("RGB").getpixel((392, 100)))[0] > 200
    )  # the red half is on top once turned clockwise
    assert not sent.getexif()  # no orientation, no GPS: nothing of the metadata went
    texts = [c.get("text") for c in content if c["type"] == "text"]
    assert texts == ["What is this?"]
    # The file is kept once, beside the history, as what was sent.
    assert [p.read_bytes() for p in stored_files(cli)] == [data]


def test_a_text_file_goes_as_its_text_and_a_model_without_vision_gets_the_images_name(
    cli: Cli, llm_server: ScriptedLLMServer
) -> None:
    notes = cli.root / "todo.md"
    notes.write_text("# To do\r\n- buy milk\r\n", encoding="utf-8")
    picture = photo(cli.root / "holiday.jpg")
    llm_server.script(text_step("openai", "Noted."))
    result = cli.chat(
        *provider_args(llm_server, "openai"), "--model", "gpt-3.5-turbo",
        "--attach", str(notes), "--attach", str(picture), "Summarise",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "gpt-3.5-turbo does not see images" in result.stderr
    content = last_content(llm_server)
    assert [c["type"] for c in content] == ["text", "text", "text"]  # no image part at all
    assert content[0]["text"] == '<file name="todo.md" type="text/markdown">\n# To do\n- buy milk\n</file>'
    assert "holiday.jpg (image, 784×1568" in content[1]["text"]
    assert "could not be shown to this model" in content[1]["text"]
    assert content[2]["text"] == "Summarise"


def test_a_file_that_cannot_be_attached_is_refused_before_anything_is_stored(
    cli: Cli, llm_server: ScriptedLLMServer
) -> None:
    archive = cli.root / "backup.zip"
    archive.write_bytes(b"PK\x03\x04" + bytes(range(256)) * 4)
    result = cli.chat(*provider_args(llm_server, "openai"), "--attach", str(archive), "Open this")
    assert result.returncode == 1
    assert "backup.zip" in result.stderr and "Traceback" not in result.stderr
    assert llm_server.requests == []
    listed = cli.run("sessions", "list", "--json", "--data-dir", str(cli.data_dir))
    assert json.loads(listed.stdout) == []
    assert stored_files(cli) == []


def test_attached_files_travel_with_export_and_import_are_found_by_name_and_go_with_the_last_session(
    cli: Cli, llm_server: ScriptedLLMServer, tmp_path: Path
) -> None:
    picture = photo(cli.root / "holiday.jpg")
    llm_server.script(text_step("openai", "Nice."), text_step("openai", "Again."))
    first = cli.chat(
        *provider_args(llm_server, "openai"), "--model", "gpt-4o", "--attach", str(picture), "Hi"
    )
    assert first.returncode == 0, first.stderr
    second = cli.chat(
        *provider_args(llm_server, "openai"), "--model", "gpt-4o", "--attach", str(picture), "Hi"
    )
    assert second.returncode == 0, second.stderr
    [kept] = stored_files(cli)  # the same picture twice is kept once
    sessions = json.loads(cli.run("sessions", "list", "--json", "--data-dir", str(cli.data_dir)).stdout)
    first_id, second_id = sessions[1]["id"], sessions[0]["id"]

    found = cli.run("sessions", "search", "holiday", "--json", "--data-dir", str(cli.data_dir))
    hits = json.loads(found.stdout)
    assert {m["session_id"] for m in hits} == {first_id, second_id}
    assert {m["part_kind"] for m in hits} == {"attachment"}

    export = tmp_path / "export.json"
    done = cli.run(
        "sessions", "export", first_id, "--format", "json", "-o", str(export), "--data-dir", str(cli.data_dir)
    )
    assert done.returncode == 0, done.stderr
    other = tmp_path / "other-data"
    imported = cli.run("sessions", "import", str(export), "--json", "--data-dir", str(other))
    assert imported.returncode == 0, imported.stderr
    [copy] = [p for p in (other / "attachments").rglob("*") if p.is_file()]
    assert copy.read_bytes() == kept.read_bytes()
    shown = cli.run("sessions", "show", json.loads(imported.stdout)["id"], "--data-dir", str(other))
    assert "📎 holiday.jpg (image, 784×1568" in shown.stdout

    markdown = tmp_path / "md" / "chat.md"
    markdown.parent.mkdir()
    cli.run("sessions", "export", first_id, "-o", str(markdown), "--data-dir", str(cli.data_dir))
    text = markdown.read_text(encoding="utf-8")
    link = text.split("![holiday.jpg](", 1)[1].split(")", 1)[0]
    assert (markdown.parent / link).read_bytes() == kept.read_bytes()

    cli.run("sessions", "delete", first_id, "--data-dir", str(cli.data_dir))
    assert stored_files(cli) == [kept]  # the second session still uses it
    cli.run("sessions", "delete", second_id, "--data-dir", str(cli.data_dir))
    assert stored_files(cli) == []
