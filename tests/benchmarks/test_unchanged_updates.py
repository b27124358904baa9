"""An update that sets every field to the value it already has is refused before anything is written: a 0.5B
"updated" a job's command to the command it had and set a config key to its own value, then reported success.
Real SQLite services."""
from __future__ import annotations


def test_setting_a_config_key_to_its_own_value_is_refused(harness):
    h = harness(tools=["set_config"],
                services={"config": {"entries": [{"key": "gw.timeout_ms", "value": "5000", "updated": "2025-01-01"}]}})
    obs = h.call("set_config", key="gw.timeout_ms", value="5000", reason="r")
    assert not obs.ok and "nothing changed: value is already '5000'" in obs.text and "list_config" in obs.text
    row = next(h.env.db["config"].rows_where("key = ?", ["gw.timeout_ms"]))
    assert row["updated"] == "2025-01-01"  # not touched
    assert h.ok("set_config", key="gw.timeout_ms", value="15000", reason="r").endswith("'5000' -> '15000'")


def test_an_update_with_only_current_values_is_refused_and_a_real_change_runs(harness):
    h = harness(tools=["update_job", "update_ticket"],
                services={"scheduler": {"jobs": [{"name": "sweep", "schedule": "15 0 * * *", "command": "rm /tmp/x"}]},
                          "helpdesk": {"tickets": [{"subject": "Login loop", "body": "b", "priority": "normal"}]}})
    obs = h.call("update_job", id="J-1", command="rm /tmp/x")
    assert not obs.ok and "command is already 'rm /tmp/x'" in obs.text and "list_jobs" in obs.text
    assert "enabled: 1 -> 0" in h.ok("update_job", id="J-1", enabled=False)
    assert not h.call("update_job", id="J-1", enabled=False).ok  # already disabled
    tid = next(iter(h.env.db["tickets"].rows))["id"]
    assert not h.call("update_ticket", id=tid, priority="normal").ok
    assert "'normal' -> 'urgent'" in h.ok("update_ticket", id=tid, priority="urgent", status=None)


def test_deciding_a_claim_that_is_not_pending_names_the_pending_ones(harness):
    h = harness(tools=["approve_expense"], services={"finance": {"expenses": [
        {"employee": "Tom Becker", "date": "2025-03-03", "category": "Hotel", "amount": 210.0, "status": "approved"},
        {"employee": "Tom Becker", "date": "2025-03-10", "category": "Taxi", "amount": 38.5, "status": "pending"}]}})
    obs = h.call("approve_expense", id="EX-1")
    assert not obs.ok and "EX-1 is already approved" in obs.text
    assert "Pending: EX-2 (2025-03-10 Tom Becker Taxi 38.5" in obs.text
    assert "'pending' -> 'approved'" in h.ok("approve_expense", id="EX-2")
    assert "No claim is pending." in h.call("approve_expense", id="EX-2").text
