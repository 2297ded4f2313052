"""SDK exceptions -> UserFacingError. Both official SDKs share one exception shape, so one mapper serves both.

Messages are written here; the server's own text is only quoted after scrubbing the key out of it.
"""

from __future__ import annotations

import email.utils
import json
import logging
import time
from types import ModuleType
from typing import Any

from desktop_agent.domain.errors import ErrorKind, UserFacingError

log = logging.getLogger(__name__)

_CONTEXT_HINTS = (
    "context_length_exceeded",
    "maximum context length",
    "prompt is too long",
    "context window",
    "too many tokens",
    "reduce the length",
    "input is too long",
)
_FILTER_HINTS = ("content_filter", "content management policy", "content policy", "safety system")
_QUOTA_HINTS = ("insufficient_quota", "quota", "billing", "credit balance", "payment required")

_ANTHROPIC_TYPES: dict[str, ErrorKind] = {
    "overloaded_error": ErrorKind.OVERLOADED,
    "api_error": ErrorKind.SERVER_ERROR,
    "rate_limit_error": ErrorKind.RATE_LIMITED,
    "authentication_error": ErrorKind.AUTH,
    "permission_error": ErrorKind.AUTH,
    "not_found_error": ErrorKind.MODEL_NOT_FOUND,
    "request_too_large": ErrorKind.CONTEXT_TOO_LONG,
    "billing_error": ErrorKind.QUOTA_EXHAUSTED,
    "timeout_error": ErrorKind.TIMEOUT,
    "server_error": ErrorKind.SERVER_ERROR,
}


def scrub(text: str, secret: str | None) -> str:
    if secret and len(secret) >= 4:
        text = text.replace(secret, "[key hidden]")
    return text


def _body_fields(body: object) -> tuple[str, str, str]:
    """(message, type, code) from an error body of either API."""
    if isinstance(body, dict):
        err: Any = body.get("error", body)
        if isinstance(err, dict):
            return str(err.get("message") or ""), str(err.get("type") or ""), str(err.get("code") or "")
        if isinstance(err, str):
            return err, "", ""
    if isinstance(body, str):
        return body, "", ""
    return "", "", ""


def parse_retry_after(headers: Any) -> float | None:
    if headers is None:
        return None
    raw_ms = headers.get("retry-after-ms")
    if raw_ms:
        try:
            return max(0.0, float(raw_ms) / 1000)
        except ValueError:
            pass
    raw = headers.get("retry-after")
    if not raw:
        return None
    try:
        return max(0.0, float(raw))
    except ValueError:
        parsed = email.utils.parsedate_to_datetime(raw) if raw else None
        if parsed is None:
            return None
        return max(0.0, parsed.timestamp() - time.time())


def status_error(
    status: int | None, body: object, headers: Any, *, label: str, model: str, secret: str | None
) -> UserFacingError:
    message, etype, code = _body_fields(body)
    message = scrub(message, secret)
    haystack = f"{message} {etype} {code}".lower()
    retry_after = parse_retry_after(headers)
    quoted = f" The server said: {message}" if message else ""

    kind = _ANTHROPIC_TYPES.get(etype)
    if kind is None:
        if status in (401,) or status == 403:
            kind = ErrorKind.AUTH
        elif status == 404:
            kind = ErrorKind.MODEL_NOT_FOUND
        elif status == 402:
            kind = ErrorKind.QUOTA_EXHAUSTED
        elif status == 429:
            kind = (
                ErrorKind.QUOTA_EXHAUSTED
                if any(h in haystack for h in _QUOTA_HINTS)
                else ErrorKind.RATE_LIMITED
            )
        elif status == 408:
            kind = ErrorKind.TIMEOUT
        elif status in (503, 529):
            kind = ErrorKind.OVERLOADED
        elif (status is not None and (status >= 500 or status == 409)) or etype in ("server_error",):
            kind = ErrorKind.SERVER_ERROR
        else:
            kind = ErrorKind.BAD_REQUEST
    if kind in (ErrorKind.BAD_REQUEST, ErrorKind.RATE_LIMITED) and any(h in haystack for h in _QUOTA_HINTS):
        kind = ErrorKind.QUOTA_EXHAUSTED if status in (402, 429) or etype == "billing_error" else kind
    if kind is ErrorKind.BAD_REQUEST and any(h in haystack for h in _CONTEXT_HINTS):
        kind = ErrorKind.CONTEXT_TOO_LONG
    if kind is ErrorKind.BAD_REQUEST and any(h in haystack for h in _FILTER_HINTS):
        kind = ErrorKind.CONTENT_FILTERED

    texts: dict[ErrorKind, tuple[str, str]] = {
        ErrorKind.AUTH: (
            f"{label} rejected the API key ({status or 'auth error'}).",
            "Check the key in Settings, or store a new one with `desktop-agent keys set`.",
        ),
        ErrorKind.MODEL_NOT_FOUND: (
            f"{label} has no model called {model!r}, or the endpoint address is wrong.",
            "Pick another model, or check the provider's base URL.",
        ),
        ErrorKind.RATE_LIMITED: (
            f"{label} is rate limiting requests"
            + (f"; it asks to wait {retry_after:.0f} s." if retry_after is not None else "."),
            "Wait a moment and try again, or use a different model.",
        ),
        ErrorKind.QUOTA_EXHAUSTED: (
            f"Your {label} account has run out of quota or credit.",
            "Check your plan and billing with the provider.",
        ),
        ErrorKind.OVERLOADED: (f"{label} is overloaded right now.", "Try again in a minute."),
        ErrorKind.SERVER_ERROR: (
            f"{label} had a server error ({status or 'in the stream'}).",
            "Try again; if it keeps happening, check the provider's status page.",
        ),
        ErrorKind.TIMEOUT: (f"{label} took too long to answer.", "Try again, or check your connection."),
        ErrorKind.CONTEXT_TOO_LONG: (
            f"The conversation is too long for {model!r}.",
            "Start a new session, or pick a model with a larger context window.",
        ),
        ErrorKind.CONTENT_FILTERED: (
            f"{label}'s content filter blocked this request.",
            "Rephrase the message.",
        ),
        ErrorKind.BAD_REQUEST: (
            f"{label} refused the request ({status or 'bad request'}).",
            "Check the model and settings; this may be a bug worth reporting.",
        ),
    }
    text, action = texts.get(kind, (f"{label} returned an error.", "Try again."))
    return UserFacingError(kind, text + quoted, action, retry_after_s=retry_after, status=status)


def map_sdk_error(
    exc: BaseException, sdk: ModuleType, *, label: str, base_url: str, model: str, secret: str | None
) -> UserFacingError:
    """Map an exception raised by an SDK call or its stream to a UserFacingError."""
    if isinstance(exc, UserFacingError):
        return exc
    if isinstance(exc, sdk.APITimeoutError):
        return UserFacingError(
            ErrorKind.TIMEOUT, f"{label} took too long to answer.", "Try again, or check your connection."
        )
    if isinstance(exc, sdk.APIConnectionError):
        return UserFacingError(
            ErrorKind.UNREACHABLE,
            f"Could not reach {label} at {base_url}.",
            "Check your internet connection, or that the local server is running.",
        )
    if isinstance(exc, sdk.APIStatusError):
        response = getattr(exc, "response", None)
        status = getattr(exc, "status_code", None)
        headers = getattr(response, "headers", None)
        return status_error(status, exc.body, headers, label=label, model=model, secret=secret)
    if isinstance(exc, sdk.APIError):  # an error object inside a 200 stream
        return status_error(None, exc.body, None, label=label, model=model, secret=secret)
    if isinstance(exc, json.JSONDecodeError | ValueError) and not isinstance(exc, UnicodeError):
        return UserFacingError(
            ErrorKind.STREAM_BROKEN,
            f"{label} sent a malformed reply.",
            "Try again; if it keeps happening, the server may not be fully compatible.",
        )
    module = type(exc).__module__
    if module.startswith(("httpx", "httpcore", "h11", "anyio")) or isinstance(exc, OSError):
        return UserFacingError(
            ErrorKind.STREAM_BROKEN,
            f"The connection to {label} broke while the answer was streaming.",
            "Try again.",
        )
    log.error("Unexpected error from the %s SDK", label, exc_info=exc)
    return UserFacingError(
        ErrorKind.INTERNAL, f"Something unexpected went wrong talking to {label}.", "See the log for details."
    )


def stream_ended_early(label: str) -> UserFacingError:
    return UserFacingError(
        ErrorKind.STREAM_BROKEN,
        f"{label} closed the connection before the answer was complete.",
        "Try again.",
    )
