"""How many tokens a local server's model can take, asked of the server itself.

- llama.cpp (`llama-server`): `GET /props` → `default_generation_settings.n_ctx` (the slot's context).
- Ollama: `POST /api/show` → `num_ctx` in the model's parameters when set, else the model's
  `<arch>.context_length` only as an upper bound (Ollama runs with its own, smaller default: unknown).
- LM Studio: `GET /api/v0/models/{id}` → `loaded_context_length` (else `max_context_length`).
- vLLM: `GET /v1/models` → the model's `max_model_len`.

Anything else (cloud providers, llama-cpp-python, which says nothing) is None: unknown, never guessed.
"""

from __future__ import annotations

import logging
import re
from typing import Any
from urllib.parse import quote

log = logging.getLogger(__name__)

_NUM_CTX = re.compile(r"^\s*num_ctx\s+(\d+)\s*$", re.M)


def _root(base_url: str) -> str:
    """The server's own address: the OpenAI-compatible API lives under /v1."""
    url = base_url.rstrip("/")
    return url[: -len("/v1")] if url.endswith("/v1") else url


def _positive(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def _llamacpp(props: Any) -> int | None:
    settings = props.get("default_generation_settings") if isinstance(props, dict) else None
    return _positive(settings.get("n_ctx")) if isinstance(settings, dict) else None


def _ollama(show: Any) -> int | None:
    if not isinstance(show, dict):
        return None
    parameters = show.get("parameters")
    if isinstance(parameters, str) and (found := _NUM_CTX.search(parameters)):
        return int(found.group(1))
    return None


def _lmstudio(model: Any) -> int | None:
    if not isinstance(model, dict):
        return None
    return _positive(model.get("loaded_context_length")) or _positive(model.get("max_context_length"))


def _vllm(models: Any, model: str) -> int | None:
    data = models.get("data") if isinstance(models, dict) else None
    for entry in data if isinstance(data, list) else []:
        if isinstance(entry, dict) and entry.get("id") == model:
            return _positive(entry.get("max_model_len"))
    return None


async def ask_context_window(client: Any, preset: str, base_url: str, model: str) -> int | None:
    """The model's context window in tokens as the server reports it, or None. Never raises."""
    root = _root(base_url)
    try:
        if preset == "llamacpp":
            return _llamacpp(await client.get(f"{root}/props", cast_to=object))
        if preset == "ollama":
            return _ollama(await client.post(f"{root}/api/show", body={"model": model}, cast_to=object))
        if preset == "lmstudio":
            return _lmstudio(
                await client.get(f"{root}/api/v0/models/{quote(model, safe='')}", cast_to=object)
            )
        if preset == "vllm":
            return _vllm(await client.get(f"{base_url.rstrip('/')}/models", cast_to=object), model)
    except Exception as exc:  # an older server without the route, a proxy in between: unknown
        log.info("The %s server did not say its context window: %s", preset, type(exc).__name__)
    return None
