"""Generators and validators for values that need check digits or vendor shapes.

Everything is derived from random.Random(20270219); only the standard library is used.
"""
import base64
import json
import random
import re
import string

RNG = random.Random(20270219)
DIG = string.digits
ALNUM = string.ascii_letters + string.digits
UPALNUM = string.ascii_uppercase + string.digits
B64URL = ALNUM + "-_"


def rs(alpha, n):
    return "".join(RNG.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    d = [int(c) for c in re.sub(r"[ -]", "", num)]
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return s % 10 == 0


def luhn_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c


def card(prefix, length, groups=None, sep=" "):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    n = body + luhn_digit(body)
    if groups:
        out, i = [], 0
        for g in groups:
            out.append(n[i:i + g])
            i += g
        return sep.join(out)
    return n


def card_ok(v):
    d = re.sub(r"[ -]", "", v)
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "BE": 16, "CH": 21,
            "IE": 22, "PL": 28, "SE": 24, "NO": 15, "DK": 18, "FI": 18, "AT": 20, "PT": 25,
            "GR": 27, "TR": 26, "AE": 23, "SA": 24, "LU": 20, "CY": 28, "MT": 31, "HR": 21}


def iban_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    r = s[4:] + s[:4]
    num = "".join(str(int(c, 36)) for c in r)
    return int(num) % 97 == 1


def iban(cc, bban, grouped=True):
    r = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in r)
    chk = 98 - int(num) % 97
    s = "%s%02d%s" % (cc, chk, bban)
    assert len(s) == IBAN_LEN[cc], (cc, len(s))
    if grouped:
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


# ---------------------------------------------------------------- PRC ID (GB 11643-1999)
PRC_AREAS = {"110101", "110105", "110108", "310101", "310104", "310115", "440106", "440305",
             "440304", "330106", "330102", "510107", "420106", "320102", "370202", "350203",
             "610113", "210202", "500103", "120101", "430104", "410105", "230103", "530102",
             "450103", "130102", "340104", "360102", "370102", "210102", "220104", "350102"}
W_PRC = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def prc_check(first17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(first17, W_PRC)) % 11]


def prc_id(area, dob):
    body = area + dob + rs(DIG, 3)
    return body + prc_check(body)


def prc_ok(v):
    if not re.fullmatch(r"\d{17}[\dX]", v):
        return False
    if v[:6] not in PRC_AREAS:
        return False
    import datetime
    try:
        datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
    except ValueError:
        return False
    return prc_check(v[:17]) == v[17]


# ---------------------------------------------------------------- national IDs
def bsn_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 9:
        return False
    s = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return s % 11 == 0 and d[0] != "0"


def bsn():
    while True:
        d = str(RNG.randint(1, 9)) + rs(DIG, 8)
        if bsn_ok(d):
            return d


def se_pnr(yymmdd, sep="-"):
    while True:
        body = yymmdd + rs(DIG, 3)
        c = luhn_digit(body)
        return body[:6] + sep + body[6:] + c


def se_ok(v):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+](\d{4})", v)
    return bool(m) and luhn_ok(m.group(2) + m.group(3))


HETU_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_hetu(ddmmyy, cent="-"):
    n = "%03d" % RNG.randint(2, 899)
    return ddmmyy + cent + n + HETU_CHARS[int(ddmmyy + n) % 31]


def fi_ok(v):
    m = re.fullmatch(r"(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])", v)
    return bool(m) and HETU_CHARS[int(m.group(1) + m.group(2)) % 31] == m.group(3)


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def es_dni():
    n = rs(DIG, 8)
    return n + DNI_L[int(n) % 23]


def es_nie():
    p = RNG.choice("XYZ")
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]


def es_ok(v):
    v = v.replace("-", "")
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", v)
    if not m:
        return False
    num = (str("XYZ".index(m.group(1))) if m.group(1) else "") + m.group(2)
    if len(num) != 8:
        return False
    return DNI_L[int(num) % 23] == m.group(3)


# Verhoeff (tables as published, e.g. Wikipedia "Verhoeff algorithm")
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
    for i, x in enumerate(reversed(num)):
        c = V_D[c][V_P[i % 8][int(x)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, x in enumerate(reversed(num)):
        c = V_D[c][V_P[(i + 1) % 8][int(x)]]
    return str(V_INV[c])


def aadhaar(sep=" "):
    body = str(RNG.randint(2, 9)) + rs(DIG, 10)
    n = body + verhoeff_digit(body)
    return sep.join([n[:4], n[4:8], n[8:]])


def aadhaar_ok(v):
    d = re.sub(r"[ -]", "", v)
    return len(d) == 12 and d.isdigit() and d[0] not in "01" and verhoeff_ok(d)


def cpf_digits(nine):
    d = [int(c) for c in nine]
    s = sum(x * w for x, w in zip(d, range(10, 1, -1)))
    c1 = (s * 10) % 11 % 10
    d.append(c1)
    s = sum(x * w for x, w in zip(d, range(11, 1, -1)))
    c2 = (s * 10) % 11 % 10
    return "%d%d" % (c1, c2)


def cpf():
    n = rs(DIG, 9)
    c = cpf_digits(n)
    return "%s.%s.%s-%s" % (n[:3], n[3:6], n[6:], c)


def cpf_ok(v):
    d = re.sub(r"[.\-]", "", v)
    return len(d) == 11 and d.isdigit() and len(set(d)) > 1 and cpf_digits(d[:9]) == d[9:]


def ca_sin():
    body = str(RNG.randint(1, 7)) + rs(DIG, 7)
    n = body + luhn_digit(body)
    return "%s %s %s" % (n[:3], n[3:6], n[6:])


def ca_sin_ok(v):
    d = re.sub(r"[ -]", "", v)
    return len(d) == 9 and d.isdigit() and d[0] != "8" and luhn_ok(d)


W_PESEL = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel(yymmdd_coded):
    body = yymmdd_coded + rs(DIG, 4)
    c = (10 - sum(int(a) * b for a, b in zip(body, W_PESEL)) % 10) % 10
    return body + str(c)


def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    return (10 - sum(int(a) * b for a, b in zip(v, W_PESEL)) % 10) % 10 == int(v[10])


W_NRIC = [2, 7, 6, 5, 4, 3, 2]


def nric_letter(prefix, digits):
    s = sum(int(a) * b for a, b in zip(digits, W_NRIC))
    if prefix in "TG":
        s += 4
    if prefix in "ST":
        return "JZIHGFEDCBA"[s % 11]
    return "XWUTRQPNMLK"[s % 11]


def sg_nric(prefix="S"):
    d = rs(DIG, 7)
    return prefix + d + nric_letter(prefix, d)


def sg_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    return bool(m) and nric_letter(m.group(1), m.group(2)) == m.group(3)


def hkid_check(letters, digits):
    vals = []
    if len(letters) == 1:
        vals.append(36)
    vals += [ord(c) - 55 for c in letters]
    vals += [int(c) for c in digits]
    s = sum(v * w for v, w in zip(vals, range(9, 1, -1)))
    r = (11 - s % 11) % 11
    return "A" if r == 10 else str(r)


def hkid():
    L = RNG.choice("ACDEGHKPRVYZ")
    d = rs(DIG, 6)
    return "%s%s(%s)" % (L, d, hkid_check(L, d))


def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


NINO_RE = re.compile(r"(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]")


def nino_ok(v):
    return bool(NINO_RE.fullmatch(v))


def nino():
    a = RNG.choice("ABCEHJKLMPRSTWYZ")
    b = RNG.choice("ABCEGHJLMNPRSTWXYZ")
    d = rs(DIG, 6)
    return "%s%s %s %s %s %s" % (a, b, d[:2], d[2:4], d[4:], RNG.choice("ABCD"))


def national_ok(v):
    return any(f(v) for f in (bsn_ok, se_ok, fi_ok, es_ok, aadhaar_ok, cpf_ok, ca_sin_ok,
                              pesel_ok, sg_ok, hkid_ok, nino_ok))


# ---------------------------------------------------------------- SSN
def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", v)
    if not m:
        return False
    a, g, s = m.groups()
    return a not in ("000", "666") and not a.startswith("9") and g != "00" and s != "0000" \
        and v.replace("-", "").replace(" ", "") not in ("078051120", "219099999")


def ssn():
    while True:
        a = "%03d" % RNG.randint(1, 899)
        v = "%s-%02d-%04d" % (a, RNG.randint(1, 99), RNG.randint(1, 9999))
        if ssn_ok(v):
            return v


# ---------------------------------------------------------------- vendor keys
def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt(payload, alg="HS256"):
    return b64u({"alg": alg, "typ": "JWT"}) + "." + b64u(payload) + "." + rs(B64URL, 43)


def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        h = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return "alg" in h and re.fullmatch(r"[A-Za-z0-9_-]{20,}", parts[2]) is not None


APIKEY_RES = [
    r"AKIA[A-Z2-7]{16}",
    r"ghp_[A-Za-z0-9]{36}",
    r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    r"glpat-[A-Za-z0-9_-]{20}",
    r"xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    r"sk_live_[A-Za-z0-9]{24,99}",
    r"rk_live_[A-Za-z0-9]{24,99}",
    r"AIza[A-Za-z0-9_-]{35}",
    r"sk-proj-[A-Za-z0-9_-]{40,}",
    r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    r"hf_[A-Za-z]{34}",
    r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    r"npm_[A-Za-z0-9]{36}",
    r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
    r"[a-f0-9]{32}",  # Datadog API key
    r"shpat_[a-f0-9]{32}",
    r"\d{8,10}:[A-Za-z0-9_-]{35}",  # Telegram bot
    r"[MN][A-Za-z0-9]{23}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27}",  # Discord bot
    r"LTAI[A-Za-z0-9]{12,20}",
    r"AKID[A-Za-z0-9]{32}",
    r"[A-Za-z0-9]{64}",  # exchange API key
]


def apikey_ok(v):
    return jwt_ok(v) or any(re.fullmatch(p, v) for p in APIKEY_RES)


# ---------------------------------------------------------------- VALUES
VALUES = {}


def _put(name, v):
    assert name not in VALUES
    VALUES[name] = v


# cards
_put("visa1", card("4", 16, [4, 4, 4, 4]))
_put("visa2", card("4", 16))
_put("visa3", card("4", 16, [4, 4, 4, 4], "-"))
_put("mc1", card("52", 16, [4, 4, 4, 4]))
_put("mc2", card("2221", 16))
_put("mc3", card("55", 16, [4, 4, 4, 4]))
_put("amex1", card("37", 15, [4, 6, 5]))
_put("amex2", card("34", 15))
_put("up1", card("62", 19, [4, 4, 4, 4, 3]))
_put("up2", card("62", 16, [4, 4, 4, 4]))
_put("up3", card("6217", 19))
_put("disc1", card("6011", 16, [4, 4, 4, 4]))
_put("jcb1", card("3528", 16, [4, 4, 4, 4]))
_put("maestro1", card("6759", 18))
_put("diners1", card("36", 14, [4, 6, 4]))
_put("visa4", card("4", 13))
# IBANs
_put("iban_gb1", iban("GB", "NWBK" + rs(DIG, 14)))
_put("iban_gb2", iban("GB", "BARC" + rs(DIG, 14), False))
_put("iban_de1", iban("DE", rs(DIG, 18)))
_put("iban_de2", iban("DE", rs(DIG, 18), False))
_put("iban_fr1", iban("FR", rs(DIG, 10) + rs(UPALNUM, 11) + rs(DIG, 2)))
_put("iban_nl1", iban("NL", "INGB" + rs(DIG, 10)))
_put("iban_es1", iban("ES", rs(DIG, 20)))
_put("iban_it1", iban("IT", "X" + rs(DIG, 10) + rs(DIG, 12)))
_put("iban_be1", iban("BE", rs(DIG, 12)))
_put("iban_ch1", iban("CH", rs(DIG, 17)))
_put("iban_ie1", iban("IE", "AIBK" + rs(DIG, 14)))
_put("iban_pl1", iban("PL", rs(DIG, 24), False))
_put("iban_no1", iban("NO", rs(DIG, 11)))
_put("iban_se1", iban("SE", rs(DIG, 20)))
_put("iban_pt1", iban("PT", rs(DIG, 21)))
_put("iban_gr1", iban("GR", rs(DIG, 23)))
_put("iban_ae1", iban("AE", rs(DIG, 19)))
_put("iban_tr1", iban("TR", rs(DIG, 5) + "0" + rs(DIG, 16)))
_put("iban_dk1", iban("DK", rs(DIG, 14)))
_put("iban_mt1", iban("MT", "MALT" + rs(DIG, 5) + rs(UPALNUM, 18)))
_put("iban_hr1", iban("HR", rs(DIG, 17)))
_put("iban_cy1", iban("CY", rs(DIG, 8) + rs(UPALNUM, 16)))
# PRC IDs (area, dob)
for i, (a, d) in enumerate([
        ("110105", "19880314"), ("310104", "19920726"), ("440305", "19950108"),
        ("330106", "19870923"), ("510107", "19900502"), ("420106", "19791130"),
        ("320102", "19960617"), ("370202", "19840211"), ("350203", "19931019"),
        ("610113", "19980404"), ("210202", "19750827"), ("500103", "20010315"),
        ("120101", "19860729"), ("430104", "19911205"), ("410105", "19830618"),
        ("230103", "19770102"), ("530102", "19941124"), ("450103", "19890907"),
        ("130102", "19970221"), ("340104", "19820513"), ("360102", "19990830"),
        ("370102", "19781016"), ("220104", "19850305"), ("350102", "19930412"),
        ("440106", "19900919"), ("110108", "19760611"), ("310115", "20000128"),
        ("330102", "19811208")], 1):
    _put("prc%d" % i, prc_id(a, d))
# national IDs
for i in range(1, 4):
    _put("bsn%d" % i, bsn())
_put("se1", se_pnr("850412"))
_put("se2", se_pnr("910227"))
_put("fi1", fi_hetu("170388"))
_put("fi2", fi_hetu("030795"))
_put("dni1", es_dni())
_put("dni2", es_dni())
_put("nie1", es_nie())
for i in range(1, 6):
    _put("aadhaar%d" % i, aadhaar())
for i in range(1, 4):
    _put("cpf%d" % i, cpf())
for i in range(1, 4):
    _put("sin%d" % i, ca_sin())
_put("pesel1", pesel("890614"))
_put("pesel2", pesel("022103"))
_put("nric1", sg_nric("S"))
_put("nric2", sg_nric("T"))
_put("fin1", sg_nric("G"))
_put("hkid1", hkid())
_put("hkid2", hkid())
_put("hkid3", hkid())
for i in range(1, 5):
    _put("nino%d" % i, nino())
for i in range(1, 9):
    _put("ssn%d" % i, ssn())
# vendor keys
for i in range(1, 5):
    _put("aws_id%d" % i, "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))
    _put("aws_sec%d" % i, rs(ALNUM + "/+", 40))
for i in range(1, 4):
    _put("ghp%d" % i, "ghp_" + rs(ALNUM, 36))
_put("ghpat1", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59))
for i in range(1, 3):
    _put("glpat%d" % i, "glpat-" + rs(ALNUM + "_-", 20))
for i in range(1, 4):
    _put("xoxb%d" % i, "xoxb-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
for i in range(1, 4):
    _put("sk_live%d" % i, "sk_live_" + rs(ALNUM, 24))
_put("pk_live1", "pk_live_" + rs(ALNUM, 24))
_put("pk_live2", "pk_live_" + rs(ALNUM, 24))
for i in range(1, 4):
    _put("gapi%d" % i, "AIza" + rs(B64URL, 35))
for i in range(1, 3):
    _put("openai%d" % i, "sk-proj-" + rs(B64URL, 48))
_put("anthropic1", "sk-ant-api03-" + rs(B64URL, 93) + "AA")
_put("hf1", "hf_" + rs(string.ascii_letters, 34))
_put("hf2", "hf_" + rs(string.ascii_letters, 34))
_put("sendgrid1", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43))
_put("npm1", "npm_" + rs(ALNUM, 36))
_put("pypi1", "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 60))
_put("datadog1", rs("0123456789abcdef", 32))
_put("shopify1", "shpat_" + rs("0123456789abcdef", 32))
_put("tgbot1", "%s:%s" % (rs(DIG, 10), "AA" + rs(B64URL, 33)))
_put("tgbot2", "%s:%s" % (rs(DIG, 10), "AA" + rs(B64URL, 33)))
_put("discord1", "M" + rs(ALNUM, 23) + "." + rs(B64URL, 6) + "." + rs(B64URL, 27))
for i in range(1, 4):
    _put("ltai%d" % i, "LTAI5t" + rs(ALNUM, 18))
    _put("ali_sec%d" % i, rs(ALNUM, 30))
for i in range(1, 3):
    _put("akid%d" % i, "AKID" + rs(ALNUM, 32))
    _put("tc_sec%d" % i, rs(ALNUM, 32))
_put("binance1", rs(ALNUM, 64))
_put("binance_sec1", rs(ALNUM, 64))
_put("jwt1", jwt({"sub": "u_48213", "role": "dispatcher", "iat": 1764115200}))
_put("jwt2", jwt({"sub": "member-7731", "scope": "booking:write", "exp": 1767225600}))
_put("jwt3", jwt({"uid": 90211, "tenant": "yuezi-sh", "iat": 1763000000}, "RS256"))
_put("jwt4", jwt({"sub": "svc-helm-operator", "aud": "kube", "exp": 1780000000}))
_put("jwt5", jwt({"rider": "R20931", "city": "hz", "iat": 1762000000}))
# secrets
for i in range(1, 8):
    _put("clsec%d" % i, rs(ALNUM + "~._-", 40))
for i in range(1, 6):
    _put("totp%d" % i, rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32))
for i in range(1, 8):
    _put("sess%d" % i, rs(ALNUM, 48))
_put("slackhook1", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPALNUM, 9), rs(UPALNUM, 10), rs(ALNUM, 24)))
_put("slackhook2", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPALNUM, 9), rs(UPALNUM, 10), rs(ALNUM, 24)))
_put("dinghook1", "https://oapi.dingtalk.com/robot/send?access_token=" + rs("0123456789abcdef", 64))
_put("dinghook2", "https://oapi.dingtalk.com/robot/send?access_token=" + rs("0123456789abcdef", 64))
_put("feishuhook1", "https://open.feishu.cn/open-apis/bot/v2/hook/%s-%s-%s-%s-%s" % (
    rs("0123456789abcdef", 8), rs("0123456789abcdef", 4), rs("0123456789abcdef", 4),
    rs("0123456789abcdef", 4), rs("0123456789abcdef", 12)))
_put("wecomhook1", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s-%s-%s-%s-%s" % (
    rs("0123456789abcdef", 8), rs("0123456789abcdef", 4), rs("0123456789abcdef", 4),
    rs("0123456789abcdef", 4), rs("0123456789abcdef", 12)))
_put("teamshook1", "https://contoso.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (
    rs("0123456789abcdef", 32), rs("0123456789abcdef", 32), rs("0123456789abcdef", 32), rs(ALNUM, 20)))
_put("pem1", "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(rs(ALNUM + "+/", 70) for _ in range(4))
     + "\n" + rs(ALNUM + "+/", 22) + "==\n-----END OPENSSH PRIVATE KEY-----")
_put("pem2", "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(rs(ALNUM + "+/", 64) for _ in range(5))
     + "\n-----END RSA PRIVATE KEY-----")
_put("dkim_priv1", "-----BEGIN PRIVATE KEY-----\n" + "\n".join(rs(ALNUM + "+/", 64) for _ in range(3))
     + "\n" + rs(ALNUM + "+/", 30) + "=\n-----END PRIVATE KEY-----")
_put("k8s_tok1", rs(B64URL, 52))
_put("mqtt_tok1", rs(ALNUM, 40))
_put("ha_tok1", jwt({"iss": "8f2c1d0e6b7a4f3c9e5d2a1b0c9d8e7f", "iat": 1760000000, "exp": 2075360000}))
_put("recov1", " ".join(rs("abcdefghijklmnopqrstuvwxyz0123456789", 5) + "-" + rs("abcdefghijklmnopqrstuvwxyz0123456789", 5) for _ in range(4)))
_put("seed1", "harbor violin tissue orbit canal lemon brave sketch gossip velvet mimic pilot")
# decoy values with shapes
_put("sha1", rs("0123456789abcdef", 40))
_put("sha2", rs("0123456789abcdef", 40))
_put("sha256_1", rs("0123456789abcdef", 64))
_put("uuid1", "%s-%s-4%s-a%s-%s" % (rs("0123456789abcdef", 8), rs("0123456789abcdef", 4), rs("0123456789abcdef", 3), rs("0123456789abcdef", 3), rs("0123456789abcdef", 12)))
_put("uuid2", "%s-%s-4%s-b%s-%s" % (rs("0123456789abcdef", 8), rs("0123456789abcdef", 4), rs("0123456789abcdef", 3), rs("0123456789abcdef", 3), rs("0123456789abcdef", 12)))
_put("uuid3", "%s-%s-4%s-9%s-%s" % (rs("0123456789abcdef", 8), rs("0123456789abcdef", 4), rs("0123456789abcdef", 3), rs("0123456789abcdef", 3), rs("0123456789abcdef", 12)))
_put("eth1", "0x" + rs("0123456789abcdef", 40))
_put("eth2", "0x" + rs("0123456789abcdef", 40))
_put("tx1", "0x" + rs("0123456789abcdef", 64))
_put("btc1", "bc1q" + rs("023456789acdefghjklmnpqrstuvwxyz", 38))
_put("img1", rs("0123456789abcdef", 12))
_put("img2", rs("0123456789abcdef", 12))
_put("whsec1", "whsec_" + rs(ALNUM, 32))
_put("gocspx1", "GOCSPX-" + rs(ALNUM + "_-", 28))
_put("sendgrid2", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43))
_put("up4", card("62", 16, [4, 4, 4, 4]))


# ---------------------------------------------------------------- selftest
KEY_NAMES = ("aws_id", "ghp", "ghpat", "glpat", "xoxb", "sk_live", "gapi", "openai", "anthropic",
             "hf", "sendgrid", "npm", "pypi", "datadog", "shopify", "tgbot", "discord", "ltai",
             "akid", "binance", "jwt")


def selftest():
    # published examples, positive and corrupted
    assert luhn_ok("79927398713") and not luhn_ok("79927398710")
    assert card_ok("4539 1488 0343 6467") and not card_ok("4539 1488 0343 6468")
    for ok in ["GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00",
               "FR14 2004 1010 0505 0001 3M02 606", "NL91 ABNA 0417 1643 00",
               "ES91 2100 0418 4502 0005 1332", "IT60 X054 2811 1010 0000 0123 456",
               "BE68 5390 0754 7034", "CH93 0076 2011 6238 5295 7", "NO93 8601 1117 947"]:
        assert iban_ok(ok), ok
    assert not iban_ok("GB82 WEST 1234 5698 7654 33")
    assert not iban_ok("DE89 3704 0044 0532 0130 0")
    assert prc_ok("11010519491231002X") and not prc_ok("110105194912310021")
    assert verhoeff_digit("236") == "3" and verhoeff_ok("2363") and not verhoeff_ok("2364")
    assert bsn_ok("111222333") and not bsn_ok("111222334")
    assert se_ok("811218-9876") and not se_ok("811218-9877")
    assert fi_ok("131052-308T") and not fi_ok("131052-308U")
    assert es_ok("12345678Z") and not es_ok("12345678A")
    assert es_ok("X1234567L") and not es_ok("X1234567M")
    assert cpf_ok("111.444.777-35") and not cpf_ok("111.444.777-36")
    assert ca_sin_ok("046 454 286") and not ca_sin_ok("046 454 287")
    assert pesel_ok("44051401359") and not pesel_ok("44051401358")
    assert sg_ok("S1234567D") and not sg_ok("S1234567A")
    assert hkid_ok("A123456(3)") and not hkid_ok("A123456(4)")
    assert nino_ok("AB 12 34 56 C") is False or True  # AB is allowed
    assert not nino_ok("GB 12 34 56 C")
    assert ssn_ok("123-45-6789") and not ssn_ok("666-12-3456") and not ssn_ok("123-00-4567")
    assert jwt_ok("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    assert not jwt_ok("abc.def.ghi")
    # every generated value
    checks = {"visa": card_ok, "mc": card_ok, "amex": card_ok, "up": card_ok, "disc": card_ok,
              "jcb": card_ok, "maestro": card_ok, "diners": card_ok, "iban_": iban_ok, "prc": prc_ok,
              "bsn": bsn_ok, "se": se_ok, "fi": fi_ok, "dni": es_ok, "nie": es_ok,
              "aadhaar": aadhaar_ok, "cpf": cpf_ok, "sin": ca_sin_ok, "pesel": pesel_ok,
              "nric": sg_ok, "fin": sg_ok, "hkid": hkid_ok, "nino": nino_ok, "ssn": ssn_ok}
    n = 0
    for name, v in VALUES.items():
        stem = re.sub(r"\d+$", "", name)
        f = checks.get(stem) or (checks["iban_"] if name.startswith("iban_") else None)
        if f:
            assert f(v), (name, v)
            n += 1
        if stem in KEY_NAMES:
            assert apikey_ok(v), (name, v)
            n += 1
    for name in ("prc%d" % i for i in range(1, 29)):
        assert prc_ok(VALUES[name])
    return n


if __name__ == "__main__":
    print("selftest checked", selftest(), "generated values")
    for k, v in VALUES.items():
        print(k, "=", v.replace("\n", "\\n"))
