"""Round 29 (issue 15): look-alikes that must stay -- a club, a committee, a cattery or a trader whose name opens
with what reads as a Chinese name ("毛孩子宠物寄养中心", "金桂苑业主委员会", "牛牛钢琴进出口"), a scout troop, a clan's
genealogy, a member's level; a month that is also a given name beside a day's number ("by August 23"); a Telegram
bot's user name; a dog's breed ("Border Terrier"); a body named with its city ("Architektenkammer Wien"); a health
talk's list of drugs; a run the tagger adds from inside a number or over a microchip's number; an amount the tagger
adds that the amount judge holds a price. And what must be found: a phone after an accented name that starts like a
number's label ("Sinéad" is no SIN), a UK mobile said aloud in groups, a CVV after "back number", as the answer to
"the three on the back?" on the same line, an Amex's "code on the front". Invented values."""

from __future__ import annotations

import pytest
from detect_helpers import of as _of

from edge_agent.privacy.detect import Detector, Entity
from edge_agent.privacy.tagger import _shaped


@pytest.mark.parametrize(
    "text, name",
    [
        ("乙方：毛孩子宠物寄养中心（统一社会信用代码见附件）", "毛孩子"),
        ("甲方：金桂苑业主委员会，联系人：业委会主任 姚桂芳", "金桂苑"),
        ("小邱（牛牛钢琴进出口）：贝先生，私人卖家先付全款风险很大", "牛牛"),
        ("各位家长好！上海市第十三童军团赴日本参加大露营", "童军团"),
        ("《濮阳吴氏宗谱》卷三 第17页", "吴氏"),
        ("会员等级：金卡，积分 3,200", "金卡"),
    ],
)
def test_a_body_named_after_what_reads_as_a_chinese_name(detector, text, name):
    assert name not in "".join(_of(detector, text, "PERSON"))


@pytest.mark.parametrize(
    "text, name",
    [
        ("甲方：金桂苑业主委员会，联系人：业委会主任 姚桂芳", "姚桂芳"),
        ("王芳明天到公司找我，电话 13907771234", "王芳"),  # a verb before the body's word: a person going to work
        ("孙浩去了活动中心，晚点回电", "孙浩"),
    ],
)
def test_a_person_beside_a_body_stays_a_person(detector, text, name):
    assert name in _of(detector, text, "PERSON")


@pytest.mark.parametrize(
    "text, kept",
    [
        ("If not paid by August 23, 2024 the contents may be sold at auction.", []),
        ("Rent review on the 3rd of June, then again in May.", []),
        ("Token for @SunnyMeadowOrdersBot was committed to the repo", []),
        ("Dog: Mabel, Border Terrier, 9 yrs", []),
        ("Mit freundlichen Grüßen\nArchitektenkammer Wien", []),
    ],
)
def test_dates_bots_breeds_and_a_body_with_its_city_are_no_names(detector, text, kept):
    assert [n for n in _of(detector, text, "PERSON") if n != "Mabel"] == kept


def test_a_month_that_is_a_given_name_without_a_day_stays_a_name(detector):
    assert "April Jones" in _of(detector, "April Jones will chair the meeting.", "PERSON")


def test_a_health_talks_drugs_are_nobodys_but_a_mothers_are_hers(detector):
    talk = "社区健康讲座\n主讲：钱医生（心内科副主任医师）\n内容：常用降压药硝苯地平、缬沙坦、美托洛尔的服用时间与注意事项"
    assert _of(detector, talk, "MEDICAL") == []
    assert _of(detector, "主讲：钱医生\n我妈一直吃硝苯地平", "MEDICAL") == ["硝苯地平"]


@pytest.mark.parametrize(
    "text, kind, value",
    [
        ("Next of kin informed: Sinéad Cusack 07761 204 883", "PHONE", "07761 204 883"),
        ("You can get me on oh seven nine four six, two two one, eight three zero. Thanks, bye.", "PHONE",
         "oh seven nine four six, two two one, eight three zero"),
        ("Emergency contact for Theo, dad, zero seven eight two two, five one three, six four nine.", "PHONE",
         "zero seven eight two two, five one three, six four nine"),
        ("its 4732 3291 7579 0351 exp 09/27 back number 417 name Margaret Ellison", "CVV", "417"),
        ("CALLER: 4732 3291 7579 0351. AGENT: And the three on the back? CALLER: 681.\nAGENT: Billing address?", "CVV",
         "681"),
        ("use my Amex 3731 475054 24604, exp 11/26, code on the front 4417. Cheers", "CVV", "4417"),
    ],
)
def test_phones_and_cvvs_said_in_these_ways(detector, text, kind, value):
    assert _of(detector, text, kind) == [value]


@pytest.mark.parametrize(
    "text, kind",
    [
        ("SIN 046 454 286", "PHONE"),  # a Canadian SIN stays no phone
        ("The code is one two three four five six seven.", "PHONE"),  # seven digits said, no phone word
        ("card 4732 3291 7579 0351, back number 12 on the form", "CVV"),
    ],
)
def test_their_look_alikes_stay(detector, text, kind):
    assert _of(detector, text, kind) == []


@pytest.mark.parametrize(
    "text, start, end",
    [
        ("Trip cost $1,450 — deposit paid $300", 13, 36),  # from inside "1,450"
        ("Dog: Mabel, microchip 826098102334871", 12, 37),  # a chip's number
    ],
)
def test_what_the_tagger_may_not_add(text, start, end):
    assert _shaped("MEDICAL", text, start, end) == []


class _PriceJudge:
    def keep(self, *args, **kwargs):
        return False


class _AddsAnAmount:
    """A test double of the learned tagger: keeps what the rules found, adds one amount, and has a judge that holds
    every amount a price."""

    amounts = _PriceJudge()

    def judge(self, text, spans, money):
        return [True] * len(spans), [("AMOUNT", text.index("£"), len(text), 0.9)]


def test_an_amount_the_tagger_adds_goes_before_the_amount_judge(engine):
    detector = Detector(learned=False)
    detector.tagger = _AddsAnAmount()  # type: ignore[assignment]
    text = "Co-op turnover of £184,200"
    found = [Entity("PERSON", 0, 5, "Co-op", 0.9)]
    assert [e.type for e in detector._second_opinion(text, found)] == ["PERSON"]


def test_next_week_before_a_mother_is_no_childs_name(detector):
    assert _of(detector, "Winnie陈：你好，我下周带妈妈去你们酒店", "PERSON") == ["Winnie陈"]
    assert _of(detector, "周伟妈妈说了，下午到", "PERSON") == ["周伟"]


@pytest.mark.parametrize(
    "text, kind, value",
    [
        ("name,url,username,password,totp,notes\nBox office,https://tickets.example/login,box@choir.example,"
         "Chorale!Bass-2026,X3JL3B32ZA24YZX6,", "SECRET", "X3JL3B32ZA24YZX6"),
        ("name,url,username,password,totp\nTenant portal,https://portal.example,j.peake@mail.example,pK7#ruVv2Lq,"
         '"otpauth://totp/Portal:j.peake?secret=EFX4FXSP3NSQRS376HNPCHNM57BYLRYK&issuer=Portal",', "SECRET",
         "EFX4FXSP3NSQRS376HNPCHNM57BYLRYK"),  # the seed inside the URL, not the URL
        ("3. 备用恢复码：9vxmz-ygxu7、bficr-sbnbf、0hzoz-pypnf", "SECRET", "bficr-sbnbf"),
        ("someone asked me for my 2FA backup, i gave them yhz64-4pqrq is that bad", "SECRET", "yhz64-4pqrq"),
        ("His number for updates is oh seven seven hundred, nine hundred, three two six. Fees", "PHONE",
         "oh seven seven hundred, nine hundred, three two six"),
        ("Daughter Jenny Chow 9321 8840", "PHONE", "9321 8840"),
        ("Next of kin: WONG Ka Ho (son-in-law) 9345 8812, HKID R257180(2)", "PHONE", "9345 8812"),
        ("RAUTENBACH, Petra — ZAF — A06183472 — 05 JUL 1993, ID 9307050831080", "NATIONAL_ID", "9307050831080"),
        ("Nationality: ZA\nID document: 9202183709081 / passport A07823194", "NATIONAL_ID", "9202183709081"),
    ],
)
def test_seeds_codes_phones_and_an_id_written_these_ways(detector, text, kind, value):
    assert value in _of(detector, text, kind)


@pytest.mark.parametrize(
    "text, kind, value",
    [
        ("name,url,username,password\nBusiness banking,https://bank.example,84471920,w8Kp#mQ2r!Lx", "PERSON",
         "Business banking"),  # a password manager's entry, no person
        ("recovery codes: 9vxmz-ygxu7\nhouse-party on friday", "SECRET", "house-party"),
        ("Jenny Chow 2024 0315 joined", "PHONE", "2024 0315"),  # a year's digits after a name
        ("I paid two hundred pounds, call me", "PHONE", "two hundred"),
    ],
)
def test_and_their_look_alikes(detector, text, kind, value):
    assert value not in _of(detector, text, kind)


@pytest.mark.parametrize(
    "text, name",
    [
        ("I'm in Ilford, off Cranbrook Road", "Cranbrook Road"),
        ("Hi Ms Yip, 你訂嘅 1990 Château Margaux 已到貨", "Château Margaux"),
        ("Seasonal worker registration - Kwekerij Van der Berg (Lisse) - bulb season 2025", "Van der Berg"),
        ("Cake Atelier: Hi Kai! 6 inch £38", "Cake Atelier"),
        ("Business name (DBA): Monroe Abbott Styling", "Monroe Abbott"),
    ],
)
def test_streets_wineries_and_workshops_are_no_people(detector, text, name):
    assert not any(name in n or n in name for n in _of(detector, text, "PERSON") if n not in ("Ms Yip", "Kai"))


@pytest.mark.parametrize(
    "text, name",
    [
        ("Lois Lane called, and Glenn Close too", "Lois Lane"),  # a street's type that is also a surname
        ("Treating source: Dr Alvarez, St. Luke's Cardiology, (208) 381-2200", "Alvarez"),
        ('Tenant portal,"otpauth://totp/Ashgrove:julia.peake?secret=EFX4FXSP3NSQRS376HNPCHNM57BYLRYK",', "julia.peake"),
    ],
)
def test_names_beside_those_stay_names(detector, text, name):
    assert any(name in n for n in _of(detector, text, "PERSON"))


def test_a_public_health_notice_is_nobodys_but_a_childs_myopia_record_is_hers(detector):
    notice = ("冬季流感防控小贴士\n进入12月，流感进入高发期。国家疾控中心建议：60岁以上老人、慢性病患者和孕妇优先接种流感疫苗。"
              "出现发热、咳嗽等症状及时就医。")
    assert _of(detector, notice, "MEDICAL") == []
    record = "爱视眼科 近视防控档案\n儿童：龚梓萱（9岁）　家长：龚磊 181 2730 5562\n方案：角膜塑形镜（OK镜）夜戴 + 0.01%阿托品滴眼液每晚一次"
    assert any("角膜塑形镜" in m for m in _of(detector, record, "MEDICAL"))
