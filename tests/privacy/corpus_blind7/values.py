"""Generated values for corpus_blind7 (fixed seed).

Every value with a check digit or a vendor shape is produced here and
referenced from the text files as ``$name`` inside the markup.  All values
are invented; the seed is fixed, so the corpus rebuilds byte-identically.
"""
import base64
import json
import random
import string

R = random.Random(20261203)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B32 = UP + "234567"

VALUES = {}


def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def put(name, value):
    assert name not in VALUES, name
    VALUES[name] = value
    return value


# ---------------------------------------------------------------- cards
TEST_CARDS = {
    "4242424242424242", "4111111111111111", "5555555555554444",
    "378282246310005", "4000056655665556", "6011111111111117",
    "3530111333300000", "5105105105105100", "4012888888881881",
    "371449635398431", "6200000000000005", "30569309025904",
}


def luhn_digit(partial):
    s = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def card(prefix, length, groups=None, sep=" "):
    while True:
        body = prefix + rs(DIG, length - 1 - len(prefix))
        num = body + luhn_digit(body)
        if num not in TEST_CARDS and len(set(num)) > 4:
            break
    if sep is None:
        return num
    if groups is None:
        groups = [4] * (length // 4) + ([length % 4] if length % 4 else [])
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return sep.join(out)


put("visa1", card("4", 16))
put("visa2", card("4", 16, sep=None))
put("visa3", card("4", 16, sep="-"))
put("visa4", card("4", 16))
put("visa5", card("4", 16))
put("mc1", card("53", 16))
put("mc2", card("55", 16, sep=None))
put("mc3", card("2231", 16))
put("mc4", card("51", 16, sep="-"))
put("amex1", card("37", 15, groups=[4, 6, 5]))
put("amex2", card("34", 15, sep=None))
put("discover1", card("6011", 16))
put("jcb1", card("3569", 16))
put("unionpay1", card("622", 16, sep=None))
put("unionpay2", card("6214", 19, groups=[4, 4, 4, 4, 3]))
put("unionpay3", card("6228", 19, sep=None))
put("diners1", card("36", 14, groups=[4, 6, 4]))


def cvv(n=3):
    return rs(DIG, n)


for i in range(1, 9):
    put(f"cvv{i}", cvv())
put("cid1", cvv(4))  # Amex CID

# ---------------------------------------------------------------- IBAN


def iban_check(cc, bban):
    s = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in s)
    return "%02d" % (98 - int(num) % 97)


def iban(cc, bban, grouped=True):
    raw = cc + iban_check(cc, bban) + bban
    if not grouped:
        return raw
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def be_bban():
    first = rs(DIG, 10)
    c = int(first) % 97 or 97
    return first + "%02d" % c


put("iban_de1", iban("DE", rs(DIG, 18)))
put("iban_de2", iban("DE", rs(DIG, 18), grouped=False))
put("iban_gb1", iban("GB", "NWBK" + rs(DIG, 14)))
put("iban_gb2", iban("GB", "LOYD" + rs(DIG, 14), grouped=False))
put("iban_fr1", iban("FR", rs(DIG, 10) + rs(UP + DIG, 11) + rs(DIG, 2)))
put("iban_nl1", iban("NL", "RABO" + rs(DIG, 10)))
put("iban_nl2", iban("NL", "INGB" + rs(DIG, 10), grouped=False))
put("iban_es1", iban("ES", rs(DIG, 20)))
put("iban_it1", iban("IT", rs(UP, 1) + rs(DIG, 10) + rs(DIG, 12)))
put("iban_ch1", iban("CH", rs(DIG, 5) + rs(DIG, 12)))
put("iban_be1", iban("BE", be_bban()))
put("iban_pl1", iban("PL", rs(DIG, 24)))
put("iban_at1", iban("AT", rs(DIG, 16)))
put("iban_ie1", iban("IE", "AIBK" + rs(DIG, 14)))
put("iban_se1", iban("SE", rs(DIG, 20)))
put("iban_pt1", iban("PT", rs(DIG, 21)))
put("iban_ae1", iban("AE", rs(DIG, 19), grouped=False))
put("iban_tr1", iban("TR", rs(DIG, 5) + "0" + rs(DIG, 16)))
put("iban_sa1", iban("SA", rs(DIG, 2) + rs(DIG, 18)))

# ---------------------------------------------------------------- Chinese resident ID
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_M = "10X98765432"


def idcard(region, birth, female):
    if True:
        seq = rs(DIG, 2) + R.choice("02468" if female else "13579")
        body = region + birth + seq
        return body + GB_M[sum(int(a) * b for a, b in zip(body, GB_W)) % 11]


# (name, region, birth YYYYMMDD, female)
for name, region, birth, fem in [
    ("id1", "110105", "19880314", True),
    ("id2", "310115", "19760921", False),
    ("id3", "440305", "19950607", True),
    ("id4", "330106", "19630112", False),
    ("id5", "510107", "20010430", True),
    ("id6", "420106", "19821127", False),
    ("id7", "320102", "19990218", True),
    ("id8", "370202", "19700805", False),
    ("id9", "610113", "19871003", True),
    ("id10", "500103", "19920716", False),
    ("id11", "350203", "19581229", True),
    ("id12", "120101", "20030909", False),
    ("id13", "430104", "19851111", True),
    ("id14", "210202", "19790325", False),
    ("id15", "440106", "19930502", False),
    ("id16", "330302", "19660818", True),
]:
    put(name, idcard(region, birth, fem))
# guarantee one ID that ends in X (hand-searched within the generator)
while True:
    cand = idcard("530102", "19890620", False)
    if cand.endswith("X"):
        put("idx", cand)
        break

# ---------------------------------------------------------------- national IDs


def cpf(fmt=True):
    while True:
        d = [int(c) for c in rs(DIG, 9)]
        if len(set(d)) > 1:
            break
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1)))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}" if fmt else s


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
      [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
      [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
      [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
      [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
      [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def aadhaar():
    body = R.choice("23456789") + rs(DIG, 10)
    s = body + verhoeff_digit(body)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def dni():
    n = rs(DIG, 8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def nie():
    p = R.choice("XYZ")
    n = rs(DIG, 7)
    return p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(p)) + n) % 23]


def nir(sex, yy, mm, dept):
    body = f"{sex}{yy}{mm}{dept}{rs(DIG, 3)}{R.randint(1, 999):03d}"
    key = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}"


def bsn():
    while True:
        d = [int(c) for c in R.choice("123456789") + rs(DIG, 7)]
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last < 10:
            return "".join(map(str, d)) + str(last)


def personnummer(yymmdd, sep="-"):
    body = yymmdd + rs(DIG, 3)
    return yymmdd + sep + body[6:] + luhn_digit(body)


def fodselsnummer(ddmmyy):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        d = [int(c) for c in ddmmyy + R.choice("01234") + rs(DIG, 2)]
        k1 = 11 - sum(a * b for a, b in zip(d, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        d.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(d, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        d.append(k2)
        return "".join(map(str, d))


def hetu(ddmmyy, century_sign):
    n = "%03d" % R.randint(2, 899)
    return ddmmyy + century_sign + n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(ddmmyy + n) % 31]


def cpr(ddmmyy):
    w = [4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    while True:
        s = ddmmyy + R.choice("0123") + rs(DIG, 3)
        if sum(int(a) * b for a, b in zip(s, w)) % 11 == 0:
            return s[:6] + "-" + s[6:]


def be_rrn(yymmdd, born2000=False):
    seq = "%03d" % R.randint(1, 997)
    base = yymmdd + seq
    n = int(("2" if born2000 else "") + base)
    cc = 97 - n % 97
    return f"{yymmdd[:2]}.{yymmdd[2:4]}.{yymmdd[4:]}-{seq}.{cc:02d}"


def kr_rrn(yymmdd, g):
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    body = yymmdd + g + rs(DIG, 5)
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


def mynumber():
    body = R.choice("123456789") + rs(DIG, 10)
    s = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    x = body + str(c)
    return f"{x[:4]} {x[4:8]} {x[8:]}"


def nric(prefix):
    d = rs(DIG, 7)
    s = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2]))
    if prefix in "TG":
        s += 4
    tab = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return prefix + d + tab[s % 11]


def mykad(yymmdd, state, female):
    n = rs(DIG, 3) + R.choice("02468" if female else "13579")
    return f"{yymmdd}-{state}-{n}"


CURP_AL = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp(letters4, yymmdd, sex, state, cons3, homo):
    body = letters4 + yymmdd + sex + state + cons3 + homo
    s = sum(CURP_AL.index(ch) * (18 - i) for i, ch in enumerate(body))
    return body + str((10 - s % 10) % 10)


def za_id(yymmdd, male):
    g = "%04d" % (R.randint(5000, 9999) if male else R.randint(0, 4999))
    body = yymmdd + g + "0" + "8"
    return body + luhn_digit(body)


def sin():
    body = R.choice("1234567") + rs(DIG, 7)
    s = body + luhn_digit(body)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def nhs():
    while True:
        body = R.choice("4") + rs(DIG, 8)
        c = 11 - sum(int(a) * b for a, b in zip(body, range(10, 1, -1))) % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        s = body + str(c)
        return f"{s[:3]} {s[3:6]} {s[6:]}"


def israel_id():
    body = rs(DIG, 8)
    s = 0
    for i, ch in enumerate(body):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        s += v - 9 if v > 9 else v
    return body + str((10 - s % 10) % 10)


def steuer_id():
    while True:
        first = R.choice("123456789")
        digits = [first] + [R.choice(DIG) for _ in range(9)]
        counts = {d: digits.count(d) for d in set(digits)}
        multi = [d for d, c in counts.items() if c > 1]
        if len(multi) != 1 or counts[multi[0]] > 3:
            continue
        break
    body = "".join(digits)
    product = 10
    for ch in body:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    if c == 10:
        c = 0
    x = body + str(c)
    return f"{x[:2]} {x[2:5]} {x[5:8]} {x[8:]}"


put("cpf1", cpf())
put("cpf2", cpf(fmt=False))
put("aadhaar1", aadhaar())
put("aadhaar2", aadhaar())
put("dni1", dni())
put("nie1", nie())
put("nir1", nir(1, "84", "07", "69"))      # born July 1984
put("nir2", nir(2, "91", "11", "33"))
put("bsn1", bsn())
put("bsn2", bsn())
put("pnr1", personnummer("870412"))
put("pnr2", personnummer("19930828"[2:], sep="-"))
put("fnr1", fodselsnummer("230679"))
put("hetu1", hetu("150985", "-"))
put("hetu2", hetu("030303", "A"))
put("cpr1", cpr("110572"))
put("rrn_be1", be_rrn("810224"))
put("rrn_be2", be_rrn("020615", born2000=True))
put("kr1", kr_rrn("900517", "2"))
put("kr2", kr_rrn("850303", "1"))
put("mynum1", mynumber())
put("mynum2", mynumber())
put("nric1", nric("S"))
put("nric2", nric("T"))
put("fin1", nric("G"))
put("mykad1", mykad("880612", "14", True))
put("mykad2", mykad("750130", "10", False))
put("curp1", curp("GALM", "910422", "M", "JC", "LPN", "0"))
put("curp2", curp("HEPA", "870109", "H", "DF", "RCR", "0"))
put("zaid1", za_id("860704", True))
put("zaid2", za_id("920218", False))
put("sin1", sin())
put("sin2", sin())
put("nhs1", nhs())
put("nhs2", nhs())
put("tz1", israel_id())
put("tz2", israel_id())
put("stid1", steuer_id())
put("stid2", steuer_id())

# ---------------------------------------------------------------- API keys
put("openai1", "sk-proj-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74))
put("openai2", "sk-proj-" + rs(URLSAFE, 48) + "T3BlbkFJ" + rs(URLSAFE, 48))
put("anthropic1", "sk-ant-api03-" + rs(URLSAFE, 93) + "AA")
put("anthropic2", "sk-ant-api03-" + rs(URLSAFE, 93) + "AA")
put("ghp1", "ghp_" + rs(ALNUM, 36))
put("ghp2", "ghp_" + rs(ALNUM, 36))
put("ghpat1", "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(ALNUM, 59))
put("glpat1", "glpat-" + rs(ALNUM + "-_", 20))
put("glpat2", "glpat-" + rs(ALNUM, 20))
put("stripe1", "sk_live_51" + rs(ALNUM, 97))
put("stripe2", "sk_live_" + rs(ALNUM, 24))
put("stripe_rk1", "rk_live_51" + rs(ALNUM, 97))
put("twilio1", "SK" + rs(HEX, 32))
put("sendgrid1", "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43))
put("sendgrid2", "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43))
put("slackb1", f"xoxb-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(ALNUM, 24)}")
put("slackb2", f"xoxb-{rs(DIG, 11)}-{rs(DIG, 13)}-{rs(ALNUM, 24)}")
put("slackp1", f"xoxp-{rs(DIG, 12)}-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(HEX, 32)}")
put("google1", "AIza" + rs(URLSAFE, 35))
put("google2", "AIza" + rs(URLSAFE, 35))
put("aws1", "AKIA" + rs(B32, 16))
put("aws2", "AKIA" + rs(B32, 16))
put("aws3", "AKIA" + rs(B32, 16))
put("azure1", rs(HEX, 32))
put("hf1", "hf_" + rs(string.ascii_letters, 34))
put("hf2", "hf_" + rs(string.ascii_letters, 34))
put("npm1", "npm_" + rs(ALNUM, 36))
put("pypi1", "pypi-AgEIcHlwaS5vcmc" + rs(URLSAFE, 120))
put("datadog_api1", rs(HEX, 32))
put("datadog_app1", rs(HEX, 40))
put("mailgun1", "key-" + rs(HEX, 32))
put("shopify1", "shpat_" + rs(HEX, 32))
put("tencent1", "AKID" + rs(ALNUM, 32))
put("tencent2", "AKID" + rs(ALNUM, 32))
put("aliyun1", "LTAI5t" + rs(ALNUM, 18))
put("aliyun2", "LTAI5t" + rs(ALNUM, 18))
put("bearer1", rs(URLSAFE, 43))
put("bearer2", "ya29." + rs(URLSAFE, 120))
put("bearer3", rs(ALNUM, 40))


def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt(payload):
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{rs(URLSAFE, 43)}"


put("jwt1", jwt({"sub": "usr_88213", "role": "admin", "iat": 1796200000, "exp": 1796286400}))
put("jwt2", jwt({"sub": "4471902", "scope": "orders:write", "iat": 1796300000}))
put("jwt3", jwt({"uid": 90311, "tenant": "nb-cn", "exp": 1796400000}))

# ---------------------------------------------------------------- secrets
put("aws_secret1", rs(ALNUM + "+/", 40))
put("aws_secret2", rs(ALNUM + "+/", 40))
put("aws_secret3", rs(ALNUM + "+/", 40))
put("azure_storage1", rs(B64, 86) + "==")
put("tencent_sk1", rs(ALNUM, 32))
put("tencent_sk2", rs(ALNUM, 32))
put("aliyun_sk1", rs(ALNUM, 30))
put("aliyun_sk2", rs(ALNUM, 30))
put("whsec1", "whsec_" + rs(ALNUM, 32))
put("whsec2", "whsec_" + rs(ALNUM, 32))
put("gh_client_secret1", rs(HEX, 40))
put("google_client_secret1", "GOCSPX-" + rs(URLSAFE, 28))
put("azure_client_secret1", rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "~._-", 34))
put("totp1", rs(B32, 32))
put("totp2", rs(B32, 16))
put("totp3", rs(B32, 32))
put("slack_hook1", "https://hooks.slack.com/services/T" + rs(UP + DIG, 8) + "/B" + rs(UP + DIG, 10) + "/" + rs(ALNUM, 24))
put("discord_hook1", "https://discord.com/api/webhooks/" + rs(DIG, 19) + "/" + rs(URLSAFE, 68))
put("wecom_hook1", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + "-".join(rs(HEX, n) for n in (8, 4, 4, 4, 12)))
put("dingtalk_hook1", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
put("feishu_hook1", "https://open.feishu.cn/open-apis/bot/v2/hook/" + "-".join(rs(HEX, n) for n in (8, 4, 4, 4, 12)))
put("django_secret1", rs(LOW + DIG + "!@#%^&*(-_=+)", 50))
put("flask_secret1", rs(HEX, 64))
put("wechat_appsecret1", rs(HEX, 32))
put("jwt_signing1", rs(ALNUM, 48))


def pem(label, first, lines, width=64):
    total = width * lines - R.randint(6, 20)
    body = first + rs(B64, total - len(first))
    if label.startswith("RSA") or label == "PRIVATE KEY":
        body = body[:-2] + "=="
    rows = [body[i:i + width] for i in range(0, len(body), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(rows) + f"\n-----END {label}-----"


put("pem_rsa1", pem("RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", 9))
put("pem_rsa2", pem("RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", 7))
put("pem_pk1", pem("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 8))
put("pem_ec1", pem("EC PRIVATE KEY", "MHcCAQEEI", 3))
put("pem_ssh1", pem("OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 5, width=70))
put("pem_ssh2", pem("OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 5, width=70))

# ---------------------------------------------------------------- decoy material
for i in range(1, 9):
    put(f"commit{i}", rs(HEX, 40))
    put(f"sha256_{i}", rs(HEX, 64))
    put(f"uuid{i}", "-".join(rs(HEX, n) for n in (8, 4, 4, 4, 12)))
for i in range(1, 5):
    put(f"short{i}", rs(HEX, 7))
    put(f"container{i}", rs(HEX, 12))
    put(f"b64blob{i}", rs(B64, 44) + "=")
put("publishable1", "pk_live_" + rs(ALNUM, 99))
put("twilio_sid1", "AC" + rs(HEX, 32))
put("gh_client_id1", "Iv1." + rs(HEX, 16))
put("google_client_id1", rs(DIG, 12) + "-" + rs(LOW + DIG, 32) + ".apps.googleusercontent.com")
put("azure_tenant1", "-".join(rs(HEX, n) for n in (8, 4, 4, 4, 12)))
put("azure_appid1", "-".join(rs(HEX, n) for n in (8, 4, 4, 4, 12)))
put("wechat_appid1", "wx" + rs(HEX, 16))
put("ssh_hostkey1", "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43))
put("ssh_hostkey2", "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB" + rs(B64, 88) + "=")
put("ssh_pub1", "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43))
put("sha1fp1", "SHA256:" + rs(B64, 43))


# ---------------------------------------------------------------- added later (appended so earlier values stay stable)
for name, region, birth, fem in [
    ("id17", "610104", "19790811", False),
    ("id18", "330110", "19720405", False),
    ("id19", "440104", "19960914", True),
    ("id20", "610102", "19840127", True),
    ("id21", "310104", "19900228", True),
    ("id22", "110108", "19860712", False),
    ("id23", "440304", "19971103", True),
    ("id24", "320506", "19810519", False),
    ("id25", "510104", "19940830", True),
]:
    put(name, idcard(region, birth, fem))
put("unionpay4", card("6217", 19, sep=None))
put("unionpay5", card("6225", 16))
put("unionpay6", card("6230", 19, groups=[4, 4, 4, 4, 3]))
put("unionpay7", card("6222", 19, sep=None))
put("visa6", card("4", 16))
put("mc5", card("52", 16))
put("iban_fr2", iban("FR", rs(DIG, 10) + rs(UP + DIG, 11) + rs(DIG, 2)))
put("nric3", nric("S"))
put("nric4", nric("S"))

if __name__ == "__main__":
    for k, v in VALUES.items():
        print(f"{k:24} {v}")
