"""Round 32 (issue 15): a line break or tab written out as two characters ("\\n", "\\t" in JSON, a log line, a tool
call's arguments) is read as a break, so the value right after one is found whole and nothing glues onto it, while a
Windows path's backslashes stay what they are; familiar 小/老 forms, spelt-out surnames, logins in settings and remote
copies, a safe's dial combination, settings' keys and seeds, 400 lines, a card before its expiry, conditions made
someone's by a possessive, blood groups; and the look-alikes beside them that must stay. Invented values."""

from __future__ import annotations

import pytest
from detect_helpers import of as _of


@pytest.mark.parametrize(
    "text, kind, values",
    [
        ('{"name": "send_message", "arguments": {"text": "王伟 salary 18000\\n13957214406 call me"}}', "PHONE",
         ["13957214406"]),
        ("Zhang Wei\\t13957214406\\tzw@mail.cn", "PHONE", ["13957214406"]),
        ("Zhang Wei\\t13957214406\\tzw@mail.cn", "EMAIL", ["zw@mail.cn"]),
        ("ok\\nPassword: Tr0ub4dor&3\\nthanks", "PASSWORD", ["Tr0ub4dor&3"]),
        ('"msg":"call 0207 946 0321\\nor\\n+44 7700 900 123"', "PHONE", ["0207 946 0321", "+44 7700 900 123"]),
        ("2026-03-02 INFO body=Dear Ms Okafor,\\r\\nYour card 4539 1488 0343 6467 was charged", "CARD",
         ["4539 1488 0343 6467"]),
    ],
)
def test_a_value_after_an_escaped_line_break(detector, text, kind, values):
    assert _of(detector, text, kind) == values


def test_a_windows_path_is_no_escape(detector):
    assert _of(detector, "log: C:\\Users\\nwanjiru\\Documents\\cv.docx opened", "PERSON") == ["nwanjiru"]


@pytest.mark.parametrize(
    "text, kind, values",
    [
        # a surname after a lone 小/老 is a familiar form; the words after it are the sentence's
        ("老周：已转256块，我和小赵两个人的", "PERSON", ["老周", "小赵"]),
        ("处理记录：财务小刘核实后已原路退回", "PERSON", ["小刘"]),
        ("王经理：好好休息，班我让小吴顶。工资按病假80%算哈", "PERSON", ["王经理", "小吴"]),
        # a surname spelt out after it is said; a login with its digits, built from a name in the text
        ("CALLER: Dwayne Mercer. M-E-R-C-E-R.\nAGENT: And for security, date of birth?", "PERSON",
         ["Dwayne Mercer", "M-E-R-C-E-R"]),
        ("Caller: Shannon Pugh (Store 14, Merthyr), 01685 377 290\nUser spugh14 locked out.", "PERSON",
         ["Shannon Pugh", "spugh14"]),
        # a person's login in a setting named for a user, or before "@" and a host's address in a remote copy
        ("[all:vars]\nansible_user=gthorley\nntp_server=pool.ntp.org", "PERSON", ["gthorley"]),
        ("+ rsync -az /backups/ dkeane@10.20.1.40:/mnt/nas/rink/", "PERSON", ["dkeane"]),
        # a safe's dial combination; a padlock's and a van lock's code
        ("Shona: office safe is 19-42-07 but only take the £100 opening float", "PASSWORD", ["19-42-07"]),
        ("📒 备忘录\n保险柜：27-81-03（左右左）\n", "PASSWORD", ["27-81-03"]),
        ("孟凡 21:32\n我开。器材室挂锁还是0718吗", "PASSWORD", ["0718"]),
        ("[07:06] Winnie: 係。送去 Flat 9, 41 Gerrard Street, London W1D 5QE，van 把鎖 code 5521", "PASSWORD", ["5521"]),
        # settings: a Wi-Fi key in JSON, an authenticator seed, an encryption key, a one-case random key, a cookie
        ('"wifi": {"ssid": "GlassHouse_5G", "psk": "molten-amber-77"},', "PASSWORD", ["molten-amber-77"]),
        ('{"ADMIN_TOTP":"E7J3GHKQ3BOXEOFXJSAZG2BPTMJTRM54"}', "SECRET", ["E7J3GHKQ3BOXEOFXJSAZG2BPTMJTRM54"]),
        ("      - N8N_ENCRYPTION_KEY=k^b61w7nm(p9savcy28d-nkvbs5q0xp5q%_i4-kp)c^4m-r_a4\n", "SECRET",
         ["k^b61w7nm(p9savcy28d-nkvbs5q0xp5q%_i4-kp)c^4m-r_a4"]),
        ('+WECHAT_PAY_KEY = "3mipnq3i00qn1bewbtbpkqzkrmg397s7"', "SECRET", ["3mipnq3i00qn1bewbtbpkqzkrmg397s7"]),
        ("2. copy cookie → sc_sess=e0279979f4f1953ef93741b4ce0d830750579403; lang=zh-CN", "SECRET",
         ["e0279979f4f1953ef93741b4ce0d830750579403"]),
        # a Chinese company's 400 line named in English; a Singapore number after "my no." or a hotline
        ("ASR_APPID=5f3a9c21\nSUPPORT_HOTLINE=400-690-1186", "PHONE", ["400-690-1186"]),
        ("[8:12 pm] Mdm Lee: can PayNow you $35? my no. 8162 0397", "PHONE", ["8162 0397"]),
        ("[Call log - Swim Kidz Bishan hotline 6259 0418]", "PHONE", ["6259 0418"]),
        # a card with its expiry right after it
        ("Visitor (Aled): oh too late lol 4279 2839 4271 6893 12/27", "CARD", ["4279 2839 4271 6893"]),
        # someone's condition by a word the lists hold as ambiguous, made theirs by a possessive or "the client has"
        ("I've got my MRI that morning, the one for my MS, so could we do the 28th instead?", "MEDICAL", ["MS"]),
        ("I need Fridays off for my chemo.", "MEDICAL", ["chemo"]),
        ("Please note the client has hearing loss in the left ear.", "MEDICAL", ["hearing loss in the left ear"]),
        ("Paul is off with lower back strain this week.", "MEDICAL", ["lower back strain"]),
        ("姓名：王磊\n血型：O型\n", "MEDICAL", ["O型"]),
        # a finding's reach: where on the body, an inhaler's colour, a side and a place in Chinese, an attack
        ("Wants to book - tendonitis in right wrist, can't grip.", "MEDICAL", ["tendonitis in right wrist"]),
        ("Previous injuries: ACL reconstruction left knee 2019", "MEDICAL", ["ACL reconstruction left knee"]),
        ("She carries a blue salbutamol inhaler.", "MEDICAL", ["a blue salbutamol inhaler"]),
        ("体检：右耳高频听力下降", "MEDICAL", ["右耳高频听力下降"]),
        ("另胡可欣反映右肩肩袖损伤复发", "MEDICAL", ["右肩肩袖损伤复发"]),
    ],
)
def test_round32_forms(detector, text, kind, values):
    assert _of(detector, text, kind) == values


@pytest.mark.parametrize(
    "text, kind",
    [
        ("order no. 8162 0397 shipped", "PHONE"),
        ("Invoice 400-690-1186 is overdue", "PHONE"),
        ("next service 12-05-24, safe to say it went well", "PASSWORD"),
        ("scp notes.txt git@github.com:org/repo.git\nssh ubuntu@10.0.0.5", "PERSON"),
        ("MAIL_FROM_NAME=Support\nSORT_KEY=created_at_2024_desc", "SECRET"),
        ("这个小区的老房子漏水，老师说小组作业下周交", "PERSON"),
        ("他韧带拉伤了，这周不能来", "PERSON"),
        ("Ms Patel has MS Teams open; latency_ms: 200", "MEDICAL"),
        ('  "leader": {"name": "方敏", "community": "阳光花园3期"},', "PASSWORD"),
    ],
)
def test_round32_look_alikes_stay(detector, text, kind):
    assert _of(detector, text, kind) == []


@pytest.mark.parametrize(
    "text, kind",
    [
        # a business's premises: its firm line in capitals above, its legal form inside the span, a card's "地址："
        # under a name and a firm's e-mail, a German workshop's label, the rest of the same address
        ("TICK & TOCK REPAIRS\n41 Bridge Street, Chester CH1 1NQ\nTel 01244 318 602", "ADDRESS"),
        ("Maker: Rio Bravo Saddlery LLC, 4410 County Rd 12, Weatherford, TX 76088", "ADDRESS"),
        ("【名片识别】\n武夷山岩韵茶业有限公司\n游建华\u3000总经理\n手机：139 5990 2261\n邮箱：youjh@yanyuntea.com\n"
         "地址：福建省武夷山市星村镇黄柏村18号", "ADDRESS"),
        ("Werkstatt: Hauptstr. 17, 82481 Mittenwald\nMobil +49 171 552 3098", "ADDRESS"),
        # a price list's and an invoice's lines, where a price list starts
        ("INVOICE 0417\n1  Pair of strap hinges, hand forged, 600mm ........ £180.00\n"
         "2  Thumb latch ...................... £65.00", "AMOUNT"),
        ("Prices: captive-bred hatchlings from £59. Gem packs start at £1.99.", "AMOUNT"),
        # an organisation named for its trade
        ("CONSUMER CREDIT SUMMARY   Keystone Tenant Screening   report KTS-CR-449201", "PERSON"),
    ],
)
def test_round32_business_look_alikes_stay(detector, text, kind):
    assert _of(detector, text, kind) == []


@pytest.mark.parametrize(
    "text, kind, values",
    [
        ("Bill to: Mrs Gwen Ashcroft, 3 Low Riding Farm, Allendale, Hexham NE47 9DX", "ADDRESS",
         ["3 Low Riding Farm, Allendale, Hexham NE47 9DX"]),
        ("Basic pay ......... £2,437.50\nNet pay ........... £2,144.09", "AMOUNT", ["£2,437.50", "£2,144.09"]),
        ("your monthly rent will increase from $1,425 to $1,500", "AMOUNT", ["$1,425", "$1,500"]),
        ("Tom Downing called about the fence", "PERSON", ["Tom Downing"]),
    ],
)
def test_round32_personal_values_stay_found(detector, text, kind, values):
    assert _of(detector, text, kind) == values
