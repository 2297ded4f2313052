"""The system libraries a PyInstaller bundle still needs from the OS, as .deb and .rpm dependencies.

    python3 packaging/linux/system_deps.py BUNDLE_DIR   ->   {"deb": [...], "rpm": [...], "libs": [...]}

Every ELF file in the bundle is run through ldd with the bundle's own folders first on the library path
(as the frozen app's loader does); what resolves outside the bundle comes from the OS. For the .deb those
files are mapped to the packages that own them (dpkg -S); for the .rpm they are named by soname, the form
rpm's own automatic dependencies take (e.g. ``libEGL.so.1()(64bit)``), so any RPM distribution resolves
them. Qt's platform plugins are ELF files in the bundle too, so the xcb and Wayland libraries are found.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

_LDD_LINE = re.compile(r"^\s*(\S+)\s+=>\s+(/\S+)\s+\(")
# Libraries every Linux system has (glibc, the loader): no dependency needed for them in either format.
_ALWAYS_THERE = re.compile(r"^(ld-linux.*|libc|libm|libdl|libpthread|librt|libutil|libresolv)\.so")
# Not seen by ldd: libEGL/libGL are loaded with dlopen by Qt's xcb GL integrations; the font setup (with
# at least one font) and the keyboard layouts are data files the bundled fontconfig and xkbcommon read;
# PortAudio (the microphone) is loaded by sounddevice through ctypes.
_EXTRA_DEB = ["libegl1", "libgl1", "libfontconfig1", "libxkbcommon0", "libportaudio2"]
_EXTRA_RPM = ["libEGL.so.1()(64bit)", "libGL.so.1()(64bit)", "fontconfig", "xkeyboard-config",
              "libportaudio.so.2()(64bit)"]  # fmt: skip


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as handle:
            return handle.read(4) == b"\x7fELF"
    except OSError:
        return False


def external_libraries(bundle: Path) -> dict[str, str]:
    """soname -> resolved path, for each library the bundle loads from the OS."""
    folders = sorted({str(p.parent) for p in bundle.rglob("*.so*")} | {str(bundle / "_internal")})
    env = dict(os.environ, LD_LIBRARY_PATH=":".join(folders))
    found: dict[str, str] = {}
    for path in sorted(p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p)):
        result = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env, check=False)
        for line in result.stdout.splitlines():
            match = _LDD_LINE.match(line)
            if match and not Path(match.group(2)).resolve().is_relative_to(bundle.resolve()):
                found.setdefault(match.group(1), match.group(2))
            elif "not found" in line:
                raise SystemExit(f"{path}: {line.strip()} (neither in the bundle nor on this system)")
    return {name: where for name, where in found.items() if not _ALWAYS_THERE.match(name)}


def deb_package(path: str) -> str:
    candidates = [path, os.path.realpath(path)]
    candidates += [c.removeprefix("/usr") for c in candidates if c.startswith("/usr/")]
    for candidate in candidates:
        result = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True, check=False)
        if result.returncode == 0:
            return result.stdout.split(":")[0].strip()
    raise SystemExit(f"no Debian package owns {path}")


def main(bundle: Path) -> int:
    libs = external_libraries(bundle)
    deb = sorted({deb_package(path) for path in libs.values()} | set(_EXTRA_DEB))
    rpm = sorted({f"{name}()(64bit)" for name in libs} | set(_EXTRA_RPM))
    json.dump({"deb": deb, "rpm": rpm, "libs": sorted(libs)}, sys.stdout, indent=1)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(Path(sys.argv[1])))
