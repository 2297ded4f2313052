"""List the models a provider offers, through its official SDK (imported lazily, off the event loop).

Used by "Test connection" in the settings: a working list means the address and the key are right.
"""

from __future__ import annotations

import logging

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.providers.factory import create_provider
from desktop_agent.providers.presets import ProviderPreset

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT_S = 15.0


async def list_models(
    preset: ProviderPreset,
    *,
    api_key: str | None,
    base_url: str | None = None,
    timeout_s: float = DEFAULT_TIMEOUT_S,
) -> list[str]:
    """The model ids the provider lists (sorted), or a UserFacingError that says what went wrong.

    The SDK is imported in a worker thread on first use and makes one request (no retries).
    """
    if preset.needs_key and not api_key:
        raise UserFacingError(
            ErrorKind.NO_API_KEY,
            f"No API key is set for {preset.label}.",
            "Set the key first, then test the connection again.",
        )
    provider = create_provider(preset, api_key=api_key, base_url=base_url, request_timeout_s=timeout_s)
    try:
        models = await provider.list_models()
    except UserFacingError as error:
        raise _for_listing(error, preset, base_url or preset.base_url) from None
    finally:
        await provider.aclose()
    log.info("%s lists %d models", preset.label, len(models))
    return models


def _for_listing(error: UserFacingError, preset: ProviderPreset, base_url: str) -> UserFacingError:
    """Reword the errors whose chat-time wording does not fit a model listing."""
    if error.kind is ErrorKind.MODEL_NOT_FOUND:
        return UserFacingError(
            ErrorKind.MODEL_NOT_FOUND,
            f"{preset.label} has no model list at {base_url}.",
            "Check the base URL: OpenAI-compatible servers usually end in /v1.",
            status=error.status,
        )
    if error.kind is ErrorKind.AUTH:
        return UserFacingError(
            ErrorKind.AUTH,
            f"{preset.label} rejected the API key ({error.status or 'auth error'}).",
            "Check the key (Set… stores a new one) and that it belongs to this provider.",
            status=error.status,
        )
    return error


def describe(error: UserFacingError) -> str:
    """One human sentence or two: what went wrong, then what to do."""
    return f"{error.message} {error.action}".strip()
