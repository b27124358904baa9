"""The stand-in cloud server's action decoding, old path vs new, side by side (a benchmark, not a test).

Two real llama.cpp servers (LocalCloudServer) on the same model: one with actions="grammar"
(llama_cpp.server puts the schema's grammar in the sampler chain, how the stand-in decoded
actions before), one with actions="fast" (the edge's ConstrainedDecoder). Both are loaded at
once but asked in turn, never at the same time, alternating which goes first, over real HTTP
with the action schema of the workspace tools, greedy; and, as the edge's row does, free
generation (no schema, llama.cpp's own path) on the same server as the yardstick. Before each
timed request the same
prompt is sent once with a small budget, so the timed one finds its prompt in the KV cache
and its wall time is generation. Printed: tokens/s (completion tokens / request wall time)
and seconds per action for each, the ratios new/free (the figure, target >= 0.9 as for the
edge) and new/old, and whether every action reply was a valid action.

    python benchmarks/perf/standin.py [--model ID|PATH] [--threads N] [--repeats K] [--gen-tokens N]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout's packages, not an installed copy

from edge_agent.protocol import action_schema, parse_action, system_prompt  # noqa: E402
from edge_agent.router.server import LocalCloudServer, resolve_model_path  # noqa: E402
from edge_agent.tools import ToolRegistry, workspace_tools  # noqa: E402

PROMPTS = [
    "Write a 30-line poem about the sea into poem.txt.",
    "Read notes.md and tell me what the north region did in week 3.",
    "Count the lines of sales.csv with a shell command.",
]


def ask(server: LocalCloudServer, msgs: list, schema: dict | None, max_tokens: int) -> dict:
    body = {"model": server.model_id, "messages": msgs, "max_tokens": max_tokens, "temperature": 0.0, "seed": 0}
    if schema is not None:
        body["response_format"] = {"type": "json_object", "schema": schema}
    t0 = time.perf_counter()
    r = httpx.post(f"{server.base_url}/chat/completions", json=body, timeout=900)
    wall = time.perf_counter() - t0
    r.raise_for_status()
    data = r.json()
    return {"wall": wall, "n": data["usage"]["completion_tokens"], "text": data["choices"][0]["message"]["content"],
            "finish": data["choices"][0]["finish_reason"], "id": data["id"]}


def measure(model: str = "qwen2.5-coder-1.5b-instruct", threads: int = 1, repeats: int = 1,
            gen_tokens: int = 128) -> dict:
    path, served_as = resolve_model_path(model)
    specs = ToolRegistry(workspace_tools()).specs()
    schema, names = action_schema(specs), [s.name for s in specs]
    rows: dict[str, list[dict]] = {"grammar": [], "fast": [], "free": []}
    print(f"model {served_as}, threads {threads} per server, load {os.getloadavg()[0]:.2f}")
    with LocalCloudServer(path, model_id=served_as, threads=threads, n_ctx=4096, actions="grammar") as old, \
            LocalCloudServer(path, model_id=served_as, threads=threads, n_ctx=4096, actions="fast") as new:
        servers = {"grammar": old, "fast": new, "free": new}
        for p_i, prompt in enumerate(PROMPTS):
            msgs = [{"role": "system", "content": system_prompt(specs)}, {"role": "user", "content": prompt}]
            for k in range(repeats):
                order = ["grammar", "fast", "free"]
                for side in order[(p_i + k) % 3:] + order[:(p_i + k) % 3]:
                    sch = None if side == "free" else schema
                    ask(servers[side], msgs, sch, 4)  # the prompt into the KV cache
                    r = ask(servers[side], msgs, sch, gen_tokens)
                    try:
                        if sch is not None:
                            parse_action(r["text"], names)
                        r["valid"] = True
                    except ValueError:
                        r["valid"] = r["finish"] == "length"  # cut by the budget: not an invalid choice
                    r["prompt"] = p_i
                    rows[side].append(r)
                    print(f"prompt {p_i + 1} {side:>7}: {r['n']:3d} tokens in {r['wall']:6.2f}s "
                          f"= {r['n'] / r['wall']:5.1f} tok/s, finish {r['finish']}, valid {r['valid']}", flush=True)
    assert all(r["id"].startswith("chatcmpl-edge-decoder-") for r in rows["fast"]), "fast server took the old path"
    tps = {s: statistics.median(r["n"] / r["wall"] for r in rs) for s, rs in rows.items()}
    spa = {s: statistics.median(r["wall"] for r in rs) for s, rs in rows.items() if s != "free"}
    out = {"old_tps": tps["grammar"], "new_tps": tps["fast"], "free_tps": tps["free"],
           "ratio": tps["fast"] / tps["free"], "new_old": tps["fast"] / tps["grammar"],
           "before_ratio": tps["grammar"] / tps["free"],
           "old_s": spa["grammar"], "new_s": spa["fast"], "time_ratio": spa["grammar"] / spa["fast"],
           "valid": all(r["valid"] for rs in rows.values() for r in rs), "load": os.getloadavg()[0]}
    print(f"\nstand-in tok/s (median of {len(PROMPTS)} prompts x {repeats}): old (grammar in the sampler chain) "
          f"{out['old_tps']:.1f}, new (edge decoder) {out['new_tps']:.1f}, free (no schema) {out['free_tps']:.1f}")
    print(f"ratio constrained/free: new {out['ratio']:.3f} (target >= 0.9), old {out['before_ratio']:.3f}; "
          f"new/old {out['new_old']:.2f}")
    print(f"seconds per action: old {out['old_s']:.2f}, new {out['new_s']:.2f} (old/new {out['time_ratio']:.2f}); "
          f"every reply valid: {out['valid']}; load {out['load']:.2f}")
    return out


def main(argv: list[str] | None = None) -> list[dict]:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="qwen2.5-coder-1.5b-instruct", help="catalog id or GGUF path")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--repeats", type=int, default=1)
    ap.add_argument("--gen-tokens", type=int, default=128)
    a = ap.parse_args(argv)
    r = measure(a.model, a.threads, a.repeats, a.gen_tokens)
    return [{"name": "standin-constrained-vs-free", "value": r["ratio"], "target": ">= 0.9",
             "note": f"stand-in tok/s new {r['new_tps']:.1f}, old {r['old_tps']:.1f}, free {r['free_tps']:.1f} "
                     f"(old/free {r['before_ratio']:.2f}, new/old {r['new_old']:.2f}); s/action new {r['new_s']:.2f} "
                     f"vs old {r['old_s']:.2f}; valid {r['valid']}"}]


if __name__ == "__main__":
    main()
