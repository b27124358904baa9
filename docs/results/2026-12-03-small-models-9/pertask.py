"""Per-task scores, before -> after: python pertask.py BEFORE.db[,MORE.db] AFTER.db[,MORE.db]"""
import sqlite3
import sys


def scores(dbs):
    out = {}
    for db in dbs.split(","):
        for t, s, sc in sqlite3.connect(db).execute("select task_id, strategy, score from bench_results order by id"):
            out.setdefault((t, s), sc)
    return out


b, a = scores(sys.argv[1]), scores(sys.argv[2])
strats = ["edge-only", "cloud-only", "step-route", "advisor"]
tasks = sorted({t for t, _ in b} | {t for t, _ in a})
print("| task | " + " | ".join(strats) + " |")
print("|---|" + "---:|" * len(strats))


def f(x):
    return "–" if x is None else str(int(x)) if x in (0, 1) else f"{x:.2f}".rstrip("0").rstrip(".")


for t in tasks:
    cells = [f"{f(b.get((t, s)))} → {f(a.get((t, s)))}" if b.get((t, s)) != a.get((t, s)) else f(b.get((t, s)))
             for s in strats]
    print(f"| {t.split('-', 1)[1]} | " + " | ".join(cells) + " |")
