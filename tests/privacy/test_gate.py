import json
import time

import pytest

from edge_agent.models.egress import EgressDenied
from edge_agent.privacy import EgressBlocked, Gate, MemoryEgressLedger, PrivacyBudget, SqliteEgressLedger
from edge_agent.privacy.detect import Entity
from privacy_fakes import FakeCloud

SYSTEM = {"role": "system", "content": "You are a helpful agent. Use tools."}
USER = {"role": "user", "content": "Email Ann Lee at ann.lee@example.com and call her on 13912345678 about invoice 42."}


class CountingDetector:
    """Wraps the real detector and counts the texts it analyses."""

    def __init__(self, inner):
        self.inner, self.texts = inner, []

    def analyze(self, text):
        self.texts.append(text)
        return self.inner.analyze(text)

    def learn(self, values, source):
        return self.inner.learn(values, source)


class RaisingDetector:
    def analyze(self, text):
        raise RuntimeError("spaCy exploded\nwith a long trace")

    def learn(self, values, source):
        return []


class HangingDetector(RaisingDetector):
    def analyze(self, text):
        time.sleep(5)
        return []


def test_round_trip_text_and_tool_call_arguments(detector):
    def reply(msgs):
        assert "Ann Lee" not in json.dumps(msgs) and "13912345678" not in json.dumps(msgs)
        return "I will mail [PERSON_001] at [EMAIL_001] and phone [PHONE_001]; email_1.txt and [email_001] stay."

    cloud = FakeCloud(reply=reply, tool_calls=lambda msgs: [
        {"name": "send_mail", "arguments": {"to": "[EMAIL_001]", "body": "Hi [PERSON_001]"}},
        {"name": "call", "arguments": json.dumps({"number": "[PHONE_001]"})}])
    gate = Gate(detector=detector)
    out = gate.complete(cloud, [SYSTEM, USER], run_id="r1", step=1)
    sent = cloud.received[0][1]["content"]
    assert sent == "Email [PERSON_001] at [EMAIL_001] and call her on [PHONE_001] about invoice 42."
    # Only the exact bracketed form comes back; loose look-alikes stay text (issue 11).
    assert out.text == ("I will mail Ann Lee at ann.lee@example.com and phone 13912345678; "
                        "email_1.txt and [email_001] stay.")
    assert out.tool_calls[0]["arguments"] == {"to": "ann.lee@example.com", "body": "Hi Ann Lee"}
    assert json.loads(out.tool_calls[1]["arguments"]) == {"number": "13912345678"}


def test_openai_style_tool_call_arguments_in_history_are_redacted(detector, fake_cloud):
    history = [USER, {"role": "assistant", "content": None, "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": "send_mail", "arguments": json.dumps({"to": "ann.lee@example.com"})}}]}]
    Gate(detector=detector).complete(fake_cloud, history)
    args = fake_cloud.received[0][1]["tool_calls"][0]["function"]["arguments"]
    assert json.loads(args) == {"to": "[EMAIL_001]"}


def test_incremental_prefix_is_byte_identical_and_not_reanalysed(detector, fake_cloud):
    counting = CountingDetector(detector)
    gate = Gate(detector=counting)
    history = [SYSTEM, USER]
    for i in range(5):
        gate.complete(fake_cloud, history, run_id="r")
        history = history + [{"role": "assistant", "content": f"step {i} done for Ann Lee"},
                             {"role": "user", "content": f"observation {i}: phone 1391234567{i}"}]
    # Every call after the first analyses only the two new messages.
    assert len(counting.texts) == 2 + 4 * 2
    first, last = fake_cloud.received[0], fake_cloud.received[-1]
    assert json.dumps(last[:2], ensure_ascii=False) == json.dumps(first, ensure_ascii=False)
    assert all(json.dumps(fake_cloud.received[k][:len(fake_cloud.received[k - 1])]) ==
               json.dumps(fake_cloud.received[k - 1]) for k in range(1, 5))
    assert "Ann Lee" not in json.dumps(last)


@pytest.mark.parametrize("bad", [RaisingDetector(), HangingDetector()], ids=["raises", "hangs"])
def test_fail_closed(bad, tmp_path):
    cloud = FakeCloud()
    ledger = SqliteEgressLedger(tmp_path / "t.db")
    gate = Gate(detector=bad, ledger=ledger, detect_timeout_s=0.3)
    with pytest.raises(EgressBlocked) as err:
        gate.complete(cloud, [USER], run_id="r9", step=3, policy="step-routing")
    assert cloud.received == []
    assert "\n" not in str(err.value)
    [rec] = ledger.records("r9")
    assert (rec.status, rec.bytes_sent, rec.payload_json, rec.step, rec.policy) == ("blocked", 0, None, 3, "step-routing")
    assert rec.bytes_original > 0 and "detection failed" in rec.reason


def test_block_mode_refuses_sensitive_and_allows_clean(detector, fake_cloud):
    gate = Gate(detector=detector, mode="block")
    with pytest.raises(EgressBlocked, match="EMAIL"):
        gate.complete(fake_cloud, [USER], run_id="b")
    assert fake_cloud.received == []
    gate.complete(fake_cloud, [SYSTEM], run_id="b")
    assert [r.status for r in gate.ledger.records("b")] == ["blocked", "sent"]


def test_off_mode_sends_raw_and_records_counts(detector, fake_cloud):
    gate = Gate(detector=detector, mode="off")
    gate.complete(fake_cloud, [USER], run_id="o", purpose="advice")
    assert fake_cloud.received[0][0]["content"] == USER["content"]
    [rec] = gate.ledger.records("o")
    assert rec.entity_counts == {"EMAIL": 1, "PERSON": 1, "PHONE": 1} and rec.purpose == "advice"


def test_ledger_records_exact_payload_and_cloud_failures(detector):
    class Broken(FakeCloud):
        def complete(self, messages, **kw):
            raise RuntimeError("HTTP 500")

    ledger = MemoryEgressLedger()
    gate = Gate(detector=detector, ledger=ledger)
    gate.complete(FakeCloud(), [SYSTEM, USER], run_id="l", step=0, policy="cloud-only", purpose="sketch")
    with pytest.raises(RuntimeError):
        gate.complete(Broken(), [USER], run_id="l", step=1)
    ok, failed = ledger.records("l")
    assert ok.payload["messages"][1]["content"].startswith("Email [PERSON_001]")
    assert ok.bytes_sent == len(ok.payload_json.encode()) and ok.bytes_original > ok.bytes_sent
    assert (ok.status, ok.purpose, ok.policy, ok.model_id) == ("sent", "sketch", "cloud-only", "fake-cloud")
    assert (failed.status, failed.reason) == ("failed", "RuntimeError: HTTP 500")


def test_budget_blocks_when_ceiling_reached(detector, fake_cloud):
    gate = Gate(detector=detector, mode="off", budget=PrivacyBudget({"PHONE": 1}))
    gate.complete(fake_cloud, [{"role": "user", "content": "call 13912345678"}], run_id="bud")
    gate.complete(fake_cloud, [{"role": "user", "content": "again 13912345678"}], run_id="bud")  # same value: free
    with pytest.raises(EgressBlocked, match="budget"):
        gate.complete(fake_cloud, [{"role": "user", "content": "now 13800001111"}], run_id="bud")
    assert len(fake_cloud.received) == 2
    gate.complete(fake_cloud, [{"role": "user", "content": "now 13800001111"}], run_id="other-run")


def test_learned_secret_invalidates_cached_message(detector, fake_cloud):
    gate = Gate(detector=detector)
    msg = {"role": "user", "content": "the db says hello-world-42 in the log"}
    gate.complete(fake_cloud, [msg])
    assert "hello-world-42" in fake_cloud.received[0][0]["content"]
    assert gate.learn_secrets("DB_PASSWORD=hello-world-42\nLOG_LEVEL=debug\n", source=".env") == 1
    gate.complete(fake_cloud, [msg])
    assert fake_cloud.received[1][0]["content"] == "the db says [SECRET_001] in the log"


def test_permit_is_required_and_bound_to_payload(fake_cloud):
    with pytest.raises(EgressDenied):
        fake_cloud.complete([USER])
    gate = Gate(detector=RaisingDetector(), mode="off")
    with pytest.raises(EgressBlocked):  # even off mode runs detection (for counts) and fails closed
        gate.complete(fake_cloud, [USER])


def test_unknown_mode_is_rejected(detector):
    with pytest.raises(ValueError, match="unknown privacy mode"):
        Gate(detector=detector, mode="loose")


def test_counting_detector_entities_typed(detector):
    assert all(isinstance(e, Entity) for e in detector.analyze(USER["content"]))


def test_a_long_piece_of_a_held_number_goes_out_redacted(detector, fake_cloud):
    """Round 35 (the demo's advisor run): the edge model wrote ten of a redacted phone's eleven digits into a later
    step; the vault knows the number, so the piece is redacted too, and comes back as it was."""
    gate = Gate(detector=detector)
    first = {"role": "user", "content": "staff.csv:\nE1024,刘洋,技术部,13957214406,440305198509216135"}
    gate.complete(fake_cloud, [SYSTEM, first], run_id="r1", step=1)
    later = {"role": "user", "content": "step 5: edit_file old='…[AMOUNT_001]\\n1395721440' -> ERROR; order 20250312"}
    gate.complete(fake_cloud, [SYSTEM, first, later], run_id="r1", step=2)
    sent = json.dumps(fake_cloud.received[-1])
    assert "1395721440" not in sent and "13957214406" not in sent
    assert "20250312" in sent  # (a number that is no piece of a held one stays)
    assert gate.vault.unredact("[PHONE_002]") == "1395721440"
