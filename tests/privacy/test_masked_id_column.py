"""A masked resident ID in a table's ID column is no finding and no crash (round 24: cn_id_ok raised ValueError on
the "*" of "320102********1234", and the whole analysis -- the gate's -- failed with it)."""
from __future__ import annotations

from edge_agent.privacy.recognizers.numbers import cn_id_ok


def test_masked_id_is_not_a_valid_id():
    assert cn_id_ok("320102********1234") is False
    assert cn_id_ok("3201") is False


def test_a_table_with_a_masked_id_column_is_analysed(detector):
    table = "姓名,身份证号,电话\n王芳,320102********1234,138 0013 8000\n"
    found = {(e.type, e.text) for e in detector.analyze(table)}
    assert ("PHONE", "138 0013 8000") in found
    assert not [t for k, t in found if k == "IDCARD"]
