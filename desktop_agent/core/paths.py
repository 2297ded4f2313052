"""Where the app keeps its files, for front ends."""

from desktop_agent.config.paths import APP_NAME, AppPaths, app_paths

__all__ = ["APP_NAME", "AppPaths", "app_paths"]
