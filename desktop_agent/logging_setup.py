"""Log to a rotating file in the log folder; known secrets are scrubbed from every record.

The file rotates by size (`RotatingLog`), not with `logging.handlers`: that module brings pickle with it
(about 0.6 MB that the idle window would keep for nothing).
"""

from __future__ import annotations

import logging
import os
import re
from pathlib import Path

HIDDEN = "[key hidden]"
KEY_SHAPES = re.compile(
    r"\b(?:sk-[A-Za-z0-9_\-]{16,}|AIza[0-9A-Za-z_\-]{30,}|(?:gsk|hf|xai)[_\-][A-Za-z0-9]{16,})"
    r"|(?<=Bearer )[A-Za-z0-9._~+/\-]{16,}=*"
)
"""What common API keys look like (OpenAI, Anthropic, OpenRouter, Google, Groq, Hugging Face, xAI, a bearer
token): hidden from crash reports even when the app never read that key itself."""


class SecretScrubber(logging.Filter):
    def __init__(self) -> None:
        super().__init__()
        self._secrets: set[str] = set()

    def add(self, secret: str | None) -> None:
        if secret and len(secret) >= 4:
            self._secrets.add(secret)

    def scrub(self, text: str) -> str:
        for secret in self._secrets:
            text = text.replace(secret, HIDDEN)
        return text

    def filter(self, record: logging.LogRecord) -> bool:
        if not self._secrets:
            return True
        text = record.getMessage()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        text = self.scrub(text)
        if record.exc_text:
            record.exc_text = self.scrub(record.exc_text)
        record.msg, record.args = text, None
        return True


def scrub_secrets(text: str) -> str:
    """`text` with every key the log's scrubbers know, and anything shaped like an API key, hidden."""
    for handler in logging.getLogger().handlers:
        for found in handler.filters:
            if isinstance(found, SecretScrubber):
                text = found.scrub(text)
    return KEY_SHAPES.sub(HIDDEN, text)


class RotatingLog(logging.FileHandler):
    """A log file moved aside to ``NAME.1`` (``.1`` to ``.2``, and so on) before a record would take it past
    ``max_bytes``; at most ``backups`` old files are kept."""

    def __init__(self, path: Path, *, max_bytes: int, backups: int) -> None:
        super().__init__(path, encoding="utf-8")
        self.path, self.max_bytes, self.backups = path, max_bytes, backups

    def emit(self, record: logging.LogRecord) -> None:  # called with the handler's lock held
        try:
            if self._full(self.format(record)):
                self._rotate()
        except Exception:  # as logging.Handler does: a log that cannot rotate never stops the app
            self.handleError(record)
            return
        super().emit(record)

    def _full(self, text: str) -> bool:
        if self.stream is None:
            self.stream = self._open()
        self.stream.seek(0, os.SEEK_END)
        written = self.stream.tell()
        return written > 0 and written + len(text.encode("utf-8")) + 1 > self.max_bytes

    def _rotate(self) -> None:
        if self.stream is not None:
            self.stream.close()
        for number in range(self.backups - 1, 0, -1):
            older = self.path.with_name(f"{self.path.name}.{number}")
            if older.exists():
                older.replace(self.path.with_name(f"{self.path.name}.{number + 1}"))
        if self.backups > 0:
            self.path.replace(self.path.with_name(f"{self.path.name}.1"))
        else:
            self.path.unlink(missing_ok=True)
        self.stream = self._open()


def setup_logging(log_file: Path) -> SecretScrubber:
    level = os.environ.get("DESKTOP_AGENT_LOG", "INFO").upper()
    log_file.parent.mkdir(parents=True, exist_ok=True)
    handler = RotatingLog(log_file, max_bytes=2_000_000, backups=3)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    scrubber = SecretScrubber()
    handler.addFilter(scrubber)
    root = logging.getLogger()
    root.setLevel(getattr(logging, level, logging.INFO))
    root.addHandler(handler)
    for noisy in ("httpx", "httpx2", "httpcore", "httpcore2", "openai", "anthropic"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    return scrubber
