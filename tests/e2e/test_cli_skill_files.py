"""`desktop-agent skills import PATH` and `skills remove NAME` as a separate process: the files on disk and
what the person reads."""

from __future__ import annotations

import subprocess
import zipfile
from pathlib import Path

import pytest

from tests.e2e.test_cli_chat import Cli, describe

pytestmark = pytest.mark.slow

PDF = "---\nname: pdf-tools\ndescription: Fill and read PDF forms.\n---\nUse scripts/fill.py.\n"
DEPLOY = "---\nname: deploy\ndescription: Ship the app.\n---\nRun make deploy.\n"


def skills(cli: Cli, *args: str) -> subprocess.CompletedProcess[str]:
    return cli.run("skills", *args, "--data-dir", str(cli.data_dir))


def skill_zip(path: Path, entries: dict[str, str]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in entries.items():
            archive.writestr(name, text)
    return path


def test_import_a_zip_and_a_folder_then_remove_them(cli: Cli) -> None:
    archive = skill_zip(
        cli.root / "pdf-tools-main.zip",
        {"pdf-tools-main/SKILL.md": PDF, "pdf-tools-main/scripts/fill.py": "print('filled')\n"},
    )
    installed = skills(cli, "import", str(archive))
    assert installed.returncode == 0, describe(installed)
    assert installed.stdout == f"Installed @pdf-tools from {archive}\n"
    own = cli.data_dir / "skills" / "pdf-tools"
    assert (own / "SKILL.md").read_text(encoding="utf-8") == PDF
    assert (own / "scripts" / "fill.py").read_text(encoding="utf-8") == "print('filled')\n"

    folder = cli.root / "deploy-skill"
    folder.mkdir()
    (folder / "SKILL.md").write_text(DEPLOY.replace("name: deploy", "name: ship"), encoding="utf-8")
    from_folder = skills(cli, "import", str(folder))
    assert from_folder.returncode == 0, describe(from_folder)
    assert from_folder.stdout == f"Installed @ship from {folder}\n"
    listed = cli.run(
        "skills", "list", "--workspace", str(cli.workspace), "--data-dir", str(cli.data_dir)
    ).stdout
    assert "@pdf-tools\n" in listed and "@ship\n" in listed

    again = skills(cli, "import", str(archive))
    assert again.returncode == 1
    assert again.stderr.startswith(
        f"Error: Could not import {archive}: a skill called 'pdf-tools' is already"
    )
    assert "\n  Choose a folder or a .zip with one skill in it" in again.stderr

    removed = skills(cli, "remove", "pdf-tools", "--workspace", str(cli.workspace))
    assert removed.returncode == 0, describe(removed)
    assert removed.stdout == "Removed @pdf-tools\n"
    assert not own.exists()
    assert sorted(p.name for p in (cli.data_dir / "skills").iterdir()) == ["ship"]


def test_a_hostile_zip_is_refused_and_nothing_is_installed(cli: Cli) -> None:
    archive = skill_zip(cli.root / "evil.zip", {"SKILL.md": PDF, "../../escaped.txt": "x"})
    result = skills(cli, "import", str(archive))
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr.startswith(f"Error: Could not import {archive}: it names a file outside itself")
    assert not (cli.root / "escaped.txt").exists() and not (cli.root.parent / "escaped.txt").exists()
    folder = cli.data_dir / "skills"
    assert not folder.exists() or list(folder.iterdir()) == []


def test_remove_refuses_a_workspace_s_skill_and_an_unknown_name(cli: Cli) -> None:
    theirs = cli.workspace / ".agents" / "skills" / "deploy" / "SKILL.md"
    theirs.parent.mkdir(parents=True)
    theirs.write_text(DEPLOY, encoding="utf-8")

    refused = skills(cli, "remove", "deploy", "--workspace", str(cli.workspace))
    assert refused.returncode == 1
    assert refused.stderr.startswith("Error: @deploy is not one of your skills: it comes with the workspace")
    assert f"\n  To remove it, delete {theirs.parent} from the workspace." in refused.stderr
    assert theirs.exists()

    unknown = skills(cli, "remove", "nope", "--workspace", str(cli.workspace))
    assert unknown.returncode == 1
    assert "Error: There is no skill of yours called 'nope' (none installed)." in unknown.stderr
