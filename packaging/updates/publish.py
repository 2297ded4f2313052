"""Publish Desktop Agent's signed update feed: a TUF repository (tufup's layout) any static HTTP server
can serve.

    python packaging/updates/publish.py init  --repo REPO --keys KEYS
    python packaging/updates/publish.py add   --repo REPO --keys KEYS --version 0.2.0 \\
        --notes-file CHANGES.md [--platform linux-x86_64] dist/desktop-agent-0.2.0-linux-x86_64.tar.gz
    python packaging/updates/publish.py resign --repo REPO --keys KEYS     (before metadata expires)
    python packaging/updates/publish.py embed-root --repo REPO --feed-url URL   (ship the root in the app)

`init` makes the signing keys (Ed25519, one per TUF role) in KEYS, which must stay outside the repository
and off the web server, and the first signed metadata in REPO/metadata. `add` takes a built archive (the
.tar.gz `packaging/linux/build.sh` writes, or any .tar.gz or folder of a bundle: a single top folder in the
archive is the bundle), repacks its contents as `desktop-agent-<platform>-<version>.tar.gz` in
REPO/targets, records its length, hashes and release notes in the targets metadata, and signs the changed
metadata. Serve REPO as it is: the app reads `<feed>/metadata/` and `<feed>/targets/`. See README.md.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import re
import sys
import tarfile
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, Final

ROOT: Final = Path(__file__).resolve().parents[2]
APP_NAME: Final = "desktop-agent"
ROLES: Final = ("root", "targets", "snapshot", "timestamp")
DEFAULT_DAYS: Final[Mapping[str, float]] = {"root": 365, "targets": 90, "snapshot": 90, "timestamp": 14}
"""How long each role's signature holds. The app refuses metadata past these dates: `resign` (e.g. from a
weekly job) signs the feed again before the timestamp runs out."""
TRUSTED_ROOT_MODULE: Final = ROOT / "desktop_agent" / "updates" / "trusted_root.py"

log = logging.getLogger("publish")


class PublishError(Exception):
    """Something the person publishing can fix; said in one line, without a traceback."""


def init_repository(repo: Path, keys: Path, days: Mapping[str, float] | None = None) -> Path:
    """New keys (when KEYS has none) and the first signed metadata; returns REPO/metadata/root.json."""
    repo, keys = repo.resolve(), keys.resolve()
    repo.mkdir(parents=True, exist_ok=True)
    keys.mkdir(parents=True, exist_ok=True)
    if _inside(keys, repo):
        raise PublishError(f"the keys folder {keys} is inside the repository {repo}: it would be published")
    existing = [role for role in ROLES if (keys / role).exists()]
    if existing and len(existing) != len(ROLES):
        raise PublishError(f"{keys} holds keys for only some roles ({', '.join(existing)})")
    if (repo / "metadata" / "root.json").exists():
        raise PublishError(f"{repo} is already a repository")
    keys.chmod(0o700)  # the private keys: this user only
    with _tufup_repository(repo, keys, APP_NAME, days) as (repository, _tufup):
        repository.initialize()
    return repo / "metadata" / "root.json"


def add_release(
    repo: Path,
    keys: Path,
    source: Path,
    version: str,
    notes: str,
    platform: str,
    days: Mapping[str, float] | None = None,
) -> Path:
    """Add one built version for one platform; returns the archive written in REPO/targets."""
    repo, keys, source = repo.resolve(), keys.resolve(), source.resolve()
    _check_repository(repo, keys)
    if not re.fullmatch(r"[0-9][0-9A-Za-z.+!]*", version):
        raise PublishError(f"{version!r} is not a version (e.g. 0.2.0)")
    if not re.fullmatch(r"[a-z0-9_]+-[a-z0-9_]+", platform):
        raise PublishError(f"{platform!r} is not a platform tag (e.g. linux-x86_64)")
    name = f"{APP_NAME}-{platform}"
    target = repo / "targets" / f"{name}-{version}.tar.gz"
    if target.exists():
        raise PublishError(f"{target.name} is already published: versions are never replaced")
    with tempfile.TemporaryDirectory(prefix="desktop-agent-publish-") as scratch:
        bundle = _bundle_folder(source, Path(scratch))
        with _tufup_repository(repo, keys, name, days) as (repository, tufup):
            newer = [
                meta
                for meta in (tufup.TargetMeta(path) for path in repository.roles.targets.signed.targets)
                if meta.name == name
                and meta.is_archive
                and meta.version >= tufup.TargetMeta(name=name, version=version).version
            ]
            if newer:
                raise PublishError(f"{platform} already has {newer[0].version}: publish a newer version")
            # Not tufup's add_bundle: it compares versions across every archive of the repository, and
            # this one holds one archive series per platform (the app picks its own by name).
            archive = tufup.make_gztar_archive(
                src_dir=bundle, dst_dir=repository.targets_dir, app_name=name, version=version
            )
            repository.roles.add_or_update_target(
                local_path=archive.path,
                custom={"user": {"notes": notes.strip(), "platform": platform}, "tufup": {"required": False}},
            )
            repository.publish_changes(private_key_dirs=[keys])
    if not target.exists():
        raise PublishError(f"{target.name} was not written")
    return target


def resign(repo: Path, keys: Path, days: Mapping[str, float] | None = None) -> None:
    """Sign targets, snapshot and timestamp again with fresh expiry dates (nothing else changes)."""
    repo, keys = repo.resolve(), keys.resolve()
    _check_repository(repo, keys)
    with _tufup_repository(repo, keys, APP_NAME, days) as (repository, _tufup):
        for role in ("targets", "snapshot", "timestamp"):
            repository.refresh_expiration_date(role)
        repository.publish_changes(private_key_dirs=[keys])


def embed_root(repo: Path, feed_url: str, module: Path = TRUSTED_ROOT_MODULE) -> None:
    """Write the repository's root.json and the feed's address into the app's source, to ship them."""
    root_json = (repo / "metadata" / "root.json").read_text(encoding="utf-8")
    json.loads(root_json)
    text = module.read_text(encoding="utf-8")
    feed_line = f"PROJECT_FEED_URL: Final[str] = {feed_url!r}"
    root_line = f"ROOT_JSON: Final[str | None] = {root_json!r}\n"
    text, feeds = re.subn(r"(?m)^PROJECT_FEED_URL: Final\[str\] = .*$", lambda _: feed_line, text)
    text, roots = re.subn(r"(?ms)^ROOT_JSON: Final\[str \| None\] = .*\Z", lambda _: root_line, text)
    if feeds != 1 or roots != 1:
        raise PublishError(f"{module} does not have the expected PROJECT_FEED_URL and ROOT_JSON lines")
    module.write_text(text, encoding="utf-8")


class _Tufup:
    """tufup's parts, imported when needed (the packaging environment has tufup: it is an app dependency)."""

    def __init__(self) -> None:
        from tufup.common import TargetMeta
        from tufup.repo import Repository, make_gztar_archive

        self.Repository = Repository
        self.make_gztar_archive = make_gztar_archive
        self.TargetMeta = TargetMeta


@contextlib.contextmanager
def _tufup_repository(
    repo: Path, keys: Path, app_name: str, days: Mapping[str, float] | None
) -> Iterator[tuple[Any, _Tufup]]:
    repo, keys = repo.resolve(), keys.resolve()
    tufup = _Tufup()
    expiration = {**DEFAULT_DAYS, **(days or {})}
    repository = tufup.Repository(app_name=app_name, repo_dir=repo, keys_dir=keys, expiration_days=expiration)
    # tufup writes its config file into the current folder: a throwaway one, not the repository's.
    with tempfile.TemporaryDirectory(prefix="desktop-agent-tufup-") as workdir, contextlib.chdir(workdir):
        if (repo / "metadata" / "root.json").exists():
            repository._load_keys_and_roles(create_keys=False)
        yield repository, tufup


def _check_repository(repo: Path, keys: Path) -> None:
    if not (repo / "metadata" / "root.json").is_file():
        raise PublishError(f"{repo} is not a repository yet: run `init` first")
    missing = [role for role in ROLES if not (keys / role).is_file()]
    if missing:
        raise PublishError(f"{keys} lacks the private key(s) of {', '.join(missing)}")


def _bundle_folder(source: Path, scratch: Path) -> Path:
    """The bundle's folder: `source` itself, or what its archive holds (the single top folder, if any)."""
    if source.is_dir():
        return source
    if not source.is_file():
        raise PublishError(f"{source} does not exist")
    try:
        with tarfile.open(source) as archive:
            archive.extractall(scratch / "unpacked", filter="data")
    except (tarfile.TarError, OSError) as error:
        raise PublishError(f"{source} is not a readable .tar.gz: {error}") from None
    entries = list((scratch / "unpacked").iterdir())
    if len(entries) == 1 and entries[0].is_dir():
        return entries[0]
    if not entries:
        raise PublishError(f"{source} is empty")
    return scratch / "unpacked"


def _inside(path: Path, folder: Path) -> bool:
    path, folder = path.resolve(), folder.resolve()
    return path == folder or folder in path.parents


def _days(values: Sequence[str]) -> dict[str, float]:
    days: dict[str, float] = {}
    for value in values:
        role, _, number = value.partition("=")
        if role not in ROLES or not number:
            raise PublishError(f"--days {value!r}: write ROLE=DAYS, ROLE one of {', '.join(ROLES)}")
        days[role] = float(number)
    return days


def _this_platform() -> str:
    sys.path.insert(0, str(ROOT))
    from desktop_agent.updates.installation import platform_tag

    return platform_tag()


def _version_from_name(source: Path) -> str | None:
    found = re.search(
        r"desktop-agent-([0-9][0-9A-Za-z.+!]*?)(?:-(?:linux|macos|windows)|\.tar\.gz$)", source.name
    )
    return found.group(1) if found else None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="publish.py", description=__doc__.split("\n\n")[0] if __doc__ else ""
    )
    verbs = parser.add_subparsers(dest="verb", required=True)
    for verb, words in (
        ("init", "new keys and an empty signed repository"),
        ("add", "publish a built version"),
        ("resign", "sign the metadata again"),
    ):
        sub = verbs.add_parser(verb, help=words)
        sub.add_argument("--repo", type=Path, required=True, help="the repository folder to serve")
        sub.add_argument("--keys", type=Path, required=True, help="the private keys (never publish them)")
        sub.add_argument(
            "--days",
            action="append",
            default=[],
            metavar="ROLE=DAYS",
            help=f"how long a role's signature holds (defaults: {dict(DEFAULT_DAYS)})",
        )
    add = verbs.choices["add"]
    add.add_argument("source", type=Path, help="the built .tar.gz (or the bundle's folder)")
    add.add_argument("--version", help="the version it holds (default: read from the archive's name)")
    add.add_argument("--platform", help="e.g. linux-x86_64, macos-arm64, windows-x86_64 (default: this one)")
    notes = add.add_mutually_exclusive_group()
    notes.add_argument("--notes", default="", help="what changed, shown before the update")
    notes.add_argument("--notes-file", type=Path, help="what changed, from a file")
    embed = verbs.add_parser("embed-root", help="ship this repository's root.json in the app's source")
    embed.add_argument("--repo", type=Path, required=True)
    embed.add_argument("--feed-url", required=True, help="where the repository will be served")
    embed.add_argument("--module", type=Path, default=TRUSTED_ROOT_MODULE, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    logging.getLogger("tufup").setLevel(logging.ERROR)  # its notes on the throwaway config file
    try:
        if args.verb == "init":
            root = init_repository(args.repo, args.keys, _days(args.days))
            sys.stdout.write(f"repository: {args.repo}\ntrusted root (ship it with the app): {root}\n")
        elif args.verb == "add":
            version = args.version or _version_from_name(args.source)
            if version is None:
                raise PublishError(f"no version in the name {args.source.name}: give --version")
            text = args.notes_file.read_text(encoding="utf-8") if args.notes_file else args.notes
            target = add_release(
                args.repo,
                args.keys,
                args.source,
                version,
                text,
                args.platform or _this_platform(),
                _days(args.days),
            )
            sys.stdout.write(f"published {target}\n")
        elif args.verb == "resign":
            resign(args.repo, args.keys, _days(args.days))
            sys.stdout.write(f"signed again: {args.repo / 'metadata'}\n")
        else:
            embed_root(args.repo, args.feed_url, args.module)
            sys.stdout.write(f"wrote the trusted root and {args.feed_url} into {args.module}\n")
    except PublishError as error:
        sys.stderr.write(f"publish.py: {error}\n")
        return 1
    except OSError as error:
        sys.stderr.write(f"publish.py: {error}\n")
        return 1
    return 0


if __name__ == "__main__":
    os.umask(0o022)
    sys.exit(main())
