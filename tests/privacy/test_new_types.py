"""The types added for issue 15: IPs, dates of birth, medical terms, passports and other national
IDs, passwords and PINs in prose, CVVs, names in other orders and in user names, addresses in
more countries. Each case has a look-alike that must stay."""
import pytest


def types(detector, text):
    return [(e.type, e.text) for e in detector.analyze(text)]


@pytest.mark.parametrize("text,expected", [
    ("Login from 10.20.30.40 failed", ("IP_ADDRESS", "10.20.30.40")),
    ("peer [2a01:4f8:c17:1b2::2]:443 reset", ("IP_ADDRESS", "2a01:4f8:c17:1b2::2")),
    ("服务器在10.1.2.3上", ("IP_ADDRESS", "10.1.2.3")),
    ("DOB: 14/07/1979, admitted today", ("DATE_OF_BIRTH", "14/07/1979")),
    ("She was born on March 3, 1988 in Leeds.", ("DATE_OF_BIRTH", "March 3, 1988")),
    ("出生日期：1965年4月12日", ("DATE_OF_BIRTH", "1965年4月12日")),
    ("diagnosed with type 2 diabetes last year", ("MEDICAL", "diagnosed with type 2 diabetes")),  # round 23: the statement
    ("started metformin 500 mg twice daily", ("MEDICAL", "metformin 500 mg twice daily")),
    ("患者确诊为抑郁症", ("MEDICAL", "确诊为抑郁症")),
    ("Passport no. 533421987, expires 2030", ("PASSPORT", "533421987")),
    ("护照号E12345678，请核对", ("PASSPORT", "E12345678")),
    ("NI number AB 12 34 56 C on file", ("NATIONAL_ID", "AB 12 34 56 C")),
    ("Aadhaar: 7181 9093 7865", ("NATIONAL_ID", "7181 9093 7865")),
    ("French NIR 1 79 02 65 920 549 60", ("NATIONAL_ID", "1 79 02 65 920 549 60")),
    ("My password is Tr0ub4dor&3 and nothing else", ("PASSWORD", "Tr0ub4dor&3")),
    ("the PIN for the card is 4821.", ("PASSWORD", "4821")),
    ('wifi_password="correct horse battery staple"', ("PASSWORD", "correct horse battery staple")),
    ("密码是Zq8!mRt2，别外传", ("PASSWORD", "Zq8!mRt2")),
    ("card 4539 1488 0343 6467, CVV 392", ("CVV", "392")),
    ("Reviewers: Garcia, Chen and others", ("PERSON", "Garcia, Chen")),
    ("assigned to Wei Zhang today", ("PERSON", "Wei Zhang")),
    ("commit by priya.sharma fixed it", ("PERSON", "priya.sharma")),
    ("张伟的手机是13812345678", ("PERSON", "张伟")),
    ("Ship to Hauptstraße 12, 10115 Berlin.", ("ADDRESS", "Hauptstraße 12, 10115 Berlin")),
    ("then 12 rue de la Paix, 75002 Paris", ("ADDRESS", "12 rue de la Paix, 75002 Paris")),
])
def test_new_types_found(detector, text, expected):
    assert expected in types(detector, text)


@pytest.mark.parametrize("text", [
    "loopback 127.0.0.1 and ::1, docs 192.0.2.10 and 2001:db8::1, netmask 255.255.255.0",
    "upgrade to v1.2.3.4 then version 10.0.19041.1 and OID 1.3.6.1.4.1",
    "std::vector<int> at 12:30:45, MAC 00:1A:2B:3C:4D:5E",
    "The invoice is dated 1985-03-12 and the release on 2024-01-01.",
    "The password policy requires 12 characters; password was reset.",
    "NINO example QQ 12 34 56 C from the HMRC guide",
    "The Great Depression and a stroke of luck; anxiety about the deadline.",
])
def test_look_alikes_stay(detector, text):
    assert types(detector, text) == []
