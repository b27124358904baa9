"""Round-8 forms (issue 15), each with INVENTED values, and look-alikes that must stay: how far a medical finding
reaches (qualifiers, dose, directions, state, size, brackets, two findings tied by a word), medical states in everyday
words, more vocabulary."""
from __future__ import annotations

import pytest

from edge_agent.privacy.detect import Detector
from edge_agent.privacy.medical_extent import extend_medical, join_medical
from spans import covered


@pytest.fixture(scope="module")
def detector():
    return Detector(cache=False)


@pytest.mark.parametrize("text, value", [
    # qualifiers before a condition
    ("Grandad has badly controlled asthma these days.", "badly controlled asthma"),
    ("Note: long-standing hypothyroidism, stable.", "long-standing hypothyroidism"),
    ("She mentioned her vitamin-deficiency anaemia again.", "vitamin-deficiency anaemia"),
    ("He was referred for treatment of a torn meniscus.", "treatment of a torn meniscus"),
    # a drug's dose, form and directions
    ("Continue Metoprolol 25 mg tablets, take 2 daily with food. Review in May.",
     "Metoprolol 25 mg tablets, take 2 daily with food"),
    ("Plan: Citalopram 20mg, one in the morning.", "Citalopram 20mg, one in the morning"),
    ("Also on prednisolone 5 mg daily except 10 mg on Mondays", "prednisolone 5 mg daily except 10 mg on Mondays"),
    ("医嘱：格列美脲片 2mg 每日一次 早餐前口服", "格列美脲片 2mg 每日一次 早餐前口服"),
    ("爸爸在吃瑞舒伐他汀 10mg 每晚一次", "瑞舒伐他汀 10mg 每晚一次"),
    # state, stage, size and brackets after a condition
    ("她胃癌晚期，家里很难过", "胃癌晚期"),
    ("哮喘，已控制，随身带沙丁胺醇", "哮喘，已控制，随身带沙丁胺醇"),
    ("CT：甲状腺结节，6毫米，建议随访", "甲状腺结节，6毫米"),
    ("MRI 显示颈椎间盘突出（C5-C6）", "颈椎间盘突出（C5-C6）"),
    ("Kid has a bee sting allergy (Jext) in his bag", "allergy (Jext)"),
    # two findings tied by a word
    ("She uses inhalers (Symbicort) for moderate asthma.", "inhalers (Symbicort) for moderate asthma"),
    ("高血压，长期服用缬沙坦", "高血压，长期服用缬沙坦"),
    # everyday words for a health state
    ("我爸血糖一直偏高，医生让少吃甜的", "血糖一直偏高"),
    ("她肾不太好，不能喝太多", "肾不太好"),
    ("Her blood pressure has been really high since March.", "blood pressure has been really high"),
    # vocabulary added this round
    ("He is coeliac, so no bread rolls please.", "coeliac"),
    ("Mum uses a CPAP machine for sleep apnoea.", "sleep apnoea"),
    ("复查：肠息肉已切除，蛋白尿阴性", "肠息肉"),
])
def test_round8_medical(detector, text, value):
    assert covered(detector.analyze(text), text, "MEDICAL", value), (text, detector.analyze(text))


@pytest.mark.parametrize("text, value", [
    ("日程：复诊（第3次）\n时间：周二", "第3次"),
    ("体检：LDL 偏高 3.9 mmol/L，下次复查", "3.9 mmol/L"),
    ("Order 12 boxes of gauze, 4 bottles each", "4 bottles"),
    ("The heart of the city is busy; the liver stall sells out early", "heart of the city"),
    ("血压计 特价 199 元", "血压计"),
])
def test_round8_medical_lookalikes_stay(detector, text, value):
    start = text.index(value)
    found = [e for e in detector.analyze(text) if e.type == "MEDICAL"]
    assert not any(e.start < start + len(value) and e.end > start for e in found), (text, found)


def test_extend_medical_trims_hanging_words():
    text = "Lisinopril 10 mg daily at the gym"
    a, b = extend_medical(text, 0, len("Lisinopril"))
    assert text[a:b] == "Lisinopril 10 mg daily"


def test_join_medical_needs_a_tie():
    text = "asthma for years; eczema"
    assert join_medical(text, [(0, 6), (18, 24)]) == []
    text = "asthma and eczema"
    assert join_medical(text, [(0, 6), (11, 17)]) == [(0, 17)]
