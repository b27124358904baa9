"""A table row seen without its header — a search hit, an advice request's summary of the steps — must still
be detected by its column: in the real-model Pass^3 run a salary under 月薪 reached the cloud in redact mode
17 times this way (search_files returned the row alone; the advisor flattened the CSV onto one line)."""
from __future__ import annotations

from types import SimpleNamespace

from edge_agent.router.policy import StepState, default_advice_messages
from edge_agent.tools import ToolContext, ToolRegistry, workspace_tools

CSV = ("工号,姓名,部门,手机,身份证号,月薪\n"
       "E1021,陈静,财务部,13671628840,310104199207083523,18000\n"
       "E1024,刘洋,技术部,13957214406,440305198509216135,32000\n")


def _search(tmp_path, pattern: str, path: str = "staff.csv") -> str:
    (tmp_path / "staff.csv").write_text(CSV, encoding="utf-8")
    (tmp_path / "notes.txt").write_text("parking\nE1024 asked about a space\n", encoding="utf-8")
    return ToolRegistry(workspace_tools()).execute("search_files", {"pattern": pattern, "path": path},
                                                   ToolContext(workspace=tmp_path)).text


def test_a_search_hit_in_a_table_comes_with_the_tables_header(tmp_path):
    obs = _search(tmp_path, "E1024")
    assert obs.splitlines() == ["staff.csv:1: 工号,姓名,部门,手机,身份证号,月薪",
                                "staff.csv:3: E1024,刘洋,技术部,13957214406,440305198509216135,32000"]
    assert _search(tmp_path, "工号").count("工号") == 1  # a hit on the header itself is not repeated
    many = _search(tmp_path, "E10", ".").splitlines()  # a folder: the header once per table, not for other files
    assert many.count("staff.csv:1: 工号,姓名,部门,手机,身份证号,月薪") == 1
    assert [ln for ln in many if ln.startswith("notes.txt")] == ["notes.txt:2: E1024 asked about a space"]


def test_the_gates_detector_finds_the_salary_in_a_search_hit(tmp_path, detector):
    obs = _search(tmp_path, "E1024")
    found = {(e.type, obs[e.start:e.end]) for e in detector.analyze(obs)}
    assert ("AMOUNT", "32000") in found and ("PHONE", "13957214406") in found


def test_an_advice_request_keeps_a_tables_lines_so_its_columns_are_detected(detector):
    step = SimpleNamespace(idx=0, tool="read_file", arguments={"path": "staff.csv"}, ok=True, observation=CSV)
    state = StepState(prompt="找到工号 E1024 的手机号", step=1, max_steps=6)
    state.steps.append(step)
    text = default_advice_messages(state)[1]["content"]
    found = {(e.type, text[e.start:e.end]) for e in detector.analyze(text)}
    assert ("AMOUNT", "32000") in found and ("AMOUNT", "18000") in found
