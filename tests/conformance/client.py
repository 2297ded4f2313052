"""The client the MCP conformance suite tests: the app's own MCP client (`McpManager` and its connection),
doing what a scenario asks of a client: connect, list the tools, call them, disconnect.

    MCP_CONFORMANCE_SCENARIO=tools_call python -m tests.conformance.client http://localhost:PORT/mcp

The suite starts a server for the scenario, runs this with its address as the last argument and the
scenario's name in ``MCP_CONFORMANCE_SCENARIO``, then judges what the server saw. The exit status is 0
when the connection came up and every call was answered without an error.

A server that asks for a sign-in is signed in to as the person would: `McpManager.login`, the app's own
OAuth client and loopback listener, with the browser replaced by `browse` (it fetches the authorization
page without following its redirect and takes the address in ``Location`` to the loopback). A call refused
for want of permission (step-up) is signed in to again and sent again, once. A scenario's context
(``MCP_CONFORMANCE_CONTEXT``) may give a pre-registered client: its ID goes to the entry's ``oauth``, its
secret to the manager's keyring (here in memory), as `desktop-agent mcp login --client-secret-env` does.
The entry is written as a person would for the scenario's kind of server (`server_entry`): a
client-credentials client (``"grant": "client_credentials"``, its secret or private key in the keyring, as
``--client-secret-env`` / ``--private-key-file`` keep them), or an enterprise-managed one
(``"grant": "identity_assertion"``: the identity provider's token endpoint and client ID from the context,
its ID token to the keyring as ``--id-token-env`` keeps it, and the authorization server's issuer, which
an administrator would write down, read here from the server's protected-resource metadata), or a workload
(``"grant": "workload_identity"``: its JWT in a file, as its platform leaves it, and the issuer likewise).
"""

from __future__ import annotations

import asyncio
import atexit
import json
import logging
import os
import sys
import tempfile
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx2

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.tools.mcp.asker import DefaultsAsker
from desktop_agent.tools.mcp.config import parse_config
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.skill_shelf import SkillShelf
from desktop_agent.tools.mcp.status import ServerState

log = logging.getLogger("tests.conformance.client")

SERVER = "conformance"
CLIENT_METADATA_URL = "https://conformance-test.local/client-metadata.json"
"""The client ID metadata document the suite expects a client to name (it never fetches it)."""
ARGUMENTS: dict[str, dict[str, Any]] = {"add_numbers": {"a": 5, "b": 3}}
"""Arguments for the tools whose scenarios check them; other tools get ones made from their schema."""
_SAMPLES: dict[str, Any] = {
    "string": "test",
    "integer": 1,
    "number": 1,
    "boolean": True,
    "array": [],
    "object": {},
}


LIST_ONLY = {"json-schema-ref-no-deref"}
"""Scenarios whose server answers only `tools/list` (what they judge is what the client fetched meanwhile)."""
ECHO_TOOL = "json_schema_echo"
"""A tool that takes another tool's input schema back (`json-schema-2020-12-preservation`): it is given the
schema as the app keeps it for the model, so the suite sees what the app dropped or changed."""


LOADS_SKILLS = "sep-2640-client-verify"
"""Scenarios where a served skill is used (`use_skills`); elsewhere skills are only listed, as connecting
does: the suite checks that no skill file is read ahead of need."""


async def use_skills(shelf: SkillShelf, scenario: str) -> None:
    """Use each served skill as the model would: load it (read and checked), then read the files it lists.
    A skill refused at loading has none of its files read: what the suite checks."""
    for skill in shelf.skills():
        try:
            loaded = await shelf.load(skill)
        except UserFacingError as refused:
            log.info("Scenario %s: %s", scenario, refused.message)
            continue
        log.info("Scenario %s: loaded the skill %s", scenario, loaded.name)
        for key, served in shelf.served_by(SERVER):
            if key == skill.name:
                for uri in served.files:
                    if uri != served.uri:
                        await shelf.read_file(skill, uri)


def planned_calls(
    scenario: str, context: dict[str, Any], tools: list[tuple[str, dict[str, Any]]]
) -> list[tuple[str, dict[str, Any]]]:
    """The calls a scenario is judged on, given the tools as the app lists them (name, input schema): the
    ones its context names (``toolCalls``, with their arguments), or each tool once with arguments that fit
    its schema; an echo tool gets the other tools' schemas."""
    if scenario in LIST_ONLY:
        return []
    named = context.get("toolCalls")
    if isinstance(named, list) and named:
        return [(str(call["name"]), dict(call.get("arguments") or {})) for call in named]
    calls: list[tuple[str, dict[str, Any]]] = []
    for name, schema in tools:
        if name == ECHO_TOOL:
            calls += [
                (ECHO_TOOL, {"schema": other}) for other_name, other in tools if other_name != ECHO_TOOL
            ]
        else:
            calls.append((name, ARGUMENTS.get(name, sample_arguments(schema))))
    return calls


def sample_arguments(schema: dict[str, Any]) -> dict[str, Any]:
    """Arguments that fit a tool's input schema: each required property, with a plain value of its type."""
    properties = schema.get("properties") or {}
    out: dict[str, Any] = {}
    for name in schema.get("required") or []:
        spec = properties.get(name) or {}
        kind = spec.get("type", "string")
        if "default" in spec:
            out[name] = spec["default"]
        elif spec.get("enum"):
            out[name] = spec["enum"][0]
        else:
            out[name] = _SAMPLES.get(kind if isinstance(kind, str) else kind[0], "test")
    return out


async def server_entry(
    url: str, scenario: str, context: dict[str, Any]
) -> tuple[dict[str, Any], dict[str, str]]:
    """The server's entry in mcp.json for this scenario, and the credentials to keep in the keyring (by
    kind, as `McpManager.set_client_secret` takes them)."""
    oauth: dict[str, Any] = {"client_metadata_url": CLIENT_METADATA_URL}
    credentials: dict[str, str] = {}
    if context.get("client_id"):
        oauth["client_id"] = context["client_id"]
    if context.get("client_secret"):
        credentials["client_secret"] = str(context["client_secret"])
    if scenario.startswith("auth/client-credentials"):
        oauth = {"grant": "client_credentials", "client_id": context["client_id"]}
        if context.get("private_key_pem"):
            oauth["token_endpoint_auth_method"] = "private_key_jwt"
            credentials["private_key"] = str(context["private_key_pem"])
    elif context.get("valid_jwt"):  # the workload's token, as its platform leaves it in a file
        oauth = {
            "grant": "workload_identity",
            "client_id": context["client_id"],
            "issuer": await authorization_server(url),
            "assertion_file": workload_token_file(str(context["valid_jwt"])),
        }
    elif context.get("idp_id_token"):
        oauth = {
            "grant": "identity_assertion",
            "client_id": context["client_id"],
            "issuer": await authorization_server(url),
            "idp_token_endpoint": context["idp_token_endpoint"],
            "idp_client_id": context["idp_client_id"],
        }
        credentials["id_token"] = str(context["idp_id_token"])
    return {"url": url, "oauth": oauth}, credentials


def workload_token_file(token: str) -> str:
    """A file holding the workload's JWT (removed when this process ends)."""
    handle, path = tempfile.mkstemp(prefix="conformance-workload-", suffix=".jwt")
    with os.fdopen(handle, "w", encoding="ascii") as out:
        out.write(token)
    atexit.register(os.unlink, path)
    return path


async def authorization_server(url: str) -> str:
    """The authorization server the MCP server names in its protected-resource metadata (RFC 9728)."""
    parts = urlsplit(url)
    where = f"{parts.scheme}://{parts.netloc}/.well-known/oauth-protected-resource{parts.path}"
    async with httpx2.AsyncClient(timeout=10.0) as http:
        answer = await http.get(where)
        answer.raise_for_status()
        return str(answer.json()["authorization_servers"][0])


async def run_scenario(url: str, scenario: str) -> int:
    """Connect to the scenario's server with the app's manager, call each of its tools, and close."""
    context = json.loads(os.environ.get("MCP_CONFORMANCE_CONTEXT") or "{}")
    entry, credentials = await server_entry(url, scenario, context)
    config = parse_config({"mcpServers": {SERVER: entry}}, "the conformance suite")
    if SERVER in config.problems:
        log.error("Scenario %s: the entry is refused: %s", scenario, config.problems[SERVER])
        return 1
    # The manager writes its file only when a server is added or changed, which never happens here.
    # Nobody sits at this client: a form is accepted with the schema's defaults, the rest declined.
    manager = McpManager(
        Path(tempfile.gettempdir()) / "conformance-mcp.json", config=config, asker=DefaultsAsker()
    )
    problems: list[str] = []
    try:
        for kind, value in credentials.items():
            await manager.set_client_secret(SERVER, value, kind=kind)
        await manager.start()
        status = manager.status(SERVER)
        if status.state is ServerState.SIGN_IN:  # the person presses Sign in
            log.info("Scenario %s: %s", scenario, status.error)
            status = await manager.login(SERVER, browse)
        if status.state is not ServerState.UP:
            log.error("Scenario %s: the server is not up: %s", scenario, status.error)
            return 1
        log.info("Scenario %s: connected to %s, %d tools", scenario, status.server_info, len(status.tools))
        listed = [(spec.name.removeprefix(f"{SERVER}__"), spec.parameters) for spec in status.tools]
        for remote, arguments in planned_calls(scenario, context, listed):
            output = await manager.call(SERVER, remote, arguments, call_id=f"conformance-{remote}")
            if manager.status(SERVER).state is ServerState.SIGN_IN:  # more permission: sign in, call again
                log.info("Scenario %s: %s", scenario, output.content)
                await manager.login(SERVER, browse)
                output = await manager.call(SERVER, remote, arguments, call_id=f"conformance-{remote}")
            log.info("Scenario %s: %s%s -> %s", scenario, remote, arguments, output.content[:300])
            if output.is_error:
                problems.append(f"{remote}: {output.content}")
        if scenario.startswith(LOADS_SKILLS):
            await use_skills(SkillShelf(manager.served), scenario)
    finally:
        await manager.aclose()
    for problem in problems:
        log.error("Scenario %s: %s", scenario, problem)
    return 1 if problems else 0


async def browse(url: str) -> None:
    """The person's browser, replaced: the authorization server answers at once with a redirect to the
    app's loopback address, which is then visited (with the code and state) like a browser would."""
    async with httpx2.AsyncClient(follow_redirects=False, timeout=10.0) as http:
        page = await http.get(url)
        location = page.headers.get("location")
        if location is None:
            raise RuntimeError(f"the authorization page answered {page.status_code} without a redirect")
        await http.get(location)


def main() -> int:
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
    scenario = os.environ.get("MCP_CONFORMANCE_SCENARIO", "")
    if len(sys.argv) < 2 or not scenario:
        log.error("Usage: MCP_CONFORMANCE_SCENARIO=<scenario> python -m tests.conformance.client <url>")
        return 2
    return asyncio.run(run_scenario(sys.argv[-1], scenario))


if __name__ == "__main__":
    sys.exit(main())
