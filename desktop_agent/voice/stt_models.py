"""The local speech-to-text model the person downloads on first use: Moonshine tiny (English), quantized,
in the Hugging Face hub's "merged" ONNX layout (an encoder, one decoder with its cache branch, the
tokenizer), about 28 MB. It is kept in the data folder under ``voice-models/moonshine-tiny-en/``; each file
is SHA-256 checked as it arrives (`desktop_agent.knowledge.embedders.fetch_model`), and the files are
fetched into a scratch folder beside it and moved in only once all three are right, so a failed or refused
download leaves nothing behind."""

from __future__ import annotations

import logging
import shutil
import urllib.error
from dataclasses import dataclass
from pathlib import Path

from desktop_agent.knowledge.embedders import DownloadError, DownloadProgress, ModelFile, fetch_model

log = logging.getLogger(__name__)

HUB_URL = "https://huggingface.co/UsefulSensors/moonshine/resolve/main"
"""Where the files come from (another base URL serves the same paths: a mirror, or the tests' server)."""
FOLDER = Path("voice-models") / "moonshine-tiny-en"
"""The model's folder, under the data folder."""


@dataclass(frozen=True, slots=True)
class ModelFileSpec:
    name: str
    path: str
    """Its path under the hub's URL."""
    size: int
    sha256: str


# The SHA-256 sums and sizes are those of the packaged copies of the same files: the two graphs as
# @moonshine-ai/moonshine-js 0.1.29 ships them (dist/model/tiny/quantized/), the tokenizer as the
# useful-moonshine-onnx 20251121 wheel ships it (moonshine_onnx/assets/tokenizer.json). A hub file that
# differs from them is refused rather than run.
MOONSHINE_TINY_EN: tuple[ModelFileSpec, ...] = (
    ModelFileSpec(
        "encoder_model.onnx",
        "onnx/merged/tiny/quantized/encoder_model.onnx",
        7_937_661,
        "c6fc4b7bc5af75c0591fd157a1f3829b533d18e9769a888fd95a62e470dd4f4a",
    ),
    ModelFileSpec(
        "decoder_model_merged.onnx",
        "onnx/merged/tiny/quantized/decoder_model_merged.onnx",
        20_243_286,
        "eed87831c3a6103534aae7d47a5d485025c659a1323901513961c39fe8a1a367",
    ),
    ModelFileSpec(
        "tokenizer.json",
        "tokenizer.json",
        1_985_533,
        "b68b995a58b3373db6c4f46864a9db50cd1333d086150ffa2c1096581ede9c10",
    ),
)


def total_size() -> int:
    """The download's size in bytes (shown before it starts)."""
    return sum(spec.size for spec in MOONSHINE_TINY_EN)


def model_folder(data_dir: Path) -> Path:
    return data_dir / FOLDER


def is_installed(data_dir: Path) -> bool:
    """Whether every file is in the data folder at its expected size (the SHA-256 was checked when it
    arrived; reading 28 MB again at each start would cost more than it proves)."""
    folder = model_folder(data_dir)
    return all(_has_size(folder / spec.name, spec.size) for spec in MOONSHINE_TINY_EN)


def _has_size(path: Path, size: int) -> bool:
    try:
        return path.stat().st_size == size
    except OSError:
        return False


def download(data_dir: Path, progress: DownloadProgress | None = None, *, base_url: str = HUB_URL) -> Path:
    """Blocking: every file fetched from `base_url` and checked, then moved into the model's folder (which
    is returned). Progress is (bytes so far, total bytes) over the three files together. DownloadError
    when a file cannot be fetched or is not the expected one; nothing is kept then."""
    folder = model_folder(data_dir)
    if is_installed(data_dir):
        return folder
    scratch = folder.with_name(folder.name + ".download")
    total = total_size()
    done_before = 0

    def overall(done: int, _file_total: int | None) -> None:
        if progress is not None:
            progress(done_before + done, total)

    root = base_url.rstrip("/")
    try:
        for spec in MOONSHINE_TINY_EN:
            fetch_model([ModelFile(spec.name, f"{root}/{spec.path}", spec.sha256)], scratch, overall)
            done_before += spec.size
            if progress is not None:
                progress(done_before, total)
        folder.mkdir(parents=True, exist_ok=True)
        for spec in MOONSHINE_TINY_EN:
            (scratch / spec.name).replace(folder / spec.name)
    except DownloadError as exc:
        shutil.rmtree(scratch, ignore_errors=True)
        _close_response(exc)
        raise
    except OSError as exc:
        shutil.rmtree(scratch, ignore_errors=True)
        raise DownloadError(f"Could not write the model into {folder}: {exc.strerror or exc}") from None
    shutil.rmtree(scratch, ignore_errors=True)
    log.info("Moonshine tiny (English) downloaded into %s", folder)
    return folder


def _close_response(error: BaseException) -> None:
    """An HTTP error urllib raised holds the server's open response: closed now rather than whenever the
    exception is collected (an unclosed socket)."""
    cause = error.__context__
    if isinstance(cause, urllib.error.HTTPError):
        cause.close()


__all__ = ["HUB_URL", "MOONSHINE_TINY_EN", "DownloadError", "download", "is_installed", "model_folder",
           "total_size"]  # fmt: skip
