"""Exposure scoring without false leaks (privacy.exposure): boundaries, informative
fragments, the user's own prompt, tool sinks, and the per-item rows report.json ships."""
from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from edge_agent.privacy.exposure import (
    payload_by_destination,
    score_exposure,
    score_value,
)


@pytest.mark.parametrize("value,text,score", [
    ("32000", "salary band 132,000 CNY", 0.0),       # not inside a bigger number
    ("32000", "salary 32,000 CNY", 1.0),
    ("86.5", "unit cost 186.5", 0.0),
    ("86.5", "unit cost 86.5 yuan", 1.0),
    ("138 0171 6634", "call 13801716634", 1.0),
    ("138 0171 6634", "call 138-0171-6634 now", 1.0),
    ("13801716634", "order 9913801716634", 0.0),
    ("13801716634", "tail 6634 only", 0.3),
    ("Harbour Road 12", "take the road north", 0.0),  # a common word is not a fragment
    ("Ann Lee", "ask Lee", 0.3),                       # a capitalised name is
    ("Ann Lee", "please", 0.0),
    ("Discuss PIP progress", "the progress report", 0.0),
    ("sk_live_4eC39HqLyjWDarjt", "key sk_live_4eC39HqLyjWD...", 0.7),
])
def test_values_match_at_token_and_number_boundaries(value, text, score):
    assert score_value(value, [text]) == score


def test_what_the_prompt_already_shows_is_not_charged():
    items = [{"entity": "u", "field": "phone", "value": "138 0171 6634"},
             {"entity": "u", "field": "email", "value": "li.na@corp.example"}]
    prompt = "Text 138 0171 6634 when the build is done."
    rep = score_exposure(items, ["user: Text 138 0171 6634 when the build is done."], prompt=prompt)
    assert [i.score for i in rep.items] == [0.0, 0.0]
    assert rep.items[0].prompt_score == 1.0 and rep.privacy == 1.0
    rep = score_exposure(items, ["... mail li.na@corp.example ..."], prompt=prompt)
    assert [i.score for i in rep.items] == [0.0, 1.0] and rep.items[1].where == ("cloud",)


@dataclass
class Rec:
    status: str
    payload_json: str | None
    sink: str | None = None
    tool: str | None = None


def test_tool_sink_rows_count_with_their_destination():
    recs = [Rec("sent", '{"messages": "nothing private"}'),
            Rec("sent", '{"body": "card 6222 0212 3456 7890"}', sink="http", tool="send_email"),
            Rec("blocked", '{"body": "13801716634"}', sink="http", tool="post_webhook")]
    by = payload_by_destination(recs)
    assert set(by) == {"cloud", "tool:send_email"}
    rep = score_exposure([{"entity": "u", "field": "card", "value": "6222021234567890"},
                          {"entity": "u", "field": "phone", "value": "13801716634"}], by)
    card, phone = rep.items
    assert card.score == 1.0 and card.where == ("tool:send_email",)
    assert phone.score == 0.0  # the blocked row never left
    row = card.to_row("sensitive.0")
    assert row == {"id": "sensitive.0", "type": "card", "entity": "u", "field": "card", "weight": 1.0,
                   "score": 1.0, "prompt_score": 0.0, "where": ["tool:send_email"]}
    assert "value" not in row


def test_report_json_ships_per_item_exposure_and_trade_offs(tmp_path):
    """A cloud-only run with a scripted test double (no detection, so whatever the double's
    payload carries counts): report.json names each leaked item by id, type and destination,
    never by value, and lists the task's declared trade-off."""
    from bench_runner_support import make_runner, subset_tasks

    from edge_agent.bench.report import load_report, report_json
    from edge_agent.store import Store

    tasks = subset_tasks("office-visitor-registration-zh")
    runner = make_runner(tmp_path, ["cloud-only"])
    bench_id = runner.open(tasks=tasks)
    runner.run(tasks, bench_id)
    doc = report_json(load_report(Store(tmp_path / "bench.db"), bench_id))
    assert doc["trade_offs"] == {"office-visitor-registration-zh": ["sensitive.4"]}
    values = {s.value for s in tasks[0].sensitive}
    assert doc["exposure"], "the prompt and fixture went to the cloud unredacted: something must be charged"
    for item in doc["exposure"]:
        assert set(item) >= {"id", "type", "where", "score", "prompt_score", "declared", "task_id", "strategy"}
        assert item["where"] == ["cloud"] or item["score"] == 0
        assert not values & {str(v) for v in item.values()}
    assert "310104198807124417" not in json.dumps(doc, ensure_ascii=False)


def test_report_html_shows_trade_offs_and_per_item_exposure(tmp_path):
    """The same scripted-double run (a test double, no model): the HTML page lists the
    declared trade-off and one row per charged item, by id and destination, never the value."""
    from bench_runner_support import make_runner, subset_tasks

    from edge_agent.bench.report import load_report
    from edge_agent.bench.report.html import render_html
    from edge_agent.store import Store

    tasks = subset_tasks("office-visitor-registration-zh")
    runner = make_runner(tmp_path, ["cloud-only"])
    bench_id = runner.open(tasks=tasks)
    runner.run(tasks, bench_id)
    page = render_html(load_report(Store(tmp_path / "bench.db"), bench_id), {})
    trade = page.split("<h2>Declared trade-offs</h2>")[1].split("<h2>")[0]
    assert "<td>office-visitor-registration-zh</td><td>sensitive.4</td>" in trade
    per_item = page.split("<h2>Exposure per item</h2>")[1].split("<h2>")[0]
    assert "<td>cloud-only</td>" in per_item and "<td>cloud</td>" in per_item and "sensitive." in per_item
    assert not [s.value for s in tasks[0].sensitive if len(s.value) > 6 and s.value in page]
