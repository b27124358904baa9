"""Issue 11, credential hygiene: echoes of a key (whole, partial, escaped) are scrubbed from
errors; credentials inside a cloud URL never reach reprs, errors or the bench store; a key
that is not ASCII is a one-line configuration error; a server that drips its answer cannot
hold a call past its total deadline."""
from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import quote

import httpx
import pytest

from edge_agent.router.errors import CloudAuthError, CloudError, CloudUnavailable
from edge_agent.router.openai_client import OpenAIChatModel, display_url, scrub_secret
from router_fakes import BASE_URL, MESSAGES, ok_body, permit

KEY = "sk-proj-Zt7/Qp+9xWm2LbN4vRc8KdJh3FgS6aYe"


def _pieces(secret: str, n: int = 8) -> list[str]:
    return [secret[i:i + n] for i in range(len(secret) - n + 1)]


def client(handler, key=KEY, url=BASE_URL, **kw) -> OpenAIChatModel:
    return OpenAIChatModel(url, "m", api_key=key, transport=httpx.MockTransport(handler), max_retries=0,
                           sleep=lambda s: None, **kw)


@pytest.mark.parametrize("echo", [
    KEY[:-4],  # the key minus its last characters
    f"{KEY[:6]}...{KEY[-10:]}",  # head and tail
    quote(KEY, safe=""),  # URL-escaped
    json.dumps({"k": KEY}),  # inside JSON
    "Incorrect API key provided: " + KEY[3:21] + "*" * 10,
])
def test_partial_and_escaped_key_echoes_never_reach_the_error(echo):
    def handler(request):
        return httpx.Response(401, json={"error": {"message": f"invalid key {echo}"}})

    with pytest.raises(CloudAuthError) as e:
        client(handler).complete(MESSAGES, permit=permit())
    text = str(e.value) + repr(e.value) + json.dumps([vars(a) for a in e.value.attempts], default=str)
    for form in (KEY, quote(KEY, safe="")):
        assert not any(p in text for p in _pieces(form)), text
    assert "\n" not in str(e.value)


def test_scrub_keeps_unrelated_text():
    assert scrub_secret("model not found: gpt-9", [KEY]) == "model not found: gpt-9"
    assert scrub_secret(f"bad {KEY[2:12]} here", [KEY]) == "bad *** here"


def test_credentials_in_the_url_stay_out_of_repr_errors_and_labels():
    url = "https://alice:url-secret-123456@gw.example.test/v1?key=query-secret-abcdef"
    seen = []

    def handler(request):
        seen.append(request)
        return httpx.Response(400, json={"error": {"message": "bad key query-secret-abcdef for alice"}})

    c = OpenAIChatModel(url, "m", transport=httpx.MockTransport(handler), max_retries=0)
    with pytest.raises(CloudError) as e:
        c.complete(MESSAGES, permit=permit())
    shown = repr(c) + str(e.value) + c.base_url + display_url(url)
    assert "url-secret-123456" not in shown and "query-secret-abcdef" not in shown
    assert display_url(url) == "https://gw.example.test/v1"
    # The query still reaches the server, on the right path.
    assert seen[0].url.path == "/v1/chat/completions" and seen[0].url.params["key"] == "query-secret-abcdef"


def test_bench_store_never_holds_url_credentials(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from edge_agent.cli.main import cli

    monkeypatch.setenv("EDGE_AGENT_CLOUD_API_KEY", "k-test-123456")
    url = "https://bob:pw-in-url-98765@127.0.0.1:9/v1?api_key=q-in-url-98765"
    r = CliRunner().invoke(cli, ["bench", "run", "--strategies", "cloud-only", "--edge", "scripted:1", "--cloud", url,
                                 "--tasks", "starter-contact-email-en", "--tasks-dir", "edge_agent/bench/starter",
                                 "--out", str(tmp_path / "out"), "--db", str(tmp_path / "b.db"), "--no-report",
                                 "--max-steps", "1"])
    import sqlite3

    dump = "\n".join(sqlite3.connect(tmp_path / "b.db").iterdump())
    assert "pw-in-url-98765" not in dump and "q-in-url-98765" not in dump, r.output
    assert "pw-in-url-98765" not in r.output and "q-in-url-98765" not in r.output
    assert "https://127.0.0.1:9/v1" in dump


@pytest.mark.parametrize("bad", ["sk-ab\u00e9cdef123", "sk-abc\u201ddef", "sk-abc\ndef"])
def test_a_key_that_is_not_plain_ascii_is_a_one_line_configuration_error(bad):
    with pytest.raises(CloudAuthError) as e:
        OpenAIChatModel(BASE_URL, "m", api_key=bad)
    assert "\n" not in str(e.value) and bad not in str(e.value) and "non-ASCII" in str(e.value)


def test_env_key_that_is_not_ascii_names_the_variable(monkeypatch):
    monkeypatch.setenv("MY_KEY", "sk-ключ-123456")
    with pytest.raises(CloudAuthError, match="MY_KEY"):
        OpenAIChatModel(BASE_URL, "m", api_key_env="MY_KEY")


def test_a_dripping_server_cannot_hold_a_call_past_its_deadline():
    body = json.dumps(ok_body()).encode()

    class Drip(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *a):
            pass

        def do_POST(self):
            self.rfile.read(int(self.headers["Content-Length"]))
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            try:
                for i in range(len(body)):  # one byte every 50 ms: each read is quick, the whole is not
                    self.wfile.write(body[i:i + 1])
                    self.wfile.flush()
                    time.sleep(0.05)
            except (BrokenPipeError, ConnectionResetError):
                pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Drip)
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        c = OpenAIChatModel(f"http://127.0.0.1:{httpd.server_address[1]}/v1", "m", timeout_s=1.0, max_retries=0)
        t0 = time.monotonic()
        with pytest.raises(CloudUnavailable, match="timeout"):
            c.complete(MESSAGES, permit=permit())
        assert time.monotonic() - t0 < 2.0  # not len(body) × 50 ms
        # With retries the whole call is bounded by deadline_s too.
        c2 = OpenAIChatModel(f"http://127.0.0.1:{httpd.server_address[1]}/v1", "m", timeout_s=1.0, max_retries=5,
                             deadline_s=1.5, backoff_base_s=0.01)
        t0 = time.monotonic()
        with pytest.raises(CloudUnavailable):
            c2.complete(MESSAGES, permit=permit())
        assert time.monotonic() - t0 < 2.5
    finally:
        httpd.shutdown()
