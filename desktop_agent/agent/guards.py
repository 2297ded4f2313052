"""Guards the loop enforces in code: repeated identical calls."""

from __future__ import annotations

import json
from dataclasses import dataclass


def canonical_call(name: str, arguments: object) -> str:
    """The same tool with the same arguments gives the same text, whatever the key order or spacing."""
    return name + "\x00" + json.dumps(arguments, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@dataclass(slots=True)
class RepeatGuard:
    """Trips when the same call (tool and canonical arguments) would run `limit` times in a row."""

    limit: int = 3
    _last: str | None = None
    _count: int = 0

    def would_trip(self, signature: str) -> bool:
        count = self._count + 1 if signature == self._last else 1
        return count >= self.limit

    def record(self, signature: str) -> None:
        if signature == self._last:
            self._count += 1
        else:
            self._last, self._count = signature, 1

    def reset(self) -> None:
        """After the person chose to go on: count afresh from this call."""
        self._last, self._count = None, 0
