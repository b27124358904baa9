"""The codes that open a lock, an alarm or an account, said in a sentence rather than set out as `password: X` (issue 15,
round 22).

- a lock's name, then within the same sentence a run of 4–8 digits ("key safe 2205.", "lockbox code is still 4471
  right?", "gate code has changed to 4718", "the gate code is C2745", "Key safe code noted as 3-0-9-1") or of 4–8
  spoken digits ("the key safe by the bins, code is one nine eight four"); a PIN the same way ("library PIN (8826",
  "my PIN, it's seven four one nine");
- in Chinese, digits or Chinese numerals after 密码 / 口令 / 门禁码 and a few words ("门锁密码0 9 1 2 8 3",
  "门禁密码改了，现在是6 6 0 3 #", "密码还是860312#", "密码我改成了七三九二零八").

Not a one-time code (a verification code sent by text), not a time ("alarm set for 0630"), not a code of a machine's
fault ("alarm code E4021", "fault alarm 2103"), not a post code, booking code or error code.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer
from edge_agent.privacy.recognizers.spoken import SPOKEN_DIGIT

_DIGIT_WORD = r"(?:" + SPOKEN_DIGIT + r"|double|triple)"
_LOCK = (r"key\s?safe|key\s?box|lock\s?box|padlock|keypad|intercom|buzzer|combination\s+lock|door\s?lock|smart\s+lock|"
         r"(?:burglar\s+|house\s+|home\s+|shop\s+|unit\s+)?alarm|(?:front|back|side|main|garden|yard|lot|bike|car\s?park|"
         r"building|entry|entrance|street|staff|shutter|shed|garage|gate|door|safe|locker|cupboard|cabinet|room|apartment|"
         r"flat|house|fob|lobby|porch|lock|d-lock|block|boathouse|clubhouse|pavilion|changing\s+room)\s+(?:code|pin|combo|combination|passcode)|(?:pin|passcode|combination)")
# the lock's name, then words of the same sentence (no digit, no sentence end), then the value
_EN = re.compile(r"(?<![A-Za-z])(?i:" + _LOCK + r")(?![A-Za-z])(?P<gap>[^\d\n.!?;*]{0,36}?)(?<=[\s:=(\"'“])"
                 r"(?P<v>[A-Za-z]?\d(?:[ \-]?\d){3,7}(?:[#*]|[ ][#*](?![*#\w])|\s(?i:pound|hash)(?![A-Za-z]))?|#\d{4,8}#?|" + _DIGIT_WORD + r"(?:[\s,\-]{1,3}" + _DIGIT_WORD
                 + r"){3,7})(?![\dA-Za-z:/]|\.\d|,\d|[ \-]\d)", re.IGNORECASE)
# a time or a year names the moment, not the code, when it stands just before the value ("alarm set for 0630")
_WHEN = re.compile(r"(?i)\b(?:for|at|from|until|till|before|after|around|every|in|since|by|on)\s*$")
_NOT_GAP = re.compile(r"(?i)\b(?:error|fault|event|sensor|"
                      r"zone|triggered|trigger|id|no|number|ref|reference|log|controller|device|model|unit|type|length|"
                      r"digits?|characters?|chars?|times?|attempts?|tries|minutes?|mins?|hours?|days?|room|floor|level|"
                      r"post|zip|booking|order|error|status|reset\s+at|expire[sd]?|valid)\b|[£$€¥%@]")
_ONE_TIME = re.compile(r"(?i:verification|one[- ]time|\botp\b|2fa|mfa|sign[- ]?in\s+code|login\s+code|security\s+code|"
                       r"never\s+share|expires?|valid\s+for)|验证码|动态码|校验码|有效期|分钟内有效")
_TIME_AFTER = re.compile(r"\s*(?i:am|pm|hrs|h\b|hours|o'?clock|mins?|minutes|seconds|secs|kg|km|mg|ml|mm|cm|m\b|%|"
                         r"kb|mb|gb|rpm|psi|bar|°)")
_SAYS = re.compile(r"(?i)\b(?:is|was|to|as|now)\b|[:=]")
_ZH = re.compile(r"(?:密码|口令|门禁码|开门码|密码锁|挂锁|门禁(?![卡系统])|密码开门)(?P<gap>(?:[^\n。？?！!；;\dA-Za-z]|\d{1,2}月\d{1,2}[日号])"
                 r"{0,10}?)\s*"
                 r"(?P<v>[#*]?\d{3,6}#\d{3,6}|[#*]?\d(?:[ \-]?\d){3,7}(?:[ ]?[#*])?|[零〇一二三四五六七八九幺](?:[ ]?[零〇一二三四五六七八九幺]){3,7})"
                 r"(?![\dA-Za-z零〇一二三四五六七八九十百千万幺两#]|[ \-]\d)")
_ZH_NOT_GAP = re.compile(r"于|拨|电话|内线|分机|热线|号码|编号|工号|错误|输错|次|位|天|长度|有效|过期|验证|找回|重置时间|分钟|小时")


# Round 24: a code said after a word that says what it is ("the side door code after 6 pm is 4826", "door code for cage
# 3 changed last week btw, it's 7734*", "key safe at Willow Cottage, … is 3-3-8-1"), or a code named with a lock
# nearby on its line ("go round the side gate, the code is 1 9 4 4", "unlocked the door with code 2 5 8 0 1", "key safe
# left of front door, code C 3 8 1"), and a lock's code as a markup or a JSON field ("<doorPin>227451</doorPin>").
_CODE_WORD = r"(?:" + _LOCK + r"|code|combo|box\s+code)"
_VALUE = (r"(?P<v>(?:[A-Za-z][ ]?\d(?:[ \-]?\d){2,7}|\d(?:[ \-]?\d){3,7})(?:[#*]|[ ][#*](?![*#\w]))?|#\d{4,8}#?|" + _DIGIT_WORD + r"(?:[\s,\-]{1,3}" + _DIGIT_WORD
          + r"){3,7})(?![\dA-Za-z:/]|\.\d|,\d|[ \-]\d)")
_SAID = re.compile(r"(?<![A-Za-z])(?i:" + _CODE_WORD + r")(?![A-Za-z])(?P<gap>[^\n.!?;]{0,60}?)"
                   r"(?i:\b(?:is|was|now|still|stays|to)|it'?s|[:=])[ \t]*(?:still[ \t]+|now[ \t]+)?" + _VALUE, re.IGNORECASE)
_NAMED = re.compile(r"(?<![A-Za-z])(?i:code|combo|(?:drop\s+)?box\s+code|parking\s+code)"
                    r"(?:\s+(?i:is|was|(?:of|for|at)\s+\w+))?[ \t,]+" + _VALUE,
                    re.IGNORECASE)
_OTHER_CODE = re.compile(r"(?i:\b(?:promo|promotional|discount|voucher|coupon|referral|invite|invitation|tracking|product|"
                         r"error|fault|area|country|post|zip|dial(?:ling)?|sort|swift|bank|tax|tariff|hs|booking|"
                         r"confirmation|reference|order|qr|bar|source|status|reason|course|exam|class|event|gift|see|"
                         r"colou?r|model|part|item|fare|airport|ticket|offer|sale)\s+)$")
_SPECIFIC = re.compile(r"(?i:" + _LOCK + r")(?![A-Za-z])")
_LOCK_NEAR = re.compile(r"(?i:\b(?:door|gate|keys?|key\s?safe|key\s?box|lock\s?box|locker|padlock|keypad|lock|unlock(?:ed)?|garage|"
                        r"parking|shutter|shed|storage|vault|cage|entry|entrance|porch|alarm|safe|box)\b)|锁|门|大堂|閘|闸")
# round 32: a safe's dial combination, numbers of one or two digits joined by dashes, after the safe's name and a word
# that says what it is ("office safe is 19-42-07", "combination: 12-34-56", "保险柜：27-81-03（左右左）"; round 33: with the
# turns' directions, "保险柜：左3右7左9")
_DIAL = re.compile(r"(?:(?<![A-Za-z])(?i:safe|combination|combo)(?:\s+(?i:code|combination|combo))?(?:\s*\([^()\n]{1,40}\))?\s*(?i:is|was|:|=)"
                   r"(?:\s+(?i:still|now))?|(?:保险柜|保险箱|密码箱)(?:密码)?\s*(?:已改|改为|改成|换成|已改为)?\s*(?:[:：=]|是|还是)?)[ \t]*"
                   r"(?P<v>\d{1,2}(?:-\d{1,2}){2,3}|[左右]\d{1,2}(?:[ \-]?[左右]\d{1,2}){2,3})(?![\d\-/:.]|\.\d)")
# round 33: a door or a gate that "is" its code, spaced digits or digits and the key pressed after them ("the street door
# is 2 5 8 0 #", "side gate: 4471#")
_DOOR_IS = re.compile(r"(?<![A-Za-z])(?i:door|gate|entrance|entry|lobby|front\s+door|safe|lock\s?box|key\s?box|shed|garage)"
                      r"\s*(?i:\s+is|\s+was|:|=)\s*"
                      r"(?P<v>\d(?: \d){3,7}(?:[ ]?[#*])?|\d{4,8}[ ]?[#*])(?![\dA-Za-z*#])")
_FIELD = re.compile(r"(?i:<(?P<k>\w*(?:door|gate|lock|safe|alarm|keybox|keysafe|entry|access)\w*(?:pin|code))>\s*(?P<v>\d{4,8})\s*</(?P=k)>"
                    r"|[\"']\w*(?:door|gate|lock|safe|alarm|keybox|keysafe|entry)_?(?:pin|code)[\"']\s*:\s*[\"']?(?P<v2>\d{4,8})(?![\d]))")


def _dated(v: str) -> bool:
    """ "2026-09-01": groups of more than one digit joined by dashes are a date or a reference, not a code spelt out."""
    return "-" in v and any(len(g.strip("#* ")) > 1 for g in v.split("-"))


def _spoken_digits(v: str) -> int:
    words = re.findall(r"[A-Za-z]+", v.lower())
    return sum(3 if w == "triple" else 2 if w == "double" else 1 for w in words) - sum(w in ("double", "triple") for w in words)


class LockCodeRecognizer(SingleEntityRecognizer):
    ENTITY = "PASSWORD"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for m in _EN.finditer(text):
            v, gap = m.group("v"), m.group("gap")
            if _NOT_GAP.search(gap) or _WHEN.search(gap) or _dated(v) or _TIME_AFTER.match(text, m.end("v")):
                continue
            if v[0].isalpha() and (not 4 <= _spoken_digits(v) <= 8 if not v[1].isdigit() else "alarm" in m.group().lower()):
                continue  # spoken digits, four to eight; a letter before digits is a gate's code, a fault's after "alarm"
            if _ONE_TIME.search(text, max(0, m.start() - 60), min(len(text), m.end() + 60)):
                continue
            if re.fullmatch(r"(?:19[5-9]\d|20[0-4]\d)", v) and not _SAYS.search(gap):
                continue  # "chip and PIN 2019": a year, unless the sentence says what the code is
            out.append(self.result(m.start("v"), m.end("v"), 0.65))
        out += self._said(text)
        out += [self.result(m.start("v"), m.end("v"), 0.65) for m in _DIAL.finditer(text)]
        if "密码" in text or "口令" in text or "门禁" in text or "开门码" in text or "挂锁" in text:
            for m in _ZH.finditer(text):
                if _ZH_NOT_GAP.search(m.group("gap")) or _dated(m.group("v")) or _ONE_TIME.search(text, max(0, m.start() - 30), m.end() + 30):
                    continue
                end = m.end("v")
                while text[end - 1] == " ":
                    end -= 1
                out.append(self.result(m.start("v"), end, 0.65))
        return out

    def _said(self, text: str) -> list[RecognizerResult]:
        """The round 24 forms (see _SAID above)."""
        out = []
        for rx in (_SAID, _NAMED):
            for m in rx.finditer(text):
                v, gap = m.group("v"), m.group("gap") if rx is _SAID else ""
                line_start = text.rfind("\n", 0, m.start()) + 1
                if _NOT_GAP.search(gap) or _WHEN.search(gap) or _dated(v) or _TIME_AFTER.match(text, m.end("v")):
                    continue
                generic = rx is _NAMED or not _SPECIFIC.match(m.group())
                # a generic code belongs to a lock named before it on its line, and is no other kind of code
                if generic and (not _LOCK_NEAR.search(text, line_start, m.start("v"))
                                or _OTHER_CODE.search(text, max(line_start, m.start() - 16), m.start())) \
                        or _ONE_TIME.search(
                        text, max(0, m.start() - 60), min(len(text), m.end() + 60)):
                    continue
                if v[0].isalpha() and not v[-1].isdigit() and not 4 <= _spoken_digits(v) <= 8:
                    continue
                if v[0].isalpha() and v[-1].isdigit() and "alarm" in text[line_start:m.start("v")].lower():
                    continue  # a fault's code after "alarm" ("alarm code E4102")
                if re.fullmatch(r"(?:19[5-9]\d|20[0-4]\d)", v):
                    continue  # a year
                out.append(self.result(m.start("v"), m.end("v"), 0.65))
        out += [self.result(m.start("v"), m.end("v"), 0.65) for m in _DOOR_IS.finditer(text)
                if not _ONE_TIME.search(text, max(0, m.start() - 60), min(len(text), m.end() + 60))]
        for m in _FIELD.finditer(text):
            g = "v" if m.group("v") else "v2"
            out.append(self.result(m.start(g), m.end(g), 0.65))
        return out


def lock_code_recognizers(lang: str) -> list[LocalRecognizer]:
    return [LockCodeRecognizer(lang)]
