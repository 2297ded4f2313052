"""A name -> tool map handed to the loop; profiles take subsets of it."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from desktop_agent.domain.tools import ToolSpec
from desktop_agent.tools.base import Tool


class ToolRegistry:
    def __init__(self, tools: Iterable[Tool] = ()) -> None:
        self._tools: dict[str, Tool] = {}
        for tool in tools:
            name = tool.spec.name
            if name in self._tools:
                raise ValueError(f"Two tools are called {name!r}")
            self._tools[name] = tool

    def get(self, name: str) -> Tool | None:
        return self._tools.get(name)

    def names(self) -> list[str]:
        return list(self._tools)

    def specs(self) -> list[ToolSpec]:
        return [t.spec for t in self._tools.values()]

    def subset(self, keep: Callable[[Tool], bool]) -> ToolRegistry:
        return ToolRegistry(t for t in self._tools.values() if keep(t))

    def with_tool(self, tool: Tool) -> ToolRegistry:
        return ToolRegistry([*self._tools.values(), tool])

    def __len__(self) -> int:
        return len(self._tools)
