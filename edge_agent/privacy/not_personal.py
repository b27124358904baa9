"""The detector's last filter: a finding that names no person's data, whoever found it (the rules or the tagger).

A company's, a place's, a pet's or a vehicle's name read as a person's (organisations.py, pets.py, vehicles.py), a web
host's name, a masked name ("杜某某", "J*** D**"), a month inside a log's date, a brand before its model code
("马可波罗CH8806", "欧派 OP-K21"), a masked number read as a sum, a postcode alone read as an address, and a medical
term about an animal, about nobody in particular, naming a practice or a hospital (medical_context.py).
"""
from __future__ import annotations

import regex as re

from edge_agent.privacy.data_lists import read_list
from edge_agent.privacy.english_words import is_word
from edge_agent.privacy.goods import is_goods
from edge_agent.privacy.medical_context import nobodys
from edge_agent.privacy.field_labels import label_says_not
from edge_agent.privacy.medical_shapes import not_a_finding
from edge_agent.privacy.pets import is_pet, pet_birth_date
from edge_agent.privacy.placeholders import documentation_key
from edge_agent.privacy.vehicles import is_vehicle
from edge_agent.privacy.recognizers.medical_terms import EN_BASE_TERMS
from edge_agent.privacy.recognizers.name_lists import GIVEN
from edge_agent.privacy.recognizers.organisations import is_medical_place, is_organisation
from edge_agent.privacy.recognizers.place_vetoes import is_place
from edge_agent.privacy.recognizers.price_forms import organisations_figure

_HAN = re.compile(r"\p{Han}")
_MEDICAL_WORDS = frozenset(w for t in EN_BASE_TERMS for w in t.split())

# A brand before a product's model code is no person: "马可波罗CH8806", "欧派 OP-K21", "东方雨虹JS", "Giant TCR2".
# A code without digits only glued to a four-character brand ("李志明 CEO", "赵静HR" are people); after a Latin name
# only a one-word name, and no hyphen ("Ann Lee SR-2231", "ping Priya SR-2231" are a person and a ticket).
_HAN_MODEL = re.compile(r"[ \t]?[A-Z]{2,4}(?P<d>-?[A-Z]{0,3}\d{1,5}[A-Z]?)?(?![A-Za-z])")  # (round 25: "方太JZT-TH25B")
_LATIN_MODEL = re.compile(r"[ \t]?[A-Z]{2,4}\d{1,5}[A-Z]?(?![\w\-])")


def _model_after(text: str, start: int, end: int) -> bool:
    span = text[start:end].strip()
    if _HAN.fullmatch(span[-1:] or "x"):
        m = _HAN_MODEL.match(text, end)
        return bool(m) and (m.group("d") is not None or (len(span) >= 4 and not text[end:end + 1].isspace()))
    return " " not in span and bool(_LATIN_MODEL.match(text, end))


# round 20: a name masked by what follows or fills it ("杜某" of 杜某某, "J*" of "J*** D**", "XXXX XXXX"), and a month
# inside a log's date ("12/Jun/2027")
_MASK_CHAR = re.compile(r"[*＊●]")  # (not "•": 约翰•史密斯 is a name)
_MASKED_NUMBER = re.compile(r"\*{2,}|[＊●•]{2,}|[Xx]{3,}")  # ("32k*13" is 32k times 13)
_ALL_MASK = re.compile(r"[Xx*＊●×\s.\-]+")
# a date or a weekday read as a name: "Mar 20", "Weds", "Thu 14" (not "May", "June", "April", "August" alone: names)
_GIVEN_MONTHS = r"April|May|June|August"  # months that are also given names
_CALENDAR = re.compile(r"(?:(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?|January|February|March|July|"
                       r"September|October|November|December|Mon|Tue|Tues|Wed|Weds|Thu|Thur|Thurs|Fri|Sat|Sun|Monday|"
                       r"Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:\s+\d{1,2}(?:st|nd|rd|th)?)?"
                       r"|(?:" + _GIVEN_MONTHS + r")\s+\d{1,2}(?:st|nd|rd|th)?")
_MONTH_IN_DATE = re.compile(r".*\d[/\-](?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[/\-]\d.*")
# round 29: a month that is also a given name, next to a day's number ("by August 23, 2024", "the 3rd of June")
_GIVEN_MONTH = re.compile(_GIVEN_MONTHS)
_DAY_AFTER = re.compile(r"[ \t]+\d{1,2}(?:st|nd|rd|th)?(?![\d:.])")
_DAY_BEFORE = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)?[ \t]+(?:of[ \t]+)?$")
_DIAL_CODE_BEFORE = re.compile(r"\+\d{1,3}[ \-]?$")
# round 33: a sum in capital numerals read as a name ("伍佰" of "注册资本：伍佰万元整"; 伍 is a surname)
_CAPITAL_NUMERALS = re.compile(r"[零壹贰叁肆伍陆柒捌玖拾佰仟]{2,4}")
_NUMERAL_UNIT = re.compile(r"[零壹贰叁肆伍陆柒捌玖拾佰仟万亿]*[万亿元圆]")
# ... and 费 closing a word for a fee, not opening a name ("复审费才给办", "服务费用"; 费 is a surname)
_FEE_BEFORE = re.compile(r"(?:审|务|理|名|考|学|住|车|油|电|水|话|续|手|运|邮|咨询|管理|会|医|药|诊|罚|路|停车|学杂)$")
# a bot's user name: Telegram's end in "bot" ("@SunnyMeadowOrdersBot", "@order_status_bot"; not "@ctalbot")
_BOT = re.compile(r"@?[A-Za-z0-9_]*[A-Za-z0-9](?:Bot|_bot|_BOT|BOT)")


def _masked(text: str, start: int, end: int) -> bool:
    if _MASK_CHAR.search(text, start, end) or text[end:end + 1] == "某" or _ALL_MASK.fullmatch(text, start, end):
        return True  # (a star after a name only where none stands before it: "**Liam O'Connor**" is bold)
    if not _MASK_CHAR.match(text, end):
        return False
    return start == 0 or not _MASK_CHAR.match(text, start - 1)


# round 20: a hospital's name, no one's condition ("浙江大学医学院附属妇产科医院", "广西医科大学附属肿瘤医院")
# (round 34: and the rest of a care unit's or a clinic's name, "安宁疗护中心", "疫苗接种门诊", "呼吸与危重症医学科门诊",
# "肿瘤防治中心", "安宁疗护科全体医护人员"; not a visit for the condition, "过敏性鼻炎门诊")
_HOSPITAL_AFTER = re.compile(r"科?(?:医院|醫院|医学院|诊所|门诊部|专科|病区|病區)|[内外]科|\p{Han}{0,4}?中心|\p{Han}{1,4}?(?:门诊|門診)"
                             r"|(?:医学)?科(?=门诊|全体|主任|护士|医生|医护|病房)")


_NEGATED = re.compile(r"(?:否认|未见)$")  # "否认自伤自杀计划": a condition the record says is absent (round 20)


# round 22: a department named alone ("科别：内分泌科", "肿瘤内科"), after a department's or a referral's label
# ("Referral to: Oral Surgery"), or by its own last word ("MSK Physiotherapy Service")
_ZH_DEPARTMENT = re.compile(r"\p{Han}{1,6}科")
_DEPARTMENT_LABEL = re.compile(r"(?i:科别|科室|就诊科室|department|dept\.?|referral\s+to|referred\s+to|specialt(?:y|ies)|"
                               r"speciality)\s*[:：]\s*$")
_DEPARTMENT_AFTER = re.compile(r"\s(?:Service|Services|Clinic|Department|Dept|Unit|Team|Ward)\b")


_TREE_SURGERY = re.compile(r"(?i:\btree\s+surg(?:ery|eons?))")
# round 33: a hospital's whole name read as a condition ("入住宁波市第一医院", "拟于厦门大学附属第一医院行…手术")
_ZH_HOSPITAL = re.compile(r"\p{Han}{2,24}(?:医院|医学院|卫生院|门诊部|诊所|保健院|医学中心|病区|病區|疗护中心)")


def _department(text: str, start: int, end: int) -> bool:
    # (a department's field alone may say the condition: "科室：精神科（双相情感障碍）")
    if _HAN.match(text, start) and _HOSPITAL_AFTER.match(text, end) or _ZH_DEPARTMENT.fullmatch(text, start, end) \
            or _ZH_HOSPITAL.fullmatch(text, start, end):
        return True
    return bool(_DEPARTMENT_LABEL.search(text, max(0, start - 24), start)
                or text[start:start + 1].isupper() and _DEPARTMENT_AFTER.match(text, end))


_BARE_POSTCODE = re.compile(r"\s*(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{5}(?:-\d{4})?)\s*")


# a role said where a name would stand (a call's "Caller:", a chat's "[00:18] Agent:"), never anyone's name (round 22)
_ROLE = re.compile(r"(?i:(?:the\s)?(?:agent|caller|customer|operator|system|bot|admin|host|guest|user|support|moderator|"
                   r"interviewer|interviewee|patient|nurse|driver|rider|dispatcher|receptionist|reception|staff|manager|"
                   r"tenant|landlord|landlady|buyer|seller|member|client|advis[eo]r|assistant|speaker|unknown|pharmacist|"
                   r"technician|engineer|courier|coach|trainer|teacher|student|parent|owner|vendor|applicant|candidate|"
                   r"recruiter|doctor|clinician|therapist|counsel+or|solicitor|lawyer|accountant|officer|clerk|cashier|"
                   r"ivr|narrator|chair|secretary|treasurer|volunteer|resident|visitor|caregiver|carer|employee|employer)s?)"
                   r"|客服|用户|坐席|患者|家属|司机|房东|租客|买家|卖家|医生|护士|前台|店长|经理|老板|师傅|快递员|骑手|顾客|客户|"
                   r"业主|物业|会员|学员|教练|老师|家长|律师|会计|主持人|来电人|接线员")


# first names that are also ordinary words and that the name lists leave out as ambiguous
_WORD_NAMES = frozenset("""nick glen glenn hazel grant cherry gill sherry blessing precious wren dusty rusty randy sandy
candy misty brandy ginger honey pat sue peg rob bob jack frank earl duke bud chip buck sonny guy miles wade dale heath
cliff rocky sunny cash gene ray roy don ron jean dean rich ben sam tom tim kit kitty penny holly ivy iris lily daisy
poppy violet jasmine heather fern olive ruby amber crystal jade pearl coral opal goldie destiny harmony liberty
patience prudence charity constance felicity trinity melody serenity storm river forest rain""".split())


def _plain_word(text: str, start: int, end: int, people: list[tuple[int, int]]) -> bool:
    """Round 22: one ordinary English word that no list knows as a first name or a surname ("Victim:", "Expiry?",
    "Voicemail", "| Item |", "String URL"): a label or a word of the sentence, not a name -- unless the text names
    someone with it elsewhere ("Hazel Brennan … Hazel said")."""
    w = text[start:end]
    if not (w.isascii() and w.isalpha() and w[:1].isupper() and is_word(w.lower())):
        return False
    low = w.lower()
    if low in GIVEN or low in _WORD_NAMES or low in read_list("surnames.txt.gz"):
        return False
    return not any((p, q) != (start, end) and w in text[p:q].split() for p, q in people)


# round 25: a word that is a name elsewhere but here is a label before its number ("Lot 214", "Bay 7"), a verb or a
# class starting a sentence or a line of code ("Can you confirm …", "See a GP", "String URL ="), an operating system's
# name ("like Mac OS X"), or a kinship word, which is never a name ("Mum's move", "Dad says")
_NUMBERED = re.compile(r"(?:Lot|Plot|Bay|Stall|Berth|Dock|Gate|Pier|Platform|Locker|Unit|Suite|Room|Ward|Bed|Cabin|Seat|"
                       r"Block|Level|Floor|Box|Bin|Pen|Niche|Grave)(?=[ \t]?(?:No\.?|#)?[ \t]?\d)")
_SENTENCE_WORD = {
    "Can": re.compile(r"\s+(?:you|u|i|I|we|he|she|they|someone|somebody|anyone|anybody|this|that|it|my|our|your|do)\b"),
    "See": re.compile(r"\s+(?:a|an|the|your|my|our|below|above|attached|ticket|section|you|p\.|page|note)\b"),
    "String": re.compile(r"\s+[A-Za-z_]\w*\s*[=;:,)]"),
    "Mac": re.compile(r"\s+(?:OS|mini|Pro|Studio|address)\b"),
}
_KIN = re.compile(r"(?i:mum|mom|mummy|mommy|dad|daddy|granny|grandma|grandpa|nan|son|daughter|auntie|sis|bro)")
_VAT = re.compile(r"\b(?:VAT|GST|TVA|MwSt|USt)\b")
_TITLED = re.compile(r"(?i:\b(?:mr|mrs|ms|miss|mx|dr|prof|sir|dame)\.?)\s+$")


# round 28: a web host's name ("petrov-interiors.com", "zhouhuayi.cn", "inescarvalho.pic-time.com"): of 1,047 host names
# in the development corpora, one (twice) held a labelled name; a finding that ends inside one ("domain petrov")
_HOST = re.compile(r"(?i)(?<![\w.\-])(?:https?://)?(?P<h>(?:[a-z0-9\-]+\.)+(?:com|net|org|io|co|cn|uk|de|fr|nl|ie|au|nz|ca|me|"
                   r"app|dev|shop|store|site|online|info|biz|hk|tw|sg|jp|kr|in|es|it|pl|se|ch|at|be))(?![\w\-])")


def _in_host(text: str, start: int, end: int) -> bool:
    a, b = max(0, start - 60), min(len(text), end + 60)
    if "." not in text[start:b]:
        return False
    return any(start < m.end("h") and m.start("h") < end <= m.end("h") for m in _HOST.finditer(text, a, b))


def _month_date(text: str, start: int, end: int) -> bool:
    return bool(_GIVEN_MONTH.fullmatch(text, start, end)) and bool(
        _DAY_AFTER.match(text, end) or _DAY_BEFORE.search(text, max(0, start - 12), start))


def _bot(text: str, start: int, end: int) -> bool:
    return bool(_BOT.fullmatch(text, start, end)) and (text[start] == "@" or text[start - 1:start] == "@")


def _not_a_name_here(text: str, start: int, end: int) -> bool:
    span = text[start:end]
    if _TITLED.search(text, max(0, start - 8), start):
        return False
    after = _SENTENCE_WORD.get(span)
    if _VAT.search(span):
        return True  # "VAT reg GB" before a VAT number (round 25)
    numbered = _NUMBERED.match(text, start)
    return bool(numbered and numbered.end() == end) or bool(_KIN.fullmatch(span)) \
        or bool(after and after.match(text, end))


_NUMBER_KINDS = frozenset(("PHONE", "NATIONAL_ID", "IDCARD", "CARD", "SSN", "PASSPORT", "IBAN", "PASSWORD", "SECRET", "APIKEY"))
_CHIP_BEFORE = re.compile(r"(?i:micro-?chip(?:ped)?(?:\s*(?:no\.?|number|id|#|code))?|\bchip(?:\s*(?:no\.?|number|id|#))?|transponder)"
                          r"[^\n\d]{0,6}$|(?:芯片|晶片)(?:号码?|號碼?|编号)?[^\n\d]{0,4}$")


_KEYISH = frozenset(("APIKEY", "SECRET", "PASSWORD", "ADDRESS"))  # (not an e-mail: "MAJA//EXAMPLE.PL" in a PNR)
# round 36: a hashtag ("#MountainRescue") and a figure that opens the span ("24.99 GBP/mo") are nobody's name
_HASHTAG = re.compile(r"(?<![\w&])#\p{L}")
_NUMBER_FIRST = re.compile(r"\d[\d.,]*\s")


def _hashtag(text: str, start: int, end: int) -> bool:
    return _HASHTAG.match(text, start, end) is not None or start > 0 and _HASHTAG.match(text, start - 1, end) is not None


# round 36: a reference's number after its label, whatever it looks like ("Police ref was CAD 3321": a dispatch log's
# number, no Canadian dollars)
_REF_BEFORE = re.compile(r"(?i:\b(?:ref(?:erence)?|incident|log|job|case)(?:\s+(?:no\.?|number|was|is|#))?[\s:#]*)$")
_DIGIT_AFTER = re.compile(r"[ \-]?\d")  # ("CAD 448812": no coronary artery disease either)
# round 36: the digits of an Ordnance Survey grid reference after its label and its square's two letters
_GRID_BEFORE = re.compile(r"(?i:\bgrid(?:\s*ref(?:erence)?)?|\bNGR)\b[\s:=.]*[HNOST][A-HJ-Z][ ]?$")
# round 36: a finding of "it" (它, 牠: an animal's, never a person's) in its own clause ("医生说它髋关节发育不良")
_IT_BEFORE = re.compile(r"[它牠][^\n。；;！!？?，,]{0,8}$")
# round 36: a form's option left unticked ("[ ] Heart condition   [ ] Diabetes", "☐ 糖尿病"): nobody's condition
_UNTICKED = re.compile(r"(?:\[ \]|☐|□|\( \))[ \t]*$")
_UNTICKED_OPEN = re.compile(r"(?:\[ \]|☐|□|\( \))")
_TICKED = re.compile(r"☑|✓|✔|☒|\[[xX✓]\]")


def not_personal(text: str, kind: str, start: int, end: int, people: list[tuple[int, int]]) -> bool:
    """A company's or a place's name read as a person's, a postcode alone read as an address, or a medical term
    about an animal, about nobody in particular, or naming a hospital (medical_context)."""
    if kind == "PERSON":
        return bool(_ROLE.fullmatch(text, start, end)) or _plain_word(text, start, end, people) \
            or _not_a_name_here(text, start, end) \
            or is_organisation(text, start, end) or is_place(text, start, end) or _model_after(text, start, end) \
            or is_pet(text, start, end) or _masked(text, start, end) or bool(_CALENDAR.fullmatch(text, start, end)) \
            or _in_host(text, start, end) or is_vehicle(text, start, end) or is_goods(text, start, end) \
            or bool(_MONTH_IN_DATE.fullmatch(text, max(0, start - 3), min(len(text), end + 3))) \
            or _month_date(text, start, end) or _bot(text, start, end) \
            or bool(_CAPITAL_NUMERALS.fullmatch(text, start, end) and _NUMERAL_UNIT.match(text, end)) \
            or text[start:start + 1] == "费" and _FEE_BEFORE.search(text, max(0, start - 2), start) is not None \
            or _hashtag(text, start, end) or _NUMBER_FIRST.match(text, start, end) is not None
    if label_says_not(text, kind, start, end):
        return True  # "UID:…@google.com", "SMS_SDK_APPID = \"1400876521\"", "key_path: /etc/x.pem" (round 37)
    if kind in _KEYISH and documentation_key(text[start:end]):
        return True  # a documentation key read by a table's column as an address or a secret (round 36)
    if (kind == "AMOUNT" or kind == "MEDICAL" and _DIGIT_AFTER.match(text, end)) \
            and _REF_BEFORE.search(text, max(0, start - 25), start):
        return True  # a reference read as a sum or a condition: "Police ref was CAD 3321" (round 36)
    if kind == "AMOUNT" and (_MASKED_NUMBER.search(text, start, end) or organisations_figure(text, start, end)):
        return True  # "***-**-2217" is a masked number, no sum; a fund's assets, a company's capital (round 33)
    if kind in _NUMBER_KINDS and _GRID_BEFORE.search(text, max(0, start - 20), start):
        return True  # a map's grid reference ("grid SP 0931 2275"; round 36)
    if kind in _NUMBER_KINDS and _CHIP_BEFORE.search(text, max(0, start - 24), start) \
            and 9 <= sum(c.isdigit() for c in text[start:end]) <= 15:
        return True  # an animal's microchip ("microchip 956 000 012 345 678", "芯片号：156100000904827"; round 34)
    if kind == "DATE_OF_BIRTH" and pet_birth_date(text, start):
        return True  # an animal's birth date ("Pet DOB: 14/03/2019"; round 34)
    if kind == "SSN" and _DIAL_CODE_BEFORE.search(text, max(0, start - 6), start):
        return True  # a phone's digits after its country code ("+34 915 55 0142"; round 33)
    if kind == "ADDRESS":  # a postcode alone is a place, not an address ("'postcode': 'BS3 4TR'")
        return bool(_BARE_POSTCODE.fullmatch(text, start, end))
    if kind == "MEDICAL":  # (round 33: a practice's name grown over a note in brackets, "Parkview Surgery (practice
        note = text.find(" (", start, end)  # code F84117)"; a tree surgeon's firm, "Crown Tree Surgery")
        if note > start and is_medical_place(text, start, note, _MEDICAL_WORDS) or _TREE_SURGERY.search(text, start, end):
            return True
    return kind == "MEDICAL" and (is_medical_place(text, start, end, _MEDICAL_WORDS) or _department(text, start, end)
                                  or _NEGATED.search(text, max(0, start - 3), start) is not None
                                  or _IT_BEFORE.search(text, max(0, start - 10), start) is not None
                                  or _UNTICKED.search(text, max(0, start - 6), start) is not None
                                  or _UNTICKED_OPEN.match(text, start) is not None and not _TICKED.search(text, start, end)
                                  or not_a_finding(text, start, end) or nobodys(text, start, end, people))
