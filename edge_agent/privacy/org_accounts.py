"""An organisation's bank account is nobody's personal data (issue 15, round 33).

An invoice, a booking form or a payment notice gives the account the money goes to: "Payment to our company account
NL54 …", "Account name: Bramblegate Holdings Ltd / IBAN: …", "学校收款账户 GB26 …". The brief the blind corpora are
written to counts "organisation names and accounts" as look-alikes, and the writers of blind70-76 marked such an IBAN
a decoy wherever they gave one. The account is the organisation's when the lines just before it (or its own line) say
so -- "our (company) account", a company's account in Chinese, or a payee whose name ends in a legal form -- and nothing
there makes it a person's ("your account", "personal", 个人, a salary). Older development corpora, written to an older
brief, label such an account an IBAN (session 34 measured, rules alone: 11 decoys kept, 14 IBANs lost there).
"""
from __future__ import annotations

from typing import TypeVar

import regex as re

from edge_agent.privacy.repeats import Finding

_OURS = re.compile(r"(?i:\bour\s+(?:company\s+|corporate\s+|business\s+|bank\s+|studio\s+|client\s+)?account|"
                   r"\b(?:company|corporate)\s+(?:bank\s+)?account)|"
                   r"(?:公司|对公|学校|机构|单位|基金会)(?:的)?(?:收款)?(?:账户|账号|户)|公开账户")
_LEGAL_FORM = (r"(?:Ltd|Limited|GmbH|B\.?V\.?|S\.L\.?|S\.A\.?|LLC|LLP|Inc\.?|plc|PLC|AG|SARL|S\.r\.l\.|Pty|Co\.|"
               r"Foundation|Trust|Fund|Charity|University|College|School|Academy|Institute|Society|Association)")
_PAYEE = re.compile(r"(?i:account\s+(?:name|holder)|beneficiary(?:\s+name)?|payee|pay(?:able)?\s+to|paid\s+to|"
                    r"remit\s+to)\s*[:：]?\s*[^\n,;:：]{0,60}?(?-i:" + _LEGAL_FORM + r")(?![A-Za-z])"
                    r"|(?:收款人|收款方|收款单位|户名)\s*[:：]?\s*[^\n,;，；]{0,30}?(?:有限公司|公司|基金会|学校|大学|学院|协会)")
# a note in brackets right after it: "NL20 INGB … (学校公开账户)", "(company account)"
_NOTE_AFTER = re.compile(r"\s?[(（][^()（）\n]{0,16}?(?:" + _OURS.pattern + r")")
_PERSONAL = re.compile(r"(?i:\byour\s+(?:own\s+|personal\s+)?(?:bank\s+)?account|\bmy\s+(?:own\s+)?account|personal|"
                       r"individual|employee|staff|salary|wages?|payroll|refund)|个人|本人|员工|工资|退款|退还|私人")


def is_org_account(text: str, start: int, end: int) -> bool:
    """The IBAN at text[start:end] is an organisation's account, by its own line before it and the line above."""
    line_start = text.rfind("\n", 0, start) + 1
    lead = max(text.rfind("\n", 0, line_start - 1) + 1 if line_start > 0 else 0, start - 160)
    before = text[lead:start]
    line_end = text.find("\n", end)
    if _PERSONAL.search(before) or _PERSONAL.search(text, end, min(end + 30, len(text) if line_end < 0 else line_end)):
        return False
    return bool(_OURS.search(before) or _NOTE_AFTER.match(text, end) or _PAYEE.search(before))


F = TypeVar("F", bound=Finding)


def without_org_accounts(text: str, found: list[F]) -> list[F]:
    """The findings less an organisation's IBAN and what was read inside it (its digits as a card or an ID)."""
    accounts = [(e.start, e.end) for e in found if e.type == "IBAN" and is_org_account(text, e.start, e.end)]
    if not accounts:
        return found
    return [e for e in found if not any(a <= e.start and e.end <= b for a, b in accounts)]
