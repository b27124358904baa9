"""Secrets and passwords named by a cue word a little before them (issue 15, round 12).

- SECRET: an authenticator's setup key -- base32, 16 to 64 characters, after "Google Authenticator", "2FA", "TOTP",
  "setup key", 验证器密钥 ("我的谷歌验证器密钥是 JWCO…"); a wallet's recovery phrase -- 12, 15, 18, 21 or 24 lowercase
  words after "seed", "recovery phrase", "12 words", 助记词 ("enter recovery phrase 助记词 … 是这个吗 gravity lunar …");
- PASSWORD: a setting whose key is a pre-shared key, a door, gate or alarm code, a PIN or an SNMP community
  (`guest_psk=…`, `front_door_code: "…"`, `alarm_panel_pin`, "set vpn ipsec psk …", "snmp community …"); a door code
  in Chinese (门禁密码#2580); "the new one is …" in a sentence about a password.
- SECRET (round 15): a random-looking token right after a word that names it as a credential in prose or a setting
  the assignment rule does not know ("session id sAfH… revoked", "NPM_AUTH=…", "string_session = …", "2FA backup key
  A4RU…", "APIv3 密钥 q7mV…"); a UUID there is a record id, not a credential ("session=9f0c2e1a-…"); account recovery
  codes in their "xxxxx-xxxxx" shape a few lines after their name ("found them: 6326u-butup and c2s2k-595x6").
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.english_words import is_word
from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

# (round 30: two-step set-up, a key typed in by hand, "OTP密钥")
_TOTP_CUE = re.compile(r"(?i:authenticator|\b2fa\b|\bmfa\b|\btotp\b|two[- ]factor|(?:\b2|two)[- ]step|setup\s+key|otp\s+secret|"
                       r"secret\s+key|manual(?:ly)?\s+(?:entry\s+)?key|key\s+manually|otp(?=\s*(?:密钥|秘钥)))|"
                       r"验证器|二次验证|两步验证|双重验证|身份验证器")
# (round 23: lower case in groups too, as Google's setup page shows it: "icma lkme tchm lvf5 oy7a l7qq")
_BASE32 = re.compile(r"(?<![A-Za-z0-9])(?P<v>[A-Z2-7]{16,64}|[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,15}|[a-z2-7]{4}(?: [a-z2-7]{4}){3,15})"
                     r"(?![A-Za-z0-9])")
_SEED_NAMED = re.compile(r"(?i:(?:totp|2fa|mfa|otp|authenticator)[\w\s]{0,12}(?<![a-z])seed|otp\s*(?:密钥|秘钥)[^\n]{0,16}[:：]\s*$|(?<![a-z])seed(?![a-z])[^\n]{0,16}[:：=]"
                         r"\s*[\"']?$)|(?:口令|令牌|验证器|TOTP|totp)?种子[^\n]{0,12}[:：]?\s*$")
_SEED_CUE = re.compile(r"(?i:(?<![a-z])seed(?![a-z])|mnemonic|recovery\s+(?:phrase|words)|secret\s+(?:recovery\s+)?phrase|backup\s+phrase|"
                       r"\b(?:12|24)\s+words)|助记词|恢复短语|恢复词")
_WORD_RUN = re.compile(r"(?<![A-Za-z'’-])[a-z]{2,8}(?: [a-z]{2,8}){11,30}(?![A-Za-z'’-])")
_LEAD = frozenset({"ok", "okay", "its", "it", "is", "the", "was", "here", "are", "this", "that", "my", "our", "your", "and",
                   "phrase", "words", "seed", "so", "yes", "yeah", "sure", "they", "them", "these"})
_SEED_LENGTHS = frozenset({12, 15, 18, 21, 24})
_KEY = re.compile(r"(?im)(?<![\w.\-])(?P<k>[\w.\-]*(?:psk|pre_?shared_?key|passkey|pin_?code|door_?code|gate_?code|alarm_?"
                  r"(?:code|pin)|panel_?pin|access_?code|lock_?code|keypad_?code|wpa_?key|wifi_?key|community))[\w\-]*[\"']?"
                  r"[ \t]*[=:][ \t]*(?P<q>[\"'`]?)(?P<v>[^\s\"'`,;]{4,64})(?P=q)")
_PHRASE_KEY = re.compile(r"(?i)\b(?:ipsec\s+psk|pre-shared\s+key|psk|snmp(?:-server)?\s+community|community\s+string)\s+"
                         r"(?:is\s+)?[\"'`]?(?P<v>[^\s\"'`,;]{6,64})")
_ZH_DOOR = re.compile(r"(?:门禁|门锁|开门|大门|保险柜|密码锁|单元门)(?:密码|码)\s*(?:是|为|：|:)?\s*(?P<v>#?\d{4,8}#?)(?!\d)")
_NEW_ONE = re.compile(r"(?i)\bpass(?:word|code)\b[^\n.!?]{0,60}?\b(?:new|current)\s+(?:one|password)\s+is\s+[\"'`]?"
                      r"(?P<v>[^\s\"'`,;]{6,40}?)[\"'`]?(?=[\s,;]|$)")


_TOKEN_CUE = re.compile(
    r"(?i:(?<![A-Za-z])(?:(?:string|user|login|auth)[_\-\s]?)?session(?:[\s_\-]?(?:id|token|key|string|cookie|secret))?"
    r"|sessionid|(?<![A-Za-z])[A-Za-z]+_AUTH(?:_[A-Za-z]+)?|auth[\s_\-]?(?:token|key|string|secret)|(?:backup|recovery|master|"
    r"encryption|signing|unlock)[\s_\-]key)(?![A-Za-z])[\"'`]?|(?:密钥|秘钥|会话(?:密钥|令牌|标识|ID|id)?)"
    # a key or token named a few words before a colon: "Datadog key 要 rotate：…", "the deploy token we use: …"
    # or a secret a clause before one: "I've pasted the secret too in case you need it: …" (round 16)
    r"|(?i:(?<![A-Za-z])(?:key|token)(?![A-Za-z])[^\n:：=\d\"'`]{1,40}(?=[:：]))"
    # round 33: a key of hex digits right after the word ("现在的 key 0298…63b2 只有 read"), a remember-me cookie
    r"|(?i:(?<![A-Za-z])(?:key|appsecret)(?=\s{1,2}[0-9a-f]{32,64}(?![0-9A-Za-z]))|(?<![A-Za-z])remember[_\-]?(?:me|token))"
    # round 17: a key said to be old, new or rotated just before it ("old key cd1d…", "the Sentry auth token in #general
    # was mine, rotated: 7575…")
    r"|(?i:(?<![A-Za-z])(?:old|new|rotated|revoked|leaked|compromised)\s+(?:api\s+)?(?:key|token)(?![A-Za-z]))"
    r"|(?i:(?<![A-Za-z])secret(?![A-Za-z])[^\n:：=\d\"'`]{1,40}(?=[:：]))"
    r"|(?<![A-Za-z])whsec(?![A-Za-z_])"
    # round 35: a secret said to be changed to a value ("webhook secret 被改成了 89b9…")
    r"|(?i:(?<![A-Za-z])(?:secret|key|token)(?![A-Za-z]))\s*(?:被|已)?(?:改成了?|换成了?|设成了?|改为|设为|变成了?)")  # round 21: a webhook's signing secret with its prefix apart ("whsec 7KkT…")
_TOKEN = re.compile(r"(?:\s*(?:[:=：]|=>|\bis\b|\bwas\b|是|为)\s*[\"'`]?|\s+[\"'`]?|[\"'`])(?P<v>[A-Za-z0-9+/_\-.%~]{12,512}={0,2})(?![A-Za-z0-9+/=_\-%~])")
_UUID = re.compile(r"(?i)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_NOT_CREDENTIAL_BEFORE = re.compile(r"(?i:csrf|xsrf|nonce|trace|request|correlation|chat|support|call|meeting|booking|"
                                    r"workout|training|therapy|counselling|class|tutoring|public|publishable|anon|"
                                    r"storefront|client[_\s]?id|cache|hash|sort|partition|primary|foreign|idempotency|object|"
                                    r"dedup|lookup|routing|shard)[\s_\-]?$")
# An Okta API token: "00" and 40 more characters, in a text that names Okta or a token
# Round 24: a cookie as a browser's developer tools show it ("Name: rw_session  Value: ZJzVdz5D…"): the value of a
# session's, a token's or an auth cookie.
# (round 30: quoted, as a HAR file writes it: {"name": "sessionid", "value": "1lxj…"})
# round 33: a session cookie's line in a Netscape cookie file, exported from a browser ("…\tTRUE\t1767225600\tPHPSESSID\t3q2d…")
_COOKIE_FILE_LINE = re.compile(r"(?m:\t(?:TRUE|FALSE)\t\d{9,11}\t[\w.\-]*(?i:sess|sid|token|auth)[\w.\-]*\t(?P<v>[A-Za-z0-9%._\-+/=]{16,})[ \t]*$)")
_DEVTOOLS_COOKIE = re.compile(r"(?i:\bname)[\"']?\s*[:=]\s*[\"']?[\w.\-]*(?i:sess|sid|token|auth)[\w.\-]*[\"']?[ \t,;|]+"
                              r"[\"']?(?i:value)[\"']?\s*[:=]\s*[\"']?(?P<v>[A-Za-z0-9%._\-+/=]{16,})")
# Round 26: a live stream's key, whole as the streaming software takes it, a query string too ("串流密钥：?streamname=
# live_2881…&key=8d1f…&schedule=rtmp", "Stream key: live_9fQ2…")
_STREAM_KEY = re.compile(r"(?i:stream(?:ing)?[\s_\-]?key|串流密钥|串流金鑰|推流(?:码|密钥|秘钥)|直播(?:密钥|秘钥))[\"']?\s*[:=：]\s*[\"']?"
                         r"(?P<v>[^\s\"'，。；;]{12,400})")
# Round 26: a key id and its secret given to a command side by side ("qshell account veQe…Ag7 DWJP_gAJ…Ghwj liuyang",
# "mc alias set s3 https://… AKxx… 9fQ…"): two generated tokens in a row, both in mixed case (not two hex hashes)
_TOKEN_PAIR = re.compile(r"(?<![\w/+=\-])(?P<a>[A-Za-z0-9_\-]{20,64})[ \t]+(?P<v>[A-Za-z0-9_\-+/]{20,64})(?![\w/+=\-])")
_OKTA_TOKEN = re.compile(r"(?<![A-Za-z0-9_\-])00[A-Za-z0-9_\-]{40}(?![A-Za-z0-9_\-])")
_OKTA_CUE = re.compile(r"(?i:okta|\bssws\b|api[\s_\-]?token)")
# (round 29: "my 2FA backup, i gave them …")
_RECOVERY_CUE = re.compile(r"(?i:recovery|backup|bypass)(?:[\s_\-]codes?|\s*[:=])|(?i:\b(?:2fa|mfa|two[- ]factor)\s+(?:backup|recovery)\b)|(?i:each\s+code\s+(?:can|may)\s+(?:only\s+)?be\s+used\s+once)|(?:恢复|备用|恢復|備用)(?:验证|驗證)?(?:码|碼|代码)")
# "f3k9a-2mx7q" (GitHub), "7KQ2-M9XD-PL4R" (round 16): groups of four or five of one case, a digit beside a letter in
# them ("daily-2026" is no code)
_RECOVERY_SHAPE = re.compile(r"(?<![A-Za-z0-9\-])(?:(?=[A-Za-z0-9\-]{0,19}(?:[A-Za-z]\d|\d[A-Za-z]))"
                             r"(?:[a-z0-9]{4,5}(?:-[a-z0-9]{4,5}){1,3}|[A-Z0-9]{4,5}(?:-[A-Z0-9]{4,5}){1,3})"
                             # round 17: digits alone ("backup codes: 4821-9930 1177-0562")
                             r"|\d{4,5}-\d{4,5})(?![A-Za-z0-9\-])")
_LETTER_CODE = re.compile(r"(?<![A-Za-z0-9\-])(?:[a-z]{5}(?:-[a-z]{5}){1,3}|[A-Z]{4,5}(?:-[A-Z]{4,5}){1,3})(?![A-Za-z0-9\-])")
# round 21: digits alone on the cue's line ("bypass codes issued 482019337, 907114562", "backup codes: 4820 1933")
# (round 34: not inside a file's name, "backup: wrote ojs_prod_20240902.sql.gz")
_RECOVERY_DIGITS = re.compile(r"(?<![\w\-+.])(?:\d{8,10}|\d{4} \d{4})(?![\d\-]|\.\d|\.?[A-Za-z_])")
_NUMBERED_ITEM = re.compile(r"(?<!\S)\d{1,2}[.)][ \t]*$")
# round 37: an AWS key id, and its 40-character secret on the next line ("lucy.w  14:04  AKIA…\nlucy.w  14:04  hlMS…")
_AWS_NEXT_LINE = re.compile(r"(?<![A-Z0-9])AKIA[A-Z0-9]{16}(?![A-Za-z0-9])[^\n]{0,20}\n[^\n]{0,40}?(?<![A-Za-z0-9+/])"
                            r"(?P<v>[A-Za-z0-9+/]{40})(?![A-Za-z0-9+/=])")
# round 37: a secret said to have changed, or given in brackets after its name ("client_secret rotated → YPCm…",
# "AppSecret 已更新为 -3Iq…", "新的是 0ca0…" after "appsecret", "及其 Secret（ZN1D…）"): a generated token only
_SECRET_SAID = re.compile(r"(?i:(?:client|app|api|signing|consumer)[ _]?secret|secret[ _]?(?:key|access[ _]?key)|(?<![a-z])secret)"
                          r"(?:[^\n]{0,40}?(?i:rotated|reset|changed|updated|regenerated|is\s+now|now)\b[ \t:]*(?:→|->|=>|to|:)?"
                          r"|[^\n]{0,40}?(?:→|->|=>|已更新为|更新为|改为|重置为|换成|新的是)|[ \t]*[（(])[ \t]*"
                          r"(?P<v>[A-Za-z0-9_\-~.+/=]{16,128})(?![A-Za-z0-9_\-~+/=])")
# round 37: a chat's answer to a request for a secret, the token alone or after "here"/"发你了" in the next lines
_SECRET_ASKED = re.compile(r"(?i:\b(?:client|app|signing|api)[ _]?secret\b|\bsecret\s+key\b)|密钥|私钥|秘钥")
# (a person's speaker line, one or two words with no quote, bracket, underscore or dot: not a config's key, a JSON field
# or a numbered report line)
_SPEAKER_LINE = r"(?m)^[ \t]*[^\s\"'{}\[\]_:=.,，。\d][^\s\"'{}\[\]_:=.,，。]{0,19}(?: [^\s\"'{}\[\]_:=.,，。]{1,20})?[ \t]?[:：]"
_ANSWER_TOKEN = re.compile(_SPEAKER_LINE + r"[^\n]{0,16}?(?<![\w\-/+=.])(?P<v>[A-Za-z0-9\-~+/]{24,128}={0,2})(?![\w\-~+/=])")
_ASKING_LINE = re.compile(_SPEAKER_LINE)
# round 30: or one to a line under it, numbered or bulleted ("backup codes for …\n1. 7733 4143\n2. 1506 0910")
_CODE_LINE = re.compile(r"[ \t]*(?:(?:\d{1,2}[.)]|[-*•])[ \t]*)?(?P<v>\d{4} \d{4}|\d{8,10})[ \t]*(?:\n|$)")


# (round 24: or by a command's flag, "ossutil … -i LTAI5t… -k Z19m3x…", "--access-key-secret …")
# (round 33: a Twilio account SID and its auth token, the two arguments of its client: "twilio('AC89…', '083c…')")
_KEY_ID_PAIR = re.compile(r"(?<![A-Za-z0-9])(?:LTAI[A-Za-z0-9]{12,30}|AKIA[A-Z0-9]{16}|AKID[A-Za-z0-9]{13,40}|AC[0-9a-f]{32})"
                          r"(?:[\"']?[ \t]*[/|:,][ \t]*[\"']?|[ \t]+--?(?i:k|s|sk|key|secret|secret-?key|access-?key-?secret)[ \t=]+)"
                          r"(?P<v>[A-Za-z0-9+/]{20,48})(?![A-Za-z0-9+/])")


def random_looking(value: str) -> bool:
    """A value that switches between letters and digits, or lower and upper case, often: a generated token, not a
    name made of words and a number ("prod-db-2024-backup", "user_session_cache")."""
    core = re.sub(r"[^A-Za-z0-9]", "", value)
    if re.fullmatch(r"[A-Z2-7]{16,64}", core) and re.search(r"[2-7]", core):
        return True  # a base32 key ("A4RUQUWOHNSCJEMW"): upper case and a digit or more
    if len(core) < 12 or not any(c.isdigit() for c in core) or not any(c.isalpha() for c in core):
        return False
    kinds = ["d" if c.isdigit() else "u" if c.isupper() else "l" if c.islower() else "s" for c in core]
    switches = sum(a != b for a, b in zip(kinds, kinds[1:]))
    return switches >= len(core) * 0.2


def _generated(value: str) -> bool:
    """Random-looking, in mixed case, and not a run of words in camel case ("QuickBrownFox2024")."""
    words = sum(len(w) for w in re.findall(r"[A-Z]?[a-z]{3,}", value))
    return random_looking(value) and bool(re.search(r"[a-z]", value) and re.search(r"[A-Z]", value)) and words < 0.4 * len(value)


def _mixed(value: str) -> bool:
    """A value with a digit or a symbol in it, not a word ("the community is great")."""
    return bool(re.search(r"[\d!@#$%^&*_+=~?-]", value))


class CuedSecretRecognizer(SingleEntityRecognizer):
    ENTITY = "SECRET"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for m in _BASE32.finditer(text):
            value = m.group("v").replace(" ", "")
            # (round 24: or a seed named right before it, digits or none: "2FA seed re-issued: ZYYESFJECLMXMXNN")
            # (round 35: a second seed of a ticket that lists several, further from the cue: "…的 secret：c4d7 … 还有 AWS
            # root 的：NKER…")
            window = 200 if len(value) >= 26 and sum(c.isdigit() for c in value) >= 3 else 80
            if sum(c.isdigit() for c in value) >= 2 and _TOTP_CUE.search(text[max(0, m.start() - window):m.start()]) \
                    or _SEED_NAMED.search(text[max(0, m.start() - 60):m.start()]):  # (round 37: 60, a note between)
                out.append(self.result(m.start("v"), m.end("v"), 0.75))
        for m in _WORD_RUN.finditer(text):
            words = m.group().split(" ")
            skip = 0
            while skip < len(words) and words[skip] in _LEAD:
                skip += 1
            kept = words[skip:]
            if len(kept) in _SEED_LENGTHS and _SEED_CUE.search(text[max(0, m.start() - 120):m.start() + 1]):
                start = m.start() + sum(len(w) + 1 for w in words[:skip])
                out.append(self.result(start, m.end(), 0.75))
        return out


class CuedPasswordRecognizer(SingleEntityRecognizer):
    ENTITY = "PASSWORD"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for pattern, needs_mix in ((_KEY, False), (_PHRASE_KEY, True), (_ZH_DOOR, False), (_NEW_ONE, True)):
            for m in pattern.finditer(text):
                if needs_mix and not _mixed(m.group("v")):
                    continue
                if pattern is _KEY and m.group("k").lower().endswith("community") and not m.group("v").isascii():
                    continue  # a JSON "community": "阳光花园3期" is a housing estate, not an SNMP community (round 32)
                out.append(self.result(m.start("v"), m.end("v"), 0.7))
        return out


_SSO_SECRET = re.compile(r"(?<=\bsso-key\s+[A-Za-z0-9_]{20,}:)[A-Za-z0-9_]{16,}(?![A-Za-z0-9_\-])")


class NamedTokenRecognizer(SingleEntityRecognizer):
    ENTITY = "SECRET"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for cue in _TOKEN_CUE.finditer(text, overlapped=True):  # "auth token in … rotated: X" as well as "auth token X"
            if _NOT_CREDENTIAL_BEFORE.search(text[max(0, cue.start() - 12):cue.start()]):
                continue
            m = _TOKEN.match(text, cue.end())
            value = m.group("v").rstrip(".-~") if m else ""
            if value and not _UUID.fullmatch(value) and random_looking(value):
                out.append(self.result(m.start("v"), m.start("v") + len(value), 0.7))
        out += [self.result(m.start("v"), m.end("v"), 0.7) for m in _DEVTOOLS_COOKIE.finditer(text)
                if random_looking(m.group("v"))]
        out += [self.result(m.start("v"), m.end("v"), 0.7) for m in _COOKIE_FILE_LINE.finditer(text)
                if random_looking(m.group("v"))] if "\t" in text else []
        out += [self.result(m.start("v"), m.end("v"), 0.75) for m in _STREAM_KEY.finditer(text)
                if random_looking(m.group("v"))]
        for m in _TOKEN_PAIR.finditer(text, overlapped=True):
            if all(_generated(v) for v in (m.group("a"), m.group("v"))):
                out += [self.result(m.start("a"), m.end("a"), 0.7), self.result(m.start("v"), m.end("v"), 0.7)]
        if _OKTA_CUE.search(text):
            out += [self.result(m.start(), m.end(), 0.7) for m in _OKTA_TOKEN.finditer(text) if random_looking(m.group())]
        # the secret written right after its key id ("AccessKey LTAI5t… / yk9Erd…"; round 17)
        for m in _KEY_ID_PAIR.finditer(text) if ("LTAI" in text or "AKIA" in text or "AKID" in text or "AC" in text) else ():
            if random_looking(m.group("v")):
                out.append(self.result(m.start("v"), m.end("v"), 0.75))
        # each code is a value of its own, as most corpora write them (round 16; round 15 joined a run of codes
        # with single spaces between into one, as one corpus did)
        for cue in _RECOVERY_CUE.finditer(text):
            codes = list(_RECOVERY_SHAPE.finditer(text, cue.end(), min(len(text), cue.end() + 300)))
            out += [self.result(m.start(), m.end(), 0.7) for m in codes]
            # round 29: a code of letters alone in the same list ("9vxmz-ygxu7、bficr-sbnbf、0hzoz-pypnf")
            lines = {text.rfind("\n", 0, m.start()) for m in codes}
            # (round 37: or one to a line, next to a line that holds a code: "jm5f6-tfrpk\nqqywf-wjqdy\n6iz3n-ndlap")
            near = lines | {text.find("\n", a + 1) for a in lines} | {text.rfind("\n", 0, max(a, 0)) for a in lines}
            out += [self.result(m.start(), m.end(), 0.7)
                    for m in _LETTER_CODE.finditer(text, cue.end(), min(len(text), cue.end() + 300))
                    if text.rfind("\n", 0, m.start()) in near and not is_word(m.group().split("-")[0])]
            line_end = text.find("\n", cue.end())
            digits = list(_RECOVERY_DIGITS.finditer(text, cue.end(), len(text) if line_end < 0 else line_end))
            if not digits and not codes and line_end >= 0:  # round 37: a heading, then the numbered codes on one line
                next_end = text.find("\n", line_end + 1)
                digits = [m for m in _RECOVERY_DIGITS.finditer(text, line_end + 1, len(text) if next_end < 0 else next_end)
                          if _NUMBERED_ITEM.search(text, max(line_end + 1, m.start() - 6), m.start())]
            out += [self.result(m.start(), m.end(), 0.7) for m in digits]
            while line_end >= 0 and (m := _CODE_LINE.match(text, line_end + 1)):
                out.append(self.result(m.start("v"), m.end("v"), 0.7))
                line_end = m.end() - 1 if m.group().endswith("\n") else -1
        out += [self.result(m.start("v"), m.end("v"), 0.75) for m in _AWS_NEXT_LINE.finditer(text)
                if "AKIA" in text and random_looking(m.group("v"))]
        for m in _SECRET_SAID.finditer(text) if ("ecret" in text or "ECRET" in text) else ():
            if random_looking(m.group("v")):
                out.append(self.result(m.start("v"), m.end("v"), 0.7))
        for m in _SECRET_ASKED.finditer(text):
            nl = text.find("\n", m.end())
            if nl < 0 or not _ASKING_LINE.match(text, text.rfind("\n", 0, m.start()) + 1):
                continue
            stop = nl
            for _ in range(2):
                stop = text.find("\n", stop + 1)
                if stop < 0:
                    stop = len(text)
                    break
            out += [self.result(a.start("v"), a.end("v"), 0.65) for a in _ANSWER_TOKEN.finditer(text, nl + 1, stop)
                    if random_looking(a.group("v")) or re.fullmatch(r"[0-9a-f]{32,64}", a.group("v"))]
        if "sso-key" in text:  # round 28: GoDaddy's "sso-key KEY:SECRET", the secret side (the key's is in keys.py)
            out += [self.result(m.start(), m.end(), 0.8) for m in _SSO_SECRET.finditer(text)]
        return out


def labelled_secret_recognizers(lang: str) -> list[LocalRecognizer]:
    return [CuedSecretRecognizer(lang), CuedPasswordRecognizer(lang), NamedTokenRecognizer(lang)]
