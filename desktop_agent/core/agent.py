"""The agent's objects front ends hold: a conversation, a running turn, agent profiles.

Importing this loads the agent (its loop, tools and policy): front ends name these under TYPE_CHECKING,
or import them once a turn or a session needs them.
"""

from desktop_agent.agent.compaction import active as active_compaction
from desktop_agent.agent.profiles import BUILT_IN_PROFILES, AgentProfile
from desktop_agent.agent.run import Run
from desktop_agent.agent.service import AgentService, ChatSession, resolve_profile
from desktop_agent.agent.system_prompt import PromptPreview, PromptSection

__all__ = [
    "BUILT_IN_PROFILES",
    "AgentProfile",
    "AgentService",
    "ChatSession",
    "PromptPreview",
    "PromptSection",
    "Run",
    "active_compaction",
    "resolve_profile",
]
