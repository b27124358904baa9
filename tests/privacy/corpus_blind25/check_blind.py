"""Verify corpus.jsonl (rebuilds it first). Usage: python3 check_blind.py [-v]"""
import json, re, sys, ipaddress, collections
import values, build_corpus

V = "-v" in sys.argv
TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
         "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
errors = []

def err(rid, msg):
    errors.append("%s: %s" % (rid, msg))

def isw(c):
    return c.isascii() and c.isalnum()

DOC_NETS = [ipaddress.ip_network(n) for n in ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24",
                                              "203.0.113.0/24", "2001:db8::/32")]

def ip_kind(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return None
    if any(ip in n for n in DOC_NETS): return "doc"
    if str(ip) in ("0.0.0.0", "::"): return "bind"
    return "real"

def dob_dates(v):
    out = set()
    nums = [int(x) for x in re.findall(r"\d+", v)]
    MON = {m: i + 1 for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}
    mm = re.search(r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)", v.lower())
    if mm and len(nums) == 2:
        y = max(nums); d = min(nums); out.add((y, MON[mm.group(1)], d))
    elif len(nums) == 3:
        a, b, c = nums
        if a > 31: out.add((a, b, c))
        else:
            out.add((c, b, a)); out.add((c, a, b))
    elif len(nums) == 1 and len(str(nums[0])) == 8:
        s = str(nums[0]); out.add((int(s[:4]), int(s[4:6]), int(s[6:])))
    return out

def main():
    rows = build_corpus.build()
    with open("corpus.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    values.selftest(V)
    type_texts = collections.Counter(); type_count = collections.Counter(); decoy_kinds = collections.Counter()
    lang_count = collections.Counter(); no_span = 0; kinds = set(); ndecoys = 0
    ids = set()
    for r in rows:
        rid, t = r["id"], r["text"]
        assert rid not in ids; ids.add(rid)
        lang_count[r["lang"]] += 1; kinds.add(r["kind"])
        if t != t.strip("\n"): err(rid, "leading/trailing newline")
        items = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
        for tag, typ, s in items:
            if t[s["start"]:s["end"]] != s["value"]: err(rid, "offset mismatch %r" % s["value"])
            if not s["value"] or s["value"] != s["value"].strip(): err(rid, "empty/whitespace-edged value %r" % s["value"])
            if s["start"] > 0 and isw(t[s["start"] - 1]) and isw(t[s["start"]]): err(rid, "start inside word %r" % s["value"])
            if s["end"] < len(t) and isw(t[s["end"] - 1]) and isw(t[s["end"]]): err(rid, "end inside word %r" % s["value"])
            if tag == "S" and typ not in TYPES: err(rid, "unknown type " + typ)
        srt = sorted(items, key=lambda x: x[2]["start"])
        for a, b in zip(srt, srt[1:]):
            if b[2]["start"] < a[2]["end"]: err(rid, "overlap %r / %r" % (a[2]["value"], b[2]["value"]))
        svals = {s["value"] for s in r["spans"]}; dvals = {d["value"] for d in r["decoys"]}
        for v in svals & dvals: err(rid, "value is both span and decoy: %r" % v)
        # each standalone occurrence of a span value must be tagged
        covered = [(x[2]["start"], x[2]["end"]) for x in items]
        span_pos = {(s["start"], s["end"]) for s in r["spans"]}
        for v in svals:
            for m in re.finditer(re.escape(v), t):
                a, b = m.start(), m.end()
                if (a, b) in span_pos: continue
                if a > 0 and isw(t[a - 1]) and isw(t[a]): continue
                if b < len(t) and isw(t[b - 1]) and isw(t[b]): continue
                if any(x <= a and b <= y for x, y in covered): continue
                err(rid, "untagged repeat of %r at %d" % (v, a))
        has_card = any(s["type"] == "CARD" for s in r["spans"])
        dobs = set()
        for s in r["spans"]:
            if s["type"] == "DATE_OF_BIRTH": dobs |= dob_dates(s["value"])
        for s in r["spans"]:
            typ, v = s["type"], s["value"]
            type_count[typ] += 1
            ok = True
            if typ == "CARD": ok = values.card_ok(v)
            elif typ == "CVV": ok = bool(re.fullmatch(r"\d{3,4}", v)) and has_card
            elif typ == "IBAN": ok = values.iban_ok(v)
            elif typ == "IDCARD":
                ok = values.prc_ok(v)
                if ok and dobs:
                    d = (int(v[6:10]), int(v[10:12]), int(v[12:14]))
                    if d not in dobs: err(rid, "IDCARD birth date %s not among DOBs shown" % (d,))
            elif typ == "NATIONAL_ID": ok = values.national_ok(v) and not values.prc_ok(v)
            elif typ == "SSN": ok = values.ssn_ok(v)
            elif typ == "APIKEY": ok = values.apikey_ok(v)
            elif typ == "IP_ADDRESS": ok = ip_kind(v) == "real"
            elif typ == "EMAIL": ok = bool(re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", v))
            elif typ == "PASSPORT": ok = bool(re.fullmatch(r"[A-Z0-9 ]{6,12}", v)) and any(c.isdigit() for c in v)
            elif typ == "PHONE": ok = len(re.sub(r"\D", "", v)) >= 5
            elif typ == "DATE_OF_BIRTH": ok = bool(re.search(r"\d", v)) or any(c in v for c in "年月日")
            elif typ == "AMOUNT": ok = bool(re.search(r"[\d一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟半]", v.lower()) or re.search(r"(one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|fifty|twenty|thirty|forty|sixty|seventy|eighty|ninety)", v.lower()))
            if not ok: err(rid, "%s fails validation: %r" % (typ, v))
        for typ in {s["type"] for s in r["spans"]}: type_texts[typ] += 1
        for d in r["decoys"]:
            decoy_kinds[d["kind"]] += 1; ndecoys += 1
            k = ip_kind(d["value"])
            if d["kind"] == "doc_ip" and k != "doc": err(rid, "doc_ip not a doc/loopback address: %r" % d["value"])
            if d["kind"] == "bind_address" and k != "bind": err(rid, "bind_address not 0.0.0.0: %r" % d["value"])
            if d["kind"] not in ("doc_ip", "bind_address", "cidr") and k in ("real",) and d["kind"] != "version":
                err(rid, "real IP used as decoy: %r" % d["value"])
            if d["kind"] == "cidr" and "/" not in d["value"]: err(rid, "cidr without prefix %r" % d["value"])
        if not r["spans"]: no_span += 1
    n = len(rows)
    for lang, target in (("en", 45), ("zh", 35), ("mixed", 20)):
        share = 100.0 * lang_count[lang] / n
        if abs(share - target) > 5: errors.append("language share %s = %.1f%% (target %d±5)" % (lang, share, target))
    for typ in TYPES:
        if type_texts[typ] < 4: errors.append("type %s only in %d texts" % (typ, type_texts[typ]))
    if ndecoys / n < 2.5: errors.append("decoys per text %.2f < 2.5" % (ndecoys / n))
    if not 3 <= no_span <= 8: errors.append("texts without spans: %d (need 3-8)" % no_span)
    if len(kinds) < 60: errors.append("only %d distinct kinds" % len(kinds))
    if n < 150: errors.append("only %d texts" % n)
    if V:
        print("texts: %d  (%s)" % (n, ", ".join("%s %d = %.1f%%" % (l, lang_count[l], 100.0 * lang_count[l] / n) for l in ("en", "zh", "mixed"))))
        print("distinct kinds: %d   texts without spans: %d" % (len(kinds), no_span))
        print("spans: %d" % sum(type_count.values()))
        for typ in TYPES:
            print("  %-14s %4d spans in %3d texts" % (typ, type_count[typ], type_texts[typ]))
        print("decoys: %d (%.2f per text), %d kinds" % (ndecoys, ndecoys / n, len(decoy_kinds)))
        for k, c in decoy_kinds.most_common():
            print("  %-16s %4d" % (k, c))
        for e in errors[:200]:
            print("ERR", e)
    if errors:
        print("FAIL: %d problems" % len(errors))
        sys.exit(1)
    print("OK: %d texts, %d spans, %d decoys" % (n, sum(type_count.values()), ndecoys))

if __name__ == "__main__":
    main()
