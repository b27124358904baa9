"""How far a person's amount reaches (issue 15, round 34): over the period it is paid in and a currency code written
after it ("£40 a month", "£25/wk", "£29,970 p.a.", "€60.00 fortnightly", "$117.50 CAD", "£2,400 + VAT").

Writers differ: of the development corpora's amounts followed by such a period, 87 take it into the span and 215 leave
it outside. An amount is found when its whole span is covered, so reaching over the period finds both; a period is no
value of its own, and what it masks says nothing more about the person than the amount does.
"""
from __future__ import annotations

import regex as re

_TAIL = re.compile(r"(?:[ \t]?(?:USD|CAD|AUD|NZD|GBP|EUR|HKD|SGD|CHF|JPY|CNY|RMB)(?![A-Za-z]))?"
                   r"(?:[ \t]?\+[ \t]?VAT(?![A-Za-z]))?"
                   r"(?:[ \t]?(?i:(?:a|an|per|each|every|/)[ \t]?(?:calendar[ \t])?(?:month|week|wk|mo|year|yr|annum|day|hour|hr|"
                   r"quarter|fortnight|night|session)(?![A-Za-z])|p\.[ \t]?a\.|p\.?a(?![A-Za-z])|pcm(?![A-Za-z])|"
                   r"(?:monthly|weekly|fortnightly|annually)(?![A-Za-z])))?")


def amount_end(text: str, end: int) -> int:
    """The end of an amount's span that ends at `end`, grown over a currency code, "+ VAT" and a period after it."""
    m = _TAIL.match(text, end)
    return m.end() if m else end
