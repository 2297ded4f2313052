"""Builds a provider for a preset; the adapter module (and its SDK) is imported only when needed."""

from __future__ import annotations

import importlib

from desktop_agent.providers.base import ModelProvider
from desktop_agent.providers.presets import ProviderPreset


def create_provider(
    preset: ProviderPreset,
    *,
    api_key: str | None,
    base_url: str | None = None,
    request_timeout_s: float = 600.0,
) -> ModelProvider:
    url = (base_url or preset.base_url).rstrip("/")
    if preset.wire == "anthropic":
        module = importlib.import_module("desktop_agent.providers.anthropic_messages")
        provider: ModelProvider = module.AnthropicProvider(
            preset, api_key=api_key, base_url=url, request_timeout_s=request_timeout_s
        )
    else:
        module = importlib.import_module("desktop_agent.providers.openai_chat")
        provider = module.OpenAIChatProvider(
            preset, api_key=api_key, base_url=url, request_timeout_s=request_timeout_s
        )
    return provider
