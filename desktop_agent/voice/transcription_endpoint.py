"""Speech to text by an OpenAI-compatible endpoint: ``POST {base_url}/audio/transcriptions`` with the audio
as a multipart WAV file, the model's name and (optionally) the language spoken; the answer's ``text`` is the
transcript. The key goes in an ``Authorization: Bearer`` header and nowhere else: no error message or log
line quotes it (nor the request that carried it). Blocking (httpx2's client): run it in a worker thread."""

from __future__ import annotations

import json
import logging

from desktop_agent.domain.errors import QT_TRANSLATE_NOOP, ErrorKind, UserFacingError

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT_S = 120.0
_QUOTED_AT_MOST = 300


def transcribe_wav(
    wav: bytes,
    *,
    base_url: str,
    api_key: str | None,
    model: str,
    language: str | None = None,
    timeout_s: float = DEFAULT_TIMEOUT_S,
) -> str:
    """The transcript of the WAV file `wav`. UserFacingError (never naming the key) when the endpoint
    cannot be reached, refuses the key, has no such route or model, or answers something else than JSON
    with a text."""
    import httpx2

    url = base_url.rstrip("/") + "/audio/transcriptions"
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    data = {"model": model, "response_format": "json"}
    if language:
        data["language"] = language.split("_", 1)[0]  # ISO-639-1: "en_GB" is sent as "en"
    try:
        with httpx2.Client(timeout=timeout_s, trust_env=False) as client:
            response = client.post(
                url, headers=headers, data=data, files={"file": ("speech.wav", wav, "audio/wav")}
            )
    except httpx2.InvalidURL:
        raise UserFacingError.said(
            ErrorKind.CONFIG,
            QT_TRANSLATE_NOOP("Errors", "The transcription endpoint's address {url} is not valid."),
            QT_TRANSLATE_NOOP("Errors", "Correct the provider's address in Settings › Providers."),
            url=base_url,
        ) from None
    except httpx2.TimeoutException:
        raise UserFacingError.said(
            ErrorKind.TIMEOUT,
            QT_TRANSLATE_NOOP("Errors", "The transcription endpoint {host} did not answer in {seconds} s."),
            QT_TRANSLATE_NOOP("Errors", "Try again, or use the local model in Settings › Voice."),
            host=_host(url),
            seconds=f"{timeout_s:g}",
        ) from None
    except httpx2.HTTPError as exc:
        log.info("Transcription endpoint %s unreachable: %s", _host(url), type(exc).__name__)
        raise UserFacingError.said(
            ErrorKind.UNREACHABLE,
            QT_TRANSLATE_NOOP("Errors", "The transcription endpoint {host} cannot be reached."),
            QT_TRANSLATE_NOOP("Errors", "Check the provider's address and your connection."),
            host=_host(url),
        ) from None
    return _text(response.status_code, response.text, _host(url), model, api_key or "")


def _text(status: int, body: str, host: str, model: str, api_key: str) -> str:
    if status in (401, 403):
        raise UserFacingError.said(
            ErrorKind.AUTH,
            QT_TRANSLATE_NOOP("Errors", "The transcription endpoint {host} refused the API key."),
            QT_TRANSLATE_NOOP("Errors", "Check the provider's key in Settings › Providers."),
            status=status,
            host=host,
        )
    if status == 404:
        raise UserFacingError.said(
            ErrorKind.MODEL_NOT_FOUND,
            QT_TRANSLATE_NOOP("Errors", "{host} has no transcription model {model} (or no such route)."),
            QT_TRANSLATE_NOOP("Errors", "Choose another model or provider in Settings › Voice."),
            status=status,
            host=host,
            model=model,
        )
    if status == 429:
        raise UserFacingError.said(
            ErrorKind.RATE_LIMITED,
            QT_TRANSLATE_NOOP("Errors", "The transcription endpoint {host} is busy (too many requests)."),
            QT_TRANSLATE_NOOP("Errors", "Wait a moment and try again."),
            status=status,
            host=host,
        )
    if status >= 400:
        raise UserFacingError.said(
            ErrorKind.SERVER_ERROR if status >= 500 else ErrorKind.BAD_REQUEST,
            QT_TRANSLATE_NOOP("Errors", "The transcription endpoint {host} answered with error {code}."),
            status=status,
            quoted=_said(body, api_key),
            host=host,
            code=status,
        )
    try:
        payload = json.loads(body)
    except ValueError:
        payload = None
    text = payload.get("text") if isinstance(payload, dict) else None
    if not isinstance(text, str):
        raise UserFacingError.said(
            ErrorKind.SERVER_ERROR,
            QT_TRANSLATE_NOOP("Errors", "The transcription endpoint {host} sent no transcript."),
            QT_TRANSLATE_NOOP("Errors", "Check that the provider offers OpenAI-compatible transcriptions."),
            host=host,
        )
    return text.strip()


def _said(body: str, api_key: str) -> str:
    """The server's own message, short (its JSON error's message when there is one), with the key taken
    out should the server have echoed it."""
    try:
        payload = json.loads(body)
    except ValueError:
        payload = None
    error = payload.get("error") if isinstance(payload, dict) else None
    message = error.get("message") if isinstance(error, dict) else (error or body)
    said = str(message or "").strip()
    if api_key:
        said = said.replace(api_key, "***")
    return said[:_QUOTED_AT_MOST]


def _host(url: str) -> str:
    import httpx2

    try:
        parsed = httpx2.URL(url)
    except (httpx2.InvalidURL, ValueError):
        return "(invalid address)"
    return f"{parsed.host}:{parsed.port}" if parsed.port else str(parsed.host)
