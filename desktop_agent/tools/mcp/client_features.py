"""What the app offers a server on its side of the connection: its roots (the workspace folder), a place
in the server's log for the messages the server logs, the progress of each tool call, and the person:
forms and addresses (elicitation) and the app's model (sampling), never answered silently.

Roots are declared with ``listChanged``: a server that connected with the initialize handshake is told
when they change; one on protocol 2026-07-28 or later asks for them with each request that needs them
(that protocol has no notifications from the client).

Elicitation (form and URL modes) and sampling are declared; each request goes to the asker the front end
set (`asker.McpAsker`), converted to plain values (`elicitation`, `sampling`). Without an asker a form or
address is declined and sampling refused. A form whose schema MCP does not allow, an address that is not
http(s), a request with tools, or one far too long is refused without asking (a line in the server's log
says why). At most one form and one sampling request of a server wait for the person at a time: more
arriving meanwhile are refused at once, never queued. An accepted form's content is checked against the
schema here before it is sent.

Log messages go to the server's log only, never to the model. Every tool call carries a progress token of
the app's own; the server's progress for it is kept (the latest) while the call runs.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import logging
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, Literal

import mcp.types as types
from mcp.client.session import ClientRequestContext
from pydantic import FileUrl

from desktop_agent.tools.mcp.asker import McpAsker
from desktop_agent.tools.mcp.elicitation import (
    ElicitationRequest,
    SchemaError,
    UrlRequest,
    check_content,
    clean_content,
    parse_form,
    url_problem,
)
from desktop_agent.tools.mcp.sampling import (
    MAX_REQUEST_CHARS,
    REFUSED,
    ModelPreferences,
    SamplingMessage,
    SamplingPart,
    SamplingRefusal,
    SamplingRequest,
)
from desktop_agent.tools.mcp.status import CallProgress

log = logging.getLogger(__name__)

LOG_LEVEL: types.LoggingLevel = "debug"
"""The lowest level of the server's log messages asked for (protocol 2026-07-28 asks per request): all of
them, as all of its stderr is kept."""
_MAX_LOG_TEXT = 2000

ProgressListener = Callable[[CallProgress], None]
AskerSource = Callable[[], McpAsker | None]
"""The asker of this moment (the front end may set or change it while servers run)."""


def root_uri(folder: Path) -> str:
    """The folder's ``file://`` URI (made absolute without touching the disk: this runs on the loop)."""
    return folder.expanduser().absolute().as_uri()


def log_line(params: types.LoggingMessageNotificationParams) -> str:
    """One log message as a line of the server's log: ``[level] logger: text``."""
    data = params.data
    if isinstance(data, str):
        text = data
    else:
        try:
            text = json.dumps(data, ensure_ascii=False, default=str)
        except ValueError:  # a circular structure cannot come from JSON, but be safe
            text = repr(data)
    if len(text) > _MAX_LOG_TEXT:
        text = text[:_MAX_LOG_TEXT] + "…"
    source = f"{params.logger}: " if params.logger else ""
    return f"[{params.level}] {source}{text}"


class ClientFeatures:
    """One connection's client side: roots, log messages and the progress of its calls."""

    def __init__(
        self,
        server: str,
        *,
        roots: Sequence[Path],
        write_log: Callable[[str], None],
        asker: AskerSource = lambda: None,
    ) -> None:
        self._server = server
        self._asker = asker
        self._busy: set[str] = set()
        """The kinds of request ("elicitation", "sampling") waiting for the person right now."""
        self._roots: tuple[Path, ...] = tuple(roots)
        self._write_log = write_log
        self._tokens = itertools.count(1)
        self._listeners: dict[str, ProgressListener | None] = {}
        self.progress: dict[str, CallProgress] = {}
        """The latest progress of each call in flight that reported any, by its progress token."""

    # ---- roots ----

    @property
    def roots(self) -> tuple[Path, ...]:
        return self._roots

    def set_roots(self, folders: Sequence[Path]) -> bool:
        """Keep the new roots; True when they differ from the old ones."""
        new = tuple(folders)
        changed = [root_uri(p) for p in new] != [root_uri(p) for p in self._roots]
        self._roots = new
        return changed

    def root_list(self) -> types.ListRootsResult:
        roots = [types.Root(uri=FileUrl(root_uri(p)), name=p.name or str(p)) for p in self._roots]
        return types.ListRootsResult(roots=roots)

    async def list_roots(self, context: ClientRequestContext) -> types.ListRootsResult | types.ErrorData:
        """Answers the server's ``roots/list``."""
        result = self.root_list()
        log.debug("MCP server %r asked for the roots: %d", self._server, len(result.roots))
        return result

    # ---- the server's log ----

    async def on_log(self, params: types.LoggingMessageNotificationParams) -> None:
        """A ``notifications/message``: a line in the server's log, with its level."""
        self._write_log(log_line(params))

    # ---- progress ----

    @contextlib.contextmanager
    def tracking(self, listener: ProgressListener | None) -> Iterator[str]:
        """A new progress token for one call; the server's progress for it reaches ``listener`` until the
        call ends."""
        token = f"desktop-agent-{next(self._tokens)}"
        self._listeners[token] = listener
        try:
            yield token
        finally:
            self._listeners.pop(token, None)
            self.progress.pop(token, None)

    def on_progress(self, params: types.ProgressNotificationParams) -> None:
        token = str(params.progress_token)
        if token not in self._listeners:
            log.debug("MCP server %r: progress for a token not in flight: %r", self._server, token)
            return
        update = CallProgress(token, params.progress, params.total, params.message)
        self.progress[token] = update
        listener = self._listeners[token]
        if listener is not None:
            try:
                listener(update)
            except Exception:
                log.exception("A progress listener of MCP server %r failed", self._server)

    def on_message(self, message: Any) -> None:
        """The notifications this class handles among those the connection hears."""
        if isinstance(message, types.ProgressNotification):
            self.on_progress(message.params)

    # ---- the person: elicitation and sampling ----

    def _refuse(self, kind: str, why: str, code: int = REFUSED) -> types.ErrorData:
        self._write_log(f"[client] {kind} request refused: {why}")
        log.info("MCP server %r: %s request refused: %s", self._server, kind, why)
        return types.ErrorData(code=code, message=why)

    async def elicit(
        self, context: ClientRequestContext, params: types.ElicitRequestParams
    ) -> types.ElicitResult | types.ErrorData:
        """Answers ``elicitation/create``: the person's answer, checked before it is sent."""
        request: ElicitationRequest
        if isinstance(params, types.ElicitRequestURLParams):
            problem = url_problem(params.url)
            if problem is not None:
                return self._refuse(
                    "elicitation", f"The address was not shown: {problem}.", types.INVALID_PARAMS
                )
            request = UrlRequest(params.message, params.url, params.elicitation_id or "")
        else:
            try:
                request = parse_form(params.message, params.requested_schema)
            except SchemaError as exc:
                return self._refuse("elicitation", f"The form cannot be shown: {exc}.", types.INVALID_PARAMS)
        asker = self._asker()
        if asker is None:
            self._write_log("[client] elicitation declined: nobody can answer it here")
            return types.ElicitResult(action="decline")
        if "elicitation" in self._busy:
            return self._refuse("elicitation", "Another request of this server is waiting for the person.")
        self._busy.add("elicitation")
        try:
            answer = await asker.elicit(self._server, request)
        finally:
            self._busy.discard("elicitation")
        if answer.action != "accept" or isinstance(request, UrlRequest):
            return types.ElicitResult(action=answer.action)
        content = dict(answer.content or {})
        problems = check_content(request, content)
        if problems:  # never sent as accepted: the front end let through what the form does not allow
            log.warning("MCP server %r: an answer that does not fit its form: %s", self._server, problems)
            return types.ElicitResult(action="cancel")
        return types.ElicitResult(action="accept", content=dict(clean_content(request, content)))

    async def sample(
        self, context: ClientRequestContext, params: types.CreateMessageRequestParams
    ) -> types.CreateMessageResult | types.ErrorData:
        """Answers ``sampling/createMessage``: the model's answer once the person approved it."""
        if params.tools or params.tool_choice is not None:
            return self._refuse("sampling", "This client does not offer tools to sampled models.")
        request = sampling_request(params)
        if request.chars > MAX_REQUEST_CHARS:
            return self._refuse("sampling", f"The request is longer than {MAX_REQUEST_CHARS:,} characters.")
        asker = self._asker()
        if asker is None:
            return self._refuse("sampling", "Nobody can approve sampling requests here.", -1)
        if "sampling" in self._busy:
            return self._refuse(
                "sampling", "Another sampling request of this server is waiting for the person."
            )
        self._busy.add("sampling")
        try:
            answer = await asker.sample(self._server, request)
        finally:
            self._busy.discard("sampling")
        if isinstance(answer, SamplingRefusal):
            return types.ErrorData(code=answer.code, message=answer.message)
        return types.CreateMessageResult(
            role="assistant",
            content=types.TextContent(text=answer.text),
            model=answer.model,
            stop_reason=answer.stop_reason,
        )


def _part(block: Any) -> SamplingPart:
    if isinstance(block, types.TextContent):
        return SamplingPart("text", block.text)
    if isinstance(block, types.ImageContent | types.AudioContent):
        kind: Literal["image", "audio"] = "image" if isinstance(block, types.ImageContent) else "audio"
        return SamplingPart(kind, mime_type=block.mime_type, size=len(block.data) * 3 // 4)
    return SamplingPart("other", str(getattr(block, "type", "content")))


def sampling_request(params: types.CreateMessageRequestParams) -> SamplingRequest:
    """The request as plain values: what the person is shown and the model is sent."""
    messages = tuple(
        SamplingMessage(m.role, tuple(_part(block) for block in m.content_as_list)) for m in params.messages
    )
    prefs = params.model_preferences
    preferences = ModelPreferences()
    if prefs is not None:
        preferences = ModelPreferences(
            tuple(h.name for h in prefs.hints or () if h.name),
            prefs.cost_priority,
            prefs.speed_priority,
            prefs.intelligence_priority,
        )
    return SamplingRequest(
        messages,
        params.max_tokens,
        params.system_prompt or "",
        params.temperature,
        tuple(params.stop_sequences or ()),
        preferences,
        params.include_context if params.include_context not in (None, "none") else "",
    )
