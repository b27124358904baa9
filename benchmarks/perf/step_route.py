"""Is step-route's entropy probe free? Edge compute of one fixed trajectory under step-route
vs edge-only, with the real edge model (a benchmark, not a test; run on demand).

Both strategies run the real agent loop over the same trajectory: the edge model really
generates every step (prompt evaluation with prefix reuse, grammar, entropy probe), but
the action taken is the scripted one, so both runs see identical prompts. step-route gets
τ far above any entropy and a cloud that fails loudly if called, so the only difference
left is the routing work itself. Printed: edge evaluated + generated tokens and edge wall
time and process CPU time per strategy, and the ratio step-route / edge-only (target <= 1.05).
Tokens are deterministic; on a shared machine wall time is noisy, so CPU time (one llama.cpp
thread by default) is the better reading of compute.

    python benchmarks/perf/step_route.py [--model ID|PATH] [--threads N] [--repeats K]
"""
from __future__ import annotations

import argparse
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout's packages, not an installed copy

from benchmarks.perf.sales_task import PROMPT, Replay, make_workspace  # noqa: E402
from edge_agent import Agent, load_edge_model  # noqa: E402
from edge_agent.router.policy import make_policy  # noqa: E402

TRAJECTORY = [
    ("list_files", {}),
    ("read_file", {"path": "sales.csv"}),
    ("run_shell", {"command": "awk -F, 'NR>1{s+=$3} END{print s}' sales.csv"}),
    ("read_file", {"path": "notes.md"}),
    ("write_file", {"path": "summary.md", "content": "# Sales\nTotal units: 612\nNorth had a promotion.\n"}),
    ("run_shell", {"command": "sort -t, -k3 -n -r sales.csv | head -3"}),
    ("write_file", {"path": "top3.txt", "content": "north,gizmo,97\nwest,widget,90\neast,gadget,86\n"}),
    ("final_answer", {"answer": "Wrote summary.md and top3.txt."}),
]


class NeverCloud:
    model_id = "never"

    def complete(self, *a, **kw):
        raise AssertionError("the cloud was called: tau is meant to keep every step on the edge")


class NeverGate:
    def complete(self, cloud, messages, **kw):
        raise AssertionError(f"a {kw.get('purpose')} request reached the gate")


def run_once(model, strategy: str, ws: Path, max_tokens: int):
    model.llm.reset()  # both strategies start from a cold KV cache
    if strategy == "edge-only":
        agent = Agent(Replay(model, TRAJECTORY), policy="edge-only", store=None, max_steps=len(TRAJECTORY), max_tokens=max_tokens)
    else:
        agent = Agent(Replay(model, TRAJECTORY), policy=make_policy("step-route", tau=100.0), cloud=NeverCloud(), gate=NeverGate(),
                      store=None, max_steps=len(TRAJECTORY), max_tokens=max_tokens)
    t0, c0 = time.perf_counter(), time.process_time()
    r = agent.run(PROMPT, workspace=ws)
    loop_s, cpu_s = time.perf_counter() - t0, time.process_time() - c0
    assert r.ok and [s.tool for s in r.steps] == [t for t, _ in TRAJECTORY], r.status
    assert all(s.actor == "edge" for s in r.steps)
    u = r.usage("edge")
    edge_s = sum(c.completion.latency_s for s in r.steps for c in s.calls if c.side == "edge")
    return {"tokens": u.evaluated_tokens + u.completion_tokens, "evaluated": u.evaluated_tokens,
            "generated": u.completion_tokens, "edge_s": edge_s, "loop_s": loop_s, "cpu_s": cpu_s,
            "entropies": [round(s.entropy, 3) for s in r.steps if s.entropy is not None]}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="qwen2.5-coder-0.5b-instruct")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--max-tokens", type=int, default=96)
    a = ap.parse_args()

    model = load_edge_model(a.model, n_threads=a.threads, n_ctx=8192)
    print(f"model {model.model_id}, threads {a.threads}, {platform.machine()}, llama-cpp-python "
          f"{__import__('llama_cpp').__version__}, {len(TRAJECTORY)}-step trajectory, {a.repeats} repeats")
    runs: dict[str, list[dict]] = {"edge-only": [], "step-route": []}
    with tempfile.TemporaryDirectory(prefix="edge-agent-perf-") as tmp:
        warm = Path(tmp) / "warm"
        make_workspace(warm)
        run_once(model, "edge-only", warm, a.max_tokens)  # page the weights in before measuring
        for k in range(a.repeats):  # alternate so background load hits both sides alike
            for strategy in (("edge-only", "step-route") if k % 2 == 0 else ("step-route", "edge-only")):
                ws = Path(tmp) / f"{strategy}-{k}"
                make_workspace(ws)
                runs[strategy].append(run_once(model, strategy, ws, a.max_tokens))
    model.close()
    med = {s: {m: statistics.median(r[m] for r in rs) for m in ("tokens", "evaluated", "generated", "edge_s", "loop_s", "cpu_s")}
           for s, rs in runs.items()}
    e, s = med["edge-only"], med["step-route"]
    print(f"\n{'':24}{'edge-only':>12}{'step-route':>12}{'ratio':>8}")
    for key, label in (("evaluated", "evaluated tokens"), ("generated", "generated tokens"),
                       ("tokens", "edge compute tokens"), ("edge_s", "edge wall s (median)"),
                       ("loop_s", "whole loop s (median)"), ("cpu_s", "process CPU s (median)")):
        fmt = (lambda v: f"{v:12.0f}") if "tokens" in label else (lambda v: f"{v:12.2f}")
        print(f"{label:24}{fmt(e[key])}{fmt(s[key])}{s[key] / e[key]:8.3f}")
    print(f"\nedge compute ratio step-route/edge-only: tokens {s['tokens'] / e['tokens']:.3f}, "
          f"CPU {s['cpu_s'] / e['cpu_s']:.3f}, wall {s['edge_s'] / e['edge_s']:.3f}   (target <= 1.05)")
    print("runs edge s: " + "; ".join(f"{k} " + ", ".join(f"{r['edge_s']:.2f}" for r in rs) for k, rs in runs.items()))
    print(f"edge first-token entropies over the trajectory: {runs['step-route'][0]['entropies']}")


if __name__ == "__main__":
    main()
