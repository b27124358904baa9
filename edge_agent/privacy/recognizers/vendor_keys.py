"""Vendor credentials in their vendors' own shapes, beyond `keys.py` (issue 15, round 6): more cloud providers
(Chinese ones included), SaaS and CI tokens, AI-API keys, package registries, chat-platform webhooks, OAuth client
secrets, age and PuTTY/PGP private keys, and the password inside a connection string.

Each pattern is a prefix or a structure that one vendor issues (its documentation's format), so the value
needs no context word; a few formats that are only random characters are taken after the setting or header
that carries them (`SSWS …`, `Authorization: Basic …` that decodes to "user:password"). Spans are the
credential itself, with the same edges as `keys.py`: a token glued to more token characters is not taken.

Types follow the blind corpora's convention: a vendor API key or token is APIKEY; a signing or client secret,
a private key, a webhook URL whose path is the credential and a password inside a connection string or DSN
are SECRET.
"""
from __future__ import annotations

import base64
import binascii

import regex as re
from presidio_analyzer import RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

_L = r"(?<![A-Za-z0-9_\-])"
_R = r"(?![A-Za-z0-9_\-])"

VENDOR_KEYS = [
    # Chinese and other cloud providers (Alibaba LTAI and Tencent AKID are in keys.py)
    ("baidu_bce", _L + r"(?:bce-v3/)?ALTAK[A-Za-z0-9\-]{18,}(?:/[a-f0-9]{32,64})?" + _R, 0.9),
    ("volcengine_kingsoft", _L + r"AKL[TP][A-Za-z0-9_\-]{30,}" + _R, 0.85),
    ("jdcloud", _L + r"JDC_[A-Z0-9]{28,32}" + _R, 0.9),
    ("alibaba_sts", _L + r"STS\.[A-Za-z0-9]{20,}" + _R, 0.85),
    ("aws_mws", _L + r"amzn\.mws\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}" + _R, 0.95),
    ("cloudflare_origin_ca", _L + r"v1\.0-[a-f0-9]{24}-[a-f0-9]{146}" + _R, 0.95),
    ("ibm_iam", r"(?<=(?i:ibm[_-]?(?:cloud[_-]?)?api[_-]?key)[\"']?\s*[:=]\s*[\"']?)[A-Za-z0-9_\-]{44}" + _R, 0.85),
    # AI APIs (OpenAI / Anthropic / OpenRouter / Groq / xAI are in keys.py)
    ("zhipu", _L + r"[a-f0-9]{32}\.(?=[a-z0-9]{0,15}[A-Z])[A-Za-z0-9]{16}" + _R, 0.85),  # mixed case after the dot
    ("perplexity", _L + r"pplx-[A-Za-z0-9]{40,}" + _R, 0.95),
    ("replicate", _L + r"r8_[A-Za-z0-9]{37}" + _R, 0.95),
    ("langsmith", _L + r"lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}" + _R, 0.95),
    ("pinecone", _L + r"pcsk_[A-Za-z0-9_]{40,}" + _R, 0.95),
    ("tavily", _L + r"tvly-(?:dev-|prod-)?[A-Za-z0-9]{32}" + _R, 0.95),
    ("fireworks", _L + r"fw_[A-Za-z0-9]{24,}" + _R, 0.85),
    ("elevenlabs", _L + r"sk_[a-f0-9]{48}" + _R, 0.9),
    ("hf_org", _L + r"api_org_[A-Za-z0-9]{34}" + _R, 0.95),
    # source hosting, CI and package registries
    ("bitbucket", _L + r"ATBB[A-Za-z0-9_=.\-]{32,}" + _R, 0.95),
    ("circleci", _L + r"CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40}" + _R, 0.95),
    ("buildkite", _L + r"bkua_[a-f0-9]{40}" + _R, 0.95),
    ("sonarqube", _L + r"sq[apu]_[a-f0-9]{40}" + _R, 0.9),
    ("jfrog", _L + r"(?:AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59})" + _R, 0.9),
    ("rubygems", _L + r"rubygems_[a-f0-9]{48}" + _R, 0.95),
    ("nuget", _L + r"oy2[a-z0-9]{43}" + _R, 0.85),
    ("cargo", _L + r"cio[A-Za-z0-9]{32}" + _R, 0.8),
    ("clojars", _L + r"CLOJARS_[a-z0-9]{60}" + _R, 0.95),
    ("terraform", _L + r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_\-=]{60,}" + _R, 0.95),
    ("pulumi", _L + r"pul-[a-f0-9]{40}" + _R, 0.95),
    ("doppler", _L + r"dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}" + _R, 0.95),
    ("onepassword", _L + r"ops_eyJ[A-Za-z0-9+/=_\-]{60,}" + _R, 0.95),
    # hosting, databases, observability
    ("heroku", _L + r"HRKU-[A-Za-z0-9_\-]{20,}" + _R, 0.95),
    ("netlify", _L + r"nf[pcuo]_[A-Za-z0-9]{36,}" + _R, 0.9),
    ("supabase", _L + r"(?:sbp_[a-f0-9]{40}|sb_secret_[A-Za-z0-9_\-]{20,})" + _R, 0.95),
    ("planetscale", _L + r"pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_\-.]{32,}" + _R, 0.95),
    ("render", _L + r"rnd_[A-Za-z0-9]{32,}" + _R, 0.9),
    ("flyio", _L + r"(?:fo1_[A-Za-z0-9_\-]{40,}|fm2_[A-Za-z0-9+/=,_\-]{50,})" + _R, 0.9),
    ("dynatrace", _L + r"dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}" + _R, 0.95),
    ("newrelic_more", _L + r"(?:NRII-[A-Za-z0-9_\-]{32}|NRJS-[a-f0-9]{19}|NRAA-[a-f0-9]{27})" + _R, 0.95),
    ("sentry_token", _L + r"(?:sntrys_[A-Za-z0-9+/=_]{40,}|sntryu_[a-f0-9]{64})" + _R, 0.95),
    ("contentful", _L + r"CFPAT-[A-Za-z0-9_\-]{43}" + _R, 0.95),
    # SaaS, payments, messaging
    ("slack_app_config", _L + r"(?:xapp-\d-[A-Z0-9]+-\d+-[a-f0-9]+|xoxe\.xox[bp]-\d-[A-Za-z0-9]{40,}|xoxe-\d-[A-Za-z0-9]{40,})"
     + _R, 0.95),
    ("airtable", _L + r"pat[A-Za-z0-9]{14}\.[a-f0-9]{64}" + _R, 0.95),
    ("figma", _L + r"figd_[A-Za-z0-9_\-]{40,}" + _R, 0.95),
    ("hubspot", _L + r"pat-(?:na|eu)\d-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}" + _R, 0.95),
    ("typeform", _L + r"tfp_[A-Za-z0-9_\-.]{40,}" + _R, 0.95),
    ("brevo", _L + r"xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}" + _R, 0.95),
    ("asana", _L + r"[12]/\d{10,16}(?:/\d{10,16})?:[a-f0-9]{32}" + _R, 0.85),
    ("razorpay", _L + r"rzp_(?:live|test)_[A-Za-z0-9]{14,}" + _R, 0.95),
    ("flutterwave", _L + r"FLW(?:SECK|PUBK)(?:_TEST)?-[a-f0-9]{32}-X" + _R, 0.95),
    ("braintree", _L + r"access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}" + _R, 0.95),
    ("shippo", _L + r"shippo_(?:live|test)_[a-f0-9]{40}" + _R, 0.95),
    ("woocommerce_key", _L + r"ck_[a-f0-9]{40}" + _R, 0.9),  # round 30: WooCommerce's REST consumer key
    ("mapbox", _L + r"sk\.eyJ[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{20,}" + _R, 0.95),  # pk.: a public token
    ("facebook", _L + r"EAA[BCDGI][A-Za-z0-9]{60,}" + _R, 0.85),
    ("twitter_bearer", _L + r"A{20,}[A-Za-z0-9%]{30,}" + _R, 0.85),
    ("firebase_fcm", _L + r"AAAA[A-Za-z0-9_\-]{7}:APA91b[A-Za-z0-9_\-]{100,}" + _R, 0.95),
    ("telegram_in_url", r"(?<=/bot)\d{8,10}:AA[A-Za-z0-9_\-]{33}" + _R, 0.9),
    ("okta_ssws", r"(?<=\bSSWS\s+)[A-Za-z0-9_\-]{40,}" + _R, 0.9),
    # other Authorization schemes than Bearer: "Authorization: Token 9f…", "Authorization: Bot …", "ApiKey …"
    ("authorization_scheme", r"(?<=(?i:authorization)[\"']?\s*[:=]\s*[\"']?(?:Token|token|Api-Key|ApiKey|apikey|Key|key|Bot|"
     r"GenieKey|Splunk|OAuth|MAC|Signature|Digest\s+\S+)\s+)(?=[A-Za-z0-9._\-+/=]*\d)[A-Za-z0-9._\-+/=]{16,}", 0.85),
]

# Secrets with a vendor's shape (SECRET, not APIKEY): OAuth client secrets, signing secrets, private keys.
VENDOR_SECRETS = [
    ("google_client_secret", _L + r"GOCSPX-[A-Za-z0-9_\-]{28}" + _R, 0.95),
    # Azure AD / Entra app client secret: three characters, a digit, "Q~", then 31-34 more
    ("azure_client_secret", r"(?<![A-Za-z0-9_~.\-])[A-Za-z0-9_~.\-]{3}\dQ~[A-Za-z0-9_~.\-]{31,34}(?![A-Za-z0-9_~.\-])", 0.9),
    ("dingtalk_sign_secret", _L + r"SEC[a-f0-9]{64}" + _R, 0.95),
    ("woocommerce_secret", _L + r"cs_[a-f0-9]{40}" + _R, 0.9),  # round 30: its consumer secret
    ("age_secret_key", _L + r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}" + _R, 1.0),
    ("pgp_private_block", r"-----BEGIN PGP PRIVATE KEY BLOCK-----.+?-----END PGP PRIVATE KEY BLOCK-----", 1.0),
    ("putty_private_key", r"PuTTY-User-Key-File-\d:[^\n]*\n(?:[^\n]*\n){1,80}?Private-(?:MAC|Hash):\s*[A-Fa-f0-9]{20,}", 1.0),
    # the whole URL of a Feishu / Lark bot webhook and of a Google Chat webhook, as Slack's (keys.py)
    ("feishu_lark_webhook", r"https?://open\.(?:feishu\.cn|larksuite\.com|larkoffice\.com)/open-apis/bot/v2/hook/[A-Za-z0-9\-]{20,}", 0.95),
    ("google_chat_webhook", r"https?://chat\.googleapis\.com/v1/spaces/[A-Za-z0-9_\-]+/messages\?key=[A-Za-z0-9_\-]+&token=[A-Za-z0-9_\-%=]+",
     0.95),
    ("mattermost_zapier_hook", r"https?://hooks\.zapier\.com/hooks/catch/\d+/[a-z0-9]+/?", 0.9),
    # the signature of a presigned S3 / GCS URL
    ("presigned_signature", r"(?<=[?&](?i:x-amz-signature|x-goog-signature)=)[A-Fa-f0-9]{40,512}(?![A-Fa-f0-9])", 0.9),
    # a wallet's recovery phrase: 12-24 lower-case words after its name
    ("seed_phrase", r"(?<=(?i:seed\s+phrase|recovery\s+phrase|secret\s+recovery\s+phrase|mnemonic(?:\s+phrase)?|backup\s+phrase|"
     r"wallet\s+words)[\"']?\s*(?:is|was|:|=|：)?\s*[\"'`]?)[a-z]{3,8}(?:\s+[a-z]{3,8}){11,23}(?![a-z])", 0.95),
    ("seed_phrase_zh", r"(?<=助记词(?:是|为|：|:)?\s*)[a-z]{3,8}(?:\s+[a-z]{3,8}){11,23}(?![a-z])", 0.95),
    # a crypto private key after its name: Ethereum 0x + 64 hex, Bitcoin WIF (base58, 51-52 characters)
    ("crypto_private_key", r"(?<=(?i:private\s?key|priv\s?key|privkey|wif|secret\s+key)[\"']?\s*(?:is|:|=|：)?\s*[\"'`]?|私钥(?:是|为|：|:)?\s*)"
     r"(?:0x[a-fA-F0-9]{64}|[a-fA-F0-9]{64}|[5KL][1-9A-HJ-NP-Za-km-z]{50,51})(?![A-Za-z0-9])", 0.95),
    # an AWS STS session token (its protobuf header base64-encoded: "IQoJb3JpZ2luX2Vj", older "FwoGZXIvYXdzE"),
    # a Salesforce session id (org id "00D…", "!", the session), account recovery / backup codes after their name
    ("django_secret_key", r"django-insecure-[^\s\"'`]{20,}", 0.95),
    ("aws_session_token", r"(?<![A-Za-z0-9+/])(?:IQoJb3JpZ2luX2Vj|F[wQ]oGZXIvYXdzE)[A-Za-z0-9+/]{80,}={0,2}(?![A-Za-z0-9+/=])", 0.95),
    ("salesforce_session", _L + r"00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{80,}" + _R, 0.9),
    ("recovery_code", r"(?<=(?i:recovery|backup)[\s_\-]?codes?[\"']?\s*(?:is|are|:|=|：)?\s*[\"'`]?|(?:恢复|备用|恢復|備用)(?:码|碼|代码)(?:是|为|：|:)?\s*)"
     r"[A-Za-z0-9]{4,5}(?:-[A-Za-z0-9]{4,5}){1,5}(?![A-Za-z0-9\-])", 0.9),
    # kubeconfig's client key, Vault's unseal keys, a session cookie's value
    ("kube_client_key", r"(?<=client-key-data:\s*)[A-Za-z0-9+/=]{40,}", 0.95),
    ("vault_unseal_key", r"(?<=(?i:unseal\s+key\s*\d?|recovery\s+key\s*\d?)\s*:\s*)[A-Za-z0-9+/=]{40,}", 0.95),
    ("session_cookie", r"(?<=(?i:cookie):[^\n]{0,200}?(?<![A-Za-z0-9_])(?i:session(?:id)?|sid|connect\.sid|phpsessid|jsessionid|"
     r"remember_token|auth_token|_session|access_token)=)[A-Za-z0-9%._\-+/=]{16,}", 0.85),
    # round 34: an Express session cookie's signed value, whatever it is called ("SESSION_COOKIE_SAMPLE=s%3A8TPQ….MkqZ…"):
    # "s:" URL-encoded, the session id, a dot and the HMAC signature
    ("express_signed_cookie", r"(?<![A-Za-z0-9%])s%3A[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9+/_\-]{27,}(?:%3D)*(?![A-Za-z0-9+/%])", 0.85),
    # round 34: backup codes of two four-digit groups, several to a line under their heading ("backup codes:\n2485 6761   9647 2344")
    ("spaced_backup_code", r"(?<=(?i:recovery|backup)[\s_\-]?codes?[^\n]{0,40}\n(?:[ \t]*\d{4} \d{4}[ \t]{2,})*[ \t]*)"
     r"\d{4} \d{4}(?![\d\-]| \d)", 0.85),
]

# What each pattern's match must contain, checked with a plain substring search before its regex runs (speed only:
# most texts hold none of them; tests/privacy/test_vendor_keys.py checks every match contains its literal).
LITERALS = {
    "baidu_bce": "ALTAK", "volcengine_kingsoft": "AKL", "jdcloud": "JDC_", "alibaba_sts": "STS.", "aws_mws": "amzn.mws.",
    "cloudflare_origin_ca": "v1.0-", "ibm_iam": "", "zhipu": ".", "perplexity": "pplx-", "replicate": "r8_",
    "langsmith": "lsv2_", "pinecone": "pcsk_", "tavily": "tvly-", "fireworks": "fw_", "elevenlabs": "sk_",
    "hf_org": "api_org_", "express_signed_cookie": "s%3A", "spaced_backup_code": "", "bitbucket": "ATBB", "circleci": "CCIPAT_", "buildkite": "bkua_", "sonarqube": "_",
    "jfrog": "", "rubygems": "rubygems_", "nuget": "oy2", "cargo": "cio", "clojars": "CLOJARS_", "terraform": ".atlasv1.",
    "pulumi": "pul-", "doppler": "dp.", "onepassword": "ops_eyJ", "heroku": "HRKU-", "netlify": "_", "supabase": "sb",
    "planetscale": "pscale_", "render": "rnd_", "flyio": "_", "dynatrace": "dt0c01.", "newrelic_more": "NR",
    "sentry_token": "sntry", "contentful": "CFPAT-", "slack_app_config": "x", "airtable": "pat", "figma": "figd_",
    "hubspot": "pat-", "typeform": "tfp_", "brevo": "xkeysib-", "asana": "/", "razorpay": "rzp_", "flutterwave": "FLW",
    "braintree": "access_token$", "shippo": "shippo_", "woocommerce_key": "ck_", "mapbox": "k.eyJ", "facebook": "EAA", "twitter_bearer": "AAAAAAAAAA",
    "firebase_fcm": ":APA91b", "telegram_in_url": "/bot", "okta_ssws": "SSWS",
    "google_client_secret": "GOCSPX-", "azure_client_secret": "Q~", "dingtalk_sign_secret": "SEC", "woocommerce_secret": "cs_",
    "age_secret_key": "AGE-SECRET-KEY-1", "pgp_private_block": "-----BEGIN PGP PRIVATE KEY BLOCK-----",
    "putty_private_key": "PuTTY-User-Key-File-", "feishu_lark_webhook": "/open-apis/bot/v2/hook/",
    "google_chat_webhook": "chat.googleapis.com/", "mattermost_zapier_hook": "hooks.zapier.com/",
    "seed_phrase": "", "seed_phrase_zh": "助记词", "crypto_private_key": "", "kube_client_key": "client-key-data:",
    "vault_unseal_key": "", "session_cookie": "", "authorization_scheme": "", "presigned_signature": "-Signature=",
    "aws_session_token": "", "salesforce_session": "!", "recovery_code": "", "django_secret_key": "django-insecure-",
}
# A case-insensitive literal ("ibm" in "IBM_CLOUD_API_KEY"), or a shape no literal names ("jfrog": AKCp / cmVmd).
_LITERAL_RX = {"ibm_iam": re.compile(r"(?i:ibm)"), "jfrog": re.compile(r"AKCp|cmVmd"),
               "seed_phrase": re.compile(r"(?i:phrase|mnemonic|wallet\s+words)"),
               "crypto_private_key": re.compile(r"(?i:priv|wif|secret\s+key)|私钥"),
               "vault_unseal_key": re.compile(r"(?i:(?:unseal|recovery)\s+key)"), "session_cookie": re.compile(r"(?i:cookie):"),
               "authorization_scheme": re.compile(r"(?i:authorization)"), "presigned_signature": re.compile(r"(?i:-signature=)"),
               "aws_session_token": re.compile(r"IQoJb3JpZ2luX2Vj|F[wQ]oGZXIvYXdzE"),
               "recovery_code": re.compile(r"(?i:(?:recovery|backup)[\s_\-]?code)|(?:恢复|备用|恢復|備用)(?:码|碼|代码)")}


class VendorKeyRecognizer(SingleEntityRecognizer):
    """One entity's vendor patterns; each runs only on a text that holds its literal."""

    PATTERNS: list[tuple[str, str, float]] = []

    def __init__(self, lang: str):
        super().__init__(lang)
        self._patterns = [(name, LITERALS[name], _LITERAL_RX.get(name), re.compile(rx, re.MULTILINE | re.DOTALL), score)
                          for name, rx, score in self.PATTERNS]

    def find(self, text: str) -> list[RecognizerResult]:
        out: list[RecognizerResult] = []
        for _name, literal, literal_rx, rx, score in self._patterns:
            if (literal_rx.search(text) is None) if literal_rx is not None else literal not in text:
                continue
            out += [self.result(m.start(), m.end(), score) for m in rx.finditer(text)]
        return out


class VendorApiKeyRecognizer(VendorKeyRecognizer):
    ENTITY = "APIKEY"
    PATTERNS = VENDOR_KEYS


class VendorSecretRecognizer(VendorKeyRecognizer):
    ENTITY = "SECRET"
    PATTERNS = VENDOR_SECRETS


# --- passwords inside connection strings and DSNs: SECRET ------------------------------------------------------

# ADO.NET / ODBC / JDBC-properties style: "Server=db;Database=crm;User Id=sa;Password=X;" — a `;`-separated list
# of settings that names a server or a database. The value runs to the next `;` (or a closing quote), or is in {braces}.
_CONN_KEYS = re.compile(r"(?i:(?<![A-Za-z])(?:server|data\s+source|host|hostname|address|addr|database|initial\s+catalog|dbname|"
                        r"uid|user\s*id|user(?:name)?|driver|dsn|port|provider|accountname|endpoint)\s*=)")
_CONN_PASSWORD = re.compile(r"(?i:(?<![A-Za-z])(?:password|pwd|passwd|pass)\s*=\s*)(?:\{(?P<b>[^{}\n]{1,128})\}|(?P<v>[^;\s\"'{}][^;\"'\n]{0,127}?))"
                            r"(?=\s*(?:;|\"|'|$|\n))", re.MULTILINE)
# libpq keyword/value DSN: "host=10.0.0.5 port=5432 user=app password=X dbname=shop"
_KV_DSN_PASSWORD = re.compile(r"(?<=(?<![A-Za-z_])(?:host|hostaddr|dbname|user)=[^\s]+\s+(?:[a-z_]+=[^\s]+\s+){0,4}"
                              r"password=)(?:'(?P<q>[^'\n]{1,128})'|(?P<v>[^\s'\"]{1,128}))")
# A password in the query of a database URL: "jdbc:postgresql://db:5432/dw?user=r&password=X", "…?pwd=X&…"
_URL_QUERY_PASSWORD = re.compile(r"(?<=(?:jdbc:[a-z0-9]+:|[a-z][a-z0-9+.\-]*://)[^\s?\"'<>]{1,200}\?(?:[^\s&\"'<>#]*&)*"
                                 r"(?i:password|passwd|pwd|pass)=)(?P<v>[^\s&\"'<>;]{1,128})")
# A .pgpass line: host:port:database:user:password
_PGPASS = re.compile(r"(?m)^[\w.\-*]+:(?:\d{2,5}|\*):[\w.\-*]+:[\w.\-*@]+:(?P<v>\S{4,128})$")
# "Authorization: Basic <base64 of user:password>"
_BASIC = re.compile(r"(?<=(?<![A-Za-z])(?i:basic)\s+)(?P<v>[A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])")


def _basic_ok(value: str) -> bool:
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return False
    user, sep, password = decoded.partition(":")
    return bool(sep and user and password) and decoded.isprintable()


class ConnectionSecretRecognizer(SingleEntityRecognizer):
    """The password of a connection string, a keyword DSN or a database URL's query, and HTTP Basic credentials."""

    ENTITY = "SECRET"

    def find(self, text: str) -> list[RecognizerResult]:
        out: list[RecognizerResult] = []
        low = text.lower()
        if "p" not in low:
            return out
        if "=" in text and ("pass" in low or "pwd" in low):
            for m in _CONN_PASSWORD.finditer(text):
                start = text.rfind("\n", 0, m.start()) + 1
                stop = text.find("\n", m.end())
                line = text[start:len(text) if stop < 0 else stop]
                if line.count(";") >= 1 and _CONN_KEYS.search(line):
                    g = "b" if m.group("b") is not None else "v"
                    a, b = m.start(g), m.end(g)
                    while b > a and text[b - 1] == " ":
                        b -= 1
                    if b - a >= 3 and not text[a:b].startswith(("$", "<", "{{", "%", "*")):
                        out.append(self.result(a, b, 0.85))
            for rx in (_KV_DSN_PASSWORD, _URL_QUERY_PASSWORD):
                for m in rx.finditer(text):
                    g = "q" if m.groupdict().get("q") else "v"
                    if len(m.group(g)) >= 3 and not m.group(g).startswith(("$", "<", "{{", "%(", "*")):
                        out.append(self.result(m.start(g), m.end(g), 0.85))
        for m in _PGPASS.finditer(text) if text.count(":") >= 4 else ():
            out.append(self.result(m.start("v"), m.end("v"), 0.85))  # a .pgpass line is a connection's password
        if "asic" in low:
            for m in _BASIC.finditer(text):
                if _basic_ok(m.group("v")):
                    out.append(self.result(m.start("v"), m.end("v"), 0.85))
        return out


# A random-looking token named in prose or with a space instead of "=": "my api key is 3f9c…", "token 07d42c…",
# "the client secret: Xk9…", "API Key 是 sk9…", "密钥为 …". The value needs 16+ characters with letters and digits.
# (round 28: an "auth key" too, a UUID one included ("DEEPL_AUTH_KEY=667c58c9-…:fx"), and a framework's
# "APP_KEY=base64:…")
_NAMED_TOKEN = re.compile(
    r"(?<![A-Za-z0-9_])(?i:api[\s_\-]?key|access[\s_\-]?key(?:[\s_\-]?(?:id|secret))?|secret(?:[\s_\-]?(?:access[\s_\-]?)?key)?|auth(?:entication)?[\s_\-](?:token|key)|"
    r"access[\s_\-]token|bearer[\s_\-]token|refresh[\s_\-]token|app[\s_\-]?secret|client[\s_\-]secret|private[\s_\-]token|"
    r"personal[\s_\-]access[\s_\-]token|pat|token|app[\s_\-]?key|license[\s_\-]key|signing[\s_\-]key|webhook[\s_\-]secret)"
    r"(?![A-Za-z])(?:\s*\([^()\n]{1,20}\))?[\"']?\s*(?:(?i:is|was|=|:|->|=>)|是|为|：)?\s*[`\"'“]?"
    r"(?P<v>(?:base64:)?(?=[A-Za-z0-9_\-+/.]*\d)(?=[A-Za-z0-9_\-+/.]*[A-Za-z])[A-Za-z0-9][A-Za-z0-9_\-+/.]{15,199}={0,2})"
    r"(?![A-Za-z0-9_\-+/=])")  # "=" only as base64 padding: "token sig=…" is a key=value, not one token


_NOT_A_CREDENTIAL = re.compile(r"(?i:csrf|xsrf|nonce|idempotency|correlation|trace|request|page|next|continuation|cursor|"
                               r"pagination|sync|cache|sort|partition|primary|foreign|unique|composite|public)[\s_\-]?$")


class NamedTokenRecognizer(SingleEntityRecognizer):
    """A token named by the words before it, in prose or with a space, when the value looks random (APIKEY)."""

    ENTITY = "APIKEY"

    def find(self, text: str) -> list[RecognizerResult]:
        out: list[RecognizerResult] = []
        low = text.lower()
        if not any(w in low for w in ("key", "secret", "token", "pat")):
            return out
        for m in _NAMED_TOKEN.finditer(text):
            if _NOT_A_CREDENTIAL.search(text[max(0, m.start() - 16):m.start()]):
                continue  # "csrf token", "next page token", "idempotency key": tokens that open nothing
            v = m.group("v").rstrip(".")
            if v.count(".") > 2 and not v.startswith("eyJ") or re.fullmatch(r"[\d.\-/]+", v) or "//" in v \
                    or re.fullmatch(r"[A-Za-z]+(?:[_\-][A-Za-z]+)*\d{0,3}", v) or _looks_like_path_or_word(v):
                continue
            # a token named a secret ("client secret", "AccessKeySecret", "app_secret") is typed SECRET
            name = text[m.start():m.start("v")]
            typ = "SECRET" if "secret" in name.lower() else "APIKEY"
            out.append(RecognizerResult(typ, m.start("v"), m.start("v") + len(v), 0.7))
        return out


def _looks_like_path_or_word(v: str) -> bool:
    """A file name, a version, a hostname or an identifier made of words is not a token ("config_v2_backup_2024")."""
    if re.search(r"\.(?:json|ya?ml|txt|pem|env|ini|cfg|conf|py|js|ts|log|csv|key|crt|com|org|net|io)$", v, re.I):
        return True
    parts = re.split(r"[_\-.]", v)
    return len(parts) >= 3 and all(re.fullmatch(r"[A-Za-z]{2,}|\d{1,4}|v\d+", p) for p in parts)


def vendor_key_recognizers(lang: str) -> list:
    return [VendorApiKeyRecognizer(lang), VendorSecretRecognizer(lang), ConnectionSecretRecognizer(lang),
            NamedTokenRecognizer(lang)]
