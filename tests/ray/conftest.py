"""One small local Ray cluster (127.0.0.1, 2 CPUs, so two workers) for the whole tests/ray
folder: starting one costs tens of seconds on a busy 2-core machine, so it is started once
and shut down at the end. Skipped when the ray extra is not installed."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
SUPPORT = HERE.parent / "benchmarks"  # bench_runner_support: the scripted doubles and the quiet gate
sys.path.insert(0, str(SUPPORT))


@pytest.fixture(scope="session")
def ray_cluster():
    ray = pytest.importorskip("ray", reason="the ray extra is not installed (pip install -e '.[ray]')")
    # Workers are processes of this cluster: they import the test helpers through PYTHONPATH.
    root = HERE.parents[1]
    paths = [str(root), str(SUPPORT), str(HERE), os.environ.get("PYTHONPATH", "")]
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in paths if p)
    ray.init(address="local", num_cpus=2, include_dashboard=False, logging_level="WARNING", log_to_driver=False,
             _node_ip_address="127.0.0.1")
    try:
        yield ray.get_runtime_context().gcs_address
    finally:
        ray.shutdown()
