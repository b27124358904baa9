"""Generated values that need check digits or vendor shapes (corpus_blind30).

Everything is produced from random.Random(20270603) so the corpus is reproducible.
Run `python3 values.py` to execute selftest().
"""
import base64
import json
import random
import re
import string

R = random.Random(20270603)
DIG = string.digits
UP = string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def _r(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)]
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c


def card(prefix, length, groups):
    body = prefix + _r(DIG, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    if not groups:
        return num
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return " ".join(out) if groups[0] != -1 else num


def card_dash(prefix, length):
    n = card(prefix, length, None)
    return "-".join(n[i:i + 4] for i in range(0, len(n), 4))


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "BE": 16, "ES": 24, "IT": 27,
            "CH": 21, "IE": 22, "PL": 28, "SE": 24, "AT": 20, "PT": 25, "FI": 18,
            "DK": 18, "NO": 15, "LU": 20, "CZ": 24}


def iban_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    r = s[4:] + s[:4]
    n = int("".join(str(int(c, 36)) for c in r))
    return n % 97 == 1


def iban(cc, bban, grouped=True):
    r = bban + cc + "00"
    n = int("".join(str(int(c, 36)) for c in r))
    chk = 98 - n % 97
    s = "%s%02d%s" % (cc, chk, bban)
    assert len(s) == IBAN_LEN[cc], (cc, len(s))
    if grouped:
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


# ---------------------------------------------------------------- PRC ID (GB 11643)
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_C = "10X98765432"
PRC_AREAS = {"110105", "110108", "310104", "310115", "440106", "440305", "330106",
             "510107", "320102", "420106", "370202", "610113", "120101", "500103",
             "350203", "430104", "210202", "410105", "440524", "110102", "530102"}


def prc_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    if s[:6] not in PRC_AREAS:
        return False
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    if not (1850 < y < 2026 and 1 <= m <= 12 and 1 <= d <= 31):
        return False
    return GB_C[sum(int(a) * b for a, b in zip(s[:17], GB_W)) % 11] == s[17]


def prc(area, ymd, sex=None):
    seq = _r(DIG, 2)
    g = R.choice("13579" if sex == "m" else "02468" if sex == "f" else DIG)
    b = area + ymd + seq + g
    return b + GB_C[sum(int(a) * w for a, w in zip(b, GB_W)) % 11]


# ---------------------------------------------------------------- national IDs
def bsn_ok(s):
    s = s.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", s):
        return False
    w = [9, 8, 7, 6, 5, 4, 3, 2, -1]
    return sum(int(a) * b for a, b in zip(s, w)) % 11 == 0


def bsn():
    while True:
        s = R.choice("123456") + _r(DIG, 8)
        if bsn_ok(s):
            return s


def se_ok(s):
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", s)
    return bool(m) and luhn_ok(m.group(1) + m.group(2))


def se_pnr(ymd6):
    b = ymd6 + _r(DIG, 3)
    return ymd6 + "-" + b[6:] + luhn_digit(b)


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(s):
    m = re.fullmatch(r"(\d{6})[-+A](\d{3})([0-9A-Y])", s)
    return bool(m) and HETU_C[int(m.group(1) + m.group(2)) % 31] == m.group(3)


def hetu(ddmmyy, cent="-"):
    n = "%03d" % R.randint(2, 899)
    return ddmmyy + cent + n + HETU_C[int(ddmmyy + n) % 31]


DNI_C = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})-?([A-Z])", s)
    if not m:
        return False
    n = m.group(2)
    if m.group(1):
        if len(n) != 7:
            return False
        n = str("XYZ".index(m.group(1))) + n
    elif len(n) != 8:
        return False
    return DNI_C[int(n) % 23] == m.group(3)


def dni():
    n = _r(DIG, 8)
    return n + DNI_C[int(n) % 23]


def nie():
    p = R.choice("XY")
    n = _r(DIG, 7)
    return p + n + DNI_C[int(str("XYZ".index(p)) + n) % 23]


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 7, 6, 8, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
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


def aadhaar_ok(s):
    s = s.replace(" ", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", s)) and verhoeff_ok(s)


def aadhaar():
    b = R.choice("23456789") + _r(DIG, 10)
    s = b + verhoeff_digit(b)
    return "%s %s %s" % (s[:4], s[4:8], s[8:])


def cpf_ok(s):
    d = re.sub(r"\D", "", s)
    if len(d) != 11 or len(set(d)) == 1:
        return False
    for k in (9, 10):
        t = sum(int(d[i]) * (k + 1 - i) for i in range(k))
        v = (t * 10) % 11 % 10
        if v != int(d[k]):
            return False
    return True


def cpf():
    d = _r(DIG, 9)
    for k in (9, 10):
        t = sum(int(d[i]) * (k + 1 - i) for i in range(k))
        d += str((t * 10) % 11 % 10)
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])


def sin_ok(s):
    d = re.sub(r"[ -]", "", s)
    return bool(re.fullmatch(r"[0-79]\d{8}", d)) and luhn_ok(d)


def sin():
    b = R.choice("1234567") + _r(DIG, 7)
    s = b + luhn_digit(b)
    return "%s %s %s" % (s[:3], s[3:6], s[6:])


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    return (10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10 == int(s[10])


def pesel(yymmdd):
    b = yymmdd + _r(DIG, 4)
    return b + str((10 - sum(int(a) * w for a, w in zip(b, PESEL_W)) % 10) % 10)


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    t = sum(int(a) * b for a, b in zip(m.group(2), NRIC_W))
    if m.group(1) in "TG":
        t += 4
    tab = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return tab[t % 11] == m.group(3)


def nric(p="S"):
    n = _r(DIG, 7)
    t = sum(int(a) * b for a, b in zip(n, NRIC_W)) + (4 if p in "TG" else 0)
    tab = "JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK"
    return p + n + tab[t % 11]


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", s)
    if not m:
        return False
    L = m.group(1)
    vals = ([36] if len(L) == 1 else []) + [ord(c) - 55 for c in L] + [int(c) for c in m.group(2)]
    t = sum(v * w for v, w in zip(vals, range(9, 1, -1)))
    c = (11 - t % 11) % 11
    return ("A" if c == 10 else str(c)) == m.group(3)


def hkid():
    L = R.choice("ACDEGHKMPRVYZ")
    n = _r(DIG, 6)
    vals = [36, ord(L) - 55] + [int(c) for c in n]
    t = sum(v * w for v, w in zip(vals, range(9, 1, -1)))
    c = (11 - t % 11) % 11
    return "%s%s(%s)" % (L, n, "A" if c == 10 else c)


def nino_ok(s):
    s = s.replace(" ", "")
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])", s)
    return bool(m) and m.group(1) + m.group(2) not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def nir_ok(s):
    d = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", d):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def nir(sex, yy, mm, dep, com):
    b = sex + yy + mm + dep + com + _r(DIG, 3)
    k = 97 - int(b) % 97
    s = b + "%02d" % k
    return " ".join([s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], s[13:]])


def steuer_ok(s):
    d = s.replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{10}", d):
        return False
    prod = 10
    for ch in d[:10]:
        sm = (int(ch) + prod) % 10
        if sm == 0:
            sm = 10
        prod = (sm * 2) % 11
    chk = 11 - prod
    if chk == 10:
        chk = 0
    return chk == int(d[10])


def steuer():
    while True:
        b = R.choice("123456789") + _r(DIG, 9)
        if max(b.count(c) for c in set(b)) not in (2, 3) or len(set(b)) < 8:
            continue
        for c in DIG:
            if steuer_ok(b + c):
                s = b + c
                return "%s %s %s %s" % (s[:2], s[2:5], s[5:8], s[8:])


KR_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_ok(s):
    m = re.fullmatch(r"(\d{6})-(\d{7})", s)
    if not m:
        return False
    d = m.group(1) + m.group(2)
    return (11 - sum(int(a) * b for a, b in zip(d, KR_W)) % 11) % 10 == int(d[12])


def rrn(yymmdd, g):
    b = yymmdd + g + _r(DIG, 5)
    return yymmdd + "-" + b[6:] + str((11 - sum(int(a) * w for a, w in zip(b, KR_W)) % 11) % 10)


TW_L = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36)))


def tw_ok(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    n = TW_L[s[0]]
    d = [n // 10, n % 10] + [int(c) for c in s[1:]]
    return sum(a * b for a, b in zip(d, [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1])) % 10 == 0


def tw_id(letter, sex):
    while True:
        s = letter + sex + _r(DIG, 8)
        if tw_ok(s):
            return s


NATIONAL_VALIDATORS = [tw_ok, bsn_ok, se_ok, hetu_ok, dni_ok, aadhaar_ok, cpf_ok, sin_ok, pesel_ok,
                       nric_ok, hkid_ok, nino_ok, nir_ok, steuer_ok, rrn_ok]


def national_ok(s):
    return any(f(s) for f in NATIONAL_VALIDATORS)


# ---------------------------------------------------------------- SSN
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})-(\d{2})-(\d{4})", s)
    if not m:
        return False
    a, g, n = m.groups()
    if a in ("000", "666") or a >= "900" or g == "00" or n == "0000":
        return False
    if s == "078-05-1120" or s.startswith("987-65-432"):
        return False
    return True


def ssn():
    while True:
        s = "%03d-%02d-%04d" % (R.randint(1, 899), R.randint(1, 99), R.randint(1, 9999))
        if ssn_ok(s):
            return s


# ---------------------------------------------------------------- vendor keys
def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).rstrip(b"=").decode()


def jwt(payload, alg="HS256"):
    sig = base64.urlsafe_b64encode(bytes(R.randrange(256) for _ in range(32))).rstrip(b"=").decode()
    return b64u({"alg": alg, "typ": "JWT"}) + "." + b64u(payload) + "." + sig


def jwt_ok(s):
    parts = s.split(".")
    if len(parts) != 3:
        return False
    try:
        h = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return "alg" in h and re.fullmatch(r"[A-Za-z0-9_-]{20,}", parts[2]) is not None


APIKEY_SHAPES = [
    r"AKIA[0-9A-Z]{16}", r"ASIA[0-9A-Z]{16}", r"ghp_[A-Za-z0-9]{36}", r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    r"glpat-[A-Za-z0-9_-]{20}", r"xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}", r"sk_live_[A-Za-z0-9]{24,99}",
    r"rk_live_[A-Za-z0-9]{24,99}", r"AIza[0-9A-Za-z_-]{35}", r"sk-proj-[A-Za-z0-9_-]{40,200}",
    r"sk-ant-api03-[A-Za-z0-9_-]{93}AA", r"hf_[A-Za-z]{34}", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    r"npm_[A-Za-z0-9]{36}", r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,200}", r"[a-f0-9]{32}",
    r"shpat_[a-f0-9]{32}", r"\d{8,10}:[A-Za-z0-9_-]{35}", r"LTAI[A-Za-z0-9]{20}", r"AKID[A-Za-z0-9]{32}",
    r"[MN][A-Za-z0-9]{23}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}", r"[A-Za-z0-9]{64}",
]


def apikey_ok(s):
    return any(re.fullmatch(p, s) for p in APIKEY_SHAPES) or jwt_ok(s)


def _mk():
    V = {}
    # cards: (prefix, length, grouping)
    V["card_visa1"] = card("4", 16, [4, 4, 4, 4])
    V["card_visa2"] = card("4", 16, None)
    V["card_mc1"] = card("53", 16, [4, 4, 4, 4])
    V["card_mc2"] = card_dash("2221", 16)
    V["card_amex1"] = card("37", 15, [4, 6, 5])
    V["card_amex2"] = card("34", 15, None)
    V["card_up1"] = card("62", 19, [6, 13])
    V["card_up2"] = card("622848", 19, None)
    V["card_up3"] = card("621700", 19, [4, 4, 4, 4, 3])
    V["card_jcb1"] = card("3528", 16, [4, 4, 4, 4])
    V["card_disc1"] = card("6011", 16, None)
    V["card_visa3"] = card_dash("4", 16)
    V["card_maestro1"] = card("6759", 18, None)
    V["card_diners1"] = card("36", 14, [4, 6, 4])
    V["card_visa4"] = card("4", 16, [4, 4, 4, 4])
    V["card_mc3"] = card("51", 16, None)
    V["card_up4"] = card("625", 16, [4, 4, 4, 4])
    V["card_visa5"] = card("4", 13, None)
    # IBANs
    V["iban_gb1"] = iban("GB", "NWBK" + "601613" + _r(DIG, 8))
    V["iban_gb2"] = iban("GB", "BARC" + "200000" + _r(DIG, 8), False)
    V["iban_gb3"] = iban("GB", "MIDL" + "400515" + _r(DIG, 8))
    V["iban_de1"] = iban("DE", "37040044" + _r(DIG, 10))
    V["iban_de2"] = iban("DE", "10010010" + _r(DIG, 10), False)
    V["iban_fr1"] = iban("FR", "20041" + "01005" + _r(DIG, 11) + _r(DIG, 2))
    V["iban_nl1"] = iban("NL", "INGB" + _r(DIG, 10))
    V["iban_nl2"] = iban("NL", "RABO" + _r(DIG, 10), False)
    V["iban_be1"] = iban("BE", "539" + _r(DIG, 9))
    V["iban_es1"] = iban("ES", "2100" + "0418" + _r(DIG, 12))
    V["iban_it1"] = iban("IT", "X" + "05428" + "11101" + _r(DIG, 12))
    V["iban_ch1"] = iban("CH", "00762" + _r(DIG, 12))
    V["iban_ie1"] = iban("IE", "AIBK" + "931152" + _r(DIG, 8))
    V["iban_pl1"] = iban("PL", "10901014" + _r(DIG, 16))
    V["iban_se1"] = iban("SE", "500" + _r(DIG, 17))
    V["iban_at1"] = iban("AT", "19043" + _r(DIG, 11))
    V["iban_pt1"] = iban("PT", "0002" + "0123" + _r(DIG, 13))
    V["iban_fi1"] = iban("FI", "123456" + _r(DIG, 8))
    V["iban_dk1"] = iban("DK", "0040" + _r(DIG, 10))
    V["iban_no1"] = iban("NO", "8601" + _r(DIG, 7))
    V["iban_lu1"] = iban("LU", "001" + _r(DIG, 13))
    V["iban_ie2"] = iban("IE", "BOFI" + "900017" + _r(DIG, 8), False)
    # PRC resident IDs (area, birth date, sex) - DOBs in texts must match
    V["prc_1"] = prc("110105", "19880314", "m")
    V["prc_2"] = prc("310104", "19920727", "f")
    V["prc_3"] = prc("440106", "19790105", "m")
    V["prc_4"] = prc("330106", "19951120", "f")
    V["prc_5"] = prc("510107", "19860902", "m")
    V["prc_6"] = prc("320102", "20010418", "f")
    V["prc_7"] = prc("420106", "19670630", "m")
    V["prc_8"] = prc("440305", "19900211", "f")
    V["prc_9"] = prc("370202", "19831008", "m")
    V["prc_10"] = prc("610113", "19971225", "f")
    V["prc_11"] = prc("120101", "19750519", "m")
    V["prc_12"] = prc("500103", "19930301", "f")
    V["prc_13"] = prc("350203", "19890812", "m")
    V["prc_14"] = prc("430104", "20150606", "f")
    V["prc_15"] = prc("210202", "19580923", "m")
    V["prc_16"] = prc("410105", "19940417", "f")
    V["prc_17"] = prc("110108", "19810130", "m")
    V["prc_18"] = prc("310115", "19870711", "f")
    V["prc_19"] = prc("530102", "19991103", "m")
    V["prc_20"] = prc("440106", "19910228", "f")
    V["prc_21"] = prc("330106", "19720815", "m")
    V["prc_22"] = prc("110102", "19850404", "f")
    V["prc_23"] = prc("320102", "20121009", "m")
    V["prc_24"] = prc("510107", "19960517", "f")
    # national IDs
    V["bsn_1"] = bsn()
    V["bsn_2"] = bsn()
    V["se_1"] = se_pnr("850412")
    V["se_2"] = se_pnr("930118")
    V["hetu_1"] = hetu("240689")
    V["dni_1"] = dni()
    V["dni_2"] = dni()
    V["nie_1"] = nie()
    V["aadhaar_1"] = aadhaar()
    V["aadhaar_2"] = aadhaar()
    V["aadhaar_3"] = aadhaar()
    V["cpf_1"] = cpf()
    V["cpf_2"] = cpf()
    V["sin_1"] = sin()
    V["sin_2"] = sin()
    V["pesel_1"] = pesel("910305")
    V["pesel_2"] = pesel("880722")
    V["nric_1"] = nric("S")
    V["nric_2"] = nric("T")
    V["nric_3"] = nric("S")
    V["hkid_1"] = hkid()
    V["hkid_2"] = hkid()
    V["hkid_3"] = hkid()
    V["nino_1"] = "JK 48 21 06 C"
    V["nino_2"] = "PR702913B"
    V["nino_3"] = "SW 55 30 18 A"
    V["nir_1"] = nir("2", "87", "05", "69", "123")
    V["nir_2"] = nir("1", "90", "11", "75", "056")
    V["steuer_1"] = steuer()
    V["steuer_2"] = steuer()
    V["tw_1"] = tw_id("F", "1")
    V["tw_2"] = tw_id("B", "2")
    V["rrn_1"] = rrn("900214", "2")
    V["rrn_2"] = rrn("860731", "1")
    # SSNs
    for i in range(1, 8):
        V["ssn_%d" % i] = ssn()
    # vendor keys
    V["aws_key_1"] = "AKIA" + _r(UP + DIG, 16)
    V["aws_key_2"] = "AKIA" + _r(UP + DIG, 16)
    V["aws_key_3"] = "AKIA" + _r(UP + DIG, 16)
    V["aws_secret_1"] = _r(ALNUM + "/+", 40)
    V["aws_secret_2"] = _r(ALNUM + "/+", 40)
    V["aws_secret_3"] = _r(ALNUM + "/+", 40)
    V["ghp_1"] = "ghp_" + _r(ALNUM, 36)
    V["ghp_2"] = "ghp_" + _r(ALNUM, 36)
    V["ghpat_1"] = "github_pat_" + _r(ALNUM, 22) + "_" + _r(ALNUM, 59)
    V["glpat_1"] = "glpat-" + _r(ALNUM + "_-", 20)
    V["glpat_2"] = "glpat-" + _r(ALNUM, 20)
    V["slack_1"] = "xoxb-" + _r(DIG, 12) + "-" + _r(DIG, 13) + "-" + _r(ALNUM, 24)
    V["slack_2"] = "xoxb-" + _r(DIG, 11) + "-" + _r(DIG, 12) + "-" + _r(ALNUM, 24)
    V["stripe_1"] = "sk_live_" + _r(ALNUM, 24)
    V["stripe_2"] = "sk_live_" + _r(ALNUM, 99)
    V["stripe_pk_1"] = "pk_live_" + _r(ALNUM, 24)
    V["google_1"] = "AIza" + _r(ALNUM + "_-", 35)
    V["google_2"] = "AIza" + _r(ALNUM + "_-", 35)
    V["openai_1"] = "sk-proj-" + _r(ALNUM + "_-", 132)
    V["openai_2"] = "sk-proj-" + _r(ALNUM, 48)
    V["anthropic_1"] = "sk-ant-api03-" + _r(ALNUM + "_-", 93) + "AA"
    V["hf_1"] = "hf_" + _r(string.ascii_letters, 34)
    V["hf_2"] = "hf_" + _r(string.ascii_letters, 34)
    V["sendgrid_1"] = "SG." + _r(ALNUM + "_-", 22) + "." + _r(ALNUM + "_-", 43)
    V["npm_1"] = "npm_" + _r(ALNUM, 36)
    V["pypi_1"] = "pypi-AgEIcHlwaS5vcmc" + _r(ALNUM + "_-", 64)
    V["datadog_1"] = _r(HEX, 32)
    V["shopify_1"] = "shpat_" + _r(HEX, 32)
    V["telegram_1"] = str(R.randint(100000000, 9999999999)) + ":" + "AA" + _r(ALNUM + "_-", 33)
    V["discord_1"] = "M" + _r(ALNUM, 23) + "." + _r(ALNUM, 6) + "." + _r(ALNUM + "_-", 38)
    V["aliyun_1"] = "LTAI" + _r(ALNUM, 20)
    V["aliyun_2"] = "LTAI" + _r(ALNUM, 20)
    V["aliyun_secret_1"] = _r(ALNUM, 30)
    V["aliyun_secret_2"] = _r(ALNUM, 30)
    V["tencent_1"] = "AKID" + _r(ALNUM, 32)
    V["tencent_secret_1"] = _r(ALNUM, 32)
    V["binance_1"] = _r(ALNUM, 64)
    V["binance_secret_1"] = _r(ALNUM, 64)
    V["okx_1"] = "%s-%s-%s-%s-%s" % (_r(HEX, 8), _r(HEX, 4), _r(HEX, 4), _r(HEX, 4), _r(HEX, 12))
    V["jwt_1"] = jwt({"sub": "u_48213", "name": "Priya Raman", "iat": 1795000000, "exp": 1795003600})
    V["jwt_2"] = jwt({"sub": "svc-billing", "scope": "read:invoices", "iat": 1794400000}, "RS256")
    V["jwt_3"] = jwt({"uid": 70213, "role": "driver", "exp": 1796000000})
    V["jwt_4"] = jwt({"sub": "wx_ops_bot", "iss": "gateway", "iat": 1793000000})
    # paired secrets / tokens (SECRET)
    V["totp_1"] = _r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)
    V["totp_2"] = _r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    V["client_secret_1"] = _r(ALNUM + "~._-", 40)
    V["client_secret_2"] = _r(ALNUM, 32)
    V["session_1"] = _r(HEX, 48)
    V["session_2"] = _r(ALNUM, 43)
    V["webhook_1"] = "https://hooks.slack.com/services/T0%s/B0%s/%s" % (_r(UP + DIG, 8), _r(UP + DIG, 9), _r(ALNUM, 24))
    V["webhook_2"] = "https://oapi.dingtalk.com/robot/send?access_token=" + _r(HEX, 64)
    V["webhook_3"] = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s-%s-%s-%s-%s" % (
        _r(HEX, 8), _r(HEX, 4), _r(HEX, 4), _r(HEX, 4), _r(HEX, 12))
    V["webhook_4"] = "https://open.feishu.cn/open-apis/bot/v2/hook/%s-%s-%s-%s-%s" % (
        _r(HEX, 8), _r(HEX, 4), _r(HEX, 4), _r(HEX, 4), _r(HEX, 12))
    V["webhook_5"] = "https://discord.com/api/webhooks/%s/%s" % (_r(DIG, 19), _r(ALNUM + "_-", 68))
    V["pem_1"] = ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + _r(ALNUM + "+/", 70) + "\n" +
                  _r(ALNUM + "+/", 70) + "\n" + _r(ALNUM + "+/", 40) + "==\n-----END OPENSSH PRIVATE KEY-----")
    V["pem_2"] = ("-----BEGIN RSA PRIVATE KEY-----\nMIIEow" + _r(ALNUM + "+/", 58) + "\n" +
                  _r(ALNUM + "+/", 64) + "\n" + _r(ALNUM + "+/", 36) + "=\n-----END RSA PRIVATE KEY-----")
    V["refresh_1"] = "1//0" + _r(ALNUM + "_-", 60)
    V["bearer_1"] = _r(ALNUM, 40)
    V["wx_secret_1"] = _r(HEX, 32)
    V["lark_secret_1"] = _r(ALNUM, 32)
    V["django_secret_1"] = _r(ALNUM + "!@#$%^&*(-_=+)", 50)
    V["recovery_1"] = "%s-%s" % (_r("abcdefghjkmnpqrstuvwxyz23456789", 5), _r("abcdefghjkmnpqrstuvwxyz23456789", 5))
    V["recovery_2"] = "%s-%s" % (_r("abcdefghjkmnpqrstuvwxyz23456789", 5), _r("abcdefghjkmnpqrstuvwxyz23456789", 5))
    V["dd_app_1"] = _r(HEX, 40)
    # decoy-ish generated values (shapes only)
    V["sha_1"] = _r(HEX, 40)
    V["sha_2"] = _r(HEX, 40)
    V["sha_3"] = _r(HEX, 7)
    V["uuid_1"] = "%s-%s-4%s-%s%s-%s" % (_r(HEX, 8), _r(HEX, 4), _r(HEX, 3), R.choice("89ab"), _r(HEX, 3), _r(HEX, 12))
    V["uuid_2"] = "%s-%s-4%s-%s%s-%s" % (_r(HEX, 8), _r(HEX, 4), _r(HEX, 3), R.choice("89ab"), _r(HEX, 3), _r(HEX, 12))
    V["uuid_3"] = "%s-%s-4%s-%s%s-%s" % (_r(HEX, 8), _r(HEX, 4), _r(HEX, 3), R.choice("89ab"), _r(HEX, 3), _r(HEX, 12))
    V["eth_1"] = "0x" + _r(HEX, 40)
    V["eth_2"] = "0x" + _r(HEX, 40)
    V["tx_1"] = "0x" + _r(HEX, 64)
    V["tx_2"] = _r(HEX, 64)
    V["btc_1"] = "bc1q" + _r("023456789acdefghjklmnpqrstuvwxyz", 38)
    V["trc_1"] = "T" + _r("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 33)
    V["container_1"] = _r(HEX, 12)
    V["sha256_1"] = _r(HEX, 64)
    return V


VALUES = _mk()


def selftest():
    # textbook examples: (validator, value, expected)
    book = [
        (luhn_ok, "79927398713", True), (luhn_ok, "79927398710", False),
        (iban_ok, "GB82 WEST 1234 5698 7654 32", True), (iban_ok, "GB82 WEST 1234 5698 7654 33", False),
        (iban_ok, "DE89 3704 0044 0532 0130 00", True), (iban_ok, "FR14 2004 1010 0505 0001 3M02 606", True),
        (iban_ok, "NL91 ABNA 0417 1643 00", True), (iban_ok, "BE68 5390 0754 7034", True),
        (iban_ok, "ES91 2100 0418 4502 0005 1332", True), (iban_ok, "CH93 0076 2011 6238 5295 7", True),
        (iban_ok, "IT60 X054 2811 1010 0000 0123 456", True), (iban_ok, "NL91 ABNA 0417 1643 01", False),
        (prc_ok, "11010519491231002X", True), (prc_ok, "440524188001010014", True),
        (prc_ok, "110105194912310021", False),
        (bsn_ok, "111222333", True), (bsn_ok, "111222334", False),
        (se_ok, "811218-9876", True), (se_ok, "811218-9875", False),
        (hetu_ok, "131052-308T", True), (hetu_ok, "131052-308U", False),
        (dni_ok, "12345678Z", True), (dni_ok, "12345678A", False), (dni_ok, "X1234567L", True),
        (verhoeff_ok, "2363", True), (verhoeff_ok, "2364", False),
        (cpf_ok, "529.982.247-25", True), (cpf_ok, "529.982.247-26", False),
        (sin_ok, "046 454 286", True), (sin_ok, "046 454 287", False),
        (pesel_ok, "44051401359", True), (pesel_ok, "44051401358", False),
        (nric_ok, "S1234567D", True), (nric_ok, "S1234567E", False),
        (hkid_ok, "A123456(3)", True), (hkid_ok, "A123456(4)", False),
        (nir_ok, "2 55 08 14 168 025 38", True), (nir_ok, "2 55 08 14 168 025 39", False),
        (steuer_ok, "86095742719", True), (steuer_ok, "86095742718", False),
        (ssn_ok, "078-05-1120", False), (ssn_ok, "666-12-3456", False), (ssn_ok, "123-45-6789", True),
        (nino_ok, "QQ123456C", False), (tw_ok, "A123456789", True), (tw_ok, "A123456788", False), (nino_ok, "AB123456C", True),
    ]
    assert verhoeff_digit("236") == "3"
    for f, v, exp in book:
        assert f(v) == exp, (f.__name__, v, exp)
    n = 0
    for k, v in VALUES.items():
        pre = k.split("_")[0]
        chk = {"card": luhn_ok, "iban": iban_ok, "prc": prc_ok, "bsn": bsn_ok, "se": se_ok, "hetu": hetu_ok,
               "dni": dni_ok, "nie": dni_ok, "aadhaar": aadhaar_ok, "cpf": cpf_ok, "sin": sin_ok,
               "pesel": pesel_ok, "nric": nric_ok, "hkid": hkid_ok, "nino": nino_ok, "nir": nir_ok,
               "steuer": steuer_ok, "tw": tw_ok, "ssn": ssn_ok, "rrn": rrn_ok}.get(pre)
        if k.startswith(("aws_key", "ghp", "glpat", "slack", "stripe_", "google", "openai", "anthropic", "hf",
                         "sendgrid", "npm", "pypi", "datadog", "shopify", "telegram", "discord", "aliyun_1",
                         "aliyun_2", "tencent_1", "binance_1", "jwt")) and not k.startswith("stripe_pk"):
            chk = apikey_ok
        if chk:
            assert chk(v), (k, v)
            if chk is not nino_ok and chk is not ssn_ok and chk is not apikey_ok:
                # corrupt last char -> must fail
                last = v[-1] if v[-1] != ")" else v[-2]
                bad_c = "0" if last != "0" else "1"
                bad = v[:-1] + bad_c if v[-1] != ")" else v[:-2] + bad_c + ")"
                if chk is dni_ok:
                    bad = v[:-1] + ("A" if v[-1] != "A" else "B")
                if chk is hetu_ok:
                    bad = v[:-1] + ("A" if v[-1] != "A" else "B")
                assert not chk(bad), (k, bad)
            n += 1
    return n


if __name__ == "__main__":
    n = selftest()
    for k, v in VALUES.items():
        print(k, "=", v.replace("\n", "\\n")[:100])
    print("selftest OK, %d generated values checked" % n)
