"""The provider catalogue, the retry policy, and mapping provider errors to what the person sees."""

from __future__ import annotations

import email.utils
import random
import time
import types
from typing import Any

import pytest

from desktop_agent.domain.errors import RETRYABLE_KINDS, ErrorKind, UserFacingError
from desktop_agent.providers.errors import map_sdk_error, parse_retry_after, scrub, status_error
from desktop_agent.providers.presets import PRESETS, UnknownProviderError, get_preset, infer_provider
from desktop_agent.providers.retry import RetryPolicy

SECRET = "sk-test-9f8e7d6c5b4a-DO-NOT-LEAK"

# ---- presets ----


@pytest.mark.parametrize(
    ("model", "provider", "sent"),
    [
        ("claude-sonnet-4-5", "anthropic", "claude-sonnet-4-5"),
        ("gpt-4.1", "openai", "gpt-4.1"),
        ("gpt-4.1-mini", "openai", "gpt-4.1-mini"),
        ("o3-mini", "openai", "o3-mini"),
        ("o4-mini", "openai", "o4-mini"),
        ("o1", "openai", "o1"),
        ("deepseek/deepseek-chat", "deepseek", "deepseek-chat"),
        ("deepseek-chat", "deepseek", "deepseek-chat"),
        ("ollama/llama3.1", "ollama", "llama3.1"),
        ("openrouter/anthropic/claude-3.5-sonnet", "openrouter", "anthropic/claude-3.5-sonnet"),
        ("gemini-2.5-flash", "gemini", "gemini-2.5-flash"),
    ],
)
def test_infer_provider_from_the_model_id(model: str, provider: str, sent: str) -> None:
    inferred = infer_provider(model)
    assert inferred is not None
    preset, model_id = inferred
    assert (preset.name, model_id) == (provider, sent)
    assert preset is PRESETS[provider]


@pytest.mark.parametrize("model", ["mistral-large", "llama3.1", "", "unknownhost/some-model", "ollama/"])
def test_infer_provider_gives_up_on_ids_it_cannot_place(model: str) -> None:
    assert infer_provider(model) is None


def test_every_preset_has_an_http_address_and_a_label() -> None:
    assert PRESETS
    for name, preset in PRESETS.items():
        assert preset.name == name
        assert preset.base_url.startswith(("http://", "https://")), name
        assert preset.label.strip(), name
        assert preset.default_model.strip(), name
        assert preset.wire in ("openai", "anthropic"), name


LOCAL = {"ollama", "lmstudio", "llamacpp", "vllm"}


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_local_servers_need_no_key_and_cloud_providers_do(name: str) -> None:
    preset = PRESETS[name]
    assert preset.needs_key is (name not in LOCAL)
    if name in LOCAL:
        assert preset.base_url.startswith("http://localhost:"), "a local server runs on this machine"
    else:
        assert preset.base_url.startswith("https://"), "a key must never travel in clear text"


def test_the_local_presets_all_exist() -> None:
    assert set(PRESETS) >= LOCAL | {"openai", "anthropic"}


def test_get_preset_is_case_insensitive() -> None:
    assert get_preset("OpenAI") is PRESETS["openai"]


def test_get_preset_of_an_unknown_name_lists_the_known_ones() -> None:
    with pytest.raises(UnknownProviderError) as info:
        get_preset("mistral")
    text = str(info.value)
    assert "'mistral'" in text
    for name in PRESETS:
        assert name in text


def test_an_unknown_provider_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="Unknown provider"):
        get_preset("nope")


# ---- RetryPolicy ----


def error(kind: ErrorKind, retry_after_s: float | None = None) -> UserFacingError:
    return UserFacingError(kind, "something went wrong", "try again", retry_after_s=retry_after_s)


NOT_RETRYABLE = [
    ErrorKind.AUTH,
    ErrorKind.QUOTA_EXHAUSTED,
    ErrorKind.BAD_REQUEST,
    ErrorKind.CONTEXT_TOO_LONG,
    ErrorKind.MODEL_NOT_FOUND,
    ErrorKind.CONTENT_FILTERED,
    ErrorKind.NO_API_KEY,
    ErrorKind.CONFIG,
]


@pytest.mark.parametrize("kind", NOT_RETRYABLE)
def test_errors_a_retry_cannot_fix_are_not_retried(kind: ErrorKind) -> None:
    assert RetryPolicy().delay_for(1, error(kind)) is None
    assert RetryPolicy().delay_for(1, error(kind, retry_after_s=1.0)) is None


@pytest.mark.parametrize(
    "kind",
    [
        ErrorKind.SERVER_ERROR,
        ErrorKind.OVERLOADED,
        ErrorKind.TIMEOUT,
        ErrorKind.UNREACHABLE,
        ErrorKind.STREAM_BROKEN,
    ],
)
def test_retryable_errors_wait_exponentially_longer(kind: ErrorKind) -> None:
    policy = RetryPolicy(max_retries=10, base_delay_s=1.0, max_delay_s=1000.0, jitter=0)
    delays = [policy.delay_for(n, error(kind)) for n in (1, 2, 3, 4)]
    assert delays == [1.0, 2.0, 4.0, 8.0]


def test_rate_limits_wait_at_least_two_base_delays() -> None:
    policy = RetryPolicy(base_delay_s=1.0, jitter=0)
    first = policy.delay_for(1, error(ErrorKind.RATE_LIMITED))
    assert first is not None and first >= 2.0


def test_the_delay_is_capped() -> None:
    policy = RetryPolicy(max_retries=10, base_delay_s=1.0, max_delay_s=5.0, jitter=0)
    delays = [policy.delay_for(n, error(ErrorKind.SERVER_ERROR)) for n in range(1, 9)]
    assert delays == [1.0, 2.0, 4.0, 5.0, 5.0, 5.0, 5.0, 5.0]


def test_jitter_adds_at_most_its_fraction_and_is_reproducible_with_a_seed() -> None:
    policy = RetryPolicy(max_retries=10, base_delay_s=1.0, max_delay_s=1000.0, jitter=0.25)
    for n in (1, 2, 3):
        base = 2.0 ** (n - 1)
        delay = policy.delay_for(n, error(ErrorKind.SERVER_ERROR), random.Random(42))
        assert delay is not None
        assert base <= delay <= base * 1.25
        assert delay == policy.delay_for(n, error(ErrorKind.SERVER_ERROR), random.Random(42))


def test_jittered_delays_still_grow() -> None:
    policy = RetryPolicy(max_retries=10, base_delay_s=1.0, max_delay_s=1000.0, jitter=0.25)
    rng = random.Random(3)
    delays = [policy.delay_for(n, error(ErrorKind.OVERLOADED), rng) for n in (1, 2, 3, 4)]
    assert all(d is not None for d in delays)
    assert delays == sorted(delays)  # type: ignore[type-var]


def test_no_retry_past_max_retries() -> None:
    policy = RetryPolicy(max_retries=3, jitter=0)
    assert policy.delay_for(3, error(ErrorKind.SERVER_ERROR)) is not None
    assert policy.delay_for(4, error(ErrorKind.SERVER_ERROR)) is None
    assert policy.delay_for(4, error(ErrorKind.RATE_LIMITED, retry_after_s=1.0)) is None


def test_zero_max_retries_never_retries() -> None:
    assert RetryPolicy(max_retries=0).delay_for(1, error(ErrorKind.SERVER_ERROR)) is None


def test_the_servers_retry_after_is_used_as_is() -> None:
    policy = RetryPolicy(base_delay_s=1.0, max_delay_s=5.0, jitter=0.25)
    assert policy.delay_for(1, error(ErrorKind.RATE_LIMITED, retry_after_s=17.5)) == 17.5
    assert policy.delay_for(3, error(ErrorKind.OVERLOADED, retry_after_s=0.25)) == 0.25


def test_a_retry_after_longer_than_we_will_wait_means_no_retry() -> None:
    policy = RetryPolicy(max_retry_after_s=60.0)
    assert policy.delay_for(1, error(ErrorKind.RATE_LIMITED, retry_after_s=60.0)) == 60.0
    assert policy.delay_for(1, error(ErrorKind.RATE_LIMITED, retry_after_s=61.0)) is None


# ---- status_error ----


def openai_body(message: str = "", type_: str = "", code: str = "") -> dict[str, Any]:
    """What the OpenAI SDK puts in `exc.body`: the inner error object."""
    return {"message": message, "type": type_, "code": code}


def anthropic_body(type_: str, message: str = "") -> dict[str, Any]:
    """What the Anthropic SDK puts in `exc.body`: the whole error document."""
    return {"type": "error", "error": {"type": type_, "message": message}}


def mapped(status: int | None, body: object = None, headers: Any = None) -> UserFacingError:
    return status_error(status, body, headers, label="Provider X", model="model-y", secret=SECRET)


STATUS_TABLE: list[tuple[int, object, ErrorKind]] = [
    (401, openai_body("Incorrect API key provided"), ErrorKind.AUTH),
    (403, openai_body("Forbidden"), ErrorKind.AUTH),
    (404, openai_body("The model does not exist"), ErrorKind.MODEL_NOT_FOUND),
    (402, openai_body("Payment required"), ErrorKind.QUOTA_EXHAUSTED),
    (408, None, ErrorKind.TIMEOUT),
    (409, None, ErrorKind.SERVER_ERROR),
    (429, openai_body("Rate limit reached", "requests", "rate_limit_exceeded"), ErrorKind.RATE_LIMITED),
    (
        429,
        openai_body("You exceeded your current quota", "insufficient_quota", "insufficient_quota"),
        ErrorKind.QUOTA_EXHAUSTED,
    ),
    (500, None, ErrorKind.SERVER_ERROR),
    (502, "<html>Bad gateway</html>", ErrorKind.SERVER_ERROR),
    (503, None, ErrorKind.OVERLOADED),
    (529, None, ErrorKind.OVERLOADED),
    (400, openai_body("Invalid value for 'temperature'"), ErrorKind.BAD_REQUEST),
    (
        400,
        openai_body("This model's maximum context length is 128000 tokens", code="context_length_exceeded"),
        ErrorKind.CONTEXT_TOO_LONG,
    ),
    (
        400,
        openai_body("The response was filtered", code="content_filter"),
        ErrorKind.CONTENT_FILTERED,
    ),
    (529, anthropic_body("overloaded_error", "Overloaded"), ErrorKind.OVERLOADED),
    (429, anthropic_body("rate_limit_error", "Number of requests exceeded"), ErrorKind.RATE_LIMITED),
    (401, anthropic_body("authentication_error", "invalid x-api-key"), ErrorKind.AUTH),
    (403, anthropic_body("permission_error", "not allowed"), ErrorKind.AUTH),
    (404, anthropic_body("not_found_error", "model: nope"), ErrorKind.MODEL_NOT_FOUND),
    (400, anthropic_body("billing_error", "Your credit balance is too low"), ErrorKind.QUOTA_EXHAUSTED),
    (
        413,
        anthropic_body("request_too_large", "Request exceeds the maximum size"),
        ErrorKind.CONTEXT_TOO_LONG,
    ),
    (500, anthropic_body("api_error", "Internal server error"), ErrorKind.SERVER_ERROR),
    (
        400,
        anthropic_body("invalid_request_error", "prompt is too long: 210000 tokens > 200000 maximum"),
        ErrorKind.CONTEXT_TOO_LONG,
    ),
]


@pytest.mark.parametrize(("status", "body", "kind"), STATUS_TABLE)
def test_status_error_picks_the_right_kind(status: int, body: object, kind: ErrorKind) -> None:
    err = mapped(status, body)
    assert err.kind is kind
    assert err.status == status
    assert err.message.strip() and err.action.strip()
    assert err.retryable is (kind in RETRYABLE_KINDS)


@pytest.mark.parametrize(
    "etype", ["overloaded_error", "rate_limit_error", "api_error", "timeout_error", "server_error"]
)
def test_an_error_inside_a_200_stream_is_mapped_by_its_type(etype: str) -> None:
    err = mapped(None, anthropic_body(etype, "oops"))
    assert err.retryable, etype
    assert err.message.strip() and err.action.strip()


@pytest.mark.parametrize(("status", "body", "kind"), STATUS_TABLE)
def test_every_mapped_error_names_the_provider_or_the_model(
    status: int, body: object, kind: ErrorKind
) -> None:
    err = mapped(status, body)
    assert "Provider X" in err.message or "model-y" in err.message


def test_the_servers_message_is_quoted_without_the_key() -> None:
    body = openai_body(f"Incorrect API key provided: {SECRET}. You can find your key at ...")
    err = mapped(401, body)
    assert SECRET not in err.message
    assert SECRET not in repr(err) and SECRET not in str(err.as_dict())
    assert "[key hidden]" in err.message
    assert "Incorrect API key provided" in err.message


def test_a_rate_limit_carries_the_servers_wait() -> None:
    err = mapped(429, openai_body("slow down", code="rate_limit_exceeded"), {"retry-after": "7"})
    assert err.kind is ErrorKind.RATE_LIMITED
    assert err.retry_after_s == 7.0
    assert "7 s" in err.message


def test_a_rate_limit_whose_text_mentions_a_billing_page_is_still_a_rate_limit() -> None:
    message = (
        "Rate limit reached for gpt-4o-mini in organization org-abc on requests per min (RPM): "
        "Limit 3, Used 3, Requested 1. Please try again in 20s. Please add a payment method to your "
        "account to increase your rate limit. Visit https://platform.openai.com/account/billing to add "
        "a payment method."
    )
    err = mapped(429, openai_body(message, "requests", "rate_limit_exceeded"), {"retry-after": "20"})
    assert err.kind is ErrorKind.RATE_LIMITED
    assert err.retryable


# ---- parse_retry_after ----


def test_retry_after_in_seconds() -> None:
    assert parse_retry_after({"retry-after": "12"}) == 12.0
    assert parse_retry_after({"retry-after": "1.5"}) == 1.5


def test_retry_after_ms_wins_over_seconds() -> None:
    assert parse_retry_after({"retry-after-ms": "2500", "retry-after": "9"}) == 2.5


def test_a_broken_retry_after_ms_falls_back_to_seconds() -> None:
    assert parse_retry_after({"retry-after-ms": "soon", "retry-after": "9"}) == 9.0


def test_retry_after_as_an_http_date() -> None:
    header = email.utils.formatdate(time.time() + 120, usegmt=True)
    wait = parse_retry_after({"retry-after": header})
    assert wait is not None
    assert 110 <= wait <= 121


def test_retry_after_as_a_date_in_the_past_means_no_wait() -> None:
    assert parse_retry_after({"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}) == 0.0


def test_a_negative_retry_after_means_no_wait() -> None:
    assert parse_retry_after({"retry-after": "-5"}) == 0.0


def test_no_headers_or_no_retry_after_means_none() -> None:
    assert parse_retry_after(None) is None
    assert parse_retry_after({}) is None
    assert parse_retry_after({"retry-after": ""}) is None


@pytest.mark.parametrize("garbage", ["soon", "tomorrow-ish", "12 seconds"])
def test_a_garbage_retry_after_is_ignored(garbage: str) -> None:
    assert parse_retry_after({"retry-after": garbage}) is None


def test_a_garbage_retry_after_does_not_break_error_mapping() -> None:
    err = mapped(429, openai_body("slow down", code="rate_limit_exceeded"), {"retry-after": "soon"})
    assert err.kind is ErrorKind.RATE_LIMITED
    assert err.retry_after_s is None


# ---- scrub ----


def test_scrub_removes_every_copy_of_the_key() -> None:
    text = f"key {SECRET} rejected; again: {SECRET}."
    out = scrub(text, SECRET)
    assert SECRET not in out
    assert out == "key [key hidden] rejected; again: [key hidden]."


def test_scrub_without_a_key_leaves_the_text_alone() -> None:
    assert scrub("nothing to hide", None) == "nothing to hide"
    assert scrub("nothing to hide", "") == "nothing to hide"


def test_scrub_ignores_tiny_keys_that_would_mangle_the_text() -> None:
    assert scrub("a bad request", "a") == "a bad request"


# ---- map_sdk_error, against a stand-in for an SDK module with the shared exception shape ----


class FakeAPIError(Exception):
    def __init__(self, message: str = "", body: object = None) -> None:
        super().__init__(message)
        self.body = body


class FakeAPIConnectionError(FakeAPIError):
    pass


class FakeAPITimeoutError(FakeAPIConnectionError):
    pass


class FakeAPIStatusError(FakeAPIError):
    def __init__(self, status_code: int, body: object, headers: dict[str, str] | None = None) -> None:
        super().__init__(f"Error code: {status_code} - {body}", body)
        self.status_code = status_code
        self.response = types.SimpleNamespace(headers=headers or {})


FAKE_SDK = types.ModuleType("fake_sdk")
FAKE_SDK.APIError = FakeAPIError  # type: ignore[attr-defined]
FAKE_SDK.APIConnectionError = FakeAPIConnectionError  # type: ignore[attr-defined]
FAKE_SDK.APITimeoutError = FakeAPITimeoutError  # type: ignore[attr-defined]
FAKE_SDK.APIStatusError = FakeAPIStatusError  # type: ignore[attr-defined]


def from_sdk(exc: BaseException) -> UserFacingError:
    return map_sdk_error(
        exc, FAKE_SDK, label="Provider X", base_url="https://llm.example/v1", model="model-y", secret=SECRET
    )


def test_a_refusal_on_this_machine_is_a_server_not_running_not_a_network_problem() -> None:
    refused = FakeAPIConnectionError("Connection error.")
    refused.__cause__ = ConnectionRefusedError(111, "Connection refused")
    for base_url in ("http://127.0.0.1:8080/v1", "http://localhost:11434/v1", "http://[::1]:1234/v1"):
        err = map_sdk_error(refused, FAKE_SDK, label="llama.cpp", base_url=base_url, model="m", secret=None)
        assert err.kind is ErrorKind.SERVER_NOT_RUNNING and not err.retryable, base_url
    remote = map_sdk_error(
        refused, FAKE_SDK, label="X", base_url="https://llm.example/v1", model="m", secret=None
    )
    assert remote.kind is ErrorKind.UNREACHABLE and remote.retryable, "a remote refusal may pass: retried"


@pytest.mark.parametrize(
    ("exc", "kind"),
    [
        (FakeAPITimeoutError("timed out"), ErrorKind.TIMEOUT),
        (FakeAPIConnectionError("connection refused"), ErrorKind.UNREACHABLE),
        (FakeAPIStatusError(401, openai_body("bad key")), ErrorKind.AUTH),
        (FakeAPIStatusError(529, anthropic_body("overloaded_error")), ErrorKind.OVERLOADED),
        (FakeAPIError("in-stream", anthropic_body("overloaded_error", "Overloaded")), ErrorKind.OVERLOADED),
        (ValueError("Expecting value: line 1 column 1"), ErrorKind.STREAM_BROKEN),
        (ConnectionResetError("reset by peer"), ErrorKind.STREAM_BROKEN),
    ],
)
def test_map_sdk_error(exc: BaseException, kind: ErrorKind) -> None:
    err = from_sdk(exc)
    assert err.kind is kind
    assert err.message.strip() and err.action.strip()


def test_an_unreachable_server_names_the_address() -> None:
    assert "https://llm.example/v1" in from_sdk(FakeAPIConnectionError("refused")).message


def test_a_status_error_carries_retry_after_from_the_response_headers() -> None:
    err = from_sdk(
        FakeAPIStatusError(429, openai_body("slow", code="rate_limit_exceeded"), {"retry-after": "3"})
    )
    assert err.kind is ErrorKind.RATE_LIMITED
    assert err.retry_after_s == 3.0


def test_the_key_in_an_sdk_error_body_never_reaches_the_person() -> None:
    err = from_sdk(FakeAPIStatusError(401, openai_body(f"Incorrect API key provided: {SECRET}")))
    assert SECRET not in err.message and SECRET not in err.action


def test_an_existing_user_facing_error_passes_through() -> None:
    original = error(ErrorKind.NO_API_KEY)
    assert from_sdk(original) is original


def test_an_unexpected_exception_is_internal_and_logged(caplog: pytest.LogCaptureFixture) -> None:
    err = from_sdk(RuntimeError("bug"))
    assert err.kind is ErrorKind.INTERNAL
    assert not err.retryable
    assert any(r.exc_info and r.exc_info[1] is not None for r in caplog.records)


@pytest.mark.parametrize(
    ("status", "message", "etype", "sizes"),
    [
        (
            400,
            "This model's maximum context length is 4096 tokens. However, you requested 5000 tokens "
            "(4000 in the messages, 1000 in the completion). Please reduce the length of the messages.",
            "BadRequestError",
            "5,000 tokens and the model's context window holds 4,096",
        ),  # vLLM
        (
            400,
            "The number of tokens to keep from the initial prompt is greater than the context length. "
            "Try to load the model with a larger context length, or provide a shorter input",
            "invalid_request_error",
            None,
        ),  # LM Studio
        # llama-cpp-python
        (400, "Requested tokens (2279) exceed context window of 2048", "", "2,279 tokens"),
    ],
)
def test_local_servers_overflow_errors_are_recognised(
    status: int, message: str, etype: str, sizes: str | None
) -> None:
    body = {"error": {"message": message, "type": etype}}
    err = status_error(status, body, None, label="Local", model="/models/qwen.gguf", secret=None, local=True)
    assert err.kind is ErrorKind.CONTEXT_TOO_LONG
    assert "'qwen.gguf'" in err.message, "a model that is a file path is named by its file"
    if sizes:
        assert sizes in err.message
    assert "--ctx-size" in err.action
