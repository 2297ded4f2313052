"""The MCP conformance suite (client mode) against the app's MCP client: the scenarios that pass keep
passing, both in one process (the app's MCP classes, `client.py`) and through the public CLI (a
`desktop-agent mcp` process per step, `cli_client.py`: what a person at a terminal types). A release of
the suite is pinned, so a new one cannot change what is asked; `run.py` runs every scenario of the latest
release and prints the table.

The first run installs the suite and, when the machine's Node.js is older than 22, Node.js 22 (npm
packages, about 200 MB unpacked) into ``tests/conformance/.cache/``; it is skipped when that cannot be done
(no npm, or no network). Later runs reuse the install and take about ten seconds.
"""

from __future__ import annotations

import pytest

from tests.conformance.run import SuiteUnavailableError, install, run_suite

VERSION = "0.1.16"
PASSING = [
    "initialize",  # the handshake: protocol version, client name and version
    "tools_call",  # list the tools, call add_numbers
    "elicitation-sep1034-client-defaults",  # a form accepted with its defaults (at the terminal: Enter)
    "sse-retry",  # a tool call's SSE stream closes: reconnect after `retry` ms, with Last-Event-ID
    # Signing in (OAuth): the app's own client and loopback, the browser replaced by a fetch.
    "auth/metadata-default",  # protected-resource metadata named in WWW-Authenticate
    "auth/metadata-var1",  # path-based metadata, OpenID configuration
    "auth/metadata-var2",  # root metadata, an issuer with a path
    "auth/metadata-var3",  # custom metadata address, a tenant's OpenID configuration
    "auth/basic-cimd",  # a client ID metadata document instead of registration (the setting names it)
    "auth/scope-from-www-authenticate",
    "auth/scope-from-scopes-supported",
    "auth/scope-omitted-when-undefined",
    # 403 insufficient_scope: signed in again with both scopes, the call sent again (through the CLI: the
    # scope asked for is kept in the keyring for the next `mcp login`)
    "auth/scope-step-up",
    "auth/scope-retry-limit",  # no endless sign-ins when more permission is never enough
    "auth/token-endpoint-auth-basic",
    "auth/token-endpoint-auth-post",
    "auth/token-endpoint-auth-none",
    "auth/pre-registration",  # a client the person registered, its secret in the keyring
    "auth/2025-03-26-oauth-endpoint-fallback",  # no metadata: /authorize, /token, /register at the root
    "auth/resource-mismatch",  # protected-resource metadata naming another resource: no sign-in
    "auth/offline-access-scope",
    "auth/offline-access-not-supported",
    # The 2025-03-26 revision: no protected-resource metadata, an authorization server under a path of the
    # MCP server's own origin (its issuer accepted there only).
    "auth/2025-03-26-oauth-metadata-backcompat",
    # Without a browser ("grant" in the server's "oauth"; the credentials in the keyring).
    "auth/client-credentials-basic",  # the client's secret, Basic
    "auth/client-credentials-jwt",  # private_key_jwt: an ES256 assertion signed with the client's key
    "auth/cross-app-access-complete-flow",  # an ID token exchanged for an ID-JAG, then for a token
]


THROUGH_THE_CLI = [
    "initialize",
    "tools_call",
    "elicitation-sep1034-client-defaults",  # asked at the terminal, Enter keeps each default
    "auth/metadata-default",  # `mcp login` in one process, the call in the next
    "auth/basic-cimd",
    "auth/scope-step-up",  # the stepped-up scope kept between commands
]
"""What a person meets at a terminal, checked through the CLI in the suite (each scenario is several
processes: every passing one is `run.py --client cli`, about 3 minutes)."""


@pytest.mark.slow
@pytest.mark.timeout(900)  # the first run downloads the suite and Node.js
@pytest.mark.parametrize("client", ["app", "cli"])
def test_the_scenarios_that_pass_keep_passing(client: str) -> None:
    try:
        install(VERSION)
    except SuiteUnavailableError as exc:
        pytest.skip(f"The MCP conformance suite {VERSION} could not be installed with npm: {exc}")
    wanted = PASSING if client == "app" else THROUGH_THE_CLI
    report = run_suite(VERSION, scenarios=wanted, client=client)
    failed = {o.scenario: o.reason for o in report.outcomes if not o.passed}
    assert failed == {}, f"conformance scenarios that passed before fail now: {failed}"
    assert sorted(report.passed()) == sorted(wanted)


PRE_RELEASE = "0.2.0-alpha.12"
PRE_RELEASE_PASSING = [
    "auth/dpop",  # a DPoP-bound token: a proof at the token request, `DPoP` scheme and a fresh proof per POST
    "auth/dpop-nonce",  # the authorization server's and the MCP server's nonces answered once each
    "auth/wif-jwt-bearer",  # workload identity: the workload's JWT from its file as a jwt-bearer grant
    "http-custom-headers",  # x-mcp-header parameters mirrored into Mcp-Param-* (Base64 where unsafe)
    "http-standard-headers",  # Mcp-Method / Mcp-Name
    "http-invalid-tool-headers",  # a tool with a bad x-mcp-header annotation is left out
    "json-schema-2020-12-preservation",  # the schema the model is given keeps $schema, $defs, ...
    "json-schema-ref-no-deref",  # a network $ref in a schema is never fetched
    # Skills a server serves: listed at connection with no file read; used, a SKILL.md whose digest, size
    # or front matter differs from the listing is refused and none of its other files is read.
    "sep-2640-client-no-prefetch",
    "sep-2640-client-verify-digest",
    "sep-2640-client-verify-size",
    "sep-2640-client-verify-frontmatter",
]
"""The pre-release's scenarios for what the app implements of the 2026-07-28 revision and its extensions
(`run.py --version 0.2.0-alpha.12 --force` runs all 48: every one passes)."""
PRE_RELEASE_THROUGH_THE_CLI = ["auth/dpop-nonce", "auth/wif-jwt-bearer", "sep-2640-client-verify-digest"]
"""The DPoP key kept in the keyring with the tokens between `mcp login` and `mcp call`; the workload's
file; `mcp skill` refusing a tampered skill."""


@pytest.mark.slow
@pytest.mark.timeout(900)
@pytest.mark.parametrize("client", ["app", "cli"])
def test_the_pre_release_scenarios_the_app_implements_pass(client: str) -> None:
    try:
        install(PRE_RELEASE)
    except SuiteUnavailableError as exc:
        pytest.skip(f"The MCP conformance suite {PRE_RELEASE} could not be installed with npm: {exc}")
    wanted = PRE_RELEASE_PASSING if client == "app" else PRE_RELEASE_THROUGH_THE_CLI
    report = run_suite(PRE_RELEASE, scenarios=wanted, client=client, force=True)
    failed = {o.scenario: o.reason for o in report.outcomes if not o.passed}
    assert failed == {}, f"pre-release conformance scenarios fail: {failed}"
