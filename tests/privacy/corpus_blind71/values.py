#!/usr/bin/env python3
"""Seeded generators for every value of the blind71 corpus that needs a check
digit or a vendor shape.  Texts refer to them as $name.

  python3 values.py        -> runs selftest()
  python3 values.py -p     -> prints every value (name, type, subtype, value)

Everything is produced from one random.Random(SEED); the order of the calls
below is part of the definition, so append new values at the end only.
"""
import base64
import json
import random
import string
import sys
import zlib

SEED = 710071
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"
HEX = "0123456789abcdef"
B32 = UP + "234567"

VALUES = {}
META = {}          # name -> (TYPE, subtype)
CHECKED = {"CARD", "IBAN", "IDCARD", "NATIONAL_ID"}   # types whose digits carry a check (UK NINO excepted)


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def put(name, typ, sub, value):
    assert name not in VALUES, name
    VALUES[name] = value
    META[name] = (typ, sub)


def group(s, sizes, sep=" "):
    out, i = [], 0
    for g in sizes:
        out.append(s[i:i + g])
        i += g
    assert i == len(s), (s, sizes)
    return sep.join(out)


# ------------------------------------------------------------------ cards

def luhn_digit(payload):
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def card(prefix, length, sizes=None, sep=" "):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    return group(num, sizes, sep) if sizes else num


put("card1", "CARD", "visa", card("4", 16, (4, 4, 4, 4)))
put("card2", "CARD", "mc", card("53", 16, (4, 4, 4, 4)))
put("card3", "CARD", "amex", card("37", 15, (4, 6, 5)))
put("card4", "CARD", "visa", card("4", 16))
put("card6", "CARD", "discover", card("6011", 16, (4, 4, 4, 4)))
put("card7", "CARD", "unionpay", card("6228", 16, (4, 4, 4, 4)))
put("card8", "CARD", "unionpay19", card("6217", 19, (4, 4, 4, 4, 3)))
put("card10", "CARD", "visa", card("4", 16, (4, 4, 4, 4), "-"))
put("card13", "CARD", "visa", card("4", 16, (4, 4, 4, 4)))
put("card14", "CARD", "unionpay", card("6222", 16))


# ------------------------------------------------------------------ IBAN

def iban(cc, bban, grouped=True):
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    s = "%s%02d%s" % (cc, 98 - int(num) % 97, bban)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if grouped else s


def be_bban():
    ten = rs(DIG, 10)
    k = int(ten) % 97 or 97
    return "%s%02d" % (ten, k)


def fr_bban():
    bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return "%s%s%s%02d" % (bank, branch, acct, key)


put("iban_gb1", "IBAN", "GB", iban("GB", "NWBK" + rs(DIG, 14)))
put("iban_gb2", "IBAN", "GB", iban("GB", "BARC" + rs(DIG, 14), grouped=False))
put("iban_gb3", "IBAN", "GB", iban("GB", "LOYD" + rs(DIG, 14)))
put("iban_de1", "IBAN", "DE", iban("DE", rs(DIG, 18)))
put("iban_nl1", "IBAN", "NL", iban("NL", "RABO" + rs(DIG, 10)))
put("iban_ie1", "IBAN", "IE", iban("IE", "AIBK" + rs(DIG, 14)))
put("iban_be1", "IBAN", "BE", iban("BE", be_bban()))
put("iban_fr1", "IBAN", "FR", iban("FR", fr_bban()))
put("iban_ch1", "IBAN", "CH", iban("CH", rs(DIG, 17)))
put("iban_at1", "IBAN", "AT", iban("AT", rs(DIG, 16), grouped=False))
put("iban_es1", "IBAN", "ES", iban("ES", rs(DIG, 20)))


# ------------------------------------------------------------------ US SSN

def ssn(sep="-"):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return "%03d%s%02d%s%04d" % (a, sep, R.randint(1, 99), sep, R.randint(1, 9999))


put("ssn1", "SSN", "", ssn())
put("ssn2", "SSN", "", ssn())
put("ssn3", "SSN", "", ssn(" "))
put("ssn4", "SSN", "", ssn())
put("ssn5", "SSN", "", ssn(""))
put("ssn6", "SSN", "", ssn())
put("ssn7", "SSN", "", ssn())
put("ssn8", "SSN", "", ssn())
put("ssn9", "SSN", "", ssn(" "))
put("ssn10", "SSN", "", ssn())


# ------------------------------------------------------------------ CN resident ID (GB 11643)

GBW = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def idcard(region, birth, want_x=False):
    while True:
        body = region + birth + rs(DIG, 3)
        c = "10X98765432"[sum(int(a) * b for a, b in zip(body, GBW)) % 11]
        if (c == "X") == want_x:
            return body + c


put("idcard1", "IDCARD", "19850412", idcard("110105", "19850412"))
put("idcard2", "IDCARD", "19910823", idcard("310104", "19910823"))
put("idcard3", "IDCARD", "19780130", idcard("440305", "19780130"))
put("idcard4", "IDCARD", "19930617", idcard("510107", "19930617", want_x=True))
put("idcard5", "IDCARD", "19880909", idcard("330106", "19880909"))
put("idcard6", "IDCARD", "19760225", idcard("420106", "19760225"))
put("idcard7", "IDCARD", "20010511", idcard("320102", "20010511"))
put("idcard8", "IDCARD", "19690718", idcard("370202", "19690718"))
put("idcard9", "IDCARD", "19951203", idcard("610113", "19951203", want_x=True))
put("idcard10", "IDCARD", "19821027", idcard("500103", "19821027"))
put("idcard11", "IDCARD", "19900314", idcard("210102", "19900314"))
put("idcard12", "IDCARD", "19870506", idcard("350203", "19870506"))
put("idcard13", "IDCARD", "19990921", idcard("430104", "19990921"))
put("idcard14", "IDCARD", "19730801", idcard("120101", "19730801"))
put("idcard15", "IDCARD", "19960228", idcard("440106", "19960228"))
put("idcard16", "IDCARD", "19841112", idcard("330203", "19841112"))


# ------------------------------------------------------------------ passports (shape only)

DE_ALPHA = "CFGHJKLMNPRTVWXYZ" + DIG
put("pp_us1", "PASSPORT", "us", str(R.randint(1, 9)) + rs(DIG, 8))
put("pp_us2", "PASSPORT", "us", "A" + rs(DIG, 8))
put("pp_cn1", "PASSPORT", "cn", "E" + rs(DIG, 8))
put("pp_cn2", "PASSPORT", "cn", "E" + rs(DIG, 8))
put("pp_cn3", "PASSPORT", "cn", "EJ" + rs(DIG, 7))
put("pp_cn4", "PASSPORT", "cn", "G" + rs(DIG, 8))
put("pp_uk1", "PASSPORT", "uk", str(R.randint(1, 9)) + rs(DIG, 8))
put("pp_de1", "PASSPORT", "de", "C" + rs(DE_ALPHA, 8))
put("pp_in1", "PASSPORT", "in", R.choice("JKLMNPRSTUVZ") + rs(DIG, 7))
put("pp_ca1", "PASSPORT", "ca", rs(UP, 2) + rs(DIG, 6))
put("pp_au1", "PASSPORT", "au", "P" + R.choice("ABCDE") + rs(DIG, 7))
put("pp_fr1", "PASSPORT", "fr", rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5))
put("pp_ie1", "PASSPORT", "ie", rs(UP, 2) + rs(DIG, 7))
put("pp_hk1", "PASSPORT", "hk", "K" + rs(DIG, 8))
put("pp_mx1", "PASSPORT", "mx", "G" + rs(DIG, 8))


# ------------------------------------------------------------------ other national IDs

def sin(sep=" "):
    body = str(R.randint(1, 7)) + rs(DIG, 7)
    n = body + luhn_digit(body)
    return group(n, (3, 3, 3), sep)


def bsn():
    while True:
        b = rs(DIG, 8)
        c = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if c < 10 and b[0] != "0":
            return b + str(c)


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


def aadhaar(sep=" "):
    body = str(R.randint(2, 9)) + rs(DIG, 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return group(body + str(_VINV[c]), (4, 4, 4), sep)


def nric(prefix):
    d = rs(DIG, 7)
    s = sum(int(a) * w for a, w in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if prefix in "TG" else 0)
    table = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return prefix + d + table[s % 11]


_DNI = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni():
    n = rs(DIG, 8)
    return n + _DNI[int(n) % 23]


def nie():
    p = R.choice("XYZ")
    d = rs(DIG, 7)
    return p + d + _DNI[int(str("XYZ".index(p)) + d) % 23]


def cpf():
    # remainders 0 and 10 both give check digit 0; avoiding them keeps every
    # one-digit corruption detectable
    while True:
        n = rs(DIG, 9)
        ok = True
        for k in (9, 10):
            r = (sum(int(n[i]) * (k + 1 - i) for i in range(k)) * 10) % 11
            ok = ok and r not in (0, 10)
            n += str(0 if r == 10 else r)
        if ok:
            return "%s.%s.%s-%s" % (n[:3], n[3:6], n[6:9], n[9:])


def pesel(birth):           # birth "YYYYMMDD"
    y, m, d = int(birth[:4]), int(birth[4:6]), birth[6:]
    if y >= 2000:
        m += 20
    body = "%02d%02d%s%s" % (y % 100, m, d, rs(DIG, 4))
    s = sum(int(a) * w for a, w in zip(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]))
    return body + str((10 - s % 10) % 10)


def nino(spaced=True):
    first = R.choice("ABCEHJKLMNPRSTWXY")
    second = R.choice("ABCEHJKLMPRSTWXY")
    d = rs(DIG, 6)
    suf = R.choice("ABCD")
    if spaced:
        return "%s%s %s %s %s %s" % (first, second, d[:2], d[2:4], d[4:], suf)
    return first + second + d + suf


def pnr(birth):             # Swedish personnummer, birth "YYYYMMDD"
    body = birth[2:] + rs(DIG, 3)
    return "%s-%s%s" % (body[:6], body[6:], luhn_digit(body))


def hkid():
    L = R.choice(UP.replace("I", "").replace("O", ""))
    D = rs(DIG, 6)
    s = 36 * 9 + (ord(L) - 55) * 8 + sum(int(d) * (7 - i) for i, d in enumerate(D))
    c = (11 - s % 11) % 11
    return "%s%s(%s)" % (L, D, "A" if c == 10 else c)


def nir(sex, yymm, dept):
    body = "%s%s%s%s%s" % (sex, yymm, dept, rs(DIG, 3), rs(DIG, 3))
    key = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7],
                                       body[7:10], body[10:13], key)


_TW = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36)))


def twid():
    L = R.choice("ABCDEFHKT")
    body = R.choice("12") + rs(DIG, 7)
    c = _TW[L]
    s = c // 10 + (c % 10) * 9 + sum(int(d) * w for d, w in zip(body, [8, 7, 6, 5, 4, 3, 2, 1]))
    return L + body + str((10 - s % 10) % 10)


def rrn(birth, sex):         # Korean RRN, birth "YYMMDD"
    n = birth + str(sex) + rs(DIG, 5)
    s = sum(int(a) * w for a, w in zip(n, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]))
    return "%s-%s%d" % (n[:6], n[6:], (11 - s % 11) % 10)


put("nid_sin1", "NATIONAL_ID", "sin", sin(" "))
put("nid_sin2", "NATIONAL_ID", "sin", sin("-"))
put("nid_bsn1", "NATIONAL_ID", "bsn", bsn())
put("nid_bsn2", "NATIONAL_ID", "bsn", bsn())
put("nid_aadhaar1", "NATIONAL_ID", "aadhaar", aadhaar(" "))
put("nid_aadhaar2", "NATIONAL_ID", "aadhaar", aadhaar(""))
put("nid_nric1", "NATIONAL_ID", "nric", nric("S"))
put("nid_nric2", "NATIONAL_ID", "nric", nric("T"))
put("nid_nric3", "NATIONAL_ID", "nric", nric("G"))
put("nid_dni1", "NATIONAL_ID", "dni", dni())
put("nid_nie1", "NATIONAL_ID", "nie", nie())
put("nid_cpf1", "NATIONAL_ID", "cpf", cpf())
put("nid_pesel1", "NATIONAL_ID", "pesel", pesel("19860917"))
put("nid_pesel2", "NATIONAL_ID", "pesel", pesel("20020304"))
put("nid_nino1", "NATIONAL_ID", "nino", nino(True))
put("nid_nino2", "NATIONAL_ID", "nino", nino(False))
put("nid_nino3", "NATIONAL_ID", "nino", nino(True))
put("nid_pnr1", "NATIONAL_ID", "pnr", pnr("19790623"))
put("nid_hkid1", "NATIONAL_ID", "hkid", hkid())
put("nid_hkid2", "NATIONAL_ID", "hkid", hkid())
put("nid_nir1", "NATIONAL_ID", "nir", nir(2, "8311", "69"))
put("nid_twid1", "NATIONAL_ID", "twid", twid())
put("nid_rrn1", "NATIONAL_ID", "rrn", rrn("900415", 2))


# ------------------------------------------------------------------ API keys

B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def github(prefix="ghp"):
    body = rs(ALNUM, 30)
    return "%s_%s%s" % (prefix, body, b62(zlib.crc32(body.encode()), 6))


def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt(payload, alg="HS256"):
    return "%s.%s.%s" % (b64u({"alg": alg, "typ": "JWT"}), b64u(payload), rs(B64URL, 43))


put("ak_aws1", "APIKEY", "aws", "AKIA" + rs(B32, 16))
put("ak_aws2", "APIKEY", "aws", "AKIA" + rs(B32, 16))
put("ak_aws3", "APIKEY", "aws", "AKIA" + rs(B32, 16))
put("ak_gh1", "APIKEY", "github", github("ghp"))
put("ak_gh2", "APIKEY", "github", github("ghp"))
put("ak_gho1", "APIKEY", "github", github("gho"))
put("ak_ghfine1", "APIKEY", "github_fine", "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(ALNUM, 59))
put("ak_slack1", "APIKEY", "slack", "xoxb-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
put("ak_slack2", "APIKEY", "slack", "xoxp-%s-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 32)))
put("ak_stripe1", "APIKEY", "stripe", "sk_live_51" + rs(ALNUM, 30))
put("ak_stripe2", "APIKEY", "stripe", "rk_live_51" + rs(ALNUM, 30))
put("ak_openai1", "APIKEY", "openai", "sk-proj-" + rs(B64URL, 64))
put("ak_anthropic1", "APIKEY", "anthropic", "sk-ant-api03-" + rs(B64URL, 93) + "AA")
put("ak_google1", "APIKEY", "google", "AIza" + rs(B64URL, 35))
put("ak_google2", "APIKEY", "google", "AIza" + rs(B64URL, 35))
put("ak_tg1", "APIKEY", "telegram", "%d:AA%s" % (R.randint(10 ** 9, 8 * 10 ** 9), rs(B64URL, 33)))
put("ak_tg2", "APIKEY", "telegram", "%d:AA%s" % (R.randint(10 ** 9, 8 * 10 ** 9), rs(B64URL, 33)))
put("ak_sendgrid1", "APIKEY", "sendgrid", "SG.%s.%s" % (rs(B64URL, 22), rs(B64URL, 43)))
put("ak_twilio1", "APIKEY", "twilio", "SK" + rs(HEX, 32))
put("ak_gitlab1", "APIKEY", "gitlab", "glpat-" + rs(B64URL, 20))
put("ak_npm1", "APIKEY", "npm", "npm_" + rs(ALNUM, 36))
put("ak_mailgun1", "APIKEY", "mailgun", "key-" + rs(HEX, 32))
put("ak_hf1", "APIKEY", "hf", "hf_" + rs(UP + LO, 34))
put("ak_shopify1", "APIKEY", "shopify", "shpat_" + rs(HEX, 32))
put("ak_linear1", "APIKEY", "linear", "lin_api_" + rs(ALNUM, 40))
put("jwt1", "APIKEY", "jwt", jwt({"sub": "svc-skiptrace", "scope": "search:read", "iat": 1718841600, "exp": 1750377600}))
put("jwt2", "APIKEY", "jwt", jwt({"sub": "u_48213", "role": "examiner", "iat": 1722470400}, "RS256"))
put("jwt3", "APIKEY", "jwt", jwt({"iss": "transcribe-portal", "sub": "api-client-7", "iat": 1709251200}))


# ------------------------------------------------------------------ secrets

def openssh():
    lines = ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"]
    lines += [rs(B64, 70) for _ in range(3)] + [rs(B64, 22) + "="]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)


put("sec_aws1", "SECRET", "aws_secret", rs(ALNUM + "/+", 40))
put("sec_aws2", "SECRET", "aws_secret", rs(ALNUM + "/+", 40))
put("sec_aws3", "SECRET", "aws_secret", rs(ALNUM + "/+", 40))
put("sec_whsec1", "SECRET", "whsec", "whsec_" + rs(ALNUM, 32))
put("sec_whsec2", "SECRET", "whsec", "whsec_" + rs(ALNUM, 32))
put("sec_totp1", "SECRET", "totp", rs(B32, 32))
put("sec_totp2", "SECRET", "totp", " ".join(rs(B32, 4) for _ in range(4)))
put("sec_totp3", "SECRET", "totp", rs(B32, 16))
put("sec_slackhook1", "SECRET", "slack_hook", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
put("sec_slackhook2", "SECRET", "slack_hook", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(ALNUM, 24)))
put("sec_discordhook1", "SECRET", "discord_hook", "https://discord.com/api/webhooks/%s/%s" % (rs(DIG, 19), rs(B64URL, 68)))
put("sec_teamshook1", "SECRET", "teams_hook", "https://cedarlineshred.webhook.office.com/webhookb2/%s-%s-%s-%s-%s@%s/IncomingWebhook/%s/%s" % (
    rs(HEX, 8), rs(HEX, 4), rs(HEX, 4), rs(HEX, 4), rs(HEX, 12), rs(HEX, 8), rs(HEX, 32), rs(HEX, 8)))
put("sec_pem2", "SECRET", "pem", openssh())
put("sec_cookie1", "SECRET", "cookie", "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM, 43))
put("sec_cookie2", "SECRET", "cookie", rs(HEX, 64))
put("sec_cookie3", "SECRET", "cookie", rs(HEX, 40))
put("sec_django1", "SECRET", "django", rs(LO + DIG + "!@#%^&*(-_=+)", 50))
put("sec_jwtsecret1", "SECRET", "hex", rs(HEX, 64))
put("sec_twilioauth1", "SECRET", "hex", rs(HEX, 32))
put("sec_gocspx1", "SECRET", "gocspx", "GOCSPX-" + rs(B64URL, 28))
put("sec_azure1", "SECRET", "azure", rs(ALNUM + "+/", 86) + "==")
put("sec_rc1", "SECRET", "recovery", rs(HEX, 5) + "-" + rs(HEX, 5))
put("sec_rc2", "SECRET", "recovery", rs(HEX, 5) + "-" + rs(HEX, 5))
put("sec_rc3", "SECRET", "recovery", rs(HEX, 5) + "-" + rs(HEX, 5))
put("sec_rc4", "SECRET", "recovery", rs(HEX, 5) + "-" + rs(HEX, 5))
put("sec_rc5", "SECRET", "recovery", rs(HEX, 5) + "-" + rs(HEX, 5))
put("sec_rc6", "SECRET", "recovery", rs(HEX, 5) + "-" + rs(HEX, 5))


# ------------------------------------------------------------------ Chinese cloud / chat secrets

def uuid4ish():
    return "%s-%s-4%s-%s%s-%s" % (rs(HEX, 8), rs(HEX, 4), rs(HEX, 3), R.choice("89ab"), rs(HEX, 3), rs(HEX, 12))


put("ak_aliyun1", "APIKEY", "aliyun", "LTAI5t" + rs(ALNUM, 18))
put("sec_aliyun1", "SECRET", "alnum30", rs(ALNUM, 30))
put("ak_aliyun2", "APIKEY", "aliyun", "LTAI5t" + rs(ALNUM, 18))
put("sec_aliyun2", "SECRET", "alnum30", rs(ALNUM, 30))
put("ak_tencent1", "APIKEY", "tencent", "AKID" + rs(ALNUM, 32))
put("sec_tencent1", "SECRET", "alnum30", rs(ALNUM, 32))
put("sec_wxappsecret1", "SECRET", "hex", rs(HEX, 32))
put("sec_dingtalk1", "SECRET", "dingtalk_hook", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
put("sec_dingsign1", "SECRET", "dingtalk_sign", "SEC" + rs(HEX, 64))
put("sec_feishu1", "SECRET", "feishu_hook", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4ish())
put("sec_wecom1", "SECRET", "wecom_hook", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4ish())
put("sec_wecom2", "SECRET", "wecom_hook", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4ish())

put("idcard17", "IDCARD", "19920405", idcard("440304", "19920405"))
put("idcard18", "IDCARD", "19800615", idcard("230103", "19800615"))
put("idcard19", "IDCARD", "19941031", idcard("410105", "19941031"))
put("idcard20", "IDCARD", "19861224", idcard("530102", "19861224"))
put("idcard21", "IDCARD", "19750308", idcard("450103", "19750308", want_x=True))
put("idcard22", "IDCARD", "19980707", idcard("360102", "19980707"))

put("ssn11", "SSN", "", ssn())
put("pp_cn5", "PASSPORT", "cn", "E" + rs(DIG, 8))
put("pp_cn6", "PASSPORT", "cn", "EK" + rs(DIG, 7))

put("card17", "CARD", "unionpay", card("6217", 16, (4, 4, 4, 4)))


# ------------------------------------------------------------------ selftest

def _corruptions(value):
    """Every one-digit corruption: each digit position bumped by one."""
    for i, ch in enumerate(value):
        if ch.isdigit():
            yield value[:i] + str((int(ch) + 1) % 10) + value[i + 1:]


def selftest():
    import check_blind as cb
    bad = []
    for name, value in VALUES.items():
        typ, sub = META[name]
        vsub = sub if typ in ("PASSPORT", "NATIONAL_ID", "APIKEY", "SECRET") else None
        ok, why = cb.validate(typ, value, vsub)
        if not ok:
            bad.append("%s invalid: %s (%r)" % (name, why, value))
            continue
        if typ == "IDCARD" and cb.idcard_birth(value).strftime("%Y%m%d") != sub:
            bad.append("%s birth date mismatch" % name)
        checked = (typ in CHECKED and sub != "nino") or (typ == "APIKEY" and sub == "github")
        if checked:
            for c in _corruptions(value):
                if cb.validate(typ, c, vsub)[0]:
                    bad.append("%s: corruption %r still validates" % (name, c))
                    break
        else:
            # shape-only formats: a one-character corruption outside the alphabet must fail
            c = value[:-1] + "\u00a7" if typ != "SSN" else "000" + value[3:]
            if cb.validate(typ, c, vsub)[0]:
                bad.append("%s: shape corruption still validates" % name)
    for b in bad:
        print("SELFTEST FAIL " + b)
    print("selftest: %d values, %d failure(s)" % (len(VALUES), len(bad)))
    return not bad


if __name__ == "__main__":
    if "-p" in sys.argv:
        for name, value in VALUES.items():
            typ, sub = META[name]
            print("%-16s %-12s %-12s %s" % (name, typ, sub, value.replace("\n", "\\n")))
    else:
        sys.exit(0 if selftest() else 1)
