"""National identity numbers of many countries (issue 15, round 6; `recognizers/id_schemes.py`).

Values are the schemes' own published specimen numbers or invented ones with their check digits
computed (each validator is first checked on a specimen whose validity its issuer documents), in
several written forms and with English, native-language and Chinese cues. Look-alikes that must
stay: the same shapes with a wrong check digit, and right check digits with no cue where the form
alone is not distinctive (a bare 11-digit run is as likely a phone or an order number)."""
from __future__ import annotations

import pytest

from edge_agent.privacy.detect import Detector
from edge_agent.privacy.recognizers import id_schemes as s
from spans import covered


@pytest.fixture(scope="module")
def detector():
    return Detector(cache=False, learned=False)


# Specimens published by the issuing authorities or in the schemes' documentation.
@pytest.mark.parametrize("validator, value", [
    (s._tr_tckn, "10000000146"), (s._thai, "1101700207030"), (s._snils, "112-233-445 95"), (s._inn12, "500100732259"),
    (s._ahv, "756.9217.0769.85"), (s._hetu, "131052-308T"), (s._pl_nip, "123-456-32-18"), (s._bg_egn, "7523169263"),
    (s._hr_oib, "69435151530"), (s._jmbg, "0101006500006"), (s._baltic, "37605030299"), (s._ie_ppsn, "1234567T"),
    (s._ie_ppsn, "1234567TW"), (s._uk_nhs, "943 476 5919"), (s._au_tfn, "123 456 782"), (s._au_medicare, "2123 45670 1"),
    (s._nz_ird, "49-091-850"), (s._nz_nhi, "ZZZ0016"), (s._rut, "12.345.678-5"), (s._ec_cedula, "1710034065"),
    (s._za_id, "8001015009087"), (s._il_tz, "123456782"), (s._ir_melli, "0499370899"), (s._emirates, "784-1968-6570305-0"),
    (s._my_number, "123456789018"), (s._be_nn, "85.07.30-033.28"), (s._cuit, "20-12345678-6"), (s._kennitala, "120174-3399"),
    (s._rodne_cislo, "780123/3540"), (s._ro_cnp, "1800101221144"), (s._gr_afm, "090000045"), (s._pt_nif, "123456789"),
])
def test_validator_accepts_specimen(validator, value):
    assert validator(value)


@pytest.mark.parametrize("validator, value", [
    (s._tr_tckn, "10000000145"), (s._thai, "1101700207031"), (s._snils, "112-233-445 96"), (s._ahv, "756.9217.0769.86"),
    (s._hetu, "131052-308U"), (s._pl_nip, "123-456-32-19"), (s._hr_oib, "69435151531"), (s._uk_nhs, "943 476 5918"),
    (s._rut, "12.345.678-6"), (s._za_id, "8001015009088"), (s._emirates, "784-1968-6570305-1"),
    (s._my_number, "123456789019"), (s._be_nn, "85.07.30-033.29"), (s._baltic, "37605030298"), (s._mykad, "851330-14-5678"),
])
def test_validator_rejects_wrong_check(validator, value):
    assert not validator(value)


@pytest.mark.parametrize("text, value", [
    # distinctive written forms with a valid check: no cue needed
    ("Versichertennummer auf der Karte: 756.9217.0769.85", "756.9217.0769.85"),
    ("rekisteröity henkilö 131052-308T, osoite tiedossa", "131052-308T"),
    ("Employee record - 1-1017-00207-03-0 - verified", "1-1017-00207-03-0"),
    ("applicant 850730-14-5678 (Selangor)", "850730-14-5678"),
    ("ID 784-1968-6570305-0 expires 2027", "784-1968-6570305-0"),
    ("СНИЛС 112-233-445 95", "112-233-445 95"),
    ("beneficiary 12.345.678-5 (Santiago)", "12.345.678-5"),
    ("factura a CUIT 20-12345678-6", "20-12345678-6"),
    ("rijksregister: 85.07.30-033.28", "85.07.30-033.28"),
    ("CNIC 35202-1234567-1 attached", "35202-1234567-1"),
    ("rodné číslo 780123/3540", "780123/3540"),
    ("CNP 1800101221144, născut la Cluj", "1800101221144"),
    # a bare run of digits with its scheme's name, in English, the country's language or Chinese
    ("TC Kimlik No: 10000000146", "10000000146"),
    ("土耳其身份证号 10000000146 已核对", "10000000146"),
    ("Thai ID 1101700207030", "1101700207030"),
    ("泰国身份证 1101700207030", "1101700207030"),
    ("My Number: 1234 5678 9018", "1234 5678 9018"),
    ("マイナンバー 123456789018", "123456789018"),
    ("NIK 3201011507850001 (KTP)", "3201011507850001"),
    ("印尼身份证号：3201011507850001", "3201011507850001"),
    ("MyKad 850730145678", "850730145678"),
    ("NHS number 943 476 5919", "943 476 5919"),
    ("TFN 123 456 782", "123 456 782"),
    ("Medicare card 2123 45670 1", "2123 45670 1"),
    ("IRD number 49-091-850", "49-091-850"),
    ("OIB: 69435151530", "69435151530"),
    ("EGN 7523169263", "7523169263"),
    ("JMBG 0101006500006", "0101006500006"),
    ("isikukood 37605030299", "37605030299"),
    ("PPSN 1234567TW", "1234567TW"),
    ("South African ID number 8001015009087", "8001015009087"),
    ("teudat zehut 123456782", "123456782"),
    ("INN 500100732259", "500100732259"),
    ("NIP 123-456-32-18", "123-456-32-18"),
    ("Iqama 2123456788 renewed", "2123456788"),
    # the label alone, whatever the check digit (as for "National ID:", "DNI", "NIK" before)
    ("Civil ID: 287654321098", "287654321098"),
    ("QID 28412345678", "28412345678"),
    ("身份证号：E12345678", "E12345678"),
])
def test_national_id_found(detector, text, value):
    ents = detector.analyze(text)
    assert covered(ents, text, "NATIONAL_ID", value), [(e.type, e.text) for e in ents]
    start = text.index(value)
    assert any(e.type == "NATIONAL_ID" and e.start == start and e.end == start + len(value) for e in ents), \
        [(e.type, e.text) for e in ents]


@pytest.mark.parametrize("text", [
    "order 10000000146 shipped",                 # TCKN-valid, no cue: an order number
    "call 10000000146 tomorrow",                 # ... or a phone
    "Versichertennummer 756.9217.0769.86",      # AHV with a wrong check digit
    "ref 131052-308U",                           # HETU with a wrong check character
    "invoice 1-1017-00207-03-1",                 # Thai shape, wrong check
    "build 850730-14-5679-x",                    # glued to more text
    "SKU 851330-14-5678",                        # no such date
    "ticket 784-1968-6570305-1",                 # Emirates ID shape, Luhn fails
    "employee id no 12345678901",                # "ID no." of an employee is no identity cue
    "tracking 1101700207030",                    # Thai-valid 13 digits without a cue
    "version 12.345.678-6",                      # RUT shape, wrong check
    "EPIC-12345 is blocked",                     # a tracker key, not a voter ID
])
def test_national_id_lookalike_stays(detector, text):
    assert not [e for e in detector.analyze(text) if e.type == "NATIONAL_ID"], text


def test_chinese_resident_id_stays_idcard(detector):
    text = "身份证号：11010519491231002X"
    ents = detector.analyze(text)
    assert [e.type for e in ents if e.text == "11010519491231002X"] == ["IDCARD"]


@pytest.mark.parametrize("text, value", [
    ('{"name":"A. Quist","nationalId":"K8821455"}', "K8821455"),
    ('"cnic":"35202-1234567-1"', "35202-1234567-1"),
    ("GET /kyc?national_id=ZX-90817-22&step=2", "ZX-90817-22"),
    ("tckn = '10000000146'", "10000000146"),
])
def test_keyed_national_id(detector, text, value):
    start = text.index(value)
    ents = detector.analyze(text)
    assert any(e.type == "NATIONAL_ID" and (e.start, e.end) == (start, start + len(value)) for e in ents), \
        [(e.type, e.text) for e in ents]


@pytest.mark.parametrize("text", ['"pan": "4539148803436467"', "emp_id=12345678", '{"id_no": "A-00912"}', "order_id: 4471229011"])
def test_keyed_lookalike_is_not_a_national_id(detector, text):
    assert not [e for e in detector.analyze(text) if e.type == "NATIONAL_ID"], text


@pytest.mark.parametrize("cue", [
    "National ID", "citizen ID", "Personal ID number", "identity no", "ID card no", "government ID", "voter ID", "tax ID",
    "PAN", "NIN", "DNI", "NIE", "NIF", "CURP", "RUT", "CUIL", "NIK", "NRIC", "Emirates ID", "CNIC", "KTP", "CCCD", "CMND",
    "MyKad", "HKID", "TCKN", "SNILS", "СНИЛС", "ИНН", "AMKA", "OIB", "EGN", "ЕГН", "CNP", "JMBG", "EMŠO", "PPSN", "AHV",
    "AVS", "HETU", "TFN", "IRD", "NHI", "PhilSys", "PSN", "UMID", "QID", "CUIT", "NSS", "BVN", "Iqama", "civil ID",
    "TC Kimlik No", "kimlik no", "teudat zehut", "kennitala", "personnummer", "fødselsnummer", "isikukood",
    "asmens kodas", "personas kods", "rodné číslo", "henkilötunnus", "Medicare number", "tax file number",
    "resident registration number", "identity card number", "IC no", "citizenship number", "residence permit number",
    "social insurance number", "nº de identidad", "cédula", "nomor induk kependudukan", "số căn cước", "numéro national",
    "身份号码", "证件号码", "税号", "社会保障号", "身份证号码", "身份证：", "社保号", "社会保险号", "医保号", "医保卡号",
    "居留证号", "居住证号", "永久居留证号", "个人识别号", "国民身份号", "身分證字號", "주민등록번호", "외국인등록번호",
    "マイナンバー", "個人番号", "Personalausweisnummer", "Ausweis-Nr.", "carte d'identité", "carta d'identità",
    "identiteitskaart", "ID-kort", "dowód osobisty", "občanský průkaz", "személyi igazolvány", "cartão de cidadão",
    "documento de identidad", "clave de elector", "kimlik kartı", "CNI", "CIE", "DUI", "INE", "NIC",
])
def test_generic_cue_precheck_covers_every_cue(cue):
    from edge_agent.privacy.recognizers import ids

    text = f"{cue}: K1234567" if not cue.endswith("：") else cue + "K1234567"
    assert ids.NationalIdRecognizer("en")._generic_cue.search(text), cue
    assert any(a in text for a in ids._CUE_ACRONYMS) or any(w in text.lower() for w in ids._CUE_WORDS), cue


@pytest.mark.parametrize("key", [
    "national_id", "nationalId", "national_id_no", "nationalIdNumber", "national_identity_number", "citizen_id", "citizenId",
    "personal_id", "personalNumber", "personalCode", "resident_id", "residentId", "identity_no", "identityNumber",
    "id_card_no", "idCardNo", "idCardNumber", "nino", "ni_number", "niNumber", "aadhaar", "aadhar", "cnic", "nik", "nric",
    "mykad", "cccd", "cpf", "curp", "dni", "nie", "pesel", "bsn", "tckn", "tc_kimlik", "iqama", "emirates_id", "emiratesId",
    "civil_id", "civilId", "snils", "amka", "oib", "egn", "cnp", "jmbg", "ppsn", "ahv", "hetu", "personnummer",
    "codice_fiscale", "codiceFiscale", "steuer_id", "steuerId", "tax_file_number", "tfn", "ird", "insee", "nir", "sin",
    "my_number", "myNumber", "rrn", "hkid", "philsys", "psn", "nid", "national_insurance",
])
def test_keyed_id_precheck_covers_every_key(key):
    from edge_agent.privacy.recognizers import ids

    text = f'"{key}": "K1234567"'
    assert ids._KEYED_ID.search(text), key
    assert any(h in text.lower() for h in ids._KEY_HINTS), key


@pytest.mark.parametrize("text, value", [
    ("Personalausweisnummer: L01X00T47", "L01X00T47"), ("carte d'identité n° 880692310285", "880692310285"),
    ("Carta d'identità: CA00000AA", "CA00000AA"), ("DNI nº 12345678Z", "12345678Z"), ("Ausweis-Nr. T22000129", "T22000129"),
])
def test_identity_card_labels(detector, text, value):
    start = text.index(value)
    assert any(e.type == "NATIONAL_ID" and (e.start, e.end) == (start, start + len(value)) for e in detector.analyze(text))
