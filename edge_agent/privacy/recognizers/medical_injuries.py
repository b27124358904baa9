"""MEDICAL by word formation for injuries and operations of the body's moving parts (issue 15, round 22; mobility aids
and care needs said of someone, round 23): a structure
with what happened to it or what was done to it ("ACL reconstruction", "rotator cuff repair", "grade 2 calf strain",
"Achilles tendon repair", "sacroiliac joint dysfunction", "quads lag"), the same said the other way round ("prolapsed
disc", "torn meniscus", "fractured collarbone"), and a named syndrome ("piriformis syndrome", "IT band syndrome").

Vocabulary lists hold the common names; these are the combinations a physio's, a podiatrist's or a sports clinic's
notes make of them. Whose finding it is (a leaflet's, an animal's, nobody's) is decided after, as for every finding.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

_STRUCTURE = (r"acl|mcl|pcl|lcl|atfl|cfl|ucl|rotator\s+cuff|achilles(?:\s+tendon)?|hamstrings?|quads|quadriceps|calf|groin|"
              r"adductors?|meniscus|meniscal|menisci|labral|labrum|cartilage|cruciate(?:\s+ligament)?|ligament|tendon|discs?|"
              r"spinal|lumbar|cervical|thoracic|hip|knee|shoulder|ankle|wrist|elbow|collarbone|clavicle|scaphoid|"
              r"metatarsal|vertebral|sacroiliac(?:\s+joint)?|si\s+joint|it\s+band|iliotibial\s+band|patellar?|tibial|"
              r"fibular?|femoral|radial|ulnar|carpal|tarsal|heel|toe|finger|thumb|rib|pelvic|facet\s+joint|ac\s+joint|"
              r"acromioclavicular(?:\s+joint)?|glenohumeral|bicep|biceps|triceps|pec|pectoral|hip\s+flexor|psoas|"
              r"peroneal|plantar\s+plate|bunion|hallux|neck|back|spine")
_EVENT = (r"reconstruction|repair|replacement|resurfacing|fusion|arthroscopy|decompression|release|surgery|op|operation|"
          r"debridement|tears?|rupture|sprain|strain|injury|fracture|dislocation|subluxation|impingement|instability|"
          r"dysfunction|tendinopathy|tendinitis|tendonitis|bursitis|lag|effusion|contusion|avulsion")
_STATE = (r"torn|ruptured|fractured|broken|dislocated|prolapsed|bulging|herniated|slipped|pulled|sprained|twisted|"
          r"strained|frozen|trapped|pinched|degenerative|arthritic|bruised|cracked|swollen|injured")
# (round 30: a side between, "sprained right wrist", "fractured left clavicle", "bruised left hip"; and the limbs,
# which name an injury only after what happened to them: "broken arm", "swollen left foot")
_SIDE = r"(?:(?:left|right|l|r|upper|lower)\s+)?"
_LIMB = r"forearm|arm|leg|foot|hand|jaw|nose|shin|cheekbone|eye\s+socket|skull|kneecap"
_QUALIFIER = (r"(?:(?:left|right|l|r|bilateral|partial|complete|full[- ]thickness|chronic|acute|recurrent|grade\s?(?:[1-3]|i{1,3})|"
              r"post[- ]op|anterior|posterior|medial|lateral|high|low|minor|mild|severe|old|re-?)\s+){0,3}")
_PART = (r"palm|neck|face|head|forehead|scalp|lip|chin|ear|eye|chest|stomach|abdomen|thigh|buttock|calf|shin|forearm|"
         r"wrist|ankle|knee|elbow|shoulder|hand|foot|finger|thumb|toe|arm|leg|back|hip|nose|cheek")
_WOUND = (r"(?:(?:deep|minor|small|superficial|nasty|bad|(?:first|second|third)-degree)\s+)?(?:laceration|cut|graze|gash|"
          r"bruise|burn|splinter(?:\s+of\s+[a-z]+)?|(?:wasp|bee|jellyfish|weever\s+fish)\s+sting|sting|dog\s+bite|bite|"
          r"puncture\s+wound|abrasion|scald)s?\s+(?:to|in|on|of)\s+(?:the\s+|his\s+|her\s+|my\s+|their\s+)?"
          + _SIDE + r"(?:" + _PART + r")s?")
_FORMED = re.compile(r"(?<![A-Za-z])(?i:" + _QUALIFIER + r"(?:" + _STRUCTURE + r")\s+(?:" + _EVENT + r")"
                     r"|(?:" + _STATE + r")\s+" + _SIDE + r"(?:" + _STRUCTURE + "|(?:" + _LIMB + r")(?=[ \t]*(?:[.,;:!?)\n]|$|[ \t](?:and|or|from|after|at|in|on|when|while|last|so|"
                     r"but|with)\b|[ \t][–—-])))"
                     r"|(?:[a-z][a-z'’\-]{3,}|it\s+band|si\s+joint)\s+syndrome"
                     # round 38: a wound and where it is ("deep laceration to left palm", "splinter of hazel in right
                     # thumb", "wasp sting to neck", "second-degree burns to the left forearm")
                     r"|" + _WOUND + r")(?![A-Za-z])")
# a structure and a word that is no injury ("back office", "knee-high", "hip hop"): the pair is checked whole
_NOT = re.compile(r"(?i)^(?:back\s+(?:op|operation|release|repair)|neck\s+(?:op|release)|toe\s+(?:op|release)|"
                  r"imposter\s+syndrome|china\s+syndrome|stockholm\s+syndrome|the\s+\w+\s+syndrome)$")


# Round 23: a mobility aid said of someone who uses it ("uses a wheelchair", "wheelchair user", "is in a wheelchair",
# "walks with crutches", "坐轮椅", "拄拐杖"); the aid named alone (a wheelchair space, a lost wheelchair, a rental) is
# not, and the care needs of a frail person ("doubly incontinent", "high risk of falls", "hoist for transfers").
_AID = r"(?:powered\s+|electric\s+|manual\s+)?(?:wheelchairs?|walking\s+frame|zimmer\s+frame|rollator|walking\s+stick|crutches|mobility\s+scooter)"
_AIDS = re.compile(r"(?<![A-Za-z])(?i:(?:uses|use|using|used|needs|requires|relies\s+on|is\s+in|in|on|with|walks\s+with|mobilises\s+with|"
                   r"mobilizes\s+with)\s+(?:a\s+|an\s+|his\s+|her\s+|their\s+)?" + _AID + r"|(?:wheelchair|rollator)\s+(?:user|bound)|"
                   r"wheelchair-bound|(?:doubly|urinary|faecal|fecal)?\s?incontinent|(?:high|increased)\s+risk\s+of\s+falls|"
                   r"falls\s+risk|hoist\s+for\s+(?:all\s+)?transfers|assistance\s+of\s+two|bed-?bound|housebound)(?![A-Za-z])"
                   r"|(?:坐|使用|用|推)(?:电动)?轮椅|拄(?:着)?拐(?:杖)?|(?:用|使用)助行器|(?:大小便|二便)失禁|跌倒高风险|高跌倒风险")


class MedicalInjuryRecognizer(SingleEntityRecognizer):
    ENTITY = "MEDICAL"

    def find(self, text: str) -> list[RecognizerResult]:
        out = [self.result(m.start(), m.end(), 0.55) for m in _FORMED.finditer(text) if not _NOT.match(m.group())]
        return out + [self.result(m.start(), m.end(), 0.55) for m in _AIDS.finditer(text)]


def medical_injury_recognizers(lang: str) -> list[LocalRecognizer]:
    return [MedicalInjuryRecognizer(lang)]
