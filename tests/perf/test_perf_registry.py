"""`python -m benchmarks.perf`: the registry reads each figure from the rows a script returns or
from its printed output, and compares it with its target; a missing or failing script is a
row without a number, never a crash. No benchmark runs here."""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def perf():
    spec = importlib.util.spec_from_file_location("perf_main", ROOT / "benchmarks" / "perf" / "__main__.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["perf_main"] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod


def test_every_row_the_issue_asks_for_is_registered_once(perf):
    names = [r.name for r in perf.ROWS]
    assert len(names) == len(set(names))
    for want in ("prefix-reuse", "probe-cost", "runtime-vs-raw", "constrained-vs-free", "incremental-redaction",
                 "detect-1kb", "detect-16kb", "suite-time", "cold-start", "agent-overhead", "standin-constrained-vs-free"):
        assert want in names
    for r in perf.ROWS:
        assert r.pattern or r.row_key, r.name
        assert r.target.split()[0] in ("<=", ">=")


def test_targets_compare_in_the_right_direction(perf):
    assert perf.met(0.15, "<= 0.2") and not perf.met(0.25, "<= 0.2")
    assert perf.met(0.93, ">= 0.9") and not perf.met(0.55, ">= 0.9")


def test_values_come_from_returned_rows_or_printed_output(perf):
    by_row = perf.Row("x", "x", "s", "<= 1.1", row_key="agent-overhead")
    run = perf.Run(rows=[{"name": "agent-overhead", "value": 1.07, "note": "12 steps"}])
    assert perf.read_value(by_row, run) == (1.07, "12 steps")
    other_spelling = perf.Run(rows=[{"figure": "suite time (s)", "measured": "287.5"}])
    assert perf.read_value(perf.Row("s", "s", "s", "<= 300", row_key="suite"), other_spelling)[0] == 287.5
    by_text = perf.Row("y", "y", "s", ">= 0.95", pattern=r"ratio runtime/raw\s+([\d.]+)")
    assert perf.read_value(by_text, perf.Run(stdout="   ratio runtime/raw      1.912   (target)"))[0] == 1.912
    value, note = perf.read_value(by_text, perf.Run(stdout="nothing here"))
    assert value is None and "not found" in note
    value, note = perf.read_value(by_text, perf.Run(error="step_route.py failed (rc 1): boom"))
    assert value is None and "boom" in note


def test_detection_rows_read_their_own_text_set(perf):
    rows = {r.name: r for r in perf.ROWS}
    returned = perf.Run(rows=[{"name": "privacy detection en-1k-mix", "value": 63.3},
                              {"name": "privacy detection en-1k", "value": 66.2},
                              {"name": "privacy detection en-16k", "value": 52.9}])
    assert perf.read_value(rows["detect-1kb"], returned)[0] == 66.2  # not the -mix set that also contains "en-1k"
    assert perf.read_value(rows["detect-16kb"], returned)[0] == 52.9
    printed = perf.Run(stdout="en-1k                             40   40.0    66.2 |   167.8    \u2264 50\n"
                              "en-16k                             2   32.0    52.9 |   130.0    \u2264 60\n")
    assert perf.read_value(rows["detect-1kb"], printed)[0] == 66.2
    assert perf.read_value(rows["detect-16kb"], printed)[0] == 52.9


def test_a_script_missing_from_the_checkout_is_a_row_without_a_number(perf):
    run = perf.run_script("no_such_benchmark", [], None, lambda s: None)
    assert run.error and "not in this checkout" in run.error
    text = perf.table([(perf.ROWS[0], None, run.error), (perf.ROWS[1], 1.01, "")], quick=False)
    assert "n/a" in text and "yes" in text and "no_such_benchmark" in text


def test_the_table_again_from_a_kept_log_measures_nothing(perf, tmp_path, capsys):
    (tmp_path / "cold_start.log").write_text(
        "fresh process 17.49s\n" + perf.MARK + '[{"name": "cold-start", "value": 1.092, "note": "one-step run"}]\n'
        "\n--- stderr ---\n")
    (tmp_path / "agent_overhead.log").write_text("step 3 of 12\n\n--- stderr ---\nKeyboardInterrupt\n")
    assert perf.main(["--from-log", str(tmp_path), "--only", "cold-start,agent-overhead"]) == 1
    out = capsys.readouterr().out
    assert "not measured now" in out and "1.092" in out
    assert "agent_overhead.py did not finish in that run: KeyboardInterrupt" in out
    with pytest.raises(SystemExit, match="no such folder"):
        perf.main(["--from-log", str(tmp_path / "nope")])


def test_unknown_row_is_a_one_line_error():
    p = subprocess.run([sys.executable, "-m", "benchmarks.perf", "--only", "warp-speed"], cwd=ROOT,
                       capture_output=True, text=True, env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)})
    assert p.returncode != 0
    assert p.stderr.strip().splitlines() == [p.stderr.strip()] and "unknown row warp-speed" in p.stderr
    assert "Traceback" not in p.stderr
