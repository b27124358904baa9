"""Generated values needing check digits or vendor shapes. Stdlib only."""
import random, string, base64, json, re, datetime

R = random.Random(20261222)
DIG = string.digits
ALNUM = string.ascii_letters + string.digits
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))

# ---------- cards ----------
def luhn_ok(s):
    d = [int(c) for c in s if c.isdigit()]
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9: x -= 9
        tot += x
    return tot % 10 == 0

def luhn_digit(body):
    for c in DIG:
        if luhn_ok(body + c):
            return c

def card(prefix, length, groups=None):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    n = body + luhn_digit(body)
    if groups:
        out, i = [], 0
        for g in groups:
            out.append(n[i:i+g]); i += g
        return " ".join(out) if groups[-1] else n
    return n

def grp(n, groups, sep=" "):
    out, i = [], 0
    for g in groups:
        out.append(n[i:i+g]); i += g
    return sep.join(out)

def card_ok(s):
    d = re.sub(r"[ -]", "", s)
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)

# ---------- IBAN ----------
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "IE": 22, "BE": 16, "CH": 21, "PL": 28, "AT": 20}

def iban_mod(s):
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97

def iban(cc, bban):
    chk = 98 - iban_mod(cc + "00" + bban)
    return f"{cc}{chk:02d}{bban}"

def iban_ok(s):
    s = s.replace(" ", "")
    return s[:2] in IBAN_LEN and len(s) == IBAN_LEN[s[:2]] and s[2:4].isdigit() and iban_mod(s) == 1

# ---------- PRC ID ----------
AREAS = {"110101": "北京东城", "310104": "上海徐汇", "440305": "深圳南山", "330106": "杭州西湖",
         "510107": "成都武侯", "420106": "武汉武昌", "320102": "南京玄武", "370202": "青岛市南",
         "440106": "广州天河", "610113": "西安雁塔", "500103": "重庆渝中", "120101": "天津和平"}
W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
def prc_check(b17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(b17, W)) % 11]
def prc_id(area, dob):
    b = area + dob + rs(DIG, 3)
    return b + prc_check(b)
def prc_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s): return False
    if s[:6] not in AREAS: return False
    try: datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError: return False
    return prc_check(s[:17]) == s[17]

# ---------- national IDs ----------
def bsn_ok(s):
    if not re.fullmatch(r"\d{9}", s): return False
    return (sum(int(c) * w for c, w in zip(s[:8], range(9, 1, -1))) - int(s[8])) % 11 == 0
def bsn():
    while True:
        s = str(R.randint(1, 9)) + rs(DIG, 8)
        if bsn_ok(s): return s

def pnr_ok(s):  # Swedish personnummer YYMMDD-XXXX
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", s)
    return bool(m) and luhn_ok(m.group(1) + m.group(2))
def pnr(yymmdd):
    b = yymmdd + rs(DIG, 3)
    d = luhn_digit(b)
    return f"{yymmdd}-{b[6:]}{d}"

HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"
def hetu_ok(s):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", s)
    return bool(m) and HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)
def hetu(ddmmyy, sep="-"):
    n = f"{R.randint(2, 899):03d}"
    return f"{ddmmyy}{sep}{n}{HETU_C[int(ddmmyy + n) % 31]}"

DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"
def dni_ok(s):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", s)
    if not m: return False
    pre = {"": "", "X": "0", "Y": "1", "Z": "2"}[m.group(1)]
    return DNI_L[int(pre + m.group(2)) % 23] == m.group(3)
def dni():
    n = rs(DIG, 8); return n + DNI_L[int(n) % 23]
def nie():
    p = R.choice("XYZ"); n = rs(DIG, 7)
    return p + n + DNI_L[int("XYZ".index(p).__str__() + n) % 23]

_vd = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
       [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
_vp = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
       [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
_vinv = [0,4,3,2,1,5,6,7,8,9]
def verhoeff_ok(s):
    c = 0
    for i, x in enumerate(reversed(s)): c = _vd[c][_vp[i % 8][int(x)]]
    return c == 0
def aadhaar_ok(s):
    d = s.replace(" ", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", d)) and verhoeff_ok(d)
def aadhaar():
    b = str(R.randint(2, 9)) + rs(DIG, 10)
    c = 0
    for i, x in enumerate(reversed(b)): c = _vd[c][_vp[(i + 1) % 8][int(x)]]
    d = b + str(_vinv[c])
    return f"{d[:4]} {d[4:8]} {d[8:]}"

def cpf_ok(s):
    d = re.sub(r"[.-]", "", s)
    if not re.fullmatch(r"\d{11}", d) or len(set(d)) == 1: return False
    for n in (9, 10):
        t = sum(int(d[i]) * (n + 1 - i) for i in range(n)) * 10 % 11 % 10
        if t != int(d[n]): return False
    return True
def cpf():
    d = rs(DIG, 9)
    for n in (9, 10):
        d += str(sum(int(d[i]) * (n + 1 - i) for i in range(n)) * 10 % 11 % 10)
    return f"{d[:3]}.{d[3:6]}.{d[6:9]}-{d[9:]}"

def sin_ok(s):
    d = re.sub(r"[ -]", "", s)
    return bool(re.fullmatch(r"[0-79]\d{8}", d)) and luhn_ok(d)
def sin():
    b = str(R.choice([1, 2, 4, 5, 6, 7])) + rs(DIG, 7)
    d = b + luhn_digit(b); return f"{d[:3]} {d[3:6]} {d[6:]}"

def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s): return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10 == int(s[10])
def pesel(yymmdd):
    b = yymmdd + rs(DIG, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(a) * x for a, x in zip(b, w)) % 10) % 10)

def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m: return False
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(a) * b for a, b in zip(m.group(2), w)) + (4 if m.group(1) in "TG" else 0)
    tab = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return tab[t % 11] == m.group(3)
def nric(p="S"):
    while True:
        n = rs(DIG, 7)
        for L in string.ascii_uppercase:
            if nric_ok(p + n + L): return p + n + L

def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(([0-9A])\)", s)
    if not m: return False
    L = m.group(1).rjust(2, " ")
    v = [36 if c == " " else ord(c) - 55 for c in L] + [int(c) for c in m.group(2)]
    t = sum(x * w for x, w in zip(v, range(9, 1, -1)))
    c = (11 - t % 11) % 11
    return ("A" if c == 10 else str(c)) == m.group(3)
def hkid():
    L = R.choice("ACDEGHKPRZ"); n = rs(DIG, 6)
    for c in "0123456789A":
        if hkid_ok(f"{L}{n}({c})"): return f"{L}{n}({c})"

def nino_ok(s):
    d = s.replace(" ", "")
    return bool(re.fullmatch(r"(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", d))

TW_L = {c: v for c, v in zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36))}
def twid_ok(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s): return False
    v = TW_L[s[0]]
    t = v // 10 + (v % 10) * 9 + sum(int(c) * w for c, w in zip(s[1:9], range(8, 0, -1))) + int(s[9])
    return t % 10 == 0
def twid():
    while True:
        s = R.choice("ABEFH") + R.choice("12") + rs(DIG, 7)
        for c in DIG:
            if twid_ok(s + c): return s + c

NATIONAL_VALIDATORS = [bsn_ok, pnr_ok, hetu_ok, dni_ok, aadhaar_ok, cpf_ok, sin_ok, pesel_ok, nric_ok, hkid_ok, nino_ok, twid_ok]
def national_ok(s):
    return any(f(s) for f in NATIONAL_VALIDATORS)

# ---------- SSN ----------
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})-?(\d{2})-?(\d{4})", s)
    if not m: return False
    a, g, n = m.groups()
    return a not in ("000", "666") and a < "900" and g != "00" and n != "0000"
def ssn():
    a = R.randint(101, 665); return f"{a:03d}-{R.randint(10, 99):02d}-{R.randint(1000, 9899):04d}"

# ---------- vendor keys ----------
APIKEY_RES = [
    r"AKIA[A-Z2-7]{16}", r"ghp_[A-Za-z0-9]{36}", r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    r"glpat-[A-Za-z0-9_-]{20}", r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}", r"sk_live_[A-Za-z0-9]{24,99}",
    r"rk_live_[A-Za-z0-9]{24,99}", r"AIza[A-Za-z0-9_-]{35}", r"sk-proj-[A-Za-z0-9_-]{40,200}",
    r"sk-ant-api03-[A-Za-z0-9_-]{93}AA", r"hf_[A-Za-z]{34}", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    r"npm_[A-Za-z0-9]{36}", r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}", r"[a-f0-9]{32}",
    r"shpat_[a-f0-9]{32}", r"\d{8,10}:AA[A-Za-z0-9_-]{33}", r"LTAI[A-Za-z0-9]{20}", r"AKID[A-Za-z0-9]{32}",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+", r"[MN][A-Za-z0-9]{23}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27}",
]
def apikey_ok(s):
    return any(re.fullmatch(p, s) for p in APIKEY_RES)

def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).rstrip(b"=").decode()
def jwt(payload):
    return b64u({"alg": "HS256", "typ": "JWT"}) + "." + b64u(payload) + "." + rs(ALNUM + "-_", 43)
def jwt_ok(s):
    try:
        h, p, sig = s.split(".")
        for part in (h, p):
            json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))
        return bool(sig)
    except Exception:
        return False

VALUES = {}
def put(k, v): VALUES[k] = v

# cards
put("visa1", card("4", 16, [4, 4, 4, 4]))
put("visa2", card("4", 16, [16]))
put("visa3", grp(card("4", 16), [4, 4, 4, 4], "-"))
put("mc1", card("52", 16, [4, 4, 4, 4]))
put("mc2", card("23", 16, [16]))
put("amex1", grp(card("37", 15), [4, 6, 5]))
put("amex2", grp(card("34", 15), [4, 6, 5]))
put("cup1", grp(card("62", 19), [4, 4, 4, 4, 3]))
put("cup2", card("62", 16, [4, 4, 4, 4]))
put("cup3", card("62", 16, [16]))
put("jcb1", card("35", 16, [4, 4, 4, 4]))
put("disc1", grp(card("6011", 16), [4, 4, 4, 4], "-"))
put("mc3", card("51", 16, [16]))
put("visa4", card("4", 13, [13]))
put("cup4", card("62", 19, [19]))
put("mc4", card("53", 16, [4, 4, 4, 4]))
put("visa5", card("4", 16, [4, 4, 4, 4]))
put("cup5", card("62", 16, [4, 4, 4, 4]))
put("visa6", grp(card("4", 16), [4, 4, 4, 4], "-"))
put("mc5", card("55", 16, [4, 4, 4, 4]))
put("cup6", card("62", 16, [16]))
# IBANs
def bb(fmt):
    return "".join(R.choice(DIG) if c == "9" else R.choice(string.ascii_uppercase) if c == "A" else c for c in fmt)
put("iban_gb1", iban("GB", "NWBK" + bb("99999999999999")))
put("iban_gb2", grp(iban("GB", "BARC" + bb("99999999999999")), [4, 4, 4, 4, 4, 2]))
put("iban_gb3", iban("GB", "MIDL" + bb("99999999999999")))
put("iban_de1", grp(iban("DE", bb("999999999999999999")), [4, 4, 4, 4, 4, 2]))
put("iban_de2", iban("DE", bb("999999999999999999")))
put("iban_fr1", grp(iban("FR", bb("99999999999AAAAA99999999")[:23]), [4, 4, 4, 4, 4, 4, 3]))
put("iban_nl1", iban("NL", "INGB" + bb("9999999999")))
put("iban_nl2", grp(iban("NL", "ABNA" + bb("9999999999")), [4, 4, 4, 4, 2]))
put("iban_es1", grp(iban("ES", bb("99999999999999999999")), [4, 4, 4, 4, 4, 4]))
put("iban_it1", iban("IT", "X" + bb("9999999999") + bb("999999999999")))
put("iban_ie1", grp(iban("IE", "AIBK" + bb("99999999999999")), [4, 4, 4, 4, 4, 2]))
put("iban_be1", iban("BE", bb("999999999999")))
put("iban_ch1", grp(iban("CH", bb("99999999999999999")), [4, 4, 4, 4, 4, 1]))
put("iban_pl1", iban("PL", bb("999999999999999999999999")))
put("iban_at1", iban("AT", bb("9999999999999999")))
put("iban_gb4", grp(iban("GB", "LOYD" + bb("99999999999999")), [4, 4, 4, 4, 4, 2]))
put("iban_de3", grp(iban("DE", bb("999999999999999999")), [4, 4, 4, 4, 4, 2]))
put("iban_nl3", iban("NL", "RABO" + bb("9999999999")))
put("iban_es2", iban("ES", bb("99999999999999999999")))
put("iban_fr2", iban("FR", bb("99999999999AAAAA99999999")[:23]))
# PRC IDs (area, dob)
prc_spec = [("110101", "19870314"), ("310104", "19920521"), ("440305", "19790802"), ("330106", "19951130"),
            ("510107", "19680117"), ("420106", "20010609"), ("320102", "19830925"), ("370202", "19901212"),
            ("440106", "19760404"), ("610113", "19990228"), ("500103", "19850707"), ("120101", "19621019"),
            ("110101", "20150826"), ("310104", "20120315"), ("330106", "19881103"), ("440305", "19930716"),
            ("510107", "19970420"), ("420106", "19740930"), ("320102", "20180111"), ("370202", "19810524"),
            ("440106", "19860808"), ("610113", "19710305"), ("500103", "20000101"), ("120101", "19941218"),
            ("330106", "19670622"), ("310104", "19890227"), ("440305", "20090914"), ("110101", "19580412")]
for i, (a, d) in enumerate(prc_spec, 1):
    put(f"prc{i}", prc_id(a, d))
# national IDs
for i in range(1, 5): put(f"bsn{i}", bsn())
put("pnr1", pnr("850412")); put("pnr2", pnr("910730")); put("pnr3", pnr("770101"))
put("hetu1", hetu("120388")); put("hetu2", hetu("050702", "A")); put("hetu3", hetu("231165"))
put("dni1", dni()); put("dni2", dni()); put("nie1", nie()); put("nie2", nie())
for i in range(1, 5): put(f"aadhaar{i}", aadhaar())
for i in range(1, 4): put(f"cpf{i}", cpf())
for i in range(1, 4): put(f"sin{i}", sin())
put("pesel1", pesel("880214")); put("pesel2", pesel("920903")); put("pesel3", pesel("750616"))
put("nric1", nric("S")); put("nric2", nric("T")); put("nric3", nric("S"))
put("hkid1", hkid()); put("hkid2", hkid()); put("hkid3", hkid())
put("twid1", twid()); put("twid2", twid())
# SSN
for i in range(1, 10): put(f"ssn{i}", ssn())
# API keys
put("aws1", "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))
put("aws2", "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))
put("aws3", "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))
put("awssec1", rs(ALNUM + "+/", 40)); put("awssec2", rs(ALNUM + "+/", 40)); put("awssec3", rs(ALNUM + "+/", 40))
for i in range(1, 5): put(f"ghp{i}", "ghp_" + rs(ALNUM, 36))
put("ghpat1", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59))
put("ghpat2", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59))
for i in range(1, 4): put(f"glpat{i}", "glpat-" + rs(ALNUM + "_-", 20))
for i in range(1, 4): put(f"xoxb{i}", f"xoxb-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(ALNUM, 24)}")
for i in range(1, 5): put(f"sklive{i}", "sk_live_" + rs(ALNUM, 24))
put("rklive1", "rk_live_" + rs(ALNUM, 32))
for i in range(1, 4): put(f"aiza{i}", "AIza" + rs(ALNUM + "_-", 35))
put("oai1", "sk-proj-" + rs(ALNUM + "_-", 48)); put("oai2", "sk-proj-" + rs(ALNUM + "_-", 56))
put("ant1", "sk-ant-api03-" + rs(ALNUM + "_-", 93) + "AA")
put("hf1", "hf_" + rs(string.ascii_letters, 34)); put("hf2", "hf_" + rs(string.ascii_letters, 34))
put("sg1", "SG." + rs(ALNUM + "_-", 22) + "." + rs(ALNUM + "_-", 43))
put("sg2", "SG." + rs(ALNUM + "_-", 22) + "." + rs(ALNUM + "_-", 43))
put("npm1", "npm_" + rs(ALNUM, 36))
put("pypi1", "pypi-AgEIcHlwaS5vcmc" + rs(ALNUM + "_-", 60))
put("dd1", rs("0123456789abcdef", 32)); put("dd2", rs("0123456789abcdef", 32))
put("shop1", "shpat_" + rs("0123456789abcdef", 32))
put("tg1", f"{R.randint(10**8, 10**10 - 1)}:AA" + rs(ALNUM + "_-", 33))
put("tg2", f"{R.randint(10**8, 10**10 - 1)}:AA" + rs(ALNUM + "_-", 33))
put("disc1key", "M" + rs(ALNUM, 23) + "." + rs(ALNUM + "_-", 6) + "." + rs(ALNUM + "_-", 27))
for i in range(1, 5): put(f"ltai{i}", "LTAI5t" + rs(ALNUM, 18))
for i in range(1, 5): put(f"akid{i}", "AKID" + rs(ALNUM, 32))
put("jwt1", jwt({"sub": "u_48213", "name": "Priya Raman", "iat": 1796300000}))
put("jwt2", jwt({"sub": "9921", "role": "rider", "exp": 1796900000}))
put("jwt3", jwt({"uid": "zhaolei", "scope": "bank:read", "iat": 1797000000}))
put("jwt4", jwt({"sub": "ops-bot", "aud": "vault", "exp": 1797100000}))
put("jwt5", jwt({"sub": "c_77120", "tenant": "hr", "iat": 1797200000}))
# secrets
for i in range(1, 9): put(f"alisec{i}", rs(ALNUM, 30))
for i in range(1, 9): put(f"totp{i}", rs(B32, 32))
for i in range(1, 12): put(f"hex{i}", rs("0123456789abcdef", 40))
for i in range(1, 9): put(f"tok{i}", rs(ALNUM + "-_", 43))
put("whsec1", "whsec_" + rs(ALNUM, 32)); put("whsec2", "whsec_" + rs(ALNUM, 32))
put("slackhook1", "https://hooks.slack.com/services/T0" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 8) + "/B0" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 8) + "/" + rs(ALNUM, 24))
put("slackhook2", "https://hooks.slack.com/services/T0" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 8) + "/B0" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 8) + "/" + rs(ALNUM, 24))
put("dinghook1", "https://oapi.dingtalk.com/robot/send?access_token=" + rs("0123456789abcdef", 64))
put("feishuhook1", "https://open.feishu.cn/open-apis/bot/v2/hook/" + "-".join(rs("0123456789abcdef", n) for n in (8, 4, 4, 4, 12)))
put("wecomhook1", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + "-".join(rs("0123456789abcdef", n) for n in (8, 4, 4, 4, 12)))
put("discordhook1", "https://discord.com/api/webhooks/" + rs(DIG, 18) + "/" + rs(ALNUM + "_-", 68))
put("pem1", "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(rs(ALNUM + "+/", 70) for _ in range(4)) + "\n-----END OPENSSH PRIVATE KEY-----")
put("pem2", "-----BEGIN RSA PRIVATE KEY-----\nMIIEow" + rs(ALNUM + "+/", 58) + "\n" + "\n".join(rs(ALNUM + "+/", 64) for _ in range(3)) + "\n-----END RSA PRIVATE KEY-----")
put("recov1", "-".join(rs("abcdefghjkmnpqrstuvwxyz23456789", 5) for _ in range(2)))
put("recov2", "-".join(rs("abcdefghjkmnpqrstuvwxyz23456789", 5) for _ in range(2)))
put("recov3", "-".join(rs("abcdefghjkmnpqrstuvwxyz23456789", 5) for _ in range(2)))
put("vault1", "hvs." + rs(ALNUM + "_-", 90)); put("vault2", "hvs." + rs(ALNUM + "_-", 90))
put("gcpsec1", "GOCSPX-" + rs(ALNUM + "_-", 28))
# decoy shapes
put("sha1", rs("0123456789abcdef", 40)); put("sha2", rs("0123456789abcdef", 40)); put("sha3", rs("0123456789abcdef", 40))
for i in range(1, 8):
    put(f"uuid{i}", "-".join(rs("0123456789abcdef", n) for n in (8, 4, 4, 4, 12)))
put("pk1", "pk_live_" + rs(ALNUM, 24)); put("pk2", "pk_live_" + rs(ALNUM, 24))
put("eth1", "0x" + rs("0123456789abcdef", 40)); put("txh1", "0x" + rs("0123456789abcdef", 64))
put("btc1", "bc1q" + rs("023456789acdefghjklmnpqrstuvwxyz", 38))


CHECKERS = {
    "card": card_ok, "iban": iban_ok, "prc": prc_ok, "ssn": ssn_ok, "jwt": jwt_ok,
}

def selftest():
    n = 0
    for k, v in VALUES.items():
        if re.match(r"(visa|mc|amex|cup|jcb|disc)\d", k) and k != "disc1key":
            assert card_ok(v), k
        elif k.startswith("iban_"): assert iban_ok(v), k
        elif k.startswith("prc"): assert prc_ok(v), k
        elif k.startswith("ssn"): assert ssn_ok(v), k
        elif k.startswith("jwt"): assert jwt_ok(v) and apikey_ok(v), k
        elif re.match(r"(bsn|pnr|hetu|dni|nie|aadhaar|cpf|sin|pesel|nric|hkid|twid)\d", k): assert national_ok(v), k
        elif re.match(r"(aws|ghp|ghpat|glpat|xoxb|sklive|rklive|aiza|oai|ant|hf|sg|npm|pypi|dd|shop|tg|disc1key|ltai|akid)\d*$", k):
            assert apikey_ok(v), k
        n += 1
    # textbook positives
    assert luhn_ok("4111111111111111") and luhn_ok("378282246310005") and luhn_ok("79927398713")
    assert not luhn_ok("4111111111111112") and not luhn_ok("79927398710")
    assert iban_ok("GB82 WEST 1234 5698 7654 32") and iban_ok("DE89370400440532013000") and iban_ok("NL91ABNA0417164300")
    assert not iban_ok("GB82 WEST 1234 5698 7654 33") and not iban_ok("DE8937040044053201300")
    assert prc_check("11010519491231002") == "X" and not prc_ok("11010519491231002X")  # 110105 not in our area list
    assert prc_check("44052418800101001") == "4"
    assert bsn_ok("111222333") and not bsn_ok("111222334")
    assert pnr_ok("811218-9876") and not pnr_ok("811218-9875")
    assert hetu_ok("131052-308T") and not hetu_ok("131052-308U")
    assert dni_ok("12345678Z") and not dni_ok("12345678A") and dni_ok("X1234567L")
    assert verhoeff_ok("2363") and not verhoeff_ok("2364")
    assert cpf_ok("529.982.247-25") and not cpf_ok("529.982.247-24")
    assert sin_ok("046 454 286") and not sin_ok("046 454 287")
    assert pesel_ok("44051401359") and not pesel_ok("44051401358")
    assert nric_ok("S1234567D") and not nric_ok("S1234567E")
    assert hkid_ok("A123456(3)") and not hkid_ok("A123456(4)")
    assert twid_ok("A123456789") and not twid_ok("A123456788")
    assert nino_ok("AB 12 34 56 C") and not nino_ok("QQ123456Z")
    assert ssn_ok("078-05-1120") and not ssn_ok("666-12-3456") and not ssn_ok("900-12-3456") and not ssn_ok("123-00-4567")
    return n

if __name__ == "__main__":
    print("selftest ok,", selftest(), "values")
