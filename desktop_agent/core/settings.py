"""The settings model, for front ends that show or edit it (the core owns loading and applying it)."""

from desktop_agent.config.settings import (
    InvalidSettings,
    NetworkSettings,
    ProfileSettings,
    ProviderSettings,
    RetrySettings,
    RuleSettings,
    SandboxSettings,
    Settings,
    WebSearchSettings,
    load_settings,
    problem_of,
    save_settings,
)

__all__ = [
    "InvalidSettings",
    "NetworkSettings",
    "ProfileSettings",
    "ProviderSettings",
    "RetrySettings",
    "RuleSettings",
    "SandboxSettings",
    "Settings",
    "WebSearchSettings",
    "load_settings",
    "problem_of",
    "save_settings",
]
