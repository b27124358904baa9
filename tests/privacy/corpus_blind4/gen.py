"""Helpers that make invented but well-formed values (check digits computed, never copied)."""
import base64, json, random

_R = random.Random(20261201)
ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
HEX = "0123456789abcdef"
UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def rnd(n, alphabet=ALNUM):
    return "".join(_R.choice(alphabet) for _ in range(n))


def luhn_digit(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:  # these will be doubled once the check digit is appended
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn(partial):
    """partial: number without its last digit, separators allowed."""
    digits = "".join(c for c in partial if c.isdigit())
    return partial + luhn_digit(digits)


def iban(cc, bban, grouped=False):
    s = bban + cc + "00"
    n = int("".join(str(int(c, 36)) for c in s))
    chk = 98 - n % 97
    out = f"{cc}{chk:02d}{bban}"
    if grouped:
        out = " ".join(out[i:i + 4] for i in range(0, len(out), 4))
    return out


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cnid(region, birth, seq):
    body = f"{region}{birth}{seq}"
    s = sum(int(c) * w for c, w in zip(body, CN_W))
    return body + "10X98765432"[s % 11]


_VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
       [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
       [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
_VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
       [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
_VINV = [0,4,3,2,1,5,6,7,8,9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def aadhaar(eleven, sep=" "):
    c = 0
    for i, ch in enumerate(reversed(eleven)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    full = eleven + str(_VINV[c])
    assert verhoeff_ok(full)
    return sep.join([full[0:4], full[4:8], full[8:12]])


def sin(eight, sep=" "):
    full = eight + luhn_digit(eight)
    return sep.join([full[0:3], full[3:6], full[6:9]])


def nir(thirteen, spaced=True):
    key = 97 - int(thirteen) % 97
    t = thirteen
    if spaced:
        return f"{t[0]} {t[1:3]} {t[3:5]} {t[5:7]} {t[7:10]} {t[10:13]} {key:02d}"
    return f"{t}{key:02d}"


def steuer_check(ten):
    product = 10
    for ch in ten:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    chk = 11 - product
    return "0" if chk == 10 else str(chk)


def steuer(ten, spaced=True):
    full = ten + steuer_check(ten)
    return f"{full[0:2]} {full[2:5]} {full[5:8]} {full[8:11]}" if spaced else full


def b64u(obj):
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(payload):
    return b64u({"alg": "HS256", "typ": "JWT"}) + "." + b64u(payload) + "." + rnd(43, ALNUM + "-_")


def pem(kind="RSA PRIVATE KEY", lines=4):
    body = "\n".join(rnd(64, ALNUM + "+/") for _ in range(lines))
    return f"-----BEGIN {kind}-----\n{body}\n{rnd(24, ALNUM + '+/')}=\n-----END {kind}-----"


# vendor key shapes
def k_openai(): return "sk-proj-" + rnd(20) + rnd(1, "_-") + rnd(36) + "T3BlbkFJ" + rnd(20)
def k_openai_old(): return "sk-" + rnd(48)
def k_anthropic(): return "sk-ant-api03-" + rnd(93, ALNUM + "-_") + "AA"
def k_github(): return "ghp_" + rnd(36)
def k_github_fine(): return "github_pat_11" + rnd(20, UPPER) + "_" + rnd(59)
def k_gitlab(): return "glpat-" + rnd(20, ALNUM + "-_")
def k_aws_id(): return "AKIA" + rnd(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
def k_aws_secret(): return rnd(40, ALNUM + "+/")
def k_google(): return "AIza" + rnd(35, ALNUM + "-_")
def k_stripe(): return "sk_live_" + rnd(24)
def k_stripe_r(): return "rk_live_" + rnd(99)
def k_whsec(): return "whsec_" + rnd(32)
def k_slack(): return f"xoxb-{rnd(12,'0123456789')}-{rnd(13,'0123456789')}-{rnd(24)}"
def k_slack_hook(): return f"https://hooks.slack.com/services/T{rnd(8,UPPER)}/B{rnd(10,UPPER)}/{rnd(24)}"
def k_twilio(): return "SK" + rnd(32, HEX)
def k_twilio_token(): return rnd(32, HEX)
def k_sendgrid(): return "SG." + rnd(22, ALNUM + "-_") + "." + rnd(43, ALNUM + "-_")
def k_hf(): return "hf_" + rnd(34, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
def k_npm(): return "npm_" + rnd(36)
def hexs(n): return rnd(n, HEX)
