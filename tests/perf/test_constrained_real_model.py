"""The fast constrained decoder on the real edge model (0.5B): valid actions, fewer decode
steps, and the same first-token entropy and tool choice as llama-cpp-python's own grammar
path (the way the runtime generated before). Marked real_model."""
from __future__ import annotations

import pytest

from edge_agent.grammar import ACTION_PREFILL
from edge_agent.protocol import action_schema, parse_action, system_prompt
from edge_agent.tools import ToolRegistry, workspace_tools

pytestmark = pytest.mark.real_model

PROMPTS = [
    "Read notes.md and tell me what it says.",
    "Count the lines of sales.csv with a shell command.",
    "List the files in the workspace.",
    "Write the word hello into greeting.txt.",
]


@pytest.fixture(scope="module")
def edge():
    from edge_agent.llama_model import LlamaCppModel
    from edge_agent.models.fetch import fetch

    m = LlamaCppModel(fetch("qwen2.5-coder-0.5b-instruct"), model_id="qwen-0.5b", n_ctx=4096, n_threads=1)
    yield m
    m.close()


def _grammar_in_sampler(model, msgs, schema, max_tokens):
    """The previous path: Llama.generate with the grammar in the sampler chain and the entropy probe."""
    from edge_agent.llama_model import _FirstTokenEntropy, _is_eog

    model.llm.reset()
    probe, out = _FirstTokenEntropy(), []
    tokens = model.tokenize(model.render(msgs, ACTION_PREFILL))
    for tok in model.llm.generate(tokens, temp=0.0, top_k=40, top_p=0.95, min_p=0.05, repeat_penalty=1.0,
                                  grammar=model._grammar(schema), logits_processor=[probe]):
        if _is_eog(model.llm, tok) or len(out) >= max_tokens:
            break
        out.append(tok)
    return ACTION_PREFILL + model.llm.detokenize(out).decode("utf-8", errors="replace"), probe.value


@pytest.mark.parametrize("prompt", PROMPTS)
def test_fast_path_gives_valid_actions_and_the_same_entropy_and_tool(edge, prompt):
    specs = ToolRegistry(workspace_tools()).specs()
    schema, names = action_schema(specs), [s.name for s in specs]
    msgs = [{"role": "system", "content": system_prompt(specs)}, {"role": "user", "content": prompt}]
    edge.llm.reset()
    c = edge.complete(msgs, response_schema=schema, max_tokens=96)
    stats = edge.last_decode
    before_text, before_entropy = _grammar_in_sampler(edge, msgs, schema, 96)

    action = parse_action(c.text, names)
    assert c.finish_reason == "stop"
    assert c.first_token_entropy is not None and before_entropy is not None
    assert abs(c.first_token_entropy - before_entropy) < 1e-6
    assert action.tool == parse_action(before_text, names).tool
    assert stats.forced >= 5 and stats.decode_calls <= stats.sampled  # forced tokens rode along in batches
    assert c.usage.completion_tokens == stats.sampled + stats.forced


def test_prefix_reuse_still_counts_evaluated_tokens(edge):
    specs = ToolRegistry(workspace_tools()).specs()
    schema = action_schema(specs)
    msgs = [{"role": "system", "content": system_prompt(specs)}, {"role": "user", "content": PROMPTS[0]}]
    edge.llm.reset()
    first = edge.complete(msgs, response_schema=schema, max_tokens=64)
    assert first.usage.evaluated_tokens == first.usage.prompt_tokens
    msgs += [{"role": "assistant", "content": first.text}, {"role": "user", "content": "Result: hello"}]
    predicted = edge.evaluated_if_run(edge.tokenize(edge.render(msgs, ACTION_PREFILL)))
    second = edge.complete(msgs, response_schema=schema, max_tokens=64)
    assert second.usage.evaluated_tokens == predicted < second.usage.prompt_tokens - 300


@pytest.mark.parametrize("prompt", PROMPTS[:2])
def test_without_forced_text_greedy_output_is_exactly_the_previous_paths(edge, prompt):
    """The cheap grammar check alone changes nothing under greedy decoding: same text, token for token."""
    specs = ToolRegistry(workspace_tools()).specs()
    schema = action_schema(specs)
    msgs = [{"role": "system", "content": system_prompt(specs)}, {"role": "user", "content": prompt}]
    edge.force_text, edge._plans = False, {}
    try:
        edge.llm.reset()
        c = edge.complete(msgs, response_schema=schema, max_tokens=96)
    finally:
        edge.force_text, edge._plans = True, {}
    before_text, before_entropy = _grammar_in_sampler(edge, msgs, schema, 96)
    assert c.text == before_text
    assert abs(c.first_token_entropy - before_entropy) < 1e-6
