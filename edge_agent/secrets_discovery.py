"""Credential files the agent opens teach the privacy gate their secret values.

So a value read from .env (which no pattern may recognise: a plain password, an internal
token) is redacted wherever it later appears in a cloud-bound message. What we learn
from is the runtime's own reading — never a benchmark's annotations.
"""
from __future__ import annotations

import fnmatch
from pathlib import Path

CREDENTIAL_NAMES = (
    ".env", ".env.*", "*.env", "*.pem", "*.key", "id_rsa*", "id_ed25519*", "*credentials*", "*secret*",
    ".netrc", ".pgpass", ".npmrc", ".pypirc", "*.ini", "*.cfg", "*.conf", "*.toml", "*.yaml", "*.yml",
    "*.json", "*.properties", "config*",
)
MAX_BYTES = 256_000


def is_credential_like(path: str) -> bool:
    name = Path(path).name.lower()
    return any(fnmatch.fnmatch(name, pat) for pat in CREDENTIAL_NAMES)


def learn_from_read(gate, workspace: Path, tool: str, arguments: dict) -> int:
    """After a successful read_file: feed the file to gate.learn_secrets. Returns values learned."""
    if gate is None or tool != "read_file" or not hasattr(gate, "learn_secrets"):
        return 0
    path = str(arguments.get("path", ""))
    if not is_credential_like(path):
        return 0
    try:
        target = (workspace / path).resolve()
        if workspace.resolve() not in target.parents or target.stat().st_size > MAX_BYTES:
            return 0
        return gate.learn_secrets(target.read_text("utf-8", errors="replace"), source=f"workspace:{path}")
    except OSError:
        return 0
