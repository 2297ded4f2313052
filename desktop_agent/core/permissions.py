"""Saved approvals, for the window's permissions view (the core owns the one store)."""

from desktop_agent.storage.permissions import Grant, PermissionStore

__all__ = ["Grant", "PermissionStore"]
