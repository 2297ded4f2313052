"""The window's model providers: one per preset, built on first use with its key from the keyring."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop_agent.config.settings import Settings
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.logging_setup import SecretScrubber
from desktop_agent.providers.base import ModelProvider
from desktop_agent.providers.factory import create_provider
from desktop_agent.providers.presets import get_preset, infer_provider

if TYPE_CHECKING:
    from desktop_agent.secrets.base import SecretStore


def default_model(settings: Settings) -> tuple[str, str]:
    if settings.default_model and settings.default_provider is None:
        inferred = infer_provider(settings.default_model)
        if inferred is not None:
            return inferred[0].name, inferred[1]
    provider = get_preset(settings.default_provider or "openai")
    overrides = settings.providers.get(provider.name)
    model = (
        settings.default_model or (overrides.default_model if overrides else None) or provider.default_model
    )
    return provider.name, model


class Providers:
    """One provider per preset, built on first use with its key from the keyring.

    The keyring (its library and a D-Bus call) is only touched when a key is first needed: `read_key` ahead
    of time in a worker thread, or at the first send.
    """

    def __init__(self, settings: Settings, scrubber: SecretScrubber) -> None:
        self._settings = settings
        self._scrubber = scrubber
        self._secrets: SecretStore | None = None
        self._built: dict[str, ModelProvider] = {}
        self._keys: dict[str, str | UserFacingError | None] = {}

    def _store(self) -> SecretStore:
        if self._secrets is None:
            from desktop_agent.secrets.keyring_store import KeyringSecretStore

            self._secrets = KeyringSecretStore()
        return self._secrets

    def has_key(self, name: str) -> bool:
        """True once the key of this preset was read (or found missing): no keyring call left to make."""
        return name in self._keys

    def read_key(self, name: str) -> None:
        """Read the key ahead of time (a D-Bus call): run in a worker thread, never on the Qt thread."""
        preset = get_preset(name)
        try:
            self._keys[name] = self._store().get(name) if preset.needs_key else None
        except UserFacingError as error:
            self._keys[name] = error  # told to the person when they send

    def __call__(self, name: str) -> ModelProvider:
        if name in self._built:
            return self._built[name]
        preset = get_preset(name)
        if name not in self._keys:  # another provider than the default one: read it now
            self.read_key(name)
        key = self._keys[name]
        if isinstance(key, UserFacingError):
            del self._keys[name]  # try the keyring again next time
            raise key
        if preset.needs_key and not key:
            raise UserFacingError(
                ErrorKind.NO_API_KEY,
                f"No API key is stored for {preset.label}.",
                f"Store one with `desktop-agent keys set {name}` (settings in the window come next).",
            )
        self._scrubber.add(key)
        overrides = self._settings.providers.get(name)
        provider = create_provider(
            preset,
            api_key=key,
            base_url=overrides.base_url if overrides else None,
            request_timeout_s=self._settings.network.request_timeout_s,
        )
        self._built[name] = provider
        return provider

    async def aclose(self) -> None:
        for provider in self._built.values():
            await provider.aclose()
