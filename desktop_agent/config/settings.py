"""Settings the person can change (settings.json in the config folder). Never holds API keys."""

from __future__ import annotations

import json
import os
import re
import types
import typing
from pathlib import Path
from typing import Annotated, Any, Literal, Self

import msgspec
from msgspec import Meta, field

from desktop_agent.domain.errors import ErrorKind, UserFacingError

InvalidSettings = msgspec.ValidationError
"""What ``validate`` raises for data that breaks a rule (a ValueError): see ``problem_of``."""


class _Model(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True, kw_only=True):
    """A group of settings: its values are checked (types, ranges, patterns, unknown names refused) when
    it is read from data (``validate``, ``load_settings``), not when code builds one from known values.
    msgspec rather than pydantic: the window holds settings from its first paint on, and pydantic costs the
    idle window about 13 MB where msgspec costs 3."""

    @classmethod
    def validate(cls, data: object) -> Self:
        """A checked copy of plain data (dicts, lists, strings, numbers); InvalidSettings when it breaks a
        rule."""
        return msgspec.convert(data, cls)

    def replace(self, **changes: Any) -> Self:
        """A copy with these fields changed (not checked: `validate(x.to_data())` checks)."""
        return msgspec.structs.replace(self, **changes)

    def to_data(self) -> dict[str, Any]:
        """Plain data, without the fields that hold their default (so later default changes still apply)."""
        data = _changed(msgspec.to_builtins(self), msgspec.to_builtins(type(self)()))
        assert isinstance(data, dict)
        return data


def _changed(value: object, default: object) -> object:
    """`value` without what equals `default`, key by key in nested objects (msgspec leaves out a field
    holding its plain default, but not one equal to what its default factory makes)."""
    if not (isinstance(value, dict) and isinstance(default, dict)):
        return value
    return {
        key: _changed(item, default[key]) if key in default else item
        for key, item in value.items()
        if key not in default or item != default[key]
    }


def problem_of(exc: InvalidSettings, data: object, kind: type[_Model]) -> tuple[str, str]:
    """Where a rule was broken in `data` read as `kind` ("profiles.mine.tools", "" for the whole) and how,
    in words."""
    message, _, where = str(exc).partition(" - at `$")
    names, last = _named(where.strip("`"), data, kind)
    unknown = re.fullmatch(r"Object contains unknown field `(.+)`", message)
    if unknown:
        return ".".join([*names, unknown.group(1)]), "there is no such setting"
    choices = (
        typing.get_args(_without_none(last)) if typing.get_origin(_without_none(last)) is Literal else ()
    )
    if choices:
        message += " (it can be " + ", ".join(repr(c) for c in choices) + ")"
    return ".".join(names), message.replace("`", "")


def _named(where: str, data: object, kind: object) -> tuple[list[str], object]:
    """msgspec's path (".profiles[...].rules[0].action") with the key it hides behind "[...]" found again
    (the first entry of that object that does not pass on its own), and the type expected there."""
    names: list[str] = []
    for part in re.findall(r"[^.\[\]]+|\[[^\]]*\]", where):
        kind = _without_none(kind)
        if part == "[...]" and isinstance(data, dict):
            entry_kind = typing.get_args(kind)[-1]
            key = next((k for k, v in data.items() if not _passes(v, entry_kind)), "...")
            names.append(str(key))
            data, kind = data.get(key), entry_kind
        elif part.startswith("[") and part[1:-1].isdigit() and isinstance(data, list):
            index = int(part[1:-1])
            names.append(str(index))
            data, kind = data[index] if index < len(data) else None, typing.get_args(kind)[0]
        else:
            names.append(part)
            fields = {f.name: f.type for f in msgspec.structs.fields(kind)} if _is_group(kind) else {}
            data, kind = data.get(part) if isinstance(data, dict) else None, fields.get(part, object)
    return names, kind


def _without_none(kind: object) -> object:
    """`X` for `X | None`; and `X` for `Annotated[X, Meta(...)]`."""
    if typing.get_origin(kind) in (typing.Union, types.UnionType):
        options = [k for k in typing.get_args(kind) if k is not type(None)]
        kind = options[0] if len(options) == 1 else kind
    return typing.get_args(kind)[0] if typing.get_origin(kind) is typing.Annotated else kind


def _is_group(kind: object) -> typing.TypeGuard[type[msgspec.Struct]]:
    return isinstance(kind, type) and issubclass(kind, msgspec.Struct)


def _passes(value: object, kind: object) -> bool:
    try:
        msgspec.convert(value, kind)
    except msgspec.ValidationError:
        return False
    return True


class RuleSettings(_Model):
    """allow / ask / deny calls of tools matching `tool` (a glob), optionally only those whose subject
    matches `pattern` (a path glob, a command pattern like `git log *`, a host); the last match wins."""

    tool: str
    action: Literal["allow", "ask", "deny"]
    pattern: str | None = None


class ProfileSettings(_Model):
    """Overrides for an agent profile; a name that is not built in defines a new profile."""

    system_prompt: str | None = None
    tools: Literal["all", "read_only", "none"] | None = None
    model: str | None = None
    temperature: Annotated[float, Meta(ge=0, le=2)] | None = None
    max_tokens: Annotated[int, Meta(ge=1)] | None = None
    thinking: bool | None = None
    thinking_budget: Annotated[int, Meta(ge=1024)] | None = None
    max_steps: Annotated[int, Meta(ge=1, le=1000)] | None = None
    rules: list[RuleSettings] = []


class RetrySettings(_Model):
    max_retries: Annotated[int, Meta(ge=0, le=20)] = 4
    base_delay_s: Annotated[float, Meta(ge=0)] = 1.0
    max_delay_s: Annotated[float, Meta(ge=0)] = 30.0
    max_retry_after_s: Annotated[float, Meta(ge=0)] = 60.0


class NetworkSettings(_Model):
    request_timeout_s: Annotated[float, Meta(gt=0)] = 600.0
    stall_timeout_s: Annotated[float, Meta(gt=0)] = 180.0
    """A stream from a cloud provider that sends nothing for this long is given up (a keep-alive counts as
    something)."""
    local_stall_timeout_s: Annotated[float, Meta(gt=0)] = 600.0
    """The same for a model server on this machine, which may read a long prompt for minutes on a CPU
    before its first word."""
    retry: RetrySettings = field(default_factory=RetrySettings)


DEFAULT_ALLOW_HOSTS: tuple[str, ...] = (
    # PyPI (pip, uv)
    "pypi.org", "files.pythonhosted.org",
    # npm (npm, yarn, pnpm)
    "registry.npmjs.org", "registry.yarnpkg.com",
    # crates.io (cargo)
    "crates.io", "index.crates.io", "static.crates.io",
    # the Go module proxy and checksum database
    "proxy.golang.org", "sum.golang.org",
    # RubyGems (gem, bundler)
    "rubygems.org", "index.rubygems.org",
)  # fmt: skip
"""The hosts sandboxed commands reach when the person allows the network and names none: the package
registries, on ports 80 and 443. Not GitHub: anyone can put anything there (a payload to fetch, a place to
send what was read), so the person adds it (``"github.com", "codeload.github.com"``) when a task needs it."""


class SandboxSettings(_Model):
    """How run_command confines commands (bubblewrap on Linux, Seatbelt on macOS; none on Windows)."""

    enabled: bool = True
    """Off: commands run with all of the person's rights (the approval preview says so)."""
    network: bool = False
    """Let sandboxed commands use the network (package installs, downloads): on Linux only through the
    app's proxy, to the hosts in ``allow_hosts``."""
    allow_hosts: list[str] = field(default_factory=lambda: list(DEFAULT_ALLOW_HOSTS))
    """With the network allowed, the hosts commands may reach (Linux): ``"pypi.org"`` (ports 80 and 443),
    ``"*.example.com"`` (its subdomains), ``"host:8080"`` or ``"host:*"`` (other ports), ``"*"`` (any
    public host). This machine's and the local network's addresses (loopback, private, link-local) are
    reached only when the entry names the host or address itself (``"localhost:8000"``, ``"10.0.0.5"``),
    never through a wildcard or a name that merely resolves there."""
    ask_without_sandbox: bool = True
    """With no sandbox (none on this system, or turned off), every command asks whatever the rules and
    saved approvals say. Turn off only knowingly: rules then allow commands with all of your rights."""
    read: list[str] = []
    """Folders (or files) of yours a sandboxed command may read besides the workspace, the system and the
    toolchains (``~`` is your home folder; the rest of it is hidden), e.g. ``["~/datasets"]``."""
    env: list[str] = []
    """Names of environment variables that reach commands besides the harmless ones (locale, terminal,
    PATH, HOME, toolchain locations); the app's own keys never do."""


PRESET_NAMES: frozenset[str] = frozenset(
    [
        "openai",
        "anthropic",
        "ollama",
        "lmstudio",
        "llamacpp",
        "vllm",
        "openrouter",
        "deepseek",
        "groq",
        "gemini",
    ]
)
"""The built-in providers (desktop_agent.providers.presets); any other name is a custom endpoint."""

CUSTOM_NAME_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,39}$"
DEFAULT_CLIENT_ID_METADATA_URL = "https://desktop-agent.app/oauth/client-metadata.json"
"""Where the app's OAuth client ID metadata document (packaging/oauth/client-metadata.json) is hosted."""


class ProviderSettings(_Model):
    """Overrides for a built-in provider, or (with ``kind``) a custom OpenAI-compatible endpoint."""

    base_url: str | None = None
    default_model: str | None = None
    kind: Literal["openai"] | None = None
    """Set for a custom endpoint: the wire format it speaks."""
    label: str | None = None
    """A custom endpoint's name as shown in the app (the key in ``providers`` when not set)."""
    models: list[str] = []
    """A custom endpoint's known model ids, offered in model pickers."""
    authenticated: bool = False
    """A custom endpoint that wants an API key (kept in the keyring like the built-in providers' keys)."""


class CompactionSettings(_Model):
    automatic: bool = True
    """Summarise earlier turns when a request nears the model's context window."""
    threshold: Annotated[float, Meta(ge=0.3, le=0.95)] = 0.8
    """The share of the context window a request may fill before it is compacted."""
    keep_turns: Annotated[int, Meta(ge=1, le=20)] = 2
    """The newest turns (a message of the person and what answered it) that always stay whole."""


WebSearchBackend = Literal["off", "searxng", "brave", "tavily", "exa"]


class WebSearchSettings(_Model):
    """The web_search tool: off (the default: nothing is offered, no query leaves the computer), a SearXNG
    the person runs (no key), or Brave Search, Tavily or Exa (their keys in the keyring). There is no
    key-less default: no public search service allows unattended use without one."""

    backend: WebSearchBackend = "off"
    searxng_url: Annotated[str, Meta(max_length=2000)] = ""
    """The SearXNG instance's address (`http://localhost:8888`), its JSON format enabled."""
    max_results: Annotated[int, Meta(ge=1, le=20)] = 5


class VoiceSettings(_Model):
    """Dictation (speech to text) and reading answers aloud."""

    transcription: Literal["local", "endpoint"] = "local"
    """Where speech becomes text: a model on this computer, or an OpenAI-compatible endpoint's
    /audio/transcriptions (a provider's address and key)."""
    endpoint_provider: str | None = None
    """The provider whose address and key the endpoint uses (None: the default provider)."""
    transcription_model: Annotated[str, Meta(max_length=200)] = "whisper-1"
    language: Annotated[str, Meta(pattern=r"^[a-z]{2}(_[A-Z]{2})?$")] | None = None
    """The language spoken (None: the window's)."""
    send_at_once: bool = False
    """Send the transcript at once instead of leaving it in the composer to edit."""
    speech: Literal["system", "endpoint"] = "system"
    """Where answers are read aloud: the system's voices, or the endpoint's /audio/speech."""
    system_voice: Annotated[str, Meta(max_length=200)] | None = None
    """The system voice's name (None: the system's default)."""
    speech_model: Annotated[str, Meta(max_length=200)] = "tts-1"
    speech_voice: Annotated[str, Meta(max_length=200)] = "alloy"


class UpdateSettings(_Model):
    """Looking for a new version of the installed app."""

    check: bool = True
    """Look for a new version at most once a day."""
    feed_url: Annotated[str, Meta(pattern=r"^(https?://[^\s/]+\S*)?$", max_length=2000)] = ""
    """The signed update feed ("" is the project's own); a company may host its own."""
    trusted_root: Annotated[str, Meta(max_length=4000)] = ""
    """The feed's root metadata (a root.json file) every update must be signed under; "" trusts the one
    shipped with the app. A company's own feed, signed with its own keys, names its root.json here."""


class Settings(_Model):
    default_provider: str | None = None
    default_model: str | None = None
    default_agent: str = "build"
    profiles: dict[str, ProfileSettings] = {}
    rules: list[RuleSettings] = []
    """Permission rules for every profile; a profile's own rules come after them (and so win)."""
    providers: dict[str, ProviderSettings] = {}
    network: NetworkSettings = field(default_factory=NetworkSettings)
    sandbox: SandboxSettings = field(default_factory=SandboxSettings)
    max_tool_output_chars: Annotated[int, Meta(ge=1000)] = 30_000
    theme: Literal["system", "light", "dark"] = "system"
    font_size: Annotated[int, Meta(ge=6, le=32)] | None = None
    """The app's font size in points; None follows the system."""
    language: Annotated[str, Meta(pattern=r"^[a-z]{2}(_[A-Z]{2})?$")] | None = None
    """The window's language ("de", "zh_CN"...); None follows the system. It takes effect at the next
    start."""
    model_titles: bool = False
    """Let the model write each new session's title (one extra short call); otherwise the first message."""
    small_talk_without_tools: bool = True
    """Send a message that is only a greeting, a thank-you or a farewell without the tools."""
    close_to_tray: bool | None = None
    """Closing the window while answers are written keeps the app in the tray (None: not asked yet)."""
    quick_ask_shortcut: Annotated[str, Meta(max_length=64)] = "Ctrl+Alt+Space"
    """The global shortcut that opens Quick ask ("" turns it off)."""
    trusted_skill_folders: list[str] = []
    """Workspaces whose own skills (.agents/skills, .claude/skills) the person has trusted."""
    compaction: CompactionSettings = field(default_factory=CompactionSettings)
    context_windows: dict[str, int] = {}
    """Context windows (tokens) by model id, for models the app does not know or to correct it."""
    vision: dict[str, bool] = {}
    """Whether a model sees images, by model id, for models the app does not know or to correct it."""
    web_search: WebSearchSettings = field(default_factory=WebSearchSettings)
    """The web_search tool's back end (off by default)."""
    voice: VoiceSettings = field(default_factory=VoiceSettings)
    updates: UpdateSettings = field(default_factory=UpdateSettings)
    mcp_registry: Annotated[str, Meta(pattern=r"^https?://[^\s/]+\S*$", max_length=2000)] = (
        "https://registry.modelcontextprotocol.io"
    )
    """The MCP Registry `mcp search` and `mcp install` ask (a company may run its own)."""
    web_engine_source: Annotated[str, Meta(pattern=r"^(https?://[^\s/]+\S*)?$", max_length=2000)] = ""
    """Where an installed app downloads the web engine MCP Apps' views need: a folder address serving the
    same PySide6 wheel files as PyPI ("" is PyPI). The files must still be the ones the app was built
    with (their SHA-256 sums ship with it)."""
    mcp_client_id_metadata_url: Annotated[str, Meta(pattern=r"^(https://[^\s/]+/\S+)?$", max_length=2000)] = (
        DEFAULT_CLIENT_ID_METADATA_URL
    )
    """The app's OAuth client ID metadata document: the client ID it names at an MCP server's
    authorization server that accepts such documents, instead of registering itself there. A company may
    host its own copy (packaging/oauth/client-metadata.json, its client_id changed to the new address)
    and name it here; "" registers dynamically everywhere."""

    def __post_init__(self) -> None:
        """An entry with ``kind`` is a custom endpoint: it needs a usable name and a base_url.

        A non-built-in entry without ``kind`` still loads (files written before custom endpoints
        existed keep working) but is no provider: the app does not offer it.
        """
        for name, entry in self.providers.items():
            if entry.kind is None:
                continue
            if name in PRESET_NAMES:
                raise ValueError(f"{name!r} is a built-in provider; it takes no 'kind'")
            if not re.match(CUSTOM_NAME_PATTERN, name):
                raise ValueError(
                    f"custom provider name {name!r} must be lower-case letters, digits, '-' or '_'"
                )
            if not entry.base_url:
                raise ValueError(f"custom provider {name!r} needs a base_url")


def load_settings(path: Path) -> Settings:
    """Defaults when the file does not exist; a clear error when it is broken (the file is left alone)."""
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings()
    except OSError as exc:
        raise UserFacingError(
            ErrorKind.CONFIG,
            f"Could not read the settings file {path}: {exc.strerror}.",
            "Check its permissions.",
        ) from None
    except UnicodeDecodeError:
        raise UserFacingError(
            ErrorKind.CONFIG,
            f"The settings file {path} is not UTF-8 text.",
            "Fix or remove the file; nothing in it was changed.",
        ) from None
    try:
        data = json.loads(raw)
        return Settings.validate(data)
    except json.JSONDecodeError as exc:
        raise UserFacingError(
            ErrorKind.CONFIG,
            f"The settings file {path} is not valid JSON (line {exc.lineno}, column {exc.colno}).",
            "Fix or remove the file; nothing in it was changed.",
        ) from None
    except InvalidSettings as exc:
        where, problem = problem_of(exc, data, Settings)
        raise UserFacingError(
            ErrorKind.CONFIG,
            f"The settings file {path} has a problem at {where or 'the top level'}: {problem}.",
            "Fix or remove the file; nothing in it was changed.",
        ) from None


def save_settings(settings: Settings, path: Path) -> None:
    """Write atomically: a crash leaves either the old file or the new one (OSError on failure)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    try:
        with tmp.open("w", encoding="utf-8") as out:
            out.write(json.dumps(settings.to_data(), indent=2, ensure_ascii=False))
            out.flush()
            os.fsync(out.fileno())
        tmp.replace(path)
    except OSError:
        tmp.unlink(missing_ok=True)
        raise
