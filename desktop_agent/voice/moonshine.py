"""Moonshine (Useful Sensors' speech-to-text model, MIT) run on ONNX Runtime: the "merged" export of the
Hugging Face hub, an encoder over the 16 kHz samples and one decoder graph with and without its key/value
cache (`use_cache_branch`), decoded greedily (start token 1, end 2) into tokenizer ids. Its shape (layers,
heads, head size) is read from the decoder's inputs, so another size of the same export (base) loads too.

The sessions are made once (at most two intra-op threads: dictation must not take every core) and are safe
to run from one worker thread at a time (a lock). Audio longer than `CHUNK_S` seconds is cut at its quietest
moments into pieces the model handles well, each transcribed and the texts joined. The silence around the
words is trimmed first (a tenth of a second kept): with half a second of it the model often hears nothing.
`onnxruntime` is imported here, so this module is imported only when something is transcribed."""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

import numpy as np
import numpy.typing as npt
import onnxruntime

from desktop_agent.voice.audio import SAMPLE_RATE, trim_silence

log = logging.getLogger(__name__)

Samples = npt.NDArray[np.float32]

ENCODER = "encoder_model.onnx"
DECODER = "decoder_model_merged.onnx"
TOKENIZER = "tokenizer.json"
START_TOKEN = 1
END_TOKEN = 2
TOKENS_PER_SECOND = 6
"""The longest transcript allowed per second of audio (the model's own authors' limit): a decoder that
repeats itself stops there."""
CHUNK_S = 25.0
"""Longer audio is cut into pieces of at most this many seconds (the model was trained on up to 30 s)."""
MIN_S = 0.3
"""Shorter audio (or a quieter one, see `SILENCE_RMS`) is no speech: "" without running the model."""
SILENCE_RMS = 1e-3
MAX_THREADS = 2


class MoonshineModel:
    """A loaded Moonshine model: `transcribe(samples)` gives the text of float32 mono 16 kHz samples."""

    def __init__(self, folder: Path, *, threads: int = MAX_THREADS) -> None:
        from tokenizers import Tokenizer

        started = time.perf_counter()
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = max(1, min(threads, MAX_THREADS))
        options.inter_op_num_threads = 1
        options.log_severity_level = 3  # warnings about unused initializers are not the person's business
        providers = ["CPUExecutionProvider"]
        self._encoder = onnxruntime.InferenceSession(str(folder / ENCODER), options, providers=providers)
        self._decoder = onnxruntime.InferenceSession(str(folder / DECODER), options, providers=providers)
        self._tokenizer = Tokenizer.from_file(str(folder / TOKENIZER))
        inputs = {item.name: item for item in self._decoder.get_inputs()}
        self._past_names = [name for name in inputs if name.startswith("past_key_values.")]
        self._layers = 1 + max(int(name.split(".")[1]) for name in self._past_names)
        shape = inputs["past_key_values.0.decoder.key"].shape
        self._heads, self._head_dim = int(shape[1]), int(shape[3])
        self._outputs = [item.name for item in self._decoder.get_outputs()]
        self._lock = threading.Lock()
        self.load_s = time.perf_counter() - started
        log.info("Moonshine loaded from %s in %.2f s (%d layers)", folder, self.load_s, self._layers)

    def transcribe(self, samples: Samples, language: str | None = None) -> str:
        """The text spoken in `samples` (float32 mono at 16 kHz); "" for silence or a blip."""
        samples = np.ascontiguousarray(samples, dtype=np.float32).reshape(-1)
        texts = [self._transcribe_piece(piece) for piece in split_at_pauses(samples)]
        return " ".join(text for text in texts if text)

    def _transcribe_piece(self, samples: Samples) -> str:
        samples = trim_silence(samples)
        if samples.size < MIN_S * SAMPLE_RATE or float(np.sqrt(np.mean(samples**2))) < SILENCE_RMS:
            return ""
        with self._lock:
            tokens = self._generate(samples)
        return str(self._tokenizer.decode(tokens, skip_special_tokens=True)).strip()

    def _generate(self, samples: Samples) -> list[int]:
        hidden = self._encoder.run(None, {"input_values": samples[None, :]})[0]
        empty = np.zeros((1, self._heads, 0, self._head_dim), dtype=np.float32)
        past: dict[str, npt.NDArray[np.float32]] = dict.fromkeys(self._past_names, empty)
        tokens: list[int] = []
        next_ids = np.array([[START_TOKEN]], dtype=np.int64)
        limit = max(1, int(samples.size / SAMPLE_RATE * TOKENS_PER_SECOND))
        for step in range(limit):
            cached = step > 0
            feeds: dict[str, object] = {
                "input_ids": next_ids,
                "encoder_hidden_states": hidden,
                "use_cache_branch": np.array([cached]),
                **past,
            }
            results = self._decoder.run(None, feeds)
            token = int(np.argmax(results[0][0, -1]))
            if token == END_TOKEN:
                break
            tokens.append(token)
            next_ids = np.array([[token]], dtype=np.int64)
            for name, value in zip(self._outputs[1:], results[1:], strict=True):
                key = name.replace("present.", "past_key_values.", 1)
                # The encoder's keys and values are computed once, at the first step, and kept.
                if not cached or ".decoder." in key:
                    past[key] = value
        return tokens


def split_at_pauses(samples: Samples, longest_s: float = CHUNK_S) -> list[Samples]:
    """`samples` cut into pieces of at most `longest_s` seconds, each cut at the quietest 100 ms of the last
    third of its piece (a pause between words, where one is), so no word is cut in two."""
    longest = int(longest_s * SAMPLE_RATE)
    if samples.size <= longest:
        return [samples]
    window = SAMPLE_RATE // 10
    pieces: list[Samples] = []
    start = 0
    while samples.size - start > longest:
        lo = start + longest * 2 // 3
        region = samples[lo : start + longest]
        frames = region[: region.size - region.size % window].reshape(-1, window)
        quietest = int(np.argmin(np.mean(frames**2, axis=1)))
        cut = lo + quietest * window + window // 2
        pieces.append(samples[start:cut])
        start = cut
    pieces.append(samples[start:])
    return pieces
