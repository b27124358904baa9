"""More written forms of a price (round 7; the rule is in docs/privacy.md, "Amounts and prices").

`numbers.is_price` asks `more_price_forms` after its own cues and only when no personal cue (pay, balance, refund,
rent, transfer, …) stands before the amount, so nothing here can turn a person's money into a price.

- **receipts**: a text with a total line (合计, 小计, 实付, 应付, TOTAL, Subtotal, Summe, Totale, TOTAAL, …) and item
  lines — a short item name, maybe a quantity ("×2") or a barcode, and the amount at the end of the line. Every
  amount on such a line, and on the total line, is what goods cost ("澳洲牛排 6901234567892 ¥89.90", "有机菠菜 ¥12.80",
  "合计 ¥102.70", "会员价优惠 -¥5.00"). A line that starts with a date (a bank statement's) is not an item line.
- **a quantity or a unit just before**: "生椰拿铁 ×2  ¥29.80", "每台2,980元", "每瓶 ¥12".
- **offer words**: an asking price ("Asking USD 245,000"), a list price without "price" ("at list USD 14.50"), a quote
  (报价, 报价单), the value of goods in trade (货值, goods value, FOB/CIF after the amount), a plan's monthly fee
  (套餐费, 月租费, 流量费), a quoted price with its taxes ("BDT 96,450 incl. taxes", "€80 plus VAT").
- **where a price list starts**: "from £59", "start at £1.99", unless a change or a payment is said (round 32).
- **a dot leader** to the amount at the end of a line that is no total, balance or payment (round 32).
- a minus sign between the cue and the amount does not change the cue ("会员价优惠 -¥5.00", "discount -$3").
"""
from __future__ import annotations

from functools import lru_cache

import regex as re

_AMOUNT_TAIL = r"[-−–]?\s?(?:[A-Z]{0,3}[$¥€£₹₩]|(?:[A-Z]{3}|RM|Rp|R\$)\s?|￥)?\s?\d[\d,.\s]*\d(?:\s?(?:元|円))?[ \t]*$"
# An item line: a short name (no digits, or a barcode / quantity after it), then the amount last on the line.
_ITEM_LINE = re.compile(r"(?m)^[ \t]*(?!\d{1,4}[ /.\-年月])(?:商品[:：]\s*)?[^\n\d:：=]{1,32}?"
                        r"(?:[ \t]+(?:[x×]\s?\d{1,3}|\d{8,14}))?[ \t.·…]+" + _AMOUNT_TAIL)
# round 32: an invoice's or a price list's line with a dot leader to its amount ("Pair of strap hinges, hand forged,
# 600mm ........ £180.00"), what a thing or a service costs; not a total, a balance, what was paid, nor a payslip's pay,
# tax or deduction
_LEADER_LINE = re.compile(r"[^\n]{2,80}?(?:\.{4,}|…{2,}|·{4,})[ \t]*" + _AMOUNT_TAIL)
_LEADER_NOT = re.compile(r"(?i:total|due|paid|balance|owed|owing|outstanding|amount|deposit|refund|received|credit|pay\b|salary|"
                         r"wage|overtime|pension|tax|\bNI\b|insurance|deduct|allowance|bonus|withh[oe]ld|income|earn|"
                         r"commission|tips|expenses|reimburs|claim|grant|award|benefit)|合计|总计|实付|已付|工资|薪|扣")
_TOTAL_WORDS = (r"(?:合计|小计|总计|总额|实付|应付|实收|找零|(?i:total|subtotal|sub-total|grand\s+total|amount\s+due|summe|gesamt|"
                r"totale|totaal|montant\s+total|importe\s+total))")
_TOTAL_LINE = re.compile(r"(?m)^[ \t]*" + _TOTAL_WORDS + r"[ \t:：]*[-−–]?\s?(?:[A-Z]{0,3}[$¥€£₹₩]|[A-Z]{3}\s?|￥)?\s?\d")


@lru_cache(maxsize=16)
def _receipt(text: str) -> bool:
    totals = len(_TOTAL_LINE.findall(text))
    return totals >= 1 and totals + len(_ITEM_LINE.findall(text)) >= 3 or \
        totals >= 1 and len(_ITEM_LINE.findall(text)) >= 1 and bool(re.search(r"[x×]\s?\d{1,3}\s", text))


_BEFORE = re.compile(r"(?i:[x×]\s?\d{1,3}|每(?:台|件|个|份|张|瓶|盒|只|套|箱|斤|公斤|千克|杯|本|条|支|双|块|平米?|平方米?)|"
                     r"asking(?:\s+price)?|(?<![a-z])(?:at\s+)?list|(?<![a-z])quoted?\s+(?:at|price)|goods\s+value|"
                     r"报价(?:单)?[^\n，。,;；]{0,12}?|货值|套餐费?|月租费|流量费|会员价\p{Han}{0,2}|"
                     # round 8: a fee named alone, a quote, cash on delivery, a card or pass sold at a price
                     r"(?<![a-z])(?i:(?:our|their|bank|wire|atm|fx|card|prep|filing|court|cancellation|change|agency|"
                     r"notary|legal)\s+)?(?i:fees?|frais|geb[üu]hr(?:en)?|comisi[óo]n|commission|tarifa|taxa)(?:\s+(?i:quoted|charged|of|is))?|"
                     r"(?<![a-z])(?i:quote|quoted|quotation|estimate)(?:\s+(?i:at|of|is|was|for\s+\w+))?|(?<![A-Za-z])COD|"
                     r"受理费|诉讼费|电报费|工本费|咨询费|上门费|安装费|(?:年|月|季|次|会员|储值)卡|"
                     # round 23: a rate per unit of land, livestock, a share, a head ("每亩每年800元", "每头保险金额1,500元")
                     r"每(?:亩|头|股|株|人|位|户|节|课|晚|吨|斤|只)(?:每(?:年|月|天|次))?\p{Han}{0,5})"
                     r"\s*[:：]?\s*(?:是|为|按)?\s*[-−–]?\s*$")
# round 32: where a price list starts ("hatchlings from £59", "Gem packs start at £1.99", "Full head highlights ....
# from £110"); not a change of someone's rent or pay ("will increase from $2,150", "base going from $118,000")
_FROM = re.compile(r"(?i:(?<![a-z])from|(?<![a-z])start(?:s|ing)?\s+(?:at|from))\s*$")
_CHANGE = re.compile(r"(?i:increas\w*|ris(?:e|es|ing)|rose|go(?:es|ing)?|went|bump\w*|\bup\b|\bdown\b|chang\w+|rais\w+|"
                     r"reduc\w+|\bcut\b|drop\w*|fall\w*|fell|base|salary|rent|rate|adjust\w*|moved?|switch\w*|refund\w*|"
                     r"transfer\w*|withdr[ae]w\w*|paid|pay|received?|deduct\w*|taken|took)[^\n.]{0,24}$")
_AFTER = re.compile(r"(?<=/d)[íi]a(?![A-Za-z])|\s*/\s?(?i:kwh|mwh|d[íi]a|day|noche|nuit|tag|pp|pax|guest|room|sqm|m²|sq\s?ft)(?![A-Za-z])|"
                    r"\s+(?i:pp|p\.p\.|pax|per\s+pax|per\s+guest)(?![A-Za-z])|\s*(?:FOB|CIF|EXW|CFR|DDP)\b|\s*[(（]?(?i:incl\.?|including|inc\.|excl\.?|excluding|plus|\+)\s*"
                    r"(?i:all\s+)?(?i:taxes|tax|vat|gst|fees|shipping|postage)\b")


# a line that offers something for sale: "【闲置转让】… ¥2,650 不刀", "FOR SALE: road bike, $640"
_LISTING = re.compile(r"闲置|转让|出售|二手|包邮|不刀|(?<![A-Za-z])(?i:for\s+sale|selling\s+my|wts|obo|ono)(?![A-Za-z])")


# Round 10: an amount an offer or a rule sets, even beside a word of a person's money ("Advertised rent: $1,850/mo",
# "listing said $860", "list price $489,000", "KBB value $10,200", "IRS limit $4,300", "advertised band €65k–€80k",
# "Per diem is TWD 3,000"): what is asked or allowed, not what someone has or owes. Not a budget, a fare, an hourly
# rate or a credit limit: the corpora's writers read those both ways ("Budget approved: USD 29,482.90" is someone's).
_OFFER = re.compile(r"(?i:advertised(?:\s+\w+)?|asking(?:\s+price)?|list(?:ed)?\s+(?:price|at|for)|listing\s+(?:said|says|price|was|is)|"
                    r"msrp|rrp|kbb(?:\s+value)?|market\s+value|per\s+diem[^\n$€£¥\d]{0,24}?|(?:irs|contribution)\s+limit|"
                    r"(?:salary\s+)?band(?:\s+for\s+the\s+\w+)?(?:\s+is)?|fee\s+schedule(?::\s*\w+)?|clinic\s+price|per[- ]plate|"
                    r"(?:daily|nightly)\s+rate|est\.?\s+total|estimated\s+total|(?:incl\.?|including|plus)\s+(?:shipping|postage|delivery)|"
                    # round 10: a public fee or a fee's standard ("签证费：90欧元", "收费标准", "保育费标准：每月1,200元"), an estimate
                    r"预估费用|预计费用|估价|签证费|申请费|活动费|保管费|(?:收|\p{Han}{1,3})费标准(?:[:：]?\s*每月)?|"
                    # round 15: a policy's excess, a limit or a ceiling, a standard rate, a declared value: terms set
                    # by a policy, a bank or a tariff ("standard excess of £350", "overdraft limit of £500", "CPF
                    # ceiling S$7,400", "session rate remains £68.50", "declared value ¥48,000", 保教费每月2,380元)
                    r"(?:standard\s+|policy\s+|voluntary\s+|compulsory\s+)?excess(?:\s+(?:is|of))?|"
                    # (not a credit, a transfer or an income limit, nor an hourly rate: writers read those as a person's
                    # money)
                    r"(?:(?:overdraft|conforming|withdrawal|spending|borrowing)\s+limit|ceiling|threshold)"
                    r"(?![A-Za-z])[^\n$€£¥\d.;]{0,24}?|"
                    r"(?:standard|session|nightly|flat|fixed|usual|normal)\s+rate[^\n$€£¥\d.;]{0,24}?|"
                    r"declared\s+value|\p{Han}{1,3}费每月|(?:保教|伙食|教材|保育|托管)费)"
                    r"\s*[:：=]?\s*(?:is|was|of|at)?\s*[-−–]?\s*[^\s\d]{0,4}\s*$")
# ... or after it: a listing's rent ("£925 pcm"), a price per head ("£14.50 per child", "每人580元" is before), a commodity's
# or a share's price ("$73.10 a barrel"), and sums of a company's scale ("£1.8bn").
_OFFER_AFTER = re.compile(r"(?i:\s*(?:pcm|p\.c\.m\.)|\s+(?:per|a|an)\s+(?:child|kid|student|family|household|barrel|ounce|share|"
                          r"troy\s+ounce)|\s?(?:bn|billion)\b)")


# Round 11: a letting advert's head ("TO LET — 2 bed garden flat", "【整租·两室一厅】"): its rent, deposit and fees are
# what is asked of anyone who takes it.
_LETTING = re.compile(r"(?i:\bto\s+let\b|\bfor\s+rent\b|\blet\s+agreed\b)|【(?:整租|合租)|招租")


# Round 23: an organisation's own money -- a club's or a co-operative's balance, a fund, a campaign's total or target,
# the income and spending lines of a treasurer's report or a 财务公示 -- whatever word of money stands before it
# ("Club balance at 31 Jan £18,402.77", "campaign total so far £18,420 of £40,000 target", "合作社总盈余46.8万元",
# "本月共收到捐款¥23,416.50"). Not a person's bank balance, nor what someone raised for a cause. A named member's own
# line ("周建国¥2,000") has no such word before it.
_ORG_BEFORE = re.compile(
    r"(?:(?i:\b(?:club|society|charity|fund|reserves?|co-?op(?:erative)?|association|campaign|appeal|church|school|"
    r"pta|trust|company|firm|practice)(?:'s)?\s+(?:bank\s+)?(?:balance|funds?|totals?|reserves?)"
    r"(?:\s+(?:at|as\s+at|on)\s+[^\n$€£¥\d]{0,12}\d{0,2}[^\n$€£¥\d]{0,6})?|treasurer'?s\s+report:?\s+(?:bank\s+)?balance|"
    r"(?:boat|building|sinking)\s+fund|campaign\s+total(?:\s+so\s+far)?|"
    r"total\s+(?:income|expenditure|receipts|spend|takings|revenue))|"
    r"总盈余|共收到捐款|善款总额|社区资助|财政拨款)"
    r"\s*[:：]?\s*(?:is|was|of|at)?\s*[^\s\d]{0,4}\s*$")
_ORG_REPORT = re.compile(r"(?i:treasurer'?s\s+report|financial\s+statement|annual\s+accounts|income\s+and\s+expenditure)|"
                         r"财务公示|善款公示|收支公示|财务报告|收支明细|账目公示")
_ORG_LINE = re.compile(r"[ \t]*(?:收入|支出|结余|盈余|(?i:income|expenditure|receipts|payments|surplus|deficit))[:：]")


def org_money(text: str, start: int, end: int | None = None) -> bool:
    """The amount at text[start:end] is an organisation's own (see above)."""
    if _ORG_BEFORE.search(text[max(0, start - 60):start]):
        return True
    if end is not None and re.match(r"\s+(?i:target|goal)\b", text[end:end + 12]):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    return bool(_ORG_LINE.match(text, line_start, start)) and bool(_ORG_REPORT.search(text[:300]))


def offered(text: str, start: int, end: int | None = None) -> bool:
    """The amount at text[start:end] is set by an offer or a rule (the words right before it, a listing's or a
    market's unit right after it, or a letting advert's head), or is an organisation's own, whatever else the clause
    says."""
    if _OFFER.search(text[max(0, start - 60):start]) or _LETTING.search(text[:120].split("\n", 1)[0]) \
            or org_money(text, start, end):
        return True
    return end is not None and bool(_OFFER_AFTER.match(text, end, end + 20))


# Round 11 (corpus_blind12, development): a rate per unit of work or per head after the amount ("£95.00 per
# shipment", "$640/day", "$38.00/h", "£14.50 per pupil", "1,200元/颗", "128元/针"); a fee, charge, fare or tariff named
# before it in its clause ("Prescription charge £9.90", "Regulated fee for this act (CCAM HBLD634): €120.00",
# "Charges: consultation £58.00"); a line under a table header with a price column ("Item  Pack  Price"). Not a year:
# "earns £45,000 a year" is someone's.
_UNIT_AFTER = re.compile(r"(?i:\s*(?:/\s?|\s+per\s+|\s+a\s+|\s+an\s+)(?:day|d|week|wk|session|shipment|pupil|"
                         r"student|child|word|page|lesson|class|visit|appointment|treatment|dose|tablet|cat|dog|pet|animal|"
                         r"tooth|tutorial\s+hour|jab|injection|adult|participant|attendee|ride|load|pallet|parcel|kilo|km|"
                         r"mile)s?(?![A-Za-z])|\s*(?:ea\.?|each)(?![A-Za-z])|\s*/\s?(?:颗|针|次|节|课时|天|周|小时|剂|只|位|户|平米?|㎡))")
_FEE_BEFORE = re.compile(r"(?i:\b(?:fees?|charges|tariff|(?:prescription|delivery|service|handling|admin|booking|late|"
                         r"cancellation|call-?out|standing|connection|processing|regulated|consultation)\s+charge)\b"
                         r"[^\n.;!?]{0,40}?)\s*[:：]?\s*[^\s\d]{0,4}\s*$")
_PRICE_HEADER = re.compile(r"(?i:\bprice\b|\brate\b|\bunit\s+cost\b)|单价|价格")
_NOT_ITEM = re.compile(r"(?i:\s*(?:total|amount\s+due|balance|paid|合计|总计|应付|实付|已付))")


_OWED_COLUMN = re.compile(r"(?i:owed|paid|salary|wage|pay\b|balance|refund|claim|due\b|bonus)|欠|已付|工资|报销")


def _under_price_header(text: str, start: int) -> bool:
    """The amount's line is a row of a table whose header -- the line above its rows, every row between with a
    digit -- has three or more columns, one of them a price (and none a person's money: "Rate | Owed"); a total line
    is not a row."""
    line_start = text.rfind("\n", 0, start) + 1
    if _NOT_ITEM.match(text, line_start):
        return False
    pos = line_start - 1
    for _ in range(15):
        if pos <= 0:
            return False
        prev_start = text.rfind("\n", 0, pos) + 1
        line = text[prev_start:pos]
        if re.search(r"\d", line):
            pos = prev_start - 1
            continue  # a row of the table
        cells = [c for c in re.split(r"\s{2,}|\t|\|", line) if c.strip()]
        return len(cells) >= 3 and bool(_PRICE_HEADER.search(line)) and not _OWED_COLUMN.search(line)
    return False


# Round 14: a markdown table that is a price list -- its title says so ("PARCEL TARIFF", "价目表", "Price list") or its
# header names a price column ("| Item | Fee |") -- and whose header names no person and no one's money: its cells are
# what things cost. A total / "your" / paid row is not a price.
_LIST_TITLE = re.compile(r"(?i:price\s*list|tariff|rate\s*card|fee\s+schedule|schedule\s+of\s+(?:fees|charges)|price\s+guide|menu\b|"
                         r"\brates\b|\bprices\b)|价目表|价目|收费标准|价格表|报价单|费用标准|菜单")
_LIST_HEADER = re.compile(r"(?i:\bprice\b|\brate\b|\bunit\s+cost\b|\bfees?\b|\bcost\b|\bcharge\b)|单价|价格|收费|价钱")
_PERSON_COLUMN = re.compile(r"(?i:\bname\b|client|customer|employee|contractor|member|patient|tenant|guest|student|owner|grower|"
                            r"claimant|payee|payer)|姓名|客户|员工|业主|患者|会员|学员|租客")
_ROW_NOT_ITEM = re.compile(r"(?i:total|amount\s+due|balance|paid|your|charged|claimed|owed|refund)|合计|总计|应付|实付|已付|小计|共计")


_MAX_ROWS = 60


def in_price_table(text: str, start: int) -> bool:
    """Whether text[start] is a cell of a price list's markdown table (see above); asked on the whole text, since a
    table's title and its rows can fall in different chunks."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    row = text[line_start:len(text) if line_end < 0 else line_end].strip()
    if not row.startswith("|") or _ROW_NOT_ITEM.search(row.strip("|").split("|")[0]):
        return False
    header, pos, top = None, line_start, False
    for _ in range(_MAX_ROWS):  # bounded: a header more than _MAX_ROWS rows up is not looked for
        prev_start = text.rfind("\n", 0, pos - 1) + 1
        prev = text[prev_start:pos - 1].strip()
        if pos <= 0 or not prev.startswith("|"):
            top = True
            break
        if not re.fullmatch(r"[|\s:\-]+", prev):
            header = prev
        pos = prev_start
    if not top or header is None or header == row or _OWED_COLUMN.search(header) or _PERSON_COLUMN.search(header):
        return False
    title = " ".join(text[max(0, pos - 240):pos].strip().split("\n")[-2:])
    return bool(_LIST_HEADER.search(header) or _LIST_TITLE.search(title)) and not _OWED_COLUMN.search(title)


def more_price_forms(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is a price by one of the forms above (no personal cue was found before it)."""
    before = text[max(0, start - 40):start]
    if _BEFORE.search(before) or _AFTER.match(text, end, end + 32):
        return True
    if _FROM.search(before) and not _CHANGE.search(before):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    slash = text.rfind("/", start, end)  # the amount's span may hold its unit: "$640/day"
    if _UNIT_AFTER.match(text, end, end + 24) or (slash > start and _UNIT_AFTER.match(text, slash, end + 24)) \
            or _FEE_BEFORE.search(text[max(line_start, start - 60):start]) \
            or _under_price_header(text, start):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start:len(text) if line_end < 0 else line_end]
    if (_ITEM_LINE.fullmatch(line) or _TOTAL_LINE.match(line)) and _receipt(text):
        return True
    if _LEADER_LINE.fullmatch(line) and not _LEADER_NOT.search(line):
        return True
    return bool(_LISTING.search(line))


# Round 33: an organisation's own figure, no one's money: a sum in billions ("total assets of £1.42bn", "HK$52.3bn",
# "缺口0.95亿元"), or a company's capital, a fund's size or assets named just before ("Paid-up capital S$10,000",
# "注册资本 100万元", "fund size HK$52.3bn")
_BILLIONS = re.compile(r"\s?(?i:bn|billion)(?![A-Za-z])|亿")
_ORG_FIGURE_BEFORE = re.compile(r"(?i:(?:share|paid[- ]up|registered|issued|authori[sz]ed)\s+capital|fund\s+size|"
                                r"(?:total|net)\s+assets(?:\s+(?:of|were|are|stood\s+at))?|assets\s+under\s+management|AUM|"
                                r"market\s+cap(?:itali[sz]ation)?|"
                                r"turnover|revenue|annual\s+budget)[^\n\d]{0,12}$|注册资本[^\n\d]{0,6}$|基金规模[^\n\d]{0,6}$")


# Round 36: an organisation's own books: a club's or a scheme's balance, its takings, a heritage grant, a payout to "our"
# account, what the charity refunded or raised ("Treasurer's report: scheme balance £1,842.60", "Gross takings ....
# £3,418.00", "Payout to our account: £544.00", "本年度会费收入12,400元", "支出合计 ¥351,908.20"); none of these words stood
# before a person's amount in the development corpora (a tax form's 收入合计 and a donor's Gift Aid do)
_BOOKS_BEFORE = re.compile(r"(?i:(?:gross|net|total|day'?s|daily|weekly)\s+takings|\btakings|(?:scheme|club|society|association|"
                           r"group|trust|charity|branch|committee|station|team)(?:'s)?\s+balance|balance\s+at\s+(?:the\s+)?"
                           r"(?:year|month|quarter)[\s-]end|(?:heritage|lottery|arts\s+council)\s+(?:fund\s+)?grant|"
                           r"(?:payout|transfer)\s+to\s+our\s+account|(?:refunded|paid|raised|received|spent)\s+by\s+the\s+"
                           r"(?:charity|club|trust|society|association|team|station|scheme|group))[^\n\d]{0,30}$"
                           r"|(?:支出合计|会费收入|捐赠收入|年度支出|本期结余|期末结余|账户结余)[^\n\d]{0,6}$")


_WHOSE = re.compile(r"(?i:\b(?:my|his|her|your|their|member'?s?)\s+)$|(?:我|他|她|你)的?$")


# Round 35: a sum over many people, the organisation's ("Paid out this quarter: $61,250 across 37 reports", "全年共发放奖金
# ¥1,268,400", "当日收入：¥18,650（平台合计）"), and the total row of a table that lists people's amounts ("TOTAL,,,,EUR 4250.00"
# under "name,handle,…,amount")
_MANY_AFTER = re.compile(r"[^\n\d]{0,6}?(?i:\b(?:across|over|from|for)\s+\d[\d,]*\s+(?:reports|orders|payouts|people|members|"
                         r"donors|users|researchers|hunters|families|households|bookings|customers|guests|volunteers|claims)\b)"
                         r"|\s?[（(](?:平台合计|平台总计|全平台|platform\s+total)")
_MANY_BEFORE = re.compile(r"(?:全年共发放|累计发放|共发放|平台合计|全年合计|当日收入|今日收入|"
                          r"(?i:paid\s+out\s+(?:this|last)\s+(?:quarter|year|month)|total\s+(?:paid\s+out|raised)|"
                          r"donations?\s+(?:this\s+month|for\s+Q\d|in\s+Q\d)))[^\n\d]{0,8}$")
_TOTAL_ROW = re.compile(r"[ \t|]*(?:(?i:total|sum|grand\s+total)[ \t]*(?:本月合计|合计|总计|合計|總計)?|本月合计|合计|总计|合計|總計)"
                        r"[ \t]*[,|\t]")
_PEOPLE_HEADER = re.compile(r"(?i:\b(?:name|payee|researcher|hunter|member|volunteer|maintainer|recipient|staff|employee|"
                            r"handle|walker|guide|driver)s?\b)|姓名|白帽|收款人|成员|志愿者|员工|义工|司机")


def _total_of_people(text: str, start: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    line = text[line_start:start]
    if not _TOTAL_ROW.match(line):
        return False
    delim = "|" if "|" in line else "," if "," in line else "\t"
    rows = [r for r in text[:line_start].split("\n") if r.count(delim) >= 2]
    return len(rows) >= 3 and bool(_PEOPLE_HEADER.search(rows[0]))


def organisations_figure(text: str, start: int, end: int) -> bool:
    """Whether the amount text[start:end] is an organisation's figure (see above), not a person's money."""
    if _BILLIONS.search(text, start, end) or _BILLIONS.match(text, end):
        return True
    if _MANY_AFTER.match(text, end) or _MANY_BEFORE.search(text, max(0, start - 24), start) or _total_of_people(text, start):
        return True
    if _BOOKS_BEFORE.search(text, max(0, start - 60), start):
        return True
    cue = _ORG_FIGURE_BEFORE.search(text, max(0, start - 40), start)
    return bool(cue) and not _WHOSE.search(text, max(0, cue.start() - 16), cue.start())  # not "his share capital"
