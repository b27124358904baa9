"""Generated values that need check digits or vendor shapes (corpus_blind23).

All randomness comes from random.Random(20261225). Validators are shared with check_blind.py.
"""
import base64
import json
import random
import re
import string

RNG = random.Random(20261225)
ALNUM = string.ascii_letters + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
HEXL = "0123456789abcdef"


def _r(alpha, n):
    return "".join(RNG.choice(alpha) for _ in range(n))


def _digits(n, first_nonzero=False):
    s = _r(string.digits, n)
    if first_nonzero and s[0] == "0":
        s = str(RNG.randint(1, 9)) + s[1:]
    return s


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    d = re.sub(r"[ -]", "", num)
    if not d.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(d)):
        v = int(ch)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return total % 10 == 0


def luhn_complete(prefix, length):
    body = prefix + _digits(length - len(prefix) - 1)
    for c in "0123456789":
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
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "CH": 21, "PL": 28,
            "IE": 22, "BE": 16, "AT": 20, "PT": 25, "SE": 24, "DK": 18, "NO": 15, "FI": 18}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(v):
    s = v.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def make_iban(cc, bban):
    chk = 98 - _iban_num(bban + cc + "00") % 97
    return "%s%02d%s" % (cc, chk, bban)


# ---------------------------------------------------------------- PRC resident ID (GB 11643)
PRC_AREAS = {"110101", "110105", "110108", "310104", "310115", "440305", "440106", "330106",
             "510107", "420106", "320102", "370202", "350203", "430104", "610113", "120101",
             "500103", "210202", "530102", "410105"}
_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
_C = "10X98765432"


def prc_check(body17):
    return _C[sum(int(a) * b for a, b in zip(body17, _W)) % 11]


def _date_ok(y, m, d):
    import datetime
    try:
        datetime.date(int(y), int(m), int(d))
        return True
    except ValueError:
        return False


def prc_ok(v, areas=True):
    if not re.fullmatch(r"\d{17}[\dX]", v):
        return False
    if areas and v[:6] not in PRC_AREAS:
        return False
    if not _date_ok(v[6:10], v[10:12], v[12:14]):
        return False
    return prc_check(v[:17]) == v[17]


def make_prc(area, birth, male=True):
    seq = "%02d" % RNG.randint(0, 99)
    sx = RNG.choice("13579" if male else "02468")
    body = area + birth + seq + sx
    return body + prc_check(body)


# ---------------------------------------------------------------- national IDs
def bsn_ok(v):
    d = v.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", d):
        return False
    s = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return s % 11 == 0 and d != "000000000"


def make_bsn():
    while True:
        d = _digits(9, True)
        if bsn_ok(d):
            return d


def se_ok(v):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+]?(\d{4})", v)
    return bool(m) and luhn_ok(m.group(2) + m.group(3)) and _date_ok("19" + m.group(2)[:2], m.group(2)[2:4], m.group(2)[4:6])


def make_se(yymmdd):
    for _ in range(1000):
        tail = _digits(3)
        for c in "0123456789":
            if luhn_ok(yymmdd + tail + c):
                return yymmdd + "-" + tail + c


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(v):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", v)
    return bool(m) and HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def make_hetu(ddmmyy, sep="-"):
    n = "%03d" % RNG.randint(2, 899)
    return ddmmyy + sep + n + HETU_C[int(ddmmyy + n) % 31]


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(v):
    m = re.fullmatch(r"([XYZ]|\d)(\d{7})-?([A-Z])", v)
    if not m:
        return False
    first = {"X": "0", "Y": "1", "Z": "2"}.get(m.group(1), m.group(1))
    return DNI_L[int(first + m.group(2)) % 23] == m.group(3)


def make_dni(nie=False):
    if nie:
        p = RNG.choice("XYZ")
        n = _digits(7)
        return p + n + DNI_L[int({"X": "0", "Y": "1", "Z": "2"}[p] + n) % 23]
    n = _digits(8, True)
    return n + DNI_L[int(n) % 23]


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(d):
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def aadhaar_ok(v):
    d = v.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", d)) and verhoeff_ok(d)


def make_aadhaar():
    while True:
        d = str(RNG.randint(2, 9)) + _digits(11)
        if verhoeff_ok(d):
            return group(d, [4, 4, 4])


def cpf_ok(v):
    d = re.sub(r"[.\-]", "", v)
    if not re.fullmatch(r"\d{11}", d) or len(set(d)) == 1:
        return False
    for n in (9, 10):
        s = sum(int(d[i]) * (n + 1 - i) for i in range(n))
        c = (s * 10) % 11 % 10
        if c != int(d[n]):
            return False
    return True


def make_cpf():
    while True:
        d = _digits(11)
        if cpf_ok(d):
            return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])


def sin_ok(v):
    d = re.sub(r"[ -]", "", v)
    return bool(re.fullmatch(r"[0-79]\d{8}", d)) and luhn_ok(d)


def make_sin():
    while True:
        d = str(RNG.choice("1234567")) + _digits(8)
        if luhn_ok(d):
            return group(d, [3, 3, 3])


def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(v[i]) * w[i] for i in range(10)) % 10) % 10 == int(v[10])


def make_pesel(yymmdd):
    body = yymmdd + _digits(4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(body[i]) * w[i] for i in range(10)) % 10) % 10)


def nric_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m:
        return False
    w = [2, 7, 6, 5, 4, 3, 2]
    s = sum(int(a) * b for a, b in zip(m.group(2), w)) + (4 if m.group(1) in "TG" else 0)
    table = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return table[s % 11] == m.group(3)


def make_nric(prefix="S"):
    while True:
        d = _digits(7)
        for c in string.ascii_uppercase:
            if nric_ok(prefix + d + c):
                return prefix + d + c


def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v)
    if not m:
        return False
    letters = m.group(1)
    vals = ([36] if len(letters) == 1 else []) + [ord(c) - 55 for c in letters]
    s = vals[0] * 9 + vals[1] * 8 + sum(int(c) * (7 - i) for i, c in enumerate(m.group(2)))
    chk = (11 - s % 11) % 11
    return ("A" if chk == 10 else str(chk)) == m.group(3)


def make_hkid():
    while True:
        v = RNG.choice("ACEGKPRVZ") + _digits(6)
        for c in "0123456789A":
            if hkid_ok(v + "(" + c + ")"):
                return v + "(" + c + ")"


TW_L = {c: n for c, n in zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36))}


def twid_ok(v):
    if not re.fullmatch(r"[A-Z][12]\d{8}", v):
        return False
    n = TW_L[v[0]]
    s = n // 10 + (n % 10) * 9 + sum(int(c) * w for c, w in zip(v[1:9], range(8, 0, -1))) + int(v[9])
    return s % 10 == 0


def make_twid():
    while True:
        v = RNG.choice("ABDEFH") + RNG.choice("12") + _digits(7)
        for c in "0123456789":
            if twid_ok(v + c):
                return v + c


def rrn_ok(v):
    d = v.replace("-", "")
    if not re.fullmatch(r"\d{6}[1-4]\d{6}", d):
        return False
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(d, w)) % 11) % 10 == int(d[12])


def make_rrn(yymmdd, sx="1"):
    body = yymmdd + sx + _digits(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return body[:6] + "-" + body[6:] + str((11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10)


def nir_ok(v):
    d = v.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", d):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def make_nir(sx, yy, mm):
    body = sx + yy + mm + RNG.choice(["75", "69", "13", "33", "59"]) + _digits(3) + _digits(3)
    key = 97 - int(body) % 97
    s = body + "%02d" % key
    return " ".join([s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], s[13:]])


NINO_BAD_FIRST = set("DFIQUV")
NINO_BAD_SECOND = set("DFIQUVO")
NINO_BAD_PREFIX = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def nino_ok(v):
    d = v.replace(" ", "")
    m = re.fullmatch(r"([A-Z])([A-Z])\d{6}([A-D])", d)
    if not m:
        return False
    return (m.group(1) not in NINO_BAD_FIRST and m.group(2) not in NINO_BAD_SECOND
            and m.group(1) + m.group(2) not in NINO_BAD_PREFIX)


def steuer_ok(v):
    d = v.replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{10}", d):
        return False
    counts = sorted((d[:10].count(c) for c in set(d[:10])), reverse=True)
    if counts[0] not in (2, 3) or (counts[0] == 3 and len([c for c in counts if c > 1]) != 1):
        return False
    p = 10
    for c in d[:10]:
        s = (int(c) + p) % 10
        if s == 0:
            s = 10
        p = (2 * s) % 11
    chk = (11 - p) % 10
    return chk == int(d[10])


def make_steuer():
    while True:
        d = str(RNG.randint(1, 9)) + _digits(9)
        for c in "0123456789":
            if steuer_ok(d + c):
                return d + c


def mynumber_ok(v):
    d = v.replace(" ", "").replace("-", "")
    if not re.fullmatch(r"\d{12}", d):
        return False
    body = d[:11][::-1]
    s = sum(int(body[n - 1]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = s % 11
    return (0 if r <= 1 else 11 - r) == int(d[11])


def make_mynumber():
    while True:
        d = _digits(12, True)
        if mynumber_ok(d):
            return group(d, [4, 4, 4])


NATIONAL_VALIDATORS = {"nl_bsn": bsn_ok, "se_pnr": se_ok, "fi_hetu": hetu_ok, "es_dni": dni_ok,
                       "in_aadhaar": aadhaar_ok, "br_cpf": cpf_ok, "ca_sin": sin_ok, "pl_pesel": pesel_ok,
                       "sg_nric": nric_ok, "hk_hkid": hkid_ok, "tw_id": twid_ok, "kr_rrn": rrn_ok,
                       "fr_nir": nir_ok, "uk_nino": nino_ok, "de_steuer": steuer_ok, "jp_mynumber": mynumber_ok}


def national_ok(v):
    return [k for k, f in NATIONAL_VALIDATORS.items() if f(v)]


# ---------------------------------------------------------------- SSN
def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", v)
    if not m:
        return False
    a, g, s = m.groups()
    if a in ("000", "666") or a >= "900" or g == "00" or s == "0000":
        return False
    return a + g + s not in ("078051120", "219099999", "123456789")


def make_ssn():
    while True:
        a = "%03d" % RNG.randint(1, 899)
        if a == "666":
            continue
        return "%s-%02d-%04d" % (a, RNG.randint(1, 99), RNG.randint(1, 9999))


# ---------------------------------------------------------------- vendor keys
def b64url(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


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
    return "alg" in hdr and bool(re.fullmatch(r"[A-Za-z0-9_-]{20,}", parts[2]))


def make_jwt(payload):
    sig = _r(ALNUM + "-_", 43)
    return b64url({"alg": "HS256", "typ": "JWT"}) + "." + b64url(payload) + "." + sig


B32 = string.ascii_uppercase + "234567"
APIKEY_PATTERNS = {
    "aws_akid": r"(AKIA|ASIA)[A-Z2-7]{16}",
    "github_ghp": r"gh[pousr]_[A-Za-z0-9]{36}",
    "github_pat": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "gitlab": r"glpat-[A-Za-z0-9_-]{20}",
    "slack": r"xox[bpa]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    "stripe": r"(sk|rk)_live_[A-Za-z0-9]{24,99}",
    "google": r"AIza[A-Za-z0-9_-]{35}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{40,200}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "huggingface": r"hf_[A-Za-z]{34}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
    "datadog": r"[a-f0-9]{32}",
    "shopify": r"shp(at|ss|ca)_[a-fA-F0-9]{32}",
    "discord_bot": r"[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}",
    "telegram_bot": r"\d{8,10}:[A-Za-z0-9_-]{35}",
    "alibaba": r"LTAI[A-Za-z0-9]{12,20}",
    "tencent": r"AKID[A-Za-z0-9]{32}",
    "exchange": r"[A-Za-z0-9]{64}",
    "mailgun": r"key-[a-f0-9]{32}",
    "twilio": r"SK[a-f0-9]{32}",
}


def apikey_kind(v):
    for k, p in APIKEY_PATTERNS.items():
        if re.fullmatch(p, v):
            return k
    if jwt_ok(v):
        return "jwt"
    return None


def build_values():
    V = {}
    # cards
    V["card_visa1"] = group(luhn_complete("4539", 16), [4, 4, 4, 4])
    V["card_visa2"] = luhn_complete("4929", 16)
    V["card_visa3"] = group(luhn_complete("4024", 16), [4, 4, 4, 4], "-")
    V["card_mc1"] = group(luhn_complete("5425", 16), [4, 4, 4, 4])
    V["card_mc2"] = luhn_complete("2221", 16)
    V["card_mc3"] = group(luhn_complete("5168", 16), [4, 4, 4, 4])
    V["card_amex1"] = group(luhn_complete("3714", 15), [4, 6, 5])
    V["card_amex2"] = luhn_complete("3787", 15)
    V["card_disc1"] = group(luhn_complete("6011", 16), [4, 4, 4, 4])
    V["card_up1"] = luhn_complete("6222", 19)
    V["card_up2"] = group(luhn_complete("6214", 16), [4, 4, 4, 4])
    V["card_up3"] = group(luhn_complete("6228", 19), [4, 4, 4, 4, 3])
    V["card_jcb1"] = group(luhn_complete("3566", 16), [4, 4, 4, 4])
    V["card_diners1"] = group(luhn_complete("3056", 14), [4, 6, 4])
    V["card_maestro1"] = luhn_complete("6759", 13)
    V["card_visa4"] = group(luhn_complete("4716", 16), [4, 4, 4, 4])
    V["card_mc4"] = group(luhn_complete("5555", 16), [4, 4, 4, 4])
    V["card_up4"] = luhn_complete("6217", 19)
    # IBANs
    V["iban_gb1"] = group(make_iban("GB", "NWBK" + _digits(14)), [4] * 5 + [2])
    V["iban_gb2"] = make_iban("GB", "BARC" + _digits(14))
    V["iban_gb3"] = group(make_iban("GB", "LOYD" + _digits(14)), [4] * 5 + [2])
    V["iban_de1"] = group(make_iban("DE", _digits(18)), [4] * 5 + [2])
    V["iban_de2"] = make_iban("DE", _digits(18))
    V["iban_fr1"] = group(make_iban("FR", _digits(10) + _r(UPPER_ALNUM, 11) + _digits(2)), [4] * 6 + [3])
    V["iban_nl1"] = group(make_iban("NL", "INGB" + _digits(10)), [4] * 4 + [2])
    V["iban_nl2"] = make_iban("NL", "RABO" + _digits(10))
    V["iban_es1"] = group(make_iban("ES", _digits(20)), [4] * 6)
    V["iban_it1"] = make_iban("IT", "X" + _digits(10) + _r(UPPER_ALNUM, 12))
    V["iban_ch1"] = group(make_iban("CH", _digits(17)), [4] * 5 + [1])
    V["iban_pl1"] = group(make_iban("PL", _digits(24)), [4] * 7)
    V["iban_ie1"] = group(make_iban("IE", "AIBK" + _digits(14)), [4] * 5 + [2])
    V["iban_be1"] = group(make_iban("BE", _digits(12)), [4] * 4)
    V["iban_at1"] = make_iban("AT", _digits(16))
    V["iban_pt1"] = group(make_iban("PT", _digits(21)), [4] * 6 + [1])
    V["iban_se1"] = make_iban("SE", _digits(20))
    V["iban_dk1"] = group(make_iban("DK", _digits(14)), [4] * 4 + [2])
    V["iban_no1"] = make_iban("NO", _digits(11))
    V["iban_fi1"] = group(make_iban("FI", _digits(14)), [4] * 4 + [2])
    # PRC IDs: (area, birth, male)
    prc_specs = [
        ("prc1", "110105", "19860314", True), ("prc2", "310104", "19921107", False),
        ("prc3", "440305", "19790825", True), ("prc4", "330106", "19950601", False),
        ("prc5", "510107", "19880219", True), ("prc6", "420106", "20010930", False),
        ("prc7", "320102", "19670412", True), ("prc8", "370202", "19830716", False),
        ("prc9", "350203", "19900128", True), ("prc10", "430104", "19741203", False),
        ("prc11", "610113", "19971021", True), ("prc12", "120101", "19580509", False),
        ("prc13", "500103", "19931122", True), ("prc14", "210202", "19850304", False),
        ("prc15", "530102", "20000817", True), ("prc16", "410105", "19690927", False),
        ("prc17", "110108", "19910615", False), ("prc18", "310115", "19820110", True),
        ("prc19", "440106", "19960704", False), ("prc20", "330106", "19780323", True),
        ("prc21", "510107", "19520811", False), ("prc22", "320102", "19990218", True),
        ("prc23", "370202", "19870905", True), ("prc24", "430104", "19940512", False),
        ("prc25", "110105", "19730130", True), ("prc26", "440305", "19891014", False),
        ("prc27", "420106", "19800402", True), ("prc28", "500103", "19660719", False),
    ]
    for name, area, birth, male in prc_specs:
        V[name] = make_prc(area, birth, male)
    # national IDs
    V["nl_bsn1"] = make_bsn()
    V["nl_bsn2"] = make_bsn()
    V["se_pnr1"] = make_se("850412")
    V["se_pnr2"] = make_se("920730")
    V["fi_hetu1"] = make_hetu("040383")
    V["es_dni1"] = make_dni()
    V["es_dni2"] = make_dni()
    V["es_nie1"] = make_dni(True)
    V["in_aadhaar1"] = make_aadhaar()
    V["in_aadhaar2"] = make_aadhaar()
    V["in_aadhaar3"] = make_aadhaar()
    V["br_cpf1"] = make_cpf()
    V["br_cpf2"] = make_cpf()
    V["ca_sin1"] = make_sin()
    V["ca_sin2"] = make_sin()
    V["pl_pesel1"] = make_pesel("880611")
    V["pl_pesel2"] = make_pesel("750223")
    V["sg_nric1"] = make_nric("S")
    V["sg_nric2"] = make_nric("T")
    V["sg_fin1"] = make_nric("G")
    V["hk_hkid1"] = make_hkid()
    V["hk_hkid2"] = make_hkid()
    V["hk_hkid3"] = make_hkid()
    V["tw_id1"] = make_twid()
    V["tw_id2"] = make_twid()
    V["kr_rrn1"] = make_rrn("870514", "1")
    V["kr_rrn2"] = make_rrn("020318", "4")
    V["fr_nir1"] = make_nir("2", "84", "07")
    V["fr_nir2"] = make_nir("1", "91", "11")
    V["uk_nino1"] = "JH 48 27 61 C"
    V["uk_nino2"] = "PR703915A"
    V["uk_nino3"] = "NM 21 64 09 B"
    V["uk_nino4"] = "SK614382D"
    V["de_steuer1"] = make_steuer()
    V["de_steuer2"] = make_steuer()
    V["jp_myn1"] = make_mynumber()
    V["jp_myn2"] = make_mynumber()
    # SSNs
    for i in range(1, 10):
        V["ssn%d" % i] = make_ssn()
    # API keys
    V["aws_akid1"] = "AKIA" + _r(string.ascii_uppercase + "234567", 16)
    V["aws_akid2"] = "AKIA" + _r(string.ascii_uppercase + "234567", 16)
    V["aws_sk1"] = _r(ALNUM + "/+", 40)
    V["aws_sk2"] = _r(ALNUM + "/+", 40)
    V["ghp1"] = "ghp_" + _r(ALNUM, 36)
    V["ghp2"] = "ghp_" + _r(ALNUM, 36)
    V["ghpat1"] = "github_pat_" + _r(ALNUM, 22) + "_" + _r(ALNUM, 59)
    V["glpat1"] = "glpat-" + _r(ALNUM, 20)
    V["glpat2"] = "glpat-" + _r(ALNUM, 20)
    V["slack_bot1"] = "xoxb-%s-%s-%s" % (_digits(12, True), _digits(13, True), _r(ALNUM, 24))
    V["slack_bot2"] = "xoxb-%s-%s-%s" % (_digits(11, True), _digits(13, True), _r(ALNUM, 24))
    V["stripe_sk1"] = "sk_live_" + _r(ALNUM, 99)
    V["stripe_sk2"] = "sk_live_" + _r(ALNUM, 24)
    V["stripe_rk1"] = "rk_live_" + _r(ALNUM, 24)
    V["stripe_pk1"] = "pk_live_" + _r(ALNUM, 99)
    V["google1"] = "AIza" + _r(ALNUM + "-_", 35)
    V["google2"] = "AIza" + _r(ALNUM + "-_", 35)
    V["openai1"] = "sk-proj-" + _r(ALNUM + "-_", 156)
    V["openai2"] = "sk-proj-" + _r(ALNUM, 48)
    V["anthropic1"] = "sk-ant-api03-" + _r(ALNUM + "-_", 93) + "AA"
    V["hf1"] = "hf_" + _r(string.ascii_letters, 34)
    V["hf2"] = "hf_" + _r(string.ascii_letters, 34)
    V["sendgrid1"] = "SG." + _r(ALNUM + "-_", 22) + "." + _r(ALNUM + "-_", 43)
    V["npm1"] = "npm_" + _r(ALNUM, 36)
    V["npm2"] = "npm_" + _r(ALNUM, 36)
    V["pypi1"] = "pypi-AgEIcHlwaS5vcmc" + _r(ALNUM + "-_", 160)
    V["pypi2"] = "pypi-AgEIcHlwaS5vcmc" + _r(ALNUM + "-_", 120)
    V["datadog1"] = _r(HEXL, 32)
    V["shopify1"] = "shpat_" + _r(HEXL, 32)
    V["discord_bot1"] = "M" + _r(ALNUM, 25) + "." + _r(ALNUM + "-_", 6) + "." + _r(ALNUM + "-_", 38)
    V["discord_bot2"] = "N" + _r(ALNUM, 25) + "." + _r(ALNUM + "-_", 6) + "." + _r(ALNUM + "-_", 27)
    V["tg_bot1"] = _digits(10, True) + ":AA" + _r(ALNUM + "-_", 33)
    V["tg_bot2"] = _digits(9, True) + ":AA" + _r(ALNUM + "-_", 33)
    V["ali_ak1"] = "LTAI5t" + _r(ALNUM, 18)
    V["ali_ak2"] = "LTAI5t" + _r(ALNUM, 18)
    V["ali_sk1"] = _r(ALNUM, 30)
    V["ali_sk2"] = _r(ALNUM, 30)
    V["tc_akid1"] = "AKID" + _r(ALNUM, 32)
    V["tc_sk1"] = _r(ALNUM, 32)
    V["binance_key1"] = _r(ALNUM, 64)
    V["binance_sec1"] = _r(ALNUM, 64)
    V["mailgun1"] = "key-" + _r(HEXL, 32)
    V["twilio1"] = "SK" + _r(HEXL, 32)
    V["jwt1"] = make_jwt({"sub": "u_48213", "name": "Priya Raman", "role": "admin", "iat": 1764892800})
    V["jwt2"] = make_jwt({"uid": 90317, "scope": "orders:write", "exp": 1767225600})
    V["jwt3"] = make_jwt({"sub": "driver-2291", "iss": "ride.example-app.cn", "iat": 1765000000})
    V["jwt4"] = make_jwt({"user": "hlindqvist", "tenant": "acme", "exp": 1768000000})
    # secrets
    V["totp1"] = _r(B32, 32)
    V["totp2"] = _r(B32, 16)
    V["totp3"] = _r(B32, 32)
    V["slack_hook1"] = "https://hooks.slack.com/services/T%s/B%s/%s" % (_r(UPPER_ALNUM, 8), _r(UPPER_ALNUM, 10), _r(ALNUM, 24))
    V["discord_hook1"] = "https://discord.com/api/webhooks/%s/%s" % (_digits(18, True), _r(ALNUM + "-_", 68))
    V["discord_hook2"] = "https://discord.com/api/webhooks/%s/%s" % (_digits(19, True), _r(ALNUM + "-_", 68))
    V["teams_hook1"] = "https://contoso.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (
        "7f3c2a10-5b8e-4d61-9c0a-2e7b4f91d3a8", "c1d2e3f4-0a1b-4c5d-8e9f-112233445566", _r(HEXL, 32),
        "0b8a6e44-13f2-4a7c-b9d1-5e6f70819a2b")
    V["dingtalk_hook1"] = "https://oapi.dingtalk.com/robot/send?access_token=" + _r(HEXL, 64)
    V["feishu_hook1"] = "https://open.feishu.cn/open-apis/bot/v2/hook/" + "3e9a1c5d-77b2-4f08-a6d4-91c0e2b58f17"
    V["wecom_hook1"] = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + "a4c7e2d1-58b3-4f96-8e0a-6d2b1c9f7e35"
    V["hex_secret1"] = _r(HEXL, 64)
    V["hex_secret2"] = _r(HEXL, 40)
    V["hex_secret3"] = _r(HEXL, 32)
    V["client_secret1"] = _r(ALNUM + "~._-", 40)
    V["client_secret2"] = _r(ALNUM, 32)
    V["session1"] = _r(ALNUM, 48)
    V["session2"] = _r(HEXL, 40)
    V["django_key1"] = "django-insecure-" + _r(string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50)
    V["wechat_secret1"] = _r(HEXL, 32)
    V["dkim_priv1"] = ("-----BEGIN PRIVATE KEY-----\n" + "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + _r(ALNUM + "+/", 32)
                       + "\n" + _r(ALNUM + "+/", 64) + "\n" + _r(ALNUM + "+/", 64) + "\n" + _r(ALNUM + "+/", 40)
                       + "==\n-----END PRIVATE KEY-----")
    V["ssh_priv1"] = ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA"
                      + _r(ALNUM + "+/", 14) + "\n" + _r(ALNUM + "+/", 70) + "\n" + _r(ALNUM + "+/", 36)
                      + "=\n-----END OPENSSH PRIVATE KEY-----")
    V["recovery1"] = "-".join(_r("abcdefghjkmnpqrstuvwxyz23456789", 5) for _ in range(2))
    V["recovery2"] = "-".join(_r("abcdefghjkmnpqrstuvwxyz23456789", 5) for _ in range(2))
    V["mqtt_pw1"] = _r(ALNUM, 20)
    V["zigbee_netkey1"] = "[" + ", ".join(str(RNG.randint(0, 255)) for _ in range(16)) + "]"
    # decoy values with shapes
    V["sha1"] = _r(HEXL, 40)
    V["sha2"] = _r(HEXL, 40)
    V["sha3"] = _r(HEXL, 7)
    V["sha4"] = _r(HEXL, 12)
    V["uuid1"] = "%s-%s-4%s-%s%s-%s" % (_r(HEXL, 8), _r(HEXL, 4), _r(HEXL, 3), RNG.choice("89ab"), _r(HEXL, 3), _r(HEXL, 12))
    V["uuid2"] = "%s-%s-4%s-%s%s-%s" % (_r(HEXL, 8), _r(HEXL, 4), _r(HEXL, 3), RNG.choice("89ab"), _r(HEXL, 3), _r(HEXL, 12))
    V["uuid3"] = "%s-%s-4%s-%s%s-%s" % (_r(HEXL, 8), _r(HEXL, 4), _r(HEXL, 3), RNG.choice("89ab"), _r(HEXL, 3), _r(HEXL, 12))
    V["sha256a"] = _r(HEXL, 64)
    V["eth1"] = "0x" + _r(HEXL, 40)
    V["txhash1"] = "0x" + _r(HEXL, 64)
    V["container1"] = _r(HEXL, 12)
    V["stripe_pi1"] = "pi_3" + _r(ALNUM, 23)
    # added later (appended so earlier values keep their draws)
    V["card_up5"] = group(luhn_complete("6217", 19), [4, 4, 4, 4, 3])
    V["prc29"] = make_prc("330106", "19620418", False)
    V["prc30"] = make_prc("330106", "19930211", True)
    V["prc31"] = make_prc("110101", "19730130", False)
    V["prc32"] = make_prc("370202", "19830716", True)
    V["prc33"] = make_prc("320102", "19950809", True)
    V["prc34"] = make_prc("440106", "19960704", False)
    return V


VALUES = build_values()


def selftest():
    errors = []

    def want(cond, msg):
        if not cond:
            errors.append(msg)

    for k, v in VALUES.items():
        if k.startswith("card_"):
            want(card_ok(v), k)
        elif k.startswith("iban_"):
            want(iban_ok(v), k)
        elif re.fullmatch(r"prc\d+", k):
            want(prc_ok(v), k)
        elif k.startswith("ssn"):
            want(ssn_ok(v), k)
    nat = {"nl_bsn": "nl_bsn", "se_pnr": "se_pnr", "fi_hetu": "fi_hetu", "es_dni": "es_dni", "es_nie": "es_dni",
           "in_aadhaar": "in_aadhaar", "br_cpf": "br_cpf", "ca_sin": "ca_sin", "pl_pesel": "pl_pesel",
           "sg_nric": "sg_nric", "sg_fin": "sg_nric", "hk_hkid": "hk_hkid", "tw_id": "tw_id", "kr_rrn": "kr_rrn",
           "fr_nir": "fr_nir", "uk_nino": "uk_nino", "de_steuer": "de_steuer", "jp_myn": "jp_mynumber"}
    for k, v in VALUES.items():
        base = re.sub(r"\d+$", "", k)
        if base in nat:
            want(NATIONAL_VALIDATORS[nat[base]](v), k)
    for k in ["aws_akid1", "aws_akid2", "ghp1", "ghp2", "ghpat1", "glpat1", "glpat2", "slack_bot1", "slack_bot2",
              "stripe_sk1", "stripe_sk2", "stripe_rk1", "google1", "google2", "openai1", "openai2", "anthropic1",
              "hf1", "hf2", "sendgrid1", "npm1", "npm2", "pypi1", "pypi2", "datadog1", "shopify1", "discord_bot1",
              "discord_bot2", "tg_bot1", "tg_bot2", "ali_ak1", "ali_ak2", "tc_akid1", "binance_key1", "mailgun1",
              "twilio1", "jwt1", "jwt2", "jwt3", "jwt4"]:
        want(apikey_kind(VALUES[k]) is not None, k)
    for k in ["jwt1", "jwt2", "jwt3", "jwt4"]:
        want(jwt_ok(VALUES[k]), k)
    # textbook positives
    for v in ["4111111111111111", "79927398713", "5555 5555 5555 4444", "378282246310005"]:
        want(luhn_ok(v), "luhn " + v)
    for v in ["GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00", "FR14 2004 1010 0505 0001 3M02 606",
              "NL91ABNA0417164300"]:
        want(iban_ok(v), "iban " + v)
    want(prc_ok("11010519491231002X"), "prc textbook")
    want(bsn_ok("111222333"), "bsn textbook")
    want(sin_ok("046 454 286"), "sin textbook")
    want(cpf_ok("111.444.777-35"), "cpf textbook")
    want(hkid_ok("A123456(3)"), "hkid textbook")
    want(nric_ok("S1234567D"), "nric textbook")
    want(twid_ok("A123456789"), "twid textbook")
    want(pesel_ok("44051401359"), "pesel textbook")
    want(se_ok("811218-9876"), "se textbook")
    want(hetu_ok("131052-308T"), "hetu textbook")
    want(dni_ok("12345678Z"), "dni textbook")
    want(aadhaar_ok("2363") is False and verhoeff_ok("2363"), "verhoeff textbook")
    want(steuer_ok("86095742719"), "steuer textbook")
    # corrupted
    for v in ["4111111111111112", "79927398710"]:
        want(not card_ok(v), "luhn corrupted " + v)
    want(not iban_ok("GB82 WEST 1234 5698 7654 33"), "iban corrupted")
    want(not iban_ok("GB82 WEST 1234 5698 7654 3"), "iban short")
    want(not prc_ok("110105194912310021"), "prc corrupted")
    want(not prc_ok("11010519491331002X"), "prc bad date")
    want(not bsn_ok("111222334"), "bsn corrupted")
    want(not sin_ok("046 454 287"), "sin corrupted")
    want(not cpf_ok("111.444.777-36"), "cpf corrupted")
    want(not hkid_ok("A123456(4)"), "hkid corrupted")
    want(not nric_ok("S1234567A"), "nric corrupted")
    want(not twid_ok("A123456788"), "twid corrupted")
    want(not pesel_ok("44051401358"), "pesel corrupted")
    want(not hetu_ok("131052-308U"), "hetu corrupted")
    want(not dni_ok("12345678A"), "dni corrupted")
    want(not nino_ok("QQ123456C"), "nino QQ")
    want(not ssn_ok("666-12-3456") and not ssn_ok("123-00-4567") and not ssn_ok("078-05-1120"), "ssn bad")
    want(not jwt_ok("abc.def.ghi"), "jwt bad")
    want(not steuer_ok("86095742718"), "steuer corrupted")
    return errors


if __name__ == "__main__":
    errs = selftest()
    for k, v in VALUES.items():
        print("%-16s %s" % (k, v.replace("\n", "\\n")[:90]))
    print("selftest errors:", errs)
