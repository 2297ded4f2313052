"""The app's log, for front ends: hiding what looks like a key in text a person may copy (crash details)."""

from desktop_agent.logging_setup import scrub_secrets

__all__ = ["scrub_secrets"]
