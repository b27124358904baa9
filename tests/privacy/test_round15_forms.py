"""Round-15 forms (issue 15), each with INVENTED values: a credential named in prose or by a setting the assignment
rule does not know, recovery codes a few lines after their name, a Chinese landline whose local number is split,
sums a bill says are due or a person was awarded, Chinese sums in 万 after more words of a person's money, sums in
words -- and the look-alikes each must leave (English words that end like a German street, UUIDs named session,
weights in pounds, prices in words, 万 fans or copies)."""
from __future__ import annotations

import pytest

from edge_agent.privacy.detect import Detector
from edge_agent.privacy.recognizers.labelled_secrets import random_looking


@pytest.fixture(scope="module")
def detector():
    return Detector(cache=False, learned=False)


def _found(detector, text, kind):
    return [e.text for e in detector.analyze(text) if e.type == kind]


@pytest.mark.parametrize("text, value", [
    ("all devices logged out (session id Qm7TzR2vKp9WxY4nLs8DfH3jB6cV1aE5 revoked)", "Qm7TzR2vKp9WxY4nLs8DfH3jB6cV1aE5"),
    ("  YARN_AUTH=pX4kT9mQ2wR7zL1vB8nC5hJ3gF6dS0aE\n", "pX4kT9mQ2wR7zL1vB8nC5hJ3gF6dS0aE"),
    ("[client]\nstring_session = Zt8Wq3Lm5Np1Rx7Ky2Vb4Hc9Gd6Fj0S\n", "Zt8Wq3Lm5Np1Rx7Ky2Vb4Hc9Gd6Fj0S"),
    ("she also read out her 2FA backup key MZXW6YTBOI4TEMRQ to the caller.", "MZXW6YTBOI4TEMRQ"),
    ("提交里写死了商户 APIv3 密钥 k3Jd8Qw2Lx5Mz9Rt4Vb7Nc1Hy6Gf0Sp2 请轮换", "k3Jd8Qw2Lx5Mz9Rt4Vb7Nc1Hy6Gf0Sp2"),
    ("sessionid: 4c9e2f7a81d03b6e5f20a9c4", "4c9e2f7a81d03b6e5f20a9c4"),
])
def test_a_credential_named_in_prose_or_an_unknown_setting(detector, text, value):
    assert value in _found(detector, text, "SECRET") + _found(detector, text, "APIKEY")


def test_recovery_codes_a_few_lines_after_their_name(detector):
    text = ("Agent: any of your recovery codes will work on the sign-in page.\n"
            "[09:12] Customer: got them: 4k8r2-m7q9x and t3v6p-1w8zn\n")
    assert _found(detector, text, "SECRET") == ["4k8r2-m7q9x", "t3v6p-1w8zn"]


@pytest.mark.parametrize("text", [
    "session=7d3f0b2a-91c4-4e8b-b5a6-0f2e9c1d7a38 path=/checkout",  # a UUID named session is a record id
    "cache dir: session-cache-2024-prod-backup",  # words and a year, not a token
    "chat session id 88213AB77c9 closed by agent",  # a support chat's reference
    "Your session 'Yoga Flow 2025' is booked for Tuesday",
    "session_timeout = 3600",
])
def test_words_that_name_a_session_but_no_credential(detector, text):
    assert _found(detector, text, "SECRET") == [] and _found(detector, text, "APIKEY") == []


def test_random_looking_tells_tokens_from_names():
    assert random_looking("Qm7TzR2vKp9WxY4nLs8D") and random_looking("4c9e2f7a81d03b6e5f20")
    assert not random_looking("prod-db-2024-backup") and not random_looking("release_2024_final")


@pytest.mark.parametrize("text, value", [
    ("请联系前台邵经理：0571-8702 4419。", "0571-8702 4419"),
    ("电话 (0731) 8455 2190", "(0731) 8455 2190"),
])
def test_a_chinese_landline_with_its_local_number_split(detector, text, value):
    assert value in _found(detector, text, "PHONE")


def test_a_ticket_number_in_three_groups_is_no_landline(detector):
    assert _found(detector, "票号0412-3389-5521别丢了", "PHONE") == []


@pytest.mark.parametrize("text", [
    "Enrolment for Spring 2026 opens today.", "Offering 12 seats this term", "Engineering 2024 annual report",
    "Monitoring 24 hosts", "Brigade 12 arrived", "Tutoring 101", "Hazel & Sage Catering\n0118 496 0412",
])
def test_english_words_ending_like_a_german_street_are_no_address(detector, text):
    assert _found(detector, text, "ADDRESS") == []


@pytest.mark.parametrize("text, value", [
    ("Ostring 14, 65205 Wiesbaden", "Ostring 14, 65205 Wiesbaden"),
    ("Hansaring 7", "Hansaring 7"),
])
def test_german_ring_streets_stay_addresses(detector, text, value):
    assert _found(detector, text, "ADDRESS") == [value]


@pytest.mark.parametrize("text, value", [
    ("Item A  £120.00\nItem B  £80.00\nTOTAL DUE                £200.00", "£200.00"),
    ("Total charges        $3,118.40\nInsurance paid       $2,604.00", "$3,118.40"),
    ("Bursary awarded: £2,500 towards your first-year fees.", "£2,500"),
    ("Total claimed: £64.20 (receipts attached)", "£64.20"),
])
def test_what_a_bill_says_is_due_or_a_person_was_awarded(detector, text, value):
    assert value in _found(detector, text, "AMOUNT")


@pytest.mark.parametrize("text, value", [
    ("客户首付可付180万，剩下走贷款", "180万"),
    ("车贷批下来了，贷款十五万，分三十六期", "十五万"),
    ("他私自转走的二十多万存款要分割", "二十多万"),
    ("我现在总包大概一百一十多万", "一百一十多万"),
    ("对方说base能给到140万", "140万"),
    ("大概两百万港币", "两百万港币"),
    ("去年医疗支出三万多。", "三万多"),
    ("他医药费花了4万多，有票据", "4万多"),
    ("（上次表姐结婚我们随了1,600）", "1,600"),
    ("已缴税额：18,204.60\n应补税额：0.00", "18,204.60"),
])
def test_chinese_sums_after_more_words_of_a_persons_money(detector, text, value):
    assert value in _found(detector, text, "AMOUNT")


@pytest.mark.parametrize("text", ["粉丝三十多万", "这本书卖了十多万册", "走了一万多步"])
def test_wan_of_fans_copies_or_steps_is_no_money(detector, text):
    assert _found(detector, text, "AMOUNT") == []


@pytest.mark.parametrize("text, value", [
    ("CALLER: they took it twice, so I'm owed seventy quid back.", "seventy quid"),
    ("Put me down for four hundred dollars, same as last year.", "four hundred dollars"),
    ("valued by the insured at two thousand six hundred pounds", "two thousand six hundred pounds"),
    ("my brother lent me a hundred and twenty quid", "a hundred and twenty quid"),
])
def test_a_sum_in_words(detector, text, value):
    assert _found(detector, text, "AMOUNT") == [value]


@pytest.mark.parametrize("text", [
    "The parcel weighs three pounds.", "I've lost fourteen pounds since June", "tickets are fifteen pounds each",
    "a pound of apples",
])
def test_weights_and_prices_in_words_are_not_a_persons_money(detector, text):
    assert _found(detector, text, "AMOUNT") == []


@pytest.mark.parametrize("text, value", [
    ("Your current account balance today is -£518.40. Interest applies.", "-£518.40"),
    ("本月工资明细如下：\n基本工资 16,000.00 ｜ 个税 -1,044.30\n实发工资：13,900.70", "-1,044.30"),
])
def test_a_debit_keeps_its_minus_sign(detector, text, value):
    assert value in _found(detector, text, "AMOUNT")


def test_a_range_keeps_no_minus_sign(detector):
    assert all(not v.startswith("-") for v in _found(detector, "My salary went from £30,000-£35,000 this year", "AMOUNT"))


@pytest.mark.parametrize("text, value", [
    ("请于收函后七日内归还借款人民币十五万元及利息", "人民币十五万元"),
    ("1 | 程一鸣 | 男 | 男单A组 | 已付180", "180"),
    ("处理：上门取件换新，已退差价¥120（活动价调整）。", "¥120"),
])
def test_more_chinese_money_of_a_person(detector, text, value):
    assert value in _found(detector, text, "AMOUNT")


def test_a_credential_cell_holding_a_pair_gives_each_its_type(detector):
    text = ("| # | Repo | Type | Secret | Owner |\n|---|---|---|---|---|\n"
            "| 1 | infra | AWS key pair | AKIAQ7RT2MZL4XKP9D3W / Zq8mT3vR6wX1yB4nC7kL0pD2fH5jG9sA3eU6iO8r | k.moss |")
    keys = {(e.type, e.text) for e in detector.analyze(text) if e.type in ("APIKEY", "SECRET")}
    assert keys == {("APIKEY", "AKIAQ7RT2MZL4XKP9D3W"), ("SECRET", "Zq8mT3vR6wX1yB4nC7kL0pD2fH5jG9sA3eU6iO8r")}


def test_a_phone_after_a_passport_field_is_no_passport(detector):
    text = '{"passport":"B04418276","nationality":"NGA","phone":"+234 806 471 2093"}'
    assert _found(detector, text, "PHONE") == ["+234 806 471 2093"]
    assert _found(detector, text, "PASSPORT") == ["B04418276"]


def test_an_address_after_ship_to_ends_at_a_semicolon(detector):
    text = "We'll ship to 2291 Palmetto Ave, Tampa, FL 33612; text updates go to (813) 555-0177."
    assert _found(detector, text, "ADDRESS") == ["2291 Palmetto Ave, Tampa, FL 33612"]
    assert _found(detector, text, "PHONE") == ["(813) 555-0177"]


@pytest.mark.parametrize("text, name", [
    ("P-0091,Teodor Wójcik,Hastings CC,3,200", "Hastings"),
    ("Grüße\nLena Vogt, Vogt Konzertagentur, Berlin", "Vogt Konzertagentur"),
    ("Employer: Uppsala Universitetssjukhuset, monthly income", "Uppsala Universitetssjukhuset"),
    ("Riverside Wanderers FC 2026/27 registration", "Riverside Wanderers FC"),
    ("上海市静安区中心医院  门诊病历", "静安区"),
    ("咨询记录  德衡律师事务所  2026-11-29", "德衡"),
    ("夕阳红康养中心 入住评估表", "康养"),
])
def test_organisations_and_districts_are_no_people(detector, text, name):
    assert name not in _found(detector, text, "PERSON")


@pytest.mark.parametrize("text, value", [
    ("Referral for Mr Oduya: please assess for catheter ablation.", "catheter ablation"),
    ("Ines had knee arthroscopy in October.", "knee arthroscopy"),
    ("Cancelled: appendicitis requiring laparoscopic appendectomy", "laparoscopic appendectomy"),
    ("幼儿姓名：孙乐然\n过敏原：花生过敏、猕猴桃过敏", "猕猴桃过敏"),
    ("儿童姓名：林小禾\n| 疫苗 | 剂次 | 接种日期 |\n| 水痘疫苗 | 第1剂 | 2025-03-02 |", "水痘疫苗"),
    ("陈立：诊断是 acute bronchitis 急性支气管炎，住院两天", "acute bronchitis 急性支气管炎"),
    ("Known vascular dementia; lives alone", "vascular dementia"),
    ("备注：双眼干眼症，右眼轻度弱视", "干眼症"),
])
def test_more_medical_forms(detector, text, value):
    assert any(value in v for v in _found(detector, text, "MEDICAL"))


@pytest.mark.parametrize("text", [
    "The car needed gearbox repair after the crash", "the data migration operation", "I had surgery last year",
])
def test_procedure_look_alikes(detector, text):
    assert _found(detector, text, "MEDICAL") == []


def test_aws_documentation_keys_are_no_credentials(detector):
    text = "docs use AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY; ours was AKIAQ7RT2MZL4XKP9D3W"
    keys = [e.text for e in detector.analyze(text) if e.type in ("APIKEY", "SECRET")]
    assert keys == ["AKIAQ7RT2MZL4XKP9D3W"]


@pytest.mark.parametrize("text, reported", [
    ("dhcp-range 192.168.40.0/24", []), ("allow 172.20.0.0/16 from vpn", []),
    ("allow 86.92.141.7/32", ["86.92.141.7"]), ("iface eth0 10.1.2.3/24 up", ["10.1.2.3"]),
])
def test_a_network_range_is_no_host(detector, text, reported):
    assert _found(detector, text, "IP_ADDRESS") == reported


@pytest.mark.parametrize("text, value", [
    ("Your policy carries a standard excess of £350.", "£350"),
    ("over its arranged overdraft limit of £500 for 7 days", "£500"),
    ("Our session rate remains £68.50 per full day.", "£68.50"),
    ("your parcel (declared value ¥48,000) has cleared customs", "¥48,000"),
    ("2027年春季学期保教费每月2,380元", "2,380元"),
])
def test_terms_a_policy_or_a_tariff_sets_are_prices(detector, text, value):
    assert not any(value in v for v in _found(detector, text, "AMOUNT"))


@pytest.mark.parametrize("text, value", [
    ("Credit limit: HK$80,000.", "HK$80,000"), ("Starting hourly rate: $24.75/hr", "$24.75/hr"),
    ("transfer limit €50,000/day", "€50,000/day"),
])
def test_a_persons_limits_and_pay_rates_stay_money(detector, text, value):
    assert value in _found(detector, text, "AMOUNT")


@pytest.mark.parametrize("text, value", [
    ("母亲：孔雪   联系电话：186 6173 2245", "186 6173 2245"), ("手机18001234567", "18001234567"),
    ("联系人 188 8123 4567", "188 8123 4567"),
])
def test_chinese_mobiles_that_begin_like_toll_free_numbers(detector, text, value):
    assert _found(detector, text, "PHONE") == [value]


@pytest.mark.parametrize("text", ["Status: VERIFIED by kpriya on 02-12-2026", "## 4.12.0 — 2026-12-01\n### Added"])
def test_dates_are_no_phones(detector, text):
    assert _found(detector, text, "PHONE") == []


def test_two_flights_either_side_of_a_slash_are_no_login(detector):
    assert _found(detector, "Flight: KL1072 / KL0611   Bag tag: KL 744218", "PASSWORD") == []


def test_a_sentence_with_a_thousands_comma_is_no_table_header(detector):
    text = "仲裁请求：\n1. 支付拖欠工资22,500元；\n2. 支付赔偿金60,000元；\n事实与理由：申请人于2021年4月入职，月薪7,500元。"
    assert sorted(_found(detector, text, "AMOUNT")) == ["22,500元", "60,000元", "月薪7,500元"]


def test_an_id_column_over_other_countries_numbers(detector):
    text = ("| Employee | Country | National ID 证件号 | Bank |\n|---|---|---|---|\n"
            "| Sato Kenji | JP | 9916 3606 6520 | MUFG |\n| Anna Nowak | PL | 03262243024 | PKO |")
    assert {e.type for e in detector.analyze(text) if e.text in ("9916 3606 6520", "03262243024")} == {"NATIONAL_ID"}


def test_an_address_ends_before_its_tel(detector):
    text = "Address: 12/F, Central Building, 1-3 Pedder Street, Central, Hong Kong Tel 2555 0188"
    assert _found(detector, text, "ADDRESS") == ["12/F, Central Building, 1-3 Pedder Street, Central, Hong Kong"]


@pytest.mark.parametrize("text, kind", [
    ("判决书：被告人何某、李某某犯盗窃罪", "PERSON"), ("userPassword: {SSHA}k3Qm9vT2pLx8ZrW4yN6bD1cF5gH7jA==", "PASSWORD"),
    ("NINO: QQ 12 34 56 C on the form is the HMRC sample", "NATIONAL_ID"),
])
def test_masked_names_hashes_and_sample_numbers(detector, text, kind):
    assert _found(detector, text, kind) == []


def test_an_okta_token_and_a_seed_phrase_in_a_setting(detector):
    text = ('"_notes": "API token for provisioning (created by j.f): 00Rz8wKn3LqS0tU5xZ7aC2eD4gH6iJ9oN1bF3jP5vL",\n'
            'SEED_PHRASE_BACKUP: "orbit velvet harbor lemon ticket fossil arch pencil quote rival summer wisdom"')
    assert _found(detector, text, "SECRET") == ["00Rz8wKn3LqS0tU5xZ7aC2eD4gH6iJ9oN1bF3jP5vL",
                                                "orbit velvet harbor lemon ticket fossil arch pencil quote rival summer wisdom"]


@pytest.mark.parametrize("text, value", [
    ("Key safe by the oil tank, code 0715\nAnnual service", "0715"),
    ("Access: key safe left of door, code 3-8-1-6. Alarm 2047 then press OFF.", "3-8-1-6"),
    ("Access: key safe left of door, code 3-8-1-6. Alarm 2047 then press OFF.", "2047"),
    ("Safe in room 204 reset for the guest; new code 5931.", "5931"),
    ('Operator: can you give me the password on the account?\nCaller: It\'s, um, "blue harbour lantern".',
     "blue harbour lantern"),
    ('Collection password for the twins changed after the move: now "marigold".', "marigold"),
    ("布防密码已按您要求改成730514，胁迫码730515", "730515"),
    ("$ ldapsearch -x -H ldap://10.2.0.4 -D \"cn=admin,dc=ex\" -w 'Tq@lib2027!' -b \"ou=staff\"", "Tq@lib2027!"),
])
def test_more_ways_a_code_or_password_is_given(detector, text, value):
    assert value in _found(detector, text, "PASSWORD")


@pytest.mark.parametrize("text", [
    'The password field says "required" in red', '10.1.1.4 - - "POST /password/reset HTTP/1.1" 200 512 "-"',
    "Your new code is 482913, valid for 10 minutes", "Operator: what's the password on the account?",
])
def test_quoted_or_numbered_look_alikes_of_a_password(detector, text):
    assert all(v not in ("required", "200 512", " 200 512 ", "482913", "account?")
               for v in _found(detector, text, "PASSWORD"))


@pytest.mark.parametrize("text, value", [
    ("Patient: IVF cycle 2 with ICSI; low motility noted", "low motility"),
    ("Baby: neonatal jaundice, phototherapy started", "neonatal jaundice"),
    ("She had an emergency caesarean section after failure to progress", "emergency caesarean section"),
    ("Patient: Mevr. S. Visser   geb. 02-11-1989", "02-11-1989"),
])
def test_more_health_vocabulary_and_a_german_birth_cue(detector, text, value):
    assert any(value in e.text for e in detector.analyze(text) if e.type in ("MEDICAL", "DATE_OF_BIRTH"))


def test_a_vets_she_is_the_animal(detector):
    text = ("Dear Mrs Priestley,\nThanks for bringing Luna in yesterday. Her results show mild hyperthyroidism, so we'd "
            "like to start methimazole 2.5 mg twice daily.\nI know you mentioned your own hip replacement is coming up.\n"
            "Rachel Okafor MRCVS, Willowbank Veterinary Centre")
    found = _found(detector, text, "MEDICAL")
    assert not any("hyperthyroidism" in v or "methimazole" in v for v in found)
    assert any("hip replacement" in v for v in found)


@pytest.mark.parametrize("kind, text, parts", [
    ("AMOUNT", "ADR 126.38, occupancy 87.2%", []),
    ("AMOUNT", "12000,960.00,240.00", ["12000", "960.00", "240.00"]),
    ("AMOUNT", "¥2,333.33", ["¥2,333.33"]), ("AMOUNT", "三十多万", ["三十多万"]), ("AMOUNT", "12-08", []),
    ("PHONE", "0 — 2026-12-01", []), ("PHONE", "186 6173 2245", ["186 6173 2245"]),
    ("NATIONAL_ID", "QQ 12 34 56 C on the", []), ("PASSWORD", "seven four one nine", ["seven four one nine"]),
])
def test_the_taggers_added_spans_keep_their_types_shape(kind, text, parts):
    from edge_agent.privacy.tagger import _shaped

    assert [text[a:b] for a, b in _shaped(kind, text, 0, len(text))] == parts


@pytest.mark.parametrize("text, value", [
    ("客服电话95588，24小时服务", "95588"), ("拨打12393咨询医保政策", "12393"),
    ("Call 1-800-277-9914 any time", "1-800-277-9914"), ("Freephone 0808 8020 133 (Mon-Fri)", "0808 8020 133"),
    ("全国服务热线 400-820-3119", "400-820-3119"),
])
def test_a_companys_helpline_is_a_phone(detector, text, value):
    assert _found(detector, text, "PHONE") == [value]


@pytest.mark.parametrize("text", ["订单号95588123已发货", "共计95588元", "batch 12393 passed QA"])
def test_five_digits_without_a_phone_word_are_no_helpline(detector, text):
    assert _found(detector, text, "PHONE") == []
