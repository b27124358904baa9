"""Round 38 (issue 15): forms the development corpora showed after blind92-95 joined them, written again with
invented values; and the look-alikes beside them that must stay."""

from __future__ import annotations

import pytest
from detect_helpers import found as _found
from detect_helpers import of as _of


@pytest.mark.parametrize(
    "text, kind, value",
    [
        # a query's rows under the header psql prints, and its rule line
        ("shop=> SELECT id, holder, pan, cvv FROM old_cards LIMIT 2;\n  id | holder | pan | cvv\n----+--------+-----+----\n"
         "  7 | Rhoda Pell | 4539 1488 0343 6467 | 482\n", "CVV", "482"),
        # a passport number asked for on one line, given in the reply on the next; and a second one "mine is …"
        ("Orla: the museum wants passport numbers by Monday\nDevlin Shaw: sure. 548120937 and mine is PK7730158",
         "PASSPORT", "548120937"),
        ("Orla: the museum wants passport numbers by Monday\nDevlin Shaw: sure. 548120937 and mine is PK7730158",
         "PASSPORT", "PK7730158"),
        # a Nordic number after the country's ID
        ("Her Swedish ID on the form is 910314-2387, the same as her card.", "NATIONAL_ID", "910314-2387"),
        # a country code joined to the area code
        ('{"from": "+441534 771 204", "to": "ops"}', "PHONE", "+441534 771 204"),
        # a router's user line, PHP's database connection
        ("hostname gw-01\nusername fieldops privilege 15 secret Kestrel!Gate77\n", "PASSWORD", "Kestrel!Gate77"),
        ("$db = new PDO('mysql:host=127.0.0.1;dbname=rota', 'rota_app', 'Tansy#Mill42');", "PASSWORD", "Tansy#Mill42"),
        ("#1 /srv/app/db.php(9): mysqli_connect('db', 'stock', 'Heron-Wharf-19', 'stock')", "PASSWORD", "Heron-Wharf-19"),
        # the expiry said before the three digits, as asked together
        ("REP: And the expiry and the three digits on the back?\nCALLER: 11/28 and 731.", "CVV", "731"),
        ("客服：有效期和背面三位数？\n顾客：06/29，552。", "CVV", "552"),
        # a keypad's letter after a door code's digits
        ("The street door code is 7 3 0 4 C, then up two floors.", "PASSWORD", "7 3 0 4 C"),
        # a Teams connector's older address, whole
        ("alarms: https://outlook.office.com/webhook/1b2c3d4e-0000-4a4a-8b8b-123456789abc@9f8e7d6c-1111-4c4c-9d9d-"
         "abcdef012345/IncomingWebhook/0a1b2c3d4e5f60718293a4b5c6d7e8f9/77aa88bb-99cc-4ddd-8eee-ffff00001111",
         "SECRET", "https://outlook.office.com/webhook/1b2c3d4e-0000-4a4a-8b8b-123456789abc@9f8e7d6c-1111-4c4c-9d9d-"
         "abcdef012345/IncomingWebhook/0a1b2c3d4e5f60718293a4b5c6d7e8f9/77aa88bb-99cc-4ddd-8eee-ffff00001111"),
        # an employee's national number in a column whose header offers two schemes
        ("name,ppsn_or_nino,gross\nTadhg Roche,5842317GA,€2,410.00\n", "NATIONAL_ID", "5842317GA"),
        # money in ringgit, Macau patacas, Danish crowns written before the sum
        ("Kok Leong: ok I pay you back RM265 tonight", "AMOUNT", "RM265"),
        ("Total MOP 7,420 paid by transfer from my account", "AMOUNT", "MOP 7,420"),
        ("Fee paid: kr. 1.875,00 by card", "AMOUNT", "kr. 1.875,00"),
    ],
)
def test_round38_values_are_found(detector, text, kind, value):
    assert value in _of(detector, text, kind)


@pytest.mark.parametrize(
    "text, value",
    [
        ("Residence: 27 Brae Terrace, Alnwick, Co. Northumberland NE66 1QS\n4 May", "27 Brae Terrace, Alnwick, Co. Northumberland NE66 1QS"),
        ("address ul. Kwiatowa 12 m. 4, 31-042 Kraków.", "ul. Kwiatowa 12 m. 4, 31-042 Kraków"),
        ("Deliver to: The Manse, 4 Glebe Road, Kelso TD5 7BQ\nTel", "The Manse, 4 Glebe Road, Kelso TD5 7BQ"),
        ("To:   Mrs Enid Rawle\n      The Old Vicarage, Mill Lane, Thame OX9 2EE\n", "The Old Vicarage, Mill Lane, Thame OX9 2EE"),
        ("Contact: Marit Claes\nLangestraat 14 bus 2, 8000 Brugge\nTel +32 470 11 22 33", "Langestraat 14 bus 2, 8000 Brugge"),
        ("my flat is Via Cavour 18, int. 5, 00184 Roma. See you", "Via Cavour 18, int. 5, 00184 Roma"),
        ("address Carrer de Sants 201, 2n 1a, 08028 Barcelona. Thanks", "Carrer de Sants 201, 2n 1a, 08028 Barcelona"),
    ],
)
def test_round38_addresses_are_found_whole(detector, text, value):
    assert value in _of(detector, text, "ADDRESS")


@pytest.mark.parametrize(
    "text, value",
    [
        ("Is it ok if my dad joins? he has a prosthetic right leg but swims well", "prosthetic right leg"),
        ("Note for the pilot: Mr Dale had a replaced right hip last year.", "replaced right hip"),
        ("乐乐昨天脚踝扭伤，今天只能在旁边看。", "脚踝扭伤"),
        ("[08:02] Ffion: I've a bad back this week so no lifting for me", "bad back"),
        ("me. still on antibiotics for the chest infection, done Friday", "antibiotics"),
        ("Incident: Glyn Ware - deep laceration to right forearm, glued at A&E.", "laceration to right forearm"),
        ("05/06  Seren Lloyd - wasp sting to neck, took her own antihistamine.", "wasp sting to neck"),
        ("The apprentice reports a splinter in left palm, removed.", "splinter in left palm"),
        ("They wouldn't let my son dive because of his grommets.", "grommets"),
        ("Outcome: diarrhoea overnight, she is resting.", "diarrhoea"),
    ],
)
def test_round38_findings_are_found(detector, text, value):
    assert any(value in v for v in _of(detector, text, "MEDICAL"))


@pytest.mark.parametrize(
    "text, value",
    [
        ('{"user": {"email": "x@y.org", "username": "maddiefrost"}}', "maddiefrost"),
        ('[bot]\nadmin = "gethinpryce"\n', "gethinpryce"),
        ("machine git.example.net\n  login hcallow\n  password Reed-Bank-2031\n", "hcallow"),
        ("@ffion.kayaks.north: is the 9am still on?\n@harbourpaddle_hq: yes!", "ffion.kayaks.north"),
        ("We refunded your place. - Llinos, Harbour Paddle", "Llinos"),
        ("Guide on shift: Rhodri   Shift ref: HP-2231", "Rhodri"),
        ("Purchased by: Gillian Tarrant for her brother", "Gillian Tarrant"),
        ("Vendor: Prakash Rao Nayak     Stall: C-07", "Prakash Rao Nayak"),
        ("买家 tb_冲浪小王子：板子到了，有裂纹", "tb_冲浪小王子"),
        ("@山里的小狐狸：请问周六还有位置吗？\n@某某冲浪官方：有的", "山里的小狐狸"),
        ("⭐⭐⭐ 咸鱼翻身_1990  2024-05-02\n排队太久了", "咸鱼翻身_1990"),
        ("[微信转账] 海边老顽童 向你转账 ¥120.00", "海边老顽童"),
        ("闲鱼 · 与 修车小能手阿明 的聊天\n我：还在吗？", "修车小能手阿明"),
        ("林间小鹿 的回答：\n我去过两次。", "林间小鹿"),
    ],
)
def test_round38_people_are_found(detector, text, value):
    assert value in _of(detector, text, "PERSON")


@pytest.mark.parametrize(
    "text, kind, value",
    [
        # a shop's, a desk's official account in a reviewer's place
        ("@某某冲浪官方：有的，欢迎", "PERSON", "某某冲浪官方"),
        ("卖家（旧物改造铺）：在的", "PERSON", "旧物改造铺"),
        # an anonymous role's key (its claims say "anon"), and a calendar's address
        ("SUPABASE_ANON_KEY: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsInJlZiI6InF3ZXJ0eSJ9."
         "c2lnbmF0dXJlc2lnbmF0dXJlc2lnbg", "APIKEY",
         "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsInJlZiI6InF3ZXJ0eSJ9.c2lnbmF0dXJlc2lnbmF0dXJlc2lnbg"),
        ('CALENDAR_ID = "c_9ab41e0f77d2@group.calendar.google.com"', "EMAIL", "c_9ab41e0f77d2@group.calendar.google.com"),
        # a satellite phone's IMEI and an order's 19 digits are no cards
        ("sat phone 300234010981776 on the boat", "CARD", "300234010981776"),
        ("订单编号：3829104475562018836", "CARD", "3829104475562018836"),
        # code that reads a password, a placeholder, a product's name before a question
        ('PASSWORD = os.environ["SMTP_PASSWORD"]', "PASSWORD", 'os.environ['),
        ("machine ftp.example.org\n  login anonymous\n  password guest\n", "PASSWORD", "guest"),
        ("你存在 1Password 里了吧？", "PASSWORD", "里了吧？"),
        # a user agent's version, a statement's and an EIN's numbers, an object's key
        ('"GET / HTTP/1.1" 200 "-" "HarbourApp/4.1.0.12 (Android 14)"', "IP_ADDRESS", "4.1.0.12"),
        ("Statement 2024/05-0007 for May", "PHONE", "2024/05-0007"),
        ("Payroll for Harbour Paddle CIC (EIN 12-3456789)", "PHONE", "12-3456789"),
        ('client.upload_file(Bucket="b-1", Key="HP-2/after_03.tif")', "SECRET", "HP-2/after_03.tif"),
        # a passport's expiry after a birthplace's label is no birth date
        ("出生日期 04 MAR 1990\u3000\u3000出生地点 福建\n签发日期 02 JUN 2020\u3000有效期至 01 JUN 2030", "DATE_OF_BIRTH",
         "有效期至 01 JUN 2030"),
        # a column of the last four digits of a number
        ("| id | name | ssn_last4 |\n+----+------+-----------+\n| 4 | Ada Lowe | 7712 |\n", "SSN", "7712"),
    ],
)
def test_round38_look_alikes_stay(detector, text, kind, value):
    assert value not in _of(detector, text, kind)


def test_a_phone_after_a_codes_sentence_is_found(detector):
    assert "0113 496 0718" in _of(detector, "Gate code 4471#. Ring 0113 496 0718 when outside", "PHONE")


def test_a_leaflets_bulleted_drugs_are_nobodys(detector):
    text = ("SAFE WORKSHOP TALK - by the practice nurse\n\nCommon medicines and tool safety\n"
            "• Blood thinners such as apixaban mean cuts bleed for longer.\n"
            "• Tamsulosin can make you dizzy when standing up fast.\n"
            "• Amitriptyline may cause drowsiness: no power tools if you feel sleepy.\nLeaflet WS-0412, version 2.")
    assert [k for k, _ in _found(detector, text) if k in ("PERSON", "MEDICAL")] == []


def test_a_bullet_is_no_part_of_a_finding(detector):
    assert "Amitriptyline 10mg" in _of(detector, "My meds:\n• Amitriptyline 10mg\n", "MEDICAL")


def test_organisations_of_outdoor_trades_are_no_people(detector):
    for text, name in (("From: Kestrel Balloon Flights <hello@kestrelballoons.example>", "Kestrel Balloon Flights"),
                       ("Dictation - Aled Penhale, Penhale Thatching - for Jo", "Penhale Thatching"),
                       ("Booking – Sognefjord Kayak – 14 Aug", "Sognefjord Kayak")):
        assert not any(name in v or v in name.split() for v in _of(detector, text, "PERSON")), text


def test_a_login_under_a_capitalised_key_is_found(detector):
    assert "gethinpryce" in _of(detector, '{"Author": "gethinpryce", "Status": "open"}', "PERSON")
