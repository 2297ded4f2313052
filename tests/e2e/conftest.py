"""Fixtures shared by the end-to-end tests."""

from tests.e2e.test_cli_chat import cli  # noqa: F401 - re-exported fixture
