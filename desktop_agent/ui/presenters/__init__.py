"""What the window shows and does, without Qt: plain objects the widgets observe and ask.

No module here imports PySide6 (an import-linter contract keeps it so); each is small enough to be loaded
before the window's first paint, and none imports `desktop_agent.domain.events` at module level.
"""
