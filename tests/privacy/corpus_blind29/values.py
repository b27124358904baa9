"""Generated values needing check digits or vendor shapes (stdlib only).
All generators draw from random.Random(20270517); validators are used by check_blind.py."""
import base64, json, random, re, string, datetime

R = random.Random(20270517)
DIG = string.digits
ALNUM = string.ascii_letters + string.digits
UP_ALNUM = string.ascii_uppercase + string.digits

def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))

# ---------------- Luhn / cards ----------------
def luhn_ok(num):
    d = [int(c) for c in num if c.isdigit()]
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return s % 10 == 0

def luhn_check_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c

def card_ok(v):
    digits = re.sub(r"[ -]", "", v)
    return digits.isdigit() and 13 <= len(digits) <= 19 and luhn_ok(digits) and re.fullmatch(r"[\d -]+", v) is not None

def gen_card(prefix, length, groups):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    num = body + luhn_check_digit(body)
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g]); i += g
    sep = R.choice([" ", " ", "-", ""]) if len(groups) > 1 else ""
    return sep.join(out)

# ---------------- IBAN ----------------
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "BE": 16, "CH": 21,
            "IE": 22, "PL": 28, "SE": 24, "AT": 20, "PT": 25, "DK": 18, "NO": 15, "LT": 20}

def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))

def iban_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1

def gen_iban(cc, grouped=True):
    n = IBAN_LEN[cc] - 4
    if cc in ("GB", "IE"):
        bban = rs(string.ascii_uppercase, 4) + rs(DIG, n - 4)
    elif cc == "NL":
        bban = rs(string.ascii_uppercase, 4) + rs(DIG, n - 4)
    elif cc == "IT":
        bban = R.choice(string.ascii_uppercase) + rs(DIG, n - 1)
    else:
        bban = rs(DIG, n)
    chk = 98 - _iban_num(bban + cc + "00") % 97
    s = cc + "%02d" % chk + bban
    if grouped:
        s = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s

# ---------------- PRC resident ID (GB 11643-1999) ----------------
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_C = "10X98765432"
PRC_AREAS = {"110105", "110108", "310104", "310115", "440106", "440305", "330106", "510107",
             "320102", "420106", "370202", "350203", "610113", "500103", "120101", "430104"}

def prc_check(first17):
    return GB_C[sum(int(a) * b for a, b in zip(first17, GB_W)) % 11]

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

def gen_prc(area, dob, female=None):
    seq = rs(DIG, 2)
    g = R.choice("02468" if female else "13579") if female is not None else R.choice(DIG)
    f17 = area + dob + seq + g
    return f17 + prc_check(f17)

# ---------------- Verhoeff (Aadhaar) ----------------
V_D = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
       [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
       [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
V_P = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
       [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
V_INV = [0,4,3,2,1,5,6,7,8,9]

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

def aadhaar_ok(v):
    s = v.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", s)) and verhoeff_ok(s)

def gen_aadhaar():
    b = R.choice("23456789") + rs(DIG, 10)
    s = b + verhoeff_digit(b)
    return "%s %s %s" % (s[:4], s[4:8], s[8:])

# ---------------- National ID schemes ----------------
def bsn_ok(v):
    s = v.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", s) or s[0] == "0" and s[1] == "0":
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0

def gen_bsn():
    while True:
        s = R.choice("123456") + rs(DIG, 7)
        t = sum(int(s[i]) * (9 - i) for i in range(8)) % 11
        if t < 10:
            return s + str(t)

def se_ok(v):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+](\d{4})", v)
    if not m:
        return False
    try:
        datetime.datetime.strptime(m.group(2), "%y%m%d")
    except ValueError:
        return False
    return luhn_ok(m.group(2) + m.group(3))

def gen_se(yymmdd):
    b = yymmdd + rs(DIG, 3)
    return yymmdd + "-" + b[6:] + luhn_check_digit(b)

HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"
def hetu_ok(v):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", v)
    return bool(m) and HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)

def gen_hetu(ddmmyy, sep="-"):
    n = "%03d" % R.randint(2, 899)
    return ddmmyy + sep + n + HETU_C[int(ddmmyy + n) % 31]

DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"
def dni_ok(v):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})-?([A-Z])", v)
    if not m:
        return False
    pre = {"": "", "X": "0", "Y": "1", "Z": "2"}[m.group(1)]
    num = pre + m.group(2)
    if m.group(1) and len(m.group(2)) != 7 or not m.group(1) and len(m.group(2)) != 8:
        return False
    return DNI_L[int(num) % 23] == m.group(3)

def gen_dni():
    n = rs(DIG, 8)
    return n + DNI_L[int(n) % 23]

def gen_nie():
    p = R.choice("XYZ"); n = rs(DIG, 7)
    return p + n + DNI_L[int({"X": "0", "Y": "1", "Z": "2"}[p] + n) % 23]

def cpf_ok(v):
    s = re.sub(r"[.\-]", "", v)
    if not re.fullmatch(r"\d{11}", s) or len(set(s)) == 1:
        return False
    for k in (9, 10):
        t = sum(int(s[i]) * (k + 1 - i) for i in range(k)) * 10 % 11 % 10
        if t != int(s[k]):
            return False
    return True

def gen_cpf():
    s = rs(DIG, 9)
    for k in (9, 10):
        s += str(sum(int(s[i]) * (k + 1 - i) for i in range(k)) * 10 % 11 % 10)
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])

def sin_ok(v):
    s = v.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[1-7,9]\d{8}", s)) and luhn_ok(s)

def gen_sin():
    b = R.choice("1234567") + rs(DIG, 7)
    s = b + luhn_check_digit(b)
    return "%s %s %s" % (s[:3], s[3:6], s[6:])

PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    return (10 - sum(int(v[i]) * PESEL_W[i] for i in range(10)) % 10) % 10 == int(v[10])

def gen_pesel(yy, mm, dd):  # born 1900-1999
    b = "%02d%02d%02d" % (yy, mm, dd) + rs(DIG, 4)
    return b + str((10 - sum(int(b[i]) * PESEL_W[i] for i in range(10)) % 10) % 10)

NRIC_W = [2, 7, 6, 5, 4, 3, 2]
def nric_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m:
        return False
    t = sum(int(c) * w for c, w in zip(m.group(2), NRIC_W)) + (4 if m.group(1) in "TG" else 0)
    tab = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return tab[t % 11] == m.group(3)

def gen_nric(pfx="S"):
    d = rs(DIG, 7)
    t = sum(int(c) * w for c, w in zip(d, NRIC_W)) + (4 if pfx in "TG" else 0)
    return pfx + d + ("JZIHGFEDCBA" if pfx in "ST" else "XWUTRQPNMLK")[t % 11]

def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v)
    if not m:
        return False
    L = m.group(1)
    vals = ([36] if len(L) == 1 else []) + [ord(c) - 55 for c in L] + [int(c) for c in m.group(2)]
    t = sum(x * w for x, w in zip(vals, range(9, 1, -1)))
    c = (11 - t % 11) % 11
    return ("A" if c == 10 else str(c)) == m.group(3)

def gen_hkid():
    L = R.choice("ACDEGHKMPRVYZ"); d = rs(DIG, 6)
    vals = [36, ord(L) - 55] + [int(c) for c in d]
    c = (11 - sum(x * w for x, w in zip(vals, range(9, 1, -1))) % 11) % 11
    return "%s%s(%s)" % (L, d, "A" if c == 10 else c)

TW_L = {c: v for c, v in zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36))}
def twid_ok(v):
    if not re.fullmatch(r"[A-Z][12]\d{8}", v):
        return False
    n = TW_L[v[0]]
    ds = [n // 10, n % 10] + [int(c) for c in v[1:]]
    w = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]
    return sum(a * b for a, b in zip(ds, w)) % 10 == 0

def gen_twid():
    L = R.choice("ABFHE"); body = R.choice("12") + rs(DIG, 7)
    for c in DIG:
        if twid_ok(L + body + c):
            return L + body + c

NINO_RE = re.compile(r"(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]")
def nino_ok(v):
    return NINO_RE.fullmatch(v) is not None

NATIONAL_VALIDATORS = {"nl_bsn": bsn_ok, "se_pnr": se_ok, "fi_hetu": hetu_ok, "es_dni": dni_ok,
                       "in_aadhaar": aadhaar_ok, "br_cpf": cpf_ok, "ca_sin": sin_ok, "pl_pesel": pesel_ok,
                       "sg_nric": nric_ok, "hk_hkid": hkid_ok, "tw_id": twid_ok, "uk_nino": nino_ok}

def national_ok(v):
    return [k for k, f in NATIONAL_VALIDATORS.items() if f(v)]

# ---------------- US SSN ----------------
def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", v)
    if not m:
        return False
    a, g, s = m.groups()
    return a not in ("000", "666") and int(a) < 900 and g != "00" and s != "0000" and v not in ("078-05-1120", "219-09-9999")

def gen_ssn():
    while True:
        a = "%03d" % R.randint(1, 899)
        if a != "666":
            return "%s-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))

# ---------------- vendor keys ----------------
B32 = string.ascii_uppercase + "234567"
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"

def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")

def gen_jwt(payload):
    return b64u({"alg": "HS256", "typ": "JWT"}) + "." + b64u(payload) + "." + rs(B64URL, 43)

def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        for p in parts[:2]:
            json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
    except Exception:
        return False
    return re.fullmatch(r"[A-Za-z0-9_-]{20,}", parts[2]) is not None and not parts[0].endswith("=")

APIKEY_PATTERNS = {
    "aws_akid": r"(AKIA|ASIA)[A-Z2-7]{16}",
    "github_pat": r"ghp_[A-Za-z0-9]{36}",
    "github_fine": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "gitlab": r"glpat-[A-Za-z0-9_-]{20}",
    "slack_bot": r"xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    "stripe": r"(sk|rk)_live_[A-Za-z0-9]{24,99}",
    "google": r"AIza[A-Za-z0-9_-]{35}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{100,}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "hf": r"hf_[A-Za-z]{34}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
    "datadog": r"[a-f0-9]{32}",
    "shopify": r"shp(at|ss|ca)_[a-f0-9]{32}",
    "discord": r"[MN][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}",
    "telegram": r"\d{8,10}:[A-Za-z0-9_-]{35}",
    "alibaba": r"LTAI[A-Za-z0-9]{12,20}",
    "tencent": r"AKID[A-Za-z0-9]{32}",
    "exchange": r"[A-Za-z0-9]{64}",
    "twilio": r"SK[a-f0-9]{32}",
}

def apikey_kind(v):
    if jwt_ok(v):
        return "jwt"
    for k, p in APIKEY_PATTERNS.items():
        if re.fullmatch(p, v):
            return k
    return None

def gen_discord():
    uid = str(R.randint(10**17, 10**18 - 1))
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)

# ---------------- IP ----------------
import ipaddress
DOC_NETS = [ipaddress.ip_network(n) for n in ("127.0.0.0/8", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "::1/128", "2001:db8::/32")]

def ip_real_ok(v):
    try:
        a = ipaddress.ip_address(v)
    except ValueError:
        return False
    return not any(a in n for n in DOC_NETS) and not a.is_unspecified and not a.is_multicast

def ip_doc_ok(v):
    try:
        a = ipaddress.ip_address(v)
    except ValueError:
        return False
    return any(a in n for n in DOC_NETS)

# ---------------- the VALUES table ----------------
VALUES = {}
def _put(name, v):
    assert name not in VALUES, name
    VALUES[name] = v

_cards = [("visa", "4", 16, (4, 4, 4, 4)), ("mc", "5", 16, (4, 4, 4, 4)), ("amex", "37", 15, (4, 6, 5)),
          ("visa", "4", 16, (4, 4, 4, 4)), ("mc2", "2223", 16, (4, 4, 4, 4)), ("disc", "6011", 16, (4, 4, 4, 4)),
          ("up", "62", 19, (6, 13)), ("jcb", "3566", 16, (4, 4, 4, 4)), ("diners", "36", 14, (4, 6, 4)),
          ("up", "62", 16, (4, 4, 4, 4)), ("visa", "4", 16, (16,)), ("mc", "5", 16, (4, 4, 4, 4)),
          ("amex", "34", 15, (4, 6, 5)), ("visa", "4", 13, (13,)), ("up", "62", 19, (4, 4, 4, 4, 3)),
          ("visa", "4", 16, (4, 4, 4, 4)), ("mc", "5", 16, (4, 4, 4, 4)), ("up", "62", 16, (4, 4, 4, 4)),
          ("visa", "4", 16, (4, 4, 4, 4)), ("amex", "37", 15, (4, 6, 5)), ("mc", "5", 16, (4, 4, 4, 4)),
          ("visa", "4", 16, (4, 4, 4, 4))]
for i, (b, p, n, g) in enumerate(_cards, 1):
    if b.startswith("mc") and p == "5":
        p = "5" + R.choice("12345")
    _put("card%d" % i, gen_card(p, n, g))

for i, cc in enumerate(["GB", "DE", "FR", "NL", "ES", "IT", "BE", "CH", "IE", "PL", "SE", "AT", "PT",
                        "DK", "NO", "LT", "GB", "DE", "NL", "GB", "FR", "DE"], 1):
    _put("iban%d" % i, gen_iban(cc, grouped=(i % 3 != 0)))

# PRC IDs: (area, yyyymmdd, female)
PRC_SPECS = [("110105", "19880314", True), ("310104", "19920607", False), ("440106", "19790923", True),
             ("330106", "19951102", False), ("510107", "19860118", True), ("320102", "20000229", False),
             ("420106", "19730705", True), ("440305", "19900830", False), ("370202", "19831211", True),
             ("350203", "19970401", False), ("610113", "19680516", False), ("500103", "19931027", True),
             ("120101", "19810109", False), ("430104", "19990712", True), ("110108", "19760330", False),
             ("310115", "19891224", True), ("440106", "19940218", False), ("330106", "19870605", True),
             ("510107", "19911119", False), ("320102", "19820427", True), ("420106", "19960808", False),
             ("440305", "19850101", True), ("370202", "19980315", False), ("350203", "19741002", True),
             ("610113", "19930530", False), ("500103", "19800717", True)]
for i, (a, d, f) in enumerate(PRC_SPECS, 1):
    _put("prc%d" % i, gen_prc(a, d, f))

for i in range(1, 4):
    _put("bsn%d" % i, gen_bsn())
for i, d in enumerate(["850312", "910728", "770104"], 1):
    _put("se%d" % i, gen_se(d))
for i, d in enumerate(["140388", "020791", "251163"], 1):
    _put("hetu%d" % i, gen_hetu(d))
for i in range(1, 4):
    _put("dni%d" % i, gen_dni())
for i in range(1, 3):
    _put("nie%d" % i, gen_nie())
for i in range(1, 4):
    _put("aadhaar%d" % i, gen_aadhaar())
for i in range(1, 4):
    _put("cpf%d" % i, gen_cpf())
for i in range(1, 4):
    _put("sin%d" % i, gen_sin())
for i, (y, m, d) in enumerate([(83, 6, 21), (90, 11, 3), (76, 2, 14)], 1):
    _put("pesel%d" % i, gen_pesel(y, m, d))
for i, p in enumerate("STS", 1):
    _put("nric%d" % i, gen_nric(p))
for i in range(1, 4):
    _put("hkid%d" % i, gen_hkid())
for i in range(1, 4):
    _put("twid%d" % i, gen_twid())
for i in range(1, 9):
    _put("ssn%d" % i, gen_ssn())

for i in range(1, 4):
    _put("aws_akid%d" % i, "AKIA" + rs(B32, 16))
    _put("aws_secret%d" % i, rs(ALNUM + "/+", 40))
for i in range(1, 4):
    _put("ghp%d" % i, "ghp_" + rs(ALNUM, 36))
_put("ghfine1", "github_pat_11" + rs(UP_ALNUM, 20) + "_" + rs(ALNUM, 59))
for i in range(1, 3):
    _put("glpat%d" % i, "glpat-" + rs(ALNUM + "-_", 20))
for i in range(1, 4):
    _put("xoxb%d" % i, "xoxb-%d-%d-%s" % (R.randint(10**10, 10**11), R.randint(10**12, 10**13 - 1), rs(ALNUM, 24)))
for i in range(1, 4):
    _put("sklive%d" % i, "sk_live_" + rs(ALNUM, R.choice([24, 99])))
for i in range(1, 4):
    _put("aiza%d" % i, "AIza" + rs(B64URL, 35))
for i in range(1, 3):
    _put("openai%d" % i, "sk-proj-" + rs(B64URL, 156))
for i in range(1, 3):
    _put("anthropic%d" % i, "sk-ant-api03-" + rs(B64URL, 93) + "AA")
for i in range(1, 3):
    _put("hf%d" % i, "hf_" + rs(string.ascii_letters, 34))
for i in range(1, 3):
    _put("sendgrid%d" % i, "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43))
_put("npm1", "npm_" + rs(ALNUM, 36))
_put("pypi1", "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 120))
for i in range(1, 3):
    _put("datadog%d" % i, rs(HEX, 32))
_put("shopify1", "shpat_" + rs(HEX, 32))
_put("discord1", gen_discord())
for i in range(1, 4):
    _put("tgbot%d" % i, "%d:%s" % (R.randint(10**8, 10**10 - 1), "AA" + rs(B64URL, 33)))
for i in range(1, 4):
    _put("ltai%d" % i, "LTAI5t" + rs(ALNUM, 18))
    _put("ltai_secret%d" % i, rs(ALNUM, 30))
for i in range(1, 4):
    _put("akid%d" % i, "AKID" + rs(ALNUM, 32))
    _put("akid_secret%d" % i, rs(ALNUM, 32))
_put("binance1", rs(ALNUM, 64))
_put("binance_secret1", rs(ALNUM, 64))
_put("twilio1", "SK" + rs(HEX, 32))
_put("jwt1", gen_jwt({"sub": "u_48213", "name": "Priya Raman", "iat": 1790000000, "exp": 1790003600}))
_put("jwt2", gen_jwt({"sub": "rider-20931", "role": "courier", "iat": 1791234567}))
_put("jwt3", gen_jwt({"uid": 77120, "scope": "vault:read", "exp": 1795000000}))
_put("jwt4", gen_jwt({"sub": "ops@lockwise", "aud": "alarm-api", "iat": 1792200000}))
_put("jwt5", gen_jwt({"openid": "wx_93kd", "tenant": "hz-yuezi", "exp": 1793100000}))

# secrets
for i in range(1, 8):
    _put("csecret%d" % i, rs(ALNUM + "~._-", 40))
for i in range(1, 5):
    _put("totp%d" % i, rs(B32, 32))
for i in range(1, 4):
    _put("slackhook%d" % i, "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP_ALNUM, 9), rs(UP_ALNUM, 11), rs(ALNUM, 24)))
_put("dingtalkhook1", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
_put("feishuhook1", "https://open.feishu.cn/open-apis/bot/v2/hook/%s-%s-%s-%s-%s" % (rs(HEX, 8), rs(HEX, 4), rs(HEX, 4), rs(HEX, 4), rs(HEX, 12)))
_put("wecomhook1", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s-%s-%s-%s-%s" % (rs(HEX, 8), rs(HEX, 4), rs(HEX, 4), rs(HEX, 4), rs(HEX, 12)))
for i in range(1, 6):
    _put("sess%d" % i, rs(B64URL, 48))
_put("pem1", "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(rs(ALNUM + "+/", 70) for _ in range(4)) + "\n-----END OPENSSH PRIVATE KEY-----")
_put("pem2", "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(rs(ALNUM + "+/", 64) for _ in range(3)) + "\n-----END RSA PRIVATE KEY-----")
_put("recovery1", " ".join("%s-%s" % (rs("abcdefghjkmnpqrstuvwxyz23456789", 5), rs("abcdefghjkmnpqrstuvwxyz23456789", 5)) for _ in range(4)))
_put("k8s_b64_1", base64.b64encode(b"Wq7!rTz-prod-2027").decode())
_put("k8s_b64_2", base64.b64encode(("pg-" + rs(ALNUM, 20)).encode()).decode())


# ---------------- selftest ----------------
def selftest():
    ok = True
    def chk(cond, msg):
        nonlocal ok
        if not cond:
            ok = False
            print("SELFTEST FAIL:", msg)
    # textbook positives
    chk(luhn_ok("4539578763621486") and luhn_ok("79927398713"), "luhn textbook")
    chk(not luhn_ok("79927398710"), "luhn corrupted")
    for ib in ["GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606",
               "NL91ABNA0417164300", "BE68539007547034", "CH9300762011623852957", "ES9121000418450200051332",
               "IT60X0542811101000000123456", "PL61109010140000071219812874", "SE4550000000058398257466",
               "AT611904300234573201", "IE29AIBK93115212345678", "NO9386011117947", "DK5000400440116243",
               "PT50000201231234567890154", "LT121000011101001000"]:
        chk(iban_ok(ib), "iban textbook " + ib)
    chk(not iban_ok("GB82WEST12345698765431"), "iban corrupted")
    chk(not iban_ok("DE8937040044053201300"), "iban wrong length")
    chk(prc_check("11010519491231002") == "X", "GB11643 textbook")
    chk(not prc_ok("110105194912310021"), "prc corrupted")
    chk(verhoeff_digit("236") == "3" and verhoeff_ok("2363") and not verhoeff_ok("2364"), "verhoeff textbook")
    chk(verhoeff_digit("12345") == "1", "verhoeff 12345->1")
    chk(bsn_ok("111222333") and not bsn_ok("111222334"), "bsn")
    chk(se_ok("811228-9874") and not se_ok("811228-9875"), "se personnummer")
    chk(hetu_ok("131052-308T") and not hetu_ok("131052-308U"), "hetu")
    chk(dni_ok("12345678Z") and not dni_ok("12345678A") and dni_ok("X1234567L"), "dni/nie")
    chk(cpf_ok("111.444.777-35") and not cpf_ok("111.444.777-36"), "cpf")
    chk(sin_ok("046 454 286") is False or True, "sin")  # 0xx SINs are not issued; Luhn below
    chk(luhn_ok("046454286") and not luhn_ok("046454287"), "sin luhn")
    chk(pesel_ok("44051401359") and not pesel_ok("44051401358"), "pesel")
    chk(nric_ok("S1234567D") and not nric_ok("S1234567E"), "nric")
    chk(hkid_ok("A123456(3)") and not hkid_ok("A123456(4)"), "hkid")
    chk(twid_ok("A123456789") and not twid_ok("A123456788"), "twid")
    chk(nino_ok("AB123456C") and not nino_ok("GB123456C"), "nino")
    chk(ssn_ok("123-45-6789") and not ssn_ok("666-12-3456") and not ssn_ok("123-00-4567"), "ssn")
    chk(jwt_ok("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"), "jwt textbook")
    chk(ip_doc_ok("192.0.2.10") and ip_real_ok("10.4.2.9") and not ip_real_ok("203.0.113.5"), "ip")
    # generated values
    for k, v in VALUES.items():
        if k.startswith("card"):
            chk(card_ok(v), k)
        elif k.startswith("iban"):
            chk(iban_ok(v), k)
        elif k.startswith("prc"):
            chk(prc_ok(v), k)
        elif k.startswith("ssn"):
            chk(ssn_ok(v), k)
        elif re.match(r"(bsn|se|hetu|dni|nie|aadhaar|cpf|sin|pesel|nric|hkid|twid)\d", k):
            chk(national_ok(v), k + " " + v)
        elif re.match(r"(aws_akid|ghp|ghfine|glpat|xoxb|sklive|aiza|openai|anthropic|hf|sendgrid|npm|pypi|datadog|shopify|discord|tgbot|ltai|akid|binance|twilio|jwt)\d", k) and "secret" not in k:
            chk(apikey_kind(v) is not None, k + " " + v)
    for i, (a, d, f) in enumerate(PRC_SPECS, 1):
        v = VALUES["prc%d" % i]
        chk(v[6:14] == d and (int(v[16]) % 2 == 0) == f, "prc spec %d" % i)
    return ok

if __name__ == "__main__":
    print("selftest", "OK" if selftest() else "FAILED")
    for k, v in VALUES.items():
        print(k, "=", v.replace("\n", "\\n"))
