"""Privacy gate performance, run on demand (not by pytest):

    python benchmarks/perf/privacy_gate.py [--calls 20]

Prints detection cost in ms per KB (English, Chinese) as wall time and as this process's CPU
time (on a machine shared with other jobs the CPU figure is the one to compare; wall time
includes waiting for a core), the fixed cost of one short agent message, then a 20-call agent session
measured two ways side by side in one process: the Gate's incremental redaction versus a
naive redactor that re-analyses the whole history on every call. Ratios are naive /
incremental for characters analysed and for detection time. The cloud is a stub that
checks the permit and answers at once, so the times are the gate's own.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

from pathlib import Path

os.environ["TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS"] = ""
# Run as a file from anywhere: import the checkout's packages, not whatever is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from edge_agent.models.chat import Completion, Usage  # noqa: E402
from edge_agent.models.egress import check_permit  # noqa: E402
from edge_agent.privacy import Gate  # noqa: E402
from edge_agent.privacy.detect import Detector  # noqa: E402

EN = ("Customer Maria Thompson (maria.thompson@acme-corp.com, +1 415 392 7781) disputes invoice INV-2025-0447 "
      "for $4,310.00 charged to card 4539 1488 0343 6467. She moved to 4512 Maple Avenue, Portland, OR 97201 "
      "in March. The support agent James Becker escalated ticket 48213 to billing on 2025-04-02. ")
ZH = ("客户王建国（手机138 1234 5678，邮箱wang.jg@163.com）反映银行卡6222021234567890128被重复扣款3200元，"
      "身份证号11010519491231002X，地址北京市朝阳区建国路88号5号楼1203室。客服李娜已登记工单。")
SYSTEM = "You are an on-device agent. Decide one tool call per step. Tools: read_file, send_mail, search, finish."


class StubCloud:
    model_id = "stub-cloud"

    def complete(self, messages, *, permit=None, **kw):
        check_permit(permit, messages, tools=kw.get("tools"), response_schema=kw.get("response_schema"))
        return Completion(text="ok [PERSON_001]", usage=Usage(), model_id=self.model_id)


class TimedDetector:
    """Counts characters and time spent in detection only."""

    def __init__(self, inner: Detector):
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


def ms_per_kb(detector: Detector, text: str, repeats: int = 3) -> tuple[float, float]:
    """(wall, cpu) median milliseconds per KB of UTF-8 text."""
    wall, cpu = [], []
    for _ in range(repeats):
        t0, c0 = time.perf_counter(), time.process_time()
        detector.analyze(text)
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    kb = len(text.encode("utf-8")) / 1024
    return statistics.median(wall) * 1000 / kb, statistics.median(cpu) * 1000 / kb


def session(calls: int) -> list[list[dict]]:
    """The message list of each call of a growing agent session (tool observations mix EN/ZH)."""
    history = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "Resolve this complaint:\n" + EN}]
    out = []
    for i in range(calls):
        out.append(list(history))
        history += [{"role": "assistant", "content": f'{{"tool": "read_file", "args": {{"path": "ticket_{i}.txt"}}}}'},
                    {"role": "tool", "content": f"ticket_{i}.txt:\n" + (ZH if i % 2 else EN) * 2}]
    return out


def run_session(gate: Gate, calls: list[list[dict]], naive: bool) -> float:
    t0 = time.perf_counter()
    for i, msgs in enumerate(calls):
        if naive:
            gate._cache.clear()  # the naive redactor remembers nothing between calls
        gate.complete(StubCloud(), msgs, run_id="bench", step=i)
    return time.perf_counter() - t0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="privacy gate benchmark")
    p.add_argument("--calls", type=int, default=20)
    args = p.parse_args(argv)

    t0 = time.perf_counter()
    warm = Detector()
    warm.analyze("warm up the engine: Ann Lee, 13912345678, 张伟")
    print(f"engine load + first call: {time.perf_counter() - t0:.2f} s")
    for name, unit in (("English", EN), ("Chinese", ZH)):
        for size_kb in (1, 4, 16):
            text = (unit * (size_kb * 1024 // len(unit.encode()) + 1))
            wall, cpu = ms_per_kb(warm, text)
            print(f"detection {name:<7} {len(text.encode()) / 1024:5.1f} KB: {wall:6.1f} ms/KB wall, {cpu:6.1f} ms/KB cpu")
    short = "Please email the report to Ann Lee at ann.lee@example.com before 5 pm."
    wall, cpu = ms_per_kb(warm, short, repeats=9)
    kb = len(short.encode()) / 1024
    print(f"one short message ({len(short)} chars): {wall * kb:.1f} ms wall, {cpu * kb:.1f} ms cpu per call")

    calls = session(args.calls)
    inc, nai = TimedDetector(Detector()), TimedDetector(Detector())
    t_inc = run_session(Gate(detector=inc), calls, naive=False)
    t_nai = run_session(Gate(detector=nai), calls, naive=True)
    total_kb = sum(len(str(m["content"]).encode()) for m in calls[-1]) / 1024
    print(f"\nsession: {args.calls} calls, final history {total_kb:.1f} KB")
    print(f"{'':<12} {'chars analysed':>15} {'detect s':>9} {'gate total s':>13}")
    print(f"{'incremental':<12} {inc.chars:>15,} {inc.seconds:>9.2f} {t_inc:>13.2f}")
    print(f"{'naive':<12} {nai.chars:>15,} {nai.seconds:>9.2f} {t_nai:>13.2f}")
    print(f"ratio naive/incremental: chars {nai.chars / inc.chars:.1f}x, detection time {nai.seconds / inc.seconds:.1f}x, "
          f"gate time {t_nai / t_inc:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
