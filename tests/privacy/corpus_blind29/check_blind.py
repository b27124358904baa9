"""Verify corpus.jsonl (rebuilt from the text files first). Usage: python3 check_blind.py [-v]"""
import collections, json, re, sys
import values, build_corpus

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
         "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
CN_NUM = "零一二三四五六七八九十百千万亿两壹贰叁肆伍陆柒捌玖拾佰仟"
errors = []
NUMW = r"zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|grand|double|triple"

def err(rid, msg):
    errors.append("%s: %s" % (rid, msg))

def aw(c):
    return c.isascii() and c.isalnum()

def dob_digits(v):
    nums = re.findall(r"\d+", v)
    months = {m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}
    for w in re.findall(r"[A-Za-z]{3,}", v):
        if w[:3].lower() in months:
            nums.append(str(months[w[:3].lower()]))
    return sorted(int(x) for x in nums)

def check_row(r):
    rid, t = r["id"], r["text"]
    items = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
    for _, lab, s in items:
        if t[s["start"]:s["end"]] != s["value"]:
            err(rid, "offset mismatch %r" % s["value"])
        if not s["value"] or s["value"] != s["value"].strip():
            err(rid, "empty/untrimmed value %r" % s["value"])
        a, b = s["start"], s["end"]
        if a > 0 and aw(t[a - 1]) and aw(t[a]):
            err(rid, "start edge inside word %r" % s["value"])
        if b < len(t) and aw(t[b - 1]) and aw(t[b]):
            err(rid, "end edge inside word %r" % s["value"])
    srt = sorted(items, key=lambda x: (x[2]["start"], x[2]["end"]))
    for x, y in zip(srt, srt[1:]):
        if y[2]["start"] < x[2]["end"]:
            err(rid, "overlap %r / %r" % (x[2]["value"], y[2]["value"]))
    types = {s["type"] for s in r["spans"]}
    dobs = [s["value"] for s in r["spans"] if s["type"] == "DATE_OF_BIRTH"]
    for s in r["spans"]:
        ty, v = s["type"], s["value"]
        if ty not in TYPES:
            err(rid, "unknown type " + ty)
        ok = True
        if ty == "CARD": ok = values.card_ok(v)
        elif ty == "CVV": ok = re.fullmatch(r"\d{3,4}", v) is not None and "CARD" in types
        elif ty == "IBAN": ok = values.iban_ok(v)
        elif ty == "IDCARD":
            ok = values.prc_ok(v)
            if ok and dobs:
                want = sorted([int(v[6:10]), int(v[10:12]), int(v[12:14])])
                ok = any(dob_digits(d) == want for d in dobs)
                if not ok:
                    err(rid, "IDCARD birth date does not match DOB shown %r %r" % (v, dobs))
                    ok = True
        elif ty == "NATIONAL_ID": ok = bool(values.national_ok(v))
        elif ty == "SSN": ok = values.ssn_ok(v)
        elif ty == "APIKEY": ok = values.apikey_kind(v) is not None
        elif ty == "IP_ADDRESS": ok = values.ip_real_ok(v)
        elif ty == "EMAIL": ok = re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", v) is not None
        elif ty == "PHONE": ok = (len(re.findall(r"\d", v)) >= 5 and re.fullmatch(r"[\d +()\-.转ext]+", v) is not None) or len(re.findall(NUMW, v, re.I)) >= 5
        elif ty == "AMOUNT": ok = re.search(r"[\d%s]" % CN_NUM, v) is not None or re.search(NUMW, v, re.I) is not None
        elif ty == "DATE_OF_BIRTH": ok = re.search(r"[\d%s]" % CN_NUM, v) is not None or re.search(NUMW + "|ninth|second|third|first|teenth", v, re.I) is not None
        elif ty == "PASSPORT": ok = re.fullmatch(r"[A-Z0-9]{6,10}", v) is not None and len(re.findall(r"\d", v)) >= 5
        elif ty == "SECRET": ok = len(v) >= 6
        elif ty == "PASSWORD": ok = len(v) >= 3
        if not ok:
            err(rid, "%s fails shape/check rule: %r" % (ty, v))
    for d in r["decoys"]:
        k, v = d["kind"], d["value"]
        if k == "doc_ip" and not values.ip_doc_ok(v):
            err(rid, "doc_ip not a documentation/loopback address %r" % v)
        if k == "bind_address" and v not in ("0.0.0.0", "::"):
            err(rid, "bind_address %r" % v)
        if k.startswith("masked") and not re.search(r"[*×xX•#]", v):
            err(rid, "masked decoy without mask %r" % v)
        if k == "cidr" and "/" not in v:
            err(rid, "cidr without prefix %r" % v)
        if re.fullmatch(r"[A-Z_]+", k):
            err(rid, "decoy kind looks like a type %r" % k)
    # span vs decoy values
    sv = {s["value"] for s in r["spans"]}
    for d in r["decoys"]:
        if d["value"] in sv:
            err(rid, "value is both span and decoy %r" % d["value"])
    # consistency: each standalone occurrence of a span value is tagged
    cover = [(x[2]["start"], x[2]["end"]) for x in items]
    for s in r["spans"]:
        v = s["value"]
        if len(v) < 2:
            continue
        i = t.find(v)
        while i >= 0:
            j = i + len(v)
            standalone = not (aw(v[0]) and i > 0 and aw(t[i - 1])) and not (aw(v[-1]) and j < len(t) and aw(t[j]))
            if standalone and not any(a <= i and j <= b for a, b in cover):
                err(rid, "untagged occurrence of %s %r at %d" % (s["type"], v, i))
            i = t.find(v, i + 1)
    if any(ch in t for ch in "⟦⟧⟪⟫"):
        err(rid, "markup left in text")

CN = CN_NUM

def main():
    verbose = "-v" in sys.argv
    if not values.selftest():
        errors.append("values.selftest failed")
    rows = build_corpus.build()
    with open("corpus.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    disk = [json.loads(l) for l in open("corpus.jsonl", encoding="utf-8")]
    if disk != rows:
        errors.append("corpus.jsonl differs from rebuild")
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    for r in rows:
        check_row(r)
    n = len(rows)
    lang = collections.Counter(r["lang"] for r in rows)
    for l, target in (("en", 45), ("zh", 35), ("mixed", 20)):
        share = 100.0 * lang[l] / n
        if abs(share - target) > 5:
            errors.append("language share %s %.1f%% (target %d±5)" % (l, share, target))
    tcount = collections.Counter(s["type"] for r in rows for s in r["spans"])
    ttexts = collections.Counter(t for r in rows for t in {s["type"] for s in r["spans"]})
    for ty in TYPES:
        if ttexts[ty] < 4:
            errors.append("type %s in only %d texts" % (ty, ttexts[ty]))
    nd = sum(len(r["decoys"]) for r in rows)
    if nd < 2.5 * n:
        errors.append("decoys per text %.2f < 2.5" % (nd / n))
    empty = sum(1 for r in rows if not r["spans"])
    if not 3 <= empty <= 8:
        errors.append("%d texts without spans (need 3-8)" % empty)
    kinds = collections.Counter(r["kind"] for r in rows)
    if len(kinds) < 60:
        errors.append("only %d distinct kinds" % len(kinds))
    if n < 150:
        errors.append("only %d texts" % n)
    dk = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
    if verbose:
        print("texts: %d  (%s)" % (n, ", ".join("%s=%d (%.1f%%)" % (l, lang[l], 100.0 * lang[l] / n) for l in ("en", "zh", "mixed"))))
        print("spans: %d  decoys: %d (%.2f/text)  texts without spans: %d  distinct kinds: %d" % (
            sum(tcount.values()), nd, nd / n, empty, len(kinds)))
        print("per type (spans / texts):")
        for ty in TYPES:
            print("  %-14s %4d / %3d" % (ty, tcount[ty], ttexts[ty]))
        print("decoy kinds (%d):" % len(dk))
        print("  " + ", ".join("%s=%d" % kv for kv in dk.most_common()))
        for e in errors:
            print("  ERR", e)
    if errors:
        print("FAIL: %d problems" % len(errors))
        sys.exit(1)
    print("OK: %d texts, %d spans, %d decoys" % (n, sum(tcount.values()), nd))

if __name__ == "__main__":
    main()
