"""Memory recall and leakage across projects: what each session really sends to the model.

30 facts are planted in 3 projects (10 each, every one with a code word found nowhere else) and 5 are kept
everywhere. Each project gets two sessions: one started in it (`ProjectsService.anew_session`) and one
started outside and moved in (`amove`); a fourth session stays outside any project. Every session sends a
turn through the app's own core, loop and history (a real SQLite file) to the in-process scripted model,
which records each request; the figures are read from the system prompt the app sent:
- recall: the facts of a session's project (and those kept everywhere) found in what it sent;
- leaks: facts of another project found in what a session sent (and any project's, outside projects);
- the prompt view (`sessions prompt`, the Instructions dialog) is checked to be exactly what was sent.
Baseline, same run: the same 30 facts kept everywhere in a second data folder (no project scope), where
every session is sent every fact: the leaks the scope prevents. Goal: 100 % recall, 0 leaks.

Run: .venv/bin/python bench/memory.py   (about 2 s; exit status 1 when a fact is missed or leaks)
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from desktop_agent.core.app_core import AppCore
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import scripted_core
from tests.helpers.scripted_model import ScriptedProvider, say

PROJECTS = ("Atlas", "Borealis", "Cobalt")
FACTS_PER_PROJECT = 10
EVERYWHERE = [f"Everywhere fact {i}: the shared word is glade-{i}." for i in range(5)]


def facts_of(project: str) -> list[str]:
    tag = project[:3].upper()
    return [f"{project} fact {i:02d}: the code word is {tag}-{i:02d}-{(i * 37) % 97:02d}." for i in range(10)]


@dataclass
class Sent:
    session: str
    project: str | None
    system: str
    view_matches: bool


async def _run(core: AppCore, scoped: bool) -> list[Sent]:
    """Plant the facts (in their projects, or everywhere when not `scoped`), run one turn per session."""
    workspace = core.paths.data_dir.parent / "ws"
    workspace.mkdir(exist_ok=True)
    made = {name: await core.projects.acreate(name) for name in PROJECTS}
    for text in EVERYWHERE:
        await core.memory.aadd(text)
    for name in PROJECTS:
        for text in facts_of(name):
            await core.memory.aadd(text, project_id=made[name].id if scoped else None)
    sessions: list[tuple[str, str | None]] = []
    for name, one in made.items():
        started = await core.projects.anew_session(one.id, fallback_workspace=workspace)
        moved = core.service.new_session(
            agent="build", provider="openai", model="test-model", workspace=workspace
        )
        await core.history.flush()
        await core.projects.amove(moved.id, one.id)
        sessions += [(started.id, name), (moved.id, name)]
    outside = core.service.new_session(
        agent="build", provider="openai", model="test-model", workspace=workspace
    )
    sessions.append((outside.id, None))
    await core.history.flush()

    model = ScriptedProvider()
    model.script(*[say("Noted.") for _ in sessions])
    sent: list[Sent] = []
    for session_id, project in sessions:
        session = await core.service.open_session(session_id)
        run = core.service.start_turn(session, "What do you remember?", model)
        _ = [event async for event in run.events()]
        system = model.requests[-1].system
        view = core.service.prompt_preview(session, local=False, window=None)
        sent.append(Sent(session_id, project, system, "\n\n".join(s.text for s in view.sections) == system))
    await core.aclose()
    return sent


@dataclass
class Figures:
    planted_found: int
    """Planted facts found in every session of their project."""
    recalled: int
    expected: int
    leaks: int
    views_match: int
    sessions: int
    memory_tokens: float

    @property
    def recall(self) -> float:
        return 100.0 * self.recalled / self.expected if self.expected else 100.0


def figures(sent: list[Sent]) -> Figures:
    recalled = expected = leaks = 0
    for one in sent:
        own = [*EVERYWHERE, *(facts_of(one.project) if one.project else [])]
        others = [f for name in PROJECTS if name != one.project for f in facts_of(name)]
        expected += len(own)
        recalled += sum(fact in one.system for fact in own)
        leaks += sum(fact in one.system for fact in others)
    planted_found = sum(
        all(fact in one.system for one in sent if one.project == name)
        for name in PROJECTS
        for fact in facts_of(name)
    )
    tokens = [len(s.system.split("# What the person asked you to remember", 1)[-1]) / 4 for s in sent]
    return Figures(
        planted_found,
        recalled,
        expected,
        leaks,
        sum(s.view_matches for s in sent),
        len(sent),
        statistics.median(tokens),
    )


def measure(scoped: bool) -> Figures:
    with tempfile.TemporaryDirectory(prefix="da-memory-bench-") as root:
        core = scripted_core(Path(root), fast_settings(), openai_url="http://127.0.0.1:9/v1")
        try:
            sent = asyncio.run(_run(core, scoped))
        finally:
            core.close()
    return figures(sent)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.parse_args()
    scoped, flat = measure(scoped=True), measure(scoped=False)
    planted = len(PROJECTS) * FACTS_PER_PROJECT
    print(f"Planted: {planted} facts in {len(PROJECTS)} projects, {len(EVERYWHERE)} kept everywhere; "
          f"{scoped.sessions} sessions (2 per project, 1 outside)")  # fmt: skip
    print(f"{'':34}{'projects (scoped)':>20}{'baseline: all everywhere':>28}")
    rows = [
        ("recall of facts each should get", f"{scoped.recall:.0f} % ({scoped.recalled}/{scoped.expected})",
         f"{flat.recall:.0f} % ({flat.recalled}/{flat.expected})"),
        ("planted facts in all their sessions", f"{scoped.planted_found}/{planted}",
         f"{flat.planted_found}/{planted}"),
        ("leaks (another project's facts)", str(scoped.leaks), str(flat.leaks)),
        ("prompt view == what was sent", f"{scoped.views_match}/{scoped.sessions}",
         f"{flat.views_match}/{flat.sessions}"),
        ("memory section, median tokens", f"{scoped.memory_tokens:.0f}", f"{flat.memory_tokens:.0f}"),
    ]  # fmt: skip
    for label, ours, base in rows:
        print(f"{label:34}{ours:>20}{base:>28}")
    ok = scoped.recalled == scoped.expected and scoped.leaks == 0 and scoped.views_match == scoped.sessions
    print("Goal (100 % recall, 0 leaks, the view as sent):", "met" if ok else "NOT MET")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
