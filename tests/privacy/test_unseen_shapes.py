"""Shapes the second blind corpus showed missing (issue 15), each written here with invented values
so that the rule, not a corpus string, is what is tested; and look-alikes that must stay."""
from __future__ import annotations

import pytest

from edge_agent.privacy.detect import Detector


@pytest.fixture(scope="module")
def detector():
    return Detector(cache=False, learned=False)


@pytest.mark.parametrize("text, typ, value", [
    # labels keep their colon (the label group was split by a top-level "|")
    ("Ticket 4410 | Assignee: Mbeki, Thandiwe\nStatus: open", "PERSON", "Mbeki, Thandiwe"),
    ("holder=Ter Horst, Anouk)", "PERSON", "Ter Horst, Anouk"),
    ("[10:02] <rkapoor> deploy is stuck", "PERSON", "rkapoor"),
    ("Sofia? no. Nadia: can you check the logs", "PERSON", "Nadia"),
    ("cd /home/wangwei/projects", "PERSON", "wangwei"),
    ("负责人：司徒 明，电话见群公告", "PERSON", "司徒 明"),
    ("Reviewed-by: 欧阳娜 <ouyang.na@corp.cn>", "PERSON", "欧阳娜"),
    ("INSERT INTO staff (id, first_name, salary) VALUES (7, 'Ingrid', 98000);", "PERSON", "Ingrid"),
    ("| 房东 | 电话 |\n|---|---|\n| 欧阳娜 | 13912345678 |", "PERSON", "欧阳娜"),
    ("@tomas.novak can you approve?", "PERSON", "tomas.novak"),
    ("周末约了阿杰一起打球", "PERSON", "阿杰"),
    ("我跟晓琳说了", "PERSON", "晓琳"),
    ("下午去医院看了刘医生", "PERSON", "刘医生"),
    # amounts tied to a person or a deal
    ("her salary went up to 132k this spring", "AMOUNT", "132k"),
    ("他还欠我三万块钱", "AMOUNT", "三万块钱"),
    ("Offer: PLN 14 250,00 gross per month", "AMOUNT", "PLN 14 250,00"),
    ("转正后月薪 22,000 元/月", "AMOUNT", "22,000 元/月"),
    ("货款共计人民币叁万伍仟元整", "AMOUNT", "人民币叁万伍仟元整"),
    # passwords in prose and commands
    ("the vpn pw is Kestrel!88 btw", "PASSWORD", "Kestrel!88"),
    ("podman login -u ops -p 'Fjord-2291' quay.io", "PASSWORD", "Fjord-2291"),
    ("the garage pin is 7-3-0-1", "PASSWORD", "7-3-0-1"),
    ("wifi: CasaNet / pass Lemon-Tree-77", "PASSWORD", "Lemon-Tree-77"),
    # medical
    ("患者主诉头痛两天", "MEDICAL", "头痛"),
    ("最近焦虑得睡不着，在吃药", "MEDICAL", "焦虑"),
    ("他上个月做了心脏搭桥手术", "MEDICAL", "心脏搭桥"),
    ("she is 20 weeks pregnant", "MEDICAL", "weeks pregnant"),
    ("Meet Ngozi at the lobby", "PERSON", "Ngozi"),
    ("Rx: Fexofenadine 180 mg once daily", "MEDICAL", "Fexofenadine 180 mg"),
    ("体检结论：高甘油三酯血症，建议复查", "MEDICAL", "高甘油三酯血症"),
    # keys, e-mails and phones written in other shapes
    ("  integration_key: 4b7d1e9a0c2f48e6a1d3b5c7e9f02468", "SECRET", "4b7d1e9a0c2f48e6a1d3b5c7e9f02468"),
    ("?utm=x&email=omar.haddad%40proton.me&ref=1", "EMAIL", "omar.haddad%40proton.me"),
    ("write to li.na [at] corp [dot] com", "EMAIL", "li.na [at] corp [dot] com"),
    ("call me: oh seven seven zero, nine double one, four two six", "PHONE", "oh seven seven zero, nine double one, four two six"),
    ("手机１３９１２３４５６７８", "PHONE", "１３９１２３４５６７８"),
    # addresses
    ("Ship to 88 Rue Sainte-Catherine O, Montréal QC H3B 1A7", "ADDRESS", "88 Rue Sainte-Catherine O, Montréal QC H3B 1A7"),
    ("寄到 新北市板橋區文化路一段 188 號 12 樓", "ADDRESS", "新北市板橋區文化路一段 188 號 12 樓"),
])
def test_found(detector, text, typ, value):
    start = text.index(value)
    found = detector.analyze(text)
    assert any(e.type == typ and e.start <= start and start + len(value) <= e.end for e in found), found


@pytest.mark.parametrize("text, value", [
    ("Contact support@example.com or noreply@example.com", "support@example.com"),
    ("Demo row: +1 555 0100", "+1 555 0100"),
    ("Stripe test card 4242 4242 4242 4242", "4242 4242 4242 4242"),
    # (a toll-free "Hotline 0800 …" was left alone until round 15; helplines are phones now: test_round15_forms.py)
    ("Headphones (SKU HX-200, $129.00) shipped", "$129.00"),
    ("2x Espresso  €6.40", "€6.40"),
    ("Meeting Jun 12 with the team", "Jun"),
    ("吃了一块蛋糕", "一块"),
    ("这个项目让我很焦虑", "焦虑"),
    ("发票抬头：上海某某贸易有限公司，税号 91310115MA1K4XXXX", "91310115MA1K4XXXX"),
    ("平台服务费 ¥6，运费 ¥12", "¥12"),
    ("a late fee of $35 applies", "$35"),
    ("第二季度营收 3.4 亿元", "3.4 亿元"),
    ("the salary band for 2 years", "2"),
])
def test_left_alone(detector, text, value):
    start = text.index(value)
    assert not any(e.start < start + len(value) and start < e.end for e in detector.analyze(text)), detector.analyze(text)


def test_a_street_without_a_number_is_not_an_address(detector):
    assert not [e for e in detector.analyze("Jalan Ampang is busy today") if e.type == "ADDRESS"]


def test_an_e_mail_domain_is_not_a_mention(detector):
    assert [e.type for e in detector.analyze("mail maria@corp.io today")] == ["EMAIL"]
