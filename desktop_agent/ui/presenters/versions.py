"""‹ n / m › under a message whose conversation has other versions (an edit, a regenerated answer)."""

from __future__ import annotations

from collections.abc import Mapping

Version = tuple[int, int]
"""(shown, total), counted from 1."""


class VersionsPresenter:
    def __init__(self) -> None:
        self._versions: dict[str, Version] = {}

    def update(self, found: Mapping[str, Version]) -> set[str]:
        """Take the versions of the session shown; the messages whose label changes."""
        old, self._versions = self._versions, dict(found)
        return {key for key in old.keys() | found.keys() if old.get(key) != found.get(key)}

    def of(self, message_id: str) -> Version | None:
        return self._versions.get(message_id)

    def all(self) -> dict[str, Version]:
        return dict(self._versions)

    def clear(self) -> None:
        self._versions = {}
