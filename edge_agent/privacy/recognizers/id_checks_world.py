"""Check-digit validators of national identity numbers: the Americas, Africa and the Middle East
(rows of `id_schemes.WORLD_FORMATS`)."""
from __future__ import annotations

import regex as re

from edge_agent.privacy.recognizers.numbers import luhn_ok
from edge_agent.privacy.recognizers.id_check_base import _digits, _date_ok, _weighted


def _rut(v: str) -> bool:  # Chile RUT/RUN: mod 11 with K
    s = re.sub(r"[.\-\s]", "", v).upper()
    body, check = s[:-1], s[-1]
    if not body.isdigit() or not 6 <= len(body) <= 8:
        return False
    total = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(body)))
    r = 11 - total % 11
    return {11: "0", 10: "K"}.get(r, str(r)) == check


def _cuit(v: str) -> bool:  # Argentina CUIT/CUIL
    n = _digits(v)
    if len(n) != 11 or n[:2] not in ("20", "23", "24", "27", "30", "33", "34"):
        return False
    r = 11 - _weighted(n, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)) % 11
    return r != 10 and r % 11 == int(n[10])


def _ec_cedula(v: str) -> bool:
    n = _digits(v)
    if len(n) != 10 or not (1 <= int(n[:2]) <= 24 or n[:2] == "30") or int(n[2]) >= 6:
        return False
    total = 0
    for i, c in enumerate(n[:9]):
        x = int(c) * (2 if i % 2 == 0 else 1)
        total += x - 9 if x > 9 else x
    return (10 - total % 10) % 10 == int(n[9])


def _mx_rfc(v: str) -> bool:
    s = v.upper()
    return _date_ok(int(s[4:6]), int(s[6:8]), int(s[8:10]))


def _za_id(v: str) -> bool:
    n = _digits(v)
    return len(n) == 13 and _date_ok(int(n[:2]), int(n[2:4]), int(n[4:6])) and n[10] in "012" and luhn_ok(n)


def _eg_nid(v: str) -> bool:  # Egypt: century (2/3) YYMMDD governorate(2) serial(4) check
    n = _digits(v)
    if len(n) != 14 or n[0] not in "23":
        return False
    gov = int(n[7:9])
    return _date_ok(int(n[1:3]), int(n[3:5]), int(n[5:7]), (1900 if n[0] == "2" else 2000,)) and \
        (1 <= gov <= 4 or 11 <= gov <= 19 or 21 <= gov <= 35 or gov == 88)



def _sa_nid(v: str) -> bool:  # Saudi national ID (1…) and iqama (2…): Luhn over ten digits
    n = _digits(v)
    return len(n) == 10 and n[0] in "12" and luhn_ok(n)


def _emirates(v: str) -> bool:
    n = _digits(v)
    return len(n) == 15 and n.startswith("784") and luhn_ok(n)


def _kw_civil(v: str) -> bool:
    n = _digits(v)
    if len(n) != 12 or n[0] not in "123":
        return False
    c = 11 - _weighted(n, (2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)) % 11
    return c == int(n[11])


def _il_tz(v: str) -> bool:
    n = _digits(v)
    return 8 <= len(n) <= 9 and luhn_ok(n.rjust(9, "0")) and len(set(n)) > 1


def _ir_melli(v: str) -> bool:
    n = _digits(v)
    if len(n) != 10 or len(set(n)) == 1:
        return False
    r = sum(int(n[i]) * (10 - i) for i in range(9)) % 11
    return (r if r < 2 else 11 - r) == int(n[9])


def _tr_tckn(v: str) -> bool:  # Turkey T.C. Kimlik No
    n = _digits(v)
    if len(n) != 11 or n[0] == "0":
        return False
    d = [int(c) for c in n]
    return (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def _snils(v: str) -> bool:  # Russia СНИЛС: nine digits and a two-digit check
    n = _digits(v)
    if len(n) != 11:
        return False
    s = sum(int(n[i]) * (9 - i) for i in range(9))
    c = s if s < 100 else 0 if s in (100, 101) else s % 101
    return (0 if c == 100 else c) == int(n[9:])


def _inn12(v: str) -> bool:  # Russia ИНН of a person: twelve digits, two check digits
    n = _digits(v)
    if len(n) != 12:
        return False
    c1 = _weighted(n, (7, 2, 4, 10, 3, 5, 9, 4, 6, 8)) % 11 % 10
    c2 = _weighted(n, (3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8)) % 11 % 10
    return c1 == int(n[10]) and c2 == int(n[11])
