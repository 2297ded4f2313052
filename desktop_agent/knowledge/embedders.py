"""Embedders: text -> unit vectors (float32). The default is WordLlama's static token embeddings, which the
`wordllama` package SHIPS in its wheel (l2_supercat, 256 dimensions, 32k-token Llama-2 vocabulary, MIT):
tokens looked up and averaged with numpy, no PyTorch, nothing downloaded. `StaticModelEmbedder` reads any
such static model (a safetensors matrix + a tokenizers JSON: WordLlama's, Model2Vec's) from a folder;
`fetch_model` brings one from its hub on first use (progress, SHA-256 checked) into the data folder.
`HashedNgramEmbedder` is the offline fallback of our own, used when no model can be loaded."""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import re
import urllib.request
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import numpy as np
import numpy.typing as npt

log = logging.getLogger(__name__)

Vectors = npt.NDArray[np.float32]
DownloadProgress = Callable[[int, int | None], None]
"""(bytes so far, total bytes or None)."""


class Embedder(Protocol):
    @property
    def id(self) -> str:
        """Names the model: vectors of another id are never mixed with this one's."""
        ...

    def embed(self, texts: Sequence[str]) -> Vectors:
        """One unit-length row per text (a row of zeros for a text with nothing to embed)."""
        ...


def _unit(rows: Vectors) -> Vectors:
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    unit: Vectors = (rows / norms).astype(np.float32)
    return unit


class StaticModelEmbedder:
    """A static embedding model: each token a row of a matrix, a text the mean of its tokens' rows."""

    def __init__(self, weights: Path, tokenizer: Path, *, name: str) -> None:
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        tensors = load_file(str(weights))
        key = next((k for k in ("embedding.weight", "embeddings") if k in tensors), None)
        if key is None:
            raise ValueError(f"{weights.name} holds no embedding matrix")
        self._matrix = tensors[key]
        self._tokenizer = Tokenizer.from_file(str(tokenizer))
        self._tokenizer.no_truncation()
        self._tokenizer.no_padding()
        self._id = f"static:{name}:{self._matrix.shape[1]}"

    @property
    def id(self) -> str:
        return self._id

    def embed(self, texts: Sequence[str]) -> Vectors:
        out = np.zeros((len(texts), self._matrix.shape[1]), dtype=np.float32)
        limit = self._matrix.shape[0]
        for row, encoding in enumerate(self._tokenizer.encode_batch(list(texts), add_special_tokens=False)):
            ids = [i for i in encoding.ids[:4096] if i < limit]
            if ids:
                out[row] = self._matrix[ids].astype(np.float32).mean(axis=0)
        return _unit(out)


def shipped_model_files() -> tuple[Path, Path] | None:
    """WordLlama's weights and tokenizer as its wheel installs them, without importing the package."""
    spec = importlib.util.find_spec("wordllama")
    if spec is None or not spec.submodule_search_locations:
        return None
    root = Path(next(iter(spec.submodule_search_locations)))
    weights = root / "weights" / "l2_supercat_256.safetensors"
    tokenizer = root / "tokenizers" / "l2_supercat_tokenizer_config.json"
    return (weights, tokenizer) if weights.is_file() and tokenizer.is_file() else None


class HashedNgramEmbedder:
    """The offline fallback of our own (no model): words and character trigrams hashed into a fixed number
    of signed buckets. It matches spellings, not meanings."""

    def __init__(self, dim: int = 256) -> None:
        self._dim = dim

    @property
    def id(self) -> str:
        return f"hashed-ngrams:{self._dim}"

    def embed(self, texts: Sequence[str]) -> Vectors:
        out = np.zeros((len(texts), self._dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in re.findall(r"\w+", text.lower()):
                grams = [word] + [word[i : i + 3] for i in range(max(1, len(word) - 2))]
                for gram in grams:
                    h = zlib.crc32(gram.encode())
                    out[row, h % self._dim] += 1.0 if h & 0x80000000 else -1.0
        return _unit(out)


def default_embedder() -> Embedder:
    files = shipped_model_files()
    if files is None:
        log.warning("The shipped embedding model is missing: using hashed n-grams instead")
        return HashedNgramEmbedder()
    return StaticModelEmbedder(*files, name="wordllama-l2-supercat")


# ---- a model fetched on first use ----


@dataclass(frozen=True, slots=True)
class ModelFile:
    name: str
    url: str
    sha256: str


class DownloadError(Exception):
    pass


def fetch_model(files: Sequence[ModelFile], folder: Path, progress: DownloadProgress | None = None) -> Path:
    """Each file into `folder` unless already there; a file whose SHA-256 is not the one expected is
    refused (and not kept). Written beside the target, then renamed: an interrupted download leaves none."""
    folder.mkdir(parents=True, exist_ok=True)
    for file in files:
        target = folder / file.name
        if target.is_file() and _sha256(target) == file.sha256:
            continue
        partial = target.with_name(target.name + ".part")
        digest = hashlib.sha256()
        try:
            with urllib.request.urlopen(file.url, timeout=60) as response, partial.open("wb") as out:
                total = int(response.headers.get("Content-Length") or 0) or None
                done = 0
                while block := response.read(1 << 16):
                    out.write(block)
                    digest.update(block)
                    done += len(block)
                    if progress is not None:
                        progress(done, total)
            if digest.hexdigest() != file.sha256:
                raise DownloadError(
                    f"{file.name}: SHA-256 {digest.hexdigest()} is not the expected {file.sha256}"
                )
            partial.replace(target)
        except OSError as exc:
            raise DownloadError(f"Could not download {file.url}: {exc}") from None
        finally:
            partial.unlink(missing_ok=True)
    return folder


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while block := f.read(1 << 16):
            digest.update(block)
    return digest.hexdigest()


@dataclass(frozen=True, slots=True)
class EmbedderConfig:
    """What the indexing process makes its embedder from (picklable): "shipped", "hashed", "static" (a
    folder with model.safetensors and tokenizer.json) or "openai" (an OpenAI-compatible /v1/embeddings)."""

    kind: str = "shipped"
    folder: str = ""
    model: str = ""
    base_url: str = ""
    api_key: str = ""

    def __repr__(self) -> str:  # never the key
        return f"EmbedderConfig(kind={self.kind!r}, model={self.model!r}, base_url={self.base_url!r})"


def make_embedder(config: EmbedderConfig) -> Embedder:
    if config.kind == "hashed":
        return HashedNgramEmbedder()
    if config.kind == "static":
        folder = Path(config.folder)
        return StaticModelEmbedder(folder / "model.safetensors", folder / "tokenizer.json", name=folder.name)
    if config.kind == "openai":
        from desktop_agent.providers.embeddings import OpenAICompatibleEmbedder

        return OpenAICompatibleEmbedder(config.base_url, config.api_key, config.model)
    return default_embedder()
