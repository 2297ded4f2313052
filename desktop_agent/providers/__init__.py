"""Adapters from each wire API to the neutral stream; the only code that imports the model SDKs."""
