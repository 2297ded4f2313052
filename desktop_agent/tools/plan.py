"""`update_plan`: the agent says where it is in its plan; the window shows the checklist ticking.

It changes nothing outside the conversation, so it needs no approval; the person sees every update as
the tool's card."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from desktop_agent.tools.base import PydanticTool, ToolContext, ToolOutput


class PlanStep(BaseModel):
    step: str = Field(min_length=1, max_length=500, description="The step, in a few words.")
    status: Literal["pending", "in_progress", "completed"] = Field(description="Where the step is.")


class UpdatePlanArgs(BaseModel):
    steps: list[PlanStep] = Field(
        min_length=1, max_length=50, description="Every step of the plan, in order."
    )


class UpdatePlanTool(PydanticTool[UpdatePlanArgs]):
    name = "update_plan"
    description = (
        "Keep the person up to date on your plan: send every step with its status (pending, in_progress, "
        "completed) when a step starts or ends."
    )
    side_effects = False
    args_model = UpdatePlanArgs

    async def run(self, arguments: UpdatePlanArgs, ctx: ToolContext) -> ToolOutput:
        done = sum(1 for s in arguments.steps if s.status == "completed")
        return ToolOutput(f"Plan updated: {done} of {len(arguments.steps)} steps done.")
