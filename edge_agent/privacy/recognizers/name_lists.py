"""Given names and surnames used to confirm person names the small spaCy model misses:
"Last, First" order, names in lower-case user names (chen.garcia, cgarcia) and romanised
Chinese names (Zhang Wei, Wei Zhang). Data only; written from common-name knowledge across
regions (English, Spanish, Portuguese, French, German, Italian, Slavic, Indian, Arabic,
Turkish, Persian, African, Japanese, Korean, Vietnamese, Chinese pinyin), not from any corpus.
"""
# ruff: noqa: SIM905  (word lists are kept as whitespace-separated text so they stay readable)
from __future__ import annotations

import regex as re

GIVEN = set("""
aaron abigail adam adrian ahmed aiden aisha akira alan albert alejandro alex alexander alexandra alexis ali alice alicia
alina alan amanda amber amelia amir amit amy ana anastasia andrea andreas andrew andrei angela anita anjali ann anna
anne annie anthony antoine antonio anya arjun arthur ashley aya ayesha barbara beatriz ben benjamin bernard beth betty
bianca bilal brandon brenda brian bruno bryan camila carl carla carlos carmen carol caroline catherine cecilia charles
charlie charlotte chen chloe chris christian christina christine christopher claire clara claudia colin connor craig
cristina cynthia daniel daniela danielle daria david deborah deepak denise dennis derek diana diego dimitri divya dmitri
dominic donald donna dorothy dylan edward elena eli elif elijah elizabeth ella ellen emily emma eric erik erin ethan
eva evelyn fatima felipe felix fernando fiona francesca francesco francisco frank gabriel gabriela gareth gary george
gerald giorgio giulia giuseppe gloria gonzalo gregory guillaume gustavo hamza hana hannah hans harold harry hassan
heather heinrich helen helena henry hiroshi hugo ian ibrahim ignacio igor ines irene isaac isabel isabella ivan jack
jacob jacqueline james jamie jan jane janet jason javier jean jeffrey jennifer jeremy jessica jiho joan joao joe john
jonathan jordan jorge jose joseph joshua juan julia julian julie julien justin kai karen karim katarzyna kate katherine
kathleen kavya keith kelly kenji kenneth kevin khalid kim kimberly klaus kofi kwame kyle lars laura lauren layla leila
leo leon leonardo li liam lina linda lisa liu lorenzo louis lucas lucia luis luka lukas maria mariam marie marina mario
marta martin mary mateo matteo matthew maya mehmet melissa mia michael michelle miguel mikhail min minh mohamed mohammed
muhammad nadia naomi natalia natalie nathan neha nicholas nicola nicole nikhil nikita noah nora nour olga oliver olivia
omar oscar pablo pamela patricia patrick paul paula pedro peter philip pierre pooja priya rachel rafael rahul raj rajesh
ramon raquel rebecca ricardo richard rita robert roberto rohan roman ryan sadia sakura samantha samir samuel sandra
sanjay sara sarah scott sean sebastian sergei sergio shanice sharon shreya simon sofia sophia sophie stefan stephanie
stephen steven sunil susan takeshi tanya tatiana teresa thomas tiffany timothy tom tomas tyler valentina vanessa
victor victoria vikram vincent vivek walter wei william xavier yara yasmin yuki yusuf zainab zara zoe
""".split())
# Given names that are also ordinary English words: a name only next to a known surname.
GIVEN_AMBIGUOUS = set("will mark grace bill may june rose max hope faith joy art dawn chase hunter sky summer autumn "
                      "april august pat sue rob frank jack ray lee penny ruby amber jade holly ivy iris".split())
GIVEN |= GIVEN_AMBIGUOUS

SURNAMES = set("""
abbott adams ahmed akhtar ali allen alvarez anderson andersson bailey baker banerjee barnes bauer becker bell bennett
bernard bianchi brooks brown bruno campbell carter castillo castro chan chang chavez chen cheng clark collins cook cooper
costa cox cruz das davies davis diaz dubois dupont edwards evans fernandes fernandez ferrari fischer flores ford foster
fournier garcia gomez gonzalez gordon graham gray green gupta gutierrez hall hansen harris henderson hernandez hill
hoffmann hughes hussain ibrahim iyer jackson james jansen jenkins jensen johansson johnson jones kaur khan kim king klein
kowalski kumar lambert lee lewis lim lopez martin martinez meyer miller mitchell moore morales moreau morgan morris
muller murphy murray nakamura nguyen nielsen novak o'brien o'connor okafor okonkwo olsen ortiz park parker patel perez
peterson petrov phillips popescu price ramirez reddy reyes richard richardson rivera roberts robinson rodriguez rogers
romano rossi roux russell sanchez santos sato schmidt schneider schulz scott shah sharma silva singh smith sokolov
suzuki tanaka taylor thomas thompson torres tran turner volkov wagner walker wang ward watanabe watson weber white
williams wilson wood wright yamamoto yilmaz young zimmermann ivanov kuznetsov smirnov mehta joshi nair pillai menon
chowdhury rahman islam haddad nasser mansour aziz ozturk demir kaya sahin celik osei mensah adeyemi okoye ndlovu
dlamini mwangi otieno ito kobayashi yoshida yamada choi jung kang cho yoon pham hoang vu vo dang bui do ho ngo
""".split())

PINYIN_SURNAMES = set("""
wang li zhang liu chen yang huang zhao zhou wu xu sun ma zhu hu guo he lin luo gao zheng liang xie song tang xu han feng
deng cao peng zeng xiao tian dong yuan pan yu jiang cai du ye cheng su wei lu ding ren shen yao jiang cui zhong tan
fan jin shi liao jia xia fu fang bai zou meng xiong qin qiu yin xue yan duan lei hou long shi tao li he gu mao hao gong
shao wan qian yan qin wu dai mo kong xiang ouyang sima zhuge shangguan
""".split())
# Surnames that are common English words (He, Long, Song, Fan): a name only beside a pinyin given name.
PINYIN_AMBIGUOUS = {"he", "long", "song", "fan", "man", "bo", "fu", "mo", "yu", "du", "lu", "gu", "ma", "jin", "bai"}

_INITIAL = r"(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?"
_FINAL = r"(?:iang|iong|uang|ang|eng|ing|ong|uan|ian|iao|uai|ai|ei|ao|ou|an|en|in|un|ia|ie|ua|uo|ue|ui|iu|er|a|o|e|i|u|v)"
PINYIN_GIVEN = re.compile(r"^(?:" + _INITIAL + _FINAL + r"){1,2}$")


def pinyin_syllables(word: str) -> int:
    """How many pinyin syllables `word` splits into (0 when it is not pinyin), greedy from the left."""
    m = re.fullmatch(r"(?:" + _INITIAL + _FINAL + r")+", word.lower())
    return len(re.findall(_INITIAL + _FINAL, word.lower())) if m else 0


def is_pinyin_given(word: str) -> bool:
    w = word.lower().replace("-", "")
    return 2 <= len(w) <= 10 and bool(PINYIN_GIVEN.match(w))
