"""API keys, tokens, private keys and values assigned to secret-looking settings.

Case-sensitive on purpose (Presidio's default flags include IGNORECASE, which would let
`akia…` or `GHP_…` through as keys and turn ordinary words into false positives).
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import Pattern, PatternRecognizer

FLAGS = re.MULTILINE | re.DOTALL

# Characters a token may be glued to without ending it; a key touching one of these is part
# of a longer token and not the key itself.
_L = r"(?<![A-Za-z0-9_\-])"
_R = r"(?![A-Za-z0-9_\-])"

KEY_PATTERNS = [
    ("openai_anthropic", _L + r"sk-(?:proj-|svcacct-|admin-|ant-[a-z]+\d*-)?[A-Za-z0-9_\-]{20,}" + _R, 0.95),
    ("stripe", _L + r"(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{16,}" + _R, 0.95),
    ("aws_access_key", r"(?<![A-Z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}(?![A-Z0-9])", 0.95),
    ("github", _L + r"(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})" + _R, 0.95),
    ("slack", _L + r"xox[abposr]-[A-Za-z0-9\-]{10,}" + _R, 0.95),
    ("google", _L + r"AIza[0-9A-Za-z_\-]{35}" + _R, 0.95),
    ("jwt", _L + r"eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}" + _R, 0.95),
    ("pem_private_key", r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----.+?-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----", 1.0),
    ("bearer", r"(?<=\b[Bb]earer\s+)[A-Za-z0-9._\-~+/]{16,}=*", 0.85),
]

# A 40-character AWS secret access key only counts next to a word that says so, or right
# after an access key id (the pair is how they are pasted). It is a SECRET: its format alone
# (40 base64 characters) is not recognisable.
AWS_SECRET = (r"(?<=(?i:secret_access_key|secret[ _-]?key|aws_secret)[\"']?\s*[:=]\s*[\"']?)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])"
     r"|(?<=(?:AKIA|ASIA)[A-Z0-9]{16}[\s,;:/|]{1,5})[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])")

# `password = X`, `"client_secret": "X"`, `token: X`, `密码：X`. The value must look like a
# secret (a digit or symbol, or long) so that prose such as "the token: expired" is left alone.
# Passwords, PINs and passphrases are the PasswordRecognizer's (credentials.py), typed PASSWORD.
_SECRET_NAME = (r"(?i:secret|client[_-]?secret|api[_-]?key|apikey|access[_-]?token|auth[_-]?token|refresh[_-]?token|"
                r"token|private[_-]?key|signing[_-]?key|webhook[_-]?secret|credentials?)|密钥|令牌")
GENERIC_SECRET = (
    r"(?<=(?:^|[^A-Za-z0-9])(?:[A-Za-z0-9]+[_\-.])*(?:" + _SECRET_NAME + r")[\"']?\s*(?:[:=]|：|=>)\s*[\"']?)"
    r"(?![\"'$<{\[*]|\$\{)"  # skip references and placeholders: ${VAR}, <redacted>, {{x}}, ***
    r"(?=[^\s\"',;，。]*(?:[0-9!@#%^&*_+=/\-]|[^\s\"',;，。]{12}))[^\s\"',;，。]{6,}"
)


def _secret_valid(value: str) -> bool:
    # A value that is itself one of our placeholders or a mask is not a secret.
    return not (value.startswith("[") or set(value) <= set("*xX•#-"))


class SecretAssignmentRecognizer(PatternRecognizer):
    def __init__(self, lang: str):
        super().__init__(supported_entity="SECRET", name="SecretAssignmentRecognizer", supported_language=lang,
                         patterns=[Pattern("assigned_secret", GENERIC_SECRET, 0.7), Pattern("aws_secret", AWS_SECRET, 0.9)], global_regex_flags=FLAGS)

    def validate_result(self, pattern_text: str) -> bool | None:
        return None if _secret_valid(pattern_text) else False


def key_recognizers(lang: str) -> list[PatternRecognizer]:
    keys = PatternRecognizer(supported_entity="APIKEY", name="ApiKeyRecognizer", supported_language=lang,
                             patterns=[Pattern(n, rx, s) for n, rx, s in KEY_PATTERNS], global_regex_flags=FLAGS)
    return [keys, SecretAssignmentRecognizer(lang)]
