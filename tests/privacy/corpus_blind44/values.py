#!/usr/bin/env python3
"""Generated values for the blind44 corpus.

Every value that needs a check digit or a vendor shape is produced here by a
seeded generator and referred to from the text files as ``$name``.

    python3 values.py        -> run selftest()
    python3 values.py -p     -> print every value
"""
import base64
import datetime
import json
import random
import re
import string
import sys

SEED = 440044
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
B62 = UP + LO + DIG
URL64 = B62 + "_-"
HEX = "0123456789abcdef"
B32 = UP + "234567"


def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def b64u(raw):
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def digits_only(s):
    return "".join(c for c in s if c.isdigit())


# --------------------------------------------------------------------------
# check-digit algorithms and validators
# --------------------------------------------------------------------------

def _luhn_sum(d):
    total = 0
    for i, ch in enumerate(reversed(d)):
        v = int(ch)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return total


def luhn_ok(s):
    d = digits_only(s)
    return len(d) > 1 and _luhn_sum(d) % 10 == 0


def luhn_digit(body):
    for c in DIG:
        if _luhn_sum(body + c) % 10 == 0:
            return c
    raise AssertionError


def card_ok(s):
    if not re.fullmatch(r"[0-9][0-9 \-]{11,22}[0-9]", s):
        return False
    d = digits_only(s)
    return 13 <= len(d) <= 19 and luhn_ok(d)


def make_card(prefix, length):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    return body + luhn_digit(body)


IBAN_LEN = {"DE": 22, "GB": 22, "NL": 18, "IE": 22, "CH": 21, "AT": 20,
            "PL": 28, "FI": 18, "LU": 20, "BE": 16, "FR": 27, "ES": 24,
            "IT": 27, "PT": 25, "SE": 24, "DK": 18, "NO": 15}


def _iban_int(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(s):
    c = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}", c):
        return False
    if IBAN_LEN.get(c[:2], len(c)) != len(c):
        return False
    return _iban_int(c[4:] + c[:4]) % 97 == 1


def make_iban(cc, bban):
    chk = 98 - _iban_int(bban + cc + "00") % 97
    return "%s%02d%s" % (cc, chk, bban)


def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", s)
    if not m:
        return False
    a, g, n = int(m.group(1)), int(m.group(3)), int(m.group(4))
    return 0 < a < 900 and a != 666 and g > 0 and n > 0


def make_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_C = "10X98765432"


def cnid_birth(s):
    return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))


def cnid_ok(s):
    if not re.fullmatch(r"[1-9]\d{16}[\dX]", s):
        return False
    try:
        b = cnid_birth(s)
    except ValueError:
        return False
    if not (1900 <= b.year <= 2024):
        return False
    total = sum(int(a) * w for a, w in zip(s[:17], GB_W))
    return GB_C[total % 11] == s[17]


def make_cnid(region, birth, seq):
    body = region + birth + seq
    total = sum(int(a) * w for a, w in zip(body, GB_W))
    return body + GB_C[total % 11]


# Singapore NRIC/FIN
def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    w = [2, 7, 6, 5, 4, 3, 2]
    total = sum(int(d) * x for d, x in zip(m.group(2), w))
    if m.group(1) in "TG":
        total += 4
    table = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return table[total % 11] == m.group(3)


def make_nric(prefix):
    d = rs(DIG, 7)
    for c in UP:
        if nric_ok(prefix + d + c):
            return prefix + d + c


# Spanish DNI / NIE
DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})-?([A-Z])", s)
    if not m:
        return False
    num = m.group(2)
    if m.group(1):
        num = str("XYZ".index(m.group(1))) + num
    return DNI_L[int(num) % 23] == m.group(3)


def make_dni():
    n = rs(DIG, 8)
    return n + DNI_L[int(n) % 23]


# Dutch BSN (11-proof)
def bsn_ok(s):
    d = digits_only(s)
    if len(d) != 9:
        return False
    total = sum(int(c) * w for c, w in zip(d[:8], range(9, 1, -1))) - int(d[8])
    return total % 11 == 0 and d[0] != "0"


def make_bsn():
    while True:
        d = str(R.randint(1, 9)) + rs(DIG, 7)
        r = sum(int(c) * w for c, w in zip(d, range(9, 1, -1))) % 11
        if r < 10:
            return d + str(r)


# Polish PESEL
def pesel_birth(s):
    d = digits_only(s)
    y, m, dd = int(d[0:2]), int(d[2:4]), int(d[4:6])
    cent = 1900
    if 81 <= m <= 92:
        cent, m = 1800, m - 80
    elif 21 <= m <= 32:
        cent, m = 2000, m - 20
    return datetime.date(cent + y, m, dd)


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    try:
        pesel_birth(s)
    except ValueError:
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    total = sum(int(c) * x for c, x in zip(s[:10], w))
    return (10 - total % 10) % 10 == int(s[10])


def make_pesel(date, male):
    y, m, d = date.year, date.month, date.day
    if y >= 2000:
        m += 20
    body = "%02d%02d%02d" % (y % 100, m, d) + rs(DIG, 3)
    body += R.choice("13579" if male else "02468")
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    total = sum(int(c) * x for c, x in zip(body, w))
    return body + str((10 - total % 10) % 10)


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


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def aadhaar_ok(s):
    if not re.fullmatch(r"[2-9]\d{3} ?\d{4} ?\d{4}", s):
        return False
    return verhoeff_ok(digits_only(s))


def make_aadhaar():
    body = str(R.randint(2, 9)) + rs(DIG, 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return grp(body + str(_VINV[c]), [4, 4, 4])


# Canadian SIN (Luhn)
def sin_ok(s):
    if not re.fullmatch(r"[1-7]\d{2}[ -]?\d{3}[ -]?\d{3}", s):
        return False
    return luhn_ok(s)


def make_sin():
    body = str(R.randint(1, 7)) + rs(DIG, 7)
    return grp(body + luhn_digit(body), [3, 3, 3])


# Hong Kong ID
def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", s)
    if not m:
        return False
    letters = m.group(1)
    if len(letters) == 1:
        vals = [36, ord(letters) - 55]
    else:
        vals = [ord(letters[0]) - 55, ord(letters[1]) - 55]
    vals += [int(c) for c in m.group(2)]
    total = sum(v * w for v, w in zip(vals, range(9, 1, -1)))
    chk = (11 - total % 11) % 11
    return ("A" if chk == 10 else str(chk)) == m.group(3)


def make_hkid(letter):
    d = rs(DIG, 6)
    for c in DIG + "A":
        if hkid_ok("%s%s(%s)" % (letter, d, c)):
            return "%s%s(%s)" % (letter, d, c)


# Korean resident registration number
def rrn_birth(s):
    d = digits_only(s)
    cent = {"1": 1900, "2": 1900, "3": 2000, "4": 2000}[d[6]]
    return datetime.date(cent + int(d[0:2]), int(d[2:4]), int(d[4:6]))


def rrn_ok(s):
    if not re.fullmatch(r"\d{6}-[1-4]\d{6}", s):
        return False
    try:
        rrn_birth(s)
    except ValueError:
        return False
    d = digits_only(s)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    total = sum(int(c) * x for c, x in zip(d[:12], w))
    return (11 - total % 11) % 10 == int(d[12])


def make_rrn(date, male):
    g = ("1" if male else "2") if date.year < 2000 else ("3" if male else "4")
    body = date.strftime("%y%m%d") + g + rs(DIG, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    total = sum(int(c) * x for c, x in zip(body, w))
    full = body + str((11 - total % 11) % 10)
    return full[:6] + "-" + full[6:]


# Swedish personnummer
def pnr_birth(s):
    d = digits_only(s)
    y = int(d[0:2])
    return datetime.date(1900 + y if y > 24 else 2000 + y, int(d[2:4]), int(d[4:6]))


def pnr_ok(s):
    if not re.fullmatch(r"\d{6}[-+]\d{4}", s):
        return False
    try:
        pnr_birth(s)
    except ValueError:
        return False
    return luhn_ok(digits_only(s))


def make_pnr(date):
    body = date.strftime("%y%m%d") + rs(DIG, 3)
    return body[:6] + "-" + body[6:] + luhn_digit(body)


# Finnish HETU
HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_birth(s):
    cent = {"+": 1800, "-": 1900, "A": 2000}[s[6]]
    return datetime.date(cent + int(s[4:6]), int(s[2:4]), int(s[0:2]))


def hetu_ok(s):
    if not re.fullmatch(r"\d{6}[-+A]\d{3}[0-9A-Y]", s):
        return False
    try:
        hetu_birth(s)
    except ValueError:
        return False
    return HETU_C[int(s[0:6] + s[7:10]) % 31] == s[10]


def make_hetu(date):
    sign = "-" if date.year < 2000 else "A"
    ind = "%03d" % R.randint(2, 899)
    ddmmyy = date.strftime("%d%m%y")
    return ddmmyy + sign + ind + HETU_C[int(ddmmyy + ind) % 31]


# Norwegian fodselsnummer
def fnr_birth(s):
    return datetime.date(1900 + int(s[4:6]), int(s[2:4]), int(s[0:2]))


def _fnr_k(d):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    k1 = 11 - sum(int(c) * w for c, w in zip(d[:9], w1)) % 11
    k1 = 0 if k1 == 11 else k1
    if k1 == 10:
        return None
    k2 = 11 - sum(int(c) * w for c, w in zip(d[:9] + str(k1), w2)) % 11
    k2 = 0 if k2 == 11 else k2
    if k2 == 10:
        return None
    return "%d%d" % (k1, k2)


def fnr_ok(s):
    if not re.fullmatch(r"\d{6} ?\d{5}", s):
        return False
    d = digits_only(s)
    try:
        fnr_birth(d)
    except ValueError:
        return False
    return _fnr_k(d) == d[9:]


def make_fnr(date):
    while True:
        body = date.strftime("%d%m%y") + "%03d" % R.randint(0, 499)
        k = _fnr_k(body)
        if k:
            return body + k


# UK National Insurance number (no check digit: shape and prefix rules)
def nino_ok(s):
    c = s.replace(" ", "")
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])", c)
    return bool(m) and c[:2] not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ")


# Taiwan national ID
TW_MAP = {"A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17,
          "I": 34, "J": 18, "K": 19, "L": 20, "M": 21, "N": 22, "O": 35, "P": 23,
          "Q": 24, "R": 25, "S": 26, "T": 27, "U": 28, "V": 29, "W": 32, "X": 30,
          "Y": 31, "Z": 33}


def twid_ok(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    n = TW_MAP[s[0]]
    total = n // 10 + (n % 10) * 9
    total += sum(int(c) * w for c, w in zip(s[1:], [8, 7, 6, 5, 4, 3, 2, 1, 1]))
    return total % 10 == 0


def make_twid(letter, male):
    body = letter + ("1" if male else "2") + rs(DIG, 7)
    for c in DIG:
        if twid_ok(body + c):
            return body + c


# Japanese My Number
def mynumber_ok(s):
    d = digits_only(s)
    if len(d) != 12 or not re.fullmatch(r"\d{4} ?\d{4} ?\d{4}", s):
        return False
    p = [int(c) for c in reversed(d[:11])]
    total = sum(pn * (n + 1 if n <= 6 else n - 5) for n, pn in enumerate(p, 1))
    r = total % 11
    return (0 if r <= 1 else 11 - r) == int(d[11])


def make_mynumber():
    body = rs(DIG, 11)
    for c in DIG:
        if mynumber_ok(body + c):
            return grp(body + c, [4, 4, 4])


NATIONAL_ID_VALIDATORS = [nric_ok, dni_ok, bsn_ok, pesel_ok, aadhaar_ok, sin_ok,
                          hkid_ok, rrn_ok, pnr_ok, hetu_ok, fnr_ok, nino_ok,
                          twid_ok, mynumber_ok]

# IDs whose format carries a birth date: (validator, birth-date extractor)
NATIONAL_ID_BIRTH = [(pesel_ok, pesel_birth), (rrn_ok, rrn_birth),
                     (pnr_ok, pnr_birth), (hetu_ok, hetu_birth),
                     (fnr_ok, lambda s: fnr_birth(digits_only(s)))]


def national_id_ok(s):
    return any(v(s) for v in NATIONAL_ID_VALIDATORS)


def national_id_birth(s):
    for v, b in NATIONAL_ID_BIRTH:
        if v(s):
            return b(s)
    return None


# Passports: no standalone check digit in any format used here -> shape only
PASSPORT_SHAPES = [
    r"E\d{8}", r"E[A-HJ-NP-Z]\d{7}",     # China
    r"\d{9}",                            # US / UK
    r"[A-Z]\d{8}",                       # US next-gen, Korea M-series
    r"C[CFGHJKLMNPRTVWXYZ0-9]{8}",       # Germany
    r"[A-Z]\d{7}",                       # India
    r"[A-Z]{2}\d{6}",                    # Canada
    r"[A-Z]{2}\d{7}",                    # Japan / Australia
    r"\d{2}[A-Z]{2}\d{5}",               # France
]


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_SHAPES)


# Unified social credit code (organisations, used only as a decoy)
USCC_CS = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc_ok(s):
    if len(s) != 18 or any(c not in USCC_CS for c in s):
        return False
    total = sum(USCC_CS.index(c) * w for c, w in zip(s[:17], USCC_W))
    return USCC_CS[(31 - total % 31) % 31] == s[17]


def make_uscc(region):
    body = "91" + region + rs(DIG + "ABCDEFGHJKLMNPQRTUWXY", 9)
    total = sum(USCC_CS.index(c) * w for c, w in zip(body, USCC_W))
    return body + USCC_CS[(31 - total % 31) % 31]


# --------------------------------------------------------------------------
# vendor shapes
# --------------------------------------------------------------------------

APIKEY_SHAPES = {
    "stripe_secret": r"sk_live_[0-9A-Za-z]{24,99}",
    "stripe_restricted": r"rk_live_[0-9A-Za-z]{24,99}",
    "github_classic": r"gh[pousr]_[0-9A-Za-z]{36}",
    "github_fine": r"github_pat_[0-9A-Za-z]{22}_[0-9A-Za-z]{59}",
    "slack": r"xox[bpa]-\d{10,13}-\d{10,13}(-\d{10,13})?-[0-9A-Za-z]{24,32}",
    "aws_akid": r"(AKIA|ASIA)[A-Z2-7]{16}",
    "google": r"AIza[0-9A-Za-z_\-]{35}",
    "telegram": r"\d{8,10}:AA[0-9A-Za-z_\-]{33}",
    "openai": r"sk-proj-[0-9A-Za-z_\-]{40,160}",
    "anthropic": r"sk-ant-api03-[0-9A-Za-z_\-]{93}AA",
    "sendgrid": r"SG\.[0-9A-Za-z_\-]{22}\.[0-9A-Za-z_\-]{43}",
    "twilio_key": r"SK[0-9a-f]{32}",
    "gitlab": r"glpat-[0-9A-Za-z_\-]{20}",
    "npm": r"npm_[0-9A-Za-z]{36}",
    "mailgun": r"key-[0-9a-f]{32}",
    "huggingface": r"hf_[A-Za-z]{34}",
    "jwt": r"eyJ[0-9A-Za-z_\-]+\.eyJ[0-9A-Za-z_\-]+\.[0-9A-Za-z_\-]{20,}",
    "discord_bot": r"[MNO][0-9A-Za-z_\-]{23,27}\.[0-9A-Za-z_\-]{6}\.[0-9A-Za-z_\-]{27,40}",
    "digitalocean": r"dop_v1_[0-9a-f]{64}",
    "shopify": r"shpat_[0-9a-f]{32}",
    "alibaba_akid": r"LTAI[0-9A-Za-z]{12,20}",
    "tencent_secretid": r"AKID[0-9A-Za-z]{32}",
    "steam_web": r"[0-9A-F]{32}",
}

SECRET_SHAPES = {
    "aws_secret": r"[0-9A-Za-z/+]{40}",
    "stripe_whsec": r"whsec_[0-9A-Za-z]{32}",
    "slack_webhook": r"https://hooks\.slack\.com/services/T[0-9A-Z]{8,10}/B[0-9A-Z]{8,11}/[0-9A-Za-z]{24}",
    "discord_webhook": r"https://discord(app)?\.com/api/webhooks/\d{17,20}/[0-9A-Za-z_\-]{60,80}",
    "dingtalk_webhook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    "dingtalk_sign": r"SEC[0-9a-f]{64}",
    "wecom_webhook": r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f\-]{36}",
    "feishu_webhook": r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f\-]{36}",
    "totp_seed": r"[A-Z2-7]{16,32}",
    "pem": r"-----BEGIN [A-Z ]*PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END [A-Z ]*PRIVATE KEY-----",
    "django": r"[a-z0-9!@#$%^&*(\-_=+)]{50}",
    "session": r"[0-9A-Za-z%.:_\-]{24,120}",
    "hex32": r"[0-9a-f]{32}",
    "b62": r"[0-9A-Za-z]{30,64}",
    "google_oauth": r"GOCSPX-[0-9A-Za-z_\-]{28}",
}


def apikey_shape(s):
    for k, p in APIKEY_SHAPES.items():
        if re.fullmatch(p, s):
            return k
    return None


def secret_shape(s):
    for k, p in SECRET_SHAPES.items():
        if re.fullmatch(p, s):
            return k
    return None


def jwt_ok(s):
    if not re.fullmatch(APIKEY_SHAPES["jwt"], s):
        return False
    h, p, _ = s.split(".")
    try:
        hd = json.loads(base64.urlsafe_b64decode(h + "=" * (-len(h) % 4)))
        json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
    except Exception:
        return False
    return "alg" in hd


# --------------------------------------------------------------------------
# generation (order matters: one seeded stream)
# --------------------------------------------------------------------------

D = datetime.date
VALUES = {}
KIND = {}      # name -> validator key


def put(name, value, kind):
    assert name not in VALUES, name
    VALUES[name] = value
    KIND[name] = kind


# cards
put("card_visa1", grp(make_card("453915", 16), [4, 4, 4, 4]), "card")
put("card_visa2", make_card("414720", 16), "card")
put("card_visa3", grp(make_card("492913", 16), [4, 4, 4, 4], "-"), "card")
put("card_visa4", grp(make_card("476173", 16), [4, 4, 4, 4]), "card")
put("card_visa5", make_card("448590", 16), "card")
put("card_mc1", grp(make_card("542523", 16), [4, 4, 4, 4]), "card")
put("card_mc2", make_card("222300", 16), "card")
put("card_mc3", grp(make_card("518975", 16), [4, 4, 4, 4]), "card")
put("card_amex1", grp(make_card("378734", 15), [4, 6, 5]), "card")
put("card_up1", grp(make_card("622848", 19), [4, 4, 4, 4, 3]), "card")
put("card_up2", make_card("622202", 19), "card")
put("card_up3", grp(make_card("621483", 16), [4, 4, 4, 4]), "card")
put("card_up4", make_card("625906", 16), "card")
put("card_jcb1", grp(make_card("356600", 16), [4, 4, 4, 4]), "card")
put("card_disc1", grp(make_card("601100", 16), [4, 4, 4, 4], "-"), "card")

# IBANs (personal) and organisation IBANs (decoys)
put("iban_de1", grp(make_iban("DE", rs(DIG, 18)), [4] * 6), "iban")
put("iban_de2", make_iban("DE", rs(DIG, 18)), "iban")
put("iban_de3", grp(make_iban("DE", rs(DIG, 18)), [4] * 6), "iban")
put("iban_gb1", grp(make_iban("GB", "NWBK" + rs(DIG, 14)), [4] * 6), "iban")
put("iban_gb2", make_iban("GB", "MIDL" + rs(DIG, 14)), "iban")


def _nl_acct():
    while True:
        a = rs(DIG, 10)
        if a[0] != "0" and sum(int(c) * w for c, w in zip(a, range(10, 0, -1))) % 11 == 0:
            return a


put("iban_nl1", grp(make_iban("NL", "INGB" + _nl_acct()), [4] * 5), "iban")
put("iban_nl2", make_iban("NL", "RABO" + _nl_acct()), "iban")
put("iban_ie1", grp(make_iban("IE", "AIBK" + rs(DIG, 14)), [4] * 6), "iban")
put("iban_ch1", grp(make_iban("CH", rs(DIG, 17)), [4] * 6), "iban")
put("iban_at1", grp(make_iban("AT", rs(DIG, 16)), [4] * 5), "iban")
put("iban_pl1", grp(make_iban("PL", rs(DIG, 24)), [4] * 7), "iban")
put("iban_fi1", grp(make_iban("FI", rs(DIG, 14)), [4] * 5), "iban")
put("iban_pl2", make_iban("PL", rs(DIG, 24)), "iban")
put("iban_org1", grp(make_iban("GB", "BARC" + rs(DIG, 14)), [4] * 6), "iban")
put("iban_org2", grp(make_iban("DE", rs(DIG, 18)), [4] * 6), "iban")
put("iban_org3", grp(make_iban("NL", "ABNA" + _nl_acct()), [4] * 5), "iban")

# US SSNs
for _i in range(1, 9):
    put("ssn%d" % _i, make_ssn(), "ssn")

# Chinese resident IDs: region, birth date, sequence (last digit odd = male)
put("idc1", make_cnid("110105", "19880314", "217"), "cnid")   # 周建国 m
put("idc2", make_cnid("310104", "19920726", "046"), "cnid")   # 许婧 f
put("idc3", make_cnid("440305", "19950109", "332"), "cnid")   # 赵敏 f
put("idc4", make_cnid("330106", "19790822", "015"), "cnid")   # 陈立伟 m
put("idc5", make_cnid("510107", "20000430", "128"), "cnid")   # 林晓雯 f
put("idc6", make_cnid("320102", "19850611", "273"), "cnid")   # 黄志强 m
put("idc7", make_cnid("420106", "19910218", "094"), "cnid")   # 王海燕 f
put("idc8", make_cnid("610113", "19831105", "351"), "cnid")   # 马骁 m
put("idc9", make_cnid("350203", "19970903", "420"), "cnid")   # 何嘉怡 f
put("idc10", make_cnid("370202", "19761230", "019"), "cnid")  # 梁振华 m
put("idc11", make_cnid("430104", "19930517", "186"), "cnid")  # 蒋雨欣 f
put("idc12", make_cnid("500103", "19890925", "239"), "cnid")  # 彭磊 m
put("idc13", make_cnid("440106", "20010712", "067"), "cnid")  # 冯宇航 m
put("idc14", make_cnid("330782", "19940228", "442"), "cnid")  # 叶子涵 f
put("idc15", make_cnid("210102", "19870419", "155"), "cnid")  # 唐静? m -> 罗浩 m
put("idc16", make_cnid("460106", "19980811", "208"), "cnid")  # 宋佳 f

# national IDs of other countries
put("nric1", make_nric("S"), "nric")
put("nric2", make_nric("T"), "nric")
put("fin1", make_nric("G"), "nric")
put("dni1", make_dni(), "dni")
put("bsn1", make_bsn(), "bsn")
put("pesel1", make_pesel(D(1994, 8, 21), True), "pesel")
put("pesel2", make_pesel(D(2001, 2, 3), False), "pesel")
put("aadhaar1", make_aadhaar(), "aadhaar")
put("aadhaar2", make_aadhaar(), "aadhaar")
put("sin1", make_sin(), "sin")
put("hkid1", make_hkid("K"), "hkid")
put("hkid2", make_hkid("Y"), "hkid")
put("rrn1", make_rrn(D(1990, 5, 14), True), "rrn")
put("pnr1", make_pnr(D(1988, 11, 2)), "pnr")
put("hetu1", make_hetu(D(1992, 3, 15)), "hetu")
put("fnr1", make_fnr(D(1986, 7, 9)), "fnr")
put("nino1", "JR 48 19 27 C", "nino")
put("nino2", "SK730264B", "nino")
put("twid1", make_twid("A", False), "twid")
put("mynum1", make_mynumber(), "mynumber")

# passports (shape only)
put("pp_cn1", "E" + rs(DIG, 8), "passport")
put("pp_cn2", "EJ" + rs(DIG, 7), "passport")
put("pp_us1", str(R.randint(5, 6)) + rs(DIG, 8), "passport")
put("pp_uk1", "1" + rs(DIG, 8), "passport")
put("pp_de1", "C" + rs("CFGHJKLMNPRTVWXYZ0123456789", 8), "passport")
put("pp_in1", R.choice("JKLMNPRSTUVWZ") + rs(DIG, 7), "passport")
put("pp_ca1", "G" + R.choice("ABHKLMT") + rs(DIG, 6), "passport")
put("pp_jp1", "TR" + rs(DIG, 7), "passport")
put("pp_au1", "PA" + rs(DIG, 7), "passport")
put("pp_fr1", rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5), "passport")
put("pp_kr1", "M" + rs(DIG, 8), "passport")
put("pp_ie1", "P" + R.choice("ABCD") + rs(DIG, 7), "passport")

# API keys
put("stripe_sk1", "sk_live_" + rs(B62, 24), "apikey")
put("stripe_sk2", "sk_live_51" + rs(B62, 97), "apikey")
put("stripe_rk1", "rk_live_" + rs(B62, 24), "apikey")
put("ghp1", "ghp_" + rs(B62, 36), "apikey")
put("ghp2", "ghp_" + rs(B62, 36), "apikey")
put("ghpat1", "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(B62, 59), "apikey")
put("slack_bot1", "xoxb-" + rs(DIG, 12) + "-" + rs(DIG, 13) + "-" + rs(B62, 24), "apikey")
put("slack_bot2", "xoxb-" + rs(DIG, 11) + "-" + rs(DIG, 13) + "-" + rs(B62, 24), "apikey")
put("slack_user1", "xoxp-" + rs(DIG, 12) + "-" + rs(DIG, 12) + "-" + rs(DIG, 13) + "-" + rs(HEX, 32), "apikey")
put("aws_akid1", "AKIA" + rs(UP + "234567", 16), "apikey")
put("aws_akid2", "AKIA" + rs(UP + "234567", 16), "apikey")
put("aws_asia1", "ASIA" + rs(UP + "234567", 16), "apikey")
put("google1", "AIzaSy" + rs(URL64, 33), "apikey")
put("google2", "AIzaSy" + rs(URL64, 33), "apikey")
put("telegram1", str(R.randint(10 ** 9, 7 * 10 ** 9)) + ":AA" + rs(URL64, 33), "apikey")
put("openai1", "sk-proj-" + rs(URL64, 74), "apikey")
put("anthropic1", "sk-ant-api03-" + rs(URL64, 93) + "AA", "apikey")
put("sendgrid1", "SG." + rs(URL64, 22) + "." + rs(URL64, 43), "apikey")
put("twilio_sk1", "SK" + rs(HEX, 32), "apikey")
put("gitlab1", "glpat-" + rs(URL64, 20), "apikey")
put("npm1", "npm_" + rs(B62, 36), "apikey")
put("mailgun1", "key-" + rs(HEX, 32), "apikey")
put("hf1", "hf_" + rs(UP + LO, 34), "apikey")


def make_jwt(payload):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(bytes(R.randrange(256) for _ in range(32)))


put("jwt1", make_jwt({"sub": "u_48213", "role": "partner_admin", "iat": 1718261405, "exp": 1718347805}), "apikey")
put("jwt2", make_jwt({"sub": "svc-payouts", "scope": "payouts:write", "iat": 1721030112}), "apikey")
put("jwt3", make_jwt({"uid": 90211, "shop": "bakery-17", "iat": 1709882211, "exp": 1712474211}), "apikey")
put("discord_bot1", b64u(str(R.randint(10 ** 17, 10 ** 18 - 1)).encode()) + "." + rs(URL64, 6) + "." + rs(URL64, 38), "apikey")
put("do1", "dop_v1_" + rs(HEX, 64), "apikey")
put("shopify1", "shpat_" + rs(HEX, 32), "apikey")
put("ali_akid1", "LTAI5t" + rs(B62, 18), "apikey")
put("tencent_akid1", "AKID" + rs(B62, 32), "apikey")
put("steam1", rs("0123456789ABCDEF", 32), "apikey")

# secrets
put("aws_secret1", rs(B62 + "/+", 40), "secret")
put("aws_secret2", rs(B62 + "/+", 40), "secret")
put("whsec1", "whsec_" + rs(B62, 32), "secret")
put("slack_hook1", "https://hooks.slack.com/services/T" + rs(UP + DIG, 8) + "/B" + rs(UP + DIG, 10) + "/" + rs(B62, 24), "secret")
put("slack_hook2", "https://hooks.slack.com/services/T" + rs(UP + DIG, 8) + "/B" + rs(UP + DIG, 10) + "/" + rs(B62, 24), "secret")
put("discord_hook1", "https://discord.com/api/webhooks/" + rs(DIG, 19) + "/" + rs(URL64, 68), "secret")
put("dingtalk_hook1", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64), "secret")
put("dingtalk_sec1", "SEC" + rs(HEX, 64), "secret")


def _uuid():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


put("wecom_hook1", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + _uuid(), "secret")
put("feishu_hook1", "https://open.feishu.cn/open-apis/bot/v2/hook/" + _uuid(), "secret")
put("totp1", rs(B32, 32), "secret")
put("totp2", rs(B32, 16), "secret")
put("totp3", rs(B32, 32), "secret")


def make_pem(label, nbytes, prefix=b""):
    body = base64.b64encode(prefix + bytes(R.randrange(256) for _ in range(nbytes))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


put("pem1", make_pem("OPENSSH PRIVATE KEY", 190, b"openssh-key-v1\x00"), "secret")
put("pem2", make_pem("RSA PRIVATE KEY", 160, b"\x30\x82\x04\xa4\x02\x01\x00"), "secret")
put("pem3", make_pem("PRIVATE KEY", 120, b"\x30\x82\x02\x76\x02\x01\x00"), "secret")
put("django1", rs(LO + DIG + "!@#$%^&*(-_=+)", 50), "secret")
put("session1", rs(LO + DIG, 32), "secret")
put("session2", "s%3A" + rs(URL64, 32) + "." + rs(B62, 43), "secret")
put("twilio_tok1", rs(HEX, 32), "secret")
put("wxpay_key1", rs(B62, 32), "secret")
put("jwt_secret1", rs(B62, 48), "secret")
put("ali_secret1", rs(B62, 30), "secret")
put("tencent_secret1", rs(B62, 32), "secret")
put("gsecret1", "GOCSPX-" + rs(URL64, 28), "secret")

# decoy look-alikes (not personal, not secret)
put("pk_live1", "pk_live_" + rs(B62, 24), "decoy")
put("pk_live2", "pk_live_51" + rs(B62, 97), "decoy")
put("mapbox_pk1", "pk.eyJ1IjoiYm9va2x5IiwiYSI6ImNrd2" + rs(B62, 14) + "." + rs(URL64, 22), "decoy")
put("wx_appid1", "wx" + rs(HEX, 16), "decoy")
put("gclient1", rs(DIG, 12) + "-" + rs(LO + DIG, 32) + ".apps.googleusercontent.com", "decoy")
put("alipay_appid1", "2021" + rs(DIG, 12), "decoy")
put("acct1", "acct_1" + rs(B62, 15), "decoy")
put("uscc1", make_uscc("110105"), "uscc")
put("uscc2", make_uscc("440300"), "uscc")
put("uscc3", make_uscc("310115"), "uscc")
for _i in range(1, 9):
    put("uuid%d" % _i, _uuid(), "decoy")
for _i in range(1, 7):
    put("sha%d" % _i, rs(HEX, 40), "decoy")
put("sha256_1", rs(HEX, 64), "decoy")
put("sha256_2", rs(HEX, 64), "decoy")

# appended later (kept at the end so that earlier values stay stable)
put("pesel3", make_pesel(D(1987, 4, 2), True), "pesel")
put("pp_fr2", rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5), "passport")
put("pp_cn3", "E" + rs(DIG, 8), "passport")
put("pp_cn4", "EK" + rs(DIG, 7), "passport")
put("pp_us2", str(R.randint(5, 6)) + rs(DIG, 8), "passport")
put("card_up5", grp(make_card("621700", 19), [4, 4, 4, 4, 3]), "card")
put("card_visa6", grp(make_card("438088", 16), [4, 4, 4, 4]), "card")
put("card_mc4", make_card("552266", 16), "card")
put("card_amex2", make_card("371449", 15), "card")
put("iban_de4", grp(make_iban("DE", rs(DIG, 18)), [4] * 6), "iban")
def _fr_bban():
    bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return "%s%s%s%02d" % (bank, branch, acct, key)


put("iban_fr1", grp(make_iban("FR", _fr_bban()), [4] * 7), "iban")
put("ssn9", make_ssn(), "ssn")
put("ssn10", make_ssn(), "ssn")
put("hkid3", make_hkid("P"), "hkid")
put("nric3", make_nric("S"), "nric")
put("aadhaar3", make_aadhaar(), "aadhaar")
put("uscc4", make_uscc("330108"), "uscc")


# --------------------------------------------------------------------------
# self test
# --------------------------------------------------------------------------

VALIDATORS = {
    "card": card_ok, "iban": iban_ok, "ssn": ssn_ok, "cnid": cnid_ok,
    "nric": nric_ok, "dni": dni_ok, "bsn": bsn_ok, "pesel": pesel_ok,
    "aadhaar": aadhaar_ok, "sin": sin_ok, "hkid": hkid_ok, "rrn": rrn_ok,
    "pnr": pnr_ok, "hetu": hetu_ok, "fnr": fnr_ok, "nino": nino_ok,
    "twid": twid_ok, "mynumber": mynumber_ok, "passport": passport_ok,
    "apikey": lambda s: apikey_shape(s) is not None and (not s.startswith("eyJ") or jwt_ok(s)),
    "secret": lambda s: secret_shape(s) is not None,
    "uscc": uscc_ok,
    "decoy": lambda s: bool(s),
}

# formats with a check digit / check character: a one-digit corruption must fail
CHECKED = {"card", "iban", "cnid", "nric", "dni", "bsn", "pesel", "aadhaar",
           "sin", "hkid", "rrn", "pnr", "hetu", "fnr", "twid", "mynumber", "uscc"}


def corruptions(s):
    """One-digit corruptions: the middle digit +1 and the last digit +1."""
    pos = [i for i, c in enumerate(s) if c.isdigit()]
    out = []
    for i in (pos[len(pos) // 2], pos[-1]):
        out.append(s[:i] + str((int(s[i]) + 1) % 10) + s[i + 1:])
    return out


def selftest(verbose=False):
    bad = []
    for name, v in VALUES.items():
        kind = KIND[name]
        if not VALIDATORS[kind](v):
            bad.append("%s invalid: %r" % (name, v))
            continue
        if kind in CHECKED:
            for c in corruptions(v):
                if VALIDATORS[kind](c):
                    bad.append("%s corruption not detected: %r" % (name, c))
    if bad:
        raise SystemExit("selftest FAILED\n" + "\n".join(bad))
    if verbose:
        print("selftest ok: %d values, %d with check digits" %
              (len(VALUES), sum(1 for n in VALUES if KIND[n] in CHECKED)))
    return True


if __name__ == "__main__":
    selftest(verbose=True)
    if "-p" in sys.argv:
        for name, v in VALUES.items():
            print("%-16s %-9s %s" % (name, KIND[name], v.replace("\n", "\\n")))
