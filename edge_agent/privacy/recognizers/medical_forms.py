"""MEDICAL by the structure of a record and by word formation, for terms no vocabulary lists (issue 15, round 4).

- the items of a diagnosis field: "诊断：X；Y。", "Dx: X; Y", "Impression: X", and "A: X; Y" in a SOAP note
  (a note with S:/O:/P: lines); English items are split at ";" only, Chinese ones also at "、" and "，";
- "hypo-/hyper-" conditions with the adjective before them ("orthostatic hypotension", "essential hypertension");
- a body part with pain or ache ("lower back pain", "neck ache");
- shots: a vaccine, vitamin or drug with jab/shot/injection/booster ("flu jab", "B12 injection", "tetanus booster");
- a condition with a graded severity after it ("…disorder, moderate-severe", "…, mild to moderate");
- combination drugs: a name with its components in brackets ("比克恒（BIC/FTC/TAF）", "Triumeq (ABC/DTG/3TC)"), and
  a brand in brackets after a medication word ("insulin pen (Lantus)");
- Chinese: an infection or carrier status ("HBV携带者", "HIV感染者"), drug classes ("降压药", "抗抑郁药"),
  a condition with "type 1/2" written in English after it ("糖尿病 type 2").
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

# (not a machine's: "远程诊断：网关公网IP …", "故障诊断：E7"; round 25)
_ZH_DX_FIELD = re.compile(r"(?m)(?:初步诊断|出院诊断|入院诊断|临床诊断|门诊诊断|(?<!远程|故障|设备|系统|网络|在线|车辆|电脑|智能)诊断)"
                          r"\s*[:：]\s*(?P<v>[^\n]{2,120})")
_EN_DX_FIELD = re.compile(r"(?m)^[ \t]*(?i:dx|diagnos[ie]s|impression|assessment)[ \t]*[:：][ \t]*(?P<v>[^\n]{3,160})")
_SOAP_A = re.compile(r"(?m)^[ \t]*A[ \t]*:[ \t]*(?P<v>[^\n]{3,160})")
_SOAP = re.compile(r"(?m)^[ \t]*[SOP][ \t]*:")
_HEDGE = re.compile(r"^(?i:(?:likely|probable|probably|possible|possibly|suspected|query|\?|r/o|rule\s+out|known|new|old)\s+)+")
_HYPO = re.compile(r"(?<![A-Za-z])(?:(?i:orthostatic|postural|essential|secondary|primary|gestational|pulmonary|portal|"
                   r"intracranial|idiopathic|reactive|nocturnal|symptomatic|refractory|malignant|white[- ]coat)\s)?"
                   r"(?i:hypo|hyper)(?i:tension|tensive\s+crisis|glyc(?:a)?emia|thyroidism|kal(?:a)?emia|natr(?:a)?emia|lipid(?:a)?emia|"
                   r"calc(?:a)?emia|volemia|somnia|hidrosis|mobility|plasia|trophy|ventilation|thermia|parathyroidism)(?![A-Za-z])")
_PAIN = re.compile(r"(?<![A-Za-z])(?i:(?:chronic|acute|lower|upper|severe|persistent|recurring)\s)?(?i:back|neck|chest|knee|hip|shoulder|"
                   r"joint|pelvic|abdominal|stomach|ear|tooth|nerve|leg|foot|wrist|jaw|muscle|eye|heel|ankle|elbow|groin|rib|"
                   r"lumbar|sciatic)\s(?i:pain|aches?|spasms?|stiffness)(?![A-Za-z])")
_SHOT = re.compile(r"(?<![A-Za-z0-9])(?i:flu|influenza|covid(?:-19)?|tetanus|hpv|measles|mmr|b12|vitamin\s?(?:b12|b|d)|iron|steroid|"
                   r"cortisone|insulin|botox|hep(?:atitis)?\s?[ab]|shingles|rabies|pneumococcal|allergy|depo|testosterone|"
                   r"methotrexate|fertility|ivf)\s(?i:jabs?|shots?|injections?|infusions?|boosters?|vaccines?|vaccinations?)(?![A-Za-z])")
_SEVERITY = re.compile(r"(?<![A-Za-z])(?P<c>[a-z][a-z\-]+(?:\s[a-z][a-z\-]+){0,3}\s(?:disorder|disease|syndrome|episode|depression|"
                       r"anxiety|asthma|dementia)),\s(?i:mild|moderate|severe)(?:\s?(?:-|–|to)\s?(?i:moderate|severe))?(?![A-Za-z])")
# round 27: a condition named after a person, whatever the name ("Ménière's disease", "Graves' disease",
# "Sjögren's syndrome", "Bell's palsy"); the name inside is no one's
_EPONYM = re.compile(r"(?<![\p{L}])\p{Lu}\p{Ll}[\p{L}\-]*['’]s?\s(?i:disease|syndrome|palsy|thyroiditis|lymphoma|sarcoma|"
                     r"ataxia|dystrophy|neuralgia|contracture)(?![A-Za-z])")
_LEAD_WORDS = re.compile(r"^(?:(?:has|had|have|with|and|of|a|an|the|for|dx|diagnosed|likely|known|from|history|hx)\s)+")
_COMBO = re.compile(r"(?:\p{Han}|(?<![\p{L}])\p{Lu}[\p{L}\-]{2,20})\s?(?P<b>[（(])[A-Z0-9]{2,5}(?:/[A-Z0-9]{2,5})+[）)]")
_BRAND = re.compile(r"(?i:insulin|inhaler|pen|tablets?|pills?|capsules?|injection|patch|spray)\s[（(](?P<v>\p{Lu}[A-Za-z\-]{3,20})[）)]")
_ZH_CARRIER = re.compile(r"(?<![A-Za-z])[A-Z][A-Z0-9]{1,5}(?:病毒)?(?:感染者|携带者|阳性|感染)|(?:乙肝|丙肝|艾滋病|梅毒|结核)(?:病毒)?(?:感染者|携带者)")
_ZH_CLASS = re.compile(r"降(?:压|糖|脂|血压|血糖|血脂|尿酸)药|(?:抗(?:抑郁|焦虑|癫痫|凝|精神病|排异|血小板|过敏|病毒)|安眠|镇静|止痛|激素)(?:药物?|药片)")
_ZH_TYPED = re.compile(r"\p{Han}{1,6}(?:病|症)\s(?i:type\s?(?:[12]|I{1,2}))(?![A-Za-z0-9])")
_TAKING = re.compile(r"服用|口服|用药|处方|药|(?i:\b(?:on|taking|takes|started|start|prescribed|meds|medication|regimen|"
                     r"switched\s+to|tablet|daily|mg)\b)")
_ZH_VERB = re.compile(r"服用|口服|使用|加用|改用|停用|吃|用|予|，|、")


def _items(text: str, start: int, value: str, seps: str) -> list[tuple[int, int]]:
    out, pos = [], 0
    value = re.split(r"。|\.\s|\s?\p{Han}{2,4}[：:]|\b[A-Z][a-z]+:", value)[0]  # the sentence or the next label ends it
    value = re.split(r"[）)](?![^（(]*[）)])", value)[0] if value.count("）") + value.count(")") > \
        value.count("（") + value.count("(") else value
    for piece in re.split("([" + seps + "])", value):
        if piece and piece not in seps:
            # a measurement in brackets is not part of the finding: "former smoker (40 pack-years)"
            s = re.sub(r"\s*[（(][^（()）]*\d[^（()）]*[）)]$", "", piece.strip().rstrip("。."))
            lead = len(piece) - len(piece.lstrip())
            hedge = _HEDGE.match(s)
            if hedge:
                lead, s = lead + hedge.end(), s[hedge.end():]
            if not s or s[0] in "）)" or re.search(r"\d{1,2}[:：]\d{2}|\d+[月日号]", s):
                break  # the field has ended: a closing bracket, a time or a date follows it
            if 2 <= len(s) <= 80 and len(s.split()) <= 8 and not re.match(r"(?i:none|nil|n/a|无|不详|待定)$", s):
                out.append((start + pos + lead, start + pos + lead + len(s)))
        pos += len(piece)
    return out


class MedicalFormRecognizer(SingleEntityRecognizer):
    ENTITY = "MEDICAL"

    def find(self, text: str) -> list[RecognizerResult]:
        spans: list[tuple[int, int]] = []
        for m in (_ZH_DX_FIELD.finditer(text) if "诊断" in text else ()):
            spans += _items(text, m.start("v"), m.group("v"), "；;、，,。")
        for m in _EN_DX_FIELD.finditer(text):
            spans += _items(text, m.start("v"), m.group("v"), ";")
        if _SOAP.search(text):
            for m in _SOAP_A.finditer(text):
                spans += _items(text, m.start("v"), m.group("v"), ";")
        low = text.lower()
        han = any("\u4e00" <= c <= "\u9fff" for c in text)
        # Each form runs only when a word it needs is in the text (most texts hold none).
        for rx, needed in ((_HYPO, ("hypo", "hyper")), (_PAIN, ("pain", "ache", "spasm", "stiffness")),
                           (_SHOT, ("jab", "shot", "inject", "infusion", "booster", "vaccin")),
                           (_ZH_CARRIER, ("感染", "携带者", "阳性")), (_ZH_CLASS, ("药",)), (_ZH_TYPED, ("type",)),
                           (_EPONYM, ("disease", "syndrome", "palsy", "thyroiditis", "lymphoma", "sarcoma", "ataxia",
                                      "dystrophy", "neuralgia", "contracture"))):
            if any(w in low for w in needed) and (han or rx not in (_ZH_CARRIER, _ZH_CLASS, _ZH_TYPED)):
                spans += [(m.start(), m.end()) for m in rx.finditer(text)]
        for m in (_COMBO.finditer(text) if "/" in text else ()):
            start = m.start()
            # A bracket of abbreviations is a combination drug only beside a word of taking or prescribing.
            parts = re.findall(r"[A-Z0-9]{2,5}", m.group()[m.start("b") - m.start():])
            if not _TAKING.search(text[max(0, start - 30):m.end() + 20]) or all(re.fullmatch(r"(.)\1+", p) for p in parts):
                continue
            if "\u4e00" <= text[start] <= "\u9fff":  # a Han name: back to the verb before it, at most 6 characters
                run = re.search(r"\p{Han}{1,12}$", text[max(0, m.start() - 12):m.start("b")])
                name = run.group() if run else ""
                verbs = list(_ZH_VERB.finditer(name))
                name = name[verbs[-1].end():] if verbs else name[-6:]
                start = m.start("b") - len(name)
            spans.append((start, m.end()))
        for m in (_SEVERITY.finditer(text) if "mild" in low or "moderate" in low or "severe" in low else ()):
            lead = _LEAD_WORDS.match(m.group("c"))
            spans.append((m.start() + (lead.end() if lead else 0), m.end()))
        spans += [(m.start("v"), m.end("v")) for m in (_BRAND.finditer(text) if "(" in text or "（" in text else ())]
        return [self.result(a, b, 0.7) for a, b in spans]


# Round 6: the value of a medical field, whatever the terms in it ("Meds: metformin 1000 mg BID, tiotropium",
# "既往史：高血压十余年", "\"dx\":\"atrial fibrillation\"", "diagnosis = 'hypothyroidism'"): conditions, medications,
# allergies and complaints a record names are health data whether or not a vocabulary lists them.
_FIELD_EN = (r"(?:current\s+|past\s+|regular\s+|known\s+)?(?:meds|medications?|medicines?|prescriptions?|rx|dx|diagnos[ie]s|"
             r"medical\s+(?:conditions?|history|issues?|problems?|notes?)|health\s+(?:conditions?|issues?|problems?)|"
             r"conditions?|pmh|hx|past\s+medical\s+history|allerg(?:y|ies)|drug\s+allerg(?:y|ies)|chief\s+complaint|"
             r"presenting\s+complaint|symptoms?|illness(?:es)?|disabilit(?:y|ies)|comorbidit(?:y|ies)|dx_name|diagnosis_name|"
             r"drugs?|medical)")
_FIELD_ZH = (r"诊断|初步诊断|既往史|现病史|既往病史|病史|主诉|用药|用药情况|目前用药|长期用药|过敏史|药物过敏|过敏|病情|症状|疾病|"
             r"慢性病|体检结论|诊断结果|检查结论|处方|药物|基础病|病因|健康状况|身体状况|"
             # round 10: the same labels in traditional characters
             r"診斷|初步診斷|主訴|處方|過敏史|藥物過敏|過敏|病史|既往病史|用藥|症狀|疾病|健康狀況")
_MED_FIELD = re.compile(r"(?<![\p{L}_])[\"']?(?:(?i:" + _FIELD_EN + r")|" + _FIELD_ZH + r")[\"']?(?:\s*[(（][^()（）\n]{1,20}[)）])?"
                        r"\s*(?:[:：=]|\s=>)\s*(?P<list>\[\s*)?(?P<q>[\"'])?")
_FIELD_STOP = re.compile(r"[\n|\t]|\s{3,}|(?<=\S)\.(?:\s|$)|。|；(?=[^；]{0,12}[:：])|;\s*(?=[\w\"' ]{1,24}[:=])|"
                         r"\s(?i:since|from|until|as\s+of|for\s+\d|started\s+on)\s|\s?(?:19|20)\d{2}[-/.年]|\d{1,2}:\d{2}|"
                         r"[,;]?\s(?i:dx|diagnosed|in|since)\s+(?:19|20)\d{2}(?!\d)|\s(?:19|20)\d{2}(?![\d%])|"
                         r",\s*[\"']?\w{1,24}[\"']?\s*[:=]|\s\p{Lu}[\p{Ll}]+(?:\s\p{Lu}?[\p{Ll}]+)?\s?[:：]|"
                         # round 17: a date in figures or a month and year ("started 02/12/2025", "grommets Oct 2025"),
                         # a batch or lot number, where it was sent ("…, sent to Boots Argyle Street")
                         r"\s\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2,4}(?!\d)|\s(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)"
                         r"[a-z]{0,6}\.?\s(?:\d{1,2},?\s)?(?:19|20)\d{2}(?!\d)|,\s*(?i:batch|lot|exp|expiry)\b|"
                         r",?\s(?i:started|stopped|(?:sent|given|issued|posted|faxed|e-?mailed|forwarded)\s+to)\s")
# conditions that are a court's, a lender's or a seller's, not a person's health
_NOT_HEALTH_CONDITIONS = re.compile(r"(?i:\b(?:bail|licen[cs]e|release|parole|probation|terms|loan|sale|offer|contract|tenancy|"
                                    r"lease|weather|road|ground|track|sea|snow|market|trading|payment|entry|use|service|"
                                    r"warranty|policy|discount|promo|booking|hire|rental|visa|permit)\b[^\n]{0,20}?\b"
                                    r"conditions?\s*[:：=])")
# the state of a thing in an inventory or a sale
_STATE_WORDS = re.compile(r"(?i:\b(?:fair|good|poor|new|worn|excellent|damaged|clean|scratched|stained|mint|used|"
                          r"refurbished|working|broken)\b)[^\n]{0,40}(?:[,;.]|$)")
_NOT_MEDICAL_VALUE = re.compile(r"(?i:^(?:none|nil|nka|nkda|n/?a|no|nope|normal|ok|fine|good|new|used|excellent|fair|poor|"
                                r"refurbished|like\s+new|mint|unknown|tbd|see\s+(?:above|below|notes?)|pending|null|"
                                r"无|否|正常|不详|待定|未见异常)\b)|^[\d\s.,/\-:]+$|@|https?://|\{\{|\$\{")


# Findings written as a measure beside its word of change, in Chinese ("尿酸偏高", "LDL 偏高", "血糖偏高"); a fever with its
# degree ("发烧39度"); thoughts of self-harm ("自伤念头"); an allergy with its substance ("Allergic to penicillin"); being
# pregnant ("she's pregnant").
_ZH_LAB = re.compile(r"(?:尿酸|血尿酸|血糖|空腹血糖|餐后血糖|血压|血脂|胆固醇|甘油三酯|转氨酶|肌酐|尿素氮|血红蛋白|白细胞|血小板|心率|体温|"
                     r"眼压|尿蛋白|(?<![A-Za-z])(?:LDL|HDL|ALT|AST|TSH|PSA|HbA1c|A1c))\s?(?:偏高|偏低|升高|降低|异常|超标|过高|过低|阳性)")
# round 32: a person's blood group after its label ("血型：O型", "血型 A型 Rh阳性", "Blood group: O Rh(D) negative")
_BLOOD_GROUP = re.compile(r"(?:血型|(?i:blood\s+(?:type|group)))[ \t]*[:：]?[ \t]*(?P<v>(?:AB|A|B|O)(?![A-Za-z])(?:型)?"
                          r"(?:[ \t]?(?:Rh(?:\(D\))?[ \t]?)?(?:[阳阴]性|(?i:positive|negative|pos|neg)\b|[+\-−](?:ve)?))?)")
# round 32: multiple sclerosis by its letters, someone's ("the one for my MS", "she has MS"), not Microsoft's product
_MS = re.compile(r"(?<=\b(?i:my|his|her|their|your|has|have|had|with)\s)MS(?![\w\-]|\s+(?:Teams|Word|Excel|Office|Access|"
                 r"Project|Paint|SQL|Edge|Outlook|DOS|Dynamics|Azure|Forms|Visio|Intune))")
_ZH_FEVER = re.compile(r"(?:发烧|发热|高烧|低烧)\s?\d{2}(?:\.\d)?\s?(?:度|℃|°C?)")
_SELF_HARM = re.compile(r"(?:轻度|中度|重度)?(?:自伤|自杀|轻生|自残)(?:念头|想法|倾向|行为|意念)")
_ALLERGIC = re.compile(r"(?<![A-Za-z])(?i:allergic\s+to|allergy\s+to|allergies\s+to)\s+(?!(?:it|this|that|them|something|nothing|"
                       r"everything|anything|cats?\b|dogs?\b))[A-Za-z][\w\-]+(?:(?:,\s?|\s(?:and|&)\s)[A-Za-z][\w\-]+){0,3}")
# round 17: an allergy or an intolerance named by what it is to ("sesame allergy", "PPD allergy", "shellfish
# anaphylaxis", "lactose intolerant"); a vet's or a leaflet's is dropped later (medical_context)
_ALLERGY_NOUN = re.compile(r"(?<![A-Za-z\-])(?:(?:severe|mild|known|life-threatening)\s)?(?!(?i:no|any|an?|the|of|for|with|"
                           r"and|or|food|drug|drugs|known|other|seasonal|severe|mild|allergy)\s)[A-Za-z][A-Za-z\-]{1,20}"
                           r"[ \-](?i:allergy|allergies|anaphylaxis|intolerance|intolerant)(?![A-Za-z:：])")
_PREGNANT = re.compile(r"(?<=(?i:\b(?:is|she's|she\s+is|was|got|am|i'm|i\s+am|currently|now|you're)\s+))(?i:pregnant)(?![A-Za-z])")
# Round 7: a pregnancy someone disclosed or has ("she disclosed pregnancy", "her pregnancy", "a high-risk pregnancy"); a
# strain or sprain of a body part ("cervical strain", "ankle sprain"); blood sugar said to be high or low ("his sugar has
# been high").
_PREGNANCY = re.compile(r"(?<=(?i:\b(?:disclosed|announced|confirmed|reported|mentioned|her|my|a|high-risk|early|ectopic|"
                        r"ongoing|due\s+to)\s+))(?i:pregnancy|miscarriage)(?![A-Za-z])")
_STRAIN = re.compile(r"(?i:\b(?:cervical|lumbar|thoracic|neck|back|hamstring|groin|calf|muscle|muscular|wrist|ankle|knee|shoulder|"
                     r"hip|elbow|rotator\s+cuff|achilles|quad|quadriceps|ligament|acl|mcl)\s+(?:strain|sprain|tear|rupture)s?)(?![A-Za-z])")
_SUGAR = re.compile(r"(?i:\b(?:blood\s+)?(?:sugar|glucose)(?:\s+levels?)?)(?=\s+(?:has\s+been|have\s+been|is|are|was|were|"
                    r"keeps|been|running|reading)\s+(?:\w+\s+)?(?:high|low|up|elevated|raised|off|all\s+over))")


# round 33: a test's result, its name then its value ("HbA1c 8.4%", "AMH 0.86 ng/mL↓", "my AMH was 1.1", "空腹血糖6.8",
# "eGFR 降到 48", '"hba1c": "7.9"'); not a range or a threshold ("HbA1c 7.5%-10.5%", "eGFR ≥60", "参考 3.5-12.5")
_LAB_NAME = (r"(?<![A-Za-z0-9])(?i:hba1c|a1c|amh|fsh|b?-?hcg|β-?hcg|ldl|hdl|tsh|psa|egfr|ferritin|creatinine|cholesterol|"
             r"triglycerides|vitamin\s+d|b12|haemoglobin|hemoglobin|blood\s+sugar|fasting\s+glucose)(?![A-Za-z0-9])"
             r"|空腹血糖|餐后血糖|血糖|糖化血红蛋白|血红蛋白|血尿酸|尿酸|肌酐|胆固醇|甘油三酯|转氨酶|血小板|白细胞")
# (names that are also words or codes -- "ALT 3 hours", "the E2 42 bus" -- only with a unit or an arrow)
_LAB_SHORT = r"(?<![A-Za-z0-9])(?:LH|E2|ALT|AST|CRP|ESR|INR|Hb|WBC|PLT)(?![A-Za-z0-9])"
_LAB_LINK = (r"(?:[\"']?[ \t]*[:：=][ \t]*[\"']?|[ \t]*(?i:was|is|of|at|came\s+back(?:\s+at)?)[ \t]+|"
             r"[ \t]*(?:只有|才|降到|升到|降至|升至|为|是)[ \t]*|[ \t]?)")
_LAB_NUMBER = r"(?<![<>≤≥])\d{1,4}(?:\.\d{1,2})?(?![\d.]|[^\s\d]{0,8}[ \t]?[-–~～][ \t]?\d|[ \t]?(?:to|至)[ \t]?\d)"
_LAB_UNIT = (r"[ \t]?(?:%|mmol/L|mg/dL|mg/L|ng/mL|ng/ml|pg/mL|pmol/L|mIU/mL|IU/L|U/L|g/L|g/dL|mL/min(?:/1\.73\s?m²)?|"
             r"μmol/L|umol/L|×10\^?9/L)(?![ \t]?[-–~～][ \t]?\d)")
_LAB_FLAG = r"(?:[ \t]?[↑↓]|[ \t]?\((?:H|L|high|low)\))"
# (speed only: a test's name must be in the text; the look-behinds of _LAB_VALUE ran at every position)
_LAB_HINT = re.compile(r"(?i:a1c|amh|fsh|hcg|ldl|hdl|tsh|psa|egfr|ferritin|creatinine|cholesterol|triglycerides|vitamin|b12|"
                       r"mo?globin|sugar|glucose)|LH|E2|ALT|AST|CRP|ESR|INR|Hb|WBC|PLT|血糖|血红蛋白|尿酸|肌酐|胆固醇|甘油三酯|"
                       r"转氨酶|血小板|白细胞")
_LAB_VALUE = re.compile(r"(?:" + _LAB_NAME + r")" + _LAB_LINK + _LAB_NUMBER + r"(?:" + _LAB_UNIT + r")?" + _LAB_FLAG + r"?"
                        r"|" + _LAB_SHORT + _LAB_LINK + _LAB_NUMBER + r"(?:" + _LAB_UNIT + _LAB_FLAG + r"?|" + _LAB_FLAG + r")")


class MedicalPhraseRecognizer(SingleEntityRecognizer):
    ENTITY = "MEDICAL"

    def find(self, text: str) -> list[RecognizerResult]:
        out: list[RecognizerResult] = []
        han = any("\u4e00" <= c <= "\u9fff" for c in text)
        low = text.lower()
        for rx, ok in ((_ZH_LAB, han), (_ZH_FEVER, han), (_SELF_HARM, han), (_ALLERGIC, "allerg" in low),
                       (_ALLERGY_NOUN, "allerg" in low or "anaphyla" in low or "intoleran" in low),
                       (_PREGNANT, "pregnant" in low), (_PREGNANCY, "pregnan" in low or "miscarriage" in low),
                       (_STRAIN, "strain" in low or "sprain" in low or "tear" in low or "rupture" in low),
                       (_SUGAR, "sugar" in low or "glucose" in low), (_MS, "MS" in text),
                       (_LAB_VALUE, _LAB_HINT.search(text) is not None)):
            if ok:
                out += [self.result(m.start(), m.end(), 0.65) for m in rx.finditer(text)]
        if "血型" in text or "blood" in low:
            out += [self.result(m.start("v"), m.end("v"), 0.65) for m in _BLOOD_GROUP.finditer(text)]
        return out


class MedicalFieldRecognizer(SingleEntityRecognizer):
    ENTITY = "MEDICAL"

    def fields(self, text: str):
        """The field labels whose values are health data (a subclass adds labels that are only in medical texts)."""
        return _MED_FIELD.finditer(text)

    def keep(self, value: str) -> bool:
        return True

    def trim(self, text: str, a: int, b: int) -> int:
        """Where a value found at text[a:b] really ends (a subclass cuts off what follows the finding)."""
        return b

    def find(self, text: str) -> list[RecognizerResult]:
        out: list[RecognizerResult] = []
        for m in self.fields(text):
            if _NOT_HEALTH_CONDITIONS.search(text, max(0, m.start() - 30), m.end()) or (
                    m.group().lower().lstrip("\"' ").startswith("condition")
                    and _STATE_WORDS.search(text, m.end(), min(len(text), m.end() + 80))):
                continue  # "bail; conditions: reside at …", "Condition: desk chair fair, mattress new" (round 17)
            start = m.end()
            q = m.group("q")
            if q:
                end = text.find(q, start, start + 200)
                end = min(len(text), start + 200) if end < 0 else end
                # a JSON list of them: "rx":["apixaban 5 mg","bisoprolol"]
                values = [(start, end)]
                while m.group("list") and (text.startswith(q + ",", end) or text.startswith(q + ", ", end)):
                    nxt = text.find(q, end + 1)
                    if nxt < 0 or nxt - end > 4:
                        break
                    close = text.find(q, nxt + 1)
                    if close < 0:
                        break
                    values.append((nxt + 1, close))
                    end = close
            else:
                stop = _FIELD_STOP.search(text, start, start + 160)  # bounded: a field is short
                values = [(start, min(stop.start() if stop else len(text), start + 120))]
            if not q and re.match(r"\s*\p{Han}", text[values[0][0]:values[0][1]]):
                # Chinese: the items of the field, as the diagnosis field's (_items), each its own finding
                a0, b0 = values[0]
                values = _items(text, a0, text[a0:b0], "；;、，,。")
            for a, b in values:
                b = self.trim(text, a, b)
                v = text[a:b]
                v = re.sub(r"\s*[（(][^（()）]*\d[^（()）]*[）)]\s*$", "", v)  # "former smoker (40 pack-years)": not the measurement
                b = a + len(v.rstrip(" ,;:，、" if "(" in v or "（" in v else " ,;:，、)）"))
                v = text[a:b]
                if 2 <= len(v) <= 120 and not _NOT_MEDICAL_VALUE.search(v.strip()) and re.search(r"\p{L}", v) \
                        and len(v.split()) <= 16 and self.keep(v.strip()):
                    lead = len(v) - len(v.lstrip(" \t\n•·▪◦‣∙-*"))  # (round 38: and a list's bullet before it)
                    out.append(self.result(a + lead, b, 0.6))
        return out


def medical_form_recognizers(lang: str) -> list[LocalRecognizer]:
    return [MedicalFormRecognizer(lang), MedicalFieldRecognizer(lang), MedicalPhraseRecognizer(lang)]
