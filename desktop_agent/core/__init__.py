"""The application core: one place that wires settings, history, keys, providers, MCP servers,
permissions and the agent, under every front end (the window, the CLI, the self-test, the tests).

Front ends import `desktop_agent.core.*` and `desktop_agent.domain` only (import-linter keeps it so). This
package's `__init__` stays empty so that naming a light module (paths, settings) loads nothing else.
"""
