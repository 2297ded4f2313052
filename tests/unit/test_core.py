"""The application core: one model choice, one provider registry, one sessions service for every front end."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from desktop_agent.core.app_core import open_core
from desktop_agent.core.keys import MemorySecretStore, RunKeys, os_keyring
from desktop_agent.core.models import choose_model, default_choice, model_choices
from desktop_agent.core.paths import AppPaths
from desktop_agent.core.providers import ProviderRegistry
from desktop_agent.core.settings import ProfileSettings, ProviderSettings, Settings
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.logging_setup import SecretScrubber

CUSTOM = {"lab": ProviderSettings(kind="openai", base_url="http://127.0.0.1:9/v1", models=["lab-7b"])}


def pair(settings: Settings, **asked: str) -> tuple[str, str]:
    choice = choose_model(settings, **asked)
    return choice.provider, choice.model


def test_nothing_set_means_openai_and_its_default_model() -> None:
    assert pair(Settings()) == ("openai", choose_model(Settings(), provider="openai").model)


def test_the_global_default_model_wins_for_the_default_provider_only() -> None:
    settings = Settings(
        default_provider="openai",
        default_model="gpt-4.1",
        providers={"openai": ProviderSettings(default_model="gpt-4.1-mini")},
    )
    assert pair(settings) == ("openai", "gpt-4.1"), "the person's Default model setting"
    other = Settings(
        default_provider="openai",
        default_model="gpt-4.1",
        providers={"anthropic": ProviderSettings(default_model="claude-x")},
    )
    assert pair(other, provider="anthropic") == ("anthropic", "claude-x"), "never gpt-4.1 on Anthropic"


def test_a_default_model_alone_implies_its_provider() -> None:
    assert pair(Settings(default_model="claude-sonnet-4")) == ("anthropic", "claude-sonnet-4")
    assert pair(Settings(default_model="ollama/llama3.1")) == ("ollama", "llama3.1")
    assert pair(Settings(default_model="my-own-model")) == ("openai", "my-own-model")


def test_custom_endpoints_are_providers_everywhere() -> None:
    settings = Settings(default_provider="lab", providers=CUSTOM)
    assert pair(settings) == ("lab", "lab-7b")
    assert pair(settings, model="lab-13b") == ("lab", "lab-13b")
    assert "lab/lab-7b" in model_choices(settings)
    with pytest.raises(UserFacingError) as unknown:
        choose_model(settings, provider="nowhere")
    assert unknown.value.kind is ErrorKind.CONFIG and "lab" in unknown.value.action


def test_the_profile_model_and_an_explicit_model() -> None:
    settings = Settings(profiles={"plan": ProfileSettings(model="claude-opus-4")})
    assert pair(settings, agent="plan") == ("anthropic", "claude-opus-4")
    assert pair(settings, agent="plan", model="gpt-4.1") == ("openai", "gpt-4.1")
    assert pair(settings, provider="openrouter", model="openrouter/x/y") == ("openrouter", "x/y")


def test_a_removed_default_provider_falls_back_for_new_sessions() -> None:
    choice = default_choice(Settings(default_provider="gone"))
    assert choice.provider == "openai"


def test_keys_are_read_ahead_and_a_missing_keyring_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    import keyring
    from keyring.backends.fail import Keyring as FailKeyring

    monkeypatch.setattr(keyring.core, "_keyring_backend", FailKeyring())
    providers = ProviderRegistry(Settings(), lambda: RunKeys(os_keyring()), SecretScrubber())
    providers.read_key("openai")  # what the window does in a worker thread when the person types
    with pytest.raises(UserFacingError) as missing:
        providers("openai")
    assert missing.value.kind is ErrorKind.KEYRING_UNAVAILABLE
    local = providers("ollama")  # a local server needs no key at all
    assert local.name == "ollama"


def test_a_key_from_the_environment_leaves_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MY_LAB_KEY", "sk-lab-0123456789")
    core = open_core(
        AppPaths(tmp_path, tmp_path, tmp_path / "logs"),
        settings=Settings(providers={**CUSTOM, "lab": CUSTOM["lab"].replace(authenticated=True)}),
        secrets=MemorySecretStore(),
        logging_to_file=False,
    )
    try:
        core.key_from_environment("lab", "MY_LAB_KEY")
        assert "MY_LAB_KEY" not in os.environ, "no command or server started later can inherit it"
        assert core.providers("lab").name == "lab"
    finally:
        core.close()


def test_the_person_is_told_once_when_commands_will_not_be_sandboxed(tmp_path: Path) -> None:
    from desktop_agent.core.settings import SandboxSettings

    def notices(sandbox: SandboxSettings) -> list[str]:
        core = open_core(
            AppPaths(tmp_path, tmp_path, tmp_path / "logs"),
            settings=Settings(sandbox=sandbox),
            secrets=MemorySecretStore(),
            logging_to_file=False,
        )
        try:
            return [f"{n.message} {n.action}" for n in core.notices()]
        finally:
            core.close()

    (off,) = notices(SandboxSettings(enabled=False))
    assert "Commands are not sandboxed: the sandbox is turned off in the settings" in off
    assert "Every command will ask before it runs" in off
    (knowingly,) = notices(SandboxSettings(enabled=False, ask_without_sandbox=False))
    assert "Your rules still allow commands without asking" in knowingly
