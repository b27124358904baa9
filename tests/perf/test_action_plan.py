"""The forced-text logic behind constrained decoding, without llama.cpp.

ActionPlan says which text the action grammar forces after what was generated so far; the
decoder tokenises it and evaluates it as one batch. A tiny fake tokenizer (one token per
character, a few merged tokens) drives the same loop shape the decoder runs, to show that
forced text plus the model's real choices always rebuilds a complete, valid action.
"""
from __future__ import annotations

import json

import pytest

from edge_agent.models.action_plan import ActionPlan
from edge_agent.models.chat import ToolSpec
from edge_agent.protocol import action_schema, parse_action

SPECS = [
    ToolSpec("read_file", "Read a file.", {"type": "object", "properties": {
        "path": {"type": "string"}, "max_lines": {"type": "integer"}}, "required": ["path"]}),
    ToolSpec("run_shell", "Run a command.", {"type": "object", "properties": {
        "command": {"type": "string"}, "timeout_s": {"type": "number"}}, "required": ["command"]}),
    ToolSpec("write_file", "Write a file.", {"type": "object", "properties": {
        "path": {"type": "string"}, "content": {"type": "string"}}, "required": ["path", "content"]}),
    ToolSpec("list_files", "List files.", {"type": "object", "properties": {}}),
    ToolSpec("set_stage", "Move a deal.", {"type": "object", "properties": {
        "id": {"type": "integer"}, "stage": {"enum": ["won", "lost"]}}, "required": ["id", "stage"]}),
]


@pytest.fixture(scope="module")
def plan() -> ActionPlan:
    return ActionPlan.from_schema(action_schema(SPECS))


def test_shared_prefix_of_tool_names_is_forced_only_as_far_as_it_is_shared(plan):
    assert plan.forced("") == ""  # the first token is the model's choice: that is where the entropy is read
    assert plan.forced("r") == ""  # read_file or run_shell
    assert plan.forced("re") == 'ad_file", "arguments": {"path": "'
    assert plan.forced("ru") == 'n_shell", "arguments": {"command": "'


def test_names_sharing_a_longer_prefix_force_the_common_part():
    p = ActionPlan.from_schema(action_schema([
        ToolSpec("crm_find_contact", "", {"type": "object", "properties": {"q": {"type": "string"}}}),
        ToolSpec("crm_find_deal", "", {"type": "object", "properties": {"q": {"type": "string"}}})]))
    assert p.forced("c") == "rm_find_"
    assert p.forced("crm_find_d") == 'eal", "arguments": {'  # only an optional key: a real choice
    assert p.forced("fi") == 'nal_answer", "arguments": {"answer": "'


def test_required_keys_follow_in_order_and_the_object_closes_when_all_are_written(plan):
    assert plan.forced('write_file", "arguments": {"path": "a.txt"') == ', "content": "'
    assert plan.forced('write_file", "arguments": {"path": "a.txt",') == ' "content": "'
    assert plan.forced('write_file", "arguments": {"path": "a.txt", ') == '"content": "'
    assert plan.forced('write_file", "arguments": {"path": "a.txt", "content": "hi"') == "}}"
    assert plan.forced('write_file", "arguments": {"path": "a.txt", "content": "hi"}') == "}"


def test_the_model_keeps_every_real_choice(plan):
    assert plan.forced('read_file", "arguments": {"path": "a') == ""  # inside a string value
    assert plan.forced('read_file", "arguments": {"path": "a.txt"') == ""  # close or add max_lines
    assert plan.forced('read_file", "arguments": {"path": "a.txt", "max_lines": 3') == ""  # more digits?
    assert plan.forced('read_file", "arguments": {"path": "a\\"}"') == ""  # escaped quote: still in the string
    assert plan.forced('read_file",  "arguments": {') == ""  # other whitespace than ours: follow the model
    assert plan.forced('set_stage", "arguments": {"id": ') == ""  # a number
    assert plan.forced('set_stage", "arguments": {"id": 4,') == ' "stage": "'  # enum of strings opens a quote
    assert plan.forced("nonsense") == ""


def test_a_tool_without_arguments_is_forced_to_the_end(plan):
    assert plan.forced("li") == 'st_files", "arguments": {}}'
    assert plan.done('list_files", "arguments": {}}')


def test_done_only_for_a_complete_object(plan):
    assert not plan.done('read_file", "arguments": {"path": "a}"}')
    assert plan.done('read_file", "arguments": {"path": "a}"}}')
    assert plan.done('read_file", "arguments": {"path": "a}"} }')
    assert not plan.done('read_file", "arguments": {"path": "a"}}}')


class FakeTokenizer:
    """One token per character, plus merged tokens a BPE vocabulary would have."""

    MERGES = ['", "', '": "', "arguments", "read", "_file", "write"]

    def tokenize(self, text: str) -> list[str]:
        out, i = [], 0
        while i < len(text):
            m = next((t for t in self.MERGES if text.startswith(t, i)), text[i])
            out.append(m)
            i += len(m)
        return out


def _decode(plan: ActionPlan, choices: str, tok: FakeTokenizer) -> tuple[str, int, int]:
    """The decoder's loop with a scripted 'model' that writes `choices` wherever it has to choose."""
    text, sampled, forced_n = "", 0, 0
    while not plan.done(text):
        assert choices.startswith(text) and text != choices, text
        text += tok.tokenize(choices[len(text):])[0]
        sampled += 1
        forced = plan.forced(text)
        if forced:
            assert choices.startswith(text + forced), (text, forced)  # forced text is what a valid action needs
            forced_n += len(tok.tokenize(forced))
            text += forced
    return text, sampled, forced_n


@pytest.mark.parametrize("action", [
    {"tool": "write_file", "arguments": {"path": "poem.txt", "content": "The sea"}},
    {"tool": "read_file", "arguments": {"path": "notes.md"}},
    {"tool": "list_files", "arguments": {}},
    {"tool": "final_answer", "arguments": {"answer": "done"}},
])
def test_forced_plus_sampled_rebuilds_a_valid_action_with_fewer_samples(plan, action):
    full = json.dumps(action)
    body = full[len('{"tool": "'):]
    text, sampled, forced = _decode(plan, body, FakeTokenizer())
    assert text == body
    got = parse_action('{"tool": "' + text, [s.name for s in SPECS])
    assert (got.tool, got.arguments) == (action["tool"], action["arguments"])
    assert forced > sampled or action["tool"] == "read_file"  # read_file's optional keys leave the end to the model
    assert forced >= 5


def test_a_token_that_opens_the_next_key_gets_the_key_finished(plan):
    assert plan.forced('write_file", "arguments": {"path": "a.txt", "') == 'content": "'
    assert plan.forced('write_file", "arguments": {"path": "a.txt", "con') == 'tent": "'
    assert plan.forced('set_stage", "arguments": {"id": 4, "') == 'stage": "'
    assert plan.forced('read_file", "arguments": {"path": "a.txt", "m') == 'ax_lines": '  # the one optional left
    assert plan.forced('read_file", "arguments": {"path": "a.txt", "x') == ""  # no such key: the grammar decides
