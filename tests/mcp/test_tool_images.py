"""An image an MCP tool returns reaches the model as an image, in both wire formats: inside the call's
result for Anthropic, in a message after the tool results for OpenAI (whose tool messages take only text);
kept as an attached file (shown under the answer when the session is reopened); content the server marks
for the person only never reaches the model. End to end: `desktop-agent chat --mcp-config` as a process,
the real SDKs, a real MCP server."""

from __future__ import annotations

import base64
import io
import json
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from tests.e2e.test_cli_chat import (
    Cli,
    Wire,
    cli,  # noqa: F401 - the fixture
    describe,
    provider_args,
    text_step,
    tool_step,
)
from tests.helpers.fake_llm_server import ScriptedLLMServer
from tests.mcp.conftest import write_config

pytestmark = pytest.mark.slow


def green_left_half(data: bytes) -> bool:
    image = Image.open(io.BytesIO(data)).convert("RGB")
    return (
        image.size == (64, 48)
        and image.getpixel((5, 5)) == (0, 160, 0)
        and image.getpixel((60, 5))
        == (
            255,
            255,
            255,
        )
    )


@pytest.mark.parametrize("wire", ["openai", "anthropic"])
def test_an_image_from_an_mcp_tool_reaches_the_model_as_an_image(
    cli: Cli,  # noqa: F811 - the fixture
    llm_server: ScriptedLLMServer,
    servers: dict[str, Any],
    tmp_path: Path,
    wire: Wire,
) -> None:
    config = write_config(tmp_path / "servers.json", {"cam": servers["test"]})
    call = "call_1" if wire == "openai" else "toolu_1"
    model = "gpt-4o" if wire == "openai" else "claude-sonnet-4-5"
    llm_server.script(
        tool_step(wire, [(call, "cam__photo", "{}")], usage=(10, 3)),
        text_step(wire, "Half of it is green."),
    )
    result = cli.chat(
        *provider_args(llm_server, wire), "--model", model, "--yes", "--mcp-config", str(config), "Look"
    )
    assert result.returncode == 0, describe(result)
    body = llm_server.requests[1].body
    assert body is not None
    sent = json.dumps(body)
    assert "FOR-THE-PERSON-ONLY" not in sent, "content for the person only is not given to the model"
    if wire == "anthropic":
        [block] = [
            b for m in body["messages"] if isinstance(m["content"], list) for b in m["content"]
            if b.get("type") == "tool_result"
        ]  # fmt: skip
        assert block["tool_use_id"] == call
        text, image = block["content"]
        assert text == {"type": "text", "text": "the camera's photo:"}
        data = base64.b64decode(image["source"]["data"])
    else:
        tool, after = body["messages"][-2:]
        assert tool == {"role": "tool", "tool_call_id": call, "content": "the camera's photo:"}
        assert after["role"] == "user"
        assert after["content"][0] == {"type": "text", "text": f"[An image returned by the call {call}:]"}
        data = base64.b64decode(after["content"][1]["image_url"]["url"].split(",", 1)[1])
    assert green_left_half(data)
    # Kept like an attached file, named after the tool, and listed with the tool results.
    shown = cli.run("sessions", "show", "--data-dir", str(cli.data_dir), json.loads(
        cli.run("sessions", "list", "--json", "--data-dir", str(cli.data_dir)).stdout)[0]["id"])  # fmt: skip
    assert "📎 cam__photo-image-1.png (image, 64×48" in shown.stdout
