"""Context windows learnt from the server, for models whose window nobody told us (a custom endpoint's
model, an OpenRouter model, a new release).

A request refused as too long teaches the window: the number the refusal says ("maximum context length is
N", see `providers.overflow`), or, when it says none, an upper bound from the refused request's own size
(`REFUSED_SHARE` of it). The turn then compacts to fit and asks once more; the window is kept per
(provider, endpoint, model) in the history (`storage.learnt_windows`), so the next turn and the next
session compact in time.

Which window a turn fits into, first found: what the server says of itself (local servers), the person's
own `context_windows` setting, a learnt window, the table of well-known models. Within a turn, a refusal
lowers it to what was just learnt (the request must fit to be answered at all).
"""

from __future__ import annotations

import logging
import time

from desktop_agent.agent.compaction import Fitter
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.providers.base import ModelProvider, endpoint_of
from desktop_agent.providers.errors import ContextOverflowError
from desktop_agent.storage.learnt_windows import (
    LearntWindow,
    WindowKey,
    keep_learnt_window,
    learnt_window,
    merged,
)
from desktop_agent.storage.store import HistoryStore

log = logging.getLogger(__name__)

REFUSED_SHARE = 0.9
"""A refusal without a number: the window is taken as this share of the refused request's size."""
LEAST_WINDOW = 1_024
"""A learnt window is never taken as smaller than this (a refusal of a tiny request says little)."""


def window_from_refusal(error: UserFacingError, estimate: int) -> tuple[int, bool]:
    """The window a refusal as too long teaches, and whether the server said it (else: a bound from the
    prompt's size as the server counted it, or as estimated)."""
    overflow = error.overflow if isinstance(error, ContextOverflowError) else None
    if overflow is not None and overflow.window:
        return overflow.window, True
    size = overflow.prompt if overflow is not None and overflow.prompt else estimate
    return max(LEAST_WINDOW, int(size * REFUSED_SHARE)), False


def window_key(provider: ModelProvider, model: str) -> WindowKey:
    return provider.name, endpoint_of(provider), model


class LearntWindows:
    """The windows learnt so far: kept in the history when there is one (other processes see them at
    their next turn), else for this process only."""

    def __init__(self, history: HistoryStore | None) -> None:
        self._history = history
        self._here: dict[WindowKey, LearntWindow] = {}

    async def get(self, key: WindowKey) -> int | None:
        if self._history is None:
            found = self._here.get(key)
        else:
            try:
                found = await self._history.run(lambda repo: learnt_window(repo, key))
            except UserFacingError as err:  # the history cannot say now: as if nothing were learnt
                log.warning("Learnt context windows could not be read: %s", err.kind.value)
                found = self._here.get(key)
        return found.tokens if found is not None else None

    def learn(self, key: WindowKey, tokens: int, exact: bool) -> None:
        self._here[key] = merged(self._here.get(key), tokens, exact, time.time())
        log.info(
            "Learnt a context window of %d tokens for %s (%s)", tokens, key[2], "said" if exact else "bound"
        )
        if self._history is not None:
            self._history.submit(lambda repo: keep_learnt_window(repo, key, tokens, exact))


class TurnWindow:
    """The window one turn fits its requests into (0: unknown)."""

    def __init__(self, *, configured: int, own: bool, learnt: LearntWindows | None, key: WindowKey) -> None:
        """`configured`: the settings' or the known models' window; `own`: it is the person's setting."""
        self._configured = configured
        self._own = own
        self._memory = learnt
        self._key = key
        self.server = 0
        """What the server says of itself (local servers)."""
        self.learnt = 0
        self.refused = 0
        """What a refusal in this turn taught (it holds for the rest of the turn)."""

    async def start(self, server: int) -> None:
        self.server = server
        if self._memory is not None and not self._own:
            self.learnt = await self._memory.get(self._key) or 0

    @property
    def tokens(self) -> int:
        own = self._configured if self._own else 0
        return self.refused or self.server or own or self.learnt or self._configured

    def learn(self, error: UserFacingError, raw: int, fitter: Fitter | None = None) -> int:
        """Learn from a refusal of a request estimated at `raw` tokens from its characters; the window to
        fit into now (the turn's `fitter`, if any, is corrected by the server's count and fits into it)."""
        counted = error.overflow.prompt if isinstance(error, ContextOverflowError) else None
        if fitter is not None and counted:
            fitter.counted(counted, raw)
        tokens, exact = window_from_refusal(error, int(raw * (fitter.scale if fitter is not None else 1.0)))
        if self._memory is not None:
            self._memory.learn(self._key, tokens, exact)
        current = self.tokens
        self.refused = min(tokens, current) if current else tokens
        if fitter is not None:
            fitter.window = self.refused
        return self.refused
