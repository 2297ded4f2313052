"""An error of the core in the person's language: its templates (`UserFacingError.said`) translated in the
"Errors" context and filled with their values. An error made without templates, or a translation whose
names do not match, shows the English as it is."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication

from desktop_agent.domain.errors import ERRORS_CONTEXT, SERVER_SAID, UserFacingError

log = logging.getLogger(__name__)


def _translated(template: str, values: dict[str, str]) -> str:
    if not template:
        return ""
    try:
        return QCoreApplication.translate(ERRORS_CONTEXT, template).format(**values)
    except (KeyError, IndexError, ValueError):
        log.warning("A translation of %r does not fit its values; the English is shown", template[:60])
        return template.format(**values)


def error_message(error: UserFacingError) -> str:
    if error.template is None:
        return error.message
    message, _action, values = error.template
    text = _translated(message, values)
    if error.quoted:
        text += " " + _translated(SERVER_SAID, {"said": error.quoted})
    return text


def error_action(error: UserFacingError) -> str:
    if error.template is None:
        return error.action
    _message, action, values = error.template
    return _translated(action, values)


def error_text(error: UserFacingError) -> str:
    """The message and what to do, in one line, in the window's language."""
    return f"{error_message(error)} {error_action(error)}".strip()
