"""Generated values with check digits / vendor shapes for corpus_blind28.
Only the Python standard library. Deterministic: random.Random(20270422)."""
import base64, json, random, re, string

rng = random.Random(20270422)
DIG = string.digits
ALNUM = string.ascii_letters + string.digits
UP_ALNUM = string.ascii_uppercase + string.digits


def rs(alpha, n):
    return ''.join(rng.choice(alpha) for _ in range(n))

# ---------------- Luhn / cards ----------------
def luhn_ok(num):
    d = [int(c) for c in re.sub(r'[ -]', '', num)]
    if not d:
        return False
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return s % 10 == 0


def luhn_complete(prefix, length):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    for c in DIG:
        if luhn_ok(body + c):
            return body + c


def group(s, sizes, sep=' '):
    out, i = [], 0
    for g in sizes:
        out.append(s[i:i + g]); i += g
    return sep.join(out)


def card_ok(v):
    d = re.sub(r'[ -]', '', v)
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)

# ---------------- IBAN ----------------
IBAN_LEN = {'GB': 22, 'DE': 22, 'FR': 27, 'NL': 18, 'ES': 24, 'IT': 27, 'BE': 16, 'IE': 22,
            'CH': 21, 'PL': 28, 'AT': 20, 'PT': 25, 'SE': 24, 'DK': 18, 'NO': 15, 'FI': 18}


def iban_ok(v):
    s = v.replace(' ', '').upper()
    if len(s) < 5 or s[:2] not in IBAN_LEN or len(s) != IBAN_LEN[s[:2]]:
        return False
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', s):
        return False
    r = s[4:] + s[:4]
    n = ''.join(str(int(c, 36)) for c in r)
    return int(n) % 97 == 1


def iban_make(cc, bban):
    r = bban + cc + '00'
    n = ''.join(str(int(c, 36)) for c in r)
    chk = 98 - int(n) % 97
    return '%s%02d%s' % (cc, chk, bban)


def iban_group(s):
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))

# ---------------- PRC ID (GB 11643) ----------------
W_PRC = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
AREAS = ['110105', '310104', '440305', '330106', '510107', '320102', '420106', '370202',
         '350203', '430104', '610113', '210202', '120101', '500103', '440106']


def prc_check(body17):
    return '10X98765432'[sum(int(a) * b for a, b in zip(body17, W_PRC)) % 11]


def prc_ok(v, dob=None):
    if not re.fullmatch(r'\d{17}[\dX]', v):
        return False
    if v[:6] not in AREAS and v[:6] not in ('110105',):
        return False
    y, m, d = int(v[6:10]), int(v[10:12]), int(v[12:14])
    if not (1900 < y < 2026 and 1 <= m <= 12 and 1 <= d <= 31):
        return False
    if dob and v[6:14] != dob:
        return False
    return prc_check(v[:17]) == v[17]


def prc_make(area, ymd):
    body = area + ymd + rs(DIG, 3)
    return body + prc_check(body)

# ---------------- national IDs ----------------
def bsn_ok(v):
    d = v.replace('.', '').replace(' ', '')
    if not re.fullmatch(r'\d{9}', d):
        return False
    s = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return s % 11 == 0 and d[0] != '0'


def bsn_make():
    while True:
        b = rs('123456789', 1) + rs(DIG, 7)
        for c in DIG:
            if bsn_ok(b + c):
                return b + c


def se_pnr_ok(v):
    m = re.fullmatch(r'(\d{6})[-+](\d{4})', v)
    if not m:
        return False
    return luhn_ok(m.group(1) + m.group(2))


def se_pnr_make(ymd6):
    b = ymd6 + rs(DIG, 3)
    for c in DIG:
        if luhn_ok(b + c):
            return ymd6 + '-' + b[6:] + c

HETU_CH = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def hetu_ok(v):
    m = re.fullmatch(r'(\d{6})([-+A])(\d{3})([0-9A-Y])', v)
    return bool(m) and HETU_CH[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def hetu_make(ddmmyy, sep='-'):
    z = '%03d' % rng.randint(2, 899)
    return ddmmyy + sep + z + HETU_CH[int(ddmmyy + z) % 31]

DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(v):
    m = re.fullmatch(r'([XYZ]|\d)(\d{7})([A-Z])', v)
    if not m:
        return False
    n = int(str('XYZ'.index(m.group(1))) + m.group(2)) if m.group(1) in 'XYZ' else int(m.group(1) + m.group(2))
    return DNI_L[n % 23] == m.group(3)


def dni_make(nie=False):
    if nie:
        p = rng.choice('XYZ'); n = rs(DIG, 7)
        return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]
    n = rs('123456789', 1) + rs(DIG, 7)
    return n + DNI_L[int(n) % 23]

# Verhoeff (Aadhaar)
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
      [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
      [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
      [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0,4,3,2,1,5,6,7,8,9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def aadhaar_ok(v):
    d = v.replace(' ', '').replace('-', '')
    return bool(re.fullmatch(r'[2-9]\d{11}', d)) and verhoeff_ok(d)


def aadhaar_make():
    b = rs('23456789', 1) + rs(DIG, 10)
    return group(b + verhoeff_digit(b), [4, 4, 4])


def cpf_ok(v):
    d = re.sub(r'[.\-]', '', v)
    if not re.fullmatch(r'\d{11}', d) or len(set(d)) == 1:
        return False
    for n in (9, 10):
        s = sum(int(d[i]) * (n + 1 - i) for i in range(n))
        c = (s * 10) % 11 % 10
        if c != int(d[n]):
            return False
    return True


def cpf_make():
    d = rs(DIG, 9)
    for n in (9, 10):
        s = sum(int(d[i]) * (n + 1 - i) for i in range(n))
        d += str((s * 10) % 11 % 10)
    return '%s.%s.%s-%s' % (d[:3], d[3:6], d[6:9], d[9:])


def sin_ok(v):
    d = re.sub(r'[ -]', '', v)
    return bool(re.fullmatch(r'[0-79]\d{8}', d)) and luhn_ok(d)


def sin_make():
    return group(luhn_complete(rs('1234567', 1), 9), [3, 3, 3])

W_PESEL = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(v):
    if not re.fullmatch(r'\d{11}', v):
        return False
    return (10 - sum(int(a) * b for a, b in zip(v, W_PESEL)) % 10) % 10 == int(v[10])


def pesel_make(yymmdd):
    b = yymmdd + rs(DIG, 4)
    return b + str((10 - sum(int(a) * b2 for a, b2 in zip(b, W_PESEL)) % 10) % 10)


def nric_ok(v):
    m = re.fullmatch(r'([ST])(\d{7})([A-Z])', v)
    if not m:
        return False
    s = sum(int(a) * b for a, b in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2])) + (4 if m.group(1) == 'T' else 0)
    return 'JZIHGFEDCBA'[s % 11] == m.group(3)


def nric_make(p='S'):
    d = rs(DIG, 7)
    s = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if p == 'T' else 0)
    return p + d + 'JZIHGFEDCBA'[s % 11]


def hkid_ok(v):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(([0-9A])\)', v)
    if not m:
        return False
    L = m.group(1)
    s = (9 * 36 + 8 * (ord(L) - 55)) if len(L) == 1 else (9 * (ord(L[0]) - 55) + 8 * (ord(L[1]) - 55))
    s += sum(int(c) * w for c, w in zip(m.group(2), range(7, 1, -1)))
    c = (11 - s % 11) % 11
    return ('A' if c == 10 else str(c)) == m.group(3)


def hkid_make():
    L = rng.choice('ACEGHKPRVYZ'); d = rs(DIG, 6)
    for c in '0123456789A':
        if hkid_ok('%s%s(%s)' % (L, d, c)):
            return '%s%s(%s)' % (L, d, c)


def nino_ok(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', s):
        return False
    return s[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ')


def nir_ok(v):
    d = v.replace(' ', '')
    if not re.fullmatch(r'[12]\d{14}', d):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def nir_make(sex, yy, mm, dept, commune):
    b = sex + yy + mm + dept + commune + '%03d' % rng.randint(1, 400)
    k = 97 - int(b) % 97
    s = b + '%02d' % k
    return ' '.join([s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], s[13:]])


def krrn_ok(v):
    d = v.replace('-', '')
    if not re.fullmatch(r'\d{13}', d):
        return False
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(d, w)) % 11) % 10 == int(d[12])


def krrn_make(yymmdd, g):
    b = yymmdd + g + rs(DIG, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return b[:6] + '-' + b[6:] + str((11 - sum(int(a) * c for a, c in zip(b, w)) % 11) % 10)

NATIONAL_VALIDATORS = [bsn_ok, se_pnr_ok, hetu_ok, dni_ok, aadhaar_ok, cpf_ok, sin_ok, pesel_ok,
                       nric_ok, hkid_ok, nino_ok, nir_ok, krrn_ok]


def national_ok(v):
    return any(f(v) for f in NATIONAL_VALIDATORS)

# ---------------- SSN ----------------
def ssn_ok(v):
    m = re.fullmatch(r'(\d{3})-?(\d{2})-?(\d{4})', v)
    if not m:
        return False
    a, g, s = m.groups()
    if a in ('000', '666') or a >= '900' or g == '00' or s == '0000':
        return False
    return v.replace('-', '') not in ('078051120', '219099999', '123456789')


def ssn_make():
    while True:
        v = '%03d-%02d-%04d' % (rng.randint(1, 899), rng.randint(1, 99), rng.randint(1, 9999))
        if ssn_ok(v):
            return v

# ---------------- vendor keys / tokens ----------------
def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def jwt_make(payload, alg='HS256'):
    h = b64u(json.dumps({'alg': alg, 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    sig = b64u(bytes(rng.randrange(256) for _ in range(32)))
    return '%s.%s.%s' % (h, p, sig)


def jwt_ok(v):
    parts = v.split('.')
    if len(parts) != 3:
        return False
    try:
        pad = lambda s: s + '=' * (-len(s) % 4)
        h = json.loads(base64.urlsafe_b64decode(pad(parts[0])))
        json.loads(base64.urlsafe_b64decode(pad(parts[1])))
        return 'alg' in h and len(parts[2]) >= 20
    except Exception:
        return False

B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
APIKEY_RES = [
    r'AKIA[A-Z2-7]{16}',
    r'ghp_[A-Za-z0-9]{36}',
    r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    r'glpat-[A-Za-z0-9_\-]{20}',
    r'xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}',
    r'sk_live_[A-Za-z0-9]{24,99}',
    r'rk_live_[A-Za-z0-9]{24,99}',
    r'AIza[A-Za-z0-9_\-]{35}',
    r'sk-proj-[A-Za-z0-9_\-]{64,}',
    r'sk-ant-api03-[A-Za-z0-9_\-]{93}AA',
    r'hf_[A-Za-z]{34}',
    r'SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}',
    r'npm_[A-Za-z0-9]{36}',
    r'pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{50,}',
    r'[a-f0-9]{32}',                      # Datadog API key
    r'shpat_[a-f0-9]{32}',
    r'\d{8,10}:AA[A-Za-z0-9_\-]{33}',      # Telegram bot
    r'[MN][A-Za-z0-9]{23}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{38}',  # Discord bot
    r'LTAI[A-Za-z0-9]{20}',
    r'AKID[A-Za-z0-9]{32}',
]


def apikey_ok(v):
    return any(re.fullmatch(p, v) for p in APIKEY_RES) or jwt_ok(v)


def discord_make():
    uid = str(rng.randint(10 ** 17, 10 ** 18 - 1))
    a = base64.b64encode(uid.encode()).decode().rstrip('=')
    while not a.startswith(('M', 'N')) or len(a) != 24:
        uid = str(rng.randint(10 ** 17, 10 ** 18 - 1))
        a = base64.b64encode(uid.encode()).decode().rstrip('=')
    return a + '.' + rs(ALNUM + '_-', 6) + '.' + rs(ALNUM + '_-', 38)

URLSAFE = ALNUM + '_-'

VALUES = {}


def _add(name, v):
    VALUES[name] = v

# cards (grouped various ways)
_add('card_visa1', group(luhn_complete('4', 16), [4, 4, 4, 4]))
_add('card_visa2', luhn_complete('4', 16))
_add('card_visa3', group(luhn_complete('4', 16), [4, 4, 4, 4], '-'))
_add('card_mc1', group(luhn_complete('53', 16), [4, 4, 4, 4]))
_add('card_mc2', luhn_complete('2223', 16))
_add('card_amex1', group(luhn_complete('37', 15), [4, 6, 5]))
_add('card_amex2', luhn_complete('34', 15))
_add('card_up1', group(luhn_complete('62', 19), [6, 13]))
_add('card_up2', group(luhn_complete('62', 16), [4, 4, 4, 4]))
_add('card_up3', luhn_complete('62', 19))
_add('card_jcb1', group(luhn_complete('3528', 16), [4, 4, 4, 4]))
_add('card_disc1', group(luhn_complete('6011', 16), [4, 4, 4, 4], '-'))
_add('card_diners1', group(luhn_complete('36', 14), [4, 6, 4]))
_add('card_maestro1', luhn_complete('6759', 18))
_add('card_visa4', group(luhn_complete('4', 16), [4, 4, 4, 4]))
_add('card_mc3', group(luhn_complete('55', 16), [4, 4, 4, 4]))
_add('card_up4', group(luhn_complete('62', 16), [4, 4, 4, 4]))
_add('card_visa5', luhn_complete('4', 13))
_add('card_mc4', group(luhn_complete('51', 16), [4, 4, 4, 4]))
_add('card_visa6', group(luhn_complete('4', 16), [4, 4, 4, 4]))
_add('card_up5', group(luhn_complete('62', 16), [4, 4, 4, 4]))

# IBANs
def _bban(cc):
    if cc == 'GB':
        return rng.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + rs(DIG, 14)
    if cc == 'DE':
        return rs(DIG, 18)
    if cc == 'FR':
        return rs(DIG, 10) + rs(UP_ALNUM, 11) + rs(DIG, 2)
    if cc == 'NL':
        return rng.choice(['ABNA', 'RABO', 'INGB', 'TRIO']) + rs(DIG, 10)
    if cc == 'ES':
        return rs(DIG, 20)
    if cc == 'IT':
        return rs(string.ascii_uppercase, 1) + rs(DIG, 10) + rs(UP_ALNUM, 12)
    if cc == 'BE':
        return rs(DIG, 12)
    if cc == 'IE':
        return rng.choice(['AIBK', 'BOFI']) + rs(DIG, 14)
    if cc == 'CH':
        return rs(DIG, 5) + rs(UP_ALNUM, 12)
    if cc == 'PL':
        return rs(DIG, 24)
    if cc == 'AT':
        return rs(DIG, 16)
    if cc == 'PT':
        return rs(DIG, 21)

for i, cc in enumerate(['GB', 'GB', 'GB', 'DE', 'DE', 'FR', 'NL', 'NL', 'ES', 'IT', 'BE', 'IE', 'CH', 'PL',
                        'AT', 'PT', 'GB', 'DE', 'IE', 'FR']):
    ib = iban_make(cc, _bban(cc))
    _add('iban_%s%d' % (cc.lower(), i), iban_group(ib) if i % 3 != 1 else ib)

# PRC IDs: (name, area, yyyymmdd)
for name, area, ymd in [('id_zhang', '110105', '19860314'), ('id_li', '310104', '19920727'),
                        ('id_wang', '440305', '19790102'), ('id_chen', '330106', '19950919'),
                        ('id_liu', '510107', '19880430'), ('id_zhao', '320102', '20191108'),
                        ('id_sun', '420106', '19731225'), ('id_zhou', '370202', '19900605'),
                        ('id_wu', '350203', '19841017'), ('id_xu', '430104', '19970222'),
                        ('id_he', '610113', '19680811'), ('id_hu', '210202', '20010530'),
                        ('id_gao', '120101', '19930103'), ('id_lin', '500103', '19810916'),
                        ('id_luo', '440106', '19870709'), ('id_ma', '110105', '19910420'),
                        ('id_tang', '310104', '19650128'), ('id_song', '330106', '19991111'),
                        ('id_deng', '510107', '19760306'), ('id_feng', '440305', '20200214'),
                        ('id_cao', '320102', '19890824'), ('id_peng', '420106', '19940501'),
                        ('id_ye', '350203', '19820613')]:
    _add(name, prc_make(area, ymd))

# national IDs
_add('bsn1', bsn_make()); _add('bsn2', bsn_make())
_add('se1', se_pnr_make('850612')); _add('se2', se_pnr_make('910203'))
_add('hetu1', hetu_make('070388')); _add('hetu2', hetu_make('150501', 'A'))
_add('dni1', dni_make()); _add('nie1', dni_make(True)); _add('dni2', dni_make())
_add('aadhaar1', aadhaar_make()); _add('aadhaar2', aadhaar_make()); _add('aadhaar3', aadhaar_make())
_add('cpf1', cpf_make()); _add('cpf2', cpf_make())
_add('sin1', sin_make()); _add('sin2', sin_make())
_add('pesel1', pesel_make('870915')); _add('pesel2', pesel_make('020302'))
_add('nric1', nric_make('S')); _add('nric2', nric_make('T')); _add('nric3', nric_make('S'))
_add('hkid1', hkid_make()); _add('hkid2', hkid_make()); _add('hkid3', hkid_make())
_add('nino1', 'QQ 12 34 56 C'.replace('QQ', 'JM')); _add('nino2', 'PR 58 20 14 B'); _add('nino3', 'NE 43 97 21 A')
_add('nir1', nir_make('2', '84', '07', '75', '112')); _add('nir2', nir_make('1', '90', '11', '69', '381'))
_add('krrn1', krrn_make('880412', '1')); _add('krrn2', krrn_make('950730', '2'))

# SSNs
for i in range(1, 9):
    _add('ssn%d' % i, ssn_make())

# API keys
for i in range(1, 4):
    _add('aws_ak%d' % i, 'AKIA' + rs(B32[:26] + '234567', 16))
    _add('aws_sk%d' % i, rs(ALNUM + '+/', 40))
for i in range(1, 4):
    _add('ghp%d' % i, 'ghp_' + rs(ALNUM, 36))
_add('ghpat1', 'github_pat_' + rs(ALNUM, 22) + '_' + rs(ALNUM, 59))
_add('glpat1', 'glpat-' + rs(URLSAFE, 20)); _add('glpat2', 'glpat-' + rs(ALNUM, 20))
for i in range(1, 3):
    _add('xoxb%d' % i, 'xoxb-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
_add('xoxp1', 'xoxp-%s-%s-%s' % (rs(DIG, 11), rs(DIG, 12), rs(ALNUM, 24)))
for i in range(1, 4):
    _add('stripe_sk%d' % i, 'sk_live_' + rs(ALNUM, 24 if i == 1 else 99))
_add('stripe_rk1', 'rk_live_' + rs(ALNUM, 34))
for i in range(1, 4):
    _add('gkey%d' % i, 'AIza' + rs(URLSAFE, 35))
_add('openai1', 'sk-proj-' + rs(URLSAFE, 74)); _add('openai2', 'sk-proj-' + rs(URLSAFE, 96))
_add('anthropic1', 'sk-ant-api03-' + rs(URLSAFE, 93) + 'AA')
_add('hf1', 'hf_' + rs(string.ascii_letters, 34)); _add('hf2', 'hf_' + rs(string.ascii_letters, 34))
_add('sendgrid1', 'SG.' + rs(URLSAFE, 22) + '.' + rs(URLSAFE, 43))
_add('npm1', 'npm_' + rs(ALNUM, 36))
_add('pypi1', 'pypi-AgEIcHlwaS5vcmc' + rs(URLSAFE, 60))
_add('datadog1', rs('0123456789abcdef', 32))
_add('shopify1', 'shpat_' + rs('0123456789abcdef', 32))
_add('tgbot1', '%s:AA%s' % (rs(DIG, 10), rs(URLSAFE, 33)))
_add('tgbot2', '%s:AA%s' % (rs(DIG, 9), rs(URLSAFE, 33)))
_add('discord1', discord_make())
for i in range(1, 4):
    _add('ali_ak%d' % i, 'LTAI' + rs(ALNUM, 20))
    _add('ali_sk%d' % i, rs(ALNUM, 30))
for i in range(1, 3):
    _add('tc_ak%d' % i, 'AKID' + rs(ALNUM, 32))
    _add('tc_sk%d' % i, rs(ALNUM, 32))
_add('jwt1', jwt_make({'sub': 'u_48213', 'iat': 1785312000, 'exp': 1785398400, 'scope': 'portal'}))
_add('jwt2', jwt_make({'sub': 'svc-kyc', 'aud': 'verify-api', 'iat': 1786000000}, 'RS256'))
_add('jwt3', jwt_make({'uid': 90317, 'role': 'agent', 'exp': 1790000000}))
_add('jwt4', jwt_make({'sub': 'parent-2231', 'tenant': 'school', 'iat': 1784000000}))
_add('binance1', rs(ALNUM, 64))  # exchange API key (checked as hex? no: listed below)

# secrets
for i in range(1, 6):
    _add('totp%d' % i, rs(B32, 32))
for i in range(1, 4):
    _add('slackhook%d' % i, 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP_ALNUM, 8), rs(UP_ALNUM, 10), rs(ALNUM, 24)))
_add('dinghook1', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs('0123456789abcdef', 64))
_add('feishuhook1', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + '%s-%s-%s-%s-%s' % (rs('0123456789abcdef', 8), rs('0123456789abcdef', 4), rs('0123456789abcdef', 4), rs('0123456789abcdef', 4), rs('0123456789abcdef', 12)))
_add('wecomhook1', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + '%s-%s-%s-%s-%s' % (rs('0123456789abcdef', 8), rs('0123456789abcdef', 4), rs('0123456789abcdef', 4), rs('0123456789abcdef', 4), rs('0123456789abcdef', 12)))
_add('teamshook1', 'https://contoso.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s' % (rs('0123456789abcdef', 32), rs('0123456789abcdef', 32), rs('0123456789abcdef', 32), rs(ALNUM, 10)))
for i in range(1, 8):
    _add('tok%d' % i, rs(URLSAFE, rng.choice([32, 40, 43, 48])))
for i in range(1, 4):
    _add('csec%d' % i, rs(ALNUM + '~._-', 40))
_add('pem1', '-----BEGIN PRIVATE KEY-----\n' + '\n'.join(base64.b64encode(bytes(rng.randrange(256) for _ in range(48))).decode() for _ in range(4)) + '\n-----END PRIVATE KEY-----')
_add('pem2', '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n' + '\n'.join(base64.b64encode(bytes(rng.randrange(256) for _ in range(51))).decode() for _ in range(3)) + '\n-----END OPENSSH PRIVATE KEY-----')
_add('binance_sk1', rs(ALNUM, 64))
APIKEY_RES.append(r'[A-Za-z0-9]{64}')  # exchange (Binance-style) API key

# public ids (decoys)
_add('pk1', 'pk_live_' + rs(ALNUM, 24))
_add('uuid1', '%s-%s-4%s-a%s-%s' % (rs('0123456789abcdef', 8), rs('0123456789abcdef', 4), rs('0123456789abcdef', 3), rs('0123456789abcdef', 3), rs('0123456789abcdef', 12)))
_add('uuid2', '%s-%s-4%s-b%s-%s' % (rs('0123456789abcdef', 8), rs('0123456789abcdef', 4), rs('0123456789abcdef', 3), rs('0123456789abcdef', 3), rs('0123456789abcdef', 12)))
_add('sha1', rs('0123456789abcdef', 40)); _add('sha2', rs('0123456789abcdef', 40))
_add('sha256a', rs('0123456789abcdef', 64))
_add('eth1', '0x' + rs('0123456789abcdef', 40)); _add('txh1', '0x' + rs('0123456789abcdef', 64))


# ---------------- selftest ----------------
TYPE_OF = {}
for k in VALUES:
    if k.startswith('card_'): TYPE_OF[k] = 'CARD'
    elif k.startswith('iban_'): TYPE_OF[k] = 'IBAN'
    elif k.startswith('id_'): TYPE_OF[k] = 'IDCARD'
    elif k.startswith('ssn'): TYPE_OF[k] = 'SSN'
    elif re.match(r'(bsn|se\d|hetu|dni|nie|aadhaar|cpf|sin|pesel|nric|hkid|nino|nir|krrn)', k): TYPE_OF[k] = 'NATIONAL_ID'
    elif re.match(r'(aws_ak|ghp|ghpat|glpat|xox|stripe|gkey|openai|anthropic|hf\d|sendgrid|npm|pypi|datadog|shopify|tgbot|discord|ali_ak|tc_ak|jwt|binance\d)', k): TYPE_OF[k] = 'APIKEY'

VALIDATORS = {'CARD': card_ok, 'IBAN': iban_ok, 'IDCARD': prc_ok, 'SSN': ssn_ok,
              'NATIONAL_ID': national_ok, 'APIKEY': apikey_ok}


def selftest():
    bad = [k for k, t in TYPE_OF.items() if not VALIDATORS[t](VALUES[k])]
    assert not bad, bad
    # textbook examples (positive) and corrupted (negative)
    pos = [(prc_ok, '11010519491231002X'), (luhn_ok, '4111111111111111'), (luhn_ok, '79927398713'),
           (iban_ok, 'GB82 WEST 1234 5698 7654 32'), (iban_ok, 'DE89370400440532013000'),
           (iban_ok, 'NL91ABNA0417164300'), (iban_ok, 'FR1420041010050500013M02606'),
           (iban_ok, 'BE68539007547034'), (iban_ok, 'ES9121000418450200051332'),
           (iban_ok, 'IT60X0542811101000000123456'), (iban_ok, 'CH9300762011623852957'),
           (iban_ok, 'PL61109010140000071219812874'), (iban_ok, 'IE29AIBK93115212345678'),
           (iban_ok, 'AT611904300234573201'), (iban_ok, 'PT50000201231234567890154'),
           (verhoeff_ok, '2363'), (lambda v: verhoeff_digit('236') == '3', ''),
           (bsn_ok, '111222333'), (bsn_ok, '123456782'), (se_pnr_ok, '811228-9874'),
           (hetu_ok, '131052-308T'), (dni_ok, '12345678Z'), (cpf_ok, '529.982.247-25'),
           (sin_ok, '046 454 286'), (pesel_ok, '44051401359'), (nric_ok, 'S1234567D'),
           (hkid_ok, 'G123456(A)'), (nino_ok, 'AB 12 34 56 C'), (ssn_ok, '536-90-4399'),
           (nir_ok, '2 55 08 14 168 025 38'), (jwt_ok, 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c')]
    neg = [(prc_ok, '110105194912310021'), (luhn_ok, '4111111111111112'), (iban_ok, 'GB82WEST12345698765433'),
           (iban_ok, 'DE8937040044053201300'), (verhoeff_ok, '2364'), (bsn_ok, '111222334'),
           (se_pnr_ok, '811228-9873'), (hetu_ok, '131052-308U'), (dni_ok, '12345678A'),
           (cpf_ok, '529.982.247-26'), (sin_ok, '046 454 287'), (pesel_ok, '44051401358'),
           (nric_ok, 'S1234567E'), (hkid_ok, 'G123456(1)'), (ssn_ok, '666-12-3456'), (ssn_ok, '912-12-3456'),
           (nir_ok, '2 55 08 14 168 025 39'), (nino_ok, 'GB 12 34 56 A'), (jwt_ok, 'abc.def.ghi')]
    for f, v in pos:
        assert f(v), ('pos', f.__name__, v)
    for f, v in neg:
        assert not f(v), ('neg', f.__name__, v)
    return True


if __name__ == '__main__':
    selftest()
    for k, v in VALUES.items():
        print(k, '=', v.replace('\n', '\\n'))
    print('selftest OK', len(VALUES))
