"""Reading a command's output for what the sandbox refused, to tell the model and the person in words.

Only the usual error texts are recognised (coreutils, shells, Python, git, curl, resolvers). A refusal is
stated as certain only when the error can come from nothing but the sandbox (a read-only file system outside
the writable folders, an unreachable network with the network cut); otherwise it "may have been" blocked.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path

from desktop_agent.tools.sandbox.policy import AUTO_RUN_NAMES, SandboxPolicy

MAX_NOTES = 5
SURE = "blocked by the sandbox"
UNSURE = "may have been blocked by the sandbox"

_READ_ONLY = ("Read-only file system", "[Errno 30]", "EROFS")
_BUSY = ("Device or resource busy", "[Errno 16]", "EBUSY")
_DENIED = ("Permission denied", "[Errno 13]", "EACCES", "Operation not permitted", "[Errno 1]", "EPERM")
_MISSING = ("No such file or directory", "[Errno 2]", "ENOENT")
_NO_NETWORK = (
    "Network is unreachable",
    "ENETUNREACH",
    "Temporary failure in name resolution",
    "EAI_AGAIN",
    "Could not resolve host",
    "Name or service not known",
    "No address associated with hostname",
    "nodename nor servname",
    "getaddrinfo failed",
)
_MAYBE_NO_NETWORK = ("Connection refused", "ECONNREFUSED", "Couldn't connect to server")
PROXY_ONLY = (
    "the network is reached only through the app's proxy (the HTTP_PROXY and HTTPS_PROXY variables, to the "
    "hosts in sandbox.allow_hosts); a direct connection, this machine's own services and names looked up "
    "without the proxy are not reachable"
)
_QUOTED = re.compile(r"'([^'\n]+)'|\"([^\"\n]+)\"|‘([^’\n]+)’|`([^'\n]+)'")


def explain_refusals(
    output: str,
    policy: SandboxPolicy,
    cwd: Path,
    *,
    private_tmp: Path | None = None,
    launcher: str = "",
    proxied: bool = False,
) -> list[str]:
    """Sentences for what in ``output`` looks refused by a sandbox applying ``policy``.

    ``private_tmp``: the temporary folder as the command sees it (writable). ``launcher``: the prefix of the
    sandbox program's own error lines (e.g. ``"bwrap: "``). ``proxied``: the network is allowed only through
    the app's proxy (what it refused is told by the sandbox, not read here).
    """
    notes: list[str] = []
    for line in output.splitlines():
        note = _explain_line(line, policy, cwd, private_tmp, launcher, proxied)
        if note and note not in notes:
            notes.append(note)
    if len(notes) > MAX_NOTES:
        notes = [*notes[:MAX_NOTES], f"{UNSURE}: {len(notes) - MAX_NOTES} more refusals like these"]
    return notes


def _explain_line(
    line: str, policy: SandboxPolicy, cwd: Path, private_tmp: Path | None, launcher: str, proxied: bool
) -> str | None:
    if launcher and line.startswith(launcher):
        return f"{UNSURE}: the sandbox reported {line[len(launcher) :].strip()!r}"
    if proxied:
        if _has(line, _NO_NETWORK):
            return f"{SURE}: {PROXY_ONLY}"
        if _has(line, _MAYBE_NO_NETWORK):
            return f"{UNSURE}: {PROXY_ONLY}"
    if not policy.network:
        if _has(line, _NO_NETWORK):
            return f"{SURE}: no network access (the person has not allowed the network for commands)"
        if _has(line, _MAYBE_NO_NETWORK):
            return f"{UNSURE}: no network access (the person has not allowed the network for commands)"
    sure = _has(line, _READ_ONLY) or _has(line, _BUSY)
    if not (sure or _has(line, _DENIED) or _has(line, _MISSING)):
        return None
    paths = [p for p in (_resolve(c, policy, cwd) for c in _candidates(line)) if p is not None]
    paths.sort(key=lambda p: not p.is_relative_to(policy.workspace))  # "cannot copy SOURCE to .git/x": .git
    writable_list = _writable_text(policy, private_tmp)
    for path in paths:
        shown = policy.shown(path)
        if policy.is_hidden(path):
            return f"{SURE}: {shown} is hidden from commands (it looks empty or missing)"
        if _has(line, _MISSING):
            continue
        if policy.is_read_only(path):
            return _read_only_note(path, policy, SURE if sure else UNSURE)
        if policy.is_writable(path) or (private_tmp is not None and path.is_relative_to(private_tmp)):
            continue
        return f"{SURE if sure else UNSURE}: writing {shown} is not allowed (only {writable_list} writable)"
    if sure and not paths:
        return f"{UNSURE}: a write was refused (only {writable_list} writable)"
    return None


def _read_only_note(path: Path, policy: SandboxPolicy, certainty: str) -> str:
    top = policy.workspace / path.relative_to(policy.workspace).parts[0]
    if top.name in AUTO_RUN_NAMES and _empty(top):
        return (
            f"{certainty}: creating {top.name} is not allowed (a command cannot give the workspace a "
            f"{top.name}: what it holds would run by itself, outside the sandbox, when you next use the "
            "folder; run it yourself, or outside the sandbox)"
        )
    return (
        f"{certainty}: changing {policy.shown(path)} is not allowed (.git, .hg and .vscode are read-only: "
        "what they hold runs by itself when you next use the folder; git status, diff and log still work)"
    )


def _empty(path: Path) -> bool:
    """An empty folder or file: the sandbox's stand-in for a name the workspace lacks."""
    try:
        if path.is_dir():
            with os.scandir(path) as entries:
                return not any(entries)
        return path.stat().st_size == 0
    except OSError:
        return False


def _has(line: str, needles: Iterable[str]) -> bool:
    return any(needle in line for needle in needles)


def _candidates(line: str) -> list[str]:
    """Paths an error line names: quoted ones first, then the word before the error's own message."""
    found = [next(g for g in match.groups() if g) for match in _QUOTED.finditer(line)]
    head = line
    for needle in (*_READ_ONLY, *_BUSY, *_DENIED, *_MISSING):
        at = line.find(needle)
        if at > 0:
            head = line[:at]
            break
    words = head.rstrip(": \t").split()
    if words:
        found.append(words[-1].strip("'\":,"))
    return [c for c in found if c and ("/" in c or c.startswith((".", "~")) or "." in c)]


def _resolve(candidate: str, policy: SandboxPolicy, cwd: Path) -> Path | None:
    if candidate.startswith("~"):
        candidate = str(policy.home) + candidate[1:]
    path = Path(candidate)
    if not path.is_absolute():
        path = cwd / path
    try:
        return Path(os.path.realpath(path))
    except (OSError, ValueError):
        return None


def _writable_text(policy: SandboxPolicy, private_tmp: Path | None) -> str:
    folders = [str(policy.workspace), *(str(p) for p in policy.writable)]
    if private_tmp is not None:
        folders.append(f"a private {private_tmp}")
    if len(folders) == 1:
        return f"{folders[0]} is"
    return ", ".join(folders[:-1]) + f" and {folders[-1]} are"
