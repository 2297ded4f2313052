"""The sizes in each server's own refusal of a request as too long (`providers.overflow`), and that each
is recognised as one (`status_error`), from the wordings the servers send."""

from __future__ import annotations

import pytest

from desktop_agent.domain.errors import ErrorKind
from desktop_agent.providers.errors import ContextOverflowError, status_error
from desktop_agent.providers.overflow import Overflow, read_overflow

WORDINGS: list[tuple[str, str, Overflow]] = [
    (
        "openai",
        "This model's maximum context length is 128000 tokens. However, your messages resulted in 130532 "
        "tokens. Please reduce the length of the messages.",
        Overflow(window=128_000, prompt=130_532),
    ),
    (
        "openai-older",
        "This model's maximum context length is 8192 tokens. However, you requested 9754 tokens (1562 in the "
        "messages, 8192 in the completion). Please reduce the length of the messages or completion.",
        Overflow(window=8_192, prompt=1_562, asked=9_754),
    ),
    (
        "anthropic",
        "prompt is too long: 208310 tokens > 200000 maximum",
        Overflow(window=200_000, prompt=208_310),
    ),
    (
        "anthropic-max-tokens",
        "input length and `max_tokens` exceed context limit: 188240 + 21333 > 200000, decrease input length "
        "or `max_tokens` and try again",
        Overflow(window=200_000, prompt=188_240),
    ),
    (
        "llama.cpp",
        "request (9412 tokens) exceeds the available context size (8192 tokens), try increasing it",
        Overflow(window=8_192, prompt=9_412),
    ),
    (
        "llama-cpp-python",
        "Requested tokens (2279) exceed context window of 2048",
        Overflow(window=2_048, prompt=2_279),
    ),
    (
        "vllm-input-tokens",
        "This model's maximum context length is 1536 tokens. However, your request has 4176 input tokens. "
        "Please reduce the length of the input messages.",
        Overflow(window=1_536, prompt=4_176),
    ),
    (
        "vllm-requested",
        "This model's maximum context length is 4096 tokens. However, you requested 5000 tokens (4000 in the "
        "messages, 1000 in the completion). Please reduce the length of the messages or completion.",
        Overflow(window=4_096, prompt=4_000, asked=5_000),
    ),
    (
        "vllm-at-least",
        "This model's maximum context length is 32768 tokens. However, you requested 8192 output tokens and "
        "your prompt contains at least 32769 input tokens, for a total of at least 40961 tokens.",
        Overflow(window=32_768, prompt=32_769),
    ),
    (
        "vllm-max-tokens",
        "'max_tokens' or 'max_completion_tokens' is too large: 8000. This model's maximum context length is "
        "4096 tokens and your request has 2778 input tokens (8000 > 4096 - 2778).",
        Overflow(window=4_096, prompt=2_778),
    ),
    (
        "vllm-decoder-prompt",
        "The decoder prompt (length 12324) is longer than the maximum model length of 8192. Make sure that "
        "`max_model_len` is no smaller than the number of text tokens.",
        Overflow(window=8_192, prompt=12_324),
    ),
    (
        "vllm-prompt-length",
        "Prompt length of 40000 is longer than the maximum model length of 32768.",
        Overflow(window=32_768, prompt=40_000),
    ),
    (
        "openrouter",
        "This endpoint's maximum context length is 65536 tokens. However, you requested about 92208 tokens "
        "(60833 of text input, 10042 of tool input, 21333 in the output). Please reduce the length of either "
        'one, or use the "middle-out" transform to compress your prompt automatically.',
        Overflow(window=65_536, prompt=70_875, asked=92_208),
    ),
    (
        "openrouter-text-only",
        "This endpoint's maximum context length is 131072 tokens. However, you requested about 141607 tokens "
        "(10535 of text input, 131072 in the output). Please reduce the length of either one, or use the "
        '"middle-out" transform to compress your prompt automatically.',
        Overflow(window=131_072, prompt=10_535, asked=141_607),
    ),
    (
        "lmstudio",
        "Trying to keep the first 10136 tokens when context the overflows. However, the model is loaded with "
        "context length of only 7866 tokens, which is not enough. Try to load the model with a larger "
        "context length, or provide a shorter input",
        Overflow(window=7_866, prompt=10_136),
    ),
    (
        "lmstudio-n-keep",
        "The number of tokens to keep from the initial prompt is greater than the context length (n_keep: "
        "13055>= n_ctx: 4096). Try to load the model with a larger context length, or provide a shorter "
        "input.",
        Overflow(window=4_096, prompt=13_055),
    ),
    (
        "lmstudio-older",
        "Error: Input length 6491 exceeds context length 1500",
        Overflow(window=1_500, prompt=6_491),
    ),
    (
        "mistral",
        "Prompt contains 40000 tokens and 0 draft tokens, too large for model with 32768 maximum context "
        "length",
        Overflow(window=32_768, prompt=40_000),
    ),
    (
        "gemini",
        "The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).",
        Overflow(window=1_048_576, prompt=1_200_000),
    ),
    (
        "thousands-separators",
        "This model's maximum context length is 128,000 tokens. However, your messages resulted in 130,532 "
        "tokens.",
        Overflow(window=128_000, prompt=130_532),
    ),
    (
        "openai-without-numbers",
        "Your input exceeds the context window of this model. Please adjust your input and try again.",
        Overflow(),
    ),
    (
        "lmstudio-without-numbers",
        "The number of tokens to keep from the initial prompt is greater than the context length. Try to "
        "load the model with a larger context length, or provide a shorter input",
        Overflow(),
    ),
]


@pytest.mark.parametrize(
    ("message", "expected"), [(m, e) for _, m, e in WORDINGS], ids=[n for n, _, _ in WORDINGS]
)
def test_each_servers_wording_gives_its_sizes(message: str, expected: Overflow) -> None:
    assert read_overflow({"error": {"message": message}}, message) == expected


@pytest.mark.parametrize(
    ("message", "expected"), [(m, e) for _, m, e in WORDINGS], ids=[n for n, _, _ in WORDINGS]
)
def test_each_wording_is_a_refusal_as_too_long_carrying_its_sizes(message: str, expected: Overflow) -> None:
    error = status_error(
        400, {"error": {"message": message, "type": "invalid_request_error"}}, None,
        label="Gateway", model="some/new-model", secret=None,
    )  # fmt: skip
    assert error.kind is ErrorKind.CONTEXT_TOO_LONG
    assert isinstance(error, ContextOverflowError) and error.overflow == expected
    assert "too long for 'some/new-model'" in error.message


def test_llama_cpp_says_its_sizes_in_fields() -> None:
    message = "the request exceeds the available context size, try increasing it"
    body = {
        "error": {
            "code": 400,
            "message": message,
            "type": "exceed_context_size_error",
            "n_prompt_tokens": 4153,
            "n_ctx": 4096,
        }
    }
    assert read_overflow(body, message) == Overflow(window=4_096, prompt=4_153)


def test_the_sizes_said_in_words_are_what_does_not_fit() -> None:
    assert Overflow(window=8_192, prompt=1_562, asked=9_754).sizes == (9_754, 8_192), "with the answer's room"
    assert Overflow(window=4_096, prompt=5_000, asked=6_000).sizes == (5_000, 4_096), "the prompt alone"
    assert Overflow(window=128_000, prompt=130_532).sizes == (130_532, 128_000)
    assert Overflow(window=128_000).sizes is None and Overflow(prompt=5).sizes is None
