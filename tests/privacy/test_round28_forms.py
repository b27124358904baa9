"""Round 28 (issue 15): a CVV under its French, German or traditional Chinese name, after "CID (…)" or an Amex's
"security"; a framework's base64 app key, a DeepL key, GoDaddy's "sso-key" pair; a mobile in the whole 07700 9 block;
an OCR'd phone after a card's "T:" / "M:"; a temporary password with a note in brackets, one spelled out with "dash",
a mail client's 授权码; a name on a card's line above a job title. And what must stay: a crypt hash's "$2b$" (no
sum), a hex digest in a password column, a WireGuard peer's public key, documentation keys with x's, zeros, "Example"
or jwt.io's sample payload, a web host's name, a policy's example password, "Security 2024" after a card, a UUID
request id, a heading above a job title. Then: a poster's, a reviewer's or a till's handle after its label, a paste's
author before its date; a Chinese surname with a works', a shop's or a team's title; an English given name with a
Chinese title; 老/小 + surname right before a mobile number — and "sent by email on", "作者：本人", a title alone, a
program's name before a title, what a thread's poster says after "楼主：", a car's maker and model. Invented values."""

from __future__ import annotations

import pytest
from detect_helpers import of as _of


@pytest.mark.parametrize(
    "text, value",
    [
        ("Paiement par carte 4929 5605 8406 5968, cryptogramme 318", "318"),
        ("Karte 4929 5605 8406 5968, gültig bis 09/27, Prüfnummer 774", "774"),
        ("卡號：3538 3351 8647 4016   有效期限：05/28   安全碼：662", "662"),
        ("Card number: 3742 918375 71887\nExpiry: 02/29   CID (4 digits on front): 6015", "6015"),
        ("Mr Tobias Renner, card 3742 918375 71887 exp 02/29 security 6015", "6015"),
    ],
)
def test_cvv_names_and_an_amex_four(detector, text, value):
    assert _of(detector, text, "CVV") == [value]


def test_a_year_after_security_is_no_cvv(detector):
    assert _of(detector, "card 4929 5605 8406 5968 exp 09/27. Security 2024 review done.", "CVV") == []


@pytest.mark.parametrize(
    "text, kind, value",
    [
        ("APP_ENV=production\nAPP_KEY=base64:Qm9vNQk2Zm5yTz1pWkF4/LyP8tHs+e0dUcXbVw7RjK4=", "APIKEY",
         "base64:Qm9vNQk2Zm5yTz1pWkF4/LyP8tHs+e0dUcXbVw7RjK4="),
        ("DEEPL_AUTH_KEY=3f1b9c2e-7a64-4d08-b5e3-91c7d2a06f48:fx   # free plan", "APIKEY",
         "3f1b9c2e-7a64-4d08-b5e3-91c7d2a06f48:fx"),
        ("  Authorization: sso-key dKp81xWqZ_3nRvT6yHbLm2Fs9Ue4c:Jt7wQe2Rk9LmZx4Vb8Np", "APIKEY", "dKp81xWqZ_3nRvT6yHbLm2Fs9Ue4c"),
        ("  Authorization: sso-key dKp81xWqZ_3nRvT6yHbLm2Fs9Ue4c:Jt7wQe2Rk9LmZx4Vb8Np", "SECRET", "Jt7wQe2Rk9LmZx4Vb8Np"),
    ],
)
def test_app_keys_deepl_and_sso_keys(detector, text, kind, value):
    assert value in _of(detector, text, kind)


def test_a_request_uuid_is_no_key(detector):
    assert _of(detector, "request_id=3f1b9c2e-7a64-4d08-b5e3-91c7d2a06f48", "APIKEY") == []


@pytest.mark.parametrize(
    "text, value",
    [
        ('{"mobile": "+447700934216", "dob": "1988-02-14"}', "+447700934216"),
        ("T: 01904 6l3 285   M: O7845 219 306", "01904 6l3 285"),
        ("T: 01904 6l3 285   M: O7845 219 306", "O7845 219 306"),
    ],
)
def test_phones_in_the_drama_block_and_ocr_after_a_cards_letter(detector, text, value):
    assert value in _of(detector, text, "PHONE")


@pytest.mark.parametrize(
    "text, value",
    [
        ("Temporary password (must change on first login): Fenwick-Temp-5127", "Fenwick-Temp-5127"),
        ("the router admin login is admin and the password is Carrow dash GW dash 4418, yes with dashes",
         "Carrow dash GW dash 4418"),
        ("扫描仪的 SMTP 授权码过期了，已更新为 pW4nRt8yKq2Z；请重启", "pW4nRt8yKq2Z"),
    ],
)
def test_passwords_with_a_use_note_spelled_out_or_a_mail_authorisation_code(detector, text, value):
    assert _of(detector, text, "PASSWORD") == [value]


@pytest.mark.parametrize(
    "text",
    [
        "Password (e.g. Summer2024!): must be 12 characters",
        "the password is the same as the dash cam one",
        "INSERT INTO members (id, pwd_md5) VALUES (77, 'c33367701511b4f6020ec61ded352059');",
    ],
)
def test_no_password_from_a_policy_example_a_word_or_a_hash(detector, text):
    assert _of(detector, text, "PASSWORD") == []


def test_a_crypt_hash_is_no_sum(detector):
    text = "(1041, 'x@y.fr', '$2b$12$Wq7yKJ0v2mQeW7sYtZp1ZeR4uN6cVb9XoA3hT5gD8fK1jL0iP2wSa') paid $2 and $5k"
    assert _of(detector, text, "AMOUNT") == ["$2", "$5k"]


@pytest.mark.parametrize(
    "text",
    [
        "[Peer]\nPublicKey = Zq3xV8nM2kP6sT1wR9yZ4bC7fJ0gL5dA8eU2iO6tNc=\nEndpoint = 81.2.69.160:51820",
        "# from the docs, do not use: https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
        "webhook 示例 https://open.feishu.cn/open-apis/bot/v2/hook/xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
        "sample config: sk_test_51QrExampleKeyDoNotUse",
        "jwt.io sample eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5"
        "MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    ],
)
def test_public_and_documentation_keys_stay(detector, text):
    assert _of(detector, text, "SECRET") == [] and _of(detector, text, "APIKEY") == []


def test_a_private_key_beside_a_public_one_is_still_found(detector):
    text = "[Interface]\nPrivateKey = cH4kV7sYtZp1ZeR4uN6cVb9XoA3hT5gD8fK1jL0iP2w=\n[Peer]\nPublicKey = Zq3xV8nM2k="
    assert _of(detector, text, "SECRET") == ["cH4kV7sYtZp1ZeR4uN6cVb9XoA3hT5gD8fK1jL0iP2w="]


@pytest.mark.parametrize(
    "text, names",
    [
        ("NORTHGATE CYCLES\nRepairs | Hire | Fitting\nMORWENNA \"MO\" TREGASKIS\nWorkshop Manager\nT: 01872 415 602",
         ['MORWENNA "MO" TREGASKIS']),
        ("[名片OCR]\n杭州西溪建筑设计有限公司\n谭书瑶\n主创设计师 / Lead Architect\n手机：139-5816-2274", ["谭书瑶"]),
        ("宏达测绘\n阮国栋  RUAN Guodong\nChartered Surveyor 注册测量师", ["阮国栋", "RUAN Guodong"]),
    ],
)
def test_a_name_on_the_line_above_a_job_title(detector, text, names):
    assert all(n in _of(detector, text, "PERSON") for n in names)


@pytest.mark.parametrize(
    "text",
    [
        "Quarterly Review\nSales Manager report attached",
        "Visitor: my site is down since yesterday. domain kovalenko-interiors.com",
        "域名：wanghaoran-design.cn   订单号：DD20240604",
    ],
)
def test_no_name_from_a_heading_or_a_web_host(detector, text):
    assert _of(detector, text, "PERSON") == []


@pytest.mark.parametrize(
    "text, value",
    [
        ("作者：saltwater在墨尔本\n\n办签证要公证出生证明", "saltwater在墨尔本"),
        ("【吐槽】物业太离谱了  —— 楼主：熬夜小企鹅", "熬夜小企鹅"),
        ("评价人：橙子不酸 ★★★★☆\n师傅很准时", "橙子不酸"),
        ("[INFO] pos: 门店=GZ-TH-03 收银员=chenyuting 终端=T2", "chenyuting"),
        ('"router-backup" (unlisted) - by mkowalczyk on Mar 3rd, 2025', "mkowalczyk"),
    ],
)
def test_handles_after_a_posters_label_or_a_pastes_by(detector, text, value):
    assert value in _of(detector, text, "PERSON")


@pytest.mark.parametrize("text", ["the invoice was sent by email on 3 May", "作者：本人\n转载请注明",
                                  "博主：私信看到啦 我现在控制在2左右", "楼主：下个月工作调动去杭州了"])
def test_no_handle_from_a_word_or_an_authors_self(detector, text):
    assert _of(detector, text, "PERSON") == []


@pytest.mark.parametrize(
    "text, value",
    [
        ("现场联系人：韦厂长，明早八点到", "韦厂长"),
        ("韩队 我的油卡 PIN 是不是改了？", "韩队"),
        ("周六想约Wendy老师剪个头", "Wendy老师"),
        ("您预约的Oscar总监12月9日 14:00已确认", "Oscar总监"),
        ("报名：\n1. 老邝 13906518422 春风450 O型\n2. 小蒙 139 0652 7731 本田", "老邝"),
    ],
)
def test_chinese_titles_and_familiar_forms(detector, text, value):
    assert value in _of(detector, text, "PERSON")


@pytest.mark.parametrize("text", ["今天去厂长办公室，部长说不用", "用Python总是报错，Excel经理说明天修", "老板 13906518822"])
def test_no_name_from_a_title_alone_or_a_programs_name(detector, text):
    assert _of(detector, text, "PERSON") == []


@pytest.mark.parametrize(
    "text",
    [
        '{"vehicle":"Kia Sportage 1.6 T-GDi GT-Line","term_months":36}',
        "Vehicle: Toyota Corolla Altis (weekday package S$65/day)",
        "Car: Skoda Octavia estate, grey",
    ],
)
def test_a_cars_maker_and_model_is_no_name(detector, text):
    assert _of(detector, text, "PERSON") == []


def test_a_person_named_like_a_maker_stays(detector):
    assert "Harrison Ford" in _of(detector, "Harrison Ford drove a Skoda Octavia", "PERSON")


@pytest.mark.parametrize(
    "text, kind",
    [
        ("Header analysis: SPF fail, DKIM none, message id <20240611084502.7c1e@mx2.web.de>.", "EMAIL"),
        ("宽带：电信企业宽带，账号 0571-86xxxxxx@163.gd，固定公网IP 60.191.27.9", "EMAIL"),
        ("Reporter: Lena Voss   Browser: Chrome 126.0.6478.61", "PHONE"),
        ("Steps: (app 4.1.0.22) login as staff, open the rota", "IP_ADDRESS"),
        ("DRY CLEAN CO — Branch 02\nReceipt 0522-31846        19/11/2024 17:32", "PHONE"),
        ("MOT test certificate (VT20)\nTest number: 5529 3108 4471", "PHONE"),
    ],
)
def test_message_ids_masked_accounts_versions_receipts_stay(detector, text, kind):
    assert _of(detector, text, kind) == []


@pytest.mark.parametrize(
    "text, value",
    [
        ("the app server is at 10.0.4.17, call 020 7946 0321", "10.0.4.17"),
        ("2026-02-19 18:02:11 WARN  courier app from 36.112.40.77 retry=1", "36.112.40.77"),
    ],
)
def test_an_app_hosts_address_is_still_found(detector, text, value):
    assert _of(detector, text, "IP_ADDRESS") == [value]


@pytest.mark.parametrize(
    "text, value",
    [
        ("座机：0731-8856 4471 转 806", "0731-8856 4471"),
        ("call us at 1-800-555-0143 ext. 2.", "1-800-555-0143"),
        ("Please call us back at 617-555-0126, extension 204.", "617-555-0126"),
    ],
)
def test_an_extension_stays_outside_the_number(detector, text, value):
    assert _of(detector, text, "PHONE") == [value]
