"""Round 37 (issue 15): forms the development corpora showed after blind88-91 joined them, written again with
invented values; and the people, conditions, codes and sums beside them that must still be found."""

from __future__ import annotations

import pytest
from detect_helpers import found as _found
from detect_helpers import of as _of


@pytest.mark.parametrize(
    "text",
    [
        "Ward notes: the fox cub herself is eating again, mild mange, ivermectin weekly.",
        "Rota: Juniper (office dog) has had her joint supplement today, no more please!",
        "昨天收进来的那只小白鹭，左腿骨折，已经上了夹板。",
        "跟你说那只灰鹤的血检出来了，血铅超标，还得接着治。",
        "店里的猫确诊猫泛白细胞减少症，今天开始打针。",
    ],
)
def test_an_animal_named_before_the_finding_in_its_sentence_has_it(detector, text):
    assert _of(detector, text, "MEDICAL") == []


@pytest.mark.parametrize(
    "text, fragment",
    [
        # a person between the animal and the finding, or the animal's place or thing, keeps the person's finding
        ("The dog is fine but my husband has shingles again.", "shingles"),
        ("Wren cut her thumb on the badger pen, 4 stitches at A&E and a tetanus booster.", "tetanus booster"),
        ("那只刺猬放生了。我这个颈椎病又犯了，明天去做理疗。", "颈椎病"),
        ("On the walk the kid had an asthma attack, so we turned back.", "asthma"),
        ("Ran the trail and felt a calf strain, then a torn muscle.", "torn muscle"),
    ],
)
def test_a_persons_finding_beside_an_animal_stays(detector, text, fragment):
    assert any(fragment in v for v in _of(detector, text, "MEDICAL"))


@pytest.mark.parametrize(
    "text",
    [
        "Reclaimed stock: two cast iron radiators and a cast-iron range, collection only.",
        "Net spec: GN-16m-30mm, 4 shelf, black.",
        "Volunteer list updated, permit R-5531 renewed.",
        "Our leaflet: never stop a prescribed blood thinner such as warfarin without advice.",
    ],
)
def test_materials_codes_and_examples_are_no_medical_finding(detector, text):
    assert _of(detector, text, "MEDICAL") == []


def test_an_example_for_a_named_patient_stays(detector):
    text = "Patient is 30 weeks pregnant – please review iron (e.g. ferrous sulphate 200 mg bd)."
    assert any("ferrous sulphate" in v for v in _of(detector, text, "MEDICAL"))


@pytest.mark.parametrize(
    "text, kind",
    [
        ("BEGIN:VEVENT\nUID:q8w7e6r5t4y3u2i1o0p9@calendar.example.net\nDTSTART:20260301T090000Z", "EMAIL"),
        ('PUSH_SDK_APPID = "1400551234"', "PHONE"),
        ("  mch_id: 1678123456", "PHONE"),
        ("Assessed by Rhodri Vaughan (certificate NPTC 0412-6639)", "PHONE"),
        ("  private_key_path: /etc/payments/merchant_key.pem", "SECRET"),
        ('{"user":"x","token_sha256":"' + "4c" * 32 + '"}', "SECRET"),
        ("The sample payout account in the docs is GB29 NWBK 6016 1331 9268 19.", "IBAN"),
        ("[site]\nlat = 51.4821\nlon = 104.377", "AMOUNT"),
        ("TRN 0532 1189 7704", "ADDRESS"),
    ],
)
def test_a_values_label_says_what_it_is_not(detector, text, kind):
    assert _of(detector, text, kind) == []


@pytest.mark.parametrize(
    "text, kind, value",
    [
        # the same shapes where they are someone's
        ("Personal email for references: tomasz.wrona@example-mail.com", "EMAIL", "tomasz.wrona@example-mail.com"),
        ("Call me on 07700 900431 about the permit.", "PHONE", "07700 900431"),
        ("DB_PASS=Willow!Kettle82", "PASSWORD", "Willow!Kettle82"),
    ],
)
def test_the_same_shapes_of_someone_stay(detector, text, kind, value):
    assert value in _of(detector, text, kind)


@pytest.mark.parametrize(
    "text, value",
    [
        ("Shed: 7 3 1 8 #", "7 3 1 8 #"),
        ("MEDS SAFE: 4 0 2 7 #", "4 0 2 7 #"),
        ("- Safe (float, keys): 27-09-41, left first.", "27-09-41"),
        ("the hall key is with Dot, code 6 6 2 0", "6 6 2 0"),
        ("大堂 code 4852，上楼左转", "4852"),
        ("【通知】仓库门禁密码自7月3日起更换为 6183#，请勿外传。", "6183#"),
        ("保险柜密码已改：右8-左22-右5", "右8-左22-右5"),
        ("Cabin Wi-Fi: SSID Birchwood-Guest, key larch-moss-7731", "larch-moss-7731"),
        ("I can't get in. The password I used was Heronsgate_1984 I think.", "Heronsgate_1984"),
    ],
)
def test_codes_and_passwords_said_in_more_ways(detector, text, value):
    assert _of(detector, text, "PASSWORD") == [value]


@pytest.mark.parametrize(
    "text, value",
    [
        ("现居：辽宁省沈阳市和平区南京北街126号华府公馆3-1702", "辽宁省沈阳市和平区南京北街126号华府公馆3-1702"),
        ("收件：江苏省苏州市姑苏区干将西路8号苏州大学东园9舍215 215006", "江苏省苏州市姑苏区干将西路8号苏州大学东园9舍215 215006"),
        ("地址：上海市徐汇区漕溪北路88号圣爱广场2106室，200030", "上海市徐汇区漕溪北路88号圣爱广场2106室，200030"),
        ("申请人住宁波市奉化区萧王庙街道青云村3组17号", "宁波市奉化区萧王庙街道青云村3组17号"),
    ],
)
def test_chinese_addresses_reach_their_building_flat_and_postcode(detector, text, value):
    assert _of(detector, text, "ADDRESS") == [value]


@pytest.mark.parametrize(
    "text, values",
    [
        ("[Sat 7:01 PM] Bea: anyone got sleeves?\n[Sat 7:03 PM] tapped_out_tom: yes, two packs", ["tapped_out_tom"]),
        ("rust_and_ruin: the doors are still here if you want them\nDes: grand\nrust_and_ruin: come by sat",
         ["rust_and_ruin", "rust_and_ruin"]),
        ("Pick up only. Cash or Venmo @ines-castell-77", ["ines-castell-77"]),
    ],
)
def test_chat_and_payment_handles_are_people(detector, text, values):
    assert [v for v in _of(detector, text, "PERSON") if v in values] == values


@pytest.mark.parametrize(
    "text",
    [
        "error_message: could not reach the server\nretry_policy: three times then give up",
        "  from_number: +44 7700 900123\n  notify_sms: on",
    ],
)
def test_config_keys_are_no_chat_handles(detector, text):
    assert not any("_" in v for v in _of(detector, text, "PERSON"))


@pytest.mark.parametrize(
    "text",
    [
        "Grant in from the Harlow Family Fdn this week.",
        "From: Silver Birch Retreats <hello@silverbirch.example>",
        "GP: Tromsø legesenter",
        "Meet at Sungei Buloh car park at 7.",
        "Trap night at Ulu Langat if the rain stops.",
        "Heard a Cetti's warbler and two Daubenton's bats by the lake.",
        "let the dog (Maple) sleep in the van",
        "Hotel: Le Meurice, checking in Friday",
        "Supplier: Vävstugan i Leksand AB",
        "Wessex Chairmakers' Guild – notice of AGM",
        "【来电记录】墨池书法教育 前台",
        "【安居风水】您好，已为您择定日子",
    ],
)
def test_foundations_retreats_places_species_and_pets_are_no_people(detector, text):
    assert _of(detector, text, "PERSON") == []


def test_a_clubs_officer_is_outside_the_name(detector):
    assert _of(detector, "Minutes\nChair Morwenna Tregear welcomed 12 members.", "PERSON") == ["Morwenna Tregear"]


def test_a_leaflets_people_on_a_drug_are_nobody(detector):
    text = ("Hygiene leaflet: reptiles can carry salmonella. People on immunosuppressants or with young children "
            "should wash their hands after handling them and keep tanks out of the kitchen.")
    assert _of(detector, text, "MEDICAL") == []


def test_people_beside_those_stay(detector):
    text = "Sightings: Bewick's swan at dawn, logged by Megan Rowlands; Retreat booked by Orla Keane."
    assert _of(detector, text, "PERSON") == ["Megan Rowlands", "Orla Keane"]


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("Apologies: ring me, I had 3 stitches and a tetanus booster at A&E.", "tetanus booster"),
        ("Volunteer declaration: on immunosuppressants, please check with GP.", "immunosuppressants"),
        ("明天我要做胃镜，请小陈代班。", "做胃镜"),
        ("我老公去年心脏装了支架，卧室要注意什么？", "支架"),
    ],
)
def test_more_of_a_persons_procedures_and_treatments(detector, text, fragment):
    assert any(fragment in v for v in _of(detector, text, "MEDICAL"))


def test_nothing_else_is_read_in_a_config_with_digests(detector):
    text = '{"ts":"2026-01-02T03:04:05Z","digest_md5":"9e107d9d372bb6826bd81d3542a419d6"}'
    assert [k for k, _ in _found(detector, text) if k in ("SECRET", "APIKEY", "PASSWORD")] == []


@pytest.mark.parametrize(
    "text, value",
    [
        # a secret said to have changed, in brackets after its name, or given in a chat when asked for
        ("09:14 app billing client_id=0oa9x2LmQ7 client_secret rotated → Tq8mWz2KpLx7VnR4yBc9DfG3hJ6sA1eU",
         "Tq8mWz2KpLx7VnR4yBc9DfG3hJ6sA1eU"),
        ("应用 AppSecret 已更新为 Kp3Lz8Qw2Xn7Vb4Mc9Rt6Yh1Jd5Fs0Ga", "Kp3Lz8Qw2Xn7Vb4Mc9Rt6Yh1Jd5Fs0Ga"),
        ("检测到您的 AccessKey 及其 Secret（Hx7Tq2Wn9Lp4Zr8Vk3Ms6Bd1Yf5Cg0Ja）被明文提交", "Hx7Tq2Wn9Lp4Zr8Vk3Ms6Bd1Yf5Cg0Ja"),
        ("Dana: can you paste the signing secret here\nOmar: 9c1e4b7a2f5d8e0b3c6a9f2d5e8b1c4a", "9c1e4b7a2f5d8e0b3c6a9f2d5e8b1c4a"),
        ("kim.r  10:02  AKIAQ7Z3K5M2N8P4R6T1\nkim.r  10:02  uV3bN8xQ1wE6rT9yU2iO5pA7sD4fG0hJ3kL6zX9c",
         "uV3bN8xQ1wE6rT9yU2iO5pA7sD4fG0hJ3kL6zX9c"),
    ],
)
def test_secrets_said_in_more_ways(detector, text, value):
    assert value in _of(detector, text, "SECRET")


def test_recovery_codes_one_to_a_line_and_numbered_under_a_heading(detector):
    text = "recovery codes:\nab3k9-x7qpz\nmnbvc-lkjhg\n8xw2q-p0lmn\n"
    assert _of(detector, text, "SECRET") == ["ab3k9-x7qpz", "mnbvc-lkjhg", "8xw2q-p0lmn"]
    text = "backup codes for the shop's Google account\n1. 4402 8817   2. 9316 2045   3. 7751 0638"
    assert _of(detector, text, "SECRET") == ["4402 8817", "9316 2045", "7751 0638"]


@pytest.mark.parametrize(
    "text",
    [
        "client_secret rotated on 2026-03-01 by ops (ticket OPS-4471)",
        "Dana: can you paste the signing secret here\nOmar: sure, see the vault entry billing-webhook-prod",
        "backup codes were regenerated\n1. Restart the service  2. Check the logs",
    ],
)
def test_no_secret_without_a_generated_token(detector, text):
    assert _of(detector, text, "SECRET") == []


def test_a_seed_with_a_note_between_its_name_and_itself(detector):
    text = "authenticator seed (set up on the shop's phone): QWZR KTPL MHVX DSNB"
    assert _of(detector, text, "SECRET") == ["QWZR KTPL MHVX DSNB"]
