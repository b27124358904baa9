"""Round 21 (issue 15): shapes corpus_blind33, corpus_blind34 and corpus_blind35 showed, written again with invented
values, so that the rule is tested and not a corpus string; each with a look-alike or a neighbour that must not change."""

from __future__ import annotations

import pytest
from detect_helpers import found

from edge_agent.privacy.medical_extent import clause_tail
from edge_agent.privacy.recognizers.login_names import census_surname, initial_login, login_names


def _covered(detector, text: str, typ: str, value: str) -> bool:
    """Some finding of `typ` holds all of `value` (a finding may reach further)."""
    return any(t == typ and value in v for t, v in found(detector, text))


@pytest.mark.parametrize(
    "text, typ, value",
    [
        # the rest of a short clause is more of the same medical finding
        ("Rx: clarithromycin 500 mg BD for 7 days", "MEDICAL", "clarithromycin 500 mg BD for 7 days"),
        ("Presenting: rheumatoid arthritis both hands, uses splints", "MEDICAL", "rheumatoid arthritis both hands"),
        ("Seen today: eczema on his elbows; review in clinic", "MEDICAL", "eczema on his elbows"),
        ("既往：半月板损伤术后，定期复查", "MEDICAL", "半月板损伤术后"),
        # and the words of a short clause before it
        ("History: passive suicidal ideation, no plan", "MEDICAL", "passive suicidal ideation"),
        ("诊断：面部软组织挫伤", "MEDICAL", "面部软组织挫伤"),
        # a login made from an initial and a census surname, with or without a service's prefix
        ("03:10Z paged: kprentice dblackwood (6 responders)", "PERSON", "dblackwood"),
        ('81.2.69.160 - tholloway [02/Mar/2027:10:00:01 +0000] "GET /book HTTP/1.1" 200', "PERSON", "tholloway"),
        ("ssh deploy@10.4.4.2 && sudo -u svc_gholloway ./run.sh", "PERSON", "gholloway"),
        ("[mqtt]\nuser = grid_svc_pwhitlock\npassword = (in vault)", "PERSON", "pwhitlock"),
        ("运维账号 ops_zhouming 已停用", "PERSON", "zhouming"),
        # an initial before a surname: after a title, and alone where a name stands
        ("Account FF-220 - Mr K. Ollerenshaw", "PERSON", "K. Ollerenshaw"),
        ("Mr & Mrs T Hennigan\n4 Moor Lane", "PERSON", "T Hennigan"),
        ("Signed: A. Pemberton     L. Whitfield", "PERSON", "L. Whitfield"),
        # the other names of a labelled list once one of them is a listed given name
        ("Crew: Gareth, Ffion, Rhodri + dog Bran", "PERSON", "Ffion"),
        # first names of the world list (Faker's locales)
        ("Guide: Einar (+354 612 4408)", "PERSON", "Einar"),
        ("Nurse line: Bethan speaking, how can I help?", "PERSON", "Bethan"),
        # key forms: a phone in a URL-encoded form, bypass codes, a webhook secret with its prefix apart, an extension
        ("name=Ama+Boateng&phone=07700%20900417&submit=1", "PHONE", "07700%20900417"),
        ("Resolution: bypass codes issued 604118273, 771920364 (valid 24h)", "SECRET", "771920364"),
        ("verified with whsec Qm4vR8-tZ2pLx9KcW3nB7yHs0dFe5Ju1", "SECRET", "Qm4vR8-tZ2pLx9KcW3nB7yHs0dFe5Ju1"),
        ("– Dot, Accounts, 555-0178 ext 12", "PHONE", "555-0178"),
    ],
)
def test_found(detector, text, typ, value):
    assert _covered(detector, text, typ, value), found(detector, text)


@pytest.mark.parametrize(
    "text, value",
    [
        # a long rest of the sentence, a hospital in brackets, a price after a currency code read as a condition
        ("She was diagnosed with asthma last year and is now training for a marathon.", "training"),
        ("Referred by: Dr Ines Pardo (GP, Larchfield Surgery)", "Surgery)"),
        ("Chalet rent CHF 9,800/week, deposit paid", "CHF 9,800/week"),
        ("Proof of funds: CAD 86,400 (required CAD 27,514 for a family of 3)", "CAD 27,514"),
        ("Arlo's dad says he has a nut allergy, pen is in the red bag", "red bag"),
        ("员工因偏头痛申请病假4周，自10月24日起。", "申请病假"),
        ("Line test: 640 Mbps down / 95 Mbps up", "Mbps"),
        ("telegram_chat_id=-1001833300412&ok=1", "-1001833300412"),
        # a piece of a stock code is no name, whatever the tagger makes of it
        ("BEAN-COL-HUILA", "COL"),
        # a firm of two surnames, a tour operator
        ("Quote from Hughes & Patel Restoration for the kitchen.", "Hughes"),
        ("Operations, Brightwater Journeys  +44 20 7946 0555", "Brightwater"),
    ],
)
def test_not_found(detector, text, value):
    hits = [(t, v) for t, v in found(detector, text) if value in v and t in ("MEDICAL", "PERSON", "PHONE")]
    assert not hits, found(detector, text)


def test_clause_tail_stops_at_other_values():
    for text in ("asthma at 9:30pm", "asthma since 2019", "asthma £40", "asthma, then", "asthma and eczema and hay fever"):
        assert clause_tail(text, 0, 6) == 6, text
    assert clause_tail("asthma since childhood", 0, 6) == len("asthma since childhood")


def test_login_lists_keep_words_and_services():
    assert initial_login("tjessop") and initial_login("rwhitfield")
    assert not initial_login("stable") and not initial_login("kubectl") and not initial_login("nginx")
    assert census_surname("Hughes") and not census_surname("Church") and not census_surname("Hope")
    text = "svc_payments app_config db_password svc_orders Plan B Johnson; Block 4 C Moore; A Christmas Carol"
    assert login_names(text) == []


def test_a_leaflet_that_names_no_one_has_no_medical_values(detector):
    leaflet = ("Living well with type 2 diabetes - course outline\n"
               "Week 1: what insulin resistance is and why it develops\n"
               "Week 2: medicines such as metformin and gliclazide, and sick-day rules\n"
               "Week 3: looking after feet and eyes; retinopathy screening explained\n")
    assert [t for t, _ in found(detector, leaflet) if t == "MEDICAL"] == []
    # a person in it, a first-person line, or a short chat message keep their medical words
    assert ("MEDICAL", "metformin") in found(detector, leaflet + "Contact: Nadia Brook, course lead\nNadia takes metformin.")
    assert any(t == "MEDICAL" for t, _ in found(detector, leaflet + "I started metformin last month."))
    assert any(t == "MEDICAL" for t, _ in found(detector, "Has asthma, needs an inhaler on the trip"))
