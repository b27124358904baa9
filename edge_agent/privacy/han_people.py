"""Chinese names in the two places a chat gives them (round 9): the speaker before "：" at a line's start ("何建国：下周六…",
"蔓蔓：赶紧…", "Kiki姐：刚拿到…", "[10:03] 周 sir: …"), and a child named by a parent ("朵朵妈妈：", "乐乐爸爸也说了",
"张浩然爸爸"). Names there are full names (a surname and a given name) or the forms people call each other by:
a doubled character (朵朵, 莉莉), 小/老/阿 with one or two characters or a Latin name (小军, 老周, 阿May), a Latin
given name with 姐/哥/a surname (Kiki姐, Jason林, Sunny 王). Kinship and role words (妈妈, 客服, 老师) are not names.
"""
from __future__ import annotations

import regex as re

from edge_agent.privacy.recognizers.chinese import COMPOUND_SURNAMES, SURNAMES, common_word, han_name_shape

_SURNAME = "[" + "".join(sorted(SURNAMES)) + "]"
_NICK = (r"(?P<dup>\p{Han})(?P=dup)|[小老阿](?:\p{Han}{1,2}|[A-Z][A-Za-z]{0,8})(?![A-Za-z])|"
         r"[A-Z][a-z]{1,10}(?:[姐哥]|[ \t]?" + _SURNAME + r")|" + _SURNAME + r"[ \t]?(?i:sir)")
_SPEAKER = re.compile(r"(?m)^[ \t]*(?:\[[^\]\n]{1,20}\][ \t]*|(?:上午|下午|晚上|早上|中午|凌晨)?[ \t]*\d{1,2}:\d{2}(?::\d{2})?[ \t]+)?"
                      r"(?P<n>\p{Han}{2,4}|" + _NICK + r")[ \t]*[:：][ \t]*(?=\S)")
_CHILD = re.compile(r"(?P<n>" + _SURNAME + r"\p{Han}{1,2}|(?P<d>\p{Han})(?P=d))(?=(?:的)?(?:妈妈|爸爸|家长|妈|爸)(?![\p{Han}]{0,1}[妈爸]))")
# Words that fit the shapes and are not names: kinship, roles and ordinary words.
_NOT = frozenset("""妈妈 爸爸 哥哥 姐姐 弟弟 妹妹 奶奶 爷爷 姥姥 姥爷 叔叔 伯伯 舅舅 婆婆 公公 宝宝 嫂嫂 姑姑 谢谢 常常 刚刚 慢慢
好好 天天 人人 看看 试试 等等 哈哈 呵呵 嘿嘿 嘻嘻 嗯嗯 哦哦 拜拜 统统 明明 乖乖 星星 小区 小时 小计 小组 小姐 小学 小孩 小票 小伙
小结 小编 小号 小费 老师 老板 老公 老婆 老爸 老妈 老家 老人 老大 老总 老铁 阿姨 客服 客户 备注 地址 电话 姓名 日期 时间 主诉 诊断 医生 护士
群主 管理员 系统 通知 提醒 回复 家长 老师们 同学 班长 房东 中介 买家 卖家 快递 骑手 司机 店家 商家 助手 机器人 房客 租客 业主
物业 保安 前台 店长 店主 老板娘 病人 患者 家属 学生 同事 领导 主管 组长 经理 财务 行政 人事 会计 出纳 秘书 助理 律师 法官 警察
民警 网格员 社工 志愿者 师傅 保姆 月嫂 宝妈 群友 网友 博主 楼主 作者 用户 顾客 游客 乘客 旅客 嘉宾 主持人 记者 编辑 甲方 乙方""".split())


NOT_NAMES = _NOT  # (also read by detect.py: a kinship word in brackets after a name is no name of its own)


def name_like(run: str) -> bool:
    if run in _NOT or any(w in run for w in ("客服", "老师", "医生", "经理", "助理", "小组")):
        return False
    if re.fullmatch(r"\p{Han}{2,4}", run):
        if len(run) == 4 and run[:2] not in COMPOUND_SURNAMES:
            return False  # a form's label ("申请日期", "房屋坐落"), not a name
        return han_name_shape(run) or bool(re.fullmatch(_NICK, run))
    return True


def han_people(text: str) -> list[tuple[int, int]]:
    """Spans of the speakers' and children's names above."""
    out = []
    for pattern in (_SPEAKER, _CHILD):
        for m in pattern.finditer(text):
            run = m.group("n")
            if run[0] == "周" and text[m.start("n") - 1:m.start("n")] in tuple("上下本每这那前隔"):
                continue  # "我下周带妈妈去": next week, no child's name (round 29)
            # a speaker that jieba reads as an ordinary word is a field's label ("费用：", "申请："; round 16)
            if name_like(run) and not (pattern is _SPEAKER and len(run) <= 3 and not re.fullmatch(_NICK, run)
                                       and common_word(run)):
                out.append((m.start("n"), m.end("n")))
    return out
