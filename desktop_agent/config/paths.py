"""Where the app keeps its files: the platform's folders, or everything under one --data-dir."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import NamedTuple

APP_NAME = "desktop-agent"


# A NamedTuple, not a dataclass: made at import before the window's first paint (a dataclass: ~0.6 ms).
class AppPaths(NamedTuple):
    data_dir: Path
    config_dir: Path
    log_dir: Path

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def database_file(self) -> Path:
        return self.data_dir / "history.sqlite3"

    @property
    def permissions_file(self) -> Path:
        """Approvals the person made "always" or "for this session"; no tool may read or write it."""
        return self.config_dir / "permissions.json"

    @property
    def mcp_config_file(self) -> Path:
        """MCP servers in the common ``{"mcpServers": {...}}`` format."""
        return self.config_dir / "mcp.json"

    @property
    def protected_dirs(self) -> tuple[Path, ...]:
        """The app's own folders: out of reach of every tool, whatever the rules say."""
        return (self.data_dir, self.config_dir, self.log_dir)

    @property
    def log_file(self) -> Path:
        return self.log_dir / "desktop-agent.log"

    def ensure(self) -> None:
        for folder in (self.data_dir, self.config_dir, self.log_dir):
            folder.mkdir(parents=True, exist_ok=True)


def app_paths(data_dir: Path | None = None) -> AppPaths:
    if data_dir is not None:
        root = data_dir.expanduser().resolve()
        return AppPaths(root, root, root / "logs")
    import platformdirs

    dirs = platformdirs.PlatformDirs(APP_NAME, appauthor=False)
    return AppPaths(Path(dirs.user_data_dir), Path(dirs.user_config_dir), Path(dirs.user_log_dir))


def resources_dir() -> Path:
    """The app's resources (price table, pins, icons...) in a source tree, an installed copy or a frozen
    bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"
