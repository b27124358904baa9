"""Check-digit validators of national identity numbers: Europe (rows of `id_schemes.WORLD_FORMATS`)."""
from __future__ import annotations

import datetime

import regex as re

from edge_agent.privacy.recognizers.numbers import luhn_ok
from edge_agent.privacy.recognizers.id_check_base import _digits, _date_ok, _weighted, _mod11_10, _SPACE


def _ahv(v: str) -> bool:  # Switzerland AHV/AVS: 756 + EAN-13 check digit
    n = _digits(v)
    if len(n) != 13 or not n.startswith("756"):
        return False
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(n[:12]))
    return (10 - s % 10) % 10 == int(n[12])


def _be_nn(v: str) -> bool:  # Belgium national register number: YYMMDD SSS CC, mod 97 (born 2000+: "2" prefixed)
    n = _digits(v)
    if len(n) != 11:
        return False
    body, check = n[:9], int(n[9:])
    return 97 - int(body) % 97 == check or 97 - int("2" + body) % 97 == check


_HETU = re.compile(r"(\d{6})([-+A-FU-Y])(\d{3})([0-9A-Y])")


def _hetu(v: str) -> bool:  # Finland henkilötunnus: DDMMYY, century sign, NNN, check character mod 31
    m = _HETU.fullmatch(v.upper())
    if not m:
        return False
    d = m.group(1)
    century = 1800 if m.group(2) == "+" else 2000 if m.group(2) in "ABCDEF" else 1900
    try:
        datetime.date(century + int(d[4:]), int(d[2:4]), int(d[:2]))
    except ValueError:
        return False
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(d + m.group(3)) % 31] == m.group(4)


def _no_fnr(v: str) -> bool:  # Norway fødselsnummer: two mod-11 check digits
    n = _digits(v)
    if len(n) != 11:
        return False
    d = [int(c) for c in n]
    k1 = 11 - _weighted(n, (3, 7, 6, 1, 8, 9, 4, 5, 2)) % 11
    k2 = 11 - sum(x * w for x, w in zip(d[:10], (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))) % 11
    return (k1 % 11) == d[9] and (k2 % 11) == d[10]


def _dk_cpr(v: str) -> bool:  # Denmark: DDMMYY-SSSS (no check digit since 2007: the date must hold)
    n = _digits(v)
    return len(n) == 10 and _date_ok(int(n[4:6]), int(n[2:4]), int(n[:2]))


def _kennitala(v: str) -> bool:  # Iceland: DDMMYY-NNCX, mod-11 check digit in 9th place
    n = _digits(v)
    if len(n) != 10 or not _date_ok(int(n[4:6]), int(n[2:4]), int(n[:2]) % 40):
        return False
    r = 11 - _weighted(n, (3, 2, 7, 6, 5, 4, 3, 2)) % 11
    return r != 10 and r % 11 == int(n[8])


def _rodne_cislo(v: str) -> bool:  # Czech / Slovak birth number: YYMMDD/NNNN divisible by 11 (women: month + 50)
    n = _digits(v)
    if len(n) != 10:
        return False
    mm = int(n[2:4]) % 50
    mm = mm - 20 if mm > 20 else mm
    if not _date_ok(int(n[:2]), mm, int(n[4:6])):
        return False
    return int(n) % 11 == 0 or (int(n[:9]) % 11 == 10 and n[9] == "0")


def _at_svnr(v: str) -> bool:  # Austria Sozialversicherungsnummer: NNNC DDMMYY
    n = _digits(v)
    if len(n) != 10 or n[0] == "0":
        return False
    return _weighted(n, (3, 7, 9, 0, 5, 8, 4, 2, 1, 6)) % 11 == int(n[3])


def _de_rvnr(v: str) -> bool:  # German pension insurance number: area(2) DDMMYY letter serial(2) check
    s = _SPACE.sub("", v).upper()
    if len(s) != 12 or not s[8].isalpha():
        return False
    digits = s[:8] + f"{ord(s[8]) - 64:02d}" + s[9:11]
    total = sum(sum(divmod(int(c) * w, 10)) for c, w in zip(digits, (2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1)))
    return total % 10 == int(s[11])


def _pt_nif(v: str) -> bool:
    n = _digits(v)
    if len(n) != 9 or n[0] not in "123":
        return False
    c = 11 - _weighted(n, (9, 8, 7, 6, 5, 4, 3, 2)) % 11
    return (0 if c >= 10 else c) == int(n[8])


def _pt_cc(v: str) -> bool:  # Portuguese Cartão de Cidadão: 8 digits, check, 2 letters, check (Luhn-like over letters)
    s = _SPACE.sub("", v).upper()
    if len(s) != 12:
        return False
    total = 0
    for i, ch in enumerate(reversed(s)):
        x = int(ch, 36)
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        total += x
    return total % 10 == 0


def _gr_amka(v: str) -> bool:
    n = _digits(v)
    return len(n) == 11 and _date_ok(int(n[4:6]), int(n[2:4]), int(n[:2])) and luhn_ok(n)


def _gr_afm(v: str) -> bool:
    n = _digits(v)
    return len(n) == 9 and n != "000000000" and sum(int(n[i]) * 2 ** (8 - i) for i in range(8)) % 11 % 10 == int(n[8])


def _ro_cnp(v: str) -> bool:
    n = _digits(v)
    if len(n) != 13 or n[0] == "0" or not 1 <= int(n[7:9]) <= 52:
        return False
    century = {"1": 1900, "2": 1900, "3": 1800, "4": 1800, "5": 2000, "6": 2000}.get(n[0], 1900)
    try:
        datetime.date(century + int(n[1:3]), int(n[3:5]), int(n[5:7]))
    except ValueError:
        return False
    r = _weighted(n, (2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9)) % 11
    return (1 if r == 10 else r) == int(n[12])


def _bg_egn(v: str) -> bool:
    n = _digits(v)
    if len(n) != 10:
        return False
    mm = int(n[2:4])
    mm = mm - 40 if mm > 40 else mm - 20 if mm > 20 else mm
    if not _date_ok(int(n[:2]), mm, int(n[4:6]), (1800, 1900, 2000)):
        return False
    r = _weighted(n, (2, 4, 8, 5, 10, 9, 7, 3, 6)) % 11
    return (0 if r == 10 else r) == int(n[9])


def _hr_oib(v: str) -> bool:
    n = _digits(v)
    return len(n) == 11 and _mod11_10(n)


def _jmbg(v: str) -> bool:  # Slovenia EMŠO, Serbia / Bosnia / North Macedonia / Montenegro JMBG
    n = _digits(v)
    if len(n) != 13:
        return False
    yyy = int(n[4:7])
    year = 1000 + yyy if yyy >= 800 else 2000 + yyy
    try:
        datetime.date(year, int(n[2:4]), int(n[:2]))
    except ValueError:
        return False
    d = [int(c) for c in n]
    m = 11 - (7 * (d[0] + d[6]) + 6 * (d[1] + d[7]) + 5 * (d[2] + d[8]) + 4 * (d[3] + d[9]) + 3 * (d[4] + d[10])
              + 2 * (d[5] + d[11])) % 11
    return (0 if m > 9 else m) == d[12]


def _baltic(v: str) -> bool:  # Estonian isikukood, Lithuanian asmens kodas: GYYMMDDSSSC, two-stage mod 11
    n = _digits(v)
    if len(n) != 11 or n[0] not in "123456" or not _date_ok(int(n[1:3]), int(n[3:5]), int(n[5:7]), (1800, 1900, 2000)):
        return False
    r = _weighted(n, (1, 2, 3, 4, 5, 6, 7, 8, 9, 1)) % 11
    if r == 10:
        r = _weighted(n, (3, 4, 5, 6, 7, 8, 9, 1, 2, 3)) % 11
        r = 0 if r == 10 else r
    return r == int(n[10])


def _lv_pk(v: str) -> bool:  # Latvia personas kods: old DDMMYY-CNNNX with check, new 32NNNN-NNNNN
    n = _digits(v)
    if len(n) != 11:
        return False
    if n.startswith("32"):
        return True
    return _date_ok(int(n[4:6]), int(n[2:4]), int(n[:2]), (1800, 1900, 2000)) and \
        (1101 - _weighted(n, (1, 6, 3, 7, 9, 10, 5, 8, 4, 2))) % 11 == int(n[10])


def _ie_ppsn(v: str) -> bool:
    s = v.upper().replace(" ", "")
    digits, letters = s[:7], s[7:]
    if not digits.isdigit() or not 1 <= len(letters) <= 2:
        return False
    total = _weighted(digits, (8, 7, 6, 5, 4, 3, 2))
    if len(letters) == 2:
        total += 9 * (0 if letters[1] == "W" else ord(letters[1]) - 64)
    return "WABCDEFGHIJKLMNOPQRSTUV"[total % 23] == letters[0]


def _hu_taj(v: str) -> bool:
    n = _digits(v)
    return len(n) == 9 and _weighted(n, (3, 7, 3, 7, 3, 7, 3, 7)) % 10 == int(n[8])


def _hu_tax(v: str) -> bool:
    n = _digits(v)
    return len(n) == 10 and n[0] == "8" and _weighted(n, (1, 2, 3, 4, 5, 6, 7, 8, 9)) % 11 == int(n[9])


def _pl_nip(v: str) -> bool:
    n = _digits(v)
    return len(n) == 10 and _weighted(n, (6, 5, 7, 2, 3, 4, 5, 6, 7)) % 11 == int(n[9])


def _pl_id_card(v: str) -> bool:  # Polish ID card: AAA + check digit + 5 digits
    s = v.upper().replace(" ", "")
    vals = [int(c, 36) for c in s]
    return sum(x * w for i, (x, w) in enumerate(zip(vals, (7, 3, 1, 0, 7, 3, 1, 7, 3))) if i != 3) % 10 == vals[3]


def _uk_nhs(v: str) -> bool:
    n = _digits(v)
    if len(n) != 10 or len(set(n)) == 1:
        return False
    c = 11 - _weighted(n, (10, 9, 8, 7, 6, 5, 4, 3, 2)) % 11
    return c != 10 and c % 11 == int(n[9])


def _uk_chi(v: str) -> bool:  # Scotland CHI: DDMMYY + 4, mod 11
    n = _digits(v)
    return len(n) == 10 and _date_ok(int(n[4:6]), int(n[2:4]), int(n[:2])) and _uk_nhs(n)


def _es_nuss(v: str) -> bool:  # Spanish social security number: PP NNNNNNNN CC, mod 97 of the first ten
    n = _digits(v)
    return len(n) == 12 and int(n[:10]) % 97 == int(n[10:])


def _lu(v: str) -> bool:
    n = _digits(v)
    return len(n) == 13 and _date_ok(int(n[2:4]), int(n[4:6]), int(n[6:8]), (1900, 2000)) and n[:2] in ("19", "20")
