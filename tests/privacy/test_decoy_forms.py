"""Look-alikes that must stay (issue 15, round 6): company and shop names are not persons, and a product's or a
plan's price is not a person's money — while the person next to the company, and pay, balances, debts, refunds and
transfers, are still found. Every name, company and figure here is invented."""
from __future__ import annotations

import pytest

from edge_agent.privacy.detect import Detector
from edge_agent.privacy.recognizers.numbers import AMOUNT, is_price
from edge_agent.privacy.recognizers.organisations import is_organisation
from edge_agent.privacy.recognizers import numbers


@pytest.fixture(scope="module")
def detector():
    return Detector(cache=False, learned=False)


def _types_of(detector, text: str, value: str) -> set[str]:
    start = text.index(value)
    end = start + len(value)
    return {e.type for e in detector.analyze(text) if e.start < end and start < e.end}


@pytest.mark.parametrize("text, company", [
    ("Best,\nOrla Brennan-Quist\nPeople Ops, Thistlewood Analytics\no.quist@thistlewood.example", "Thistlewood Analytics"),
    ("Where: Restaurant Vauclair, Keizersgracht 18", "Restaurant Vauclair"),
    ("Account name: Marwick & Toller Joinery Ltd", "Marwick & Toller"),
    ("your balance with Brightwater Dental is $212.00", "Brightwater Dental"),
    ("Beneficiary: Calloway Advisory GmbH", "Calloway Advisory"),
    ("Dr Imogen Pell, Millbrook Surgery, 4 Ash Lane", "Millbrook Surgery"),
    ("Finance, Skarvik AB\n+46 8 123 45 67", "Skarvik"),
    ("wire it to Goldman Sachs by Friday", "Goldman Sachs"),
    ("Hotel Lindqvist, room 412", "Hotel Lindqvist"),
])
def test_company_is_not_a_person(detector, text, company):
    assert "PERSON" not in _types_of(detector, text, company), company
    assert "MEDICAL" not in _types_of(detector, text, company), company


@pytest.mark.parametrize("text, person", [
    ("Best,\nOrla Brennan-Quist\nPeople Ops, Thistlewood Analytics", "Orla Brennan-Quist"),
    ("Dr Imogen Pell, Millbrook Surgery, 4 Ash Lane", "Imogen Pell"),
    ("Contact: Harriet Lowe, Consulting Analyst", "Harriet Lowe"),
    ("Jude Law called about the lease", "Jude Law"),
])
def test_person_beside_a_company_stays(detector, text, person):
    assert "PERSON" in _types_of(detector, text, person), person


def test_organisation_rule_parts():
    assert is_organisation("Oyelaran & Co, 14 Clerkenwell", 0, len("Oyelaran"))
    assert is_organisation("深圳市腾达科技有限公司", 3, 5)
    assert not is_organisation("Anna Berg, Consulting", 0, 9)
    assert not is_organisation("Jane Roe Mobile: 0412", 0, 8)


@pytest.mark.parametrize("text", [
    "list price $523.49", "Pro plan $29/mo", "大会员特惠 only ¥15/月", "$4.50 each", "售价 ¥8240", "蛋糕 218元那款",
    "Unit price for model HX-3 is US$14.20", "Cost est. $350 (headset, model WH-1000XM5)", "printer toner (HP 206A) £89.99",
    "payments.charge ok amount=49.99 currency=USD sku=KB-12", "cost=$4.12", "再减 ¥5。", "tickets are €45 at the door",
    "starting at $12 a seat", "sells for €80 in stores", "$20 off your first box", "SSD 2TB £129.99 x 2",
])
def test_price_is_not_an_amount(text):
    m = numbers.re.search(AMOUNT, text)
    assert m, text
    assert is_price(text, m.start(), m.end()), text


@pytest.mark.parametrize("text", [
    "salary $5,000", "Your balance was $1,284.00", "I paid $7.50 each for the tickets she booked", "refund of HK$4,250.00",
    "please wire €1,150 for the deposit", "he still owes me £212.40", "月薪 ¥23,500", "报销 ¥3,460.00 已打款",
    "Please pay invoice INV-0917 (total £3,460.00)", "Gross pay £3,904.17 this month",
])
def test_personal_money_stays_an_amount(text):
    m = numbers.re.search(AMOUNT, text)
    assert m, text
    assert not is_price(text, m.start(), m.end()), text


@pytest.mark.parametrize("text, price", [
    ("sku;name;price;qty\nKB-221;Mech keyboard;89.00;4", "89.00"),
    ("日期,客户,产品,数量,单价,合计\n2026-11-02,某某贸易,X200 路由器,20,¥399,¥7,980", "¥399"),
    ('{"items":[{"sku":"HD-200","price":129.0,"qty":1}]}', "129.0"),
])
def test_price_column_or_field_stays(detector, text, price):
    assert "AMOUNT" not in _types_of(detector, text, price)


def test_product_name_column_is_not_a_person(detector):
    text = "sku;name;price;qty\nKB-221;Mech keyboard;89.00;4\nMS-07;Wireless mouse;24.50;12"
    assert "PERSON" not in _types_of(detector, text, "Mech keyboard")
    assert "PERSON" in _types_of(detector, "name,salary\nAnna Lindgren,$5000", "Anna Lindgren")


@pytest.mark.parametrize("text, place", [
    ("Our office in Austin opens Monday", "Austin"), ("Flight to Sydney on Friday", "Sydney"),
    ("Jackson, MS 39201", "Jackson"), ("based in Florence, Italy", "Florence"), ("the San Jose office", "San Jose"),
])
def test_place_is_not_a_person(detector, text, place):
    assert "PERSON" not in _types_of(detector, text, place)


@pytest.mark.parametrize("text, person", [("Ask Sydney about it", "Sydney"), ("Meet Jordan Avery at noon", "Jordan Avery"),
                                          ("Le Minh Tuan signed the form", "Le Minh Tuan")])
def test_person_named_like_a_place_stays(detector, text, person):
    assert "PERSON" in _types_of(detector, text, person)


@pytest.mark.parametrize("text, brand", [("她说明天下午三点在国贸那边的星巴克等你", "星巴克"), ("明天聚餐改到海底捞（望京店）", "海底捞"),
                                         ("附件是我们与深圳市腾达科技有限公司的合同", "腾达")])
def test_chinese_company_is_not_a_person(detector, text, brand):
    assert "PERSON" not in _types_of(detector, text, brand)


@pytest.mark.parametrize("text, value", [
    ("offer 210k base + RSUs", "210k"), ("we countered 195k, declined", "195k"), ("raise approved: 52k -> 58k GBP", "52k"),
    ('{"balance":"86320.55","vip":3}', "86320.55"), ('{"余额":"56,231.07"}', "56,231.07"), ("rate A$95/h", "A$95/h"),
    ("2024: R$ 14.500/mês", "R$ 14.500/mês"), ("transfer limit €50,000/day", "€50,000/day"),
])
def test_personal_money_forms(detector, text, value):
    assert "AMOUNT" in _types_of(detector, text, value), value


@pytest.mark.parametrize("text", ["we have current 40k users", "the file is 40k lines", "build 16k tokens"])
def test_thousands_without_pay_are_not_money(detector, text):
    assert not [e for e in detector.analyze(text) if e.type == "AMOUNT"], text


@pytest.mark.parametrize("text", [
    "费用：每次 ¥600，已付至12月", "订单号 JD784412993021，金额¥1,299。", "物品：台灯 ×1（¥89）", "金额 ¥3,600.00（服务费），开票",
    '"total":"¥259.00","coupon":"DEC-20"}', "2x notebook @ $7.50, total $15.00. Paid",
    "2x Flat white  A$11.00\n1x Banana bread A$6.50\nTotal A$17.50  VISA",
])
def test_more_prices_stay(detector, text):
    assert not [e for e in detector.analyze(text) if e.type == "AMOUNT"], text


def test_bank_statement_with_unquoted_thousands(detector):
    text = "date,description,amount,balance\n2026-11-01,SALARY ACME LTD,+4,812.55,6,003.12\n2026-11-03,TFR TO R KHAN,-600.00,5,403.12"
    for v in ("+4,812.55", "6,003.12", "-600.00", "5,403.12"):
        assert "AMOUNT" in _types_of(detector, text, v), v


def test_query_result_rows_take_the_selected_columns(detector):
    text = 'psql -c "SELECT name, ssn, salary FROM payroll;"\n-- Carter, Olivia | 609-12-4477 | 98500.00\n'
    assert "AMOUNT" in _types_of(detector, text, "98500.00")
    assert "PERSON" in _types_of(detector, text, "Carter, Olivia")


@pytest.mark.parametrize("text, org", [("开户行：建设银行成都武侯支行", "建设银行成都武侯支行"),
                                      ("American Express Hong Kong\n88 Queensway", "American Express Hong Kong")])
def test_institutions_are_not_persons(detector, text, org):
    assert "PERSON" not in _types_of(detector, text, org)


@pytest.mark.parametrize("text", ["Coffee is $4.50, bagel $3.25", "the concert tickets were €45 each", "耳机 ¥299"])
def test_everyday_goods_prices_stay(detector, text):
    assert not [e for e in detector.analyze(text) if e.type == "AMOUNT"], text


def test_a_bill_is_not_a_price(detector):
    assert [e for e in detector.analyze("my phone bill is $80") if e.type == "AMOUNT"]
