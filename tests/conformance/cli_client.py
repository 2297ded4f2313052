"""The client the MCP conformance suite tests, driven through the public CLI: each step is a separate
`desktop-agent mcp …` process, as a person at a terminal types them, so nothing is remembered between
them except what the app keeps (mcp.json, settings.json, the keyring).

    MCP_CONFORMANCE_SCENARIO=tools_call python -m tests.conformance.cli_client http://localhost:PORT/mcp

What it types, for the scenario's server at URL:

- ``mcp add conformance --url URL`` (with ``--client-id`` for a client the scenario registered beforehand,
  ``--client-credentials`` for a machine client); an enterprise-managed server is written into mcp.json
  by hand, as its README section says an administrator does;
- when the server asks for a sign-in: ``mcp login conformance`` (``--client-secret-env``,
  ``--private-key-file`` or ``--id-token-env`` hand the scenario's credentials to the keyring), the
  browser being ``$BROWSER`` = `tests.conformance.follow` (it follows the authorization page's redirect to
  the app's loopback address, as a person's browser does);
- ``mcp tools conformance --json``, then ``mcp call conformance TOOL ARGS --json`` for each tool (or the
  calls the scenario names: `client.planned_calls`), at a pseudo-terminal: a form the server asks is
  answered by pressing Enter at each field (its defaults kept);
- a call refused for want of permission (the server's state is "sign in") is followed by ``mcp login``
  and the call again, once — the new sign-in must ask for the scope the refusal named.

Settings: ``mcp_client_id_metadata_url`` is the address the suite expects a client ID metadata document at.
The keyring is a file in a temporary folder (`tests.helpers.file_keyring`), removed at the end. The exit
status is 0 when every step succeeded.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.conformance.client import CLIENT_METADATA_URL, LOADS_SKILLS, planned_calls, server_entry
from tests.helpers.terminal import TerminalRun, at_terminal

log = logging.getLogger("tests.conformance.cli_client")

SERVER = "conformance"
REPO = Path(__file__).resolve().parents[2]
STEP_TIMEOUT_S = 20.0
EXIT_WITHIN_S = 8.0
"""A call at a terminal must have exited this soon after it began (the conformance servers answer at once)."""


class Terminal:
    """The person's terminal: a data folder, a keyring file and a browser of its own."""

    def __init__(self, folder: Path) -> None:
        self.data = folder / "data"
        self.env = {
            **os.environ,
            "HOME": str(folder),
            "PYTHON_KEYRING_BACKEND": "tests.helpers.file_keyring.FileKeyring",
            "TEST_KEYRING_FILE": str(folder / "keyring.json"),
            "BROWSER": f"{shlex.quote(sys.executable)} -m tests.conformance.follow %s",
            "PYTHONPATH": str(REPO),
        }
        self.env.pop("MCP_CONFORMANCE_CONTEXT", None)  # only what the person types reaches the app

    def argv(self, verb: str, *args: str) -> list[str]:
        return [
            sys.executable,
            "-m",
            "desktop_agent",
            "mcp",
            verb,
            SERVER,
            *args,
            "--data-dir",
            str(self.data),
        ]

    def run(
        self, verb: str, *args: str, env: dict[str, str] | None = None
    ) -> subprocess.CompletedProcess[str]:
        started = time.monotonic()
        done = subprocess.run(
            self.argv(verb, *args), capture_output=True, text=True, encoding="utf-8", cwd=REPO,
            env={**self.env, **(env or {})}, timeout=STEP_TIMEOUT_S, check=False,
        )  # fmt: skip
        seconds = time.monotonic() - started
        said = done.stdout.strip()[:400] + done.stderr.strip()[-400:]
        log.info("mcp %s -> %d in %.1f s: %s", verb, done.returncode, seconds, said)
        return done

    def call(self, tool: str, arguments: dict[str, Any]) -> TerminalRun:
        """``mcp call`` at a terminal: a form is answered (y), each field with Enter (its default)."""

        def answer(question: str) -> str:
            return "y" if "[y] answer" in question else ""

        done = at_terminal(
            self.argv("call", tool, json.dumps(arguments), "--json"),
            answer=answer, env=self.env, cwd=REPO, timeout_s=STEP_TIMEOUT_S,
        )  # fmt: skip
        said = done.stdout.strip()[:400] + done.stderr.strip()[-600:]
        log.info(
            "mcp call %s -> %s in %.1f s (questions: %s): %s",
            tool, done.returncode, done.seconds, done.questions, said,
        )  # fmt: skip
        return done

    def write_settings(self, settings: dict[str, Any]) -> None:
        self.data.mkdir(parents=True, exist_ok=True)
        (self.data / "settings.json").write_text(json.dumps(settings), encoding="utf-8")

    def write_entry(self, entry: dict[str, Any]) -> None:
        self.data.mkdir(parents=True, exist_ok=True)
        body = {"mcpServers": {SERVER: entry}}
        (self.data / "mcp.json").write_text(json.dumps(body), encoding="utf-8")


def _state(done: subprocess.CompletedProcess[str]) -> str:
    try:
        return str(json.loads(done.stdout).get("state", ""))
    except ValueError:
        return ""


def _credential_args(terminal: Terminal, credentials: dict[str, str]) -> tuple[list[str], dict[str, str]]:
    """`mcp login` options (and their variables) that hand the scenario's credentials to the keyring."""
    args: list[str] = []
    env: dict[str, str] = {}
    if "client_secret" in credentials:
        args += ["--client-secret-env", "CONFORMANCE_CLIENT_SECRET"]
        env["CONFORMANCE_CLIENT_SECRET"] = credentials["client_secret"]
    if "id_token" in credentials:
        args += ["--id-token-env", "CONFORMANCE_ID_TOKEN"]
        env["CONFORMANCE_ID_TOKEN"] = credentials["id_token"]
    return args, env


def _add(
    terminal: Terminal, url: str, entry: dict[str, Any], credentials: dict[str, str]
) -> subprocess.CompletedProcess[str]:
    """The server added as the person would for its kind (by hand into mcp.json where `add` has no
    options for it: an enterprise-managed server, a workload's), then started. A client's private key is
    kept as `add --private-key-file` keeps it."""
    oauth = dict(entry.get("oauth") or {})
    oauth.pop("client_metadata_url", None)  # the app's own document (the setting) is what is named
    if oauth.get("grant") in ("identity_assertion", "workload_identity"):
        terminal.write_entry({"url": url, "oauth": oauth})
        return terminal.run("enable", "--json")
    args = ["--url", url, "--json"]
    if oauth.get("client_id"):
        args += ["--client-id", str(oauth["client_id"])]
    if oauth.get("grant") == "client_credentials":
        args.append("--client-credentials")
    if "private_key" in credentials:
        key = terminal.data.parent / "client-key.pem"
        key.write_text(credentials["private_key"], encoding="utf-8")
        args += ["--private-key-file", str(key)]
    return terminal.run("add", *args)


def run_scenario(url: str, scenario: str, folder: Path) -> int:
    context = json.loads(os.environ.get("MCP_CONFORMANCE_CONTEXT") or "{}")
    entry, credentials = asyncio.run(server_entry(url, scenario, context))
    terminal = Terminal(folder)
    terminal.write_settings({"mcp_client_id_metadata_url": CLIENT_METADATA_URL})
    added = _add(terminal, url, entry, credentials)
    credentials.pop("private_key", None)  # kept by `add`
    login_args, login_env = _credential_args(terminal, credentials)
    state = _state(added)
    if added.returncode != 0:
        log.error("Scenario %s: the server could not be added: %s", scenario, added.stderr.strip())
        return 1
    if state != "up":  # the person signs in (and hands over the client's credentials)
        login = terminal.run("login", "--json", *login_args, env=login_env)
        if login.returncode != 0 or _state(login) != "up":
            log.error("Scenario %s: the sign-in failed: %s", scenario, login.stderr.strip())
            return 1
    tools = terminal.run("tools", "--json")
    if tools.returncode != 0:
        log.error("Scenario %s: the tools could not be listed: %s", scenario, tools.stderr.strip())
        return 1
    problems: list[str] = []
    listed = [(str(spec["name"]), spec.get("parameters") or {}) for spec in json.loads(tools.stdout)["tools"]]
    for name, arguments in planned_calls(scenario, context, listed):
        called = terminal.call(name, arguments)
        if called.returncode is not None and "more permission" in called.stdout + called.stderr:
            login = terminal.run("login", "--json", *login_args, env=login_env)
            if login.returncode != 0:
                problems.append(f"{name}: the sign-in for more permission failed: {login.stderr.strip()}")
                continue
            called = terminal.call(name, arguments)
        if called.returncode is None or called.seconds > EXIT_WITHIN_S:
            problems.append(
                f"{name}: `mcp call` did not exit within {EXIT_WITHIN_S:g} s: {called.describe()}"
            )
        elif called.returncode != 0:
            problems.append(f"{name}: {called.stdout.strip() or called.stderr.strip()}")
    if scenario.startswith(LOADS_SKILLS):
        use_skills(terminal)
    for problem in problems:
        log.error("Scenario %s: %s", scenario, problem)
    return 1 if problems else 0


def use_skills(terminal: Terminal) -> None:
    """Each served skill used as `client.use_skills` does: ``mcp skill`` prints it once checked; then
    ``mcp skill … --file`` reads the files it lists. A refused skill has none of its files read."""
    listed = terminal.run("skills", "--json")
    for row in json.loads(listed.stdout or '{"skills": []}')["skills"]:
        if terminal.run("skill", row["skill"]).returncode != 0:
            continue
        for uri in row["files"]:
            if uri != row["uri"]:
                terminal.run("skill", row["skill"], "--file", uri)


def main() -> int:
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
    scenario = os.environ.get("MCP_CONFORMANCE_SCENARIO", "")
    if len(sys.argv) < 2 or not scenario:
        log.error("Usage: MCP_CONFORMANCE_SCENARIO=<scenario> python -m tests.conformance.cli_client <url>")
        return 2
    folder = Path(tempfile.mkdtemp(prefix="conformance-cli-"))
    try:
        return run_scenario(sys.argv[-1], scenario, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
