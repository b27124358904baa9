"""Passwords, PINs and passphrases (in key=value text and in prose), and card security codes.

A password has no format, so the evidence is the word in front of it: `password=X`,
`"pwd": "X"`, "the password is X", "PIN: 4821", "密码是X", "口令改为X". Only the value is
reported. In prose the value must look like a password (a digit, a symbol or inner capitals,
or quotes around it) so that "the password is wrong" or "password was reset" stay text.
A CVV is 3–4 digits after its name ("CVV 123", "security code: 0412", "安全码 123").
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.answers import answer
from edge_agent.privacy.recognizers.base import SingleEntityRecognizer
from edge_agent.privacy.recognizers.credential_forms import ZH_DIGITS, password_spans
from edge_agent.privacy.recognizers.spoken import SPOKEN_DIGIT

# Prefix parts are bounded ({0,8}, not *): unbounded, "1-1-1-…" made every position rescan the
# rest of the text (quadratic: 40 s for 16 KB).
_NAME = (r"(?<![A-Za-z0-9])(?:[A-Za-z0-9]{1,64}[_\-.]|[A-Z]{1,12}(?=PASS|PWD)|(?:db|sql|smtp|ftp|mail|admin|root|user)(?=pass|pwd)){0,8}(?i:pass(?:word|wd|phrase|code)?|pwd|pw|passwort|contraseña|"
         r"mot[ _]de[ _]passe|wifi[_\- ]?(?:key|password)|wpa[_\-]?(?:key|psk)|(?P<pin>pin(?:[_\-]?code)?))"
         r"\d?(?:[_\-.][A-Za-z0-9]{1,64}){0,8}")  # password1 / password2 of a sign-up form
_ZH_NAME = r"(?:(?:登录|支付|取款|银行卡|邮箱|账户|账号|WiFi|wifi|无线)?(?:密码|口令|PIN码|pin码))"
# (a backslash before a quote: the value is a string inside a string, as in a JSON-held JAAS line: password=\"X\")
_QUOTED = r"(?P<q>\\?[\"'`“‘])(?P<qv>[^\"'`”’\n]{3,80}?)(?:\\?[\"'`”’])"
_TOKEN = r"(?P<v>[^\s\"'`,;，。；、]{3,64})"

# (round 26: the key's quote escaped too, a JSON body held in a string: {\"password\":\"X\"})
KEY_VALUE = re.compile(_NAME + r"(?:\\?[\"'])?\s*(?:[:=]|：|=>|->)\s*(?:" + _QUOTED + r"|" + _TOKEN + r")")
# camelCase names (round 7): "postgresPassword: X", "adminPwd=X" (the capital P is the word boundary); run only where a
# lower-case letter or digit is glued to Pass/Pwd (speed: a look-ahead at every letter cost 0.05 ms/KB).
CAMEL_KEY_VALUE = re.compile(r"(?<![A-Za-z0-9])[a-z][A-Za-z0-9]{0,40}(?<=[a-z0-9])(?:Pass(?:word|wd|phrase|code)?|PASSWORD|Pwd|PWD)"
                             r"[\"']?\s*(?:[:=]|：|=>|->)\s*(?:" + _QUOTED + r"|" + _TOKEN + r")")
_CAMEL_HINT = re.compile(r"[a-z0-9](?:Pass|PASS|Pwd|PWD)")
PROSE = re.compile(
    r"(?<![A-Za-z0-9])(?i:(?:new\s+|temporary\s+|temp\s+|initial\s+|default\s+|admin\s+|root\s+|wi-?fi\s+)?"
    r"(?:password|passphrase|passcode|pass\s?code|passwd|pwd|pw|pass(?=\s*[:：=])|(?P<pin>PIN(?:\s?(?:code|number|no\.?))?)|passwort|"
    r"pasword|passowrd|passwrod|paswd|pword))"  # common misspellings in chat
    r"(?:\s*\([^()\n]{1,24}\))?"  # an aside: "password (typo lol) for ..."
    r"(?:\s+(?i:for|of|on|to)\s+(?:the\s+|my\s+|our\s+|your\s+|his\s+|her\s+)?[\w@.\-]+(?:\s+[\w@.\-]+)?)?"
    r"\s*(?i:is\s+(?:now\s+|still\s+)?|was\s+|will\s+be\s+|(?:has\s+been\s+|was\s+|got\s+)?(?:changed|reset|set|updated)\s+to\s+|"
    r"should\s+be\s+|remains\s+|stays\s+|(?:now|today)?,?\s*it'?s\s+|=\s*|:\s*|：\s*|"
    r"[我他她已]?(?:重置|改|设置|设|换)(?:为|成)了?\s*|(?:暂时|暫時|现在|現在|而家)?(?:是|係)\s*|为\s*|'s\s+|\s+)(?:" + _QUOTED + r"|"
    + _TOKEN + r")")  # (round 30: Cantonese "係", "password 暂时係 Harb0ur!Temp")
ZH = re.compile(_ZH_NAME + r"(?:[^\n。；;]{0,16}?(?:现在是|现在为|改成了?|换成了?|设成了?|设的是?|改为|设为|设置为|设置成|重置为|重置成|\s是|[：:])|"
                r"(?:都|也|仍然|现在|暂时|统一)?(?:是|为|：|:|=)|[ \t]|(?=[A-Za-z0-9]))"
                # (round 26: the next line only after a colon or "是"; a link is no password: "重设密码：\n\nhttps://…")
                r"(?:(?<=[：:=是为])\s*|[ \t]*)(?:" + _QUOTED + r"|(?!https?://)(?P<v>[A-Za-z0-9!@#$%^&*_+\-=.?~/|<>]{4,64}))")
# A password on its own config line, separated by spaces (.netrc, some INI dialects).
SPACED = re.compile(r"(?m:^[ \t]*(?i:password|passwd|pass)[ \t]+(?P<v>[^\s\"']{4,128})[ \t]*$)")
# mysql -p'secret' / -psecret / -p secret, and --password=secret / --password secret on any command line.
CLI = re.compile(r"(?<=(?i:mysql|mariadb|mysqldump|mysqladmin)\b[^\n]{0,80}?\s)-p(?:(?P<q>['\"])(?P<qv>[^'\"\n]{3,80})['\"]|"
                 r"\s?(?P<v>[^\s'\"-][^\s'\"]{3,80}))|--password[= ](?:(?P<q2>['\"])?(?P<v2>[^\s'\"]{3,80}))")
# A password given to a server or statement by its flag: redis "--requirepass X", SQL "IDENTIFIED BY 'X'",
# "sshpass -p X", "WITH PASSWORD 'X'"; round 34: a script's own flag, "--smtp-pass 'Route$Mon6am'".
FLAG = re.compile(r"(?:--(?:requirepass|masterauth|auth-pass|passwd|[a-z]+-pass(?:word)?(?![\w-]))|(?i:identified\s+by(?:\s+password)?|with\s+(?:encrypted\s+)?password)"
                  r"|\bsshpass\s+-p)\s*(?:(?P<q>['\"])(?P<qv>[^'\"\n]{3,80})['\"]|(?P<v>[^\s'\"-][^\s'\";]{3,80}))")
# Round 16: a password a user-admin tool is given on the command line ("htpasswd -b .htpasswd ann S3cret!",
# "mosquitto_passwd -b passwd esp_garage Gar4ge-Door-2024"), and one written after an e-mail address and a colon
# (a relay's sasl_passwd line, a credential dump: "notify@example.com:YfNotify!2025").
PASSWD_TOOL = re.compile(r"\b(?:htpasswd|mosquitto_passwd)(?:\s+-[A-Za-z]+)*\s+\S+\s+[\w.@\-]+\s+(?:(?P<q>['\"])(?P<qv>[^'\"\n]{3,80})['\"]|"
                         r"(?P<v>[^\s'\"]{3,80}))")
EMAIL_PASS = re.compile(r"(?<=[\w.+\-]@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+):(?=[^\s:@/'\"]*[A-Za-z])(?=[^\s:@/'\"]*[^\sA-Za-z:@/'\"])"
                        r"(?P<v>[^\s:@/'\"]{4,64})(?=\s|$|[,;])")
# A PIN typed with spaces between its digits: "PIN 改成 8 0 2 6", "my pin is 4 8 2 1".
SPACED_PIN = re.compile(r"(?<![A-Za-z])(?i:pin)(?:码)?[^\n\d]{0,40}?(?P<v>\d(?: \d){3,7})(?![\d])")
# "-u USER -p PASS" on any command line (docker/helm/podman login, most database clients), curl's "-u user:PASS".
USER_PASS_CLI = re.compile(r"(?<=\s)-u\s?[\"']?[\w.@\-]{2,40}[\"']?\s+-p\s?(?:(?P<q>['\"])(?P<qv>[^'\"\n]{3,80})['\"]|(?P<v>[^\s'\"-]\S{2,80}))"
                           r"|(?<=\bcurl\b[^\n]{0,80}?\s(?:-u|--user)\s?[\"']?[\w.@\-]{2,40}:)(?P<v2>[^\s'\"@]{3,80})")
# "credentials: USER / PASS", "账号密码：USER / PASS", "login as `qa` / `X`".
PAIR = re.compile(r"(?i:账号密码|账号和密码|用户名和密码|用户名/密码|账号/密码|credentials?|creds|log\s?in(?:\s+as)?|登录|wi-?fi|ssid)"
                  r"[^\n/]{0,24}?[:：\s]\s*(?:(?i:user(?:name)?|login|id)\s+)?[`'\"]?[\w.@\-]{2,40}[`'\"]?\s?/\s?(?:password\s+|pw\s+|pass\s+|pwd\s+|密码\s*)?"
                  r"(?:[`'\"](?P<qv>[^`'\"\n]{3,80})[`'\"]|(?P<v>[^\s`'\"，。,;；]{4,64}))")
# A multi-word passphrase in prose: "the wifi passphrase is purple monkey dishwasher if u need it".
PASSPHRASE = re.compile(r"(?i:passphrase|pass\s?phrase|secret\s+phrase)\s+(?:is\s+|:\s*|=\s*)(?P<v>[a-z]+(?:\s[a-z]+){2,5}?)"
                        r"(?=\s+(?:if|and|but|so|for|when|just|lol|—|-)\b|\s*[.,;!\n—]|$)")
# Round 33: two or three plain words after "password is", a phrase a child's collector or a caller says ("Collection
# password is blue giraffe as usual", "password is purple dinosaur"); none of them a word that says what the password
# is or does ("the password is case sensitive", "is not working", "is locked out").
PASSWORD_WORDS = re.compile(r"(?<![A-Za-z])(?i:password|passcode)\s+is\s+(?P<v>[a-z]{3,12}(?:\s[a-z]{3,12}){1,2}?)"
                            r"(?=\s+(?:as\s+usual|if|and|but|so|btw|for\s+(?:pick|collect))\b|\s*[.,;!\n]|\s*$)")
_STATE_WORD = re.compile(r"(?:ed|ing|ly|ful|less|ive|ble|ous)$")
_NOT_PHRASE_WORDS = {
    "case", "sensitive", "working", "locked", "out", "not", "very", "quite", "really", "just", "only", "now", "then",
    "what", "which", "this", "that", "it", "you", "we", "they", "she", "he", "is", "are", "was", "be", "can", "will",
    "has", "have", "had", "does", "did", "way", "long", "short", "easy", "hard", "simple", "wrong", "right", "new", "old",
    "same", "different", "fine", "good", "bad", "safe", "secure", "weak", "strong", "too", "also", "still", "again",
    "here", "there", "below", "above", "attached", "enclosed", "written", "taped", "stuck", "kept", "sent", "lost",
    "forgotten", "known", "unknown", "incorrect", "invalid", "expired", "required", "needed", "optional", "visible",
    "hidden", "the", "a", "an", "your", "my", "our", "their", "his", "her", "its", "in", "on", "at", "for", "to", "of",
    "with", "from", "by", "all", "any", "some", "one", "two", "lower", "upper", "letters", "digits", "characters",
    "chars", "numbers", "usual", "default", "blank", "empty", "set", "reset", "due", "about", "like", "more",
    "less", "than", "pretty", "super", "mandatory", "compulsory", "unique", "personal", "private", "shared",
}
# A one-time code ("your verification code is 552190", "【美团】验证码：839204") lives minutes and is no password: the
# blind corpora count it a look-alike (round 17: 35 of them were lost, against 2 annotated as passwords). A device's
# verification code printed on its label ("设备验证码 KQHZPX", a camera's) is its password for good.
DEVICE_CODE = re.compile(r"(?:设备验证码|(?i:device\s+verification\s+code))(?:是|为|：|:)?\s*(?P<v>[A-Za-z0-9]{4,8})(?![A-Za-z0-9])")
# Door, gate and check-in codes are PINs in all but name (round 38: with a keypad's letter key after the digits,
# "Street door code 5 2 1 9 B").
CODE = re.compile(r"(?<![A-Za-z])(?i:door|gate|entry|access|check-?in|lock|alarm|keypad|safe|garage|building|lockbox|key\s?box)"
                  r"\s(?i:code|pin)(?:\s(?:for|of|to)\s(?:the\s|my\s|our\s)?[\w\-]+)?\s*(?i:is\s+now|is|:|=|was|"
                  r"(?:has\s+been\s+|was\s+|got\s+)?(?:changed|reset|set|updated)\s+to|now)?\s*(?P<v>[#*]?\d(?:[ \-]?\d){2,7}(?:[ ]?[#*](?![\w])|[ ]?[A-D](?![\w]))?)(?!\d)"
                  r"|(?<![A-Za-z])(?i:code|pin)\s(?i:for|to)\s[^\n.]{0,30}?(?i:door|gate|safe|lock|locker|alarm|garage|lockbox|"
                  r"key\s?safe|key\s?box|padlock)\s(?i:is|:)\s*(?P<v>\d(?:[ \-]?\d){2,7})(?!\d)"
                  r"|(?:门禁|开门|门锁|入住|储物柜)(?:密码|码)(?:是|为|：|:)?\s*(?P<v>\d{3,8})(?!\d)")

_NOT_A_PASSWORD = {
    "required", "incorrect", "wrong", "invalid", "expired", "reset", "changed", "correct", "empty", "missing", "null",
    "none", "true", "false", "yes", "no", "not", "the", "a", "an", "set", "same", "here", "there", "below", "above",
    "hidden", "masked", "redacted", "unknown", "blank", "optional", "strong", "weak", "too", "also", "still", "being",
    "stored", "saved", "sent", "shared", "protected", "encrypted", "hashed", "rotated", "disabled", "enabled",
    "undefined", "placeholder", "secret", "password", "your", "my", "our", "their", "his", "her", "in", "on", "at",
    "for", "to", "of", "and", "or", "updated", "attached", "managed", "known", "visible", "ok", "fine", "valid",
    "str", "string", "int", "bool", "env", "file", "prompt", "policy", "length", "field", "hash",
    "guest", "anonymous",  # (round 38: an anonymous FTP login's placeholder)
}
# round 38: code that reads the password from elsewhere, not the password ('PASSWORD = os.environ["…"]')
CODE_VALUE = re.compile(r"(?:os\.(?:environ|getenv)|process\.env|System\.getenv|getenv\(|ENV\[|env\(|config\(|secrets\.)")


_PATH = re.compile(r"(?:~|\.{1,2})?(?:/[\w.\-]+){2,}/?")


def looks_secret(value: str, quoted: bool, key_value: bool) -> bool:
    v = value.strip()
    if len(v) < 3 or v.lower() in _NOT_A_PASSWORD or v.startswith(("${", "{{", "<", "[", "%(", "$(", "(")) or v.endswith("(") \
            or set(v) <= set("*xX•#-_.?") or _PATH.fullmatch(v) or CODE_VALUE.match(v):
        return False  # (round 25: a file's path, "grep wpa_passphrase /etc/hostapd/hostapd.conf")
    if quoted or key_value:
        return len(v) >= 4 or v.isdigit()
    has_digit = any(c.isdigit() for c in v)
    has_symbol = any(not c.isalnum() for c in v)
    inner_caps = any(c.isupper() for c in v[1:]) and any(c.islower() for c in v)
    return has_digit or has_symbol or inner_caps


def _trim(value: str) -> str:
    # A sentence's full stop or a closing bracket is not part of the password.
    while value and value[-1] in ".,;:)]}>" and len(value) > 1:
        value = value[:-1]
    return value


_VERSION = re.compile(r"v?\d{1,4}(?:\.\d{1,4}){1,3}")
_MONEY = re.compile(r"[$€£¥￥][ \t]?\d[\d,]*(?:\.\d{1,2})?")


class PasswordRecognizer(SingleEntityRecognizer):
    ENTITY = "PASSWORD"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for m in SPACED.finditer(text):
            if looks_secret(m.group("v"), False, True):
                out.append(RecognizerResult("PASSWORD", m.start("v"), m.end("v"), 0.7))
        for m in CLI.finditer(text):
            g = next(g for g in ("qv", "v", "v2") if m.group(g) is not None)
            if looks_secret(m.group(g), g == "qv", True):
                out.append(RecognizerResult("PASSWORD", m.start(g), m.end(g), 0.75))
        for m in FLAG.finditer(text):
            g = "qv" if m.group("qv") is not None else "v"
            if looks_secret(_trim(m.group(g)), g == "qv", True):
                out.append(RecognizerResult("PASSWORD", m.start(g), m.start(g) + len(_trim(m.group(g))), 0.75))
        for m in SPACED_PIN.finditer(text):
            out.append(RecognizerResult("PASSWORD", m.start("v"), m.end("v"), 0.7))
        for m in CODE.finditer(text):
            out.append(RecognizerResult("PASSWORD", m.start("v"), m.end("v"), 0.7))
        for m in DEVICE_CODE.finditer(text):
            out.append(RecognizerResult("PASSWORD", m.start("v"), m.end("v"), 0.7))
        out += [RecognizerResult("PASSWORD", a, b, 0.75) for a, b in password_spans(text)]
        out += [RecognizerResult("PASSWORD", a, b, 0.7) for a, b in password_answers(text)]
        for m in PASSPHRASE.finditer(text):
            out.append(RecognizerResult("PASSWORD", m.start("v"), m.end("v"), 0.7))
        for m in PASSWORD_WORDS.finditer(text):
            words = m.group("v").lower().split()
            if not any(w in _NOT_PHRASE_WORDS or _STATE_WORD.search(w) for w in words):
                out.append(RecognizerResult("PASSWORD", m.start("v"), m.end("v"), 0.7))
        for rx in (USER_PASS_CLI, PAIR, PASSWD_TOOL, EMAIL_PASS):
            for m in rx.finditer(text):
                grp = next((n for n in ("qv", "v", "v2") if n in rx.groupindex and m.group(n) is not None), None)
                if rx is PAIR and _VERSION.fullmatch(_trim(m.group(grp) or "")):
                    continue  # a product and its version ("登录IP …，浏览器 Chrome/131.0"; round 33)
                if grp and looks_secret(_trim(m.group(grp)), grp == "qv", True):
                    out.append(RecognizerResult("PASSWORD", m.start(grp), m.start(grp) + len(_trim(m.group(grp))), 0.75))
        camel = ((CAMEL_KEY_VALUE, True),) if _CAMEL_HINT.search(text) else ()
        for rx, key_value in ((KEY_VALUE, True), (PROSE, False), (ZH, True)) + camel:
            for m in rx.finditer(text):
                quoted = m.group("qv") is not None
                start = m.start("qv") if quoted else m.start("v")
                value = m.group("qv") if quoted else _trim(m.group("v"))
                if "pin" in rx.groupindex and m.group("pin") and not quoted:
                    digits = re.match(r"\d(?:[\- ]\d){3,7}(?!\d)|\d{4,8}(?!\d)", text[start:start + 24])
                    if not digits:
                        continue
                    value = digits.group()
                if looks_secret(value, quoted, key_value):
                    out.append(RecognizerResult("PASSWORD", start, start + len(value), 0.75))
        # round 27: a price after a pass's name is no password ("battle pass: $7.99", "day pass = €12")
        return [r for r in out if not _MONEY.fullmatch(text, r.start, r.end)]


# (round 28: the French and German names, a note in brackets after the name: "CID (4 digits on front): 4412")
CVV = re.compile(r"(?<![A-Za-z])(?i:cvv2?|cvc2?|cv2|cvn2?|csc|cid|card\s+security\s+code|security\s+code|card\s+verification"
                 r"(?:\s+(?:value|code))?|cryptogramme(?:\s+visuel)?|(?:karten)?pr[üu]fnummer)(?:\s*\([^()\n]{1,30}\))?\s*(?i:code\s*)?(?i:on\s+(?:the\s+)?back(?:\s+of\s+(?:the|my|your)\s+card)?\s*)?[\"']?(?:is\s+|[:=：#]\s*|\s)\s*(?:係|是)?\s*[\"']?(?P<v>\d{3,4})(?!\d)"  # (round 34: "CVV 係 904")
                 r"|(?:安全[码碼]|末三[码碼]|[校檢检]验码|[校檢]驗碼|验证码|CVV[码碼]?|卡背面?(?:后)?三位数?字?|背面(?:的)?(?:后)?三位数?字?|背面(?:的)?(?:安全)?[码碼]?)"
                 r"(?:[（(](?i:cvv2?|cvc2?|cv2|cvn2?)[)）])?(?:是|为|：|:)?\s*[“\"「]?(?P<v>\d{3,4})(?!\d)"  # (round 31: "安全码（CVV2）：316"; 35: CVN2)
                 r"|(?i:(?:three|3|four|4)[- ]digits?\s+on\s+the\s+back(?:\s+of\s+(?:the|my|your)\s+card)?|"
                 r"(?:digits|numbers?|code)\s+on\s+(?:the\s+)?back(?:\s+of\s+(?:the|my|your)\s+card)?)"
                 r"\s*(?:is|are|:|=)?\s*(?P<v>\d{3,4})(?!\d)")


# Round 14: looser words for the code on the back, taken only when a card number came just before ("the three on
# the back are 572", "后面三个号码 803", "安全码要吗？是385").
CVV_LOOSE = re.compile(r"(?i:\b(?:the\s+)?(?:back|reverse)(?:\s+of\s+(?:the|my|your|it)(?:\s+card)?)?\s+(?:is|was|says|:|=))\s*"
                       r"(?P<v>\d{3,4})(?!\d)|"  # round 25: "… 4934 9472 2479 2288 and the back is 390"
                       # round 26: a card's line in shorthand, "… exp 11/26 security 309", "… exp 03/27 back 552"
                       r"(?i:\b(?:back(?:[ \t]+(?:number|no\.?|digits))?|security|sec)[ \t]+)(?P<v>\d{3})(?![\d\-/:.,]\d|\d)|"
                       # round 28: an Amex's four so, right after its card ("3793 001539 76094 exp 11/26 security 4417")
                       r"(?<=\b3[47]\d\d[ \-]?\d{6}[ \-]?\d{5}\b[^\n\d]{0,12}(?:\d\d/\d\d[^\n\d]{0,4})?)"
                       r"(?i:\b(?:security|sec)[ \t]+)(?P<v>\d{4})(?![\d\-/:.,]\d|\d)|"
                       # round 27: "… exp 03/28 security number 4406" (an Amex's four), "4924-0930-1151-1557 12/28 443"
                       r"(?i:\bsecurity[ \t]+(?:number|no\.?|#)[ \t]*)(?P<v>\d{3,4})(?![\d\-/:.,]\d|\d)|"
                       r"(?<![\d/])(?:0[1-9]|1[0-2])[ \t]?/[ \t]?(?:20)?\d\d[ \t,]+(?P<v>\d{3,4})(?![\d\-/:.,]\d|\d)|"
                       r"(?i:(?:the\s+)?(?:three|3|four|4)(?:\s+(?:digits?|numbers?))?\s+(?:on\s+the\s+back|at\s+the\s+back|on\s+the\s+"
                       r"reverse)(?:\s+of\s+(?:the|my|your|it)(?:\s+card)?)?)"
                       # (round 29: or asked, and answered on the same line: "the three on the back? CALLER: 681.")
                       r"(?:\s*\?\s*(?:\p{Lu}[\p{L} ]{0,20}:\s*)?|\s*(?:is|are|:|=|,)?\s*\(?)(?P<v>\d{3,4})(?!\d)"
                       r"|(?:后面|背面|背后|卡背)(?:的)?(?:那)?(?:三|3|四|4)(?:个|位)(?:号码|数字|数|码)?[^\d\n]{0,4}?(?P<v>\d{3,4})(?!\d)"
                       r"|(?:安全码|校验码|CVV|cvv|CVC|cvc)[^\d\n]{1,10}?(?:是|为|:|：)\s*(?P<v>\d{3,4})(?!\d)"
                       # round 16: "and the code 884", "Security code on the back? CUSTOMER: 650." (a question, then the answer;
                       # round 29: an Amex's "code on the front 4417")
                       r"|(?i:\b(?:security\s+)?code(?:\s+on\s+the\s+(?:back|front))?)(?:\s*\?\s*(?:\p{Lu}[\p{L} ]{0,20}:\s*)?|\s+(?:is\s+)?)"
                       r"(?P<v>\d{3,4})(?![\d\-/:])")
_CARD_BEFORE = re.compile(r"(?<!\d)\d(?:[ \-]?\d){12,18}(?!\d)")


_ASK_CVV = re.compile(r"(?:(?i:(?:three|3|four|4)(?:[- ]digits?|\s+numbers?)?\s+(?:on|at)\s+the\s+(?:back|reverse)|security\s+code|"
                      r"\bcvv2?\b|\bcvc2?\b|card\s+verification)|安全码|卡背|背面(?:的)?(?:后)?三位)[^\n?？]{0,30}[?？][ \t]*$", flags=re.M)
# (round 38: the expiry asked for with it, said first: "09/27 and 417.", "08/27，609。")
_CVV_ANSWER = re.compile(r"(?:(?:0[1-9]|1[0-2])\s?/\s?(?:20)?\d\d[ \t]*(?:and|&|,|，|、)?[ \t]*)?(?P<v>\d{3,4})(?=[ \t]*(?:[.,!。，]|$))",
                         flags=re.M)


# Round 24: a password or a PIN asked for on one line and said on the next ("SYSTEM: Please say your four-digit PIN." /
# "CALLER: two six one eight", "客服：再麻烦您说一下六位服务密码。" / "用户：幺二八八五三。", "公会仓库密码是不是改了" /
# "改成fengbao2024了"); not after a line that warns against saying it, nor a one-time code.
_ASK_PASSWORD = re.compile(r"(?:(?i:\b(?:password|passcode|pw|pwd|pin(?:\s+number)?)\b)|(?:服务|交易|查询|支付|取款|登录|仓库)?密码)"
                           r"(?![ \t]*[:=：])[^\n]{0,30}?(?:[?？。.!！]|了没|改了|$)[ \t]*$", flags=re.M)
# ... and the line asks for it or says it must be given: a question, or a word of asking
_ASKING = re.compile(r"[?？]|(?i:\b(?:please|pls|say|enter|tell|give|read|provide|confirm|what(?:'?s| is)|can\s+i\s+(?:have|take|get))\b)|"
                     r"请|麻烦|说一下|报一下|提供|多少|设置|改了没|是不是|输入|谁|什么|哪个|吗")
_ONE_TIME_WORDS = re.compile(r"(?i:verification|one[- ]time|\botp\b)|验证码|动态码")
_WARNING = re.compile(r"(?i:never|don'?t|do\s+not|不要|请勿|切勿|勿)")
_PASSWORD_ANSWER = re.compile(
    r"(?:(?:我)?(?:改|换)(?:了|的|好了)[，,]\s?)?(?:新的|现在)?(?:(?:那)?我?(?:改成|换成|设成|改为|设为|设|是)\s?)?"
    r"(?P<v>\d(?:[ ]?\d){3,7}|[" + ZH_DIGITS + r"](?:[ ]?[" + ZH_DIGITS + r"]){3,7}|"
    r"(?i:" + SPOKEN_DIGIT + r"(?:[\s,\-]{1,3}" + SPOKEN_DIGIT + r"){3,7})|(?=[A-Za-z0-9!@#$%^&*_+\-=.?~]*\d)(?=[A-Za-z0-9!@#$%^&*_+\-=.?~]*[A-Za-z])[A-Za-z0-9!@#$%^&*_+\-=?~]{6,32})"
    r"(?=[ \t]*(?:了|可以吗|行吗|对吗)?[ \t]*(?:[.,!。，？?]|$)|[ \t]+(?:[-–—(]|(?i:but|and|as|pls|thx|lol|btw)\b))", flags=re.M)


def password_answers(text: str) -> list[tuple[int, int]]:
    """The spans of passwords and PINs that answer a line asking for one (see _ASK_PASSWORD)."""
    out = []
    for q in _ASK_PASSWORD.finditer(text):
        line_start = text.rfind("\n", 0, q.start()) + 1
        if _WARNING.search(text, line_start, q.end()) or _ONE_TIME_WORDS.search(text, line_start, q.end()) \
                or not _ASKING.search(text, line_start, q.end()):
            continue
        if (m := answer(text, q.end(), _PASSWORD_ANSWER)) is not None:
            out.append((m.start("v"), m.end("v")))
    return out


class CvvRecognizer(SingleEntityRecognizer):
    ENTITY = "CVV"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for m in CVV.finditer(text):
            # 验证码 alone is a one-time code; it is a CVV only when a card is mentioned nearby.
            if "验证码" in m.group() and not re.search(r"卡|card|Card|CARD", text[max(0, m.start() - 80):m.end() + 40]):
                continue
            out.append(RecognizerResult("CVV", m.start("v"), m.end("v"), 0.8))
        # round 23: the digits that answer a question for the code on the back on a later line
        for q in _ASK_CVV.finditer(text) if "?" in text or "？" in text else ():
            if (m := answer(text, q.end(), _CVV_ANSWER)) is not None:
                out.append(RecognizerResult("CVV", m.start("v"), m.end("v"), 0.75))
        for m in CVV_LOOSE.finditer(text):
            if _CARD_BEFORE.search(text, max(0, m.start() - 160), m.start()):
                out.append(RecognizerResult("CVV", m.start("v"), m.end("v"), 0.75))
        return out


def credential_recognizers(lang: str) -> list[LocalRecognizer]:
    return [PasswordRecognizer(lang), CvvRecognizer(lang)]
