"""The runtime works with only the core install, and embeds in an app whose own modules
have the generic names (models.py, router/, privacy.py).

A real fresh venv would rebuild llama.cpp for ~9 minutes, so the core-only check runs a
subprocess in which importing the extras' modules (the benchmark's matplotlib, the
llama.cpp server's uvicorn/fastapi/sse_starlette/starlette_context, mcp) is blocked by a
meta-path finder: the code path an app takes must never reach them.
"""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BLOCKED = ("matplotlib", "uvicorn", "fastapi", "sse_starlette", "starlette_context", "mcp")

BLOCKER = f'''
import sys
BLOCKED = {BLOCKED!r}

class Blocker:
    """Pretend the extras are not installed."""
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
        return None

sys.meta_path.insert(0, Blocker())
'''

RUN_AN_AGENT = '''
from pathlib import Path
import tempfile
from edge_agent import Agent, ScriptedModel, tool

@tool(sink="local")
def double(n: int) -> int:
    """Double a number."""
    return 2 * n

ws = Path(tempfile.mkdtemp())
edge = ScriptedModel([{"tool": "double", "arguments": {"n": 21}},
                     {"tool": "final_answer", "arguments": {"answer": "42"}}])
result = Agent(edge, tools=[double]).run("double 21", workspace=ws)
print(result.status, result.final_answer, result.steps[0].observation)
'''


def _python(code: str, cwd: Path, env_extra: dict | None = None, path: list[str] | None = None):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = os.pathsep.join(path or [str(ROOT)])
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_core_only_imports_and_runs_an_agent(tmp_path):
    code = BLOCKER + "import edge_agent\n" + RUN_AN_AGENT + textwrap.dedent(f'''
        assert not [m for m in sys.modules if m.split(".")[0] in {BLOCKED!r}]
        ''')
    r = _python(code, tmp_path)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "finished 42 42"


def test_missing_extras_are_named_in_one_line(tmp_path):
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF")
    code = BLOCKER + textwrap.dedent(f'''
        from click.testing import CliRunner
        from edge_agent.cli.run_cmd import run_cmd
        from edge_agent.router.server import LocalCloudServer, ServerError
        from edge_agent.bench.report.plots import PlotUnavailable, _figure

        r = CliRunner().invoke(run_cmd, ["x", "-w", {str(tmp_path)!r}, "--mcp", "python server.py"])
        print(r.exit_code, r.output.strip())
        try:
            LocalCloudServer({str(model)!r}).start()
        except ServerError as e:
            print(e)
        try:
            _figure()
        except PlotUnavailable as e:
            print(e)
        ''')
    r = _python(code, tmp_path)
    assert r.returncode == 0, r.stderr
    mcp, server, plots = r.stdout.strip().splitlines()
    assert mcp.startswith("1 Error: MCP tools") and "pip install 'edge-agent[mcp]'" in mcp
    assert "needs the 'server' extra: pip install 'edge-agent[server]'" in server
    assert "pip install 'edge-agent[bench]'" in plots


def test_an_app_with_its_own_models_router_and_privacy_modules_embeds_the_runtime(tmp_path):
    """The app's folder comes first on sys.path (as when it runs its own script): its own
    generic names must not shadow the runtime's, nor the runtime its."""
    app = tmp_path / "app"
    (app / "router").mkdir(parents=True)
    (app / "models.py").write_text("WHO = 'the app models'\n")
    (app / "privacy.py").write_text("WHO = 'the app privacy'\n")
    (app / "router" / "__init__.py").write_text("WHO = 'the app router'\n")
    (app / "main.py").write_text(RUN_AN_AGENT + textwrap.dedent('''
        import models, privacy, router
        print(models.WHO, privacy.WHO, router.WHO, sep=", ")
        '''))
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(ROOT)  # "installed": the runtime is on the path, nothing else of ours
    r = subprocess.run([sys.executable, "main.py"], cwd=app, env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["finished 42 42", "the app models, the app privacy, the app router"]
