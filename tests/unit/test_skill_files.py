"""The person's own skills as files: written so they read back as typed, imported from a folder or a zip
with every hostile archive refused and nothing left behind, and deleted without following links."""

from __future__ import annotations

import io
import os
import stat
import struct
import zipfile
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import pytest

from desktop_agent.config import skill_files
from desktop_agent.config.skill_files import (
    _copy,
    delete_skill,
    import_skill,
    write_skill,
)
from desktop_agent.config.skills import MOST_DESCRIPTION, SkillFileError, parse_skill
from desktop_agent.core.settings import Settings
from desktop_agent.core.skills import SkillsService
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from tests.helpers.app_core import test_paths as folders_under

PDF = "---\nname: pdf-tools\ndescription: Fill and read PDF forms.\n---\nUse the scripts in scripts/.\n"


def contents(folder: Path) -> list[str]:
    """Everything under `folder` (hidden entries too), as relative paths."""
    if not folder.exists():
        return []
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def skill_source(root: Path, text: str = PDF) -> Path:
    (root / "scripts").mkdir(parents=True)
    (root / "SKILL.md").write_text(text, encoding="utf-8")
    (root / "scripts" / "fill.py").write_text("print('filled')\n", encoding="utf-8")
    (root / "scripts" / "fill.py").chmod(0o755)
    return root


def make_zip(
    path: Path, entries: Mapping[str, bytes | str], *, infos: Sequence[zipfile.ZipInfo] = ()
) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in entries.items():
            archive.writestr(name, data)
        for info in infos:
            archive.writestr(info, b"/etc/passwd" if stat.S_ISLNK(info.external_attr >> 16) else b"x")
    return path


# ---- writing ----


def test_what_is_written_reads_back_the_same(tmp_path: Path) -> None:
    description = "Review code: bugs, \"naming\" and 'tests'.\n--- # not a comment\n  - not a list"
    instructions = "# Reviewing\n\n---\n\n1. Read the diff: all of it.\n2. Say what breaks."
    path = write_skill(
        tmp_path, "code-review", description, instructions, ["read_file", "git__*"], "claude-sonnet-4-5"
    )
    assert path == tmp_path / "code-review" / "SKILL.md"
    skill = parse_skill(path)
    assert skill.name == "code-review"
    assert skill.description == " ".join(description.split()), "the app reads a description as one line"
    assert skill.instructions == instructions
    assert skill.allowed_tools == ("read_file", "git__*")
    assert skill.model == "claude-sonnet-4-5"

    plain = parse_skill(write_skill(tmp_path, "notes", "Take notes.", "", None, None))
    assert (plain.allowed_tools, plain.model, plain.instructions) == (None, None, "")
    assert contents(tmp_path) == ["code-review", "code-review/SKILL.md", "notes", "notes/SKILL.md"], (
        "no temporary file is left"
    )


def test_a_name_in_use_is_refused_and_the_skill_kept(tmp_path: Path) -> None:
    path = write_skill(tmp_path, "notes", "Take notes.", "Keep them short.", None, None)
    before = path.read_text(encoding="utf-8")
    with pytest.raises(SkillFileError, match="already installed"):
        write_skill(tmp_path, "notes", "Something else.", "Other.", None, None)
    (tmp_path / "broken").mkdir()  # a folder whose SKILL.md is missing still holds the name
    with pytest.raises(SkillFileError, match="a folder called 'broken'"):
        write_skill(tmp_path, "broken", "x", "", None, None)
    assert path.read_text(encoding="utf-8") == before
    assert contents(tmp_path) == ["broken", "notes", "notes/SKILL.md"]


@pytest.mark.parametrize(
    ("name", "description", "tools", "model", "said"),
    [
        ("Code Review", "x", None, None, "lower-case letters, digits and hyphens"),
        ("-review", "x", None, None, "lower-case letters"),
        ("a" * 65, "x", None, None, "at most 64"),
        ("review", "   ", None, None, "description is missing"),
        ("review", "x" * (MOST_DESCRIPTION + 1), None, None, "longer than 1024"),
        ("review", "x", ["read file"], None, "'read file' is not a tool name"),
        ("review", "x", None, "my model", "model id"),
    ],
)
def test_fields_the_app_could_not_read_are_refused(
    tmp_path: Path, name: str, description: str, tools: list[str] | None, model: str | None, said: str
) -> None:
    with pytest.raises(SkillFileError, match=said):
        write_skill(tmp_path, name, description, "", tools, model)
    assert contents(tmp_path) == []


def test_a_rename_moves_the_folder_with_its_files_and_keeps_other_front_matter(tmp_path: Path) -> None:
    source = skill_source(tmp_path / "old", PDF.replace("---\nUse", "license: MIT\n---\nUse"))
    skills = tmp_path / "skills"
    import_skill(source, skills)
    path = write_skill(
        skills, "pdf-forms", "Fill PDF forms.", "Run scripts/fill.py.", None, None, replace="pdf-tools"
    )
    assert path == skills / "pdf-forms" / "SKILL.md"
    assert not (skills / "pdf-tools").exists()
    assert (skills / "pdf-forms" / "scripts" / "fill.py").read_text() == "print('filled')\n"
    assert "license: MIT" in path.read_text(encoding="utf-8")
    assert parse_skill(path).description == "Fill PDF forms."

    write_skill(skills, "notes", "Take notes.", "", None, None)
    with pytest.raises(SkillFileError, match="'notes' is already installed"):
        write_skill(skills, "notes", "Fill.", "", None, None, replace="pdf-forms")
    assert (
        parse_skill(path).name == "pdf-forms" and parse_skill(skills / "notes" / "SKILL.md").name == "notes"
    )

    kept = write_skill(skills, "notes", "Take short notes.", "", None, None, replace="notes")
    assert parse_skill(kept).description == "Take short notes."


# ---- importing ----


def test_import_a_folder_named_by_its_skill_not_by_the_folder(tmp_path: Path) -> None:
    skills = tmp_path / "skills"
    path = import_skill(skill_source(tmp_path / "downloaded thing"), skills)
    assert path == skills / "pdf-tools" / "SKILL.md"
    assert parse_skill(path).description == "Fill and read PDF forms."
    fill = skills / "pdf-tools" / "scripts" / "fill.py"
    assert fill.read_text() == "print('filled')\n" and os.access(fill, os.X_OK)
    assert contents(skills) == [
        "pdf-tools", "pdf-tools/SKILL.md", "pdf-tools/scripts", "pdf-tools/scripts/fill.py"
    ]  # fmt: skip


def test_import_a_folder_whose_one_subfolder_is_the_skill(tmp_path: Path) -> None:
    outer = tmp_path / "repo"
    skill_source(outer / "pdf-tools")
    (outer / "README.md").write_text("A skill.\n")
    path = import_skill(outer, tmp_path / "skills")
    assert parse_skill(path).name == "pdf-tools"
    assert not (tmp_path / "skills" / "pdf-tools" / "README.md").exists(), "only the skill's own folder"


@pytest.mark.parametrize("top", ["", "pdf-tools-main/"])
def test_import_a_zip(tmp_path: Path, top: str) -> None:
    archive = make_zip(
        tmp_path / "pdf.zip",
        {f"{top}SKILL.md": PDF, f"{top}scripts/fill.py": "print('filled')\n", "__MACOSX/._SKILL.md": "x"},
    )
    skills = tmp_path / "skills"
    path = import_skill(archive, skills)
    assert path == skills / "pdf-tools" / "SKILL.md"
    assert parse_skill(path).instructions == "Use the scripts in scripts/."
    assert (skills / "pdf-tools" / "scripts" / "fill.py").read_text() == "print('filled')\n"
    assert contents(skills) == [
        "pdf-tools", "pdf-tools/SKILL.md", "pdf-tools/scripts", "pdf-tools/scripts/fill.py"
    ]  # fmt: skip


def lie_about_size(path: Path, member: str, size: int) -> None:
    """Rewrite the uncompressed size the zip declares for `member` (its local and central headers)."""
    data = bytearray(path.read_bytes())
    name = member.encode()
    at = 0
    while (at := data.find(b"PK\x03\x04", at)) != -1:
        length = struct.unpack_from("<H", data, at + 26)[0]
        if data[at + 30 : at + 30 + length] == name:
            struct.pack_into("<I", data, at + 22, size)
        at += 4
    at = 0
    while (at := data.find(b"PK\x01\x02", at)) != -1:
        length = struct.unpack_from("<H", data, at + 28)[0]
        if data[at + 46 : at + 46 + length] == name:
            struct.pack_into("<I", data, at + 24, size)
        at += 4
    path.write_bytes(bytes(data))


def symlink_entry() -> zipfile.ZipInfo:
    info = zipfile.ZipInfo("pdf-tools/secrets")
    info.create_system = 3
    info.external_attr = (stat.S_IFLNK | 0o777) << 16
    return info


def big_zip(tmp_path: Path) -> Path:
    return make_zip(tmp_path / "big.zip", {"SKILL.md": PDF, "data.bin": b"\0" * (3 * 1024 * 1024)})


def lying_zip(tmp_path: Path) -> Path:
    path = big_zip(tmp_path)
    lie_about_size(path, "data.bin", 100)
    with zipfile.ZipFile(path) as archive:
        assert archive.getinfo("data.bin").file_size == 100, "the header now lies"
    return path


def text_file(path: Path) -> Path:
    path.write_text("hello, not a zip")
    return path


Attack = Callable[[Path], Path]
ATTACKS: list[tuple[str, Attack, str]] = [
    ("zip slip", lambda t: make_zip(t / "a.zip", {"SKILL.md": PDF, "../evil": "x"}), "outside itself"),
    ("zip slip deeper", lambda t: make_zip(t / "a.zip", {"SKILL.md": PDF, "a/../../evil": "x"}), "outside"),
    (
        "absolute path",
        lambda t: make_zip(t / "a.zip", {"SKILL.md": PDF}, infos=[zipfile.ZipInfo(str(t / "evil"))]),
        "absolute path",
    ),
    (
        "symlink entry",
        lambda t: make_zip(t / "a.zip", {"pdf-tools/SKILL.md": PDF}, infos=[symlink_entry()]),
        "symbolic link",
    ),
    (
        "too many files",
        lambda t: make_zip(t / "a.zip", {"SKILL.md": PDF} | {f"f/{i}.txt": "x" for i in range(1000)}),
        "more than 1000 files",
    ),
    ("bomb with a lying header", lying_zip, "damaged"),
    ("not a zip", lambda t: text_file(t / "a.zip"), "not a zip file"),
    ("no SKILL.md", lambda t: make_zip(t / "a.zip", {"README.md": "x"}), "no SKILL.md"),
    (
        "two skills",
        lambda t: make_zip(t / "a.zip", {"a/SKILL.md": PDF, "b/SKILL.md": PDF}),
        "more than one skill",
    ),
    (
        "a SKILL.md that does not parse",
        lambda t: make_zip(t / "a.zip", {"SKILL.md": "# no front matter"}),
        "its SKILL.md cannot be used: it has no front matter",
    ),
    ("missing", lambda t: t / "nothing-here", "neither a folder nor a file"),
]


@pytest.mark.parametrize(("attack", "said"), [(a, s) for _, a, s in ATTACKS], ids=[i for i, _, _ in ATTACKS])
def test_a_hostile_or_broken_import_is_refused_and_leaves_nothing(
    tmp_path: Path, attack: Attack, said: str
) -> None:
    skills = tmp_path / "skills"
    write_skill(skills, "notes", "Take notes.", "", None, None)
    before = contents(skills)
    source = attack(tmp_path)
    with pytest.raises(SkillFileError, match=said):
        import_skill(source, skills)
    assert contents(skills) == before, "no half-imported skill, no temporary folder"
    assert not (tmp_path / "evil").exists()


def test_an_honest_zip_over_the_size_limit_is_refused_before_unpacking(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    skills = tmp_path / "skills"
    with monkeypatch.context() as patched:
        patched.setattr(skill_files, "_copy", lambda *_: pytest.fail("nothing is unpacked"))
        with pytest.raises(SkillFileError, match="more than 1 MB"):
            import_skill(big_zip(tmp_path), skills, most_bytes=1024 * 1024)
    assert contents(skills) == []
    assert parse_skill(import_skill(big_zip(tmp_path), skills)).name == "pdf-tools", "fine at 50 MB"


def test_the_bytes_written_are_counted_whatever_the_sizes_declared(tmp_path: Path) -> None:
    with pytest.raises(SkillFileError, match="more than 1 MB"):
        _copy(io.BytesIO(b"\0" * (1024 * 1024 + 1)), tmp_path / "out", 0, 1024 * 1024)
    assert _copy(io.BytesIO(b"\0" * 10), tmp_path / "ok", 5, 20) == 15


def test_a_folder_with_a_link_in_it_is_refused(tmp_path: Path) -> None:
    """A folder is copied without following links: one link anywhere refuses the import, naming it."""
    secret = tmp_path / "secret.txt"
    secret.write_text("private")
    source = skill_source(tmp_path / "src")
    (source / "scripts" / "key").symlink_to(secret)
    skills = tmp_path / "skills"
    with pytest.raises(SkillFileError, match=r"symbolic link \(scripts/key\)"):
        import_skill(source, skills)
    assert contents(skills) == []


def test_a_folder_over_the_limits_is_refused(tmp_path: Path) -> None:
    source = skill_source(tmp_path / "src")
    (source / "big.bin").write_bytes(b"\0" * 2048)
    with pytest.raises(SkillFileError, match="more than 2 files"):
        import_skill(source, tmp_path / "skills", most_files=2)
    with pytest.raises(SkillFileError, match="more than 1 KB"):
        import_skill(source, tmp_path / "skills", most_bytes=1024)
    assert contents(tmp_path / "skills") == []


def test_importing_a_name_already_installed_is_refused(tmp_path: Path) -> None:
    skills = tmp_path / "skills"
    import_skill(skill_source(tmp_path / "first"), skills)
    before = contents(skills)
    other = make_zip(tmp_path / "again.zip", {"SKILL.md": PDF.replace("Fill and read", "Other")})
    with pytest.raises(SkillFileError, match="'pdf-tools' is already installed"):
        import_skill(other, skills)
    assert contents(skills) == before
    assert parse_skill(skills / "pdf-tools" / "SKILL.md").description == "Fill and read PDF forms."


# ---- deleting ----


def test_delete_removes_the_whole_folder(tmp_path: Path) -> None:
    skills = tmp_path / "skills"
    import_skill(skill_source(tmp_path / "src"), skills)
    write_skill(skills, "notes", "Take notes.", "", None, None)
    delete_skill(skills, "pdf-tools")
    assert contents(skills) == ["notes", "notes/SKILL.md"]
    with pytest.raises(SkillFileError, match="no skill called 'pdf-tools'"):
        delete_skill(skills, "pdf-tools")
    with pytest.raises(SkillFileError, match="no skill called"):
        delete_skill(skills, "..")


def test_delete_does_not_follow_a_link_out_of_the_skills_folder(tmp_path: Path) -> None:
    elsewhere = skill_source(tmp_path / "elsewhere")
    skills = tmp_path / "skills"
    skills.mkdir()
    (skills / "pdf-tools").symlink_to(elsewhere, target_is_directory=True)
    with pytest.raises(SkillFileError, match="is a link to"):
        delete_skill(skills, "pdf-tools")
    assert (elsewhere / "SKILL.md").read_text() == PDF
    assert (elsewhere / "scripts" / "fill.py").exists()
    assert (skills / "pdf-tools").is_symlink()


# ---- through the service: what the person is told ----


async def _no_save(settings: Settings) -> None:
    return None


def service(tmp_path: Path, workspace: Path | None = None) -> SkillsService:
    trusted = [str(workspace.absolute())] if workspace else []
    settings = Settings(trusted_skill_folders=trusted)
    return SkillsService(folders_under(tmp_path / "app"), lambda: settings, _no_save)


def test_the_service_says_what_went_wrong_and_what_to_do(tmp_path: Path) -> None:
    workspace = tmp_path / "ws"
    theirs = workspace / ".agents" / "skills" / "deploy" / "SKILL.md"
    theirs.parent.mkdir(parents=True)
    theirs.write_text("---\nname: deploy\ndescription: Ship it.\n---\nRun make deploy.\n")
    skills = service(tmp_path, workspace)

    created = skills.create("notes", "Take notes.", "Keep them short.", ["read_file"], None)
    assert (created.name, created.origin, created.allowed_tools) == ("notes", "app", ("read_file",))
    with pytest.raises(UserFacingError, match="The skill 'notes' was not created: a skill called") as taken:
        skills.create("notes", "Again.", "")
    assert taken.value.kind is ErrorKind.CONFIG and taken.value.action

    with pytest.raises(UserFacingError, match="it comes with the workspace") as refused:
        skills.delete("deploy", workspace)
    assert "delete" in refused.value.action and "from the workspace" in refused.value.action
    assert theirs.exists()
    with pytest.raises(UserFacingError, match="no skill of yours called 'nope' \\(notes\\)"):
        skills.delete("nope", workspace)

    with pytest.raises(UserFacingError, match=r"Could not import .*: it is not a zip file") as bad:
        skills.import_from(theirs)
    assert "SKILL.md" in bad.value.action
    skills.delete("notes")
    assert skills.found(None).skills == []
