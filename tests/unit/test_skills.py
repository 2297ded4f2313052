"""Skills on disk: the Agent Skills format (SKILL.md with YAML front matter), problems said with the
file's path, the workspace's skills only once trusted, and `@name` at the start of a message."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from desktop_agent.config.skills import SkillFileError, find_skills, parse_skill
from desktop_agent.core.app_core import AppCore, open_core
from desktop_agent.core.keys import MemorySecretStore
from desktop_agent.core.settings import Settings
from tests.helpers.app_core import test_paths as folders_under

REVIEW = """---
name: code-review
description: Review a change for bugs,
  naming and missing tests.
allowed-tools: read_file, grep glob
model: claude-sonnet-4-5
---

# Reviewing

1. Read the diff.
"""


def write(root: Path, name: str, text: str) -> Path:
    path = root / name / "SKILL.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def app_core(tmp_path: Path) -> AppCore:
    paths = folders_under(tmp_path / "app")
    return open_core(paths, settings=Settings(), secrets=MemorySecretStore({}), logging_to_file=False)


def test_a_skill_in_the_agent_skills_format(tmp_path: Path) -> None:
    skill = parse_skill(write(tmp_path, "code-review", REVIEW))
    assert skill.name == "code-review"
    assert skill.description == "Review a change for bugs, naming and missing tests."
    assert skill.allowed_tools == ("read_file", "grep", "glob")
    assert skill.model == "claude-sonnet-4-5"
    assert skill.instructions == "# Reviewing\n\n1. Read the diff."
    assert skill.allows("grep") and not skill.allows("write_file")


def test_allowed_tools_as_a_list_with_globs(tmp_path: Path) -> None:
    text = (
        "---\nname: git-helper\ndescription: Git.\nallowed-tools:\n  - git__*\n  - read_file\n---\nUse git."
    )
    skill = parse_skill(write(tmp_path, "git-helper", text))
    assert skill.allows("git__git_status") and skill.allows("read_file") and not skill.allows("run_command")
    assert (
        parse_skill(write(tmp_path, "any", "---\nname: any\ndescription: All.\n---\nx")).allowed_tools is None
    )


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("# Just Markdown", "no front matter"),
        ("---\nname: [unclosed\n---\n", "not valid YAML (line 2)"),
        ("---\nname: ok\n---\nx", "'description' is missing"),
        ("---\nname: Not Valid!\ndescription: x\n---\n", "lower-case letters"),
        ("---\nname: ok\ndescription: x\nallowed-tools: {a: 1}\n---\n", "'allowed-tools' must be"),
        ("---\n- a\n- b\n---\n", "not a set of 'key: value' lines"),
        ("---\nname: ok\ndescription: x\n---\n" + "x" * 300_000, "larger than 256 KB"),
        ("---\nname: ok\ndescription: !!python/object/apply:os.system ['echo hi']\n---\n", "not valid YAML"),
    ],
)
def test_a_broken_skill_says_what_is_wrong(tmp_path: Path, text: str, said: str) -> None:
    with pytest.raises(SkillFileError, match=said.replace("(", r"\(").replace(")", r"\)")):
        parse_skill(write(tmp_path, "broken", text))


def test_a_broken_skill_is_left_out_and_named_the_others_load(tmp_path: Path) -> None:
    write(tmp_path, "code-review", REVIEW)
    bad = write(tmp_path, "broken", "no front matter")
    found = find_skills(tmp_path)
    assert [s.name for s in found.skills] == ["code-review"]
    assert found.problems == [
        f"{bad}: it has no front matter (a '---' block with name and description) at the top"
    ]


def test_workspace_skills_only_once_the_folder_is_trusted(tmp_path: Path) -> None:
    core = app_core(tmp_path)
    workspace = tmp_path / "repo"
    write(core.skills.folder, "code-review", REVIEW)
    write(
        workspace / ".claude" / "skills", "deploy", "---\nname: deploy\ndescription: Ship it.\n---\nRun make."
    )
    write(workspace / ".agents" / "skills", "code-review", REVIEW)  # the person's own wins
    try:
        assert [s.name for s in core.skills.for_workspace(workspace)] == ["code-review"]
        assert core.skills.waiting_for_trust(workspace)
        asyncio.run(core.skills.trust(workspace))
        skills = core.skills.for_workspace(workspace)
        assert [(s.name, s.origin) for s in skills] == [("code-review", "app"), ("deploy", "workspace")]
        assert str(workspace) in core.settings.trusted_skill_folders
        assert core.paths.settings_file.read_text().count(str(workspace)) == 1, "remembered in the settings"
        assert not core.skills.waiting_for_trust(workspace)
    finally:
        core.close()


def test_a_mention_names_a_skill_or_a_profile(tmp_path: Path) -> None:
    core = app_core(tmp_path)
    write(core.skills.folder, "code-review", REVIEW)
    profiles = ["build", "plan", "chat"]
    try:
        mention = core.skills.mention("@code-review look at main.py", tmp_path, profiles)
        assert mention.skill is not None and mention.skill.name == "code-review"
        assert mention.text == "look at main.py"
        plan = core.skills.mention("@plan  refactor the loader", tmp_path, profiles)
        assert (plan.profile, plan.text, plan.skill) == ("plan", "refactor the loader", None)
        for text in ("@nobody hello", "mail me at ada@example.com", "hello @code-review"):
            assert core.skills.mention(text, tmp_path, profiles).text == text
    finally:
        core.close()


def test_a_session_begun_with_a_mention_is_titled_by_its_message() -> None:
    from desktop_agent.agent.titles import title_from_message

    assert title_from_message("@code-review look at main.py") == "look at main.py"
    assert title_from_message("@plan") == "@plan"
