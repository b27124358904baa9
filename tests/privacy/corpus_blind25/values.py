"""Deterministic generators + validators for values that need check digits or vendor shapes.
Only the Python standard library. Seeded with random.Random(20270107)."""
import random, string, base64, json, re, datetime

R = random.Random(20270107)
DIG = string.digits
AN = string.ascii_letters + string.digits
B64URL = AN + "-_"

def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))

# ---------------- Luhn / cards ----------------
def luhn_ok(num):
    d = [int(c) for c in re.sub(r"[ -]", "", num)]
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9: x -= 9
        s += x
    return s % 10 == 0

def luhn_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c

def gen_card(prefix, length, groups):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    full = body + luhn_digit(body)
    out, i = [], 0
    for g in groups:
        out.append(full[i:i + g]); i += g
    sep = " " if len(groups) > 1 else ""
    return sep.join(out) if groups != [length] else full

def card_ok(v):
    d = re.sub(r"[ -]", "", v)
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)

# ---------------- IBAN ----------------
IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "BE": 16, "CH": 21,
            "PL": 28, "SE": 24, "IE": 22, "AT": 20, "PT": 25, "DK": 18, "NO": 15, "FI": 18}

def iban_mod(s):
    s = s[4:] + s[:4]
    n = "".join(str(int(c, 36)) for c in s)
    return int(n) % 97

def iban_ok(v):
    s = v.replace(" ", "").upper()
    return (s[:2] in IBAN_LEN and len(s) == IBAN_LEN[s[:2]] and s[2:4].isdigit()
            and s.isalnum() and iban_mod(s) == 1)

def gen_iban(cc, bban, grouped=True):
    chk = 98 - iban_mod(cc + "00" + bban)
    s = cc + "%02d" % chk + bban
    assert len(s) == IBAN_LEN[cc], (cc, len(s))
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if grouped else s

# ---------------- PRC resident ID (GB 11643-1999) ----------------
PRC_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
PRC_C = "10X98765432"
PRC_AREAS = {"110101", "110105", "110108", "310104", "310115", "440305", "440106", "330106",
             "510107", "420106", "320102", "370202", "350203", "610113", "500103", "210102",
             "430104", "120101", "410105", "530102"}

def prc_check(first17):
    return PRC_C[sum(int(a) * b for a, b in zip(first17, PRC_W)) % 11]

def prc_ok(v):
    v = v.upper()
    if not re.fullmatch(r"\d{17}[\dX]", v) or v[:6] not in PRC_AREAS:
        return False
    try:
        datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
    except ValueError:
        return False
    return prc_check(v[:17]) == v[17]

def gen_prc(area, ymd, seq):
    b = area + ymd + seq
    return b + prc_check(b)

# ---------------- Verhoeff (Aadhaar) ----------------
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
      [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
      [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
      [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0,4,3,2,1,5,6,7,8,9]

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

# ---------------- national ID schemes ----------------
def bsn_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 9: return False
    s = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return s % 11 == 0

def se_pnr_ok(v):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+]?(\d{4})", v)
    return bool(m) and luhn_ok(m.group(2) + m.group(3))

HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"
def hetu_ok(v):
    m = re.fullmatch(r"(\d{6})[-+A](\d{3})([0-9A-Y])", v)
    return bool(m) and HETU_C[int(m.group(1) + m.group(2)) % 31] == m.group(3)

DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"
def dni_ok(v):
    v = v.replace("-", "").upper()
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", v)
    if not m: return False
    n = int(("XYZ".index(m.group(1)) if m.group(1) else "") .__str__() + m.group(2)) if m.group(1) else int(m.group(2))
    return DNI_L[n % 23] == m.group(3)

def aadhaar_ok(v):
    d = re.sub(r"\s", "", v)
    return bool(re.fullmatch(r"[2-9]\d{11}", d)) and verhoeff_ok(d)

def cpf_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 11 or len(set(d)) == 1: return False
    for k in (9, 10):
        s = sum(int(d[i]) * (k + 1 - i) for i in range(k))
        c = (s * 10) % 11 % 10
        if c != int(d[k]): return False
    return True

def sin_ok(v):
    d = re.sub(r"\D", "", v)
    return len(d) == 9 and d[0] != "8" and luhn_ok(d)

def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v): return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(v[i]) * w[i] for i in range(10)) % 10) % 10 == int(v[10])

def nric_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m: return False
    w = [2, 7, 6, 5, 4, 3, 2]
    s = sum(int(c) * x for c, x in zip(m.group(2), w)) + (4 if m.group(1) in "TG" else 0)
    tab = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return tab[s % 11] == m.group(3)

def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v)
    if not m: return False
    L = m.group(1)
    vals = ([36] if len(L) == 1 else []) + [ord(c) - 55 for c in L]
    s = sum(x * w for x, w in zip(vals + [int(c) for c in m.group(2)], [9, 8, 7, 6, 5, 4, 3, 2]))
    c = (11 - s % 11) % 11
    return ("A" if c == 10 else str(c)) == m.group(3)

TW_L = {c: n for c, n in zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36))}
def twid_ok(v):
    if not re.fullmatch(r"[A-Z][12]\d{8}", v): return False
    n = TW_L[v[0]]
    s = n // 10 + (n % 10) * 9 + sum(int(c) * w for c, w in zip(v[1:9], [8, 7, 6, 5, 4, 3, 2, 1])) + int(v[9])
    return s % 10 == 0

def rrn_ok(v):
    d = v.replace("-", "")
    if not re.fullmatch(r"\d{13}", d): return False
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(d[i]) * w[i] for i in range(12)) % 11) % 10 == int(d[12])

def nino_ok(v):
    d = v.replace(" ", "").upper()
    if not re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", d): return False
    return d[:2] not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}

def steuerid_ok(v):
    d = re.sub(r"\s", "", v)
    if not re.fullmatch(r"[1-9]\d{10}", d): return False
    p = 10
    for c in d[:10]:
        s = (int(c) + p) % 10 or 10
        p = (2 * s) % 11
    return (11 - p) % 10 == int(d[10])

def nir_ok(v):
    d = v.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", d): return False
    return 97 - int(d[:13]) % 97 == int(d[13:])

def mynumber_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 12: return False
    s = sum(int(d[10 - i]) * ((i + 2) if i < 6 else (i - 4)) for i in range(11))
    c = 0 if s % 11 <= 1 else 11 - s % 11
    return c == int(d[11])

NATIONAL_VALIDATORS = {"bsn": bsn_ok, "se": se_pnr_ok, "hetu": hetu_ok, "dni": dni_ok, "aadhaar": aadhaar_ok,
                       "cpf": cpf_ok, "sin": sin_ok, "pesel": pesel_ok, "nric": nric_ok, "hkid": hkid_ok,
                       "twid": twid_ok, "rrn": rrn_ok, "nino": nino_ok, "steuerid": steuerid_ok,
                       "nir": nir_ok, "mynumber": mynumber_ok}

def national_ok(v):
    return any(f(v) for f in NATIONAL_VALIDATORS.values())

def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", v)
    if not m: return False
    a, g, s = m.groups()
    return a not in ("000", "666") and a[0] != "9" and g != "00" and s != "0000" and v not in ("078-05-1120", "219-09-9999")

# generators for national schemes
def gen_bsn():
    while True:
        d = rs("123456789", 1) + rs(DIG, 7)
        s = sum(int(d[i]) * (9 - i) for i in range(8)) % 11
        if s < 10:
            return d + str(s)

def gen_se(yymmdd):
    b = yymmdd + rs(DIG, 3)
    return yymmdd + "-" + b[6:] + luhn_digit(b)

def gen_hetu(ddmmyy, sep="-"):
    n = rs(DIG, 2) + rs("23456789", 1)
    return ddmmyy + sep + n + HETU_C[int(ddmmyy + n) % 31]

def gen_dni():
    n = R.randint(10000000, 99999999)
    return "%08d%s" % (n, DNI_L[n % 23])

def gen_nie():
    p = R.choice("XYZ"); n = R.randint(1000000, 9999999)
    return "%s%07d%s" % (p, n, DNI_L[int(str("XYZ".index(p)) + "%07d" % n) % 23])

def gen_aadhaar():
    b = rs("23456789", 1) + rs(DIG, 10)
    d = b + verhoeff_digit(b)
    return d[:4] + " " + d[4:8] + " " + d[8:]

def gen_cpf():
    d = rs(DIG, 9)
    for k in (9, 10):
        d += str((sum(int(d[i]) * (k + 1 - i) for i in range(k)) * 10) % 11 % 10)
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])

def gen_sin():
    b = rs("1234567", 1) + rs(DIG, 7)
    d = b + luhn_digit(b)
    return d[:3] + " " + d[3:6] + " " + d[6:]

def gen_pesel(yymmdd_enc):
    b = yymmdd_enc + rs(DIG, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(b[i]) * w[i] for i in range(10)) % 10) % 10)

def gen_nric(p="S"):
    while True:
        v = p + rs(DIG, 7)
        for c in string.ascii_uppercase:
            if nric_ok(v + c):
                return v + c

def gen_hkid():
    while True:
        v = R.choice("ACDEGHKMPRVYZ") + rs(DIG, 6)
        for c in "0123456789A":
            if hkid_ok(v + c):
                return v[:7] + "(" + c + ")"

def gen_twid():
    while True:
        b = R.choice("ABFHR") + R.choice("12") + rs(DIG, 7)
        for c in DIG:
            if twid_ok(b + c):
                return b + c

def gen_rrn(yymmdd, s):
    b = yymmdd + s + rs(DIG, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return b[:6] + "-" + b[6:] + str((11 - sum(int(b[i]) * w[i] for i in range(12)) % 11) % 10)

def gen_steuerid():
    while True:
        d = rs("123456789", 1) + rs(DIG, 9)
        if len(set(d)) != 9:   # exactly one digit repeated (simplified rule)
            continue
        p = 10
        for c in d:
            s = (int(c) + p) % 10 or 10
            p = (2 * s) % 11
        return d + str((11 - p) % 10)

def gen_nir(sex, yy, mm, dept, comm, order):
    b = sex + yy + mm + dept + comm + order
    k = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (sex, yy, mm, dept, comm, order, k)

def gen_mynumber():
    while True:
        d = rs("123456789", 1) + rs(DIG, 10)
        for c in DIG:
            if mynumber_ok(d + c):
                return d[:4] + " " + d[4:8] + " " + d[8:] + c

def gen_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666: continue
        return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))

# ---------------- vendor keys / tokens ----------------
B32 = string.ascii_uppercase + "234567"
HEX = "0123456789abcdef"

def b64u(o):
    return base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).rstrip(b"=").decode()

def gen_jwt(payload, alg="HS256"):
    return b64u({"alg": alg, "typ": "JWT"}) + "." + b64u(payload) + "." + rs(B64URL, 43)

APIKEY_PATTERNS = [
    r"(AKIA|ASIA)[A-Z2-7]{16}", r"ghp_[A-Za-z0-9]{36}", r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    r"glpat-[A-Za-z0-9_-]{20}", r"xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}", r"sk_live_[A-Za-z0-9]{24,99}",
    r"rk_live_[A-Za-z0-9]{24,99}", r"AIza[A-Za-z0-9_-]{35}", r"sk-proj-[A-Za-z0-9_-]{48,160}",
    r"sk-ant-api03-[A-Za-z0-9_-]{93}AA", r"hf_[A-Za-z]{34}", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    r"npm_[A-Za-z0-9]{36}", r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,200}", r"[a-f0-9]{32}",
    r"shpat_[a-f0-9]{32}", r"\d{8,10}:[A-Za-z0-9_-]{35}", r"[A-Za-z0-9_-]{24,26}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}",
    r"LTAI[A-Za-z0-9]{20}", r"AKID[A-Za-z0-9]{32}", r"[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
    r"[A-Za-z0-9]{64}", r"glsa_[A-Za-z0-9]{32}_[a-f0-9]{8}", r"u\+[A-Za-z0-9_-]{20}",
]

def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3: return False
    try:
        for p in parts[:2]:
            json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
    except Exception:
        return False
    return True

def apikey_ok(v):
    if v.startswith("eyJ"):
        return jwt_ok(v)
    if v.count(".") == 2 and not v.startswith("SG.") and not re.fullmatch(APIKEY_PATTERNS[17], v):
        return False
    return any(re.fullmatch(p, v) for p in APIKEY_PATTERNS)

def gen_discord():
    uid = str(R.randint(10**17, 10**18 - 1))
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)

PEM = ("-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(rs(AN + "+/", 64) for _ in range(5)) + "\n" +
       rs(AN + "+/", 40) + "==\n-----END RSA PRIVATE KEY-----")
PEM2 = ("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
        + "\n".join(rs(AN + "+/", 70) for _ in range(3)) + "\n-----END OPENSSH PRIVATE KEY-----")

VALUES = {
    # cards (Luhn)
    "card_visa1": gen_card("4", 16, [4, 4, 4, 4]),
    "card_visa2": gen_card("4539", 16, [16]),
    "card_mc1": gen_card("5412", 16, [4, 4, 4, 4]),
    "card_mc2": gen_card("2221", 16, [16]),
    "card_amex1": gen_card("37", 15, [4, 6, 5]),
    "card_amex2": gen_card("34", 15, [15]),
    "card_disc1": gen_card("6011", 16, [4, 4, 4, 4]),
    "card_jcb1": gen_card("3566", 16, [4, 4, 4, 4]),
    "card_up1": gen_card("6222", 19, [19]),
    "card_up2": gen_card("6217", 19, [4, 4, 4, 4, 3]),
    "card_up3": gen_card("6228", 19, [6, 13]),
    "card_diners1": gen_card("36", 14, [4, 6, 4]),
    "card_visa3": gen_card("4716", 16, [4, 4, 4, 4]),
    "card_mc3": gen_card("5500", 16, [4, 4, 4, 4]),
    "card_visa13": gen_card("4", 13, [13]),
    "card_up4": gen_card("6230", 19, [19]),
    # IBANs
    "iban_gb1": gen_iban("GB", "NWBK" + rs(DIG, 14)),
    "iban_gb2": gen_iban("GB", "BARC" + rs(DIG, 14), grouped=False),
    "iban_de1": gen_iban("DE", rs(DIG, 18)),
    "iban_de2": gen_iban("DE", rs(DIG, 18), grouped=False),
    "iban_fr1": gen_iban("FR", rs(DIG, 23)),
    "iban_nl1": gen_iban("NL", "RABO" + rs(DIG, 10)),
    "iban_es1": gen_iban("ES", rs(DIG, 20)),
    "iban_it1": gen_iban("IT", "X" + rs(DIG, 22)),
    "iban_be1": gen_iban("BE", rs(DIG, 12)),
    "iban_ch1": gen_iban("CH", rs(DIG, 17)),
    "iban_pl1": gen_iban("PL", rs(DIG, 24)),
    "iban_se1": gen_iban("SE", rs(DIG, 20)),
    "iban_ie1": gen_iban("IE", "AIBK" + rs(DIG, 14)),
    "iban_at1": gen_iban("AT", rs(DIG, 16), grouped=False),
    "iban_pt1": gen_iban("PT", rs(DIG, 21)),
    "iban_dk1": gen_iban("DK", rs(DIG, 14)),
    "iban_nl2": gen_iban("NL", "INGB" + rs(DIG, 10), grouped=False),
    "iban_fi1": gen_iban("FI", rs(DIG, 14)),
    "iban_no1": gen_iban("NO", rs(DIG, 11)),
    "iban_de3": gen_iban("DE", rs(DIG, 18)),
    "iban_gb3": gen_iban("GB", "HBUK" + rs(DIG, 14)),
    "iban_es2": gen_iban("ES", rs(DIG, 20), grouped=False),
    "iban_fr2": gen_iban("FR", rs(DIG, 23), grouped=False),
    "iban_it2": gen_iban("IT", "Y" + rs(DIG, 22)),
    # PRC IDs (DOB embedded; texts showing a DOB use the same date)
    "prc1": gen_prc("110105", "19880314", "213"),
    "prc2": gen_prc("310104", "19920707", "046"),
    "prc3": gen_prc("440305", "19750921", "117"),
    "prc4": gen_prc("330106", "19990102", "328"),
    "prc5": gen_prc("510107", "19850630", "452"),
    "prc6": gen_prc("420106", "20010418", "091"),
    "prc7": gen_prc("320102", "19680225", "374"),
    "prc8": gen_prc("370202", "19931111", "205"),
    "prc9": gen_prc("350203", "19790812", "536"),
    "prc10": gen_prc("610113", "19960503", "148"),
    "prc11": gen_prc("500103", "19871020", "269"),
    "prc12": gen_prc("210102", "20000229", "083"),
    "prc13": gen_prc("430104", "19821206", "417"),
    "prc14": gen_prc("120101", "19940917", "326"),
    "prc15": gen_prc("410105", "19710108", "558"),
    "prc16": gen_prc("530102", "19970324", "062"),
    "prc17": gen_prc("440106", "19890730", "199"),
    "prc18": gen_prc("110108", "19630515", "282"),
    "prc19": gen_prc("310115", "19910822", "441"),
    "prc20": gen_prc("330106", "19860411", "024"),
    "prc21": gen_prc("440305", "19950128", "367"),
    "prc22": gen_prc("320102", "19771003", "158"),
    "prc23": gen_prc("510107", "20020616", "273"),
    "prc24": gen_prc("110101", "19840909", "512"),
    "prc25": gen_prc("420106", "19730304", "631"),
    "prc26": gen_prc("370202", "19981225", "045"),
    # national IDs
    "bsn1": gen_bsn(), "bsn2": gen_bsn(), "bsn3": gen_bsn(),
    "se1": gen_se("850412"), "se2": gen_se("910228"),
    "hetu1": gen_hetu("210379"), "hetu2": gen_hetu("050601", "A"),
    "dni1": gen_dni(), "dni2": gen_dni(), "nie1": gen_nie(),
    "aadhaar1": gen_aadhaar(), "aadhaar2": gen_aadhaar(), "aadhaar3": gen_aadhaar(),
    "cpf1": gen_cpf(), "cpf2": gen_cpf(),
    "sin1": gen_sin(), "sin2": gen_sin(),
    "pesel1": gen_pesel("920815"), "pesel2": gen_pesel("022304"),
    "nric1": gen_nric("S"), "nric2": gen_nric("T"), "nric3": gen_nric("G"),
    "hkid1": gen_hkid(), "hkid2": gen_hkid(), "hkid3": gen_hkid(),
    "twid1": gen_twid(), "twid2": gen_twid(),
    "rrn1": gen_rrn("890523", "1"), "rrn2": gen_rrn("010917", "4"),
    "nino1": "JH 48 26 71 B", "nino2": "PR728804C", "nino3": "SW 19 03 55 A",
    "steuer1": gen_steuerid(), "steuer2": gen_steuerid(),
    "nir1": gen_nir("2", "87", "06", "75", "114", "233"),
    "mynum1": gen_mynumber(),
    # SSNs
    "ssn1": gen_ssn(), "ssn2": gen_ssn(), "ssn3": gen_ssn(), "ssn4": gen_ssn(), "ssn5": gen_ssn(),
    "ssn6": gen_ssn(), "ssn7": gen_ssn(), "ssn8": gen_ssn(), "ssn9": gen_ssn(),
    # API keys
    "aws_ak1": "AKIA" + rs(B32, 16), "aws_ak2": "AKIA" + rs(B32, 16), "aws_ak3": "ASIA" + rs(B32, 16),
    "ghp1": "ghp_" + rs(AN, 36), "ghp2": "ghp_" + rs(AN, 36),
    "ghpat1": "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59),
    "glpat1": "glpat-" + rs(AN + "_-", 20), "glpat2": "glpat-" + rs(AN, 20),
    "xoxb1": "xoxb-" + rs(DIG, 12) + "-" + rs(DIG, 13) + "-" + rs(AN, 24),
    "xoxb2": "xoxb-" + rs(DIG, 11) + "-" + rs(DIG, 12) + "-" + rs(AN, 24),
    "sklive1": "sk_live_" + rs(AN, 24), "sklive2": "sk_live_" + rs(AN, 99), "rklive1": "rk_live_" + rs(AN, 24),
    "aiza1": "AIza" + rs(AN + "_-", 35), "aiza2": "AIza" + rs(AN + "_-", 35),
    "openai1": "sk-proj-" + rs(AN + "_-", 74), "openai2": "sk-proj-" + rs(AN, 48),
    "anthropic1": "sk-ant-api03-" + rs(AN + "_-", 93) + "AA",
    "hf1": "hf_" + rs(string.ascii_letters, 34), "hf2": "hf_" + rs(string.ascii_letters, 34),
    "sendgrid1": "SG." + rs(AN + "_-", 22) + "." + rs(AN + "_-", 43),
    "npm1": "npm_" + rs(AN, 36),
    "pypi1": "pypi-AgEIcHlwaS5vcmc" + rs(AN + "_-", 120),
    "dd_api1": rs(HEX, 32), "dd_app1": rs(HEX, 40),
    "shpat1": "shpat_" + rs(HEX, 32),
    "tgbot1": str(R.randint(10**9, 7 * 10**9)) + ":AA" + rs(AN + "_-", 33),
    "tgbot2": str(R.randint(10**8, 10**9)) + ":AA" + rs(AN + "_-", 33),
    "discord1": gen_discord(),
    "ltai1": "LTAI" + rs(AN, 20), "ltai2": "LTAI5t" + rs(AN, 18),
    "akid1": "AKID" + rs(AN, 32),
    "pd1": rs(HEX, 32), "pd2": rs(HEX, 32),
    "glsa1": "glsa_" + rs(AN, 32) + "_" + rs(HEX, 8),
    "binance_k1": rs(AN, 64), "okx_k1": rs(AN, 64),
    "mailgun1": rs(HEX, 32), "sentry_tok1": rs(HEX, 32),
    "jwt1": gen_jwt({"sub": "u_48213", "role": "driver", "iat": 1796000000}),
    "jwt2": gen_jwt({"sub": "admin", "tenant": "grafana-ops", "exp": 1798000000}, "RS256"),
    "jwt3": gen_jwt({"uid": 90211, "scope": "kyc:read", "iat": 1797200000}),
    "jwt4": gen_jwt({"sub": "svc-dbt", "aud": "warehouse", "exp": 1799000000}),
    "jwt5": gen_jwt({"openid": "wx_7731", "iat": 1796600000}),
    # SECRETs (paired secrets, tokens, keys)
    "aws_sk1": rs(AN + "+/", 40), "aws_sk2": rs(AN + "+/", 40), "aws_sk3": rs(AN + "+/", 40),
    "ali_sk1": rs(AN, 30), "ali_sk2": rs(AN, 30), "tc_sk1": rs(AN, 32),
    "binance_s1": rs(AN, 64), "okx_s1": rs(AN + "+/", 44),
    "slackhook1": "https://hooks.slack.com/services/T" + rs(B32, 8) + "/B" + rs(B32, 10) + "/" + rs(AN, 24),
    "slackhook2": "https://hooks.slack.com/services/T" + rs(B32, 10) + "/B" + rs(B32, 10) + "/" + rs(AN, 24),
    "dinghook1": "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64),
    "feishuhook1": "https://open.feishu.cn/open-apis/bot/v2/hook/" + "-".join(rs(HEX, n) for n in (8, 4, 4, 4, 12)),
    "wecomhook1": "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + "-".join(rs(HEX, n) for n in (8, 4, 4, 4, 12)),
    "discordhook1": "https://discord.com/api/webhooks/" + rs(DIG, 18) + "/" + rs(B64URL, 68),
    "whsec1": "whsec_" + rs(AN, 32), "whsec2": "whsec_" + rs(AN, 32),
    "totp1": rs(B32, 32), "totp2": rs(B32, 16),
    "clientsec1": rs(AN + "~_.-", 40), "clientsec2": rs(HEX, 40), "clientsec3": "GOCSPX-" + rs(AN + "_-", 28),
    "session1": rs(HEX, 48), "session2": rs(B64URL, 43), "session3": rs(AN, 32),
    "refresh1": "1//0" + rs(AN + "_-", 60),
    "pem1": PEM, "pem2": PEM2,
    "djsecret1": "django-insecure-" + rs(string.ascii_lowercase + DIG + "!@#$%^&*(-_=+)", 50),
    "appsecret1": rs(HEX, 32), "appsecret2": rs(HEX, 32), "wxsecret1": rs(HEX, 32),
    "encryptkey1": base64.b64encode(bytes(R.randrange(256) for _ in range(32))).decode(),
    "pagerduty_sk1": "u+" + rs(AN + "_-", 20),
    "vaulttok1": "hvs." + rs(AN, 24),
    "npmauth1": rs(B64URL, 36),
    "snow_sec1": rs(AN, 28),
}

# ---------------- self-test ----------------
TEXTBOOK_OK = [
    (card_ok, "4111 1111 1111 1111"), (card_ok, "378282246310005"), (card_ok, "6011111111111117"),
    (card_ok, "5555555555554444"),
    (iban_ok, "GB82 WEST 1234 5698 7654 32"), (iban_ok, "DE89370400440532013000"), (iban_ok, "NL91ABNA0417164300"),
    (iban_ok, "FR1420041010050500013M02606"), (iban_ok, "ES9121000418450200051332"), (iban_ok, "BE68539007547034"),
    (iban_ok, "CH9300762011623852957"), (iban_ok, "IT60X0542811101000000123456"), (iban_ok, "AT611904300234573201"),
    (iban_ok, "PL61109010140000071219812874"), (iban_ok, "SE4550000000058398257466"), (iban_ok, "IE29AIBK93115212345678"),
    (iban_ok, "NO9386011117947"), (iban_ok, "DK5000400440116243"), (iban_ok, "FI2112345600000785"),
    (iban_ok, "PT50000201231234567890154"),
    (prc_ok, "11010519491231002X"), (prc_ok, "440524188001010014"[:0] or "11010519491231002X"),
    (verhoeff_ok, "2363"), (bsn_ok, "111222333"), (se_pnr_ok, "811218-9876"), (hetu_ok, "131052-308T"),
    (dni_ok, "12345678Z"), (cpf_ok, "111.444.777-35"), (sin_ok, "046 454 286"), (pesel_ok, "44051401359"),
    (nric_ok, "S1234567D"), (hkid_ok, "A123456(3)"), (twid_ok, "A123456789"), (steuerid_ok, "86095742719"),
    (ssn_ok, "123-45-6789"), (nino_ok, "AB123456C"),
]
TEXTBOOK_BAD = [
    (card_ok, "4111 1111 1111 1112"), (iban_ok, "GB82 WEST 1234 5698 7654 33"), (iban_ok, "DE8937040044053201300"),
    (prc_ok, "110105194912310021"), (verhoeff_ok, "2364"), (bsn_ok, "111222334"), (se_pnr_ok, "811218-9877"),
    (hetu_ok, "131052-308U"), (dni_ok, "12345678A"), (cpf_ok, "111.444.777-36"), (sin_ok, "046 454 287"),
    (pesel_ok, "44051401358"), (nric_ok, "S1234567E"), (hkid_ok, "A123456(4)"), (twid_ok, "A123456788"),
    (steuerid_ok, "86095742718"), (ssn_ok, "666-45-6789"), (ssn_ok, "123-00-6789"), (nino_ok, "BG123456C"),
]

def validator_for(name):
    p = re.sub(r"\d+$", "", name)
    return {
        "card_visa": card_ok, "card_mc": card_ok, "card_amex": card_ok, "card_disc": card_ok, "card_jcb": card_ok,
        "card_up": card_ok, "card_diners": card_ok, "card_visa13": card_ok,
        "prc": prc_ok, "bsn": bsn_ok, "se": se_pnr_ok, "hetu": hetu_ok, "dni": dni_ok, "nie": dni_ok,
        "aadhaar": aadhaar_ok, "cpf": cpf_ok, "sin": sin_ok, "pesel": pesel_ok, "nric": nric_ok, "hkid": hkid_ok,
        "twid": twid_ok, "rrn": rrn_ok, "nino": nino_ok, "steuer": steuerid_ok, "nir": nir_ok, "mynum": mynumber_ok,
        "ssn": ssn_ok,
    }.get(p) or (iban_ok if name.startswith("iban_") else None)

APIKEY_NAMES = ["aws_ak1", "aws_ak2", "aws_ak3", "ghp1", "ghp2", "ghpat1", "glpat1", "glpat2", "xoxb1", "xoxb2",
                "sklive1", "sklive2", "rklive1", "aiza1", "aiza2", "openai1", "openai2", "anthropic1", "hf1", "hf2",
                "sendgrid1", "npm1", "pypi1", "dd_api1", "shpat1", "tgbot1", "tgbot2", "discord1", "ltai1", "ltai2",
                "akid1", "pd1", "pd2", "glsa1", "binance_k1", "okx_k1", "mailgun1", "sentry_tok1",
                "jwt1", "jwt2", "jwt3", "jwt4", "jwt5"]

def selftest(verbose=False):
    n = 0
    for f, v in TEXTBOOK_OK:
        assert f(v), ("textbook should pass", f.__name__, v); n += 1
    for f, v in TEXTBOOK_BAD:
        assert not f(v), ("textbook should fail", f.__name__, v); n += 1
    # a hand-checked published Verhoeff example: check digit for 236 is 3
    assert verhoeff_digit("236") == "3"; n += 1
    assert prc_check("11010519491231002") == "X"; n += 1
    for name, v in VALUES.items():
        f = validator_for(name)
        if f:
            assert f(v), (name, v); n += 1
            # corrupted copy must fail (change last digit)
            d = v.rstrip(")")
            last = d[-1]
            if last.isdigit():
                bad = d[:-1] + str((int(last) + 1) % 10) + v[len(d):]
                if not name.startswith(("nino", "ssn")):
                    assert not f(bad), ("corrupted passes", name, bad); n += 1
        if name in APIKEY_NAMES:
            assert apikey_ok(v), (name, v); n += 1
        if name.startswith("jwt"):
            assert jwt_ok(v); n += 1
    assert len(set(VALUES.values())) == len(VALUES)
    if verbose:
        print("values selftest: %d checks ok, %d values" % (n, len(VALUES)))
    return n

if __name__ == "__main__":
    selftest(True)
    for k, v in VALUES.items():
        print(k, "=", v.replace("\n", "\\n")[:90])
