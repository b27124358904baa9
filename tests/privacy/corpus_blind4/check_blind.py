"""Checks corpus_blind4/corpus.jsonl: offsets, check digits, formats, mix of languages and kinds,
and that no decoy overlaps a span. Exit status 1 on any error. Does not run any detector."""
import collections, datetime, ipaddress, json, os, re, sys, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "APIKEY", "SECRET", "PASSWORD", "CARD", "CVV", "IBAN", "IDCARD", "SSN",
         "PASSPORT", "NATIONAL_ID", "IP_ADDRESS", "DATE_OF_BIRTH", "MEDICAL", "AMOUNT"}
KINDS = {"chat", "log", "config", "ticket", "email", "csv", "stacktrace", "medical_note", "hr_note", "shell", "json", "sms",
         "form", "yaml", "markdown", "sql", "git_commit", "calendar", "other"}
LANG_SHARE = {"en": (0.40, 0.50), "zh": (0.30, 0.40), "mixed": (0.15, 0.25)}
CN_PROVINCES = {"11", "12", "13", "14", "15", "21", "22", "23", "31", "32", "33", "34", "35", "36", "37", "41", "42", "43",
                "44", "45", "46", "50", "51", "52", "53", "54", "61", "62", "63", "64", "65"}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]

errors = []


def err(rid, msg):
    errors.append(f"{rid}: {msg}")


def nfkc(s):
    return unicodedata.normalize("NFKC", s)


def digits(s):
    return "".join(c for c in nfkc(s) if c.isdigit())


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
    return tot % 10 == 0


def iban_ok(s):
    s = re.sub(r"\s", "", s).upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def cnid_ok(s):
    s = nfkc(s).upper()
    if not re.fullmatch(r"\d{17}[\dX]", s) or s[:2] not in CN_PROVINCES:
        return False
    try:
        b = datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    if not (datetime.date(1900, 1, 1) <= b <= datetime.date(2026, 12, 1)):
        return False
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(c) * x for c, x in zip(s[:17], w)) % 11] == s[17]


_VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
       [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
       [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
_VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
       [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]


def verhoeff_ok(d):
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def steuer_ok(d):
    if len(d) != 11 or d[0] == "0":
        return False
    counts = collections.Counter(d[:10])
    if sorted(counts.values(), reverse=True)[0] not in (2, 3) or len(counts) not in (8, 9):
        return False
    product = 10
    for ch in d[:10]:
        s = (int(ch) + product) % 10 or 10
        product = (s * 2) % 11
    chk = 11 - product
    return (0 if chk == 10 else chk) == int(d[10])


def national_id_kind(v):
    """Returns the scheme a NATIONAL_ID value is valid under, or None."""
    s = re.sub(r"[\s-]", "", nfkc(v)).upper()
    if re.fullmatch(r"(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", s):
        return "UK NINO"
    if re.fullmatch(r"[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]", s):
        return "IN PAN"
    if re.fullmatch(r"[2-9]\d{11}", s) and verhoeff_ok(s):
        return "IN Aadhaar"
    if re.fullmatch(r"[1-79]\d{8}", s) and luhn_ok(s):
        return "CA SIN"
    if re.fullmatch(r"[12]\d{14}", s) and 97 - int(s[:13]) % 97 == int(s[13:]):
        return "FR NIR"
    if re.fullmatch(r"\d{11}", s) and steuer_ok(s):
        return "DE Steuer-ID"
    return None


def ssn_ok(v):
    d = digits(v)
    if len(d) != 9:
        return False
    a, g, s = d[:3], d[3:5], d[5:]
    return a not in ("000", "666") and a[0] != "9" and g != "00" and s != "0000"


def ip_of(v):
    try:
        return ipaddress.ip_address(v)
    except ValueError:
        return None


def check_span(rid, text, sp, is_decoy=False):
    label = "decoy" if is_decoy else "span"
    s, e, v = sp.get("start"), sp.get("end"), sp.get("value")
    if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
        err(rid, f"{label} bad offsets {sp}")
        return False
    if text[s:e] != v:
        err(rid, f"{label} text[{s}:{e}]={text[s:e]!r} != value {v!r}")
        return False
    if v != v.strip():
        err(rid, f"{label} value has outer whitespace: {v!r}")
    return True


def check_value(rid, t, v, stats):
    n = nfkc(v)
    if t == "CARD":
        d = digits(v)
        if not (13 <= len(d) <= 19 and luhn_ok(d)):
            err(rid, f"CARD not Luhn-valid: {v}")
    elif t == "CVV":
        if not re.fullmatch(r"\d{3,4}", n):
            err(rid, f"CVV bad: {v}")
    elif t == "IBAN":
        if not iban_ok(v):
            err(rid, f"IBAN not mod-97 valid: {v}")
        stats["iban_country"][re.sub(r"\s", "", v)[:2]] += 1
    elif t == "IDCARD":
        if not cnid_ok(v):
            err(rid, f"IDCARD invalid (region/date/check digit): {v}")
    elif t == "SSN":
        if not ssn_ok(v):
            err(rid, f"SSN invalid: {v}")
    elif t == "NATIONAL_ID":
        k = national_id_kind(v)
        if not k:
            err(rid, f"NATIONAL_ID matches no checked scheme: {v}")
        stats["national_id"][k] += 1
    elif t == "IP_ADDRESS":
        ip = ip_of(v)
        if ip is None:
            err(rid, f"IP_ADDRESS unparsable: {v}")
        elif ip.is_loopback or any(ip in net for net in DOC_NETS):
            err(rid, f"IP_ADDRESS is loopback/documentation (should be a decoy): {v}")
    elif t == "EMAIL":
        if not re.fullmatch(r"[\w.+-]+(@|%40)[\w-]+(\.[\w-]+)+", v):
            err(rid, f"EMAIL malformed: {v}")
        if re.search(r"(@|%40)example\.", v):
            err(rid, f"EMAIL on an example domain should be a decoy: {v}")
    elif t == "PHONE":
        if not 7 <= len(digits(v)) <= 15:
            err(rid, f"PHONE digit count odd: {v}")
    elif t == "PASSPORT":
        if not re.fullmatch(r"[A-Z0-9]{8,9}", re.sub(r"\s", "", n)):
            err(rid, f"PASSPORT malformed: {v}")
    elif t == "APIKEY":
        if len(v) < 20 or re.search(r"\s", v):
            err(rid, f"APIKEY too short or has whitespace: {v}")
        stats["apikey_shape"][api_shape(v)] += 1
    elif t == "DATE_OF_BIRTH":
        if not re.search(r"\d", n):
            err(rid, f"DATE_OF_BIRTH without digits: {v}")


def api_shape(v):
    for pre, name in (("sk-ant-", "Anthropic"), ("sk-proj-", "OpenAI"), ("github_pat_", "GitHub fine-grained"), ("ghp_", "GitHub"),
                      ("glpat-", "GitLab"), ("AKIA", "AWS key id"), ("AIza", "Google"), ("sk_live_", "Stripe"), ("rk_live_", "Stripe restricted"),
                      ("xoxb-", "Slack"), ("SG.", "SendGrid"), ("hf_", "Hugging Face"), ("npm_", "npm"), ("eyJ", "JWT"),
                      ("LTAI", "Aliyun key id"), ("SK", "Twilio"), ("sk-", "OpenAI-style sk-")):
        if v.startswith(pre):
            return name
    return "other (hex/base64 token)"


def main():
    path = os.path.join(HERE, "corpus.jsonl")
    recs = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}", f"bad JSON: {e}")
    stats = {"iban_country": collections.Counter(), "national_id": collections.Counter(), "apikey_shape": collections.Counter()}
    ids = collections.Counter(r.get("id") for r in recs)
    for i, c in ids.items():
        if c > 1:
            err(i, "duplicate id")
    texts = collections.Counter(r.get("text") for r in recs)
    if max(texts.values()) > 1:
        err("corpus", "duplicate texts")
    langs, kinds, types, dkinds = (collections.Counter() for _ in range(4))
    lang_kind = collections.defaultdict(collections.Counter)
    n_spans = n_decoys = 0
    for r in recs:
        rid, text = r.get("id"), r.get("text", "")
        if set(r) != {"id", "lang", "kind", "text", "spans", "decoys"}:
            err(rid, f"keys {sorted(r)}")
        lang, kind = r.get("lang"), r.get("kind")
        if lang not in LANG_SHARE:
            err(rid, f"lang {lang}")
        if kind not in KINDS:
            err(rid, f"kind {kind}")
        if not re.fullmatch(rf"c4-{lang}-\d{{3}}", rid or ""):
            err(rid, "id does not follow c4-<lang>-NNN")
        langs[lang] += 1
        kinds[kind] += 1
        lang_kind[kind][lang] += 1
        has_cjk = bool(re.search(r"[\u4e00-\u9fff]", text))
        has_latin_words = len(re.findall(r"\b[A-Za-z]{3,}\b", text)) >= 3
        if lang == "en" and has_cjk:
            err(rid, "lang en but text has Chinese characters")
        if lang in ("zh", "mixed") and not has_cjk:
            err(rid, f"lang {lang} but no Chinese characters")
        if lang == "mixed" and not has_latin_words:
            err(rid, "lang mixed but hardly any English words")
        ok = []
        for sp in r.get("spans", []):
            n_spans += 1
            if sp.get("type") not in TYPES:
                err(rid, f"unknown type {sp.get('type')}")
                continue
            if check_span(rid, text, sp):
                ok.append((sp["start"], sp["end"], sp["type"]))
                types[sp["type"]] += 1
                check_value(rid, sp["type"], sp["value"], stats)
        ok.sort()
        for (a, b, t1), (c, d, t2) in zip(ok, ok[1:]):
            if c < b:
                err(rid, f"spans overlap: {t1} [{a},{b}) and {t2} [{c},{d})")
        dok = []
        for dc in r.get("decoys", []):
            n_decoys += 1
            if not dc.get("kind"):
                err(rid, f"decoy without kind {dc}")
            if check_span(rid, text, dc, is_decoy=True):
                dkinds[dc["kind"]] += 1
                dok.append((dc["start"], dc["end"]))
                for a, b, t in ok:
                    if dc["start"] < b and a < dc["end"]:
                        err(rid, f"decoy {dc['value']!r} overlaps {t} span [{a},{b})")
                if dc["kind"].startswith("ip"):
                    ip = ip_of(dc["value"].split(":")[0] if dc["value"].count(":") == 1 else dc["value"])
                    if ip is None or not (ip.is_loopback or any(ip in net for net in DOC_NETS)):
                        err(rid, f"IP decoy is not loopback/documentation: {dc['value']}")
                if dc["kind"] == "email_public" and "example." not in dc["value"]:
                    err(rid, f"public e-mail decoy not on an example domain: {dc['value']}")
                if dc["kind"] == "uuid" and not re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", dc["value"]):
                    err(rid, f"uuid decoy malformed: {dc['value']}")
        dok.sort()
        for (a, b), (c, d) in zip(dok, dok[1:]):
            if c < b:
                err(rid, f"decoys overlap at [{c},{d})")
    n = len(recs)
    if n < 150:
        err("corpus", f"only {n} texts (need >= 150)")
    for lang, (lo, hi) in LANG_SHARE.items():
        share = langs[lang] / max(n, 1)
        if not lo <= share <= hi:
            err("corpus", f"lang {lang} share {share:.1%} outside [{lo:.0%}, {hi:.0%}]")
    for k in KINDS:
        if kinds[k] < 4:
            err("corpus", f"kind {k} only {kinds[k]} times (need >= 4)")
    if n_decoys / max(n, 1) < 1.2:
        err("corpus", f"decoys per text {n_decoys / n:.2f} < 1.2")

    print(f"texts: {n}   spans: {n_spans}   decoys: {n_decoys} ({n_decoys / max(n, 1):.2f} per text)   "
          f"texts without spans: {sum(1 for r in recs if not r['spans'])}")
    print("by lang: " + ", ".join(f"{k} {v} ({v / n:.0%})" for k, v in langs.most_common()))
    print("by kind: " + ", ".join(f"{k} {kinds[k]}" for k in sorted(KINDS)))
    print("by type: " + ", ".join(f"{k} {v}" for k, v in types.most_common()))
    print("spans by type and lang:")
    tl = collections.defaultdict(collections.Counter)
    for r in recs:
        for sp in r["spans"]:
            tl[sp["type"]][r["lang"]] += 1
    for t, c in sorted(tl.items(), key=lambda kv: -sum(kv[1].values())):
        print(f"  {t:14s} en {c['en']:3d}  zh {c['zh']:3d}  mixed {c['mixed']:3d}")
    print("decoy kinds: " + ", ".join(f"{k} {v}" for k, v in dkinds.most_common()))
    print("NATIONAL_ID schemes: " + ", ".join(f"{k} {v}" for k, v in stats["national_id"].items()))
    print("IBAN countries: " + ", ".join(f"{k} {v}" for k, v in stats["iban_country"].items()))
    print("APIKEY shapes: " + ", ".join(f"{k} {v}" for k, v in stats["apikey_shape"].most_common()))
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all offsets, check digits, formats, language mix, kinds and decoy/span separation verified")


if __name__ == "__main__":
    main()
