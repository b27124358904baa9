"""Passwords as configuration files, build scripts and admin tools write them (issue 15, round 24).

The development corpora hold these forms that `credentials.py` did not read:

- a redis.conf line, a tool's flag: "requirepass R3dis_jd_2026", "imapsync … --password1 'Reformer!22'", "ipmitool …
  -P 'Xv9!tq2Lm8'";
- PHP's `define('DB_PASSWORD', '…')`, a Gradle signing block's `keyPassword "…"` / `storePassword "…"`, sssd's
  `ldap_default_authtok = …`, a PowerShell hash's `AppPassword = "hnds kpwa ueyr bqlt"`;
- PHP's database connections, the password as their third argument (round 38);
- a router's or switch's "username … secret …" and "enable secret …" lines (round 38);
- "pass" before a value that looks generated ("the new temp pass Cr3w!Spring26", "user telematics pass Tr4ck!ng-2026").

Every value must still look like a secret (`credentials.looks_secret`): "requirepass yes" or "pass the salt" stay.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

_Q = r"(?:(?P<q>['\"`])(?P<qv>[^'\"`\n]{3,80})(?P=q)|(?P<v>[^\s'\"`,;]{4,80}))"
_FORMS = (
    re.compile(r"(?m)(?:^|\s)requirepass[ \t]+" + _Q),
    re.compile(r"(?<=\s)--password\d[= ]" + _Q),
    re.compile(r"(?<=\bipmitool\b[^\n]{0,80}?\s)-P[ \t]+" + _Q),
    re.compile(r"\bdefine\(\s*['\"][A-Z0-9_]*(?:PASSWORD|PASSWD|PASS|PWD)[A-Z0-9_]*['\"]\s*,\s*" + _Q),
    re.compile(r"(?<![A-Za-z0-9])[a-z][A-Za-z]{0,20}Password[ \t]+(?P<q>['\"])(?P<qv>[^'\"\n]{3,80})(?P=q)"),
    re.compile(r"(?<![A-Za-z0-9])[A-Za-z_]*authtok[ \t]*[:=][ \t]*" + _Q),
    re.compile(r"(?<![A-Za-z0-9])[A-Z][a-z]+Password[ \t]*=[ \t]*(?P<q>['\"])(?P<qv>[^'\"\n]{3,80})(?P=q)"),
    # round 38: the third argument of PHP's database connections ("new PDO('mysql:host=db;…', 'swapshop', '…')", a stack
    # trace's "PDO->__construct(…)", "mysqli_connect('localhost', 'app', '…', 'shop')")
    re.compile(r"(?i:\bPDO(?:->__construct)?|\bmysqli_connect|\bmysql_connect|\bnew\s+mysqli)\(\s*(['\"])[^'\"\n]*\1\s*,\s*"
               r"(['\"])[^'\"\n]*\2\s*,\s*(?P<q>['\"])(?P<qv>[^'\"\n]{3,80})(?P=q)"),
    # round 38: a network device's user and enable lines ("admin user rwhitcombe secret Acorn!Admin55", "enable secret
    # …"; type 0 or 7 written before the value, not the hashes of types 5, 8, 9)
    re.compile(r"(?m)^[ \t]*(?:[\w\-]+[ \t]+)?(?:user(?:name)?[ \t]+\S{1,32}(?:[ \t]+privilege[ \t]+\d+)?|enable)"
               r"[ \t]+(?:secret|password)[ \t]+(?:[07][ \t]+)?" + _Q),
    re.compile(r"(?<![A-Za-z])(?i:temp(?:orary)?\s+pass|new\s+pass|user\s+\S{2,30}\s+pass)[ \t]+(?P<v>\S{6,64})"),
)


class ConfigPasswordRecognizer(SingleEntityRecognizer):
    ENTITY = "PASSWORD"

    def find(self, text: str) -> list[RecognizerResult]:
        from edge_agent.privacy.recognizers.credentials import looks_secret

        out = []
        for rx in _FORMS:
            keyed = rx is not _FORMS[-1]  # "pass" in prose: the value must look generated, not merely follow a key
            for m in rx.finditer(text):
                quoted = m.groupdict().get("qv") is not None
                group = "qv" if quoted else "v"
                value = m.group(group).rstrip(".,;:)")
                if looks_secret(value, quoted, keyed):
                    out.append(self.result(m.start(group), m.start(group) + len(value), 0.75))
        return out


def config_password_recognizers(lang: str) -> list[LocalRecognizer]:
    return [ConfigPasswordRecognizer(lang)]
