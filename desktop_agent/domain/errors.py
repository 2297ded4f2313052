"""Errors the person should see: each has a kind, a human message and a suggested action."""

from __future__ import annotations

import enum
from typing import Any, Self

ERRORS_CONTEXT = "Errors"
"""The translation context of the errors the core says (front ends translate them: `UserFacingError.said`)."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name Qt's lupdate collects
    """Marks `text` as a template to translate in `context`; returns it unchanged (the core has no Qt)."""
    return text


SERVER_SAID = QT_TRANSLATE_NOOP("Errors", "The server said: {said}")


class ErrorKind(enum.StrEnum):
    AUTH = "auth"
    MODEL_NOT_FOUND = "model_not_found"
    RATE_LIMITED = "rate_limited"
    QUOTA_EXHAUSTED = "quota_exhausted"
    OVERLOADED = "overloaded"
    SERVER_ERROR = "server_error"
    UNREACHABLE = "unreachable"
    SERVER_NOT_RUNNING = "server_not_running"
    """Nothing answers at a server on this machine: retrying at once would not help."""
    TIMEOUT = "timeout"
    CONTEXT_TOO_LONG = "context_too_long"
    CONTENT_FILTERED = "content_filtered"
    BAD_REQUEST = "bad_request"
    STREAM_BROKEN = "stream_broken"
    NO_API_KEY = "no_api_key"
    KEYRING_UNAVAILABLE = "keyring_unavailable"
    CONFIG = "config"
    DISK_FULL = "disk_full"
    STORAGE_LOCKED = "storage_locked"
    STORAGE_READ_ONLY = "storage_read_only"
    STORAGE_NEWER = "storage_newer"
    STORAGE_CORRUPT = "storage_corrupt"
    NOT_FOUND = "not_found"
    USAGE = "usage"
    """What the person asked cannot be done as asked (nothing to send again, no plan to build...)."""
    INTERNAL = "internal"


RETRYABLE_KINDS = frozenset(
    {
        ErrorKind.RATE_LIMITED,
        ErrorKind.OVERLOADED,
        ErrorKind.SERVER_ERROR,
        ErrorKind.UNREACHABLE,
        ErrorKind.TIMEOUT,
        ErrorKind.STREAM_BROKEN,
    }
)


class UserFacingError(Exception):
    """An error a person can act on. Never carries secrets: messages are written by us, not copied."""

    def __init__(
        self,
        kind: ErrorKind,
        message: str,
        action: str = "",
        *,
        retry_after_s: float | None = None,
        status: int | None = None,
    ) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.action = action
        self.retry_after_s = retry_after_s
        self.status = status
        self.template: tuple[str, str, dict[str, str]] | None = None
        self.quoted = ""
        """(message, action, values) when made by `said`: what a front end translates."""

    @classmethod
    def said(
        cls,
        kind: ErrorKind,
        message: str,
        action: str = "",
        *,
        retry_after_s: float | None = None,
        status: int | None = None,
        quoted: str = "",
        **values: Any,
    ) -> Self:
        """An error whose message and action are templates marked with
        ``QT_TRANSLATE_NOOP("Errors", ...)``, their ``{names}`` filled from `values`: the window shows them
        in the person's language; `message` and `action` hold the English. `quoted`: what the server said,
        in its own words (never translated), after the message."""
        words = {name: str(value) for name, value in values.items()}
        text = message.format(**words)
        if quoted:
            text += " " + SERVER_SAID.format(said=quoted)
        error = cls(kind, text, action.format(**words), retry_after_s=retry_after_s, status=status)
        error.template = (message, action, words)
        error.quoted = quoted
        return error

    @property
    def retryable(self) -> bool:
        return self.kind in RETRYABLE_KINDS

    def __repr__(self) -> str:
        return f"UserFacingError({self.kind.value!r}, {self.message!r})"

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"kind": self.kind.value, "message": self.message, "action": self.action}
        if self.retry_after_s is not None:
            out["retry_after_s"] = self.retry_after_s
        if self.status is not None:
            out["status"] = self.status
        return out
