"""Generated values that need check digits or vendor shapes (corpus_blind17).

All randomness comes from random.Random(20261219); validators are independent of generators.
"""
import base64
import json
import random
import re
import string
import datetime

R = random.Random(20261219)
DIG = string.digits
AN = string.ascii_letters + string.digits
UPAN = string.ascii_uppercase + string.digits
B64U = AN + "-_"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    d = [int(c) for c in num]
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return s % 10 == 0


def luhn_complete(prefix):
    for c in DIG:
        if luhn_ok(prefix + c):
            return prefix + c


def card(prefix, length, groups):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    num = luhn_complete(body)
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    sep = " " if groups and groups[0] != 0 else ""
    return sep.join(out) if sum(groups) == length else num


def card_valid(v):
    n = re.sub(r"[ -]", "", v)
    return n.isdigit() and 13 <= len(n) <= 19 and luhn_ok(n)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "BE": 16, "CH": 21,
            "IE": 22, "AT": 20, "PL": 28, "SE": 24, "PT": 25, "LU": 20, "NO": 15, "DK": 18, "FI": 18}


def iban_mod(s):
    s = s[4:] + s[:4]
    n = "".join(str(int(c, 36)) for c in s)
    return int(n) % 97


def iban(cc, bban, grouped=True):
    chk = 98 - iban_mod(cc + "00" + bban)
    v = "%s%02d%s" % (cc, chk, bban)
    assert len(v) == IBAN_LEN[cc], (cc, len(v))
    if grouped:
        return " ".join(v[i:i + 4] for i in range(0, len(v), 4))
    return v


def iban_valid(v):
    s = v.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    return IBAN_LEN.get(s[:2]) == len(s) and iban_mod(s) == 1


# ---------------------------------------------------------------- PRC resident ID (GB 11643)
PRC_AREAS = {"110101", "110105", "110108", "120101", "310101", "310104", "310115", "320102",
             "330106", "350203", "370202", "420106", "430104", "440106", "440304", "440305",
             "500103", "510107", "610113", "210102", "330102", "320506", "530102", "410105"}
W17 = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CHK = "10X98765432"


def prc_check(s17):
    return CHK[sum(int(a) * b for a, b in zip(s17, W17)) % 11]


def prc_id(area, ymd, seq=None):
    seq = seq or rs(DIG, 3)
    s17 = area + ymd + seq
    return s17 + prc_check(s17)


def prc_valid(v):
    if not re.fullmatch(r"\d{17}[\dX]", v):
        return False
    if v[:6] not in PRC_AREAS:
        return False
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
    return s % 11 == 0 and s != 0


def gen_bsn():
    while True:
        d = rs(DIG[1:], 1) + rs(DIG, 7)
        s = sum(int(d[i]) * (9 - i) for i in range(8)) % 11
        if s < 10:
            return d + str(s)


def se_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) == 12:
        d = d[2:]
    return len(d) == 10 and luhn_ok(d) and re.fullmatch(r"\d{6}[-+]?\d{4}|\d{8}-?\d{4}", v) is not None


def gen_se(ymd):
    core = ymd[2:] + rs(DIG, 3)
    full = luhn_complete(core)
    return full[:6] + "-" + full[6:]


HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(v):
    m = re.fullmatch(r"(\d{6})([-+ABCDEFUVWXY])(\d{3})([0-9A-Y])", v)
    return bool(m) and HETU_CH[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def gen_hetu(dmy, sep="-"):
    z = "%03d" % R.randint(2, 899)
    return dmy + sep + z + HETU_CH[int(dmy + z) % 31]


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(v):
    m = re.fullmatch(r"([XYZ]|\d)(\d{7})-?([A-Z])", v)
    if not m:
        return False
    first = {"X": "0", "Y": "1", "Z": "2"}.get(m.group(1), m.group(1))
    return DNI_L[int(first + m.group(2)) % 23] == m.group(3)


def gen_dni():
    n = rs(DIG, 8)
    return n + DNI_L[int(n) % 23]


def gen_nie():
    p = R.choice("XYZ")
    n = rs(DIG, 7)
    return p + n + DNI_L[int({"X": "0", "Y": "1", "Z": "2"}[p] + n) % 23]


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(d):
    c = 0
    for i, x in enumerate(reversed(d)):
        c = VD[c][VP[i % 8][int(x)]]
    return c == 0


def verhoeff_digit(d):
    c = 0
    for i, x in enumerate(reversed(d)):
        c = VD[c][VP[(i + 1) % 8][int(x)]]
    return str(VINV[c])


def aadhaar_ok(v):
    d = v.replace(" ", "").replace("-", "")
    return len(d) == 12 and d.isdigit() and d[0] in "23456789" and verhoeff_ok(d)


def gen_aadhaar():
    b = rs("23456789", 1) + rs(DIG, 10)
    d = b + verhoeff_digit(b)
    return " ".join([d[:4], d[4:8], d[8:]])


def cpf_digits(d9):
    s = sum(int(d9[i]) * (10 - i) for i in range(9))
    a = (s * 10) % 11 % 10
    s = sum(int((d9 + str(a))[i]) * (11 - i) for i in range(10))
    b = (s * 10) % 11 % 10
    return "%d%d" % (a, b)


def cpf_ok(v):
    d = re.sub(r"[.\-]", "", v)
    return len(d) == 11 and d.isdigit() and len(set(d)) > 1 and cpf_digits(d[:9]) == d[9:]


def gen_cpf():
    b = rs(DIG, 9)
    d = b + cpf_digits(b)
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])


def sin_ok(v):
    d = re.sub(r"[ -]", "", v)
    return len(d) == 9 and d.isdigit() and d[0] != "8" and luhn_ok(d)


def gen_sin():
    d = luhn_complete(rs("1234567", 1) + rs(DIG, 7))
    return "%s %s %s" % (d[:3], d[3:6], d[6:])


PW = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    return (10 - sum(int(v[i]) * PW[i] for i in range(10)) % 10) % 10 == int(v[10])


def gen_pesel(ymd, female):
    y, m, d = int(ymd[:4]), int(ymd[4:6]), int(ymd[6:])
    if y >= 2000:
        m += 20
    s = "%02d%02d%02d" % (y % 100, m, d) + rs(DIG, 3) + R.choice("02468" if female else "13579")
    return s + str((10 - sum(int(s[i]) * PW[i] for i in range(10)) % 10) % 10)


def nric_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m:
        return False
    s = sum(int(a) * b for a, b in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2]))
    if m.group(1) in "TG":
        s += 4
    tab = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return tab[s % 11] == m.group(3)


def gen_nric(p="S"):
    n = rs(DIG, 7)
    s = sum(int(a) * b for a, b in zip(n, [2, 7, 6, 5, 4, 3, 2])) + (4 if p in "TG" else 0)
    tab = "JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK"
    return p + n + tab[s % 11]


def hkid_check(letters, digits):
    L = letters if len(letters) == 2 else " " + letters
    s = (36 if L[0] == " " else ord(L[0]) - 55) * 9 + (ord(L[1]) - 55) * 8
    s += sum(int(x) * w for x, w in zip(digits, [7, 6, 5, 4, 3, 2]))
    c = (11 - s % 11) % 11
    return "A" if c == 10 else str(c)


def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


def gen_hkid():
    L = R.choice("ACDEGHKMPRVYZ")
    d = rs(DIG, 6)
    return "%s%s(%s)" % (L, d, hkid_check(L, d))


TWL = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36)))


def tw_ok(v):
    m = re.fullmatch(r"([A-Z])([12]\d{8})", v)
    if not m:
        return False
    n = TWL[m.group(1)]
    s = n // 10 + (n % 10) * 9 + sum(int(x) * w for x, w in zip(m.group(2), [8, 7, 6, 5, 4, 3, 2, 1, 1]))
    return s % 10 == 0


def gen_tw(female):
    L = R.choice("ABDEFHR")
    b = ("2" if female else "1") + rs(DIG, 7)
    for c in DIG:
        if tw_ok(L + b + c):
            return L + b + c


KRW = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_ok(v):
    d = v.replace("-", "")
    if not re.fullmatch(r"\d{13}", d):
        return False
    return (11 - sum(int(d[i]) * KRW[i] for i in range(12)) % 11) % 10 == int(d[12])


def gen_rrn(ymd, female):
    y = int(ymd[:4])
    g = ("4" if female else "3") if y >= 2000 else ("2" if female else "1")
    b = ymd[2:] + g + rs(DIG, 5)
    return b[:6] + "-" + b[6:] + str((11 - sum(int(b[i]) * KRW[i] for i in range(12)) % 11) % 10)


def nir_ok(v):
    d = v.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", d):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def gen_nir(sex, yy, mm, dept):
    b = sex + yy + mm + dept + rs(DIG, 3) + rs(DIG, 3)
    k = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)


CF_ODD = dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]))
CF_ODD.update(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def cf_char(s15):
    s = 0
    for i, c in enumerate(s15):
        if i % 2 == 0:
            s += CF_ODD[c]
        else:
            s += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + s % 26)


def cf_ok(v):
    return bool(re.fullmatch(r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", v)) and cf_char(v[:15]) == v[15]


def gen_cf(sur3, nam3, yy, month, day, comune):
    s = sur3 + nam3 + yy + "ABCDEHLMPRST"[month - 1] + "%02d" % day + comune
    return s + cf_char(s)


NINO_BAD_PRE = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def nino_ok(v):
    d = v.replace(" ", "")
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])", d)
    return bool(m) and (m.group(1) + m.group(2)) not in NINO_BAD_PRE


def steuer_check(d10):
    p = 10
    for x in d10:
        s = (int(x) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    return "0" if c == 10 else str(c)


def steuer_ok(v):
    d = v.replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{10}", d):
        return False
    # first ten digits: exactly one digit occurs twice (or three times), all others at most once
    counts = sorted((d[:10].count(c) for c in set(d[:10])), reverse=True)
    if counts[0] not in (2, 3) or any(c > 1 for c in counts[1:]):
        return False
    return steuer_check(d[:10]) == d[10]


def gen_steuer():
    while True:
        digs = R.sample(DIG, 9)
        dup = R.choice(digs)
        lst = digs + [dup]
        R.shuffle(lst)
        if lst[0] == "0":
            continue
        d10 = "".join(lst)
        v = d10 + steuer_check(d10)
        if steuer_ok(v):
            return "%s %s %s %s" % (v[:2], v[2:5], v[5:8], v[8:])


def mynum_check(d11):
    s = 0
    for n in range(1, 12):
        p = int(d11[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return "0" if r <= 1 else str(11 - r)


def mynum_ok(v):
    d = v.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"\d{12}", d)) and mynum_check(d[:11]) == d[11]


def gen_mynum():
    b = rs(DIG, 11)
    d = b + mynum_check(b)
    return "%s %s %s" % (d[:4], d[4:8], d[8:])


NATIONAL_VALIDATORS = {"bsn": bsn_ok, "se": se_ok, "hetu": hetu_ok, "dni": dni_ok, "aadhaar": aadhaar_ok,
                       "cpf": cpf_ok, "sin": sin_ok, "pesel": pesel_ok, "nric": nric_ok, "hkid": hkid_ok,
                       "tw": tw_ok, "rrn": rrn_ok, "nir": nir_ok, "cf": cf_ok, "nino": nino_ok,
                       "steuer": steuer_ok, "mynumber": mynum_ok}


def national_valid(v):
    return [k for k, f in NATIONAL_VALIDATORS.items() if f(v)]


# ---------------------------------------------------------------- US SSN
def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})-?(\d{2})-?(\d{4})", v)
    if not m:
        return False
    a, g, s = m.groups()
    return a not in ("000", "666") and int(a) < 900 and g != "00" and s != "0000" and v not in ("078-05-1120", "219-09-9999")


def gen_ssn():
    while True:
        a = "%03d" % R.randint(1, 899)
        if a != "666":
            return "%s-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


# ---------------------------------------------------------------- vendor keys
def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def gen_jwt(payload, alg="HS256"):
    return b64u({"alg": alg, "typ": "JWT"}) + "." + b64u(payload) + "." + rs(B64U, 43)


def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        h = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        p = json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return isinstance(h, dict) and "alg" in h and isinstance(p, dict) and re.fullmatch(r"[A-Za-z0-9_-]{16,}", parts[2]) is not None


APIKEY_PATTERNS = {
    "aws": r"(AKIA|ASIA)[A-Z0-9]{16}",
    "github": r"gh[pousr]_[A-Za-z0-9]{36}",
    "github_pat": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "gitlab": r"glpat-[A-Za-z0-9_-]{20}",
    "slack": r"xox[bpa]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}",
    "stripe": r"(sk|rk)_live_[A-Za-z0-9]{24,99}",
    "google": r"AIza[0-9A-Za-z_-]{35}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{40,200}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "huggingface": r"hf_[A-Za-z]{34}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
    "datadog": r"[a-f0-9]{32}",
    "shopify": r"shp(at|ca|pa|ss)_[a-fA-F0-9]{32}",
    "discord": r"[MN][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}",
    "telegram": r"\d{8,10}:AA[A-Za-z0-9_-]{33}",
    "alibaba": r"LTAI[A-Za-z0-9]{12,20}",
    "tencent": r"AKID[A-Za-z0-9]{32}",
    "exchange": r"[A-Za-z0-9]{64}",
    "twilio": r"SK[0-9a-f]{32}",
    "mailgun": r"key-[0-9a-f]{32}",
}


def apikey_kind(v):
    if jwt_ok(v):
        return "jwt"
    for k, p in APIKEY_PATTERNS.items():
        if re.fullmatch(p, v):
            return k
    return None


def secret_ok(v):
    if v.startswith("-----BEGIN") and "PRIVATE KEY-----" in v:
        return True
    words = v.split()
    if len(words) in (12, 15, 18, 24) and all(w.isalpha() and w.islower() for w in words):
        return True
    return len(v) >= 6 and " " not in v


# ---------------------------------------------------------------- the values
def hexs(n):
    return rs("0123456789abcdef", n)


def _build():
    V = {}
    # cards: various brands and groupings
    V["card_visa1"] = card("4", 16, [4, 4, 4, 4])
    V["card_visa2"] = card("4", 16, [16])
    V["card_visa3"] = card("4539", 16, [4, 4, 4, 4]).replace(" ", "-")
    V["card_mc1"] = card("5", 16, [4, 4, 4, 4])
    V["card_mc2"] = card("2221", 16, [16])
    V["card_mc3"] = card("54", 16, [4, 4, 4, 4])
    V["card_amex1"] = card("37", 15, [4, 6, 5])
    V["card_amex2"] = card("34", 15, [15])
    V["card_up1"] = card("6222", 19, [4, 4, 4, 4, 3])
    V["card_up2"] = card("6212", 16, [4, 4, 4, 4])
    V["card_up3"] = card("6228", 19, [19])
    V["card_up4"] = card("6217", 19, [6, 13])
    V["card_disc1"] = card("6011", 16, [4, 4, 4, 4])
    V["card_jcb1"] = card("3566", 16, [4, 4, 4, 4])
    V["card_diners1"] = card("36", 14, [4, 6, 4])
    V["card_maestro1"] = card("6759", 18, [18])
    V["card_visa4"] = card("4", 13, [13])
    V["card_mc4"] = card("51", 16, [4, 4, 4, 4])
    V["card_visa5"] = card("4", 16, [4, 4, 4, 4])
    V["card_up5"] = card("6225", 16, [16])
    # IBANs
    V["iban_gb1"] = iban("GB", "NWBK" + "601613" + rs(DIG, 8))
    V["iban_gb2"] = iban("GB", "MIDL" + "400515" + rs(DIG, 8), grouped=False)
    V["iban_gb3"] = iban("GB", "BARC" + "200000" + rs(DIG, 8))
    V["iban_de1"] = iban("DE", "37040044" + rs(DIG, 10))
    V["iban_de2"] = iban("DE", "10010010" + rs(DIG, 10), grouped=False)
    V["iban_fr1"] = iban("FR", "20041010" + rs(DIG, 3) + rs(UPAN, 8) + rs(DIG, 4))
    V["iban_nl1"] = iban("NL", "INGB" + rs(DIG, 10))
    V["iban_nl2"] = iban("NL", "ABNA" + rs(DIG, 10), grouped=False)
    V["iban_es1"] = iban("ES", "2100" + "0418" + rs(DIG, 12))
    V["iban_it1"] = iban("IT", "X" + "05428" + "11101" + rs(DIG, 12))
    V["iban_be1"] = iban("BE", rs(DIG, 12))
    V["iban_ch1"] = iban("CH", "00762" + rs(DIG, 12))
    V["iban_ie1"] = iban("IE", "AIBK" + "931152" + rs(DIG, 8))
    V["iban_at1"] = iban("AT", "19043" + rs(DIG, 11))
    V["iban_pl1"] = iban("PL", "10901014" + rs(DIG, 16))
    V["iban_se1"] = iban("SE", "500" + rs(DIG, 17))
    V["iban_pt1"] = iban("PT", "0002" + "0123" + rs(DIG, 13))
    V["iban_fi1"] = iban("FI", "123456" + rs(DIG, 8), grouped=False)
    V["iban_ie2"] = iban("IE", "BOFI" + "900017" + rs(DIG, 8))
    V["iban_lu1"] = iban("LU", "001" + rs(UPAN, 13))
    # PRC resident IDs with chosen birth dates (texts that show a DOB use the same date)
    prc = [("110105", "19880314", "M"), ("310104", "19920721", "F"), ("440305", "19850602", "F"),
           ("330106", "19790930", "M"), ("510107", "19961108", "F"), ("420106", "19730415", "M"),
           ("320102", "20010127", "F"), ("440106", "19900819", "F"), ("370202", "19681203", "M"),
           ("110108", "19950505", "M"), ("500103", "19830112", "M"), ("610113", "19991024", "F"),
           ("350203", "19871216", "F"), ("310115", "19760308", "M"), ("430104", "19930629", "F"),
           ("210102", "19580211", "M"), ("120101", "20030917", "M"), ("330102", "19640723", "F"),
           ("440304", "19891130", "M"), ("530102", "19970402", "F"), ("320506", "19810818", "M"),
           ("410105", "19720526", "F"), ("110101", "19940101", "F"), ("310101", "20000610", "F")]
    for i, (a, d, sex) in enumerate(prc, 1):   # 17th digit: odd = male, even = female
        V["prc_%02d" % i] = prc_id(a, d, rs(DIG, 2) + R.choice("13579" if sex == "M" else "02468"))
    # national IDs
    V["nid_bsn1"], V["nid_bsn2"], V["nid_bsn3"] = gen_bsn(), gen_bsn(), gen_bsn()
    V["nid_se1"] = gen_se("19870412")
    V["nid_se2"] = gen_se("19930221")
    V["nid_hetu1"] = gen_hetu("150390")
    V["nid_hetu2"] = gen_hetu("020705", "A")
    V["nid_dni1"], V["nid_dni2"] = gen_dni(), gen_dni()
    V["nid_nie1"] = gen_nie()
    V["nid_aadhaar1"], V["nid_aadhaar2"], V["nid_aadhaar3"] = gen_aadhaar(), gen_aadhaar(), gen_aadhaar()
    V["nid_cpf1"], V["nid_cpf2"] = gen_cpf(), gen_cpf()
    V["nid_sin1"], V["nid_sin2"] = gen_sin(), gen_sin()
    V["nid_pesel1"] = gen_pesel("19910817", True)
    V["nid_pesel2"] = gen_pesel("20020304", False)
    V["nid_nric1"], V["nid_nric2"], V["nid_nric3"] = gen_nric("S"), gen_nric("T"), gen_nric("G")
    V["nid_hkid1"], V["nid_hkid2"], V["nid_hkid3"] = gen_hkid(), gen_hkid(), gen_hkid()
    V["nid_tw1"], V["nid_tw2"] = gen_tw(True), gen_tw(False)
    V["nid_rrn1"] = gen_rrn("19900514", True)
    V["nid_rrn2"] = gen_rrn("20010923", False)
    V["nid_nir1"] = gen_nir("2", "86", "11", "69")
    V["nid_nir2"] = gen_nir("1", "79", "04", "75")
    V["nid_cf1"] = gen_cf("BNC", "GLI", "88", 5, 47, "F205")   # female, 7 May 1988, Milano
    V["nid_cf2"] = gen_cf("RSS", "LCU", "75", 11, 3, "H501")   # male, 3 Nov 1975, Roma
    V["nid_nino1"], V["nid_nino2"], V["nid_nino3"] = "JK 52 91 44 D", "JT 40 81 27 B", "PW718355A"
    V["nid_steuer1"], V["nid_steuer2"] = gen_steuer(), gen_steuer()
    V["nid_mynum1"], V["nid_mynum2"] = gen_mynum(), gen_mynum()
    # US SSNs
    for i in range(1, 10):
        V["ssn_%d" % i] = gen_ssn()
    V["ssn_plain1"] = gen_ssn().replace("-", "")
    # vendor API keys
    V["key_aws1"] = "AKIA" + rs(UPAN, 16)
    V["key_aws2"] = "AKIA" + rs(UPAN, 16)
    V["key_aws3"] = "ASIA" + rs(UPAN, 16)
    V["sec_aws1"], V["sec_aws2"], V["sec_aws3"] = rs(AN + "/+", 40), rs(AN + "/+", 40), rs(AN + "/+", 40)
    V["key_ghp1"], V["key_ghp2"] = "ghp_" + rs(AN, 36), "ghp_" + rs(AN, 36)
    V["key_ghs1"] = "ghs_" + rs(AN, 36)
    V["key_ghpat1"] = "github_pat_11" + rs(UPAN, 20) + "_" + rs(AN, 59)
    V["key_glpat1"], V["key_glpat2"] = "glpat-" + rs(AN + "_-", 20), "glpat-" + rs(AN, 20)
    V["key_slack1"] = "xoxb-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 13), rs(AN, 24))
    V["key_slack2"] = "xoxp-%s-%s-%s-%s" % (rs(DIG, 11), rs(DIG, 12), rs(DIG, 13), rs("0123456789abcdef", 32))
    V["key_stripe1"], V["key_stripe2"] = "sk_live_" + rs(AN, 24), "sk_live_51" + rs(AN, 97)
    V["key_stripe_rk1"] = "rk_live_" + rs(AN, 32)
    V["key_google1"], V["key_google2"] = "AIza" + rs(B64U, 35), "AIza" + rs(B64U, 35)
    V["key_openai1"] = "sk-proj-" + rs(B64U, 64) + "T3BlbkFJ" + rs(B64U, 64)
    V["key_openai2"] = "sk-proj-" + rs(B64U, 48)
    V["key_anthropic1"] = "sk-ant-api03-" + rs(B64U, 93) + "AA"
    V["key_hf1"], V["key_hf2"] = "hf_" + rs(string.ascii_letters, 34), "hf_" + rs(string.ascii_letters, 34)
    V["key_sendgrid1"] = "SG." + rs(B64U, 22) + "." + rs(B64U, 43)
    V["key_npm1"] = "npm_" + rs(AN, 36)
    V["key_pypi1"] = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 64)
    V["key_datadog1"] = hexs(32)
    V["key_shopify1"] = "shpat_" + hexs(32)
    V["key_discord1"] = "M" + rs(AN, 25) + "." + rs(B64U, 6) + "." + rs(B64U, 38)
    V["key_telegram1"] = "%s:AA%s" % (rs(DIG, 10), rs(B64U, 33))
    V["key_telegram2"] = "%s:AA%s" % (rs(DIG, 9), rs(B64U, 33))
    V["key_ali1"], V["key_ali2"] = "LTAI5t" + rs(AN, 18), "LTAI" + rs(AN, 16)
    V["sec_ali1"], V["sec_ali2"] = rs(AN, 30), rs(AN, 30)
    V["key_tc1"] = "AKID" + rs(AN, 32)
    V["sec_tc1"] = rs(AN, 32)
    V["key_exch1"], V["key_exch2"] = rs(AN, 64), rs(AN, 64)
    V["sec_exch1"], V["sec_exch2"] = rs(AN, 64), rs(AN, 64)
    V["key_twilio1"] = "SK" + hexs(32)
    V["key_mailgun1"] = "key-" + hexs(32)
    V["key_jwt1"] = gen_jwt({"sub": "u_48213", "name": "Priya Raman", "iat": 1764835200, "exp": 1764921600})
    V["key_jwt2"] = gen_jwt({"uid": 99107, "role": "support_agent", "iat": 1765188000})
    V["key_jwt3"] = gen_jwt({"sub": "wx_op7Kq2", "scope": "order:read pay:write", "exp": 1766016000})
    V["key_jwt4"] = gen_jwt({"iss": "auth.internal", "sub": "svc-airflow", "iat": 1762300800}, "RS256")
    # secrets
    V["sec_client1"] = rs(AN + "~._-", 40)
    V["sec_client2"] = rs(AN, 32)
    V["sec_whsec1"] = "whsec_" + rs(AN, 32)
    V["sec_slackhook1"] = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPAN, 8), rs(UPAN, 10), rs(AN, 24))
    V["sec_dingtalk1"] = "https://oapi.dingtalk.com/robot/send?access_token=" + hexs(64)
    V["sec_feishu1"] = "https://open.feishu.cn/open-apis/bot/v2/hook/%s-%s-%s-%s-%s" % (hexs(8), hexs(4), hexs(4), hexs(4), hexs(12))
    V["sec_wecom1"] = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s-%s-%s-%s-%s" % (hexs(8), hexs(4), hexs(4), hexs(4), hexs(12))
    V["sec_discordhook1"] = "https://discord.com/api/webhooks/%s/%s" % (rs(DIG, 19), rs(B64U, 68))
    V["sec_teamshook1"] = "https://contoso.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (
        hexs(8), hexs(8), hexs(32), hexs(8))
    V["sec_totp1"], V["sec_totp2"] = rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32), rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    V["sec_session1"] = rs(AN, 48)
    V["sec_session2"] = hexs(40)
    V["sec_refresh1"] = rs(B64U, 86)
    V["sec_django1"] = "django-insecure-" + rs(string.ascii_lowercase + DIG + "!@#%^&*(-_=+)", 50)
    V["sec_flask1"] = hexs(64)
    V["sec_wxpay1"] = rs(AN, 32)
    V["sec_alipay_rsa1"] = rs(AN + "+/", 64)
    V["sec_recovery1"] = "%s-%s" % (rs("abcdefghjkmnpqrstuvwxyz23456789", 5), rs("abcdefghjkmnpqrstuvwxyz23456789", 5))
    V["sec_recovery2"] = "%s-%s" % (rs("abcdefghjkmnpqrstuvwxyz23456789", 5), rs("abcdefghjkmnpqrstuvwxyz23456789", 5))
    body = "\n".join(rs(AN + "+/", 64) for _ in range(4)) + "\n" + rs(AN + "+/", 28) + "=="
    V["sec_pem1"] = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"
    body = "\n".join(rs(AN + "+/", 64) for _ in range(5)) + "\n" + rs(AN + "+/", 40) + "="
    V["sec_pem2"] = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA" + rs(AN + "+/", 48) + "\n" + body + "\n-----END RSA PRIVATE KEY-----"
    V["sec_gcpkey1"] = "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rs(AN + "+/", 120) + "\\n-----END PRIVATE KEY-----\\n"
    V["sec_npmauth1"] = rs(AN, 40)
    V["sec_minio1"] = rs(AN, 40)
    V["sec_redis1"] = rs(AN, 24)
    V["sec_pg1"] = "Xq7v!" + rs(AN, 11)
    V["sec_mongo1"] = rs(AN, 20)
    V["sec_mysql1"] = "Wm_" + rs(AN, 13)
    V["sec_amqp1"] = rs(AN, 18)
    V["sec_smtp1"] = rs(AN, 16)
    V["sec_tg_session1"] = rs(AN, 36)
    V["sec_vault1"] = "hvs." + rs(AN, 24)
    V["sec_sas1"] = "sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2026-12-31T00:00:00Z&sig=" + rs(AN, 43) + "%3D"
    # added late (appended so earlier values keep their draws)
    V["prc_25"] = prc_id("440106", "19861022", rs(DIG, 2) + R.choice("02468"))
    V["iban_ch2"] = iban("CH", "08390" + rs(DIG, 12))
    V["iban_dk1"] = iban("DK", "0040" + rs(DIG, 10))
    V["iban_no1"] = iban("NO", "8601" + rs(DIG, 7), grouped=False)
    V["key_exch3"] = rs(AN, 64)
    V["card_visa6"] = card("4", 16, [4, 4, 4, 4])
    V["card_up6"] = card("6214", 16, [4, 4, 4, 4])
    V["iban_se2"] = iban("SE", "800" + rs(DIG, 17))
    return V


VALUES = _build()


# ---------------------------------------------------------------- self test
def selftest():
    V = VALUES
    for k, v in V.items():
        if k.startswith("card_"):
            assert card_valid(v), k
        elif k.startswith("iban_"):
            assert iban_valid(v), k
        elif k.startswith("prc_"):
            assert prc_valid(v), k
        elif k.startswith("nid_"):
            assert national_valid(v), (k, v)
        elif k.startswith("ssn_"):
            assert ssn_ok(v), k
        elif k.startswith("key_"):
            assert apikey_kind(v), (k, v)
        elif k.startswith("sec_"):
            assert secret_ok(v), k
    # published textbook examples: positive, then corrupted
    pos = [(card_valid, "4111 1111 1111 1111"), (card_valid, "378282246310005"), (card_valid, "5555555555554444"),
           (iban_valid, "GB82 WEST 1234 5698 7654 32"), (iban_valid, "DE89370400440532013000"),
           (iban_valid, "FR1420041010050500013M02606"), (iban_valid, "NL91ABNA0417164300"),
           (prc_valid, "11010519491231002X"), (bsn_ok, "111222333"), (cpf_ok, "529.982.247-25"),
           (sin_ok, "046 454 286"), (pesel_ok, "44051401359"), (nric_ok, "S1234567D"),
           (hkid_ok, "A123456(3)"), (tw_ok, "A123456789"), (hetu_ok, "131052-308T"), (dni_ok, "12345678Z"),
           (se_ok, "811218-9876"), (aadhaar_ok, "2341 2341 2346"), (cf_ok, "RSSMRA85T10A562S"),
           (steuer_ok, "86095742719"), (mynum_ok, "123456789018"), (ssn_ok, "123-45-6789"),
           (jwt_ok, "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")]
    neg = [(card_valid, "4111 1111 1111 1112"), (iban_valid, "GB82 WEST 1234 5698 7654 33"),
           (iban_valid, "NL91ABNA041716430"), (prc_valid, "110105194912310021"), (prc_valid, "99010519491231002X"),
           (bsn_ok, "111222334"), (cpf_ok, "529.982.247-26"), (sin_ok, "046 454 287"), (pesel_ok, "44051401358"),
           (nric_ok, "S1234567A"), (hkid_ok, "A123456(4)"), (tw_ok, "A123456788"), (hetu_ok, "131052-308U"),
           (dni_ok, "12345678A"), (se_ok, "811218-9877"), (cf_ok, "RSSMRA85T10A562T"), (steuer_ok, "86095742718"),
           (mynum_ok, "123456789019"), (ssn_ok, "666-45-6789"), (ssn_ok, "123-00-6789"), (jwt_ok, "abc.def.ghi")]
    bad = [(f.__name__, v) for f, v in pos if not f(v)] + [("neg " + f.__name__, v) for f, v in neg if f(v)]
    assert not bad, bad
    return len(V)


if __name__ == "__main__":
    print("selftest ok,", selftest(), "values")
    for k, v in VALUES.items():
        print(k, "=", v[:90])
