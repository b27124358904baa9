"""Passwords given by their role in a sentence or a call rather than by a `password=` label.

Round 4 of issue 15: held-out text wrote passwords as the second half of a login pair
("VPN: someone / X", "user a.b / X"), as the second argument of a login call
(`login("user", "X")`), after a verb that sets one ("reset the password to X", "change it to 1234"
after a PIN), after other names for a secret ("memorable word", "security answer"), in Chinese
after a change ("密码改了，新的是 X", "密码：……= X") and in Chinese numerals ("密码是 四七二九 零八"),
with a correction after it ("…哦不对是 X"). Each form is structural; the value must still look
like a password (digits, symbols or inner capitals) unless the form itself says it is one.
"""
from __future__ import annotations

import regex as re

_VALUE = r"(?:[`'\"](?P<qv>[^`'\"\n]{3,80})[`'\"]|(?P<v>[^\s`'\"，。,;；)]{4,64}))"
# "VPN: jdoe / Secret-1", "admin: `a@b.example` / `X`", "bank online: user arjun.k / X".
PAIR = re.compile(r"(?m)(?:^|[:：]\s|\b(?i:user(?:name)?|login|account|acct)\s)[ \t\-*]*(?:[\w .\-]{0,24}[:：][ \t]*)?"
                  r"(?:(?i:user(?:name)?)\s+)?[`'\"]?(?P<u>[\w.@+\-]{2,64})[`'\"]?[ \t]+/[ \t]+" + _VALUE)
# login("user", "X"), auth(user='u', password='X') is KEY_VALUE's: only positional pairs here.
CALL = re.compile(r"(?i:\b(?:log_?in|sign_?in|auth(?:enticate)?|connect|bind|credentials?|basic_?auth|HTTPBasicAuth)\s*\(\s*)"
                  r"[\"'][^\"'\n]{1,64}[\"']\s*,\s*[\"'](?P<qv>[^\"'\n]{3,80})[\"']")
# "reset the password to X", "changed my PIN to 4821", "set the wifi password as X".
SET_TO = re.compile(r"(?i:\b(?:reset|changed?|set|updated?|switched)\s+(?:the\s+|my\s+|your\s+|our\s+|his\s+|her\s+)?"
                    r"(?:[\w\-]+\s+)?(?:password|passcode|passphrase|pin|pwd)\s+(?:to|as)\s+)" + _VALUE)
# "my pin was 0000 … they made me change it to 8526": "it" refers back to the PIN named in the sentence.
IT_TO = re.compile(r"(?i:\b(?:password|passcode|pin|pwd)\b[^\n.?!]{0,80}?\b(?:change|changed|set|reset|update|updated)\s+it\s+"
                   r"(?:to|as)\s+)" + _VALUE)
# "can u send the wifi pw again? > sure it's X", "the pin for the garage changed, its 7391 now": "it" is the secret asked about.
IT_IS = re.compile(r"(?i:\b(?:password|passcode|passphrase|pin|pwd|pw|puk)\b[^\n]{0,80}?(?:\n[^\n]{0,40}?)?"
                   r"\b(?:it'?s|its|it\s+is)\s+(?:now\s+|still\s+)?)" + _VALUE)
# "PUK 55190437", "PUK code: 12345678": a SIM's unlock key.
PUK = re.compile(r"(?<![A-Za-z])(?i:puk2?)(?:\s?(?i:code))?\s*(?i:is\s+|[:=]\s*|\s)(?P<v>\d{8})(?!\d)")
# A .pgpass line: host:port:database:user:password.
PGPASS = re.compile(r"(?m)^[\w.\-*]+:(?:\d{2,5}|\*):[\w.\-*]+:[\w.\-*@]+:(?P<v>\S{4,128})$")
# Other names for a secret: "memorable word … it's X", "security answer: X".
OTHER_NAMES = re.compile(r"(?i:\b(?:memorable\s+(?:word|phrase|info(?:rmation)?)|secret\s+(?:word|answer|question\s+answer)|"
                         r"security\s+(?:answer|word|phrase)|passkey|unlock\s+pattern)\b[^\n]{0,40}?"
                         r"(?:\bit'?s\s+|\bis\s+|[:=]\s*))" + _VALUE)
# The word for a password in other languages, and English names of a network key, then ":", "=" or a verb of being:
# "senha: X", "Passwort ist X", "wachtwoord is X", "パスワードは X", "비밀번호는 X", "the wifi key is X".
FOREIGN = re.compile(r"(?<![\p{L}])(?i:senha|wachtwoord|l[öo]senord|adgangskode|passord|salasana|has[łl]o|heslo|jelsz[óo]|parola|"
                     r"[şs]ifre|parol[ăa]|пароль|m[ậa]t\s+kh[ẩa]u|kata\s+sandi|kata\s?laluan|รหัสผ่าน|パスワード|暗証番号|비밀번호|암호|"
                     r"كلمة\s+(?:المرور|السر)|סיסמה|पासवर्ड|passwort|contrase[ñn]a|mot\s+de\s+passe|"
                     r"(?:wi-?fi|wlan|wpa2?|network|router|hotspot)\s+(?:key|code|pass))"
                     r"(?:\s+(?:do|da|de|del|du|van|voor|för|til|dla|для|của|für|vom|der|des|pour|para|per)\s+[^\s:=：]{1,20}){0,2}"
                     r"\s*(?:[:=：]|\s(?:é|e|ist|is|er|on|jest|je|est|es|это|là|adalah|ialah)\s|は|는|은|:)\s*" + _VALUE)
# A lock's combination: "locker combo is 12-34-56", "the combination for the safe: 4471".
COMBO = re.compile(r"(?<![A-Za-z])(?i:combo|combination)(?:\s+(?:for|to|on|of)\s+[^\n.:]{1,30}?)?(?:\s*(?i:is|:|=)\s*"
                   r"(?P<v>\d{1,2}(?:[\s\-–/]\d{1,2}){2,3}(?![\d])|\d{3,6}(?!\d))|\s+(?P<v>\d{1,2}(?:[\-–/]\d{1,2}){2,3}(?![\d])))")
# A password as a default in a shell or compose file ("${DB_PASS:-s3cr3t}"), hashed in SQL ("crypt('X', …)",
# "PASSWORD('X')"), after redis-cli's "-a", a PIN in brackets ("windows PIN (829104)"), "reset 成 X" in mixed text.
DEFAULTED = re.compile(r"\$\{[A-Za-z0-9_]*(?i:pass|pwd|pw|secret|token)[A-Za-z0-9_]*:?-(?P<v>[^}\s'\"]{4,80})\}")
SQL_HASHED = re.compile(r"(?i:\b(?:crypt|password|md5|sha1|sha2|encrypt|pgp_sym_encrypt|aes_encrypt)\s*\(\s*)'(?P<qv>[^'\n]{4,64})'")
REDIS_CLI = re.compile(r"(?<=\bredis-cli\b[^\n]{0,80}?\s)-a\s+(?:['\"](?P<qv>[^'\"\n]{3,80})['\"]|(?P<v>[^\s'\"-]\S{2,80}))")
PIN_BRACKET = re.compile(r"(?<![A-Za-z])(?i:pin|passcode|pin\s+code)\s*[（(]\s*(?P<v>\d{4,8})\s*[)）]")
RESET_TO = re.compile(r"(?:密码|口令|(?i:password|pin))\s*(?i:reset|changed?|set)\s*(?:成|为|到|to)\s*(?P<v>[A-Za-z0-9!@#$%^&*_+\-=.?~]{4,64})")
ZH_DIGITS = "零〇一二三四五六七八九幺两"  # the digits said in Chinese (credentials reads answers with them too)
# "密码改了，新的是 X", "银行卡密码：家里门牌号倒过来 = 803602", "密码是 四七二九 零八".
# (round 24: not across another field of a key=value line: "动作=重置用户密码 目标用户=13512093377" names a user)
ZH = re.compile(r"(?:密码|口令|PIN码|pin码)(?:(?![ \t]+[\p{Han}\w]{1,12}[=＝])[^\n。；;!！?？]){0,20}?(?:新的(?:是|为)|=|＝|就是|应该是|是不是|是否是|是否为)\s*"
                r"(?:(?P<v>[A-Za-z0-9!@#$%^&*_+\-=.?~/|<>]{4,64})|(?P<zv>[" + ZH_DIGITS + r"]{2,}(?:\s?[" + ZH_DIGITS + r"]+){0,4}))"
                r"|(?:密码|口令|PIN码?|pin码?)(?:是|为|：|:)?\s*(?P<zv2>[" + ZH_DIGITS + r"]{2,}(?:\s?[" + ZH_DIGITS + r"]+){0,4})")
# A correction right after a password: "…四七二九 零八 哦不对是472908", "… sorry, I mean X".
CORRECTION = re.compile(r"\s*[，,]?\s*(?:哦|噢|啊)?\s*(?:不对|说错了|错了|应该)[，,]?\s*(?:是|为)?\s*(?P<v>[A-Za-z0-9!@#$%^&*_+\-=.?~]{4,64})"
                        r"|\s*[,;]?\s*(?i:sorry|no\s+wait|i\s+mean|actually)[,]?\s+(?:it'?s\s+|i\s+mean\s+)?(?P<v>\S{4,64})")


def _looks_secret(value: str) -> bool:
    v = value.strip().rstrip(".,;:!?)]}")
    if len(v) < 4 or v.startswith(("${", "{{", "<", "http")) or set(v) <= set("*xX•#-_.?"):
        return False
    letters = any(c.isalpha() for c in v)
    digits = any(c.isdigit() for c in v)
    symbols = any(not c.isalnum() for c in v)
    inner_caps = any(c.isupper() for c in v[1:]) and any(c.islower() for c in v)
    # Digits with only separators are a phone, a date or an id ("080-4471-2935"), not a password.
    odd_symbols = any(not c.isalnum() and c not in "-./ +()" for c in v)
    return (letters and (digits or symbols or inner_caps)) or (digits and odd_symbols)


def _span(m: re.Match, trim: bool = True) -> tuple[int, int] | None:
    g = next((g for g in ("qv", "v", "zv", "zv2") if g in m.re.groupindex and m.group(g) is not None), None)
    if g is None:
        return None
    start, value = m.start(g), m.group(g)
    if trim:
        # "!" stays: it ends more passwords than sentences that hold one.
        while len(value) > 1 and value[-1] in ".,;:)]}>?":
            value = value[:-1]
    return start, start + len(value.rstrip())


def _shape(value: str) -> str:
    """Letters as "a", digits as "9": two values of one shape on either side of a slash are a list, not a login."""
    return re.sub(r"\d", "9", re.sub(r"[A-Za-z]", "a", value))


# round 27: a bilingual form's label is no password after a slash: "Nom / 姓名：WANG Jiayi"
_FIELD_LABEL = re.compile(r"\p{Han}[:：]|：")


def password_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each password the forms above find."""
    out: list[tuple[int, int]] = []
    if "/" in text:
        for m in PAIR.finditer(text):
            u, s = m.group("u"), _span(m)
            # A user before the slash: letters in it; and not a path, a date, a ratio or a version.
            if s and re.search(r"[A-Za-z]", u) and not re.fullmatch(r"v?\d[\d.]*", u) \
                    and _looks_secret(text[s[0]:s[1]]) and not re.match(r"[\w.\-]+/", text[s[0]:s[1]]) \
                    and not re.fullmatch(r"[a-z]+[\-_]?v?\d+(?:\.\d+)*", text[s[0]:s[1]]) \
                    and _shape(u) != _shape(text[s[0]:s[1]]) \
                    and not _FIELD_LABEL.search(text, s[0], s[1]):  # node18 / python3.11; flights "KL1072 / KL0611"
                out.append(s)
    for rx, needs_look in ((CALL, False), (SET_TO, True), (IT_TO, True), (IT_IS, True), (OTHER_NAMES, True), (PUK, False),
                           (PGPASS, False), (FOREIGN, True), (COMBO, False), (DEFAULTED, False), (SQL_HASHED, False),
                           (REDIS_CLI, False), (PIN_BRACKET, False), (RESET_TO, True)):
        for m in rx.finditer(text):
            s = _span(m)
            if s and (not needs_look or _looks_secret(text[s[0]:s[1]]) or
                      re.fullmatch(r"\d{4,8}", text[s[0]:s[1]]) and (rx is FOREIGN or re.search(r"(?i:pin|code|pw|password)", m.group()))):
                out.append(s)
    if "密码" in text or "口令" in text or "PIN" in text or "pin" in text:
        for m in ZH.finditer(text):
            s = _span(m, trim=False)
            if s:
                out.append(s)
    for s in list(out):
        c = CORRECTION.match(text, s[1])
        if c and (_looks_secret(c.group("v")) or c.group("v").isdigit()) and (span := _span(c)):
            out.append(span)
    return out
