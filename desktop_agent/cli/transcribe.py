"""`desktop-agent transcribe FILE`: the text spoken in a WAV file, on standard output. By the local model
(Moonshine tiny, English; `--download` fetches it once into the data folder, its size said first and its
progress on stderr) or, with `--endpoint`, by the OpenAI-compatible endpoint of the settings' voice
provider (its address and key, as the window uses them)."""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import sys
from pathlib import Path

from desktop_agent.cli.errors import EXIT_OK, UsageError
from desktop_agent.cli.main import data_dir_option
from desktop_agent.core.paths import app_paths
from desktop_agent.core.voice import (
    MODEL_MISSING,
    VoiceService,
    local_voice_service,
    voice_provider,
    voice_service,
)
from desktop_agent.domain.errors import ErrorKind, UserFacingError

_LANGUAGE = re.compile(r"^[a-z]{2}(_[A-Z]{2})?$")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Print the text spoken in a WAV file. The local model (English) is downloaded once with --download; "
        "--endpoint sends the audio to the provider chosen in Settings › Voice instead."
    )
    parser.add_argument(
        "file", nargs="?", type=Path, metavar="FILE", help="a WAV file (any rate, PCM or float)"
    )
    parser.add_argument(
        "--endpoint", action="store_true", help="transcribe by the provider's /audio/transcriptions endpoint"
    )
    parser.add_argument("--language", metavar="xx", help="the language spoken: en, fr, de_CH... (ISO 639-1)")
    parser.add_argument(
        "--api-key-env", metavar="VAR", help="with --endpoint: the API key is in this environment variable"
    )
    parser.add_argument(
        "--download", action="store_true", help="download the local model first if it is missing (size shown)"
    )
    # Tests and mirrors: where the local model's files are downloaded from (the Hugging Face hub's paths).
    parser.add_argument("--model-url", metavar="URL", help=argparse.SUPPRESS)
    data_dir_option(parser, "where the app keeps its files (the model among them)")


def run(args: argparse.Namespace) -> int:
    if args.file is None and not args.download:
        raise UsageError("Name a WAV file to transcribe (or give --download to fetch the model).")
    if args.language is not None and not _LANGUAGE.match(args.language):
        raise UsageError(f"--language {args.language!r}: give a two-letter code such as en or fr_FR.")
    if args.file is not None and not args.file.is_file():
        raise UserFacingError(ErrorKind.NOT_FOUND, f"There is no file {args.file}.")
    paths = app_paths(getattr(args, "data_dir", None))
    extra = {"model_base_url": args.model_url} if args.model_url else {}
    if args.endpoint:
        from desktop_agent.core.app_core import open_core

        core = open_core(paths, logging_to_file=False)
        try:
            if args.api_key_env:
                key = os.environ.pop(args.api_key_env, "")
                if not key:
                    raise UsageError(f"The environment variable {args.api_key_env} is not set or is empty.")
                core.keys.set_for_run(voice_provider(core), key)
            return _run(args, voice_service(core, **extra))
        finally:
            core.close()
    return _run(args, local_voice_service(paths.data_dir, **extra))


def _run(args: argparse.Namespace, voice: VoiceService) -> int:
    if args.download and not voice.local_model_ready(args.language):
        _download(voice, args.language)
    if args.file is None:
        return EXIT_OK
    if not args.endpoint and not voice.local_model_ready(args.language):
        megabytes = round(voice.local_model_size(args.language) / 1_000_000)
        raise UserFacingError(
            ErrorKind.NOT_FOUND,
            MODEL_MISSING,
            f"Download it once ({megabytes} MB) with: desktop-agent transcribe --download"
            f"{f' --language {args.language}' if args.language else ''} {args.file}"
            " (or use --endpoint).",
        )
    text = asyncio.run(voice.transcribe_file(args.file, language=args.language, use_endpoint=args.endpoint))
    if not text:
        sys.stderr.write(f"No speech was heard in {args.file}.\n")
        return EXIT_OK
    sys.stdout.write(text + "\n")
    return EXIT_OK


def _download(voice: VoiceService, language: str | None) -> None:
    model = voice.local_model(language)
    size = model.size
    sys.stderr.write(
        f"Downloading the speech-to-text model ({model.name}): {size / 1_000_000:.0f} MB "
        f"into {voice.local_model_folder(language)}\n"
    )
    shown = -1

    def progress(done: int, total: int | None) -> None:
        nonlocal shown
        percent = done * 100 // (total or size)
        if percent != shown:
            shown = percent
            sys.stderr.write(
                f"\r{percent:3d}% ({done / 1_000_000:.1f} of {(total or size) / 1_000_000:.1f} MB)"
            )
            sys.stderr.flush()

    try:
        asyncio.run(voice.download_local_model(progress, language))
    finally:
        if shown >= 0:
            sys.stderr.write("\n")
    sys.stderr.write("The model is ready.\n")
