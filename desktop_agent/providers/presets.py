"""The provider catalogue: wire format, default endpoint, whether a key is needed, and model-id inference."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal
from urllib.parse import urlsplit

from desktop_agent.config.settings import ProviderSettings

Wire = Literal["openai", "anthropic"]


@dataclass(frozen=True, slots=True)
class ProviderPreset:
    name: str
    label: str
    wire: Wire
    base_url: str
    needs_key: bool
    default_model: str
    max_tokens_param: Literal["max_tokens", "max_completion_tokens"] = "max_tokens"
    reports_progress: bool = False
    """The server streams how much of the prompt it has read when asked (llama.cpp's `return_progress`)."""


PRESETS: dict[str, ProviderPreset] = {
    p.name: p
    for p in (
        ProviderPreset(
            "openai",
            "OpenAI",
            "openai",
            "https://api.openai.com/v1",
            True,
            "gpt-4.1-mini",
            max_tokens_param="max_completion_tokens",
        ),
        ProviderPreset(
            "anthropic", "Anthropic", "anthropic", "https://api.anthropic.com", True, "claude-sonnet-4-5"
        ),
        ProviderPreset("ollama", "Ollama", "openai", "http://localhost:11434/v1", False, "llama3.1"),
        ProviderPreset("lmstudio", "LM Studio", "openai", "http://localhost:1234/v1", False, "local-model"),
        ProviderPreset(
            "llamacpp",
            "llama.cpp server",
            "openai",
            "http://localhost:8080/v1",
            False,
            "local-model",
            reports_progress=True,
        ),
        ProviderPreset("vllm", "vLLM", "openai", "http://localhost:8000/v1", False, "local-model"),
        ProviderPreset(
            "openrouter", "OpenRouter", "openai", "https://openrouter.ai/api/v1", True, "openai/gpt-4.1-mini"
        ),
        ProviderPreset(
            "deepseek", "DeepSeek", "openai", "https://api.deepseek.com/v1", True, "deepseek-chat"
        ),
        ProviderPreset(
            "groq", "Groq", "openai", "https://api.groq.com/openai/v1", True, "llama-3.3-70b-versatile"
        ),
        ProviderPreset(
            "gemini",
            "Google Gemini",
            "openai",
            "https://generativelanguage.googleapis.com/v1beta/openai",
            True,
            "gemini-2.5-flash",
        ),
    )
}

LOCAL_SERVERS = frozenset({"ollama", "lmstudio", "llamacpp", "vllm"})
_LOOPBACK = ("localhost", "127.0.0.1", "::1", "0.0.0.0")


def on_this_machine(base_url: str) -> bool:
    host = (urlsplit(base_url).hostname or "").lower()
    return host in _LOOPBACK or host.startswith("127.")


def is_local(preset: ProviderPreset, base_url: str) -> bool:
    """A model server on this machine, or one of the local-server presets wherever it runs."""
    return preset.name in LOCAL_SERVERS or on_this_machine(base_url)


_OPENAI_PREFIXES = ("gpt-", "chatgpt-", "o1", "o3", "o4", "codex-")


class UnknownProviderError(ValueError):
    pass


def get_preset(name: str) -> ProviderPreset:
    try:
        return PRESETS[name.lower()]
    except KeyError:
        known = ", ".join(sorted(PRESETS))
        raise UnknownProviderError(f"Unknown provider {name!r}. Known providers: {known}.") from None


def infer_provider(model: str) -> tuple[ProviderPreset, str] | None:
    """Guess the provider from a model id; returns the preset and the model id to send.

    `claude-*` -> Anthropic; `gpt-*`, `o1`/`o3`/`o4*` -> OpenAI; `NAME/model` where NAME is a preset
    -> that preset with the rest as the model id (`deepseek/deepseek-chat`, `ollama/llama3`,
    `openrouter/anthropic/claude-3.5-sonnet`). Anything else returns None: name the provider.
    """
    lowered = model.lower()
    head, sep, rest = model.partition("/")
    if sep and head.lower() in PRESETS and rest:
        return PRESETS[head.lower()], rest
    if lowered.startswith("claude-"):
        return PRESETS["anthropic"], model
    if lowered.startswith(_OPENAI_PREFIXES):
        return PRESETS["openai"], model
    if lowered.startswith("deepseek-"):
        return PRESETS["deepseek"], model
    if lowered.startswith("gemini-"):
        return PRESETS["gemini"], model
    return None


def custom_preset(name: str, entry: ProviderSettings) -> ProviderPreset:
    """A preset for a custom OpenAI-compatible endpoint from the settings (``kind: "openai"``)."""
    if entry.kind != "openai" or not entry.base_url:
        raise UnknownProviderError(f"{name!r} is not a complete custom endpoint (kind 'openai', base_url).")
    return ProviderPreset(
        name,
        entry.label or name,
        "openai",
        entry.base_url,
        entry.authenticated,
        entry.default_model or (entry.models[0] if entry.models else ""),
    )


def resolve_preset(name: str, providers: Mapping[str, ProviderSettings]) -> ProviderPreset:
    """A built-in preset, or the custom endpoint of that name in the settings' ``providers``."""
    entry = providers.get(name)
    if name.lower() not in PRESETS and entry is not None and entry.kind is not None:
        return custom_preset(name, entry)
    return get_preset(name)
