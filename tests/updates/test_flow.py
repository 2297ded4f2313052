"""The update end to end against a real signed feed served over HTTP: check, what changed, apply, and every
way it can fail leaving the installed version as it was."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_agent.config.settings import Settings, UpdateSettings
from desktop_agent.core.updates import (
    CHECK_INTERVAL_S,
    Installation,
    InstallKind,
    UpdateProgress,
    UpdateService,
    installation_of_folder,
)
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from tests.updates.conftest import PLATFORM, Feed, publish, serve, tree_digest


def _settings(feed: Feed, *, check: bool = True) -> Settings:
    return Settings(updates=UpdateSettings(check=check, feed_url=feed.url, trusted_root=str(feed.root)))


def _service(
    feed: Feed,
    folder: Path,
    data_dir: Path,
    *,
    check: bool = True,
    clock: list[float] | None = None,
    version: str = "0.1.0",
    self_test: bool = False,
) -> UpdateService:
    settings = _settings(feed, check=check)
    now = clock if clock is not None else [1_000_000.0]
    return UpdateService(
        lambda: settings,
        lambda: data_dir,
        installation=lambda: installation_of_folder(folder, version, PLATFORM),
        clock=lambda: now[0],
        self_test=lambda: self_test,
    )


def _user_data(data_dir: Path) -> dict[str, str]:
    """The person's files in the data folder (the update's own state and metadata under updates/ aside)."""
    return {name: digest for name, digest in tree_digest(data_dir).items() if not name.startswith("updates/")}


def _runs(folder: Path) -> str:
    done = subprocess.run(
        [sys.executable, str(folder / "run.py")], capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


def test_check_offers_the_new_version_and_apply_swaps_it_in(
    feed: Feed, installed: Path, data_dir: Path
) -> None:
    data_before = _user_data(data_dir)
    service = _service(feed, installed, data_dir)

    offer = asyncio.run(service.check(manual=True))

    assert offer is not None
    assert (offer.version, offer.current_version) == ("0.2.0", "0.1.0")
    assert offer.notes == "Faster start.\nA fix for the history search."
    assert offer.size == feed.target("0.2.0").stat().st_size
    assert offer.can_apply
    steps: list[UpdateProgress] = []
    applied = asyncio.run(service.apply(offer, steps.append))

    assert applied.version == "0.2.0"
    assert _runs(installed) == "0.2.0"
    assert applied.previous == installed.with_name("desktop-agent.old")
    assert _runs(applied.previous) == "0.1.0"
    assert _user_data(data_dir) == data_before  # the history and settings untouched
    assert {p.name for p in installed.parent.iterdir()} == {"desktop-agent", "desktop-agent.old"}
    assert steps[0].stage == "download" and steps[-1].stage == "done"
    assert any(s.stage == "download" and s.done == s.total == offer.size for s in steps)
    assert not any((data_dir / "updates" / "feeds").glob("*/downloads/*"))  # the archive is not kept
    # The new version started: the old one goes.
    assert service.after_start() == [installed.with_name("desktop-agent.old")]
    assert {p.name for p in installed.parent.iterdir()} == {"desktop-agent"}
    # Up to date now.
    assert asyncio.run(_service(feed, installed, data_dir, version="0.2.0").check(manual=True)) is None


def test_notes_of_every_skipped_version_newest_first(feed: Feed, installed: Path, data_dir: Path) -> None:
    feed.publish("0.3.0", "Voice input.")

    offer = asyncio.run(_service(feed, installed, data_dir).check(manual=True))

    assert offer is not None and offer.version == "0.3.0"
    assert offer.notes == "0.3.0:\nVoice input.\n\n0.2.0:\nFaster start.\nA fix for the history search."


def test_other_platforms_archives_are_not_offered(feed: Feed, installed: Path, data_dir: Path) -> None:
    service = UpdateService(
        lambda: _settings(feed),
        lambda: data_dir,
        installation=lambda: installation_of_folder(installed, "0.1.0", "macos-arm64"),
        self_test=lambda: False,
    )
    assert asyncio.run(service.check(manual=True)) is None


def _apply_fails(feed: Feed, installed: Path, data_dir: Path) -> UserFacingError:
    before, data_before = tree_digest(installed), _user_data(data_dir)
    service = _service(feed, installed, data_dir)
    offer = asyncio.run(service.check(manual=True))
    assert offer is not None
    with pytest.raises(UserFacingError) as caught:
        asyncio.run(service.apply(offer))
    assert tree_digest(installed) == before
    assert _runs(installed) == "0.1.0"
    assert {p.name for p in installed.parent.iterdir()} == {"desktop-agent"}  # no staging folder left
    assert _user_data(data_dir) == data_before
    assert "Nothing was changed" in caught.value.action
    return caught.value


def test_a_tampered_archive_is_refused_before_unpacking(feed: Feed, installed: Path, data_dir: Path) -> None:
    target = feed.target("0.2.0")
    data = bytearray(target.read_bytes())
    data[len(data) // 2] ^= 0xFF  # same length, other bytes
    target.write_bytes(bytes(data))

    error = _apply_fails(feed, installed, data_dir)

    assert "does not match its signed metadata" in error.message


def test_a_server_dying_mid_download_changes_nothing(feed: Feed, installed: Path, data_dir: Path) -> None:
    feed.server.cut_downloads = True

    error = _apply_fails(feed, installed, data_dir)

    assert error.kind in (ErrorKind.UNREACHABLE, ErrorKind.SERVER_ERROR)


def test_an_archive_without_the_launcher_is_refused(feed: Feed, installed: Path, data_dir: Path) -> None:
    service = _service(feed, installed, data_dir)
    offer = asyncio.run(service.check(manual=True))
    assert offer is not None
    from desktop_agent.updates import feed as feed_module
    from desktop_agent.updates.model import Feed as FeedAt

    before = tree_digest(installed)
    with pytest.raises(UserFacingError, match="has no desktop-agent-launcher"):
        asyncio.run(
            asyncio.to_thread(
                feed_module.download_and_install,
                FeedAt.at(feed.url, feed.root.read_bytes(), data_dir / "updates"),
                offer,
                lambda _: None,
                launcher=Path("desktop-agent-launcher"),
                swap_after_exit=False,
            )
        )
    assert tree_digest(installed) == before
    assert {p.name for p in installed.parent.iterdir()} == {"desktop-agent"}


def _check_fails(feed: Feed, installed: Path, data_dir: Path) -> UserFacingError:
    with pytest.raises(UserFacingError) as caught:
        asyncio.run(_service(feed, installed, data_dir).check(manual=True))
    assert _runs(installed) == "0.1.0"
    return caught.value


def test_metadata_changed_after_signing_is_refused(feed: Feed, installed: Path, data_dir: Path) -> None:
    path = feed.repo / "metadata" / "targets.json"
    metadata = json.loads(path.read_text())
    target = metadata["signed"]["targets"][f"desktop-agent-{PLATFORM}-0.2.0.tar.gz"]
    target["custom"]["user"]["notes"] = "Nothing to see here."
    path.write_text(json.dumps(metadata))

    error = _check_fails(feed, installed, data_dir)

    assert "did not verify against the keys this app trusts" in error.message


def test_a_feed_signed_with_other_keys_is_refused(
    feed: Feed, installed: Path, data_dir: Path, tmp_path: Path
) -> None:
    other = Path(publish.init_repository(tmp_path / "other-repo", tmp_path / "other-keys"))
    feed.root.write_bytes(other.read_bytes())  # the app trusts another feed's root

    error = _check_fails(feed, installed, data_dir)

    assert error.kind is ErrorKind.SERVER_ERROR
    assert "did not verify" in error.message


def test_expired_metadata_is_refused(feed: Feed, installed: Path, data_dir: Path) -> None:
    publish.resign(feed.repo, feed.keys, {"timestamp": -1})

    error = _check_fails(feed, installed, data_dir)

    assert "expired" in error.message


def test_an_unreachable_feed_is_a_human_error(feed: Feed, installed: Path, data_dir: Path) -> None:
    feed.server.shutdown()
    feed.server.server_close()

    error = _check_fails(feed, installed, data_dir)

    assert error.kind is ErrorKind.UNREACHABLE
    assert feed.url in error.message


def test_automatic_checks_at_most_daily_and_off_with_the_setting(
    feed: Feed, installed: Path, data_dir: Path
) -> None:
    clock = [1_000_000.0]
    service = _service(feed, installed, data_dir, clock=clock)
    assert asyncio.run(service.check()) is not None
    asked = len(feed.server.requests)
    clock[0] += 3600
    assert asyncio.run(service.check()) is None  # checked an hour ago: not again
    assert len(feed.server.requests) == asked
    assert asyncio.run(service.check(manual=True)) is not None  # a person asking always looks
    clock[0] += CHECK_INTERVAL_S + 1
    assert asyncio.run(service.check()) is not None
    assert json.loads((data_dir / "updates" / "state.json").read_text())["last_check"] == clock[0]
    asked = len(feed.server.requests)
    clock[0] += 10 * CHECK_INTERVAL_S
    assert asyncio.run(_service(feed, installed, data_dir, clock=clock, check=False).check()) is None
    assert asyncio.run(_service(feed, installed, data_dir, clock=clock, self_test=True).check()) is None
    assert (
        asyncio.run(_service(feed, installed, data_dir, clock=clock, self_test=True).check(manual=True))
        is None
    )
    assert len(feed.server.requests) == asked


def test_an_automatic_check_that_fails_is_logged_not_raised(
    feed: Feed, installed: Path, data_dir: Path
) -> None:
    feed.server.shutdown()
    feed.server.server_close()
    service = _service(feed, installed, data_dir)

    assert asyncio.run(service.check()) is None
    assert not service.check_due()  # and not tried again for a day


def test_without_a_feed_nothing_is_checked(installed: Path, data_dir: Path) -> None:
    service = UpdateService(
        Settings,
        lambda: data_dir,
        installation=lambda: installation_of_folder(installed, "0.1.0", PLATFORM),
        self_test=lambda: False,
    )
    assert asyncio.run(service.check()) is None
    with pytest.raises(UserFacingError, match="No update feed is set up"):
        asyncio.run(service.check(manual=True))


@pytest.mark.parametrize("kind", [InstallKind.SOURCE, InstallKind.PACKAGE, InstallKind.READ_ONLY])
def test_only_a_bundle_of_its_own_is_replaced(
    feed: Feed, installed: Path, data_dir: Path, kind: InstallKind
) -> None:
    how = Installation(kind, "0.1.0", PLATFORM, installed, how_to_update="Use apt.")
    service = UpdateService(
        lambda: _settings(feed), lambda: data_dir, installation=lambda: how, self_test=lambda: False
    )
    offer = asyncio.run(service.check(manual=True))
    assert offer is not None and offer.version == "0.2.0" and not offer.can_apply
    with pytest.raises(UserFacingError) as caught:
        asyncio.run(service.apply(offer))
    assert caught.value.action == "Use apt."
    assert _runs(installed) == "0.1.0"


def test_a_data_folder_inside_the_app_folder_is_never_moved(feed: Feed, installed: Path) -> None:
    data = installed / "data"
    service = _service(feed, installed, data)
    offer = asyncio.run(service.check(manual=True))
    assert offer is not None
    with pytest.raises(UserFacingError, match="inside the app's folder"):
        asyncio.run(service.apply(offer))
    assert _runs(installed) == "0.1.0"


def test_serving_a_second_feed_uses_its_own_metadata(feed: Feed, installed: Path, data_dir: Path) -> None:
    """The verified metadata is kept per feed and root: switching feeds does not mix them."""
    asyncio.run(_service(feed, installed, data_dir).check(manual=True))
    server, thread = serve(feed.repo)
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        settings = Settings(updates=UpdateSettings(feed_url=url, trusted_root=str(feed.root)))
        service = UpdateService(
            lambda: settings,
            lambda: data_dir,
            self_test=lambda: False,
            installation=lambda: installation_of_folder(installed, "0.1.0", PLATFORM),
        )
        offer = asyncio.run(service.check(manual=True))
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
    assert offer is not None and offer.feed_url == url
    assert len(list((data_dir / "updates" / "feeds").iterdir())) == 2


def test_a_trusted_root_that_is_not_root_metadata(feed: Feed, installed: Path, data_dir: Path) -> None:
    feed.root.write_text("<html>not json</html>")

    error = _check_fails(feed, installed, data_dir)

    assert "updates.trusted_root" in error.action


def test_a_missing_trusted_root_file(feed: Feed, installed: Path, data_dir: Path) -> None:
    feed.root.unlink()

    error = _check_fails(feed, installed, data_dir)

    assert error.kind is ErrorKind.CONFIG and str(feed.root) in error.message
