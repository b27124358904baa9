"""Generated values needing check digits or vendor shapes for corpus_blind19.

Every value is produced from random.Random(20261221); selftest() re-validates
every value and some published textbook examples (positive and corrupted).
"""
import base64
import json
import random
import re
import string

R = random.Random(20261221)
DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B32 = UP + "234567"
HEX = "0123456789abcdef"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(s):
    d = [int(c) for c in re.sub(r"[ -]", "", s)]
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_digit(body):
    for c in DIG:
        if luhn_ok(body + c):
            return c


def card(prefix, length, groups):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return " ".join(out) if groups != [length] else num


def card_ok(s):
    d = re.sub(r"[ -]", "", s)
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "BE": 16,
            "CH": 21, "PL": 28, "IE": 22, "AT": 20, "PT": 25, "SE": 24, "DK": 18}


def iban_num(s):
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    return IBAN_LEN.get(s[:2]) == len(s) and iban_num(s) % 97 == 1


def iban(cc, bban, grouped=True):
    chk = 98 - iban_num(cc + "00" + bban) % 97
    s = "%s%02d%s" % (cc, chk, bban)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if grouped else s


# ---------------------------------------------------------------- PRC ID
AREAS = {"110105": "北京市朝阳区", "110108": "北京市海淀区", "310104": "上海市徐汇区",
         "310115": "上海市浦东新区", "440305": "深圳市南山区", "440106": "广州市天河区",
         "330106": "杭州市西湖区", "510107": "成都市武侯区", "420106": "武汉市武昌区",
         "320102": "南京市玄武区", "370202": "青岛市市南区", "610113": "西安市雁塔区",
         "500103": "重庆市渝中区", "350203": "厦门市思明区", "430104": "长沙市岳麓区",
         "210102": "沈阳市和平区", "120101": "天津市和平区", "410105": "郑州市金水区"}
W17 = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def prc_check(body17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(body17, W17)) % 11]


def prc_ok(s):
    return (len(s) == 18 and s[:17].isdigit() and s[:6] in AREAS
            and prc_check(s[:17]) == s[17])


def prc_id(area, ymd, male):
    seq = rs(DIG, 2) + R.choice("13579" if male else "02468")
    body = area + ymd + seq
    return body + prc_check(body)


# ---------------------------------------------------------------- national IDs
def bsn_ok(s):
    s = s.replace(".", "").replace(" ", "")
    if not (len(s) == 9 and s.isdigit()):
        return False
    return (sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])) % 11 == 0


def bsn():
    while True:
        s = str(R.randint(1, 9)) + rs(DIG, 8)
        if bsn_ok(s):
            return s


def se_ok(s):
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", s)
    return bool(m) and luhn_ok(m.group(1) + m.group(2))


def se_pnr(yymmdd):
    body = yymmdd + rs(DIG, 3)
    return yymmdd + "-" + body[6:] + luhn_digit(body)


HETU_T = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_ok(s):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", s)
    return bool(m) and HETU_T[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def fi_hetu(ddmmyy, sep="-"):
    n = "%03d" % R.randint(2, 899)
    return ddmmyy + sep + n + HETU_T[int(ddmmyy + n) % 31]


DNI_T = "TRWAGMYFPDXBNJZSQVHLCKE"


def es_ok(s):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", s.replace("-", ""))
    if not m:
        return False
    n = ("XYZ".index(m.group(1)) if m.group(1) else "") 
    num = int(str(n) + m.group(2)) if m.group(1) else int(m.group(2))
    if m.group(1) and len(m.group(2)) != 7:
        return False
    if not m.group(1) and len(m.group(2)) != 8:
        return False
    return DNI_T[num % 23] == m.group(3)


def es_dni():
    n = R.randint(10000000, 79999999)
    return "%08d%s" % (n, DNI_T[n % 23])


def es_nie():
    p = R.choice("XY")
    n = R.randint(1000000, 9999999)
    return "%s%07d%s" % (p, n, DNI_T[int(str("XYZ".index(p)) + "%07d" % n) % 23])


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def aadhaar_ok(s):
    s = s.replace(" ", "")
    return len(s) == 12 and s.isdigit() and s[0] in "23456789" and verhoeff_ok(s)


def aadhaar():
    body = str(R.randint(2, 9)) + rs(DIG, 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    s = body + str(VINV[c])
    return "%s %s %s" % (s[:4], s[4:8], s[8:])


def cpf_ok(s):
    d = re.sub(r"[.\-]", "", s)
    if not (len(d) == 11 and d.isdigit()) or len(set(d)) == 1:
        return False
    n = [int(c) for c in d]
    d1 = sum(n[i] * (10 - i) for i in range(9)) * 10 % 11 % 10
    d2 = sum(n[i] * (11 - i) for i in range(10)) * 10 % 11 % 10
    return n[9] == d1 and n[10] == d2


def cpf():
    n = [R.randint(0, 9) for _ in range(9)]
    n.append(sum(n[i] * (10 - i) for i in range(9)) * 10 % 11 % 10)
    n.append(sum(n[i] * (11 - i) for i in range(10)) * 10 % 11 % 10)
    d = "".join(map(str, n))
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])


def sin_ok(s):
    d = re.sub(r"[ -]", "", s)
    return len(d) == 9 and d.isdigit() and d[0] != "8" and luhn_ok(d)


def sin():
    body = R.choice("1234567") + rs(DIG, 7)
    d = body + luhn_digit(body)
    return "%s %s %s" % (d[:3], d[3:6], d[6:])


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not (len(s) == 11 and s.isdigit()):
        return False
    return (10 - sum(int(s[i]) * PESEL_W[i] for i in range(10)) % 10) % 10 == int(s[10])


def pesel(yy, mm, dd, male, y2000=False):
    body = "%02d%02d%02d" % (yy, mm + (20 if y2000 else 0), dd) + rs(DIG, 3) + R.choice("13579" if male else "02468")
    return body + str((10 - sum(int(body[i]) * PESEL_W[i] for i in range(10)) % 10) % 10)


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    t = sum(int(a) * b for a, b in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2]))
    if m.group(1) in "TG":
        t += 4
    tab = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return tab[t % 11] == m.group(3)


def nric(prefix="S"):
    d = rs(DIG, 7)
    t = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if prefix in "TG" else 0)
    tab = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return prefix + d + tab[t % 11]


def hkid_check(letters, digits):
    vals = ([36] if len(letters) == 1 else []) + [ord(c) - 55 for c in letters]
    t = vals[0] * 9 + vals[1] * 8 + sum(int(c) * (7 - i) for i, c in enumerate(digits))
    r = (11 - t % 11) % 11
    return "A" if r == 10 else str(r)


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", s)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


def hkid():
    L = R.choice("ACDEGHKPRVYZ")
    d = rs(DIG, 6)
    return "%s%s(%s)" % (L, d, hkid_check(L, d))


TW_L = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO",
                [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35]))


def tw_ok(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    v = TW_L[s[0]]
    t = v // 10 + (v % 10) * 9 + sum(int(c) * w for c, w in zip(s[1:9], [8, 7, 6, 5, 4, 3, 2, 1])) + int(s[9])
    return t % 10 == 0


def tw_id(male=True):
    L = R.choice("ABCDEFHKT")
    body = L + ("1" if male else "2") + rs(DIG, 7)
    for c in DIG:
        if tw_ok(body + c):
            return body + c


def rrn_ok(s):
    d = s.replace("-", "")
    if not (len(d) == 13 and d.isdigit()):
        return False
    t = sum(int(a) * b for a, b in zip(d[:12], [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]))
    return (11 - t % 11) % 10 == int(d[12])


def rrn(yymmdd, s):
    body = yymmdd + s + rs(DIG, 5)
    t = sum(int(a) * b for a, b in zip(body, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]))
    return "%s-%s%d" % (yymmdd, body[6:], (11 - t % 11) % 10)


def nir_ok(s):
    d = s.replace(" ", "")
    if not (len(d) == 15 and d.isdigit() and d[0] in "12"):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def nir(sex, yy, mm, dept):
    body = "%d%02d%02d%s%03d%03d" % (sex, yy, mm, dept, R.randint(1, 999), R.randint(1, 999))
    k = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], k)


NINO_BAD1 = set("DFIQUV")
NINO_BAD2 = set("DFIQUVO")
NINO_BADP = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def nino_ok(s):
    d = s.replace(" ", "")
    m = re.fullmatch(r"([A-Z])([A-Z])(\d{6})([A-D])", d)
    return bool(m) and m.group(1) not in NINO_BAD1 and m.group(2) not in NINO_BAD2 \
        and m.group(1) + m.group(2) not in NINO_BADP


def nino():
    while True:
        p = R.choice(UP) + R.choice(UP)
        d = rs(DIG, 6)
        s = "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], R.choice("ABCD"))
        if nino_ok(s):
            return s


def steuer_check(d10):
    prod = 10
    for c in d10:
        s = (int(c) + prod) % 10
        if s == 0:
            s = 10
        prod = (s * 2) % 11
    c = 11 - prod
    return 0 if c == 10 else c


def steuer_ok(s):
    d = s.replace(" ", "")
    if not (len(d) == 11 and d.isdigit() and d[0] != "0"):
        return False
    counts = sorted(d[:10].count(c) for c in set(d[:10]))
    if not (counts.count(2) == 1 or counts.count(3) == 1) or max(counts) > 3:
        return False
    return steuer_check(d[:10]) == int(d[10])


def steuer():
    while True:
        d = str(R.randint(1, 9)) + rs(DIG, 9)
        counts = sorted(d.count(c) for c in set(d))
        if (counts.count(2) == 1 or counts.count(3) == 1) and max(counts) <= 3:
            d = d + str(steuer_check(d))
            return "%s %s %s %s" % (d[:2], d[2:5], d[5:8], d[8:])


def mynumber_ok(s):
    d = s.replace(" ", "").replace("-", "")
    if not (len(d) == 12 and d.isdigit()):
        return False
    body = d[:11]
    t = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        t += p * q
    r = t % 11
    return (0 if r <= 1 else 11 - r) == int(d[11])


def mynumber():
    while True:
        body = rs(DIG, 11)
        for c in DIG:
            if mynumber_ok(body + c):
                s = body + c
                return "%s %s %s" % (s[:4], s[4:8], s[8:])


NATIONAL_VALIDATORS = {"bsn": bsn_ok, "se": se_ok, "fi": fi_ok, "es": es_ok, "aadhaar": aadhaar_ok,
                       "cpf": cpf_ok, "sin": sin_ok, "pesel": pesel_ok, "nric": nric_ok, "hkid": hkid_ok,
                       "tw": tw_ok, "rrn": rrn_ok, "nir": nir_ok, "nino": nino_ok, "steuer": steuer_ok,
                       "mynumber": mynumber_ok}


def national_ok(s):
    return [k for k, f in NATIONAL_VALIDATORS.items() if f(s)]


# ---------------------------------------------------------------- SSN
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})-?(\d{2})-?(\d{4})", s)
    if not m:
        return False
    a, g, n = int(m.group(1)), int(m.group(2)), int(m.group(3))
    return 0 < a < 900 and a != 666 and g != 0 and n != 0 and s.replace("-", "") not in ("078051120", "219099999")


def ssn():
    while True:
        s = "%03d-%02d-%04d" % (R.randint(1, 899), R.randint(1, 99), R.randint(1, 9999))
        if ssn_ok(s):
            return s


# ---------------------------------------------------------------- vendor keys
def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt(payload, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64u(bytes(R.randrange(256) for _ in range(32 if alg == "HS256" else 64)))
    return "%s.%s.%s" % (h, p, sig)


def jwt_ok(s):
    parts = s.split(".")
    if len(parts) != 3:
        return False
    try:
        hdr = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return "alg" in hdr and re.fullmatch(r"[A-Za-z0-9_-]+", parts[2]) is not None


APIKEY_PATTERNS = {
    "aws_akid": r"(AKIA|ASIA)[A-Z2-7]{16}",
    "github_pat": r"ghp_[A-Za-z0-9]{36}",
    "github_fine": r"github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}",
    "gitlab": r"glpat-[A-Za-z0-9_-]{20}",
    "slack_bot": r"xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    "stripe": r"(sk|rk)_live_[A-Za-z0-9]{24,99}",
    "google": r"AIza[A-Za-z0-9_-]{35}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{74,164}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "hf": r"hf_[A-Za-z]{34}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
    "datadog": r"[a-f0-9]{32}",
    "shopify": r"shp(at|ss|ca)_[a-fA-F0-9]{32}",
    "discord": r"[MN][A-Za-z0-9]{23}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}",
    "telegram": r"\d{8,10}:AA[A-Za-z0-9_-]{33}",
    "alibaba": r"LTAI[A-Za-z0-9]{12,20}",
    "tencent": r"AKID[A-Za-z0-9]{32}",
    "mailgun": r"key-[a-f0-9]{32}",
    "twilio": r"SK[a-f0-9]{32}",
    "binance": r"[A-Za-z0-9]{64}",
    "okta": r"00[A-Za-z0-9_-]{40}",
}


def apikey_ok(s):
    if any(re.fullmatch(p, s) for p in APIKEY_PATTERNS.values()):
        return True
    return jwt_ok(s)


def b64std(n):
    return rs(ALNUM + "+/", n)


VALUES = {}


def add(name, v):
    assert name not in VALUES, name
    VALUES[name] = v


# cards: (name, prefix, len, groups)
for i, (p, ln, g) in enumerate([
        ("4", 16, [4, 4, 4, 4]), ("51", 16, [4, 4, 4, 4]), ("37", 15, [4, 6, 5]), ("6011", 16, [16]),
        ("62", 19, [19]), ("4", 16, [16]), ("35", 16, [4, 4, 4, 4]), ("36", 14, [4, 6, 4]),
        ("55", 16, [16]), ("2221", 16, [4, 4, 4, 4]), ("4", 13, [13]), ("34", 15, [15]),
        ("622", 16, [4, 4, 4, 4]), ("4", 16, [4, 4, 4, 4]), ("53", 16, [4, 4, 4, 4]), ("4", 16, [16]),
        ("6", 16, [4, 4, 4, 4]), ("54", 16, [16]), ("4", 19, [4, 4, 4, 4, 3]), ("37", 15, [15]),
        ("62", 16, [4, 4, 4, 4]), ("4", 16, [4, 4, 4, 4])], 1):
    add("card%d" % i, card(p, ln, g))
VALUES["card19"] = VALUES["card19"].replace(" ", "-")  # dashed grouping variant

for i, (cc, bban, grp) in enumerate([
        ("DE", rs(DIG, 18), True), ("GB", "NWBK" + rs(DIG, 14), True), ("FR", rs(DIG, 10) + rs(UP + DIG, 11) + rs(DIG, 2), True),
        ("NL", "INGB" + rs(DIG, 10), True), ("ES", rs(DIG, 20), True), ("IT", "X" + rs(DIG, 10) + rs(DIG, 12), False),
        ("BE", rs(DIG, 12), True), ("CH", rs(DIG, 17), False), ("PL", rs(DIG, 24), True), ("IE", "AIBK" + rs(DIG, 14), True),
        ("AT", rs(DIG, 16), False), ("PT", rs(DIG, 21), True), ("SE", rs(DIG, 20), True), ("DK", rs(DIG, 14), False),
        ("GB", "BARC" + rs(DIG, 14), False), ("DE", rs(DIG, 18), False), ("NL", "RABO" + rs(DIG, 10), False),
        ("FR", rs(DIG, 23), False), ("ES", rs(DIG, 20), False), ("GB", "HBUK" + rs(DIG, 14), True),
        ("IE", "BOFI" + rs(DIG, 14), False), ("DE", rs(DIG, 18), True)], 1):
    add("iban%d" % i, iban(cc, bban, grp))

# PRC IDs: name -> (area, yyyymmdd, male)
PRC_SPECS = [("110105", "19880314", True), ("310104", "19920607", False), ("440305", "19850921", True),
             ("330106", "19950118", False), ("510107", "19790502", True), ("420106", "20010830", False),
             ("320102", "19661212", True), ("370202", "19900725", False), ("610113", "19870403", True),
             ("500103", "19931109", False), ("350203", "19820227", True), ("430104", "19970616", False),
             ("210102", "19750808", True), ("120101", "19890130", False), ("410105", "19960924", True),
             ("110108", "20150411", False), ("310115", "19830719", True), ("440106", "19910505", False),
             ("330106", "20180302", True), ("510107", "19681023", False), ("420106", "19940214", True),
             ("320102", "19861128", False), ("370202", "19720609", True), ("610113", "19990901", False),
             ("500103", "20200716", True), ("350203", "19800320", False), ("440305", "19881006", False),
             ("110105", "19571215", True)]
for i, (a, ymd, m) in enumerate(PRC_SPECS, 1):
    add("cnid%d" % i, prc_id(a, ymd, m))

for i in range(1, 4):
    add("bsn%d" % i, bsn())
add("se1", se_pnr("850412"))
add("se2", se_pnr("920130"))
add("fi1", fi_hetu("030788"))
add("fi2", fi_hetu("170203", "A"))
add("dni1", es_dni())
add("dni2", es_dni())
add("nie1", es_nie())
for i in range(1, 4):
    add("aadhaar%d" % i, aadhaar())
add("cpf1", cpf())
add("cpf2", cpf())
add("sin1", sin())
add("sin2", sin())
add("pesel1", pesel(84, 11, 5, True))
add("pesel2", pesel(3, 6, 22, False, True))
add("nric1", nric("S"))
add("nric2", nric("T"))
add("fin1", nric("G"))
add("hkid1", hkid())
add("hkid2", hkid())
add("hkid3", hkid())
add("twid1", tw_id(True))
add("twid2", tw_id(False))
add("rrn1", rrn("900315", "2"))
add("rrn2", rrn("870921", "1"))
add("nir1", nir(2, 86, 4, "75"))
add("nir2", nir(1, 79, 11, "69"))
add("nino1", nino())
add("nino2", nino())
add("nino3", nino())
add("steuer1", steuer())
add("steuer2", steuer())
add("mynum1", mynumber())
add("mynum2", mynumber())
for i in range(1, 10):
    add("ssn%d" % i, ssn())

# API keys
for i in range(1, 5):
    add("aws%d" % i, "AKIA" + rs(B32, 16))
    add("awssec%d" % i, rs(ALNUM + "+/", 40))
for i in range(1, 4):
    add("ghp%d" % i, "ghp_" + rs(ALNUM, 36))
add("ghfine1", "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(ALNUM, 59))
add("glpat1", "glpat-" + rs(ALNUM + "_-", 20))
add("glpat2", "glpat-" + rs(ALNUM, 20))
add("xoxb1", "xoxb-%d-%d-%s" % (R.randint(10 ** 10, 10 ** 11), R.randint(10 ** 11, 10 ** 12), rs(ALNUM, 24)))
add("xoxb2", "xoxb-%d-%d-%s" % (R.randint(10 ** 10, 10 ** 11), R.randint(10 ** 11, 10 ** 12), rs(ALNUM, 24)))
add("stripe1", "sk_live_" + rs(ALNUM, 24))
add("stripe2", "sk_live_" + rs(ALNUM, 99))
add("rkstripe1", "rk_live_" + rs(ALNUM, 24))
add("google1", "AIza" + rs(ALNUM + "_-", 35))
add("google2", "AIza" + rs(ALNUM + "_-", 35))
add("openai1", "sk-proj-" + rs(ALNUM + "_-", 156))
add("openai2", "sk-proj-" + rs(ALNUM + "_-", 74))
add("anthropic1", "sk-ant-api03-" + rs(ALNUM + "_-", 93) + "AA")
add("hf1", "hf_" + rs(UP + LO, 34))
add("hf2", "hf_" + rs(UP + LO, 34))
add("sendgrid1", "SG." + rs(ALNUM + "_-", 22) + "." + rs(ALNUM + "_-", 43))
add("npm1", "npm_" + rs(ALNUM, 36))
add("pypi1", "pypi-AgEIcHlwaS5vcmc" + rs(ALNUM + "_-", 70))
add("datadog1", rs(HEX, 32))
add("shopify1", "shpat_" + rs(HEX, 32))
add("discord1", R.choice("MN") + rs(ALNUM, 23) + "." + rs(ALNUM + "_-", 6) + "." + rs(ALNUM + "_-", 27))
add("telegram1", "%d:AA%s" % (R.randint(10 ** 9, 7 * 10 ** 9), rs(ALNUM + "_-", 33)))
add("telegram2", "%d:AA%s" % (R.randint(10 ** 9, 7 * 10 ** 9), rs(ALNUM + "_-", 33)))
for i in range(1, 4):
    add("ltai%d" % i, "LTAI5t" + rs(ALNUM, 18))
    add("alisec%d" % i, rs(ALNUM, 30))
add("akid1", "AKID" + rs(ALNUM, 32))
add("akid2", "AKID" + rs(ALNUM, 32))
add("tcsec1", rs(ALNUM, 32))
add("tcsec2", rs(ALNUM, 32))
add("mailgun1", "key-" + rs(HEX, 32))
add("twilio1", "SK" + rs(HEX, 32))
add("binance1", rs(ALNUM, 64))
add("binsec1", rs(ALNUM, 64))
add("jwt1", jwt({"sub": "u_48213", "name": "Priya Raman", "iat": 1764802112, "exp": 1764805712}))
add("jwt2", jwt({"iss": "https://auth.kestrel-air.example", "sub": "ffm-2209418", "scope": "miles:read", "exp": 1766300000}, "RS256"))
add("jwt3", jwt({"uid": 90331, "role": "rider", "iat": 1765011200}))
add("jwt4", jwt({"sub": "zhaolei", "tenant": "feishu-ops", "exp": 1767000000}))

# secrets
for i in range(1, 8):
    add("csec%d" % i, rs(ALNUM + "-_~", 40))
for i in range(1, 5):
    add("totp%d" % i, rs(B32, 32))
for i in range(1, 6):
    add("sess%d" % i, rs(HEX, 48))
add("slackhook1", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
add("slackhook2", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
add("dinghook1", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
add("feishuhook1", "https://open.feishu.cn/open-apis/bot/v2/hook/%s-%s-%s-%s-%s" % (rs(HEX, 8), rs(HEX, 4), rs(HEX, 4), rs(HEX, 4), rs(HEX, 12)))
add("wecomhook1", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s-%s-%s-%s-%s" % (rs(HEX, 8), rs(HEX, 4), rs(HEX, 4), rs(HEX, 4), rs(HEX, 12)))
add("pdkey1", rs(HEX, 32))
add("refresh1", "1//0g" + rs(ALNUM + "_-", 60))
add("pem1", "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(b64std(70) for _ in range(4)) + "\n" + b64std(24) + "==\n-----END OPENSSH PRIVATE KEY-----")
add("pem2", "-----BEGIN PRIVATE KEY-----\n" + "\n".join(b64std(64) for _ in range(5)) + "\n" + b64std(20) + "=\n-----END PRIVATE KEY-----")
add("sentrydsn1", rs(HEX, 32))
add("ldapbind1", rs(ALNUM + "!#%", 22))


def selftest():
    # textbook examples: positive and corrupted
    assert luhn_ok("4111111111111111") and luhn_ok("79927398713") and not luhn_ok("4111111111111112")
    assert iban_ok("GB82 WEST 1234 5698 7654 32") and iban_ok("DE89370400440532013000")
    assert not iban_ok("GB82WEST12345698765433") and not iban_ok("DE8937040044053201300")
    assert prc_ok("11010519491231002X") and not prc_ok("110105194912310021")
    assert bsn_ok("111222333") and not bsn_ok("111222334")
    assert se_ok("811218-9876") and not se_ok("811218-9877")
    assert fi_ok("131052-308T") and not fi_ok("131052-308U")
    assert es_ok("12345678Z") and not es_ok("12345678A") and es_ok("X1234567L")
    assert verhoeff_ok("2363") and not verhoeff_ok("2364")
    assert cpf_ok("111.444.777-35") and not cpf_ok("111.444.777-36")
    assert sin_ok("046 454 286") and not sin_ok("046 454 287")
    assert pesel_ok("44051401359") and not pesel_ok("44051401358")
    assert nric_ok("S1234567D") and not nric_ok("S1234567E")
    assert hkid_ok("A123456(3)") and not hkid_ok("A123456(4)")
    assert tw_ok("A123456789") and not tw_ok("A123456788")
    assert nino_ok("AB 12 34 56 C") and not nino_ok("QQ 12 34 56 C") and not nino_ok("GB123456A")
    assert ssn_ok("123-45-6789") and not ssn_ok("666-12-3456") and not ssn_ok("123-00-6789") and not ssn_ok("912-34-5678")
    assert jwt_ok(VALUES["jwt1"]) and not jwt_ok("abc.def.ghi")
    for k in ("card", "iban", "cnid"):
        pass
    checks = []
    for name, v in VALUES.items():
        if name.startswith("card"):
            checks.append(card_ok(v))
            bad = v[:-1] + str((int(v[-1]) + 1) % 10)
            checks.append(not card_ok(bad))
        elif name.startswith("iban"):
            checks.append(iban_ok(v))
        elif name.startswith("cnid"):
            i = int(name[4:]) - 1
            checks.append(prc_ok(v) and v[6:14] == PRC_SPECS[i][1])
            checks.append(int(v[16]) % 2 == (1 if PRC_SPECS[i][2] else 0))
        elif name.startswith("ssn"):
            checks.append(ssn_ok(v))
        elif re.match(r"(bsn|se|fi|dni|nie|aadhaar|cpf|sin|pesel|nric|fin|hkid|twid|rrn|nir|nino|steuer|mynum)\d", name):
            checks.append(bool(national_ok(v)))
        elif re.match(r"(aws|ghp|ghfine|glpat|xoxb|stripe|rkstripe|google|openai|anthropic|hf|sendgrid|npm|pypi|datadog|shopify|discord|telegram|ltai|akid|mailgun|twilio|binance|jwt)\d", name):
            checks.append(apikey_ok(v))
        if checks and not checks[-1]:
            raise AssertionError("bad value %s=%r" % (name, v))
    assert all(checks)
    return len(VALUES)


if __name__ == "__main__":
    n = selftest()
    for k, v in VALUES.items():
        print(k, "=", v.replace("\n", "\\n")[:90])
    print("selftest OK", n)
