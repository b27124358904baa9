"""PERSON, round 21: logins and initials made from a surname the hand-written lists do not hold.

- an initial glued to one of the US Census Bureau's commoner surnames (data/surnames.README): "mhalloran", "tjessop"
  in a pager's list, "sbellamy" in a web server's access log;
- a login after a service prefix, the name part only: "svc_jhartley", "deploy_bkhan", "hes_svc_lbarker", "ops_tangwei";
- the user before "@" and an IP address or "host:" in a remote copy or login (round 32);
- the user field of a web server's access log: "92.40.188.13 - sbellamy [21/Mar/2026:18:22:04 +0000]";
- an initial before such a surname, written as a name: "D. Hughes", "J Marchetti", "Signed: R. Thornhill  D. Hughes";
- a login as a record's or a config's value, or a .netrc's login line (round 38);
- the other names of a list a label announces once one of them is a listed given name: "Team: Gwyn, Sioned, Huw".
"""

from __future__ import annotations

import regex as re

from edge_agent.privacy.data_lists import read_list
from edge_agent.privacy.english_words import is_word
from edge_agent.privacy.recognizers import name_lists
from edge_agent.privacy.recognizers.people import _username

# service-account parts: a prefix of these before a login says the rest is a person's login
_SERVICE = frozenset(
    "svc srv service deploy deployer ops dev sre qa dba admin adm app api ci cd build bot etl bi rpt ro rw sys sa "
    "test prod stage staging backup ext vendor tmp temp usr user".split()
)
_PREFIXED = re.compile(r"(?<![\w.@/\-])(?P<p>(?:[a-z]{2,8}_){1,3})(?P<u>[a-z]{4,20})(?![\w@\-]|\.[a-z0-9])")
_LOG_USER = re.compile(r"(?m)^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]{3,39}) - (?P<u>[a-z][a-z0-9._\-]{2,30}) \[\d")
_INITIAL = re.compile(
    r"(?<![\p{L}\p{N}.'’&@/\-])(?P<n>\p{Lu}(?:\.[ ]?|[ ])(?:\p{Lu}\.[ ]?)?(?P<s>\p{Lu}\p{Ll}{3,}))(?![\p{L}\-'’@])"
)
_LIST_LABEL = re.compile(
    r"(?im)(?:^|[\n;(]|[ \t]{2})[ \t]*(?:team|crew|present|attendees|participants|responders|volunteers|staff|guests|"
    r"instructors|guides|helpers|apologies|members|on[ -]call|rota|救援人员|参会人员|出席人员|值班人员)[ \t]*[:：][ \t]*"
    r"(?P<list>[^\n]{3,200})"
)
_LOWER_TOKEN = re.compile(r"(?<![\w.@/\-])[a-z]{5,21}(?![\w@\-]|\.[a-z0-9])")
_PART_SEP = re.compile(r"[._\-]")
# round 32: the user of a remote copy or login, before "@" and an IP address or "host:" ("rsync -az /backups/
# dkeane@10.20.1.40:/mnt", "scp notes.txt mhalloran@nas:/srv"); an e-mail address has a domain and no colon after it
_AT_HOST = re.compile(r"(?<![\w.@/\-])(?P<u>[a-z][a-z0-9._\-]{2,30})@(?=(?:\d{1,3}\.){3}\d{1,3}(?![\d.])|[\w\-.]+:[/~\w])")
# round 38: a person's login as a record's or a config's value ('"username": "kirstymc"', '"exported_by": "jvanwijk"',
# 'admin = "ronaldtse"') or a .netrc's login line; a login made from a name (see _name_login), not a service's
_KEYED = re.compile(r"[\"']?(?i:username|user_?name|login|exported_by|created_by|updated_by|modified_by|uploaded_by|"
                    r"submitted_by|requested_by|approved_by|author|assignee|reviewer|approver|admin)[\"']?[ \t]*[:=][ \t]*"
                    r"[\"'](?P<u>[a-z][a-z0-9._\-]{3,30})[\"']|(?m:^[ \t]*login[ \t]+(?P<n>[a-z][a-z0-9._\-]{3,30})[ \t]*$)")
_WORD_BEFORE = re.compile(r"(?:\p{Lu}[\p{L}]*|\d)[ ]$")
# one piece of the list: what stands between two separators, trimmed
_PIECE = re.compile(r"(?:^|[,、+&/]| and | 和)[ \t]*([^,、+&/\n]+?)[ \t]*(?=$|[,、+&/.;(]| and | 和)")
_ITEM = re.compile(r"\p{Lu}\p{Ll}{2,}(?: \p{Lu}\p{Ll}{2,})?")


def census_surname(word: str) -> bool:
    w = word.lower()
    return len(w) >= 4 and w in read_list("surnames.txt.gz") and not is_word(w) and w not in name_lists.GIVEN


def initial_login(token: str) -> bool:
    """An initial glued to a census surname: "mhalloran", "rwhitfield"; not a word ("stable")."""
    return len(token) >= 5 and token.isalpha() and token.islower() and not is_word(token) and census_surname(token[1:])


def _given(word: str) -> bool:
    w = word.lower()
    return w in name_lists.GIVEN and w not in name_lists.GIVEN_AMBIGUOUS


def _name_login(u: str) -> bool:
    """A login made from a person's name: an initial and a surname, names the lists know, or a given name of four
    letters or more with more letters glued after it ("kirstymc", "ronaldtse"); none of its parts a service's."""
    parts = [p for p in _PART_SEP.split(u) if p]
    if any(p in _SERVICE for p in parts) or is_word(parts[0]):
        return False
    head = re.match(r"[a-z]+", parts[0])
    glued = bool(head) and any(_given(head.group()[:i]) and len(head.group()) - i >= 2 for i in range(4, len(head.group()) - 1))
    return initial_login(parts[0]) or _username(u, True) or glued


def login_names(text: str) -> list[tuple[int, int]]:
    out = []
    low = text.lower()  # (pre-check, speed only: a piece of every key _KEYED reads, in any case)
    if "login" in low or "_by" in low or "name" in low or "author" in low or "admin" in low or "ssignee" in low \
            or "review" in low or "approver" in low:
        for m in _KEYED.finditer(text):
            g = "u" if m.group("u") else "n"
            if _name_login(m.group(g)):
                out.append((m.start(g), m.end(g)))
    for m in _LOWER_TOKEN.finditer(text):
        if initial_login(m.group()):
            out.append((m.start(), m.end()))
    if "_" in text:
        for m in _PREFIXED.finditer(text):
            if any(p in _SERVICE for p in m.group("p").split("_")) and (
                initial_login(m.group("u")) or _username(m.group("u"), True)
            ):
                out.append((m.start("u"), m.end("u")))
    if "@" in text:
        for m in _AT_HOST.finditer(text):
            if initial_login(m.group("u")) or _username(m.group("u"), True):
                out.append((m.start("u"), m.end("u")))
    if " - " in text:
        for m in _LOG_USER.finditer(text):
            u = m.group("u")
            parts = [p for p in _PART_SEP.split(u) if p]
            if not any(p in _SERVICE or is_word(p) for p in parts) and len(u) >= 4:
                out.append((m.start("u"), m.end("u")))
    for m in _INITIAL.finditer(text):
        before = text[max(0, m.start() - 20) : m.start()]
        if _WORD_BEFORE.search(before) or m.group("n")[:2] in ("A ", "I "):
            continue  # "Plan B Johnson", "Block 4 C Moore", "A Christmas Carol": a letter that is a word or the last's
        if census_surname(m.group("s")) or m.group("s").lower() in name_lists.SURNAMES:
            out.append((m.start("n"), m.end("n")))
    for m in _LIST_LABEL.finditer(text):
        items = [(m.start("list") + i.start(1), m.start("list") + i.end(1)) for i in _PIECE.finditer(m.group("list"))]
        items = [(a, b) for a, b in items if _ITEM.fullmatch(text, a, b)]
        if any(_given(w) for a, b in items for w in text[a:b].split()):
            out += [(a, b) for a, b in items if all(not is_word(w.lower()) for w in text[a:b].split())]
    return out

