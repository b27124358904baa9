import json

from click.testing import CliRunner

from edge_agent.cli.privacy_cmd import group
from edge_agent.privacy import SqliteEgressLedger
from edge_agent.privacy.ledger import EgressRecord


def test_scan_text_and_json(tmp_path, engine):
    f = tmp_path / "in.txt"
    f.write_text("Mail ann.lee@example.com, 手机13912345678\n", encoding="utf-8")
    r = CliRunner().invoke(group, ["scan", str(f)])
    assert r.exit_code == 0, r.output
    assert "Mail [EMAIL_001], 手机[PHONE_001]" in r.output and "EMAIL" in r.output
    r = CliRunner().invoke(group, ["scan", "-", "--json"], input="key AKIAQ7RT2MZL4XKP9D3W")
    data = json.loads(r.output)
    assert data["redacted"] == "key [APIKEY_001]" and data["entities"][0]["type"] == "APIKEY"


def test_egress_lists_records_and_errors_are_one_line(tmp_path):
    db = tmp_path / "s.db"
    SqliteEgressLedger(db).record(EgressRecord(run_id="run-1", status="sent", step=1, purpose="step",
                                               payload_json='{"messages": []}', bytes_sent=16, bytes_original=40,
                                               entity_counts_json='{"PERSON": 2}'))
    r = CliRunner().invoke(group, ["egress", "run-1", "--db", str(db)])
    assert r.exit_code == 0 and "PERSON×2" in r.output and "16 bytes sent of 40" in r.output
    r = CliRunner().invoke(group, ["egress", "run-1", "--db", str(db), "--json"])
    assert json.loads(r.output)[0]["payload"] == {"messages": []}
    for args in (["egress", "nope", "--db", str(db)], ["egress", "x", "--db", str(tmp_path / "missing.db")]):
        r = CliRunner().invoke(group, args)
        assert r.exit_code != 0 and "Traceback" not in r.output and len(r.output.strip().splitlines()) == 1


def test_scan_refuses_binary_non_utf8_and_oversized_input_in_one_line(tmp_path, monkeypatch):
    import edge_agent.cli.privacy_cmd as cmd

    cases = {"bin": b"\x7fELF\x02\x01\x00\x00binary", "latin1": "Café Müller".encode("latin-1")}
    for name, data in cases.items():
        f = tmp_path / name
        f.write_bytes(data)
        r = CliRunner().invoke(group, ["scan", str(f)])
        assert r.exit_code != 0 and "Traceback" not in r.output and len(r.output.strip().splitlines()) == 1, r.output
    monkeypatch.setattr(cmd, "MAX_SCAN_BYTES", 1000)
    r = CliRunner().invoke(group, ["scan", "-"], input="a" * 1001)
    assert r.exit_code != 0 and "larger than" in r.output and len(r.output.strip().splitlines()) == 1
