"""Where API keys live: the SecretStore protocol, the OS keyring store and an in-memory store.

Keys are kept only in the OS keyring (or, for one run, in memory); never in settings files,
logs, exception messages or reprs. This is the only package that imports ``keyring``.
"""
