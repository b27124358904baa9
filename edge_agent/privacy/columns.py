"""Sensitive columns: in a table (CSV/TSV, as files or as read_file shows them), a cell is
sensitive because of its column, not its shape — `32000` under 月薪 is a salary, and no
pattern recogniser can tell it from a port number. Seen in a real run: a Chinese salary
column reached the cloud verbatim while every phone and ID in the same file was redacted.
"""
from __future__ import annotations

import re

from edge_agent.privacy.column_parts import typed_by_part
from edge_agent.privacy.spaced_tables import GAP, GAP_TYPES, gap_cells, gap_keep
from edge_agent.privacy.detect import Entity
from edge_agent.privacy.recognizers.dates import NUMERIC_DATE
from edge_agent.privacy.recognizers.numbers import cn_id_ok
from edge_agent.privacy.column_words import AMOUNT_PARTS, AMOUNT_ZH, COLUMN_TYPES, PERSON_WORDS, PRICE_PARTS, PRICE_ZH

# A "… name" header that names a thing, not a person.
_SSN_SHAPE = re.compile(r"(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}")
_PASSPORT_SHAPE = re.compile(r"[A-Z]{1,2}\d{6,8}|\d{9}")  # "M28371946", "EK4926813", "533380094"
_THING_NAME_PARTS = {"file", "user", "username", "host", "hostname", "product", "company", "item", "project", "domain", "bucket",
                     "branch", "repo", "app", "service", "table", "column", "db", "database", "model", "device", "server", "key",
                     "field", "display", "brand", "store", "shop", "city", "country", "street", "team", "group", "org",
                     "organisation", "organization", "vendor", "supplier", "merchant", "bank", "account", "plan", "course",
                     "event", "task", "job", "queue", "topic", "node", "cluster", "region", "zone", "image", "package", "tag",
                     "sheet", "tab", "view", "class", "function", "method", "module", "variable", "var", "param", "type"}
_PRODUCT_HEADERS = {"sku", "qty", "quantity", "product", "product_name", "item", "items", "stock", "inventory", "model",
                    "商品", "商品名称", "商品编码", "产品", "数量", "库存", "型号", "货号"}
_BARE_NAME_HEADERS = {"name", "名称", "品名", "title"}
_VAULT_HEADERS = {"url", "username", "password"}


# round 35: header words that are also verbs or places in a sentence's comma-separated clauses ("…, handle emergencies")
_WHOLE_CELL_ONLY = {"handle", "github"}


def column_type(header: str) -> str | None:
    h = header.strip().strip('"').lower()
    if len(h) > 40 or not re.fullmatch(r"[\w\s\-./()]+", h):  # a JSON line or prose, not a header cell
        return None
    if h in COLUMN_TYPES:
        return COLUMN_TYPES[h]
    if re.sub(r"[\s\-]+", "_", h) in COLUMN_TYPES:  # "Secret access key", "national-id"
        return COLUMN_TYPES[re.sub(r"[\s\-]+", "_", h)]
    words = h.split()
    if 1 < len(words) <= 3 and not any(c.isdigit() for c in h):  # a header in two languages: "护照 Passport", "姓名 Name"
        for w in words:
            if w in COLUMN_TYPES and COLUMN_TYPES[w] != "PRICE" and w not in _WHOLE_CELL_ONLY:
                return COLUMN_TYPES[w]
    if h in ("access key id", "access_key_id", "accesskeyid"):
        return "APIKEY"
    if set(re.split(r"[_\s\-./()]+", h)) & PRICE_PARTS or any(w in h for w in PRICE_ZH):
        return "PRICE"
    if h in PERSON_WORDS:
        return "PERSON"
    typed = typed_by_part(h)
    if typed:
        return typed
    parts = set(re.split(r"[_\s\-./()]+", h))
    if "name" in parts and not parts & _THING_NAME_PARTS:
        return "PERSON"  # "English name", "legal name", "name (as on passport)"
    if parts & AMOUNT_PARTS and not parts & {"id", "no", "number", "count", "qty", "rate", "currency", "unit", "price",
                                             "code", "year", "date", "card", "limit", "band", "status", "method",
                                             "type", "category", "mode", "plan", "terms", "frequency", "ref"}:
        return "AMOUNT"
    if any(w in h for w in AMOUNT_ZH) and not any(w in h for w in ("编号", "单号", "币种", "比例", "率")):
        return "AMOUNT"
    return None


# read_file's "12| " prefix, search_files' "staff.csv:12: " prefix
_LINE_NO = re.compile(r"^\s*(?:\d+\| |[^\s:|,;]+:\d+: )")
_RULE = re.compile(r"[|:\-\s+]+")
_EMPTY = {"—", "-", "–", "n/a", "null", "none", "（待补）", "(tbd)", "tbd", "tbc", "vacant", "unknown", "unassigned", "void",
          "anonymous", "pending", "空置", "待定"}


def _cells(line: str, delim: str) -> list[tuple[int, int]]:
    """(start, end) of each cell, quotes respected, surrounding spaces and quotes trimmed."""
    if delim == GAP:
        return gap_cells(line)
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


def _merge_overflow(cells: list[tuple[int, int]], width: int, header: dict[int, str], line: str) -> list[tuple[int, int]]:
    """An unquoted "Last, First" or address splits one cell into several: give the extra cells
    to the first name or address column, aligning the columns before it from the left and
    those after it from the right."""
    wide = next((c for c in sorted(header) if header[c] in ("PERSON", "ADDRESS")), None)
    if wide is None:
        return cells
    extra = len(cells) - width
    merged = (cells[wide][0], cells[wide + extra][1])
    if header[wide] == "PERSON" and any(c.isdigit() for c in line[merged[0]:merged[1]]):
        return cells  # the comma was inside another cell ("¥7,980"): no name spans it
    return cells[:wide] + [merged] + cells[wide + extra + 1:]


# (round 34: a currency's code before the number, "USD 3,800", or after it, "3,800 USD")
_THOUSANDS_HEAD = re.compile(r"[+\-]?(?:[A-Z]{3} ?|[^\d\s,]{0,3})-?\d{1,3}")
_THOUSANDS_TAIL = re.compile(r"\d{3}(?:\.\d{1,2})?(?: ?[A-Z]{3})?")
_EURO_HEAD = re.compile(r"[+\-]?[^\d\s,]{0,3}-?\d{1,3}(?:\.\d{3})*")
_EURO_TAIL = re.compile(r"\d{2}")


def _rejoin_numbers(cells: list[tuple[int, int]], width: int, line: str) -> list[tuple[int, int]] | None:
    """A row of an unquoted comma-separated table whose amounts carry commas ("+4,812.55", "2.450,00", "¥7,980"): join
    the pieces of each number back until the row has the header's width; None if that cannot be done."""
    cells = list(cells)
    while len(cells) > width:
        for i in range(len(cells) - 1):
            a, b = line[cells[i][0]:cells[i][1]], line[cells[i + 1][0]:cells[i + 1][1]]
            if (_THOUSANDS_HEAD.fullmatch(a) and _THOUSANDS_TAIL.fullmatch(b)) or (_EURO_HEAD.fullmatch(a) and _EURO_TAIL.fullmatch(b)):
                cells[i:i + 2] = [(cells[i][0], cells[i + 1][1])]
                break
        else:
            return None
    return cells


_MASKED = re.compile(r"[*＊●•]{2,}|[Xx]{4,}(?![A-Za-z])")


def _keep(typ: str, value: str) -> bool:
    """A cell worth reporting: not empty, not a placeholder ("—", "（空缺）"), digits for money, more than a district."""
    if len(value) < 2 or value.lower() in _EMPTY or re.fullmatch(r"[（(\[<].*[)）\]>]", value):
        return False
    if _MASKED.search(value):
        return False  # a masked value ("4301**********2219", "张**", "••••4471") is no one's any more (round 25)
    if typ == "SECRET" and "://" in value:
        return False  # an otpauth:// or a webhook URL: the key recognizers take its secret part, or the URL (round 29)
    if typ == "AMOUNT" and (not any(ch.isdigit() for ch in value) or NUMERIC_DATE.search(value)):
        return False  # (a date under "last_payment" is when, not how much)
    digits = sum(ch.isdigit() for ch in value)
    # a cell must still have its type's shape: "room 112" under a phone column is not a phone
    if (typ == "PHONE" and digits < 7) or (typ == "EMAIL" and "@" not in value) or \
            (typ == "CVV" and not re.fullmatch(r"\d{3,4}", value)) or (typ in ("DATE_OF_BIRTH", "PASSPORT", "IDCARD", "SSN") and not digits) \
            or (typ == "NATIONAL_ID" and digits < 5) or (typ == "PERSON" and digits) or (typ == "SSN" and digits < 9):
        return False
    return typ != "ADDRESS" or len(value) >= 6 or any(ch.isdigit() for ch in value)


def _prc_id(value: str) -> bool:
    compact = re.sub(r"[\s\-]", "", value)
    return len(compact) == 18 and cn_id_ok(compact)


_SCHEME = re.compile(r"[ \t]*(?:NIR|INSEE|CF|NINO|NI|Aadhaar|My\s?Number|SSN|BSN|PESEL|CPF|NRIC|FIN|HKID|SIN|DNI|NIE|NIF|"
                     r"TFN|PPSN?|RRN|CURP|RUT|CNIC|NIK|Steuer-?ID|Codice\s+Fiscale|Personnummer|HETU)[:#]?[ \t]+(?=\S)")
_PASSPORT_WORD = re.compile(r"[ \t]*(?:护照|護照|(?i:passport|pspt|pp)(?![A-Za-z]))[:：#]?[ \t]*(?=[A-Z0-9])")
_THOUSANDS = re.compile(r"\d,\d{3}(?![\d,])")
_PAIR = re.compile(r"(?P<a>[^\s/,]{8,})\s*(?:/|,)\s*(?P<b>[^\s/,]{8,})")


def _parts(typ: str, value: str) -> list[tuple[int, int]]:
    """A credential cell that holds a pair ("AKIA… / <secret>", "key, secret"): each token on its own, so that the
    rules' own finding of each keeps its type; any other cell whole."""
    m = _PAIR.fullmatch(value) if typ in ("SECRET", "APIKEY", "PASSWORD") else None
    if m:
        return [m.span("a"), m.span("b")]
    if typ in ("PHONE", "EMAIL") and _SEVERAL.search(value):
        # round 23: two numbers or addresses in one cell ("18691827305 / 13309281146"), each a value of its own
        parts = [(a.start(), a.end()) for a in _ONE_OF_SEVERAL.finditer(value)]
        if len(parts) >= 2 and all(sum(c.isdigit() for c in value[a:b]) >= 7 or "@" in value[a:b] for a, b in parts):
            return parts
    return [(0, len(value))]


_SEVERAL = re.compile(r"\s/\s|\s?[;；、]\s?|,\s")
_ONE_OF_SEVERAL = re.compile(r"[^\s/;；、,](?:[^/;；、,]*[^\s/;；、,])?")


def column_entities(text: str) -> list[Entity]:
    found: list[Entity] = []
    header: dict[int, str] | None = None
    delim, width, pos = ",", 0, 0
    for raw in text.split("\n"):
        line_start, pos = pos, pos + len(raw) + 1
        m = _LINE_NO.match(raw)
        body_off = line_start + (m.end() if m else 0)
        body = raw[m.end():] if m else raw
        if _INSERT.search(body):
            header = None  # SQL: sql_entities reads its column list
            continue
        if header is not None:
            cells = _cells(body, delim)
            if delim == "," and width < len(cells) <= width + 3:
                cells = _rejoin_numbers(cells, width, body) or _merge_overflow(cells, width, header, body)
            if len(cells) == width and _RULE.fullmatch(body.strip()):
                continue  # a Markdown table's rule line under the header
            if len(cells) == width:
                for col, typ in header.items():
                    a, b = cells[col]
                    value = body[a:b]
                    if typ == "NATIONAL_ID" and _SSN_SHAPE.fullmatch(value.strip()):
                        typ = "SSN"  # a "tax_id" column's US number (round 17)
                    if typ in ("IDCARD", "NATIONAL_ID") and (word := _PASSPORT_WORD.match(value)):
                        # round 26: "护照 E99510064" in an ID column: a passport, its number without the word
                        typ, a, value = "PASSPORT", a + word.end(), value[word.end():]
                    elif typ == "IDCARD" and not _prc_id(value):
                        # "证件号" over other countries' numbers (round 15), or over passports (round 17)
                        typ = "PASSPORT" if _PASSPORT_SHAPE.fullmatch(value.strip()) else "NATIONAL_ID"
                    scheme = _SCHEME.match(value) if typ in ("NATIONAL_ID", "PASSPORT", "SSN") else None
                    if scheme:  # "NINO PW603117B", "Aadhaar 7967 0383 3551": the number, not its scheme's name
                        a, value = a + scheme.end(), value[scheme.end():]
                    if _keep(typ, value) and (delim != GAP or gap_keep(typ, value)):
                        found += [Entity(typ, body_off + a + x, body_off + a + y, value[x:y], 0.6) for x, y in _parts(typ, value)]
                continue
            header = None  # the table ended
        for d in (",", "\t", "|", ";", GAP):
            if d == "," and _THOUSANDS.search(body):
                continue  # "拖欠工资22,500元；" is a sentence with a number in it, not a header (round 15)
            cells = _cells(body, d)
            if len(cells) < 2:
                continue
            cols = {i: t for i, (a, b) in enumerate(cells) if (t := column_type(body[a:b]))}
            filled = [c for c in cells if c[1] > c[0]]
            if cols and d == "|" and len(filled) == 2 and column_type(body[filled[0][0]:filled[0][1]]) \
                    and not column_type(body[filled[1][0]:filled[1][1]]):
                # A key/value row ("| holder | Hendrik Jansen |"): the key types the value beside it.
                key_type, (a, b) = column_type(body[filled[0][0]:filled[0][1]]), filled[1]
                if key_type and _keep(key_type, body[a:b]):
                    found.append(Entity(key_type, body_off + a, body_off + b, body[a:b], 0.6))
                break
            if cols:
                heads = [body[a:b].strip().strip('"').lower() for a, b in cells]
                if "PRICE" in cols.values() or set(heads) & _PRODUCT_HEADERS or _VAULT_HEADERS <= set(heads):
                    # a product list: its "name" column names products ("Mech keyboard"), not people; a password
                    # manager's export, its logins ("Business banking", round 29)
                    cols = {i: t for i, t in cols.items() if not (t == "PERSON" and heads[i] in _BARE_NAME_HEADERS)}
                if d == GAP:  # a spaced table is read for what its cells show plainly (see spaced_tables.gap_keep)
                    cols = {i: t for i, t in cols.items() if t in GAP_TYPES}
                    if not cols:
                        break
                header, delim, width = cols, d, len(cells)
                break
    return found


# SQL: "INSERT INTO t (first_name, dob, …) VALUES ('Anneke', '1983-06-30', …), (…);" — the column
# list is the header, each parenthesised tuple a row.
_INSERT = re.compile(r"(?i)insert\s+into\s+[\w.\"`]+\s*\(([^()]{1,2000})\)\s*values\s*", re.S)
_TUPLE = re.compile(r"\s*\(((?:[^()'\"]|'[^'\n]*'|\"[^\"\n]*\"){1,4000})\)\s*[,;]?")


# A query's result printed after it ("SELECT name, ssn, salary FROM …" then "-- Carter, Olivia | 609-12-4477 | 98500.00"):
# the selected columns are the header of the rows that follow, separated by "|" or tabs.
_SELECT = re.compile(r"(?is)\bselect\s+(?!\*)((?:[\w.\"`]+(?:\s+as\s+[\w\"`]+)?\s*,\s*){1,20}[\w.\"`]+(?:\s+as\s+[\w\"`]+)?)\s+from\b")
_RESULT_PREFIX = re.compile(r"^\s*(?:--|#|>|\|)?\s*")


def _selected(cols: str) -> list[str]:
    out = []
    for c in cols.split(","):
        c = c.strip()
        alias = re.split(r"(?i)\s+as\s+", c)
        out.append(alias[-1].split(".")[-1].strip('"` '))
    return out


def select_entities(text: str) -> list[Entity]:
    found: list[Entity] = []
    for m in _SELECT.finditer(text):
        cols = _selected(m.group(1))
        types = {i: t for i, c in enumerate(cols) if (t := column_type(c)) and t != "PRICE"}
        if not types:
            continue
        pos = text.find("\n", m.end())
        rows = 0
        while pos >= 0 and rows < 200:
            end = text.find("\n", pos + 1)
            line = text[pos + 1:len(text) if end < 0 else end]
            prefix = _RESULT_PREFIX.match(line)
            body = line[prefix.end() if prefix else 0:]
            off = pos + 1 + (len(line) - len(body))
            delim = "|" if "|" in body else "\t" if "\t" in body else None
            if not rows and _RULE.fullmatch(body.strip() or "|"):
                pos = end  # the rule psql prints under its header ("-------+-----")
                continue
            if delim is None:
                if rows or not body.strip():
                    if rows:
                        break
                    pos = end
                    continue
                break
            cells = _cells(body.rstrip(" |"), delim)
            if len(cells) != len(cols):
                if rows:
                    break
                pos = end
                continue
            named = [body[a:b].strip().lower() for a, b in cells]
            if named == [c.lower() for c in cols]:  # the header line psql prints: the selected columns' names
                pos = end
                continue
            if not all(column_type(body[a:b]) for a, b in cells if b > a):  # not a header line of typed names
                for col, typ in types.items():
                    a, b = cells[col]
                    if _keep(typ, body[a:b]):
                        found.append(Entity(typ, off + a, off + b, body[a:b], 0.6))
                rows += 1
            pos = end
    return found


# PostgreSQL dump: "COPY public.t (id, full_name, dob, …) FROM stdin;" then one tab-separated row a line, up to "\.".
_COPY = re.compile(r"(?i)\bcopy\s+[\w.\"]+\s*\(([^()]{1,2000})\)\s+from\s+stdin[^\n]*\n")


def copy_entities(text: str) -> list[Entity]:
    found: list[Entity] = []
    for m in _COPY.finditer(text):
        cols = [c.strip().strip('"') for c in m.group(1).split(",")]
        types = {i: t for i, c in enumerate(cols) if (t := column_type(c)) and t != "PRICE"}
        pos = m.end()
        while pos < len(text):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            line = text[pos:end]
            if line.strip() == "\\." or not line.strip():
                break
            cells, start = [], 0
            for part in line.split("\t"):
                cells.append((start, start + len(part)))
                start += len(part) + 1
            if len(cells) == len(cols):
                for col, typ in types.items():
                    a, b = cells[col]
                    value = line[a:b]
                    if value != "\\N" and _keep(typ, value):
                        found.append(Entity(typ, pos + a, pos + b, value, 0.6))
            pos = end + 1
    return found


def sql_entities(text: str) -> list[Entity]:
    found: list[Entity] = select_entities(text) if "select" in text.lower() else []
    if "stdin" in text:
        found += copy_entities(text)
    if "insert" not in text.lower():
        return found
    for m in _INSERT.finditer(text):
        cols = [c.strip().strip('"`') for c in m.group(1).split(",")]
        types = {i: t for i, c in enumerate(cols) if (t := column_type(c))}
        if not types:
            continue
        pos = m.end()
        while (row := _TUPLE.match(text, pos)) is not None:
            body, off = row.group(1), row.start(1)
            cells = _sql_cells(body)
            if len(cells) == len(cols):
                for col, typ in types.items():
                    a, b = cells[col]
                    value = body[a:b]
                    if len(value) >= 2 and value.lower() not in ("null", "default") and \
                            (typ != "AMOUNT" or any(ch.isdigit() for ch in value)):
                        found.append(Entity(typ, off + a, off + b, value, 0.6))
            pos = row.end()
    return found


def _sql_cells(body: str) -> list[tuple[int, int]]:
    spans, start, quote = [], 0, ""
    for i, c in enumerate(body):
        if quote:
            quote = "" if c == quote else quote
        elif c in "'\"":
            quote = c
        elif c == ",":
            spans.append((start, i))
            start = i + 1
    spans.append((start, len(body)))
    out = []
    for a, b in spans:
        while a < b and body[a] in " \n\t'\"":
            a += 1
        while b > a and body[b - 1] in " \n\t'\"":
            b -= 1
        out.append((a, b))
    return out
