"""Round-11 forms (issue 15), each with INVENTED values: a medical term about an animal or about nobody (a vet's record,
a leaflet, a pharmacy's price list) is no one's medical data; the same words about a person still are."""
from __future__ import annotations

import pytest

from edge_agent.privacy.detect import Detector
from spans import covered


@pytest.fixture(scope="module")
def detector():
    return Detector(cache=False, learned=False)


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


def _amounts(detector, text):
    return [e.text for e in detector.analyze(text) if e.type == "AMOUNT"]


@pytest.mark.parametrize("text, price", [
    ("Harbour Freight: terminal handling is at the published rate of £95.00 per shipment.", "£95.00"),
    ("Day rate for the edit: $640/day, as before.", "$640/day"),
    ("Item                 Pack   Price\nIbuprofen 200 mg     16     £1.25\nCold & flu caps      16     £3.49\n", "£3.49"),
    ("TO LET - 1 bed flat, Leith\n£1,150 pcm | deposit £1,327 | available now", "£1,327"),
    ("Prescription charge £9.90 per item.", "£9.90"),
])
def test_a_price_per_unit_a_fee_a_priced_table_and_a_letting_advert_stay(detector, text, price):
    assert not any(price in a or a in price for a in _amounts(detector, text))


@pytest.mark.parametrize("text, amount", [
    ("| Name | Rate | Owed |\n|--|--|--|\n| Oskar Lind | €80/h | €3,200 |", "€3,200"),
    ("出租方：王磊\n承租方：赵敏\n月租金：人民币4,200元，押金8,400元", "8,400元"),
    ("We will charge USD 2,743 to the card on file for Ms. Varga's order.", "USD 2,743"),
])
def test_a_persons_money_in_the_same_shapes_is_found(detector, text, amount):
    assert covered(detector.analyze(text), text, "AMOUNT", amount)
