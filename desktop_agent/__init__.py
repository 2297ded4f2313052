"""Desktop Agent: chat with an LLM that can act, with your approval."""

# The one place the version is written: pyproject.toml, the installers and the macOS Info.plist read it.
__version__ = "0.1.0"
