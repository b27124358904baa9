"""The client against a real HTTP server on 127.0.0.1 (stdlib, in a thread): real sockets,
real status lines, a connection closed mid-request, a port with nobody listening, and a
server too slow for the client's timeout. Each server handles a bounded script of requests."""
from __future__ import annotations

import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from edge_agent.router.errors import CloudUnavailable
from edge_agent.router.retry import CircuitBreaker
from edge_agent.router.openai_client import OpenAIChatModel
from router_fakes import MESSAGES, ok_body, permit


class ScriptedServer:
    """Plays `script` — "ok", "503", "close" or ("slow", seconds) — one entry per request;
    requests beyond the script get 500 so a runaway retry loop shows up as a failure."""

    def __init__(self, *script):
        self.script = list(script)
        self.seen: list[dict] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive, like a real API server

            def log_message(self, *args):  # keep test output quiet
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                outer.seen.append({"path": self.path, "body": body, "auth": self.headers.get("Authorization")})
                step = outer.script[len(outer.seen) - 1] if len(outer.seen) <= len(outer.script) else "500"
                if step == "close":
                    # Drop the connection without a status line: the client sees a reset/disconnect.
                    self.close_connection = True
                    self.connection.shutdown(socket.SHUT_RDWR)
                    return
                if isinstance(step, tuple) and step[0] == "slow":
                    time.sleep(step[1])
                    step = "ok"
                status = 200 if step == "ok" else int(step)
                payload = json.dumps(ok_body(prompt=50, completion=5) if status == 200
                                     else {"error": {"message": "overloaded"}}).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(5)


def client_for(url: str, **kw) -> tuple[OpenAIChatModel, list[float]]:
    sleeps: list[float] = []
    kw.setdefault("timeout_s", 5.0)
    client = OpenAIChatModel(url, "stand-in", api_key="loopback-key", max_retries=kw.pop("max_retries", 3),
                             sleep=sleeps.append, rand=lambda: 0.5, breaker=CircuitBreaker(threshold=0), **kw)
    return client, sleeps


def test_503_twice_then_success():
    with ScriptedServer("503", "503", "ok") as server:
        client, sleeps = client_for(server.base_url)
        with client:
            out = client.complete(MESSAGES, permit=permit())
    assert out.usage.prompt_tokens == 50 and out.usage.completion_tokens == 5
    assert [a.outcome for a in client.attempts] == ["http_503", "http_503", "ok"]
    assert sleeps == [0.25, 0.5]
    assert len(server.seen) == 3
    assert all(s["path"] == "/v1/chat/completions" and s["body"]["messages"] == MESSAGES for s in server.seen)
    assert server.seen[0]["auth"] == "Bearer loopback-key"


def test_server_closes_the_connection_then_recovers():
    with ScriptedServer("close", "ok") as server:
        client, sleeps = client_for(server.base_url)
        with client:
            assert client.complete(MESSAGES, permit=permit()).text
    assert [a.outcome for a in client.attempts][-1] == "ok"
    assert client.attempts[0].outcome in ("protocol_error", "connection_reset")
    assert len(sleeps) == 1 and len(server.seen) == 2


def test_server_that_always_closes_is_unavailable():
    with ScriptedServer("close", "close", "close") as server:
        client, _ = client_for(server.base_url, max_retries=2)
        with client, pytest.raises(CloudUnavailable, match="unreachable after 3 attempts"):
            client.complete(MESSAGES, permit=permit())
    assert len(server.seen) == 3


def test_nobody_listening_is_unavailable():
    with socket.socket() as s:  # a port that was free a moment ago and has no listener
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    client, sleeps = client_for(f"http://127.0.0.1:{port}/v1", max_retries=1)
    with client, pytest.raises(CloudUnavailable) as info:
        client.complete(MESSAGES, permit=permit())
    assert [a.outcome for a in info.value.attempts] == ["connect_error", "connect_error"] and len(sleeps) == 1


def test_slow_server_hits_the_read_timeout():
    with ScriptedServer(("slow", 1.0), "ok") as server:
        client, _ = client_for(server.base_url, timeout_s=0.2)
        t0 = time.monotonic()
        with client:
            assert client.complete(MESSAGES, permit=permit()).text
        assert time.monotonic() - t0 < 5
    assert [a.outcome for a in client.attempts] == ["timeout", "ok"]
