"""`kb model` and `kb auto` as processes: another embedding model downloaded from a local file server (the
SHA-256 checked; a wrong sum refused in words, nothing chosen), the base moving to it at its next sync and
searchable throughout; automatic retrieval turned on and off."""

from __future__ import annotations

import pytest

from tests.e2e.test_cli_chat import Cli, cli  # noqa: F401  (the fixture)
from tests.unit.test_knowledge_models import _tiny, server  # noqa: F401  (the fixture)

pytestmark = pytest.mark.slow


def test_a_base_moves_to_a_downloaded_model_and_stays_searchable(cli: Cli, server: str) -> None:  # noqa: F811
    docs = cli.workspace / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("# Farm\nthe tractor ploughs fields\n", encoding="utf-8")
    (docs / "b.md").write_text("# Cat\na kitten purrs softly\n", encoding="utf-8")
    data = ["--data-dir", str(cli.data_dir)]
    assert cli.run("kb", "create", "farm", *data).returncode == 0
    assert cli.run("kb", "add", "farm", str(docs), *data).returncode == 0
    assert cli.run("kb", "sync", "farm", *data).returncode == 0
    before = cli.run("kb", "model", "farm", *data)
    assert before.returncode == 0 and "searches with" in before.stdout and "moving to" not in before.stdout

    tiny = _tiny(server)
    wanted = [
        "--model-name", tiny.name, "--weights-url", tiny.weights_url, "--weights-sha256", tiny.weights_sha256,
        "--tokenizer-url", tiny.tokenizer_url,
    ]  # fmt: skip
    wrong = cli.run("kb", "model", "farm", *wanted, "--tokenizer-sha256", "0" * 64, *data)
    assert wrong.returncode != 0 and "SHA-256" in wrong.stderr, wrong.stderr
    assert "moving to" not in cli.run("kb", "model", "farm", *data).stdout, "nothing chosen"
    half = cli.run("kb", "model", "farm", "--model-name", "x", *data)
    assert half.returncode == 2 and "needs --model-name" in half.stderr

    chosen = cli.run("kb", "model", "farm", *wanted, "--tokenizer-sha256", tiny.tokenizer_sha256, *data)
    assert chosen.returncode == 0, chosen.stderr
    assert "Downloading tiny: 100%" in chosen.stderr and "next sync" in chosen.stdout
    assert "moving to tiny" in cli.run("kb", "model", "farm", *data).stdout
    found = cli.run("kb", "search", "farm", "tractor", *data)
    assert "a.md" in found.stdout.splitlines()[0], "searchable with the old vectors meanwhile"

    assert cli.run("kb", "sync", "farm", *data).returncode == 0
    after = cli.run("kb", "model", "farm", *data).stdout
    assert "tiny" in after and "moving to" not in after
    assert "b.md" in cli.run("kb", "search", "farm", "kitten purrs", *data).stdout.splitlines()[0]

    assert "adds its best passages" in cli.run("kb", "auto", "farm", "on", *data).stdout
    assert "no longer adds" in cli.run("kb", "auto", "farm", "off", *data).stdout
    assert cli.run("kb", "auto", "farm", "maybe", *data).returncode == 2
