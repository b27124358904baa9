"""PERSON, round 12: people named by where they stand rather than by what their name looks like.

- the owner of a code comment, `TODO(sneha)`, `FIXME(omar)`;
- a login in a log line: "Accepted publickey for mkaczmarek from …", `ssh -i key dokafor@10.30.2.40`, "provisioned
  by tbaptiste";
- the speaker of a timestamped chat line, "[09:17] dev.patel: sorry …", "[20:14] Crypto_Kev: …", "[20:15] sarah m: …";
- a caller who says who they are, "it's Jade calling from the surgery", "Hi this is Thandi from …";
- in Chinese: a person addressed ("尊敬的王雨女士"), a nickname field ("昵称/常用称呼：远远"), an agent's Latin name before
  their words ("客服Luna："), the insured named after the word ("被保险人王子轩（…）").
Role words (system, bot, admin, agent, root …) are no one's name.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer
from edge_agent.privacy.recognizers.organisations import ORG_WORD

_HANDLE = r"[A-Za-z\p{L}][\w.\-’']{1,30}"
_LOOSE = (3, 4)  # "provisioned by …" and a chat speaker: a plain lowercase word there is as often a service as a person
_PATTERNS = [
    re.compile(r"\b(?:TODO|FIXME|XXX|HACK)\((?P<n>" + _HANDLE + r")\)"),
    re.compile(r"\bAccepted\s+(?:publickey|password|keyboard-interactive/pam)\s+for\s+(?P<n>[a-z][\w.\-]{1,30})\s+from\b"),
    re.compile(r"\bssh\b(?:\s+-[A-Za-z]+(?:\s+(?!-)\S+)?)*\s+(?P<n>[a-z][\w.\-]{1,30})@(?:\d|[a-z])"),
    re.compile(r"(?i:\b(?:provisioned|created|approved|requested|deployed|submitted)\s+by)\s+(?P<n>[a-z][a-z0-9._\-]{2,30})\b"),
    re.compile(r"(?m)^\s*\[[0-9:/.,\- APMapm]{4,22}\]\s*(?P<n>[^\s\[\]:：][^\[\]:：\n]{0,28}?)\s*[:：]\s"),
    re.compile(r"(?:\b(?:[Tt]his is|[Ii]t's|[Ii]t is)\s+)(?P<n>[A-Z][a-z]{2,20})(?=\s+(?:from|calling|here)\b)"),
    re.compile(r"尊敬的(?P<n>\p{Han}{2,3}?)(?:女士|先生|小姐|同学|老师)"),
    re.compile(r"(?:昵称|常用称呼|称呼|小名|网名)(?:/[^：:\n]{0,8})?[：:]\s*(?P<n>[\p{Han}A-Za-z]{1,8})(?=[\s，,。;；]|$)"),
    re.compile(r"客服(?P<n>[A-Za-z]{2,12})[：:]"),
    re.compile(r"被保险人[：:]?(?P<n>\p{Han}{2,3}?)(?=[（(，,：:]|与您)"),
    # round 35: kin named after the relation ("or her dad Farai on 07534…", "my sister Noor will bring it")
    re.compile(r"(?i:\b(?:her|his|my|our|their|your)\s+(?:dad|mum|mom|mother|father|husband|wife|son|daughter|brother|"
               r"sister|partner|niece|nephew|aunt|auntie|uncle|cousin|grandson|granddaughter|fianc[ée]e?|boyfriend|"
               r"girlfriend)),?\s+(?P<n>\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}+)?)(?=[,.;:)!?]|\s+(?:on|at|is|was|has|had|will|who|"
               r"and|can|could|would|should|said|says|called|rang|texted|\()\b|\s*$)"),
]
_ROLES = frozenset({"system", "bot", "admin", "administrator", "agent", "root", "support", "me", "you", "user", "customer",
                    "client", "operator", "moderator", "host", "guest", "server", "auto", "notice", "info", "note",
                    "internal note", "客服", "系统", "机器人", "管理员", "我", "你", "ubuntu", "ec2-user", "git", "deploy",
                    "jenkins", "ci", "www-data", "postgres", "nobody", "daemon", "backup", "ops"})


_LOG_LEVEL = re.compile(r"(?:DEBUG|INFO|WARN|WARNING|ERROR|TRACE|FATAL|CRITICAL)\b")
_BOT = re.compile(r"(?i)\bbot\b|\bsystem\b|\bteam\b|\bsupport\b|\bnotification|机器人|系统|助手")


class PersonCueRecognizer(SingleEntityRecognizer):
    ENTITY = "PERSON"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for i, pattern in enumerate(_PATTERNS):
            for m in pattern.finditer(text):
                name = m.group("n").strip()
                if i in _LOOSE:  # (a role in brackets after a chat speaker stays outside: "[09:15] Priti (Lettings): …")
                    name = re.sub(r"\s*[(（][^()（）]*[)）]$", "", name)
                if name.casefold() in _ROLES or _BOT.search(name) or re.search(r"[\d/#]", name) \
                        or len(name) < 2 and not re.match(r"\p{Han}", name):
                    continue
                if i in _LOOSE and (name.isupper() or _LOG_LEVEL.match(name) or len(re.findall(r"\p{Han}", name)) > 4 or len(name.split()) > 3
                                    or not re.search(r"[A-Z\p{Han}]|[a-z][._ ][a-z]", name)):
                    continue  # "CALLER", "cron", "finance", a log line's words: a role, a service or prose
                if i in _LOOSE and " " in name and ORG_WORD.search(name):
                    continue  # a business as a chat's speaker ("[12/01, 09:03] Kumarakom Lake Homestay: …"; round 35)
                start = m.start("n") + (len(m.group("n")) - len(m.group("n").lstrip()))
                out.append(self.result(start, start + len(name), 0.6))
        return out


def person_cue_recognizers(lang: str) -> list[LocalRecognizer]:
    return [PersonCueRecognizer(lang)]
