"""Round 26 (issue 15): a line answering the line before it in another language (an ID asked for by its scheme's name,
an SSN someone needs), a South African ID after "ID no." or "my ID", a passenger's "PSPT", a passport in an ID
column, a CVV in a card's shorthand, a range of hosts, a network's key after its name, a password in a JSON body held
in a string, a stream key whole, a key id and its secret side by side, a spoken gate code with its "star"; and what
must stay: an order id, a year after "Security", camel-case words, two commit hashes, a link after "重设密码：", the
key of the next line. Invented values."""

from __future__ import annotations

import pytest
from detect_helpers import found
from detect_helpers import of as _of


@pytest.mark.parametrize(
    "text, value",
    [
        ("Britt: Hej Wei! HR 这边要你的 personnummer 🙏\nWei Zhang: 19840922-1564，出生 1984-09-22", "19840922-1564"),
        ("Ingrid: 老马, need your fødselsnummer for the crew list\n老马：17038451669，谢谢", "17038451669"),
        ("陈经理: 好的. 她的 ID number?\nNomvula: 8806147774121, Sipho's sister", "8806147774121"),
        ("Employee: Thabo Dlamini    ID no.: 9102235515058    Shift: B", "9102235515058"),
        ("payroll wants my ID for the tax form: 8806147774121 if they ask", "8806147774121"),
    ],
)
def test_national_ids_asked_for_or_named_loosely(detector, text, value):
    assert value in _of(detector, text, "NATIONAL_ID")


def test_an_order_id_is_no_national_id(detector):
    assert not _of(detector, "Order ID: 8806147774121 shipped", "NATIONAL_ID")


def test_an_ssn_someone_needs_given_on_the_next_line(detector):
    text = "Dana Ruiz: Ok Min, for payroll I still need your SSN.\nMin Li: 好的 sure, it's 512-48-3370."
    assert _of(detector, text, "SSN") == ["512-48-3370"]


def test_passports_on_a_passenger_line_and_in_an_id_column(detector):
    pnr = "1. OKAFOR/ADA MS    PSPT B7730214   DOB 02MAR91"
    assert _of(detector, pnr, "PASSPORT") == ["B7730214"]
    table = ("| 序号 | 姓名 | 证件号 | 电话 |\n|---|---|---|---|\n| 1 | 韩立 | 110101199003074514 | 13800138000 |\n"
             "| 2 | 苏娜 | 护照 E37761205 | 13900139000 |")
    assert _of(detector, table, "PASSPORT") == ["E37761205"]
    assert not [v for v in _of(detector, table, "NATIONAL_ID") if "护照" in v]


@pytest.mark.parametrize(
    "text, value",
    [
        ("Caller: 5412 0836 9007 1284 exp 08/27 security 615", "615"),
        ("use my card 4539017494109883 exp 01/28 back 207. name on it R OYELARAN", "207"),
    ],
)
def test_cvv_in_a_cards_shorthand(detector, text, value):
    assert _of(detector, text, "CVV") == [value]


def test_a_year_after_security_is_no_cvv(detector):
    assert not _of(detector, "Card 4539017494109883 on file. Security 2025 review is done.", "CVV")


@pytest.mark.parametrize(
    "text, values",
    [
        ("dimmers  ETC DRd12  10.40.7.21-.24", ["10.40.7.21"]),
        ("dhcp pool 172.16.9.100-172.16.9.180 for the desks", ["172.16.9.100", "172.16.9.180"]),
    ],
)
def test_a_range_of_hosts(detector, text, values):
    assert _of(detector, text, "IP_ADDRESS") == values


@pytest.mark.parametrize("text", ["pip install pkg==1.2.3.4-beta", "fw 10.1.1.1-rc2 rollout"])
def test_versions_with_a_suffix_stay(detector, text):
    assert not _of(detector, text, "IP_ADDRESS")


@pytest.mark.parametrize(
    "text, value",
    [
        ("WLAN: Speedport Smart 3 / gartenhaus-7731\nBitte leise nach 22 Uhr", "gartenhaus-7731"),
        ('"body": "{\\"user\\":\\"mkoh@lab.example\\",\\"password\\":\\"Rivet#Gauge41\\"}"', "Rivet#Gauge41"),
        ("- site access: padlock code for the compound is 5 0 2 7 star -- keep it in the team", "5 0 2 7 star"),
    ],
)
def test_passwords_in_more_places(detector, text, value):
    assert value in _of(detector, text, "PASSWORD")


@pytest.mark.parametrize(
    "text",
    [
        "登录后请重设密码：\n\nhttps://portal.example/reset?t=1\n链接24小时内有效",
        "[admin]\n; 上线后必须修改密码\nusername = opsadmin",
    ],
)
def test_no_password_from_a_link_or_the_next_lines_key(detector, text):
    assert not _of(detector, text, "PASSWORD")


def test_a_stream_key_whole(detector):
    text = "推流地址：rtmp://push.example.com/live/\n推流码：?stream=room_55120934&secret=3c9e1f7a2b8d4e6f0a1b2c3d4e5f6a7b&t=1\n主播 小鹿"
    assert "?stream=room_55120934&secret=3c9e1f7a2b8d4e6f0a1b2c3d4e5f6a7b&t=1" in _of(detector, text, "SECRET")


def test_a_key_id_and_its_secret_side_by_side(detector):
    text = "  88  qshell account Wq7nRt2LkPz9XbVc4MdHs6JyFa3GeU8Ti0oNQ1 mK4_pLq9ZrT2xVb7-NcW3hJs8DfGy5AeR0uIo6tE kfan"
    keys = [t for k, t in found(detector, text) if k in ("APIKEY", "SECRET")]
    assert keys == ["Wq7nRt2LkPz9XbVc4MdHs6JyFa3GeU8Ti0oNQ1", "mK4_pLq9ZrT2xVb7-NcW3hJs8DfGy5AeR0uIo6tE"]


@pytest.mark.parametrize(
    "text",
    [
        "rename QuickBrownFoxJumpsOverTheLazyDog2024 AnotherLongCamelCaseIdentifierName99",
        "git diff 4e1d2c3b4a5f60718293a4b5c6d7e8f901234567 0a9b8c7d6e5f40312a2b3c4d5e6f708192a3b4c5",
    ],
)
def test_words_in_camel_case_and_hashes_are_no_key_pair(detector, text):
    assert not [t for k, t in found(detector, text) if k in ("APIKEY", "SECRET")]


def test_recovery_codes_under_a_heading_in_another_language(detector):
    text = "GitHub recovery codes for lin-jia (⚠️ 打印出来放好)\n4c7e1-9a2f0\nb82d6-0e5c3\n共 16 个"
    assert _of(detector, text, "SECRET") == ["4c7e1-9a2f0", "b82d6-0e5c3"]
