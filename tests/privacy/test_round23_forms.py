"""Round 23 (issue 15): a medical statement's rest, an organisation's money, phones with extensions, values that answer
a question, credentials named in the cell before them, houses' names; invented values, each with a look-alike that
must not change."""

from __future__ import annotations

import pytest
from detect_helpers import found

from edge_agent.privacy.medical_extent import extend_medical
from edge_agent.privacy.recognizers.lock_codes import LockCodeRecognizer


def _medical(detector, text: str) -> list[str]:
    return [t for kind, t in found(detector, text) if kind == "MEDICAL"]


@pytest.mark.parametrize(
    "text, finding, grown",
    [
        # a measurement or a qualifier after a comma, where on the body, a bracket, how long, what was done about it
        ("Hx: chronic plaque psoriasis, PASI 11", "psoriasis", "chronic plaque psoriasis, PASI 11"),
        ("Dx: severe obstructive sleep apnoea, AHI 41 events/h", "sleep apnoea", "severe obstructive sleep apnoea, AHI 41 events/h"),
        ("she has arthritis in both knees", "arthritis", "arthritis in both knees"),
        ("Brian was diagnosed with plantar fasciitis in his right heel.", "plantar fasciitis",
         "diagnosed with plantar fasciitis in his right heel"),
        ("epilepsy, well controlled on meds", "epilepsy", "epilepsy, well controlled on meds"),
        ("体检：中度脂肪肝，ALT 92 U/L", "中度脂肪肝", "中度脂肪肝，ALT 92 U/L"),
        ("腰椎骨折术后第5天", "腰椎骨折", "腰椎骨折术后第5天"),
        ("下周复查甲状腺结节", "甲状腺结节", "复查甲状腺结节"),
    ],
)
def test_medical_statement_grows(text, finding, grown):
    start = text.index(finding)
    a, b = extend_medical(text, start, start + len(finding))
    assert text[a:b] == grown


@pytest.mark.parametrize(
    "text, finding, kept",
    [
        # another value, a date, a name, money or a new field is not the statement's rest
        ("Event: acute pancreatitis, onset 04-Mar-2026, hospitalised", "acute pancreatitis", "acute pancreatitis"),
        ("asthma, Kayleigh covering the 2pm", "asthma", "asthma"),
        ("腰椎间盘突出，医药费报销1,240元", "腰椎间盘突出", "腰椎间盘突出"),
        ("gout, email j.doe@mail.test", "gout", "gout"),
    ],
)
def test_medical_statement_stops(text, finding, kept):
    start = text.index(finding)
    a, b = extend_medical(text, start, start + len(finding))
    assert text[a:b] == kept


def test_medical_findings_tied_by_a_dash_or_after(detector):
    assert "severe sesame allergy - carries EpiPen" in _medical(detector, "- Tomos Pryce: severe sesame allergy - carries EpiPen")
    assert any("脑梗后左侧偏瘫" in m for m in _medical(detector, "3床 老周：脑梗后左侧偏瘫，需协助翻身"))


def test_an_organisations_money_is_no_ones(detector):
    text = ("Treasurer's report: club balance at 28 Feb £21,406.10, boat fund £4,880.00. "
            "Ffion Rees still owes £142.50 for spring subs.")
    amounts = [t for kind, t in found(detector, text) if kind == "AMOUNT"]
    assert amounts == ["£142.50"]
    notice = "合唱团第一季度财务公示\n收入：团费¥16,200；社区资助¥8,000\n个人捐赠：周海燕¥1,500\n支出：场地租金¥5,400\n结余：¥20,300"
    assert [t for kind, t in found(detector, notice) if kind == "AMOUNT"] == ["¥1,500"]
    # a person's bank balance and what someone raised for a cause stay theirs
    assert ("AMOUNT", "INR 9,40,000") in found(detector, "Means of support: bank balance INR 9,40,000")


def test_phone_extensions_second_numbers_and_whole_e164(detector):
    # (round 28: the extension stays outside the number, as most corpora label it)
    assert ("PHONE", "0571-8765 4321") in found(detector, "电话：0571-8765 4321转615")
    assert ("PHONE", "020 7946 0321") in found(detector, "Call 020 7946 0321 ext. 118 today")
    assert ("PHONE", "2618 0093") in found(detector, "Tel: 9021 4476 / 2618 0093\nEmail: kwan@mail.test")
    row = "call_id,started,duration,caller\nC-2210,2026-04-02T09:14:51,00:03:09,+441134960771"
    assert ("PHONE", "+441134960771") in found(detector, row)
    line = "Groom: Aled Price · Passport (GBR) 533018296 · mobile +44 7700 900217"
    assert ("PHONE", "+44 7700 900217") in found(detector, line)
    assert ("PASSPORT", "533018296") in found(detector, line)


def test_values_that_answer_a_question(detector):
    call = "AGENT: Card number please.\nCALLER: it's on the card.\nAGENT: And the three digits on the back?\nCALLER: 318."
    assert ("CVV", "318") in found(detector, call)
    chat = "Bot: For security, what's your date of birth?\nUser: 02.11.1979\nBot: Thanks."
    assert ("DATE_OF_BIRTH", "02.11.1979") in found(detector, chat)
    # a date that answers another question is no birth date
    other = "Bot: When did the problem start?\nUser: 02.11.2025\nBot: Thanks."
    assert not [t for kind, t in found(detector, other) if kind == "DATE_OF_BIRTH"]


def test_credentials_named_in_the_cell_before(detector):
    postman = '  {"key": "smtpPassword", "value": "Heron#Gate77", "enabled": true},'
    assert ("PASSWORD", "Heron#Gate77") in found(detector, postman)
    table = ("| 配置项 | 值 |\n|---|---|\n| AppID | wx5c0e81a0d93b27fe |\n"
             "| AppSecret | 9a1be36f4064b37e751f05d6bfa7c22e |")
    got = found(detector, table)
    assert ("SECRET", "9a1be36f4064b37e751f05d6bfa7c22e") in got
    assert not [t for kind, t in got if t == "wx5c0e81a0d93b27fe" and kind in ("SECRET", "APIKEY", "PASSWORD")]


def test_setup_key_below_a_chinese_cue_and_codes_used_once(detector):
    text = "请在 Google Authenticator 中手动输入 setup key：\nkq3m vhe7 tb2x lo5d aw4n pp6z"
    assert ("SECRET", "kq3m vhe7 tb2x lo5d aw4n pp6z") in found(detector, text)
    codes = "codes.txt\nKeep these safe. Each code can be used once.\n\n7h2kd-q9m4x\nz3pw8-lc0ve\n"
    assert {("SECRET", "7h2kd-q9m4x"), ("SECRET", "z3pw8-lc0ve")} <= set(found(detector, codes))


@pytest.mark.parametrize(
    "text, value",
    [
        ("Customer: I'm locked out of the portal, can you set it back to Lantern2025! please", "Lantern2025!"),
        ("Bad password for user 'gw-02' (tried 'Fen!Wharf-88', debug on)", "Fen!Wharf-88"),
        ("测试账号 admin / Qx@trial2026 仅限内网", "Qx@trial2026"),
        ("路由器后台登录密码还是默认的root1234，记得改", "root1234"),
    ],
)
def test_passwords_set_tried_and_defaults(detector, text, value):
    assert ("PASSWORD", value) in found(detector, text)


def test_set_it_back_to_a_day_is_no_password(detector):
    text = "Customer: can you set it back to Wednesday2pm? The login page is fine."
    assert not [t for kind, t in found(detector, text) if kind == "PASSWORD"]


def test_a_house_name_and_the_country_belong_to_the_address(detector):
    got = found(detector, "Licensor: Eira Bowen of Oak Tree Farm, Chapel Lane, Skipton BD23 4PQ (the Owner)")
    assert ("ADDRESS", "Oak Tree Farm, Chapel Lane, Skipton BD23 4PQ") in got
    assert ("ADDRESS", "Brookside, 7 Mill Road, Hexham NE46 1TQ, UK") in found(
        detector, "Deliver to Brookside, 7 Mill Road, Hexham NE46 1TQ, UK before noon")
    # a person's name before the number stays a person's
    billed = found(detector, "Bill to: Harriet Okafor, 12 Quarry Road, Settle BD24 9AA")
    assert ("PERSON", "Harriet Okafor") in billed
    assert ("ADDRESS", "12 Quarry Road, Settle BD24 9AA") in billed


def test_a_code_before_a_line_break_ends_there():
    text = "门禁密码1947\n小陈 14:00-18:00"
    assert [text[r.start:r.end] for r in LockCodeRecognizer("zh").find(text)] == ["1947"]


def test_a_mobility_aid_said_of_someone(detector):
    assert any("uses a wheelchair" in m for m in _medical(detector, "Note: guest Aled uses a wheelchair, ground floor please."))
    assert any("doubly incontinent" in m for m in _medical(detector, "Mr Price is doubly incontinent and needs two carers."))
    assert any("坐轮椅" in m for m in _medical(detector, "外公中风后坐轮椅，请安排一楼。"))
    # the aid named alone is nobody's condition
    assert not _medical(detector, "Seats F3 and F4, wheelchair space next to F4. Doors 7pm.")


@pytest.mark.parametrize(
    "text, address",
    [
        # a compound's building, unit and flat with no road, a house number's 附, one digit with its 号 after a unit
        ("现居：南京市鼓楼区清凉门大街小区5号楼2单元603\n意向：前台", "南京市鼓楼区清凉门大街小区5号楼2单元603"),
        ("位置：宁波市鄞州区东湖花园南区12幢1单元301室附近", "宁波市鄞州区东湖花园南区12幢1单元301室"),
        ("现住址：西安市雁塔区小寨东路8号附2号", "西安市雁塔区小寨东路8号附2号"),
        ("接龙：\n1. 9栋1203 小敏 2份", "9栋1203"),
        ("16-0702 业主 周先生：楼下漏水了", "16-0702"),
    ],
)
def test_chinese_compound_addresses(detector, text, address):
    assert ("ADDRESS", address) in found(detector, text)


def test_a_count_of_buildings_is_no_address(detector):
    assert not [t for kind, t in found(detector, "小区共4栋1600户，2024年交付") if kind == "ADDRESS"]


def test_a_flats_parts_around_its_street(detector):
    got = found(detector, "Address: Flat B, 12/F, Block 3, Sunshine Mansion, 41 Java Road, North Point, Hong Kong")
    assert ("ADDRESS", "Flat B, 12/F, Block 3, Sunshine Mansion, 41 Java Road, North Point, Hong Kong") in got
    assert ("ADDRESS", "Blk 112 Bedok North Ave 1, #07-221") in found(detector, "宿舍在Blk 112 Bedok North Ave 1, #07-221")
    # a person's name after the street is no part of it
    assert ("PERSON", "Harriet Okafor") in found(detector, "Unit 9, 3 Hill Road, Harriet Okafor, Leeds")


def test_a_phone_after_an_address_and_two_in_one_cell(detector):
    got = found(detector, "Address: Flat 2, 7 Elm Road, Bath BA1 2AB  Mob 07700 900 418")
    assert ("ADDRESS", "Flat 2, 7 Elm Road, Bath BA1 2AB") in got and ("PHONE", "07700 900 418") in got
    got = found(detector, "Customer: pls ship to 88 Oak St Apt 2, Austin, TX 78701, my number 512-555-0147")
    assert ("PHONE", "512-555-0147") in got
    table = "| 日期 | 值班 | 电话 |\n|---|---|---|\n| 4/1 | 马丽 | 18691827305 / 13309281146 |"
    assert {("PHONE", "18691827305"), ("PHONE", "13309281146")} <= set(found(detector, table))
