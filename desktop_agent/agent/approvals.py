"""Around an approval: the grants saved for a session, the risk shown, the preview, a suggested pattern."""

from __future__ import annotations

import asyncio
import logging
import posixpath
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from desktop_agent.agent.interactions import ApprovalChoice, ApprovalDecision
from desktop_agent.agent.policy import Action, Decision, Rule, host_of
from desktop_agent.agent.shell_rules import suggest_pattern as suggest_command_pattern
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.tools import ToolPreview, ToolSpec
from desktop_agent.storage.permissions import Grant, PermissionFileError, PermissionStore
from desktop_agent.tools.base import Tool, ToolError

log = logging.getLogger(__name__)

Risk = Literal["low", "medium", "high"]
PREVIEW_TIMEOUT_S = 10.0
_DELETING = re.compile(r"(^|[_\-.])(delete|remove|rm|unlink|trash|drop|destroy|erase)([_\-.]|$)", re.I)


@dataclass(frozen=True, slots=True)
class Granted:
    """What the saved grants say about one tool right now."""

    rules: tuple[Rule, ...]
    """The grants that hold, as allow rules for the policy."""
    definition_changed: str = ""
    """A diff when an MCP tool's earlier approval no longer holds because its definition changed."""
    problem: UserFacingError | None = None
    """The permission file could not be read (its grants are not used)."""


class SavedGrants:
    """The permission store as seen from one session in one folder."""

    def __init__(self, store: PermissionStore, session_id: str, workspace: Path) -> None:
        self._store = store
        self._session_id = session_id
        self._workspace = workspace

    @property
    def store(self) -> PermissionStore:
        return self._store

    def for_tool(self, spec: ToolSpec) -> Granted:
        try:
            grants = [g for g in self._store.grants_for(self._session_id, self._workspace) if g.names(spec)]
        except PermissionFileError as err:
            return Granted((), problem=err)
        holding = tuple(Rule(spec.name, Action.ALLOW, g.pattern) for g in grants if g.holds_for(spec))
        changed = next((g.changes_for(spec) for g in grants if not g.holds_for(spec)), "")
        return Granted(holding, changed)

    def remember(self, spec: ToolSpec, decision: ApprovalDecision) -> UserFacingError | None:
        """Save a session or "always" approval; an error (the call still runs) when it cannot be saved."""
        if decision.choice is ApprovalChoice.APPROVE_SESSION:
            grant = Grant.approving(
                spec,
                scope="session",
                session_id=self._session_id,
                workspace=self._workspace,
                pattern=decision.pattern,
            )
        elif decision.choice is ApprovalChoice.APPROVE_ALWAYS:
            grant = Grant.approving(
                spec,
                scope="global",
                workspace=None if decision.every_folder else self._workspace,
                pattern=decision.pattern,
            )
        else:
            return None
        try:
            for old in self._store.grants_for(self._session_id, self._workspace):
                if old.names(spec) and not old.holds_for(spec):
                    self._store.revoke(old.id)  # approved again: the outdated approval goes
            self._store.add(grant)
        except PermissionFileError as err:
            return err
        return None


def risk_of(spec: ToolSpec, decision: Decision) -> Risk:
    if decision.protected or spec.subject_kind == "command":
        return "high"
    if spec.side_effects and (spec.source != "built-in" or _DELETING.search(spec.name)):
        return "high"
    if spec.side_effects or spec.subject_kind == "url":
        return "medium"
    return "low"


def reason_for(side_effects: bool, decision: Decision, changed: str) -> str:
    """Why a call asks, as the approval shows it."""
    if changed:
        return "This tool's definition changed since you approved it; the approval no longer holds."
    if decision.protected:
        reason = f"{decision.protected} Calls touching it always ask."
    elif side_effects:
        reason = "This tool can change things on your computer."
    else:
        reason = "A rule asks first."
    return f"{reason} {decision.caution}" if decision.caution else reason


def suggest_pattern(spec: ToolSpec, subject: str | None) -> str | None:
    """A pattern the person may pick for "approve calls like this one"."""
    if subject is None:
        return None
    if spec.subject_kind == "command":
        return suggest_command_pattern(subject)
    if spec.subject_kind == "url":
        return host_of(subject)
    if spec.subject_kind == "path":
        folder = posixpath.dirname(subject.replace("\\", "/"))
        return f"{folder}/**" if folder and folder not in (".", "/") else subject
    return None


async def preview_of(tool: Tool, arguments: Any) -> ToolPreview | None:
    """The tool's preview; a failing or hanging preview becomes a text saying so, never an error."""
    try:
        async with asyncio.timeout(PREVIEW_TIMEOUT_S):  # not wait_for: it may swallow a Stop on 3.11
            return await tool.preview(arguments)
    except TimeoutError:
        return ToolPreview("text", f"No preview: it took longer than {PREVIEW_TIMEOUT_S:.0f} s.")
    except ToolError as exc:  # the tool refuses these arguments (a path outside the workspace): no bug
        log.info("No preview of %s: %s", tool.spec.name, exc)
        return ToolPreview("text", f"No preview: {type(exc).__name__}: {exc}")
    except Exception as exc:
        log.warning("Preview of %s failed", tool.spec.name, exc_info=True)
        return ToolPreview("text", f"No preview: {type(exc).__name__}: {exc}")
