"""The spans spaCy's and phonenumbers' recognizers return, trimmed to the value or dropped (detect.py runs these on
every PERSON and PHONE that is not from one of the project's shaped recognizers): a phone glued to an identifier,
announced as another kind of number, or written as a date, an amount or a time; a name with a title, a greeting, a
role, a possessive, a closing quote or a qualification around it, or one that is a label, a marker or a unit.
"""
from __future__ import annotations

import regex as re

from edge_agent.privacy.recognizers import name_lists
from edge_agent.privacy.recognizers.dates import MMDD, NUMERIC_DATE

_HAN = re.compile(r"\p{Han}")
# (whole words by Latin letters, accented too, round 29: "Sinéad" is no SIN)
_OTHER_NUMBER_CUE = re.compile(r"(?i:(?<!\p{Latin})(?:sin|ssn|nino|aadhaar|passport|order|invoice|ticket|ref|reference|tracking|"
                               r"account|acct|case|isbn|serial|build|version|iban|tax|bsn|cpf|pesel|routing|mrn|merchant|"
                               r"mch_id|[a-z_]+_id|id|code|nhs|utr|nhi|medicare|"
                               # round 25: a student's, a member's, a permit's, a professional body's number
                               r"student\s+(?:no|number|id|#)|crn|vat|permit|licen[cs]e|policy|claim|meter|doi|rics|gmc|nmc|hcpc|sra|"
                               r"member(?:ship)?\s+(?:no|number|#)|"
                               # round 28: a receipt's, a test certificate's number; a browser's version
                               r"receipt|test\s+(?:no|number)|chrome|firefox|safari|browser|"
                               # round 30: a product's barcode
                               r"barcode|ean|upc|gtin|"
                               # round 34: a juror's, a donor's number; an app's or a list of users' ids in a setting
                               r"(?:juror|donor)\s+(?:no|number|id|#)|summons|appid|[a-z_]+_ids|"
                               # round 38: a bank statement's number
                               r"statement)(?!\p{Latin})|(?-i:(?<!\p{Latin})(?:MID|TID|EIN|FEIN)(?!\p{Latin}))|(?:"
                               r"订单|单号|运单|工单(?!位)|发票|编号|流水号|身份证|护照|门诊号|就诊号|病历号|取件码|商户号|工号|学号|会员号|编码|"
                               r"表号|户号|税号|证书号|许可证))"
                               r"[^\n]{0,14}$")
# round 38: the cue's own number and the sentence's end stand between it and the phone ("Gate code 5518#. Ring 0115 …")
_CUE_HAS_ITS_OWN = re.compile(r"\d[^\n]*?[.!?;]\s")
# Written the way only a phone number is: "(503) 555-0182", "+44 20 7946 0958" ("Greenleaf Tax Services (503) …").
_DIALLED = re.compile(r"\(\d{3}\)\s?\d{3}[-.\s]\d{4}|\+\d{1,3}[\s\-]\(?\d{1,4}\)?(?:[\s\-]\d{2,4}){2,4}")
_PHONE_CUE = re.compile(r"(?i:phone|tel|mobile|cell|call|fax|whatsapp|sms|text|contact|helpline|hotline|dial|"
                        r"advice\s?line|info\s?line|freephone|questions|enquiries|queries|电话|手机|致电|联系|座机|传真|热线|熱線)")  # round 27:
# "Passport Adviceline:"; round 30: "Bring your photocard licence. Questions: 0300 200 1122"
_IPV4 = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")
# Titles, greetings and sentence-initial imperatives that spaCy's small model glues onto a
# following name ("Email Ann Lee", "Dear Dr. Roe").
_TITLE = re.compile(r"^(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof|Dear|Hi|Hello|Hey|Thanks|Thank|Please|Email|E-mail|Mail|Call|"
                    r"Phone|Text|Ping|Ask|Tell|Send|Contact|Message|Cc|Attn|From|To|"
                    # round 15: a role before the name ("Guest Zhang Wenjie", "Agent Eric Lam"): outside the name
                    r"Guest|Member|Patient|Customer|Client|Tenant|Passenger|Caller|Applicant|Candidate|Resident|Donor|"
                    r"Agent|Witness|"
                    # round 37: a club's officer before the name in minutes ("Chair Rosie Callow welcomed …")
                    r"Chair|Chairman|Chairwoman|Chairperson|Treasurer|Secretary|Vice-chair)\.?,?\s+)+")
# Words spaCy's small model tags as names in technical text.
_NOT_PERSON = {"GiB", "MiB", "KiB", "TiB", "GB", "MB", "Mbps", "Gbps", "Kbps", "MHz", "GHz", "Mhz", "Ghz", "kWh", "mAh", "Bearer", "Basic", "Token", "Authorization", "Admin", "Root", "Regards", "Thanks", "Cheers",
               "Grüßen", "Grüße", "Gruß", "Grüssen", "Saludos", "Cordialement", "Groeten"}  # round 29: sign-offs


_CN_MOBILE_WHOLE = re.compile(r"1[3-9]\d(?:[ \-]?\d{4}){2}")
_LIST_NUMBER = re.compile(r"(?:\s{2,}|\t)\d{1,2}$")
_DOI = re.compile(r"(?<![\d.])10\.\d{4,9}/[^\s\"'<>]+")
_VAT_PREFIX = re.compile(r"(?<![A-Za-z])(?:BE|GB|DE|FR|NL|IT|ES|AT|IE|PL|SE|DK|FI|PT|CZ|LU|CH|EU)[ \t]?$")
_ID_LABEL_RIGHT_BEFORE = re.compile(r"(?:编号|单号|工号|学号|编码|账号|证号|批号|档案号|工单|订单|运单|保单|发票|献血码)[：:]?\s?$")  # (round 34: 献血码)  # (a SIM's 卡号 is a phone)


_DATE_STAMPED = re.compile(r"[（(]?(?:19|20)\d\d" + MMDD + r"[-/]\d{1,4}[)）]?")
_EXTENSION_END = re.compile(r"[ \t]*,?[ \t]*(?i:ext\.?|extn\.?|extension|x)[ \t]?\d{1,5}\Z")


def clean_phone(text: str, start: int, end: int) -> tuple[int, int] | None:
    """phonenumbers also matches IP addresses and decimal amounts, and sometimes takes an
    unbalanced (full-width) bracket along; a phone number has at least 7 digits."""
    if ext := _EXTENSION_END.search(text, start, end):
        end = ext.start()  # round 28: an extension stays outside the number ("020 7946 0321 ext. 118"), see detect.py
    span = text[start:end]
    # Glued to an identifier ("ORD-2025-118734", "v2-5551234") or announced as another kind of
    # number ("SIN 046 454 286", "order no. 4471 2290 1") without a phone word nearby: not a phone.
    if (start and re.match(r"[A-Za-z0-9_\-/#]", text[start - 1])) or (end < len(text) and re.match(r"[A-Za-z0-9_*＊●]", text[end])):
        return None
    if start >= 2 and text[start - 1] == ":" and text[start - 2].isdigit() \
            or re.search(r"\d:\d\d[.,]$", text[max(0, start - 6):start]) and not span.startswith("+"):
        # a time's seconds, or their fraction, run on into the year: "[Wed Feb 11 06:14:02.118233 2026]"; not a "+"
        # number in the next cell of a CSV row ("00:03:09,+441134960771"; round 23)
        return None
    before = text[max(0, start - 40):start]
    label = _ID_LABEL_RIGHT_BEFORE.search(before)
    if label and not (label.group().startswith("账号") and _CN_MOBILE_WHOLE.fullmatch(span.strip())):
        # (round 24: an account that is a mobile number is the phone: "用测试账号 17620931458 / 密码 …")
        return None  # "罪犯编号5103221047", "工号：88031245": the label right before names the number (round 20)
    if (item := _LIST_NUMBER.search(span)) and text[end:end + 1] in ").、":
        end, span = end - len(item.group()), span[:-len(item.group())]  # "… 07809 421 553  2) Ada Chukwu" (round 25)
    if (cue := _OTHER_NUMBER_CUE.search(before)) and not _PHONE_CUE.search(before) and not _DIALLED.fullmatch(span.strip()) \
            and not _CUE_HAS_ITS_OWN.search(cue.group()):
        return None
    # A bare run of 8-10 digits (no separators, no +) is an id, a code or a count unless a
    # phone word stands before it.
    if re.fullmatch(r"\d{8,10}", span.strip("()（） ")) and not _PHONE_CUE.search(before):
        return None
    if re.fullmatch(r"\d+[.,]\d{1,2}", span) or re.match(r"\s?(?:元|块|€|£|\$|USD|EUR|CNY|RMB)", text[end:end + 4]):
        return None  # a decimal amount ("263223.47元"), not a phone
    if any(m.start() < end and start < m.end() for m in _DOI.finditer(text, max(0, start - 40), min(len(text), end + 40))) \
            or _VAT_PREFIX.search(text, max(0, start - 4), start) and not span.startswith("+"):
        return None  # a DOI ("10.1016/j.dcn.2021.100934") or a VAT number after its country ("BE 0412.331.877"; not a
        # number dialled with its "+" after a country's letters, "PL +48 601 442 718", round 33)
    if _DATE_STAMPED.fullmatch(span):
        return None  # round 30: a reference stamped with its date ("No.20240703-17", "（20241029-04）")
    if NUMERIC_DATE.search(span) or "—" in span:
        return None  # a date ("02-12-2026", "2026-12-01") or a heading's "4.12.0 — 2026-12-01" (round 15)
    if sum(c.isdigit() for c in span) < 7 or any(a < end and start < b for a, b in
                                                  ((m.start(), m.end()) for m in _IPV4.finditer(text))):
        return None
    while span and span[0] in "（(" and not any(c in span for c in ")）"):
        start, span = start + 1, span[1:]
    while span and span[-1] in ")）" and not any(c in span for c in "(（"):
        end, span = end - 1, span[:-1]
    start += len(span) - len(span.lstrip())
    end -= len(span) - len(span.rstrip())
    return start, end


_POSTNOMINAL = re.compile(r"(?:,?\s+(?:ACCA|FCCA|ACA|FCA|CPA|CFA|MRCVS|MRCP|FRCP|FRCS|MRCGP|MBA|PhD|DPhil|MD|RN|MBE|OBE|CBE|QC|KC|"
                          r"LLB|LLM|BSc|MSc|MA|BA|DDS|DMD|Esq|CEng|MICE|RIBA|FRICS|MRICS))+$")


_BULLET = re.compile(r"[•·▪◦‣∙]\s*")


def clean_person(text: str, start: int, end: int) -> tuple[int, int] | None:
    """Trim titles and possessives spaCy includes; drop spans that cannot be a name: a
    single capitalised word starting a line or followed by a colon is a label ("Tel:",
    "Landlord:"), an all-caps word is a marker ("TODO")."""
    # spaCy's small model runs names on over a line break or a table bar ("Camille Dubois\nTax"):
    # keep the part before it instead of losing the name; and over the wide gap of a letter's heading
    # ("SEVERN VALE WATER            Customer no.", round 16).
    cut = re.search(r"\s*(?:[\n|\t]| {3,})", text[start:end])
    if cut:
        end = start + cut.start()
    if b := _BULLET.match(text, start, end):
        start = b.end()  # round 38: a list's bullet spaCy takes along ("• Tamsulosin")
    span = text[start:end]
    before = text[:start].rstrip(" \t")
    at_line_start = not before or before.endswith("\n")
    if " " not in span.strip() and (span.isupper() or at_line_start
                                    or re.match(r"\s*(?:to\s*)?[:：]", text[end:end + 6])):
        return None
    m = _TITLE.match(span)
    if m:
        start += m.end()
        if text[start:end].strip().lower() in name_lists.JOB_REST:
            return None
    span = text[start:end]
    if span.endswith(("'s", "’s")):
        end -= 2
    while end > start and text[end - 1] in "'’\"":  # a closing quote ("'Derek Fairclough', …") or "James'"
        end -= 1
    post = _POSTNOMINAL.search(text, start, end)
    if post:  # "Naveed Chaudhry ACCA": the letters after a name are a qualification, not part of it (round 16)
        end = post.start()
    span = text[start:end].strip()
    if len(span) < 2 or any(c.isdigit() or c in "@_=/\\<>{}[]|#\n" for c in span) or span.islower() \
            or _HAN.search(span) or span in _NOT_PERSON:
        return None
    lead = len(text[start:end]) - len(text[start:end].lstrip())
    return start + lead, start + lead + len(span)
