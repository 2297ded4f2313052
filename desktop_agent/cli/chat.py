"""`desktop-agent chat`: one turn in the terminal. What the person sent becomes a `core.turns` input; the
session the flags name gets it; its events are shown as they come (`prompter.follow_run`)."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from desktop_agent.cli.errors import UsageError, report
from desktop_agent.cli.main import data_dir_option
from desktop_agent.cli.mcp_ask import TerminalMcpPrompter
from desktop_agent.cli.prompter import TerminalPrompter, follow_run
from desktop_agent.cli.render import JsonRenderer, TextRenderer
from desktop_agent.core.app_core import AppCore, open_core
from desktop_agent.core.catalog import PRESETS
from desktop_agent.core.mcp import ServerState
from desktop_agent.core.mcp_asker import SessionModel, use_prompter
from desktop_agent.core.models import ModelChoice
from desktop_agent.core.paths import AppPaths, app_paths
from desktop_agent.core.turns import BuildPlan, GoOn, Outgoing, Say, SendAgain, TurnInput, UsePrompt
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError

if TYPE_CHECKING:
    from desktop_agent.core.agent import ChatSession
    from desktop_agent.domain.projects import Project


INCOGNITO_BANNER = (
    "=== Incognito chat: not saved, not searchable later, no memories. "
    "Nothing of it stays when it ends. ===\n"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("prompt", nargs="?", help="the message; '-' reads it from standard input")
    parser.add_argument("--provider", help=f"one of: {', '.join(PRESETS)}")
    parser.add_argument("--model", help="model id; the provider is inferred from it when not named")
    parser.add_argument("--base-url", help="the provider's endpoint, overriding the preset")
    parser.add_argument(
        "--api-key-env", metavar="VAR", help="take the API key from this environment variable"
    )
    parser.add_argument("--agent", help="agent profile: build, plan, chat (or one from settings)")
    parser.add_argument("--skill", metavar="NAME", help="answer with this skill (as `@NAME message` does)")
    parser.add_argument(
        "--attach",
        action="append",
        type=Path,
        default=[],
        metavar="FILE",
        help="attach an image, a PDF or a text file to the message (repeatable)",
    )
    parser.add_argument(
        "--prompt",
        dest="mcp_prompt",
        nargs="+",
        metavar=("SERVER:NAME", "KEY=VALUE"),
        help="send what an MCP server's prompt makes, with its arguments (in place of a message)",
    )
    parser.add_argument(
        "--instructions", metavar="TEXT", help="the session's own instructions, from this message on"
    )
    parser.add_argument("--kb", action="append", default=[], metavar="NAME",
                        help="search this knowledge base (repeatable): the session keeps searching the "
                             "bases named until another --kb")  # fmt: skip
    parser.add_argument(
        "--project", metavar="NAME",
        help="start the session in this project: its folder, instructions, model, profile, knowledge bases "
             "and memories (flags given here still win)",
    )  # fmt: skip
    parser.add_argument("--max-steps", type=int, metavar="N", help="stop the turn after N model calls")
    parser.add_argument(
        "--workspace", type=Path, help="the folder tools may work in (default: current folder)"
    )
    parser.add_argument(
        "--yes",
        action="store_true",
        help="approve every tool call inside the sandbox without asking; a call that would run outside it "
        "(the model asks to leave it, or there is no sandbox here) is refused, never asked",
    )
    parser.add_argument(
        "--dangerously-allow-unsandboxed",
        dest="allow_unsandboxed",
        action="store_true",
        help="with --yes: also run, unasked, the commands that would run outside the sandbox, with all of "
        "your rights (files, credentials, network); said at the start and recorded with the session",
    )
    parser.add_argument("--no-thinking", action="store_true", help="hide the model's thinking")
    parser.add_argument(
        "--compact",
        choices=("auto", "off"),
        help="summarise earlier turns when a request nears the context window (default: the settings)",
    )
    parser.add_argument(
        "--voice",
        action="store_true",
        help="speak the message: the default microphone records until Enter, then it is transcribed "
        "(Settings › Voice) and sent",
    )
    parser.add_argument("--json", action="store_true", help="print events as JSON Lines")
    data_dir_option(parser, "keep every file the app writes in this folder")
    parser.add_argument(
        "--incognito",
        action="store_true",
        help="a chat that leaves nothing behind: not saved or searchable, no memories kept or sent, its "
        "files removed when it ends (settings, keys and MCP servers are still yours)",
    )
    parser.add_argument(
        "--mcp-config",
        type=Path,
        metavar="FILE",
        help="use the MCP servers in FILE instead of the app's own list",
    )
    which = parser.add_mutually_exclusive_group()
    which.add_argument(
        "--session", metavar="ID", help="continue this session (an id or an unambiguous prefix)"
    )
    which.add_argument("--new", action="store_true", help="start a new session (the default)")
    again = parser.add_mutually_exclusive_group()
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
    parser.set_defaults(json_errors=True)  # the output is JSON Lines: with --json, an error is one more line


def run(args: argparse.Namespace) -> int:
    if args.max_steps is not None and args.max_steps < 1:
        raise UsageError("--max-steps must be at least 1.")
    if args.allow_unsandboxed and not args.yes:
        raise UsageError(
            "--dangerously-allow-unsandboxed goes with --yes: without --yes you are asked about every call "
            "that would leave the sandbox."
        )
    paths = app_paths(args.data_dir)
    try:
        what = _input(args)
        core = _open(args, paths)
        try:
            _use_knowledge(args, core)
            _notices(args, core)
            return asyncio.run(_chat(args, what, core))
        finally:
            core.close()
    except BrokenPipeError:
        raise
    except OSError as exc:
        raise UserFacingError(
            ErrorKind.INTERNAL, f"Could not use the data folder {paths.data_dir}: {exc.strerror or exc}."
        ) from None


def _open(args: argparse.Namespace, paths: AppPaths) -> AppCore:
    """The app's core, or with --incognito one whose history goes away when it closes."""
    if not args.incognito:
        return open_core(paths, mcp_config=_mcp_file(args))
    if args.session or args.kb or getattr(args, "project", None):
        raise UsageError(
            "An incognito chat is always new and reads nothing stored: "
            "leave out --session, --kb and --project."
        )
    from desktop_agent.core.incognito import open_incognito

    return open_incognito(paths, mcp_config=_mcp_file(args))


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
    if args.voice:
        if args.prompt is not None:
            raise UsageError("--voice takes the place of the message: give one or the other.")
        return Say("", skill=args.skill)  # what is said, once the core is open (`_chat`)
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


def _use_knowledge(args: argparse.Namespace, core: AppCore) -> None:
    """--kb NAME: each base named must exist (before anything is stored)."""
    missing = [name for name in args.kb if name not in core.knowledge.names()]
    if missing:
        raise UsageError(f"There is no knowledge base {missing[0]!r}; see `desktop-agent kb list`.")


def _mcp_file(args: argparse.Namespace) -> Path | None:
    """--mcp-config: the MCP servers of this run, in place of the app's own list."""
    if args.mcp_config is None:
        return None
    mcp_file: Path = args.mcp_config.expanduser().resolve()
    if not mcp_file.is_file():
        raise UsageError(f"The MCP server file {mcp_file} does not exist.")
    return mcp_file


def _notices(args: argparse.Namespace, core: AppCore) -> None:
    """What the person should know before the turn: the history's and the sandbox's notices, and what --yes
    and --dangerously-allow-unsandboxed mean for this run (said in --json runs too: standard error is
    free)."""
    if not args.json:
        for notice in (core.history.notice, core.sandbox_notice()):
            if notice is not None:
                sys.stderr.write(f"! {notice.message}\n  {notice.action}\n")
    if args.allow_unsandboxed:
        sys.stderr.write(
            "! --dangerously-allow-unsandboxed: commands that would run outside the sandbox run unasked in "
            "this run, with all of your rights (your files, credentials and network). This is recorded "
            "with the session.\n"
        )
    elif args.yes and core.sandbox_notice() is not None and core.settings.sandbox.ask_without_sandbox:
        sys.stderr.write(
            "! --yes approves no command here: with no sandbox each would run with all of your rights, so "
            "each is refused. Run without --yes to be asked, or add --dangerously-allow-unsandboxed if "
            "you mean it.\n"
        )


async def _chat(args: argparse.Namespace, what: TurnInput, core: AppCore) -> int:
    try:
        if args.voice:
            from desktop_agent.cli.dictate import dictate

            what = Say(await dictate(core), skill=args.skill)
        await _start_mcp(args, core)
        code = await _turn(args, what, core)
        return await _unsaved(args, core, code)
    finally:
        await core.aclose()


async def _unsaved(args: argparse.Namespace, core: AppCore, code: int) -> int:
    """Writes the history still keeps in memory (the disk filled up, another program holds the file) are
    lost when this command ends: said as an error, even after an answer that was shown in full."""
    history = core.history
    problem = await history.flush()
    if problem is None or not history.unsaved:
        return code
    lost = UserFacingError(
        problem.kind,
        f"This turn is not fully saved: {history.unsaved} changes to the history could not be written "
        f"({problem.message.split(';')[0]}).",
        "Free some space or close the program holding the history; the answer shown is not in it.",
    )
    said = report(lost, as_json=args.json)
    return code if code != 0 else said


async def _start_mcp(args: argparse.Namespace, core: AppCore) -> None:
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


async def _turn(args: argparse.Namespace, what: TurnInput, core: AppCore) -> int:
    """The person's message in the session the flags name, then its events on the terminal. Everything
    that can be refused (a file, the message, the key) is, before anything is stored."""
    service = core.service
    existing = await service.open_session(args.session) if args.session else None
    project = _in_project(args, core, existing)
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
    _use_key(args, core, choice.provider)
    endpoint = session_endpoint(args, choice.provider, existing)
    await core.turns.provider(choice.provider, endpoint)  # no key: said now, with nothing stored
    agent = args.agent or outgoing.agent or (existing.agent if existing else core.settings.default_agent)
    session = _session(args, core, existing, agent, choice, workspace, endpoint, project)
    if args.allow_unsandboxed:
        await service.record_unsandboxed_allowed(session)
    if args.instructions is not None:
        await service.set_instructions(session, args.instructions)
    if args.kb:
        await service.set_knowledge(session, args.kb)
    if args.compact is not None:
        compaction = core.settings.compaction.replace(automatic=args.compact == "auto")
        service.update_settings(core.settings.replace(compaction=compaction))
    if core.incognito is not None:  # said in --json runs too: standard error is free
        sys.stderr.write(INCOGNITO_BANNER)
    if not args.json:
        if core.incognito is None:
            sys.stderr.write(f"Session {session.id}\n")
        _warn_images(core, session.model, outgoing)
    interactive = sys.stdin.isatty() and args.prompt != "-"
    prompter = TerminalPrompter(
        interactive=interactive, auto_approve=args.yes, allow_unsandboxed=args.allow_unsandboxed
    )
    answered_by = SessionModel(choice.provider, choice.model, endpoint)  # what MCP servers ask: never --yes'd
    use_prompter(core, TerminalMcpPrompter(interactive=interactive), lambda: answered_by)
    renderer: TextRenderer | JsonRenderer = (
        JsonRenderer(sys.stdout)
        if args.json
        else TextRenderer(sys.stdout, sys.stderr, show_thinking=not args.no_thinking)
    )
    turn = await core.turns.begin(session, outgoing, max_steps=args.max_steps)
    code = await follow_run(turn.run, prompter, renderer)
    # What the model proposed to remember: asked about on a terminal (never under --yes), else it waits.
    from desktop_agent.cli.errors import EXIT_OK
    from desktop_agent.cli.memory import ask_about_proposals
    from desktop_agent.cli.render import read_terminal_line

    asks = interactive and not args.yes and code == EXIT_OK
    await ask_about_proposals(core.memory, session.id, ask=read_terminal_line if asks else None)
    return code


# ---- what the flags choose ----


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


def _use_key(args: argparse.Namespace, core: AppCore, provider: str) -> None:
    """--api-key-env: for this run only, never stored."""
    if args.api_key_env:
        if not os.environ.get(args.api_key_env):
            raise UsageError(f"The environment variable {args.api_key_env} is not set or is empty.")
        core.key_from_environment(provider, args.api_key_env)


def _session(
    args: argparse.Namespace,
    core: AppCore,
    existing: ChatSession | None,
    agent: str,
    choice: ModelChoice,
    workspace: Path,
    endpoint: str,
    project: Project | None = None,
) -> ChatSession:
    """The continued session with this run's choices, or a new one (in `project`, when given)."""
    if existing is None:
        return core.service.new_session(
            agent=agent, provider=choice.provider, model=choice.model, workspace=workspace, base_url=endpoint,
            project_id=project.id if project is not None else None,
        )  # fmt: skip
    core.service.update_session(
        existing, agent=agent, provider=choice.provider, model=choice.model, workspace=workspace,
        base_url=endpoint,
    )  # fmt: skip
    return existing


def _in_project(args: argparse.Namespace, core: AppCore, existing: ChatSession | None) -> Project | None:
    """--project NAME: a new session begins in it with its folder, model, profile and knowledge bases where
    the flags name none (its instructions and memories reach the model at every turn)."""
    if not getattr(args, "project", None):
        return None
    project = core.projects.find(args.project)
    if existing is not None:
        if existing.project_id != project.id:
            raise UsageError(
                visible(f"That session is not in the project {project.name}. Move it there first: "
                        f"desktop-agent sessions move {existing.id} --project {project.name!r}")
            )  # fmt: skip
        return project
    if args.workspace is None and project.workspace:
        args.workspace = Path(project.workspace)
    if not (args.provider or args.model):
        args.provider, args.model = project.provider or None, project.model or None
    if args.agent is None and project.agent:
        args.agent = project.agent
    if not args.kb and project.knowledge:
        args.kb = list(project.knowledge)
    return project


def _warn_images(core: AppCore, model: str, outgoing: Outgoing) -> None:
    from desktop_agent.core.attachments import vision_note

    note = vision_note(model, [f.file_kind for f in outgoing.attachments], core.settings.vision)
    if note:
        sys.stderr.write(f"! {note}\n")
