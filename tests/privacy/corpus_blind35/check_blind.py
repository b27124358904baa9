"""Validate corpus.jsonl (rebuilt from the text files). Usage: python3 check_blind.py [-v]"""
import collections
import datetime
import ipaddress
import re
import sys

import values
import build_corpus

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
SHARE = {"en": 45, "zh": 35, "mixed": 20}
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
MONTHS = {m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct",
                                      "nov", "dec"], 1)}


def isw(c):
    return c.isascii() and c.isalnum()


def inside_word(text, i):
    return 0 < i < len(text) and isw(text[i - 1]) and isw(text[i])


def dob_dates(v):
    out = set()
    s = v.strip()

    def add(y, m, d):
        try:
            out.add(datetime.date(int(y), int(m), int(d)).strftime("%Y%m%d"))
        except ValueError:
            pass
    for m in re.finditer(r"(\d{4})\s*[-./年]\s*(\d{1,2})\s*[-./月]\s*(\d{1,2})", s):
        add(*m.groups())
    for m in re.finditer(r"(\d{1,2})[-./](\d{1,2})[-./](\d{4})", s):
        add(m.group(3), m.group(2), m.group(1)); add(m.group(3), m.group(1), m.group(2))
    for m in re.finditer(r"(\d{1,2})(?:st|nd|rd|th)?[ -]([A-Za-z]{3})[a-z]*\.?,?[ -](\d{4})", s):
        if m.group(2).lower() in MONTHS:
            add(m.group(3), MONTHS[m.group(2).lower()], m.group(1))
    for m in re.finditer(r"([A-Za-z]{3})[a-z]*\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})", s):
        if m.group(1).lower() in MONTHS:
            add(m.group(3), MONTHS[m.group(1).lower()], m.group(2))
    ords = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
            "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
            "eighteenth", "nineteenth", "twentieth", "twenty-first", "twenty-second", "twenty-third",
            "twenty-fourth", "twenty-fifth", "twenty-sixth", "twenty-seventh", "twenty-eighth",
            "twenty-ninth", "thirtieth", "thirty-first"]
    for m in re.finditer(r"([a-z-]+) of ([A-Za-z]{3})[a-z]* (\d{4})", s):
        if m.group(1) in ords and m.group(2).lower() in MONTHS:
            add(m.group(3), MONTHS[m.group(2).lower()], ords.index(m.group(1)) + 1)
    if re.fullmatch(r"\d{8}", s):
        add(s[:4], s[4:6], s[6:])
    return out


def check_value(t, v, text_types):
    """Return an error string or None."""
    if t == "CARD":
        return None if values.card_ok(v) else "bad card"
    if t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            return "bad cvv shape"
        return None if "CARD" in text_types else "cvv without card"
    if t == "IBAN":
        return None if values.iban_ok(v) else "bad iban"
    if t == "IDCARD":
        return None if values.prc_ok(v) else "bad prc id"
    if t == "NATIONAL_ID":
        return None if values.national_ok(v) else "bad national id"
    if t == "SSN":
        return None if values.ssn_ok(v) else "bad ssn"
    if t == "APIKEY":
        return None if values.apikey_ok(v) else "bad api key shape"
    if t == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return "not an ip"
        if any(ip in n for n in DOC_NETS) or ip.is_unspecified or ip.is_loopback:
            return "doc/loopback ip tagged as IP_ADDRESS"
        return None if (ip.is_private or ip.is_global) else "odd ip"
    if t == "EMAIL":
        return None if re.fullmatch(r"[\w.+-]+@[\w-]+(\.[\w-]+)+", v) else "bad email"
    if t == "PHONE":
        return None if len(re.sub(r"\D", "", v)) >= 7 else "phone too short"
    if t == "PASSPORT":
        return None if re.fullmatch(r"[A-Z0-9]{6,10}", v.replace(" ", "")) and \
            sum(c.isdigit() for c in v) >= 5 else "bad passport"
    if t == "DATE_OF_BIRTH":
        return None if dob_dates(v) else "unparsed dob"
    if t == "AMOUNT":
        return None if re.search(r"[\d一二三四五六七八九十百千万两]|[a-z]+ (pounds|quid|dollars|euros)", v) or \
            re.search(r"(hundred|thousand|fifty|twenty|forty|thirty|sixty|eighty|ninety|seventy|ten|five)", v) \
            else "amount without number"
    if t == "PERSON" and re.match(r"(Mr|Mrs|Ms|Dr|Miss)\.? ", v):
        return "title inside PERSON"
    if t in ("SECRET", "PASSWORD"):
        return None if len(v) >= 4 else "too short"
    if t in TYPES:
        return None if v.strip() == v and v else "whitespace edge"
    return "unknown type"


def main(verbose):
    rows = build_corpus.build()
    errors = []
    try:
        values.selftest()
    except AssertionError as e:
        errors.append(f"values.selftest failed: {e}")
    type_texts = collections.Counter()
    type_counts = collections.Counter()
    decoy_kinds = collections.Counter()
    lang_counts = collections.Counter()
    lang_type = collections.defaultdict(collections.Counter)
    kinds = set()
    no_span = 0
    n_decoys = 0
    ids = set()
    for r in rows:
        text = r["text"]
        rid = r["id"]
        if rid in ids:
            errors.append(f"{rid}: duplicate id")
        ids.add(rid)
        lang_counts[r["lang"]] += 1
        kinds.add(r["kind"])
        if text != text.strip("\n"):
            errors.append(f"{rid}: leading/trailing newline")
        items = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
        for tag, t, it in items:
            if text[it["start"]:it["end"]] != it["value"]:
                errors.append(f"{rid}: offset mismatch {it}")
            if not it["value"] or it["value"] != it["value"].strip():
                errors.append(f"{rid}: empty/whitespace-edged value {it['value']!r}")
            if inside_word(text, it["start"]) or inside_word(text, it["end"]):
                errors.append(f"{rid}: edge inside ASCII word {t} {it['value']!r}")
        srt = sorted((it["start"], it["end"], it["value"]) for _, _, it in items)
        for a, b in zip(srt, srt[1:]):
            if b[0] < a[1]:
                errors.append(f"{rid}: overlap {a[2]!r} / {b[2]!r}")
        text_types = {s["type"] for s in r["spans"]}
        for s in r["spans"]:
            e = check_value(s["type"], s["value"], text_types)
            if e:
                errors.append(f"{rid}: {s['type']} {s['value']!r}: {e}")
            type_counts[s["type"]] += 1
            lang_type[r["lang"]][s["type"]] += 1
        for t in text_types:
            type_texts[t] += 1
        # PRC id birth date vs DOB shown
        dobs = set()
        for s in r["spans"]:
            if s["type"] == "DATE_OF_BIRTH":
                dobs |= dob_dates(s["value"])
        for s in r["spans"]:
            if s["type"] == "IDCARD" and dobs and s["value"][6:14] not in dobs:
                errors.append(f"{rid}: IDCARD {s['value']} birth date not among DOBs {sorted(dobs)}")
        for d in r["decoys"]:
            decoy_kinds[d["kind"]] += 1
            if d["kind"] == "doc_ip":
                try:
                    ip = ipaddress.ip_address(d["value"])
                    if not any(ip in n for n in DOC_NETS):
                        errors.append(f"{rid}: doc_ip not in doc ranges {d['value']}")
                except ValueError:
                    errors.append(f"{rid}: doc_ip not an ip {d['value']}")
            if d["kind"] == "bind_address" and d["value"] not in ("0.0.0.0", "::"):
                errors.append(f"{rid}: bind_address {d['value']}")
        n_decoys += len(r["decoys"])
        if not r["spans"]:
            no_span += 1
        # never both span and decoy
        sv = {s["value"] for s in r["spans"]}
        dv = {d["value"] for d in r["decoys"]}
        for v in sv & dv:
            errors.append(f"{rid}: value both span and decoy {v!r}")
        # tagged once -> tagged everywhere (standalone)
        cover = [(it["start"], it["end"]) for _, _, it in items]
        for v in sv:
            for m in re.finditer(re.escape(v), text):
                a, b = m.start(), m.end()
                if inside_word(text, a) or inside_word(text, b):
                    continue
                if not any(x <= a and b <= y for x, y in cover):
                    errors.append(f"{rid}: untagged occurrence of span value {v!r} at {a}")
    total = len(rows)
    for lang, share in SHARE.items():
        pct = 100 * lang_counts[lang] / total
        if abs(pct - share) > 5:
            errors.append(f"language share {lang} {pct:.1f}% not within {share}±5")
    for t in TYPES:
        if type_texts[t] < 4:
            errors.append(f"type {t} only in {type_texts[t]} texts")
    if n_decoys / total < 2.5:
        errors.append(f"decoys per text {n_decoys / total:.2f} < 2.5")
    if not 3 <= no_span <= 8:
        errors.append(f"{no_span} texts without spans (want 3-8)")
    if len(kinds) < 60:
        errors.append(f"only {len(kinds)} kinds")
    if total < 150:
        errors.append(f"only {total} texts")
    if verbose:
        print(f"texts: {total}  " + "  ".join(f"{l}={lang_counts[l]} ({100 * lang_counts[l] / total:.1f}%)"
                                              for l in SHARE))
        print(f"kinds: {len(kinds)}  texts without spans: {no_span}")
        print(f"spans: {sum(type_counts.values())}  decoys: {n_decoys} ({n_decoys / total:.2f}/text)")
        print(f"{'type':14s} {'spans':>6s} {'texts':>6s} {'en':>5s} {'zh':>5s} {'mixed':>6s}")
        for t in TYPES:
            print(f"{t:14s} {type_counts[t]:6d} {type_texts[t]:6d} {lang_type['en'][t]:5d} "
                  f"{lang_type['zh'][t]:5d} {lang_type['mixed'][t]:6d}")
        print(f"decoy kinds ({len(decoy_kinds)}):")
        print("  " + ", ".join(f"{k}={n}" for k, n in decoy_kinds.most_common()))
        for e in errors:
            print("ERROR", e)
    if errors:
        print(f"FAIL: {len(errors)} problems")
        return 1
    print(f"OK: {total} texts, {sum(type_counts.values())} spans, {n_decoys} decoys")
    return 0


if __name__ == "__main__":
    sys.exit(main("-v" in sys.argv))
