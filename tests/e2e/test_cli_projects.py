"""`desktop-agent project`, `chat --project`, `sessions move` and exports with a project, as real
processes against the scripted model server.

What a person notices: the project's folder is where its session works and its instructions and memories
reach the model (seen in the request the server received); another project's never do; a moved session
goes by its new project; an export carries the project's name and an import into another data folder
makes the project there. Bad input is said in words, never a traceback.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tests.e2e.test_cli_chat import Cli, assert_no_traceback, describe, json_lines, provider_args
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

pytestmark = pytest.mark.slow


def _run(cli: Cli, *args: str, data_dir: Path | None = None) -> tuple[int, str, str]:
    result = cli.run(*args, "--data-dir", str(data_dir or cli.data_dir))
    assert_no_traceback(result)
    return result.returncode, result.stdout, result.stderr


def _system(llm_server: ScriptedLLMServer, index: int) -> str:
    body = llm_server.requests[index].body
    assert body is not None
    return str(body["messages"][0]["content"])


def _chat_in(cli: Cli, llm_server: ScriptedLLMServer, *args: str) -> str:
    """A turn through `chat` without --workspace (the project says where); the new session's id."""
    llm_server.script(openai_text("Done."))
    result = cli.run(
        "chat", "--data-dir", str(cli.data_dir), *provider_args(llm_server, "openai"), "--json", *args
    )
    assert result.returncode == 0, describe(result)
    return str(json_lines(result.stdout)[0]["session_id"])


def test_create_list_show_edit_delete(cli: Cli) -> None:
    code, out, err = _run(cli, "project", "list")
    assert code == 0 and out == "" and "No projects yet" in err
    bare = cli.run("--data-dir", str(cli.data_dir), "project")
    assert bare.returncode == 2 and bare.stderr.startswith("Error: Name a verb")
    code, out, _ = _run(
        cli,
        "project",
        "create",
        "Thesis",
        "--workspace",
        str(cli.workspace),
        "--instructions",
        "Cite in APA.",
    )
    assert code == 0 and out.startswith("Created the project Thesis (prj_")
    code, out, _ = _run(cli, "project", "list")
    assert out.startswith("Thesis  [prj_") and str(cli.workspace) in out
    code, out, _ = _run(cli, "project", "edit", "thesis", "--rename", "Thesis 2", "--model", "gpt-4.1")
    assert code == 0 and "Changed the project Thesis 2" in out
    code, out, _ = _run(cli, "project", "show", "THESIS 2", "--json")
    shown = json.loads(out)
    assert (shown["name"], shown["instructions"], shown["model"]) == ("Thesis 2", "Cite in APA.", "gpt-4.1")
    assert shown["sessions"] == [] and shown["mcp_servers"] is None
    code, out, err = _run(cli, "project", "delete", "Thesis 2")
    assert code == 0 and "Deleted the project Thesis 2" in out and "stay, outside any project" in err
    assert _run(cli, "project", "list", "--json")[1].strip() == "[]"


@pytest.mark.parametrize(
    ("args", "code", "words"),
    [
        (("project", "show", "Nope"), 1, "There is no project 'Nope'"),
        (("project", "create", "  "), 2, "A project needs a name"),
        (("project", "create", "Far", "--workspace", "/no/such/folder"), 2, "does not exist"),
        (("project", "edit", "Taken"), 2, "Say what to change"),
        (("project", "create", "TAKEN"), 2, "already a project called"),
        (("project", "create", "Odd", "--agent", "wizard"), 2, "There is no agent profile called wizard"),
        (("sessions", "move", "ses_nope", "--none"), 1, "There is no session"),
    ],
)
def test_errors_say_what_is_wrong(cli: Cli, args: tuple[str, ...], code: int, words: str) -> None:
    _run(cli, "project", "create", "Taken")
    got, _, err = _run(cli, *args)
    assert got == code and err.startswith("Error: ") and words in err, err
    with sqlite3.connect(cli.data_dir / "history.sqlite3") as conn:
        assert [r[0] for r in conn.execute("SELECT name FROM projects")] == ["Taken"]


def test_chat_in_a_project_works_in_its_folder_with_its_instructions_and_memories(
    cli: Cli, llm_server: ScriptedLLMServer, tmp_path: Path
) -> None:
    thesis, trip = tmp_path / "thesis", tmp_path / "trip"
    thesis.mkdir()
    trip.mkdir()
    _run(cli, "project", "create", "Thesis", "--workspace", str(thesis), "--instructions", "Cite in APA.")
    _run(cli, "project", "create", "Trip", "--workspace", str(trip), "--instructions", "Prices in euros.")
    _run(cli, "memory", "add", "The thesis is about river deltas.", "--project", "thesis")
    _run(cli, "memory", "add", "The hotel is in Porto.", "--project", "Trip")
    _run(cli, "memory", "add", "Answers in British English.")
    code, out, _ = _run(cli, "memory", "list")
    assert "river deltas.  (in Thesis; written by you)" in out and "Porto.  (in Trip;" in out
    assert "British English.  (everywhere;" in out
    code, out, _ = _run(cli, "memory", "list", "--project", "trip")
    assert "Porto" in out and "deltas" not in out and "British" not in out

    in_thesis = _chat_in(cli, llm_server, "--project", "Thesis", "Outline chapter one")
    system = _system(llm_server, 0)
    assert str(thesis) in system and "Cite in APA." in system
    assert "river deltas" in system and "British English" in system
    assert "Porto" not in system and "euros" not in system and str(trip) not in system
    info = json.loads(_run(cli, "sessions", "list", "--json")[1])[0]
    assert (info["id"], info["project"], info["workspace"]) == (in_thesis, "Thesis", str(thesis))

    # `sessions prompt` shows what is sent, the project's section included
    shown = _run(cli, "sessions", "prompt", in_thesis)[1]
    assert "Project: Thesis" in shown and "Cite in APA." in shown and "Porto" not in shown

    # moved into Trip: its next turn is Trip's, nothing of Thesis
    code, out, _ = _run(cli, "sessions", "move", in_thesis, "--project", "trip")
    assert code == 0 and out.strip() == f"Moved {in_thesis} into the project Trip"
    llm_server.script(openai_text("Ok."))
    again = cli.run(
        "chat", "--data-dir", str(cli.data_dir), *provider_args(llm_server, "openai"), "--session", in_thesis,
        "Go on",
    )  # fmt: skip
    assert again.returncode == 0, describe(again)
    system = _system(llm_server, 1)
    assert "Porto" in system and "Prices in euros." in system
    assert "river deltas" not in system and "Cite in APA." not in system
    code, out, _ = _run(cli, "sessions", "list", "--project", "Trip")
    assert in_thesis in out and "(Trip)" in out
    code, out, _ = _run(cli, "sessions", "move", in_thesis, "--none")
    assert code == 0 and "out of any project" in out

    # --session of another project is refused in words
    refused = cli.run(
        "chat", "--data-dir", str(cli.data_dir), *provider_args(llm_server, "openai"), "--session", in_thesis,
        "--project", "Thesis", "hi",
    )  # fmt: skip
    assert refused.returncode == 2 and "is not in the project Thesis" in refused.stderr
    missing = cli.run("chat", "--data-dir", str(cli.data_dir), *provider_args(llm_server, "openai"),
                      "--project", "Nowhere", "hi")  # fmt: skip
    assert missing.returncode == 1 and "There is no project 'Nowhere'" in missing.stderr


def test_an_export_carries_the_project_and_an_import_makes_it(
    cli: Cli, llm_server: ScriptedLLMServer, tmp_path: Path
) -> None:
    _run(cli, "project", "create", "Thesis", "--workspace", str(cli.workspace))
    sid = _chat_in(cli, llm_server, "--project", "Thesis", "Hello")
    exported = tmp_path / "session.json"
    assert _run(cli, "sessions", "export", sid, "--format", "json", "-o", str(exported))[0] == 0
    assert json.loads(exported.read_text(encoding="utf-8"))["session"]["project"] == "Thesis"

    elsewhere = tmp_path / "other-data"
    code, out, _ = _run(cli, "sessions", "import", str(exported), data_dir=elsewhere)
    assert code == 0 and out.startswith("Imported as")
    assert "(in the project 'Thesis', created for it)" in out, "the person is told the project was made"
    again = _run(cli, "sessions", "import", str(exported), data_dir=elsewhere)[1]
    assert "(in the project 'Thesis')" in again, "a second import goes into the project made before"
    listed = json.loads(_run(cli, "project", "list", "--json", data_dir=elsewhere)[1])
    assert [p["name"] for p in listed] == ["Thesis"]
    sessions = json.loads(_run(cli, "sessions", "list", "--json", data_dir=elsewhere)[1])
    assert [s["project"] for s in sessions] == ["Thesis", "Thesis"]
