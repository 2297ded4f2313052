"""Which provider and model a turn uses: the one function every front end asks.

The window's header, a new session in the window, and `desktop-agent chat` all resolve a model here, so
the same settings file gives the same answer everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_agent.config.settings import Settings
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.providers.presets import (
    PRESETS,
    ProviderPreset,
    UnknownProviderError,
    infer_provider,
    resolve_preset,
)

FALLBACK_PROVIDER = "openai"


@dataclass(frozen=True, slots=True)
class ModelChoice:
    provider: str
    """A built-in preset's name or a custom endpoint's name from the settings."""
    model: str


def preset_for(name: str, settings: Settings) -> ProviderPreset:
    """A built-in preset or a custom endpoint of the settings; UserFacingError when neither exists."""
    try:
        return resolve_preset(name, settings.providers)
    except UnknownProviderError:
        known = ", ".join(provider_names(settings))
        raise UserFacingError(
            ErrorKind.CONFIG,
            f"The provider “{name}” is not set up.",
            f"Use one of: {known}; or add it in Settings › Providers.",
        ) from None


def provider_names(settings: Settings) -> list[str]:
    """Every provider the person can pick: the built-in ones, then their own endpoints."""
    custom = [name for name, entry in settings.providers.items() if entry.kind is not None]
    return [*PRESETS, *(name for name in custom if name not in PRESETS)]


def choose_model(
    settings: Settings,
    *,
    provider: str | None = None,
    model: str | None = None,
    agent: str | None = None,
) -> ModelChoice:
    """The provider and model for a turn.

    In order: the model asked for (or the agent profile's own model) — with its provider inferred from
    the id when none is named (`claude-…`, `gpt-…`, `ollama/llama3`); the provider asked for, else the
    default provider, else the one the default model implies, else OpenAI. The model, when none was
    asked for: the default model when the provider is the default one (it is the person's "Default
    model" setting), else the provider's own default model from the settings, else the preset's.
    Raises UserFacingError for a provider that is neither built in nor a custom endpoint.
    """
    profile = settings.profiles.get(agent or settings.default_agent)
    wanted = model or (profile.model if profile is not None else None)
    name = provider.lower() if provider else None
    if wanted and name is None:
        inferred = infer_provider(wanted)
        if inferred is not None:
            name, wanted = inferred[0].name, inferred[1]
    default_name = settings.default_provider
    if default_name is None and settings.default_model:
        inferred_default = infer_provider(settings.default_model)
        default_name = inferred_default[0].name if inferred_default is not None else FALLBACK_PROVIDER
    if name is None:
        name = default_name or FALLBACK_PROVIDER
    preset = preset_for(name, settings)
    if wanted and "/" in wanted and wanted.split("/", 1)[0].lower() == preset.name:
        wanted = wanted.split("/", 1)[1]
    if not wanted and preset.name == default_name and settings.default_model:
        wanted = settings.default_model
        inferred = infer_provider(wanted)
        if inferred is not None and inferred[0].name == preset.name:
            wanted = inferred[1]
    overrides = settings.providers.get(preset.name)
    chosen = wanted or (overrides.default_model if overrides else None) or preset.default_model
    return ModelChoice(preset.name, chosen)


def default_choice(settings: Settings) -> ModelChoice:
    """The model a new session starts with; a default provider that was removed falls back to OpenAI."""
    try:
        return choose_model(settings)
    except UserFacingError:
        return choose_model(settings, provider=FALLBACK_PROVIDER)


def model_choices(settings: Settings) -> list[str]:
    """`provider/model` entries for a picker: the default first, then each provider's default model."""
    first = default_choice(settings)
    choices = [f"{first.provider}/{first.model}"]
    for name in provider_names(settings):
        try:
            entry = choose_model(settings, provider=name)
        except UserFacingError:
            continue
        text = f"{entry.provider}/{entry.model}"
        if entry.model and text not in choices:
            choices.append(text)
    return choices
