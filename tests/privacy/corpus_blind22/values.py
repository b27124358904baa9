"""Generators and validators for values that need check digits or vendor shapes.

All generated values come from random.Random(20261224) so the corpus is reproducible.
Standard library only.
"""
import base64
import datetime
import json
import random
import re
import string

RNG = random.Random(20261224)
ALNUM = string.ascii_letters + string.digits
UPPER_DIGITS = string.ascii_uppercase + string.digits
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"


def _r(alpha, n):
    return "".join(RNG.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- cards
def luhn_ok(num):
    d = [int(c) for c in re.sub(r"[ \-]", "", num)]
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


def luhn_digit(partial):
    for c in "0123456789":
        if luhn_ok(partial + c):
            return c
    raise ValueError


def gen_card(prefix, length):
    body = prefix + _r(string.digits, length - len(prefix) - 1)
    return body + luhn_digit(body)


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    return sep.join(out)


def card_ok(v):
    d = re.sub(r"[ \-]", "", v)
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "IE": 22, "BE": 16,
            "CH": 21, "PL": 28, "AT": 20, "PT": 25, "SE": 24, "DK": 18, "NO": 15, "FI": 18}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def gen_iban(cc, bban):
    chk = 98 - _iban_num(bban + cc + "00") % 97
    return "%s%02d%s" % (cc, chk, bban)


def iban_grouped(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# ---------------------------------------------------------------- PRC resident ID
PRC_AREAS = {"110101": "北京东城", "110105": "北京朝阳", "310104": "上海徐汇", "310115": "上海浦东",
             "440305": "深圳南山", "440106": "广州天河", "330106": "杭州西湖", "510107": "成都武侯",
             "420106": "武汉武昌", "320102": "南京玄武", "370202": "青岛市南", "500103": "重庆渝中",
             "610113": "西安雁塔", "350203": "厦门思明", "430104": "长沙岳麓", "120101": "天津和平"}
PRC_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def prc_check(first17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(first17, PRC_W)) % 11]


def prc_ok(v):
    if not re.fullmatch(r"\d{17}[\dX]", v):
        return False
    if v[:6] not in PRC_AREAS:
        return False
    try:
        datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
    except ValueError:
        return False
    return prc_check(v[:17]) == v[17]


def gen_prc(area, ymd, female=None):
    seq = "%02d" % RNG.randint(0, 99)
    g = RNG.randint(0, 9)
    if female is not None:
        g = RNG.choice([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9])
    s = area + ymd + seq + str(g)
    return s + prc_check(s)


# ---------------------------------------------------------------- US SSN
def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})-?(\d{2})-?(\d{4})", v.replace(" ", "-"))
    if not m:
        return False
    a, g, s = m.groups()
    return a not in ("000", "666") and a[0] != "9" and g != "00" and s != "0000"


def gen_ssn():
    while True:
        a = RNG.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, RNG.randint(1, 99), RNG.randint(1, 9999))


# ---------------------------------------------------------------- national IDs
def bsn_ok(v):
    d = v.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", d):
        return False
    s = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return s % 11 == 0 and d[0] != "0"


def gen_bsn():
    while True:
        d = str(RNG.randint(1, 9)) + _r(string.digits, 7)
        s = sum(int(d[i]) * (9 - i) for i in range(8)) % 11
        if s < 10:
            return d + str(s)


def personnummer_ok(v):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+](\d{4})", v)
    if not m:
        return False
    d = m.group(2) + m.group(3)
    try:
        datetime.datetime.strptime(m.group(2), "%y%m%d")
    except ValueError:
        return False
    return luhn_ok(d)


def gen_personnummer(yymmdd):
    body = yymmdd + _r(string.digits, 3)
    return yymmdd + "-" + body[6:] + luhn_digit(body)


HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(v):
    m = re.fullmatch(r"(\d{6})([-+A-FU-Y])(\d{3})([0-9A-Y])", v)
    if not m:
        return False
    return HETU_CH[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def gen_hetu(ddmmyy, sign):
    n = "%03d" % RNG.randint(2, 899)
    return ddmmyy + sign + n + HETU_CH[int(ddmmyy + n) % 31]


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(v):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})-?([A-Z])", v)
    if not m:
        return False
    pre, num, l = m.groups()
    if pre:
        if len(num) != 7:
            return False
        num = str("XYZ".index(pre)) + num
    elif len(num) != 8:
        return False
    return DNI_L[int(num) % 23] == l


def gen_dni():
    n = "%08d" % RNG.randint(10000000, 99999999)
    return n + DNI_L[int(n) % 23]


def gen_nie():
    p = RNG.choice("XYZ")
    n = "%07d" % RNG.randint(1000000, 9999999)
    return p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 7, 8, 6, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, x in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(x)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, x in enumerate(reversed(num)):
        c = _VD[c][_VP[(i + 1) % 8][int(x)]]
    return str(_VINV[c])


def aadhaar_ok(v):
    d = v.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", d)) and verhoeff_ok(d)


def gen_aadhaar():
    b = str(RNG.randint(2, 9)) + _r(string.digits, 10)
    d = b + verhoeff_digit(b)
    return group(d, [4, 4, 4])


def cpf_ok(v):
    d = re.sub(r"[.\-]", "", v)
    if not re.fullmatch(r"\d{11}", d) or len(set(d)) == 1:
        return False
    for n in (9, 10):
        s = sum(int(d[i]) * (n + 1 - i) for i in range(n))
        if (s * 10 % 11) % 10 != int(d[n]):
            return False
    return True


def gen_cpf():
    d = _r(string.digits, 9)
    for n in (9, 10):
        s = sum(int(d[i]) * (n + 1 - i) for i in range(n))
        d += str((s * 10 % 11) % 10)
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])


def sin_ok(v):
    d = re.sub(r"[ \-]", "", v)
    return bool(re.fullmatch(r"[0-79]\d{8}", d)) and luhn_ok(d)


def gen_sin():
    b = str(RNG.choice([1, 2, 3, 4, 5, 6, 7, 9])) + _r(string.digits, 7)
    return group(b + luhn_digit(b), [3, 3, 3])


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    return (10 - sum(int(v[i]) * PESEL_W[i] for i in range(10)) % 10) % 10 == int(v[10])


def gen_pesel(yy, mm, dd):
    b = "%02d%02d%02d" % (yy, mm, dd) + _r(string.digits, 4)
    return b + str((10 - sum(int(b[i]) * PESEL_W[i] for i in range(10)) % 10) % 10)


def nric_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m:
        return False
    p, d, l = m.groups()
    s = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2]))
    if p in "TG":
        s += 4
    tab = "JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK"
    return tab[s % 11] == l


def gen_nric(p="S"):
    d = _r(string.digits, 7)
    s = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if p in "TG" else 0)
    tab = "JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK"
    return p + d + tab[s % 11]


def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v)
    if not m:
        return False
    letters, d, c = m.groups()
    vals = ([36] if len(letters) == 1 else []) + [ord(x) - 55 for x in letters] + [int(x) for x in d]
    s = sum(a * b for a, b in zip(vals, range(9, 1, -1)))
    chk = (11 - s % 11) % 11
    return ("A" if chk == 10 else str(chk)) == c


def gen_hkid():
    l = RNG.choice("ACDEGHKPRVZ")
    d = _r(string.digits, 6)
    vals = [36, ord(l) - 55] + [int(x) for x in d]
    s = sum(a * b for a, b in zip(vals, range(9, 1, -1)))
    chk = (11 - s % 11) % 11
    return "%s%s(%s)" % (l, d, "A" if chk == 10 else chk)


TW_L = {"A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17, "I": 34, "J": 18,
        "K": 19, "L": 20, "M": 21, "N": 22, "O": 35, "P": 23, "Q": 24, "R": 25, "S": 26, "T": 27,
        "U": 28, "V": 29, "W": 32, "X": 30, "Y": 31, "Z": 33}


def twid_ok(v):
    if not re.fullmatch(r"[A-Z][12]\d{8}", v):
        return False
    n = TW_L[v[0]]
    s = n // 10 + (n % 10) * 9 + sum(int(v[i]) * (9 - i) for i in range(1, 9)) + int(v[9])
    return s % 10 == 0


def gen_twid():
    l = RNG.choice("ABFHR")
    b = l + RNG.choice("12") + _r(string.digits, 7)
    n = TW_L[l]
    s = n // 10 + (n % 10) * 9 + sum(int(b[i]) * (9 - i) for i in range(1, 9))
    return b + str((10 - s % 10) % 10)


def rrn_ok(v):
    d = v.replace("-", "")
    if not re.fullmatch(r"\d{13}", d):
        return False
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(d, w)) % 11) % 10 == int(d[12])


def gen_rrn(yymmdd, s):
    b = yymmdd + s + _r(string.digits, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * x for a, x in zip(b, w)) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def nino_ok(v):
    s = v.replace(" ", "")
    m = re.fullmatch(r"([A-Z])([A-Z])(\d{6})([A-D])", s)
    if not m:
        return False
    a, b = m.group(1), m.group(2)
    if a in "DFIQUV" or b in "DFIOQUV":
        return False
    return a + b not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ")


def steuerid_ok(v):
    d = v.replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{10}", d):
        return False
    counts = sorted((d[:10].count(c) for c in set(d[:10])), reverse=True)
    if counts[0] not in (2, 3) or (len(counts) > 1 and counts[1] > 1):
        return False
    p = 10
    for x in d[:10]:
        s = (int(x) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    if c == 10:
        c = 0
    return c == int(d[10])


def gen_steuerid():
    while True:
        digs = RNG.sample("0123456789", 9)
        digs.append(RNG.choice(digs))
        RNG.shuffle(digs)
        if digs[0] == "0":
            continue
        d = "".join(digs)
        p = 10
        for x in d:
            s = (int(x) + p) % 10
            if s == 0:
                s = 10
            p = (s * 2) % 11
        c = 11 - p
        if c == 10:
            c = 0
        d += str(c)
        if steuerid_ok(d):
            return group(d, [2, 3, 3, 3])


def nir_ok(v):
    d = v.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", d):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def gen_nir(sex, yy, mm, dep):
    b = "%d%02d%02d%s%03d%03d" % (sex, yy, mm, dep, RNG.randint(1, 999), RNG.randint(1, 999))
    k = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)


def mynumber_ok(v):
    d = v.replace(" ", "").replace("-", "")
    if not re.fullmatch(r"\d{12}", d):
        return False
    s = 0
    for n in range(1, 12):
        p = int(d[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return int(d[11]) == (0 if r <= 1 else 11 - r)


def gen_mynumber():
    b = _r(string.digits, 11)
    s = 0
    for n in range(1, 12):
        s += int(b[11 - n]) * (n + 1 if n <= 6 else n - 5)
    r = s % 11
    return group(b + str(0 if r <= 1 else 11 - r), [4, 4, 4])


NATIONAL_VALIDATORS = {"bsn": bsn_ok, "personnummer": personnummer_ok, "hetu": hetu_ok, "dni_nie": dni_ok,
                       "aadhaar": aadhaar_ok, "cpf": cpf_ok, "sin": sin_ok, "pesel": pesel_ok,
                       "nric": nric_ok, "hkid": hkid_ok, "twid": twid_ok, "rrn": rrn_ok, "nino": nino_ok,
                       "steuerid": steuerid_ok, "nir": nir_ok, "mynumber": mynumber_ok}


def national_ok(v):
    return any(f(v) for f in NATIONAL_VALIDATORS.values())


# ---------------------------------------------------------------- vendor keys / secrets
def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def gen_jwt(payload, alg="HS256"):
    return "%s.%s.%s" % (b64u({"alg": alg, "typ": "JWT"}), b64u(payload), _r(B64URL, 43))


def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        for p in parts[:2]:
            obj = json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
            if not isinstance(obj, dict):
                return False
        hdr = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
    except Exception:
        return False
    return "alg" in hdr and bool(re.fullmatch(r"[A-Za-z0-9_\-]{20,}", parts[2]))


def gen_discord_bot():
    uid = str(RNG.randint(10 ** 17, 10 ** 18 - 1))
    first = base64.b64encode(uid.encode()).decode().rstrip("=")
    return "%s.%s.%s" % (first, _r(B64URL, 6), _r(B64URL, 38))


APIKEY_PATTERNS = {
    "aws_akid": r"(AKIA|ASIA)[A-Z2-7]{16}",
    "github_classic": r"gh[pousr]_[A-Za-z0-9]{36}",
    "github_fine": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "gitlab": r"glpat-[A-Za-z0-9_\-]{20}",
    "slack": r"xox[bpa]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    "stripe": r"(sk|rk)_live_[A-Za-z0-9]{24,99}",
    "google": r"AIza[A-Za-z0-9_\-]{35}",
    "openai": r"sk-proj-[A-Za-z0-9_\-]{40,200}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_\-]{93}AA",
    "huggingface": r"hf_[A-Za-z]{34}",
    "sendgrid": r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{50,}",
    "datadog": r"[a-f0-9]{32}",
    "shopify": r"shpat_[a-fA-F0-9]{32}",
    "discord": r"[A-Za-z0-9]{24,26}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,38}",
    "telegram": r"\d{8,10}:AA[A-Za-z0-9_\-]{33}",
    "alibaba": r"LTAI[A-Za-z0-9]{12,20}",
    "tencent": r"AKID[A-Za-z0-9]{32}",
    "exchange": r"[A-Za-z0-9]{64}",
    "mailgun": r"key-[a-f0-9]{32}",
    "twilio": r"SK[a-f0-9]{32}",
}


def apikey_ok(v):
    return jwt_ok(v) or any(re.fullmatch(p, v) for p in APIKEY_PATTERNS.values())


def gen_pem(kind="EC"):
    body = "\n".join(_r(ALNUM + "+/", 64) for _ in range(3)) + "\n" + _r(ALNUM + "+/", 20) + "=="
    return "-----BEGIN %s PRIVATE KEY-----\n%s\n-----END %s PRIVATE KEY-----" % (kind, body, kind)


# ---------------------------------------------------------------- IPs
import ipaddress

DOC_NETS = [ipaddress.ip_network(n) for n in
            ("127.0.0.0/8", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32", "::1/128")]


def ip_real_ok(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return False
    if any(ip in n for n in DOC_NETS if n.version == ip.version) or ip.is_unspecified:
        return False
    if ip.version == 4:
        return ip.is_private or ip.is_global
    return ip.is_global or ip in ipaddress.ip_network("fc00::/7") or ip.is_private


def ip_doc_ok(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return False
    return any(ip in n for n in DOC_NETS if n.version == ip.version)


# ---------------------------------------------------------------- build VALUES
VALUES = {}


def _add(name, v):
    assert name not in VALUES, name
    VALUES[name] = v


# cards
_add("visa1", group(gen_card("4", 16), [4, 4, 4, 4]))
_add("visa2", gen_card("4", 16))
_add("visa3", group(gen_card("4", 16), [4, 4, 4, 4], "-"))
_add("visa4", group(gen_card("4", 16), [4, 4, 4, 4]))
_add("mc1", group(gen_card("53", 16), [4, 4, 4, 4]))
_add("mc2", gen_card("2221", 16))
_add("mc3", group(gen_card("51", 16), [4, 4, 4, 4], "-"))
_add("mc4", group(gen_card("55", 16), [4, 4, 4, 4]))
_add("amex1", group(gen_card("37", 15), [4, 6, 5]))
_add("amex2", gen_card("34", 15))
_add("disc1", group(gen_card("6011", 16), [4, 4, 4, 4]))
_add("up1", group(gen_card("6222", 19), [4, 4, 4, 4, 3]))
_add("up2", gen_card("6217", 19))
_add("up3", group(gen_card("6228", 16), [4, 4, 4, 4]))
_add("up4", gen_card("6214", 16))
_add("up5", group(gen_card("6259", 16), [4, 4, 4, 4]))
_add("jcb1", group(gen_card("3566", 16), [4, 4, 4, 4]))
_add("diners1", group(gen_card("36", 14), [4, 6, 4]))
_add("maestro1", gen_card("6759", 18))
_add("visa5", gen_card("4", 13))
_add("mc5", group(gen_card("54", 16), [4, 4, 4, 4]))
_add("up6", group(gen_card("6225", 16), [4, 4, 4, 4]))

# IBANs
_ib = {
    "iban_gb1": ("GB", "NWBK" + _r(string.digits, 14)), "iban_gb2": ("GB", "BARC" + _r(string.digits, 14)),
    "iban_gb3": ("GB", "LOYD" + _r(string.digits, 14)), "iban_gb4": ("GB", "HBUK" + _r(string.digits, 14)),
    "iban_de1": ("DE", _r(string.digits, 18)), "iban_de2": ("DE", _r(string.digits, 18)),
    "iban_fr1": ("FR", _r(string.digits, 23)), "iban_nl1": ("NL", "INGB" + _r(string.digits, 10)),
    "iban_nl2": ("NL", "RABO" + _r(string.digits, 10)), "iban_es1": ("ES", _r(string.digits, 20)),
    "iban_it1": ("IT", "X" + _r(string.digits, 22)), "iban_ie1": ("IE", "AIBK" + _r(string.digits, 14)),
    "iban_be1": ("BE", _r(string.digits, 12)), "iban_ch1": ("CH", _r(string.digits, 17)),
    "iban_pl1": ("PL", _r(string.digits, 24)), "iban_at1": ("AT", _r(string.digits, 16)),
    "iban_pt1": ("PT", _r(string.digits, 21)), "iban_se1": ("SE", _r(string.digits, 20)),
    "iban_dk1": ("DK", _r(string.digits, 14)), "iban_fi1": ("FI", _r(string.digits, 14)),
    "iban_ie2": ("IE", "BOFI" + _r(string.digits, 14)), "iban_gb5": ("GB", "MIDL" + _r(string.digits, 14)),
}
for _k, (_cc, _bb) in _ib.items():
    _v = gen_iban(_cc, _bb)
    _add(_k, iban_grouped(_v) if _k[-1] in "13" else _v)

# PRC IDs (area, birthdate) -- birth dates must match the DOB typed into any text that shows one
_prc = {"prc1": ("110105", "19880317", 1), "prc2": ("310104", "19920611", 0), "prc3": ("440305", "19950402", 1),
        "prc4": ("330106", "19871125", 0), "prc5": ("510107", "19900908", 1), "prc6": ("420106", "20010130", 0),
        "prc7": ("320102", "19790714", 1), "prc8": ("370202", "19930221", 0), "prc9": ("500103", "19850509", 1),
        "prc10": ("610113", "19971019", 0), "prc11": ("350203", "19821203", 1), "prc12": ("430104", "19990826", 0),
        "prc13": ("120101", "19760415", 1), "prc14": ("440106", "19940707", 0), "prc15": ("310115", "19890130", 1),
        "prc16": ("110101", "20160512", 0), "prc17": ("330106", "19910303", 1), "prc18": ("510107", "19860927", 0),
        "prc19": ("440305", "19980116", 0), "prc20": ("320102", "19830820", 1), "prc21": ("420106", "19961104", 1),
        "prc22": ("350203", "20190308", 1), "prc23": ("500103", "19780623", 0), "prc24": ("370202", "19920929", 1),
        "prc25": ("610113", "19870502", 0), "prc26": ("110105", "19930711", 0), "prc27": ("430104", "19840218", 1),
        "prc28": ("310104", "19901231", 0)}
for _k, (_a, _d, _m) in _prc.items():
    _add(_k, gen_prc(_a, _d, female=not _m))

# SSNs
for _i in range(1, 11):
    _add("ssn%d" % _i, gen_ssn())

# national IDs
_add("bsn1", gen_bsn()); _add("bsn2", gen_bsn()); _add("bsn3", gen_bsn())
_add("pnr1", gen_personnummer("880412")); _add("pnr2", gen_personnummer("930127"))
_add("hetu1", gen_hetu("150385", "-")); _add("hetu2", gen_hetu("020704", "A"))
_add("dni1", gen_dni()); _add("dni2", gen_dni()); _add("nie1", gen_nie()); _add("nie2", gen_nie())
_add("aadhaar1", gen_aadhaar()); _add("aadhaar2", gen_aadhaar()); _add("aadhaar3", gen_aadhaar())
_add("cpf1", gen_cpf()); _add("cpf2", gen_cpf())
_add("sin1", gen_sin()); _add("sin2", gen_sin())
_add("pesel1", gen_pesel(91, 8, 23)); _add("pesel2", gen_pesel(2, 23, 4))
_add("nric1", gen_nric("S")); _add("nric2", gen_nric("T")); _add("nric3", gen_nric("S")); _add("fin1", gen_nric("G"))
_add("hkid1", gen_hkid()); _add("hkid2", gen_hkid()); _add("hkid3", gen_hkid())
_add("twid1", gen_twid()); _add("twid2", gen_twid())
_add("rrn1", gen_rrn("900614", "2")); _add("rrn2", gen_rrn("851102", "1"))
_add("steuer1", gen_steuerid()); _add("steuer2", gen_steuerid())
_add("nir1", gen_nir(2, 84, 6, "75")); _add("nir2", gen_nir(1, 79, 11, "69"))
_add("mynum1", gen_mynumber()); _add("mynum2", gen_mynumber())
# UK NINOs typed by hand (no check digit; prefix rules apply)
_add("nino1", "JT 48 26 91 C"); _add("nino2", "PR563108A"); _add("nino3", "WL 72 04 39 B"); _add("nino4", "HS305817D")

# vendor keys (APIKEY)
for _i in range(1, 6):
    _add("aws_akid%d" % _i, "AKIA" + _r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))
    _add("aws_secret%d" % _i, _r(ALNUM + "/+", 40))
for _i in range(1, 5):
    _add("ghp%d" % _i, "ghp_" + _r(ALNUM, 36))
_add("ghpat1", "github_pat_11" + _r(UPPER_DIGITS, 20) + "_" + _r(ALNUM, 59))
_add("ghpat2", "github_pat_11" + _r(UPPER_DIGITS, 20) + "_" + _r(ALNUM, 59))
for _i in range(1, 4):
    _add("glpat%d" % _i, "glpat-" + _r(ALNUM + "-_", 20))
for _i in range(1, 4):
    _add("xoxb%d" % _i, "xoxb-%d-%d-%s" % (RNG.randint(10 ** 11, 10 ** 12 - 1), RNG.randint(10 ** 12, 10 ** 13 - 1), _r(ALNUM, 24)))
for _i in range(1, 5):
    _add("sk_live%d" % _i, "sk_live_" + _r(ALNUM, RNG.choice([24, 34, 99])))
_add("rk_live1", "rk_live_" + _r(ALNUM, 24))
for _i in range(1, 4):
    _add("aiza%d" % _i, "AIza" + _r(B64URL, 35))
for _i in range(1, 4):
    _add("openai%d" % _i, "sk-proj-" + _r(B64URL, 64))
for _i in range(1, 3):
    _add("anthropic%d" % _i, "sk-ant-api03-" + _r(B64URL, 93) + "AA")
for _i in range(1, 4):
    _add("hf%d" % _i, "hf_" + _r(string.ascii_letters, 34))
for _i in range(1, 3):
    _add("sendgrid%d" % _i, "SG." + _r(B64URL, 22) + "." + _r(B64URL, 43))
_add("npm1", "npm_" + _r(ALNUM, 36)); _add("npm2", "npm_" + _r(ALNUM, 36))
_add("pypi1", "pypi-AgEIcHlwaS5vcmc" + _r(B64URL, 70))
_add("dd_api1", _r(HEX, 32)); _add("dd_app1", _r(HEX, 40))
_add("shpat1", "shpat_" + _r(HEX, 32))
_add("discord1", gen_discord_bot())
for _i in range(1, 4):
    _add("tg%d" % _i, "%d:AA%s" % (RNG.randint(10 ** 9, 7 * 10 ** 9), _r(B64URL, 33)))
for _i in range(1, 5):
    _add("ltai%d" % _i, "LTAI5t" + _r(ALNUM, 18))
    _add("ali_secret%d" % _i, _r(ALNUM, 30))
for _i in range(1, 4):
    _add("akid%d" % _i, "AKID" + _r(ALNUM, 32))
    _add("tc_secret%d" % _i, _r(ALNUM, 32))
for _i in range(1, 5):
    _add("bn_key%d" % _i, _r(ALNUM, 64))
    _add("bn_secret%d" % _i, _r(ALNUM, 64))
_add("mailgun1", "key-" + _r(HEX, 32))
_add("twilio1", "SK" + _r(HEX, 32))
_add("twilio_tok1", _r(HEX, 32))
_add("jwt1", gen_jwt({"sub": "u_48213", "role": "agent", "iat": 1767225600}))
_add("jwt2", gen_jwt({"sub": "svc-airflow", "scope": "s3:read", "exp": 1769904000}))
_add("jwt3", gen_jwt({"uid": 90317, "tenant": "wx-prop", "iat": 1766102400}, "RS256"))
_add("jwt4", gen_jwt({"sub": "bot-7", "aud": "kyc-api", "iat": 1765000000}))
_add("jwt5", gen_jwt({"sub": "crm-sync", "iat": 1764800000}))

# secrets
for _i in range(1, 9):
    _add("client_secret%d" % _i, _r(ALNUM, 6) + "~" + _r(ALNUM + "_.-", 33))
for _i in range(1, 7):
    _add("totp%d" % _i, _r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32))
_add("pem1", gen_pem("EC")); _add("pem2", gen_pem("RSA")); _add("pem3", gen_pem("OPENSSH"))
for _i in range(1, 4):
    _add("slackhook%d" % _i, "https://hooks.slack.com/services/T%s/B%s/%s" % (_r(UPPER_DIGITS, 8), _r(UPPER_DIGITS, 10), _r(ALNUM, 24)))
for _i in range(1, 4):
    _add("dinghook%d" % _i, "https://oapi.dingtalk.com/robot/send?access_token=" + _r(HEX, 64))
for _i in range(1, 3):
    _add("feishuhook%d" % _i, "https://open.feishu.cn/open-apis/bot/v2/hook/" + "-".join(_r(HEX, n) for n in (8, 4, 4, 4, 12)))
    _add("wecomhook%d" % _i, "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + "-".join(_r(HEX, n) for n in (8, 4, 4, 4, 12)))
_add("discordhook1", "https://discord.com/api/webhooks/%d/%s" % (RNG.randint(10 ** 17, 10 ** 18 - 1), _r(B64URL, 68)))
for _i in range(1, 7):
    _add("session%d" % _i, _r(ALNUM, 40))
for _i in range(1, 4):
    _add("whsec%d" % _i, "whsec_" + _r(ALNUM, 32))
for _i in range(1, 4):
    _add("refresh%d" % _i, "rt_" + _r(B64URL, 48))

# decoy shapes
for _i in range(1, 10):
    _add("uuid%d" % _i, "-".join(_r(HEX, n) for n in (8, 4, 4, 4, 12)))
for _i in range(1, 9):
    _add("sha%d" % _i, _r(HEX, 40))
    _add("short%d" % _i, _r(HEX, 7))
for _i in range(1, 5):
    _add("sha256_%d" % _i, _r(HEX, 64))
for _i in range(1, 6):
    _add("eth%d" % _i, "0x" + _r(HEX, 40))
    _add("txh%d" % _i, "0x" + _r(HEX, 64))
_add("btc1", "bc1q" + _r("023456789acdefghjklmnpqrstuvwxyz", 38))
_add("btc2", "bc1q" + _r("023456789acdefghjklmnpqrstuvwxyz", 38))
_add("trx1", "T" + _r("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 33))
for _i in range(1, 4):
    _add("vin%d" % _i, _r("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17))
for _i in range(1, 5):
    _add("container%d" % _i, _r(HEX, 12))

# appended later (kept after all others so earlier values are unchanged)
_add("up7", group(gen_card("6230", 16), [4, 4, 4, 4]))
_add("up8", gen_card("6212", 19))
_add("up9", group(gen_card("6226", 16), [4, 4, 4, 4]))
_add("iban_de3", gen_iban("DE", _r(string.digits, 18)))
_add("iban_gb6", iban_grouped(gen_iban("GB", "SCBL" + _r(string.digits, 14))))
_add("dd_api2", _r(HEX, 32))


# ---------------------------------------------------------------- selftest
def _validator_for(name):
    n = re.sub(r"\d+$", "", name)
    return {
        "visa": card_ok, "mc": card_ok, "amex": card_ok, "disc": card_ok, "up": card_ok, "jcb": card_ok,
        "diners": card_ok, "maestro": card_ok,
        "prc": prc_ok, "ssn": ssn_ok, "bsn": bsn_ok, "pnr": personnummer_ok, "hetu": hetu_ok,
        "dni": dni_ok, "nie": dni_ok, "aadhaar": aadhaar_ok, "cpf": cpf_ok, "sin": sin_ok,
        "pesel": pesel_ok, "nric": nric_ok, "fin": nric_ok, "hkid": hkid_ok, "twid": twid_ok, "rrn": rrn_ok,
        "steuer": steuerid_ok, "nir": nir_ok, "mynum": mynumber_ok, "nino": nino_ok,
        "aws_akid": apikey_ok, "ghp": apikey_ok, "ghpat": apikey_ok, "glpat": apikey_ok, "xoxb": apikey_ok,
        "sk_live": apikey_ok, "rk_live": apikey_ok, "aiza": apikey_ok, "openai": apikey_ok,
        "anthropic": apikey_ok, "hf": apikey_ok, "sendgrid": apikey_ok, "npm": apikey_ok, "pypi": apikey_ok,
        "dd_api": apikey_ok, "shpat": apikey_ok, "discord": apikey_ok, "tg": apikey_ok, "ltai": apikey_ok,
        "akid": apikey_ok, "bn_key": apikey_ok, "mailgun": apikey_ok, "twilio": apikey_ok, "jwt": jwt_ok,
    }.get(n) or (iban_ok if n.startswith("iban_") else None)


def selftest():
    n = 0
    for k, v in VALUES.items():
        f = _validator_for(k)
        if f is not None:
            assert f(v), (k, v)
            n += 1
    # textbook positives
    pos = [(card_ok, "4111 1111 1111 1111"), (card_ok, "5555555555554444"), (card_ok, "378282246310005"),
           (iban_ok, "GB82 WEST 1234 5698 7654 32"), (iban_ok, "DE89370400440532013000"),
           (iban_ok, "NL91ABNA0417164300"), (iban_ok, "FR1420041010050500013M02606"),
           (prc_ok, "11010519491231002X"), (nric_ok, "S1234567D"), (hkid_ok, "A123456(3)"),
           (twid_ok, "A123456789"), (sin_ok, "046 454 286"), (bsn_ok, "111222333"),
           (cpf_ok, "111.444.777-35"), (dni_ok, "12345678Z"), (dni_ok, "X1234567L"),
           (pesel_ok, "44051401359"), (hetu_ok, "131052-308T"), (aadhaar_ok, "2341 2341 2346"),
           (personnummer_ok, "811218-9876"), (ssn_ok, "123-45-6789"), (nino_ok, "AB123456C"),
           (steuerid_ok, "86095742719"), (ip_real_ok, "10.0.0.1"), (ip_doc_ok, "192.0.2.10"),
           (mynumber_ok, "123456789018")]
    neg = [(card_ok, "4111 1111 1111 1112"), (iban_ok, "GB82 WEST 1234 5698 7654 33"),
           (prc_ok, "110105194912310021"), (nric_ok, "S1234567A"), (hkid_ok, "A123456(4)"),
           (twid_ok, "A123456788"), (sin_ok, "046 454 287"), (bsn_ok, "111222334"),
           (cpf_ok, "111.444.777-36"), (dni_ok, "12345678A"), (pesel_ok, "44051401358"),
           (hetu_ok, "131052-308U"), (aadhaar_ok, "2341 2341 2345"), (personnummer_ok, "811218-9877"),
           (ssn_ok, "666-45-6789"), (ssn_ok, "912-45-6789"), (nino_ok, "QQ123456C"),
           (steuerid_ok, "86095742718"), (ip_real_ok, "203.0.113.5"), (ip_doc_ok, "10.1.2.3"),
           (apikey_ok, "ghp_short"), (jwt_ok, "abc.def.ghi"), (mynumber_ok, "123456789012")]
    for f, v in pos:
        assert f(v), ("pos", f.__name__, v)
    for f, v in neg:
        assert not f(v), ("neg", f.__name__, v)
    return n + len(pos) + len(neg)


if __name__ == "__main__":
    print("selftest checks:", selftest())
    for k, v in VALUES.items():
        print(k, "=", v.replace("\n", "\\n")[:90])
