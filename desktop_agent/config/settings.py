"""Settings the person can change (settings.json in the config folder). Never holds API keys."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from desktop_agent.domain.errors import ErrorKind, UserFacingError


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


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
    temperature: float | None = Field(default=None, ge=0, le=2)
    max_tokens: int | None = Field(default=None, ge=1)
    thinking: bool | None = None
    thinking_budget: int | None = Field(default=None, ge=1024)
    max_steps: int | None = Field(default=None, ge=1, le=1000)
    rules: list[RuleSettings] = Field(default_factory=list)


class RetrySettings(_Model):
    max_retries: int = Field(default=4, ge=0, le=20)
    base_delay_s: float = Field(default=1.0, ge=0)
    max_delay_s: float = Field(default=30.0, ge=0)
    max_retry_after_s: float = Field(default=60.0, ge=0)


class NetworkSettings(_Model):
    request_timeout_s: float = Field(default=600.0, gt=0)
    stall_timeout_s: float = Field(default=180.0, gt=0)
    """A stream from a cloud provider that sends nothing for this long is given up (a keep-alive counts as
    something)."""
    local_stall_timeout_s: float = Field(default=600.0, gt=0)
    """The same for a model server on this machine, which may read a long prompt for minutes on a CPU
    before its first word."""
    retry: RetrySettings = Field(default_factory=RetrySettings)


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
    allow_hosts: list[str] = Field(default_factory=lambda: list(DEFAULT_ALLOW_HOSTS))
    """With the network allowed, the hosts commands may reach (Linux): ``"pypi.org"`` (ports 80 and 443),
    ``"*.example.com"`` (its subdomains), ``"host:8080"`` or ``"host:*"`` (other ports), ``"*"`` (any
    public host). This machine's and the local network's addresses (loopback, private, link-local) are
    reached only when the entry names the host or address itself (``"localhost:8000"``, ``"10.0.0.5"``),
    never through a wildcard or a name that merely resolves there."""
    ask_without_sandbox: bool = True
    """With no sandbox (none on this system, or turned off), every command asks whatever the rules and
    saved approvals say. Turn off only knowingly: rules then allow commands with all of your rights."""
    read: list[str] = Field(default_factory=list)
    """Folders (or files) of yours a sandboxed command may read besides the workspace, the system and the
    toolchains (``~`` is your home folder; the rest of it is hidden), e.g. ``["~/datasets"]``."""
    env: list[str] = Field(default_factory=list)
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
    models: list[str] = Field(default_factory=list)
    """A custom endpoint's known model ids, offered in model pickers."""
    authenticated: bool = False
    """A custom endpoint that wants an API key (kept in the keyring like the built-in providers' keys)."""


class CompactionSettings(_Model):
    automatic: bool = True
    """Summarise earlier turns when a request nears the model's context window."""
    threshold: float = Field(default=0.8, ge=0.3, le=0.95)
    """The share of the context window a request may fill before it is compacted."""
    keep_turns: int = Field(default=2, ge=1, le=20)
    """The newest turns (a message of the person and what answered it) that always stay whole."""


WebSearchBackend = Literal["off", "searxng", "brave", "tavily", "exa"]


class WebSearchSettings(_Model):
    """The web_search tool: off (the default: nothing is offered, no query leaves the computer), a SearXNG
    the person runs (no key), or Brave Search, Tavily or Exa (their keys in the keyring). There is no
    key-less default: no public search service allows unattended use without one."""

    backend: WebSearchBackend = "off"
    searxng_url: str = Field(default="", max_length=2000)
    """The SearXNG instance's address (`http://localhost:8888`), its JSON format enabled."""
    max_results: int = Field(default=5, ge=1, le=20)


class VoiceSettings(_Model):
    """Dictation (speech to text) and reading answers aloud."""

    transcription: Literal["local", "endpoint"] = "local"
    """Where speech becomes text: a model on this computer, or an OpenAI-compatible endpoint's
    /audio/transcriptions (a provider's address and key)."""
    endpoint_provider: str | None = None
    """The provider whose address and key the endpoint uses (None: the default provider)."""
    transcription_model: str = Field(default="whisper-1", max_length=200)
    language: str | None = Field(default=None, pattern=r"^[a-z]{2}(_[A-Z]{2})?$")
    """The language spoken (None: the window's)."""
    send_at_once: bool = False
    """Send the transcript at once instead of leaving it in the composer to edit."""
    speech: Literal["system", "endpoint"] = "system"
    """Where answers are read aloud: the system's voices, or the endpoint's /audio/speech."""
    system_voice: str | None = Field(default=None, max_length=200)
    """The system voice's name (None: the system's default)."""
    speech_model: str = Field(default="tts-1", max_length=200)
    speech_voice: str = Field(default="alloy", max_length=200)


class UpdateSettings(_Model):
    """Looking for a new version of the installed app."""

    check: bool = True
    """Look for a new version at most once a day."""
    feed_url: str = Field(default="", pattern=r"^(https?://[^\s/]+\S*)?$", max_length=2000)
    """The signed update feed ("" is the project's own); a company may host its own."""
    trusted_root: str = Field(default="", max_length=4000)
    """The feed's root metadata (a root.json file) every update must be signed under; "" trusts the one
    shipped with the app. A company's own feed, signed with its own keys, names its root.json here."""


class Settings(_Model):
    default_provider: str | None = None
    default_model: str | None = None
    default_agent: str = "build"
    profiles: dict[str, ProfileSettings] = Field(default_factory=dict)
    rules: list[RuleSettings] = Field(default_factory=list)
    """Permission rules for every profile; a profile's own rules come after them (and so win)."""
    providers: dict[str, ProviderSettings] = Field(default_factory=dict)
    network: NetworkSettings = Field(default_factory=NetworkSettings)
    sandbox: SandboxSettings = Field(default_factory=SandboxSettings)
    max_tool_output_chars: int = Field(default=30_000, ge=1000)
    theme: Literal["system", "light", "dark"] = "system"
    font_size: int | None = Field(default=None, ge=6, le=32)
    """The app's font size in points; None follows the system."""
    language: str | None = Field(default=None, pattern=r"^[a-z]{2}(_[A-Z]{2})?$")
    """The window's language ("de", "zh_CN"...); None follows the system. It takes effect at the next
    start."""
    model_titles: bool = False
    """Let the model write each new session's title (one extra short call); otherwise the first message."""
    small_talk_without_tools: bool = True
    """Send a message that is only a greeting, a thank-you or a farewell without the tools."""
    close_to_tray: bool | None = None
    """Closing the window while answers are written keeps the app in the tray (None: not asked yet)."""
    quick_ask_shortcut: str = Field(default="Ctrl+Alt+Space", max_length=64)
    """The global shortcut that opens Quick ask ("" turns it off)."""
    trusted_skill_folders: list[str] = Field(default_factory=list)
    """Workspaces whose own skills (.agents/skills, .claude/skills) the person has trusted."""
    compaction: CompactionSettings = Field(default_factory=lambda: CompactionSettings())
    context_windows: dict[str, int] = Field(default_factory=dict)
    """Context windows (tokens) by model id, for models the app does not know or to correct it."""
    vision: dict[str, bool] = Field(default_factory=dict)
    """Whether a model sees images, by model id, for models the app does not know or to correct it."""
    web_search: WebSearchSettings = Field(default_factory=lambda: WebSearchSettings())
    """The web_search tool's back end (off by default)."""
    voice: VoiceSettings = Field(default_factory=lambda: VoiceSettings())
    updates: UpdateSettings = Field(default_factory=lambda: UpdateSettings())
    mcp_registry: str = Field(
        default="https://registry.modelcontextprotocol.io", pattern=r"^https?://[^\s/]+\S*$", max_length=2000
    )
    """The MCP Registry `mcp search` and `mcp install` ask (a company may run its own)."""
    mcp_client_id_metadata_url: str = Field(
        default=DEFAULT_CLIENT_ID_METADATA_URL, pattern=r"^(https://[^\s/]+/\S+)?$", max_length=2000
    )
    """The app's OAuth client ID metadata document: the client ID it names at an MCP server's
    authorization server that accepts such documents, instead of registering itself there. A company may
    host its own copy (packaging/oauth/client-metadata.json, its client_id changed to the new address)
    and name it here; "" registers dynamically everywhere."""

    @model_validator(mode="after")
    def _custom_endpoints_are_complete(self) -> Settings:
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
        return self


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
        return Settings.model_validate(json.loads(raw))
    except json.JSONDecodeError as exc:
        raise UserFacingError(
            ErrorKind.CONFIG,
            f"The settings file {path} is not valid JSON (line {exc.lineno}, column {exc.colno}).",
            "Fix or remove the file; nothing in it was changed.",
        ) from None
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "the top level"
        raise UserFacingError(
            ErrorKind.CONFIG,
            f"The settings file {path} has a problem at {where}: {first['msg']}.",
            "Fix or remove the file; nothing in it was changed.",
        ) from None


def save_settings(settings: Settings, path: Path) -> None:
    """Write atomically: a crash leaves either the old file or the new one (OSError on failure)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    try:
        with tmp.open("w", encoding="utf-8") as out:
            out.write(settings.model_dump_json(indent=2, exclude_defaults=True))
            out.flush()
            os.fsync(out.fileno())
        tmp.replace(path)
    except OSError:
        tmp.unlink(missing_ok=True)
        raise
