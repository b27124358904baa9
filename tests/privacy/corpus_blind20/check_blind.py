"""Verify corpus.jsonl (rebuilds it first). Usage: check_blind.py [-v]"""
import json, re, sys, os, ipaddress, collections
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import values, build_corpus

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
         "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
DOC_NETS = [ipaddress.ip_network(n) for n in ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24",
                                                "203.0.113.0/24", "2001:db8::/32")]
W = re.compile(r"[A-Za-z0-9]")

def main():
    verbose = "-v" in sys.argv
    errs = []
    values.selftest()
    recs = build_corpus.load()
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    ids = set()
    type_texts = collections.Counter(); type_count = collections.Counter(); decoy_kinds = collections.Counter()
    lang = collections.Counter(); nospan = 0; kinds = set(); ndec = 0
    for r in recs:
        E = lambda m: errs.append(f"{r['id']}: {m}")
        if r["id"] in ids: E("dup id")
        ids.add(r["id"]); lang[r["lang"]] += 1; kinds.add(r["kind"])
        t = r["text"]
        if t != t.strip("\n"): E("leading/trailing newline")
        items = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
        for tag, k, s in items:
            if t[s["start"]:s["end"]] != s["value"]: E(f"offset mismatch {s}")
            if not s["value"] or s["value"] != s["value"].strip(): E(f"empty/whitespace edge {s}")
            if s["start"] > 0 and W.match(t[s["start"] - 1]) and W.match(t[s["start"]]): E(f"start inside word {s}")
            if s["end"] < len(t) and W.match(t[s["end"]]) and W.match(t[s["end"] - 1]): E(f"end inside word {s}")
        iv = sorted((s["start"], s["end"]) for _, _, s in items)
        for a, b in zip(iv, iv[1:]):
            if b[0] < a[1]: E(f"overlap {a} {b}")
        stypes = set()
        for s in r["spans"]:
            ty, v = s["type"], s["value"]
            stypes.add(ty); type_count[ty] += 1
            if ty not in TYPES: E(f"unknown type {ty}")
            if ty == "CARD" and not values.card_ok(v): E(f"bad card {v}")
            if ty == "IBAN" and not values.iban_ok(v): E(f"bad iban {v}")
            if ty == "IDCARD" and not values.prc_ok(v): E(f"bad prc id {v}")
            if ty == "NATIONAL_ID" and not values.national_ok(v): E(f"bad national id {v}")
            if ty == "SSN" and not values.ssn_ok(v): E(f"bad ssn {v}")
            if ty == "APIKEY" and not values.apikey_ok(v): E(f"bad apikey shape {v}")
            if ty == "APIKEY" and v.startswith("eyJ") and not values.jwt_ok(v): E(f"bad jwt {v}")
            if ty == "CVV" and not re.fullmatch(r"\d{3,4}", v): E(f"bad cvv {v}")
            if ty == "EMAIL" and not re.fullmatch(r"[\w.+-]+@[\w-]+(\.[\w-]+)+", v): E(f"bad email {v}")
            if ty == "IP_ADDRESS":
                try:
                    ip = ipaddress.ip_address(v)
                    if any(ip in n for n in DOC_NETS) or ip.is_unspecified: E(f"doc/loopback ip tagged {v}")
                except ValueError: E(f"bad ip {v}")
        for d in r["decoys"]:
            decoy_kinds[d["kind"]] += 1; ndec += 1
            if d["kind"] == "doc_ip":
                try:
                    ip = ipaddress.ip_address(d["value"])
                    if not any(ip in n for n in DOC_NETS): E(f"doc_ip not doc range {d['value']}")
                except ValueError: E(f"bad doc ip {d['value']}")
        if "CVV" in stypes and "CARD" not in stypes: E("CVV without CARD")
        dobs = []
        for s in r["spans"]:
            if s["type"] == "DATE_OF_BIRTH":
                m = re.search(r"(\d{4})\D+(\d{1,2})\D+(\d{1,2})", s["value"])
                if m: dobs.append(f"{int(m.group(1)):04d}{int(m.group(2)):02d}{int(m.group(3)):02d}")
        for s in r["spans"]:
            if s["type"] == "IDCARD" and dobs and s["value"][6:14] not in dobs:
                E(f"PRC id {s['value']} birth date not among DOBs {dobs}")
        # same value tagged everywhere
        svals = {s["value"] for s in r["spans"]}
        dvals = {d["value"] for d in r["decoys"]}
        for v in svals & dvals: E(f"value both span and decoy: {v}")
        covered = {(s["start"], s["end"]) for s in r["spans"]}
        allcov = [(x["start"], x["end"]) for _, _, x in items]
        for v in svals:
            for m in re.finditer(re.escape(v), t):
                a, b = m.start(), m.end()
                if (a, b) in covered: continue
                if a > 0 and W.match(t[a - 1]) and W.match(t[a]): continue
                if b < len(t) and W.match(t[b]) and W.match(t[b - 1]): continue
                if any(x <= a and b <= y for x, y in allcov): continue  # inside a longer item
                E(f"untagged occurrence of span value {v!r} at {a}")
        for ty in stypes: type_texts[ty] += 1
        if not r["spans"]: nospan += 1
    n = len(recs)
    for ty in TYPES:
        if type_texts[ty] < 4: errs.append(f"type {ty} in only {type_texts[ty]} texts")
    shares = {k: 100 * lang[k] / n for k in ("en", "zh", "mixed")}
    for k, tgt in (("en", 45), ("zh", 35), ("mixed", 20)):
        if abs(shares[k] - tgt) > 5: errs.append(f"lang share {k} {shares[k]:.1f}% vs {tgt}")
    if ndec / n < 2.5: errs.append(f"decoys per text {ndec / n:.2f} < 2.5")
    if not 3 <= nospan <= 8: errs.append(f"texts without spans {nospan}")
    if len(kinds) < 60: errs.append(f"only {len(kinds)} kinds")
    if n < 150: errs.append(f"only {n} texts")
    if verbose:
        print(f"texts {n}  langs {dict(lang)}  shares " + " ".join(f"{k}={v:.1f}%" for k, v in shares.items()))
        print(f"kinds {len(kinds)}  texts without spans {nospan}  decoys {ndec} ({ndec / n:.2f}/text)")
        print("spans per type (count / texts):")
        for ty in TYPES: print(f"  {ty:14s} {type_count[ty]:4d} / {type_texts[ty]}")
        print(f"  total spans {sum(type_count.values())}")
        print("decoy kinds:", ", ".join(f"{k}={v}" for k, v in decoy_kinds.most_common()))
        for e in errs: print("  ERR", e)
    print(f"OK: {n} texts, {sum(type_count.values())} spans, {ndec} decoys" if not errs else f"FAIL: {len(errs)} errors")
    return 0 if not errs else 1

if __name__ == "__main__":
    sys.exit(main())
