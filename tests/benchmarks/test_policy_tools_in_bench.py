"""The tools a strategy adds (ask_advisor, delegate) run through the bench's audit wrapper like
any tool: the wrapper reads the whole Tool interface (paging_args, idempotent), and a policy
tool that lacked one of them failed every advisor and delegate cell as a harness error."""
from __future__ import annotations

from bench_runner_support import make_runner

from edge_agent.bench.results import BenchResults, decode
from edge_agent.bench.task import load_tasks
from edge_agent.store import Store


def test_advisor_and_delegate_cells_run_without_harness_errors(tmp_path):
    tasks = [t for t in load_tasks() if t.id in ("data-ab-test-en", "devops-log-triage-mixed")]
    runner = make_runner(tmp_path, ["advisor", "delegate"], jobs=1)  # scripted edge and cloud test doubles
    bench_id = runner.open()
    runner.run(tasks, bench_id)
    rows = decode(BenchResults(Store(tmp_path / "bench.db")).rows(bench_id))
    assert len(rows) == 4
    assert [r["error"] for r in rows if r["status"] == "harness_error"] == []
