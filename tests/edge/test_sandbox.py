import os

import pytest

from edge_agent.tools import ToolContext, ToolRegistry, workspace_tools
from edge_agent.tools.shell import scrubbed_env


@pytest.fixture
def ws(tmp_path):
    root = tmp_path / "ws"
    root.mkdir()
    (root / "data.csv").write_text("a,b\n1,2\n3,4\n")
    (root / "sub").mkdir()
    (root / "sub" / "note.txt").write_text("hello\n")
    secret = tmp_path / "outside.txt"
    secret.write_text("TOP SECRET")
    return root


@pytest.fixture
def run(ws):
    reg = ToolRegistry(workspace_tools())
    ctx = ToolContext(workspace=ws)
    return lambda tool, **args: reg.execute(tool, args, ctx)


@pytest.mark.parametrize("path", ["../outside.txt", "/etc/passwd", "sub/../../outside.txt", "~/x", "sub/../.."])
def test_escapes_are_refused_for_every_file_tool(run, path):
    for tool, args in [("read_file", {}), ("write_file", {"content": "x"}), ("append_file", {"content": "x"}),
                       ("list_files", {}), ("search_files", {"pattern": "SECRET"})]:
        obs = run(tool, path=path, **args)
        assert not obs.ok, (tool, path, obs.text)
        assert "SECRET" not in obs.text


def test_symlink_pointing_outside_is_refused(run, ws, tmp_path):
    os.symlink(tmp_path / "outside.txt", ws / "link.txt")
    os.symlink(tmp_path, ws / "linkdir")
    assert not run("read_file", path="link.txt").ok
    assert not run("write_file", path="linkdir/new.txt", content="x").ok
    assert not (tmp_path / "new.txt").exists()
    obs = run("search_files", pattern="SECRET")
    assert obs.ok and "TOP SECRET" not in obs.text


def test_file_tools_work_inside(run, ws):
    assert "3,4" in run("read_file", path="data.csv").text
    assert run("write_file", path="out/report.txt", content="2").ok
    assert (ws / "out" / "report.txt").read_text() == "2"
    assert run("append_file", path="out/report.txt", content="\n3").ok
    assert (ws / "out" / "report.txt").read_text() == "2\n3"
    listing = run("list_files").text
    assert "data.csv" in listing and "sub/note.txt" in listing
    assert "sub/note.txt:1: hello" in run("search_files", pattern="hel+o").text


def test_read_file_pages_long_files(run, ws):
    (ws / "long.txt").write_text("\n".join(f"line {i}" for i in range(1, 501)))
    obs = run("read_file", path="long.txt", max_lines=10)
    assert "line 10" in obs.text and "line 11" not in obs.text and "start_line=11" in obs.text


def test_bad_arguments_are_error_observations(run):
    obs = run("read_file")
    assert not obs.ok and "path" in obs.text
    obs = run("read_file", path="data.csv", bogus=1)
    assert not obs.ok and "bogus" in obs.text
    assert not run("nope").ok


def test_shell_runs_in_workspace_without_credentials(run, ws, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-should-not-leak-1234")
    monkeypatch.setenv("MY_SERVICE_TOKEN", "tok-should-not-leak")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "aws-should-not-leak")
    obs = run("run_shell", command="pwd; env")
    assert obs.ok
    assert str(ws.resolve()) in obs.text
    for leaked in ("sk-should-not-leak", "tok-should-not-leak", "aws-should-not-leak", "OPENAI", "AWS_"):
        assert leaked not in obs.text


def test_scrubbed_env_drops_credential_names_from_extras():
    env = scrubbed_env("/w", {"GITHUB_TOKEN": "x", "DB_PASSWORD": "y", "COLOR": "red"})
    assert env["COLOR"] == "red" and "GITHUB_TOKEN" not in env and "DB_PASSWORD" not in env


def test_shell_timeout_and_exit_code(run):
    obs = run("run_shell", command="sleep 5", timeout_s=0.5)
    assert not obs.ok and "timed out" in obs.text
    obs = run("run_shell", command="echo out; echo err >&2; exit 3")
    assert not obs.ok and "exit code 3" in obs.text and "out" in obs.text and "err" in obs.text
    assert run("run_shell", command="true").ok


def test_observation_is_capped(run, ws):
    (ws / "big.txt").write_text("x" * 50)
    reg = ToolRegistry(workspace_tools(), observation_cap=20)
    obs = reg.execute("read_file", {"path": "big.txt"}, ToolContext(workspace=ws))
    assert obs.truncated and "more characters not shown" in obs.text
