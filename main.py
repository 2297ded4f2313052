"""Thin launcher: `python main.py` opens Desktop Agent (same as the `desktop-agent` command)."""

import multiprocessing

from desktop_agent.app import main

if __name__ == "__main__":
    # In the installed (frozen) app this executable is also the knowledge indexer's child process: the
    # child is recognised here and runs its work instead of the app.
    multiprocessing.freeze_support()
    raise SystemExit(main())
