"""Linux Landlock scoping: a command that shares the network cannot connect to the abstract Unix sockets of
processes outside its sandbox (the session's D-Bus, the X server, agents).

Abstract Unix sockets belong to a network namespace: with the network cut (``--unshare-net``) none outside
can be reached. With the network shared they can, and neither a mount nor a seccomp filter can tell them
apart from the sockets a program makes for itself (a filter on ``connect`` cannot read the address).
Landlock's ``LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET`` (ABI 6, Linux 6.12) is exactly that rule: a process in
the domain connects only to abstract sockets made inside the same domain.

The domain is entered in the child between ``fork`` and ``exec`` of the sandbox's launcher (``preexec_fn``),
so the launcher and everything it starts are in it. That child function only makes system calls through
functions looked up beforehand: nothing is imported or logged there.
"""

from __future__ import annotations

import ctypes
import functools
import logging
import os
import platform
from collections.abc import Callable

logger = logging.getLogger(__name__)

SYS_LANDLOCK_CREATE_RULESET = 444
SYS_LANDLOCK_RESTRICT_SELF = 446
"""The same numbers on every architecture (the unified system call table, Linux 5.13 on)."""
LANDLOCK_CREATE_RULESET_VERSION = 1
LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET = 1
SCOPE_ABI = 6
PR_SET_NO_NEW_PRIVS = 38


class _RulesetAttr(ctypes.Structure):
    _fields_ = (
        ("handled_access_fs", ctypes.c_uint64),
        ("handled_access_net", ctypes.c_uint64),
        ("scoped", ctypes.c_uint64),
    )


@functools.cache
def _libc() -> ctypes.CDLL | None:
    if platform.system() != "Linux":
        return None
    try:
        return ctypes.CDLL(None, use_errno=True)
    except OSError:
        return None


@functools.cache
def landlock_abi() -> int:
    """The Landlock ABI version this kernel offers (0 when none, or not Linux)."""
    libc = _libc()
    if libc is None:
        return 0
    version = int(libc.syscall(SYS_LANDLOCK_CREATE_RULESET, None, ctypes.c_size_t(0),
                               ctypes.c_uint32(LANDLOCK_CREATE_RULESET_VERSION)))  # fmt: skip
    return max(version, 0)


def abstract_socket_scope() -> Callable[[], None] | None:
    """The function that enters a Landlock domain blocking abstract Unix sockets outside it, to run in the
    child before ``exec``; None when this kernel cannot (Landlock ABI < 6, or not Linux)."""
    libc = _libc()
    abi = landlock_abi()
    if libc is None or abi < SCOPE_ABI:
        logger.info("Landlock ABI %d: abstract Unix sockets cannot be scoped here", abi)
        return None
    attr = _RulesetAttr(0, 0, LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET)
    size = ctypes.c_size_t(ctypes.sizeof(attr))
    syscall, prctl, get_errno = libc.syscall, libc.prctl, ctypes.get_errno
    no_flags = ctypes.c_uint32(0)

    def enter() -> None:
        if prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
            raise OSError(get_errno(), "prctl(PR_SET_NO_NEW_PRIVS) failed")
        fd = syscall(SYS_LANDLOCK_CREATE_RULESET, ctypes.byref(attr), size, no_flags)
        if fd < 0:
            raise OSError(get_errno(), "landlock_create_ruleset failed")
        try:
            if syscall(SYS_LANDLOCK_RESTRICT_SELF, fd, no_flags) != 0:
                raise OSError(get_errno(), "landlock_restrict_self failed")
        finally:
            os.close(fd)

    return enter
