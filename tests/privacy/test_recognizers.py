import pytest

from edge_agent.privacy.recognizers.numbers import cn_id_ok, luhn_ok


def types(detector, text):
    return [(e.type, e.text) for e in detector.analyze(text)]


def test_checksums():
    assert cn_id_ok("11010519491231002X")
    assert not cn_id_ok("110105194912310021")
    assert luhn_ok("4111111111111111") and not luhn_ok("4111111111111112")


@pytest.mark.parametrize("text,expected", [
    ("key sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z", ("APIKEY", "sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z")),
    ("id AKIAQ7RT2MZL4XKP9D3W here", ("APIKEY", "AKIAQ7RT2MZL4XKP9D3W")),
    ("token ghp_abcdefghijklmnopqrstuvwxyz0123456789", ("APIKEY", "ghp_abcdefghijklmnopqrstuvwxyz0123456789")),
    ("slack xoxb-123456789012-abcdefghijklmnop", ("APIKEY", "xoxb-123456789012-abcdefghijklmnop")),
    ("maps AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q", ("APIKEY", "AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q")),
    ("db_password = s3cr3t!pass", ("PASSWORD", "s3cr3t!pass")),
    ("密码：Abc12345，别外传", ("PASSWORD", "Abc12345")),
    ("client_secret: 9f8e7d6c5b4a", ("SECRET", "9f8e7d6c5b4a")),
    ("身份证11010519491231002X已核验", ("IDCARD", "11010519491231002X")),
    ("卡号6222021234567890128请核对", ("CARD", "6222021234567890128")),
    ("手机13912345678联系", ("PHONE", "13912345678")),
    ("邮箱zhang.wei@example.com谢谢", ("EMAIL", "zhang.wei@example.com")),
])
def test_formats_next_to_chinese_and_english(detector, text, expected):
    assert expected in types(detector, text)


def test_checksum_failures_and_ordinary_numbers_are_not_detected(detector):
    text = "订单20250312001，身份证110105194912310021，卡号6222021234567890127，版本3.14.2，IP 10.0.0.12"
    found = types(detector, text)
    assert not [t for t in found if t[0] in ("IDCARD", "CARD", "PHONE")], found


def test_prose_with_secret_words_is_not_a_secret(detector):
    found = types(detector, "The token: expired yesterday and the password: reset. The password is wrong.")
    assert not [t for t in found if t[0] in ("SECRET", "PASSWORD")], found


def test_known_secrets_match_inside_chinese_text(detector):
    detector.learn(["tiger-lily"], "test")
    found = types(detector, "口令是tiger-lily吗")  # 口令 also makes it a PASSWORD; either way it is redacted
    assert found in ([("SECRET", "tiger-lily")], [("PASSWORD", "tiger-lily")]), found


def test_long_text_is_chunked_without_losing_entities(detector):
    filler = "The weather report said nothing of interest today. " * 120  # ~6 KB
    text = filler + "Call 13912345678 now. " + filler + "mail a.b@example.com"
    detector.chunk_chars = 1000
    found = types(detector, text)
    assert ("PHONE", "13912345678") in found and ("EMAIL", "a.b@example.com") in found


def test_pem_block_survives_chunk_boundaries(detector):
    pem = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(["A" * 64] * 20) + "\n-----END PRIVATE KEY-----"
    detector.chunk_chars = 300
    found = detector.analyze("x\n" * 100 + pem + "\ny")
    assert [(e.type, e.text) for e in found] == [("SECRET", pem)]


def test_segments_route_languages():
    from edge_agent.privacy.detect import segments

    text = "Hello there\n你好，世界\nmixed 中文 with several English words\n"
    langs = [s[2] for s in segments(text, 4000)]
    assert langs == [("en",), ("zh",), ("zh", "en")]
