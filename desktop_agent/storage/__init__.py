"""SQLite history (arrives with its own issue)."""
