"""API keys, tokens, private keys and values assigned to secret-looking settings.

Case-sensitive on purpose (Presidio's default flags include IGNORECASE, which would let
`akia…` or `GHP_…` through as keys and turn ordinary words into false positives).
"""
from __future__ import annotations

import base64
import json

import regex as re
from presidio_analyzer import Pattern, PatternRecognizer

FLAGS = re.MULTILINE | re.DOTALL

# Characters a token may be glued to without ending it; a key touching one of these is part
# of a longer token and not the key itself.
_L = r"(?<![A-Za-z0-9_\-])"
_R = r"(?![A-Za-z0-9_\-])"

KEY_PATTERNS = [
    ("openai_anthropic", _L + r"sk-(?:proj-|svcacct-|admin-|ant-[a-z]+\d*-)?[A-Za-z0-9_\-]{20,}" + _R, 0.95),
    ("aws_access_key", r"(?<![A-Z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}(?![A-Z0-9])", 0.95),
    ("github", _L + r"(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})" + _R, 0.95),
    ("slack", _L + r"xox[abposr]-[A-Za-z0-9\-]{10,}" + _R, 0.95),
    ("google", _L + r"AIza[0-9A-Za-z_\-]{35}" + _R, 0.95),
    ("jwt", _L + r"eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}" + _R, 0.95),
    # Other well-known token formats (prefix + body); each prefix names one vendor's credential.
    ("gitlab", _L + r"(?:glpat|gldt|glrt|glcbt|glptt|glft|glimt|glagent|glsoat)-[A-Za-z0-9_\-]{20,}" + _R, 0.95),
    ("npm", _L + r"npm_[A-Za-z0-9]{36}" + _R, 0.95),
    ("pypi", _L + r"pypi-[A-Za-z0-9_\-]{50,}" + _R, 0.95),
    ("huggingface", _L + r"hf_[A-Za-z0-9]{30,}" + _R, 0.95),
    ("docker", _L + r"dckr_pat_[A-Za-z0-9_\-]{20,}" + _R, 0.95),
    ("digitalocean", _L + r"do[opr]_v1_[a-f0-9]{64}" + _R, 0.95),
    ("shopify", _L + r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}" + _R, 0.95),
    ("sendgrid", _L + r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}" + _R, 0.95),
    # (an Account SID, AC + 32 hex, identifies the account and is no credential: like a publishable key, it stays)
    ("twilio", _L + r"SK[0-9a-f]{32}" + _R, 0.8),
    ("mailgun", _L + r"key-[0-9a-f]{32}" + _R, 0.85),
    ("mailchimp", _L + r"[0-9a-f]{32}-us\d{1,2}" + _R, 0.85),
    ("square", _L + r"(?:sq0atp|sq0csp|EAAA)[A-Za-z0-9_\-]{22,}" + _R, 0.9),
    ("vault", _L + r"hv[sb]\.[A-Za-z0-9_\-]{24,}" + _R, 0.9),
    ("postman", _L + r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}" + _R, 0.95),
    ("linear_notion", _L + r"(?:lin_api_[A-Za-z0-9]{40}|secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{40,})" + _R, 0.9),
    ("grafana_newrelic", _L + r"(?:glsa_[A-Za-z0-9]{32}_[a-f0-9]{8}|glc_[A-Za-z0-9+/=]{32,}|NRAK-[A-Z0-9]{27})" + _R, 0.95),
    ("databricks", _L + r"dapi[a-f0-9]{32}(?:-\d)?" + _R, 0.9),
    ("atlassian", _L + r"ATATT3[A-Za-z0-9_\-=]{50,}" + _R, 0.95),
    ("telegram", _L + r"\d{8,10}:AA[A-Za-z0-9_\-]{33}" + _R, 0.9),
    ("discord", _L + r"[MNO][A-Za-z\d]{23,25}\.[\w\-]{6}\.[\w\-]{27,38}" + _R, 0.85),
    ("alibaba_tencent", _L + r"(?:LTAI[A-Za-z0-9]{12,20}|AKID[A-Za-z0-9]{32})" + _R, 0.9),
    ("openrouter_groq_xai", _L + r"(?:sk-or-v1-[a-f0-9]{64}|gsk_[A-Za-z0-9]{48,}|xai-[A-Za-z0-9]{60,})" + _R, 0.95),
    # secret and restricted keys; a publishable key (pk_) ships in every web page that takes a payment
    ("stripe", _L + r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}" + _R, 0.95),
    ("bearer", r"(?<=\b[Bb]earer\s+)[A-Za-z0-9._\-~+/]{16,}=*", 0.85),
    ("google_oauth", _L + r"ya29\.[A-Za-z0-9_\-]{30,}" + _R, 0.95),
    # round 28: a DeepL free key, a UUID with ":fx" (a bare UUID names a record; this suffix is DeepL's alone)
    ("deepl", _L + r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:fx" + _R, 0.9),
    # round 28: GoDaddy's "Authorization: sso-key KEY:SECRET", the key side (the secret side is in labelled_secrets)
    ("sso_key", r"(?<=\bsso-key\s+)[A-Za-z0-9_]{20,}(?=:)", 0.85),
    # round 33: a key given to curl as the user of basic auth, its password empty ('curl -u "15ad60c5…:"', Companies
    # House's and Stripe's documented form; a continued line too): a generated token of letters and digits, no login
    ("basic_auth_key", r"(?<=\bcurl\b(?:[^\n]|\\\n){0,200}?\s(?:-u|--user)\s?[\"']?)(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]{24,64}"
                       r"(?=:[\"']?(?:\s|$))", 0.8),
]

# A 40-character AWS secret access key only counts next to a word that says so, or right
# after an access key id (the pair is how they are pasted). It is a SECRET: its format alone
# (40 base64 characters) is not recognisable.
AWS_SECRET = (r"(?<=(?i:secret_access_key|secret[ _-]?key|aws_secret)[\"']?(?:\s*[:=]\s*|\s+)[\"']?)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])"
     r"|(?<=(?:AKIA|ASIA)[A-Z0-9]{16}[\s,;:/|]{1,5})[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])"
     # round 35: the secret half named in prose, mixed case and digits ("The secret half (eekP4pPa…) sat in …")
     r"|(?<=(?i:\bsecret\b)[^\n]{0,16}?[\s(\[:=\"'])(?=[A-Za-z0-9/+]{0,39}[a-z])(?=[A-Za-z0-9/+]{0,39}[A-Z])"
     r"(?=[A-Za-z0-9/+]{0,39}\d)(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])")

# `password = X`, `"client_secret": "X"`, `token: X`, `密码：X`. The value must look like a
# secret (a digit or symbol, or long) so that prose such as "the token: expired" is left alone.
# Passwords, PINs and passphrases are the PasswordRecognizer's (credentials.py), typed PASSWORD.
_SECRET_NAME = (r"(?i:secret|client[_-]?secret|api[_-]?key|apikey|access[_-]?token|auth[_-]?token|refresh[_-]?token|"
                r"token|bearer|private[_-]?key|signing[_-]?key|webhook[_-]?secret|credentials?|"
                # round 25: a session's id in a log or a cookie ("sid=0naocl1j4m…"), a set of recovery codes
                r"phpsessid|jsessionid|sid|recovery[_-]?codes?|backup[_-]?codes?|"
                # round 32: a session cookie named for short ("sc_sess=e0279979f4…")
                r"sess|session[_-]?key)|密钥|令牌")
# Round 24: a typed constant or a byte string in code between the name and its value ('KEY: &str = "…"',
# 'jwtSecret = []byte("…")', 'SIGNING_KEY: &[u8] = b"…"')
_TYPED = r"(?:&?(?:'static\s+)?(?:str|\[u8\]|String|string)\s*=\s*)?(?:\[\]byte\(|b(?=[\"']))?"
GENERIC_SECRET = (
    r"(?<=(?:^|[^A-Za-z0-9])(?:[A-Za-z0-9]+[_\-.]|[a-z][a-z0-9]*(?=[A-Z]))*(?:" + _SECRET_NAME + r")(?:[_\-.][A-Za-z0-9]+)*[\"']?\s*(?:[:=]|：|=>)\s*" + _TYPED + r"[\"']?)"
    r"(?![\"'$<{\[*]|\$\{)"  # skip references and placeholders: ${VAR}, <redacted>, {{x}}, ***
    # a closing backtick ends the value (`KEY=value` in Markdown)
    r"(?=[^\s\"'`,;，。&]*(?:[0-9!@#%^*_+=/\-]|[^\s\"'`,;，。&]{12}))[^\s\"'`,;，。&]{6,}"
)


# Round 25: a quoted secret written whole, whatever its characters (a Django SECRET_KEY "&rx&8h_gqq-s#k5oz)wu…", a set of
# recovery codes "7kqm-2xv9 4hzt-8wpa"), and an unquoted one of an environment line up to its end
# ("DJANGO_SECRET_KEY=2$gt1_q5w!$&22^8…"): GENERIC_SECRET stops at "&", "," and spaces, which a URL's query needs.
# (round 38: a payment partner's "SIGN_KEY")
_WHOLE_NAME = r"(?:^|[^A-Za-z0-9])[A-Za-z0-9_\-.]*(?i:secret[_-]?key|secret|sign(?:ing)?[_-]?key|recovery[_-]?codes?|backup[_-]?codes?)"
QUOTED_SECRET = (r"(?<=" + _WHOLE_NAME + r"\s*(?:[:=]|=>)\s*\")(?=[^\"\n]*[\d!@#$%^&*()+=])(?![$<{\[*])[^\"\n]{8,200}(?=\")"
                 r"|(?<=" + _WHOLE_NAME + r"\s*(?:[:=]|=>)\s*')(?=[^'\n]*[\d!@#$%^&*()+=])(?![$<{\[*])[^'\n]{8,200}(?=')"
                 r"|(?<=(?:^|[\s\-])[A-Z0-9_]*(?:SECRET|ENCRYPTION|SIGNING)(?:_KEY)?=)(?=\S*[!@#$%^&*()+])(?![$<{\[*])[^\s\"'`]{16,200}")


def _secret_valid(value: str) -> bool:
    # A value that is itself one of our placeholders or a mask is not a secret.
    return not (value.startswith("[") or set(value) <= set("*xX•#-"))


# Credentials that are not API keys (the type list puts them under SECRET): private keys, the
# password inside a connection string or URL (`postgres://app:PASS@db`), webhook signing secrets.
PEM_PRIVATE_KEY = r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----.+?-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----"
# (an "@" inside the password when another follows before the host: "mysql://flower:Hua@2027yu@10.0.12.8"; round 20;
# round 34: a mailbox as the user, "smtps://notifications@journal.org:gRk7-vQ2s@smtp.mailgun.org")
URL_PASSWORD = (r"(?<=[A-Za-z][A-Za-z0-9+.\-]*://[^\s:/@\"']{0,64}(?:@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,24})?:)(?![\"'$<{\[*]|\$\{)"
                r"(?:[^\s@/\"']|@(?=[^\s/\"']*@)){3,128}(?=@[A-Za-z0-9\[])")
WEBHOOK_SECRET = (_L + r"whsec_[A-Za-z0-9+/=]{24,}" + _R
                  # the whole URL of a Slack incoming webhook, the key of a WeCom/DingTalk/Feishu robot URL
                  + r"|(?:https?://)?hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9]{6,}/[A-Za-z0-9]{6,}/[A-Za-z0-9]{16,}"
                  # the whole URL of a Discord or Teams webhook (its path is the credential)
                  + r"|https?://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d{6,20}/[A-Za-z0-9\-_]{20,}"
                  + r"|https?://[A-Za-z0-9\-]+\.webhook\.office\.com/webhookb2/[^\s\"'<>]{20,}"
                  # (round 38: a Teams connector's older address, "https://outlook.office.com/webhook/<id>@<tenant>/…")
                  + r"|https?://outlook\.office(?:365)?\.com/webhook/[^\s\"'<>]{20,}"
                  # a robot URL whose query carries the key (DingTalk, WeCom): the whole URL, as for Slack; else the key
                  + r"|https?://[^\s?\"'<>]*(?i:webhook|robot|hook)[^\s?\"'<>]{0,60}\?(?:[^\s&\"'<>]*&)*"
                  + r"(?:key|access_token|token)=[A-Za-z0-9\-_]{16,}(?![A-Za-z0-9\-_])"
                  + r"|(?<=(?i:webhook|robot|hook)[^\s?]{0,60}\?(?:[^\s&]*&)*(?:key|access_token|token)=)[A-Za-z0-9\-_]{16,}"
                  # a robot whose token is the last path part: Feishu/Lark ".../bot/v2/hook/<uuid>", Discord
                  # ".../api/webhooks/<id>/<token>"
                  + r"|(?<=/(?:hook|webhooks?)/)(?:\d{6,20}/)?(?=[A-Za-z0-9\-_]*\d)[A-Za-z0-9\-_]{20,}"
                  # a Sentry-style DSN, whole (the URL is the credential: key, org host and project):
                  # https://<32 hex>@o123.ingest.sentry.io/456; else its key
                  + r"|https?://[a-f0-9]{32}(?::[a-f0-9]{32})?@[A-Za-z0-9.\-]+(?::\d+)?/\d+(?![\w/])"
                  + r"|(?<=https?://)[a-f0-9]{32}(?=(?::[a-f0-9]{32})?@[A-Za-z0-9.\-]+/\d)")
# A TOTP seed (base32) after its name, in prose or a cell ("OTP seed JBSW…", "2FA secret: …"), or in an otpauth URI;
# (round 32) or a setting named for it, quoted or not ('"ADMIN_TOTP":"E7J3…"').
OTP_SEED = (r"(?<=(?i:(?<![A-Za-z])(?:t?otp|2fa|mfa|authenticator|totp)[ _\-]?(?:seed|secret|key)|(?<![A-Za-z])totp|otpauth://[^\s?]{0,120}\?"
            r"(?:[^\s&]*&)*secret=)[\"']?\s*[:=：]?\s*[\"']?)(?=[A-Z2-7]*[2-7])[A-Z2-7]{16,64}(?![A-Za-z0-9])")
# A BitLocker recovery key: eight groups of six digits.
RECOVERY_KEY = r"(?<![\d\-])\d{6}(?:-\d{6}){7}(?![\d\-])"
# Lower-case hex keys in a setting named like a key: "routing_key: 9c4f…", 'login(key="3f8a…")'.
# (round 31: upper-case hex too, OctoPrint's "api:" / "key: 39D6A2BE…"; and a URL's "appid=", OpenWeather's key;
# round 34: a salt, "OJS_SALT: f024e487…")
HEX_KEY = (r"(?<=(?:^|[^A-Za-z0-9])[A-Za-z0-9_\-.]*(?i:key|token|secret|salt|[?&]appid)[\"']?\s*(?:[:=]|：|=>)\s*[\"']?)"
           r"(?:(?=[a-f0-9]*\d)(?=[a-f0-9]*[a-f])[a-f0-9]{32,64}|(?=[A-F0-9]*\d)(?=[A-F0-9]*[A-F])[A-F0-9]{32,64})(?![A-Za-z0-9])")
# Round 24: a hex key said in prose after its name, either case ("the Steam web api key rotated, new one is 50F81D9B…");
# round 34: a signing secret, and "you have …" ("the signing secret too (you have 8f2e1c07…)").
HEX_KEY_PROSE = (r"(?<=(?i:\bapi[\s_\-]?key|\baccess[\s_\-]?token|\bsecret[\s_\-]?key|\bsigning[\s_\-]?secret)\b[^\n]{0,40}?"
                 r"(?i:\bis|\bnow|:|\bhave|\bhas)\s*[\"'`]?)"
                 r"(?=[A-Fa-f0-9]*\d)(?=[A-Fa-f0-9]*[A-Fa-f])(?:[a-f0-9]{32,64}|[A-F0-9]{32,64})(?![A-Za-z0-9])")
# Any setting whose name ends in "key" ("api_v3_key", "signingKey", "COS_SECRET_KEY") holding a long
# mixed letters-and-digits value; the value must look random, so "sort_key: created_at" stays.
NAMED_KEY = (r"(?<=(?:^|[^A-Za-z0-9])[A-Za-z0-9_\-.]*(?i:key|secret|salt|signature|credential|private)[\"']?\s*(?:[:=]|：|=>)\s*" + _TYPED
             + r"[\"']?)"
             r"(?=[A-Za-z0-9+/=_.\-]*\d)(?=[A-Za-z0-9+/=_.\-]*[a-z])(?=[A-Za-z0-9+/=_.\-]*[A-Z])(?=[A-Za-z0-9+/=_.\-]{16})"
             r"[A-Za-z0-9+/=_\-]{8,}(?:[.~][A-Za-z0-9+/=_\-~]+)*(?![A-Za-z0-9+/=_.\-~])")  # ("…Mnz.JI~plf…", round 20)

# Round 32: one case of letters with digits, long enough to be random, in a setting named for a key or a secret
# ('WECHAT_PAY_KEY = "3mipnq3i00qn1bewbtbpkqzkrmg397s7"'): four digits and eight letters at least
NAMED_KEY_ONE_CASE = (r"(?<=(?:^|[^A-Za-z0-9])[A-Za-z0-9_\-.]*(?i:key|secret)[\"']?\s*(?:[:=]|：|=>)\s*[\"']?)"
                      r"(?:(?=(?:[a-z]*\d){4})(?=(?:\d*[a-z]){8})[a-z0-9]{24,64}"
                      r"|(?=(?:[A-Z]*\d){4})(?=(?:\d*[A-Z]){8})[A-Z0-9]{24,64})(?![A-Za-z0-9+/=_.\-~])")

# (round 28: a public key, a WireGuard peer's "PublicKey = …", which every corpus calls a look-alike; round 34: a
# reCAPTCHA site key, public in every page that shows the widget)
_NOT_A_CREDENTIAL = re.compile(r"(?i:csrf|xsrf|nonce|idempotency|correlation|trace|request|page|cursor|continuation|pagination|"
                               r"sync|cache|sort|partition|public|pub|site)[\s_\-]?(?i:token|key|id)[\"']?\s*(?:[:=]|：|=>)\s*[\"']?$")


# Pre-check (speed only): every pattern of SecretAssignmentRecognizer needs one of these in the text
# (an assignment sign; "secret"; an AWS key id; a PEM header; "://"; a webhook path; a recovery key's
# groups; round 24: "api key", "access token" said in prose). Case-insensitive, so it holds whatever flags the patterns run with. Change it with the
# patterns (tests/privacy/test_prechecks.py pins them).
SECRET_PRECHECK = re.compile(r"(?i:[:=：]|secret|seed|totp|AKIA|ASIA|-----BEGIN |://|whsec_|hooks\.slack\.com/|/(?:hook|webhooks?)/|"
                             r"\d{6}-\d{6}|api[\s_\-]?key|access[\s_\-]?token)")


_URL_WITH_PASSWORD = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*://[^\s:/@]{0,64}:[^\s@/]{3,128}@")


def _value_end(value: str) -> int:
    """Where an assigned value ends: before a note in full-width brackets ("hvs.X（1月9日过期）") and before the closing
    braces and brackets of the map around it ("{token: glsa_X}") (round 17)."""
    cut = value.find("（")
    end = cut if cut > 0 else len(value)
    while end > 1 and value[end - 1] in "})]" and value.count("({["["})]".index(value[end - 1])], 0, end) \
            < value.count(value[end - 1], 0, end):
        end -= 1
    return end


class SecretAssignmentRecognizer(PatternRecognizer):
    def __init__(self, lang: str):
        super().__init__(supported_entity="SECRET", name="SecretAssignmentRecognizer", supported_language=lang,
                         patterns=[Pattern("assigned_secret", GENERIC_SECRET, 0.7), Pattern("aws_secret", AWS_SECRET, 0.9),
                                   Pattern("pem_private_key", PEM_PRIVATE_KEY, 1.0), Pattern("url_password", URL_PASSWORD, 0.85),
                                   Pattern("webhook_secret", WEBHOOK_SECRET, 0.95), Pattern("named_key", NAMED_KEY, 0.7),
                                   Pattern("named_key_one_case", NAMED_KEY_ONE_CASE, 0.7),
                                   Pattern("hex_key", HEX_KEY, 0.7), Pattern("hex_key_prose", HEX_KEY_PROSE, 0.7),
                                   Pattern("recovery_key", RECOVERY_KEY, 0.9),
                                   Pattern("quoted_secret", QUOTED_SECRET, 0.75),
                                   Pattern("otp_seed", OTP_SEED, 0.9)],
                         global_regex_flags=FLAGS)

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        if not SECRET_PRECHECK.search(text):
            return []  # no pattern can match (the pre-check above)
        results = super().analyze(text, entities, nlp_artifacts, regex_flags)
        # "csrf_token: …", "next_page_token=…", "idempotency key: …": tokens that open nothing
        out = []
        for r in results:
            if _NOT_A_CREDENTIAL.search(text[max(0, r.start - 40):r.start]):
                continue
            value = text[r.start:r.end]
            if _URL_WITH_PASSWORD.search(value):
                continue  # "PG_URL=postgres://u:PASS@host": the password is the secret (url_password), not the URL
            quoted = r.start > 0 and text[r.start - 1] in "\"'" and text[r.end:r.end + 1] == text[r.start - 1]
            if not quoted:  # (round 34: a quoted value is whole, brackets and all: 'SECRET_KEY = "c)+1w3)!…(v=hcn5)"')
                r.end = r.start + _value_end(value)
            out.append(r)
        return out

    def validate_result(self, pattern_text: str) -> bool | None:
        return None if _secret_valid(pattern_text) else False


def key_recognizers(lang: str) -> list[PatternRecognizer]:
    keys = PatternRecognizer(supported_entity="APIKEY", name="ApiKeyRecognizer", supported_language=lang,
                             patterns=[Pattern(n, rx, s) for n, rx, s in KEY_PATTERNS], global_regex_flags=FLAGS)
    return [keys, SecretAssignmentRecognizer(lang)]


# Public identifiers shaped like keys: a Stripe publishable key (in every checkout page), a Mapbox public token, a Twilio
# Account SID. They name an account and grant nothing, so no recognizer's key or secret is kept on one (a generic
# `*_KEY=` form found them too; every blind corpus's writer marked them as look-alikes, one of ten as a key).
# (round 25: Twilio's other resource ids too -- a messaging service "MG…", a phone number "PN…")
_PUBLIC_ID = re.compile(r"(?:pk_(?:live|test)_[A-Za-z0-9]{16,}|pk\.eyJ[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{20,}|"
                        r"(?:AC|MG|PN|MS|SM|MM|CA|AP|IS|VA|CH|RE)[0-9a-f]{32}|"
                        # round 34: a DingTalk app's AppKey (its client id; the AppSecret is the credential): 17 of 17
                        # in the development corpora are look-alikes
                        r"ding[a-z0-9]{14,20})")


def is_public_id(entity: str, value: str) -> bool:
    return entity in ("APIKEY", "SECRET", "PASSWORD") and (bool(_PUBLIC_ID.fullmatch(value.strip())) or _anon_jwt(value.strip()))


_JWT_PAYLOAD = re.compile(r"eyJ[A-Za-z0-9_\-]{8,}\.(eyJ[A-Za-z0-9_\-]{8,})\.[A-Za-z0-9_\-]{8,}")


def _anon_jwt(value: str) -> bool:
    """Round 38: a token whose claims give it the anonymous role (Supabase's "anon" key, shipped in every browser that
    loads the site, as a publishable key is); its "service_role" sibling is the secret."""
    m = _JWT_PAYLOAD.fullmatch(value)
    if m is None:
        return False
    payload = m.group(1)
    try:
        claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    except ValueError:
        return False
    return isinstance(claims, dict) and claims.get("role") == "anon"
