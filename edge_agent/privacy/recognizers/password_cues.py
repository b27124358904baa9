"""Passwords and secrets named by what they open rather than by a `password=` label (issue 15, round 8).

- a secret whose name says it is one, whatever it looks like: "memorable word: marigold", "security answer: Rex";
- the code of a device that locks: "alarm: 1 9 0 6", "key safe 2291", "buzzer 0412", "intercom code 77#";
- recovery and backup codes listed after their label ("Recovery codes: 8f3a-21bc 77de-0a19 …");
- a setting whose key holds a password word as one of its parts (`redis_requirepass=`, `db-pass:`, `smtp.passwd =`);
- the answer to a question asking for a code or a password in a chat ("who has the code for the shed?" / "Ana: 4417",
  "妈的社保卡密码你记得吗" / "602118 好像是"), and after a question mark in the same sentence ("密码要告诉你吗？是881920");
- SECRET: the password of a Go MySQL DSN (`user:X@tcp(host:3306)/db`) and an "SK" given beside an "AK" in prose.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer
from edge_agent.privacy.recognizers.credentials import _NOT_A_PASSWORD, CODE_VALUE
from edge_agent.privacy.recognizers.spoken import SPOKEN_DIGIT

_NAMED = re.compile(r"(?i:memorable\s+(?:word|phrase|info(?:rmation)?|answer)|secret\s+(?:word|answer)|security\s+(?:answer|word|"
                    r"phrase)|mother'?s\s+maiden\s+name|recovery\s+phrase|seed\s+phrase|safe\s+word)\s*[:：=]\s*"
                    r"(?P<v>[^\s,;，；][^\n,;，；]{1,40}?)(?=\s*(?:$|\n|[,;，；]|\s{2}|\s\())")
_DEVICE = re.compile(r"(?<![A-Za-z])(?:(?i:(?:burglar\s+|house\s+|home\s+)?alarm|key\s?safe|key\s?box|lock\s?box|padlock|intercom|"
                     r"buzzer|bike\s+lock|locker|keypad)(?:\s+(?i:code|pin|number|combo))?\s*(?:[:：=]|\s(?i:is)\s|\s)"
                     # a door or a gate as a field's label: "Door: 4471#", "Side gate - 9902"
                     r"|(?i:(?:front\s+|back\s+|side\s+|main\s+)?(?:door|gate|garage|shed))\s*[:：=–—]|(?i:(?:front\s+|back\s+|side\s+|"
                     r"main\s+)?(?:door|gate|garage|shed))\s+-\s)\s*\(?(?P<v>\d(?: ?\d){3,7}#?)(?![\d/:.\-])")
# "the code for the shed is 5521", "passcode to get in: 4 7 1 9", "Password for the NAS — Tuesday2024!",
# "the garage opener code is 9917" (not a postcode, an error code, a booking's or a voucher's)
_FOR_THING = re.compile(r"(?<![A-Za-z])(?i:code|pin|passcode|password|pw|combo|combination)\s+(?i:for|to|of|on)\s+"
                        r"[^\n.:?!]{1,32}?\s*(?:(?i:is)\s+|[:=—–]\s*|\s-\s)(?P<v>\d(?: \d){3,7}(?!\S)|\S{4,64})")
# a one-time code sent to confirm a login or a payment ("Your verification code is 482 913. Never share it."): not a password
_LOCK_COMMA_CODE = re.compile(r"(?i:key\s?safe|lock\s?box|key\s?box|padlock|safe|alarm|gate|door)[^\n.;,]{0,30},\s*"
                              r"(?i:code|pin)\s*(?:is\s+|:\s*)?(?P<v>\d(?:[ \-]?\d){3,7})(?!\d)")
_ALARM_THEN = re.compile(r"(?<![A-Za-z])(?i:alarm)\s+(?P<v>\d{4,6})\s+(?i:then|and\s+press|followed\s+by)")
_NEW_CODE = re.compile(r"(?<![A-Za-z])(?i:new\s+(?:code|pin|passcode|combination))\s*(?:is\s+|:\s*|=\s*)?(?P<v>\d{4,8})(?!\d)")
_QUOTED_AFTER = re.compile(r"(?i:\bpassword\b|\bpassphrase\b|\bpass\s?word\b|\bsecret\s+word\b|\bcode\s?word\b)"
                           r"[^\"“\n]{0,80}?(?:\n[^\"“\n]{0,40}?)?(?i:\bis|\bwas|it'?s,?|:|\bnow|\bto|\bas|=)\s*"
                           r"(?:(?i:um|uh|er),?\s*)?[\"“](?P<v>[^\"”\s][^\"”\n]{1,38}[^\"”\s])[\"”]")
_ZH_ALARM = re.compile(r"(?:胁迫|撤防|布防)(?:密码|码)(?:已?(?:按[^\n，。]{0,8})?(?:改成|改为|设为|是|为|：|:))?\s*(?P<v>\d{4,8})(?!\d)")
_LDAP_W = re.compile(r"\bldap(?:search|modify|add|delete|passwd|whoami|compare)\b[^\n]{0,200}?\s-w\s+"
                     r"(?:'(?P<v>[^'\n]{3,80})'|(?P<v>[^\s'\"]{3,80}))")
_ONE_TIME = re.compile(r"(?i:verification|one[- ]time|otp|login|sign[- ]?in|2fa|mfa|never\s+share|don'?t\s+share|do\s+not\s+share|"
                       r"expires?|valid\s+for)|验证码|有效期|分钟内有效")
# round 14: a few words may stand between the name and the value ("gate code from Monday is 4471#", "Alarm code given
# verbally to Callum: 6142")
_DETERMINERS = {"the", "this", "that", "your", "my"}
_WORD_BEFORE = re.compile(r"([A-Za-z]+)\s+$")
_THING_CODE = re.compile(r"(?<![A-Za-z])(?P<w>[A-Za-z]{3,12})\s+(?i:code|pin|passcode)(?:\s[^\n.?!:=\d]{0,40}?)?(?:\s(?i:is|was)\s|\s*[=:]\s*)"
                         r"\s*(?P<v>\d(?: ?\d){3,7}(?:#|[ \t](?i:star|hash|pound)\b)?)(?![\d/:\-]|\.\d)")  # "1 9 8 3 star" (round 26)
_NOT_THING = {"post", "zip", "area", "country", "error", "exit", "status", "return", "promo", "discount", "coupon", "voucher",
              "gift", "product", "item", "sort", "swift", "bank", "branch", "iata", "icao", "tracking", "order", "reference",
              "booking", "confirmation", "reservation", "invoice", "tax", "source", "colour", "color", "dial", "region",
              "course", "class", "module", "airport", "flight", "zone", "postal", "pickup", "collection", "parcel",
              "shipment", "delivery", "referral", "invite", "invitation", "activation", "license", "licence", "serial",
              "qr", "bar", "event", "access", "the", "this", "that", "your", "my", "dress", "diagnosis", "billing", "job"}
# a network key after the network's name: "Wi-Fi network BrightHouse, key: sunflower-42"
_WIFI = re.compile(r"(?i:wi-?fi|wlan|ssid|hotspot|router)[^\n]{0,40}?(?<![A-Za-z])(?i:key|pass(?:word)?|pw|pwd)\s*(?:(?i:is)\s+|[:=]\s*|(?<=,\s*(?i:key|pass(?:word)?|pw|pwd))[ \t]+)"
                   r"(?P<v>[^\s,;]{4,64})")
# round 34: a network's key with no word for it, after the network's name in brackets or what it serves ("home wifi
# (BT-7K2Q) eK94mPq7Lr3XvT", "wifi for demo unit: o2demo!Farr"): only a strong one (letters with digits, and capitals
# inside or a symbol), never a network's name ("wifi: KLD-Staff-5G" stays)
_WIFI_BARE = re.compile(r"(?i:\bwi-?fi)(?:[ \t]+(?i:for|in|at)[ \t]+[^\n:：()]{1,30}?[ \t]*[:：]|[ \t]*\([^()\n]{1,30}\))[ \t]*"
                        r"(?P<v>(?=[^\s,;]*\d)(?=[^\s,;]*[a-z])(?=[^\s,;]*(?:[A-Z]|[!@#$%^&*?~+=]))[^\s,;/]{8,64})(?=[\s,;]|$)(?![ \t]*/)")
# "the pass is Blue!Heron9", "Password — bluebird"
_PASS_IS = re.compile(r"(?<![A-Za-z])(?i:pass\s+is|passwor[dt]\s*[—–]|psw|pswd|pword)\s*[:=]?\s*(?P<v>[^\s,;]{4,64})")
# a password in Han characters and digits after its label: "密码：小狗旺财2019"
_ZH_HAN_VALUE = re.compile(r"(?:密码|口令)\s*[：:=]\s*(?P<v>(?![已未无忘请需错重])[\p{Han}A-Za-z0-9!@#$%^&*_+\-=.~]{4,24}?)(?=[\s，。,;；)）]|$)")
_CODES = re.compile(r"(?i:recovery|backup|back-up|emergency|2fa|mfa|one-time)\s+codes?\s*[:：]\s*")
_CODE = re.compile(r"[ \t,;]*(?P<v>[A-Za-z0-9]{3,10}(?:-[A-Za-z0-9]{3,10}){0,3})(?![\w\-])")
_KEY = re.compile(r"(?im)(?<![\w.\-])(?P<k>[\w.\-]*(?:(?<=[_.\-])pass|requirepass|masterauth|passwd|pass_?word|passphrase|"
                  r"passcode|psw|pswd)[\w\-]*)[ \t]*[=:][ \t]*(?P<q>[\"']?)(?P<v>[^\s\"',;)。，；）]{4,80})(?P=q)")
_NOT_KEY = re.compile(r"(?i)bypass|compass|passport|passenger|passage|passive|passthrough|passed|passes|passing|pass_?(?:rate|count|fail)"
                     r"|hash|policy|length|min|max|expir|reset|field|prompt|file|path|env|hint|strength|rule|age|salt")
_ASK = re.compile(r"(?i:\b(?:code|pin|passcode|password|pw|combo|combination)\b[^\n]{0,60}\?)|(?:密码|口令|门禁码)[^\n]{0,30}?(?:吗|？|\?|忘了|多少)")
# round 22: digits spaced out ("4 4 0 9.") or spoken ("five five two nine") answer it too
_SAID = SPOKEN_DIGIT
_SENT = re.compile(r"(?i)\b(?:text(?:ing|ed)?|sen[dt]|sending|sms|e-?mail(?:ed|ing)?)\b[^\n]{0,40}\bcode|\bcode\b[^\n]{0,40}\b(?:text(?:ed)?|sent|sms)\b"
                   r"|验证码|短信")
# (round 30: to someone by name, "@Jess it's 7 3 0 5."; in Chinese after what it is now, "上周改了，现在是731904")
_ANSWER = re.compile(r"(?m)(?:^|[:：] ?)(?:@[\w.\-]{2,30}[ ,]+)?(?:(?i:yeah|yes|sure|ok|okay|um|uh|er)[,.]?\s+)?(?:(?i:it'?s|it\s+is)\s+)?"
                     r"(?:[^\n\d:：?？]{0,8}?(?:现在是|改成了?|换成了?|还是|是))?(?P<v>\d{4,8}|\d(?: \d){3,7}|"
                     r"(?i:" + _SAID + r"(?:[ ,\-]{1,2}" + _SAID + r"){3,7}))(?![\d/:\-]|\.\d|\s\d|[ ,\-]{1,2}(?i:" + _SAID
                     + r")\b)(?=\s|$|[(（，,。.!！]|\p{Han})")
# (round 31: a password, not only a PIN, said as what it is now: "后台管理员密码谁改了？" / "我改的，现在是 dwj@8899")
_NOW = re.compile(r"(?:现在是|现在改成了?|改成了?|换成了?|(?i:now\s+it'?s|it'?s\s+now))[ \t]*"
                  r"(?P<v>[A-Za-z0-9!@#$%^&*_+\-=.~]{4,32})(?![A-Za-z0-9!@#$%^&*_+\-=.~])")
_ZH_AFTER_Q = re.compile(r"(?:密码|口令|PIN|pin)[^\n。]{0,24}?[？?，,]\s*(?:是|就是|应该是)\s*(?P<v>[A-Za-z0-9!@#$%^&*_+\-=.~]{4,32})(?![A-Za-z0-9])")
# "银行卡密码 602 918": digits in groups after the word; "路由器后台 admin/admin123": a login pair without spaces
_ZH_GROUPED = re.compile(r"(?:密码|口令)(?:是|为|：|:)?\s*(?P<v>\d{2,4}(?: \d{2,4}){1,3})(?![\d])")
# (round 26: a network's name and its key, "WLAN: FRITZ!Box 7590 QX / kreuzkoelln-2024")
_SLASH_PAIR = re.compile(r"(?i:后台|登录|账号|login|router|路由器|console|控制台|credentials?|creds|wi-?fi|wlan|ssid)[^\n]{0,20}?(?<![\w@./])"
                         r"[\w.@\-]{1,32}(?: / |/)(?P<v>[^\s/，。,;)）]{4,40})")  # round 23: "测试账号 admin / Lib@test2026"
# "pass phrase: violet stapler ocean drum"
_PHRASE = re.compile(r"(?i:pass\s?phrase|secret\s+phrase)\s*[:=]\s*(?P<v>[a-z]+(?: [a-z]+){2,5})(?=\s*(?:$|\n|[.,;]))")
_DSN = re.compile(r"(?<![\w/@:])[\w.\-]{1,32}:(?P<v>[^\s:/()]\S{2,62}?)@(?:tcp|unix|udp)\(")
_SK = re.compile(r"(?<![A-Za-z])(?:SK|Secret\s?Key|secret\s+key)\s*[:：=]?\s*(?P<v>[A-Za-z0-9/+]{24,64})(?![A-Za-z0-9/+])")


_PLAIN_KEYS = {"password", "passwd", "pass", "passphrase", "passcode", "pass_word", "psw", "pswd"}


def _looks_random(v: str) -> bool:
    return any(c.isdigit() for c in v) and any(c.isupper() for c in v) and any(c.islower() for c in v)


def _looks_password(v: str) -> bool:
    """Digits (a PIN, possibly spaced) or a word with digits, symbols or inner capitals; not a plain word."""
    if re.fullmatch(r"\d(?: ?\d){3,7}#?", v):
        return True
    if len(v) < 4 or v.lower() in {"required", "incorrect", "changed", "reset", "expired", "below", "attached", "here"}:
        return False
    return any(c.isalpha() for c in v) and (any(c.isdigit() for c in v) or any(not c.isalnum() for c in v)
                                            or any(c.isupper() for c in v[1:]))


def _secretish(v: str) -> bool:
    """A setting's value that is a password, not a reference to one ("${X}", "<redacted>", "changeme" is kept)."""
    return not v.startswith(("$", "{", "<", "%", "/")) and not v.endswith("(") and not set(v) <= set("*•●") \
        and not CODE_VALUE.match(v) and \
        v.lower().rstrip(".!") not in _NOT_A_PASSWORD | {"xxxx", "****", "changeit?"}


class CuedPasswordRecognizer(SingleEntityRecognizer):
    ENTITY = "PASSWORD"

    def find(self, text: str) -> list[RecognizerResult]:
        out = [self.result(m.start("v"), m.end("v"), 0.7) for m in _NAMED.finditer(text)]
        out += [self.result(m.start("v"), m.end("v"), 0.7) for m in _DEVICE.finditer(text)]
        for m in _CODES.finditer(text):
            pos, n = m.end(), 0
            while n < 16 and (c := _CODE.match(text, pos)) and any(ch.isdigit() for ch in c.group("v")):
                out.append(self.result(c.start("v"), c.end("v"), 0.7))
                pos, n = c.end(), n + 1
        if "pass" in text.lower() or "masterauth" in text:
            for m in _KEY.finditer(text):
                k = m.group("k").lower()
                # a plain "password:" is credentials.py's; here the compound keys ("redis_requirepass", "smtp.pass")
                if k not in _PLAIN_KEYS and not _NOT_KEY.search(k) and _secretish(m.group("v")):
                    out.append(self.result(m.start("v"), m.end("v"), 0.7))
        for m in _ASK.finditer(text):
            # the next three lines: the first that starts (after a speaker) with a bare 4-8 digit run answers it; not
            # a code just sent by text ("I'm texting a code to your phone, can you read it back?"), and a new
            # question on the way ends the search ("And the last four of the social?")
            if _SENT.search(text, max(0, m.start() - 80), m.end()):
                continue
            end = m.end()
            for _ in range(3):
                nl = text.find("\n", end)
                if nl < 0:
                    break
                line_end = text.find("\n", nl + 1)
                line_end = len(text) if line_end < 0 else line_end
                a = _ANSWER.search(text, nl + 1, line_end)
                if a is None and (now := _NOW.search(text, nl + 1, line_end)) and _looks_password(now.group("v")):
                    a = now
                if a and a.start("v") - (nl + 1) <= 60:
                    out.append(self.result(a.start("v"), a.end("v"), 0.6))
                    break
                if "?" in text[nl + 1:line_end] or "？" in text[nl + 1:line_end]:
                    break
                end = line_end
        out += [self.result(m.start("v"), m.end("v"), 0.7) for m in _ZH_AFTER_Q.finditer(text)]
        for m in _FOR_THING.finditer(text):
            v = m.group("v").rstrip(".,;:)")
            kind = _WORD_BEFORE.search(text, max(0, m.start() - 20), m.start())  # "course code for …", "booking code for …"
            if _looks_password(v) and not (kind and kind.group(1).lower() in _NOT_THING - _DETERMINERS):
                out.append(self.result(m.start("v"), m.start("v") + len(v), 0.65))
        out += [self.result(m.start("v"), m.end("v"), 0.65) for m in _THING_CODE.finditer(text)
                if m.group("w").lower() not in _NOT_THING and not _ONE_TIME.search(text, max(0, m.start() - 4), m.end("v") + 60)]
        out += [self.result(m.start("v"), m.start("v") + len(m.group("v").rstrip(".,;:)")), 0.6) for m in _WIFI_BARE.finditer(text)]
        for rx in (_WIFI, _PASS_IS):
            for m in rx.finditer(text):
                v = m.group("v").rstrip(".,;:)")
                if _looks_password(v) or rx is _PASS_IS and m.group().lower().startswith(("password", "passwort")):
                    out.append(self.result(m.start("v"), m.start("v") + len(v), 0.65))
        for m in _SLASH_PAIR.finditer(text):
            if _looks_password(m.group("v")) and any(c.isdigit() or not c.isalnum() for c in m.group("v")):
                out.append(self.result(m.start("v"), m.end("v"), 0.65))
        out += [self.result(m.start("v"), m.end("v"), 0.65) for m in _PHRASE.finditer(text)]
        # round 15: a lock's code after a comma, an alarm's digits before "then", a new code, a quoted password,
        # a duress or arming code, ldapsearch's -w
        for rx in (_LOCK_COMMA_CODE, _ALARM_THEN, _NEW_CODE, _QUOTED_AFTER, _ZH_ALARM, _LDAP_W):
            for m in rx.finditer(text):
                if rx is _NEW_CODE and _ONE_TIME.search(text, max(0, m.start() - 60), m.end("v") + 60):
                    continue
                if rx is _QUOTED_AFTER and (len(m.group("v").split()) > 5 or m.group("v").endswith("?")):
                    continue
                out.append(self.result(m.start("v"), m.end("v"), 0.65))
        if "密码" in text or "口令" in text:
            out += [self.result(m.start("v"), m.end("v"), 0.65) for m in _ZH_GROUPED.finditer(text)
                    if 4 <= sum(c.isdigit() for c in m.group("v")) <= 8]
            for m in _ZH_HAN_VALUE.finditer(text):
                if re.search(r"[A-Za-z0-9]", m.group("v")) and re.search(r"\p{Han}", m.group("v")):
                    out.append(self.result(m.start("v"), m.end("v"), 0.65))
        return out


class CuedSecretRecognizer(SingleEntityRecognizer):
    ENTITY = "SECRET"

    def find(self, text: str) -> list[RecognizerResult]:
        out = [self.result(m.start("v"), m.end("v"), 0.75) for m in _DSN.finditer(text)] if "@" in text else []
        out += [self.result(m.start("v"), m.end("v"), 0.7) for m in _SK.finditer(text) if _looks_random(m.group("v"))]
        return out


def password_cue_recognizers(lang: str) -> list[LocalRecognizer]:
    return [CuedPasswordRecognizer(lang), CuedSecretRecognizer(lang)]
