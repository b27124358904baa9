"""Round-10 forms (issue 15), each with INVENTED values, and look-alikes that must stay: the fields of a medical record
inside a medical text, a prescription block's dosed lines, and names in fields whose label names a person."""
from __future__ import annotations

import pytest

from edge_agent.privacy.detect import Detector
from spans import covered


@pytest.fixture(scope="module")
def detector():
    return Detector(cache=False, learned=False)


@pytest.mark.parametrize("text, typ, value", [
    ("Patient: Odile Farrant, DOB 1979-02-03\nDiagnosis: acute cholecystitis\nProcedure: laparoscopic cholecystectomy "
     "at St Brennan's Hospital\n", "MEDICAL", "laparoscopic cholecystectomy"),
    ("Chart DX-5521  Patient: Ivo Brandt\nFindings: dental caries #3 and #30, gingivitis\nPlan: root canal #30\n",
     "MEDICAL", "root canal #30"),
    ("MRN 0041872\nCC: 胸痛伴气短 x2 days\n", "MEDICAL", "胸痛伴气短"),
    ("门诊病历\n患者：宁晓川\n主诉：右上腹痛3天\n处置：腹部B超，头孢克肟口服\n", "MEDICAL", "腹部B超"),
    ("转诊单\n初步诊断：结肠息肉\n已行：结肠镜下息肉切除术\n", "MEDICAL", "结肠镜下息肉切除术"),
    ("病假申请\n事由：腰椎间盘突出术后康复，医院证明附后\n", "MEDICAL", "腰椎间盘突出术后康复"),
    ("处方笺  科别：心内科\nRp：\n阿托伐他汀钙片 20mg×28片 每晚一次\n氯吡格雷片 75mg×28片 每日一次\n医师：孔医生\n", "MEDICAL",
     "氯吡格雷片 75mg×28片 每日一次"),
    ("Payroll March\nEmployee: Torvald Ekström    Employee no: E-5512\n", "PERSON", "Torvald Ekström"),
    ("INVOICE 2231\nBill to: Ysolde Marrin, 14 Quay Lane\n", "PERSON", "Ysolde Marrin"),
    ("Legal Name: QUAYLE, ORLANDO  Program: MSc\n", "PERSON", "QUAYLE, ORLANDO"),
    ("TRAVEL DOCUMENT\nSurname: VORÁČEK   Given names: Radim\n", "PERSON", "VORÁČEK"),
    ('{"name_on_card": "T OYELARAN", "exp": "09/29"}', "PERSON", "T OYELARAN"),
    ("Incident closed.\nOfficer: Sgt. P. Mwangi\n", "PERSON", "P. Mwangi"),
    ("备注：不要香菜！我对花生过敏，谢谢", "MEDICAL", "对花生过敏"),
    ("門診紀錄\n主訴：喉嚨痛兩天\n診斷：急性咽喉炎\n處方：Amoxicillin 500mg TID；Ibuprofen 200mg PRN\n", "MEDICAL", "急性咽喉炎"),
    ("预防接种记录\n接种记录：\n　2025-04-18　麻腮风疫苗 第2剂　批号 20241200\n", "MEDICAL", "麻腮风疫苗 第2剂"),
    ("病假申请\n请假事由：怀孕20周，去医院做唐氏筛查\n", "MEDICAL", "怀孕20周"),
    ("#ops\n[09:01] tom.lee: deploy is red\n[09:02] Aisha K: on it\n[09:04] Aisha K: fixed\n", "PERSON", "Aisha K"),
    ("[LINE] 家人\n下午 3:12 陳曉雯：媽，資料弄好了\n下午 3:15 媽咪：好\n下午 3:16 陳曉雯：記得帶證件\n", "PERSON", "陳曉雯"),
])
def test_round10_forms(detector, text, typ, value):
    assert covered(detector.analyze(text), text, typ, value), (typ, value)


@pytest.mark.parametrize("text, value", [
    ("Runbook: failover\nProcedure: restart nginx on both hosts\nPlan: ship v2 on Friday\n", "restart nginx"),
    ("Renewal notice — insured: Hana Sato, MRN not applicable\nPlan: PPO Gold — employee + spouse\n", "PPO Gold"),
    ("接报警情登记\n报警人称其父亲（阿尔茨海默病患者）走失。\n处置：已通知辖区巡逻组，调取沿线监控。\n", "已通知辖区巡逻组"),
    ("Patient: Ines Moreau\nDiagnosis: asthma\nPlan: follow up in 2 weeks\n", "follow up in 2 weeks"),
])
def test_round10_medical_lookalikes_stay(detector, text, value):
    assert not covered(detector.analyze(text), text, "MEDICAL", value), value


@pytest.mark.parametrize("text, value", [
    ("Customer: Northwind Traders Ltd\n", "Northwind Traders Ltd"),
    ("Agent: Thank you for holding.\n", "Thank you"),
    ('<add name="Crm" connectionString="Server=db1"/>', "Crm"),
    ("VET RECORD  Species: canine\nPatient: Biscuit  Owner notes: limping\n", "Biscuit"),
    ("Status: Active\nOwner: DBA\n", "DBA"),
])
def test_round10_name_lookalikes_stay(detector, text, value):
    assert not covered(detector.analyze(text), text, "PERSON", value), value


@pytest.mark.parametrize("text, value, is_amount", [
    ("Unit applied for: Maple Court #3B   Advertised rent: $1,850/mo", "$1,850", False),
    ("Purchase price paid by buyer: $9,750.00 (KBB value $10,200)", "$10,200", False),
    ("Per diem is TWD 3,000, hotel booked separately.", "TWD 3,000", False),
    ("Venue Oakridge Barn — per-plate $85", "$85", False),
    ("Rent: she paid $1,850 for November", "$1,850", True),  # a person's money stays
    ("Budget approved: USD 29,482.90", "USD 29,482.90", True),  # read both ways by the corpora: kept
    ("Hourly rate: $24.75", "$24.75", True),
    ("TO LET — 2 bed flat, Jesmond\n£925 pcm · available now", "£925", False),
    ("The trip is on Friday. The cost is £14.50 per child, payable online.", "£14.50", False),
    ("The group sold its catalyst unit for £1.8bn, and Brent crude traded at $73.10 a barrel.", "$73.10", False),
    ("资金证明：银行存款人民币186,000元　　签证费：90欧元", "90欧元", False),
    ("预估费用：¥386（含搬运）", "¥386", False),
    ("Per diem cap (policy): USD 85/day", "USD 85", False),
])
def test_round10_offered_amounts(detector, text, value, is_amount):
    assert covered(detector.analyze(text), text, "AMOUNT", value) == is_amount, (text, value)


def test_a_spaced_table_types_its_money_columns_and_keeps_its_other_cells():
    from edge_agent.privacy.columns import column_entities

    text = ("交易日期\u3000\u3000摘要\u3000\u3000交易金额\u3000\u3000\u3000账户余额\u3000\u3000\u3000对方户名\n"
            "20250901\u3000\u3000工资\u3000\u3000+9,310.00\u300011,402.33\u3000某某科技有限公司\n"
            "20250905\u3000\u3000转账\u3000\u3000-2,000.00\u3000 9,402.33\u3000柯明轩\n")
    found = {(e.type, e.text) for e in column_entities(text)}
    assert {("AMOUNT", "+9,310.00"), ("AMOUNT", "11,402.33"), ("AMOUNT", "-2,000.00"), ("AMOUNT", "9,402.33")} <= found
    bill = "项目\u3000\u3000\u3000\u3000金额\n床位费\u3000\u3000\u3000\u30001,320.00\n检查费\u3000\u3000\u3000\u3000CHECK #1184\n"
    found = {(e.type, e.text) for e in column_entities(bill)}
    assert ("AMOUNT", "1,320.00") in found and not any("CHECK" in t for _, t in found)
    rules = "规则\u3000\u3000源地址\u3000\u3000端口\nallow-ssh\u3000\u30000.0.0.0/0\u3000\u300022\n"
    assert column_entities(rules) == []  # a spaced table has no address column
