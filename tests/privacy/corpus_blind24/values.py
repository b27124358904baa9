"""Generated values that need check digits or vendor shapes (stdlib only).

All generated from random.Random(20261226); validators are implemented from the
published definitions and tested in selftest() against textbook examples.
"""
import base64
import datetime
import json
import random
import re
import string

R = random.Random(20261226)
DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B64URL = ALNUM + "-_"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(s):
    d = [int(c) for c in re.sub(r"[ -]", "", s)]
    if not d:
        return False
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_digit(body):
    for c in DIG:
        if luhn_ok(body + c):
            return c


def card_ok(s):
    d = re.sub(r"[ -]", "", s)
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)


def make_card(prefix, length, groups):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return " ".join(out) if groups else num


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "BE": 16,
            "CH": 21, "PL": 28, "SE": 24, "IE": 22, "AT": 20, "PT": 25, "NO": 15,
            "DK": 18, "FI": 18, "LU": 20, "AE": 23, "SA": 24, "TR": 26}


def iban_mod(s):
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97


def iban_ok(s):
    s = s.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return iban_mod(s) == 1


def make_iban(cc, bban, grouped):
    chk = 98 - iban_mod(cc + "00" + bban)
    s = "%s%02d%s" % (cc, chk, bban)
    if grouped:
        s = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


# ---------------------------------------------------------------- PRC ID (GB 11643-1999)
PRC_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
PRC_C = "10X98765432"
PRC_AREAS = {"110101", "110105", "310104", "310115", "440305", "440106", "330106",
             "510107", "420111", "320102", "370202", "430104", "610113", "350203",
             "120101", "500103", "410105", "340104", "360102", "530102", "230103",
             "440524", "130102", "210102", "450103", "620102", "220102", "140105"}


def prc_check(body17):
    return PRC_C[sum(int(a) * w for a, w in zip(body17, PRC_W)) % 11]


def prc_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    if s[:6] not in PRC_AREAS:
        return False
    try:
        datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    return prc_check(s[:17]) == s[17]


def make_prc(area, ymd, male):
    seq = rs(DIG, 2)
    sx = R.choice("13579" if male else "02468")
    body = area + ymd + seq + sx
    return body + prc_check(body)


# ---------------------------------------------------------------- Verhoeff (Aadhaar)
VD = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
VP = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def verhoeff_tables_ok():
    # p row i = p row 1 applied i times (published construction)
    for i in range(1, 8):
        for j in range(10):
            if VP[i][j] != VP[i - 1][VP[1][j]]:
                return False
    # d is a group table with identity 0 and VINV inverses; associativity
    for a in range(10):
        if VD[0][a] != a or VD[a][0] != a or VD[a][VINV[a]] != 0:
            return False
        if sorted(VD[a]) != list(range(10)):
            return False
        for b in range(10):
            for c in range(10):
                if VD[VD[a][b]][c] != VD[a][VD[b][c]]:
                    return False
    return True


# ---------------------------------------------------------------- national schemes
def bsn_ok(s):  # NL, 11-test
    s = s.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", s):
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0 and s != "000000000"


def personnummer_ok(s):  # SE YYMMDD-NNNC, Luhn over 10 digits
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+](\d{4})", s)
    return bool(m) and luhn_ok(m.group(2) + m.group(3))


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(s):  # FI DDMMYYCZZZQ
    m = re.fullmatch(r"(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])", s)
    return bool(m) and HETU_C[int(m.group(1) + m.group(2)) % 31] == m.group(3)


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):  # ES DNI / NIE
    s = s.replace("-", "")
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", s)
    if not m:
        return False
    pre = {"": "", "X": "0", "Y": "1", "Z": "2"}[m.group(1)]
    num = int(pre + m.group(2))
    if m.group(1) == "" and len(m.group(2)) != 8:
        return False
    return DNI_L[num % 23] == m.group(3)


def aadhaar_ok(s):
    s = s.replace(" ", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", s)) and verhoeff_ok(s)


def cpf_ok(s):
    d = re.sub(r"[.\-]", "", s)
    if not re.fullmatch(r"\d{11}", d) or len(set(d)) == 1:
        return False
    n = [int(c) for c in d]
    s1 = sum(n[i] * (10 - i) for i in range(9))
    c1 = (s1 * 10) % 11 % 10
    s2 = sum(n[i] * (11 - i) for i in range(10))
    c2 = (s2 * 10) % 11 % 10
    return n[9] == c1 and n[10] == c2


def sin_ok(s):  # CA
    d = re.sub(r"[ -]", "", s)
    return bool(re.fullmatch(r"[0-79]\d{8}", d)) and luhn_ok(d)


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(s[i]) * w[i] for i in range(10)) % 10) % 10 == int(s[10])


def nric_ok(s):  # SG S/T/F/G
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(c) * x for c, x in zip(m.group(2), w))
    if m.group(1) in "TG":
        t += 4
    tab = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return tab[t % 11] == m.group(3)


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", s)
    if not m:
        return False
    letters = m.group(1)
    vals = []
    if len(letters) == 1:
        vals.append(36)
    vals += [ord(c) - 55 for c in letters]
    vals += [int(c) for c in m.group(2)]
    w = list(range(9, 1, -1))
    t = sum(v * x for v, x in zip(vals, w))
    chk = (11 - t % 11) % 11
    cc = "A" if chk == 10 else str(chk)
    return cc == m.group(3)


TW_L = {c: v for c, v in zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36))}


def twid_ok(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    v = TW_L[s[0]]
    n = [v // 10, v % 10] + [int(c) for c in s[1:]]
    w = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]
    return sum(a * b for a, b in zip(n, w)) % 10 == 0


def krrn_ok(s):
    d = s.replace("-", "")
    if not re.fullmatch(r"\d{13}", d):
        return False
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(d[i]) * w[i] for i in range(12)) % 11) % 10 == int(d[12])


def nir_ok(s):  # FR, 13 digits + 2 key (no Corsica letters here)
    d = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", d):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


NINO_BAD_PREFIX = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def nino_ok(s):  # UK: format rules only (no check digit in the scheme)
    d = s.replace(" ", "")
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])", d)
    return bool(m) and (m.group(1) + m.group(2)) not in NINO_BAD_PREFIX


def steuerid_ok(s):  # DE, ISO 7064 MOD 11,10
    d = s.replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{10}", d):
        return False
    p = 10
    for c in d[:10]:
        sm = (int(c) + p) % 10
        if sm == 0:
            sm = 10
        p = (2 * sm) % 11
    chk = 11 - p
    if chk == 10:
        chk = 0
    return chk == int(d[10])


NATIONAL_VALIDATORS = {
    "nl_bsn": bsn_ok, "se_personnummer": personnummer_ok, "fi_hetu": hetu_ok,
    "es_dni": dni_ok, "in_aadhaar": aadhaar_ok, "br_cpf": cpf_ok, "ca_sin": sin_ok,
    "pl_pesel": pesel_ok, "sg_nric": nric_ok, "hk_hkid": hkid_ok, "tw_id": twid_ok,
    "kr_rrn": krrn_ok, "fr_nir": nir_ok, "uk_nino": nino_ok, "de_steuerid": steuerid_ok,
}


def national_ok(s):
    return [k for k, f in NATIONAL_VALIDATORS.items() if f(s)]


def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})-?(\d{2})-?(\d{4})", s)
    if not m:
        return False
    a, g, n = m.groups()
    return a != "000" and a != "666" and a < "900" and g != "00" and n != "0000"


# ---------------------------------------------------------------- generators for national IDs
def gen_until(fn, ok):
    while True:
        v = fn()
        if ok(v):
            return v


def make_bsn():
    return gen_until(lambda: R.choice("123456789") + rs(DIG, 8), bsn_ok)


def make_pnr(ymd):
    body = ymd + rs(DIG, 3)
    return ymd + "-" + body[6:] + luhn_digit(body)


def make_hetu(ddmmyy, sep="-"):
    z = "%03d" % R.randint(2, 899)
    return ddmmyy + sep + z + HETU_C[int(ddmmyy + z) % 31]


def make_dni():
    n = R.randint(10000000, 79999999)
    return "%08d%s" % (n, DNI_L[n % 23])


def make_nie():
    p = R.choice("XYZ")
    n = R.randint(1000000, 9999999)
    return "%s%07d%s" % (p, n, DNI_L[int("XYZ".index(p).__str__() + "%07d" % n) % 23])


def make_aadhaar():
    body = R.choice("23456789") + rs(DIG, 10)
    v = body + verhoeff_digit(body)
    return " ".join(v[i:i + 4] for i in range(0, 12, 4))


def make_cpf():
    n = [R.randint(0, 9) for _ in range(9)]
    c1 = (sum(n[i] * (10 - i) for i in range(9)) * 10) % 11 % 10
    n.append(c1)
    c2 = (sum(n[i] * (11 - i) for i in range(10)) * 10) % 11 % 10
    n.append(c2)
    s = "".join(map(str, n))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def make_sin():
    body = R.choice("1234567") + rs(DIG, 7)
    v = body + luhn_digit(body)
    return "%s %s %s" % (v[:3], v[3:6], v[6:])


def make_pesel(yymmdd):
    body = yymmdd + rs(DIG, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(body[i]) * w[i] for i in range(10)) % 10) % 10)


def make_nric(p="S"):
    return gen_until(lambda: p + rs(DIG, 7) + R.choice(UP), nric_ok)


def make_hkid():
    return gen_until(lambda: R.choice("ACDEGHKPRZ") + rs(DIG, 6) + "(" + R.choice(DIG + "A") + ")", hkid_ok)


def make_twid(sex):
    return gen_until(lambda: R.choice("ABFHDEK") + sex + rs(DIG, 8), twid_ok)


def make_krrn(yymmdd, sx):
    body = yymmdd + sx + rs(DIG, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(body[i]) * w[i] for i in range(12)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


def make_nir(sex, yy, mm):
    body = sex + yy + mm + R.choice(["75", "69", "13", "33", "59"]) + rs(DIG, 3) + rs(DIG, 3)
    key = 97 - int(body) % 97
    s = body + "%02d" % key
    return "%s %s %s %s %s %s %s" % (s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], s[13:])


def make_steuerid():
    return gen_until(lambda: R.choice("123456789") + rs(DIG, 10), lambda v: steuerid_ok(v) and len(set(v[:10])) == 9)


def make_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


# ---------------------------------------------------------------- vendor keys
def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def make_jwt(payload):
    return b64u({"alg": "HS256", "typ": "JWT"}) + "." + b64u(payload) + "." + rs(B64URL, 43)


def jwt_ok(s):
    parts = s.split(".")
    if len(parts) != 3:
        return False
    try:
        for p in parts[:2]:
            json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
    except Exception:
        return False
    return bool(re.fullmatch(r"[A-Za-z0-9_-]+", parts[2]))


APIKEY_PATTERNS = {
    "aws_akid": r"(AKIA|ASIA)[A-Z2-7]{16}",
    "github_ghp": r"gh[pousr]_[A-Za-z0-9]{36}",
    "github_pat": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "gitlab": r"glpat-[A-Za-z0-9_-]{20}",
    "slack": r"xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    "stripe": r"(sk|rk)_live_[A-Za-z0-9]{24,99}",
    "google": r"AIza[A-Za-z0-9_-]{35}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{80,160}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "hf": r"hf_[A-Za-z]{34}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
    "datadog": r"[a-f0-9]{32}",
    "shopify": r"shp(at|ss|ca)_[a-fA-F0-9]{32}",
    "discord": r"[MN][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}",
    "telegram": r"\d{8,10}:AA[A-Za-z0-9_-]{33}",
    "alibaba": r"LTAI[A-Za-z0-9]{12,20}",
    "tencent": r"AKID[A-Za-z0-9]{32}",
    "wandb": r"[a-f0-9]{40}",
    "binance": r"[A-Za-z0-9]{64}",
    "twilio": r"SK[a-f0-9]{32}",
    "mailgun": r"key-[a-f0-9]{32}",
}


def apikey_ok(s):
    if jwt_ok(s) and s.startswith("eyJ"):
        return "jwt"
    for k, p in APIKEY_PATTERNS.items():
        if re.fullmatch(p, s):
            return k
    return None


B32 = UP + "234567"


def discord_token():
    uid = str(R.randint(10 ** 17, 10 ** 18 - 1)).encode()
    first = base64.b64encode(uid).decode().rstrip("=")
    while first[0] not in "MN":
        uid = str(R.randint(10 ** 17, 10 ** 18 - 1)).encode()
        first = base64.b64encode(uid).decode().rstrip("=")
    return first + "." + rs(B64URL, 6) + "." + rs(B64URL, 27)


VALUES = {}


def _build():
    V = VALUES
    # cards: (name, prefix, length, groups)
    cards = [
        ("visa1", "4539", 16, [4, 4, 4, 4]), ("visa2", "4716", 16, []), ("visa3", "4024", 16, [4, 4, 4, 4]),
        ("mc1", "5425", 16, [4, 4, 4, 4]), ("mc2", "2221", 16, []), ("mc3", "5105", 16, [4, 4, 4, 4]),
        ("amex1", "3714", 15, [4, 6, 5]), ("amex2", "3787", 15, []), ("disc1", "6011", 16, [4, 4, 4, 4]),
        ("up1", "622202", 19, [6, 13]), ("up2", "621700", 19, []), ("up3", "623058", 19, [4, 4, 4, 4, 3]),
        ("jcb1", "3530", 16, [4, 4, 4, 4]), ("diners1", "3056", 14, [4, 6, 4]), ("maestro1", "6759", 18, []),
        ("visa4", "4929", 16, [4, 4, 4, 4]), ("mc4", "5555", 16, []), ("up4", "625807", 16, [4, 4, 4, 4]),
        ("visa5", "4485", 13, []), ("mc5", "5312", 16, [4, 4, 4, 4]),
    ]
    for n, p, l, g in cards:
        V[n] = make_card(p, l, g)
    ibans = [
        ("iban_gb1", "GB", "NWBK" + rs(DIG, 14), True), ("iban_gb2", "GB", "BARC" + rs(DIG, 14), False),
        ("iban_de1", "DE", rs(DIG, 18), True), ("iban_de2", "DE", rs(DIG, 18), False),
        ("iban_fr1", "FR", rs(DIG, 23), True), ("iban_nl1", "NL", "RABO" + rs(DIG, 10), True),
        ("iban_nl2", "NL", "INGB" + rs(DIG, 10), False), ("iban_es1", "ES", rs(DIG, 20), True),
        ("iban_it1", "IT", "X" + rs(DIG, 10) + rs(DIG, 12), True), ("iban_be1", "BE", rs(DIG, 12), True),
        ("iban_ch1", "CH", rs(DIG, 17), True), ("iban_pl1", "PL", rs(DIG, 24), True),
        ("iban_se1", "SE", rs(DIG, 20), False), ("iban_ie1", "IE", "AIBK" + rs(DIG, 14), True),
        ("iban_at1", "AT", rs(DIG, 16), True), ("iban_pt1", "PT", rs(DIG, 21), True),
        ("iban_no1", "NO", rs(DIG, 11), False), ("iban_ae1", "AE", rs(DIG, 19), True),
        ("iban_dk1", "DK", rs(DIG, 14), True), ("iban_fi1", "FI", rs(DIG, 14), True),
    ]
    for n, cc, b, g in ibans:
        V[n] = make_iban(cc, b, g)
    prcs = [
        ("prc1", "110105", "19780314", True), ("prc2", "310104", "19851122", False),
        ("prc3", "440305", "19920607", True), ("prc4", "330106", "19670930", False),
        ("prc5", "510107", "19880218", True), ("prc6", "420111", "19950501", False),
        ("prc7", "320102", "19421107", True), ("prc8", "370202", "19390823", False),
        ("prc9", "430104", "19990712", True), ("prc10", "610113", "19830405", False),
        ("prc11", "350203", "19761229", True), ("prc12", "500103", "19900116", False),
        ("prc13", "410105", "19730808", True), ("prc14", "340104", "19861003", False),
        ("prc15", "360102", "19480627", True), ("prc16", "530102", "19970320", False),
        ("prc17", "230103", "19811111", True), ("prc18", "130102", "19640204", False),
        ("prc19", "210102", "20010915", True), ("prc20", "450103", "19930728", False),
        ("prc21", "140105", "19550419", True), ("prc22", "440106", "19910101", False),
        ("prc23", "120101", "19870606", True), ("prc24", "220102", "19720913", False),
    ]
    for n, a, d, m in prcs:
        V[n] = make_prc(a, d, m)
    V["bsn1"] = make_bsn(); V["bsn2"] = make_bsn(); V["bsn3"] = make_bsn()
    V["pnr1"] = make_pnr("840517"); V["pnr2"] = make_pnr("910203")
    V["hetu1"] = make_hetu("120379"); V["hetu2"] = make_hetu("050402", "A")
    V["dni1"] = make_dni(); V["dni2"] = make_dni(); V["nie1"] = make_nie()
    V["aadhaar1"] = make_aadhaar(); V["aadhaar2"] = make_aadhaar(); V["aadhaar3"] = make_aadhaar()
    V["cpf1"] = make_cpf(); V["cpf2"] = make_cpf()
    V["sin1"] = make_sin(); V["sin2"] = make_sin()
    V["pesel1"] = make_pesel("870922"); V["pesel2"] = make_pesel("650311")
    V["nric1"] = make_nric("S"); V["nric2"] = make_nric("T"); V["fin1"] = make_nric("G")
    V["hkid1"] = make_hkid(); V["hkid2"] = make_hkid()
    V["twid1"] = make_twid("1"); V["twid2"] = make_twid("2")
    V["krrn1"] = make_krrn("890304", "1"); V["krrn2"] = make_krrn("930719", "2")
    V["nir1"] = make_nir("1", "82", "06"); V["nir2"] = make_nir("2", "90", "11")
    V["nino1"] = "QQ 12 34 56 C".replace("QQ", "JM").replace("12 34 56", "48 21 07")
    V["nino2"] = "PT 93 66 14 A"; V["nino3"] = "KR 05 77 32 B"
    V["steuer1"] = make_steuerid(); V["steuer2"] = make_steuerid()
    for i in range(1, 9):
        V["ssn%d" % i] = make_ssn()
    # vendor keys
    V["aws_akid1"] = "AKIA" + rs(UP + "234567", 16)
    V["aws_sec1"] = rs(ALNUM + "/+", 40)
    V["aws_akid2"] = "AKIA" + rs(UP + "234567", 16)
    V["aws_sec2"] = rs(ALNUM + "/+", 40)
    V["ghp1"] = "ghp_" + rs(ALNUM, 36)
    V["ghp2"] = "ghp_" + rs(ALNUM, 36)
    V["ghpat1"] = "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)
    V["glpat1"] = "glpat-" + rs(ALNUM, 20)
    V["glpat2"] = "glpat-" + rs(ALNUM, 20)
    V["xoxb1"] = "xoxb-%d-%d-%s" % (R.randint(10 ** 11, 10 ** 12), R.randint(10 ** 12, 10 ** 13 - 1), rs(ALNUM, 24))
    V["xoxb2"] = "xoxb-%d-%d-%s" % (R.randint(10 ** 11, 10 ** 12), R.randint(10 ** 12, 10 ** 13 - 1), rs(ALNUM, 24))
    V["stripe1"] = "sk_live_" + rs(ALNUM, 24)
    V["stripe2"] = "sk_live_51" + rs(ALNUM, 96)
    V["google1"] = "AIza" + rs(B64URL, 35)
    V["google2"] = "AIza" + rs(B64URL, 35)
    V["openai1"] = "sk-proj-" + rs(B64URL, 120)
    V["anthropic1"] = "sk-ant-api03-" + rs(B64URL, 93) + "AA"
    V["hf1"] = "hf_" + rs(UP + LO, 34)
    V["hf2"] = "hf_" + rs(UP + LO, 34)
    V["hf3"] = "hf_" + rs(UP + LO, 34)
    V["sendgrid1"] = "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)
    V["npm1"] = "npm_" + rs(ALNUM, 36)
    V["pypi1"] = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 70)
    V["datadog1"] = rs("0123456789abcdef", 32)
    V["shopify1"] = "shpat_" + rs("0123456789abcdef", 32)
    V["discord1"] = discord_token()
    V["telegram1"] = "%d:AA%s" % (R.randint(10 ** 9, 7 * 10 ** 9), rs(B64URL, 33))
    V["telegram2"] = "%d:AA%s" % (R.randint(10 ** 9, 7 * 10 ** 9), rs(B64URL, 33))
    V["alibaba1"] = "LTAI5t" + rs(ALNUM, 18)
    V["alibaba_sec1"] = rs(ALNUM, 30)
    V["alibaba2"] = "LTAI5t" + rs(ALNUM, 18)
    V["alibaba_sec2"] = rs(ALNUM, 30)
    V["tencent1"] = "AKID" + rs(ALNUM, 32)
    V["tencent_sec1"] = rs(ALNUM, 32)
    V["wandb1"] = rs("0123456789abcdef", 40)
    V["wandb2"] = rs("0123456789abcdef", 40)
    V["binance1"] = rs(ALNUM, 64)
    V["binance_sec1"] = rs(ALNUM, 64)
    V["twilio1"] = "SK" + rs("0123456789abcdef", 32)
    V["mailgun1"] = "key-" + rs("0123456789abcdef", 32)
    V["jwt1"] = make_jwt({"sub": "u_88213", "name": "Priya Raman", "iat": 1795000000})
    V["jwt2"] = make_jwt({"sub": "4471", "role": "clinician", "exp": 1796200000})
    V["jwt3"] = make_jwt({"uid": "wx_20931", "scope": "pay", "iat": 1795500000})
    V["jwt4"] = make_jwt({"sub": "ops-bot", "tenant": "harbour", "exp": 1797000000})
    # secrets
    for i in range(1, 9):
        V["totp%d" % i] = rs(B32, 32)
    for i in range(1, 11):
        V["csec%d" % i] = rs(ALNUM + "~._-", 40)
    for i in range(1, 7):
        V["sess%d" % i] = rs("0123456789abcdef", 48)
    V["slackhook1"] = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24))
    V["slackhook2"] = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24))
    V["dinghook1"] = "https://oapi.dingtalk.com/robot/send?access_token=" + rs("0123456789abcdef", 64)
    V["feishuhook1"] = "https://open.feishu.cn/open-apis/bot/v2/hook/" + "%s-%s-%s-%s-%s" % (
        rs("0123456789abcdef", 8), rs("0123456789abcdef", 4), rs("0123456789abcdef", 4), rs("0123456789abcdef", 4), rs("0123456789abcdef", 12))
    V["wecomhook1"] = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + "%s-%s-%s-%s-%s" % (
        rs("0123456789abcdef", 8), rs("0123456789abcdef", 4), rs("0123456789abcdef", 4), rs("0123456789abcdef", 4), rs("0123456789abcdef", 12))
    V["discordhook1"] = "https://discord.com/api/webhooks/%d/%s" % (R.randint(10 ** 17, 10 ** 18), rs(B64URL, 68))
    V["pem1"] = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(rs(ALNUM + "+/", 70) for _ in range(4)) + "\n-----END OPENSSH PRIVATE KEY-----"
    V["pem2"] = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(rs(ALNUM + "+/", 64) for _ in range(3)) + "\n-----END RSA PRIVATE KEY-----"
    V["pem3"] = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(rs(ALNUM + "+/", 64) for _ in range(2)) + "\n-----END EC PRIVATE KEY-----"


_build()


def selftest():
    errs = []

    def t(cond, msg):
        if not cond:
            errs.append(msg)

    # published textbook examples (positive) and corrupted ones
    t(luhn_ok("79927398713"), "luhn wiki"); t(not luhn_ok("79927398710"), "luhn corrupt")
    t(card_ok("4111 1111 1111 1111"), "visa test"); t(not card_ok("4111 1111 1111 1112"), "visa corrupt")
    t(card_ok("378282246310005"), "amex test")
    t(iban_ok("GB82 WEST 1234 5698 7654 32"), "iban gb"); t(not iban_ok("GB82WEST12345698765433"), "iban corrupt")
    t(iban_ok("DE89370400440532013000"), "iban de"); t(iban_ok("NL91ABNA0417164300"), "iban nl")
    t(iban_ok("FR1420041010050500013M02606"), "iban fr"); t(iban_ok("BE68539007547034"), "iban be")
    t(not iban_ok("DE8937040044053201300"), "iban len")
    t(prc_ok("11010519491231002X"), "prc gb11643"); t(not prc_ok("110105194912310021"), "prc corrupt")
    t(verhoeff_tables_ok(), "verhoeff tables")
    t(verhoeff_digit("236") == "3", "verhoeff 236"); t(verhoeff_ok("2363"), "verhoeff 2363")
    t(verhoeff_digit("12345") == "1", "verhoeff 12345"); t(not verhoeff_ok("2364"), "verhoeff corrupt")
    t(not verhoeff_ok("3263"), "verhoeff transposition")
    t(bsn_ok("111222333"), "bsn"); t(not bsn_ok("111222334"), "bsn corrupt")
    t(personnummer_ok("811218-9876"), "pnr"); t(not personnummer_ok("811218-9875"), "pnr corrupt")
    t(hetu_ok("131052-308T"), "hetu"); t(not hetu_ok("131052-308U"), "hetu corrupt")
    t(dni_ok("12345678Z"), "dni"); t(not dni_ok("12345678A"), "dni corrupt"); t(dni_ok("X1234567L"), "nie")
    t(cpf_ok("111.444.777-35"), "cpf"); t(not cpf_ok("111.444.777-36"), "cpf corrupt")
    t(sin_ok("046 454 286"), "sin"); t(not sin_ok("046 454 287"), "sin corrupt")
    t(pesel_ok("44051401359"), "pesel"); t(not pesel_ok("44051401358"), "pesel corrupt")
    t(nric_ok("S1234567D"), "nric"); t(not nric_ok("S1234567E"), "nric corrupt")
    t(hkid_ok("A123456(3)"), "hkid"); t(not hkid_ok("A123456(4)"), "hkid corrupt")
    t(twid_ok("A123456789"), "twid"); t(not twid_ok("A123456788"), "twid corrupt")
    t(nir_ok("2 55 08 14 168 025 38"), "nir"); t(not nir_ok("2 55 08 14 168 025 39"), "nir corrupt")
    t(nino_ok("AB 12 34 56 C"), "nino"); t(not nino_ok("BG 12 34 56 C"), "nino bad prefix")
    t(steuerid_ok("86095742719"), "steuer"); t(not steuerid_ok("86095742718"), "steuer corrupt")
    t(ssn_ok("123-45-6789"), "ssn"); t(not ssn_ok("666-45-6789"), "ssn 666"); t(not ssn_ok("123-00-6789"), "ssn grp")
    t(jwt_ok("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"), "jwt.io")
    # every generated value
    for k, v in VALUES.items():
        if re.fullmatch(r"(visa|mc|amex|disc|up|jcb|diners|maestro)\d", k):
            t(card_ok(v), "card " + k)
        elif k.startswith("iban_"):
            t(iban_ok(v), "iban " + k)
        elif k.startswith("prc"):
            t(prc_ok(v), "prc " + k)
        elif k.startswith("ssn"):
            t(ssn_ok(v), "ssn " + k)
        elif re.match(r"(bsn|pnr|hetu|dni|nie|aadhaar|cpf|sin|pesel|nric|fin|hkid|twid|krrn|nir|nino|steuer)\d", k):
            t(bool(national_ok(v)), "national " + k + " " + v)
        elif k.startswith(("aws_akid", "ghp", "ghpat", "glpat", "xoxb", "stripe", "google", "openai", "anthropic", "hf",
                           "sendgrid", "npm", "pypi", "datadog", "shopify", "discord1", "telegram", "alibaba1", "alibaba2",
                           "tencent1", "wandb", "binance1", "twilio", "mailgun", "jwt")):
            t(apikey_ok(v) is not None, "apikey " + k)
    t(aadhaar_ok(VALUES["aadhaar1"]) and aadhaar_ok(VALUES["aadhaar2"]), "aadhaar gen")
    return errs


if __name__ == "__main__":
    e = selftest()
    for k in sorted(VALUES):
        print(k, repr(VALUES[k])[:90])
    print("selftest:", "OK" if not e else e)
