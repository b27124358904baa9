"""Agent overhead: the wall time of a 12-step real-model run over the time spent inside llama.cpp
(a benchmark, not a test; target <= 1.10).

The real agent loop runs a 12-step trajectory with the real edge model, a real SQLite trace
store and the real workspace tools: the model really generates every step (prompt evaluation
with prefix reuse, grammar, entropy probe); the action then taken is the scripted one, so every
run sees the same prompts and takes exactly 12 steps. Time inside llama.cpp is measured by
timing every `Llama.eval` (each decode) and the model's sampling calls, inside the same run.
Also printed: wall over the model calls' own latency (which adds the decoder's Python work).

    python benchmarks/perf/agent_overhead.py [--model ID|PATH] [--threads N] [--repeats K]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout's packages, not an installed copy

from edge_agent import Agent, load_edge_model  # noqa: E402
from benchmarks.perf.sales_task import PROMPT, Replay, make_workspace  # noqa: E402
from edge_agent.store import Store  # noqa: E402

TRAJECTORY = [
    ("list_files", {}),
    ("read_file", {"path": "sales.csv"}),
    ("run_shell", {"command": "wc -l sales.csv"}),
    ("search_files", {"pattern": "north"}),
    ("read_file", {"path": "notes.md"}),
    ("run_shell", {"command": "awk -F, 'NR>1{s+=$3} END{print s}' sales.csv"}),
    ("write_file", {"path": "summary.md", "content": "# Sales\nTotal units: 612\nNorth had a promotion.\n"}),
    ("append_file", {"path": "summary.md", "content": "North leads this quarter.\n"}),
    ("read_file", {"path": "summary.md"}),
    ("run_shell", {"command": "sort -t, -k3 -n -r sales.csv | head -3"}),
    ("write_file", {"path": "top3.txt", "content": "north,gizmo,97\nwest,widget,90\neast,gadget,86\n"}),
    ("final_answer", {"answer": "Wrote summary.md and top3.txt."}),
]


class LlamaClock:
    """Accumulates the time spent in llama.cpp: every decode (Llama.eval) and every sampler call."""

    def __init__(self, model):
        self.seconds = 0.0
        llm, dec = model.llm, model._decoder
        llm.eval = self._timed(llm.eval)
        dec._lib = _TimedLib(dec._lib, self, ("llama_sampler_apply", "llama_sampler_accept", "llama_get_logits_ith"))

    def _timed(self, fn):
        def wrapper(*a, **kw):
            t0 = time.perf_counter()
            try:
                return fn(*a, **kw)
            finally:
                self.seconds += time.perf_counter() - t0
        return wrapper


class _TimedLib:
    def __init__(self, lib, clock: LlamaClock, names):
        self._lib, self._clock, self._names = lib, clock, set(names)

    def __getattr__(self, name):
        fn = getattr(self._lib, name)
        return self._clock._timed(fn) if name in self._names else fn


def run_once(model, ws: Path, db: Path, max_tokens: int) -> dict:
    model.llm.reset()
    clock_before = model._clock.seconds
    replay = Replay(model, TRAJECTORY)
    agent = Agent(replay, policy="edge-only", store=Store(db), max_steps=len(TRAJECTORY), max_tokens=max_tokens)
    t0 = time.perf_counter()
    r = agent.run(PROMPT, workspace=ws)
    wall = time.perf_counter() - t0
    assert [s.tool for s in r.steps] == [t for t, _ in TRAJECTORY], r.status
    llama_s = model._clock.seconds - clock_before
    return {"wall": wall, "llama": llama_s, "model": replay.model_s, "ratio": wall / llama_s,
            "ratio_model": wall / replay.model_s, "steps": len(r.steps)}


def measure(model_id: str = "qwen2.5-coder-0.5b-instruct", threads: int = 1, repeats: int = 2,
            max_tokens: int = 96, quiet: bool = False) -> dict:
    say = (lambda *a: None) if quiet else print
    model = load_edge_model(model_id, n_threads=threads, n_ctx=8192)
    model._clock = LlamaClock(model)
    runs = []
    with tempfile.TemporaryDirectory(prefix="edge-agent-overhead-") as tmp:
        warm = Path(tmp) / "warm"
        make_workspace(warm)
        run_once(model, warm, Path(tmp) / "warm.db", max_tokens)  # page the weights in
        for k in range(repeats):
            ws = Path(tmp) / f"ws{k}"
            make_workspace(ws)
            runs.append(run_once(model, ws, Path(tmp) / "traces.db", max_tokens))
            say(f"run {k + 1}: {runs[-1]['steps']} steps, wall {runs[-1]['wall']:.2f}s, inside llama.cpp "
                f"{runs[-1]['llama']:.2f}s, model calls {runs[-1]['model']:.2f}s, ratio {runs[-1]['ratio']:.3f}")
    model.close()
    out = {"ratio": statistics.median(r["ratio"] for r in runs),
           "ratio_model": statistics.median(r["ratio_model"] for r in runs),
           "wall": statistics.median(r["wall"] for r in runs), "llama": statistics.median(r["llama"] for r in runs),
           "load": os.getloadavg()[0]}
    say(f"agent overhead: wall / time inside llama.cpp = {out['ratio']:.3f} (target <= 1.10); wall / model calls "
        f"{out['ratio_model']:.3f}; load {out['load']:.2f}")
    return out


def main(argv: list[str] | None = None) -> list[dict]:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="qwen2.5-coder-0.5b-instruct")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--max-tokens", type=int, default=96)
    a = ap.parse_args(argv)
    r = measure(a.model, a.threads, a.repeats, a.max_tokens)
    return [{"name": "agent-overhead", "value": r["ratio"], "target": "<= 1.10",
             "note": f"12 steps: wall {r['wall']:.1f}s / llama.cpp {r['llama']:.1f}s; wall/model calls "
                     f"{r['ratio_model']:.3f}"}]


if __name__ == "__main__":
    main()
