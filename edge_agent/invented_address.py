"""An e-mail address that a write would use and that nobody gave: refused, with the addresses the request gives.

Asked "Jo at Fernleaf has a new email - jo.whitaker@fernleafbooks.com. can you update her contact?", the 0.5B wrote
user@fernleafbooks.com (blind12, development). An address a write stores in a record's e-mail field (a
contact's, a customer's) must appear in the request or in what the run's tools returned, case aside -- or at least its domain must, with a local part that is not a placeholder (a role
address such as security@ or a colleague's first.last@ at the company's own domain is how people write). Otherwise
the call is refused and the request's own addresses are named.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from edge_agent.records import StepRecord
from edge_agent.request_kind import WRITE_PREFIXES

_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


# A made-up local part ("user@", "name@", "john.doe@"): never an address someone gave.
_PLACEHOLDER = re.compile(r"(?i)(?:user|username|name|email|e-mail|someone|somebody|test|example|xxx+|your\.?name|"
                          r"first\.?last|firstname\.?lastname|john\.?doe|jane\.?doe|recipient|address)@")


def addresses(value: object) -> list[str]:
    """The e-mail addresses in a value (a string, or a list of them), as written."""
    if isinstance(value, str):
        return _ADDRESS.findall(value)
    if isinstance(value, (list, tuple)):
        return [a for v in value for a in addresses(v)]
    return []


def _record_address(arguments: dict) -> object:
    """The address a write stores in a record's e-mail field (`email`, or the folded `field: email, value: …`).
    Recipients are the egress rule's: a mail to an address no one gave is what it withholds or asks about."""
    if str(arguments.get("field", "")).lower() in ("email", "email_address", "e-mail"):
        return arguments.get("value")
    return arguments.get("email", arguments.get("email_address"))


def invented_address(request: str, steps: Sequence[StepRecord], name: str, arguments: dict) -> str | None:
    """The refusal of a write that uses an address no one gave, or None."""
    if not name.startswith((*WRITE_PREFIXES, "send_")):
        return None
    used = addresses(_record_address(arguments))
    if not used:
        return None
    seen = "\n".join([request, *(s.observation or "" for s in steps if s.ok)]).lower()
    unknown = [a for a in used if a.lower() not in seen and (_PLACEHOLDER.match(a) or "@" + a.split("@")[1].lower()
                                                              not in seen)]
    if not unknown:
        return None
    given = list(dict.fromkeys(_ADDRESS.findall(request)))
    hint = f"The request gives {', '.join(given)}." if given else \
        "Look the address up first (search_contacts, or the mail you read)."
    return f"not run: {', '.join(unknown)} is in no tool result and not in the request. {hint}"
