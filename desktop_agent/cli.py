"""The headless front end: `desktop-agent chat ...` and `desktop-agent keys ...`. No Qt here."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import getpass
import json
import logging
import os
import re
import signal
import sys
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from desktop_agent import __version__, cli_mcp, cli_sessions, cli_skills
from desktop_agent.cli_render import (
    JsonRenderer,
    TextRenderer,
    approval_text,
    read_terminal_line,
    write_error_json,
)
from desktop_agent.core.app_core import AppCore, open_core
from desktop_agent.core.approvals import ApprovalChoice, ApprovalDecision, UnknownRequestError
from desktop_agent.core.catalog import PRESETS
from desktop_agent.core.keys import SecretStore, os_keyring
from desktop_agent.core.mcp import ServerState
from desktop_agent.core.models import ModelChoice
from desktop_agent.core.paths import app_paths
from desktop_agent.core.turns import BuildPlan, GoOn, Outgoing, Say, SendAgain, TurnInput, UsePrompt
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.events import (
    ApprovalRequested,
    ContinueRequested,
    QuestionAsked,
    RunFailed,
    RunFinished,
    StopReason,
)
from desktop_agent.domain.tools import LEAVES_SANDBOX

if TYPE_CHECKING:
    from desktop_agent.core.agent import ChatSession, Run

log = logging.getLogger(__name__)

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_CANCELLED = 0, 1, 2, 130
EXIT_PIPE_CLOSED = 141
"""What a shell reports for a program whose output closed under it (128 + SIGPIPE), e.g. `| head -3`."""
_PROVIDER_NAME = re.compile(r"^[a-z0-9][a-z0-9_.-]{0,63}$")


class UsageError(Exception):
    """Bad command-line usage: exit code 2 with a one-line message."""


def build_parser() -> argparse.ArgumentParser:
    # No abbreviations: `--api-key sk-...` must be an unknown option, not `--api-key-env sk-...`.
    parser = argparse.ArgumentParser(
        prog="desktop-agent", description="Chat with an LLM that can act.", allow_abbrev=False
    )
    parser.add_argument("--version", action="version", version=f"desktop-agent {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    chat = sub.add_parser("chat", help="run one turn in the terminal", allow_abbrev=False)
    chat.add_argument("prompt", nargs="?", help="the message; '-' reads it from standard input")
    chat.add_argument("--provider", help=f"one of: {', '.join(PRESETS)}")
    chat.add_argument("--model", help="model id; the provider is inferred from it when not named")
    chat.add_argument("--base-url", help="the provider's endpoint, overriding the preset")
    chat.add_argument("--api-key-env", metavar="VAR", help="take the API key from this environment variable")
    chat.add_argument("--agent", help="agent profile: build, plan, chat (or one from settings)")
    chat.add_argument("--skill", metavar="NAME", help="answer with this skill (as `@NAME message` does)")
    chat.add_argument(
        "--attach",
        action="append",
        type=Path,
        default=[],
        metavar="FILE",
        help="attach an image, a PDF or a text file to the message (repeatable)",
    )
    chat.add_argument(
        "--prompt",
        dest="mcp_prompt",
        nargs="+",
        metavar=("SERVER:NAME", "KEY=VALUE"),
        help="send what an MCP server's prompt makes, with its arguments (in place of a message)",
    )
    chat.add_argument(
        "--instructions", metavar="TEXT", help="the session's own instructions, from this message on"
    )
    chat.add_argument("--max-steps", type=int, metavar="N", help="stop the turn after N model calls")
    chat.add_argument("--workspace", type=Path, help="the folder tools may work in (default: current folder)")
    chat.add_argument(
        "--yes",
        action="store_true",
        help="approve every tool call inside the sandbox without asking; a call that would run outside it "
        "(the model asks to leave it, or there is no sandbox here) is refused, never asked",
    )
    chat.add_argument(
        "--dangerously-allow-unsandboxed",
        dest="allow_unsandboxed",
        action="store_true",
        help="with --yes: also run, unasked, the commands that would run outside the sandbox, with all of "
        "your rights (files, credentials, network); said at the start and recorded with the session",
    )
    chat.add_argument("--no-thinking", action="store_true", help="hide the model's thinking")
    chat.add_argument(
        "--compact",
        choices=("auto", "off"),
        help="summarise earlier turns when a request nears the context window (default: the settings)",
    )
    chat.add_argument("--json", action="store_true", help="print events as JSON Lines")
    chat.add_argument("--data-dir", type=Path, help="keep every file the app writes in this folder")
    chat.add_argument(
        "--mcp-config",
        type=Path,
        metavar="FILE",
        help="use the MCP servers in FILE instead of the app's own list",
    )
    which = chat.add_mutually_exclusive_group()
    which.add_argument(
        "--session", metavar="ID", help="continue this session (an id or an unambiguous prefix)"
    )
    which.add_argument("--new", action="store_true", help="start a new session (the default)")
    again = chat.add_mutually_exclusive_group()
    again.add_argument(
        "--continue",
        dest="continue_",
        action="store_true",
        help="with --session: let an interrupted answer go on (no PROMPT needed)",
    )
    again.add_argument("--retry", action="store_true", help="with --session: send your last message again")
    again.add_argument(
        "--build-plan",
        action="store_true",
        help="with --session: hand the session's last plan (a checklist) to the build agent",
    )

    cli_sessions.add_parser(sub)
    cli_skills.add_parser(sub)
    cli_mcp.add_parser(sub)
    keys = sub.add_parser("keys", help="store API keys in the OS keyring", allow_abbrev=False)
    keys_sub = keys.add_subparsers(dest="keys_command", required=True)
    key_set = keys_sub.add_parser("set", help="store a key (read from standard input)")
    key_set.add_argument("provider")
    key_del = keys_sub.add_parser("delete", help="remove a stored key")
    key_del.add_argument("provider")
    key_status = keys_sub.add_parser("status", help="which providers have a key")
    key_status.add_argument("--json", action="store_true")
    for p in (key_set, key_del, key_status):
        p.add_argument("--data-dir", type=Path, help=argparse.SUPPRESS)
    return parser


# ---- composition for one chat turn ----


def resolve_model(args: argparse.Namespace, core: AppCore, session: ChatSession | None = None) -> ModelChoice:
    """The provider and model: the continued session's unless --provider or --model say otherwise, else
    the core's one choice (the same the window makes from the same settings)."""
    same_provider = not args.provider or args.provider.lower() == (session.provider if session else "")
    if session is not None and not args.model and same_provider:
        return ModelChoice(session.provider, session.model)
    if args.agent and args.agent not in core.service.profile_names():
        known = ", ".join(core.service.profile_names())
        raise UsageError(f"There is no agent profile called {args.agent!r}. Use one of: {known}.")
    settings = core.settings
    profile = settings.profiles.get(args.agent or settings.default_agent)
    chosen_somewhere = (
        args.provider or args.model or settings.default_provider or settings.default_model
    ) or (profile is not None and profile.model)
    if not chosen_somewhere:
        raise UsageError(
            "Name a provider with --provider, or a model with --model (e.g. --model gpt-4.1-mini)."
        )
    try:
        return core.choose_model(provider=args.provider, model=args.model, agent=args.agent)
    except UserFacingError as err:
        raise UsageError(f"{err.message} {err.action}") from None


def session_endpoint(args: argparse.Namespace, provider: str, session: ChatSession | None) -> str:
    """The endpoint this turn goes to and the session remembers ('' = the provider's configured one):
    --base-url, else the continued session's own while its provider stays."""
    if args.base_url:
        return str(args.base_url).rstrip("/")
    if session is not None and session.provider == provider:
        return session.base_url
    return ""


def use_key(args: argparse.Namespace, core: AppCore, provider: str) -> None:
    """--api-key-env: for this run only, never stored."""
    if args.api_key_env:
        if not os.environ.get(args.api_key_env):
            raise UsageError(f"The environment variable {args.api_key_env} is not set or is empty.")
        core.key_from_environment(provider, args.api_key_env)


def unsandboxed_refusal(event: ApprovalRequested) -> str:
    """The terminal's line when --yes meets a call that would run outside the sandbox."""
    what = (
        "this command asked to run outside the sandbox"
        if event.unconfined == LEAVES_SANDBOX
        else "this command would run outside any sandbox (there is none here)"
    )
    return (
        f"! {event.name}: {what}; --yes does not allow that, so it was not run — rerun with "
        "--yes --dangerously-allow-unsandboxed if you mean it, or without --yes to be asked."
    )


class TerminalPrompter:
    """Asks the person on the terminal without blocking the event loop (a daemon thread reads input)."""

    def __init__(self, *, interactive: bool, auto_approve: bool, allow_unsandboxed: bool = False) -> None:
        self.interactive = interactive
        self.auto_approve = auto_approve
        self.allow_unsandboxed = allow_unsandboxed
        """--dangerously-allow-unsandboxed: --yes also lets calls run outside the sandbox."""

    async def _ask(self, prompt: str) -> str | None:
        return await read_terminal_line(prompt)

    async def approval(self, event: ApprovalRequested) -> ApprovalDecision:
        if self.auto_approve:
            if event.unconfined and not self.allow_unsandboxed:
                sys.stderr.write(visible(unsandboxed_refusal(event)) + "\n")
            # --yes approves; leaving the sandbox is a separate permission, given only by the opt-in.
            return ApprovalDecision(ApprovalChoice.APPROVE_ONCE, outside_sandbox=self.allow_unsandboxed)
        if not self.interactive:
            return ApprovalDecision(ApprovalChoice.DENY, "No one was at the terminal to approve this call.")
        sys.stderr.write(approval_text(event))
        seen = bool(event.unconfined)  # the person was shown that this call leaves the sandbox
        while True:
            answer = await self._ask(
                "  [y] approve once  [s] approve for this session  [a] always approve  [n] deny  "
                "[d] deny with a note: "
            )
            choice = (answer or "n").strip().lower()
            if choice in ("y", "yes"):
                return ApprovalDecision(ApprovalChoice.APPROVE_ONCE, outside_sandbox=seen)
            if choice == "s":
                return ApprovalDecision(ApprovalChoice.APPROVE_SESSION, outside_sandbox=seen)
            if choice in ("a", "always"):
                hint = f" (e.g. {visible(event.suggested_pattern)})" if event.suggested_pattern else ""
                pattern = await self._ask(
                    f"  Always approve {visible(event.name)} for calls matching a pattern{hint}; "
                    "Enter for every call: "
                )
                chosen = (pattern or "").strip() or None
                return ApprovalDecision(ApprovalChoice.APPROVE_ALWAYS, pattern=chosen, outside_sandbox=seen)
            if choice in ("n", "no", ""):
                return ApprovalDecision(ApprovalChoice.DENY)
            if choice == "d":
                note = await self._ask("  Note to the model: ")
                return ApprovalDecision(ApprovalChoice.DENY, note or "")

    async def question(self, event: QuestionAsked) -> str | None:
        if not self.interactive:
            return None
        sys.stderr.write(f"\n? {visible(event.question)}\n")
        for number, choice in enumerate(event.choices, 1):
            sys.stderr.write(f"  {number}. {visible(choice)}\n")
        answer = await self._ask("  Your answer: ")
        if answer is not None and answer.strip().isdigit() and 1 <= int(answer) <= len(event.choices):
            return event.choices[int(answer) - 1]
        return answer

    async def go_on(self, event: ContinueRequested) -> bool:
        if not self.interactive:
            return False
        answer = await self._ask(f"\n? {visible(event.message)} [y/N] ")
        return (answer or "").strip().lower() in ("y", "yes")


T = TypeVar("T")


async def unless_stopped(run: Run, question: Coroutine[Any, Any, T]) -> tuple[bool, T | None]:
    """Wait for the person's answer, unless the run ends first (Ctrl+C while a prompt is open)."""
    answer = asyncio.ensure_future(question)
    ended = asyncio.ensure_future(run.wait())
    done, _ = await asyncio.wait({answer, ended}, return_when=asyncio.FIRST_COMPLETED)
    if answer in done:
        ended.cancel()
        return True, answer.result()
    answer.cancel()
    sys.stderr.write("\n")
    return False, None


def deliver(respond: Callable[[str, Any], None], request_id: str, answer: Any) -> None:
    """Hand an answer to the run; a request that is gone (the run was stopped) is fine."""
    with contextlib.suppress(UnknownRequestError):
        respond(request_id, answer)


async def follow_run(run: Run, prompter: TerminalPrompter, renderer: TextRenderer | JsonRenderer) -> int:
    loop = asyncio.get_running_loop()
    try:
        loop.add_signal_handler(signal.SIGINT, run.cancel)
        loop.add_signal_handler(signal.SIGTERM, run.cancel)
    except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C arrives as KeyboardInterrupt instead
        pass
    code = EXIT_FAILED
    output_closed = False
    async for event in run.events():
        if not output_closed:
            try:
                renderer.show(event)
            except BrokenPipeError:  # the reader went away (`| head`): stop the turn, keep what came
                output_closed = True
                run.cancel()
                _quiet_stdout()
        match event:
            case ApprovalRequested(request_id=rid):
                got, decision = await unless_stopped(run, prompter.approval(event))
                if got and decision is not None:
                    deliver(run.approve, rid, decision)
            case QuestionAsked(request_id=rid):
                got, text = await unless_stopped(run, prompter.question(event))
                if got:
                    deliver(run.answer, rid, text)
            case ContinueRequested(request_id=rid):
                got, go_on = await unless_stopped(run, prompter.go_on(event))
                if got:
                    deliver(run.confirm, rid, bool(go_on))
            case RunFinished(stop_reason=reason):
                code = EXIT_CANCELLED if reason is StopReason.CANCELLED else EXIT_OK
            case RunFailed():
                code = EXIT_FAILED
            case _:
                pass
    return EXIT_PIPE_CLOSED if output_closed else code


def _quiet_stdout() -> None:
    """Standard output closed under us: what is still written (and Python's flush at exit) goes nowhere,
    instead of a BrokenPipeError traceback."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


async def start_mcp(args: argparse.Namespace, core: AppCore) -> None:
    """The MCP servers, started before the turn so the model sees their tools."""
    manager = core.mcp
    if manager.load_error is not None:
        if args.mcp_config is not None:
            raise manager.load_error
        if not args.json:
            sys.stderr.write(f"! {manager.load_error.message}\n  {manager.load_error.action}\n")
    await manager.start()
    if not args.json:
        for status in manager.statuses():
            if status.state in (ServerState.DOWN, ServerState.INVALID, ServerState.SIGN_IN):
                sys.stderr.write(
                    visible(f"! MCP server {status.name!r} is not available: {status.error}") + "\n"
                )


async def _chat(args: argparse.Namespace, what: TurnInput, core: AppCore) -> int:
    try:
        await start_mcp(args, core)
        return await _chat_with(args, what, core)
    finally:
        await core.aclose()


async def _chat_with(args: argparse.Namespace, what: TurnInput, core: AppCore) -> int:
    """The person's message in the session the flags name, then its events on the terminal. Everything
    that can be refused (a file, the message, the key) is, before anything is stored."""
    service = core.service
    existing = await service.open_session(args.session) if args.session else None
    if isinstance(what, Say) and args.attach:
        from desktop_agent.core.attachments import prepare_file  # Pillow and pypdf: when used

        prepared = [await asyncio.to_thread(prepare_file, path.expanduser()) for path in args.attach]
        what = replace(what, attachments=await service.files.keep(prepared))
    workspace = (args.workspace or (existing.workspace if existing else Path.cwd())).expanduser().resolve()
    if not workspace.is_dir():
        raise UsageError(f"The workspace folder {workspace} does not exist.")
    choice = resolve_model(args, core, existing)
    draft = existing or core.turns.draft(args.agent or core.settings.default_agent, choice, workspace)
    outgoing = await core.turns.prepare(draft, what)
    use_key(args, core, choice.provider)
    endpoint = session_endpoint(args, choice.provider, existing)
    await core.turns.provider(choice.provider, endpoint)  # no key: said now, with nothing stored
    agent = args.agent or outgoing.agent or (existing.agent if existing else core.settings.default_agent)
    session = _session(args, core, existing, agent, choice, workspace, endpoint)
    if args.allow_unsandboxed:
        await service.record_unsandboxed_allowed(session)
    if args.instructions is not None:
        await service.set_instructions(session, args.instructions)
    if args.compact is not None:
        compaction = core.settings.compaction.model_copy(update={"automatic": args.compact == "auto"})
        service.update_settings(core.settings.model_copy(update={"compaction": compaction}))
    if not args.json:
        sys.stderr.write(f"Session {session.id}\n")
        _warn_images(core, session.model, outgoing)
    interactive = sys.stdin.isatty() and args.prompt != "-"
    prompter = TerminalPrompter(
        interactive=interactive, auto_approve=args.yes, allow_unsandboxed=args.allow_unsandboxed
    )
    from desktop_agent.cli_mcp_ask import TerminalMcpPrompter  # what MCP servers ask: never --yes'd
    from desktop_agent.core.mcp_asker import SessionModel, use_prompter

    answered_by = SessionModel(choice.provider, choice.model, endpoint)
    use_prompter(core, TerminalMcpPrompter(interactive=interactive), lambda: answered_by)
    renderer: TextRenderer | JsonRenderer = (
        JsonRenderer(sys.stdout)
        if args.json
        else TextRenderer(sys.stdout, sys.stderr, show_thinking=not args.no_thinking)
    )
    turn = await core.turns.begin(session, outgoing, max_steps=args.max_steps)
    return await follow_run(turn.run, prompter, renderer)


def _session(
    args: argparse.Namespace,
    core: AppCore,
    existing: ChatSession | None,
    agent: str,
    choice: ModelChoice,
    workspace: Path,
    endpoint: str,
) -> ChatSession:
    """The continued session with this run's choices, or a new one."""
    if existing is None:
        return core.service.new_session(
            agent=agent, provider=choice.provider, model=choice.model, workspace=workspace, base_url=endpoint
        )
    core.service.update_session(
        existing, agent=agent, provider=choice.provider, model=choice.model, workspace=workspace,
        base_url=endpoint,
    )  # fmt: skip
    return existing


def _warn_images(core: AppCore, model: str, outgoing: Outgoing) -> None:
    from desktop_agent.core.attachments import vision_note

    note = vision_note(model, [f.file_kind for f in outgoing.attachments], core.settings.vision)
    if note:
        sys.stderr.write(f"! {note}\n")


def _input(args: argparse.Namespace) -> TurnInput:
    """What the person asks of this run, from the flags (usage errors are said before anything opens)."""
    if args.mcp_prompt:
        if args.prompt is not None or args.continue_ or args.retry or args.build_plan:
            raise UsageError("--prompt takes the place of the message: give one or the other.")
        named, *pairs = args.mcp_prompt
        server, _, name = named.partition(":")
        if not name or any("=" not in pair for pair in pairs):
            raise UsageError(
                "Use --prompt SERVER:NAME KEY=VALUE ... (e.g. --prompt files:review path=main.py)."
            )
        return UsePrompt(server, name, dict(pair.split("=", 1) for pair in pairs))
    if (args.continue_ or args.retry or args.build_plan) and not args.session:
        raise UsageError("--continue, --retry and --build-plan need --session ID.")
    if args.continue_ or args.retry or args.build_plan:
        if args.prompt:
            raise UsageError("--continue, --retry and --build-plan take no message.")
        return GoOn() if args.continue_ else SendAgain() if args.retry else BuildPlan()
    if args.prompt is None and args.attach:
        return Say("", skill=args.skill)  # the files are the message
    if args.prompt is None:
        raise UsageError(
            "Give a message, or '-' to read it from standard input.\n"
            "usage: desktop-agent chat [options] PROMPT   (see desktop-agent chat --help)"
        )
    prompt = sys.stdin.read() if args.prompt == "-" else args.prompt
    if not prompt.strip() and not args.attach:
        raise UsageError("The message is empty.")
    return Say(str(prompt), skill=args.skill)


def _fail(args: argparse.Namespace, kind: str, message: str, action: str = "") -> None:
    if getattr(args, "json", False):
        write_error_json(kind, message, action)
    else:
        sys.stderr.write(f"Error: {message}\n" + (f"  {action}\n" if action else ""))


def _approval_notices(args: argparse.Namespace, core: AppCore) -> list[str]:
    """What --yes and --dangerously-allow-unsandboxed mean for this run, said once at its start."""
    if args.allow_unsandboxed:
        return [
            "--dangerously-allow-unsandboxed: commands that would run outside the sandbox run unasked in "
            "this run, with all of your rights (your files, credentials and network). This is recorded "
            "with the session."
        ]
    if args.yes and core.sandbox_notice() is not None and core.settings.sandbox.ask_without_sandbox:
        return [
            "--yes approves no command here: with no sandbox each would run with all of your rights, so "
            "each is refused. Run without --yes to be asked, or add --dangerously-allow-unsandboxed if "
            "you mean it."
        ]
    return []


def run_chat(args: argparse.Namespace) -> int:
    if args.max_steps is not None and args.max_steps < 1:
        _fail(args, "usage", "--max-steps must be at least 1.")
        return EXIT_USAGE
    if args.allow_unsandboxed and not args.yes:
        _fail(
            args,
            "usage",
            "--dangerously-allow-unsandboxed goes with --yes: without --yes you are asked about every call "
            "that would leave the sandbox.",
        )
        return EXIT_USAGE
    paths = app_paths(args.data_dir)
    try:
        what = _input(args)
        mcp_file = None
        if args.mcp_config is not None:
            mcp_file = args.mcp_config.expanduser().resolve()
            if not mcp_file.is_file():
                raise UsageError(f"The MCP server file {mcp_file} does not exist.")
        core = open_core(paths, mcp_config=mcp_file)
        if not args.json:
            for notice in (core.history.notice, core.sandbox_notice()):
                if notice is not None:
                    sys.stderr.write(f"! {notice.message}\n  {notice.action}\n")
        for line in _approval_notices(args, core):  # said in --json runs too: standard error is free
            sys.stderr.write(f"! {line}\n")
        try:
            return asyncio.run(_chat(args, what, core))
        finally:
            core.close()
    except UsageError as exc:
        _fail(args, "usage", str(exc))
        return EXIT_USAGE
    except UserFacingError as err:
        _fail(args, err.kind.value, err.message, err.action)
        return EXIT_USAGE if err.kind is ErrorKind.USAGE else EXIT_FAILED
    except OSError as exc:
        _fail(args, "internal", f"Could not use the data folder {paths.data_dir}: {exc.strerror or exc}.")
        return EXIT_FAILED
    except KeyboardInterrupt:
        return EXIT_CANCELLED


# ---- keys ----


def run_keys(args: argparse.Namespace, secrets: SecretStore | None = None) -> int:
    store = secrets or os_keyring()
    try:
        if args.keys_command == "status":
            rows = {name: store.get(name) is not None for name, p in PRESETS.items() if p.needs_key}
            if args.json:
                sys.stdout.write(json.dumps({"backend": store.backend_name(), "keys": rows}) + "\n")
            else:
                sys.stdout.write(f"Keys are kept in: {store.backend_name()}\n")
                for name, present in rows.items():
                    sys.stdout.write(f"  {name:<12} {'set' if present else 'not set'}\n")
            return EXIT_OK
        provider = args.provider.lower()
        if not _PROVIDER_NAME.match(provider):
            raise UsageError(f"{args.provider!r} is not a valid provider name.")
        if args.keys_command == "delete":
            deleted = store.delete(provider)
            sys.stdout.write(
                f"Deleted the key for {provider}.\n" if deleted else f"No key was stored for {provider}.\n"
            )
            return EXIT_OK
        if sys.stdin.isatty():
            secret = getpass.getpass(f"API key for {provider} (input hidden): ")
        else:
            secret = sys.stdin.readline()
        secret = secret.strip()
        if not secret:
            raise UsageError("No key was given on standard input.")
        store.set(provider, secret)
        sys.stdout.write(f"Saved the key for {provider} in {store.backend_name()}.\n")
        return EXIT_OK
    except UsageError as exc:
        sys.stderr.write(f"Error: {exc}\n")
        return EXIT_USAGE
    except UserFacingError as err:
        sys.stderr.write(f"Error: {err.message}\n  {err.action}\n")
        return EXIT_FAILED


def main(argv: Sequence[str] | None = None) -> int:
    words, server_command = cli_mcp.split_command(list(sys.argv[1:] if argv is None else argv))
    args = build_parser().parse_args(words)
    if server_command:
        args.server_command = server_command
    if args.command == "chat":
        return run_chat(args)
    if args.command == "sessions":
        return cli_sessions.run_sessions(args)
    if args.command == "skills":
        return cli_skills.run_skills(args)
    if args.command == "mcp":
        return cli_mcp.run_mcp(args)
    return run_keys(args)
