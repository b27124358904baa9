"""A place's name read as a person's (issue 15; split from organisations.py in round 29): a town of the gazetteer that
is nobody's name, a place after a place's preposition or before its region, a street, a square or a vessel named
before its name, a place's field, a station after its town, and (round 29) a street's name ending in its type.
"""
from __future__ import annotations

import regex as re

from edge_agent.privacy.data_lists import read_list
from edge_agent.privacy.recognizers.chinese import FAMILIAR, TITLES, frequent_word
from edge_agent.privacy.recognizers.name_lists import GIVEN, PINYIN_SURNAMES, SURNAMES, is_pinyin_given


# Place names that are also people's names ("Austin", "Florence", "Victoria", "Jackson"): a PERSON candidate is a place
# when it is one of them and a place preposition stands before it ("in Austin", "based in Florence", "flight to Sydney"),
# or a state, province or country follows it ("Jackson, MS", "Victoria, BC", "Florence, Italy"). A multi-word name
# that starts like a place ("San Jose", "Santa Clara", "Fort Worth", "Port Louis") is a place whatever stands before it.
PLACE_NAMES = frozenset("""austin dallas houston denver phoenix tyler troy madison jackson lincoln washington jefferson hamilton
kingston charlotte savannah florence victoria adelaide alexandria augusta aurora beverly camden chelsea clifton eugene
fairfax frederick georgia carolina virginia lafayette marion mesa orlando raleigh regina reno salem sydney sidney paris devon
kent shelby logan brandon chester preston winston stanley warwick wellington nelson darwin perth hobart brisbane montgomery
columbus quincy jordan israel india china lima santiago valencia alicante granada florida nevada dakota montana vermont
sierra cheyenne dayton hudson boston carson abilene arlington burlington bristol york bath durham lancaster
lexington richmond stockton norman odessa elgin garland irving laurel lowell milton newton oxford cambridge
clinton franklin greenville jacksonville ashley bradford ellis everett harrison kendall lawrence lawton lorraine mckinney
monroe murray pasadena pearl sherman sparks spencer sterling temple vernon waco wayne wilson york""".split())
# (not "La", "Le", "El", "Abu", "Rio" alone: La Toya, Le Minh, Abu Bakar and Rio Ferdinand are people)
_PLACE_START = re.compile(r"^(?:San|Santa|Santo|São|Sao|St\.|St|Saint|Sainte|Fort|Ft\.|Port|Mount|Mt\.|Lake|Palm|New|Los|Las|"
                          r"Puerto|Bad|Nieuw|Kuala|Ho\s+Chi|Abu\s+Dhabi|Tel\s+Aviv|Rio\s+de|Buenos|Baton|Salt|Grand|Cape|Hong|"
                          r"Sri|Costa|Saudi|United|South|North|East|West|Mexico|Hamburg|Frankfurt\s+am|"
                          # round 36: Malay's and Arabic's island, lake, hill, river, village and valley ("Pulau Ubin",
                          # "Tasik Kenyir", "Jebel Ali"), and a Scottish loch
                          r"Pulau|Tasik|Bukit|Gunung|Sungai|Sungei|Ulu|Kampung|Kampong|Jebel|Jabal|Wadi|Loch|Nusa|"  # (round 37: Sungei, Ulu; 38: Nusa)
                          # streets and squares named before their name (round 7): "Rua Augusta", "Calle Mayor"
                          r"Rua|Avenida|Av\.|Calle|Carrer|Rue|Boulevard|Piazza|Plaza|Praça|Largo|Travessa|Viale|Corso|Straße|"
                          r"Jalan|Jl\.|Soi|Thanon|Phố|Đường|Ulica|ul\.)\s")
_PLACE_BEFORE = re.compile(r"(?i:\b(?:in|near|based\s+in|located\s+in|offices?\s+in|flights?\s+to|trip\s+to|travel(?:l?ing)?\s+to|"
                           r"moved?\s+to|moving\s+to|relocat(?:ed|ing)\s+to|lives?\s+in|living\s+in|visit(?:ing)?|city\s+of|"
                           r"downtown|outside|around|across|arriv(?:ed|ing)\s+in|land(?:ed|ing)\s+in|depart(?:ing|s)?\s+from|"
                           r"fly(?:ing)?\s+(?:to|from|into)|drive\s+to|heading\s+to|back\s+in|born\s+in|grew\s+up\s+in))\s+$")
_REGION_AFTER = re.compile(r"^,\s*(?:[A-Z]{2}\b(?!\.)|(?:USA|UK|Canada|Australia|Italy|Spain|Mexico|Texas|California|Florida|"
                           r"Ontario|Quebec|Georgia|Virginia|Mississippi|Tennessee|Michigan|Ohio|Oregon|Nevada|Arizona|Colorado|"
                           r"Alabama|Alberta|British\s+Columbia|New\s+South\s+Wales|Victoria|Queensland|England|Scotland|Wales|"
                           r"Ireland|Germany|France|Chile|Peru|Argentina|Brazil|Portugal)\b)")


_PLACE_WORD_BEFORE = re.compile(r"(?<![\p{L}])(?:San|Santa|Santo|São|St\.|Saint|Sainte|Fort|Port|Mount|Lake|Palm|Los|Las|Puerto|"
                                r"Rua|Avenida|Calle|Carrer|Rue|Piazza|Plaza|Praça|Largo|Viale|Corso|Jalan|Jl\.|Jln\.|Soi)\s$")


# round 17: the value of a place's field ("city": "石家庄", 原籍：阿勒颇) and a vessel's name after its prefix
_PLACE_KEY = re.compile(r"(?:(?i:\b(?:city|town|province|state|country|region|district|county|origin|birthplace|hometown|"
                        r"port|destination|camp|site)\b)|城市|省份|原籍|籍贯|出生地|目的地|户籍地)[\"']?\s*[:：=]\s*[\"']?$"
                        r"|(?:\bF/V|\bM/V|\bMV|\bMT|\bRV|\bHMS|(?i:\bvessel|\bship|\byacht|\b(?:narrow)?boat)(?i:\s+name)?|船名)[:：]?\s*$")


# round 20: a town of the gazetteer (data/place_names.README: GeoNames' places of 15,000 people or more) that is no
# name of the name lists ("Dubrovnik", "Sheung Shui"; not "Florence", "Harrison" ...), or such a town before a
# station's word ("Manchester Victoria", "Leeds Central"), and no title before it ("Dr Salinas")
_STATION_WORD = re.compile(r"(?:Victoria|Piccadilly|Central|Parkway|International|Airport|Interchange|Junction|Station|"
                           r"North|South|East|West|City|Town|Harbour|Port|Docks|Bus\s+Station)")
_TITLE_BEFORE = re.compile(r"(?i:\b(?:mr|mrs|ms|miss|mx|dr|prof|sir|dame|lord|lady|rev|capt|sgt)\.?)\s+$")


def _a_name(word: str, alone: bool) -> bool:
    low = word.lower()  # (a pinyin given name only alone: "Xinyi" is a name, "Sheung Shui" a town)
    return low in GIVEN or low in SURNAMES or low in PINYIN_SURNAMES or (alone and is_pinyin_given(low))


def _in_gazetteer(span: str) -> bool:
    places = read_list("place_names.txt.gz")
    return span in places or (span.isupper() and len(span) > 3 and span.title() in places)


def is_town(text: str, start: int, end: int) -> bool:
    """Whether the PERSON candidate text[start:end] is a town of the gazetteer that is nobody's name."""
    span = text[start:end].strip()
    if not span[:1].isupper() or _TITLE_BEFORE.search(text[max(0, start - 8):start]):
        return False
    words = span.split()
    if _in_gazetteer(span):
        return not any(_a_name(w, len(words) == 1) for w in words)
    return len(words) > 1 and _in_gazetteer(words[0]) and not _a_name(words[0], True) \
        and all(_STATION_WORD.fullmatch(w) for w in words[1:])


_VESSEL_START = re.compile(r"(?:MV|M/V|MS|M/S|MT|RV|HMS|SS|F/V)\s")


# round 29: a street's name ending in its type ("Cranbrook Road", "Faulkner St"); the types that are also surnames
# (Lane, Close, Way, Court) only after a word that is nobody's given name ("Haywood Lane", not "Lois Lane")
_STREET_END = re.compile(r"[^\s,]\s(?:Road|Rd|Street|St|Avenue|Ave|Terrace|Crescent|Boulevard|Blvd|Drive)\.?$")
_STREET_AFTER = re.compile(r"[ \t](?:Road|Rd|Street|St|Avenue|Ave|Terrace|Crescent|Boulevard|Blvd)\b(?![.'’]?[ \t]*\p{Lu})")
_STREET_END_SURNAME = re.compile(r"[^\s,]\s(?:Lane|Close|Way|Court)$")  # (not "Alvarez, St.": a name, then a saint)


# round 36: a Chinese place's name that starts with a surname, read as a person's: one ending in a place's character
# ("金沙滩", "龙翔桥", "岳庙", "金桂园", "黄村井", "麻栗坡", a branch "古墩路店", "金茂府"; not a doubled one, "刘园园"; 山 only after a word of the
# dictionary, "武功山", not "马玉山"), or one before a place's word ("石老人海滩", "邵伯船闸", "苏堤南口", "胡雪岩故居",
# "莘庄站", "梅里外转"). None of these characters ends a name of the development corpora.
_HAN_PLACE_END = frozenset("滩桥庙园湖尖堤庄渡馆祠寺塔峡岛湾港坡井岭洲陵店府苑阁厅")
_HAN_PLACE_AFTER = re.compile(r"海滩|沙滩|船闸|[东南西北]口|停车场|(?:烈士)?陵园|故居|旧居|纪念馆|博物馆|陈列馆|风?景区|公园|古镇|码头|水库|"
                              r"湿地|大桥|雪山|步道|古道|外转|内转|寻人|壹号|站(?![在着起住了出到岗队长])")
_HAN_RUN = re.compile(r"\p{Han}{2,5}")
_TITLED = tuple(FAMILIAR | TITLES)


def han_place(text: str, start: int, end: int) -> bool:
    """Whether the Chinese PERSON candidate text[start:end] is a place's name (see _HAN_PLACE_END above)."""
    span = text[start:end]
    if not _HAN_RUN.fullmatch(span) or span.endswith(_TITLED):
        return False  # (a name with its title is a person's, even before a hall: "孙淑珍女士纪念馆")
    if _HAN_PLACE_AFTER.match(text, end):
        return True
    last = span[-1]
    if last == span[-2]:
        return False
    if last == "山":
        return frequent_word(span[:-1])
    return last in _HAN_PLACE_END


def is_place(text: str, start: int, end: int) -> bool:
    """Whether the PERSON candidate text[start:end] is a place's name (see PLACE_NAMES above)."""
    span = text[start:end].strip()
    if _PLACE_KEY.search(text, max(0, start - 16), start) or is_town(text, start, end) or han_place(text, start, end):
        return True
    if _STREET_END.search(span) or _STREET_END_SURNAME.search(span) and span.split()[0].lower() not in GIVEN:
        return True
    if _STREET_AFTER.match(text, end):
        return True  # a street's name before its type: "Gerrard St", "Marine Parade" (round 36)
    if (_PLACE_START.match(span) or _VESSEL_START.match(span)) and len(span.split()) >= 2:
        return True
    if text[max(0, start - 3):start] == "St " and text[end:end + 2] in ("'s", "’s", "' ", "’ "):
        return True  # "St James's A&E", "St Thomas' Hospital" (round 20)
    if _PLACE_WORD_BEFORE.search(text[max(0, start - 8):start]):
        return True  # "San [Jose]", "Santa [Monica]", "Fort [Collins]": the rest of a place's name
    if span.lower() not in PLACE_NAMES:
        return False
    return bool(_PLACE_BEFORE.search(text[max(0, start - 30):start]) or _REGION_AFTER.match(text[end:end + 30]))
