"""The app's own core for tests, benchmarks and screenshots: a folder of their own, keys held in memory,
and every provider sent to a scripted model server."""

from __future__ import annotations

from pathlib import Path

from desktop_agent.core.app_core import AppCore, open_core
from desktop_agent.core.catalog import PRESETS
from desktop_agent.core.keys import MemorySecretStore
from desktop_agent.core.paths import AppPaths
from desktop_agent.core.settings import ProviderSettings, Settings

API_KEY = "sk-test-abcdef123456"


def scripted_settings(
    settings: Settings, *, openai_url: str, anthropic_url: str | None = None, model: str = "test-model"
) -> Settings:
    """`settings` with every provider sent to the scripted server (OpenAI's wire or Anthropic's), and
    `openai/<model>` as the default unless the settings name one."""
    providers = {
        name: ProviderSettings(
            base_url=anthropic_url if preset.wire == "anthropic" and anthropic_url else openai_url
        )
        for name, preset in PRESETS.items()
    }
    providers.update(settings.providers)
    return settings.replace(
        providers=providers,
        default_provider=settings.default_provider or "openai",
        default_model=settings.default_model or model,
    )


def test_paths(root: Path) -> AppPaths:
    return AppPaths(root / "data", root / "config", root / "logs")


def scripted_core(
    root: Path,
    settings: Settings,
    *,
    openai_url: str,
    anthropic_url: str | None = None,
    model: str = "test-model",
) -> AppCore:
    """The core the app opens, over `root`'s own folders (the history in `root/data`)."""
    keys = MemorySecretStore({name: API_KEY for name in PRESETS})
    chosen = scripted_settings(settings, openai_url=openai_url, anthropic_url=anthropic_url, model=model)
    return open_core(test_paths(root), settings=chosen, secrets=keys, logging_to_file=False)
