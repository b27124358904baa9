"""Round 38: a user's nickname where a Chinese shop's chat, a review site or a social feed puts it, whatever its words
("买家 tb_金鱼草：包邮吗", "@北漂小杨同学：你好…", "⭐⭐ 小鹿乱撞_0826  2024-07-28", "[微信转账] 溯溪老炮儿 向你转账",
"闲鱼 · 与 烤肠大王老李 的聊天", "林深见鹿 的回答："). The place is the cue: a role word before a colon's speaker, a
mention that opens a line and speaks, the stars of a review beside its author, a transfer's or a chat's header. An
official account, a shop or a service desk in the same place is no person ("@桂林阳朔热气球官方", "卖家（再生家具铺）").
"""
from __future__ import annotations

import regex as re

from edge_agent.privacy.english_words import is_word

# the nickname: no space, no colon, no bracket; an emoji after it is part of it ("一只小蝴蝶🦋")
_NICK = r"(?P<n>[^\s:：（()【】\[\]@,，。]{2,16}?)"
_FORMS = (
    # a role word and the speaker after it: "买家 momo_小鹿：…", "用户 小鹿不乱撞_：…" ("客服 阿青" is staff, named too)
    re.compile(r"(?m)^[ \t]*(?:💬[ \t]*)?(?:买家|卖家|用户|顾客|客户|网友|粉丝|游客|楼主|层主|客服)[ \t]+" + _NICK + r"[ \t]*[：:]"),
    # a mention that opens a line and speaks: "@海盐苏打：求教练联系方式！"; a comment's speaker after its mark
    re.compile(r"(?m)^[ \t]*(?:💬[ \t]*)?@" + _NICK + r"[ \t]*(?:：|:(?=[ \t]+\S))"),
    re.compile(r"(?m)^[ \t]*💬[ \t]*" + _NICK + r"[ \t]*[：:]"),
    # a review's stars and its author, either way round: "⭐⭐ 小鹿乱撞_0826  2024-07-28", "【吃货阿杰】 ★★★★☆ 人均 ¥68"
    re.compile(r"(?m)^[ \t]*[★☆⭐]{1,5}[ \t]+" + _NICK + r"(?=[ \t]+(?:·|\d{4}-\d{2}-\d{2}|Lv\d))"),
    re.compile(r"(?m)^[ \t]*【" + _NICK + r"】[ \t]+[★☆⭐]{3,5}"),
    # a transfer's and a chat's header, an answer's author
    re.compile(r"\[微信转账\][ \t]*" + _NICK + r"[ \t]+向你转账"),
    re.compile(r"(?<![\p{Han}])与[ \t]*" + _NICK + r"[ \t]*的聊天"),
    re.compile(r"(?m)^[ \t]*" + _NICK + r"[ \t]*的回答[：:]"),
)
# an official account, a shop, a desk or a team in the nickname's place
_NOT_A_USER = re.compile(r"官方|旗舰|专营|专卖|店$|店铺|公司|客服$|小助手|助手|平台|团队|俱乐部|工作室|商家|系统|通知|机器人|"
                         r"回复$|^作者|手机|电话|地址|备注|微信号|邮箱")
# (a comment's speaker and a review's author in Latin letters are as often a shop's or a site's: "⭐⭐⭐⭐⭐ Trustpilot ·")
_HAN_ONLY = frozenset({2, 3, 4})
_HAN = re.compile(r"\p{Han}")


def social_names(text: str) -> list[tuple[int, int]]:
    if not _HAN.search(text) and "@" not in text:
        return []
    out = []
    for k, rx in enumerate(_FORMS):
        for m in rx.finditer(text):
            n = m.group("n")
            if _NOT_A_USER.search(n) or n.isdigit() or (k in _HAN_ONLY and not _HAN.search(n)) or is_word(n.lower()):
                continue
            out.append((m.start("n"), m.end("n")))
    return out
