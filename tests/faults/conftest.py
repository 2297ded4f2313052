"""Fixtures of the fault suite: the CLI environment of the end-to-end tests, reused."""

from tests.e2e.test_cli_chat import cli  # noqa: F401 - re-exported fixture
