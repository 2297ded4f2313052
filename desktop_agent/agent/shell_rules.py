"""Shell commands as permission subjects: split into simple commands, matched word by word.

A rule never matches a command by its prefix. The command is split at every `;`, `&&`, `||`, `|`,
`&` and newline into simple commands, and each of them must be allowed on its own. Anything this
module cannot split with certainty (command or process substitution, backticks, here-documents,
subshells and compound commands, unbalanced quotes) is *opaque*: only a rule without a pattern, or
one that names the whole command exactly, applies to it.

The grammar is the POSIX shell's (sh, bash, zsh agree on everything accepted here). The standard
library's ``shlex`` splits words, but it drops the information a security decision needs: whether a
``$`` or ``*`` was quoted, whether ``2`` was glued to ``>`` as a file descriptor, whether a ``$(``
or a backtick occurred at all. So the tokenizer here is small and explicit, and refuses whatever it
does not model. (``bashlex`` models more of bash, but it is GPL-licensed and mostly unmaintained.)
"""

from __future__ import annotations

import fnmatch
import posixpath
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

_OPERATORS = ("&&", "||", ";;", "|&", ";", "|", "&", "(", ")")
_SEPARATORS = frozenset({"&&", "||", "|&", ";", "|", "&", "\n"})
_REDIRECTIONS = ("<<<", "<<-", "&>>", "<<", ">>", ">&", "<&", "&>", ">|", "<>", "<", ">")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_SPECIAL_PARAMS = frozenset("@*#?-$!0123456789")
_RESERVED = frozenset(
    {"!", "{", "}", "[[", "]]", "if", "then", "else", "elif", "fi", "for", "while", "until", "do",
     "done", "case", "esac", "function", "select", "coproc", "in"}
)  # fmt: skip
WRAPPERS = frozenset(
    {"sudo", "doas", "su", "pkexec", "runuser", "env", "bash", "sh", "zsh", "dash", "ksh", "csh", "tcsh",
     "fish", "busybox", "eval", "exec", "command", "builtin", "xargs", "nohup", "time", "nice", "ionice",
     "timeout", "watch", "strace", "ltrace", "chroot", "setsid", "stdbuf", "unbuffer", "script",
     "parallel", "ssh", "source", ".", "trap", "alias", "export", "declare", "typeset", "local",
     "readonly", "set", "unset", "shopt", "enable", "hash", "fc", "coproc"}
)  # fmt: skip
"""Commands that run other commands or change how the shell runs them: only an exact rule allows them."""
_RUNS_OTHERS = {"find": frozenset({"-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fls"})}
"""Commands that are plain except with certain arguments (find -exec...)."""


MAX_COMMAND_CHARS = 100_000
MAX_PARTS = 256
MAX_WRAPPER_WORDS = 32


class UnparseableError(ValueError):
    """The command uses something that cannot be split into simple commands with certainty."""


@dataclass(frozen=True, slots=True)
class Word:
    text: str
    """The word after quote removal."""
    raw: str
    """The word as written."""
    literal: bool = True
    """No unquoted glob character and no parameter expansion: the shell passes `text` as it is."""
    assignment: bool = False
    """NAME=value with an unquoted NAME (an assignment when it comes before the command name)."""
    glued: bool = False
    """Written directly before a redirection operator (a file descriptor number like the 2 in 2>&1)."""


@dataclass(frozen=True, slots=True)
class Redirect:
    operator: str
    target: str

    @property
    def harmless(self) -> bool:
        """Duplicating or closing a descriptor, or writing to /dev/null, reads and writes no file."""
        if self.operator in (">&", "<&"):
            return self.target == "-" or self.target.isdigit()
        if self.operator in (">", ">>", "&>", "&>>", ">|", "<"):
            return self.target == "/dev/null"
        return False


@dataclass(frozen=True, slots=True)
class SimpleCommand:
    words: tuple[Word, ...]
    redirects: tuple[Redirect, ...] = ()

    @property
    def assignments(self) -> tuple[Word, ...]:
        out: list[Word] = []
        for word in self.words:
            if not word.assignment:
                break
            out.append(word)
        return tuple(out)

    @property
    def argv(self) -> tuple[Word, ...]:
        return self.words[len(self.assignments) :]

    @property
    def plain(self) -> bool:
        """Safe to match by pattern: no assignments, wrappers, file redirections; a literal command name."""
        argv = self.argv
        if self.assignments or not argv or any(not r.harmless for r in self.redirects):
            return False
        name = argv[0]
        if not name.literal or name.text in _RESERVED:
            return False
        if posixpath.basename(name.text) in WRAPPERS:
            return False
        risky = _RUNS_OTHERS.get(posixpath.basename(name.text))
        return not (risky and any(w.text in risky for w in argv[1:]))

    def __str__(self) -> str:
        return " ".join(w.raw for w in self.words)


@dataclass(frozen=True, slots=True)
class ParsedCommand:
    text: str
    parts: tuple[SimpleCommand, ...] = ()
    tokens: tuple[str, ...] = ()
    """Every word and operator as written, for comparing a whole command with an exact rule."""
    problem: str = ""
    """Why the command is opaque (empty when it was split)."""

    @property
    def opaque(self) -> bool:
        return bool(self.problem)


@dataclass
class _Builder:
    text: list[str] = field(default_factory=list)
    raw: list[str] = field(default_factory=list)
    started: bool = False
    literal: bool = True
    quoted: bool = False
    name_prefix: bool = True
    assignment: bool = False

    def add(self, char: str, raw: str, *, quoted: bool) -> None:
        if not self.assignment and self.name_prefix:
            # name_prefix: every character so far is an unquoted [A-Za-z0-9_]
            if not quoted and char == "=" and self.text and not self.text[0].isdigit():
                self.assignment = True
            elif quoted or not (char.isascii() and (char.isalnum() or char == "_")):
                self.name_prefix = False
        if quoted:
            self.quoted = True
        elif char in "*?[{" or (char == "~" and not self.started):
            self.literal = False  # globs, brace and tilde expansion
        self.text.append(char)
        self.raw.append(raw)
        self.started = True

    def quoted_run(self, chars: str, raw: str, *, literal: bool = True) -> None:
        for ch in chars:
            self.add(ch, "", quoted=True)
        self.started = True
        self.quoted = True
        self.name_prefix = self.name_prefix and self.assignment
        self.literal = self.literal and literal
        self.raw.append(raw)

    def word(self, *, glued: bool = False) -> Word:
        return Word("".join(self.text), "".join(self.raw), self.literal, self.assignment, glued)


def tokenize(text: str) -> list[Word | str]:
    """Words and operator strings (a newline separates like `;`); raises UnparseableError."""
    out: list[Word | str] = []
    current = _Builder()
    i, n = 0, len(text)

    def end_word(*, glued: bool = False) -> None:
        nonlocal current
        if current.started:
            out.append(current.word(glued=glued))
        current = _Builder()

    def dollar(pos: int, *, in_quotes: bool) -> int:
        """Handle `$` at pos; return how many characters it consumed as a parameter reference."""
        nxt = text[pos + 1] if pos + 1 < n else ""
        if nxt == "(":
            raise UnparseableError("it uses command substitution $(...)")
        if nxt == "[":
            raise UnparseableError("it uses arithmetic expansion $[...]")
        if nxt in ("'", '"') and not in_quotes:
            raise UnparseableError("it uses $'...' quoting")
        if nxt == "{":
            end = text.find("}", pos)
            if end < 0 or not _NAME.fullmatch(text[pos + 2 : end]):
                raise UnparseableError("it uses a parameter expansion ${...} with operators")
            return end - pos + 1
        match = _NAME.match(text, pos + 1)
        if match:
            return match.end() - pos
        if nxt and nxt in _SPECIAL_PARAMS:
            return 2
        return 0

    while i < n:
        c = text[i]
        if c in " \t":  # only these separate words; a carriage return is part of a word, as in sh
            end_word()
            i += 1
        elif c == "\n":
            end_word()
            out.append("\n")
            i += 1
        elif c == "\\":
            if i + 1 >= n:
                raise UnparseableError("it ends with a lone backslash")
            if text[i + 1] == "\n":
                i += 2  # a line continuation
                continue
            current.add(text[i + 1], text[i : i + 2], quoted=True)
            i += 2
        elif c == "'":
            end = text.find("'", i + 1)
            if end < 0:
                raise UnparseableError("a single quote is not closed")
            current.quoted_run(text[i + 1 : end], text[i : end + 1])
            i = end + 1
        elif c == '"':
            j = i + 1
            chars: list[str] = []
            literal = True
            while True:
                if j >= n:
                    raise UnparseableError("a double quote is not closed")
                d = text[j]
                if d == '"':
                    break
                if d == "`":
                    raise UnparseableError("it uses backticks")
                if d == "\\" and j + 1 < n and text[j + 1] in '$`"\\\n':
                    chars.append(text[j + 1])
                    j += 2
                    continue
                if d == "$":
                    used = dollar(j, in_quotes=True)
                    if used:
                        literal = False
                        chars.extend(text[j : j + used])
                        j += used
                        continue
                chars.append(d)
                j += 1
            current.quoted_run("".join(chars), text[i : j + 1], literal=literal)
            i = j + 1
        elif c == "`":
            raise UnparseableError("it uses backticks")
        elif c == "$":
            used = dollar(i, in_quotes=False)
            if not used:
                current.add("$", "$", quoted=False)
                i += 1
                continue
            current.quoted_run(text[i : i + used], text[i : i + used], literal=False)
            i += used
        elif c == "#" and not current.started:
            raise UnparseableError("it contains a comment")
        elif c in "<>" or (c == "&" and text[i + 1 : i + 2] == ">"):
            if text[i + 1 : i + 2] == "(" and c in "<>":
                raise UnparseableError("it uses process substitution")
            op = next(o for o in _REDIRECTIONS if text.startswith(o, i))
            if op in ("<<", "<<-", "<<<"):
                raise UnparseableError("it uses a here-document")
            is_fd = current.started and not current.quoted and "".join(current.text).isdigit()
            end_word(glued=is_fd)
            out.append(op)
            i += len(op)
        elif c in ";|&()":
            end_word()
            op = next(o for o in _OPERATORS if text.startswith(o, i))
            if op in ("(", ")"):
                raise UnparseableError("it uses a subshell or a function")
            if op == ";;":
                raise UnparseableError("it uses a case statement")
            out.append(op)
            i += len(op)
        else:
            current.add(c, c, quoted=False)
            i += 1
    end_word()
    return out


def parse_command(text: str) -> ParsedCommand:
    """Split a command line into simple commands; an opaque result says why it could not be split."""
    if len(text) > MAX_COMMAND_CHARS:
        return ParsedCommand(text, problem=f"it is longer than {MAX_COMMAND_CHARS:,} characters")
    try:
        tokens = tokenize(text)
        return ParsedCommand(text, tuple(_split(tokens)), tuple(_token_text(t) for t in tokens))
    except UnparseableError as exc:
        return ParsedCommand(text, problem=str(exc))


def _token_text(token: Word | str) -> str:
    return token.raw if isinstance(token, Word) else (";" if token == "\n" else token)


def _split(tokens: Sequence[Word | str]) -> list[SimpleCommand]:
    parts: list[SimpleCommand] = []
    words: list[Word] = []
    redirects: list[Redirect] = []
    pending_op = ""
    last_sep = ""
    for token in tokens:
        if isinstance(token, Word):
            if pending_op:
                redirects.append(Redirect(pending_op, token.text))
                pending_op = ""
            elif not token.glued:
                words.append(token)
            continue
        if pending_op:
            raise UnparseableError(f"a redirection {pending_op} has no target")
        if token not in _SEPARATORS:
            pending_op = token
        elif words or redirects:
            parts.append(SimpleCommand(tuple(words), tuple(redirects)))
            words, redirects, last_sep = [], [], token
        elif token != "\n":  # blank lines, and a line break after && or |, are fine
            raise UnparseableError(f"{token!r} has no command before it")
    if pending_op:
        raise UnparseableError(f"a redirection {pending_op} has no target")
    if words or redirects:
        parts.append(SimpleCommand(tuple(words), tuple(redirects)))
    elif last_sep in ("&&", "||", "|", "|&"):
        raise UnparseableError(f"it ends with {last_sep!r}")
    if not parts:
        raise UnparseableError("it is empty")
    if len(parts) > MAX_PARTS:
        raise UnparseableError(f"it chains more than {MAX_PARTS} commands")
    return parts


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
        if self.words is None or not part.plain:
            return False
        return _match_words(self.words, part.argv)

    def matches_inside(self, part: SimpleCommand) -> bool:
        """Deny rules also hold for what a wrapper or an assignment prefix would run."""
        if self.words is None:
            return False
        return any(_match_words(self.words, sub.argv) for sub in (part, *inner_commands(part)))


def _match_words(pattern: Sequence[str], words: Sequence[Word]) -> bool:
    """Pattern words against command words; `*` spans any number of words. Row by row over the
    pattern (no recursion, no backtracking), so a long command costs len(pattern) * len(words)."""
    reach = [True] + [False] * len(words)  # reach[w]: the pattern so far matches the first w words
    for head in pattern:
        if head == "*":
            row, seen = [], False
            for ok in reach:
                seen = seen or ok
                row.append(seen)
        else:
            row = [False] + [reach[w] and _word_matches(head, words[w]) for w in range(len(words))]
        reach = row
    return reach[-1]


def _word_matches(head: str, word: Word) -> bool:
    if any(ch in head for ch in "*?["):
        return fnmatch.fnmatchcase(word.text, head)
    return word.literal and word.text == head


def inner_commands(part: SimpleCommand, depth: int = 0) -> list[SimpleCommand]:
    """What else a part may run (`sudo rm x` -> `rm x`, `bash -c 'a; b'` -> a, b), for deny rules only.

    Over-approximates on purpose: every tail of a wrapper's arguments counts, so a deny rule for
    `rm *` holds through `sudo -u root rm -rf /`. Never used to allow anything.
    """
    argv = part.argv
    if not argv:
        return []
    found: list[SimpleCommand] = []
    if part.assignments or part.redirects:
        found.append(SimpleCommand(argv))
    name = posixpath.basename(argv[0].text)
    if name in WRAPPERS or name in _RUNS_OTHERS:
        # Wrapper options rarely run past a few words; beyond that the part simply asks (not denied).
        found.extend(SimpleCommand(argv[k:]) for k in range(1, min(len(argv), MAX_WRAPPER_WORDS)))
        if depth < 3:
            for word in argv[1:]:
                inner = parse_command(word.text) if any(c in word.text for c in " ;|&\n") else None
                for sub in inner.parts if inner is not None else ():
                    found.append(sub)
                    found.extend(inner_commands(sub, depth + 1))
    return found


def suggest_pattern(command: str) -> str | None:
    """A pattern for "always allow commands like this": `git log -5` -> `git log *`; None for compound."""
    parsed = parse_command(command)
    if parsed.opaque or len(parsed.parts) != 1 or not parsed.parts[0].plain:
        return None
    argv = parsed.parts[0].argv
    keep = [argv[0].text]
    if len(argv) > 1 and argv[1].literal and re.fullmatch(r"[a-z][a-z0-9-]*", argv[1].text):
        keep.append(argv[1].text)  # a sub-command: git log, npm test, cargo build
    return " ".join([*keep, "*"])
