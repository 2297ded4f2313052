"""`desktop-agent mcp web-engine [--add]`: whether MCP Apps' views can be shown (the web engine they need),
and adding it, as Settings › MCP servers does: what would run or be downloaded is printed first (the pip
command, or the pinned wheels' addresses, size and the folder kept), and it runs only when the person says
yes (``--yes`` does not ask; without a terminal and without ``--yes`` the answer is no). A download's
progress goes to standard error; Ctrl+C stops it and keeps nothing."""

from __future__ import annotations

import argparse
import asyncio
import json
import shlex
import sys
import threading
from typing import Any, TextIO

from desktop_agent.cli.errors import EXIT_CANCELLED, EXIT_FAILED, EXIT_OK
from desktop_agent.cli.mcp_registry import _confirm
from desktop_agent.core import web_engine_kit
from desktop_agent.core.app_core import AppCore
from desktop_agent.core.web_engine import WebEngine, add_web_engine, web_engine
from desktop_agent.core.web_engine_kit import KitCancelledError, KitError, KitPlan

VERB = "web-engine"


def add_verbs(verbs: Any) -> None:
    engine = verbs.add_parser(VERB, help="whether MCP Apps' views can be shown; --add adds the web engine")
    engine.add_argument("--add", action="store_true", help="add the web engine (what it runs is shown first)")
    engine.add_argument("--yes", action="store_true", help="do not ask before adding it")


def _state(engine: WebEngine) -> dict[str, object]:
    return {
        "installed": engine.installed,
        "version": engine.version,
        "command": list(engine.command),
        "download_bytes": engine.kit.size if engine.kit is not None else None,
        "why_not": engine.why_not.format(version=engine.version),
    }


def _describe(engine: WebEngine, core: AppCore) -> str:
    if engine.installed:
        return f"MCP Apps' views are shown in their tool cards (web engine {engine.version})."
    if engine.kit is not None:
        kit = engine.kit
        folder = web_engine_kit.kit_folder(core.paths.data_dir, kit.version)
        urls = "\n".join(f"  {url}" for url in kit.urls(core.settings.web_engine_source))
        return (
            f"MCP Apps' views need the web engine, which is not installed. Adding it downloads "
            f"{kit.size / 1e6:.0f} MB (PySide6-Addons and PySide6-Essentials {kit.version}, each checked "
            f"against the SHA-256 sum this app was built with):\n{urls}\nand keeps about "
            f"{web_engine_kit.KEPT_MB} MB of them in {folder}."
        )
    if engine.command:
        return (
            "MCP Apps' views need the web engine, which is not installed. Adding it runs:\n  "
            + shlex.join(engine.command)
        )
    return "MCP Apps' views are not shown: " + engine.why_not.format(version=engine.version)


async def run(args: argparse.Namespace, core: AppCore) -> int:
    engine = web_engine(core.paths.data_dir)
    out = sys.stderr if args.json else sys.stdout
    if not args.add or engine.installed or not (engine.command or engine.kit is not None):
        if args.json:
            sys.stdout.write(json.dumps(_state(engine)) + "\n")
        else:
            out.write(_describe(engine, core) + "\n")
        return EXIT_OK if engine.installed or not args.add else EXIT_FAILED
    out.write(_describe(engine, core) + "\n")
    if not _confirm("Add the web engine? [y/N] ", args, out):
        out.write("Nothing was added.\n")
        return EXIT_CANCELLED
    if engine.kit is not None:
        code = await _download(engine.kit, core, sys.stderr)
    else:

        def said(line: str) -> None:
            out.write(line + "\n")

        await add_web_engine(engine.command, said)
        code = EXIT_OK
    after = web_engine(core.paths.data_dir)
    if args.json:
        sys.stdout.write(json.dumps(_state(after)) + "\n")
    elif code == EXIT_OK:
        out.write(_describe(after, core) + "\n")
    return code


async def _download(kit: KitPlan, core: AppCore, err: TextIO) -> int:
    stop = threading.Event()
    shown = [-1]

    def progress(done: int, total: int) -> None:  # in the download's thread
        percent = done * 100 // max(total, 1)
        if percent // 5 != shown[0]:
            shown[0] = percent // 5
            err.write(f"  {percent}% of {total / 1e6:.0f} MB\n")
            err.flush()

    work = asyncio.to_thread(
        web_engine_kit.add, core.paths.data_dir, kit, progress,
        source=core.settings.web_engine_source, stopped=stop.is_set,
    )  # fmt: skip
    task = asyncio.ensure_future(work)
    try:
        await asyncio.shield(task)
    except asyncio.CancelledError:  # Ctrl+C: the download stops at its next block, and keeps nothing
        stop.set()
        await asyncio.gather(task, return_exceptions=True)
        err.write("The download was stopped; nothing of it was kept.\n")
        return EXIT_CANCELLED
    except KitCancelledError:
        err.write("The download was stopped; nothing of it was kept.\n")
        return EXIT_CANCELLED
    except KitError as error:
        err.write(f"The web engine was not added: {error}\n")
        return EXIT_FAILED
    return EXIT_OK
