"""`edge-agent demo` wires fetch + bench run + report; checked here with the bench step stubbed
at the click level (the real thing is exercised by the README's first command)."""
from click.testing import CliRunner

from edge_agent.cli import demo_cmd as demo
from edge_agent.cli import models_cmd  # noqa: F401  # imported before fetch is patched: it binds fetch at import
from edge_agent.cli.main import cli


def test_demo_fetches_both_models_then_runs_the_fixed_bench(monkeypatch, tmp_path):
    import click

    seen = {}
    real_invoke = click.Context.invoke

    def fake_invoke(self, cmd, *a, **kw):
        if not isinstance(cmd, click.Command):  # click invoking the demo's own callback
            return real_invoke(self, cmd, *a, **kw)
        seen.setdefault(cmd.name, []).append(kw)

    fetched = []
    monkeypatch.setattr("click.Context.invoke", fake_invoke)
    monkeypatch.setattr("edge_agent.models.fetch.fetch", lambda model_id, **kw: fetched.append(model_id) or tmp_path)
    r = CliRunner().invoke(cli, ["demo", "--out", str(tmp_path / "d"), "--json"])
    assert r.exit_code == 0, r.output
    assert fetched == [demo.DEFAULT_EDGE, demo.CLOUD_STAND_IN]
    assert r.stdout == ""  # fetching reports on stderr: stdout is kept for the report (or its JSON)
    run = seen["run"][0]
    assert run["strategies"] == demo.DEMO_STRATEGIES and run["cloud"] == demo.CLOUD_STAND_IN
    assert run["cloud_price"] == "glm-4.6" and run["tasks_dir"] == demo.STARTER_DIR and run["as_json"] is True


def test_demo_tasks_exist():
    from edge_agent.bench.task import load_tasks

    assert len(load_tasks(demo.STARTER_DIR)) == 6
