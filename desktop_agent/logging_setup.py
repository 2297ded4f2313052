"""Log to a rotating file in the log folder; known secrets are scrubbed from every record."""

from __future__ import annotations

import logging
import logging.handlers
import os
from pathlib import Path


class SecretScrubber(logging.Filter):
    def __init__(self) -> None:
        super().__init__()
        self._secrets: set[str] = set()

    def add(self, secret: str | None) -> None:
        if secret and len(secret) >= 4:
            self._secrets.add(secret)

    def filter(self, record: logging.LogRecord) -> bool:
        if not self._secrets:
            return True
        text = record.getMessage()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        for secret in self._secrets:
            text = text.replace(secret, "[key hidden]")
            if record.exc_text:
                record.exc_text = record.exc_text.replace(secret, "[key hidden]")
        record.msg, record.args = text, None
        return True


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
