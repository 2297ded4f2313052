"""Runtime hook: HTTPS in the frozen app on a Linux system without a CA bundle where OpenSSL looks.

The model SDKs' HTTP client trusts the OS store: truststore on Windows and macOS; on Linux, OpenSSL's
compiled-in paths or the usual distribution bundles. Only when none of those exists, and SSL_CERT_FILE
and SSL_CERT_DIR are unset, point SSL_CERT_FILE at the certifi bundle shipped inside the app.
"""

import os
import ssl
import sys
from pathlib import Path

_SYSTEM_BUNDLES = (
    "/etc/ssl/cert.pem",
    "/etc/pki/ca-trust/extracted/pem/tls-ca-bundle.pem",
    "/etc/pki/tls/cert.pem",
    "/etc/ssl/certs/ca-certificates.crt",
    "/etc/ssl/ca-bundle.pem",
)


def _system_has_certificates() -> bool:
    paths = ssl.get_default_verify_paths()
    if Path(paths.openssl_cafile).is_file():
        return True
    capath = Path(paths.openssl_capath)
    if capath.is_dir() and any(capath.glob("*.0")):
        return True
    return any(Path(bundle).is_file() for bundle in _SYSTEM_BUNDLES)


def _use_bundled_certificates() -> None:
    if not sys.platform.startswith("linux"):
        return
    if os.environ.get("SSL_CERT_FILE") or os.environ.get("SSL_CERT_DIR") or _system_has_certificates():
        return
    import certifi  # type: ignore[import-not-found,unused-ignore]  # only in the build environment

    os.environ["SSL_CERT_FILE"] = certifi.where()


_use_bundled_certificates()
