"""Servers from an MCP Registry, in process: the registry client against a local registry serving published
server.json entries (paging, versions, a 404, an unreachable or broken registry, one that only speaks /v0),
and what an entry becomes here (the exact, pinned command; hostile entries refused)."""

from __future__ import annotations

import asyncio
import socket
from typing import Any

import pytest

from desktop_agent.core import mcp_install
from desktop_agent.core.mcp_install import RegistryClient, RegistryEntry, plan_install
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.tools.mcp import registry as registry_module
from desktop_agent.tools.mcp.registry import parse_entry
from tests.helpers.mcp_registry_server import LocalRegistry, fixture_entries, local_registry

AIRTABLE = "io.github.domdomegg/airtable-mcp-server"


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def entry_named(name: str, version: str | None = None, file: str = "published.json") -> RegistryEntry:
    for raw in fixture_entries(file):
        if raw["name"] == name and (version is None or raw["version"] == version):
            return parse_entry({"server": raw})
    raise AssertionError(name)


def everywhere(program: str) -> str | None:
    return f"/usr/bin/{program}"


def nowhere(program: str) -> str | None:
    return None


@pytest.fixture
def registry() -> Any:
    with local_registry("published.json", "runnable.json") as served:
        yield served


# ---- the client ----


def test_search_pages_by_cursor_and_keeps_the_latest_versions(
    registry: LocalRegistry, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(registry_module, "PAGE_LIMIT", 2)
    found = run(RegistryClient(registry.url).search("", limit=100))
    names = [e.name for e in found]
    assert len(names) == len(set(names)) == 7, "one row per server: its latest version"
    assert next(e for e in found if e.name == AIRTABLE).version == "1.7.3"
    cursors = [r for r in registry.requests if "cursor=" in r]
    assert len(cursors) == 3, registry.requests
    assert all(r.startswith("/v0.1/servers?") and "version=latest" in r for r in registry.requests)

    airtable = run(RegistryClient(registry.url).search("airtable"))
    assert [e.name for e in airtable] == [AIRTABLE]
    assert airtable[0].publisher == "github.com/domdomegg"
    assert [p.registry_type for p in airtable[0].packages] == ["npm", "oci", "mcpb"]


def test_a_version_or_the_latest_and_a_server_it_does_not_have(registry: LocalRegistry) -> None:
    client = RegistryClient(registry.url)
    assert run(client.get(AIRTABLE)).version == "1.7.3"
    older = run(client.get(AIRTABLE, "1.7.2"))
    assert older.version == "1.7.2" and older.is_latest is False
    assert "/v0.1/servers/io.github.domdomegg%2Fairtable-mcp-server/versions/1.7.2" in registry.requests
    with pytest.raises(UserFacingError) as missing:
        run(client.get("io.github.nobody/nothing"))
    assert missing.value.kind is ErrorKind.NOT_FOUND
    assert "has no server io.github.nobody/nothing@latest" in missing.value.message


def test_a_registry_that_only_speaks_v0_is_asked_there(registry: LocalRegistry) -> None:
    registry.mode = "v0_only"
    client = RegistryClient(registry.url)
    assert [e.name for e in run(client.search("time"))] == [
        "io.github.domdomegg/time-mcp-nuget",
        "io.github.domdomegg/time-mcp-pypi",
    ]
    assert run(client.get(AIRTABLE)).version == "1.7.3"
    assert registry.requests[0].startswith("/v0.1/") and registry.requests[1].startswith("/v0/")
    assert registry.requests[-1].startswith("/v0/"), "the version that answered is remembered"


@pytest.mark.parametrize(
    ("mode", "kind", "words"),
    [
        (
            "broken_json",
            ErrorKind.SERVER_ERROR,
            "sent something that is not a registry answer: its answer is not JSON",
        ),
        ("error", ErrorKind.SERVER_ERROR, "answered 500 Internal Server Error"),
    ],
)
def test_a_broken_registry_is_said_in_words(
    registry: LocalRegistry, mode: str, kind: ErrorKind, words: str
) -> None:
    registry.mode = mode
    with pytest.raises(UserFacingError) as caught:
        run(RegistryClient(registry.url).search("x"))
    assert caught.value.kind is kind and words in caught.value.message
    assert registry.url in caught.value.message


def test_an_unreachable_registry_is_said_in_words() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # closed when the block ends: nothing listens there
    with pytest.raises(UserFacingError) as caught:
        run(RegistryClient(f"http://127.0.0.1:{port}", timeout_s=5).search("x"))
    assert caught.value.kind is ErrorKind.UNREACHABLE
    assert (
        "Could not reach the registry" in caught.value.message and "nothing answered" in caught.value.message
    )
    with pytest.raises(UserFacingError, match="is not an http"):
        RegistryClient("file:///etc/passwd")


# ---- what an entry becomes ----


def test_npm_pypi_and_docker_packages_are_pinned_argument_vectors() -> None:
    airtable = entry_named(AIRTABLE, "1.7.3")
    plan = plan_install(airtable, registry="r", which=everywhere)
    assert plan.kind == "npm" and plan.argv == ("npx", "-y", "airtable-mcp-server@1.7.3")
    assert [(n.name, n.required, n.secret) for n in plan.needs] == [("AIRTABLE_API_KEY", True, True)]
    assert plan.sandboxed and plan.fixed_env["npm_config_cache"].startswith("/tmp/")

    docker = plan_install(airtable, registry="r", use="oci", which=everywhere)
    image = "docker.io/domdomegg/airtable-mcp-server:1.7.3"
    assert docker.argv == ("docker", "run", "-i", "--rm", "-e", "AIRTABLE_API_KEY", image)
    assert not docker.sandboxed, "its container confines it; the sandbox would keep docker from its daemon"
    pypi = plan_install(entry_named("io.github.domdomegg/time-mcp-pypi"), registry="r", which=everywhere)
    assert pypi.argv == ("uvx", "time-mcp-pypi==1.0.6")

    def pipx_only(program: str) -> str | None:
        return "/usr/bin/pipx" if program == "pipx" else None

    pipx = plan_install(entry_named("io.github.domdomegg/time-mcp-pypi"), registry="r", which=pipx_only)
    assert pipx.argv == ("pipx", "run", "--spec", "time-mcp-pypi==1.0.6", "time-mcp-pypi")


def test_what_cannot_run_here_is_said_with_the_reason() -> None:
    def npx_only(program: str) -> str | None:
        return "/usr/bin/npx" if program == "npx" else None

    with pytest.raises(UserFacingError) as no_docker:
        plan_install(entry_named(AIRTABLE), registry="r", use="oci", which=npx_only)
    assert "the oci package (docker is not installed)" in no_docker.value.message
    with pytest.raises(UserFacingError) as nothing:
        plan_install(entry_named("io.github.domdomegg/time-mcp-pypi"), registry="r", which=nowhere)
    assert "neither uvx (uv) nor pipx is installed" in nothing.value.message
    with pytest.raises(UserFacingError) as nuget:
        plan_install(entry_named("io.github.domdomegg/time-mcp-nuget"), registry="r", which=everywhere)
    assert "the nuget package (not supported yet)" in nuget.value.message
    with pytest.raises(UserFacingError) as sse:
        plan_install(entry_named("io.decisionrules/mcp-server"), registry="r", which=everywhere)
    assert "a remote server over sse (this app speaks streamable HTTP)" in sse.value.message


def test_a_remote_server_with_a_secret_header() -> None:
    notes = entry_named("io.github.desktop-agent-tests/notes-remote", file="runnable.json")
    plan = plan_install(notes, registry="r", which=nowhere)
    assert plan.kind == "remote" and plan.url == "http://127.0.0.1:9/mcp" and not plan.sandboxed
    assert plan.fixed_headers == {"X-Tenant": "acme"}
    (need,) = plan.needs
    assert need.where == "header" and need.secret and need.template == "Bearer {value}"
    server = mcp_install.server_config(plan, {"Authorization": "tok"})
    assert server.headers["Authorization"] == "${keyring:mcp-env/notes-remote/Authorization}"
    assert mcp_install.secret_entries(plan, {"Authorization": "tok"}) == {
        "mcp-env/notes-remote/Authorization": "Bearer tok"
    }
    assert server.extra["registry"] == {"url": "r", "name": notes.name, "version": "2.0.0", "kind": "remote"}


@pytest.mark.parametrize(
    ("name", "words"),
    [
        (
            "shell-identifier",
            "the npm package 'pkg; rm -rf ~' version '1.0.0' is not a valid, pinned npm package",
        ),
        (
            "option-identifier",
            "'--index-url=http://evil.example/simple' version '1.0' is not a valid, pinned pypi",
        ),
        ("range-version", "version '^1.0.0' is not a valid, pinned npm package"),
        ("preload", "the environment variable 'LD_PRELOAD', which would change how its runner"),
        ("path", "the environment variable 'PATH'"),
        ("npx-options", "it gives npx options of its own, which could change which package runs"),
        ("privileged", "its docker options '--privileged' would free the container"),
    ],
)
def test_hostile_entries_are_refused(name: str, words: str) -> None:
    with pytest.raises(UserFacingError) as caught:
        plan_install(
            entry_named(f"io.github.evil/{name}", file="hostile.json"), registry="r", which=everywhere
        )
    assert words in caught.value.message


def test_shell_text_in_an_argument_stays_one_argument_and_is_shown_quoted() -> None:
    entry = entry_named("io.github.evil/terminal", file="hostile.json")
    plan = plan_install(entry, registry="r", which=everywhere)
    assert plan.argv == ("npx", "-y", "ok-package@1.0.0", "$(touch /tmp/pwned); `id` | sh")
    assert mcp_install.shown_command(plan.argv) == "npx -y ok-package@1.0.0 '$(touch /tmp/pwned); `id` | sh'"
    assert plan.name == "terminal"
    deleted = parse_entry({"server": fixture_entries("hostile.json")[0], "_meta": {
        "io.modelcontextprotocol.registry/official": {"status": "deleted"}}})  # fmt: skip
    with pytest.raises(UserFacingError, match="marks it deleted"):
        plan_install(deleted, registry="r", which=everywhere)


# ---- values kept in the keyring ----


def test_values_kept_in_the_keyring_reach_the_server_and_a_missing_one_keeps_it_down(
    servers: dict[str, Any], tmp_path: Any
) -> None:
    from desktop_agent.secrets.base import MemorySecretStore
    from desktop_agent.tools.mcp import McpManager, ServerState, kept_values
    from tests.mcp.conftest import write_config

    ref = kept_values.reference(kept_values.entry_name("test", "TEST_TOKEN"))
    entry = {
        **servers["test"],
        "env": {**servers["test"]["env"], "TEST_TOKEN": ref, "OTHER": "${keyring:openai}"},
    }
    store = MemorySecretStore({"mcp-env/test/TEST_TOKEN": "s3cret-value", "openai": "sk-not-for-servers"})
    heard: list[str] = []

    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"test": entry}), secret_sink=heard.append)
        manager.use_secrets(lambda: store)
        try:
            await manager.start()
            assert manager.status("test").state is ServerState.UP
            names = (await manager.call("test", "env_names", {})).content.split("\n")
            assert "TEST_TOKEN" in names
            assert "s3cret-value" in heard, "the log's scrubber knows the value"
            filled, _ = kept_values.resolved(manager.config.servers["test"], store)
            assert filled.env["TEST_TOKEN"] == "s3cret-value"
            assert filled.env["OTHER"] == "${keyring:openai}", "only the app's own mcp-env/ entries are read"

            await manager.remove_server("test")
            assert (
                store.get("mcp-env/test/TEST_TOKEN") is None and store.get("openai") == "sk-not-for-servers"
            )

            await manager.put_server(manager_config(entry))
            status = manager.status("test")
            assert status.state is ServerState.DOWN
            assert "kept in the keyring, but the keyring has no value for it" in status.error
        finally:
            await manager.aclose()

    def manager_config(raw: dict[str, Any]) -> Any:
        from desktop_agent.tools.mcp.config import parse_server

        return parse_server("test", raw)

    run(scenario())
