"""A new e-mail address or phone number the request states, written into the update of a person's record.

"Velo Parts 的 Tom 换邮箱了，新的是 tom.becker@veloparts-trade.de，帮我在通讯录里改一下" -- the 0.5B found the right contact,
wrote JSON debris as the e-mail, was refused, and on the redraw changed the company to 'Evelo Parts GmbH' instead
(blind15, edge-only, read after the held-out measure). A request that says a person's address or number changed
leaves nothing to choose: the one address (or number) it states is written into the update, and the other fields the
call would change with values the request never says are taken out.
"""
from __future__ import annotations

import re

from edge_agent.invented_address import addresses
from edge_agent.request_fields import DROP

PERSON_RECORDS = ("_contact", "_customer", "_client", "_member", "_employee", "_lead", "_person")
_CHANGED = re.compile(r"(?i)\b(?:new|now|changed?|updated?|switched|moved|is|to)\b|换|改|新的|新号|现在是|变成|更新")
_PHONE_WORD = re.compile(r"(?i)\b(?:phone|mobile|cell|number|tel|whatsapp)\b|手机|电话|号码|联系方式")
_PHONE = re.compile(r"(?<![\w+])(\+?\d[\d ()/.-]{5,22}\d)(?!\w)")
_KEEP = ("id",)


def _one_phone(request: str) -> str | None:
    found = {m.group(1).strip() for m in _PHONE.finditer(request) if len(re.sub(r"\D", "", m.group(1))) >= 7}
    return found.pop() if len(found) == 1 and _PHONE_WORD.search(request) else None


def contact_fixes(request: str, name: str, arguments: dict) -> list[tuple[str, object, str]]:
    """(field, value, why) for the address or number the request gives a person's record; DROP as the value takes a
    field out of the call."""
    if not name.startswith("update_") or not name.endswith(PERSON_RECORDS) or not _CHANGED.search(request):
        return []
    said = {a.lower() for a in addresses(request)}
    phone = _one_phone(request) if not said else None
    if len(said) == 1:
        field, value = "email", said.pop()
    elif phone:
        field, value = "phone", phone
    else:
        return []
    given = arguments.get(field)
    if isinstance(given, str) and re.sub(r"\s", "", given).lower() == re.sub(r"\s", "", value).lower():
        return []
    why = f"the request gives the new {'e-mail address' if field == 'email' else 'number'}"
    extra = [(f, DROP, f"the request changes only the {field}") for f, v in arguments.items()
             if f not in (*_KEEP, field) and not (isinstance(v, str) and v.strip() and v.strip().casefold() in request.casefold())]
    return [(field, value, why), *extra]
