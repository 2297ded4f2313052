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
from urllib.parse import urlsplit

from desktop_agent.domain.display import shown_model
from desktop_agent.domain.errors import QT_TRANSLATE_NOOP, ErrorKind, UserFacingError
from desktop_agent.providers.overflow import Overflow, read_overflow
from desktop_agent.providers.presets import on_this_machine

log = logging.getLogger(__name__)

_CONTEXT_HINTS = (
    "context_length_exceeded",
    "maximum context length",
    "prompt is too long",
    "context window",
    "too many tokens",
    "reduce the length",
    "input is too long",
    "exceed context window",  # llama-cpp-python: "Requested tokens (N) exceed context window of M"
    "exceeds the available context size",  # llama-server
    "greater than the context length",  # LM Studio
    "context overflow",
    "maximum model length",  # vLLM: "… is longer than the maximum model length of N"
    "context length of only",  # LM Studio: "… loaded with context length of only N tokens"
    "exceeds context length",  # LM Studio (older): "Input length N exceeds context length M"
    "exceed context limit",  # Anthropic: "input length and `max_tokens` exceed context limit: N + M > W"
    "maximum number of tokens allowed",  # Gemini: "The input token count (N) exceeds the maximum number …"
)
_CONTEXT_TYPES = frozenset({"exceed_context_size_error", "context_length_exceeded"})
_FILTER_HINTS = ("content_filter", "content management policy", "content policy", "safety system")
_QUOTA_HINTS = (
    "insufficient_quota",
    "exceeded your current quota",
    "credit balance",
    "payment required",
    "billing_hard_limit",
    "out of credits",
)
_RATE_LIMIT_CODES = ("rate_limit_exceeded", "rate_limit_error", "tokens_per_min", "requests_per_min")
# Types so generic that the HTTP status says more (an OpenAI 503 body says "server_error").
_GENERIC_TYPES = frozenset({"server_error", "api_error", "invalid_request_error", ""})

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
        pass
    try:
        parsed = email.utils.parsedate_to_datetime(raw)
    except (ValueError, TypeError):
        return None
    if parsed is None:
        return None
    return max(0.0, parsed.timestamp() - time.time())


def _kind_for(status: int | None, etype: str, code: str, haystack: str) -> ErrorKind:
    """The error kind, from the most specific evidence down: code, typed body, status, message text."""
    if code in _RATE_LIMIT_CODES or etype in _RATE_LIMIT_CODES:
        return ErrorKind.RATE_LIMITED
    if any(h in haystack for h in _QUOTA_HINTS) or etype == "billing_error":
        return ErrorKind.QUOTA_EXHAUSTED
    if etype in _CONTEXT_TYPES or code in _CONTEXT_TYPES:
        return ErrorKind.CONTEXT_TOO_LONG
    if etype not in _GENERIC_TYPES and etype in _ANTHROPIC_TYPES:
        return _ANTHROPIC_TYPES[etype]
    by_status = {
        401: ErrorKind.AUTH,
        403: ErrorKind.AUTH,
        404: ErrorKind.MODEL_NOT_FOUND,
        402: ErrorKind.QUOTA_EXHAUSTED,
        429: ErrorKind.RATE_LIMITED,
        408: ErrorKind.TIMEOUT,
        503: ErrorKind.OVERLOADED,
        529: ErrorKind.OVERLOADED,
    }
    if status in by_status:
        return by_status[status]
    if status is not None and (status >= 500 or status == 409):
        return ErrorKind.SERVER_ERROR
    if etype in _ANTHROPIC_TYPES:  # a generic type in a stream (no useful status)
        return _ANTHROPIC_TYPES[etype]
    if any(h in haystack for h in _CONTEXT_HINTS):
        return ErrorKind.CONTEXT_TOO_LONG
    if any(h in haystack for h in _FILTER_HINTS):
        return ErrorKind.CONTENT_FILTERED
    return ErrorKind.BAD_REQUEST


class ContextOverflowError(UserFacingError):
    """A request refused as too long for the model's context window, with what the refusal said of the
    sizes (the agent learns the window from it)."""

    overflow: Overflow = Overflow()


def too_long(model: str, sizes: tuple[int, int] | None, *, local: bool) -> tuple[str, str, dict[str, object]]:
    """What to say when the prompt does not fit the model's context window, and what to do about it (as
    templates and their values)."""
    values: dict[str, object] = {"model": repr(shown_model(model))}
    if sizes is not None:
        values.update(asked=f"{sizes[0]:,}", window=f"{sizes[1]:,}")
        text = QT_TRANSLATE_NOOP(
            "Errors",
            "The conversation is too long for {model}: the request is {asked} tokens and the model's "
            "context window holds {window}.",
        )
    else:
        text = QT_TRANSLATE_NOOP("Errors", "The conversation is too long for {model}.")
    if local:
        action = QT_TRANSLATE_NOOP(
            "Errors",
            "Start the server with a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx), use the "
            "chat profile (no tools), or start a new session.",
        )
    else:
        action = QT_TRANSLATE_NOOP(
            "Errors", "Start a new session, or pick a model with a larger context window."
        )
    return text, action, values


def status_error(
    status: int | None,
    body: object,
    headers: Any,
    *,
    label: str,
    model: str,
    secret: str | None,
    local: bool = False,
) -> UserFacingError:
    message, etype, code = _body_fields(body)
    message = scrub(message, secret)
    haystack = f"{message} {etype} {code}".lower()
    retry_after = parse_retry_after(headers)

    kind = _kind_for(status, etype, code, haystack)

    values: dict[str, Any] = {"label": label, "code": status or "", "model": repr(shown_model(model))}
    texts: dict[ErrorKind, tuple[str, str]] = {
        ErrorKind.AUTH: (
            QT_TRANSLATE_NOOP("Errors", "{label} rejected the API key ({code})."),
            QT_TRANSLATE_NOOP(
                "Errors", "Check the key in Settings, or store a new one with `desktop-agent keys set`."
            ),
        ),
        ErrorKind.MODEL_NOT_FOUND: (
            QT_TRANSLATE_NOOP(
                "Errors", "{label} has no model called {model}, or the endpoint address is wrong."
            ),
            QT_TRANSLATE_NOOP("Errors", "Pick another model, or check the provider's base URL."),
        ),
        ErrorKind.RATE_LIMITED: (
            QT_TRANSLATE_NOOP("Errors", "{label} is rate limiting requests; it asks to wait {seconds} s.")
            if retry_after is not None
            else QT_TRANSLATE_NOOP("Errors", "{label} is rate limiting requests."),
            QT_TRANSLATE_NOOP("Errors", "Wait a moment and try again, or use a different model."),
        ),
        ErrorKind.QUOTA_EXHAUSTED: (
            QT_TRANSLATE_NOOP("Errors", "Your {label} account has run out of quota or credit."),
            QT_TRANSLATE_NOOP("Errors", "Check your plan and billing with the provider."),
        ),
        ErrorKind.OVERLOADED: (
            QT_TRANSLATE_NOOP("Errors", "{label} is overloaded right now."),
            QT_TRANSLATE_NOOP("Errors", "Try again in a minute."),
        ),
        ErrorKind.SERVER_ERROR: (
            QT_TRANSLATE_NOOP("Errors", "{label} had a server error ({code}).")
            if status
            else QT_TRANSLATE_NOOP("Errors", "{label} had a server error in the stream."),
            QT_TRANSLATE_NOOP(
                "Errors", "Try again; if it keeps happening, check the provider's status page."
            ),
        ),
        ErrorKind.TIMEOUT: (
            QT_TRANSLATE_NOOP("Errors", "{label} took too long to answer."),
            QT_TRANSLATE_NOOP("Errors", "Try again, or check your connection."),
        ),
        ErrorKind.CONTENT_FILTERED: (
            QT_TRANSLATE_NOOP("Errors", "{label}'s content filter blocked this request."),
            QT_TRANSLATE_NOOP("Errors", "Rephrase the message."),
        ),
        ErrorKind.BAD_REQUEST: (
            QT_TRANSLATE_NOOP("Errors", "{label} refused the request ({code}).")
            if status
            else QT_TRANSLATE_NOOP("Errors", "{label} refused the request."),
            QT_TRANSLATE_NOOP("Errors", "Check the model and settings; this may be a bug worth reporting."),
        ),
    }
    if retry_after is not None:
        values["seconds"] = f"{retry_after:.0f}"
    if kind is ErrorKind.AUTH and not status:
        texts[kind] = (QT_TRANSLATE_NOOP("Errors", "{label} rejected the API key."), texts[kind][1])
    if kind is ErrorKind.CONTEXT_TOO_LONG:  # the numbers are said in words, not quoted
        overflow = read_overflow(body, message)
        text, action, sizes = too_long(model, overflow.sizes, local=local)
        error = ContextOverflowError.said(
            kind, text, action, retry_after_s=retry_after, status=status, **{**values, **sizes}
        )
        error.overflow = overflow
        return error
    text, action = texts.get(
        kind,
        (
            QT_TRANSLATE_NOOP("Errors", "{label} returned an error."),
            QT_TRANSLATE_NOOP("Errors", "Try again."),
        ),
    )
    return UserFacingError.said(
        kind, text, action, retry_after_s=retry_after, status=status, quoted=message, **values
    )


def _server(label: str) -> str:
    """ "Ollama" → "Ollama server"; "llama.cpp server" stays as it is."""
    return label if label.lower().endswith("server") else f"{label} server"


def _refused_on_this_machine(exc: BaseException, base_url: str) -> bool:
    """A connection refused by this machine: no server listens there (a remote host's refusal or a DNS
    failure may pass, and is retried)."""
    if not on_this_machine(base_url):
        return False
    seen: set[int] = set()
    error: BaseException | None = exc
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        if isinstance(error, ConnectionRefusedError) or "refused" in str(error).lower():
            return True
        error = error.__cause__ or error.__context__
    return False


def map_sdk_error(
    exc: BaseException,
    sdk: ModuleType,
    *,
    label: str,
    base_url: str,
    model: str,
    secret: str | None,
    streaming: bool = False,
) -> UserFacingError:
    """Map an exception raised by an SDK call or its stream to a UserFacingError.

    `streaming`: the response had begun, so a connection error means the stream broke, not that
    the server could not be reached.
    """
    if isinstance(exc, UserFacingError):
        return exc
    if isinstance(exc, sdk.APITimeoutError):
        return UserFacingError.said(
            ErrorKind.TIMEOUT,
            QT_TRANSLATE_NOOP("Errors", "{label} took too long to answer."),
            QT_TRANSLATE_NOOP("Errors", "Try again, or check your connection."),
            label=label,
        )
    if isinstance(exc, sdk.APIConnectionError) and streaming:
        return UserFacingError.said(
            ErrorKind.STREAM_BROKEN,
            QT_TRANSLATE_NOOP("Errors", "The connection to {label} broke while the answer was streaming."),
            QT_TRANSLATE_NOOP("Errors", "Try again."),
            label=label,
        )
    if isinstance(exc, sdk.APIConnectionError) and _refused_on_this_machine(exc, base_url):
        where = urlsplit(base_url).netloc or base_url
        return UserFacingError.said(
            ErrorKind.SERVER_NOT_RUNNING,
            QT_TRANSLATE_NOOP("Errors", "Nothing is answering at {where} — is the {server} running?"),
            QT_TRANSLATE_NOOP("Errors", "Start it, then try again."),
            where=where,
            server=_server(label),
        )
    if isinstance(exc, sdk.APIConnectionError):
        return UserFacingError.said(
            ErrorKind.UNREACHABLE,
            QT_TRANSLATE_NOOP("Errors", "Could not reach {label} at {url}."),
            QT_TRANSLATE_NOOP(
                "Errors", "Check your internet connection, or that the local server is running."
            ),
            label=label,
            url=base_url,
        )
    if isinstance(exc, sdk.APIStatusError):
        response = getattr(exc, "response", None)
        status = getattr(exc, "status_code", None)
        headers = getattr(response, "headers", None)
        return status_error(
            status,
            exc.body,
            headers,
            label=label,
            model=model,
            secret=secret,
            local=on_this_machine(base_url),
        )
    if isinstance(exc, sdk.APIError):  # an error object inside a 200 stream
        return status_error(
            None, exc.body, None, label=label, model=model, secret=secret, local=on_this_machine(base_url)
        )
    if isinstance(exc, json.JSONDecodeError | ValueError) and not isinstance(exc, UnicodeError):
        return UserFacingError.said(
            ErrorKind.STREAM_BROKEN,
            QT_TRANSLATE_NOOP("Errors", "{label} sent a malformed reply."),
            QT_TRANSLATE_NOOP(
                "Errors", "Try again; if it keeps happening, the server may not be fully compatible."
            ),
            label=label,
        )
    module = type(exc).__module__
    if module.startswith(("httpx", "httpcore", "h11", "anyio")) or isinstance(exc, OSError):
        return UserFacingError.said(
            ErrorKind.STREAM_BROKEN,
            QT_TRANSLATE_NOOP("Errors", "The connection to {label} broke while the answer was streaming."),
            QT_TRANSLATE_NOOP("Errors", "Try again."),
            label=label,
        )
    log.error("Unexpected error from the %s SDK", label, exc_info=exc)
    return UserFacingError.said(
        ErrorKind.INTERNAL,
        QT_TRANSLATE_NOOP("Errors", "Something unexpected went wrong talking to {label}."),
        QT_TRANSLATE_NOOP("Errors", "See the log for details."),
        label=label,
    )


def stream_ended_early(label: str) -> UserFacingError:
    return UserFacingError.said(
        ErrorKind.STREAM_BROKEN,
        QT_TRANSLATE_NOOP("Errors", "{label} closed the connection before the answer was complete."),
        QT_TRANSLATE_NOOP("Errors", "Try again."),
        label=label,
    )
