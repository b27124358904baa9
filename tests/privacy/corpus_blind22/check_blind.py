"""Validate corpus.jsonl (rebuilt from the texts first). Last line: OK: or FAIL:."""
import collections
import datetime
import ipaddress
import json
import re
import sys

import build_corpus
import values as V

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
CJK = re.compile(r"[\u4e00-\u9fff]")
MONTHS = {m: i + 1 for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep",
                                          "oct", "nov", "dec"])}
CN_NUM = "零〇一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟萬"
NUM_WORDS = re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
                       r"thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand|k)\b", re.I)


def isw(c):
    return c.isascii() and c.isalnum()


def parse_dob(s):
    s = s.strip()
    pats = [(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", "ymd"), (r"(\d{4})年(\d{1,2})月(\d{1,2})日?", "ymd"),
            (r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})", "dmy"), (r"(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z]+),? (\d{4})", "dMy"),
            (r"([A-Za-z]+) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})", "Mdy"), (r"(\d{8})", "compact")]
    for p, f in pats:
        m = re.fullmatch(p, s)
        if not m:
            continue
        g = m.groups()
        try:
            if f == "ymd":
                return datetime.date(int(g[0]), int(g[1]), int(g[2]))
            if f == "dmy":
                return datetime.date(int(g[2]), int(g[1]), int(g[0]))
            if f == "dMy":
                return datetime.date(int(g[2]), MONTHS[g[1][:3].lower()], int(g[0]))
            if f == "Mdy":
                return datetime.date(int(g[2]), MONTHS[g[0][:3].lower()], int(g[1]))
            if f == "compact":
                return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:]))
        except (ValueError, KeyError):
            return None
    return None


def passport_ok(v):
    s = v.replace(" ", "")
    return bool(re.fullmatch(r"[A-Z]{0,2}\d{6,9}|\d{2}[A-Z]{2}\d{5}|[CFGHJK][0-9CFGHJKLMNPRTVWXYZ]{8}|[A-Z]{2}[A-Z0-9]\d{6}|[A-Z]\d{7}[A-Z]?|\d{9}", s)) and \
        any(c.isdigit() for c in s)


def check_span(t, v, text, r):
    if t == "EMAIL":
        return bool(re.fullmatch(r"[A-Za-z0-9._%+\-]+(@|//)[A-Za-z0-9.\-]+\.[A-Za-z]{2,}", v))  # // = airline CTCE form
    if t == "PHONE":
        v = v.translate(str.maketrans("零〇一二三四五六七八九幺", "001234567891"))
        return len(re.sub(r"\D", "", v)) >= 5 and bool(re.fullmatch(r"[+(\d][\d \-().]*\d( ?(ext\.?|x|转) ?\d+)?", v))
    if t == "CARD":
        return V.card_ok(v)
    if t == "CVV":
        return bool(re.fullmatch(r"\d{3,4}", v)) and any(s["type"] == "CARD" for s in r["spans"])
    if t == "IBAN":
        return V.iban_ok(v)
    if t == "SSN":
        return V.ssn_ok(v)
    if t == "IDCARD":
        if not V.prc_ok(v):
            return False
        dobs = [parse_dob(s["value"]) for s in r["spans"] if s["type"] == "DATE_OF_BIRTH"]
        dobs = [d for d in dobs if d]
        if dobs:
            born = datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
            return born in dobs
        return True
    if t == "NATIONAL_ID":
        return V.national_ok(v) and not V.prc_ok(v) and not V.ssn_ok(v)
    if t == "PASSPORT":
        return passport_ok(v)
    if t == "APIKEY":
        return V.apikey_ok(v)
    if t == "SECRET":
        return len(v) >= 6
    if t == "IP_ADDRESS":
        return V.ip_real_ok(v)
    if t == "AMOUNT":
        return bool(re.search(r"\d", v)) or any(c in CN_NUM for c in v) or bool(NUM_WORDS.search(v))
    if t == "DATE_OF_BIRTH":
        return bool(re.search(r"\d", v)) or any(c in CN_NUM for c in v)
    if t in ("PERSON", "ADDRESS", "MEDICAL", "PASSWORD"):
        return len(v.strip()) == len(v) and len(v) >= 1
    return False


def check_decoy(k, v):
    if k == "doc_ip":
        return V.ip_doc_ok(v)
    if k == "bind_address":
        return v in ("0.0.0.0", "::")
    if k == "cidr":
        try:
            ipaddress.ip_network(v, strict=False)
            return "/" in v
        except ValueError:
            return False
    if k.startswith("masked_") or k == "id_tail":
        return any(c in v for c in "*•xX×＊") or k == "id_tail"
    if k == "card_expiry":
        return bool(re.search(r"\d", v))
    if k == "otp_code":
        return bool(re.fullmatch(r"[A-Z0-9\-]{4,8}", v))
    return len(v) >= 1


def main(verbose):
    rows = build_corpus.build()
    with open("corpus.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    errs = []
    type_spans = collections.Counter()
    type_texts = collections.Counter()
    decoy_kinds = collections.Counter()
    langs = collections.Counter()
    kinds = set()
    no_span = 0
    ndecoys = 0
    ids = set()
    for r in rows:
        rid, text = r["id"], r["text"]
        if rid in ids:
            errs.append("%s duplicate id" % rid)
        ids.add(rid)
        langs[r["lang"]] += 1
        kinds.add(r["kind"])
        if r["lang"] in ("zh", "mixed") and not CJK.search(text):
            errs.append("%s: no Chinese characters" % rid)
        if r["lang"] == "en" and CJK.search(text):
            errs.append("%s: Chinese in English text" % rid)
        if r["lang"] == "mixed" and len(re.findall(r"[A-Za-z]{3,}", text)) < 3:
            errs.append("%s: mixed text has too little English" % rid)
        anns = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
        for kind_, lab, a in anns:
            st, en, v = a["start"], a["end"], a["value"]
            if text[st:en] != v:
                errs.append("%s: offset mismatch %s %r" % (rid, lab, v))
                continue
            if not v or v != v.strip():
                errs.append("%s: empty or padded %s %r" % (rid, lab, v))
            if st > 0 and isw(text[st - 1]) and isw(text[st]):
                errs.append("%s: %s %r starts inside a word" % (rid, lab, v))
            if en < len(text) and isw(text[en - 1]) and isw(text[en]):
                errs.append("%s: %s %r ends inside a word" % (rid, lab, v))
            if kind_ == "S":
                if lab not in TYPES:
                    errs.append("%s: unknown type %s" % (rid, lab))
                elif not check_span(lab, v, text, r):
                    errs.append("%s: %s fails shape/check: %r" % (rid, lab, v))
            else:
                if not check_decoy(lab, v):
                    errs.append("%s: decoy %s fails shape: %r" % (rid, lab, v))
                if lab != "doc_ip" and V.ip_doc_ok(v) is False and lab == "ip":
                    errs.append("%s: ip decoy" % rid)
        # overlaps
        iv = sorted((a["start"], a["end"], lab) for _, lab, a in anns)
        for (s1, e1, l1), (s2, e2, l2) in zip(iv, iv[1:]):
            if s2 < e1:
                errs.append("%s: overlap %s/%s at %d" % (rid, l1, l2, s2))
        # span and decoy same string
        sv = {s["value"] for s in r["spans"]}
        for d in r["decoys"]:
            if d["value"] in sv:
                errs.append("%s: %r is both span and decoy" % (rid, d["value"]))
        # consistency: each standalone occurrence of a tagged value is tagged (or inside another annotation)
        cover = [(a["start"], a["end"]) for _, _, a in anns]
        exact = {(s["start"], s["end"], s["type"]) for s in r["spans"]}
        done = set()
        for s in r["spans"]:
            v = s["value"]
            if (v, s["type"]) in done or len(v) < 2:
                continue
            done.add((v, s["type"]))
            i = text.find(v)
            while i >= 0:
                j = i + len(v)
                standalone = not (i > 0 and isw(text[i - 1]) and isw(v[0])) and \
                    not (j < len(text) and isw(text[j]) and isw(v[-1]))
                if standalone and (i, j, s["type"]) not in exact and \
                        not any(a <= i and j <= b and (a, b) != (i, j) for a, b in cover):
                    errs.append("%s: %s %r untagged at %d" % (rid, s["type"], v, i))
                i = text.find(v, i + 1)
        ts = {s["type"] for s in r["spans"]}
        for s in r["spans"]:
            type_spans[s["type"]] += 1
        for t in ts:
            type_texts[t] += 1
        if not r["spans"]:
            no_span += 1
        for d in r["decoys"]:
            decoy_kinds[d["kind"]] += 1
        ndecoys += len(r["decoys"])
    n = len(rows)
    if n < 150:
        errs.append("only %d texts (< 150)" % n)
    for lang, target in (("en", 45), ("zh", 35), ("mixed", 20)):
        share = 100.0 * langs[lang] / max(n, 1)
        if abs(share - target) > 5:
            errs.append("language %s share %.1f%% not within 5 of %d%%" % (lang, share, target))
    for t in TYPES:
        if type_texts[t] < 4:
            errs.append("type %s in only %d texts" % (t, type_texts[t]))
    if ndecoys < 2.5 * n:
        errs.append("decoys per text %.2f < 2.5" % (ndecoys / max(n, 1)))
    if not 3 <= no_span <= 8:
        errs.append("%d texts without spans (need 3-8)" % no_span)
    if len(kinds) < 60:
        errs.append("only %d distinct kinds" % len(kinds))
    if verbose:
        print("texts: %d  %s" % (n, dict(langs)))
        print("distinct kinds: %d   texts without spans: %d" % (len(kinds), no_span))
        print("spans: %d   decoys: %d (%.2f per text)" % (sum(type_spans.values()), ndecoys, ndecoys / max(n, 1)))
        print("%-14s %6s %6s" % ("type", "spans", "texts"))
        for t in TYPES:
            print("%-14s %6d %6d" % (t, type_spans[t], type_texts[t]))
        print("decoy kinds (%d):" % len(decoy_kinds))
        print("  " + ", ".join("%s=%d" % kv for kv in decoy_kinds.most_common()))
        for e in errs:
            print("ERROR", e)
    st = V.selftest()
    if errs:
        print("FAIL: %d problems" % len(errs))
        return 1
    print("OK: %d texts, %d spans, %d decoys, values selftest %d checks" % (n, sum(type_spans.values()), ndecoys, st))
    return 0


if __name__ == "__main__":
    sys.exit(main("-v" in sys.argv))
