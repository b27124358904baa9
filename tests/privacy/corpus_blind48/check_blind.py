#!/usr/bin/env python3
"""Consistency checks for corpus.jsonl (blind48).   -v prints tables."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import values as V  # noqa: E402

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
WORD = re.compile(r"[A-Za-z0-9_]")
EN_TITLES = re.compile(r"^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Coach|Capt|Ref)\b\.?\s", re.I)
KINSHIP_ZH = ["妈妈", "爸爸", "老婆", "老公", "儿子", "女儿", "姐姐", "哥哥", "弟弟", "妹妹", "表姐", "表哥",
              "表妹", "表弟", "舅舅", "叔叔", "伯伯", "姑姑", "奶奶", "爷爷", "外婆", "外公", "姥姥", "岳母",
              "婆婆", "侄子", "外甥", "我妈", "我爸", "堂哥", "堂姐"]
KINSHIP_EN = re.compile(r"\b(?:mum|mom|dad|mother|father|grandma|grandpa|granny|uncle|aunt|auntie|sister|"
                        r"brother|wife|husband|son|daughter|cousin|niece|nephew)\b", re.I)
ROLE_PREFIX_ZH = ["财务", "会计", "前台", "客服", "教练", "裁判", "队长", "主任", "经理", "老师", "领队", "队医"]
MASK = re.compile(r"[*•●×]|x{3,}|X{3,}")

errors, warnings = [], []


def err(rid, msg):
    errors.append(f"{rid}: {msg}")


def warn(rid, msg):
    warnings.append(f"{rid}: {msg}")


def word_edge_ok(text, i):
    if i <= 0 or i >= len(text):
        return True
    return not (WORD.match(text[i - 1]) and WORD.match(text[i]))


def occurrences(text, v):
    ascii_word = bool(WORD.match(v[0])) or bool(WORD.match(v[-1]))
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        if not ascii_word or (word_edge_ok(text, i) and word_edge_ok(text, j)):
            yield i, j
        i = text.find(v, i + 1)


def check_row(r):
    rid, text = r["id"], r["text"]
    items = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
    for _, lab, s in items:
        if not (0 <= s["start"] < s["end"] <= len(text)) or text[s["start"]:s["end"]] != s["value"]:
            err(rid, f"bad offsets {lab} {s['value']!r}")
        if not word_edge_ok(text, s["start"]) or not word_edge_ok(text, s["end"]):
            err(rid, f"edge inside ASCII word: {lab} {s['value']!r}")
        if s["value"] != s["value"].strip():
            err(rid, f"whitespace at edge: {lab} {s['value']!r}")
    srt = sorted(items, key=lambda x: (x[2]["start"], x[2]["end"]))
    for a, b in zip(srt, srt[1:]):
        if b[2]["start"] < a[2]["end"]:
            err(rid, f"overlap {a[1]} {a[2]['value']!r} / {b[1]} {b[2]['value']!r}")
    # per-type shape and check digits
    for s in r["spans"]:
        t, v = s["type"], s["value"]
        if t not in V.VALIDATORS:
            err(rid, f"unknown type {t}")
            continue
        if not V.VALIDATORS[t](v):
            err(rid, f"{t} fails validation: {v!r}")
        if t in ("CARD", "PHONE", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "EMAIL") and MASK.search(v):
            err(rid, f"masked value labelled as {t}: {v!r}")
    # CVV next to a card
    cards = [s for s in r["spans"] if s["type"] == "CARD"]
    for s in r["spans"]:
        if s["type"] == "CVV":
            if not cards:
                err(rid, f"CVV without CARD: {s['value']!r}")
            elif min(min(abs(s["start"] - c["end"]), abs(c["start"] - s["end"])) for c in cards) > 160:
                err(rid, f"CVV far from any CARD: {s['value']!r}")
    # birth dates inside IDs
    dobs = set()
    for s in r["spans"]:
        if s["type"] == "DATE_OF_BIRTH":
            dobs |= V.parse_dates(s["value"])
    for s in r["spans"]:
        if s["type"] in ("IDCARD", "NATIONAL_ID"):
            b = V.embedded_birth(s["type"], s["value"])
            if b is None:
                continue
            if not (1920 <= b.year <= 2024):
                err(rid, f"implausible birth year in {s['value']}")
            if dobs and b not in dobs:
                err(rid, f"{s['type']} {s['value']} birth {b} not among DOBs {sorted(dobs)}")
    # decoys that look like IPs
    for d in r["decoys"]:
        try:
            a = ipaddress.ip_address(d["value"])
        except ValueError:
            continue
        if "version" in d["kind"]:
            continue
        if not (V.ip_is_doc(d["value"]) or a.is_loopback or a.is_unspecified):
            err(rid, f"decoy IP not documentation/loopback: {d['value']}")
    # PERSON conventions
    for s in r["spans"]:
        if s["type"] != "PERSON":
            continue
        v = s["value"]
        if EN_TITLES.match(v):
            err(rid, f"title inside PERSON {v!r}")
        if KINSHIP_EN.search(v) or any(k in v for k in KINSHIP_ZH):
            err(rid, f"kinship word inside PERSON {v!r}")
        if any(v.startswith(p) for p in ROLE_PREFIX_ZH):
            err(rid, f"role word inside PERSON {v!r}")
    # repeated strings: every occurrence tagged the same way
    by_val = collections.defaultdict(set)
    for s in r["spans"]:
        by_val[s["value"]].add(s["type"])
    for v, ts in by_val.items():
        if len(ts) > 1:
            err(rid, f"{v!r} tagged as {sorted(ts)}")
    covered = [(x[2]["start"], x[2]["end"]) for x in items]
    exact = {(s["start"], s["end"]) for s in r["spans"]}
    for v in by_val:
        if len(v) < 2:
            continue
        for i, j in occurrences(text, v):
            if (i, j) in exact:
                continue
            if any(a <= i and j <= b and (a, b) != (i, j) for a, b in covered):
                continue
            err(rid, f"untagged repeat of {sorted(by_val[v])[0]} {v!r} at {i}")
    dvals = {d["value"] for d in r["decoys"]}
    for v in dvals:
        if len(v) < 3:
            continue
        for i, j in occurrences(text, v):
            if not any(a <= i and j <= b for a, b in covered):
                warn(rid, f"decoy string {v!r} also appears unmarked at {i}")


def main():
    verbose = "-v" in sys.argv
    rows = [json.loads(line) for line in open(os.path.join(HERE, "corpus.jsonl"), encoding="utf-8")]
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    for r in rows:
        if r["lang"] not in ("en", "zh", "mixed") or not r["id"].startswith(f"c48-{r['lang']}-"):
            err(r["id"], "bad lang/id")
        check_row(r)

    # corpus-wide: no string both span and decoy
    span_vals = collections.defaultdict(set)
    dec_vals = collections.defaultdict(set)
    for r in rows:
        for s in r["spans"]:
            span_vals[s["value"]].add(r["id"])
        for d in r["decoys"]:
            dec_vals[d["value"]].add(r["id"])
    for v in set(span_vals) & set(dec_vals):
        errors.append(f"corpus: {v!r} is a span in {sorted(span_vals[v])} and a decoy in {sorted(dec_vals[v])}")
    types_of = collections.defaultdict(set)
    for r in rows:
        for s in r["spans"]:
            types_of[s["value"]].add(s["type"])
    for v, ts in types_of.items():
        if len(ts) > 1:
            errors.append(f"corpus: {v!r} tagged with several types {sorted(ts)}")

    # size and mix rules
    n = len(rows)
    nspans = sum(len(r["spans"]) for r in rows)
    ndec = sum(len(r["decoys"]) for r in rows)
    lang = collections.Counter(r["lang"] for r in rows)
    texts_per_type = collections.Counter()
    spans_per_type = collections.Counter()
    type_lang = collections.defaultdict(collections.Counter)
    for r in rows:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
        for s in r["spans"]:
            spans_per_type[s["type"]] += 1
            type_lang[s["type"]][r["lang"]] += 1
    empty = [r["id"] for r in rows if not r["spans"]]
    text_kinds = collections.Counter(r["kind"] for r in rows)
    decoy_kinds = collections.Counter(d["kind"] for r in rows for d in r["decoys"])

    def rule(ok, msg):
        if not ok:
            errors.append("size: " + msg)
    rule(180 <= n <= 195, f"{n} texts, want 180-195")
    rule(1100 <= nspans <= 1300, f"{nspans} spans, want 1100-1300")
    if n:
        for lg, target in (("en", .45), ("zh", .35), ("mixed", .20)):
            rule(abs(lang[lg] / n - target) <= 0.04, f"{lg} share {lang[lg] / n:.1%}, want about {target:.0%}")
        rule(ndec / n >= 2.5, f"{ndec / n:.2f} decoys per text, want >= 2.5")
    for t in TYPES:
        rule(texts_per_type[t] >= 4, f"{t} in {texts_per_type[t]} texts, want >= 4")
    rule(3 <= len(empty) <= 8, f"{len(empty)} texts without spans, want 3-8")
    rule(len(text_kinds) >= 60, f"{len(text_kinds)} text kinds, want >= 60")
    rule(len(decoy_kinds) >= 60, f"{len(decoy_kinds)} decoy kinds, want >= 60")

    if verbose:
        print(f"texts {n}   spans {nspans}   decoys {ndec} ({ndec / max(n, 1):.2f}/text)   "
              f"no-span texts {len(empty)}: {' '.join(empty)}")
        print("languages: " + "  ".join(f"{k} {lang[k]} ({lang[k] / max(n, 1):.1%})" for k in ("en", "zh", "mixed")))
        print()
        print(f"{'type':14s} {'spans':>6s} {'texts':>6s} {'en':>5s} {'zh':>5s} {'mixed':>6s}")
        for t in TYPES:
            c = type_lang[t]
            print(f"{t:14s} {spans_per_type[t]:6d} {texts_per_type[t]:6d} {c['en']:5d} {c['zh']:5d} {c['mixed']:6d}")
        print(f"{'total':14s} {nspans:6d}")
        print()
        print(f"text kinds ({len(text_kinds)}):")
        print("  " + ", ".join(f"{k} {c}" for k, c in sorted(text_kinds.items())))
        print(f"decoy kinds ({len(decoy_kinds)}):")
        print("  " + ", ".join(f"{k} {c}" for k, c in sorted(decoy_kinds.items())))
        print()
        for w in warnings:
            print("warning:", w)
    for e in errors:
        print("ERROR:", e)
    print(f"check_blind: {len(errors)} errors, {len(warnings)} warnings")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
