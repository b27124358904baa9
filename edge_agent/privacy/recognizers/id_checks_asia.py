"""Check-digit validators of national identity numbers: Asia and the Pacific (rows of `id_schemes.WORLD_FORMATS`)."""
from __future__ import annotations

from edge_agent.privacy.recognizers.numbers import card_ok
from edge_agent.privacy.recognizers.id_check_base import _digits, _date_ok, _weighted


def _my_number(v: str) -> bool:  # Japan, 個人番号: check digit over the first 11, weights 6..2,7..2 from the left
    n = _digits(v)
    if len(n) != 12:
        return False
    s = sum(int(n[11 - k]) * (k + 1 if k <= 6 else k - 5) for k in range(1, 12))
    r = s % 11
    return (0 if r <= 1 else 11 - r) == int(n[11])


def _thai(v: str) -> bool:
    n = _digits(v)
    if len(n) != 13 or n[0] == "0":
        return False
    s = sum(int(n[i]) * (13 - i) for i in range(12))
    return (11 - s % 11) % 10 == int(n[12])


_MY_PLACES = set(range(1, 17)) | set(range(21, 60)) | set(range(60, 69)) | {71, 72} | set(range(74, 80)) | set(range(82, 100))


def _mykad(v: str) -> bool:  # Malaysia: YYMMDD-PB-###G, a real date and a known place-of-birth code
    n = _digits(v)
    return len(n) == 12 and _date_ok(int(n[:2]), int(n[2:4]), int(n[4:6])) and int(n[6:8]) in _MY_PLACES


def _nik(v: str) -> bool:  # Indonesia: PPKKCC DDMMYY SSSS, women's day + 40
    n = _digits(v)
    if len(n) != 16 or n[:2] < "11" or n[12:] == "0000":
        return False
    dd = int(n[6:8])
    dd = dd - 40 if dd > 40 else dd
    return _date_ok(int(n[10:12]), int(n[8:10]), dd)


def _cccd(v: str) -> bool:  # Vietnam citizen ID: province 001-096, then century/sex digit, year, six digits
    n = _digits(v)
    return len(n) == 12 and 1 <= int(n[:3]) <= 96


def _cnic(v: str) -> bool:  # Pakistan: 5-7-1, first digit a province (1-7)
    n = _digits(v)
    return len(n) == 13 and n[0] in "1234567"


def _lk_nic(v: str) -> bool:  # Sri Lanka old NIC: YY DDD NNN V/X, day of year (+500 for women)
    n = _digits(v)
    if len(n) == 9:
        d = int(n[2:5])
        return 1 <= d <= 366 or 501 <= d <= 866
    if len(n) == 12:
        d = int(n[4:7])
        return n[:2] in ("19", "20") and (1 <= d <= 366 or 501 <= d <= 866)
    return False


def _philsys(v: str) -> bool:
    return len(_digits(v)) == 16 and not card_ok(v)  # a number that is a valid card number is a card


def _ph_sss(v: str) -> bool:
    return len(_digits(v)) == 10


def _au_tfn(v: str) -> bool:
    n = _digits(v)
    if len(n) == 9:
        return _weighted(n, (1, 4, 3, 7, 5, 8, 6, 9, 10)) % 11 == 0
    if len(n) == 8:
        return _weighted(n, (10, 7, 8, 4, 6, 3, 5, 1)) % 11 == 0
    return False


def _au_medicare(v: str) -> bool:
    n = _digits(v)
    return len(n) in (10, 11) and n[0] in "23456" and _weighted(n, (1, 3, 7, 9, 1, 3, 7, 9)) % 10 == int(n[8])


def _nz_ird(v: str) -> bool:
    n = _digits(v)
    if len(n) not in (8, 9) or not 10_000_000 <= int(n) <= 150_000_000:
        return False
    base, check = n[:-1].rjust(8, "0"), int(n[-1])
    for w in ((3, 2, 7, 6, 5, 4, 3, 2), (7, 4, 3, 2, 5, 2, 7, 6)):
        r = _weighted(base, w) % 11
        c = 0 if r == 0 else 11 - r
        if c != 10:
            return c == check
    return False


_NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # I and O are not used


def _nz_nhi(v: str) -> bool:  # old format AAANNNC
    s = v.upper()
    vals = [_NHI_LETTERS.index(c) + 1 for c in s[:3]] + [int(c) for c in s[3:6]]
    c = 11 - sum(x * w for x, w in zip(vals, (7, 6, 5, 4, 3, 2))) % 11
    return c != 11 and c % 10 == int(s[6])


def _macau(v: str) -> bool:
    return len(_digits(v)) == 8


def _jp_residence(_: str) -> bool:
    return True
