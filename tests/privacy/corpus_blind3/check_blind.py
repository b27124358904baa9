"""Checks corpus.jsonl: offsets, check digits, language mix, kinds, decoy/span overlap.

Run: python tests/privacy/corpus_blind3/check_blind.py   (exit status 1 on any error)
"""
import datetime
import ipaddress
import json
import re
import sys
import unicodedata
import urllib.parse
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent
TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "APIKEY", "SECRET", "PASSWORD", "CARD", "CVV", "IBAN", "IDCARD", "SSN",
         "PASSPORT", "NATIONAL_ID", "IP_ADDRESS", "DATE_OF_BIRTH", "MEDICAL", "AMOUNT"}
LANGS = {"en": 0.45, "zh": 0.35, "mixed": 0.20}
KINDS = ["chat", "log", "config", "ticket", "email", "csv", "stacktrace", "medical_note", "hr_note", "shell", "json", "sms",
         "form", "yaml", "markdown", "sql", "git_commit", "calendar", "other"]
MIN_TEXTS = 160
MIN_PER_KIND = 4
MIN_DECOYS_PER_TEXT = 1.2

errors = []


def err(rid, msg):
    errors.append(f"{rid}: {msg}")


def norm(s):
    return unicodedata.normalize("NFKC", s)


def digits(s):
    return re.sub(r"\D", "", norm(s))


def luhn_ok(num):
    tot = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def iban_ok(v):
    s = re.sub(r"\s", "", norm(v)).upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    lengths = {"DE": 22, "GB": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "BE": 16, "CH": 21, "AT": 20, "PL": 28,
               "PT": 25, "IE": 22, "SE": 24, "DK": 18, "FI": 18, "NO": 15}
    if s[:2] in lengths and len(s) != lengths[s[:2]]:
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cnid_ok(v):
    s = re.sub(r"[\s-]", "", norm(v)).upper()  # written grouped as "6 8 4" at times
    if not re.fullmatch(r"[1-8]\d{16}[\dX]", s):
        return False
    try:
        born = datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    if not (1900 <= born.year <= 2026):
        return False
    return "10X98765432"[sum(int(c) * w for c, w in zip(s[:17], W)) % 11] == s[17]


_d = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
      [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
      [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
_p = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
      [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _d[c][_p[i % 8][int(ch)]]
    return c == 0


def steuer_ok(num):
    prod = 10
    for ch in num[:10]:
        s = (int(ch) + prod) % 10 or 10
        prod = (s * 2) % 11
    chk = 11 - prod
    return (0 if chk == 10 else chk) == int(num[10])


def national_id_ok(v):
    """Returns (scheme, ok)."""
    s = norm(v).upper()
    compact = re.sub(r"[\s.\-]", "", s)
    if re.fullmatch(r"[A-Z]{2}\d{6}[A-D]", compact):
        bad_first, bad_second = set("DFIQUV"), set("DFIOQUV")
        ok = compact[0] not in bad_first and compact[1] not in bad_second and compact[:2] not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}
        return "UK NINO", ok
    if re.fullmatch(r"\d{12}", compact):
        return "Aadhaar", compact[0] not in "01" and verhoeff_ok(compact)
    if re.fullmatch(r"\d{9}", compact):
        return "Canada SIN", compact[0] not in "08" and luhn_ok(compact)
    if re.fullmatch(r"\d{10}", compact):
        tot = sum(int(c) * w for c, w in zip(compact[:9], range(10, 1, -1)))
        chk = 11 - tot % 11
        return "UK NHS number", chk != 10 and (0 if chk == 11 else chk) == int(compact[9])
    if re.fullmatch(r"\d{11}", compact):
        counts = Counter(compact[:10]).values()
        shape = sorted(counts, reverse=True)[0] in (2, 3) and sum(1 for c in counts if c > 1) == 1
        return "DE Steuer-ID", compact[0] != "0" and shape and steuer_ok(compact)
    if re.fullmatch(r"[12]\d{14}", compact):
        return "FR NIR", 97 - int(compact[:13]) % 97 == int(compact[13:])
    if re.fullmatch(r"[XYZ]\d{7}[A-Z]", compact) or re.fullmatch(r"\d{8}[A-Z]", compact):
        n = compact.replace("X", "0").replace("Y", "1").replace("Z", "2") if compact[0] in "XYZ" else compact
        return "ES DNI/NIE", "TRWAGMYFPDXBNJZSQVHLCKE"[int(n[:8]) % 23] == n[8]
    if re.fullmatch(r"[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]", compact):
        return "IT codice fiscale", codice_fiscale_ok(compact)
    if re.fullmatch(r"\d{3}\d{3}\d{3}\d{2}", compact):
        return "BR CPF", True
    return "other", True


_CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16,
                    10, 22, 25, 24, 23]))


def codice_fiscale_ok(cf):
    tot = 0
    for i, ch in enumerate(cf[:15]):
        if i % 2 == 0:  # 1st, 3rd, ... character (odd in 1-based counting)
            tot += _CF_ODD[ch]
        else:
            tot += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + tot % 26) == cf[15]


def cpf_ok(v):
    n = digits(v)
    if len(n) != 11 or len(set(n)) == 1:
        return False
    for k in (9, 10):
        s = sum(int(n[i]) * (k + 1 - i) for i in range(k))
        if (s * 10 % 11) % 10 != int(n[k]):
            return False
    return True


def ssn_ok(v):
    # separators: "-", " " or none; OCR output may space every digit ("5 2 8 - 4 1 - ...")
    if not re.fullmatch(r"[\d\s-]+", norm(v)):
        return False
    m = re.fullmatch(r"(\d{3})(\d{2})(\d{4})", re.sub(r"[\s-]", "", norm(v)))
    if not m:
        return False
    a, g, s = m.groups()
    return a not in ("000", "666") and not a.startswith("9") and g != "00" and s != "0000"


def ip_kind(v):
    try:
        ip = ipaddress.ip_address(norm(v).strip("[]"))
    except ValueError:
        return None
    if ip.is_loopback:
        return "loopback"
    doc4 = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
    if ip.version == 4 and any(ip in n for n in doc4):
        return "doc"
    if ip.version == 6 and ip in ipaddress.ip_network("2001:db8::/32"):
        return "doc"
    return "host"


def check_value(rid, typ, val):
    if val != val.strip():
        err(rid, f"{typ} value has outer whitespace: {val!r}")
    if typ == "CARD":
        n = digits(val)
        if not (13 <= len(n) <= 19 and luhn_ok(n)):
            err(rid, f"CARD not Luhn-valid: {val}")
    elif typ == "IBAN":
        if not iban_ok(val):
            err(rid, f"IBAN not mod-97 valid: {val}")
    elif typ == "IDCARD":
        if not cnid_ok(val):
            err(rid, f"IDCARD check digit / date invalid: {val}")
    elif typ == "SSN":
        if not ssn_ok(val):
            err(rid, f"SSN malformed: {val}")
    elif typ == "NATIONAL_ID":
        scheme, ok = national_id_ok(val)
        if scheme == "BR CPF":
            ok = cpf_ok(val)
        if not ok:
            err(rid, f"NATIONAL_ID ({scheme}) invalid: {val}")
        return scheme
    elif typ == "IP_ADDRESS":
        k = ip_kind(val)
        if k != "host":
            err(rid, f"IP_ADDRESS is not a host address ({k}): {val}")
    elif typ == "EMAIL":
        if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", urllib.parse.unquote(norm(val))):
            err(rid, f"EMAIL malformed: {val}")
    elif typ == "PHONE":
        spoken = {"oh": "0", "zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
                  "seven": "7", "eight": "8", "nine": "9"}
        v = re.sub(r"[a-z]+", lambda m: spoken.get(m.group(), m.group()), norm(val).lower())
        v = v.translate(str.maketrans("零一二三四五六七八九幺", "01234567891"))
        if not (7 <= len(digits(v)) <= 15):
            err(rid, f"PHONE digit count odd: {val}")
    elif typ == "CVV":
        if not re.fullmatch(r"\d{3,4}", norm(val)):
            err(rid, f"CVV malformed: {val}")
    elif typ == "PASSPORT":
        if not re.fullmatch(r"[A-Z0-9]{6,10}", norm(val).replace(" ", "")):
            err(rid, f"PASSPORT malformed: {val}")
    return None


def overlaps(a, b):
    return a["start"] < b["end"] and b["start"] < a["end"]


def main(path=HERE / "corpus.jsonl"):
    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append(f"line {ln}: bad JSON ({e})")
    ids = Counter(r.get("id") for r in rows)
    for rid, n in ids.items():
        if n > 1:
            err(rid, "duplicate id")
    texts = Counter(r.get("text") for r in rows)
    if any(n > 1 for n in texts.values()):
        errors.append("duplicate texts present")
    type_c, lang_c, kind_c, scheme_c = Counter(), Counter(), Counter(), Counter()
    n_dec = 0
    for r in rows:
        rid, text = r.get("id"), r.get("text", "")
        if set(r) != {"id", "lang", "kind", "text", "spans", "decoys"}:
            err(rid, f"keys {sorted(r)}")
        if r.get("lang") not in LANGS:
            err(rid, f"lang {r.get('lang')!r}")
        if r.get("kind") not in KINDS:
            err(rid, f"kind {r.get('kind')!r}")
        if not rid.startswith(f"c3-{r.get('lang')}-"):
            err(rid, "id does not carry its lang")
        lang_c[r.get("lang")] += 1
        kind_c[r.get("kind")] += 1
        has_cjk = bool(re.search(r"[\u4e00-\u9fff]", text))
        has_latin_words = len(re.findall(r"\b[A-Za-z]{3,}\b", text)) >= 3
        if r.get("lang") == "en" and has_cjk:
            err(rid, "lang en but text has CJK")
        if r.get("lang") == "zh" and not has_cjk:
            err(rid, "lang zh but text has no CJK")
        if r.get("lang") == "mixed" and not (has_cjk and has_latin_words):
            err(rid, "lang mixed but not both scripts")
        spans = r.get("spans", [])
        for s in spans:
            if s.get("type") not in TYPES:
                err(rid, f"type {s.get('type')!r}")
            if text[s["start"]:s["end"]] != s["value"]:
                err(rid, f"span offsets wrong for {s['value']!r}")
            if s["start"] >= s["end"]:
                err(rid, f"empty span {s}")
            scheme = check_value(rid, s["type"], s["value"])
            if scheme:
                scheme_c[scheme] += 1
            type_c[s["type"]] += 1
        for i, a in enumerate(spans):
            for b in spans[i + 1:]:
                if overlaps(a, b):
                    err(rid, f"spans overlap: {a['value']!r} / {b['value']!r}")
        for d in r.get("decoys", []):
            n_dec += 1
            if text[d["start"]:d["end"]] != d["value"]:
                err(rid, f"decoy offsets wrong for {d['value']!r}")
            for s in spans:
                if overlaps(d, s):
                    err(rid, f"decoy {d['value']!r} overlaps span {s['value']!r}")
            if d["kind"].startswith("ip_") and ip_kind(d["value"]) not in ("loopback", "doc"):
                err(rid, f"IP decoy {d['value']} is a real host address")
        # A card-shaped digit run in the text that is not annotated is probably a forgotten CARD.
        for m in re.finditer(r"(?<![\d\w])(?:\d[ -]?){13,19}(?![\d\w])", norm(text)):
            run = re.sub(r"\D", "", m.group())
            if 13 <= len(run) <= 19 and luhn_ok(run) and not any(
                    s["start"] <= m.start() < s["end"] for s in spans) and not any(
                    d["start"] <= m.start() < d["end"] for d in r.get("decoys", [])):
                err(rid, f"unannotated Luhn-valid digit run {m.group()!r}")

    total = len(rows)
    print(f"texts: {total}  spans: {sum(type_c.values())}  decoys: {n_dec} ({n_dec / max(total, 1):.2f}/text)")
    print("by lang: " + ", ".join(f"{k}={lang_c[k]} ({lang_c[k] / max(total, 1):.0%})" for k in LANGS))
    print("by kind: " + ", ".join(f"{k}={kind_c[k]}" for k in KINDS))
    print("by type: " + ", ".join(f"{k}={v}" for k, v in sorted(type_c.items(), key=lambda kv: -kv[1])))
    print("national id schemes: " + ", ".join(f"{k}={v}" for k, v in scheme_c.items()))
    if total < MIN_TEXTS:
        errors.append(f"only {total} texts (< {MIN_TEXTS})")
    for k, share in LANGS.items():
        if abs(lang_c[k] / max(total, 1) - share) > 0.05:
            errors.append(f"lang {k} share {lang_c[k] / max(total, 1):.0%} is off target {share:.0%}")
    for k in KINDS:
        if kind_c[k] < MIN_PER_KIND:
            errors.append(f"kind {k} only {kind_c[k]} times")
    for t in TYPES:
        if type_c[t] == 0:
            errors.append(f"type {t} never used")
    if n_dec / max(total, 1) < MIN_DECOYS_PER_TEXT:
        errors.append(f"decoys per text {n_dec / max(total, 1):.2f} < {MIN_DECOYS_PER_TEXT}")
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
