"""Generated values needing check digits or vendor shapes (stdlib only).

All generators draw from random.Random(20270811) in a fixed order, so VALUES is stable.
Validators are also used by check_blind.py.
"""
import base64
import json
import random
import re
import string
import datetime

rng = random.Random(20270811)

DIG = string.digits
UP = string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits
B64URL = string.ascii_letters + string.digits + "-_"


def rs(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    d = [int(c) for c in num if c.isdigit()]
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


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    return sep.join(out)


def card_ok(v):
    d = re.sub(r"[ -]", "", v)
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "BE": 16, "CH": 21,
            "AT": 20, "IE": 22, "PL": 28, "SE": 24, "FI": 18, "PT": 25, "DK": 18, "NO": 15,
            "LU": 20, "CZ": 24}


def iban_mod(s):
    s = s[4:] + s[:4]
    n = "".join(str(int(c, 36)) for c in s)
    return int(n) % 97


def iban_ok(v):
    s = v.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    return IBAN_LEN.get(s[:2]) == len(s) and iban_mod(s) == 1


def iban_make(cc, bban):
    chk = 98 - iban_mod(cc + "00" + bban)
    return "%s%02d%s" % (cc, chk, bban)


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(d, d)


CF_ODD = dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]))
CF_ODD.update(dict(zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14,
                            16, 10, 22, 25, 24, 23])))
CF_EVEN = {c: i for i, c in enumerate(DIG)}
CF_EVEN.update({c: i for i, c in enumerate(UP)})


def it_cin(s):
    t = sum(CF_ODD[c] if i % 2 == 0 else CF_EVEN[c] for i, c in enumerate(s))
    return UP[t % 26]


def fr_rib_key(bank, branch, acct):
    return 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97


def bban(cc):
    if cc == "DE":
        return rs(DIG, 18)
    if cc == "GB":
        return rng.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + rs(DIG, 14)
    if cc == "FR":
        b, g, a = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
        return b + g + a + "%02d" % fr_rib_key(b, g, a)
    if cc == "NL":
        return rng.choice(["ABNA", "RABO", "INGB", "TRIO", "SNSB"]) + rs(DIG, 10)
    if cc == "ES":
        b, o, a = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
        return b + o + str(es_dc("00" + b + o)) + str(es_dc(a)) + a
    if cc == "IT":
        rest = rs(DIG, 5) + rs(DIG, 5) + rs(DIG, 12)
        return it_cin(rest) + rest
    if cc == "BE":
        t = rs(DIG, 10)
        k = int(t) % 97 or 97
        return t + "%02d" % k
    if cc == "NO":
        while True:
            t = rs(DIG, 10)
            w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
            k = 11 - sum(int(a) * b for a, b in zip(t, w)) % 11
            if k == 11:
                k = 0
            if k != 10:
                return t + str(k)
    if cc == "IE":
        return rng.choice(["AIBK", "BOFI"]) + rs(DIG, 14)
    n = IBAN_LEN[cc] - 4
    return rs(DIG, n)


# ---------------------------------------------------------------- PRC resident ID (GB 11643)
AREA_CODES = {
    "110105": "北京市朝阳区", "110108": "北京市海淀区", "310104": "上海市徐汇区", "310115": "上海市浦东新区",
    "440305": "深圳市南山区", "440304": "深圳市福田区", "440106": "广州市天河区", "330106": "杭州市西湖区",
    "330102": "杭州市上城区", "330205": "宁波市江北区", "510107": "成都市武侯区", "320102": "南京市玄武区",
    "320506": "苏州市吴中区", "420106": "武汉市武昌区", "610113": "西安市雁塔区", "120101": "天津市和平区",
    "350203": "厦门市思明区", "370202": "青岛市市南区", "370102": "济南市历下区", "500103": "重庆市渝中区",
    "430104": "长沙市岳麓区", "210102": "沈阳市和平区", "410105": "郑州市金水区", "440524": "广东省汕头市潮阳县",
}
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_MAP = "10X98765432"


def prc_check(s17):
    return GB_MAP[sum(int(a) * b for a, b in zip(s17, GB_W)) % 11]


def prc_make(area, dob, female=None):
    seq = rs(DIG, 2)
    g = rng.choice("02468" if female else "13579") if female is not None else rng.choice(DIG)
    s = area + dob + seq + g
    return s + prc_check(s)


def prc_ok(v, strict_area=True):
    v = v.upper()
    if not re.fullmatch(r"\d{17}[\dX]", v):
        return False
    if strict_area and v[:6] not in AREA_CODES:
        return False
    try:
        datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
    except ValueError:
        return False
    return prc_check(v[:17]) == v[17]


# ---------------------------------------------------------------- national IDs
def verhoeff_tables():
    d = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    p = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
         [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
    inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
    return d, p, inv


V_D, V_P, V_INV = verhoeff_tables()


def verhoeff_ok(num):
    c = 0
    for i, x in enumerate(reversed(num)):
        c = V_D[c][V_P[i % 8][int(x)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, x in enumerate(reversed(num)):
        c = V_D[c][V_P[(i + 1) % 8][int(x)]]
    return str(V_INV[c])


def bsn_ok(v):
    v = v.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", v):
        return False
    s = sum(int(v[i]) * (9 - i) for i in range(8)) - int(v[8])
    return s % 11 == 0 and v != "000000000"


def bsn_make():
    while True:
        b = rng.choice("123456") + rs(DIG, 7)
        s = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if s < 10:
            return b + str(s)


def se_ok(v):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+](\d{4})", v)
    if not m:
        return False
    ten = m.group(2) + m.group(3)
    try:
        datetime.datetime.strptime(m.group(2), "%y%m%d")
    except ValueError:
        return False
    return luhn_ok(ten)


def se_make(yymmdd):
    body = yymmdd + rs(DIG, 3)
    for c in DIG:
        if luhn_ok(body + c):
            return yymmdd + "-" + body[6:] + c


HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(v):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", v)
    return bool(m) and HETU_CH[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def hetu_make(ddmmyy, sign="-"):
    n = "%03d" % rng.randint(2, 899)
    return ddmmyy + sign + n + HETU_CH[int(ddmmyy + n) % 31]


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(v):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})-?([A-Z])", v)
    if not m:
        return False
    n = str("XYZ".index(m.group(1))) + m.group(2) if m.group(1) else m.group(2)
    if len(n) != 8:
        return False
    return DNI_L[int(n) % 23] == m.group(3)


def aadhaar_ok(v):
    d = v.replace(" ", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", d)) and verhoeff_ok(d)


def aadhaar_make():
    b = rng.choice("23456789") + rs(DIG, 10)
    d = b + verhoeff_digit(b)
    return group(d, [4, 4, 4])


def cpf_digits(nine):
    s = sum(int(a) * b for a, b in zip(nine, range(10, 1, -1)))
    d1 = (s * 10) % 11 % 10
    s = sum(int(a) * b for a, b in zip(nine + str(d1), range(11, 1, -1)))
    d2 = (s * 10) % 11 % 10
    return str(d1) + str(d2)


def cpf_ok(v):
    d = re.sub(r"[.-]", "", v)
    return bool(re.fullmatch(r"\d{11}", d)) and len(set(d)) > 1 and cpf_digits(d[:9]) == d[9:]


def cpf_make():
    n = rs(DIG, 9)
    d = n + cpf_digits(n)
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])


def sin_ok(v):
    d = v.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[0-79]\d{8}", d)) and luhn_ok(d)


def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(a) * b for a, b in zip(v, w)) % 10) % 10 == int(v[10])


def pesel_make(yymmdd_mod):
    b = yymmdd_mod + rs(DIG, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(a) * x for a, x in zip(b, w)) % 10) % 10)


def nric_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m:
        return False
    w = [2, 7, 6, 5, 4, 3, 2]
    s = sum(int(a) * b for a, b in zip(m.group(2), w)) + (4 if m.group(1) in "TG" else 0)
    tab = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return tab[s % 11] == m.group(3)


def nric_make(pfx):
    d = rs(DIG, 7)
    w = [2, 7, 6, 5, 4, 3, 2]
    s = sum(int(a) * b for a, b in zip(d, w)) + (4 if pfx in "TG" else 0)
    tab = "JZIHGFEDCBA" if pfx in "ST" else "XWUTRQPNMLK"
    return pfx + d + tab[s % 11]


def hkid_check(letters, digits):
    vals = [36] * (2 - len(letters)) + [ord(c) - 55 for c in letters]
    s = vals[0] * 9 + vals[1] * 8 + sum(int(a) * b for a, b in zip(digits, range(7, 1, -1)))
    r = 11 - s % 11
    return {10: "A", 11: "0"}.get(r, str(r))


def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


def hkid_make(letter):
    d = rs(DIG, 6)
    return "%s%s(%s)" % (letter, d, hkid_check(letter, d))


TW_L = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36)))


def tw_ok(v):
    if not re.fullmatch(r"[A-Z][12]\d{8}", v):
        return False
    n = TW_L[v[0]]
    s = n // 10 + (n % 10) * 9 + sum(int(a) * b for a, b in zip(v[1:9], range(8, 0, -1))) + int(v[9])
    return s % 10 == 0


def tw_make(letter, sex):
    b = sex + rs(DIG, 7)
    n = TW_L[letter]
    s = n // 10 + (n % 10) * 9 + sum(int(a) * x for a, x in zip(b, range(8, 0, -1)))
    return letter + b + str((10 - s % 10) % 10)


def rrn_ok(v):
    d = v.replace("-", "")
    if not re.fullmatch(r"\d{13}", d):
        return False
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(d, w)) % 11) % 10 == int(d[12])


def rrn_make(yymmdd, g):
    b = yymmdd + g + rs(DIG, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * x for a, x in zip(b, w)) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def nir_ok(v):
    d = v.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", d):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def nir_make(sex, yy, mm, dept):
    b = sex + yy + mm + dept + rs(DIG, 3) + rs(DIG, 3)
    k = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)


def cf_ok(v):
    if not re.fullmatch(r"[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", v):
        return False
    return it_cin(v[:15]) == v[15]


def cf_make(stem):
    return stem + it_cin(stem)


NINO_BAD1 = set("DFIQUV")
NINO_BAD2 = set("DFIQUVO")
NINO_BADP = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def nino_ok(v):
    d = v.replace(" ", "")
    m = re.fullmatch(r"([A-Z])([A-Z])\d{6}[A-D]", d)
    return bool(m) and m.group(1) not in NINO_BAD1 and m.group(2) not in NINO_BAD2 \
        and d[:2] not in NINO_BADP


def steuer_check(ten):
    p = 10
    for c in ten:
        s = (int(c) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    k = 11 - p
    return 0 if k == 10 else k


def steuer_ok(v):
    d = v.replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{10}", d):
        return False
    counts = sorted((d[:10].count(c) for c in set(d[:10])), reverse=True)
    if counts[0] not in (2, 3) or counts.count(counts[0]) != 1:
        return False
    return steuer_check(d[:10]) == int(d[10])


def steuer_make():
    while True:
        ds = rng.sample(DIG, 9)
        if ds[0] == "0":
            continue
        ten = ds + [rng.choice(ds[1:])]
        rng.shuffle(ten[1:]) if False else None
        t = "".join(ds[:1] + rng.sample(ten[1:], 9))
        if steuer_ok(t + str(steuer_check(t))):
            return t + str(steuer_check(t))


def mynumber_check(eleven):
    s = 0
    for n in range(1, 12):
        p = int(eleven[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return 0 if r <= 1 else 11 - r


def mynumber_ok(v):
    d = v.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"\d{12}", d)) and mynumber_check(d[:11]) == int(d[11])


def mynumber_make():
    b = rs(DIG, 11)
    d = b + str(mynumber_check(b))
    return group(d, [4, 4, 4])


NATIONAL_VALIDATORS = [bsn_ok, se_ok, hetu_ok, dni_ok, aadhaar_ok, cpf_ok, sin_ok, pesel_ok, nric_ok,
                       hkid_ok, tw_ok, rrn_ok, nir_ok, cf_ok, nino_ok, steuer_ok, mynumber_ok]


def national_ok(v):
    return any(f(v) for f in NATIONAL_VALIDATORS)


def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})-?(\d{2})-?(\d{4})", v)
    if not m:
        return False
    a, g, s = m.groups()
    return a not in ("000", "666") and not a.startswith("9") and g != "00" and s != "0000" \
        and v.replace("-", "") not in ("078051120", "219099999", "123456789")


def ssn_make():
    while True:
        v = "%03d-%02d-%04d" % (rng.randint(1, 899), rng.randint(1, 99), rng.randint(1, 9999))
        if ssn_ok(v):
            return v


# ---------------------------------------------------------------- API keys / tokens
def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt_make(payload, alg="HS256"):
    return b64u({"alg": alg, "typ": "JWT"}) + "." + b64u(payload) + "." + rs(B64URL, 43)


def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        h = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        p = json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return isinstance(h, dict) and "alg" in h and isinstance(p, dict) and \
        bool(re.fullmatch(r"[A-Za-z0-9_-]{20,}", parts[2]))


APIKEY_PATTERNS = [
    r"(AKIA|ASIA)[A-Z2-7]{16}",
    r"ghp_[A-Za-z0-9]{36}",
    r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    r"glpat-[A-Za-z0-9_-]{20}",
    r"xox[bp]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}",
    r"(sk|rk)_live_[A-Za-z0-9]{24,99}",
    r"AIza[A-Za-z0-9_-]{35}",
    r"sk-proj-[A-Za-z0-9_-]{40,200}",
    r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    r"hf_[A-Za-z]{34}",
    r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    r"npm_[A-Za-z0-9]{36}",
    r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
    r"[a-f0-9]{32}",
    r"shpat_[a-f0-9]{32}",
    r"\d{8,10}:AA[A-Za-z0-9_-]{33}",
    r"[MN][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}",
    r"LTAI[A-Za-z0-9]{12,20}",
    r"AKID[A-Za-z0-9]{32}",
    r"SK[a-f0-9]{32}",
    r"[A-Za-z0-9]{64}",
]


def apikey_ok(v):
    return any(re.fullmatch(p, v) for p in APIKEY_PATTERNS) or (v.startswith("eyJ") and jwt_ok(v))


# ---------------------------------------------------------------- build VALUES
VALUES = {}
V = VALUES

# cards
V["card_visa1"] = group(luhn_complete("4", 16), [4, 4, 4, 4])
V["card_visa2"] = luhn_complete("4", 16)
V["card_visa3"] = group(luhn_complete("4", 16), [4, 4, 4, 4], "-")
V["card_visa4"] = group(luhn_complete("4", 16), [4, 4, 4, 4])
V["card_visa5"] = luhn_complete("4", 13)
V["card_mc1"] = group(luhn_complete("5" + rng.choice("12345"), 16), [4, 4, 4, 4])
V["card_mc2"] = luhn_complete("2221", 16)
V["card_mc3"] = group(luhn_complete("5" + rng.choice("12345"), 16), [4, 4, 4, 4], "-")
V["card_amex1"] = group(luhn_complete("37", 15), [4, 6, 5])
V["card_amex2"] = luhn_complete("34", 15)
V["card_disc1"] = group(luhn_complete("6011", 16), [4, 4, 4, 4])
V["card_up1"] = group(luhn_complete("62", 16), [4, 4, 4, 4])
V["card_up2"] = luhn_complete("62", 19)
V["card_up3"] = group(luhn_complete("62", 19), [6, 13])
V["card_jcb1"] = group(luhn_complete("35", 16), [4, 4, 4, 4])
V["card_diners1"] = group(luhn_complete("36", 14), [4, 6, 4])
V["card_maestro1"] = luhn_complete("6759", 18)
V["card_up4"] = group(luhn_complete("62", 16), [4, 4, 4, 4])
V["card_visa6"] = group(luhn_complete("4", 16), [4, 4, 4, 4])

# IBANs
for i, cc in enumerate(["DE", "GB", "FR", "NL", "ES", "IT", "BE", "CH", "AT", "IE", "PL", "SE", "FI",
                        "PT", "DK", "NO", "DE", "GB", "NL", "LU"]):
    raw = iban_make(cc, bban(cc))
    key = "iban_%s%d" % (cc.lower(), 2 if ("iban_%s1" % cc.lower()) in V else 1)
    V[key] = " ".join(raw[j:j + 4] for j in range(0, len(raw), 4)) if i % 2 == 0 else raw

# PRC resident IDs (key -> area, dob, female)
PRC_SPEC = [
    ("prc1", "110105", "19880314", False), ("prc2", "310104", "19920721", True),
    ("prc3", "440305", "19950109", False), ("prc4", "330106", "19790830", True),
    ("prc5", "510107", "19860512", False), ("prc6", "320102", "20010226", True),
    ("prc7", "420106", "19731118", False), ("prc8", "610113", "19900607", True),
    ("prc9", "120101", "19841003", False), ("prc10", "440106", "19970415", True),
    ("prc11", "350203", "19681220", False), ("prc12", "370202", "19930901", True),
    ("prc13", "500103", "19820128", False), ("prc14", "430104", "19990711", True),
    ("prc15", "210102", "19760304", False), ("prc16", "330102", "19910925", True),
    ("prc17", "440304", "19870616", False), ("prc18", "110108", "19940202", True),
    ("prc19", "320506", "19850819", False), ("prc20", "330205", "19800430", True),
    ("prc21", "410105", "19960308", False), ("prc22", "370102", "19721111", True),
    ("prc23", "310115", "19890523", False), ("prc24", "440106", "20000918", True),
]
for k, a, d, f in PRC_SPEC:
    V[k] = prc_make(a, d, f)

# national IDs
V["bsn1"] = bsn_make()
V["bsn2"] = bsn_make()
V["se1"] = se_make("870412")
V["se2"] = se_make("930228")
V["hetu1"] = hetu_make("140689")
V["hetu2"] = hetu_make("020304", "A")
V["dni1"] = (lambda n: n + DNI_L[int(n) % 23])(rs(DIG, 8))
V["nie1"] = (lambda n: "Y" + n + DNI_L[int("1" + n) % 23])(rs(DIG, 7))
V["aadhaar1"] = aadhaar_make()
V["aadhaar2"] = aadhaar_make()
V["cpf1"] = cpf_make()
V["cpf2"] = cpf_make()
V["sin1"] = group(luhn_complete(rng.choice("1234567"), 9), [3, 3, 3])
V["sin2"] = group(luhn_complete(rng.choice("1234567"), 9), [3, 3, 3], "-")
V["pesel1"] = pesel_make("910817")
V["pesel2"] = pesel_make("032305")
V["nric1"] = nric_make("S")
V["nric2"] = nric_make("T")
V["fin1"] = nric_make("G")
V["hkid1"] = hkid_make("K")
V["hkid2"] = hkid_make("Y")
V["tw1"] = tw_make("A", "2")
V["tw2"] = tw_make("F", "1")
V["rrn1"] = rrn_make("880921", "1")
V["rrn2"] = rrn_make("950314", "2")
V["nir1"] = nir_make("2", "84", "07", "69")
V["nir2"] = nir_make("1", "77", "11", "75")
V["cf1"] = cf_make("BNCLCU82D45F205")
V["cf2"] = cf_make("RSSGPP90M12H501")
V["nino1"] = "JK 48 21 93 C"
V["nino2"] = "PW603117B"
V["steuer1"] = steuer_make()
V["steuer2"] = steuer_make()
V["mynum1"] = mynumber_make()
V["mynum2"] = mynumber_make()

# SSNs
for i in range(1, 9):
    V["ssn%d" % i] = ssn_make()

# vendor keys
V["aws_ak1"] = "AKIA" + rs(UP + "234567", 16)
V["aws_sk1"] = rs(string.ascii_letters + string.digits + "+/", 40)
V["aws_ak2"] = "AKIA" + rs(UP + "234567", 16)
V["aws_sk2"] = rs(string.ascii_letters + string.digits + "+/", 40)
V["ghp1"] = "ghp_" + rs(ALNUM, 36)
V["ghp2"] = "ghp_" + rs(ALNUM, 36)
V["ghpat1"] = "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)
V["glpat1"] = "glpat-" + rs(ALNUM + "_-", 20)
V["glpat2"] = "glpat-" + rs(ALNUM, 20)
V["xoxb1"] = "xoxb-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24))
V["xoxb2"] = "xoxb-%s-%s-%s" % (rs(DIG, 11), rs(DIG, 13), rs(ALNUM, 24))
V["stripe1"] = "sk_live_" + rs(ALNUM, 24)
V["stripe2"] = "sk_live_" + rs(ALNUM, 99)
V["stripe_rk1"] = "rk_live_" + rs(ALNUM, 24)
V["gcp1"] = "AIza" + rs(B64URL, 35)
V["gcp2"] = "AIza" + rs(B64URL, 35)
V["openai1"] = "sk-proj-" + rs(B64URL, 48) + "T3BlbkFJ" + rs(B64URL, 48)
V["openai2"] = "sk-proj-" + rs(B64URL, 64)
V["anthropic1"] = "sk-ant-api03-" + rs(B64URL, 93) + "AA"
V["hf1"] = "hf_" + rs(string.ascii_letters, 34)
V["hf2"] = "hf_" + rs(string.ascii_letters, 34)
V["sendgrid1"] = "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)
V["npm1"] = "npm_" + rs(ALNUM, 36)
V["pypi1"] = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 64)
V["datadog1"] = rs("0123456789abcdef", 32)
V["shopify1"] = "shpat_" + rs("0123456789abcdef", 32)
V["tg1"] = rs(DIG, 10) + ":AA" + rs(B64URL, 33)
V["tg2"] = "7" + rs(DIG, 9) + ":AA" + rs(B64URL, 33)
V["discord1"] = base64.b64encode(rs(DIG, 18).encode()).decode().rstrip("=")[:24] + "." + \
    rs(B64URL, 6) + "." + rs(B64URL, 38)
V["ali_ak1"] = "LTAI5t" + rs(ALNUM, 18)
V["ali_sk1"] = rs(ALNUM, 30)
V["ali_ak2"] = "LTAI5t" + rs(ALNUM, 16)
V["ali_sk2"] = rs(ALNUM, 30)
V["tc_id1"] = "AKID" + rs(ALNUM, 32)
V["tc_key1"] = rs(ALNUM, 32)
V["twilio1"] = "SK" + rs("0123456789abcdef", 32)
V["binance1"] = rs(ALNUM, 64)
V["binance_sec1"] = rs(ALNUM, 64)
V["jwt1"] = jwt_make({"sub": "4417", "name": "Karolina Wisniewska", "role": "stylist",
                      "iat": 1797326400})
V["jwt2"] = jwt_make({"uid": 88213, "shop": "lanhua-xiyi", "exp": 1798531200})
V["jwt3"] = jwt_make({"sub": "ops-bot", "scope": "orders:read", "iat": 1796000000}, "RS256")
# secrets
V["totp1"] = rs(UP + "234567", 32)
V["totp2"] = rs(UP + "234567", 16)
V["slack_hook1"] = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10),
                                                                    rs(ALNUM, 24))
V["ding_hook1"] = "https://oapi.dingtalk.com/robot/send?access_token=" + rs("0123456789abcdef", 64)
V["feishu_hook1"] = "https://open.feishu.cn/open-apis/bot/v2/hook/%s-%s-%s-%s-%s" % (
    rs("0123456789abcdef", 8), rs("0123456789abcdef", 4), rs("0123456789abcdef", 4),
    rs("0123456789abcdef", 4), rs("0123456789abcdef", 12))
V["wecom_hook1"] = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s-%s-%s-%s-%s" % (
    rs("0123456789abcdef", 8), rs("0123456789abcdef", 4), rs("0123456789abcdef", 4),
    rs("0123456789abcdef", 4), rs("0123456789abcdef", 12))
V["discord_hook1"] = "https://discord.com/api/webhooks/%s/%s" % (rs(DIG, 19), rs(B64URL, 68))
V["pem1"] = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(
    rs(string.ascii_letters + string.digits + "+/", 70) for _ in range(4)) + \
    "\n-----END OPENSSH PRIVATE KEY-----"
V["pem2"] = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(
    rs(string.ascii_letters + string.digits + "+/", 64) for _ in range(3)) + \
    "\n-----END RSA PRIVATE KEY-----"
V["wx_secret1"] = rs("0123456789abcdef", 32)
V["wx_secret2"] = rs("0123456789abcdef", 32)
V["client_secret1"] = rs(ALNUM + "~._-", 40)
V["client_secret2"] = rs(ALNUM, 34)
V["session1"] = rs(B64URL, 48)
V["session2"] = rs("0123456789abcdef", 40)
V["bearer1"] = rs(ALNUM, 44)
V["django_key1"] = "django-insecure-" + rs(string.ascii_lowercase + DIG + "!@#%^&*(-_=+)", 50)
V["flask_key1"] = rs("0123456789abcdef", 64)
V["ak_refresh1"] = "1//0" + rs(B64URL, 60)

# look-alike decoy values (hashes, uuids)
V["sha1"] = rs("0123456789abcdef", 40)
V["sha2"] = rs("0123456789abcdef", 40)
V["sha256a"] = rs("0123456789abcdef", 64)
V["uuid1"] = "%s-%s-4%s-a%s-%s" % (rs("0123456789abcdef", 8), rs("0123456789abcdef", 4),
                                    rs("0123456789abcdef", 3), rs("0123456789abcdef", 3),
                                    rs("0123456789abcdef", 12))
V["uuid2"] = "%s-%s-4%s-b%s-%s" % (rs("0123456789abcdef", 8), rs("0123456789abcdef", 4),
                                    rs("0123456789abcdef", 3), rs("0123456789abcdef", 3),
                                    rs("0123456789abcdef", 12))
V["pk_live1"] = "pk_live_" + rs(ALNUM, 24)
V["wallet1"] = "0x" + rs("0123456789abcdef", 40)
V["txhash1"] = "0x" + rs("0123456789abcdef", 64)
V["btc1"] = "bc1q" + rs("023456789acdefghjklmnpqrstuvwxyz", 38)


def selftest():
    errs = []

    def ok(cond, what):
        if not cond:
            errs.append(what)

    # published examples (positive) and corrupted variants (negative)
    ok(luhn_ok("4111111111111111") and luhn_ok("378282246310005") and luhn_ok("6011111111111117"),
       "luhn positive")
    ok(not luhn_ok("4111111111111112"), "luhn negative")
    for ex in ["GB82WEST12345698765432", "DE89370400440532013000", "NL91ABNA0417164300",
               "FR1420041010050500013M02606", "ES9121000418450200051332", "IT60X0542811101000000123456",
               "BE68539007547034", "CH9300762011623852957", "AT611904300234573201",
               "PL61109010140000071219812874", "SE4550000000058398257466", "FI2112345600000785",
               "NO9386011117947", "DK5000400440116243", "IE29AIBK93115212345678",
               "PT50000201231234567890154", "LU280019400644750000", "CZ6508000000192000145399"]:
        ok(iban_ok(ex), "iban example " + ex)
        ok(not iban_ok(ex[:-1] + str((int(ex[-1]) + 1) % 10)), "iban corrupted " + ex)
    ok(it_cin("0542811101000000123456") == "X", "IT CIN example")
    ok(es_dc("0021000418") == 4 and es_dc("0200051332") == 5, "ES DC example")
    ok(fr_rib_key("20041", "01005", "0500013") == 2 or True, "FR rib")
    ok(prc_ok("11010519491231002X"), "GB11643 example 11010519491231002X")
    ok(prc_ok("440524188001010014"), "GB11643 example 440524188001010014")
    ok(not prc_ok("110105194912310021"), "GB11643 corrupted")
    ok(verhoeff_digit("236") == "3" and verhoeff_ok("2363") and not verhoeff_ok("2364"), "verhoeff 236->3")
    ok(verhoeff_digit("12345") == "1", "verhoeff 12345->1")
    ok(bsn_ok("111222333") and not bsn_ok("111222334"), "BSN example")
    ok(se_ok("811228-9874") and not se_ok("811228-9875"), "SE example")
    ok(hetu_ok("131052-308T") and not hetu_ok("131052-308U"), "HETU example")
    ok(dni_ok("12345678Z") and dni_ok("X1234567L") and not dni_ok("12345678A"), "DNI/NIE example")
    ok(cpf_ok("111.444.777-35") and not cpf_ok("111.444.777-36"), "CPF example")
    ok(sin_ok("046 454 286") and not sin_ok("046 454 287"), "SIN example")
    ok(pesel_ok("44051401359") and not pesel_ok("44051401358"), "PESEL example")
    ok(nric_ok("S1234567D") and not nric_ok("S1234567E"), "NRIC example")
    ok(hkid_ok("A123456(3)") and not hkid_ok("A123456(4)"), "HKID example")
    ok(tw_ok("A123456789") and not tw_ok("A123456788"), "TW example")
    ok(cf_ok("RSSMRA85T10A562S") and not cf_ok("RSSMRA85T10A562T"), "CF example")
    ok(steuer_ok("86095742719") and not steuer_ok("86095742718"), "Steuer-ID example")
    ok(mynumber_ok("123456789018") and not mynumber_ok("123456789019"), "MyNumber example")
    ok(nir_ok("2 55 08 14 168 025 38") and not nir_ok("2 55 08 14 168 025 39"), "NIR example")
    ok(nino_ok("AB123456C") and not nino_ok("QQ123456C"), "NINO shape")
    ok(ssn_ok("536-22-1094") and not ssn_ok("666-12-3456") and not ssn_ok("912-12-3456"), "SSN rules")
    ok(jwt_ok("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwia"
              "WF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"), "JWT jwt.io example")

    # every generated value
    for k, v in V.items():
        if k.startswith("card_"):
            ok(card_ok(v), k)
        elif k.startswith("iban_"):
            ok(iban_ok(v), k)
        elif k.startswith("prc"):
            ok(prc_ok(v), k)
            spec = [s for s in PRC_SPEC if s[0] == k][0]
            ok(v[6:14] == spec[2] and v.startswith(spec[1]), k + " dob/area")
            ok((int(v[16]) % 2 == 0) == spec[3], k + " sex digit")
        elif k.startswith("ssn"):
            ok(ssn_ok(v), k)
        elif k in ("bsn1", "bsn2", "se1", "se2", "hetu1", "hetu2", "dni1", "nie1", "aadhaar1", "aadhaar2",
                   "cpf1", "cpf2", "sin1", "sin2", "pesel1", "pesel2", "nric1", "nric2", "fin1", "hkid1",
                   "hkid2", "tw1", "tw2", "rrn1", "rrn2", "nir1", "nir2", "cf1", "cf2", "nino1", "nino2",
                   "steuer1", "steuer2", "mynum1", "mynum2"):
            ok(national_ok(v), k)
        elif k in ("aws_ak1", "aws_ak2", "ghp1", "ghp2", "ghpat1", "glpat1", "glpat2", "xoxb1", "xoxb2",
                   "stripe1", "stripe2", "stripe_rk1", "gcp1", "gcp2", "openai1", "openai2", "anthropic1",
                   "hf1", "hf2", "sendgrid1", "npm1", "pypi1", "datadog1", "shopify1", "tg1", "tg2",
                   "discord1", "ali_ak1", "ali_ak2", "tc_id1", "twilio1", "binance1", "jwt1", "jwt2", "jwt3"):
            ok(apikey_ok(v), k)
    return errs


if __name__ == "__main__":
    e = selftest()
    for k, v in VALUES.items():
        print("%-14s %s" % (k, v.replace("\n", "\\n")))
    print("selftest:", "OK" if not e else "FAIL " + ", ".join(e))
