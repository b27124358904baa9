"""Round 27 (issue 15): a hotline with a note in brackets glued to it, a phone after an "Adviceline", a card's CVV
after its expiry or its "security number", a secret key in a listing's wide gap, an SSN named on one line and given
dashed on the next, names after a hearing's or a case's role, an initial at a line's end, a given name's middle
initial and surname, pinyin beside the Han name it spells, a condition named after a person; and what must stay: a
work order's number after a hotline, a card's line with a count after its expiry, a bilingual form's label (no
password after a slash), a price after a pass's name, documentation keys with EXAMPLE inside, "my son" and "can do",
an indented config key, a jobcentre and a support desk. Invented values."""

from __future__ import annotations

import pytest
from detect_helpers import found
from detect_helpers import of as _of


@pytest.mark.parametrize(
    "text, value",
    [
        ("如有疑问请拨打客服热线 400-716-2283（9:00-21:00），谢谢", "400-716-2283"),
        ("Customer Services, HM Passport Office\nPassport Adviceline: 0300 790 2215", "0300 790 2215"),
        ("Contact on file: 07700 812 455 (我的号码，舅舅不接英文电话)", "07700 812 455"),
    ],
)
def test_hotlines_with_a_note_or_after_an_adviceline(detector, text, value):
    assert value in _of(detector, text, "PHONE")


def test_a_work_orders_number_after_a_hotline_is_no_phone(detector):
    assert "3107220461" not in _of(detector, "（市民服务热线 12345 工单 3107220461）", "PHONE")


@pytest.mark.parametrize(
    "text, value",
    [
        ("ok here: 3714 496353 98431 exp 07/29 security number 5512. thanks", "5512"),
        ("我直接发你吧 4539-0174-9410-9883 11/28 617", "617"),
    ],
)
def test_cvv_after_the_expiry_or_a_security_number(detector, text, value):
    assert _of(detector, text, "CVV") == [value]


def test_a_count_after_a_cards_expiry_is_no_cvv(detector):
    assert not _of(detector, "card 4539-0174-9410-9883 exp 11/28 2 tickets", "CVV")


def test_a_secret_key_in_a_listings_wide_gap(detector):
    text = "QCLOUD_SECRET_ID       AKIDq7Rn2LxT9vBz4MkWc8HpJs3YfG6NeUa1\nQCLOUD_SECRET_KEY      Vd4kPz8qLm2RtX7nWb9cJh3sFy6GaE1u"
    assert "Vd4kPz8qLm2RtX7nWb9cJh3sFy6GaE1u" in [t for k, t in found(detector, text) if k in ("APIKEY", "SECRET")]


def test_an_ssn_named_on_one_line_given_dashed_on_the_next(detector):
    text = "老周：你 SSN 填的对吗，上次填错过\n阿玲：对的，518-27-4406，核对过两遍"
    assert _of(detector, text, "SSN") == ["518-27-4406"]


@pytest.mark.parametrize(
    "text, value",
    [
        ("Case reference: 2240391177\nAppellant: Olumide Fashola\nAuthority: Borough of Kettering", "Olumide Fashola"),
        ("Name of person who left: Briony Tasker\nTheir forwarding address: unknown", "Briony Tasker"),
        ("12. Policyholder name: MARCHETTI, GIULIANA R\n13. Date of birth: 02/09/1981", "MARCHETTI, GIULIANA R"),
        ("my details are Rhys T Pemberton, GB33 BUKB 2020 1555 5555 55.", "Rhys T Pemberton"),
        ("收件人 Name: 邓丽萍 / DENG Liping\n地址：见附件", "DENG Liping"),
    ],
)
def test_names_after_roles_with_initials_and_in_pinyin(detector, text, value):
    assert value in _of(detector, text, "PERSON")


def test_a_bilingual_forms_label_is_no_password(detector):
    text = "Nom / 姓名：LIU Yanping\nAdresse：18 rue Daviel"
    assert not _of(detector, text, "PASSWORD")
    assert "LIU Yanping" in _of(detector, text, "PERSON")


@pytest.mark.parametrize("condition", ["Ménière's disease", "Kikuchi's disease", "Sjögren's syndrome"])
def test_a_condition_named_after_a_person(detector, condition):
    text = f"Client says she has {condition} and needs the later slot."
    medical = _of(detector, text, "MEDICAL")
    assert any(condition in m for m in medical)
    assert not [p for p in _of(detector, text, "PERSON") if p in condition]


def test_a_price_after_a_passs_name_is_no_password(detector):
    assert not _of(detector, '- Season 4 "Frost Line" battle pass: $9.99, premium+ $19.99', "PASSWORD")


@pytest.mark.parametrize("value", ["AIzaSyEXAMPLE-EXAMPLE-EXAMPLE-0000000", "LTAI5tEXAMPLEEXAMPLE00"])
def test_documentation_keys_with_example_inside_stay(detector, value):
    text = f"# see the docs\nAPI_KEY={value}"
    assert not [t for k, t in found(detector, text) if k in ("APIKEY", "SECRET")]


@pytest.mark.parametrize(
    "text, word",
    [
        ("hi it's Darren Pike calling about my son Alfie's appointment", "my son"),
        ("[14/03/2024, 18:06] Dylan Fraser: can do £160 cash?", "can do"),
        ("sms:\n  provider: twilio\n  account_sid: AC0f3e9b7a1c2d4e5f60718293a4b5c6d7", "account_sid"),
        ("strategy:\n  pair: BTC/USDT\n  min_order: 5 USDT", "min_order"),
    ],
)
def test_function_words_and_config_keys_are_no_names(detector, text, word):
    assert word not in _of(detector, text, "PERSON")


@pytest.mark.parametrize(
    "text, org",
    [
        ("Dan\nWork Coach, Seaham-le-Moor Jobcentre", "Seaham-le-Moor Jobcentre"),
        ("we escalated to Partner Support twice", "Partner Support"),
    ],
)


def test_public_services_and_departments_are_no_people(detector, text, org):
    assert not [p for p in _of(detector, text, "PERSON") if p in org]
