"""What the model is told about a tool, and what the loop knows of it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


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
