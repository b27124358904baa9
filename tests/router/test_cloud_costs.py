"""CostLedger arithmetic, exactly."""
from __future__ import annotations

import json
from decimal import Decimal

from edge_agent.models.chat import Usage
from edge_agent.router.costs import CostLedger
from edge_agent.router.prices import Price

PRICE = Price.of(input=2.5, cached_input=1.25, output=10, model="gpt-4o", as_of="2025-08-07", source="test")
PARAMS = 494_032_768


def test_cloud_step_raw_cached_output_and_usd():
    ledger = CostLedger(cloud_price=PRICE)
    usd = ledger.add_cloud(0, Usage(prompt_tokens=1200, cached_tokens=200, evaluated_tokens=1000, completion_tokens=300))
    # raw 1000 * 2.5 + cached 200 * 1.25 + output 300 * 10 = 5750 per million
    assert usd == Decimal("0.00575")
    s = ledger.step(0)
    assert (s.cloud_calls, s.cloud_raw_tokens, s.cloud_cached_tokens, s.cloud_output_tokens) == (1, 1000, 200, 300)
    assert s.cloud_usd == Decimal("0.00575")


def test_edge_step_tokens_wall_and_flops():
    ledger = CostLedger(edge_parameters=PARAMS)
    flops = ledger.add_edge(0, Usage(prompt_tokens=900, cached_tokens=850, evaluated_tokens=50, completion_tokens=30),
                            wall_s=1.25)
    assert flops == 2 * PARAMS * 80 == 79_045_242_880  # evaluated + completion, not the reused prefix
    s = ledger.step(0)
    assert (s.edge_prompt_tokens, s.edge_evaluated_tokens, s.edge_completion_tokens, s.edge_wall_s) == (900, 50, 30, 1.25)


def test_run_totals_over_mixed_steps():
    ledger = CostLedger(cloud_price=PRICE, edge_parameters=PARAMS)
    ledger.add_edge(0, Usage(400, 0, 400, 20), wall_s=0.5)
    ledger.add_edge(1, Usage(450, 400, 50, 25), wall_s=0.25)
    ledger.add_cloud(1, Usage(500, 0, 500, 40))                    # step routed to the cloud
    ledger.add_cloud(2, Usage(600, 500, 100, 10))                  # advice, mostly cached
    ledger.add_edge(2, Usage(700, 600, 100, 30), wall_s=0.75)
    t = ledger.totals()
    assert t["steps"] == 3 and t["cloud_calls"] == 2 and t["edge_calls"] == 3
    assert (t["cloud_raw_tokens"], t["cloud_cached_tokens"], t["cloud_output_tokens"]) == (600, 500, 50)
    # (600 * 2.5 + 500 * 1.25 + 50 * 10) / 1e6 = (1500 + 625 + 500) / 1e6
    assert ledger.total_usd() == Decimal("0.002625") and t["cloud_usd"] == 0.002625
    assert (t["edge_prompt_tokens"], t["edge_evaluated_tokens"], t["edge_completion_tokens"]) == (1550, 550, 75)
    assert t["edge_flops"] == 2 * PARAMS * (550 + 75) and t["edge_wall_s"] == 1.5
    assert t["cloud_price"]["model"] == "gpt-4o" and t["cloud_price"]["as_of"] == "2025-08-07"
    assert t["edge_parameters"] == PARAMS
    assert [e.step for e in ledger.entries] == [0, 1, 2]
    json.dumps(t)  # storable as-is
    json.dumps([e.as_dict() for e in ledger.entries])


def test_per_call_price_and_free_stand_in():
    ledger = CostLedger(cloud_price=Price.free("stand-in"))
    assert ledger.add_cloud(0, Usage(10_000, 0, 10_000, 500)) == 0
    assert ledger.add_cloud(0, Usage(1_000_000, 0, 1_000_000, 0), price=PRICE) == Decimal("2.5")
    assert ledger.totals()["cloud_usd"] == 2.5 and ledger.step(0).cloud_calls == 2


def test_unknown_price_or_parameters_are_none_not_zero():
    ledger = CostLedger()
    assert ledger.add_cloud(0, Usage(100, 0, 100, 10)) is None
    assert ledger.add_edge(0, Usage(100, 0, 100, 10), wall_s=0.1) is None
    ledger.add_cloud(1, Usage(100, 0, 100, 10), price=PRICE)
    t = ledger.totals()
    assert t["cloud_usd"] is None and t["edge_flops"] is None
    assert t["cloud_raw_tokens"] == 200  # tokens are still counted


def test_empty_ledger():
    t = CostLedger(cloud_price=PRICE).totals()
    assert t["steps"] == 0 and t["cloud_usd"] == 0.0 and t["edge_flops"] == 0
