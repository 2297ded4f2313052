"""Options that write files or run programs, for the programs people commonly allow by pattern.

``git log --output=~/.bashrc``, ``pytest -p evil``, ``find -exec``, ``sed -i``, ``curl -o``: such an
option turns a harmless-looking command into one that writes where a redirection would, or runs code.
A command using one counts like a command with a file redirection: a *pattern* rule (``git log *``)
never allows it, only an exact rule naming the whole command does.

The checks over-approximate on purpose. A long option counts by any prefix that could abbreviate it
(``--outp`` for ``--output``: git, argparse and getopt all accept unique prefixes); a short option letter
counts anywhere in a cluster (``-vo``); a word the shell expands (``$X``, ``*``, ``{a,b}``) may become any
option, so for these programs it counts too. A false alarm costs a question; a miss costs the computer.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Sequence

from desktop_agent.agent.shell_grammar import Word

Check = Callable[[Sequence[Word]], str]

_VERSIONED = re.compile(r"^(python|pip|perl|ruby|node|php|lua|pytest)[0-9][0-9.]*$")


def program_name(word: Word) -> str:
    """`/usr/bin/python3.11` -> `python`: the name a program is checked (and denied) under."""
    name = posixpath.basename(word.text)
    match = _VERSIONED.match(name)
    return match.group(1) if match else name


def risky_usage(argv: Sequence[Word]) -> str:
    """Why this simple command may write files or run programs beyond what its name says, or ""."""
    if not argv:
        return ""
    name = program_name(argv[0])
    check = _CHECKS.get(name)
    if check is None:
        return ""
    args = argv[1:]
    expanded = next((w for w in args if not w.literal), None)
    if expanded is not None:
        return f"{name}: the shell expands {expanded.raw}, which could turn into an option that runs code"
    return check(args)


# ---- matching options ----


def _long(word: str, names: Sequence[str]) -> bool:
    """--name or --name=value, or an unambiguous-looking prefix of one of `names`."""
    if not word.startswith("--") or len(word) < 3:
        return False
    given = word[2:].split("=", 1)[0]
    return any(name.startswith(given) for name in names)


def _short(word: str, letters: str) -> bool:
    """A -xyz cluster that holds one of `letters`."""
    return len(word) > 1 and word[0] == "-" and word[1] != "-" and any(c in letters for c in word[1:])


def _single(word: str, names: Sequence[str]) -> bool:
    """-name or --name, with or without =value (find, go: long options with one dash)."""
    return word.lstrip("-").split("=", 1)[0] in names and word.startswith("-")


def _options(
    args: Sequence[Word], what: str, *, long: Sequence[str] = (), short: str = "", single: Sequence[str] = ()
) -> str:
    for word in args:
        text = word.text
        if _long(text, long) or _short(text, short) or _single(text, single):
            return f"{text} {what}"
    return ""


def _names(text: str) -> tuple[str, ...]:
    return tuple(text.split())


def _positional(args: Sequence[Word]) -> list[str]:
    return [w.text for w in args if not w.text.startswith("-")]


def _always(reason: str) -> Check:
    return lambda args: reason


def _subcommand_only(safe: frozenset[str], what: str) -> Check:
    """Only these sub-commands are plain (`npm ls`); every other one `what` (runs scripts...)."""

    def check(args: Sequence[Word]) -> str:
        return "" if args and args[0].text in safe else what

    return check


# ---- git ----

_GIT_SAFE_GLOBALS = frozenset(
    {"--no-pager", "-P", "--no-optional-locks", "--literal-pathspecs", "--glob-pathspecs",
     "--noglob-pathspecs", "--icase-pathspecs", "--no-replace-objects", "--version", "--help", "-h"}
)  # fmt: skip
GIT_GLOBALS_WITH_VALUE = frozenset(
    {"-C", "-c", "--git-dir", "--work-tree", "--namespace", "--config-env", "--super-prefix",
     "--attr-source", "--exec-path", "--list-cmds"}
)  # fmt: skip
"""Git's options before the sub-command that take the next word as their value."""
_GIT_BUILTINS = frozenset(
    {"add", "am", "annotate", "apply", "blame", "branch", "bundle", "cat-file", "check-ignore",
     "checkout", "cherry", "cherry-pick", "clean", "clone", "commit", "config", "count-objects",
     "describe", "diff", "diff-files", "diff-index", "diff-tree", "fetch", "for-each-ref",
     "format-patch", "fsck", "gc", "grep", "help", "init", "log", "ls-files", "ls-remote", "ls-tree",
     "merge", "merge-base", "mv", "name-rev", "notes", "pull", "push", "range-diff", "rebase",
     "reflog", "remote", "restore", "rev-list", "rev-parse", "revert", "rm", "shortlog", "show",
     "show-branch", "show-ref", "sparse-checkout", "stash", "status", "submodule", "switch", "tag",
     "verify-commit", "verify-tag", "version", "whatchanged", "worktree", "archive", "bisect",
     "difftool", "mergetool", "filter-branch", "send-email", "credential", "daemon", "instaweb"}
)  # fmt: skip
_GIT_ANY = ("output", "ext-diff", "textconv", "upload-pack", "receive-pack", "exec", "template",
            "separate-git-dir", "config", "open-files-in-pager", "output-directory", "remote", "filters",
            "prefix", "web")  # fmt: skip
_GIT_SHORT = {
    "fetch": "u", "clone": "uc", "pull": "u", "ls-remote": "u", "archive": "o", "grep": "O",
    "rebase": "xi", "commit": "e", "help": "wim", "merge": "e", "tag": "e", "notes": "e", "difftool": "xt",
}  # fmt: skip
_GIT_RUNS_OR_WRITES = {
    "format-patch": "writes patch files",
    "bundle": "writes a bundle file",
    "difftool": "runs a diff program",
    "mergetool": "runs a merge program",
    "filter-branch": "runs commands for every commit",
    "send-email": "sends mail and can run a program",
    "credential": "prints stored credentials",
    "daemon": "serves the repository",
    "instaweb": "starts a web server",
    "submodule": "can run commands in every submodule (foreach)",
    "bisect": "can run commands (bisect run)",
    "worktree": "writes a checkout to any folder",
}
_GIT_CONFIG_READS = frozenset({"--get", "--get-all", "--get-regexp", "--list", "-l", "get", "list"})


def git_subcommand_index(args: Sequence[Word]) -> int:
    """Where the sub-command is in git's arguments (after global options), or len(args)."""
    i = 0
    while i < len(args):
        text = args[i].text
        if not text.startswith("-"):
            return i
        i += 2 if text in GIT_GLOBALS_WITH_VALUE and text not in ("--exec-path", "--list-cmds") else 1
    return i


def _git(args: Sequence[Word]) -> str:
    at = git_subcommand_index(args)
    for word in args[:at]:
        if word.text not in _GIT_SAFE_GLOBALS:
            return f"git {word.text} changes which configuration, repository or programs git uses"
    if at >= len(args):
        return ""
    sub, rest = args[at].text, args[at + 1 :]
    if sub not in _GIT_BUILTINS:
        return f"git {sub} may be an alias, and an alias can run any program"
    if sub in _GIT_RUNS_OR_WRITES:
        return f"git {sub} {_GIT_RUNS_OR_WRITES[sub]}"
    if sub == "config" and not any(w.text in _GIT_CONFIG_READS for w in rest):
        return "git config changes git's configuration (which can run programs)"
    found = _options(rest, "writes a file or runs a program", long=_GIT_ANY, short=_GIT_SHORT.get(sub, ""))
    if found:
        return f"git {sub} {found}"
    if sub in ("rebase", "commit", "merge", "tag", "notes") and any(
        w.text in ("--interactive", "--edit") for w in rest
    ):
        return f"git {sub} opens an editor"
    return ""


# ---- other programs ----


def _sed(args: Sequence[Word]) -> str:
    scripts: list[str] = []
    i = 0
    explicit = False
    while i < len(args):
        text = args[i].text
        if _long(text, ("in-place", "file")) or (_short(text, "if") and not text.startswith("-e")):
            return f"sed {text} writes files or reads a script from a file"
        if text.startswith("--expression"):
            explicit = True
            if "=" in text:
                scripts.append(text.split("=", 1)[1])
            elif i + 1 < len(args):
                scripts.append(args[i + 1].text)
                i += 1
        elif len(text) > 1 and text[0] == "-" and text[1] != "-" and "e" in text:
            explicit = True
            tail = text[text.index("e") + 1 :]
            if tail:
                scripts.append(tail)
            elif i + 1 < len(args):
                scripts.append(args[i + 1].text)
                i += 1
        elif text.startswith("-l") or text == "--line-length":
            i += 1 if text == "-l" else 0
        elif not text.startswith("-") and not explicit and not scripts:
            scripts.append(text)
        i += 1
    for script in scripts:
        problem = sed_script_problem(script)
        if problem:
            return f"sed: {problem}"
    return ""


_SED_SIMPLE = set("dDgGhHlnNpPxz=FqQLb:tTvrR{}#!aic") | {";", "\n"}


def sed_script_problem(script: str) -> str:
    """A sed script's `w`/`W` (write a file) or `e` (run a command), or what could not be read."""
    i, n = 0, len(script)
    while i < n:
        c = script[i]
        if c in " \t;\n!}{" or c.isdigit() or c in ",$~+":
            i += 1
            continue
        if c in "/\\":  # an address /re/ or \cREc
            delim = script[i + 1] if c == "\\" and i + 1 < n else "/"
            i = _sed_skip(script, i + (2 if c == "\\" else 1), delim)
            continue
        if c in "wWe":
            return f"the script's {c!r} command writes a file or runs a command"
        if c in "sy":
            if i + 1 >= n:
                return "the script ends early"
            delim = script[i + 1]
            if delim in "\\\n":
                return "the script uses an unusual delimiter"
            i = _sed_skip(script, i + 2, delim)
            i = _sed_skip(script, i, delim)
            flags = ""
            while i < n and script[i] not in ";\n}":
                flags += script[i]
                i += 1
            if c == "s" and re.search(r"[we]", flags.split(" ")[0] if flags else ""):
                return "the script's s///w or s///e writes a file or runs a command"
            continue
        if c in "bTt:":  # a label ends at ; or a newline
            ends = [e for e in (script.find(";", i), script.find("\n", i)) if e >= 0]
            i = min(ends) if ends else n
            continue
        if c in "aicrR#":  # the rest of the line is text, a file to read or a comment
            end = script.find("\n", i)
            i = n if end < 0 else end
            continue
        if c in _SED_SIMPLE:
            i += 1
            continue
        return f"the script's command {c!r} is not one sed's safe commands"
    return ""


def _sed_skip(script: str, i: int, delim: str) -> int:
    """Index after the next unescaped `delim`."""
    while i < len(script):
        if script[i] == "\\":
            i += 2
            continue
        if script[i] == delim:
            return i + 1
        i += 1
    return i


def _awk(args: Sequence[Word]) -> str:
    found = _options(
        args,
        "loads code, writes a file or runs a program",
        long=("file", "include", "load", "exec", "pretty-print", "profile", "dump-variables", "source"),
        short="fiolpdEW",
    )
    if found:
        return f"awk {found}"
    for word in args:  # the program, or a value that could be one
        for marker in ("system", "|", ">", "@", "getline", "ENVIRON"):
            if marker in word.text:
                return f"the awk program uses {marker!r}, which can run commands or write files"
    return ""


def _tar(args: Sequence[Word]) -> str:
    risky_long = _names(
        "to-command use-compress-program checkpoint-action extract get create append update catenate "
        "concatenate delete info-script new-volume-script rsh-command rmt-command index-file "
        "listed-incremental"
    )
    for k, word in enumerate(args):
        text = word.text
        cluster = k == 0 and not text.startswith("-")  # tar xf a.tar: the first word is a cluster
        if _long(text, risky_long) or _short(text, "xcruAIFg") or (cluster and set(text) & set("xcruAIFg")):
            return f"tar {text} extracts, writes or runs a program"
        if ":" in text:
            return f"tar {text} may name a remote archive (tar runs rsh for it)"
    return ""


def _find(args: Sequence[Word]) -> str:
    names = ("exec", "execdir", "ok", "okdir", "delete", "fprint", "fprint0", "fprintf", "fls")
    return _options(args, "runs a program, deletes or writes a file", single=names)


def _pytest(args: Sequence[Word]) -> str:
    found = _options(
        args,
        "writes files, loads plugins or changes pytest's configuration",
        long=_names(
            "junitxml junit-xml junit-prefix basetemp rootdir confcutdir override-ini "
            "log-file resultlog result-log report-log cov-report cov-config html "
            "json-report-file pastebin pdbcls debug inifile config-file plugins import-mode "
            "lsof"
        ),
        short="pocC",
    )
    return f"pytest {found}" if found else ""


def _python(args: Sequence[Word]) -> str:
    for k, word in enumerate(args):
        text = word.text
        if text == "-m" and k + 1 < len(args):
            inner = args[k + 1 :]
            return risky_usage(inner) if program_name(inner[0]) in _CHECKS else ""
        if text.startswith("-m") and len(text) > 2:
            return risky_usage([Word(text[2:], text[2:]), *args[k + 1 :]])
        if _python_runs_inline(text):
            return f"python {text} runs code given on the command line"
        if not text.startswith("-"):
            return ""  # a script: the rest are its own arguments
    return ""


def _python_runs_inline(option: str) -> bool:
    """-c, also at the end of a cluster of flags (-Bc); -W and -X take the rest of the word as a value."""
    if not option.startswith("-") or option.startswith("--"):
        return False
    for char in option[1:]:
        if char == "c":
            return True
        if char not in "bBdEhiIOqsSuvVxP":
            return False
    return False


def _make(args: Sequence[Word]) -> str:
    found = _options(
        args,
        "reads another makefile, evaluates code or changes folder",
        long=("file", "makefile", "eval", "directory", "include-dir", "what-if", "new-file", "assume-new"),
        short="fECIWo",
    )
    if found:
        return f"make {found}"
    override = next((w.text for w in args if "=" in w.text and not w.text.startswith("-")), "")
    return f"make {override} overrides a variable (SHELL=, CC=... run programs)" if override else ""


def _curl(args: Sequence[Word]) -> str:
    found = _options(
        args,
        "writes, uploads or reads a file, or reads a configuration",
        long=_names(
            "output remote-name remote-name-all config dump-header cookie-jar trace "
            "trace-ascii libcurl stderr upload-file output-dir create-dirs netrc-file "
            "etag-save hsts alt-svc write-out"
        ),
        short="oOKDcTw",
    )
    if found:
        return f"curl {found}"
    upload = next((w.text for w in args if w.text.startswith("@") or "=@" in w.text or "=<" in w.text), "")
    return f"curl {upload} sends the contents of a file" if upload else ""


def _wget(args: Sequence[Word]) -> str:
    found = _options(
        args,
        "writes a file, reads one, or runs wget commands",
        long=_names(
            "output-document output-file append-output directory-prefix execute post-file "
            "body-file use-askpass config save-cookies warc-file input-file"
        ),
        short="OoaPei",
    )
    return f"wget {found}" if found else ""


def _sort(args: Sequence[Word]) -> str:
    found = _options(
        args, "writes a file or runs a program", long=("output", "compress-program", "temporary-directory"),
        short="oT",
    )  # fmt: skip
    return f"sort {found}" if found else ""


def _dd(args: Sequence[Word]) -> str:
    target = next((w.text for w in args if w.text.startswith("of=")), "")
    return f"dd {target} writes a file" if target else ""


def _interpreter(name: str, short: str, long: Sequence[str] = ()) -> Check:
    def check(args: Sequence[Word]) -> str:
        for word in args:
            if _short(word.text, short) or _long(word.text, long):
                return f"{name} {word.text} runs code given on the command line"
            if not word.text.startswith("-"):
                return ""
        return ""

    return check


def _writes_targets(name: str) -> Check:
    def check(args: Sequence[Word]) -> str:
        targets = [t for t in _positional(args) if t != "/dev/null"]
        return f"{name} writes to {targets[-1]}" if targets else ""

    return check


def _ssh_like(name: str) -> Check:
    def check(args: Sequence[Word]) -> str:
        found = _options(args, "runs a local program", long=(), short="oSF")
        return f"{name} {found}" if found else f"{name} connects to another computer"

    return check


_NPM_SAFE = frozenset({"ls", "list", "la", "ll", "view", "info", "show", "outdated", "help", "root", "prefix",
                       "why", "explain", "search", "fund", "query", "-v", "--version"})  # fmt: skip
_PIP_SAFE = frozenset({"list", "show", "freeze", "check", "help", "inspect", "--version", "-V"})
_CONTAINER_SAFE = frozenset({"ps", "images", "version", "info", "logs", "inspect", "--version"})

_CHECKS: dict[str, Check] = {
    "git": _git,
    "sed": _sed,
    "gsed": _sed,
    "awk": _awk,
    "gawk": _awk,
    "mawk": _awk,
    "nawk": _awk,
    "tar": _tar,
    "gtar": _tar,
    "bsdtar": _tar,
    "find": _find,
    "gfind": _find,
    "pytest": _pytest,
    "py.test": _pytest,
    "python": _python,
    "make": _make,
    "gmake": _make,
    "curl": _curl,
    "wget": _wget,
    "sort": _sort,
    "dd": _dd,
    "perl": _interpreter("perl", "eEiMmx"),
    "ruby": _interpreter("ruby", "eirI"),
    "node": _interpreter(
        "node", "epr", ("eval", "print", "require", "import", "loader", "experimental-loader")
    ),
    "php": _interpreter("php", "rBRFEa"),
    "lua": _interpreter("lua", "el"),
    "tee": _writes_targets("tee"),
    "cp": _writes_targets("cp"),
    "mv": _writes_targets("mv"),
    "ln": _writes_targets("ln"),
    "install": _writes_targets("install"),
    "truncate": _writes_targets("truncate"),
    "shred": _writes_targets("shred"),
    "split": _writes_targets("split"),
    "csplit": _writes_targets("csplit"),
    "uniq": lambda args: "uniq writes its second file" if len(_positional(args)) >= 2 else "",
    "rsync": _always("rsync writes files and can run a program (-e)"),
    "scp": _ssh_like("scp"),
    "sftp": _ssh_like("sftp"),
    "ssh": _ssh_like("ssh"),
    "less": _always("less can run commands and input filters"),
    "more": _always("more can run commands"),
    "most": _always("most can run commands"),
    "pg": _always("pg can run commands"),
    "man": _always("man runs a pager and formatters that can run commands"),
    "vi": _always("an editor can write files and run commands"),
    "vim": _always("an editor can write files and run commands"),
    "nvim": _always("an editor can write files and run commands"),
    "view": _always("an editor can write files and run commands"),
    "ex": _always("an editor can write files and run commands"),
    "ed": _always("an editor can write files and run commands"),
    "emacs": _always("an editor can write files and run commands"),
    "nano": _always("an editor can write files and run commands"),
    "npx": _always("npx downloads and runs packages"),
    "pnpx": _always("pnpx downloads and runs packages"),
    "bunx": _always("bunx downloads and runs packages"),
    "npm": _subcommand_only(_NPM_SAFE, "npm runs package scripts or installs packages (which run scripts)"),
    "pnpm": _subcommand_only(_NPM_SAFE, "pnpm runs package scripts or installs packages (which run scripts)"),
    "yarn": _subcommand_only(
        frozenset({"list", "info", "why", "outdated", "help", "--version", "-v"}),
        "yarn runs package scripts or installs packages (which run scripts)",
    ),
    "bun": _subcommand_only(frozenset({"--version", "pm"}), "bun runs scripts and code"),
    "pip": _subcommand_only(_PIP_SAFE, "pip installs packages, which can run code"),
    "docker": _subcommand_only(_CONTAINER_SAFE, "docker runs containers with access to this computer"),
    "podman": _subcommand_only(_CONTAINER_SAFE, "podman runs containers with access to this computer"),
    "zip": _always("zip writes an archive and can run a program (-TT)"),
    "unzip": lambda args: "" if any(_short(w.text, "lvtZp") for w in args) else "unzip writes files",
    "crontab": _always("crontab schedules commands"),
    "at": _always("at schedules commands"),
    "xdg-open": _always("xdg-open starts another program"),
    "open": _always("open starts another program"),
    "osascript": _always("osascript runs scripts"),
}
