import sqlite_utils
import pytest

from edge_agent.privacy import PrivacyBudget, SqliteEgressLedger, score_exposure
from edge_agent.privacy.exposure import payload_texts, score_value
from edge_agent.privacy.ledger import EgressRecord


def test_sqlite_ledger_round_trip_and_shared_database(tmp_path):
    db = sqlite_utils.Database(tmp_path / "store.db")
    ledger = SqliteEgressLedger(db)
    rid = ledger.record(EgressRecord(run_id="r", status="sent", step=2, payload_json='{"messages": []}', bytes_sent=16))
    ledger.record(EgressRecord(run_id="other", status="blocked", reason="x"))
    ledger.update_status(rid, "failed", "timeout")
    again = SqliteEgressLedger(str(tmp_path / "store.db"))  # reopening keeps the table
    [rec] = again.records("r")
    assert (rec.id, rec.step, rec.status, rec.reason, rec.bytes_sent) == (rid, 2, "failed", "timeout", 16)
    assert {"id", "run_id", "payload_json", "entity_counts_json", "bytes_original"} <= set(db["egress"].columns_dict)


@pytest.mark.parametrize("value,texts,score", [
    ("13912345678", ["call +86 139-1234-5678"], 1.0),
    ("Ann Lee", ["ANN   LEE"], 1.0),
    ("13912345678", ["139****5678"], 0.7),
    ("sk-proj-Ab3dEf6hIj9kLm2n", ["key starts sk-proj-Ab3dEf6hIj"], 0.7),
    ("Ann Lee", ["ask Lee"], 0.3),
    ("11010519491231002X", ["born 110105"], 0.3),
    ("Ann Lee", ["[PERSON_001] said hi"], 0.0),
    ("13912345678", ["nothing here 42"], 0.0),
])
def test_score_value_levels(value, texts, score):
    assert score_value(value, texts) == score


def test_privacy_formula():
    items = [{"entity": "u", "field": "phone", "value": "13912345678", "weight": 2},
             {"entity": "u", "field": "name", "value": "Ann Lee", "weight": 1}]
    report = score_exposure(items, ["phone 139 1234 5678, name [PERSON_001]"])
    assert [i.score for i in report.items] == [1.0, 0.0]
    assert report.privacy == pytest.approx(1 - 2 / 3)
    assert score_exposure([], ["x"]).privacy == 1.0


def test_payload_texts_skip_blocked():
    recs = [EgressRecord(run_id="r", status="sent", payload_json='"a"'), EgressRecord(run_id="r", status="blocked")]
    assert payload_texts(recs) == ['"a"']


def test_budget_validation_and_usage():
    with pytest.raises(ValueError):
        PrivacyBudget({"PHONE": -1})
    b = PrivacyBudget({"PHONE": 2})
    assert b.exceeded_by("r", [("PHONE", "1"), ("PHONE", "2")]) is None
    b.spend("r", [("PHONE", "1"), ("PHONE", "2"), ("EMAIL", "x")])
    assert b.used("r") == {"PHONE": 2}
    assert "PHONE 3>2" in b.exceeded_by("r", [("PHONE", "3")])
