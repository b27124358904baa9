"""Round 22 (issue 15): codes and passwords said in sentences, and roles standing where names stand; invented values,
each with a look-alike that must not change."""

from __future__ import annotations

import pytest
from detect_helpers import found

from edge_agent.privacy.not_personal import _plain_word
from edge_agent.privacy.recognizers.lock_codes import LockCodeRecognizer
from edge_agent.privacy.recognizers.prose_passwords import ProsePasswordRecognizer


def _values(recognizer, text: str) -> list[str]:
    return [text[r.start:r.end] for r in recognizer.find(text)]


@pytest.mark.parametrize(
    "text, value",
    [
        # a lock's code in the same sentence, after words, a sentence's full stop, spaced, dashed, spoken, with a hash
        ("Carers please use the key safe 7731.", "7731"),
        ("is the lockbox code still 5082 or did it change?", "5082"),
        ("Back gate code has changed to 6194 - keep it to yourselves.", "6194"),
        ("Key safe code noted as 8-2-0-5 on the referral.", "8-2-0-5"),
        ("the spare key is in the key safe by the porch, code is two seven seven one, thanks", "two seven seven one"),
        ("The gate code is D3307 after six.", "D3307"),
        ("Borrow e-books with your library PIN (6620) and card number.", "6620"),
        ("Shed code for the allotment this year is 9036# - don't share.", "9036#"),
        ("the caretaker changed the lobby code, it's now 4418 hash", "4418 hash"),
        # Chinese: digits or numerals after 密码 / 门禁 and a few words
        ("我出门了，门锁密码4 0 7 2 6 1，进门记得关窗", "4 0 7 2 6 1"),
        ("车库门禁密码改了，现在是3 9 0 6 #", "3 9 0 6 #"),
        ("保险柜密码我改成了五八三九二一，别告诉别人", "五八三九二一"),
        ("到了按门禁 2718#，我在家", "2718#"),
        ("门禁 902#4471，放门口就行", "902#4471"),
    ],
)
def test_lock_codes_found(text, value):
    assert value in _values(LockCodeRecognizer("en"), text)


@pytest.mark.parametrize(
    "text",
    [
        "Alarm set for 0630 tomorrow, please don't be late.",  # a time
        "The PLC raised alarm code E4102 twice overnight.",  # a machine's fault
        "Chip and PIN 2019 rollout is complete.",  # a year
        "Your verification PIN is 4821, it expires in 10 minutes.",  # a one-time code
        "Door 3 opens at 1930 for the concert.",  # a door's number and a time
        "门禁密码于2026-03-01修改，固件版本3.2",  # a date
        "门禁报修请拨打内线 8800",  # an extension
        "密码错误 3 次将锁定 30 分钟",  # counts
        "Receipt: PIN betaling, kaart ****0913",  # a masked card
    ],
)
def test_lock_code_look_alikes(text):
    assert _values(LockCodeRecognizer("en"), text) == []


@pytest.mark.parametrize(
    "text, value",
    [
        ("Login is mgreer and the password I've been using is Larch!tree77. Thanks", "Larch!tree77"),
        ("Your temporary password is:\n\n    Amber-Teapot-3381\n\nChange it at first login.", "Amber-Teapot-3381"),
        ("小周：测试库密码还是Qe#2027test，别外传", "Qe#2027test"),
        ("把我的邮箱密码改回 Hz!19880601 吧", "Hz!19880601"),
        ("FTP 密码还是 Shallow!Reef42 吗？", "Shallow!Reef42"),
    ],
)
def test_prose_passwords_found(text, value):
    assert value in _values(ProsePasswordRecognizer("en"), text)


@pytest.mark.parametrize(
    "text",
    [
        "Password policy: at least 12 characters, e.g. Hx9!tramLine. Hashes use PBKDF2-SHA256.",
        "Passwords are hashed; the password is SHA-512 with a salt.",
        "password reset sent to k.okafor@example.org",
        "the password file is backup-2026-11.tar.gz.gpg",
        "Season pass is GP-S7-STD for members.",
        "the password host is bastion-2026 in the vpc",
    ],
)
def test_prose_password_look_alikes(text):
    assert _values(ProsePasswordRecognizer("en"), text) == []


def test_spaced_and_spoken_answers_to_a_pin_question(detector):
    call = "[00:11] Agent: And the PIN on the account?\n[00:14] Caller: 6 0 3 8.\n[00:19] Agent: Thanks."
    assert ("PASSWORD", "6 0 3 8") in found(detector, call)
    spoken = "Agent: Can I take your telephone banking PIN?\nCaller: three one four eight.\nAgent: Lovely."
    assert ("PASSWORD", "three one four eight") in found(detector, spoken)
    # a code just texted to the caller is no password; a later question ends the search for an answer
    sent = "AGENT: I'm texting a code to your phone now, can you read it back?\nCALLER: 7 1 9 3 0 2."
    assert not any(t == "PASSWORD" for t, _ in found(detector, sent))
    later = "AGENT: and the PIN is set?\nCALLER: yes\nAGENT: And the last four of the card?\nCALLER: 2291."
    assert ("PASSWORD", "2291") not in found(detector, later)


@pytest.mark.parametrize("role", ["Caller", "Agent", "Operator", "Landlord", "Volunteer", "房东", "前台"])
def test_a_role_where_a_name_stands_is_no_person(detector, role):
    text = f"[00:01] {role}: hello, thanks for calling\n[00:04] Priya Raman: hi, it's about my booking"
    people = [v for t, v in found(detector, text) if t == "PERSON"]
    assert role not in people and "Priya Raman" in people


@pytest.mark.parametrize(
    "text, word",
    [
        ("Victim: Dolores Fairweather, DOB 03/07/1961", "Victim"),
        ("AGENT: Expiry?\nCALLER: oh-four twenty-nine", "Expiry"),
        ("[Voicemail, automated transcript]\nHi it's Orla Keane", "Voicemail"),
        ("| Item | Fee |\n|---|---|\n| Scale and polish | £65 |", "Item"),
    ],
)
def test_a_plain_word_is_no_person(detector, text, word):
    assert word not in [v for t, v in found(detector, text) if t == "PERSON"], found(detector, text)


def test_a_word_that_names_someone_elsewhere_stays_a_name():
    text = "Reed Okonkwo joined in May. Thanks Reed, and welcome!"
    later = text.rindex("Reed")
    assert not _plain_word(text, later, later + 4, [(0, 12), (later, later + 4)])
    assert _plain_word(text, later, later + 4, [(later, later + 4)])  # alone, "Reed" is a word of the sentence
    assert not _plain_word("Thanks Hazel!", 7, 12, [(7, 12)])  # a first name that is also a word


@pytest.mark.parametrize(
    "text, value",
    [
        ("Booked: Owen Price, 6 weeks post ACL reconstruction, quads lag on the left.", "ACL reconstruction"),
        ("Marta Kowal - prolapsed disc L4/5, no heavy lifting please", "prolapsed disc"),
        ("Seen Ji-woo Park today: piriformis syndrome, referred to physio.", "piriformis syndrome"),
        ("Liam Doherty had a rotator cuff repair in June.", "rotator cuff repair"),
    ],
)
def test_injuries_by_word_formation(detector, text, value):
    assert any(t == "MEDICAL" and value in v for t, v in found(detector, text)), found(detector, text)


def test_an_animal_named_between_commas_or_after_its_species(detector):
    text = ("Farm visit invoice for Mr Gethin Rowlands. The collie, Sable, was also wormed. Vet: Carys Morgan MRCVS.\n"
            "Animal: dog, Pickle, border terrier.")
    people = [v for t, v in found(detector, text) if t == "PERSON"]
    assert "Sable" not in people and "Pickle" not in people and any("Gethin Rowlands" in p for p in people)
    # "my cat" is the owner speaking of the cat: the cat's illness is no medical value of the owner's
    claim = "Pet insurance claim PC-4410. My cat Miso was diagnosed with chronic kidney disease last week."
    assert not any(t == "MEDICAL" for t, _ in found(detector, claim))
    assert any(t == "MEDICAL" for t, _ in found(detector, claim + " I also have asthma myself."))


@pytest.mark.parametrize("org", ["Mossgiel Dairy", "Whitmore Kennels", "Calder Hearing", "Ferry Lane Allotments",
                                 "Pawsome Grooming", "Costa Blanca Homes", "Aurora Seaways"])
def test_a_business_named_by_its_trade_is_no_person(detector, org):
    text = f"Invoice from {org}, ref 4471. Contact Joanne Pryce for queries."
    people = [v for t, v in found(detector, text) if t == "PERSON"]
    assert people == ["Joanne Pryce"], people


def test_equal_results_keep_the_same_one_whatever_the_order():
    """Presidio keeps one of equal results through a set() of string hashes: which recognizer's result survived
    changed with PYTHONHASHSEED ("rjanssen" found in one process, not in the next)."""
    from presidio_analyzer import EntityRecognizer, RecognizerResult

    from edge_agent.privacy.analysis import _distinct

    def result(name: str) -> RecognizerResult:
        return RecognizerResult("PERSON", 11, 19, 0.85, recognition_metadata={"recognizer_name": name})

    for order in (["SpacyRecognizer", "NameFormRecognizer"], ["NameFormRecognizer", "SpacyRecognizer"]):
        kept = EntityRecognizer.remove_duplicates(_distinct([result(n) for n in order]))
        assert [r.recognition_metadata["recognizer_name"] for r in kept] == ["NameFormRecognizer"]


@pytest.mark.parametrize(
    "text, department",
    [
        ("姓名：钱淑芬  性别：女  年龄：71  科别：内分泌科\n临床诊断：2型糖尿病", "内分泌科"),
        ("病区：肿瘤内科二病区 12床 患者：邱桂兰 诊断：肺腺癌", "肿瘤"),
        ("Referral to: Oral Surgery, Dental Hospital\nRe: Mr Tom Hale, impacted wisdom tooth", "Oral Surgery"),
        ("To: MSK Physiotherapy Service, Wycombe General\nRe: Ms Jane Ho, knee osteoarthritis", "MSK Physiotherapy"),
    ],
)
def test_a_department_is_no_medical_value(detector, text, department):
    medical = [v for t, v in found(detector, text) if t == "MEDICAL"]
    assert not any(department in v for v in medical) and len(medical) == 1, medical


@pytest.mark.parametrize(
    "text, address",
    [
        ("Address: Pen-y-Bryn, Llanfihangel, Powys SY21 0HT", "Pen-y-Bryn, Llanfihangel, Powys SY21 0HT"),
        ("Collection from Mr Dai Pritchard, Ty Gwyn, Llanrhaeadr, Denbigh LL16 4NL",
         "Ty Gwyn, Llanrhaeadr, Denbigh LL16 4NL"),
        ("Tom Hale, 9 Tamar View, Saltash PL12 4EX", "9 Tamar View, Saltash PL12 4EX"),
        ("Respondent: Bellhaven Care Homes Ltd, Unit 4, Axis Park, Watford WD18 8TE", "Unit 4, Axis Park, Watford WD18 8TE"),
    ],
)
def test_an_address_told_by_its_postcode(text, address):
    from edge_agent.privacy.recognizers.postcode_addresses import PostcodeAddressRecognizer

    assert _values(PostcodeAddressRecognizer("en"), text) == [address]


@pytest.mark.parametrize("text", ["D-1041,Sam Lee,BT12 5GH", "we met in Leeds LS9 8AB yesterday", "Postcode: LS9 8AB"])
def test_a_postcode_alone_or_in_a_csv_row_is_no_such_address(text):
    from edge_agent.privacy.recognizers.postcode_addresses import PostcodeAddressRecognizer

    assert _values(PostcodeAddressRecognizer("en"), text) == []
