"""What a value's own label says it is not (issue 15, round 37).

A detector reads a value by its shape; the key or the label written right before it can say it is something else:

- an e-mail's shape after a calendar's or a message's id field ("UID:7k2p…@google.com", "Message-ID: <…@mx>");
- a phone's or an ID's digits after the key of an application's, a merchant's or a chat's id ("SMS_SDK_APPID =
  \"1400876521\"", "mch_id: 1612345678") or after a certificate's, a licence's, a permit's or a receipt's number
  ("certificate NPTC 0331-7782", "TRN 0441 0187 2206");
- a secret's shape that is a file's path ("private_key_path: /etc/wxpay/apiclient_key.pem") or a digest under its
  algorithm's name ("token_sha256": "7bbb…");
- a sum's shape after a coordinate's or a height's label ("lon = 108.366", "elevation: 276");
- an IBAN a document gives as its example ("the sample payout account is GB82 WEST …").
"""
from __future__ import annotations

import regex as re

_ID_KEY = re.compile(r"(?i:[a-z_]*(?:app_?id|app_?key|mch_?id|merchant_?id|client_?id|tenant_?id|chat_?id|channel_?id|"
                     r"project_?id|open_?id|corp_?id|agent_?id|template_?id|sign_?id|sdk_?id|group_?id))[\"']?\s*[:=]\s*[\"']?$")
_NUMBERED = re.compile(r"(?i:\b(?:trn|certificate|cert|licen[cs]e|permit|serial|s/n)\b)\.?(?:\s*(?:no\.?|number|#))?"
                       r"[ \t:#]*(?:[A-Z]{2,6}[ \t]+)?$")
_MESSAGE_ID = re.compile(r"(?:^|\n)[ \t]*(?i:uid|message-id|in-reply-to|content-id|references)[ \t]*[:=][ \t]*<?$")
_DIGEST_KEY = re.compile(r"(?i:[a-z_\-]*(?:sha-?(?:1|224|256|384|512)|md5|hash|digest|checksum|fingerprint))[\"']?\s*[:=]\s*[\"']?$")
_PATH = re.compile(r"(?:/|~/|[A-Za-z]:\\)?(?:[\w.\-]{1,40}[/\\]){1,12}[\w.\-]{1,40}\.(?:pem|key|p12|pfx|crt|cer|der|jks|json|txt|conf|"
                   r"cfg|ini|yaml|yml|env|pub|asc|gpg|tif|tiff|jpe?g|png|gif|pdf|csv|xlsx?|docx?|mp4|mov|zip|gz|tar|sql|bak)|(?:/|~/)(?:[a-z][\w.\-]{0,30}/){1,12}[\w.\-]{0,40}")
_COORDINATE = re.compile(r"(?i:\b(?:lat|lon|lng|long|latitude|longitude|elevation|altitude|alt|height|depth))\s*[:=]\s*$")
_EXAMPLE_BEFORE = re.compile(r"(?i:\b(?:sample|example|dummy|placeholder|documentation)\b)[^\n.;]{0,40}$")
_DIGITS = re.compile(r"[\d\s]+")
_CALENDAR = re.compile(r"@(?:group|resource|import)\.calendar\.google\.com$")
_ID_KINDS = frozenset(("PHONE", "NATIONAL_ID", "SSN", "PASSPORT", "IDCARD", "CARD"))


def label_says_not(text: str, kind: str, start: int, end: int) -> bool:
    before = text[max(0, start - 40):start]
    if kind == "EMAIL":  # (round 38: or a shared calendar's address, "c_3f8a…@group.calendar.google.com")
        return _MESSAGE_ID.search(before) is not None or _CALENDAR.search(text, start, end) is not None
    if kind == "IBAN":  # (an example's account in an API's documentation: "the sample payout account is GB82 WEST …")
        return _EXAMPLE_BEFORE.search(text, max(0, start - 48), start) is not None
    if kind in _ID_KINDS:
        return _ID_KEY.search(before) is not None or kind == "PHONE" and _NUMBERED.search(before) is not None
    if kind in ("SECRET", "APIKEY", "PASSWORD"):
        return _PATH.fullmatch(text, start, end) is not None or _DIGEST_KEY.search(before) is not None
    if kind == "AMOUNT":
        return _COORDINATE.search(before) is not None
    if kind == "ADDRESS":  # digits alone, a number's groups ("TRN 0441 0187 2206"), are no address
        return _DIGITS.fullmatch(text, start, end) is not None
    return False
