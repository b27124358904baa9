#!/usr/bin/env python3
"""blind77 -- seeded generators for every value that needs a check digit or a
vendor shape.  Texts refer to them as `$name`.

    python3 values.py        run selftest()
    python3 values.py -p     print every value
"""
import base64
import datetime
import json
import re
import random
import string
import sys

SEED = 77061124
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = UP + LOW + DIG
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"
B32 = UP + "234567"

VALUES = {}
VTYPE = {}      # name -> detector type (or DECOY:<kind>)


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def put(name, typ, val):
    assert name not in VALUES, name
    VALUES[name] = val
    VTYPE[name] = typ


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(x for x in out if x)


# ----------------------------------------------------------------- algorithms
def luhn_ok(num):
    d = [int(c) for c in num if c.isdigit()]
    if not d:
        return False
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return s % 10 == 0


def luhn_make(prefix, length):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


IBAN_LEN = {"GB": 22, "IE": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24,
            "PL": 28, "RO": 24, "IT": 27, "BE": 16, "LT": 20, "PT": 25}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def iban_make(cc, bban, spaced=True):
    chk = 98 - _iban_num(bban + cc + "00") % 97
    s = "%s%02d%s" % (cc, chk, bban)
    assert iban_ok(s)
    return group(s, [4] * 10) if spaced else s


GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def gb11643_check(body17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(body17, GB_W)) % 11]


def idcard_ok(v):
    if not re.fullmatch(r"[1-8]\d{16}[\dX]", v):
        return False
    try:
        datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
    except ValueError:
        return False
    return gb11643_check(v[:17]) == v[17]


def idcard_birth(v):
    return datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))


def idcard_make(region, birth, male, want_x=False):
    for _ in range(10000):
        seq = rs(DIG, 2)
        g = R.choice("13579" if male else "02468")
        body = region + birth + seq + g
        c = gb11643_check(body)
        if want_x == (c == "X"):
            return body + c
    raise AssertionError


# Verhoeff (Aadhaar)
_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


NINO_BAD1 = set("DFIQUV")
NINO_BAD2 = set("DFIQUVO")
NINO_BADPFX = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def nino_ok(v):
    s = v.replace(" ", "")
    m = re.fullmatch(r"([A-Z])([A-Z])\d{6}[A-D]", s)
    if not m:
        return False
    a, b = m.group(1), m.group(2)
    return a not in NINO_BAD1 and b not in NINO_BAD2 and a + b not in NINO_BADPFX


def bsn_ok(s):
    if not re.fullmatch(r"[1-9]\d{8}", s):
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", s)
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def nie_ok(s):
    m = re.fullmatch(r"([XYZ])-?(\d{7})-?([A-Z])", s)
    if not m:
        return False
    n = int("XYZ".index(m.group(1)).__str__() + m.group(2))
    return DNI_L[n % 23] == m.group(3)


def hkid_check(prefix, digits):
    p = prefix.rjust(2)
    vals = [36 if c == " " else ord(c) - 55 for c in p]
    s = vals[0] * 9 + vals[1] * 8 + sum(int(d) * w for d, w in zip(digits, range(7, 1, -1)))
    c = (11 - s % 11) % 11
    return "A" if c == 10 else str(c)


def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_birth(s):
    y, m, d = int(s[0:2]), int(s[2:4]), int(s[4:6])
    cent = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}[(m // 20) * 20]
    return datetime.date(cent + y, m % 20, d)


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    try:
        pesel_birth(s)
    except (ValueError, KeyError):
        return False
    return (10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10 == int(s[10])


def nric_ok(s):
    m = re.fullmatch(r"([ST])(\d{7})([A-Z])", s)
    if not m:
        return False
    t = sum(int(d) * w for d, w in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2]))
    if m.group(1) == "T":
        t += 4
    return "JZIHGFEDCBA"[t % 11] == m.group(3)


def ppsn_ok(s):
    m = re.fullmatch(r"(\d{7})([A-W])([A-IW]?)", s)
    if not m:
        return False
    t = sum(int(d) * w for d, w in zip(m.group(1), range(8, 1, -1)))
    if m.group(3) and m.group(3) != "W":
        t += (ord(m.group(3)) - 64) * 9
    r = t % 23
    return ("W" if r == 0 else chr(64 + r)) == m.group(2)


def nir_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", s):
        return False
    if not 1 <= int(s[3:5]) <= 12:
        return False
    return 97 - int(s[:13]) % 97 == int(s[13:])


def se_pnr_ok(v):
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", v)
    if not m:
        return False
    try:
        datetime.datetime.strptime(m.group(1), "%y%m%d")
    except ValueError:
        return False
    return luhn_ok(m.group(1) + m.group(2))


TW_L = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO",
                [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
                 27, 28, 29, 30, 31, 32, 33, 34, 35]))


def twid_ok(s):
    m = re.fullmatch(r"([A-Z])([12]\d{8})", s)
    if not m:
        return False
    n = TW_L[m.group(1)]
    t = n // 10 + (n % 10) * 9
    t += sum(int(d) * w for d, w in zip(m.group(2), [8, 7, 6, 5, 4, 3, 2, 1, 1]))
    return t % 10 == 0


def sin_ok(v):
    s = re.sub(r"[ -]", "", v)
    return bool(re.fullmatch(r"[1-79]\d{8}", s)) and luhn_ok(s)


def aadhaar_ok(v):
    s = v.replace(" ", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", s)) and verhoeff_ok(s)


# national ids: (label, regex, validator or None for shape-only)
NATIONAL_ID_FORMATS = [
    ("uk_nino", r"[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]", nino_ok),
    ("nl_bsn", r"\d{9}", bsn_ok),
    ("es_dni", r"\d{8}-?[A-Z]", dni_ok),
    ("es_nie", r"[XYZ]-?\d{7}-?[A-Z]", nie_ok),
    ("in_aadhaar", r"\d{4} \d{4} \d{4}", aadhaar_ok),
    ("ca_sin", r"\d{3}[ -]\d{3}[ -]\d{3}", sin_ok),
    ("hk_hkid", r"[A-Z]{1,2}\d{6}\([0-9A]\)", hkid_ok),
    ("pl_pesel", r"\d{11}", pesel_ok),
    ("sg_nric", r"[ST]\d{7}[A-Z]", nric_ok),
    ("ie_ppsn", r"\d{7}[A-W][A-IW]?", ppsn_ok),
    ("fr_nir", r"[12] \d{2} \d{2} \d{2} \d{3} \d{3} \d{2}", nir_ok),
    ("se_pnr", r"\d{6}[-+]\d{4}", se_pnr_ok),
    ("tw_id", r"[A-Z][12]\d{8}", twid_ok),
]

PASSPORT_FORMATS = [
    ("gb_or_us_numeric", r"\d{9}"),
    ("us_next_gen", r"[A-Z]\d{8}"),
    ("cn_ordinary", r"E\d{8}|E[A-HJ-NP-Z]\d{7}"),
    ("ie_pl_2l7d", r"[A-Z]{2}\d{7}"),
    ("in_1l7d", r"[A-Z]\d{7}"),
    ("de", r"[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}"),
    ("hk_sar", r"[HK]\d{8}"),
    ("fr", r"\d{2}[A-Z]{2}\d{5}"),
]

APIKEY_FORMATS = [
    ("aws_akid", r"(AKIA|ASIA)[A-Z2-7]{16}"),
    ("github_pat", r"ghp_[A-Za-z0-9]{36}"),
    ("github_fg_pat", r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}"),
    ("slack_bot", r"xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}"),
    ("stripe_secret", r"(sk|rk)_live_[A-Za-z0-9]{24,99}"),
    ("openai", r"sk-proj-[A-Za-z0-9_-]{40,200}"),
    ("sendgrid", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}"),
    ("twilio_sk", r"SK[0-9a-f]{32}"),
    ("google", r"AIza[0-9A-Za-z_-]{35}"),
    ("jwt", r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}"),
    ("telegram_bot", r"\d{8,10}:AA[A-Za-z0-9_-]{33}"),
    ("gitlab_pat", r"glpat-[A-Za-z0-9_-]{20}"),
    ("mailgun", r"key-[0-9a-f]{32}"),
    ("npm", r"npm_[A-Za-z0-9]{36}"),
    ("huggingface", r"hf_[A-Za-z]{34}"),
    ("aliyun_akid", r"LTAI[A-Za-z0-9]{12,20}"),
    ("tencent_secretid", r"AKID[A-Za-z0-9]{32}"),
]

SECRET_FORMATS = [
    ("pem_private_key", r"-----BEGIN [A-Z ]*PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END [A-Z ]*PRIVATE KEY-----"),
    ("slack_webhook", r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}"),
    ("dingtalk_webhook", r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}"),
    ("wecom_webhook", r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}"),
    ("discord_webhook", r"https://discord\.com/api/webhooks/\d{18,19}/[A-Za-z0-9_-]{68}"),
    ("teams_webhook", r"https://[a-z0-9-]+\.webhook\.office\.com/webhookb2/[0-9a-f@-]+/IncomingWebhook/[0-9a-f]{32}/[0-9a-f-]{36}"),
    ("totp_seed", r"[A-Z2-7]{16,32}|([A-Z2-7]{4} ){3,7}[A-Z2-7]{4}"),
    ("recovery_code", r"[a-z0-9]{4,5}-[a-z0-9]{4,5}|\d{4} \d{4}"),
    ("stripe_whsec", r"whsec_[A-Za-z0-9+/=]{32,}"),
    ("generic", r"\S{8,}"),
]


def _fm(fmts, v):
    for f in fmts:
        rx = f[1]
        if re.fullmatch(rx, v):
            if len(f) == 3 and f[2] is not None:
                if f[2](v):
                    return f[0]
                continue
            return f[0]
    return None


def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", v)
    if not m:
        return False
    a, g, s = m.group(1), m.group(3), m.group(4)
    return a not in ("000", "666") and not a.startswith("9") and g != "00" and s != "0000"


TEST_CARDS = {"4242424242424242", "4111111111111111", "5555555555554444",
              "378282246310005", "4000056655665556", "5105105105105100"}


def card_ok(v):
    if not re.fullmatch(r"\d[\d -]{11,22}\d", v):
        return False
    d = re.sub(r"[ -]", "", v)
    return 13 <= len(d) <= 19 and luhn_ok(d) and d not in TEST_CARDS


def validate(typ, v):
    """Return None when `v` is a well-formed value of detector type `typ`,
    else a short reason."""
    if typ == "CARD":
        return None if card_ok(v) else "card luhn/shape"
    if typ == "IBAN":
        return None if iban_ok(v) else "iban mod97/length"
    if typ == "IDCARD":
        if not idcard_ok(v):
            return "idcard GB11643"
        b = idcard_birth(v)
        if not (datetime.date(1925, 1, 1) <= b <= datetime.date(2014, 12, 31)):
            return "idcard birth year"
        return None
    if typ == "SSN":
        return None if ssn_ok(v) else "ssn shape"
    if typ == "NATIONAL_ID":
        return None if _fm(NATIONAL_ID_FORMATS, v) else "national id format/check"
    if typ == "PASSPORT":
        return None if _fm(PASSPORT_FORMATS, v) else "passport shape"
    if typ == "APIKEY":
        if "EXAMPLE" in v.upper():
            return "example key"
        return None if _fm(APIKEY_FORMATS, v) else "apikey vendor shape"
    if typ == "SECRET":
        if "EXAMPLE" in v.upper():
            return "example secret"
        return None if _fm(SECRET_FORMATS, v) else "secret shape"
    if typ == "CVV":
        return None if re.fullmatch(r"\d{3,4}", v) else "cvv shape"
    return None


CHECK_DIGIT_TYPES = {"CARD", "IBAN", "IDCARD"}
CHECK_DIGIT_NID = {"nl_bsn", "es_dni", "es_nie", "in_aadhaar", "ca_sin", "hk_hkid",
                   "pl_pesel", "sg_nric", "ie_ppsn", "fr_nir", "se_pnr", "tw_id"}


def has_check_digit(typ, v):
    if typ in CHECK_DIGIT_TYPES:
        return True
    if typ == "NATIONAL_ID":
        return _fm(NATIONAL_ID_FORMATS, v) in CHECK_DIGIT_NID
    return False


# ----------------------------------------------------------------- generators
def gen_cards():
    put("card_visa1", "CARD", group(luhn_make("4539", 16), [4, 4, 4, 4]))
    put("card_visa2", "CARD", luhn_make("4929", 16))
    put("card_visa3", "CARD", group(luhn_make("4658", 16), [4, 4, 4, 4], "-"))
    put("card_visa4", "CARD", group(luhn_make("4751", 16), [4, 4, 4, 4]))
    put("card_visa5", "CARD", group(luhn_make("4024", 16), [4, 4, 4, 4]))
    put("card_mc1", "CARD", group(luhn_make("5412", 16), [4, 4, 4, 4], "-"))
    put("card_mc2", "CARD", group(luhn_make("2231", 16), [4, 4, 4, 4]))
    put("card_mc3", "CARD", luhn_make("5395", 16))
    put("card_mc4", "CARD", group(luhn_make("5168", 16), [4, 4, 4, 4]))
    put("card_amex1", "CARD", group(luhn_make("3714", 15), [4, 6, 5]))
    put("card_up1", "CARD", luhn_make("6222", 19))
    put("card_up2", "CARD", group(luhn_make("6217", 19), [4, 4, 4, 4, 3]))
    put("card_up3", "CARD", group(luhn_make("6225", 16), [4, 4, 4, 4]))
    put("card_up4", "CARD", luhn_make("6228", 19))
    put("card_disc1", "CARD", group(luhn_make("6011", 16), [4, 4, 4, 4]))


def gen_ibans():
    put("iban_gb1", "IBAN", iban_make("GB", "NWBK" + "601613" + rs(DIG, 8)))
    put("iban_gb2", "IBAN", iban_make("GB", "BARC" + "203158" + rs(DIG, 8), spaced=False))
    put("iban_gb3", "IBAN", iban_make("GB", "LOYD" + "309634" + rs(DIG, 8)))
    put("iban_gb4", "IBAN", iban_make("GB", "MIDL" + "400515" + rs(DIG, 8)))
    put("iban_ie1", "IBAN", iban_make("IE", "AIBK" + "931152" + rs(DIG, 8)))
    put("iban_de1", "IBAN", iban_make("DE", "37040044" + rs(DIG, 10)))
    put("iban_fr1", "IBAN", iban_make("FR", "30004" + "00828" + rs(DIG, 11) + rs(DIG, 2)))
    put("iban_nl1", "IBAN", iban_make("NL", "INGB" + rs(DIG, 10), spaced=False))
    put("iban_es1", "IBAN", iban_make("ES", "2100" + "0418" + rs(DIG, 12)))
    put("iban_pl1", "IBAN", iban_make("PL", "10901014" + rs(DIG, 16)))
    put("iban_ro1", "IBAN", iban_make("RO", "BTRL" + "RONCRT0" + rs(DIG, 9)))
    put("iban_lt1", "IBAN", iban_make("LT", "73000" + rs(DIG, 11)))
    put("iban_pt1", "IBAN", iban_make("PT", "0035" + "0651" + rs(DIG, 13)))


def ssn_make(sep="-"):
    while True:
        a = "%03d" % R.randint(1, 899)
        if a == "666":
            continue
        g = "%02d" % R.randint(1, 99)
        s = "%04d" % R.randint(1, 9999)
        return sep.join([a, g, s])


def gen_ssn():
    for i in range(1, 7):
        put("ssn%d" % i, "SSN", ssn_make(" " if i == 4 else "-"))


def gen_idcards():
    spec = [  # name, region, birth, male, want_x
        ("idc1", "110105", "19860314", True, False),
        ("idc2", "310104", "19920728", False, False),
        ("idc3", "440305", "19780102", True, True),
        ("idc4", "330106", "20050919", False, False),
        ("idc5", "510107", "19690523", True, False),
        ("idc6", "420106", "19951130", False, False),
        ("idc7", "320102", "20070411", True, False),
        ("idc8", "350203", "19830805", False, True),
        ("idc9", "370202", "19570217", True, False),
        ("idc10", "610113", "20010626", False, False),
        ("idc11", "430104", "19881009", True, False),
        ("idc12", "500103", "19740330", False, False),
        ("idc13", "440106", "19990812", True, False),
        ("idc14", "210102", "19630101", False, False),
        ("idc15", "130104", "20060704", True, False),
        ("idc16", "450103", "19910215", False, False),
    ]
    for name, reg, birth, male, x in spec:
        put(name, "IDCARD", idcard_make(reg, birth, male, x))


def nino_make(spaced):
    a_ok = [c for c in UP if c not in NINO_BAD1]
    b_ok = [c for c in UP if c not in NINO_BAD2]
    while True:
        p = R.choice(a_ok) + R.choice(b_ok)
        if p not in NINO_BADPFX and not p.startswith("Q"):
            break
    d = rs(DIG, 6)
    s = p + d + R.choice("ABCD")
    return group(s, [2, 2, 2, 2, 1]) if spaced else s


def gen_national_ids():
    for i in range(1, 9):
        put("nino%d" % i, "NATIONAL_ID", nino_make(i % 3 != 0))
    while True:
        s = str(R.randint(1, 9)) + rs(DIG, 8)
        if bsn_ok(s):
            put("bsn1", "NATIONAL_ID", s)
            break
    n = rs(DIG, 8)
    put("dni1", "NATIONAL_ID", n + DNI_L[int(n) % 23])
    n = rs(DIG, 7)
    put("nie1", "NATIONAL_ID", "Y" + n + DNI_L[int("1" + n) % 23])
    b = str(R.randint(2, 9)) + rs(DIG, 10)
    put("aadhaar1", "NATIONAL_ID", group(b + verhoeff_digit(b), [4, 4, 4]))
    put("sin1", "NATIONAL_ID", group(luhn_make(str(R.choice("1234567")), 9), [3, 3, 3]))
    for nm, pf in (("hkid1", "K"), ("hkid2", "Y"), ("hkid3", "Z")):
        d = rs(DIG, 6)
        put(nm, "NATIONAL_ID", "%s%s(%s)" % (pf, d, hkid_check(pf, d)))
    body = "880423" + rs(DIG, 4)  # born 1988-04-23
    put("pesel1", "NATIONAL_ID", body + str((10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10))
    d = rs(DIG, 7)
    t = sum(int(x) * w for x, w in zip(d, [2, 7, 6, 5, 4, 3, 2]))
    put("nric1", "NATIONAL_ID", "S" + d + "JZIHGFEDCBA"[t % 11])
    d = rs(DIG, 7)
    t = sum(int(x) * w for x, w in zip(d, range(8, 1, -1))) + 1 * 9
    r = t % 23
    put("ppsn1", "NATIONAL_ID", d + ("W" if r == 0 else chr(64 + r)) + "A")
    body = "2" + "79" + "11" + "75" + rs(DIG, 3) + rs(DIG, 3)  # female, 1979-11, Paris
    key = 97 - int(body) % 97
    put("nir1", "NATIONAL_ID", group(body + "%02d" % key, [1, 2, 2, 2, 3, 3, 2]))
    while True:
        s = "910607" + rs(DIG, 4)
        if luhn_ok(s):
            put("sepnr1", "NATIONAL_ID", s[:6] + "-" + s[6:])
            break
    for nm, letter, sex in (("twid1", "A", "2"), ("twid2", "F", "1")):
        while True:
            s = letter + sex + rs(DIG, 8)
            if twid_ok(s):
                put(nm, "NATIONAL_ID", s)
                break


def gen_passports():
    put("pp_uk1", "PASSPORT", str(R.randint(1, 9)) + rs(DIG, 8))
    put("pp_uk2", "PASSPORT", str(R.randint(1, 9)) + rs(DIG, 8))
    put("pp_uk3", "PASSPORT", str(R.randint(1, 9)) + rs(DIG, 8))
    put("pp_cn1", "PASSPORT", "E" + rs(DIG, 8))
    put("pp_cn2", "PASSPORT", "E" + R.choice("ABCDEFGHJK") + rs(DIG, 7))
    put("pp_cn3", "PASSPORT", "E" + R.choice("ABCDEFGHJK") + rs(DIG, 7))
    put("pp_us1", "PASSPORT", "A" + rs(DIG, 8))
    put("pp_ie1", "PASSPORT", "P" + R.choice("ABCDE") + rs(DIG, 7))
    put("pp_in1", "PASSPORT", R.choice("JKLMNPRTUVZ") + rs(DIG, 7))
    put("pp_de1", "PASSPORT", "C" + rs("CFGHJKLMNPRTVWXYZ0123456789", 8))
    put("pp_hk1", "PASSPORT", "K" + rs(DIG, 8))
    put("pp_pl1", "PASSPORT", "E" + R.choice("ACEHK") + rs(DIG, 7))
    put("pp_fr1", "PASSPORT", rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5))


def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def gen_apikeys():
    put("aws_akid1", "APIKEY", "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))
    put("aws_akid2", "APIKEY", "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))
    put("gh_pat1", "APIKEY", "ghp_" + rs(ALNUM, 36))
    put("gh_pat2", "APIKEY", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59))
    put("slack_bot1", "APIKEY", "xoxb-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
    put("stripe_sk1", "APIKEY", "sk_live_" + rs(ALNUM, 24))
    put("stripe_rk1", "APIKEY", "rk_live_" + rs(ALNUM, 34))
    put("openai1", "APIKEY", "sk-proj-" + rs(B64URL, 56))
    put("sendgrid1", "APIKEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43))
    put("twilio1", "APIKEY", "SK" + rs(HEX, 32))
    put("google1", "APIKEY", "AIza" + rs(B64URL, 35))
    put("google2", "APIKEY", "AIza" + rs(B64URL, 35))
    hdr = b64u({"alg": "HS256", "typ": "JWT"})
    put("jwt1", "APIKEY", hdr + "." + b64u({"sub": "svc-pvb-booking", "scope": "slots:write", "iat": 1718003411, "exp": 1718089811}) + "." + rs(B64URL, 43))
    hdr2 = b64u({"alg": "RS256", "typ": "JWT", "kid": "k7"})
    put("jwt2", "APIKEY", hdr2 + "." + b64u({"sub": "u_40917", "role": "caseworker", "iat": 1719822100}) + "." + rs(B64URL, 86))
    put("jwt3", "APIKEY", hdr + "." + b64u({"sub": "jury-portal", "aud": "summons-api", "exp": 1731283200}) + "." + rs(B64URL, 43))
    put("telegram1", "APIKEY", str(R.randint(600000000, 7999999999)) + ":AA" + rs(B64URL, 33))
    put("gitlab1", "APIKEY", "glpat-" + rs(ALNUM, 20))
    put("mailgun1", "APIKEY", "key-" + rs(HEX, 32))
    put("npm1", "APIKEY", "npm_" + rs(ALNUM, 36))
    put("hf1", "APIKEY", "hf_" + rs(UP + LOW, 34))
    put("aliyun_ak1", "APIKEY", "LTAI5t" + rs(ALNUM, 16))
    put("aliyun_ak2", "APIKEY", "LTAI5t" + rs(ALNUM, 16))
    put("tencent_id1", "APIKEY", "AKID" + rs(ALNUM, 32))


def gen_secrets():
    put("aws_secret1", "SECRET", rs(ALNUM + "/+", 40))
    put("aws_secret2", "SECRET", rs(ALNUM + "/+", 40))
    put("aliyun_sk1", "SECRET", rs(ALNUM, 30))
    put("aliyun_sk2", "SECRET", rs(ALNUM, 30))
    put("tencent_sk1", "SECRET", rs(ALNUM, 32))
    put("slack_hook1", "SECRET", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
    put("slack_hook2", "SECRET", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 9), rs(UP + DIG, 9), rs(ALNUM, 24)))
    put("ding_hook1", "SECRET", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
    put("ding_hook2", "SECRET", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
    u = "%s-%s-%s-%s-%s" % (rs(HEX, 8), rs(HEX, 4), "4" + rs(HEX, 3), R.choice("89ab") + rs(HEX, 3), rs(HEX, 12))
    put("wecom_hook1", "SECRET", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + u)
    put("discord_hook1", "SECRET", "https://discord.com/api/webhooks/%s/%s" % (str(R.randint(10 ** 17, 10 ** 18 - 1)) + str(R.randint(0, 9)), rs(B64URL, 68)))
    put("teams_hook1", "SECRET", "https://justiceteams.webhook.office.com/webhookb2/%s-%s-4%s-a%s-%s@%s-%s-4%s-b%s-%s/IncomingWebhook/%s/%s-%s-4%s-9%s-%s" % (
        rs(HEX, 8), rs(HEX, 4), rs(HEX, 3), rs(HEX, 3), rs(HEX, 12), rs(HEX, 8), rs(HEX, 4), rs(HEX, 3), rs(HEX, 3), rs(HEX, 12),
        rs(HEX, 32), rs(HEX, 8), rs(HEX, 4), rs(HEX, 3), rs(HEX, 3), rs(HEX, 12)))
    put("totp1", "SECRET", rs(B32, 32))
    put("totp2", "SECRET", " ".join(rs(B32, 4) for _ in range(4)))
    put("totp3", "SECRET", rs(B32, 16))
    for i in range(1, 9):
        put("rc%d" % i, "SECRET", rs(LOW + DIG, 5) + "-" + rs(LOW + DIG, 5))
    put("whsec1", "SECRET", "whsec_" + rs(ALNUM, 32))
    put("sess_php1", "SECRET", rs(LOW + DIG, 26))
    put("sess_connect1", "SECRET", "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM + "%", 43))
    put("sess_django1", "SECRET", rs(LOW + DIG, 32))
    put("django_key1", "SECRET", rs(LOW + DIG + "!@#%^&*(-_=+)", 50))
    put("jwt_secret1", "SECRET", rs(ALNUM, 48))
    put("flask_key1", "SECRET", rs(HEX, 64))
    body = base64.b64encode(bytes(R.getrandbits(8) for _ in range(144))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    put("pem1", "SECRET", "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----")
    body = base64.b64encode(bytes(R.getrandbits(8) for _ in range(120))).decode()
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    put("pem2", "SECRET", "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----")


def gen_decoys():
    put("pk_live1", "DECOY:publishable_key", "pk_live_" + rs(ALNUM, 24))
    put("pk_live2", "DECOY:publishable_key", "pk_live_" + rs(ALNUM, 24))
    put("sha1", "DECOY:commit_sha", rs(HEX, 40))
    put("sha2", "DECOY:commit_sha", rs(HEX, 40))
    put("sha3", "DECOY:commit_sha", rs(HEX, 40))
    put("sha256_1", "DECOY:sha256", rs(HEX, 64))
    put("sha256_2", "DECOY:sha256", rs(HEX, 64))
    put("md5_1", "DECOY:md5", rs(HEX, 32))
    for i in range(1, 6):
        put("uuid%d" % i, "DECOY:uuid", "%s-%s-4%s-%s%s-%s" % (rs(HEX, 8), rs(HEX, 4), rs(HEX, 3), R.choice("89ab"), rs(HEX, 3), rs(HEX, 12)))
    put("gapp1", "DECOY:google_client_id", rs(DIG, 12) + "-" + rs(LOW + DIG, 32) + ".apps.googleusercontent.com")
    put("wx_appid1", "DECOY:wechat_appid", "wx" + rs(HEX, 16))
    put("ding_appkey1", "DECOY:dingtalk_appkey", "ding" + rs(LOW + DIG, 16))


gen_cards()
gen_ibans()
gen_ssn()
gen_idcards()
gen_national_ids()
gen_passports()
gen_apikeys()
gen_secrets()
gen_decoys()


def gen_extra():
    # appended later so that the values above keep their seeded draws
    put("idc17", "IDCARD", idcard_make("450103", "19910215", True))
    put("idc18", "IDCARD", idcard_make("420106", "19790318", False))
    put("idc19", "IDCARD", idcard_make("330102", "19850620", True))
    put("idc20", "IDCARD", idcard_make("310115", "19971003", False))
    put("idc21", "IDCARD", idcard_make("440304", "20080117", True))
    put("nino9", "NATIONAL_ID", nino_make(True))
    put("ssn7", "SSN", ssn_make("-"))
    put("card_visa6", "CARD", group(luhn_make("4987", 16), [4, 4, 4, 4]))
    put("card_mc5", "CARD", group(luhn_make("5264", 16), [4, 4, 4, 4]))
    put("card_up5", "CARD", luhn_make("6217", 19))
    put("card_up6", "CARD", group(luhn_make("6230", 19), [4, 4, 4, 4, 3]))
    put("idc22", "IDCARD", idcard_make("440106", "19860925", True))
    put("idc23", "IDCARD", idcard_make("330104", "19840211", False))
    put("iban_ie2", "IBAN", iban_make("IE", "BOFI" + "900017" + rs(DIG, 8)))
    put("twilio2", "APIKEY", "SK" + rs(HEX, 32))
    put("flask_key2", "SECRET", rs(HEX, 64))
    put("sha4", "DECOY:commit_sha", rs(HEX, 40))


gen_extra()


def _corrupt_each_digit(v):
    for i, c in enumerate(v):
        if c.isdigit():
            yield v[:i] + str((int(c) + 1) % 10) + v[i + 1:]


def selftest(verbose=False):
    bad = 0
    n_corrupt = 0
    for name, v in VALUES.items():
        t = VTYPE[name]
        if t.startswith("DECOY:"):
            continue
        why = validate(t, v)
        if why:
            print("INVALID %s %s %r: %s" % (name, t, v, why))
            bad += 1
            continue
        if has_check_digit(t, v):
            for cv in _corrupt_each_digit(v):
                n_corrupt += 1
                if validate(t, cv) is None:
                    print("CORRUPTION PASSES %s %r -> %r" % (name, v, cv))
                    bad += 1
    # algorithm sanity against published examples
    assert iban_ok("GB82 WEST 1234 5698 7654 32")
    assert not iban_ok("GB82 WEST 1234 5698 7654 33")
    assert idcard_ok("11010519491231002X")
    assert luhn_ok("79927398713")
    assert verhoeff_ok("2363")
    assert bsn_ok("111222333")
    assert twid_ok("A123456789")
    assert hkid_ok("A123456(3)")
    assert pesel_ok("44051401359")
    if verbose or bad:
        print("selftest: %d values, %d corruptions tried, %d problems" % (len(VALUES), n_corrupt, bad))
    return bad == 0


if __name__ == "__main__":
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            print("%-16s %-22s %s" % (k, VTYPE[k], v.replace("\n", "\\n")))
    else:
        ok = selftest(verbose=True)
        sys.exit(0 if ok else 1)
