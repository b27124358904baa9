"""A text's names, completed after the recognizers have run (round 9).

Three things a recognizer that looks at one place at a time cannot see:

- **the title is part of the name**: "Dear Mr. Fitzgerald" sends "Mr. PERSON_001" out if only the surname is
  redacted; the title says the person's sex and rank and is inside the span (a name found as "Fitzgerald" grows over
  an honorific right before it: Mr, Mrs, Ms, Miss, Mx, Dr, Prof, Sir, Dame);
- **a name found once is a name everywhere in the text**: "To: Anton Baranov" and then "Anton, the settlement…",
  "Liam R: me" after "Liam R" was found, "NGOZI OKAFOR" after "Ngozi Okafor": every other standalone occurrence of a
  found name, or of a part of it that is itself a given name or surname of the name lists (a part of three letters
  or more, capitalised, in any letter case), is the same person;
- **a capitalised given name of the name lists stands alone** ("Jenny 的 key", "Agent (Shay)", "Aunt Rosa"), with
  the capitalised surname after it when there is one — except words that are also months, weekdays, places or
  ordinary words (the lists' ambiguous names, "Jan", "Sun", "Hong Kong", "Kenya").
"""
from __future__ import annotations

from collections.abc import Callable

import regex as re

from edge_agent.privacy.han_people import han_people
from edge_agent.privacy.han_people import name_like as han_name_like
from edge_agent.privacy.recognizers import name_lists

_HONORIFIC = re.compile(r"(?:\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|MR|MRS|MS|DR|PROF)\.?[ \t]+|先生|女士)$")
_TITLE_AFTER = re.compile(r"(?:先生|女士|小姐|太太|老师|医生|顾问|经理|阿姨|师傅|护士|律师|主任|院长|教练|同学|小朋友)"
                          r"(?!傅|姐|人|会|们)")  # (not "老师傅", "小姐姐", "经理人", "同学会")
_WORD = re.compile(r"(?<![\p{L}\p{N}_@./\\-])\p{Lu}[\p{Ll}'’]{2,}(?![\p{L}\p{N}_@/\\]|[.\-]\p{L})")
_NEXT_SURNAME = re.compile(r"(?:[ \t] ?)((?:(?!I[ \t])\p{Lu}\.?[ \t]+)?(?:[ODL]['’])?\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}\p{N}_@])")
# Given names that are also a month, a weekday, a place or a word at the start of a place's name.
_INITIAL_AFTER = re.compile(r"[ \t](?!I(?![\p{L}.]))\p{Lu}\.?(?![\p{L}\p{N}])(?=[ \t]*(?:$|[|,;:)）]|->|—|–))", re.M)
_HAN_ONLY = re.compile(r"\p{Han}{2,6}")
_NOT_ALONE = frozenset("""jan feb mar apr jun jul aug sep sept oct nov dec sun mon tue wed thu fri sat
hong kenya milan marina paris sydney austin florence georgia victoria jordan chelsea israel india china lincoln
washington kent york orlando adelaide regina salem savannah phoenix dallas eugene madison aurora alma mercy
""".split())
# A capitalised word right before a listed name makes it part of another proper noun ("Chiang Mai", "SANTA CLARA"),
# unless the word is a role, a kinship word or a greeting ("Aunt Rosa", "Host Marco", "Hi Jenny").
_PREVIOUS = re.compile(r"(\p{Lu}[\p{L}'’]*)[ \t]+$")
_LEAD_INS = frozenset("""aunt auntie uncle cousin sister brother grandma grandpa granny nana mom mum dad mother father
host agent nurse coach doctor officer captain teacher driver pastor tutor chef manager director
dear hi hello hey thanks thank ask tell call cc attn from to with and or by for, cheers love
""".split())


def _name_like_login(value: str) -> bool:
    """A lower-case name found once (a login) is looked for again only when it reads as a name ("oconnor.siobhan",
    "abello"): a user found in "user = shop" is not looked for in "dbname=shop"."""
    if re.search(r"[._\-]", value):
        return True
    return any(value[:k] in name_lists.GIVEN for k in range(3, len(value))) or \
        any(value[k:] in name_lists.SURNAMES for k in range(1, len(value) - 2))


def _bounded(text: str, a: int, b: int) -> bool:
    """No letter, digit or path/handle character glued to text[a:b] ("anton.baranov", "@anton", "Antonio")."""
    before = text[a - 1] if a else " "
    after = text[b] if b < len(text) else " "
    if before.isalnum() or before in "_@./\\-" or after.isalnum() or after in "_@/\\":
        return False
    return not (after in ".-" and b + 1 < len(text) and text[b + 1].isalpha())


def _occurrences(text: str, name: str):
    """Where `name` stands again: as written or in capitals ("Anton", "ANTON"; never "anton" in a path or a sentence),
    standing alone; a Han name also inside a run of Han text (Chinese has no spaces: "我家朵朵对青霉素过敏")."""
    han = bool(_HAN_ONLY.fullmatch(name))
    for variant in {name, name.upper()} if name[:1].isupper() else {name}:
        i = text.find(variant)
        while i >= 0:
            if han or _bounded(text, i, i + len(variant)):
                yield i, i + len(variant)
            i = text.find(variant, i + 1)

_ROMAN = r"(?P<r>\p{Lu}[\p{L}'’\-]+(?:[ \t]\p{Lu}[\p{L}'’\-]+){1,3})"
_ROMAN_AFTER = re.compile(r"[ \t]*(?:[/／|（(][ \t]*)" + _ROMAN + r"(?=[ \t]*(?:$|[\n)）|,，;；/]))")
_ROMAN_BEFORE = re.compile(r"(?<![\p{L}\p{N}])" + _ROMAN + r"[ \t]*(?:[/／|][ \t]*)?$")
_LABEL_WORDS = frozenset("""dear hi hello name guest applicant student customer client contact account holder user from to
cc attn approved by manager director teacher mr mrs ms dr prof team dept department""".split())



def _romanised_name(value: str) -> bool:
    """In capitals (as a passport writes it) or with a listed surname or given name, and no label's word."""
    words = re.split(r"[ \t\-]+", value.casefold())
    if _LABEL_WORDS.intersection(words):
        return False
    if value.isupper() or any(w in name_lists.SURNAMES or w in name_lists.GIVEN for w in words):
        return True
    # round 27: pinyin, surname first or last, beside the Han name it spells ("唐慧敏 / TANG Huimin", "Wang Jiayi")
    return len(words) == 2 and any(words[i] in name_lists.PINYIN_SURNAMES and name_lists.is_pinyin_given(words[1 - i])
                                   for i in (0, 1))


def complete(text: str, found: list, make: Callable) -> list:
    """`found` plus the names above; `make(type, start, end, score)` builds an entity of the caller's kind."""
    people = [e for e in found if e.type == "PERSON"]
    taken = [(e.start, e.end) for e in found]
    out = list(found)

    def free(a: int, b: int) -> bool:
        return all(b <= x or a >= y for x, y in taken)

    def after_proper(a: int) -> bool:
        m = _PREVIOUS.search(text, max(0, a - 30), a)
        return bool(m) and m.group(1).casefold() not in _LEAD_INS

    def add(a: int, b: int, score: float) -> None:
        out.append(make("PERSON", a, b, score))
        taken.append((a, b))

    # titles: replace the entity by one that holds its honorific
    for k, e in enumerate(out):
        if e.type == "PERSON":
            m = _HONORIFIC.search(text, max(0, e.start - 8), e.start)
            if m and m.end() == e.start and free(m.start(), m.start() + 1):
                out[k] = make("PERSON", m.start(), e.end, e.score)
    # round 24: a Chinese title right after a name ("孙磊先生", "Jenny顾问"): the corpora mark it inside the span, or
    # leave it outside beside the name; taken inside, the name is covered either way, and the title says the sex
    for k, e in enumerate(out):
        if e.type == "PERSON" and (t := _TITLE_AFTER.match(text, e.end)) and free(e.end, t.end()):
            out[k] = make("PERSON", out[k].start, t.end(), e.score)
    # chat speakers and children named by a parent, in Chinese (han_people.py)
    spans = [(e.start, e.end) for e in people]
    for a, b in han_people(text):
        if free(a, b):
            add(a, b, 0.55)
            spans.append((a, b))
    # a Chinese name's romanised form beside it: "陳怡君 / CHEN YI-CHUN", "KIM MIN-JI 金敏智" (round 16)
    for a, b in list(spans):
        if _HAN_ONLY.fullmatch(text[a:b]) and han_name_like(text[a:b]):
            for m in (_ROMAN_AFTER.match(text, b), _ROMAN_BEFORE.search(text, max(0, a - 40), a)):
                if m and free(m.start("r"), m.end("r")) and _romanised_name(m.group("r")):
                    add(m.start("r"), m.end("r"), 0.6)
    # a found name again, and its listed parts alone
    names: dict[str, bool] = {}
    for a, b in spans:
        value = text[a:b].strip()
        if len(value) < 2 or value.isdigit() or value.islower() and not _name_like_login(value) \
                or _HAN_ONLY.fullmatch(value) and not han_name_like(value):
            continue
        names[value] = True
        for part in re.findall(r"\p{L}[\p{L}'’]{2,}", value):
            low = part.casefold()
            if (low in name_lists.GIVEN or low in name_lists.SURNAMES) and low not in name_lists.GIVEN_AMBIGUOUS \
                    and low not in _NOT_ALONE:
                names.setdefault(part, False)
    for name in sorted(names, key=len, reverse=True):
        for a, b in _occurrences(text, name):
            if free(a, b) and (" " in name or not after_proper(a)):
                add(a, b, 0.6)
    # a listed given name alone, with a capitalised surname after it
    for m in _WORD.finditer(text):
        low = m.group().casefold()
        if low not in name_lists.GIVEN or low in name_lists.GIVEN_AMBIGUOUS or low in _NOT_ALONE \
                or after_proper(m.start()):
            continue
        end = m.end()
        nxt = _NEXT_SURNAME.match(text, end)
        if nxt and nxt.group(1).casefold() not in _NOT_ALONE and not re.match(r"[ \t]*(?:\p{Lu}|&)", text[nxt.end():]):
            end = nxt.end()
        if free(m.start(), end):
            add(m.start(), end, 0.5)
        elif end != m.end() and free(m.start(), m.end()):
            add(m.start(), m.end(), 0.5)
        elif end != m.end() and free(m.end(), end):
            # round 27: a recognizer found the given name alone; the surname after it is the same person's
            for k, e in enumerate(out):
                if e.type == "PERSON" and (e.start, e.end) == (m.start(), m.end()):
                    out[k] = make("PERSON", e.start, end, e.score)
                    taken.append((m.end(), end))
    # round 35: a one-word name with its surname's initial after it, where a cell, a clause or an arrow ends ("| Aileen
    # D. |", "Joe K |", "Femi A. -> …"; not "I")
    for k, e in enumerate(out):
        if e.type == "PERSON" and _WORD.fullmatch(text, e.start, e.end) and (i := _INITIAL_AFTER.match(text, e.end)) \
                and free(e.end, i.end()):
            out[k] = make("PERSON", e.start, i.end(), e.score)
            taken.append((e.end, i.end()))
    return out
