#!/usr/bin/env python3
"""Generated values for the blind84 corpus.

Every value that needs a check digit or a vendor shape is generated here from a
seeded random.Random and referred to in the texts as `$name`.

    python3 values.py        -> runs selftest()
    python3 values.py -p     -> prints every value (name, type, value)
"""
import base64
import datetime
import json
import random
import re
import string
import sys

SEED = 84_2024_0613
rng = random.Random(SEED)

ALNUM = string.ascii_letters + string.digits
UPPER_DIGITS = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"

VALUES = {}   # name -> value as written in the texts
TYPES = {}    # name -> annotation type (CARD, IBAN, ...)
META = {}     # name -> dict of extra facts (birth date, brand, ...)


def add(name, typ, value, **meta):
    assert name not in VALUES, name
    VALUES[name] = value
    TYPES[name] = typ
    META[name] = meta


def rs(n, alphabet=ALNUM):
    return "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(digits):
    digits = re.sub(r"[ \-]", "", digits)
    if not digits.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(body):
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def fmt_groups(digits, groups, sep=" "):
    out, i = [], 0
    for g in groups:
        out.append(digits[i:i + g])
        i += g
    assert i == len(digits)
    return sep.join(out)


def make_card(prefix, length, groups, sep=" "):
    body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
    num = luhn_complete(body)
    if groups is None:
        return num
    return fmt_groups(num, groups, sep)


# ---------------------------------------------------------------- IBAN
def iban_ok(iban):
    s = iban.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    lengths = {"GB": 22, "DE": 22, "NL": 18, "IE": 22, "CH": 21, "AT": 20, "PL": 28, "LT": 20,
               "FR": 27, "ES": 24, "IT": 27, "BE": 16, "LU": 20}
    if s[:2] in lengths and len(s) != lengths[s[:2]]:
        return False
    r = s[4:] + s[:4]
    num = "".join(str(int(c, 36)) for c in r)
    return int(num) % 97 == 1


def make_iban(country, bban, spaced=True):
    r = bban + country + "00"
    num = int("".join(str(int(c, 36)) for c in r))
    chk = 98 - num % 97
    s = f"{country}{chk:02d}{bban}"
    assert iban_ok(s)
    if spaced:
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def digits(n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(n):
    return "".join(rng.choice(string.ascii_uppercase) for _ in range(n))


# ---------------------------------------------------------------- US SSN (shape rules only)
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})-(\d{2})-(\d{4})", s) or re.fullmatch(r"(\d{3}) (\d{2}) (\d{4})", s) \
        or re.fullmatch(r"(\d{3})(\d{2})(\d{4})", s)
    if not m:
        return False
    a, g, n = m.groups()
    if a in ("000", "666") or a[0] == "9" or g == "00" or n == "0000":
        return False
    if s.replace("-", "") in ("123456789", "078051120", "219099999"):
        return False
    return True


def make_ssn(sep="-"):
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        g = rng.randint(1, 99)
        n = rng.randint(1, 9999)
        s = f"{a:03d}{sep}{g:02d}{sep}{n:04d}"
        if ssn_ok(s):
            return s


# ---------------------------------------------------------------- Chinese resident ID (GB 11643-1999)
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_C = "10X98765432"


def idcard_check(body17):
    return ID_C[sum(int(a) * b for a, b in zip(body17, ID_W)) % 11]


def idcard_ok(s):
    if not re.fullmatch(r"[1-9]\d{16}[\dX]", s):
        return False
    if idcard_check(s[:17]) != s[17]:
        return False
    try:
        d = datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    return datetime.date(1900, 1, 1) <= d <= datetime.date(2024, 12, 31)


def idcard_birth(s):
    return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))


def make_idcard(region, y, m, d, sex, want_x=False):
    for _ in range(10000):
        seq = rng.randint(1, 99) * 10 + (rng.choice([1, 3, 5, 7, 9]) if sex == "M" else rng.choice([0, 2, 4, 6, 8]))
        body = f"{region}{y:04d}{m:02d}{d:02d}{seq:03d}"
        c = idcard_check(body)
        if want_x and c != "X":
            continue
        return body + c
    raise AssertionError


# ---------------------------------------------------------------- national IDs
def nino_ok(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", t):
        return False
    return t[:2] not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ")


def make_nino(spaced=True):
    a = "ABCEGHJKLMNOPRSTWXYZ"
    b = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(a) + rng.choice(b)
        if p in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            continue
        d = digits(6)
        s = rng.choice("ABCD")
        v = f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}" if spaced else f"{p}{d}{s}"
        assert nino_ok(v)
        return v


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    m = re.fullmatch(r"([XYZ]|\d)(\d{7})-?([A-Z])", s)
    if not m:
        return False
    head = {"X": "0", "Y": "1", "Z": "2"}.get(m.group(1), m.group(1))
    return DNI_L[int(head + m.group(2)) % 23] == m.group(3)


def make_dni():
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{DNI_L[n % 23]}"


def bsn_ok(s):
    t = s.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", t) or t[0] == "0":
        return False
    tot = sum(int(t[i]) * (9 - i) for i in range(8)) - int(t[8])
    return tot % 11 == 0


def make_bsn():
    while True:
        body = str(rng.randint(1, 9)) + digits(7)
        r = sum(int(body[i]) * (9 - i) for i in range(8)) % 11
        if r < 10:
            v = body + str(r)
            assert bsn_ok(v)
            return v


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    tot = sum(int(a) * b for a, b in zip(m.group(2), NRIC_W))
    if m.group(1) in "TG":
        tot += 4
    table = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return table[tot % 11] == m.group(3)


def make_nric(prefix="S"):
    d = digits(7)
    tot = sum(int(a) * b for a, b in zip(d, NRIC_W)) + (4 if prefix in "TG" else 0)
    table = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return prefix + d + table[tot % 11]


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def aadhaar_ok(s):
    t = s.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", t)) and verhoeff_ok(t)


def make_aadhaar():
    body = str(rng.randint(2, 9)) + digits(10)
    n = body + verhoeff_digit(body)
    assert aadhaar_ok(n)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def sin_ok(s):
    t = s.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[1-79]\d{8}", t)) and luhn_ok(t)


def make_sin():
    body = rng.choice("1234567") + digits(7)
    n = luhn_complete(body)
    return f"{n[:3]} {n[3:6]} {n[6:]}"


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    c = (10 - sum(int(a) * b for a, b in zip(s[:10], PESEL_W)) % 10) % 10
    if c != int(s[10]):
        return False
    try:
        pesel_birth(s)
    except ValueError:
        return False
    return True


def pesel_birth(s):
    yy, mm, dd = int(s[0:2]), int(s[2:4]), int(s[4:6])
    if 1 <= mm <= 12:
        y = 1900 + yy
    elif 21 <= mm <= 32:
        y, mm = 2000 + yy, mm - 20
    else:
        raise ValueError
    return datetime.date(y, mm, dd)


def make_pesel(y, m, d, sex):
    mm = m + (20 if y >= 2000 else 0)
    serial = digits(3) + str(rng.choice([1, 3, 5, 7, 9] if sex == "M" else [0, 2, 4, 6, 8]))
    body = f"{y % 100:02d}{mm:02d}{d:02d}{serial}"
    c = (10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10
    return body + str(c)


def hkid_check(prefix, dig):
    vals = [36, int(prefix, 36)] if len(prefix) == 1 else [int(prefix[0], 36), int(prefix[1], 36)]
    tot = vals[0] * 9 + vals[1] * 8 + sum(int(a) * b for a, b in zip(dig, [7, 6, 5, 4, 3, 2]))
    c = (11 - tot % 11) % 11
    return "A" if c == 10 else str(c)


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", s)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


def make_hkid():
    p = rng.choice("ACDEGHKMPRVYZ")
    d = digits(6)
    return f"{p}{d}({hkid_check(p, d)})"


TW_MAP = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21, N=22,
              O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def twid_ok(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    n = TW_MAP[s[0]]
    tot = (n // 10) + (n % 10) * 9 + sum(int(a) * b for a, b in zip(s[1:9], [8, 7, 6, 5, 4, 3, 2, 1])) + int(s[9])
    return tot % 10 == 0


def make_twid(sex):
    L = rng.choice("ABCDEFHKLMNPQRSTUV")
    body = ("1" if sex == "M" else "2") + digits(7)
    for c in "0123456789":
        if twid_ok(L + body + c):
            return L + body + c


# ---------------------------------------------------------------- passports (shape only; none of
# these national number formats carries its own check digit outside the MRZ)
PASSPORT_RES = [
    r"E\d{8}", r"E[A-HJ-NP-Z]\d{7}",      # PRC ordinary e-passport
    r"[1-9]\d{8}",                         # US / UK book number
    r"[A-Z]\d{8}",                         # US next-gen book / HKSAR (K/H)
    r"[A-Z]{2}\d{6}",                      # Canada
    r"[A-Z]\d{7}",                         # India / Singapore-style
    r"[A-Z]{2}\d{7}",                      # Japan
    r"[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}",  # Germany
]


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_RES)


# ---------------------------------------------------------------- vendor shapes
APIKEY_RES = [
    ("aws_akid", r"(AKIA|ASIA)[A-Z2-7]{16}"),
    ("github_pat", r"ghp_[A-Za-z0-9]{36}"),
    ("github_fine", r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}"),
    ("gitlab_pat", r"glpat-[A-Za-z0-9_\-]{20}"),
    ("stripe_secret", r"(sk|rk)_live_[A-Za-z0-9]{24,99}"),
    ("slack_token", r"xox[bpa]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}"),
    ("openai", r"sk-proj-[A-Za-z0-9_\-]{40,160}"),
    ("google_api", r"AIza[0-9A-Za-z_\-]{35}"),
    ("sendgrid", r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}"),
    ("telegram_bot", r"\d{8,10}:AA[A-Za-z0-9_\-]{33}"),
    ("twilio_sid", r"SK[0-9a-f]{32}"),
    ("mailgun", r"key-[0-9a-f]{32}"),
    ("jwt", r"eyJ[A-Za-z0-9_\-]+\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{20,}"),
    ("shopify", r"shpat_[0-9a-f]{32}"),
    ("npm", r"npm_[A-Za-z0-9]{36}"),
    ("aliyun_akid", r"LTAI[A-Za-z0-9]{20}"),
    ("tencent_secretid", r"AKID[A-Za-z0-9]{32}"),
    ("square", r"EAAA[A-Za-z0-9_\-]{60}"),
]


def apikey_kind(s):
    for k, p in APIKEY_RES:
        if re.fullmatch(p, s):
            if k == "jwt":
                try:
                    h = s.split(".")[0]
                    hd = json.loads(base64.urlsafe_b64decode(h + "=" * (-len(h) % 4)))
                    if "alg" not in hd:
                        return None
                except Exception:
                    return None
            return k
    return None


WEBHOOK_RES = [
    r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f\-]{36}",
    r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f\-]{36}",
    r"https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_\-]{60,68}",
]

SECRET_RES = [
    ("aws_secret", r"[A-Za-z0-9/+]{40}"),
    ("aliyun_secret", r"[A-Za-z0-9]{30}"),
    ("tencent_secret", r"[A-Za-z0-9]{32}"),
    ("hex32", r"[0-9a-f]{32}"),
    ("totp_seed", r"[A-Z2-7]{16,32}|([A-Z2-7]{4} ){3,7}[A-Z2-7]{4}"),
    ("recovery_code", r"[a-z0-9]{4,5}-[a-z0-9]{4,5}"),
    ("whsec", r"whsec_[A-Za-z0-9]{32}"),
    ("session_cookie", r"(s%3A[A-Za-z0-9_\-]{32}\.[A-Za-z0-9%]{20,60}|[a-z0-9]{32}|[A-Za-z0-9_\-]{40,})"),
    ("pem", r"-----BEGIN ([A-Z]+ )?PRIVATE KEY-----\n([A-Za-z0-9+/=]+\n)+-----END ([A-Z]+ )?PRIVATE KEY-----"),
]


def secret_kind(s):
    for p in WEBHOOK_RES:
        if re.fullmatch(p, s):
            return "webhook_url"
    for k, p in SECRET_RES:
        if re.fullmatch(p, s):
            return k
    # free-form secret (password inside a connection string, etc.)
    if len(s) >= 6 and not re.search(r"\s", s):
        return "freeform"
    return None


def make_jwt(payload):
    def b(x):
        return base64.urlsafe_b64encode(json.dumps(x, separators=(",", ":")).encode()).decode().rstrip("=")
    return b({"alg": "HS256", "typ": "JWT"}) + "." + b(payload) + "." + rs(43, URLSAFE.replace("-", "").replace("_", "")) 


def make_pem(kind, lines):
    if kind == "openssh":
        head, body0 = "OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    elif kind == "rsa":
        head, body0 = "RSA PRIVATE KEY", "MIIEowIBAAKCAQEA" + rs(48, B64)
    else:
        head, body0 = "PRIVATE KEY", "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg" + rs(16, B64)
    rows = [body0[:64]] + [rs(64, B64) for _ in range(lines - 2)] + [rs(rng.randint(20, 40), B64) + "=="]
    return f"-----BEGIN {head}-----\n" + "\n".join(rows) + f"\n-----END {head}-----"


def uuid4():
    h = rs(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"


# ================================================================= the values
def build():
    # ---- cards
    add("card_visa1", "CARD", make_card("4", 16, (4, 4, 4, 4)), brand="Visa")
    add("card_visa2", "CARD", make_card("4", 16, None), brand="Visa")
    add("card_visa3", "CARD", make_card("4", 16, (4, 4, 4, 4), "-"), brand="Visa")
    add("card_visa4", "CARD", make_card("4", 16, (4, 4, 4, 4)), brand="Visa")
    add("card_visa5", "CARD", make_card("4", 16, (4, 4, 4, 4)), brand="Visa")
    add("card_visa6", "CARD", make_card("4", 16, None), brand="Visa")
    add("card_visa7", "CARD", make_card("4", 16, (4, 4, 4, 4)), brand="Visa")
    add("card_mc1", "CARD", make_card("5" + rng.choice("12345"), 16, (4, 4, 4, 4)), brand="Mastercard")
    add("card_mc2", "CARD", make_card("5" + rng.choice("12345"), 16, None), brand="Mastercard")
    add("card_mc3", "CARD", make_card("22" + str(rng.randint(30, 70)), 16, (4, 4, 4, 4)), brand="Mastercard")
    add("card_mc4", "CARD", make_card("5" + rng.choice("12345"), 16, (4, 4, 4, 4), "-"), brand="Mastercard")
    add("card_mc5", "CARD", make_card("5" + rng.choice("12345"), 16, (4, 4, 4, 4)), brand="Mastercard")
    add("card_mc6", "CARD", make_card("5" + rng.choice("12345"), 16, (4, 4, 4, 4)), brand="Mastercard")
    add("card_amex1", "CARD", make_card("37", 15, (4, 6, 5)), brand="Amex")
    add("card_amex2", "CARD", make_card("34", 15, None), brand="Amex")
    add("card_amex3", "CARD", make_card("37", 15, (4, 6, 5)), brand="Amex")
    add("card_up1", "CARD", make_card("62", 16, (4, 4, 4, 4)), brand="UnionPay")
    add("card_up2", "CARD", make_card("6228", 19, None), brand="UnionPay")
    add("card_up3", "CARD", make_card("6222", 19, (4, 4, 4, 4, 3)), brand="UnionPay")
    add("card_up4", "CARD", make_card("62", 16, None), brand="UnionPay")
    add("card_up5", "CARD", make_card("6217", 19, (6, 13)), brand="UnionPay")
    add("card_up6", "CARD", make_card("62", 16, (4, 4, 4, 4)), brand="UnionPay")
    add("card_up7", "CARD", make_card("6226", 16, (4, 4, 4, 4)), brand="UnionPay")
    add("card_jcb1", "CARD", make_card("35" + str(rng.randint(28, 89)), 16, (4, 4, 4, 4)), brand="JCB")
    add("card_disc1", "CARD", make_card("6011", 16, (4, 4, 4, 4)), brand="Discover")
    add("card_diners1", "CARD", make_card("36", 14, (4, 6, 4)), brand="Diners")
    add("card_maestro1", "CARD", make_card("6759", 18, None), brand="Maestro")

    # ---- IBANs (mod-97)
    add("iban_gb1", "IBAN", make_iban("GB", rng.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + digits(14)))
    add("iban_gb2", "IBAN", make_iban("GB", "BARC" + digits(14), spaced=False))
    add("iban_gb3", "IBAN", make_iban("GB", "LOYD" + digits(14)))
    add("iban_gb4", "IBAN", make_iban("GB", "MONZ" + digits(14)))
    add("iban_gb5", "IBAN", make_iban("GB", "HBUK" + digits(14), spaced=False))
    add("iban_de1", "IBAN", make_iban("DE", digits(18)))
    add("iban_de2", "IBAN", make_iban("DE", digits(18), spaced=False))
    add("iban_de3", "IBAN", make_iban("DE", digits(18)))
    add("iban_nl1", "IBAN", make_iban("NL", "INGB" + digits(10)))
    add("iban_nl2", "IBAN", make_iban("NL", "RABO" + digits(10), spaced=False))
    add("iban_ie1", "IBAN", make_iban("IE", "AIBK" + digits(14)))
    add("iban_ie2", "IBAN", make_iban("IE", "BOFI" + digits(14)))
    add("iban_ch1", "IBAN", make_iban("CH", digits(17)))
    add("iban_at1", "IBAN", make_iban("AT", digits(16)))
    add("iban_pl1", "IBAN", make_iban("PL", digits(24)))
    add("iban_lt1", "IBAN", make_iban("LT", digits(16), spaced=False))
    add("iban_de4", "IBAN", make_iban("DE", digits(18)))
    add("iban_gb6", "IBAN", make_iban("GB", "NWBK" + digits(14)))
    add("iban_nl3", "IBAN", make_iban("NL", "ABNA" + digits(10)))
    add("iban_ie3", "IBAN", make_iban("IE", "AIBK" + digits(14), spaced=False))
    add("iban_gb7", "IBAN", make_iban("GB", "MIDL" + digits(14)))
    add("iban_ch2", "IBAN", make_iban("CH", digits(17), spaced=False))

    # ---- US SSNs
    for i in range(1, 15):
        add(f"ssn{i}", "SSN", make_ssn(" " if i == 7 else "-"))

    # ---- Chinese resident IDs (birth dates fixed so texts can show a matching DOB)
    idc = [
        ("idc01", "110105", 1986, 4, 22, "M", False), ("idc02", "310104", 1991, 11, 3, "F", False),
        ("idc03", "440305", 1979, 7, 16, "M", False), ("idc04", "330106", 1995, 2, 28, "F", True),
        ("idc05", "510107", 1988, 9, 9, "M", False), ("idc06", "420106", 1972, 12, 30, "F", False),
        ("idc07", "320102", 1999, 6, 5, "M", False), ("idc08", "440106", 1983, 3, 18, "F", False),
        ("idc09", "370202", 1990, 10, 27, "M", False), ("idc10", "610113", 1976, 5, 11, "F", False),
        ("idc11", "500103", 1993, 8, 21, "M", False), ("idc12", "350203", 1985, 1, 7, "F", False),
        ("idc13", "120101", 1968, 11, 19, "M", False), ("idc14", "430104", 1997, 4, 2, "F", False),
        ("idc15", "210102", 1981, 7, 30, "M", False), ("idc16", "330102", 1989, 12, 12, "F", True),
        ("idc17", "440304", 1994, 3, 25, "M", False), ("idc18", "310115", 1970, 6, 14, "F", False),
        ("idc19", "110108", 2001, 9, 8, "M", False), ("idc20", "320506", 1987, 2, 14, "F", False),
        ("idc21", "410105", 1992, 5, 31, "M", False), ("idc22", "530102", 1984, 10, 10, "F", False),
        ("idc23", "360102", 1978, 8, 3, "M", False), ("idc24", "450103", 1996, 1, 19, "F", False),
        ("idc25", "130102", 1980, 4, 26, "M", False), ("idc26", "220104", 1975, 9, 15, "F", False),
        ("idc27", "340104", 1998, 11, 28, "M", True), ("idc28", "520102", 1986, 7, 7, "F", False),
        ("idc29", "150102", 1990, 2, 1, "M", False), ("idc30", "650102", 1982, 6, 23, "F", False),
        ("idc31", "440103", 1988, 5, 17, "F", False), ("idc32", "310107", 1993, 12, 2, "M", False),
    ]
    for name, region, y, m, d, sex, wx in idc:
        add(name, "IDCARD", make_idcard(region, y, m, d, sex, wx), birth=f"{y:04d}-{m:02d}-{d:02d}", sex=sex)

    # ---- passports
    add("pp_cn1", "PASSPORT", "E" + digits(8), country="CN")
    add("pp_cn2", "PASSPORT", "E" + rng.choice("ABCDEFGHJKLMN") + digits(7), country="CN")
    add("pp_cn3", "PASSPORT", "E" + digits(8), country="CN")
    add("pp_cn4", "PASSPORT", "E" + rng.choice("ABCDEFGHJKLMN") + digits(7), country="CN")
    add("pp_cn5", "PASSPORT", "E" + digits(8), country="CN")
    add("pp_us1", "PASSPORT", str(rng.randint(5, 6)) + digits(8), country="US")
    add("pp_us2", "PASSPORT", "A" + digits(8), country="US")
    add("pp_uk1", "PASSPORT", str(rng.randint(1, 5)) + digits(8), country="GB")
    add("pp_uk2", "PASSPORT", str(rng.randint(1, 5)) + digits(8), country="GB")
    add("pp_uk3", "PASSPORT", str(rng.randint(1, 5)) + digits(8), country="GB")
    add("pp_ca1", "PASSPORT", letters(2) + digits(6), country="CA")
    add("pp_in1", "PASSPORT", rng.choice("JKLMNPRSTUVWZ") + digits(7), country="IN")
    add("pp_hk1", "PASSPORT", "K" + digits(8), country="HK")
    add("pp_hk2", "PASSPORT", "H" + digits(8), country="HK")
    add("pp_jp1", "PASSPORT", "T" + rng.choice("KRZ") + digits(7), country="JP")
    add("pp_de1", "PASSPORT", rng.choice("CFGHJK") + rs(8, "CFGHJKLMNPRTVWXYZ0123456789"), country="DE")
    add("pp_ie1", "PASSPORT", "P" + rng.choice("ABCDEFGH") + digits(7), country="IE")
    add("pp_au1", "PASSPORT", "P" + digits(7), country="AU")
    add("pp_sg1", "PASSPORT", "K" + digits(7), country="SG")

    # ---- other national IDs
    add("nino1", "NATIONAL_ID", make_nino(True), scheme="UK NINO")
    add("nino2", "NATIONAL_ID", make_nino(False), scheme="UK NINO")
    add("nino3", "NATIONAL_ID", make_nino(True), scheme="UK NINO")
    add("nino4", "NATIONAL_ID", make_nino(False), scheme="UK NINO")
    add("nino5", "NATIONAL_ID", make_nino(True), scheme="UK NINO")
    add("dni1", "NATIONAL_ID", make_dni(), scheme="ES DNI")
    add("dni2", "NATIONAL_ID", make_dni(), scheme="ES DNI")
    add("bsn1", "NATIONAL_ID", make_bsn(), scheme="NL BSN")
    add("bsn2", "NATIONAL_ID", make_bsn(), scheme="NL BSN")
    add("nric1", "NATIONAL_ID", make_nric("S"), scheme="SG NRIC")
    add("nric2", "NATIONAL_ID", make_nric("T"), scheme="SG NRIC")
    add("nric3", "NATIONAL_ID", make_nric("S"), scheme="SG NRIC")
    add("aadhaar1", "NATIONAL_ID", make_aadhaar(), scheme="IN Aadhaar")
    add("aadhaar2", "NATIONAL_ID", make_aadhaar(), scheme="IN Aadhaar")
    add("aadhaar3", "NATIONAL_ID", make_aadhaar(), scheme="IN Aadhaar")
    add("sin1", "NATIONAL_ID", make_sin(), scheme="CA SIN")
    add("sin2", "NATIONAL_ID", make_sin(), scheme="CA SIN")
    add("pesel1", "NATIONAL_ID", make_pesel(1984, 7, 19, "M"), scheme="PL PESEL", birth="1984-07-19")
    add("pesel2", "NATIONAL_ID", make_pesel(2002, 3, 8, "F"), scheme="PL PESEL", birth="2002-03-08")
    add("hkid1", "NATIONAL_ID", make_hkid(), scheme="HKID")
    add("hkid2", "NATIONAL_ID", make_hkid(), scheme="HKID")
    add("hkid3", "NATIONAL_ID", make_hkid(), scheme="HKID")
    add("twid1", "NATIONAL_ID", make_twid("M"), scheme="TW ID")
    add("twid2", "NATIONAL_ID", make_twid("F"), scheme="TW ID")
    add("twid3", "NATIONAL_ID", make_twid("F"), scheme="TW ID")

    # ---- API keys / tokens
    for i in range(1, 6):
        add(f"ak_aws{i}", "APIKEY", "AKIA" + rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"))
        add(f"sk_aws{i}", "SECRET", rs(40, B64))
    for i in range(1, 4):
        add(f"ak_gh{i}", "APIKEY", "ghp_" + rs(36))
    add("ak_ghfg1", "APIKEY", "github_pat_11" + rs(20, UPPER_DIGITS) + "_" + rs(59))
    for i in range(1, 3):
        add(f"ak_glpat{i}", "APIKEY", "glpat-" + rs(20, URLSAFE.replace("-", "")))
    for i in range(1, 4):
        add(f"ak_stripe{i}", "APIKEY", "sk_live_51" + rs(22, UPPER_DIGITS) + rs(40))
    add("ak_rk1", "APIKEY", "rk_live_51" + rs(30))
    for i in range(1, 4):
        add(f"ak_slack{i}", "APIKEY", "xoxb-" + digits(11) + "-" + digits(13) + "-" + rs(24))
    add("ak_slackp1", "APIKEY", "xoxp-" + digits(11) + "-" + digits(11) + "-" + digits(13) + "-" + rs(32, HEX))
    for i in range(1, 3):
        add(f"ak_openai{i}", "APIKEY", "sk-proj-" + rs(20) + "_" + rs(27) + "-" + rs(26))
    for i in range(1, 4):
        add(f"ak_google{i}", "APIKEY", "AIzaSy" + rs(33, URLSAFE))
    for i in range(1, 3):
        add(f"ak_sg{i}", "APIKEY", "SG." + rs(22, URLSAFE) + "." + rs(43, URLSAFE))
    for i in range(1, 4):
        add(f"ak_tg{i}", "APIKEY", str(rng.randint(5_000_000_000, 7_999_999_999)) + ":AA" + rs(33, URLSAFE))
    for i in range(1, 3):
        add(f"ak_twilio{i}", "APIKEY", "SK" + rs(32, HEX))
        add(f"sk_twilio{i}", "SECRET", rs(32, HEX))
    add("ak_mailgun1", "APIKEY", "key-" + rs(32, HEX))
    add("ak_jwt1", "APIKEY", make_jwt({"sub": "svc-dispatch", "scope": "jobs:write", "iat": 1716201600}))
    add("ak_jwt2", "APIKEY", make_jwt({"iss": "pickup-api", "role": "driver_app", "iat": 1719878400}))
    add("ak_jwt3", "APIKEY", make_jwt({"aud": "hire-portal", "scope": "bookings", "iat": 1722556800}))
    add("ak_shopify1", "APIKEY", "shpat_" + rs(32, HEX))
    add("ak_npm1", "APIKEY", "npm_" + rs(36))
    for i in range(1, 4):
        add(f"ak_aliyun{i}", "APIKEY", "LTAI5t" + rs(18))
        add(f"sk_aliyun{i}", "SECRET", rs(30))
    for i in range(1, 3):
        add(f"ak_tencent{i}", "APIKEY", "AKID" + rs(32))
        add(f"sk_tencent{i}", "SECRET", rs(32))
    add("ak_square1", "APIKEY", "EAAA" + rs(60, URLSAFE))

    # ---- other secrets
    for i in range(1, 5):
        s = rs(32, B32)
        add(f"totp{i}", "SECRET", " ".join(s[j:j + 4] for j in range(0, 32, 4)) if i == 2 else s)
    for i in range(1, 9):
        add(f"rc{i}", "SECRET", rs(5, "abcdefghijkmnpqrstuvwxyz23456789") + "-" + rs(5, "abcdefghijkmnpqrstuvwxyz23456789"))
    for i in range(1, 4):
        add(f"hook_slack{i}", "SECRET", "https://hooks.slack.com/services/T0" + rs(8, UPPER_DIGITS) + "/B0" + rs(8, UPPER_DIGITS) + "/" + rs(24))
    for i in range(1, 4):
        add(f"hook_ding{i}", "SECRET", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(64, HEX))
    for i in range(1, 3):
        add(f"hook_wecom{i}", "SECRET", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4())
    add("hook_feishu1", "SECRET", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4())
    add("hook_discord1", "SECRET", "https://discord.com/api/webhooks/1" + digits(18) + "/" + rs(68, URLSAFE))
    for i in range(1, 3):
        add(f"whsec{i}", "SECRET", "whsec_" + rs(32))
    add("slacksign1", "SECRET", rs(32, HEX))
    add("pem1", "SECRET", make_pem("openssh", 5))
    add("pem2", "SECRET", make_pem("rsa", 6))
    add("pem3", "SECRET", make_pem("ec", 3))
    add("cookie1", "SECRET", "s%3A" + rs(32, URLSAFE) + "." + rs(43, ALNUM) + "%2B" + rs(3))
    add("cookie2", "SECRET", rs(32, "abcdefghijklmnopqrstuvwxyz0123456789"))
    add("cookie3", "SECRET", rs(48, URLSAFE))
    add("cookie4", "SECRET", rs(32, "abcdefghijklmnopqrstuvwxyz0123456789"))


build()

# ================================================================= validation
VALIDATORS = {
    "CARD": lambda v: bool(re.fullmatch(r"\d[\d \-]{11,22}\d", v)) and 13 <= len(re.sub(r"\D", "", v)) <= 19 and luhn_ok(v),
    "IBAN": iban_ok,
    "SSN": ssn_ok,
    "IDCARD": idcard_ok,
    "PASSPORT": passport_ok,
    "APIKEY": lambda v: apikey_kind(v) is not None,
    "SECRET": lambda v: secret_kind(v) is not None,
}


def national_id_ok(v):
    return (nino_ok(v) or dni_ok(v) or bsn_ok(v) or nric_ok(v) or aadhaar_ok(v) or sin_ok(v)
            or pesel_ok(v) or hkid_ok(v) or twid_ok(v))


def national_id_scheme(v):
    for name, f in (("UK NINO", nino_ok), ("ES DNI", dni_ok), ("NL BSN", bsn_ok), ("SG NRIC", nric_ok),
                    ("IN Aadhaar", aadhaar_ok), ("CA SIN", sin_ok), ("PL PESEL", pesel_ok), ("HKID", hkid_ok),
                    ("TW ID", twid_ok)):
        if f(v):
            return name
    return None


VALIDATORS["NATIONAL_ID"] = national_id_ok

# types whose format carries a check digit: a one-digit corruption must fail
CHECKED = {"CARD", "IBAN", "IDCARD"}
CHECKED_SCHEMES = {"ES DNI", "NL BSN", "SG NRIC", "IN Aadhaar", "CA SIN", "PL PESEL", "HKID", "TW ID"}


def corruptions(v):
    """All strings that differ from v in exactly one digit."""
    out = []
    for i, ch in enumerate(v):
        if ch.isdigit():
            for r in "0123456789":
                if r != ch:
                    out.append(v[:i] + r + v[i + 1:])
    return out


def tw_blind_spot(v, c):
    """The Taiwan ID checksum is mod 10 with weights 8, 6, 5, 4, 2 on some positions, so a change d
    in such a digit with weight*d = 0 (mod 10) is undetectable by design; skip those corruptions."""
    i = next(k for k in range(len(v)) if v[k] != c[k])
    w = {1: 8, 2: 7, 3: 6, 4: 5, 5: 4, 6: 3, 7: 2, 8: 1, 9: 1}.get(i, 1)
    return (w * (int(v[i]) - int(c[i]))) % 10 == 0


def selftest():
    # known-answer tests for the validators themselves
    assert luhn_ok("4111 1111 1111 1111") and not luhn_ok("4111 1111 1111 1112")
    assert iban_ok("GB82 WEST 1234 5698 7654 32") and not iban_ok("GB82 WEST 1234 5698 7654 33")
    assert idcard_ok("11010519491231002X") and not idcard_ok("110105194912310021")
    assert dni_ok("12345678Z") and not dni_ok("12345678A")
    assert bsn_ok("111222333") and not bsn_ok("111222334")
    assert nric_ok("S1234567D") and not nric_ok("S1234567A")
    assert luhn_ok("046 454 286") and not luhn_ok("046 454 287")  # CRA example SIN (0xx: not issued)
    assert sin_ok("130 692 544") and not sin_ok("130 692 545")
    assert pesel_ok("44051401359") and not pesel_ok("44051401358")
    assert hkid_ok("A123456(3)") and not hkid_ok("A123456(4)")
    assert twid_ok("A123456789") and not twid_ok("A123456788")
    assert verhoeff_ok("2363") and not verhoeff_ok("2364")
    assert ssn_ok("536-22-1234") and not ssn_ok("666-22-1234") and not ssn_ok("536-00-1234")

    n_bad = 0
    for name, v in VALUES.items():
        t = TYPES[name]
        ok = VALIDATORS[t](v)
        if not ok:
            print("INVALID", name, t, repr(v))
            n_bad += 1
            continue
        if t == "NATIONAL_ID":
            sch = national_id_scheme(v)
            if META[name].get("scheme") != sch and not (META[name].get("scheme") == "PL PESEL" and sch):
                print("SCHEME MISMATCH", name, sch, META[name])
                n_bad += 1
            checked = META[name].get("scheme") in CHECKED_SCHEMES
            validate = {"ES DNI": dni_ok, "NL BSN": bsn_ok, "SG NRIC": nric_ok, "IN Aadhaar": aadhaar_ok,
                        "CA SIN": sin_ok, "PL PESEL": pesel_ok, "HKID": hkid_ok, "TW ID": twid_ok,
                        "UK NINO": nino_ok}[META[name]["scheme"]]
        else:
            checked = t in CHECKED
            validate = VALIDATORS[t]
        if checked:
            for c in corruptions(v):
                if META[name].get("scheme") == "TW ID" and tw_blind_spot(v, c):
                    continue
                if validate(c):
                    print("CORRUPTION PASSES", name, v, "->", c)
                    n_bad += 1
                    break
        if t == "IDCARD":
            assert idcard_birth(v).isoformat() == META[name]["birth"], name
            assert (int(v[16]) % 2 == 1) == (META[name]["sex"] == "M"), name
        if t == "NATIONAL_ID" and META[name].get("scheme") == "PL PESEL":
            assert pesel_birth(v).isoformat() == META[name]["birth"], name
    assert len(set(VALUES.values())) == len(VALUES), "duplicate generated values"
    if n_bad:
        raise SystemExit(f"selftest: {n_bad} problems")
    print(f"selftest ok: {len(VALUES)} values "
          f"({', '.join(f'{t}={sum(1 for x in TYPES.values() if x == t)}' for t in sorted(set(TYPES.values())))})")


if __name__ == "__main__":
    if "-p" in sys.argv:
        for name, v in VALUES.items():
            extra = " ".join(f"{k}={x}" for k, x in META[name].items())
            print(f"{name:14s} {TYPES[name]:12s} {v!r} {extra}")
    else:
        selftest()
