"""Voice: dictation's speech to text (a local Moonshine model on ONNX Runtime, downloaded once, or an
OpenAI-compatible /audio/transcriptions endpoint) and the audio it reads, reading answers aloud, and the
audio devices. Heavy libraries (ONNX Runtime among them) load when first used, never with this package."""
