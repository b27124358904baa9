"""Generated values with check digits / vendor shapes for corpus_blind34.

Everything is produced by random.Random(20271005) so the corpus is reproducible.
Only the Python standard library is used.
"""
import base64
import json
import random
import re
import string

RNG = random.Random(20271005)
DIG = string.digits
UP = string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"


def _r(alpha, n):
    return "".join(RNG.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    digits = [int(c) for c in num if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c
    raise ValueError


def make_card(prefix, length, groups=None, sep=" "):
    body = prefix + _r(DIG, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    if groups is None:
        return num
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return sep.join(out)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "IE": 22,
            "BE": 16, "PL": 28, "CH": 21, "SE": 24, "AT": 20, "PT": 25, "LT": 20,
            "DK": 18, "FI": 18, "NO": 15, "LU": 20, "HU": 28, "CZ": 24}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(iban):
    s = iban.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def make_iban(cc, bban, grouped=True):
    chk = 98 - _iban_num(bban + cc + "00") % 97
    s = "%s%02d%s" % (cc, chk, bban)
    assert iban_ok(s), s
    if grouped:
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


# ---------------------------------------------------------------- PRC ID (GB 11643)
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_MAP = "10X98765432"
PRC_AREAS = {"110101", "110105", "110108", "310104", "310115", "440305", "440106", "330106",
             "510107", "420106", "320102", "370202", "610113", "500103", "120101",
             "350203", "430104", "210102", "440524", "110105", "330102", "450103", "530102"}


def prc_check(first17):
    return GB_MAP[sum(int(a) * b for a, b in zip(first17, GB_W)) % 11]


def prc_ok(s):
    s = s.upper()
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    if s[:6] not in PRC_AREAS:
        return False
    return prc_check(s[:17]) == s[17]


def make_prc(area, ymd):
    body = area + ymd + _r(DIG, 3)
    return body + prc_check(body)


# ---------------------------------------------------------------- Verhoeff (Aadhaar)
V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
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
    d = s.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", d)) and verhoeff_ok(d)


def make_aadhaar():
    body = RNG.choice("23456789") + _r(DIG, 10)
    d = body + verhoeff_digit(body)
    return "%s %s %s" % (d[:4], d[4:8], d[8:])


# ---------------------------------------------------------------- national schemes
def bsn_ok(s):
    d = s.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", d):
        return False
    t = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return t % 11 == 0 and d != "000000000"


def make_bsn():
    while True:
        d = RNG.choice("123456") + _r(DIG, 8)
        if bsn_ok(d):
            return d


def se_pnr_ok(s):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+]?(\d{4})", s)
    if not m:
        return False
    return luhn_ok(m.group(2) + m.group(3))


def make_se_pnr(yymmdd):
    body = yymmdd + _r(DIG, 3)
    return "%s-%s%s" % (yymmdd, body[6:], luhn_digit(body))


HETU_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(s):
    m = re.fullmatch(r"(\d{6})([-+A-FYXWVU])(\d{3})([0-9A-Y])", s)
    if not m:
        return False
    return HETU_CHARS[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def make_hetu(ddmmyy, sign):
    n = "%03d" % RNG.randint(2, 899)
    return ddmmyy + sign + n + HETU_CHARS[int(ddmmyy + n) % 31]


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", s)
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def nie_ok(s):
    m = re.fullmatch(r"([XYZ])-?(\d{7})-?([A-Z])", s)
    return bool(m) and DNI_L[int("XYZ".index(m.group(1)).__str__() + m.group(2)) % 23] == m.group(3)


def make_dni():
    n = _r(DIG, 8)
    return n + DNI_L[int(n) % 23]


def make_nie():
    p = RNG.choice("XYZ")
    n = _r(DIG, 7)
    return p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]


def cpf_ok(s):
    d = re.sub(r"[.\-]", "", s)
    if not re.fullmatch(r"\d{11}", d) or len(set(d)) == 1:
        return False
    n = [int(c) for c in d]
    r1 = sum(n[i] * (10 - i) for i in range(9)) * 10 % 11 % 10
    r2 = sum(n[i] * (11 - i) for i in range(10)) * 10 % 11 % 10
    return r1 == n[9] and r2 == n[10]


def make_cpf():
    n = [int(c) for c in _r(DIG, 9)]
    n.append(sum(n[i] * (10 - i) for i in range(9)) * 10 % 11 % 10)
    n.append(sum(n[i] * (11 - i) for i in range(10)) * 10 % 11 % 10)
    d = "".join(map(str, n))
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])


def sin_ok(s):
    d = s.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[1-79]\d{8}", d)) and luhn_ok(d)


def make_sin():
    body = RNG.choice("1234567") + _r(DIG, 7)
    d = body + luhn_digit(body)
    return "%s %s %s" % (d[:3], d[3:6], d[6:])


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(s[i]) * w[i] for i in range(10)) % 10) % 10 == int(s[10])


def make_pesel(yymmdd_encoded):
    body = yymmdd_encoded + _r(DIG, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(body[i]) * w[i] for i in range(10)) % 10) % 10)


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    t = sum(int(a) * b for a, b in zip(m.group(2), NRIC_W))
    if m.group(1) in "TG":
        t += 4
    table = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return table[t % 11] == m.group(3)


def make_nric(prefix):
    n = _r(DIG, 7)
    t = sum(int(a) * b for a, b in zip(n, NRIC_W)) + (4 if prefix in "TG" else 0)
    table = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return prefix + n + table[t % 11]


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", s)
    if not m:
        return False
    letters = m.group(1)
    vals = ([36] if len(letters) == 1 else []) + [ord(c) - 55 for c in letters]
    t = sum(v * w for v, w in zip(vals, [9, 8])) + sum(int(c) * w for c, w in zip(m.group(2), [7, 6, 5, 4, 3, 2]))
    chk = (11 - t % 11) % 11
    return ("A" if chk == 10 else str(chk)) == m.group(3)


def make_hkid(letter):
    n = _r(DIG, 6)
    t = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(c) * w for c, w in zip(n, [7, 6, 5, 4, 3, 2]))
    chk = (11 - t % 11) % 11
    return "%s%s(%s)" % (letter, n, "A" if chk == 10 else chk)


TW_MAP = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO",
                  [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
                   29, 30, 31, 32, 33, 34, 35]))


def tw_ok(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    n = TW_MAP[s[0]]
    t = n // 10 + (n % 10) * 9 + sum(int(c) * w for c, w in zip(s[1:9], [8, 7, 6, 5, 4, 3, 2, 1])) + int(s[9])
    return t % 10 == 0


def make_tw(letter, sex):
    body = letter + sex + _r(DIG, 7)
    for c in DIG:
        if tw_ok(body + c):
            return body + c


def nir_ok(s):
    d = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", d):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def make_nir(sex, yy, mm, dept):
    body = sex + yy + mm + dept + _r(DIG, 3) + _r(DIG, 3)
    key = 97 - int(body) % 97
    d = body + "%02d" % key
    return "%s %s %s %s %s %s %s" % (d[0], d[1:3], d[3:5], d[5:7], d[7:10], d[10:13], d[13:])


NINO_BAD1 = set("DFIQUV")
NINO_BAD2 = set("DFIOQUV")
NINO_BADP = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def nino_ok(s):
    d = s.replace(" ", "")
    m = re.fullmatch(r"([A-Z])([A-Z])\d{6}([A-D])", d)
    if not m:
        return False
    return (m.group(1) not in NINO_BAD1 and m.group(2) not in NINO_BAD2
            and (m.group(1) + m.group(2)) not in NINO_BADP)


def make_nino():
    while True:
        p = RNG.choice(UP) + RNG.choice(UP)
        n = p + _r(DIG, 6) + RNG.choice("ABCD")
        if nino_ok(n):
            return "%s %s %s %s %s" % (n[:2], n[2:4], n[4:6], n[6:8], n[8])


def steuer_check(first10):
    product = 10
    for ch in first10:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return 0 if c == 10 else c


def steuer_ok(s):
    d = s.replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{10}", d):
        return False
    counts = sorted((d[:10].count(c) for c in set(d[:10])), reverse=True)
    if counts[0] not in (2, 3) or counts.count(counts[0]) != 1:
        return False
    return steuer_check(d[:10]) == int(d[10])


def make_steuer():
    while True:
        d = RNG.choice("123456789") + _r(DIG, 9)
        d = d + str(steuer_check(d))
        if steuer_ok(d):
            return "%s %s %s %s" % (d[:2], d[2:5], d[5:8], d[8:])


NATIONAL_VALIDATORS = {"NL_BSN": bsn_ok, "SE_PNR": se_pnr_ok, "FI_HETU": hetu_ok, "ES_DNI": dni_ok,
                       "ES_NIE": nie_ok, "IN_AADHAAR": aadhaar_ok, "BR_CPF": cpf_ok, "CA_SIN": sin_ok,
                       "PL_PESEL": pesel_ok, "SG_NRIC": nric_ok, "HK_HKID": hkid_ok, "TW_ID": tw_ok,
                       "FR_NIR": nir_ok, "UK_NINO": nino_ok, "DE_STEUER": steuer_ok}


def national_ok(s):
    return [k for k, f in NATIONAL_VALIDATORS.items() if f(s)]


# ---------------------------------------------------------------- SSN
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})-?(\d{2})-?(\d{4})", s)
    if not m:
        return False
    a, g, n = m.groups()
    if a in ("000", "666") or a >= "900" or g == "00" or n == "0000":
        return False
    return s.replace("-", "") not in ("078051120", "219099999", "123456789")


def make_ssn():
    while True:
        s = "%03d-%02d-%04d" % (RNG.randint(1, 899), RNG.randint(1, 99), RNG.randint(1, 9999))
        if ssn_ok(s):
            return s


# ---------------------------------------------------------------- vendor keys
def _b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def make_jwt(payload, alg="HS256"):
    h = _b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = _b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = _b64u(bytes(RNG.randrange(256) for _ in range(32)))
    return "%s.%s.%s" % (h, p, sig)


def jwt_ok(s):
    parts = s.split(".")
    if len(parts) != 3:
        return False
    try:
        for part in parts[:2]:
            json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))
    except Exception:
        return False
    return bool(re.fullmatch(r"[A-Za-z0-9_-]{20,}", parts[2]))


APIKEY_SHAPES = [
    ("aws_akid", r"(AKIA|ASIA)[A-Z2-7]{16}"),
    ("github_ghp", r"gh[pousr]_[A-Za-z0-9]{36}"),
    ("github_pat", r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}"),
    ("gitlab", r"glpat-[A-Za-z0-9_-]{20}"),
    ("slack", r"xox[bpa]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}"),
    ("stripe", r"(sk|rk)_live_[A-Za-z0-9]{24,99}"),
    ("google", r"AIza[A-Za-z0-9_-]{35}"),
    ("openai", r"sk-proj-[A-Za-z0-9_-]{40,160}"),
    ("anthropic", r"sk-ant-api03-[A-Za-z0-9_-]{93}AA"),
    ("huggingface", r"hf_[A-Za-z]{34}"),
    ("sendgrid", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}"),
    ("npm", r"npm_[A-Za-z0-9]{36}"),
    ("pypi", r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}"),
    ("datadog", r"[a-f0-9]{32}"),
    ("shopify", r"shp(at|ss|ca)_[a-fA-F0-9]{32}"),
    ("telegram", r"\d{8,10}:AA[A-Za-z0-9_-]{33}"),
    ("discord", r"[MN][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}"),
    ("alibaba", r"LTAI[A-Za-z0-9]{12,20}"),
    ("tencent", r"AKID[A-Za-z0-9]{32}"),
    ("twilio_sk", r"SK[a-f0-9]{32}"),
    ("vonage", r"[a-f0-9]{8}"),
    ("mailgun", r"key-[a-f0-9]{32}"),
    ("binance", r"[A-Za-z0-9]{64}"),
]


def apikey_shape(s):
    if jwt_ok(s) and s.startswith("eyJ"):
        return "jwt"
    for name, rx in APIKEY_SHAPES:
        if re.fullmatch(rx, s):
            return name
    return None


def _discord():
    uid = str(RNG.randint(10 ** 17, 10 ** 18 - 1))
    first = base64.b64encode(uid.encode()).decode().rstrip("=")
    return "%s.%s.%s" % (first, _r(B64URL, 6), _r(B64URL, 38))


def _pem(kind="PRIVATE KEY", lines=5):
    raw = bytes(RNG.randrange(256) for _ in range(48 * lines))
    b = base64.b64encode(raw).decode()
    body = "\n".join(b[i:i + 64] for i in range(0, len(b), 64))
    return "-----BEGIN %s-----\nMIIE%s\n-----END %s-----" % (kind, body[4:], kind)


def _uuid():
    h = _r(HEX, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], RNG.choice("89ab"), h[17:20], h[20:32])


VALUES = {}


def _build():
    V = VALUES
    # cards
    V["card_visa1"] = make_card("4", 16, [4, 4, 4, 4])
    V["card_visa2"] = make_card("4", 16)
    V["card_visa3"] = make_card("4", 16, [4, 4, 4, 4], "-")
    V["card_mc1"] = make_card("5", 16, [4, 4, 4, 4])
    V["card_mc2"] = make_card("2221", 16)
    V["card_mc3"] = make_card("54", 16, [4, 4, 4, 4])
    V["card_amex1"] = make_card("37", 15, [4, 6, 5])
    V["card_amex2"] = make_card("34", 15)
    V["card_disc1"] = make_card("6011", 16, [4, 4, 4, 4])
    V["card_up1"] = make_card("62", 16, [4, 4, 4, 4])
    V["card_up2"] = make_card("6217", 19, [4, 4, 4, 4, 3])
    V["card_up3"] = make_card("6228", 19)
    V["card_jcb1"] = make_card("35", 16, [4, 4, 4, 4])
    V["card_diners1"] = make_card("36", 14, [4, 6, 4])
    V["card_maestro1"] = make_card("6759", 13)
    V["card_visa4"] = make_card("4", 16, [4, 4, 4, 4])
    V["card_mc4"] = make_card("55", 16, [4, 4, 4, 4], "-")
    V["card_up4"] = make_card("62", 16, [4, 4, 4, 4])
    # ibans
    V["iban_gb1"] = make_iban("GB", "NWBK" + _r(DIG, 14))
    V["iban_gb2"] = make_iban("GB", "BARC" + _r(DIG, 14), False)
    V["iban_gb3"] = make_iban("GB", "MIDL" + _r(DIG, 14))
    V["iban_de1"] = make_iban("DE", _r(DIG, 18))
    V["iban_de2"] = make_iban("DE", _r(DIG, 18), False)
    V["iban_fr1"] = make_iban("FR", _r(DIG, 23))
    V["iban_nl1"] = make_iban("NL", "INGB" + _r(DIG, 10))
    V["iban_es1"] = make_iban("ES", _r(DIG, 20))
    V["iban_it1"] = make_iban("IT", "X" + _r(DIG, 10) + _r(DIG, 12))
    V["iban_ie1"] = make_iban("IE", "AIBK" + _r(DIG, 14))
    V["iban_be1"] = make_iban("BE", _r(DIG, 12))
    V["iban_pl1"] = make_iban("PL", _r(DIG, 24))
    V["iban_ch1"] = make_iban("CH", _r(DIG, 17))
    V["iban_se1"] = make_iban("SE", _r(DIG, 20), False)
    V["iban_at1"] = make_iban("AT", _r(DIG, 16))
    V["iban_pt1"] = make_iban("PT", _r(DIG, 21))
    V["iban_lt1"] = make_iban("LT", _r(DIG, 16))
    V["iban_ie2"] = make_iban("IE", "BOFI" + _r(DIG, 14), False)
    # PRC ids: (name, area, birth)
    for name, area, ymd in [
        ("prc1", "110105", "19880314"), ("prc2", "310104", "19920607"), ("prc3", "440305", "19951120"),
        ("prc4", "330106", "19790902"), ("prc5", "510107", "20000125"), ("prc6", "420106", "19870718"),
        ("prc7", "320102", "19930430"), ("prc8", "440106", "19850211"), ("prc9", "370202", "19991009"),
        ("prc10", "610113", "19761223"), ("prc11", "500103", "19900805"), ("prc12", "120101", "19830316"),
        ("prc13", "350203", "19970527"), ("prc14", "430104", "20011114"), ("prc15", "210102", "19680630"),
        ("prc16", "330102", "19940219"), ("prc17", "450103", "19860908"), ("prc18", "530102", "19910101"),
        ("prc19", "110108", "20150612"), ("prc20", "310115", "20170903"), ("prc21", "440305", "19890426"),
        ("prc22", "510107", "19960817"), ("prc23", "110101", "19800522"), ("prc24", "440106", "20160722"),
    ]:
        V[name] = make_prc(area, ymd)
    # national ids
    V["bsn1"] = make_bsn()
    V["bsn2"] = make_bsn()
    V["se1"] = make_se_pnr("850613")
    V["se2"] = make_se_pnr("910228")
    V["hetu1"] = make_hetu("120389", "-")
    V["hetu2"] = make_hetu("040702", "A")
    V["dni1"] = make_dni()
    V["dni2"] = make_dni()
    V["nie1"] = make_nie()
    V["aadhaar1"] = make_aadhaar()
    V["aadhaar2"] = make_aadhaar()
    V["aadhaar3"] = make_aadhaar()
    V["cpf1"] = make_cpf()
    V["cpf2"] = make_cpf()
    V["sin1"] = make_sin()
    V["sin2"] = make_sin()
    V["pesel1"] = make_pesel("900415")
    V["pesel2"] = make_pesel("032207")
    V["nric1"] = make_nric("S")
    V["nric2"] = make_nric("T")
    V["nric3"] = make_nric("G")
    V["hkid1"] = make_hkid("A")
    V["hkid2"] = make_hkid("K")
    V["hkid3"] = make_hkid("Y")
    V["tw1"] = make_tw("A", "2")
    V["tw2"] = make_tw("F", "1")
    V["nir1"] = make_nir("2", "87", "05", "75")
    V["nir2"] = make_nir("1", "79", "11", "69")
    V["nino1"] = make_nino()
    V["nino2"] = make_nino()
    V["nino3"] = make_nino()
    V["nino4"] = make_nino()
    V["steuer1"] = make_steuer()
    V["steuer2"] = make_steuer()
    # ssn
    for i in range(1, 9):
        V["ssn%d" % i] = make_ssn()
    # api keys
    V["aws_akid1"] = "AKIA" + _r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    V["aws_akid2"] = "AKIA" + _r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    V["aws_akid3"] = "AKIA" + _r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    V["aws_secret1"] = _r(ALNUM + "/+", 40)
    V["aws_secret2"] = _r(ALNUM + "/+", 40)
    V["aws_secret3"] = _r(ALNUM + "/+", 40)
    V["ghp1"] = "ghp_" + _r(ALNUM, 36)
    V["ghp2"] = "ghp_" + _r(ALNUM, 36)
    V["ghpat1"] = "github_pat_" + _r(ALNUM, 22) + "_" + _r(ALNUM, 59)
    V["glpat1"] = "glpat-" + _r(B64URL, 20)
    V["glpat2"] = "glpat-" + _r(B64URL, 20)
    V["slack1"] = "xoxb-%d-%d-%s" % (RNG.randint(10 ** 11, 10 ** 12), RNG.randint(10 ** 12, 10 ** 13 - 1), _r(ALNUM, 24))
    V["slack2"] = "xoxb-%d-%d-%s" % (RNG.randint(10 ** 11, 10 ** 12), RNG.randint(10 ** 12, 10 ** 13 - 1), _r(ALNUM, 24))
    V["stripe1"] = "sk_live_" + _r(ALNUM, 24)
    V["stripe2"] = "sk_live_" + _r(ALNUM, 99)
    V["stripe_rk1"] = "rk_live_" + _r(ALNUM, 24)
    V["google1"] = "AIza" + _r(B64URL, 35)
    V["google2"] = "AIza" + _r(B64URL, 35)
    V["google3"] = "AIza" + _r(B64URL, 35)
    V["openai1"] = "sk-proj-" + _r(B64URL, 74) + "T3BlbkFJ" + _r(B64URL, 74)
    V["openai2"] = "sk-proj-" + _r(B64URL, 48)
    V["anthropic1"] = "sk-ant-api03-" + _r(B64URL, 93) + "AA"
    V["hf1"] = "hf_" + _r(string.ascii_letters, 34)
    V["hf2"] = "hf_" + _r(string.ascii_letters, 34)
    V["sendgrid1"] = "SG." + _r(B64URL, 22) + "." + _r(B64URL, 43)
    V["npm1"] = "npm_" + _r(ALNUM, 36)
    V["pypi1"] = "pypi-AgEIcHlwaS5vcmc" + _r(B64URL, 70)
    V["datadog1"] = _r(HEX, 32)
    V["shopify1"] = "shpat_" + _r(HEX, 32)
    V["telegram1"] = "%d:AA%s" % (RNG.randint(10 ** 9, 6 * 10 ** 9), _r(B64URL, 33))
    V["telegram2"] = "%d:AA%s" % (RNG.randint(10 ** 9, 6 * 10 ** 9), _r(B64URL, 33))
    V["discord1"] = _discord()
    V["ali_ak1"] = "LTAI5t" + _r(ALNUM, 18)
    V["ali_ak2"] = "LTAI5t" + _r(ALNUM, 18)
    V["ali_sk1"] = _r(ALNUM, 30)
    V["ali_sk2"] = _r(ALNUM, 30)
    V["tc_ak1"] = "AKID" + _r(ALNUM, 32)
    V["tc_sk1"] = _r(ALNUM, 32)
    V["twilio_sk1"] = "SK" + _r(HEX, 32)
    V["twilio_sk2"] = "SK" + _r(HEX, 32)
    V["twilio_auth1"] = _r(HEX, 32)
    V["twilio_auth2"] = _r(HEX, 32)
    V["vonage_key1"] = _r(HEX, 8)
    V["vonage_secret1"] = _r(ALNUM, 16)
    V["mailgun1"] = "key-" + _r(HEX, 32)
    V["binance1"] = _r(ALNUM, 64)
    V["binance_secret1"] = _r(ALNUM, 64)
    V["jwt1"] = make_jwt({"sub": "u_48213", "name": "Priya Raman", "iat": 1795000000, "exp": 1795086400})
    V["jwt2"] = make_jwt({"sub": "acct:88120", "scope": "console.publish", "iat": 1794500000})
    V["jwt3"] = make_jwt({"uid": 302117, "role": "agent", "iat": 1796100000}, "HS512")
    V["jwt4"] = make_jwt({"sub": "stu-20931", "aud": "sso.campus", "iat": 1793800000}, "RS256")
    # secrets
    for i in range(1, 9):
        V["client_secret%d" % i] = _r(B64URL, RNG.choice([32, 40, 43]))
    for i in range(1, 6):
        V["totp%d" % i] = _r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", RNG.choice([16, 32]))
    V["pem1"] = _pem("RSA PRIVATE KEY", 4)
    V["pem2"] = _pem("PRIVATE KEY", 3)
    V["pem3"] = _pem("EC PRIVATE KEY", 2)
    V["slack_hook1"] = "https://hooks.slack.com/services/T%s/B%s/%s" % (_r(UP + DIG, 8), _r(UP + DIG, 10), _r(ALNUM, 24))
    V["slack_hook2"] = "https://hooks.slack.com/services/T%s/B%s/%s" % (_r(UP + DIG, 8), _r(UP + DIG, 10), _r(ALNUM, 24))
    V["feishu_hook1"] = "https://open.feishu.cn/open-apis/bot/v2/hook/" + _uuid()
    V["ding_hook1"] = "https://oapi.dingtalk.com/robot/send?access_token=" + _r(HEX, 64)
    V["ding_hook2"] = "https://oapi.dingtalk.com/robot/send?access_token=" + _r(HEX, 64)
    V["wecom_hook1"] = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + _uuid()
    V["discord_hook1"] = "https://discord.com/api/webhooks/%d/%s" % (RNG.randint(10 ** 17, 10 ** 18), _r(B64URL, 68))
    V["teams_hook1"] = "https://contoso.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (_uuid(), _uuid(), _r(HEX, 32), _uuid())
    for i in range(1, 7):
        V["session%d" % i] = _r(B64URL, RNG.choice([32, 43, 48]))
    for i in range(1, 5):
        V["refresh%d" % i] = "rt_" + _r(B64URL, 40)
    V["wx_secret1"] = _r(HEX, 32)
    V["wx_secret2"] = _r(HEX, 32)
    V["vonage_sig1"] = _r(ALNUM, 32)
    V["whsec1"] = "whsec_" + _r(ALNUM, 32)
    V["sendgrid_webhook_key1"] = _r(B64URL, 44)


_build()


def selftest(verbose=False):
    errors = []

    def ok(cond, msg):
        if not cond:
            errors.append(msg)

    # published textbook examples (positive) and corrupted ones (negative)
    ok(luhn_ok("4111111111111111"), "luhn visa test")
    ok(luhn_ok("378282246310005"), "luhn amex test")
    ok(not luhn_ok("4111111111111112"), "luhn corrupted")
    ok(luhn_ok("79927398713"), "luhn wiki")
    for good in ["GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606",
                 "NL91ABNA0417164300", "ES9121000418450200051332", "IT60X0542811101000000123456",
                 "BE68539007547034", "CH9300762011623852957", "AT611904300234573201",
                 "PL61109010140000071219812874", "SE4550000000058398257466", "IE29AIBK93115212345678",
                 "PT50000201231234567890154", "LT121000011101001000", "DK5000400440116243",
                 "FI2112345600000785", "NO9386011117947", "LU280019400644750000"]:
        ok(iban_ok(good), "iban example " + good)
    ok(not iban_ok("GB82WEST12345698765433"), "iban corrupted")
    ok(not iban_ok("GB82WEST1234569876543"), "iban short")
    ok(prc_check("11010519491231002") == "X", "GB11643 example 11010519491231002X")
    ok(prc_check("44052418800101001") == "4", "GB11643 example 440524188001010014")
    ok(not prc_ok("110105194912310021"), "prc corrupted")
    ok(verhoeff_digit("236") == "3" and verhoeff_ok("2363") and not verhoeff_ok("2364"), "verhoeff 236->3")
    ok(verhoeff_digit("12345") == "1", "verhoeff 12345->1")
    ok(all(V_D[a][V_INV[a]] == 0 for a in range(10)), "verhoeff inverse table")
    ok(verhoeff_ok("123451") and not verhoeff_ok("123452"), "verhoeff 123451")
    ok(bsn_ok("111222333") and bsn_ok("123456782") and not bsn_ok("123456781"), "bsn examples")
    ok(se_pnr_ok("811228-9874") and not se_pnr_ok("811228-9875"), "personnummer example")
    ok(hetu_ok("131052-308T") and not hetu_ok("131052-308U"), "hetu example")
    ok(dni_ok("12345678Z") and not dni_ok("12345678A"), "dni example")
    ok(nie_ok("X1234567L") and not nie_ok("X1234567M"), "nie example")
    ok(cpf_ok("111.444.777-35") and not cpf_ok("111.444.777-36"), "cpf example")
    ok(luhn_ok("046454286") and not luhn_ok("046454287"), "sin example luhn")
    ok(pesel_ok("44051401359") and not pesel_ok("44051401358"), "pesel example")
    ok(nric_ok("S1234567D") and not nric_ok("S1234567A"), "nric example")
    ok(hkid_ok("A123456(3)") and not hkid_ok("A123456(4)"), "hkid example")
    ok(tw_ok("A123456789") and not tw_ok("A123456788"), "tw example")
    ok(nir_ok("2 55 08 14 168 025 38") and not nir_ok("2 55 08 14 168 025 39"), "nir example")
    ok(steuer_check("8609574271") == 9 and steuer_ok("86095742719") and not steuer_ok("86095742718"), "steuer example")
    ok(nino_ok("AB123456C") and not nino_ok("GB123456A") and not nino_ok("DA123456A"), "nino rules")
    ok(ssn_ok("536-90-4399") and not ssn_ok("666-12-3456") and not ssn_ok("123-00-4567"), "ssn rules")
    ok(jwt_ok("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"), "jwt.io example")
    # generated values
    for k, v in VALUES.items():
        if k.startswith("card_"):
            d = re.sub(r"[ -]", "", v)
            ok(luhn_ok(d) and 13 <= len(d) <= 19, "card " + k)
        elif k.startswith("iban_"):
            ok(iban_ok(v), "iban " + k)
        elif k.startswith("prc"):
            ok(prc_ok(v), "prc " + k)
        elif k.startswith("ssn"):
            ok(ssn_ok(v), "ssn " + k)
        elif re.match(r"(bsn|se|hetu|dni|nie|aadhaar|cpf|sin|pesel|nric|hkid|tw|nir|nino|steuer)\d", k):
            ok(bool(national_ok(v)), "national " + k + " " + v)
        elif re.match(r"(aws_akid|ghp|ghpat|glpat|slack\d|stripe|google|openai|anthropic|hf\d|sendgrid\d|npm|pypi|datadog|shopify|telegram|discord\d|ali_ak|tc_ak|twilio_sk|vonage_key|mailgun|binance\d|jwt)", k):
            ok(apikey_shape(v) is not None, "apikey " + k + " " + v)
    if verbose:
        print("values.selftest: %d values, %d errors" % (len(VALUES), len(errors)))
        for e in errors:
            print("  ERR", e)
    return errors


if __name__ == "__main__":
    errs = selftest(True)
    for k in sorted(VALUES):
        print(k, "=", VALUES[k].replace("\n", "\\n")[:90])
    raise SystemExit(1 if errs else 0)
