"""Round 30 (issue 15): what must be found -- backup codes one to a numbered line under their heading, an
authenticator key typed in by hand ("enter this key manually", "manual key", "OTP密钥"), a session cookie as a HAR file
writes it, WooCommerce's consumer key and secret, a Norwegian fødselsnummer under "national ID number", a Chinese
passport in a list under its heading, a helpline before a date, after "Questions:", an eight-digit local number after
"number", a Chinese mobile said aloud and a number said in two languages, a password after Cantonese "係", a code
given as the answer to a question; the other speaker of a chat beside the writer's own "Me:" lines; injuries with their side ("sprained right wrist"), a condition said of someone
("Niamh is claustrophobic", "I have really bad anxiety"). And their look-alikes that must stay. Invented values."""

from __future__ import annotations

import pytest
from detect_helpers import of as _of


@pytest.mark.parametrize(
    "text, kind, values",
    [
        ("backup codes for the workspace admin (admin@example-firm.co.uk)\n1. 4821 7730\n2. 9015 6624\n3. 3308 1947\n"
         "call me if stuck", "SECRET", ["4821 7730", "9015 6624", "3308 1947"]),
        ("Scan the QR code in the app or enter this key manually:\nkqzt mvw4 ab7c xyqr 5tuv hjkl wxy2 3pqr\n",
         "SECRET", ["kqzt mvw4 ab7c xyqr 5tuv hjkl wxy2 3pqr"]),
        ("用户名：lintao\nOTP密钥（导入身份验证器）：KQZTMVWABXCYRTU7\n", "SECRET", ["KQZTMVWABXCYRTU7"]),
        ("setting up 2-step for the till - here's the manual key: MZXW6YTBOI3DSNRT (time-based)", "SECRET",
         ["MZXW6YTBOI3DSNRT"]),
        ('"cookies": [{"name": "sessionid", "value": "q8vz3kd0x7m2n5b1w4r6t9y0p3s5u7a2", "httpOnly": true}]', "SECRET",
         ["q8vz3kd0x7m2n5b1w4r6t9y0p3s5u7a2"]),
        ('WOO_CONSUMER_KEY: "ck_4b1d9e0f7a2c3b5d6e8f9a0b1c2d3e4f5a6b7c8d"', "APIKEY",
         ["ck_4b1d9e0f7a2c3b5d6e8f9a0b1c2d3e4f5a6b7c8d"]),
        ('WOO_CONSUMER_SECRET = "cs_0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b"', "SECRET",
         ["cs_0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b"]),
        ("The range needs each shooter's national ID number for the register:\n- Solveig Berg, born 15 March 1972 – "
         "15037210029\n", "NATIONAL_ID", ["15037210029"]),
        ("Guests（入场需出示护照）:\n1. LIN TAO – EH1234567\n2. HE MEI – E12345678\n3. LIN XIAO – EK7654321 (age 12)\n",
         "PASSPORT", ["EH1234567", "E12345678", "EK7654321"]),
        ("【通话记录】客服热线 400-810-2266  2024-05-08 14:21\n客户：你好", "PHONE", ["400-810-2266"]),
        ("Bring your photocard licence. Questions: 0300 330 0622", "PHONE", ["0300 330 0622"]),
        ("ok deal, I PayNow you, number still 9644 2013?", "PHONE", ["9644 2013"]),
        ("Amy：幺三九，零二六二，五八七四，叫他老周就行", "PHONE", ["幺三九，零二六二，五八七四"]),
        ("店员：您的电话？\nCustomer: 一五八，two one eight zero，三九七六.", "PHONE", ["一五八，two one eight zero，三九七六"]),
        ("Kelvin 10:17  得, password 暂时係 Harb0ur!Tmp9, 入到去记得改", "PASSWORD", ["Harb0ur!Tmp9"]),
        ("Jess  9:02 AM\nthe till keeps asking for the admin PIN. anyone know it?\nCallum  9:04 AM\n@Jess it's 4 8 2 6. "
         "please don't write it down", "PASSWORD", ["4 8 2 6"]),
        ("小赵 07:05：门禁密码还是860521吗？\n老周 07:06：上周改了，现在是713904，别外传", "PASSWORD", ["860521", "713904"]),
    ],
)
def test_secrets_ids_phones_and_codes_written_these_ways(detector, text, kind, values):
    assert _of(detector, text, kind) == values


@pytest.mark.parametrize(
    "text, value",
    [
        ("What happened: slipped on a wet floor. Sprained right wrist and bruised left hip.", "Sprained right wrist"),
        ("Injuries: fractured left clavicle, concussion.", "fractured left clavicle"),
        ("Team B: Declan, Niamh, me\nNiamh is claustrophobic so she'd like the door left unlocked", "claustrophobic"),
        ("Anything we should know? I'm dyslexic so written stuff takes me longer", "dyslexic"),
        ("I have really bad anxiety and he was so patient", "anxiety"),
    ],
)
def test_injuries_and_conditions_said_of_someone(detector, text, value):
    assert any(value in m for m in _of(detector, text, "MEDICAL")), _of(detector, text, "MEDICAL")


@pytest.mark.parametrize(
    "text, kind",
    [
        ("Your order number is 5123 4567, thanks", "PHONE"),
        ("MOT test certificate (VT20)\nTest number: 5529 3108 4471", "PHONE"),
        ("维修登记单 No.20240703-17\n机器：尼康 F3", "PHONE"),
        ("徕卡M6 测距校准（20241029-04）已完成", "PHONE"),
        ("Merchant: Lakeland Hideaways, MID 4457 2290 18", "PHONE"),
        ("Pigment PW6/PBk9, lightfastness ASTM I. Barcode 0738905110022.", "PHONE"),
        ("我们一共三个人，一二三四五六七八九十", "PHONE"),
        ('"Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/122.0.0.0"', "IP_ADDRESS"),
        ("Cert serial 04:A3:19:7F:C2:0B:5E:11, expires 2024-10-10.", "IP_ADDRESS"),
        ("身份证号：610113199812124677\n表具编号：G4-20260119-3317", "NATIONAL_ID"),
        ("身份证号：440106199010151838\n手机：13528841907", "NATIONAL_ID"),
        ("Ref 4918 2737 6462 for the batch", "NATIONAL_ID"),
        ("The room felt claustrophobic.", "MEDICAL"),
        ("broken hand dryer in the toilets; cracked nose cone on the drone", "MEDICAL"),
        ("We had a bad leg of the tour.", "MEDICAL"),
    ],
)
def test_their_look_alikes_stay(detector, text, kind):
    assert _of(detector, text, kind) == []


def test_a_chat_with_the_writers_own_lines_names_the_other_speaker(detector):
    chat = "Me: did u pay the skipper?\nShaz: yeah £90 each\nMe: sending now\nShaz: cheers"
    assert _of(detector, chat, "PERSON") == ["Shaz", "Shaz"]
    assert _of(detector, "Me: are you coming?\nThem: no\nThem: maybe later", "PERSON") == []


def test_a_relation_in_brackets_after_a_name_is_no_name(detector):
    assert _of(detector, "Emergency contact：Zhou Min（姐姐）+86 138 0571 2946", "PERSON") == ["Zhou Min"]
    assert _of(detector, "Emergency contact：Zhou Min（周敏）+86 138 0571 2946", "PERSON") == ["Zhou Min", "周敏"]


@pytest.mark.parametrize(
    "text, name",
    [
        ("Strathearn Golf Club – AGM 28 November 2023", "Strathearn"),
        ("Bookings, Wyndcliffe Caravan Park\n01239 612 774", "Wyndcliffe"),
        ("## Bryn Tawel Campsite – summer staff contacts", "Bryn"),
        ("Jachthaven Mercator Oostende — seasonal berth application", "Mercator"),
    ],
)
def test_clubs_parks_and_campsites_are_no_people(detector, text, name):
    assert not any(name in n for n in _of(detector, text, "PERSON"))


def test_a_surname_that_is_a_kind_of_place_stays_a_name(detector):
    assert _of(detector, "Jenny Park and David Lodge met at noon.", "PERSON") == ["Jenny Park", "David Lodge"]


def test_a_mobile_after_an_id_label_stays_a_phone(detector):
    assert _of(detector, "身份证号：440106199010151838\n手机：13528841907", "PHONE") == ["13528841907"]
