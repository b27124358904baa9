"""Edge runtime performance, measured side by side in one run (not a test; run on demand).

1. Prefix reuse: a 12-step agent trajectory (fixed actions, real observations) replayed
   through LlamaCppModel twice — with the KV cache kept between steps (the runtime) and
   with it reset before every call (stateless re-evaluation). Ratio of prompt tokens
   evaluated and of wall time. Target: tokens ratio <= 0.2.
2. Generation speed: the same prompt and the same action grammar through the runtime
   (LlamaCppModel.complete, with its entropy probe) and through raw llama-cpp-python
   (Llama.create_completion, streamed). Ratio of generation tokens/s. Target >= 0.95.

    python benchmarks/perf/edge_runtime.py [--model ID|PATH] [--threads N] [--repeats K]
"""
from __future__ import annotations

import argparse
import json
import platform
import statistics
import time

from edge_agent import load_edge_model
from edge_agent.grammar import ACTION_PREFILL
from edge_agent.protocol import action_schema, system_prompt
from edge_agent.tools import ToolContext, ToolRegistry, workspace_tools

TRAJECTORY = [
    ("list_files", {}),
    ("read_file", {"path": "sales.csv"}),
    ("run_shell", {"command": "wc -l sales.csv"}),
    ("search_files", {"pattern": "north"}),
    ("read_file", {"path": "notes.md"}),
    ("run_shell", {"command": "awk -F, 'NR>1{s+=$3} END{print s}' sales.csv"}),
    ("write_file", {"path": "summary.md", "content": "# Sales\nTotal units: see below\n"}),
    ("append_file", {"path": "summary.md", "content": "North leads this quarter.\n"}),
    ("read_file", {"path": "summary.md"}),
    ("search_files", {"pattern": "Total", "glob": "*.md"}),
    ("run_shell", {"command": "sort -t, -k3 -n -r sales.csv | head -3"}),
    ("write_file", {"path": "top3.txt", "content": "north,widget\nsouth,gadget\neast,widget\n"}),
]


def make_workspace(root):
    root.mkdir(parents=True, exist_ok=True)
    rows = ["region,product,units"] + [f"{r},{p},{(i * 37) % 101}" for i, (r, p) in enumerate(
        [(r, p) for r in ("north", "south", "east", "west") for p in ("widget", "gadget", "gizmo")])]
    (root / "sales.csv").write_text("\n".join(rows) + "\n")
    (root / "notes.md").write_text("Quarterly notes.\nThe north region had a promotion in week 3.\n")


def trajectory_messages(ws):
    """The message list before each of the 12 steps, with real tool observations."""
    reg = ToolRegistry(workspace_tools())
    ctx = ToolContext(workspace=ws)
    msgs = [{"role": "system", "content": system_prompt(reg.specs())},
            {"role": "user", "content": "Summarise sales.csv into summary.md and list the top 3 rows in top3.txt."}]
    before_each = []
    for tool, args in TRAJECTORY:
        before_each.append([dict(m) for m in msgs])
        obs = reg.execute(tool, args, ctx)
        msgs.append({"role": "assistant", "content": json.dumps({"tool": tool, "arguments": args})})
        msgs.append({"role": "user", "content": f"{'Result' if obs.ok else 'ERROR'} from {tool}:\n{obs.text}"})
    return before_each, action_schema(reg.specs())


def replay(model, steps, schema, *, stateless: bool):
    evaluated = prompt = 0
    t0 = time.perf_counter()
    for msgs in steps:
        if stateless:
            model.llm.reset()
        c = model.complete(msgs, response_schema=schema, max_tokens=24)
        evaluated += c.usage.evaluated_tokens
        prompt += c.usage.prompt_tokens
    return evaluated, prompt, time.perf_counter() - t0


def gen_runtime(model, msgs, schema, n):
    model.llm.reset()
    c = model.complete(msgs, response_schema=schema, max_tokens=n)
    return (c.usage.completion_tokens - 1) / c.generate_s, c.usage.completion_tokens


def gen_raw(model, msgs, grammar, n):
    llm = model.llm
    llm.reset()
    prompt = model.render(msgs, ACTION_PREFILL)
    t_first, count = None, 0
    for _ in llm.create_completion(prompt, max_tokens=n, temperature=0.0, grammar=grammar, stream=True):
        count += 1
        if t_first is None:
            t_first = time.perf_counter()
    return (count - 1) / (time.perf_counter() - t_first), count


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="qwen2.5-coder-0.5b-instruct")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--gen-tokens", type=int, default=160)
    ap.add_argument("--workdir", default="/tmp/edge-agent-perf")
    a = ap.parse_args()

    from pathlib import Path

    ws = Path(a.workdir) / "ws"
    make_workspace(ws)
    model = load_edge_model(a.model, n_threads=a.threads, n_ctx=8192)
    steps, schema = trajectory_messages(ws)
    print(f"model {model.model_id}, threads {a.threads}, {platform.machine()}, llama-cpp-python "
          f"{__import__('llama_cpp').__version__}, {len(steps)}-step trajectory")

    replay(model, steps[:2], schema, stateless=False)  # warm-up: page the weights in
    reuse, stateless = [], []
    for _ in range(a.repeats):  # alternate so background load hits both sides alike
        model.llm.reset()
        reuse.append(replay(model, steps, schema, stateless=False))
        stateless.append(replay(model, steps, schema, stateless=True))
    ev_r, pr_r, t_r = reuse[-1][0], reuse[-1][1], statistics.median(x[2] for x in reuse)
    ev_s, t_s = stateless[-1][0], statistics.median(x[2] for x in stateless)
    print("\n1. prefix reuse over the trajectory")
    print(f"   prompt tokens over all steps          {pr_r}")
    print(f"   evaluated with prefix reuse           {ev_r}")
    print(f"   evaluated stateless                   {ev_s}")
    print(f"   tokens ratio reuse/stateless          {ev_r / ev_s:.3f}   (target <= 0.2)")
    print(f"   wall time reuse / stateless (median)  {t_r:.2f}s / {t_s:.2f}s = {t_r / t_s:.3f}")

    gen_msgs = [{"role": "system", "content": system_prompt(ToolRegistry(workspace_tools()).specs())},
                {"role": "user", "content": "Write a 30-line poem about the sea into poem.txt."}]
    grammar = model._grammar(schema)
    rt, raw = [], []
    for _ in range(a.repeats):
        rt.append(gen_runtime(model, gen_msgs, schema, a.gen_tokens))
        raw.append(gen_raw(model, gen_msgs, grammar, a.gen_tokens))
    rt_tps, raw_tps = statistics.median(x[0] for x in rt), statistics.median(x[0] for x in raw)
    print("\n2. generation speed, same prompt and grammar")
    print(f"   tokens generated per call             runtime {rt[-1][1]}, raw {raw[-1][1]}")
    print(f"   runtime (entropy probe on)            {rt_tps:.1f} tok/s  (runs: {', '.join(f'{x[0]:.1f}' for x in rt)})")
    print(f"   raw llama-cpp-python                  {raw_tps:.1f} tok/s  (runs: {', '.join(f'{x[0]:.1f}' for x in raw)})")
    print(f"   ratio runtime/raw                     {rt_tps / raw_tps:.3f}   (target >= 0.95)")


if __name__ == "__main__":
    main()
