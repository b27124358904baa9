"""Invented, well-formed sensitive values used by build_corpus.py."""
import base64, json, random
from valid import luhn_complete, iban_make, iban_group, cnid_make, verhoeff_make, steuerid_make, nir_make

R = random.Random(20261201)
A62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
HEX = "0123456789abcdef"
B64 = A62 + "+/"
URL = A62 + "-_"

def r(n, alpha=A62):
    return "".join(R.choice(alpha) for _ in range(n))

def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")

def jwt(payload):
    return b64u({"alg": "HS256", "typ": "JWT"}) + "." + b64u(payload) + "." + r(43, URL)

def g4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))

def pem(kind="RSA PRIVATE KEY", lines=5):
    body = "\n".join(r(64, B64) for _ in range(lines))
    return f"-----BEGIN {kind}-----\n{body}\n{r(24, B64)}==\n-----END {kind}-----"

V = {
    # cards
    "visa1": luhn_complete("453201758833021"),
    "mc1": luhn_complete("552904116738290"),
    "amex1": luhn_complete("37145902871346"),
    "up1": luhn_complete("621483019274556"),
    "visa2": luhn_complete("491671308245519"),
    "mc2": luhn_complete("222300481726354"),
    "jcb1": luhn_complete("353011274859063"),
    "visa3": luhn_complete("426684105937722"),
    "up2": luhn_complete("622848091736254"),
    "mc3": luhn_complete("518734002961147"),
    # ibans
    "de1": iban_make("DE", "500105175407324931"),
    "gb1": iban_make("GB", "BARC20035371852946"),
    "fr1": iban_make("FR", "30002005500000157841Z25"),
    "nl1": iban_make("NL", "RABO0318472950"),
    "es1": iban_make("ES", "00491500052718394562"),
    "it1": iban_make("IT", "K0306909606100000063581"),
    "de2": iban_make("DE", "120300001064738291"),
    "be1": iban_make("BE", "539007547034"),
    # chinese resident ids
    "id1": cnid_make("110105", "19880312", "042"),
    "id2": cnid_make("310104", "19920728", "317"),
    "id3": cnid_make("440305", "19751104", "156"),
    "id4": cnid_make("330106", "20010219", "083"),
    "id5": cnid_make("510107", "19690930", "271"),
    "id6": cnid_make("420111", "19950615", "504"),
    "id7": cnid_make("320102", "19830101", "229"),
    "id8": cnid_make("370202", "19770824", "318"),
    "id9": cnid_make("500103", "19900505", "461"),
    "id10": cnid_make("110105", "19860415", "187"),
    "id11": cnid_make("440106", "19970922", "035"),
    "id12": cnid_make("330102", "19810711", "642"),
    # other national ids
    "aadhaar1": verhoeff_make("49182736450"),
    "aadhaar2": verhoeff_make("73615820947"),
    "steuer1": steuerid_make("8609574271"),
    "nir1": nir_make("1850775123456"),
    "nir2": nir_make("2920369088214"),
    "sin1": luhn_complete("04628193"),
    "sin2": luhn_complete("52739184"),
    # api keys / tokens
    "openai1": "sk-proj-" + r(24, URL) + "T3BlbkFJ" + r(24, URL),
    "openai2": "sk-" + r(48),
    "anth1": "sk-ant-api03-" + r(93, URL) + "AA",
    "anth2": "sk-ant-api03-" + r(93, URL) + "AA",
    "ghp1": "ghp_" + r(36),
    "ghp2": "ghp_" + r(36),
    "ghpat1": "github_pat_11A" + r(19, UP) + "_" + r(59),
    "glpat1": "glpat-" + r(20, URL),
    "glpat2": "glpat-" + r(20, URL),
    "akia1": "AKIA" + r(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
    "akia2": "AKIA" + r(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
    "awssec1": r(40, B64),
    "awssec2": r(40, B64),
    "gkey1": "AIza" + r(35, URL),
    "gkey2": "AIza" + r(35, URL),
    "stripe1": "sk_live_" + r(24) + r(75),
    "stripe2": "rk_live_" + r(24) + r(75),
    "whsec1": "whsec_" + r(32),
    "slack1": "xoxb-" + r(12, "0123456789") + "-" + r(13, "0123456789") + "-" + r(24),
    "slack2": "xoxp-" + r(12, "0123456789") + "-" + r(12, "0123456789") + "-" + r(13, "0123456789") + "-" + r(32, HEX),
    "slackhook1": "https://hooks.slack.com/services/T" + r(8, UP) + "/B" + r(10, UP) + "/" + r(24),
    "twilio1": "SK" + r(32, HEX),
    "twiliotok1": r(32, HEX),
    "sg1": "SG." + r(22, URL) + "." + r(43, URL),
    "sg2": "SG." + r(22, URL) + "." + r(43, URL),
    "hf1": "hf_" + r(34, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"),
    "hf2": "hf_" + r(34, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"),
    "npm1": "npm_" + r(36),
    "npm2": "npm_" + r(36),
    "jwt1": jwt({"sub": "u_48213", "name": "Priya Raman", "iat": 1764570000, "exp": 1764573600}),
    "jwt2": jwt({"sub": "9f1c", "role": "admin", "iat": 1764500000}),
    "jwt3": jwt({"uid": 771204, "scope": "read write", "exp": 1764656400}),
    "bearer1": r(40, URL),
    "pem1": pem(),
    "pem2": pem("OPENSSH PRIVATE KEY", 4),
    "pem3": pem("EC PRIVATE KEY", 3),
    "dd1": r(32, HEX),
    "mailgun1": "key-" + r(32, HEX),
    "azsas1": r(43, B64) + "=",
    "fernet1": r(43, URL) + "=",
}
