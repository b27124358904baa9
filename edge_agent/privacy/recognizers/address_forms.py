"""Addresses by what announces them (issue 15, round 6): the value of an address field, and the place after
"lives at" / "moved to" / 住在 / 寄到, in any country's form.

`places.py` and `chinese.py` recognise addresses by their shape, which varies by country and is cut short
by any form they do not know ("Flat 702, Prestige Shantiniketan, Whitefield, Bengaluru 560048",
"2-14-7 Jingumae, Shibuya-ku, Tokyo", "ул. Тверская, д. 7, Москва 125009"). A label says where the address
is; the field says where it ends. The value runs to the end of the field (end of line, a closing quote,
a table bar, a tab), or, after a verb cue, to the end of the clause; it then continues over a next line
that is only a postcode and a town ("London EC1R 0AA", "00-561 Warszawa").

Evidence besides the label: the value holds a house or postcode number, or Chinese/Japanese/Korean address
characters (路 街 号 楼 区 市, 丁目 番地, 로 길 동), or a street word; for the weak cues ("Where:",
"Location:", "Venue:") it must hold a number and a street word or a postcode, so "Where: Zoom" and
"Location: Room 4B" stay.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

_STRONG_LABEL = (r"(?i:(?:home|current|billing|shipping|delivery|mailing|postal|forwarding|permanent|residential|street|"
                 r"previous|new|old|registered|correspondence|contact|return|pickup|pick-up|drop-off|dropoff|"
                 r"customer|patient|property|site)[ _]+)?(?i:address|addr)(?:[ _]*(?:line[ _]*1|1))?(?:\s+in\s+\p{L}+)?|"
                 r"(?i:adresse|anschrift|wohnanschrift|wohnort|dirección|direccion|domicilio|endereço|endereco|morada|"
                 r"indirizzo|residenza|adres|adresa|адрес|property|home|residence)|"
                 r"地址|住址|现住址|家庭住址|家庭地址|收货地址|收件地址|寄件地址|退回地址|退货地址|联系地址|户籍地址|通讯地址|"
                 r"居住地址|现居住地址|常住地址|送货地址|办公地址|单位地址|注册地址|房屋坐落|住所|주소|所在地")
_WEAK_LABEL = r"(?i:where|location|venue|meeting\s+point|地点|会面地点|见面地点|集合地点)"
# "lives at 14 Kloof Street", "moved to …", "ship it to …", "他住在…", "寄到…"
_VERB_CUE = (r"(?i:lives?\s+at|living\s+at|lives\s+in|moved\s+to|moving\s+to|relocat(?:ed|ing)\s+to|address\s+(?:is|to)|"
             r"ship(?:ped|ping)?\s+(?:it\s+|them\s+)?to|deliver(?:ed|y)?\s+(?:it\s+|them\s+)?to|send\s+(?:it\s+|them\s+)?to|"
             r"mail(?:ed)?\s+(?:it\s+)?to|forward(?:ed)?\s+to|stays?\s+at|staying\s+at)|"
             r"住在|住址是|搬到了?|搬去了?|寄到|寄往|送到|送至|发到|邮寄到|收货地址改为|地址改为|地址改成|地址是|地址为|家在|他家在|她家在")

# (a Latin label stands apart from letters before it; a Chinese one may follow other characters: "香港地址：")
_LABEL_RX = re.compile(r"(?<![A-Za-z\d_])[\"']?(?:(?P<strong>" + _STRONG_LABEL + r")|(?P<weak>" + _WEAK_LABEL + r"))[\"']?"
                       r"(?:\s*\([^()\n]{1,20}\))?(?:\s*\p{Han}{1,4})?(?:\s*(?:[:：=]|\.{2,})|(?<=[\p{Han}])[ \u3000]+(?=\p{Han}))"
                       r"\s*(?P<q>[\"'])?(?P<obj>\{)?"
                       r"|(?P<verb>" + _VERB_CUE + r")\s*(?:[:：]\s*)?")
# Where a field's value ends; a verb cue's value ends at the clause too.
# (and where another field starts inside it: ", mobile 06 …", "，电话 …")
_NEXT_FIELD = (r"[,，;]\s*(?i:mobile|mob|phone|ph|tel|telephone|cell|fax|e-?mail|whatsapp|wechat|contact)\b|[,，]\s*(?:电话|手机|邮箱|联系)"
               r"|\s+(?:Tel|TEL|Phone|Mobile|Fax|Email|E-mail)\b[.:：]?\s*[+(\d]"
               # round 16: the next field of a Chinese form after a gap ("…附3号  电话：028-…")
               r"|[ \t\u3000]+(?:电话|手机|联系电话|邮箱|座机|传真|微信)(?:[：:]|(?=\s?\d))"
               # round 25: a clause or a bare phone number after a comma ("…SY8 1DA, daughter is Mrs Pritchard, 07968 …")
               r"|,\s(?=(?:[a-z]+\s){0,2}(?:is|are|was|were|has|have|had|will|would|can|could|says?|said)\b)"
               r"|,\s*(?=(?:\+|0)\d[\d \-]{8,}\d(?!\d))")
# a sentence's end, not an abbreviation's dot ("18 Kent St. Check-in after 3pm" ends at "St." only if a capital follows)
_SENTENCE_END = r"(?<!\b(?:St|Rd|Ave|No|Apt|Dr|Mt|Ft|Blvd|Ln|Ct|Pl|Sq|Hwy|Jl|Jln|ul|al|Av|Avda|Bd|Str|Nr|Bldg|Fl|Ste))\.\s+(?=\p{Lu})"
# (round 23: a phone said after the address on its line ends it: "… SO17 2AB  Mob 07700 900 377", "…, CA 94110, my
# number 415-930-6628")
_PHONE_NEXT = r"[,;]?\s+(?i:(?:my\s+)?(?:mob(?:ile)?|tel|phone|cell|number|fax)\b\.?:?\s*(?:is\s+|no\.?\s*)?(?=\+?\(?\d))"
_FIELD_END = re.compile(_PHONE_NEXT + r"|[\n\t|\"]|\s{3,}|；|。|！|？|;(?=\s*[\w\"']+\s*[:=])|&(?=[\w%\p{Han}]+=)|(?<=\S)\s+(?:\(|（)|"
                        + _NEXT_FIELD + r"|" + _SENTENCE_END + r"|$")
_CLAUSE_END = re.compile(_PHONE_NEXT + r"|[\n\t|\"]|；|。|！|？|[.!?;](?=\s|$)|,\s(?:and|but|so|if|which|who|where|then)\b|" + _NEXT_FIELD + r"|"
                         r"\s+(?:and|but|so|if|since|because|until|till|til|thru|through|during|while|when|starting|from|on|by|"
                         r"before|after|tomorrow|today|tonight|next|"
                         r"last|this|for|with)\s|，(?=[^，]{0,3}(?:但|所以|如果|然后|明天|今天|记得|别|请|我|他|她))|$")

_CJK_ADDR = re.compile(r"[路街道巷弄号號楼樓栋棟幢座室区區市县縣镇鎮村乡鄉省里院苑庄厦廈丁目番地]|[\uac00-\ud7a3](?:로|길|동|구)")
_STREET = re.compile(r"(?i:(?<![a-z])(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|"
                     r"terrace|crescent|close|cl|square|sq|highway|hwy|parkway|row|mews|gardens|walk|quay|wharf|"
                     r"rue|avenida|av|calle|carrer|rua|via|viale|piazza|corso|strasse|straße|str|weg|platz|allee|gasse|"
                     r"ul|ulica|jalan|jl|soi|thanon|marg|nagar|cross|main|sector|block|flat|apt|apartment|suite|unit|floor|"
                     r"building|tower|house|cottage|farm|estate|po\s+box|plot|lot|barangay|brgy|chome|ku|shi|cho|gu|dong|ro|gil)"
                     r"(?![a-z]))|\d+[-\u2010]\d+(?:[-\u2010]\d+)?|ул\.|д\.")
_ROAD = re.compile(r"(?i:(?<![a-z])(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|"
                   r"terrace|crescent|close|cl|square|sq|highway|hwy|parkway|row|mews|gardens|walk|quay|wharf|"
                   r"rue|avenida|av|calle|carrer|rua|via|viale|piazza|corso|strasse|straße|str|weg|platz|allee|gasse|"
                   r"ul|ulica|jalan|jl|soi|thanon|marg|nagar|cross|sector|chome|ku|gu|dong|ro|gil)(?![a-z]))|\d+-\d+-\d+|"
                   r"[a-zäöüß](?:straße|strasse|gracht|laan|straat|weg|gatan|vägen|vej|gade|katu)(?![a-z])|ул\.")
_ROOM = re.compile(r"(?i:\s*(?:room|rm|conf(?:erence)?|meeting\s+room|board\s*room|floor|level|desk|bay|zoom|teams|huddle))")
_POSTCODE = re.compile(r"(?<![\w])(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{3}-\d{4}|\d{2}-\d{3}|"
                       r"\d{5}-\d{3}|\d{4,6}|\d{4}\s?[A-Z]{2})(?![\w])")
# A next line that is only a postcode and a town, or a town and a postcode: the address goes on over it.
_NEXT_LINE_TAIL = re.compile(r"[ \t]*(?:(?:[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|\d{2}-\d{3}|\d{4,5}(?:\s?[A-Z]{2})?|\d{3}-\d{4})"
                             r"\s\p{Lu}[\p{L}\-]+(?:\s\p{Lu}[\p{L}\-]+){0,2}"
                             r"|\p{Lu}[\p{L}\-]+(?:\s\p{Lu}[\p{L}\-]+){0,2},?\s(?:[A-Z]{2,3}\s)?(?:[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|"
                             r"[A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{4,6}(?:-\d{3,4})?))[ \t]*(?=\n|$)"
                             r"|[ \t]*\p{Han}{1,10}(?:路|街|道|巷)\d{1,5}[号號][\p{Han}\d]{0,12}(?=\n|$)")
_NOT_AN_ADDRESS = re.compile(r"(?i:^(?:n/?a|none|null|tbd|tba|unknown|same|see\s+above|on\s+file|remote|online|zoom|teams|"
                             r"google\s+meet|webex|home|office|待定|无|同上|线上|腾讯会议)\b)|@|https?://|\{\{|\$\{|<")
_TRIM = " \t,.;:，。；：、'\"`)）】」"
_PHONE_LIKE = re.compile(r"[+\d\s().\-/]+(?:\s*(?:ext|x)\.?\s*\d+)?")


# Pre-check (speed only): a piece of every label (which a ":", "=" or "..." follows within a few characters) and of
# every verb cue, lower-cased; _LABEL_RX runs only around them (tests/privacy/test_address_forms.py).
_LABEL_WORDS = ("addr", "adres", "anschrift", "wohn", "direcc", "domicil", "endere", "morada", "indirizz", "residen", "адрес",
                "property", "home", "where", "location", "venue", "meeting point", "地址", "住址", "地点", "坐落", "所在地", "住所",
                "주소")
_VERB_WORDS = ("lives at", "lives in", "live at", "living at", "moved to", "moving to", "move to", "relocat", "address is",
               "address to", "ship to", "ship it", "ship them", "shipped to", "shipping to", "deliver to", "deliver it",
               "deliver them", "delivered to", "delivery to", "send to", "send it", "send them", "mail to", "mail it",
               "mailed to", "forward to", "forwarded to", "stay at", "stays at", "staying at", "住在", "住址是", "搬到", "搬去",
               "寄到", "寄往", "送到", "送至", "发到", "邮寄到", "地址改", "地址是", "地址为", "家在")
_PRECHECK_WORDS = _LABEL_WORDS + _VERB_WORDS
_SEPARATOR = re.compile(r"[^\n]{0,24}?(?:[:：=]|\.{2,})|[ \u3000]+(?=\p{Han})")


_OBJ_FIELD = re.compile(r"[\"'](?P<k>[A-Za-z_0-9]{2,20})[\"']\s*:\s*[\"'](?P<v>[^\"'\n]{1,80})[\"']")
_STREET_KEYS = {"line1", "line_1", "address1", "address_1", "address_line1", "addressline1", "street", "street1", "street_address",
                "streetaddress", "road", "addr1"}
_NOT_PLACE_KEYS = {"type", "label", "name", "phone", "email", "note", "notes", "id", "kind", "lat", "lng", "lon", "latitude",
                   "longitude"}
_HAN_START = re.compile(r"\s*\p{Han}")
_HAN = re.compile(r"\p{Han}")
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_ZH_PLACE_CHAR = re.compile(r"[省市区區县縣镇鎮路街道巷弄厦廈]")
_COMMA_PART = re.compile(r"[^,]+")
_LEAD_WORDS = re.compile(r"(?:(?:still|now|currently|actually|officially|temporarily|at|in|the|now\s+at)\s+)+")


class LabelledAddressRecognizer(SingleEntityRecognizer):
    ENTITY = "ADDRESS"

    def find(self, text: str) -> list[RecognizerResult]:
        out: list[RecognizerResult] = []
        low = text.lower()
        field_end = -1
        for m in self._labels(text, low):
            if m.start() < field_end:
                continue  # a label inside the field just read (repeated labels stay linear: "地址：地址：…")
            start = m.end()
            if start >= len(text) or text[start] in "\n\r":
                if not m.group("strong"):
                    continue
                start = start + 1 if start < len(text) else start  # "Address:\n  14 Kloof Street …"
                while start < len(text) and text[start] in " \t":
                    start += 1
            end_rx = _CLAUSE_END if m.group("verb") else _FIELD_END
            stop = end_rx.search(text, start, start + 200)  # bounded: a field is short (and the search linear)
            end = stop.start() if stop else min(len(text), start + 200)
            if m.group("obj"):  # "address":{"line1":"7 Admiralty Way","city":"Lekki","state":"Lagos"}
                span = self._object_span(text, m.end())
                if span:
                    out.append(self.result(span[0], span[1], 0.65))
                continue
            if m.group("q"):  # a quoted value ends at its closing quote: home_addr='…' WHERE …
                close = text.find(m.group("q"), start, start + 200)
                end = min(end, close) if close >= 0 else end
            end = min(end, start + 160)
            field_end = end
            value = text[start:end]
            if _HAN_START.match(value):
                cut = re.search(r"[，,。；！？、]", value)  # a Chinese address is one run of characters
                value = value[:cut.start()] if cut else value
            value = value.rstrip(_TRIM)
            end = start + len(value)
            weak, verb = bool(m.group("weak")), bool(m.group("verb"))
            lead = _LEAD_WORDS.match(value)
            if lead and (weak or verb or m.group("strong")):
                start, value = start + lead.end(), value[lead.end():]
            tail = _NEXT_LINE_TAIL.match(text, end + 1) if text[end:end + 1] == "\n" and not m.group("verb") else None
            tail_text = tail.group().strip() if tail else ""
            if not self._plausible(value + (" " + tail_text if tail_text else ""), weak=weak, verb=verb):
                continue
            if (weak or verb) and not _HAN_START.match(value):
                # a venue's or a building's name before the street stays out: "Where: Restaurant X, Keizersgracht 18, …"
                parts = list(_COMMA_PART.finditer(value))
                first = next((p for p in parts if any(c.isdigit() for c in p.group())), None)
                if first is not None and first.start() > 0:
                    start += first.start() + len(first.group()) - len(first.group().lstrip())
            if tail is not None and tail_text:
                end = tail.end()
                while text[end - 1] in " \t":
                    end -= 1
            out.append(self.result(start, end, 0.65 if m.group("strong") else 0.55))
        return out

    @staticmethod
    def _object_span(text: str, start: int) -> tuple[int, int] | None:
        """From the first value of an address object's street key to the end of its last place value (city, state,
        postcode), JSON punctuation between them included; None if the object has no street value."""
        close = text.find("}", start, start + 400)
        if close < 0:
            return None
        first = last = None
        for km in _OBJ_FIELD.finditer(text, start, close):
            key = km.group("k").lower()
            if first is None and key in _STREET_KEYS:
                first = km.start("v")
            if first is not None and key not in _NOT_PLACE_KEYS and key != "country":
                last = km.end("v")
        if first is None or last is None or not any(c.isdigit() for c in text[first:last]):
            return None
        return first, last

    @staticmethod
    def _labels(text: str, low: str) -> list:
        """The label and cue matches of _LABEL_RX, searched only around the words they contain (speed only: a scan of
        the whole text with _LABEL_RX costs ~0.5 ms/KB; the words are found by substring search)."""
        spots = []
        for words, needs_separator in ((_LABEL_WORDS, True), (_VERB_WORDS, False)):
            for w in words:
                i = low.find(w)
                while i >= 0:
                    if not needs_separator or _SEPARATOR.match(text, i + len(w)):
                        spots.append(i)
                    i = low.find(w, i + 1)
        # a label begins at most ~40 characters before its word ("residential address", "ship them to"); spots close
        # together share one window, so that a run of labels is searched once
        windows: list[list[int]] = []
        for i in sorted(set(spots)):
            if windows and i - 40 <= windows[-1][1]:
                windows[-1][1] = i + 60
            else:
                windows.append([max(0, i - 40), i + 60])
        found: dict[int, object] = {}
        for a, b in windows:
            for m in _LABEL_RX.finditer(text, a, min(len(text), b)):
                found.setdefault(m.start(), m)
        return [found[k] for k in sorted(found)]

    @staticmethod
    def _plausible(value: str, *, weak: bool, verb: bool) -> bool:
        if "+" in value and " " not in value:
            value = value.replace("+", " ")  # a URL's query: "221B+Baker+St,+London+NW1+6XE"
        if not 5 <= len(value) <= 160 or _NOT_AN_ADDRESS.search(value) or _PHONE_LIKE.fullmatch(value):
            return False
        cjk = len(_CJK_ADDR.findall(value))
        has_digit = any(c.isdigit() for c in value)
        if _HAN.search(value):
            # Chinese: a place hierarchy or a road with its number ("杭州市西湖区文三路478号", "朝阳区望京西园三区312楼")
            if weak and not _ZH_PLACE_CHAR.search(value):
                return False  # "地点：3号会议室" is a room, not an address
            return cjk >= 2 and (has_digit or cjk >= 3) and len(value) >= 6
        if _HANGUL.search(value):
            return cjk >= 1 and has_digit
        words = len(value.split())
        if words < 2 or not has_digit and not verb:
            return False
        street = _STREET.search(value) is not None
        post = _POSTCODE.search(value) is not None
        if weak or verb:
            # a room, a floor or a building alone is where a meeting is, not someone's address
            return has_digit and _ROAD.search(value) is not None and not _ROOM.match(value)
        return street or post or "," in value


# Shapes without a label that places.py does not know: romanised Japanese and Korean addresses, Russian ones.
JP_ROMAN = (r"(?<![\w\-])\d{1,2}-\d{1,2}(?:-\d{1,4})?\s\p{Lu}\p{Ll}+(?:[\- ]\p{Ll}+)?,\s\p{Lu}\p{Ll}+-(?:ku|shi|cho|machi|gun|mura)"
            r"(?:,\s\p{Lu}\p{Ll}+(?:-(?:to|fu|ken))?)?(?:,?\s\d{3}-\d{4})?(?:,\s(?:Japan|JP))?")
KR_ROMAN = (r"(?<![\w\-])(?:\d{1,4}-\d{1,4},\s)?\d{1,4}(?:-\d{1,3})?,?\s\p{Lu}[\p{L}]+-(?:ro|gil|daero)(?:\s\d{1,3}(?:beon)?-gil)?"
            r"(?:,\s\p{Lu}\p{Ll}+-(?:gu|si|gun|dong|eup|myeon))+(?:,\s\p{Lu}\p{Ll}+)?(?:,?\s\d{5})?(?:,\s(?:South\s)?Korea)?")
RU_ADDRESS = (r"(?<![\w])(?:ул\.|улица|пр\.|пр-т|проспект|пер\.|переулок|наб\.|набережная|ш\.|шоссе|бульвар|б-р|пл\.|площадь)"
              r"\s?\p{Lu}[\p{L}\-]+(?:\s\p{L}[\p{L}\-]+)?,?\s(?:д\.|дом)\s?\d{1,4}[а-я]?(?:,?\s(?:кв\.|корп\.|стр\.|к\.)\s?\d{1,4})*"
              r"(?:,\s\p{Lu}\p{Ll}+(?:[\s\-]\p{Lu}\p{Ll}+)?)?(?:,?\s\d{6})?")

# Round 16: a UK postcode or an Irish Eircode ends an address whose street has no street word, or that begins with a
# unit or a floor ("Unit 4, Carn Brea Industrial Estate, Redruth TR15 3RQ", "3rd Floor, Prestige Tower, 12 MG Road,
# Bengaluru 560001", "14 Gort na Mona, Galway H91 X2C4"); a letter's address block in capitals ("FLAT 2 31 CORPORATION
# STREET" over "STAFFORD ST16 3AG").
_UK_POST = r"[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}"
_EIRCODE = r"(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[0-9AC-FHKNPRTV-Y]{4}"
_TOWN = r"\p{Lu}\p{Ll}+(?:[\s\-]\p{Lu}\p{Ll}+)?"
UNIT_FIRST = (r"(?<![\w])(?:(?:Unit|Flat|Suite|Apartment|Apt|Studio)\s?[\dA-Z]{1,4}[A-Z]?|\d{1,2}(?:st|nd|rd|th)\s+Floor)"
              r"(?:,\s[\p{L}\d][\p{L}\d'\- ]{1,40}){1,3},\s" + _TOWN + r"\s(?:" + _UK_POST + r"|" + _EIRCODE + r"|\d{5,6})(?![\w])")
NUMBER_TOWN_POST = (r"(?<![\w,.\-])\d{1,4}[A-Za-z]?\s\p{Lu}[\p{L}'\-]+(?:\s[\p{L}'\-]+){0,4},\s(?:" + _TOWN + r",?\s)?" + _TOWN
                    + r",?\s(?:" + _UK_POST + r"|" + _EIRCODE + r")(?![\w])")
UPPER_STREET = (r"(?m:^[ \t]*(?:(?:FLAT|UNIT|APARTMENT|SUITE)\s[\dA-Z]{1,4}\s)?\d{1,4}[A-Z]?\s[A-Z][A-Z'\-]+(?:\s[A-Z][A-Z'\-]+){0,3}\s"
                r"(?:STREET|ROAD|LANE|AVENUE|DRIVE|CLOSE|WAY|CRESCENT|TERRACE|PLACE|COURT|GARDENS|GROVE|HILL|SQUARE|ROW|WALK|MEWS)"
                r"(?:\n[ \t]*[A-Z][A-Z'\-]+(?:\s[A-Z][A-Z'\-]+){0,2}\s" + _UK_POST + r")?[ \t]*$)")


class AddressShapeRecognizer(SingleEntityRecognizer):
    """The romanised Japanese and Korean and the Russian shapes, and those that end in a UK postcode or an Eircode
    (round 16), each run only on a text holding its marker."""

    ENTITY = "ADDRESS"
    _POSTCODED = re.compile(r"(?<![\w])(?:" + _UK_POST + r"|" + _EIRCODE + r"|\d{5,6})(?![\w])")
    _SHAPES = ((re.compile(JP_ROMAN), re.compile(r"-(?:ku|shi|cho|machi|gun|mura)\b")),
               (re.compile(KR_ROMAN), re.compile(r"-(?:ro|gil|daero)\b")),
               (re.compile(RU_ADDRESS), re.compile(r"[\u0400-\u04ff]")),
               (re.compile(UNIT_FIRST), re.compile(r"(?:Unit|Flat|Suite|Apartment|Apt|Studio|Floor)\b")),
               (re.compile(NUMBER_TOWN_POST), _POSTCODED),
               (re.compile(UPPER_STREET), re.compile(r"(?:STREET|ROAD|LANE|AVENUE|DRIVE|CLOSE|WAY|CRESCENT|TERRACE|PLACE|"
                                                     r"COURT|GARDENS|GROVE|HILL|SQUARE|ROW|WALK|MEWS)\b")))

    def find(self, text: str) -> list[RecognizerResult]:
        return [self.result(m.start(), m.end(), 0.6) for rx, marker in self._SHAPES if marker.search(text)
                for m in rx.finditer(text)]


def address_form_recognizers(lang: str) -> list:
    return [LabelledAddressRecognizer(lang), AddressShapeRecognizer(lang)]


# An address found by its shape often stops at its line's end while the next line holds its postcode and town
# ("Flat 3, 27 Wilmslow Rd" / "Manchester M14 5TB"), or stops before ", Moskva 125009": detect.py extends it.
# (round 38: a county written "Co." before its name, "Stanley, Co. Durham DH9 0LT")
_SAME_LINE_TAIL = re.compile(r",\s(?:(?:Co\.\s)?\p{Lu}\p{Ll}+(?:[ \t\-]\p{Lu}\p{Ll}+){0,2},?\s){0,2}(?:[A-Z]{2,3}\s)?"
                             r"(?:[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{3}-\d{4}|\d{2}-\d{3}|\d{5}-\d{3}|\d{4,6}(?!\s?\d))"
                             r"(?:[ \t]\p{Lu}\p{Ll}+(?:[ \t\-]\p{Lu}\p{Ll}+){0,2})?(?![\w\-])")


def extend_address(text: str, start: int, end: int) -> int:
    """The end of an address found as text[start:end], over a postcode-and-town tail on its line or the next."""
    m = _SAME_LINE_TAIL.match(text, end)
    if m:
        end = m.end()
    if text[end:end + 1] == "\n":
        m = _NEXT_LINE_TAIL.match(text, end + 1)
        if m and m.group().strip() and "\n" not in m.group():
            end = m.end()
            while text[end - 1] in " \t":
                end -= 1
    return end
