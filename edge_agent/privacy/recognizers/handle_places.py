"""Handles and nicknames where only a person's name stands (round 35), whatever their words:

- the speaker line of a chat export that puts the time after the name, alone on its line above the message ("夜行猫
  14:20", "Ines R 3:05 PM", "*Dimitra Koukou* 11:41 AM"; Discord's "r3con_rita — Today at 4:12 PM");
- a speaker with a role in brackets after a time stamp ("[09:31] Shona McBride (Catering Manager): …");
- a poster's, reporter's, researcher's or rotator's handle after its label ("Posted by u/kiwi_wanders", "opened by
  hostelhacker-mx", "Quote from: gecko_gav", "rotated-by: nmuthoni", "Researcher 0xkarim", "From: pixelpusher_jo");
- a Chinese forum's, bounty programme's or report's user after its label ("白帽：椰子壳", "举报人：绿色小蜜蜂", "楼主 抓包侠",
  "2楼 角蛙老司机：", "用户 爱吃辣的小胖 ·", "回复 @厨房小白2023：");
- a handle in brackets beside the full name it is made of ("Ken Ng (kenng_sec)", "nullbyte_nadia (Nadia Berhane)").

The place is the cue; the token must not be a word or nobody's ("admin", "system", "Lunch").
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.english_words import is_word
from edge_agent.privacy.recognizers.base import SingleEntityRecognizer
from edge_agent.privacy.recognizers.chinese import CUES, ROLE_BEFORE
from edge_agent.privacy.recognizers.handles import _NOBODY, _SAID, _handle_only
from edge_agent.privacy.recognizers.people import _is_given, _is_surname

_TIME = r"\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp]\.?[Mm]\.?)?"
_NAME_CHARS = r"[^\s*_:：@#\[\]()<>|,，。.!?！？\"“”'‘’]"
TIMED_SPEAKER = re.compile(r"(?m)^[ \t]*[*_]{0,2}(?P<n>" + _NAME_CHARS + r"(?:[^\n:：*|\[\]()<>,，。!?！？\"“”]{0,22}?"
                           + _NAME_CHARS + r")?)[*_]{0,2}[ \t]+(?P<d>[—–\-][ \t]+(?:Today|Yesterday)[ \t]+at[ \t]+)?"
                           + _TIME + r"[ \t]*\n(?=[ \t]*\S)")
STAMP_ROLE_SPEAKER = re.compile(r"(?m)^[ \t]*\[[^\]\n]{1,24}\][ \t]*(?P<n>\p{Lu}[\p{L}'’]+(?:[ \-]\p{Lu}[\p{L}'’]+){1,2})[ \t]+"
                                r"\([^()\n]{2,40}\)[ \t]*:")
_HANDLE = r"(?P<n>[A-Za-z0-9][A-Za-z0-9_.\-]{1,30}[A-Za-z0-9_])(?![\w.\-@/]|\.\w)"
EN_HANDLE_LABEL = re.compile(
    r"(?:\b(?i:opened|posted|reported|submitted|filed|raised|written)[ \t]+by[ \t]+(?:u/)?@?|(?<![\w/])u/|\bQuote from:[ \t]*"
    r"|\b(?:last-)?(?:rotated|updated|approved|requested)-by:[ \t]*['\"]?|\b(?:Researcher|Reporter|Hunter)(?::[ \t]*|[ \t]+)@?"
    r"|(?m:^(?:From|To)[ \t]*:[ \t]*(?=[\w.\-]+[ \t]*$)))" + _HANDLE)
_HAN_STRONG = r"(?:白帽|发布者|發布者|发件人|發件人|被举报人|被舉報人|举报人|舉報人|提交人|咨询人|諮詢人)[ \t]*[:：][ \t]*@?"
_HAN_NAME = r"(?P<n>[\p{Han}A-Za-z0-9_\-]{2,16})(?![\p{Han}A-Za-z0-9_\-.@])"
# (a forum's user before "·", a reply's or a floor's poster before "：" at the start of a line; not "3楼会议室", "用户：好的")
_HAN_WEAK = (r"(?:(?:用户|用戶)[ \t]+" + _HAN_NAME + r"(?=[ \t]*·)|(?:评论|評論|楼主|樓主)[ \t]+" + _HAN_NAME + r"(?=[^\s\p{L}\p{N}]{0,3}[:：])"
             r"|(?:回复|回覆)[ \t]*@" + _HAN_NAME + r"(?=[ \t]*[:：])|(?m:^[ \t]*\d{1,4}[楼樓][ \t]+)" + _HAN_NAME + r"(?=[ \t]*[:：]))")
HAN_HANDLE_LABEL = re.compile(r"(?<![\p{Han}])(?:" + _HAN_STRONG + _HAN_NAME + r"(?![ \t]*<)|" + _HAN_WEAK
                              + r")", flags=re.M)
_FULL = r"(?P<f>\p{Lu}\p{Ll}+(?:[ \-]\p{Lu}\p{Ll}*){1,2})"
_BR_HANDLE = r"(?P<h>[a-z0-9][a-z0-9_.\-]{2,30})"
BRACKETED = re.compile(_FULL + r"[ \t]*[(（]@?" + _BR_HANDLE + r"[)）]|(?<![\w.@])@?" + _BR_HANDLE.replace("?P<h>", "?P<g>")
                       + r"[ \t]*[(（]" + _FULL.replace("?P<f>", "?P<e>") + r"[)）]")
# a role before a chat name stays outside it ("运营小雯 14:02", "管理员阿飞 20:11")
_ROLES = sorted(CUES | ROLE_BEFORE | {"运营", "管理员", "群主", "版主", "编辑", "小编", "助理", "导游", "领队", "志愿者", "义工"},
                key=len, reverse=True)
_NOT_NICK = {"今天", "明天", "昨天", "上午", "下午", "晚上", "早上", "会议", "开始", "结束", "时间", "集合", "出发", "到达", "自称",
             "匿名", "匿名用户", "用户", "楼主", "测试账号", "本人", "管理员", "系统"} | CUES
# an organisation's or a group's account, not a person's ("@成都交警", "金沙湾乐园官方", "财务部", "家属群")
_ORG_NICK = re.compile(r"(?:官方|交警|客服|团队|部|处|局|院|所|中心|公司|交易所|办公室|群|室|站|组|队|店|馆|Bot|bot|BOT)$")


def _nick_ok(n: str) -> bool:
    """A speaker's or a poster's nickname: Han characters (not a time word), or a handle or a name not made of words."""
    if n in _NOBODY or n in _NOT_NICK or n.isdigit() or _SAID.search(n) or _ORG_NICK.search(n):
        return False
    if re.search(r"\p{Han}", n):
        return bool(re.fullmatch(r"[\p{Han}A-Za-z0-9_\-·]{2,12}", n)) and not n.endswith("时间")
    words = [w for w in re.split(r"[ \t]+", n) if w]
    if len(words) == 1:
        return _handle_only(n) or _is_given(n)
    return all(len(w) == 1 or not is_word(w.lower()) or _is_given(w) for w in words) and not all(
        is_word(w.lower()) for w in words if len(w) > 1)


_ID_WORDS = {"uid", "id", "userid", "user_id", "uuid", "account", "profile", "ticket"}


def _made_of(handle: str, full: str) -> bool:
    letters = re.sub(r"[^a-z]", "", handle)
    return any(len(p) >= 3 and p in letters for p in re.split(r"[ \-]", full.lower()))


def _without_role(n: str, start: int) -> RecognizerResult:
    role = next((r for r in _ROLES if n.startswith(r) and len(n) - len(r) >= 2), "")
    return RecognizerResult("PERSON", start + len(role), start + len(n), 0.9)


class HandlePlaceRecognizer(SingleEntityRecognizer):
    ENTITY = "PERSON"

    def find(self, text: str) -> list[RecognizerResult]:
        out: list[RecognizerResult] = []
        if ":" in text:
            timed = list(TIMED_SPEAKER.finditer(text))
            for m in timed:
                # a chat, not a timetable: a dated Discord header, or two speaker lines at least, none right below another
                if (m.group("d") or len(timed) >= 2 and not any(o.start() == m.end() for o in timed)) and _nick_ok(m.group("n")):
                    out.append(_without_role(m.group("n"), m.start("n")))
            for m in STAMP_ROLE_SPEAKER.finditer(text):
                if _nick_ok(m.group("n")):
                    out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9))
        for m in EN_HANDLE_LABEL.finditer(text):
            n = m.group("n")
            if m.group().startswith(("From", "To")) and not re.search(r"[_\d]", n):
                continue  # (a sender's id or a list, "From: BRIGHTSMILE", "To: all-staff")
            if _handle_only(n) and not n.isdigit() and not n.isupper() and not _ORG_NICK.search(n) \
                    and n.lower() not in _ID_WORDS:
                out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9))
        if re.search(r"\p{Han}", text):
            for m in HAN_HANDLE_LABEL.finditer(text):
                if _nick_ok(m.group("n")):
                    out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9))
        for m in BRACKETED.finditer(text):
            full, g = (m.group("f"), "h") if m.group("f") else (m.group("e"), "g")
            first = re.split(r"[ \-]", full)[0]
            if _made_of(m.group(g), full) and _handle_only(m.group(g)) and (_is_given(first) or _is_surname(first)):
                out.append(RecognizerResult("PERSON", m.start(g), m.end(g), 0.9))
        return out


def handle_place_recognizers(lang: str) -> list[LocalRecognizer]:
    return [HandlePlaceRecognizer(lang)]
