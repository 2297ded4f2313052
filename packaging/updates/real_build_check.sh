#!/usr/bin/env bash
# The update, checked with real builds: the app is built twice by the real packaging script (version OLD,
# then NEW, in a temporary copy of the source), both .tar.gz are published with publish.py into a signed
# feed served on 127.0.0.1, the OLD .tar.gz is extracted as a person would, and its own
# `desktop-agent update apply` must turn it into NEW: `--version` says so, the old version is kept as
# <folder>.old, the data folder's settings are unchanged, and a tampered archive is refused first.
#
#   packaging/updates/real_build_check.sh          (Linux; root or sudo, as build.sh; several minutes)
#
# DESKTOP_AGENT_UPDATE_CHECK_BUILD=full (default) runs packaging/linux/build.sh (without its .deb install
# check and its untrimmed measurement); =bundle runs only its PyInstaller step with the same spec and packs
# the .tar.gz the same way (faster). Not part of the test suite: tests/updates does the same with small
# archives in seconds.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
python="${PYTHON:-python3}"
mode="${DESKTOP_AGENT_UPDATE_CHECK_BUILD:-full}"
old="${OLD_VERSION:-0.1.0}"
new="${NEW_VERSION:-0.2.0}"
work="$(mktemp -d "${TMPDIR:-/tmp}/desktop-agent-update-check.XXXXXX")"
started=$SECONDS
server=""
cleanup() { [ -z "$server" ] || kill "$server" 2>/dev/null || true; [ "${KEEP:-0}" = 1 ] || rm -rf "$work"; }
trap cleanup EXIT

step() { printf '\n== %s (%ds)\n' "$*" "$((SECONDS - started))"; }
fail() { printf 'real_build_check.sh: FAILED: %s\n' "$*" >&2; exit 1; }

# build.sh reads the last commit's date with git; the copy has no history (the date of today is used).
mkdir -p "$work/bin" && printf '#!/bin/sh\nexit 1\n' > "$work/bin/git" && chmod +x "$work/bin/git"
export PATH="$work/bin:$PATH"

step "A copy of the source in $work/src"
mkdir -p "$work/src" "$work/dist"
(cd "$root" && tar --exclude=./.venv --exclude=./.git --exclude=./build --exclude='./*.egg-info' \
  --exclude=./packaging/linux/build --exclude=./packaging/linux/dist -cf - .) | tar -C "$work/src" -xf -

build() {  # VERSION: build it, copy its .tar.gz to $work/dist
  local version="$1"
  sed -i "s/^__version__ = .*/__version__ = \"$version\"/" "$work/src/desktop_agent/__init__.py"
  [ "$("$python" "$work/src/packaging/version.py")" = "$version" ] || fail "could not set the version $version"
  if [ "$mode" = full ]; then
    DESKTOP_AGENT_INSTALL_CHECK=0 DESKTOP_AGENT_MEASURE_TRIM=0 bash "$work/src/packaging/linux/build.sh"
    cp "$work/src/packaging/linux/dist/desktop-agent-$version-linux-$(uname -m).tar.gz" "$work/dist/"
  else
    local venv="$work/venv" build="$work/build-$version"
    [ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet "$work/src[packaging]"
    "$venv/bin/pyinstaller" --noconfirm --clean --log-level WARN --distpath "$build/dist" \
      --workpath "$build/work" "$work/src/packaging/desktop-agent.spec"
    mkdir -p "$build/tar/desktop-agent-$version"
    cp -a "$build/dist/desktop-agent/." "$build/tar/desktop-agent-$version/"
    tar -C "$build/tar" -czf "$work/dist/desktop-agent-$version-linux-$(uname -m).tar.gz" "desktop-agent-$version"
    rm -rf "$build"
  fi
}

step "Build $old"
build "$old"
step "Build $new"
build "$new"
ls -l "$work/dist"

step "Publish both in a signed feed (new keys in $work/keys)"
if [ "$mode" = full ]; then venv_python="$work/src/packaging/linux/build/venv/bin/python"; else venv_python="$work/venv/bin/python"; fi
publish=("$venv_python" "$root/packaging/updates/publish.py")  # the build's Python: it has tufup
"${publish[@]}" init --repo "$work/feed" --keys "$work/keys"
"${publish[@]}" add --repo "$work/feed" --keys "$work/keys" --notes "The first release." \
  "$work/dist/desktop-agent-$old-linux-$(uname -m).tar.gz"
"${publish[@]}" add --repo "$work/feed" --keys "$work/keys" --notes "Real-build check: $new." \
  "$work/dist/desktop-agent-$new-linux-$(uname -m).tar.gz"
cp "$work/feed/metadata/root.json" "$work/trusted-root.json"  # what the app trusts, kept apart

port="$("$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
"$python" -m http.server --bind 127.0.0.1 --directory "$work/feed" "$port" >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 50); do "$python" -c "import urllib.request as u; u.urlopen('http://127.0.0.1:$port/metadata/root.json')" 2>/dev/null && break; sleep 0.1; done
export NO_PROXY="127.0.0.1,localhost" no_proxy="127.0.0.1,localhost"

step "Install $old from its .tar.gz, as a person would"
mkdir -p "$work/apps" "$work/data"
tar -C "$work/apps" -xzf "$work/dist/desktop-agent-$old-linux-$(uname -m).tar.gz"
folder="$work/apps/desktop-agent-$old"
app="$folder/desktop-agent"
printf '{"theme": "dark", "updates": {"feed_url": "http://127.0.0.1:%s/", "trusted_root": "%s"}}\n' \
  "$port" "$work/trusted-root.json" > "$work/data/settings.json"
settings_sum="$(sha256sum < "$work/data/settings.json")"
run() { env -u DISPLAY QT_QPA_PLATFORM=offscreen "$@"; }
[ "$(run "$app" --version)" = "desktop-agent $old" ] || fail "the installed app is not $old"

step "update check"
run "$app" update check --data-dir "$work/data" | tee "$work/check.txt"
grep -q "Desktop Agent $new is available (installed: $old" "$work/check.txt" || fail "no offer of $new"
grep -q "Real-build check: $new." "$work/check.txt" || fail "the release notes are missing"

step "A tampered archive is refused, the installed version untouched"
target="$work/feed/targets/desktop-agent-linux-$(uname -m)-$new.tar.gz"
cp "$target" "$work/good.tar.gz"
"$python" -c "import sys; p = sys.argv[1]; b = bytearray(open(p, 'rb').read()); b[len(b) // 2] ^= 0xFF; open(p, 'wb').write(b)" "$target"
if run "$app" update apply --yes --data-dir "$work/data" 2>"$work/tampered.txt"; then fail "a tampered archive was installed"; fi
cat "$work/tampered.txt"
grep -q "does not match its signed metadata" "$work/tampered.txt" || fail "the tampered archive was not refused as such"
grep -q Traceback "$work/tampered.txt" && fail "a traceback instead of an error"
[ "$(run "$app" --version)" = "desktop-agent $old" ] || fail "the tampered update changed the installed app"
ls -a "$work/apps"
[ "$(ls -A "$work/apps")" = "desktop-agent-$old" ] || fail "the failed update left folders behind"
cp "$work/good.tar.gz" "$target"

step "update apply"
run "$app" update apply --yes --data-dir "$work/data"
[ "$(run "$app" --version)" = "desktop-agent $new" ] || fail "after the update, --version is not $new"
[ "$(run "$folder.old/desktop-agent" --version)" = "desktop-agent $old" ] || fail "the old version was not kept"
[ "$(sha256sum < "$work/data/settings.json")" = "$settings_sum" ] || fail "the update changed the settings"
run "$app" update check --data-dir "$work/data" | tee "$work/check2.txt"
grep -q "Desktop Agent $new is the newest version" "$work/check2.txt" || fail "the new version still sees an update"

step "Self-test of the updated app"
mkdir -p "$work/selftest"
run "$app" --self-test --data-dir "$work/selftest" || fail "the updated app's self-test failed"

step "Done"
echo "updated $folder from $old to $new with its own \`desktop-agent update apply\` (${SECONDS}s)"
