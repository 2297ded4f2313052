"""Settings and platform paths. No secrets in here."""
