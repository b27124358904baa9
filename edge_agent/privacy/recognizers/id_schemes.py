"""National identity, social-security and personal tax numbers of many countries (issue 15, round 6): the
common schemes of the most populous countries and of the EU, OECD, Gulf and ASEAN states, beyond the ones
`ids.py` has always had.

Each scheme is one row of `WORLD_FORMATS`: (name, pattern, validator, context words or None). The rule is
the one `ids.py` states: a value needs its shape and at least one more piece of evidence.
- A check digit where the scheme has one (validated below; the algorithms are the schemes' published ones).
- A written form that is distinctive on its own (separators in the scheme's own places, a letter where
  the scheme puts one) lets a checksummed value stand without a context word (context None): Swiss AHV
  756.xxxx.xxxx.xx, Belgian 85.07.30-033.28, Finnish 131052-308T, Thai 1-2345-67890-12-1, Emirates ID
  784-1985-1234567-1, Malaysian 850730-14-5678, SNILS 112-233-445 95, Chilean 12.345.678-5.
- A bare run of digits (11 digits look like a phone, 16 like a card, 9 like an order id) needs a context
  word in the same line, within `ids._WINDOW` characters before the value: the scheme's own name in
  English, in its country's language(s) and in Chinese, or a generic identity-number phrase.
Validators take the matched text and return whether its check digits (and any date inside) hold.
"""
from __future__ import annotations

import datetime
from collections.abc import Callable

import regex as re

from edge_agent.privacy.recognizers.numbers import card_ok, luhn_ok

# Edges: not glued to letters or digits, nor to "-" and more of them ("ORD-850730-14-5678", "…-5678-x" are ids).
_D = r"(?<![0-9A-Za-z]|[0-9A-Za-z]-)"
_E = r"(?![0-9A-Za-z]|-[0-9A-Za-z])"

# Phrases that announce some identity number whatever the country. The generic "label: value" rule of ids.py takes
# the value right after them; the schemes here need their own names (a text holding "身份证" would otherwise run every
# scheme: speed). Not "id number" or "id no" alone: "employee ID no." and "order ID number" are not identity numbers.
GENERIC_CTX = ("national id", "national identity", "national identification", "identity number", "identity no",
               "identification number", "id card", "identity card", "citizen id", "citizenship no", "personal id",
               "personal number", "personal code", "personal identification", "resident id", "residence id",
               "身份证", "身份号", "证件号", "公民身份", "国民身份", "居民身份", "个人识别", "居留证", "居留卡")


_NON_DIGIT = re.compile(r"\D")
_SPACE = re.compile(r"\s")


def _digits(v: str) -> str:
    return _NON_DIGIT.sub("", v)


def _date_ok(yy: int, mm: int, dd: int, centuries: tuple[int, ...] = (1900, 2000)) -> bool:
    for c in centuries:
        try:
            datetime.date(c + yy, mm, dd)
            return True
        except ValueError:
            continue
    return False


def _weighted(digits: str, weights: tuple[int, ...]) -> int:
    return sum(int(c) * w for c, w in zip(digits, weights))


def _mod11_10(n: str) -> bool:
    """ISO 7064 MOD 11,10 (Croatian OIB; the German Steuer-ID uses the same)."""
    p = 10
    for ch in n[:-1]:
        p = ((int(ch) + p) % 10 or 10) * 2 % 11
    return (11 - p) % 10 == int(n[-1])


# --- Asia and the Pacific ---------------------------------------------------------------------------------

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


# --- Europe -------------------------------------------------------------------------------------------------

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


# --- The Americas, Africa and the Middle East ---------------------------------------------------------------

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


def _luhn(v: str) -> bool:
    return luhn_ok(_digits(v))


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


def _digits_only(lengths: tuple[int, ...]) -> Callable[[str], bool]:
    def ok(v: str) -> bool:
        n = _digits(v)
        return len(n) in lengths and len(set(n)) > 1
    return ok


def _ghana(v: str) -> bool:
    return len(_digits(v)) == 10


# (name, pattern, validator, context words or None when the check digit and the written form suffice)
WORLD_FORMATS: list[tuple[str, str, Callable[[str], bool], tuple[str, ...] | None]] = [
    # Asia and the Pacific
    ("jp_my_number_checked", _D + r"\d{4}[ \-]?\d{4}[ \-]?\d{4}" + _E, _my_number,
     ("my number", "mynumber", "マイナンバー", "個人番号", "kojin bango", "个人编号", "日本个人号")),
    ("jp_residence_card", _D + r"[A-Z]{2}\d{8}[A-Z]{2}" + _E, _jp_residence,
     ("在留カード", "residence card", "在留卡", "zairyu", "特別永住者証明書")),
    ("th_id_dashed", _D + r"[1-8]-\d{4}-\d{5}-\d{2}-\d" + _E, _thai, None),
    ("th_id", _D + r"[1-8] ?\d{4} ?\d{5} ?\d{2} ?\d" + _E, _thai,
     ("thai id", "thai national", "เลขประจำตัวประชาชน", "บัตรประชาชน", "泰国身份证", "citizen id")),
    ("my_mykad_dashed", _D + r"\d{6}-\d{2}-\d{4}" + _E, _mykad, None),
    ("my_mykad", _D + r"\d{12}" + _E, _mykad,
     ("mykad", "ic no", "ic number", "i/c", "nric", "kad pengenalan", "no. kp", "no kp", "马来西亚身份证", "大马身份证", "ic")),
    ("id_nik", _D + r"\d{16}" + _E, _nik,
     ("nik", "ktp", "nomor induk kependudukan", "e-ktp", "印尼身份证", "印度尼西亚身份证")),
    ("vn_cccd", _D + r"0\d{11}" + _E, _cccd,
     ("cccd", "căn cước", "can cuoc", "cmnd", "chứng minh", "số định danh", "越南身份证", "citizen id")),
    ("vn_cmnd", _D + r"\d{9}" + _E, _digits_only((9,)), ("cmnd", "chứng minh nhân dân", "越南身份证")),
    ("pk_cnic_dashed", _D + r"[1-7]\d{4}-\d{7}-\d" + _E, _cnic, None),
    ("pk_cnic", _D + r"[1-7]\d{12}" + _E, _cnic, ("cnic", "nadra", "nicop", "巴基斯坦身份证")),
    ("bd_nid", _D + r"(?:\d{10}|\d{13}|\d{17})" + _E, _digits_only((10, 13, 17)),
     ("bangladesh", "জাতীয় পরিচয়", "nid no", "nid number", "nid:", "孟加拉身份证")),
    ("lk_nic_old", _D + r"\d{9}[VvXx]" + _E, _lk_nic, None),
    ("lk_nic_new", _D + r"(?:19|20)\d{10}" + _E, _lk_nic, ("nic", "sri lanka", "斯里兰卡身份证")),
    ("ph_philsys", _D + r"\d{4}-?\d{4}-?\d{4}-?\d{4}" + _E, _philsys,
     ("philsys", "psn", "pcn", "philid", "national id", "菲律宾身份证")),
    ("ph_sss", _D + r"\d{2}-\d{7}-\d" + _E, _ph_sss, ("sss", "social security", "菲律宾社保")),
    ("ph_umid", _D + r"\d{4}-\d{7}-\d" + _E, _digits_only((12,)), ("umid", "crn", "common reference")),
    ("ph_tin", _D + r"\d{3}-\d{3}-\d{3}(?:-\d{3,5})?" + _E, _digits_only((9, 12, 13, 14)),
     ("tin", "tax identification", "bir", "菲律宾税号")),
    ("ph_philhealth", _D + r"\d{2}-\d{9}-\d" + _E, _digits_only((12,)), ("philhealth",)),
    ("au_tfn_checked", _D + r"\d{3} ?\d{3} ?\d{2,3}" + _E, _au_tfn,
     ("tfn", "tax file number", "澳洲税号", "澳大利亚税号")),
    ("au_medicare", _D + r"[2-6]\d{3} ?\d{5} ?\d(?:[ \-/]?\d)?" + _E, _au_medicare,
     ("medicare", "澳洲医保", "医保卡")),
    ("nz_ird", _D + r"\d{2,3}[ \-]?\d{3}[ \-]?\d{3}" + _E, _nz_ird, ("ird", "inland revenue", "新西兰税号")),
    ("nz_nhi", _D + r"[A-HJ-NP-Z]{3}\d{4}" + _E, _nz_nhi, ("nhi", "national health index")),
    ("mo_bir", _D + r"[1578]\d{6}\(\d\)", _macau, ("bir", "澳门身份证", "澳門身份證", "macau id", "macao id")),
    # Europe
    ("ch_ahv", _D + r"756[.\s]?\d{4}[.\s]?\d{4}[.\s]?\d{2}" + _E, _ahv, None),
    ("be_nn_dotted", _D + r"\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}" + _E, _be_nn, None),
    ("be_nn", _D + r"\d{2}[.\s]?\d{2}[.\s]?\d{2}[\-\s]?\d{3}[.\s]?\d{2}" + _E, _be_nn,
     ("rijksregister", "numéro national", "numero national", "registre national", "niss", "insz", "national number",
      "比利时身份证")),
    ("fi_hetu", _D + r"\d{6}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]" + _E, _hetu, None),
    ("no_fnr", _D + r"\d{6} ?\d{5}" + _E, _no_fnr,
     ("fødselsnummer", "fodselsnummer", "personnummer", "fnr", "norwegian id", "挪威身份证")),
    ("dk_cpr", _D + r"\d{6}-?\d{4}" + _E, _dk_cpr, ("cpr", "cpr-nr", "personnummer", "丹麦身份证")),
    ("is_kennitala", _D + r"\d{6}-?\d{4}" + _E, _kennitala, ("kennitala", "kt.", "冰岛身份证")),
    ("cz_rc_slash", _D + r"\d{6}/\d{4}" + _E, _rodne_cislo, None),
    ("cz_rc", _D + r"\d{10}" + _E, _rodne_cislo, ("rodné číslo", "rodne cislo", "rč", "birth number", "rodné č")),
    ("at_svnr", _D + r"[1-9]\d{3} ?\d{6}" + _E, _at_svnr,
     ("sozialversicherungsnummer", "svnr", "sv-nr", "sv-nummer", "versicherungsnummer", "e-card", "奥地利社保")),
    ("de_rvnr", _D + r"\d{2} ?\d{6} ?[A-Z] ?\d{3}" + _E, _de_rvnr, None),
    ("pt_nif", _D + r"[123]\d{2} ?\d{3} ?\d{3}" + _E, _pt_nif,
     ("nif", "contribuinte", "número fiscal", "numero fiscal", "葡萄牙税号")),
    ("pt_cc", _D + r"\d{8} ?\d ?[A-Z]{2}\d" + _E, _pt_cc, None),
    ("gr_amka", _D + r"\d{11}" + _E, _gr_amka, ("amka", "αμκα", "希腊社保")),
    ("gr_afm", _D + r"\d{9}" + _E, _gr_afm, ("afm", "αφμ", "希腊税号")),
    ("ro_cnp", _D + r"[1-8]\d{12}" + _E, _ro_cnp, None),
    ("bg_egn", _D + r"\d{10}" + _E, _bg_egn, ("egn", "егн", "保加利亚身份证")),
    ("hr_oib", _D + r"\d{11}" + _E, _hr_oib, ("oib", "osobni identifikacijski", "克罗地亚")),
    ("si_rs_jmbg", _D + r"\d{13}" + _E, _jmbg, ("emšo", "emso", "jmbg", "матични", "maticni", "matični")),
    ("ee_lt_code", _D + r"[1-6]\d{10}" + _E, _baltic,
     ("isikukood", "asmens kodas", "personal code", "爱沙尼亚", "立陶宛")),
    ("lv_pk", _D + r"\d{6}-?\d{5}" + _E, _lv_pk, ("personas kods", "latvian", "拉脱维亚")),
    ("ie_ppsn", _D + r"\d{7}[A-W][A-IW]?" + _E, _ie_ppsn, ("ppsn", "pps no", "pps number", "pps:", "personal public service")),
    ("hu_taj", _D + r"\d{3}[ \-]?\d{3}[ \-]?\d{3}" + _E, _hu_taj, ("taj", "társadalombiztosítási", "匈牙利")),
    ("hu_tax", _D + r"8\d{9}" + _E, _hu_tax, ("adóazonosító", "adoazonosito", "tax id", "匈牙利税号")),
    ("pl_nip", _D + r"\d{3}-?\d{3}-?\d{2}-?\d{2}" + _E, _pl_nip, ("nip", "波兰税号")),
    ("pl_id_card", _D + r"[A-Z]{3} ?\d{6}" + _E, _pl_id_card,
     ("dowód", "dowod", "dowodu", "id card", "波兰身份证")),
    ("uk_nhs", _D + r"\d{3}[ \-]?\d{3}[ \-]?\d{4}" + _E, _uk_nhs, ("nhs", "nhs no", "nhs number", "英国医保")),
    ("uk_chi", _D + r"\d{10}" + _E, _uk_chi, ("chi", "chi number", "community health index")),
    ("es_nuss", _D + r"\d{2}[ /\-]?\d{8}[ /\-]?\d{2}" + _E, _es_nuss,
     ("seguridad social", "nuss", "naf", "afiliación", "afiliacion", "social security", "西班牙社保")),
    ("lu_matricule", _D + r"(?:19|20)\d{2} ?\d{4} ?\d{5}" + _E, _lu, ("matricule", "卢森堡")),
    # The Americas
    ("cl_rut_dotted", _D + r"\d{1,2}\.\d{3}\.\d{3}-[\dkK]" + _E, _rut, None),
    ("cl_rut", _D + r"\d{7,8}-[\dkK]" + _E, _rut, ("rut", "r.u.t", "rol único", "智利")),
    ("ar_cuit_dashed", _D + r"(?:20|23|24|27|30|33|34)-\d{8}-\d" + _E, _cuit, None),
    ("ar_cuit", _D + r"(?:20|23|24|27|30|33|34)\d{9}" + _E, _cuit, ("cuit", "cuil", "阿根廷税号")),
    ("ar_dni", _D + r"\d{2}\.\d{3}\.\d{3}" + _E, _digits_only((8,)), ("dni", "documento", "阿根廷身份证")),
    ("co_cedula", _D + r"(?:\d{1,3}(?:\.\d{3}){2,3}|\d{6,10})" + _E, _digits_only((6, 7, 8, 9, 10)),
     ("cédula", "cedula", "c.c.", "哥伦比亚身份证")),
    ("ec_cedula", _D + r"\d{9}-?\d" + _E, _ec_cedula, ("cédula", "cedula", "厄瓜多尔")),
    ("pe_dni", _D + r"\d{8}" + _E, _digits_only((8,)), ("dni", "秘鲁身份证")),
    ("mx_rfc", _D + r"[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}" + _E, _mx_rfc, ("rfc", "墨西哥税号")),
    ("mx_nss", _D + r"\d{11}" + _E, _luhn, ("nss", "imss", "seguro social", "墨西哥社保")),
    ("br_rg", _D + r"\d{1,2}\.\d{3}\.\d{3}-[\dxX]" + _E, _digits_only((8, 9)), ("rg", "identidade", "巴西身份证")),
    ("br_cns", _D + r"[1-2789]\d{2} ?\d{4} ?\d{4} ?\d{4}" + _E, _digits_only((15,)), ("cns", "cartão sus", "cartao sus")),
    # Africa and the Middle East
    ("za_id", _D + r"\d{6} ?\d{4} ?\d{2} ?\d" + _E, _za_id,
     ("south african", "sa id", "rsa id", "id number", "identity number", "南非身份证")),
    ("eg_nid", _D + r"[23]\d{13}" + _E, _eg_nid, ("egypt", "الرقم القومي", "رقم قومي", "埃及身份证")),
    ("ng_nin", _D + r"\d{11}" + _E, _digits_only((11,)),
     ("nin", "national identification number", "nimc", "bvn", "bank verification", "尼日利亚")),
    ("gh_card", _D + r"GHA-\d{9}-\d" + _E, _ghana, None),
    ("ke_kra", _D + r"[AP]\d{9}[A-Z]" + _E, lambda v: True, ("kra", "kra pin", "肯尼亚税号")),
    ("ke_id", _D + r"\d{7,8}" + _E, _digits_only((7, 8)), ("huduma", "kenyan id", "kenya id", "肯尼亚身份证")),
    ("sa_nid", _D + r"[12]\d{9}" + _E, _sa_nid,
     ("iqama", "saudi", "هوية", "الهوية الوطنية", "إقامة", "沙特身份证", "居住证")),
    ("ae_eid_dashed", _D + r"784-\d{4}-\d{7}-\d" + _E, _emirates, None),
    ("ae_eid", _D + r"784\d{12}" + _E, _emirates, ("emirates id", "eid", "الهوية", "阿联酋身份证")),
    ("qa_qid", _D + r"[23]\d{10}" + _E, _digits_only((11,)), ("qid", "qatar id", "qatari id", "卡塔尔身份证")),
    ("kw_civil", _D + r"[123]\d{11}" + _E, _kw_civil, ("civil id", "البطاقة المدنية", "科威特身份证")),
    ("bh_cpr", _D + r"\d{9}" + _E, _digits_only((9,)), ("cpr", "bahrain", "巴林身份证")),
    ("om_civil", _D + r"\d{7,9}" + _E, _digits_only((7, 8, 9)), ("civil number", "oman", "阿曼身份证")),
    ("il_tz", _D + r"\d{8,9}" + _E, _il_tz, ("teudat zehut", "תעודת זהות", "ת.ז", "israeli id", "以色列身份证")),
    ("ir_melli", _D + r"\d{3}-?\d{6}-?\d" + _E, _ir_melli, ("melli", "کد ملی", "national code", "伊朗身份证")),
    ("tr_tckn", _D + r"[1-9]\d{10}" + _E, _tr_tckn,
     ("kimlik", "tckn", "t.c.", "tc no", "tc kimlik", "turkish id", "土耳其身份证")),
    ("ru_snils", _D + r"\d{3}-\d{3}-\d{3}[ \-]\d{2}" + _E, _snils, None),
    ("ru_snils_plain", _D + r"\d{11}" + _E, _snils, ("snils", "снилс", "俄罗斯社保")),
    ("ru_inn", _D + r"\d{12}" + _E, _inn12, ("инн", "inn", "taxpayer", "俄罗斯税号")),
    # US individual taxpayer identification number: 9NN-7N-NNNN (the SSN's shape, areas the SSA never issues)
    ("us_itin", _D + r"9\d{2}[\- ]?(?:5\d|6[0-5]|7\d|8[0-8]|9[0-24-9])[\- ]?\d{4}" + _E, _digits_only((9,)),
     ("itin", "individual taxpayer", "taxpayer identification", "个人纳税识别号")),
]
