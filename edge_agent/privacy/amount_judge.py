"""The amount judge: whether an amount the rules found is someone's money or a price, learned from the corpora.

Prices read as someone's money are the rules' most common false alarm on text nobody had read (a timetable's
"Adult single £7.80", "budget £600 agreed", a clinic's "每次访视200元"), and rules written from one corpus's prices
move the next corpus little. The judge is a maximum-entropy classifier (CRFsuite over one-item sequences) that
reads the words around the amount (the four nearest on each side by position, ten before and six after as a bag),
the label of its line ("Rent:", "服务费："), its shape (currency sign or code, pence, a "/night" or "每" after it),
whether the rules found a word of someone's money in its clause, and what else the rules found in the text (a
name, an e-mail, an IBAN; a name just before it on its line). It is trained with the tagger
(`python -m edge_agent.privacy.train_tagger`) on every rules' amount of every corpus: an annotated amount is
money, an amount that overlaps no annotated value is a price or other look-alike. Its threshold KEEP_AT was chosen
on corpora left out of training (docs/privacy.md, round 16; raised from 0.4 to 0.5 in round 17). Round 17 added
kinds of cue words (a price's, a bound's, a business's takings) and an amount range; round 25 an item's line (dots or a
wide gap before the amount, nothing after it), a body's name on the line, a table's row (measured leaving three
corpora out at a time over twelve corpora: as many people's amounts kept, 10 more look-alikes dropped of 510).
"""

from __future__ import annotations

import threading
from bisect import bisect_left, bisect_right
from pathlib import Path

import regex as re

KEEP_AT = 0.5
PARAMS = {"c2": 1.0, "max_iterations": 200}
Found = tuple[str, int, int]

_WORD = re.compile(r"[A-Za-z]+|\p{Han}|\d+|[$€£¥￥₹/%@#:：()（）]")
_HAN = re.compile(r"\p{Han}")
_PRONOUN = re.compile(r"\b(?:I|my|me|your|you|we|our)\b|我|您|你")
_LABEL = re.compile(r"\s*([^:：=\n]{1,30})[:：=]")
_MONEY_SIGNS = re.compile(r"[$€£¥￥₹]\s?\d|\d\s?(?:元|块)")
_NEAR_TYPES = ("PERSON", "EMAIL", "PHONE", "ADDRESS", "IBAN", "CARD")
_SIGN = re.compile(r"[$€£¥￥₹]")
_CODE = re.compile(r"[A-Z]{3}")
_PENCE = re.compile(r"\.\d\d\b")
_PER_UNIT = re.compile(r"/|per|每|起")
# Round 17: kinds of words, each one feature, so that what one corpus teaches about "brochure" or "预算" holds for the
# next corpus's "menu" or "限额": what a thing costs, a bound or a goal, a business's takings, a range.
_CUES = {
    "price": re.compile(r"(?i:\b(?:price[sd]?|pricing|cost[s]?|fees?|rates?|tariffs?|menu|package|listed|list|brochure|"
                        r"quote[sd]?|advertised|rrp|msrp|retail|standard|band|rack|adr|unit|each|"
                        r"catalogue|catalog|stipend|guide|capital)\b)|"  # round 20
                        r"(?i:\b(?:hammer|estimated?|estimates|valuation|valued|asking|bid|premium|commission|callout|"
                        r"call-out|per\s+person|member\s+rate)\b)|"  # round 25
                        r"价|收费|费用标准|标准|套餐|报价|挂牌|起步|单价|原价|注册资本|月租|估价|落槌|佣金|造价|合同价|起拍"),
    "bound": re.compile(r"(?i:\b(?:goal|target|budget|limit|cap|ceiling|threshold|minimum|maximum|min|max|at\s+least|"
                        r"required|requirement|eligible|"  # round 20
                        r"up\s+to|no\s+more\s+than|reserve|allowance|quota|excess|deductible|coverage|cover)\b)|"
                        r"目标|预算|以内|以上|以下|至少|最低|最高|上限|下限|限额|额度|保额|免赔|门槛|不少于|不低于|可获|最多"),
    "takings": re.compile(r"(?i:\b(?:sales|revenue|turnover|takings|raised|gross|payroll|net\s+profit|in\s+total|overall|"
                          r"combined|collected\s+so\s+far|allocation|fund|payouts?|fees\s+total|turnover)\b)|"  # round 25
                          r"销售|营业额|流水|合计|总计|筹到|筹款|已筹|专项|维修资金|拨款"),
}
_FROM = re.compile(r"(?i:\b(?:from|starting(?:\s+(?:at|from))?)\s*\W{0,2})\Z")
_LEADER = re.compile(r"(?:\.{3,}|…+|·{3,}|[ \t]{3,}|\t)[ \t]*[^\s.…·]{0,4}[ \t]*$")
_LINE_END = re.compile(r"[ \t]*(?:\([^()\n]{0,30}\))?[ \t]*(?:\n|$)")
_ORG = re.compile(r"(?i:\b(?:ltd|limited|llc|inc|plc|gmbh|company|council|university|school|club|association|trust|fund|"
                  r"society|committee|hoa|bank)\b)|公司|集团|协会|委员会|学校|大学|医院|基金|俱乐部|业委会|物业")
_RANGE_AFTER = re.compile(r"\s?(?:-|–|~|～|至|到)\s?(?:[$€£¥￥]|[A-Z]{2,3}\$?\s?)?\d")


def model_path(tagger_model: Path) -> Path:
    """The judge's model file beside the tagger's: tagger.crfsuite -> tagger.amounts.crfsuite."""
    return tagger_model.with_name(tagger_model.stem + ".amounts" + tagger_model.suffix)


class Context:
    """What features() reads from the whole text, computed once per text (a text's amounts are judged one by one:
    reading the text again for each was quadratic on a long table)."""

    def __init__(self, text: str, found: list[Found]):
        self.pronoun = 1.0 if _PRONOUN.search(text) else 0.0
        self.amounts = min(len(_MONEY_SIGNS.findall(text)), 6)
        self.lines = min(text.count("\n"), 10) // 3
        self.has = sorted({kind for kind, _, _ in found if kind in _NEAR_TYPES})
        self.ends = sorted((b, kind) for kind, _, b in found if kind in _NEAR_TYPES)


def features(text: str, start: int, end: int, owned: bool, found: list[Found],
             context: Context | None = None) -> dict[str, float]:
    ctx = context or Context(text, found)
    f: dict[str, float] = {"bias": 1.0, f"owned:{owned}": 1.0}
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    left = [t.lower() for t in _WORD.findall(text, max(line_start, start - 80), start)]
    right = [t.lower() for t in _WORD.findall(text, end, min(line_end, end + 50))]
    f.update({f"L{i}:{t}": 1.0 for i, t in enumerate(reversed(left[-4:]))})
    f.update({f"L:{t}": 1.0 for t in left[-10:]})
    f.update({f"R{i}:{t}": 1.0 for i, t in enumerate(right[:3])})
    f.update({f"R:{t}": 1.0 for t in right[:6]})
    label = _LABEL.match(text, line_start, start)
    if label:
        f.update({f"LAB:{t}": 1.0 for t in _WORD.findall(label.group(1).lower())})
    value = text[start:end]
    kind = "sym" if _SIGN.search(value) else "code" if _CODE.search(value) else "han" if _HAN.search(value) else "none"
    f["cur:" + kind] = 1.0
    if _PENCE.search(value):
        f["pence"] = 1.0
    if _PER_UNIT.search(text[end:min(line_end, end + 8)] + value):
        f["per_unit"] = 1.0
    near_left, near_right = text[max(line_start, start - 40):start], text[end:min(line_end, end + 25)]
    for name, rx in _CUES.items():
        if rx.search(near_left):
            f["cueL:" + name] = 1.0
        if rx.search(near_right):
            f["cueR:" + name] = 1.0
    if _FROM.search(near_left):  # round 26: "from £5", not "from tuesday's sale, that's £612"
        f["cueL:price"] = 1.0
    if _RANGE_AFTER.match(text, end):
        f["range"] = 1.0
    # round 25: an item's line, its label led to the amount by dots or a wide gap ("Report & stills ..... £120.00")
    if _LEADER.search(text, line_start, start):
        f["leader"] = 1.0
    if _LINE_END.match(text, end):
        f["line_end"] = 1.0
    # round 25: a body's name before it on its line ("Fund position … £18,440"), a table's or a CSV's row
    if _ORG.search(text, line_start, start):
        f["org_before"] = 1.0
    if _ORG.search(text, line_start, line_end):
        f["org_line"] = 1.0
    line = text[line_start:line_end]
    if line.count(",") >= 3 or line.count("|") >= 3 or line.count("\t") >= 2:
        f["row"] = 1.0
    f["pronoun"] = ctx.pronoun
    f[f"amounts:{ctx.amounts}"] = 1.0
    f[f"lines:{ctx.lines}"] = 1.0
    f.update({"has:" + k: 1.0 for k in ctx.has})
    # a name, an e-mail … ending on the amount's line less than 60 characters before it
    for b, k in ctx.ends[bisect_left(ctx.ends, (start - 59, "")):bisect_right(ctx.ends, (start, "~"))]:
        if "\n" not in text[b:start]:
            f["near:" + k] = 1.0
    return f


def open_model(path: Path, what: str):
    """A CRFsuite tagger over the model file at `path`; a missing or unreadable file is a one-line error naming it."""
    import pycrfsuite

    if not path.is_file():
        raise FileNotFoundError(f"no {what} model at {path}")
    crf = pycrfsuite.Tagger()
    try:
        crf.open(str(path))
    except ValueError:
        raise ValueError(f"not a{'n' if what[0] in 'aeiou' else ''} {what} model: {path}") from None
    return crf


class AmountJudge:
    """Thread-safe; the model file is read once."""

    def __init__(self, model: Path | str, *, keep_at: float = KEEP_AT):
        self.model = Path(model)
        self._crf = open_model(self.model, "amount")
        self._taught = "A" in self._crf.labels()  # trained on no amount at all: it keeps every amount
        self.keep_at = keep_at
        self._lock = threading.Lock()

    def money(self, text: str, start: int, end: int, owned: bool, found: list[Found],
              context: Context | None = None) -> float:
        """The probability that text[start:end] is someone's money."""
        if not self._taught:
            return 1.0
        with self._lock:
            self._crf.set([features(text, start, end, owned, found, context)])
            return self._crf.marginal("A", 0)

    def keep(self, text: str, start: int, end: int, owned: bool, found: list[Found],
             context: Context | None = None) -> bool:
        return self.money(text, start, end, owned, found, context) >= self.keep_at


def examples(text: str, found: list[Found], gold: list[Found], owned: list[bool]):
    """(features, label) for each amount the rules found: "A" over an annotated amount, "N" over no annotated
    value; an amount over another annotated type (a card read as money) teaches nothing and is skipped."""
    context = Context(text, found)
    for (kind, a, b), own in zip(found, owned):
        if kind != "AMOUNT":
            continue
        over = [t for t, s, e in gold if s < b and a < e]
        if over and "AMOUNT" not in over:
            continue
        yield features(text, a, b, own, found, context), "A" if over else "N"


def train(rows: list[tuple[dict[str, float], str]], out: Path) -> None:
    import pycrfsuite

    trainer = pycrfsuite.Trainer(verbose=False)
    for x, y in rows:
        trainer.append([x], [y])
    trainer.set_params(PARAMS)
    trainer.train(str(out))
