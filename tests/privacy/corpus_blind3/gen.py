"""Value generators for the blind3 corpus (check digits computed, bodies invented)."""
import random
import string

R = random.Random(20261201)
AN = string.ascii_letters + string.digits


def tok(n, alphabet=AN):
    return "".join(R.choice(alphabet) for _ in range(n))


def hexs(n):
    return tok(n, "0123456789abcdef")


def luhn_digit(body):
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def card(prefix, length=16, groups=(4, 4, 4, 4), sep=" "):
    body = prefix + "".join(R.choice("0123456789") for _ in range(length - 1 - len(prefix)))
    num = body + luhn_digit(body)
    if not groups:
        return num
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return sep.join(out)


def iban(cc, bban, spaced=True):
    def conv(s):
        return "".join(str(int(c, 36)) for c in s)
    chk = 98 - int(conv(bban + cc + "00")) % 97
    raw = f"{cc}{chk:02d}{bban}"
    if not spaced:
        return raw
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cnid(region, birth, seq):
    body = region + birth + seq
    s = sum(int(c) * w for c, w in zip(body, W))
    return body + "10X98765432"[s % 11]


def sin(prefix8):
    return prefix8 + luhn_digit(prefix8)


# Verhoeff for Aadhaar
_d = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
      [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
      [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
_p = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
      [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
_inv = [0,4,3,2,1,5,6,7,8,9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _d[c][_p[(i + 1) % 8][int(ch)]]
    return str(_inv[c])


def aadhaar(p11, sep=" "):
    n = p11 + verhoeff_digit(p11)
    return sep.join([n[0:4], n[4:8], n[8:12]])


def steuer_id(p10):
    prod = 10
    for ch in p10:
        s = (int(ch) + prod) % 10
        if s == 0:
            s = 10
        prod = (s * 2) % 11
    chk = 11 - prod
    if chk == 10:
        chk = 0
    return p10 + str(chk)


def nir(p13, sep=" "):
    key = 97 - int(p13) % 97
    n = p13
    if sep:
        return f"{n[0]} {n[1:3]} {n[3:5]} {n[5:7]} {n[7:10]} {n[10:13]} {key:02d}"
    return f"{n}{key:02d}"


# API key shapes
def openai():
    return "sk-proj-" + tok(20) + "-" + tok(24) + "_" + tok(30) + "T3BlbkFJ" + tok(20)
def openai_old():
    return "sk-" + tok(20) + "T3BlbkFJ" + tok(20)
def anthropic():
    return "sk-ant-api03-" + tok(93, AN + "-_") + "AA"
def ghp():
    return "ghp_" + tok(36)
def gh_fine():
    return "github_pat_11" + tok(20, string.ascii_uppercase + string.digits) + "_" + tok(59)
def gho():
    return "gho_" + tok(36)
def glpat():
    return "glpat-" + tok(20, AN + "-_")
def akia():
    return "AKIA" + tok(16, string.ascii_uppercase + "234567")
def aws_secret():
    return tok(40, AN + "/+")
def gkey():
    return "AIza" + tok(35, AN + "-_")
def stripe(kind="sk_live_"):
    return kind + tok(24 if kind.startswith("r") else 99 if False else 24)
def stripe_long(kind="sk_live_"):
    return kind + "51" + tok(96)
def xoxb():
    return f"xoxb-{R.randint(10**10, 10**11)}-{R.randint(10**12, 10**13)}-{tok(24)}"
def xoxp():
    return f"xoxp-{R.randint(10**10, 10**11)}-{R.randint(10**10, 10**11)}-{R.randint(10**12, 10**13)}-{hexs(32)}"
def slack_hook():
    return f"https://hooks.slack.com/services/T{tok(8, string.ascii_uppercase + string.digits)}/B{tok(10, string.ascii_uppercase + string.digits)}/{tok(24)}"
def twilio_sk():
    return "SK" + hexs(32)
def sendgrid():
    return "SG." + tok(22, AN + "-_") + "." + tok(43, AN + "-_")
def hf():
    return "hf_" + tok(34, string.ascii_letters)
def npm():
    return "npm_" + tok(36)
def jwt():
    import base64, json
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=").decode()
    p = base64.urlsafe_b64encode(json.dumps({"sub": str(R.randint(1000, 99999)), "iat": 1764547200 + R.randint(0, 9999), "scope": "read write"}).encode()).rstrip(b"=").decode()
    return f"{h}.{p}.{tok(43, AN + '-_')}"
def pem(kind="RSA PRIVATE KEY", lines=4):
    body = "\n".join(tok(64, AN + "+/") for _ in range(lines))
    head = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" if "OPENSSH" in kind else "MIIEow" + tok(58, AN + "+/")
    head = head[:64]
    return f"-----BEGIN {kind}-----\n{head}\n{body}\n{tok(20, AN + '+/')}==\n-----END {kind}-----"
def uuid():
    h = hexs(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"
def sha():
    return hexs(40)


def fw(s):
    """ASCII digits/letters to full-width forms."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)
