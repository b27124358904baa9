from edge_agent.privacy.detect import Entity
from edge_agent.privacy.vault import Vault


def ent(text, value, t):
    i = text.index(value)
    return Entity(t, i, i + len(value), value, 1.0)


def test_placeholders_are_typed_stable_and_numbered_in_order():
    v = Vault()
    assert v.placeholder("PERSON", "Ann Lee") == "[PERSON_001]"
    assert v.placeholder("PHONE", "13912345678") == "[PHONE_001]"
    assert v.placeholder("PERSON", "Bo Chan") == "[PERSON_002]"
    assert v.placeholder("PERSON", "Ann Lee") == "[PERSON_001]"
    # digit-keyed types: another formatting of the same number is the same value
    assert v.placeholder("PHONE", "139 1234 5678") == "[PHONE_001]"
    assert v.placeholder("APIKEY", "sk-x") == "[APIKEY_001]"


def test_redact_and_unredact_tolerate_reformatting():
    v = Vault()
    text = "Ann Lee called 13912345678"
    red = v.redact(text, [ent(text, "Ann Lee", "PERSON"), ent(text, "13912345678", "PHONE")])
    assert red == "[PERSON_001] called [PHONE_001]"
    for reply in ("[person_001] / [PHONE_1]", "PERSON_001 / [ PHONE_001 ]", "[PERSON_001] / phone_001"):
        assert v.unredact(reply) == "Ann Lee / 13912345678"
    assert v.unredact("[PERSON_009] and ITEM_001 and MY_PERSON_001") == "[PERSON_009] and ITEM_001 and MY_PERSON_001"


def test_unredact_obj_walks_json():
    v = Vault()
    v.placeholder("EMAIL", "a@b.io")
    assert v.unredact_obj({"to": ["[EMAIL_001]"], "n": 3}) == {"to": ["a@b.io"], "n": 3}
