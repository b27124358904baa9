"""PERSON, round 20: two shapes the name lists miss.

- Cantonese, Hokkien and Teochew names as Hong Kong, Singapore and Malaysia write them: a surname of those spellings
  and two given-name syllables ("Chan Tai Man", "LEUNG Wai Kit", "Ho Ka-yan", "Ong Boon Huat"). Each syllable is one
  of the common given-name syllables below; the surname may be in capitals.
- a name or a user in a query string or form body: "last_name=Ochoa", "user=ljovanovic", "member=fatou.diallo".
"""
from __future__ import annotations

import regex as re

from edge_agent.privacy.english_words import is_word
from edge_agent.privacy.recognizers.name_lists import GIVEN

# common surnames in Hong Kong, Macau, Singapore and Malaysian spellings (Cantonese, Hokkien, Teochew, Hakka)
_SURNAMES = ("chan chen cheng cheung chiu chow chau choi chu chung fong fung ho hui kwok kwan lai lam lau law lee leung "
             "li liu lo lui lum ma mak mok ng pang poon siu so tam tang tse tsang tsui tung wan wong wu yau yeung yip yu "
             "yuen kong ko kwong ling tong tsoi au ip sin szeto "
             "ong tan lim goh teo koh tay toh seah sim chua khoo quek ang yeo heng neo low foo chong chin loh chia liew "
             "leong ooi yap wee soh teh phua lau lai kang lew")
# given-name syllables of those spellings
_SYLLABLES = ("ka wai yan man kit chun siu ming tai boon huat kok hock mei ling yin lok chi keung kin hung kwok fai wing "
              "yee ying sze hoi tsz shing kam kwan lai suet pui sum fung bee hwa hua seng beng chye kiat kian leng lian "
              "swee teck hui yong mun kuen wah yuk chung lun hang pak tak kei yu yue wan nga oi kwai kuan hin fook pik "
              "shan hong hei lung sau po cheuk tin yat wun mui choi king kee chee ching choon eng guan hian hoon jun kah "
              "keat khim kim kuang lay lee liang lip meng ngee peng poh san seow shu sok soon tee tiong wee whye yew "
              "chiu kai chak cheong chong ho kwun nam pong sing tsun tung yiu yung wa kuk")
_SUR = frozenset(_SURNAMES.split())
_SYL = frozenset(_SYLLABLES.split())
_ROMAN = re.compile(r"(?<![\p{L}\-'’])(?P<s>\p{Lu}\p{Ll}{0,5}|\p{Lu}{2,6})[ ](?P<a>\p{Lu}\p{Ll}{1,5})[ \-](?P<b>\p{L}\p{Ll}{1,5})"
                    r"(?![\p{L}\-'’])")
_QUERY = re.compile(r"(?<=[?&;\s](?i:(?P<k>first_?name|last_?name|surname|given_?name|full_?name|user(?:name)?|member|"
                    r"rider|driver|login|uid|customer|agent|assignee))=)(?P<n>[A-Za-z][A-Za-z.'\-_]{1,30})(?=[&\s\"'#;]|$)")
_SERVICE = frozenset("admin root guest test system anonymous unknown none null undefined api service bot default demo "
                     "user staff support operator svc rw ro etl bi app rpt pos db sys ops dev prod qa srv".split())


def _login(value: str) -> bool:
    """A login made from a name ("ljovanovic", "fatou.diallo", "alice_w"), not a service's ("svc_ledger", "report_ro")."""
    parts = [p for p in re.split(r"[._\-]", value.lower()) if p]
    if len(value) < 4 or not parts or any(p in _SERVICE for p in parts):
        return False
    return not any(len(p) >= 3 and is_word(p) and p not in GIVEN for p in parts)


def romanised_names(text: str) -> list[tuple[int, int]]:
    """Spans of the names above."""
    out = []
    for m in _ROMAN.finditer(text):
        s, a, b = m.group("s").lower(), m.group("a").lower(), m.group("b").lower()
        # (a third syllable in lower case only after a hyphen: "Ho Ka-yan", not "Lee Ka wrote")
        if s in _SUR and a in _SYL and b in _SYL and (text[m.start("b") - 1] == "-" or m.group("b")[0].isupper()):
            out.append((m.start(), m.end()))
    if "=" in text:
        for m in _QUERY.finditer(text):
            n = m.group("n")
            key = m.group("k").lower()
            if "name" in key.replace("user", "") or _login(n):
                out.append((m.start("n"), m.end("n")))
    return out
