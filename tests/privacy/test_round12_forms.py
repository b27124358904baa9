"""Round-12 forms (issue 15), each with INVENTED values: secrets and passwords named by a cue before them, birth dates
behind a remark or in Minguo years, amounts in coins, in 万 after a word of someone's money, and in a record's money
field, and organisations' mailboxes."""
from __future__ import annotations

import pytest

from edge_agent.privacy.detect import Detector


@pytest.fixture(scope="module")
def detector():
    return Detector(cache=False, learned=False)


def _found(detector, text, kind):
    return [e.text for e in detector.analyze(text) if e.type == kind]


@pytest.mark.parametrize("text, kind, value", [
    ("换了新手机，身份验证器的密钥是 KQ4TMNRXGA3DKZ2PMFZXI6LBNQ2HGYJR，帮我重新绑定一下", "SECRET",
     "KQ4TMNRXGA3DKZ2PMFZXI6LBNQ2HGYJR"),
    ("support asked for my seed so here it is: river cactus hollow amber ticket gentle orbit maple fossil drift "
     "cinder lemon", "SECRET", "river cactus hollow amber ticket gentle orbit maple fossil drift cinder lemon"),
    ('garage_door_code: "7731"\nporch_light: on', "PASSWORD", "7731"),
    ("set vpn ipsec psk Branch7!Tunnel-2026 commit", "PASSWORD", "Branch7!Tunnel-2026"),
    ("快递放门口，单元门密码#4417，谢谢", "PASSWORD", "#4417"),
    ("I changed the password yesterday, the new one is Harbour9%Gate and it still fails", "PASSWORD",
     "Harbour9%Gate"),
    ("Date of birth (as on your passport, please): 14/09/1987\nNationality: IE", "DATE_OF_BIRTH", "14/09/1987"),
    ("姓名：陳怡安  生日：民國82年7月3日  電話：0912 345 678", "DATE_OF_BIRTH", "民國82年7月3日"),
    ("Balance after the withdrawal: 3.75 BTC, held for review", "AMOUNT", "3.75 BTC"),
    ("他月收入1.8万，我这边是自由职业", "AMOUNT", "1.8万"),
    ('{"patient": "R. Okafor", "billed": 41250.00, "currency": "GBP"}', "AMOUNT", "41250.00"),
    ("sender: claims-desk@harbourline-insurance.example", "EMAIL", "claims-desk@harbourline-insurance.example"),
    ("    # TODO(priya): rotate this before the audit", "PERSON", "priya"),
    ("Dec  4 03:12:09 gw01 sshd[881]: Accepted publickey for lfournier from 10.2.0.7 port 52210", "PERSON", "lfournier"),
    ("[14:02] kai.m: can someone reset the till?\n[14:03] Ops Bot: ticket opened", "PERSON", "kai.m"),
    ("Hello, it's Marisol calling from the dental practice about Friday", "PERSON", "Marisol"),
    ("尊敬的周宁女士：您的理赔已结案。", "PERSON", "周宁女士"),  # (round 24: the title after the name is inside the span)
])
def test_found(detector, text, kind, value):
    assert value in _found(detector, text, kind)


@pytest.mark.parametrize("text, kind", [
    ("Our community is great and the psk rotates monthly", "PASSWORD"),     # words, not a key
    ("presale 0.0004 USDT per token, last call", "AMOUNT"),                 # a price below a cent
    ("群里两百多人，粉丝大概3万人", "AMOUNT"),                                  # 万 people
    ("SELECT * FROM orders WHERE total > 50000;", "AMOUNT"),               # a comparison in a query
    ("Write to noreply@example.com for the sample", "EMAIL"),              # a role address at example.com
    ("Build ID: ABCDEFGHIJKLMNOP2345 (no 2FA needed here)", "SECRET"),     # base32-looking id with no cue before it
    ("Dec  4 03:12:09 gw01 sshd[881]: Accepted publickey for root from 10.2.0.7", "PERSON"),  # a role login
])
def test_left_alone(detector, text, kind):
    assert _found(detector, text, kind) == []
