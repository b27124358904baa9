"""Vendor credentials in their vendors' shapes and connection-string passwords (issue 15, round 6;
`recognizers/vendor_keys.py`). Every value is invented: random characters from a fixed seed, in the
vendor's documented prefix, length and alphabet, placed in an env line, a header, JSON, YAML, prose
or a URL. Exact spans are required (the key group's strict figure). Look-alikes that must stay are
at the end."""
from __future__ import annotations

import base64
import random
import string

import pytest

from edge_agent.privacy.detect import Detector
from edge_agent.privacy.recognizers import vendor_keys

_RNG = random.Random(20261201)
_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_UP = string.ascii_uppercase + string.digits


def r(n: int, alphabet: str = _ALNUM) -> str:
    return "".join(_RNG.choice(alphabet) for _ in range(n))


@pytest.fixture(scope="module")
def detector():
    return Detector(cache=False, learned=False)


_BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
KEYS = [
    ("ALTAK" + r(21), "BAIDU_AK={}"), ("bce-v3/ALTAK-" + r(21) + "/" + r(40, _HEX), "Authorization: {}"),
    ("AKLT" + r(43), "volc.access_key_id: {}"), ("JDC_" + r(28, _UP), "jdcloud key {}"),
    ("STS." + r(28), '"SecurityToken": "{}"'), ("amzn.mws." + "-".join(r(n, _HEX) for n in (8, 4, 4, 4, 12)), "mws={}"),
    (r(32, _HEX) + "." + r(16), "ZHIPUAI_API_KEY={}"), ("pplx-" + r(48), "export PERPLEXITY_API_KEY={}"),
    ("r8_" + r(37), "REPLICATE_API_TOKEN: {}"), ("lsv2_pt_" + r(32, _HEX) + "_" + r(10, _HEX), "LANGSMITH_API_KEY={}"),
    ("pcsk_" + r(50), "pinecone key is {}"), ("tvly-" + r(32), "TAVILY_API_KEY={}"), ("sk_" + r(48, _HEX), "xi-api-key: {}"),
    ("api_org_" + r(34), "hf org token {}"), ("ATBB" + r(32), "bitbucket app password {}"),
    ("CCIPAT_" + r(22) + "_" + r(40, _HEX), "CIRCLE_TOKEN={}"), ("bkua_" + r(40, _HEX), "BUILDKITE_TOKEN={}"),
    ("sqp_" + r(40, _HEX), "sonar.token={}"), ("rubygems_" + r(48, _HEX), "GEM_HOST_API_KEY: {}"),
    (r(14) + ".atlasv1." + r(67), "TFE_TOKEN={}"), ("pul-" + r(40, _HEX), "PULUMI_ACCESS_TOKEN={}"),
    ("dp.pt." + r(43), "DOPPLER_TOKEN={}"), ("HRKU-" + r(60), "HEROKU_API_KEY={}"), ("nfp_" + r(36), "NETLIFY_AUTH_TOKEN={}"),
    ("sbp_" + r(40, _HEX), "supabase login --token {}"), ("pscale_tkn_" + r(43), "PLANETSCALE_SERVICE_TOKEN={}"),
    ("dt0c01." + r(24, _UP) + "." + r(64, _UP), "Api-Token {}"), ("NRII-" + r(32), "license_key: {}"),
    ("sntrys_" + r(60), "SENTRY_AUTH_TOKEN={}"), ("CFPAT-" + r(43), "CONTENTFUL_TOKEN={}"),
    ("xapp-1-A" + r(10, _UP) + "-" + r(13, string.digits) + "-" + r(64, _HEX), "SLACK_APP_TOKEN={}"),
    ("pat" + r(14) + "." + r(64, _HEX), "AIRTABLE_TOKEN={}"), ("figd_" + r(40), "X-Figma-Token: {}"),
    ("pat-na1-" + "-".join(r(n, _HEX) for n in (8, 4, 4, 4, 12)), "hubspot private app {}"),
    ("xkeysib-" + r(64, _HEX) + "-" + r(16), "BREVO_API_KEY={}"), ("rzp_live_" + r(14), "razorpay key_id {}"),
    ("FLWSECK-" + r(32, _HEX) + "-X", "FLW_SECRET_KEY={}"), ("shippo_live_" + r(40, _HEX), "Authorization: ShippoToken {}"),
    ("sk.eyJ" + r(40) + "." + r(22), "MAPBOX_SECRET_TOKEN='{}'"), ("EAAB" + r(120), "fb access_token={}"),
    ("1234567890:AA" + r(33), "https://api.telegram.org/bot{}/sendMessage"),
    ("00" + r(40), "Authorization: SSWS {}"),
]

SECRETS = [
    ("GOCSPX-" + r(28), '"client_secret": "{}"'), ("GOCSPX-" + r(28), "google oauth secret {} (client 1234-abc)"),
    ("aB3" + "8Q~" + r(34, _ALNUM + "_~.-"), "AZURE_CLIENT_SECRET={}"),
    ("SEC" + r(64, _HEX), "钉钉加签密钥 {}"), ("AGE-SECRET-KEY-1" + r(58, _BECH32), "# key: {}"),
    ("https://open.feishu.cn/open-apis/bot/v2/hook/" + "-".join(r(n, _HEX) for n in (8, 4, 4, 4, 12)), "飞书机器人 {}"),
    ("https://chat.googleapis.com/v1/spaces/AAAA" + r(7) + "/messages?key=AIza" + r(35) + "&token=" + r(43),
     "gchat webhook: {}"),
]


@pytest.mark.parametrize("value, template", KEYS)
def test_vendor_key_found_exactly(detector, value, template):
    text = template.format(value)
    start = text.index(value)
    ents = detector.analyze(text)
    assert any(e.type in ("APIKEY", "SECRET") and (e.start, e.end) == (start, start + len(value)) for e in ents), \
        [(e.type, e.text) for e in ents]


@pytest.mark.parametrize("value, template", SECRETS)
def test_vendor_secret_found_exactly(detector, value, template):
    text = template.format(value)
    start = text.index(value)
    ents = detector.analyze(text)
    assert any(e.type == "SECRET" and (e.start, e.end) == (start, start + len(value)) for e in ents), \
        [(e.type, e.text) for e in ents]


def test_private_key_blocks(detector):
    pgp = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBGN" + r(60) + "\n" + r(64) + "\n=Ab3d\n-----END PGP PRIVATE KEY BLOCK-----"
    putty = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\nPublic-Lines: 2\n" + r(64) + "\n"
             + r(20) + "\nPrivate-Lines: 1\n" + r(44) + "\nPrivate-MAC: " + r(64, _HEX))
    for block in (pgp, putty):
        text = "key file:\n" + block + "\nend"
        ents = detector.analyze(text)
        start = text.index(block)
        assert any(e.type == "SECRET" and (e.start, e.end) == (start, start + len(block)) for e in ents), block[:40]


_PW = "Wint3r#" + r(6)


@pytest.mark.parametrize("text, value", [
    (f'<add name="crm" connectionString="Server=sql01;Database=crm;User Id=sa;Password={_PW};" />', _PW),
    (f"Data Source=10.1.2.3,1433;Initial Catalog=hr;User ID=app;Pwd={_PW}", _PW),
    (f"Driver={{ODBC Driver 18}};Server=tcp:db.example.net;Uid=etl;Pwd={{{_PW}}};Encrypt=yes", _PW),
    (f"Host=pg1;Port=5432;Username=svc;Password={_PW};Database=orders", _PW),
    (f"psql 'host=10.0.0.5 port=5432 user=report password={_PW} dbname=dw'", _PW),
    (f"DSN: host=db.internal dbname=shop user=shop password='{_PW}' sslmode=require", _PW),
    (f"jdbc:postgresql://db:5432/dw?user=reporting&password={_PW}", _PW),
    (f"jdbc:sqlserver://db;databaseName=hr;user=sa;password={_PW}", _PW),
    (f"mongodb://db1:27017/app?authSource=admin&pwd={_PW}&ssl=true", _PW),
])
def test_connection_string_password_is_secret(detector, text, value):
    start = text.index(value)
    ents = detector.analyze(text)
    assert any(e.type == "SECRET" and (e.start, e.end) == (start, start + len(value)) for e in ents), \
        [(e.type, e.text) for e in ents]


def test_basic_auth_header(detector):
    token = base64.b64encode(b"deploy-bot:" + r(14).encode()).decode()
    text = f'curl -H "Authorization: Basic {token}" https://ci.example.net/api'
    start = text.index(token)
    ents = detector.analyze(text)
    assert any(e.type == "SECRET" and (e.start, e.end) == (start, start + len(token)) for e in ents)


@pytest.mark.parametrize("text", [
    "Password=${DB_PASSWORD};Server=db",            # a reference, not a value
    "Server=db;Database=crm;Integrated Security=true;",
    "see the basic plan for details",                # "basic" in prose
    "Authorization: Basic dGVzdA==",                 # decodes to "test": no user:password
    "sha256 9f86d081884c7d659a2feaa0c55ad015.a3bf4f1b2b0b822c",  # hex dot hex is not a Zhipu key (short tail)
    "the SEC filing 10-K is due",
    "path /usr/local/pattern_matcher and patches",
    "cio_report_2024 and fw_update notes",
])
def test_vendor_lookalike_stays(detector, text):
    assert not [e for e in detector.analyze(text) if e.type in ("APIKEY", "SECRET")], text


def test_vendor_literal_is_necessary():
    """Every match of a vendor pattern contains the literal its pre-check looks for (the pre-check only skips texts
    where the pattern cannot match)."""
    checked = 0
    for name, rx, _score in vendor_keys.VENDOR_KEYS + vendor_keys.VENDOR_SECRETS:
        literal, literal_rx = vendor_keys.LITERALS[name], vendor_keys._LITERAL_RX.get(name)
        for value, template in KEYS + SECRETS:
            text = template.format(value)
            for m in vendor_keys.re.finditer(rx, text, vendor_keys.re.MULTILINE | vendor_keys.re.DOTALL):
                window = text[max(0, m.start() - 40):m.end()]
                assert (literal_rx.search(window) if literal_rx is not None else literal in window), (name, m.group())
                checked += 1
    assert checked >= len(KEYS + SECRETS)
    assert set(vendor_keys.LITERALS) == {n for n, _, _ in vendor_keys.VENDOR_KEYS + vendor_keys.VENDOR_SECRETS}


@pytest.mark.parametrize("text, value", [
    ("SID 是 SK" + r(32, _HEX) + "，token 9f" + r(30, _HEX) + "，用完记得换", None),
    ("my api key is 3f9cA81bd02e4c7f9a1b2c3d", "3f9cA81bd02e4c7f9a1b2c3d"),
    ("the client secret: Xk9mQ2vLp7RtY4wN8bZc", "Xk9mQ2vLp7RtY4wN8bZc"),
    ("API Key 是 ab12cd34ef56gh78ij90", "ab12cd34ef56gh78ij90"),
])
def test_named_token_in_prose(detector, text, value):
    value = value or text.split("token ")[1].split("，")[0]
    start = text.index(value)
    ents = detector.analyze(text)
    assert any(e.type in ("APIKEY", "SECRET") and (e.start, e.end) == (start, start + len(value)) for e in ents), \
        [(e.type, e.text) for e in ents]


@pytest.mark.parametrize("text", [
    "token expired at 2024-01-01T10:00:00", "token config_v2_backup_2024", "the token is in vault/prod/app1",
    "csrf token: 9f8e7d6c5b4a39281706f5e4", "next page token 7c2a9a57c3aa1db21561aa", "idempotency key 4f1d2c3a8b7e4a90b1c2",
])
def test_named_token_lookalike_stays(detector, text):
    assert not [e for e in detector.analyze(text) if e.type in ("APIKEY", "SECRET")], text


_WORDS = "orbit lunar tackle glove mango ripple velvet canyon hollow fabric nectar pistol".split()


@pytest.mark.parametrize("text, value", [
    ("seed phrase: " + " ".join(_WORDS), " ".join(_WORDS)),
    ("助记词：" + " ".join(_WORDS), " ".join(_WORDS)),
    ("eth private key 0x" + r(64, _HEX), None),
    ("client-key-data: " + r(120, _ALNUM + "+/"), None),
    ("Unseal Key 1: " + r(44, _ALNUM + "+/"), None),
    ("Cookie: theme=dark; sessionid=" + r(32) + "; lang=en", None),
])
def test_wallet_and_session_secrets(detector, text, value):
    value = value or text.split(": " if "Cookie" not in text else "sessionid=")[-1].split(";")[0].split(" 0x")[-1]
    if text.startswith("eth"):
        value = text[text.index("0x"):]
    start = text.index(value)
    ents = detector.analyze(text)
    assert any(e.type == "SECRET" and (e.start, e.end) == (start, start + len(value)) for e in ents), \
        [(e.type, e.text) for e in ents]


@pytest.mark.parametrize("text", ["tx hash 0x" + "ab" * 32, "the seed phrase is stored offline", "Cookie: theme=dark; lang=en"])
def test_wallet_lookalike_stays(detector, text):
    assert not [e for e in detector.analyze(text) if e.type in ("SECRET", "APIKEY")], text


@pytest.mark.parametrize("typ, value, template", [
    ("APIKEY", "9f" + r(38, _HEX), "curl -H 'Authorization: Token {}' https://api.example.net"),
    ("APIKEY", "MT" + r(22) + "." + r(6) + "." + r(27), "Authorization: Bot {}"),
    ("SECRET", r(64, _HEX), "https://b.s3.amazonaws.com/f.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature={}"),
])
def test_authorization_schemes_and_signatures(detector, typ, value, template):
    text = template.format(value)
    start = text.index(value)
    ents = detector.analyze(text)
    assert any(e.type in ("APIKEY", "SECRET") and (e.start, e.end) == (start, start + len(value)) for e in ents), \
        [(e.type, e.text) for e in ents]


def test_public_identifiers_shaped_like_keys_stay():
    """A Stripe publishable key, a Mapbox public token and a Twilio Account SID grant nothing: every blind corpus but
    one marked them as look-alikes (INVENTED values)."""
    from edge_agent.privacy.detect import Detector

    d = Detector(cache=False, learned=False)
    for text in ("STRIPE_PUBLISHABLE_KEY=pk_live_" + "Ab3dE6gH9jK2mN5pQ8sT1vW4", 'accessToken = "pk.eyJ' + "x" * 30 + "." +
                 "y" * 22 + '"', 'TWILIO_ACCOUNT_SID: "AC' + "0123456789abcdef" * 2 + '"'):
        assert not [e for e in d.analyze(text) if e.type in ("APIKEY", "SECRET")], text
    secret = "STRIPE_SECRET_KEY=sk_live_" + "Ab3dE6gH9jK2mN5pQ8sT1vW4"
    assert any(e.type in ("APIKEY", "SECRET") for e in d.analyze(secret))
