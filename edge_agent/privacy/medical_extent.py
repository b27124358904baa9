"""How far a medical finding reaches (issue 15, round 8).

The recognizers find the core of a medical value: a condition or a drug from the vocabulary, a suffix, the phrase
after a cue. A person's medical information is usually written with more around that core, and all of it is
the disclosure: the qualifier before a condition ("poorly controlled diabetes", "pre-existing atrial
fibrillation", "iron-deficiency anaemia", 慢性…), its stage or state after it ("肺癌晚期", "癫痫，已控制"), a
size ("结节，8毫米"), the brand or level in brackets ("nut allergy (EpiPen)", "突出（L4-L5）"), and after a drug
its dose, dosage form and directions ("Warfarin 5 mg tablets, take 1 daily except 2.5 mg on Sundays",
"盐酸二甲双胍片 0.5g 每日三次 餐后口服"). Two findings joined by a word that ties them ("insulin for type 1
diabetes", "癫痫，长期服用丙戊酸钠") are one finding.

`extend_medical` grows one span; `join_medical` adds the union of findings so tied. Neither finds anything on
its own: they only move the edges of spans the recognizers found, over closed lists of words.
"""
from __future__ import annotations

import regex as re

from edge_agent.privacy.medical_statement import BLOCK, UNITS, statement_head, statement_tail

# Before a condition: how it is controlled, how long it has been there, how bad it is, what caused it.
_EN_LEFT = re.compile(
    r"(?i:(?:(?:poorly|well|badly|not\s+well|diet|insulin|tablet|medication)[- ]controlled|uncontrolled|controlled|"
    r"pre-?existing|long[- ]?standing|life-?long|newly[- ]diagnosed|recently[- ]diagnosed|self-?diagnosed|suspected|"
    r"confirmed|known|presumed|active|untreated|undiagnosed|refractory|resistant|seasonal|childhood|adult[- ]onset|"
    r"late[- ]onset|early[- ]onset|bilateral|left[- ]sided|right[- ]sided|mild|moderate|severe|chronic|acute|"
    r"recurrent|recurring|intermittent|persistent|borderline|end[- ]stage|early[- ]stage|late[- ]stage|advanced|"
    r"metastatic|terminal|post-?operative|post-?partum|post-?natal|ante-?natal|pre-?natal|partial|complete|hairline|"
    r"stress|compound|allergic|viral|bacterial|atopic|infective|reactive|displaced|fractured|early|"
    # round 24: how a procedure came about or how a pregnancy ended ("emergency c-section", "chemical pregnancy")
    r"emergency|elective|urgent|chemical|ectopic|threatened|spontaneous|premature|preterm|"
    # round 25: how big or how hidden ("massive stroke", "latent TB", "mini-stroke")
    r"massive|major|minor|latent|mini|silent|slipped|herniated|prolapsed|torn|ruptured|"
    # round 32: an inhaler's colour, a lower back, a fracture not displaced, a rash's look, how bad it is said to be
    r"blue|brown|purple|itchy|cardiac|lower|upper|non-?displaced|undisplaced|(?:really|very)\s+bad|"
    # round 16: a side and a British qualifier before the condition ("left sciatica", "generalised anxiety disorder")
    r"left|right|generali[sz]ed|raised|nuclear|sensorineural|post-?viral|[a-z]{3,}-(?:deficiency|related|induced|onset|dependent|sensitive|positive|negative)|"
    r"type\s?(?:1|2|I|II)|type\s+(?:one|two)|stage\s?(?:[0-4]|I{1,3}V?|IV)[abc]?|grade\s?(?:[1-4]|I{1,3}V?|IV)|"
    r"(?:treatment|surgery|therapy|medication|meds|tablets|operation)\s+(?:of|for)(?:\s+(?:a|an|the|her|his|my|their|your))?"
    r") +)+$")
_ZH_LEFT = re.compile(r"(?:盐酸|硫酸|苯磺酸|马来酸|枸橼酸|酒石酸|琥珀酸|富马酸|甲磺酸|磷酸|醋酸|氢溴酸|"
                      r"[甲乙丙丁戊]型|病毒性|细菌性|酒精性|药物性|过敏性|自身免疫性|感染性|特发性|"
                      r"(?:左|右|双)?(?:肺|肝|肾|胆囊|胃|肠|甲状腺|乳腺|子宫|卵巢|前列腺|心脏|脑|颈部|腰部|腰椎|颈椎)部?|"
                      r"妊娠期|孕期|产后|慢性|急性|中重度|轻中度|极重度|重度|中度|轻度|(?:双|左|右)(?:耳|眼)|耳道|晚期|早期|中晚期|复发性|难治性|原发性|继发性|顽固性|"
                      r"先天性|遗传性|习惯性|反复|长期|双侧|左侧|右侧|左|右|[一二三四1-4I]{1,2}期|[12一二]型|"
                      # round 32: where on the body, how it came ("左手腕", "右膝", "双耳高频", "噪声性", "突发")
                      r"(?:左|右|双)?(?:手腕|手肘|手臂|前臂|手指|拇指|手背|手掌|膝盖?|肩膀?|肘|脚踝|踝|脚|足|小腿|大腿|腿|肋骨|"
                      r"额头|眉骨|眼|耳)部?|高频|噪声性|突发)+$")

# After a condition or a drug, one piece at a time: a dose, a dosage form, a direction, a state, a size, a bracket.
_UNIT = (r"(?:mg|mcg|µg|μg|ug|micrograms?|milligrams?|grams?|g|ml|mL|iu|IU|units?|puffs?|drops?|%|"
         r"毫克|微克|克|毫升|单位|片|粒|袋|支|喷|滴)")
_EN_PIECE = re.compile(
    r"(?i:,? +(?:\(?\d+(?:[.,]\d+)?(?:/\d+(?:[.,]\d+)?)? ?" + _UNIT + r"(?![A-Za-z])(?: ?/ ?(?:day|d|kg|dose))?\)?"
    # round 20: a dose in words ("metformin five hundred milligrams twice daily")
    r"|(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|thousand|and|point)"
    r" +){1,6}(?:milligrams?|micrograms?|grams?|units?|millilit(?:re|er)s?|puffs?)"
    r"|x ?\d{1,3}(?![\d.,])|q\d{1,2}h"  # round 24: a quantity supplied, a dosing interval ("x 30", "q12h")
    r"|tablets?|tabs?|capsules?|caps|pills?|inhaler|pens?|patch(?:es)?|injections?|spray|cream|ointment|gel|drops|syrup|"
    r"solution|suspension|lozenges?|suppositor(?:y|ies)|"
    r"take|takes|taking|taken|one|two|three|four|half|a|an|[1-4](?:\.5)?(?![.,]\d)|daily|once|twice|thrice|three\s+times|"
    r"four\s+times|times|per|a\s+day|a\s+week|day|week|weekly|nightly|at\s+night|at\s+bedtime|bedtime|in\s+the\s+"
    r"(?:morning|evening)|each\s+(?:morning|evening|night|day)|every\s+(?:morning|evening|night|day|other\s+day|"
    r"\d{1,2}\s+hours?|\d{1,2}\s*h)|mornings?|evenings?|with\s+(?:food|meals|water)|before\s+(?:meals|food|breakfast|bed)|"
    r"after\s+(?:meals|food|breakfast|dinner)|as\s+needed|when\s+needed|as\s+required|prn|bd|bid|tid|tds|qds|qid|od|"
    r"qd|qhs|mane|nocte|orally|by\s+mouth|po|sc|im|iv|subcutaneously|inhaled|except(?= +\d)|on\s+(?:sundays|mondays|"
    r"tuesdays|wednesdays|thursdays|fridays|saturdays|weekdays|weekends|alternate\s+days)"
    r")(?![A-Za-z0-9]))")
_EN_STATE = re.compile(r"(?i:,? +(?:\([A-Za-z][A-Za-z\-]{1,20}(?: [A-Za-z][A-Za-z\-]{1,20})?\)"
                       r"|\((?:[A-Z]\d{1,2}(?:[-–/][A-Z]?\d{1,2})?)\)"
                       r"|(?-i:[LCTS]\d{1,2}(?:[-–/][LCTS]?\d{1,2})?)"  # a spine's level: "disc herniation L4/5" (round 20)
                       r"|in\s+remission|(?:well|poorly)\s+controlled|controlled|uncontrolled|stable|worsening|"
                       r"positive|negative|pos|neg)"
                       r"(?![A-Za-z0-9]))")
# round 32: where on the body, after an injury or a condition ("tendonitis in right wrist", "laceration to the right
# forearm", "hearing aid in left ear", "ACL reconstruction left knee")
_BODY = (r"(?:wrists?|shoulders?|knees?|ankles?|fore-?arms?|arms?|legs?|shins?|feet|foot|hands?|fingers?|thumbs?|toes?|hips?|"
         r"back|neck|elbows?|eyes?|ears?|calf|calves|thighs?|heels?|chest|ribs?|jaw|face|lips?|nose|head|scalp|cheeks?|"
         r"forehead|eyebrows?|spine|hamstrings?|groin|abdomen|stomach|breasts?|lungs?|kidneys?|liver|teeth|tooth|gums?|"
         r"achilles|collarbone|clavicle|shin\s?bone|kneecap)")
_EN_SITE = re.compile(r"(?i:,? +(?:(?:in|on|to|of|at|behind|above|below|under)\s+(?:the\s+|my\s+|his\s+|her\s+|their\s+|"
                      r"your\s+)?)?(?:(?:left|right|both|upper|lower|bilateral)\s+)" + _BODY + r"|,? +(?:in|on|to|of)\s+"
                      r"(?:the\s+|my\s+|his\s+|her\s+|their\s+|your\s+|both\s+)" + _BODY + r")(?![A-Za-z])")
_ZH_PIECE = re.compile(
    r"(?:[，,]? ?(?:晚期|早期|中期|初期|末期|急性期|稳定期|发作期|缓解期|已控制|控制良好|控制不佳|控制不好|未控制|发作|术后|"
    r"已转移|伴转移|复发|[一二三四1-4]期)"  # (round 25: a stage, "尘肺病一期")
    r"|[，,]? ?约?\d+(?:\.\d+)? ?(?:[×xX*] ?\d+(?:\.\d+)? ?)?(?:毫米|厘米|mm|cm)(?![A-Za-z])"
    r"| ?\d+(?:\.\d+)? ?个?" + _UNIT + r"(?![A-Za-z])| ?q\d{1,2}h(?![A-Za-z])"
    r"|[，,]? ?(?:每日|每天|一日|一天|每晚|每早|每周|隔日|早晚各?|早中晚各?|睡前|(?:早|午|晚)?[餐饭](?:前|后)|(?:早|午|晚)[餐饭](?:前|后)|空腹|晨起|必要时)"
    r"(?:[一二三四两1-4]次)?"
    r"|[，,]? ?[一二三四两半1-4](?:片|粒|袋|支|喷|滴|次)"
    r"| ?(?:口服|外用|吸入|含服|皮下注射|静脉滴注|肌肉注射|注射)"
    r"|(?:喷雾剂?|喷剂|气雾剂|片|胶囊|颗粒|口服液|注射液)"
    r"| ?[（(](?![^)）\n]*(?:第|次|个|年|月|日|号|时|点))[A-Za-z0-9\-–/\p{Han}]{1,10}[)）])")
_MAX_GROWTH = 90
# a test's name, its value and unit, and a bracket or a comma right before the finding it reads (round 24)
_MEASURED_BEFORE = re.compile(r"(?:(?<![\w\-])(?:(?P<abbr>[A-Z][A-Za-z0-9\-]{1,6}(?<=[A-Z0-9]))|[A-Za-z][a-z]{2,12})"
                              r"|(?<=^|[\s:：，,;；、。])\p{Han}{2,6})"
                              r"\s?\d+(?P<d>\.\d+)?\s?(?P<u>" + UNITS + r")?\s?(?:[（(]|[，,]\s?)$")
_CURRENCY_CODE = re.compile(r"[A-Z]{3}")
_DIGIT_NEXT = re.compile(r" ?\d")
# The end of a clause: a line, a field's or a list's separator, a sentence's end, a closing quote.
_CLAUSE_END = re.compile(r"[\n;|\t\"。，；、：=]|,(?!\d{3})|:(?!\d)| {2,}|\.(?=\s|$)|[?!？！](?=\s|$)|$")
# in Chinese a space ends a clause too: a table's next cell ("尿毒症期 机位3")
_CLAUSE_END_HAN = re.compile(r"\s|[;|\"。，；、：=]|,(?!\d{3})|:(?!\d)|[?!？！]|$")
_TAIL_WORD = re.compile(r"\p{Han}|[^\s\p{Han}]+")
_TAIL_WORDS, _TAIL_HAN, _TAIL_CHARS = 5, 4, 40
# What a finding's rest of clause does not hold: another value (an address, a link, a phone, a date, a time, money, a
# percentage), a name of something (a capitalised word: a hospital, a shop, a place), a bare number, a new clause.
_NOT_TAIL = re.compile(
    r"@|://|pack[- ]years?|\b[A-Z]{1,4}-\d{1,4}\b|\b(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z\d]{4,}\b|第\s?[\d一二三四五六七八九十]|品牌|\d{5,}|\d{3,}[ \-]\d{3,}|\d,\d{3}|\d{1,4}[-/.]\d{1,2}|\d:\d\d|\d{4}年|\b(?:19|20)\d\d\b|[$£€¥￥₹%元]|\d\.\d\d\b|"
    r"\b[A-Z][a-z]{2,}|\b(?:[A-Z]{3}|HK|S|A|C|NZ|US)\$?\s?\d|"
    r"\b(?:and|or|but|so|because|then|who|which|that|if|when|as|may|can|usually|you|your|am|pm|we|he|she|they|it|"
    r"(?-i:I)|we've|we're|i'm|i've|there|this|is|are|was|were|has|have|had|last|next|ago|today|yesterday|tonight|tomorrow|now|recently|at\s+the|"
    r"(?i:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|"
    r"nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|"
    r"sat(?:urday)?|sun(?:day)?))\b|"
    r"但|因为|所以|然后|费|金额|申请|不|没|是|效果|较|很|会|要|可以|能|应|医院|大学|中心|诊所|门诊|专科|科室|药房|站|^\W*\d+\W*$")

# What may stand between two findings that are one: "insulin for type 1 diabetes", "X + Y", "癫痫，长期服用丙戊酸钠".
_EN_TIE = re.compile(r"(?i:(?: *(?:,(?= )|;|\+|&|/|(?<= )[-–—](?= )|and|with|for|due\s+to|secondary\s+to|caused\s+by|from|on|plus)"
                     r"(?: +(?:a|an|the|his|her|my|their))? *)+)")  # round 23: a dash, "on a salbutamol inhaler"
_ZH_TIE = re.compile(r" *(?:[，、;；+和及伴并后致]|导致|引起|,(?= ))? *(?:长期|一直|目前|现在|正在|在|需|随身)?(?:服用|口服|吃|用|使用|注射|打|合并|伴有?|带着?|携带|备着?)? *")
_HAN = re.compile(r"\p{Han}")
_TRANSLATION = re.compile(r" ?[（(]?\p{Han}{1,10}(?:炎|症|病|癌|瘤|综合征|障碍|结石|骨折|过敏|感染)[)）]?")


def extend_medical(text: str, start: int, end: int, statement: bool = True) -> tuple[int, int]:
    """The edges of a medical finding text[start:end], grown over its qualifiers, dose, directions and state, and
    (with `statement`) over the rest of the statement that holds it (medical_statement)."""
    if _CURRENCY_CODE.fullmatch(text, start, end) and _DIGIT_NEXT.match(text, end):
        return start, end  # "CAD 27,514", "CHF 9,800": a currency's code before a sum, not a condition's short form
    zh = bool(_HAN.search(text, start, end))
    for rx in (_ZH_LEFT, _EN_LEFT) if zh else (_EN_LEFT, _ZH_LEFT):
        q = rx.search(text, max(0, start - 60), start)
        if q and q.end() == start:
            start = q.start()
            break
    limit = min(len(text), end + _MAX_GROWTH)
    pieces = (_ZH_PIECE, _EN_PIECE, _EN_STATE) if zh else (_EN_PIECE, _EN_STATE, _EN_SITE, _ZH_PIECE)
    grown = end
    while grown < limit:
        for rx in pieces:
            m = rx.match(text, grown, limit)
            if m and m.end() > grown:
                grown = m.end()
                break
        else:
            break
    # a direction word left hanging at the end ("… take", "… 2.5 mg on") is not part of it
    tail = re.search(r"(?i:,? +(?:take|takes|taking|taken|a|an|per|except|on|with|before|after|every|each|in|at))+$",
                     text[end:grown])
    if tail:
        grown = end + tail.start()
    if not zh and (m := _TRANSLATION.match(text, max(end, grown))):
        grown = m.end()  # round 15: the same condition in Chinese right after it: "acute gastroenteritis 急性腸胃炎"
    if text[start:start + 2] in ("重度", "中度") and text[start - 1:start] in ("轻", "中"):
        start -= 1  # round 24: "中重度听力损失", "轻中度贫血"
    if m := _MEASURED_BEFORE.search(text, max(0, start - 40), start):
        # round 24: the measurement the finding reads ("血红蛋白 92 g/L（中度贫血）", "MMSE 19分，轻度痴呆")
        if not BLOCK.search(m.group()) and (m.group("u") or m.group("d") or m.group("abbr")):
            if m.group().rstrip().endswith(("（", "(")) and text[end:end + 1] in ("）", ")"):
                end += 1
            start = m.start()
    end = clause_tail(text, start, max(end, grown))
    if not statement:
        return clause_head(text, start, end), end
    end = statement_tail(text, start, end)
    return statement_head(text, clause_head(text, start, end)), end


def clause_tail(text: str, start: int, end: int) -> int:
    """Round 21: where a finding's clause ends when only a few words are left of it ("rash on her hands",
    "doxycycline 100 mg OD for 5 days", "肩袖损伤术后", "甲状腺结节（TI-RADS 3类）"): the rest of a short clause
    says more of the same finding. A long rest is a sentence that goes on about something else, and is left."""
    ends = _CLAUSE_END_HAN if _HAN.search(text, max(0, end - 1), end + 1) else _CLAUSE_END
    stop = ends.search(text, end, min(len(text), end + _TAIL_CHARS + 1))
    if stop is None:
        return end
    rest = text[end:stop.start()]
    if not rest.strip() or _NOT_TAIL.search(rest) or _unbalanced(text[start:end] + rest):
        return end
    words = len(_TAIL_WORD.findall(rest))
    limit = _TAIL_HAN if _HAN.search(rest) else _TAIL_WORDS
    return end + len(rest.rstrip()) if words <= limit else end


# Where a clause starts, looking back: a line, a field's label, a list's separator, a dash between a name and its note.
_CLAUSE_START = re.compile(r"(?:[\n;|\t\"。，；、：=(（\u3000]|,(?!\d)|:(?!\d)| {2,}| [-–—] |[.?!](?=\s)|^)[ \t]*$")
_HEAD_WORDS, _HEAD_HAN = 3, 3


def clause_head(text: str, start: int, end: int) -> int:
    """Round 21: the words of a short clause before a finding are part of it ("passive suicidal ideation",
    "recovering from heart bypass surgery", "面部软组织挫伤"), as clause_tail's are after it; a clause that opens
    with a name, a pronoun or another value is left."""
    window = text[max(0, start - _TAIL_CHARS) : start]
    cut = None
    for i in range(len(window), -1, -1):
        if _CLAUSE_START.search(window, 0, i):
            cut = i
            break
    if cut is None:
        return start
    head = window[cut:]
    if not _WORD_CHAR.search(head) or _NOT_TAIL.search(head) or _HEAD_NAME.search(head) or _unbalanced(head):
        return start
    words = len(_TAIL_WORD.findall(head))
    limit = _HEAD_HAN if _HAN.search(head) else _HEAD_WORDS
    return start - len(head) + (len(head) - len(head.lstrip())) if words <= limit else start


# a capitalised word in a clause's head is a name (of a person, a place, a firm) unless it opens a line or field; a
# verb in the past ("started", "diagnosed") or a linking word says what happened, not what it is
_HEAD_NAME = re.compile(r"(?<=\S )\p{Lu}\p{Ll}|(?<![\w\-])[A-Za-z]+ed\b|\b(?:has|had|have|is|was|are|were|says|said|with|of|to|for|on|his|her|my|our|their)\b")


_WORD_CHAR = re.compile(r"\w")  # (round 38: a list's bullet alone, "• Amitriptyline", is no clause before a finding)


def _unbalanced(s: str) -> bool:
    """A closing bracket in the rest whose opening one is not in the finding: "(GP, Elmwood Surgery)"."""
    return s.count(")") + s.count("）") > s.count("(") + s.count("（")


def join_medical(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Unions of medical findings tied by a connecting word or overlapping, besides the findings themselves."""
    out: list[tuple[int, int]] = []
    cur: tuple[int, int] | None = None
    joined = False
    for a, b in sorted(spans):
        if cur is not None:
            gap = text[cur[1]:a] if a > cur[1] else ""
            tie = _ZH_TIE if _HAN.search(text, max(0, cur[1] - 2), min(len(text), a + 2)) else _EN_TIE
            # (round 23: or only a space between, once a tie word has become the second one's head: "… diabetes on
            # metformin …")
            if a <= cur[1] or (len(gap) <= 24 and "\n" not in gap and (tie.fullmatch(gap) or gap in (" ", ""))):
                cur, joined = (cur[0], max(cur[1], b)), True
                continue
            if joined:
                out.append(cur)
        cur, joined = (a, b), False
    if cur is not None and joined:
        out.append(cur)
    return out
