"""A sandboxed command's network when the person allowed it (Linux, bubblewrap): the command keeps its own
network namespace (``--unshare-net``), and its one way out is the app's proxy (proxy.py) to the hosts of
``sandbox.allow_hosts``.

Per command: the proxy opens a listener on a Unix socket in a private folder of the app's; bubblewrap binds
that socket into the sandbox (``/dev/desktop-agent-proxy.sock``, on the sandbox's own ``/dev``); the command
is started by the forwarder (forwarder.py), which listens on the namespace's own 127.0.0.1, sets the proxy
variables and relays to the socket. Nothing else leaves the namespace: not a direct connection to the
host's loopback (the app's OAuth listener, a local model server), not the local network, not the session's
abstract Unix sockets, not DNS (the proxy resolves names).

The forwarder needs a ``python3`` the sandbox shows (the system's, usually); without one the network stays
cut, and the approval says why.
"""

from __future__ import annotations

import functools
import importlib.resources
import logging
import os
import shutil
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

from desktop_agent.tools.sandbox.hosts import AllowList
from desktop_agent.tools.sandbox.policy import SandboxPolicy
from desktop_agent.tools.sandbox.proxy import EgressProxy, Lease

logger = logging.getLogger(__name__)

INSIDE_SOCKET = "/dev/desktop-agent-proxy.sock"
"""Where the proxy's socket is in the sandbox (bubblewrap's own /dev: nothing is created on the disk)."""
PYTHONS = ("/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3")


@functools.cache
def forwarder_source() -> str | None:
    """forwarder.py's text (a data file in the frozen app: packaging/desktop-agent.spec); None if missing."""
    try:
        return importlib.resources.files("desktop_agent.tools.sandbox").joinpath("forwarder.py").read_text()
    except OSError as exc:
        logger.warning("the sandbox's network forwarder is missing: %s", exc)
        return None


def forwarder_python(policy: SandboxPolicy) -> str | None:
    """A Python 3 the sandbox shows, to run the forwarder: the system's, else one on ``PATH``, else the
    app's own interpreter (not when frozen); None when the sandbox shows none."""
    if forwarder_source() is None:
        return None
    found = [*PYTHONS, shutil.which("python3")]
    if not getattr(sys, "frozen", False):
        found.append(sys.executable)
    for candidate in filter(None, found):
        if not os.access(candidate, os.X_OK):
            continue
        real = Path(os.path.realpath(candidate))
        if not policy.is_hidden(real):
            return candidate
    return None


class ProxiedNetwork:
    """The proxy and each running command's lease, for one sandbox."""

    def __init__(self, policy: SandboxPolicy, proxy: EgressProxy | None = None) -> None:
        self.allow = AllowList(policy.allow_hosts or ())
        for problem in self.allow.problems:
            logger.warning("sandbox.allow_hosts: left out %s", problem)
        self.proxy = proxy if proxy is not None else EgressProxy(self.allow)
        self.python = forwarder_python(policy)
        self._lock = threading.Lock()
        self._leases: dict[str, Lease] = {}

    def describe(self) -> str:
        if self.python is None:
            return "no network (the app's network proxy needs python3 inside the sandbox, and none was found)"
        return (
            f"network only through the app's proxy, to {self.proxy.allow.describe()} (not this machine's or "
            "the local network's addresses unless listed)"
        )

    def wrap(self, argv: Sequence[str]) -> tuple[list[str], list[str]]:
        """The bubblewrap options binding a new lease's socket, and ``argv`` started by the forwarder (no
        options and ``argv`` itself when there is no Python for it: the network then stays cut)."""
        if self.python is None:
            return [], list(argv)
        lease = self.proxy.open()
        with self._lock:
            self._leases[str(lease.socket_path)] = lease
        options = ["--ro-bind", str(lease.socket_path), INSIDE_SOCKET]
        source = forwarder_source()
        assert source is not None  # found with the Python
        return options, [self.python, "-I", "-S", "-c", source, INSIDE_SOCKET, *argv]

    @property
    def running(self) -> int:
        """How many commands have a listener now."""
        with self._lock:
            return len(self._leases)

    def _lease(self, wrapped: Sequence[str]) -> Lease | None:
        with self._lock:
            return next((self._leases[part] for part in wrapped if part in self._leases), None)

    def refusals(self, wrapped: Sequence[str]) -> list[str]:
        """What the proxy refused the command made from ``wrapped`` (what ``wrap`` returned)."""
        lease = self._lease(wrapped)
        return list(lease.refusals) if lease is not None else []

    def release(self, wrapped: Sequence[str]) -> None:
        lease = self._lease(wrapped)
        if lease is None:
            return
        with self._lock:
            self._leases.pop(str(lease.socket_path), None)
        self.proxy.close(lease)

    def close_all(self) -> None:
        with self._lock:
            leases = list(self._leases.values())
            self._leases.clear()
        for lease in leases:
            self.proxy.close(lease)
