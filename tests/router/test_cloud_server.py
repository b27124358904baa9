"""LocalCloudServer's process handling, with a tiny stdlib stand-in for llama_cpp.server
so start/ready/stop/kill paths run in well under a second each. The real server is
exercised in test_cloud_real_model.py."""
from __future__ import annotations

import sys
import textwrap

import httpx
import pytest

from edge_agent.models.chat import ModelError
from edge_agent.models.llama_env import EXTRA_BUFFERS_ENV, extra_buffers_enabled as extra_buffers_default
from edge_agent.router.server import LocalCloudServer, ServerError, resolve_model_path

FAKE = textwrap.dedent("""
    import os, signal, sys, time
    from http.server import BaseHTTPRequestHandler, HTTPServer
    mode, port, env_file = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    open(env_file, "w").write(os.environ.get("OMP_WAIT_POLICY", "unset"))
    print("fake server starting", flush=True)
    if mode == "crash":
        print("error: could not load model", flush=True); sys.exit(3)
    if mode == "stubborn":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    class H(BaseHTTPRequestHandler):
        def log_message(self, *a): pass
        def do_GET(self):
            self.send_response(200 if mode != "never-ready" else 503); self.end_headers(); self.wfile.write(b"{}")
    HTTPServer(("127.0.0.1", port), H).serve_forever()
""")


class FakeServer(LocalCloudServer):
    def __init__(self, mode, tmp_path, **kw):
        model = tmp_path / "model.gguf"
        model.write_bytes(b"GGUF fake")
        self.mode, self.env_file = mode, tmp_path / "env.txt"
        super().__init__(model, **kw)

    def command(self):
        return [sys.executable, "-c", FAKE, self.mode, str(self.port), str(self.env_file)]


def test_start_ready_stop(tmp_path):
    server = FakeServer("ok", tmp_path, grace_s=5)
    with server:
        assert server.running
        assert server.base_url == f"http://127.0.0.1:{server.port}/v1"
        assert httpx.get(f"{server.base_url}/models").status_code == 200
        assert server.env_file.read_text() == "PASSIVE"  # llama.cpp threads must not spin
        log = server.log_path
        assert "fake server starting" in log.read_text()
    assert not server.running
    assert not log.exists()  # a clean stop leaves no temp log behind


def test_kill_after_grace_period(tmp_path):
    server = FakeServer("stubborn", tmp_path, grace_s=0.5).start()
    assert server.stop() == -9


def test_startup_failure_quotes_the_log(tmp_path):
    server = FakeServer("crash", tmp_path)
    with pytest.raises(ServerError, match=r"exited with code 3 while starting: error: could not load model"):
        server.start()
    assert not server.running and server.log_path.exists()  # kept for the user to read


def test_startup_timeout_stops_the_child(tmp_path):
    server = FakeServer("never-ready", tmp_path, startup_timeout_s=1.0, grace_s=2)
    with pytest.raises(ServerError, match="did not answer .* within 1s"):
        server.start()
    assert not server.running


def test_refuses_non_loopback_and_missing_files(tmp_path):
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF")
    with pytest.raises(ServerError, match="loopback only"):
        LocalCloudServer(model, host="0.0.0.0")
    with pytest.raises(ServerError, match="model file not found"):
        LocalCloudServer(tmp_path / "missing.gguf")
    assert LocalCloudServer(model, host="::1").host == "::1"


def test_command_line(tmp_path):
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF")
    s = LocalCloudServer(model, port=8123, n_ctx=2048, threads=2, model_id="cloud", chat_format="chatml",
                         extra_buffers=True, actions="grammar")
    cmd = s.command()
    assert cmd[:3] == [sys.executable, "-m", "llama_cpp.server"]
    flags = dict(zip(cmd[3::2], cmd[4::2]))
    assert flags == {"--model": str(model), "--model_alias": "cloud", "--host": "127.0.0.1", "--port": "8123",
                     "--n_ctx": "2048", "--n_threads": "2", "--n_threads_batch": "2", "--logits_all": "false",
                     "--chat_format": "chatml"}
    patched = LocalCloudServer(model, port=8123, extra_buffers=False, actions="grammar").command()
    assert patched[1] == "-c" and "disable_extra_buffers()" in patched[2] and patched[3] == "--model"
    fast = LocalCloudServer(model, port=8123, extra_buffers=False).command()  # the default: the edge's decoder
    assert fast[1] == "-c" and "serve(mode='fast', extra_buffers=False)" in fast[2] and fast[3] == "--model"
    assert fast[3:] == patched[3:]


def test_action_decoding_mode(tmp_path, monkeypatch):
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF")
    monkeypatch.setenv("EDGE_AGENT_STANDIN_ACTIONS", "grammar")
    assert LocalCloudServer(model).actions == "grammar"
    assert LocalCloudServer(model, actions="fast").actions == "fast"
    with pytest.raises(ServerError, match="one of fast, grammar"):
        LocalCloudServer(model, actions="turbo")


@pytest.mark.parametrize("value, expected", [("on", True), ("off", False), ("0", False), ("yes", True)])
def test_extra_buffers_setting(monkeypatch, value, expected):
    monkeypatch.setenv(EXTRA_BUFFERS_ENV, value)
    assert extra_buffers_default() is expected


def test_client_for_a_local_server_is_free_and_uses_json_object(tmp_path):
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF")
    s = LocalCloudServer(model, port=8123, model_id="stand-in")
    with s.client() as c:
        assert c.schema_mode == "json_object" and c.price.output == 0 and c.model_id == "stand-in"
        assert c.base_url == "http://127.0.0.1:8123/v1"


def test_resolve_model_path(tmp_path, monkeypatch):
    monkeypatch.setenv("EDGE_AGENT_MODELS_DIR", str(tmp_path / "cache"))
    model = tmp_path / "tiny-model.gguf"
    model.write_bytes(b"GGUF rest")
    assert resolve_model_path(str(model)) == (model, "tiny-model")
    with pytest.raises(ModelError, match="not fetched; run: edge-agent models fetch"):
        resolve_model_path("smollm2-135m-instruct")
    with pytest.raises(ModelError, match="no model file or catalog id"):
        resolve_model_path(str(tmp_path / "nothing.gguf"))
