"""What a server's refusal of a request as too long says of the sizes: the model's context window and the
prompt as the server counted it. The one place these wordings are read (`errors.status_error` uses it).

Each server words it its own way (numbers may carry thousands separators):

- OpenAI: "This model's maximum context length is 128000 tokens. However, your messages resulted in 130532
  tokens. Please reduce the length of the messages." (older: "However, you requested 9754 tokens (1562 in
  the messages, 8192 in the completion)"; DeepSeek and Groq say the same)
- Anthropic: "prompt is too long: 208310 tokens > 200000 maximum"; "input length and `max_tokens` exceed
  context limit: 188240 + 21333 > 200000, decrease input length or `max_tokens` and try again"
- llama.cpp: type `exceed_context_size_error` with `n_prompt_tokens` and `n_ctx` in the error object;
  "request (431 tokens) exceeds the available context size (256 tokens), try increasing it";
  llama-cpp-python: "Requested tokens (2279) exceed context window of 2048"
- vLLM: "This model's maximum context length is 4096 tokens. However, your request has 5000 input
  tokens." / "… you requested 5000 tokens (4000 in the messages, 1000 in the completion)" / "… your
  prompt contains at least 5000 input tokens"; "The decoder prompt (length 12324) is longer than the
  maximum model length of 8192." / "Prompt length of 40000 is longer than the maximum model length of
  32768."
- OpenRouter: "This endpoint's maximum context length is 65536 tokens. However, you requested about 92208
  tokens (60833 of text input, 10042 of tool input, 21333 in the output)."
- LM Studio: "Trying to keep the first 10136 tokens when context the overflows. However, the model is
  loaded with context length of only 7866 tokens, which is not enough."; "The number of tokens to keep
  from the initial prompt is greater than the context length (n_keep: 13055>= n_ctx: 4096)."; older:
  "Input length 6491 exceeds context length 1500"
- Mistral: "Prompt contains 40000 tokens and 0 draft tokens, too large for model with 32768 maximum
  context length"; Gemini: "The input token count (1200000) exceeds the maximum number of tokens allowed
  (1048576)."

A refusal without numbers ("Your input exceeds the context window of this model.") says nothing here: the
agent then bounds the window by the refused request's own size.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_N = r"(\d+)"


def _patterns(*texts: str) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(t.replace("N", _N)) for t in texts)


_WINDOW = _patterns(
    r"maximum context length is N",  # OpenAI, vLLM, DeepSeek, OpenRouter ("this endpoint's …")
    r"tokens? > N maximum",  # Anthropic
    r"exceed context limit: \d+ \+ \d+ > N",  # Anthropic, with the answer's room
    r"available context size \(N",  # llama.cpp
    r"exceed context window of N",  # llama-cpp-python
    r"maximum model length of N",  # vLLM
    r"context length of only N",  # LM Studio
    r"n_ctx: N",  # LM Studio
    r"exceeds context length N",  # LM Studio (older)
    r"with N maximum context length",  # Mistral
    r"maximum number of tokens allowed \(N\)",  # Gemini
)
_PROMPT = _patterns(
    r"your messages resulted in N tokens",  # OpenAI
    r"\(N in the messages",  # OpenAI (older), vLLM (older)
    r"\(N in your prompt",  # OpenAI-compatible gateways
    r"prompt is too long: N tokens",  # Anthropic
    r"exceed context limit: N \+",  # Anthropic, with the answer's room
    r"\(N tokens\) exceeds the available context size",  # llama.cpp
    r"requested tokens \(N\) exceed context window",  # llama-cpp-python
    r"your request has N input tokens",  # vLLM
    r"prompt contains at least N input tokens",  # vLLM
    r"prompt \(length N\) is longer than",  # vLLM
    r"prompt length of N is longer than",  # vLLM
    r"trying to keep the first N tokens",  # LM Studio
    r"n_keep: N",  # LM Studio
    r"input length N exceeds context length",  # LM Studio (older)
    r"prompt contains N tokens",  # Mistral
    r"input token count \(N\)",  # Gemini
)
_OPENROUTER_INPUT = re.compile(r"\((\d+) of text input(?:, (\d+) of tool input)?")
_REQUESTED = re.compile(r"you requested (?:about )?(\d+) tokens")
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}\b)")


@dataclass(frozen=True, slots=True)
class Overflow:
    """What a refusal as too long said of the sizes (None: it did not say)."""

    window: int | None = None
    """The model's context window, in the server's tokens."""
    prompt: int | None = None
    """The refused request's prompt as the server counted it (without room for the answer)."""
    asked: int | None = None
    """All the request asked for when the server says it apart from the prompt (prompt and answer)."""

    @property
    def sizes(self) -> tuple[int, int] | None:
        """(tokens asked for, tokens the window holds) to say in words: the prompt when it alone does not
        fit, else all that was asked."""
        if self.window is None:
            return None
        if self.prompt is not None and (self.asked is None or self.prompt > self.window):
            return self.prompt, self.window
        return (self.asked, self.window) if self.asked is not None else None


def _first(patterns: tuple[re.Pattern[str], ...], text: str) -> int | None:
    for pattern in patterns:
        found = pattern.search(text)
        if found:
            return int(found.group(1))
    return None


def _positive(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def read_overflow(body: object, message: str) -> Overflow:
    """The sizes a refusal as too long says, from its error object (llama.cpp's fields) or its words."""
    err = body.get("error", body) if isinstance(body, dict) else None
    if isinstance(err, dict):
        window, prompt = _positive(err.get("n_ctx")), _positive(err.get("n_prompt_tokens"))
        if window is not None:
            return Overflow(window=window, prompt=prompt)
    text = _THOUSANDS.sub("", message.lower())
    prompt = _first(_PROMPT, text)
    routed = _OPENROUTER_INPUT.search(text)
    if prompt is None and routed:
        prompt = int(routed.group(1)) + int(routed.group(2) or 0)
    requested = _REQUESTED.search(text)
    asked = int(requested.group(1)) if requested else None
    return Overflow(window=_first(_WINDOW, text), prompt=prompt, asked=asked)
