"""Log to a rotating file in the log folder; known secrets are scrubbed from every record."""

from __future__ import annotations

import logging
import logging.handlers
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


def setup_logging(log_file: Path) -> SecretScrubber:
    level = os.environ.get("DESKTOP_AGENT_LOG", "INFO").upper()
    log_file.parent.mkdir(parents=True, exist_ok=True)
    handler = logging.handlers.RotatingFileHandler(
        log_file, maxBytes=2_000_000, backupCount=3, encoding="utf-8"
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    scrubber = SecretScrubber()
    handler.addFilter(scrubber)
    root = logging.getLogger()
    root.setLevel(getattr(logging, level, logging.INFO))
    root.addHandler(handler)
    for noisy in ("httpx", "httpx2", "httpcore", "httpcore2", "openai", "anthropic"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    return scrubber
