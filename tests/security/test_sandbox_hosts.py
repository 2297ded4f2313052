"""``sandbox.allow_hosts`` read and applied: names before resolving, local addresses after (no sandbox)."""

from __future__ import annotations

from ipaddress import ip_address
from pathlib import Path

import pytest

from desktop_agent.config.settings import DEFAULT_ALLOW_HOSTS, Settings
from desktop_agent.tools.sandbox import SandboxPolicy, SeatbeltSandbox
from desktop_agent.tools.sandbox.hosts import AllowList, NotAllowedError

PUBLIC = ip_address("151.101.0.223")
LOOPBACK = ip_address("127.0.0.1")


def test_names_wildcards_and_ports() -> None:
    allow = AllowList(["pypi.org", "*.npmjs.org", "git.example.com:2222", "any.example:*", "PyPI.ORG."])
    assert allow.matching("PYPI.org.", 443)
    assert allow.matching("registry.npmjs.org", 80) and allow.matching("a.b.npmjs.org", 443)
    with pytest.raises(NotAllowedError, match=r"npmjs.org:443 is not allowed \(not in sandbox.allow_hosts\)"):
        allow.matching("npmjs.org", 443)  # a wildcard is the subdomains only
    with pytest.raises(NotAllowedError, match=r"evil-pypi\.org"):
        allow.matching("evil-pypi.org", 443)
    with pytest.raises(
        NotAllowedError, match=r"ports 80 and 443 unless an entry says another, e.g. pypi.org:22"
    ):
        allow.matching("pypi.org", 22)
    assert allow.matching("git.example.com", 2222) and allow.matching("any.example", 5)
    with pytest.raises(NotAllowedError):
        allow.matching("git.example.com", 443)


def test_local_addresses_only_for_an_entry_naming_the_host_or_address() -> None:
    wildcard = AllowList(["*:*"])
    for host, address, kind in [
        ("localhost", "127.0.0.1", "a loopback"),
        ("sneaky.example", "::1", "a loopback"),
        ("sneaky.example", "::ffff:127.0.0.1", "a loopback"),
        ("sneaky.example", "10.1.2.3", "a private"),
        ("sneaky.example", "192.168.1.1", "a private"),
        ("sneaky.example", "172.16.0.1", "a private"),
        ("sneaky.example", "169.254.169.254", "a link-local"),
        ("sneaky.example", "fd00::1", "a private"),
        ("sneaky.example", "0.0.0.0", "an unspecified"),
    ]:
        with pytest.raises(NotAllowedError, match=f"it resolves to .*, {kind} address"):
            wildcard.admit(host, 80, [ip_address(address)])
    with pytest.raises(NotAllowedError, match=r"\(a loopback address"):
        wildcard.admit("127.0.0.1", 80, [LOOPBACK])
    assert wildcard.admit("both.example", 443, [LOOPBACK, PUBLIC]) == [PUBLIC]  # the local one is dropped
    assert AllowList(["localhost:8000"]).admit("localhost", 8000, [LOOPBACK]) == [LOOPBACK]
    assert AllowList(["10.0.0.0/8:5432"]).admit("10.1.2.3", 5432, [ip_address("10.1.2.3")])
    with pytest.raises(NotAllowedError):
        AllowList(["10.0.0.0/8:5432"]).admit("db.internal", 5432, [ip_address("10.1.2.3")])  # names first
    assert AllowList(["[::1]:8080"]).admit("::1", 8080, [ip_address("::1")])


def test_unreadable_entries_are_left_out_and_said() -> None:
    allow = AllowList(["pypi.org", "bad host", "x.org:99999", "ok.org:*"])
    assert [rule.text for rule in allow.rules] == ["pypi.org", "ok.org:*"]
    assert len(allow.problems) == 2


def test_the_default_list_is_the_package_registries_and_described_whole() -> None:
    sandbox = Settings.validate({"sandbox": {"network": True}}).sandbox
    assert sandbox.allow_hosts == list(DEFAULT_ALLOW_HOSTS)
    assert "pypi.org" in DEFAULT_ALLOW_HOSTS and "github.com" not in DEFAULT_ALLOW_HOSTS
    allow = AllowList(DEFAULT_ALLOW_HOSTS)
    assert not allow.problems and allow.describe() == ", ".join(DEFAULT_ALLOW_HOSTS)
    assert AllowList(["*", "localhost:8000"]).describe() == "any public host and localhost:8000"


def test_macos_says_the_host_list_does_not_apply_there() -> None:
    policy = SandboxPolicy(Path("/Users/a/project"), network=True, allow_hosts=("pypi.org",))
    described = SeatbeltSandbox(policy).describe()
    assert "network allowed to every host (sandbox.allow_hosts applies on Linux only)" in described
