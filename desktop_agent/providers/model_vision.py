"""Which models see images, by model id: a table of well-known families (cloud and local). Nothing in the
providers' model lists says so reliably. Unknown models are neither (None): images are sent to them, and
the person is told before sending that the model may not see them."""

from __future__ import annotations

import re

# Searched in the lower-case id (its model part after any "provider/"); the first rule that matches wins,
# so the exceptions come before the families they belong to.
_RULES: tuple[tuple[str, bool], ...] = (
    (r"^gpt-3\.5|^gpt-4-(0314|0613|32k)|^gpt-4$|^o1-mini|^o3-mini", False),
    (r"^deepseek-(chat|reasoner|coder|r1|v3)|^deepseek-r1|^codestral|^devstral", False),
    (r"embed|whisper|tts|^text-|^davinci|^babbage", False),
    (r"^claude-(3|sonnet-4|opus-4|haiku-4|4)", True),
    (r"^claude-2|^claude-instant", False),
    (r"^gpt-4o|^gpt-4\.1|^gpt-4-turbo|^gpt-4-vision|^gpt-5|^chatgpt-4o|^o1(?!-mini)|^o3(?!-mini)|^o4", True),
    (r"^gemini|^gemma-?3|^gemma3", True),
    (r"^grok-(2-vision|4|vision)", True),
    (r"^pixtral|^mistral-(small|medium)-(2503|2505|3\.[12])|^mistral-small3\.[12]", True),
    (r"llava|bakllava|moondream|minicpm-v|-vl\b|-vl-|vl:|qwen2\.5vl|qwen3-vl|vision|internvl|smolvlm", True),
    (r"^llama-?4|^llama3\.2-vision|^llama-3\.2-(11|90)b-vision", True),
)


def sees_images(model: str, overrides: dict[str, bool] | None = None) -> bool | None:
    """True or False for a known model (the settings' `vision` table first, by exact id); None when
    unknown."""
    if overrides and model in overrides:
        return overrides[model]
    name = model.rsplit("/", 1)[-1].lower()
    if overrides and name in overrides:
        return overrides[name]
    for pattern, answer in _RULES:
        if re.search(pattern, name):
            return answer
    return None
