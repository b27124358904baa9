"""Shapes the third blind corpus showed missing (issue 15, round 3), each written here with invented values so
that the rule, not a corpus string, is what is tested; and look-alikes that must stay. The whole value must be
covered (the evaluation's recall is per character)."""
from __future__ import annotations

import pytest

from edge_agent.privacy.detect import Detector
from spans import covered
from edge_agent.privacy.placeholders import is_placeholder


@pytest.fixture(scope="module")
def detector():
    return Detector(cache=False, learned=False)


def _covered(found, text: str, typ: str, value: str) -> bool:
    return covered(found, text, typ, value, last=False)


@pytest.mark.parametrize("text, typ, value", [
    # names in lower case, beside nicknames, in possessives, slashes, later mentions
    ("[09:12] ingrid.b: who parked in bay 4?\n[09:13] tomas: ingrid.b asked first", "PERSON", "ingrid.b"),
    ("[09:13] tomas: i think its lucia m's car", "PERSON", "lucia m"),
    ("Reference - candidate: nowicki, marta\nnotes follow", "PERSON", "nowicki, marta"),
    ("Student: oliver j. mensah\nyear 9", "PERSON", "oliver j. mensah"),
    ("caller: mrs. wren tully, card ending 4411", "PERSON", "wren tully"),
    ("- matteo (matt) asked about leave", "PERSON", "matteo"),
    ("Client: Reyes, Daniel (goes by Dani)", "PERSON", "Dani"),
    ("backupTo: '+1 646 201 7788', // Tariq's cell", "PERSON", "Tariq"),
    ("SUMMARY:Closing - Nguyen/Kowalski", "PERSON", "Kowalski"),
    ("landlord (mr. okoro) called", "PERSON", "okoro"),
    ("Husband (Dawit) collects the meds", "PERSON", "Dawit"),
    ('{"name_local":"이서연","tel":"010-1234-9876"}', "PERSON", "이서연"),
    ("GET /v1/users?name=%E6%9D%8E%E6%95%8F&page=1", "PERSON", "%E6%9D%8E%E6%95%8F"),
    # Chinese names after labels, roles and romanised forms; rarer surnames
    ("姓名：滕远航\n出生年月", "PERSON", "滕远航"),
    ("员工：阿依古丽·买提\n部门：研发", "PERSON", "阿依古丽·买提"),
    ("人事部 储雅琴\n分机 6021", "PERSON", "储雅琴"),
    ("Regards,\nGrace Lin 林嘉怡\nHR", "PERSON", "林嘉怡"),
    ('{"realName":"郝静怡","phone":"13800138123"}', "PERSON", "郝静怡"),
    # medical: lay words, severities, release forms, cycles, Chinese injuries, lists and allergies
    ("Presenting: low mood and poor sleep. Dx: generalized anxiety disorder, severe.", "MEDICAL", "low mood"),
    ("Dx: generalized anxiety disorder, severe.", "MEDICAL", "generalized anxiety disorder, severe"),
    ("Start venlafaxine XR 75mg tomorrow", "MEDICAL", "venlafaxine XR 75mg"),
    ("Oncology (chemo cycle 4) on Monday", "MEDICAL", "chemo cycle 4"),
    ("ECG shows NSTEMI, cath lab tomorrow", "MEDICAL", "NSTEMI"),
    ("诊断为左侧胫骨骨折，休养八周", "MEDICAL", "左侧胫骨骨折"),
    ("主诉：心慌、气短三天", "MEDICAL", "心慌、气短"),
    ("过敏史：头孢类药物。", "MEDICAL", "头孢类药物"),
    ("诊断：2型糖尿病伴糖尿病肾病", "MEDICAL", "2型糖尿病伴糖尿病肾病"),
    ("Condition: lupus (discoid), since 2018", "MEDICAL", "lupus (discoid)"),
    # amounts tied to a person
    ("Comp: bump from 74k to 83k from March", "AMOUNT", "83k"),
    ("调薪：月薪由 12500 调整为 14000", "AMOUNT", "14000"),
    ("期望薪资 28k*14，目前 24k*13", "AMOUNT", "24k*13"),
    ("应付合计人民币 36,410.50 元", "AMOUNT", "人民币 36,410.50 元"),
    ("目前年薪 40万，期望 52 万", "AMOUNT", "52 万"),
    ("| Affitto | €980/mese |", "AMOUNT", "€980/mese"),
    ("ALERT amount=3310.75 merchant=M-77", "AMOUNT", "3310.75"),
    ("rent goes from 1420 to 1495 in May", "AMOUNT", "1495"),
    # passwords, PINs, CVV, secrets
    ('redis-server --requirepass "tq7-Harbor-22"', "PASSWORD", "tq7-Harbor-22"),
    ("CREATE USER 'bi'@'%' IDENTIFIED BY 'Xr4!pine-Dusk';", "PASSWORD", "Xr4!pine-Dusk"),
    ("sshpass -p 'Qm#4471zz' ssh ops@10.9.8.7", "PASSWORD", "Qm#4471zz"),
    ("银行 PIN 改成 6 3 0 9 了", "PASSWORD", "6 3 0 9"),
    ("密码是我生日 不对 是 918273，别输错", "PASSWORD", "918273"),
    ("card 4539 1488 0343 6467 code on back is 582", "CVV", "582"),
    ("SENTRY_DSN=https://0f1e2d3c4b5a69788796a5b4c3d2e1f0@o1234.ingest.sentry.io/99", "SECRET",
     "0f1e2d3c4b5a69788796a5b4c3d2e1f0"),
    ("recovery key: 123456-234567-345678-456789-567890-678901-789012-890123", "SECRET",
     "123456-234567-345678-456789-567890-678901-789012-890123"),
    ("HOOK=https://open.example.cn/open-apis/bot/v2/hook/1a2b3c4d-0000-4aaa-9bbb-0123456789ab", "SECRET",
     "1a2b3c4d-0000-4aaa-9bbb-0123456789ab"),
    # dates of birth
    ("出生日期：一九七九年三月八日", "DATE_OF_BIRTH", "一九七九年三月八日"),
    ("出生年月：1991年11月", "DATE_OF_BIRTH", "1991年11月"),
    # addresses in looser forms and more countries
    ("new address is 9 Larch Cl, Ripon HG4 1AB if you", "ADDRESS", "9 Larch Cl, Ripon HG4 1AB"),
    ("Mum's at 4 Elm Lane, Matlock DE4\nbring", "ADDRESS", "4 Elm Lane, Matlock DE4"),  # (round 31: not a surgery's)
    ('"billing":"71 Pearl St #2, Salem MA 01970"', "ADDRESS", "71 Pearl St #2, Salem MA 01970"),
    ("Address: Flat 2A, Green Court, 9th Cross Rd, Koramangala 5th Block, Bengaluru, Karnataka 560095\n", "ADDRESS",
     "Flat 2A, Green Court, 9th Cross Rd, Koramangala 5th Block, Bengaluru, Karnataka 560095"),
    ('"address":"대구광역시 수성구 동대구로 310, 범어타워 7층"', "ADDRESS", "대구광역시 수성구 동대구로 310, 범어타워 7층"),
    ("at 2/17 Bay St, Glebe NSW 2037 - thanks", "ADDRESS", "2/17 Bay St, Glebe NSW 2037"),
])
def test_found(detector, text, typ, value):
    found = detector.analyze(text)
    assert _covered(found, text, typ, value), found


@pytest.mark.parametrize("text, value", [
    ("I/O and Read/Write over TCP/Http", "Read/Write"),
    ("the user (admin) and the file (config)", "admin"),
    ("it's the plan's cost", "plan"),
    ("员工：已离职\n状态：归档", "已离职"),
    ("version 3k*2 of the docs", "3k*2"),
    ("we scale from 100 to 200 requests", "200"),
    ("费用每人 ¥180 由公司承担", "¥180"),
    ("the pin 1 2 sheet", "1 2"),
    ("summarised 12 pages (small model, $0.0147)", "$0.0147"),
])
def test_left_alone(detector, text, value):
    start = text.index(value)
    found = detector.analyze(text)
    assert not any(e.start < start + len(value) and start < e.end for e in found), found


@pytest.mark.parametrize("typ, value, expected", [
    ("EMAIL", "oncall-billing@example.com", True),
    ("EMAIL", "secops@acme.example", False),  # an invented company under the .example TLD: its mailbox (round 12)
    ("EMAIL", "noreply@vistacam.example", False),
    ("EMAIL", "support@bloomfield-bikes.co.uk", False),  # a role address at a real domain is detected (round 12)
    ("EMAIL", "no-reply@example.com", True),
    ("EMAIL", "admin@staging.example.com", True),  # a host under the documentation domain
    ("EMAIL", "ops-oncall@lakeview.example.cn", False),  # a company invented under it: its desk
    ("EMAIL", "admin@example.org", True),
    ("EMAIL", "5d1c0b7a-2e3f-4a5b-8c9d-0e1f2a3b4c5d@cal.example.net", True),  # a calendar UID
    ("EMAIL", "ops-team@acme-corp.com", False),  # a company's real mailbox stays detected
    ("EMAIL", "zhang.wei@example.org", False),  # a person's address at a documentation domain
    ("PHONE", "(877) 555-2301", False),  # a toll-free helpline is a phone by the labelling convention (round 15)
    ("PHONE", "555-0100", True),  # the NANP's example number without an area code
    ("PHONE", "555-0132", False),  # the rest of the fictional range is a drama number, as 07700 900xxx (round 21)
    ("PHONE", "(415) 555-0132", False),  # the fictional range with an area code is what corpora give people
])
def test_placeholders(typ, value, expected):
    assert is_placeholder(typ, value) is expected
