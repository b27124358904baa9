"""National identity numbers other than the Chinese resident ID and the US SSN (passports: passports.py).

Two kinds of evidence, and every format needs at least one besides its shape:
- a check digit (Aadhaar's Verhoeff, the French NIR's mod-97 key, Spanish DNI's letter,
  Korean RRN, Taiwanese and Singaporean IDs, Brazilian CPF, Italian codice fiscale's letter);
- a context word before the value ("passport", "护照", "SIN", "Steuer-ID", "NINO", ...).
Formats that are only a run of digits (Canadian SIN, German Steuer-ID, Dutch BSN) need both.
"""
from __future__ import annotations

from collections.abc import Callable

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.answers import SPEAKER, STAMP
from edge_agent.privacy.recognizers.base import SingleEntityRecognizer
from edge_agent.privacy.recognizers.dates import MMDD
from edge_agent.privacy.recognizers.id_schemes import WORLD_FORMATS
from edge_agent.privacy.recognizers.numbers import card_ok, cn_id_ok, luhn_ok
from edge_agent.privacy.recognizers.passports import PassportRecognizer

# How far back (characters, same line) a context word may stand from the value.
_WINDOW = 48


def verhoeff_ok(digits: str) -> bool:
    d = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    p = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
         [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
    c = 0
    for i, ch in enumerate(reversed(digits)):
        c = d[c][p[i % 8][int(ch)]]
    return c == 0


_NON_DIGIT = re.compile(r"\D")


def _digits(v: str) -> str:
    return _NON_DIGIT.sub("", v)


def _aadhaar(v: str) -> bool:
    n = _digits(v)
    return len(n) == 12 and n[0] not in "01" and verhoeff_ok(n)


def _nir(v: str) -> bool:
    s = re.sub(r"\s", "", v).upper()
    body, key = s[:13], s[13:]
    body = body.replace("2A", "19").replace("2B", "18")
    return body.isdigit() and key.isdigit() and 97 - int(body) % 97 == int(key)


def _steuer_id(v: str) -> bool:
    n = _digits(v)
    if len(n) != 11 or n[0] == "0":
        return False
    product = 10
    for ch in n[:10]:
        s = (int(ch) + product) % 10 or 10
        product = (s * 2) % 11
    return (11 - product) % 10 == int(n[10])


def _dni(v: str) -> bool:
    s = re.sub(r"[\s\-]", "", v).upper()
    s = {"X": "0", "Y": "1", "Z": "2"}.get(s[0], s[0]) + s[1:]
    return s[:-1].isdigit() and "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:-1]) % 23] == s[-1]


def _cpf(v: str) -> bool:
    n = _digits(v)
    if len(n) != 11 or len(set(n)) == 1:
        return False
    for k in (9, 10):
        total = sum(int(n[i]) * (k + 1 - i) for i in range(k))
        if (total * 10 % 11) % 10 != int(n[k]):
            return False
    return True


def _nric(v: str) -> bool:
    s = v.upper()
    w = (2, 7, 6, 5, 4, 3, 2)
    total = sum(int(c) * k for c, k in zip(s[1:8], w)) + (4 if s[0] in "TG" else 3 if s[0] == "M" else 0)
    table = {"S": "JZIHGFEDCBA", "T": "JZIHGFEDCBA", "F": "XWUTRQPNMLK", "G": "XWUTRQPNMLK", "M": "KLJNPQRTUWX"}
    return s[8] == table[s[0]][total % 11]


def _taiwan(v: str) -> bool:
    letters = "ABCDEFGHJKLMNPQRSTUVXYWZIO"
    s = v.upper()
    n = letters.index(s[0]) + 10
    digits = [n // 10, n % 10] + [int(c) for c in s[1:]]
    w = (1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1)
    return sum(a * b for a, b in zip(digits, w)) % 10 == 0


def _rrn(v: str) -> bool:
    n = _digits(v)
    w = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
    return len(n) == 13 and (11 - sum(int(a) * b for a, b in zip(n, w)) % 11) % 10 == int(n[12])


def _hkid(v: str) -> bool:
    s = re.sub(r"[()\s]", "", v).upper()
    body, check = s[:-1], s[-1]
    letters = body[:-6].rjust(2)
    vals = [36 if c == " " else ord(c) - 55 for c in letters] + [int(c) for c in body[-6:]]
    total = sum(a * b for a, b in zip(vals, range(9, 1, -1)))
    expected = (11 - total % 11) % 11
    return check == ("A" if expected == 10 else str(expected))


def _codice_fiscale(v: str) -> bool:
    odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    s = v.upper()
    total = 0
    for i, c in enumerate(s[:15]):
        k = int(c) if c.isdigit() else ord(c) - 65
        total += odd[k] if i % 2 == 0 else k
    return chr(65 + total % 26) == s[15]


def _bsn(v: str) -> bool:
    n = _digits(v)
    return len(n) == 9 and sum(int(c) * w for c, w in zip(n, (9, 8, 7, 6, 5, 4, 3, 2, -1))) % 11 == 0


def _personnummer(v: str) -> bool:
    return luhn_ok(_digits(v)[-10:])


def _pesel(v: str) -> bool:
    n = _digits(v)
    w = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)
    return len(n) == 11 and (10 - sum(int(a) * b for a, b in zip(n, w)) % 10) % 10 == int(n[10])


def _sin(v: str) -> bool:
    n = _digits(v)
    return len(n) == 9 and n[0] not in "08" and luhn_ok(n)


def _any(_: str) -> bool:
    return True


_D = r"(?<![0-9A-Za-z])"
_E = r"(?![0-9A-Za-z])"
# (name, pattern, validator, context words or None when the check digit suffices)
_CTX_NINO = ("national insurance", "nino", "ni number", "ni no")
NATIONAL_FORMATS: list[tuple[str, str, Callable[[str], bool], tuple[str, ...] | None]] = [
    ("uk_nino", _D + r"(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]" + _E,
     _any, None),
    ("aadhaar", _D + r"[2-9]\d{3}[ \-]?\d{4}[ \-]?\d{4}" + _E, _aadhaar, ("aadhaar", "aadhar", "uidai", "uid", "आधार")),
    ("aadhaar_spaced", _D + r"[2-9]\d{3} \d{4} \d{4}" + _E, _aadhaar, None),
    # round 30: named, in its 4-4-4 groups, even when its Verhoeff digit fails (a number copied with a slip is still it)
    ("aadhaar_named", _D + r"[2-9]\d{3}[ \-]\d{4}[ \-]\d{4}" + _E, _any, ("aadhaar", "aadhar", "uidai", "आधार")),
    ("fr_nir", _D + r"[12] ?\d{2} ?(?:0[1-9]|1[0-2]|[2-9]\d) ?(?:\d{2}|2A|2B) ?\d{3} ?\d{3} ?\d{2}" + _E, _nir, None),
    ("de_steuer_id", _D + r"[1-9]\d(?: ?\d{3}){3}" + _E, _steuer_id,
     ("steuer", "idnr", "identifikationsnummer", "tax id", "tin", "steuernummer")),
    ("es_dni", _D + r"(?:\d{8}|[XYZ]\d{7})-?[TRWAGMYFPDXBNJZSQVHLCKE]" + _E, _dni, None),
    ("br_cpf", _D + r"\d{3}\.\d{3}\.\d{3}-\d{2}" + _E, _cpf, None),
    ("br_cpf_plain", _D + r"\d{11}" + _E, _cpf, ("cpf",)),
    ("sg_nric", _D + r"[STFGM]\d{7}[A-Z]" + _E, _nric, None),
    # Taiwan: citizens (second character 1/2) and the new-style resident certificate (8/9)
    ("tw_id", _D + r"[A-Z][1289]\d{8}" + _E, _taiwan, None),
    # Korea: citizens (gender digit 1-4) and the alien registration number (5-8), same check digit
    ("kr_rrn", _D + r"\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])-[1-8]\d{6}" + _E, _rrn, None),
    ("hkid", _D + r"[A-Z]{1,2}\d{6}\s?\(?[0-9A]\)?" + r"(?![0-9A-Za-z])", _hkid, ("hkid", "香港身份证", "身份证", "identity card", "id card")),
    # with its check digit in brackets the form is distinctive on its own: "A123456(3)"
    ("hkid_bracketed", _D + r"[A-Z]{1,2}\d{6}\([0-9A]\)", _hkid, None),
    ("it_cf", _D + r"[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]" + _E, _codice_fiscale, None),
    ("ca_sin", _D + r"\d{3}[ \-]?\d{3}[ \-]?\d{3}" + _E, _sin, ("sin", "social insurance", "numéro d'assurance sociale")),
    ("nl_bsn", _D + r"\d{9}" + _E, _bsn, ("bsn", "burgerservicenummer", "persoonsnummer", "sofi")),
    # written with dots, as on Dutch letters and cards: "1234.56.782", "123.456.782"
    ("nl_bsn_dotted", _D + r"(?:\d{4}\.\d{2}|\d{3}\.\d{3})\.\d{3}" + r"(?![0-9A-Za-z]|\.\d)", _bsn, ("bsn", "burgerservicenummer", "persoonsnummer", "sofi")),
    ("se_personnummer", _D + r"(?:19|20)?\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[-+]\d{4}" + _E, _personnummer,
     ("personnummer", "personal identity number", "personnr", "pnr", "swedish id", "swedish id number", "swedish national id")),
    ("pl_pesel", _D + r"\d{11}" + _E, _pesel, ("pesel", "foreign tin")),
    ("jp_my_number", _D + r"\d{4}[ \-]?\d{4}[ \-]?\d{4}" + _E, _any, ("my number", "マイナンバー", "個人番号", "kojin bango")),
    ("au_tfn", _D + r"\d{3} ?\d{3} ?\d{2,3}" + _E, _any, ("tfn", "tax file number")),
    ("in_pan", _D + r"[A-Z]{3}[PCHABGJLFT][A-Z]\d{4}[A-Z]" + _E, _any, ("pan", "permanent account number")),
    ("mx_curp", _D + r"[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d" + _E, _any, None),
] + WORLD_FORMATS

# A value after a generic national-ID label ("National ID: ...", "Personal ID number 123-45...")
# whose format we do not know: 6-20 letters and digits, at least 5 digits.
_GENERIC_ID_CUE = (r"(?i:national\s+id(?:entity)?(?:\s+(?:no|number|card))?|national\s+identity\s+(?:number|card)|"
                   r"citizen\s+id|personal\s+id(?:entification)?\s*(?:no|number|code)?|identity\s+(?:no|number)|"
                   r"id\s+card\s+(?:no|number)|government\s+id|voter\s+id|tax\s+id|"
                   r"PAN(?:\s+(?:card|no|number))?|NIN|DNI|NIE|NIF|CURP|RUT|CUIL|NIK|NRIC|Emirates\s+ID|"
                   # round 6: the labels of the schemes in id_schemes.py (a label right before the value is evidence
                   # enough, as for the ones above), and Chinese words for an identity or social-security number
                   r"CNIC|KTP|CCCD|CMND|MyKad|HKID|TCKN|SNILS|СНИЛС|ИНН|AMKA|OIB|EGN|ЕГН|CNP|JMBG|EMŠO|PPSN|AHV|AVS|HETU|"
                   r"TFN|IRD|NHI|PhilSys|PSN|UMID|QID|CUIT|NSS|BVN|"
                   r"(?i:iqama|civil\s+id|t\.?\s?c\.?\s+kimlik(?:\s+no)?|kimlik\s+no|teudat\s+zehut|kennitala|personnummer|"
                   r"f[øo]dselsnummer|isikukood|asmens\s+kodas|personas\s+kods|rodn[ée]\s+[čc][íi]slo|henkil[öo]tunnus|"
                   r"medicare\s+(?:card\s+)?(?:no|number)|tax\s+file\s+number|resident\s+registration\s+(?:no|number)|"
                   r"identity\s+card\s+(?:no|number)|ic\s+(?:no|number)|citizen(?:ship)?\s+(?:no|number|card)|"
                   r"residence\s+(?:permit|card)\s+(?:no|number)|social\s+insurance\s+(?:no|number)|"
                   r"n[ºo°]\s+(?:de\s+)?(?:identidad|documento)|c[ée]dula(?:\s+de\s+(?:identidad|ciudadan[íi]a))?|"
                   r"nomor\s+induk\s+kependudukan|s[oố]\s+c[aă]n\s+c[uư]ớc|numéro\s+national|"
                   # identity cards by their names in their languages
                   r"personalausweis(?:nummer)?|ausweis(?:nummer|-nr\.?)|carte\s+(?:nationale\s+)?d'identit[ée]|"
                   r"carta\s+d'identit[àa]|identiteitskaart|id-kort|identitetskort|dow[óo]d\s+osobisty|"
                   r"ob[čc]ansk[ýy]\s+pr[ůu]kaz|szem[ée]lyi\s+igazolv[áa]ny|cart[ãa]o\s+de\s+cidad[ãa]o|"
                   r"documento\s+de\s+identidad|clave\s+de\s+elector|kimlik\s+kart[ıi]|"
                   r"(?:employment|employee|dependant|dependent|student|s)\s+pass(?:\s+(?:no|number))?|work\s+permit(?:\s+(?:no|number))?)|"
                   r"CNI|CIE|DUI|INE|NIC|FIN|"
                   r"身份号码?|身份编号|居民身份号码|证件号码?|税号|社会保障号|身份证号(?:码)?|身份证(?=\s*[:：])|社保号|社会保险号|医保号|"
                   r"医保卡号|居留证号|居住证号|永久居留证号|个人识别号|国民身份号|身分證字號|身分證號碼?|주민등록번호|외국인등록번호|"
                   r"マイナンバー|個人番号)")
# (a Chinese or Korean cue may follow Latin letters: "TC身份号", "VN身份证号")
_CUE_START = r"(?:(?<![A-Za-z])|(?=[\u3131-\u318e\u4e00-\u9fff\uac00-\ud7a3]))"
GENERIC_ID = (r"(?<=" + _CUE_START + _GENERIC_ID_CUE + r"(?![A-Za-z])\.?\s*(?:#|no\.?|number|n[°º]|nr\.?|n[úu]m(?:ero)?\.?|numéro|nummer)?"
              r"\s*(?:is|:|：|=|-)?\s*)(?<![A-Za-z])"  # (not glued to a Latin cue: "ref FIN67188SAR", round 20)
              r"(?=[A-Z0-9\-. ]*\d[A-Z0-9\-. ]*\d[A-Z0-9\-. ]*\d[A-Z0-9\-. ]*\d[A-Z0-9\-. ]*\d)"
              r"[A-Z0-9](?:[A-Z0-9]|[\-. ](?=[A-Z0-9])){5,22}(?![0-9A-Za-z])")

_CN_ID_SHAPE = re.compile(r"\d{17}[\dXx]")
_COMPANY = re.compile(r"公司|有限|企业|集团|商行|工作室|(?<![A-Za-z])(?:Ltd|Inc|LLC|GmbH|Corp|Co\.|S\.A\.|B\.V\.|PLC|AG)(?![A-Za-z])|"
                      r"(?i:company|business|vendor|supplier|merchant|employer)")
# A Chinese organisation's unified social credit code (GB 32100-2015): the registering body and the kind of organisation,
# six digits of region, nine characters of organisation code (letters among them) and a check character -- an
# organisation's number, not a person's ("画廊税号 91310104MA1FR2K96Q"; round 34). Its shape only: writers' codes
# rarely carry a valid check character.
_USCC = re.compile(r"(?:1[1239]|[2-5][129]|6[129]|7[129]|8[19]|9[123]|A[19]|N[1239]|Y1)\d{6}"
                   r"(?=[0-9A-HJ-NPQRTUWXY]{0,9}[A-HJ-NPQRTUWXY])[0-9A-HJ-NPQRTUWXY]{10}")


def uscc_shaped(value: str) -> bool:
    return _USCC.fullmatch(value) is not None


def _has_check(ok: Callable[[str], bool]) -> bool:
    """A validator with a check digit or a date inside, not "any N digits"."""
    return ok is not _any and not getattr(ok, "__qualname__", "").startswith("_digits_only")


_SPEAKER = re.compile(STAMP + SPEAKER)


def _has_context(text: str, start: int, words: tuple[str, ...], window_chars: int = _WINDOW, asked: bool = False) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    lo = line_start
    if asked and line_start and _SPEAKER.fullmatch(text, line_start, start):
        # round 26: a reply that opens with its speaker, to a line that asked for the number by its scheme's name
        # ("…要你的 personnummer 🙏\nLin Feng: 19890715-3160"); only for numbers with a check digit
        lo = text.rfind("\n", 0, line_start - 1) + 1
    window = text[max(lo, start - window_chars):start].lower()
    return any(re.search(r"(?<![a-z])" + re.escape(w) + r"(?![a-z])", window) for w in words)


# A national ID as the value of a JSON / code / query key that names one: "nationalId": "…", national_id=…, "tckn": "…".
# ("ssn" is the SSN recognizer's; "id" or "id_no" alone name records, not people.)
_ID_KEYS = (r"national_?id(?:_?(?:no|number|num))?|nationalIdNumber|national_identity_number|citizen_?id|citizenId|"
            r"personal_?(?:id|number|code)|personalNumber|personalCode|resident_?id|residentId|identity_?(?:no|number)|"
            r"identityNumber|id_?card_?(?:no|number)|idCardNo|idCardNumber|nino|ni_number|niNumber|aadhaar|aadhar|cnic|nik|"
            r"nric|mykad|cccd|cpf|curp|dni|nie|pesel|bsn|tckn|tc_?kimlik|iqama|emirates_?id|emiratesId|civil_?id|civilId|"
            r"snils|amka|oib|egn|cnp|jmbg|ppsn|ahv|hetu|personnummer|codice_?fiscale|codiceFiscale|steuer_?id|steuerId|"
            r"tax_?file_?number|tfn|ird|insee|nir|sin|my_?number|myNumber|rrn|hkid|philsys|psn|nid|national_?insurance")
_KEYED_ID = re.compile(r"(?<![A-Za-z0-9_])[\"']?(?i:" + _ID_KEYS + r")[\"']?\s*[:=]\s*[\"']?"
                       r"(?P<v>(?=(?:[A-Za-z\-. ]*\d){5})[A-Za-z0-9](?:[A-Za-z0-9]|[\-. ](?=[A-Z0-9])){4,22})(?![A-Za-z0-9])")
# A key that may name an identity number or a record's number ("id_no", "idNumber", "document_no"): its value is taken
# only when it is the well-formed number of some scheme above (check digit or date inside it).
_WEAK_KEYED_ID = re.compile(r"(?<![A-Za-z0-9_])[\"']?(?i:id_?no|id_?num(?:ber)?|id_?code|doc(?:ument)?_?(?:no|num(?:ber)?))[\"']?"
                            r"\s*[:=]\s*[\"']?(?P<v>[A-Za-z0-9][A-Za-z0-9\-]{7,22})(?![A-Za-z0-9])")
# Pre-check (speed only): a piece of every key above, lower-cased (tests/privacy/test_id_schemes.py).
_KEY_HINTS = ("national", "citizen", "personal", "resident", "identity", "idcard", "id_card", "aadha", "cnic", "nik", "nric",
              "mykad", "cccd", "cpf", "curp", "dni", "nie", "pesel", "bsn", "tckn", "kimlik", "iqama", "emirates", "civil",
              "snils", "amka", "oib", "egn", "cnp", "jmbg", "ppsn", "ahv", "hetu", "nummer", "fiscale", "steuer", "tax_file",
              "taxfile", "tfn", "ird", "insee", "nir", "sin", "my_number", "mynumber", "rrn", "hkid", "philsys", "psn", "nid",
              "nino", "ni_number", "ninumber")


# Pre-check (speed only) for the generic cue: its acronyms as written, and a piece of each of its words, lower-cased
# (tests/privacy/test_id_schemes.py checks that every cue holds one).
_CUE_ACRONYMS = ("FIN", "CNI", "CIE", "DUI", "INE", "NIC", "PAN", "NIN", "DNI", "NIE", "NIF", "CURP", "RUT", "CUIL", "NIK", "NRIC", "CNIC", "KTP", "CCCD", "CMND", "MyKad",
                 "HKID", "TCKN", "SNILS", "СНИЛС", "ИНН", "AMKA", "OIB", "EGN", "ЕГН", "CNP", "JMBG", "EMŠO", "PPSN", "AHV",
                 "AVS", "HETU", "TFN", "IRD", "NHI", "PhilSys", "PSN", "UMID", "QID", "CUIT", "NSS", "BVN")
_CUE_WORDS = ("national", "citizen", "personal id", "identity", "id card", "government id", "voter id", "tax id", "emirates",
              "iqama", "civil id", "kimlik", "teudat", "kennitala", "personnummer", "dselsnummer", "isikukood", "asmens",
              "personas", "rodn", "henkil", "medicare", "tax file", "resident", "ic no", "ic number", "residence",
              "social insurance", "identidad", "documento", "dula", "ausweis", "identit", "identiteitskaart", "id-kort",
              "identitetskort", "dowód", "dowod", "průkaz", "prukaz", "igazolv", "cidad", "elector", "kimlik", " pass", "permit", "nomor induk", "numéro national", "căn cước", "can cuoc", "身份", "证件",
              "税号", "社会保障", "社保", "社会保险", "医保", "居留", "居住证", "个人识别", "身分", "주민등록", "외국인등록",
              "マイナンバー", "個人番号")


# Schemes with a birth date inside and strong checks (Norway's two mod-11 digits; Sweden's date and Luhn digit): a
# generic national-ID cue a few lines before them is enough.
_DATED = frozenset({"no_fnr", "se_personnummer"})
# (its first digits a plain day and month, either way round: "110689…", "19890611-…"; not a meter's "G4-20260119-3317")
_DATE_FIRST = re.compile(r"(?:19|20)?\d\d" + MMDD + r"[-+]|(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])\d\d ?\d{5}$")


class NationalIdRecognizer(SingleEntityRecognizer):
    ENTITY = "NATIONAL_ID"

    def __init__(self, lang: str):
        super().__init__(lang)
        # (name, pattern, validator, context words, their set, whether the validator holds a check digit or a date)
        self._formats = [(n, re.compile(rx), ok, ctx, frozenset(ctx) if ctx else None, _has_check(ok))
                         for n, rx, ok, ctx in NATIONAL_FORMATS]
        # every context word of every format, each looked up once per text (speed only)
        self._context_words = sorted({w for *_, ctx in NATIONAL_FORMATS if ctx for w in ctx})
        self._generic = re.compile(GENERIC_ID, re.MULTILINE)
        # the formats with a check digit or a date inside (not "any N digits"), for values under a weak key
        self._checked = [(rx, ok) for _n, rx, ok, _c, _w, checked in self._formats if checked]
        # Pre-check (speed only): a generic-ID value needs its cue somewhere in the text.
        self._generic_cue = re.compile(_CUE_START + _GENERIC_ID_CUE + r"(?![A-Za-z])")

    def find(self, text: str) -> list[RecognizerResult]:
        out: list[RecognizerResult] = []
        low = text.lower()
        present = {w for w in self._context_words if w in low}
        maybe_cue = any(a in text for a in _CUE_ACRONYMS) or any(w in low for w in _CUE_WORDS)
        for name, rx, ok, ctx, words, checked in self._formats:
            dated = maybe_cue and name in _DATED
            if words is not None and present.isdisjoint(words) and not dated:
                continue  # pre-check (speed only): _has_context needs one of these words in the text
            for m in rx.finditer(text):
                # (round 25: with a check digit, the scheme's name may stand further back on the line; round 30: a
                # number with a birth date and strong checks inside, after "national ID" a few lines before it:
                # "… each shooter's national ID number:\n- Ingvild Haugen, born 11 June 1989 – 11068921025")
                if ok(m.group()) and (ctx is None or _has_context(text, m.start(), ctx, _WINDOW if ok is _any else 100, checked)
                                      or dated and _DATE_FIRST.match(m.group()) is not None and text[m.start() - 1:m.start()] != "-"
                                      and self._generic_cue.search(text, max(0, m.start() - 300), m.start())):
                    out.append(RecognizerResult("NATIONAL_ID", m.start(), m.end(), 0.8 if ctx else 0.85 if ok is not _any else 0.7))
        for m in self._generic.finditer(text) if maybe_cue and self._generic_cue.search(text) else ():
            value = m.group().rstrip(". ")
            whole = re.match(r"\S{12,}(?=\s)", value)
            if whole:  # a whole number, then the next field's ("身份证：420106… 138 0198 7712"; round 20)
                value = whole.group()
            if cn_id_ok(value) if _CN_ID_SHAPE.fullmatch(value) else False:
                continue  # a Chinese resident ID with its check digit is the IDCARD recognizer's
            if card_ok(value):
                continue  # "PAN: 4111 …" is a card's primary account number
            if _COMPANY.search(text[max(0, m.start() - 60):m.start()]) or uscc_shaped(value):
                continue  # a company's tax or registration number (发票抬头 … 税号, "Acme Ltd, tax ID") names no person
            out.append(RecognizerResult("NATIONAL_ID", m.start(), m.start() + len(value), 0.6))
        if any(k in low for k in _KEY_HINTS):
            for m in _KEYED_ID.finditer(text):
                value = m.group("v")
                if card_ok(value) or (cn_id_ok(value) if _CN_ID_SHAPE.fullmatch(value) else False):
                    continue  # a card number ("pan": the card's primary account number) or a Chinese resident ID
                if _COMPANY.search(text[max(0, m.start() - 60):m.start()]):
                    continue
                out.append(RecognizerResult("NATIONAL_ID", m.start("v"), m.end("v"), 0.6))
        if "id" in low:
            for m in _WEAK_KEYED_ID.finditer(text):
                value = m.group("v")
                if card_ok(value) or (cn_id_ok(value) if _CN_ID_SHAPE.fullmatch(value) else False):
                    continue
                if any(rx.fullmatch(value) and ok(value) for rx, ok in self._checked):
                    out.append(RecognizerResult("NATIONAL_ID", m.start("v"), m.end("v"), 0.6))
        return out


def id_recognizers(lang: str) -> list[LocalRecognizer]:
    return [NationalIdRecognizer(lang), PassportRecognizer(lang)]
