"""A password said in a sentence with words between its name and itself (issue 15, round 22): "the password I've been
using is Oakbeam!2024", "root密码还是Zx@2026#prod", "SFTP 密码还是 Shadow!Pay2026 吗", "vpn 密码改回 Wq!20261203",
"Your temporary password is:\\n\\n    Blue-Kettle-4419".

Only a value shaped like a password: eight or more characters with letters and digits, and a symbol or capitals inside
("Oakbeam!2024", "Lin@8816"); not an address, a path, a reference to a variable, an example in a policy ("e.g."), a
hash or an algorithm's name ("AES-256", "SHA-512").
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

# (round 28: a mail client's 授权码, the app password a Chinese mail service issues)
_WORD = r"(?:(?<![A-Za-z])(?i:password|passwd|pwd|pw|pass|passphrase|passcode)(?![A-Za-z])|密码|口令|授权码|授權碼)"
# (round 34: not a variable's name, "postgresql://victims:${POSTGRES_PASSWORD}@db:5432/victims")
_SAID = re.compile(_WORD + r"(?!\})(?P<gap>[^\n.!?。！？;；]{0,48}?(?:(?<![A-Za-z])(?i:is|was|to|now|as|are|tried|using)\s+|[:：=→][ \t]*|->[ \t]*|(?:是|为|改回|改成|"
                   r"还是|设成|试了|试过|用的是|默认的?)[ \t]*)[\"'“`]?)(?P<v>[^\s\"'”`)）(（,，;；。！？、\p{Han}]{8,64})(?=$|[\s\"'”`)）,，;；。]|\.(?:\s|$)|吗|吧|呢|了)")
# round 23: a login's weak default said in Chinese ("后台登录密码还是默认的admin888"): letters and digits are enough there
_ZH_DEFAULT = re.compile(r"(?:密码|口令)(?:还是|就是|都是)?(?:默认的?|初始的?)(?:是|为)?[ \t]*(?P<v>[A-Za-z][A-Za-z0-9]{3,19}\d)(?![A-Za-z0-9])")
# round 23: a password set or tried in a chat or a log about one ("can you just set it back to Hollis2024!", "ok changed
# it to Birch&Grass2025!", "Bad password for user 'x' (tried 'M00ve-Herd!'"): a password word or a locked account a
# little before
_IT_TO = re.compile(r"(?i:\b(?:set|changed?|reset|switch(?:ed)?|put)\s+it\s+(?:back\s+)?to\s+|\btried\s*[:=]?\s*(?=[\"']))"
                    r"[\"']?(?P<v>[^\s\"']{8,64})")
_ABOUT = re.compile(r"(?i:password|passwd|passcode|locked\s+out|log\s?in|sign\s?in)|密码")
# the value alone on a line after "password is:" and a blank line
_BELOW = re.compile(r"(?i:password|passphrase|passcode)\s+(?:is|was)\s*:[ \t]*\n(?:[ \t]*\n)?[ \t]+(?P<v>\S{8,64})[ \t]*(?=\n|$)")
_NOT_GAP = re.compile(r"(?i)e\.g\.|\bexample|\bsuch as|\blike\b|\bformat|\bpolicy|\bhash|\bmust|\bshould|\bat least|\bmin(?:imum)?\b|"
                      r"\breset\s+link|\bmanager\b|示例|例如|比如|格式|规则|至少|哈希")
# round 28: a note in brackets between the word and the value says how to use it, not that it is an example
# ("Temporary password (must change on first login): Westgate-Temp-3921")
_USE_NOTE = re.compile(r"\((?=[^()\n]*(?i:change|first\s+log|expire|temporary|one[- ]time))(?![^()\n]*(?i:e\.g\.|example))[^()\n]*\)")
# round 28: a password spelled out over the phone, its symbols said as words ("the password is Hartley dash FW dash 2291")
_JOIN = r"(?:dash|hyphen|underscore|hash|dot|at\s+sign|exclamation\s+mark|full\s+stop)"
_SPOKEN = re.compile(r"(?i:\b(?:password|passcode|passphrase)\s+(?:is|was)\s+)(?P<v>(?=[^\n]*?\d)[A-Za-z0-9]+(?:\s+" + _JOIN
                     + r"\s+[A-Za-z0-9]+)+(?:\s+(?i:exclamation\s+mark|hash))?)(?![A-Za-z0-9])")
_NOT_VALUE = re.compile(r"(?i)^1password|^(?:aes|sha|rsa|tls|ssl|pbkdf|hmac|bcrypt|argon|ed25519|utf|base64|iso|md5|scrypt)(?![a-z])|^(?:http|www)|"
                        r"://|@[\w-]+\.[a-z]{2,}|^[$%{<]|^/|\\|^\d+(?:\.\d+)+$|[:=]|\.[a-z]{2,4}$|(?-i:^[A-Z0-9]+(?:-[A-Z0-9]+)+$)")


# a word and its digits joined by a separator, after "password … is/was": the one shape an account's password takes
# that the general test leaves (no capital inside, no symbol but "_" or "-")
_SAYING = frozenset(("i", "i've", "we", "you", "they", "he", "she", "used", "use", "set", "chose", "picked", "my", "the", "was",
                     "is", "old", "new", "it", "have", "had", "been", "using", "typed", "entered", "think", "last", "time"))
_IS_WAS = re.compile(r"(?i:\b(?:is|was)\s+)[\"'“`]?$")
_JOINED = re.compile(r"[A-Za-z]{3,}[_\-.][A-Za-z]*\d{2,}|[A-Za-z]{3,}\d{2,}[_\-.][A-Za-z0-9]+")


def _password_shaped(v: str) -> bool:
    v = v.rstrip(".")
    letters, digits = any(c.isalpha() for c in v), any(c.isdigit() for c in v)
    symbols = any(not c.isalnum() and c not in "-_." for c in v)
    caps = any(c.isupper() for c in v[1:]) and any(c.islower() for c in v)
    return len(v) >= 8 and letters and digits and (symbols or caps) and not _NOT_VALUE.search(v)


class ProsePasswordRecognizer(SingleEntityRecognizer):
    ENTITY = "PASSWORD"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for m in _SAID.finditer(text):
            v = m.group("v").rstrip(".")
            # round 37: "The password I used was Clogdance_1987" (only the speaker's words between, not "password host is …")
            said = _IS_WAS.search(m.group("gap")) is not None and set(re.findall(r"[a-z']+", m.group("gap").lower())) <= _SAYING
            if (_password_shaped(v) or said and _JOINED.fullmatch(v) is not None and not _NOT_VALUE.search(v)) \
                    and not _NOT_GAP.search(_USE_NOTE.sub("", m.group("gap"))):
                out.append(self.result(m.start("v"), m.start("v") + len(v), 0.6))
        for m in _IT_TO.finditer(text):
            v = m.group("v").rstrip(".,?'\"")  # (a closing "!" is the password's: "Hollis2024!")
            if _password_shaped(v) and _ABOUT.search(text, max(0, m.start() - 250), m.start()):
                out.append(self.result(m.start("v"), m.start("v") + len(v), 0.6))
        out += [self.result(m.start("v"), m.end("v"), 0.6) for m in _ZH_DEFAULT.finditer(text)]
        out += [self.result(m.start("v"), m.end("v"), 0.6) for m in _SPOKEN.finditer(text)]
        for m in _BELOW.finditer(text):
            if _password_shaped(m.group("v")):
                out.append(self.result(m.start("v"), m.end("v"), 0.6))
        return out


def prose_password_recognizers(lang: str) -> list[LocalRecognizer]:
    return [ProsePasswordRecognizer(lang)]
