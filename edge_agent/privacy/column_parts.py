"""Column headers typed by one of their parts (issue 15, round 8); used by `columns.column_type`."""
from __future__ import annotations

import re

# Round 8: a header that holds a type's word as one of its parts ("home_phone", "street_addr", "guest_first",
# "pin_code", "birth_date", "current_meds", "联系电话2"): the word types the column when no other part says it is not
# that thing ("ip_addr", "email_verified", "phone_model", "first_seen").
_PART_TYPES: dict[str, str] = {}
for _type, _names in {
    "PHONE": "phone phones mobile mob tel telephone cell cellphone fax whatsapp 电话 手机 座机",
    "EMAIL": "email emails e-mail mail mailbox 邮箱",
    "ADDRESS": "address addr street 地址 住址",
    "DATE_OF_BIRTH": "dob birth birthday birthdate born 生日 出生",
    "PASSWORD": "password passwd pwd pin passcode passphrase 密码 口令",
    "PERSON": "first last surname forename firstname lastname given family fullname 姓名 名字",
    "MEDICAL": "diagnosis dx medication medications meds allergies allergy conditions illness 诊断 用药 病史 过敏",
    "IBAN": "iban",
    "SSN": "ssn",
    "PASSPORT": "passport 护照",
    # round 38: "ppsn_or_nino", "employee_bsn"
    "NATIONAL_ID": "ppsn pps nino bsn pesel nric aadhaar cpf dni tfn hetu personnummer",
}.items():
    for _n in _names.split():
        _PART_TYPES[_n] = _type
_NOT_PARTS = {"ip", "mac", "url", "web", "wallet", "verified", "valid", "model", "type", "count", "id", "seen", "login", "modified",
              "updated", "name_length", "policy", "hash", "length", "expiry", "expires", "changed", "reset", "enabled", "flag",
              "server", "host", "port", "domain", "template", "subject", "status", "sent", "opened", "bounced", "list", "place",
              "country", "city", "year", "month", "order", "weight", "date", "time", "name", "row", "page", "line", "mile",
              "class", "code_length", "last4", "suffix", "masked", "tail", "hint"}  # (round 38: "ssn_last4")

_ORDINAL = {"first", "last"}
_WHOSE = {"guest", "customer", "client", "patient", "student", "user", "member", "contact", "employee", "owner", "emp", "cust",
          "pax", "passenger", "holder", "name", "nm", "tenant", "donor", "parent", "child", "driver", "staff", "applicant"}


def typed_by_part(h: str) -> str | None:
    parts = [p for p in re.split(r"[_\s\-./()]+", h) if p]
    if len(parts) > 3 or len(h) > 30 or re.search(r"\d", re.sub(r"\d{1,2}$", "", h)):
        return None  # prose or a value ("IBAN DK28…"), not a header cell; "联系电话2" is a header
    han = re.findall(r"[\u4e00-\u9fff]+", h)
    types = {_PART_TYPES[p] for p in parts if p in _PART_TYPES}
    types |= {t for w, t in _PART_TYPES.items() if han and not w.isascii() and any(w in x for x in han)}
    if "EMAIL" in types:
        types.discard("ADDRESS")  # "email_addr", "e-mail address"
    if len(types) != 1 or set(parts) & _NOT_PARTS - {"date", "name"}:
        return None
    typ = types.pop()
    if typ == "DATE_OF_BIRTH" and (set(parts) & {"place", "country", "city"} or any("出生地" in x for x in han)):
        return None  # a birthplace ("place_of_birth", round 38: "出生地点"), not a birth date
    if typ == "PERSON" and set(parts) & {"seen", "login", "modified", "updated", "visit", "order", "page"}:
        return None
    if typ == "PERSON" and set(parts) & _ORDINAL and not set(parts) - _ORDINAL <= _WHOSE:
        return None  # "last_gift", "first_payment": the first or last of something else, not a name (round 16)
    return typ
