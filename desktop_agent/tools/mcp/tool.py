"""An MCP server's tool as one of the app's tools: the spec says what the server said; calls go to it."""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Protocol

from desktop_agent.domain.tools import ToolPreview, ToolSpec
from desktop_agent.tools.base import ToolArgumentsError, ToolContext, ToolOutput
from desktop_agent.tools.mcp.status import CallProgress

if TYPE_CHECKING:
    from mcp.types import Tool as RemoteTool


class CallServer(Protocol):
    """Calls a server's tool: (server name, the tool's name on the server, arguments, the call's id)."""

    def __call__(
        self,
        server: str,
        tool: str,
        arguments: dict[str, Any],
        *,
        call_id: str = "",
        on_progress: Callable[[CallProgress], None] | None = None,
    ) -> Awaitable[ToolOutput]: ...


def object_schema(schema: dict[str, Any] | None) -> dict[str, Any]:
    """The server's inputSchema as given; an empty one becomes the empty object schema providers require."""
    if not schema:
        return {"type": "object", "properties": {}}
    return dict(schema)


def remote_spec(server: str, remote: RemoteTool, name: str) -> ToolSpec:
    """What the app makes of a server's tool, named ``name`` (``server__tool``)."""
    hints = remote.annotations
    # Hints are the server's word, not a guarantee: a tool runs without asking only when it says both that
    # it changes nothing and that it stays off the network (openWorldHint defaults to true in the
    # protocol). Anything else asks, as tools with side effects do.
    read_only = bool(hints is not None and hints.read_only_hint and hints.open_world_hint is False)
    return ToolSpec(
        name,
        remote.description or remote.title or "",
        object_schema(remote.input_schema),
        side_effects=not read_only,
        source=server,
    )


class McpTool:
    def __init__(self, spec: ToolSpec, remote_name: str, call: CallServer) -> None:
        self._spec = spec
        self.remote_name = remote_name
        self._call = call

    @property
    def spec(self) -> ToolSpec:
        return self._spec

    @functools.cached_property
    def _validator(self) -> Any:
        from jsonschema import validators
        from jsonschema.exceptions import SchemaError

        try:
            cls = validators.validator_for(self._spec.parameters)
            cls.check_schema(self._spec.parameters)
        except SchemaError:
            return None  # the server's own check is the only one then
        return cls(self._spec.parameters)

    def validate(self, arguments: dict[str, Any]) -> dict[str, Any]:
        validator = self._validator
        if validator is not None:
            errors = sorted(validator.iter_errors(arguments), key=lambda e: list(e.absolute_path))
            if errors:
                problems = "; ".join(
                    f"{'.'.join(str(p) for p in e.absolute_path) or 'arguments'}: {e.message}"
                    for e in errors[:5]
                )
                raise ToolArgumentsError(f"Invalid arguments for {self._spec.name}: {problems}")
        return arguments

    def permission_subject(self, arguments: dict[str, Any]) -> str | None:
        return None

    async def preview(self, arguments: dict[str, Any]) -> ToolPreview | None:
        return None

    async def run(self, arguments: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        def heard(update: CallProgress) -> None:
            ctx.progress(update.progress, update.total, update.message or "")

        return await self._call(
            self._spec.source, self.remote_name, arguments, call_id=ctx.call_id, on_progress=heard
        )
