"""Seeded generators and validators for every corpus value that carries
check digits (cards, IBANs, Chinese resident IDs, national IDs) and for
vendor-shaped secrets.  All values are invented.

VALUES[name] -> string used for `$name` in the texts.
VALIDATORS[name] -> callable(value) -> bool for values with a checkable scheme.
selftest() checks every validator on published examples.
"""
import base64
import datetime
import json
import random
import string

SEED = 20261205
RNG = random.Random(SEED)

DIGITS = string.digits
UPPER = string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits
UPALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"


def _r(chars, n, rng=RNG):
    return "".join(rng.choice(chars) for _ in range(n))


def only_digits(s):
    return "".join(c for c in s if c.isdigit())


# ---------------------------------------------------------------- Luhn
def luhn_ok(s):
    d = only_digits(s)
    if len(d) < 2:
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


def luhn_digit(partial):
    for c in DIGITS:
        if luhn_ok(partial + c):
            return c
    raise AssertionError


def make_card(prefix, length, groups, sep=" "):
    body = prefix + _r(DIGITS, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    if not groups:
        return num
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return sep.join(out)


# ---------------------------------------------------------------- IBAN
IBAN_LENGTHS = {
    "GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "CH": 21,
    "BE": 16, "PL": 28, "AT": 20, "IE": 22, "PT": 25, "SE": 24, "DK": 18,
    "FI": 18, "NO": 15, "LU": 20,
}


def _iban_mod(s):
    s = s[4:] + s[:4]
    num = "".join(str(int(c, 36)) for c in s)
    return int(num) % 97


def iban_ok(s):
    s = s.replace(" ", "").upper()
    if len(s) < 5 or not s[:2].isalpha() or not s[2:4].isdigit():
        return False
    if IBAN_LENGTHS.get(s[:2]) != len(s):
        return False
    if not all(c in UPALNUM for c in s):
        return False
    return _iban_mod(s) == 1


# bban shape: sequence of (charset, count)
_BBAN = {
    "GB": [(UPPER, 4), (DIGITS, 14)],
    "DE": [(DIGITS, 18)],
    "FR": [(DIGITS, 10), (UPALNUM, 11), (DIGITS, 2)],
    "NL": [(UPPER, 4), (DIGITS, 10)],
    "ES": [(DIGITS, 20)],
    "IT": [(UPPER, 1), (DIGITS, 10), (UPALNUM, 12)],
    "CH": [(DIGITS, 5), (UPALNUM, 12)],
    "BE": [(DIGITS, 12)],
    "PL": [(DIGITS, 24)],
    "AT": [(DIGITS, 16)],
    "IE": [(UPPER, 4), (DIGITS, 14)],
    "PT": [(DIGITS, 21)],
    "SE": [(DIGITS, 20)],
}
_BANKS = {"GB": ["BARC", "LOYD", "NWBK", "MIDL", "HBUK"], "NL": ["ABNA", "INGB", "RABO"],
          "IE": ["AIBK", "BOFI"]}


def make_iban(cc, grouped=False):
    parts = []
    for k, (cs, n) in enumerate(_BBAN[cc]):
        if k == 0 and cc in _BANKS:
            parts.append(RNG.choice(_BANKS[cc]))
        else:
            parts.append(_r(cs, n))
    bban = "".join(parts)
    chk = 98 - _iban_mod(cc + "00" + bban)
    iban = "%s%02d%s" % (cc, chk, bban)
    assert iban_ok(iban), iban
    if grouped:
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


# ---------------------------------------------------------------- China GB 11643
_CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
_CN_C = "10X98765432"


def cn_check(first17):
    return _CN_C[sum(int(a) * b for a, b in zip(first17, _CN_W)) % 11]


def _valid_date(y, m, d, lo=1900, hi=2026):
    try:
        dt = datetime.date(y, m, d)
    except ValueError:
        return False
    return lo <= y <= hi and dt <= datetime.date(2026, 12, 5)


def cn_id_ok(s):
    if len(s) != 18 or not s[:17].isdigit() or s[17] not in DIGITS + "X":
        return False
    if not _valid_date(int(s[6:10]), int(s[10:12]), int(s[12:14])):
        return False
    return cn_check(s[:17]) == s[17]


_CN_REGIONS = ["110105", "110108", "310104", "310115", "440305", "440106", "330106",
               "510107", "420106", "320102", "370202", "350203", "610113", "500103",
               "120101", "430104", "210202", "130102", "230103", "450103"]


def make_cn_id(want_x=None):
    while True:
        y = RNG.randint(1958, 2006)
        m = RNG.randint(1, 12)
        d = RNG.randint(1, 28)
        first = RNG.choice(_CN_REGIONS) + "%04d%02d%02d" % (y, m, d) + _r(DIGITS, 3)
        c = cn_check(first)
        if want_x is None or (want_x == (c == "X")):
            return first + c


# ---------------------------------------------------------------- national IDs
_DNI = "TRWAGMYFPDXBNJZSQVHLCKE"


def es_dni_ok(s):
    s = s.replace("-", "").upper()
    if len(s) == 9 and s[0] in "XYZ":
        s = str("XYZ".index(s[0])) + s[1:]
    return len(s) == 9 and s[:8].isdigit() and _DNI[int(s[:8]) % 23] == s[8]


def make_dni():
    n = RNG.randint(10000000, 79999999)
    return "%08d%s" % (n, _DNI[n % 23])


def make_nie():
    p = RNG.choice("XYZ")
    n = RNG.randint(0, 9999999)
    num = int(str("XYZ".index(p)) + "%07d" % n)
    return "%s%07d%s" % (p, n, _DNI[num % 23])


def nl_bsn_ok(s):
    s = only_digits(s)
    if len(s) != 9:
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0


def make_bsn():
    while True:
        s = str(RNG.randint(1, 9)) + _r(DIGITS, 8)
        if nl_bsn_ok(s):
            return s


_PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pl_pesel_ok(s):
    if len(s) != 11 or not s.isdigit():
        return False
    c = (10 - sum(int(a) * b for a, b in zip(s, _PESEL_W)) % 10) % 10
    if c != int(s[10]):
        return False
    yy, mm, dd = int(s[0:2]), int(s[2:4]), int(s[4:6])
    if mm > 20:
        return _valid_date(2000 + yy, mm - 20, dd)
    return _valid_date(1900 + yy, mm, dd)


def make_pesel():
    y = RNG.randint(1950, 2004)
    m = RNG.randint(1, 12)
    d = RNG.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    first = "%02d%02d%02d" % (y % 100, mm, d) + _r(DIGITS, 4)
    c = (10 - sum(int(a) * b for a, b in zip(first, _PESEL_W)) % 10) % 10
    return first + str(c)


_HETU = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_hetu_ok(s):
    if len(s) != 11 or s[6] not in "-+A":
        return False
    n = s[:6] + s[7:10]
    if not n.isdigit():
        return False
    return _HETU[int(n) % 31] == s[10]


def make_hetu():
    y = RNG.randint(1950, 1999)
    dd, mm = RNG.randint(1, 28), RNG.randint(1, 12)
    ind = RNG.randint(2, 899)
    n = "%02d%02d%02d%03d" % (dd, mm, y % 100, ind)
    return "%s-%s%s" % (n[:6], n[6:], _HETU[int(n) % 31])


def se_pnr_ok(s):
    d = only_digits(s)
    if len(d) == 12:
        d = d[2:]
    return len(d) == 10 and luhn_ok(d)


def make_pnr():
    y = RNG.randint(1950, 2000)
    first = "%02d%02d%02d" % (y % 100, RNG.randint(1, 12), RNG.randint(1, 28)) + _r(DIGITS, 3)
    c = luhn_digit(first)
    return first[:6] + "-" + first[6:] + c


def ca_sin_ok(s):
    d = only_digits(s)
    return len(d) == 9 and d[0] != "8" and luhn_ok(d)


def make_sin():
    first = str(RNG.choice([1, 2, 3, 4, 5, 6, 7])) + _r(DIGITS, 7)
    d = first + luhn_digit(first)
    return "%s %s %s" % (d[:3], d[3:6], d[6:])


# Verhoeff (Aadhaar)
_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(only_digits(s))):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(only_digits(s))):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def in_aadhaar_ok(s):
    d = only_digits(s)
    return len(d) == 12 and d[0] not in "01" and verhoeff_ok(d)


def make_aadhaar():
    first = str(RNG.randint(2, 9)) + _r(DIGITS, 10)
    d = first + verhoeff_digit(first)
    return "%s %s %s" % (d[:4], d[4:8], d[8:])


_NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def sg_nric_ok(s):
    if len(s) != 9 or s[0] not in "STFG" or not s[1:8].isdigit():
        return False
    t = sum(int(a) * b for a, b in zip(s[1:8], _NRIC_W))
    if s[0] in "TG":
        t += 4
    table = "JZIHGFEDCBA" if s[0] in "ST" else "XWUTRQPNMLK"
    return table[t % 11] == s[8]


def make_nric():
    p = RNG.choice("ST")
    body = _r(DIGITS, 7)
    t = sum(int(a) * b for a, b in zip(body, _NRIC_W)) + (4 if p == "T" else 0)
    return p + body + "JZIHGFEDCBA"[t % 11]


def _hk_sum(letters, digits):
    vals = []
    if len(letters) == 1:
        vals.append(36)
    vals += [ord(c) - 55 for c in letters]
    vals += [int(c) for c in digits]
    return sum(v * w for v, w in zip(vals, range(9, 1, -1)))


def hk_id_ok(s):
    s = s.replace("(", "").replace(")", "")
    letters = "".join(c for c in s[:2] if c.isalpha())
    rest = s[len(letters):]
    if len(letters) not in (1, 2) or len(rest) != 7 or not rest[:6].isdigit():
        return False
    c = (11 - _hk_sum(letters, rest[:6]) % 11) % 11
    return ("A" if c == 10 else str(c)) == rest[6]


def make_hkid():
    L = RNG.choice("ACDEGHKMPRVYZ")
    digits = _r(DIGITS, 6)
    c = (11 - _hk_sum(L, digits) % 11) % 11
    return "%s%s(%s)" % (L, digits, "A" if c == 10 else c)


def br_cpf_ok(s):
    d = [int(c) for c in only_digits(s)]
    if len(d) != 11 or len(set(d)) == 1:
        return False
    for n in (9, 10):
        t = sum(d[i] * (n + 1 - i) for i in range(n))
        c = (t * 10) % 11 % 10
        if c != d[n]:
            return False
    return True


def make_cpf():
    d = [RNG.randint(0, 9) for _ in range(9)]
    for n in (9, 10):
        t = sum(d[i] * (n + 1 - i) for i in range(n))
        d.append((t * 10) % 11 % 10)
    s = "".join(map(str, d))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


_CF_ODD = dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]))
_CF_ODD.update(zip(UPPER, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                           12, 14, 16, 10, 22, 25, 24, 23]))


def _cf_char(s15):
    t = 0
    for i, ch in enumerate(s15):
        if i % 2 == 0:
            t += _CF_ODD[ch]
        else:
            t += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + t % 26)


def it_cf_ok(s):
    return len(s) == 16 and s.isalnum() and s.isupper() is not False and _cf_char(s[:15]) == s[15]


def make_cf():
    cons = "BCDFGLMNPRSTVZ"
    s = _r(cons, 3) + _r(cons, 2) + RNG.choice("AEIO")
    s += "%02d" % RNG.randint(50, 99) + RNG.choice("ABCDEHLMPRST")
    s += "%02d" % RNG.choice([RNG.randint(1, 28), RNG.randint(41, 68)])
    s += RNG.choice("ABCDFGHL") + "%03d" % RNG.randint(1, 999)
    return s + _cf_char(s)


_TW = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21,
           N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def tw_id_ok(s):
    if len(s) != 10 or s[0] not in _TW or not s[1:].isdigit() or s[1] not in "12":
        return False
    code = _TW[s[0]]
    t = code // 10 + (code % 10) * 9 + sum(int(s[i]) * (9 - i) for i in range(1, 9)) + int(s[9])
    return t % 10 == 0


def make_twid():
    L = RNG.choice("ABCDEFHKLNR")
    body = RNG.choice("12") + _r(DIGITS, 7)
    for c in DIGITS:
        if tw_id_ok(L + body + c):
            return L + body + c


def uk_nino_ok(s):
    s = s.replace(" ", "")
    if len(s) != 9 or not s[:2].isalpha() or not s[2:8].isdigit() or s[8] not in "ABCD":
        return False
    if s[0] in "DFIQUV" or s[1] in "DFIQUVO" or s[:2] in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
        return False
    return True


def make_nino():
    while True:
        p = RNG.choice(UPPER) + RNG.choice(UPPER)
        s = p + _r(DIGITS, 6) + RNG.choice("ABCD")
        if uk_nino_ok(s):
            return "%s %s %s %s %s" % (s[:2], s[2:4], s[4:6], s[6:8], s[8])


def be_nn_ok(s):
    d = only_digits(s)
    if len(d) != 11:
        return False
    c = int(d[9:])
    return 97 - int(d[:9]) % 97 == c or 97 - int("2" + d[:9]) % 97 == c


def make_be_nn():
    y = RNG.randint(1955, 1999)
    first = "%02d%02d%02d%03d" % (y % 100, RNG.randint(1, 12), RNG.randint(1, 28), RNG.randint(1, 997))
    c = 97 - int(first) % 97
    return "%s.%s.%s-%s.%02d" % (first[:2], first[2:4], first[4:6], first[6:], c)


def fr_nir_ok(s):
    d = s.replace(" ", "")
    if len(d) != 15 or not d.isdigit():
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def make_nir():
    first = RNG.choice("12") + "%02d" % RNG.randint(55, 99) + "%02d" % RNG.randint(1, 12)
    first += "%02d" % RNG.randint(1, 95) + "%03d" % RNG.randint(1, 990) + "%03d" % RNG.randint(1, 999)
    k = 97 - int(first) % 97
    return "%s %s %s %s %s %s %02d" % (first[0], first[1:3], first[3:5], first[5:7],
                                       first[7:10], first[10:13], k)


# ---------------------------------------------------------------- secrets
def b64url(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def make_jwt(payload, alg="HS256"):
    h = b64url({"alg": alg, "typ": "JWT"})
    p = b64url(payload)
    sig = _r(B64URL, 43 if alg.startswith("HS") else 86)
    return "%s.%s.%s" % (h, p, sig)


def jwt_ok(s):
    try:
        h, p, sig = s.split(".")
        for part in (h, p):
            json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))
        return bool(sig)
    except Exception:
        return False


def make_pem(kind="RSA PRIVATE KEY", lines=8):
    body = "\n".join(_r(B64, 64) for _ in range(lines)) + "\n" + _r(B64, 40) + "=="
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, body, kind)


def _build():
    V = {}
    # cards
    for i in range(1, 9):
        V["visa%d" % i] = make_card("4" + _r(DIGITS, 5), 16, [4, 4, 4, 4], RNG.choice([" ", " ", "-"]))
    for i in range(1, 7):
        pre = RNG.choice(["51", "52", "53", "54", "55", "2221", "2720", "2305"])
        V["mc%d" % i] = make_card(pre, 16, [4, 4, 4, 4], " ")
    for i in range(1, 4):
        V["amex%d" % i] = make_card(RNG.choice(["34", "37"]), 15, [4, 6, 5], " ")
    for i in range(1, 9):
        pre = RNG.choice(["622202", "621700", "622848", "621226", "622588", "623668"])
        ln = RNG.choice([16, 19, 19])
        grp = [4, 4, 4, 4] if ln == 16 else [4, 4, 4, 4, 3]
        V["cup%d" % i] = make_card(pre, ln, grp, " ")
    V["jcb1"] = make_card("3566", 16, [4, 4, 4, 4], " ")
    V["disc1"] = make_card("6011", 16, [4, 4, 4, 4], "-")
    for i in range(1, 5):
        V["visa_raw%d" % i] = make_card("4" + _r(DIGITS, 5), 16, None)
        V["mc_raw%d" % i] = make_card("5" + RNG.choice("12345"), 16, None)
        V["cup_raw%d" % i] = make_card("6217", 19, None)
    # ibans
    for cc, n in [("GB", 3), ("DE", 4), ("FR", 2), ("NL", 3), ("ES", 2), ("IT", 2), ("CH", 1),
                  ("BE", 1), ("PL", 1), ("AT", 1), ("IE", 1), ("PT", 1), ("SE", 1)]:
        for i in range(1, n + 1):
            V["iban_%s%d" % (cc.lower(), i)] = make_iban(cc, grouped=(i % 2 == 0))
    # chinese resident IDs
    for i in range(1, 31):
        V["cnid%d" % i] = make_cn_id(want_x=True if i % 7 == 3 else None)
    # national ids
    for i in (1, 2, 3):
        V["dni%d" % i] = make_dni()
    V["nie1"] = make_nie()
    for i in (1, 2, 3):
        V["bsn%d" % i] = make_bsn()
    for i in (1, 2):
        V["pesel%d" % i] = make_pesel()
        V["hetu%d" % i] = make_hetu()
        V["pnr%d" % i] = make_pnr()
        V["cf%d" % i] = make_cf()
        V["be_nn%d" % i] = make_be_nn()
        V["nir%d" % i] = make_nir()
    for i in (1, 2, 3):
        V["sin%d" % i] = make_sin()
        V["aadhaar%d" % i] = make_aadhaar()
        V["nric%d" % i] = make_nric()
        V["hkid%d" % i] = make_hkid()
        V["cpf%d" % i] = make_cpf()
        V["twid%d" % i] = make_twid()
        V["nino%d" % i] = make_nino()
    # vendor keys
    for i in range(1, 6):
        V["aws_akid%d" % i] = "AKIA" + _r(UPALNUM.replace("0", "").replace("1", ""), 16)
        V["aws_secret%d" % i] = _r(ALNUM + "/+", 40)
    V["aws_asia1"] = "ASIA" + _r(UPALNUM, 16)
    for i in range(1, 5):
        V["ghp%d" % i] = "ghp_" + _r(ALNUM, 36)
    V["gho1"] = "gho_" + _r(ALNUM, 36)
    V["gh_pat1"] = "github_pat_11" + _r(UPALNUM, 20) + "_" + _r(ALNUM, 59)
    V["glpat1"] = "glpat-" + _r(ALNUM + "-_", 20)
    V["glpat2"] = "glpat-" + _r(ALNUM, 20)
    for i in range(1, 4):
        V["stripe_sk%d" % i] = "sk_live_51" + _r(ALNUM, 97)
        V["stripe_pk%d" % i] = "pk_live_51" + _r(ALNUM, 97)
    V["stripe_rk1"] = "rk_live_51" + _r(ALNUM, 97)
    V["stripe_whsec1"] = "whsec_" + _r(ALNUM, 32)
    V["stripe_test_pk1"] = "pk_test_51" + _r(ALNUM, 60)
    for i in range(1, 4):
        V["xoxb%d" % i] = "xoxb-%d-%d-%s" % (RNG.randint(10 ** 10, 10 ** 11), RNG.randint(10 ** 12, 10 ** 13), _r(ALNUM, 24))
    V["xoxp1"] = "xoxp-%d-%d-%d-%s" % (RNG.randint(10 ** 10, 10 ** 11), RNG.randint(10 ** 10, 10 ** 11), RNG.randint(10 ** 12, 10 ** 13), _r(HEX, 32))
    V["slack_hook1"] = "https://hooks.slack.com/services/T%s/B%s/%s" % (_r(UPALNUM, 8), _r(UPALNUM, 10), _r(ALNUM, 24))
    V["slack_hook2"] = "https://hooks.slack.com/services/T%s/B%s/%s" % (_r(UPALNUM, 10), _r(UPALNUM, 11), _r(ALNUM, 24))
    for i in range(1, 4):
        V["openai%d" % i] = "sk-proj-" + _r(ALNUM + "-_", 74) + "T3BlbkFJ" + _r(ALNUM + "-_", 74)
    V["anthropic1"] = "sk-ant-api03-" + _r(ALNUM + "-_", 93) + "AA"
    for i in range(1, 4):
        V["google%d" % i] = "AIza" + _r(ALNUM + "-_", 35)
    V["jwt1"] = make_jwt({"sub": "u_48213", "role": "admin", "iat": 1764547200, "exp": 1764633600})
    V["jwt2"] = make_jwt({"sub": "svc-billing", "aud": "api.internal", "iat": 1767225600}, "RS256")
    V["jwt3"] = make_jwt({"uid": 902117, "scope": "orders:read orders:write", "iat": 1772323200})
    V["jwt4"] = make_jwt({"sub": "7731", "tenant": "cn-east", "exp": 1780000000})
    V["sendgrid1"] = "SG." + _r(ALNUM + "-_", 22) + "." + _r(ALNUM + "-_", 43)
    V["twilio_sid1"] = "AC" + _r(HEX, 32)
    V["twilio_token1"] = _r(HEX, 32)
    V["npm1"] = "npm_" + _r(ALNUM, 36)
    V["hf1"] = "hf_" + _r(string.ascii_letters, 34)
    V["mailgun1"] = "key-" + _r(HEX, 32)
    V["azure_key1"] = _r(ALNUM + "+/", 86) + "=="
    V["sentry_dsn1"] = "https://%s@o%d.ingest.sentry.io/%d" % (_r(HEX, 32), RNG.randint(100000, 999999), RNG.randint(1000000, 9999999))
    V["sentry_dsn2"] = "https://%s@o%d.ingest.us.sentry.io/%d" % (_r(HEX, 32), RNG.randint(100000, 999999), RNG.randint(1000000, 9999999))
    V["pem_rsa1"] = make_pem("RSA PRIVATE KEY", 10)
    V["pem_ec1"] = make_pem("EC PRIVATE KEY", 2)
    V["pem_pk1"] = make_pem("PRIVATE KEY", 6)
    V["pem_ossh1"] = make_pem("OPENSSH PRIVATE KEY", 5)
    for i in range(1, 4):
        V["totp%d" % i] = _r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32 if i == 1 else 16)
    for i in (1, 2):
        V["ali_akid%d" % i] = "LTAI5t" + _r(ALNUM, 18)
        V["ali_secret%d" % i] = _r(ALNUM, 30)
    V["tc_secretid1"] = "AKID" + _r(ALNUM, 32)
    V["tc_secretkey1"] = _r(ALNUM, 32)
    for i in (1, 2):
        V["wx_appid%d" % i] = "wx" + _r(HEX, 16)
        V["wx_secret%d" % i] = _r(HEX, 32)
    V["dingtalk_hook1"] = "https://oapi.dingtalk.com/robot/send?access_token=" + _r(HEX, 64)
    V["feishu_hook1"] = "https://open.feishu.cn/open-apis/bot/v2/hook/%s-%s-%s-%s-%s" % (_r(HEX, 8), _r(HEX, 4), _r(HEX, 4), _r(HEX, 4), _r(HEX, 12))
    V["discord_hook1"] = "https://discord.com/api/webhooks/%d/%s" % (RNG.randint(10 ** 17, 10 ** 18), _r(ALNUM + "-_", 68))
    V["telegram1"] = "%d:AA%s" % (RNG.randint(10 ** 9, 7 * 10 ** 9), _r(ALNUM + "-_", 33))
    for i in range(1, 5):
        V["client_secret%d" % i] = _r(ALNUM + "~._-", 39) + _r(ALNUM, 1)
        V["client_id%d" % i] = "%s-%s.apps.googleusercontent.com" % (RNG.randint(10 ** 11, 10 ** 12), _r("abcdefghijklmnopqrstuvwxyz0123456789", 32))
        V["hex_secret%d" % i] = _r(HEX, 64)
    V["azure_client_secret1"] = _r(ALNUM, 3) + "8Q~" + _r(ALNUM + "~._-", 33) + _r(ALNUM, 1)
    V["datadog1"] = _r(HEX, 32)
    V["dd_app1"] = _r(HEX, 40)
    V["mapbox_pk1"] = "pk.eyJ1Ijoi" + _r(ALNUM, 20) + "." + _r(ALNUM + "-_", 22)
    V["shopify1"] = "shpat_" + _r(HEX, 32)
    V["pypi1"] = "pypi-AgEIcHlwaS5vcmc" + _r(ALNUM + "-_", 60)
    V["linear1"] = "lin_api_" + _r(ALNUM, 40)
    V["notion1"] = "secret_" + _r(ALNUM, 43)
    V["bearer1"] = _r(ALNUM, 48)
    V["do1"] = "dop_v1_" + _r(HEX, 64)
    V["gcp_sa_key1"] = _r(HEX, 40)
    # appended later so earlier values keep their seeded sequence
    for i in (5, 6):
        V["cup_raw%d" % i] = make_card("6217", 19, None)
    V["stripe_whsec2"] = "whsec_" + _r(ALNUM, 32)
    V["sendgrid2"] = "SG." + _r(ALNUM + "-_", 22) + "." + _r(ALNUM + "-_", 43)
    return V


VALUES = _build()

VALIDATORS = {}
for _n in VALUES:
    for _p, _f in [("visa", luhn_ok), ("mc", luhn_ok), ("amex", luhn_ok), ("cup", luhn_ok),
                   ("jcb", luhn_ok), ("disc", luhn_ok), ("iban_", iban_ok), ("cnid", cn_id_ok),
                   ("dni", es_dni_ok), ("nie", es_dni_ok), ("bsn", nl_bsn_ok), ("pesel", pl_pesel_ok),
                   ("hetu", fi_hetu_ok), ("pnr", se_pnr_ok), ("sin", ca_sin_ok),
                   ("aadhaar", in_aadhaar_ok), ("nric", sg_nric_ok), ("hkid", hk_id_ok),
                   ("cpf", br_cpf_ok), ("cf", it_cf_ok), ("twid", tw_id_ok), ("nino", uk_nino_ok),
                   ("be_nn", be_nn_ok), ("nir", fr_nir_ok), ("jwt", jwt_ok)]:
        if _n.startswith(_p) and _n[len(_p):len(_p) + 1].isdigit() or \
                (_n.startswith(_p) and _p.endswith("_")) or _n.startswith(_p + "_raw"):
            VALIDATORS[_n] = _f
            break

# which validator applies to a NATIONAL_ID value name
NATIONAL_ID_PREFIXES = ("dni", "nie", "bsn", "pesel", "hetu", "pnr", "sin", "aadhaar", "nric",
                        "hkid", "cpf", "cf", "twid", "nino", "be_nn", "nir")

PUBLISHED = [
    (luhn_ok, "79927398713", True),
    (luhn_ok, "79927398710", False),
    (luhn_ok, "4111 1111 1111 1111", True),
    (iban_ok, "GB82WEST12345698765432", True),
    (iban_ok, "GB82 WEST 1234 5698 7654 32", True),
    (iban_ok, "DE89370400440532013000", True),
    (iban_ok, "FR1420041010050500013M02606", True),
    (iban_ok, "NL91ABNA0417164300", True),
    (iban_ok, "CH9300762011623852957", True),
    (iban_ok, "GB82WEST12345698765431", False),
    (cn_id_ok, "11010519491231002X", True),
    (cn_id_ok, "110105194912310021", False),
    (es_dni_ok, "12345678Z", True),
    (es_dni_ok, "12345678A", False),
    (nl_bsn_ok, "111222333", True),
    (nl_bsn_ok, "123456782", True),
    (pl_pesel_ok, "44051401359", True),
    (fi_hetu_ok, "131052-308T", True),
    (se_pnr_ok, "811228-9874", True),
    (ca_sin_ok, "046 454 286", True),
    (verhoeff_ok, "2363", True),
    (verhoeff_ok, "2364", False),
    (sg_nric_ok, "S1234567D", True),
    (hk_id_ok, "A123456(3)", True),
    (br_cpf_ok, "111.444.777-35", True),
    (it_cf_ok, "RSSMRA85T10A562S", True),
    (tw_id_ok, "A123456789", True),
    (be_nn_ok, "93.05.18-223.61", True),
    (fr_nir_ok, "2 55 08 14 168 025 38", True),
    (fr_nir_ok, "2 55 08 14 168 025 39", False),
    (pl_pesel_ok, "02070803628", True),
    (es_dni_ok, "X1234567L", True),
    (hk_id_ok, "A123456(4)", False),
    (sg_nric_ok, "S1234567A", False),
    (uk_nino_ok, "QQ 12 34 56 C", False),
    (uk_nino_ok, "AB 12 34 56 C", True),
]


def selftest():
    problems = []
    for f, s, want in PUBLISHED:
        if f(s) != want:
            problems.append("selftest: %s(%r) != %s" % (f.__name__, s, want))
    if verhoeff_digit("236") != "3":
        problems.append("selftest: verhoeff_digit('236') != '3'")
    for n, f in VALIDATORS.items():
        if not f(VALUES[n]):
            problems.append("selftest: generated %s=%r fails %s" % (n, VALUES[n], f.__name__))
    return problems


if __name__ == "__main__":
    p = selftest()
    for line in p:
        print(line)
    print("values: %d, validated: %d, problems: %d" % (len(VALUES), len(VALIDATORS), len(p)))
