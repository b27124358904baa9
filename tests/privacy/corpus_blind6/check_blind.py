"""Verify corpus.jsonl: offsets, check digits, overlaps, word boundaries, language mix, type coverage, decoys.

Usage: python tests/privacy/corpus_blind6/check_blind.py   (exit 1 and one line per problem when it fails)
"""
import collections
import datetime
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import valid  # noqa: E402
from values import NATIONAL  # noqa: E402

TYPES = ["PERSON", "PHONE", "EMAIL", "ADDRESS", "IP_ADDRESS", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "NATIONAL_ID",
         "PASSPORT", "DATE_OF_BIRTH", "MEDICAL", "AMOUNT", "PASSWORD", "APIKEY", "SECRET"]
DOC_IP = re.compile(r"^(127\.|192\.0\.2\.|198\.51\.100\.|203\.0\.113\.|::1$|2001:db8:)")
PUBLIC_TEST_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005",
                     "4000056655665556", "6011111111111117", "5105105105105100"}

# the standards' own examples: the rules in valid.py must accept them
STANDARD_EXAMPLES = [
    ("pesel", "44051401359"), ("tckn", "10000000146"), ("rut", "12.345.678-5"), ("hkid", "A123456(3)"),
    ("taiwan", "A123456789"), ("ppsn", "1234567T"), ("tfn", "123 456 782"), ("ird", "49-091-850"),
    ("ird", "136-410-132"), ("ahv", "756.1234.5678.97"), ("nif", "123456789"), ("svnr", "1237 010180"),
    ("cf", "RSSMRA85T10A562S"),
]


def self_test(problems):
    for scheme, value in STANDARD_EXAMPLES:
        if not valid.ok(scheme, value):
            problems.append(f"valid.py rejects the {scheme} standard example {value}")
    if not valid.cn_id_ok("11010519491231002X"):
        problems.append("valid.py rejects the GB 11643 example 11010519491231002X")
    for iban in ("GB82WEST12345698765432", "CH9300762011623852957", "DE89370400440532013000"):
        if not valid.iban_ok(iban):
            problems.append(f"valid.py rejects the ISO 13616 example {iban}")
    if not valid.luhn_ok("79927398713") or valid.luhn_ok("79927398710"):
        problems.append("luhn rule broken")


def _dates(s):
    """Dates written in a DATE_OF_BIRTH value (Y-M-D, D/M/Y, 年月日, 'March 3, 1990', '3 Mar 1990')."""
    months = {m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct",
                                          "nov", "dec"], 1)}
    m = re.search(r"(\d{4})\D{1,2}(\d{1,2})\D{1,2}(\d{1,2})", s)
    if m:
        return datetime.date(int(m[1]), int(m[2]), int(m[3]))
    m = re.search(r"(\d{1,2})[./-](\d{1,2})[./-](\d{4})", s)
    if m:
        return datetime.date(int(m[3]), int(m[2]), int(m[1]))
    m = re.search(r"([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})", s) or re.search(r"(\d{1,2}) ([A-Za-z]{3})[a-z]*\.? (\d{4})", s)
    if m:
        a, b, y = m.groups()
        mon, day = (a, b) if a.isalpha() else (b, a)
        return datetime.date(int(y), months[mon.lower()], int(day))
    return None


def _word_char(c):
    return c.isascii() and c.isalnum()


def check_row(r, problems):
    text, rid = r["text"], r["id"]
    items = [("span", s) for s in r["spans"]] + [("decoy", d) for d in r["decoys"]]
    for what, s in items:
        if text[s["start"]:s["end"]] != s["value"]:
            problems.append(f"{rid}: {what} offsets do not give {s['value']!r}")
        if s["value"] != s["value"].strip() or not s["value"]:
            problems.append(f"{rid}: {what} {s['value']!r} has outer whitespace")
        a, b = s["start"], s["end"]
        if (a > 0 and _word_char(text[a - 1]) and _word_char(text[a])) or (
                b < len(text) and _word_char(text[b - 1]) and _word_char(text[b])):
            problems.append(f"{rid}: {what} {s['value']!r} starts or ends inside a word")
    ordered = sorted(items, key=lambda x: x[1]["start"])
    for (_, x), (_, y) in zip(ordered, ordered[1:]):
        if y["start"] < x["end"]:
            problems.append(f"{rid}: {x['value']!r} overlaps {y['value']!r}")
    births = []
    for s in r["spans"]:
        t, v = s["type"], s["value"]
        digits = re.sub(r"\D", "", v)
        if t not in TYPES:
            problems.append(f"{rid}: unknown type {t}")
        elif t == "CARD" and (not valid.luhn_ok(v) or digits in PUBLIC_TEST_CARDS):
            problems.append(f"{rid}: card {v} fails Luhn or is a public test card")
        elif t == "IBAN" and not valid.iban_ok(v):
            problems.append(f"{rid}: IBAN {v} fails mod 97")
        elif t == "IDCARD":
            if not valid.cn_id_ok(v):
                problems.append(f"{rid}: resident ID {v} fails mod 11-2 or date")
            else:
                births.append(valid.cn_birth(v))
        elif t == "NATIONAL_ID" and (v not in NATIONAL or not valid.ok(NATIONAL[v], v)):
            problems.append(f"{rid}: national ID {v} unknown or invalid")
        elif t == "SSN" and not re.fullmatch(r"(?!000|666|9)\d{3}[- ]?(?!00)\d{2}[- ]?(?!0000)\d{4}", v):
            problems.append(f"{rid}: SSN {v} is not a valid SSN shape")
        elif t == "IP_ADDRESS" and DOC_IP.match(v):
            problems.append(f"{rid}: IP {v} is loopback/documentation (must be a decoy)")
        elif t == "CVV" and not re.fullmatch(r"\d{3,4}", v):
            problems.append(f"{rid}: CVV {v!r}")
    if births:  # a resident ID's birth date must agree with the birth date written in the same text
        for s in r["spans"]:
            if s["type"] == "DATE_OF_BIRTH":
                d = _dates(s["value"])
                if d is not None and d not in births:
                    problems.append(f"{rid}: birth date {s['value']} matches no resident ID in the text")
    for s in r["spans"]:  # a value tagged once must be tagged everywhere it appears
        if len(s["value"]) < 2:
            continue
        for m in re.finditer(re.escape(s["value"]), text):
            before = text[m.start() - 1] if m.start() else " "
            after = text[m.end()] if m.end() < len(text) else " "
            if _word_char(before) or _word_char(after):
                continue
            if not any(o["start"] <= m.start() and m.end() <= o["end"] for o in r["spans"]):
                problems.append(f"{rid}: {s['value']!r} appears untagged at {m.start()}")


def main():
    path = HERE / "corpus.jsonl"
    try:
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    except (OSError, ValueError) as e:
        print(f"cannot read {path}: {e}")
        return 1
    problems = []
    need = {"id": str, "lang": str, "kind": str, "text": str, "spans": list, "decoys": list}
    for i, r in enumerate(rows, 1):
        bad = [k for k, typ in need.items() if not isinstance(r, dict) or not isinstance(r.get(k), typ)]
        items = (r.get("spans", []) + r.get("decoys", [])) if not bad else []
        if bad or any(not isinstance(s, dict) or not {"start", "end", "value"} <= set(s) for s in items):
            print(f"{path}: line {i} is not a corpus record (bad or missing: {', '.join(bad) or 'span fields'})")
            return 1
    self_test(problems)
    ids = collections.Counter(r["id"] for r in rows)
    problems += [f"duplicate id {i}" for i, n in ids.items() if n > 1]
    for r in rows:
        check_row(r, problems)
    n = len(rows)
    langs = collections.Counter(r["lang"] for r in rows)
    per_type = collections.Counter(t for r in rows for t in {s["type"] for s in r["spans"]})
    decoys = sum(len(r["decoys"]) for r in rows)
    empty = sum(1 for r in rows if not r["spans"])
    if n < 200:
        problems.append(f"only {n} texts (need >= 200)")
    for lang, share in (("en", 0.45), ("zh", 0.35), ("mixed", 0.20)):
        if abs(langs[lang] / max(n, 1) - share) > 0.05:
            problems.append(f"language {lang}: {langs[lang]}/{n} is not about {share:.0%}")
    problems += [f"type {t} in only {per_type[t]} texts (need >= 4)" for t in TYPES if per_type[t] < 4]
    if decoys / max(n, 1) < 1.3:
        problems.append(f"decoys per text {decoys / max(n, 1):.2f} < 1.3")
    if not 3 <= empty <= 8:
        problems.append(f"{empty} texts without a sensitive value (want about 5)")
    for p in problems:
        print(p)
    print(f"{n} texts, langs {dict(langs)}, spans {sum(len(r['spans']) for r in rows)}, decoys {decoys} "
          f"({decoys / max(n, 1):.2f}/text), no-span texts {empty}: {'FAIL' if problems else 'OK'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
