"""Whether the model in use can answer is known without touching the keyring: not until its key was read."""

from __future__ import annotations

from desktop_agent.core.keys import MemorySecretStore, RunKeys
from desktop_agent.core.providers import ProviderRegistry
from desktop_agent.core.settings import Settings


class CountingStore(MemorySecretStore):
    def __init__(self, keys: dict[str, str]) -> None:
        super().__init__(keys)
        self.reads = 0

    def get(self, name: str) -> str | None:
        self.reads += 1
        return super().get(name)


def test_a_key_is_known_missing_only_once_read() -> None:
    store = CountingStore({"anthropic": "sk-ant"})
    registry = ProviderRegistry(Settings(), lambda: RunKeys(store))
    assert registry.key_missing("ollama") is False, "a server on this computer needs none"
    assert registry.key_missing("openai") is None and store.reads == 0, "not read yet: not known"
    registry.read_key("openai")
    registry.read_key("anthropic")
    assert registry.key_missing("openai") is True
    assert registry.key_missing("anthropic") is False
    registry.use_key("openai", "sk-run")
    assert registry.key_missing("openai") is False, "a key given for this run"
