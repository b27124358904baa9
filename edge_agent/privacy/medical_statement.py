"""The rest of a medical statement around its finding (issue 15, round 23).

`medical_extent` grows a finding over its own qualifiers, dose and a short clause. Writers of text nobody here had
read mark more: the statement a person makes about their health, up to the end of its clause chain -- when it
was found and how it goes on ("relapsing-remitting multiple sclerosis, diagnosed 2019", "epilepsy, last seizure
2022", "chronic plaque psoriasis, PASI 14", "中度脂肪肝，ALT 89 U/L", "急性喉炎，医生让禁声一周"), where it is
("plantar fasciitis in my left heel", "arthritis in both hands"), since when ("tinnitus in the right ear since
2023", "腰椎骨折术后第3天", "糖尿病病史十五年"), a bracket that says more ("(March 2023)", "(ferritin 9)"), and what
the person does about it before it ("diagnosed with", "treated for", "undergoing", "复查", "刚做完", "患有严重的").

Each piece is taken only from a closed list of shapes: a short comma-separated piece after the finding that opens
with a qualifier word or holds a measurement, never one that holds another value (money, an e-mail, a long number,
a field's label, a capitalised name), at most three of them; the words before it from a list. Nothing here finds
a medical value on its own.
"""
from __future__ import annotations

import regex as re

_HAN = re.compile(r"\p{Han}")
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
          r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_BODY = (r"(?:hands?|feet|foot|heels?|knees?|ears?|eyes?|back|neck|shoulders?|hips?|wrists?|ankles?|elbows?|arms?|"
         r"legs?|chest|stomach|abdomen|face|skin|scalp|fingers?|toes?|thumbs?|jaw|throat|lungs?|spine|calf|calves|"
         r"shin|groin|breasts?|hallux)")
UNITS = (r"(?:mmol/(?:L|mol)|mg/dL|[µu]mol/L|g/L|U/L|IU/mL|kU/L|dB(?:\s?HL)?|events?(?:/h|\s+per\s+hour)|/h\b|"
          r"%|mmHg|°\s?[CF]|bpm|cmH2O|mm\b|cm\b|kg/m2|次/小时|分\b|级)")
# a date is its own value (the corpora mark "onset 03-Feb-2026", "(October 2026)", "since 2023" as dates beside the finding)
_DATE = (r"(?i:\b" + _MONTH + r"\b)|\b(?:19|20)\d\d\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b\d{4}[-/.]\d{1,2}\b|\b\d{1,2}[-.]\d{1,2}[-.]\d{2,4}\b|\d{1,4}\s?[年月日号]|"
         r"\d{1,2}-(?i:" + _MONTH + r")")
_CAP = r"\b(?!(?i:" + _MONTH + r")\b)[A-Z][a-z]{2,}"  # a capitalised word, not a month's name: a name of something
_MEASURE = re.compile(r"\d(?:[\d.,]*\d)?\s?" + UNITS)
# A piece after a comma or a dash that says more of the same finding opens with one of these, or holds a measurement.
_EN_QUAL = re.compile(
    r"(?i:diagnosed|dx|since|last|first|latest|worse|worsening|better|improving|improved|now|currently|still|on|uses?|"
    r"using|treated|managed|controlled|well|poorly|stable|no|not|nil|negative|positive|left|right|bilateral|both|"
    r"lowest|highest|mild|moderate|severe|suspected|likely|possible|probable|query|awaiting|pending|needs?|requires?|"
    r"carries|carrying|takes?|taking|recurrent|sloping|freezing|flaring|resolved|resolving|ongoing|onset|x\s?\d|"
    r"\d+\s*(?:days?|weeks?|wks?|months?|years?|yrs?)|grade|stage|class|score|level|"
    r"(?-i:ferritin|AHI|PTA|PASI|BMI|HbA1c|SpO2|ALT|AST|eGFR|INR|BP|ESS|PHQ-?9|GAD-?7|FEV1|IgE|SPT|PLMI|ODI))\b")
_ZH_QUAL = re.compile(r"(?:已|未|有|无|伴|并|需|曾|后|术后|疑似|确诊|诊断|服用|长期|反复|偏高|偏低|阳性|阴性|医生|"
                      r"春季|夏季|秋季|冬季|夜间|晚上|不能|无法|不宜|禁|\d{4}年确诊|[A-Za-z]{2,6}\s?\d)")
_ZH_SYMPTOM = re.compile(r"痛|疼|肿|咳|痒|晕|吐|泻|烧|炎|症|病|伤|血|术|药|治疗|复查|休养|卧床|住院|负重|久站|久坐|禁|崴|扭|"
                         r"骨折|康复|康復|阳性|阴性|偏高|偏低")
# What such a piece never holds: another value or a new field.
BLOCK = re.compile(r"@|://|[$£€¥￥₹]|\d\s?(?:元|块)|" + _DATE + r"|医院|中心|诊所|门诊|费|钱|(?i:DOB|pack[- ]years?)|\d{5,}|\d{3,}[ \-]\d{3,}|^\s*[\w\p{Han}][\w\p{Han} ]{0,20}[:：]|"
                    + _CAP + r"\b|\b(?:I|i|we|she|he|they|you|but|so|because|which|"
                    r"who|please|pls|thanks)\b|但|所以|因为|请|谢谢|电话|手机|地址")
_SEP_EN = re.compile(r"(?:,| [-–—]) +")
_SEP_ZH = re.compile(r"[，、] ?|, ")
_PIECE_END = re.compile(r"[\n;|\t。；！？，、()（）]|,(?!\d)| [-–—] |\.(?=\s|$)|[?!](?=\s|$)|$")
_MAX_PIECES = 3
# Said right after the finding, with no comma: a bracket, where on the body, since when, a temperature, how long.
_EN_ON = re.compile(
    r" ?\((?=[^()\n]{1,48}\))(?=[^()\n]*(?:\d|[a-z]{3}))(?![^()\n]*(?:[$£€¥@]|pack[- ]years?|" + _CAP + r"|" + _DATE + r"))"
    r"[^()\n]{1,48}\)"
    r"|(?i: in (?:my|his|her|their|the|both)(?: (?:left|right|lower|upper))? " + _BODY + r"\b)"
    r"|(?i: since (?:childhood|birth|last \w+))"
    r"| \d{2}(?:\.\d)?\s?°[CF]"
    r"|(?i: for (?:the (?:last|past) )?(?:\d+|a|one|two|three|four|five|six|several|a few) (?:days?|weeks?|months?|years?)\b)")
_ZH_ON = re.compile(r"(?:术后|后)?第[\d一二三四五六七八九十]+(?:天|周|日|个月|年)|病?史(?:[\d一二三四五六七八九十两]+|多)年|"
                    r"[（(](?=[^（）()\n]{1,24}[)）])(?![^（）()\n]*(?:[$￥¥]|\d{5,}|元|" + _DATE + r"))[^（）()\n]{1,24}[)）]|"
                    r"\s?\d+(?:\.\d+)?\s?" + UNITS)
# Said right before it: what the person went through or does about it.
_EN_HEAD = re.compile(
    r"(?<![\w\-])(?i:(?:(?:recently|newly|first|just)\s+)?(?:diagnosed\s+with|treated\s+for|treatment\s+for|"
    r"suffer(?:s|ing|ed)?\s+(?:from|with)|c[oa]me\s+down\s+with|undergoing|recovering\s+from|living\s+with|"
    r"history\s+of|hx\s+of|physio\s+for(?:\s+(?:the|his|her|my))?|"
    r"(?:an?\s+)?(?:\d+|one|two|three|four|five|six)[- ](?:day|week|month|year)\s+history\s+of|a|an|two|three|on))\s+$")
_ZH_HEAD = re.compile(r"(?:复查|刚做完|做完了?|做过|刚做|患有|确诊为?|诊断为?|明确的?|曾患|疑似|双耳|单耳|中重度|严重的?|"
                      r"腰|颈|背|胸|腹|膝盖?|脚踝?|手臂?|肩膀?)+$")


def _piece_ok(piece: str, zh: bool) -> bool:
    body = piece.strip()
    if not body or BLOCK.search(body):
        return False
    if zh:
        # a piece that only opens like a qualifier is short: "，已通知女儿苗苗" tells of something else
        return len(body) <= 14 and bool(_MEASURE.search(body) or _ZH_SYMPTOM.search(body)) or \
            len(body) <= 5 and bool(_ZH_QUAL.match(body))
    return len(body.split()) <= 8 and bool(_EN_QUAL.match(body) or _MEASURE.search(body))


def statement_tail(text: str, start: int, end: int) -> int:
    """Where the statement that holds the finding text[start:end] ends (see the module)."""
    pos = end
    for _ in range(_MAX_PIECES + 2):
        zh = bool(_HAN.search(text, max(start, pos - 2), min(len(text), pos + 2)))
        on = (_ZH_ON if zh else _EN_ON).match(text, pos)
        if on and on.end() > pos:
            pos = on.end()
            continue
        sep = (_SEP_ZH if zh else _SEP_EN).match(text, pos)
        if not sep:
            break
        stop = _PIECE_END.search(text, sep.end(), min(len(text), sep.end() + 61))
        if stop is None or stop.start() == sep.end():
            break
        if not _piece_ok(text[sep.end():stop.start()], zh):
            break
        pos = sep.end() + len(text[sep.end():stop.start()].rstrip())
    return pos


def statement_head(text: str, start: int) -> int:
    """Where the statement that holds a finding starting at `start` begins: the words of the list above before it."""
    window = text[max(0, start - 60):start]
    m = (_ZH_HEAD if _HAN.search(text, start, start + 1) else _EN_HEAD).search(window)
    return start - (len(window) - m.start()) if m else start
