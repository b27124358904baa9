"""Check-digit helpers shared by build_corpus.py and check_blind.py (written for this corpus only)."""
import unicodedata

def nfkc(s):
    return unicodedata.normalize("NFKC", s)

def digits(s):
    return "".join(ch for ch in nfkc(s) if ch.isdigit())

def luhn_ok(num):
    d = digits(num)
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
    return len(d) >= 8 and tot % 10 == 0

def luhn_complete(prefix):
    for c in "0123456789":
        if luhn_ok(prefix + c):
            return prefix + c

def iban_ok(s):
    s = nfkc(s).replace(" ", "").replace("-", "").upper()
    if len(s) < 15 or not s[:2].isalpha() or not s[2:4].isdigit():
        return False
    r = s[4:] + s[:4]
    n = "".join(str(int(ch, 36)) for ch in r)
    return int(n) % 97 == 1

def iban_make(cc, bban):
    r = bban + cc + "00"
    n = "".join(str(int(ch, 36)) for ch in r)
    chk = 98 - int(n) % 97
    return f"{cc}{chk:02d}{bban}"

def iban_group(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))

W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]

def cnid_check(first17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(first17, W)) % 11]

def cnid_make(region, birth, seq):
    f = region + birth + seq
    return f + cnid_check(f)

def cnid_ok(s):
    s = nfkc(s).upper()
    if len(s) != 18 or not s[:17].isdigit():
        return False
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    if not (1900 <= y <= 2025 and 1 <= m <= 12 and 1 <= d <= 31):
        return False
    return cnid_check(s[:17]) == s[17]

_D = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
      [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
      [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
_P = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
      [9,4,5,3,1,2,7,6,8,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
_INV = [0,4,3,2,1,5,6,7,8,9]

def verhoeff_make(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _D[c][_P[(i + 1) % 8][int(ch)]]
    return num + str(_INV[c])

def verhoeff_ok(num):
    d = digits(num)
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = _D[c][_P[i % 8][int(ch)]]
    return c == 0

def steuerid_make(first10):
    prod = 10
    for ch in first10:
        s = (int(ch) + prod) % 10
        if s == 0:
            s = 10
        prod = (s * 2) % 11
    chk = 11 - prod
    if chk == 10:
        chk = 0
    return first10 + str(chk)

def steuerid_ok(s):
    d = digits(s)
    return len(d) == 11 and steuerid_make(d[:10]) == d

def nir_make(first13):
    return first13 + f"{97 - int(first13) % 97:02d}"

def nir_ok(s):
    d = digits(s)
    return len(d) == 15 and 97 - int(d[:13]) % 97 == int(d[13:])

def ssn_ok(s):
    d = digits(s)
    if len(d) != 9:
        return False
    a, g, n = d[:3], d[3:5], d[5:]
    return a not in ("000", "666") and a[0] != "9" and g != "00" and n != "0000"
