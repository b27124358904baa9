"""Replay right and wrong answers for the blind8 tasks through the graders."""
import sys, tempfile, json
from pathlib import Path
from edge_agent.bench.task import load_task, Action
from edge_agent.bench.validate import replay
from edge_agent.bench.graders import grade

ROOT = Path(__file__).resolve().parent.parent

def A(tool, **args):
    return Action(tool=tool, arguments=args)

def fa(text):
    return A("final_answer", answer=text)

def ref_tools(task):
    return [a for a in task.reference if a.tool != "final_answer"]

CASES = {}
def case(tid):
    def deco(fn):
        CASES[tid] = fn
        return fn
    return deco

def answers(right, wrong):
    """Answer-only variants over the reference's tool calls."""
    def fn(task):
        pre = ref_tools(task)
        return ([(f"right: {r}", pre + [fa(r)], True) for r in right] +
                [(f"wrong: {w}", pre + [fa(w)], False) for w in wrong])
    return fn

import importlib.util
spec = importlib.util.spec_from_file_location("cases", str(Path(__file__).resolve().parent / "cases.py"))
mod = importlib.util.module_from_spec(spec); mod.A = A; mod.fa = fa; mod.answers = answers; mod.ref_tools = ref_tools
spec.loader.exec_module(mod)

tot = {"right": 0, "wrong": 0, "bad": 0}
only = sys.argv[1:] 
for tid, fn in sorted(mod.CASES.items()):
    if only and tid not in only:
        continue
    task = load_task(ROOT / tid)
    for label, actions, want in fn(task):
        with tempfile.TemporaryDirectory() as tmp:
            r = replay(task, actions, Path(tmp) / "run")
            errs = [f"{a.tool}: {o.text[:100]}" for a, o in r.observations if not o.ok]
            g = grade(task, r.env, r.answer)
            r.env.close()
        ok = (g.score == 1.0) if want else (g.score < 1.0)
        tot["right" if want else "wrong"] += 1
        if not ok:
            tot["bad"] += 1
        flag = "ok " if ok else "BAD"
        print(f"{flag} {tid:38s} {g.score:.2f} {label[:110]}")
        if not ok or errs:
            for c in g.checks:
                if not c.passed:
                    print("      failed:", c.index, c.label, "-", c.reason)
            for e in errs:
                print("      tool error:", e)
print(json.dumps(tot))
