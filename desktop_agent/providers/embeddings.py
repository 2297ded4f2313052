"""Embeddings from an OpenAI-compatible `/v1/embeddings` endpoint (OpenAI, Ollama, llama.cpp, LM Studio,
vLLM), through the official SDK loaded by name on first use."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

BATCH = 64


class OpenAICompatibleEmbedder:
    def __init__(self, base_url: str, api_key: str, model: str) -> None:
        self._model = model
        self._base_url = base_url
        sdk: Any = importlib.import_module("openai")
        self._client = sdk.OpenAI(base_url=base_url, api_key=api_key or "none", max_retries=2, timeout=60)

    def __repr__(self) -> str:
        return f"OpenAICompatibleEmbedder({self._base_url!r}, model={self._model!r})"

    @property
    def id(self) -> str:
        return f"openai:{self._base_url}:{self._model}"

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        rows: list[list[float]] = []
        for start in range(0, len(texts), BATCH):
            answer = self._client.embeddings.create(
                model=self._model, input=list(texts[start : start + BATCH])
            )
            rows.extend(item.embedding for item in sorted(answer.data, key=lambda d: d.index))
        matrix = np.asarray(rows, dtype=np.float32).reshape(len(texts), -1)
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        unit: npt.NDArray[np.float32] = (matrix / norms).astype(np.float32)
        return unit
