"""Chinese person names and postal addresses, found with jieba part-of-speech tags.

There is no Chinese spaCy NER model on the package index, so the zh pipeline is
`spacy.blank("zh")` and names/places come from jieba: tag `nr` (person) confirmed by a
common surname, or a cue word in front ("姓名：", "请联系", "收件人"), or a title behind
("经理", "先生"). Addresses are anchored on "<road>NN号" and grown left over place tokens
(`ns`, or ending in 省/市/区/县…) and right over building/floor/room parts.
"""
from __future__ import annotations

import threading
from functools import lru_cache

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers import name_lists
from edge_agent.privacy.recognizers.base import SingleEntityRecognizer
from edge_agent.privacy.recognizers.han_ordinary import NR_ORDINARY

SURNAMES = set("王李张刘陈杨黄赵周吴徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢"
               "姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
               "常康施牛樊葛邢齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿兰焦俞左柳祝尚符舒阮柯纪梅童凌毕季裴霍涂苗谷"
               "盛曲翁冉骆蓝游辛靳柴蒙鲍喻祁蒲屈饶牟艾尤穆农卓古吉缪项芦麦褚娄窦戚岑党宫费卜冷晏席卫米"
               "柏宗瞿桂佟臧闵苟邬边卞姬仇栾隋刁荣巫寇桑郎甄丛仲虞敖巩佘池查麻苑迟邝"
               # rarer surnames of the Hundred Family list that are seldom ordinary words, and Korean 朴
               "储步房滕皮湛禹狄贝伏茅危昝裘嵇钮荀羿汲邴糜隗宓郗钭厉戎郜蓟邰鄂蔺胥苍莘逄郦雍璩濮扈冀郏阎庾暨匡"
               "阙殳厍晁訾阚乜鞠蒯竺逯桓郁芮奚酆滑邸幸缑亓綦朴")
# Round 10: the same surnames in traditional characters (Hong Kong, Taiwan, Macau texts: "陳嘉欣", "許文彬", "鄧詠詩").
_TRADITIONAL = dict(zip("陈张刘黄赵吴孙马罗郑谢许韩冯邓萧蒋叶苏吕卢钟谭陆贾韦邹闫龙贺顾龚万钱严汤温欧庞颜聂鲁岳翟詹兰纪梅涂骆蓝辛靳鲍饶缪芦娄窦费卫宫邬边栾隋荣刘关区邝麦黄萧",
                        "陳張劉黃趙吳孫馬羅鄭謝許韓馮鄧蕭蔣葉蘇呂盧鍾譚陸賈韋鄒閆龍賀顧龔萬錢嚴湯溫歐龐顏聶魯嶽翟詹蘭紀梅塗駱藍辛靳鮑饒繆蘆婁竇費衛宮鄔邊欒隋榮劉關區鄺麥黃蕭"))
# (not 區 "district", 關 "about", 榮 as in 榮總: ordinary words before they are surnames)
SURNAMES |= {t for s, t in _TRADITIONAL.items() if s in SURNAMES and t not in "區關榮"} | {"蕭"}
COMPOUND_SURNAMES = {"欧阳", "司马", "诸葛", "上官", "东方", "慕容", "令狐", "皇甫", "公孙", "尉迟", "长孙", "宇文", "夏侯", "端木",
                     "司徒", "司空", "西门", "南宫", "独孤", "申屠", "澹台", "呼延", "轩辕", "万俟", "闻人", "百里"}
CUES = {"姓名", "联系人", "收件人", "寄件人", "户名", "开户人", "甲方", "乙方", "审批人", "房东", "患者", "客户", "员工",
        "同事", "联系", "请联系", "代签收", "负责人", "申请人", "持卡人", "乘客", "紧急联系人", "由", "经办人",
        "家属", "找", "给", "问", "通知", "告诉", "转告", "@", "承租人", "出租人", "领导", "直属领导", "付款人", "收款人", "拼音",
        "昵称", "网名", "业主", "租客", "候选人", "作者", "司机", "师傅", "老师", "医生", "护士", "导师", "同学", "室友", "邻居",
        "来访者", "咨询者", "求助者", "用户", "会员", "学员", "学生", "家长", "孩子", "儿子", "女儿", "老公", "老婆", "丈夫", "妻子",
        "妈妈", "爸爸", "母亲", "父亲", "经理", "主管", "组长", "行政", "人事", "财务", "前台", "客服", "对接人", "收货人", "寄件人",
        "受让方", "转让方", "委托人", "受托人", "领养人", "犬主"}  # (round 35: a sale's and a care contract's parties)
# round 20: roles before a familiar name, a cue for 小/老/阿 + surname only ("社工小董", "会计小金", "物业老向"; not "物业温馨")
ROLE_BEFORE = {"社工", "会计", "出纳", "物业", "店长", "店员", "护工", "护理员", "保安", "坐席", "话务员", "专员", "销售", "巡检人",
               "陪同", "交班人", "接班人", "保健医", "班主任", "主治", "督导", "调解员", "民警", "辅警", "网格员", "村医", "快递员",
               "骑手", "管家", "保姆", "月嫂"}
# A name is also announced by what follows it: "何建国您好", "张伟的手机", "王芳电话".
AFTER_CUES = {"您好", "你好", "电话", "手机", "邮箱", "生日", "的手机", "的电话", "的邮箱", "的生日", "的护照", "的身份证", "说"}
# Verbs of saying, contacting and assigning that take a person: a surname-led word beside them is a name.
VERB_BEFORE = {"找", "让", "给", "联系", "通知", "告诉", "问", "叫", "请", "麻烦", "提醒", "交给", "转给", "抄送", "和", "跟", "同"}
VERB_AFTER = {"说", "负责", "联系", "通知", "回复", "确认", "提到", "反馈", "讲", "表示", "说过", "同意", "批准", "审批"}
# Words jieba tags as places, organisations, common nouns, verbs, adverbs, numbers or times are not names.
_NOT_NAME_FLAGS = {"ns", "nt", "nz", "n", "v", "vn", "vd", "a", "ad", "an", "d", "m", "mq", "q", "t", "f", "s", "i", "l", "r", "p",
                   "c", "u", "uj", "ul", "x", "eng"}
TITLES = {"经理", "先生", "女士", "老师", "医生", "总监", "主任", "同学", "律师", "教授", "师傅"}
NOT_NAMES = {"谢谢", "周末", "周一", "周二", "周三", "周四", "周五", "周六", "周日", "周年", "高兴", "高速", "黄金", "白天", "马上",
             "方便", "程序", "常用", "江湖", "金额", "石头", "万一", "于是", "何时", "何况", "任何", "许多", "严重", "钱包", "戴森",
             "余额", "全部", "明天", "文件", "安全", "司机", "王八蛋", "王者", "高手", "金牌", "常见", "常规", "黄牛",
             "顾问", "阿姨", "顾客", "付清", "付款", "付费",  # round 16: roles and kin that jieba tags as names ("顾问：Kelly 杨", "阿姨：刘阿姨")
             # round 17: a clan hall, camps and scouts, a deposit paid
             "金卡", "银卡",  # round 29: a member's level
             "宗祠", "祠堂", "夏令营", "冬令营", "夏令營", "冬令營", "夏令", "冬令", "童军", "童軍", "付定金",
             # and pets' breeds ("品种：柯基")
             "柯基", "泰迪", "金毛", "柴犬", "布偶", "哈士奇", "萨摩耶", "拉布拉多", "比熊", "博美", "雪纳瑞", "边牧", "德牧",
             "法斗", "加菲", "暹罗", "蓝猫", "橘猫", "狸花", "贵宾", "吉娃娃", "马尔济斯"}
FAMILIAR = {"总", "姐", "哥", "叔", "阿姨", "工", "老师", "经理", "师傅", "医生", "大夫", "先生", "女士", "总监",
            # round 20: kin and office titles after a surname ("曲奶奶", "文会计", "冉书记")
            "奶奶", "爷爷", "大爷", "大妈", "婆婆", "阿婆", "伯伯", "会计", "护士", "主任", "书记", "队长", "站长", "村长",
            "校长", "院长", "所长", "科长", "处长", "局长", "教练", "警官", "律师",
            # round 28: a works', a shop's, a society's head, a team's lead ("黄厂长", "周社长", "韩队", "李董")
            "厂长", "店长", "社长", "部长", "组长", "老板", "董", "队", "主管", "博士"}
_KIN = {"奶奶", "爷爷", "大爷", "大妈", "婆婆", "阿婆", "伯伯", "阿姨", "叔"}
ADMIN_SUFFIXES = ("省", "市", "区", "县", "镇", "乡", "村", "旗", "州", "盟", "新区", "开发区", "园", "园区", "區", "縣", "鄉", "鎮")
ROAD_SUFFIXES = ("路", "街", "道", "巷", "弄", "胡同", "里", "大街", "大道", "小区", "花园", "公寓", "大厦", "新村", "家园", "苑",
                 "村", "镇", "组", "社区", "广场", "中心", "园", "段", "巷", "衖", "廣場", "社區")
_CJK = re.compile(r"^\p{Han}+$")
_HOUSE_NO = re.compile(r"\d{1,5}\s?(?:弄\s?\d{1,5}\s?[号號]|(?:-\d{1,5})?(?:号|號|栋|棟|幢|座))")
_STOP_FLAGS = ("v", "p", "r", "uj", "ul", "d", "c", "x", "u", "m")
_NOT_PLACE = {"地址", "住址", "住在", "位于", "寄到", "送到", "搬到", "在", "是", "为", "到", "家住", "收货", "发往"}
# (round 23: "附3号" after the number, and one digit with its 室/号 after a unit: "2栋3单元8号")
_BUILDING = re.compile(r"(?:\s?附\s?\d{1,3}\s?[号號])?"
                       r"(?:\s?[\p{Han}A-Za-z0-9]{0,8}?\s?(?:号楼|楼|樓|层|層|座|栋|棟|幢|单元|單元|室|号院|院|大厦|大廈|中心|广场|廣場|区|門|门|[0-9]{1,3}[FfLl]|"
                       # round 37: a residence's or a campus's name, a dormitory ("万达公馆2-1803", "中信广场公寓2706",
                       # "南京大学南园12舍304"), and the postcode after the flat ("3208室，200040")
                       r"公馆|公館|公寓|花园|花園|小区|小區|家园|家園|新村|大学|大學|宿舍|舍))*"
                       r"(?:\s?[A-Za-z]?\d{1,5}(?:-\d{1,5}){1,2}(?![\d\-])|\s?\d{1,5}(?:室|房|号)(?!\d)|\s?\d{2,5}(?!\d))?"
                       r"(?:[，,]?[ \t]?\d{6}(?![\d\-]))?")

_jieba_lock = threading.Lock()
_pseg = None


_last: tuple[str, list] = ("", [])


def _tokens(text: str) -> list[tuple[int, int, str, str]]:
    """(start, end, word, flag) for each jieba token; jieba is loaded once, on first use. The
    name and address recognizers see the same chunk one after the other: the last result is
    reused (part-of-speech tagging is the largest cost of Chinese detection)."""
    global _last
    with _jieba_lock:
        if _last[0] == text:
            return _last[1]
        out, pos = [], 0
        for pair in _posseg().cut(text):
            out.append((pos, pos + len(pair.word), pair.word, pair.flag))
            pos += len(pair.word)
        _last = (text, out)
    return out


def _posseg():
    """jieba's part-of-speech tagger, loaded on first use (call with _jieba_lock held)."""
    global _pseg
    if _pseg is None:
        import jieba
        import jieba.posseg

        jieba.setLogLevel(60)  # jieba prints its dictionary loading to stderr otherwise
        _pseg = jieba.posseg
    return _pseg


def common_word(run: str) -> bool:
    """jieba reads the run as one ordinary word, a noun or a verb ("费用", "申请"): a field's label, not a name."""
    with _jieba_lock:
        pairs = list(_posseg().cut(run))
    return len(pairs) == 1 and pairs[0].flag in _NOT_NAME_FLAGS or run in NOT_NAMES or _role_noun(run)


@lru_cache(maxsize=4096)
def _role_noun(word: str) -> bool:
    """A verb and the person or paper it makes, which jieba may tag as a name: "申请人", "申请书", "委托人" (round 17)."""
    if len(word) != 3 or word[2] not in "人书表单函证者":
        return False
    with _jieba_lock:
        pairs = list(_posseg().cut(word[:2]))
    return len(pairs) == 1 and pairs[0].flag in ("v", "vn")


# Round 25: characters common in given names (a name's third character that jieba cut off: "罗家明", "张梓涵")
GIVEN_CHARS = frozenset("伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超霞平刚桂华玉萍红娥玲芬飞鹏辉建国文斌宇浩凯健俊帆帅旭宁龙林欢阳"
                        "晨婷雪琳晶妍茜秋珊莎锦青倩妮露瑶怡雁蓓仪荷丹蓉君琴蕊薇菁梦岚婕馨韵艺聪澜纯毓悦昭冰爽茗羽希欣滢筠"
                        "柔凝晓霄枫芸菲亚宜舒思慧巧美淑惠珠翠雅芝燕彩春菊兰凤洁梅素云莲真荣爱香月媛瑞凡佳嘉琼勤珍莉璐琦"
                        "婉娴瑾颖萱涵轩梓诺然博睿泽皓铭昊辰语诗雨琪鑫磊峰毅坤彬昕钰瀚哲霖煜宸航锐晖斐炜岩森楠蕾璇婧雯"
                        "桐彤妤曦安乐良义忠信德福禄寿喜贵生成永立志兴发恒祥子家"
                        "豪翰雄咏宏伦锋彦韬骏")  # (round 31: Hong Kong and Taiwan given names read in simplified form, "张家豪", "黄柏翰")
# single characters after a two-character name that are words of their own, not a given name's last character
_NOT_GIVEN_CHAR = frozenset("的了和与跟在是说等给让叫被把向对从到也都还就又再才去来吗呢吧啊呀哦嘛们人家号室楼栋路街区市省县元块"
                            "店馆厅局所站院校厂村镇乡组科部处队班")


def _a_word(tok: tuple[int, int, str, str] | None) -> bool:
    """Whether a jieba token is a word of its dictionary that is no name (申请, 韩国, 康复)."""
    return tok is not None and not tok[3].startswith("nr") and frequent_word(tok[2])


def frequent_word(word: str) -> bool:
    """A word of two or more characters that jieba's dictionary counts as common (明天, 申请)."""
    if len(word) < 2:
        return False
    import jieba

    return jieba.dt.FREQ.get(word, 0) >= 50


def _ordinary(word: str) -> bool:
    return word in NR_ORDINARY or (len(word) == 4 and word[:2] in NR_ORDINARY)


def _has_surname(word: str) -> bool:
    return word[:2] in COMPOUND_SURNAMES or word[0] in SURNAMES


# A surname, a space (ASCII or ideographic) and 1-2 given-name characters, each possibly spaced ("潘 婷婷", "阎 立 新",
# "尹　正"), kept after a label or colon, or before 的/a title/an e-mail; and a Chinese name in a name field
# ("emp_name = '王小明'").
_SPACED = re.compile(r"(?<![\p{Han}])(?P<n>(?:" + "|".join(sorted(COMPOUND_SURNAMES)) + r"|[" + "".join(sorted(SURNAMES))
                     + r"])[ \u3000](?:\p{Han}[ \u3000]?)?\p{Han})(?![\p{Han}])")
_SPACED_BEFORE = re.compile(r"(?:[：:（(【]|(?:姓名|名字|人|员|者|方|总|sir)|^)[ \u3000]*$")
_SPACED_AFTER = re.compile(r"[ \u3000]*(?:的|<|（|\(|[，,]?\s?(?:电话|手机|邮箱)|$)")
# A name after a form label and a colon, up to the end of the field: "姓名：步凌云", "受检者：欧阳修远  男",
# "员工：艾力·买买提" (names of minorities and foreigners join their parts with a middle dot), "本人 储建华（".
_LABELLED = re.compile(r"(?:姓名|名字|员工|员工姓名|患者|受检者|体检人|候选人|联系人|申请人|本人|被保险人|投保人|乘客|学生|客户|签名|"
                       r"收件人|收货人|经办人|法定代表人|监护人|紧急联系人|持卡人|户名|承租人|出租人|借款人|"
                       # round 6: parties to a contract and family in a form
                       r"配偶|爱人|丈夫|妻子|出租方|承租方|甲方|乙方|房东|租客|担保人|家属|参会人|负责人|寄件人|付款人|收款人|开户人|"
                       # round 16: an owner, a resident, a driver, a learner, a member; who published, approved, handed over
                       r"业主|住户|车主|学员|顾客|买家|卖家|发布人|审批人|审核人|作者|交班人|接班人|值班人|主治医生|主治|"
                       r"father|mother|spouse|"
                       # round 25: a debtor, a supervisor, a student's name in a record or a log ('"导师": "应国平"',
                       # "债务人：罗家明", "debtor=罗家明")
                       r"债务人|债权人|导师|研究生|debtor|owner|tutor|supervisor|name)"
                       r"(?:[\"']?\s*[：:=]\s*[\"']?|[ \u3000]+)(?P<n>\p{Han}{2,4}(?:[·•]\p{Han}{1,6})?)(?=[ \u3000\s，,。；;（(/、\"']|$)")
# A name after a department or role and a space, ending its line or field: "财务部 何婷婷", "运维 房立新 /".
_ROLE_SPACED = re.compile(r"(?:部|组|科|处|办|中心|团队|运维|行政|人事|财务|猎头|客服|前台|法务|销售|HRBP|HR)[ \u3000]+"
                          r"(?P<n>\p{Han}{2,3})(?=[ \u3000]*(?:\n|$|/|\||，|,))")
# A Chinese name written after its romanised form: "Kevin Tan 谭凯文", "Park Ji-hoon 朴智勋".
_AFTER_LATIN = re.compile(r"(?<=\p{Lu}\p{Ll}+(?:[ \-]\p{Lu}?\p{Ll}+){1,2}[ \u3000])(?P<n>\p{Han}{2,4})(?![\p{Han}])")
# A name in brackets after a word of family or relation: "邵雨桐的爱人（高一鸣）", "她老公（周磊）".
_RELATION_BRACKET = re.compile(r"(?:爱人|丈夫|妻子|老公|老婆|配偶|父亲|母亲|爸爸|妈妈|儿子|女儿|哥哥|姐姐|弟弟|妹妹|家属|朋友|同事|室友|"
                               r"男友|女友|男朋友|女朋友|未婚夫|未婚妻)[（(](?P<n>\p{Han}{2,4})(?=[）)])")
# A Chinese mobile right after a familiar form, as a roster lists people ("1. 老顾 13906518822 宝马R1250GS")
_PHONE_AFTER = re.compile(r"[ \t\u3000]{1,3}(?:\+?86[ \-]?)?1[3-9]\d(?:[ \-]?\d){8}(?!\d)")
# A stylist's, a trainer's or a manager's English given name with a Chinese title after it, one span as the brief
# writes 周社长 ("Tony老师", "Kevin总监", "Amy姐")
_LATIN_TITLED = re.compile(r"(?<![A-Za-z])(?P<g>[A-Z][a-z]{2,11})(?:老师|總監|总监|经理|經理|店长|店長|医生|醫生|师傅|師傅|姐|哥|总|總)")
_NAME_FIELD = re.compile(r"(?i:[a-z_]*name)['\"]?\s*[:=]\s*['\"](?P<n>\p{Han}{2,4})['\"]")


_WEEK_BEFORE = frozenset("这上下本每两几一半隔前后当该")


class ChineseNameRecognizer(SingleEntityRecognizer):
    ENTITY = "PERSON"

    def find(self, text: str) -> list[RecognizerResult]:
        # jieba's "nr" on an ordinary word (康复, 许可, 高潮; 康复训练) is no evidence of a name (round 20)
        toks = [(s, e, w, "n" if f.startswith("nr") and _ordinary(w) else f) for s, e, w, f in _tokens(text)]
        results = []
        for i, (s, e, w, f) in enumerate(toks):
            if w in NOT_NAMES or (s and text[s - 1].isdigit()) or _role_noun(w):  # 谢谢, 周末; "2周情绪" is two weeks
                continue
            # The word before, over punctuation, quotes and spaces: '"昵称": "阿伟"', "联系行政 常静".
            j = i - 1
            while j >= 0 and i - j <= 4 and toks[j][3] == "x" and toks[j][2] not in ("\n", "。", "，", ",", "；"):
                j -= 1
            prev = toks[j][2] if j >= 0 else ""
            nxt = toks[i + 1] if i + 1 < len(toks) else None
            after = nxt[2] if nxt else ""
            after2 = after + (toks[i + 2][2] if i + 2 < len(toks) else "")
            cue = prev in CUES or (prev.endswith(("人", "方", "者")) and len(prev) <= 3) or after in AFTER_CUES \
                or (after == "的" and after2[1:] in AFTER_CUES) or (after in ("：", ":") and (i == 0 or toks[i - 1][2] in ("\n", "】", " "))
                    and f not in _NOT_NAME_FLAGS)  # a speaker, not a field label: "费用：", "申请：" (round 16)
            role = prev in ROLE_BEFORE
            # round 28: a phone number right after it, as a roster lists people ("1. 老顾 13906518822 宝马R1250GS")
            # (looked for only where a familiar form may stand: speed)
            if not role and (w in ("小", "老", "阿") and nxt or len(w) == 2 and w[0] in "老小阿"):
                role = _PHONE_AFTER.match(text, nxt[1] if len(w) == 1 and nxt else e) is not None
            if w in ("小", "老", "阿") and nxt and nxt[2] in SURNAMES and (cue or role or nxt[3].startswith("nr")) \
                    and not (i + 2 < len(toks) and _CJK.match(toks[i + 2][2])):
                # jieba splits 小周 into 小 + 周: a familiar form when nothing Chinese follows the surname.
                results.append(RecognizerResult("PERSON", s, nxt[1], 0.6))
            elif w in COMPOUND_SURNAMES and nxt and _CJK.match(nxt[2]) and len(nxt[2]) <= 2 and nxt[2] not in TITLES:
                # "欧阳" + "娜娜": jieba keeps compound surnames apart from the given name.
                results.append(RecognizerResult("PERSON", s, nxt[1], 0.85 if cue else 0.65))
            elif len(w) == 2 and w[0] in "老小阿" and (w[1] in SURNAMES and (f.startswith("nr") or cue or role)
                                                       or w[0] in "阿小" and w not in NOT_NAMES and (cue or f == "nr")):
                # Familiar forms: 老王, 小李, 阿陈.
                results.append(RecognizerResult("PERSON", s, e, 0.6))
            elif len(w) >= 2 and w[0] in SURNAMES and w[1:] in FAMILIAR and _CJK.match(w):
                # 王总, 李姐, 张哥: surname + a familiar title, one jieba token.
                results.append(RecognizerResult("PERSON", s, e, 0.6))
            elif len(w) == 1 and w in SURNAMES and nxt and nxt[2] in FAMILIAR and not (s and text[s - 1] in "一两几每这那某") \
                    and not (w == "向" and nxt[2] in _KIN):  # "向奶奶问好" greets a grandmother
                # 马 + 师傅, 刘 + 老师: jieba keeps a title apart from a one-character surname.
                results.append(RecognizerResult("PERSON", s, nxt[1], 0.6))
            elif _CJK.match(w) and 2 <= len(w) <= 4 and _has_surname(w) and (f.startswith("nr") or cue):
                score = 0.85 if cue or (nxt and nxt[2] in TITLES) else 0.65
                results.append(RecognizerResult("PERSON", s, e, score))
            elif len(w) == 2 and f == "nr" and _CJK.match(w) and w not in NOT_NAMES \
                    and (prev in CUES or prev in ("跟", "和", "与", "同", "让", "叫", "请", "提醒", "麻烦")):
                # a given name alone after a cue: "我跟晓东说了", "麻烦晓琳看一下"
                results.append(RecognizerResult("PERSON", s, e, 0.6))
            elif _CJK.match(w) and 2 <= len(w) <= 3 and w[0] in SURNAMES and w not in NOT_NAMES \
                    and (prev in VERB_BEFORE and after in VERB_AFTER
                         or f not in _NOT_NAME_FLAGS and (prev in VERB_BEFORE or after in VERB_AFTER)):
                # surname + 1-2 characters beside a verb of saying, contacting or assigning: "找车晓", "何敏说", "让严立负责"
                results.append(RecognizerResult("PERSON", s, e, 0.6))
            elif len(w) == 1 and w in SURNAMES and nxt and _CJK.match(nxt[2]) and len(nxt[2]) <= 2 \
                    and nxt[2] not in TITLES and (cue or f.startswith("nr") or nxt[3].startswith("nr")):
                # jieba sometimes splits rare given names off the surname: "王" + "芳".
                results.append(RecognizerResult("PERSON", s, nxt[1], 0.7))
        for m in _SPACED.finditer(text):
            before = text[max(0, m.start() - 8):m.start()]
            if re.search(r"(?:^|\s)[\p{Han}\d][ \u3000]+$", before):
                continue  # one character in a run of spaced characters: "第 3 章 王 道", not a name
            if _SPACED_BEFORE.search(before) or _SPACED_AFTER.match(text, m.end()) or m.group("n")[-1] in "总工":
                results.append(RecognizerResult("PERSON", m.start(), m.end(), 0.7))
        by_start = {t[0]: t for t in toks}
        for rx in (_LABELLED, _ROLE_SPACED, _AFTER_LATIN, _RELATION_BRACKET):
            for m in rx.finditer(text):
                n = m.group("n")
                if rx is _AFTER_LATIN and _a_word(by_start.get(m.start("n"))):
                    continue  # "Arjun Mehta 申请开户", "Kim Min-ji 韩国": words after a name, no transliteration of it
                if _has_surname(n) and n not in NOT_NAMES or ("·" in n or "•" in n) and rx is _LABELLED:
                    results.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.85))
        for m in _NAME_FIELD.finditer(text):
            if _has_surname(m.group("n")):
                results.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.8))
        for m in _LATIN_TITLED.finditer(text):  # round 28: "约Tony老师烫个头", "您预约的Kevin总监"
            if m.group("g").lower() in name_lists.GIVEN:
                results.append(RecognizerResult("PERSON", m.start(), m.end(), 0.8))
        # round 32: 周 after 这/上/下/本/每… is a week ("这周不能来"), not a surname
        results = [r for r in results if not (text[r.start] == "周" and r.start and text[r.start - 1] in _WEEK_BEFORE)]
        by_end = {t[1]: t for t in toks}
        for r in results:  # round 20: jieba cuts a three-character name after two ("林子" + "轩", "何雨" + "萱")
            lone = by_end.get(r.start)
            if lone is not None and lone[2] in ("小", "老") and text[r.start] in SURNAMES and r.end - r.start > 1:
                # round 32: a surname after a lone 小/老 is a familiar form and what follows it the sentence's own words
                # ("我和小赵两个人", "财务小刘核实后", "班我让小吴顶"), not a given name
                r.start, r.end = lone[0], r.start + 1
                continue
            nxt = by_start.get(r.end)
            if r.end - r.start == 2 and nxt is not None and len(nxt[2]) == 1 and _CJK.match(nxt[2]) \
                    and nxt[2] not in _NOT_GIVEN_CHAR and (nxt[3].startswith("nr") or nxt[3] in ("n", "ng") and (
                        nxt[1] >= len(text) or not _CJK.match(text[nxt[1]]))):
                r.end = nxt[1]
            elif r.end - r.start == 2 and nxt is not None and nxt[2][0] in GIVEN_CHARS and nxt[2][0] not in _NOT_GIVEN_CHAR \
                    and (len(nxt[2]) == 1 or len(nxt[2]) == 2 and nxt[2][1] in _NOT_GIVEN_CHAR) \
                    and text[r.start] in SURNAMES and text[r.start + 1] in GIVEN_CHARS \
                    and not frequent_word(text[r.end - 1:r.end + 1]):
                # round 25: or before a character common in given names ("罗家" + "明", "邱子" + "健在", "张梓" + "涵")
                r.end += 1
        return results


class ChineseAddressRecognizer(SingleEntityRecognizer):
    ENTITY = "ADDRESS"

    def find(self, text: str) -> list[RecognizerResult]:
        toks = _tokens(text)
        by_end = {t[1]: i for i, t in enumerate(toks)}
        results = []
        for m in _HOUSE_NO.finditer(text):
            i = by_end.get(m.start())
            if i is not None and toks[i][2].isspace() and i > 0:  # "西南路 688 号": a space before the number
                i -= 1
            if i is None or not toks[i][2].endswith(ROAD_SUFFIXES):
                continue
            start = toks[i][0]
            # A generic road word ("大道", "路") carries its proper name in the tokens before it,
            # which jieba may cut into single characters ("珞" "喻" "路").
            name_len = len(toks[i][2]) if toks[i][2] not in ("北段", "南段", "中段", "东段", "西段") else 0
            while i > 0 and name_len <= 4 and _CJK.match(toks[i - 1][2]) and len(toks[i - 1][2]) <= 4 \
                    and toks[i - 1][3] not in _STOP_FLAGS and toks[i - 1][2] not in _NOT_PLACE \
                    and not (toks[i - 1][3] == "ns" or toks[i - 1][2].endswith(ADMIN_SUFFIXES)):
                i -= 1
                name_len += len(toks[i][2])
                start = toks[i][0]
            while i > 0 and _CJK.match(toks[i - 1][2]) and (toks[i - 1][3] == "ns" or toks[i - 1][2].endswith(ADMIN_SUFFIXES)):
                i -= 1
                start = toks[i][0]
            end = m.end()
            tail = _BUILDING.match(text, end)
            if tail:
                end = tail.end()
            results.append(RecognizerResult("ADDRESS", start, end, 0.8))
        for m in _REGEX_ADDRESS.finditer(text):
            tail = _BUILDING.match(text, m.end())
            lead = _LEAD_VERB.match(m.group())
            results.append(RecognizerResult("ADDRESS", m.start() + (lead.end() if lead else 0),
                                            tail.end() if tail else m.end(), 0.75))
        # a flat in one's own compound, as neighbours write it ("7栋1502 甘婷", "7栋2单元602", "18-1201 业主")
        results += [RecognizerResult("ADDRESS", m.start(), m.end(), 0.7) for m in _FLAT.finditer(text)]
        for m in _VILLAGE.finditer(text) if "村" in text else ():
            lead = _LEAD_VERB.match(m.group())
            results.append(RecognizerResult("ADDRESS", m.start() + (lead.end() if lead else 0), m.end(), 0.75))
        for m in _COMPOUND_ADDRESS.finditer(text) if ("区" in text or "區" in text or "县" in text) else ():
            lead = _LEAD_VERB.match(m.group())
            results.append(RecognizerResult("ADDRESS", m.start() + (lead.end() if lead else 0), m.end(), 0.75))
        return results


# Without jieba: a city or district, then a road and a house number, in simplified or traditional
# characters ("台北市大安區忠孝東路四段 100 號 5 樓"); jieba's dictionary splits traditional road names badly.
_REGEX_ADDRESS = re.compile(
    r"(?:\p{Han}{2,4}?[省])?(?:\p{Han}{2,4}?[市])(?:\p{Han}{1,4}?[区區县縣])?(?:\p{Han}{1,4}?[镇鎮乡鄉街])?"
    r"\p{Han}{1,8}?(?:大道|路|街|巷|弄)(?:[一二三四五六七八九十]段)?(?:\s?\d{1,5}\s?[巷弄])?\s?\d{1,5}(?:-\d{1,5})?\s?[号號]"
    r"(?:之\d{1,3})?")


_LEAD_VERB = re.compile(r"(?:家住|住在|住址|地址|址|寄到|寄往|送到|送至|发往|搬到|位于|地点|现居|现住|居住|住|在|到|是|为|于|至|往)+")
_FLAT = re.compile(r"(?<![\d\-A-Za-z#])(?:\d{1,3}\s?(?:栋|棟|幢|号楼|號樓)\s?(?:\d{1,2}\s?(?:单元|單元|门|門)\s?)?\d{3,4}(?:\s?室)?"
                   r"|\d{1,3}-\d{3,4}(?=\s?(?:业主|業主|住户|住戶)))(?![\d\-])(?!\s?[户戶人名套间間个個辆輛台㎡平万])")
# Round 23: a residential compound's building, unit and flat with no road (round 24: or a tower's letter, "金牛广场A座2208") ("北京市朝阳区望京西园三区311号楼1单元902",
# "杭州市西湖区古荡新村东区7幢2单元101室"): a city and its district first, a building word and a number after.
_COMPOUND_ADDRESS = re.compile(
    r"(?:\p{Han}{2,4}?[省])?\p{Han}{2,4}?[市]\p{Han}{1,4}?[区區县縣](?:\p{Han}{1,6}?(?:镇|鎮|乡|鄉|街道))?"
    r"[\p{Han}A-Za-z0-9]{1,16}?(?:\d{1,4}|(?<=\p{Han})[A-Z])\s?(?:号楼|號樓|栋|棟|幢|座|号院|號院)"
    r"(?:\s?\d{1,2}\s?(?:单元|單元))?(?:\s?\d{1,2}\s?(?:层|層|楼|樓))?(?:\s?\d{1,5}\s?(?:室|号|號|房)|\s?\d{2,5}(?!\d))?")


# Round 37: a village's house, its group and number after the town ("台州市椒江区章安街道石头村5组28号")
_VILLAGE = re.compile(
    r"(?:(?:(?![住在])\p{Han}){2,4}?[省])?(?:(?![住在])\p{Han}){2,4}?[市]\p{Han}{1,4}?[区區县縣]\p{Han}{1,6}?(?:镇|鎮|乡|鄉|街道)\p{Han}{1,6}?村"
    r"(?:\d{1,3}\s?[组組]|[一二三四五六七八九十]{1,3}[组組])?\s?\d{1,5}\s?[号號]")


def chinese_recognizers() -> list[LocalRecognizer]:
    return [ChineseNameRecognizer("zh"), ChineseAddressRecognizer("zh")]


# Characters of transliterated foreign names ("彼得罗娃", "维克拉姆", "安娜"): two of them make a Han run a name's shape.
_TRANSLITERATION = set("娃斯尔克拉姆德特娜莉丝森伊维罗彼得亚安尼卡利玛丽琳诺塔杰布夫基洛格汉普奇索菲蒂芬妮艾米雅")


@lru_cache(maxsize=4096)
def han_name_shape(run: str) -> bool:
    """Whether a 2-4 character Han run reads as a name: a Chinese surname and no common word, or a transliteration.
    Cached: a chat repeats its speakers, and each call cuts the run with jieba under its lock (round 20)."""
    if run in NOT_NAMES:
        return False
    with _jieba_lock:
        first = next(iter(_posseg().cut(run)), None)
    if first is not None and _a_word((0, len(first.word), first.word, first.flag)):
        return False  # a phrase that opens with a word of the dictionary: "申请开户", "韩国" (round 20)
    return _has_surname(run) or sum(c in _TRANSLITERATION for c in run) >= 2
