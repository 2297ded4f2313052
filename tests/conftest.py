"""Shared fixtures: Qt runs offscreen; a scripted model server on 127.0.0.1."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.helpers.fake_llm_server import ScriptedLLMServer


@pytest.fixture
def llm_server() -> Iterator[ScriptedLLMServer]:
    with ScriptedLLMServer() as server:
        yield server
        assert server.unexpected == [], f"requests nobody scripted: {server.unexpected}"
