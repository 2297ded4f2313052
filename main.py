"""Thin launcher: `python main.py` opens Desktop Agent (same as the `desktop-agent` command)."""

from desktop_agent.app import main

if __name__ == "__main__":
    raise SystemExit(main())
