"""Context windows of well-known cloud models (tokens), by model id prefix: the providers' own model lists
mostly do not say. The settings' `context_windows` correct or extend this; local servers say theirs
(`providers.context_window`)."""

from __future__ import annotations

# Longest prefix wins; ids are matched in lower case. Checked against the providers' model pages.
KNOWN_WINDOWS: dict[str, int] = {
    "claude-": 200_000,
    "gpt-4.1": 1_047_576,
    "gpt-4o": 128_000,
    "gpt-4-turbo": 128_000,
    "gpt-5": 400_000,
    "o1": 200_000,
    "o3": 200_000,
    "o4-mini": 200_000,
    "gemini-1.5-pro": 2_097_152,
    "gemini-1.5-flash": 1_048_576,
    "gemini-2.0-flash": 1_048_576,
    "gemini-2.5-": 1_048_576,
    "deepseek-chat": 128_000,
    "deepseek-reasoner": 128_000,
    "llama-3.1-": 131_072,
    "llama-3.3-": 131_072,
    "mistral-large": 128_000,
}


def own_window(model: str, overrides: dict[str, int] | None) -> int | None:
    """The window the person set for `model` in the settings' table (its exact id, or the model part of a
    `provider/model` id); None when they did not."""
    if overrides and model in overrides:
        return overrides[model]
    name = model.rsplit("/", 1)[-1].lower()
    if overrides and name in overrides:
        return overrides[name]
    return None


def table_window(model: str) -> int | None:
    """The window of `model` from the known prefixes; None when unknown."""
    name = model.rsplit("/", 1)[-1].lower()
    best = max((p for p in KNOWN_WINDOWS if name.startswith(p)), key=len, default=None)
    return KNOWN_WINDOWS[best] if best is not None else None


def known_window(model: str, overrides: dict[str, int] | None = None) -> int | None:
    """The window of `model` from the settings' table (exact id), else the known prefixes; None when
    unknown. A `provider/model` id is looked up by its model part too."""
    return own_window(model, overrides) or table_window(model)
