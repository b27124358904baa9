"""Modes, detection and failing closed: what the user and the model are told, in one line."""
from __future__ import annotations

import edge_agent.sandbox as sandbox_pkg
from edge_agent.sandbox import Capabilities, detect
from edge_agent.sandbox import linux as linux_backend
from edge_agent.tools import workspace_tools
from tests.security.conftest import API_KEY


def test_this_machine_has_the_linux_sandbox():
    caps = detect()
    assert caps.available and caps.backend == "linux-landlock-namespaces" and caps.landlock_abi >= 1


def test_without_an_os_sandbox_the_shell_is_not_offered(monkeypatch, capsys):
    monkeypatch.setattr(sandbox_pkg, "detect", lambda: Capabilities(False, "none", "Landlock is not enabled"))
    names = [t.name for t in workspace_tools()]
    assert "run_shell" not in names and "read_file" in names
    assert "run_shell" in [t.name for t in workspace_tools("full-access")]
    from edge_agent.cli.wiring import check_sandbox

    check_sandbox("workspace-write", False)
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "run_shell is not offered: Landlock is not enabled" in err


def test_the_tool_refuses_when_detection_fails(jail, monkeypatch):
    monkeypatch.setattr(sandbox_pkg, "detect", lambda: Capabilities(False, "none", "no user namespaces"))
    obs = jail.registry.execute("run_shell", {"command": "touch ran"}, jail.ctx)
    assert not obs.ok and "no user namespaces" in obs.text and "\n" not in obs.text
    assert not (jail.ws / "ran").exists()


def test_a_sandbox_that_cannot_be_set_up_fails_closed(jail, monkeypatch):
    real = linux_backend.config

    def broken(*a, **kw):
        cfg = real(*a, **kw)
        cfg["rlimits"] = [["RLIMIT_DOES_NOT_EXIST", 1]]  # the launcher cannot apply this
        return cfg

    monkeypatch.setattr(linux_backend, "config", broken)
    obs = jail.registry.execute("run_shell", {"command": "touch ran"}, jail.ctx)
    assert not obs.ok and "could not be set up" in obs.text and "did not run" in obs.text
    assert "Traceback" not in obs.text and "\n" not in obs.text
    assert not (jail.ws / "ran").exists()


def test_unknown_mode_is_one_line(jail):
    obs = jail.registry.execute("run_shell", {"command": "true"}, type(jail.ctx)(workspace=jail.ws,
                                                                                  sandbox_mode="yolo"))
    assert not obs.ok and "unknown sandbox mode 'yolo'" in obs.text and "\n" not in obs.text


def test_full_access_is_marked_in_every_observation_and_warned_once(jail, capsys, monkeypatch):
    monkeypatch.setattr(sandbox_pkg, "_warned_full_access", False)
    ctx = type(jail.ctx)(workspace=jail.ws, sandbox_mode="full-access")
    first = jail.registry.execute("run_shell", {"command": "echo hi"}, ctx)
    second = jail.registry.execute("run_shell", {"command": "echo hi"}, ctx)
    assert first.ok and first.text.startswith("[sandbox: full-access, not confined]")
    assert second.text.startswith("[sandbox: full-access, not confined]")
    assert capsys.readouterr().err.count("full-access") == 1


def test_full_access_still_scrubs_the_environment(jail):
    ctx = type(jail.ctx)(workspace=jail.ws, sandbox_mode="full-access")
    obs = jail.registry.execute("run_shell", {"command": "env"}, ctx)
    assert obs.ok and API_KEY not in obs.text


def test_python_and_common_tools_work_inside(jail):
    obs = jail.sh("python3 -c 'import json, sqlite3, csv; print(json.dumps({\"ok\": 1}))' && "
                  "sort data.csv | wc -l && sed -n 1p data.csv && grep -c , data.csv && nproc")
    assert obs.ok and '{"ok": 1}' in obs.text


def test_a_trace_store_inside_the_workspace_fails_closed(jail, monkeypatch):
    monkeypatch.setenv("EDGE_AGENT_DB", str(jail.ws / "traces.db"))
    obs = jail.registry.execute("run_shell", {"command": "touch ran"}, jail.ctx)
    assert not obs.ok and "lies inside the workspace" in obs.text and "\n" not in obs.text
    assert not (jail.ws / "ran").exists()


def test_policy_reads_the_system_not_the_home_store_or_cache(jail, tmp_path):
    from edge_agent.sandbox.policy import build_policy

    p = build_policy("workspace-write", jail.ws, tmp_path / "t", home=str(jail.home))
    reads = [str(r) for r in p.read]
    assert "/usr" in reads and str(jail.ws) in reads
    assert not any(r.startswith((str(jail.home), str(jail.db), str(jail.models))) for r in reads)
    assert [str(w) for w in p.write] == [str(tmp_path / "t"), str(jail.ws)]
    ro = build_policy("read-only", jail.ws, tmp_path / "t", home=str(jail.home))
    assert [str(w) for w in ro.write] == [str(tmp_path / "t")]


def test_macos_profile_has_the_same_meaning(jail, tmp_path):
    from edge_agent.sandbox.macos import profile
    from edge_agent.sandbox.policy import build_policy

    p = build_policy("workspace-write", jail.ws, tmp_path / "t", home=str(jail.home))
    text = profile(p)
    assert text.startswith("(version 1)\n(deny default)")
    assert f'(allow file-read* file-write* (subpath "{jail.ws}"))' in text
    assert f'(deny file-read* file-write* (subpath "{jail.home}"))' in text
    assert "network" not in text
    p.allow_network = True
    assert "(allow network*)" in profile(p)


def test_a_dead_launcher_ends_its_commands_and_is_restarted(jail):
    import threading
    import time

    assert jail.sh("true").ok  # the launcher is running
    results = []
    t = threading.Thread(target=lambda: results.append(jail.sh("sleep 4321; echo finished", timeout_s=30)))
    t.start()
    time.sleep(1.0)
    linux_backend._LAUNCHER._proc.kill()  # as an OOM killer would
    t.join(20)
    assert results and not results[0].ok and "launcher stopped" in results[0].text
    assert "\nfinished" not in results[0].text
    from tests.security.conftest import pids_with

    assert pids_with("sleep 4321") == []
    assert jail.sh("echo again").ok  # a new launcher took over
