"""Street addresses in Latin script, which Presidio does not recognise at all.

Shapes: house number first ("12 Oak Street, Apt 3, Austin, TX 78701", "12 rue de la Paix,
75002 Paris"), or street first with the number after it as in most of Europe
("Hauptstraße 12, 10115 Berlin", "Calle Mayor 15, 28013 Madrid", "Keizersgracht 123"),
and PO boxes. Tails: US state + ZIP, UK, Canadian and Dutch postcodes, Australian state +
postcode, Indian PIN, a 4–5 digit European postcode before the city, an optional country.
Case-sensitive so that "3 days" or "5 pm" never start an address.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import Pattern, PatternRecognizer

# Only abbreviations take a trailing dot: "Cedar Lane." ends a sentence, "Oak St." is the name.
_STREET_TYPES = (r"Street|Avenue|Road|Boulevard|Lane|Drive|Court|Way|Place|Terrace|Parkway|Circle|Highway|Square|"
                 r"Crescent|Close|Row|Alley|Trail|Mews|Gardens|Walk|Grove|Heights|Expressway|Pike|Loop|Path|Ridge|"
                 r"Esplanade|Promenade|Quay|Wharf|Parade|Rise|Green|Marg|Nagar|Broadway|"
                 r"(?:St|Ave|Rd|Blvd|Ln|Dr|Ct|Pl|Pkwy|Cir|Hwy|Sq|Tce|Cres|Gdns|Expy|Cl|Gr|Mws|Pde|Wlk|Hts)\.?")
_NAME_WORD = r"(?:\p{Lu}[\p{L}'\-]*|\d{1,3}(?:st|nd|rd|th))"
_UNIT = r"(?:,?\s(?:Apt|Apartment|Suite|Ste|Unit|Floor|Fl|Room|#)\.?\s?#?[A-Za-z0-9\-]{1,6})"
# (a town's words stay on one line: "00184 Roma\nCharges" is not a town; round 23)
_CITY = r"[A-Z][a-zà-ÿ]+(?:(?:[ \t\-](?:upon|on|sur|am|an|der|de|del|la|le|do|da|dos)(?=[ \t\-]))?[ \t\-][A-Z][a-zà-ÿ]+){0,3}"
_UCITY = r"\p{Lu}\p{Ll}+(?:[\s\-]\p{Lu}\p{Ll}+){0,2}"  # any alphabet's capitals: "Kadıköy", "İstanbul", "Łódź"
_COUNTRY = (r"(?:,\s(?:USA|US|United States|UK|United Kingdom|Canada|Australia|India|Germany|Deutschland|France|Spain|"
            r"España|Italy|Italia|Netherlands|Nederland|Belgium|Switzerland|Austria|Portugal|Brazil|Brasil|Mexico|"
            r"México|Ireland|Singapore|Japan|South Africa|New Zealand|Poland|Sweden|Norway|Denmark))?")
_INTL_TAIL = (r"(?:,\s" + _CITY + r"(?:,?\s[A-Z]{2})?\s[A-Z]\d[A-Z]\s?\d[A-Z]\d"  # Canada
              r"|,\s" + _CITY + r",?\s(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s\d{4}"  # Australia
              r"|,\s" + _CITY + r"(?:\s-)?\s\d{6}"  # India PIN
              r"|,\s\d{4,5}(?:\s[A-Z]{2})?\s" + _CITY + r")" + _COUNTRY)  # Europe: postcode before city
_US_TAIL = (r"(?:,\s(?:[A-Z][a-z]+(?:\s[A-Z][a-z]+){0,2}),\s[A-Z]{2}(?:\s\d{5}(?:-\d{4})?)?"
            r"|,\s(?:[A-Z][a-z]+(?:\s[A-Z][a-z]+){0,2})\s[A-Z]{2}\s\d{5}(?:-\d{4})?)")  # "Boston MA 02108"
# A UK postcode in full, or its outward half alone ("Bakewell DE45").
_UK_TAIL = r"(?:,\s" + _CITY + r",?\s[A-Z]{1,2}\d[A-Z\d]?(?:\s\d[A-Z]{2})?(?![A-Za-z0-9]))"
# India: localities, then the city and state before the PIN ("Jayanagar 4th Block, Bengaluru, Karnataka 560011").
_IN_TAIL = r"(?:(?:,\s[\w'\- ]{2,30}?){1,4},\s[A-Z][a-z]+(?:\s[A-Z][a-z]+)?(?:\s-)?\s\d{6}(?!\d))"
EN_ADDRESS = (
    r"(?<![\w\-/#.])(?:(?:Flat|Apt\.?|Apartment|Unit|Suite|Room|Rm\.?|Level|Floor|Lvl\.?|Shop)\s?#?[A-Za-z0-9\-]{1,6}(?:/[A-Za-z0-9]{1,4})?,?\s(?:[A-Z][\w']+(?:\s[A-Z][\w']+){0,2},\s)?)?"
    r"(?:\d{1,4}/)?\d{1,6}(?:st|nd|rd|th|[A-Za-z])?(?:-\d{1,5})?\s(?:[NSEW]\.?\s)?(?:" + _NAME_WORD + r"\s){1,4}(?:" + _STREET_TYPES + r")"
    r"(?![A-Za-z])(?:\s(?:East|West|North|South|NE|NW|SE|SW|[NSEW])(?![A-Za-z]))?" + _UNIT + r"?(?:" + _INTL_TAIL + r"|" + _IN_TAIL + r"|" + _UK_TAIL + r"|" + _US_TAIL + r"|,\s" + _CITY + r"(?=\s*$|\.\s|\n))?"
)
# Street first, number after: German/Dutch/Nordic compounds and Romance "Calle/Via/Rue ..." names.
_EU_SUFFIX = (r"(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee|gracht|laan|straat|plein|kade|"
              r"singel|vej|gade|gatan|vägen|veien|gata|katu|tie)")
_ROMANCE = (r"(?:Calle|C/|Avenida|Avda\.|Av\.|Paseo|Plaza|Carrer|Via|Viale|Piazza|Corso|Largo|Rua|Travessa|Praça|"
            r"Rue|Avenue|Boulevard|Bd|Chemin|Allée|Impasse|Quai|Place|Route|Cours)")
_OF = r"(?:(?:de|del|de la|de los|de las|da|do|dos|das|di|della|dei|degli|le|la|les|du|des|d'|l')\s?)*"
_EU_MORE = (r"(?:,\s(?:(?:sala|apto?\.?|apartamento|bloco|casa|piso|planta|puerta|esc\.|escalera|bajo|étage|bât\.?|"
            r"bâtiment|Stiege|Top|interno|scala)\s?[\wº°ª]{1,6}|" + _CITY + r"(?:\s-\s[A-Z]{2})?|\d{5}-\d{3}|\d{4,5}\s" + _CITY
            + r"|\d{4}\s?[A-Z]{2}\s" + _CITY + r")){0,4}")
# English words that end like a street compound: a gerund before a number is not "Kaiserring 5" ("Catering 0115",
# "Spring 2025", "Brigade 12", "Hearing 14"). German ring streets have a consonant or an "a" before "ring" (Ostring,
# Alsterring, Hansaring).
_NOT_ENGLISH_WORD = (r"(?!(?:Spring|String|Brigade|Renegade)\b)"
                     r"(?![A-Za-z]*(?:[eiouy]ring|earing|(?:Sh|C|D|St|Sp|Prep|Comp|Decl)aring)\b)")
EU_ADDRESS = (
    # The word before the street name stays on its line: a name line above "Hauptstraße 12" is not part of it.
    r"(?<![\w\-/#.])(?:[A-ZÄÖÜ][a-zäöüß]+[\- ](?i:" + _EU_SUFFIX + r")|(?:[A-ZÄÖÜ][a-zäöüß]+[\- ])?"
    + _NOT_ENGLISH_WORD + r"[A-ZÄÖÜ][a-zäöüßéèàç]*" + _EU_SUFFIX + r")"
    + r"\s(?!0)\d{1,4}[a-zA-Z]?(?:[\-/]\d{1,4})?" + r"(?:,?\s\d{4,5}(?:\s[A-Z]{2})?\s" + _CITY + r")?" + _COUNTRY
    + r"|(?<![\w\-/#.])(?:Am|An der|Auf der|Im|In der|Zum|Zur|Unter den|Alte|Neue)\s[A-ZÄÖÜ][a-zäöüß]+\s\d{1,4}[a-zA-Z]?"
    + r"(?:,?\s\d{4,5}\s" + _CITY + r")" + _COUNTRY
    # (round 23: on one line, and not the English street word after its name: "14 Larch Avenue\nPenrith")
    + r"|(?<![\w\-/#.])(?:(?<!\p{Lu}\p{Ll}+ )|(?!Avenue|Boulevard|Place|Route|Cours))" + _ROMANCE + r"[ \t]" + _OF + r"[A-ZÀ-Ý][\wÀ-ÿ'\-]+(?:[ \t]" + _OF
    + r"[A-ZÀ-Ý][\wÀ-ÿ'\-]+){0,3},?\s"
    r"(?:n\.?º\s?|nº\s?|no\.?\s?)?\d{1,4}[a-zA-Z]?(?:,\s\d{1,2}º\s?[A-Za-z]{0,3})?"
    + r"(?:,?\s\d{4,5}(?:-\d{3})?\s" + _CITY + r")?" + _EU_MORE + _COUNTRY
    + r"|(?<![\w\-/#.])\d{1,4}(?:\s?(?:bis|ter))?,?\s(?i:rue|avenue|boulevard|bd|place|chemin|allée|impasse|quai|route|cours)"
    r"\s" + _OF + r"[\wÀ-ÿ'\-]+(?:\s" + _OF + r"[\wÀ-ÿ'\-]+){0,4}?(?:\s[NSEO]\.?)?"
    + r"(?:,?\s\d{5}\s" + _CITY + r"|,\s" + _CITY + r",?\s(?:[A-Z]{2}\s)?[A-Z]\d[A-Z]\s?\d[A-Z]\d)" + _COUNTRY
    # Street words that come first elsewhere: Polish "ul.", Malay/Indonesian "Jalan", Vietnamese "Đường/Phố",
    # Turkish "Cad./Sok.", with a house number before or after.
    + r"|(?<![\w\-/#.])(?:(?:No\.?\s?)?\d{1,5}[A-Za-z]?,?\s(?=(?:ul\.|ulica|al\.|Jalan|Jln\.?|Lorong|Soi|Đường|Phố|Ngõ)\s"
    r"[\p{Lu}\d][\p{L}.'\-]*(?:\s\p{Lu}[\p{L}.'\-]*){0,3}(?!\s\d))|(?=(?:ul\.|ulica|al\.|Jalan|Jln\.?|Lorong|Soi|Đường|Phố|Ngõ)\s"
    r"[\p{Lu}\d][\p{L}.'\-]*(?:\s\p{Lu}[\p{L}.'\-]*){0,3}\s\d))(?:ul\.|ulica|al\.|Jalan|Jln\.?|Lorong|Soi|Đường|Phố|Ngõ)"
    r"\s[\p{Lu}\d][\p{L}.'\-]*(?:\s\p{Lu}[\p{L}.'\-]*){0,3}(?:\s\d{1,5}[A-Za-z]?(?:/\d{1,4})?)?"
    r"(?:,\s\d{2}-\d{3}\s" + _UCITY + r"|,\s\d{5}\s" + _UCITY + r"|,\s" + _UCITY + r"){0,2}"
    + r"|(?<![\w\-/#.])[\p{Lu}][\p{L}]+\s(?:Cad\.|Caddesi|Sok\.|Sokak|Sokağı|Bulvarı|Mah\.|Mahallesi)"
    r"(?:\s[\p{Lu}][\p{L}]+\s(?:Cad\.|Caddesi|Sok\.|Sokak))?\s?(?:No|no)\s?[:.]?\s?\d{1,4}(?:/\d{1,4})?"
    r"(?:,\s" + _UCITY + r"(?:/" + _UCITY + r")?)?"
)
# India: "H.No. 8-2-293/82, Road No. 10, Banjara Hills, Hyderabad 500034".
IN_ADDRESS = (r"(?<![\w])(?:H\.\s?No\.?|House\s+No\.?|Plot\s+No\.?|Door\s+No\.?|Flat\s+No\.?)\s?[\w\-/]{1,14},"
              r"(?:\s[\w.'\- ]{2,30}?,){0,4}\s" + _CITY + r"(?:\s-)?\s?\d{6}(?!\d)")
# Japan: "東京都渋谷区渋谷1-2-3", "神奈川県横浜市中区山下町1-3 ハイツ山下502".
JP_ADDRESS = (r"(?:〒?\d{3}-\d{4}\s?)?\p{Han}{1,4}[都道府県]\p{Han}{1,6}?[市区町村郡]\p{Han}{0,6}?[区町村]?[\p{Han}\p{Katakana}ー]{0,8}"
              r"\d{1,4}(?:[-－丁目番地号]\d{1,4}){1,3}(?:号)?(?:\s?[\p{Katakana}ー\p{Han}A-Za-z]{1,12}\d{2,4}(?:号室)?)?")
# Korea: "서울특별시 강남구 테헤란로 152, 강남파이낸스센터 18층", "부산광역시 해운대구 센텀중앙로 79".
KR_ADDRESS = (r"[\uac00-\ud7a3]{2,6}(?:특별시|광역시|특별자치시|특별자치도|도)\s[\uac00-\ud7a3]{1,6}(?:구|군|시)"
              r"(?:\s[\uac00-\ud7a3]{1,6}(?:구|동|읍|면))?\s[\uac00-\ud7a3\d]{1,10}(?:로|길)\s?\d{1,5}(?:-\d{1,4})?"
              r"(?:번길\s?\d{1,4})?(?:,\s?[\uac00-\ud7a3A-Za-z0-9]{1,20}(?:\s\d{1,3}(?:층|호))?)?")
PO_BOX = r"(?<![\w])(?:P\.?\s?O\.?\s?Box|Post(?:fach| Office Box)|Apartado)\s\d{1,6}(?:,\s" + _CITY + r"(?:,\s[A-Z]{2})?(?:\s\d{5})?)?"


def address_recognizers(lang: str) -> list[PatternRecognizer]:
    return [PatternRecognizer(supported_entity="ADDRESS", name="StreetAddressRecognizer", supported_language=lang,
                              patterns=[Pattern("street_address", EN_ADDRESS, 0.6), Pattern("eu_address", EU_ADDRESS, 0.6),
                                        Pattern("po_box", PO_BOX, 0.6), Pattern("in_address", IN_ADDRESS, 0.6),
                                        Pattern("jp_address", JP_ADDRESS, 0.6), Pattern("kr_address", KR_ADDRESS, 0.6)],
                              global_regex_flags=re.MULTILINE)]
