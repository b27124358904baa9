"""`edge-agent run` with a local server as the edge model and/or the cloud, over real HTTP to
scripted OpenAI-compatible servers (test doubles: no figure here is a model's).

Each defect of issue 12 about local servers has a test here: keyless loopback clouds, the
local presets, --schema-mode, --system/--temperature/--seed, step-route without logprobs.
"""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from local_server_fakes import FakeServer, action_reply, expected_entropy

from edge_agent.cli.main import cli
from edge_agent.router.server import free_port


def _run(*args: str):
    return CliRunner().invoke(cli, ["run", *args], catch_exceptions=False)


def _one_line_error(result) -> str:
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    lines = [ln for ln in result.output.splitlines() if ln.startswith("Error:")]
    assert len(lines) == 1, result.output
    return lines[0]


def test_edge_from_a_local_server_with_run_flags(tmp_path):
    replies = [action_reply("list_files", {}), action_reply("final_answer", {"answer": "empty folder"})]
    with FakeServer(replies) as srv:
        r = _run("What is here?", "-w", str(tmp_path), "-m", srv.base_url + "#local-model", "--json",
                 "--system", "Answer in one word.", "--temperature", "0.4", "--seed", "11")
    assert r.exit_code == 0, r.output
    steps = [json.loads(line) for line in r.output.splitlines() if line.startswith("{")]
    assert steps[-1]["final_answer"] == "empty folder" and steps[-1]["metrics"]["cost"]["cloud_calls"] == 0
    assert steps[0]["calls"][0]["entropy"] == pytest.approx(expected_entropy())
    body = srv.bodies[0]
    assert body["model"] == "local-model" and body["temperature"] == 0.4 and body["seed"] == 11
    assert body["messages"][0]["content"].rstrip().endswith("Answer in one word.")


def test_edge_url_option_and_unix_socket(tmp_path):
    sock = str(tmp_path / "s.sock")
    ws = tmp_path / "ws"
    ws.mkdir()
    with FakeServer([action_reply("final_answer", {"answer": "ok"})], uds=sock):
        r = _run("Say ok", "-w", str(ws), "--edge-url", f"unix://{sock}")
    assert r.exit_code == 0, r.output
    assert "Answer: ok" in r.output


def test_a_remote_edge_url_is_refused_in_one_line(tmp_path):
    line = _one_line_error(_run("hi", "-w", str(tmp_path), "-m", "http://10.0.0.5:8000/v1#m"))
    assert "not on this device" in line and "--cloud" in line


def test_an_unreachable_local_server_is_one_line(tmp_path):
    port = free_port()
    line = _one_line_error(_run("hi", "-w", str(tmp_path), "-m", f"http://127.0.0.1:{port}/v1#m"))
    assert "no server answers" in line and "ollama serve" in line


def test_an_unknown_model_on_the_server_is_one_line(tmp_path):
    with FakeServer([], models=["qwen2.5:0.5b"]) as srv:
        line = _one_line_error(_run("hi", "-w", str(tmp_path), "-m", srv.base_url + "#nosuch"))
    assert "does not serve model 'nosuch'" in line and "qwen2.5:0.5b" in line


@pytest.mark.parametrize("preset", ["ollama", "lmstudio", "llama-server", "vllm"])
def test_presets_are_known_for_edge_and_cloud(tmp_path, preset):
    # Nothing listens on these ports here: the error must be "no server", not "unknown".
    from edge_agent.router.providers import PROVIDERS

    port = PROVIDERS[preset].base_url.rsplit(":", 1)[1].split("/")[0]
    try:
        import socket
        socket.create_connection(("127.0.0.1", int(port)), timeout=0.2).close()
        pytest.skip(f"something listens on {port} here")
    except OSError:
        pass
    assert "no server answers" in _one_line_error(_run("hi", "-w", str(tmp_path), "-m", preset))
    line = _one_line_error(_run("hi", "-w", str(tmp_path), "-s", "cloud-only", "--cloud", preset))
    assert "no server answers" in line and "API_KEY" not in line


def test_a_keyless_loopback_cloud_and_schema_mode(tmp_path):
    """The cloud side used to demand EDGE_AGENT_CLOUD_API_KEY for http://localhost:11434/v1."""
    # (the edge is a local server too, never asked: the test does not depend on a fetched model in the user cache)
    with FakeServer([action_reply("final_answer", {"answer": "from the cloud"})], models=["big"]) as cloud, \
            FakeServer([], models=["small"]) as edge:
        url = cloud.base_url.replace("127.0.0.1", "localhost")
        r = _run("hi", "-w", str(tmp_path), "-s", "cloud-only", "--cloud", url, "--schema-mode", "json_object",
                 "-m", edge.base_url)
    assert r.exit_code == 0, r.output
    assert "Answer: from the cloud" in r.output
    assert cloud.bodies[0]["model"] == "big"  # the server's only model, found without --cloud-model
    assert cloud.bodies[0]["response_format"]["type"] == "json_object"
    assert "authorization" not in {k.lower() for k in cloud.headers[0]}
    assert "$0.000000" in r.output  # a keyless local server charges nothing


def test_the_json_schema_default_for_a_url_cloud(tmp_path):
    with FakeServer([action_reply("final_answer", {"answer": "x"})], models=["big"]) as cloud, \
            FakeServer([], models=["small"]) as edge:
        r = _run("hi", "-w", str(tmp_path), "-s", "cloud-only", "--cloud", cloud.base_url, "-m", edge.base_url)
    assert r.exit_code == 0, r.output
    assert cloud.bodies[0]["response_format"]["type"] == "json_schema"


def test_step_route_without_logprobs_says_so_once_and_goes_on(tmp_path):
    edge_replies = [action_reply("list_files", {}, logprobs=False),
                    action_reply("final_answer", {"answer": "done"}, logprobs=False)]
    with FakeServer(edge_replies, refuse_logprobs=True) as edge, FakeServer([], models=["big"]) as cloud:
        r = _run("What is here?", "-w", str(tmp_path), "-m", edge.base_url, "-s", "step-route",
                 "--cloud", cloud.base_url, "--tau", "0.1")
    assert r.exit_code == 0, r.output
    notes = [ln for ln in r.output.splitlines() if ln.startswith("step-route:")]
    assert len(notes) == 1 and "refuses logprobs" in notes[0] and "stay on the edge" in notes[0]
    assert cloud.bodies == []  # nothing to route on: the edge acted


def test_step_route_escalates_on_entropy_from_top_logprobs(tmp_path):
    edge_replies = [action_reply("list_files", {})]
    with FakeServer(edge_replies) as edge, \
            FakeServer([action_reply("final_answer", {"answer": "cloud says hi"})], models=["big"]) as cloud:
        r = _run("What is here?", "-w", str(tmp_path), "-m", edge.base_url, "-s", "step-route",
                 "--cloud", cloud.base_url, "--tau", "0.5", "--json")
    assert r.exit_code == 0, r.output
    objects = [json.loads(line) for line in r.output.splitlines() if line.startswith("{")]
    steps = [o for o in objects if "actor" in o]  # --json also prints the gate's cloud-call summaries
    assert steps[0]["actor"] == "cloud" and "entropy" in steps[0]["reason"]
    assert len(cloud.bodies) == 1 and len(edge.bodies) == 1


def test_the_empty_prompt_is_checked_before_any_model_loads(tmp_path):
    line = _one_line_error(_run("   ", "-w", str(tmp_path), "-m", "no-such-model-id"))
    assert "prompt is empty" in line
