"""Updates of the installed app: how it was installed, the signed update feed, and the folder swap.

An outside-world adapter (the network, the install folder): the core's `UpdateService` is the only user.
Importing this package is cheap; the update framework (tufup, python-tuf) is imported only by
`desktop_agent.updates.feed`, when a check or an update actually runs.
"""

from desktop_agent.updates.installation import detect_installation, platform_tag
from desktop_agent.updates.model import (
    AppliedUpdate,
    Installation,
    InstallKind,
    UpdateOffer,
    UpdateProgress,
)

__all__ = [
    "AppliedUpdate",
    "InstallKind",
    "Installation",
    "UpdateOffer",
    "UpdateProgress",
    "detect_installation",
    "platform_tag",
]
