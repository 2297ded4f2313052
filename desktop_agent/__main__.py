"""`python -m desktop_agent` is the same as the `desktop-agent` command."""

from desktop_agent.app import main

raise SystemExit(main())
