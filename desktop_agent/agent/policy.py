"""Permission rules: allow / ask / deny by tool and argument pattern; the last matching rule wins.

What a pattern means depends on the tool's `spec.subject_kind`:

- ``"path"``: a glob on the workspace-relative posix path. ``*`` and ``?`` stay inside one folder name,
  ``**`` spans any number of folders (``src/**`` is everything inside ``src``), a pattern without a
  ``/`` matches the file name in any folder (``*.py``), one with a ``/`` is anchored at the workspace
  (``docs/*.md``). Case-sensitive; dot files are matched like any other.
- ``"command"``: see `shell_rules`: the command is split into simple commands and each must be
  allowed; a pattern is matched word by word (``git status``, ``git log *``, ``npm test``).
- ``"url"``: a host pattern: ``example.com`` exactly, ``*.example.com`` any sub-domain of it.
- no kind: a glob on the subject text.
- an exact rule (`Rule.exact`): the tool's name and the whole subject as they are, no pattern at all.

Defaults: a tool without side effects is allowed (inside the workspace), anything else asks. The
protective layer (`protected.ProtectedPaths`) turns an allow into an ask for `.git/`, secrets and the
app's own files; a deny still wins. Grants ("approve for this session", "always") turn an ask into an
allow, never a deny, and never get past the protective layer.
"""

from __future__ import annotations

import enum
import fnmatch
import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from wcmatch import glob as wcglob

from desktop_agent.agent.protected import ProtectedPaths
from desktop_agent.agent.shell_rules import (
    CommandPattern,
    ParsedCommand,
    SimpleCommand,
    caution,
    parse_command,
)
from desktop_agent.domain.tools import SubjectKind, ToolSpec

_PATH_FLAGS = wcglob.GLOBSTAR | wcglob.DOTMATCH | wcglob.MATCHBASE | wcglob.FORCEUNIX | wcglob.BRACE


class Action(enum.StrEnum):
    ALLOW = "allow"
    ASK = "ask"
    DENY = "deny"


@dataclass(frozen=True, slots=True)
class Rule:
    tool: str
    """A glob on the tool name ("read_file", "git__*", "*")."""
    action: Action
    pattern: str | None = None
    """What the call touches (a path glob, a command pattern, a host); None matches every call."""
    exact: bool = False
    """Not a pattern: the tool's name and the whole subject, character for character (`*`, `?`, `[`,
    `**` and a command's words mean themselves). With no pattern it matches nothing. Made for a scheduled
    run's re-run with the calls it refused approved (`core.scheduled_run`), never saved."""

    def applies_to(self, tool: str) -> bool:
        if self.exact:
            return tool == self.tool
        return fnmatch.fnmatchcase(tool, self.tool)


@dataclass(frozen=True, slots=True)
class Decision:
    action: Action
    protected: str = ""
    """Why the protective layer asks (empty when it does not)."""
    granted: bool = False
    """A grant turned what would have been a question into an allow."""
    caution: str = ""
    """Why no pattern rule could allow this call (a command that cannot be split, or with an option that
    writes files or runs programs), for the person; empty when there is nothing to say."""


class PermissionPolicy:
    def __init__(
        self,
        rules: Sequence[Rule] = (),
        *,
        workspace: Path | None = None,
        protected_dirs: Sequence[Path] = (),
    ) -> None:
        self._rules = tuple(rules)
        self._protected = ProtectedPaths(workspace, protected_dirs)

    @property
    def rules(self) -> tuple[Rule, ...]:
        return self._rules

    def decide(self, spec: ToolSpec, subject: str | None, grants: Iterable[Rule] = ()) -> Action:
        return self.evaluate(spec, subject, grants).action

    def evaluate(
        self, spec: ToolSpec, subject: str | None, grants: Iterable[Rule] = (), *, must_ask: str = ""
    ) -> Decision:
        """`must_ask`: why this one call asks whatever the rules and grants say (a tool's own word, e.g. a
        command that asks to run outside the sandbox); a deny still wins."""
        kind = spec.subject_kind
        target = _Subject.of(kind, subject)
        default = Action.ASK if spec.side_effects or _leaves_workspace(kind, subject) else Action.ALLOW
        actions = [default] * len(target.units)
        for rule in self._rules:
            if not rule.applies_to(spec.name):
                continue
            for i, unit in enumerate(target.units):
                if target.matches(rule, unit):
                    actions[i] = rule.action
        protected = self.protected_reason(kind, subject)
        note = caution(target.command) if target.command is not None else ""
        if Action.DENY in actions:
            return Decision(Action.DENY, protected, caution=note)
        forced = " ".join(dict.fromkeys(reason for reason in (spec.always_ask, must_ask) if reason))
        if forced:  # enforced here, whatever the rules and the saved approvals say
            return Decision(Action.ASK, protected, caution=f"{note} {forced}".strip())
        granted = False
        usable = [g for g in grants if g.action is Action.ALLOW and g.applies_to(spec.name)]
        for i, unit in enumerate(target.units):
            if actions[i] is Action.ASK and any(target.matches(g, unit) for g in usable):
                actions[i], granted = Action.ALLOW, True
        if all(a is Action.ALLOW for a in actions):
            if protected:
                return Decision(Action.ASK, protected, caution=note)
            return Decision(Action.ALLOW, granted=granted)
        return Decision(Action.ASK, protected, caution=note)

    def protected_reason(self, kind: SubjectKind | None, subject: str | None) -> str:
        if subject is None:
            return ""
        if kind == "path":
            return self._protected.path_reason(subject)
        if kind == "command":
            return self._protected.command_reason(subject)
        return ""


@dataclass(frozen=True, slots=True)
class _Subject:
    kind: SubjectKind | None
    text: str | None
    command: ParsedCommand | None
    units: tuple[SimpleCommand | None, ...]
    """What each rule is matched against: the simple commands of a command, or the subject itself."""

    @classmethod
    def of(cls, kind: SubjectKind | None, text: str | None) -> _Subject:
        if kind == "command" and text is not None:
            parsed = parse_command(text)
            return cls(kind, text, parsed, parsed.parts or (None,))
        return cls(kind, text, None, (None,))

    def matches(self, rule: Rule, unit: SimpleCommand | None) -> bool:
        if rule.exact:  # the whole subject, for every part of a command alike
            return rule.pattern is not None and self.text is not None and self.text == rule.pattern
        if rule.pattern is None:
            return True
        if self.text is None:
            return False
        if self.command is not None:
            pattern = _command_pattern(rule.pattern)
            if pattern.names_exactly(self.command):
                return True
            if unit is None:
                return rule.action is Action.DENY and pattern.matches_opaque(self.command)
            if rule.action is Action.DENY:
                return pattern.matches_inside(unit)
            return pattern.matches_part(unit)
        if self.kind == "path":
            return path_matches(rule.pattern, self.text)
        if self.kind == "url":
            return host_matches(rule.pattern, self.text)
        return fnmatch.fnmatchcase(self.text, rule.pattern)


@functools.lru_cache(maxsize=512)
def _command_pattern(text: str) -> CommandPattern:
    return CommandPattern.compile(text)


def path_matches(pattern: str, path: str) -> bool:
    return bool(wcglob.globmatch(_posix(path), _posix(pattern), flags=_PATH_FLAGS))


def _posix(path: str) -> str:
    clean = path.replace("\\", "/")
    while clean.startswith("./"):
        clean = clean[2:]
    return clean


def host_of(url: str) -> str | None:
    try:
        host = urlsplit(url if "://" in url else f"//{url}").hostname
    except ValueError:
        return None
    return host.rstrip(".").lower() if host else None


def host_matches(pattern: str, url: str) -> bool:
    host = host_of(url)
    wanted = pattern.strip().lower()
    if "/" in wanted:
        wanted = host_of(wanted) or ""
    return bool(host) and bool(wanted) and fnmatch.fnmatchcase(host or "", wanted.rstrip("."))


def _leaves_workspace(kind: SubjectKind | None, subject: str | None) -> bool:
    """A path subject that is absolute or climbs out with `..` (the tools refuse these anyway)."""
    if kind != "path" or subject is None:
        return False
    text = subject.replace("\\", "/")
    return text.startswith(("/", "~")) or text == ".." or text.startswith("../") or ":" in text[:3]
