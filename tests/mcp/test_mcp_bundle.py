"""MCP Bundles read, checked and unpacked without running anything: hostile archives (zip-slip, absolute
paths, drive letters, symbolic links, duplicates, too many entries, too large), hostile manifests (an
entry point outside the bundle, a secret on the command line, a variable of the app's environment), and the
plan's exact command. The bundles are built here, from tests/fixtures/mcpb."""

from __future__ import annotations

import json
import stat
import sys
import warnings
import zipfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.core import mcp_bundle
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.tools.mcp import bundle as bundle_module
from desktop_agent.tools.mcp import kept_values
from tests.mcp.conftest import REPO

FIXTURES = REPO / "tests" / "fixtures" / "mcpb"
SECRET = "tok-DesktopAgentBundle-0123456789"


def fixture_manifest(**changes: Any) -> dict[str, Any]:
    manifest: dict[str, Any] = json.loads((FIXTURES / "manifest.json").read_text(encoding="utf-8"))
    manifest.update(changes)
    return manifest


def build(
    path: Path,
    manifest: Mapping[str, Any] | str | None = None,
    files: Mapping[str, str] | None = None,
    *,
    extra: list[tuple[zipfile.ZipInfo, bytes]] = (),  # type: ignore[assignment]
) -> Path:
    """A .mcpb at ``path``: the manifest (the fixture's by default; text is written as it is), the fixture
    server as server/main.py, ``files`` and hand-made ``extra`` entries."""
    document = fixture_manifest() if manifest is None else manifest
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        if document is not None:
            text = document if isinstance(document, str) else json.dumps(document)
            archive.writestr("manifest.json", text)
        archive.writestr("server/main.py", (FIXTURES / "hash_server.py").read_text(encoding="utf-8"))
        for name, content in (files or {}).items():
            archive.writestr(name, content)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # a duplicate name, on purpose
            for info, data in extra:
                archive.writestr(info, data)
    return path


def plan(path: Path, bundles: Path, **kw: Any) -> mcp_bundle.BundlePlan:
    return mcp_bundle.plan_bundle(path, bundles=bundles, platform=kw.pop("platform", "linux"), **kw)


def refused(path: Path, bundles: Path, **kw: Any) -> str:
    with pytest.raises(UserFacingError) as caught:
        plan(path, bundles, **kw)
    return caught.value.message


def symlink_entry(name: str, target: str) -> tuple[zipfile.ZipInfo, bytes]:
    info = zipfile.ZipInfo(name)
    info.create_system = 3
    info.external_attr = (stat.S_IFLNK | 0o777) << 16
    return info, target.encode()


def test_the_plan_shows_the_manifest_and_the_exact_command(tmp_path: Path) -> None:
    found = plan(build(tmp_path / "b.mcpb"), tmp_path / "bundles", which=lambda p: f"/usr/bin/{p}")
    manifest = found.manifest
    assert (manifest.title, manifest.version, manifest.author) == (
        "Hash Server",
        "1.2.0",
        "Desktop Agent tests",
    )
    assert manifest.tools == (("whoami", "Say the greeting and a hash of the token"),)
    folder = (tmp_path / "bundles").resolve() / "hash-server-1.2.0"
    assert (found.name, found.folder, found.command) == ("hash-server", folder, "/usr/bin/python")
    assert [o.key for o in found.options] == ["token", "greeting"]
    values = mcp_bundle.settle(found, {"token": SECRET})
    filled = mcp_bundle.fill(found, values)
    assert filled.argv == ("/usr/bin/python", f"{folder}/server/main.py", "--greeting", "hello")
    entry = kept_values.entry_name("hash-server", "HASH_SERVER_TOKEN")
    assert filled.env == {"HASH_SERVER_TOKEN": kept_values.reference(entry)}
    assert filled.secrets == {entry: SECRET}
    assert SECRET not in filled.command_line() + json.dumps(dict(filled.shown_env))
    assert not (tmp_path / "bundles").exists(), "planning unpacks nothing"


@pytest.mark.parametrize(
    ("entry", "why"),
    [
        ("../evil.py", "points outside"),
        ("server/../../evil.py", "points outside"),
        ("/tmp/evil.py", "absolute path"),
        ("C:/evil.py", "absolute path"),
        ("server\\..\\..\\evil.py", "absolute path"),
        ("server/./x.py", "points outside"),
    ],
)
def test_an_entry_that_could_leave_the_folder_is_refused(tmp_path: Path, entry: str, why: str) -> None:
    info = zipfile.ZipInfo("placeholder")
    info.filename = entry  # as the archive says, unnormalised
    path = build(tmp_path / "b.mcpb", extra=[(info, b"print('pwned')")])
    message = refused(path, tmp_path / "bundles")
    assert why in message and "not a safe bundle" in message
    assert not (tmp_path / "evil.py").exists() and not (tmp_path / "bundles").exists()


def test_a_symbolic_link_a_duplicate_and_an_encrypted_entry_are_refused(tmp_path: Path) -> None:
    link = build(tmp_path / "link.mcpb", extra=[symlink_entry("server/lib", "/etc")])
    assert "is a symbolic link" in refused(link, tmp_path / "bundles")
    twice = build(tmp_path / "twice.mcpb", extra=[(zipfile.ZipInfo("server/main.py"), b"evil")])
    assert "twice" in refused(twice, tmp_path / "bundles")
    case = build(tmp_path / "case.mcpb", extra=[(zipfile.ZipInfo("SERVER/Main.py"), b"evil")])
    assert "twice" in refused(case, tmp_path / "bundles")
    locked = build(tmp_path / "enc.mcpb")
    raw = bytearray(locked.read_bytes())
    central = raw.rindex(b"PK\x01\x02")  # the last entry's record in the zip's directory
    raw[central + 8] |= 0x1  # its "encrypted" flag
    locked.write_bytes(bytes(raw))
    assert "is encrypted" in refused(locked, tmp_path / "b")


def test_too_many_entries_or_too_many_bytes_are_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    many = build(tmp_path / "many.mcpb", files={f"data/{i}.txt": "x" for i in range(30)})
    monkeypatch.setattr(bundle_module, "MAX_ENTRIES", 20)
    assert "at most 20" in refused(many, tmp_path / "bundles")
    monkeypatch.setattr(bundle_module, "MAX_ENTRIES", 20_000)
    monkeypatch.setattr(bundle_module, "MAX_TOTAL_BYTES", 64 * 1024)
    big = build(tmp_path / "big.mcpb", files={"data/zeros.bin": "0" * (128 * 1024)})  # compresses to ~1 KB
    assert "more than 0 MB once unpacked" in refused(big, tmp_path / "bundles")


@pytest.mark.parametrize(
    ("changes", "why"),
    [
        ({"server": {"type": "python", "entry_point": "../../evil.py"}}, "points outside the bundle"),
        ({"server": {"type": "python", "entry_point": "server/missing.py"}}, "is not a file of the bundle"),
        (
            {"server": {"type": "binary", "entry_point": "server/main.py",
                        "mcp_config": {"command": "${__dirname}/../../bin/evil"}}},
            "points outside the bundle",
        ),
        (
            {"server": {"type": "python", "entry_point": "server/main.py", "mcp_config": {
                "command": "python", "args": ["${__dirname}/../../../evil.py"]}}},
            "points outside the bundle",
        ),
        (
            {"server": {"type": "python", "entry_point": "server/main.py", "mcp_config": {
                "command": "python", "args": ["../../evil.py"]}}},
            "points outside the bundle",
        ),
        (
            {"server": {"type": "python", "entry_point": "server/main.py", "mcp_config": {
                "command": "python", "args": ["server/main.py", "--token", "${user_config.token}"]}}},
            "secret setting 'token' on the command line",
        ),
        (
            {"server": {"type": "python", "entry_point": "server/main.py", "mcp_config": {
                "command": "python", "args": [], "env": {"KEY": "${OPENAI_API_KEY}"}}}},
            "uses ${OPENAI_API_KEY}",
        ),
        ({"server": {"type": "java", "entry_point": "server/main.py"}}, "type 'java' is not supported"),
        ({"manifest_version": "9.0"}, "manifest version '9.0' is not supported"),
        ({"compatibility": {"platforms": ["darwin", "win32"]}}, "runs only on macOS, Windows, not on Linux"),
        ({"author": 5}, "'author' must be an object"),
    ],
)  # fmt: skip
def test_a_hostile_or_broken_manifest_is_refused_plainly(
    tmp_path: Path, changes: dict[str, Any], why: str
) -> None:
    path = build(tmp_path / "b.mcpb", fixture_manifest(**changes))
    assert why in refused(path, tmp_path / "bundles", which=lambda p: f"/usr/bin/{p}")
    assert not (tmp_path / "bundles").exists()


def test_not_a_zip_no_manifest_and_bad_json_are_plain_errors(tmp_path: Path) -> None:
    (tmp_path / "text.mcpb").write_text("hello", encoding="utf-8")
    assert "it is not a zip archive" in refused(tmp_path / "text.mcpb", tmp_path)
    with zipfile.ZipFile(tmp_path / "empty.mcpb", "w") as archive:
        archive.writestr("server/main.py", "")
    assert "has no manifest.json" in refused(tmp_path / "empty.mcpb", tmp_path)
    bad = build(tmp_path / "bad.mcpb", '{"name": "x",')
    assert "is not valid JSON" in refused(bad, tmp_path)
    assert "There is no file" in refused(tmp_path / "missing.mcpb", tmp_path)


def test_settings_are_converted_and_a_missing_required_one_is_named(tmp_path: Path) -> None:
    manifest = fixture_manifest(
        user_config={
            "token": {"type": "string", "title": "Token", "sensitive": True, "required": True},
            "folders": {"type": "directory", "title": "Folders", "multiple": True,
                        "default": ["${HOME}/Documents"]},
            "verbose": {"type": "boolean", "title": "Verbose", "default": False},
            "limit": {"type": "number", "title": "Limit", "min": 1, "max": 10, "default": 3},
        },
        server={"type": "python", "entry_point": "server/main.py", "mcp_config": {
            "command": "python", "args": [
                "server/main.py", "${user_config.folders}", "--verbose=${user_config.verbose}", "--limit",
                "${user_config.limit}"],
            "env": {"HASH_SERVER_TOKEN": "Bearer ${user_config.token}"}}},
    )  # fmt: skip
    found = plan(build(tmp_path / "b.mcpb", manifest), tmp_path / "bundles", which=lambda p: "/bin/python")
    with pytest.raises(UserFacingError, match="needs the setting token"):
        mcp_bundle.settle(found, {})
    with pytest.raises(UserFacingError, match="has no setting nope"):
        mcp_bundle.settle(found, {"token": "t", "nope": "x"})
    with pytest.raises(UserFacingError, match=r"between 1\.0 and 10\.0"):
        mcp_bundle.settle(found, {"token": "t", "limit": "11"})
    values = mcp_bundle.settle(found, {"token": SECRET, "folders": ["/a", "/b c"], "verbose": "yes"})
    filled = mcp_bundle.fill(found, values)
    assert filled.argv[1:] == ("server/main.py", "/a", "/b c", "--verbose=true", "--limit", "3")
    assert filled.secrets == {kept_values.entry_name("hash-server", "HASH_SERVER_TOKEN"): f"Bearer {SECRET}"}
    home = str(Path.home())
    assert mcp_bundle.settle(found, {"token": "t"})["folders"] == [f"{home}/Documents"]
    with pytest.raises(UserFacingError, match="cannot be used in a setting"):
        mcp_bundle.fill(found, mcp_bundle.settle(found, {"token": "t", "folders": ["${OPENAI_API_KEY}"]}))


def test_unpacking_writes_only_inside_the_bundle_folder_and_replaces_it_whole(tmp_path: Path) -> None:
    bundles = tmp_path / "bundles"
    binary = zipfile.ZipInfo("server/tool")
    binary.external_attr = (stat.S_IFREG | 0o755) << 16
    path = build(tmp_path / "b.mcpb", files={"data/a.txt": "a"}, extra=[(binary, b"#!/bin/sh\n")])
    found = plan(path, bundles, which=lambda p: "/bin/python")
    folder = bundle_module.unpack(found.bundle, found.folder)
    names = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    assert names == ["data/a.txt", "manifest.json", "server/main.py", "server/tool"]
    assert (folder / "server" / "tool").stat().st_mode & 0o111 and not (
        folder / "data/a.txt"
    ).stat().st_mode & 0o111
    assert sorted(p.name for p in bundles.iterdir()) == ["hash-server-1.2.0"], "no leftovers beside it"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.mcpb", "bundles"]
    build(tmp_path / "b.mcpb", files={"data/b.txt": "b"})
    again = plan(tmp_path / "b.mcpb", bundles, which=lambda p: "/bin/python")
    bundle_module.unpack(again.bundle, again.folder)
    assert not (folder / "data" / "a.txt").exists() and (folder / "data" / "b.txt").read_text() == "b"
    assert sorted(p.name for p in bundles.iterdir()) == ["hash-server-1.2.0"]


def test_a_program_that_is_not_installed_is_a_plain_error(tmp_path: Path) -> None:
    message = refused(build(tmp_path / "b.mcpb"), tmp_path / "bundles", which=lambda p: None)
    assert "runs 'python', which is not installed here" in message


def test_the_platform_is_this_one_by_default(tmp_path: Path) -> None:
    other = "win32" if sys.platform != "win32" else "linux"
    path = build(tmp_path / "b.mcpb", fixture_manifest(compatibility={"platforms": [other]}))
    with pytest.raises(UserFacingError, match="runs only on"):
        mcp_bundle.plan_bundle(path, bundles=tmp_path / "bundles")


def test_an_optional_secret_left_empty_is_not_kept(tmp_path: Path) -> None:
    manifest = fixture_manifest()
    manifest["user_config"]["token"]["required"] = False
    found = plan(build(tmp_path / "b.mcpb", manifest), tmp_path / "bundles", which=lambda p: "/bin/python")
    filled = mcp_bundle.fill(found, mcp_bundle.settle(found, {}))
    assert filled.env == {"HASH_SERVER_TOKEN": ""} and filled.secrets == {}
