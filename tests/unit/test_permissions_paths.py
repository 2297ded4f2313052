"""Path and host patterns, the defaults by side effects, and the protective layer."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_agent.agent.policy import Action, PermissionPolicy, Rule, host_matches, path_matches
from desktop_agent.config.paths import app_paths
from desktop_agent.domain.tools import ToolSpec

A, Q, D = Action.ALLOW, Action.ASK, Action.DENY
READ = ToolSpec("read_file", "Read a file.", side_effects=False, subject_kind="path")
WRITE = ToolSpec("write_file", "Write a file.", side_effects=True, subject_kind="path")
FETCH = ToolSpec("fetch", "Fetch a URL.", side_effects=False, subject_kind="url")


@pytest.mark.parametrize(
    ("pattern", "path", "expected"),
    [
        ("*.py", "main.py", True),
        ("*.py", "src/pkg/main.py", True),  # no slash: the file name, in any folder
        ("*.py", "main.pyc", False),
        ("src/*.py", "src/main.py", True),
        ("src/*.py", "src/pkg/main.py", False),  # * stays inside one folder
        ("src/**", "src/pkg/deep/main.py", True),
        ("src/**", "src/main.py", True),
        ("src/**", "srcs/main.py", False),
        ("src/**", "other/src/main.py", False),  # with a slash: anchored at the workspace
        ("src/**/*.py", "src/main.py", True),  # ** may be no folder at all
        ("src/**/*.py", "src/a/b/main.py", True),
        ("src/**/*.py", "src/a/b/main.txt", False),
        ("**/test_*.py", "tests/unit/test_x.py", True),
        ("docs/?.md", "docs/a.md", True),
        ("docs/?.md", "docs/ab.md", False),
        ("*", "anything/at/all.txt", True),
        (".github/**", ".github/workflows/ci.yml", True),  # dot files match like any other
        ("*.{md,txt}", "notes/readme.md", True),
        ("README.md", "readme.md", False),  # case-sensitive
        ("./src/*.py", "src/main.py", True),
        ("src/*.py", "./src/main.py", True),
        ("src\\*.py", "src\\main.py", True),
    ],
)
def test_path_globs(pattern: str, path: str, expected: bool) -> None:
    assert path_matches(pattern, path) is expected


@pytest.mark.parametrize(
    ("pattern", "url", "expected"),
    [
        ("example.com", "https://example.com/page", True),
        ("example.com", "https://EXAMPLE.com./page", True),
        ("example.com", "https://api.example.com/", False),
        ("*.example.com", "https://api.example.com/v1", True),
        ("*.example.com", "https://a.b.example.com/", True),
        ("*.example.com", "https://example.com/", False),
        ("*.example.com", "https://evilexample.com/", False),
        ("*.example.com", "https://api.example.com@evil.com/", False),
        ("*.example.com", "https://evil.com/?next=https://api.example.com", False),
        ("*.example.com", "https://evil.com#.example.com", False),
        ("example.com", "example.com:8080/x", True),
        ("https://example.com/docs", "https://example.com/other", True),
        ("example.com", "not a url", False),
        ("example.com", "http://[::1/", False),
    ],
)
def test_host_patterns(pattern: str, url: str, expected: bool) -> None:
    assert host_matches(pattern, url) is expected


# ---- defaults ----


def test_read_only_tools_are_allowed_inside_the_workspace_and_ask_outside() -> None:
    policy = PermissionPolicy()
    assert policy.decide(READ, "src/main.py") is A
    assert policy.decide(READ, "/etc/passwd") is Q
    assert policy.decide(READ, "../other/secret.txt") is Q
    assert policy.decide(READ, "~/notes.txt") is Q


def test_tools_with_side_effects_ask_by_default() -> None:
    assert PermissionPolicy().decide(WRITE, "src/main.py") is Q


def test_path_rules_last_match_wins() -> None:
    policy = PermissionPolicy(
        [
            Rule("write_file", Action.ALLOW, "src/**"),
            Rule("write_file", Action.DENY, "src/generated/**"),
            Rule("write_file", Action.ASK, "*.lock"),
        ]
    )
    assert policy.decide(WRITE, "src/app/main.py") is A
    assert policy.decide(WRITE, "src/generated/api.py") is D
    assert policy.decide(WRITE, "src/poetry.lock") is Q
    assert policy.decide(WRITE, "README.md") is Q


def test_host_rules() -> None:
    policy = PermissionPolicy([Rule("fetch", Action.ASK), Rule("fetch", Action.ALLOW, "*.python.org")])
    assert policy.decide(FETCH, "https://docs.python.org/3/") is A
    assert policy.decide(FETCH, "https://python.org.evil.com/") is Q


# ---- the protective layer ----

PROTECTED = [
    ".git/config",
    ".git",
    "sub/.git/hooks/pre-commit",
    "vendor/lib/.GIT/config",
    ".env",
    ".env.local",
    "sub/.env",
    "deploy/.env.production",
    ".envrc",
    "certs/server.pem",
    "keys/private.key",
    "home/.ssh/config",
    "id_rsa",
    "backup/id_ed25519.pub",
    ".npmrc",
    ".pypirc",
    ".netrc",
    ".git-credentials",
]
NOT_PROTECTED = [".gitignore", ".github/workflows/ci.yml", "src/env.py", "environment.md", "keys.txt"]


@pytest.mark.parametrize("path", PROTECTED)
def test_protected_paths_ask_even_when_a_rule_or_a_grant_allows(path: str) -> None:
    everything = PermissionPolicy([Rule("*", Action.ALLOW)])
    assert everything.decide(READ, path) is Q
    assert everything.decide(WRITE, path, grants=[Rule("write_file", Action.ALLOW, "**")]) is Q
    assert PermissionPolicy().decide(READ, path, grants=[Rule("read_file", Action.ALLOW)]) is Q
    assert everything.evaluate(WRITE, path).protected


@pytest.mark.parametrize("path", PROTECTED)
def test_a_deny_rule_still_wins_over_the_protective_layer(path: str) -> None:
    assert PermissionPolicy([Rule("read_file", Action.DENY)]).decide(READ, path) is D


@pytest.mark.parametrize("path", NOT_PROTECTED)
def test_look_alikes_are_not_protected(path: str) -> None:
    assert PermissionPolicy([Rule("*", Action.ALLOW)]).decide(WRITE, path) is A


def test_the_apps_own_folders_are_protected(tmp_path: Path) -> None:
    paths = app_paths(tmp_path / "data")
    workspace = tmp_path  # a workspace that contains the app's folders
    policy = PermissionPolicy(
        [Rule("*", Action.ALLOW)], workspace=workspace, protected_dirs=paths.protected_dirs
    )
    assert paths.permissions_file.is_relative_to(paths.config_dir)
    assert policy.decide(WRITE, "data/permissions.json") is Q
    assert policy.decide(WRITE, str(paths.permissions_file)) is Q
    assert policy.decide(WRITE, "data/logs/desktop-agent.log") is Q
    assert policy.decide(WRITE, "src/data.py") is A
    shell = ToolSpec("shell", "Run a command.", side_effects=True, subject_kind="command")
    assert policy.decide(shell, f"cat {paths.permissions_file}") is Q
    assert policy.decide(shell, "cat README.md") is A


def test_the_reason_says_what_is_protected() -> None:
    decision = PermissionPolicy([Rule("*", Action.ALLOW)]).evaluate(READ, "sub/.env")
    assert decision.action is Q
    assert "sub/.env" in decision.protected
    assert "secrets" in decision.protected
