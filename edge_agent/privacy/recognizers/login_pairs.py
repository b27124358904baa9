"""Passwords written as a login's second half, and codes named by what they open (issue 15, round 25).

The development corpora (blind45–47 among them) hold these forms that `credentials.py` and `lock_codes.py` did not read:

- a login and its password joined by a slash: "did we leave it on admin/12345 again", "管理员：admin／Hm@884522",
  "admin.ops@kovanresidences.sg / Kovan#Mcst2024";
- a device's user list as an INI file writes it: "admin=Tianyan@2024", "操作员 jiangli=jl123456" (a login word, or a
  role before the login, then a value that looks like a password);
- a cloud-drive link's extraction code ("提取码 k8m3"), a gate's code with its "#" ("楼下大门8520#");
- an alarm panel's codes ("Engineer code 7193", "Master user 2806", "Duress 2807").

A login word's password may be digits alone ("admin/12345"); after any other login the value must look like a
password (a digit and a letter or a symbol): "admin/settings" and "ops@x.sg / reports" stay.
"""

from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

_LOGIN_WORD = r"admin|root|administrator|supervisor|operator|guest|ubnt|manager|installer"
_VALUE = r"(?P<v>[^\s/／,，;；。、'\"()（）<>]{4,40})"
_PAIR = re.compile(
    r"(?<![\w@.\-/:])(?:(?P<w>(?i:" + _LOGIN_WORD + r"))|[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,})"
    r"[ \t]?[/／][ \t]?" + _VALUE + r"(?![/／\w])"
)
# (each line on its own: a mixed text is read in runs of one script, so a section's "[用户]" heading may not be in view)
_INI = re.compile(r"(?m)^[ \t]*(?:(?i:" + _LOGIN_WORD + r")|(?:操作员|用户|管理员|(?i:operator|user))[ \t]+[a-z][a-z0-9_.]{2,20})"
                  r"[ \t]*=[ \t]*" + _VALUE + r"[ \t]*$")
_SHARE_CODE = re.compile(r"(?:提取码|访问码|(?i:extraction\s+code))[ \t]*[:：]?[ \t]*(?P<v>[A-Za-z0-9]{4})(?![A-Za-z0-9])")
_GATE_HASH = re.compile(r"(?:门禁|大门|单元门|楼门|院门|侧门|(?i:gate|door))[^\n\d，。,.]{0,4}?(?P<v>\d{4,8}#)")
_ALARM = re.compile(r"(?<![A-Za-z])(?i:engineer(?:'s)?\s+code|installer\s+code|master\s+(?:user\s+)?(?:code|pin)|master\s+user|"
                    r"duress(?:\s+code)?|user\s+code|disarm\s+code|arming\s+code)[ \t]*[:=#]?[ \t]*(?P<v>\d{4,8})(?![\d:./\-])")


def _password_like(value: str) -> bool:
    """A digit and a letter, or a digit and a symbol that no number, date or version is written with (a phone's
    "080-1234-5678" or a date's "12.03.2024" after an e-mail is no password)."""
    return any(c.isdigit() for c in value) and (any(c.isalpha() for c in value)
                                                or any(not c.isalnum() and c not in "-./:+" for c in value))


class LoginPairRecognizer(SingleEntityRecognizer):
    ENTITY = "PASSWORD"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for m in _PAIR.finditer(text):
            value = m.group("v").rstrip(".!?:")
            if _password_like(value) or (m.group("w") and value.isdigit() and len(value) >= 4):
                out.append(self.result(m.start("v"), m.start("v") + len(value), 0.7))
        for m in _INI.finditer(text):
            if _password_like(m.group("v")):
                out.append(self.result(m.start("v"), m.end("v"), 0.7))
        for rx in (_SHARE_CODE, _GATE_HASH, _ALARM):
            out += [self.result(m.start("v"), m.end("v"), 0.7) for m in rx.finditer(text)]
        return out


def login_pair_recognizers(lang: str) -> list[LocalRecognizer]:
    return [LoginPairRecognizer(lang)]
