"""Round 24 (issue 15): phones after a time, misread by OCR, answered on the next line or used as an account; keys
said in prose, cookies as developer tools show them, a secret after its key id on a command line; a manifest's
"PP" passport; a Chinese address's postcode after a comma, an Eircode, a Singapore postcode. Invented values, each
with a look-alike that must not change."""

from __future__ import annotations

import pytest
from detect_helpers import found
from detect_helpers import of as _of

from edge_agent.privacy.medical_extent import extend_medical



def test_a_phone_after_a_time_and_a_time_after_a_phone(detector):
    assert _of(detector, "Wed 09:12 07723 415 908: running late, sorry", "PHONE") == ["07723 415 908"]
    assert _of(detector, "FROM +1 (614) 555-0173 07:45 truck 22 at the gate", "PHONE") == ["+1 (614) 555-0173"]
    # a date or a time zone after a time is no phone
    assert not _of(detector, "时长 04:51  2026-03-17 10:22\n坐席：您好", "PHONE")
    assert not _of(detector, "Date:   Mon Mar 9 11:20:03 2026 -0500\n\n    fix build", "PHONE")


@pytest.mark.parametrize(
    "text, value",
    [
        ("Tel 01632 96O 418   Mob 07700 9l0 262", "01632 96O 418"),
        ("手机：1391 7O2 4486", "1391 7O2 4486"),
        ("The 'To' number +44 7911 2O3 115 is not a valid phone number.", "+44 7911 2O3 115"),
    ],
)
def test_a_phone_an_ocr_pass_misread(detector, text, value):
    assert value in _of(detector, text, "PHONE")


def test_letters_and_digits_without_a_phone_word_stay(detector):
    assert not _of(detector, "IOI 1O10 lol, see you at 10:30", "PHONE")
    assert not _of(detector, "build 2O24.1 of module IO-7 passed", "PHONE")


def test_a_phone_answering_the_question_before_and_an_account_that_is_a_mobile(detector):
    call = "坐席：请问您的联系电话是？\n客户：一八六 二七四一 零三九五"
    assert "一八六 二七四一 零三九五" in _of(detector, call, "PHONE")
    # digits said on a line whose question was about something else stay
    other = "坐席：请问几位乘客？\n客户：一二三四五六七 都来"
    assert not _of(detector, other, "PHONE")
    assert "15807219346" in _of(detector, "2. 用测试账号 15807219346 / 密码 Qa#5521 登录后台", "PHONE")
    # a bank account number after 账号 is no phone
    assert not _of(detector, "收款账号：6222 0212 3456 7890 123", "PHONE")


def test_a_user_field_in_a_log_is_no_password(detector):
    log = "[审计] 动作=重置用户密码 目标用户=13698041275 新密码=Rt8813qa 来源IP=10.8.4.2"
    got = found(detector, log)
    assert ("PHONE", "13698041275") in got
    assert ("PASSWORD", "Rt8813qa") in got
    assert ("PASSWORD", "13698041275") not in got


def test_keys_said_in_prose_and_cookies_as_devtools_show_them(detector):
    said = "[09:30] Ola: the maps api key changed, new one is 7C2E91A04BD85F63E0A91D7724C3B6F5"
    assert {"7C2E91A04BD85F63E0A91D7724C3B6F5"} & set(_of(detector, said, "SECRET") + _of(detector, said, "APIKEY"))
    # a commit hash said in prose is no key
    sha = "[09:31] Ola: the fix is in commit 7c2e91a04bd85f63e0a91d7724c3b6f5a1d0e9c2"
    assert not _of(detector, sha, "SECRET") + _of(detector, sha, "APIKEY")
    cookie = "Name: shop_session  Value: Hq7ZtR2mKx9PwL4vNc8sYb3Df6Gj  Domain: .shop.test"
    assert "Hq7ZtR2mKx9PwL4vNc8sYb3Df6Gj" in _of(detector, cookie, "SECRET")
    theme = "Name: theme_pref  Value: dark-mode-high-contrast  Domain: .shop.test"
    assert not _of(detector, theme, "SECRET")


def test_a_secret_after_its_key_id_on_a_command_line(detector):
    cmd = "ossutil cp ./db.tar oss://bk-01/ -i LTAI5tQm2Xw8Rk7Vp3Ln9Hz4 -k q8Vn3Kd0Wm5Tz2Lb7Rx1Yc4Hs6Jf -e oss.example.test"
    assert "q8Vn3Kd0Wm5Tz2Lb7Rx1Yc4Hs6Jf" in _of(detector, cmd, "SECRET")


def test_a_pp_passport_and_a_discord_token(detector):
    row = '{"seq":4,"surname":"HALE","dob":"1971-05-30","doc":"PP 518204736","cabin":"4107"}'
    assert "518204736" in _of(detector, row, "PASSPORT")
    assert not _of(detector, "see pp 112 of the manual", "PASSPORT")
    token = "here's the bot token:\nODIzNDU2Nzg5MDEyMzQ1Njc4.Gk3x9Q.aB7cD9eF1gH3iJ5kL7mN9oP1qR3sT5uV7wX"
    assert _of(detector, token, "APIKEY") == ["ODIzNDU2Nzg5MDEyMzQ1Njc4.Gk3x9Q.aB7cD9eF1gH3iJ5kL7mN9oP1qR3sT5uV7wX"]


@pytest.mark.parametrize(
    "text, value",
    [
        ("住址：浙江省宁波市鄞州区天童南路588号银泰城3幢1204室，315100", "浙江省宁波市鄞州区天童南路588号银泰城3幢1204室，315100"),
        ("地址是成都市武侯区天府大道北段966号金融城B座1702，邮编610041，到了打电话",
         "成都市武侯区天府大道北段966号金融城B座1702，邮编610041"),
        ("卖家：广州市天河区体育西路101号维多利广场A座3302，510620", "广州市天河区体育西路101号维多利广场A座3302，510620"),
        ("Deliver to: Apt 2C, 41 Baggot Street Lower, Dublin 2, D02 KX57", "Apt 2C, 41 Baggot Street Lower, Dublin 2, D02 KX57"),
        ("Regards,\nWei Ling Goh\nBlk 218 Bedok North St 1, #05-221, Singapore 460218",
         "Blk 218 Bedok North St 1, #05-221, Singapore 460218"),
    ],
)
def test_an_address_with_its_postcode_after_it(detector, text, value):
    assert value in _of(detector, text, "ADDRESS")


def test_an_order_number_after_an_address_stays_out(detector):
    text = "收货地址：南京市鼓楼区中山北路200号8栋502室，订单号 2026031588"
    assert _of(detector, text, "ADDRESS") == ["南京市鼓楼区中山北路200号8栋502室"]


@pytest.mark.parametrize(
    "text, finding, grown",
    [
        # a measurement the finding reads, a degree, a dose with 个, a quantity and an interval, a test's result
        ("体检：血红蛋白 88 g/L（轻度贫血），建议复查", "轻度贫血", "血红蛋白 88 g/L（轻度贫血）"),
        ("评估：MMSE 21分，轻度痴呆", "轻度痴呆", "MMSE 21分，轻度痴呆"),
        ("奶奶双耳轻中度听力损失", "中度听力损失", "双耳轻中度听力损失"),
        ("每晚打来得时 12 个单位", "来得时", "来得时 12 个单位"),
        ("Rx: Ramipril 2.5mg x 28", "Ramipril", "Ramipril 2.5mg x 28"),
        ("Booked an emergency c-section", "c-section", "emergency c-section"),
        ("Swab: Group B Strep positive", "Group B Strep", "Group B Strep positive"),
    ],
)
def test_medical_finding_grows_round24(text, finding, grown):
    start = text.index(finding)
    a, b = extend_medical(text, start, start + len(finding))
    assert grown in text[a:b]


def test_a_measurement_that_is_money_or_a_bracket_closing_a_name_stays_out():
    text = "费用 300元，高血压复查"
    start = text.index("高血压")
    a, _ = extend_medical(text, start, start + 3)
    assert text[a:].startswith("高血压")
    text = "被看护者：黄志明（父）　中风后偏瘫"
    start = text.index("中风")
    a, _ = extend_medical(text, start, start + 2)
    assert "）" not in text[a:start]


def test_findings_in_a_list_field_are_one(detector):
    assert any("糖尿病;痛风" in m for k, m in found(detector, "既往史：糖尿病;痛风") if k == "MEDICAL")


@pytest.mark.parametrize(
    "text, value",
    [
        # a code said after a word that says what it is, a code named after its lock, a lock's code in markup
        ("If you're late, the back door code after 7 pm is 6093.", "6093"),
        ("on my way. shed code for plot 4 changed on Sunday btw, it's 5170*", "5170*"),
        ("Pop round the side gate, the code is 2 9 0 7", "2 9 0 7"),
        ("Keys: key safe right of the porch, code D 5 1 6", "D 5 1 6"),
        ("Your van is ready. Key drop box code 7352 after hours.", "7352"),
        ("  <gatePin>418305</gatePin>", "418305"),
        ('{"unit": "B14", "lockCode": "90417"}', "90417"),
    ],
)
def test_lock_codes_said_in_a_sentence(detector, text, value):
    assert value in _of(detector, text, "PASSWORD")


@pytest.mark.parametrize(
    "text",
    [
        "the discount code is 4421 for 10% off",
        "The promo code for the door-to-door sale is 5521",
        "see code 4012 in the manual for the garage door motor",
        "Door fault: error code 4012 on the gate motor",
        "Your door entry verification code is 551093, it expires in 5 minutes",
    ],
)
def test_other_codes_near_a_lock_are_no_passwords(detector, text):
    assert not _of(detector, text, "PASSWORD")


@pytest.mark.parametrize(
    "text, value",
    [
        ("SYSTEM: Please say your four-digit PIN.\nCALLER: seven two nine four\nSYSTEM: Thank you.", "seven two nine four"),
        ("客服：再麻烦您说一下六位服务密码。\n用户：幺三五七八二。\n客服：验证通过。", "幺三五七八二"),
        ("阿强：车库密码是不是改了\n老周：改成gar4ge2026了，别外传", "gar4ge2026"),
        ("物业：单元门密码改了没\n业主：改了，新的是318205，别发群里", "318205"),
    ],
)
def test_a_password_said_on_the_line_after_it_is_asked_for(detector, text, value):
    assert value in _of(detector, text, "PASSWORD")


@pytest.mark.parametrize(
    "text",
    [
        "Bot: Enter the one-time passcode we sent.\nUser: 552190",
        "坐席：请不要在电话里告诉我们密码。\n客户：好的 123456",
        "AGENT: what is the password for the router?\nCALLER: not sure, ticket ABC12345 maybe",
    ],
)
def test_no_password_answers_a_warning_or_a_one_time_code(detector, text):
    assert not _of(detector, text, "PASSWORD")


@pytest.mark.parametrize(
    "text, value",
    [
        ("NET PAY R 21 408.55   paid to account ****7712", "R 21 408.55"),
        ("Buyer: hi, I paid US $318.20 for the saddle", "US $318.20"),
        ("I topped up 400 kr on Monday", "400 kr"),
        ("帮我垫了300多块，回头转你", "300多块"),
    ],
)
def test_amounts_in_more_written_forms(detector, text, value):
    assert value in _of(detector, text, "AMOUNT")


def test_an_eye_prescription_and_counted_things_are_no_amounts(detector):
    assert not _of(detector, "Rx: R 2.00 / L -3.25, add +1.50", "AMOUNT")
    assert not _of(detector, "两块蛋糕和三块饼干", "AMOUNT")


@pytest.mark.parametrize(
    "text, value",
    [
        ("用户 wangfang 绑定TOTP，种子 KQ3MVHE7TB2XLO5DAW4NPP6ZR2SUXY7C", "KQ3MVHE7TB2XLO5DAW4NPP6ZR2SUXY7C"),
        ("Payout 2FA seed re-issued: QWERTYZXCVBNMASD", "QWERTYZXCVBNMASD"),
        ('var hmacSecret = []byte("pQ8vN2mX7kL4zR9tW1yB6cF3")', "pQ8vN2mX7kL4zR9tW1yB6cF3"),
        ('pub const WEBHOOK_SIGNING_KEY: &[u8] = b"r4T!x9Qm#2Lp@8Zw";', "r4T!x9Qm#2Lp@8Zw"),
        ('EXCHANGE_PRIVATE = "Zt9Kq2Wm8Xv4Np7Rb3Lc6Hd1Fg5Js0Ty"', "Zt9Kq2Wm8Xv4Np7Rb3Lc6Hd1Fg5Js0Ty"),
    ],
)
def test_seeds_and_secrets_typed_in_code(detector, text, value):
    assert value in _of(detector, text, "SECRET")


def test_a_random_seed_and_a_plain_string_stay(detector):
    assert not _of(detector, "random seed: 42 and PYTHONHASHSEED=0", "SECRET")
    assert not _of(detector, 'let key: &str = "primary";', "SECRET")


@pytest.mark.parametrize(
    "text, value",
    [
        ("requirepass Qd7_cache_2031", "Qd7_cache_2031"),
        ("imapsync --host1 a.test --user1 jo@a.test --password1 'Heath!er55' --host2 b.test", "Heath!er55"),
        ("ipmitool -I lanplus -H 10.2.3.4 -U ADMIN -P 'Vq3!nb8Lz2' chassis status", "Vq3!nb8Lz2"),
        ("define('DB_PASSWORD', 'Harbour#Gull2031');", "Harbour#Gull2031"),
        ('    storePassword "Oat-Barrel-9912"', "Oat-Barrel-9912"),
        ("ldap_default_authtok = Pw4!zXc9#Lm2", "Pw4!zXc9#Lm2"),
        ('$Cred = @{ User = "ops@shop.test"; AppPassword = "qwer tyui opas dfgh" }', "qwer tyui opas dfgh"),
        ("login is your staff no + the new temp pass Gl4ss!Pier22 until you reset", "Gl4ss!Pier22"),
    ],
)
def test_passwords_in_configs_and_admin_tools(detector, text, value):
    assert value in _of(detector, text, "PASSWORD")


@pytest.mark.parametrize("text", ["requirepass yes", "please pass the salt and the new pass holder", "ssh -P 2222 host"])
def test_words_after_pass_stay(detector, text):
    assert not _of(detector, text, "PASSWORD")


def test_a_title_inside_another_word_is_not_taken(detector):
    assert _of(detector, "李娜小姐姐人很好", "PERSON") == ["李娜"]
    assert ("PERSON", "孙磊先生") in found(detector, "您与孙磊先生的检查已预约。")
