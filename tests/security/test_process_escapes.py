"""Escape attempts against process containment, limits and other processes."""
from __future__ import annotations

import os
import subprocess
import sys
import time

from tests.security.conftest import API_KEY, assert_denied, pids_with


def _victim(env_secret: str) -> subprocess.Popen:
    """Another process of the same user, with a secret in its environment."""
    return subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"],
                            env={"PATH": "/usr/bin:/bin", "VICTIM_SECRET": env_secret})


def test_parent_environment_via_proc_ppid(jail):
    obs = jail.sh("echo ppid=$PPID; cat /proc/$PPID/environ; cat /proc/1/environ | tr '\\0' '\\n'")
    assert API_KEY not in obs.text and "ppid=0" in obs.text  # the parent is outside: not even nameable


def test_every_visible_environment_holds_no_agent_secret(jail):
    obs = jail.sh("cat /proc/*/environ 2>/dev/null | tr '\\0' '\\n'; true")
    assert obs.ok and API_KEY not in obs.text


def test_agent_process_is_invisible(jail):
    me = os.getpid()
    obs = jail.sh(f"ls /proc/{me}/ && cat /proc/{me}/environ /proc/{me}/cmdline")
    assert_denied(obs, API_KEY)
    assert "No such file" in obs.text


def test_another_process_environment(jail):
    v = _victim("VICTIM-ENV-SECRET-991")
    try:
        obs = jail.sh(f"cat /proc/{v.pid}/environ; grep -a VICTIM /proc/*/environ")
        assert_denied(obs, "VICTIM-ENV-SECRET-991")
    finally:
        v.kill()
        v.wait()


def test_kill_of_another_process_and_of_everything(jail):
    v = _victim("x")
    try:
        obs = jail.sh(f"kill -9 {v.pid}; echo rc=$?; kill -9 $PPID; kill -9 -1")
        time.sleep(0.2)
        assert v.poll() is None  # the victim lives
        assert "rc=1" in obs.text  # kill found no such process: it is not visible from inside
    finally:
        v.kill()
        v.wait()


def test_kill_of_the_parent_agent(jail):
    me = os.getpid()
    jail.sh(f"kill -9 {me}; kill -TERM {me}; kill -9 $PPID")
    assert os.getpid() == me  # this test process (the agent) survived to run this line


def test_setsid_background_process_does_not_hold_the_tool(jail):
    marker = "1234.5"
    t0 = time.monotonic()
    obs = jail.sh(f"setsid sleep {marker} & echo started", timeout_s=2)
    assert obs.ok and time.monotonic() - t0 < 2
    time.sleep(0.3)
    assert pids_with(f"sleep {marker}") == []


def test_nohup_setsid_double_fork_does_not_outlive_the_tool(jail):
    marker = "2345.5"
    obs = jail.sh(f"(nohup setsid sh -c 'sleep {marker}' >/dev/null 2>&1 &) ; "
                  f"( ( sleep {marker}1 & ) & ) ; disown -a; echo ok", timeout_s=5)
    assert obs.ok
    time.sleep(0.3)
    assert pids_with(f"sleep {marker}") == []


def test_timeout_kills_the_whole_tree(jail):
    marker = "3456.5"
    t0 = time.monotonic()
    obs = jail.sh(f"sleep {marker} & sleep {marker}1 & trap '' TERM; sleep {marker}2", timeout_s=1)
    assert not obs.ok and "timed out" in obs.text
    assert time.monotonic() - t0 < 10
    time.sleep(0.3)
    assert pids_with(f"sleep {marker}") == []


def test_process_count_is_capped_even_for_root(jail):
    obs = jail.sh("cat /proc/sys/kernel/pid_max; for i in $(seq 600); do sleep 31.4242 & done 2>/dev/null; "
                  "echo survived", timeout_s=6)
    assert "301" in obs.text.split()  # this namespace's own pid_max, not the host's (bash may time out retrying)
    assert "survived" not in obs.text  # the 301st process could not be started
    assert pids_with("sleep 31.4242") == []


def test_fork_flood_is_bounded_by_the_process_limit(jail):
    t0 = time.monotonic()
    obs = jail.sh("bomb() { bomb | bomb & }; bomb; sleep 1; echo done", timeout_s=4)
    assert time.monotonic() - t0 < 20
    assert pids_with("bomb") == []
    assert subprocess.run(["true"], check=False).returncode == 0  # the host can still start processes
    assert obs.text  # an observation came back (done, or a timeout naming it)


def test_one_gigabyte_of_output_is_capped_and_stopped(jail):
    t0 = time.monotonic()
    obs = jail.sh("head -c 1000000000 /dev/zero | tr '\\0' 'y'", timeout_s=60)
    elapsed = time.monotonic() - t0
    assert not obs.ok and "more than 32 MB of output" in obs.text
    assert len(obs.text) < 20_000 and elapsed < 30


def test_yes_forever_is_stopped_without_memory_growth(jail):
    import resource

    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    obs = jail.sh("yes", timeout_s=30)
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    assert not obs.ok and "stopped" in obs.text
    assert after - before < 100_000  # KiB: the agent's peak memory grew by less than 100 MB


def test_memory_bomb_hits_the_address_space_limit(jail):
    obs = jail.sh("python3 -c \"b = bytearray(8 << 30); print('allocated')\"", timeout_s=20)
    assert_denied(obs, "allocated")
    assert "MemoryError" in obs.text


def test_signal_to_the_launcher_process(jail):
    obs = jail.sh("ps -eo pid,comm; kill -9 $(pgrep -f launcher.py) 2>&1; true")
    assert "launcher.py" not in obs.text
    assert jail.sh("echo alive").ok  # the next command still runs


def test_core_dumps_and_limits_are_set(jail):
    obs = jail.sh("ulimit -c; ulimit -u; ulimit -v; ulimit -f")
    lines = obs.text.splitlines()[-4:]
    assert lines[0] == "0" and lines[1] == "256"
    assert int(lines[2]) <= 4 << 20 and int(lines[3]) <= 2 << 20  # KiB and 1-KiB blocks
