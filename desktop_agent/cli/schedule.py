"""`desktop-agent schedule`: jobs that run while you are away — add, list, show, edit, remove, enable,
disable, run-now, history; and `agent`, the scheduler agent an autostart entry starts where no OS scheduler
is used (not in --help).

`run-now NAME --approve-refused RUN` runs the job once with the calls that run refused approved, each
exactly as it was refused: the calls are listed first and asked about (y/N) at a terminal; elsewhere --yes
says so."""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from desktop_agent.cli.errors import EXIT_CANCELLED, EXIT_FAILED, EXIT_OK, UsageError
from desktop_agent.cli.main import data_dir_option
from desktop_agent.core.paths import app_paths
from desktop_agent.core.schedules import JobChanges, budget_text, rules_text, run_agent
from desktop_agent.domain.display import visible
from desktop_agent.domain.schedules import Job, JobRun, RefusedCall, RunStatus, Trigger, when_text

if TYPE_CHECKING:
    from desktop_agent.core.app_core import AppCore

VERBS = "add, list, show, edit, remove, enable, disable, run-now, history"
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(s|sec|m|min|h|hr|)\s*$")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Jobs that run while you are away: a prompt on a schedule, in a workspace, with a model, the calls "
        "it may make without asking, a budget and a time limit. Each run is a session in the history."
    )
    verbs = parser.add_subparsers(dest="verb", metavar="VERB")
    add = verbs.add_parser("add", help="schedule a new job")
    add.add_argument("name")
    _job_options(add, adding=True)
    verbs.add_parser("list", help="the jobs, with their next run")
    for verb, words in (("show", "a job's settings and last runs"), ("remove", "remove a job"),
                        ("enable", "run a job on its schedule again"), ("disable", "stop a job's runs"),
                        ("history", "a job's runs, newest first")):  # fmt: skip
        verbs.add_parser(verb, help=words).add_argument("name")
    edit = verbs.add_parser("edit", help="change a job (what is not given stays)")
    edit.add_argument("name")
    _job_options(edit, adding=False)
    run_now = verbs.add_parser("run-now", help="run a job now, as its schedule would, and wait for it")
    run_now.add_argument("name")
    run_now.add_argument("--scheduled", action="store_true", help=argparse.SUPPRESS)  # the OS scheduler's
    run_now.add_argument("--no-notify", action="store_true", help="no desktop notification for this run")
    run_now.add_argument(
        "--approve-refused", metavar="RUN",
        help="this once, also allow exactly the calls the run RUN (see `history`) refused; the job's rules "
        "stay as they are",
    )  # fmt: skip
    run_now.add_argument("--yes", action="store_true", help="with --approve-refused: do not ask first")
    agent = verbs.add_parser("agent")  # the scheduler agent (autostart): not in the verb list
    agent.add_argument("--tick", type=float, default=30.0, help=argparse.SUPPRESS)
    # Tests only: the agent's clock this many seconds ahead (to reach a slot in a few seconds).
    agent.add_argument("--clock-offset", type=float, default=0.0, help=argparse.SUPPRESS)
    for verb_parser in verbs.choices.values():
        data_dir_option(verb_parser, "where the history is kept")
    for name in ("list", "show", "history"):
        verbs.choices[name].add_argument("--json", action="store_true", help="as JSON")


def _job_options(parser: argparse.ArgumentParser, *, adding: bool) -> None:
    parser.add_argument(
        "--every", metavar="SCHEDULE", required=adding,
        help='"weekdays 08:00", "daily 07:30", "mondays 09:00", "every hour", "every 15 minutes", '
        'or cron ("0 8 * * 1-5"); local time',
    )  # fmt: skip
    parser.add_argument("--prompt", metavar="TEXT", required=adding, help="the message each run sends")
    parser.add_argument("--skill", metavar="NAME", help="answer with this skill")
    parser.add_argument("--session", metavar="ID", help="go on in this saved session instead of a new one")
    parser.add_argument("--workspace", type=Path, help="the folder tools may work in (default: here)")
    parser.add_argument("--agent", help="agent profile: build, plan, chat (default: the settings')")
    parser.add_argument(
        "--provider", help="openai, anthropic, ollama, lmstudio, llamacpp, vllm, ... (as chat)"
    )
    parser.add_argument("--model", help="model id; the provider is inferred from it when not named")
    parser.add_argument("--base-url", help="the provider's endpoint, overriding the preset")
    parser.add_argument(
        "--allow", action="append", metavar="RULE",
        help="a call it may make without asking: TOOL or TOOL:PATTERN (read_file, write_file:reports/*.md, "
        "'run_command:git status'); repeatable. Any other call that would ask is refused"
        + ("" if adding else "; given on edit, replaces the job's rules"),
    )  # fmt: skip
    if not adding:
        parser.add_argument("--no-allow", action="store_true", help="remove every allow rule")
    parser.add_argument("--max-steps", type=int, metavar="N", help="model calls per run (0: no limit)")
    parser.add_argument("--max-tokens", type=int, metavar="N", help="tokens per run (0: no limit)")
    parser.add_argument("--budget-usd", metavar="AMOUNT", help="dollars per run, e.g. 0.50 (0: no limit)")
    parser.add_argument("--time-limit", metavar="DURATION", help="per run: 90s, 10m, 2h (0: no limit)")


def run(args: argparse.Namespace) -> int:
    if args.verb is None:
        raise UsageError(f"Name a verb: {VERBS}.")
    if args.verb == "agent":
        # False: another agent serves the folder, nothing to do
        run_agent(app_paths(args.data_dir), max(0.05, args.tick), clock_offset=args.clock_offset)
        return EXIT_OK
    if args.verb == "run-now":
        return _run_now(args)
    from desktop_agent.core.app_core import open_core  # not for the agent: it stays small

    core = open_core(app_paths(args.data_dir), tolerate_bad_settings=True, logging_to_file=False)
    try:
        return VERB_RUNS[args.verb](args, core)
    finally:
        core.close()


def _out(line: str) -> None:
    sys.stdout.write(visible(line) + "\n")


def _err(line: str) -> None:
    sys.stderr.write(visible(line) + "\n")


def _seconds(text: str | None) -> float | None:
    if text is None:
        return None
    found = _DURATION.match(text.lower())
    if found is None:
        raise UsageError(f"--time-limit {text!r}: write it like 90s, 10m or 2h.")
    number, unit = float(found.group(1)), found.group(2)
    return number * (3600 if unit.startswith("h") else 60 if unit.startswith("m") else 1)


def _changes(args: argparse.Namespace) -> JobChanges:
    allow = [] if getattr(args, "no_allow", False) else args.allow
    return JobChanges(
        schedule=args.every, prompt=sys.stdin.read() if args.prompt == "-" else args.prompt,
        skill=args.skill, session_id=args.session, workspace=args.workspace, agent=args.agent,
        provider=args.provider, model=args.model, base_url=args.base_url, allow=allow,
        max_steps=args.max_steps, max_tokens=args.max_tokens, budget_usd=args.budget_usd,
        time_limit_s=_seconds(args.time_limit),
    )  # fmt: skip


def _add(args: argparse.Namespace, core: AppCore) -> int:
    changes = _changes(args)
    if changes.workspace is None:
        changes = dataclasses.replace(changes, workspace=Path.cwd())
    job, where = core.schedules.add(args.name, changes)
    upcoming = when_text(job.next_run(time.time()))
    _out(f"Scheduled {job.name} ({job.id}): {job.schedule.text}, next at {upcoming}")
    _err(f"Registered with {where}.")
    return EXIT_OK


def _edit(args: argparse.Namespace, core: AppCore) -> int:
    job = core.schedules.get(args.name)
    changed, where = core.schedules.edit(job, _changes(args))
    _out(
        f"Changed {changed.name}: {changed.schedule.text}, next at {when_text(changed.next_run(time.time()))}"
    )
    _err(f"Registered with {where}.")
    return EXIT_OK


def _remove(args: argparse.Namespace, core: AppCore) -> int:
    job = core.schedules.get(args.name)
    core.schedules.remove(job)
    _out(f"Removed {job.name}; its runs' sessions stay in the history.")
    return EXIT_OK


def _enable(args: argparse.Namespace, core: AppCore) -> int:
    job, _ = core.schedules.set_enabled(core.schedules.get(args.name), True)
    _out(f"Enabled {job.name}: next at {when_text(job.next_run(time.time()))}")
    return EXIT_OK


def _disable(args: argparse.Namespace, core: AppCore) -> int:
    job, _ = core.schedules.set_enabled(core.schedules.get(args.name), False)
    _out(f"Disabled {job.name}: it does not run until enabled.")
    return EXIT_OK


def job_dict(job: Job, now: float) -> dict[str, object]:
    b = job.budget
    return {
        "id": job.id, "name": job.name, "schedule": job.schedule.text, "cron": job.schedule.cron,
        "enabled": job.enabled, "next_run": job.next_run(now) if job.enabled else None,
        "prompt": job.prompt, "skill": job.skill, "session": job.session_id, "workspace": job.workspace,
        "agent": job.agent, "provider": job.provider, "model": job.model, "base_url": job.base_url,
        "allow": [r.text for r in job.allow], "max_steps": b.max_steps, "max_tokens": b.max_tokens,
        "budget_usd": str(b.usd) if b.usd is not None else None, "time_limit_s": b.time_limit_s,
    }  # fmt: skip


def run_dict(run: JobRun) -> dict[str, object]:
    return {
        "id": run.id, "status": run.status.value, "trigger": run.trigger.value, "started_at": run.started_at,
        "ended_at": run.ended_at, "session": run.session_id, "answer": run.answer, "reason": run.reason,
        "refused": list(run.refused), "tokens": run.tokens,
        "cost_usd": str(run.cost_usd) if run.cost_usd is not None else None,
        "refused_calls": [{"tool": c.tool, "subject": c.subject, "held": c.held} for c in run.refused_calls],
        "rerun_of": run.rerun_of,
    }  # fmt: skip


def _list(args: argparse.Namespace, core: AppCore) -> int:
    jobs, now = core.schedules.jobs(), time.time()
    if args.json:
        sys.stdout.write(json.dumps([job_dict(j, now) for j in jobs], ensure_ascii=False) + "\n")
        return EXIT_OK
    if not jobs:
        _err('No scheduled jobs. Add one: schedule add NAME --every "weekdays 08:00" --prompt "..."')
    for job in jobs:
        state = f"next {when_text(job.next_run(now))}" if job.enabled else "disabled"
        _out(f"{job.name}  {job.schedule.text}  ({state}; {job.provider}/{job.model})")
    return EXIT_OK


def _show(args: argparse.Namespace, core: AppCore) -> int:
    job = core.schedules.get(args.name)
    runs = core.schedules.history(job, 5)
    if args.json:
        body = {**job_dict(job, time.time()), "runs": [run_dict(r) for r in runs]}
        sys.stdout.write(json.dumps(body, ensure_ascii=False) + "\n")
        return EXIT_OK
    what = f"@{job.skill} " if job.skill else ""
    at = f" at {job.base_url}" if job.base_url else ""
    lines = [
        f"{job.name} ({job.id}){'' if job.enabled else ' — disabled'}",
        f"  when:      {job.schedule.text}  (cron {job.schedule.cron}, local time)",
        f"  next:      {when_text(job.next_run(time.time())) if job.enabled else '-'}",
        f"  prompt:    {what}{job.prompt}",
        f"  session:   {job.session_id or 'a new one each run'}",
        f"  workspace: {job.workspace}",
        f"  model:     {job.provider}/{job.model} ({job.agent}){at}",
        f"  allowed:   {rules_text(job.allow)}",
        f"  limits:    {budget_text(job.budget)}",
    ]
    for line in lines:
        _out(line)
    for run in runs:
        _out(_run_line(run))
    return EXIT_OK


def _run_line(run: JobRun) -> str:
    said = run.answer if run.status is RunStatus.DONE else run.reason
    refused = f"  refused: {', '.join(run.refused)}" if run.refused else ""
    again = f"  (re-run of {run.rerun_of}, its refused calls approved)" if run.rerun_of else ""
    when = when_text(run.started_at)
    return f"  {when}  {run.status.value:<7}  {run.session_id or '-'}  {said}{refused}{again}"


def _history_lines(job: Job, run: JobRun) -> list[str]:
    """A run in `history`: its line, its id, and each refused call on a line of its own."""
    lines = [_run_line(run), f"    run {run.id}"]
    for call in run.refused_calls:
        lines += _call_lines(call, "    refused: ")
        if call.held:
            lines.append(f"      cannot be approved here: {call.held}")
    if run.approvable():
        name = job.name if re.fullmatch(r"[\w.-]+", job.name) else job.id
        lines.append(f"    re-run with these approved: schedule run-now {name} --approve-refused {run.id}")
    return lines


def _call_lines(call: RefusedCall, lead: str) -> list[str]:
    """`write_file: a.txt`; a subject of several lines goes on, indented, under its first."""
    head = f"{lead}{call.tool}: "
    first, *rest = visible(call.subject or "").split("\n")
    return [head + first, *(" " * len(head) + line for line in rest)]


def _history(args: argparse.Namespace, core: AppCore) -> int:
    job = core.schedules.get(args.name)
    runs = core.schedules.history(job, 50)
    if args.json:
        sys.stdout.write(json.dumps([run_dict(r) for r in runs], ensure_ascii=False) + "\n")
    elif not runs:
        _err(f"{job.name} has not run yet.")
    for run in [] if args.json else runs:
        for line in _history_lines(job, run):
            _out(line)
    return EXIT_OK


def _run_now(args: argparse.Namespace) -> int:
    from desktop_agent.core.app_core import open_core

    core = open_core(app_paths(args.data_dir))
    return asyncio.run(_run_job(args, core))


async def _run_job(args: argparse.Namespace, core: AppCore) -> int:
    try:
        job = core.schedules.get(args.name)
        if args.scheduled and not job.enabled:
            _err(f"{job.name} is disabled: not run.")
            return EXIT_OK
        if core.mcp.load_error is not None:
            _err(f"! {core.mcp.load_error.message}")
        await core.mcp.start()
        approving = None
        if args.approve_refused is not None:
            if args.scheduled:
                raise UsageError("--approve-refused is for a run by hand, not --scheduled.")
            approving = core.schedules.run_of(job, args.approve_refused)
            if not _approved_by_person(job, approving, args.yes):
                _err("Nothing was run.")
                return EXIT_CANCELLED
        trigger = Trigger.SCHEDULE if args.scheduled else Trigger.HAND
        run = await core.schedules.run_now(job, trigger, notify=not args.no_notify, approving=approving)
    finally:
        await core.aclose()
    _out(_run_line(run).strip())
    if run.session_id:
        _err(f"Open it: desktop-agent chat --session {run.session_id} ...  (or in the window's history)")
    return EXIT_FAILED if run.status is RunStatus.FAILED else EXIT_OK


def _approved_by_person(job: Job, run: JobRun, yes: bool) -> bool:
    """The calls shown, then the person's yes: --yes, or y at a terminal; elsewhere without --yes, a usage
    error (nobody could have read them)."""
    calls = run.approvable()
    _err(f"Run {job.name} now, allowing this once exactly the calls below, which its run {run.id} refused:")
    for call in calls:
        for line in _call_lines(call, "  "):
            _err(line)
    for call in run.still_refused():
        _err(f"Still refused: {call.words[:200]} — {call.held}")
    _err("Any other call that would ask is refused as usual; the job's rules stay as they are.")
    if yes:
        return True
    if not sys.stdin.isatty():
        raise UsageError(
            "--approve-refused allows calls nobody will be asked about: add --yes to confirm, or run it "
            "at a terminal."
        )
    sys.stderr.write("Run it with these calls allowed? [y/N] ")
    sys.stderr.flush()
    return sys.stdin.readline().strip().lower() in ("y", "yes")


VERB_RUNS: dict[str, Callable[[argparse.Namespace, AppCore], int]] = {
    "add": _add, "list": _list, "show": _show, "edit": _edit, "remove": _remove, "enable": _enable,
    "disable": _disable, "history": _history,
}  # fmt: skip
