"""Checks corpus.jsonl: offsets, check digits, language mix, kinds, decoys.

Run: python tests/privacy/corpus_blind2/check_blind.py   (exit 1 on any error)"""
import collections, datetime, json, os, re, sys, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "APIKEY", "SECRET", "PASSWORD", "CARD", "CVV", "IBAN",
         "IDCARD", "SSN", "PASSPORT", "NATIONAL_ID", "IP_ADDRESS", "DATE_OF_BIRTH", "MEDICAL", "AMOUNT"}
KINDS = {"chat", "log", "config", "ticket", "email", "csv", "stacktrace", "medical_note", "hr_note", "shell",
         "json", "sms", "form", "yaml", "markdown", "sql", "git_commit", "calendar", "other"}
LANGS = {"en", "zh", "mixed"}
CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
DOC_IP = re.compile(r"^(127\.|192\.0\.2\.|198\.51\.100\.|203\.0\.113\.)|^::1$|^2001:db8:", re.I)
CN_DIGITS = {"〇": "0", "零": "0", "幺": "1", "一": "1", "二": "2", "三": "3", "四": "4", "五": "5", "六": "6",
             "七": "7", "八": "8", "九": "9"}


def norm(s):
    return unicodedata.normalize("NFKC", s)


def digits(s):
    return "".join(c for c in norm(s) if c.isdigit())


def luhn(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        total += d
    return total % 10 == 0


def iban_ok(s):
    s = re.sub(r"\s", "", norm(s)).upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    lengths = {"DE": 22, "GB": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "CH": 21, "BE": 16, "AT": 20}
    if s[:2] in lengths and len(s) != lengths[s[:2]]:
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def idcard_ok(s):
    s = re.sub(r"\s", "", norm(s)).upper()
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    if "10X98765432"[sum(int(a) * b for a, b in zip(s, w)) % 11] != s[17]:
        return False
    if s[:2] not in {"11", "12", "13", "14", "15", "21", "22", "23", "31", "32", "33", "34", "35", "36", "37",
                     "41", "42", "43", "44", "45", "46", "50", "51", "52", "53", "54", "61", "62", "63", "64", "65"}:
        return False
    try:
        bd = datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    return datetime.date(1900, 1, 1) < bd < datetime.date(2026, 11, 30)


VERHOEFF_D = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
              [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
              [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VERHOEFF_P = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
              [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]


def verhoeff(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERHOEFF_D[c][VERHOEFF_P[i % 8][int(ch)]]
    return c == 0


def steuer_id_ok(num):
    if len(num) != 11 or num[0] == "0":
        return False
    prod = 10
    for ch in num[:10]:
        s = (int(ch) + prod) % 10 or 10
        prod = (s * 2) % 11
    return (11 - prod) % 10 == int(num[10])


def national_id_ok(value):
    """Returns (ok, scheme) for the national-ID schemes used in the corpus."""
    v = norm(value).upper()
    d = digits(v)
    if re.fullmatch(r"[A-CEGHJ-PR-TW-Z]{2}\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-D]", v):
        return (v[:2] not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ", "QQ"}, "UK NINO")
    if len(d) == 12 and re.fullmatch(r"[\d ]+", v):
        return (d[0] not in "01" and verhoeff(d), "Aadhaar")
    if len(d) == 9 and re.fullmatch(r"[\d -]+", v):
        if luhn(d):
            return (True, "Canadian SIN")
        bsn = (sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])) % 11 == 0
        return (bsn, "Dutch BSN" if bsn else "Canadian SIN / Dutch BSN")
    if re.fullmatch(r"\d{8}[A-Z]", v):
        return ("TRWAGMYFPDXBNJZSQVHLCKE"[int(v[:8]) % 23] == v[8], "Spanish DNI")
    if re.fullmatch(r"\d{3}\.\d{3}\.\d{3}-\d{2}", v):
        s1 = sum(int(d[i]) * (10 - i) for i in range(9)) * 10 % 11 % 10
        s2 = sum(int(d[i]) * (11 - i) for i in range(10)) * 10 % 11 % 10
        return (d[9] == str(s1) and d[10] == str(s2), "Brazilian CPF")
    if len(d) == 15 and re.fullmatch(r"[\d ]+", v):
        return (97 - int(d[:13]) % 97 == int(d[13:]), "French NIR")
    if len(d) == 11 and re.fullmatch(r"\d{11}", v):
        return (steuer_id_ok(d), "German Steuer-ID")
    return (False, "unknown scheme")


def ssn_ok(value):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", value)
    if not m:
        return False
    a, g, s = m.groups()
    return a not in {"000", "666"} and a[0] != "9" and g != "00" and s != "0000" \
        and value.replace(" ", "-") not in {"078-05-1120", "219-09-9999"}


def main():
    path = os.path.join(HERE, "corpus.jsonl")
    errors, recs = [], []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append(f"line {n}: bad JSON: {e}")
    ids = collections.Counter(r["id"] for r in recs)
    errors += [f"duplicate id {i}" for i, c in ids.items() if c > 1]
    texts = collections.Counter(r["text"] for r in recs)
    errors += [f"duplicate text in {r['id']}" for r in recs if texts[r["text"]] > 1]
    by_type, by_lang, by_kind, by_decoy = (collections.Counter() for _ in range(4))
    schemes = collections.Counter()
    for r in recs:
        rid, text = r["id"], r["text"]
        if set(r) != {"id", "lang", "kind", "text", "spans", "decoys"}:
            errors.append(f"{rid}: keys {sorted(r)}")
        if r["lang"] not in LANGS:
            errors.append(f"{rid}: lang {r['lang']}")
        if r["kind"] not in KINDS:
            errors.append(f"{rid}: kind {r['kind']}")
        by_lang[r["lang"]] += 1
        by_kind[r["kind"]] += 1
        has_cjk, has_latin = bool(CJK.search(text)), bool(LATIN_WORD.search(text))
        if r["lang"] == "en" and has_cjk:
            errors.append(f"{rid}: lang en but text has CJK")
        if r["lang"] in ("zh", "mixed") and not has_cjk:
            errors.append(f"{rid}: lang {r['lang']} but no CJK")
        if r["lang"] == "mixed" and not has_latin:
            errors.append(f"{rid}: lang mixed but no Latin words")
        ranges = []
        for s in r["spans"]:
            t, a, b, v = s["type"], s["start"], s["end"], s["value"]
            by_type[t] += 1
            if t not in TYPES:
                errors.append(f"{rid}: type {t}")
            if text[a:b] != v:
                errors.append(f"{rid}: span {t} [{a}:{b}] is {text[a:b]!r}, not {v!r}")
            if v != v.strip():
                errors.append(f"{rid}: span {t} {v!r} has outer whitespace")
            ranges.append((a, b, "span", t))
            d = digits(v)
            if t == "CARD" and not (13 <= len(d) <= 19 and luhn(d)):
                errors.append(f"{rid}: CARD {v!r} fails Luhn")
            if t == "IBAN" and not iban_ok(v):
                errors.append(f"{rid}: IBAN {v!r} fails mod 97")
            if t == "IDCARD" and not idcard_ok(v):
                errors.append(f"{rid}: IDCARD {v!r} fails ISO 7064 mod 11-2 / region / birth date")
            if t == "SSN" and not ssn_ok(v):
                errors.append(f"{rid}: SSN {v!r} not a valid-looking SSN")
            if t == "NATIONAL_ID":
                ok, scheme = national_id_ok(v)
                schemes[scheme] += 1
                if not ok:
                    errors.append(f"{rid}: NATIONAL_ID {v!r} fails {scheme} check")
            if t == "CVV" and not re.fullmatch(r"\d{3,4}", v):
                errors.append(f"{rid}: CVV {v!r}")
            if t == "CVV" and not any(x["type"] == "CARD" for x in r["spans"]):
                errors.append(f"{rid}: CVV without a card in the text")
            if t == "IP_ADDRESS" and DOC_IP.search(v):
                errors.append(f"{rid}: IP {v!r} is loopback/documentation, must be a decoy")
            if t == "EMAIL" and re.search(r"@example\.(com|org|net)$", v):
                errors.append(f"{rid}: e-mail {v!r} is a public example address")
        for dcy in r["decoys"]:
            a, b, v = dcy["start"], dcy["end"], dcy["value"]
            by_decoy[dcy["kind"]] += 1
            if text[a:b] != v:
                errors.append(f"{rid}: decoy [{a}:{b}] is {text[a:b]!r}, not {v!r}")
            ranges.append((a, b, "decoy", dcy["kind"]))
        ranges.sort()
        for x, y in zip(ranges, ranges[1:]):
            if y[0] < x[1]:
                errors.append(f"{rid}: {x[2]} {x[3]} [{x[0]}:{x[1]}] overlaps {y[2]} {y[3]} [{y[0]}:{y[1]}]")
    n = len(recs)
    if n < 160:
        errors.append(f"only {n} texts")
    for lang, want in (("en", 0.45), ("zh", 0.35), ("mixed", 0.20)):
        share = by_lang[lang] / max(n, 1)
        if abs(share - want) > 0.05:
            errors.append(f"lang {lang}: {share:.0%} (want about {want:.0%})")
    for k in sorted(KINDS):
        if by_kind[k] < 4:
            errors.append(f"kind {k}: only {by_kind[k]} texts")
    n_dec = sum(by_decoy.values())
    if n_dec < 1.2 * n:
        errors.append(f"{n_dec} decoys for {n} texts (< 1.2 per text)")

    print(f"texts: {n}   spans: {sum(by_type.values())}   decoys: {n_dec} ({n_dec / max(n, 1):.2f} per text)")
    print("by lang: " + ", ".join(f"{k} {v} ({v / n:.0%})" for k, v in sorted(by_lang.items())))
    print("by kind: " + ", ".join(f"{k} {v}" for k, v in sorted(by_kind.items())))
    print("spans by type: " + ", ".join(f"{k} {v}" for k, v in sorted(by_type.items())))
    print("NATIONAL_ID schemes: " + ", ".join(f"{k} {v}" for k, v in sorted(schemes.items())))
    print("texts without spans: " + str(sum(1 for r in recs if not r["spans"])))
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK: offsets, Luhn, mod 97, ISO 7064 mod 11-2, national-ID checks, language mix, kinds, decoy overlap")
    return 0


if __name__ == "__main__":
    sys.exit(main())
