"""Find model servers running on this computer (Ollama, LM Studio, llama.cpp) by asking for their models.

Each probe is one ``GET /v1/models`` with a short timeout; all run at once in worker threads, so a
caller on an event loop is never blocked and the whole search takes about one timeout at worst.
"""

from __future__ import annotations

import asyncio
import json
import logging
import urllib.error
import urllib.request
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

# Local probes never go through a proxy from the environment.
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def _model_ids(payload: object) -> tuple[str, ...] | None:
    """The ids of an OpenAI-style model list, or None when the body is not one."""
    if not isinstance(payload, dict) or not isinstance(payload.get("data"), list):
        return None
    items = [item for item in payload["data"] if isinstance(item, dict)]
    return tuple(sorted(item["id"] for item in items if isinstance(item.get("id"), str)))


def probe(target: ProbeTarget, timeout_s: float = DEFAULT_TIMEOUT_S) -> LocalServer | None:
    """Blocking: the server at ``target`` if it answers like an OpenAI-compatible one, else None."""
    url = f"http://{target.host}:{target.port}/v1/models"
    try:
        with _OPENER.open(url, timeout=timeout_s) as response:
            body = response.read(_MAX_BODY)
        models = _model_ids(json.loads(body))
    except (OSError, ValueError) as exc:  # refused, timed out, HTTP error, not JSON
        log.debug("No model server at %s: %s", url, type(exc).__name__)
        return None
    if models is None:
        log.debug("%s answered, but not with a model list", url)
        return None
    preset = PRESETS.get(target.preset)
    label = preset.label if preset is not None else target.preset
    return LocalServer(target.preset, label, target.host, target.port, models)


async def detect_local_servers(
    targets: Sequence[ProbeTarget] = DEFAULT_TARGETS, timeout_s: float = DEFAULT_TIMEOUT_S
) -> list[LocalServer]:
    """Probe every target at once; the ones that answered, in the order of ``targets``."""
    found = await asyncio.gather(*(asyncio.to_thread(probe, t, timeout_s) for t in targets))
    return [server for server in found if server is not None]
