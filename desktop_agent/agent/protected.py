"""The protective layer: paths that always need the person's say-so, whatever the rules and grants say.

Version control internals (`.git/`), secrets (`.env`, keys, credential files) and the app's own folders
(settings, history, the permission store). A deny rule still wins; an allow or a grant does not.
"""

from __future__ import annotations

import contextlib
import fnmatch
import os
import re
from collections.abc import Sequence
from pathlib import Path, PurePosixPath

from desktop_agent.agent.shell_grammar import ParsedCommand, parse_command

PROTECTED_FOLDERS = frozenset({".git", ".ssh", ".gnupg", ".aws", ".kube", ".docker"})
"""A path with one of these as any component is protected."""
SECRET_FILES = (
    ".env", ".env.*", ".envrc", "*.pem", "*.key", "*.p12", "*.pfx", "id_rsa*", "id_dsa*", "id_ecdsa*",
    "id_ed25519*", ".npmrc", ".pypirc", ".netrc", "_netrc", ".git-credentials", ".pgpass", ".htpasswd",
)  # fmt: skip
"""File names (globs, compared case-insensitively) that usually hold secrets or credentials."""

_SPLIT = re.compile(r"""[\s'"`;|&<>()=,:]+""")


class ProtectedPaths:
    """Says why a path (or a command mentioning one) must be asked about; empty when it need not."""

    def __init__(self, workspace: Path | None = None, app_dirs: Sequence[Path] = ()) -> None:
        self._workspace = workspace
        dirs = {_absolute(d) for d in app_dirs}
        for folder in list(dirs):
            with contextlib.suppress(OSError, RuntimeError):
                dirs.add(folder.resolve())
        self._app_dirs = tuple(dirs)

    def path_reason(self, path: str) -> str:
        text = path.replace("\\", "/").strip()
        if not text:
            return ""
        parts = [p.lower() for p in PurePosixPath(text).parts]
        for part in parts:
            if part in PROTECTED_FOLDERS:
                return f"{path} is inside a {part} folder."
        name = parts[-1] if parts else ""
        for pattern in SECRET_FILES:
            if fnmatch.fnmatchcase(name, pattern):
                return f"{path} may hold secrets ({pattern} files are always asked about)."
        if self._inside_app_dirs(text):
            return f"{path} belongs to Desktop Agent's own files."
        return ""

    def command_reason(self, command: str) -> str:
        """A command asks when any word of it names a protected path (`cat .env`, `> .git/config`)."""
        parsed = parse_command(command)
        candidates = [w.text for part in parsed.parts for w in part.words]
        candidates += [r.target for part in parsed.parts for r in part.redirects]
        candidates += [c for c in _SPLIT.split(command) if c]
        for candidate in candidates:
            reason = self.path_reason(candidate)
            if reason:
                return f"The command mentions a protected path: {reason}"
        expanded = _expanded(parsed)
        if expanded:
            return (
                f"{expanded} It could name a protected file (.env, .git/, keys, Desktop Agent's own files)."
            )
        return ""

    def _inside_app_dirs(self, text: str) -> bool:
        if not self._app_dirs:
            return False
        if text.startswith("~"):
            candidate = Path(text).expanduser()
        elif text.startswith("$HOME") or text.startswith("${HOME}"):
            candidate = Path.home() / text.split("/", 1)[-1] if "/" in text else Path.home()
        else:
            candidate = Path(text)
        if not candidate.is_absolute():
            if self._workspace is None:
                return False
            candidate = self._workspace / candidate
        resolved = {_absolute(candidate)}
        with contextlib.suppress(OSError, RuntimeError):
            resolved.add(candidate.resolve())
        return any(p == d or d in p.parents for p in resolved for d in self._app_dirs)


_EXPANDING = frozenset("$`*?[{~")


def _expanded(parsed: ParsedCommand) -> str:
    """What in a command the shell expands (globs, braces, tilde, variables, substitutions), or ""."""
    if parsed.opaque:
        found = next((c for c in parsed.text if c in _EXPANDING), "")
        return f"The command cannot be split ({parsed.problem}) and uses {found}." if found else ""
    for part in parsed.parts:
        for word in part.words:
            if not word.literal:
                return f"The command uses {word.raw}, which the shell expands."
        for redirect in part.redirects:
            if not redirect.literal:
                return f"The command redirects to {redirect.target}, which the shell expands."
    return ""


def _absolute(path: Path) -> Path:
    return Path(os.path.normpath(path.expanduser().absolute()))
