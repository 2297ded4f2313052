"""Desktop Agent: chat with an LLM that can act, with your approval."""

import sys as _sys
import types as _types

# The one place the version is written: pyproject.toml, the installers and the macOS Info.plist read it.
__version__ = "0.1.0"


def _no_pydantic_plugins() -> None:
    """pydantic looks for plugins among every installed package's entry points when it builds its first
    model: code of any package on the machine would run inside the app, and the search loads
    importlib.metadata, email and zipfile (about 2 MB the idle window would keep). The app uses no pydantic
    plugin, so the lookup is one that finds none (`PYDANTIC_DISABLE_PLUGINS` skips the search, not that
    import). tests/unit/test_start_light.py checks that pydantic still builds models with it."""
    name = "pydantic.plugin._loader"
    if name not in _sys.modules:
        finds_none = _types.ModuleType(name)
        finds_none.__dict__["get_plugins"] = lambda: ()
        _sys.modules[name] = finds_none


_no_pydantic_plugins()
