"""The model providers of a running app: one per provider name, built on first use with its key."""

from __future__ import annotations

import logging
from collections.abc import Callable

from desktop_agent.config.settings import Settings
from desktop_agent.core.keys import RunKeys
from desktop_agent.core.models import preset_for
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.logging_setup import SecretScrubber
from desktop_agent.providers.base import ModelProvider
from desktop_agent.providers.factory import create_provider
from desktop_agent.providers.presets import is_local

log = logging.getLogger(__name__)

RETIRED_AT_MOST = 16
"""Providers of earlier settings kept open at most (each holds an HTTP connection pool); older ones close."""


class ProviderRegistry:
    """One provider per name (a built-in preset or a custom endpoint of the settings), built on first use.

    The keyring (its library and a D-Bus call) is only touched when a key is first needed: `read_key`
    ahead of time in a worker thread, or at the first use. A key given for this run (`use_key`, e.g. the
    CLI's --api-key-env) wins over the keyring's.
    """

    def __init__(
        self, settings: Settings, keys: Callable[[], RunKeys], scrubber: SecretScrubber | None = None
    ) -> None:
        self._settings = settings
        self._keys_of = keys
        self._scrubber = scrubber
        self._built: dict[str, ModelProvider] = {}
        self._keys: dict[str, str | UserFacingError | None] = {}
        self._given_keys: dict[str, str] = {}
        self._retired: list[ModelProvider] = []
        """Providers built under earlier settings, left open for what they still stream (`update`)."""

    async def update(self, settings: Settings) -> None:
        """New settings (endpoints, keys): providers are built again, keys read again, on next use. The
        ones built before are retired, not closed: an answer streaming through one (the Settings dialog's
        OK pressed meanwhile) goes on to its end. They close with the registry, the oldest first once more
        than `RETIRED_AT_MOST` wait."""
        self._retired.extend(self._built.values())
        self._built = {}
        self._keys.clear()
        self._settings = settings
        while len(self._retired) > RETIRED_AT_MOST:
            await self._retired.pop(0).aclose()

    def use_key(self, name: str, key: str) -> None:
        """Use this key for `name` in this run instead of the keyring's (never stored)."""
        self._given_keys[name] = key
        if self._scrubber is not None:
            self._scrubber.add(key)

    def has_key(self, name: str) -> bool:
        """True once the key of this provider was read (or found missing): no keyring call left to make."""
        return name in self._keys or name in self._given_keys

    def key_missing(self, name: str) -> bool | None:
        """Whether `name` needs a key and has none it can use (none stored, or no keyring to read it from);
        None while its key has not been read (`read_key`). Never touches the keyring."""
        if name in self._given_keys:
            return False
        try:
            if not preset_for(name, self._settings).needs_key:
                return False
        except UserFacingError:
            return None  # not a provider of these settings: sending says so
        if name not in self._keys:
            return None
        key = self._keys[name]
        return isinstance(key, UserFacingError) or not key

    def read_key(self, name: str) -> None:
        """Read the key ahead of time (a D-Bus call): run in a worker thread, never on the Qt thread."""
        try:
            preset = preset_for(name, self._settings)
        except UserFacingError as error:
            self._keys[name] = error
            return
        if name in self._given_keys:
            return
        if not preset.needs_key:
            self._keys[name] = (
                None  # a local server: the keyring (a library and a D-Bus call) stays untouched
            )
            return
        try:
            self._keys[name] = self._keys_of().get(name)
        except UserFacingError as error:
            self._keys[name] = error  # told to the person when they send

    def endpoint(self, name: str) -> str:
        """Where `name`'s requests go when no session says otherwise: the settings' endpoint, or the
        preset's."""
        overrides = self._settings.providers.get(name)
        return (overrides.base_url if overrides else None) or preset_for(name, self._settings).base_url

    def is_local(self, name: str, base_url: str = "") -> bool:
        """A server on this machine or a local-server preset (needs no key to ask its context window)."""
        return is_local(preset_for(name, self._settings), base_url or self.endpoint(name))

    async def context_window(self, name: str, base_url: str, model: str) -> int | None:
        """What a local server says its window is; None for a cloud provider (without asking for a key)."""
        if not self.is_local(name, base_url):
            return None
        try:
            provider = self(name, base_url)
        except UserFacingError as error:  # no key where the preset wants one: the window is not known
            log.info("The context window of %s is not known: %s", name, error.kind.value)
            return None
        return await provider.context_window(model)

    def __call__(self, name: str, base_url: str = "") -> ModelProvider:
        """The provider `name`; with `base_url`, one sending to that endpoint (a session begun there)."""
        cache_key = f"{name}\n{base_url}" if base_url else name
        if cache_key in self._built:
            return self._built[cache_key]
        preset = preset_for(name, self._settings)
        key: str | UserFacingError | None
        if name in self._given_keys:
            key = self._given_keys[name]
        else:
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
                "Add it in Settings › Providers (Ctrl+,), or in a terminal with "
                f"`desktop-agent keys set {name}` (or pass --api-key-env VAR).",
            )
        if self._scrubber is not None:
            self._scrubber.add(key)
        provider = create_provider(
            preset,
            api_key=key,
            base_url=base_url or self.endpoint(name),
            request_timeout_s=self._settings.network.request_timeout_s,
        )
        self._built[cache_key] = provider
        return provider

    async def aclose(self) -> None:
        built, self._built = self._built, {}
        retired, self._retired = self._retired, []
        for provider in [*retired, *built.values()]:
            await provider.aclose()
