"""Round 31 (issue 15): Hong Kong and Taiwan text read with the rules' simplified cue words ("密碼", "帳號", "開機密碼"),
every finding still pointing into the text as written, and Cantonese "係" still a copula; a CVV with its name in
brackets ("安全码（CVV2）"), a Dutch passport's "Persoonsnummer", an upper-case hex key under "key:" and a URL's
"appid=" key, a password given as what it is "now" after a question for it; and a business's premises, which are no one's address -- after a premises' label, a firm's
name, as a letterhead's or a signature's line -- while a person's own address stays. Invented values."""

from __future__ import annotations

import pytest
from detect_helpers import of as _of


@pytest.mark.parametrize(
    "text, kind, values",
    [
        ("共用帳號 lanops-admin 密碼 Qx@lan2025!!，唔好再貼去群組", "PASSWORD", ["Qx@lan2025!!"]),
        ("問題：螢幕閃爍，開機密碼 740218，客人話唔記得圖案", "PASSWORD", ["740218"]),
        ("Wing 10:21  ok, password 暫時係 Tide7!Lamp, 入到去記得改", "PASSWORD", ["Tide7!Lamp"]),
        ("卡號：4539 1488 0343 6467\n有效期：09/29\u3000安全码（CVV2）：582", "CVV", ["582"]),
        ("看診醫師：張家豪醫師\n就診原因：複診", "PERSON", ["張家豪"]),
        ("店长 Mia：后台管理员密码谁改了？登不上\n小韦：我改的，现在是 qsl@7731\nMia：好", "PASSWORD", ["qsl@7731"]),
        ("Naam / Surname: Visser\nPersoonsnummer / Personal No.: 111222333\n", "NATIONAL_ID", ["111222333"]),
        ("# ~/.octoprint/config.yaml\napi:\n  key: 7C41D0A9E2B84F3A9D5C16E0B2A7F843\n", "SECRET",
         ["7C41D0A9E2B84F3A9D5C16E0B2A7F843"]),
        ("GET /data/2.5/weather?q=Leeds&appid=0b7e4c2a9f13d8e6a5b4c3d2e1f0a9b8 HTTP/1.1", "SECRET",
         ["0b7e4c2a9f13d8e6a5b4c3d2e1f0a9b8"]),
    ],
)
def test_traditional_characters_and_bracketed_names(detector, text, kind, values):
    assert _of(detector, text, kind) == values


def test_a_finding_in_traditional_text_is_the_text_as_written(detector):
    text = "會員登記\n姓名：陳嘉琪\n登入密碼：Harb0r#77\n"
    found = [(e.type, e.text, text[e.start:e.end]) for e in detector.analyze(text)]
    assert ("PASSWORD", "Harb0r#77", "Harb0r#77") in found
    assert all(t == written for _, t, written in found)


@pytest.mark.parametrize(
    "text",
    [
        "Director\nM  +44 7700 900 418\nShowroom: Unit 6, The Old Tannery, Ware SG12 7QN",
        "FENWICK FORGE LTD\nUnit 9, Mill Lane Industrial Estate, Horsham RH13 6QA\nINVOICE 2291",
        "Kind regards,\nPriya\nBellweather Glass Studio · 14 Harbour Row, Whitby YO21 3PU",
        "Cheers,\nTom Avery\nWorkshop Manager\nM: 07700 900 733\nE: tom@averysaddlery.co.uk\n3 Tanyard Lane, Ludlow SY8 2JQ",
        "【拾光咖啡】您预订的烘焙课已确认。门店地址：杭州市西湖区文二路181号1楼",
        "We're open till 6pm at 41 Carver Street, Sheffield S1 4FS — see you Saturday.",
        "Orbit Travel, 2nd Floor, Lakeview Plaza, 8 Residency Road, Chennai 600006",
        "Dr Imogen Pell, Millbrook Surgery, 4 Ash Lane, Matlock DE4 3AF",
    ],
)
def test_a_business_premises_is_no_ones_address(detector, text):
    assert _of(detector, text, "ADDRESS") == []
    assert not any(w in n for n in _of(detector, text, "PERSON") for w in ("Mill Lane", "Tanyard", "Harbour Row", "Carver"))


@pytest.mark.parametrize(
    "text, value",
    [
        ("Home address: 14 Beech Grove, Knaresborough HG5 0DP", "14 Beech Grove, Knaresborough HG5 0DP"),
        ("Our address is 8 Fenwick Close, Romford RM7 9BD", "8 Fenwick Close, Romford RM7 9BD"),
        ("Return address: 27 Wexham Street, Beaconsfield HP9 2JF", "27 Wexham Street, Beaconsfield HP9 2JF"),
        ("Thanks,\nNia Hughes\nM: 07700 900 512\nE: nia.hughes88@gmail.com\n4 Alma Terrace, Frome BA11 1QP",
         "4 Alma Terrace, Frome BA11 1QP"),
        ("收货地址：杭州市上城区望江路102号3幢1202室", "杭州市上城区望江路102号3幢1202室"),
    ],
)
def test_a_persons_own_address_stays(detector, text, value):
    assert any(value in a or a in value for a in _of(detector, text, "ADDRESS")), _of(detector, text, "ADDRESS")


@pytest.mark.parametrize(
    "text",
    [
        "小程序 appid: wx9f83be81d9293def，商户号 1648203391",
        "build 2291 commit: 7C41D0A9E2B84F3A9D5C16E0B2A7F843 (release)",
        "GET /data/2.5/weather?q=Leeds&units=metric HTTP/1.1",
    ],
)
def test_their_look_alikes_stay(detector, text):
    assert _of(detector, text, "SECRET") == [] and _of(detector, text, "APIKEY") == []
