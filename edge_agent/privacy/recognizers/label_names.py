"""PERSON, round 10: the value of a field whose label names a person ("Employee: Callum McTavish", "Bill to: Mariana
Costa", "Legal Name: GAO, ZHIYUAN", "Surname: HAVLÍČEK", "Given Names MARGOT ELISE", "持卡人：ZHOU XIUYING",
`"name_on_card": "D MARQUARDT"`, "Officer: Sgt. D. Kamara").

Forms, records and exports put a name after a label that says whose it is; the name itself may be one no list holds.
blind1–blind9 missed ~60 names in such fields. The value counts when it is shaped like a name: one to four words,
each capitalised, in capitals, an initial, or a particle (de, van, bin …), or "LAST, First" — and no word in it is an
organisation's (Ltd, Bank, Hotel …) or ordinary speech ("Thank you", "Hi"). A label that can also head a company or a
role ("Client", "Customer", "Owner", "Agent", "User", "Contact", "Seller") needs a word the name lists know, an
initial, or the "LAST, First" order; the strong labels (Name, Surname, Given names, Employee, Applicant, Patient,
Cardholder, Bill to, Tenant, Insured …) take any name-shaped value.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer
from edge_agent.privacy.recognizers.organisations import is_organisation
from edge_agent.privacy.recognizers.people import _PLACE_WORD, _is_given, _is_surname

_STRONG = (r"(?:full|legal|english|passenger|guest|patient|employee|applicant|account|customer|client|student|"
           r"member|holder|cardholder|card\s?holder|contact|insured|driver|owner|user|your|my|his|her)?[ _]?name|"
           r"name[ _]on[ _]card|surname|last[ _]name|family[ _]name|given[ _]names?|first[ _]name|forenames?|"
           r"employee|applicant|patient|card\s?holder|account\s+holder|bill(?:ed)?\s+to|ship\s+to|sold\s+to|tenant|"
           r"landlord|guarantor|insured|policy\s?holder|beneficiary|payee|payer|remitter|claimant|borrower|lender|"
           r"guardian|parent|emergency\s+contact|next\s+of\s+kin|spouse|dependent|witness|signatory|signed|"
           r"attendee|traveller|traveler|passenger|guest|student|candidate|interviewee|requester|reporter|assignee|"
           r"prepared\s+by|approved\s+by|submitted\s+by|requested\s+by|reviewed\s+by|officer|"
           # round 27: a hearing's parties; "Name of person who left:", "Name of deceased:"
           r"appellant|respondent|defendant|plaintiff|complainant|deceased|name\s+of\s+(?:the\s+)?(?:person|deceased|"
           r"applicant|claimant|patient|child|tenant|spouse|partner|employee|holder|owner|driver)(?:\s+\w+){0,3}|"
           r"英文姓名|中文姓名|姓名|持卡人|入住人|收货人|收件人|申请人|借款人|出借人|担保人|被保险人|投保人|受益人|承租方|出租方|"
           r"租客|房东|患者|病人|员工|经办人|报警人|当事人|监护人|紧急联系人|"
           # round 35: a registry's keepers, a sale's parties, a trade's workers named by their field ("Previous keeper: …",
           # "Breeder: …", "受让方：…", "学员（犬主）：…")
           r"(?:previous|new|registered|current)\s+keeper|keeper|breeder|contractor|adopter|groomer|sitter|walker|"
           r"受让方|转让方|委托人|受托人|领养人|学员|犬主|宠物主人")
_WEAK = (r"name|client|customer|owner|agent|user|reported\s+user|contact|seller|buyer|rep|representative|host|"
         r"coordinator|caseworker|case\s+(?:officer|worker|handler)|卖家|买家|联系人|客户")
_LABEL = re.compile(r"(?im)(?:^|(?<=[\s,;|{\"'(（]))[\"']?(?P<label>" + _STRONG + r"|" + _WEAK + r")[\"']?"
                    r"(?:\s*[(（/][^()（）\n:：]{1,24}[)）]?)?[ \t]*(?:[:：=][ \t]*[\"']?|(?-i:(?=[ \t]+\p{Lu}{2,}(?:[\-'’]\p{Lu}{2,})*(?:[ \t]\p{Lu}{2,}(?:[\-'’]\p{Lu}{2,})*)*[ \t]*$)))[ \t]*")
_TITLE = re.compile(r"(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sgt|Cpl|Lt|Capt|Det|Insp|Officer|PC|Rev|Sir|Dame)\.?[ \t]+")
_WORD = r"(?:\p{Lu}\p{Ll}+(?:['’\-]\p{Lu}?\p{Ll}+)*(?:\p{Lu}\p{Ll}+)?|\p{Lu}{2,}(?:['’\-]\p{Lu}{2,})*|\p{Lu}\.(?:\p{Lu}\.)*|\p{Lu}(?=[ \t,]|$))"  # (round 27: an initial ends the line)
_PARTICLE = r"(?:de|da|di|del|della|van|von|der|den|la|le|du|dos|das|bin|binti|al|el|ter|ten)"
# ("Last, First", or a full name and one English name after its comma, "TAN WEI MING, BENJAMIN"; not a name and a firm,
# "Okonkwo-Hale, Ridgeback Reptiles"; round 35)
_NAME = re.compile(r"(?P<n>" + _WORD + r",[ \t]?" + _WORD + r"(?:[ \t]" + _WORD + r"){0,2}|" + _WORD + r"(?:[ \t]" + _WORD + r"){1,2},[ \t]?"
                   + _WORD + r"|" + _WORD + r"(?:[ \t](?:" + _PARTICLE + r"[ \t])?" + _WORD + r"){0,3})"
                   r"(?=[ \t]*(?:$|[\n\"'|;,/(（)）]|\s{2,}|[ \t]+\p{Ll}+[ \t]*[:：#]))", re.M)
_NOT_NAME = re.compile(r"(?i:^(?:ltd|inc|corp|llc|gmbh|co|company|group|bank|hospital|clinic|university|college|school|"
                       r"services?|solutions|trust|team|department|dept|support|admin|office|center|centre|store|shop|"
                       r"hotel|airlines?|insurance|holdings|partners|studio|foundation|agency|unknown|pending|none|n/a|"
                       r"self|same|yes|no|male|female|active|inactive|thank|thanks|hi|hello|hey|please|ok|okay|sure|"
                       r"dear|regards|sorry|good|great|fine|the|a|an|this|that|not|mr|mrs|ms|dr|usa|uk|prc|id|tbd|"
                       r"manager|director|engineer|nurse|doctor|teacher|student|customer|user|owner|guest|staff|"
                       r"individual|personal|business|private|public|primary|secondary|other|single|married|name|names|n)$)")
_BARE_LABEL = re.compile(r"(?i:surname|last[ _]name|family[ _]name|given[ _]names?|first[ _]name|(?:full[ _])?name|"
                         r"姓名|英文姓名|持卡人)")
# a pet's record: its "Patient:" and "Name:" are the animal's
_PET_TEXT = re.compile(r"(?i:\b(?:species|breed|canine|feline|veterinar\w*|vet|neutered|spayed|microchip)\b)")


def _name_like(value: str, strong: bool) -> bool:
    words = [w.strip(",.") for w in re.split(r"[ \t,]+", value) if w.strip(",.")]
    if not words or any(_NOT_NAME.match(w) for w in words) or sum(c.isalpha() for c in value) < 2:
        return False
    if strong:
        return True
    initial = any(re.fullmatch(r"\p{Lu}\.(?:\p{Lu}\.?)*|\p{Lu}", w) for w in value.split())
    # (round 35: a hyphenated given name, "Jean-Philippe Dumont")
    return initial or "," in value or any(_is_given(p) or _is_surname(p) for w in words for p in [w, *w.split("-")])


class LabelNameRecognizer(SingleEntityRecognizer):
    ENTITY = "PERSON"

    def find(self, text: str) -> list[RecognizerResult]:
        out: list[RecognizerResult] = []
        pets = bool(_PET_TEXT.search(text))
        for m in _LABEL.finditer(text):
            if pets and re.match(r"(?i:patient|name)", m.group("label")):
                continue
            start = m.end()
            title = _TITLE.match(text, start)
            start = title.end() if title else start
            name = _NAME.match(text, start)
            if name is None:
                continue
            a, b = name.start("n"), name.end("n")
            comma = text.find(",", a, b)
            if comma >= 0 and re.search(r"\s" + _PLACE_WORD, text[comma:b]):
                b = comma  # "Rachel Ambrose, Rose Cottage": the house's name follows the person's
            strong = not re.fullmatch(_WEAK, m.group("label"), re.I)
            if not re.search(r"[:：=]", m.group(0)) and not _BARE_LABEL.fullmatch(m.group("label")):
                continue  # without a colon only a name label heads a name ("Surname DELACROIX"), not "PATIENT INTAKE"
            if _name_like(text[a:b], strong) and not is_organisation(text, a, b):
                out.append(self.result(a, b, 0.6))
        return out


def label_name_recognizers(lang: str) -> list[LocalRecognizer]:
    return [LabelNameRecognizer(lang)]
