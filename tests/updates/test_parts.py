"""How the app tells how it was installed, the folder swap, and the publishing script's refusals."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_agent.updates import InstallKind, detect_installation, installation, platform_tag, swap
from tests.updates.conftest import make_app, publish, tree_digest


def test_platform_tags() -> None:
    assert platform_tag("Linux", "x86_64") == "linux-x86_64"
    assert platform_tag("Linux", "aarch64") == "linux-aarch64"
    assert platform_tag("Darwin", "arm64") == "macos-arm64"
    assert platform_tag("Windows", "AMD64") == "windows-x86_64"


def test_running_from_source_is_never_replaced() -> None:
    found = detect_installation("1.2.3")
    assert found.kind is InstallKind.SOURCE and not found.updatable
    assert "pip" in found.how_to_update


def test_a_frozen_bundle_of_its_own_is_updatable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundle = tmp_path / "desktop-agent-0.1.0"
    bundle.mkdir()
    (bundle / "desktop-agent").write_text("")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(bundle / "desktop-agent"))
    monkeypatch.setattr(installation, "DPKG_LIST", tmp_path / "none.list")
    monkeypatch.setattr(shutil, "which", lambda _: None)

    found = detect_installation("0.1.0")

    assert (found.kind, found.root) == (InstallKind.BUNDLE, bundle)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="dpkg")
def test_a_deb_install_points_to_the_package_manager(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    listed = tmp_path / "desktop-agent.list"
    exe = tmp_path / "opt" / "desktop-agent" / "desktop-agent"
    exe.parent.mkdir(parents=True)
    exe.write_text("")
    listed.write_text(f"/.\n/opt\n{exe.parent}\n{exe}\n")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(exe))
    monkeypatch.setattr(installation, "DPKG_LIST", listed)

    found = detect_installation("0.1.0")

    assert found.kind is InstallKind.PACKAGE and not found.updatable
    assert "apt" in found.how_to_update


def test_the_bundle_root_of_a_mac_app() -> None:
    exe = Path("/Applications/Desktop Agent.app/Contents/MacOS/desktop-agent")
    assert installation.bundle_root(exe) == Path("/Applications/Desktop Agent.app")
    assert installation.bundle_root(Path("/home/me/apps/desktop-agent/desktop-agent")) == Path(
        "/home/me/apps/desktop-agent"
    )


@pytest.mark.parametrize("atomic", [True, False])
def test_swap_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, atomic: bool) -> None:
    root = make_app(tmp_path / "app", "0.1.0")
    staged = make_app(swap.new_staging_folder(root), "0.2.0")
    if not atomic:
        monkeypatch.setattr(swap, "_exchange", lambda first, second: False)

    old = swap.swap_in(staged, root)

    assert (root / "VERSION").read_text() == "0.2.0\n"
    assert (old / "VERSION").read_text() == "0.1.0\n"
    assert not staged.exists()
    assert swap.clean_leftovers(root) == [old]
    assert [p.name for p in tmp_path.iterdir()] == ["app"]


def test_a_failed_second_rename_puts_the_old_version_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = make_app(tmp_path / "app", "0.1.0")
    before = tree_digest(root)
    staged = tmp_path / "missing"  # cannot be renamed: it does not exist
    monkeypatch.setattr(swap, "_exchange", lambda first, second: False)

    with pytest.raises(OSError):
        swap.swap_in(staged, root)

    assert tree_digest(root) == before
    assert not swap.old_folder(root).exists()


def test_leftovers_of_an_interrupted_update_are_cleaned(tmp_path: Path) -> None:
    root = make_app(tmp_path / "app", "0.2.0")
    make_app(swap.new_staging_folder(root), "0.3.0")  # unpacking was cut short
    make_app(swap.old_folder(root), "0.1.0")

    assert len(swap.clean_leftovers(root)) == 2
    assert [p.name for p in tmp_path.iterdir()] == ["app"]


def test_publishing_refuses_keys_inside_the_repository_and_a_version_twice(tmp_path: Path) -> None:
    with pytest.raises(publish.PublishError, match="inside the repository"):
        publish.init_repository(tmp_path / "repo", tmp_path / "repo" / "keys")
    repo, keys = tmp_path / "repo2", tmp_path / "keys"
    publish.init_repository(repo, keys)
    assert oct(keys.stat().st_mode & 0o777) == "0o700"
    app = make_app(tmp_path / "bundle", "0.2.0")
    publish.add_release(repo, keys, app, "0.2.0", "notes", "linux-x86_64")
    with pytest.raises(publish.PublishError, match="already published"):
        publish.add_release(repo, keys, app, "0.2.0", "notes", "linux-x86_64")
    with pytest.raises(publish.PublishError, match="publish a newer version"):
        publish.add_release(repo, keys, app, "0.1.0", "notes", "linux-x86_64")
    publish.add_release(
        repo, keys, app, "0.2.0", "notes", "windows-x86_64"
    )  # another platform: its own series


def test_embed_root_writes_the_shipped_root(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    root = Path(publish.init_repository(repo, tmp_path / "keys"))
    module = tmp_path / "trusted_root.py"
    module.write_text((publish.TRUSTED_ROOT_MODULE).read_text())

    publish.embed_root(repo, "https://updates.example.com/desktop-agent/", module)

    namespace: dict[str, object] = {}
    exec(compile(module.read_text(), str(module), "exec"), namespace)
    assert namespace["PROJECT_FEED_URL"] == "https://updates.example.com/desktop-agent/"
    assert namespace["ROOT_JSON"] == root.read_text()


def test_publish_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    repo, keys = tmp_path / "repo", tmp_path / "keys"
    assert publish.main(["init", "--repo", str(repo), "--keys", str(keys)]) == 0
    archive_dir = make_app(tmp_path / "desktop-agent-0.3.0", "0.3.0")
    import tarfile

    archive = tmp_path / "desktop-agent-0.3.0-linux-x86_64.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(archive_dir, arcname=archive_dir.name)
    assert (
        publish.main(
            [
                "add",
                "--repo",
                str(repo),
                "--keys",
                str(keys),
                "--platform",
                "linux-x86_64",
                "--notes",
                "x",
                str(archive),
            ]
        )
        == 0
    )
    assert (repo / "targets" / "desktop-agent-linux-x86_64-0.3.0.tar.gz").is_file()
    assert publish.main(["add", "--repo", str(repo), "--keys", str(tmp_path / "nokeys"), str(archive)]) == 1
    assert "lacks the private key" in capsys.readouterr().err


def test_the_update_framework_is_loaded_only_to_check(tmp_path: Path) -> None:
    """The window's idle memory: importing the updates, and an automatic check with no feed set up, load
    neither tufup nor tuf."""
    code = (
        "import asyncio, sys\n"
        "from pathlib import Path\n"
        "from desktop_agent.core.updates import UpdateService\n"
        "from desktop_agent.core.settings import Settings\n"
        f"service = UpdateService(Settings, lambda: Path({str(tmp_path)!r}), self_test=lambda: False)\n"
        "assert asyncio.run(service.check()) is None\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('tufup', 'tuf', 'requests')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == "[]"


def test_windows_swaps_after_the_app_exits(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """On Windows the helper script gets the swap; nothing is moved while the app runs."""
    root = make_app(tmp_path / "Desktop Agent", "0.1.0")
    staged = make_app(swap.new_staging_folder(root), "0.2.0")
    started: list[list[str]] = []
    monkeypatch.setattr(subprocess, "Popen", lambda command, **_: started.append(command))

    old = swap.swap_after_exit(staged, root, Path("desktop-agent.exe"))

    script = tmp_path / ".Desktop Agent.update.cmd"
    assert started == [["cmd.exe", "/c", str(script)]]
    text = script.read_text()
    assert f'move "{root}" "{old}" >NUL || exit /b 1' in text
    assert f'move "{staged}" "{root}" >NUL || (move "{old}" "{root}" >NUL & exit /b 1)' in text
    assert f'start "" "{root / "desktop-agent.exe"}"' in text
    assert (root / "VERSION").read_text() == "0.1.0\n" and staged.is_dir()
