"""`bench run --gpu-layers N` reaches llama.cpp's `n_gpu_layers`, in process and on Ray workers
(whose request for a GPU follows it). A recording stand-in replaces `llama_cpp.Llama`: it is
a test double that notes its arguments and refuses to load, so no model file is needed."""
from __future__ import annotations

import contextlib

import pytest
from click.testing import CliRunner

from edge_agent.cli.main import cli

llama_cpp = pytest.importorskip("llama_cpp")


class Refused(ValueError):
    pass


@pytest.fixture
def recorded(monkeypatch, tmp_path):
    seen: list[dict] = []

    class RecordingLlama:
        def __init__(self, **kw):
            seen.append(kw)
            raise Refused("recording stand-in: not loading")

    monkeypatch.setattr(llama_cpp, "Llama", RecordingLlama)
    monkeypatch.setenv("EDGE_AGENT_LLAMA_EXTRA_BUFFERS", "on")  # leave llama.cpp's own params alone
    gguf = tmp_path / "tiny.gguf"
    gguf.write_bytes(b"GGUF" + b"\0" * 60)
    return seen, gguf


def test_bench_run_passes_gpu_layers_to_the_model_constructor(recorded, tmp_path):
    seen, gguf = recorded
    out = CliRunner().invoke(cli, ["bench", "run", "--strategies", "edge-only", "--edge", str(gguf), "--gpu-layers",
                                   "7", "--tasks", "auto-backup-retention-en", "--db", str(tmp_path / "b.db"),
                                   "--out", str(tmp_path / "out"), "--no-report"])
    assert out.exit_code != 0 and "recording stand-in" in out.output and "Traceback" not in out.output
    assert [kw["n_gpu_layers"] for kw in seen] == [7]


def test_ray_workers_build_their_edge_with_gpu_layers_and_ask_for_a_gpu(recorded):
    import click

    from edge_agent.cli.bench_ray import worker_plan

    seen, gguf = recorded
    common = dict(edge=str(gguf), cloud=None, seed=0, n_ctx=512, threads=1, cloud_model=None, key_env=None,
                  price=None, address="auto", num_cpus=1.0)
    options, spec = worker_plan(num_gpus=None, gpu_layers=-1, **common)
    assert options.num_gpus == 1.0  # offloading workers are placed on, and given, a GPU
    with pytest.raises(click.ClickException, match="recording stand-in"):
        spec.edge(contextlib.ExitStack())  # what each worker runs when it starts
    assert [kw["n_gpu_layers"] for kw in seen] == [-1]
    assert worker_plan(num_gpus=0.5, gpu_layers=-1, **common)[0].num_gpus == 0.5  # an explicit request wins
    assert worker_plan(num_gpus=None, gpu_layers=0, **common)[0].num_gpus == 0.0
