"""How far an address reaches (issue 15, round 8), besides the postcode-and-town tail of `extend_address`.

The recognizers find a street and its number; the rest of the address is written around it in ways that vary by
country: a unit before it ("Unit 4/22 Bondi Rd", "Apt 5, …"), a staircase and a flat after the number ("Koivukatu
7 C 19", "Mannerheimintie 9 A 3"), a Danish floor ("Kirkevej 5, 2. th."), a Swedish postcode ("114 51 Stockholm"), the letters of a Dutch one ("3572 BG Utrecht"),
and in Chinese the province, city and district chain before the road ("上海市徐汇区" + "天钥桥路…"). These only
move the edges of an address already found.
"""
from __future__ import annotations

import regex as re

_UNIT_BEFORE = re.compile(r"(?i:(?<![A-Za-z])(?:unit|apt|apartment|flat|suite|ste|room|rm|shop|lot)\.?\s*#?\s*)$")
# (round 35: a Dutch floor in Roman numerals, "Prinsengracht 412-III")
# (round 38: a Belgian box, "Kammenstraat 58 bus 3"; an Italian flat, "Via dei Serpenti 54, int. 7"; a Catalan floor
# and door, "Carrer de Verdi 112, 3r 2a")
_AFTER_NUMBER = re.compile(r"(?:\sbus\s\d{1,4}(?![\w])|,\s(?:int\.|interno|scala)\s?[\dA-Z]{1,3}(?![\w])|"
                           r",\s\d{1,2}(?:r|n|t|º|o|er)\s\d{1,2}(?:a|ª|o|º)(?![\w])|\s[A-Z](?:\s\d{1,4})?(?![\w'’])|\s?-\s?bis(?![\w])|,\s\d{1,2}\.\s?(?i:th|tv|mf|sal)\.?|-(?:I{1,3}|IV|V)(?![\w]))")
_PL_STREET = re.compile(r"(?:ul|al|os|pl)\.\s")
_PL_FLAT = re.compile(r"\s(?:m\.|lok\.|m)\s?\d{1,4}(?![\w])")
# round 35: an Irish county after "Co." and the Eircode ("…, Kilmallock, Co. Limerick V35 K2T7")
_IE_COUNTY = re.compile(r"\.[ \t]\p{Lu}\p{Ll}+(?:[ \t](?:(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[ \t]?[0-9AC-FHKNPRTV-Y]{4}|"
                         r"[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2}))?(?![\w])")  # (round 38: or a UK postcode, "Co. Durham DH9 0LT")
_SE_POSTCODE = re.compile(r",?\s\d{3}\s\d{2}\s\p{Lu}\p{Ll}+(?:[\s\-]\p{Lu}\p{Ll}+)?(?![\w])")
_NL_POSTCODE = re.compile(r"\s?[A-Z]{2}\s\p{Lu}\p{Ll}+(?:[\s\-]\p{Lu}\p{Ll}+)?(?![\w])")
_ZH_CHAIN = re.compile(r"(?:\p{Han}{1,7}?(?:省|自治区|市|区|區|县|縣|旗|自治州|州|镇|鎮|乡|鄉|街道))+\p{Han}{0,6}$")
_ZH_CUE = re.compile(r".*(?:在|到|至|往|是|为|為|址|：|:|寄|送|搬|住|家)")
_HAN = re.compile(r"\p{Han}")
_COUNTRY_AFTER = re.compile(r",?[ \t](?:UK|U\.K\.|United\sKingdom|England|Scotland|Wales|Northern\sIreland|USA|U\.S\.A\.|"
                            r"United\sStates|Canada|Australia|New\sZealand|Ireland|Germany|France|Spain|Italy|Netherlands|"
                            r"Singapore|Hong\sKong|Malaysia|China|Japan)(?![\w.])")

_SIX_DIGITS = re.compile(r"[ \t]\d{6}(?![\d\-])")
# (not across a line, nor into a CSV row's next cell: "…601室\n605718,李娜" is the next row's id)
_ZH_POSTCODE = re.compile(r"(?:，[ \t]?|,[ \t]|[ \t])(?:邮编|郵編|邮政编码|郵政編碼)?[:：]?[ \t]?\d{6}(?![\d\-.])"
                          r"|,(?:邮编|郵編|邮政编码|郵政編碼)[:：]?[ \t]?\d{6}(?![\d\-.])")
# round 35: a Chinese address's postcode in brackets after it ("…5樓 (220)", "…902室 (200135)", "（郵遞區號106）"), a house
# number's sub-number and the flat after it ("28号之三502房"), and a compound's yard on its road before a building with no
# city ("酒仙桥路甲10号院" + "3号楼801")
_ZH_BRACKET_POSTCODE = re.compile(r"[ \t]?[(（](?:邮编|郵編|邮政编码|郵政編碼|郵遞區號|郵遞區號)?[:：]?[ \t]?\d{3,6}[)）]")
_ZH_SUB_NUMBER = re.compile(r"之[一二三四五六七八九十\d]{1,3}(?:[ \t]?\d{1,5}(?:室|房|号|號))?")
_ZH_YARD = re.compile(r"\p{Han}{1,8}?(?:大街|路|街|巷|胡同|里)[甲乙丙丁]?\d{1,5}[号號]院$")
_DUBLIN_AFTER = re.compile(r"(?:,[ \t]Dublin[ \t]\d{1,2}W?)?,?[ \t](?:[AC-FHKNPRTV-Y]\d{2}|D6W)[ \t]?[0-9AC-FHKNPRTV-Y]{4}(?![\w])")


def grow_address(text: str, start: int, end: int) -> tuple[int, int]:
    """The edges of an address found as text[start:end], grown over a unit, a staircase and flat, a floor, a Swedish
    postcode, or a Chinese administrative chain before it."""
    u = _UNIT_BEFORE.search(text, max(0, start - 16), start)
    if u and u.end() == start:
        start = u.start()
    if text[end - 1:end].isdigit():
        a = _AFTER_NUMBER.match(text, end)
        if a:
            end = a.end()
        elif _PL_STREET.match(text, start, end) and (a := _PL_FLAT.match(text, end)):
            end = a.end()  # round 38: a Polish flat after the house ("ul. Narutowicza 41 m. 7")
    n = _NL_POSTCODE.match(text, end)
    if n and re.search(r"\d{4}$", text[start:end]):
        end = n.end()
    s = _SE_POSTCODE.match(text, end)
    if s:
        end = s.end()
    if text[max(0, end - 3):end] in (" Co", ",Co") and (c := _IE_COUNTY.match(text, end)):
        end = c.end()
    if d := _DUBLIN_AFTER.match(text, end):  # round 24: ", Dublin 9, D09 X2F7"
        end = d.end()
    if c := _COUNTRY_AFTER.match(text, end):  # round 23: the country after it is part of it, as every corpus writes it
        end = c.end()
        if p := _SIX_DIGITS.match(text, end):  # round 24: "…, Singapore 560412"
            end = p.end()
    if _HAN.search(text, start, end) and (p := _ZH_POSTCODE.match(text, end)):
        end = p.end()  # round 24: "…1506室，410011", "…602室，邮编200030": the postcode after it, as every corpus writes it
    if _HAN.search(text, start, end):
        if text[end - 1:end] in "号號" and (q := _ZH_SUB_NUMBER.match(text, end)):
            end = q.end()
        if text.count("（", start, end) > text.count("）", start, end) and text[end:end + 1] == "）":
            end += 1  # (a bracket the address opened: "…4樓（郵遞區號106" + "）")
        elif p := _ZH_BRACKET_POSTCODE.match(text, end):
            end = p.end()
    if text[start:start + 1].isdigit() and _HAN.match(text, max(0, start - 1)):
        y = _ZH_YARD.search(text, max(0, start - 20), start)
        if y:
            start = y.start()
    if _HAN.match(text, start) or text[start:start + 1].isdigit() and _HAN.match(text, max(0, start - 1)):
        z = _ZH_CHAIN.search(text, max(0, start - 30), start)
        if z and z.end() == start:
            lead = _ZH_CUE.match(z.group())
            new = z.start() + (lead.end() if lead else 0)
            if new < start:
                start = new
    return start, end


# Round 23: a house's name before the street ("The Old School House, Church Lane, Ramsbottom BL0 9AP", "Rosemount, 12
# Quarry Hill, Settle BD24 9DP", "Ty Newydd, 5 Heol y Felin"): capitalised words and a comma right before an address
# that starts with its number, or words that name a house (Cottage, Farm, Rectory …); not a person's or a firm's name.
_HOUSE_WORD = re.compile(r"\b(?:House|Cottage|Cottages|Farm|Farmhouse|Barn|Lodge|Rectory|Vicarage|Mill|Hall|Manor|Grange|"
                         r"Croft|Bungalow|Villa|Stables|Mews|Chapel|Forge|Byre|Steading|Oast|Granary|Schoolhouse|Ty|"
                         r"Tower|Wharf|Mansions|Apartments|Buildings?|Premises|Manse|Bothy|Parsonage|Smithy)\b")
_HOUSE_BEFORE = re.compile(r"(?:(?<=^|[\n:(]|\n[ \t]+|\b(?:of|at|to|c/o|from|Address)\s|,\s|:\s))(?P<h>(?:The\s)?\p{Lu}\p{Ll}+"
                           r"(?:[ \-](?:\p{Lu}\p{Ll}+|y|yr|an|on|the)){0,4}),[ \t]$")
_FIRM = re.compile(r"(?i:\b(?:ltd|limited|llp|plc|inc|co|company|group|services|solutions|clinic|hospital|surgery|practice|"
                   r"vets?|centre|center|school(?!\s+house)|college|university|council|society|trust|bank|hotel|church|"
                   r"cafe|café|restaurant|bar|pub|inn|shop|store|salon|studio|gym|dental|orthodontics|pharmacy|travel|"
                   r"tours|holidays|agency|partners|associates|bakery|kitchen|garage|motors|stores|supplies)\b)")


def house_name(text: str, start: int, people: list[tuple[int, int]]) -> int:
    """Where an address starting at `start` begins once a house's name before it is counted (see above)."""
    m = _HOUSE_BEFORE.search(text, max(0, start - 48), start)
    if not m or _FIRM.search(m.group("h")):
        return start
    if _HOUSE_WORD.search(m.group("h")):  # (a house's name read as a person's is still a house's: "Ty Newydd")
        return m.start("h")
    # (a house named in one word before its number: "Rosemount, 12 Quarry Hill"; "Wanderlust Holidays, 3rd Floor" is a firm)
    if text[start:start + 1].isdigit() and " " not in m.group("h").removeprefix("The ") \
            and not any(a < m.end("h") and m.start("h") < b for a, b in people):
        return m.start("h")
    return start



# Round 23: the parts of a flat's address around its street, as Hong Kong, Singapore and Chinese cities write them in
# English ("Flat D, 18/F, Block 2, Harbour View Mansion, 28 King's Road, North Point, Hong Kong", "Blk 47 Tuas South
# Ave 1, #03-12", "Unit 2305, 8 Jinan Road, Huangpu, Shanghai"): units, floors, blocks and a building's name before
# it, districts and the city after it -- each a comma-separated part; not a person's name or a firm's.
_HEAD_PART = re.compile(
    r"(?:(?<=^|[\n:：(（]|[:：,]\s|\bat\s|\bto\s|\bfor\s)|(?<=[\p{Han}]))(?P<p>(?:Flat|Apt\.?|Apartment|Unit|Room|Rm\.?|Suite|Block|Blk\.?|"
    r"Tower|Twr\.?|Level|Lvl\.?|Floor|Shop)\s?[A-Za-z]?\d{0,4}[A-Za-z]?|[A-Z]?\d{1,3}[A-Z]?\s?/\s?F|G/F|#\d{1,3}-\d{1,4}|"
    r"(?:\p{Lu}[\p{Ll}'’]+\s){1,3}(?:Mansions?|Court|Building|Bldg|Centre|Center|Towers?|Estate|Gardens?|Plaza|House|Heights|"
    r"Villas?|Terrace|Apartments|Residences?))\s?,\s$")
_CITY_STATE = re.compile(r"Hong Kong|Kowloon|New Territories|Singapore|Macau|Macao")  # (read as names: "Hong", "Kong")
_BLOCK_BEFORE = re.compile(r"(?:Blk|Block|Bldg)\.?\s$")
_TAIL_PART = re.compile(r"(?:\s\d{1,3}(?=,\s#))?,\s(?P<p>#\d{1,3}-\d{1,4}|N\.T\.|H\.?K\.?|"
                        r"\p{Lu}[\p{L}'’\-]+(?:[ \-]\p{Lu}[\p{L}'’\-]+){0,2})(?=\s*(?:,|$|\n|\.(?:\s|$)|\s\p{Han}|\s\(|\s{2}))")


def flat_parts(text: str, start: int, end: int, people: list[tuple[int, int]]) -> tuple[int, int]:
    """The edges of an English-script address grown over the parts around its street (see above)."""
    if not text[start:start + 1].isascii():
        return start, end
    if text[start:start + 1].isdigit() and (b := _BLOCK_BEFORE.search(text, max(0, start - 8), start)):
        start = b.start()
    for _ in range(5):
        m = _HEAD_PART.search(text, max(0, start - 64), start)
        if not m or _FIRM.search(m.group("p")) or any(a < m.end("p") and m.start("p") < b for a, b in people):
            break
        start = m.start("p")
    for _ in range(4):
        m = _TAIL_PART.match(text, end)
        if not m or _FIRM.search(m.group("p")) or not _CITY_STATE.fullmatch(m.group("p")) and any(
                a < m.end("p") and m.start("p") < b for a, b in people):
            break
        end = m.end("p")
    return start, end
