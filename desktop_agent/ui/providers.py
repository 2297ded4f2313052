"""The window's model providers: one per preset, built on first use with its key from the keyring."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop_agent.config.settings import Settings
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.logging_setup import SecretScrubber
from desktop_agent.providers.base import ModelProvider
from desktop_agent.providers.factory import create_provider
from desktop_agent.providers.presets import (
    ProviderPreset,
    UnknownProviderError,
    get_preset,
    infer_provider,
    resolve_preset,
)

if TYPE_CHECKING:
    from desktop_agent.ui.keys import RunKeys


def default_model(settings: Settings) -> tuple[str, str]:
    if settings.default_model and settings.default_provider is None:
        inferred = infer_provider(settings.default_model)
        if inferred is not None:
            return inferred[0].name, inferred[1]
    try:
        provider = resolve_preset(settings.default_provider or "openai", settings.providers)
    except UnknownProviderError:  # a custom endpoint that was removed: the default preset instead
        provider = get_preset("openai")
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
        self._secrets: RunKeys | None = None
        self._built: dict[str, ModelProvider] = {}
        self._keys: dict[str, str | UserFacingError | None] = {}

    @property
    def keys(self) -> RunKeys:
        """The keyring, with keys kept for this run only in front of it (shared with the settings dialog)."""
        if self._secrets is None:
            from desktop_agent.secrets.keyring_store import KeyringSecretStore
            from desktop_agent.ui.keys import RunKeys

            self._secrets = RunKeys(KeyringSecretStore())
        return self._secrets

    def _store(self) -> RunKeys:
        return self.keys

    async def update(self, settings: Settings) -> None:
        """New settings (endpoints, keys): providers are built again, keys read again, on next use."""
        built, self._built = self._built, {}
        self._keys.clear()
        self._settings = settings
        for provider in built.values():
            await provider.aclose()

    def has_key(self, name: str) -> bool:
        """True once the key of this preset was read (or found missing): no keyring call left to make."""
        return name in self._keys

    def _preset(self, name: str) -> ProviderPreset:
        try:
            return resolve_preset(name, self._settings.providers)
        except UnknownProviderError:
            raise UserFacingError(
                ErrorKind.CONFIG,
                f"The provider “{name}” is not set up.",
                "Pick another model in the header, or add the provider in Settings › Providers.",
            ) from None

    def read_key(self, name: str) -> None:
        """Read the key ahead of time (a D-Bus call): run in a worker thread, never on the Qt thread."""
        try:
            preset = self._preset(name)
        except UserFacingError as error:
            self._keys[name] = error
            return
        try:
            self._keys[name] = self._store().get(name) if preset.needs_key else None
        except UserFacingError as error:
            self._keys[name] = error  # told to the person when they send

    def __call__(self, name: str) -> ModelProvider:
        if name in self._built:
            return self._built[name]
        preset = self._preset(name)
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
                "Add it in Settings › Providers (Ctrl+,), or with "
                f"`desktop-agent keys set {name}` in a terminal.",
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
