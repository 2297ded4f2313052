"""Listing a provider's models through the real SDKs, and finding local servers, against real HTTP."""

from __future__ import annotations

import asyncio
import json
import socket
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from threading import Thread

import pytest

from desktop_agent.config.settings import PRESET_NAMES, ProviderSettings, Settings, load_settings
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.providers.detect import ProbeTarget, detect_local_servers
from desktop_agent.providers.models import describe, list_models
from desktop_agent.providers.presets import PRESETS, UnknownProviderError, get_preset, resolve_preset
from tests.helpers.fake_llm_server import ScriptedLLMServer, anthropic_error, openai_error


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


@pytest.fixture
def html_server() -> Iterator[int]:
    """Something else listening on a port: answers every GET with a web page."""

    class Page(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = b"<html>hello</html>"
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Page)
    thread = Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield int(httpd.server_address[1])
    httpd.shutdown()
    httpd.server_close()


def test_openai_compatible_models_are_listed(llm_server: ScriptedLLMServer) -> None:
    llm_server.models = ["zeta", "alpha", "mid"]
    models = asyncio.run(
        list_models(get_preset("openai"), api_key="sk-test", base_url=llm_server.openai_base_url)
    )
    assert models == ["alpha", "mid", "zeta"]
    request = llm_server.requests[-1]
    assert (request.method, request.path) == ("GET", "/v1/models")
    assert request.headers["authorization"] == "Bearer sk-test"


def test_anthropic_models_are_listed(llm_server: ScriptedLLMServer) -> None:
    models = asyncio.run(
        list_models(get_preset("anthropic"), api_key="sk-ant", base_url=llm_server.anthropic_base_url)
    )
    assert models == ["claude-test", "gpt-test"]
    headers = llm_server.requests[-1].headers
    assert "sk-ant" in (headers.get("x-api-key") or headers.get("authorization") or "")


def test_a_keyless_local_server_needs_no_key(llm_server: ScriptedLLMServer) -> None:
    models = asyncio.run(list_models(get_preset("ollama"), api_key=None, base_url=llm_server.openai_base_url))
    assert models == ["claude-test", "gpt-test"]


@pytest.mark.parametrize(
    ("preset", "reply"),
    [
        ("openai", openai_error(401, "Incorrect API key sk-wrong-1234")),
        ("anthropic", anthropic_error(401, "authentication_error", "invalid x-api-key")),
    ],
)
def test_a_rejected_key_is_said_in_words_without_the_key(
    llm_server: ScriptedLLMServer, preset: str, reply: object
) -> None:
    llm_server.fail_models(reply)  # type: ignore[arg-type]
    url = llm_server.openai_base_url if preset == "openai" else llm_server.anthropic_base_url
    with pytest.raises(UserFacingError) as caught:
        asyncio.run(list_models(get_preset(preset), api_key="sk-wrong-1234", base_url=url))
    error = caught.value
    assert error.kind is ErrorKind.AUTH
    assert "rejected the API key" in describe(error)
    assert "sk-wrong-1234" not in describe(error)


def test_a_wrong_address_is_said_in_words(llm_server: ScriptedLLMServer) -> None:
    llm_server.fail_models(openai_error(404, "not found"))
    with pytest.raises(UserFacingError) as caught:
        asyncio.run(list_models(get_preset("vllm"), api_key=None, base_url=llm_server.openai_base_url))
    assert caught.value.kind is ErrorKind.MODEL_NOT_FOUND
    assert "no model list at" in caught.value.message and "/v1" in caught.value.action


def test_nobody_listening_here_says_the_server_is_not_running() -> None:
    port = closed_port()
    url = f"http://127.0.0.1:{port}/v1"
    with pytest.raises(UserFacingError) as caught:
        asyncio.run(list_models(get_preset("lmstudio"), api_key=None, base_url=url))
    assert caught.value.kind is ErrorKind.SERVER_NOT_RUNNING
    assert f"Nothing is answering at 127.0.0.1:{port} — is the LM Studio server running?" in describe(
        caught.value
    )


def test_a_missing_key_is_said_before_any_request(llm_server: ScriptedLLMServer) -> None:
    with pytest.raises(UserFacingError) as caught:
        asyncio.run(list_models(get_preset("groq"), api_key=None, base_url=llm_server.openai_base_url))
    assert caught.value.kind is ErrorKind.NO_API_KEY
    assert llm_server.requests == []


def test_detect_finds_the_servers_that_answer_and_skips_the_rest(
    llm_server: ScriptedLLMServer, html_server: int
) -> None:
    llm_server.models = ["llama3.1", "qwen3", "mistral"]
    targets = [
        ProbeTarget("ollama", llm_server.port),
        ProbeTarget("lmstudio", closed_port()),
        ProbeTarget("llamacpp", html_server),
    ]
    found = asyncio.run(detect_local_servers(targets, timeout_s=0.5))
    assert [(s.preset, s.label, s.port, s.models) for s in found] == [
        ("ollama", "Ollama", llm_server.port, ("llama3.1", "mistral", "qwen3"))
    ]
    assert found[0].base_url == f"http://127.0.0.1:{llm_server.port}/v1"


def test_detect_probes_concurrently_within_one_timeout() -> None:
    """Five silent listeners (accept, never answer): the search takes one timeout, not five."""
    listeners = []
    try:
        for _ in range(5):
            sock = socket.socket()
            sock.bind(("127.0.0.1", 0))
            sock.listen(4)
            listeners.append(sock)
        targets = [ProbeTarget("ollama", s.getsockname()[1]) for s in listeners]
        started = time.monotonic()
        found = asyncio.run(detect_local_servers(targets, timeout_s=0.4))
        elapsed = time.monotonic() - started
    finally:
        for sock in listeners:
            sock.close()
    assert found == []
    assert elapsed < 1.5, f"the probes ran one after the other ({elapsed:.2f} s)"


def test_a_custom_endpoint_becomes_an_openai_compatible_preset() -> None:
    settings = Settings(
        providers={
            "lab": ProviderSettings(
                kind="openai", label="Lab box", base_url="http://10.0.0.5:8000/v1", models=["qwen"]
            ),
            "openai": ProviderSettings(base_url="https://proxy.example/v1"),
        }
    )
    lab = resolve_preset("lab", settings.providers)
    assert (lab.name, lab.label, lab.wire, lab.base_url, lab.needs_key, lab.default_model) == (
        "lab", "Lab box", "openai", "http://10.0.0.5:8000/v1", False, "qwen"
    )  # fmt: skip
    assert resolve_preset("openai", settings.providers) is PRESETS["openai"]


@pytest.mark.parametrize(
    ("providers", "problem"),
    [
        ({"lab": {"kind": "anthropic", "base_url": "http://x/v1"}}, "openai"),
        ({"lab": {"kind": "openai"}}, "needs a base_url"),
        ({"Lab Box": {"kind": "openai", "base_url": "http://x/v1"}}, "lower-case"),
        ({"openai": {"kind": "openai"}}, "built-in provider"),
    ],
)
def test_an_incomplete_custom_endpoint_is_refused(
    tmp_path: Path, providers: dict[str, object], problem: str
) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"providers": providers}), encoding="utf-8")
    with pytest.raises(UserFacingError, match=problem):
        load_settings(path)


def test_an_entry_without_kind_still_loads_but_is_no_provider() -> None:
    settings = Settings.validate({"providers": {"proxy": {"base_url": "http://x/v1"}}})
    with pytest.raises(UnknownProviderError):
        resolve_preset("proxy", settings.providers)


def test_the_settings_know_the_same_built_in_providers_as_the_catalogue() -> None:
    assert set(PRESETS) == PRESET_NAMES
