"""The model asks the person a question; the turn waits for the answer."""

from __future__ import annotations

from pydantic import BaseModel, Field

from desktop_agent.tools.base import PydanticTool, ToolContext, ToolOutput


class AskUserArgs(BaseModel):
    question: str = Field(min_length=1, description="The question, written for the person.")
    choices: list[str] = Field(default_factory=list, description="Optional answers to pick from.")


class AskUserTool(PydanticTool[AskUserArgs]):
    name = "ask_user"
    description = (
        "Ask the person a question and wait for their answer. Use it when you need a decision or "
        "information only they have; offer choices when the answer is one of a few options."
    )
    side_effects = False
    args_model = AskUserArgs

    async def run(self, arguments: AskUserArgs, ctx: ToolContext) -> ToolOutput:
        answer = await ctx.ask_user(arguments.question, arguments.choices)
        return ToolOutput(answer)
