#!/usr/bin/env python3
"""blind75 -- generated values that need a check digit or a vendor shape.

Every value is produced by a seeded random.Random, so the corpus is
reproducible.  Texts refer to a value as `$name`.

    python3 values.py        run selftest()
    python3 values.py -p     print every value
"""
import base64
import datetime
import json
import random
import re
import string
import sys

SEED = 7507519
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
UPD = UP + DIG
LO = string.ascii_lowercase
LOD = LO + DIG
ALNUM = string.ascii_letters + DIG
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def digits(s):
    return re.sub(r"\D", "", s)


# ---------------------------------------------------------------- validators
def luhn_ok(s):
    ds = [int(c) for c in s if c.isdigit()]
    if len(ds) < 2:
        return False
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_digit(payload):
    for c in DIG:
        if luhn_ok(payload + c):
            return c
    raise AssertionError


CARD_PREFIX = re.compile(
    r"^(4|5[1-5]|2(22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)|3[47]|62|35(2[89]|[3-8]\d)|6011|65)")


def card_ok(v):
    if not re.fullmatch(r"\d+(?:[ -]\d+)*", v):
        return False
    d = digits(v)
    return 13 <= len(d) <= 19 and bool(CARD_PREFIX.match(d)) and luhn_ok(d)


IBAN_LEN = dict(DE=22, GB=22, FR=27, NL=18, ES=24, IT=27, BE=16, CH=21, IE=22,
                AT=20, PL=28, LU=20, PT=25, SE=24, DK=18, NO=15, FI=18)


def _mod97(s):
    return int("".join(str(int(ch, 36)) for ch in s)) % 97


def iban_ok(v):
    if not re.fullmatch(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+", v):
        return False
    c = v.replace(" ", "")
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    return _mod97(c[4:] + c[:4]) == 1


EXAMPLE_SSN = {"078051120", "123456789", "219099999", "457555462"}


def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", v)
    if not m:
        return False
    a, g, s = m.group(1), m.group(3), m.group(4)
    if a in ("000", "666") or a[0] == "9" or g == "00" or s == "0000":
        return False
    return digits(v) not in EXAMPLE_SSN


ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_C = "10X98765432"


def _date_ok(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


def idcard_check_char(body17):
    return ID_C[sum(int(a) * w for a, w in zip(body17, ID_W)) % 11]


def idcard_ok(v):
    if not re.fullmatch(r"[1-8]\d{16}[\dX]", v):
        return False
    y, m, d = int(v[6:10]), int(v[10:12]), int(v[12:14])
    if not (1900 <= y <= 2024 and _date_ok(y, m, d)):
        return False
    return idcard_check_char(v[:17]) == v[17]


def idcard_date(v):
    return {"y4": int(v[6:10]), "m": int(v[10:12]), "d": int(v[12:14])}


# --- national ids (other countries) ---
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


def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"
NRIC_ST = "JZIHGFEDCBA"
NRIC_FG = "XWUTRQPNMLK"
NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def _nino(v):
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])", v)
    if not m or m.group(1) in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
        return None
    return {}


def _bsn(v):
    if not re.fullmatch(r"\d{9}|\d{4}\.\d{2}\.\d{3}", v):
        return None
    d = [int(c) for c in digits(v)]
    if d[0] == 0:
        return None
    s = sum(d[i] * (9 - i) for i in range(8)) - d[8]
    return {} if s % 11 == 0 else None


def _dni(v):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", v)
    if not m:
        return None
    return {} if DNI_L[int(m.group(1)) % 23] == m.group(2) else None


def _nie(v):
    m = re.fullmatch(r"([XYZ])-?(\d{7})-?([A-Z])", v)
    if not m:
        return None
    n = int("XYZ".index(m.group(1)).__str__() + m.group(2))
    return {} if DNI_L[n % 23] == m.group(3) else None


def _aadhaar(v):
    if not re.fullmatch(r"[2-9]\d{3} ?\d{4} ?\d{4}", v):
        return None
    return {} if verhoeff_ok(digits(v)) else None


def _nir(v):
    m = re.fullmatch(r"([12]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?(\d{3}) ?(\d{3}) ?(\d{2})", v)
    if not m:
        return None
    mm = int(m.group(3))
    if not 1 <= mm <= 12:
        return None
    d = digits(v)
    if 97 - int(d[:13]) % 97 != int(d[13:]):
        return None
    return {"y2": int(m.group(2)), "m": mm}


def _se_pnr(v):
    m = re.fullmatch(r"(\d{2})?(\d{2})(\d{2})(\d{2})[-+]?(\d{3})(\d)", v)
    if not m:
        return None
    yy, mo, dd = int(m.group(2)), int(m.group(3)), int(m.group(4))
    if not _date_ok(2000 if yy == 0 else 1900 + yy, mo, dd):
        return None
    if not luhn_ok(m.group(2) + m.group(3) + m.group(4) + m.group(5) + m.group(6)):
        return None
    info = {"y2": yy, "m": mo, "d": dd}
    if m.group(1):
        info["y4"] = int(m.group(1) + m.group(2))
    return info


def _sin(v):
    if not re.fullmatch(r"\d{3}([- ]?)\d{3}\1\d{3}", v):
        return None
    d = digits(v)
    if d[0] in "08":
        return None
    return {} if luhn_ok(d) else None


def _nric(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m:
        return None
    s = sum(int(a) * w for a, w in zip(m.group(2), NRIC_W))
    if m.group(1) in "TG":
        s += 4
    table = NRIC_ST if m.group(1) in "ST" else NRIC_FG
    return {} if table[s % 11] == m.group(3) else None


def hkid_check(letters, six):
    vals = []
    if len(letters) == 1:
        vals.append(36)
    vals += [ord(c) - 55 for c in letters]
    vals += [int(c) for c in six]
    s = sum(v * w for v, w in zip(vals, [9, 8, 7, 6, 5, 4, 3, 2]))
    r = (11 - s % 11) % 11
    return "A" if r == 10 else str(r)


def _hkid(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(([0-9A])\)|([A-Z]{1,2})(\d{6})([0-9A])", v)
    if not m:
        return None
    letters, six, chk = (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(4), m.group(5), m.group(6))
    return {} if hkid_check(letters, six) == chk else None


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def _pesel(v):
    if not re.fullmatch(r"\d{11}", v):
        return None
    d = [int(c) for c in v]
    if (10 - sum(a * w for a, w in zip(d, PESEL_W)) % 10) % 10 != d[10]:
        return None
    yy, mm, dd = int(v[:2]), int(v[2:4]), int(v[4:6])
    century = {0: 1900, 20: 2000, 80: 1800, 40: 2100, 60: 2200}[(mm // 20) * 20]
    mm = mm % 20
    if not _date_ok(century + yy, mm, dd):
        return None
    return {"y4": century + yy, "m": mm, "d": dd}


def _be_nrn(v, century=None):
    m = re.fullmatch(r"(\d{2})\.?(\d{2})\.?(\d{2})-?(\d{3})\.?(\d{2})", v)
    if not m:
        return None
    d = digits(v)
    yy, mo, dd = int(d[:2]), int(d[2:4]), int(d[4:6])
    for cen, pre in ((1900, ""), (2000, "2")):
        if century and cen != century:
            continue
        if 97 - int(pre + d[:9]) % 97 == int(d[9:]) and _date_ok(cen + yy, mo, dd):
            return {"y4": cen + yy, "m": mo, "d": dd}
    return None


def _za_id(v):
    if not re.fullmatch(r"\d{13}", v):
        return None
    yy, mo, dd = int(v[:2]), int(v[2:4]), int(v[4:6])
    if not (_date_ok(1900 + yy, mo, dd) and v[10] in "01" and luhn_ok(v)):
        return None
    return {"y2": yy, "m": mo, "d": dd}


NID_FORMATS = {
    "uk_nino": _nino, "nl_bsn": _bsn, "es_dni": _dni, "es_nie": _nie,
    "in_aadhaar": _aadhaar, "fr_nir": _nir, "se_pnr": _se_pnr, "ca_sin": _sin,
    "sg_nric": _nric, "hk_hkid": _hkid, "pl_pesel": _pesel, "be_nrn": _be_nrn,
    "za_id": _za_id,
}
NID_NO_CHECK = {"uk_nino"}


def nid_match(v):
    """[(fmt, date_info)] of every national-id format the value passes."""
    out = []
    for fmt, fn in NID_FORMATS.items():
        info = fn(v)
        if info is not None:
            out.append((fmt, info))
    return out


PASSPORT_SHAPES = {
    "cn": r"E\d{8}|E[A-HJ-NP-Z]\d{7}|G\d{8}",
    "us": r"\d{9}|[A-Z]\d{8}",
    "uk": r"\d{9}",
    "de": r"[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}",
    "fr": r"\d{2}[A-Z]{2}\d{5}",
    "in": r"[A-Z]\d{7}",
    "ca": r"[A-Z]{2}\d{6}",
    "au": r"[A-Z]{1,2}\d{7}",
    "jp": r"[A-Z]{2}\d{7}",
    "hk": r"[HK]\d{8}",
    "nl": r"[A-NP-Z]{2}[A-NP-Z0-9]{6}\d",
    "sg": r"[EK]\d{7}[A-Z]",
}


def passport_ok(v):
    return any(re.fullmatch(p, v) for p in PASSPORT_SHAPES.values())


def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3 or not all(re.fullmatch(r"[A-Za-z0-9_-]+", p) for p in parts):
        return False
    try:
        hdr = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return "alg" in hdr


APIKEY_SHAPES = [
    ("stripe_secret", r"[sr]k_live_[A-Za-z0-9]{24,110}"),
    ("github_pat", r"ghp_[A-Za-z0-9]{36}"),
    ("github_fine", r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}"),
    ("aws_akid", r"(AKIA|ASIA)[A-Z0-9]{16}"),
    ("slack_bot", r"xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}"),
    ("telegram_bot", r"\d{8,10}:AA[A-Za-z0-9_-]{33}"),
    ("google", r"AIza[0-9A-Za-z_-]{35}"),
    ("sendgrid", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}"),
    ("openai", r"sk-proj-[A-Za-z0-9_-]{40,200}"),
    ("anthropic", r"sk-ant-api03-[A-Za-z0-9_-]{90,110}"),
    ("dashscope", r"sk-[a-f0-9]{32}"),
    ("huggingface", r"hf_[A-Za-z]{34}"),
    ("gitlab", r"glpat-[A-Za-z0-9_-]{20}"),
    ("npm", r"npm_[A-Za-z0-9]{36}"),
    ("shopify", r"shpat_[a-f0-9]{32}"),
    ("mailgun", r"key-[a-f0-9]{32}"),
    ("twilio_key", r"SK[a-f0-9]{32}"),
    ("aliyun_akid", r"LTAI[A-Za-z0-9]{12,20}"),
    ("tencent_secretid", r"AKID[A-Za-z0-9]{32}"),
    ("pypi", r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}"),
    ("digitalocean", r"dop_v1_[a-f0-9]{64}"),
    ("datadog", r"[a-f0-9]{32}"),
    ("linear", r"lin_api_[A-Za-z0-9]{40}"),
    ("airtable", r"pat[A-Za-z0-9]{14}\.[a-f0-9]{64}"),
]


def apikey_shape(v):
    if jwt_ok(v):
        return "jwt"
    for name, rx in APIKEY_SHAPES:
        if re.fullmatch(rx, v):
            return name
    return None


WEBHOOK_HOSTS = ("https://hooks.slack.com/services/", "https://oapi.dingtalk.com/robot/send?access_token=",
                 "https://open.feishu.cn/open-apis/bot/v2/hook/", "https://discord.com/api/webhooks/",
                 "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=")


def secret_ok(v):
    if v != v.strip() or len(v) < 4:
        return False
    if v.startswith("-----BEGIN"):
        return bool(re.fullmatch(r"-----BEGIN ([A-Z ]+)-----\n(?:[A-Za-z0-9+/=]+\n)+-----END \1-----", v))
    if v.startswith("http"):
        return v.startswith(WEBHOOK_HOSTS)
    return True


PUBLIC_SHAPES = {"publishable_key": r"pk_live_[A-Za-z0-9]{24,99}"}


def validate(typ, v, fmt=None):
    """True when v is a well-formed value of typ (fmt narrows national ids)."""
    if typ == "CARD":
        return card_ok(v)
    if typ == "IBAN":
        return iban_ok(v)
    if typ == "SSN":
        return ssn_ok(v)
    if typ == "IDCARD":
        return idcard_ok(v)
    if typ == "PASSPORT":
        return passport_ok(v)
    if typ == "NATIONAL_ID":
        if fmt == "be_nrn_19":
            return _be_nrn(v, 1900) is not None
        if fmt:
            return NID_FORMATS[fmt](v) is not None
        return bool(nid_match(v))
    if typ == "APIKEY":
        return apikey_shape(v) is not None
    if typ == "SECRET":
        return secret_ok(v)
    if typ in PUBLIC_SHAPES:
        return bool(re.fullmatch(PUBLIC_SHAPES[typ], v))
    raise KeyError(typ)


# ---------------------------------------------------------------- generators
VALUES = {}
META = {}


def add(name, typ, fmt, value):
    assert name not in VALUES, name
    VALUES[name] = value
    META[name] = (typ, fmt)


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    return sep.join(out)


def make_card(prefix, length):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    return body + luhn_digit(body)


def make_iban(cc, bban, grouped=True):
    chk = 98 - _mod97(bban + cc + "00")
    c = "%s%02d%s" % (cc, chk, bban)
    return " ".join(c[i:i + 4] for i in range(0, len(c), 4)) if grouped else c


def make_idcard(region, ymd, male, want_x=False):
    while True:
        body = region + ymd + rs(DIG, 2) + R.choice("13579" if male else "02468")
        chk = idcard_check_char(body)
        if want_x == (chk == "X"):
            return body + chk


def make_bsn():
    while True:
        d = R.choice("123456789") + rs(DIG, 7)
        last = sum(int(d[i]) * (9 - i) for i in range(8)) % 11
        if last < 10:
            return d + str(last)


def make_dni():
    n = R.randint(10000000, 99999999)
    return "%08d%s" % (n, DNI_L[n % 23])


def make_nie():
    p = R.choice("XYZ")
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]


def make_aadhaar():
    p = R.choice("23456789") + rs(DIG, 10)
    return group(p + verhoeff_digit(p), [4, 4, 4])


def make_nir(sex, yy, mm, dept, commune):
    body = "%d%02d%02d%s%s%s" % (sex, yy, mm, dept, commune, rs(DIG, 3))
    key = 97 - int(body) % 97
    return group(body + "%02d" % key, [1, 2, 2, 2, 3, 3, 2])


def make_se_pnr(yymmdd, female):
    nnn = rs(DIG, 2) + R.choice("02468" if female else "13579")
    return yymmdd + "-" + nnn + luhn_digit(yymmdd + nnn)


def make_sin():
    p = R.choice("1234567") + rs(DIG, 7)
    return group(p + luhn_digit(p), [3, 3, 3])


def make_nric(prefix, yy):
    d = yy + rs(DIG, 5)
    s = sum(int(a) * w for a, w in zip(d, NRIC_W)) + (4 if prefix in "TG" else 0)
    return prefix + d + (NRIC_ST if prefix in "ST" else NRIC_FG)[s % 11]


def make_hkid(letter):
    six = rs(DIG, 6)
    return "%s%s(%s)" % (letter, six, hkid_check(letter, six))


def make_pesel(y, m, d, male):
    mm = m + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d%s%s" % (y % 100, mm, d, rs(DIG, 3), R.choice("13579" if male else "02468"))
    chk = (10 - sum(int(a) * w for a, w in zip(body, PESEL_W)) % 10) % 10
    return body + str(chk)


def make_be(yymmdd, male):
    seq = "%03d" % R.choice(range(1 if male else 2, 998, 2))
    body = yymmdd + seq
    key = 97 - int(body) % 97
    return "%s.%s.%s-%s.%02d" % (yymmdd[:2], yymmdd[2:4], yymmdd[4:], seq, key)


def make_za(yymmdd, male):
    g = "%04d" % (R.randint(5000, 9999) if male else R.randint(0, 4999))
    body = yymmdd + g + "08"
    return body + luhn_digit(body)


def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).rstrip(b"=").decode()


def make_jwt(payload, alg="HS256"):
    sig = rs(B64URL, 43 if alg == "HS256" else 342)
    return "%s.%s.%s" % (b64u({"alg": alg, "typ": "JWT"}), b64u(payload), sig)


def pem(label, der, width=64):
    b = base64.b64encode(der).decode()
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def ec_der():
    return (bytes.fromhex("307702010104") + b"\x20" + rbytes(32)
            + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64))


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def build():
    # ---- CARD
    add("card_visa1", "CARD", "visa", group(make_card("4", 16), [4, 4, 4, 4]))
    add("card_visa2", "CARD", "visa", group(make_card("4", 16), [4, 4, 4, 4], "-"))
    add("card_visa3", "CARD", "visa", make_card("4", 16))
    add("card_visa4", "CARD", "visa", group(make_card("45", 16), [4, 4, 4, 4]))
    add("card_mc1", "CARD", "mastercard", group(make_card("5" + R.choice("12345"), 16), [4, 4, 4, 4]))
    add("card_mc2", "CARD", "mastercard", group(make_card("2223", 16), [4, 4, 4, 4]))
    add("card_mc3", "CARD", "mastercard", make_card("54", 16))
    add("card_amex1", "CARD", "amex", group(make_card("37", 15), [4, 6, 5]))
    add("card_amex2", "CARD", "amex", make_card("34", 15))
    add("card_up1", "CARD", "unionpay", group(make_card("622202", 19), [4, 4, 4, 4, 3]))
    add("card_up2", "CARD", "unionpay", make_card("621700", 19))
    add("card_up3", "CARD", "unionpay", group(make_card("622588", 16), [4, 4, 4, 4]))
    add("card_up4", "CARD", "unionpay", make_card("622848", 19))
    add("card_jcb1", "CARD", "jcb", group(make_card("3566", 16), [4, 4, 4, 4]))
    add("card_disc1", "CARD", "discover", group(make_card("6011", 16), [4, 4, 4, 4], "-"))
    # ---- IBAN
    add("iban_de1", "IBAN", "DE", make_iban("DE", rs(DIG, 18)))
    add("iban_de2", "IBAN", "DE", make_iban("DE", rs(DIG, 18), grouped=False))
    add("iban_gb1", "IBAN", "GB", make_iban("GB", "NWBK" + rs(DIG, 14)))
    add("iban_gb2", "IBAN", "GB", make_iban("GB", "MIDL" + rs(DIG, 14), grouped=False))
    add("iban_gb3", "IBAN", "GB", make_iban("GB", "BARC" + rs(DIG, 14)))
    bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
    rib = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    add("iban_fr1", "IBAN", "FR", make_iban("FR", "%s%s%s%02d" % (bank, branch, acct, rib)))
    add("iban_nl1", "IBAN", "NL", make_iban("NL", "INGB" + rs(DIG, 10), grouped=False))
    add("iban_nl2", "IBAN", "NL", make_iban("NL", "ABNA" + rs(DIG, 10)))
    add("iban_es1", "IBAN", "ES", make_iban("ES", rs(DIG, 20)))
    add("iban_it1", "IBAN", "IT", make_iban("IT", R.choice(UP) + rs(DIG, 10) + rs(DIG, 12)))
    b10 = rs(DIG, 10)
    add("iban_be1", "IBAN", "BE", make_iban("BE", b10 + "%02d" % (int(b10) % 97 or 97)))
    add("iban_ch1", "IBAN", "CH", make_iban("CH", rs(DIG, 5) + rs(UPD, 12)))
    add("iban_ie1", "IBAN", "IE", make_iban("IE", "AIBK" + rs(DIG, 14)))
    add("iban_at1", "IBAN", "AT", make_iban("AT", rs(DIG, 16), grouped=False))
    add("iban_pl1", "IBAN", "PL", make_iban("PL", rs(DIG, 24)))
    add("iban_pt1", "IBAN", "PT", make_iban("PT", rs(DIG, 21)))
    add("iban_lu1", "IBAN", "LU", make_iban("LU", rs(DIG, 3) + rs(UPD, 13)))
    add("iban_se1", "IBAN", "SE", make_iban("SE", rs(DIG, 20)))
    # organisation accounts (used as decoys)
    add("iban_org_de", "IBAN", "DE-org", make_iban("DE", rs(DIG, 18)))
    add("iban_org_gb", "IBAN", "GB-org", make_iban("GB", "LOYD" + rs(DIG, 14)))
    # ---- SSN
    for i, style in enumerate(["-", "-", " ", "-", "", "-", "-", " ", "-", "-"], 1):
        while True:
            a = R.randint(1, 899)
            if a != 666:
                break
        v = "%03d%s%02d%s%04d" % (a, style, R.randint(1, 99), style, R.randint(1, 9999))
        add("ssn%d" % i, "SSN", "us", v)
    # ---- IDCARD (region, birth date, male, want X)
    for name, region, ymd, male, want_x in [
        ("idc_zhoujh", "330106", "19790823", True, False),
        ("idc_xumei", "310104", "19910214", False, False),
        ("idc_liwb", "110105", "19851130", True, True),
        ("idc_chenyt", "440305", "19960607", False, False),
        ("idc_wangl", "510107", "19680119", True, False),
        ("idc_zhaoxy", "420106", "20010903", False, False),
        ("idc_sunq", "320102", "19740426", True, False),
        ("idc_hely", "370202", "19881209", False, True),
        ("idc_guoyf", "210102", "19590715", True, False),
        ("idc_tangmin", "610113", "19930328", False, False),
        ("idc_linhao", "350203", "19871002", True, False),
        ("idc_fengjie", "500103", "19900521", False, False),
        ("idc_dengyu", "430104", "19820211", True, False),
        ("idc_luxin", "120101", "19991225", False, False),
        ("idc_maqiang", "130102", "19630630", True, False),
        ("idc_yexiao", "330203", "19950808", False, False),
        ("idc_huangjm", "440104", "19770305", True, False),
        ("idc_gaoyan", "230103", "19860917", False, False),
        ("idc_caoyi", "340104", "20000109", True, False),
        ("idc_pengli", "360102", "19721111", False, False),
        ("idc_songjia", "320506", "19971204", False, False),
        ("idc_hanlei", "410105", "19830614", True, False),
        ("idc_xiezy", "450103", "19940730", False, False),
        ("idc_duwei", "620102", "19700402", True, True),
        ("idc_qianyu", "330102", "19890319", False, False),
        ("idc_fanggang", "310115", "19650927", True, False),
    ]:
        add(name, "IDCARD", "cn", make_idcard(region, ymd, male, want_x))
    # ---- PASSPORT
    add("pp_cn1", "PASSPORT", "cn", "E" + rs(DIG, 8))
    add("pp_cn2", "PASSPORT", "cn", "E" + R.choice("ABCDEFGH") + rs(DIG, 7))
    add("pp_cn3", "PASSPORT", "cn", "E" + rs(DIG, 8))
    add("pp_cn4", "PASSPORT", "cn", "E" + R.choice("ABCDEFGH") + rs(DIG, 7))
    add("pp_cn5", "PASSPORT", "cn", "E" + rs(DIG, 8))
    add("pp_us1", "PASSPORT", "us", R.choice("56") + rs(DIG, 8))
    add("pp_us2", "PASSPORT", "us", "A" + rs(DIG, 8))
    add("pp_uk1", "PASSPORT", "uk", R.choice("15") + rs(DIG, 8))
    add("pp_uk2", "PASSPORT", "uk", R.choice("15") + rs(DIG, 8))
    de = "CFGHJKLMNPRTVWXYZ"
    add("pp_de1", "PASSPORT", "de", "C" + rs(de + DIG, 8))
    add("pp_fr1", "PASSPORT", "fr", rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5))
    add("pp_in1", "PASSPORT", "in", R.choice("JKLMNPRSTUVZ") + rs(DIG, 7))
    add("pp_ca1", "PASSPORT", "ca", rs(UP, 2) + rs(DIG, 6))
    add("pp_au1", "PASSPORT", "au", "PA" + rs(DIG, 7))
    add("pp_jp1", "PASSPORT", "jp", "T" + R.choice("KRZ") + rs(DIG, 7))
    add("pp_hk1", "PASSPORT", "hk", "K" + rs(DIG, 8))
    nl = "ABCDEFGHIJKLMNPQRSTUVWXYZ"
    add("pp_nl1", "PASSPORT", "nl", rs(nl, 2) + rs(nl + DIG, 6) + R.choice(DIG))
    add("pp_sg1", "PASSPORT", "sg", "K" + rs(DIG, 7) + R.choice(UP))
    add("pp_de2", "PASSPORT", "de", "C" + rs(de + DIG, 8))
    add("pp_in2", "PASSPORT", "in", R.choice("JKLMNPRSTUVZ") + rs(DIG, 7))
    # ---- NATIONAL_ID
    def nino():
        while True:
            p = R.choice("ABCEGHJKLMNOPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ")
            if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
                return p
    add("nino1", "NATIONAL_ID", "uk_nino", "%s %s %s %s %s" % (nino(), rs(DIG, 2), rs(DIG, 2), rs(DIG, 2), R.choice("ABCD")))
    add("nino2", "NATIONAL_ID", "uk_nino", nino() + rs(DIG, 6) + R.choice("ABCD"))
    add("nino3", "NATIONAL_ID", "uk_nino", "%s %s %s %s %s" % (nino(), rs(DIG, 2), rs(DIG, 2), rs(DIG, 2), R.choice("ABCD")))
    add("bsn1", "NATIONAL_ID", "nl_bsn", make_bsn())
    b = make_bsn()
    add("bsn2", "NATIONAL_ID", "nl_bsn", "%s.%s.%s" % (b[:4], b[4:6], b[6:]))
    add("dni1", "NATIONAL_ID", "es_dni", make_dni())
    add("nie1", "NATIONAL_ID", "es_nie", make_nie())
    add("aadhaar1", "NATIONAL_ID", "in_aadhaar", make_aadhaar())
    add("aadhaar2", "NATIONAL_ID", "in_aadhaar", make_aadhaar())
    add("nir1", "NATIONAL_ID", "fr_nir", make_nir(1, 84, 6, "75", "112"))     # born 1984-06, Paris
    add("nir2", "NATIONAL_ID", "fr_nir", make_nir(2, 92, 1, "69", "381"))     # born 1992-01, Lyon
    add("pnr1", "NATIONAL_ID", "se_pnr", make_se_pnr("901102", True))         # 1990-11-02 female
    add("sin1", "NATIONAL_ID", "ca_sin", make_sin())
    add("sin2", "NATIONAL_ID", "ca_sin", make_sin())
    add("nric1", "NATIONAL_ID", "sg_nric", make_nric("S", "87"))
    add("nric2", "NATIONAL_ID", "sg_nric", make_nric("T", "02"))
    add("hkid1", "NATIONAL_ID", "hk_hkid", make_hkid("K"))
    add("hkid2", "NATIONAL_ID", "hk_hkid", make_hkid("Y"))
    add("pesel1", "NATIONAL_ID", "pl_pesel", make_pesel(1978, 2, 17, True))   # 1978-02-17 male
    add("pesel2", "NATIONAL_ID", "pl_pesel", make_pesel(2003, 5, 9, False))   # 2003-05-09 female
    add("be1", "NATIONAL_ID", "be_nrn_19", make_be("650930", False))          # 1965-09-30 female
    add("za1", "NATIONAL_ID", "za_id", make_za("830721", True))               # 1983-07-21 male
    add("dni2", "NATIONAL_ID", "es_dni", make_dni())
    add("aadhaar3", "NATIONAL_ID", "in_aadhaar", make_aadhaar())
    # ---- APIKEY (vendor keys, tokens)
    add("ak_stripe1", "APIKEY", "stripe", "sk_live_51" + rs(ALNUM, 96))
    add("ak_stripe2", "APIKEY", "stripe", "rk_live_" + rs(ALNUM, 24))
    add("ak_stripe3", "APIKEY", "stripe", "sk_live_" + rs(ALNUM, 24))
    add("ak_gh1", "APIKEY", "github", "ghp_" + rs(ALNUM, 36))
    add("ak_gh2", "APIKEY", "github", "ghp_" + rs(ALNUM, 36))
    add("ak_ghfg1", "APIKEY", "github", "github_pat_11" + rs(UPD, 20) + "_" + rs(ALNUM, 59))
    add("ak_aws1", "APIKEY", "aws", "AKIA" + rs(UPD, 16))
    add("ak_aws2", "APIKEY", "aws", "AKIA" + rs(UPD, 16))
    add("ak_aws3", "APIKEY", "aws", "AKIA" + rs(UPD, 16))
    add("ak_slack1", "APIKEY", "slack", "xoxb-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
    add("ak_tg1", "APIKEY", "telegram", "%d:AA%s" % (R.randint(5000000000, 7999999999), rs(B64URL, 33)))
    add("ak_tg2", "APIKEY", "telegram", "%d:AA%s" % (R.randint(5000000000, 7999999999), rs(B64URL, 33)))
    add("ak_google1", "APIKEY", "google", "AIzaSy" + rs(B64URL, 33))
    add("ak_google2", "APIKEY", "google", "AIzaSy" + rs(B64URL, 33))
    add("ak_sendgrid1", "APIKEY", "sendgrid", "SG.%s.%s" % (rs(B64URL, 22), rs(B64URL, 43)))
    add("ak_openai1", "APIKEY", "openai", "sk-proj-" + rs(B64URL, 64))
    add("ak_anthropic1", "APIKEY", "anthropic", "sk-ant-api03-" + rs(B64URL, 93) + "AA")
    add("ak_dashscope1", "APIKEY", "dashscope", "sk-" + rs(HEX, 32))
    add("ak_deepseek1", "APIKEY", "dashscope", "sk-" + rs(HEX, 32))
    add("ak_hf1", "APIKEY", "huggingface", "hf_" + rs(string.ascii_letters, 34))
    add("ak_gitlab1", "APIKEY", "gitlab", "glpat-" + rs(B64URL, 20))
    add("ak_npm1", "APIKEY", "npm", "npm_" + rs(ALNUM, 36))
    add("ak_shopify1", "APIKEY", "shopify", "shpat_" + rs(HEX, 32))
    add("ak_mailgun1", "APIKEY", "mailgun", "key-" + rs(HEX, 32))
    add("ak_twilio1", "APIKEY", "twilio", "SK" + rs(HEX, 32))
    add("ak_ali1", "APIKEY", "aliyun", "LTAI5t" + rs(ALNUM, 18))
    add("ak_ali2", "APIKEY", "aliyun", "LTAI5t" + rs(ALNUM, 18))
    add("ak_tc1", "APIKEY", "tencent", "AKID" + rs(ALNUM, 32))
    add("ak_pypi1", "APIKEY", "pypi", "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 60))
    add("ak_do1", "APIKEY", "digitalocean", "dop_v1_" + rs(HEX, 64))
    add("ak_dd1", "APIKEY", "datadog", rs(HEX, 32))
    add("ak_linear1", "APIKEY", "linear", "lin_api_" + rs(ALNUM, 40))
    add("ak_airtable1", "APIKEY", "airtable", "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64))
    add("ak_jwt1", "APIKEY", "jwt", make_jwt({"sub": "usr_4471", "role": "admin", "iat": 1718262000, "exp": 1718348400}))
    add("ak_jwt2", "APIKEY", "jwt", make_jwt({"iss": "fundara-api", "sub": "campaign-svc", "iat": 1726120800}))
    add("ak_jwt3", "APIKEY", "jwt", make_jwt({"uid": 88213, "name": "trial-portal", "iat": 1730419200}, alg="RS256"))
    add("ak_jwt4", "APIKEY", "jwt", make_jwt({"sub": "relo-ops", "scope": "files:read files:write", "iat": 1733011200}))
    # ---- SECRET (paired secrets, PEM, TOTP, cookies, webhooks, signing)
    add("sec_aws1", "SECRET", "aws_secret", rs(ALNUM + "/+", 40))
    add("sec_aws2", "SECRET", "aws_secret", rs(ALNUM + "/+", 40))
    add("sec_ali1", "SECRET", "aliyun_secret", rs(ALNUM, 30))
    add("sec_tc1", "SECRET", "tencent_secret", rs(ALNUM, 32))
    add("sec_pem_ec1", "SECRET", "pem", pem("EC PRIVATE KEY", ec_der()))
    add("sec_pem_ec2", "SECRET", "pem", pem("EC PRIVATE KEY", ec_der()))
    add("sec_pem_ssh1", "SECRET", "pem", pem("OPENSSH PRIVATE KEY", b"openssh-key-v1\x00" + rbytes(384), 70))
    add("sec_totp1", "SECRET", "totp", base64.b32encode(rbytes(20)).decode())
    t = base64.b32encode(rbytes(20)).decode().lower()
    add("sec_totp2", "SECRET", "totp", " ".join(t[i:i + 4] for i in range(0, 32, 4)))
    add("sec_totp3", "SECRET", "totp", base64.b32encode(rbytes(10)).decode())
    add("sec_cookie1", "SECRET", "cookie", rs(LOD, 32))
    add("sec_cookie2", "SECRET", "cookie", "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM + "/+", 43))
    add("sec_cookie3", "SECRET", "cookie", rs(LOD, 26))
    add("sec_wh_slack1", "SECRET", "webhook", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPD, 8), rs(UPD, 10), rs(ALNUM, 24)))
    add("sec_wh_ding1", "SECRET", "webhook", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
    add("sec_wh_ding2", "SECRET", "webhook", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
    add("sec_wh_feishu1", "SECRET", "webhook", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4())
    add("sec_wh_wecom1", "SECRET", "webhook", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4())
    add("sec_wh_discord1", "SECRET", "webhook", "https://discord.com/api/webhooks/%d/%s" % (R.randint(10**17, 10**18), rs(B64URL, 68)))
    add("sec_whsec1", "SECRET", "signing", "whsec_" + rs(ALNUM, 32))
    add("sec_whsec2", "SECRET", "signing", "whsec_" + rs(ALNUM, 32))
    add("sec_slacksign1", "SECRET", "signing", rs(HEX, 32))
    add("sec_django1", "SECRET", "signing", "django-insecure-" + rs(LO + DIG + "!@#%^&*(-_=+)", 50))
    add("sec_flask1", "SECRET", "signing", rs(HEX, 48))
    add("sec_jwtsecret1", "SECRET", "signing", rs(ALNUM, 40))
    add("sec_ding_sign1", "SECRET", "signing", "SEC" + rs(HEX, 64))
    add("sec_ghwh1", "SECRET", "signing", rs(ALNUM, 28))
    # ---- public / example values used as decoys
    add("pk_live1", "publishable_key", "stripe", "pk_live_51" + rs(ALNUM, 96))
    add("pk_live2", "publishable_key", "stripe", "pk_live_" + rs(ALNUM, 24))
    # ---- spares added later (appended so earlier values stay unchanged)
    add("pp_uk3", "PASSPORT", "uk", R.choice("15") + rs(DIG, 8))
    add("pp_us3", "PASSPORT", "us", R.choice("56") + rs(DIG, 8))
    add("pp_cn6", "PASSPORT", "cn", "E" + rs(DIG, 8))
    add("pp_cn7", "PASSPORT", "cn", "E" + R.choice("ABCDEFGH") + rs(DIG, 7))
    add("nric3", "NATIONAL_ID", "sg_nric", make_nric("G", "91"))
    add("sin3", "NATIONAL_ID", "ca_sin", make_sin())
    add("card_visa5", "CARD", "visa", group(make_card("4", 16), [4, 4, 4, 4]))
    add("card_mc4", "CARD", "mastercard", group(make_card("55", 16), [4, 4, 4, 4]))
    add("card_up5", "CARD", "unionpay", group(make_card("622609", 16), [4, 4, 4, 4]))
    add("iban_gb4", "IBAN", "GB", make_iban("GB", "HBUK" + rs(DIG, 14)))
    add("iban_ie2", "IBAN", "IE", make_iban("IE", "BOFI" + rs(DIG, 14)))
    add("iban_de3", "IBAN", "DE", make_iban("DE", rs(DIG, 18)))
    add("ak_gh3", "APIKEY", "github", "ghp_" + rs(ALNUM, 36))
    add("ak_aws4", "APIKEY", "aws", "AKIA" + rs(UPD, 16))
    add("sec_aws3", "SECRET", "aws_secret", rs(ALNUM + "/+", 40))
    add("ak_tg3", "APIKEY", "telegram", "%d:AA%s" % (R.randint(5000000000, 7999999999), rs(B64URL, 33)))
    add("sec_wh_ding3", "SECRET", "webhook", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
    add("sec_wh_feishu2", "SECRET", "webhook", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4())
    add("hkid3", "NATIONAL_ID", "hk_hkid", make_hkid("P"))


build()

# fixed format of the corruption test: formats with a check digit
CHECKED = {"CARD", "IBAN", "IDCARD"}


def corruptions(v):
    for i, ch in enumerate(v):
        if ch.isdigit():
            for c in DIG:
                if c != ch:
                    yield v[:i] + c + v[i + 1:]


def selftest():
    n_ok = n_corrupt = 0
    for name, v in VALUES.items():
        typ, fmt = META[name]
        nfmt = fmt if typ == "NATIONAL_ID" else None
        assert validate(typ, v, nfmt), (name, v)
        n_ok += 1
        has_check = typ in CHECKED or (typ == "NATIONAL_ID" and fmt not in NID_NO_CHECK)
        if has_check:
            for bad in corruptions(v):
                assert not validate(typ, bad, nfmt), ("corruption passed", name, v, bad)
                n_corrupt += 1
    # masked values and documentation examples must fail
    for bad in ("**** 6620", "4242 4242 4242 4241", "QQ 12 34 56 C", "078-05-1120", "123-45-6789"):
        assert not (card_ok(bad) or ssn_ok(bad) or _nino(bad) is not None), bad
    assert apikey_shape(VALUES["ak_jwt1"]) == "jwt"
    print("selftest ok: %d values, %d one-digit corruptions all rejected" % (n_ok, n_corrupt))


if __name__ == "__main__":
    if "-p" in sys.argv:
        for name, v in VALUES.items():
            typ, fmt = META[name]
            print("%-16s %-16s %-12s %s" % (name, typ, fmt, v.replace("\n", "\\n")))
    else:
        selftest()
