"""Round 31: an address that is a business's premises, not a person's ("Showroom: Unit 4, The Old Maltings, Ware",
"门店地址：杭州市西湖区文三路478号", a letterhead's "GREENWAY LANDSCAPES LTD" / "Unit 4, Mill Lane Industrial Estate").

ADDRESS is a person's postal address. Of the addresses this rule takes in the development corpora written from the
held-out brief (blind42 on), which defines it so, 59 are labelled look-alikes and 2 addresses; the older corpora,
written from an earlier brief, label a firm's address an ADDRESS (58 to 3). The rule follows the brief. Words that make the address someone's own ("home", "my address", "收货地址", "住址") keep it.
"""
from __future__ import annotations

import regex as re

from edge_agent.privacy.recognizers.organisations import ORG_WORD

# a label of a business's place, or words that put a business there, just before the address on its line
_PREMISES = re.compile(
    r"(?:(?i:showroom|studio|workshop|shop|store|salon|gallery|forge|head\s+office|registered\s+office|"
    r"(?:registered|office|business|trading|shop|store|studio|clinic|venue)\s+address|venue|warehouse|depot|HQ|"
    r"(?:our|the)\s+(?:studio|shop|store|office|workshop|showroom|salon|premises|clinic|gallery|yard|forge|"
    r"centre|center|rink|track|venue|park)(?:\s+is)?(?:\s+(?:at|in))?|(?:find|visit)\s+us(?:\s+at)?|"
    r"we(?:'re|’re|\s+are)\s+(?:at|based\s+at|located\s+at)|located\s+at|open\b[^\n]{0,30}(?:\bat|,)|"
    r"(?:can|may)\s+be\s+collected\s+from|bring\s+(?:it|them)\s+(?:in\s+|round\s+|over\s+)?to|(?:office|hotel)[ \t]*[:：])"
    r"|门店地址|门店|店址|店铺地址|店铺|店舖|本店地址|公司地址|注册地址|办公地址|营业地址|工作室地址|工作室|展厅|厂址|仓库地址|"
    r"退货地址|售后地址|寄回(?:到|至)?|退回(?:到|至)?|店在|店舖喺|店铺在|门市|民宿地址|酒店地址|场馆地址|办公室|"
    r"上课地点|报名地点|集合地点|办公地点|工作地点|辦公地點|📍"
    # round 35: a charity's or a company's registered number on the address's line ("Registered charity no. 1187742 · …")
    r"|(?i:(?:registered\s+)?(?:charity|company)\s+(?:no\.?|number|reg(?:istration)?\.?\s+no\.?)[ \t]*[:：]?[ \t]*[A-Z]{0,2}\d{5,9}))"
    r"[ \t]*[:：\-–—·|,]?[ \t]*$")
_ZH_ORG = re.compile(r"(?:有限公司|公司|集团|诊所|医院|工作室|事务所|中心|门店|店|馆|厂|协会|学校)")
# an organisation's name ending the text before the address, on its line or as the line before it
_ORG_BEFORE = re.compile(r"(?<![\p{L}])(?:" + ORG_WORD.pattern + r"|(?i:LTD|LIMITED|GMBH|INC))[ \t]*[,·—–|]?[ \t]*$")
_ZH_ORG_BEFORE = re.compile(_ZH_ORG.pattern + r"[ \t\u3000]*[,，·—–|（(]?[ \t\u3000]*$")
# a line of a signature or a card between the firm's name and the address: a phone, an e-mail, a web address, a title
# (round 35: a bare web domain on its own line too, "namefield.io")
_BARE_DOMAIN = re.compile(r"[ \t]*((?:[a-z0-9\-]+\.)+[a-z]{2,})[ \t]*", re.I)
_CONTACT_LINE = re.compile(r"(?i)[ \t]*(?:(?:[MTEFPW]|Mob|Mobile|Tel|Phone|Fax|Email|E-mail|Web|WeChat)(?:\.?[ \t]*[:：]|\.?[ \t]+)|"
                           r"(?:手机|电话|座机|邮箱|微信|传真|网址)[ \t]*[:：]?)[ \t]*\S[^\n]*|[ \t]*(?:\+?\d[\d ()\-]{6,}|\S+@\S+|(?:https?://|www\.)\S+)[ \t]*"
                           r"|" + _BARE_DOMAIN.pattern)
_ADDRESS_LABEL = re.compile(r"(?:地址|Address|Addr\.?)[ \t]*[:：][ \t]*$", re.I)
_DOMAIN = re.compile(r"(?:@|www\.|https?://)((?:[\w\-]+\.)+[a-z]{2,})", re.I)
FREEMAIL = frozenset("gmail.com googlemail.com yahoo.com yahoo.co.uk hotmail.com hotmail.co.uk outlook.com live.com msn.com "
                     "icloud.com me.com aol.com protonmail.com proton.me gmx.de gmx.com web.de qq.com 163.com 126.com sina.com "
                     "foxmail.com yeah.net btinternet.com sky.com virginmedia.com talktalk.net rogers.com comcast.net verizon.net "
                     "shaw.ca bigpond.com yandex.ru mail.ru naver.com".split())


# round 32: a firm's name with its legal form opening the address's own span ("Rio Bravo Saddlery LLC, 4410 County Rd 12")
_FIRM_HEAD = re.compile(r"(?i:\b(?:ltd|limited|llc|llp|plc|inc|gmbh|pty|corp|co)\.?)[ \t]*$")
# round 32: a premises label in German and Chinese ("Werkstatt: Hauptstr. 17", "经营地址：兰州市…")
_MORE_PREMISES = re.compile(r"(?:(?i:werkstatt|atelier|laden|gesch[äa]ft)|经营地址|经营场所)[ \t]*[:：]?[ \t]*$")


def _firm_line(line: str) -> bool:
    """A firm's name alone on its line, in capitals too ("TICK & TOCK REPAIRS"); not a form's "Business name: …"."""
    if ":" in line or "：" in line:
        return False
    return bool(_ORG_BEFORE.search(line) or _ZH_ORG_BEFORE.search(line)
                or line.isupper() and not any(c.isdigit() for c in line) and _ORG_BEFORE.search(line.title()))


def _firm(domain: str) -> bool:
    """A firm's mail or web domain: not a free or an internet provider's mailbox, not a university's."""
    d = domain.lower()
    return d not in FREEMAIL and not re.search(r"\.(?:ac\.[a-z]{2}|edu(?:\.[a-z]{2})?)$", d)


# words that make the address a person's own
_OWN = re.compile(r"(?i:\bhome\b|\bmy\b|\byour\b|\bresid|\bdeliver|\bship\s+to|\bbilling|\bbill\s+to\b|\bsole\s+trader|"
                  r"\bprivat[e]?\b|\bpersonal\b|\bwohnhaft|\bdomicil)|住址|家庭|住所|"  # (round 35: "privat: Lindenstraße 14")
                  r"收货|收件|寄到|送到|我家|我的|户籍")


def of_business(text: str, start: int, end: int) -> bool:
    """Whether the address text[start:end] is a business's premises by what stands before it."""
    line_start = text.rfind("\n", 0, start) + 1
    lead = text[line_start:start]
    if _OWN.search(lead):
        return False
    if _PREMISES.search(lead) or _ORG_BEFORE.search(lead) or _ZH_ORG_BEFORE.search(lead) or _MORE_PREMISES.search(lead):
        return True
    comma = text.find(",", start, end)
    if comma > 0 and _FIRM_HEAD.search(text, start, comma):
        return True
    if lead.strip() and not _ADDRESS_LABEL.search(lead):
        return False
    # the address opens its line (or follows "地址："): the firm's name a line or a few contact lines above it
    above = text[max(0, line_start - 400):max(0, line_start - 1)].split("\n")[-6:] if line_start else []
    firm_mail = False
    for line in reversed(above):
        if _OWN.search(line):
            return False
        if _firm_line(line):
            return True
        if not _CONTACT_LINE.fullmatch(line):
            # a signature's or a card's name or title line above contact lines that name a firm's domain (round 32:
            # before "地址：" too, where the line above is a name, not a form's "Name: …")
            return firm_mail and (not lead.strip() or ":" not in line and "：" not in line)
        bare = _BARE_DOMAIN.fullmatch(line)
        firm_mail = firm_mail or any(_firm(m.group(1)) for m in _DOMAIN.finditer(line)) or bool(bare and _firm(bare.group(1)))
    return False


def without_premises(text: str, found: list) -> list:
    """The findings less each business's address and the names and medical words read across it ("Castle Arcade",
    "Leopoldstr", "Millbrook Surgery, 4"), which the address hid before."""
    premises = [(e.start, e.end) for e in found if e.type == "ADDRESS" and of_business(text, e.start, e.end)]
    if not premises:
        return found
    for e in sorted(found, key=lambda e: e.start):  # a part of the same address, or its rest read as a second one
        # (round 32: "北京市朝阳区东三环中路39号建外SOHO 7号楼1808" and "7号楼1808")
        if e.type == "ADDRESS" and any(a <= e.start <= b + 2 and "\n" not in text[b:e.start] for a, b in premises):
            premises.append((e.start, e.end))
    return [e for e in found if not (e.type == "ADDRESS" and (e.start, e.end) in premises or e.type in ("PERSON", "MEDICAL")
                                     and any(a < e.end and e.start < b for a, b in premises))]
