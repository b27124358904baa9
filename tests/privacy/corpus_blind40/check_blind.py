#!/usr/bin/env python3
"""Validate corpus.jsonl of the blind40 corpus.  Usage: python3 check_blind.py [-v]"""
import collections
import datetime
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
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32", "127.0.0.0/8", "::1/128")]
TITLES = re.compile(r"^(Mr|Mrs|Ms|Mx|Dr|Miss|Prof|Sister|Sr|Sir|Dame|Rev|Lord|Lady)\b\.?\s", re.I)
CURRENCY = re.compile(r"[£$€¥￥₹]|元|块|万|RMB|CNY|USD|GBP|EUR|HKD|SGD|AUD|CAD|INR|PLN|SEK|CHF|NZD|JPY|BRL|TWD|NTD|加元|港币|港元|美元|欧元|英镑|日元|新币|zł|\bkr\b|\bRs\.?")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}")
PHONE_RE = re.compile(r"[\d\s+\-().\/]+((ext\.?|x|转|分机|内线)\s*\d{1,5})?", re.I)
ADDRESS_HINT = re.compile(r"\d|[路街道巷弄号室栋楼区村镇]")
MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september",
     "october", "november", "december"], 1)}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS["sept"] = 9


def is_word(c):
    return c.isascii() and c.isalnum()


def parse_dob(s):
    """Return the set of dates a DOB string can mean (D/M ambiguity kept)."""
    s = s.strip()
    out = set()

    def add(y, m, d):
        try:
            out.add(datetime.date(int(y), int(m), int(d)))
        except ValueError:
            pass

    m = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", s)
    if m:
        add(m.group(1), m.group(2), m.group(3))
    m = re.fullmatch(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})", s)
    if m:
        add(m.group(3), m.group(2), m.group(1))
        add(m.group(3), m.group(1), m.group(2))
    m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", s)
    if m:
        add(*m.groups())
    m = re.fullmatch(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?", s)
    if m:
        add(*m.groups())
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?[\s\-]+([A-Za-z]+)\.?,?[\s\-]+(\d{4})", s)
    if m and m.group(2).lower() in MONTHS:
        add(m.group(3), MONTHS[m.group(2).lower()], m.group(1))
    m = re.fullmatch(r"([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", s)
    if m and m.group(1).lower() in MONTHS:
        add(m.group(3), MONTHS[m.group(1).lower()], m.group(2))
    return out


def check_value(typ, v):
    """Return an error string or None."""
    if v != v.strip():
        return "leading/trailing whitespace"
    if typ == "PERSON":
        if TITLES.match(v):
            return "title inside PERSON"
        if re.search(r"\d", v) and not re.fullmatch(r"[a-z0-9._\-]+", v):
            return "digit in PERSON"
    elif typ == "EMAIL":
        if not EMAIL_RE.fullmatch(v):
            return "bad e-mail"
    elif typ == "PHONE":
        nd = len(re.sub(r"\D", "", v))
        if not PHONE_RE.fullmatch(v) or not 6 <= nd <= 20:
            return "bad phone"
    elif typ == "ADDRESS":
        if not ADDRESS_HINT.search(v) or len(v) < 8:
            return "address without number/street marker"
    elif typ == "DATE_OF_BIRTH":
        if not parse_dob(v):
            return "unparseable date of birth"
    elif typ == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return "not an IP"
        if any(ip in n for n in DOC_NETS if n.version == ip.version):
            return "documentation/loopback IP tagged as span"
    elif typ == "MEDICAL":
        if len(v) < 2:
            return "too short"
    elif typ == "PASSWORD":
        if not V.password_valid(v):
            return "bad password"
    elif typ == "APIKEY":
        if not V.apikey_valid(v):
            return "no vendor shape"
    elif typ == "SECRET":
        if not V.secret_valid(v):
            return "bad secret"
    elif typ == "CARD":
        if not V.card_valid(v):
            return "card fails Luhn/brand"
    elif typ == "CVV":
        if not V.cvv_valid(v):
            return "bad CVV"
    elif typ == "IBAN":
        if not V.iban_valid(v):
            return "IBAN fails mod-97/length"
    elif typ == "SSN":
        if not V.ssn_valid(v):
            return "invalid SSN"
    elif typ == "IDCARD":
        if not V.cnid_valid(v):
            return "Chinese ID fails GB 11643"
    elif typ == "PASSPORT":
        if not V.passport_valid(v):
            return "passport shape unknown"
    elif typ == "NATIONAL_ID":
        if V.national_id_scheme(v) is None:
            return "national id fails every scheme"
    elif typ == "AMOUNT":
        if not re.search(r"\d", v) or not CURRENCY.search(v):
            return "amount without digit or currency"
    return None


def occurrences(text, needle):
    """Occurrences of needle respecting ASCII word boundaries at alphanumeric edges."""
    i = text.find(needle)
    while i != -1:
        j = i + len(needle)
        ok = True
        if is_word(needle[0]) and i > 0 and is_word(text[i - 1]):
            ok = False
        if is_word(needle[-1]) and j < len(text) and is_word(text[j]):
            ok = False
        if ok:
            yield i, j
        i = text.find(needle, i + 1)


def main():
    verbose = "-v" in sys.argv
    try:
        V.selftest()
    except AssertionError as e:
        print("ERROR values.selftest failed:\n" + str(e))
        return 1
    path = os.path.join(HERE, "corpus.jsonl")
    recs = [json.loads(line) for line in open(path, encoding="utf-8")]
    errors, warnings = [], []

    def err(rid, msg):
        errors.append(f"{rid}: {msg}")

    ids = set()
    type_spans = collections.Counter()
    type_texts = collections.defaultdict(set)
    type_lang = collections.defaultdict(collections.Counter)
    lang_texts = collections.Counter()
    lang_spans = collections.Counter()
    decoy_kinds = collections.Counter()
    kinds = collections.Counter()
    no_span = []
    n_decoys = 0

    for r in recs:
        rid, text, lang = r["id"], r["text"], r["lang"]
        if rid in ids:
            err(rid, "duplicate id")
        ids.add(rid)
        if lang not in ("en", "zh", "mixed"):
            err(rid, f"bad lang {lang}")
        if not re.fullmatch(r"c40-(en|zh|mixed)-\d{3}", rid) or not rid.startswith(f"c40-{lang}-"):
            err(rid, "bad id")
        lang_texts[lang] += 1
        kinds[r["kind"]] += 1
        if re.search(r"[⟦⟧⟪⟫]", text):
            err(rid, "markup left in text")
        spans, decoys = r["spans"], r["decoys"]
        n_decoys += len(decoys)
        if not spans:
            no_span.append(rid)
        items = [("span", s["type"], s) for s in spans] + [("decoy", d["kind"], d) for d in decoys]
        # offsets and edges
        for what, label, s in items:
            st, en, v = s["start"], s["end"], s["value"]
            if text[st:en] != v:
                err(rid, f"offset mismatch {what} {label} {v!r}")
                continue
            if is_word(v[0]) and st > 0 and is_word(text[st - 1]):
                err(rid, f"{what} {label} {v!r} starts inside an ASCII word")
            if is_word(v[-1]) and en < len(text) and is_word(text[en]):
                err(rid, f"{what} {label} {v!r} ends inside an ASCII word")
        # overlaps
        iv = sorted((s["start"], s["end"], what, label, s["value"]) for what, label, s in items)
        for a, b in zip(iv, iv[1:]):
            if b[0] < a[1]:
                err(rid, f"overlap {a[2]} {a[3]} {a[4]!r} / {b[2]} {b[3]} {b[4]!r}")
        # per-type value checks
        for s in spans:
            t = s["type"]
            if t not in TYPES:
                err(rid, f"unknown type {t}")
                continue
            e = check_value(t, s["value"])
            if e:
                err(rid, f"{t} {s['value']!r}: {e}")
            type_spans[t] += 1
            type_texts[t].add(rid)
            type_lang[t][lang] += 1
            lang_spans[lang] += 1
        for d in decoys:
            k = d["kind"]
            decoy_kinds[k] += 1
            if not re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", k):
                err(rid, f"decoy kind not snake_case: {k}")
            if k == "doc_ip":
                try:
                    ip = ipaddress.ip_address(d["value"])
                    if not any(ip in n for n in DOC_NETS if n.version == ip.version):
                        err(rid, f"doc_ip decoy {d['value']} is not a documentation/loopback address")
                except ValueError:
                    err(rid, f"doc_ip decoy {d['value']!r} is not an IP")
        # CVV only with a CARD
        types_here = {s["type"] for s in spans}
        if "CVV" in types_here and "CARD" not in types_here:
            err(rid, "CVV in a text without CARD")
        # Chinese ID birth date vs DOB shown
        dobs = set()
        for s in spans:
            if s["type"] == "DATE_OF_BIRTH":
                dobs |= parse_dob(s["value"])
        for s in spans:
            if s["type"] == "IDCARD" and dobs and V.cnid_valid(s["value"]):
                if V.cnid_birth(s["value"]) not in dobs:
                    err(rid, f"IDCARD {s['value']} birth date not among DOBs shown")
        # span vs decoy values
        sv = {s["value"] for s in spans}
        dv = {d["value"] for d in decoys}
        both = sv & dv
        if both:
            err(rid, f"string both span and decoy: {sorted(both)}")
        # every occurrence of a span string is tagged
        span_iv = [(s["start"], s["end"]) for s in spans]
        decoy_iv = [(d["start"], d["end"]) for d in decoys]
        for v in sv:
            for i, j in occurrences(text, v):
                if not any(a <= i and j <= b for a, b in span_iv):
                    where = "inside a decoy" if any(a <= i and j <= b for a, b in decoy_iv) else "untagged"
                    err(rid, f"span string {v!r} also occurs {where} at {i}")
        # parts of English names (given name / surname) must not appear untagged elsewhere
        name_tokens = set()
        for s in spans:
            if s["type"] == "PERSON":
                for tok in re.split(r"[\s,]+", s["value"]):
                    tok = tok.strip(".()")
                    if len(tok) >= 3 and tok[0].isupper() and re.fullmatch(r"[A-Za-z][A-Za-z'\-]+", tok):
                        name_tokens.add(tok)
        for tok in name_tokens:
            for i, j in occurrences(text, tok):
                if not any(a <= i and j <= b for a, b in span_iv + decoy_iv):
                    err(rid, f"name part {tok!r} occurs untagged at {i}")
        # untagged IPv4-looking strings
        for m in re.finditer(r"(?<![\d.])\d{1,3}(\.\d{1,3}){3}(?![\d.])", text):
            if not any(a <= m.start() and m.end() <= b for a, b in span_iv + decoy_iv):
                try:
                    ipaddress.ip_address(m.group())
                    warnings.append(f"{rid}: untagged IPv4-looking string {m.group()}")
                except ValueError:
                    pass
        # titles directly inside? (a title word glued to the span start is fine only outside)
        for s in spans:
            if s["type"] == "PERSON" and re.match(r"(先生|女士|小姐)$", s["value"]):
                err(rid, "bare Chinese title as PERSON")

    # corpus-level checks
    n = len(recs)
    n_spans = sum(type_spans.values())
    if not 180 <= n <= 195:
        err("corpus", f"{n} texts, expected 180-195")
    if not 1100 <= n_spans <= 1300:
        err("corpus", f"{n_spans} spans, expected 1100-1300")
    share = {l: lang_texts[l] / n for l in ("en", "zh", "mixed")}
    for l, target in (("en", .45), ("zh", .35), ("mixed", .20)):
        if abs(share[l] - target) > .05 + 1e-9:
            err("corpus", f"language share {l}={share[l]:.1%}, target {target:.0%}±5")
    for t in TYPES:
        if len(type_texts[t]) < 4:
            err("corpus", f"type {t} in only {len(type_texts[t])} texts (need ≥4)")
    if n_decoys / n < 2.5:
        err("corpus", f"decoys per text {n_decoys / n:.2f} < 2.5")
    if not 3 <= len(no_span) <= 8:
        err("corpus", f"{len(no_span)} texts without spans (need 3-8)")
    if len(kinds) < 60:
        err("corpus", f"only {len(kinds)} distinct kinds (need ≥60)")
    dup_kinds = [k for k, c in kinds.items() if c > 1]
    if dup_kinds:
        warnings.append(f"kinds used more than once: {dup_kinds}")

    if verbose:
        print(f"texts: {n}   spans: {n_spans}   decoys: {n_decoys} ({n_decoys / n:.2f}/text)   "
              f"distinct kinds: {len(kinds)}   decoy kinds: {len(decoy_kinds)}")
        print("languages: " + ", ".join(f"{l} {lang_texts[l]} ({share[l]:.1%}, {lang_spans[l]} spans)"
                                         for l in ("en", "zh", "mixed")))
        print(f"texts without spans ({len(no_span)}): {', '.join(no_span)}")
        print(f"\n{'type':14s} {'spans':>6s} {'texts':>6s} {'en':>5s} {'zh':>5s} {'mixed':>6s}")
        for t in TYPES:
            print(f"{t:14s} {type_spans[t]:6d} {len(type_texts[t]):6d} {type_lang[t]['en']:5d} "
                  f"{type_lang[t]['zh']:5d} {type_lang[t]['mixed']:6d}")
        print(f"\ndecoy kinds ({len(decoy_kinds)}):")
        print("  " + ", ".join(f"{k} {c}" for k, c in sorted(decoy_kinds.items(), key=lambda x: (-x[1], x[0]))))
        lens = sorted(len(r["text"]) for r in recs)
        print(f"\ntext length: min {lens[0]}, median {lens[len(lens) // 2]}, max {lens[-1]}")
    for w in warnings:
        print("WARNING", w)
    for e in errors:
        print("ERROR", e)
    print(f"{len(errors)} errors, {len(warnings)} warnings")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
