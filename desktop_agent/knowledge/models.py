"""Which embedding model a base uses, and bringing a downloadable one to this computer.

A base uses the app's embedder (the service's config) unless the person chose another for it (meta
`model_choice`). The vectors made are kept with the model's id; the config that made the vectors search
uses is kept too (meta `embedder_config`, never a key), so a query is embedded by the same model even while
the base moves to a new one. Moving happens in the next sync: new vectors are made beside the old ones and
search switches when the last chunk has one (indexer.py).

A downloadable model is a static model (a safetensors matrix and a tokenizers JSON, as Model2Vec and
WordLlama publish them) named by addresses and SHA-256 sums: fetched with progress into the data folder,
refused on a wrong sum (nothing partial is kept), and loaded once before it is used."""

from __future__ import annotations

import json
import logging
import shutil
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from urllib.parse import urlsplit

from desktop_agent.knowledge.embedders import (
    DownloadError,
    DownloadProgress,
    EmbedderConfig,
    ModelFile,
    StaticModelEmbedder,
    fetch_model,
)
from desktop_agent.knowledge.store import KnowledgeStore

log = logging.getLogger(__name__)

MODEL_CONFIG = "embedder_config"
"""Meta key: the config (JSON, no key) of the model whose vectors search uses."""
MODEL_CHOICE = "model_choice"
"""Meta key: the config (JSON, no key) of the model the person chose for this base."""
WEIGHTS, TOKENIZER = "model.safetensors", "tokenizer.json"


def config_json(config: EmbedderConfig) -> str:
    return json.dumps(
        {"kind": config.kind, "folder": config.folder, "model": config.model, "base_url": config.base_url}
    )


def config_from_json(text: str, default: EmbedderConfig) -> EmbedderConfig:
    """A stored config; an endpoint's key is the app's (keys never go into a base's file)."""
    data = json.loads(text)
    config = EmbedderConfig(
        str(data.get("kind", "shipped")),
        str(data.get("folder", "")),
        str(data.get("model", "")),
        str(data.get("base_url", "")),
    )
    if config.kind == "openai" and config.base_url == default.base_url:
        config = replace(config, api_key=default.api_key)
    return config


def base_config(store: KnowledgeStore, default: EmbedderConfig) -> EmbedderConfig:
    """The model this base is to use: its own choice, else the app's."""
    chosen = store.meta(MODEL_CHOICE)
    return config_from_json(chosen, default) if chosen else default


def search_config(store: KnowledgeStore, default: EmbedderConfig) -> EmbedderConfig:
    """The model that made the vectors search uses now (the app's for a base indexed before this was
    kept)."""
    made = store.meta(MODEL_CONFIG)
    return config_from_json(made, default) if made else default


@dataclass(frozen=True, slots=True)
class ModelState:
    searching_with: str
    """The model id whose vectors search uses ('' before the first sync)."""
    chosen: EmbedderConfig | None
    """The person's choice for this base (None: the app's model)."""
    chunks: int


def model_state(db: Path) -> ModelState:
    store = KnowledgeStore(db)
    try:
        chosen = store.meta(MODEL_CHOICE)
        return ModelState(
            store.active_model() or "",
            config_from_json(chosen, EmbedderConfig()) if chosen else None,
            store.count_chunks(),
        )
    finally:
        store.close()


def choose_model(db: Path, config: EmbedderConfig | None) -> None:
    """The model this base moves to in its next sync (None: back to the app's). Search keeps the vectors
    it has until then."""
    store = KnowledgeStore(db)
    try:
        if config is None:
            store.forget_meta(MODEL_CHOICE)
        else:
            store.set_meta(MODEL_CHOICE, config_json(config))
    finally:
        store.close()


@dataclass(frozen=True, slots=True)
class DownloadableModel:
    """A static model to fetch: its name (the folder it lands in) and its two files' addresses and sums."""

    name: str
    weights_url: str
    weights_sha256: str
    tokenizer_url: str
    tokenizer_sha256: str

    def files(self) -> Sequence[ModelFile]:
        return [
            ModelFile(WEIGHTS, self.weights_url, self.weights_sha256.lower()),
            ModelFile(TOKENIZER, self.tokenizer_url, self.tokenizer_sha256.lower()),
        ]


def models_folder(data_dir: Path) -> Path:
    return data_dir / "knowledge" / "models"


def download_model(
    model: DownloadableModel, data_dir: Path, progress: DownloadProgress | None = None
) -> EmbedderConfig:
    """Fetch the model's files (each SHA-256 checked; a file already there with the right sum is kept),
    check that it loads, and say how to use it. Raises DownloadError in words a person can act on."""
    if not model.name or model.name in (".", "..") or "/" in model.name or "\\" in model.name:
        raise DownloadError(f"{model.name!r} cannot name a model folder")
    for file in model.files():
        if urlsplit(file.url).scheme not in ("http", "https"):
            raise DownloadError(f"{file.url} is not an http(s) address")
        if len(file.sha256) != 64 or any(c not in "0123456789abcdef" for c in file.sha256):
            raise DownloadError(f"{file.sha256!r} is not a SHA-256 sum (64 hexadecimal digits)")
    folder = models_folder(data_dir) / model.name
    fresh = not folder.exists()
    try:
        fetch_model(model.files(), folder, progress)
        StaticModelEmbedder(folder / WEIGHTS, folder / TOKENIZER, name=model.name)
    except DownloadError:
        if fresh:
            shutil.rmtree(folder, ignore_errors=True)
        raise
    except Exception as exc:  # the sums matched but it is no static model we can read
        if fresh:
            shutil.rmtree(folder, ignore_errors=True)
        raise DownloadError(f"{model.name} downloaded but cannot be used: {exc}") from None
    log.info("Embedding model %s is in %s", model.name, folder)
    return EmbedderConfig("static", folder=str(folder))
