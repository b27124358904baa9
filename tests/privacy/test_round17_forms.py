"""Round 17 (issue 15): shapes corpus_blind24 showed, written again with invented values, so that the rule is tested and
not a corpus string; each with a look-alike or a neighbour that must not change."""
from __future__ import annotations

import pytest
from detect_helpers import found

from edge_agent.privacy.english_words import is_word


@pytest.mark.parametrize("text, typ, value", [
    # a camera's printed verification code is its password for good
    ("摄像头离线了，序列号 K77310294，设备验证码 PWQZTE，麻烦看下", "PASSWORD", "PWQZTE"),
    # a 16-digit JCB card still is one
    ("JCB card 3530 1113 3330 0000 on file", "CARD", "3530 1113 3330 0000"),
    # a user name after "login" with no colon, and glued names that are no English word
    ("sshd: login dkovacs from 10.20.0.7", "PERSON", "dkovacs"),
    ("assigned to tkowalski yesterday", "PERSON", "tkowalski"),
    # a health condition field still reads its value
    ("Conditions: asthma, eczema", "MEDICAL", "asthma, eczema"),
    ("Meds: ramipril 5mg, started 14/03/2024", "MEDICAL", "ramipril 5mg"),
    # a person's name before a plain word is still a name
    ("Grant Ferreira signed the form", "PERSON", "Grant Ferreira"),
    ("Summer Okafor called about the invoice", "PERSON", "Summer Okafor"),
    ("申请人：邝志刚，电话 139 0000 1234", "PERSON", "邝志刚"),
    # round 17b (corpus_blind25): a secret's value ends before the map's brace or a note in full-width brackets; the
    # password of a connection string, not the URL; backup codes in digits; a key named old or rotated
    ("secureJsonData: {token: glsa_Qw3rTy8UiOp2AsDfGhJkLzXcVbNm1234_0a1b2c3d}", "APIKEY",
     "glsa_Qw3rTy8UiOp2AsDfGhJkLzXcVbNm1234_0a1b2c3d"),
    ("临时 root token：hvs.Zt81QmPqLx0aRrV7kYb2NcWe（3月2日过期）", "APIKEY", "hvs.Zt81QmPqLx0aRrV7kYb2NcWe"),
    ("Env: APP_SECRET_DB_URL=postgres://etl:Hq7%vT2pLz9@dw.internal:5432/prod", "SECRET", "Hq7%vT2pLz9"),
    ("backup codes: 5093-1187 2260-4471 8812-0396", "SECRET", "2260-4471"),
    ("rotated last night: old key 9b2e71c04d5fa3e8b61c7d09e2f4a815 revoked.", "SECRET", "9b2e71c04d5fa3e8b61c7d09e2f4a815"),
    ("the Sentry auth token in #ops was mine, rotated: 4e8f0a21c97b3d65e0f1a2b3c4d5e6f7 is dead now", "SECRET",
     "4e8f0a21c97b3d65e0f1a2b3c4d5e6f7"),
    # a phone number ends at its line; a document column holds a passport or another country's ID
    ("1) Lim Bee Hoon, mobile +65 9876 5432\n2) Arun Pillai", "PHONE", "+65 9876 5432"),
    ("name,nationality,doc_no,total\nPARK Jiwoo,KOR,M51820374,812.00", "PASSPORT", "M51820374"),
    ("name,nationality,doc_no,total\nNILSSON Karin,SWE,811218-9876,640.00", "NATIONAL_ID", "811218-9876"),
    # round 18 (corpus_blind26): an allergy named by what it is to; a burn's degree; a condition beside an allergy
    ('"notes":"guest has walnut allergy; booster seat"', "MEDICAL", "walnut allergy"),
    ("Mr Okoro kiwi anaphylaxis, carries an adrenaline pen", "MEDICAL", "kiwi anaphylaxis, carries an adrenaline pen"),
    ("老周：去了，二度烫伤，医生开了药膏", "MEDICAL", "二度烫伤，医生开了药膏"),  # round 23: the statement
    ("注意：甲沟炎反复，对丙烯酸酯过敏", "MEDICAL", "甲沟炎反复，对丙烯酸酯过敏"),
    # round 19 (corpus_blind27): a list of passports with birth dates under a passport heading; the secret after its
    # key id; a US number in a tax_id column
    ("Tour - passport details for the coach company\n1. Anne Vidal - 640218375 - DOB 03/03/1971", "PASSPORT", "640218375"),
    ("Tour - passport details\n2. Wei Ling Tan - K5520188Q (Singapore) - DOB 14/02/1986", "PASSPORT", "K5520188Q"),
    ("使用AccessKey LTAI5tQ8wErTyUiOpAsDf123 / Zq8RtLkM2nBvCx7AsDfGhJkL9PoIuY 登录OSS", "SECRET",
     "Zq8RtLkM2nBvCx7AsDfGhJkL9PoIuY"),
    ("name,country,tax_id\nDana Whitfield,US,531-27-9046", "SSN", "531-27-9046"),
    # ... and a phone after a member's or a patient's name stays a phone
    ("Member: Ali Khan 020 7946 0123", "PHONE", "020 7946 0123"),
    ("Patient: Joan Reyes, 07700 900123", "PHONE", "07700 900123"),
])
def test_found(detector, text, typ, value):
    assert (typ, value) in found(detector, text)


@pytest.mark.parametrize("text, typ, value", [
    # one-time codes live minutes: not passwords
    ("Your Halvard Bank verification code is 390514. Never share it.", "PASSWORD", "390514"),
    ("your one-time code is 771930", "PASSWORD", "771930"),
    ("【顺捷银行】验证码：620394，5分钟内有效。", "PASSWORD", "620394"),
    ("[sms] 发送验证码 558201 to 139****0021", "PASSWORD", "558201"),
    # a phone's IMEI passes Luhn but is no JCB card
    ('{"imei":"353918052241106","fw":"2.1.0"}', "CARD", "353918052241106"),
    # English words that split into names, or follow "login" / "account"
    ("The knee keeps me from standing for long", "PERSON", "standing"),
    ("We are pleased to award you the grant", "PERSON", "award"),
    ("Halvard: your login code is 310945", "PERSON", "code"),
    ("Ticket 5512 — account recovery for a player", "PERSON", "recovery"),
    ("Allowance received: SEK 64 per day", "PERSON", "per day"),
    # a field value ends at a date, a batch number, or where it was sent
    ("Dx: otitis media; glue ear (grommets Mar 2024).", "MEDICAL", "glue ear (grommets Mar"),
    ("Suspect drug: simvastatin 20mg at night, batch Q55120B, started 03/11/2025", "MEDICAL",
     "simvastatin 20mg at night, batch Q55120B, started 03/11/2025"),
    ("Patient: Ola Berg\nPlan: amoxicillin 500mg TDS x 5 days, sent to Lloyds Pharmacy Kirkgate", "MEDICAL",
     "amoxicillin 500mg TDS x 5 days, sent to Lloyds Pharmacy Kirkgate"),
    # a court's conditions are not health data
    ("Bail granted; conditions: reside at the given address, report daily at Hollins Road.", "MEDICAL",
     "reside at the given address, report daily at Hollins Road"),
    # round 19: a thing's state in an inventory; a date on the line above a birth date's label; numbers named as
    # other numbers (NHS no., UTR); a reference on a birth date's line
    ("Condition: sofa fair, bed new, carpet worn.", "MEDICAL", "sofa fair"),
    ("护照号：E71220934　有效期至2030-09-14\n出生日期：1992-06-30", "DATE_OF_BIRTH", "2030-09-14"),
    ("Re: Mr Tom Ives, DOB 02.02.1960, NHS no. 943 476 5919", "PHONE", "943 476 5919"),
    ("Your UTR is 47102 55839 - please confirm", "PHONE", "47102 55839"),
    ("Passport copy attached.\nAppellant: Sam Idris   DOB: 02/01/1994   Home Office ref: W7731902", "PASSPORT", "W7731902"),
    # blood given is not a dose of a drug
    ("感谢您在滨江献血屋无偿献血300ml", "MEDICAL", "江献血屋无偿献血300ml"),
    # round 17b: backup codes are no card, even when their digits pass Luhn; a wallet address holds no card
    ("backup codes: 4821-9930 1177-0562 6304-8819", "CARD", "4821-9930 1177-0562"),
    ("withdrawal to 0x52908400098527886E0F7030069857D2E4169EE7 is on hold", "CARD", "52908400098527886"),
    ("Env: APP_SECRET_DB_URL=postgres://etl:Hq7%vT2pLz9@dw.internal:5432/prod", "SECRET",
     "postgres://etl:Hq7%vT2pLz9@dw.internal:5432/prod"),
    ("[Fri Jan 08 11:02:33.918221 2027] [php:error] [pid 22781]", "PHONE", "918221 2027"),
])
def test_left_alone(detector, text, typ, value):
    assert (typ, value) not in found(detector, text)


@pytest.mark.parametrize("text, place", [
    ("Institution: University of Tavistock, Maritime Studies", "Tavistock"),
    ("Case note — Refuge Centre Hong Kong — 3 Mar 2026", "Centre Hong Kong"),
    ("Regards, Anil — Safety Officer, Lumacor China", "Lumacor China"),
    ("Housing: Gävle reception centre", "Gävle"),
    ("Departs Kirkwall: 07:15 12:00", "Departs Kirkwall"),
    ("Intake — Brazos County Veterans Office", "Brazos"),
    ("甲方：宏信国际经济技术合作有限公司", "宏信"),
    ("林氏宗祠重修捐资名录", "宗祠"),
    ("周大福回收单 HS-20260301-004", "周大福"),
    ("劳动仲裁申请书\n申请人：邝志刚", "申请人"),
    ("劳动仲裁申请书\n申请人：邝志刚", "申请书"),
    ("少年宫夏令营报名表", "夏令营"),
    ("Preferred vet: Kirkstall branch", "Kirkstall"),
    ("Wedding date: 3 July 2027 at Ashton Court Mansion.", "Ashton"),
    ("died 2/1/2027 at St Brendan's Hospice", "St Brendan"),
    ("Additional driver authorisation — Maple Car Rental, YYZ", "Maple"),
    ("请于1月16日到徐家汇院区复诊", "徐家汇"),
    # round 18: a place's field, a vessel, a field office, more kinds of business
    ('{"name":"杨建国","deposit":200,"city":"石家庄"}', "石家庄"),
    ("原籍：阿勒颇\n护照号：N011847253", "阿勒颇"),
    ("CREW LIST – F/V Hai Feng 718 (port Suva)", "Hai Feng"),
    ("Registration interview – Dadaab field office, booth 3", "Dadaab"),
    ("| B-114 | Tui Ngata | Kimberley Drilling | halal |", "Kimberley Drilling"),
    ("洁丽雅干洗 取衣凭条 No.0031872", "洁丽雅"),
    ("Call transcript - Redline Minicabs, 3 Jan", "Redline"),
    ("Kelsey Ward | Soundfront Partnerships | (555) 010-4472", "Soundfront"),
    ("Merchant: Harlow Bakes\nbatch B-2", "Harlow"),
    ("兰亭茶社 结算报告", "兰亭"),
])
def test_places_and_bodies_are_no_person(detector, text, place):
    people = [v for t, v in found(detector, text) if t == "PERSON"]
    assert not any(place in p or p in place for p in people), people


def test_a_vets_prescription_is_nobodys_and_its_drug_no_name(detector):
    text = "瑞康宠物医院门诊病历\n宠物名：团团　品种：柯基\n诊断：急性胃肠炎\n处方：马罗皮坦注射液 1ml，禁食12小时\n主人：邝丽华"
    assert [v for t, v in found(detector, text) if t in ("MEDICAL", "PERSON")] == ["邝丽华"]


def test_a_name_straddling_a_drug_in_a_leaflet_is_no_name(detector):
    text = "【用药小知识】奥司他韦应在出现症状48小时内使用效果最好，儿童剂量请遵医嘱。"
    assert not [v for t, v in found(detector, text) if t == "PERSON"]


def test_a_branch_is_no_person(detector):
    assert not [v for t, v in found(detector, "Owner: Priya Lal\nPreferred vet: Kirkstall branch") if "Kirkstall" in v]


def test_a_person_signing_for_a_company_stays_a_name(detector):
    assert ("PERSON", "Mikko Saarinen") in found(detector, "Signed for the company: Mikko Saarinen")


def test_a_name_before_a_two_word_field_stays_a_name(detector):
    # an org word that starts the next column is not the name's company ("Prison no.", "Library card")
    assert ("PERSON", "HARLOW, Dean") in found(detector, "Prisoner: HARLOW, Dean  Prison no. B1192XK")


def test_the_tagger_adds_no_value_over_a_wide_gap():
    from edge_agent.privacy.tagger import _shaped

    text = "Film: Zootopia  2026-12-24 19:40  House 3  Seats H10 H11"
    assert _shaped("ADDRESS", text, text.index("40  House"), len(text)) == []
    assert _shaped("PERSON", "姓名：潘  越", 3, 7) == [(3, 7)]  # a spaced Chinese name is one


def test_english_word_list():
    assert is_word("standing") and is_word("award") and not is_word("dkovacs") and not is_word("sofia")


def test_many_findings_on_one_line_stay_linear():
    # medical_context read the finding's whole line and the whole text for each finding: 8,000 allergies on one
    # line took 95 s (round 17). Counted in regex work, not time: the line it reads is bounded.
    from edge_agent.privacy.medical_context import _line

    text = "walnut allergy, " * 8000
    assert len(_line(text, 64000, 64014)) <= 614
