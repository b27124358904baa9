"""Whose health a medical term is about: an animal's, or nobody's in particular, is not a person's medical data.

The MEDICAL recognizers find conditions and drugs wherever they are written. Two kinds of text use the same words
about no person (corpus_blind12, development): a vet's record ("Diagnosis by vet: cruciate ligament rupture, left
hind", "宠物：豆豆（柯基）… 诊断：急性胃肠炎") and a text for the public -- a medicine leaflet, a health article, a
pharmacy's price list or advert ("奥美拉唑肠溶胶囊 20mg×14粒 限时¥19.9", "Paracetamol 500 mg caplets 16 £0.75").
A finding there is dropped unless the clause it stands in speaks of a person: "I", "my", "我", "本人", an owner's
own health ("另外我自己最近怀孕了" in a vet clinic's chat), or a person's name found in the same clause.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import regex as re

from edge_agent.privacy.pets import BREEDS, SPECIES, ZH_ANIMALS, is_pet

# One strong cue, or two of the weak ones, make a text about an animal.
_PET_STRONG = re.compile(r"(?i:\bveterinar\w*|\bvets?\b|\bmrcvs\b|\bdvm\b|\bmicrochip\w*|\bfeline\b|\bcanine\b|"
                         r"\bpet\s+(?:insurance|insurer|policy|claim)|(?:^|\n)\s*pet(?:'s)?\s*(?:name\s*)?[:：])|"
                         r"宠物|动物医院|动物诊所|芯片号|兽医|寵物|動物醫院")
_PET_WEAK = re.compile(r"(?i:\b(?:pets?|dogs?|cats?|puppy|puppies|kittens?|breed|spay\w*|neuter\w*|castrat\w*|paws?|"
                       r"hind\s+legs?|left\s+hind|right\s+hind|shiba|labrador|retriever|spaniel|terrier|poodle|"
                       r"lapphund|corgi|collie|husky|dachshund|tabby|litter|kennel)\b)|"
                       r"柯基|泰迪|金毛|柴犬|布偶|英短|美短|狗狗|猫咪|猫粮|狗粮|处方粮|绝育|寄养|犬|喵|汪")
# A text for the public: a leaflet, an article, a shop's offer.
_PUBLIC = re.compile(r"(?i:patient\s+information\s+leaflet|package\s+leaflet|what\s+this\s+medicine\s+is|health\s+tips?\b|"
                     r"\btips?:|did\s+you\s+know|\bsource:|\bsponsored\b|\bon\s+sale\b|\bspecial\s+offer|while\s+stocks\s+last|"
                     r"\bbuy\s+(?:one|two|2)\b|price\s+list|\bRRP\b|many\s+people\s+think)|"
                     r"健康科普|科普|来源[:：]|小知识|限时|原价|买[一二]送[一二]|第二件半价|旗舰店|促销|特价|价目表|参考价|广告|"
                     r"健康讲座|讲座|主讲[:：]|"  # round 29: a health talk's programme, a public health notice, an explainer
                     r"疾控(?:中心)?(?:提醒|建议|监测)|国家疾控|防控(?:提示|要点|小贴士|指南|知识)|小贴士|高发期|健康提醒|"
                     r"健康提示|(?i:health\s+explainer|explainer:)")
# Round 14: words of a leaflet or an article that speaks of people in general; they count only in a text that names
# nobody ("warning signs" is also a diagnosis's qualifier in a named patient's record, 保额 a field of a policy).
_GENERAL = re.compile(r"(?i:\bleaflet\b|\bbrochure\b|fact\s?sheet|what\s+to\s+look\s+out\s+for|warning\s+signs|risk\s+factors|"
                      r"symptoms\s+(?:include|of)\b|(?:people|children|pupils|students|anyone|those)\s+(?:with|on|taking)\b|"
                      r"most\s+people|many\s+people|[:：]\s*why\b[^\n]{0,60}\bmatters\b)|"
                      r"专家建议|据统计|患病率|发病率|注意事项|温馨提示|保额|年缴|"
                      # round 36: a first-aid kit's or a medicine box's contents list ("考古工地医药箱清单")
                      r"医药箱|药箱清单|急救包清单|(?i:first[- ]aid\s+kit\s+(?:contents|checklist|list|inventory))")
_PRICE = re.compile(r"(?:[£$€¥￥]|HK\$|(?<![A-Za-z])(?:GBP|USD|EUR|CNY|RMB)\s?)\s?\d|\d(?:[\d,.]*)\s?(?:元|円)(?:/|\s|$|[，。）)])")
_PERSONAL = re.compile(r"(?i:\b(?:i|i'm|i've|i'd|my|me|mine|myself|your|he|she|his|her|him|patient|customer|client|"
                       r"member|policyholder|employee)\b)|我|本人|自己|她|他(?:的|有|患|得|在|吃|服|一直|最近)|患者|病人|会员|顾客|客户|员工")  # 他 alone is in 他汀, 氯雷他定
_FIRST_PERSON = re.compile(r"(?i:\b(?:i|i'm|i've|i'd|my|me|mine|myself)\b)|我|本人|自己")
_CLAUSE_END = re.compile(r"[。；;！!？?\n]|\.(?:\s|$)")


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    before = [m.end() for m in _CLAUSE_END.finditer(text, max(0, start - 300), start)]
    after = _CLAUSE_END.search(text, end, min(len(text), end + 300))
    return (before[-1] if before else max(0, start - 300)), (after.start() if after else min(len(text), end + 300))


def _line(text: str, start: int, end: int) -> str:
    """The finding's line, at most 300 characters each side (a one-line text of thousands of findings stays linear)."""
    a = max(text.rfind("\n", max(0, start - 300), start) + 1, start - 300)
    b = text.find("\n", end, end + 300)
    return text[max(0, a):min(len(text), end + 300) if b < 0 else b]


@lru_cache(maxsize=16)
def about_animal(text: str) -> bool:
    return bool(_PET_STRONG.search(text)) or len({m.group(0).lower() for m in _PET_WEAK.finditer(text)}) >= 2


@lru_cache(maxsize=16)
def for_the_public(text: str) -> bool:
    return bool(_PUBLIC.search(text))


@lru_cache(maxsize=16)
def _in_general(text: str) -> bool:
    return bool(_GENERAL.search(text))


# "my dog", "my cat Tofu", "我家猫咪": the owner names the animal, the finding is still the animal's
_MY_PET = re.compile(r"(?i:\bmy\s+(?:little\s+|old\s+|young\s+|elderly\s+)?(?:" + SPECIES + r"|" + BREEDS + r"|pets?)s?\b)|"
                     r"我家(?:的)?(?:" + ZH_ANIMALS + r"|狗狗|猫咪)|我的(?:" + ZH_ANIMALS + r"|狗狗|猫咪)")


# round 35: in a text about animals, the people around them speak of their own health too: the reader ("re your hip
# replacement"), kin ("委托人之母亲患有失智症", "husband … He has severe 猫毛过敏"), the owner or the client themselves
# ("owner has 花生过敏", "客户本人…过敏", "领养人现在孕期"); "your dog", "客户的狗" are still the animal
_PEOPLE_NEAR_ANIMALS = re.compile(
    r"(?i:\b(?:husband|wife|mum|mom|dad|mother|father|son|daughter|grandma|grandpa|granny|nan)\b|"
    r"\bowner\s+(?:has|is|was|takes|herself|himself)\b|\bclient\s+(?:has|is|herself|himself)\b)|"
    r"本人|母亲|母親|父亲|父親|丈夫|妻子|老公|老婆|儿子|女儿|兒子|女兒|领养人|領養人|委托人|委託人|客户|客戶")
_OTHERS_PET = re.compile(r"(?i:\b(?:your|our|the\s+owner's|the\s+client's)\s+(?:little\s+|old\s+)?(?:" + SPECIES + r"|" + BREEDS
                         + r"|pets?)s?\b)|(?:客户|客戶|主人|委托人|领养人)的(?:" + ZH_ANIMALS + r"|狗狗|猫咪)")
# ... and a person's record (a staff form, an injury report) in a pet business's text: an identity field and no animal's
_PERSON_RECORD = re.compile(r"(?i:\b(?:national\s+insurance|ni\s+number|passport|ssn|employee\s+(?:no|number|id)|staff\s+id)\b)|"
                            r"身份证|身分證|護照|护照|员工编号|工号|入职|工伤")
_ANIMAL_RECORD = re.compile(r"(?i:\b(?:species|breed|pet(?:'s)?(?:\s+name)?|patient|animal|dog|cat|chip)\s*[:：])|"
                            r"(?:宠物|寵物|犬|猫|貓|芯片号|品种|品種)(?:名|名称)?[ \t]*[:：]")
# ... and the reader's own, "your" right before the finding ("re your hip replacement"; not "your £99 excess" a clause away)
_YOUR = re.compile(r"(?i:\byour\s+(?:own\s+|recent\s+|new\s+)?)$")


def _personal_record(text: str, start: int) -> bool:
    a = text.rfind("\n\n", 0, start) + 1
    b = text.find("\n\n", start)
    block = text[a:b if b >= 0 else len(text)]
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start:line_end if line_end >= 0 else len(text)]
    return bool(_PERSON_RECORD.search(block)) and not _ANIMAL_RECORD.search(block) \
        and not _PET_STRONG.search(line) and not _PET_WEAK.search(line)


def _owner_speaks(personal: re.Pattern, text: str, a: int, b: int, animal: bool) -> bool:
    if not animal:
        return bool(personal.search(text, a, b))
    pets = [(m.start(), m.end()) for rx in (_MY_PET, _OTHERS_PET) for m in rx.finditer(text, a, b)]
    return any(not any(p <= m.start() < q for p, q in pets) for rx in (personal, _PEOPLE_NEAR_ANIMALS)
               for m in rx.finditer(text, a, b))


# Round 37: an animal named earlier in the finding's own sentence, with no person between them, is what the finding is
# about, in any text (a wildlife hospital's notes, a shop's cat in a staff chat): "The badger herself is fine, mild
# conjunctivitis", "Mallard (shop dog) has had his arthritis tablet", "那只小天鹅，铅中毒", "那只白鹤的血检出来了，血铅超标";
# and a disease named after its species ("猫泛白细胞减少症", "犬瘟热"). Not the people who work with animals ("dog
# walker", "bat surveyor"), and not when "I", "you" or a person's name stands between the animal and the finding.
# (not "kid", "cub", "calf" or "mole": a child, a Cub Scout, a muscle and a mark on the skin are people's)
_WILD = (r"badger|fox|fawn|deer|squirrel|swan|cygnet|duck|duckling|gull|heron|owlet|bat|bird|chick|fledgling|"
         r"nestling|otter|seal|hare|vole|pigeon|crow|magpie|kestrel|sparrowhawk|hog|hoglet|lamb|ewe|cow|sheep|"
         r"tup|heifer|bullock|robin|blackbird|woodpecker|osprey|jackdaw|rook|raven|tern|gannet|puffin|grebe|"
         r"cormorant|kite|marten|polecat|stoat|weasel|dormouse")
_ANIMAL_WORD = re.compile(r"(?i:\b(?:the|this|that|our|a|an|shop|farm|sheep|office|yard|site|resident)\s+(?:[a-z]+\s+)?(?:" + SPECIES
                          + r"|" + BREEDS + r"|" + _WILD + r")s?\b(?!\s+(?:walk|walker|walking|groom|groomer|sitter|trainer|"
                          r"handler|owner|keeper|survey|surveyor|worker|volunteer|warden|ringer|carer|rescuer|team|group|run|hutch|pen|"
                          r"enclosure|food|feed|shed|cage|house|trap|net|box|bite|bites|scratch|sting|hair|fur|dander)))|"
                          r"(?:那|这|這|一|两|兩|\d)(?:只|隻|头|頭|条|條|匹)\p{Han}{0,2}?(?:" + ZH_ANIMALS
                          + r"|天鹅|天鵝|鹤|鶴|隼|鹭|鷺|鸟|鳥|雏鸟|刺猬|蝙蝠|獾|狐狸|鹿|猫头鹰|松鼠|海豹|水獭|鸽|鹰|鷹|燕|雀|鸭|鴨|鹅|鵝)|"
                          r"店猫|店狗|店貓")
_SPECIES_DISEASE = re.compile(r"(?:猫|貓|犬|狗)(?:泛白|瘟|细小|細小|传染|傳染|冠状|冠狀|艾滋|白血病|杯状|杯狀|疱疹|皰疹)")
_PERSON_BETWEEN = re.compile(r"(?i:\b(?:i|i'm|i've|my|me|you|your|we|our|us|walker|owner|volunteer|vol|husband|wife|son|"
                             r"daughter|mum|mom|dad|mother|father|partner|brother|sister|grandma|grandpa|granny|nan|baby|"
                             r"kids?|child|children)\b)|我|你|您|本人|自己|咱|老公|老婆|丈夫|妻子|妈|媽|爸|儿子|女儿|兒子|女兒|孩子")
_SENTENCE_END = re.compile(r"[。！!？?\n]|\.(?:\s|$)")


def _animal_clause(text: str, start: int, end: int, people: Sequence[tuple[int, int]]) -> bool:
    if _SPECIES_DISEASE.search(text, max(0, start - 3), end):
        return True
    a = max([m.end() for m in _SENTENCE_END.finditer(text, max(0, start - 120), start)] or [max(0, start - 120)])
    last = None
    for m in _ANIMAL_WORD.finditer(text, a, start):
        last = m
    if last is None:
        return False
    gap = (last.end(), start)
    return not _PERSON_BETWEEN.search(text, *gap) and not any(gap[0] <= p < gap[1] for p, _ in people)


def nobodys(text: str, start: int, end: int, people: Sequence[tuple[int, int]] = ()) -> bool:
    """The medical finding at text[start:end] is about an animal or about nobody in particular (see the module)."""
    if _animal_clause(text, start, end, people):
        return True
    animal = about_animal(text)
    public = for_the_public(text) or not people and _in_general(text)
    advertised = bool(_PRICE.search(_line(text, start, end)))
    if not (animal or public or advertised):
        return False
    a, b = _clause(text, start, end)
    # in a text for the public that names nobody, "you", "patients" and "患者" are readers and people in general
    # ... and in a vet's text "she", "his" and "patient" are the animal (round 15): only "I", "my" are the owner
    personal = _FIRST_PERSON if public and not people or animal else _PERSONAL
    if animal and not public and (_personal_record(text, start) or _YOUR.search(text, max(0, start - 16), start)):
        return False
    if animal:  # round 22: "my cat Tofu was diagnosed with …" is the cat's; a pet's name read as a person's is no person
        people = [(p, q) for p, q in people if not is_pet(text, p, q)]
    # (a name candidate inside the finding itself, "马罗皮坦" in "马罗皮坦注射液", is no person beside it; round 17)
    if _owner_speaks(personal, text, a, b, animal) or any((a <= p < b or a < q <= b) and (q <= start or p >= end) for p, q in people):
        return False
    if animal or public:
        return True
    # a drug on a line with a price, in a text that names nobody: a price list or an advert
    return not people


# Round 21: what identifies someone in a text. A text that holds none of it and speaks of no one ("I", "my", "he",
# "她", "本人") is about no one in particular: a leaflet, a notice, a course's syllabus, a clinic's opening hours. Over
# the 36 development corpora such texts hold 219 health words labelled as nobody's and 9 medical values.
_IDENTIFYING = frozenset({"PERSON", "EMAIL", "PHONE", "ADDRESS", "IDCARD", "NATIONAL_ID", "SSN", "PASSPORT", "CARD",
                          "IBAN", "DATE_OF_BIRTH", "IP_ADDRESS"})
_SOMEONE = re.compile(r"(?i:\b(?:i|i'm|i've|i'd|my|me|mine|myself|we|our|us|he|she|his|her|him|hers|"
                      # kin, a prescription's or a record's own words (a person is there even if unnamed)
                      r"mum|mom|dad|mother|father|son|daughter|wife|husband|partner|grandma|grandpa|granny|nan|"
                      r"grandmother|grandfather|aunt|uncle|rx|dob|subject|sick\s+note|fit\s+note)\b)|"
                      r"我|本人|自己|咱|她|他(?:的|有|患|得|在|吃|服|一直|最近|说|家|们)|爸|妈|爷爷|奶奶|外婆|外公|姥姥|姥爷|"
                      r"儿子|女儿|老公|老婆|丈夫|妻子|来访者|请假|病假|就诊卡")


def about_no_one(text: str, types: Sequence[str]) -> bool:
    """The text names no one, holds no contact, ID or address, and speaks of no one: its medical words are nobody's.
    A short message is left alone: in a chat the person is named in an earlier one ("has asthma, needs an inhaler")."""
    return len(text) >= _DOCUMENT and _IDENTIFYING.isdisjoint(types) and not _SOMEONE.search(text)


_DOCUMENT = 200
