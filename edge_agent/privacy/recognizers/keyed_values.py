"""Credentials whose name and value stand in two cells (issue 15, round 23).

- a key/value pair of an API client's environment or a settings export, where the name is itself a value:
  `{"key": "adminPassword", "value": "Peoplestack#2024"}`, `{"name": "STRIPE_SECRET", "value": "…"}`;
- a row of a two-column markdown table that lists settings: `| AppSecret | 7412ce36… | 切勿外泄 |`,
  `| APIv3密钥 | o7ui4I4l… |`.
A name with "password" (密码, pwd, passphrase) makes a PASSWORD; one with secret, token, key (密钥) a SECRET if the
value looks generated. Public names (an app id, a client id, a publishable key) are not credentials.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.credentials import looks_secret
from edge_agent.privacy.recognizers.labelled_secrets import random_looking

_PAIR = re.compile(r"\"(?:key|name)\"\s*:\s*\"(?P<k>[^\"\n]{1,48})\"\s*,\s*\"value\"\s*:\s*\"(?P<v>[^\"\n]{4,300})\"")
_ROW = re.compile(r"(?m)^[ \t]*\|[ \t]*(?P<k>[^|\n]{1,40}?)[ \t]*\|[ \t]*`?(?P<v>[^\s|`]{6,300})`?[ \t]*(?=\|)")
_PASSWORD_NAME = re.compile(r"(?i:pass(?:word|wd|phrase|code)?(?![a-z])|pwd|passwort|mot\s?de\s?passe|contrase[ñn]a)|密码|口令")
_SECRET_NAME = re.compile(r"(?i:secret|token|api[\s_\-]?key|private[\s_\-]?key|access[\s_\-]?key|signing|credential|"
                          r"webhook|(?<![a-z])key(?![a-z]))|密钥|秘钥|令牌")
_PUBLIC_NAME = re.compile(r"(?i:public|publishable|\bpk\b|app[\s_\-]?id|client[\s_\-]?id|merchant|mch[\s_\-]?id|\bid\b|"
                          r"key[\s_\-]?id|serial|序列号|商户号|url|host|user(?:name)?|account|email)|(?<![A-Za-z])ID(?![A-Za-z])")


def _kind(name: str, value: str) -> str | None:
    if _PUBLIC_NAME.search(name):
        return None
    if _PASSWORD_NAME.search(name) and looks_secret(value, quoted=True, key_value=True):  # not "****", "${PW}"
        return "PASSWORD"
    if _SECRET_NAME.search(name) and random_looking(value):
        return "SECRET"
    return None


class KeyedValueRecognizer(LocalRecognizer):
    """Passwords and secrets named in the cell before theirs (see the module)."""

    def __init__(self, lang: str):
        super().__init__(supported_entities=["PASSWORD", "SECRET"], name="KeyedValueRecognizer", supported_language=lang)

    def load(self) -> None:
        pass

    def analyze(self, text, entities, nlp_artifacts=None):
        out = []
        for rx in (_PAIR, _ROW) if ('"value"' in text or "|" in text) else ():
            for m in rx.finditer(text):
                kind = _kind(m.group("k"), m.group("v"))
                if kind in entities:
                    out.append(RecognizerResult(kind, m.start("v"), m.end("v"), 0.7))
        return out


def keyed_value_recognizers(lang: str) -> list[LocalRecognizer]:
    return [KeyedValueRecognizer(lang)]
