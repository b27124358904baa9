"""A router score for a whole task that needs no network: features of the prompt, and the
edge model's own uncertainty on it when there is a measurement.

Each feature is scaled to [0, 1] (1 = "this looks hard for a small model") and the prompt
score is their weighted mean. The weights are a prior, not a fit: they encode what the
study found small edges struggle with (long multi-step tasks touching several files or
services, arithmetic, mixed-language instructions). `edge-agent calibrate` does not move
the weights; it moves the threshold, so the share of tasks sent to the cloud matches a
target on the user's own recorded runs.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

# Names of the app services the benchmark and most agent tasks touch, in English and Chinese.
SERVICES = {
    "mail": r"e-?mails?|inbox|mailbox|邮件|邮箱", "calendar": r"calendar|meeting|日历|会议",
    "crm": r"crm|customers?|clients?|客户",
    "finance": r"invoices?|payments?|expenses?|budget|发票|付款|报销|财务",
    "helpdesk": r"tickets?|helpdesk|support|工单", "inventory": r"inventory|stock|warehouse|库存|仓库",
    "knowledge": r"wiki|knowledge ?base|docs?|知识库|文档",
    "ops": r"servers?|deploy\w*|logs?|services?|服务器|部署|日志",
    "people": r"employees?|staff|hr\b|员工|人事", "web": r"https?://|web ?pages?|websites?|urls?|网页|网站",
}
_SERVICE_RES = {k: re.compile(rf"(?<![\w]){v}", re.IGNORECASE) for k, v in SERVICES.items()}
_FILE = re.compile(r"(?<![\w/.-])(?:[\w.-]+/)*[\w-]+\.[A-Za-z][A-Za-z0-9]{0,6}(?![\w/-])")
_STEP_CUES = re.compile(
    r"\b(?:then|after that|afterwards|finally|next|and also|each|every|for all|all of|both|first|second|third)\b"
    r"|然后|之后|接着|最后|并且|同时|每个|每一|所有|首先|其次"
    r"|^\s*(?:\d+[.)]|[-*•])\s", re.IGNORECASE | re.MULTILINE)
_COMPUTE = re.compile(
    r"\b(?:sum|total|average|mean|median|percent(?:age)?|ratio|count|how many|compute|calculate|difference|"
    r"maximum|minimum|max|min|rank|sort)\b"
    r"|计算|总和|合计|平均|百分比|比例|多少|统计|排序|最大|最小", re.IGNORECASE)
_NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)?%?")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")

# Weights of the prompt features (they sum to 1).
WEIGHTS = {"length": 0.15, "language_mix": 0.10, "files": 0.20, "services": 0.20, "steps": 0.20,
           "compute": 0.15}
MAX_ENTROPY = math.log(20)  # the edge's entropy is over the renormalised top-20


@dataclass
class TaskFeatures:
    length: float
    language_mix: float
    files: float
    services: float
    steps: float
    compute: float

    def as_dict(self) -> dict[str, float]:
        return {k: round(getattr(self, k), 4) for k in WEIGHTS}


def _cap(x: float) -> float:
    return max(0.0, min(1.0, x))


def prompt_features(prompt: str) -> TaskFeatures:
    text = prompt or ""
    cjk = len(_CJK.findall(text))
    latin = sum(len(w) for w in _LATIN_WORD.findall(text))
    letters = cjk + latin
    # Mixed instructions (a Chinese task naming English files and fields) score highest; a
    # purely Chinese one still scores some, since the small edge is weaker in Chinese.
    minority = min(cjk, latin) / letters if letters else 0.0
    mix = _cap(2 * minority + (0.3 if cjk else 0.0))
    # A CJK character carries about as much as a short English word: weigh them ~3 chars.
    length = _cap((len(text) + 2 * cjk) / 800)
    files = len(set(_FILE.findall(text)))
    services = sum(1 for r in _SERVICE_RES.values() if r.search(text))
    steps = len(_STEP_CUES.findall(text))
    compute = len(_COMPUTE.findall(text)) + 0.5 * min(len(_NUMBER.findall(text)), 6)
    return TaskFeatures(length=length, language_mix=mix, files=_cap(files / 3), services=_cap(services / 3),
                        steps=_cap(steps / 4), compute=_cap(compute / 4))


def prompt_score(features: TaskFeatures) -> float:
    return sum(WEIGHTS[k] * getattr(features, k) for k in WEIGHTS)


def route_score(prompt: str, entropy: float | None = None, entropy_weight: float = 0.4) -> float:
    """The task's router score in [0, 1]; with an edge entropy, a blend of the two."""
    s = prompt_score(prompt_features(prompt))
    if entropy is None:
        return s
    return (1 - entropy_weight) * s + entropy_weight * _cap(entropy / MAX_ENTROPY)
