"""Verify corpus.jsonl (rebuilt first). Usage: python3 check_blind.py [-v]"""
import json, re, sys, os, ipaddress, collections
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import values, build_corpus

VERBOSE = "-v" in sys.argv
TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
         "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
DOC_NETS = [ipaddress.ip_network(n) for n in ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24",
                                              "203.0.113.0/24", "2001:db8::/32")]
HOST_NETS_PRIVATE = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
errors = []
def err(rid, msg): errors.append("%s: %s" % (rid, msg))
isw = lambda c: c.isascii() and c.isalnum()

def ip_is_doc(v):
    try: a = ipaddress.ip_address(v)
    except ValueError: return None
    return any(a in n for n in DOC_NETS)

def check_value(rid, typ, v, row):
    if typ == "CARD" and not values.card_ok(v): err(rid, "bad CARD %r" % v)
    elif typ == "CVV" and not re.fullmatch(r"\d{3,4}", v): err(rid, "bad CVV %r" % v)
    elif typ == "IBAN" and not values.iban_ok(v): err(rid, "bad IBAN %r" % v)
    elif typ == "IDCARD" and not values.prc_ok(v): err(rid, "bad IDCARD %r" % v)
    elif typ == "NATIONAL_ID" and not values.national_ok(v): err(rid, "bad NATIONAL_ID %r" % v)
    elif typ == "SSN" and not values.ssn_ok(v): err(rid, "bad SSN %r" % v)
    elif typ == "APIKEY" and not values.apikey_ok(v): err(rid, "bad APIKEY shape %r" % v)
    elif typ == "EMAIL" and not re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", v): err(rid, "bad EMAIL %r" % v)
    elif typ == "IP_ADDRESS":
        try:
            a = ipaddress.ip_address(v)
        except ValueError:
            err(rid, "bad IP %r" % v); return
        if any(a in n for n in DOC_NETS) or a.is_unspecified or a.is_multicast:
            err(rid, "doc/loopback IP labelled as IP_ADDRESS %r" % v)
        elif a.version == 4 and not (a.is_global or any(a in n for n in HOST_NETS_PRIVATE)):
            err(rid, "non-host IP %r" % v)
    elif typ == "PHONE" and len(re.sub(r"\D", "", v)) < 5: err(rid, "short PHONE %r" % v)

def main():
    rows = build_corpus.build()
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
    if not values.selftest(): errors.append("values.selftest failed")
    ids = set()
    type_texts = collections.Counter(); type_counts = collections.Counter()
    decoy_kinds = collections.Counter(); langs = collections.Counter(); kinds = set()
    no_span = 0; n_decoys = 0
    for r in rows:
        rid, text = r["id"], r["text"]
        if rid in ids: err(rid, "dup id")
        ids.add(rid); langs[r["lang"]] += 1; kinds.add(r["kind"])
        if text != text.strip("\n"): err(rid, "leading/trailing newline")
        items = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
        for _, t, s in items:
            if text[s["start"]:s["end"]] != s["value"]: err(rid, "offset mismatch %r" % s["value"])
            if not s["value"] or s["value"] != s["value"].strip(): err(rid, "empty/whitespace-edged %r" % s["value"])
            st, en = s["start"], s["end"]
            if st > 0 and isw(text[st - 1]) and isw(text[st]): err(rid, "start inside word %r" % s["value"])
            if en < len(text) and isw(text[en - 1]) and isw(text[en]): err(rid, "end inside word %r" % s["value"])
        items.sort(key=lambda x: x[2]["start"])
        for a, b in zip(items, items[1:]):
            if b[2]["start"] < a[2]["end"]: err(rid, "overlap %r / %r" % (a[2]["value"], b[2]["value"]))
        for s in r["spans"]:
            if s["type"] not in TYPES: err(rid, "unknown type %s" % s["type"])
            check_value(rid, s["type"], s["value"], r)
        for d in r["decoys"]:
            if d["kind"] == "doc_ip" and not ip_is_doc(d["value"]): err(rid, "doc_ip not in doc range %r" % d["value"])
            if d["kind"] == "bind_address" and d["value"] not in ("0.0.0.0", "::"): err(rid, "bad bind_address")
        stypes = {s["type"] for s in r["spans"]}
        if "CVV" in stypes and "CARD" not in stypes: err(rid, "CVV without CARD")
        # IDCARD birth date must match a DOB shown
        dobs = [re.sub(r"\D", "", s["value"]) for s in r["spans"] if s["type"] == "DATE_OF_BIRTH"]
        dobs8 = [d for d in dobs if len(d) == 8 and d[:2] in ("19", "20")]
        for s in r["spans"]:
            if s["type"] == "IDCARD" and dobs8 and s["value"][6:14] not in dobs8:
                err(rid, "IDCARD birth date %s not matching DOB %s" % (s["value"][6:14], dobs8))
        # never both span and decoy
        sv = {s["value"] for s in r["spans"]}; dv = {d["value"] for d in r["decoys"]}
        for v in sv & dv: err(rid, "value both span and decoy %r" % v)
        # consistency: each standalone occurrence of a span value is covered
        covered = [(x["start"], x["end"]) for _, _, x in items]
        for v in sv:
            for m in re.finditer(re.escape(v), text):
                a, b = m.start(), m.end()
                if a > 0 and isw(text[a - 1]) and isw(text[a]): continue
                if b < len(text) and isw(text[b - 1]) and isw(text[b]): continue
                if not any(cs <= a and b <= ce for cs, ce in covered):
                    err(rid, "untagged repeat of span value %r at %d" % (v, a))
        for t in stypes: type_texts[t] += 1
        for s in r["spans"]: type_counts[s["type"]] += 1
        for d in r["decoys"]: decoy_kinds[d["kind"]] += 1
        n_decoys += len(r["decoys"])
        if not r["spans"]: no_span += 1
    n = len(rows)
    # corpus-level
    if n < 150: errors.append("only %d texts (<150)" % n)
    for lang, target in (("en", 45), ("zh", 35), ("mixed", 20)):
        share = 100.0 * langs[lang] / max(n, 1)
        if abs(share - target) > 5: errors.append("lang %s share %.1f%% off target %d%%" % (lang, share, target))
    for t in TYPES:
        if type_texts[t] < 4: errors.append("type %s in only %d texts" % (t, type_texts[t]))
    if n_decoys / max(n, 1) < 2.5: errors.append("decoys per text %.2f < 2.5" % (n_decoys / n))
    if not 3 <= no_span <= 8: errors.append("texts without spans: %d (need 3-8)" % no_span)
    if len(kinds) < 60: errors.append("only %d distinct kinds" % len(kinds))
    if VERBOSE:
        print("texts: %d  (en %d, zh %d, mixed %d)" % (n, langs["en"], langs["zh"], langs["mixed"]))
        print("distinct kinds: %d   texts without spans: %d" % (len(kinds), no_span))
        print("spans: %d   decoys: %d  (%.2f/text)" % (sum(type_counts.values()), n_decoys, n_decoys / max(n, 1)))
        for t in TYPES: print("  %-14s %4d spans in %3d texts" % (t, type_counts[t], type_texts[t]))
        print("decoy kinds (%d):" % len(decoy_kinds))
        for k, c in decoy_kinds.most_common(): print("  %-18s %4d" % (k, c))
        for e in errors: print("  ERR", e)
    if errors:
        print("FAIL: %d problems" % len(errors)); sys.exit(1)
    print("OK: %d texts, %d spans, %d decoys" % (n, sum(type_counts.values()), n_decoys))

if __name__ == "__main__":
    main()
