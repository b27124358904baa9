"""Consistency checker for corpus_blind14/corpus.jsonl. One line per problem; exit 1 on any."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import values  # noqa: E402

DOC_NETS = [ipaddress.ip_network(n) for n in
            ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
ALL_TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
             "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]


def is_word(c):
    return c.isascii() and (c.isalnum() or c == "_")


def is_doc_ip(v):
    try:
        a = ipaddress.ip_address(v)
    except ValueError:
        return None
    return any(a.version == n.version and a in n for n in DOC_NETS)


def main():
    problems = []
    p = problems.append
    for s in values.selftest():
        p(f"selftest: {s}")
    national = {v for k, v in values.VALUES.items()
                if values.VALUE_KIND[k] in values.NATIONAL_KINDS and values.VALIDATORS[values.VALUE_KIND[k]](v)}
    path = os.path.join(HERE, "corpus.jsonl")
    records = [json.loads(line) for line in open(path, encoding="utf-8")]
    ids = collections.Counter(r["id"] for r in records)
    for i, n in ids.items():
        if n > 1:
            p(f"{i}: duplicate id")
    type_texts = collections.defaultdict(set)
    lang_n = collections.Counter()
    kinds = set()
    n_decoys = 0
    no_span = []
    for r in records:
        rid, text = r["id"], r["text"]
        lang_n[r["lang"]] += 1
        kinds.add(r["kind"])
        n_decoys += len(r["decoys"])
        if r["lang"] not in ("en", "zh", "mixed"):
            p(f"{rid}: bad lang {r['lang']}")
        if not re.fullmatch(r"c14-(en|zh|mixed)-\d{3}", rid) or rid.split("-")[1] != r["lang"]:
            p(f"{rid}: bad id")
        if not r["spans"]:
            no_span.append(rid)
        items = [("span", s["type"], s) for s in r["spans"]] + [("decoy", d["kind"], d) for d in r["decoys"]]
        for role, label, it in items:
            st, en, v = it["start"], it["end"], it["value"]
            tag = f"{rid}: {role} {label} {v!r}"
            if text[st:en] != v:
                p(f"{tag}: offsets wrong ({st},{en})")
                continue
            if not v or v != v.strip():
                p(f"{tag}: whitespace at edge or empty")
            if st > 0 and is_word(text[st - 1]) and is_word(text[st]):
                p(f"{tag}: start inside an ASCII word")
            if en < len(text) and is_word(text[en - 1]) and is_word(text[en]):
                p(f"{tag}: end inside an ASCII word")
        # overlaps
        ivs = sorted((it["start"], it["end"], role, label) for role, label, it in items)
        for a, b in zip(ivs, ivs[1:]):
            if b[0] < a[1]:
                p(f"{rid}: overlap {a[2]} {a[3]} [{a[0]},{a[1]}) with {b[2]} {b[3]} [{b[0]},{b[1]})")
        has_card = any(s["type"] == "CARD" for s in r["spans"])
        for s in r["spans"]:
            t, v = s["type"], s["value"]
            type_texts[t].add(rid)
            tag = f"{rid}: {t} {v!r}"
            if t == "CARD":
                d = re.sub(r"[ -]", "", v)
                if not (d.isdigit() and 13 <= len(d) <= 19 and values.luhn_ok(v)):
                    p(f"{tag}: not a Luhn-valid 13-19 digit card")
            elif t == "IBAN" and not values.iban_ok(v):
                p(f"{tag}: IBAN fails mod-97 / length")
            elif t == "IDCARD" and not values.cnid_ok(v):
                p(f"{tag}: fails GB 11643 / birth date")
            elif t == "SSN" and not values.ssn_ok(v):
                p(f"{tag}: SSN shape")
            elif t == "NATIONAL_ID" and v not in national:
                p(f"{tag}: not a generated, scheme-valid national id")
            elif t == "IP_ADDRESS":
                doc = is_doc_ip(v)
                if doc is None:
                    p(f"{tag}: not an IP address")
                elif doc:
                    p(f"{tag}: documentation/loopback address tagged IP_ADDRESS")
            elif t == "CVV":
                if not re.fullmatch(r"\d{3,4}", v):
                    p(f"{tag}: CVV not 3-4 digits")
                if not has_card:
                    p(f"{tag}: CVV in a text without CARD")
        for d in r["decoys"]:
            if d["kind"] == "doc_ip" and not is_doc_ip(d["value"]):
                p(f"{rid}: doc_ip decoy {d['value']!r} is not a documentation/loopback address")
        # span vs decoy values
        sv = {s["value"] for s in r["spans"]}
        dv = {d["value"] for d in r["decoys"]}
        for v in sorted(sv & dv):
            p(f"{rid}: value {v!r} is both span and decoy")
        # every standalone occurrence of a tagged value is tagged
        cover = [(s["start"], s["end"]) for s in r["spans"]]
        for v in sorted(sv):
            i = text.find(v)
            while i != -1:
                j = i + len(v)
                standalone = not (i > 0 and is_word(text[i - 1]) and is_word(v[0])) and \
                    not (j < len(text) and is_word(text[j]) and is_word(v[-1]))
                if standalone and not any(a <= i and j <= b for a, b in cover):
                    p(f"{rid}: untagged standalone occurrence of {v!r} at {i}")
                i = text.find(v, i + 1)
    total = len(records)
    if total < 210:
        p(f"corpus: only {total} texts (< 210)")
    for lang, target in (("en", 45), ("zh", 35), ("mixed", 20)):
        share = 100.0 * lang_n[lang] / max(total, 1)
        if abs(share - target) > 5:
            p(f"corpus: {lang} share {share:.1f}% not within {target}±5")
    for t in ALL_TYPES:
        if len(type_texts[t]) < 4:
            p(f"corpus: type {t} in only {len(type_texts[t])} texts (< 4)")
    avg = n_decoys / max(total, 1)
    if avg < 2.5:
        p(f"corpus: {avg:.2f} decoys per text (< 2.5)")
    if not 3 <= len(no_span) <= 8:
        p(f"corpus: {len(no_span)} texts without spans (need 3-8)")
    if len(kinds) < 60:
        p(f"corpus: only {len(kinds)} distinct kinds (< 60)")
    for line in problems:
        print(line)
    n_spans = sum(len(r["spans"]) for r in records)
    summary = (f"{total} texts (en {lang_n['en']}, zh {lang_n['zh']}, mixed {lang_n['mixed']}), {n_spans} spans, "
               f"{n_decoys} decoys ({avg:.2f}/text), {len(kinds)} kinds, {len(no_span)} texts without spans")
    if problems:
        print(f"FAIL: {len(problems)} problems; {summary}")
        sys.exit(1)
    print(f"OK: {summary}")


if __name__ == "__main__":
    main()
