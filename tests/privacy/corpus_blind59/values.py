#!/usr/bin/env python3
"""Generated values for the blind59 corpus.

Every value that needs a check digit or a vendor shape is produced here from a
seeded random.Random, stored in VALUES (name -> string) and described in META
(name -> (label, format)).  Texts refer to them as $name.

    python3 values.py        run selftest()
    python3 values.py -p     print every value
"""
import base64
import datetime
import json
import re
import string
import sys
import random

SEED = 5959
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"
B32 = UP + "234567"


def rnd(chars, n):
    return "".join(R.choice(chars) for _ in range(n))


def digits_of(s):
    return "".join(c for c in s if c.isdigit())


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


# ---------------------------------------------------------------- Luhn
def luhn_ok(num):
    if not num.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError


def group(s, sizes, sep):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    return sep.join(out)


def make_card(prefix, length, sizes, sep):
    body = prefix + rnd(DIG, length - len(prefix) - 1)
    return group(luhn_complete(body), sizes, sep)


def card_ok(s):
    if not re.fullmatch(r"[0-9][0-9 \-]{11,22}[0-9]", s):
        return False
    d = digits_of(s)
    return 13 <= len(d) <= 19 and luhn_ok(d)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "NL": 18, "IE": 22, "FR": 27, "BE": 16,
            "ES": 24, "CH": 21, "PL": 28, "IT": 27}


def _iban_num(s):
    return "".join(str(int(c, 36)) for c in s)


def iban_ok(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}[0-9]{2}[A-Z0-9]+", t):
        return False
    if IBAN_LEN.get(t[:2]) != len(t):
        return False
    return int(_iban_num(t[4:] + t[:4])) % 97 == 1


def make_iban(cc, bban, grouped=True):
    chk = 98 - int(_iban_num(bban + cc + "00")) % 97
    s = "%s%02d%s" % (cc, chk, bban)
    if grouped:
        s = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def es_bban():
    def dc(ds):
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
        r = 11 - sum(int(a) * b for a, b in zip(ds, w)) % 11
        return {11: 0, 10: 1}.get(r, r)
    bank, branch, acct = rnd(DIG, 4), rnd(DIG, 4), rnd(DIG, 10)
    return bank + branch + "%d%d" % (dc("00" + bank + branch), dc(acct)) + acct


def be_bban():
    first = rnd(DIG, 10)
    c = int(first) % 97 or 97
    return first + "%02d" % c


# ---------------------------------------------------------------- US SSN
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})-(\d{2})-(\d{4})|(\d{3}) (\d{2}) (\d{4})|(\d{3})(\d{2})(\d{4})", s)
    if not m:
        return False
    a, g, n = [x for x in m.groups() if x is not None]
    if a in ("000", "666") or a[0] == "9" or g == "00" or n == "0000":
        return False
    if a + g + n in ("078051120", "219099999", "123456789"):
        return False
    return True


def make_ssn(sep="-"):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return "%03d%s%02d%s%04d" % (a, sep, R.randint(1, 99), sep, R.randint(1, 9999))


# ---------------------------------------------------------------- CN resident ID
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_M = "10X98765432"


def cn_check(s17):
    return CN_M[sum(int(a) * b for a, b in zip(s17, CN_W)) % 11]


def idcard_ok(s):
    if not re.fullmatch(r"[1-8]\d{16}[0-9X]", s):
        return False
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    if not (1900 <= y <= 2025 and valid_date(y, m, d)):
        return False
    return cn_check(s[:17]) == s[17]


def idcard_birth(s):
    return (int(s[6:10]), int(s[10:12]), int(s[12:14]))


def make_idcard(region, dob, male, want_x=False):
    while True:
        seq = "%02d" % R.randint(0, 99) + R.choice("13579" if male else "02468")
        s17 = region + dob + seq
        c = cn_check(s17)
        if (c == "X") == want_x:
            return s17 + c


# ---------------------------------------------------------------- national IDs
def bsn_ok(s):
    d = digits_of(s)
    if len(d) != 9 or d[0] == "0":
        return False
    return (sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])) % 11 == 0


def make_bsn():
    while True:
        d8 = str(R.randint(1, 9)) + rnd(DIG, 7)
        c = sum(int(d8[i]) * (9 - i) for i in range(8)) % 11
        if c < 10:
            return d8 + str(c)


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", s)
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def make_dni():
    n = rnd(DIG, 8)
    return n + DNI_L[int(n) % 23]


def nie_ok(s):
    m = re.fullmatch(r"([XYZ])-?(\d{7})-?([A-Z])", s)
    return bool(m) and DNI_L[int("XYZ".index(m.group(1)) .__str__() + m.group(2)) % 23] == m.group(3)


def make_nie(p):
    n = rnd(DIG, 7)
    return p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]


def sin_ok(s):
    if not re.fullmatch(r"\d{3}[ -]?\d{3}[ -]?\d{3}", s):
        return False
    d = digits_of(s)
    return d[0] not in "08" and luhn_ok(d)


def make_sin():
    return group(luhn_complete(R.choice("1234567") + rnd(DIG, 7)), (3, 3, 3), " ")


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_birth(s):
    yy, mm, dd = int(s[0:2]), int(s[2:4]), int(s[4:6])
    cent = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}[(mm - 1) // 20 * 20]
    return (cent + yy, mm - (mm - 1) // 20 * 20, dd)


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    y, m, d = pesel_birth(s)
    if not valid_date(y, m, d):
        return False
    return (10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10 == int(s[10])


def make_pesel(dob, male):
    y, m, d = int(dob[:4]), int(dob[4:6]), int(dob[6:])
    mm = m + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d" % (y % 100, mm, d) + rnd(DIG, 3) + R.choice("13579" if male else "02468")
    return body + str((10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10)


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])


def aadhaar_ok(s):
    if not re.fullmatch(r"[2-9]\d{3}[ -]?\d{4}[ -]?\d{4}", s):
        return False
    return verhoeff_ok(digits_of(s))


def make_aadhaar():
    b = R.choice("23456789") + rnd(DIG, 10)
    return group(b + verhoeff_digit(b), (4, 4, 4), " ")


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    p, n, c = m.groups()
    t = sum(int(a) * b for a, b in zip(n, NRIC_W)) + (4 if p in "TG" else 0)
    table = "JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK"
    return table[t % 11] == c


def make_nric(p="S"):
    n = rnd(DIG, 7)
    t = sum(int(a) * b for a, b in zip(n, NRIC_W)) + (4 if p in "TG" else 0)
    return p + n + ("JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK")[t % 11]


def _hkid_sum(letters, digits):
    pre = letters if len(letters) == 2 else " " + letters
    vals = [36 if c == " " else ord(c) - 55 for c in pre]
    return vals[0] * 9 + vals[1] * 8 + sum(int(d) * w for d, w in zip(digits, range(7, 1, -1)))


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", s)
    if not m:
        return False
    r = (11 - _hkid_sum(m.group(1), m.group(2)) % 11) % 11
    return ("A" if r == 10 else str(r)) == m.group(3)


def make_hkid():
    L, n = R.choice("ACDEGHKPRVYZ"), rnd(DIG, 6)
    r = (11 - _hkid_sum(L, n) % 11) % 11
    return "%s%s(%s)" % (L, n, "A" if r == 10 else r)


def pnr_ok(s):
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})[-+](\d{4})", s)
    if not m:
        return False
    if not valid_date(1900 + int(m.group(1)), int(m.group(2)), int(m.group(3))) and \
            not valid_date(2000 + int(m.group(1)), int(m.group(2)), int(m.group(3))):
        return False
    return luhn_ok(digits_of(s))


def make_pnr(dob):
    return dob[2:8] + "-" + luhn_complete(dob[2:8] + rnd(DIG, 3))[6:]


def nino_ok(s):
    t = s.replace(" ", "")
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])", t)
    if not m:
        return False
    return m.group(1) + m.group(2) not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ")


def make_nino(spaced):
    while True:
        a = R.choice("ABCEGHJKLMNPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ")
        if a not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            break
    n, suf = rnd(DIG, 6), R.choice("ABCD")
    if spaced:
        return "%s %s %s %s %s" % (a, n[:2], n[2:4], n[4:], suf)
    return a + n + suf


PPS_L = "WABCDEFGHIJKLMNOPQRSTUV"


def pps_ok(s):
    m = re.fullmatch(r"(\d{7})([A-W])([AHW]?)", s)
    if not m:
        return False
    t = sum(int(d) * w for d, w in zip(m.group(1), range(8, 1, -1)))
    if m.group(3):
        t += (ord(m.group(3)) - 64) * 9
    return PPS_L[t % 23] == m.group(2)


def make_pps():
    n = rnd(DIG, 7)
    return n + PPS_L[sum(int(d) * w for d, w in zip(n, range(8, 1, -1))) % 23]


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_birth(s):
    cent = {"+": 1800, "-": 1900, "A": 2000}[s[6]]
    return (cent + int(s[4:6]), int(s[2:4]), int(s[0:2]))


def hetu_ok(s):
    if not re.fullmatch(r"\d{6}[-+A]\d{3}[0-9A-Y]", s):
        return False
    if not valid_date(*hetu_birth(s)):
        return False
    return HETU_C[int(s[:6] + s[7:10]) % 31] == s[10]


def make_hetu(dob, male):
    y, m, d = int(dob[:4]), int(dob[4:6]), int(dob[6:])
    sign = "-" if y < 2000 else "A"
    ind = "%03d" % (R.randrange(3, 899, 2) if male else R.randrange(2, 899, 2))
    base = "%02d%02d%02d" % (d, m, y % 100)
    return base + sign + ind + HETU_C[int(base + ind) % 31]


def be_nn_birth(s):
    d = digits_of(s)
    yy, mm, dd = int(d[0:2]), int(d[2:4]), int(d[4:6])
    if (97 - int(d[:9]) % 97) == int(d[9:]):
        return (1900 + yy, mm, dd)
    return (2000 + yy, mm, dd)


def be_nn_ok(s):
    if not re.fullmatch(r"\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}|\d{11}", s):
        return False
    d = digits_of(s)
    ok19 = (97 - int(d[:9]) % 97) == int(d[9:])
    ok20 = (97 - int("2" + d[:9]) % 97) == int(d[9:])
    if not (ok19 or ok20):
        return False
    return valid_date(*be_nn_birth(s))


def make_be_nn(dob, male):
    y, m, d = int(dob[:4]), int(dob[4:6]), int(dob[6:])
    seq = "%03d" % (R.randrange(1, 997, 2) if male else R.randrange(2, 997, 2))
    base = "%02d%02d%02d" % (y % 100, m, d) + seq
    cc = 97 - int(("2" if y >= 2000 else "") + base) % 97
    return "%s.%s.%s-%s.%02d" % (base[0:2], base[2:4], base[4:6], base[6:9], cc)


FNR_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
FNR_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def _fnr_k(ds, w):
    k = 11 - sum(int(a) * b for a, b in zip(ds, w)) % 11
    return 0 if k == 11 else k


def fnr_birth(s):
    ind = int(s[6:9])
    yy = int(s[4:6])
    if ind <= 499:
        y = 1900 + yy
    elif ind >= 500 and yy <= 39:
        y = 2000 + yy
    else:
        y = 1900 + yy
    return (y, int(s[2:4]), int(s[0:2]))


def fnr_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    if not valid_date(*fnr_birth(s)):
        return False
    k1 = _fnr_k(s[:9], FNR_W1)
    k2 = _fnr_k(s[:10], FNR_W2)
    return k1 < 10 and k2 < 10 and int(s[9]) == k1 and int(s[10]) == k2


def make_fnr(dob, male):
    y, m, d = int(dob[:4]), int(dob[4:6]), int(dob[6:])
    while True:
        lo, hi = (0, 499) if y < 2000 else (500, 999)
        ind = R.randint(lo, hi)
        if (ind // 1 % 10) % 2 != (1 if male else 0):
            continue
        b = "%02d%02d%02d%03d" % (d, m, y % 100, ind)
        k1 = _fnr_k(b, FNR_W1)
        if k1 == 10:
            continue
        k2 = _fnr_k(b + str(k1), FNR_W2)
        if k2 == 10:
            continue
        return b + str(k1) + str(k2)


def za_birth(s):
    yy = int(s[0:2])
    return ((2000 if yy <= 24 else 1900) + yy, int(s[2:4]), int(s[4:6]))


def za_ok(s):
    d = s.replace(" ", "")
    if not re.fullmatch(r"\d{13}", d):
        return False
    if not valid_date(*za_birth(d)):
        return False
    return d[10] in "01" and luhn_ok(d)


def make_za(dob, male):
    y, m, d = int(dob[:4]), int(dob[4:6]), int(dob[6:])
    g = R.randint(5000, 9999) if male else R.randint(0, 4999)
    return luhn_complete("%02d%02d%02d%04d08" % (y % 100, m, d, g))


# ---------------------------------------------------------------- passports
PASSPORT_RE = {
    "pp_cn": r"E[0-9]{8}|E[A-HJ-NP-Z][0-9]{7}",
    "pp_us": r"[5-9][0-9]{8}",
    "pp_uk": r"[0-9]{9}",
    "pp_in": r"[A-PR-WY][1-9][0-9]{6}",
    "pp_ca": r"[A-Z]{2}[0-9]{6}",
    "pp_de": r"[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}",
    "pp_ie": r"[A-Z]{2}[0-9]{7}",
    "pp_au": r"(N|PA|PB|PE)[0-9]{7}",
}


def passport_ok(s, fmt=None):
    pats = [PASSPORT_RE[fmt]] if fmt else PASSPORT_RE.values()
    return any(re.fullmatch(p, s) for p in pats)


# ---------------------------------------------------------------- vendor shapes
SHAPES = {
    # APIKEY
    "aws_akid": r"AKIA[A-Z2-7]{16}",
    "gh_classic": r"ghp_[A-Za-z0-9]{36}",
    "gh_fine": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "gitlab": r"glpat-[A-Za-z0-9_\-]{20}",
    "slack_bot": r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    "slack_user": r"xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}",
    "stripe_sk": r"sk_live_[A-Za-z0-9]{24,99}",
    "stripe_rk": r"rk_live_[A-Za-z0-9]{24,99}",
    "openai": r"sk-proj-[A-Za-z0-9_\-]{40,200}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_\-]{93}AA",
    "google_api": r"AIza[A-Za-z0-9_\-]{35}",
    "telegram_bot": r"\d{8,10}:AA[A-Za-z0-9_\-]{33}",
    "discord_bot": r"[MN][A-Za-z0-9_\-]{23,27}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{38}",
    "sendgrid": r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}",
    "mailchimp": r"[0-9a-f]{32}-us\d{1,2}",
    "mailgun": r"key-[0-9a-f]{32}",
    "jwt": r"eyJ[A-Za-z0-9_\-]+\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{43}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "hf": r"hf_[A-Za-z]{34}",
    "airtable_pat": r"pat[A-Za-z0-9]{14}\.[0-9a-f]{64}",
    "shopify": r"shpat_[0-9a-f]{32}",
    "aliyun_akid": r"LTAI[A-Za-z0-9]{20}",
    "tencent_akid": r"AKID[A-Za-z0-9]{32}",
    # SECRET
    "aws_secret": r"[A-Za-z0-9/+]{40}",
    "whsec": r"whsec_[A-Za-z0-9]{32}",
    "totp_seed": r"[A-Z2-7]{32}",
    "totp_seed_grouped": r"([a-z2-7]{4} ){7}[a-z2-7]{4}",
    "recovery_code": r"[0-9a-f]{5}-[0-9a-f]{5}",
    "slack_webhook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{10}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}",
    "discord_webhook": r"https://discord\.com/api/webhooks/\d{19}/[A-Za-z0-9_\-]{68}",
    "dingtalk_webhook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    "wecom_webhook": r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
    "dingtalk_sign": r"SEC[0-9a-f]{64}",
    "django_session": r"[a-z0-9]{32}",
    "laravel_session": r"eyJpdiI6[A-Za-z0-9+/]+={0,2}",
    "pem_ec": r"-----BEGIN EC PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END EC PRIVATE KEY-----",
    "pem_openssh": r"-----BEGIN OPENSSH PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END OPENSSH PRIVATE KEY-----",
    "django_key": r"[a-z0-9!@#%^&*(\-_=+)]{50}",
    "flask_key": r"[0-9a-f]{64}",
    "twilio_token": r"[0-9a-f]{32}",
    "google_client_secret": r"GOCSPX-[A-Za-z0-9_\-]{28}",
    "aliyun_secret": r"[A-Za-z0-9]{30}",
    "tencent_secret": r"[A-Za-z0-9]{32}",
    "wx_appsecret": r"[0-9a-f]{32}",
    "jwt_secret": r"[A-Za-z0-9+/]{43}=",
    # decoy shapes
    "uuid": r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    "sha1": r"[0-9a-f]{40}",
    "sha1_short": r"[0-9a-f]{7}",
    "sha256": r"[0-9a-f]{64}",
    "stripe_pk": r"pk_live_[A-Za-z0-9]{24,99}",
    "google_client_id": r"\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com",
    "twilio_ac": r"AC[0-9a-f]{32}",
    "wx_appid": r"wx[0-9a-f]{16}",
    "mapbox_pk": r"pk\.eyJ1[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{22}",
    "literal": r".+",
}


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def make_jwt(payload):
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return "%s.%s.%s" % (h, p, b64url(rbytes(32)))


def jwt_ok(s):
    parts = s.split(".")
    if len(parts) != 3:
        return False
    try:
        h = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return "alg" in h


def make_discord_bot():
    uid = str(R.randint(10 ** 18, 12 * 10 ** 17 + 10 ** 18))
    return "%s.%s.%s" % (b64url(uid.encode()), rnd(B64URL, 6), rnd(B64URL, 38))


def pem(kind, der):
    body = base64.b64encode(der).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN %s PRIVATE KEY-----\n%s\n-----END %s PRIVATE KEY-----" % (kind, "\n".join(lines), kind)


def make_pem_ec():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex(
        "a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    return pem("EC", der)


def make_pem_openssh():
    head = b"openssh-key-v1\x00" + b"\x00\x00\x00\x04none" * 2 + b"\x00\x00\x00\x00\x00\x00\x00\x01"
    pub = b"\x00\x00\x00\x33\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32)
    return pem("OPENSSH", head + pub + rbytes(150))


def make_laravel():
    inner = json.dumps({"iv": base64.b64encode(rbytes(16)).decode(),
                        "value": base64.b64encode(rbytes(48)).decode(),
                        "mac": rnd(HEX, 64), "tag": ""}, separators=(",", ":"))
    return base64.b64encode(inner.encode()).decode()


def make_uuid():
    h = rnd(HEX, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], R.choice("89ab"), h[17:20], h[20:32])


def pem_ok(s, kind):
    m = re.fullmatch(r"-----BEGIN %s PRIVATE KEY-----\n([A-Za-z0-9+/=\n]+)\n-----END %s PRIVATE KEY-----" % (kind, kind), s)
    if not m:
        return False
    try:
        base64.b64decode(m.group(1).replace("\n", ""), validate=True)
    except Exception:
        return False
    return True


# ---------------------------------------------------------------- validators by format
CHECK_DIGIT_FORMATS = {"card", "iban", "idcard", "bsn", "dni", "nie", "sin", "pesel",
                       "aadhaar", "nric", "hkid", "pnr", "pps", "hetu", "be_nn", "fnr", "za"}

VALIDATORS = {
    "card": card_ok, "iban": iban_ok, "ssn": ssn_ok, "idcard": idcard_ok,
    "bsn": bsn_ok, "dni": dni_ok, "nie": nie_ok, "sin": sin_ok, "pesel": pesel_ok,
    "aadhaar": aadhaar_ok, "nric": nric_ok, "hkid": hkid_ok, "pnr": pnr_ok,
    "nino": nino_ok, "pps": pps_ok, "hetu": hetu_ok, "be_nn": be_nn_ok, "fnr": fnr_ok,
    "za": za_ok, "cvv3": lambda s: bool(re.fullmatch(r"\d{3}", s)),
    "cvv4": lambda s: bool(re.fullmatch(r"\d{4}", s)),
    "jwt": lambda s: bool(re.fullmatch(SHAPES["jwt"], s)) and jwt_ok(s),
    "pem_ec": lambda s: pem_ok(s, "EC"), "pem_openssh": lambda s: pem_ok(s, "OPENSSH"),
}
for _k in PASSPORT_RE:
    VALIDATORS[_k] = (lambda k: lambda s: passport_ok(s, k))(_k)
for _k, _p in SHAPES.items():
    VALIDATORS.setdefault(_k, (lambda p: lambda s: bool(re.fullmatch(p, s)))(_p))

BIRTH = {
    "idcard": idcard_birth, "pesel": pesel_birth, "hetu": hetu_birth, "be_nn": be_nn_birth,
    "fnr": fnr_birth, "za": lambda s: za_birth(s.replace(" ", "")),
    "pnr": lambda s: ((1900 if int(s[:2]) > 24 else 2000) + int(s[:2]), int(s[2:4]), int(s[4:6])),
}

# ---------------------------------------------------------------- the values
VALUES = {}
META = {}


def put(name, label, fmt, value):
    assert name not in VALUES, name
    VALUES[name] = value
    META[name] = (label, fmt)


# cards and CVVs
put("card_visa1", "CARD", "card", make_card("4", 16, (4, 4, 4, 4), " "))
put("cvv_visa1", "CVV", "cvv3", rnd(DIG, 3))
put("card_visa2", "CARD", "card", make_card("4", 16, (16,), ""))
put("card_visa3", "CARD", "card", make_card("4", 16, (4, 4, 4, 4), "-"))
put("cvv_visa3", "CVV", "cvv3", rnd(DIG, 3))
put("card_visa4", "CARD", "card", make_card("49", 16, (4, 4, 4, 4), " "))
put("card_mc1", "CARD", "card", make_card("53", 16, (4, 4, 4, 4), " "))
put("cvv_mc1", "CVV", "cvv3", rnd(DIG, 3))
put("card_mc2", "CARD", "card", make_card("2223", 16, (16,), ""))
put("card_mc3", "CARD", "card", make_card("51", 16, (4, 4, 4, 4), "-"))
put("cvv_mc3", "CVV", "cvv3", rnd(DIG, 3))
put("card_amex1", "CARD", "card", make_card("37", 15, (4, 6, 5), " "))
put("cvv_amex1", "CVV", "cvv4", rnd(DIG, 4))
put("card_up1", "CARD", "card", make_card("6222", 16, (4, 4, 4, 4), " "))
put("cvv_up1", "CVV", "cvv3", rnd(DIG, 3))
put("card_up2", "CARD", "card", make_card("6217", 19, (19,), ""))
put("card_up3", "CARD", "card", make_card("6228", 19, (6, 13), " "))
put("card_disc1", "CARD", "card", make_card("6011", 16, (4, 4, 4, 4), " "))
put("card_jcb1", "CARD", "card", make_card("3566", 16, (4, 4, 4, 4), "-"))
put("cvv_jcb1", "CVV", "cvv3", rnd(DIG, 3))
put("card_visa5", "CARD", "card", make_card("4", 16, (4, 4, 4, 4), " "))
put("cvv_visa5", "CVV", "cvv3", rnd(DIG, 3))
put("card_mc4", "CARD", "card", make_card("55", 16, (4, 4, 4, 4), " "))

# IBANs
put("iban_gb1", "IBAN", "iban", make_iban("GB", "NWBK" + rnd(DIG, 14)))
put("iban_gb2", "IBAN", "iban", make_iban("GB", "BARC" + rnd(DIG, 14), grouped=False))
put("iban_gb3", "IBAN", "iban", make_iban("GB", "LOYD" + rnd(DIG, 14)))
put("iban_gb4", "IBAN", "iban", make_iban("GB", "MIDL" + rnd(DIG, 14), grouped=False))
put("iban_de1", "IBAN", "iban", make_iban("DE", rnd(DIG, 18)))
put("iban_de2", "IBAN", "iban", make_iban("DE", rnd(DIG, 18), grouped=False))
put("iban_nl1", "IBAN", "iban", make_iban("NL", "INGB" + rnd(DIG, 10)))
put("iban_nl2", "IBAN", "iban", make_iban("NL", "RABO" + rnd(DIG, 10), grouped=False))
put("iban_ie1", "IBAN", "iban", make_iban("IE", "AIBK" + rnd(DIG, 14)))
put("iban_fr1", "IBAN", "iban", make_iban("FR", rnd(DIG, 23)))
put("iban_be1", "IBAN", "iban", make_iban("BE", be_bban()))
put("iban_es1", "IBAN", "iban", make_iban("ES", es_bban()))
put("iban_ch1", "IBAN", "iban", make_iban("CH", rnd(DIG, 5) + rnd(DIG, 12)))
put("iban_pl1", "IBAN", "iban", make_iban("PL", rnd(DIG, 24)))
put("iban_org1", "DECOY", "iban", make_iban("GB", "HBUK" + rnd(DIG, 14)))
put("iban_org2", "DECOY", "iban", make_iban("DE", rnd(DIG, 18)))
put("iban_org3", "DECOY", "iban", make_iban("NL", "ABNA" + rnd(DIG, 10)))

# US SSNs
for _i in range(1, 9):
    put("ssn%d" % _i, "SSN", "ssn", make_ssn(" " if _i == 5 else ("" if _i == 7 else "-")))

# Chinese resident ID cards: (region, birth date, male, want X)
_IDS = [("310104", "19860412", True, False), ("110105", "19921103", False, False),
        ("440305", "19790728", True, True), ("330106", "20010217", False, False),
        ("510107", "19650930", True, False), ("420111", "19881205", False, False),
        ("320102", "19950621", True, False), ("370202", "19580309", False, True),
        ("610113", "20081014", True, False), ("350203", "19730126", False, False),
        ("430104", "19990808", True, False), ("500103", "19830519", False, False),
        ("210102", "19691111", True, False), ("120101", "20100402", False, False),
        ("440106", "19900228", True, False), ("310115", "19771224", False, False),
        ("330102", "19541018", True, False), ("320506", "20060907", False, False)]
for _i, (_r, _d, _m, _x) in enumerate(_IDS, 1):
    put("idcard%d" % _i, "IDCARD", "idcard", make_idcard(_r, _d, _m, _x))

# passports
put("pp_cn1", "PASSPORT", "pp_cn", "E" + rnd(DIG, 8))
put("pp_cn2", "PASSPORT", "pp_cn", "E" + rnd(DIG, 8))
put("pp_cn3", "PASSPORT", "pp_cn", "EJ" + rnd(DIG, 7))
put("pp_cn4", "PASSPORT", "pp_cn", "E" + rnd(DIG, 8))
put("pp_us1", "PASSPORT", "pp_us", "5" + rnd(DIG, 8))
put("pp_us2", "PASSPORT", "pp_us", "6" + rnd(DIG, 8))
put("pp_uk1", "PASSPORT", "pp_uk", "5" + rnd(DIG, 8))
put("pp_uk2", "PASSPORT", "pp_uk", "1" + rnd(DIG, 8))
put("pp_in1", "PASSPORT", "pp_in", "K" + R.choice("123456789") + rnd(DIG, 6))
put("pp_ca1", "PASSPORT", "pp_ca", "GA" + rnd(DIG, 6))
put("pp_de1", "PASSPORT", "pp_de", "C" + rnd("CFGHJKLMNPRTVWXYZ0123456789", 8))
put("pp_ie1", "PASSPORT", "pp_ie", "PW" + rnd(DIG, 7))
put("pp_au1", "PASSPORT", "pp_au", "PA" + rnd(DIG, 7))

# other countries' national IDs (birth-encoding ones agree with the DOBs used in texts)
put("nid_bsn1", "NATIONAL_ID", "bsn", make_bsn())
put("nid_bsn2", "NATIONAL_ID", "bsn", make_bsn())
put("nid_dni1", "NATIONAL_ID", "dni", make_dni())
put("nid_nie1", "NATIONAL_ID", "nie", make_nie("X"))
put("nid_nie2", "NATIONAL_ID", "nie", make_nie("Y"))
put("nid_sin1", "NATIONAL_ID", "sin", make_sin())
put("nid_sin2", "NATIONAL_ID", "sin", make_sin())
put("nid_pesel1", "NATIONAL_ID", "pesel", make_pesel("19840622", False))
put("nid_pesel2", "NATIONAL_ID", "pesel", make_pesel("20050311", True))
put("nid_aadhaar1", "NATIONAL_ID", "aadhaar", make_aadhaar())
put("nid_aadhaar2", "NATIONAL_ID", "aadhaar", make_aadhaar())
put("nid_nric1", "NATIONAL_ID", "nric", make_nric("S"))
put("nid_nric2", "NATIONAL_ID", "nric", make_nric("T"))
put("nid_hkid1", "NATIONAL_ID", "hkid", make_hkid())
put("nid_hkid2", "NATIONAL_ID", "hkid", make_hkid())
put("nid_pnr1", "NATIONAL_ID", "pnr", make_pnr("19760203"))
put("nid_nino1", "NATIONAL_ID", "nino", make_nino(True))
put("nid_nino2", "NATIONAL_ID", "nino", make_nino(False))
put("nid_nino3", "NATIONAL_ID", "nino", make_nino(True))
put("nid_pps1", "NATIONAL_ID", "pps", make_pps())
put("nid_hetu1", "NATIONAL_ID", "hetu", make_hetu("19910715", True))
put("nid_be1", "NATIONAL_ID", "be_nn", make_be_nn("19870930", False))
put("nid_fnr1", "NATIONAL_ID", "fnr", make_fnr("19620514", True))
put("nid_za1", "NATIONAL_ID", "za", make_za("19801126", False))

# API keys (APIKEY)
put("ak_aws1", "APIKEY", "aws_akid", "AKIA" + rnd(B32, 16))
put("ak_aws2", "APIKEY", "aws_akid", "AKIA" + rnd(B32, 16))
put("ak_gh1", "APIKEY", "gh_classic", "ghp_" + rnd(ALNUM, 36))
put("ak_gh2", "APIKEY", "gh_classic", "ghp_" + rnd(ALNUM, 36))
put("ak_ghfg1", "APIKEY", "gh_fine", "github_pat_11" + rnd(UP + DIG, 20) + "_" + rnd(ALNUM, 59))
put("ak_gl1", "APIKEY", "gitlab", "glpat-" + rnd(ALNUM + "-_", 20))
put("ak_slack1", "APIKEY", "slack_bot", "xoxb-%s-%s-%s" % (rnd(DIG, 12), rnd(DIG, 13), rnd(ALNUM, 24)))
put("ak_slack2", "APIKEY", "slack_user", "xoxp-%s-%s-%s-%s" % (rnd(DIG, 11), rnd(DIG, 12), rnd(DIG, 13), rnd(HEX, 32)))
put("ak_stripe1", "APIKEY", "stripe_sk", "sk_live_51" + rnd(ALNUM, 96))
put("ak_stripe2", "APIKEY", "stripe_sk", "sk_live_" + rnd(ALNUM, 24))
put("ak_stripe_rk1", "APIKEY", "stripe_rk", "rk_live_51" + rnd(ALNUM, 60))
put("ak_openai1", "APIKEY", "openai", "sk-proj-" + rnd(B64URL, 74) + "T3BlbkFJ" + rnd(B64URL, 74))
put("ak_anthropic1", "APIKEY", "anthropic", "sk-ant-api03-" + rnd(B64URL, 93) + "AA")
put("ak_google1", "APIKEY", "google_api", "AIzaSy" + rnd(B64URL, 33))
put("ak_google2", "APIKEY", "google_api", "AIzaSy" + rnd(B64URL, 33))
put("ak_tg1", "APIKEY", "telegram_bot", "%d:AA%s" % (R.randint(6000000000, 7999999999), rnd(B64URL, 33)))
put("ak_tg2", "APIKEY", "telegram_bot", "%d:AA%s" % (R.randint(1000000000, 5999999999), rnd(B64URL, 33)))
put("ak_discord1", "APIKEY", "discord_bot", make_discord_bot())
put("ak_sg1", "APIKEY", "sendgrid", "SG.%s.%s" % (rnd(B64URL, 22), rnd(B64URL, 43)))
put("ak_mc1", "APIKEY", "mailchimp", rnd(HEX, 32) + "-us21")
put("ak_mg1", "APIKEY", "mailgun", "key-" + rnd(HEX, 32))
put("ak_jwt1", "APIKEY", "jwt", make_jwt({"sub": "member-2231", "role": "admin", "iat": 1718201455}))
put("ak_jwt2", "APIKEY", "jwt", make_jwt({"uid": 40917, "scope": "roster:write", "exp": 1735689600}))
put("ak_jwt3", "APIKEY", "jwt", make_jwt({"sub": "svc-booking", "aud": "hall-api", "iat": 1709251200}))
put("ak_npm1", "APIKEY", "npm", "npm_" + rnd(ALNUM, 36))
put("ak_hf1", "APIKEY", "hf", "hf_" + rnd(string.ascii_letters, 34))
put("ak_airtable1", "APIKEY", "airtable_pat", "pat" + rnd(ALNUM, 14) + "." + rnd(HEX, 64))
put("ak_shopify1", "APIKEY", "shopify", "shpat_" + rnd(HEX, 32))
put("ak_aliyun1", "APIKEY", "aliyun_akid", "LTAI5t" + rnd(ALNUM, 18))
put("ak_tencent1", "APIKEY", "tencent_akid", "AKID" + rnd(ALNUM, 32))

# secrets (SECRET)
put("sec_aws1", "SECRET", "aws_secret", rnd(ALNUM + "/+", 40))
put("sec_aws2", "SECRET", "aws_secret", rnd(ALNUM + "/+", 40))
put("sec_whsec1", "SECRET", "whsec", "whsec_" + rnd(ALNUM, 32))
put("sec_whsec2", "SECRET", "whsec", "whsec_" + rnd(ALNUM, 32))
put("sec_totp1", "SECRET", "totp_seed", rnd(B32, 32))
put("sec_totp2", "SECRET", "totp_seed_grouped", " ".join(rnd(LOW + "234567", 4) for _ in range(8)))
for _i in range(1, 9):
    put("sec_rc%d" % _i, "SECRET", "recovery_code", rnd(HEX, 5) + "-" + rnd(HEX, 5))
put("sec_slackhook1", "SECRET", "slack_webhook", "https://hooks.slack.com/services/T0%s/B0%s/%s" % (rnd(UP + DIG, 9), rnd(UP + DIG, 9), rnd(ALNUM, 24)))
put("sec_slackhook2", "SECRET", "slack_webhook", "https://hooks.slack.com/services/T0%s/B0%s/%s" % (rnd(UP + DIG, 9), rnd(UP + DIG, 9), rnd(ALNUM, 24)))
put("sec_discordhook1", "SECRET", "discord_webhook", "https://discord.com/api/webhooks/1%s/%s" % (rnd(DIG, 18), rnd(B64URL, 68)))
put("sec_dinghook1", "SECRET", "dingtalk_webhook", "https://oapi.dingtalk.com/robot/send?access_token=" + rnd(HEX, 64))
put("sec_dingsign1", "SECRET", "dingtalk_sign", "SEC" + rnd(HEX, 64))
put("sec_wecomhook1", "SECRET", "wecom_webhook", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + make_uuid())
put("sec_session1", "SECRET", "django_session", rnd(LOW + DIG, 32))
put("sec_session2", "SECRET", "laravel_session", make_laravel())
put("sec_pem1", "SECRET", "pem_openssh", make_pem_openssh())
put("sec_pem2", "SECRET", "pem_ec", make_pem_ec())
put("sec_django1", "SECRET", "django_key", rnd(LOW + DIG + "!@#%^&*(-_=+)", 50))
put("sec_flask1", "SECRET", "flask_key", rnd(HEX, 64))
put("sec_twilio1", "SECRET", "twilio_token", rnd(HEX, 32))
put("sec_gclient1", "SECRET", "google_client_secret", "GOCSPX-" + rnd(B64URL, 28))
put("sec_aliyun1", "SECRET", "aliyun_secret", rnd(ALNUM, 30))
put("sec_tencent1", "SECRET", "tencent_secret", rnd(ALNUM, 32))
put("sec_wxsecret1", "SECRET", "wx_appsecret", rnd(HEX, 32))
put("sec_jwtsecret1", "SECRET", "jwt_secret", base64.b64encode(rbytes(32)).decode())

# decoys that need a shape
put("dec_aws_example", "DECOY", "literal", "AKIAIOSFODNN7EXAMPLE")
put("dec_aws_secret_example", "DECOY", "literal", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
put("dec_stripe_doc", "DECOY", "literal", "sk_test_4eC39HqLyjWDarjtT1zdp7dc")
put("dec_stripe_pk1", "DECOY", "stripe_pk", "pk_live_51" + rnd(ALNUM, 60))
put("dec_stripe_pk2", "DECOY", "stripe_pk", "pk_live_" + rnd(ALNUM, 24))
put("dec_test_card", "DECOY", "literal", "4242 4242 4242 4242")
put("dec_iban_example", "DECOY", "literal", "GB82 WEST 1234 5698 7654 32")
put("dec_totp_example", "DECOY", "literal", "JBSWY3DPEHPK3PXP")
put("dec_gclient_id1", "DECOY", "google_client_id", "%s-%s.apps.googleusercontent.com" % (rnd(DIG, 12), rnd(LOW + DIG, 32)))
put("dec_twilio_ac1", "DECOY", "twilio_ac", "AC" + rnd(HEX, 32))
put("dec_wx_appid1", "DECOY", "wx_appid", "wx" + rnd(HEX, 16))
put("dec_mapbox_pk1", "DECOY", "mapbox_pk", "pk.eyJ1Ijoi" + rnd(B64URL, 40) + "." + rnd(B64URL, 22))
for _i in range(1, 9):
    put("dec_uuid%d" % _i, "DECOY", "uuid", make_uuid())
for _i in range(1, 7):
    put("dec_sha%d" % _i, "DECOY", "sha1", rnd(HEX, 40))
for _i in range(1, 7):
    put("dec_short%d" % _i, "DECOY", "sha1_short", rnd(HEX, 7))
for _i in range(1, 4):
    put("dec_sha256_%d" % _i, "DECOY", "sha256", rnd(HEX, 64))


# added later (kept at the end so that earlier values keep their seeded sequence)
put("card_up4", "CARD", "card", make_card("6212", 19, (19,), ""))
put("card_up5", "CARD", "card", make_card("6230", 16, (4, 4, 4, 4), " "))
put("cvv_up5", "CVV", "cvv3", rnd(DIG, 3))
put("card_up6", "CARD", "card", make_card("6259", 16, (4, 4, 4, 4), "-"))
put("cvv_up6", "CVV", "cvv3", rnd(DIG, 3))
for _i, (_r, _d, _m, _x) in enumerate([("440304", "19850714", False, False), ("320583", "19930301", True, False),
                                         ("110108", "19620825", False, False), ("330203", "20040519", True, True)], 19):
    put("idcard%d" % _i, "IDCARD", "idcard", make_idcard(_r, _d, _m, _x))

# ---------------------------------------------------------------- self test
KNOWN_GOOD = [("card", "4111 1111 1111 1111"), ("iban", "GB82 WEST 1234 5698 7654 32"),
              ("iban", "DE89370400440532013000"), ("idcard", "11010519491231002X"),
              ("bsn", "111222333"), ("dni", "12345678Z"), ("sin", "130 692 544"),
              ("pesel", "44051401359"), ("nric", "S1234567D"), ("hkid", "A123456(3)"),
              ("pnr", "811218-9876"), ("hetu", "131052-308T"), ("nino", "AB123456C")]


def corruptions(s):
    for i, c in enumerate(s):
        if c.isdigit():
            yield s[:i] + str((int(c) + 1) % 10) + s[i + 1:]


def selftest(verbose=True):
    errors = []
    for fmt, v in KNOWN_GOOD:
        if not VALIDATORS[fmt](v):
            errors.append("known-good %s %s rejected" % (fmt, v))
    if verhoeff_digit("236") != "3" or not verhoeff_ok("2363"):
        errors.append("verhoeff broken")
    for name, v in VALUES.items():
        label, fmt = META[name]
        if not VALIDATORS[fmt](v):
            errors.append("%s (%s) invalid: %r" % (name, fmt, v))
            continue
        if fmt in CHECK_DIGIT_FORMATS:
            for bad in corruptions(v):
                if VALIDATORS[fmt](bad):
                    errors.append("%s: corruption %r still valid" % (name, bad))
                    break
    for fmt in ("idcard", "pesel", "hetu", "be_nn", "fnr", "za", "pnr"):
        for name, v in VALUES.items():
            if META[name][1] == fmt:
                if not valid_date(*BIRTH[fmt](v)):
                    errors.append("%s birth date invalid" % name)
    if len(set(VALUES.values())) != len(VALUES):
        errors.append("duplicate values")
    if verbose:
        print("selftest: %d values, %d errors" % (len(VALUES), len(errors)))
        for e in errors:
            print("  " + e)
    return not errors


if __name__ == "__main__":
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            print("%-22s %-11s %-18s %s" % (k, META[k][0], META[k][1], v))
    ok = selftest()
    sys.exit(0 if ok else 1)
