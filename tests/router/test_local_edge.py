"""LocalServerModel: a local OpenAI-compatible server as the edge model.

Over real HTTP to a scripted server (a test double, tests/cli/local_server_fakes.py): the
loopback/Unix-socket rule, model discovery, the top_logprobs entropy and what happens when
a server cannot give log-probabilities.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cli"))
from local_server_fakes import DECISION_LOGPROBS, FakeServer, action_reply, expected_entropy

from edge_agent.llama_model import topk_entropy
from edge_agent.models.egress import EgressDenied
from edge_agent.router.local_edge import (
    LocalServerError,
    LocalServerModel,
    decision_position,
    is_loopback_host,
    parse_endpoint,
    top_logprobs_entropy,
)
from edge_agent.router.openai_client import OpenAIChatModel
from edge_agent.router.server import free_port

MESSAGES = [{"role": "system", "content": "act"}, {"role": "user", "content": "count rows"}]


@pytest.mark.parametrize("host", ["127.0.0.1", "127.8.9.10", "::1", "[::1]", "localhost"])
def test_loopback_hosts_are_local(host):
    assert is_loopback_host(host)


@pytest.mark.parametrize("host", ["10.0.0.5", "192.168.1.2", "8.8.8.8", "::ffff:8.8.8.8", "no-such-host.invalid", ""])
def test_other_hosts_are_not(host):
    assert not is_loopback_host(host)


def test_a_remote_url_cannot_be_an_edge_model():
    with pytest.raises(LocalServerError, match="not on this device.*--cloud"):
        LocalServerModel("http://10.0.0.5:8000/v1", "m", check_server=False)


def test_endpoint_specs():
    assert parse_endpoint("ollama#qwen2.5:0.5b").base_url == "http://127.0.0.1:11434/v1"
    assert parse_endpoint("ollama#qwen2.5:0.5b").model == "qwen2.5:0.5b"
    assert parse_endpoint("llama-server").schema_mode == "json_object"
    assert parse_endpoint("http://127.0.0.1:9/v1/#m") == parse_endpoint("http://127.0.0.1:9/v1#m")
    ep = parse_endpoint("unix:///run/llama.sock#m")
    assert (ep.uds, ep.model, ep.base_url) == ("/run/llama.sock", "m", "http://localhost/v1")
    assert parse_endpoint("qwen2.5-coder-0.5b-instruct") is None
    assert parse_endpoint("./models/x.gguf") is None


def test_renormalised_top20_entropy_matches_the_in_process_model():
    rng = np.random.default_rng(7)
    logits = rng.normal(0, 3, size=5000)
    logprobs = logits - (logits.max() + np.log(np.exp(logits - logits.max()).sum()))
    top21 = np.sort(logprobs)[-21:]  # a server may send one extra (the sampled token)
    assert math.isclose(top_logprobs_entropy(top21.tolist()), topk_entropy(logits), rel_tol=1e-9)


def test_the_decision_token_is_where_the_tool_name_starts():
    assert decision_position(['{"', "tool", '":', ' "', "read", "_file", '"']) == 4
    assert decision_position(['{"tool": "', "read"]) == 1
    assert decision_position(['{"tool":', ' "list']) == 1  # the token that carries the name's first character
    assert decision_position(["Hello", " world"]) == 0


def test_complete_without_key_or_permit_and_entropy_from_top_logprobs():
    with FakeServer([action_reply("read_file", {"path": "a.csv"})]) as srv:
        edge = LocalServerModel(srv.base_url, seed=5)
        assert edge.model_id == "local-model"  # the server's only model
        c = edge.complete(MESSAGES, response_schema={"type": "object"}, max_tokens=40, temperature=0.3)
    body = srv.bodies[0]
    assert (body["logprobs"], body["top_logprobs"], body["seed"], body["temperature"]) == (True, 20, 5, 0.3)
    assert body["response_format"]["type"] == "json_object"
    assert "authorization" not in {k.lower() for k in srv.headers[0]}
    assert math.isclose(c.first_token_entropy, expected_entropy(), rel_tol=1e-9)
    assert c.first_token_entropy != pytest.approx(0.0, abs=0.05)  # not the `{` token's entropy
    assert edge.price is not None and edge.price.input == 0 and edge.entropy_note is None


def test_a_server_refusing_logprobs_still_answers_and_says_why():
    with FakeServer([action_reply("list_files", {}, logprobs=False)], refuse_logprobs=True) as srv:
        edge = LocalServerModel(srv.base_url, "local-model")
        c = edge.complete(MESSAGES)
        c2 = edge.complete(MESSAGES)
    assert c.text.startswith('{"tool"') and c.first_token_entropy is None and c2.first_token_entropy is None
    assert "refuses logprobs" in edge.entropy_note and "\n" not in edge.entropy_note
    asked = [("logprobs" in b) for b in srv.bodies]
    assert asked[-2:] == [False, False] and not any(asked[asked.index(False):])  # asked until refused, never again


def test_a_server_without_logprobs_in_its_replies_gets_a_note():
    with FakeServer([action_reply("list_files", {}, logprobs=False)]) as srv:
        edge = LocalServerModel(srv.base_url)
        assert edge.complete(MESSAGES).first_token_entropy is None
    assert "no top_logprobs" in edge.entropy_note


def test_unknown_model_lists_what_the_server_has():
    with FakeServer([], models=["qwen2.5:0.5b", "llama3.2:1b"]) as srv:
        with pytest.raises(LocalServerError) as e:
            LocalServerModel(srv.base_url, "mistral", spec="ollama")
        assert LocalServerModel(srv.base_url, "qwen2.5:0.5b").model_id == "qwen2.5:0.5b"
        with pytest.raises(LocalServerError, match="serves 2 models.*#MODEL"):
            LocalServerModel(srv.base_url)
    msg = str(e.value)
    assert "does not serve model 'mistral'" in msg and "qwen2.5:0.5b, llama3.2:1b" in msg and "\n" not in msg


def test_ollama_latest_tag_is_implicit():
    with FakeServer([], models=["qwen2.5:latest"]) as srv:
        assert LocalServerModel(srv.base_url, "qwen2.5").model_id == "qwen2.5:latest"


def test_a_server_without_a_model_list_needs_a_name():
    with FakeServer([], has_models_endpoint=False) as srv:
        with pytest.raises(LocalServerError, match="does not list its models"):
            LocalServerModel(srv.base_url)
        assert LocalServerModel(srv.base_url, "any").model_id == "any"


def test_unreachable_server_is_one_line_with_what_to_do():
    port = free_port()
    with pytest.raises(LocalServerError) as e:
        LocalServerModel(f"http://127.0.0.1:{port}/v1", "m")
    assert f"no server answers at http://127.0.0.1:{port}/v1" in str(e.value)
    assert "ollama serve" in str(e.value) and "\n" not in str(e.value)


def test_errors_during_a_step_name_the_local_server():
    with FakeServer([(400, {"error": {"message": "bad grammar"}})]) as srv:
        edge = LocalServerModel(srv.base_url)
        with pytest.raises(Exception) as e:
            edge.complete(MESSAGES)
    assert str(e.value).startswith("local server http://127.0.0.1:") and "bad grammar" in str(e.value)


def test_pointing_it_elsewhere_after_construction_is_refused_before_sending():
    with FakeServer([action_reply("list_files", {})]) as srv:
        edge = LocalServerModel(srv.base_url)
        edge.base_url = "http://10.0.0.5:8000/v1"
        with pytest.raises(LocalServerError, match="not on this device"):
            edge.complete(MESSAGES)
    assert srv.bodies == []


def test_the_cloud_client_still_needs_the_gates_permit():
    with FakeServer([action_reply("list_files", {})]) as srv:
        with pytest.raises(EgressDenied):
            OpenAIChatModel(srv.base_url, "local-model").complete(MESSAGES)
    assert srv.bodies == []


def test_unix_socket_server(tmp_path):
    sock = str(tmp_path / "llm.sock")
    with FakeServer([action_reply("final_answer", {"answer": "3"})], uds=sock) as srv:
        edge = LocalServerModel(srv.base_url, uds=sock)
        c = edge.complete(MESSAGES)
    assert "final_answer" in c.text and math.isclose(c.first_token_entropy, expected_entropy(DECISION_LOGPROBS))
    assert "unix:" in repr(edge)
