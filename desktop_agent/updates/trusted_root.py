"""The root of trust of the project's own update feed: the TUF root metadata (root.json) that ships with
the app, which every later piece of update metadata must chain up to.

`None` until the project publishes a signed feed of its own: then its checks say that no feed is set up,
and only a feed given in the settings (with its own root.json, `updates.trusted_root`) is used. To ship a
root, `packaging/updates/publish.py embed-root` writes the repository's root.json into this module before
the build (see packaging/updates/README.md). It is a module, not a data file, so the frozen bundle always
has it: every module of the package is collected.
"""

from __future__ import annotations

from typing import Final

PROJECT_FEED_URL: Final[str] = ""
"""The project's own feed (metadata/ and targets/ under it); "" while the project publishes none."""

ROOT_JSON: Final[str | None] = None
