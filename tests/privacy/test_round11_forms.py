"""Round-11 forms (issue 15), each with INVENTED values: a medical term about an animal or about nobody (a vet's record,
a leaflet, a pharmacy's price list) is no one's medical data; the same words about a person still are."""
from __future__ import annotations

import pytest

from edge_agent.privacy.detect import Detector
from spans import covered


@pytest.fixture(scope="module")
def detector():
    return Detector(cache=False)


def _medical(detector, text):
    return [e.text for e in detector.analyze(text) if e.type == "MEDICAL"]


@pytest.mark.parametrize("text", [
    "Brookfield Veterinary Centre\nPatient: Biscuit (Beagle, 6y)\nDiagnosis: otitis externa, left ear\n"
    "Tx: Osurnia ear gel, repeat in 7 days.\n",
    "宠物：年糕（比熊，母，3岁）\n诊断：急性胰腺炎\n处置：皮下补液，马罗匹坦注射液1mg/kg\n",
    "PATIENT INFORMATION LEAFLET\nWhat this medicine is used for\nNaproxen 250 mg relieves pain from arthritis "
    "and period pain.\n",
    "【健康科普】春季过敏怎么办？\n可以在医生指导下使用氯雷他定。\n（来源：健康报）",
    "Weekly deals\nLoratadine 10 mg, 30 tablets   £2.49\nOmeprazole 20 mg, 14 capsules   £4.29\n",
])
def test_a_medical_term_about_no_person_stays(detector, text):
    assert _medical(detector, text) == []


@pytest.mark.parametrize("text, value", [
    ("宠物医院前台：小白的疫苗约在周六。\n主人：好的。另外我自己最近查出了甲状腺结节，接猫时要注意啥？", "甲状腺结节"),
    ("Pharmacy receipt\nMember: Odalys Brennick\nAtorvastatin 40 mg x28   £9.65\n", "Atorvastatin 40 mg"),
    ("Exit notes - m. quade. says she is leaving bc of her lupus flare-ups. final pay: £2,311.07", "lupus"),
])
def test_the_same_words_about_a_person_are_found(detector, text, value):
    assert covered(detector.analyze(text), text, "MEDICAL", value)
