"""Round 25 (issue 15): logins and their passwords, share and gate codes, alarm panel codes, CVVs as forms and dicts
write them, whole Django secrets, session ids, recovery codes, an SSN given on the line after its question, a
checksummed ID further from its scheme's name, home folders, Chinese names jieba cut short; and what must stay: a lot
or a bay before its number, a verb starting a sentence, a version after "fw", a VAT number, a DOI, a student's number,
a crypt hash, a masked ID in a table, Stripe's documentation key, trades' names. Invented values."""

from __future__ import annotations

import pytest
from detect_helpers import found
from detect_helpers import of as _of

from edge_agent.privacy.tagger import _shaped



@pytest.mark.parametrize(
    "text, value",
    [
        ("can't get in. did we leave the NVR on admin/48213 again", "48213"),
        ("录像机IP：192.168.1.64　端口8000\n管理员：admin／Qx@773105　　APP绑定手机：13975120000", "Qx@773105"),
        ("portal login ops.team@harbourline.example / Tide#Gate2031 lah, change also?", "Tide#Gate2031"),
        ("[用户]\nadmin=Pelican@2031\n操作员 wuhao=wh778899\n[固件]", "Pelican@2031"),
        ("[用户]\nadmin=Pelican@2031\n操作员 wuhao=wh778899\n[固件]", "wh778899"),
        ("阿杰：真题解析网盘链接放群公告了，提取码 x7q2", "x7q2"),
        ("马师傅：收到，小区门禁多少？\n调度：楼下大门6631#，车停B2-117。", "6631#"),
        ("Engineer code 5820 (change at handover!)   Master user 3917   Duress 3918", "5820"),
        ("Engineer code 5820 (change at handover!)   Master user 3917   Duress 3918", "3918"),
    ],
)
def test_logins_and_codes_named_by_what_they_open(detector, text, value):
    assert value in _of(detector, text, "PASSWORD")


@pytest.mark.parametrize(
    "text",
    [
        "see https://intranet.example/admin/users and the admin/settings page",
        "Contact: a.b@mail.example.jp / 080-1234-5678.",
        "[network]\nip=10.1.2.3\ngateway=10.1.2.1",
        "Password for callers (so you know it's really us): see the sheet",
    ],
)
def test_paths_phones_and_settings_stay(detector, text):
    assert not _of(detector, text, "PASSWORD")


def test_a_cvv_as_a_dict_and_as_the_back_of_the_card(detector):
    row = "{'CardHolder': 'SIOBHAN FARRELL', 'CardNumber': '4716603470404961', 'CV2': '847', 'ip': '81.2.69.142'}"
    assert _of(detector, row, "CVV") == ["847"]
    assert _of(detector, row, "PERSON") == ["SIOBHAN FARRELL"]  # not the quote after it
    said = "Maureen: ok 4716 6034 7040 4961 and the back is 221"
    assert _of(detector, said, "CVV") == ["221"]


@pytest.mark.parametrize(
    "text, value",
    [
        ('SECRET_KEY = "k#9v!m2&q_p0)zz4=rt8$wx1(lm5^bq7"   # move to vault', "k#9v!m2&q_p0)zz4=rt8$wx1(lm5^bq7"),
        ("    environment:\n      - DJANGO_SECRET_KEY=7h$kq!2&zz^8gw_+(pp=-a1(c!(if@)-9\n", "7h$kq!2&zz^8gw_+(pp=-a1(c!(if@)-9"),
        ("portal[2211]: login ok user=cmurphy src=86.44.192.7 sid=q8w7e6r5t4y3u2i1o0p9zz mfa=totp", "q8w7e6r5t4y3u2i1o0p9zz"),
        ('RECOVERY_CODES = "3hx9-k2pq 7mna-4vtz"', "3hx9-k2pq 7mna-4vtz"),
    ],
)
def test_whole_secrets_session_ids_and_recovery_codes(detector, text, value):
    assert value in _of(detector, text, "SECRET")


def test_an_ssn_given_after_its_question_and_a_sin_further_from_its_name(detector):
    chat = "老妈: 那你那个SSN是多少来着，我帮你记本子上\n我: 不用记啦 524 81 3390 就这个"
    assert _of(detector, chat, "SSN") == ["524 81 3390"]
    assert not _of(detector, "老妈: 那你那个SSN办好了吗\n我: 房间号 524 81 3390", "SSN")
    sin = "you get your SIN right away at Service Canada - mine came same day (707 420 667, yes I know)"
    assert _of(detector, sin, "NATIONAL_ID") == ["707 420 667"]


def test_an_address_ends_before_a_clause_or_a_phone_after_it(detector):
    said = "address is 4 Mill Lane, Ludlow SY8 2BN, son is Mr Hale, 07700 900 481. he is deaf"
    assert _of(detector, said, "ADDRESS") == ["4 Mill Lane, Ludlow SY8 2BN"]
    assert "07700 900 481" in _of(detector, said, "PHONE")
    form = "地址：上海市徐汇区天钥桥路100弄2号301室　　电话021-6431 0000"
    assert _of(detector, form, "ADDRESS") == ["上海市徐汇区天钥桥路100弄2号301室"]
    assert _of(detector, form, "PHONE") == ["021-6431 0000"]


def test_phones_a_building_site_word_and_a_list_number_do_not_spoil(detector):
    assert _of(detector, "施工单位项目经理：褚振华 139 1234 5678", "PHONE") == ["139 1234 5678"]
    assert "07809 421 000" in _of(detector, "Keyholders: 1) Emeka Obi 07809 421 000  2) Ada Chu (neighbour)", "PHONE")


@pytest.mark.parametrize(
    "text",
    [
        "Reviewer 2 asks you to cite 10.1016/j.dcn.2021.100934 in the discussion.",
        "BA French, 2006–2010 (student no. 0612293)",
        "Surveyor: Oliver Tunstall MRICS, RICS no. 0841772",
        "Customer: Oluwatobi Reid     CRN 11904452017",
        "From syndic Immo Scheldt BV (BE 0412.331.877):",
    ],
)
def test_dois_and_other_numbers_are_no_phones(detector, text):
    assert not _of(detector, text, "PHONE")


def test_a_home_folder_and_names_jieba_cut_short(detector):
    assert "/home/tkowalik" in _of(detector, "$ cat /home/tkowalik/.ssh/id_ed25519   # pasted by mistake", "PERSON")
    assert _of(detector, "有机化学课题组研究生邱子健在使用油浴时不慎打翻", "PERSON") == ["邱子健"]
    assert "罗家明" in _of(detector, "债务人：罗家明　　手机13928460071", "PERSON")
    assert "罗家明" in _of(detector, "[INFO] case=CS2024-0877 debtor=罗家明 mobile=13928460071", "PERSON")
    # a common word after a two-character name is not its third character
    assert "王明天" not in _of(detector, "李华说了，刘洋明天到。", "PERSON")


@pytest.mark.parametrize(
    "text",
    [
        "Congratulations on your bids: Lot 88 silver sauceboat and Lot 301 vase",
        "[00:01:52] CALLER: Can you send it to my new number?",
        "user_agent=Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)",
        "Thanks for helping with Mum's move to the care home.",
        "VAT reg GB 318 2290 41",
        "Greyfriars Pawn and KEYSTONE LOCKSMITHS and Kinloch Memorials",
        "Brennan Skip Hire dropped the skip; Lee Valley Renewables fitted the panels.",
        "小蓝搬家的师傅明天到",
    ],
)
def test_labels_verbs_systems_and_trades_are_no_people(detector, text):
    assert not _of(detector, text, "PERSON")


@pytest.mark.parametrize(
    "text",
    [
        "# gatekeeper export - controller fw 4.2.1.0",
        '{"event":"alarm","fw":"2.1.4.11"}',
        "Optimizer firmware 优化器固件: 4.12.0.3",
        "Ollie: firmware still 4.2.17.1?",
    ],
)
def test_versions_after_a_firmware_word_are_no_ips(detector, text):
    assert not _of(detector, text, "IP_ADDRESS")


def test_an_ip_after_a_log_line_ending_in_an_os_name_is_kept(detector):
    log = '"GET / HTTP/1.1" 200 1388 "-" "Roomloop/5.3.1 Android"\n10.40.2.17 - - [12/Jun/2024:10:14:09 +0000]'
    assert _of(detector, log, "IP_ADDRESS") == ["10.40.2.17"]


def test_look_alikes_of_money_stay(detector):
    assert _of(detector, "Invoice RE-24-0412 €1.290,00, to VDE 0100.", "AMOUNT") == ["€1.290,00"]
    assert not _of(detector, "username ops privilege 15 secret 5 $1$mERr$hx5rVt7rPNoS4wqbXKX7m0", "AMOUNT")
    assert not _of(detector, "孙经理：屋顶量好了，能装28块550W组件。", "AMOUNT")
    assert _of(detector, "我先付了28块钱", "AMOUNT") == ["28块钱"]


def test_masked_ids_in_a_table_documentation_keys_and_a_remote_diagnosis(detector):
    table = "批次,借款人,身份证号,手机\nWA-02,蒋文涛,4301**********2219,13307310000\n"
    assert not _of(detector, table, "NATIONAL_ID") + _of(detector, table, "IDCARD")
    keys = ("| 平台 | Key / 密码 |\n|---|---|\n| Stripe (test) | sk_test_4eC39HqLyjWDarjtT1zdp7dc |\n"
            "| Mapbox public | pk.eyJ1Ijoic3VuZ3JpZCIsImEiOiJjbHQ0ZzJ4eTgwIn0.X4pL2mQ7vR9sT1uW3yZ5aB |")
    assert not [v for k, v in found(detector, keys) if k in ("APIKEY", "SECRET", "PASSWORD")]
    assert not _of(detector, "远程诊断：网关公网IP 27.154.230.18，固件V1.0.8.3", "MEDICAL")
    assert _of(detector, "初步诊断：2型糖尿病", "MEDICAL")


@pytest.mark.parametrize(
    "kind, value, kept",
    [
        ("AMOUNT", "5140 1122 8870", None),  # an account's groups, no sum
        ("PASSWORD", "5528 3301 7", None),  # a tracking number's groups
        ("PASSWORD", "1 9 4 4", "1 9 4 4"),  # a PIN said digit by digit
        ("PASSWORD", "-0731", None),
        ("PERSON", "总", None),
        ("DATE_OF_BIRTH", "17 09 04", None),
        ("DATE_OF_BIRTH", "12/09/1985", "12/09/1985"),
        ("DATE_OF_BIRTH", "1939年8月12日   卒於 2024年2月3日", "1939年8月12日"),  # a life's dates: the first
        ("MEDICAL", "hip replacement in March 2023", "hip replacement"),  # the date after a finding is not taken
        ("MEDICAL", "sovereign 1912", "sovereign"),  # (nor a coin's year: the word alone overlaps no decoy)
        ("MEDICAL", "asthma", "asthma"),
    ],
)
def test_what_the_tagger_may_add(kind, value, kept):
    text = "x " + value + " y"
    got = [text[a:b] for a, b in _shaped(kind, text, 2, 2 + len(value))]
    assert got == ([kept] if kept else [])


def test_service_numbers_called_and_a_personnummer_after_pnr(detector):
    assert "96777" in _of(detector, "燃气表余额不足，请及时充值。安检预约请拨96777。", "PHONE")
    assert "12333" in _of(detector, "劳动监察12333我打了，让先申请仲裁", "PHONE")
    assert not _of(detector, "订单号12345，共95588件，房间12333", "PHONE")
    row = "| 4 | Lina Berg | SE | pnr 850912-0963 | 12/09/1985 |"
    assert _of(detector, row, "NATIONAL_ID") == ["850912-0963"]
    assert not _of(detector, row, "PHONE")


def test_a_building_a_polytechnic_a_condo_body_a_scholarship_and_a_brand_model_are_no_people(detector):
    text = "Parking at the Bob Champion building. Politechnika Warszawska wrote. Residensi Bukit Jalil JMB notice."
    assert not _of(detector, text, "PERSON")
    assert _of(detector, "施国庆：我家装的是方太JZT-TH25B，任氏励学金今年发了。", "PERSON") == ["施国庆"]


def test_a_files_path_is_no_password(detector):
    hist = "  503  grep wpa_passphrase /etc/hostapd/hostapd.conf\n  504  # wpa_passphrase=CoffeeAndCode!2027"
    assert _of(detector, hist, "PASSWORD") == ["CoffeeAndCode!2027"]
