#!/usr/bin/env python3
"""blind86 value generators.

Every value in the corpus that needs a check digit or a vendor shape is
generated here from one seeded random.Random and stored in VALUES; texts
refer to them as $name.  The validators below are also used by
check_blind.py to check every labelled span of the corresponding type.

    python3 values.py        run selftest()
    python3 values.py -p     print all values
"""
import base64
import datetime
import hashlib
import hmac
import json
import random
import re
import string
import sys
import zlib

SEED = 86_2024_11
R = random.Random(SEED)

VALUES = {}   # name -> string as written in the corpus
KIND = {}     # name -> validator key
EXTRA = {}    # name -> extra facts (birth date, jwt secret, ...)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = UP + LOW + DIG
B62 = DIG + UP + LOW
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"
B32 = UP + "234567"


def rs(chars, n):
    return "".join(R.choice(chars) for _ in range(n))


def add(name, kind, value, **extra):
    assert name not in VALUES, name
    VALUES[name] = value
    KIND[name] = kind
    if extra:
        EXTRA[name] = extra


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


# ---------------------------------------------------------------- cards
TEST_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444",
              "378282246310005", "4000056655665556", "6011111111111117"}


def luhn_ok(num):
    d = [int(c) for c in num if c.isdigit()]
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2:
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


def card_ok(v):
    if not re.fullmatch(r"\d[\d -]*\d", v):
        return False
    d = re.sub(r"[ -]", "", v)
    if not 13 <= len(d) <= 19 or d in TEST_CARDS:
        return False
    if not re.match(r"4|5[1-5]|2[2-7]|3[47]|62|6011|65|35", d):
        return False
    if d[:2] in ("34", "37") and len(d) != 15:
        return False
    return luhn_ok(d)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "IE": 22, "DE": 22, "NL": 18, "FR": 27, "ES": 24,
            "PL": 28, "BE": 16, "LT": 20}
DOC_IBANS = {"GB82WEST12345698765432", "DE89370400440532013000",
             "GB29NWBK60161331926819", "FR1420041010050500013M02606"}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_make(country, bban):
    chk = 98 - _iban_num(bban + country + "00") % 97
    return "%s%02d%s" % (country, chk, bban)


def iban_ok(v):
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9 ]+", v):
        return False
    s = v.replace(" ", "")
    if IBAN_LEN.get(s[:2]) != len(s) or s in DOC_IBANS:
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


# ---------------------------------------------------------------- US SSN
def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", v)
    if not m:
        return False
    a, g, s = m.group(1), m.group(3), m.group(4)
    if a in ("000", "666") or a >= "900" or g == "00" or s == "0000":
        return False
    return a + g + s not in ("078051120", "123456789", "219099999")


# ---------------------------------------------------------------- CN ID (GB 11643)
CNW = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CNC = "10X98765432"


def cnid_check(s17):
    return CNC[sum(int(a) * b for a, b in zip(s17, CNW)) % 11]


def cnid_dob(v):
    s = v.replace(" ", "")
    return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))


def cnid_ok(v):
    if not re.fullmatch(r"\d{6} ?\d{8} ?\d{3}[\dX]", v):
        return False
    s = v.replace(" ", "")
    if not valid_date(int(s[6:10]), int(s[10:12]), int(s[12:14])):
        return False
    if not 1930 <= int(s[6:10]) <= 2010:
        return False
    return cnid_check(s[:17]) == s[17]


def cnid(region, dob, male, want_x=False, fmt=None):
    while True:
        s17 = region + dob.replace("-", "") + "%02d" % R.randrange(100) + \
            R.choice("13579" if male else "02468")
        c = cnid_check(s17)
        if want_x == (c == "X"):
            s = s17 + c
            return group(s, fmt) if fmt else s


# ---------------------------------------------------------------- passports (shape only)
PASSPORT_RES = [
    r"E\d{8}",                     # CN e-passport, old series
    r"E[A-HJ-NP-Z]\d{7}",          # CN e-passport, EA.. series
    r"[A-Z]{2}\d{7}",              # IE / PL
    r"\d{9}",                      # UK / US
    r"[A-Z]\d{8}",                 # US next generation
    r"[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}",  # DE
]


def passport_ok(v):
    return any(re.fullmatch(p, v) for p in PASSPORT_RES)


# ---------------------------------------------------------------- national ids
def nino_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", s):
        return False
    return s[:2] not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ")


PPS_L = "WABCDEFGHIJKLMNOPQRSTUV"


def pps_check(d7, second=""):
    t = sum(int(c) * w for c, w in zip(d7, range(8, 1, -1)))
    if second:
        t += 9 * PPS_L.index(second)
    return PPS_L[t % 23]


def pps_ok(v):
    m = re.fullmatch(r"(\d{7})([A-W])([A-IW]?)", v)
    return bool(m) and pps_check(m.group(1), m.group(3)) == m.group(2)


def bsn_ok(v):
    s = v.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{8}", s):
        return False
    t = sum(int(c) * w for c, w in zip(s[:8], range(9, 1, -1))) - int(s[8])
    return t % 11 == 0


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(v):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})-?([A-Z])", v)
    if not m:
        return False
    pre, num, let = m.groups()
    if pre:
        if len(num) != 7:
            return False
        num = "XYZ".index(pre).__str__() + num
    elif len(num) != 8:
        return False
    return DNI_L[int(num) % 23] == let


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_dob(s):
    y, m, d = int(s[0:2]), int(s[2:4]), int(s[4:6])
    cent = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}[(m // 20) * 20]
    return datetime.date(cent + y, m % 20, d)


def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    try:
        pesel_dob(v)
    except (ValueError, KeyError):
        return False
    t = sum(int(c) * w for c, w in zip(v[:10], PESEL_W))
    return (10 - t % 10) % 10 == int(v[10])


def se_ok(v):
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})[-+](\d{4})", v)
    if not m:
        return False
    if not valid_date(1900 + int(m.group(1)), int(m.group(2)), int(m.group(3))):
        return False
    return luhn_ok("".join(m.groups()))


def sin_ok(v):
    if not re.fullmatch(r"\d{3}([ -]?)\d{3}\1\d{3}", v):
        return False
    s = re.sub(r"[ -]", "", v)
    return s[0] not in "08" and luhn_ok(s)


def nric_ok(v):
    m = re.fullmatch(r"([ST])(\d{7})([A-Z])", v)
    if not m:
        return False
    t = sum(int(c) * w for c, w in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2]))
    if m.group(1) == "T":
        t += 4
    return "JZIHGFEDCBA"[t % 11] == m.group(3)


def hkid_check(letter, d6):
    t = 36 * 9 + (ord(letter) - 55) * 8
    t += sum(int(c) * w for c, w in zip(d6, range(7, 1, -1)))
    r = (11 - t % 11) % 11
    return "A" if r == 10 else str(r)


def hkid_ok(v):
    m = re.fullmatch(r"([A-Z])(\d{6})\(([0-9A])\)", v)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


def fnr_checks(s9):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    k1 = 11 - sum(int(c) * w for c, w in zip(s9, w1)) % 11
    k1 = 0 if k1 == 11 else k1
    if k1 == 10:
        return None
    s10 = s9 + str(k1)
    k2 = 11 - sum(int(c) * w for c, w in zip(s10, w2)) % 11
    k2 = 0 if k2 == 11 else k2
    if k2 == 10:
        return None
    return s10 + str(k2)


def fnr_dob(v):
    s = v.replace(" ", "")
    return datetime.date(1900 + int(s[4:6]), int(s[2:4]), int(s[0:2]))


def fnr_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"\d{11}", s):
        return False
    if not valid_date(1900 + int(s[4:6]), int(s[2:4]), int(s[0:2])):
        return False
    return fnr_checks(s[:9]) == s


def be_ok(v):
    m = re.fullmatch(r"(\d{2})\.(\d{2})\.(\d{2})-(\d{3})\.(\d{2})", v)
    if not m:
        return False
    base = "".join(m.groups()[:4])
    if not valid_date(1900 + int(base[:2]), int(base[2:4]), int(base[4:6])):
        return False
    return 97 - int(base) % 97 == int(m.group(5))


NATID_SCHEMES = [("NINO", nino_ok), ("PPSN", pps_ok), ("BSN", bsn_ok),
                 ("DNI/NIE", dni_ok), ("PESEL", pesel_ok), ("SE-PNR", se_ok),
                 ("SIN", sin_ok), ("NRIC", nric_ok), ("HKID", hkid_ok),
                 ("NO-FNR", fnr_ok), ("BE-NN", be_ok)]
NATID_CHECKED = {"PPSN", "BSN", "DNI/NIE", "PESEL", "SE-PNR", "SIN", "NRIC",
                 "HKID", "NO-FNR", "BE-NN"}


def natid_scheme(v):
    for name, fn in NATID_SCHEMES:
        if fn(v):
            return name
    return None


def natid_dob(v):
    """Birth date embedded in the id, or None."""
    sch = natid_scheme(v)
    if sch == "PESEL":
        return pesel_dob(v)
    if sch == "SE-PNR":
        return datetime.date(1900 + int(v[0:2]), int(v[2:4]), int(v[4:6]))
    if sch == "NO-FNR":
        return fnr_dob(v)
    if sch == "BE-NN":
        return datetime.date(1900 + int(v[0:2]), int(v[3:5]), int(v[6:8]))
    return None


# ---------------------------------------------------------------- api keys
def b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def ghp_make():
    body = rs(B62, 30)
    return "ghp_" + body + b62(zlib.crc32(body.encode()), 6)


def ghp_ok(v):
    m = re.fullmatch(r"ghp_([0-9A-Za-z]{30})([0-9A-Za-z]{6})", v)
    return bool(m) and b62(zlib.crc32(m.group(1).encode()), 6) == m.group(2)


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def b64u_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def jwt_make(payload, secret):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = hmac.new(secret.encode(), (h + "." + p).encode(), hashlib.sha256).digest()
    return h + "." + p + "." + b64u(sig)


def jwt_shape_ok(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        head = json.loads(b64u_dec(parts[0]))
        json.loads(b64u_dec(parts[1]))
    except Exception:
        return False
    return "alg" in head and len(b64u_dec(parts[2])) == 32


def jwt_sig_ok(v, secret):
    h, p, s = v.split(".")
    sig = hmac.new(secret.encode(), (h + "." + p).encode(), hashlib.sha256).digest()
    return hmac.compare_digest(b64u(sig), s)


DOC_KEYS = {"AKIAIOSFODNN7EXAMPLE", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "JBSWY3DPEHPK3PXP"}

APIKEY_RES = [
    ("stripe", r"(sk|rk)_live_[0-9A-Za-z]{24,99}"),
    ("github-pat", r"ghp_[0-9A-Za-z]{36}"),
    ("github-fine", r"github_pat_[0-9A-Za-z]{22}_[0-9A-Za-z]{59}"),
    ("aws-akid", r"(AKIA|ASIA)[A-Z2-7]{16}"),
    ("slack-bot", r"xox[bp]-\d{10,13}-\d{10,13}-[0-9A-Za-z]{24}"),
    ("sendgrid", r"SG\.[0-9A-Za-z_-]{22}\.[0-9A-Za-z_-]{43}"),
    ("google", r"AIza[0-9A-Za-z_-]{35}"),
    ("telegram", r"\d{8,10}:AA[0-9A-Za-z_-]{33}"),
    ("mailgun", r"key-[0-9a-f]{32}"),
    ("twilio-sk", r"SK[0-9a-f]{32}"),
    ("gitlab", r"glpat-[0-9A-Za-z_-]{20}"),
    ("openai", r"sk-proj-[0-9A-Za-z_-]{48}"),
    ("huggingface", r"hf_[A-Za-z]{34}"),
    ("mailchimp", r"[0-9a-f]{32}-us\d{1,2}"),
    ("aliyun-akid", r"LTAI[0-9A-Za-z]{20}"),
    ("tencent-akid", r"AKID[0-9A-Za-z]{32}"),
    ("gocardless", r"live_[0-9A-Za-z_-]{40}"),
    ("square", r"EAAA[0-9A-Za-z_-]{60}"),
    ("shopify", r"shpat_[0-9a-f]{32}"),
    ("brevo", r"xkeysib-[0-9a-f]{64}-[0-9A-Za-z]{16}"),
]


def apikey_kind(v):
    if v in DOC_KEYS:
        return None
    for name, rx in APIKEY_RES:
        if re.fullmatch(rx, v):
            if name == "github-pat" and not ghp_ok(v):
                return None
            return name
    if v.startswith("eyJ") and jwt_shape_ok(v):
        return "jwt"
    return None


# ---------------------------------------------------------------- secrets
SECRET_RES = [
    ("aws-secret", r"[0-9A-Za-z/+]{40}"),
    ("stripe-whsec", r"whsec_[0-9A-Za-z]{32}"),
    ("slack-webhook", r"https://hooks\.slack\.com/services/T[0-9A-Z]{8,10}/B[0-9A-Z]{8,10}/[0-9A-Za-z]{24}"),
    ("discord-webhook", r"https://discord\.com/api/webhooks/\d{17,19}/[0-9A-Za-z_-]{68}"),
    ("teams-webhook", r"https://[a-z0-9-]+\.webhook\.office\.com/webhookb2/[0-9a-f-]{36}@[0-9a-f-]{36}/IncomingWebhook/[0-9a-f]{32}/[0-9a-f-]{36}"),
    ("dingtalk-webhook", r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}"),
    ("dingtalk-sign", r"SEC[0-9a-f]{64}"),
    ("wecom-webhook", r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}"),
    ("feishu-webhook", r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}"),
    ("totp-seed", r"(?:[A-Z2-7]{4} ){3,7}[A-Z2-7]{4}|[A-Z2-7]{16,32}"),
    ("recovery-code", r"[0-9a-z]{5}-[0-9a-z]{5}"),
    ("pem", r"-----BEGIN ([A-Z ]+ )?PRIVATE KEY-----\n[0-9A-Za-z+/=\n]+\n-----END ([A-Z ]+ )?PRIVATE KEY-----"),
    ("hex32", r"[0-9a-f]{32}"),
    ("alnum30-32", r"[0-9A-Za-z]{30,32}"),
    ("django", r"django-insecure-[!-~]{50}|[a-z0-9!@#%^&*(\-_=+)]{50}"),
    ("azure-key", r"[0-9A-Za-z/+]{86}=="),
    ("session", r"[0-9A-Za-z%._-]{24,120}"),
]


def secret_kind(v):
    if v in DOC_KEYS:
        return None
    for name, rx in SECRET_RES:
        if re.fullmatch(rx, v):
            return name
    # connection-string passwords and other free-form secrets
    if 6 <= len(v) <= 64 and not re.search(r"\s", v):
        return "free-form"
    return None


def pem_make(label, head, lines):
    body = [head + rs(ALNUM + "+/", 64 - len(head))]
    for _ in range(lines - 1):
        body.append(rs(ALNUM + "+/", 64))
    body.append(rs(ALNUM + "+/", 20) + "==")
    lab = (label + " ") if label else ""
    return "-----BEGIN %sPRIVATE KEY-----\n%s\n-----END %sPRIVATE KEY-----" % (
        lab, "\n".join(body), lab)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def ean13():
    body = "50" + rs(DIG, 10)
    t = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - t % 10) % 10)


def ean_ok(v):
    if not re.fullmatch(r"\d{13}", v):
        return False
    t = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(v[:12]))
    return (10 - t % 10) % 10 == int(v[12])


# ================================================================ generation
# ---- cards
add("card_v1", "CARD", group(luhn_complete("4929", 16), [4, 4, 4, 4]))
add("card_v2", "CARD", luhn_complete("4658", 16))
add("card_v3", "CARD", group(luhn_complete("4484", 16), [4, 4, 4, 4], "-"))
add("card_v4", "CARD", group(luhn_complete("4716", 16), [4, 4, 4, 4]))
add("card_v5", "CARD", group(luhn_complete("4035", 16), [4, 4, 4, 4]))
add("card_mc1", "CARD", group(luhn_complete("5412", 16), [4, 4, 4, 4]))
add("card_mc2", "CARD", luhn_complete("2223", 16))
add("card_mc3", "CARD", group(luhn_complete("5355", 16), [4, 4, 4, 4], "-"))
add("card_mc4", "CARD", group(luhn_complete("5168", 16), [4, 4, 4, 4]))
add("card_ax1", "CARD", group(luhn_complete("3714", 15), [4, 6, 5]))
add("card_ax2", "CARD", luhn_complete("3787", 15))
add("card_up1", "CARD", group(luhn_complete("6228", 16), [4, 4, 4, 4]))
add("card_up2", "CARD", luhn_complete("6217", 19))
add("card_up3", "CARD", luhn_complete("6222", 16))
add("card_up4", "CARD", group(luhn_complete("6259", 16), [4, 4, 4, 4]))
add("card_disc1", "CARD", group(luhn_complete("6011", 16), [4, 4, 4, 4]))

# ---- IBANs
add("iban_gb1", "IBAN", group(iban_make("GB", "NWBK" + rs(DIG, 14)), [4, 4, 4, 4, 4, 2]))
add("iban_gb2", "IBAN", iban_make("GB", "BARC" + rs(DIG, 14)))
add("iban_gb3", "IBAN", group(iban_make("GB", "LOYD" + rs(DIG, 14)), [4, 4, 4, 4, 4, 2]))
add("iban_ie1", "IBAN", group(iban_make("IE", "AIBK" + rs(DIG, 14)), [4, 4, 4, 4, 4, 2]))
add("iban_ie2", "IBAN", iban_make("IE", "BOFI" + rs(DIG, 14)))
add("iban_ie3", "IBAN", group(iban_make("IE", "IPBS" + rs(DIG, 14)), [4, 4, 4, 4, 4, 2]))
add("iban_ie4", "IBAN", group(iban_make("IE", "AIBK" + rs(DIG, 14)), [4, 4, 4, 4, 4, 2]))
add("iban_de1", "IBAN", group(iban_make("DE", rs(DIG, 18)), [4, 4, 4, 4, 4, 2]))
add("iban_nl1", "IBAN", iban_make("NL", "INGB" + rs(DIG, 10)))
add("iban_fr1", "IBAN", group(iban_make("FR", rs(DIG, 23)), [4, 4, 4, 4, 4, 4, 3]))
add("iban_es1", "IBAN", group(iban_make("ES", rs(DIG, 20)), [4, 4, 4, 4, 4, 4]))
add("iban_pl1", "IBAN", group(iban_make("PL", rs(DIG, 24)), [4, 4, 4, 4, 4, 4, 4]))
add("iban_lt1", "IBAN", iban_make("LT", rs(DIG, 16)))


# ---- US SSNs
def ssn_make(sep="-"):
    while True:
        a = "%03d" % R.randint(1, 899)
        v = a + sep + "%02d" % R.randint(1, 99) + sep + "%04d" % R.randint(1, 9999)
        if ssn_ok(v):
            return v


for i in range(1, 7):
    add("ssn%d" % i, "SSN", ssn_make())
add("ssn7", "SSN", ssn_make(" "))

# ---- Chinese resident ids (region, birth date, male)
CNIDS = [
    ("idc1", "110105", "1978-03-14", True, False, None),
    ("idc2", "310115", "1985-11-02", False, False, None),
    ("idc3", "440305", "1990-07-21", True, True, None),
    ("idc4", "330106", "1969-12-30", False, False, None),
    ("idc5", "510107", "1993-05-08", True, False, None),
    ("idc6", "320102", "1982-09-17", False, False, None),
    ("idc7", "370202", "1975-01-26", True, False, None),
    ("idc8", "210102", "1988-04-03", False, False, None),
    ("idc9", "420106", "1996-10-11", True, True, None),
    ("idc10", "130102", "1972-06-19", False, False, None),
    ("idc11", "350203", "1984-02-29", True, False, None),
    ("idc12", "500103", "1991-08-15", False, False, None),
    ("idc13", "610113", "1966-11-23", True, False, [6, 8, 4]),
    ("idc14", "230103", "1999-03-07", False, False, None),
    ("idc15", "410105", "1980-10-09", True, False, None),
    ("idc16", "450103", "1987-12-01", False, True, None),
]
for name, reg, dob, male, wx, fmt in CNIDS:
    add(name, "IDCARD", cnid(reg, dob, male, wx, fmt), dob=dob)

# ---- passports (shape only)
add("pp_cn1", "PASSPORT", "E" + rs(DIG, 8))
add("pp_cn2", "PASSPORT", "EA" + rs(DIG, 7))
add("pp_cn3", "PASSPORT", "EJ" + rs(DIG, 7))
add("pp_cn4", "PASSPORT", "E" + rs(DIG, 8))
add("pp_uk1", "PASSPORT", R.choice("5"
                                   "1") + rs(DIG, 8))
add("pp_uk2", "PASSPORT", "12" + rs(DIG, 7))
add("pp_ie1", "PASSPORT", "P" + R.choice("ABCDN") + rs(DIG, 7))
add("pp_ie2", "PASSPORT", "L" + R.choice("ABCDN") + rs(DIG, 7))
add("pp_us1", "PASSPORT", "A" + rs(DIG, 8))
add("pp_pl1", "PASSPORT", "E" + R.choice("KLMN") + rs(DIG, 7))
add("pp_de1", "PASSPORT", "C" + rs("CFGHJKLMNPRTVWXYZ0123456789", 8))


# ---- other national ids
def nino_make(spaced):
    while True:
        v = R.choice("ABCEGHJKLMNOPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ") + \
            rs(DIG, 6) + R.choice("ABCD")
        if nino_ok(v):
            return group(v, [2, 2, 2, 2, 1]) if spaced else v


def pps_make(second=""):
    d7 = rs(DIG, 7)
    return d7 + pps_check(d7, second) + second


def bsn_make():
    while True:
        v = R.choice("123456789") + rs(DIG, 8)
        if bsn_ok(v):
            return v


def dni_make():
    n = "%08d" % R.randint(10000000, 79999999)
    return n + DNI_L[int(n) % 23]


def nie_make():
    p = R.choice("XY")
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]


def pesel_make(dob, male):
    y, m, d = dob.split("-")
    mm = int(m) + (20 if int(y) >= 2000 else 0)
    s = y[2:] + "%02d" % mm + d + rs(DIG, 3) + R.choice("13579" if male else "02468")
    t = sum(int(c) * w for c, w in zip(s, PESEL_W))
    return s + str((10 - t % 10) % 10)


def se_make(dob, sep="-"):
    y, m, d = dob.split("-")
    s9 = y[2:] + m + d + rs(DIG, 3)
    for c in DIG:
        if luhn_ok(s9 + c):
            return s9[:6] + sep + s9[6:] + c


def sin_make():
    while True:
        v = luhn_complete(R.choice("1234567"), 9)
        return group(v, [3, 3, 3])


def nric_make(p="S"):
    d = rs(DIG, 7)
    t = sum(int(c) * w for c, w in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if p == "T" else 0)
    return p + d + "JZIHGFEDCBA"[t % 11]


def hkid_make():
    L = R.choice("ACDEGKPR")
    d6 = rs(DIG, 6)
    return "%s%s(%s)" % (L, d6, hkid_check(L, d6))


def fnr_make(dob):
    y, m, d = dob.split("-")
    while True:
        v = fnr_checks(d + m + y[2:] + "%03d" % R.randint(0, 499))
        if v:
            return v


def be_make(dob, male):
    y, m, d = dob.split("-")
    while True:
        n = R.randint(1, 997)
        if (n % 2 == 1) == male:
            break
    base = y[2:] + m + d + "%03d" % n
    c = 97 - int(base) % 97
    return "%s.%s.%s-%03d.%02d" % (y[2:], m, d, n, c)


add("nino1", "NATIONAL_ID", nino_make(True))
add("nino2", "NATIONAL_ID", nino_make(False))
add("nino3", "NATIONAL_ID", nino_make(True))
add("pps1", "NATIONAL_ID", pps_make())
add("pps2", "NATIONAL_ID", pps_make("A"))
add("pps3", "NATIONAL_ID", pps_make())
add("pps4", "NATIONAL_ID", pps_make("W"))
add("bsn1", "NATIONAL_ID", bsn_make())
add("dni1", "NATIONAL_ID", dni_make())
add("nie1", "NATIONAL_ID", nie_make())
add("pesel1", "NATIONAL_ID", pesel_make("1987-06-04", True), dob="1987-06-04")
add("pesel2", "NATIONAL_ID", pesel_make("1992-01-30", False), dob="1992-01-30")
add("se1", "NATIONAL_ID", se_make("1979-09-12"), dob="1979-09-12")
add("sin1", "NATIONAL_ID", sin_make())
add("nric1", "NATIONAL_ID", nric_make("S"))
add("nric2", "NATIONAL_ID", nric_make("T"))
add("hkid1", "NATIONAL_ID", hkid_make())
add("hkid2", "NATIONAL_ID", hkid_make())
add("fnr1", "NATIONAL_ID", fnr_make("1983-02-27"), dob="1983-02-27")
add("be1", "NATIONAL_ID", be_make("1990-12-05", False), dob="1990-12-05")

# ---- API keys
add("ak_stripe1", "APIKEY", "sk_live_" + rs(ALNUM, 24))
add("ak_stripe2", "APIKEY", "rk_live_" + rs(ALNUM, 32))
add("ak_octopus1", "APIKEY", "sk_live_" + rs(ALNUM, 24))
add("ak_ghp1", "APIKEY", ghp_make())
add("ak_ghp2", "APIKEY", ghp_make())
add("ak_ghfine1", "APIKEY", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59))
add("ak_aws1", "APIKEY", "AKIA" + rs(B32, 16))
add("ak_aws2", "APIKEY", "AKIA" + rs(B32, 16))
add("ak_slack1", "APIKEY", "xoxb-%s-%s-%s" % (rs(DIG, 11), rs(DIG, 13), rs(ALNUM, 24)))
add("ak_sendgrid1", "APIKEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43))
add("ak_google1", "APIKEY", "AIza" + rs(B64URL, 35))
add("ak_google2", "APIKEY", "AIza" + rs(B64URL, 35))
add("ak_tg1", "APIKEY", R.choice("5678") + rs(DIG, 9) + ":AA" + rs(B64URL, 33))
add("ak_mailgun1", "APIKEY", "key-" + rs(HEX, 32))
add("ak_twilio1", "APIKEY", "SK" + rs(HEX, 32))
add("ak_glpat1", "APIKEY", "glpat-" + rs(B64URL, 20))
add("ak_openai1", "APIKEY", "sk-proj-" + rs(B64URL, 48))
add("ak_hf1", "APIKEY", "hf_" + rs(UP + LOW, 34))
add("ak_mailchimp1", "APIKEY", rs(HEX, 32) + "-us14")
add("ak_aliyun1", "APIKEY", "LTAI5t" + rs(ALNUM, 18))
add("ak_aliyun2", "APIKEY", "LTAI5t" + rs(ALNUM, 18))
add("ak_tencent1", "APIKEY", "AKID" + rs(ALNUM, 32))
add("ak_gocardless1", "APIKEY", "live_" + rs(B64URL, 40))
add("ak_square1", "APIKEY", "EAAA" + rs(B64URL, 60))
add("ak_shopify1", "APIKEY", "shpat_" + rs(HEX, 32))
add("ak_brevo1", "APIKEY", "xkeysib-" + rs(HEX, 64) + "-" + rs(ALNUM, 16))
_jwt_s1 = rs(ALNUM, 32)
add("ak_jwt1", "APIKEY", jwt_make({"sub": "crm-sync", "iss": "ecoheat-portal",
                                   "scope": "jobs:write", "iat": 1727769600,
                                   "exp": 1759305600}, _jwt_s1), jwt_secret=_jwt_s1)
_jwt_s2 = rs(ALNUM, 32)
add("ak_jwt2", "APIKEY", jwt_make({"sub": "driver-app", "role": "dispatch",
                                   "iat": 1730419200, "exp": 1761955200}, _jwt_s2),
    jwt_secret=_jwt_s2)
_jwt_s3 = rs(ALNUM, 32)
add("ak_jwt3", "APIKEY", jwt_make({"uid": 20931, "app": "ruanshui-miniapp",
                                   "iat": 1733011200, "exp": 1764547200}, _jwt_s3),
    jwt_secret=_jwt_s3)

# ---- secrets
add("sc_aws1", "SECRET", rs(ALNUM + "/+", 40))
add("sc_aws2", "SECRET", rs(ALNUM + "/+", 40))
add("sc_aliyun1", "SECRET", rs(ALNUM, 30))
add("sc_aliyun2", "SECRET", rs(ALNUM, 30))
add("sc_tencent1", "SECRET", rs(ALNUM, 32))
add("sc_whsec1", "SECRET", "whsec_" + rs(ALNUM, 32))
add("sc_whsec2", "SECRET", "whsec_" + rs(ALNUM, 32))
add("sc_slackhook1", "SECRET", "https://hooks.slack.com/services/T0%s/B0%s/%s" % (
    rs(UP + DIG, 8), rs(UP + DIG, 9), rs(ALNUM, 24)))
add("sc_discordhook1", "SECRET", "https://discord.com/api/webhooks/1%s/%s" % (
    rs(DIG, 18), rs(B64URL, 68)))
add("sc_teamshook1", "SECRET", "https://warmhomesni.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (
    uuid4(), uuid4(), rs(HEX, 32), uuid4()))
add("sc_dinghook1", "SECRET", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
add("sc_dingsign1", "SECRET", "SEC" + rs(HEX, 64))
add("sc_wecomhook1", "SECRET", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4())
add("sc_feishuhook1", "SECRET", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4())
add("sc_totp1", "SECRET", rs(B32, 32))
add("sc_totp2", "SECRET", group(rs(B32, 16), [4, 4, 4, 4]))
add("sc_totp3", "SECRET", rs(B32, 16))
for i in range(1, 9):
    add("sc_rc%d" % i, "SECRET", rs(LOW + DIG, 5) + "-" + rs(LOW + DIG, 5))
add("sc_pem1", "SECRET", pem_make("OPENSSH", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 4))
add("sc_pem2", "SECRET", pem_make("RSA", "MIIEowIBAAKCAQEA", 6))
add("sc_pem3", "SECRET", pem_make("EC", "MHcCAQEEI", 2))
add("sc_cookie1", "SECRET", rs(ALNUM, 40))
add("sc_cookie2", "SECRET", "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM + "%", 43))
add("sc_cookie3", "SECRET", rs(LOW + DIG, 32))
add("sc_twilio1", "SECRET", rs(HEX, 32))
add("sc_wxsecret1", "SECRET", rs(HEX, 32))
add("sc_django1", "SECRET", "django-insecure-" + rs(LOW + DIG + "!@#%^&*(-_=+)", 50))
add("sc_azure1", "SECRET", rs(ALNUM + "/+", 86) + "==")
add("sc_xero1", "SECRET", rs(B64URL, 48))
add("sc_flask1", "SECRET", rs(HEX, 32))

# ---- decoys that need a vendor shape
add("dk_pk_stripe1", "DECOY", "pk_live_" + rs(ALNUM, 24))
add("dk_pk_stripe2", "DECOY", "pk_live_" + rs(ALNUM, 24))
add("dk_wx_appid1", "DECOY", "wx" + rs(HEX, 16))
add("dk_twilio_ac1", "DECOY", "AC" + rs(HEX, 32))
add("dk_gclient1", "DECOY", "%s-%s.apps.googleusercontent.com" % (rs(DIG, 12), rs(LOW + DIG, 32)))
add("dk_xero_client1", "DECOY", rs(HEX.upper(), 32))
add("dk_mapbox_pk1", "DECOY", "pk." + b64u(b'{"u":"loglinefuel","a":"cl' + rs(LOW, 6).encode() + b'"}') + "." + rs(B64URL, 22))
for i in range(1, 7):
    add("dk_commit%d" % i, "DECOY", rs(HEX, 40))
for i in range(1, 4):
    add("dk_sha256_%d" % i, "DECOY", rs(HEX, 64))
add("dk_md5_1", "DECOY", rs(HEX, 32))
for i in range(1, 9):
    add("dk_uuid%d" % i, "DECOY", uuid4())
for i in range(1, 4):
    add("dk_ean%d" % i, "DECOY", ean13())

# ---- added later (appended so earlier values keep their seeded draws)
add("ssn8", "SSN", ssn_make())
add("ssn9", "SSN", ssn_make())
add("ssn10", "SSN", ssn_make())
add("iban_be1", "IBAN", group(iban_make("BE", rs(DIG, 12)), [4, 4, 4, 4]))


# ================================================================ selftest
def validate(name):
    v, k = VALUES[name], KIND[name]
    ex = EXTRA.get(name, {})
    if k == "CARD":
        return card_ok(v)
    if k == "IBAN":
        return iban_ok(v)
    if k == "SSN":
        return ssn_ok(v)
    if k == "IDCARD":
        return cnid_ok(v) and cnid_dob(v).isoformat() == ex["dob"]
    if k == "PASSPORT":
        return passport_ok(v)
    if k == "NATIONAL_ID":
        if natid_scheme(v) is None:
            return False
        if "dob" in ex:
            return natid_dob(v).isoformat() == ex["dob"]
        return True
    if k == "APIKEY":
        if apikey_kind(v) is None:
            return False
        if "jwt_secret" in ex:
            return jwt_sig_ok(v, ex["jwt_secret"])
        return True
    if k == "SECRET":
        return secret_kind(v) is not None
    if k == "DECOY":
        if name.startswith("dk_ean"):
            return ean_ok(v)
        return True
    return False


def has_check(name):
    """Values whose format carries a check digit/checksum/signature."""
    k, v = KIND[name], VALUES[name]
    if k in ("CARD", "IBAN", "IDCARD"):
        return True
    if k == "NATIONAL_ID":
        return natid_scheme(v) in NATID_CHECKED
    if k == "APIKEY":
        return apikey_kind(v) in ("github-pat", "jwt")
    if name.startswith("dk_ean"):
        return True
    return False


def corrupt(v, k, pos_from_end=2):
    """Change one digit (or, for JWT/GitHub tokens, one body char)."""
    chars = list(v)
    if k == "jwt":
        i = v.index(".") + 5
        chars[i] = "A" if chars[i] != "A" else "B"
        return "".join(chars)
    if k == "ghp":
        chars[6] = "x" if chars[6] != "x" else "y"
        return "".join(chars)
    idx = [i for i, c in enumerate(chars) if c.isdigit()]
    i = idx[-pos_from_end] if len(idx) >= pos_from_end else idx[-1]
    chars[i] = str((int(chars[i]) + 3) % 10)
    return "".join(chars)


def selftest(verbose=False):
    bad = []
    checked = 0
    for name in VALUES:
        if not validate(name):
            bad.append("invalid: %s=%r" % (name, VALUES[name]))
            continue
        if has_check(name):
            v = VALUES[name]
            ak = apikey_kind(v) if KIND[name] == "APIKEY" else None
            ck = "jwt" if ak == "jwt" else "ghp" if ak == "github-pat" else "digit"
            for pos in (1, 2, 4):
                cv = corrupt(v, ck, pos)
                VALUES[name] = cv
                still = validate(name)
                VALUES[name] = v
                if still:
                    bad.append("corruption not caught: %s %r -> %r" % (name, v, cv))
            checked += 1
    assert len(set(VALUES.values())) == len(VALUES), "duplicate values"
    if verbose:
        print("selftest: %d values, %d with check digits corrupted 3x each, %d problems"
              % (len(VALUES), checked, len(bad)))
    for b in bad:
        print(b)
    return not bad


if __name__ == "__main__":
    if "-p" in sys.argv:
        w = max(map(len, VALUES))
        for n, v in VALUES.items():
            print("%-*s %-11s %s" % (w, n, KIND[n], v.replace("\n", "\\n")))
    ok = selftest(verbose=True)
    sys.exit(0 if ok else 1)
