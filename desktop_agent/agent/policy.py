"""Permission rules: allow / ask / deny by tool and argument pattern; the last matching rule wins."""

from __future__ import annotations

import enum
import fnmatch
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from desktop_agent.domain.tools import ToolSpec


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
    """A glob on what the call touches (its path, its command); None matches every call."""

    def matches(self, tool: str, subject: str | None) -> bool:
        if not fnmatch.fnmatchcase(tool, self.tool):
            return False
        if self.pattern is None:
            return True
        return subject is not None and fnmatch.fnmatchcase(subject, self.pattern)


class PermissionPolicy:
    """Defaults: tools without side effects are allowed, everything else asks.

    Grants made while a session runs ("approve for this session") can turn an ask into an allow,
    never a deny into an allow.
    """

    def __init__(self, rules: Sequence[Rule] = ()) -> None:
        self._rules = tuple(rules)

    @property
    def rules(self) -> tuple[Rule, ...]:
        return self._rules

    def decide(self, spec: ToolSpec, subject: str | None, grants: Iterable[Rule] = ()) -> Action:
        action = Action.ASK if spec.side_effects else Action.ALLOW
        for rule in self._rules:
            if rule.matches(spec.name, subject):
                action = rule.action
        if action is Action.ASK and any(g.matches(spec.name, subject) for g in grants):
            return Action.ALLOW
        return action
