import sqlite3, sys
before, after = sys.argv[1], sys.argv[2]
def scores(db):
    c = sqlite3.connect(db); out = {}
    for t, s, sc in c.execute("select task_id, strategy, score from bench_results order by id"):
        out.setdefault((t, s), sc)
    return out
b, a = scores(before), scores(after)
strats = ["edge-only", "cloud-only", "step-route", "advisor"]
tasks = sorted({t for t, _ in b} | {t for t, _ in a})
print("| task | " + " | ".join(strats) + " |"); print("|---|" + "---:|" * len(strats))
f = lambda x: "–" if x is None else f"{x:.2f}".rstrip("0").rstrip(".") if x not in (0, 1) else str(int(x))
for t in tasks:
    cells = []
    for s in strats:
        x, y = b.get((t, s)), a.get((t, s))
        cells.append(f"{f(x)} → {f(y)}" if x != y else f(x))
    print(f"| {t.replace('blind8-','')} | " + " | ".join(cells) + " |")
