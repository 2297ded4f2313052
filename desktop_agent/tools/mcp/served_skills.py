"""Skills an MCP server serves (the ``io.modelcontextprotocol/skills`` extension, SEP-2640).

A server that declares the extension lists its skills with ``skills/list``: each has the address of its
``SKILL.md`` (``skill://…/NAME/SKILL.md``), the front matter of that file (name, description), and every
file of the skill with its size and SHA-256 digest. The listing is read when the server connects; no file
is read then. A skill is loaded only when it is used (the model's `use_skill`, `@name` in a message,
`desktop-agent mcp skill`): its ``SKILL.md`` is read with ``resources/read`` and used only when its size
and digest are the listed ones and its front matter equals the listed one field by field. Anything else
is refused in words, and nothing of it reaches the model. A supporting file is read the same way, only
when asked for, and only if the skill lists it.

The listing is the server's text, like its tools' descriptions: shown plain, never trusted to mean more.
"""

from __future__ import annotations

import base64
import binascii
import functools
import hashlib
import logging
import re
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from mcp import types
from pydantic import ConfigDict, Field

from desktop_agent.config.skills import MOST_BYTES, NAME, SkillFileError, front_matter, skill_of
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.skills import Skill

if TYPE_CHECKING:
    from mcp.client import Client

log = logging.getLogger(__name__)

EXTENSION = "io.modelcontextprotocol/skills"
MAX_SKILLS = 200
MAX_FILES = 200
MAX_PAGES = 20
MOST_FILE_BYTES = 4 * 1024 * 1024
_DIGEST = re.compile(r"sha256:([0-9a-f]{64})")
_SKILL_URI = re.compile(r"skill://(?:[^/?#\s]+/)*([^/?#\s]+)/SKILL\.md")
T = TypeVar("T")
Ask = Callable[[str, Callable[["Client"], Awaitable[T]]], Awaitable[T]]


@dataclass(frozen=True, slots=True)
class SkillFile:
    uri: str
    digest: str
    """The SHA-256 of its bytes, hex."""
    size: int


@dataclass(frozen=True, slots=True)
class ServedSkill:
    server: str
    name: str
    description: str
    uri: str
    """Its SKILL.md."""
    front: Mapping[str, Any]
    """The front matter as listed: the file's must equal it."""
    files: Mapping[str, SkillFile] = field(default_factory=dict)


class _SkillsPage(types.Result):
    model_config = ConfigDict(extra="allow")
    skills: list[dict[str, Any]] = Field(default_factory=list)
    next_cursor: str | None = None


def read_entry(server: str, raw: Any) -> ServedSkill:
    """One entry of ``skills/list``, checked; ValueError says what is wrong with it."""
    if not isinstance(raw, dict):
        raise ValueError("an entry is not an object")
    uri, front, resources = raw.get("uri"), raw.get("frontmatter"), raw.get("resources")
    if not isinstance(uri, str) or (found := _SKILL_URI.fullmatch(uri)) is None:
        raise ValueError(f"{visible(str(uri))!r} is not the skill:// address of a SKILL.md")
    if not isinstance(front, dict):
        raise ValueError(f"{uri}: no front matter")
    name, description = front.get("name"), front.get("description")
    if not isinstance(name, str) or not NAME.fullmatch(name) or name != found.group(1):
        raise ValueError(f"{uri}: the name must be the folder's, in lower-case letters, digits and hyphens")
    if not isinstance(description, str) or not description.strip():
        raise ValueError(f"{uri}: no description")
    if not isinstance(resources, list) or len(resources) > MAX_FILES:
        raise ValueError(f"{uri}: its files are not listed (or more than {MAX_FILES})")
    folder = uri.removesuffix("SKILL.md")
    files: dict[str, SkillFile] = {}
    for item in resources:
        file = _file(item, folder)
        files[file.uri] = file
    if uri not in files:
        raise ValueError(f"{uri}: its SKILL.md is not among its files")
    return ServedSkill(server, name, " ".join(description.split()), uri, dict(front), files)


def _file(item: Any, folder: str) -> SkillFile:
    if not isinstance(item, dict):
        raise ValueError("a file entry is not an object")
    uri, digest, size = item.get("uri"), item.get("digest"), item.get("size")
    if not isinstance(uri, str) or not uri.startswith(folder) or "/../" in f"/{uri.removeprefix(folder)}/":
        raise ValueError(f"{visible(str(uri))!r} is outside its skill's folder")
    if not isinstance(digest, str) or (hexed := _DIGEST.fullmatch(digest)) is None:
        raise ValueError(f"{uri}: the digest is not sha256:<64 hex digits>")
    if isinstance(size, bool) or not isinstance(size, int) or not 0 <= size <= MOST_FILE_BYTES:
        raise ValueError(f"{uri}: no size, or more than {MOST_FILE_BYTES // (1024 * 1024)} MB")
    return SkillFile(uri, hexed.group(1), size)


class ServedSkills:
    """One server's skills: listed when it connects (`listed`), loaded one by one when used."""

    def __init__(self, server: str, ask: Ask[Any]) -> None:
        """``ask`` runs a request on the server's connection, its errors said in words (the catalog's)."""
        self.server = server
        self._ask = ask
        self.skills: tuple[ServedSkill, ...] = ()

    async def listed(self, capabilities: types.ServerCapabilities | None) -> tuple[ServedSkill, ...]:
        """Read the listing when the server declares the extension (every page); none otherwise, or when
        the listing fails (said in the log: the server's tools still work)."""
        self.skills = ()
        extensions = capabilities.extensions if capabilities is not None else None
        if not extensions or EXTENSION not in extensions:
            return ()
        found: dict[str, ServedSkill] = {}
        cursor: str | None = None
        try:
            for _ in range(MAX_PAGES):
                page: _SkillsPage = await self._ask(
                    "list its skills", functools.partial(_list_page, cursor=cursor)
                )
                for raw in page.skills:
                    try:
                        skill = read_entry(self.server, raw)
                    except ValueError as problem:
                        log.warning("MCP server %r lists an unusable skill: %s", self.server, problem)
                        continue
                    found.setdefault(skill.name, skill)
                cursor = page.next_cursor
                if not cursor or len(found) >= MAX_SKILLS:
                    break
        except UserFacingError as error:
            log.warning("%s", error.message)
        self.skills = tuple(list(found.values())[:MAX_SKILLS])
        return self.skills

    def named(self, name: str) -> ServedSkill:
        for skill in self.skills:
            if skill.name == name:
                return skill
        raise UserFacingError(
            ErrorKind.NOT_FOUND, f"The MCP server {self.server!r} serves no skill called {visible(name)!r}."
        )

    async def load(self, name: str) -> Skill:
        """The skill's SKILL.md, read now and checked against the listing: its instructions."""
        served = self.named(name)
        data = await self._read(served, served.uri)
        try:
            text = data.decode("utf-8")
            front, instructions = front_matter(text)
        except (UnicodeDecodeError, SkillFileError) as problem:
            raise self._refused(served, f"its SKILL.md cannot be read ({problem})") from None
        if front != dict(served.front):  # field by field: the same keys, the same values
            raise self._refused(served, "its SKILL.md says other things in its front matter than its listing")
        try:
            return skill_of(front, instructions, served.uri, "mcp")
        except SkillFileError as problem:
            raise self._refused(served, str(problem)) from None

    async def read_file(self, name: str, uri: str) -> bytes:
        """One of the skill's files, as listed (its size and digest checked)."""
        served = self.named(name)
        if uri not in served.files:
            raise self._refused(served, f"{visible(uri)!r} is not one of its files")
        return await self._read(served, uri)

    def lists_file(self, uri: str) -> bool:
        """One of the skills lists ``uri`` among its files."""
        return any(uri in skill.files for skill in self.skills)

    async def read_listed(self, uri: str) -> bytes:
        """A file one of the skills lists, its size and digest checked."""
        served = next(skill for skill in self.skills if uri in skill.files)
        return await self._read(served, uri)

    async def _read(self, served: ServedSkill, uri: str) -> bytes:
        listed = served.files[uri]
        if uri == served.uri and listed.size > MOST_BYTES:
            raise self._refused(served, f"its SKILL.md is larger than {MOST_BYTES // 1024} KB")
        result = await self._ask("read a skill's file", lambda c: c.read_resource(uri, cache_mode="bypass"))
        contents = [c for c in result.contents if str(c.uri) == uri] or list(result.contents)
        if len(contents) != 1:
            raise self._refused(served, f"reading {uri} gave {len(contents)} contents, not one")
        data = _bytes_of(contents[0])
        if data is None:
            raise self._refused(served, f"{uri} came back in a form that cannot be read")
        if len(data) != listed.size:
            said = f"{uri} is {len(data):,} bytes where the listing says {listed.size:,}"
            raise self._refused(served, said)
        if hashlib.sha256(data).hexdigest() != listed.digest:
            raise self._refused(served, f"{uri} is not the file the listing describes (its digest differs)")
        return data

    def _refused(self, served: ServedSkill, why: str) -> UserFacingError:
        log.warning("MCP server %r: the skill %r was not used: %s", self.server, served.name, why)
        return UserFacingError(
            ErrorKind.SERVER_ERROR,
            f"The skill {served.name!r} of the MCP server {self.server!r} was not used: {why}. Nothing of "
            "it was given to the model.",
        )


async def _list_page(client: Client, *, cursor: str | None) -> _SkillsPage:
    request: types.Request[Any, str] = types.Request(
        method="skills/list", params={"cursor": cursor} if cursor else None
    )
    return await client.session.send_request(request, _SkillsPage)


def _bytes_of(content: Any) -> bytes | None:
    if isinstance(content, types.TextResourceContents):
        return content.text.encode("utf-8")
    if isinstance(content, types.BlobResourceContents):
        try:
            return base64.b64decode(content.blob, validate=True)
        except (binascii.Error, ValueError):
            return None
    return None
