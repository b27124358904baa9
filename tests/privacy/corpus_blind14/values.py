"""Seeded value generators and validators for corpus_blind14.

Everything here is invented. Generation is deterministic: one random.Random(20261216)
drives every generator, in a fixed order. Run `python3 values.py` to self-test.
"""
import base64
import datetime
import json
import random
import re
import string

SEED = 20261216
rng = random.Random(SEED)

UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIGITS = string.digits
ALNUM = UPPER + LOWER + DIGITS
HEX = "0123456789abcdef"
B32 = UPPER + "234567"
URLSAFE = ALNUM + "-_"


def pick(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(s):
    d = re.sub(r"[ -]", "", s)
    if not d.isdigit() or not 13 <= len(d) <= 19:
        return False
    total = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return total % 10 == 0


def luhn_complete(partial):
    for c in DIGITS:
        if luhn_ok(partial + c):
            return partial + c
    raise ValueError(partial)


def gen_card(prefix, length, group=None, sep=" "):
    body = prefix + pick(DIGITS, length - len(prefix) - 1)
    num = luhn_complete(body)
    if group:
        out, i = [], 0
        for g in group:
            out.append(num[i:i + g])
            i += g
        return sep.join(out)
    return num


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "CH": 21, "BE": 16,
            "AT": 20, "PL": 28, "IE": 22, "SE": 24, "NO": 15, "PT": 25, "DK": 18, "FI": 18}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(s):
    x = s.replace(" ", "")
    if len(x) < 5 or not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", x):
        return False
    if IBAN_LEN.get(x[:2]) != len(x):
        return False
    return _iban_num(x[4:] + x[:4]) % 97 == 1


def gen_iban(cc, bban_shape, spaced=True):
    # bban_shape: string of 'n' (digit), 'a' (upper letter), 'c' (alnum upper)
    bban = "".join(rng.choice(DIGITS) if t == "n" else rng.choice(UPPER) if t == "a"
                   else rng.choice(UPPER + DIGITS) for t in bban_shape)
    check = 98 - _iban_num(bban + cc + "00") % 97
    iban = f"{cc}{check:02d}{bban}"
    assert iban_ok(iban), iban
    if spaced:
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


# ---------------------------------------------------------------- China GB 11643
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_MAP = "10X98765432"


def _valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


def cnid_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    if not (1900 <= y <= 2025 and _valid_date(y, m, d)):
        return False
    return CN_MAP[sum(int(a) * w for a, w in zip(s[:17], CN_W)) % 11] == s[17]


def gen_cnid(region, birth):
    body = region + birth + pick(DIGITS, 3)
    return body + CN_MAP[sum(int(a) * w for a, w in zip(body, CN_W)) % 11]


# ---------------------------------------------------------------- other national IDs
def nino_ok(s):
    x = s.replace(" ", "")
    m = re.fullmatch(r"([A-Z])([A-Z])(\d{6})([A-D])", x)
    if not m:
        return False
    a, b = m.group(1), m.group(2)
    if a in "DFIQUV" or b in "DFIQUVO":
        return False
    return a + b not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def gen_nino():
    while True:
        a = rng.choice([c for c in UPPER if c not in "DFIQUV"])
        b = rng.choice([c for c in UPPER if c not in "DFIQUVO"])
        if a + b in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}:
            continue
        d = pick(DIGITS, 6)
        return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {rng.choice('ABCD')}"


def bsn_ok(s):
    x = s.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", x):
        return False
    t = sum(int(x[i]) * (9 - i) for i in range(8)) - int(x[8])
    return t % 11 == 0 and x != "000000000"


def gen_bsn():
    while True:
        x = str(rng.randint(1, 9)) + pick(DIGITS, 7)
        t = sum(int(x[i]) * (9 - i) for i in range(8)) % 11
        if t < 10:
            return x + str(t)


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", s)
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def gen_dni():
    n = pick(DIGITS, 8)
    return n + DNI_L[int(n) % 23]


def _cpf_digits(d9):
    s1 = sum(int(d9[i]) * (10 - i) for i in range(9)) % 11
    c1 = 0 if s1 < 2 else 11 - s1
    d10 = d9 + str(c1)
    s2 = sum(int(d10[i]) * (11 - i) for i in range(10)) % 11
    c2 = 0 if s2 < 2 else 11 - s2
    return d10 + str(c2)


def cpf_ok(s):
    if not re.fullmatch(r"\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11}", s):
        return False
    x = re.sub(r"\D", "", s)
    return len(set(x)) > 1 and _cpf_digits(x[:9]) == x


def gen_cpf():
    x = _cpf_digits(pick(DIGITS, 9))
    return f"{x[:3]}.{x[3:6]}.{x[6:9]}-{x[9:]}"


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
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
    x = s.replace(" ", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", x)) and verhoeff_ok(x)


def gen_aadhaar():
    b = str(rng.randint(2, 9)) + pick(DIGITS, 10)
    x = b + verhoeff_digit(b)
    return f"{x[:4]} {x[4:8]} {x[8:]}"


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    t = sum(int(a) * w for a, w in zip(m.group(2), NRIC_W))
    p = m.group(1)
    if p in "TG":
        t += 4
    table = "JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK"
    return table[t % 11] == m.group(3)


def gen_nric(prefix="S"):
    d = pick(DIGITS, 7)
    t = sum(int(a) * w for a, w in zip(d, NRIC_W)) + (4 if prefix in "TG" else 0)
    table = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return prefix + d + table[t % 11]


def _hkid_check(letters, digits):
    vals = []
    if len(letters) == 1:
        vals.append(36 * 9)
        vals.append((ord(letters) - 55) * 8)
    else:
        vals.append((ord(letters[0]) - 55) * 9)
        vals.append((ord(letters[1]) - 55) * 8)
    t = sum(vals) + sum(int(d) * w for d, w in zip(digits, range(7, 1, -1)))
    c = (11 - t % 11) % 11
    return "A" if c == 10 else str(c)


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(([0-9A])\)", s)
    return bool(m) and _hkid_check(m.group(1), m.group(2)) == m.group(3)


def gen_hkid():
    l = rng.choice("ACDEGHKPRVYZ")
    d = pick(DIGITS, 6)
    return f"{l}{d}({_hkid_check(l, d)})"


RRN_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_ok(s):
    m = re.fullmatch(r"(\d{6})-(\d{7})", s)
    if not m:
        return False
    x = m.group(1) + m.group(2)
    g = int(x[6])
    cent = {1: 1900, 2: 1900, 3: 2000, 4: 2000, 9: 1800, 0: 1800}.get(g, 1900)
    if not _valid_date(cent + int(x[:2]), int(x[2:4]), int(x[4:6])):
        return False
    return (11 - sum(int(a) * w for a, w in zip(x[:12], RRN_W)) % 11) % 10 == int(x[12])


def gen_rrn(birth):  # birth 'YYMMDD' of a 19xx birth
    b = birth + rng.choice("12") + pick(DIGITS, 5)
    return f"{b[:6]}-{b[6:]}{(11 - sum(int(a) * w for a, w in zip(b, RRN_W)) % 11) % 10}"


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    cent = 1900
    if 20 < mm <= 32:
        cent, mm = 2000, mm - 20
    if not _valid_date(cent + yy, mm, dd):
        return False
    return (10 - sum(int(a) * w for a, w in zip(s, PESEL_W)) % 10) % 10 == int(s[10])


def gen_pesel(birth):  # 'YYMMDD' 19xx
    b = birth + pick(DIGITS, 4)
    return b + str((10 - sum(int(a) * w for a, w in zip(b, PESEL_W)) % 10) % 10)


def pnr_ok(s):
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", s)
    if not m:
        return False
    x = m.group(1) + m.group(2)
    if not _valid_date(1900 + int(x[:2]), int(x[2:4]), int(x[4:6])):
        return False
    return luhn_ok("000" + x)  # padding keeps parity; luhn_ok needs >= 13 digits


def gen_pnr(birth):
    b = birth + pick(DIGITS, 3)
    full = luhn_complete("000" + b)[3:]
    return f"{full[:6]}-{full[6:]}"


def sin_ok(s):
    x = s.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[1-79]\d{8}|0\d{8}", x)) and luhn_ok("0000" + x)


def gen_sin():
    b = str(rng.choice([1, 2, 3, 4, 5, 6, 7, 9])) + pick(DIGITS, 7)
    x = luhn_complete("0000" + b)[4:]
    return f"{x[:3]} {x[3:6]} {x[6:]}"


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(s):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", s)
    if not m:
        return False
    d = m.group(1)
    cent = {"-": 1900, "+": 1800, "A": 2000}[m.group(2)]
    if not _valid_date(cent + int(d[4:]), int(d[2:4]), int(d[:2])):
        return False
    return HETU_C[int(d + m.group(3)) % 31] == m.group(4)


def gen_hetu(ddmmyy):
    n = f"{rng.randint(2, 899):03d}"
    return f"{ddmmyy}-{n}{HETU_C[int(ddmmyy + n) % 31]}"


TW_L = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO",
                [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
                 32, 33, 34, 35]))


def twid_ok(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    v = TW_L[s[0]]
    t = (v // 10) + (v % 10) * 9 + sum(int(c) * w for c, w in zip(s[1:9], range(8, 0, -1))) + int(s[9])
    return t % 10 == 0


def gen_twid():
    l = rng.choice("ABDEFHKLT")
    b = rng.choice("12") + pick(DIGITS, 7)
    v = TW_L[l]
    t = (v // 10) + (v % 10) * 9 + sum(int(c) * w for c, w in zip(b, range(8, 0, -1)))
    return l + b + str((10 - t % 10) % 10)


# ---------------------------------------------------------------- SSN
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})-(\d{2})-(\d{4})", s)
    if not m:
        return False
    a, g, n = m.groups()
    return a != "000" and a != "666" and a[0] != "9" and g != "00" and n != "0000"


def gen_ssn():
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        return f"{a:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


# ---------------------------------------------------------------- vendor keys
def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def gen_jwt(payload):
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{pick(URLSAFE, 43)}"


def gen_pem(label, nlines):
    body = "\n".join(pick(ALNUM + "+/", 64) for _ in range(nlines))
    tail = pick(ALNUM + "+/", 20) + "=="
    return f"-----BEGIN {label}-----\n{body}\n{tail}\n-----END {label}-----"


def gen_discord():
    uid = str(rng.randint(10 ** 17, 10 ** 18 - 1)).encode()
    return f"{b64url(uid)}.{pick(URLSAFE, 6)}.{pick(URLSAFE, 38)}"


KEY_GEN = {
    "aws_akid": lambda: "AKIA" + pick(UPPER + "234567", 16),
    "aws_secret": lambda: pick(ALNUM + "/+", 40),
    "github_pat": lambda: "ghp_" + pick(ALNUM, 36),
    "github_fg": lambda: "github_pat_11" + pick(UPPER + DIGITS, 20) + "_" + pick(ALNUM, 59),
    "gitlab_pat": lambda: "glpat-" + pick(ALNUM + "-_", 20),
    "slack_bot": lambda: f"xoxb-{pick(DIGITS, 11)}-{pick(DIGITS, 13)}-{pick(ALNUM, 24)}",
    "slack_webhook": lambda: f"https://hooks.slack.com/services/T{pick(UPPER + DIGITS, 8)}/B{pick(UPPER + DIGITS, 10)}/{pick(ALNUM, 24)}",
    "stripe_sk": lambda: "sk_live_51" + pick(ALNUM, 97),
    "stripe_rk": lambda: "rk_live_51" + pick(ALNUM, 60),
    "stripe_whsec": lambda: "whsec_" + pick(ALNUM, 32),
    "google_api": lambda: "AIza" + pick(URLSAFE, 35),
    "openai": lambda: "sk-proj-" + pick(URLSAFE, 74) + "T3BlbkFJ" + pick(URLSAFE, 74),
    "anthropic": lambda: "sk-ant-api03-" + pick(URLSAFE, 93) + "AA",
    "hf": lambda: "hf_" + pick(UPPER + LOWER, 34),
    "sendgrid": lambda: "SG." + pick(URLSAFE, 22) + "." + pick(URLSAFE, 43),
    "mailgun": lambda: "key-" + pick(HEX, 32),
    "twilio_sk": lambda: "SK" + pick(HEX, 32),
    "twilio_token": lambda: pick(HEX, 32),
    "do_pat": lambda: "dop_v1_" + pick(HEX, 64),
    "npm": lambda: "npm_" + pick(ALNUM, 36),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + pick(URLSAFE, 100),
    "atlassian": lambda: "ATATT3xFfGF0" + pick(URLSAFE, 120) + "=" + pick("0123456789ABCDEF", 8),
    "datadog_api": lambda: pick(HEX, 32),
    "datadog_app": lambda: pick(HEX, 40),
    "shopify_at": lambda: "shpat_" + pick(HEX, 32),
    "shopify_ss": lambda: "shpss_" + pick(HEX, 32),
    "discord": gen_discord,
    "telegram": lambda: f"{rng.randint(6000000000, 7999999999)}:AA{pick(URLSAFE, 33)}",
    "azure_storage": lambda: pick(ALNUM + "+/", 86) + "==",
    "azure_client_secret": lambda: pick(ALNUM, 3) + "8Q~" + pick(ALNUM + "_.~-", 34),
    "aliyun_akid": lambda: "LTAI5t" + pick(ALNUM, 18),
    "aliyun_secret": lambda: pick(ALNUM, 30),
    "tencent_id": lambda: "AKID" + pick(ALNUM, 32),
    "tencent_key": lambda: pick(ALNUM, 32),
    "sentry_dsn": lambda: f"https://{pick(HEX, 32)}@o{rng.randint(100000, 999999)}.ingest.sentry.io/{rng.randint(1000000, 9999999)}",
    "totp": lambda: pick(B32, 32),
    "vault": lambda: "hvs." + pick(ALNUM + "_-", 90),
    "grafana": lambda: "glsa_" + pick(ALNUM, 32) + "_" + pick(HEX, 8),
    "cloudflare": lambda: pick(ALNUM + "_-", 40),
    "notion": lambda: "ntn_" + pick(DIGITS, 11) + pick(ALNUM, 35),
    "wechat_secret": lambda: pick(HEX, 32),
    "dingtalk_webhook": lambda: "https://oapi.dingtalk.com/robot/send?access_token=" + pick(HEX, 64),
    "feishu_webhook": lambda: "https://open.feishu.cn/open-apis/bot/v2/hook/" + "-".join(pick(HEX, n) for n in (8, 4, 4, 4, 12)),
    "mapbox_sk": lambda: "sk.eyJ1Ijoi" + pick(ALNUM, 20) + "." + pick(URLSAFE, 22),
    "linear": lambda: "lin_api_" + pick(ALNUM, 40),
    "postman": lambda: f"PMAK-{pick(HEX, 24)}-{pick(HEX, 34)}",
    "generic_secret": lambda: pick(ALNUM + "!#%*+-=_", 48),
    "hex64": lambda: pick(HEX, 64),
}

KEY_RE = {
    "aws_akid": r"AKIA[A-Z2-7]{16}",
    "aws_secret": r"[A-Za-z0-9/+]{40}",
    "github_pat": r"ghp_[A-Za-z0-9]{36}",
    "github_fg": r"github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}",
    "gitlab_pat": r"glpat-[A-Za-z0-9_-]{20}",
    "slack_bot": r"xoxb-\d{11}-\d{13}-[A-Za-z0-9]{24}",
    "slack_webhook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{8}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}",
    "stripe_sk": r"sk_live_51[A-Za-z0-9]{97}",
    "stripe_rk": r"rk_live_51[A-Za-z0-9]{60}",
    "stripe_whsec": r"whsec_[A-Za-z0-9]{32}",
    "google_api": r"AIza[A-Za-z0-9_-]{35}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "hf": r"hf_[A-Za-z]{34}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "mailgun": r"key-[0-9a-f]{32}",
    "twilio_sk": r"SK[0-9a-f]{32}",
    "twilio_token": r"[0-9a-f]{32}",
    "do_pat": r"dop_v1_[0-9a-f]{64}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{100}",
    "atlassian": r"ATATT3xFfGF0[A-Za-z0-9_-]{120}=[0-9A-F]{8}",
    "datadog_api": r"[0-9a-f]{32}",
    "datadog_app": r"[0-9a-f]{40}",
    "shopify_at": r"shpat_[0-9a-f]{32}",
    "shopify_ss": r"shpss_[0-9a-f]{32}",
    "discord": r"[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{38}",
    "telegram": r"\d{10}:AA[A-Za-z0-9_-]{33}",
    "azure_storage": r"[A-Za-z0-9+/]{86}==",
    "azure_client_secret": r"[A-Za-z0-9]{3}8Q~[A-Za-z0-9_.~-]{34}",
    "aliyun_akid": r"LTAI5t[A-Za-z0-9]{18}",
    "aliyun_secret": r"[A-Za-z0-9]{30}",
    "tencent_id": r"AKID[A-Za-z0-9]{32}",
    "tencent_key": r"[A-Za-z0-9]{32}",
    "sentry_dsn": r"https://[0-9a-f]{32}@o\d{6}\.ingest\.sentry\.io/\d{7}",
    "totp": r"[A-Z2-7]{32}",
    "vault": r"hvs\.[A-Za-z0-9_-]{90}",
    "grafana": r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}",
    "cloudflare": r"[A-Za-z0-9_-]{40}",
    "notion": r"ntn_\d{11}[A-Za-z0-9]{35}",
    "wechat_secret": r"[0-9a-f]{32}",
    "dingtalk_webhook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    "feishu_webhook": r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}",
    "mapbox_sk": r"sk\.eyJ1Ijoi[A-Za-z0-9]{20}\.[A-Za-z0-9_-]{22}",
    "linear": r"lin_api_[A-Za-z0-9]{40}",
    "postman": r"PMAK-[0-9a-f]{24}-[0-9a-f]{34}",
    "generic_secret": r"[A-Za-z0-9!#%*+=_-]{48}",
    "hex64": r"[0-9a-f]{64}",
    "jwt": r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
    "pem": r"-----BEGIN ([A-Z ]+)-----\n([A-Za-z0-9+/]{64}\n)+[A-Za-z0-9+/]{20}==\n-----END \1-----",
}


def key_validator(kind):
    rx = re.compile(KEY_RE[kind])
    return lambda s: bool(rx.fullmatch(s))


# ---------------------------------------------------------------- VALUES
VALUES = {}
VALUE_KIND = {}


def put(name, kind, value):
    assert name not in VALUES, name
    VALUES[name] = value
    VALUE_KIND[name] = kind


# cards: (name, prefix, length, grouping)
for name, prefix, length, group, sep in [
    ("card_visa1", "4", 16, (4, 4, 4, 4), " "), ("card_visa2", "4", 16, (4, 4, 4, 4), "-"),
    ("card_visa3", "4", 16, None, ""), ("card_visa4", "4", 16, (4, 4, 4, 4), " "),
    ("card_visa5", "4", 13, None, ""), ("card_visa6", "4", 16, (4, 4, 4, 4), " "),
    ("card_mc1", "51", 16, (4, 4, 4, 4), " "), ("card_mc2", "2221", 16, None, ""),
    ("card_mc3", "54", 16, (4, 4, 4, 4), "-"), ("card_mc4", "55", 16, (4, 4, 4, 4), " "),
    ("card_amex1", "37", 15, (4, 6, 5), " "), ("card_amex2", "34", 15, None, ""),
    ("card_up1", "62", 19, None, ""), ("card_up2", "62", 16, (4, 4, 4, 4), " "),
    ("card_up3", "621", 19, (4, 4, 4, 4, 3), " "), ("card_up4", "62", 16, None, ""),
    ("card_jcb1", "35", 16, (4, 4, 4, 4), " "), ("card_disc1", "6011", 16, (4, 4, 4, 4), " "),
    ("card_visa7", "4", 16, None, ""), ("card_mc5", "53", 16, (4, 4, 4, 4), " "),
]:
    put(name, "card", gen_card(prefix, length, group, sep))

for name, cc, shape, spaced in [
    ("iban_de1", "DE", "n" * 18, True), ("iban_de2", "DE", "n" * 18, False),
    ("iban_gb1", "GB", "aaaa" + "n" * 14, True), ("iban_gb2", "GB", "aaaa" + "n" * 14, False),
    ("iban_fr1", "FR", "n" * 23, True), ("iban_nl1", "NL", "aaaa" + "n" * 10, True),
    ("iban_es1", "ES", "n" * 20, True), ("iban_it1", "IT", "a" + "n" * 22, True),
    ("iban_ch1", "CH", "n" * 17, True), ("iban_be1", "BE", "n" * 12, True),
    ("iban_at1", "AT", "n" * 16, False), ("iban_pl1", "PL", "n" * 24, True),
    ("iban_ie1", "IE", "aaaa" + "n" * 14, True), ("iban_se1", "SE", "n" * 20, True),
    ("iban_pt1", "PT", "n" * 21, False), ("iban_fi1", "FI", "n" * 14, True),
    ("iban_nl2", "NL", "aaaa" + "n" * 10, False), ("iban_dk1", "DK", "n" * 14, True),
]:
    put(name, "iban", gen_iban(cc, shape, spaced))

for i, (region, birth) in enumerate([
    ("110105", "19880314"), ("310104", "19920708"), ("440305", "19790522"), ("330106", "19951130"),
    ("510107", "19860219"), ("420106", "20010905"), ("320102", "19730417"), ("370202", "19900101"),
    ("350203", "19670829"), ("610113", "19981212"), ("430104", "19840630"), ("120101", "19930227"),
    ("500103", "19770715"), ("210202", "19891009"), ("440106", "20000229"), ("530102", "19620503"),
    ("340104", "19941118"), ("230103", "19810806"),
], start=1):
    put(f"cnid{i}", "cnid", gen_cnid(region, birth))

for i in range(1, 5):
    put(f"nino{i}", "nino_uk", gen_nino())
for i in range(1, 4):
    put(f"bsn{i}", "bsn_nl", gen_bsn())
for i in range(1, 4):
    put(f"dni{i}", "dni_es", gen_dni())
for i in range(1, 4):
    put(f"cpf{i}", "cpf_br", gen_cpf())
for i in range(1, 4):
    put(f"aadhaar{i}", "aadhaar_in", gen_aadhaar())
put("nric1", "nric_sg", gen_nric("S"))
put("nric2", "nric_sg", gen_nric("T"))
put("nric3", "nric_sg", gen_nric("S"))
put("hkid1", "hkid_hk", gen_hkid())
put("hkid2", "hkid_hk", gen_hkid())
put("hkid3", "hkid_hk", gen_hkid())
put("rrn1", "rrn_kr", gen_rrn("880412"))
put("rrn2", "rrn_kr", gen_rrn("950923"))
put("pesel1", "pesel_pl", gen_pesel("850317"))
put("pesel2", "pesel_pl", gen_pesel("910604"))
put("pnr1", "pnr_se", gen_pnr("870225"))
put("pnr2", "pnr_se", gen_pnr("930811"))
put("sin1", "sin_ca", gen_sin())
put("sin2", "sin_ca", gen_sin())
put("hetu1", "hetu_fi", gen_hetu("140683"))
put("hetu2", "hetu_fi", gen_hetu("020197"))
put("twid1", "twid_tw", gen_twid())
put("twid2", "twid_tw", gen_twid())
put("twid3", "twid_tw", gen_twid())

for i in range(1, 11):
    put(f"ssn{i}", "ssn", gen_ssn())

for kind, n in [
    ("aws_akid", 4), ("aws_secret", 4), ("github_pat", 3), ("github_fg", 1), ("gitlab_pat", 2),
    ("slack_bot", 2), ("slack_webhook", 2), ("stripe_sk", 2), ("stripe_rk", 1), ("stripe_whsec", 2),
    ("google_api", 3), ("openai", 2), ("anthropic", 2), ("hf", 2), ("sendgrid", 2), ("mailgun", 2),
    ("twilio_sk", 1), ("twilio_token", 2), ("do_pat", 2), ("npm", 2), ("pypi", 1), ("atlassian", 2),
    ("datadog_api", 2), ("datadog_app", 1), ("shopify_at", 2), ("shopify_ss", 1), ("discord", 2),
    ("telegram", 2), ("azure_storage", 2), ("azure_client_secret", 2), ("aliyun_akid", 3),
    ("aliyun_secret", 3), ("tencent_id", 2), ("tencent_key", 2), ("sentry_dsn", 3), ("totp", 3),
    ("vault", 1), ("grafana", 1), ("cloudflare", 2), ("notion", 1), ("wechat_secret", 2),
    ("dingtalk_webhook", 2), ("feishu_webhook", 2), ("mapbox_sk", 1), ("linear", 1), ("postman", 1),
    ("generic_secret", 4), ("hex64", 3),
]:
    for i in range(1, n + 1):
        put(f"{kind}{i}", kind, KEY_GEN[kind]())

put("jwt1", "jwt", gen_jwt({"sub": "guest-88213", "role": "member", "iat": 1765843200}))
put("jwt2", "jwt", gen_jwt({"sub": "u_40917", "scope": "bookings:write", "exp": 1766016000}))
put("jwt3", "jwt", gen_jwt({"uid": 771203, "tenant": "lockers", "iat": 1765929600}))
put("jwt4", "jwt", gen_jwt({"sub": "driver-5521", "aud": "rental-api", "exp": 1767139200}))
put("pem1", "pem", gen_pem("OPENSSH PRIVATE KEY", 5))
put("pem2", "pem", gen_pem("RSA PRIVATE KEY", 6))
put("pem3", "pem", gen_pem("PRIVATE KEY", 4))

# extra values appended later (kept after the first block so earlier values stay stable)
put("card_up5", "card", gen_card("62", 19, None, ""))
put("card_up6", "card", gen_card("622", 16, (4, 4, 4, 4), " "))
put("card_visa8", "card", gen_card("4", 16, (4, 4, 4, 4), " "))
put("card_mc6", "card", gen_card("52", 16, None, ""))
for i in range(19, 25):
    put(f"cnid{i}", "cnid", gen_cnid(*[("440304", "19850412"), ("330102", "19910623"), ("110108", "19780930"),
                                        ("320506", "19960115"), ("310115", "20030708"), ("500112", "19690321")][i - 19]))
put("aliyun_akid4", "aliyun_akid", KEY_GEN["aliyun_akid"]())
put("aliyun_secret4", "aliyun_secret", KEY_GEN["aliyun_secret"]())

# ---------------------------------------------------------------- validators
VALIDATORS = {
    "card": luhn_ok, "iban": iban_ok, "cnid": cnid_ok, "ssn": ssn_ok,
    "nino_uk": nino_ok, "bsn_nl": bsn_ok, "dni_es": dni_ok, "cpf_br": cpf_ok, "aadhaar_in": aadhaar_ok,
    "nric_sg": nric_ok, "hkid_hk": hkid_ok, "rrn_kr": rrn_ok, "pesel_pl": pesel_ok, "pnr_se": pnr_ok,
    "sin_ca": sin_ok, "hetu_fi": hetu_ok, "twid_tw": twid_ok,
}
for _k in KEY_RE:
    VALIDATORS[_k] = key_validator(_k)

NATIONAL_KINDS = {"nino_uk", "bsn_nl", "dni_es", "cpf_br", "aadhaar_in", "nric_sg", "hkid_hk", "rrn_kr",
                  "pesel_pl", "pnr_se", "sin_ca", "hetu_fi", "twid_tw"}

# published / textbook examples: (kind, value, expected)
PUBLISHED = [
    ("card", "4111111111111111", True), ("card", "5555555555554444", True), ("card", "378282246310005", True),
    ("card", "6011111111111117", True), ("card", "3530111333300000", True), ("card", "4111111111111112", False),
    ("iban", "GB82WEST12345698765432", True), ("iban", "DE89370400440532013000", True),
    ("iban", "FR1420041010050500013M02606", True), ("iban", "NL91ABNA0417164300", True),
    ("iban", "ES9121000418450200051332", True), ("iban", "IT60X0542811101000000123456", True),
    ("iban", "CH9300762011623852957", True), ("iban", "BE68539007547034", True),
    ("iban", "GB82WEST12345698765433", False), ("iban", "DE8937040044053201300", False),
    ("cnid", "11010519491231002X", True), ("cnid", "110105194912310021", False),
    ("cnid", "110105194902300025", False),
    ("bsn_nl", "111222333", True), ("bsn_nl", "111222334", False),
    ("dni_es", "12345678Z", True), ("dni_es", "12345678A", False),
    ("cpf_br", "529.982.247-25", True), ("cpf_br", "529.982.247-26", False), ("cpf_br", "111.111.111-11", False),
    ("nric_sg", "S1234567D", True), ("nric_sg", "S1234567A", False),
    ("hkid_hk", "A123456(3)", True), ("hkid_hk", "A123456(4)", False),
    ("pesel_pl", "44051401359", True), ("pesel_pl", "44051401358", False),
    ("pnr_se", "811218-9876", True), ("pnr_se", "811218-9875", False),
    ("sin_ca", "046 454 286", True), ("sin_ca", "046 454 287", False),
    ("hetu_fi", "131052-308T", True), ("hetu_fi", "131052-308U", False),
    ("twid_tw", "A123456789", True), ("twid_tw", "A123456788", False),
    ("nino_uk", "AB123456C", True), ("nino_uk", "QQ123456C", False), ("nino_uk", "GB123456A", False),
    ("ssn", "123-45-6789", True), ("ssn", "666-12-3456", False), ("ssn", "000-12-3456", False),
    ("ssn", "912-12-3456", False), ("ssn", "123-00-4567", False), ("ssn", "123-45-0000", False),
    ("aws_akid", "AKIAIOSFODNN7EXAMPLE", True),
]


def selftest(verbose=False):
    problems = []
    if not verhoeff_ok("2363") or verhoeff_ok("2364") or verhoeff_digit("236") != "3":
        problems.append("verhoeff: textbook example 236 -> 3 fails")
    for kind, value, expected in PUBLISHED:
        if VALIDATORS[kind](value) != expected:
            problems.append(f"published example {kind} {value!r}: expected {expected}")
    for name, value in VALUES.items():
        kind = VALUE_KIND[name]
        if not VALIDATORS[kind](value):
            problems.append(f"generated {name} ({kind}) {value!r} fails its validator")
    seen = {}
    for name, value in VALUES.items():
        if value in seen:
            problems.append(f"duplicate generated value {name} == {seen[value]}")
        seen[value] = name
    if verbose:
        for p in problems:
            print(p)
    return problems


if __name__ == "__main__":
    probs = selftest(verbose=True)
    print(f"{len(VALUES)} values, {len(PUBLISHED)} published examples, {len(VALIDATORS)} validators")
    if probs:
        print(f"FAIL: {len(probs)} problems")
        raise SystemExit(1)
    print("OK: selftest passed")
