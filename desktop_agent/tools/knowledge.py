"""`search_knowledge`: the model searches the knowledge bases this session uses and gets passages with
where they are (path, lines or page) and an id to cite (`kb:NAME#chunkid`). A read: nothing to approve."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import ClassVar

from pydantic import BaseModel, Field

from desktop_agent.domain.citations import attribute, neutralize
from desktop_agent.domain.knowledge import Passage
from desktop_agent.tools.base import PydanticTool, ToolContext, ToolError, ToolOutput

SearchBases = Callable[[Sequence[str], str, int], Awaitable[list[Passage]]]


class SearchKnowledgeArgs(BaseModel):
    query: str = Field(min_length=1, max_length=2000, description="Words, a question or an exact identifier")
    top: int = Field(default=5, ge=1, le=20, description="How many passages")
    bases: list[str] | None = Field(
        default=None, max_length=20, description="Only these of the session's knowledge bases (default: all)"
    )


class SearchKnowledgeTool(PydanticTool[SearchKnowledgeArgs]):
    name: ClassVar[str] = "search_knowledge"
    description: ClassVar[str] = (
        "Search the person's knowledge bases (their documents) and get the passages that match, each with "
        "its source file, lines or page, and an id like kb:NAME#12 (a short document comes whole, passage by "
        "passage). Cite every passage you use right after "
        "what it supports, as [kb:NAME#12] (the id in square brackets); cite only ids you were given."
    )
    side_effects: ClassVar[bool] = False
    args_model = SearchKnowledgeArgs

    def __init__(self, bases: Sequence[str], search: SearchBases) -> None:
        self._bases = tuple(bases)
        self._search = search

    async def run(self, arguments: SearchKnowledgeArgs, ctx: ToolContext) -> ToolOutput:
        bases = self._bases
        if arguments.bases is not None:
            unknown = [b for b in arguments.bases if b not in self._bases]
            if unknown:
                raise ToolError(
                    f"{unknown[0]!r} is not a knowledge base of this session; it searches "
                    f"{', '.join(self._bases)}."
                )
            bases = tuple(dict.fromkeys(arguments.bases)) or self._bases
        passages = await self._search(bases, arguments.query, arguments.top)
        if not passages:
            return ToolOutput(f"Nothing in {', '.join(bases)} matches {arguments.query!r}.")
        blocks = []
        for p in passages:
            heading = f' heading="{attribute(p.heading)}"' if p.heading else ""
            blocks.append(
                f'<passage id="{p.cite}" source="{attribute(p.where)}"{heading}>\n'
                f"{neutralize(p.text)}\n</passage>"
            )
        return ToolOutput("\n".join(blocks))
