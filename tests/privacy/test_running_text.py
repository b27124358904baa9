"""Names, medical terms and pregnancy in running text without a label (issue 15, round 2).

Every value here is invented for the rule it tests (not taken from any corpus); the look-alikes
below must stay unmarked."""
from __future__ import annotations

import pytest

from edge_agent.privacy.detect import Detector


@pytest.fixture(scope="module")
def detector():
    return Detector(cache=False, learned=False)


def _covered(found, text: str, typ: str, value: str) -> bool:
    start = text.index(value)
    return any(e.type == typ and e.start <= start and start + len(value) <= e.end for e in found)


@pytest.mark.parametrize("text, typ, value", [
    # a listed given name alone after a verb of communication or an introduction
    ("hi this is matteo from the office, calling for ingrid about the invoice", "PERSON", "matteo"),
    ("hi this is matteo from the office, calling for ingrid about the invoice", "PERSON", "ingrid"),
    ("1:1 notes - w/ svetlana\n- wants a raise", "PERSON", "svetlana"),
    ("Can you ask Kenji to review it? I told Anjali already.", "PERSON", "Anjali"),
    ("pls ping oluwaseun before the release", "PERSON", "oluwaseun"),
    # a Markdown chat speaker
    ("> *oluwaseun*: the build is red again", "PERSON", "oluwaseun"),
    # First Last after a title, before an address with a comma
    ("Dr. Ana Ruiz, Calle Mayor 3, 28013 Madrid", "PERSON", "Ana Ruiz"),
    # Given Surname confirmed by the widened lists; a name line above a street stays a name
    ("please confirm the new address:\nKenta Yamaguchi\nHauptstraße 12\n10115 Berlin", "PERSON", "Kenta Yamaguchi"),
    ("M-1001\tAditi Kulkarni\t+91-98450-00000\tPune", "PERSON", "Aditi Kulkarni"),
    ("Meeting with Hiroki Takahashi and Sneha Deshpande tomorrow.", "PERSON", "Sneha Deshpande"),
    # one-word form labels in other languages, also after a wide gap in the row
    ("FICHE\nNom: Mercier   Prénom: Léonie\nNé(e) le: 03.04.1990", "PERSON", "Mercier"),
    ("FICHE\nNom: Mercier   Prénom: Léonie\nNé(e) le: 03.04.1990", "PERSON", "Léonie"),
    ("Vorname: Jörg\nNachname: Albrecht", "PERSON", "Albrecht"),
    # Chinese surname + given name beside a verb of saying, contacting or assigning
    ("这个需求你去找车晓，她负责接口。", "PERSON", "车晓"),
    ("让严立负责测试，有问题通知韦卓。", "PERSON", "严立"),
    # drugs by suffix, combinations, dose ratios and dosage forms
    ("Discharged on ampicillin-sulbactam 500/250 mg BID and home oxygen.", "MEDICAL", "ampicillin-sulbactam 500/250 mg"),
    ("Plan: budesonide 200 mcg inhaler 2 puffs BID", "MEDICAL", "budesonide 200 mcg inhaler"),
    ("uses albuterol inhaler as needed", "MEDICAL", "albuterol inhaler"),
    ("mometasone nasal spray nightly", "MEDICAL", "mometasone nasal spray"),
    # lay phrases, symptoms, procedures
    ("She has been on blood thinners since she had a stroke.", "MEDICAL", "on blood thinners"),
    ("She has been on blood thinners since she had a stroke.", "MEDICAL", "had a stroke"),
    ("Pls book his colonoscopy for next week", "MEDICAL", "colonoscopy"),
    ("患者主诉 shortness of breath 两天", "MEDICAL", "shortness of breath"),
    # pregnancy by weeks or months, grades and positive tests in Chinese
    ("She is 7 months pregnant, so no travel.", "MEDICAL", "7 months pregnant"),
    ("患者孕18周，来复查", "MEDICAL", "孕18周"),
    ("既往高血压3级，长期服药", "MEDICAL", "高血压3级"),
    ("体检发现幽门螺杆菌阳性", "MEDICAL", "幽门螺杆菌阳性"),
    # spaced Chinese names after a label or before 的/a title/an e-mail, and a Chinese name in a name field
    ("# 系统管理员：谭 静怡 <tanjy@example-demo.cn>", "PERSON", "谭 静怡"),
    ("交接备注：伍 洋 的工牌已回收", "PERSON", "伍 洋"),
    ("买家昵称：小猫 （真实姓名 龚 蕾）", "PERSON", "龚 蕾"),
    ("会发到 韦 总 手机", "PERSON", "韦 总"),
    ("UPDATE staff SET level = 3 WHERE emp_name = '樊晓' AND id = 3;", "PERSON", "樊晓"),
    ("UPDATE staff SET salary = 9000.00, card = 'x' WHERE emp_name = '樊晓' AND dept = 'ops';", "PERSON", "樊晓"),
    # Chinese addresses with spaced numbers and a building after the house number
    ("住址：湖北省武汉市洪山区珞喻路 12 号院 3 号楼", "ADDRESS", "湖北省武汉市洪山区珞喻路 12 号院 3 号楼"),
    ("退回地址：浙江省杭州市西湖区文三路 8 号数码大厦 12F", "ADDRESS", "浙江省杭州市西湖区文三路 8 号数码大厦 12F"),
    # English addresses: a one-letter direction after the street type, a level before the number
    ("Where: 52 Queen St E, Toronto, ON M5C 1R6, 4th floor", "ADDRESS", "52 Queen St E, Toronto, ON M5C 1R6"),
    ("- New site: Level 12, 88 Harbour Street, Sydney NSW 2000", "ADDRESS", "Level 12, 88 Harbour Street, Sydney NSW 2000"),
    # CVV as a quoted keyword argument or JSON field
    ('resp = gateway.charge(card=tok, cvv="318", amount=1)', "CVV", "318"),
    ('{"cvc": "4402", "exp": "09/29"}', "CVV", "4402"),
    # passwords: a keypad code ending in #, a misspelt name with an aside
    ("Gate code for the yard is 9052# and the wifi is open", "PASSWORD", "9052#"),
    ("and pasword (oops) for the team drive is Harbor!Moth77", "PASSWORD", "Harbor!Moth77"),
    # amounts: Chinese numerals with 万 after a person's money word; sums after verbs that move money
    ("首付大概一百万，剩下的贷款", "AMOUNT", "一百万"),
    ("I wired 3,180.00 to the landlord and she lent him 1,250 last week", "AMOUNT", "3,180.00"),
    ("I wired 3,180.00 to the landlord and she lent him 1,250 last week", "AMOUNT", "1,250"),
])
def test_found(detector, text, typ, value):
    found = detector.analyze(text)
    assert _covered(found, text, typ, value), found


@pytest.mark.parametrize("text, value", [
    ("Please ask Will about it.", "Will"),            # a given name that is also a word
    ("It's Monday and this is the plan.", "Monday"),
    ("The project is 5 months along and on schedule.", "5 months along"),
    ("和周边商户联系一下，叫高铁站的人确认。", "周边"),
    ("Thanks, ask support to check the logs.", "support"),
    ("第 3 章 王 道 的 理解", "王 道"),
    ("Last login: Sun Oct 15 09:12:44 2026 from a bastion", "Sun Oct"),
    ("The build sent 1,024 events and took 2.50 seconds", "1,024"),
    ("password (see vault) is required", "required"),
])
def test_left_alone(detector, text, value):
    start = text.index(value)
    found = detector.analyze(text)
    assert not any(e.start < start + len(value) and start < e.end for e in found), found
