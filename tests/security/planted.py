"""What a realistic home folder, workspace and environment hold that a sandboxed command must not reach:
shared by the sandbox tests and bench/security_report.py, so both count the same things."""

from __future__ import annotations

HOME_SECRET_FILES = (
    ".bash_history", ".zsh_history", ".python_history", ".psql_history", ".mysql_history",
    ".node_repl_history", ".cache/huggingface/token", ".huggingface/token", ".config/openai/auth.json",
    ".codex/auth.json", ".claude.json", ".claude/.credentials.json", ".config/anthropic/api_key",
    ".gemini/oauth_creds.json", ".config/github-copilot/hosts.json", ".m2/settings.xml",
    ".gradle/gradle.properties", ".gitconfig", ".config/pip/pip.conf", ".condarc", ".s3cfg", ".boto",
    ".oci/config", ".databrickscfg", ".kaggle/kaggle.json", ".composer/auth.json", ".gem/credentials",
    ".bundle/config", ".terraformrc", ".config/doctl/config.yaml", ".config/heroku/config.json",
    ".yarnrc.yml", ".cargo/config.toml", ".my.cnf", ".wgetrc", ".config/hub",
)  # fmt: skip
"""Credential locations below the home folder that no list of names hid before (beyond ``~/.ssh`` and the
rest of policy.HOME_CREDENTIALS): shell histories, AI tools' and model hubs' tokens, build tools' and cloud
CLIs' configuration."""

WORKSPACE_SECRET_FILES = (
    ".env", ".env.local", "server.pem", "tls.key", "config/.env.production", "id_ed25519",
)  # fmt: skip
"""Secrets-like files inside the workspace (policy.SECRET_FILES)."""

CREDENTIAL_VARIABLES = {
    "DATABASE_URL": "postgres://app:{secret}@db.internal:5432/prod",
    "SENTRY_DSN": "https://{secret}@o123.ingest.sentry.io/456",
    "SLACK_WEBHOOK_URL": "https://hooks.slack.com/services/T000/B000/{secret}",
    "GITHUB_PAT": "ghp_{secret}",
    "NPM_AUTH": "{secret}",
    "CI_JOB_JWT_V2": "eyJ{secret}",
    "CI_JOB_TOKEN": "{secret}",
    "REDIS_URL": "redis://:{secret}@cache:6379/0",
    "PIP_INDEX_URL": "https://user:{secret}@pypi.corp.example/simple",
    "HTTPS_PROXY": "http://me:{secret}@proxy.corp.example:3128",
    "AMQP_URL": "amqp://guest:{secret}@rabbit/",
    "DD_API": "{secret}",
}
"""Credentials in variables whose names a deny-list of name parts (KEY, TOKEN...) does not all catch."""

HARMLESS_VARIABLES = ("PATH", "HOME", "LANG")
"""What a command still needs from the app's environment."""
