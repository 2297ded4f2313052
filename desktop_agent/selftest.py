"""`desktop-agent --self-test`: does this installation work? One line per check, non-zero exit on a failure.

The checks are the parts a packaged app most often loses: Qt and its platform plugin, SQLite and the
history's migrations, a knowledge base (its indexing child process, the shipped embedding model, FTS5 and
hybrid search without any SQLite extension), the keyring backends (found through package metadata), both
model SDKs, the CA certificates HTTPS needs, child processes that speak MCP over stdio, and MCP Apps' views
(the web engine is optional: without it the check says so; with it, a view must render). Qt and the MCP
child run in processes of their own (this same program, in a hidden mode), so a missing system library is
reported as a failed check instead of killing the self-test.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import importlib.util
import json
import os
import platform
import sqlite3
import ssl
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Final, Literal

from desktop_agent import __version__

Status = Literal["ok", "warn", "FAIL"]

QT_PROBE_FLAG: Final = "--self-test-qt"
MCP_ECHO_FLAG: Final = "--mcp-echo-server"
HIDDEN_MODES: Final = frozenset({QT_PROBE_FLAG, MCP_ECHO_FLAG})
VIEWS_PROBE_VAR: Final = "DESKTOP_AGENT_SELF_TEST_VIEWS"
"""Set by the self-test for its Qt probe: render an MCP App's view in the web engine too."""
CHILD_TIMEOUT_S: Final = 60.0
MCP_PROTOCOL_VERSION: Final = "2025-06-18"
ECHO_SERVER_NAME: Final = "desktop-agent-echo"

# The keyring backend each OS should have; without it, keys cannot be stored there at all.
_PLATFORM_BACKEND: Final = {
    "Linux": "keyring.backends.SecretService",
    "Darwin": "keyring.backends.macOS",
    "Windows": "keyring.backends.Windows",
}


@dataclass(frozen=True, slots=True)
class CheckResult:
    status: Status
    name: str
    detail: str

    def line(self) -> str:
        return f"{self.status:<4} {self.name}: {self.detail}"


class CheckFailedError(Exception):
    """A check found a problem; the message says what, in words a person can act on."""


class CheckWarningError(Exception):
    """Not broken, but worth knowing (e.g. no keyring service is running right now)."""


def self_command() -> list[str]:
    """How to start this same program again: the frozen executable, or this Python with the package."""
    if getattr(sys, "frozen", False):
        # On Windows the window's executable has no console to print to; its console twin does.
        console = Path(sys.executable).with_name("desktop-agent.exe")
        return [str(console) if sys.platform == "win32" and console.exists() else sys.executable]
    return [sys.executable, "-m", "desktop_agent"]


def run_self_test(out: IO[str], *, scratch_parent: Path | None = None, require_keyring: bool = False) -> int:
    """Run every check, print a line for each as it finishes; 0 when none failed."""
    checks: list[tuple[str, Callable[[], str]]] = [
        ("version", _check_version),
        ("qt", _check_qt),
        ("database", lambda: _check_database(scratch_parent)),
        ("knowledge", lambda: _check_knowledge(scratch_parent)),
        ("keyring", lambda: _check_keyring(require_keyring)),
        ("sdks", _check_sdks),
        ("ssl", _check_ssl),
        ("mcp", _check_mcp_child),
        ("apps", lambda: _check_app_views(scratch_parent)),
    ]
    failed = 0
    for name, check in checks:
        result = _run_check(name, check)
        failed += result.status == "FAIL"
        out.write(result.line() + "\n")
        out.flush()
    out.write("self-test passed\n" if not failed else f"self-test failed: {failed} check(s) failed\n")
    return 1 if failed else 0


def _run_check(name: str, check: Callable[[], str]) -> CheckResult:
    started = time.perf_counter()
    try:
        detail = check()
        status: Status = "ok"
    except CheckWarningError as warning:
        status, detail = "warn", str(warning)
    except CheckFailedError as failure:
        status, detail = "FAIL", str(failure)
    except Exception as exc:  # an unexpected error is a failed check, reported in one line
        status, detail = "FAIL", f"{type(exc).__name__}: {exc}"
    return CheckResult(status, name, f"{detail} ({time.perf_counter() - started:.1f} s)")


# ---- the checks -------------------------------------------------------------------------------


def _check_version() -> str:
    how = "frozen app" if getattr(sys, "frozen", False) else "Python package"
    return f"desktop-agent {__version__}, {how}, Python {platform.python_version()} on {platform.platform()}"


def _check_qt() -> str:
    env = dict(os.environ)
    if (
        sys.platform.startswith("linux")
        and "QT_QPA_PLATFORM" not in env
        and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))
    ):
        env["QT_QPA_PLATFORM"] = "offscreen"  # no screen here: check Qt itself, not the display
    proc = _run_child([*self_command(), QT_PROBE_FLAG], env=env)
    if proc.returncode != 0:
        raise CheckFailedError(f"Qt could not start (exit code {proc.returncode}): {_tail(proc.stderr)}")
    report = _last_json_line(proc.stdout)
    if not report.get("icon"):
        raise CheckFailedError(
            "Qt started, but the app icon (SVG) did not render: the SVG plugins are missing"
        )
    return f"PySide6 {report['pyside']} (Qt {report['qt']}), platform {report['platform']}, icon renders"


def _check_database(scratch_parent: Path | None) -> str:
    from desktop_agent.core.app_core import open_core
    from desktop_agent.core.keys import MemorySecretStore
    from desktop_agent.core.paths import AppPaths
    from desktop_agent.domain.errors import UserFacingError
    from desktop_agent.storage.schema import LATEST

    with tempfile.TemporaryDirectory(prefix="desktop-agent-self-test-", dir=scratch_parent) as scratch:
        root = Path(scratch)
        try:  # the app's own core over a scratch folder: settings, history, MCP list
            core = open_core(
                AppPaths(root, root, root / "logs"), secrets=MemorySecretStore(), logging_to_file=False
            )
        except UserFacingError as error:
            raise CheckFailedError(f"{error.message} {error.action or ''}".strip()) from None
        try:
            store = core.history
            if store.read_only or store.notice is not None:
                raise CheckFailedError(f"a new database opened read-only or with a notice: {store.notice}")
            sessions = core.sessions.list()  # a read on the history thread
            path = store.path
        finally:
            core.close()
        if sessions:
            raise CheckFailedError(f"a new database already holds {len(sessions)} session(s)")
        with sqlite3.connect(path) as conn:
            schema = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if schema != LATEST:
            raise CheckFailedError(f"migrated to schema {schema}, expected {LATEST}")
    return f"SQLite {sqlite3.sqlite_version}, a new history migrated to schema {schema}"


def _check_knowledge(scratch_parent: Path | None) -> str:
    """A scratch knowledge base: two files indexed by the spawned indexing process with the shipped model,
    then a hybrid search whose exact identifier must come first. Plain sqlite3 (FTS5 with Porter stems and
    trigrams) and numpy: it works where `enable_load_extension` is missing, and says whether it is."""
    from desktop_agent.core.knowledge import KnowledgeService
    from desktop_agent.core.paths import AppPaths

    with tempfile.TemporaryDirectory(prefix="desktop-agent-self-test-kb-", dir=scratch_parent) as scratch:
        root = Path(scratch)
        docs = root / "docs"
        docs.mkdir()
        (docs / "pump.md").write_text(
            "# Pump\nFault KX-4471 means the intake valve is stuck.\n", encoding="utf-8"
        )
        (docs / "fans.txt").write_text("Fans keep the cabinet cool; clean them monthly.\n", encoding="utf-8")
        data = root / "data"
        service = KnowledgeService(AppPaths(data, data, data / "logs"))
        try:
            service.create("selftest")
            service.add("selftest", [docs])
            report = service.sync("selftest")
            if (report.indexed, report.failed) != (2, 0):
                raise CheckFailedError(f"indexing two files gave {report}")
            found = service.search("selftest", "what does KX-4471 mean", top=2)
            if not found or not found[0].path.endswith("pump.md") or not found[0].exact:
                raise CheckFailedError(f"a hybrid search did not put the exact identifier first: {found}")
            model = service.summary("selftest").embedder
        finally:
            service.close()
    extensions = hasattr(sqlite3.Connection, "enable_load_extension")
    return (
        f"indexed 2 files in a child process with {model}, hybrid search answered "
        f"(SQLite extension loading {'available' if extensions else 'missing'}: not needed)"
    )


def _check_keyring(require_keyring: bool) -> str:
    expected = _PLATFORM_BACKEND.get(platform.system())
    entry_points = importlib.metadata.entry_points(group="keyring.backends")
    if not entry_points:
        raise CheckFailedError("the keyring package's metadata (its backend entry points) is missing")
    if expected is not None and importlib.util.find_spec(expected) is None:
        raise CheckFailedError(f"the {expected} backend is not part of this installation")

    from desktop_agent.domain.errors import UserFacingError
    from desktop_agent.secrets.keyring_store import KeyringSecretStore

    store = KeyringSecretStore()  # itself, not the core's: the check needs its ensure_available()
    try:
        store.ensure_available()
    except UserFacingError:
        message = "no keyring service is running, so API keys cannot be stored now"
        if expected and (why := _backend_unusable_because(expected)):
            message += f" ({expected.rsplit('.', 1)[-1]}: {why})"
        if require_keyring:
            raise CheckFailedError(message) from None
        raise CheckWarningError(f"{message}; a key can still be given per run with --api-key-env") from None
    return f"keys are kept in {store.backend_name()}"


def _backend_unusable_because(module_name: str) -> str | None:
    """Why keyring will not use this backend here: its own words (its priority check raises them)."""
    try:
        module = importlib.import_module(module_name)
        module.Keyring.priority  # noqa: B018 - a property that raises when the backend cannot work
    except Exception as exc:
        return f"{type(exc).__name__}: {exc}"
    return None


def _check_sdks() -> str:
    found = []
    for adapter, sdk in (
        ("desktop_agent.providers.openai_chat", "openai"),
        ("desktop_agent.providers.anthropic_messages", "anthropic"),
    ):
        try:
            importlib.import_module(adapter)
            module = importlib.import_module(sdk)  # the adapters import theirs on first use
        except ImportError as exc:
            raise CheckFailedError(f"the {sdk} SDK does not import: {exc}") from None
        found.append(f"{sdk} {getattr(module, '__version__', '?')}")
    return ", ".join(found)


def _check_ssl() -> str:
    """The CA certificates HTTPS will trust, found the way the SDKs' HTTP client finds them."""
    try:
        httpcore = importlib.import_module("httpcore2")
        context: ssl.SSLContext = httpcore.default_ssl_context()
        how = "the SDKs' default context"
    except (ImportError, AttributeError):
        context = ssl.create_default_context()
        how = "Python's default context"
    base = f"{ssl.OPENSSL_VERSION}, {how}"
    if type(context).__module__.startswith("truststore"):
        return f"{base}: certificates are checked by the OS trust store"
    if os.environ.get("SSL_CERT_FILE"):
        base += f", SSL_CERT_FILE={os.environ['SSL_CERT_FILE']}"
    count = context.cert_store_stats().get("x509_ca", 0)
    if count:
        return f"{base}: {count} CA certificates loaded"
    paths = ssl.get_default_verify_paths()
    if paths.capath and any(Path(paths.capath).glob("*.0")):
        return f"{base}: CA certificates in {paths.capath}"
    raise CheckFailedError(f"{base}: no CA certificates found, so HTTPS connections would fail")


def _check_mcp_child() -> str:
    """Spawn this program as an MCP server over stdio and do the initialize handshake with it."""
    with _spawned([*self_command(), MCP_ECHO_FLAG]) as (proc, ask, notify):
        reply = ask("initialize", {
            "protocolVersion": MCP_PROTOCOL_VERSION,
            "capabilities": {},
            "clientInfo": {"name": "desktop-agent-self-test", "version": __version__},
        })  # fmt: skip
        server = reply.get("serverInfo", {})
        if server.get("name") != ECHO_SERVER_NAME or reply.get("protocolVersion") != MCP_PROTOCOL_VERSION:
            raise CheckFailedError(f"unexpected initialize result: {json.dumps(reply)[:200]}")
        notify("notifications/initialized")
        tools = ask("tools/list", {}).get("tools", [])
        echoed = ask("tools/call", {"name": "echo", "arguments": {"text": "héllo"}})
        text = echoed.get("content", [{}])[0].get("text")
        if text != "héllo":
            raise CheckFailedError(f"the echo tool answered {text!r}")
    if proc.returncode != 0:
        raise CheckFailedError(f"the MCP child exited with code {proc.returncode}")
    return f"spawned a stdio server (pid {proc.pid}), initialize + {len(tools)} tool(s) + a call answered"


# ---- child processes --------------------------------------------------------------------------


Ask = Callable[[str, dict[str, Any]], dict[str, Any]]
Notify = Callable[[str], None]


@contextmanager
def _spawned(command: list[str]) -> Iterator[tuple[subprocess.Popen[bytes], Ask, Notify]]:
    """A child speaking newline-delimited JSON-RPC on stdin/stdout, killed if it stops answering."""
    proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    watchdog = threading.Timer(CHILD_TIMEOUT_S, proc.kill)
    watchdog.start()
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    stdin, stdout, stderr = proc.stdin, proc.stdout, proc.stderr
    next_id = iter(range(1, 1_000_000))

    def send(message: dict[str, Any]) -> None:
        stdin.write(json.dumps({"jsonrpc": "2.0", **message}).encode() + b"\n")
        stdin.flush()

    def ask(method: str, params: dict[str, Any]) -> dict[str, Any]:
        request_id = next(next_id)
        send({"id": request_id, "method": method, "params": params})
        line = stdout.readline()
        if not line:
            raise CheckFailedError(
                f"the child closed its output without answering {method}: {_tail(stderr.read())}"
            )
        reply = json.loads(line)
        if reply.get("id") != request_id or "result" not in reply:
            raise CheckFailedError(f"bad answer to {method}: {line[:200]!r}")
        result: dict[str, Any] = reply["result"]
        return result

    def notify(method: str) -> None:
        send({"method": method})

    try:
        yield proc, ask, notify
        stdin.close()  # end of input: the server exits
        proc.wait(CHILD_TIMEOUT_S)
    finally:
        watchdog.cancel()
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        for stream in (stdin, stdout, stderr):
            stream.close()


def _run_child(command: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(
            command, env=env, capture_output=True, text=True, timeout=CHILD_TIMEOUT_S, check=False
        )
    except subprocess.TimeoutExpired:
        raise CheckFailedError(f"{command[-1]} did not finish within {CHILD_TIMEOUT_S:.0f} s") from None


def _tail(text: str | bytes, lines: int = 3) -> str:
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    kept = [line.strip() for line in text.strip().splitlines() if line.strip()][-lines:]
    return " | ".join(kept) or "(no output)"


def _last_json_line(text: str) -> dict[str, Any]:
    for line in reversed(text.strip().splitlines()):
        if line.startswith("{"):
            found: dict[str, Any] = json.loads(line)
            return found
    raise CheckFailedError(f"the Qt probe printed no report: {_tail(text)}")


# ---- the hidden modes the checks start --------------------------------------------------------


def _check_app_views(data_dir: Path | None) -> str:
    """MCP Apps' views: QtWebEngine is optional. Without it the check says so (tools with a view show their
    text results); with it (its own, or the one added to the data folder), a view's host page must render
    in the engine (in the Qt probe's process)."""
    from desktop_agent.core import web_engine_kit
    from desktop_agent.core.paths import app_paths

    data = app_paths(data_dir).data_dir
    added = web_engine_kit.use(data)
    if importlib.util.find_spec("PySide6.QtWebEngineWidgets") is None:
        return "QtWebEngine is not installed: tools with a view show their text results"
    env = dict(os.environ, **{VIEWS_PROBE_VAR: "1"})
    if sys.platform.startswith("linux") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    proc = _run_child([*self_command(), "--data-dir", str(data), QT_PROBE_FLAG], env=env)
    report = _last_json_line(proc.stdout) if proc.returncode == 0 else {}
    if report.get("view") != "shown":
        why = report.get("view") or f"exit code {proc.returncode}: {_tail(proc.stderr)}"
        raise CheckFailedError(f"QtWebEngine is installed but a view did not render ({why})")
    where = f", added in {added}" if added else ""
    chromium = report.get("chromium")
    return f"QtWebEngine renders a view's page in its sandboxed frame (Chromium {chromium}{where})"


def run_hidden_mode(flag: str, data_dir: Path | None = None) -> int:
    if flag == QT_PROBE_FLAG:
        return _qt_probe(data_dir)
    return _mcp_echo_server(sys.stdin.buffer, sys.stdout.buffer)


def _qt_probe(data_dir: Path | None = None) -> int:
    """Start Qt, show a window with the app icon, render it; print what was found as JSON.

    Like app.py, this is the composition root's code, so it may import Qt (the core never does)."""
    import PySide6
    from PySide6.QtCore import Qt, qVersion
    from PySide6.QtWidgets import QApplication, QLabel

    from desktop_agent.ui.resources import app_icon

    if os.environ.get(VIEWS_PROBE_VAR) == "1":  # the web engine needs it before the application exists
        if data_dir is not None:  # the engine added to the data folder, if that is where it is
            from desktop_agent.core import web_engine_kit

            web_engine_kit.use(data_dir)
        QApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    icon = app_icon()
    label = QLabel("Desktop Agent self-test")
    label.setWindowIcon(icon)
    label.show()
    app.processEvents()
    rendered = not icon.isNull() and not icon.pixmap(64, 64).isNull() and not label.grab().isNull()
    label.close()
    report: dict[str, object] = {
        "pyside": PySide6.__version__,
        "qt": qVersion(),
        "platform": app.platformName(),
        "icon": rendered,
    }
    if os.environ.get(VIEWS_PROBE_VAR) == "1":
        report.update(_view_probe(app))
    sys.stdout.write(json.dumps(report) + "\n")
    return 0


def _view_probe(app: Any) -> dict[str, object]:
    """A view's host page, with a view in its sandboxed frame, rendered by the web engine: what it shows."""
    from PySide6.QtCore import QEvent, QEventLoop, QTimer
    from PySide6.QtWebEngineCore import qWebEngineChromiumVersion

    from desktop_agent.core.mcp_apps import View, ViewPolicy, ViewSession
    from desktop_agent.ui.mcp_app_view import McpAppView

    class _Nobody:  # a view's host that allows nothing
        async def approve_call(self, server: str, tool: str, arguments: dict[str, Any]) -> bool:
            return False

        async def open_link(self, server: str, url: str) -> bool:
            return False

        async def post_message(self, server: str, text: str) -> bool:
            return False

        def model_context(self, server: str, text: str) -> None:
            pass

        def resize(self, width: int | None, height: int | None) -> None:
            pass

        def display_mode(self, mode: Any) -> Any:
            return "inline"

    async def nothing(*args: Any) -> dict[str, Any]:
        return {}

    page = "<!doctype html><html><head></head><body><p id='probe'>shown</p></body></html>"
    view = View("self-test", "ui://self-test/probe.html", page, ViewPolicy.declared(None), True)
    session = ViewSession("self-test", "probe", {}, {}, _Nobody(), nothing, nothing, frozenset())
    widget = McpAppView(view, session)
    widget.resize(320, 120)
    widget.show()
    seen: list[object] = []
    wait = QEventLoop()
    QTimer.singleShot(30_000, wait.quit)

    def read() -> None:
        frames = widget.page_.mainFrame().children()
        if frames:
            frames[0].runJavaScript("document.getElementById('probe')?.textContent", lambda v: seen.append(v))
        if seen and seen[-1] == "shown":
            wait.quit()
        else:
            QTimer.singleShot(100, read)

    widget.loadFinished.connect(lambda ok: read())
    wait.exec()
    shown = "shown" if "shown" in seen else f"its page showed {seen[-1:] or 'nothing'}"
    widget.dispose()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # the page goes before the application
    return {"view": shown, "chromium": qWebEngineChromiumVersion()}


def _mcp_echo_server(stdin: IO[bytes], stdout: IO[bytes]) -> int:
    """A minimal MCP server over stdio (plain JSON-RPC, no SDK): initialize, tools/list, tools/call echo."""
    for raw in stdin:
        try:
            message = json.loads(raw)
        except ValueError:
            _reply(stdout, None, error={"code": -32700, "message": "Parse error"})
            continue
        if not isinstance(message, dict) or "id" not in message:
            continue  # a notification: nothing to answer
        method, params = message.get("method"), message.get("params") or {}
        if method == "initialize":
            result: dict[str, Any] = {
                "protocolVersion": params.get("protocolVersion", MCP_PROTOCOL_VERSION),
                "capabilities": {"tools": {}},
                "serverInfo": {"name": ECHO_SERVER_NAME, "version": __version__},
            }
        elif method == "ping":
            result = {}
        elif method == "tools/list":
            result = {"tools": [{
                "name": "echo",
                "description": "Returns the text it is given.",
                "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}}},
            }]}  # fmt: skip
        elif method == "tools/call" and params.get("name") == "echo":
            text = str(params.get("arguments", {}).get("text", ""))
            result = {"content": [{"type": "text", "text": text}], "isError": False}
        else:
            _reply(stdout, message["id"], error={"code": -32601, "message": f"Method not found: {method}"})
            continue
        _reply(stdout, message["id"], result=result)
    return 0


def _reply(stdout: IO[bytes], request_id: object, **body: object) -> None:
    stdout.write(json.dumps({"jsonrpc": "2.0", "id": request_id, **body}).encode() + b"\n")
    stdout.flush()
