"""A search whose query is an entry's listed title, or a repeated search, gets a hint to open the entry
(edge_agent.open_hint); the models in the agent tests are scripted test doubles."""

from __future__ import annotations

import json

from edge_agent.agent import Agent
from edge_agent.bench.environment import build_env, build_registry
from edge_agent.bench.task import TASKS_DIR, load_task
from edge_agent.models.chat import ToolSpec
from edge_agent.models.scripted import ScriptedModel
from edge_agent.open_hint import open_hint, readers_for
from edge_agent.records import StepRecord

SPECS = [
    ToolSpec("search_kb", "", {"properties": {"query": {"type": "string"}}, "required": ["query"]}),
    ToolSpec("read_article", "", {"properties": {"id": {"type": "string"}}, "required": ["id"]}),
    ToolSpec("search_customers", "", {"properties": {"query": {"type": "string"}}, "required": ["query"]}),
    ToolSpec("get_customer", "", {"properties": {"customer_id": {"type": "string"}}, "required": ["customer_id"]}),
]
LISTED = [StepRecord(0, "edge", "", "search_kb", {"query": "vpn"}, True, "KB-103 | VPN 连接指南\nKB-102 | 打印机说明")]


def test_a_title_searched_again_names_the_entry_and_the_tool_that_opens_it():
    hint = open_hint(LISTED, "search_kb", {"query": "VPN连接指南 "}, SPECS)  # spacing and case do not matter
    assert hint and "KB-103" in hint and 'read_article {"id": "KB-103"}' in hint
    customers = [StepRecord(0, "edge", "", "search_customers", {"query": "dana"}, True, "CU-1 | Dana Whitfield | Acme")]
    assert 'get_customer {"customer_id": "CU-1"}' in open_hint(customers, "search_customers", {"query": "dana whitfield"}, SPECS)
    assert readers_for("search_customers", SPECS) == [("get_customer", "customer_id")]


def test_no_hint_for_a_new_query_a_failed_listing_or_a_read():
    assert open_hint(LISTED, "search_kb", {"query": "guest wifi"}, SPECS) is None  # not a listed title
    assert open_hint(LISTED, "read_article", {"id": "KB-103"}, SPECS) is None  # not a search
    failed = [StepRecord(0, "edge", "", "search_kb", {"query": "vpn"}, False, "KB-103 | VPN 连接指南")]
    assert open_hint(failed, "search_kb", {"query": "VPN 连接指南"}, SPECS) is None
    assert open_hint(LISTED, "search_kb", {"query": "VPN 连接指南"}, SPECS[:1]) is None  # nothing opens an entry


def test_the_agent_shows_the_hint_after_the_search_result(tmp_path):
    task = load_task(TASKS_DIR.parent / "blind7" / "blind7-parental-leave-kb-en")
    env = build_env(task, tmp_path / "run")
    try:
        model = ScriptedModel([  # a scripted test double that searches the title it was shown, as the 0.5B did
            json.dumps({"tool": "search_kb", "arguments": {"query": "parental leave"}}),
            json.dumps({"tool": "search_kb", "arguments": {"query": "Parental Leave Policy (2025)"}}),
            json.dumps({"tool": "read_article", "arguments": {"id": "KB-100"}}),
            json.dumps({"tool": "final_answer", "arguments": {"answer": "8 weeks"}}),
        ])
        r = Agent(model, tools=build_registry(task, env), store=None).run(
            task.prompt, workspace=env.workspace, services=env.context().services)
        assert 'read_article {"id": "KB-100"}' in r.steps[1].observation
        assert "is listed above" not in r.steps[0].observation  # a first search gets no hint
    finally:
        env.cleanup()


def test_a_repeated_search_names_the_first_entry_of_its_result(tmp_path):
    task = load_task(TASKS_DIR.parent / "blind7" / "blind7-parental-leave-kb-en")
    env = build_env(task, tmp_path / "run")
    try:
        search = json.dumps({"tool": "search_kb", "arguments": {"query": "parental leave"}})
        model = ScriptedModel([search, search, search, json.dumps({"tool": "final_answer", "arguments": {"answer": "8"}})])
        r = Agent(model, tools=build_registry(task, env), store=None).run(
            task.prompt, workspace=env.workspace, services=env.context().services)
        repeats = [s for s in r.steps if s.tool == "search_kb" and s.observation.startswith("(same result as step")]
        assert repeats and all('to read an entry of it, call read_article {"id": "KB-' in s.observation for s in repeats)
        assert all(s.observation.count("to read an entry") == 1 for s in repeats)
    finally:
        env.cleanup()
