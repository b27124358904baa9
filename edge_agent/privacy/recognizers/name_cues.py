"""More places where a name stands (round 7), each a position that says "a person" and a token that looks like a name:

- **booking names**: "SURNAME/GIVEN" as airlines and hotels write them ("OUYANG/XIAOWEN", "SMITH/JOHN MR") after a guest,
  passenger or name label on the same line;
- **ALL-CAPS names** on their own line under an addressee label ("SHIP TO", "Bill to", "Deliver to", "收件人") or after a
  Chinese name label without a colon ("户名 EMRE AYDIN", "姓名 ZHAO LEI"), and a document's first line when it is
  two to four capitalised words one of which the name lists know ("MUHAMMAD AHSAN RAZA" heading a CV);
- **names in lower case** after "my name is", "name's", a title ("mr. bakr", "dr. kemal"), "ask for";
- **user names** after "of user", "for user", "triggered/found/started/requested/run by", "微信"/"WeChat", a
  `*_USER:`/`*_USERNAME=` setting, and a Han name after "user"/"for user";
- **chat speakers** that recur: in a chat of two or more speakers each writing "Name: …" at a line start at least twice,
  every such speaker ("Rangi: not me", "Chloe: cool").
"""
from __future__ import annotations

from collections import Counter

import regex as re

from edge_agent.privacy.english_words import is_word
from presidio_analyzer import RecognizerResult

from edge_agent.privacy.recognizers import name_lists
from edge_agent.privacy.recognizers.chinese import COMPOUND_SURNAMES, SURNAMES
from edge_agent.privacy.recognizers.people import _SERVICE_USERS, _is_given, _is_surname, _username

_BOOKING = re.compile(r"(?i:guest|passenger|pax|travell?er|name|入住人|乘机人|旅客|乘客|住客|客人|姓名|huésped|passagier|passager)"
                      r"[^\n/]{0,12}?[:：]?[ \t]*(?P<n>[A-Z]{2,20}/[A-Z]{2,20}(?:[ \t][A-Z]{2,20})?(?:[ \t](?:MR|MRS|MS|MISS|MSTR|DR))?)"
                      r"(?![A-Za-z/])")
_CAPS_WORDS = r"\p{Lu}{2,15}(?:[ \t]\p{Lu}{1,15}){1,3}"
_ADDRESSEE_LINE = re.compile(r"(?m)^[ \t]*(?i:ship(?:ping)?\s+to|bill(?:ing)?\s+to|deliver(?:y)?\s+to|sold\s+to|consignee|recipient|"
                             r"addressee|attn\.?|收件人|收货人)[ \t]*:?[ \t]*\n[ \t]*(?P<n>" + _CAPS_WORDS + r"|\p{Lu}\p{Ll}+(?:[ \t]\p{Lu}\p{Ll}+){1,2})[ \t]*$")
_ZH_LABEL = re.compile(r"(?:户名|账户名|开户名|收款人|付款人|持卡人|姓名|英文名|被保险人|投保人|申请人|入住人|乘机人|联系人|收件人)[ \t]*"
                       r"(?P<n>" + _CAPS_WORDS + r"|\p{Lu}\p{Ll}+(?:[ \t]\p{Lu}\p{Ll}+){1,2})(?![\p{L}])")
_FIRST_LINE = re.compile(r"\A[ \t#*]*(?P<n>" + _CAPS_WORDS + r")[ \t]*\n")
_ASK_FOR = re.compile(r"(?i:\bask\s+for|\bspeak\s+(?:to|with)|\bcontact)[ \t]+(?P<n>\p{Lu}\p{Ll}+(?:[ \t]\p{Lu}\p{Ll}+)?)(?![\p{L}])")
_SELF = re.compile(r"(?i:\bmy\s+name\s+is|\bname'?s|\b(?:mr|mrs|ms|miss|dr)\.?)[ \t]+"
                   r"(?P<n>[a-z][a-z'\-]{2,20}(?:[ \t][a-z][a-z'\-]{2,20})?)(?![\p{L}])")
_BY_USER = re.compile(r"(?i:\bsession\s+\d+\s+of\s+user|\bof\s+user|\bfor\s+user|(?:triggered|found|started|requested|run|initiated|kicked\s+off|deployed)\s+by|"
                      r"微信|wechat|weixin)[ \t]*[:：]?[ \t]*(?P<role>(?:ops|dev|dba|qa|sre|it|admin|svc)-)?(?P<n>[a-z][a-z0-9]*(?:[._\-][a-z0-9]+){0,2})"
                      r"(?![A-Za-z0-9_@\-]|\.[A-Za-z0-9])")
_USER_SETTING = re.compile(r"(?<![A-Za-z0-9])[A-Z][A-Z0-9_]*_USER(?:NAME)?[\"']?[ \t]*[:=][ \t]*[\"']?(?P<n>[a-z][a-z0-9]*(?:[._\-][a-z0-9]+){0,2})"
                           r"(?![A-Za-z0-9_@\-]|\.[A-Za-z0-9])")
_HAN_USER = re.compile(r"(?i:\buser)[ \t]*[:：]?[ \t]*(?P<n>\p{Han}{2,3})(?![\p{Han}])")
# round 10: after a clock time ("[10:05] Priya R: …", "19:02 Megan O.: …"), and a given name with an initial
_SPEAKER = re.compile(r"(?m)^[ \t]*(?:\[?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?\]?[ \t]+)?"
                      r"(?P<n>\p{Lu}\p{Ll}{1,15}(?:[ \t]\p{Lu}\.?(?=[ \t]?:))?)[ \t]?:[ \t]+\S")
_TIMED_SPEAKER = re.compile(r"(?m)^[ \t]*\[?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]+([^\s:：\[\]]{2,30}(?:[ \t]\p{Lu}\.?)?)[ \t]?[:：][ \t]")
_SPEAKER_THEN_TIME = re.compile(r"(?m)^[ \t]*(?P<n>\p{Lu}\p{Ll}{1,15}(?:[ \t]\p{Lu}[\p{Ll}'’\-]{0,15})?)[ \t]+\[?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]?:[ \t]+\S")
_STOP = {"not", "the", "and", "for", "with", "from", "this", "that", "here", "there", "again", "still", "also", "very",
         "just", "only", "really", "fine", "good", "sorry", "unknown", "none", "null", "required", "missing", "below", "above",
         "everyone", "someone", "anyone", "support", "service", "help", "you", "him", "her", "them", "me", "your", "my"}
_NOT_SPEAKER = {"Note", "Notes", "Todo", "Warning", "Error", "Info", "Debug", "Update", "Subject", "From", "To", "Date",
                "Time", "Status", "Summary", "Description", "Answer", "Question", "User", "System", "Assistant", "Bot",
                "Admin", "Host", "Server", "Client", "Result", "Output", "Input", "Example", "Step", "Edit", "Tip", "Hint",
                "Location", "Priority", "Type", "Reason", "Action", "Expected", "Actual", "Steps", "Version", "Tags",
                "Labels", "Customer", "Agent", "Name", "Email", "Phone", "Address", "Total", "Re", "Fwd", "Cc", "Bcc",
                "Me", "You", "Us", "Them", "Mum", "Mom", "Dad", "Mam", "Papa", "Mama", "Boss", "Team", "All"}


def _caps_name(n: str) -> bool:
    """Two to four capitalised words, at least half of them (and one of three letters or more) listed names."""
    words = n.split()
    known = [w for w in words if len(w) >= 3 and (_is_given(w.lower()) or _is_surname(w.lower()))]
    return bool(known) and 2 * len(known) >= len(words) and all(len(w) >= 2 for w in words)


def _pinyin_name(n: str) -> bool:
    """A pinyin surname and given name glued ("hebin", "zhoupeng"), ambiguous surnames allowed (a role prefix is the cue)."""
    return any(n[:k] in name_lists.PINYIN_SURNAMES and len(n) - k >= 2 and name_lists.is_pinyin_given(n[k:]) for k in range(1, 7))


def _han_name(n: str) -> bool:
    return n[:2] in COMPOUND_SURNAMES or n[0] in SURNAMES


def cue_names(text: str) -> list[RecognizerResult]:
    """The names of the forms above (NameFormRecognizer reports them: its finds are trusted as shaped)."""
    out: list[RecognizerResult] = []

    def add(m: re.Match, score: float) -> None:
        out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), score))

    if "/" in text:
        for m in _BOOKING.finditer(text):
            add(m, 0.9)
    low = text.lower()
    if any(w in low for w in (" to", "consignee", "recipient", "addressee", "attn", "收件人", "收货人")):
        for m in _ADDRESSEE_LINE.finditer(text):
            add(m, 0.9)
    if re.search(r"\p{Han}", text):
        for m in _ZH_LABEL.finditer(text):
            add(m, 0.9)
        for m in _HAN_USER.finditer(text):
            if _han_name(m.group("n")):
                add(m, 0.9)
    first = _FIRST_LINE.match(text)
    if first and _caps_name(first.group("n")):
        add(first, 0.9)
    for m in _SELF.finditer(text) if ("name" in low or "mr" in low or "ms" in low or "dr" in low or "miss" in low) else ():
        words = m.group("n").split()
        if words[0] in _STOP:
            continue
        if len(words) > 1 and words[1] in _STOP:  # "mr. bakr again"
            out.append(RecognizerResult("PERSON", m.start("n"), m.start("n") + len(words[0]), 0.9))
        else:
            add(m, 0.9)
    for m in _ASK_FOR.finditer(text) if ("ask" in low or "speak" in low or "contact" in low) else ():
        words = m.group("n").split()
        if _is_given(words[0].lower()) or len(words) > 1 and _is_surname(words[-1].lower()):
            add(m, 0.9)
    for m in _BY_USER.finditer(text) if ("user" in low or "by" in low or "微信" in text or "we" in low) else ():
        n = m.group("n")
        strong = m.group().lower().startswith("session") or m.group("role") and _pinyin_name(n)
        if n not in _SERVICE_USERS and n not in _STOP and (strong or _username(n, True) or _is_given(n) or _is_surname(n)
                                                           or re.search(r"[._\-]", n)):
            add(m, 0.9)
    if "_USER" in text:
        for m in _USER_SETTING.finditer(text):
            if m.group("n") not in _SERVICE_USERS and len(m.group("n")) >= 3:
                add(m, 0.9)
    speakers = Counter(m.group("n") for m in _SPEAKER.finditer(text) if m.group("n") not in _NOT_SPEAKER)
    recurring = {n for n, c in speakers.items() if c >= 2}
    # a chat with clock times is a chat whoever else speaks in it ("[10:02] marcus.bell: …" beside "[10:05] Priya R: …")
    timed = {m.group(1) for m in _TIMED_SPEAKER.finditer(text)} if ":" in text else set()
    if len(recurring) >= 2 or recurring and len(timed) >= 2:
        for m in _SPEAKER.finditer(text):
            if m.group("n") in recurring and m.group("n").lower() not in name_lists.GIVEN_AMBIGUOUS:
                add(m, 0.9)
    elif recurring and (len(speakers) >= 2 or any(m.group("n") == "Me" for m in _SPEAKER.finditer(text))):
        # (round 30: or the writer's own "Me:" lines, a phone's chat export: "Me: did u pay?" / "Shaz: yeah …")
        # round 20: one speaker who comes back and another ("Yifan: … / Priya: … / Yifan: …"): each that is no word
        for m in _SPEAKER.finditer(text):
            low = m.group("n").lower()
            if m.group("n") in speakers and low not in name_lists.GIVEN_AMBIGUOUS and low not in _STOP \
                    and (low in name_lists.GIVEN or not is_word(low) and len(low) >= 3):
                add(m, 0.85)
    # round 20: the clock after the speaker ("Stu 09:14: flatbed needed", "Kev 09:16: on it"), two such lines or more
    after = [m for m in _SPEAKER_THEN_TIME.finditer(text) if m.group("n") not in _NOT_SPEAKER] if ":" in text else []
    if len(after) >= 2:
        for m in after:
            low = m.group("n").split()[0].lower()  # (the given name decides: "Aled Price 10:04: fine")
            if low not in name_lists.GIVEN_AMBIGUOUS and low not in _STOP and (low in name_lists.GIVEN or not is_word(low)):
                add(m, 0.85)
    return out
