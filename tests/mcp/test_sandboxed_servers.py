"""An MCP stdio server the person marks `"sandbox": true` runs confined, checked by what it could do on disk
and on loopback next to the same server unconfined."""

from __future__ import annotations

import shutil
import socket
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.tools.mcp.config import load_config
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.status import ServerState
from tests.mcp.conftest import REPO, run, write_config
from tests.mcp.test_misbehaving_servers import call

pytestmark = pytest.mark.skipif(
    shutil.which("bwrap") is None, reason="needs bubblewrap (installed by .ci/run)"
)


@pytest.fixture
def listener() -> Iterator[socket.socket]:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(5)
    sock.settimeout(0.2)
    yield sock
    sock.close()


def contacted(sock: socket.socket) -> bool:
    try:
        connection, _ = sock.accept()
    except TimeoutError:
        return False
    connection.close()
    return True


@pytest.mark.parametrize(
    "sandbox", [False, True, {"network": True}], ids=["plain", "sandboxed", "with-network"]
)
def test_a_sandboxed_server_changes_only_its_folder_and_sees_no_app_files(
    tmp_path: Path, servers: dict[str, Any], listener: socket.socket, sandbox: bool | dict[str, bool]
) -> None:
    folder, app = tmp_path / "server", tmp_path / "app"
    folder.mkdir()
    app.mkdir()
    (app / "settings.json").write_text("{}")
    elsewhere = Path(tempfile.mkdtemp(prefix="da-mcp-outside-", dir="/var/tmp"))  # outside any private /tmp
    # The server's script is copied into its own folder: the checkout may itself be under /tmp, which the
    # sandbox replaces with a private one.
    shutil.copy(REPO / "tests" / "helpers" / "mcp_test_server.py", folder / "server.py")
    entry = {**servers["test"], "args": ["server.py"], "cwd": str(folder), "sandbox": sandbox}
    port = listener.getsockname()[1]

    async def scenario() -> dict[str, str]:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"test": entry}), hidden_dirs=[app])
        try:
            await manager.start()
            assert manager.status("test").state is ServerState.UP, manager.status("test").error
            return {
                "inside": (
                    await call(manager, "test__write_text", {"path": str(folder / "a.txt"), "text": "ok"})
                ).content,
                "outside": (
                    await call(manager, "test__write_text", {"path": str(elsewhere / "b.txt"), "text": "x"})
                ).content,
                "app": (await call(manager, "test__list_folder", {"path": str(app)})).content,
                "network": (await call(manager, "test__connect", {"port": port})).content,
            }
        finally:
            await manager.aclose()

    try:
        said = run(scenario())
        outside_written = (elsewhere / "b.txt").exists()
    finally:
        shutil.rmtree(elsewhere)
    assert (folder / "a.txt").read_text() == "ok", "its own folder stays writable"
    confined = sandbox is not False
    assert outside_written is not confined, said["outside"]
    assert ("settings.json" in said["app"]) is not confined, said["app"]
    network_allowed = not confined or sandbox == {"network": True}
    assert contacted(listener) is network_allowed, said["network"]


def test_the_mark_is_kept_when_the_list_is_written_back(tmp_path: Path, servers: dict[str, Any]) -> None:
    path = write_config(tmp_path / "mcp.json", {"test": {**servers["test"], "sandbox": {"network": True}}})
    server = load_config(path).servers["test"]
    assert (server.sandboxed, server.sandbox_network) == (True, True)
    assert server.to_json()["sandbox"] == {"network": True}


def test_a_bad_mark_is_a_clear_error(tmp_path: Path, servers: dict[str, Any]) -> None:
    manager = McpManager(write_config(tmp_path / "mcp.json", {"test": {**servers["test"], "sandbox": "yes"}}))
    status = manager.status("test")
    assert status.state is ServerState.INVALID
    assert "'sandbox' must be true, false or" in status.error
