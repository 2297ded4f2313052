"""The headless front end: `desktop-agent chat|keys|sessions|skills|usage|mcp`, on the core, no Qt.

`main.py` is the one parser and its dispatch table; each command group is a module of its own, imported only
when the command line names it. Nothing is imported here, so naming a module of this package costs only
that module.
"""
