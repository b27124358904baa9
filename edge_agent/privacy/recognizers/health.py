"""MEDICAL: conditions, diagnoses and medications in English and Chinese.

Three kinds of evidence, strongest first:
1. a term from the vocabulary (medical_terms.py), grown left over qualifiers ("type 2",
   "stage III", "chronic", "慢性") and right over a dose ("500 mg twice daily", "10毫克");
   terms that are also everyday words ("depression", "stroke", "过敏") need a medical cue
   on the same line ("diagnosed", "prescribed", "patient", "确诊", "服用", "病假"...);
2. a drug-name suffix (-pril, -sartan, -statin, -olol, -prazole, -mab, ...) or a disease
   suffix (-itis, -emia, -osis, -oma, -pathy) outside a list of ordinary words;
3. the phrase after a diagnosis cue: "diagnosed with X", "history of X", "确诊为X…病/症/癌".
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

from edge_agent.privacy.recognizers.medical_terms import (
    EN_AMBIGUOUS,
    EN_TERMS,
    ZH_AMBIGUOUS,
    ZH_TERMS,
)

_EN_SET = set(EN_TERMS)
_EN_MAX_WORDS = max(len(t.split()) for t in EN_TERMS)
_EN_FIRST = {t.split(" ")[0] for t in _EN_SET}  # pre-check (speed only): a term's first word
_ZH_SET = set(ZH_TERMS)
_ZH_MAX = max(len(t) for t in ZH_TERMS)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'’\-]*")

_QUAL = re.compile(r"(?i:(?:type\s?(?:[12]|I{1,2})|stage\s(?:[0-4]|I{1,3}V?|IV)[abc]?|chronic|acute|severe|mild|moderate|"
                   r"early[- ]onset|late[- ]stage|advanced|metastatic|recurrent|persistent|gestational|juvenile|"
                   r"treatment[- ]resistant|major|clinical|postpartum|paranoid|insulin[- ]dependent)\s+)+$")
# After a condition: its subtype or stage ("with aura", "stage 3", "II disorder", "in remission").
_COND_TAIL = re.compile(r"(?i:\s(?:with(?:out)?\s(?:aura|complications|psychotic\s+features|anxious\s+distress)|stage\s(?:[0-5]|I{1,3}V?|IV)[abc]?"
                        r"|(?:type\s)?(?:I{1,3}|[12])\sdisorder|disorder|in\s+remission|flare(?:-up)?|cycle\s\d{1,2})"
                        # a severity written after it: "major depressive disorder, moderate"
                        r"|,\s(?:mild|moderate|severe|recurrent|single\s+episode|in\s+(?:partial\s+|full\s+)?remission|unspecified|nos)"
                        # a subtype in brackets: "multiple sclerosis (relapsing-remitting)"
                        r"(?=[;.,)\n]|$)|\s\((?:[a-z]+[\- ]){0,2}[a-z]{4,}\)"
                        r"(?=[;.,)\n]|$))+")
# A release form between a drug and its dose: "bupropion XL 150mg", "metformin ER 500 mg".
_RELEASE = re.compile(r"\s(?:XL|XR|ER|SR|CR|LA|DR|IR|ODT|CD)(?=\s?\d)")
# Drug names that carry their dosage form ("阿司匹林肠溶片", "沙美特罗替卡松吸入剂", "左甲状腺素钠").
_ZH_FORM = re.compile(r"[\p{Han}]{2,10}?(?:吸入剂|肠溶片|缓释片|控释片|分散片|胶囊|注射液|口服液|滴眼液|软膏|颗粒|气雾剂|喷雾剂|混悬液)")
_ZH_SALT = re.compile(r"(?:症|病|钠|钾|钙|片|胶囊|肠溶片|缓释片|控释片|注射液|口服液|颗粒|吸入剂)?(?:\s?[1-3一二三][级級]|阳性|陽性)?"
                      # a complication joined to it: "2型糖尿病伴周围神经病变"
                      r"(?:(?:伴|合并)\p{Han}{1,8}(?:病变|症|炎|病|障碍|感染))?")
# Operations: "knee surgery", "ACL reconstruction", "甲状腺结节切除".
_SURGERY = re.compile(r"(?<![A-Za-z])(?:[A-Za-z][A-Za-z\-]+\s){1,2}(?i:surgery|operation|replacement|reconstruction|transplant|"
                      r"resection|bypass|arthroscopy|biopsy|ablation|angioplasty|stenting|catheteri[sz]ation)(?![A-Za-z])|"
                      r"(?<![A-Za-z])(?P<one>(?:(?i:laparoscopic|robotic|keyhole|emergency|elective|total|partial|bilateral)\s)?"
                      r"[a-z]{3,}(?:ectomy|otomy|oplasty|oscopy))(?![A-Za-z])")
# Words a procedure's match may start with that are not part of it ("had knee arthroscopy"), and the procedure words
# that say nothing alone ("surgery", "operation").
_SURGERY_LEAD = {"had", "has", "have", "having", "underwent", "undergo", "undergoing", "needs", "needed", "need", "booked",
                 "following", "requiring", "required", "requires", "awaiting", "with", "and", "post", "pre", "after", "the", "a",
                 "an", "this", "that", "his", "her", "my", "your", "their", "our", "for", "of", "from", "planned",
                 "scheduled", "next", "successful"}
_SURGERY_SPECIFIC = {"arthroscopy", "ablation", "angioplasty", "stenting", "catheterisation", "catheterization"}
_SURGERY_GENERIC = {"surgery", "operation", "replacement", "reconstruction", "transplant", "resection", "bypass", "biopsy"}
# Injuries named with their side and bone: "右侧桡骨远端骨折", "左踝扭伤".
# (round 38: a joint named without its side, "手腕扭伤", "脚踝骨折")
_ZH_INJURY = re.compile(r"(?:(?:左侧|右侧|双侧|左|右)\p{Han}{0,6}?|\p{Han}{1,3}骨\p{Han}{0,4}?|(?:手腕|脚踝|脚腕|膝盖|膝关节|肩膀|肩关节|"
                        r"手肘|肘关节|手指|脚趾|腳踝|腳腕|膝蓋|肩膀|腰部|颈部|頸部))(?:骨折|骨裂|脱位|脫位|脱臼|扭伤|扭傷|拉伤|拉傷|韧带撕裂)")
# What a patient is allergic to: "过敏史：磺胺类药物", "对青霉素过敏".
_ZH_ALLERGY = re.compile(r"过敏史\s?[：:]\s?(?P<v>(?!无|否|不详)[^\s，。,.;；、\n]{2,12})|对(?P<w>\p{Han}{2,8}?)过敏"
                         # round 15: "过敏原：牛奶蛋白过敏、芒果过敏" -- the allergen and the word, after a field or a list mark
                         r"|(?<=[：:、，,\s])(?:有|对|是|也|都)?(?P<x>(?!无|否|不详)\p{Han}{1,6}?过敏)(?![原史源反物])")
# A child's or a patient's vaccination record names the vaccines given ("麻腮风疫苗", "流感疫苗（四价）"); an article
# about a vaccine names nobody and has no dose number or recipient field.
_VACCINE_RECORD = re.compile(r"(?:姓名|受种者|儿童|宝宝|孩子|学生)[\s\S]{0,400}?(?:剂次|第[1-9一二三四]剂|加强|接种日期)|"
                             r"(?:剂次|第[1-9一二三四]剂|接种日期)[\s\S]{0,400}?(?:姓名|受种者)")
_ZH_VACCINE = re.compile(r"(?<![\p{Han}])\p{Han}{1,8}?疫苗(?:[（(][^）)\n]{1,8}[）)])?")
_ZH_SURGERY = re.compile(r"[\p{Han}]{2,8}?(?:切除术?|摘除术?|置换术|移植术?|搭桥术?|成形术|手术)")
_NOT_SURGERY = {"the", "a", "an", "this", "that", "his", "her", "my", "your", "their", "our", "planned", "scheduled", "next",
                "major", "minor", "recovery", "after", "before", "post", "pre", "for", "of", "from", "successful", "database",
                "data", "index", "search", "software", "military", "rescue", "field", "covert", "special"}
_DOSE = re.compile(r"(?i:\s?\(?\d+(?:[.,]\d+)?(?:/\d+(?:[.,]\d+)?)?\s?(?:mg|mcg|µg|μg|g|ml|iu|units?|u|%|毫克|克|片|粒|单位|毫升)(?![A-Za-z])"
                   r"(?:\s?/\s?(?:day|d|kg|ml|日|天))?\)?"
                   r"(?:,?\s(?:once|twice|three times|four times)\s(?:daily|a day|per day|weekly|a week)"
                   r"|,?\s(?:(?:inhaled|oral(?:ly)?|po|iv|sc|im|sl|topical(?:ly)?)\s)?(?:daily|bid|tid|qd|qid|qhs|qn|prn|nightly|at night|"
                   r"as needed|weekly)(?![A-Za-z])"
                   r"|(?:每日|每天|一日)[一二三四1-4]次)?)")
_ZH_QUAL = re.compile(r"(?:妊娠期|孕期|产后|慢性|急性|重度|中度|轻度|晚期|早期|中晚期|复发性|难治性|[一二三四1-4I]{1,2}期|[12一二]型|"
                      r"[一二三四1-4]度|浅[一二]度|深[一二]度|接触性|过敏性|反流性|萎缩性|糜烂性)+$")  # round 17: 二度烫伤, 接触性皮炎

_DRUG_SUFFIX = re.compile(r"(?<![A-Za-z])[A-Za-z]{3,}(?:pril|sartan|statin|olol|prazole|oxetine|azepam|afil|umab|ximab|"
                          r"zumab|floxacin|cycline|mycin|cillin|gliptin|gliflozin|glutide|dipine|iapine|apine|peridone|"
                          r"triptan|tidine|lukast|dronate|ciclovir|navir|tegravir|buvir|azole|semide|thiazide|parin|"
                          r"xaban|gatran|setron|barbital|zolam|tiapine|azine|asone|isone|olone|terol|butamol|tropium|formin|"
                          r"gliptin|oxacin|vudine|lamide|profen|coxib|tretinoin|conazole)(?![A-Za-z])")
_DISEASE_SUFFIX = re.compile(r"(?<![A-Za-z])[A-Za-z]{4,}(?:itis|a?emia|osis|oma|pathy|plegia|algia|trophy)(?![A-Za-z])")
_NOT_MEDICAL = {"diagnosis", "prognosis", "osmosis", "symbiosis", "hypnosis", "metamorphosis", "apotheosis", "diploma",
                "aroma", "oklahoma", "academia", "bohemia", "nostalgia", "sympathy", "empathy", "apathy", "antipathy",
                "telepathy", "homeopathy", "naturopathy", "osteopathy", "atrophy", "trophy", "fibrosis?", "gnosis",
                "stigma", "tacoma", "sarcopenia", "anonymity", "neurosis", "kurtosis", "ketosis", "chromosome",
                "psychosis?", "carcinoma?", "hydrazine", "benzodiazepine", "triazine", "piperazine", "hydroxyzine",
                "magazine", "gazine", "amazine"}
_NOT_DRUG = {"magazine", "amazon", "azine", "brazil", "gazole", "lolol", "parole", "sopranos"}

_CUE_EN = re.compile(r"(?i:diagnos\w*|dx|hx|history\s+of|suffer\w*|treated|treatment|therapy|prescri\w*|medication|meds|"
                     r"taking|takes|patient|condition|symptom\w*|sick\s+leave|medical|doctor|physician|clinic|hospital\w*|"
                     r"rx|dose|dosage|mg|chart|allergic|allerg\w*|relapse|remission|oncolog\w*|psychiatr\w*|"
                     r"therapist|counsel\w*|gp|health|ward|admitted|discharge\w*|surgery|prognosis|comorbid\w*)")
_CUE_ZH = re.compile(r"患者|诊断|确诊|患有|患上|罹患|病史|既往史|服用|用药|吃药|处方|病假|治疗|医生|医院|就诊|门诊|住院|复查|过敏|"
                     r"病情|症状|过敏史|体检|检查|心理咨询|科室|病历|药物|剂量|手术|主诉|主要问题|来访者|咨询|结论|孕|自述|伴")
# round 30: said of someone right before it ("I have really bad anxiety", "Josh has declared vertigo", "Niamh is
# claustrophobic", "she had a hypo")
_HAS = re.compile(r"(?:(?<![\p{L}'’])(?i:i'?m|i\s+am)|(?:(?<![\p{L}'’])(?i:i|you|he|she|they|we)|(?<![\p{L}])\p{Lu}\p{Ll}+|"
                  # round 32: the person a service writes about ("the client has hearing loss")
                  r"(?<![\p{L}])(?i:the\s+(?:client|patient|customer|guest|member|child|student|learner|participant|"
                  r"applicant|employee|claimant|tenant|resident|candidate)))\s+"
                  r"(?i:has|have|had|gets?|got|is|was|'s))\s+(?i:(?:also|still|really|very|quite|pretty|bad|severe|terrible|"
                  r"awful|mild|declared|reported|suffered|a|an|some)\s+){0,3}$"
                  # round 38: said with a contraction ("I've a bad back", "he's got bad hearing loss"), or a course of
                  # a drug one is on ("still on antibiotics for the ear infection")
                  r"|(?<![\p{L}'’])(?i:i|you|we|they|he|she)['’](?i:ve|s|d)(?:\s+(?i:got|had))?\s+"
                  r"(?i:(?:also|still|really|very|quite|pretty|bad|severe|terrible|awful|mild|a|an|some)\s+){0,3}$"
                  r"|(?<![\p{L}])(?i:still|currently|been|started|now)\s+on\s+$")
# round 32: or someone's, right before it ("my MS", "Mum's chemo", "her blue inhaler", "his hearing loss"); not the terms
# that are as often a sport's, a meal's or a school's ("my stroke", "my cold brew", "my prep")
_OWNED_BEFORE = re.compile(r"(?:(?<![\p{L}'’])(?i:my|his|her|their|your|our)|(?<![\p{L}])\p{Lu}\p{Ll}+['’]s)\s+"
                           r"(?:(?i:blue|brown|new|old|bad|usual|daily|regular|own|recent)\s+)?$")
_NOT_OWNED = frozenset({"cold", "stroke", "art", "prep", "plan b", "mash", "soma", "sonata", "cad", "acs", "detox",
                        "lipo", "rehab", "breo", "yaz", "als", "the pill", "cbt"})
_SURGERY_CUE = re.compile(r"(?i:leave|reduced\s+hours|recover\w*|sick|off\s+work|hospital|knee|hip|heart|back)")
_DX_PHRASE = re.compile(r"(?i:diagnosed\s+with|(?<![A-Za-z])dx:|diagnosis:|history\s+of|suffers\s+from|suffering\s+from|"
                        r"treated\s+for|being\s+treated\s+for|treatment\s+for|"
                        r"condition:(?![^\n]{0,40}\b(?:fair|good|poor|new|worn|excellent|damaged|clean|used|mint)\b)|diagnosis\s+of|allerg(?:y|ies):|allergic\s+to|"
                        r"(?:tested\s+)?positive\s+for|struggling\s+with|living\s+with|recovering\s+from|in\s+remission\s+from|"
                        r"flare-?up\s+of|medication\s+for|meds\s+for|prescribed\s+for|therapy\s+for|referred\s+for)\s+(?:an?\s+|the\s+)?"
                        r"(?P<v>[A-Za-z0-9'’\-]+(?:\s[A-Za-z0-9'’\-]+){0,4}?)(?=\s*(?:[.,;:()\n]|$|\s(?:and|in|since|"
                        r"which|who|but|after|last|this|two|three|for|so|with)\s))")
_ZH_DX = re.compile(r"(?:确诊为?|诊断为|诊断：|诊断:|患有|患上了?|罹患|得了|查出了?|被诊断出?|既往史：|病史：|(?i:dx)\s?[:：]|"
                    r"主要问题[:：]|主诉[:：]|体检结论[:：]|诊断结果[:：]|检查结果[:：])\s*"
                    r"(?P<v>[\p{Han}A-Za-z0-9]{1,10}?(?:癌|瘤|症|病|炎|综合征|障碍|结石|梗死|梗塞|衰竭|出血|三阳|结节|阳性))")
_DX_STOP = {"a", "an", "the", "it", "this", "that", "no", "nothing", "something", "covid", "delays", "issues", "problems",
            "my", "his", "her", "their", "our", "your", "me", "him", "them", "us", "you", "work", "changes", "details", "access",
            # "Condition: good", "Allergies: none": an item's state or an empty field
            "none", "nil", "nka", "nkda", "na", "n/a", "good", "new", "like", "used", "excellent", "fair", "poor", "mint",
            "refurbished", "normal", "unknown", "ok", "fine"}
# A word right before a dose is a medication, whatever its name: "apixaban 5 mg", "Zyrtec 10mg".
_DOSED = re.compile(r"(?<![A-Za-z\-])(?P<v>[A-Za-z][a-z]{3,}(?:[\- ][A-Z]?[a-z]{3,})?)\s?\d+(?:[.,]\d+)?\s?"
                    r"(?:mg|mcg|µg|μg|ml|mL|iu|IU|units?)(?![A-Za-z])")
_NOT_DOSED = {"take", "takes", "taking", "took", "daily", "with", "about", "only", "total", "dose", "doses", "dosage", "than",
              "over", "under", "from", "into", "each", "every", "plus", "then", "also", "and", "more", "less", "least",
              "most", "just", "maybe", "around", "approx", "roughly", "give", "given", "gave", "drink", "water", "milk",
              "juice", "coffee", "bottle", "glass", "cup", "size", "volume", "capacity", "contains", "added", "tablet",
              "tablets", "capsule", "capsules", "injection", "syringe", "vial", "drops", "spoon", "teaspoon", "saline"}
_DOSE_VERBS = {"started", "starting", "start", "restarted", "stopped", "prescribed", "continue", "continued", "increased",
               "reduced", "using", "uses", "needs", "needed", "switched", "added", "on"}
_ZH_DOSED = re.compile(r"(?P<v>\p{Han}{2,8}?)\s?\d+(?:\.\d+)?\s?(?:mg|毫克|微克|μg|ug|ml|毫升|单位|IU)(?![A-Za-z])")
_ZH_NOT_DOSED = re.compile(r"(?:献血|采血|抽血|捐血|献浆|采浆|喝水|饮水|喝了|奶量)$")
_ZH_COND_END = ("炎", "症", "病", "癌", "瘤", "综合征", "结石", "结节", "障碍", "血症")
_ZH_NOT_COND = {"毛病", "通病", "语病", "弊病", "看病", "生病", "犯病", "治病", "发病", "疾病", "病", "症", "炎热", "发炎",
                "病症", "症状", "病房", "病人", "病假", "病历", "病情", "心病", "职业病", "富贵病", "老毛病", "传染病"}


_ZH_LEAD = re.compile(r"(?:目前|现在|每天|每日|每晚|需要|需|要|在|做|开了|开|服用|使用|用|吃|打|口服|注射|加用|改用|停用|继续|"
                      r"给予|予|并|和|及|、|，)+")
_CJK_WORD = re.compile(r"^\p{Han}+$")
_ZH_LAST_VERB = re.compile(r".*(?:开了|开|服用|使用|用|吃|打|口服|注射|加用|改用|停用|继续|给予|予|每天|每日|每晚|目前|现在|和|及|、|，|了|做|要|准备|需)")


def _cue_near(text: str, start: int, end: int, cue: re.Pattern) -> bool:
    return bool(cue.search(text, max(0, start - 100), min(len(text), end + 60)))


# A combination drug's second part ("amoxicillin-clavulanate", "co-amoxiclav/…") and a dosage form after a drug or
# its dose ("salbutamol inhaler", "50 mcg inhaler", "cream 1%").
_COMBO = re.compile(r"[\-/+][a-z]{4,}(?![A-Za-z])")
_FORM = re.compile(r"(?i:\s(?:inhaler|tablets?|capsules?|cream|ointment|drops|injection|injections|patch|patches|spray|"
                   r"nasal\sspray|eye\sdrops|pen|pens|syrup|suspension|gel|xr|er|sr)(?![A-Za-z]))")


def _grow(text: str, start: int, end: int, zh: bool) -> tuple[int, int]:
    q = (_ZH_QUAL if zh else _QUAL).search(text[max(0, start - 30):start])
    if q:
        start -= len(q.group())
    t = (_ZH_SALT if zh else _COND_TAIL).match(text, end)
    if t:
        end = t.end()
    if not zh:
        c = _COMBO.match(text, end)
        if c:
            end = c.end()
    if not zh:
        r = _RELEASE.match(text, end)
        if r and _DOSE.match(text, r.end()):
            end = r.end()
    d = _DOSE.match(text, end)
    if d:
        end = d.end()
    if not zh:
        f = _FORM.match(text, end)
        if f:
            end = f.end()
    return start, end


# How far along a pregnancy is: "5 months pregnant", "32 weeks gestation", "孕24周", "怀孕 3 个月".
_PREGNANT = re.compile(r"(?i:(?<![\w.])\d{1,2}(?:\.\d)?\s?(?:weeks?|wks?|months?)\s(?:pregnant|gestation))"
                       r"|(?:孕|怀孕|懷孕|妊娠)\s?\d{1,2}\s?(?:周|週|个月|個月)(?:\s?\+\s?\d)?")


class MedicalRecognizer(SingleEntityRecognizer):
    ENTITY = "MEDICAL"

    def find(self, text: str) -> list[RecognizerResult]:
        spans = self._english(text) if self.supported_language == "en" else self._chinese(text) + self._english(text)
        spans += [(m.start(), m.end(), 0.7) for m in _PREGNANT.finditer(text)]
        return [RecognizerResult("MEDICAL", a, b, s) for a, b, s in spans]

    def _english(self, text: str) -> list[tuple[int, int, float]]:
        out: list[tuple[int, int, float]] = []
        pending: list[tuple[int, int]] = []  # ambiguous terms: kept next to a cue or another medical term
        words = [(m.start(), m.end(), m.group().lower().replace("’", "'")) for m in _WORD.finditer(text)]
        i = 0
        while i < len(words):
            if words[i][2] not in _EN_FIRST:  # no term starts with this word: no n-gram here can match
                i += 1
                continue
            for n in range(min(_EN_MAX_WORDS, len(words) - i), 0, -1):
                group = words[i:i + n]
                if any(text[group[k][1]:group[k + 1][0]] not in (" ", "-") for k in range(n - 1)):
                    continue
                term = " ".join(w for _, _, w in group)
                if term in _EN_SET:
                    a, b = group[0][0], group[-1][1]
                    if term not in EN_AMBIGUOUS:
                        out.append((*_grow(text, a, b, False), 0.7))
                    else:
                        pending.append((a, b))
                    i += n - 1
                    break
            i += 1
        for a, b in pending:
            if re.match(r"\s*[:：]", text[b:b + 3]) and text[a:b].lower() in ("allergies", "allergy"):
                continue  # the field's label ("Allergies: none"), not a finding
            # In Chinese or mixed text an English symptom can sit beside a Chinese cue: "主诉 chest pain".
            if _cue_near(text, a, b, _CUE_EN) or any(abs(a - x) < 100 for x, _, _ in out) or _HAS.search(text, max(0, a - 48), a) \
                    or text[a:b].lower() not in _NOT_OWNED and _OWNED_BEFORE.search(text, max(0, a - 40), a) \
                    or (self.supported_language != "en" and _cue_near(text, a, b, _CUE_ZH)):
                out.append((*_grow(text, a, b, False), 0.65))
        for rx, stop in ((_DRUG_SUFFIX, _NOT_DRUG), (_DISEASE_SUFFIX, _NOT_MEDICAL)):
            for m in rx.finditer(text):
                if m.group().lower() not in stop and not m.group().isupper():
                    out.append((*_grow(text, m.start(), m.end(), False), 0.6))
        for m in _SURGERY.finditer(text):
            words = m.group().split()
            start = m.start()
            while len(words) > 1 and words[0].lower() in _SURGERY_LEAD:
                start = text.index(words[1], start + len(words[0]))
                words = words[1:]
            if words[0].lower() in _NOT_SURGERY or len(words) == 1 and words[0].lower() in _SURGERY_GENERIC:
                continue
            if m.group("one") or words[-1].lower() in _SURGERY_SPECIFIC or _cue_near(text, start, m.end(), _CUE_EN) or _cue_near(text, start, m.end(), _SURGERY_CUE):
                out.append((start, m.end(), 0.55))  # an "-ectomy" or "-oscopy" names a procedure wherever it stands
        for m in _DX_PHRASE.finditer(text):
            v = m.group("v")
            if v.split()[0].lower() not in _DX_STOP:
                out.append((m.start("v"), m.end("v"), 0.55))
        for m in _DOSED.finditer(text):
            words = m.group("v").split()
            if words[0].lower() not in _NOT_DOSED and m.group("v").lower() not in _NOT_DOSED:
                # a verb before the drug is not part of it: "started metformin 500 mg"
                lead = len(words[0]) + 1 if len(words) == 2 and words[0].lower() in _DOSE_VERBS else 0
                out.append((m.start("v") + lead, m.end(), 0.55))
        return out

    def _chinese(self, text: str) -> list[tuple[int, int, float]]:
        out = []
        i, n = 0, len(text)
        while i < n:
            for k in range(min(_ZH_MAX, n - i), 0, -1):
                term = text[i:i + k]
                if term in _ZH_SET:
                    if term not in ZH_AMBIGUOUS or _cue_near(text, i, i + k, _CUE_ZH):
                        out.append((*_grow(text, i, i + k, True), 0.7))
                    i += k - 1
                    break
            i += 1
        for m in _ZH_DX.finditer(text):
            out.append((m.start("v"), m.end("v"), 0.6))
        for m in _ZH_DOSED.finditer(text):
            if _ZH_NOT_DOSED.search(m.group("v")):
                continue  # blood given or taken, not a drug's dose: "无偿献血400ml", "抽血5ml" (round 17)
            a = m.start("v")
            lead = _ZH_LAST_VERB.match(text, a, m.end("v"))  # the drug is what follows the last verb: "医生开了头孢克洛"
            if lead:
                a = lead.end()
            if m.end("v") - a >= 2:
                out.append((a, m.end(), 0.55))
        # (round 7: in mixed text an English cue serves too: "diagnosis acute gastroenteritis 急性胃肠炎")
        en_cue = self.supported_language != "en" and bool(_CUE_EN.search(text))
        if _CUE_ZH.search(text) or en_cue:
            from edge_agent.privacy.recognizers.chinese import _tokens

            for s_, e_, w, _flag in _tokens(text):
                if len(w) >= 2 and w.endswith(_ZH_COND_END) and w not in _ZH_NOT_COND and _CJK_WORD.match(w) \
                        and (_cue_near(text, s_, e_, _CUE_ZH) or en_cue and _cue_near(text, s_, e_, _CUE_EN)):
                    out.append((*_grow(text, s_, e_, True), 0.55))
        for m in _ZH_INJURY.finditer(text):
            out.append((m.start(), m.end(), 0.6))
        for m in _ZH_ALLERGY.finditer(text):
            g = "v" if m.group("v") else "w" if m.group("w") else "x"
            out.append((m.start(g), m.end(g), 0.6))
        if _VACCINE_RECORD.search(text):
            out += [(m.start(), m.end(), 0.6) for m in _ZH_VACCINE.finditer(text)]
        for rx in (_ZH_FORM, _ZH_SURGERY):
            for m in rx.finditer(text):
                a = m.start()
                # The match starts at the first Han character of the clause; trim verbs in front.
                lead = re.match(r"(?:目前|现在|需要|需|要|在|做|行|准备|开了|开|服用|使用|用|吃|打|请假|下周|住院|因|为了)+", text[a:m.end()])
                if lead:
                    a += lead.end()
                last = _ZH_LAST_VERB.match(text, a, m.end() - 2)  # "他上个月做了心脏搭桥": what follows the last verb
                if last:
                    a = last.end()
                if m.end() - a >= 3:
                    out.append((*_grow(text, a, m.end(), True), 0.6))
        return _join_listed(text, out)


def _join_listed(text: str, spans: list[tuple[int, int, float]]) -> list[tuple[int, int, float]]:
    """Symptoms listed with the enumeration comma are one finding: "胸闷、气短" (each part stays reported too)."""
    ordered = sorted(spans)
    joined = []
    for (a, b, s), (c, d, t) in zip(ordered, ordered[1:]):
        if text[b:c] == "、":
            joined.append((a, d, min(s, t)))
    return spans + joined


def health_recognizers(lang: str) -> list[LocalRecognizer]:
    return [MedicalRecognizer(lang)]
