"""Generated values that need check digits or vendor shapes (corpus_blind18).

Only the Python standard library.  Everything is produced by random.Random(20261220)
so the corpus is reproducible.  Validators are used by check_blind.py as well.
"""
import base64
import json
import random
import re
import string

R = random.Random(20261220)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B64URL = ALNUM + "-_"


def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- cards (Luhn)
def luhn_ok(num):
    d = [int(c) for c in re.sub(r"[ -]", "", num)]
    if not d:
        return False
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return s % 10 == 0


def luhn_complete(prefix, length):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def group(num, sizes, sep=" "):
    out, i = [], 0
    for s in sizes:
        out.append(num[i:i + s])
        i += s
    return sep.join(out)


def card_ok(v):
    d = re.sub(r"[ -]", "", v)
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "BE": 16, "CH": 21,
            "PL": 28, "AT": 20, "IE": 22, "SE": 24, "PT": 25, "NO": 15, "DK": 18, "FI": 18,
            "LU": 20, "CZ": 24, "HU": 28, "GR": 27, "RO": 24, "HR": 21, "LT": 20, "SA": 24,
            "AE": 23, "TR": 26, "MT": 31, "CY": 28, "EE": 20, "SI": 19, "SK": 24, "LV": 21}


def iban_mod(s):
    s = s[4:] + s[:4]
    n = "".join(str(int(c, 36)) for c in s)
    return int(n) % 97


def iban_make(cc, bban):
    for k in range(2, 99):
        cand = cc + "%02d" % k + bban
        if iban_mod(cand) == 1:
            return cand
    raise AssertionError


def iban_ok(v):
    s = v.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    return IBAN_LEN.get(s[:2]) == len(s) and iban_mod(s) == 1


BBAN_SHAPE = {  # country -> list of (alphabet, n)
    "DE": [(DIG, 18)], "GB": [(UP, 4), (DIG, 14)], "FR": [(DIG, 10), (UP + DIG, 11), (DIG, 2)],
    "NL": [(UP, 4), (DIG, 10)], "ES": [(DIG, 20)], "IT": [(UP, 1), (DIG, 10), (DIG, 12)],
    "BE": [(DIG, 12)], "CH": [(DIG, 17)], "PL": [(DIG, 24)], "AT": [(DIG, 16)],
    "IE": [(UP, 4), (DIG, 14)], "SE": [(DIG, 20)], "PT": [(DIG, 21)], "NO": [(DIG, 11)],
    "DK": [(DIG, 14)], "FI": [(DIG, 14)], "LU": [(DIG, 16)], "CZ": [(DIG, 20)],
    "LT": [(DIG, 16)], "AE": [(DIG, 19)], "EE": [(DIG, 16)], "HR": [(DIG, 17)],
}


def iban_gen(cc):
    bban = "".join(rs(a, n) for a, n in BBAN_SHAPE[cc])
    return iban_make(cc, bban)


def iban_group(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# ---------------------------------------------------------------- PRC resident ID (GB 11643)
PRC_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
PRC_C = "10X98765432"
PRC_AREAS = {"110101", "110105", "110108", "310104", "310115", "440305", "440106", "330106",
             "510107", "420106", "320102", "370202", "120101", "500103", "610113", "350203",
             "430104", "210102", "410105", "340104", "110102", "320506", "330203", "230103"}


def prc_check(body17):
    return PRC_C[sum(int(a) * b for a, b in zip(body17, PRC_W)) % 11]


def prc_make(area, dob, seq):
    body = area + dob + seq
    return body + prc_check(body)


def prc_ok(v):
    v = v.upper()
    if not re.fullmatch(r"\d{17}[\dX]", v):
        return False
    if v[:6] not in PRC_AREAS:
        return False
    y, m, d = int(v[6:10]), int(v[10:12]), int(v[12:14])
    if not (1900 < y < 2026 and 1 <= m <= 12 and 1 <= d <= 31):
        return False
    return prc_check(v[:17]) == v[17]


# ---------------------------------------------------------------- national IDs
def bsn_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 9:
        return False
    s = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return s % 11 == 0 and d[0] != "0"


def bsn_gen():
    while True:
        d = str(R.randint(1, 9)) + rs(DIG, 8)
        if bsn_ok(d):
            return d


def se_ok(v):  # personnummer YYMMDD-NNNC or YYYYMMDD-NNNC
    d = re.sub(r"[-+]", "", v)
    if len(d) == 12:
        d = d[2:]
    return len(d) == 10 and d.isdigit() and luhn_ok(d) and 1 <= int(d[2:4]) <= 12


def se_gen(yymmdd):
    body = yymmdd + rs(DIG, 3)
    for c in DIG:
        if luhn_ok(body + c):
            return yymmdd + "-" + body[6:] + c


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(v):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", v)
    return bool(m) and HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def hetu_gen(ddmmyy, sep="-"):
    n = "%03d" % R.randint(2, 899)
    return ddmmyy + sep + n + HETU_C[int(ddmmyy + n) % 31]


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(v):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})-?([A-Z])", v)
    if not m:
        return False
    pre = {"": "", "X": "0", "Y": "1", "Z": "2"}[m.group(1)]
    num = int(pre + m.group(2))
    if m.group(1) and len(m.group(2)) != 7:
        return False
    if not m.group(1) and len(m.group(2)) != 8:
        return False
    return DNI_L[num % 23] == m.group(3)


def dni_gen(nie=None):
    if nie:
        n = rs(DIG, 7)
        return nie + n + DNI_L[int({"X": "0", "Y": "1", "Z": "2"}[nie] + n) % 23]
    n = rs(DIG, 8)
    return n + DNI_L[int(n) % 23]


# Verhoeff (Aadhaar)
VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
for _i in range(2, 8):
    VP.append([VP[_i - 1][VP[1][j]] for j in range(10)])
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, x in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(x)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, x in enumerate(reversed(num)):
        c = VD[c][VP[(i + 1) % 8][int(x)]]
    return str(VINV[c])


def aadhaar_ok(v):
    d = v.replace(" ", "").replace("-", "")
    return len(d) == 12 and d.isdigit() and d[0] not in "01" and verhoeff_ok(d)


def aadhaar_gen():
    b = str(R.randint(2, 9)) + rs(DIG, 10)
    d = b + verhoeff_digit(b)
    return " ".join([d[:4], d[4:8], d[8:]])


def cpf_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 11 or len(set(d)) == 1:
        return False
    for k in (9, 10):
        s = sum(int(d[i]) * (k + 1 - i) for i in range(k))
        c = (s * 10) % 11 % 10
        if c != int(d[k]):
            return False
    return True


def cpf_gen():
    d = rs(DIG, 9)
    for k in (9, 10):
        s = sum(int(d[i]) * (k + 1 - i) for i in range(k))
        d += str((s * 10) % 11 % 10)
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])


def sin_ok(v):
    d = re.sub(r"\D", "", v)
    return len(d) == 9 and d[0] != "8" and luhn_ok(d)


def sin_gen():
    while True:
        d = str(R.choice([1, 2, 3, 4, 5, 6, 7, 9])) + rs(DIG, 8)
        if luhn_ok(d):
            return "%s %s %s" % (d[:3], d[3:6], d[6:])


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    s = sum(int(v[i]) * PESEL_W[i] for i in range(10))
    return (10 - s % 10) % 10 == int(v[10])


def pesel_gen(yymmdd_enc):
    b = yymmdd_enc + rs(DIG, 4)
    s = sum(int(b[i]) * PESEL_W[i] for i in range(10))
    return b + str((10 - s % 10) % 10)


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m:
        return False
    s = sum(int(a) * b for a, b in zip(m.group(2), NRIC_W))
    if m.group(1) in "TG":
        s += 4
    table = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return table[s % 11] == m.group(3)


def nric_gen(p="S"):
    n = rs(DIG, 7)
    s = sum(int(a) * b for a, b in zip(n, NRIC_W)) + (4 if p in "TG" else 0)
    table = "JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK"
    return p + n + table[s % 11]


def hkid_check(letters, digits):
    if len(letters) == 1:
        s = 36 * 9 + (ord(letters) - 55) * 8
    else:
        s = (ord(letters[0]) - 55) * 9 + (ord(letters[1]) - 55) * 8
    s += sum(int(x) * w for x, w in zip(digits, range(7, 1, -1)))
    r = (11 - s % 11) % 11
    return "A" if r == 10 else str(r)


def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


def hkid_gen():
    L = R.choice(UP)
    d = rs(DIG, 6)
    return "%s%s(%s)" % (L, d, hkid_check(L, d))


TW_L = {c: v for c, v in zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36))}


def tw_ok(v):
    if not re.fullmatch(r"[A-Z][12]\d{8}", v):
        return False
    n = TW_L[v[0]]
    s = n // 10 + (n % 10) * 9 + sum(int(v[i]) * (9 - i) for i in range(1, 9)) + int(v[9])
    return s % 10 == 0


def tw_gen():
    L = R.choice("ABCDEFGHJKLMNPQRSTUVXYWZIO")
    b = L + R.choice("12") + rs(DIG, 7)
    for c in DIG:
        if tw_ok(b + c):
            return b + c


KR_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_ok(v):
    d = v.replace("-", "")
    if not re.fullmatch(r"\d{13}", d):
        return False
    s = sum(int(d[i]) * KR_W[i] for i in range(12))
    return (11 - s % 11) % 10 == int(d[12])


def rrn_gen(yymmdd, g):
    b = yymmdd + g + rs(DIG, 5)
    s = sum(int(b[i]) * KR_W[i] for i in range(12))
    return yymmdd + "-" + b[6:] + str((11 - s % 11) % 10)


def nir_ok(v):
    d = v.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", d):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def nir_gen(sex, yy, mm, dept, commune):
    b = sex + yy + mm + dept + commune + "%03d" % R.randint(1, 999)
    k = "%02d" % (97 - int(b) % 97)
    return " ".join([b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k])


NINO_BAD_PFX = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def nino_ok(v):
    d = v.replace(" ", "")
    m = re.fullmatch(r"([A-Z])([A-Z])(\d{6})([A-D])", d)
    if not m:
        return False
    a, b = m.group(1), m.group(2)
    return a not in "DFIQUV" and b not in "DFIOQUV" and a + b not in NINO_BAD_PFX


def mynumber_check(d11):
    s = 0
    for n in range(1, 12):
        p = int(d11[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return "0" if r <= 1 else str(11 - r)


def mynumber_ok(v):
    d = v.replace(" ", "").replace("-", "")
    return len(d) == 12 and d.isdigit() and mynumber_check(d[:11]) == d[11]


def mynumber_gen():
    b = rs(DIG, 11)
    d = b + mynumber_check(b)
    return " ".join([d[:4], d[4:8], d[8:]])


def steuer_check(d10):
    p = 10
    for c in d10:
        s = (int(c) + p) % 10
        if s == 0:
            s = 10
        p = (2 * s) % 11
    c = 11 - p
    return 0 if c == 10 else c


def steuer_ok(v):
    d = v.replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{10}", d):
        return False
    counts = sorted((d[:10].count(c) for c in set(d[:10])), reverse=True)
    if counts[0] not in (2, 3) or (len(counts) > 1 and counts[1] > 1):
        return False
    return steuer_check(d[:10]) == int(d[10])


def steuer_gen():
    while True:
        digs = R.sample(DIG, 9)
        dup = R.choice(digs)
        lst = digs + [dup]
        R.shuffle(lst)
        d = "".join(lst)
        if d[0] == "0":
            continue
        d += str(steuer_check(d))
        if steuer_ok(d):
            return "%s %s %s %s" % (d[:2], d[2:5], d[5:8], d[8:])


NAT_VALIDATORS = [bsn_ok, se_ok, hetu_ok, dni_ok, aadhaar_ok, cpf_ok, sin_ok, pesel_ok, nric_ok,
                  hkid_ok, tw_ok, rrn_ok, nir_ok, nino_ok, mynumber_ok, steuer_ok]


def national_ok(v):
    return any(f(v) for f in NAT_VALIDATORS)


# ---------------------------------------------------------------- SSN
def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})-?(\d{2})-?(\d{4})", v)
    if not m:
        return False
    a, g, s = m.groups()
    if a in ("000", "666") or a >= "900" or g == "00" or s == "0000":
        return False
    return v.replace("-", "") not in ("078051120", "123456789", "219099999")


def ssn_gen():
    while True:
        a = "%03d" % R.randint(1, 899)
        v = "%s-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))
        if ssn_ok(v):
            return v


# ---------------------------------------------------------------- vendor keys
def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt_gen(payload, alg="HS256"):
    return b64u({"alg": alg, "typ": "JWT"}) + "." + b64u(payload) + "." + rs(B64URL, 43)


def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        for p in parts[:2]:
            json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
    except Exception:
        return False
    return re.fullmatch(r"[A-Za-z0-9_-]{20,}", parts[2]) is not None


APIKEY_SHAPES = [
    ("aws_akid", r"(AKIA|ASIA)[A-Z2-7]{16}"),
    ("github_ghp", r"gh[pousr]_[A-Za-z0-9]{36}"),
    ("github_pat", r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}"),
    ("gitlab", r"glpat-[A-Za-z0-9_-]{20}"),
    ("slack", r"xox[bpa]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}"),
    ("stripe", r"(sk|rk)_(live|test)_[A-Za-z0-9]{24,99}"),
    ("google", r"AIza[A-Za-z0-9_-]{35}"),
    ("openai", r"sk-proj-[A-Za-z0-9_-]{48,200}"),
    ("anthropic", r"sk-ant-api03-[A-Za-z0-9_-]{93}AA"),
    ("hf", r"hf_[A-Za-z]{34}"),
    ("sendgrid", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}"),
    ("npm", r"npm_[A-Za-z0-9]{36}"),
    ("pypi", r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,200}"),
    ("datadog", r"[a-f0-9]{32}"),
    ("shopify", r"shp(at|ss|ca|pa)_[a-fA-F0-9]{32}"),
    ("telegram", r"\d{8,10}:AA[A-Za-z0-9_-]{33}"),
    ("discord", r"[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}"),
    ("alibaba", r"LTAI[A-Za-z0-9]{12,20}"),
    ("tencent", r"AKID[A-Za-z0-9]{32}"),
    ("exchange", r"[A-Za-z0-9]{64}"),
    ("twilio", r"SK[a-f0-9]{32}"),
    ("mailgun", r"key-[a-f0-9]{32}"),
]


def apikey_kind(v):
    if jwt_ok(v) and v.startswith("eyJ"):
        return "jwt"
    for k, pat in APIKEY_SHAPES:
        if re.fullmatch(pat, v):
            return k
    return None


VALUES = {}


def add(name, v):
    assert name not in VALUES, name
    VALUES[name] = v


# ---- cards: (name, prefix, length, grouping)
for name, pre, ln, grp, sep in [
    ("card_visa1", "4", 16, [4, 4, 4, 4], " "), ("card_visa2", "4", 16, [16], ""),
    ("card_visa3", "4", 16, [4, 4, 4, 4], "-"), ("card_visa4", "4", 13, [13], ""),
    ("card_mc1", "5", 16, [4, 4, 4, 4], " "), ("card_mc2", "2", 16, [16], ""),
    ("card_mc3", "5", 16, [4, 4, 4, 4], "-"), ("card_amex1", "37", 15, [4, 6, 5], " "),
    ("card_amex2", "34", 15, [15], ""), ("card_up1", "62", 16, [4, 4, 4, 4], " "),
    ("card_up2", "62", 19, [19], ""), ("card_up3", "62", 16, [16], ""),
    ("card_jcb1", "35", 16, [4, 4, 4, 4], " "), ("card_disc1", "6011", 16, [4, 4, 4, 4], " "),
    ("card_diners1", "36", 14, [4, 6, 4], " "), ("card_maestro1", "6759", 18, [4, 4, 4, 4, 2], " "),
    ("card_visa5", "4", 16, [4, 4, 4, 4], " "), ("card_mc4", "5", 16, [16], ""),
    ("card_up4", "62", 16, [4, 4, 4, 4], " "), ("card_visa6", "4", 16, [4, 4, 4, 4], " "),
    ("card_mc5", "5", 16, [4, 4, 4, 4], " "), ("card_visa7", "4", 16, [16], ""),
]:
    if pre == "5":
        pre = "5" + str(R.randint(1, 5))
    if pre == "2":
        pre = "22" + str(R.randint(30, 70))
    add(name, group(luhn_complete(pre, ln), grp, sep))

# ---- IBANs
for i, (cc, grouped) in enumerate([("DE", 1), ("GB", 1), ("FR", 1), ("NL", 0), ("ES", 1), ("IT", 0),
                                   ("BE", 1), ("CH", 1), ("PL", 1), ("AT", 0), ("IE", 1), ("SE", 0),
                                   ("PT", 1), ("NO", 0), ("DK", 1), ("FI", 1), ("LU", 0), ("GB", 0),
                                   ("DE", 0), ("NL", 1), ("LT", 1), ("AE", 0), ("HR", 1), ("CZ", 0)]):
    v = iban_gen(cc)
    add("iban_%s%d" % (cc.lower(), i), iban_group(v) if grouped else v)

# ---- PRC IDs: name -> (area, dob, seq)
PRC_SPEC = {
    "prc1": ("110105", "19850314", "042"), "prc2": ("310104", "19910722", "136"),
    "prc3": ("440305", "19880109", "217"), "prc4": ("330106", "19790525", "051"),
    "prc5": ("510107", "19930811", "364"), "prc6": ("420106", "19670203", "125"),
    "prc7": ("320102", "20010917", "088"), "prc8": ("370202", "19561130", "019"),
    "prc9": ("120101", "19940406", "275"), "prc10": ("500103", "19821228", "143"),
    "prc11": ("610113", "19750619", "032"), "prc12": ("350203", "19990101", "426"),
    "prc13": ("430104", "19870730", "561"), "prc14": ("210102", "19480812", "004"),
    "prc15": ("410105", "19960224", "318"), "prc16": ("340104", "19830917", "227"),
    "prc17": ("110108", "20150603", "066"), "prc18": ("440106", "19901015", "183"),
    "prc19": ("320506", "19720408", "095"), "prc20": ("330203", "19891121", "402"),
    "prc21": ("230103", "19650305", "247"), "prc22": ("310115", "19970709", "338"),
    "prc23": ("110102", "19401128", "016"), "prc24": ("500103", "20180322", "054"),
}
for k, (a, d, s) in PRC_SPEC.items():
    add(k, prc_make(a, d, s))

# ---- national IDs
add("bsn1", bsn_gen()); add("bsn2", bsn_gen())
add("se1", se_gen("840312")); add("se2", se_gen("910605"))
add("hetu1", hetu_gen("150786")); add("hetu2", hetu_gen("030401", "A"))
add("dni1", dni_gen()); add("dni2", dni_gen()); add("nie1", dni_gen("X")); add("nie2", dni_gen("Y"))
add("aadhaar1", aadhaar_gen()); add("aadhaar2", aadhaar_gen()); add("aadhaar3", aadhaar_gen())
add("cpf1", cpf_gen()); add("cpf2", cpf_gen())
add("sin1", sin_gen()); add("sin2", sin_gen())
add("pesel1", pesel_gen("870914")); add("pesel2", pesel_gen("022107"))
add("nric1", nric_gen("S")); add("nric2", nric_gen("T")); add("nric3", nric_gen("G"))
add("hkid1", hkid_gen()); add("hkid2", hkid_gen())
add("tw1", tw_gen()); add("tw2", tw_gen())
add("rrn1", rrn_gen("880412", "1")); add("rrn2", rrn_gen("950830", "2"))
add("nir1", nir_gen("1", "84", "03", "75", "112")); add("nir2", nir_gen("2", "91", "11", "69", "381"))
add("nino1", "JH 48 21 95 C"); add("nino2", "PW702214A"); add("nino3", "NE 63 07 18 B")
add("mynum1", mynumber_gen()); add("steuer1", steuer_gen()); add("steuer2", steuer_gen())

# ---- SSNs
for i in range(1, 9):
    add("ssn%d" % i, ssn_gen())

# ---- vendor API keys
add("aws_akid1", "AKIA" + rs(UP + "234567", 16)); add("aws_akid2", "AKIA" + rs(UP + "234567", 16))
add("aws_akid3", "AKIA" + rs(UP + "234567", 16))
add("aws_secret1", rs(ALNUM + "/+", 40)); add("aws_secret2", rs(ALNUM + "/+", 40))
add("aws_secret3", rs(ALNUM + "/+", 40))
add("ghp1", "ghp_" + rs(ALNUM, 36)); add("ghp2", "ghp_" + rs(ALNUM, 36))
add("ghpat1", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59))
add("glpat1", "glpat-" + rs(ALNUM + "_-", 20)); add("glpat2", "glpat-" + rs(ALNUM, 20))
add("slack1", "xoxb-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
add("slack2", "xoxb-%s-%s-%s" % (rs(DIG, 11), rs(DIG, 13), rs(ALNUM, 24)))
add("stripe1", "sk_live_" + rs(ALNUM, 24)); add("stripe2", "sk_live_" + rs(ALNUM, 99))
add("stripe_rk1", "rk_live_" + rs(ALNUM, 24))
add("google1", "AIza" + rs(B64URL, 35)); add("google2", "AIza" + rs(B64URL, 35))
add("google3", "AIza" + rs(B64URL, 35))
add("openai1", "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74))
add("openai2", "sk-proj-" + rs(B64URL, 48))
add("anthropic1", "sk-ant-api03-" + rs(B64URL, 93) + "AA")
add("hf1", "hf_" + rs(UP + LO, 34)); add("hf2", "hf_" + rs(UP + LO, 34))
add("sendgrid1", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43))
add("npm1", "npm_" + rs(ALNUM, 36))
add("pypi1", "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 70))
add("datadog1", rs("0123456789abcdef", 32))
add("shopify1", "shpat_" + rs("0123456789abcdef", 32)); add("shopify2", "shpat_" + rs("0123456789abcdef", 32))
add("telegram1", rs(DIG, 10) + ":AA" + rs(B64URL, 33)); add("telegram2", str(R.randint(10 ** 8, 10 ** 9)) + ":AA" + rs(B64URL, 33))
add("discord1", "M" + rs(B64URL, 25) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38))
add("ali_akid1", "LTAI5t" + rs(ALNUM, 18)); add("ali_akid2", "LTAI5t" + rs(ALNUM, 18))
add("ali_akid3", "LTAI5t" + rs(ALNUM, 18))
add("ali_secret1", rs(ALNUM, 30)); add("ali_secret2", rs(ALNUM, 30)); add("ali_secret3", rs(ALNUM, 30))
add("tc_akid1", "AKID" + rs(ALNUM, 32)); add("tc_secret1", rs(ALNUM, 32))
add("tc_akid2", "AKID" + rs(ALNUM, 32)); add("tc_secret2", rs(ALNUM, 32))
add("binance_key1", rs(ALNUM, 64)); add("binance_secret1", rs(ALNUM, 64))
add("twilio1", "SK" + rs("0123456789abcdef", 32)); add("mailgun1", "key-" + rs("0123456789abcdef", 32))
add("jwt1", jwt_gen({"sub": "u_58213", "name": "Priya Raman", "iat": 1764843000, "exp": 1764929400}))
add("jwt2", jwt_gen({"sub": "9f1c2e", "role": "admin", "iss": "auth.petsure.example", "iat": 1765012345}))
add("jwt3", jwt_gen({"uid": "10086", "nick": "zhaolei", "scope": "order:read", "exp": 1766000000}))
add("jwt4", jwt_gen({"sub": "svc-billing", "aud": "ledger", "iat": 1764400000}, "RS256"))
add("jwt5", jwt_gen({"user_id": 773412, "email": "m.okafor@brightsmile.example", "iat": 1765100000}))

# ---- generated secrets (client secrets, tokens, seeds, webhooks)
add("totp1", rs(UP + "234567", 32)); add("totp2", rs(UP + "234567", 16)); add("totp3", rs(UP + "234567", 32))
add("slackhook1", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
add("slackhook2", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
add("dingtalk_hook1", "https://oapi.dingtalk.com/robot/send?access_token=" + rs("0123456789abcdef", 64))
add("feishu_hook1", "https://open.feishu.cn/open-apis/bot/v2/hook/" + "%s-%s-%s-%s-%s" % (
    rs("0123456789abcdef", 8), rs("0123456789abcdef", 4), rs("0123456789abcdef", 4), rs("0123456789abcdef", 4), rs("0123456789abcdef", 12)))
add("wecom_hook1", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + "%s-%s-%s-%s-%s" % (
    rs("0123456789abcdef", 8), rs("0123456789abcdef", 4), rs("0123456789abcdef", 4), rs("0123456789abcdef", 4), rs("0123456789abcdef", 12)))
add("discord_hook1", "https://discord.com/api/webhooks/%s/%s" % (rs(DIG, 19), rs(B64URL, 68)))
for i in range(1, 9):
    add("client_secret%d" % i, rs(ALNUM + "~._-", 40) if i % 2 else rs("0123456789abcdef", 64))
for i in range(1, 7):
    add("token%d" % i, rs(ALNUM, 48))
add("session1", "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM, 43))
add("wx_secret1", rs("0123456789abcdef", 32)); add("wx_secret2", rs("0123456789abcdef", 32))
add("k8s_b64_1", base64.b64encode(b"Pg-R3plica!2026-warm").decode())
add("pem1", "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(rs(ALNUM + "+/", 64) for _ in range(5)) + "\n" + rs(ALNUM + "+/", 28) + "==\n-----END RSA PRIVATE KEY-----")
add("pem2", "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA" + rs(ALNUM + "+/", 40) + "\n" + "\n".join(rs(ALNUM + "+/", 70) for _ in range(3)) + "\n-----END OPENSSH PRIVATE KEY-----")
add("pem3", "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rs(ALNUM + "+/", 32) + "\n" + "\n".join(rs(ALNUM + "+/", 64) for _ in range(3)) + "\n-----END PRIVATE KEY-----")
add("recovery1", " ".join("%s-%s" % (rs(LO + DIG, 5), rs(LO + DIG, 5)) for _ in range(4)))
add("recovery2", "%s-%s" % (rs(UP + DIG, 4), rs(UP + DIG, 4)))

# decoy-ish generated values (used as decoys, not spans)
add("uuid1", "%s-%s-4%s-a%s-%s" % (rs("0123456789abcdef", 8), rs("0123456789abcdef", 4), rs("0123456789abcdef", 3), rs("0123456789abcdef", 3), rs("0123456789abcdef", 12)))
add("uuid2", "%s-%s-4%s-b%s-%s" % (rs("0123456789abcdef", 8), rs("0123456789abcdef", 4), rs("0123456789abcdef", 3), rs("0123456789abcdef", 3), rs("0123456789abcdef", 12)))
add("uuid3", "%s-%s-4%s-9%s-%s" % (rs("0123456789abcdef", 8), rs("0123456789abcdef", 4), rs("0123456789abcdef", 3), rs("0123456789abcdef", 3), rs("0123456789abcdef", 12)))
add("sha1", rs("0123456789abcdef", 40)); add("sha2", rs("0123456789abcdef", 40))
add("sha256_1", rs("0123456789abcdef", 64))
add("txhash1", "0x" + rs("0123456789abcdef", 64)); add("wallet1", "0x" + rs("0123456789abcdef", 40))
add("wallet2", "bc1q" + rs("023456789acdefghjklmnpqrstuvwxyz", 38))


def selftest():
    for k, v in VALUES.items():
        if k.startswith("card_"):
            assert card_ok(v), k
        elif k.startswith("iban_"):
            assert iban_ok(v), k
        elif k.startswith("prc"):
            assert prc_ok(v), k
            assert v[6:14] == PRC_SPEC[k][1], k
        elif k.startswith("ssn"):
            assert ssn_ok(v), k
        elif re.fullmatch(r"(bsn|se|hetu|dni|nie|aadhaar|cpf|sin|pesel|nric|hkid|tw|rrn|nir|nino|mynum|steuer)\d", k):
            assert national_ok(v), (k, v)
        elif k.startswith(("aws_akid", "ghp", "ghpat", "glpat", "slack1", "slack2", "stripe", "google",
                           "openai", "anthropic", "hf", "sendgrid", "npm", "pypi", "datadog", "shopify",
                           "telegram", "discord1", "ali_akid", "tc_akid", "binance_key", "twilio",
                           "mailgun", "jwt")):
            assert apikey_kind(v), (k, v)
    # textbook examples: positive and corrupted
    pos = [(luhn_ok, "79927398713"), (card_ok, "4111 1111 1111 1111"), (card_ok, "378282246310005"),
           (iban_ok, "GB82 WEST 1234 5698 7654 32"), (iban_ok, "DE89370400440532013000"),
           (prc_ok, "11010519491231002X"), (bsn_ok, "111222333"), (se_ok, "811218-9876"),
           (hetu_ok, "131052-308T"), (dni_ok, "12345678Z"), (dni_ok, "X1234567L"),
           (cpf_ok, "111.444.777-35"), (sin_ok, "046 454 286"), (pesel_ok, "44051401359"),
           (nric_ok, "S1234567D"), (hkid_ok, "A123456(3)"), (tw_ok, "A123456789"),
           (verhoeff_ok, "2363"), (ssn_ok, "536-22-1234"), (nino_ok, "AB123456C"),
           (jwt_ok, "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")]
    neg = [(luhn_ok, "79927398710"), (card_ok, "4111 1111 1111 1112"), (iban_ok, "GB82 WEST 1234 5698 7654 33"),
           (iban_ok, "DE8937040044053201300"), (prc_ok, "110105194912310021"), (bsn_ok, "111222334"),
           (se_ok, "811218-9875"), (hetu_ok, "131052-308U"), (dni_ok, "12345678A"),
           (cpf_ok, "111.444.777-36"), (sin_ok, "046 454 287"), (pesel_ok, "44051401358"),
           (nric_ok, "S1234567E"), (hkid_ok, "A123456(4)"), (tw_ok, "A123456780"),
           (verhoeff_ok, "2364"), (ssn_ok, "666-12-3456"), (ssn_ok, "900-12-3456"), (ssn_ok, "123-00-4567"),
           (nino_ok, "QQ123456C"), (jwt_ok, "eyJhbGciOi.notjson.sig")]
    for f, v in pos:
        assert f(v), ("pos", f.__name__, v)
    for f, v in neg:
        assert not f(v), ("neg", f.__name__, v)
    return True


if __name__ == "__main__":
    selftest()
    for k, v in VALUES.items():
        print(k, "=", v.replace("\n", "\\n")[:110])
    print("selftest OK,", len(VALUES), "values")
