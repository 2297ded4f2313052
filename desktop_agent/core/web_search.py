"""The web_search back ends as front ends show them: names, what to call them, where queries go and the
keyring name of each one's key (set in Settings › Web search or with `desktop-agent keys set NAME`)."""

from desktop_agent.tools import search_backends

LABELS: dict[str, str] = {str(name): label for name, label in search_backends.LABELS.items()}
"""What to call each back end ("Brave Search"), by its name in the settings."""
KEY_NAMES: dict[str, str] = {str(name): key for name, key in search_backends.KEY_NAMES.items()}
"""The keyring name of each keyed back end's key ("search.brave")."""
ENDPOINTS: dict[str, str] = {
    "brave": search_backends.BRAVE_URL,
    "tavily": search_backends.TAVILY_URL,
    "exa": search_backends.EXA_URL,
}
"""Where the keyed services' queries go."""
