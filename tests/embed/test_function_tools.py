"""Tools from typed functions: @tool builds a validated argument model and a spec, Agent
accepts plain functions, Tool instances and registries, and --tools-file loads them."""
from __future__ import annotations

import json
from typing import Literal

import pytest
from click.testing import CliRunner
from embed_fakes import call, scripted

import edge_agent.cli.run_cmd as run_module
from edge_agent import Agent, AgentError, ConfigError, EdgeAgentError, Tool, ToolContext, ToolRegistry, tool
from edge_agent.tools import Observation, load_tools_file, workspace_tools
from edge_agent.tools.files import ReadFile


def get_weather(city: str, unit: Literal["C", "F"] = "C") -> str:
    """Current weather for a city.

    Args:
        city: the city name, e.g. "Paris".
        unit: C or F.
    """
    return f"{city}: 21°{unit}, sunny"


def test_tool_builds_a_spec_from_hints_and_docstring():
    t = tool(get_weather)
    spec = t.spec()
    assert spec.name == "get_weather" and spec.description == "Current weather for a city."
    props = spec.parameters["properties"]
    assert props["city"] == {"type": "string", "description": 'the city name, e.g. "Paris".'}
    assert props["unit"]["enum"] == ["C", "F"] and props["unit"]["default"] == "C"
    assert spec.parameters["required"] == ["city"]
    assert t.sink == "external" and t("Oslo") == "Oslo: 21°C, sunny"  # still callable as a function


def test_tool_arguments_are_validated_before_the_function_runs(tmp_path):
    seen = []

    @tool(sink="local", read_only=True)
    def count(n: int) -> dict:
        """Count to n."""
        seen.append(n)
        return {"numbers": list(range(n))}

    reg, ctx = ToolRegistry([count]), ToolContext(workspace=tmp_path)
    assert count.sink == "local" and count.read_only
    assert reg.execute("count", {"n": 3}, ctx) == Observation(True, '{"numbers": [0, 1, 2]}')
    bad = reg.execute("count", {"n": "three"}, ctx)
    extra = reg.execute("count", {"n": 1, "m": 2}, ctx)
    assert not bad.ok and "n:" in bad.text and not extra.ok and "m:" in extra.text
    assert seen == [3]


def test_context_parameter_is_injected_and_hidden_from_the_model(tmp_path):
    @tool(sink="local")
    def where(ctx: ToolContext, name: str) -> str:
        """Path of a file in the workspace."""
        return str(ctx.workspace / name)

    assert list(where.spec().parameters["properties"]) == ["name"]
    obs = ToolRegistry([where]).execute("where", {"name": "a"}, ToolContext(workspace=tmp_path))
    assert obs.text == str(tmp_path / "a")


def test_async_function_tools_run_from_the_sync_loop(tmp_path):
    @tool
    async def slow_add(a: int, b: int) -> int:
        """Add two numbers."""
        return a + b

    assert ToolRegistry([slow_add]).execute("slow_add", {"a": 2, "b": 3}, ToolContext(workspace=tmp_path)).text == "5"


def test_untyped_or_undocumented_functions_are_one_line_errors():
    def no_hint(city) -> str:
        """Weather."""
        return city

    def no_doc(city: str) -> str:
        return city

    with pytest.raises(ConfigError, match="parameter 'city' needs a type hint"):
        tool(no_hint)
    with pytest.raises(ConfigError, match="needs a docstring"):
        tool(no_doc)
    with pytest.raises(ConfigError, match="sink must be one of"):
        tool(get_weather, sink="cloud")
    with pytest.raises(ConfigError, match="identifier"):
        tool(lambda: None)
    assert issubclass(ConfigError, EdgeAgentError)


def test_agent_accepts_plain_functions_tools_and_registries(tmp_path):
    """The issue's case: Agent(m, tools=[get_weather]) raised AttributeError."""
    edge = scripted(call("get_weather", city="Paris"), call("read_file", path="a.txt"),
                    call("final_answer", answer="sunny"))
    (tmp_path / "a.txt").write_text("hello")
    agent = Agent(edge, tools=[get_weather, ReadFile(), ToolRegistry([])], store=None)
    result = agent.run("weather?", workspace=tmp_path)
    assert result.ok and [s.tool for s in result.steps] == ["get_weather", "read_file", "final_answer"]
    assert result.steps[0].observation == "Paris: 21°C, sunny" and "hello" in result.steps[1].observation
    assert "get_weather" in agent.edge.calls[0][0]["content"]  # described to the model in the system prompt


def test_agent_rejects_what_is_not_a_tool_in_one_line():
    with pytest.raises(AgentError, match="registered twice"):
        Agent(scripted(), tools=[get_weather, get_weather])
    with pytest.raises(ConfigError, match="neither a Tool"):
        Agent(scripted(), tools=[42])


TOOLS_FILE = '''
from edge_agent import tool

@tool(sink="local")
def shout(text: str) -> str:
    """Upper-case a text."""
    return text.upper()

def _helper():
    pass
'''


def test_tools_file_loads_decorated_functions_or_a_tools_list(tmp_path):
    f = tmp_path / "my_tools.py"
    f.write_text(TOOLS_FILE)
    assert [t.name for t in load_tools_file(f)] == ["shout"]
    f.write_text("def a(x: int) -> int:\n    'Double.'\n    return 2 * x\nTOOLS = [a]\n")
    assert [(t.name, t.sink) for t in load_tools_file(f)] == [("a", "external")]
    f.write_text("def broken(:\n")
    with pytest.raises(ConfigError, match=r"failed to load \(line 1\): SyntaxError"):
        load_tools_file(f)
    f.write_text("x = 1\n")
    with pytest.raises(ConfigError, match="defines no tools"):
        load_tools_file(f)


@pytest.fixture
def scripted_cli(monkeypatch):
    def build_edge(model, **kw):
        return scripted(call("shout", text="hi"), call("run_shell", command="exit 3"),
                        call("final_answer", answer="HI"), call("final_answer", answer="HI"),
                        model_id="scripted-edge")  # after the failed shell, one recovery nudge

    monkeypatch.setattr(run_module, "build_edge", build_edge)


def test_run_tools_file_on_the_cli_and_json_failed_steps_carry_an_error(scripted_cli, tmp_path):
    f = tmp_path / "my_tools.py"
    f.write_text(TOOLS_FILE)
    ws = tmp_path / "ws"
    ws.mkdir()
    r = CliRunner().invoke(run_module.run_cmd, ["shout hi", "-w", str(ws), "--db", str(tmp_path / "t.db"),
                                                "--tools-file", str(f), "--json"])
    assert r.exit_code == 0, r.output
    steps = [json.loads(line) for line in r.output.splitlines() if line.startswith('{"type": "step"')]
    assert [s["tool"] for s in steps] == ["shout", "run_shell", "final_answer", "final_answer"]
    assert steps[0]["observation"] == "HI" and steps[0]["error"] is None
    assert steps[1]["ok"] is False and steps[1]["error"] == "tool_error"  # was null


def test_run_tools_file_errors_are_one_line(scripted_cli, tmp_path):
    f = tmp_path / "bad.py"
    f.write_text("import no_such_module_here\n")
    r = CliRunner().invoke(run_module.run_cmd, ["x", "-w", str(tmp_path), "--tools-file", str(f)])
    assert r.exit_code == 1 and "ModuleNotFoundError" in r.output
    assert len(r.output.strip().splitlines()) == 1 and "Traceback" not in r.output


def test_tool_subclasses_still_work_beside_functions():
    assert all(isinstance(t, Tool) for t in workspace_tools())
