"""Bad input under --ray is one line each: no extra, an unreachable address, a cluster
without the resources, a worker whose model fails to load (issue 16)."""
from __future__ import annotations

import sys

import pytest

from bench_runner_support import subset_tasks
from edge_agent.bench.ray_runner import RayOptions, connect, require_ray
from edge_agent.bench.runner import BenchError
from edge_agent.store import Store
from support import ray_runner


def test_without_ray_it_says_how_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now raises ImportError
    with pytest.raises(BenchError) as e:
        require_ray()
    assert "pip install 'edge-agent[ray]'" in str(e.value) and "\n" not in str(e.value)


def test_unreachable_address_is_one_line(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", type(sys)("ray"))  # never joins a cluster: the probe refuses first
    sys.modules["ray"].is_initialized = lambda: False
    with pytest.raises(BenchError) as e:
        connect(RayOptions(address="127.0.0.1:1"))
    assert str(e.value).startswith("cannot reach the Ray cluster at 127.0.0.1:1") and "\n" not in str(e.value)
    with pytest.raises(BenchError, match="expected auto, local, HOST:PORT"):
        connect(RayOptions(address="nonsense"))


def test_cluster_without_the_resources_is_one_line(tmp_path, ray_cluster):
    rr = ray_runner(tmp_path, ["edge-only"], options=RayOptions(address="auto", num_cpus=1, num_gpus=1))
    bench_id = rr.driver.open()
    with pytest.raises(BenchError) as e:
        rr.run(subset_tasks(), bench_id)
    assert "cannot fit one worker" in str(e.value) and "GPU=0" in str(e.value) and "\n" not in str(e.value)


def _broken_edge(stack):
    raise RuntimeError("model file /models/missing.gguf not found")


def test_a_worker_whose_model_fails_to_load(tmp_path, ray_cluster):
    events: list[str] = []
    rr = ray_runner(tmp_path, ["edge-only"], on_event=events.append, edge_builder=_broken_edge,
                    options=RayOptions(address="auto", retries=0))
    bench_id = rr.driver.open()
    with pytest.raises(BenchError, match="no Ray worker is left"):
        rr.run(subset_tasks(), bench_id)
    assert events and all("failed to start" in e and "\n" not in e for e in events), events
    assert "missing.gguf not found" in events[0]
    # Nothing was recorded: the cells stay in the queue for the next run of the same command.
    assert Store(tmp_path / "ray.db").db["bench_results"].count == 0


def test_cli_unreachable_address_is_one_line_and_records_nothing(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from edge_agent.cli.main import cli

    ray = pytest.importorskip("ray")
    monkeypatch.setattr(ray, "is_initialized", lambda: False)  # this process may hold the test cluster
    out = CliRunner().invoke(cli, ["bench", "run", "--ray", "127.0.0.1:1", "--strategies", "edge-only", "--edge",
                                   "scripted:0.6", "--tasks", "office-ambiguous-recipient-en", "--out",
                                   str(tmp_path / "out"), "--db", str(tmp_path / "b.db"), "--no-report"])
    assert out.exit_code == 1
    assert out.output.strip().splitlines() == ["Error: cannot reach the Ray cluster at 127.0.0.1:1: Connection refused"]
    assert not (tmp_path / "out" / "bench.json").exists()
