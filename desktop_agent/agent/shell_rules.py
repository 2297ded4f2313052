"""Shell commands as permission subjects: split into simple commands, matched word by word.

A rule never matches a command by its prefix. The command is split (`shell_grammar`) at every `;`,
`&&`, `||`, `|`, `&` and newline into simple commands, and each of them must be allowed on its own.
Anything that cannot be split with certainty is *opaque*: only a rule without a pattern, or one that
names the whole command exactly, allows it.

A simple command matches a pattern only when it is *plain*: no assignments, no file redirections, a
literal command name that is not a wrapper (`sudo`, `env`, `xargs`, `sh`...) and no option that writes
files or runs programs (`dangerous_options`: `git log --output=...`, `find -exec`, `sed -i`...).

Deny rules look further: they match the program by its base name (`/bin/rm`, `./rm`), see through
wrappers (`sudo`, `nice -n 5`, `timeout 5`, `xargs`, `sh -c '...'`), git's global options
(`git -C dir push`), and into opaque commands as far as a rough split reaches.
"""

from __future__ import annotations

import fnmatch
import posixpath
import re
from collections.abc import Sequence
from dataclasses import dataclass

from desktop_agent.agent.dangerous_options import (
    git_subcommand_index,
    program_name,
    risky_usage,
)
from desktop_agent.agent.shell_grammar import (
    ParsedCommand,
    Redirect,
    SimpleCommand,
    UnparseableError,
    Word,
    parse_command,
    tokenize,
)
from desktop_agent.domain.display import visible

__all__ = [
    "WRAPPERS",
    "CommandPattern",
    "ParsedCommand",
    "Redirect",
    "SimpleCommand",
    "UnparseableError",
    "Word",
    "caution",
    "inner_commands",
    "loose_parts",
    "parse_command",
    "plain",
    "suggest_pattern",
    "tokenize",
]

_RESERVED = frozenset(
    {"!", "{", "}", "[[", "]]", "if", "then", "else", "elif", "fi", "for", "while", "until", "do",
     "done", "case", "esac", "function", "select", "coproc", "in"}
)  # fmt: skip
WRAPPERS = frozenset(
    {"sudo", "doas", "su", "pkexec", "runuser", "env", "bash", "sh", "zsh", "dash", "ksh", "csh", "tcsh",
     "fish", "busybox", "toybox", "eval", "exec", "command", "builtin", "xargs", "nohup", "time", "nice",
     "ionice", "timeout", "watch", "strace", "ltrace", "chroot", "setsid", "stdbuf", "unbuffer", "script",
     "parallel", "ssh", "source", ".", "trap", "alias", "export", "declare", "typeset", "local",
     "readonly", "set", "unset", "shopt", "enable", "hash", "fc", "coproc", "chrt", "taskset", "flock",
     "unshare", "nsenter", "firejail", "valgrind", "gdb", "systemd-run", "numactl", "fakeroot",
     "xvfb-run", "dbus-run-session", "torsocks", "proxychains", "proxychains4", "sg", "setpriv",
     "prlimit", "faketime", "eatmydata", "nocache", "cpulimit", "sem", "entr", "caffeinate", "tsp",
     "ssh-agent", "newgrp", "catchsegv", "with-contenv", "s6-setuidgid", "chpst", "runcon"}
)  # fmt: skip
"""Commands that run other commands or change how the shell runs them: only an exact rule allows them."""


MAX_WRAPPER_WORDS = 32


def plain(part: SimpleCommand) -> bool:
    """Safe to match by pattern: no assignments, wrappers, file redirections or options that write files
    or run programs; a literal command name."""
    return not why_not_plain(part)


def why_not_plain(part: SimpleCommand) -> str:
    argv = part.argv
    if part.assignments:
        return "it sets variables for the command"
    if not argv:
        return "it runs no command"
    redirect = next((r for r in part.redirects if not r.harmless), None)
    if redirect is not None:
        return f"it redirects {redirect.operator} {redirect.target}"
    name = argv[0]
    if not name.literal:
        return f"its command name {name.raw} is expanded by the shell"
    if name.text in _RESERVED:
        return f"it uses the shell keyword {name.text}"
    if posixpath.basename(name.text) in WRAPPERS:
        return f"{posixpath.basename(name.text)} runs other commands"
    return risky_usage(argv)


def caution(command: ParsedCommand) -> str:
    """Why no pattern rule can allow this command (for the person), or ""."""
    if command.opaque:
        return f"It cannot be checked part by part: {command.problem}."
    for part in command.parts:
        if part.argv and not part.assignments and part.argv[0].literal:
            reason = risky_usage(part.argv)
            if reason:
                return f"Only an exact rule allows it: {reason}."
    return ""


@dataclass(frozen=True, slots=True)
class CommandPattern:
    """A rule's pattern over one simple command: words are globs; a lone `*` stands for any words."""

    text: str
    words: tuple[str, ...] | None
    """None when the pattern is not one plain command: then it only matches a command exactly."""
    tokens: tuple[str, ...] = ()
    """The pattern's words and operators as written (empty when it cannot be split)."""

    @classmethod
    def compile(cls, text: str) -> CommandPattern:
        parsed = parse_command(text)
        if parsed.opaque or len(parsed.parts) != 1:
            return cls(text, None, parsed.tokens)
        part = parsed.parts[0]
        if part.redirects or part.assignments or not part.words:
            return cls(text, None, parsed.tokens)
        return cls(text, tuple(w.text for w in part.words), parsed.tokens)

    def names_exactly(self, command: ParsedCommand) -> bool:
        """The pattern is the whole command, word for word as written."""
        if command.text.strip(" \t\n") == self.text.strip(" \t\n"):
            return True
        return bool(self.tokens) and not command.opaque and self.tokens == command.tokens

    def matches_part(self, part: SimpleCommand) -> bool:
        """Allow, ask and deny rules: only plain simple commands match by pattern."""
        if self.words is None or not plain(part):
            return False
        return _match_words(self.words, part.argv)

    def matches_inside(self, part: SimpleCommand) -> bool:
        """Deny rules also hold for what a wrapper, an option or an assignment prefix would run, and
        match the program by its base name (`/bin/rm`, `./rm`)."""
        if self.words is None:
            return False
        return any(_match_words(self.words, sub.argv, loose=True) for sub in (part, *inner_commands(part)))

    def matches_opaque(self, command: ParsedCommand) -> bool:
        """Deny rules, for a command that cannot be split: any stretch of words in a rough split."""
        if self.words is None:
            return False
        for part in loose_parts(command.text):
            tails = (SimpleCommand(part.words[k:]) for k in range(min(len(part.words), MAX_WRAPPER_WORDS)))
            if any(self.matches_inside(tail) for tail in tails):
                return True
        return False


def _match_words(pattern: Sequence[str], words: Sequence[Word], *, loose: bool = False) -> bool:
    """Pattern words against command words; `*` spans any number of words. Row by row over the
    pattern (no recursion, no backtracking), so a long command costs len(pattern) * len(words).
    `loose` (deny rules): the first word matches by its base name, an expanded word matches anything."""
    reach = [True] + [False] * len(words)  # reach[w]: the pattern so far matches the first w words
    for head in pattern:
        if head == "*":
            row, seen = [], False
            for ok in reach:
                seen = seen or ok
                row.append(seen)
        else:
            row = [False] + [
                reach[w] and _word_matches(head, words[w], loose=loose, first=w == 0)
                for w in range(len(words))
            ]
        reach = row
    return reach[-1]


def _word_matches(head: str, word: Word, *, loose: bool = False, first: bool = False) -> bool:
    texts = [word.text]
    if loose:
        if not word.literal:
            return True
        if first and "/" not in head:
            texts += [posixpath.basename(word.text), program_name(word)]
    if any(ch in head for ch in "*?["):
        return any(fnmatch.fnmatchcase(text, head) for text in texts)
    return (word.literal or loose) and head in texts


def inner_commands(part: SimpleCommand, depth: int = 0) -> list[SimpleCommand]:
    """What else a part may run (`sudo rm x` -> `rm x`, `bash -c 'a; b'` -> a, b), for deny rules only.

    Over-approximates on purpose: every tail of a wrapper's arguments counts, so a deny rule for
    `rm *` holds through `sudo -u root rm -rf /`; a word of a wrapper or of a command with an option
    that runs programs is read as a command line too (`git -c alias.x='!rm -rf /'`, `find -exec`).
    Never used to allow anything.
    """
    argv = part.argv
    if not argv:
        return []
    found: list[SimpleCommand] = []
    if part.assignments or part.redirects:
        found.append(SimpleCommand(argv))
    name = program_name(argv[0])
    found.extend(_without_git_options(argv))
    wrapper = name in WRAPPERS or posixpath.basename(argv[0].text) in WRAPPERS
    if wrapper or name == "find":
        # Wrapper options rarely run past a few words; beyond that the part simply asks (not denied).
        for k in range(1, min(len(argv), MAX_WRAPPER_WORDS)):
            found.append(SimpleCommand(argv[k:]))
            found.extend(_without_git_options(argv[k:]))
    if (wrapper or risky_usage(argv)) and depth < 3:
        for word in argv[1:MAX_WRAPPER_WORDS]:
            for line in _command_lines(word.text):
                inner = parse_command(line)
                for sub in inner.parts or loose_parts(line):
                    found.append(sub)
                    found.extend(inner_commands(sub, depth + 1))
    return found


def _without_git_options(argv: Sequence[Word]) -> list[SimpleCommand]:
    """`git -C dir push` -> `git push`: git's global options do not hide the sub-command."""
    if not argv or program_name(argv[0]) != "git":
        return []
    at = git_subcommand_index(argv[1:])
    return [SimpleCommand((argv[0], *argv[1 + at :]))] if at else []


def _command_lines(text: str) -> list[str]:
    """The ways a word may hold a command line: as it is, after `name=`, without a leading `!`."""
    out = []
    for candidate in (text, text.split("=", 1)[-1]):
        candidate = candidate.lstrip("!").strip()
        if candidate and any(c in candidate for c in " ;|&\n") and candidate not in out:
            out.append(candidate)
    return out


_LOOSE_BREAKS = frozenset(";&|()`{}<>\n")


def loose_parts(text: str) -> list[SimpleCommand]:
    """A rough split of a command that cannot be split with certainty: quotes removed, every operator,
    bracket, redirection and substitution ends a part. For deny rules only."""
    parts: list[SimpleCommand] = []
    words: list[Word] = []
    word: list[str] = []
    quote = ""

    def end_word() -> None:
        if word:
            words.append(Word("".join(word), "".join(word)))
            word.clear()

    def end_part() -> None:
        end_word()
        if words:
            parts.append(SimpleCommand(tuple(words)))
            words.clear()

    i, n = 0, min(len(text), 100_000)
    while i < n:
        c = text[i]
        if quote == "'":
            quote = "" if c == "'" else quote
            if quote:
                word.append(c)
        elif c == "\\" and i + 1 < n:
            word.append(text[i + 1])
            i += 1
        elif quote == '"' and c == '"':
            quote = ""
        elif c == "`" or text.startswith("$(", i):
            quote = ""  # a substitution runs a command, also inside double quotes
            end_part()
        elif quote == '"':
            word.append(c)
        elif c in "'\"":
            quote = c
        elif c in " \t":
            end_word()
        elif c in _LOOSE_BREAKS:
            end_part()
        else:
            word.append(c)
        i += 1
    end_part()
    return parts


_SUGGESTABLE = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.+-]*")


def suggest_pattern(command: str) -> str | None:
    """A rule for "always allow commands like this", never broader than what the person saw and what
    the matcher can vouch for: `git log -5` -> `git log *` (a pattern never matches a command with an
    option that writes files or runs programs); a command with such an option -> the command itself;
    None for compound, opaque and wrapped commands, or ones with characters that do not show."""
    if visible(command) != command or "\r" in command:
        return None
    parsed = parse_command(command)
    if parsed.opaque or len(parsed.parts) != 1:
        return None
    part = parsed.parts[0]
    argv = part.argv
    if not plain(part):
        exact = (
            argv
            and not part.assignments
            and all(r.harmless for r in part.redirects)
            and argv[0].literal
            and posixpath.basename(argv[0].text) not in WRAPPERS
            and argv[0].text not in _RESERVED
        )
        return command.strip(" \t\n") if exact else None
    if not _SUGGESTABLE.fullmatch(argv[0].text):
        return None
    keep = [argv[0].text]
    if len(argv) > 1 and argv[1].literal and re.fullmatch(r"[a-z][a-z0-9-]*", argv[1].text):
        keep.append(argv[1].text)  # a sub-command: git log, npm test, cargo build
    return " ".join([*keep, "*"])
