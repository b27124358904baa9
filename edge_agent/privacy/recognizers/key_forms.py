"""Key-group forms found missing on text the detector had never seen (issue 15, round 5): a Korean
mobile number, a Spanish number written in pairs, the `aws configure` transcript's secret, a vendor's
`*_AK=` / `*_SK=` setting, and an Azure SAS signature. Each is a general form (not a corpus string)
with a cue or a shape narrow enough that look-alikes (versions, order ids, hashes) stay."""
from __future__ import annotations

import regex as re
from presidio_analyzer import Pattern, PatternRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

# Korean mobile: 010/011/016/017/018/019, then 3-4 and 4 digits.
_KR_MOBILE = re.compile(r"(?<![\d\-+])01[016789]-\d{3,4}-\d{4}(?![\d\-])")
_KR_CUE = re.compile(r"(?i:tel|phone|mobile|cell|h\.?\s?p\.?)|휴대폰|핸드폰|전화|연락처")
_HANGUL = re.compile(r"\p{Hangul}")
# Spanish numbers written in pairs: "91 555 23 41" (2-3-2-2) and "612 34 56 78" (3-2-2-2); with +34 no
# cue is needed, without it a phone word must come just before.
_ES_BODY = r"(?:[6789]\d \d{3}|[6789]\d{2} \d{2}) \d{2} \d{2}"
_ES_PHONE = re.compile(r"(?<![\d+])(?:(?:\+|00)34[ \-]?)?" + _ES_BODY + r"(?![\d])")
_ES_CUE = re.compile(r"(?i:tel[eé]fono|tel[:.]|tlf|tfno|m[oó]vil|phone|mobile|llamar|ll[aá]mame|whatsapp|contacto)")
_CUE_WINDOW = 30


class KeyFormPhoneRecognizer(SingleEntityRecognizer):
    """Korean mobiles and Spanish numbers in pairs, which the phonenumbers regions we run do not cover."""

    ENTITY = "PHONE"

    def find(self, text: str) -> list[RecognizerResult]:
        out: list[RecognizerResult] = []
        if "01" in text:
            hangul = _HANGUL.search(text) is not None
            for m in _KR_MOBILE.finditer(text):
                if hangul or _KR_CUE.search(text, max(0, m.start() - _CUE_WINDOW), m.start()):
                    out.append(self.result(m.start(), m.end(), 0.75))
        for m in _ES_PHONE.finditer(text):
            if m.group().startswith(("+", "00")) or _ES_CUE.search(text, max(0, m.start() - _CUE_WINDOW), m.start()):
                out.append(self.result(m.start(), m.end(), 0.75))
        return out


# A US social security number after its name, with any one separator or none, also glued to Chinese text where
# Presidio's `\b` patterns cannot start ("SSN是123-45-6789"): area not 000/666/9xx, group not 00, serial not 0000.
_SSN_CUE = re.compile(r"(?i:(?<![a-z])(?:ssn|ss#|ss\s?no\.?|soc\.?\s?sec\.?(?:\s?(?:no|number|#))?|social\s+security(?:\s+(?:no|number|#|card))?))"
                      r"|社会安全号码?|社安号|社会保障号码?|美国社保号")
_SSN = re.compile(r"(?<![\d\-])(?!000|666|9\d\d)(\d{3})([\- .]?)(?!00)(\d{2})\2(?!0000)(\d{4})(?![\d\-])")
_SSN_WINDOW = 24
_SSN_SPACED = re.compile(r"(?<![\d])\d(?: \d){2} ?- ?\d \d ?- ?\d(?: \d){3}(?![\d])")
# (round 26: "for the I-9 I still need your SSN." / "Hao Yu: 好的 sure, it's 575-84-7249.")
_ASKED = re.compile(r"[?？]|多少|是什么|发我|给我|(?i:what(?:'s| is)|can\s+you\s+(?:give|confirm|read)|\bneed\b|\bsend\b|\bprovide\b)")
_SSN_SAMPLES = {"123456789", "078051120", "219099999", "457555462"}


class SsnCueRecognizer(SingleEntityRecognizer):
    """An SSN right after "SSN", "social security (number)", "SS#", 社会安全号 (within a few characters, same line)."""

    ENTITY = "SSN"

    def find(self, text: str) -> list[RecognizerResult]:
        out: list[RecognizerResult] = []
        for cue in _SSN_CUE.finditer(text):
            stop = text.find("\n", cue.end())
            m = _SSN.search(text, cue.end(), min(cue.end() + _SSN_WINDOW, len(text) if stop < 0 else stop))
            spaced = _SSN_SPACED.search(text, cue.end(), min(cue.end() + _SSN_WINDOW + 12, len(text) if stop < 0 else stop))
            if spaced and not m:  # digits typed or read out one by one
                out.append(self.result(spaced.start(), spaced.end(), 0.75))
                continue
            digits = m.group(1) + m.group(3) + m.group(4) if m else ""
            if digits in _SSN_SAMPLES or digits.startswith("98765432"):
                continue  # published sample numbers (the Woolworth card, advertising ranges) name nobody
            gap = text[cue.end():m.start()] if m else ""
            # the dashed form (123-45-6789) is an SSN's own; a few words may stand between ("SSN了！624-08-…")
            if m and len(set(m.group(1) + m.group(3) + m.group(4))) > 1 and (
                    re.fullmatch(r"[\s:：=#\-(（)）\"'是为]*(?i:is|was|no\.?|number|of)?[\s:：=#\-(（)）\"'是为]*", gap)
                    or m.group(2) == "-" and len(gap) <= 12 and not re.search(r"\d", gap)):
                out.append(self.result(m.start(), m.end(), 0.85))
            elif not m and stop > 0:
                # round 25: asked for on its line, given on the next ("那你那个SSN是多少来着" / "不用记啦 352 30 6115 就这个");
                # round 27: or only named there, when the next line gives it dashed, its own form, near its start
                # ("你 SSN 填对了吧" / "阿芬：对的，420-09-7833")
                asked = _ASKED.search(text, text.rfind("\n", 0, cue.start()) + 1, stop)
                nxt = text.find("\n", stop + 1)
                a = _SSN.search(text, stop + 1, len(text) if nxt < 0 else nxt)
                if a and a.group(1) + a.group(3) + a.group(4) not in _SSN_SAMPLES and (
                        asked or a.group(2) == "-" and a.start() - stop <= 40):
                    out.append(self.result(a.start(), a.end(), 0.75))
        return out


# The secret line of an `aws configure` transcript: "AWS Secret Access Key [None]: <40 chars>".
AWS_CONFIGURE_SECRET = r"(?<=AWS Secret Access Key \[[^\]\n]{0,40}\]:[ \t]*)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])"
# A vendor's access key / secret key setting by its usual abbreviation: QINIU_AK=, ALIYUN_SK=, ACCESS_KEY=,
# SECRET_KEY=, DINGTALK_SECRET=. Upper-case names only; the value must mix letters and digits.
ABBREVIATED_KEY = (r"(?<=(?:^|[^A-Za-z0-9])(?:[A-Z0-9]+_)*(?:AK|SK|ACCESS_KEY|SECRET_KEY|SECRET)[\"']?"
                   # round 27: or a listing's wide gap ("TENCENT_SECRET_KEY     uL8gx…", `env | column -t`)
                   r"(?:\s*[:=]\s*[\"']?|[ \t]{3,}))"
                   r"(?=[A-Za-z0-9+/=_\-]*\d)(?=[A-Za-z0-9+/=_\-]*[A-Za-z])[A-Za-z0-9+/=_\-]{20,64}(?![A-Za-z0-9+/=_\-])")
# An Azure SAS signature, URL-encoded or not: "...&sig=Ab3d%2B...%3D" or "sig=Ab3d+...=" in prose.
SAS_SIGNATURE = r"(?<=(?<![A-Za-z0-9_])sig=)(?=[A-Za-z0-9%+/=]*\d)[A-Za-z0-9%+/]{20,}(?:=|%3[Dd]){0,2}(?![A-Za-z0-9%+/=])"

# Pre-check (speed only): each pattern needs one of these in the text (tests/privacy/test_prechecks.py).
KEY_FORM_PRECHECK = re.compile(r"AWS Secret Access Key|AK|SK|ACCESS_KEY|SECRET|sig=")


class KeyFormSecretRecognizer(PatternRecognizer):
    def __init__(self, lang: str):
        super().__init__(supported_entity="SECRET", name="KeyFormSecretRecognizer", supported_language=lang,
                         patterns=[Pattern("aws_configure_secret", AWS_CONFIGURE_SECRET, 0.9),
                                   Pattern("abbreviated_key", ABBREVIATED_KEY, 0.75),
                                   Pattern("sas_signature", SAS_SIGNATURE, 0.85)],
                         global_regex_flags=re.MULTILINE)

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        if not KEY_FORM_PRECHECK.search(text):
            return []
        return super().analyze(text, entities, nlp_artifacts, regex_flags)


# An IBAN typed in lower case ("es42 7612 2202 …"): Presidio's IBAN recognizer wants capitals; the mod-97 check decides.
_IBAN_LOWER = re.compile(r"(?<![A-Za-z0-9])[a-z]{2}\d{2}(?:[a-z0-9]{11,30}|(?: [a-z0-9]{4}){2,7}(?: [a-z0-9]{1,4})?)(?![A-Za-z0-9])")


def mod97_ok(compact: str) -> bool:
    """ISO 13616's check on an IBAN without spaces, upper case."""
    return int("".join(str(int(c, 36)) for c in compact[4:] + compact[:4])) % 97 == 1


def _iban_ok(value: str) -> bool:
    s = value.replace(" ", "").upper()
    return 15 <= len(s) <= 34 and mod97_ok(s)


class LowerCaseIbanRecognizer(SingleEntityRecognizer):
    ENTITY = "IBAN"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for m in _IBAN_LOWER.finditer(text):
            value = m.group()
            while value and not _iban_ok(value) and " " in value:  # "es42 7612 … thanks": the last group is a word
                value = value.rsplit(" ", 1)[0]
            if _iban_ok(value):
                out.append(self.result(m.start(), m.start() + len(value), 0.8))
        return out


def key_form_recognizers(lang: str) -> list:
    return [KeyFormPhoneRecognizer(lang), KeyFormSecretRecognizer(lang), SsnCueRecognizer(lang), LowerCaseIbanRecognizer(lang)]
