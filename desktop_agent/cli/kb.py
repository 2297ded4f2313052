"""`desktop-agent kb`: knowledge bases in the terminal — create, add, remove, list, status, sync, search,
delete."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path

from desktop_agent.cli.errors import EXIT_OK, UsageError
from desktop_agent.cli.main import data_dir_option
from desktop_agent.core.knowledge import DownloadableModel, KnowledgeService
from desktop_agent.core.paths import app_paths
from desktop_agent.domain.display import visible


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = "Knowledge bases: your folders and files, indexed for search (and for chat --kb)."
    verbs = parser.add_subparsers(dest="verb", metavar="VERB")
    for name, words in (
        ("create", "make an empty base"),
        ("delete", "delete a base (not your files)"),
        ("sync", "bring a base up to date and wait (progress on stderr)"),
    ):
        verb = verbs.add_parser(name, help=words)
        verb.add_argument("name")
        data_dir_option(verb)
    add = verbs.add_parser("add", help="add folders or files to a base")
    add.add_argument("name")
    add.add_argument("paths", nargs="+", type=Path)
    remove = verbs.add_parser("remove", help="remove a folder or file from a base")
    remove.add_argument("name")
    remove.add_argument("path", type=Path)
    listing = verbs.add_parser("list", help="the bases")
    status = verbs.add_parser("status", help="a base's sources and each file's state")
    status.add_argument("name")
    search = verbs.add_parser("search", help="search a base")
    search.add_argument("name")
    search.add_argument("query")
    search.add_argument("--top", type=int, default=5, metavar="N")
    auto = verbs.add_parser("auto", help="add a base's best passages before a turn's first step, or not")
    auto.add_argument("name")
    auto.add_argument("state", choices=("on", "off"))
    model = verbs.add_parser(
        "model", help="the embedding model a base uses; download another (SHA-256 checked) or go back"
    )
    model.add_argument("name")
    model.add_argument("--default", action="store_true", help="go back to the app's own model")
    model.add_argument("--model-name", metavar="NAME", help="the folder the downloaded model is kept in")
    for part in ("weights", "tokenizer"):
        model.add_argument(f"--{part}-url", metavar="URL", help=f"the model's {part} file (http or https)")
        model.add_argument(f"--{part}-sha256", metavar="HEX", help=f"the {part} file's SHA-256")
    for verb in (add, remove, listing, status, search, auto, model):
        data_dir_option(verb)
    for verb in (listing, status, search):
        verb.add_argument("--json", action="store_true", help="as JSON")


def run(args: argparse.Namespace) -> int:
    if args.verb is None:
        raise UsageError("Name a verb: create, add, remove, list, status, sync, search, auto, model, delete.")
    service = KnowledgeService(app_paths(getattr(args, "data_dir", None)))
    try:
        return _run(args, service)
    finally:
        service.close()


def _run(args: argparse.Namespace, kb: KnowledgeService) -> int:
    out = sys.stdout
    if args.verb == "create":
        kb.create(args.name)
        out.write(f"Created {args.name}. Add folders with: desktop-agent kb add {args.name} PATH\n")
    elif args.verb == "delete":
        kb.delete(args.name)
        out.write(f"Deleted {args.name} (your files are untouched).\n")
    elif args.verb == "add":
        for path in kb.add(args.name, args.paths):
            out.write(visible(f"Added {path}") + "\n")
        out.write(f"Run `desktop-agent kb sync {args.name}` to index it.\n")
    elif args.verb == "remove":
        kb.remove(args.name, args.path)
        out.write(f"Removed {args.path}; the next sync takes its files out.\n")
    elif args.verb == "list":
        summaries = [kb.summary(name) for name in kb.names()]
        if args.json:
            json.dump([asdict(s) for s in summaries], out)
            out.write("\n")
        for s in [] if args.json else summaries:
            out.write(f"{s.name}\t{s.files} files\t{s.chunks} chunks\t{len(s.sources)} sources\n")
    elif args.verb == "status":
        _status(args, kb)
    elif args.verb == "sync":
        _sync(args, kb)
    elif args.verb == "search":
        _search(args, kb)
    elif args.verb == "auto":
        kb.set_auto_retrieval(args.name, args.state == "on")
        said = "adds its best passages before" if args.state == "on" else "no longer adds passages before"
        out.write(f"{args.name} {said} the first step of a turn that uses it.\n")
    elif args.verb == "model":
        _model(args, kb)
    return EXIT_OK


def _model(args: argparse.Namespace, kb: KnowledgeService) -> None:
    urls = (args.weights_url, args.weights_sha256, args.tokenizer_url, args.tokenizer_sha256, args.model_name)
    if args.default and any(urls):
        raise UsageError("--default goes alone: it takes the base back to the app's own model.")
    if any(urls) and not all(urls):
        raise UsageError(
            "A model to download needs --model-name, --weights-url, --weights-sha256, --tokenizer-url and "
            "--tokenizer-sha256."
        )
    if args.default or all(urls):
        chosen = None
        if all(urls):
            chosen = DownloadableModel(
                args.model_name,
                args.weights_url,
                args.weights_sha256,
                args.tokenizer_url,
                args.tokenizer_sha256,
            )

        def progress(done: int, total: int | None) -> None:
            shown = f"{done / total:.0%}" if total else f"{done:,} bytes"
            sys.stderr.write(f"\rDownloading {args.model_name}: {shown}   ")
            sys.stderr.flush()

        kb.use_model(args.name, chosen, progress)
        if chosen is not None:
            sys.stderr.write("\n")
        to = "the app's own model" if chosen is None else chosen.name
        sys.stdout.write(
            f"{args.name} moves to {to} at its next sync (`desktop-agent kb sync {args.name}`); search keeps "
            "its present vectors until then.\n"
        )
        return
    state = kb.model(args.name)
    target = state.chosen
    choice = "" if target is None else target.model or Path(target.folder).name or target.kind
    going = f"; moving to {choice} at its next sync" if choice and choice not in state.searching_with else ""
    now = state.searching_with or "(not indexed yet)"
    sys.stdout.write(visible(f"{args.name} searches with {now}{going}") + "\n")


def _status(args: argparse.Namespace, kb: KnowledgeService) -> None:
    summary, files = kb.summary(args.name), kb.files(args.name)
    if args.json:
        json.dump(
            {
                **asdict(summary),
                "by_status": dict(summary.by_status),
                "files": [{**asdict(f), "status": f.status.value} for f in files],
            },
            sys.stdout,
        )
        sys.stdout.write("\n")
        return
    sys.stdout.write(f"{summary.name}: {summary.files} files, {summary.chunks} chunks ({summary.embedder})\n")
    for source in summary.sources:
        sys.stdout.write(visible(f"  source {source}") + "\n")
    for f in files:
        reason = f" ({f.reason})" if f.reason else ""
        sys.stdout.write(visible(f"{f.status.value:8} {f.path}{reason}") + "\n")


def _sync(args: argparse.Namespace, kb: KnowledgeService) -> None:
    def progress(done: int, total: int, path: str) -> None:
        sys.stderr.write(visible(f"[{done}/{total}] {path}") + "\n")

    report = kb.sync(args.name, progress)
    sys.stdout.write(
        f"{report.indexed} indexed, {report.unchanged} unchanged, {report.removed} removed, {report.failed} "
        f"failed, {report.skipped} skipped; {report.chunks_embedded} chunks embedded, "
        f"{report.chunks_reused} reused\n"
    )


def _search(args: argparse.Namespace, kb: KnowledgeService) -> None:
    if args.top < 1:
        raise UsageError("--top must be at least 1.")
    if not args.query.strip():
        raise UsageError("The query is empty.")
    passages = kb.whole(kb.search(args.name, args.query, args.top))  # as the model gets them
    if args.json:
        json.dump(
            [
                {
                    "id": p.cite,
                    "path": p.path,
                    "page": p.page,
                    "line_start": p.line_start,
                    "line_end": p.line_end,
                    "heading": p.heading,
                    "score": p.score,
                    "exact": p.exact,
                    "text": p.text,
                }
                for p in passages
            ],
            sys.stdout,
        )
        sys.stdout.write("\n")
        return
    if not passages:
        sys.stdout.write("Nothing found.\n")
    for p in passages:
        heading = f" — {p.heading}" if p.heading else ""
        sys.stdout.write(visible(f"{p.cite}  {p.where}{heading}  score {p.score:.4f}") + "\n")
        sys.stdout.write("    " + visible(p.text[:400]).replace("\n", "\n    ") + "\n\n")
