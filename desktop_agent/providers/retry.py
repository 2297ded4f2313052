"""When and how long to wait before trying a failed model call again."""

from __future__ import annotations

import random
from dataclasses import dataclass

from desktop_agent.domain.errors import ErrorKind, UserFacingError


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    max_retries: int = 4
    base_delay_s: float = 1.0
    max_delay_s: float = 30.0
    max_retry_after_s: float = 60.0
    jitter: float = 0.25
    """Up to this fraction of the delay is added at random, so many clients do not retry in step."""

    def delay_for(
        self, retry_number: int, error: UserFacingError, rng: random.Random | None = None
    ) -> float | None:
        """Seconds to wait before retry `retry_number` (1-based), or None when it should not be retried."""
        if not error.retryable or retry_number > self.max_retries:
            return None
        if error.retry_after_s is not None:
            if error.retry_after_s > self.max_retry_after_s:
                return None
            return error.retry_after_s
        delay = min(self.max_delay_s, self.base_delay_s * (2.0 ** (retry_number - 1)))
        if error.kind is ErrorKind.RATE_LIMITED:
            delay = max(delay, self.base_delay_s * 2)
        factor: float = 1 + self.jitter * (rng or random.Random()).random()
        return delay * factor
