"""Tools the model can call: the protocol, the workspace confinement and the built-in tools."""
