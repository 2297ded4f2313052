"""What the model is told about a tool, and what the loop knows of it."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, Literal

SubjectKind = Literal["path", "command", "url"]
"""What a tool's permission subject is: rules match paths by glob, commands by parsed parts, urls by host."""

LEAVES_SANDBOX = "The model asks to run this command outside the sandbox, with all of your rights."
"""Why a command asks when the model asked to run it outside the sandbox (`ApprovalRequested.unconfined`)."""


@dataclass(frozen=True, slots=True)
class ToolSpec:
    name: str
    description: str
    parameters: dict[str, Any] = field(default_factory=dict)
    """JSON Schema of the arguments (an object schema)."""
    side_effects: bool = True
    """Anything that changes the world defaults to asking the person first."""
    source: str = "built-in"
    """Where the tool comes from: "built-in" or an MCP server's name."""
    subject_kind: SubjectKind | None = None
    """What `Tool.permission_subject` returns for this tool, if anything."""
    always_ask: str = ""
    """Why every call of this tool asks, whatever rules and saved approvals say (commands when no sandbox
    confines them); empty when the rules decide. Not part of what the model is told."""

    @property
    def definition_hash(self) -> str:
        """A hash of what the model is told (name, description, schema): approvals of MCP tools pin it."""
        canonical = json.dumps(
            {"name": self.name, "description": self.description, "parameters": self.parameters},
            sort_keys=True,
            separators=(",", ":"),
            ensure_ascii=False,
        )
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class ToolPreview:
    """What the approval dialog shows besides the arguments: a unified diff, the exact command, or text."""

    kind: Literal["diff", "command", "text"]
    text: str
