"""Verify corpus_blind7/corpus.jsonl.  Exit 1 with one line per problem.

The check-digit rules are implemented here independently of values.py and
are self-tested on published examples before the corpus is checked.
"""
import datetime
import ipaddress
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "corpus.jsonl")

TYPES = {"PERSON", "PHONE", "EMAIL", "ADDRESS", "IP_ADDRESS", "CARD", "CVV", "IBAN",
         "SSN", "IDCARD", "NATIONAL_ID", "PASSPORT", "DATE_OF_BIRTH", "MEDICAL",
         "AMOUNT", "PASSWORD", "APIKEY", "SECRET"}
TARGET_MIX = {"en": 45.0, "zh": 35.0, "mixed": 20.0}

TEST_CARDS = {
    "4242424242424242", "4111111111111111", "5555555555554444", "378282246310005",
    "371449635398431", "4000056655665556", "6011111111111117", "6011000990139424",
    "3530111333300000", "3566002020360505", "5105105105105100", "4012888888881881",
    "2223003122003222", "5200828282828210", "6200000000000005", "30569309025904",
    "38520000023237", "4000000000000002", "4000000000009995", "6555900000604105",
}


# ------------------------------------------------------------------ rules
def digits(s):
    return re.sub(r"\D", "", s)


def luhn_ok(num):
    if not num.isdigit() or len(num) < 2:
        return False
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "CH": 21,
            "BE": 16, "PL": 28, "AT": 20, "IE": 22, "SE": 24, "PT": 25, "AE": 23,
            "TR": 26, "SA": 24, "NO": 15, "DK": 18, "FI": 18, "LU": 20}


def iban_ok(v):
    s = re.sub(r"\s", "", v).upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def valid_date(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


def idcard_ok(v):
    if not re.fullmatch(r"\d{17}[\dX]", v):
        return False
    if not valid_date(int(v[6:10]), int(v[10:12]), int(v[12:14])):
        return False
    if not (1900 <= int(v[6:10]) <= 2026):
        return False
    return "10X98765432"[sum(int(a) * b for a, b in zip(v[:17], GB_W)) % 11] == v[17]


def idcard_birth(v):
    return datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
      [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
      [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
      [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
      [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
      [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def cpf_ok(v):
    d = digits(v)
    if not re.fullmatch(r"\d{3}\.?\d{3}\.?\d{3}-?\d{2}", v) or len(set(d)) == 1:
        return False
    n = [int(c) for c in d]
    for k in (9, 10):
        s = sum(n[i] * (k + 1 - i) for i in range(k))
        r = s * 10 % 11 % 10
        if r != n[k]:
            return False
    return True


def aadhaar_ok(v):
    return bool(re.fullmatch(r"[2-9]\d{3} ?\d{4} ?\d{4}", v)) and verhoeff_ok(digits(v))


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(v):
    v = v.replace("-", "").upper()
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", v)
    if not m:
        return False
    if m.group(1):
        if len(m.group(2)) != 7:
            return False
        n = int(str("XYZ".index(m.group(1))) + m.group(2))
    else:
        if len(m.group(2)) != 8:
            return False
        n = int(m.group(2))
    return DNI_L[n % 23] == m.group(3)


def nir_ok(v):
    d = digits(v)
    if len(d) != 15 or d[0] not in "12" or not (1 <= int(d[3:5]) <= 12 or int(d[3:5]) >= 20):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def bsn_ok(v):
    d = digits(v)
    if len(d) != 9 or not re.fullmatch(r"\d{9}|\d{4}\.\d{2}\.\d{3}|\d{3} \d{3} \d{3}", v):
        return False
    s = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return s % 11 == 0


def personnummer_ok(v):
    m = re.fullmatch(r"(\d{2})?(\d{2})(\d{2})(\d{2})[-+]?(\d{4})", v)
    if not m:
        return False
    yy, mm, dd = int(m.group(2)), int(m.group(3)), int(m.group(4))
    if not (1 <= mm <= 12 and 1 <= (dd - 60 if dd > 60 else dd) <= 31):
        return False
    return luhn_ok(m.group(2) + m.group(3) + m.group(4) + m.group(5))


def fnr_ok(v):
    d = digits(v)
    if len(d) != 11 or not re.fullmatch(r"\d{6} ?\d{5}", v):
        return False
    if not (1 <= int(d[2:4]) <= 12 and 1 <= int(d[0:2]) % 40 <= 31):
        return False
    n = [int(c) for c in d]
    k1 = 11 - sum(a * b for a, b in zip(n, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 11 - sum(a * b for a, b in zip(n, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    k2 = 0 if k2 == 11 else k2
    return k1 == n[9] and k2 == n[10]


def hetu_ok(v):
    m = re.fullmatch(r"(\d{6})([-+ABCDEFYXWVU])(\d{3})([0-9A-Y])", v)
    if not m:
        return False
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def cpr_ok(v):
    m = re.fullmatch(r"(\d{6})-?(\d{4})", v)
    if not m:
        return False
    d = m.group(1) + m.group(2)
    if not (1 <= int(d[2:4]) <= 12 and 1 <= int(d[0:2]) <= 31):
        return False
    return sum(int(a) * b for a, b in zip(d, [4, 3, 2, 7, 6, 5, 4, 3, 2, 1])) % 11 == 0


def be_rrn_ok(v):
    d = digits(v)
    if len(d) != 11 or not re.fullmatch(r"\d{2}\.?\d{2}\.?\d{2}[-.]?\d{3}\.?\d{2}", v):
        return False
    cc = int(d[9:])
    return 97 - int(d[:9]) % 97 == cc or 97 - int("2" + d[:9]) % 97 == cc


def kr_rrn_ok(v):
    m = re.fullmatch(r"(\d{6})-?(\d{7})", v)
    if not m:
        return False
    d = m.group(1) + m.group(2)
    c = (11 - sum(int(a) * b for a, b in zip(d, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5])) % 11) % 10
    return c == int(d[12])


def mynumber_ok(v):
    d = digits(v)
    if len(d) != 12 or not re.fullmatch(r"\d{12}|\d{4}[ -]\d{4}[ -]\d{4}", v):
        return False
    s = 0
    for n in range(1, 12):
        q = n + 1 if n <= 6 else n - 5
        s += int(d[11 - n]) * q
    r = s % 11
    return (0 if r <= 1 else 11 - r) == int(d[11])


def nric_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v.upper())
    if not m:
        return False
    s = sum(int(a) * b for a, b in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2]))
    if m.group(1) in "TG":
        s += 4
    tab = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return tab[s % 11] == m.group(3)


def mykad_ok(v):
    # no check digit in the scheme: validate birth date and state code
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})-?(\d{2})-?(\d{4})", v)
    if not m:
        return False
    ok_date = any(valid_date(c + int(m.group(1)), int(m.group(2)), int(m.group(3))) for c in (1900, 2000))
    return ok_date and 1 <= int(m.group(4)) <= 59


CURP_AL = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_ok(v):
    if not re.fullmatch(r"[A-Z]{4}\d{6}[HMX][A-Z]{5}[0-9A-Z]\d", v):
        return False
    s = sum(CURP_AL.index(ch) * (18 - i) for i, ch in enumerate(v[:17]))
    return (10 - s % 10) % 10 == int(v[17])


def za_ok(v):
    d = digits(v)
    return len(d) == 13 and bool(re.fullmatch(r"\d{6} ?\d{4} ?\d{3}", v)) and luhn_ok(d) and \
        1 <= int(d[2:4]) <= 12


def sin_ok(v):
    d = digits(v)
    return len(d) == 9 and bool(re.fullmatch(r"\d{3}[ -]?\d{3}[ -]?\d{3}", v)) and d[0] != "0" and luhn_ok(d)


def nhs_ok(v):
    d = digits(v)
    if len(d) != 10 or not re.fullmatch(r"\d{3}[ -]?\d{3}[ -]?\d{4}", v):
        return False
    c = 11 - sum(int(d[i]) * (10 - i) for i in range(9)) % 11
    c = 0 if c == 11 else c
    return c != 10 and c == int(d[9])


def israel_ok(v):
    d = digits(v)
    if not re.fullmatch(r"\d{9}|\d{8}-\d", v):
        return False
    s = 0
    for i, ch in enumerate(d):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        s += x - 9 if x > 9 else x
    return s % 10 == 0


def steuer_ok(v):
    d = digits(v)
    if len(d) != 11 or d[0] == "0" or not re.fullmatch(r"\d{11}|\d{2} \d{3} \d{3} \d{3}", v):
        return False
    counts = Counter(d[:10])
    if sorted(counts.values(), reverse=True)[0] not in (2, 3) or \
            sum(1 for c in counts.values() if c > 1) != 1:
        return False
    product = 10
    for ch in d[:10]:
        s = (int(ch) + product) % 10 or 10
        product = s * 2 % 11
    c = 11 - product
    return (0 if c == 10 else c) == int(d[10])


NATIONAL = {
    "BR CPF": cpf_ok, "IN Aadhaar": aadhaar_ok, "ES DNI/NIE": dni_ok, "FR NIR": nir_ok,
    "NL BSN": bsn_ok, "SE personnummer": personnummer_ok, "NO fodselsnummer": fnr_ok,
    "FI HETU": hetu_ok, "DK CPR": cpr_ok, "BE RRN": be_rrn_ok, "KR RRN": kr_rrn_ok,
    "JP My Number": mynumber_ok, "SG NRIC/FIN": nric_ok, "MY MyKad": mykad_ok,
    "MX CURP": curp_ok, "ZA ID": za_ok, "CA SIN": sin_ok, "UK NHS": nhs_ok,
    "IL Teudat Zehut": israel_ok, "DE Steuer-ID": steuer_ok,
}


def national_schemes(v):
    return [k for k, f in NATIONAL.items() if f(v)]


def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})-(\d{2})-(\d{4})|(\d{3}) (\d{2}) (\d{4})", v)
    if not m:
        return False
    a, g, s = [x for x in m.groups() if x is not None]
    if a in ("000", "666") or a[0] == "9" or g == "00" or s == "0000":
        return False
    return v.replace(" ", "-") not in ("078-05-1120", "123-45-6789", "219-09-9999")


DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32",
             "127.0.0.0/8", "::1/128")]


def is_doc_ip(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return False
    return any(ip in n for n in DOC_NETS)


MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}


def parse_dob(v):
    """Return a set of candidate dates for a DOB string (ambiguity kept)."""
    out = set()
    s = v.strip()
    for m in re.finditer(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})", s):
        out.add(valid_date(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", s)
    if m:
        out.add(valid_date(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    for m in re.finditer(r"\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})\b", s):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        ys = [y] if y > 99 else [1900 + y, 2000 + y]
        for yy in ys:
            out.add(valid_date(yy, b, a))
            out.add(valid_date(yy, a, b))
    for m in re.finditer(r"(\d{1,2})(?:st|nd|rd|th)?[\s-]+([A-Za-z]{3,9})\.?,?[\s-]+(\d{4})", s):
        mo = MONTHS.get(m.group(2)[:3].lower())
        if mo:
            out.add(valid_date(int(m.group(3)), mo, int(m.group(1))))
    for m in re.finditer(r"([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", s):
        mo = MONTHS.get(m.group(1)[:3].lower())
        if mo:
            out.add(valid_date(int(m.group(3)), mo, int(m.group(2))))
    out.discard(None)
    return out


# ------------------------------------------------------------------ self-tests
def self_test():
    bad = []

    def expect(name, cond):
        if not cond:
            bad.append(f"self-test failed: {name}")

    expect("Luhn 79927398713", luhn_ok("79927398713"))
    expect("Luhn rejects 79927398710", not luhn_ok("79927398710"))
    expect("IBAN GB82 WEST 1234 5698 7654 32", iban_ok("GB82 WEST 1234 5698 7654 32"))
    expect("IBAN DE89370400440532013000", iban_ok("DE89370400440532013000"))
    expect("IBAN rejects GB83 WEST...", not iban_ok("GB83 WEST 1234 5698 7654 32"))
    expect("GB11643 11010519491231002X", idcard_ok("11010519491231002X"))
    expect("GB11643 rejects 110105194912310021", not idcard_ok("110105194912310021"))
    expect("Verhoeff 2363", verhoeff_ok("2363"))
    expect("Verhoeff rejects 2364", not verhoeff_ok("2364"))
    expect("CPF 111.444.777-35", cpf_ok("111.444.777-35"))
    expect("CPF rejects 111.444.777-36", not cpf_ok("111.444.777-36"))
    expect("DNI 12345678Z", dni_ok("12345678Z"))
    expect("NIE X1234567L", dni_ok("X1234567L"))
    expect("NIR 2 55 08 14 168 025 38", nir_ok("2 55 08 14 168 025 38"))
    expect("BSN 111222333", bsn_ok("111222333"))
    expect("BSN rejects 111222334", not bsn_ok("111222334"))
    expect("personnummer 811218-9876", personnummer_ok("811218-9876"))
    expect("HETU 131052-308T", hetu_ok("131052-308T"))
    expect("HETU rejects 131052-308U", not hetu_ok("131052-308U"))
    expect("NRIC S1234567D", nric_ok("S1234567D"))
    expect("My Number 123456789018", mynumber_ok("123456789018"))
    expect("SIN 046 454 286", luhn_ok("046454286"))
    expect("NHS 943 476 5919", nhs_ok("943 476 5919"))
    expect("NHS rejects 943 476 5918", not nhs_ok("943 476 5918"))
    expect("Teudat Zehut 123456782", israel_ok("123456782"))
    expect("Steuer-ID 86095742719", steuer_ok("86095742719"))
    expect("SA ID 8001015009087", za_ok("8001015009087"))
    expect("BE RRN 85.07.30-033.28", be_rrn_ok("85.07.30-033.28"))
    expect("Norway 15076500565", fnr_ok("15076500565"))
    expect("SSN rejects 078-05-1120", not ssn_ok("078-05-1120"))
    expect("SSN rejects 666-12-3456", not ssn_ok("666-12-3456"))
    expect("doc ip 203.0.113.9", is_doc_ip("203.0.113.9"))
    expect("DOB parse", datetime.date(1988, 3, 14) in parse_dob("1988年3月14日")
           and datetime.date(1988, 3, 14) in parse_dob("March 14, 1988")
           and datetime.date(1988, 3, 14) in parse_dob("14/03/1988"))
    return bad


# ------------------------------------------------------------------ corpus checks
WORD = re.compile(r"[A-Za-z0-9]")


def is_word(ch):
    return bool(ch) and ch.isascii() and bool(WORD.match(ch))


def check(rows):
    probs = []
    ids = Counter(r.get("id") for r in rows)
    for k, c in ids.items():
        if c > 1:
            probs.append(f"{k}: duplicate id")
    if len(rows) < 200:
        probs.append(f"corpus: only {len(rows)} texts (< 200)")

    lang = Counter(r.get("lang") for r in rows)
    for lg, target in TARGET_MIX.items():
        share = 100.0 * lang[lg] / max(1, len(rows))
        if abs(share - target) > 5:
            probs.append(f"corpus: lang {lg} share {share:.1f}% not within 5 points of {target}%")
    for lg in lang:
        if lg not in TARGET_MIX:
            probs.append(f"corpus: unknown lang {lg}")

    type_texts = Counter()
    n_decoys = 0
    empty = 0
    for r in rows:
        rid, text = r["id"], r["text"]
        if not r.get("kind"):
            probs.append(f"{rid}: missing kind")
        spans, decoys = r["spans"], r["decoys"]
        n_decoys += len(decoys)
        if not spans:
            empty += 1
        for t in {s["type"] for s in spans}:
            type_texts[t] += 1
        items = [("span", s, s["type"]) for s in spans] + [("decoy", d, d["kind"]) for d in decoys]
        for what, s, lab in items:
            a, b = s["start"], s["end"]
            if not (0 <= a < b <= len(text)) or text[a:b] != s["value"]:
                probs.append(f"{rid}: bad offsets for {what} {lab} {s['value'][:30]!r}")
                continue
            v = s["value"]
            if v != v.strip():
                probs.append(f"{rid}: {what} {lab} has edge whitespace {v[:30]!r}")
            if a > 0 and is_word(text[a - 1]) and is_word(text[a]):
                probs.append(f"{rid}: {what} {lab} starts inside a word: {v[:30]!r}")
            if b < len(text) and is_word(text[b - 1]) and is_word(text[b]):
                probs.append(f"{rid}: {what} {lab} ends inside a word: {v[:30]!r}")
            if what == "decoy" and not re.fullmatch(r"[a-z0-9_]+", lab):
                probs.append(f"{rid}: bad decoy kind {lab}")
        # overlaps
        iv = sorted((s["start"], s["end"], s.get("type") or s.get("kind")) for _, s, _ in items)
        for (a1, b1, l1), (a2, b2, l2) in zip(iv, iv[1:]):
            if a2 < b1:
                probs.append(f"{rid}: overlap {l1}[{a1}:{b1}] / {l2}[{a2}:{b2}]")
        # per-type value checks
        ids_births = []
        dobs = []
        for s in spans:
            t, v = s["type"], s["value"]
            if t not in TYPES:
                probs.append(f"{rid}: unknown type {t}")
            if t == "CARD":
                d = digits(v)
                if not re.fullmatch(r"[\d \-]+", v) or not (13 <= len(d) <= 19) or not luhn_ok(d):
                    probs.append(f"{rid}: CARD fails Luhn/shape {v}")
                if d in TEST_CARDS:
                    probs.append(f"{rid}: public test card tagged as CARD {v}")
            elif t == "IBAN" and not iban_ok(v):
                probs.append(f"{rid}: IBAN fails mod-97/length {v}")
            elif t == "IDCARD":
                if not idcard_ok(v):
                    probs.append(f"{rid}: IDCARD fails GB 11643 {v}")
                else:
                    ids_births.append(idcard_birth(v))
            elif t == "NATIONAL_ID" and not national_schemes(v):
                probs.append(f"{rid}: NATIONAL_ID matches no implemented scheme {v}")
            elif t == "SSN" and not ssn_ok(v):
                probs.append(f"{rid}: SSN bad shape {v}")
            elif t == "IP_ADDRESS":
                try:
                    ipaddress.ip_address(v)
                except ValueError:
                    probs.append(f"{rid}: IP_ADDRESS not an IP {v}")
                if is_doc_ip(v):
                    probs.append(f"{rid}: documentation/loopback IP tagged as IP_ADDRESS {v}")
            elif t == "EMAIL" and not re.fullmatch(r"[^@\s]+@[^@\s]+\.[A-Za-z]{2,}", v):
                probs.append(f"{rid}: EMAIL bad shape {v}")
            elif t == "CVV":
                if not re.fullmatch(r"\d{3,4}", v):
                    probs.append(f"{rid}: CVV bad shape {v}")
                if not any(x["type"] == "CARD" for x in spans):
                    probs.append(f"{rid}: CVV without a CARD in the text")
            elif t == "PHONE" and len(digits(v)) < 7:
                probs.append(f"{rid}: PHONE too short {v}")
            elif t == "DATE_OF_BIRTH":
                dobs.append(v)
        if ids_births:
            for v in dobs:
                cands = parse_dob(v)
                if not cands:
                    probs.append(f"{rid}: DATE_OF_BIRTH unparseable next to IDCARD: {v}")
                elif not cands & set(ids_births):
                    probs.append(f"{rid}: DATE_OF_BIRTH {v} inconsistent with IDCARD birth dates")
        # test cards present but not marked
        for m in re.finditer(r"\d[\d \-]{11,22}\d", text):
            d = digits(m.group(0))
            if d in TEST_CARDS and not any(x["start"] <= m.start() < x["end"] for x in decoys):
                probs.append(f"{rid}: public test card {m.group(0)} not marked as decoy")
        # a value tagged once must be tagged wherever it stands alone
        covered = [(x["start"], x["end"]) for x in spans + decoys]
        for s in spans:
            v = s["value"]
            if len(v) < (2 if not v.isascii() else 3):
                continue
            start = 0
            while True:
                i = text.find(v, start)
                if i < 0:
                    break
                start = i + 1
                j = i + len(v)
                if any(a < j and i < b for a, b in covered):
                    continue
                if (i > 0 and is_word(text[i - 1]) and is_word(text[i])) or \
                        (j < len(text) and is_word(text[j - 1]) and is_word(text[j])):
                    continue
                probs.append(f"{rid}: {s['type']} value {v[:30]!r} also occurs untagged at {i}")
    for t in sorted(TYPES):
        if type_texts[t] < 4:
            probs.append(f"corpus: type {t} appears in only {type_texts[t]} texts (< 4)")
    if rows and n_decoys / len(rows) < 1.3:
        probs.append(f"corpus: decoy ratio {n_decoys / len(rows):.2f} < 1.3")
    if not (3 <= empty <= 8):
        probs.append(f"corpus: {empty} texts without spans (want 3-8)")
    return probs


def main():
    probs = self_test()
    rows = []
    with open(CORPUS, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                probs.append(f"line {ln}: bad JSON {e}")
    probs += check(rows)
    for p in probs:
        print(p)
    if probs:
        sys.exit(1)
    print(f"OK: {len(rows)} texts, {sum(len(r['spans']) for r in rows)} spans, "
          f"{sum(len(r['decoys']) for r in rows)} decoys")


if __name__ == "__main__":
    main()
