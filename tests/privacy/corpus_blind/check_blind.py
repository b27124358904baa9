"""Verifies the blind corpus: offsets, check digits, the language and kind mix, decoy placement.

Run it directly (`python tests/privacy/corpus_blind/check_blind.py`); it prints counts and every
problem it finds, one per line, and exits non-zero when there is any. The same checks run in
test_blind_corpus.py so a broken corpus cannot be committed silently.
"""

from __future__ import annotations

import base64
import datetime as dt
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import itertools

from blind_values import (
    cn_id_ok,
    cpf_ok,
    iban_ok,
    luhn_ok,
    nino_ok,
    nir_ok,
    ssn_ok,
    steuer_id_ok,
    verhoeff_ok,
)

CORPUS = Path(__file__).resolve().parent / "corpus.jsonl"
LANGS = {"en", "zh", "mixed"}
KINDS = {"chat", "log", "config", "ticket", "email", "csv", "stacktrace", "medical_note", "hr_note", "shell", "json",
         "sms", "form", "other"}
TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "APIKEY", "SECRET", "PASSWORD", "CARD", "CVV", "IBAN", "IDCARD", "SSN",
         "PASSPORT", "NATIONAL_ID", "IP_ADDRESS", "DATE_OF_BIRTH", "MEDICAL", "AMOUNT"}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
HAN = re.compile(r"[\u4e00-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")  # Heroku-style keys
APIKEY_PREFIXES = ("sk-", "sk_live_", "rk_live_", "ghp_", "gho_", "ghs_", "AKIA", "xoxb-", "AIza", "hf_", "LTAI", "npm_", "glpat-")


def _is_doc_or_loopback(value: str) -> bool:
    try:
        ip = ipaddress.ip_address(value)
    except ValueError:
        return False
    return ip.is_loopback or any(ip in net for net in DOC_NETS)


def _jwt_ok(value: str) -> bool:
    parts = value.split(".")
    if len(parts) != 3 or not all(re.fullmatch(r"[A-Za-z0-9_-]+", p) for p in parts):
        return False
    try:
        header = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
    except (ValueError, json.JSONDecodeError):
        return False
    return "alg" in header


def _cn_id_plausible(value: str) -> bool:
    if not cn_id_ok(value) or value[0] not in "123456":
        return False
    try:
        born = dt.date(int(value[6:10]), int(value[10:12]), int(value[12:14]))
    except ValueError:
        return False
    return dt.date(1900, 1, 1) <= born <= dt.date(2025, 1, 1)


def _national_id_ok(value: str) -> bool:
    digits = value.replace(" ", "")
    if nino_ok(value) or nir_ok(value) or (re.fullmatch(r"\d{3}\.\d{3}\.\d{3}-\d{2}", value) and cpf_ok(value)):
        return True
    if len(digits) == 12 and digits.isdigit():
        return digits[0] not in "01" and verhoeff_ok(digits)  # Aadhaar
    if len(digits) == 11 and digits.isdigit():
        return steuer_id_ok(digits)
    if len(digits) == 9 and digits.isdigit():
        return luhn_ok(digits) and digits[0] not in "08"  # Canadian SIN
    return False


def value_problem(kind: str, value: str) -> str | None:
    """Why a value of this type is not well-formed, or None."""
    digits = re.sub(r"\D", "", value)
    if value != value.strip() or not value:
        return "surrounding whitespace or empty"
    if kind == "CARD" and not (13 <= len(digits) <= 19 and luhn_ok(digits) and re.fullmatch(r"[\d -]+", value)):
        return "card fails Luhn"
    if kind == "CVV" and not re.fullmatch(r"\d{3,4}", value):
        return "CVV is not 3-4 digits"
    if kind == "IBAN" and not iban_ok(value):
        return "IBAN fails mod-97"
    if kind == "IDCARD" and not _cn_id_plausible(value):
        return "resident ID check digit, region or birth date wrong"
    if kind == "SSN" and not ssn_ok(value):
        return "SSN area/group/serial invalid"
    if kind == "NATIONAL_ID" and not _national_id_ok(value):
        return "national ID check failed"
    if kind == "IP_ADDRESS":
        try:
            ipaddress.ip_address(value)
        except ValueError:
            return "not an IP address"
        if _is_doc_or_loopback(value):
            return "loopback/documentation IP annotated as sensitive"
    if kind == "EMAIL" and not re.fullmatch(r"[\w.+-]+@[\w-]+(\.[\w-]+)+", value):
        return "malformed e-mail"
    if kind == "PHONE" and not (7 <= len(digits) <= 15):
        return "phone digit count out of range"
    if kind == "APIKEY" and not (value.startswith(APIKEY_PREFIXES) or _jwt_ok(value) or UUID.fullmatch(value)):
        return "API key has no known shape"
    if kind == "PASSPORT" and not re.fullmatch(r"[A-Z0-9]{8,9}", value):
        return "passport number shape"
    return None


def _decoy_problems(value: str) -> list[str]:
    """A decoy must not secretly be a valid card number or resident ID, or the label would be wrong."""
    digits = re.sub(r"\D", "", value)
    problems = []
    if re.fullmatch(r"[\d -]{13,23}", value) and 13 <= len(digits) <= 19 and luhn_ok(digits):
        problems.append("passes Luhn, so it is not a safe decoy")
    if len(value) == 18 and cn_id_ok(value) and value[0] in "123456":
        problems.append("is a valid resident ID")
    return problems


def check_record(rec: dict) -> list[str]:
    rid = rec.get("id", "?")
    errors: list[str] = []
    for key in ("id", "lang", "kind", "text", "spans", "decoys"):
        if key not in rec:
            errors.append(f"{rid}: missing field {key}")
    if errors:
        return errors
    text = rec["text"]
    if rec["lang"] not in LANGS:
        errors.append(f"{rid}: bad lang {rec['lang']}")
    if rec["kind"] not in KINDS:
        errors.append(f"{rid}: bad kind {rec['kind']}")
    errors += _check_lang(rec)
    covered: list[tuple[int, int]] = []
    for span in rec["spans"]:
        if span["type"] not in TYPES:
            errors.append(f"{rid}: unknown type {span['type']}")
        if text[span["start"]:span["end"]] != span["value"]:
            errors.append(f"{rid}: span offset mismatch for {span['value']!r}")
        problem = value_problem(span["type"], span["value"])
        if problem:
            errors.append(f"{rid}: {span['type']} {span['value']!r}: {problem}")
        covered.append((span["start"], span["end"]))
    for decoy in rec["decoys"]:
        if text[decoy["start"]:decoy["end"]] != decoy["value"]:
            errors.append(f"{rid}: decoy offset mismatch for {decoy['value']!r}")
        if any(decoy["start"] < e and s < decoy["end"] for s, e in covered):
            errors.append(f"{rid}: decoy {decoy['value']!r} overlaps a span")
        if decoy["kind"].endswith("_ip") and not _is_doc_or_loopback(decoy["value"]):
            errors.append(f"{rid}: decoy IP {decoy['value']!r} is a real host address")
        errors += [f"{rid}: decoy {decoy['value']!r} {p}" for p in _decoy_problems(decoy["value"])]
    ordered = sorted(covered)
    for (s1, e1), (s2, _) in itertools.pairwise(ordered):
        if s2 < e1:
            errors.append(f"{rid}: overlapping spans at {s1}-{e1} and {s2}")
    for span in rec["spans"]:
        value = span["value"]
        if len(value) < 4:
            continue
        for m in re.finditer(re.escape(value), text):
            if not any(s <= m.start() and m.end() <= e for s, e in covered):
                errors.append(f"{rid}: {value!r} also occurs unannotated at {m.start()}")
    return errors


def _check_lang(rec: dict) -> list[str]:
    """en has no Han characters; zh is mostly Han outside the values; mixed has real English words and Han."""
    text = rec["text"]
    masked = list(text)
    for item in rec["spans"] + rec["decoys"]:
        masked[item["start"]:item["end"]] = " " * (item["end"] - item["start"])
    prose = "".join(masked)
    han = len(HAN.findall(prose))
    words = len(LATIN_WORD.findall(prose))
    lang = rec["lang"]
    if lang == "en" and HAN.search(text):
        return [f"{rec['id']}: lang en but contains Han characters"]
    if lang == "zh" and han < 8:
        return [f"{rec['id']}: lang zh but only {han} Han characters outside values"]
    if lang == "mixed" and (han < 4 or words < 4):
        return [f"{rec['id']}: lang mixed needs both scripts (han={han}, english words={words})"]
    return []


def load(path: Path = CORPUS) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def check_corpus(records: list[dict]) -> tuple[list[str], dict]:
    errors: list[str] = []
    for rec in records:
        errors += check_record(rec)
    ids = Counter(r["id"] for r in records)
    errors += [f"duplicate id {i}" for i, n in ids.items() if n > 1]
    texts = Counter(r["text"] for r in records)
    errors += [f"duplicate text in {n} records" for t, n in texts.items() if n > 1]
    n = len(records)
    langs = Counter(r["lang"] for r in records)
    kinds = Counter(r["kind"] for r in records)
    types = Counter(s["type"] for r in records for s in r["spans"])
    decoys = sum(len(r["decoys"]) for r in records)
    if n < 160:
        errors.append(f"only {n} texts, need 160")
    for lang, (lo, hi) in {"en": (0.40, 0.50), "zh": (0.30, 0.40), "mixed": (0.15, 0.25)}.items():
        share = langs[lang] / max(n, 1)
        if not lo <= share <= hi:
            errors.append(f"lang {lang} share {share:.2f} outside {lo}-{hi}")
    errors += [f"kind {k} appears only {kinds[k]} times" for k in sorted(KINDS) if kinds[k] < 5]
    errors += [f"type {t} appears only {types[t]} times" for t in sorted(TYPES) if types[t] < 5]
    if decoys < 1.2 * n:
        errors.append(f"only {decoys / max(n, 1):.2f} decoys per text, need 1.2")
    summary = {"texts": n, "spans": sum(types.values()), "decoys": decoys, "decoys_per_text": round(decoys / max(n, 1), 2),
               "langs": dict(sorted(langs.items())), "kinds": dict(sorted(kinds.items())),
               "types": dict(sorted(types.items())),
               "decoy_kinds": dict(sorted(Counter(d["kind"] for r in records for d in r["decoys"]).items()))}
    return errors, summary


def markdown(summary: dict) -> str:
    """Count tables for README.md, so the README is pasted from the checker, not typed."""
    out = [(f"{summary['texts']} texts, {summary['spans']} spans, {summary['decoys']} decoys "
           f"({summary['decoys_per_text']} per text)."), ""]
    for title, key in (("Language", "langs"), ("Kind", "kinds"), ("Span type", "types"), ("Decoy kind", "decoy_kinds")):
        out += [f"| {title} | count |", "|---|---:|"]
        out += [f"| {name} | {count} |" for name, count in summary[key].items()]
        out.append("")
    return "\n".join(out)


def main() -> int:
    args = [a for a in sys.argv[1:] if a != "--markdown"]
    path = Path(args[0]) if args else CORPUS
    try:
        records = load(path)
    except (OSError, json.JSONDecodeError) as exc:
        print(f"cannot read corpus {path}: {exc}")
        return 2
    errors, summary = check_corpus(records)
    if "--markdown" in sys.argv:
        print(markdown(summary))
        return 1 if errors else 0
    print(json.dumps(summary, ensure_ascii=False, indent=1))
    for err in errors:
        print("ERROR", err)
    print("OK" if not errors else f"{len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
