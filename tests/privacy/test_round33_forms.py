"""Round 33 (issue 15): shapes the development corpora showed after blind72-75 joined them, and a line break escaped
twice (a JSON string quoted once more, as in the repr of a tool call's arguments), written again with invented values;
and the look-alikes beside them that must stay."""

from __future__ import annotations

import pytest
from detect_helpers import of as _of


@pytest.mark.parametrize(
    "text, kind, values",
    [
        # the demo's advisor prompt: the steps so far as a dict, its arguments a JSON string quoted once more
        ("Steps so far: [{'tool': 'send_message', 'arguments': '{\"text\": \"王伟 salary 18000\\\\n13957214406 call"
         " me\"}'}]", "PHONE", ["13957214406"]),
        ("step 2 args={'body': 'Hi Ana,\\\\r\\\\nPassword: Tr0ub4dor&3\\\\r\\\\nthanks'}", "PASSWORD", ["Tr0ub4dor&3"]),
    ],
)
def test_a_value_after_a_twice_escaped_line_break(detector, text, kind, values):
    assert _of(detector, text, kind) == values


def test_a_windows_path_with_doubled_backslashes_is_no_escape(detector):
    assert _of(detector, "open C:\\\\Users\\\\nwanjiru\\\\Desktop\\\\cv.docx", "PERSON") == ["nwanjiru"]


@pytest.mark.parametrize(
    "text, kind, values",
    [
        # a set of backup codes under its heading, a warning line between; a Chinese heading's backup verification codes
        ("管理员 ops@kiln-arts.com 的 backup codes（老板让我存的）\n千万别发群里！\nk4m2p-7xq9d   2hf8w-9zt3c\n"
         "8nq5r-4kd7m   v3c9x-2pq8s\nGenerated Mar 2, 2025", "SECRET",
         ["k4m2p-7xq9d", "2hf8w-9zt3c", "8nq5r-4kd7m", "v3c9x-2pq8s"]),
        ("腾讯云账号的备用验证码，每个只能用一次：\nQW4T-ZX8R\nM2KD-7VPL\n—— 存档", "SECRET", ["QW4T-ZX8R", "M2KD-7VPL"]),
        # a Twilio client's auth token beside its account SID; a key as curl's basic-auth user, on a continued line
        ("const client = twilio('AC1f3e5d7c9b2a4f6e8d0c2b4a6f8e0d2c', '7c2e9a4b6d8f0a1c3e5b7d9f2a4c6e8b')", "SECRET",
         ["7c2e9a4b6d8f0a1c3e5b7d9f2a4c6e8b"]),
        ('$ curl -s https://api.example-registry.io/v2/filings \\\n    -u "9d4c2e7a1b8f3e6d5c0a9b2e7f4d1c8a:" \\\n    -H "Accept: '
         'application/json"', "APIKEY", ["9d4c2e7a1b8f3e6d5c0a9b2e7f4d1c8a"]),
        # a session cookie in a browser's exported cookie file; a session key in a YAML file
        ("# Netscape HTTP Cookie File\n.shop.example.net\tTRUE\t/\tTRUE\t1790000000\tJSESSIONID\tq8v3n1k7c2x9m4t6p0z5\n"
         ".shop.example.net\tTRUE\t/\tFALSE\t1790000000\tlang\ten-GB", "SECRET", ["q8v3n1k7c2x9m4t6p0z5"]),
        ('  SESSION_KEY: "k7^w2%pq9#zx@4m)e8=tb3-vr%6nd"\n  LOG_LEVEL: info', "SECRET", ["k7^w2%pq9#zx@4m)e8=tb3-vr%6nd"]),
    ],
)
def test_codes_and_keys_by_their_setting(detector, text, kind, values):
    assert _of(detector, text, kind) == values


@pytest.mark.parametrize(
    "text, values",
    [
        # a chat asks for the code or the password, the next line gives it and goes on
        ("[07/03/25, 08:12] Sam Ruiz: yep. whats the till pin again, the new one\n[07/03/25, 08:12] Dee: 3 8 5 2 - "
         "dont write it on the board", ["3 8 5 2"]),
        ("[09:41] Ola Berg: can't get in, Tess what's the shared pw\n[09:42] Tess Lund: Marigold-Kiln-47 but changing it "
         "monday", ["Marigold-Kiln-47"]),
        ("阿杰：测试服 10.8.3.4 的root密码谁改了\n小米：我改的，现在是 Qk7#tiger2025，回头放密码箱", ["Qk7#tiger2025"]),
        ("小林：请问画室门禁密码还是之前那个吗\n馆长：换了，4 7 2 6，别外传哈", ["4 7 2 6"]),
        # a collection password of plain words; a setting glued to "pass"; a user and a pass after "creds"
        ("Grandad Joe is picking Mia up today. Collection password is orange walrus as usual", ["orange walrus"]),
        ("dbhost = '10.20.3.4' dbuser = 'gallery' dbpass = 'Easel-Kiln-2291'", ["Easel-Kiln-2291"]),
        ("the creds they emailed: user archive_sync / pass Vellum#Ink2025q1. updating vault", ["Vellum#Ink2025q1"]),
        # a key pressed after the code; a door that is its code; a safe's dial with its directions
        ("- Alarm code has changed, new one is 4 0 7 2 *\n- the kiln is booked Tuesday", ["4 0 7 2 *"]),
        ("sorry!! the street door is 6 1 9 3 # and the mailbox key is with Ana", ["6 1 9 3 #"]),
        ("便利贴：打印机没墨了\n保险柜：右4左8右2\n找老吕", ["右4左8右2"]),
    ],
)
def test_passwords_said_in_chat(detector, text, values):
    assert _of(detector, text, "PASSWORD") == values


@pytest.mark.parametrize(
    "text",
    [
        "登录IP 36.112.97.205，浏览器 Chrome/131.0",
        "Reminder: the password is case sensitive.",
        "the password is not working again",
        "Your password is locked out.",
        "whats the wifi pw again?\nno idea, ask Dana",
        "the front door is 3 metres wide",
    ],
)
def test_no_password_in(detector, text):
    assert _of(detector, text, "PASSWORD") == []


@pytest.mark.parametrize(
    "text, kind, values",
    [
        # a studio's, a practice's or a fund's name is no person
        ("To: Harbourside Flow Yoga\nFor: 4 x Yin classes @ $70/class", "PERSON", []),
        ("Name: Dana K. Whitlow\nBusiness name: Willow Root Bodywork\nTIN on file", "PERSON", ["Dana K. Whitlow"]),
        ("Hi Marcus, it's Eleri from Cwm Derw Apiaries. Your nuc is ready.", "PERSON", ["Marcus", "Eleri"]),
        ("ORGANIZER;CN=Heel Clinic Sligo:mailto:bookings@heelclinic.ie", "PERSON", []),
        ("Stichting Van Dijk Studiefonds - travel grant form\nName: Sanne Bakker", "PERSON", ["Sanne Bakker"]),
        # a bird of prey's name, its species in brackets or before it
        ("| Rhys Morgan | Thor (eagle owl), Sable | 07966 118 204 |", "PERSON", ["Rhys Morgan"]),
        ("<merlin_mags> my lanner Skye is off her food", "PERSON", ["merlin_mags"]),
        # a person's money stays; a fund's assets, a company's capital, sums in billions do not
        ("The scheme's total assets were £2.31bn; your own pot is £48,200.", "AMOUNT", ["£48,200"]),
        ("Paid-up capital S$50,000. Nominee deposit paid by client: S$2,000", "AMOUNT", ["S$2,000"]),
    ],
)
def test_organisations_and_animals_are_no_one(detector, text, kind, values):
    assert _of(detector, text, kind) == values


@pytest.mark.parametrize(
    "text, values",
    [
        # an organisation's account, by its line or the one above; a person's stays
        ("Balance £1,970. Please pay to our company account NL91 ABNA 0417 1643 00 (ref 2231)", []),
        ("Pay to our corporate account: Tidewell Moving Ltd, IBAN GB82 WEST 1234 5698 7654 32", []),
        ("Account name: Ferncastle Holdings Ltd\nIBAN: DE89 3704 0044 0532 0130 00", []),
        ("Refund to your account please: DE89 3704 0044 0532 0130 00", ["DE89 3704 0044 0532 0130 00"]),
        ("对方汇款账户变更为 NL91 ABNA 0417 1643 00（Daan 个人账户，公司账户冻结中）", ["NL91 ABNA 0417 1643 00"]),
        ("Payee: Thandi Mokoena\nPayee account: GB82 WEST 1234 5698 7654 32", ["GB82 WEST 1234 5698 7654 32"]),
    ],
)
def test_an_organisations_iban_is_no_ones(detector, text, values):
    assert _of(detector, text, "IBAN") == values
    assert _of(detector, text, "CARD") == [] and _of(detector, text, "NATIONAL_ID") == []


@pytest.mark.parametrize(
    "text, values",
    [
        ("[21:09] <heron_watcher_77> btw someone pinned the webhook", ["heron_watcher_77"]),
        ("**tkaramanlis** commented: please rotate that key", ["tkaramanlis"]),
        ("**yoga_with_ines**: anyone else get that email?", ["yoga_with_ines"]),
        ("[pnowakowski@build-01 ~]$ history | tail -3", ["pnowakowski"]),
        ("Subject: Cron <dfairlie@press-srv02> /opt/backup/run.sh", ["dfairlie"]),
        ("[root@web01 ~]# systemctl restart nginx", []),
        ("**note**: the build is green", []),
    ],
)
def test_handles_where_only_handles_stand(detector, text, values):
    assert _of(detector, text, "PERSON") == values


@pytest.mark.parametrize(
    "text",
    [
        "From: Dr Ama Owusu, GP, Elmfield Surgery (practice code F84117)",
        "Lead Climber | Oak & Ash Tree Surgery Ltd",
        "处理：入住宁波市第一医院，予以观察",
    ],
)
def test_a_practice_is_no_condition(detector, text):
    assert "Elmfield Surgery" not in _of(detector, text, "MEDICAL")
    assert not any("Tree Surgery" in v or v.endswith("第一医院") for v in _of(detector, text, "MEDICAL"))


@pytest.mark.parametrize(
    "text, values",
    [
        # a test's result, its name then its value, with its unit and its flag
        ("Most recent result: HbA1c 7.2%", ["HbA1c 7.2%"]),
        ("FSH 9.4 mIU/mL↑   参考 3.5-12.5\nAMH 0.71 ng/mL↓    参考 2.0-6.8", ["FSH 9.4 mIU/mL↑", "AMH 0.71 ng/mL↓"]),
        ("honestly my AMH was 1.4 so they want to move fast", ["AMH was 1.4"]),
        ("我上次HCG 2140，现在10周了", ["HCG 2140"]),
        ('{"id": 7, "hba1c": "8.1", "note": "ok"}', ['hba1c": "8.1']),
        ("复查结果：空腹血糖7.1", ["空腹血糖7.1"]),
    ],
)
def test_a_test_result(detector, text, values):
    found = _of(detector, text, "MEDICAL")  # (a statement's words around it may be taken with it: "我上次HCG 2140")
    assert len(found) == len(values) and all(v in f for v, f in zip(values, found))


@pytest.mark.parametrize(
    "text",
    [
        "入选条件：HbA1c 7.5%-10.5%；年龄18-75岁",
        "Target: keep HbA1c below 7% and eGFR ≥60.",
        "ALT 3 hours ago the E2 42 bus left.",
    ],
)
def test_no_test_result_in(detector, text):
    assert _of(detector, text, "MEDICAL") == []


@pytest.mark.parametrize(
    "text, values",
    [
        # the pence said after the pounds; the Irish singular "euro"; money that arrived or was put in, in 万
        ("I can see you paid forty-two pounds fifty including delivery.", ["forty-two pounds fifty"]),
        ("He says he paid one hundred and twenty euro cash on the day.", ["one hundred and twenty euro"]),
        ("最后筹到的钱到账3.8万，说几点", ["3.8万"]),
    ],
)
def test_amounts_said_and_in_wan(detector, text, values):
    assert _of(detector, text, "AMOUNT") == values


def test_a_fee_is_no_name(detector):
    assert _of(detector, "再找他就说要再交 1500块 复审费才给办。", "PERSON") == []


@pytest.mark.parametrize(
    "text, values",
    [
        ("等 API 权限；现在的 key 7a1c9e3b5d2f4a6c8e0b1d3f5a7c9e2b 只有 read", ["7a1c9e3b5d2f4a6c8e0b1d3f5a7c9e2b"]),
        ("Cookie: lang=en; remember_me=4f2a9c7e1b3d5f8a0c2e4b6d8f1a3c5e7b9d0f2a; consent=all",
         ["4f2a9c7e1b3d5f8a0c2e4b6d8f1a3c5e7b9d0f2a"]),
        ("the cache key 5d41402abc4b2a76b9719d911017c592 expired", []),
    ],
)
def test_hex_keys_named_by_a_word(detector, text, values):
    assert _of(detector, text, "SECRET") == values


@pytest.mark.parametrize(
    "text, values",
    [
        # a number dialled with its "+" after its country's letters (not a VAT number); a phone's digits after a
        # country code are no SSN; letters an OCR pass read for digits
        ("Phone UK 07488 213 905, PL +48 601 442 718", ["07488 213 905", "+48 601 442 718"]),
        ("Keys: concierge, +34 915 55 0142", ["+34 915 55 0142"]),
        ("M  O7790 315 448\nT  01544 388 120", ["O7790 315 448", "01544 388 120"]),
        ("owes £45 for the windfalls, ph 07772 61O 384", ["07772 61O 384"]),
    ],
)
def test_phones_as_written(detector, text, values):
    assert _of(detector, text, "PHONE") == values
    assert _of(detector, text, "SSN") == []
