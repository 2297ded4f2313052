"""PermissionPolicy: defaults by side effects, last matching rule wins, globs, and session grants."""

from __future__ import annotations

import pytest

from desktop_agent.agent.policy import Action, PermissionPolicy, Rule
from desktop_agent.domain.tools import ToolSpec


def spec(name: str, *, side_effects: bool) -> ToolSpec:
    return ToolSpec(name, f"the {name} tool", side_effects=side_effects)


READ_FILE = spec("read_file", side_effects=False)
WRITE_FILE = spec("write_file", side_effects=True)
SHELL = spec("shell", side_effects=True)


# ---- defaults ----


def test_a_tool_without_side_effects_is_allowed_by_default() -> None:
    assert PermissionPolicy().decide(READ_FILE, "notes.txt") is Action.ALLOW


def test_a_tool_with_side_effects_asks_by_default() -> None:
    assert PermissionPolicy().decide(WRITE_FILE, "notes.txt") is Action.ASK


def test_a_tool_with_side_effects_asks_by_default_even_without_a_subject() -> None:
    assert PermissionPolicy().decide(SHELL, None) is Action.ASK


def test_rules_for_other_tools_leave_the_default_alone() -> None:
    policy = PermissionPolicy([Rule("shell", Action.DENY), Rule("write_file", Action.ALLOW)])
    assert policy.decide(READ_FILE, "a.txt") is Action.ALLOW
    assert policy.decide(spec("edit_file", side_effects=True), "a.txt") is Action.ASK


# ---- last match wins ----


def test_allow_then_deny_for_the_same_tool_denies() -> None:
    policy = PermissionPolicy([Rule("shell", Action.ALLOW), Rule("shell", Action.DENY)])
    assert policy.decide(SHELL, "ls") is Action.DENY


def test_deny_then_allow_for_the_same_tool_allows() -> None:
    policy = PermissionPolicy([Rule("shell", Action.DENY), Rule("shell", Action.ALLOW)])
    assert policy.decide(SHELL, "ls") is Action.ALLOW


def test_a_later_rule_that_does_not_match_does_not_override() -> None:
    policy = PermissionPolicy([Rule("shell", Action.ALLOW), Rule("write_file", Action.DENY)])
    assert policy.decide(SHELL, "ls") is Action.ALLOW


def test_a_rule_can_make_a_read_only_tool_ask() -> None:
    policy = PermissionPolicy([Rule("read_file", Action.ASK)])
    assert policy.decide(READ_FILE, "a.txt") is Action.ASK


def test_the_policy_keeps_its_rules_in_order() -> None:
    rules = [Rule("*", Action.DENY), Rule("read_file", Action.ALLOW)]
    assert PermissionPolicy(rules).rules == tuple(rules)


# ---- globs on tool names ----


@pytest.mark.parametrize(
    ("tool", "expected"),
    [
        ("git__status", Action.DENY),
        ("git__commit", Action.DENY),
        ("git", Action.ASK),
        ("github__issue", Action.ASK),
        ("shell", Action.ASK),
    ],
)
def test_a_glob_on_the_tool_name_matches_a_whole_family(tool: str, expected: Action) -> None:
    policy = PermissionPolicy([Rule("git__*", Action.DENY)])
    assert policy.decide(spec(tool, side_effects=True), None) is expected


def test_a_star_rule_then_a_specific_rule() -> None:
    policy = PermissionPolicy([Rule("*", Action.DENY), Rule("read_file", Action.ALLOW)])
    assert policy.decide(READ_FILE, "a.txt") is Action.ALLOW
    assert policy.decide(WRITE_FILE, "a.txt") is Action.DENY
    assert policy.decide(spec("list_directory", side_effects=False), ".") is Action.DENY


def test_tool_name_globs_are_case_sensitive() -> None:
    policy = PermissionPolicy([Rule("Shell", Action.ALLOW)])
    assert policy.decide(SHELL, "ls") is Action.ASK


# ---- globs on the subject ----


@pytest.mark.parametrize(
    ("subject", "expected"),
    [
        (".env", Action.ASK),
        ("config/prod.env", Action.ASK),
        ("README.md", Action.ALLOW),
        ("env.txt", Action.ALLOW),
        (".env.example", Action.ALLOW),
    ],
)
def test_a_pattern_rule_asks_for_matching_subjects_only(subject: str, expected: Action) -> None:
    policy = PermissionPolicy([Rule("read_file", Action.ALLOW), Rule("read_file", Action.ASK, "*.env")])
    assert policy.decide(READ_FILE, subject) is expected


def test_a_pattern_rule_never_matches_a_call_without_a_subject() -> None:
    policy = PermissionPolicy([Rule("shell", Action.DENY, "*")])
    assert policy.decide(SHELL, None) is Action.ASK
    assert policy.decide(SHELL, "rm -rf /") is Action.DENY


def test_a_rule_without_a_pattern_matches_calls_with_and_without_a_subject() -> None:
    policy = PermissionPolicy([Rule("shell", Action.ALLOW)])
    assert policy.decide(SHELL, None) is Action.ALLOW
    assert policy.decide(SHELL, "ls -la") is Action.ALLOW


def test_pattern_rules_for_commands() -> None:
    policy = PermissionPolicy([Rule("shell", Action.ALLOW, "git *"), Rule("shell", Action.DENY, "git push*")])
    assert policy.decide(SHELL, "git status") is Action.ALLOW
    assert policy.decide(SHELL, "git push --force") is Action.DENY
    assert policy.decide(SHELL, "make") is Action.ASK


# ---- session grants ----


def test_a_grant_turns_an_ask_into_an_allow() -> None:
    policy = PermissionPolicy()
    assert policy.decide(WRITE_FILE, "a.txt", grants=[Rule("write_file", Action.ALLOW)]) is Action.ALLOW


def test_a_grant_never_turns_a_deny_into_an_allow() -> None:
    policy = PermissionPolicy([Rule("shell", Action.DENY)])
    grants = [Rule("shell", Action.ALLOW), Rule("*", Action.ALLOW)]
    assert policy.decide(SHELL, "ls", grants=grants) is Action.DENY


def test_a_grant_for_another_tool_does_nothing() -> None:
    policy = PermissionPolicy()
    assert policy.decide(WRITE_FILE, "a.txt", grants=[Rule("shell", Action.ALLOW)]) is Action.ASK


def test_a_grant_with_a_pattern_only_covers_matching_subjects() -> None:
    policy = PermissionPolicy()
    grants = [Rule("write_file", Action.ALLOW, "src/*")]
    assert policy.decide(WRITE_FILE, "src/main.py", grants=grants) is Action.ALLOW
    assert policy.decide(WRITE_FILE, "secrets.txt", grants=grants) is Action.ASK
    assert policy.decide(WRITE_FILE, None, grants=grants) is Action.ASK


def test_grants_leave_an_allowed_call_allowed() -> None:
    assert PermissionPolicy().decide(READ_FILE, "a", grants=[Rule("read_file", Action.ALLOW)]) is Action.ALLOW


def test_a_grant_works_on_an_ask_that_came_from_a_rule() -> None:
    policy = PermissionPolicy([Rule("read_file", Action.ASK, "*.env")])
    grants = [Rule("read_file", Action.ALLOW, "*.env")]
    assert policy.decide(READ_FILE, ".env") is Action.ASK
    assert policy.decide(READ_FILE, ".env", grants=grants) is Action.ALLOW


def test_decide_accepts_any_iterable_of_grants() -> None:
    grants = (g for g in [Rule("write_file", Action.ALLOW)])
    assert PermissionPolicy().decide(WRITE_FILE, "a.txt", grants=grants) is Action.ALLOW
