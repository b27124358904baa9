"""The file tools stay inside the workspace and inside their limits, whatever the file or pattern."""
from __future__ import annotations

import os
import time
import tracemalloc

from tests.security.conftest import HOME_SECRET, assert_denied


def _big_file(path, mb: int, line: bytes = b"x" * 99 + b"\n") -> None:
    block = line * ((1 << 20) // len(line) + 1)
    with open(path, "wb") as f:
        f.writelines(block[: 1 << 20] for _ in range(mb))


def test_write_file_refuses_a_hardlink_to_an_outside_file(jail):
    os.link(jail.outside / "notes.txt", jail.ws / "innocent.txt")  # as a shell without a sandbox could
    obs = jail.tool("write_file", path="innocent.txt", content="overwritten")
    assert_denied(obs)
    assert "hard links" in obs.text
    assert (jail.outside / "notes.txt").read_text() == "outside the workspace\n"


def test_append_and_read_refuse_a_hardlink(jail):
    os.link(jail.home / ".ssh" / "id_rsa", jail.ws / "key.txt")
    assert_denied(jail.tool("read_file", path="key.txt"), HOME_SECRET)
    assert_denied(jail.tool("append_file", path="key.txt", content="x"))
    assert "no matches" in jail.tool("search_files", pattern="SECRET").text


def test_write_file_through_a_symlink_to_outside(jail):
    os.symlink(jail.outside / "notes.txt", jail.ws / "link.txt")
    assert_denied(jail.tool("write_file", path="link.txt", content="x"))
    assert (jail.outside / "notes.txt").read_text() == "outside the workspace\n"


def test_read_file_dotdot_and_absolute(jail):
    assert_denied(jail.tool("read_file", path="../home/.ssh/id_rsa"), HOME_SECRET)
    assert_denied(jail.tool("read_file", path=str(jail.home / ".ssh" / "id_rsa")), HOME_SECRET)


def test_read_file_on_a_fifo_does_not_hang(jail):
    os.mkfifo(jail.ws / "pipe")
    t0 = time.monotonic()
    obs = jail.tool("read_file", path="pipe")
    assert not obs.ok and "not a regular file" in obs.text and time.monotonic() - t0 < 2


def test_list_files_says_nothing_about_an_outside_symlink_target(jail):
    os.symlink(jail.home / ".ssh" / "id_rsa", jail.ws / "k")
    os.symlink(jail.home, jail.ws / "h")
    obs = jail.tool("list_files")
    assert obs.ok
    assert "k -> (a link outside the workspace)" in obs.text and "h -> (a link outside the workspace)" in obs.text
    assert str(len(HOME_SECRET) + 1) not in obs.text and "id_rsa" not in obs.text and str(jail.home) not in obs.text


def test_read_file_on_a_400_mb_file_stays_small(jail):
    _big_file(jail.ws / "big.log", 400)
    tracemalloc.start()
    t0 = time.monotonic()
    obs = jail.tool("read_file", path="big.log", max_lines=5)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert obs.ok and obs.text.startswith("1| xxx") and "continue with start_line=6" in obs.text
    assert peak < 8 << 20, peak  # bytes allocated at the peak, not 1.8 GB
    assert time.monotonic() - t0 < 30


def test_read_file_with_one_huge_line(jail):
    (jail.ws / "oneline.txt").write_bytes(b"y" * (50 << 20))
    tracemalloc.start()
    obs = jail.tool("read_file", path="oneline.txt", max_lines=1)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert obs.ok and peak < 8 << 20 and len(obs.text) < 20_000


def test_search_refuses_a_catastrophic_pattern_quickly(jail):
    (jail.ws / "line.txt").write_text("a" * 28 + "!\n")
    t0 = time.monotonic()
    obs = jail.tool("search_files", pattern="(a+)+$")
    assert not obs.ok and "exponential" in obs.text and time.monotonic() - t0 < 1


def test_search_time_limit_stops_a_slow_pattern(jail):
    (jail.ws / "line.txt").write_text("a" * 40 + "!\n")
    t0 = time.monotonic()
    obs = jail.tool("search_files", pattern="([a-z]|a)+$")  # not caught by the static checks
    assert not obs.ok and "took too long" in obs.text
    assert time.monotonic() - t0 < 15


def test_search_refuses_repeated_overlapping_alternatives(jail):
    (jail.ws / "line.txt").write_text("a" * 40 + "!\n")
    obs = jail.tool("search_files", pattern="(a|aa)+$")
    assert not obs.ok and "exponential" in obs.text


def test_search_streams_a_big_file(jail):
    _big_file(jail.ws / "big.log", 100)
    with open(jail.ws / "big.log", "ab") as f:
        f.write(b"needle at the end\n")
    tracemalloc.start()
    obs = jail.tool("search_files", pattern="needle")
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert obs.ok and "needle at the end" in obs.text and peak < 8 << 20


def test_search_stops_at_its_byte_budget_with_the_matches_so_far(jail):
    (jail.ws / "a.txt").write_text("first\nneedle one\n")
    _big_file(jail.ws / "b.log", 300)
    obs = jail.tool("search_files", pattern="needle")
    assert obs.ok and "a.txt:2: needle one" in obs.text and "[search stopped" in obs.text


def test_search_line_numbers_and_anchors_survive_block_prefiltering(jail):
    (jail.ws / "a.txt").write_text("x\n" * 50_000 + "start here\nmiddle start\n")
    assert "a.txt:50001: start here" in jail.tool("search_files", pattern="^start").text
    assert jail.tool("search_files", pattern="^start").text.count("\n") == 0
    assert "a.txt:50002: middle start" in jail.tool("search_files", pattern="start$").text
