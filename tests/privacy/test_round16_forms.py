"""Round-16 forms (issue 15), each with INVENTED values: an airline's passenger record (SURNAME/GIVEN, DOCS, CTCM,
CTCE), upper-case recovery codes in brackets, a secret named a clause before its colon, a password in a JSON-held
JAAS line, a phone written the way only phones are after a word like "Tax", a phone after a UK postcode, a house's
name after a person's, field labels at a Chinese line's start -- and the look-alikes each must leave."""
from __future__ import annotations

import pytest

from edge_agent.privacy.detect import Detector


@pytest.fixture(scope="module")
def detector():
    return Detector(cache=False, learned=False)


def _found(detector, text, kind):
    return [e.text for e in detector.analyze(text) if e.type == kind]


PNR = ("RLOC QX4M7D  VS0412 MAN-JFK 03APR\n"
       "1.1OYELARAN/TOBI ADE MR  SSR DOCS VS HK1 P/NGA/A07731942/NGA/09OCT90/M/11DEC29\n"
       "1.2PRZYBYLSKA/MAJA MS  SSR DOCS VS HK1 P/POL/EK4419023/POL/22FEB93/F/04JUN31/PRZYBYLSKA/MAJA\n"
       "SSR CTCM VS HK1/447700900417\nSSR CTCE VS HK1/MAJA..P//EXAMPLE.PL\n")


def test_an_airline_passenger_record():
    d = Detector(cache=False, learned=False)
    assert {"OYELARAN/TOBI ADE", "PRZYBYLSKA/MAJA"} <= set(_found(d, PNR, "PERSON"))
    assert _found(d, PNR, "PASSPORT") == ["A07731942", "EK4419023"]
    assert _found(d, PNR, "DATE_OF_BIRTH") == ["09OCT90", "22FEB93"]  # not the expiry dates
    assert _found(d, PNR, "PHONE") == ["447700900417"]
    assert _found(d, PNR, "EMAIL") == ["MAJA..P//EXAMPLE.PL"]


@pytest.mark.parametrize("text", ["the FE/BE MR is ready for review", "merge the API/UI MR before Friday",
                                  "see https://example.org/docs/GUIDE and the N/A MR"])
def test_slashes_before_a_merge_request_are_no_passenger(detector, text):
    assert [p for p in _found(detector, text, "PERSON") if "/" in p] == []


def test_upper_case_recovery_codes_in_brackets(detector):
    text = "Save your recovery codes (H4TQ-9ZKM-2WPX, R7BN-0CJD-5LVE) somewhere safe."
    assert _found(detector, text, "SECRET") == ["H4TQ-9ZKM-2WPX", "R7BN-0CJD-5LVE"]


def test_recovery_codes_need_a_digit_and_a_letter(detector):
    text = "Your recovery codes were reset; ticket OPS-1142, rota LATE-SHIFT-WEEK."
    assert _found(detector, text, "SECRET") == []


def test_a_secret_named_a_clause_before_its_colon(detector):
    text = "Sending the secret as well, just in case: Vq3Lz8Rt2Nm6Kx9Wp4Hs7Jc1Bd5Fy0Ge"
    assert _found(detector, text, "SECRET") == ["Vq3Lz8Rt2Nm6Kx9Wp4Hs7Jc1Bd5Fy0Ge"]
    assert _found(detector, "The secret to good bread, in short: patience and time.", "SECRET") == []


def test_a_password_in_a_json_held_jaas_line(detector):
    text = '{"sasl.jaas.config": "...ScramLoginModule required username=\\"etl\\" password=\\"Wm4Tq8Zp2Lx6\\";"}'
    assert _found(detector, text, "PASSWORD") == ["Wm4Tq8Zp2Lx6"]


def test_a_dialled_phone_after_a_word_that_announces_other_numbers(detector):
    assert _found(detector, "Questions? Harbour Tax Advisers (614) 555-0139", "PHONE") == ["(614) 555-0139"]
    assert _found(detector, "order ref 614 555 0139", "PHONE") == []


def test_a_phone_after_a_uk_postcode_is_not_the_address(detector):
    text = "Owner: Ms Ffion Rees, 9 Quarry Row, Bala LL23 7AB, 07700 900318"
    assert _found(detector, text, "ADDRESS") == ["9 Quarry Row, Bala LL23 7AB"]
    assert _found(detector, text, "PHONE") == ["07700 900318"]


def test_a_time_s_seconds_are_no_phone(detector):
    assert _found(detector, "[Tue Mar 03 22:41:07.552190 2026] [ssl:warn] [pid 881]", "PHONE") == []


def test_a_house_name_after_a_person(detector):
    text = "Policyholder: Gwen Pritchard, Ivy Cottage, 4 Chapel Street"
    assert _found(detector, text, "PERSON") == ["Gwen Pritchard"]
    assert _found(detector, "Tenant: Morgan, Ellis James", "PERSON") == ["Morgan, Ellis James"]


def test_a_chinese_field_label_is_no_speaker(detector):
    text = "客户：戚丽华\n费用：清洗 2 小时 260元\n申请：周六上午\n顾问：Tina 卢\n阿姨：范阿姨\n朵朵：好的"
    found = _found(detector, text, "PERSON")
    assert "戚丽华" in found and "朵朵" in found
    assert not {"费用", "申请", "顾问", "阿姨"} & set(found)


@pytest.mark.parametrize("text, address", [
    ("Kind regards,\nOwain\nUnit 7, Llynfi Business Park, Maesteg CF34 0BQ\nTel 01656 000 000",
     "Unit 7, Llynfi Business Park, Maesteg CF34 0BQ"),
    ("Orbit Travel, 2nd Floor, Lakeview Plaza, 8 Residency Road, Chennai 600006", "2nd Floor, Lakeview Plaza, 8 Residency Road, Chennai 600006"),
    ('42187,"Aoife","Brennan","22 Bothar na Tra, Salthill H91 K2P6",88.00', "22 Bothar na Tra, Salthill H91 K2P6"),
    ("MS A L OKONJO\n7 PRIORY ROAD\nLEEK ST13 5AW\n\nDear customer", "7 PRIORY ROAD\nLEEK ST13 5AW"),
])
def test_addresses_a_postcode_ends(detector, text, address):
    assert _found(detector, text, "ADDRESS") == [address]


@pytest.mark.parametrize("text", ["Buy 12 Pack Lager, Leeds LS1 stock only", "Flat 3 whites cost more, Bristol prices",
                                  "ROOM 4 BOOKED FOR THE WHOLE DAY", "Release 2 Notes, Build 2026"])
def test_no_address_without_its_postcode_or_street(detector, text):
    assert _found(detector, text, "ADDRESS") == []


@pytest.mark.parametrize("text, names", [
    ("Name 姓名：鄧嘉欣 / TANG KA-YAN\nID：", ["鄧嘉欣", "TANG KA-YAN"]),
    ("Applicant: WONG Hoi Lam 黃凱琳 | HKID", ["WONG Hoi Lam", "黃凱琳"]),
    ("Guest 2: PARK SEO-YEON 朴瑞妍, passport", ["PARK SEO-YEON", "朴瑞妍"]),
])
def test_a_chinese_name_and_its_romanised_form(detector, text, names):
    assert _found(detector, text, "PERSON") == names


@pytest.mark.parametrize("text", ["Shanghai Office 韦建平 负责", "Dear Manager 韦建平，您好"])
def test_a_place_or_a_greeting_before_a_chinese_name_is_not_its_romanised_form(detector, text):
    assert _found(detector, text, "PERSON") == ["韦建平"]


@pytest.mark.parametrize("text, name", [
    ("业主：滕秀梅  房号：3栋1201", "滕秀梅"),
    ("交班人：隋建军  接班人：单丽", "隋建军"),
    ("发布人：wangtao  审批：Amy Lin", "wangtao"),
    ("# 作者 zhoulei，每周一执行", "zhoulei"),
])
def test_a_person_after_a_chinese_role_label(detector, text, name):
    assert name in _found(detector, text, "PERSON")
