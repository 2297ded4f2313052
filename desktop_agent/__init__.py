"""Desktop Agent: chat with an LLM that can act, with your approval."""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("desktop-agent")
except _metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"
