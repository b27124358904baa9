"""The CLI's run/logs commands: errors are one line, logs read back what the agent stored."""
import json

from click.testing import CliRunner

from edge_agent import Agent, Store
from edge_agent.cli.main import cli
from edge_agent.models.scripted import ScriptedModel


def test_help_reads_like_documentation():
    r = CliRunner().invoke(cli, ["--help"])
    assert r.exit_code == 0
    for cmd in ("run", "logs", "models"):
        assert cmd in r.output
    r = CliRunner().invoke(cli, ["run", "--help"])
    assert "Example:" in r.output and "--workspace" in r.output


def test_run_with_missing_workspace_is_a_one_line_error(tmp_path):
    r = CliRunner().invoke(cli, ["run", "do it", "-w", str(tmp_path / "nope")])
    assert r.exit_code == 2 and "does not exist" in r.output and "Traceback" not in r.output


def test_run_with_unknown_model_is_a_one_line_error(tmp_path):
    r = CliRunner().invoke(cli, ["run", "do it", "-w", str(tmp_path), "--model", "no-such-model"])
    assert r.exit_code == 1
    assert r.output.startswith("Error: no model file or catalog id 'no-such-model'")
    assert len(r.output.strip().splitlines()) == 1


def test_run_with_a_file_that_is_not_gguf(tmp_path):
    fake = tmp_path / "model.gguf"
    fake.write_text("<html>not a model</html>")
    r = CliRunner().invoke(cli, ["run", "x", "-w", str(tmp_path), "--model", str(fake)])
    assert r.exit_code == 1 and "not a GGUF file" in r.output


def _stored_run(tmp_path):
    ws = tmp_path / "ws"
    ws.mkdir()
    store = Store(tmp_path / "t.db")
    model = ScriptedModel([{"tool": "list_files", "arguments": {}},
                           {"tool": "final_answer", "arguments": {"answer": "nothing here"}}], entropies=[0.7, 0.1])
    result = Agent(model, store=store).run("look around", workspace=ws)
    return result, tmp_path / "t.db"


def test_logs_lists_runs_and_shows_one(tmp_path):
    result, db = _stored_run(tmp_path)
    r = CliRunner().invoke(cli, ["logs", "--db", str(db)])
    assert r.exit_code == 0 and result.run_id in r.output and "finished" in r.output
    r = CliRunner().invoke(cli, ["logs", result.run_id[:15], "--db", str(db)])
    assert r.exit_code == 0
    assert "list_files" in r.output and "H=0.70" in r.output and "Answer: nothing here" in r.output
    r = CliRunner().invoke(cli, ["logs", result.run_id, "--db", str(db), "--json"])
    data = json.loads(r.output)
    assert [s["tool"] for s in data["steps"]] == ["list_files", "final_answer"]


def test_logs_unknown_run(tmp_path):
    _, db = _stored_run(tmp_path)
    r = CliRunner().invoke(cli, ["logs", "zzz", "--db", str(db)])
    assert r.exit_code == 1 and "no run 'zzz'" in r.output
