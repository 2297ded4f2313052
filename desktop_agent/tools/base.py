"""The tool protocol: what the loop needs from a tool, and a base class for tools with pydantic arguments."""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from desktop_agent.domain.tools import SubjectKind, ToolPreview, ToolSpec

if TYPE_CHECKING:  # pydantic loads with the first tool built, not with the window that lists them
    from pydantic import BaseModel

AskUser = Callable[[str, Sequence[str]], Awaitable[str]]


class ToolError(Exception):
    """An expected failure, told to the model as an error result (file missing, outside workspace...)."""


class ToolArgumentsError(ToolError):
    """The arguments do not fit the tool's schema."""


Progress = Callable[[float, float | None, str], None]
"""(progress, total or None, message): how far a running call has come, as its tool reports it."""


def _no_progress(progress: float, total: float | None, message: str) -> None:
    return None


@dataclass(frozen=True, slots=True)
class ToolContext:
    workspace: Path
    call_id: str
    ask_user: AskUser
    progress: Progress = _no_progress
    """Report how far the call has come (shown on its card); tools that cannot say leave it alone."""


@dataclass(frozen=True, slots=True)
class ToolOutput:
    content: str
    is_error: bool = False
    images: tuple[tuple[str, bytes], ...] = ()
    """Images the tool returned for the model to see, as (media type, bytes)."""


class Tool(Protocol):
    @property
    def spec(self) -> ToolSpec: ...

    def validate(self, arguments: dict[str, Any]) -> Any:
        """Check the arguments against the schema; raise ToolArgumentsError with a readable message."""
        ...

    def permission_subject(self, arguments: Any) -> str | None:
        """What permission rules match against (a path, a command); None when nothing specific."""
        ...

    async def preview(self, arguments: Any) -> ToolPreview | None:
        """What the person should see before approving (a diff of a file edit, the exact command)."""
        ...

    async def run(self, arguments: Any, ctx: ToolContext) -> ToolOutput: ...


A = TypeVar("A", bound="BaseModel")


class PydanticTool(Generic[A]):
    """A tool whose arguments are a pydantic model; the schema the model sees is generated from it."""

    name: ClassVar[str]
    description: ClassVar[str]
    side_effects: ClassVar[bool] = True
    subject_kind: ClassVar[SubjectKind | None] = None
    args_model: type[A]

    @functools.cached_property
    def spec(self) -> ToolSpec:
        """Built once: generating the JSON schema costs milliseconds, and every step sends it."""
        schema = self.args_model.model_json_schema()
        schema.pop("title", None)
        return ToolSpec(
            self.name,
            self.description,
            schema,
            side_effects=self.side_effects,
            subject_kind=self.subject_kind,
        )

    def validate(self, arguments: dict[str, Any]) -> A:
        from pydantic import ValidationError

        try:
            return self.args_model.model_validate(arguments)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in err['loc']) or 'arguments'}: {err['msg']}" for err in exc.errors()
            )
            raise ToolArgumentsError(f"Invalid arguments for {self.name}: {problems}") from None

    def permission_subject(self, arguments: A) -> str | None:
        return None

    async def preview(self, arguments: A) -> ToolPreview | None:
        return None

    async def run(self, arguments: A, ctx: ToolContext) -> ToolOutput:
        raise NotImplementedError
