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
    ("Ms Priya Raman, 2nd Floor, Lakeview Plaza, 8 Residency Road, Chennai 600006", "2nd Floor, Lakeview Plaza, 8 Residency Road, Chennai 600006"),
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


@pytest.mark.parametrize("text", [
    "Please send the credit note to Brandt Messebau GmbH, Hafenweg 9, 28217 Bremen.",
    "商家“老李烧烤”表示已补发一份。",
    "易信金融 分期审批结果通知",
    "车商：老曹（曹氏车行）已确认",
    "NORTH DOWNS WATER            Account no. 5 0031 7742",
    "- Photographer Lumière Studio package USD 2,800",
])
def test_a_company_or_shop_named_after_a_person_is_no_person(text):
    found = _found(Detector(cache=False), text, "PERSON")
    assert not [p for p in found if any(w in p for w in ("Brandt", "老李", "易信", "曹氏", "NORTH", "Studio"))], found


def test_a_postcode_alone_in_a_record_is_a_place():
    text = "form = {'name_on_card': 'Idris Mallory', 'cvc': '318', 'postcode': 'CF24 3AA'}"
    assert _found(Detector(cache=False), text, "ADDRESS") == []


def test_the_last_of_something_else_is_no_name_column(detector):
    text = ("INSERT INTO donors (id, name, email, last_gift) VALUES\n"
            "(77, 'Morwenna Tresize', 'mt@example.org', 42.50),\n")
    assert _found(detector, text, "PERSON") == ["Morwenna Tresize"]
    assert _found(detector, text, "AMOUNT") == ["42.50"]


def test_a_reference_glued_to_a_csv_name_is_not_its_surname(detector):
    assert [p for p in _found(detector, "RF-00417,QX7KPD,Anna Kowalska,ak@example.pl", "PERSON") if "KPD" in p] == []


@pytest.mark.parametrize("text, amount", [
    ("你目前的余额是四十二万，还差一些", "四十二万"),
    ("【装修】尾款三万六请于验收后支付", "三万六"),
    ("上个月付了一千八，这个月还没付", "一千八"),
    ("总共 6万5 有点超预算，尾款4万2下周转", "4万2"),
])
def test_a_chinese_sum_in_numerals_after_a_word_of_money(detector, text, amount):
    assert amount in _found(detector, text, "AMOUNT")


@pytest.mark.parametrize("text", ["报名的一共三千五百人", "粉丝一共十二万", "首付三千五百人排队", "年度报告合计三千字"])
def test_chinese_counts_are_no_sums(detector, text):
    assert _found(detector, text, "AMOUNT") == []


@pytest.mark.parametrize("header, value", [("last_payment", "£18.40"), ("last_spend", "2388.00")])
def test_what_a_person_last_paid_is_money(detector, header, value):
    text = f"member_no,name,{header}\nM-0091,Ffion Rees,{value}\n"
    assert _found(detector, text, "AMOUNT") == [value]


def test_a_dated_last_payment_is_no_sum_and_a_tenant_column_holds_names(detector):
    text = ("unit,tenant,email,rent_pcm,arrears,last_payment\n"
            "3C,Bronwen Pugh,bp@example.org,980.00,45.00,2026-02-02\n"
            "4A,VACANT,,1010.00,,\n")
    assert _found(detector, text, "PERSON") == ["Bronwen Pugh"]
    assert "2026-02-02" not in _found(detector, text, "AMOUNT")
    assert {"980.00", "45.00"} <= set(_found(detector, text, "AMOUNT"))


def test_a_member_column_of_ids_holds_no_names(detector):
    assert _found(detector, "id,member,tier\n1,M-00918,Gold\n2,M-01177,Silver\n", "PERSON") == []


@pytest.mark.parametrize("text", ["瓷砖用的是诺贝尔CK6620，每片98元", "橱柜选了 金牌 JP-S30，市场价每延米", "frame is a Giant TCR2 in size M"])
def test_a_brand_before_its_model_code_is_no_person(detector, text):
    assert _found(detector, text, "PERSON") == []


@pytest.mark.parametrize("text, name", [("ping Priya SR-2231 when done", "Priya"), ("Ask Ann Lee SR-2231 status", "Ann Lee"),
                                        ("Dr Ann Lee A12 room", "Dr Ann Lee")])
def test_a_person_before_a_ticket_or_a_room_stays_a_person(detector, text, name):
    assert name in _found(detector, text, "PERSON")


@pytest.mark.parametrize("text", ["The club tier price is now £49 for new members.", "Potholes reported to council, ref CR-771203.",
                                  "Marina office: yes, berth C-17 is free"])
def test_plain_words_are_no_logins_or_speakers(detector, text):
    assert _found(detector, text, "PERSON") == []


@pytest.mark.parametrize("text, name", [("负责人：韦志明 CEO", "韦志明"), ("麻烦联系韦静HR", "韦静"), ("3号床 韦芳 A12床", "韦芳")])
def test_a_chinese_name_before_a_role_or_a_bed_stays_a_name(detector, text, name):
    assert name in _found(detector, text, "PERSON")


@pytest.mark.parametrize("text, login", [("Jan 12 10:02 sshd: session opened by pkaur", "pkaur"),
                                         ("reviewed: fosei, approved", "fosei")])
def test_an_initial_before_a_surname_that_is_no_word_is_a_login(detector, text, login):
    assert login in _found(detector, text, "PERSON")


@pytest.mark.parametrize("text, login", [
    ("**marta.k**: user reported a scam in #trades", "marta.k"),
    ("  admin: 'wangfang',   // 负责人", "wangfang"),
    ("-- 操作员 xiaoliu 2026-01-04 09:12", "xiaoliu"),
])
def test_logins_a_role_or_a_log_names(detector, text, login):
    assert login in _found(detector, text, "PERSON")


def test_a_qualification_after_a_name_and_a_firm_of_accountants(detector):
    text = "Imran Qureshi ACCA | Qureshi & Co Accountants | 0161 496 0772"
    assert "ACCA" not in " ".join(_found(detector, text, "PERSON"))
    assert _found(detector, text, "PHONE") == ["0161 496 0772"]


@pytest.mark.parametrize("text, value", [
    ("# setup: mosquitto_passwd -b passwd cam_porch P0rch-Cam-2025", "P0rch-Cam-2025"),
    ("htpasswd -b /etc/nginx/.htpasswd ops Kq7!vLp2x", "Kq7!vLp2x"),
    ("[smtp.example.net]:587    alerts@example.org:Al3rts!2026", "Al3rts!2026"),
])
def test_passwords_given_to_a_tool_or_after_an_email(detector, text, value):
    assert value in _found(detector, text, "PASSWORD")


def test_a_port_after_an_email_is_no_password(detector):
    assert _found(detector, "relay via ann@example.org:8025 today", "PASSWORD") == []


@pytest.mark.parametrize("text, cvv", [
    ("read out the debit card 4929 1234 5678 9018\nand the code 317 before the transfer", "317"),
    ("card 5168 2219 4804 7880. STAFF: Security code on the back? CALLER: 442.\n", "442"),
])
def test_a_card_s_code_in_a_call(detector, text, cvv):
    assert _found(detector, text, "CVV") == [cvv]


def test_a_chinese_address_ends_before_the_next_field(detector):
    text = "联系地址：成都市锦江区春熙路8号附2号  电话：028-8666 1207\n案由：诈骗"
    assert _found(detector, text, "ADDRESS") == ["成都市锦江区春熙路8号附2号"]


@pytest.mark.parametrize("text, term", [("diagnosed gonorrhoea last week", "gonorrhoea"),
                                        ("I had a transient ischaemic attack in May", "a transient ischaemic attack"),
                                        ("she disclosed generalised anxiety disorder", "generalised anxiety disorder")])
def test_british_spellings_of_conditions(detector, text, term):
    assert term in _found(detector, text, "MEDICAL")


def test_a_yaml_recovery_key_and_a_backup_schedule(detector):
    assert _found(detector, "  recovery: k3pqz-8vw2m\n", "SECRET") == ["k3pqz-8vw2m"]
    assert _found(detector, "backup: daily-2026 at 03:00", "SECRET") == []
