"""Generators and validators for values needing check digits or vendor shapes.

Only the Python standard library. All generated values come from random.Random(20271113).
"""
import base64
import json
import random
import re
import string

RNG = random.Random(20271113)
DIG = string.digits
ALNUM = string.ascii_letters + string.digits
B32 = string.ascii_uppercase + "234567"


def _r(alpha, n):
    return "".join(RNG.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    s = re.sub(r"[ -]", "", num)
    if not s.isdigit():
        return False
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c


def card_ok(v):
    s = re.sub(r"[ -]", "", v)
    return s.isdigit() and 13 <= len(s) <= 19 and luhn_ok(s)


def gen_card(prefix, length, groups=None, sep=" "):
    body = prefix + _r(DIG, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    if not groups:
        return num
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return sep.join(out)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "BE": 16,
            "CH": 21, "IE": 22, "PL": 28, "SE": 24, "AT": 20, "PT": 25, "DK": 18, "NO": 15}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def gen_iban(cc, bank_letters=0, grouped=True):
    n = IBAN_LEN[cc] - 4
    bban = _r(string.ascii_uppercase, bank_letters) + _r(DIG, n - bank_letters)
    chk = 98 - _iban_num(bban + cc + "00") % 97
    s = f"{cc}{chk:02d}{bban}"
    if grouped:
        s = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


# ---------------------------------------------------------------- PRC resident ID (GB 11643)
PRC_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
PRC_C = "10X98765432"
PRC_AREAS = {"110105", "110108", "310104", "310115", "440305", "440106", "330106", "510107",
             "320102", "420106", "370202", "350203", "610113", "210102", "430104", "500103",
             "110101"}


def prc_check(first17):
    return PRC_C[sum(int(a) * b for a, b in zip(first17, PRC_W)) % 11]


def prc_ok(v):
    import datetime
    if not re.fullmatch(r"\d{17}[\dX]", v):
        return False
    if v[:6] not in PRC_AREAS:
        return False
    try:
        datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
    except ValueError:
        return False
    return prc_check(v[:17]) == v[17]


def gen_prc(area, ymd, female=False):
    seq = RNG.randrange(10, 99) * 10 + RNG.choice([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9])
    f = f"{area}{ymd}{seq:03d}"
    return f + prc_check(f)


# ---------------------------------------------------------------- national IDs
def bsn_ok(v):
    s = v.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", s):
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0


def gen_bsn():
    while True:
        s = str(RNG.randrange(1, 9)) + _r(DIG, 8)
        if bsn_ok(s):
            return s


def se_ok(v):
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", v)
    if not m:
        return False
    s = m.group(1) + m.group(2)
    return luhn_ok(s[:10]) and 1 <= int(s[2:4]) <= 12


def gen_se(yymmdd):
    b = yymmdd + _r(DIG, 3)
    return f"{yymmdd}-{b[6:]}{luhn_digit(b)}"


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(v):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", v)
    return bool(m) and HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def gen_hetu(ddmmyy, sign="-"):
    n = _r(DIG, 3)
    return f"{ddmmyy}{sign}{n}{HETU_C[int(ddmmyy + n) % 31]}"


DNI_C = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(v):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})-?([A-Z])", v)
    if not m:
        return False
    pre = {"": "", "X": "0", "Y": "1", "Z": "2"}[m.group(1)]
    num = pre + m.group(2)
    if len(num) != 8:
        return False
    return DNI_C[int(num) % 23] == m.group(3)


def gen_dni():
    n = _r(DIG, 8)
    return n + DNI_C[int(n) % 23]


def gen_nie():
    p = RNG.choice("XYZ")
    n = _r(DIG, 7)
    return p + n + DNI_C[int({"X": "0", "Y": "1", "Z": "2"}[p] + n) % 23]


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])


def aadhaar_ok(v):
    s = v.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", s)) and verhoeff_ok(s)


def gen_aadhaar():
    b = str(RNG.randrange(2, 10)) + _r(DIG, 10)
    s = b + verhoeff_digit(b)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def cpf_ok(v):
    s = re.sub(r"[.\-]", "", v)
    if not re.fullmatch(r"\d{11}", s) or len(set(s)) == 1:
        return False
    for n in (9, 10):
        r = sum(int(s[i]) * (n + 1 - i) for i in range(n)) % 11
        if (0 if r < 2 else 11 - r) != int(s[n]):
            return False
    return True


def gen_cpf():
    s = _r(DIG, 9)
    for n in (9, 10):
        r = sum(int(s[i]) * (n + 1 - i) for i in range(n)) % 11
        s += str(0 if r < 2 else 11 - r)
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def sin_ok(v):
    s = v.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[0-79]\d{8}", s)) and luhn_ok(s)


def gen_sin():
    b = str(RNG.choice([1, 2, 3, 4, 5, 6, 7, 9])) + _r(DIG, 7)
    s = b + luhn_digit(b)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    return (10 - sum(int(a) * b for a, b in zip(v, PESEL_W)) % 10) % 10 == int(v[10])


def gen_pesel(yymmdd_coded):
    b = yymmdd_coded + _r(DIG, 4)
    return b + str((10 - sum(int(a) * w for a, w in zip(b, PESEL_W)) % 10) % 10)


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m:
        return False
    t = sum(int(a) * b for a, b in zip(m.group(2), NRIC_W)) + (4 if m.group(1) in "TG" else 0)
    tab = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return tab[t % 11] == m.group(3)


def gen_nric(p="S"):
    d = _r(DIG, 7)
    t = sum(int(a) * b for a, b in zip(d, NRIC_W)) + (4 if p in "TG" else 0)
    return p + d + ("JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK")[t % 11]


def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v)
    if not m:
        return False
    L = m.group(1)
    vals = ([36] if len(L) == 1 else []) + [ord(c) - 55 for c in L]
    t = sum(x * w for x, w in zip(vals + [int(c) for c in m.group(2)], [9, 8, 7, 6, 5, 4, 3, 2]))
    c = (11 - t % 11) % 11
    return ("A" if c == 10 else str(c)) == m.group(3)


def gen_hkid():
    L = RNG.choice("ACDEGHKPRVYZ")
    d = _r(DIG, 6)
    t = 36 * 9 + (ord(L) - 55) * 8 + sum(int(c) * w for c, w in zip(d, [7, 6, 5, 4, 3, 2]))
    c = (11 - t % 11) % 11
    return f"{L}{d}({'A' if c == 10 else c})"


TW_L = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO",
                [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30,
                 31, 32, 33, 34, 35]))


def twid_ok(v):
    if not re.fullmatch(r"[A-Z][12]\d{8}", v):
        return False
    n = TW_L[v[0]]
    t = n // 10 + (n % 10) * 9 + sum(int(c) * w for c, w in zip(v[1:9], range(8, 0, -1))) + int(v[9])
    return t % 10 == 0


def gen_twid():
    L = RNG.choice("ABDEFHKR")
    b = L + RNG.choice("12") + _r(DIG, 7)
    for c in DIG:
        if twid_ok(b + c):
            return b + c


def nino_ok(v):
    s = v.replace(" ", "")
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])\d{6}[A-D]", s)
    return bool(m) and s[:2] not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def steuer_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{10}", s):
        return False
    p = 10
    for ch in s[:10]:
        t = (int(ch) + p) % 10
        if t == 0:
            t = 10
        p = (t * 2) % 11
    c = 11 - p
    return (0 if c == 10 else c) == int(s[10])


def gen_steuer():
    while True:
        digs = RNG.sample("0123456789", 9)
        if digs[0] == "0":
            continue
        digs.insert(RNG.randrange(1, 10), RNG.choice(digs))
        b = "".join(digs)
        for c in DIG:
            if steuer_ok(b + c):
                return f"{b[:2]} {b[2:5]} {b[5:8]} {b[8:]}{c}"


NATIONAL_VALIDATORS = {"bsn": bsn_ok, "se": se_ok, "hetu": hetu_ok, "dni": dni_ok, "aadhaar": aadhaar_ok,
                       "cpf": cpf_ok, "sin": sin_ok, "pesel": pesel_ok, "nric": nric_ok, "hkid": hkid_ok,
                       "twid": twid_ok, "nino": nino_ok, "steuer": steuer_ok}


def national_ok(v):
    return [k for k, f in NATIONAL_VALIDATORS.items() if f(v)]


# ---------------------------------------------------------------- SSN
def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", v)
    if not m:
        return False
    a, g, s = m.groups()
    return a != "000" and a != "666" and a[0] != "9" and g != "00" and s != "0000"


def gen_ssn():
    a = RNG.choice([x for x in range(1, 900) if x != 666])
    return f"{a:03d}-{RNG.randrange(1, 100):02d}-{RNG.randrange(1, 10000):04d}"


# ---------------------------------------------------------------- vendor keys
def _b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def gen_jwt(sub, iss):
    h = _b64u({"alg": "HS256", "typ": "JWT"})
    p = _b64u({"sub": sub, "iss": iss, "iat": 1767225600 + RNG.randrange(0, 9000000)})
    sig = base64.urlsafe_b64encode(bytes(RNG.randrange(256) for _ in range(32))).decode().rstrip("=")
    return f"{h}.{p}.{sig}"


def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        h = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return isinstance(h, dict) and "alg" in h and re.fullmatch(r"[A-Za-z0-9_-]{20,}", parts[2]) is not None


URLB = ALNUM + "_-"
APIKEY_SHAPES = {
    "aws": r"(AKIA|ASIA)[A-Z2-7]{16}",
    "ghp": r"ghp_[A-Za-z0-9]{36}",
    "ghpat": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "glpat": r"glpat-[A-Za-z0-9_-]{20}",
    "slack": r"xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    "stripe": r"(sk|rk)_live_[A-Za-z0-9]{24,99}",
    "google": r"AIza[0-9A-Za-z_-]{35}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{40,200}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "hf": r"hf_[A-Za-z]{34}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
    "datadog": r"[a-f0-9]{32}",
    "shopify": r"shpat_[a-fA-F0-9]{32}",
    "telegram": r"\d{8,10}:AA[A-Za-z0-9_-]{33}",
    "discord": r"[MN][A-Za-z0-9]{23}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27}",
    "alibaba": r"LTAI[A-Za-z0-9]{12,20}",
    "tencent": r"AKID[A-Za-z0-9]{32}",
    "exchange": r"[A-Za-z0-9]{64}",
}


def apikey_ok(v):
    if jwt_ok(v):
        return ["jwt"]
    return [k for k, p in APIKEY_SHAPES.items() if re.fullmatch(p, v)]


def gen_key(kind):
    if kind == "aws":
        return "AKIA" + _r(B32, 16)
    if kind == "ghp":
        return "ghp_" + _r(ALNUM, 36)
    if kind == "ghpat":
        return "github_pat_11" + _r(ALNUM, 20) + "_" + _r(ALNUM, 59)
    if kind == "glpat":
        return "glpat-" + _r(ALNUM, 20)
    if kind == "slack":
        return f"xoxb-{_r(DIG, 12)}-{_r(DIG, 13)}-{_r(ALNUM, 24)}"
    if kind == "stripe":
        return "sk_live_" + _r(ALNUM, 48)
    if kind == "google":
        return "AIzaSy" + _r(URLB, 33)
    if kind == "openai":
        return "sk-proj-" + _r(URLB, 64)
    if kind == "anthropic":
        return "sk-ant-api03-" + _r(URLB, 93) + "AA"
    if kind == "hf":
        return "hf_" + _r(string.ascii_letters, 34)
    if kind == "sendgrid":
        return "SG." + _r(URLB, 22) + "." + _r(URLB, 43)
    if kind == "npm":
        return "npm_" + _r(ALNUM, 36)
    if kind == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + _r(URLB, 60)
    if kind == "datadog":
        return _r("0123456789abcdef", 32)
    if kind == "shopify":
        return "shpat_" + _r("0123456789abcdef", 32)
    if kind == "telegram":
        return f"{RNG.randrange(10**9, 8*10**9)}:AA" + _r(URLB, 33)
    if kind == "discord":
        return "M" + _r(ALNUM, 23) + "." + _r(URLB, 6) + "." + _r(URLB, 27)
    if kind == "alibaba":
        return "LTAI5t" + _r(ALNUM, 18)
    if kind == "tencent":
        return "AKID" + _r(ALNUM, 32)
    if kind == "exchange":
        return _r(ALNUM, 64)
    raise KeyError(kind)


def gen_secret(kind):
    if kind == "aws_secret":
        return _r(ALNUM + "/+", 40)
    if kind == "ali_secret":
        return _r(ALNUM, 30)
    if kind == "tencent_secret":
        return _r(ALNUM, 32)
    if kind == "client_secret":
        return _r(ALNUM + "~._-", 40)
    if kind == "totp":
        return _r(B32, 32)
    if kind == "hex64":
        return _r("0123456789abcdef", 64)
    if kind == "session":
        return _r(URLB, 43)
    if kind == "slack_hook":
        return f"https://hooks.slack.com/services/T{_r(B32, 8)}/B{_r(B32, 10)}/{_r(ALNUM, 24)}"
    if kind == "dingtalk_hook":
        return "https://oapi.dingtalk.com/robot/send?access_token=" + _r("0123456789abcdef", 64)
    if kind == "feishu_hook":
        return "https://open.feishu.cn/open-apis/bot/v2/hook/" + \
            "-".join(_r("0123456789abcdef", n) for n in (8, 4, 4, 4, 12))
    if kind == "wecom_hook":
        return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + \
            "-".join(_r("0123456789abcdef", n) for n in (8, 4, 4, 4, 12))
    if kind == "pem":
        body = "\n".join(_r(ALNUM + "+/", 64) for _ in range(4))
        return "-----BEGIN EC PRIVATE KEY-----\n" + body + "\n-----END EC PRIVATE KEY-----"
    raise KeyError(kind)


# ---------------------------------------------------------------- VALUES
VALUES = {}


def _build():
    V = VALUES
    # cards
    V["visa1"] = gen_card("4", 16, [4, 4, 4, 4])
    V["visa2"] = gen_card("4", 16)
    V["visa3"] = gen_card("4", 16, [4, 4, 4, 4], "-")
    V["visa4"] = gen_card("4", 16, [4, 4, 4, 4])
    V["mc1"] = gen_card("53", 16, [4, 4, 4, 4])
    V["mc2"] = gen_card("2221", 16)
    V["mc3"] = gen_card("55", 16, [4, 4, 4, 4], "-")
    V["amex1"] = gen_card("37", 15, [4, 6, 5])
    V["amex2"] = gen_card("34", 15)
    V["disc1"] = gen_card("6011", 16, [4, 4, 4, 4])
    V["jcb1"] = gen_card("35", 16, [4, 4, 4, 4])
    V["diners1"] = gen_card("36", 14, [4, 6, 4])
    V["up1"] = gen_card("62", 16, [4, 4, 4, 4])
    V["up2"] = gen_card("621", 19)
    V["up3"] = gen_card("622", 19, [4, 4, 4, 4, 3])
    V["up4"] = gen_card("62", 16)
    V["up5"] = gen_card("623", 19, [6, 13])
    V["maestro1"] = gen_card("6759", 13)
    V["visa5"] = gen_card("4", 16, [4, 4, 4, 4])
    V["mc4"] = gen_card("51", 16, [4, 4, 4, 4])
    # ibans
    V["iban_gb1"] = gen_iban("GB", 4)
    V["iban_gb2"] = gen_iban("GB", 4, False)
    V["iban_gb3"] = gen_iban("GB", 4)
    V["iban_de1"] = gen_iban("DE")
    V["iban_de2"] = gen_iban("DE", 0, False)
    V["iban_fr1"] = gen_iban("FR")
    V["iban_nl1"] = gen_iban("NL", 4)
    V["iban_es1"] = gen_iban("ES")
    V["iban_it1"] = gen_iban("IT", 1)
    V["iban_be1"] = gen_iban("BE")
    V["iban_ch1"] = gen_iban("CH", 0, False)
    V["iban_ie1"] = gen_iban("IE", 4)
    V["iban_pl1"] = gen_iban("PL")
    V["iban_se1"] = gen_iban("SE")
    V["iban_at1"] = gen_iban("AT")
    V["iban_pt1"] = gen_iban("PT", 0, False)
    V["iban_dk1"] = gen_iban("DK")
    V["iban_no1"] = gen_iban("NO")
    V["iban_gb4"] = gen_iban("GB", 4)
    V["iban_nl2"] = gen_iban("NL", 4, False)
    # PRC ids: (name, area, yyyymmdd, female)
    for i, (a, d, f) in enumerate([
            ("110105", "19870312", False), ("310104", "19920725", True), ("440305", "19780109", False),
            ("330106", "19650830", True), ("510107", "19581117", False), ("320102", "19950204", True),
            ("420106", "19490621", False), ("370202", "19831005", True), ("350203", "19720418", False),
            ("610113", "19890923", True), ("210102", "19531201", False), ("430104", "20010614", True),
            ("500103", "19671028", False), ("110108", "19440302", True), ("310115", "19860517", False),
            ("440106", "19910808", True), ("110101", "19600229", False), ("330106", "19971130", True),
            ("510107", "19751222", True), ("320102", "19820406", False), ("440305", "19930119", False),
            ("370202", "19510709", True)], 1):
        V[f"cnid{i}"] = gen_prc(a, d, f)
    # national ids
    V["bsn1"] = gen_bsn(); V["bsn2"] = gen_bsn(); V["bsn3"] = gen_bsn()
    V["se1"] = gen_se("850614"); V["se2"] = gen_se("610302")
    V["hetu1"] = gen_hetu("070890"); V["hetu2"] = gen_hetu("220303", "A")
    V["dni1"] = gen_dni(); V["dni2"] = gen_dni(); V["nie1"] = gen_nie()
    V["aadhaar1"] = gen_aadhaar(); V["aadhaar2"] = gen_aadhaar(); V["aadhaar3"] = gen_aadhaar()
    V["cpf1"] = gen_cpf(); V["cpf2"] = gen_cpf()
    V["sin1"] = gen_sin(); V["sin2"] = gen_sin()
    V["pesel1"] = gen_pesel("790412"); V["pesel2"] = gen_pesel("022107")
    V["nric1"] = gen_nric("S"); V["nric2"] = gen_nric("T"); V["nric3"] = gen_nric("G")
    V["hkid1"] = gen_hkid(); V["hkid2"] = gen_hkid(); V["hkid3"] = gen_hkid()
    V["twid1"] = gen_twid(); V["twid2"] = gen_twid()
    V["nino1"] = "JT 48 21 07 C"; V["nino2"] = "NW629184A"; V["nino3"] = "PH 73 05 66 B"
    V["steuer1"] = gen_steuer(); V["steuer2"] = gen_steuer()
    # ssn
    for i in range(1, 9):
        V[f"ssn{i}"] = gen_ssn()
    # api keys
    for k in ["aws", "ghp", "ghpat", "glpat", "slack", "stripe", "google", "openai", "anthropic", "hf",
              "sendgrid", "npm", "pypi", "datadog", "shopify", "telegram", "discord", "alibaba", "tencent",
              "exchange"]:
        V[f"key_{k}1"] = gen_key(k)
    for k in ["aws", "stripe", "google", "slack", "alibaba", "tencent", "ghp", "openai", "hf", "sendgrid",
              "telegram", "glpat", "aws", "alibaba"]:
        n = 2
        while f"key_{k}{n}" in V:
            n += 1
        V[f"key_{k}{n}"] = gen_key(k)
    V["jwt1"] = gen_jwt("rfid-user-88213", "chargepoint.example")
    V["jwt2"] = gen_jwt("installer-4471", "solarhub.example")
    V["jwt3"] = gen_jwt("u_20931", "cdz-app")
    V["jwt4"] = gen_jwt("engineer-19", "meterops")
    # secrets
    for k, n in [("aws_secret", 3), ("ali_secret", 3), ("tencent_secret", 2), ("client_secret", 5), ("totp", 3),
                 ("hex64", 4), ("session", 5), ("slack_hook", 2), ("dingtalk_hook", 2), ("feishu_hook", 2),
                 ("wecom_hook", 2), ("pem", 2)]:
        for i in range(1, n + 1):
            V[f"{k}{i}"] = gen_secret(k)


_build()


# ---------------------------------------------------------------- selftest
def selftest():
    # published textbook examples (positive) and corrupted ones (negative)
    assert luhn_ok("4111 1111 1111 1111") and luhn_ok("79927398713") and not luhn_ok("79927398710")
    assert iban_ok("GB82 WEST 1234 5698 7654 32") and iban_ok("DE89370400440532013000")
    assert iban_ok("NL91ABNA0417164300") and iban_ok("FR1420041010050500013M02606")
    assert iban_ok("BE68539007547034") and iban_ok("CH9300762011623852957")
    assert iban_ok("ES9121000418450200051332") and iban_ok("IT60X0542811101000000123456")
    assert not iban_ok("GB82WEST12345698765433") and not iban_ok("DE8937040044053201300")
    assert prc_check("11010519491231002") == "X" and prc_ok("11010519491231002X")
    assert not prc_ok("110105194912310021")
    assert bsn_ok("111222333") and not bsn_ok("111222334")
    assert se_ok("811218-9876") and not se_ok("811218-9875")
    assert hetu_ok("131052-308T") and not hetu_ok("131052-308U")
    assert dni_ok("12345678Z") and not dni_ok("12345678A") and dni_ok("X1234567L")
    assert verhoeff_digit("236") == "3" and verhoeff_ok("2363") and not verhoeff_ok("2364")
    assert verhoeff_digit("12345") == "1"
    assert cpf_ok("111.444.777-35") and not cpf_ok("111.444.777-36")
    assert sin_ok("046 454 286") and not sin_ok("046 454 287")
    assert pesel_ok("44051401359") and not pesel_ok("44051401358")
    assert nric_ok("S1234567D") and not nric_ok("S1234567E")
    assert hkid_ok("A123456(3)") and not hkid_ok("A123456(4)")
    assert twid_ok("A123456789") and not twid_ok("A123456788")
    assert steuer_ok("86095742719") and not steuer_ok("86095742718")
    assert nino_ok("AB123456C") and not nino_ok("QQ123456C") and not nino_ok("GB123456A")
    assert ssn_ok("123-45-6789") and not ssn_ok("666-12-3456") and not ssn_ok("912-12-3456")
    assert jwt_ok("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    # every generated value
    for k, v in VALUES.items():
        if k[:4] in ("visa", "mc1", "mc2", "mc3", "mc4", "amex", "disc", "jcb1", "dine", "up1", "up2", "up3",
                     "up4", "up5", "maes"):
            assert card_ok(v), (k, v)
        elif k.startswith("iban"):
            assert iban_ok(v), (k, v)
        elif k.startswith("cnid"):
            assert prc_ok(v), (k, v)
        elif k.startswith("ssn"):
            assert ssn_ok(v), (k, v)
        elif k.startswith("key_") or k.startswith("jwt"):
            assert apikey_ok(v), (k, v)
        elif k[:-1] in ("bsn", "se", "hetu", "dni", "nie", "aadhaar", "cpf", "sin", "pesel", "nric", "hkid",
                        "twid", "nino", "steuer"):
            assert national_ok(v), (k, v)
    return True


if __name__ == "__main__":
    selftest()
    for k, v in VALUES.items():
        print(k, v.replace("\n", "\\n")[:90])
    print("selftest OK,", len(VALUES), "values")
