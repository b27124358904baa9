"""Round-14 forms (issue 15), each with INVENTED values: phones phonenumbers turns away (drama ranges, cued 8-digit
local numbers), values wrapped over a line break (IBAN, JWT), vendor secrets by shape (AWS session token, Salesforce
session id), recovery codes, a dotted BSN, a CVV named loosely after a card, a lock's code a few words after its name,
a price list's table, and health words in a leaflet that names nobody -- and the look-alikes each must leave."""
from __future__ import annotations

import base64
import json

import pytest

from edge_agent.privacy.detect import Detector
from edge_agent.privacy.recognizers.wrapped import iban_checks


@pytest.fixture(scope="module")
def detector():
    return Detector(cache=False, learned=False)


def _found(detector, text, kind):
    return [e.text for e in detector.analyze(text) if e.type == kind]


def _jwt(payload: dict, sig_chars: int = 43) -> str:
    def enc(d):
        return base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    return enc({"alg": "HS256", "typ": "JWT"}) + "." + enc(payload) + "." + ("Qx7-" * 20)[:sig_chars]


def _wrap(token: str, first: int, width: int) -> str:
    lines = [token[:first]] + [token[i:i + width] for i in range(first, len(token), width)]
    return "\n".join(lines)


@pytest.mark.parametrize("text, kind, value", [
    ("Voicemail from +44 7700 900461 - 0:31", "PHONE", "+44 7700 900461"),
    ("ring me on 07700 900 274 after six", "PHONE", "07700 900 274"),
    ("office 01632 960 118, ask for accounts", "PHONE", "01632 960 118"),
    ("Policyholder: K. Ma    Tel: 9132 4470    Email follows", "PHONE", "9132 4470"),
    ("WhatsApp 6281 0937 if the gate is locked", "PHONE", "6281 0937"),
    ("AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjEKb//////////wEaCXVzLXdlc3QtMiJGMEQCIBx" + "Qm4r" * 25, "SECRET",
     "IQoJb3JpZ2luX2VjEKb//////////wEaCXVzLXdlc3QtMiJGMEQCIBx" + "Qm4r" * 25),
    ("sid 00DKx0000012AbC!AQ4AQ" + "Zk9.pWr_" * 12 + " (expires at noon)", "SECRET",
     "00DKx0000012AbC!AQ4AQ" + "Zk9.pWr_" * 12),
    ("Recovery code: 4HQ2-P9ZL-7MWK-3TDA (keep offline)", "SECRET", "4HQ2-P9ZL-7MWK-3TDA"),
    ("网银备用码：K7WQ-2MZX-93PA", "SECRET", "K7WQ-2MZX-93PA"),
    ("HR: we still need your BSN. Ana: BSN 是 1112.22.333 thanks", "NATIONAL_ID", "1112.22.333"),
    ("Card 4539 5780 1234 5673 exp 11/28 and the three on the back are 418.", "CVV", "418"),
    ("卡号 6222 0213 4567 8902 105，后面三个号码 627", "CVV", "627"),
    ("客户：6222021345678902105，安全码要吗？是904。", "CVV", "904"),
    ("The alarm code was given verbally to the cleaner: 5829.", "PASSWORD", "5829"),
    ("New side gate code from next week is 3306# - please don't post it", "PASSWORD", "3306#"),
    ("the plumber will use the key safe (7140) at the back", "PASSWORD", "7140"),
    # after corpus_blind17's held-out measure: a Maestro card, UnionPay's 6-13 grouping, Django's generated key,
    # a PEM key inside a JSON / env string with its line breaks escaped, up to the escaped break after it
    ("refunded to your Maestro card 675943794240937059 today", "CARD", "675943794240937059"),
    ("工资转入农商行卡621731 8938791972880，请查收", "CARD", "621731 8938791972880"),
    ('SECRET_KEY = "django-insecure-q8#v=2k&x^7m(zp-3r!w5t_b9n@c1h%y4f+e6s0"', "SECRET",
     "django-insecure-q8#v=2k&x^7m(zp-3r!w5t_b9n@c1h%y4f+e6s0"),
    ('KEY = "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0B\\n-----END PRIVATE KEY-----\\n"', "SECRET",
     "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0B\\n-----END PRIVATE KEY-----\\n"),
])
def test_found(detector, text, kind, value):
    assert value in _found(detector, text, kind)


def test_wrapped_iban_and_jwt(detector):
    assert iban_checks("GB33 BUKB 2020 1555 5555 55") and not iban_checks("GB33 BUKB 2020 1555 5555 56")
    text = "Please pay the deposit to\nIBAN GB33 BUKB 2020\n1555 5555 55\nBIC BUKBGB22\nThanks"
    assert _found(detector, text, "IBAN") == ["GB33 BUKB 2020\n1555 5555 55"]
    complete = "IBAN GB33 BUKB 2020 1555 5555 55\n1234 items shipped"  # complete on its line: the next line stays out
    assert _found(detector, complete, "IBAN") == ["GB33 BUKB 2020 1555 5555 55"]
    token = _jwt({"sub": "parent-4471", "name": "portal login", "exp": 1790000000})
    wrapped = _wrap(token, 50, 60)
    text = "Your one-time link:\nhttps://portal.example/magic?token=" + wrapped + "\n\nSee you on Monday"
    assert _found(detector, text, "APIKEY") == [wrapped]


@pytest.mark.parametrize("text, kind", [
    ("Trip total £23.40, bus 555 0142 runs every 20 min", "PHONE"),
    ("Invoice 9132 4470 is overdue", "PHONE"),               # 8 digits without a phone word: an id
    ("Build 7700 900461 finished", "PHONE"),                 # no leading 0 or +44: not a drama-range number
    ("Order FR76 3000\n6000 0112 3456 7890 189", "IBAN"),   # the pieces fail mod-97
    ("the three on the back of the photo are 1998 shots", "CVV"),      # no card before it
    ("Your verification code is 482 913. Never share it.", "PASSWORD"),
    ("Course code for the module is 4410, see the handbook", "PASSWORD"),
    ("Backup: 2024-11-03 nightly job ok", "SECRET"),
    ("Tracking 5712 3456 7890 12 is on its way", "CARD"),     # a Maestro-like prefix that fails Luhn
])
def test_left_alone(detector, text, kind):
    assert _found(detector, text, kind) == []


def test_price_list_table_and_a_bill_total(detector):
    tariff = ("PARCEL TARIFF from 1 May (ex VAT)\n\n| Service | up to 2 kg | 2-5 kg |\n|---|---|---|\n"
              "| Economy | £3.95 | £5.40 |\n| Next day | £6.25 | £8.10 |\n")
    assert _found(detector, tariff, "AMOUNT") == []
    bill = ("Patient: Jonah Whitlow\n\n| Item | Fee |\n|---|---|\n| Crown UR6 | £610.00 |\n| X-ray | £35.00 |\n"
            "| **Your total** | **£645.00** |\n")
    assert [a for a in _found(detector, bill, "AMOUNT") if "645" in a]
    assert not [a for a in _found(detector, bill, "AMOUNT") if "610" in a or "35.00" in a]
    payroll = "| Name | Role | Salary |\n|---|---|---|\n| Jonah Whitlow | Driver | £31,200 |\n"
    assert _found(detector, payroll, "AMOUNT")


def test_leaflet_names_nobody_but_a_record_keeps_its_patient(detector):
    leaflet = ("GUM DISEASE - WHAT TO LOOK OUT FOR\nA leaflet from Harbour Dental\n\nGingivitis is the early stage of "
               "gum disease. Left untreated it can progress to periodontitis, which loosens your teeth.\n")
    assert _found(detector, leaflet, "MEDICAL") == []
    record = ("Patient: Noor Haddad   DOB 02/03/1990\nDiagnosis: dengue fever with warning signs\n"
              "Treatment: IV fluids, paracetamol 1g QID\n")
    assert _found(detector, record, "MEDICAL")


def test_a_value_found_once_is_found_where_it_is_repeated(detector):
    text = ("Policyholder: Wing Lau    Tel: 6482 1937\nClaim: HK$4,100 approved.\nPay by FPS to 6482 1937\n"
            "Ref 6482 19370 is the claim file")  # the last one is glued to a longer number: not the phone
    phones = [(e.start, e.text) for e in detector.analyze(text) if e.type == "PHONE"]
    assert [t for _, t in phones] == ["6482 1937", "6482 1937"]
    from edge_agent.privacy.repeats import again

    class F:
        def __init__(self, type, start, end, text, score=0.9):
            self.type, self.start, self.end, self.text, self.score = type, start, end, text, score

    short = "PIN 4417 and again 4417"
    assert again(short, [F("PASSWORD", 4, 8, "4417")]) == []  # not a key-group type, and too short
    mail = "write to ana.ruiz@mail.example or ana.ruiz@mail.example.org"
    assert again(mail, [F("EMAIL", 9, 30, "ana.ruiz@mail.example")]) == []  # the second is part of a longer address


def test_a_price_lists_header_is_looked_for_a_bounded_way_up():
    from edge_agent.privacy.recognizers.price_forms import _MAX_ROWS, in_price_table
    from edge_agent.privacy.recognizers.wrapped import WrappedJwtRecognizer

    rows = "".join(f"| item {i} | £{i}.50 |\n" for i in range(_MAX_ROWS + 5))
    text = "PRICE LIST\n| Item | Fee |\n|---|---|\n" + rows
    assert in_price_table(text, text.find("£3.50"))
    assert not in_price_table(text, text.find(f"£{_MAX_ROWS + 4}.50"))  # too far below its header: kept (fails closed)
    wall = "eyJhbGciOiJIUzI1NiJ9\n" + ("A" * 60 + "\n") * 2000  # a header then base64 lines: no token, no runaway
    assert WrappedJwtRecognizer("en").find(wall) == []
