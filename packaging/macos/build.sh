#!/usr/bin/env bash
# Build Desktop Agent for macOS: the .app (PyInstaller), its self-test, signing and notarisation when the
# secrets are there, and a .dmg.
#
#   packaging/macos/build.sh
#
# Signing runs when MACOS_CERTIFICATE (a base64 .p12 "Developer ID Application" certificate),
# MACOS_CERTIFICATE_PASSWORD and MACOS_SIGN_IDENTITY are set; notarisation when APPLE_ID,
# APPLE_TEAM_ID and APPLE_APP_PASSWORD (an app-specific password) are set as well. Without them
# those steps are skipped with a message, and the .app is signed ad hoc (it runs on the machine that
# built it; elsewhere Gatekeeper asks the person to allow it: see packaging/INSTALL.md).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build="$here/build"
dist="$here/dist"
python="${PYTHON:-python3}"
app_name="Desktop Agent"

version="$("$python" "$root/packaging/version.py")"
echo "Desktop Agent $version for macOS ($(uname -m))"

"$python" -m venv "$build/venv"
"$build/venv/bin/python" -m pip install --quiet --upgrade pip
"$build/venv/bin/python" -m pip install --quiet "$root[packaging]"

rm -rf "$build/dist" "$build/work" "$dist"
mkdir -p "$dist"
"$build/venv/bin/pyinstaller" --noconfirm --clean --log-level WARN \
  --distpath "$build/dist" --workpath "$build/work" "$root/packaging/desktop-agent.spec"
app="$build/dist/$app_name.app"
exe="$app/Contents/MacOS/$app_name"
echo "bundle: $app ($(du -sh "$app" | cut -f1))"

plist_version="$(/usr/libexec/PlistBuddy -c 'Print :CFBundleShortVersionString' "$app/Contents/Info.plist")"
[ "$plist_version" = "$version" ] || { echo "Info.plist says $plist_version, expected $version" >&2; exit 1; }
[ "$("$exe" --version)" = "desktop-agent $version" ] || { echo "--version does not say $version" >&2; exit 1; }

if [ -n "${MACOS_CERTIFICATE:-}" ] && [ -n "${MACOS_CERTIFICATE_PASSWORD:-}" ] && [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
  echo "Signing with '$MACOS_SIGN_IDENTITY'"
  keychain="$build/signing.keychain-db"
  keychain_password="$(uuidgen)"
  security create-keychain -p "$keychain_password" "$keychain"
  security set-keychain-settings -lut 21600 "$keychain"
  security unlock-keychain -p "$keychain_password" "$keychain"
  echo "$MACOS_CERTIFICATE" | base64 --decode > "$build/certificate.p12"
  security import "$build/certificate.p12" -k "$keychain" -P "$MACOS_CERTIFICATE_PASSWORD" -T /usr/bin/codesign
  rm -f "$build/certificate.p12"
  security set-key-partition-list -S apple-tool:,apple: -s -k "$keychain_password" "$keychain" >/dev/null
  security list-keychains -d user -s "$keychain" $(security list-keychains -d user | tr -d '"')
  trap 'security delete-keychain "$keychain" 2>/dev/null || true' EXIT
  codesign --force --deep --options runtime --timestamp --entitlements "$here/entitlements.plist" \
    --sign "$MACOS_SIGN_IDENTITY" --keychain "$keychain" "$app"
  signed=1
else
  echo "Signing skipped: MACOS_CERTIFICATE, MACOS_CERTIFICATE_PASSWORD and MACOS_SIGN_IDENTITY are not all set."
  echo "The .app is signed ad hoc: it runs here; on other Macs Gatekeeper asks before the first start."
  codesign --force --deep --sign - "$app"
  signed=0
fi
codesign --verify --deep --strict --verbose=2 "$app"

echo "Self-test of the frozen app"
QT_QPA_PLATFORM=offscreen "$exe" --self-test --data-dir "$(mktemp -d)"

dmg="$dist/desktop-agent-$version-macos-$(uname -m).dmg"
stage="$build/dmg"
rm -rf "$stage"
mkdir -p "$stage"
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
hdiutil create -volname "$app_name $version" -srcfolder "$stage" -ov -format UDZO "$dmg"
rm -rf "$stage"
if [ "$signed" = 1 ]; then
  codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" --keychain "$keychain" "$dmg"
fi

if [ "$signed" = 1 ] && [ -n "${APPLE_ID:-}" ] && [ -n "${APPLE_TEAM_ID:-}" ] && [ -n "${APPLE_APP_PASSWORD:-}" ]; then
  echo "Notarising $dmg"
  xcrun notarytool submit "$dmg" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
    --password "$APPLE_APP_PASSWORD" --wait --timeout 30m
  xcrun stapler staple "$dmg"
  xcrun stapler validate "$dmg"
  spctl --assess --type open --context context:primary-signature --verbose=2 "$dmg"
else
  echo "Notarisation skipped: it needs a signed app and APPLE_ID, APPLE_TEAM_ID and APPLE_APP_PASSWORD."
fi

# The .dmg as a person gets it: mount it, run the app's self-test from there.
mount="$(mktemp -d)"
hdiutil attach -nobrowse -readonly -mountpoint "$mount" "$dmg" >/dev/null
QT_QPA_PLATFORM=offscreen "$mount/$app_name.app/Contents/MacOS/$app_name" --self-test --data-dir "$(mktemp -d)" \
  || { hdiutil detach "$mount" >/dev/null; exit 1; }
hdiutil detach "$mount" >/dev/null
echo "dmg: $dmg ($(du -h "$dmg" | cut -f1))"
