"""Whether the user's request asks for a change, or only asks a question, and the tools a question gets.

The 0.5B edge model acts whenever a tool lets it: asked "what's the upload size limit in production?" it read
the limit (45) and then set three config keys; asked which todo this week mattered most it checked one off;
asked whether a job ran it "updated" the job, asked for a colleague's e-mail it changed her e-mail to
`strconv(` (blind5/blind6 traces: six of 28 runs broke a "nothing changed" check this way). A request that asks
a question and names no change is answered by looking, so its run is offered only the tools that look: the
write tools are left out of the prompt and the grammar (a constraint; a refusal text is what this model copies).

The test is deliberately one-sided: a request is question-only when it asks something (a question mark, "tell
me", 告诉我, 多少, …) and no clause addressed to the agent names a change (add, update, reply, mark, 改, 把…写进,
…). A clause the user keeps for themself ("I'll send the invite myself", 我要把方案发给她) or negates ("don't
change or rerun anything") names no change for the agent. Anything unsure counts as a change: a missed question
costs what it cost before, a request wrongly taken for a question could not be done at all.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from edge_agent.target_files import WRITE_TOOLS, request_files

# Tool names that write: a tool that does not declare itself read-only and starts with one of these.
WRITE_PREFIXES = ("update_", "set_", "create_", "add_", "complete_", "approve_", "reject_", "delete_", "send_",
                  "reply_", "log_", "post_", "write_", "append_", "edit_", "comment_", "adjust_", "move_", "cancel_",
                  "close_", "mark_", "remove_", "rename_", "assign_", "enable_", "disable_", "forward_", "book_")

# English verbs that ask for a change, as an imperative or after "can you"/"please". Words that are mostly nouns in
# a question ("log", "note", "order", "record", "file", "call") are left out: missing one is the safe error.
_EN_CHANGE = frozenset("""
add create make update change set mark move close reopen reject approve decline send reply forward write save put
schedule reschedule book delete remove cancel rename assign reassign turn switch enable disable complete resolve merge
edit fix invite archive rerun restart submit increase decrease raise lower replace fill draft renew comment upload
place pay refund transfer register sign tick email notify post append insert clear reset bump extend shorten
handle process apply follow sort tidy clean cross become becomes off push postpone pause unpause resume
snooze
""".split())
_EN_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
# A clause whose subject is not the agent ("we set aside", "Lena put her minibar …"), that the user keeps for
# themself, or that negates the verb: its verbs ask the agent for nothing.
_EN_SELF = re.compile(r"\b(i'll|i will|i'm going to|i am going to|i can|i'd like to do|myself|ourselves|we'll|we will)\b")
_EN_NEGATED = ("don't", "do not", "dont", "never", "without", "no need to", "not to", "nothing", "won't", "can't",
               "cannot", "didn't", "doesn't", "isn't", "wouldn't", "not")
_EN_NOT_AGENT = frozenset({"i", "we", "they", "he", "she", "it", "who", "that", "which", "the", "a", "an", "our",
                           "my", "your", "their", "his", "her", "its", "this", "these", "those", "to"})

# Chinese: words that ask for a change (single characters that are mostly parts of nouns — 关于, 设计, 库存, 订单,
# 记得 — are left out), and 把 addressed to the agent (帮我把…, 请把…; not 我要把…, the user's own plan).
_ZH_CHANGE = ("添加", "加上", "加一", "加个", "加到", "加进", "加为", "新建", "创建", "建一", "建个", "修改", "更新", "改成",
              "改为", "改到", "改派", "改名", "改一下", "改个", "改掉", "设置", "设为", "设成", "调成", "调为", "调到", "调高",
              "调低", "标记", "标为", "标成", "关掉", "关闭", "关了", "拒绝", "驳回", "批准", "通过一下", "发给", "发送", "发一",
              "回复", "回信", "写进", "写入", "写到", "写一", "写个", "保存", "存到", "安排", "预订", "预约", "订一", "删掉",
              "删除", "取消", "重命名", "指派", "分配", "打开", "开启", "启用", "禁用", "停用", "记录", "记一", "记下", "完成它",
              "标成完成", "合并", "留言", "提交", "下单", "下个单", "补货", "登记", "挪到", "移到", "换成", "替换", "填上",
              "填写", "归档", "重跑", "重启", "转发", "通知", "告诉她", "告诉他", "告诉他们", "回她", "回他", "约一", "放进", "处理", "办一", "办了", "按流程",
              "跟进", "处置", "发封", "发个", "发条", "发邮件", "发消息", "写封", "写邮件", "回封")
_ZH_BA = re.compile(r"(?<![我他她你])把|(?:帮我|请|给我|麻烦)把")
_ZH_SELF = re.compile(r"我(?:要|想|会|得|自己|来|打算|准备)")

# Signs that the request asks something to be told back.
_ASKS = re.compile(r"[?？]|\b(tell me|let me know|what|what's|how many|how much|which|when|where|who|whether|"
                   r"is there|are there|do we|does|did|look up|find out)\b|告诉我|多少|几[个天次点号台件张条]|哪|什么|是否|吗|"
                   r"有没有|谁|查一下|查查|看一下|看看")
_CLAUSE = re.compile(r"[.;!?。；！？，,\n—–]+|\band\b|\bbut\b|\bthen\b|\bso\b")


def _en_changes(clause: str) -> bool:
    if _EN_SELF.search(clause):
        return False
    words = _EN_WORD.findall(clause)
    for i, w in enumerate(words):
        if w not in _EN_CHANGE:
            continue
        before = " ".join(words[max(0, i - 4):i])
        if any(n in f" {before} " for n in (f" {x} " for x in _EN_NEGATED)) or any(before.endswith(n) for n in _EN_NEGATED):
            continue
        if i and words[i - 1] in _EN_NOT_AGENT:  # "what we set aside", "for the move", "a reply"
            continue
        return True
    return False


_ZH_TELL_ME = re.compile(r"把[^把]*?(?:告诉|发给|列给|说给)我")  # 把数量告诉我: a report, not a change


# 没处理完 / 未关闭 / 还没回复: a state asked about ("还有几个退货工单没处理完？"), not a change asked for.
_ZH_NOT_YET = re.compile(r"(?:还)?(?:没有?|未|尚未)\s*(?:处理|解决|关闭?|完成|回复|审批|批|付|删)")


def _zh_changes(clause: str) -> bool:
    clause = _ZH_NOT_YET.sub("", _ZH_TELL_ME.sub("", clause))
    if any(n in clause for n in ("别", "不要", "不用", "不需要", "无需", "不必")) and not _ZH_BA.search(clause):
        return False
    if _ZH_SELF.search(clause):
        clause = clause[:_ZH_SELF.search(clause).start()]  # type: ignore[union-attr]
    return bool(_ZH_BA.search(clause)) or any(w in clause for w in _ZH_CHANGE)


# A file path names no action: "podcast/schedule.md" asked for nothing to be scheduled (blind7 traces: a question
# taken for a change, so its answer waited for a write and the 0.5B overwrote the file it was asked about).
_PATH = re.compile(r"[\w.-]*[/\\][\w./\\-]*|[\w-]+\.(?:md|txt|csv|json|ya?ml|toml|ini|log|py|xlsx?|cfg|conf)\b")
# 记录 as a noun ("冻存记录是 lab/…csv", 记录表里): the record, not "record it".
_ZH_NOUN_RECORD = re.compile(r"记录(?=[是表里中的上显在])")


def _plain(request: str) -> str:
    text = request.casefold().replace("’", "'")
    return _ZH_NOUN_RECORD.sub("", _PATH.sub(" ", text))


# Both tests are asked on every step of a run (grounding.step_schema) about the same request: answered once.
@lru_cache(maxsize=64)
def asks_for_change(request: str) -> bool:
    """True when some clause of the request asks the agent to change something (or when unsure)."""
    text = _plain(request)
    return any(_en_changes(c) or _zh_changes(c) for c in _CLAUSE.split(text) if c.strip())


@lru_cache(maxsize=64)
def question_only(request: str) -> bool:
    """The request asks to be told something and names no change for the agent."""
    text = _plain(request)
    return bool(_ASKS.search(text)) and not asks_for_change(request)


# A question that counts or totals rows: its answer comes from a listing, not from one record read in full.
COUNT_Q = re.compile(r"\bhow many\b|几\s*(?:个|位|件|张|条|台|次|天|人|家|辆|单|份|门|本|项|笔)|"
                     r"多少\s*(?:个|位|件|张|条|台|次|人|家|辆|单|份|门|本|项|笔)", re.I)
SUM_Q = re.compile(r"\bhow much\b|\bin total\b|\baltogether\b|\btotal\b|多少钱|一共多少|总共多少|合计多少|加起来", re.I)


# "how many days of leave …", "几天年假": a quantity one record states, not rows to count.
_UNIT_COUNT = re.compile(r"\bhow many\s+(?:[\w-]+\s+){0,2}?(?:days?|hours?|minutes?|weeks?|months?|years?|nights?|"
                         r"people\s+can|seats?|slots?|credits?|points?|gb|mb|percent)\b|"
                         r"(?:几|多少)\s*(?:天|个?小时|个?月|年|周|个?星期|分钟|晚|个?工作日|GB|积分)", re.I)
# "how much has Priya claimed … so far this month?": a running total over rows (blind14, development)
_TOTAL_WORDS = re.compile(r"\bin total\b|\baltogether\b|\btotal\b|\badd(?:s|ed)? up\b|\bso far\b|\bhow much (?:has|have|did) "
                          r"(?:\w+ ){0,3}(?:claim|spen[dt]|paid|pay|earn|charg|bill|owe|receiv|sold|sell)\w*\b|一共|总共|合计|"
                          r"加起来|总额|总计|累计|到目前为止", re.I)


def counts_rows(request: str) -> bool:
    """The request asks how many rows there are, or what they add up to ("几个 urgent 的工单没关？", "how much in
    total …"), not a quantity one record states ("how many days of leave …")."""
    return bool(COUNT_Q.search(request) and not _UNIT_COUNT.search(request) or _TOTAL_WORDS.search(request))


# A change to something that exists ("push my dentist appointment to Tuesday", "把3楼打印机那个工单转给王强"): the run
# looks it up before it writes. Asked to push an appointment, the 0.5B's first call created a new one (blind10).
_MODIFIES = re.compile(r"\b(?:push|move|moved|reschedule|postpone|change|update|rename|edit|cancel|reassign|bump|pause|"
                       r"resume|approve|reject|close|reopen|mark|complete|extend|shorten|raise|lower|increase|decrease|"
                       r"disable|enable|turn off|turn on|assign)\b|改|挪|推迟|延后|提前|调整|调成|调到|修改|更新|取消|批了|批准|"
                       r"驳回|关掉|关闭|转给|标成|标为|停用|启用|暂停|恢复", re.I)


def modifies_existing(request: str) -> bool:
    """The request changes a record that should already exist and does not name its id (so its first call is a look,
    not a write)."""
    return asks_for_change(request) and bool(_MODIFIES.search(_plain(request))) \
        and not re.search(r"\b[A-Z]{1,6}-\d+\b", request)


def writes(tool: Any) -> bool:
    """A tool that changes a record or sends something: not declared read-only, named for a write, and not a
    workspace file tool (a question about a CSV may be answered by writing a script next to it)."""
    return (not getattr(tool, "read_only", False) and getattr(tool, "sink", "external") != "local"
            and str(getattr(tool, "name", "")).startswith(WRITE_PREFIXES))


def looking_tools(tools: Iterable[Any], request: str) -> list[Any]:
    """The tools a request gets: all of them, or for a question-only request those that do not write (when some
    tool is left that looks)."""
    tools = list(tools)
    if not question_only(request):
        return tools
    # Nor the workspace file writes when the question names no file to write: the 0.5B wrote result.txt or
    # total_invoiced.csv and then answered "wrote 195 bytes to total_invoiced.csv" (blind7 traces); run_shell stays.
    no_file = not request_files(request)[0]
    kept = [t for t in tools if not writes(t) and not (no_file and getattr(t, "name", "") in WRITE_TOOLS)]
    return kept if kept and len(kept) < len(tools) else tools


def for_request(registry: Any, request: str) -> Any:
    """The registry a run of this request uses: the same one, or for a question-only request a subset without
    the write tools (so neither the prompt, the grammar nor a cloud reply can call one)."""
    names = [t.name for t in looking_tools([registry.get(n) for n in registry.names()], request)]
    return registry if len(names) == len(registry.names()) else registry.subset(names)
