"""The step after advice (edge_agent.advice_steps): the advised tool only, no final answer right after advice
unless it says the task is done and something was done, no second ask before acting, no ask once the budget is
spent; and the incremental scan of what a run has seen (grounding.Seen). The models are scripted test doubles
(ScriptedModel, and a recording wrapper that keeps each step's schema); the schema checks need no model."""
from __future__ import annotations

from edge_agent import Agent
from edge_agent.advice_steps import (FOLLOW_NOTE, NO_ASK_NOTE, NO_FINAL_NOTE, advised_plan, advised_tool,
                                     follow_advice, pending_advice, says_done)
from edge_agent.grounding import Seen, seen_addresses, seen_ids, seen_keys, step_schema
from edge_agent.models.scripted import ScriptedModel
from edge_agent.protocol import action_schema
from edge_agent.records import StepRecord
from edge_agent.router.policy import make_policy
from edge_agent.tools.function import as_tools
from tests.router.policy_fakes import FakeGate, call, cloud

HEAD = "Advice (guidance from a stronger model, not an action):\n"
TOOLS = ["list_expenses", "approve_expense", "ask_advisor", "final_answer"]


def list_expenses() -> str:
    """List expenses: id | who | what | status."""
    return "EX-1 | Priya | taxi airport | pending\nEX-2 | Priya | hotel | pending"


def approve_expense(id: str) -> str:
    """Approve one expense."""
    return f"expense {id}: status 'pending' -> 'approved'"


def _base():
    from edge_agent.router.policies.advisor import AskAdvisor, Advisor
    return action_schema([t.spec() for t in as_tools([list_expenses, approve_expense])] + [AskAdvisor(Advisor()).spec()])


def _offered(schema) -> list[str]:
    return [b["properties"]["tool"]["const"] for b in schema["anyOf"]]


def _step(idx, tool, ok, observation):
    return StepRecord(idx, "edge", "", tool, {}, ok, observation)


def test_the_advised_tool_is_read_from_the_next_line_or_the_first_tool_named():
    assert advised_tool(HEAD + "NEXT: approve_expense - the taxi claim EX-1\nWHY: it is the one", TOOLS) == \
        "approve_expense"
    assert advised_tool(HEAD + "First call list_expenses, then approve_expense.", TOOLS) == "list_expenses"
    assert advised_tool(HEAD + "NEXT: final_answer - say done", TOOLS) is None  # the answer is never advised
    assert advised_tool(HEAD + "Approve the cab claim.", TOOLS) is None
    assert says_done(HEAD + "DONE: the claim is approved") and says_done(HEAD + "STOP")
    assert not says_done(HEAD + "NEXT: list_expenses - all of them")


def test_a_plan_is_read_from_its_next_then_and_numbered_lines():
    advice = HEAD + "NEXT: list_expenses() - all\nTHEN: approve_expense - the taxi one\nWHY: final_answer later"
    assert advised_plan(advice, TOOLS) == ["list_expenses", "approve_expense"]
    assert advised_plan(HEAD + "1. list_expenses\n2) approve_expense EX-1", TOOLS) == ["list_expenses",
                                                                                      "approve_expense"]
    assert advised_plan(HEAD + "Look at list_expenses first.", TOOLS) == ["list_expenses"]
    assert advised_plan(HEAD + "DONE: approved", TOOLS) == []


def test_the_plan_is_offered_one_call_at_a_time_and_a_failure_ends_it():
    base = _base()
    ask = _step(0, "ask_advisor", True, HEAD + "NEXT: list_expenses - all\nTHEN: approve_expense - EX-1")
    first, note = follow_advice(base, [ask], steps_left=7)
    assert _offered(first) == ["list_expenses"] and note == FOLLOW_NOTE.format(tool="list_expenses")
    listed = [ask, _step(1, "list_expenses", True, list_expenses())]
    second, _ = step_schema(base, "x", listed, steps_left=6)
    assert _offered(second) == ["approve_expense"]
    done = [*listed, _step(2, "approve_expense", True, "expense EX-1: approved")]
    assert "final_answer" in _offered(follow_advice(base, done, steps_left=5)[0])  # the plan is done
    failed = [*listed[:1], _step(1, "list_expenses", False, "boom")]
    assert follow_advice(base, failed, steps_left=6) == (base, "")  # the plan no longer fits


def test_a_planned_tool_grounding_left_out_keeps_its_place():
    base = _base()
    ask = _step(0, "ask_advisor", True, HEAD + "NEXT: approve_expense - the taxi claim\nTHEN: list_expenses")
    schema, note = step_schema(base, "approve the taxi claim", [ask], steps_left=7)  # no id seen: no approve_expense
    assert "approve_expense" not in _offered(schema) and "final_answer" not in _offered(schema)
    assert "ask_advisor" not in _offered(schema) and NO_FINAL_NOTE in note


def test_advice_is_pending_until_the_edge_makes_a_call():
    ask = _step(0, "ask_advisor", True, HEAD + "NEXT: list_expenses")
    assert pending_advice([ask]) == ask.observation
    assert pending_advice([ask, _step(1, "list_expenses", True, "EX-1 | x")]) is None
    assert pending_advice([ask, _step(1, "(invalid)", False, "bad json")]) == ask.observation
    assert pending_advice([_step(0, "ask_advisor", False, "the advisor could not be reached")]) is None


def test_the_step_after_advice_offers_only_the_advised_tool():
    base = _base()
    steps = [_step(0, "list_expenses", True, list_expenses()),
             _step(1, "ask_advisor", True, HEAD + "NEXT: approve_expense - EX-1, the airport taxi")]
    schema, note = step_schema(base, "approve Priya's cab claim", steps, steps_left=6)
    assert _offered(schema) == ["approve_expense"] and note == FOLLOW_NOTE.format(tool="approve_expense")
    # its id argument is still grounded: only ids the run has seen
    assert schema["anyOf"][0]["properties"]["arguments"]["properties"]["id"]["enum"] == ["EX-1", "EX-2"]
    after = [*steps, _step(2, "approve_expense", True, "expense EX-1: approved")]
    assert set(_offered(step_schema(base, "x", after, steps_left=5)[0])) == {"list_expenses", "approve_expense",
                                                                          "ask_advisor", "final_answer"}


def test_free_form_advice_withholds_the_answer_and_a_second_ask():
    base = _base()
    steps = [_step(0, "ask_advisor", True, HEAD + "Approve the cab claim.")]
    schema, note = follow_advice(base, steps, steps_left=7)
    assert _offered(schema) == ["list_expenses", "approve_expense"]
    assert NO_ASK_NOTE in note and NO_FINAL_NOTE in note


def test_done_advice_allows_the_answer_only_after_a_successful_call():
    base = _base()
    stop = _step(0, "ask_advisor", True, HEAD + "STOP")
    assert "final_answer" not in _offered(follow_advice(base, [stop], steps_left=7)[0])  # nothing done yet
    done = [_step(0, "approve_expense", True, "expense EX-1: approved"),
            _step(1, "ask_advisor", True, HEAD + "DONE: EX-1 is approved")]
    assert _offered(follow_advice(base, done, steps_left=6)[0]) == ["list_expenses", "approve_expense",
                                                                     "final_answer"]


def test_a_spent_budget_takes_ask_advisor_off_the_menu():
    spent = [_step(0, "ask_advisor", False, "ask_advisor failed: Unavailable: the advice budget of this run (6) "
                                            "is spent; continue on your own")]
    assert "ask_advisor" not in _offered(follow_advice(_base(), spent, steps_left=6)[0])


def test_no_narrowing_on_the_last_step():
    steps = [_step(0, "ask_advisor", True, HEAD + "NEXT: list_expenses")]
    assert follow_advice(_base(), steps, steps_left=1) == (_base(), "")


class Recording(ScriptedModel):
    """A scripted test double that keeps the schema of every step it was asked for."""

    def complete(self, messages, *, response_schema=None, **kw):
        self.schemas = [*getattr(self, "schemas", []), response_schema]
        return super().complete(messages, response_schema=response_schema, **kw)


def test_the_advisor_run_acts_on_advice_before_answering(tmp_path):
    """Scripted edge and advisor (test doubles): after `NEXT: approve_expense` the edge's next step may only
    call approve_expense, and the advisor was asked with the edge's tool list and the NEXT/DONE shape."""
    edge = Recording([call("list_expenses"), call("ask_advisor", question="which one?"),
                      call("approve_expense", id="EX-1"), call("final_answer", answer="approved EX-1")])
    gate = FakeGate()
    agent = Agent(edge, tools=[list_expenses, approve_expense], cloud=cloud("NEXT: approve_expense - EX-1"),
                  gate=gate, policy=make_policy("advisor", auto_advice=False), store=None)
    r = agent.run("approve Priya's airport taxi claim", workspace=tmp_path)
    assert r.ok and [s.tool for s in r.steps] == ["list_expenses", "ask_advisor", "approve_expense", "final_answer"]
    assert _offered(edge.schemas[2]) == ["approve_expense"] and "acting on advice" in r.steps[2].reason
    system, user = gate.messages[0][0]["content"], gate.messages[0][-1]["content"]
    assert "NEXT:" in system and "DONE:" in system
    assert "- approve_expense(" in user and "- ask_advisor(" not in user and "which one?" in user


def test_seen_scans_each_text_once_and_matches_a_full_rescan():
    steps = [_step(0, "list_contacts", True, "C-1 | Alex | alex@harbor.com\nC-2 | Bo | bo@harbor.com"),
             _step(1, "get_config", True, "key: api.timeout_ms\nvalue: 30"), _step(2, "read", True, "see T-7")]
    seen, scanned = Seen(), []
    original = seen._scan
    seen._scan = lambda text: (scanned.append(text), original(text))  # type: ignore[method-assign]
    for n in range(len(steps) + 1):
        seen.update("mark TD-9 done", steps[:n])
    assert scanned == ["mark TD-9 done", *(s.observation for s in steps)]  # each text once
    assert seen.ids() == seen_ids("mark TD-9 done", steps)
    assert seen.keys() == seen_keys("mark TD-9 done", steps)
    assert seen.addresses() == seen_addresses("mark TD-9 done", steps) == ["alex@harbor.com", "bo@harbor.com"]
    assert seen.update("another task", []).ids() == []  # another run's record: starts over


def test_runtime_advice_plans_the_calls_after_the_step_that_read_it():
    from edge_agent.models.chat import Completion, Usage
    from edge_agent.records import ModelCall

    stuck = StepRecord(2, "edge", "stuck: 2 failed steps in a row; asking the advisor", "list_expenses", {}, True,
                       list_expenses(), [ModelCall("cloud", "advice", Completion(
                           "NEXT: list_expenses - all\nTHEN: approve_expense - the taxi one", Usage(1, 0, 1, 1),
                           "cloud")), ModelCall("edge", "step", None)])
    schema, note = follow_advice(_base(), [_step(0, "list_expenses", False, "x"), stuck], steps_left=5)
    assert _offered(schema) == ["approve_expense"] and note == FOLLOW_NOTE.format(tool="approve_expense")


def test_the_step_reading_runtime_advice_takes_the_first_planned_tool():
    from edge_agent.advice_steps import plan_signal, step_after

    schema = step_after(HEAD + "NEXT: approve_expense - EX-1\nTHEN: list_expenses", _base())
    assert _offered(schema) == ["approve_expense"]
    assert step_after("DONE: all approved", _base()) == _base()
    assert plan_signal([], TOOLS) == "first step: asking for a plan"
    ask = _step(0, "ask_advisor", True, HEAD + "NEXT: list_expenses")
    assert plan_signal([ask], TOOLS) is None  # not acted on yet
    assert plan_signal([ask, _step(1, "list_expenses", True, "EX-1 | x")], TOOLS) is None  # done: the edge goes on
    assert plan_signal([ask, _step(1, "list_expenses", True, "EX-1 | x")], TOOLS, question=True) == \
        "the advised calls are done"  # a question's next plan can only read
    assert plan_signal([ask, _step(1, "list_expenses", False, "boom")], TOOLS) == "an advised call failed"
    done = _step(0, "ask_advisor", True, HEAD + "DONE: approved")
    assert plan_signal([_step(0, "list_expenses", True, "x"), done], TOOLS) is None


def test_advice_that_restates_the_steps_so_far_plans_only_what_is_new():
    """The 1.5B stand-in wrote the advice request's own step lines back as its plan ("NEXT: read_file {...} -> ok");
    a line that repeats a call made before the advice is history, not a plan (starter-task advisor traces)."""
    base = _base()
    listed = _step(0, "list_expenses", True, list_expenses())
    echo = HEAD + "NEXT: list_expenses {} -> ok:\n    EX-1 | Priya | taxi\nTHEN: approve_expense - EX-1"
    assert advised_plan(echo, TOOLS, [listed]) == ["approve_expense"]
    assert advised_plan(echo, TOOLS) == ["list_expenses", "approve_expense"]  # nothing made yet: a plan
    schema, note = step_schema(base, "approve Priya's cab claim", [listed, _step(1, "ask_advisor", True, echo)], 6)
    assert _offered(schema) == ["approve_expense"] and note == FOLLOW_NOTE.format(tool="approve_expense")
    only_past = HEAD + "NEXT: list_expenses {} -> ok"
    assert advised_plan(only_past, TOOLS, [listed]) == []  # nothing new: the edge acts on its own


def test_the_edge_reads_only_the_advice_plan_lines_that_are_new():
    """The 1.5B stand-in echoed the steps under its plan (blind11 advisor traces): the edge reads the new planned
    calls without their echoed results, and the DONE line; free-form advice as it came."""
    from edge_agent.advice_steps import clean_advice

    tools = ["search_contacts", "get_contact", "update_contact", "final_answer", "ask_advisor"]
    made = [_step(0, "search_contacts", True, "C-1 | Priya Shah")]
    made[0].arguments = {"query": "Priya"}
    advice = (HEAD + "NEXT: search_contacts {'query': 'Priya'} -> ok:\n    C-1 | Priya Shah | Lumen Labs\n"
              "THEN: update_contact {'id': 'C-1', 'field': 'phone', 'value': '+44 7700 900318'} -> ok:\n"
              "    id: C-1\n    name: Priya Shah\nDONE: updated")
    assert clean_advice(advice, tools, made) == (
        "THEN: update_contact {'id': 'C-1', 'field': 'phone', 'value': '+44 7700 900318'}\nDONE: updated")
    assert clean_advice("NEXT: complete_todo {'id': 'TD-2'} - ok", ["complete_todo"]) == \
        "NEXT: complete_todo {'id': 'TD-2'}"
    assert clean_advice(HEAD + "Look the contact up by name first.", tools) == "Look the contact up by name first."
    assert clean_advice("NEXT: update_config - timeout 30 -> 45 seconds", ["update_config"]) == \
        "NEXT: update_config - timeout 30 -> 45 seconds"


def test_a_plan_to_list_again_what_a_listing_showed_is_history():
    """blind12 advisor: after list_items and get_item, the 1.5B planned list_items({'sku': …}) and the 0.5B, held to
    it, listed again and answered from the list; a listing the run already made is not planned again."""
    from edge_agent.advice_steps import advised_plan

    made = [_step(0, "list_items", True, "BEAN-COL-HUILA | Colombia Huila 1kg | 4 | 5")]
    tools = ["list_items", "get_item", "adjust_stock", "final_answer"]
    assert advised_plan("NEXT: list_items({'sku': 'BEAN-COL-HUILA'}) - 4", tools, made) == []
    assert advised_plan("NEXT: list_items - all\nTHEN: adjust_stock - +6", tools, made) == ["adjust_stock"]
    assert advised_plan("NEXT: list_items - all", tools, [_step(0, "list_items", False, "boom")]) == ["list_items"]
