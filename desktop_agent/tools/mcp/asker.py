"""Who answers what an MCP server asks of the person: the front end in use (the window's dialogs, the
terminal), set on the manager by the core. Without one, a form or address is declined and a sampling
request refused, and the server is told.
"""

from __future__ import annotations

from typing import Protocol

from desktop_agent.tools.mcp.elicitation import ElicitationAnswer, ElicitationRequest, FormRequest
from desktop_agent.tools.mcp.sampling import SamplingAnswer, SamplingRefusal, SamplingRequest


class McpAsker(Protocol):
    async def elicit(self, server: str, request: ElicitationRequest) -> ElicitationAnswer:
        """The person's answer to a form or an address to open (``server`` is the server's name)."""
        ...

    async def sample(self, server: str, request: SamplingRequest) -> SamplingAnswer:
        """The model's answer once the person approved the request, or the refusal."""
        ...


class DefaultsAsker:
    """For a client nobody sits at (the conformance suite's): a form is accepted with the schema's
    defaults; an address is declined and sampling refused, as nobody can look at them."""

    async def elicit(self, server: str, request: ElicitationRequest) -> ElicitationAnswer:
        if isinstance(request, FormRequest):
            return ElicitationAnswer("accept", dict(request.defaults()))
        return ElicitationAnswer.decline()

    async def sample(self, server: str, request: SamplingRequest) -> SamplingAnswer:
        return SamplingRefusal("No one is here to approve sampling requests.")
