"""The grammar of the shell that runs a command: split a command line into simple commands, or refuse.

A command runs under ``/bin/sh -c`` on Linux and macOS, and ``/bin/sh`` is dash on Debian and Ubuntu
(bash on macOS, in POSIX mode). Whatever dash and bash read differently cannot be split with certainty,
so it is *opaque*: ``&>`` (dash: "run in the background" then a redirection; bash: redirect both
streams), ``|&``, file descriptors of more than one digit or non-ASCII digits (``10>x``, ``٣>x``: dash
passes them as arguments), ``{fd}>x``, ``NAME+=value`` and ``NAME[i]=value``, ``$'...'`` and ``$"..."``,
``${x//a/b}``-style operators, here-strings and here-documents, process and command substitution,
backticks, subshells, compound commands and unbalanced quotes.

The standard library's ``shlex`` splits words, but it drops what a security decision needs: whether a
``$`` or ``*`` was quoted, whether ``2`` was glued to ``>`` as a file descriptor, whether a ``$(`` or a
backtick occurred at all. So the tokenizer here is small and explicit, and refuses what it does not model.
(``bashlex`` models more of bash, but it is GPL-licensed, mostly unmaintained, and bash is not dash.)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

_OPERATORS = ("&&", "||", ";;", "|&", ";", "|", "&", "(", ")")
_SEPARATORS = frozenset({"&&", "||", ";", "|", "&", "\n"})
_REDIRECTIONS = ("<<<", "<<-", "&>>", "<<", ">>", ">&", "<&", "&>", ">|", "<>", "<", ">")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_BASH_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(\+=|\[)")
_SPECIAL_PARAMS = frozenset("@*#?-$!0123456789")

MAX_COMMAND_CHARS = 100_000
MAX_PARTS = 256


class UnparseableError(ValueError):
    """The command uses something that cannot be split into simple commands with certainty."""


@dataclass(frozen=True, slots=True)
class Word:
    text: str
    """The word after quote removal."""
    raw: str
    """The word as written."""
    literal: bool = True
    """No unquoted glob, brace or tilde character and no parameter expansion: the shell passes `text`
    as it is."""
    assignment: bool = False
    """NAME=value with an unquoted NAME (an assignment when it comes before the command name)."""
    glued: bool = False
    """Written directly before a redirection operator (a file descriptor number like the 2 in 2>&1)."""


@dataclass(frozen=True, slots=True)
class Redirect:
    operator: str
    target: str
    literal: bool = True
    """The target is passed as written (no glob, tilde or parameter expansion)."""

    @property
    def harmless(self) -> bool:
        """Duplicating or closing a descriptor, or writing to /dev/null, reads and writes no file."""
        if self.operator in (">&", "<&"):
            return self.target == "-" or (self.target.isascii() and self.target.isdigit())
        if self.operator in (">", ">>", ">|", "<"):
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
        elif char in "*?[{" or (char == "~" and (not self.started or self.text[-1] in "=:")):
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

    def descriptor(self) -> bool:
        """The word so far is a file descriptor number for a redirection that follows it directly."""
        text = "".join(self.text)
        if not self.started or self.quoted:
            return False
        if text.isdigit() and not (text.isascii() and len(text) == 1):
            raise UnparseableError(
                f"the file descriptor {text!r} is read differently by /bin/sh (dash) and bash"
            )
        if text.startswith("{") and text.endswith("}"):
            raise UnparseableError(f"bash reads {text}> as a file descriptor variable, dash does not")
        return text.isdigit()


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
            raise UnparseableError("it uses $'...' quoting, which dash and bash read differently")
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
            if op in ("&>", "&>>"):
                raise UnparseableError(
                    f"it uses {op}, which /bin/sh (dash) reads as & (run in the background) then a "
                    "redirection, and bash as one redirection"
                )
            end_word(glued=current.descriptor())
            out.append(op)
            i += len(op)
        elif c in ";|&()":
            end_word()
            op = next(o for o in _OPERATORS if text.startswith(o, i))
            if op in ("(", ")"):
                raise UnparseableError("it uses a subshell or a function")
            if op == ";;":
                raise UnparseableError("it uses a case statement")
            if op == "|&":
                raise UnparseableError("it uses |&, which /bin/sh (dash) does not know")
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
                redirects.append(Redirect(pending_op, token.text, token.literal))
                pending_op = ""
            elif not token.glued:
                if all(w.assignment for w in words) and _BASH_ASSIGNMENT.match(token.raw):
                    raise UnparseableError(f"bash reads {token.raw!r} as an assignment, dash as a command")
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
    elif last_sep in ("&&", "||", "|"):
        raise UnparseableError(f"it ends with {last_sep!r}")
    if not parts:
        raise UnparseableError("it is empty")
    if len(parts) > MAX_PARTS:
        raise UnparseableError(f"it chains more than {MAX_PARTS} commands")
    return parts
