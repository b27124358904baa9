"""Generators and validators for values that need check digits or vendor shapes (stdlib only)."""
import random, re, string, base64, json, datetime

R = random.Random(20261223)
UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DG

def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))

# ---------- cards ----------
def luhn_ok(num):
    d = [int(c) for c in re.sub(r"[ -]", "", num)]
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9: x -= 9
        s += x
    return s % 10 == 0

def luhn_complete(prefix, length):
    body = prefix + rs(DG, length - len(prefix) - 1)
    for c in DG:
        if luhn_ok(body + c):
            return body + c

def group(num, pattern, sep=" "):
    out, i = [], 0
    for g in pattern:
        out.append(num[i:i + g]); i += g
    return sep.join(out)

def card_ok(v):
    d = re.sub(r"[ -]", "", v)
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)

# ---------- IBAN ----------
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "CH": 21, "BE": 16, "IE": 22,
            "AT": 20, "PL": 28, "SE": 24, "PT": 25, "DK": 18, "FI": 18, "NO": 15, "LU": 20}

def iban_mod(s):
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97

def make_iban(cc, bban):
    n = 98 - iban_mod(cc + "00" + bban)
    return "%s%02d%s" % (cc, n, bban)

def iban_ok(v):
    s = v.replace(" ", "")
    return (s[:2] in IBAN_LEN and len(s) == IBAN_LEN[s[:2]] and s[2:4].isdigit()
            and s.isalnum() and iban_mod(s) == 1)

def iban_grouped(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))

# ---------- PRC resident ID (GB 11643-1999) ----------
PRC_AREAS = {"110101", "110105", "310104", "310115", "440305", "440106", "330106", "510107", "320102",
             "420106", "370202", "350203", "610113", "500103", "120101", "430104", "210102", "410105"}
W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
def prc_check(body17):
    s = sum(int(a) * b for a, b in zip(body17, W))
    return "10X98765432"[s % 11]

def make_prc(area, ymd, seq):
    body = area + ymd + seq
    return body + prc_check(body)

def prc_ok(v):
    if not re.fullmatch(r"\d{17}[\dX]", v): return False
    if v[:6] not in PRC_AREAS: return False
    try: datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
    except ValueError: return False
    return prc_check(v[:17]) == v[17]

# ---------- national IDs ----------
def bsn_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 9: return False
    s = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return s % 11 == 0 and d[0] != "0"

def make_bsn():
    while True:
        d = str(R.randint(1, 9)) + rs(DG, 8)
        if bsn_ok(d): return d

def se_ok(v):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+](\d{4})", v)
    return bool(m) and luhn_ok(m.group(2) + m.group(3))

def make_se(yymmdd, century=""):
    while True:
        t = rs(DG, 3)
        for c in DG:
            if luhn_ok(yymmdd + t + c):
                return century + yymmdd + "-" + t + c

HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"
def hetu_ok(v):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", v)
    return bool(m) and HETU_CH[int(m.group(1) + m.group(3)) % 31] == m.group(4)

def make_hetu(ddmmyy, sep="-"):
    n = "%03d" % R.randint(2, 899)
    return ddmmyy + sep + n + HETU_CH[int(ddmmyy + n) % 31]

DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"
def dni_ok(v):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})-?([A-Z])", v)
    if not m: return False
    num = m.group(2)
    if m.group(1): num = str("XYZ".index(m.group(1))) + num
    return len(num) == 8 and DNI_L[int(num) % 23] == m.group(3)

def make_dni():
    n = rs(DG, 8); return n + DNI_L[int(n) % 23]

def make_nie():
    p = R.choice("XYZ"); n = rs(DG, 7)
    return p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]

def cpf_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 11 or len(set(d)) == 1: return False
    for k in (9, 10):
        s = sum(int(d[i]) * (k + 1 - i) for i in range(k))
        c = (s * 10) % 11 % 10
        if c != int(d[k]): return False
    return True

def make_cpf():
    d = rs(DG, 9)
    for k in (9, 10):
        s = sum(int(d[i]) * (k + 1 - i) for i in range(k))
        d += str((s * 10) % 11 % 10)
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])

def sin_ok(v):
    d = re.sub(r"\D", "", v)
    return len(d) == 9 and d[0] not in "08" and luhn_ok(d)

def make_sin():
    while True:
        d = luhn_complete(R.choice("1234567"), 9)
        return "%s %s %s" % (d[:3], d[3:6], d[6:])

PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v): return False
    return (10 - sum(int(v[i]) * PESEL_W[i] for i in range(10)) % 10) % 10 == int(v[10])

def make_pesel(yymmdd):
    b = yymmdd + rs(DG, 4)
    return b + str((10 - sum(int(b[i]) * PESEL_W[i] for i in range(10)) % 10) % 10)

NRIC_W = [2, 7, 6, 5, 4, 3, 2]
def nric_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m: return False
    s = sum(int(a) * b for a, b in zip(m.group(2), NRIC_W))
    if m.group(1) in "TG": s += 4
    tab = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return tab[s % 11] == m.group(3)

def make_nric(p="S"):
    d = rs(DG, 7)
    s = sum(int(a) * b for a, b in zip(d, NRIC_W)) + (4 if p in "TG" else 0)
    tab = "JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK"
    return p + d + tab[s % 11]

def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(([0-9A])\)", v)
    if not m: return False
    L = m.group(1)
    vals = ([36] if len(L) == 1 else []) + [ord(c) - 55 for c in L]
    s = sum(x * w for x, w in zip(vals + [int(c) for c in m.group(2)], range(9, 1, -1)))
    c = (11 - s % 11) % 11
    return ("A" if c == 10 else str(c)) == m.group(3)

def make_hkid(L="A"):
    d = rs(DG, 6)
    vals = ([36] if len(L) == 1 else []) + [ord(c) - 55 for c in L]
    s = sum(x * w for x, w in zip(vals + [int(c) for c in d], range(9, 1, -1)))
    c = (11 - s % 11) % 11
    return "%s%s(%s)" % (L, d, "A" if c == 10 else str(c))

def nino_ok(v):
    s = v.replace(" ", "")
    return bool(re.fullmatch(r"(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", s))

NATIONAL_VALIDATORS = [bsn_ok, se_ok, hetu_ok, dni_ok, cpf_ok, sin_ok, pesel_ok, nric_ok, hkid_ok, nino_ok]
def national_ok(v):
    return any(f(v) for f in NATIONAL_VALIDATORS)

# ---------- SSN ----------
def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", v)
    if not m: return False
    a, g, s = m.groups()
    return a not in ("000", "666") and a[0] != "9" and g != "00" and s != "0000"

def make_ssn():
    while True:
        v = "%03d-%02d-%04d" % (R.randint(1, 899), R.randint(1, 99), R.randint(1, 9999))
        if ssn_ok(v): return v

# ---------- vendor keys ----------
B32 = UP + "234567"
B64 = UP + LO + DG + "+/"
def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).rstrip(b"=").decode()

def make_jwt(payload, alg="HS256"):
    return b64u({"alg": alg, "typ": "JWT"}) + "." + b64u(payload) + "." + rs(AN + "-_", 43)

def jwt_ok(v):
    p = v.split(".")
    if len(p) != 3: return False
    try:
        for part in p[:2]:
            json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))
    except Exception:
        return False
    return bool(re.fullmatch(r"[A-Za-z0-9_-]+", p[2]))

KEY_PATTERNS = [
    r"AKIA[A-Z2-7]{16}", r"ASIA[A-Z2-7]{16}", r"ghp_[A-Za-z0-9]{36}", r"gho_[A-Za-z0-9]{36}",
    r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}", r"glpat-[A-Za-z0-9_-]{20}",
    r"xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}", r"(sk|rk)_(live|test)_[A-Za-z0-9]{24,99}",
    r"AIza[A-Za-z0-9_-]{35}", r"sk-proj-[A-Za-z0-9_-]{40,200}", r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    r"hf_[A-Za-z]{34}", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", r"npm_[A-Za-z0-9]{36}",
    r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,200}", r"[a-f0-9]{32}", r"shpat_[a-f0-9]{32}",
    r"\d{8,10}:[A-Za-z0-9_-]{35}", r"LTAI[A-Za-z0-9]{12,20}", r"AKID[A-Za-z0-9]{32}",
    r"[MN][A-Za-z0-9]{23}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}", r"key-[a-f0-9]{32}",
]
def apikey_ok(v):
    return jwt_ok(v) or any(re.fullmatch(p, v) for p in KEY_PATTERNS)

def build_values():
    V = {}
    # cards: (prefix, length, grouping)
    specs = [("4", 16, (4, 4, 4, 4)), ("51", 16, (4, 4, 4, 4)), ("37", 15, (4, 6, 5)), ("62", 16, (4, 4, 4, 4)),
             ("3528", 16, (4, 4, 4, 4)), ("6011", 16, (4, 4, 4, 4)), ("2221", 16, (4, 4, 4, 4)), ("4", 13, (13,)),
             ("55", 16, (16,)), ("34", 15, (15,)), ("6212", 19, (6, 13)), ("4", 16, (16,))]
    for i in range(22):
        p, n, g = specs[i % len(specs)]
        num = luhn_complete(p, n)
        V["card%d" % (i + 1)] = group(num, g, "-" if i % 5 == 3 else " ")
    ib = [("GB", lambda: "NWBK" + rs(DG, 14)), ("DE", lambda: rs(DG, 18)), ("FR", lambda: rs(DG, 10) + rs(UP + DG, 11) + rs(DG, 2)),
          ("NL", lambda: "RABO" + rs(DG, 10)), ("ES", lambda: rs(DG, 20)), ("IT", lambda: "X" + rs(DG, 10) + rs(DG, 12)),
          ("CH", lambda: rs(DG, 17)), ("BE", lambda: rs(DG, 12)), ("IE", lambda: "AIBK" + rs(DG, 14)),
          ("AT", lambda: rs(DG, 16)), ("PL", lambda: rs(DG, 24)), ("SE", lambda: rs(DG, 20)), ("PT", lambda: rs(DG, 21)),
          ("DK", lambda: rs(DG, 14)), ("FI", lambda: rs(DG, 14)), ("NO", lambda: rs(DG, 11)), ("LU", lambda: rs(DG, 16))]
    for i, (cc, f) in enumerate(ib):
        s = make_iban(cc, f())
        V["iban_" + cc.lower()] = iban_grouped(s) if i % 2 == 0 else s
        V["iban_" + cc.lower() + "2"] = make_iban(cc, f()) if i % 2 == 0 else iban_grouped(make_iban(cc, f()))
    prc = [("110105", "19870314"), ("310104", "19920611"), ("440305", "19950827"), ("330106", "19781102"),
           ("510107", "20010419"), ("320102", "19850923"), ("420106", "19900107"), ("370202", "19730530"),
           ("350203", "19961215"), ("610113", "19880228"), ("500103", "19930716"), ("120101", "19820409"),
           ("430104", "19990301"), ("210102", "19760818"), ("410105", "20030612"), ("440106", "19910925"),
           ("310115", "19840104"), ("110101", "19970720"), ("330106", "20000229"), ("510107", "19690611"),
           ("320102", "19941030"), ("440305", "19860505"), ("370202", "20020817"), ("420106", "19800110"),
           ("350203", "19751127"), ("610113", "19980808")]
    for i, (a, d) in enumerate(prc):
        V["prc%d" % (i + 1)] = make_prc(a, d, "%03d" % R.randint(10, 999))
    for i in range(4): V["bsn%d" % (i + 1)] = make_bsn()
    V["se1"] = make_se("850412"); V["se2"] = make_se("910203", "19"); V["se3"] = make_se("780921")
    V["hetu1"] = make_hetu("120388"); V["hetu2"] = make_hetu("070502", "A"); V["hetu3"] = make_hetu("241179")
    V["dni1"] = make_dni(); V["dni2"] = make_dni(); V["nie1"] = make_nie(); V["nie2"] = make_nie()
    for i in range(4): V["cpf%d" % (i + 1)] = make_cpf()
    for i in range(3): V["sin%d" % (i + 1)] = make_sin()
    V["pesel1"] = make_pesel("880517"); V["pesel2"] = make_pesel("921104"); V["pesel3"] = make_pesel("750226")
    V["nric1"] = make_nric("S"); V["nric2"] = make_nric("T"); V["nric3"] = make_nric("G"); V["nric4"] = make_nric("S")
    V["hkid1"] = make_hkid("A"); V["hkid2"] = make_hkid("K"); V["hkid3"] = make_hkid("XA"); V["hkid4"] = make_hkid("Y")
    for i in range(10): V["ssn%d" % (i + 1)] = make_ssn()
    # vendor keys
    for i in range(4):
        V["aws_id%d" % (i + 1)] = "AKIA" + rs(B32, 16)
        V["aws_secret%d" % (i + 1)] = rs(AN + "+/", 40)
    for i in range(4): V["ghp%d" % (i + 1)] = "ghp_" + rs(AN, 36)
    V["ghpat1"] = "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59)
    V["ghpat2"] = "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59)
    for i in range(3): V["glpat%d" % (i + 1)] = "glpat-" + rs(AN + "-_", 20)
    for i in range(4): V["xoxb%d" % (i + 1)] = "xoxb-%s-%s-%s" % (rs(DG, 12), rs(DG, 13), rs(AN, 24))
    for i in range(4): V["sk_live%d" % (i + 1)] = "sk_live_" + rs(AN, 24 + 8 * (i % 3))
    for i in range(3): V["pk_live%d" % (i + 1)] = "pk_live_" + rs(AN, 24)
    for i in range(4): V["gkey%d" % (i + 1)] = "AIza" + rs(AN + "-_", 35)
    for i in range(3): V["openai%d" % (i + 1)] = "sk-proj-" + rs(AN + "-_", 48)
    for i in range(2): V["anthropic%d" % (i + 1)] = "sk-ant-api03-" + rs(AN + "-_", 93) + "AA"
    for i in range(3): V["hf%d" % (i + 1)] = "hf_" + rs(UP + LO, 34)
    for i in range(3): V["sendgrid%d" % (i + 1)] = "SG." + rs(AN + "-_", 22) + "." + rs(AN + "-_", 43)
    for i in range(2): V["npm%d" % (i + 1)] = "npm_" + rs(AN, 36)
    V["pypi1"] = "pypi-AgEIcHlwaS5vcmc" + rs(AN + "-_", 60)
    for i in range(2): V["dd%d" % (i + 1)] = rs("0123456789abcdef", 32)
    for i in range(2): V["shopify%d" % (i + 1)] = "shpat_" + rs("0123456789abcdef", 32)
    for i in range(3): V["tgbot%d" % (i + 1)] = "%d:%s" % (R.randint(100000000, 9999999999), "AA" + rs(AN + "-_", 33))
    for i in range(2): V["discord%d" % (i + 1)] = "M" + rs(AN, 23) + "." + rs(AN + "-_", 6) + "." + rs(AN + "-_", 27)
    for i in range(4):
        V["ltai%d" % (i + 1)] = "LTAI5t" + rs(AN, 18)
        V["ali_secret%d" % (i + 1)] = rs(AN, 30)
    for i in range(3):
        V["akid%d" % (i + 1)] = "AKID" + rs(AN, 32)
        V["tc_secret%d" % (i + 1)] = rs(AN, 32)
    for i in range(3): V["mailgun%d" % (i + 1)] = "key-" + rs("0123456789abcdef", 32)
    V["jwt1"] = make_jwt({"sub": "u_48213", "role": "rider", "iat": 1767225600, "exp": 1767312000})
    V["jwt2"] = make_jwt({"sub": "studio-admin", "scope": "bookings:write", "iat": 1767830400})
    V["jwt3"] = make_jwt({"uid": 90317, "tenant": "ledger-eu", "iat": 1768003200, "exp": 1768089600}, "RS256")
    V["jwt4"] = make_jwt({"sub": "player_77120", "iss": "auth.game", "iat": 1768176000})
    V["jwt5"] = make_jwt({"sub": "13800", "name": "coach", "iat": 1768262400})
    V["jwt6"] = make_jwt({"sub": "lab-sync", "aud": "lims", "iat": 1768348800})
    # TOTP seeds (base32) as SECRET
    for i in range(3): V["totp%d" % (i + 1)] = rs(B32, 32)
    return V

VALUES = build_values()

def selftest():
    ok = True
    def chk(cond, msg):
        nonlocal ok
        if not cond:
            ok = False; print("SELFTEST FAIL:", msg)
    for k, v in VALUES.items():
        if k.startswith("card"): chk(card_ok(v), k)
        elif k.startswith("iban"): chk(iban_ok(v), k)
        elif k.startswith("prc"): chk(prc_ok(v), k)
        elif k.startswith("ssn"): chk(ssn_ok(v), k)
        elif k.split("1")[0].split("2")[0].split("3")[0].split("4")[0] in ("bsn", "se", "hetu", "dni", "nie", "cpf", "sin", "pesel", "nric", "hkid"):
            chk(national_ok(v), k)
        elif k.startswith(("aws_id", "ghp", "ghpat", "glpat", "xoxb", "sk_live", "gkey", "openai", "anthropic", "hf",
                           "sendgrid", "npm", "pypi", "dd", "shopify", "tgbot", "discord", "ltai", "akid", "mailgun", "jwt")):
            chk(apikey_ok(v), k)
    # textbook examples
    chk(card_ok("4111 1111 1111 1111"), "visa test"); chk(not card_ok("4111 1111 1111 1112"), "visa corrupt")
    chk(card_ok("378282246310005"), "amex test"); chk(not card_ok("378282246310006"), "amex corrupt")
    chk(iban_ok("GB82 WEST 1234 5698 7654 32"), "GB iban"); chk(not iban_ok("GB82 WEST 1234 5698 7654 33"), "GB iban corrupt")
    chk(iban_ok("DE89370400440532013000"), "DE iban"); chk(not iban_ok("DE89370400440532013001"), "DE corrupt")
    chk(prc_ok("11010519491231002X"), "PRC sample"); chk(not prc_ok("110105194912310021"), "PRC corrupt")
    chk(bsn_ok("111222333"), "BSN"); chk(not bsn_ok("111222334"), "BSN corrupt")
    chk(se_ok("811218-9876"), "SE"); chk(not se_ok("811218-9875"), "SE corrupt")
    chk(hetu_ok("131052-308T"), "HETU"); chk(not hetu_ok("131052-308U"), "HETU corrupt")
    chk(dni_ok("12345678Z"), "DNI"); chk(not dni_ok("12345678A"), "DNI corrupt"); chk(dni_ok("X1234567L"), "NIE")
    chk(cpf_ok("529.982.247-25"), "CPF"); chk(not cpf_ok("529.982.247-26"), "CPF corrupt")
    chk(sin_ok("046 454 286") is False, "SIN leading 0 rejected"); chk(luhn_ok("046454286"), "SIN luhn")
    chk(pesel_ok("44051401359"), "PESEL"); chk(not pesel_ok("44051401358"), "PESEL corrupt")
    chk(nric_ok("S1234567D"), "NRIC"); chk(not nric_ok("S1234567A"), "NRIC corrupt")
    chk(hkid_ok("A123456(3)"), "HKID"); chk(not hkid_ok("A123456(4)"), "HKID corrupt")
    chk(nino_ok("AB 12 34 56 C"), "NINO"); chk(not nino_ok("GB 12 34 56 C"), "NINO bad prefix")
    chk(ssn_ok("536-22-1234"), "SSN"); chk(not ssn_ok("666-12-1234"), "SSN 666"); chk(not ssn_ok("123-00-4567"), "SSN group")
    chk(jwt_ok(VALUES["jwt1"]), "jwt"); chk(not jwt_ok("abc.def.ghi"), "jwt corrupt")
    return ok

if __name__ == "__main__":
    print("selftest", "OK" if selftest() else "FAILED", len(VALUES), "values")
