"""A scripted OpenAI-compatible server over real HTTP (stdlib, in a thread), on loopback or
a Unix socket: what Ollama, LM Studio, llama-server or vLLM look like to the client.

A test double: its replies are scripted, so no figure measured against it is a model's.
Every request body is kept in `bodies` (and its headers in `headers`) for the tests to read.
"""
from __future__ import annotations

import json
import math
import os
import socketserver
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# A decision token with these top log-probabilities (unnormalised on purpose: the client
# must renormalise, as the in-process model does over its top-20 logits).
DECISION_LOGPROBS = [-0.2, -1.9, -2.5, -3.0, -4.1]


def action_reply(tool: str, args: dict, *, logprobs: bool = True) -> dict:
    """A chat completion whose content is an action, with per-token top_logprobs."""
    pieces = ['{"', "tool", '":', ' "', tool, '",', ' "args', '":', " " + json.dumps(args), "}"]
    content = "".join(pieces)
    choice: dict = {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}
    if logprobs:
        tokens = []
        for i, tok in enumerate(pieces):
            values = DECISION_LOGPROBS if tok == tool else [-0.01, -5.0]
            tokens.append({"token": tok, "logprob": values[0],
                           "top_logprobs": [{"token": f"{tok}{j}", "logprob": v} for j, v in enumerate(values)]})
        choice["logprobs"] = {"content": tokens}
    return {"id": "x", "object": "chat.completion", "choices": [choice],
            "usage": {"prompt_tokens": 50, "completion_tokens": len(pieces), "total_tokens": 50 + len(pieces)}}


def expected_entropy(values=DECISION_LOGPROBS) -> float:
    z = sum(math.exp(v) for v in values)
    return -sum((math.exp(v) / z) * math.log(math.exp(v) / z) for v in values)


class FakeServer:
    """Serves GET /v1/models (`models`) and answers POST /v1/chat/completions from `replies`
    in turn (the last one repeats). A reply is a dict (200 JSON) or (status, dict).
    `refuse_logprobs`: a request asking for logprobs gets llama-cpp-python's 500 (its server
    without logits_all)."""

    def __init__(self, replies, *, models=("local-model",), uds: str | None = None, has_models_endpoint: bool = True,
                 refuse_logprobs: bool = False):
        self.replies, self.models = list(replies), list(models)
        self.bodies: list[dict] = []
        self.headers: list[dict] = []
        self.paths: list[str] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *a):  # quiet, and Unix-socket peers have no address
                pass

            def address_string(self):
                return "local"

            def _send(self, status: int, body: dict) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self):
                outer.paths.append(self.path)
                if self.path.endswith("/models") and has_models_endpoint:
                    self._send(200, {"object": "list", "data": [{"id": m, "object": "model"} for m in outer.models]})
                else:
                    self._send(404, {"error": {"message": "not found"}})

            def do_POST(self):
                outer.paths.append(self.path)
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
                outer.bodies.append(body)
                outer.headers.append(dict(self.headers))
                if refuse_logprobs and body.get("logprobs"):
                    self._send(500, {"error": {"message": "logprobs is not supported for models created with "
                                                          "logits_all=False", "type": "internal_server_error"}})
                    return
                answered = sum(1 for b in outer.bodies if not (refuse_logprobs and b.get("logprobs")))
                reply = outer.replies[min(answered - 1, len(outer.replies) - 1)]
                status, payload = reply if isinstance(reply, tuple) else (200, reply)
                self._send(status, payload)

        if uds:
            class UnixServer(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
                daemon_threads = True

            self.server = UnixServer(uds, Handler)
            self.base_url, self.uds = "http://localhost/v1", uds
        else:
            self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
            self.server.daemon_threads = True
            self.base_url, self.uds = f"http://127.0.0.1:{self.server.server_address[1]}/v1", None
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> FakeServer:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()
        if self.uds and os.path.exists(self.uds):
            os.unlink(self.uds)
