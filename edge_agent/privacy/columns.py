"""Sensitive columns: in a table (CSV/TSV, as files or as read_file shows them), a cell is
sensitive because of its column, not its shape — `32000` under 月薪 is a salary, and no
pattern recogniser can tell it from a port number. Seen in a real run: a Chinese salary
column reached the cloud verbatim while every phone and ID in the same file was redacted.
"""
from __future__ import annotations

import re

from edge_agent.privacy.detect import Entity

# Header words (lower-cased, exact cell match after trimming) → entity type of the column.
COLUMN_TYPES: dict[str, str] = {}
for _type, _names in {
    "AMOUNT": "salary wage wages pay payroll income bonus base_salary monthly_salary annual_salary "
              "月薪 年薪 工资 薪资 薪酬 收入 奖金 底薪 基本工资",
    "SECRET": "secret token api_key apikey access_key secret_key 密钥",
    "PASSWORD": "password passwd pwd pin passphrase 密码 口令",
    "DATE_OF_BIRTH": "dob date_of_birth birth_date birthdate birthday 出生日期 生日 出生年月",
    "MEDICAL": "diagnosis medication medications diagnoses medical_condition 诊断 病情 疾病 用药 病史",
    "PASSPORT": "passport passport_no passport_number 护照 护照号 护照号码",
    "NATIONAL_ID": "national_id nino national_insurance aadhaar sin steuer_id insee nir national_id_number tax_id",
    "IP_ADDRESS": "ip ip_address ipaddr client_ip src_ip dst_ip source_ip remote_addr ip地址",
    "PHONE": "phone mobile tel telephone cell phone_number mobile_phone 手机 手机号 电话 联系电话 手机号码",
    "IDCARD": "id_number id_card 身份证 身份证号 身份证号码 证件号 证件号码",
    "SSN": "ssn social_security_number",
    "EMAIL": "email e-mail email_address mail 邮箱 电子邮箱 邮件",
    "ADDRESS": "address home_address street_address 地址 住址 家庭住址 家庭地址",
    "PERSON": "full_name employee_name customer_name contact_name patient patient_name 姓名 员工姓名 客户姓名 联系人",
}.items():
    for _n in _names.split():
        COLUMN_TYPES[_n] = _type

_LINE_NO = re.compile(r"^\s*\d+\| ")  # read_file's "12| " prefix


def _cells(line: str, delim: str) -> list[tuple[int, int]]:
    """(start, end) of each cell, quotes respected, surrounding spaces and quotes trimmed."""
    spans, start, quoted = [], 0, False
    for i, c in enumerate(line):
        if c == '"':
            quoted = not quoted
        elif c == delim and not quoted:
            spans.append((start, i))
            start = i + 1
    spans.append((start, len(line)))
    out = []
    for a, b in spans:
        while a < b and line[a] in ' "':
            a += 1
        while b > a and line[b - 1] in ' "\r':
            b -= 1
        out.append((a, b))
    return out


def column_entities(text: str) -> list[Entity]:
    found: list[Entity] = []
    header: dict[int, str] | None = None
    delim, width, pos = ",", 0, 0
    for raw in text.split("\n"):
        line_start, pos = pos, pos + len(raw) + 1
        m = _LINE_NO.match(raw)
        body_off = line_start + (m.end() if m else 0)
        body = raw[m.end():] if m else raw
        if header is not None:
            cells = _cells(body, delim)
            if len(cells) == width:
                for col, typ in header.items():
                    a, b = cells[col]
                    value = body[a:b]
                    if len(value) >= 2 and (typ != "AMOUNT" or any(ch.isdigit() for ch in value)):
                        found.append(Entity(typ, body_off + a, body_off + b, value, 0.6))
                continue
            header = None  # the table ended
        for d in (",", "\t"):
            cells = _cells(body, d)
            if len(cells) < 2:
                continue
            cols = {i: COLUMN_TYPES[body[a:b].strip().lower()] for i, (a, b) in enumerate(cells)
                    if body[a:b].strip().lower() in COLUMN_TYPES}
            if cols:
                header, delim, width = cols, d, len(cells)
                break
    return found
