"""The app's OAuth client ID metadata document (packaging/oauth/client-metadata.json) says what the app
sends when it signs in, and names itself at the address the setting names by default; the entry's own
document comes before the setting, "" turns documents off, and a client ID kept for another document is
not used once the setting names a new one."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from mcp.client.auth.utils import is_valid_client_metadata_url
from mcp.shared.auth import OAuthClientInformationFull
from pydantic import AnyUrl

from desktop_agent.config.settings import DEFAULT_CLIENT_ID_METADATA_URL, Settings
from desktop_agent.secrets.base import MemorySecretStore
from desktop_agent.tools.mcp.config import OAuthConfig, ServerConfig
from desktop_agent.tools.mcp.loopback import HOST, PATH
from desktop_agent.tools.mcp.oauth import CLIENT, CLIENT_NAME, KeyringTokenStorage, SignInAuth, server_auth

REPO = Path(__file__).resolve().parents[2]
DOCUMENT = REPO / "packaging" / "oauth" / "client-metadata.json"
URL = "https://mcp.example.com/mcp"
COMPANY = "https://agents.example.com/oauth/client-metadata.json"


def _auth(
    oauth: OAuthConfig | None = None, *, setting: str | None = DEFAULT_CLIENT_ID_METADATA_URL
) -> SignInAuth:
    store = MemorySecretStore()
    auth = server_auth(
        ServerConfig(name="notes", url=URL, oauth=oauth), lambda: store, client_metadata_url=setting
    )
    assert isinstance(auth, SignInAuth)
    return auth


def test_the_shipped_document_names_its_own_address_and_what_the_app_sends() -> None:
    document = json.loads(DOCUMENT.read_text(encoding="utf-8"))
    assert document["client_id"] == DEFAULT_CLIENT_ID_METADATA_URL == Settings().mcp_client_id_metadata_url
    assert is_valid_client_metadata_url(document["client_id"])
    assert document["redirect_uris"] == [f"http://{HOST}{PATH}"], "the loopback redirect, any port"
    sent = _auth().context.client_metadata
    assert document["client_name"] == CLIENT_NAME == sent.client_name
    assert document["grant_types"] == list(sent.grant_types)
    assert document["response_types"] == list(sent.response_types)
    assert document["token_endpoint_auth_method"] == sent.token_endpoint_auth_method == "none"
    assert document["application_type"] == "native"


def test_the_entry_comes_before_the_setting_and_an_empty_setting_names_none() -> None:
    assert _auth().context.client_metadata_url == DEFAULT_CLIENT_ID_METADATA_URL
    assert _auth(setting=COMPANY).context.client_metadata_url == COMPANY
    own = OAuthConfig(client_metadata_url="https://own.example.com/cm.json")
    assert _auth(own, setting=COMPANY).context.client_metadata_url == "https://own.example.com/cm.json"
    assert _auth(setting=None).context.client_metadata_url is None


def test_a_client_id_kept_for_another_document_is_not_used() -> None:
    store = MemorySecretStore()
    old = OAuthClientInformationFull(
        client_id=DEFAULT_CLIENT_ID_METADATA_URL,
        token_endpoint_auth_method="none",
        redirect_uris=[AnyUrl(f"http://{HOST}:5000{PATH}")],
    )
    store.set(CLIENT + URL, old.model_dump_json(exclude_none=True))

    def kept(named: str | None) -> OAuthClientInformationFull | None:
        storage = KeyringTokenStorage(URL, lambda: store)
        storage.metadata_url = named
        return asyncio.run(storage.get_client_info())

    found = kept(DEFAULT_CLIENT_ID_METADATA_URL)
    assert found is not None and found.client_id == DEFAULT_CLIENT_ID_METADATA_URL
    assert kept(COMPANY) is None and kept(None) is None
    registered = OAuthClientInformationFull(
        client_id="dcr-client-7", client_secret="s", redirect_uris=[AnyUrl(f"http://{HOST}:5000{PATH}")]
    )
    store.set(CLIENT + URL, registered.model_dump_json(exclude_none=True))
    found = kept(COMPANY)
    assert found is not None and found.client_id == "dcr-client-7", "a registration is still used"
