"""A final answer that ran into a loop is read up to the loop; nothing else cut short is guessed at."""
import json

import pytest

from edge_agent.looped_answer import loop_start, looped_final
from edge_agent.models.chat import Completion, Usage
from edge_agent.protocol import ActionError, action_from_completion

OPEN = '{"tool": "final_answer", "arguments": {"answer": "'


def _completion(text: str, finish: str) -> Completion:
    return Completion(text=text, usage=Usage(), model_id="test-double", finish_reason=finish)


def test_a_looping_answer_is_kept_up_to_its_first_turn():
    text = OPEN + "4 boxes of Cyan (TM series)" + " Cyan (TM series)" * 30 + " Cy"
    action = action_from_completion(_completion(text, "length"), ["list_items"])
    assert action.is_final
    assert action.answer == "4 boxes of Cyan (TM series)"


def test_a_chinese_loop_stopped_by_the_repetition_guard():
    text = OPEN + "还剩 2 个 青色墨盒" + "，请补货" * 12
    action = action_from_completion(_completion(text, "repetition"), [])
    assert action.answer == "还剩 2 个 青色墨盒，请补货"


def test_escapes_before_the_loop_survive_and_a_dangling_one_is_dropped():
    text = OPEN + 'he said \\"ok\\"' + " again and again" * 10 + "\\"
    assert json.loads(looped_final(text, "length"))["arguments"]["answer"] == 'he said "ok" again and again'


@pytest.mark.parametrize("finish", ["stop", None])
def test_only_a_reply_the_generator_cut_short_is_salvaged(finish):
    text = OPEN + "x" + " again" * 20
    assert looped_final(text, finish) is None
    with pytest.raises(ActionError):
        action_from_completion(_completion(text, finish or "stop"), [])


def test_a_long_answer_cut_without_a_loop_stays_an_error():
    text = OPEN + " ".join(f"row {i} has value {i * 7}" for i in range(60))
    with pytest.raises(ActionError, match="no JSON action"):
        action_from_completion(_completion(text, "length"), [])


def test_a_cut_tool_call_is_never_completed():
    text = '{"tool": "get_item", "arguments": {"sku": "' + "INK" * 40
    with pytest.raises(ActionError):
        action_from_completion(_completion(text, "repetition"), ["get_item"])


def test_loop_start_needs_three_turns():
    assert loop_start("abc" + "-xyz-" * 2) is None
    assert loop_start("abc" + "-xyz-" * 6) == len("abc-xyz-")
