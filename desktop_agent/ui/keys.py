"""API keys as the window shows them: the texts for a key's state and for a keyring that cannot be used."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop_agent.core.keys import KeyStatus


def status_text(status: KeyStatus) -> str:
    texts = {
        KeyStatus.SET: QCoreApplication.translate("Keys", "Set"),
        KeyStatus.RUN_ONLY: QCoreApplication.translate("Keys", "Set for this run"),
        KeyStatus.NOT_SET: QCoreApplication.translate("Keys", "Not set"),
        KeyStatus.UNAVAILABLE: QCoreApplication.translate("Keys", "Not set (keyring unavailable)"),
    }
    return texts[status]


def keyring_help() -> str:
    """What is wrong when no keyring can be used, and how to fix it on each system."""
    return QCoreApplication.translate(
        "Keys",
        "<p>How to fix it:</p>"
        "<p><b>Linux:</b> install GNOME Keyring (<code>gnome-keyring</code>) or KWallet, then log out "
        "and in again, or unlock the keyring in Passwords and Keys (Seahorse).<br>"
        "<b>macOS:</b> open Keychain Access and make sure your login keychain is unlocked.<br>"
        "<b>Windows:</b> the Credential Manager needs a normal (not a guest) user account.</p>"
        "<p>You can also keep the key <b>for this run only</b>: it stays in memory, is never "
        "written to disk, and is forgotten when you quit the app.</p>",
    )
