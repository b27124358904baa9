"""API keys and the text they must never appear in: one place for the rules.

A key is held in a `Secret` (prints as a placeholder, refuses to be pickled) and revealed only
to build the Authorization header. Any text that may have met a key or a credential-bearing
URL (server error bodies, transport errors) is scrubbed before it becomes an error message or
a log line: the key whole, any long-enough piece of it (servers echo "sk-abc…xyz" or the key
minus its last characters), its JSON- and URL-escaped forms, and any `Bearer …` token. URLs
are shown without userinfo or query (`display_url`), where some gateways put keys.
"""
from __future__ import annotations

import json
import os
import re

import httpx

from edge_agent.router.errors import CloudAuthError


class Secret:
    """Holds the API key; prints as a placeholder and refuses to be pickled."""

    __slots__ = ("_value",)

    def __init__(self, value: str):
        self._value = value

    def reveal(self) -> str:
        return self._value

    def __repr__(self) -> str:
        return "<secret>"

    __str__ = __repr__

    def __reduce__(self):
        raise TypeError("an API key is not serialisable")


MIN_ECHO = 8  # a piece of a key this long in server text is treated as the key


def display_url(url: str | httpx.URL) -> str:
    """scheme://host[:port]/path — no userinfo, no query (some gateways put keys there)."""
    try:
        u = httpx.URL(str(url))
    except Exception:  # not a URL at all: show nothing that might be a secret
        return "(invalid URL)"
    if not u.scheme or not u.host:
        return str(url) if "@" not in str(url) and "?" not in str(url) else "(URL hidden)"
    port = f":{u.port}" if u.port else ""
    return f"{u.scheme}://{u.host}{port}{u.path}".rstrip("/")


def _echo_spans(text: str, secret: str) -> list[tuple[int, int]]:
    """Spans of text covered by any piece of `secret` at least MIN_ECHO long (or the whole
    secret when it is shorter)."""
    n = min(MIN_ECHO, len(secret))
    if n == 0:
        return []
    grams = {secret[i:i + n] for i in range(len(secret) - n + 1)}
    covered = [False] * len(text)
    for i in range(len(text) - n + 1):
        if text[i:i + n] in grams:
            for j in range(i, i + n):
                covered[j] = True
    spans, i = [], 0
    while i < len(text):
        if covered[i]:
            j = i
            while j < len(text) and covered[j]:
                j += 1
            spans.append((i, j))
            i = j
        else:
            i += 1
    return spans


def scrub_secret(text: str, secrets: list[str]) -> str:
    """Replace every echo of each secret — whole, partial or escaped — with ***."""
    from urllib.parse import quote

    for secret in secrets:
        if not secret:
            continue
        for form in dict.fromkeys([secret, json.dumps(secret)[1:-1], quote(secret, safe="")]):
            spans = _echo_spans(text, form)
            for a, b in reversed(spans):
                text = text[:a] + "***" + text[b:]
    return text


_Secret = Secret  # the name the client used before this module existed


def load_key(api_key: str | None, api_key_env: str | None, where_url: str) -> Secret | None:
    """The key from the argument or the named environment variable; None for servers that need
    none. A key an HTTP header cannot carry is refused in one line that does not quote it."""
    where = f"environment variable {api_key_env}" if api_key_env and not api_key else "the API key"
    value = api_key
    if not value and api_key_env:
        value = os.environ.get(api_key_env, "").strip()
        if not value:
            raise CloudAuthError(f"environment variable {api_key_env} is not set; it should hold the API key for "
                                 f"{where_url}")
    if not value:
        return None  # local servers (llama.cpp, vLLM) usually need no key
    if not value.isascii() or any(c in value for c in "\r\n\t ") or not value.isprintable():
        # An HTTP header cannot carry it; a pasted key with a curly quote or a stray
        # newline would otherwise crash deep inside the request as an encoding error.
        raise CloudAuthError(f"{where} for {where_url} contains non-ASCII, whitespace or control characters; "
                             "paste the key again as plain text")
    return Secret(value)


def scrub(text: str, secrets: list[str]) -> str:
    """`scrub_secret` plus any bearer token: what every error and log line goes through."""
    return re.sub(r"(?i)bearer\s+\S+", "Bearer ***", scrub_secret(text, secrets))
