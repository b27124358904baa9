"""Numbers and addresses with a fixed shape: Chinese phones and resident IDs, payment cards
(including 19-digit UnionPay), e-mail addresses and money amounts.

Every pattern uses digit/letter guards instead of `\\b`: in Chinese text "卡号6222…" has no
word boundary between 号 and 6 (both are word characters), so `\\b` patterns miss it.
Checksums (ID, Luhn) turn a shape match into a detection, which keeps order and tracking
numbers out.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import Pattern, PatternRecognizer
from presidio_analyzer.predefined_recognizers import IbanRecognizer

from edge_agent.privacy.recognizers.phones import WindowedPhoneRecognizer
from edge_agent.privacy.recognizers.price_forms import more_price_forms, offered

FLAGS = re.MULTILINE | re.DOTALL

CN_MOBILE = r"(?<![\d+])(?:(?:\+|00)86[ \t-]?)?1[3-9]\d(?:[ \t-]?\d{4}){2}(?!\d)"
# "+CC" then 2-6 separated groups: written like a phone number even where phonenumbers' metadata
# does not know the range (new mobile blocks, invented-but-plausible numbers in documents). The last group is not the
# hours of a time after the number ("+1 (602) 555-0148 06:02"; round 24).
# (round 38: the country code joined to the area code, "+441481 420 099")
INTL_PHONE = r"(?<![\w+])\+[1-9]\d{0,7}(?:[ \t.\-]?\(\d{1,5}\)|[ \t.\-]\d{1,5}){2,6}(?![\d\-]|:\d)"  # not over a line break
# Area code, then the local number whole or split 3-4 / 4-4 ("0592-2206 3318").
CN_LANDLINE = r"(?<!\d)(?:\(0\d{2,3}\)\s?|0\d{2,3}-)(?:[2-9]\d{6,7}|[2-9]\d{2,3} \d{4})(?!\d)"
CN_ID = (r"(?<![0-9A-Za-z])[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![0-9A-Za-z])"
         # grouped 6-8-4 as people type it: "110101 19900307 123X"
         r"|(?<![0-9A-Za-z])[1-9]\d{5}[ \-](?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[ \-]\d{3}[\dXx](?![0-9A-Za-z])")
# 13–19 digits, either unbroken or in one consistent separator (space or dash; round 17: consistent indeed, so that
# backup codes "4821-9930 1177-0562" are not read as one card).
# (round 14: a 19-digit UnionPay card written 6-13, as Chinese banks print it: "621731 8938791972880")
CARD = r"(?<![\dA-Za-z\-.])(?:\d{13,19}|\d{4}([ \-.])\d{4}(?:\1\d{4}){1,2}(?:\1\d{1,4}(?![/\d]))?|\d{4}([ \-])\d{6}\2\d{4,5}|\d{6}[ \-]\d{12,13})(?![\dA-Za-z\-]|\.\d)"  # not inside a hex run ("0x5290…7886E0F…"); an expiry right after is no fifth group ("… 6893 12/27"; round 32)
# In a URL query the "@" is written %40: "email=dana.w%40yahoo.com".
EMAIL_ENCODED = r"(?<![A-Za-z0-9._%+\-])[A-Za-z0-9][A-Za-z0-9._+\-]*%40[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,24}(?![A-Za-z0-9\-])"
# Round 34: a mailbox that is a URL's user, with its password after it ("smtps://notifications@journal.org:gRk7…@smtp.host"):
# EMAIL leaves a URL's user@host alone, and the password's "@host" is no address.
EMAIL_USERINFO = r"(?<=://)[A-Za-z0-9][A-Za-z0-9._%+\-]*@[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,24}(?=:[^\s@/]{3,128}@)"
EMAIL = r"(?<![A-Za-z0-9._%+\-])(?<!://)(?<!://[^\s@/]*:)(?<!://[^\s@/]*:[^\s@/]*)(?<!://[^\s@/:]*@[^\s@/:]*:[^\s@/]*)[A-Za-z0-9][A-Za-z0-9._%+\-]*@[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,24}(?![A-Za-z0-9\-])"

_NUM = r"(?:\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?(?![\d,])|\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?)"
_SCALE = r"(?:\s?(?:million|billion|thousand|lakhs?|crores?|mn|bn|[kKmM](?![A-Za-z]))|万|亿|千)"
_CODES = (r"USD|EUR|GBP|CNY|RMB|HKD|JPY|CAD|AUD|CHF|INR|SGD|NZD|SEK|NOK|DKK|KRW|BRL|MXN|ZAR|AED|SAR|TWD|RUB|PLN|"
          # round 12: coins and stablecoins held, sent or withdrawn ("2.45 BTC", "500 USDT", "1,930 USDC")
          r"BTC|ETH|USDT|USDC|"
          r"THB|IDR|MYR|VND|NGN|KES|EGP|ILS|CZK|HUF|"
          # round 7: more ISO codes written before amounts (not PHP or TRY: "PHP 8.2", "TRY 3 TIMES")
          r"CLP|COP|PEN|ARS|UYU|PKR|BDT|LKR|NPR|UAH|RON|BGN|ISK|QAR|KWD|BHD|OMR|JOD|MAD|GHS|TZS|UGX|KZT|MMK|KHR|MOP")
# (round 24: "US $412.50"; round 38: the ringgit glued to its sum, "RM480"; Danish crowns before it, "kr. 2.450,00")
_SYMBOLS = r"US\s?\$|A\$|C\$|HK\$|S\$|NZ\$|NT\$|R\$|Rs\.?|RM(?=\d)|kr\.(?=\s?\d)|[$€£¥￥₹₩₽₺₱₫฿₦]"
# After a currency sign or code, thousands may be grouped by spaces ("PLN 12 480,00", "€ 1 250").
_NUM_SP = r"(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?(?![\d,.])|" + _NUM + r")"
# Cheque and contract style: 人民币壹佰贰拾万元整.
_ZH_CAPITAL = r"(?:人民币|大写[:：]?)?[零壹贰叁肆伍陆柒捌玖拾佰仟万亿]{2,}元(?:[零壹贰叁肆伍陆柒捌玖]角)?(?:[零壹贰叁肆伍陆柒捌玖]分)?整?"
# A pay period or a rate's unit written after the amount: "/mês", "/h", "/day", "/小时" (a contractor's rate, a daily limit).
_PERIOD = (r"(?:\s?/\s?(?:年|月|周|天|日|小时|yr|year|mo|month|mese|mes|mês|monat|mois|an|año|ano|jahr|wk|week|day|d|h|hr|hour)"
           r"(?![A-Za-z]))?")
AMOUNT = (
    # Chinese pay quoted as monthly × months a year: "40k*15", "25K×13薪"
    r"(?<![A-Za-z0-9_.,])\d{1,3}(?:\.\d)?[kK]\s?[*×]\s?(?:1[2-9]|2[0-4])(?:薪)?(?![\d%A-Za-z])|"
    # (not a fraction of a cent: "$0.0312" is a metered API price)
    # (the look-ahead first, speed only: every sign and code starts with a capital, a symbol or 人)
    # (round 28: nor a crypt hash's "$2b$12$…", "$2y$10$…")
    r"(?<![A-Za-z0-9_$€£¥￥.,])(?=[A-Z$€£¥￥₹₩₽₺₱₫฿₦人k])(?:(?:" + _SYMBOLS + r")\s?|(?:" + _CODES + r")\s?|人民币\s?)" + _NUM_SP + r"(?![.,]?\d|\$\w|[A-Za-z]{1,2}\$)" + _SCALE
    + r"?(?:\s?元)?" + _PERIOD +
    r"|(?<![A-Za-z0-9_.,])\d{1,4}\s?万\s?\d{1,4}\s?[千百]?(?:元|块钱|块)(?!\d)"  # round 34: "3万2千元", "2万8块"
    + r"|(?<![A-Za-z0-9_.,])(?:每月|每年|月薪|年薪|税前|税后)?" + _NUM + r"\s?(?:万|亿|千)?多?(?:元|美元|欧元|英镑|港元|块钱|块|日元|韩元|澳元|加元|新台币|台币)(?!(?<=块)\d+\s?[A-Za-z])" + _PERIOD +
    # round 24: the rand with its thousands spaced and its cents ("NET PAY R 18 691.24"; not an eye's "R 1.25 L 1.50"),
    # crowns after the sum
    # ("topped up 500 kr"; round 35: zloty, koruna and forint too, "Deposit (kaucja): 5 000 zł")
    r"|(?<![A-Za-z0-9_.,])R\s?(?:\d{2,3}(?:[ \u00a0]\d{3})*|\d(?:[ \u00a0]\d{3})+)\.\d{2}(?![\d.,])(?!\s*/?\s*L\b)|(?<![A-Za-z0-9_.,])" + _NUM_SP + r"\s?(?:kr\.?|zł|Kč|Ft)(?![A-Za-z])" +
    r"|" + _ZH_CAPITAL +
    # Chinese numerals with a magnitude: 两万块钱, 三千五百元, 十万元
    r"|(?:人民币)?[零一二两三四五六七八九十]{0,3}[十百千万亿][零一二两三四五六七八九十百千万亿多]*(?:块钱|块[一二三四五六七八九](?!(?!钱)\p{Han})|块|元|万元|港币|港元|美元|美金|欧元|英镑|日元)" +
    # ... or with 万/亿 alone after a word that names a person's money: "首付一百二十万", "年薪四十万".
    r"|(?=[零一二两三四五六七八九十百千])(?<=(?:首付|年薪|月薪|借了|欠了?|赔了?|转了|付了|还了|交了?|押金|定金|订金|彩礼|花了|"
    r"贷款|借款|存款|总包|年包|年收入|月收入|医药费|支出|礼金|随了|工资|薪资|"
    # round 16: a balance, a bill's rest or total, money moved ("余额是三十六万", "尾款五万二", "总价六万八")
    r"余额|尾款|余款|合计|总价|货款|房款|车款|首期|报销|退款|收了|给了|转账|汇了|存了|攒了|赚了|亏了|捐了|损失)"
    r"(?:是|为|：|:|大概|约|差不多|将近|有|可付|能给到|给到)?\s*)"
    r"[零一二两三四五六七八九十百千多]{1,7}[千万亿](?:[一二两三四五六七八九](?![零一二两三四五六七八九十百千万亿]))?多?(?:块钱|块|元)?"
    r"(?![零一二两三四五六七八九十百千万亿人字步次个名粉件册公里位家户只台辆套张本份])" +
    # ... or before a word of a person's money: "三十多万存款", "一百二十多万的年薪"
    r"|[零一二两三四五六七八九十百千多]{1,7}[万亿]多?(?=的?(?:存款|积蓄|工资|年薪|收入|欠款|借款|贷款|彩礼|赔偿|补偿))" +
    # A sum with thousands or cents after a verb that moves money to or from a person: "wired 2,450.00", "lent him 1,200".
    r"|(?=\d)(?<=(?<![A-Za-z])(?i:paid|transferred|wired|lent|borrowed|refunded|deposited|withdrew|owe|owes|charged)\s+"
    r"(?:(?:me|him|her|them|you|us)\s+)?)(?:\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d{1,6}\.\d{2})(?![\d%.,])" +
    r"|(?<![A-Za-z0-9_.,])" + _NUM_SP + _SCALE + r"?\s?(?:" + _CODES + r"|dollars|euros|pounds|rupees|yuan|bucks|€|£)(?![A-Za-z]|(?<=[€£])\d)"
    # round 12: a record's money field in JSON, XML, logs and dicts: '"total": 18499.00', '"billed": 36800',
    # 'total_fee=1288.00', '<InstdAmt Ccy="EUR">3104.45' (not a price, a quantity or a count field)
    r"|(?=\d)(?<=(?<![A-Za-z_])(?i:total|amount|amt|billed|fee_total|total_fee|total_amount|amount_due|claim_amount|"
    r"loan_amount|paid_amount)[\"']?\s*[:=]\s*[\"']?|(?i:instdamt|amt)(?:\s+(?i:ccy)=\"[A-Z]{3}\")?>)"
    r"(?:\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d{2,9}(?:\.\d{2})?)(?![\d%A-Za-z]|[.,]\d)"
    # A bare number after a word that makes it a person's money: "salary: 85,000", "年薪30万".
    r"|(?=\d)(?<=(?<![A-Za-z])(?i:salary|salaries|wage|bonus|balance|compensation|net\s+pay|gross\s+pay|base\s+pay|payout|rent)"
    r"\s*(?:of|is|was|:|=)?\s*)" + _NUM + r"(?:\s?[kK](?![A-Za-z])|\s?(?:million|thousand))?(?![\d%])"
    # "salary bumped to 145k", "bonus this year was about 12,000": a few words between, a number that looks like money
    r"|(?=\d)(?<=(?i:salary|wage|bonus|compensation|pay)(?:\s+[a-z]+){1,3}\s+(?:to|of|is|was|at|about|around)\s+)"
    r"(?:\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d{4,7}|\d{1,3}(?:\.\d)?\s?[kK])(?![\d%A-Za-z])"
    r"|(?=\d)(?<=(?:年薪|年包|月薪|工资|薪资|薪水|底薪|余额|奖金|税前|税后|金额|借款|贷款|欠款|应付|实付|总额|合计|共计|补偿金?|赔偿金?|月租|房租|租金|"
    r"尾款|首付|定金|订金|押金|彩礼|赔款|随了|随礼|礼金|医药费|已缴税额|税额|已付|已缴费?|已交)"
    r"(?:是|为|：|:|可付|能给到|给到)?[ \t]*)(?=\d{2}|\d[.,]\d|\d\s?[万千kK])" + _NUM + r"(?:\s?(?:万|千|k|K)(?:\d(?![\d.]))?)?"
    + _PERIOD + r"(?![\d%万千])"
    # A pay change: "月薪由 18500 调整为 21000", "comp review: bump from 92k to 101k", "期望 75 万", "40k*15" (pay × months).
    r"|(?=\d)(?<=(?:年薪|月薪|工资|薪资|底薪|薪水)(?:由|从)\s*)" + _NUM + r"(?:\s?[万千kK])?(?![\d%])"
    r"|(?=\d)(?<=(?:年薪|月薪|工资|薪资|底薪|薪水)(?:由|从)\s*" + _NUM + r"(?:\s?[万千kK])?\s*(?:调整为|调整到|调至|涨到|涨至|提高到|提到|提至|改为|变为|到|至)\s*)"
    + _NUM + r"(?:\s?[万千kK])?(?![\d%])"
    r"|(?=\d)(?<=(?i:comp|compensation|salary|pay|raise|bump|base|offer|package|ctc|rent)[^\n.;]{0,24}?(?<![A-Za-z])(?:from|to)\s+)"
    r"(?:\d{1,3}(?:\.\d)?\s?[kK]|\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d{3,6}(?:\.\d{2})?)(?![A-Za-z0-9%,])"
    r"|(?=\d)(?<=(?:期望|要求|目前|现)(?:薪资|年薪|月薪|薪酬)?(?:是|为|：|:)?\s*)" + _NUM + r"\s?[万千kK](?:\s?[*×xX]\s?\d{1,2}(?:薪)?)?(?![\d%A-Za-z])"
    # "offer 210k base", "raise approved: 52k -> 58k", "current 74k, ask 82k", "we countered 195k": a thousands figure
    # with a word of pay in the same clause before it, or a word of pay right after it
    # (the look-ahead first: the look-behind over a clause runs only where a thousands figure starts)
    r"|(?<![\w.$€£¥])(?=\d{2,3}(?:\.\d)?\s?[kK](?![\w]))"
    r"(?<=(?i:salary|salaries|wage|\bpay|comp|compensation|raise|offer|base|bonus|counter(?:ed)?|package|ctc|\bask(?:ing|ed)?|"
    r"earn(?:s|ing)?|年薪|月薪|薪|期望)[^\n.;。；]{0,30}?)"
    r"(?<![\w.$€£¥])\d{2,3}(?:\.\d)?\s?[kK](?![\w])"
    r"|(?<![\w.$€£¥])\d{2,3}(?:\.\d)?\s?[kK](?=\s*(?i:base|salary|gross|net|p\.?a\.?|per\s+(?:year|annum)|a\s+year|/\s?yr|tc\b|"
    r"total\s+comp|ote\b))"
    # a money key in JSON or code: "balance":"86320.55", "余额": "56,231.07", salary=21500.00
    r"|(?=-?\d)(?<=[\"']?(?i:balance|salary|wage|bonus|income|rent|debt|loan|refund|payout|net_pay|gross_pay|余额|工资|月薪|年薪|收入|"
    r"欠款|借款|奖金|月租|房租)[\"']?\s*[:=]\s*[\"']?)-?" + _NUM + r"(?![\d%])"
    # a field named amount in a log or query: "amount=1250.00"
    r"|(?=\d)(?<=(?<![A-Za-z])(?i:amount|amt)\s*[=:]\s*)\d+\.\d{2}(?![\d%])"
    # ... and after words that tie a bare number to a person's debt or a deal.
    r"|(?=\d)(?<=(?<![A-Za-z])(?i:amount\s+due|balance\s+due|total\s+due|owed?|owes|outstanding|invoice\s+total|loan\s+amount|settlement|"
    r"deal\s+value|contract\s+value)\s*(?:of|is|was|:|=)?\s*)" + _NUM + r"(?![\d%])"
)


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def cn_id_ok(value: str) -> bool:
    value = value.replace(" ", "").replace("-", "")
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    if len(value) != 18 or not value[:17].isdigit():
        return False  # a masked number in an ID column ("3201**********1234"; round 24: it raised ValueError)
    body, check = value[:17], value[17].upper()
    return "10X98765432"[sum(int(c) * w for c, w in zip(body, weights)) % 11] == check


class ChineseIdRecognizer(PatternRecognizer):
    def __init__(self, lang: str):
        super().__init__(supported_entity="IDCARD", name="ChineseIdRecognizer", supported_language=lang,
                         patterns=[Pattern("cn_resident_id", CN_ID, 0.5)], global_regex_flags=FLAGS,
                         context=["身份证", "证件", "ID", "identity"])

    def validate_result(self, pattern_text: str) -> bool:
        return cn_id_ok(pattern_text)


class CardRecognizer(PatternRecognizer):
    """Visa, Mastercard (51–55, 2221–2720), Amex, Discover, JCB and UnionPay (62, up to 19 digits)."""

    # round 14: Maestro (50xx, 56-58xx, 6304, 67xx) beside Visa, Mastercard, Amex, Diners, Discover, UnionPay, JCB
    PREFIX = re.compile(r"4|5[1-5]|2(?:2[2-9]|[3-6]\d|7[01]|720)|3[47]|3[0689]|6(?:011|5|4[4-9]|2)|35|50|5[6-8]|6304|67")

    def __init__(self, lang: str):
        super().__init__(supported_entity="CARD", name="CardRecognizer", supported_language=lang,
                         patterns=[Pattern("card", CARD, 0.3)], global_regex_flags=FLAGS,
                         context=["card", "credit", "visa", "mastercard", "卡", "卡号", "银行卡", "信用卡"])

    def validate_result(self, pattern_text: str) -> bool:
        return card_ok(pattern_text)


_NON_DIGIT = re.compile(r"\D")


def card_ok(value: str) -> bool:
    digits = _NON_DIGIT.sub("", value)
    if not 13 <= len(digits) <= 19 or not CardRecognizer.PREFIX.match(digits):
        return False
    if len(digits) == 18 and cn_id_ok(digits):  # an 18-digit resident ID is an ID, not a card
        return False
    if not _brand_length(digits):
        return False  # round 17
    return luhn_ok(digits)


def _brand_length(digits: str) -> bool:
    """JCB issues 16 to 19 digits: a 15-digit number that starts "35" is a phone's IMEI (Luhn too); round 38: so is
    any 15-digit number but American Express's ("34", "37"; a satellite phone's "300234065218770")."""
    if digits[0] == "3" and len(digits) > 16:
        return 3528 <= int(digits[:4]) <= 3589  # only JCB issues more than 16 digits after a "3" (an order's "3901…")
    return not (digits[:2] == "35" and len(digits) < 16) and (len(digits) != 15 or digits[:2] in ("34", "37"))


# A price belongs to a product, a plan, a unit or a service, not to a person (issue 15; the rule is written down in
# docs/privacy.md, "Amounts and prices"): "list price $523.49", "@ $692.99", "room rate €139/night", "unit price R$ 756,77",
# "is $1372 on sale", "Pro plan $29/mo", "only ¥15", "$4.50 each", "售价 ¥8240", "218元那款", a cell under a price column.
# A person's money is kept whatever the price words say: pay, balances, debts, refunds, transfers, deposits, invoices to pay
# (_PERSONAL_CUE within 40 characters before the amount).
_PRICE_BEFORE = re.compile(r"(?i:(?:list|unit|retail|sale|regular|catalogue|catalog|ticket|room|promo(?:tional)?|special|member|"
                           r"introductory|launch|starting|base)\s+(?:price|rate)|price[ds]?\s*(?:at|is|:|of|=)?|"
                           r"msrp|rrp|costs?|@|per\s+unit|each\s+at|\p{Han}{0,2}价(?:格|钱)?[:：]?|"
                           # fees and a company's own figures are not a person's money
                           r"(?:服务费|运费|手续费|邮费|配送费|快递费|挂号费|报名费|会员费|月费|年费|门票|车费|营收|营业额|市值|物业费|水电费|电费|"
                           r"水费|燃气费|网费|话费|停车费|管理费|会费|(?:shipping|delivery|"
                           r"service|booking|handling|processing|registration|late|admin|membership|subscription|entry|entrance|"
                           r"cover|convenience|transaction)\s+fee|postage|revenue|turnover|gmv|market\s+cap|membership|"
                           r"subscription|licen[cs]e|tickets?\s+(?:are|is|cost)|admission)\s*"
                           r"(?:of|is|was|are|:|：|为|是)?\s*[^\s\d]{0,3}\s*$|人均(?:预算|消费)?[:：]?|费用每[人位]|每[人位]费用|per\s+(?:person|head)\s*:?|"
                           # inside the brackets that name a product: "(SKU WH-1000, R$ 2.199,00)", "（型号 KJ500G，¥2,399）"
                           r"(?:sku|型号|货号|model|item\s*(?:no\.?|#))[^\n()（）。;；]{0,30}[,，]|"
                           # a receipt's line item: "2x Flat white  A$11.00"
                           r"(?m:^\s*\d{1,3}\s?[x×]\s[^\n]{1,40})|"
                           # a product's price in a field or a promotion: "price: $29/mo", "unit_price": 181.00, "only $9.99",
                           # "for just $5", "starting at $12", "cost=$4.12", "Cost est. $350", "sells for €80", "$20 off → save $5"
                           r"[\"']?(?:price|unit_?price|unitprice|list_?price|sale_?price|retail_?price|msrp|rrp|cost|unit_?cost|"
                           r"subtotal|sub_total|total_price|shipping|postage)[\"']?\s*[:=]\s*[\"']?|(?:for\s+)?(?:only|just)|"
                           r"(?:starting|starts)\s+(?:at|from)|as\s+low\s+as|(?:sells?|selling|retails?|retailing|going|listed|on\s+sale)\s+(?:for|at)|"
                           r"(?:cost|price)\s+(?:est\.?|estimated?|approx\.?|~)|save|discount(?:ed)?\s*(?:of|to|by)?|coupon|voucher|"
                           # Chinese promotions: 只要 ¥9.9, 仅售, 特惠, 立减 ¥5, 低至, 起售, 到手, 券后, 秒杀
                           r"只要|仅需|仅售|特惠|限时|立减|再减|直降|优惠|低至|起售|起价|到手|券后|折后|秒杀|团购|拼团|促销|活动价|"
                           # per unit or session, an order's amount, a quantity just before: 每次 ¥600, 订单金额 ¥1,299, ×1（¥89）
                           r"每次|每节|每课时?|每晚|每件|每个|每份|每张|订单金额|订单总额|订单号[^\n。]{0,30}?金额|"
                           r"[x×]\s?\d{1,3}\s*[（(]|"
                           r"(?:price|pricing|priced|msrp|售价|单价|价格|价钱)[^\n.;。；!?]{1,40}?(?:is|at|of|for|:|：|为|是)\s*)\s*$")
_PERSONAL_CUE = re.compile(r"(?i:salary|salaries|wage|\bpay(?:s|ing|check|slip|out|ment\s+(?:of|to|for))?\b|payroll|bonus|compensation|income|rent(?!al)|\bbase\b|\boffer\b|\bctc\b|"
                           r"package|balance|\bowe[sd]?\b|\bowing\b|debt|loan|borrow|\blent\b|\blend|refund|reimburs|transfer|"
                           r"\bwire[ds]?\b|\bsent\b|deposit|severance|payslip|paycheck|invoice|overdue|settlement|allowance|pension|"
                           r"\bnet\b|\bgross\b|stipend|alimony|\bpaid\b|"
                           # round 15: what a bill says someone must pay or has claimed, what someone was awarded
                           r"(?:total|amount|balance|sum)\s+(?:due|payable|charged|claimed|owing)|\bdue\s+(?:from|by)\s+you|"
                           r"total\s+charges|\bclaimed\b|awarded|\bgrant\b|scholarship|bursary|reimbursable|"
                           r"薪|工资|收入|奖金|房租|租金|月租|余额|欠|借|还款|转账|打款|汇款|报销|退款|押金|赔偿|补偿|年包|付款|支付|扣款|"
                           r"消费|刷卡|付了|转给|付给|退还|盗刷|已退|退了|退回|已付|已缴|已交)")
_SALARY_CUE = _PERSONAL_CUE  # the name the rest of the module used
# ... or right after it: "机票 ¥2,860 的报销", "$80 reimbursement"
# (round 26: or a person who owes, sent or paid it right after: "the six hundred bucks you owe Pete", "£480 u sent",
# "¥2,400 我已经转了")
_PERSONAL_AFTER = re.compile(r"\s*(?:的)?(?:报销|退款|欠款|还款|借款|转账|工资|(?i:reimburse\w*|refund\w*|owed|overdue|salary|bonus))|"
                             r"\s*(?i:(?:that\s+)?(?:you|u|i|he|she|we|they)\s+(?:still\s+|already\s+|just\s+)?"
                             r"(?:owe[sd]?|sent|paid|transferred|lent|borrowed|spent|received|got\s+back)\b)|"
                             r"\s*[，,]?\s*(?:我|你|他|她)(?:已经|刚|已)?(?:转了|付了|交了|还了|欠|借了|收到)")
_PER_PERIOD = re.compile(r"/(?:年|月|yr|year|mo|month)$")
_PRICE_AFTER = re.compile(r"(?i:^\s*(?:/\s?(?:night|month|mo|mån|månad|mnd|måned|year|yr|unit|item|seat|user|hour|hr|kg|lb|g|gb|tb|l|litre|liter|pc|pcs|"
                          r"piece|pack|box|bottle|cup|person|head|license|licence|晚|月|件|人|个|斤|公斤|千克|克|瓶|杯|份|张|盒|包|箱|台|只|条|支|本)"
                          r"(?![A-Za-z])|per\s+(?:night|month|unit|person|head|item|seat|user|hour|kg|lb|litre|liter|gb|tb|piece|pc|pack|"
                          r"box|bottle|cup|slice|serving|copy|license|licence|token|tokens|request|call|minute|sms|message|[\d.,]+[km]?\s+tokens?)|"
                          r"each|apiece|a\s+piece|a\s+pop|on\s+sale|off\b|discount|a\s+(?:month|night|year|seat|user|head)|"
                          r"[x×]\s?\d{1,3}(?!\d)|"
                          # the product named in brackets right after: "$350 (headset, model WH-1000XM5)"
                          r"[(（][^()（）\n]{0,30}(?:model|sku|型号|货号|item\s*(?:no|#))|"
                          r"起|那款|这款|一款|的那款|一件|一个|一杯|一份|一张|一瓶|一盒|一台|每件|每个|每斤))")
# A product code in brackets right before the price: "printer toner (HP 206A) £89.99".
_MODEL_BEFORE = re.compile(r"[(（](?=[^()（）\n]*[A-Z])(?=[^()（）\n]*\d)[A-Za-z0-9 \-+/]{2,24}[)）]\s*$")
# A product or item code on the amount's line: "amount=49.99 currency=USD sku=KB-12", "订单金额 ¥1,299（商品 SKU: …）".
_SKU_LINE = re.compile(r"(?i:(?<![a-z])sku|item\s*(?:no|code|#)|product\s*(?:id|code|no)|商品编码|商品编号|货号|型号|coupon|"
                       r"promo\s*code|voucher|优惠券|折扣码)")
# A receipt: two or more item lines ("2x Flat white  A$11.00"); its total, subtotal, tax and tip lines are prices too, as is
# a line that prices an item at a unit rate ("2x notebook @ $7.50, total $15.00").
_ITEM_LINE = re.compile(r"(?m)^\s*\d{1,3}\s?[x×]\s")
_TOTAL_LINE = re.compile(r"(?i:^\s*(?:total|subtotal|sub-total|tax|vat|gst|tip|service|合计|小计|总计|实收)\b)")
_UNIT_RATE = re.compile(r"@\s?\D{0,3}\d|\d\s?[x×]\s+\w")
# a fee named in brackets after the amount: "¥3,600.00（服务费）"
_FEE_AFTER = re.compile(r"\s*[（(](?:服务费|手续费|运费|邮费|管理费|(?i:service\s+fee|fee|shipping|postage|delivery))")


# Everyday things bought, a few words before their price: "coffee is $4.50", "bagel $3.25", "tickets were €45", "耳机 ¥299".
_GOODS = re.compile(r"(?i:\b(?:coffee|latte|cappuccino|espresso|tea|bagel|croissant|sandwich|burger|pizza|salad|beer|wine|cocktail|"
                    r"drink|drinks|meal|snack|ticket|tickets|book|books|shirt|t-shirt|shoes|jacket|dress|phone|laptop|tablet|"
                    r"headphones|earbuds|charger|cable|monitor|keyboard|mouse|printer|camera|watch|bike|game|app|ebook|album|"
                    r"movie|popcorn|umbrella|bottle|mug|notebook|pen|pens|toner|battery|batteries|bag|backpack|suitcase)s?\b)"
                    r"(?:\s+(?!bills?\b|invoices?\b|repairs?\b|loans?\b|deposits?\b)[a-z]+){0,2}\s*(?:is|was|are|were|costs?|for|at|:|-|–)?"
                    r"\s*[^\s\d]{0,3}\s*$|"
                    r"(?:咖啡|奶茶|蛋糕|门票|机票|车票|电影票|手机|电脑|耳机|充电宝|键盘|鼠标|衣服|鞋子?|包包|外卖|套餐|饮料|零食)"
                    r"\s*(?:是|要|才|只要)?\s*$")


_CLAUSE_BREAK = re.compile(r"[\n;；。|\t]|\.\s")


def _clause_start(text: str, start: int) -> int:
    """Where the clause holding text[start] begins, at most 40 characters back."""
    lo = max(0, start - 40)
    last = None
    for last in _CLAUSE_BREAK.finditer(text, lo, start):
        pass
    return last.end() if last else lo


def personal_cue(text: str, start: int, end: int) -> bool:
    """Whether the amount text[start:end] has a word of someone's money (pay, owe, refund, paid, 工资, 欠…) in its
    own clause before it, or right after it. Round 8: not on the line before, nor across a semicolon."""
    return bool(_PERSONAL_CUE.search(text, _clause_start(text, start), start) or _PERSONAL_AFTER.match(text, end, end + 16))


def signed(text: str, start: int) -> bool:
    """A minus sign right before an amount, itself after a space, a colon or a bracket (not "10-20")."""
    return start >= 1 and text[start - 1] in "-−–" and (start == 1 or text[start - 2] in " \t:：(（=")


_POSSESSIVE = re.compile(r"(?i:\b(?:my|our|your|his|her|their)\b|我的|我们的|你的|您的|他的|她的|他们的|我家|我们家)")


def owned(text: str, start: int, end: int) -> bool:
    """A word of someone's money, or a possessive ("my phone bill is $80", 我的房租), in the amount's clause."""
    return personal_cue(text, start, end) or bool(_POSSESSIVE.search(text, _clause_start(text, start), start))


def is_price(text: str, start: int, end: int) -> bool:
    """Whether the amount text[start:end] is a price (of a product, plan, unit, service), not a person's money."""
    if offered(text, start, end):  # round 10: "Advertised rent: $1,850/mo" is asked, not paid
        return True
    if personal_cue(text, start, end):
        return False
    before = text[max(0, start - 60):start]
    if _PRICE_BEFORE.search(before) or _MODEL_BEFORE.search(before) or _GOODS.search(before[-40:]) \
            or _PER_PERIOD.search(text[start:end]) \
            or _PRICE_AFTER.match(text[end:end + 24]):
        return True
    if _FEE_AFTER.match(text, end) or more_price_forms(text, start, end):
        return True
    line_start, line_end = text.rfind("\n", 0, start) + 1, text.find("\n", end)
    line = text[max(line_start, start - 80):min(end + 80, len(text) if line_end < 0 else line_end)]
    if _UNIT_RATE.search(text, line_start, start):
        return True
    if _TOTAL_LINE.match(text[line_start:start]) and len(_ITEM_LINE.findall(text)) >= 2:
        return True
    return bool(_SKU_LINE.search(line)) and not _PERSONAL_CUE.search(line)


# round 12: a sum in 万 after a word of a person's income, spending or holdings: "月收入1.3万", "家里已经花了26 万",
# "自付了2.3万", "年收入50万以上", "要赔30万" (not 万 people, words, steps or fans)
_ZH_WAN = (r"|(?=\d)(?<=(?:收入|月入|年入|年薪|花了|花费|自付了?|自费|要赔|赔了?|流水|存款|现金|亏了|赚了|一共|大概|去年|医药费|支出|"
           r"总包|年包|礼金|给到|部分|余额|尾款|余款|合计|总共|共计|总价|首付|设计费|定金|订金|押金|货款|房款|车款|退款|转账|"
           r"到账|筹到|筹了|出资|借了|借我|还了|收了)"  # (round 33: "到账5.6万", "筹到12万", "个人出资30万")
           # (a digit after 万 is its thousands: "5万2" is 52,000; round 16)
           r"(?:是|为|：|:)?\s?)" + _NUM + r"\s?[万亿](?:\d(?![\d.]))?多?(?:元|块)?(?![\d%人字步次个名粉件册公里])")
# Chinese text only (speed: its look-behind runs at every digit): a sum with 万/亿 a few characters after "owes":
# "欠我们的货款27万", "还欠他3万".
AMOUNT_ZH = AMOUNT + r"|(?=\d)(?<=欠[^\n，。,;；\d]{0,8})" + _NUM + r"\s?(?:万|亿)(?:元|块)?(?![\d%])" \
    + _ZH_WAN



class AmountRecognizer(PatternRecognizer):
    def __init__(self, lang: str):
        super().__init__(supported_entity="AMOUNT", name="AmountRecognizer", supported_language=lang,
                         patterns=[Pattern("amount", AMOUNT_ZH if lang == "zh" else AMOUNT, 0.6)], global_regex_flags=FLAGS)

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        results = super().analyze(text, entities, nlp_artifacts, regex_flags)
        return [r for r in results if not is_price(text, r.start, r.end)]


class ChinesePhoneRecognizer(PatternRecognizer):
    """Chinese mobiles and landlines, and any "+CC …" number with 8-15 digits."""

    def validate_result(self, pattern_text: str) -> bool | None:
        if pattern_text.startswith("+"):
            return 8 <= sum(c.isdigit() for c in pattern_text) <= 15
        return None

    def __init__(self, lang: str):
        super().__init__(supported_entity="PHONE", name="ChinesePhoneRecognizer", supported_language=lang,
                         patterns=[Pattern("cn_mobile", CN_MOBILE, 0.7), Pattern("cn_landline", CN_LANDLINE, 0.5),
                                   Pattern("intl_phone", INTL_PHONE, 0.6)],
                         global_regex_flags=FLAGS, context=["电话", "手机", "座机", "致电", "phone", "tel", "mobile"])


_CARD_RX = re.compile(CARD, FLAGS)
_CN_ID_RX = re.compile(CN_ID, FLAGS)


def checksummed_spans(text: str, entities) -> list[tuple[int, int]]:
    """Spans of Luhn-valid cards and check-digit-valid resident IDs, for the types asked for:
    the same matches and checks as CardRecognizer and ChineseIdRecognizer."""
    spans = []
    if "CARD" in entities:
        spans += [m.span() for m in _CARD_RX.finditer(text) if card_ok(m.group())]
    if "IDCARD" in entities:
        spans += [m.span() for m in _CN_ID_RX.finditer(text) if cn_id_ok(m.group())]
    return spans


def number_recognizers(lang: str) -> list:
    # National formats (no +country code) of these regions; international "+CC …" numbers match under any of them.
    # Each region costs a full phonenumbers pass (the largest single cost after spaCy), so only regions
    # that add national formats: "US" also finds Canadian numbers (one numbering plan), "+CC …" numbers
    # are found under any region and by INTL_PHONE, Chinese numbers by ChinesePhoneRecognizer, and
    # SG/HK national numbers are bare 8-digit runs that trim.clean_phone drops without a phone word. Chinese chunks
    # also try GB: a British number on a line with Chinese on it is read there (round 27, "07415 339 802 (我的号码)").
    regions = ("US", "GB", "AU", "DE", "FR", "IN", "BR", "JP") if lang == "en" else ("CN", "HK", "TW", "US", "GB")
    return [
        ChinesePhoneRecognizer(lang),
        # phonenumbers-backed: international and national formats of the listed regions, run only
        # on the pieces of text that can hold a phone (see recognizers/phones.py).
        WindowedPhoneRecognizer(supported_language=lang, supported_entity="PHONE", supported_regions=regions,
                                name="PhoneRecognizer", claimed=checksummed_spans),
        ChineseIdRecognizer(lang),
        CardRecognizer(lang),
        IbanRecognizer(supported_language=lang, supported_entity="IBAN"),
        PatternRecognizer(supported_entity="EMAIL", name="EmailRecognizer", supported_language=lang,
                          patterns=[Pattern("email", EMAIL, 0.9), Pattern("email_encoded", EMAIL_ENCODED, 0.9),
                                    Pattern("email_userinfo", EMAIL_USERINFO, 0.9)],
                          global_regex_flags=FLAGS | re.IGNORECASE),
        AmountRecognizer(lang),
    ]
