"""`privacy scan` on input that is not a normal text: one line and a non-zero exit, or a bounded wait.

Binary, UTF-16, invalid UTF-8 and multi-megabyte input are refused before any detection
runs; detection that runs too long is given up after `--timeout` in one line; and the two
patterns that were quadratic in the length of some texts ("1-1-1-…" in the password key
pattern, a long run of letters in the user-name check) are now linear.
"""
from __future__ import annotations

import os
import time

from click.testing import CliRunner

from edge_agent.cli.privacy_cmd import group


def _one_line_failure(r) -> None:
    assert r.exit_code != 0, r.output
    assert "Traceback" not in r.output and len(r.output.strip().splitlines()) == 1, r.output


def _no_detection(monkeypatch):
    import edge_agent.privacy as privacy

    def boom(*a, **kw):
        raise AssertionError("detection must not run on refused input")

    monkeypatch.setattr(privacy, "scan", boom)


def test_multi_megabyte_input_is_refused_at_once(tmp_path, monkeypatch):
    _no_detection(monkeypatch)
    big = tmp_path / "big.txt"
    big.write_bytes(b"Call Ann Lee at +1 415 392 7781. " * 100_000)  # 3.3 MB
    t0 = time.perf_counter()
    r = CliRunner().invoke(group, ["scan", str(big)])
    _one_line_failure(r)
    assert "larger than" in r.output and time.perf_counter() - t0 < 5


def test_binary_utf16_and_invalid_utf8_are_refused(tmp_path, monkeypatch):
    _no_detection(monkeypatch)
    cases = {
        "random.bin": os.urandom(4096),
        "utf16.txt": "Call Ann Lee at +1 415 392 7781".encode("utf-16"),
        "bad-middle.txt": b"fine text " * 1000 + b"\xff\xfe broken " + b"more text " * 10,
        "gzip.gz": b"\x1f\x8b\x08\x00" + os.urandom(64),
    }
    for name, data in cases.items():
        f = tmp_path / name
        f.write_bytes(data)
        r = CliRunner().invoke(group, ["scan", str(f)])
        _one_line_failure(r)
        assert "binary" in r.output or "not UTF-8" in r.output, (name, r.output)


def test_detection_past_the_timeout_is_given_up_in_one_line(tmp_path, monkeypatch):
    from edge_agent.privacy.detect import Detector

    monkeypatch.setattr(Detector, "analyze", lambda self, text: time.sleep(30))
    f = tmp_path / "slow.txt"
    f.write_text("anything", encoding="utf-8")
    t0 = time.perf_counter()
    r = CliRunner().invoke(group, ["scan", "--timeout", "0.5", str(f)])
    _one_line_failure(r)
    assert "did not finish within 0.5 s" in r.output and time.perf_counter() - t0 < 10


def test_bad_timeout_is_a_usage_error():
    r = CliRunner().invoke(group, ["scan", "--timeout", "0", "-"], input="x")
    assert r.exit_code == 2 and "Traceback" not in r.output


def test_password_key_pattern_is_linear_on_dash_digit_runs():
    from edge_agent.privacy.recognizers.credentials import KEY_VALUE

    for text in ("1-" * 16_000, "1." * 16_000, "a_" * 16_000):  # 32 KB each; 4 KB took ~1 s when quadratic
        t0 = time.perf_counter()
        assert list(KEY_VALUE.finditer(text)) == []
        assert time.perf_counter() - t0 < 3, text[:4]
    assert [m.group("v") for m in KEY_VALUE.finditer("db.main.password=Hunter2!x")] == ["Hunter2!x"]


def test_user_name_check_is_bounded_on_long_letter_runs():
    from edge_agent.privacy.recognizers.people import _username

    t0 = time.perf_counter()
    assert not _username("a" * 50_000, True)
    assert time.perf_counter() - t0 < 1
    assert _username("cgarcia", True)
