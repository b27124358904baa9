"""The blind corpus stays well-formed, and the checker that guards it really catches bad data."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"blind_{name}", HERE / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


check = _load("check_blind")
values = _load("blind_values")


def test_committed_corpus_passes_every_check() -> None:
    errors, summary = check.check_corpus(check.load())
    assert errors == []
    assert summary["texts"] >= 160


def test_validators_agree_with_published_examples() -> None:
    assert values.iban_ok("GB82WEST12345698765432") and not values.iban_ok("GB82WEST12345698765433")
    assert values.cn_id_ok("11010519491231002X") and not values.cn_id_ok("110105194912310021")
    assert values.verhoeff_ok("2363") and not values.verhoeff_ok("2364")
    assert values.steuer_id_ok("86095742719") and not values.steuer_id_ok("86095742718")
    assert values.nir_ok("255081416802538") and values.luhn_ok("046454286")
    assert values.luhn_ok("4111111111111111") and not values.luhn_ok("4111111111111112")
    assert values.cpf_ok("111.444.777-35") and not values.cpf_ok("111.444.777-36")


def _record() -> dict:
    return json.loads((HERE / "corpus.jsonl").read_text(encoding="utf-8").splitlines()[0])


def test_checker_rejects_a_shifted_offset() -> None:
    rec = _record()
    rec["spans"][0]["start"] += 1
    assert any("offset mismatch" in e for e in check.check_record(rec))


def test_checker_rejects_a_decoy_on_top_of_a_span() -> None:
    rec = _record()
    span = rec["spans"][0]
    rec["decoys"].append({"kind": "version", "start": span["start"], "end": span["end"], "value": span["value"]})
    assert any("overlaps a span" in e for e in check.check_record(rec))


def test_checker_rejects_bad_check_digits_and_loopback_as_sensitive() -> None:
    assert check.value_problem("CARD", "4111 1111 1111 1112")
    assert check.value_problem("IDCARD", "110105194912310021")
    assert check.value_problem("IBAN", "DE89370400440532013001")
    assert check.value_problem("IP_ADDRESS", "127.0.0.1")
    assert check.value_problem("IP_ADDRESS", "2001:db8::5")
    assert check.value_problem("IP_ADDRESS", "10.1.2.3") is None


def test_checker_rejects_an_unannotated_repeat() -> None:
    rec = _record()
    value = rec["spans"][0]["value"]
    rec["text"] += " " + value
    assert any("unannotated" in e for e in check.check_record(rec))
