"""The settings model, for front ends that show or edit it (the core owns loading and applying it)."""

from desktop_agent.config.settings import (
    NetworkSettings,
    ProfileSettings,
    ProviderSettings,
    RetrySettings,
    RuleSettings,
    SandboxSettings,
    Settings,
    WebSearchSettings,
    load_settings,
    save_settings,
)

__all__ = [
    "NetworkSettings",
    "ProfileSettings",
    "ProviderSettings",
    "RetrySettings",
    "RuleSettings",
    "SandboxSettings",
    "Settings",
    "WebSearchSettings",
    "load_settings",
    "save_settings",
]
