"""Verify corpus.jsonl (rebuilt from the texts first). Last line is OK: or FAIL:."""
import collections
import ipaddress
import json
import re
import sys

import build_corpus
import values

VERBOSE = "-v" in sys.argv
TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
DOC_NETS = [ipaddress.ip_network(n) for n in ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24",
                                              "203.0.113.0/24", "2001:db8::/32")]
MONTHS = {m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep",
                                      "oct", "nov", "dec"], 1)}
errors = []


def err(rid, msg):
    errors.append("%s: %s" % (rid, msg))


def is_w(c):
    return c.isascii() and (c.isalnum() or c == "_")


def dob_ymd(v):
    nums = re.findall(r"\d+", v)
    mon = None
    for k, i in MONTHS.items():
        if k in v.lower():
            mon = i
    y = [n for n in nums if len(n) == 4]
    if not y:
        return None
    y = int(y[0])
    rest = [int(n) for n in nums if len(n) != 4]
    if mon is not None and len(rest) == 1:
        return (y, mon, rest[0])
    if len(rest) == 2:
        if v.strip()[:4].isdigit():   # Y-M-D
            return (y, rest[0], rest[1])
        return (y, rest[1], rest[0])  # D/M/Y
    return None


def ip_real(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return None
    if any(ip in n for n in DOC_NETS) or ip.is_unspecified:
        return False
    return True


def check_value(rid, t, v, text_types, dobs):
    if t == "CARD" and not values.card_ok(v):
        err(rid, "bad card " + v)
    elif t == "IBAN" and not values.iban_ok(v):
        err(rid, "bad iban " + v)
    elif t == "IDCARD":
        if not values.prc_ok(v):
            err(rid, "bad PRC id " + v)
        elif dobs and (int(v[6:10]), int(v[10:12]), int(v[12:14])) not in dobs:
            err(rid, "PRC id birth date does not match DOB shown " + v)
    elif t == "NATIONAL_ID" and not values.national_ok(v):
        err(rid, "bad national id " + v)
    elif t == "SSN" and not values.ssn_ok(v):
        err(rid, "bad ssn " + v)
    elif t == "APIKEY" and not values.apikey_ok(v):
        err(rid, "bad api key shape " + v)
    elif t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(rid, "bad cvv " + v)
        if "CARD" not in text_types:
            err(rid, "CVV without CARD")
    elif t == "IP_ADDRESS" and ip_real(v) is not True:
        err(rid, "IP not a real host address " + v)
    elif t == "EMAIL" and not re.fullmatch(r"[^@\s]+@[^@\s]+\.[A-Za-z]{2,}", v):
        err(rid, "bad email " + v)
    elif t == "PHONE" and len(re.findall(r"\d", v)) < 5:
        err(rid, "phone with too few digits " + v)
    elif t == "PASSPORT" and not re.fullmatch(r"[A-Z0-9]{6,10}", v.replace(" ", "")):
        err(rid, "bad passport shape " + v)
    elif t == "AMOUNT" and not re.search(r"[\d一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟]|\b(one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|thousand|grand)\b", v, re.I):
        err(rid, "amount without number " + v)
    elif t == "DATE_OF_BIRTH" and not re.search(r"\d", v):
        err(rid, "dob without digits " + v)
    if t == "PERSON" and re.match(r"(Mr|Mrs|Ms|Dr|Miss)\.? ", v):
        err(rid, "title inside PERSON " + v)
    for m in re.finditer(r"\$([A-Za-z_][A-Za-z0-9_]*)", v):
        if m.group(1) in values.VALUES:
            err(rid, "unresolved value name inside " + v)
    if v != v.strip():
        err(rid, "value has outer whitespace %r" % v)


def main():
    rows = build_corpus.build()
    with open("corpus.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    rows = [json.loads(l) for l in open("corpus.jsonl", encoding="utf-8")]
    type_count = collections.Counter()
    type_texts = collections.defaultdict(set)
    decoy_kinds = collections.Counter()
    lang_count = collections.Counter()
    kinds = set()
    ids = set()
    no_span = 0
    total_decoys = 0
    for r in rows:
        rid, text = r["id"], r["text"]
        if rid in ids:
            err(rid, "duplicate id")
        ids.add(rid)
        lang_count[r["lang"]] += 1
        kinds.add(r["kind"])
        if text != text.strip("\n"):
            err(rid, "text not stripped")
        items = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
        for _, t, s in items:
            if text[s["start"]:s["end"]] != s["value"]:
                err(rid, "offset mismatch %r" % s["value"])
            if s["start"] > 0 and is_w(text[s["start"] - 1]) and is_w(text[s["start"]]):
                err(rid, "edge inside word at start of %r" % s["value"])
            if s["end"] < len(text) and is_w(text[s["end"] - 1]) and is_w(text[s["end"]]):
                err(rid, "edge inside word at end of %r" % s["value"])
            if not s["value"]:
                err(rid, "empty value")
        iv = sorted((s["start"], s["end"], s["value"]) for _, _, s in items)
        for a, b in zip(iv, iv[1:]):
            if b[0] < a[1]:
                err(rid, "overlap %r / %r" % (a[2], b[2]))
        text_types = {s["type"] for s in r["spans"]}
        for s in r["spans"]:
            if s["type"] not in TYPES:
                err(rid, "unknown type " + s["type"])
        dobs = set(filter(None, (dob_ymd(s["value"]) for s in r["spans"] if s["type"] == "DATE_OF_BIRTH")))
        for s in r["spans"]:
            check_value(rid, s["type"], s["value"], text_types, dobs)
            type_count[s["type"]] += 1
            type_texts[s["type"]].add(rid)
        for d in r["decoys"]:
            for m in re.finditer(r"\$([A-Za-z_][A-Za-z0-9_]*)", d["value"]):
                if m.group(1) in values.VALUES:
                    err(rid, "unresolved value name inside decoy " + d["value"])
            decoy_kinds[d["kind"]] += 1
            if d["kind"] == "doc_ip" and ip_real(d["value"]) is not False:
                err(rid, "doc_ip decoy is not a documentation/loopback address " + d["value"])
            if d["kind"] == "bind_address" and d["value"] not in ("0.0.0.0", "::"):
                err(rid, "bad bind_address")
        total_decoys += len(r["decoys"])
        svals = {s["value"] for s in r["spans"]}
        dvals = {d["value"] for d in r["decoys"]}
        for v in svals & dvals:
            err(rid, "value both span and decoy: %r" % v)
        amounts = {s["value"] for s in r["spans"] if s["type"] == "AMOUNT"}
        prices = {d["value"] for d in r["decoys"] if d["kind"] == "price"}
        for v in amounts & prices:
            err(rid, "amount equals price %r" % v)
        cover = [(s["start"], s["end"]) for _, _, s in items]
        for v in svals:
            if len(v) < 2:
                continue
            for m in re.finditer(re.escape(v), text):
                a, b = m.start(), m.end()
                if a > 0 and is_w(text[a - 1]) and is_w(text[a]):
                    continue
                if b < len(text) and is_w(text[b - 1]) and is_w(text[b]):
                    continue
                if not any(x <= a and b <= y for x, y in cover):
                    err(rid, "untagged standalone occurrence of %r at %d" % (v, a))
        if not r["spans"]:
            no_span += 1
    n = len(rows)
    # corpus level
    shares = {"en": 45, "zh": 35, "mixed": 20}
    for lang, target in shares.items():
        pct = 100.0 * lang_count[lang] / n
        if abs(pct - target) > 5:
            err("corpus", "language %s share %.1f%% (target %d±5)" % (lang, pct, target))
    for t in TYPES:
        if len(type_texts[t]) < 4:
            err("corpus", "type %s in only %d texts" % (t, len(type_texts[t])))
    if total_decoys / n < 2.5:
        err("corpus", "only %.2f decoys per text" % (total_decoys / n))
    if not 3 <= no_span <= 8:
        err("corpus", "%d texts without spans (want 3-8)" % no_span)
    if len(kinds) < 60:
        err("corpus", "only %d kinds" % len(kinds))
    if n < 150:
        err("corpus", "only %d texts" % n)
    if VERBOSE:
        print("texts: %d  (%s)" % (n, ", ".join("%s %d = %.1f%%" % (l, lang_count[l], 100.0 * lang_count[l] / n) for l in shares)))
        print("kinds: %d   texts without spans: %d" % (len(kinds), no_span))
        print("spans: %d   decoys: %d (%.2f per text)" % (sum(type_count.values()), total_decoys, total_decoys / n))
        for t in TYPES:
            print("  %-14s %4d spans in %3d texts" % (t, type_count[t], len(type_texts[t])))
        print("decoy kinds (%d):" % len(decoy_kinds))
        print("  " + ", ".join("%s %d" % kv for kv in decoy_kinds.most_common()))
        for e in errors:
            print("ERROR", e)
    if errors:
        print("FAIL: %d problems" % len(errors))
        sys.exit(1)
    print("OK: %d texts, %d spans, %d decoys" % (n, sum(type_count.values()), total_decoys))


if __name__ == "__main__":
    main()
