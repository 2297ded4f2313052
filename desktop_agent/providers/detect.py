"""Find model servers running on this computer (Ollama, LM Studio, llama.cpp) by asking for their models.

Each probe is one ``GET /v1/models`` with a short timeout; all run at once on the event loop, so the whole
search takes about one timeout at worst. The request is HTTP/1.0 over the event loop's own connection, so
the answer ends where the connection does: no HTTP client library and no worker thread is loaded for it
(the welcome asks this on the first run, before the person has chosen anything; urllib and its threads
cost the idle window about 3 MB). Never through a proxy: it is a question to this computer.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from desktop_agent.providers.presets import PRESETS

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT_S = 0.8
_MAX_BODY = 4 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class ProbeTarget:
    preset: str
    """The preset the server is used through, e.g. "ollama"."""
    port: int
    host: str = "127.0.0.1"


@dataclass(frozen=True, slots=True)
class LocalServer:
    preset: str
    label: str
    host: str
    port: int
    models: tuple[str, ...]

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"


DEFAULT_TARGETS: tuple[ProbeTarget, ...] = (
    ProbeTarget("ollama", 11434),
    ProbeTarget("lmstudio", 1234),
    ProbeTarget("llamacpp", 8080),
)


def _model_ids(payload: object) -> tuple[str, ...] | None:
    """The ids of an OpenAI-style model list, or None when the body is not one."""
    if not isinstance(payload, dict) or not isinstance(payload.get("data"), list):
        return None
    items = [item for item in payload["data"] if isinstance(item, dict)]
    return tuple(sorted(item["id"] for item in items if isinstance(item.get("id"), str)))


async def probe(target: ProbeTarget, timeout_s: float = DEFAULT_TIMEOUT_S) -> LocalServer | None:
    """The server at ``target`` if it answers like an OpenAI-compatible one, else None."""
    url = f"http://{target.host}:{target.port}/v1/models"
    try:
        body = await asyncio.wait_for(_get(target, "/v1/models"), timeout_s)
        models = _model_ids(json.loads(body))
    except (OSError, ValueError, TimeoutError) as exc:  # refused, timed out, HTTP error, not JSON
        log.debug("No model server at %s: %s", url, type(exc).__name__)
        return None
    if models is None:
        log.debug("%s answered, but not with a model list", url)
        return None
    preset = PRESETS.get(target.preset)
    label = preset.label if preset is not None else target.preset
    return LocalServer(target.preset, label, target.host, target.port, models)


async def _get(target: ProbeTarget, path: str) -> bytes:
    """The body of a 200 answer to ``GET path`` (ValueError for another status, a malformed or too long
    answer)."""
    reader, writer = await asyncio.open_connection(target.host, target.port)
    try:
        host = f"[{target.host}]" if ":" in target.host else target.host
        writer.write(
            f"GET {path} HTTP/1.0\r\nHost: {host}:{target.port}\r\nAccept: application/json\r\n\r\n".encode()
        )
        await writer.drain()
        answer = await reader.read(_MAX_BODY + 1)
        while answer and len(answer) <= _MAX_BODY:
            more = await reader.read(_MAX_BODY + 1 - len(answer))
            if not more:
                break
            answer += more
    finally:
        writer.close()
        with contextlib.suppress(OSError):
            await writer.wait_closed()
    if len(answer) > _MAX_BODY:
        raise ValueError("answer too long")
    head, found, body = answer.partition(b"\r\n\r\n")
    status = head.split(b"\r\n", 1)[0].split()
    if not found or len(status) < 2 or not status[0].startswith(b"HTTP/1.") or status[1] != b"200":
        raise ValueError("not a 200 answer")
    if b"\r\ntransfer-encoding:" in head.lower():
        raise ValueError("a chunked answer to an HTTP/1.0 request")
    return body


async def detect_local_servers(
    targets: Sequence[ProbeTarget] = DEFAULT_TARGETS, timeout_s: float = DEFAULT_TIMEOUT_S
) -> list[LocalServer]:
    """Probe every target at once; the ones that answered, in the order of ``targets``."""
    found = await asyncio.gather(*(probe(t, timeout_s) for t in targets))
    return [server for server in found if server is not None]
