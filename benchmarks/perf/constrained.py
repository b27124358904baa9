"""Constrained vs free generation, side by side in one run (a benchmark, not a test).

Three ways to generate from the same model, prompt (the action prompt with its prefill) and
token budget, alternated so background load hits them alike:
- runtime: LlamaCppModel.complete with the action grammar (the ConstrainedDecoder: cheap
  grammar checks, forced text in one batch, entropy probe on);
- raw + grammar: llama-cpp-python's own create_completion with the same grammar, i.e. how
  the runtime generated before the decoder (the grammar in the sampler chain);
- raw free: create_completion without any grammar.
Printed: generation tokens/s of each (tokens after the first / time after the first) and the
ratio runtime / raw free (target >= 0.9), with the decoder's sampled / forced split. It also
checks what must not change: the first-token entropy of the runtime equals the one
llama-cpp-python's logits processor sees (within 1e-6), and every runtime reply parses.

    python benchmarks/perf/constrained.py [--model ID|PATH] [--threads N] [--repeats K] [--gen-tokens N]
"""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout's packages, not an installed copy

from edge_agent import load_edge_model  # noqa: E402
from edge_agent.grammar import ACTION_PREFILL  # noqa: E402
from edge_agent.llama_model import _FirstTokenEntropy  # noqa: E402
from edge_agent.protocol import action_schema, parse_action, system_prompt  # noqa: E402
from edge_agent.tools import ToolRegistry, workspace_tools  # noqa: E402

PROMPTS = [
    "Write a 30-line poem about the sea into poem.txt.",
    "Read notes.md and tell me what the north region did in week 3.",
    "Count the lines of sales.csv with a shell command.",
]


def _tps(n: int, seconds: float) -> float:
    return (n - 1) / seconds if n > 1 and seconds > 0 else 0.0


def runtime(model, msgs, schema, n, names):
    model.llm.reset()
    c = model.complete(msgs, response_schema=schema, max_tokens=n)
    ok = True
    try:
        parse_action(c.text, names)
    except ValueError:
        ok = c.finish_reason == "length"  # cut by the budget: not an invalid choice
    st = model.last_decode
    return {"tps": _tps(c.usage.completion_tokens, c.generate_s), "n": c.usage.completion_tokens,
            "entropy": c.first_token_entropy, "ok": ok, "forced": st.forced, "sampled": st.sampled,
            "resamples": st.grammar_resamples, "decodes": st.decode_calls}


def raw(model, msgs, n, grammar=None):
    llm = model.llm
    llm.reset()
    probe = _FirstTokenEntropy()
    prompt = model.render(msgs, ACTION_PREFILL)
    t_first, count = None, 0
    for _ in llm.create_completion(prompt, max_tokens=n, temperature=0.0, grammar=grammar, stream=True,
                                   logits_processor=[probe]):
        count += 1
        if t_first is None:
            t_first = time.perf_counter()
    return {"tps": _tps(count, time.perf_counter() - (t_first or 0)), "n": count, "entropy": probe.value}


def measure(model_id: str = "qwen2.5-coder-0.5b-instruct", threads: int = 1, repeats: int = 3,
            gen_tokens: int = 160, quiet: bool = False) -> dict:
    model = load_edge_model(model_id, n_threads=threads, n_ctx=4096)
    specs = ToolRegistry(workspace_tools()).specs()
    schema = action_schema(specs)
    names = [s.name for s in specs]
    grammar = model._grammar(schema)
    say = (lambda *a: None) if quiet else print
    say(f"model {model.model_id}, threads {threads}, {platform.machine()}, llama-cpp-python "
        f"{__import__('llama_cpp').__version__}, load {os.getloadavg()[0]:.2f}")
    rows: dict[str, list[dict]] = {"runtime": [], "raw+grammar": [], "raw free": []}
    entropy_gap = 0.0
    for p_i, prompt in enumerate(PROMPTS):
        msgs = [{"role": "system", "content": system_prompt(specs)}, {"role": "user", "content": prompt}]
        runtime(model, msgs, schema, 8, names)  # warm-up: page the weights in, parse the grammar
        for k in range(repeats):
            order = ["runtime", "raw+grammar", "raw free"]
            for side in order[k % 3:] + order[:k % 3]:
                r = (runtime(model, msgs, schema, gen_tokens, names) if side == "runtime"
                     else raw(model, msgs, gen_tokens, grammar if side == "raw+grammar" else None))
                r["prompt"] = p_i
                rows[side].append(r)
        rt = [r for r in rows["runtime"] if r["prompt"] == p_i]
        rg = [r for r in rows["raw+grammar"] if r["prompt"] == p_i]
        entropy_gap = max(entropy_gap, *(abs(a["entropy"] - b["entropy"]) for a in rt for b in rg))
        say(f"prompt {p_i + 1}: tokens runtime {rt[-1]['n']} (sampled {rt[-1]['sampled']}, forced {rt[-1]['forced']}, "
            f"decode calls {rt[-1]['decodes']}, grammar resamples {rt[-1]['resamples']}), raw+grammar "
            f"{rg[-1]['n']}, raw free {rows['raw free'][-1]['n']}; tok/s runtime "
            + ", ".join(f"{r['tps']:.1f}" for r in rt) + "; raw+grammar " + ", ".join(f"{r['tps']:.1f}" for r in rg)
            + "; raw free " + ", ".join(f"{r['tps']:.1f}" for r in rows["raw free"] if r["prompt"] == p_i))
    model.close()
    med = {side: statistics.median(r["tps"] for r in rs) for side, rs in rows.items()}
    out = {"runtime_tps": med["runtime"], "raw_grammar_tps": med["raw+grammar"], "raw_free_tps": med["raw free"],
           "ratio": med["runtime"] / med["raw free"], "before_ratio": med["raw+grammar"] / med["raw free"],
           "entropy_gap": entropy_gap, "valid": all(r["ok"] for r in rows["runtime"]),
           "load": os.getloadavg()[0]}
    say(f"\ngeneration tok/s (median over {len(PROMPTS)} prompts x {repeats}): runtime {med['runtime']:.1f}, "
        f"raw+grammar {med['raw+grammar']:.1f}, raw free {med['raw free']:.1f}")
    say(f"ratio constrained/free: runtime {out['ratio']:.3f} (target >= 0.9); before (grammar in the sampler "
        f"chain) {out['before_ratio']:.3f}")
    say(f"first-token entropy runtime vs llama-cpp-python's logits processor: max |diff| {entropy_gap:.2e}; "
        f"every runtime reply valid: {out['valid']}")
    return out


def main(argv: list[str] | None = None) -> list[dict]:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="qwen2.5-coder-0.5b-instruct")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--gen-tokens", type=int, default=160)
    a = ap.parse_args(argv)
    r = measure(a.model, a.threads, a.repeats, a.gen_tokens)
    return [{"name": "constrained-vs-free", "value": r["ratio"], "target": ">= 0.9",
             "note": f"runtime {r['runtime_tps']:.1f} / free {r['raw_free_tps']:.1f} tok/s; before "
                     f"{r['before_ratio']:.2f}; entropy diff {r['entropy_gap']:.1e}; valid {r['valid']}"}]


if __name__ == "__main__":
    main()
