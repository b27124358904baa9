"""Round 34 (issue 15): shapes the development corpora showed after blind76-79 joined them, written again with
invented values; and the look-alikes beside them that must stay."""

from __future__ import annotations

import pytest
from detect_helpers import of as _of


@pytest.mark.parametrize(
    "text, kind, values",
    [
        # a mailbox as a URL's user, its password after it
        ("  MAIL_DSN: smtps://alerts@fernhill-review.org:Qx8t-Lp2m-Zr4v@smtp.relay-host.net:465", "EMAIL",
         ["alerts@fernhill-review.org"]),
        ("  MAIL_DSN: smtps://alerts@fernhill-review.org:Qx8t-Lp2m-Zr4v@smtp.relay-host.net:465", "SECRET",
         ["Qx8t-Lp2m-Zr4v"]),
        # a salt by its setting; a signing secret said in prose
        ("  APP_SALT: 7c1e9a3f5b2d8e0c4a6f1b3d5e7a9c2e4f6b8d0a1c3e5f7a9b2d4e6f8a0c1e3b", "SECRET",
         ["7c1e9a3f5b2d8e0c4a6f1b3d5e7a9c2e4f6b8d0a1c3e5f7a9b2d4e6f8a0c1e3b"]),
        ("move the token to the env, and the signing secret too (you have 3b9e2d7f1a6c4e8b0d5f2a7c9e1b4d6f in app.js)",
         "SECRET", ["3b9e2d7f1a6c4e8b0d5f2a7c9e1b4d6f"]),
        # an Express session cookie's signed value under any name; a quoted key that ends in a bracket
        ("DEBUG_COOKIE=s%3AqW3eR5tY7uI9oP1aS3dF5gH7jK9lZ2xC.vB4nM6qW8eR0tY2uI4oP6aS8dF0gH2jK4lZ6xC8vB0n   # remove",
         "SECRET", ["s%3AqW3eR5tY7uI9oP1aS3dF5gH7jK9lZ2xC.vB4nM6qW8eR0tY2uI4oP6aS8dF0gH2jK4lZ6xC8vB0n"]),
        ('SECRET_KEY = "k(2!x8#q)w+m3^z7$v)"', "SECRET", ["k(2!x8#q)w+m3^z7$v)"]),
        # backup codes of two four-digit groups, several to a line under their heading
        ("Backup codes:\n3184 2259   7046 9913   5528 0367", "SECRET", ["3184 2259", "7046 9913", "5528 0367"]),
    ],
)
def test_keys_and_codes(detector, text, kind, values):
    assert _of(detector, text, kind) == values


@pytest.mark.parametrize(
    "text, values",
    [
        ("cron: /usr/bin/python3 /opt/jobs/digest.py --mail-pass 'Tulip$Friday9' --to ops@example.net",
         ["Tulip$Friday9"]),
        ("[taped to the router] wifi for the back office: k9Rm!Tq4zW", ["k9Rm!Tq4zW"]),
        ("flat wifi (VM-44C1) tR7pLq2wX9mZ\nbike lock 2271", ["tR7pLq2wX9mZ", "2271"]),
    ],
)
def test_passwords_by_a_flag_or_a_network(detector, text, values):
    assert _of(detector, text, "PASSWORD") == values


@pytest.mark.parametrize(
    "text, values",
    [
        ("Caller: 4556 7375 8689 9855, expiry 03/28, CVV 係 662.", ["662"]),
        ("he read out the card 5425 2334 3010 9903, the expiry and the 3 digits on the back (418), then hung up",
         ["418"]),
        ("有人用我的卡 6250 9470 0000 0014 买了手机。卡背面的码是731，我刚发现", ["731"]),
        ("坐席复述了客户卡号“4000 0566 5566 5556”及背面安全码“285”，违规", ["285"]),
    ],
)
def test_card_codes_by_looser_words(detector, text, values):
    assert _of(detector, text, "CVV") == values


@pytest.mark.parametrize(
    "text, values",
    [
        ("  Postal: 9 Mill Lane, Leeds LS6 2AB\n  Mobile: +44 7922 418306", ["+44 7922 418306"]),
        ("Vragen? Bel 0900 1234", ["0900 1234"]),
        ("afspraak bij mec. Nowak, tel. 22 512 38 64", ["22 512 38 64"]),
        ("bring the MC. my office line 6287 3341 if no reply", ["6287 3341"]),
        ("Ref NH-20417 查詢 2693 4401", ["2693 4401"]),
        ("联系人：钟敏   电话：1З8 5O17 2264", ["1З8 5O17 2264"]),
    ],
)
def test_phones_after_a_phone_word(detector, text, values):
    assert _of(detector, text, "PHONE") == values


@pytest.mark.parametrize(
    "text, kind, values",
    [
        # a table's amount column with a currency's code before thousands ("USD 4,500") keeps the row's cells aligned
        ("id,name,nationality,passport,email,amount\nT-1,Maren Holt,NOR,27841365,m.holt@example.no,USD 4,500\n"
         "T-2,Aiko Mori,JPN,TK4410937,aiko.m@example.jp,USD 3,200", "PASSPORT", ["27841365", "TK4410937"]),
        ("老板跑路欠我3万2千元，最后拿回2万8块", "AMOUNT", ["3万2千元", "2万8块"]),
        ("Guarantee limit: €90,000 (ninety thousand euro)", "AMOUNT", ["€90,000", "ninety thousand euro"]),
        # an amount reaches over its period and a currency code after it
        ("Salary agreed at £31,200 p.a. plus relocation", "AMOUNT", ["£31,200 p.a."]),
        ("so my share is $96.40 CAD. Please charge the card on file", "AMOUNT", ["$96.40 CAD"]),
    ],
)
def test_amounts_and_table_cells(detector, text, kind, values):
    assert _of(detector, text, kind) == values


@pytest.mark.parametrize(
    "text, kind",
    [
        ("开票：增值税普通发票，画廊税号 91330106MA2K8L4Q7X\n经办：财务部", "NATIONAL_ID"),
        ("      DATABASE_URL: postgresql://app:${DB_PASSWORD}@db:5432/appdb", "PASSWORD"),
        ("ADMIN_IDS = [6623094518]", "PHONE"),
        ("献血码2406170218，请妥善保存", "PHONE"),
        ("[2024-09-02 03:04:47] backup: wrote site_prod_20240902.sql.gz (1.8G)", "SECRET"),
        ("DB_HOST=10.8.14.22\nDB_PASS=********", "PASSWORD"),
        ("      GOOGLE_RECAPTCHA_SITE_KEY: 6LdT8xUpAAAAAK3mQ9vLwZ2nB7cR4tY1pE6sJ0hF", "SECRET"),
        ("请求头示例：X-Api-Key: YOUR_API_KEY_HERE", "SECRET"),
        ("STRIPE_KEY=sk_test_BQokikJOvBiI2HlWgH4olfQ2", "APIKEY"),
        ("AppKey dingq3xk8v2m7pz1rt5w 是公开的，可以写在前端", "APIKEY"),
        ("wifi: Hill-Guest-5G", "PASSWORD"),
        ("【冷链告警】【洪山区疫苗接种门诊】 3号冰箱 温度9.1℃", "MEDICAL"),
        ("尊敬的仁和医院安宁疗护科全体医护人员：", "MEDICAL"),
        ("随访：出院后2周呼吸与危重症医学科门诊复诊", "MEDICAL"),
    ],
)
def test_look_alikes_stay(detector, text, kind):
    assert _of(detector, text, kind) == []


def test_a_bare_amount_is_the_same_money_where_the_text_repeats_it(detector):
    # the demo's advisor prompt: a CSV's salary column, then the steps so far with the same figures, names redacted
    text = ("name,phone,salary\n王伟,13957214406,18000\n李娜,13812345678,32000\n\nSteps so far: [{'tool': 'read_file', "
            "'result': '[PERSON_001],[PHONE_001],18000\\\\n[PERSON_002],[PHONE_002],32000'}]")
    assert _of(detector, text, "AMOUNT") == ["18000", "32000", "18000", "32000"]
    # the edge model's own broken call repeats the raw rows: a CSV cell's comma after an ID is no thousands separator
    text = ("工号,姓名,手机,身份证号,月薪\nE1021,王伟,13957214406,11010119900307773X,18000\n"
            "step 2: (invalid) {'reply': '{\"content\": \"13957214406,11010119900307773X,18000\\\\n\"'}")
    assert _of(detector, text, "AMOUNT") == ["18000", "18000"]
    # a year is no amount, wherever it stands
    assert _of(detector, "salary,year\n18000,2024\nreport 2024 done", "AMOUNT") == ["18000"]


@pytest.mark.parametrize(
    "text, kind, values",
    [
        # an animal's name by what is done only for animals, before or after it
        ("Hi Priya, Pickle and Sago are due their annual booster at Elm Vets on Tue", "PERSON", ["Priya"]),
        ('{"booking":"BK-2201","owner":"Dana Price","pets":["Ziggy","Moss"],"deposit":"£40.00"}', "PERSON", ["Dana Price"]),
        ("Name: Tilly\nSpecies: Feline\nDOB: 02/06/2020\nOwner: Carol Dunn, DOB 11/09/1979", "PERSON", ["Carol Dunn"]),
        # an animal's birth date; the owner's stays
        ("Name: Tilly\nSpecies: Feline\nDOB: 02/06/2020\nOwner: Carol Dunn, DOB 11/09/1979", "DATE_OF_BIRTH",
         ["11/09/1979"]),
        ("Pet DOB: 14/03/2019", "DATE_OF_BIRTH", []),
        # children are no pets: a parent, a claim, a booster
        ("Hi it's Gemma (Isla's mum). Just a heads up Isla has asthma", "PERSON", ["Gemma", "Isla", "Isla"]),
        # a ship by its prefix
        ("We sail on MV Northern Aurora from Bergen, guest Helen Price", "PERSON", ["Helen Price"]),
        # a microchip in groups is no phone
        ("Bramble (cockapoo), microchip 956 000 012 345 678", "PHONE", []),
    ],
)
def test_animals_and_ships_are_nobody(detector, text, kind, values):
    assert _of(detector, text, kind) == values


def test_a_bare_amount_does_not_repeat_onto_a_room_number(detector):
    assert _of(detector, "1801业主同意赔偿1701业主维修费。请到1701室查看。", "AMOUNT").count("1701") <= 1


@pytest.mark.parametrize(
    "text, values",
    [
        # the species or breed as the next cell, after a comma or a slash; a quoted name after its species
        ("- Kennel 4 (Pip, JRT): Metacam given 18:00", []),
        ("INSERT INTO patients (id, name, species) VALUES (31, 'Nell', 'feline'), (32, 'Otto', 'canine');", []),
        ('saddle fitting for my horse "Clover" next week', []),
        # the owner stays: a species that names the next name, a job title after a comma
        ("reminder for booking KB-4410 (owner Marion Tebbit, dog Rolo) was not sent", ["Marion Tebbit"]),
        ("Attendees: Tom Reid, Lab manager; Sarah Cole, lab tech", ["Sarah Cole"]),
    ],
)
def test_animals_by_the_cell_after_them(detector, text, values):
    assert _of(detector, text, "PERSON") == values
