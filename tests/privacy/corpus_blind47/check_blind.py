#!/usr/bin/env python3
"""Checks corpus.jsonl of blind47.   python3 check_blind.py [-v]

Independent re-implementation of the format checks (it does not import
values.py): offsets, overlaps, word edges, check digits and shapes per
type, IP ranges, CVV next to a CARD, ID birth dates, titles / kinship words
outside PERSON, consistent tagging of repeated strings, no string both a
span and a decoy, left-over look-alikes, and the size rules.
"""
import base64
import collections
import datetime
import ipaddress
import json
import os
import re
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
VERBOSE = "-v" in sys.argv[1:]

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS",
         "MEDICAL", "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN",
         "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]

errors = []


def err(rid, msg):
    errors.append(f"{rid}: {msg}")


def isw(c):
    return c.isascii() and c.isalnum()


# ------------------------------------------------------------ validators
def luhn(d):
    tot = 0
    for i, x in enumerate(int(c) for c in reversed(d)):
        if i % 2:
            x = x * 2 - 9 if x * 2 > 9 else x * 2
        tot += x
    return tot % 10 == 0


def v_card(s):
    if not re.fullmatch(r"\d+(?:[ -]\d+)*", s):
        return None
    d = re.sub(r"\D", "", s)
    return "luhn" if 13 <= len(d) <= 19 and luhn(d) else None


IBAN_LEN = {"GB": 22, "DE": 22, "NL": 18, "FR": 27, "ES": 24, "IE": 22, "PL": 28,
            "IT": 27, "BE": 16, "AT": 20, "CH": 21, "PT": 25}


def v_iban(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", t) or len(t) != IBAN_LEN.get(t[:2], -1):
        return None
    r = t[4:] + t[:4]
    return "mod97-" + t[:2] if int("".join(str(int(c, 36)) for c in r)) % 97 == 1 else None


def v_ssn(s):
    m = re.fullmatch(r"(\d{3})-(\d{2})-(\d{4})", s)
    if not m:
        return None
    a, g, n = m.groups()
    ok = a not in ("000", "666") and a[0] != "9" and g != "00" and n != "0000"
    return "ssn" if ok else None


IDW = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def idcard_date(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return None
    try:
        d = datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return None
    if "10X98765432"[sum(int(a) * w for a, w in zip(s[:17], IDW)) % 11] != s[17]:
        return None
    if not (1900 <= d.year <= 2015):
        return None
    return d


def v_idcard(s):
    return "gb11643" if idcard_date(s) else None


PASSPORT_FORMS = {
    "CN": r"E\d{8}|E[A-HJ-NP-Z]\d{7}|G\d{8}",
    "US/UK": r"\d{9}|[A-Z]\d{8}",
    "IN": r"[A-PR-WY][1-9]\d{5}[1-9]",
    "DE": r"C[CFGHJKLMNPRTVWXYZ0-9]{8}",
    "FR": r"\d{2}[A-Z]{2}\d{5}",
    "PH": r"P\d{7}[A-Z]",
}


def v_passport(s):
    for k, p in PASSPORT_FORMS.items():
        if re.fullmatch(p, s):
            return "passport-" + k
    return None


# --- national IDs: each returns (name, birthdate-tuple-or-None) or None
def nid_nino(s):
    t = s.replace(" ", "")
    m = re.fullmatch(r"([A-Z]{2})\d{6}[A-D]", t)
    if m and m.group(1)[0] not in "DFIQUV" and m.group(1)[1] not in "DFIOQUV" \
            and m.group(1) not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
        return ("UK-NINO", None)


def nid_bsn(s):
    if re.fullmatch(r"\d{9}", s):
        d = [int(c) for c in s]
        if (sum(x * w for x, w in zip(d, range(9, 1, -1))) - d[8]) % 11 == 0:
            return ("NL-BSN", None)


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def nid_dni(s):
    m = re.fullmatch(r"(\d{8})([A-Z])", s)
    if m and DNI_L[int(m.group(1)) % 23] == m.group(2):
        return ("ES-DNI", None)
    m = re.fullmatch(r"([XYZ])(\d{7})([A-Z])", s)
    if m and DNI_L[int(str("XYZ".index(m.group(1))) + m.group(2)) % 23] == m.group(3):
        return ("ES-NIE", None)


_CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def _cf_odd(c):
    return [1, 0, 5, 7, 9, 13, 15, 17, 19, 21][int(c)] if c.isdigit() else _CF_ODD[ord(c) - 65]


def nid_cf(s):
    if not re.fullmatch(r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", s):
        return None
    tot = 0
    for i, c in enumerate(s[:15]):
        if i % 2 == 0:
            tot += _cf_odd(c)
        else:
            tot += int(c) if c.isdigit() else ord(c) - 65
    if chr(65 + tot % 26) != s[15]:
        return None
    day = int(s[9:11]) % 40
    return ("IT-CF", (int(s[6:8]), "ABCDEHLMPRST".index(s[8]) + 1, day))


def nid_pesel(s):
    if not re.fullmatch(r"\d{11}", s):
        return None
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    if (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10 != int(s[10]):
        return None
    mm = int(s[2:4])
    return ("PL-PESEL", (int(s[:2]), mm % 20, int(s[4:6])))


def nid_pnr(s):
    if re.fullmatch(r"\d{6}[-+]\d{4}", s) and luhn(s.replace("-", "").replace("+", "")):
        return ("SE-PNR", (int(s[:2]), int(s[2:4]), int(s[4:6])))


def nid_nir(s):
    t = s.replace(" ", "")
    if re.fullmatch(r"[12]\d{14}", t) and 97 - int(t[:13]) % 97 == int(t[13:]):
        return ("FR-NIR", None)


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
      [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
      [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
      [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
      [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
      [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]


def nid_aadhaar(s):
    t = s.replace(" ", "")
    if re.fullmatch(r"[2-9]\d{11}", t):
        c = 0
        for i, ch in enumerate(reversed(t)):
            c = VD[c][VP[i % 8][int(ch)]]
        if c == 0:
            return ("IN-AADHAAR", None)


def nid_sin(s):
    t = re.sub(r"[ -]", "", s)
    if re.fullmatch(r"[1-79]\d{8}", t) and luhn(t) and re.fullmatch(r"\d{3}[ -]?\d{3}[ -]?\d{3}", s):
        return ("CA-SIN", None)


def nid_nric(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if m:
        p, d, c = m.groups()
        tot = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if p in "TG" else 0)
        if ("JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK")[tot % 11] == c:
            return ("SG-NRIC", None)


def nid_hkid(s):
    m = re.fullmatch(r"([A-Z])(\d{6})\(([0-9A])\)", s)
    if m:
        L, d, c = m.groups()
        tot = 36 * 9 + (ord(L) - 55) * 8 + sum(int(x) * w for x, w in zip(d, [7, 6, 5, 4, 3, 2]))
        tot += 10 if c == "A" else int(c)
        if tot % 11 == 0:
            return ("HK-HKID", None)


def nid_ppsn(s):
    m = re.fullmatch(r"(\d{7})([A-W])", s)
    if m and "WABCDEFGHIJKLMNOPQRSTUV"[sum(int(c) * w for c, w in zip(m.group(1), range(8, 1, -1))) % 23] == m.group(2):
        return ("IE-PPSN", None)


NID_CHECKS = [nid_nino, nid_bsn, nid_dni, nid_cf, nid_pesel, nid_pnr, nid_nir,
              nid_aadhaar, nid_sin, nid_nric, nid_hkid, nid_ppsn]


def nid_match(s):
    for f in NID_CHECKS:
        r = f(s)
        if r:
            return r
    return None


def v_nid(s):
    r = nid_match(s)
    return r[0] if r else None


B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _b62(n):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(6, "0")


APIKEY_SHAPES = [
    ("aws_akid", r"AKIA[A-Z2-7]{16}"),
    ("github_pat", r"ghp_[A-Za-z0-9]{36}"),
    ("slack_bot", r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}"),
    ("stripe_like_live", r"(?:sk|rk)_live_[A-Za-z0-9]{24,99}"),
    ("sendgrid", r"SG\.[\w-]{22}\.[\w-]{43}"),
    ("google", r"AIza[\w-]{35}"),
    ("telegram_bot", r"\d{8,10}:AA[\w-]{33}"),
    ("jwt", r"eyJ[\w-]+\.eyJ[\w-]+\.[\w-]{20,}"),
    ("openai", r"sk-proj-[\w-]{40,}"),
    ("gitlab_pat", r"glpat-[\w-]{20}"),
    ("mailgun", r"key-[0-9a-f]{32}"),
    ("solaredge", r"(?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*\d)[A-Z0-9]{32}"),
    ("npm", r"npm_[A-Za-z0-9]{36}"),
    ("shopify", r"shpat_[0-9a-f]{32}"),
    ("aliyun_akid", r"LTAI[A-Za-z0-9]{12,30}"),
    ("tencent_secretid", r"AKID[A-Za-z0-9]{32}"),
    ("hubspot_pat", r"pat-(?:na1|eu1)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"),
]


def v_apikey(s):
    if "EXAMPLE" in s or "_test_" in s:
        return None
    for name, p in APIKEY_SHAPES:
        if re.fullmatch(p, s):
            if name == "github_pat":
                body, chk = s[4:34], s[34:]
                if _b62(zlib.crc32(body.encode()) & 0xFFFFFFFF) != chk:
                    return None
            if name == "jwt":
                try:
                    h = s.split(".")[0]
                    hdr = json.loads(base64.urlsafe_b64decode(h + "=" * (-len(h) % 4)))
                    if "alg" not in hdr:
                        return None
                except Exception:
                    return None
            return name
    return None


SECRET_SHAPES = [
    ("pem_private_key", r"-----BEGIN ([A-Z ]*PRIVATE KEY)-----\n[A-Za-z0-9+/=\n]+\n-----END \1-----"),
    ("slack_webhook", r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}"),
    ("discord_webhook", r"https://discord\.com/api/webhooks/\d{17,19}/[\w-]{68}"),
    ("wecom_webhook", r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}"),
    ("dingtalk_webhook", r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}"),
    ("feishu_webhook", r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}"),
    ("stripe_whsec", r"whsec_[A-Za-z0-9]{32}"),
    ("dingtalk_sign", r"SEC[0-9a-f]{64}"),
    ("totp_seed", r"[A-Z2-7]{32}|(?:[A-Z2-7]{4} ){7}[A-Z2-7]{4}"),
    ("aws_secret", r"[A-Za-z0-9/+]{40}"),
    ("hex_token", r"[0-9a-f]{32}"),
    ("cloud_secret", r"[A-Za-z0-9]{30,32}"),
    ("session_token", r"[A-Za-z0-9%._-]{26,}"),
    ("recovery_code", r"[A-Z0-9]{4}-[A-Z0-9]{4}"),
    ("django_key", r"[A-Za-z0-9!@#%^&*(\-_=+)]{50}"),
    ("connection_password", r"\S{8,40}"),
]


def v_secret(s):
    if "EXAMPLE" in s:
        return None
    for name, p in SECRET_SHAPES:
        if re.fullmatch(p, s):
            return name
    return None


def v_email(s):
    return "email" if re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}", s) else None


CN_NUM = set("零〇一二三四五六七八九幺两")
EN_NUM = {"zero", "oh", "o", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}


def v_phone(s):
    digits = sum(c.isdigit() for c in s)
    if digits >= 5:
        if re.search(r"[A-Za-z]{2,}", s):
            return None
        return "digits"
    if sum(c in CN_NUM for c in s) >= 7:
        return "chinese_numerals"
    words = re.findall(r"[a-z]+", s.lower())
    n = 0
    for w in words:
        if w in EN_NUM:
            n += 1
        elif w == "double":
            n += 1
        elif w == "triple":
            n += 2
    if n >= 7 and all(w in EN_NUM or w in ("double", "triple") for w in words):
        return "spoken_words"
    return None


def v_ip(s):
    try:
        a = ipaddress.ip_address(s)
    except ValueError:
        return None
    if is_doc_ip(a) or a.is_loopback or a.is_unspecified or a.is_multicast or a.is_link_local:
        return None
    if a.version == 4 and a.is_reserved:
        return None
    if a.version == 4 and a in ipaddress.ip_network("100.64.0.0/10"):
        return "ipv4-cgnat"
    return f"ipv{a.version}-" + ("private" if a.is_private else "public")


DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]


def is_doc_ip(a):
    return any(a.version == n.version and a in n for n in DOC_NETS)


CURRENCY = re.compile(r"[£$€¥₹]|(?<![A-Za-z])(?:GBP|USD|EUR|CNY|RMB|CAD|AUD|RM|PLN|SEK|kr|zł)(?![A-Za-z])"
                      r"|元|块|pounds?|quid|euros?|dollars?", re.I)
NUMBER_WORD = re.compile(r"\d|[零〇一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]|"
                         r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                         r"fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b", re.I)


def v_amount(s):
    if CURRENCY.search(s) and NUMBER_WORD.search(s):
        return "amount"
    return None


MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}


def dob_candidates(s):
    """Set of (yy, m, d) readings of a written birth date."""
    out = set()

    def add(y, m, d):
        try:
            datetime.date(int(y), int(m), int(d))
        except ValueError:
            return
        out.add((int(y) % 100, int(m), int(d)))

    t = s.strip()
    m = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", t)
    if m:
        add(*m.groups())
    m = re.fullmatch(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})", t)
    if m:
        a, b, y = m.groups()
        add(y, b, a)
        add(y, a, b)
    m = re.fullmatch(r"(\d{4})年(\d{1,2})月(\d{1,2})日", t)
    if m:
        add(*m.groups())
    m = re.fullmatch(r"(\d{1,2})\s+([A-Za-z]+)\.?\s+(\d{4})", t)
    if m and m.group(2)[:3].lower() in MONTHS:
        add(m.group(3), MONTHS[m.group(2)[:3].lower()], m.group(1))
    m = re.fullmatch(r"([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})", t)
    if m and m.group(1)[:3].lower() in MONTHS:
        add(m.group(3), MONTHS[m.group(1)[:3].lower()], m.group(2))
    return out


def v_dob(s):
    return "date" if dob_candidates(s) else None


def v_len(n):
    return lambda s: "text" if len(s.strip()) >= n else None


VALIDATE = {
    "PERSON": v_len(2), "EMAIL": v_email, "PHONE": v_phone,
    "ADDRESS": lambda s: "address" if re.search(r"[0-9０-９]", s) and len(s) >= 10 else None,
    "DATE_OF_BIRTH": v_dob, "IP_ADDRESS": v_ip, "MEDICAL": v_len(2),
    "PASSWORD": v_len(4), "APIKEY": v_apikey, "SECRET": v_secret, "CARD": v_card,
    "CVV": lambda s: "cvv" if re.fullmatch(r"\d{3,4}", s) else None,
    "IBAN": v_iban, "SSN": v_ssn, "IDCARD": v_idcard, "PASSPORT": v_passport,
    "NATIONAL_ID": v_nid, "AMOUNT": v_amount,
}

TITLE_RE = re.compile(r"^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Cllr|Rev|Sr|Sra|Sig|Sig\.ra|Mme|Mdm|"
                      r"Herr|Frau|Mevrouw|Meneer|Puan|Encik|Auntie|Uncle)\.?(?:\s|$)")
KINSHIP_ZH = ["妈妈", "爸爸", "老婆", "老公", "表姐", "表哥", "表妹", "表弟", "堂哥", "堂姐", "舅舅",
              "姑姑", "阿姨", "叔叔", "婆婆", "公公", "爷爷", "奶奶", "外婆", "外公", "哥哥", "姐姐",
              "弟弟", "妹妹", "儿子", "女儿", "妻子", "丈夫", "太太", "岳父", "岳母", "侄女", "侄子",
              "媳妇", "大姐", "二弟", "老爸", "老妈", "母亲", "父亲"]
ROLE_ZH = ["财务", "前台", "出纳", "会计", "保安", "物业", "管家", "安全员", "快递员", "班长", "司机", "客服"]
KINSHIP_EN = re.compile(r"\b(?:wife|husband|son|daughter|mum|mom|dad|mother|father|nan|grandson|"
                        r"sister|brother|aunt|auntie|uncle|cousin|admin|plumber|installer|finance)\b", re.I)


# ------------------------------------------------------------- per text
def occurrences(text, v):
    i = text.find(v)
    while i != -1:
        j = i + len(v)
        left = not (isw(v[0]) and i > 0 and isw(text[i - 1]))
        right = not (isw(v[-1]) and j < len(text) and isw(text[j]))
        if left and right:
            yield i, j
        i = text.find(v, i + 1)


EMAIL_SCAN = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
IPV4_SCAN = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")
CNMOB_SCAN = re.compile(r"(?<!\d)1[3-9]\d{9}(?!\d)")
IDC_SCAN = re.compile(r"(?<!\d)\d{17}[\dX](?!\d)")


def check_record(r, shapes):
    rid, text = r["id"], r["text"]
    items = [("S", s) for s in r["spans"]] + [("D", d) for d in r["decoys"]]
    for tag, it in items:
        if not (0 <= it["start"] < it["end"] <= len(text)) or text[it["start"]:it["end"]] != it["value"]:
            err(rid, f"bad offsets {it}")
            continue
        a, b = it["start"], it["end"]
        if a > 0 and isw(text[a - 1]) and isw(text[a]):
            err(rid, f"edge inside word at start of {it['value']!r}")
        if b < len(text) and isw(text[b - 1]) and isw(text[b]):
            err(rid, f"edge inside word at end of {it['value']!r}")
        if it["value"] != it["value"].strip():
            err(rid, f"leading/trailing space in {it['value']!r}")
    srt = sorted((it["start"], it["end"], it["value"]) for _, it in items)
    for x, y in zip(srt, srt[1:]):
        if y[0] < x[1]:
            err(rid, f"overlap {x[2]!r} / {y[2]!r}")

    types_here = {s["type"] for s in r["spans"]}
    for s in r["spans"]:
        t, v = s["type"], s["value"]
        res = VALIDATE[t](v)
        if not res:
            err(rid, f"{t} fails validation: {v!r}")
        else:
            shapes[t][res] += 1
        if t == "CVV" and "CARD" not in types_here:
            err(rid, f"CVV {v!r} without a CARD in the text")
        if t == "PERSON":
            if TITLE_RE.match(v):
                err(rid, f"title inside PERSON {v!r}")
            for w in KINSHIP_ZH + ROLE_ZH:
                if w in v:
                    err(rid, f"kinship/role word {w} inside PERSON {v!r}")
            if KINSHIP_EN.search(v):
                err(rid, f"kinship/role word inside PERSON {v!r}")

    for d in r["decoys"]:
        try:
            a = ipaddress.ip_address(d["value"])
        except ValueError:
            continue
        if "ip" in d["kind"] and not (is_doc_ip(a) or a.is_loopback or a.is_unspecified):
            err(rid, f"decoy IP {d['value']} is not a documentation/loopback address")
        if "ip" not in d["kind"] and "version" not in d["kind"] and "route" not in d["kind"] \
                and "netmask" not in d["kind"]:
            err(rid, f"decoy {d['value']} parses as IP but kind is {d['kind']}")

    # birth dates encoded in IDs must agree with a DOB shown in the text
    dobs = set()
    for s in r["spans"]:
        if s["type"] == "DATE_OF_BIRTH":
            dobs |= dob_candidates(s["value"])
    for s in r["spans"]:
        enc = None
        if s["type"] == "IDCARD":
            d = idcard_date(s["value"])
            enc = (d.year % 100, d.month, d.day) if d else None
        elif s["type"] == "NATIONAL_ID":
            m = nid_match(s["value"])
            enc = m[1] if m else None
        if enc and dobs and enc not in dobs:
            err(rid, f"{s['type']} {s['value']} birth date {enc} not among DOBs shown {sorted(dobs)}")

    # every occurrence of a tagged string is tagged
    for s in r["spans"]:
        v = s["value"]
        if len(v) < 2:
            continue
        for i, j in occurrences(text, v):
            if not any(o["start"] <= i and j <= o["end"] for o in r["spans"]):
                err(rid, f"untagged occurrence of {s['type']} {v!r} at {i}")
            if any(o["start"] <= i and j <= o["end"] for o in r["decoys"]):
                err(rid, f"occurrence of {s['type']} {v!r} inside a decoy at {i}")

    # left-over look-alikes that nobody marked
    covered = [(it["start"], it["end"]) for _, it in items]

    def is_cov(i, j):
        return any(a < j and i < b for a, b in covered)

    for rx, what in ((EMAIL_SCAN, "email"), (IPV4_SCAN, "IPv4"), (CNMOB_SCAN, "CN mobile"),
                     (IDC_SCAN, "ID-card-like number")):
        for m in rx.finditer(text):
            if not is_cov(m.start(), m.end()):
                err(rid, f"unmarked {what} {m.group()!r}")


# ------------------------------------------------------------------ main
def main():
    path = os.path.join(HERE, "corpus.jsonl")
    recs = [json.loads(line) for line in open(path, encoding="utf-8")]
    shapes = collections.defaultdict(collections.Counter)
    ids = set()
    for r in recs:
        if r["id"] in ids:
            err(r["id"], "duplicate id")
        ids.add(r["id"])
        if not re.fullmatch(r"c47-(en|zh|mixed)-\d{3}", r["id"]) or r["lang"] not in r["id"]:
            err(r["id"], "bad id/lang")
        check_record(r, shapes)

    # global consistency
    span_types = collections.defaultdict(set)
    decoy_vals = collections.defaultdict(set)
    for r in recs:
        for s in r["spans"]:
            span_types[s["value"]].add(s["type"])
        for d in r["decoys"]:
            decoy_vals[d["value"]].add(r["id"])
    for v, ts in span_types.items():
        if len(ts) > 1:
            err("corpus", f"{v!r} tagged with several types {sorted(ts)}")
        if v in decoy_vals:
            err("corpus", f"{v!r} is both a span and a decoy ({sorted(decoy_vals[v])[:3]})")

    # size rules
    n = len(recs)
    n_sp = sum(len(r["spans"]) for r in recs)
    n_dc = sum(len(r["decoys"]) for r in recs)
    lang_n = collections.Counter(r["lang"] for r in recs)
    if not 180 <= n <= 195:
        err("size", f"{n} texts (want 180-195)")
    if not 1100 <= n_sp <= 1300:
        err("size", f"{n_sp} spans (want 1100-1300)")
    for lang, (lo, hi) in {"en": (40, 50), "zh": (30, 40), "mixed": (15, 25)}.items():
        pct = 100 * lang_n[lang] / n
        if not lo <= pct <= hi:
            err("size", f"{lang} share {pct:.1f}% (want {lo}-{hi}%)")
    texts_per_type = collections.Counter()
    for r in recs:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
    for t in TYPES:
        if texts_per_type[t] < 4:
            err("size", f"{t} in {texts_per_type[t]} texts (want >= 4)")
    if n_dc < 2.5 * n:
        err("size", f"{n_dc} decoys = {n_dc / n:.2f}/text (want >= 2.5)")
    empty = [r["id"] for r in recs if not r["spans"]]
    if not 3 <= len(empty) <= 8:
        err("size", f"{len(empty)} texts without spans (want 3-8)")
    text_kinds = {r["kind"] for r in recs}
    decoy_kinds = collections.Counter(d["kind"] for r in recs for d in r["decoys"])
    if len(text_kinds) < 60:
        err("size", f"{len(text_kinds)} text kinds (want >= 60)")
    if len(decoy_kinds) < 60:
        err("size", f"{len(decoy_kinds)} decoy kinds (want >= 60)")

    if VERBOSE:
        langs = ["en", "zh", "mixed"]
        print(f"texts {n}  spans {n_sp}  decoys {n_dc} ({n_dc / n:.2f}/text)  "
              f"text kinds {len(text_kinds)}  decoy kinds {len(decoy_kinds)}")
        print("language   texts   share  spans  decoys")
        for lang in langs:
            rs = [r for r in recs if r["lang"] == lang]
            print(f"{lang:8s} {len(rs):6d} {100 * len(rs) / n:6.1f}% {sum(len(r['spans']) for r in rs):6d}"
                  f" {sum(len(r['decoys']) for r in rs):7d}")
        print()
        print(f"{'type':14s} {'en':>5s} {'zh':>5s} {'mixed':>6s} {'total':>6s} {'texts':>6s}")
        for t in TYPES:
            c = collections.Counter(r["lang"] for r in recs for s in r["spans"] if s["type"] == t)
            print(f"{t:14s} {c['en']:5d} {c['zh']:5d} {c['mixed']:6d} {sum(c.values()):6d} {texts_per_type[t]:6d}")
        print()
        print("formats matched per type:")
        for t in TYPES:
            if t in ("PERSON", "MEDICAL"):
                continue
            print(f"  {t:13s} " + ", ".join(f"{k}={v}" for k, v in sorted(shapes[t].items())))
        print()
        print(f"decoy kinds ({len(decoy_kinds)}):")
        items = sorted(decoy_kinds.items(), key=lambda kv: (-kv[1], kv[0]))
        for i in range(0, len(items), 5):
            print("  " + "  ".join(f"{k}={v}" for k, v in items[i:i + 5]))
        print()
        print(f"texts without spans ({len(empty)}): {', '.join(empty)}")
        print()
    if errors:
        for e in errors:
            print("ERROR", e)
        print(f"{len(errors)} error(s)")
        sys.exit(1)
    print("check_blind: OK")


if __name__ == "__main__":
    main()
