import json

import pytest

from edge_agent.grammar import ACTION_PREFILL, action_grammar, is_action_schema
from edge_agent.protocol import FINAL, ActionError, action_schema, parse_action, system_prompt
from edge_agent.tools import ToolRegistry, workspace_tools

TOOLS = ["read_file", "write_file"]


def test_plain_json_action():
    a = parse_action('{"tool": "read_file", "arguments": {"path": "a.txt"}}', TOOLS)
    assert (a.tool, a.arguments) == ("read_file", {"path": "a.txt"})


def test_fenced_json_with_prose_around_it():
    text = 'Sure! I will read it.\n```json\n{"tool": "read_file", "arguments": {"path": "x {y}.txt"}}\n```\nDone.'
    assert parse_action(text, TOOLS).arguments == {"path": "x {y}.txt"}


def test_tool_call_tags_and_synonym_keys():
    text = '<tool_call>{"name": "write_file", "args": {"path": "o.txt", "content": "hi"}}</tool_call>'
    a = parse_action(text, TOOLS)
    assert a.tool == "write_file" and a.arguments["content"] == "hi"


def test_raw_newline_inside_string_is_tolerated():
    a = parse_action('{"tool": "write_file", "arguments": {"path": "a", "content": "l1\nl2"}}', TOOLS)
    assert a.arguments["content"] == "l1\nl2"


def test_escaped_quotes_do_not_confuse_the_scanner():
    a = parse_action(r'{"tool": "write_file", "arguments": {"path": "a", "content": "say \"}\" now"}}', TOOLS)
    assert a.arguments["content"] == 'say "}" now'


def test_final_answer():
    a = parse_action('{"tool": "final_answer", "arguments": {"answer": "42"}}', TOOLS)
    assert a.is_final and a.answer == "42"


@pytest.mark.parametrize("text,msg", [
    ("", "empty"),
    ("I think the answer is 4", "no JSON action"),
    ('{"tool": "rm_rf", "arguments": {}}', "unknown tool 'rm_rf'"),
    ('{"tool": "read_file", "arguments": [1, 2]}', "must be a JSON object"),
    ('{"tool": "final_answer", "arguments": {"answer": 3}}', "final_answer needs"),
    ('{"tool": "read_file", "arguments": {"path": ', "no JSON action"),
])
def test_invalid_actions_say_what_is_wrong(text, msg):
    with pytest.raises(ActionError, match=msg):
        parse_action(text, TOOLS)


def test_schema_enumerates_tools_and_final_answer():
    reg = ToolRegistry(workspace_tools())
    schema = action_schema(reg.specs())
    names = [b["properties"]["tool"]["const"] for b in schema["anyOf"]]
    assert names == [*reg.names(), FINAL]
    assert is_action_schema(schema)
    prompt = system_prompt(reg.specs())
    for n in names:
        assert f"- {n}(" in prompt


def test_action_grammar_continues_the_prefill():
    reg = ToolRegistry(workspace_tools())
    g = action_grammar(action_schema(reg.specs()))
    root = [line for line in g.splitlines() if line.startswith("root ::=")][0]
    assert '"read_file\\""' in root and '"final_answer\\""' in root
    assert ACTION_PREFILL == '{"tool": "'
    json.loads(ACTION_PREFILL + 'x", "arguments": {}}')  # prefill + continuation is valid JSON


def test_a_large_declared_string_bound_stays_out_of_the_grammar():
    """A bound is spelled out character by character in GBNF: run_shell's max_length=100000 made
    an 800 KB grammar that crashed llama.cpp's sampler. Large bounds are validated afterwards."""
    import json

    from edge_agent.grammar import action_grammar
    from edge_agent.protocol import action_schema
    from edge_agent.tools.shell import RunShell

    assert RunShell.Args.model_json_schema()["properties"]["command"]["maxLength"] == 100_000  # still validated
    schema = action_schema([RunShell().spec()])
    assert '"maxLength": 100000' not in json.dumps(schema)
    assert len(action_grammar(schema)) < 50_000
