"""router/credentials.py on its own: the key holder, key loading and scrubbing that the cloud
client (and anything else that meets a key) goes through."""
from __future__ import annotations

import pickle

import pytest

from edge_agent.router import credentials, openai_client
from edge_agent.router.errors import CloudAuthError

KEY = "sk-live-0123456789abcdefXYZ"


def test_the_client_uses_these_rules():
    assert openai_client.scrub_secret is credentials.scrub_secret
    assert openai_client.display_url is credentials.display_url


def test_a_secret_never_prints_or_pickles():
    s = credentials.Secret(KEY)
    assert KEY not in repr(s) and KEY not in str(s) and KEY not in f"{s}"
    with pytest.raises(TypeError, match="not serialisable"):
        pickle.dumps(s)
    assert s.reveal() == KEY


def test_scrub_removes_whole_partial_escaped_and_bearer_forms():
    text = f"bad key {KEY}; tail {KEY[3:]}; url {KEY.replace('-', '%2D')}; header Authorization: Bearer abc.def"
    out = credentials.scrub(text, [KEY])
    assert KEY not in out and KEY[3:15] not in out and "abc.def" not in out and "Bearer ***" in out


def test_load_key(monkeypatch):
    monkeypatch.setenv("EA_TEST_KEY", f"  {KEY}  ")
    assert credentials.load_key(None, "EA_TEST_KEY", "https://api.example.com/v1").reveal() == KEY
    assert credentials.load_key(None, None, "http://127.0.0.1:8080/v1") is None
    monkeypatch.delenv("EA_TEST_KEY")
    with pytest.raises(CloudAuthError, match="EA_TEST_KEY is not set"):
        credentials.load_key(None, "EA_TEST_KEY", "https://api.example.com/v1")
    with pytest.raises(CloudAuthError, match="non-ASCII, whitespace") as e:
        credentials.load_key("sk-\u201ckey\u201d", None, "https://api.example.com/v1")
    assert "key\u201d" not in str(e.value)  # the refused key is not quoted back


def test_display_url_hides_userinfo_and_query():
    assert credentials.display_url("https://user:pw@api.example.com/v1?key=abc") == "https://api.example.com/v1"
