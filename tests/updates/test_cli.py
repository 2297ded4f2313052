"""`desktop-agent update` in a process of its own, against the real signed feed over HTTP."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.updates.conftest import PLATFORM, Feed, tree_digest

pytestmark = pytest.mark.slow


def _cli(
    *args: str, feed: Feed, installed: Path, data_dir: Path, stdin: str = ""
) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_PROXY": "127.0.0.1,localhost", "no_proxy": "127.0.0.1,localhost"}
    command = [
        sys.executable,
        "-m",
        "desktop_agent",
        "update",
        *args,
        "--feed",
        feed.url,
        "--trusted-root",
        str(feed.root),
        "--data-dir",
        str(data_dir),
        "--install-dir",
        str(installed),
        "--installed-version",
        "0.1.0",
        "--platform",
        PLATFORM,
    ]
    return subprocess.run(
        command, input=stdin, capture_output=True, text=True, env=env, timeout=60, check=False
    )


def test_check_then_apply(feed: Feed, installed: Path, data_dir: Path) -> None:
    checked = _cli("check", feed=feed, installed=installed, data_dir=data_dir)
    assert checked.returncode == 0, checked.stderr
    assert "Desktop Agent 0.2.0 is available (installed: 0.1.0" in checked.stdout
    assert "  Faster start.\n  A fix for the history search." in checked.stdout
    assert _cli("check", "--exit-code", feed=feed, installed=installed, data_dir=data_dir).returncode == 3

    refused = _cli("apply", feed=feed, installed=installed, data_dir=data_dir, stdin="y\n")
    assert refused.returncode == 2  # not at a terminal: --yes says so
    assert "add --yes" in refused.stderr and "Traceback" not in refused.stderr
    assert (installed / "VERSION").read_text().strip() == "0.1.0"

    applied = _cli("apply", "--yes", feed=feed, installed=installed, data_dir=data_dir)
    assert applied.returncode == 0, applied.stderr
    assert f"Updated to 0.2.0 in {installed}" in applied.stdout
    assert "Downloading: 100%" in applied.stderr
    assert (installed / "VERSION").read_text().strip() == "0.2.0"
    assert (installed.with_name("desktop-agent.old") / "VERSION").read_text().strip() == "0.1.0"


def test_a_tampered_feed_is_an_error_not_a_traceback(feed: Feed, installed: Path, data_dir: Path) -> None:
    target = feed.target("0.2.0")
    target.write_bytes(target.read_bytes()[:-10] + b"0123456789")
    before = tree_digest(installed)

    done = _cli("apply", "--yes", feed=feed, installed=installed, data_dir=data_dir)

    assert done.returncode == 1
    assert "\nError: The download from the update feed does not match its signed metadata" in done.stderr
    assert "Traceback" not in done.stderr
    assert tree_digest(installed) == before


def test_an_unreachable_feed(feed: Feed, installed: Path, data_dir: Path) -> None:
    feed.server.shutdown()
    feed.server.server_close()

    done = _cli("check", feed=feed, installed=installed, data_dir=data_dir)

    assert done.returncode == 1
    assert done.stderr.startswith(f"Error: Could not download from the update feed {feed.url}")
    assert "Traceback" not in done.stderr


def test_the_running_copy_from_source_reports_but_never_replaces_itself(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "desktop_agent", "update", "apply", "--yes", "--data-dir", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    # This build has no feed of its own: said plainly.
    assert done.returncode == 1
    assert "Error: No update feed is set up for this build." in done.stderr


def test_check_if_due_as_json_for_a_window_child(feed: Feed, installed: Path, data_dir: Path) -> None:
    first = _cli("check", "--if-due", "--json", feed=feed, installed=installed, data_dir=data_dir)
    assert first.returncode == 0, first.stderr
    payload = json.loads(first.stdout)
    assert payload["checked"] is True and payload["installed_as"] == "bundle"
    assert payload["update"]["version"] == "0.2.0" and payload["update"]["can_apply"] is True
    assert payload["update"]["notes"] == "Faster start.\nA fix for the history search."
    again = _cli("check", "--if-due", "--json", feed=feed, installed=installed, data_dir=data_dir)
    assert json.loads(again.stdout) == {**payload, "checked": False, "update": None}  # checked today
