"""`search_knowledge`: the model searches the knowledge bases this session uses and gets passages with
where they are (path, lines or page) and an id to cite (`kb:NAME#chunkid`). A read: nothing to approve."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import ClassVar

from pydantic import BaseModel, Field

from desktop_agent.domain.knowledge import Passage
from desktop_agent.tools.base import PydanticTool, ToolContext, ToolOutput

SearchBases = Callable[[Sequence[str], str, int], Awaitable[list[Passage]]]


class SearchKnowledgeArgs(BaseModel):
    query: str = Field(min_length=1, max_length=2000, description="Words, a question or an exact identifier")
    top: int = Field(default=5, ge=1, le=20, description="How many passages")


class SearchKnowledgeTool(PydanticTool[SearchKnowledgeArgs]):
    name: ClassVar[str] = "search_knowledge"
    description: ClassVar[str] = (
        "Search the person's knowledge bases (their documents) and get the passages that match, each with "
        "its source file, lines or page, and an id like kb:NAME#12. Cite the id of every passage you use."
    )
    side_effects: ClassVar[bool] = False
    args_model = SearchKnowledgeArgs

    def __init__(self, bases: Sequence[str], search: SearchBases) -> None:
        self._bases = tuple(bases)
        self._search = search

    async def run(self, arguments: SearchKnowledgeArgs, ctx: ToolContext) -> ToolOutput:
        passages = await self._search(self._bases, arguments.query, arguments.top)
        if not passages:
            return ToolOutput(f"Nothing in {', '.join(self._bases)} matches {arguments.query!r}.")
        blocks = []
        for p in passages:
            heading = f' heading="{p.heading}"' if p.heading else ""
            blocks.append(f'<passage id="{p.cite}" source="{p.where}"{heading}>\n{p.text}\n</passage>')
        return ToolOutput("\n".join(blocks))
