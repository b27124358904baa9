"""The scripted test doubles: progress tracking, mistakes, help, advice, plans, entropy."""
from __future__ import annotations

import json

import pytest

from edge_agent.bench.doubles import (ADVICE_MARK, DoubleSpecError, Skill, SkillDouble, parse_skill)
from edge_agent.protocol import action_schema
from edge_agent.models.chat import ToolSpec
from edge_agent.models.egress import EgressDenied, issue_permit
from edge_agent.router.policy import StepState, default_advice_messages
from bench_runner_support import subset_tasks

TASK = subset_tasks("office-ambiguous-recipient-en")[0]


def schema(extra=()):
    specs = [ToolSpec(n, "") for n in TASK.allowed_tools]
    specs += [ToolSpec(n, "", {"type": "object", "properties": {"question": {"type": "string"}},
                               "required": ["question"]}) for n in extra]
    return action_schema(specs)


def ref(i):
    a = TASK.reference[i]
    return {"tool": a.tool, "arguments": a.arguments}


def history(n, *, redact=False):
    msgs = [{"role": "system", "content": "tools"}, {"role": "user", "content": TASK.prompt}]
    for i in range(n):
        action = json.dumps(ref(i))
        if redact:  # what the cloud sees after the gate: values replaced by placeholders
            for v in _strings(ref(i)["arguments"]):
                action = action.replace(v, "[PERSON_001]")
        msgs += [{"role": "assistant", "content": action}, {"role": "user", "content": "Result from x:\nok"}]
    return msgs


def _strings(d):
    return [v for v in d.values() if isinstance(v, str) and len(v) > 3]


def test_progress_counts_reference_actions_even_through_placeholders():
    d = SkillDouble(TASK, "cloud", Skill(1.0))
    assert d.progress(history(2))[0] == 2
    assert d.progress(history(2, redact=True))[0] == 2
    wrong = history(1) + [{"role": "assistant", "content": json.dumps({**ref(1), "arguments": {"x": 1}})}]
    assert d.progress(wrong)[:2] == (1, 1)  # one attempt at step 2 that was not the reference


def test_perfect_double_replays_the_reference_and_a_hopeless_one_does_not():
    perfect = SkillDouble(TASK, "edge", Skill(1.0, calibration=1.0))
    for i in range(3):
        c = perfect.complete(history(i), response_schema=schema())
        assert json.loads(c.text) == ref(i)
        assert c.first_token_entropy < 1.3  # calibrated: sure when right
    hopeless = SkillDouble(TASK, "edge", Skill(0.0, calibration=1.0))
    c = hopeless.complete(history(0), response_schema=schema())
    assert c.text != json.dumps(ref(0))
    assert c.first_token_entropy > 1.7  # calibrated: unsure when wrong, which step routing reads


def test_draws_are_seeded_by_state_not_by_call_order():
    a = SkillDouble(TASK, "edge", Skill(0.5), seed=3)
    b = SkillDouble(TASK, "edge", Skill(0.5), seed=3)
    b.complete(history(1), response_schema=schema())  # an extra call must not shift later draws
    assert a.complete(history(2), response_schema=schema()).text == b.complete(history(2), response_schema=schema()).text


def test_asks_for_help_when_about_to_fail_and_adopts_advice():
    d = SkillDouble(TASK, "edge", Skill(0.0, ask=1.0, adopt=1.0))
    c = d.complete(history(1), response_schema=schema(extra=["ask_advisor"]))
    call = json.loads(c.text)
    assert call["tool"] == "ask_advisor" and call["arguments"]["question"]
    advised = history(1) + [{"role": "assistant", "content": c.text},
                            {"role": "user", "content": f"Result from ask_advisor:\nAdvice:\n{ADVICE_MARK} "
                                                        f"{json.dumps(ref(1))}"}]
    assert json.loads(d.complete(advised, response_schema=schema(extra=["ask_advisor"])).text) == ref(1)


def test_cloud_double_answers_consults_and_requires_a_permit():
    d = SkillDouble(TASK, "cloud", Skill(1.0))
    with pytest.raises(EgressDenied):
        d.complete(history(0))
    state = StepState(prompt=TASK.prompt, step=0, max_steps=10)
    advice_msgs = default_advice_messages(state)
    advice = d.complete(advice_msgs, permit=issue_permit(advice_msgs)).text
    assert ADVICE_MARK in advice and json.loads(advice.split(ADVICE_MARK)[1].splitlines()[0]) == ref(0)
    plan_msgs = [{"role": "system", "content": "Write a short numbered plan for a small on-device agent."},
                 {"role": "user", "content": TASK.prompt}]
    plan = d.complete(plan_msgs, permit=issue_permit(plan_msgs)).text
    assert plan.startswith("PLAN:") and TASK.reference[0].tool in plan
    route_msgs = [{"role": "system", "content": "Decide whether the edge model or the cloud should do this task."},
                  {"role": "user", "content": TASK.prompt}]
    assert d.complete(route_msgs, permit=issue_permit(route_msgs)).text in ("EDGE", "CLOUD")


def test_skill_specs():
    assert parse_skill("scripted:0.4,ask=0.2", Skill(0.6)) == Skill(0.4, ask=0.2)
    assert parse_skill("scripted", Skill(0.6)) == Skill(0.6)
    with pytest.raises(DoubleSpecError, match="must be in"):
        parse_skill("scripted:2", Skill(0.6))
    with pytest.raises(DoubleSpecError, match="unknown skill field"):
        parse_skill("scripted:0.5,luck=1", Skill(0.6))
