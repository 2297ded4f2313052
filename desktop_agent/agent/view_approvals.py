"""A tool call an MCP App's view makes, outside any turn, held to the same rules as the model's calls of
that tool: the permission rules, the session's approvals and the saved grants decide, and what asks is put
to the person with the same approval (`ApprovalRequested`) the model's call would show. An answer "for this
session" or "always" is saved as it would be for the model's call.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from desktop_agent.agent.approvals import SavedGrants, reason_for, risk_of
from desktop_agent.agent.interactions import ApprovalChoice, ApprovalDecision
from desktop_agent.agent.policy import Action, PermissionPolicy, Rule
from desktop_agent.domain.events import ApprovalRequested
from desktop_agent.domain.ids import new_id
from desktop_agent.domain.tools import ToolSpec

log = logging.getLogger(__name__)

Ask = Callable[[ApprovalRequested], Awaitable[ApprovalDecision]]


async def approve_view_call(
    spec: ToolSpec,
    arguments: dict[str, Any],
    *,
    call_id: str,
    policy: PermissionPolicy,
    grants: list[Rule],
    saved: SavedGrants | None,
    ask: Ask,
) -> bool:
    """Whether the call may run: allowed by the rules and approvals, or approved by the person now."""
    held, changed = list(grants), ""
    if saved is not None:
        granted = await asyncio.to_thread(saved.for_tool, spec)
        held.extend(granted.rules)
        changed = granted.definition_changed
    decision = policy.evaluate(spec, None, held)
    if decision.action is Action.DENY:
        log.info("A view's call of %s was denied by a permission rule", spec.name)
        return False
    if decision.action is Action.ALLOW:
        return True
    request = ApprovalRequested(
        "",
        new_id("approval"),
        call_id,
        spec.name,
        arguments,
        reason_for(spec.side_effects, decision, changed),
        spec.source,
        risk=risk_of(spec, decision),
        protected=decision.protected,
        definition_changed=changed,
        by_view=True,
    )
    answer = await ask(request)
    if answer.choice in (ApprovalChoice.APPROVE_SESSION, ApprovalChoice.APPROVE_ALWAYS):
        if saved is not None:
            problem = await asyncio.to_thread(saved.remember, spec, answer)
            if problem is not None:
                log.warning("A view's approval could not be saved: %s", problem.message)
        else:
            grants.append(Rule(spec.name, Action.ALLOW, answer.pattern or None))
    return answer.approved
