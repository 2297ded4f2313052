"""What an MCP server asks the person (``elicitation/create``), as plain values the front ends show: a form
made from the restricted JSON schema MCP allows, or an address to open in the browser.

A form's schema is read into fields (strings with a length and a format, numbers and integers with bounds,
booleans, single choices, multiple choices); anything else in it is refused as a whole, with the reason.
What the person answers is checked against the fields here, in code, before it is sent, whatever front end
asked. An address is opened only when it is http or https, names a host, and carries no user name or
password in front of the host (which could make another host look like the real one).

Nothing here imports the MCP SDK: the front ends see these types through the core.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, Literal
from urllib.parse import urlsplit

FieldKind = Literal["string", "number", "integer", "boolean", "choice", "multi"]
Action = Literal["accept", "decline", "cancel"]
Value = str | int | float | bool | list[str]

STRING_FORMATS = ("email", "uri", "date", "date-time")
MAX_FIELDS = 50
MAX_OPTIONS = 200
MAX_URL_CHARS = 8192
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")


class SchemaError(ValueError):
    """A requested schema that is not the restricted form MCP allows; the message says what is wrong."""


@dataclass(frozen=True, slots=True)
class Option:
    value: str
    title: str


@dataclass(frozen=True, slots=True)
class FormField:
    """One question of a form: a top-level property of the requested schema."""

    name: str
    kind: FieldKind
    title: str = ""
    description: str = ""
    required: bool = False
    default: Value | None = None
    """The schema's default when it fits the field (one that does not is left out)."""
    min_length: int | None = None
    max_length: int | None = None
    format: str | None = None
    minimum: float | None = None
    maximum: float | None = None
    options: tuple[Option, ...] = ()
    min_items: int | None = None
    max_items: int | None = None

    @property
    def label(self) -> str:
        return self.title or self.name


@dataclass(frozen=True, slots=True)
class FormRequest:
    """Form mode: the server's message and the questions, in the schema's order."""

    message: str
    fields: tuple[FormField, ...]

    def defaults(self) -> dict[str, Value]:
        """The answer made only of the schema's defaults (the fields without one left out)."""
        return {f.name: f.default for f in self.fields if f.default is not None}


@dataclass(frozen=True, slots=True)
class UrlRequest:
    """URL mode: the server's message and the address it wants opened (already checked: http or https)."""

    message: str
    url: str
    elicitation_id: str = ""

    @property
    def scheme(self) -> str:
        return urlsplit(self.url).scheme.lower()

    @property
    def host(self) -> str:
        """The host as the browser will reach it (an international name also in its ASCII form)."""
        host = urlsplit(self.url).hostname or ""
        try:
            ascii_host = host.encode("idna").decode("ascii")
        except UnicodeError:
            return host
        return host if ascii_host == host else f"{host} ({ascii_host})"

    @property
    def port(self) -> int | None:
        try:
            return urlsplit(self.url).port
        except ValueError:
            return None


ElicitationRequest = FormRequest | UrlRequest


@dataclass(frozen=True, slots=True)
class ElicitationAnswer:
    """The person's answer: accept (with the form's content), decline, or cancel (dismissed)."""

    action: Action
    content: dict[str, Value] | None = None

    @classmethod
    def decline(cls) -> ElicitationAnswer:
        return cls("decline")

    @classmethod
    def cancel(cls) -> ElicitationAnswer:
        return cls("cancel")


@dataclass(frozen=True, slots=True)
class Cut:
    """Text cut to what a dialog or a terminal shows, and how much was left out."""

    text: str
    left_out: int = 0
    total: int = field(default=0)


def cut(text: str, limit: int) -> Cut:
    """At most ``limit`` characters of ``text``; how many were left out is kept, to be said."""
    if len(text) <= limit:
        return Cut(text, 0, len(text))
    return Cut(text[:limit], len(text) - limit, len(text))


# ---- reading a schema ----


def _text(spec: Mapping[str, Any], key: str) -> str:
    value = spec.get(key)
    return value if isinstance(value, str) else ""


def _count(spec: Mapping[str, Any], key: str, name: str) -> int | None:
    value = spec.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise SchemaError(f"the field {name!r} has a {key} that is not a count")
    return value


def _bound(spec: Mapping[str, Any], key: str, name: str) -> float | None:
    value = spec.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise SchemaError(f"the field {name!r} has a {key} that is not a number")
    return value


def _options(spec: Mapping[str, Any], name: str) -> tuple[Option, ...] | None:
    """A single choice's options: ``enum`` (with ``enumNames``), or ``oneOf`` of ``const`` + ``title``."""
    if "enum" in spec:
        values = spec["enum"]
        names = spec.get("enumNames")
        if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
            raise SchemaError(f"the choices of {name!r} are not a list of strings")
        titles = names if isinstance(names, list) and len(names) == len(values) else values
        return tuple(Option(v, str(t)) for v, t in zip(values, titles, strict=True))
    for key in ("oneOf", "anyOf"):
        if key in spec:
            return _titled(spec[key], name)
    return None


def _titled(items: object, name: str) -> tuple[Option, ...]:
    if not isinstance(items, list):
        raise SchemaError(f"the choices of {name!r} are not a list")
    out = []
    for item in items:
        if not isinstance(item, Mapping) or not isinstance(item.get("const"), str):
            raise SchemaError(f"a choice of {name!r} has no text value (const)")
        out.append(Option(item["const"], _text(item, "title") or item["const"]))
    return tuple(out)


def _read_field(name: str, spec: object, required: bool) -> FormField:
    if not isinstance(spec, Mapping):
        raise SchemaError(f"the field {name!r} is not described by an object")
    kind = spec.get("type")
    base: dict[str, Any] = {
        "name": name,
        "title": _text(spec, "title"),
        "description": _text(spec, "description"),
        "required": required,
    }
    options = _options(spec, name) if kind == "string" else None
    if options is not None:
        made = FormField(kind="choice", options=options, **base)
    elif kind == "string":
        fmt = spec.get("format")
        if fmt is not None and fmt not in STRING_FORMATS:
            raise SchemaError(f"the field {name!r} asks for the format {fmt!r}, which forms cannot have")
        made = FormField(
            kind="string", format=fmt, min_length=_count(spec, "minLength", name),
            max_length=_count(spec, "maxLength", name), **base,
        )  # fmt: skip
    elif kind in ("number", "integer"):
        made = FormField(
            kind=kind, minimum=_bound(spec, "minimum", name), maximum=_bound(spec, "maximum", name), **base
        )
    elif kind == "boolean":
        made = FormField(kind="boolean", **base)
    elif kind == "array":
        items = spec.get("items")
        if not isinstance(items, Mapping):
            raise SchemaError(f"the list {name!r} does not say what its items are")
        choices = _options(items, name)
        if choices is None:
            raise SchemaError(f"the list {name!r} is not a choice among fixed options")
        made = FormField(
            kind="multi", options=choices, min_items=_count(spec, "minItems", name),
            max_items=_count(spec, "maxItems", name), **base,
        )  # fmt: skip
    else:
        raise SchemaError(f"the field {name!r} is of a kind forms cannot have ({kind!r})")
    if len(made.options) > MAX_OPTIONS:
        raise SchemaError(f"the field {name!r} offers more than {MAX_OPTIONS} choices")
    if (made.kind in ("choice", "multi")) and not made.options:
        raise SchemaError(f"the field {name!r} offers no choices")
    default = spec.get("default")
    if default is not None and check_value(made, default) is None:
        return _with_default(made, default)
    return made


def _with_default(made: FormField, default: Any) -> FormField:
    from dataclasses import replace

    value: Value = list(default) if isinstance(default, list) else default
    return replace(made, default=value)


def parse_form(message: str, schema: object) -> FormRequest:
    """The form a requested schema describes; SchemaError when it is not one MCP allows."""
    if not isinstance(schema, Mapping) or schema.get("type", "object") != "object":
        raise SchemaError("the requested schema is not an object")
    properties = schema.get("properties") or {}
    if not isinstance(properties, Mapping):
        raise SchemaError("the requested schema's properties are not an object")
    if len(properties) > MAX_FIELDS:
        raise SchemaError(f"the form has more than {MAX_FIELDS} fields")
    required = schema.get("required") or []
    if not isinstance(required, list):
        raise SchemaError("the requested schema's list of required fields is not a list")
    fields = tuple(_read_field(str(n), spec, n in required) for n, spec in properties.items())
    return FormRequest(message, fields)


# ---- checking answers ----


def _number_problem(f: FormField, value: object) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return "a number is needed"
    if f.kind == "integer" and not (isinstance(value, int) or float(value).is_integer()):
        return "a whole number is needed"
    if f.minimum is not None and value < f.minimum:
        return f"at least {f.minimum:g}"
    if f.maximum is not None and value > f.maximum:
        return f"at most {f.maximum:g}"
    return None


def _format_problem(fmt: str | None, value: str) -> str | None:
    if fmt == "email" and not _EMAIL.match(value):
        return "an email address is needed"
    if fmt == "uri":
        parts = urlsplit(value)
        if not parts.scheme or not (parts.netloc or parts.path) or any(c.isspace() for c in value):
            return "an address (URI) is needed, such as https://example.com"
    if fmt == "date":
        try:
            date.fromisoformat(value)
        except ValueError:
            return "a date is needed, such as 2025-06-30"
    if fmt == "date-time":
        try:
            datetime.fromisoformat(value)
        except ValueError:
            return "a date and time is needed, such as 2025-06-30T14:00:00Z"
    return None


def check_value(f: FormField, value: object) -> str | None:
    """What is wrong with ``value`` as the answer to ``f`` (in words), or None when it fits."""
    if f.kind == "string":
        if not isinstance(value, str):
            return "text is needed"
        if f.min_length is not None and len(value) < f.min_length:
            return f"at least {f.min_length} characters"
        if f.max_length is not None and len(value) > f.max_length:
            return f"at most {f.max_length} characters"
        return _format_problem(f.format, value) if value or f.required else None
    if f.kind in ("number", "integer"):
        return _number_problem(f, value)
    if f.kind == "boolean":
        return None if isinstance(value, bool) else "yes or no is needed"
    allowed = {o.value for o in f.options}
    if f.kind == "choice":
        return None if isinstance(value, str) and value in allowed else "one of the choices is needed"
    if not isinstance(value, list) or not all(isinstance(v, str) and v in allowed for v in value):
        return "only the offered choices"
    if len(set(value)) != len(value):
        return "each choice once"
    if f.min_items is not None and len(value) < f.min_items:
        return f"at least {f.min_items} choices"
    if f.max_items is not None and len(value) > f.max_items:
        return f"at most {f.max_items} choices"
    return None


def check_content(form: FormRequest, content: Mapping[str, object]) -> dict[str, str]:
    """The problems of an answer, by field name ('' for one about the answer as a whole); empty when
    every required field is answered, every answer fits its field and nothing else is in it."""
    problems: dict[str, str] = {}
    names = {f.name for f in form.fields}
    extra = sorted(set(content) - names)
    if extra:
        problems[""] = "fields the form does not have: " + ", ".join(extra)
    for f in form.fields:
        value = content.get(f.name)
        if value is None:
            if f.required:
                problems[f.name] = "required"
            continue
        problem = check_value(f, value)
        if problem is not None:
            problems[f.name] = problem
    return problems


def clean_content(form: FormRequest, content: Mapping[str, object]) -> dict[str, Value]:
    """The answer as sent: fields in the form's order, those left empty out; integers as integers."""
    out: dict[str, Value] = {}
    for f in form.fields:
        value = content.get(f.name)
        if value is None:
            continue
        if f.kind == "integer" and isinstance(value, float):
            value = int(value)
        out[f.name] = list(value) if isinstance(value, list) else value  # type: ignore[assignment]
    return out


# ---- URL mode ----


def url_problem(url: str) -> str | None:
    """Why an address a server wants opened is refused (in words), or None when it may be shown."""
    if len(url) > MAX_URL_CHARS:
        return f"the address is longer than {MAX_URL_CHARS} characters"
    if any(c.isspace() or ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0 for c in url):
        return "the address has spaces or control characters in it"
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises for a port that is not a number
    except ValueError:
        return "the address cannot be read"
    if parts.scheme.lower() not in ("http", "https"):
        shown = parts.scheme or "no scheme"
        return f"only web addresses (http or https) are opened, not {shown}:"
    if not parts.hostname:
        return "the address names no host"
    if parts.username is not None or parts.password is not None:
        return "the address has a user name or password before the host, which can hide the real host"
    return None
