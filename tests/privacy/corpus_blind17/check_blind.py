"""Validate corpus.jsonl (corpus_blind17). Usage: python3 check_blind.py [-v]"""
import collections
import ipaddress
import json
import os
import re
import sys

import build_corpus
import values

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
         "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
MONTHS = {m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct",
                                      "nov", "dec"], 1)}
CJK = re.compile(r"[\u4e00-\u9fff]")
CN_NUM = set("零一二三四五六七八九十百千万亿两壹贰叁肆伍陆柒捌玖拾佰仟萬")
TITLES = ("Mr ", "Mrs ", "Ms ", "Dr ", "Miss ", "Mr.", "Mrs.", "Ms.", "Dr.", "Prof", "Revd", "Rev.")
ERR = []


def err(rid, msg):
    ERR.append("%s: %s" % (rid, msg))


def w(c):
    return c.isascii() and (c.isalnum() or c == "_")


def dob_dates(v):
    out = set()
    for y, m, d in re.findall(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})", v):
        out.add((int(y), int(m), int(d)))
    for a, b, y in re.findall(r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})", v):
        out.add((int(y), int(b), int(a)))
        out.add((int(y), int(a), int(b)))
    for d, mo, y in re.findall(r"(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3})[a-z]*\.?,?\s+(\d{4})", v):
        if mo.lower() in MONTHS:
            out.add((int(y), MONTHS[mo.lower()], int(d)))
    for mo, d, y in re.findall(r"([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", v):
        if mo.lower() in MONTHS:
            out.add((int(y), MONTHS[mo.lower()], int(d)))
    m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", v)
    if m:
        out.add(tuple(int(x) for x in m.groups()))
    return out


def check_span(rid, s, text, has_card):
    t, v = s["type"], s["value"]
    bad = None
    if t == "CARD" and not values.card_valid(v):
        bad = "Luhn/length"
    elif t == "CVV" and (not re.fullmatch(r"\d{3,4}", v) or not has_card):
        bad = "CVV shape or no CARD in text"
    elif t == "IBAN" and not values.iban_valid(v):
        bad = "IBAN mod-97/length"
    elif t == "IDCARD" and not values.prc_valid(v):
        bad = "GB 11643 / area / date"
    elif t == "NATIONAL_ID" and not values.national_valid(v):
        bad = "no national scheme validates"
    elif t == "SSN" and not values.ssn_ok(v):
        bad = "SSN area/group/serial"
    elif t == "APIKEY" and not values.apikey_kind(v):
        bad = "no vendor shape"
    elif t == "SECRET" and not values.secret_ok(v):
        bad = "secret shape"
    elif t == "EMAIL" and not re.fullmatch(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}", v):
        bad = "email shape"
    elif t == "PHONE" and (len(re.sub(r"\D", "", v)) < 7 or not re.fullmatch(r"[\d +()\-./]+(\s?(ext\.?|x|转)\s?\d+)?", v)):
        bad = "phone shape"
    elif t == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
            if any(ip in n for n in DOC_NETS) or ip.is_unspecified or ip.is_multicast:
                bad = "documentation/loopback/unspecified address tagged as span"
        except ValueError:
            bad = "not an IP"
    elif t == "PASSPORT" and not (re.fullmatch(r"[A-Z0-9]{6,10}", v) and sum(c.isdigit() for c in v) >= 4):
        bad = "passport shape"
    elif t in ("AMOUNT", "DATE_OF_BIRTH") and not (re.search(r"\d", v) or set(v) & CN_NUM or re.search(
            r"(?i)\b(one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|thousand|grand|k)\b", v)):
        bad = "no number"
    elif t == "PERSON" and (v.startswith(TITLES)):
        bad = "title inside PERSON"
    elif t == "PASSWORD" and not v:
        bad = "empty"
    if t not in TYPES:
        bad = "unknown type"
    if v != v.strip():
        bad = "surrounding whitespace"
    if bad:
        err(rid, "%s %r: %s" % (t, v[:60], bad))


def check_decoy(rid, d):
    k, v = d["kind"], d["value"]
    if not re.fullmatch(r"[a-z_]+", k):
        err(rid, "bad decoy kind %r" % k)
    if v != v.strip() or not v:
        err(rid, "decoy whitespace %r" % v)
    if k == "doc_ip":
        try:
            ip = ipaddress.ip_address(v)
            if not any(ip in n for n in DOC_NETS):
                err(rid, "doc_ip %r not in documentation/loopback range" % v)
        except ValueError:
            err(rid, "doc_ip %r not an IP" % v)
    if k == "bind_address" and v not in ("0.0.0.0", "::"):
        err(rid, "bind_address %r" % v)
    if k == "cidr" and "/" not in v:
        err(rid, "cidr without prefix %r" % v)
    if k.startswith("masked_") and not re.search(r"[*•xX#]", v):
        err(rid, "masked decoy without mask %r" % v)


def main():
    verbose = "-v" in sys.argv
    path = os.path.join(HERE, "corpus.jsonl")
    recs = [json.loads(l) for l in open(path, encoding="utf-8")]
    fresh = build_corpus.build()
    if fresh != recs:
        err("corpus", "corpus.jsonl is stale: rerun build_corpus.py")
    values.selftest()
    ids = set()
    kinds = collections.Counter()
    type_count, type_texts = collections.Counter(), collections.Counter()
    lang_type = collections.defaultdict(collections.Counter)
    decoy_kinds = collections.Counter()
    langs = collections.Counter()
    no_span = 0
    n_decoys = 0
    for r in recs:
        rid, text = r["id"], r["text"]
        if rid in ids:
            err(rid, "duplicate id")
        ids.add(rid)
        if not re.fullmatch(r"c17-(en|zh|mixed)-\d{3}", rid) or rid.split("-")[1] != r["lang"]:
            err(rid, "bad id")
        langs[r["lang"]] += 1
        kinds[r["kind"]] += 1
        if text != text.strip("\n"):
            err(rid, "leading/trailing newline")
        cjk = len(CJK.findall(text))
        latin_words = len(re.findall(r"[A-Za-z]{3,}", text))
        if r["lang"] == "en" and cjk:
            err(rid, "CJK in en text")
        if r["lang"] == "zh" and cjk < 10:
            err(rid, "zh text without Chinese")
        if r["lang"] == "mixed" and (cjk < 5 or latin_words < 5):
            err(rid, "mixed text lacks one language")
        items = [(s["start"], s["end"], "S", s) for s in r["spans"]] + [(d["start"], d["end"], "D", d) for d in r["decoys"]]
        items.sort(key=lambda x: (x[0], x[1]))
        for a, b in zip(items, items[1:]):
            if b[0] < a[1]:
                err(rid, "overlap %r / %r" % (a[3]["value"][:30], b[3]["value"][:30]))
        for st, en, _, it in items:
            if text[st:en] != it["value"]:
                err(rid, "offset mismatch %r" % it["value"][:30])
            if en <= st:
                err(rid, "empty item")
            if st > 0 and w(text[st - 1]) and w(text[st]):
                err(rid, "start inside ASCII word: %r" % text[max(0, st - 10):st + 10])
            if en < len(text) and w(text[en - 1]) and w(text[en]):
                err(rid, "end inside ASCII word: %r" % text[max(0, en - 10):en + 10])
        has_card = any(s["type"] == "CARD" for s in r["spans"])
        for s in r["spans"]:
            check_span(rid, s, text, has_card)
            type_count[s["type"]] += 1
            lang_type[r["lang"]][s["type"]] += 1
        for t in {s["type"] for s in r["spans"]}:
            type_texts[t] += 1
        for d in r["decoys"]:
            check_decoy(rid, d)
            decoy_kinds[d["kind"]] += 1
        n_decoys += len(r["decoys"])
        if not r["spans"]:
            no_span += 1
        # never both span and decoy
        both = {s["value"] for s in r["spans"]} & {d["value"] for d in r["decoys"]}
        if both:
            err(rid, "value both span and decoy: %r" % sorted(both))
        # IDCARD birth date vs DOB shown
        dobs = set()
        for s in r["spans"]:
            if s["type"] == "DATE_OF_BIRTH":
                dobs |= dob_dates(s["value"])
        for s in r["spans"]:
            if s["type"] == "IDCARD" and dobs:
                v = s["value"]
                if (int(v[6:10]), int(v[10:12]), int(v[12:14])) not in dobs:
                    err(rid, "IDCARD %s birth date does not match DOB shown %r" % (v, sorted(dobs)))
        # consistency: each standalone occurrence of a tagged value is covered
        covered = [(it[0], it[1]) for it in items]
        for s in r["spans"]:
            v = s["value"]
            if len(v) < 2:
                continue
            i = text.find(v)
            while i >= 0:
                j = i + len(v)
                standalone = not (i > 0 and w(text[i - 1]) and w(v[0])) and not (j < len(text) and w(text[j]) and w(v[-1]))
                if standalone and not any(a <= i and j <= b for a, b in covered):
                    err(rid, "untagged repeat of %s %r at %d" % (s["type"], v[:40], i))
                i = text.find(v, i + 1)
    n = len(recs)
    # corpus level
    if n < 150:
        err("corpus", "only %d texts (<150)" % n)
    share = {l: 100.0 * langs[l] / n for l in ("en", "zh", "mixed")} if n else {}
    for l, target in (("en", 45), ("zh", 35), ("mixed", 20)):
        if n and abs(share[l] - target) > 5:
            err("corpus", "language share %s %.1f%% (target %d±5)" % (l, share[l], target))
    for t in sorted(TYPES):
        if type_texts[t] < 4:
            err("corpus", "type %s in only %d texts" % (t, type_texts[t]))
    if n and n_decoys / n < 2.5:
        err("corpus", "decoys per text %.2f < 2.5" % (n_decoys / n))
    if not 3 <= no_span <= 8:
        err("corpus", "%d texts without spans (need 3-8)" % no_span)
    if len(kinds) < 60:
        err("corpus", "only %d distinct kinds" % len(kinds))
    if verbose:
        print("texts: %d  (%s)" % (n, ", ".join("%s %d = %.1f%%" % (l, langs[l], share.get(l, 0)) for l in ("en", "zh", "mixed"))))
        print("distinct kinds: %d; texts without spans: %d" % (len(kinds), no_span))
        print("spans: %d; decoys: %d (%.2f per text)" % (sum(type_count.values()), n_decoys, n_decoys / max(n, 1)))
        print("%-14s %6s %6s %6s %6s %6s" % ("type", "spans", "texts", "en", "zh", "mixed"))
        for t in sorted(TYPES, key=lambda t: -type_count[t]):
            print("%-14s %6d %6d %6d %6d %6d" % (t, type_count[t], type_texts[t], lang_type["en"][t],
                                                 lang_type["zh"][t], lang_type["mixed"][t]))
        print("decoy kinds (%d): %s" % (len(decoy_kinds), ", ".join("%s %d" % kv for kv in decoy_kinds.most_common())))
        for e in ERR:
            print("  ERROR", e)
    if ERR:
        print("FAIL: %d problems" % len(ERR))
        sys.exit(1)
    print("OK: %d texts, %d spans, %d decoys" % (n, sum(type_count.values()), n_decoys))


if __name__ == "__main__":
    main()
