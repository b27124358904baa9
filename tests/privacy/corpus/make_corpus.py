"""Generate corpus.jsonl: realistic English and Chinese texts with annotated sensitive spans.

Written before the detector and never adjusted to it. Values come from seeded generators
(valid checksums for Chinese IDs and cards, so a checksum-aware detector is not handed
easy negatives), templates are hand-written to look like what an agent actually reads:
mails, chat, configs, logs, tickets, invoices.

Annotation conventions:
- PHONE includes a country code and separators when written; CARD/IDCARD are the digits
  with their separators; EMAIL the address; AMOUNT includes the currency symbol, code or
  unit word (¥, USD, 元, 万元, dollars); PERSON a full or given name without titles;
  ADDRESS from the house number (EN) or province/city (ZH) to the end of the postal line
  (street, unit, city, state, postcode when present); APIKEY a recognisable key/token
  format, SECRET a private key or a value assigned to a secret/token-like setting.
Run: python tests/privacy/corpus/make_corpus.py  (rewrites corpus.jsonl deterministically)
"""
from __future__ import annotations

import json
import random
import re
import string
from pathlib import Path

R = random.Random(20261130)

FIRST = ["James", "Maria", "Priya", "Oliver", "Chen", "Fatima", "Lucas", "Hannah", "Diego", "Aisha",
         "Tom", "Emily", "Rahul", "Sofia", "Daniel", "Grace", "Mohammed", "Laura", "Kevin", "Natalie"]
LAST = ["Thompson", "Garcia", "Sharma", "Becker", "Nakamura", "Okafor", "Martin", "Kowalski", "Rossi",
        "Fischer", "Anderson", "Patel", "Johnson", "Williams", "O'Brien", "Hughes", "Silva", "Murphy"]
CN_SUR = list("王李张刘陈杨黄赵周吴徐孙马朱胡郭何林罗高郑")
CN_GIVEN = ["伟", "芳", "娜", "敏", "静", "磊", "强", "洋", "艳", "杰", "建国", "晓明", "秀英", "志强",
            "海燕", "子涵", "浩然", "雨桐", "俊杰", "丽华", "文博", "佳怡"]
STREETS = ["Maple Avenue", "Oak Street", "Harbor Road", "Lincoln Boulevard", "Cedar Lane", "Elm Drive",
           "Sunset Boulevard", "Market Street", "Riverside Drive", "Chestnut Court"]
CITIES = [("Springfield", "IL"), ("Portland", "OR"), ("Austin", "TX"), ("Madison", "WI"),
          ("Boulder", "CO"), ("Raleigh", "NC"), ("San Jose", "CA"), ("Columbus", "OH")]
CN_ADDR = [("北京市", "朝阳区", "建国路"), ("上海市", "浦东新区", "世纪大道"), ("广州市", "天河区", "天河路"),
           ("深圳市", "南山区", "科技园南路"), ("杭州市", "西湖区", "文三路"), ("成都市", "武侯区", "人民南路"),
           ("南京市", "鼓楼区", "中山北路"), ("武汉市", "洪山区", "珞喻路")]
AREA = ["110105", "310104", "440305", "330106", "510107", "320106", "420111", "120101"]


def cn_id() -> str:
    y = R.randint(1960, 2003)
    body = f"{R.choice(AREA)}{y}{R.randint(1, 12):02d}{R.randint(1, 28):02d}{R.randint(0, 999):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(c) * k for c, k in zip(body, w)) % 11]


def luhn_complete(prefix: str, length: int) -> str:
    digits = prefix + "".join(R.choice(string.digits) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 0:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        total += d
    return digits + str((10 - total % 10) % 10)


def card() -> str:
    kind = R.choice(["visa", "mc", "amex", "up19", "up16"])
    if kind == "visa":
        n = luhn_complete("4", 16)
    elif kind == "mc":
        n = luhn_complete(R.choice(["51", "53", "55", "2221"]), 16)
    elif kind == "amex":
        n = luhn_complete(R.choice(["34", "37"]), 15)
        return R.choice([n, f"{n[:4]} {n[4:10]} {n[10:]}"])
    elif kind == "up19":
        n = luhn_complete(R.choice(["6222", "6217", "6228"]), 19)
    else:
        n = luhn_complete("62", 16)
    sep = R.choice(["", " ", "-"])
    return sep.join(n[i:i + 4] for i in range(0, len(n), 4)) if sep else n


def cn_mobile() -> str:
    n = R.choice(["138", "139", "150", "186", "177", "135", "159", "188"]) + "".join(R.choices(string.digits, k=8))
    return R.choice([n, f"{n[:3]} {n[3:7]} {n[7:]}", f"+86 {n}", f"{n[:3]}-{n[3:7]}-{n[7:]}", f"+86-{n[:3]}-{n[3:7]}-{n[7:]}"])


def cn_landline() -> str:
    area = R.choice(["010", "021", "020", "0755", "0571"])
    n = "".join(R.choices("23456789", k=1)) + "".join(R.choices(string.digits, k=7 if len(area) == 3 else 6))
    return R.choice([f"{area}-{n}", f"({area}) {n}"])


def us_phone() -> str:
    a, b = R.choice(["415", "212", "617", "312", "503", "720", "919"]), R.randint(230, 989)
    c = R.randint(1000, 9999)
    return R.choice([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"+1 {a} {b} {c}", f"{a}.{b}.{c}"])


def uk_phone() -> str:
    return R.choice([f"+44 20 7946 {R.randint(0, 999):04d}", f"020 7946 {R.randint(0, 999):04d}",
                     f"+44 7700 900{R.randint(100, 999)}"])


def email(name: str = "") -> str:
    user = name.lower().replace(" ", ".").replace("'", "") if name and name.isascii() else \
        R.choice(["zhang.wei", "liuyang88", "ops-team", "j.doe", "finance", "chen_lei"])
    return f"{user}@{R.choice(['gmail.com', 'acme-corp.com', 'outlook.com', 'qq.com', '163.com', 'example.org', 'mail.fintech.io'])}"


def rnd(chars: str, k: int) -> str:
    return "".join(R.choices(chars, k=k))


AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits


def apikey() -> str:
    kind = R.choice(["openai", "anthropic", "aws", "gh", "ghpat", "slack", "google", "stripe", "jwt"])
    return {
        "openai": lambda: "sk-proj-" + rnd(AN + "_-", 48),
        "anthropic": lambda: "sk-ant-api03-" + rnd(AN + "_-", 60),
        "aws": lambda: "AKIA" + rnd(UP, 16),
        "gh": lambda: "ghp_" + rnd(AN, 36),
        "ghpat": lambda: "github_pat_11" + rnd(UP, 20) + "_" + rnd(AN, 59),
        "slack": lambda: f"xoxb-{R.randint(10**11, 10**12)}-{R.randint(10**11, 10**12)}-{rnd(AN, 24)}",
        "google": lambda: "AIza" + rnd(AN + "_-", 35),
        "stripe": lambda: "sk_live_" + rnd(AN, 24),
        "jwt": lambda: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ" + rnd(AN, 40) + "." + rnd(AN + "_-", 43),
    }[kind]()


def pem() -> str:
    body = "\n".join(rnd(AN + "+/", 64) for _ in range(4))
    return f"-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----"


def iban() -> str:
    country, bban = R.choice([("DE", rnd(string.digits, 18)), ("GB", "NWBK" + rnd(string.digits, 14)),
                              ("FR", rnd(string.digits, 23))])
    rearranged = bban + country + "00"
    check = 98 - int("".join(str(int(c, 36)) for c in rearranged)) % 97
    raw = f"{country}{check:02d}{bban}"
    return R.choice([raw, " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))])


def aws_secret() -> str:
    return rnd(AN + "/+", 40)


def password() -> str:
    return R.choice(["Summer2024!", "hunter2-prod", "P@ssw0rd!88", "Tr0ub4dor&3", "qwerty!2026", "Zx9#mLp2Qa", "winter_Is_coming_77"])


def amount_en() -> str:
    v = R.choice([f"{R.randint(1, 99)},{R.randint(0, 999):03d}.{R.randint(0, 99):02d}", f"{R.randint(20, 999)}",
                  f"{R.randint(1, 9)},{R.randint(0, 999):03d}"])
    return R.choice([f"${v}", f"USD {v}", f"€{v}", f"£{v}"])


def amount_zh() -> str:
    return R.choice([f"¥{R.randint(1, 99)},{R.randint(0, 999):03d}", f"{R.randint(200, 99999)}元", f"人民币{R.randint(2, 80)}万元",
                     f"{R.randint(1, 9)}.{R.randint(1, 9)}万元", f"￥{R.randint(100, 9999)}.00"])


def en_name() -> str:
    return f"{R.choice(FIRST)} {R.choice(LAST)}"


def cn_name() -> str:
    return R.choice(CN_SUR) + R.choice(CN_GIVEN)


def en_addr() -> str:
    city, st = R.choice(CITIES)
    street = f"{R.randint(12, 9800)} {R.choice(STREETS)}"
    unit = R.choice(["", f", Apt {R.randint(1, 40)}{R.choice('ABC')}", f", Suite {R.randint(100, 900)}"])
    return R.choice([f"{street}{unit}, {city}, {st} {R.randint(10000, 99999)}", f"{street}{unit}"])


def cn_addr() -> str:
    city, dist, road = R.choice(CN_ADDR)
    tail = R.choice(["", f"{R.randint(1, 20)}号楼{R.randint(101, 2405)}室", f"{R.randint(2, 30)}层"])
    return R.choice([city, ""]) + f"{dist}{road}{R.randint(1, 999)}号{tail}"


GEN = {
    "NAME": ("PERSON", en_name), "CNNAME": ("PERSON", cn_name), "EMAIL": ("EMAIL", email),
    "USPHONE": ("PHONE", us_phone), "UKPHONE": ("PHONE", uk_phone), "CNMOBILE": ("PHONE", cn_mobile),
    "CNLAND": ("PHONE", cn_landline), "CARD": ("CARD", card), "CNID": ("IDCARD", cn_id),
    "KEY": ("APIKEY", apikey), "AWSKEY": ("APIKEY", lambda: "AKIA" + rnd(UP, 16)),
    "AWSSECRET": ("SECRET", aws_secret), "PEM": ("SECRET", pem), "IBAN": ("IBAN", iban), "PASSWORD": ("PASSWORD", password),
    "AMOUNT": ("AMOUNT", amount_en), "CNAMOUNT": ("AMOUNT", amount_zh), "ADDR": ("ADDRESS", en_addr),
    "CNADDR": ("ADDRESS", cn_addr),
}

from templates import EN_TEMPLATES, MIXED_TEMPLATES, ZH_TEMPLATES  # noqa: E402  (hand-written texts, kept apart)

SLOT = re.compile(r"\{([A-Z_]+)(?::(\w+)|=([^{}]+))?\}")


def render(template: str, lang: str) -> dict:
    out, spans, pos, bound = [], [], 0, {}
    for m in SLOT.finditer(template):
        out.append(template[pos:m.start()])
        kind, ref = m.group(1), m.group(2)
        if m.group(3) is not None:  # {TYPE=value}: a hand-written value of that type
            start = sum(len(s) for s in out)
            out.append(m.group(3))
            spans.append({"type": kind, "start": start, "end": start + len(m.group(3)), "value": m.group(3)})
            pos = m.end()
            continue
        etype, gen = GEN[kind]
        key = f"{kind}:{ref}"
        if ref and key in bound:  # {NAME:a} ... {NAME:a} reuses one value
            value = bound[key]
        elif kind == "EMAIL" and ref and f"NAME:{ref}" in bound:  # the mail of that person
            value = email(bound[f"NAME:{ref}"])
        else:
            value = gen()
        if ref:
            bound[key] = value
        start = sum(len(s) for s in out)
        out.append(value)
        spans.append({"type": etype, "start": start, "end": start + len(value), "value": value})
        pos = m.end()
    out.append(template[pos:])
    return {"lang": lang, "text": "".join(out), "spans": spans}


def main() -> None:
    rows = [render(t, "en") for t in EN_TEMPLATES] + [render(t, "zh") for t in ZH_TEMPLATES]
    rows += [render(t, "mixed") for t in MIXED_TEMPLATES]
    path = Path(__file__).with_name("corpus.jsonl")
    with path.open("w", encoding="utf-8") as f:
        for i, row in enumerate(rows):
            f.write(json.dumps({"id": f"{row['lang']}-{i:03d}", **row}, ensure_ascii=False) + "\n")
    n = sum(len(r["spans"]) for r in rows)
    print(f"wrote {len(rows)} texts, {n} annotated values to {path}")


if __name__ == "__main__":
    main()
