"""Privacy gate performance, run on demand (not by pytest):

    python benchmarks/perf/privacy_gate.py [--calls 20] [--rounds 3] [--baseline REV]

Detection cost in ms per KB of UTF-8 text, as this process's CPU time (on a machine shared
with other jobs the CPU figure is the one to compare; wall time includes waiting for a core)
and as wall time, on message sets that are all distinct (the result cache is off, so nothing
is measured twice):

- `en-1k`: 1 KB English support messages, one template, every name and number drawn afresh;
- `en-1k-mix`: the English texts of the blind corpus (chat, logs, configs, CSV, e-mail…) packed
  into 1 KB messages; `en-16k`: the same texts as 16 KB documents; `zh-1k`: the Chinese ones;
- `en-1k batch`: the `en-1k` set given to `Detector.analyze_many` at once (one spaCy batch);
- a 20-call agent session through the Gate: incremental redaction (each message analysed once)
  against a naive redactor that re-analyses the whole history on every call.

`--baseline REV` runs the same measurements, alternating round by round, with the
`edge_agent` package of git revision REV (exported to a temporary folder) in a second
process, so both sides see the same background load; the machine's load average is printed
beside the figures. The cloud is a stub that checks the permit and answers at once.

`main()` returns the rows it prints (name, value, unit, target, baseline), for
`python -m benchmarks.perf`.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
ROOT = Path(__file__).resolve().parents[2]
# Run as a file from anywhere: import the checkout's packages (or, in a baseline worker, the
# exported revision's), not whatever is installed.
sys.path.insert(0, os.environ.get("EDGE_AGENT_PERF_CODE") or str(ROOT))

BLIND = ROOT / "tests" / "privacy" / "corpus_blind" / "corpus.jsonl"
TARGETS = {"en-1k": 50.0, "en-1k-mix": 60.0, "en-16k": 60.0, "zh-1k": 60.0, "en-1k batch": 50.0}
FIRST = ["Maria", "James", "Aisha", "Chen", "Lukas", "Priya", "Tom", "Sofia", "Omar", "Hannah", "Diego", "Yuki"]
LAST = ["Thompson", "Becker", "Okafor", "Garcia", "Novak", "Sharma", "Reyes", "Lindqvist", "Haddad", "Moreau"]
STREETS = ["Maple Avenue", "Oak Street", "Harbor Road", "Pine Lane", "Elm Court", "Cedar Drive"]
CITIES = [("Portland", "OR", "97201"), ("Austin", "TX", "78701"), ("Denver", "CO", "80202"), ("Boston", "MA", "02108")]
ZH = ("客户王建国（手机138 1234 5678，邮箱wang.jg@163.com）反映银行卡6222021234567890128被重复扣款3200元，"
      "身份证号11010519491231002X，地址北京市朝阳区建国路88号5号楼1203室。客服李娜已登记工单。")
SYSTEM = "You are an on-device agent. Decide one tool call per step. Tools: read_file, send_mail, search, finish."


def _luhn_card(rng: random.Random) -> str:
    body = [4] + [rng.randint(0, 9) for _ in range(14)]
    total = sum((d * 2 - 9 if d * 2 > 9 else d * 2) if i % 2 == 0 else d for i, d in enumerate(reversed(body)))
    digits = "".join(map(str, body + [(10 - total % 10) % 10]))
    return " ".join(digits[i:i + 4] for i in range(0, 16, 4))


def en_message(rng: random.Random) -> str:
    """One English support note, every value drawn afresh (the issue's 1 KB English message)."""
    f, l, f2, l2 = rng.choice(FIRST), rng.choice(LAST), rng.choice(FIRST), rng.choice(LAST)
    city, state, zip_ = rng.choice(CITIES)
    return (f"Customer {f} {l} ({f.lower()}.{l.lower()}@acme-corp.com, +1 415 {rng.randint(200, 999)} "
            f"{rng.randint(1000, 9999)}) disputes invoice INV-2025-{rng.randint(1000, 9999)} for "
            f"${rng.randint(100, 9999):,}.{rng.randint(0, 99):02d} charged to card {_luhn_card(rng)}. She moved to "
            f"{rng.randint(10, 9999)} {rng.choice(STREETS)}, {city}, {state} {zip_} in March. The support agent "
            f"{f2} {l2} escalated ticket {rng.randint(10000, 99999)} to billing on 2025-0{rng.randint(1, 9)}-"
            f"{rng.randint(10, 28)}. ")


def _packed(texts: list[str], size: int) -> list[str]:
    out, cur = [], ""
    for t in texts:
        cur = f"{cur}\n\n{t}" if cur else t
        if len(cur.encode()) >= size:
            out.append(cur.encode()[:size].decode("utf-8", errors="ignore"))
            cur = ""
    return out


def message_sets(n_en: int = 40) -> dict[str, list[str]]:
    rng = random.Random(15)
    en = []
    for _ in range(n_en):
        text = ""
        while len(text.encode()) < 1024:
            text += en_message(rng)
        en.append(text.encode()[:1024].decode("utf-8", errors="ignore"))
    rows = [json.loads(line) for line in BLIND.read_text(encoding="utf-8").splitlines() if line.strip()]
    blind_en = [r["text"] for r in rows if r.get("lang") == "en"]
    blind_zh = [r["text"] for r in rows if r.get("lang") == "zh"]
    return {"en-1k": en, "en-1k-mix": _packed(blind_en, 1024), "en-16k": _packed(blind_en, 16 * 1024)[:2],
            "zh-1k": _packed(blind_zh, 1024), "en-1k batch": en}


def _detector(**kw):
    from edge_agent.privacy.detect import Detector

    try:
        return Detector(cache=False, **kw)
    except TypeError:  # a revision from before the result cache
        return Detector(**kw)


def measure(name: str, texts: list[str], detector) -> dict:
    kb = sum(len(t.encode()) for t in texts) / 1024
    t0, c0 = time.perf_counter(), time.process_time()
    if name.endswith("batch") and hasattr(detector, "analyze_many"):
        detector.analyze_many(texts)
    else:
        for t in texts:
            detector.analyze(t)
    return {"cpu": (time.process_time() - c0) * 1000 / kb, "wall": (time.perf_counter() - t0) * 1000 / kb}


def worker() -> None:
    """Line protocol for the baseline process: read a set name, print its measurement as JSON."""
    sets = message_sets()
    detector = _detector()
    detector.analyze("warm up the engine: Ann Lee, 13912345678, 张伟, (415) 392-7781")
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        name = line.strip()
        print(json.dumps(measure(name, sets[name], detector)), flush=True)


class _Baseline:
    def __init__(self, rev: str):
        self.dir = tempfile.TemporaryDirectory(prefix="privacy-perf-")
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", rev, "edge_agent"],
                                 capture_output=True, check=False)
        if archive.returncode:
            raise SystemExit(f"error: cannot export revision {rev!r}: {archive.stderr.decode().strip()[:200]}")
        tar_path = Path(self.dir.name) / "code.tar"
        tar_path.write_bytes(archive.stdout)
        with tarfile.open(tar_path) as tar:
            tar.extractall(self.dir.name, filter="data")
        env = dict(os.environ, EDGE_AGENT_PERF_CODE=self.dir.name, PYTHONPATH=self.dir.name)
        self.proc = subprocess.Popen([sys.executable, __file__, "--worker"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, env=env)
        json.loads(self.proc.stdout.readline())

    def measure(self, name: str) -> dict:
        self.proc.stdin.write(name + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)
        self.dir.cleanup()


# ---- the agent session through the Gate ------------------------------------------------

class StubCloud:
    model_id = "stub-cloud"

    def complete(self, messages, *, permit=None, **kw):
        from edge_agent.models.chat import Completion, Usage
        from edge_agent.models.egress import check_permit

        check_permit(permit, messages, tools=kw.get("tools"), response_schema=kw.get("response_schema"))
        return Completion(text="ok [PERSON_001]", usage=Usage(), model_id=self.model_id)


class TimedDetector:
    """Counts characters and time spent in detection only."""

    def __init__(self, inner):
        self.inner, self.chars, self.seconds = inner, 0, 0.0

    def analyze(self, text):
        t0 = time.perf_counter()
        try:
            return self.inner.analyze(text)
        finally:
            self.seconds += time.perf_counter() - t0
            self.chars += len(text)

    def learn(self, values, source):
        return self.inner.learn(values, source)


def session(calls: int) -> list[list[dict]]:
    """The message list of each call of a growing agent session (tool observations mix EN/ZH)."""
    rng = random.Random(3)
    history = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "Resolve this complaint:\n" + en_message(rng)}]
    out = []
    for i in range(calls):
        out.append(list(history))
        history += [{"role": "assistant", "content": f'{{"tool": "read_file", "args": {{"path": "ticket_{i}.txt"}}}}'},
                    {"role": "tool", "content": f"ticket_{i}.txt:\n" + (ZH if i % 2 else en_message(rng)) * 2}]
    return out


def run_session(gate, calls: list[list[dict]], naive: bool) -> float:
    t0 = time.perf_counter()
    for i, msgs in enumerate(calls):
        if naive:
            gate._cache.clear()  # the naive redactor remembers nothing between calls
        gate.complete(StubCloud(), msgs, run_id="bench", step=i)
    return time.perf_counter() - t0


def _load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.1f}/{five:.1f} on {os.cpu_count()} cores"


def main(argv: list[str] | None = None) -> list[dict]:
    p = argparse.ArgumentParser(description="privacy gate benchmark")
    p.add_argument("--calls", type=int, default=20, help="agent session length")
    p.add_argument("--rounds", type=int, default=3, help="measurements per set (median)")
    p.add_argument("--baseline", metavar="REV", help="also measure edge_agent at git revision REV, alternating")
    p.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.worker:
        worker()
        return []

    from edge_agent.privacy import Gate

    t0 = time.perf_counter()
    detector = _detector()
    detector.analyze("warm up the engine: Ann Lee, 13912345678, 张伟, (415) 392-7781")
    print(f"engine load + first call: {time.perf_counter() - t0:.2f} s; {_load()}")
    baseline = _Baseline(args.baseline) if args.baseline else None
    sets = message_sets()
    rows: list[dict] = []
    try:
        print(f"\n{'detection ms/KB (cpu | wall)':<30} {'texts':>5} {'KB':>6} {'current':>17} "
              + (f"{'baseline ' + args.baseline[:10]:>22} {'ratio':>6} " if baseline else "") + f"{'target':>7}")
        for name, texts in sets.items():
            cur, base = [], []
            for _ in range(args.rounds):  # alternate so background load hits both sides alike
                cur.append(measure(name, texts, detector))
                if baseline:
                    base.append(baseline.measure(name))
            c = {k: statistics.median(m[k] for m in cur) for k in ("cpu", "wall")}
            b = {k: statistics.median(m[k] for m in base) for k in ("cpu", "wall")} if base else None
            kb = sum(len(t.encode()) for t in texts) / 1024
            line = f"{name:<30} {len(texts):>5} {kb:>6.1f} {c['cpu']:>7.1f} | {c['wall']:>7.1f} "
            if b:
                line += f"{b['cpu']:>12.1f} | {b['wall']:>7.1f} {b['cpu'] / c['cpu']:>6.2f} "
            print(line + f"{'≤ ' + format(TARGETS[name], 'g'):>7}")
            rows.append({"name": f"privacy detection {name}", "value": round(c["cpu"], 1), "unit": "ms/KB cpu",
                         "wall": round(c["wall"], 1), "target": f"<= {TARGETS[name]:g}", "ok": c["cpu"] <= TARGETS[name],
                         "baseline": round(b["cpu"], 1) if b else None})
    finally:
        if baseline:
            baseline.close()
    print(_load())

    calls = session(args.calls)
    inc, nai = TimedDetector(_detector()), TimedDetector(_detector())
    t_inc = run_session(Gate(detector=inc), calls, naive=False)
    t_nai = run_session(Gate(detector=nai), calls, naive=True)
    total_kb = sum(len(str(m["content"]).encode()) for m in calls[-1]) / 1024
    print(f"\nsession: {args.calls} calls, final history {total_kb:.1f} KB")
    print(f"{'':<12} {'chars analysed':>15} {'detect s':>9} {'gate total s':>13}")
    print(f"{'incremental':<12} {inc.chars:>15,} {inc.seconds:>9.2f} {t_inc:>13.2f}")
    print(f"{'naive':<12} {nai.chars:>15,} {nai.seconds:>9.2f} {t_nai:>13.2f}")
    ratio = nai.seconds / inc.seconds
    print(f"ratio naive/incremental: chars {nai.chars / inc.chars:.1f}x, detection time {ratio:.1f}x, "
          f"gate time {t_nai / t_inc:.1f}x")
    rows.append({"name": "privacy incremental redaction (detection time naive/incremental)", "value": round(ratio, 1),
                 "unit": "x", "target": "", "ok": None, "baseline": None})
    return rows


if __name__ == "__main__":
    main()
    sys.exit(0)
