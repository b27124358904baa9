"""Well-formed, invented sensitive values for the blind corpus.

Every number that has a check digit in real life gets a correct one here (Luhn, mod-97,
ISO 7064, Verhoeff), so a detector that validates check digits is not given an easy out.
The same functions are used by check_blind.py to verify the corpus.
"""

from __future__ import annotations

import base64
import json
import random
import string

ALNUM = string.ascii_letters + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits


# ---------------------------------------------------------------- check digits
def luhn_ok(number: str) -> bool:
    digits = [int(c) for c in number if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return len(digits) >= 9 and total % 10 == 0


def luhn_complete(partial: str) -> str:
    for c in "0123456789":
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError(partial)


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "").upper()
    if len(s) < 15 or not s[:2].isalpha() or not s[2:4].isdigit():
        return False
    moved = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in moved)) % 97 == 1


def iban_make(country: str, bban: str) -> str:
    moved = bban + country + "00"
    check = 98 - int("".join(str(int(c, 36)) for c in moved)) % 97
    return f"{country}{check:02d}{bban}"


CN_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_id_check(first17: str) -> str:
    return "10X98765432"[sum(int(c) * w for c, w in zip(first17, CN_WEIGHTS)) % 11]


def cn_id_ok(value: str) -> bool:
    return len(value) == 18 and value[:17].isdigit() and cn_id_check(value[:17]) == value[17].upper()


_V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 2, 4, 1],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(number: str) -> bool:
    c = 0
    for i, ch in enumerate(reversed([x for x in number if x.isdigit()])):
        c = _V_D[c][_V_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_complete(partial: str) -> str:
    c = 0
    for i, ch in enumerate(reversed(partial)):
        c = _V_D[c][_V_P[(i + 1) % 8][int(ch)]]
    return partial + str(_V_INV[c])


def steuer_id_ok(value: str) -> bool:
    """German Steuer-ID: 11 digits, ISO 7064 MOD 11,10 check digit, one digit repeated in the first ten."""
    if len(value) != 11 or not value.isdigit() or value[0] == "0":
        return False
    counts = sorted((value[:10].count(d) for d in set(value[:10])), reverse=True)
    if counts[0] not in (2, 3) or (len(counts) > 1 and counts[1] > 1):
        return False
    return _mod11_10(value[:10]) == int(value[10])


def _mod11_10(digits: str) -> int:
    product = 10
    for ch in digits:
        total = (int(ch) + product) % 10 or 10
        product = (total * 2) % 11
    check = 11 - product
    return 0 if check == 10 else check


def nir_ok(value: str) -> bool:
    s = value.replace(" ", "")
    return len(s) == 15 and s.isdigit() and 97 - int(s[:13]) % 97 == int(s[13:])


def nino_ok(value: str) -> bool:
    s = value.replace(" ", "").upper()
    if len(s) != 9 or not s[:2].isalpha() or not s[2:8].isdigit() or s[8] not in "ABCD":
        return False
    return not (s[0] in "DFIQUV" or s[1] in "DFIOQUV" or s[:2] in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"})


def _cpf_digit(digits: str) -> str:
    weight = len(digits) + 1
    rest = sum(int(c) * (weight - i) for i, c in enumerate(digits)) % 11
    return "0" if rest < 2 else str(11 - rest)


def cpf_ok(value: str) -> bool:
    """Brazilian CPF: 11 digits, two mod-11 check digits, not all the same digit."""
    s = "".join(c for c in value if c.isdigit())
    if len(s) != 11 or len(set(s)) == 1:
        return False
    return _cpf_digit(s[:9]) == s[9] and _cpf_digit(s[:10]) == s[10]


def ssn_ok(value: str) -> bool:
    parts = value.split("-")
    if len(parts) != 3 or [len(p) for p in parts] != [3, 2, 4] or not all(p.isdigit() for p in parts):
        return False
    area, group, serial = parts
    return area not in ("000", "666") and area[0] != "9" and group != "00" and serial != "0000"


# ---------------------------------------------------------------- generators
class Gen:
    """All random choices go through one seeded Random, so the corpus is reproducible."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    def choice(self, seq):
        return self.r.choice(seq)

    def digits(self, n: int, first_nonzero: bool = False) -> str:
        s = "".join(self.r.choice(string.digits) for _ in range(n))
        if first_nonzero and s[0] == "0":
            s = str(self.r.randint(1, 9)) + s[1:]
        return s

    def chars(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    # payment cards --------------------------------------------------
    def card(self, brand: str | None = None, spaced: bool | None = None) -> str:
        brand = brand or self.choice(["visa", "mc", "amex", "unionpay", "discover"])
        if brand == "visa":
            num = luhn_complete("4" + self.digits(14))
        elif brand == "mc":
            num = luhn_complete(self.choice(["51", "52", "53", "54", "55"]) + self.digits(13))
        elif brand == "amex":
            num = luhn_complete(self.choice(["34", "37"]) + self.digits(12))
        elif brand == "unionpay":
            num = luhn_complete("62" + self.digits(self.choice([13, 16])))
        else:
            num = luhn_complete("6011" + self.digits(11))
        if spaced is None:
            spaced = self.r.random() < 0.5
        if not spaced:
            return num
        if len(num) == 15:
            return f"{num[:4]} {num[4:10]} {num[10:]}"
        sep = self.choice([" ", "-"])
        return sep.join(num[i:i + 4] for i in range(0, len(num), 4))

    def cvv(self, n: int = 3) -> str:
        return self.digits(n, first_nonzero=True)

    # bank accounts --------------------------------------------------
    def iban(self, country: str | None = None, spaced: bool | None = None) -> str:
        country = country or self.choice(["DE", "GB", "FR", "ES", "NL", "IT", "CH"])
        if country == "DE":
            bban = self.digits(18)
        elif country == "GB":
            bban = self.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + self.digits(14)
        elif country == "FR":
            bban = self.digits(10) + self.chars(UPPER_ALNUM, 11) + self.digits(2)
        elif country == "ES":
            bban = self.digits(20)
        elif country == "NL":
            bban = self.choice(["ABNA", "INGB", "RABO"]) + self.digits(10)
        elif country == "IT":
            bban = self.choice(string.ascii_uppercase) + self.digits(10) + self.chars(UPPER_ALNUM, 12)
        else:
            bban = self.digits(5) + self.chars(UPPER_ALNUM, 12)
        iban = iban_make(country, bban)
        if spaced is None:
            spaced = self.r.random() < 0.6
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4)) if spaced else iban

    # national identifiers -------------------------------------------
    CN_REGIONS = ("110105", "110108", "310104", "310115", "440305", "440106", "330106", "510107", "420111",
                  "320102", "610113", "370202", "500103", "210202", "350203", "430104")

    def cn_id(self, birth: tuple[int, int, int] | None = None) -> str:
        y, m, d = birth or self.birth()
        first17 = f"{self.choice(self.CN_REGIONS)}{y:04d}{m:02d}{d:02d}{self.digits(3)}"
        return first17 + cn_id_check(first17)

    def birth(self, lo: int = 1952, hi: int = 2004) -> tuple[int, int, int]:
        return self.r.randint(lo, hi), self.r.randint(1, 12), self.r.randint(1, 28)

    def ssn(self) -> str:
        area = self.r.randint(1, 899)
        while area == 666:
            area = self.r.randint(1, 899)
        return f"{area:03d}-{self.r.randint(1, 99):02d}-{self.r.randint(1, 9999):04d}"

    def nino(self) -> str:
        while True:
            pre = self.chars("ABCEGHJKLMNPRSTWXYZ", 1) + self.chars("ABCEGHJKLMNPRSTWXYZ", 1)
            value = f"{pre} {self.digits(2)} {self.digits(2)} {self.digits(2)} {self.choice('ABCD')}"
            if nino_ok(value):
                return value

    def aadhaar(self) -> str:
        num = verhoeff_complete(str(self.r.randint(2, 9)) + self.digits(10))
        return f"{num[:4]} {num[4:8]} {num[8:]}"

    def steuer_id(self) -> str:
        while True:
            base = str(self.r.randint(1, 9)) + self.digits(9)
            value = base + str(_mod11_10(base))
            if steuer_id_ok(value):
                return value

    def nir(self, birth: tuple[int, int, int] | None = None, sex: int | None = None) -> str:
        y, m, _ = birth or self.birth()
        sex = sex or self.r.randint(1, 2)
        dept = self.choice(["75", "69", "13", "33", "31", "59", "67", "44"])
        first13 = f"{sex}{y % 100:02d}{m:02d}{dept}{self.r.randint(1, 999):03d}{self.r.randint(1, 999):03d}"
        key = 97 - int(first13) % 97
        return f"{first13[0]} {first13[1:3]} {first13[3:5]} {first13[5:7]} {first13[7:10]} {first13[10:]} {key:02d}"

    def cpf(self) -> str:
        base = self.digits(9, first_nonzero=True)
        base += _cpf_digit(base)
        base += _cpf_digit(base)
        return f"{base[:3]}.{base[3:6]}.{base[6:9]}-{base[9:]}"

    def order_number(self, n: int) -> str:
        """Digits that look like a card or resident ID but fail both checks: an honest decoy."""
        while True:
            value = self.digits(n, first_nonzero=True)
            if not luhn_ok(value) and not (n == 18 and cn_id_ok(value)):
                return value

    def sin(self) -> str:
        num = luhn_complete(str(self.r.choice([1, 2, 3, 4, 5, 6, 7, 9])) + self.digits(7))
        return f"{num[:3]} {num[3:6]} {num[6:]}"

    def passport(self, country: str) -> str:
        if country == "CN":
            prefix = self.choice(["E", "EA", "EB", "G"])
            return prefix + self.digits(9 - len(prefix))
        if country == "US":
            return self.choice(["5", "6", "A"]) + self.digits(8)
        if country == "UK":
            return self.digits(9, first_nonzero=True)
        if country == "DE":
            return self.choice(["C", "F", "G", "H"]) + self.chars("CFGHJKLMNPRTVWXYZ0123456789", 8)
        if country == "IN":
            return self.choice("JKLMNPRSTUVZ") + self.digits(7, first_nonzero=True)
        if country == "FR":
            return self.digits(2) + self.chars("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + self.digits(5)
        if country == "JP":
            return self.choice(["TK", "TR", "MZ"]) + self.digits(7)
        return self.choice(["FA", "YB", "GC"]) + self.digits(6)  # BR

    # credentials ----------------------------------------------------
    def openai_key(self) -> str:
        if self.r.random() < 0.5:
            return "sk-proj-" + self.chars(ALNUM + "-_", 64)
        return "sk-" + self.chars(ALNUM, 48)

    def github_token(self) -> str:
        return self.choice(["ghp_", "gho_", "ghs_"]) + self.chars(ALNUM, 36)

    def aws_key_id(self) -> str:
        return "AKIA" + self.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)

    def aws_secret(self) -> str:
        return self.chars(ALNUM + "+/", 40)

    def slack_token(self) -> str:
        return f"xoxb-{self.digits(12, True)}-{self.digits(13, True)}-{self.chars(ALNUM, 24)}"

    def stripe_key(self) -> str:
        return self.choice(["sk_live_", "rk_live_"]) + self.chars(ALNUM, 24)

    def google_key(self) -> str:
        return "AIza" + self.chars(ALNUM + "-_", 35)

    def hf_token(self) -> str:
        return "hf_" + self.chars(ALNUM, 34)

    def jwt(self, sub: str = "user") -> str:
        def b64(obj: dict) -> str:
            return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).rstrip(b"=").decode()

        header = b64({"alg": self.choice(["HS256", "RS256"]), "typ": "JWT"})
        payload = b64({"sub": sub, "iat": 1760000000 + self.r.randint(0, 9999999), "scope": "read write"})
        sig = self.chars(string.ascii_letters + string.digits + "-_", 43)
        return f"{header}.{payload}.{sig}"

    def webhook_secret(self) -> str:
        return "whsec_" + self.chars(ALNUM, 32)

    def pem_key(self, kind: str | None = None) -> str:
        kind = kind or self.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
        body_alpha = string.ascii_letters + string.digits + "+/"
        lines = ["MIIEow" + self.chars(body_alpha, 58)] if "RSA" in kind else [self.chars(body_alpha, 64)]
        lines += [self.chars(body_alpha, 64) for _ in range(self.r.randint(3, 5))]
        lines.append(self.chars(body_alpha, self.r.randint(20, 40)) + "==")
        return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"

    def password(self) -> str:
        words = ["hunter", "Sunflower", "correct", "Tiger", "maple", "Orion", "kitten", "Dragon", "winter", "Lotus"]
        shape = self.r.randint(0, 4)
        if shape == 0:
            return self.choice(words) + self.digits(self.r.randint(2, 4)) + self.choice("!#$%&*?")
        if shape == 1:
            return self.chars(ALNUM + "!@#$%^&*", self.r.randint(12, 20))
        if shape == 2:
            return "-".join(self.choice(["horse", "battery", "staple", "river", "copper", "lantern", "quiet",
                                         "violet", "glacier", "pepper"]) for _ in range(4))
        if shape == 3:
            return self.choice(words) + "@" + str(self.r.randint(2019, 2026))
        return self.chars(string.ascii_lowercase, 3).capitalize() + self.digits(4) + "." + self.chars(ALNUM, 4)

    def pin(self, n: int = 4) -> str:
        return self.digits(n)

    # decoy material -------------------------------------------------
    def uuid(self) -> str:
        h = self.chars("0123456789abcdef", 32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{self.choice('89ab')}{h[17:20]}-{h[20:]}"

    def git_sha(self, n: int = 40) -> str:
        return self.chars("0123456789abcdef", n)

    def version(self) -> str:
        return self.choice(["v", "", ""]) + f"{self.r.randint(0, 5)}.{self.r.randint(0, 24)}.{self.r.randint(0, 19)}"

    def doc_ip(self) -> str:
        return self.choice([f"192.0.2.{self.r.randint(1, 254)}", f"198.51.100.{self.r.randint(1, 254)}",
                            f"203.0.113.{self.r.randint(1, 254)}", "127.0.0.1", "::1",
                            f"2001:db8::{self.r.randint(1, 0xffff):x}"])

    def host_ip(self) -> str:
        shape = self.r.randint(0, 4)
        if shape == 0:
            return f"10.{self.r.randint(0, 255)}.{self.r.randint(0, 255)}.{self.r.randint(2, 254)}"
        if shape == 1:
            return f"172.{self.r.randint(16, 31)}.{self.r.randint(0, 255)}.{self.r.randint(2, 254)}"
        if shape == 2:
            return f"192.168.{self.r.randint(0, 20)}.{self.r.randint(2, 254)}"
        if shape == 3:
            return f"2a02:{self.r.randint(0x1000, 0xffff):x}:{self.r.randint(1, 0xfff):x}::{self.r.randint(1, 0xff):x}"
        first = self.choice([34, 52, 81, 91, 101, 118, 139, 185, 213, 220])
        return f"{first}.{self.r.randint(0, 255)}.{self.r.randint(0, 255)}.{self.r.randint(2, 254)}"
