"""Detector: finds sensitive spans in one text.

Routing: each line goes to the English pipeline (spaCy NER + patterns), the Chinese one
(blank zh + jieba + patterns), or both when it mixes the two scripts. Consecutive lines of
one kind are grouped into chunks of at most `chunk_chars`, because Presidio with spaCy
gets superlinearly slow past ~4 KB. PEM blocks are never cut by a chunk boundary.
Overlapping detections are resolved by type tier (checksummed or exact formats first),
then length, then score.
"""
from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import regex as re

from edge_agent.privacy import engine, result_cache, tagger
from edge_agent.privacy.amount_extent import amount_end
from edge_agent.privacy.analysis import SHAPED
from edge_agent.privacy.reading import read_as
from edge_agent.privacy.across_lines import across_lines
from edge_agent.privacy.placeholders import is_placeholder
from edge_agent.privacy.recognizers.keys import is_public_id
from edge_agent.privacy.address_extent import flat_parts, grow_address, house_name
from edge_agent.privacy.org_accounts import without_org_accounts
from edge_agent.privacy.business_address import of_business, without_premises
from edge_agent.privacy.han_people import NOT_NAMES
from edge_agent.privacy.not_personal import not_personal
from edge_agent.privacy.medical_context import about_no_one
from edge_agent.privacy.medical_extent import extend_medical, join_medical
from edge_agent.privacy.person_extent import complete as complete_people
from edge_agent.privacy.recognizers.address_forms import extend_address
from edge_agent.privacy.recognizers.chinese import han_name_shape
from edge_agent.privacy.recognizers.numbers import owned, signed
from edge_agent.privacy.recognizers.phone_forms import local_after_names
from edge_agent.privacy.recognizers.price_forms import in_price_table
from edge_agent.privacy.repeats import again
from edge_agent.privacy.recognizers.organisations import is_organisation
from edge_agent.privacy.result_cache import ResultCache
from edge_agent.privacy.secrets import KnownSecrets
from edge_agent.privacy.trim import clean_person, clean_phone
from edge_agent.privacy.tagger import Tagger

DEFAULT_ENTITIES = ("PERSON", "PHONE", "EMAIL", "CARD", "IDCARD", "APIKEY", "SECRET", "ADDRESS", "AMOUNT", "IBAN", "SSN",
                    "PASSWORD", "CVV", "PASSPORT", "NATIONAL_ID", "IP_ADDRESS", "DATE_OF_BIRTH", "MEDICAL")
# Checksummed or exact formats win an overlap; context-confirmed values (a date after "DOB",
# a number after "passport") beat shape-only ones (a phone-like digit run).
BATCH_SIZE = 32  # chunks per spaCy batch in analyze_many
_TIER = {"APIKEY": 3, "IDCARD": 3, "CARD": 3, "IBAN": 3, "EMAIL": 3, "SSN": 3, "IP_ADDRESS": 3, "PASSPORT": 3,
         "NATIONAL_ID": 3, "DATE_OF_BIRTH": 3, "CVV": 2, "PHONE": 2, "ADDRESS": 2, "PASSWORD": 2,
         "SECRET": 3, "PERSON": 1, "AMOUNT": 1, "MEDICAL": 1}
_HAN = re.compile(r"\p{Han}")
# (round 28: a phone's extension is no longer grown into it, as round 23 did: of 17 labelled phones with an extension
# after them in the development corpora, 11 leave it out -- 7 of the 8 in corpora written since blind42 -- and one
# corpus calls the extension a look-alike of its own)
# Words of the medical vocabulary, so that "Cardiac Surgery" stays a procedure while "Riverside Surgery" is a practice.
_LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
# (round 35: a Korean name in Hangul in brackets too, "PARK Ji-yeon (박지연)")
_HAN_NAME_AFTER = re.compile(r"[ \u3000]?(?:[（(](?P<n>\p{Han}{2,5}(?:[·•]\p{Han}{1,4})?|\p{Hangul}{2,4})(?=[)）])|"
                             r"(?P<n>\p{Han}{2,4})(?=[\s,，;；、)）]|$))")
_PEM = re.compile(r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----.+?-----END [A-Z0-9 ]*PRIVATE KEY-----(?:\\n)?"
                  r"|-----BEGIN PGP PRIVATE KEY BLOCK-----.+?-----END PGP PRIVATE KEY BLOCK-----", re.S)

@dataclass(frozen=True)
class Entity:
    type: str
    start: int
    end: int
    text: str
    score: float


_LETTER = re.compile(r"\p{L}")


def _line_langs(line: str) -> tuple[str, ...]:
    han = len(_HAN.findall(line))
    if not han:
        return ("en",)
    # Mixed lines (a Chinese sentence quoting an English name) go through both pipelines.
    return ("zh", "en") if len(_LATIN_WORD.findall(line)) >= 3 else ("zh",)


def segments(text: str, chunk_chars: int) -> list[tuple[int, int, tuple[str, ...]]]:
    """(start, end, languages) pieces covering `text`, each at most ~chunk_chars long."""
    unbreakable = [(m.start(), m.end()) for m in _PEM.finditer(text)]
    out: list[list] = []
    pos = 0
    for line in text.splitlines(keepends=True):
        start, end, langs = pos, pos + len(line), _line_langs(line)
        pos = end
        while end - start > chunk_chars:  # one very long line: cut at whitespace or punctuation
            cut = _cut_point(text, start, start + chunk_chars, unbreakable)
            out.append([start, cut, langs])
            start = cut
        inside_pem = any(a < start < b for a, b in unbreakable)
        # (round 23: a line after one that ends in a colon is read with it in that line's languages too, so that a cue
        # in Chinese finds its value on the next line: "手动输入 setup key：" / "icma lkme tchm lvf5 …")
        after_colon = bool(out) and text[max(out[-1][0], start - 64):start].rstrip().endswith((":", "："))  # (the line's end)
        introduced = after_colon and set(langs) < set(out[-1][2])
        # (round 35: a line of digits alone after a Chinese heading ending in a colon is read with the heading too, and on
        # its own as before: "Backup codes 备用码（用一个划掉一个）:" / "8000 0879   5429 0332")
        neutral = after_colon and langs == ("en",) and out[-1][2] != langs and not _LETTER.search(line) \
            and end - out[-1][0] <= chunk_chars
        if out and (out[-1][2] == langs or introduced) and (end - out[-1][0] <= chunk_chars or inside_pem):
            out[-1][1] = end
        elif neutral:
            out[-1][1] = end
            out.append([start, end, langs])
        else:
            out.append([start, end, langs])
    return [tuple(s) for s in out if s[1] > s[0]]


def _price_cell(text: str, start: int, end: int) -> bool:
    """A cell of a price list's table is what something costs, unless the amount's own clause makes it someone's."""
    return in_price_table(text, start) and not owned(text, start, end)


def _cut_point(text: str, lo: int, hi: int, unbreakable: list[tuple[int, int]]) -> int:
    for a, b in unbreakable:
        if a < hi < b:
            hi = a if a > lo else b
    for i in range(hi, lo + (hi - lo) // 2, -1):
        if text[i - 1] in " \t,;，。；、":
            return i
    return hi


def _merge_names(candidates: list[Entity]) -> list[Entity]:
    """Names that overlap without one holding the other are one name found twice ("Li Mei" and "Mei 李梅"): their
    union is kept, so neither part is lost to the other in the overlap resolution below."""
    names = sorted((e for e in candidates if e.type == "PERSON"), key=lambda e: (e.start, -e.end))
    if len(names) < 2:
        return candidates
    merged: list[Entity] = []
    open_at = -1  # the name that reaches furthest so far; one inside it does not take its place (round 20: "TAN Mei
    for e in names:  # Ling" + "Mei Ling" + "Ling 陈美玲" is one name, not "Mei Ling 陈美玲" beside "TAN Mei Ling")
        last = merged[open_at] if open_at >= 0 else None
        if last is not None and e.end <= last.end:
            merged.append(e)
        elif last is not None and e.start < last.end and last.start < e.start:
            merged[open_at] = Entity("PERSON", last.start, e.end, last.text + e.text[last.end - e.start:],
                                     max(last.score, e.score))
        else:
            merged.append(e)
            open_at = len(merged) - 1
    return [e for e in candidates if e.type != "PERSON"] + merged


def resolve(candidates: Iterable[Entity]) -> list[Entity]:
    """Keep the best of overlapping spans; the result is sorted by position."""
    ranked = sorted(_merge_names(list(candidates)), key=lambda e: (-_TIER.get(e.type, 0), -(e.end - e.start), -e.score, e.start))
    kept: list[Entity] = []
    for e in ranked:
        if all(e.end <= k.start or e.start >= k.end for k in kept):
            kept.append(e)
    return sorted(kept, key=lambda e: e.start)


class Detector:
    """Thread-compatible; the heavy engine is shared by every Detector in the process."""

    def __init__(self, *, entities: Iterable[str] = DEFAULT_ENTITIES, threshold: float = engine.SCORE_THRESHOLD,
                 chunk_chars: int = 4000, known_secrets: Iterable[str] = (), cache: bool = True,
                 learned: bool | str | Path = True):
        """`learned`: the learned tagger's second opinion after the rules (privacy/tagger.py): True for the
        shipped model, a path for another model, False for the rules alone."""
        self.entities = list(entities)
        self.threshold = threshold
        self.chunk_chars = chunk_chars
        self.known = KnownSecrets(known_secrets)
        self.chars_analysed = 0  # counted so callers (the gate, the benchmark) can prove reuse
        self.calls = 0
        self._passes: dict = {}
        # Settings that change what the engine finds; part of every cache key.
        self._config = json.dumps([sorted(self.entities), self.threshold, self.chunk_chars])
        self.cache: ResultCache | None = result_cache.SHARED if cache else None
        self.tagger: Tagger | None = None
        if learned:
            self.tagger = tagger.shared(tagger.DEFAULT_MODEL if learned is True else Path(learned))

    def warm_up(self) -> None:
        engine.get_analyzer()

    def learn(self, values: Iterable[str], source: str = "runtime") -> list[str]:
        return self.known.add(values, source)

    def analyze(self, text: str) -> list[Entity]:
        return self.analyze_many([text])[0]

    def analyze_many(self, texts: Sequence[str]) -> list[list[Entity]]:
        """Entities of each text. Texts seen before (same content, same settings) reuse the
        engine's earlier result; the others are analysed together, one spaCy batch per language."""
        self.calls += len(texts)
        self.chars_analysed += sum(len(t) for t in texts)
        base: list[list[Entity] | None] = [None] * len(texts)
        todo: dict[bytes, list[int]] = {}
        for i, text in enumerate(texts):
            if not text.strip():
                base[i] = []
                continue
            key = self.cache.key(text, self._config) if self.cache is not None else i.to_bytes(8, "big")
            spans = self.cache.get(key) if self.cache is not None else None
            if spans is not None:
                base[i] = [Entity(t, a, b, text[a:b], sc) for t, a, b, sc in spans]
            else:
                todo.setdefault(key, []).append(i)
        if todo:
            originals = [texts[ix[0]] for ix in todo.values()]
            fresh = self._engine_candidates([read_as(t) for t in originals])
            fresh = [[Entity(e.type, e.start, e.end, o[e.start:e.end], e.score) for e in found]
                     for o, found in zip(originals, fresh)]
            for (key, ix), found in zip(todo.items(), fresh):
                if self.cache is not None:
                    self.cache.put(key, len(texts[ix[0]]), tuple((e.type, e.start, e.end, e.score) for e in found))
                for i in ix:
                    base[i] = found
        out: list[list[Entity]] = []
        for text, cached in zip(texts, base):
            if not text.strip():
                out.append([])
                continue
            known = [Entity("SECRET", a, b, text[a:b], 1.0) for a, b in self.known.find(text)]
            found = resolve(e for e in known + (cached or []) if e.type in self.entities or e.type == "SECRET")
            repeated = [Entity(t, a, b, text[a:b], sc) for t, a, b, sc in again(text, found)]
            if repeated:  # most texts repeat no value: no second resolve on the gate's path
                found = resolve(found + repeated)
            found = self._second_opinion(text, found) if self.tagger is not None else found
            if any(e.type == "MEDICAL" for e in found) and about_no_one(text, [e.type for e in found]):
                found = [e for e in found if e.type != "MEDICAL"]  # a leaflet's or a notice's health words (round 21)
            # an amount reaches over its period and a currency code after it ("£40 a month", "$117.50 CAD"; round 34)
            found = [Entity(e.type, e.start, b, text[e.start:b], e.score)
                     if e.type == "AMOUNT" and (b := amount_end(text, e.end)) != e.end else e for e in found]
            out.append(found)
        return out

    def _second_opinion(self, text: str, found: list[Entity]) -> list[Entity]:
        assert self.tagger is not None
        money = [e.type == "AMOUNT" and owned(text, e.start, e.end) for e in found]
        spans = [(e.type, e.start, e.end) for e in found]
        keep, added = self.tagger.judge(text, spans, money)
        people = [(e.start, e.end) for e in found if e.type == "PERSON"]
        # what the tagger adds passes the rules' own last filter: a vet's diagnosis is no person's (round 16); and an
        # amount it adds, the amount judge, as the rules' amounts do (round 29: a turnover, a quote's column)
        more = [Entity(t, a, b, text[a:b], p) for t, a, b, p in added
                if t in self.entities and not not_personal(text, t, a, b, people) and not is_placeholder(t, text[a:b])
                and not (t == "ADDRESS" and of_business(text, a, b))
                and (t != "AMOUNT" or self.tagger.amounts.keep(text, a, b, owned(text, a, b), spans)
                     and not _price_cell(text, a, b))]  # (round 33: a price list's cell, as for the rules' amounts)
        return without_org_accounts(text, sorted([e for e, k in zip(found, keep) if k] + more, key=lambda e: e.start))

    def _engine_candidates(self, texts: list[str]) -> list[list[Entity]]:
        """Every candidate the engine finds in each text, before overlaps are resolved."""
        from edge_agent.privacy.columns import column_entities, sql_entities  # import Entity from here

        analyzer = engine.get_analyzer()
        found: list[list[Entity]] = []
        chunks: dict[str, list[tuple[int, str, int]]] = {}  # lang -> (text index, chunk, offset)
        for i, text in enumerate(texts):
            found.append([Entity("SECRET", m.start(), m.end(), m.group(), 1.0) for m in _PEM.finditer(text)]
                         + [e for e in column_entities(text) + sql_entities(text)
                            if not is_placeholder(e.type, e.text) and not is_public_id(e.type, e.text)])
            for start, end, langs in segments(text, self.chunk_chars):
                for lang in langs:
                    chunks.setdefault(lang, []).append((i, text[start:end], start))
                found[i] += [Entity(k, a, b, text[a:b], s) for k, a, b, s in across_lines(text, start, end, self.threshold)]
        per_chunk: dict[tuple[int, int, str], list[Entity]] = {}
        for lang, items in chunks.items():
            for (i, _, offset), ents in zip(items, self._analyze_chunks(analyzer, lang, [(c, o) for _, c, o in items])):
                per_chunk[(i, offset, lang)] = ents
        # Candidates in text order, as one text at a time would give them: ties in resolve() keep it.
        for i, text in enumerate(texts):
            for start, _, langs in segments(text, self.chunk_chars):
                for lang in langs:
                    found[i] += per_chunk[(i, start, lang)]
            # a name in Han script right after the same person's romanised name: "Ms. Chan Siu Ming (陳小明)",
            # "Dr. Elena Petrova 彼得罗娃", "Vikram Nair (维克拉姆)"
            for e in list(found[i]):
                if e.type == "PERSON" and not _HAN.search(e.text):
                    m = _HAN_NAME_AFTER.match(text, e.end)
                    # (round 30: not a relation in brackets, "Kevin Song（哥哥）")
                    if m and m.group("n") not in NOT_NAMES and not is_organisation(text, m.start("n"), m.end("n")) and (
                            text[m.start("n") - 1] in "（(" or han_name_shape(m.group("n"))):
                        found[i].append(Entity("PERSON", m.start("n"), m.end("n"), m.group("n"), 0.7))
            # an amount in a price column is a product's price; the column's cells are not findings themselves
            prices = [(e.start, e.end) for e in found[i] if e.type == "PRICE"]
            if prices:
                found[i] = [e for e in found[i] if e.type != "PRICE" and not (
                    e.type == "AMOUNT" and any(a <= e.start and e.end <= b for a, b in prices))]
            # a cell of a price list's table is what something costs, unless the amount's own clause makes it someone's
            found[i] = [e for e in found[i] if not (e.type == "AMOUNT" and _price_cell(text, e.start, e.end))]
            # an address runs on over its postcode and town ("… Wilmslow Rd" / "Manchester M14 5TB")
            people = [(e.start, e.end) for e in found[i] if e.type == "PERSON"]
            for k, e in enumerate(found[i]):
                if e.type == "ADDRESS":
                    a, b = grow_address(text, e.start, e.end)
                    a, b = grow_address(text, a, extend_address(text, a, b))  # again: a tail after the postcode
                    a = house_name(text, a, people)
                    a, b = flat_parts(text, a, b, people)
                    a, b = grow_address(text, a, b)  # round 24: a postcode or a country after a flat's district
                    if (a, b) != (e.start, e.end):
                        found[i][k] = Entity(e.type, a, b, text[a:b], e.score)
                elif e.type == "MEDICAL" and (grown := extend_medical(text, e.start, e.end)) != (e.start, e.end):
                    # (round 23: a statement's rest that reaches over another value -- "DOB值 12.6" read as a birth
                    # date -- is not taken, so that the value's overlap does not cost the finding itself)
                    if any(_TIER.get(o.type, 1) >= 2 and o.start < grown[1] and grown[0] < o.end
                           and not (o.start < e.end and e.start < o.end) for o in found[i]):
                        grown = extend_medical(text, e.start, e.end, statement=False)
                    found[i][k] = Entity(e.type, grown[0], grown[1], text[grown[0]:grown[1]], e.score)
                elif e.type == "AMOUNT" and signed(text, e.start):
                    # a debit or a deduction keeps its sign: "balance today is -£742.18", "个税 -1,206.80"
                    found[i][k] = Entity(e.type, e.start - 1, e.end, text[e.start - 1:e.end], e.score)
            # a medical finding runs on over a second one tied to it ("insulin for type 1 diabetes")
            medical = [(e.start, e.end) for e in found[i] if e.type == "MEDICAL"]
            if len(medical) > 1:
                found[i] += [Entity("MEDICAL", a, b, text[a:b], 0.55) for a, b in join_medical(text, medical)]
            # a name that opens a drug's or a condition's name, or straddles its edge, is part of it: "马罗皮坦注射液",
            # "Parkinson's disease", "奥司他韦效果" (round 17); one word that is the drug's name itself ("Tamsulosin")
            terms = {(e.start, e.end) for e in found[i] if e.type == "MEDICAL"}
            found[i] = [e for e in found[i] if not (e.type == "PERSON" and any(
                a == e.start and e.end < b or a < e.start < b < e.end or e.start < a < e.end < b for a, b in terms)
                or e.type == "PERSON" and (e.start, e.end) in terms and " " not in e.text)]
            found[i] = complete_people(text, found[i], lambda t, a, b, sc, s=text: Entity(t, a, b, s[a:b], sc))
            # company and shop names are not persons ("Larkspur Analytics", "Restaurant Bouchon", "腾达科技"); an
            # animal's health or a leaflet's drugs are nobody's medical data (medical_context)
            found[i] = without_premises(text, found[i])  # a business's address, and a name inside it (round 31)
            found[i] = without_org_accounts(text, found[i])  # an organisation's IBAN and what it holds (round 33)
            people = [(e.start, e.end) for e in found[i] if e.type == "PERSON"]
            found[i] = [e for e in found[i] if not not_personal(text, e.type, e.start, e.end, people)]
            found[i] += [Entity("PHONE", a, b, text[a:b], 0.6)
                         for a, b in local_after_names(text, [(e.start, e.end) for e in found[i] if e.type == "PERSON"])]
        return found

    def _pass(self, analyzer, lang: str):
        key = (id(analyzer), lang)
        if key not in self._passes:
            from edge_agent.privacy.analysis import Pass

            self._passes[key] = Pass(analyzer, lang, self.entities)
        return self._passes[key]

    def _analyze_chunks(self, analyzer, lang: str, chunks: list[tuple[str, int]]) -> list[list[Entity]]:
        nlp_engine = analyzer.nlp_engine
        one_pass = self._pass(analyzer, lang)
        out = []
        texts = [c for c, _ in chunks]
        with engine.analysis_lock, engine.blas_one_thread():
            with nlp_engine.nlp[lang].memory_zone():
                artifacts = nlp_engine.process_batch(texts, lang, batch_size=BATCH_SIZE) if len(texts) > 1 else \
                    [(texts[0], nlp_engine.process_text(texts[0], lang))]
                for (chunk, offset), (_, nlp_artifacts) in zip(chunks, artifacts):
                    out.append(self._entities(chunk, offset, one_pass.run(chunk, self.threshold, nlp_artifacts)))
            engine.remember_words(nlp_engine, lang, texts)
        return out

    @staticmethod
    def _entities(chunk: str, offset: int, results) -> list[Entity]:
        out = []
        for r in results:
            start, end = r.start, r.end
            # Names from the name lists and jieba are already shaped; spaCy's and phonenumbers' need trimming.
            trusted = (r.recognition_metadata or {}).get("recognizer_name") in SHAPED
            if r.entity_type in ("PERSON", "PHONE") and not trusted:
                cleaned = (clean_person if r.entity_type == "PERSON" else clean_phone)(chunk, start, end)
                if cleaned is None:
                    continue
                start, end = cleaned
            if r.entity_type == "PERSON" and "\n" in chunk[start:end]:
                # a name does not run on over a line break ("Aroha Ngata\nDate of birth"): keep its first line
                cut = chunk.index("\n", start)
                if cut - start < 2:
                    continue
                end = cut
            if is_placeholder(r.entity_type, chunk[start:end]) or is_public_id(r.entity_type, chunk[start:end]):
                continue
            out.append(Entity(r.entity_type, offset + start, offset + end, chunk[start:end], float(r.score)))
        return out
