"""Round 9: a text's names completed after the recognizers (titles inside, a found name found again, a listed given
name alone, Chinese chat speakers and children named by a parent). Examples invented for these tests."""
import pytest

from edge_agent.privacy.detect import Detector
from edge_agent.privacy.han_people import han_people


@pytest.fixture(scope="module")
def found():
    d = Detector(cache=False, learned=False)

    def run(text: str) -> list[tuple[str, str]]:
        return [(e.type, e.text) for e in d.analyze(text)]
    return run


def test_the_title_is_inside_the_name(found):
    assert ("PERSON", "Mr. Pendleton") in found("Dear Mr. Pendleton,\nyour parcel is waiting at the depot.")
    assert ("PERSON", "Dr. Ingrid Solberg") in found("Referred to Dr. Ingrid Solberg for a second opinion.")


def test_a_found_name_is_found_again_alone(found):
    text = "From: Boris Kaminski <bk@example.org>\nTo: team\n\nBoris here, the figures are attached."
    assert [v for t, v in found(text) if t == "PERSON"].count("Boris") == 1
    caps = found("Holder: Yvette Marchand\nNAME ON CARD: YVETTE MARCHAND")
    assert ("PERSON", "YVETTE MARCHAND") in caps or ("PERSON", "MARCHAND") in caps


def test_a_listed_given_name_alone_but_not_a_place_or_month(found):
    assert ("PERSON", "Jenny") in found("让 Jenny 把 key 也换了")
    assert any(t == "PERSON" and "Tracy" in v for t, v in found("Card services, Tracy speaking. How can I help?"))
    people = [v for t, v in found("Flight to Chiang Mai on 3 Jan, then Santa Clara.") if t == "PERSON"]
    assert people == []


def test_a_common_lower_case_word_found_once_is_not_spread():
    d = Detector(cache=False, learned=False)
    text = 'dsn = "mysql:host=db;dbname=store"\nuser = store\n'
    assert [e.text for e in d.analyze(text) if e.type == "PERSON"].count("store") <= 1


def test_chinese_chat_speakers_and_children():
    text = "蔓蔓：快打银行电话\n何建国：好的\n客服：请稍等\n申请日期：2026-12-01\n朵朵妈妈：我家朵朵对青霉素过敏"
    names = {text[a:b] for a, b in han_people(text)}
    assert {"蔓蔓", "何建国", "朵朵"} <= names
    assert not names & {"客服", "申请日期", "妈妈"}


def test_a_chinese_nickname_found_once_is_found_inside_a_sentence(found):
    text = "朵朵妈妈：老师好\n班主任：收到，朵朵今天体温正常"
    assert [v for t, v in found(text) if t == "PERSON"].count("朵朵") == 2


def test_round_9_keys_and_ids(found):
    # invented values
    assert ("SECRET", "7d1e0c4b9a8f6e5d4c3b2a19") in found("push appKey=11aa22bb33cc44dd55ee66ff masterSecret=7d1e0c4b9a8f6e5d4c3b2a19")
    assert ("SECRET", "KRUGS4ZANFZSAYLF") in found('"VPN","ann","OTP seed KRUGS4ZANFZSAYLF"')
    assert ("SECRET", "KRUGS4ZANFZSAYLF") in found("otpauth://totp/Acme:ann?secret=KRUGS4ZANFZSAYLF&issuer=Acme")
    assert not [v for t, v in found("nextPageToken=CAoQAA7x9zz") if t == "SECRET"]
    assert ("SSN", "512-44-0173") in found("终于拿到SSN了！512-44-0173 等了三周")
    manifest = "Tour group visa list\n1. OKAFOR, Ada — NGA — 612093847 — 02 MAR 1980\n2. LEE, Min — KOR — M48201937 — 1 JAN 1990"
    assert {("PASSPORT", "612093847"), ("PASSPORT", "M48201937")} <= set(found(manifest))
    assert ("PASSPORT", "E71820394") in found("护照都发我一下\n小周：E71820394")
    assert not [v for t, v in found("Order 48213377 shipped to the USA warehouse") if t == "PASSPORT"]
