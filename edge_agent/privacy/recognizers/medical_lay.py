"""MEDICAL in everyday words (issue 15, round 8): how people say a condition without naming it.

"血压有点高", "血糖一直偏高", "胃不好", "肾不太好", "my blood pressure has been a bit high", "her heart isn't great":
a body measure or an organ, then how it is, in the words of speech rather than of a report. The measure or organ
alone is not medical ("血压计" in a shop, "the heart of the city"), nor is the state alone ("有点高"); the two
together, with at most a few softening words between them, are a health disclosure.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

_SOFT_ZH = r"(?:一直|也|还|又|都|有点儿?|有些|比较|偏|太|很|特别|老是|总是|一向|从小就?|本来就?)*"
_ZH = re.compile(r"(?:血压|血糖|血脂|尿酸|胆固醇|转氨酶|心率|眼压|血氧)" + _SOFT_ZH +
                 r"(?:偏高|偏低|高|低|不稳定?|不正常|控制不好|降不下来|下不来)"
                 r"|(?:胃|肝|肾|心脏|肺|腰|颈椎|腰椎|膝盖|关节|气管|肠胃|脾胃|前列腺)" + _SOFT_ZH +
                 r"(?:不好|不太好|不舒服|有毛病|有问题|出了问题|出问题|一直疼|老疼)"
                 # an organ's function written as a finding: "肝功能轻度异常", "肾功能不全"
                 r"|(?:肝|肾|心|肺|甲状腺|卵巢)功能(?:轻度|中度|重度|轻微)?(?:异常|不全|减退|亢进|衰竭|受损)"
                 # round 35: a food or a substance one is allergic to, said without 对 ("孩子芝麻过敏"); speech's own words for
                 # hard of hearing, poor sight, a toothache, a strained ligament ("老人耳背", "視障", "膝盖韧带拉伤")
                 r"|(?:芝麻|花生|坚果|堅果|海鲜|海鮮|虾蟹|蝦蟹|鸡蛋|雞蛋|牛奶蛋白|牛奶|青霉素|头孢|猫毛|貓毛|狗毛|花粉|尘螨|芒果|小麦|麸质|"
                 r"大豆|茶树油|茶樹油|乳糖|贝类|貝類)(?:严重|嚴重)?(?:过敏|過敏)"
                 r"|(?<=老人|奶奶|爷爷|老太太|老爷子|外婆|外公|他|她|有点|有點)耳背|[视視](?:力)?障(?:碍|礙)?(?=[，,。；;、\s]|$)|牙(?:疼|痛)"
                 r"|(?:膝盖|膝蓋|脚踝|腳踝|手腕|肩膀|腰)?(?:韧带|韌帶)(?:拉伤|拉傷|撕裂|断裂|斷裂)")
_SOFT_EN = r"(?:(?:has|have|had|is|was|are|were|been|being|keeps|running|gone|got|getting|a\s+bit|a\s+little|quite|very|" \
           r"really|pretty|too|so|always|still|slightly|rather|dangerously|way)\s+){1,4}"
_EN = re.compile(r"(?i:(?<![A-Za-z])(?:blood\s+pressure|bp|cholesterol|blood\s+sugars?|sugar\s+levels?|glucose|a1c|"
                 r"heart\s+rate|iron\s+levels?|thyroid\s+levels?)\s+" + _SOFT_EN +
                 r"(?:high|low|elevated|raised|up|through\s+the\s+roof|all\s+over\s+the\s+place|borderline|off)(?![A-Za-z])"
                 # round 35: dizziness said of oneself or someone, a fall someone had, bed bug bites
                 r"|(?<![A-Za-z])(?:been|feeling|felt|feels|gets|getting|is|was)\s+(?:(?:very|a\s+bit|really|quite|so)\s+)?dizzy(?![A-Za-z])"
                 r"|(?<![A-Za-z])had\s+a\s+(?:bad\s+|nasty\s+|few\s+)?falls?(?![A-Za-z])|(?<![A-Za-z])bed\s?bug\s+bites)")


class LayMedicalRecognizer(SingleEntityRecognizer):
    ENTITY = "MEDICAL"

    def find(self, text: str) -> list[RecognizerResult]:
        out = [self.result(m.start(), m.end(), 0.6) for m in _EN.finditer(text)]
        if self.supported_language == "zh":
            out += [self.result(m.start(), m.end(), 0.6) for m in _ZH.finditer(text)]
        return out


def medical_lay_recognizers(lang: str) -> list[LocalRecognizer]:
    return [LayMedicalRecognizer(lang)]
