"""Which hosts a sandboxed command may reach through the app's proxy (``sandbox.allow_hosts``).

A host is matched by the name the command asked for, before anything is resolved: ``pypi.org`` (that name),
``*.example.com`` (its subdomains, not ``example.com`` itself), ``*`` (any name), an address (``10.0.0.5``,
``[::1]``) or a network (``10.0.0.0/8``) for a command that asks for an address. An entry allows ports 80 and
443 unless it says ``:PORT`` or ``:*``.

After resolving, an address of this machine or of the local network (loopback, private, link-local,
unspecified, multicast, reserved) is reached only when the matching entry names the host or the address
itself: a wildcard never opens one, so a name that merely resolves to 127.0.0.1 cannot reach the app's own
OAuth listener or a local model server.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network

DEFAULT_PORTS = frozenset({80, 443})
SETTING = "sandbox.allow_hosts"


def normal_address(address: IPAddress) -> IPAddress:
    """``address`` with an IPv4-mapped IPv6 address (``::ffff:127.0.0.1``) read as the IPv4 one."""
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address


def address_kind(address: IPAddress) -> str | None:
    """What kind of local address ``address`` is ("loopback", "private"...), None for a public one."""
    address = normal_address(address)
    if address.is_loopback:
        return "loopback"
    if address.is_unspecified:
        return "unspecified"
    if address.is_link_local:
        return "link-local"
    if address.is_multicast:
        return "multicast"
    if address.is_private:
        return "private"
    if not address.is_global or address.is_reserved:
        return "reserved"
    return None


def parse_address(text: str) -> IPAddress | None:
    try:
        return normal_address(ipaddress.ip_address(text.strip("[]")))
    except ValueError:
        return None


def normal_host(host: str) -> str:
    """A host name as compared: lower case, without a trailing dot or IPv6 brackets."""
    return host.strip().strip("[]").rstrip(".").lower()


@dataclass(frozen=True, slots=True)
class HostRule:
    """One entry of the list: a name, ``*.suffix``, ``*``, an address or a network, and its ports."""

    text: str
    name: str = ""
    suffix: str = ""
    anything: bool = False
    network: IPNetwork | None = None
    ports: frozenset[int] | None = DEFAULT_PORTS
    """None: any port."""

    @property
    def explicit(self) -> bool:
        """Names one host or addresses: may lead to this machine's or the local network's addresses."""
        return bool(self.name) or self.network is not None

    def matches(self, host: str) -> bool:
        """Whether the host a command asked for (normalised; a name or an address) is this entry's."""
        if self.anything:
            return True
        if self.network is not None:
            address = parse_address(host)
            return address is not None and address in self.network
        if self.suffix:
            return host.endswith("." + self.suffix)
        return host == self.name

    def allows_port(self, port: int) -> bool:
        return self.ports is None or port in self.ports


def parse_rule(entry: str) -> HostRule:
    """Read one ``allow_hosts`` entry; ValueError says what is wrong with it."""
    text = entry.strip()
    host, ports = _split_port(text)
    host = normal_host(host)
    if not host:
        raise ValueError(f"{entry!r}: no host")
    if host == "*":
        return HostRule(text, anything=True, ports=ports)
    if "/" in host:
        return HostRule(text, network=ipaddress.ip_network(host, strict=False), ports=ports)
    address = parse_address(host)
    if address is not None:
        return HostRule(text, network=ipaddress.ip_network(address), ports=ports)
    if host.startswith("*."):
        suffix = host[2:]
        _check_name(entry, suffix)
        return HostRule(text, suffix=suffix, ports=ports)
    _check_name(entry, host)
    return HostRule(text, name=host, ports=ports)


def _split_port(text: str) -> tuple[str, frozenset[int] | None]:
    """``host:443`` -> ("host", {443}); ``host:*`` -> ("host", None); ``host`` -> ("host", {80, 443}). A bare
    IPv6 address (more than one colon, no brackets) has no port."""
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        if not rest:
            return host, DEFAULT_PORTS
        if not rest.startswith(":"):
            raise ValueError(f"{text!r}: expected :PORT after the address")
        return host, _ports(text, rest[1:])
    if text.count(":") != 1:
        return text, DEFAULT_PORTS
    host, _, port = text.partition(":")
    return host, _ports(text, port)


def _ports(text: str, port: str) -> frozenset[int] | None:
    if port == "*":
        return None
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"{text!r}: {port!r} is not a port")
    return frozenset({int(port)})


def _check_name(entry: str, name: str) -> None:
    labels = name.split(".")
    if any(not label or len(label) > 63 for label in labels) or not all(
        c.isalnum() or c in "-_" for label in labels for c in label
    ):
        raise ValueError(f"{entry!r} is not a host name")


class NotAllowedError(Exception):
    """A connection the list does not allow; ``str()`` says why in words."""


class AllowList:
    """The entries of ``sandbox.allow_hosts``; entries that cannot be read are left out (``problems``)."""

    def __init__(self, entries: Iterable[str]) -> None:
        self.rules: list[HostRule] = []
        self.problems: list[str] = []
        for entry in entries:
            try:
                self.rules.append(parse_rule(entry))
            except ValueError as exc:
                self.problems.append(str(exc))

    def __repr__(self) -> str:
        return f"AllowList({[rule.text for rule in self.rules]!r})"

    def matching(self, host: str, port: int) -> list[HostRule]:
        """The entries allowing ``host`` (as asked, before resolving) on ``port``; NotAllowedError if none."""
        host = normal_host(host)
        named = [rule for rule in self.rules if rule.matches(host)]
        if not named:
            raise NotAllowedError(f"connecting to {_shown(host, port)} is not allowed (not in {SETTING})")
        on_port = [rule for rule in named if rule.allows_port(port)]
        if not on_port:
            listed = ", ".join(rule.text for rule in named)
            raise NotAllowedError(
                f"connecting to {_shown(host, port)} is not allowed ({SETTING} has {listed}: ports 80 and "
                f"443 unless an entry says another, e.g. {host}:{port})"
            )
        return on_port

    def admit(self, host: str, port: int, addresses: Sequence[IPAddress]) -> list[IPAddress]:
        """Of the addresses ``host`` resolved to, those the entries allow (public ones, and local ones only
        for an entry naming the host or the address itself), in order; NotAllowedError when none is left."""
        rules = self.matching(host, port)
        explicit = any(rule.explicit for rule in rules)
        kept: list[IPAddress] = []
        refused: list[tuple[IPAddress, str]] = []
        for address in addresses:
            address = normal_address(address)
            kind = address_kind(address)
            if kind is None or explicit:
                kept.append(address)
            else:
                refused.append((address, kind))
        if kept or not refused:
            return kept
        address, kind = refused[0]
        shown = _shown(normal_host(host), port)
        named = "" if parse_address(host) is not None else f"it resolves to {address}, "
        raise NotAllowedError(
            f"connecting to {shown} is not allowed ({named}{_article(kind)} {kind} address: this machine's "
            f"and the local network's addresses are reached only when {SETTING} names the host or address "
            "itself)"
        )

    def describe(self) -> str:
        """The entries as the approval names them: "pypi.org, files.pythonhosted.org" or "any public host"."""
        anything = [rule for rule in self.rules if rule.anything]
        if anything:
            others = [rule.text for rule in self.rules if not rule.anything]
            odd = [rule.text for rule in anything if rule.ports != DEFAULT_PORTS]
            ports = f" ({', '.join(odd)})" if odd else ""
            return f"any public host{ports}" + (" and " + ", ".join(others) if others else "")
        return ", ".join(rule.text for rule in self.rules) or "no host"


def _shown(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def _article(word: str) -> str:
    return "an" if word[0] in "aeiou" else "a"
