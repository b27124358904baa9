"""Invented, well-formed values for corpus_blind8 (check digits computed here).

Everything is generated from a fixed seed: random.Random(20261204).
Texts refer to a value as ``$name``.  Validators below are also used by
check_blind.py; ``selftest()`` runs them on published examples.
"""
import base64
import json
import random
import re
import string

RNG = random.Random(20261204)

# ---------------------------------------------------------------- validators

def luhn_ok(num):
    d = [int(c) for c in re.sub(r"\D", "", num)]
    if len(d) < 2:
        return False
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return s % 10 == 0


def luhn_digit(body):
    for c in "0123456789":
        if luhn_ok(body + c):
            return c
    raise ValueError(body)


IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "BE": 16,
            "CH": 21, "AT": 20, "PL": 28, "IE": 22, "PT": 25, "SE": 24, "NO": 15,
            "DK": 18, "FI": 18, "LU": 20}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(iban):
    s = re.sub(r"\s", "", iban).upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def iban_make(cc, bban):
    chk = 98 - _iban_num(bban + cc + "00") % 97
    return cc + "%02d" % chk + bban


def _valid_date(y, m, d):
    import datetime
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_C = "10X98765432"


def cnid_ok(v):
    v = v.upper()
    if not re.fullmatch(r"\d{17}[\dX]", v):
        return False
    if not _valid_date(int(v[6:10]), int(v[10:12]), int(v[12:14])):
        return False
    return CN_C[sum(int(a) * w for a, w in zip(v[:17], CN_W)) % 11] == v[17]


def cnid_make(area, ymd, seq):
    body = area + ymd + "%03d" % seq
    return body + CN_C[sum(int(a) * w for a, w in zip(body, CN_W)) % 11]


def cnid_birth(v):
    return int(v[6:10]), int(v[10:12]), int(v[12:14])

# --- national ids of other countries -------------------------------------

def nl_bsn_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 9:
        return False
    s = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return s % 11 == 0


def es_dni_ok(v):
    v = v.upper().replace("-", "").replace(" ", "")
    L = "TRWAGMYFPDXBNJZSQVHLCKE"
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", v)
    if not m:
        return False
    n = m.group(2)
    if m.group(1):
        if len(n) != 7:
            return False
        n = str("XYZ".index(m.group(1))) + n
    elif len(n) != 8:
        return False
    return L[int(n) % 23] == m.group(3)


_CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21] +
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                    12, 14, 16, 10, 22, 25, 24, 23]))


def _cf_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def it_cf_check(body):
    s = 0
    for i, c in enumerate(body):
        s += _CF_ODD[c] if i % 2 == 0 else _cf_even(c)
    return chr(65 + s % 26)


def it_cf_ok(v):
    v = v.upper()
    if not re.fullmatch(r"[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", v):
        return False
    return it_cf_check(v[:15]) == v[15]


def fr_nir_ok(v):
    d = re.sub(r"\s", "", v)
    if not re.fullmatch(r"[12]\d{14}", d):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def be_nn_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 11:
        return False
    k = int(d[9:])
    return 97 - int(d[:9]) % 97 == k or 97 - int("2" + d[:9]) % 97 == k


def se_pnr_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) == 12:
        d = d[2:]
    return len(d) == 10 and luhn_ok(d)


FI_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_hetu_ok(v):
    m = re.fullmatch(r"(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])", v.upper())
    return bool(m) and FI_C[int(m.group(1) + m.group(2)) % 31] == m.group(3)


def pl_pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(a) * b for a, b in zip(v, w)) % 10) % 10 == int(v[10])


def br_cpf_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 11 or len(set(d)) == 1:
        return False
    for n in (9, 10):
        s = sum(int(d[i]) * (n + 1 - i) for i in range(n))
        r = s * 10 % 11 % 10
        if r != int(d[n]):
            return False
    return True


_VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],
       [3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],
       [6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],
       [9,8,7,6,5,4,3,2,1,0]]
_VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],
       [8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],
       [2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
_VINV = [0,4,3,2,1,5,6,7,8,9]


def verhoeff_ok(num):
    c = 0
    for i, x in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(x)]]
    return c == 0


def verhoeff_digit(body):
    c = 0
    for i, x in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(x)]]
    return str(_VINV[c])


def in_aadhaar_ok(v):
    d = re.sub(r"\s", "", v)
    return bool(re.fullmatch(r"[2-9]\d{11}", d)) and verhoeff_ok(d)


def sg_nric_ok(v):
    v = v.upper()
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m:
        return False
    w = [2, 7, 6, 5, 4, 3, 2]
    s = sum(int(a) * b for a, b in zip(m.group(2), w))
    if m.group(1) in "TG":
        s += 4
    tab = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return tab[s % 11] == m.group(3)


def ca_sin_ok(v):
    d = re.sub(r"[\s-]", "", v)
    return bool(re.fullmatch(r"[0-79]\d{8}", d)) and luhn_ok(d)


def za_id_ok(v):
    return bool(re.fullmatch(r"\d{13}", v)) and _valid_date(
        2000 + int(v[:2]) if int(v[:2]) < 30 else 1900 + int(v[:2]),
        int(v[2:4]), int(v[4:6])) and luhn_ok(v)


def tr_tc_ok(v):
    if not re.fullmatch(r"[1-9]\d{10}", v):
        return False
    d = [int(c) for c in v]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    return d10 == d[9] and sum(d[:10]) % 10 == d[10]


def pt_nif_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 9:
        return False
    r = 11 - sum(int(d[i]) * (9 - i) for i in range(8)) % 11
    return (0 if r >= 10 else r) == int(d[8])


def au_tfn_ok(v):
    d = re.sub(r"\D", "", v)
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    return len(d) == 9 and sum(int(a) * b for a, b in zip(d, w)) % 11 == 0


def cl_rut_ok(v):
    m = re.fullmatch(r"([\d.]+)-([\dkK])", v)
    if not m:
        return False
    n = m.group(1).replace(".", "")
    s = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(n)))
    r = 11 - s % 11
    dv = {11: "0", 10: "K"}.get(r, str(r))
    return dv == m.group(2).upper()


def uk_nino_ok(v):
    s = v.replace(" ", "").upper()
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])", s)
    return bool(m) and s[:2] not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ")


NATIONAL_SCHEMES = {
    "nl_bsn": nl_bsn_ok, "es_dni": es_dni_ok, "it_cf": it_cf_ok, "fr_nir": fr_nir_ok,
    "be_nn": be_nn_ok, "se_pnr": se_pnr_ok, "fi_hetu": fi_hetu_ok, "pl_pesel": pl_pesel_ok,
    "br_cpf": br_cpf_ok, "in_aadhaar": in_aadhaar_ok, "sg_nric": sg_nric_ok,
    "ca_sin": ca_sin_ok, "za_id": za_id_ok, "tr_tc": tr_tc_ok, "pt_nif": pt_nif_ok,
    "au_tfn": au_tfn_ok, "cl_rut": cl_rut_ok, "uk_nino": uk_nino_ok, "ch_ahv": None,
}


def ch_ahv_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 13 or not d.startswith("756"):
        return False
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(d[:12]))
    return (10 - s % 10) % 10 == int(d[12])


NATIONAL_SCHEMES["ch_ahv"] = ch_ahv_ok


def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", v)
    if not m:
        return False
    a, g, s = m.groups()
    return a not in ("000", "666") and a[0] != "9" and g != "00" and s != "0000"


TEST_CARDS = {
    "4111111111111111", "4242424242424242", "4012888888881881", "4000056655665556",
    "5555555555554444", "5105105105105100", "5200828282828210", "2223003122003222",
    "378282246310005", "371449635398431", "378734493671000", "6011111111111117",
    "6011000990139424", "3530111333300000", "3566002020360505", "30569309025904",
    "38520000023237", "6200000000000005", "4000000000000002", "4000000000009995",
    "4000002500003155", "5425233430109903", "4917610000000000", "6250941006528599",
    "6221261111111111", "4222222222222", "4000000000000077", "374245455400126",
}

DOC_IP_RE = re.compile(r"^(127\.|192\.0\.2\.|198\.51\.100\.|203\.0\.113\.|::1$|2001:db8:|2001:0db8:)", re.I)

# ---------------------------------------------------------------- generators
R = RNG


def _digits(n):
    return "".join(R.choice("0123456789") for _ in range(n))


def _chars(n, alphabet):
    return "".join(R.choice(alphabet) for _ in range(n))


ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def card(prefix, length):
    while True:
        body = prefix + _digits(length - len(prefix) - 1)
        n = body + luhn_digit(body)
        if n not in TEST_CARDS:
            return n


def group4(n):
    return " ".join(n[i:i + 4] for i in range(0, len(n), 4))


def amex_fmt(n):
    return n[:4] + " " + n[4:10] + " " + n[10:]


def make_nl_bsn():
    while True:
        b = str(R.randint(1, 9)) + _digits(7)
        s = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if s < 10:
            return b + str(s)


def make_es_dni():
    n = "%08d" % R.randint(10000000, 79999999)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def make_es_nie():
    n = _digits(7)
    p = R.choice("XY")
    return p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(p)) + n) % 23]


def make_it_cf(sur3, name3, yy, month_letter, day, town):
    body = sur3 + name3 + yy + month_letter + "%02d" % day + town
    return body + it_cf_check(body)


def make_fr_nir(sex, yy, mm, dept, commune, order):
    body = "%d%s%s%s%s%s" % (sex, yy, mm, dept, commune, order)
    return body, "%02d" % (97 - int(body) % 97)


def make_be_nn(yy, mm, dd, seq, y2000=False):
    b = "%s%s%s%03d" % (yy, mm, dd, seq)
    k = 97 - int(("2" if y2000 else "") + b) % 97
    return "%s.%s.%s-%03d.%02d" % (yy, mm, dd, seq, k)


def make_se_pnr(yymmdd, nnn):
    b = yymmdd + nnn
    return yymmdd + "-" + nnn + luhn_digit(b)


def make_fi_hetu(ddmmyy, sep, nnn):
    return ddmmyy + sep + nnn + FI_C[int(ddmmyy + nnn) % 31]


def make_pesel(yy, mm, dd, serial4):
    b = yy + mm + dd + serial4
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(a) * c for a, c in zip(b, w)) % 10) % 10)


def make_cpf():
    d = _digits(9)
    for n in (9, 10):
        s = sum(int(d[i]) * (n + 1 - i) for i in range(n))
        d += str(s * 10 % 11 % 10)
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])


def make_aadhaar():
    b = str(R.randint(2, 9)) + _digits(10)
    n = b + verhoeff_digit(b)
    return "%s %s %s" % (n[:4], n[4:8], n[8:])


def make_nric(p):
    d = _digits(7)
    w = [2, 7, 6, 5, 4, 3, 2]
    s = sum(int(a) * b for a, b in zip(d, w)) + (4 if p in "TG" else 0)
    tab = "JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK"
    return p + d + tab[s % 11]


def make_sin():
    b = str(R.choice("1234567")) + _digits(7)
    n = b + luhn_digit(b)
    return "%s %s %s" % (n[:3], n[3:6], n[6:])


def make_za(yymmdd, gender_digit, citizen="0"):
    b = yymmdd + gender_digit + _digits(3) + citizen + "8"
    return b + luhn_digit(b)


def make_tc():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def make_nif():
    b = str(R.choice("123")) + _digits(7)
    r = 11 - sum(int(b[i]) * (9 - i) for i in range(8)) % 11
    return b + str(0 if r >= 10 else r)


def make_tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        b = str(R.randint(1, 9)) + _digits(7)
        s = sum(int(a) * c for a, c in zip(b, w))
        for last in range(10):
            if (s + last * 10) % 11 == 0:
                n = b + str(last)
                return "%s %s %s" % (n[:3], n[3:6], n[6:])


def make_rut():
    n = str(R.randint(8000000, 24999999))
    s = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(n)))
    r = 11 - s % 11
    dv = {11: "0", 10: "K"}.get(r, str(r))
    f = "{:,}".format(int(n)).replace(",", ".")
    return f + "-" + dv


def make_iban(cc, spaced=False):
    bb = {
        "DE": lambda: _digits(18),
        "GB": lambda: R.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + _digits(14),
        "FR": lambda: _digits(10) + _chars(11, "0123456789ABCDEFGHJK") + _digits(2),
        "ES": lambda: _digits(20),
        "IT": lambda: R.choice("ABCDEFGHKLMNPRSTXZ") + _digits(10) + _digits(12),
        "NL": lambda: R.choice(["ABNA", "INGB", "RABO", "TRIO", "SNSB"]) + _digits(10),
        "BE": lambda: (lambda b: b + "%02d" % ((int(b) % 97) or 97))(_digits(10)),
        "CH": lambda: _digits(17),
        "AT": lambda: _digits(16),
        "PL": lambda: _digits(24),
        "IE": lambda: R.choice(["AIBK", "BOFI"]) + _digits(14),
        "PT": lambda: _digits(21),
        "SE": lambda: _digits(20),
        "NO": lambda: _digits(11),
        "DK": lambda: _digits(14),
        "FI": lambda: _digits(14),
        "LU": lambda: _digits(3) + _chars(13, "0123456789"),
    }[cc]()
    ib = iban_make(cc, bb)
    if spaced:
        return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4))
    return ib


def make_jwt(payload):
    def b64(o):
        raw = json.dumps(o, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()
    sig = base64.urlsafe_b64encode(bytes(R.randrange(256) for _ in range(32))).rstrip(b"=").decode()
    return b64({"alg": "HS256", "typ": "JWT"}) + "." + b64(payload) + "." + sig


def b64chars(n):
    return _chars(n, ALNUM + "+/")


def pem(kind):
    body = [_chars(64, ALNUM + "+/") for _ in range(3)] + [_chars(R.randint(20, 40), ALNUM + "+/") + "=="]
    if kind == "openssh":
        body[0] = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" 
        return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END OPENSSH PRIVATE KEY-----"
    if kind == "rsa":
        body[0] = "MIIEowIBAAKCAQEA" + body[0][16:]
        return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END RSA PRIVATE KEY-----"
    body[0] = "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg" + body[0][48:]
    return "-----BEGIN PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END PRIVATE KEY-----"


V = {}
SCHEME = {}   # value name -> national id scheme


def nat(name, scheme, value):
    V[name] = value
    SCHEME[name] = scheme


# cards
for i in range(1, 9):
    V["visa%d" % i] = card("4", 16)
for i in range(1, 6):
    V["mc%d" % i] = card(R.choice(["51", "52", "53", "54", "55", "2221", "2304", "2511"]), 16)
for i in range(1, 4):
    V["amex%d" % i] = card(R.choice(["34", "37"]), 15)
for i in range(1, 8):
    V["cup%d" % i] = card(R.choice(["622848", "621700", "622202", "625807", "623668", "621483"]), R.choice([16, 19]))
for i in range(1, 3):
    V["jcb%d" % i] = card("35" + str(R.randint(28, 89)), 16)
V["disc1"] = card("6011", 16)
for k in list(V):
    V[k + "_s"] = amex_fmt(V[k]) if len(V[k]) == 15 else group4(V[k])

# IBANs
for cc, n in [("DE", 3), ("GB", 3), ("FR", 2), ("ES", 2), ("IT", 2), ("NL", 2), ("BE", 1),
              ("CH", 1), ("AT", 1), ("PL", 1), ("IE", 1), ("PT", 1), ("SE", 1), ("NO", 1),
              ("DK", 1), ("FI", 1), ("LU", 1)]:
    for i in range(1, n + 1):
        V["iban_%s%d" % (cc.lower(), i)] = make_iban(cc)
        V["iban_%s%d_s" % (cc.lower(), i)] = " ".join(
            V["iban_%s%d" % (cc.lower(), i)][j:j + 4] for j in range(0, len(V["iban_%s%d" % (cc.lower(), i)]), 4))

# Chinese resident ID numbers: (name, area, yyyymmdd, seq)
for nm, area, ymd, seq in [
    ("id_wang", "110105", "19880314", 271), ("id_li", "310104", "19920705", 148),
    ("id_zhang", "440305", "19790922", 35), ("id_liu", "510107", "20010117", 462),
    ("id_chen", "330106", "19851130", 513), ("id_yang", "420106", "19960228", 86),
    ("id_zhao", "320102", "19731009", 227), ("id_huang", "370202", "19990401", 654),
    ("id_zhou", "610113", "19670616", 319), ("id_wu", "500103", "19941203", 92),
    ("id_xu", "350203", "19900808", 775), ("id_sun", "210102", "19831225", 406),
    ("id_ma", "120104", "20030530", 18), ("id_hu", "430104", "19771111", 541),
    ("id_guo", "410105", "19950219", 364), ("id_lin", "350102", "19890927", 682),
    ("id_he", "530102", "19621014", 157), ("id_gao", "130102", "19980707", 240),
    ("id_luo", "360102", "19870402", 933), ("id_zheng", "440106", "19910823", 471),
    ("id_xie", "450103", "20000229", 126), ("id_tang", "520102", "19840516", 388),
    ("id_feng", "140105", "19760301", 57), ("id_deng", "440304", "19930612", 814),
    ("id_cao", "230103", "19810120", 699), ("id_peng", "430602", "19971008", 303),
    ("id_ye", "330203", "19860704", 248), ("id_jiang", "320583", "19940918", 591),
    ("id_song", "370102", "19720225", 142), ("id_tian", "620102", "19890101", 466),
    ("id_han", "220102", "19930330", 207), ("id_du", "340104", "19801215", 825),
    ("id_pan", "310115", "19990611", 374), ("id_qin", "610103", "19681128", 552),
    ("id_yu", "420111", "19950806", 619), ("id_bai", "150102", "19910409", 73),
    ("id_kid", "120103", "20120530", 218), ("id_lu", "330102", "19900215", 137),
    ("id_fang", "440103", "19821107", 264), ("id_shi", "510104", "19970320", 491),
]:
    V[nm] = cnid_make(area, ymd, seq)

# national IDs of other countries
for i in range(1, 4):
    nat("bsn%d" % i, "nl_bsn", make_nl_bsn())
for i in range(1, 4):
    nat("dni%d" % i, "es_dni", make_es_dni())
nat("nie1", "es_dni", make_es_nie())
nat("nie2", "es_dni", make_es_nie())
nat("cf1", "it_cf", make_it_cf("BNC", "GLI", "87", "E", 63, "F205"))   # Bianchi Giulia? female day+40 below
nat("cf2", "it_cf", make_it_cf("FRR", "MRC", "90", "L", 4, "H501"))
nat("cf3", "it_cf", make_it_cf("RCC", "LNE", "82", "A", 51, "L219"))
b, k = make_fr_nir(2, "86", "07", "75", "113", "042"); nat("nir1", "fr_nir", "%s %s %s %s %s %s %s" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k))
b, k = make_fr_nir(1, "79", "11", "69", "383", "217"); nat("nir2", "fr_nir", b + k)
nat("be1", "be_nn", make_be_nn("85", "04", "12", 187))
nat("be2", "be_nn", make_be_nn("01", "09", "30", 214, y2000=True))
nat("se1", "se_pnr", make_se_pnr("850612", "247"))
nat("se2", "se_pnr", make_se_pnr("920331", "568"))
nat("fi1", "fi_hetu", make_fi_hetu("140589", "-", "317"))
nat("fi2", "fi_hetu", make_fi_hetu("020703", "A", "246"))
nat("pesel1", "pl_pesel", make_pesel("91", "06", "17", "0426"))
nat("pesel2", "pl_pesel", make_pesel("02", "23", "08", "1753"))   # born 2002-03-08
for i in range(1, 4):
    nat("cpf%d" % i, "br_cpf", make_cpf())
for i in range(1, 4):
    nat("aadhaar%d" % i, "in_aadhaar", make_aadhaar())
nat("nric1", "sg_nric", make_nric("S"))
nat("nric2", "sg_nric", make_nric("T"))
nat("fin1", "sg_nric", make_nric("G"))
nat("sin1", "ca_sin", make_sin())
nat("sin2", "ca_sin", make_sin())
nat("za1", "za_id", make_za("880214", "5"))
nat("za2", "za_id", make_za("930705", "0"))
nat("tc1", "tr_tc", make_tc())
nat("tc2", "tr_tc", make_tc())
nat("nif1", "pt_nif", make_nif())
nat("nif2", "pt_nif", make_nif())
nat("tfn1", "au_tfn", make_tfn())
nat("tfn2", "au_tfn", make_tfn())
nat("rut1", "cl_rut", make_rut())
nat("rut2", "cl_rut", make_rut())
nat("nino1", "uk_nino", "WK 48 61 27 C")
nat("nino2", "uk_nino", "JM305914A")
nat("nino3", "uk_nino", "NH 72 03 58 B")

# API keys / secrets (vendor shapes)
for i in range(1, 4):
    V["aws_id%d" % i] = "AKIA" + _chars(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    V["aws_secret%d" % i] = _chars(40, ALNUM + "/+")
V["aws_sts_id1"] = "ASIA" + _chars(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
for i in range(1, 4):
    V["ghp%d" % i] = "ghp_" + _chars(36, ALNUM)
V["gh_fine1"] = "github_pat_11" + _chars(20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + "_" + _chars(59, ALNUM)
for i in range(1, 3):
    V["glpat%d" % i] = "glpat-" + _chars(20, ALNUM + "-_")
for i in range(1, 3):
    V["stripe_sk%d" % i] = "sk_live_51" + _chars(97, ALNUM)
V["stripe_rk1"] = "rk_live_51" + _chars(97, ALNUM)
V["stripe_whsec1"] = "whsec_" + _chars(32, ALNUM)
V["stripe_pk1"] = "pk_live_51" + _chars(97, ALNUM)
for i in range(1, 3):
    V["xoxb%d" % i] = "xoxb-%s-%s-%s" % (_digits(12), _digits(13), _chars(24, ALNUM))
V["xoxp1"] = "xoxp-%s-%s-%s-%s" % (_digits(12), _digits(13), _digits(13), _chars(32, HEX))
for i in range(1, 3):
    V["slack_hook%d" % i] = "https://hooks.slack.com/services/T%s/B%s/%s" % (
        _chars(8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), _chars(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), _chars(24, ALNUM))
for i in range(1, 3):
    V["openai%d" % i] = "sk-proj-" + _chars(74, ALNUM + "-_") + "T3BlbkFJ" + _chars(74, ALNUM + "-_")
V["openai_old1"] = "sk-" + _chars(20, ALNUM) + "T3BlbkFJ" + _chars(20, ALNUM)
for i in range(1, 3):
    V["anthropic%d" % i] = "sk-ant-api03-" + _chars(93, ALNUM + "-_") + "AA"
for i in range(1, 4):
    V["gapi%d" % i] = "AIza" + _chars(35, ALNUM + "-_")
V["sendgrid1"] = "SG." + _chars(22, ALNUM + "-_") + "." + _chars(43, ALNUM + "-_")
V["twilio_sid1"] = "AC" + _chars(32, HEX)
V["twilio_tok1"] = _chars(32, HEX)
for i in range(1, 4):
    V["jwt%d" % i] = make_jwt({"sub": str(R.randint(10000, 99999)), "iat": 1764900000 + R.randint(0, 9999999),
                               "exp": 1799000000 + R.randint(0, 9999999)})
V["atlassian1"] = "ATATT3xFfGF0" + _chars(171, ALNUM + "-_") + "=" + _chars(8, "0123456789ABCDEF")
V["npm1"] = "npm_" + _chars(36, ALNUM)
V["hf1"] = "hf_" + _chars(34, string.ascii_letters)
V["shpat1"] = "shpat_" + _chars(32, HEX)
V["mailgun1"] = "key-" + _chars(32, HEX)
V["sentry_dsn1"] = "https://%s@o%s.ingest.sentry.io/%s" % (_chars(32, HEX), _digits(6), _digits(7))
V["sentry_dsn2"] = "https://%s@o%s.ingest.us.sentry.io/%s" % (_chars(32, HEX), _digits(6), _digits(7))
for i in range(1, 4):
    V["ali_id%d" % i] = "LTAI5t" + _chars(18, ALNUM)
    V["ali_secret%d" % i] = _chars(30, ALNUM)
for i in range(1, 3):
    V["tc_id%d" % i] = "AKID" + _chars(32, ALNUM)
    V["tc_key%d" % i] = _chars(32, ALNUM)
for i in range(1, 4):
    V["wx_appid%d" % i] = "wx" + _chars(16, HEX)
    V["wx_secret%d" % i] = _chars(32, HEX)
for i in range(1, 3):
    V["feishu_hook%d" % i] = "https://open.feishu.cn/open-apis/bot/v2/hook/%s-%s-%s-%s-%s" % (
        _chars(8, HEX), _chars(4, HEX), _chars(4, HEX), _chars(4, HEX), _chars(12, HEX))
    V["ding_hook%d" % i] = "https://oapi.dingtalk.com/robot/send?access_token=" + _chars(64, HEX)
V["ding_sec1"] = "SEC" + _chars(64, HEX)
V["azure_key1"] = _chars(86, ALNUM + "+/") + "=="
for i in range(1, 4):
    V["totp%d" % i] = _chars(32, B32)
V["bearer1"] = _chars(40, ALNUM)
V["bearer2"] = _chars(48, ALNUM + "-_")
V["pem_ssh1"] = pem("openssh")
V["pem_rsa1"] = pem("rsa")
V["pem_ec1"] = pem("ec")
V["client_secret1"] = _chars(40, ALNUM + "~._-")
V["client_secret2"] = _chars(34, ALNUM)
V["django_secret1"] = "django-insecure-" + _chars(50, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)")
V["rails_key1"] = _chars(32, HEX)
V["deepseek1"] = "sk-" + _chars(32, HEX)
V["moonshot1"] = "sk-" + _chars(48, ALNUM)
V["mapbox1"] = "pk.eyJ1IjoiY" + _chars(60, ALNUM) + "." + _chars(22, ALNUM + "-_")
V["datadog1"] = _chars(32, HEX)
V["gitlab_runner1"] = "glrt-" + _chars(20, ALNUM + "-_")
V["hook_secret1"] = _chars(40, HEX)
V["vault_tok1"] = "hvs." + _chars(24, ALNUM)
V["docker_pat1"] = "dckr_pat_" + _chars(27, ALNUM + "-_")
V["qiniu_ak1"] = _chars(40, ALNUM + "-_")
V["qiniu_sk1"] = _chars(40, ALNUM + "-_")
V["uuid1"] = "%s-%s-4%s-%s%s-%s" % (_chars(8, HEX), _chars(4, HEX), _chars(3, HEX), R.choice("89ab"), _chars(3, HEX), _chars(12, HEX))
V["uuid2"] = "%s-%s-4%s-%s%s-%s" % (_chars(8, HEX), _chars(4, HEX), _chars(3, HEX), R.choice("89ab"), _chars(3, HEX), _chars(12, HEX))
V["uuid3"] = "%s-%s-4%s-%s%s-%s" % (_chars(8, HEX), _chars(4, HEX), _chars(3, HEX), R.choice("89ab"), _chars(3, HEX), _chars(12, HEX))
for i in range(1, 6):
    V["sha%d" % i] = _chars(40, HEX)
    V["sha%d_short" % i] = V["sha%d" % i][:7]
V["sha256_1"] = _chars(64, HEX)
V["md5_1"] = _chars(32, HEX)


def make_ahv():
    b = "756" + _digits(9)
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(b))
    d = b + str((10 - s % 10) % 10)
    return "%s.%s.%s.%s" % (d[:3], d[3:7], d[7:11], d[11:])


nat("ahv1", "ch_ahv", make_ahv())
nat("cf4", "it_cf", make_it_cf("CNT", "DVD", "90", "L", 4, "H501"))   # Conti Davide, m, 1990-07-04, Roma
nat("cf5", "it_cf", make_it_cf("QIU", "WJN", "82", "A", 51, "Z210"))  # Qiu Wenjing, f, 1982-01-11, born in China
V["wg_priv1"] = base64.b64encode(bytes(R.randrange(256) for _ in range(32))).decode()
V["wg_pub1"] = base64.b64encode(bytes(R.randrange(256) for _ in range(32))).decode()

VALUES = V


def national_scheme_of(value):
    for name, sch in SCHEME.items():
        if V[name] == value:
            return sch
    return None


def selftest():
    """Return list of failures on published examples (empty = ok)."""
    bad = []
    def t(cond, what):
        if not cond:
            bad.append(what)
    t(luhn_ok("79927398713"), "luhn 79927398713")
    t(not luhn_ok("79927398710"), "luhn negative")
    for ib in ["GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606",
               "NL91ABNA0417164300", "ES9121000418450200051332", "IT60X0542811101000000123456",
               "BE68539007547034", "CH9300762011623852957"]:
        t(iban_ok(ib), "iban " + ib)
    t(not iban_ok("GB82WEST12345698765433"), "iban negative")
    t(cnid_ok("11010519491231002X"), "cnid GB11643 example")
    t(not cnid_ok("110105194912310021"), "cnid negative")
    t(nl_bsn_ok("111222333") and nl_bsn_ok("123456782"), "bsn")
    t(es_dni_ok("12345678Z") and es_dni_ok("X1234567L"), "dni/nie")
    t(it_cf_ok("RSSMRA85T10A562S"), "codice fiscale")
    t(fr_nir_ok("255081416802538"), "nir 2 55 08 14 168 025 38")
    t(be_nn_ok("93051822361"), "be 93.05.18-223.61")
    t(se_pnr_ok("811228-9874"), "se 811228-9874")
    t(fi_hetu_ok("131052-308T"), "fi 131052-308T")
    t(pl_pesel_ok("44051401359"), "pesel 44051401359")
    t(br_cpf_ok("111.444.777-35"), "cpf 111.444.777-35")
    t(verhoeff_ok("2363") and verhoeff_digit("236") == "3", "verhoeff 236->3")
    t(sg_nric_ok("S1234567D"), "nric S1234567D")
    t(ca_sin_ok("046 454 286"), "sin 046 454 286")
    t(za_id_ok("8001015009087"), "za 8001015009087")
    t(tr_tc_ok("10000000146"), "tc 10000000146")
    t(pt_nif_ok("123456789"), "nif 123456789")
    t(au_tfn_ok("123456782"), "tfn 123456782")
    t(cl_rut_ok("12.345.678-5"), "rut 12.345.678-5")
    t(uk_nino_ok("AB123456C") and not uk_nino_ok("QQ123456C") and not uk_nino_ok("GB123456A"), "nino")
    t(ch_ahv_ok("756.1234.5678.97"), "ahv 756.1234.5678.97")
    t(ssn_ok("123-45-6789") and not ssn_ok("666-12-3456") and not ssn_ok("912-34-5678"), "ssn")
    return bad


if __name__ == "__main__":
    print(selftest() or "selftest ok")
    for k in sorted(V):
        print(k, "=", V[k].replace("\n", "\\n")[:100])
