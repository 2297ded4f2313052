"""The providers the app knows, their models, and the model servers running on this computer."""

from desktop_agent.providers.detect import (
    DEFAULT_TARGETS,
    DEFAULT_TIMEOUT_S,
    LocalServer,
    ProbeTarget,
    detect_local_servers,
)
from desktop_agent.providers.models import describe, list_models
from desktop_agent.providers.presets import (
    PRESETS,
    ProviderPreset,
    UnknownProviderError,
    custom_preset,
    get_preset,
    infer_provider,
)

__all__ = [
    "DEFAULT_TARGETS",
    "DEFAULT_TIMEOUT_S",
    "PRESETS",
    "LocalServer",
    "ProbeTarget",
    "ProviderPreset",
    "UnknownProviderError",
    "custom_preset",
    "describe",
    "detect_local_servers",
    "get_preset",
    "infer_provider",
    "list_models",
]
