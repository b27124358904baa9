"""`edge-agent cloud ...` through click's test runner: one-line errors, no tracebacks."""
from __future__ import annotations

import sys

from click.testing import CliRunner

from edge_agent.cli import cloud_cmd
from edge_agent.cli.cloud_cmd import group
from edge_agent.router.server import LocalCloudServer


def run(*args, **kw):
    return CliRunner().invoke(group, list(args), **kw)


def test_group_is_named_cloud():
    assert group.name == "cloud" and set(group.commands) == {"serve", "prices"}


def test_prices_lists_the_catalog():
    r = run("prices")
    assert r.exit_code == 0, r.output
    assert "gpt-4o" in r.output and "glm-4.6" in r.output and "deepseek-chat" in r.output
    assert "check them" in r.output


def test_prices_one_model_and_an_override(tmp_path):
    f = tmp_path / "p.toml"
    f.write_text('["glm-4.6"]\noutput = 2.5\n')
    r = run("prices", "z-ai/glm-4.6", "--prices", str(f))
    assert r.exit_code == 0, r.output
    line = r.output.splitlines()[1]
    assert line.split()[:4] == ["glm-4.6", "0.60", "0.11", "2.5"] and "user override" in line


def test_prices_errors_are_one_line(tmp_path):
    r = run("prices", "no-such-model")
    assert r.exit_code == 1 and r.output.startswith("Error: no price for model 'no-such-model'")
    assert "Traceback" not in r.output and len(r.output.strip().splitlines()) == 1
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    r = run("prices", "--prices", str(bad))
    assert r.exit_code == 1 and "is not valid JSON" in r.output and len(r.output.strip().splitlines()) == 1


def test_serve_unknown_model_is_one_line(tmp_path):
    r = run("serve", "--model", str(tmp_path / "missing.gguf"))
    assert r.exit_code == 1 and r.output.startswith("Error: no model file or catalog id")
    assert "Traceback" not in r.output


def test_serve_refuses_a_public_host(tmp_path):
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF")
    r = run("serve", "--model", str(model), "--host", "0.0.0.0")
    assert r.exit_code == 1 and "loopback only" in r.output


def test_serve_reports_a_server_that_dies(tmp_path, monkeypatch):
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF")
    script = ("import sys, http.server as h\n"
              "class H(h.BaseHTTPRequestHandler):\n"
              "    def do_GET(self): self.send_response(200); self.end_headers()\n"
              "    def log_message(self, *a): pass\n"
              "s = h.HTTPServer(('127.0.0.1', int(sys.argv[1])), H)\n"
              "s.handle_request(); print('worker died', flush=True); sys.exit(7)\n")
    monkeypatch.setattr(LocalCloudServer, "command", lambda self: [sys.executable, "-c", script, str(self.port)])
    r = run("serve", "--model", str(model))
    assert r.exit_code == 1
    assert r.stdout.startswith("http://127.0.0.1:")  # the URL was printed once ready
    assert "Error: server exited unexpectedly with code 7: worker died" in r.output
    assert cloud_cmd.DEFAULT_MODEL == "qwen2.5-coder-1.5b-instruct"
