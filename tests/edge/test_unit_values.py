"""A request's number copied into a field of another time unit is refused with the converted value
(edge_agent.unit_values)."""
from __future__ import annotations

from edge_agent.unit_values import UNIT_REFUSAL, unit_refusal


def test_seconds_written_into_a_milliseconds_key_are_refused_with_the_conversion():
    ask = "Bump the checkout service's request timeout to 45 seconds."
    msg = unit_refusal(ask, {"key": "checkout.request_timeout_ms", "value": "45", "reason": "r"})
    assert msg and msg.startswith(UNIT_REFUSAL) and "45 seconds = 45000 ms" in msg and msg.endswith("Write 45000.")
    assert unit_refusal(ask, {"key": "checkout.request_timeout_ms", "value": "45000"}) is None
    assert "2 小时 = 120 min" in (unit_refusal("把缓存过期时间改成 2 小时", {"cache_ttl_min": 2}) or "")
    assert "7 days = 168 hours" in (unit_refusal("keep logs for 7 days", {"retentionHours": "7"}) or "")


def test_same_units_other_numbers_and_unitless_fields_run():
    assert unit_refusal("set the timeout to 30 seconds", {"timeout_seconds": 30}) is None
    assert unit_refusal("set the timeout to 30 seconds", {"key": "gw.timeout_s", "value": "30"}) is None
    assert unit_refusal("set retries to 5", {"key": "max_retries", "value": "5"}) is None
    assert unit_refusal("set it to 45 seconds", {"key": "max_retries", "value": "45"}) is None  # no unit in the name
    assert unit_refusal("change the upload limit to 50 MB", {"key": "upload_max_ms", "value": "50"}) is None
