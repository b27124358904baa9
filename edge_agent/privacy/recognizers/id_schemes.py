"""National identity, social-security and personal tax numbers of many countries (issue 15, round 6): the
common schemes of the most populous countries and of the EU, OECD, Gulf and ASEAN states, beyond the ones
`ids.py` has always had.

Each scheme is one row of `WORLD_FORMATS`: (name, pattern, validator, context words or None). The rule is
the one `ids.py` states: a value needs its shape and at least one more piece of evidence.
- A check digit where the scheme has one (validated below; the algorithms are the schemes' published ones).
- A written form that is distinctive on its own (separators in the scheme's own places, a letter where
  the scheme puts one) lets a checksummed value stand without a context word (context None): Swiss AHV
  756.xxxx.xxxx.xx, Belgian 85.07.30-033.28, Finnish 131052-308T, Thai 1-2345-67890-12-1, Emirates ID
  784-1985-1234567-1, Malaysian 850730-14-5678, SNILS 112-233-445 95, Chilean 12.345.678-5.
- A bare run of digits (11 digits look like a phone, 16 like a card, 9 like an order id) needs a context
  word in the same line, within `ids._WINDOW` characters before the value: the scheme's own name in
  English, in its country's language(s) and in Chinese, or a generic identity-number phrase.
Validators take the matched text and return whether its check digits (and any date inside) hold.
"""
from __future__ import annotations

from collections.abc import Callable

from edge_agent.privacy.recognizers.id_check_base import (
    _digits_only,
    _ghana,
    _luhn,
)
from edge_agent.privacy.recognizers.id_checks_asia import (
    _au_medicare,
    _au_tfn,
    _cccd,
    _cnic,
    _jp_residence,
    _lk_nic,
    _macau,
    _my_number,
    _mykad,
    _nik,
    _nz_ird,
    _nz_nhi,
    _ph_sss,
    _philsys,
    _thai,
)
from edge_agent.privacy.recognizers.id_checks_europe import (
    _ahv,
    _at_svnr,
    _baltic,
    _be_nn,
    _bg_egn,
    _de_rvnr,
    _dk_cpr,
    _es_nuss,
    _gr_afm,
    _gr_amka,
    _hetu,
    _hr_oib,
    _hu_taj,
    _hu_tax,
    _ie_ppsn,
    _jmbg,
    _kennitala,
    _lu,
    _lv_pk,
    _no_fnr,
    _pl_id_card,
    _pl_nip,
    _pt_cc,
    _pt_nif,
    _ro_cnp,
    _rodne_cislo,
    _uk_chi,
    _uk_nhs,
)
from edge_agent.privacy.recognizers.id_checks_world import (
    _cuit,
    _ec_cedula,
    _eg_nid,
    _emirates,
    _il_tz,
    _inn12,
    _ir_melli,
    _kw_civil,
    _mx_rfc,
    _rut,
    _sa_nid,
    _snils,
    _tr_tckn,
    _za_id,
)

# Edges: not glued to letters or digits, nor to "-" and more of them ("ORD-850730-14-5678", "…-5678-x" are ids).
_D = r"(?<![0-9A-Za-z]|[0-9A-Za-z]-)"
_E = r"(?![0-9A-Za-z]|-[0-9A-Za-z])"

# Phrases that announce some identity number whatever the country. The generic "label: value" rule of ids.py takes
# the value right after them; the schemes here need their own names (a text holding "身份证" would otherwise run every
# scheme: speed). Not "id number" or "id no" alone: "employee ID no." and "order ID number" are not identity numbers.
GENERIC_CTX = ("national id", "national identity", "national identification", "identity number", "identity no",
               "identification number", "id card", "identity card", "citizen id", "citizenship no", "personal id",
               "personal number", "personal code", "personal identification", "resident id", "residence id",
               "身份证", "身份号", "证件号", "公民身份", "国民身份", "居民身份", "个人识别", "居留证", "居留卡")


# (name, pattern, validator, context words or None when the check digit and the written form suffice)
WORLD_FORMATS: list[tuple[str, str, Callable[[str], bool], tuple[str, ...] | None]] = [
    # Asia and the Pacific
    ("jp_my_number_checked", _D + r"\d{4}[ \-]?\d{4}[ \-]?\d{4}" + _E, _my_number,
     ("my number", "mynumber", "マイナンバー", "個人番号", "kojin bango", "个人编号", "日本个人号")),
    ("jp_residence_card", _D + r"[A-Z]{2}\d{8}[A-Z]{2}" + _E, _jp_residence,
     ("在留カード", "residence card", "在留卡", "zairyu", "特別永住者証明書")),
    ("th_id_dashed", _D + r"[1-8]-\d{4}-\d{5}-\d{2}-\d" + _E, _thai, None),
    ("th_id", _D + r"[1-8] ?\d{4} ?\d{5} ?\d{2} ?\d" + _E, _thai,
     ("thai id", "thai national", "เลขประจำตัวประชาชน", "บัตรประชาชน", "泰国身份证", "citizen id")),
    ("my_mykad_dashed", _D + r"\d{6}-\d{2}-\d{4}" + _E, _mykad, None),
    ("my_mykad", _D + r"\d{12}" + _E, _mykad,
     ("mykad", "ic no", "ic number", "i/c", "nric", "kad pengenalan", "no. kp", "no kp", "马来西亚身份证", "大马身份证", "ic")),
    ("id_nik", _D + r"\d{16}" + _E, _nik,
     ("nik", "ktp", "nomor induk kependudukan", "e-ktp", "印尼身份证", "印度尼西亚身份证")),
    ("vn_cccd", _D + r"0\d{11}" + _E, _cccd,
     ("cccd", "căn cước", "can cuoc", "cmnd", "chứng minh", "số định danh", "越南身份证", "citizen id")),
    ("vn_cmnd", _D + r"\d{9}" + _E, _digits_only((9,)), ("cmnd", "chứng minh nhân dân", "越南身份证")),
    ("pk_cnic_dashed", _D + r"[1-7]\d{4}-\d{7}-\d" + _E, _cnic, None),
    ("pk_cnic", _D + r"[1-7]\d{12}" + _E, _cnic, ("cnic", "nadra", "nicop", "巴基斯坦身份证")),
    ("bd_nid", _D + r"(?:\d{10}|\d{13}|\d{17})" + _E, _digits_only((10, 13, 17)),
     ("bangladesh", "জাতীয় পরিচয়", "nid no", "nid number", "nid:", "孟加拉身份证")),
    ("lk_nic_old", _D + r"\d{9}[VvXx]" + _E, _lk_nic, None),
    ("lk_nic_new", _D + r"(?:19|20)\d{10}" + _E, _lk_nic, ("nic", "sri lanka", "斯里兰卡身份证")),
    ("ph_philsys", _D + r"\d{4}-?\d{4}-?\d{4}-?\d{4}" + _E, _philsys,
     ("philsys", "psn", "pcn", "philid", "national id", "菲律宾身份证")),
    ("ph_sss", _D + r"\d{2}-\d{7}-\d" + _E, _ph_sss, ("sss", "social security", "菲律宾社保")),
    ("ph_umid", _D + r"\d{4}-\d{7}-\d" + _E, _digits_only((12,)), ("umid", "crn", "common reference")),
    ("ph_tin", _D + r"\d{3}-\d{3}-\d{3}(?:-\d{3,5})?" + _E, _digits_only((9, 12, 13, 14)),
     ("tin", "tax identification", "bir", "菲律宾税号")),
    ("ph_philhealth", _D + r"\d{2}-\d{9}-\d" + _E, _digits_only((12,)), ("philhealth",)),
    ("au_tfn_checked", _D + r"\d{3} ?\d{3} ?\d{2,3}" + _E, _au_tfn,
     ("tfn", "tax file number", "澳洲税号", "澳大利亚税号")),
    ("au_medicare", _D + r"[2-6]\d{3} ?\d{5} ?\d(?:[ \-/]?\d)?" + _E, _au_medicare,
     ("medicare", "澳洲医保", "医保卡")),
    ("nz_ird", _D + r"\d{2,3}[ \-]?\d{3}[ \-]?\d{3}" + _E, _nz_ird, ("ird", "inland revenue", "新西兰税号")),
    ("nz_nhi", _D + r"[A-HJ-NP-Z]{3}\d{4}" + _E, _nz_nhi, ("nhi", "national health index")),
    ("mo_bir", _D + r"[1578]\d{6}\(\d\)", _macau, ("bir", "澳门身份证", "澳門身份證", "macau id", "macao id")),
    # Europe
    ("ch_ahv", _D + r"756[.\s]?\d{4}[.\s]?\d{4}[.\s]?\d{2}" + _E, _ahv, None),
    ("be_nn_dotted", _D + r"\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}" + _E, _be_nn, None),
    ("be_nn", _D + r"\d{2}[.\s]?\d{2}[.\s]?\d{2}[\-\s]?\d{3}[.\s]?\d{2}" + _E, _be_nn,
     ("rijksregister", "numéro national", "numero national", "registre national", "niss", "insz", "national number",
      "比利时身份证")),
    ("fi_hetu", _D + r"\d{6}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]" + _E, _hetu, None),
    ("no_fnr", _D + r"\d{6} ?\d{5}" + _E, _no_fnr,
     ("fødselsnummer", "fodselsnummer", "personnummer", "fnr", "norwegian id", "挪威身份证")),
    ("dk_cpr", _D + r"\d{6}-?\d{4}" + _E, _dk_cpr, ("cpr", "cpr-nr", "personnummer", "danish id", "danish id number", "丹麦身份证")),
    ("is_kennitala", _D + r"\d{6}-?\d{4}" + _E, _kennitala, ("kennitala", "kt.", "冰岛身份证")),
    ("cz_rc_slash", _D + r"\d{6}/\d{4}" + _E, _rodne_cislo, None),
    ("cz_rc", _D + r"\d{10}" + _E, _rodne_cislo, ("rodné číslo", "rodne cislo", "rč", "birth number", "rodné č")),
    ("at_svnr", _D + r"[1-9]\d{3} ?\d{6}" + _E, _at_svnr,
     ("sozialversicherungsnummer", "svnr", "sv-nr", "sv-nummer", "versicherungsnummer", "e-card", "奥地利社保")),
    ("de_rvnr", _D + r"\d{2} ?\d{6} ?[A-Z] ?\d{3}" + _E, _de_rvnr, None),
    ("pt_nif", _D + r"[123]\d{2} ?\d{3} ?\d{3}" + _E, _pt_nif,
     ("nif", "contribuinte", "número fiscal", "numero fiscal", "葡萄牙税号")),
    ("pt_cc", _D + r"\d{8} ?\d ?[A-Z]{2}\d" + _E, _pt_cc, None),
    ("gr_amka", _D + r"\d{11}" + _E, _gr_amka, ("amka", "αμκα", "希腊社保")),
    ("gr_afm", _D + r"\d{9}" + _E, _gr_afm, ("afm", "αφμ", "希腊税号")),
    ("ro_cnp", _D + r"[1-8]\d{12}" + _E, _ro_cnp, None),
    ("bg_egn", _D + r"\d{10}" + _E, _bg_egn, ("egn", "егн", "保加利亚身份证")),
    ("hr_oib", _D + r"\d{11}" + _E, _hr_oib, ("oib", "osobni identifikacijski", "克罗地亚")),
    ("si_rs_jmbg", _D + r"\d{13}" + _E, _jmbg, ("emšo", "emso", "jmbg", "матични", "maticni", "matični")),
    ("ee_lt_code", _D + r"[1-6]\d{10}" + _E, _baltic,
     ("isikukood", "asmens kodas", "personal code", "爱沙尼亚", "立陶宛")),
    ("lv_pk", _D + r"\d{6}-?\d{5}" + _E, _lv_pk, ("personas kods", "latvian", "拉脱维亚")),
    ("ie_ppsn", _D + r"\d{7}[A-W][A-IW]?" + _E, _ie_ppsn, ("ppsn", "pps no", "pps number", "pps:", "pps ", "personal public service")),
    ("hu_taj", _D + r"\d{3}[ \-]?\d{3}[ \-]?\d{3}" + _E, _hu_taj, ("taj", "társadalombiztosítási", "匈牙利")),
    ("hu_tax", _D + r"8\d{9}" + _E, _hu_tax, ("adóazonosító", "adoazonosito", "tax id", "匈牙利税号")),
    ("pl_nip", _D + r"\d{3}-?\d{3}-?\d{2}-?\d{2}" + _E, _pl_nip, ("nip", "波兰税号")),
    ("pl_id_card", _D + r"[A-Z]{3} ?\d{6}" + _E, _pl_id_card,
     ("dowód", "dowod", "dowodu", "id card", "波兰身份证")),
    ("uk_nhs", _D + r"\d{3}[ \-]?\d{3}[ \-]?\d{4}" + _E, _uk_nhs, ("nhs", "nhs no", "nhs number", "英国医保")),
    ("uk_chi", _D + r"\d{10}" + _E, _uk_chi, ("chi", "chi number", "community health index")),
    ("es_nuss", _D + r"\d{2}[ /\-]?\d{8}[ /\-]?\d{2}" + _E, _es_nuss,
     ("seguridad social", "nuss", "naf", "afiliación", "afiliacion", "social security", "西班牙社保")),
    ("lu_matricule", _D + r"(?:19|20)\d{2} ?\d{4} ?\d{5}" + _E, _lu, ("matricule", "卢森堡")),
    # The Americas
    ("cl_rut_dotted", _D + r"\d{1,2}\.\d{3}\.\d{3}-[\dkK]" + _E, _rut, None),
    ("cl_rut", _D + r"\d{7,8}-[\dkK]" + _E, _rut, ("rut", "r.u.t", "rol único", "智利")),
    ("ar_cuit_dashed", _D + r"(?:20|23|24|27|30|33|34)-\d{8}-\d" + _E, _cuit, None),
    ("ar_cuit", _D + r"(?:20|23|24|27|30|33|34)\d{9}" + _E, _cuit, ("cuit", "cuil", "阿根廷税号")),
    ("ar_dni", _D + r"\d{2}\.\d{3}\.\d{3}" + _E, _digits_only((8,)), ("dni", "documento", "阿根廷身份证")),
    ("co_cedula", _D + r"(?:\d{1,3}(?:\.\d{3}){2,3}|\d{6,10})" + _E, _digits_only((6, 7, 8, 9, 10)),
     ("cédula", "cedula", "c.c.", "哥伦比亚身份证")),
    ("ec_cedula", _D + r"\d{9}-?\d" + _E, _ec_cedula, ("cédula", "cedula", "厄瓜多尔")),
    ("pe_dni", _D + r"\d{8}" + _E, _digits_only((8,)), ("dni", "秘鲁身份证")),
    ("mx_rfc", _D + r"[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}" + _E, _mx_rfc, ("rfc", "墨西哥税号")),
    ("mx_nss", _D + r"\d{11}" + _E, _luhn, ("nss", "imss", "seguro social", "墨西哥社保")),
    ("br_rg", _D + r"\d{1,2}\.\d{3}\.\d{3}-[\dxX]" + _E, _digits_only((8, 9)), ("rg", "identidade", "巴西身份证")),
    ("br_cns", _D + r"[1-2789]\d{2} ?\d{4} ?\d{4} ?\d{4}" + _E, _digits_only((15,)), ("cns", "cartão sus", "cartao sus")),
    # Africa and the Middle East
    ("za_id", _D + r"\d{6} ?\d{4} ?\d{2} ?\d" + _E, _za_id,
     # (round 26: "ID no.", "my ID": a date, a citizenship digit and Luhn inside make these enough)
     ("south african", "sa id", "rsa id", "id number", "identity number", "id no", "my id", "your id", "his id", "her id",
      # (round 29: "ID document", a nationality's code on the line: a date, citizenship and Luhn still hold it; not
      # "ID" alone, an order's)
      "id document", "za", "zaf", "南非身份证")),
    ("eg_nid", _D + r"[23]\d{13}" + _E, _eg_nid, ("egypt", "الرقم القومي", "رقم قومي", "埃及身份证")),
    ("ng_nin", _D + r"\d{11}" + _E, _digits_only((11,)),
     ("nin", "national identification number", "nimc", "bvn", "bank verification", "尼日利亚")),
    ("gh_card", _D + r"GHA-\d{9}-\d" + _E, _ghana, None),
    ("ke_kra", _D + r"[AP]\d{9}[A-Z]" + _E, lambda v: True, ("kra", "kra pin", "肯尼亚税号")),
    ("ke_id", _D + r"\d{7,8}" + _E, _digits_only((7, 8)), ("huduma", "kenyan id", "kenya id", "肯尼亚身份证")),
    ("sa_nid", _D + r"[12]\d{9}" + _E, _sa_nid,
     ("iqama", "saudi", "هوية", "الهوية الوطنية", "إقامة", "沙特身份证", "居住证")),
    ("ae_eid_dashed", _D + r"784-\d{4}-\d{7}-\d" + _E, _emirates, None),
    ("ae_eid", _D + r"784\d{12}" + _E, _emirates, ("emirates id", "eid", "الهوية", "阿联酋身份证")),
    ("qa_qid", _D + r"[23]\d{10}" + _E, _digits_only((11,)), ("qid", "qatar id", "qatari id", "卡塔尔身份证")),
    ("kw_civil", _D + r"[123]\d{11}" + _E, _kw_civil, ("civil id", "البطاقة المدنية", "科威特身份证")),
    ("bh_cpr", _D + r"\d{9}" + _E, _digits_only((9,)), ("cpr", "bahrain", "巴林身份证")),
    ("om_civil", _D + r"\d{7,9}" + _E, _digits_only((7, 8, 9)), ("civil number", "oman", "阿曼身份证")),
    ("il_tz", _D + r"\d{8,9}" + _E, _il_tz, ("teudat zehut", "תעודת זהות", "ת.ז", "israeli id", "以色列身份证")),
    ("ir_melli", _D + r"\d{3}-?\d{6}-?\d" + _E, _ir_melli, ("melli", "کد ملی", "national code", "伊朗身份证")),
    ("tr_tckn", _D + r"[1-9]\d{10}" + _E, _tr_tckn,
     ("kimlik", "tckn", "t.c.", "tc no", "tc kimlik", "turkish id", "土耳其身份证")),
    ("ru_snils", _D + r"\d{3}-\d{3}-\d{3}[ \-]\d{2}" + _E, _snils, None),
    ("ru_snils_plain", _D + r"\d{11}" + _E, _snils, ("snils", "снилс", "俄罗斯社保")),
    ("ru_inn", _D + r"\d{12}" + _E, _inn12, ("инн", "inn", "taxpayer", "俄罗斯税号")),
    # US individual taxpayer identification number: 9NN-7N-NNNN (the SSN's shape, areas the SSA never issues)
    ("us_itin", _D + r"9\d{2}[\- ]?(?:5\d|6[0-5]|7\d|8[0-8]|9[0-24-9])[\- ]?\d{4}" + _E, _digits_only((9,)),
     ("itin", "individual taxpayer", "taxpayer identification", "个人纳税识别号")),
]
