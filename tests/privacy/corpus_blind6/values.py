"""Invented values for corpus_blind6: identifiers built with their check digits (valid.py) and vendor keys in the
vendors' real shapes. Texts refer to them as `$name`. Deterministic (fixed seed), so the corpus rebuilds identically.
"""
import random
import string

import valid

_rng = random.Random(20261201)
_AN = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_B64URL = _AN + "-_"


def _r(n, chars=_AN):
    return "".join(_rng.choice(chars) for _ in range(n))


def _card(prefix, length, sep=" ", groups=(4, 4, 4, 4)):
    body = prefix + "".join(_rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
    full = body + valid.luhn_digit(body)
    if not sep:
        return full
    out, i = [], 0
    for g in groups:
        out.append(full[i:i + g])
        i += g
    return sep.join(out)


V = {}
NATIONAL = {}  # value -> scheme, for the NATIONAL_ID spans

# cards (Luhn-valid, invented; not the public test numbers, which appear as decoys)
V.update(
    visa1=_card("4539", 16), visa2=_card("4716", 16, "-"), visa3=_card("4024", 16, ""),
    mc1=_card("5412", 16), mc2=_card("2221", 16, "-"), mc3=_card("5598", 16, ""),
    amex1=_card("3714", 15, " ", (4, 6, 5)), amex2=_card("3787", 15, ""),
    up1=_card("6228", 19, " ", (4, 4, 4, 4, 3)), up2=_card("6217", 16), up3=_card("6212", 19, ""),
    jcb1=_card("3566", 16), up4=_card("6214", 16), disc1=_card("6011", 16, "-"), visa4=_card("4929", 16), mc4=_card("5236", 16),
)

# IBANs (mod 97)
V.update(
    iban_ie=valid.make_iban("IE", "AIBK93118274530916"), iban_it=valid.make_iban("IT", "X0306909606100000117823"),
    iban_pl=valid.make_iban("PL", "109024020000000612938475"), iban_ch=valid.make_iban("CH", "00762011623852917"),
    iban_at=valid.make_iban("AT", "1904300235473201"), iban_pt=valid.make_iban("PT", "000700000019384756201"),
    iban_tr=valid.make_iban("TR", "0006100519786457841326"), iban_ae=valid.make_iban("AE", "0260001015673892401"),
    iban_sa=valid.make_iban("SA", "80000000608010167519"), iban_eg=valid.make_iban("EG", "0019000500000000263180002"),
    iban_gb=valid.make_iban("GB", "NWBK60161331926819"),
    iban_tr2=valid.make_iban("TR", "0001200942718305669214"), iban_tr3=valid.make_iban("TR", "0006400000177203481955"),
    iban_at2=valid.make_iban("AT", "2011182213344550"), iban_ie2=valid.make_iban("IE", "BOFI90001712345678", False),
    iban_pl2=valid.make_iban("PL", "249010140000071219812874", False), iban_it2=valid.make_iban("IT", "K0542811101000000123456", False),
)

# Chinese resident IDs (birth date encoded; texts quote the same date)
V.update(
    cn1=valid.make_cn_id("110105", "19880917", "043"), cn2=valid.make_cn_id("310115", "19930224", "128"),
    cn3=valid.make_cn_id("440305", "19761103", "275"), cn4=valid.make_cn_id("330106", "20010630", "016"),
    cn5=valid.make_cn_id("510107", "19850412", "392"), cn6=valid.make_cn_id("420111", "19990805", "064"),
    cn7=valid.make_cn_id("320106", "19680129", "517"), cn8=valid.make_cn_id("370202", "19950716", "238"),
    cn9=valid.make_cn_id("210102", "19821225", "481"), cn10=valid.make_cn_id("350203", "19900301", "152"),
    cn11=valid.make_cn_id("110105", "20190308", "027"),
    cn12=valid.make_cn_id("440106", "19910520", "226"), cn13=valid.make_cn_id("310106", "19870911", "048"),
    cn14=valid.make_cn_id("330102", "19940118", "362"), cn15=valid.make_cn_id("310112", "19720406", "159"),
)


def _nat(name, scheme, value):
    V[name] = value
    NATIONAL[value] = scheme


_nat("pesel1", "pesel", "9207140318" + valid.pesel_check("9207140318"))
_nat("pesel2", "pesel", "0322051847" + valid.pesel_check("0322051847"))  # born 2003-02-05 (month + 20)
_nat("tckn1", "tckn", "384710592" + valid.tckn_checks("384710592"))
_nat("tckn2", "tckn", "521906374" + valid.tckn_checks("521906374"))
_nat("rut1", "rut", "16.482.379-" + valid.rut_check("16482379"))
_nat("rut2", "rut", "9.105.262-" + valid.rut_check("9105262"))
_nat("thai1", "thai", (lambda b: f"{b[0]}-{b[1:5]}-{b[5:10]}-{b[10:12]}-{valid.thai_check(b)}")("110370041825"))
_nat("hkid1", "hkid", "K482913(" + valid.hkid_check("K", "482913") + ")")
_nat("hkid2", "hkid", "Y735206(" + valid.hkid_check("Y", "735206") + ")")
_nat("tw1", "taiwan", "F22847103" + valid.tw_check("F22847103"))
_nat("tw2", "taiwan", "A13692054" + valid.tw_check("A13692054"))
_nat("ppsn1", "ppsn", "8237461" + valid.ppsn_check("8237461"))
_nat("ppsn2", "ppsn", "6019835" + valid.ppsn_check("6019835", "A") + "A")
_nat("tfn1", "tfn", "459 218 36" + next(c for c in "0123456789" if valid.tfn_ok("45921836" + c)))
_nat("ird1", "ird", (lambda b: f"{b[:3]}-{b[3:6]}-{b[6:]}{valid.ird_check(b)}")("11825730"))
_nat("ahv1", "ahv", (lambda b: f"{b[:3]}.{b[3:7]}.{b[7:11]}.{b[11:]}{valid.ean13_check(b)}")("756318204957"))
_nat("nif1", "nif", "23847159" + valid.nif_check("23847159"))
_nat("nif2", "nif", "21905533" + valid.nif_check("21905533"))
_nat("emirates1", "emirates", (lambda b: f"784-{b[3:7]}-{b[7:14]}-{valid.luhn_digit(b)}")("78419874318265"))
_nat("saudi1", "saudi", "108734592" + valid.luhn_digit("108734592"))
_nat("cf1", "cf", "FRRGLI91C62H501" + valid.cf_check("FRRGLI91C62H501"))  # Giulia Ferrari, F, 22 Mar 1991, Roma
_nat("cf2", "cf", "BNCLCU84M14F205" + valid.cf_check("BNCLCU84M14F205"))  # Luca Bianchi, M, 14 Aug 1984, Milano
_nat("cuil1", "cuil", "20-31847562-" + valid.cuil_check("2031847562"))
_nat("svnr1", "svnr", valid.svnr_make("482", "170389"))
_nat("nino1", "nino", "JT 48 27 91 C")
_nat("cnic1", "cnic", "35202-4871936-3")
_nat("cnic2", "cnic", "42101-6628413-5")
_nat("cccd1", "cccd", "079096004817")  # Ho Chi Minh City, male born 1996 (4th digit 0 = male, 1900s)
_nat("cccd2", "cccd", "001193027451")  # Ha Noi, female born 1993 (1 = female, 1900s)
_nat("nik1", "nik", "3174056108920003")  # Jakarta Selatan, female (day 21+40), 21 Aug 1992

# US SSNs (valid area/group/serial; not 000/666/9xx, not the advertising numbers)
V.update(ssn6="457-19-2083", ssn1="412-78-3306", ssn2="529 41 8873", ssn3="238-06-1945", ssn4="671-52-0418", ssn5="308497112")

# vendor keys and secrets, shapes as issued; one independent set per language file (suffix "", _z, _m, _x)
def _keys():
    _seg = _r(20, _B64URL)
    return dict(
        azure_key=_r(32, _HEX), azure_storage=_r(86, _AN + "+/") + "==", cf_token=_r(40, _B64URL),
        cf_global=_r(37, _HEX), do_token="dop_v1_" + _r(64, _HEX), heroku="HRKU-" + _r(60, _AN + "_-"),
        shopify="shpat_" + _r(32, _HEX), shopify_ss="shpss_" + _r(32, _HEX), square="EAAA" + _r(60, _B64URL),
        square_secret="sq0csp-" + _r(43, _B64URL), paypal_id="A" + _r(79, _B64URL), paypal_secret="E" + _r(79, _B64URL),
        notion="ntn_" + _r(46), linear="lin_api_" + _r(40), airtable="pat" + _r(14) + "." + _r(64, _HEX),
        mapbox="sk.eyJ1IjoibWFyaWVsYS1nZW8iLCJhIjoi" + _r(22) + "In0." + _r(22, _B64URL),
        sentry="https://" + _r(32, _HEX) + "@o" + _r(6, "0123456789") + ".ingest.sentry.io/" + _r(16, "0123456789"),
        algolia=_r(32, _HEX), firebase="AIza" + _r(35, _B64URL), openrouter="sk-or-v1-" + _r(64, _HEX),
        groq="gsk_" + _r(52), mistral=_r(32), cohere=_r(40), tc_id="AKID" + _r(32), tc_key=_r(32),
        baidu_ak=_r(24), baidu_sk=_r(32), volc_ak="AKLT" + _r(42, _AN), volc_sk=_r(56, _AN) + "==",
        feishu_secret=_r(32), feishu_hook="https://open.feishu.cn/open-apis/bot/v2/hook/" + _r(8, _HEX) + "-"
        + _r(4, _HEX) + "-" + _r(4, _HEX) + "-" + _r(4, _HEX) + "-" + _r(12, _HEX),
        aws_id="AKIA" + _r(16, string.ascii_uppercase + "234567"), aws_secret=_r(40, _AN + "/+"),
        gh_pat="ghp_" + _r(36), gh_fine="github_pat_" + _r(22) + "_" + _r(59), npm="npm_" + _r(36),
        pypi="pypi-AgEIcHlwaS5vcmcCJD" + _r(120, _B64URL), slack_bot="xoxb-" + _r(12, "0123456789") + "-"
        + _r(13, "0123456789") + "-" + _r(24), slack_hook="https://hooks.slack.com/services/T" + _r(10, string.ascii_uppercase
        + "0123456789") + "/B" + _r(10, string.ascii_uppercase + "0123456789") + "/" + _r(24),
        stripe="sk_live_51" + _r(97), stripe_wh="whsec_" + _r(32), ding_hook="https://oapi.dingtalk.com/robot/send?access_token="
        + _r(64, _HEX), wecom_hook="https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + _r(8, _HEX) + "-" + _r(4, _HEX)
        + "-" + _r(4, _HEX) + "-" + _r(4, _HEX) + "-" + _r(12, _HEX), ding_secret="SEC" + _r(64, _HEX),
        jwt="eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI" + _r(40, _B64URL) + "." + _seg + _r(23, _B64URL),
        gl_pat="glpat-" + _r(20, _B64URL), oauth_secret="GOCSPX-" + _r(28, _B64URL), hf="hf_" + _r(34),
        twilio_sid="AC" + _r(32, _HEX), twilio_auth=_r(32, _HEX), sendgrid="SG." + _r(22, _B64URL) + "." + _r(43, _B64URL),
        aliyun_id="LTAI5t" + _r(18), aliyun_secret=_r(30), anthropic="sk-ant-api03-" + _r(93, _B64URL) + "AA",
    )


for _suffix in ("", "_z", "_m", "_x"):
    V.update({k + _suffix: v for k, v in _keys().items()})
_pem_body = "\n".join(_r(64, _AN + "+/") for _ in range(6)) + "\n" + _r(28, _AN + "+/") + "=="
V["pem_rsa"] = "-----BEGIN RSA PRIVATE KEY-----\n" + _pem_body + "\n-----END RSA PRIVATE KEY-----"
V["pem_ec"] = ("-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(_r(64, _AN + "+/") for _ in range(2)) + "\n"
               + _r(32, _AN + "+/") + "\n-----END EC PRIVATE KEY-----")
V["pem_openssh"] = ("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
                    + "\n".join(_r(70, _AN + "+/") for _ in range(3)) + "\n-----END OPENSSH PRIVATE KEY-----")
