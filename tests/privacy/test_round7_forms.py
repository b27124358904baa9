"""Round-7 forms (issue 15), each with INVENTED values in several variants, and look-alikes that must stay: credentials
without a key=value name (constructor arguments, SQL rows of credential tables, HCL variable defaults), camelCase
password keys, national IDs under weak keys or after Chinese cues glued to Latin letters, prices in receipts and offers,
payslip figures, names at more positions, more medical phrases, dates of birth after a person's sex or equal to a
Chinese ID's birth date."""
from __future__ import annotations

import pytest

from edge_agent.privacy.detect import Detector
from spans import covered


@pytest.fixture(scope="module")
def detector():
    return Detector(cache=False, learned=False)


@pytest.mark.parametrize("text, typ, value", [
    # credentials as positional arguments of a client / auth / SDK call: the first APIKEY, the next SECRET
    ("client = AipSpeech('11830042', 'Qw7RtYx2KpL9mNb4Vc6ZsA1d', 'Hj3Kl9PqRs7TuVw2XyZa8BcDe5FgHi0J')", "APIKEY",
     "Qw7RtYx2KpL9mNb4Vc6ZsA1d"),
    ("client = AipSpeech('11830042', 'Qw7RtYx2KpL9mNb4Vc6ZsA1d', 'Hj3Kl9PqRs7TuVw2XyZa8BcDe5FgHi0J')", "SECRET",
     "Hj3Kl9PqRs7TuVw2XyZa8BcDe5FgHi0J"),
    ('auth = oss2.Auth("LTAI9xQw2ErTy7UiOp3AsDf", "Zx8Cv7Bn6Mm5Ll4Kk3Jj2Hh1Gg0FfEe")', "SECRET",
     "Zx8Cv7Bn6Mm5Ll4Kk3Jj2Hh1Gg0FfEe"),
    ('cred = credential.Credential("AKIDk2Lm9Np8Qr7St6Uv5Wx4Yz3Ab2Cd1Ef", "Gh5Ij4Kl3Mn2Op1Qr0St9Uv8Wx7Yz6A")', "SECRET",
     "Gh5Ij4Kl3Mn2Op1Qr0St9Uv8Wx7Yz6A"),
    # rows of a credential table in a SQL dump
    ("INSERT INTO api_keys VALUES (7,'web','9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c','2025-03-01');", "APIKEY",
     "9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c"),
    ("INSERT INTO `oauth_client_secrets` (id, secret) VALUES (2,'Mn4Bv6Cx8Zl1Kj3Hg5Fd7Sa9Pq2Wr4Ty6U==');", "SECRET",
     "Mn4Bv6Cx8Zl1Kj3Hg5Fd7Sa9Pq2Wr4Ty6U=="),
    # a Terraform variable named like a credential, its default
    ('variable "redis_auth_token" {\n  type    = string\n  default = "r3D!s-Tok3n-2291"\n}', "SECRET", "r3D!s-Tok3n-2291"),
    ('variable "admin_password" {\n  default = "Ko9#mVb2xQ"\n}', "SECRET", "Ko9#mVb2xQ"),
    # camelCase password keys
    ("db:\n  rootPassword: Zk-Vault-7713\n", "PASSWORD", "Zk-Vault-7713"),
    ('{"adminPwd": "lantern88Q"}', "PASSWORD", "lantern88Q"),
    # glued credential names in prose
    ("AccessKeySecret Wd8Ft5Gy2Hu9Ji6Ko3Lp0Zx7Cv4Bn1 请立即禁用", "APIKEY", "Wd8Ft5Gy2Hu9Ji6Ko3Lp0Zx7Cv4Bn1"),
    ("the SecretKey is Pq7Wr4Ty1Ui8Op5As2Df9Gh6Jk3", "APIKEY", "Pq7Wr4Ty1Ui8Op5As2Df9Gh6Jk3"),
    # a Markdown backtick ends an assigned secret
    ("set `GROQ_API_KEY=Xc4Vb7Nm1Lk9Jh3Gf6Ds2Aq8We5Rt0Yu` first", "SECRET", "Xc4Vb7Nm1Lk9Jh3Gf6Ds2Aq8We5Rt0Yu"),
    # national IDs under a weak key when a checked scheme validates them; a Chinese cue after Latin letters
    ('{"name":"Le Van Tam","id_no":"079185004213"}', "NATIONAL_ID", "079185004213"),
    ("idNumber=62601815964&step=2", "NATIONAL_ID", "62601815964"),
    ("TC身份号：18301661332", "NATIONAL_ID", "18301661332"),
    ("VN身份证号 036092001234", "NATIONAL_ID", "036092001234"),
])
def test_round7_key_forms(detector, text, typ, value):
    found = detector.analyze(text)
    assert covered(found, text, typ, value) or typ in ("APIKEY", "SECRET") and covered(
        found, text, "SECRET" if typ == "APIKEY" else "APIKEY", value), (text, found)


@pytest.mark.parametrize("text, typ, value", [
    # payslip figures
    ("工资条 2025年10月\n基本工资 12,000.00  绩效 3,150.00\n个税 -615.20  实发 14,534.80", "AMOUNT", "3,150.00"),
    ("工资条 2025年10月\n基本工资 12,000.00  绩效 3,150.00\n个税 -615.20  实发 14,534.80", "AMOUNT", "14,534.80"),
    ("PAYSLIP — October\nGross pay 4,820.00\nIncome tax 731.45\nNet 4,088.55", "AMOUNT", "731.45"),
    # owed sums in 万, more ISO codes
    ("老周还欠我们尾款15万，说下月付", "AMOUNT", "15万"),
    ("Refund of COP 1.250.000 approved for the customer", "AMOUNT", "COP 1.250.000"),
    # names
    ("入住人：SIMA/XIAOLONG\n酒店：外滩华尔道夫", "PERSON", "SIMA/XIAOLONG"),
    ("Passenger: KOWALSKI/ANNA MRS   Seat 14C", "PERSON", "KOWALSKI/ANNA MRS"),
    ("SHIP TO\nTRAN MINH KHOA\n45 Le Loi, District 1", "PERSON", "TRAN MINH KHOA"),
    ("收款人 PRIYA NAIR，账号见附件", "PERSON", "PRIYA NAIR"),
    ("Customer: hi, my name is farida osmanova and I need help", "PERSON", "farida osmanova"),
    ("Called mrs. okonkwo twice today", "PERSON", "okonkwo"),
    ("Started Session 88 of User mbeki.", "PERSON", "mbeki"),
    ("deploy triggered by anika.r at 10:02", "PERSON", "anika.r"),
    ("      GF_SECURITY_ADMIN_USER: tamsin\n", "PERSON", "tamsin"),
    ("Tane: who has the key\nMoana: me\nTane: ok thanks, leaving now\nMoana: see you at home", "PERSON", "Tane"),
    ("Student: Aoife O'Sullivan (Year 9)", "PERSON", "Aoife O'Sullivan"),
    # medical
    ("She disclosed pregnancy during the interview (due in June).", "MEDICAL", "pregnancy"),
    ("Physio confirms hamstring strain after the match.", "MEDICAL", "hamstring strain"),
    ("Also said his blood sugar has been high lately.", "MEDICAL", "blood sugar"),
    # dates of birth
    ("受检者：周雅婷，女，1988-04-21\n体检日期：2025-06-02", "DATE_OF_BIRTH", "1988-04-21"),
    ("Patient record: Nikos Papas, male, 03/07/1961, ward 4", "DATE_OF_BIRTH", "03/07/1961"),
    ("证件号：110105198809150021\n出生：1988/09/15 入职：2019/03/01", "DATE_OF_BIRTH", "1988/09/15"),
    # a door code changed
    ("also the door code changed to 5192# from today", "PASSWORD", "5192#"),
])
def test_round7_other_forms(detector, text, typ, value):
    assert covered(detector.analyze(text), text, typ, value), (text, detector.analyze(text))


@pytest.mark.parametrize("text, value", [
    # prices in receipts, after a quantity or unit, offer words, taxes: stay
    ("永辉超市 小票\n进口香蕉 ¥12.90\n纯牛奶 ×2  ¥13.00\n合计 ¥25.90", "¥12.90"),
    ("永辉超市 小票\n进口香蕉 ¥12.90\n纯牛奶 ×2  ¥13.00\n合计 ¥25.90", "¥25.90"),
    ("报价还是按每箱1,280元吗？", "1,280元"),
    ("Two-bed flat in Recoleta. Asking USD 189,000. Visits Sundays.", "USD 189,000"),
    ("500 units at list EUR 9.40 each", "EUR 9.40"),
    ("Fare BDT 42,300 incl. taxes, economy", "BDT 42,300"),
    ("货值 USD 8,920.00 FOB 青岛", "USD 8,920.00"),
    ("本月套餐费 88元，流量已用完", "88元"),
    # look-alikes of the new key forms
    ("client = HttpClient('https://api.example.com', 'application/json')", "application/json"),
    ("INSERT INTO api_clients VALUES (3,'mobile-ios','com.example.App1');", "mobile-ios"),
    ("INSERT INTO products VALUES (1,'Kx9Lm2Np4Qr6St8Uv0Wx');", "Kx9Lm2Np4Qr6St8Uv0Wx"),
    ('variable "db_password_length" {\n  default = "changeme"\n}', "changeme"),
    ('{"order":{"id_no":"20250301447"}}', "20250301447"),
    ("clientId: 55012388412-x9qz.apps.googleusercontent.com", "55012388412"),
    # names: labels, logs and services
    ("Status: ok\nStatus: failed\nResult: retry\nResult: done", "Status"),
    ("job triggered by cron at 03:00", "cron"),
    ("the cafés along Rua Augusta were full", "Rua Augusta"),
    ("Agency Inmobiliaria Castro handles the viewing", "Inmobiliaria Castro"),
])
def test_round7_lookalikes_stay(detector, text, value):
    start = text.index(value)
    found = detector.analyze(text)
    assert not any(e.start < start + len(value) and e.end > start for e in found), (text, found)
