"""The agent loop, its guards, approvals and the service that runs turns. No Qt here."""
