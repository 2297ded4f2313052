"""Outcomes of hostile commands under the real sandbox: the disk, the environment and the network."""
