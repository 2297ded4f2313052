"""search_history bound to one session: the core decides what it may find, the model only what to look for.

The scope is read from the session's stored row at each search (its project, or none), so it follows the
session if it moves to another project, and a session that is not stored (an incognito chat) finds
nothing. The search is the same as `desktop-agent sessions search` (`storage.search`: every word must
match, the last as a prefix, hidden versions left out), narrowed to that scope before the newest
candidates are taken, with longer snippets and at most two passages of one conversation.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from desktop_agent.domain.sessions import SearchHit
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.search import NotStoredError, scope_of, search
from desktop_agent.storage.store import HistoryStore
from desktop_agent.tools.base import ToolError
from desktop_agent.tools.search_history import SearchHistoryTool

log = logging.getLogger(__name__)

SNIPPET_TOKENS = 32
"""Words around the match in a passage (the window's and the terminal's search show 12)."""
PER_SESSION = 2
"""At most this many passages of one conversation in an answer."""


def find_past(repo: HistoryRepository, session_id: str, query: str, top: int) -> list[SearchHit]:
    """What `session_id` may find of `query` in the history (raises NotStoredError when it is not stored)."""
    scope = scope_of(repo.conn, session_id)
    return search(repo.conn, query, top, scope=scope, snippet_tokens=SNIPPET_TOKENS, per_session=PER_SESSION)


def history_tool(history: HistoryStore, session_id: str) -> SearchHistoryTool:
    """The search_history tool of one session's turn."""

    async def past(query: str, top: int) -> Sequence[SearchHit]:
        try:
            return await history.run(lambda repo: find_past(repo, session_id, query, top))
        except NotStoredError:
            log.warning("search_history from a session that is not stored")
            raise ToolError("This conversation is not saved, so it has no history to search.") from None

    return SearchHistoryTool(past)
