#!/usr/bin/env python3
"""Checks corpus.jsonl of the blind42 corpus.

    python3 check_blind.py        -> problems only, exit status 1 if any
    python3 check_blind.py -v     -> also prints count tables

Checks: offsets, no overlaps, no span/decoy edge inside an ASCII word, check digits and
shapes per type, IP ranges, CVV only with a CARD, ID birth dates against shown DOBs,
titles and kinship words outside PERSON, repeated strings tagged consistently, no string
both span and decoy, and the size rules of the brief.
"""
import collections
import datetime
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import values as V  # noqa: E402  (validators only)

TYPES = ['PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL', 'PASSWORD',
         'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT', 'NATIONAL_ID', 'AMOUNT']
LANGS = ['en', 'zh', 'mixed']

problems = []


def bad(rid, msg):
    problems.append('%s: %s' % (rid, msg))


# ------------------------------------------------------------------ helpers
def is_word(ch):
    return ch != '' and ch.isascii() and (ch.isalnum() or ch == '_')


DOC_NETS = [ipaddress.ip_network(n) for n in ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]


def parse_ip(v):
    try:
        return ipaddress.ip_address(v)
    except ValueError:
        return None


def ip_span_ok(v):
    a = parse_ip(v)
    if a is None:
        return 'not an IP address'
    if any(a in n for n in DOC_NETS):
        return 'documentation range'
    if a.is_loopback or a.is_unspecified or a.is_multicast or a.is_link_local or a.is_reserved:
        return 'loopback/unspecified/multicast/link-local/reserved'
    return None


MONTHS = {m: i + 1 for i, m in enumerate(
    ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october',
     'november', 'december'])}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS['sept'] = 9
CN_D = {'〇': 0, '零': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}


def cn_small(s):
    if s.isdigit():
        return int(s)
    if s == '十':
        return 10
    if s.startswith('十'):
        return 10 + CN_D[s[1]]
    if s.endswith('十'):
        return CN_D[s[0]] * 10
    if '十' in s:
        a, b = s.split('十')
        return CN_D[a] * 10 + CN_D[b]
    return CN_D[s]


def mkdate(y, m, d):
    try:
        return datetime.date(int(y), int(m), int(d))
    except (ValueError, TypeError):
        return None


def parse_dob(v):
    """Return the list of possible dates a DOB string denotes (empty: unparseable)."""
    s = v.strip().lower().replace(',', ' ')
    s = re.sub(r'\s+', ' ', s)
    out = []
    m = re.fullmatch(r'(\d{4}) ?[-/.年] ?(\d{1,2}) ?[-/.月] ?(\d{1,2}) ?日?号?', s)
    if m:
        out.append(mkdate(*m.groups()))
    m = re.fullmatch(r'(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})', s)
    if m:
        out.append(mkdate(m.group(3), m.group(2), m.group(1)))
        out.append(mkdate(m.group(3), m.group(1), m.group(2)))
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?(?: of)?[ \-]([a-z]+)\.?[ \-](\d{4})', s)
    if m and m.group(2) in MONTHS:
        out.append(mkdate(m.group(3), MONTHS[m.group(2)], m.group(1)))
    m = re.fullmatch(r'([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)? (\d{4})', s)
    if m and m.group(1) in MONTHS:
        out.append(mkdate(m.group(3), MONTHS[m.group(1)], m.group(2)))
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', s)
    if m:
        out.append(mkdate(*m.groups()))
    m = re.fullmatch(r'([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,2})月([一二三四五六七八九十]{1,3})日', s)
    if m:
        y = int(''.join(str(CN_D[c]) for c in m.group(1)))
        out.append(mkdate(y, cn_small(m.group(2)), cn_small(m.group(3))))
    return [d for d in out if d]


def birth_keys(d):
    return {('ymd', d.year, d.month, d.day), ('yymmdd', d.year % 100, d.month, d.day), ('yymm', d.year % 100, d.month)}


def id_birth_key(typ, v):
    """Birth date embedded in an ID, as a key comparable with birth_keys(); None if the format has none."""
    s = v.replace(' ', '')
    if typ == 'IDCARD':
        return ('ymd', int(s[6:10]), int(s[10:12]), int(s[12:14]))
    if V.pesel_ok(s) and not V.fnr_ok(s):
        d = V.pesel_birth(s)
        return ('ymd', d.year, d.month, d.day)
    if V.personnummer_ok(s):
        return ('yymmdd', int(s[0:2]), int(s[2:4]), int(s[4:6]))
    if V.hetu_ok(s):
        return ('yymmdd', int(s[4:6]), int(s[2:4]), int(s[0:2]))
    if V.fnr_ok(s):
        return ('yymmdd', int(s[4:6]), int(s[2:4]), int(s[0:2]))
    if V.za_ok(s):
        return ('yymmdd', int(s[0:2]), int(s[2:4]), int(s[4:6]))
    if V.nir_ok(v):
        return ('yymm', int(s[1:3]), int(s[3:5]))
    return None


NATIONAL_ID_CHECKS = [V.nric_ok, V.dni_ok, V.cpf_ok, V.pesel_ok, V.bsn_ok, V.hkid_ok, V.aadhaar_ok, V.sin_ok,
                      V.nino_ok, V.personnummer_ok, V.hetu_ok, V.fnr_ok, V.za_ok, V.nir_ok]

DIGIT_WORDS = {'zero', 'oh', 'o', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'nought'}


def phone_digit_count(v):
    n = len(re.findall(r'\d', v))
    mult = 1
    for t in re.findall(r'[a-z]+', v.lower()):
        if t == 'double':
            mult = 2
        elif t == 'triple':
            mult = 3
        elif t in DIGIT_WORDS:
            n += mult
            mult = 1
    n += len(re.findall(r'[零〇一二三四五六七八九幺两洞]', v))
    return n


CURRENCY = re.compile(
    r'[$€£¥₹₩₱฿]|(?<![A-Za-z])(USD|EUR|GBP|CNY|RMB|HKD|SGD|AUD|CAD|NZD|CHF|SEK|NOK|DKK|PLN|INR|JPY|BRL|ZAR|'
    r'KES|PHP|TRY|AED|MYR|THB|NGN|MXN|kr|zł|Rs|R)(?![A-Za-z])|dollars?|bucks|euros?|pounds?|quid|yuan|rupees?|'
    r'rand|pesos?|reais|kuai|grand|元|块|圆|美元|欧元|英镑|港币|日元|刀|澳元|加元|新币|万', re.I)
NUMBER = re.compile(r'\d|(?i:\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|'
                    r'forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|a)\b)|[一二三四五六七八九十百千万两]')

POSTCODE = re.compile(r'(?<!\d)\d{4,6}(?!\d)|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b|'
                      r'(?<!\d)\d{3}-\d{4}(?!\d)|(?<!\d)\d{2}-\d{3}(?!\d)|(?<!\d)\d{3} \d{2}(?!\d)|\b[AC-FHKNPRTV-Y]\d[0-9W] ?[0-9AC-FHKNPRTV-Y]{4}\b')

TITLES = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Madam|Capt|Captain|Dame|Lord)\b\.?', re.I)
KINSHIP_ZH = ['表姐', '表哥', '表妹', '表弟', '堂哥', '堂姐', '堂弟', '堂妹', '姐姐', '哥哥', '弟弟', '妹妹', '妈妈', '爸爸',
              '老妈', '老爸', '母亲', '父亲', '舅舅', '舅妈', '姑姑', '姑妈', '姨妈', '阿姨', '叔叔', '婶婶', '伯伯',
              '伯母', '爷爷', '奶奶', '外公', '外婆', '老婆', '老公', '媳妇', '儿子', '女儿', '岳父', '岳母', '公公',
              '婆婆', '大舅', '二叔', '小姨']
ROLE_ZH = ['财务', '出纳', '会计', '司机', '客服', '前台', '经纪人', '调度员']
KINSHIP_EN = {'mom', 'mum', 'dad', 'mother', 'father', 'uncle', 'aunt', 'auntie', 'grandma', 'grandpa', 'granny',
              'nan', 'sister', 'brother', 'wife', 'husband', 'son', 'daughter', 'cousin', 'sis', 'bro'}


def check_type(rid, typ, v, rec):
    if v != v.strip():
        bad(rid, '%s %r has leading/trailing whitespace' % (typ, v))
    masked = re.search(r'[*•●]|x{3,}|X{3,}', v)
    if typ == 'CARD':
        if masked or not V.card_ok(v) or not re.fullmatch(r'[\d -]+', v):
            bad(rid, 'CARD %r fails Luhn/shape' % v)
    elif typ == 'IBAN':
        if not V.iban_ok(v):
            bad(rid, 'IBAN %r fails mod-97/length' % v)
    elif typ == 'SSN':
        if not V.ssn_ok(v):
            bad(rid, 'SSN %r fails shape/area rules' % v)
    elif typ == 'IDCARD':
        if not V.idcard_ok(v):
            bad(rid, 'IDCARD %r fails GB 11643' % v)
        else:
            y = int(v.replace(' ', '')[6:10])
            if not 1920 <= y <= 2012:
                bad(rid, 'IDCARD %r implausible birth year' % v)
    elif typ == 'NATIONAL_ID':
        if not any(f(v) for f in NATIONAL_ID_CHECKS):
            bad(rid, 'NATIONAL_ID %r matches no known format/check digit' % v)
    elif typ == 'PASSPORT':
        if not V.passport_ok(v):
            bad(rid, 'PASSPORT %r matches no known shape' % v)
    elif typ == 'APIKEY':
        if not V.apikey_ok(v):
            bad(rid, 'APIKEY %r matches no vendor shape (or is an example key)' % v)
    elif typ == 'SECRET':
        if not V.secret_ok(v) or 'EXAMPLE' in v.upper():
            bad(rid, 'SECRET %r has no secret shape' % v)
    elif typ == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            bad(rid, 'CVV %r is not 3-4 digits' % v)
    elif typ == 'IP_ADDRESS':
        why = ip_span_ok(v)
        if why:
            bad(rid, 'IP_ADDRESS %r: %s' % (v, why))
    elif typ == 'EMAIL':
        if not re.fullmatch(r'[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}', v):
            bad(rid, 'EMAIL %r malformed' % v)
    elif typ == 'PHONE':
        n = phone_digit_count(v)
        if masked or not 7 <= n <= 18:
            bad(rid, 'PHONE %r has %d digits or is masked' % (v, n))
    elif typ == 'AMOUNT':
        if not CURRENCY.search(v) or not NUMBER.search(v):
            bad(rid, 'AMOUNT %r lacks currency or number' % v)
    elif typ == 'DATE_OF_BIRTH':
        ds = parse_dob(v)
        if not ds:
            bad(rid, 'DATE_OF_BIRTH %r unparseable' % v)
        elif not any(1920 <= d.year <= 2012 for d in ds):
            bad(rid, 'DATE_OF_BIRTH %r implausible' % v)
    elif typ == 'ADDRESS':
        if not POSTCODE.search(v):
            bad(rid, 'ADDRESS %r has no postcode' % v)
    elif typ == 'PERSON':
        if TITLES.match(v):
            bad(rid, 'PERSON %r includes an English title' % v)
        for w in KINSHIP_ZH + ROLE_ZH:
            if w in v:
                bad(rid, 'PERSON %r includes kinship/role word %s' % (v, w))
        for w in re.findall(r'[A-Za-z]+', v):
            if w.lower() in KINSHIP_EN:
                bad(rid, 'PERSON %r includes kinship word %s' % (v, w))
        if '@' in v and not v.startswith('@'):
            bad(rid, 'PERSON %r looks like an e-mail' % v)
    elif typ in ('PASSWORD', 'MEDICAL'):
        pass
    else:
        bad(rid, 'unknown type %s' % typ)


def check_decoy(rid, d):
    k, v = d['kind'].lower(), d['value']
    if v != v.strip():
        bad(rid, 'decoy %r has leading/trailing whitespace' % v)
    a = parse_ip(v)
    if a is not None and 'version' not in k:
        if not (any(a in n for n in DOC_NETS) or a.is_loopback or a.is_unspecified or a.is_reserved
                or str(a).startswith('255.')):
            bad(rid, 'decoy %r (%s) is a real host IP' % (v, k))
    if 'doc_ip' in k and (a is None or not any(a in n for n in DOC_NETS)):
        bad(rid, 'doc_ip decoy %r outside documentation ranges' % v)
    if 'masked' in k and not re.search(r'[*•●]|[xX]{3,}|…', v):
        bad(rid, 'masked decoy %r shows no masking' % v)
    if 'example' in k and 'key' in k and not ('EXAMPLE' in v.upper() or 'xxxx' in v.lower() or '...' in v
                                             or 'your' in v.lower() or '<' in v):
        bad(rid, 'example key decoy %r does not look like documentation' % v)
    if k == 'imei' or k.endswith('_imei'):
        if not V.luhn_ok(v) or len(v) != 15:
            bad(rid, 'imei decoy %r not Luhn-valid' % v)
    if 'container' in k and not V.container_ok(v):
        bad(rid, 'container decoy %r fails ISO 6346' % v)
    if k == 'vin' and not V.vin_ok(v):
        bad(rid, 'vin decoy %r fails check digit' % v)
    if 'imo' in k and not V.imo_ok(v):
        bad(rid, 'imo decoy %r fails check digit' % v)


def occurrences(text, value):
    i = 0
    while True:
        i = text.find(value, i)
        if i < 0:
            return
        j = i + len(value)
        ok = True
        if is_word(value[0]) and i > 0 and is_word(text[i - 1]):
            ok = False
        if is_word(value[-1]) and j < len(text) and is_word(text[j]):
            ok = False
        if value[-1].isdigit() and re.match(r'[.,:]\d', text[j:j + 2]):
            ok = False
        if value[0].isdigit() and i >= 2 and re.match(r'\d[.,:]', text[i - 2:i]):
            ok = False
        if ok:
            yield i, j
        i += 1


def check_record(rec):
    rid, text = rec['id'], rec['text']
    if rec['lang'] not in LANGS:
        bad(rid, 'bad lang')
    if not rid.startswith('c42-%s-' % rec['lang']):
        bad(rid, 'id does not match lang')
    items = [('S', s['type'], s) for s in rec['spans']] + [('D', d['kind'], d) for d in rec['decoys']]
    for tag, lab, x in items:
        if text[x['start']:x['end']] != x['value']:
            bad(rid, 'offset mismatch for %s %r' % (lab, x['value']))
        if x['start'] > 0 and is_word(text[x['start'] - 1]) and is_word(text[x['start']]):
            bad(rid, '%s %r starts inside an ASCII word (%r)' % (lab, x['value'], text[max(0, x['start'] - 12):x['end']]))
        if x['end'] < len(text) and is_word(text[x['end'] - 1]) and is_word(text[x['end']]):
            bad(rid, '%s %r ends inside an ASCII word (%r)' % (lab, x['value'], text[x['start']:x['end'] + 12]))
    srt = sorted(items, key=lambda t: (t[2]['start'], t[2]['end']))
    for a, b in zip(srt, srt[1:]):
        if b[2]['start'] < a[2]['end']:
            bad(rid, 'overlap %s %r / %s %r' % (a[1], a[2]['value'], b[1], b[2]['value']))
    for s in rec['spans']:
        check_type(rid, s['type'], s['value'], rec)
    for d in rec['decoys']:
        check_decoy(rid, d)
    # CVV only next to a CARD
    cards = [s for s in rec['spans'] if s['type'] == 'CARD']
    for s in rec['spans']:
        if s['type'] == 'CVV':
            if not cards:
                bad(rid, 'CVV %r without a CARD in the text' % s['value'])
            elif min(min(abs(s['start'] - c['end']), abs(c['start'] - s['end'])) for c in cards) > 300:
                bad(rid, 'CVV %r far from any CARD' % s['value'])
    # ID birth dates against shown DOBs
    dob_keys = set()
    for s in rec['spans']:
        if s['type'] == 'DATE_OF_BIRTH':
            for d in parse_dob(s['value']):
                dob_keys |= birth_keys(d)
    if dob_keys:
        for s in rec['spans']:
            if s['type'] in ('IDCARD', 'NATIONAL_ID'):
                k = id_birth_key(s['type'], s['value'])
                if k is not None and k not in dob_keys:
                    bad(rid, '%s %r birth date disagrees with the DOB shown' % (s['type'], s['value']))
    # repeated strings tagged consistently within the text
    exact = {(s['start'], s['end']): s['type'] for s in rec['spans']}
    dexact = {(d['start'], d['end']) for d in rec['decoys']}
    for s in rec['spans']:
        for i, j in occurrences(text, s['value']):
            if (i, j) in exact:
                if exact[(i, j)] != s['type']:
                    bad(rid, '%r tagged both %s and %s' % (s['value'], s['type'], exact[(i, j)]))
                continue
            if (i, j) in dexact:
                bad(rid, '%r is both a %s span and a decoy' % (s['value'], s['type']))
                continue
            inside = any(x['start'] <= i and j <= x['end'] for x in rec['spans'] + rec['decoys'])
            if not inside:
                bad(rid, 'untagged repeat of %s %r at %d' % (s['type'], s['value'], i))


def main():
    verbose = '-v' in sys.argv
    path = os.path.join(HERE, 'corpus.jsonl')
    recs = [json.loads(l) for l in open(path, encoding='utf-8') if l.strip()]
    ids = [r['id'] for r in recs]
    if len(ids) != len(set(ids)):
        problems.append('duplicate ids')
    for r in recs:
        check_record(r)

    # corpus-wide consistency
    vtypes = collections.defaultdict(set)
    dvals = set()
    for r in recs:
        for s in r['spans']:
            vtypes[s['value']].add(s['type'])
        for d in r['decoys']:
            dvals.add(d['value'])
    for v, ts in vtypes.items():
        if len(ts) > 1:
            problems.append('corpus: %r tagged as %s' % (v, sorted(ts)))
        if v in dvals:
            problems.append('corpus: %r is both a span and a decoy' % v)

    # size rules
    n = len(recs)
    nspans = sum(len(r['spans']) for r in recs)
    ndec = sum(len(r['decoys']) for r in recs)
    by_lang = collections.Counter(r['lang'] for r in recs)
    texts_per_type = collections.Counter()
    for r in recs:
        for t in {s['type'] for s in r['spans']}:
            texts_per_type[t] += 1
    zero = [r['id'] for r in recs if not r['spans']]
    kinds = {r['kind'] for r in recs}
    dkinds = {d['kind'] for r in recs for d in r['decoys']}
    rules = [
        (180 <= n <= 195, 'texts %d not in 180-195' % n),
        (1100 <= nspans <= 1300, 'spans %d not in 1100-1300' % nspans),
        (0.40 <= by_lang['en'] / n <= 0.50, 'en share %.2f not about 45%%' % (by_lang['en'] / n)),
        (0.30 <= by_lang['zh'] / n <= 0.40, 'zh share %.2f not about 35%%' % (by_lang['zh'] / n)),
        (0.15 <= by_lang['mixed'] / n <= 0.25, 'mixed share %.2f not about 20%%' % (by_lang['mixed'] / n)),
        (ndec / n >= 2.5, 'decoys per text %.2f < 2.5' % (ndec / n)),
        (3 <= len(zero) <= 8, '%d texts without spans (need 3-8)' % len(zero)),
        (len(kinds) >= 60, '%d text kinds < 60' % len(kinds)),
        (len(dkinds) >= 60, '%d decoy kinds < 60' % len(dkinds)),
    ]
    for t in TYPES:
        rules.append((texts_per_type[t] >= 4, 'type %s in only %d texts' % (t, texts_per_type[t])))
    for ok, msg in rules:
        if not ok:
            problems.append('size: ' + msg)

    if verbose:
        print('texts %d (en %d, zh %d, mixed %d) | spans %d | decoys %d (%.2f/text) | no-span texts %d | '
              'text kinds %d | decoy kinds %d' % (n, by_lang['en'], by_lang['zh'], by_lang['mixed'], nspans, ndec,
                                                  ndec / n, len(zero), len(kinds), len(dkinds)))
        print()
        cnt = collections.Counter((s['type'], r['lang']) for r in recs for s in r['spans'])
        print('%-14s %6s %6s %6s %7s %7s' % ('type', 'en', 'zh', 'mixed', 'total', 'texts'))
        for t in TYPES:
            print('%-14s %6d %6d %6d %7d %7d' % (t, cnt[(t, 'en')], cnt[(t, 'zh')], cnt[(t, 'mixed')],
                                                 sum(cnt[(t, l)] for l in LANGS), texts_per_type[t]))
        print('%-14s %6d %6d %6d %7d' % ('ALL', *[sum(len(r['spans']) for r in recs if r['lang'] == l) for l in LANGS],
                                         nspans))
        print()
        dk = collections.Counter(d['kind'] for r in recs for d in r['decoys'])
        print('decoy kinds (%d):' % len(dk))
        items = sorted(dk.items(), key=lambda kv: (-kv[1], kv[0]))
        for i in range(0, len(items), 4):
            print('  ' + ''.join('%-28s' % ('%s %d' % kv) for kv in items[i:i + 4]))
        print()
        tk = collections.Counter(r['kind'] for r in recs)
        print('text kinds (%d):' % len(tk))
        items = sorted(tk.items(), key=lambda kv: (-kv[1], kv[0]))
        for i in range(0, len(items), 4):
            print('  ' + ''.join('%-28s' % ('%s %d' % kv) for kv in items[i:i + 4]))
        print()
        print('texts without spans: ' + ', '.join(zero))
        print()
    problems[:] = list(dict.fromkeys(problems))
    for p in problems:
        print('PROBLEM', p)
    print('%d problems' % len(problems))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
