"""Deterministic generators and validators for check-digit / vendor-shaped values (stdlib only)."""
import random, re, base64, json, zlib, string

rng = random.Random(20270311)
B62 = string.digits + string.ascii_letters
ALNUM = string.ascii_letters + string.digits

def rs(alpha, n):
    return ''.join(rng.choice(alpha) for _ in range(n))

# ---------------- Luhn / cards ----------------
def luhn_ok(num):
    d = [int(c) for c in re.sub(r'[ -]', '', num)]
    if not d: return False
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2: x = x * 2 - 9 if x > 4 else x * 2
        s += x
    return s % 10 == 0

def luhn_digit(partial):
    for c in '0123456789':
        if luhn_ok(partial + c): return c

def card_ok(v):
    d = re.sub(r'[ -]', '', v)
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)

def gen_card(prefix, length, groups):
    body = prefix + rs(string.digits, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    out, i = [], 0
    for g in groups:
        out.append(num[i:i+g]); i += g
    return ' '.join(out) if groups != [length] else num

# ---------------- IBAN ----------------
IBAN_LEN = {'GB':22,'DE':22,'NL':18,'FR':27,'ES':24,'IT':27,'BE':16,'CH':21,'SE':24,'PL':28,'IE':22,'AT':20,'PT':25,'DK':18,'NO':15,'FI':18}
def iban_ok(v):
    s = v.replace(' ', '').upper()
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', s): return False
    if IBAN_LEN.get(s[:2]) != len(s): return False
    r = s[4:] + s[:4]
    return int(''.join(str(int(c, 36)) for c in r)) % 97 == 1

def gen_iban(cc, bban, grouped=True):
    r = bban + cc + '00'
    chk = 98 - int(''.join(str(int(c, 36)) for c in r)) % 97
    s = f'{cc}{chk:02d}{bban}'
    return ' '.join(s[i:i+4] for i in range(0, len(s), 4)) if grouped else s

# ---------------- PRC ID (GB 11643-1999) ----------------
GB_W = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]
GB_C = '10X98765432'
REAL_AREAS = {'110101','110105','310104','310115','440305','440106','330106','510107','320102','420106','610113','370202','500103','350203','430104'}
def prc_check(first17):
    return GB_C[sum(int(a)*b for a, b in zip(first17, GB_W)) % 11]
def prc_ok(v, strict_area=True):
    if not re.fullmatch(r'\d{17}[\dX]', v): return False
    if strict_area and v[:6] not in REAL_AREAS: return False
    y, m, d = int(v[6:10]), int(v[10:12]), int(v[12:14])
    if not (1900 < y < 2026 and 1 <= m <= 12 and 1 <= d <= 31): return False
    return prc_check(v[:17]) == v[17]
def gen_prc(area, ymd):
    b = area + ymd + rs(string.digits, 3)
    return b + prc_check(b)

# ---------------- national IDs ----------------
def bsn_ok(v):
    v = v.replace('.', '').replace(' ', '')
    if not re.fullmatch(r'\d{9}', v): return False
    return (sum(int(v[i]) * (9 - i) for i in range(8)) - int(v[8])) % 11 == 0
def gen_bsn():
    while True:
        b = rs(string.digits, 8)
        if b[0] == '0': continue
        s = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if s < 10: return b + str(s)

def se_ok(v):
    m = re.fullmatch(r'(\d{2})?(\d{6})[-+](\d{4})', v)
    return bool(m) and luhn_ok(m.group(2) + m.group(3))
def gen_se(yymmdd):
    b = yymmdd + rs(string.digits, 3)
    return f'{yymmdd}-{b[6:]}{luhn_digit(b)}'

HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'
def hetu_ok(v):
    m = re.fullmatch(r'(\d{6})([-+A])(\d{3})([0-9A-Y])', v)
    return bool(m) and HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)
def gen_hetu(ddmmyy, sep='-'):
    n = f'{rng.randint(2, 899):03d}'
    return f'{ddmmyy}{sep}{n}{HETU_C[int(ddmmyy + n) % 31]}'

DNI_C = 'TRWAGMYFPDXBNJZSQVHLCKE'
def dni_ok(v):
    m = re.fullmatch(r'([XYZ]?)(\d{7,8})-?([A-Z])', v)
    if not m: return False
    n = {'': '', 'X': '0', 'Y': '1', 'Z': '2'}[m.group(1)] + m.group(2)
    return DNI_C[int(n) % 23] == m.group(3)
def gen_dni():
    n = rs(string.digits, 8); return n + DNI_C[int(n) % 23]
def gen_nie():
    p = rng.choice('XYZ'); n = rs(string.digits, 7)
    return p + n + DNI_C[int({'X':'0','Y':'1','Z':'2'}[p] + n) % 23]

VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
      [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
      [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0,4,3,2,1,5,6,7,8,9]
def verhoeff_ok(num):
    c = 0
    for i, x in enumerate(reversed(num)): c = VD[c][VP[i % 8][int(x)]]
    return c == 0
def verhoeff_digit(num):
    c = 0
    for i, x in enumerate(reversed(num)): c = VD[c][VP[(i + 1) % 8][int(x)]]
    return str(VINV[c])
def aadhaar_ok(v):
    d = v.replace(' ', '')
    return bool(re.fullmatch(r'[2-9]\d{11}', d)) and verhoeff_ok(d)
def gen_aadhaar():
    b = rng.choice('23456789') + rs(string.digits, 10); d = b + verhoeff_digit(b)
    return f'{d[:4]} {d[4:8]} {d[8:]}'

def cpf_ok(v):
    d = re.sub(r'[.-]', '', v)
    if not re.fullmatch(r'\d{11}', d) or len(set(d)) == 1: return False
    for n in (9, 10):
        s = sum(int(d[i]) * (n + 1 - i) for i in range(n)); r = s * 10 % 11 % 10
        if r != int(d[n]): return False
    return True
def gen_cpf():
    d = rs(string.digits, 9)
    for n in (9, 10):
        d += str(sum(int(d[i]) * (n + 1 - i) for i in range(n)) * 10 % 11 % 10)
    return f'{d[:3]}.{d[3:6]}.{d[6:9]}-{d[9:]}'

def sin_ok(v):
    d = re.sub(r'[ -]', '', v)
    return bool(re.fullmatch(r'[1-79]\d{8}', d)) and luhn_ok(d)
def gen_sin():
    b = rng.choice('1234567') + rs(string.digits, 7); d = b + luhn_digit(b)
    return f'{d[:3]} {d[3:6]} {d[6:]}'

PW = [1,3,7,9,1,3,7,9,1,3]
def pesel_ok(v):
    if not re.fullmatch(r'\d{11}', v): return False
    return (10 - sum(int(v[i]) * PW[i] for i in range(10)) % 10) % 10 == int(v[10])
def gen_pesel(yymmdd):
    b = yymmdd + rs(string.digits, 4)
    return b + str((10 - sum(int(b[i]) * PW[i] for i in range(10)) % 10) % 10)

NRIC_W = [2,7,6,5,4,3,2]
def nric_ok(v):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', v)
    if not m: return False
    s = sum(int(a) * b for a, b in zip(m.group(2), NRIC_W)) + (4 if m.group(1) in 'TG' else 0)
    tab = 'JZIHGFEDCBA' if m.group(1) in 'ST' else 'XWUTRQPNMLK'
    return tab[s % 11] == m.group(3)
def gen_nric(p='S'):
    d = rs(string.digits, 7)
    s = sum(int(a) * b for a, b in zip(d, NRIC_W)) + (4 if p in 'TG' else 0)
    return p + d + ('JZIHGFEDCBA' if p in 'ST' else 'XWUTRQPNMLK')[s % 11]

def hkid_ok(v):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(?([0-9A])\)?', v)
    if not m: return False
    L = m.group(1).rjust(2, ' ')
    vals = [36 if c == ' ' else ord(c) - 55 for c in L] + [int(c) for c in m.group(2)]
    s = sum(x * w for x, w in zip(vals, [9,8,7,6,5,4,3,2]))
    c = (11 - s % 11) % 11
    return ('A' if c == 10 else str(c)) == m.group(3)
def gen_hkid():
    for _ in range(100):
        L = rng.choice('ACDEGHKPRVZ'); d = rs(string.digits, 6)
        for c in '0123456789A':
            if hkid_ok(f'{L}{d}({c})'): return f'{L}{d}({c})'

NINO_BAD_PREFIX = {'BG','GB','NK','KN','TN','NT','ZZ'}
def nino_ok(v):
    s = v.replace(' ', '')
    m = re.fullmatch(r'([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])', s)
    return bool(m) and (m.group(1) + m.group(2)) not in NINO_BAD_PREFIX

NATIONAL_VALIDATORS = {'bsn': bsn_ok, 'se': se_ok, 'hetu': hetu_ok, 'dni': dni_ok, 'aadhaar': aadhaar_ok, 'cpf': cpf_ok,
                       'sin': sin_ok, 'pesel': pesel_ok, 'nric': nric_ok, 'hkid': hkid_ok, 'nino': nino_ok}
def national_ok(v):
    return any(f(v) for f in NATIONAL_VALIDATORS.values())

def ssn_ok(v):
    m = re.fullmatch(r'(\d{3})-?(\d{2})-?(\d{4})', v)
    if not m: return False
    a, g, s = m.groups()
    return a not in ('000', '666') and a[0] != '9' and g != '00' and s != '0000' and v.replace('-', '') not in ('078051120', '219099999', '123456789')

# ---------------- vendor keys ----------------
def b62(n, w):
    out = ''
    while n: n, r = divmod(n, 62); out = B62[r] + out
    return out.rjust(w, '0')
def gen_ghp(prefix='ghp_'):
    body = rs(ALNUM, 30); return prefix + body + b62(zlib.crc32(body.encode()), 6)
def ghp_ok(v):
    m = re.fullmatch(r'gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})', v)
    return bool(m) and b62(zlib.crc32(m.group(1).encode()), 6) == m.group(2)
def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(',', ':')).encode()).rstrip(b'=').decode()
def gen_jwt(payload):
    return b64u({'alg': 'HS256', 'typ': 'JWT'}) + '.' + b64u(payload) + '.' + rs(ALNUM + '-_', 43)
def jwt_ok(v):
    p = v.split('.')
    if len(p) != 3: return False
    try:
        for part in p[:2]:
            json.loads(base64.urlsafe_b64decode(part + '=' * (-len(part) % 4)))
        return json.loads(base64.urlsafe_b64decode(p[0] + '=' * (-len(p[0]) % 4))).get('alg') is not None
    except Exception:
        return False

APIKEY_SHAPES = [
    ('aws', r'(AKIA|ASIA)[A-Z2-7]{16}'), ('ghp', r'gh[pousr]_[A-Za-z0-9]{36}'),
    ('ghpat', r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}'), ('glpat', r'glpat-[A-Za-z0-9_-]{20}'),
    ('slack', r'xox[bpa]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}'), ('stripe', r'(sk|rk)_live_[A-Za-z0-9]{24,99}'),
    ('google', r'AIza[A-Za-z0-9_-]{35}'), ('openai', r'sk-proj-[A-Za-z0-9_-]{40,}'),
    ('anthropic', r'sk-ant-api03-[A-Za-z0-9_-]{93}AA'), ('hf', r'hf_[A-Za-z]{34}'),
    ('sendgrid', r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}'), ('npm', r'npm_[A-Za-z0-9]{36}'),
    ('pypi', r'pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}'), ('datadog', r'[a-f0-9]{32}'),
    ('shopify', r'shpat_[a-f0-9]{32}'), ('telegram', r'\d{8,10}:AA[A-Za-z0-9_-]{33}'),
    ('discord', r'[MN][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}'),
    ('alibaba', r'LTAI[A-Za-z0-9]{12,20}'), ('tencent', r'AKID[A-Za-z0-9]{32}'),
    ('dockerhub', r'dckr_pat_[A-Za-z0-9_-]{27}'), ('binance', r'[A-Za-z0-9]{64}'),
]
def apikey_ok(v):
    if re.fullmatch(r'gh[pousr]_.*', v): return ghp_ok(v)
    if v.count('.') == 2 and v.startswith('eyJ'): return jwt_ok(v)
    return any(re.fullmatch(p, v) for _, p in APIKEY_SHAPES)

# ---------------- IP ----------------
import ipaddress
DOC_NETS = [ipaddress.ip_network(n) for n in ('127.0.0.0/8', '192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '::1/128', '2001:db8::/32')]
def is_doc_ip(v):
    try: a = ipaddress.ip_address(v)
    except ValueError: return False
    return any(a in n for n in DOC_NETS)
def real_ip_ok(v):
    try: a = ipaddress.ip_address(v)
    except ValueError: return False
    return not is_doc_ip(v) and not a.is_unspecified and not a.is_multicast

# ---------------- build VALUES ----------------
VALUES = {}
def _cards():
    VALUES['visa1'] = gen_card('4', 16, [4,4,4,4]); VALUES['visa2'] = gen_card('4', 16, [16])
    VALUES['mc1'] = gen_card('5', 16, [4,4,4,4]); VALUES['mc2'] = gen_card('22', 16, [16])
    VALUES['amex1'] = gen_card('37', 15, [4,6,5]); VALUES['unionpay1'] = gen_card('62', 19, [4,4,4,4,3])
    VALUES['unionpay2'] = gen_card('62', 16, [16]); VALUES['jcb1'] = gen_card('35', 16, [4,4,4,4])
    VALUES['disc1'] = gen_card('6011', 16, [4,4,4,4]); VALUES['maestro1'] = gen_card('6759', 19, [19])
    VALUES['visa3'] = gen_card('4', 13, [13]); VALUES['diners1'] = gen_card('36', 14, [4,6,4])
    VALUES['mc3'] = gen_card('5', 16, [16]); VALUES['visa4'] = gen_card('4', 16, [4,4,4,4])
    VALUES['unionpay3'] = gen_card('62', 19, [19]); VALUES['visa5'] = gen_card('4', 16, [4,4,4,4])
    for k in list(VALUES):
        if k.startswith(('visa', 'mc', 'jcb', 'disc')) and len(VALUES[k]) == 16 and ' ' not in VALUES[k] and k == 'mc2':
            VALUES[k] = '-'.join(VALUES[k][i:i+4] for i in range(0, 16, 4))
def _ibans():
    d = rs
    VALUES['iban_gb1'] = gen_iban('GB', 'NWBK' + d(string.digits, 14)); VALUES['iban_gb2'] = gen_iban('GB', 'BARC' + d(string.digits, 14), False)
    VALUES['iban_de1'] = gen_iban('DE', d(string.digits, 18)); VALUES['iban_nl1'] = gen_iban('NL', 'RABO' + d(string.digits, 10))
    VALUES['iban_fr1'] = gen_iban('FR', d(string.digits, 10) + d(string.ascii_uppercase + string.digits, 11) + d(string.digits, 2))
    VALUES['iban_es1'] = gen_iban('ES', d(string.digits, 20), False); VALUES['iban_it1'] = gen_iban('IT', 'X' + d(string.digits, 10) + d(string.digits, 12))
    VALUES['iban_ie1'] = gen_iban('IE', 'AIBK' + d(string.digits, 14)); VALUES['iban_be1'] = gen_iban('BE', d(string.digits, 12))
    VALUES['iban_ch1'] = gen_iban('CH', d(string.digits, 17)); VALUES['iban_se1'] = gen_iban('SE', d(string.digits, 20))
    VALUES['iban_pl1'] = gen_iban('PL', d(string.digits, 24)); VALUES['iban_at1'] = gen_iban('AT', d(string.digits, 16), False)
    VALUES['iban_pt1'] = gen_iban('PT', d(string.digits, 21)); VALUES['iban_dk1'] = gen_iban('DK', d(string.digits, 14))
    VALUES['iban_no1'] = gen_iban('NO', d(string.digits, 11)); VALUES['iban_fi1'] = gen_iban('FI', d(string.digits, 14))
    VALUES['iban_gb3'] = gen_iban('GB', 'HBUK' + d(string.digits, 14)); VALUES['iban_de2'] = gen_iban('DE', d(string.digits, 18), False)
    VALUES['iban_nl2'] = gen_iban('NL', 'INGB' + d(string.digits, 10), False)
def _prc():
    for i, (a, ymd) in enumerate([('110105', '19880412'), ('310104', '19760923'), ('440305', '19950117'), ('330106', '19910630'),
                                   ('510107', '20030305'), ('320102', '19680811'), ('420106', '19990228'), ('610113', '19830716'),
                                   ('370202', '20120901'), ('500103', '19570104'), ('350203', '19931120'), ('430104', '20150611'),
                                   ('110101', '19721209'), ('310115', '19870502'), ('440106', '20001027'), ('330106', '19490318'),
                                   ('510107', '19650722'), ('320102', '19980214'), ('420106', '19890929'), ('610113', '20090403'),
                                   ('440305', '19790815'), ('310104', '19940107'), ('110105', '20170520'), ('350203', '19610930'),
                                   ('430104', '19860301'), ('370202', '19750611')], 1):
        VALUES[f'prc{i}'] = gen_prc(a, ymd)
def _nat():
    VALUES['bsn1'] = gen_bsn(); VALUES['bsn2'] = gen_bsn(); VALUES['bsn3'] = gen_bsn()
    VALUES['se1'] = gen_se('850314'); VALUES['se2'] = gen_se('920708'); VALUES['se3'] = gen_se('010922')
    VALUES['hetu1'] = gen_hetu('120389'); VALUES['hetu2'] = gen_hetu('050704', 'A'); VALUES['hetu3'] = gen_hetu('281163')
    VALUES['dni1'] = gen_dni(); VALUES['dni2'] = gen_dni(); VALUES['nie1'] = gen_nie(); VALUES['nie2'] = gen_nie()
    VALUES['aadhaar1'] = gen_aadhaar(); VALUES['aadhaar2'] = gen_aadhaar(); VALUES['aadhaar3'] = gen_aadhaar()
    VALUES['cpf1'] = gen_cpf(); VALUES['cpf2'] = gen_cpf(); VALUES['cpf3'] = gen_cpf()
    VALUES['sin1'] = gen_sin(); VALUES['sin2'] = gen_sin(); VALUES['sin3'] = gen_sin()
    VALUES['pesel1'] = gen_pesel('870615'); VALUES['pesel2'] = gen_pesel('022104'); VALUES['pesel3'] = gen_pesel('640903')
    VALUES['nric1'] = gen_nric('S'); VALUES['nric2'] = gen_nric('T'); VALUES['nric3'] = gen_nric('G'); VALUES['nric4'] = gen_nric('F')
    VALUES['hkid1'] = gen_hkid(); VALUES['hkid2'] = gen_hkid(); VALUES['hkid3'] = gen_hkid()
    VALUES['nino1'] = 'JK 48 27 19 C'; VALUES['nino2'] = 'PW903517A'; VALUES['nino3'] = 'SH 61 04 88 D'; VALUES['nino4'] = 'RT720346B'
    VALUES['ssn1'] = '412-67-3390'; VALUES['ssn2'] = '529-14-8836'; VALUES['ssn3'] = '231-80-4417'; VALUES['ssn4'] = '604-22-1958'
    VALUES['ssn5'] = '318-45-7702'; VALUES['ssn6'] = '145-09-6621'; VALUES['ssn7'] = '772-31-0845'; VALUES['ssn8'] = '050-73-2914'
def _keys():
    VALUES['aws1'] = 'AKIA' + rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16); VALUES['aws2'] = 'AKIA' + rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)
    VALUES['aws_secret1'] = rs(ALNUM + '/+', 40); VALUES['aws_secret2'] = rs(ALNUM + '/+', 40)
    for i in range(1, 5): VALUES[f'ghp{i}'] = gen_ghp()
    VALUES['ghs1'] = gen_ghp('ghs_')
    VALUES['ghpat1'] = 'github_pat_' + rs(ALNUM, 22) + '_' + rs(ALNUM, 59)
    VALUES['glpat1'] = 'glpat-' + rs(ALNUM + '_-', 20); VALUES['glpat2'] = 'glpat-' + rs(ALNUM, 20)
    VALUES['xoxb1'] = f'xoxb-{rs(string.digits, 12)}-{rs(string.digits, 13)}-{rs(ALNUM, 24)}'
    VALUES['xoxb2'] = f'xoxb-{rs(string.digits, 11)}-{rs(string.digits, 12)}-{rs(ALNUM, 24)}'
    VALUES['stripe1'] = 'sk_live_' + rs(ALNUM, 24); VALUES['stripe2'] = 'sk_live_' + rs(ALNUM, 99); VALUES['rk1'] = 'rk_live_' + rs(ALNUM, 24)
    VALUES['stripe_pk1'] = 'pk_live_' + rs(ALNUM, 24); VALUES['stripe_whsec1'] = 'whsec_' + rs(ALNUM, 32)
    VALUES['gapi1'] = 'AIza' + rs(ALNUM + '_-', 35); VALUES['gapi2'] = 'AIza' + rs(ALNUM + '_-', 35)
    VALUES['openai1'] = 'sk-proj-' + rs(ALNUM + '_-', 48) + 'T3BlbkFJ' + rs(ALNUM + '_-', 48)
    VALUES['anthropic1'] = 'sk-ant-api03-' + rs(ALNUM + '_-', 93) + 'AA'
    VALUES['hf1'] = 'hf_' + rs(string.ascii_letters, 34); VALUES['hf2'] = 'hf_' + rs(string.ascii_letters, 34)
    VALUES['sendgrid1'] = 'SG.' + rs(ALNUM + '_-', 22) + '.' + rs(ALNUM + '_-', 43)
    VALUES['npm1'] = 'npm_' + rs(ALNUM, 36); VALUES['npm2'] = 'npm_' + rs(ALNUM, 36)
    VALUES['pypi1'] = 'pypi-AgEIcHlwaS5vcmc' + rs(ALNUM + '_-', 140); VALUES['pypi2'] = 'pypi-AgEIcHlwaS5vcmc' + rs(ALNUM + '_-', 120)
    VALUES['datadog1'] = rs('0123456789abcdef', 32); VALUES['datadog_app1'] = rs('0123456789abcdef', 40)
    VALUES['shopify1'] = 'shpat_' + rs('0123456789abcdef', 32); VALUES['shopify_ss1'] = 'shpss_' + rs('0123456789abcdef', 32)
    VALUES['tg1'] = f'{rng.randint(10**9 // 2, 10**9 * 7)}:AA' + rs(ALNUM + '_-', 33)
    VALUES['tg2'] = f'{rng.randint(10**8, 10**9 - 1)}:AA' + rs(ALNUM + '_-', 33)
    uid = str(rng.randint(10**17, 10**18 - 1))
    VALUES['discord1'] = base64.b64encode(uid.encode()).decode().rstrip('=') + '.' + rs(ALNUM + '_-', 6) + '.' + rs(ALNUM + '_-', 38)
    VALUES['ltai1'] = 'LTAI5t' + rs(ALNUM, 18); VALUES['ltai2'] = 'LTAI5t' + rs(ALNUM, 16)
    VALUES['ali_secret1'] = rs(ALNUM, 30); VALUES['ali_secret2'] = rs(ALNUM, 30)
    VALUES['akid1'] = 'AKID' + rs(ALNUM, 32); VALUES['tc_secret1'] = rs(ALNUM, 32)
    VALUES['dckr1'] = 'dckr_pat_' + rs(ALNUM + '_-', 27); VALUES['dckr2'] = 'dckr_pat_' + rs(ALNUM + '_-', 27)
    VALUES['binance1'] = rs(ALNUM, 64); VALUES['binance_secret1'] = rs(ALNUM, 64)
    VALUES['jwt1'] = gen_jwt({'sub': 'u_48213', 'role': 'dispatcher', 'iat': 1767139200})
    VALUES['jwt2'] = gen_jwt({'sub': 'acct-7702', 'scope': 'payouts:read', 'exp': 1769990400})
    VALUES['jwt3'] = gen_jwt({'uid': 90417, 'shop': 'meifa-hz', 'iat': 1764547200})
    VALUES['jwt4'] = gen_jwt({'sub': 'nurse.station.4', 'aud': 'mar-api', 'iat': 1765000000})
    # secrets
    VALUES['totp1'] = rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 32); VALUES['totp2'] = rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)
    VALUES['slack_hook1'] = f'https://hooks.slack.com/services/T{rs(string.ascii_uppercase + string.digits, 8)}/B{rs(string.ascii_uppercase + string.digits, 10)}/{rs(ALNUM, 24)}'
    VALUES['ding_hook1'] = 'https://oapi.dingtalk.com/robot/send?access_token=' + rs('0123456789abcdef', 64)
    VALUES['feishu_hook1'] = 'https://open.feishu.cn/open-apis/bot/v2/hook/' + f'{rs("0123456789abcdef", 8)}-{rs("0123456789abcdef", 4)}-{rs("0123456789abcdef", 4)}-{rs("0123456789abcdef", 4)}-{rs("0123456789abcdef", 12)}'
    VALUES['wecom_hook1'] = 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + f'{rs("0123456789abcdef", 8)}-{rs("0123456789abcdef", 4)}-{rs("0123456789abcdef", 4)}-{rs("0123456789abcdef", 4)}-{rs("0123456789abcdef", 12)}'
    VALUES['discord_hook1'] = f'https://discord.com/api/webhooks/{rng.randint(10**17, 10**18-1)}/{rs(ALNUM + "_-", 68)}'
    VALUES['oauth_secret1'] = rs(ALNUM + '~._-', 40); VALUES['oauth_secret2'] = 'GOCSPX-' + rs(ALNUM + '_-', 28)
    VALUES['session1'] = rs('0123456789abcdef', 48); VALUES['session2'] = rs(ALNUM, 40)
    VALUES['wx_secret1'] = rs('0123456789abcdef', 32); VALUES['wx_appid1'] = 'wx' + rs('0123456789abcdef', 16)
    VALUES['pem1'] = ('-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(rs(ALNUM + '+/', 70) for _ in range(4)) + '\n-----END OPENSSH PRIVATE KEY-----')
    VALUES['pem2'] = ('-----BEGIN RSA PRIVATE KEY-----\n' + '\n'.join(rs(ALNUM + '+/', 64) for _ in range(3)) + '\n-----END RSA PRIVATE KEY-----')
    VALUES['django1'] = rs(string.ascii_lowercase + string.digits + '!@#%^&*(-_=+)', 50)
    VALUES['jwtsecret1'] = rs(ALNUM, 44); VALUES['hmac1'] = rs('0123456789abcdef', 64)
    # decoy values
    VALUES['sha1'] = rs('0123456789abcdef', 40); VALUES['sha2'] = rs('0123456789abcdef', 40); VALUES['sha3'] = rs('0123456789abcdef', 40)
    VALUES['sha256a'] = rs('0123456789abcdef', 64); VALUES['sha256b'] = rs('0123456789abcdef', 64)
    VALUES['uuid1'] = '%s-%s-4%s-a%s-%s' % (rs('0123456789abcdef', 8), rs('0123456789abcdef', 4), rs('0123456789abcdef', 3), rs('0123456789abcdef', 3), rs('0123456789abcdef', 12))
    VALUES['uuid2'] = '%s-%s-4%s-8%s-%s' % (rs('0123456789abcdef', 8), rs('0123456789abcdef', 4), rs('0123456789abcdef', 3), rs('0123456789abcdef', 3), rs('0123456789abcdef', 12))
    VALUES['uuid3'] = '%s-%s-4%s-b%s-%s' % (rs('0123456789abcdef', 8), rs('0123456789abcdef', 4), rs('0123456789abcdef', 3), rs('0123456789abcdef', 3), rs('0123456789abcdef', 12))
    VALUES['eth1'] = '0x' + rs('0123456789abcdef', 40); VALUES['txh1'] = '0x' + rs('0123456789abcdef', 64)
    VALUES['btc1'] = 'bc1q' + rs('023456789acdefghjklmnpqrstuvwxyz', 38)
    VALUES['docker_digest1'] = 'sha256:' + rs('0123456789abcdef', 64)
    VALUES['container1'] = rs('0123456789abcdef', 12)
    VALUES['gclient1'] = f'{rng.randint(10**11, 10**12-1)}-{rs(string.ascii_lowercase + string.digits, 32)}.apps.googleusercontent.com'
    VALUES['az_tenant1'] = '%s-%s-4%s-9%s-%s' % (rs('0123456789abcdef', 8), rs('0123456789abcdef', 4), rs('0123456789abcdef', 3), rs('0123456789abcdef', 3), rs('0123456789abcdef', 12))
    VALUES['ali_appkey1'] = str(rng.randint(10**7, 10**8-1))
_cards(); _ibans(); _prc(); _nat(); _keys()

KEYS_APIKEY = None

def selftest():
    errs = []
    def chk(cond, msg):
        if not cond: errs.append(msg)
    # published examples (positive & corrupted)
    chk(luhn_ok('79927398713') and not luhn_ok('79927398710'), 'luhn textbook')
    chk(card_ok('4111 1111 1111 1111') and not card_ok('4111 1111 1111 1112'), 'card textbook')
    for ib in ['GB82WEST12345698765432', 'DE89370400440532013000', 'NL91ABNA0417164300', 'FR1420041010050500013M02606',
               'ES9121000418450200051332', 'IT60X0542811101000000123456', 'BE68539007547034', 'CH9300762011623852957',
               'SE4550000000058398257466', 'PL61109010140000071219812874', 'IE29AIBK93115212345678', 'AT611904300234573201',
               'PT50000201231234567890154', 'DK5000400440116243', 'NO9386011117947', 'FI2112345600000785']:
        chk(iban_ok(ib), 'iban textbook ' + ib)
    chk(not iban_ok('GB82WEST12345698765431'), 'iban corrupted')
    chk(prc_check('11010519491231002') == 'X' and prc_ok('11010519491231002X', strict_area=False), 'gb11643 textbook')
    chk(not prc_ok('110105194912310021', strict_area=False), 'gb11643 corrupted')
    chk(verhoeff_digit('236') == '3' and verhoeff_ok('2363') and not verhoeff_ok('2364'), 'verhoeff textbook')
    chk(bsn_ok('111222333') and bsn_ok('123456782') and not bsn_ok('123456781'), 'bsn textbook')
    chk(se_ok('811218-9876') and not se_ok('811218-9875'), 'personnummer textbook')
    chk(hetu_ok('131052-308T') and not hetu_ok('131052-308U'), 'hetu textbook')
    chk(dni_ok('12345678Z') and not dni_ok('12345678A') and dni_ok('X1234567L'), 'dni/nie textbook')
    chk(cpf_ok('529.982.247-25') and cpf_ok('111.444.777-35') and not cpf_ok('529.982.247-26'), 'cpf textbook')
    chk(sin_ok('046 454 286') is False and luhn_ok('046454286'), 'sin textbook (046 454 286 luhn-valid, leading 0 not issued)')
    chk(pesel_ok('44051401359') and not pesel_ok('44051401358'), 'pesel textbook')
    chk(nric_ok('S1234567D') and not nric_ok('S1234567A'), 'nric textbook')
    chk(hkid_ok('A123456(3)') and not hkid_ok('A123456(4)'), 'hkid textbook')
    chk(nino_ok('AB123456C') and not nino_ok('GB123456A') and not nino_ok('DA123456A'), 'nino rules')
    chk(jwt_ok('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'), 'jwt.io example')
    chk(ssn_ok('412-67-3390') and not ssn_ok('666-12-3456') and not ssn_ok('912-12-3456') and not ssn_ok('123-00-4567'), 'ssn rules')
    chk(is_doc_ip('192.0.2.15') and is_doc_ip('2001:db8::5') and real_ip_ok('10.4.2.19') and not real_ip_ok('127.0.0.1'), 'ip rules')
    # every generated value
    for k, v in VALUES.items():
        if re.fullmatch(r'(visa|mc|amex|unionpay|jcb|disc|maestro|diners)\d+', k): chk(card_ok(v), k)
        elif k.startswith('iban_'): chk(iban_ok(v), k)
        elif k.startswith('prc'): chk(prc_ok(v), k)
        elif k.startswith('bsn'): chk(bsn_ok(v), k)
        elif k.startswith('se') and k[2:].isdigit(): chk(se_ok(v), k)
        elif k.startswith('hetu'): chk(hetu_ok(v), k)
        elif k.startswith(('dni', 'nie')): chk(dni_ok(v), k)
        elif k.startswith('aadhaar'): chk(aadhaar_ok(v), k)
        elif k.startswith('cpf'): chk(cpf_ok(v), k)
        elif k.startswith('sin'): chk(sin_ok(v), k)
        elif k.startswith('pesel'): chk(pesel_ok(v), k)
        elif k.startswith('nric'): chk(nric_ok(v), k)
        elif k.startswith('hkid'): chk(hkid_ok(v), k)
        elif k.startswith('nino'): chk(nino_ok(v), k)
        elif k.startswith('ssn'): chk(ssn_ok(v), k)
        elif re.fullmatch(r'(aws|ghp|ghs|ghpat|glpat|xoxb|stripe|rk|gapi|openai|anthropic|hf|sendgrid|npm|pypi|datadog|shopify|tg|discord|ltai|akid|dckr|binance|jwt)\d+', k):
            chk(apikey_ok(v), k)
    return errs

if __name__ == '__main__':
    e = selftest()
    print('\n'.join(e) if e else f'selftest OK ({len(VALUES)} values)')
