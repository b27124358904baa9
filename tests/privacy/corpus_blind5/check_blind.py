"""Checks corpus_blind5/corpus.jsonl: offsets, check digits, shapes, language mix, kinds, decoy/span overlap.

Run: python tests/privacy/corpus_blind5/check_blind.py   (exit status 1 on any problem)
It does not import or run the detector.
"""
import collections, ipaddress, json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from valid import (nfkc, digits, luhn_ok, iban_ok, cnid_ok, verhoeff_ok, steuerid_ok, nir_ok, ssn_ok)

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "APIKEY", "SECRET", "PASSWORD", "CARD", "CVV", "IBAN", "IDCARD",
         "SSN", "PASSPORT", "NATIONAL_ID", "IP_ADDRESS", "DATE_OF_BIRTH", "MEDICAL", "AMOUNT"}
KINDS = {"chat", "log", "config", "ticket", "email", "csv", "stacktrace", "medical_note", "hr_note", "shell", "json",
         "sms", "form", "yaml", "markdown", "sql", "git_commit", "calendar", "other"}
LANG_TARGET = {"en": 0.45, "zh": 0.35, "mixed": 0.20}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
KEY_PREFIXES = ("sk-proj-", "sk-ant-", "sk-", "ghp_", "github_pat_", "glpat-", "AKIA", "AIza", "sk_live_", "rk_live_",
                "xoxb-", "xoxp-", "SK", "SG.", "hf_", "npm_", "eyJ", "LTAI")

def is_doc_or_loop(ip):
    return ip.is_loopback or any(ip in n for n in DOC_NETS)

def check_value(typ, v, text, problems, rid):
    p = lambda msg: problems.append(f"{rid}: {typ} {v!r}: {msg}")
    n = nfkc(v)
    if typ == "CARD" and not luhn_ok(v):
        p("Luhn check fails")
    elif typ == "CARD" and not 13 <= len(digits(v)) <= 19:
        p("card length")
    elif typ == "IBAN" and not iban_ok(v):
        p("IBAN mod-97 fails")
    elif typ == "IDCARD" and not cnid_ok(v):
        p("resident ID check digit / birth date fails")
    elif typ == "SSN" and not ssn_ok(v):
        p("not a well-formed SSN")
    elif typ == "CVV":
        if not re.fullmatch(r"\d{3,4}", n):
            p("CVV must be 3-4 digits")
    elif typ == "NATIONAL_ID":
        d = digits(v)
        if re.fullmatch(r"[A-CEGHJ-PR-TW-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]", n):
            pass  # UK NINO
        elif re.fullmatch(r"[STFGM]\d{7}[A-Z]", n):
            pass  # Singapore NRIC/FIN shape
        elif len(d) == 12 and n.replace(" ", "").isdigit():
            if not verhoeff_ok(d) or d[0] in "01":
                p("Aadhaar Verhoeff fails")
        elif len(d) == 11:
            if not steuerid_ok(d):
                p("Steuer-ID check digit fails")
        elif len(d) == 15:
            if not nir_ok(d):
                p("NIR key fails")
        elif len(d) == 9:
            if not luhn_ok(d):
                p("SIN Luhn fails")
        else:
            p("unrecognised national id shape")
    elif typ == "PASSPORT" and not re.fullmatch(r"[A-Z]{1,3}\d{6,8}|\d{9}", n):
        p("passport shape")
    elif typ == "EMAIL" and not re.search(r"[^@\s]+(@|%40)\s*[\w.-]+\.[a-z]{2,}", n.replace("\n", ""), re.I):
        p("email shape")
    elif typ == "PHONE" and len(digits(v)) < 7:
        p("phone too short")
    elif typ == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            p("not an IP")
        else:
            if is_doc_or_loop(ip):
                p("loopback/documentation IP must be a decoy")
    elif typ == "APIKEY":
        if not (v.startswith(KEY_PREFIXES) or len(v) >= 30):
            p("unknown API key shape")
        if v.startswith("eyJ") and v.count(".") != 2:
            p("JWT must have 3 parts")
    elif typ == "SECRET" and len(v) < 8:
        p("secret too short")
    elif typ == "DATE_OF_BIRTH" and not re.search(r"\d|[一二三四五六七八九〇零]", n):
        p("no date in DOB")

def main():
    path = os.path.join(HERE, "corpus.jsonl")
    problems, recs = [], []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as e:
                problems.append(f"line {ln}: bad JSON {e}")
    ids = collections.Counter(r["id"] for r in recs)
    problems += [f"duplicate id {i}" for i, c in ids.items() if c > 1]
    by_type, by_lang, by_kind, by_decoy = (collections.Counter() for _ in range(4))
    texts = collections.Counter(r["text"] for r in recs)
    problems += [f"duplicate text {t[:40]!r}" for t, c in texts.items() if c > 1]
    n_spans = n_decoys = 0
    for r in recs:
        rid, text = r["id"], r["text"]
        if r["lang"] not in LANG_TARGET:
            problems.append(f"{rid}: bad lang {r['lang']}")
        if r["kind"] not in KINDS:
            problems.append(f"{rid}: bad kind {r['kind']}")
        if not re.fullmatch(rf"c5-{r['lang']}-\d{{3}}", rid):
            problems.append(f"{rid}: id does not match lang")
        has_cjk = bool(re.search(r"[\u4e00-\u9fff]", text))
        has_latin_words = len(re.findall(r"[A-Za-z]{3,}", text)) >= 3
        if r["lang"] == "zh" and not has_cjk:
            problems.append(f"{rid}: lang zh without Chinese")
        if r["lang"] == "mixed" and not (has_cjk and has_latin_words):
            problems.append(f"{rid}: lang mixed needs Chinese and English")
        if r["lang"] == "en" and len(re.findall(r"[\u4e00-\u9fff]", text)) > 6:
            problems.append(f"{rid}: lang en with much Chinese")
        by_lang[r["lang"]] += 1
        by_kind[r["kind"]] += 1
        ranges = []
        for s in r["spans"]:
            n_spans += 1
            by_type[s["type"]] += 1
            if s["type"] not in TYPES:
                problems.append(f"{rid}: unknown type {s['type']}")
            if text[s["start"]:s["end"]] != s["value"]:
                problems.append(f"{rid}: span offsets wrong for {s['value']!r}")
            check_value(s["type"], s["value"], text, problems, rid)
            if s["type"] == "CVV" and not any(t["type"] == "CARD" for t in r["spans"]):
                problems.append(f"{rid}: CVV without a card in the text")
            a, b = s["start"], s["end"]
            if a > 0 and re.match(r"[A-Za-z0-9]", text[a - 1]) and re.match(r"[A-Za-z0-9]", text[a]):
                problems.append(f"{rid}: span {s['value']!r} starts inside a word")
            if b < len(text) and re.match(r"[A-Za-z0-9]", text[b]) and re.match(r"[A-Za-z0-9]", text[b - 1]):
                problems.append(f"{rid}: span {s['value']!r} ends inside a word")
            for (x, y, v) in ranges:
                if a < y and x < b:
                    problems.append(f"{rid}: spans overlap {v!r} / {s['value']!r}")
            ranges.append((a, b, s["value"]))
        for d in r["decoys"]:
            n_decoys += 1
            by_decoy[d["kind"]] += 1
            if text[d["start"]:d["end"]] != d["value"]:
                problems.append(f"{rid}: decoy offsets wrong for {d['value']!r}")
            for (x, y, v) in ranges:
                if d["start"] < y and x < d["end"]:
                    problems.append(f"{rid}: decoy {d['value']!r} overlaps {v!r}")
            if d["kind"] in ("doc_ip", "loopback"):
                try:
                    if not is_doc_or_loop(ipaddress.ip_address(d["value"].split("/")[0])):
                        problems.append(f"{rid}: decoy IP {d['value']} is not loopback/documentation")
                except ValueError:
                    problems.append(f"{rid}: decoy IP {d['value']} does not parse")
            if d["kind"] == "test_card" and not luhn_ok(d["value"]):
                problems.append(f"{rid}: test card not Luhn-valid")
            ranges.append((d["start"], d["end"], d["value"]))
    total = len(recs)
    if total < 150:
        problems.append(f"only {total} texts (need >= 150)")
    for lang, target in LANG_TARGET.items():
        share = by_lang[lang] / total if total else 0
        if abs(share - target) > 0.05:
            problems.append(f"lang {lang}: {share:.0%} vs target {target:.0%}")
    for k in sorted(KINDS):
        if by_kind[k] < 4:
            problems.append(f"kind {k}: only {by_kind[k]} texts (need 4)")
    for t in sorted(TYPES):
        if by_type[t] == 0:
            problems.append(f"type {t}: no spans")
    if n_decoys / total < 1.2:
        problems.append(f"decoys per text {n_decoys / total:.2f} < 1.2")

    print(f"texts: {total}   spans: {n_spans}   decoys: {n_decoys} ({n_decoys / total:.2f} per text)")
    print("by lang: " + ", ".join(f"{k} {v} ({v / total:.0%})" for k, v in by_lang.most_common()))
    print("by kind: " + ", ".join(f"{k} {v}" for k, v in sorted(by_kind.items())))
    print("by type: " + ", ".join(f"{k} {v}" for k, v in by_type.most_common()))
    print("decoy kinds: " + ", ".join(f"{k} {v}" for k, v in by_decoy.most_common()))
    print(f"texts without any span (pure negatives): {sum(1 for r in recs if not r['spans'])}")
    if problems:
        print(f"\n{len(problems)} PROBLEMS:")
        for pr in problems:
            print("  " + pr)
        sys.exit(1)
    print("\nOK: all offsets, check digits, shapes, language mix, kinds and decoy/span separations pass")

if __name__ == "__main__":
    main()
