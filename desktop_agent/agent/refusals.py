"""What the agent says when it cannot do what was asked of a session, as templates the window translates
(`UserFacingError.said`)."""

from __future__ import annotations

from desktop_agent.domain.errors import QT_TRANSLATE_NOOP, ErrorKind, UserFacingError


def still_loading() -> UserFacingError:
    return UserFacingError.said(
        ErrorKind.CONFIG,
        QT_TRANSLATE_NOOP("Errors", "This conversation is still loading."),
        QT_TRANSLATE_NOOP("Errors", "Send again in a moment: the model needs the whole conversation."),
    )


def already_answering() -> UserFacingError:
    return UserFacingError.said(
        ErrorKind.CONFIG,
        QT_TRANSLATE_NOOP("Errors", "This session is already answering."),
        QT_TRANSLATE_NOOP("Errors", "Wait or stop it first."),
    )


def answering_elsewhere(since: str) -> UserFacingError:
    return UserFacingError.said(
        ErrorKind.CONFIG,
        QT_TRANSLATE_NOOP(
            "Errors", "This session is answering in another window or terminal (since {since})."
        ),
        QT_TRANSLATE_NOOP("Errors", "Wait for that answer, or stop it there — or start a new session."),
        since=since,
    )


def instructions_too_long(length: int, most: int) -> UserFacingError:
    return UserFacingError.said(
        ErrorKind.CONFIG,
        QT_TRANSLATE_NOOP(
            "Errors", "These instructions are {length} characters; a session's take at most {most}."
        ),
        QT_TRANSLATE_NOOP(
            "Errors",
            "Shorten them, or put the long part in a file in the workspace and ask the agent to read it.",
        ),
        length=f"{length:,}",
        most=f"{most:,}",
    )


def message_gone() -> UserFacingError:
    return UserFacingError.said(
        ErrorKind.NOT_FOUND,
        QT_TRANSLATE_NOOP("Errors", "That message is no longer part of this conversation."),
        QT_TRANSLATE_NOOP("Errors", "Open the session again and edit the message from there."),
    )
