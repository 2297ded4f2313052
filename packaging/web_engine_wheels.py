"""Pin the web engine an installed app may download: the PySide6-Addons and PySide6-Essentials wheels of
the PySide6 version being bundled, for this platform, as PyPI lists them (file name, address, size,
SHA-256), written as JSON for the bundle's ``resources/`` (desktop_agent/core/web_engine_kit.py reads it).

    python packaging/web_engine_wheels.py OUT.json [--version 6.11.3] [--platform linux-x86_64]
        [--index https://pypi.org/simple/]

The spec runs it at build time; offline, it writes nothing and says so (that build then says the web
engine cannot be added to it). Only Linux bundles use a kit so far.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import platform
import sys
import urllib.request
from pathlib import Path

PACKAGES = ("pyside6-addons", "pyside6-essentials")
TAGS = {"linux-x86_64": "manylinux_2_34_x86_64", "linux-aarch64": "manylinux_2_39_aarch64"}
"""The wheel tag of each platform kits exist for (PySide6 6.11's)."""


def this_platform() -> str | None:
    machine = platform.machine().lower()
    if sys.platform != "linux":
        return None
    return {"x86_64": "linux-x86_64", "aarch64": "linux-aarch64"}.get(machine)


def pins(version: str, key: str, index: str) -> dict[str, object]:
    """The pins, from the index's JSON listing (PEP 691); KeyError when a wheel is missing there."""
    tag = TAGS[key]
    wheels = []
    for package in PACKAGES:
        request = urllib.request.Request(
            f"{index.rstrip('/')}/{package}/", headers={"Accept": "application/vnd.pypi.simple.v1+json"}
        )
        with urllib.request.urlopen(request, timeout=60) as response:
            listing = json.load(response)
        prefix = f"{package.replace('-', '_')}-{version}-"
        found = [f for f in listing["files"] if f["filename"].startswith(prefix) and tag in f["filename"]]
        if not found:
            raise KeyError(f"{package} {version} has no {tag} wheel at {index}")
        entry = found[0]
        url, digest = entry["url"].split("#")[0], entry["hashes"]["sha256"]
        wheels.append({"filename": entry["filename"], "url": url, "sha256": digest, "size": entry["size"]})
    return {"pyside": version, "platform": key, "wheels": wheels}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--version", default=importlib.metadata.version("PySide6-Essentials"))
    parser.add_argument("--platform", default=this_platform())
    parser.add_argument("--index", default="https://pypi.org/simple/")
    args = parser.parse_args()
    if args.platform not in TAGS:
        sys.stderr.write(f"web_engine_wheels.py: no web engine kit for {args.platform or sys.platform}\n")
        return 1
    try:
        data = pins(args.version, args.platform, args.index)
    except (OSError, KeyError, ValueError) as exc:
        sys.stderr.write(f"web_engine_wheels.py: not pinned ({exc}); this build cannot add the web engine\n")
        return 1
    args.out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    size = sum(int(str(wheel["size"])) for wheel in data["wheels"])  # type: ignore[attr-defined]
    sys.stdout.write(f"pinned the web engine of PySide6 {args.version} ({size / 1e6:.0f} MB) in {args.out}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
