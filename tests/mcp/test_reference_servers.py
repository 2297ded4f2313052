"""The MCP project's own reference servers from npm, through the manager: ``server-everything`` over stdio
and over streamable HTTP (tools with text, structured, annotated and image content; progress; logging;
sampling; elicitation; roots; resources, templates and subscriptions; prompts and completion), and
``server-filesystem`` and ``server-memory`` over stdio.

The servers (pinned) and, when the machine's Node.js is older than 22, Node.js 22 are installed with npm
into ``tests/conformance/.cache/`` (ignored by git) on the first run, and reused after; without npm or a
network the tests are skipped, saying why.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import os
import re
import socket
import subprocess
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import mcp.types as types
import pytest
from PIL import Image

from desktop_agent.storage.attachment_files import prepare_bytes
from desktop_agent.tools.base import ToolContext
from desktop_agent.tools.mcp.client_features import root_uri
from desktop_agent.tools.mcp.elicitation import ElicitationAnswer, ElicitationRequest, FormRequest
from desktop_agent.tools.mcp.listing import ResourceContent
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.sampling import SamplingAnswer, SamplingRefusal, SamplingReply, SamplingRequest
from desktop_agent.tools.mcp.status import CallProgress, ServerState
from tests.helpers.npm_packages import CACHE, NpmUnavailableError, install_pinned, node_22
from tests.mcp.conftest import MARKER_VAR, run, write_config

VERSION = "2026.8.31"
"""The reference servers' release (they are released together, by date)."""
EVERYTHING = "@modelcontextprotocol/server-everything"
FILESYSTEM = "@modelcontextprotocol/server-filesystem"
MEMORY = "@modelcontextprotocol/server-memory"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.timeout(600),  # the first run installs the servers (and maybe Node.js 22) with npm
]


@dataclass(frozen=True, slots=True)
class Installed:
    node: Path
    everything: Path
    filesystem: Path
    memory: Path


@pytest.fixture(scope="module")
def installed() -> Installed:
    try:
        folders = install_pinned(
            CACHE / "reference-servers", dict.fromkeys((EVERYTHING, FILESYSTEM, MEMORY), VERSION)
        )
        node = node_22()
    except NpmUnavailableError as exc:
        pytest.skip(f"The MCP reference servers {VERSION} could not be installed with npm: {exc}")
    entry = {name: folder / "dist" / "index.js" for name, folder in folders.items()}
    return Installed(node, entry[EVERYTHING], entry[FILESYSTEM], entry[MEMORY])


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextlib.contextmanager
def _http_everything(installed: Installed, marker: str) -> Iterator[str]:
    """server-everything's streamable HTTP transport on a free port, until it listens: its ``/mcp``
    address. Stopped afterwards."""
    port = _free_port()
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen(
            [str(installed.node), str(installed.everything), "streamableHttp"],
            env={**os.environ, "PORT": str(port), MARKER_VAR: marker},
            stdout=subprocess.DEVNULL,
            stderr=errors,
        )
        try:
            deadline = time.monotonic() + 20
            while True:
                if process.poll() is not None:
                    errors.seek(0)
                    pytest.fail(f"server-everything exited: {errors.read().decode(errors='replace')}")
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                    break
                except OSError:
                    assert time.monotonic() < deadline, "server-everything did not start listening"
                    time.sleep(0.05)
            yield f"http://127.0.0.1:{port}/mcp"
        finally:
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


@pytest.fixture(params=["stdio", "http"])
def everything(request: pytest.FixtureRequest, installed: Installed, marker: str) -> Iterator[dict[str, Any]]:
    """server-everything's entry in `mcpServers`, over each transport."""
    if request.param == "stdio":
        yield {"command": str(installed.node), "args": [str(installed.everything), "stdio"],
               "env": {MARKER_VAR: marker}}  # fmt: skip
        return
    with _http_everything(installed, marker) as url:
        yield {"url": url}


@dataclass
class Asker:
    """Answers forms with `form` and sampling requests with `sampling`, and keeps what it was asked."""

    form: Callable[[FormRequest], ElicitationAnswer] = lambda request: ElicitationAnswer.decline()
    sampling: Callable[[SamplingRequest], SamplingAnswer] = lambda request: SamplingRefusal.rejected()
    forms: list[FormRequest] = field(default_factory=list)
    samplings: list[SamplingRequest] = field(default_factory=list)

    async def elicit(self, server: str, request: ElicitationRequest) -> ElicitationAnswer:
        assert server == "ev" and isinstance(request, FormRequest)
        self.forms.append(request)
        return self.form(request)

    async def sample(self, server: str, request: SamplingRequest) -> SamplingAnswer:
        assert server == "ev"
        self.samplings.append(request)
        return self.sampling(request)


async def _until(check: Callable[[], bool], what: str, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, f"waited {seconds:g} s for {what}"
        await asyncio.sleep(0.05)


@contextlib.asynccontextmanager
async def _running(
    tmp_path: Path, entry: dict[str, Any], *, asker: Asker | None = None, roots: tuple[Path, ...] = ()
) -> AsyncIterator[McpManager]:
    """A manager with server-everything up as "ev", its tools that depend on the client's capabilities
    (sampling, elicitation, roots) listed already."""
    manager = McpManager(write_config(tmp_path / "mcp.json", {"ev": entry}), asker=asker, roots=roots)
    try:
        await manager.start()
        status = manager.status("ev")
        assert status.state is ServerState.UP, status.error
        assert status.server_info.startswith("mcp-servers/everything")

        def listed() -> set[str]:
            return {spec.name for spec in manager.status("ev").tools}

        # The server adds these once it knows the client's capabilities, and says its tools changed.
        wanted = {"ev__trigger-sampling-request", "ev__trigger-elicitation-request", "ev__get-roots-list"}
        await _until(lambda: wanted <= listed(), f"the tools {sorted(wanted - listed())}")
        # The server asks for the roots shortly after it starts, and says so in its log; a server closed
        # before that takes seconds to stop.
        await _until(lambda: any("Roots updated" in line for line in manager.log_lines("ev")), "the roots")
        yield manager
    finally:
        await manager.aclose()


def _scenario(
    tmp_path: Path, entry: dict[str, Any], work: Callable[[McpManager], Awaitable[None]], **options: Any
) -> None:
    async def scenario() -> None:
        async with _running(tmp_path, entry, **options) as manager:
            await work(manager)

    run(scenario())


# ---- server-everything: tools ----


def test_tools_answer_with_text_structured_annotated_and_image_content(
    tmp_path: Path, everything: dict[str, Any]
) -> None:
    async def work(manager: McpManager) -> None:
        echo = await manager.call("ev", "echo", {"message": "Hello, reference server"})
        assert not echo.is_error and echo.content == "Echo: Hello, reference server"
        total = await manager.call("ev", "get-sum", {"a": 2, "b": 40})
        assert total.content == "The sum of 2 and 40 is 42."

        weather = await manager.call("ev", "get-structured-content", {"location": "Chicago"})
        assert not weather.is_error
        assert json.loads(weather.content) == {"temperature": 36, "conditions": "Light rain / drizzle",
                                               "humidity": 82}  # fmt: skip

        # Content for the person only ("audience": ["user"]) never reaches the model; the rest does.
        for_person = await manager.call("ev", "get-annotated-message", {"messageType": "success",
                                                                         "includeImage": True})  # fmt: skip
        assert not for_person.is_error
        assert "Operation completed successfully" not in for_person.content and for_person.images == ()
        for_model = await manager.call("ev", "get-annotated-message", {"messageType": "debug"})
        assert for_model.content == "Debug: Cache hit ratio 0.95, latency 150ms"
        for_both = await manager.call("ev", "get-annotated-message", {"messageType": "error"})
        assert for_both.content == "Error: Operation failed"

        tiny = await manager.call("ev", "get-tiny-image", {})
        assert tiny.content == "Here's the image you requested:\nThe image above is the MCP logo."
        ((mime, data),) = tiny.images
        assert mime == "image/png" and data.startswith(b"\x89PNG\r\n\x1a\n")
        # The server's logo carries a colour profile (iCCP) whose checksum is wrong: the app drops that
        # optional chunk, as libpng does, and the model is shown the picture.
        shown = prepare_bytes(data, "get-tiny-image-1.png")
        assert (shown.kind, shown.mime, shown.width, shown.height) == ("image", "image/png", 20, 20)
        with Image.open(io.BytesIO(shown.data)) as picture:
            picture.load()
            assert "icc_profile" not in picture.info  # (an opaque picture loses its unused alpha)

        # An embedded resource, named so that the model can read it again.
        ref = await manager.call("ev", "get-resource-reference", {"resourceType": "Text", "resourceId": 3})
        assert '[resource: server="ev" uri="demo://resource/dynamic/text/3"]\nResource 3: This is a' in (
            ref.content
        )

    _scenario(tmp_path, everything, work)


def test_a_long_running_tools_progress_reaches_the_calls_listener(
    tmp_path: Path, everything: dict[str, Any]
) -> None:
    async def work(manager: McpManager) -> None:
        heard: list[CallProgress] = []
        seen_while_running: list[CallProgress | None] = []

        def listener(update: CallProgress) -> None:
            heard.append(update)
            seen_while_running.append(manager.progress("call-7"))

        output = await manager.call("ev", "trigger-long-running-operation", {"duration": 0.6, "steps": 3},
                                    call_id="call-7", on_progress=listener)  # fmt: skip
        assert not output.is_error
        assert output.content == "Long running operation completed. Duration: 0.6 seconds, Steps: 3."
        assert [(p.progress, p.total) for p in heard] == [(1, 3), (2, 3), (3, 3)]
        assert seen_while_running == heard, "the manager keeps the latest progress while the call runs"
        assert manager.progress("call-7") is None

    _scenario(tmp_path, everything, work)


def test_a_tool_that_runs_only_as_a_task_is_called_as_one_and_followed_to_its_result(
    tmp_path: Path, everything: dict[str, Any]
) -> None:
    """``simulate-research-query`` requires task augmentation (``execution.taskSupport: "required"``): it is
    offered, called as a task, its status messages reach the call's listener, and its result is the
    call's."""

    async def work(manager: McpManager) -> None:
        status = manager.status("ev")
        assert status.needs_tasks == () and "ev__simulate-research-query" in {s.name for s in status.tools}
        heard: list[CallProgress] = []
        output = await manager.call("ev", "simulate-research-query", {"topic": "tides"}, call_id="call-3",
                                    on_progress=heard.append)  # fmt: skip
        assert not output.is_error, output.content
        assert output.content.startswith("# Research Report: tides")
        assert "Status progressed: `working` → `completed`" in output.content
        said = [p.message for p in heard]
        assert said == sorted(set(said), key=said.index), "each status once"
        assert [m for m in said if m in STAGES] == [m for m in STAGES if m in said] and len(said) >= 2, said

    _scenario(tmp_path, everything, work)


STAGES = ("Gathering sources...", "Analyzing content...", "Synthesizing findings...", "Generating report...")


def test_a_task_that_needs_input_asks_the_person_and_goes_on_with_the_answer(
    tmp_path: Path, installed: Installed, marker: str
) -> None:
    entry = {"command": str(installed.node), "args": [str(installed.everything), "stdio"],
             "env": {MARKER_VAR: marker}}  # fmt: skip
    asker = Asker(form=lambda form: ElicitationAnswer("accept", {"interpretation": "snake"}))

    async def work(manager: McpManager) -> None:
        output = await manager.call("ev", "simulate-research-query", {"topic": "python", "ambiguous": True})
        assert not output.is_error, output.content
        (form,) = asker.forms
        assert "could have multiple interpretations" in form.message
        assert [o.title for o in form.fields[0].options][:2] == [
            "Python programming language",
            "Python snake species",
        ]
        assert output.content.startswith("# Research Report: python (snake)")

    _scenario(tmp_path, entry, work, asker=asker)


def test_a_stopped_task_call_cancels_its_task_on_the_server(
    tmp_path: Path, installed: Installed, marker: str
) -> None:
    entry = {"command": str(installed.node), "args": [str(installed.everything), "stdio"],
             "env": {MARKER_VAR: marker}}  # fmt: skip

    async def work(manager: McpManager) -> None:
        heard: list[CallProgress] = []
        call = asyncio.ensure_future(manager.call("ev", "simulate-research-query", {"topic": "tides"},
                                                  on_progress=heard.append))  # fmt: skip
        await _until(lambda: bool(heard), "the task's first status")
        call.cancel()  # Stop
        with contextlib.suppress(asyncio.CancelledError):
            await call
        client = manager._connections["ev"]._client  # the server's own word on its tasks
        assert client is not None

        async def tasks() -> list[dict[str, Any]]:
            listed = await client.session.send_request(types.ListTasksRequest(), types.ListTasksResult)
            return [task.model_dump(by_alias=True) for task in listed.tasks]

        found: list[dict[str, Any]] = []

        async def cancelled() -> bool:
            found[:] = await tasks()
            return [t["status"] for t in found] == ["cancelled"]

        deadline = time.monotonic() + 10
        while not await cancelled():
            assert time.monotonic() < deadline, found
            await asyncio.sleep(0.1)

    _scenario(tmp_path, entry, work)


def test_the_servers_log_messages_land_in_its_log(tmp_path: Path, everything: dict[str, Any]) -> None:
    async def work(manager: McpManager) -> None:
        # Once it has the roots, the server says so in a log message.
        said = "[info] everything-server: Roots updated: 1 root(s) received from client"
        await _until(lambda: said in manager.log_lines("ev"), "the roots' log message")

        started = await manager.call("ev", "toggle-simulated-logging", {})
        assert started.content.startswith("Started simulated, random-leveled logging")
        levels = "debug|info|notice|warning|error|critical|alert|emergency"
        simulated = re.compile(rf"\[({levels})\] [A-Z][a-z]+[- ]level[- ]message")
        await _until(lambda: any(simulated.match(line) for line in manager.log_lines("ev")), "a log message")
        stopped = await manager.call("ev", "toggle-simulated-logging", {})
        assert stopped.content.startswith("Stopped simulated logging")

    _scenario(tmp_path, everything, work, roots=(tmp_path,))


# ---- server-everything: what the server asks of the client ----


def test_sampling_the_asker_gets_the_exact_request_and_the_server_the_answer(
    tmp_path: Path, everything: dict[str, Any]
) -> None:
    asker = Asker(sampling=lambda request: SamplingReply("Paris is the capital of France.", "test-model"))

    async def work(manager: McpManager) -> None:
        args = {"prompt": "What is the capital of France?", "maxTokens": 64}
        output = await manager.call("ev", "trigger-sampling-request", args)
        assert not output.is_error, output.content
        (request,) = asker.samplings
        assert request.system_prompt == "You are a helpful test server."
        assert (request.max_tokens, request.temperature) == (64, 0.7)
        ((message),) = request.messages
        assert message.role == "user"
        assert message.text == "Resource trigger-sampling-request context: What is the capital of France?"
        answered = json.loads(output.content.removeprefix("LLM sampling result: \n"))
        said = {"type": "text", "text": "Paris is the capital of France."}
        assert answered == {
            "model": "test-model",
            "stopReason": "endTurn",
            "role": "assistant",
            "content": said,
        }

        asker.sampling = lambda request: SamplingRefusal.rejected()
        refused = await manager.call("ev", "trigger-sampling-request", {"prompt": "Again?"})
        assert refused.is_error and "User rejected sampling request" in refused.content

    _scenario(tmp_path, everything, work, asker=asker)


def test_elicitation_a_form_accepted_with_its_defaults_and_one_declined(
    tmp_path: Path, everything: dict[str, Any]
) -> None:
    asker = Asker(form=lambda form: ElicitationAnswer("accept", {**form.defaults(), "name": "Ada Lovelace"}))

    async def work(manager: McpManager) -> None:
        accepted = await manager.call("ev", "trigger-elicitation-request", {})
        assert not accepted.is_error, accepted.content
        (form,) = asker.forms
        assert form.message == "Please provide inputs for the following fields:"
        by_name = {f.name: f for f in form.fields}
        assert by_name["name"].required and by_name["email"].format == "email"
        assert [o.title for o in by_name["titledSingleSelectEnum"].options] == [
            "Superman", "Green Lantern", "Wonder Woman"]  # fmt: skip
        assert form.defaults() == {
            "firstLine": "It was a dark and stormy night.",
            "integer": 42,
            "number": 3.14,
            "untitledSingleSelectEnum": "Monica",
            "untitledMultipleSelectEnum": ["Guitar"],
            "titledSingleSelectEnum": "hero-1",
            "titledMultipleSelectEnum": ["fish-1"],
            "legacyTitledEnum": "pet-1",
        }
        assert "✅ User provided the requested information!" in accepted.content
        assert "- Name: Ada Lovelace\n- Favorite Integer: 42\n- Favorite Number: 3.14" in accepted.content
        raw = json.loads(accepted.content.split("Raw result: ", 1)[1])
        assert raw == {"action": "accept", "content": {**form.defaults(), "name": "Ada Lovelace"}}

        asker.form = lambda form: ElicitationAnswer.decline()
        declined = await manager.call("ev", "trigger-elicitation-request", {})
        assert "❌ User declined to provide the requested information." in declined.content
        assert json.loads(declined.content.split("Raw result: ", 1)[1]) == {"action": "decline"}

    _scenario(tmp_path, everything, work, asker=asker)


def test_roots_the_server_sees_the_workspace_and_hears_when_it_changes(
    tmp_path: Path, everything: dict[str, Any]
) -> None:
    workspace, other = tmp_path / "workspace", tmp_path / "other project"
    workspace.mkdir()
    other.mkdir()

    async def work(manager: McpManager) -> None:
        listed = await manager.call("ev", "get-roots-list", {})
        assert "Current MCP Roots (1 total):" in listed.content
        assert f"1. workspace\n   URI: {root_uri(workspace)}" in listed.content

        await manager.set_roots([other])
        said = "Roots updated: 1 root(s) received from client"
        await _until(lambda: sum(said in line for line in manager.log_lines("ev")) >= 2, "the new roots")
        listed = await manager.call("ev", "get-roots-list", {})
        assert f"1. other project\n   URI: {root_uri(other)}" in listed.content
        assert root_uri(workspace) not in listed.content

    _scenario(tmp_path, everything, work, roots=(workspace,))


# ---- server-everything: resources and prompts ----


def test_resources_and_templates_are_listed_read_and_followed(
    tmp_path: Path, everything: dict[str, Any]
) -> None:
    async def work(manager: McpManager) -> None:
        (catalog,) = manager.catalogs()
        docs = {"architecture.md", "extension.md", "features.md", "how-it-works.md", "instructions.md",
                "startup.md", "structure.md"}  # fmt: skip
        resources = await catalog.resources()
        assert {r.name for r in resources} == docs
        assert {r.uri for r in resources} == {f"demo://resource/static/document/{d}" for d in docs}
        templates = {t.uri_template: t for t in await catalog.templates()}
        assert set(templates) == {"demo://resource/dynamic/text/{resourceId}",
                                  "demo://resource/dynamic/blob/{resourceId}"}  # fmt: skip

        features = await catalog.read("demo://resource/static/document/features.md")
        assert features.mime_type == "text/markdown"
        assert features.text is not None and features.text.startswith("# Everything Server - Features")

        text = await catalog.read("demo://resource/dynamic/text/7")
        assert text.text is not None and text.text.startswith("Resource 7: This is a plaintext resource")
        blob = await catalog.read("demo://resource/dynamic/blob/7")
        assert blob.text is None and blob.mime_type == "text/plain"
        # Binary contents are named by type and size: the server's sentence, ending with a time of day.
        sentence = len("Resource 7: This is a base64 blob created at ")
        assert sentence + len("1:02:03") <= blob.size <= sentence + len("11:02:03 p.m.")

        # The model's read_resource tool: listed resources and template matches only.
        (read_resource,) = manager.resource_tools()
        ctx = ToolContext(tmp_path, "call_1", _no_questions)
        read = await read_resource.run(
            read_resource.validate({"server": "ev", "uri": "demo://resource/dynamic/text/2"}), ctx
        )
        assert not read.is_error and read.content.startswith("Resource 2: This is a plaintext resource")
        unknown = await read_resource.run(
            read_resource.validate({"server": "ev", "uri": "demo://resource/elsewhere/1"}), ctx
        )
        assert unknown.is_error and "matches none of its templates" in unknown.content

        # Subscribed: the server's updates refresh the copy kept here.
        uri = "demo://resource/dynamic/text/1"
        assert await catalog.subscribe(uri)
        said = f"[info] Received Subscribe Resource request for URI: {uri}"
        await _until(
            lambda: any(line.startswith(said) for line in manager.log_lines("ev")), "the subscription"
        )
        first = await catalog.read(uri)
        assert catalog.cached(uri) is first
        changed: list[str] = []
        manager.subscribe(changed.append)
        updates = await manager.call("ev", "toggle-subscriber-updates", {})
        assert not updates.is_error
        await _until(lambda: _is_new(catalog.cached(uri), first), "the updated resource to be read again")
        assert "ev" in changed
        await manager.call("ev", "toggle-subscriber-updates", {})

    _scenario(tmp_path, everything, work)


def _is_new(copy: ResourceContent | None, first: ResourceContent) -> bool:
    """A copy read again (its text may be the same: the server's clock shows seconds only)."""
    return copy is not None and copy is not first


async def _no_questions(question: str, choices: Any) -> str:
    return ""


def test_prompts_with_arguments_and_the_completion_of_an_argument(
    tmp_path: Path, everything: dict[str, Any]
) -> None:
    async def work(manager: McpManager) -> None:
        (catalog,) = manager.catalogs()
        prompts = {p.name: p for p in await catalog.prompts()}
        assert set(prompts) == {"simple-prompt", "args-prompt", "completable-prompt", "resource-prompt"}
        args = prompts["args-prompt"]
        assert [(a.name, a.required) for a in args.arguments] == [("city", True), ("state", False)]
        assert args.missing_from({"state": "Texas"}) == ["city"]

        weather = await catalog.get_prompt("args-prompt", {"city": "Paris", "state": "Texas"})
        assert weather.as_message() == "What's weather in Paris, Texas?"
        with_resource = await catalog.get_prompt(
            "resource-prompt", {"resourceType": "Text", "resourceId": "4"}
        )
        message = with_resource.as_message()
        assert message.startswith("This prompt includes the Text resource with id: 4.")
        assert "\n\nResource 4: This is a plaintext resource" in message

        assert await catalog.complete("completable-prompt", "department", "Ma", {}) == ["Marketing"]
        # The suggestions for a name depend on the department chosen already.
        names = await catalog.complete("completable-prompt", "name", "", {"department": "Sales"})
        assert names == ["David", "Eve", "Frank"]
        assert await catalog.complete("resource-prompt", "resourceType", "B", {}) == ["Blob"]

    _scenario(tmp_path, everything, work)


# ---- server-filesystem and server-memory ----


def test_filesystem_server_confined_to_its_folder(tmp_path: Path, installed: Installed, marker: str) -> None:
    allowed = tmp_path / "allowed"
    allowed.mkdir()
    (allowed / "notes.txt").write_text("first line\n", encoding="utf-8")
    entry = {"command": str(installed.node), "args": [str(installed.filesystem), str(allowed)],
             "env": {MARKER_VAR: marker}}  # fmt: skip

    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"fs": entry}))
        try:
            await manager.start()
            status = manager.status("fs")
            assert status.state is ServerState.UP, status.error
            assert {"fs__list_directory", "fs__read_text_file", "fs__write_file"} <= {
                s.name for s in status.tools
            }

            listing = await manager.call("fs", "list_directory", {"path": str(allowed)})
            assert not listing.is_error and listing.content == "[FILE] notes.txt"
            read = await manager.call("fs", "read_text_file", {"path": str(allowed / "notes.txt")})
            assert read.content == "first line\n"
            written = await manager.call(
                "fs", "write_file", {"path": str(allowed / "new.txt"), "content": "written by the server"}
            )
            assert not written.is_error, written.content
            assert (allowed / "new.txt").read_text(encoding="utf-8") == "written by the server"

            outside = await manager.call("fs", "read_text_file", {"path": "/etc/passwd"})
            assert outside.is_error and "Access denied - path outside allowed directories" in outside.content
            assert "root:" not in outside.content
            escape = await manager.call(
                "fs", "write_file", {"path": str(allowed / ".." / "escaped.txt"), "content": "no"}
            )
            assert escape.is_error and not (tmp_path / "escaped.txt").exists()
        finally:
            await manager.aclose()

    run(scenario())


def test_memory_server_keeps_the_entities_it_is_given(
    tmp_path: Path, installed: Installed, marker: str
) -> None:
    memory = tmp_path / "memory.jsonl"
    entry = {"command": str(installed.node), "args": [str(installed.memory)],
             "env": {MARKER_VAR: marker, "MEMORY_FILE_PATH": str(memory)}}  # fmt: skip
    entities = [
        {"name": "Ada Lovelace", "entityType": "person", "observations": ["wrote the first program"]},
        {"name": "Analytical Engine", "entityType": "machine", "observations": ["designed by Babbage"]},
    ]

    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"memory": entry}))
        try:
            await manager.start()
            status = manager.status("memory")
            assert status.state is ServerState.UP, status.error
            created = await manager.call("memory", "create_entities", {"entities": entities})
            assert not created.is_error, created.content
            relation = {"from": "Ada Lovelace", "to": "Analytical Engine", "relationType": "programmed"}
            related = await manager.call("memory", "create_relations", {"relations": [relation]})
            assert not related.is_error, related.content

            graph = json.loads((await manager.call("memory", "read_graph", {})).content)
            assert graph == {"entities": entities, "relations": [relation]}
            found = json.loads((await manager.call("memory", "search_nodes", {"query": "Babbage"})).content)
            assert [e["name"] for e in found["entities"]] == ["Analytical Engine"]
        finally:
            await manager.aclose()

    run(scenario())
    assert "Ada Lovelace" in memory.read_text(encoding="utf-8"), "the graph is kept in the file it was given"
