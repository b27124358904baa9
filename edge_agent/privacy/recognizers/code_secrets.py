"""Credentials that code and data files hold without a `key = value` name in front of them (round 7).

- **positional arguments of a client or credential constructor**: `AipOcr('1234', 'NUCI…', 'Og9S…')`,
  `oss2.Auth('LTAI…', 'cu75…')`, `Credential("AKID…", "Xk9…")`, `new ApiClient("…", "…")`: quoted random-looking
  strings passed to a call whose name says client, auth, credential, API or SDK. The first is an APIKEY (an access
  key id or API key comes first in these SDKs), the ones after it SECRET.
- **rows of a credential table in a SQL dump**: `INSERT INTO api_clients VALUES (3,'ios','333a…', …)`: quoted
  random-looking values in a table named for keys, secrets, tokens, credentials or API clients (SECRET when the table
  says secret or password, else APIKEY).
- **a Terraform / HCL variable's default**: `variable "db_admin_password" { default = "Tz9!…" }` where the variable
  is named like a credential (SECRET).

"Random-looking" is the same test everywhere here: 16+ characters of a token alphabet with a digit and both letter
cases (or 32+ hex digits), and not a UUID, a version, a path or a word list — so region names, bucket names,
hashes of files written in lower-case hex under 32 digits, and labels such as 'mobile-ios' stay text.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

_TOKEN = re.compile(r"[A-Za-z0-9_\-+/.]{15,200}={0,2}")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")


def random_looking(v: str, hex_ok: bool = True) -> bool:
    if not _TOKEN.fullmatch(v) or _UUID.fullmatch(v) or "//" in v or v.count(".") > 1:
        return False
    if hex_ok and len(v) >= 32 and re.fullmatch(r"[0-9a-f]+", v) and re.search(r"\d", v) and re.search(r"[a-f]", v):
        return True
    if not (re.search(r"\d", v) and re.search(r"[a-z]", v) and re.search(r"[A-Z]", v)):
        return False
    # identifiers made of words ("MyApp-Prod-Bucket2", "com.example.App1") are not tokens
    parts = [p for p in re.split(r"[_\-.+/]", v) if p]
    return not all(re.fullmatch(r"[A-Z]?[a-z]{2,}|[A-Z]{2,6}|\d{1,4}|v\d+", p) for p in parts)


# A call whose name says it builds a client or carries credentials, and its quoted arguments.
_CALL = re.compile(r"(?<![A-Za-z0-9_])(?P<f>(?:[A-Za-z_][A-Za-z0-9_.]{0,60})?(?i:client|auth|credentials?|api|sdk|aip[a-z]*|"
                   r"signer|session|login|connect))\s*\(", re.IGNORECASE)
_CALL_HINT = re.compile(r"(?i:client|auth|credentials?|api|sdk|aip[a-z]*|signer|session|login|connect)\s*\(")
_ARG = re.compile(r"\s*(?:[A-Za-z_][A-Za-z0-9_]{0,30}\s*=\s*)?(?P<q>[\"'])(?P<v>[^\"'\n]{1,200})(?P=q)\s*(?:,|(?=\)))")

# INSERT INTO <table> [(cols)] VALUES (...),(...); the table named for credentials.
_INSERT = re.compile(r"(?i:insert\s+into)\s+[`\"\[]?(?:[A-Za-z0-9_]+[`\"\]]?\.[`\"\[]?)?(?P<t>[A-Za-z0-9_]{0,40}"
                     r"(?i:secret|key|token|credential|api|oauth|client|password|passwd)[A-Za-z0-9_]{0,40})[`\"\]]?"
                     r"(?:\s*\([^)\n]{0,400}\))?\s+(?i:values)\s*(?P<rows>[^;]{1,20000})")
_QUOTED = re.compile(r"'(?P<v>[^'\n]{1,200})'")

# variable "name" { ... default = "value" ... } with the name naming a credential.
_HCL_VAR = re.compile(r"(?m)^\s*variable\s+\"(?P<n>[A-Za-z0-9_\-]*(?i:password|passwd|secret|token|api_?key|access_?key|"
                      r"private_?key|credential)[A-Za-z0-9_\-]*)\"\s*\{(?P<body>[^{}]{0,600}?)\}")
_HCL_DEFAULT = re.compile(r"(?m)^\s*default\s*=\s*\"(?P<v>[^\"\n]{4,200})\"")
_NOT_VALUE = re.compile(r"(?i:changeme|change-me|example|placeholder|your[_\-]|xxx|todo|\$\{|<)")


class CodeCredentialRecognizer(SingleEntityRecognizer):
    """Credentials as constructor arguments, SQL rows of credential tables and HCL variable defaults."""

    ENTITY = "SECRET"

    def find(self, text: str) -> list[RecognizerResult]:
        out: list[RecognizerResult] = []
        if "(" in text and _CALL_HINT.search(text):
            for m in _CALL.finditer(text):
                pos, first = m.end(), True
                for _ in range(6):
                    a = _ARG.match(text, pos)
                    if not a:
                        break
                    pos = a.end()
                    if random_looking(a.group("v"), hex_ok=False):
                        out.append(RecognizerResult("APIKEY" if first else "SECRET", a.start("v"), a.end("v"), 0.7))
                        first = False
        low = text.lower()
        if "insert" in low and "values" in low:
            for m in _INSERT.finditer(text):
                kind = "SECRET" if re.search(r"(?i)secret|passw", m.group("t")) else "APIKEY"
                base = m.start("rows")
                for q in _QUOTED.finditer(m.group("rows")):
                    if random_looking(q.group("v")):
                        out.append(RecognizerResult(kind, base + q.start("v"), base + q.end("v"), 0.7))
        if "variable" in low and "default" in low:
            for m in _HCL_VAR.finditer(text):
                d = _HCL_DEFAULT.search(m.group("body"))
                if d and not _NOT_VALUE.search(d.group("v")) and not d.group("v").isalpha():
                    start = m.start("body") + d.start("v")
                    out.append(RecognizerResult("SECRET", start, start + len(d.group("v")), 0.75))
        return out


def code_secret_recognizers(lang: str) -> list[LocalRecognizer]:
    return [CodeCredentialRecognizer(lang)]
