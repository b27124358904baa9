"""Generators and validators for values that need check digits or vendor shapes.

Only the Python standard library. All random values come from random.Random(20270907).
"""
import base64
import json
import random
import re
import string

RNG = random.Random(20270907)
DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
B64U = ALNUM + "-_"


def rs(alpha, n, rng=RNG):
    return "".join(rng.choice(alpha) for _ in range(n))


def norm(s):
    return re.sub(r"[\s\-\.\(\)/]", "", s)


# ---------------------------------------------------------------- Luhn
def luhn_ok(num):
    d = norm(num)
    if not d.isdigit():
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


def luhn_complete(prefix):
    for c in DIG:
        if luhn_ok(prefix + c):
            return prefix + c
    raise ValueError


def card(prefix, length, groups, rng=RNG):
    body = prefix + rs(DIG, length - len(prefix) - 1, rng)
    num = luhn_complete(body)
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return " ".join(out) if len(groups) > 1 else num


def card_ok(s):
    d = norm(s)
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "BE": 16,
            "CH": 21, "PL": 28, "IE": 22, "AT": 20, "PT": 25, "SE": 24, "DK": 18,
            "FI": 18, "NO": 15, "LU": 20}


def iban_mod(s):
    s = s[4:] + s[:4]
    num = "".join(str(int(c, 36)) for c in s)
    return int(num) % 97


def iban_ok(s):
    s = s.replace(" ", "").upper()
    if len(s) < 4 or s[:2] not in IBAN_LEN or len(s) != IBAN_LEN[s[:2]]:
        return False
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    return iban_mod(s) == 1


def iban(cc, bban, grouped=True):
    chk = 98 - iban_mod(cc + "00" + bban)
    s = "%s%02d%s" % (cc, chk, bban)
    assert len(s) == IBAN_LEN[cc], (cc, len(s))
    if grouped:
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


# ---------------------------------------------------------------- PRC ID (GB 11643-1999)
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_MAP = "10X98765432"
PRC_AREAS = {"110105", "110108", "310104", "310115", "440305", "440106", "330106", "510107",
             "420106", "320102", "370202", "120101", "350203", "610113", "430104", "210102",
             "130102", "410105", "500103", "440524"}


def prc_check(body17):
    return GB_MAP[sum(int(a) * b for a, b in zip(body17, GB_W)) % 11]


def prc_id(area, ymd, rng=RNG):
    body = area + ymd + rs(DIG, 3, rng)
    return body + prc_check(body)


def prc_ok(s):
    s = s.upper()
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    if s[:6] not in PRC_AREAS:
        return False
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    if not (1850 <= y <= 2025 and 1 <= m <= 12 and 1 <= d <= 31):
        return False
    return prc_check(s[:17]) == s[17]


# ---------------------------------------------------------------- National IDs
def bsn_ok(s):
    d = norm(s)
    if not re.fullmatch(r"\d{9}", d):
        return False
    t = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return t % 11 == 0 and d[0] != "0" or (t % 11 == 0 and d[:1] == "0" and d[1] != "0")


def bsn(rng=RNG):
    while True:
        d = str(rng.randint(1, 9)) + rs(DIG, 8, rng)
        if bsn_ok(d):
            return d


def pnr_ok(s):  # Swedish personnummer YYMMDD-NNNC (Luhn over 10 digits)
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+](\d{4})", s)
    if not m:
        return False
    return luhn_ok(m.group(2) + m.group(3))


def pnr(yymmdd, rng=RNG):
    return yymmdd + "-" + luhn_complete(yymmdd + rs(DIG, 3, rng))[-4:]


HETU_T = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(s):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", s)
    return bool(m) and HETU_T[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def hetu(ddmmyy, sep="-", rng=RNG):
    n = "%03d" % rng.randint(2, 899)
    return ddmmyy + sep + n + HETU_T[int(ddmmyy + n) % 31]


DNI_T = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    s = norm(s).upper()
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", s)
    if not m:
        return False
    pre = {"": "", "X": "0", "Y": "1", "Z": "2"}[m.group(1)]
    if m.group(1) and len(m.group(2)) != 7:
        return False
    if not m.group(1) and len(m.group(2)) != 8:
        return False
    return DNI_T[int(pre + m.group(2)) % 23] == m.group(3)


def dni(rng=RNG):
    n = rs(DIG, 8, rng)
    return n + DNI_T[int(n) % 23]


def nie(rng=RNG):
    p = rng.choice("XYZ")
    n = rs(DIG, 7, rng)
    return p + n + DNI_T[int("XYZ".index(p).__str__() + n) % 23]


# Verhoeff (Aadhaar)
VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def aadhaar_ok(s):
    d = norm(s)
    return bool(re.fullmatch(r"[2-9]\d{11}", d)) and verhoeff_ok(d)


def aadhaar(rng=RNG):
    b = str(rng.randint(2, 9)) + rs(DIG, 10, rng)
    d = b + verhoeff_digit(b)
    return " ".join(d[i:i + 4] for i in range(0, 12, 4))


def cpf_digits(b):
    s = sum(int(b[i]) * (10 - i) for i in range(9))
    d1 = (s * 10) % 11 % 10
    s = sum(int(b[i]) * (11 - i) for i in range(9)) + d1 * 2
    d2 = (s * 10) % 11 % 10
    return "%d%d" % (d1, d2)


def cpf_ok(s):
    d = norm(s)
    return bool(re.fullmatch(r"\d{11}", d)) and len(set(d)) > 1 and cpf_digits(d[:9]) == d[9:]


def cpf(rng=RNG):
    b = rs(DIG, 9, rng)
    d = b + cpf_digits(b)
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])


def sin_ok(s):
    d = norm(s)
    return bool(re.fullmatch(r"[0-79]\d{8}", d)) and luhn_ok(d)


def sin(rng=RNG):
    d = luhn_complete(rng.choice("12345679") + rs(DIG, 7, rng))
    return "%s %s %s" % (d[:3], d[3:6], d[6:])


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    return (10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10 == int(s[10])


def pesel(yymmdd, rng=RNG):  # 1900s births
    b = yymmdd + rs(DIG, 4, rng)
    return b + str((10 - sum(int(a) * w for a, w in zip(b, PESEL_W)) % 10) % 10)


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    t = sum(int(a) * b for a, b in zip(m.group(2), NRIC_W)) + (4 if m.group(1) in "TG" else 0)
    tab = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return tab[t % 11] == m.group(3)


def nric(pre="S", rng=RNG):
    n = rs(DIG, 7, rng)
    t = sum(int(a) * b for a, b in zip(n, NRIC_W)) + (4 if pre in "TG" else 0)
    tab = "JZIHGFEDCBA" if pre in "ST" else "XWUTRQPNMLK"
    return pre + n + tab[t % 11]


def hkid_check(letters, digits):
    vals = []
    if len(letters) == 1:
        vals.append(36)
    vals += [ord(c) - 55 for c in letters] + [int(c) for c in digits]
    t = sum(v * w for v, w in zip(vals, [9, 8, 7, 6, 5, 4, 3, 2]))
    r = (11 - t % 11) % 11
    return "A" if r == 10 else str(r)


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", s)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


def hkid(rng=RNG):
    l, d = rng.choice("ACDEGKPRVYZ"), rs(DIG, 6, rng)
    return "%s%s(%s)" % (l, d, hkid_check(l, d))


TW_L = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO",
                [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30,
                 31, 32, 33, 34, 35]))


def tw_ok(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    v = TW_L[s[0]]
    t = v // 10 + (v % 10) * 9 + sum(int(c) * w for c, w in zip(s[1:9], range(8, 0, -1))) + int(s[9])
    return t % 10 == 0


def tw(rng=RNG):
    while True:
        s = rng.choice("ABCDEFH") + rng.choice("12") + rs(DIG, 8, rng)
        if tw_ok(s):
            return s


NINO_RE = re.compile(r"(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]")


def nino_ok(s):
    return bool(NINO_RE.fullmatch(s.replace(" ", "")))


NATIONAL_VALIDATORS = [("bsn", bsn_ok), ("pnr", pnr_ok), ("hetu", hetu_ok), ("dni", dni_ok),
                       ("aadhaar", aadhaar_ok), ("cpf", cpf_ok), ("sin", sin_ok),
                       ("pesel", pesel_ok), ("nric", nric_ok), ("hkid", hkid_ok), ("tw", tw_ok),
                       ("nino", nino_ok)]


def national_ok(s):
    return any(f(s) for _, f in NATIONAL_VALIDATORS)


# ---------------------------------------------------------------- SSN
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", s)
    if not m:
        return False
    a, g, n = m.groups()
    if a in ("000", "666") or a >= "900" or g == "00" or n == "0000":
        return False
    return s.replace("-", "").replace(" ", "") not in ("078051120", "219099999", "123456789")


def ssn(rng=RNG):
    while True:
        s = "%03d-%02d-%04d" % (rng.randint(1, 899), rng.randint(1, 99), rng.randint(1, 9999))
        if ssn_ok(s):
            return s


# ---------------------------------------------------------------- vendor keys
def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt(payload, rng=RNG):
    return b64u({"alg": "HS256", "typ": "JWT"}) + "." + b64u(payload) + "." + rs(B64U, 43, rng)


def jwt_ok(s):
    parts = s.split(".")
    if len(parts) != 3:
        return False
    try:
        for p in parts[:2]:
            json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
    except Exception:
        return False
    return bool(re.fullmatch(r"[A-Za-z0-9_-]{20,}", parts[2]))


APIKEY_RES = [
    r"AKIA[0-9A-Z]{16}", r"ghp_[A-Za-z0-9]{36}", r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    r"glpat-[A-Za-z0-9_-]{20}", r"xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    r"sk_live_[A-Za-z0-9]{24,99}", r"rk_live_[A-Za-z0-9]{24,99}", r"AIza[0-9A-Za-z_-]{35}",
    r"sk-proj-[A-Za-z0-9_-]{40,160}", r"sk-ant-api03-[A-Za-z0-9_-]{93}AA", r"hf_[A-Za-z]{34}",
    r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", r"npm_[A-Za-z0-9]{36}",
    r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}", r"[a-f0-9]{32}", r"shpat_[a-f0-9]{32}",
    r"[MN][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}", r"\d{8,10}:AA[A-Za-z0-9_-]{33}",
    r"LTAI[A-Za-z0-9]{16,20}", r"AKID[A-Za-z0-9]{32}",
]


def apikey_ok(s):
    return jwt_ok(s) or any(re.fullmatch(r, s) for r in APIKEY_RES)


def discord_token(uid, rng=RNG):
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + rs(B64U, 6, rng) + "." + rs(B64U, 38, rng)


def pem(rng=RNG):
    body = [rs(ALNUM + "+/", 70, rng) for _ in range(4)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END OPENSSH PRIVATE KEY-----"


def build_values():
    r = RNG
    V = {}
    # cards
    V["card_visa1"] = card("4", 16, [4, 4, 4, 4], r)
    V["card_visa2"] = card("4", 16, [16], r)
    V["card_visa3"] = card("4", 16, [4, 4, 4, 4], r)
    V["card_mc1"] = card("5", 16, [4, 4, 4, 4], r)
    V["card_mc2"] = card("2221", 16, [16], r)
    V["card_mc3"] = card("53", 16, [4, 4, 4, 4], r)
    V["card_amex1"] = card("37", 15, [4, 6, 5], r)
    V["card_amex2"] = card("34", 15, [15], r)
    V["card_up1"] = card("62", 19, [4, 4, 4, 4, 3], r)
    V["card_up2"] = card("6217", 19, [19], r)
    V["card_up3"] = card("6228", 16, [4, 4, 4, 4], r)
    V["card_jcb1"] = card("35", 16, [4, 4, 4, 4], r)
    V["card_disc1"] = card("6011", 16, [4, 4, 4, 4], r)
    V["card_diners1"] = card("36", 14, [4, 6, 4], r)
    V["card_maestro1"] = card("6759", 18, [18], r)
    V["card_visa4"] = card("4", 13, [13], r)
    # IBANs
    V["iban_gb1"] = iban("GB", "NWBK" + rs(DIG, 14, r))
    V["iban_gb2"] = iban("GB", "BARC" + rs(DIG, 14, r), grouped=False)
    V["iban_gb3"] = iban("GB", "LOYD" + rs(DIG, 14, r))
    V["iban_de1"] = iban("DE", rs(DIG, 18, r))
    V["iban_de2"] = iban("DE", rs(DIG, 18, r), grouped=False)
    V["iban_fr1"] = iban("FR", rs(DIG, 23, r))
    V["iban_nl1"] = iban("NL", "INGB" + rs(DIG, 10, r))
    V["iban_nl2"] = iban("NL", "RABO" + rs(DIG, 10, r), grouped=False)
    V["iban_es1"] = iban("ES", rs(DIG, 20, r))
    V["iban_it1"] = iban("IT", "X" + rs(DIG, 10, r) + rs(DIG, 12, r))
    V["iban_ie1"] = iban("IE", "AIBK" + rs(DIG, 14, r))
    V["iban_be1"] = iban("BE", rs(DIG, 12, r))
    V["iban_pl1"] = iban("PL", rs(DIG, 24, r))
    V["iban_ch1"] = iban("CH", rs(DIG, 17, r))
    V["iban_at1"] = iban("AT", rs(DIG, 16, r))
    V["iban_pt1"] = iban("PT", rs(DIG, 21, r), grouped=False)
    V["iban_no1"] = iban("NO", rs(DIG, 11, r))
    # PRC IDs (area, birth date)
    prc = {"cn1": ("110105", "19880314"), "cn2": ("310104", "19920706"), "cn3": ("440305", "19850121"),
           "cn4": ("330106", "19790930"), "cn5": ("510107", "19950218"), "cn6": ("420106", "19701112"),
           "cn7": ("320102", "20010503"), "cn8": ("370202", "19830827"), "cn9": ("440106", "19900401"),
           "cn10": ("120101", "19661225"), "cn11": ("350203", "19971008"), "cn12": ("610113", "19870619"),
           "cn13": ("430104", "19930315"), "cn14": ("210102", "19761102"), "cn15": ("130102", "19990721"),
           "cn16": ("410105", "19820209"), "cn17": ("500103", "19880830"), "cn18": ("110108", "19640504"),
           "cn19": ("310115", "20030117"), "cn20": ("440305", "19911128"), "cn21": ("330106", "19860605"),
           "cn22": ("510107", "19780414")}
    for k, (a, d) in prc.items():
        V["id_" + k] = prc_id(a, d, r)
    # national IDs
    V["bsn1"], V["bsn2"] = bsn(r), bsn(r)
    V["pnr1"], V["pnr2"] = pnr("850412", r), pnr("910228", r)
    V["hetu1"], V["hetu2"] = hetu("170388", "-", r), hetu("050702", "A", r)
    V["dni1"], V["dni2"], V["nie1"] = dni(r), dni(r), nie(r)
    V["aadhaar1"], V["aadhaar2"], V["aadhaar3"] = aadhaar(r), aadhaar(r), aadhaar(r)
    V["cpf1"], V["cpf2"] = cpf(r), cpf(r)
    V["sin1"], V["sin2"] = sin(r), sin(r)
    V["pesel1"], V["pesel2"] = pesel("790623", r), pesel("860114", r)
    V["nric1"], V["nric2"], V["fin1"] = nric("S", r), nric("T", r), nric("G", r)
    V["hkid1"], V["hkid2"] = hkid(r), hkid(r)
    V["tw1"], V["tw2"] = tw(r), tw(r)
    V["nino1"], V["nino2"], V["nino3"], V["nino4"] = "JT 48 21 67 C", "NH774103B", "PW 19 63 08 A", "SK502286D"
    # SSNs
    for i in range(1, 8):
        V["ssn%d" % i] = ssn(r)
    # API keys
    V["aws_ak1"], V["aws_ak2"] = "AKIA" + rs(UP + DIG, 16, r), "AKIA" + rs(UP + DIG, 16, r)
    V["aws_sk1"], V["aws_sk2"] = rs(ALNUM + "/+", 40, r), rs(ALNUM + "/+", 40, r)
    for i in range(1, 5):
        V["ghp%d" % i] = "ghp_" + rs(ALNUM, 36, r)
    V["ghpat1"] = "github_pat_11" + rs(UP + DIG, 20, r) + "_" + rs(ALNUM, 59, r)
    V["glpat1"], V["glpat2"] = "glpat-" + rs(ALNUM + "_-", 20, r), "glpat-" + rs(ALNUM, 20, r)
    V["xoxb1"] = "xoxb-" + rs(DIG, 12, r) + "-" + rs(DIG, 13, r) + "-" + rs(ALNUM, 24, r)
    V["xoxb2"] = "xoxb-" + rs(DIG, 11, r) + "-" + rs(DIG, 12, r) + "-" + rs(ALNUM, 24, r)
    V["sk_live1"], V["sk_live2"] = "sk_live_" + rs(ALNUM, 24, r), "sk_live_51" + rs(ALNUM, 97, r)
    V["pk_live1"] = "pk_live_" + rs(ALNUM, 24, r)
    V["aiza1"], V["aiza2"] = "AIza" + rs(ALNUM + "_-", 35, r), "AIza" + rs(ALNUM + "_-", 35, r)
    V["openai1"] = "sk-proj-" + rs(ALNUM + "_-", 74, r)
    V["openai2"] = "sk-proj-" + rs(ALNUM + "_-", 48, r)
    V["anthropic1"] = "sk-ant-api03-" + rs(ALNUM + "_-", 93, r) + "AA"
    V["hf1"], V["hf2"] = "hf_" + rs(string.ascii_letters, 34, r), "hf_" + rs(string.ascii_letters, 34, r)
    V["sendgrid1"] = "SG." + rs(ALNUM + "_-", 22, r) + "." + rs(ALNUM + "_-", 43, r)
    V["npm1"] = "npm_" + rs(ALNUM, 36, r)
    V["pypi1"] = "pypi-AgEIcHlwaS5vcmc" + rs(ALNUM + "_-", 64, r)
    V["datadog1"] = rs("0123456789abcdef", 32, r)
    V["shopify1"] = "shpat_" + rs("0123456789abcdef", 32, r)
    V["discord1"] = discord_token("1187364029517283411", r)
    V["telegram1"] = "%d:AA%s" % (r.randint(5000000000, 7999999999), rs(ALNUM + "_-", 33, r))
    V["telegram2"] = "%d:AA%s" % (r.randint(100000000, 999999999), rs(ALNUM + "_-", 33, r))
    V["ltai1"], V["ltai2"] = "LTAI5t" + rs(ALNUM, 18, r), "LTAI5t" + rs(ALNUM, 18, r)
    V["ali_sk1"], V["ali_sk2"] = rs(ALNUM, 30, r), rs(ALNUM, 30, r)
    V["akid1"] = "AKID" + rs(ALNUM, 32, r)
    V["tc_sk1"] = rs(ALNUM, 32, r)
    V["jwt1"] = jwt({"sub": "u_48213", "role": "dispatcher", "iat": 1764201600}, r)
    V["jwt2"] = jwt({"sub": "crew-portal", "uid": 90731, "exp": 1767225600}, r)
    V["jwt3"] = jwt({"iss": "wecom-bridge", "uid": "zhaolei", "iat": 1765000000}, r)
    V["binance1"] = rs(ALNUM, 64, r)
    # secrets
    V["totp1"], V["totp2"] = rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32, r), rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16, r)
    V["slack_hook1"] = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8, r), rs(UP + DIG, 10, r), rs(ALNUM, 24, r))
    V["slack_hook2"] = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8, r), rs(UP + DIG, 10, r), rs(ALNUM, 24, r))
    V["ding_hook1"] = "https://oapi.dingtalk.com/robot/send?access_token=" + rs("0123456789abcdef", 64, r)
    V["feishu_hook1"] = "https://open.feishu.cn/open-apis/bot/v2/hook/%s-%s-%s-%s-%s" % tuple(
        rs("0123456789abcdef", n, r) for n in (8, 4, 4, 4, 12))
    V["wecom_hook1"] = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s-%s-%s-%s-%s" % tuple(
        rs("0123456789abcdef", n, r) for n in (8, 4, 4, 4, 12))
    V["teams_hook1"] = "https://contoso.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (
        rs("0123456789abcdef", 32, r), rs("0123456789abcdef", 32, r), rs("0123456789abcdef", 32, r), rs("0123456789abcdef", 32, r))
    V["pem1"], V["pem2"] = pem(r), pem(r)
    for i in range(1, 9):
        V["csec%d" % i] = rs(ALNUM + "~_.-", 40, r)
    for i in range(1, 7):
        V["sess%d" % i] = rs("0123456789abcdef", 48, r)
    V["recovery1"] = " ".join(rs(LOW + DIG, 5, r) + "-" + rs(LOW + DIG, 5, r) for _ in range(4))
    V["refresh1"] = "1//0g" + rs(ALNUM + "_-", 60, r)
    # appended later (keeps earlier values stable)
    V["card_up4"] = card("6222", 19, [4, 4, 4, 4, 3], r)
    V["card_up5"] = card("6259", 16, [16], r)
    V["sk_live3"] = "sk_live_" + rs(ALNUM, 32, r)
    V["aws_ak3"], V["aws_sk3"] = "AKIA" + rs(UP + DIG, 16, r), rs(ALNUM + "/+", 40, r)
    V["feishu_hook2"] = "https://open.feishu.cn/open-apis/bot/v2/hook/%s-%s-%s-%s-%s" % tuple(
        rs("0123456789abcdef", n, r) for n in (8, 4, 4, 4, 12))
    V["hkid3"] = hkid(r)
    V["iban_gb4"] = iban("GB", "HBUK" + rs(DIG, 14, r))
    V["sk_live4"] = "sk_live_" + rs(ALNUM, 32, r)
    return V


VALUES = build_values()


def selftest():
    bad = []
    # published examples (positive) and corrupted versions (negative)
    pos = [(luhn_ok, "79927398713"), (card_ok, "4111 1111 1111 1111"), (card_ok, "378282246310005"),
           (iban_ok, "GB82WEST12345698765432"), (iban_ok, "DE89370400440532013000"),
           (iban_ok, "FR1420041010050500013M02606"), (iban_ok, "NL91ABNA0417164300"),
           (iban_ok, "ES9121000418450200051332"), (iban_ok, "IT60X0542811101000000123456"),
           (iban_ok, "BE68539007547034"), (iban_ok, "CH9300762011623852957"),
           (iban_ok, "PL61109010140000071219812874"), (iban_ok, "IE29AIBK93115212345678"),
           (iban_ok, "AT611904300234573201"), (iban_ok, "NO9386011117947"),
           (prc_ok, "11010519491231002X"), (prc_ok, "440524188001010014"),
           (bsn_ok, "111222333"), (pnr_ok, "811218-9876"), (hetu_ok, "131052-308T"),
           (dni_ok, "12345678Z"), (verhoeff_ok, "2363"), (cpf_ok, "111.444.777-35"),
           (sin_ok, "046 454 286"), (pesel_ok, "44051401359"), (nric_ok, "S1234567D"),
           (hkid_ok, "A123456(3)"), (tw_ok, "A123456789"), (ssn_ok, "536-22-1234")]
    neg = [(luhn_ok, "79927398710"), (card_ok, "4111 1111 1111 1112"), (iban_ok, "GB82WEST12345698765431"),
           (iban_ok, "DE89370400440532013001"), (prc_ok, "110105194912310021"), (bsn_ok, "111222334"),
           (pnr_ok, "811218-9875"), (hetu_ok, "131052-308U"), (dni_ok, "12345678A"),
           (verhoeff_ok, "2364"), (cpf_ok, "111.444.777-36"), (sin_ok, "046 454 287"),
           (pesel_ok, "44051401358"), (nric_ok, "S1234567E"), (hkid_ok, "A123456(4)"),
           (tw_ok, "A123456788"), (ssn_ok, "666-22-1234"), (ssn_ok, "078-05-1120"),
           (nino_ok, "QQ123456C"), (jwt_ok, "abc.def.ghi")]
    for f, v in pos:
        if not f(v):
            bad.append(("pos", f.__name__, v))
    for f, v in neg:
        if f(v):
            bad.append(("neg", f.__name__, v))
    assert verhoeff_digit("236") == "3"
    # generated values
    for k, v in VALUES.items():
        ok = True
        if k.startswith("card_"):
            ok = card_ok(v)
        elif k.startswith("iban_"):
            ok = iban_ok(v)
        elif k.startswith("id_cn"):
            ok = prc_ok(v)
        elif k.startswith("ssn"):
            ok = ssn_ok(v)
        elif re.match(r"(bsn|pnr|hetu|dni|nie|aadhaar|cpf|sin|pesel|nric|fin|hkid|tw|nino)\d", k):
            ok = national_ok(v)
        elif k in ("aws_sk1", "aws_sk2", "aws_sk3", "ali_sk1", "ali_sk2", "tc_sk1", "pk_live1", "binance1") or \
                re.match(r"(totp|slack_hook|ding_hook|feishu_hook|wecom_hook|teams_hook|pem|csec|sess|recovery|refresh)", k):
            ok = len(v) >= 16
        else:
            ok = apikey_ok(v)
        if not ok:
            bad.append(("gen", k, v))
    return bad


if __name__ == "__main__":
    b = selftest()
    for k, v in sorted(VALUES.items()):
        print("%-14s %s" % (k, v.replace("\n", "\\n")))
    print("selftest:", "OK" if not b else b)
