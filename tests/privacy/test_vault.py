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


def test_only_the_exact_bracketed_placeholder_is_unredacted():
    v = Vault()
    text = "Ann Lee called 13912345678"
    red = v.redact(text, [ent(text, "Ann Lee", "PERSON"), ent(text, "13912345678", "PHONE")])
    assert red == "[PERSON_001] called [PHONE_001]"
    assert v.unredact("[PERSON_001] / [PHONE_001]") == "Ann Lee / 13912345678"
    # Loose forms are ordinary text: a file named phone_1.txt stays that name.
    for reply in ("[person_001] / [PHONE_1]", "PERSON_001 / [ PHONE_001 ]", "phone_1.txt", "[PHONE_0001]",
                  "[PERSON_009] and ITEM_001 and MY_PERSON_001"):
        assert v.unredact(reply) == reply
    assert v.placeholders_in("x [PHONE_001] [PHONE_1] [PERSON_001]") == [
        ("[PHONE_001]", "PHONE", "13912345678"), ("[PERSON_001]", "PERSON", "Ann Lee")]


def test_unredact_obj_walks_json():
    v = Vault()
    v.placeholder("EMAIL", "a@b.io")
    assert v.unredact_obj({"to": ["[EMAIL_001]"], "n": 3}) == {"to": ["a@b.io"], "n": 3}
