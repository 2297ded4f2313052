"""What the app does not load until it needs it, checked in a fresh interpreter (this one has loaded much
more): the settings are read and checked without pydantic; pydantic, when a tool's arguments need it,
builds models without looking for plugins among the installed packages (no importlib.metadata, no email
parser); a session list and the scheduled jobs without pydantic, the export format, the OS schedulers'
file formats, the update framework or a speech runtime."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def loaded_after(code: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-c", code + "\nimport sys, json; print(json.dumps(sorted(sys.modules)))"],
        capture_output=True, text=True, timeout=60, check=True, cwd=ROOT,
    )  # fmt: skip
    return set(json.loads(done.stdout.strip().splitlines()[-1]))


def test_the_settings_are_read_and_checked_without_pydantic() -> None:
    loaded = loaded_after(
        "from desktop_agent.config.settings import Settings\n"
        "s = Settings.validate({'theme': 'dark', 'voice': {'language': 'fr'}})\n"
        "assert s.theme == 'dark' and s.voice.language == 'fr'\n"
        "try:\n"
        "    Settings.validate({'theme': 'purple'})\n"
        "except Exception as exc:\n"
        "    assert 'theme' in str(exc)\n"
        "else:\n"
        "    raise SystemExit('a bad value was taken')\n"
    )
    assert "pydantic" not in loaded and "importlib.metadata" not in loaded and "email" not in loaded


def test_pydantic_builds_models_without_looking_for_plugins() -> None:
    loaded = loaded_after(
        "import desktop_agent\n"
        "from pydantic import BaseModel\n"
        "class Arguments(BaseModel):\n"
        "    path: str\n"
        "assert Arguments.model_validate({'path': 'a.txt'}).path == 'a.txt'\n"
    )
    assert "pydantic" in loaded
    assert "importlib.metadata" not in loaded and "email" not in loaded


def test_the_sessions_and_the_jobs_come_without_what_only_exporting_or_scheduling_needs() -> None:
    loaded = loaded_after(
        "import desktop_agent.core.sessions, desktop_agent.core.schedules, desktop_agent.core.app_core\n"
    )
    for heavy in ("desktop_agent.storage.export", "desktop_agent.scheduling.units", "xml.etree.ElementTree",
                  "plistlib", "desktop_agent.updates", "tufup", "onnxruntime", "sounddevice", "pydantic",
                  "faster_whisper", "ctranslate2"):  # fmt: skip
        assert heavy not in loaded, heavy


def test_the_everyday_window_start_reads_its_command_line_as_the_parser_would() -> None:
    """`desktop-agent` and `desktop-agent --data-dir D` open the window without building the parser; what
    they give the window is exactly what the parser gives, and anything else still goes to the parser
    (which says what is wrong)."""
    from desktop_agent.cli.main import build_parser, plain_window_start

    for words in ([], ["--data-dir", "/tmp/da"], ["--data-dir=/tmp/da"], ["--data-dir", "relative dir"]):
        read = plain_window_start(list(words))
        assert read is not None, words
        assert vars(read) == vars(build_parser(list(words)).parse_args(list(words))), words
    for words in (["--data-dir"], ["--data-dir="], ["--data-dir", "-x"], ["--version"], ["chat"],
                  ["--data-dir", "/tmp/da", "--open-session", "abc"], ["--self-test"]):  # fmt: skip
        assert plain_window_start(list(words)) is None, words
