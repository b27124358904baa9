"""Names that stand where a chat, a mailbox or a signature puts them, not where a sentence does:
chat speakers at the start of a line ("Nadia: …", "> *dave.hutchins*: …", "<kmorrison> …"),
sign-offs written with a dash ("-- nina", "- Luca B."), a Chinese name as a mailbox's display name
("于波 <yubo@…>"), and Chinese names written with spaces between the characters ("闫 秋 菊", "屈 总").

The position is the cue; the token must still look like a name: a given name from the lists, a
user name the lists confirm, or a Chinese surname followed by one or two characters.
"""
from __future__ import annotations

from collections import Counter

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.english_words import is_word
from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

from edge_agent.privacy.recognizers import name_lists
from edge_agent.privacy.recognizers.chinese import COMPOUND_SURNAMES, FAMILIAR, SURNAMES
from edge_agent.privacy.recognizers.people import _is_given, _username
from edge_agent.privacy.recognizers.social_names import social_names

# "Nadia:", "> *dave.hutchins*:", "**Priya**:" at the start of a line.
SPEAKER = re.compile(r"(?m)^[ \t>]*[*_]{0,2}(?P<n>[A-Za-z][a-z]+(?:[._][a-z]+){0,2}|[A-Z][a-z]+ [A-Z][a-z]+)[*_]{0,2}(?:[ \t]?:[ \t]|：)")
# round 37: a chat's speaker who is a handle ("[Fri 6:05 PM] deckbuilder_dre: got 3, $18 ea", "gaz_the_cooper: here's my
# key"), in a text where two lines or more open with a speaker, the handle's with two words or more, twice or after a
# time stamp; not a config's key ("error_message: …", written once and with no stamp)
_LINE_SPEAKER = re.compile(r"(?m)^(?:\[[^\]\n]{1,24}\][ \t]?)?(?P<n>[^\s:：\[\]]{2,30}(?: [A-Z][a-z]+)?)[ \t]?[:：][ \t]*"
                           r"(?P<m>[^\n]*)$")
_HANDLE_SPEAKER = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+){1,3}|[a-z]{3,}\d{2,4}")
_KEY_PART = frozenset(("id", "key", "name", "url", "uri", "host", "port", "user", "pass", "password", "token", "secret",
                       "error", "msg", "message", "code", "status", "level", "type", "time", "date", "mode", "path", "dir",
                       "file", "env", "db", "api", "log", "count", "total", "max", "min", "timeout", "version", "config",
                       "desc", "description", "title", "label", "value", "default", "enabled", "email", "phone", "addr",
                       "address", "ref", "note", "notes", "reason", "result", "action", "event", "created", "updated", "at",
                       "dump", "sync", "cron", "worker", "listener", "bot", "daemon", "agent", "service", "job", "test"))


def chat_handles(text: str) -> list[tuple[int, int]]:
    lines = [m for m in _LINE_SPEAKER.finditer(text) if m.group("m").strip()]
    if len(lines) < 2:
        return []
    out = []
    said = Counter(m.group("n") for m in lines)
    for m in lines:
        n = m.group("n")
        parts = re.split(r"[._\-]|(?<=[a-z])(?=\d)", n.lower())
        # the handle speaks twice, or after a message's time stamp: a config's key is written once, with no stamp
        if _HANDLE_SPEAKER.fullmatch(n) and not _KEY_PART.intersection(parts) and n.lower() not in _NOBODY \
                and len(m.group("m").split()) >= 2 and (said[n] >= 2 or m.group().startswith("[")):
            out.append((m.start("n"), m.end("n")))
    return out
# IRC / log nicks: "<kmorrison> text", "[09:41] <j.alvarez> text".
NICK = re.compile(r"(?m)(?:^|\]\s?|\s)<(?P<n>[a-z][a-z0-9]*(?:[._\-][a-z0-9]+){0,2})>(?=\s)")
# A dash sign-off on its own line: "-- nina", "— Luca B.", "- Priya".
DASH_SIGN = re.compile(r"(?m)(?:^|(?<=[.!?]\s))[ \t]*(?:--|—|–|-)[ \t]?(?P<n>[A-Za-z][a-z]+(?: [A-Z][a-z]+| [A-Z]\.)?)[ \t]*$")
# A Han name as a display name before an address in angle brackets.
HAN_MAILBOX = re.compile(r"(?<![\p{Han}])(?P<n>\p{Han}{2,4})\s?<[^<>\s@]+@[^<>\s]+>")
# An English given name with a Chinese surname: "Jessica 林", "Kevin 王".
GIVEN_HAN = re.compile(r"(?<![\p{L}])(?P<n>\p{Lu}\p{Ll}{2,} (?P<s>\p{Han})(?:\p{Han}{1,2})?)(?![\p{Han}])")
# "@maria.gonzalez can you approve?": a mention is a user handle (not an e-mail address).
MENTION = re.compile(r"(?<![\w.@])@(?P<n>[a-z][a-z0-9]*(?:[._\-][a-z0-9]+){0,2})(?![\w\-]|\.[a-z0-9]|@)")
# round 37: a person's handle on a payment app, where only a person's account is asked for ("Cash or Venmo
# @wren-okamoto", "Venmo @dave-mercado-pdx for deposit", "Cash App $mk-jones"): whatever its words
PAY_HANDLE = re.compile(r"(?i:\b(?:venmo|cash\s?app|zelle|revolut|paypal\.me/|monzo\.me/))[ \t:]*(?:me[ \t]+)?[@$]?"
                        r"(?P<n>[A-Za-z][A-Za-z0-9]*(?:[._\-][A-Za-z0-9]+){0,3})(?![\w\-]|\.[A-Za-z0-9]|@)")
# Characters of one name separated by single spaces: a surname, then one or two characters or a familiar title.
HAN_SPACED = re.compile(r"(?<!\p{Han})(?<!(?:^|[^\p{Han}])\p{Han} )(?P<n>(?P<s>\p{Han}{1,2}) (?P<g>\p{Han})(?: (?P<h>\p{Han}))?)(?! ?\p{Han})")

# A capitalised given name from the lists, alone or with the capitalised word after it ("Priya will send it",
# "ask Priya Raman"); lower-case given names only after a chat verb or greeting ("thanks priya", "@tom").
GIVEN_WORD = re.compile(r"(?<![\p{L}\-'’.@_/])(?P<n>\p{Lu}\p{Ll}{2,}(?:[ ](?!(?:The|And|Or|But|To|From|At|In|On|For)\b)"
                        r"\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}+)?)?)(?![\p{L}\-'’@_])")
CHAT_GIVEN = re.compile(r"(?<=(?i:\b(?:ask|ping|tell|cc|thanks|thx|ty|hey|hi|hello|with|dm|call|text|message|by)\s|@))"
                        r"(?P<n>[a-z]{3,})(?![\w\-@.])")
# List names that are also places, products, languages or calendar words in everyday text.
_NOT_GIVEN = {"jordan", "georgia", "victoria", "florence", "austin", "lincoln", "charlotte", "sofia", "chelsea", "madison",
              "dakota", "regina", "alexandria", "valencia", "santiago", "salvador", "julia", "pascal", "ada", "bert",
              "sun", "min", "jan", "jun", "jul", "aug", "sept", "oct", "nov", "dec", "per", "van", "don", "dean", "gay", "lee", "hugo", "oscar", "kai", "ola", "mai", "ren",
              "chance", "nova", "aria", "india", "kenya", "israel", "paris", "sydney", "phoenix", "dallas", "houston",
              "orlando", "savannah", "adelaide", "camden", "troy", "ken", "sage", "cruz", "bruno", "juan", "carol",
              "stan", "tom", "mia", "kim", "ali", "wei", "li", "liu", "chen", "san", "ana", "eva", "jade", "rosa", "luca",
              "marina", "lourdes", "florida", "carolina", "virginia", "sierra", "china", "asia", "german"}
_NOT_SURNAME_WORD = {"Street", "Road", "Avenue", "Lane", "Team", "Group", "Inc", "Ltd", "Bank", "University", "Hospital",
                     "Hotel", "Park", "Square", "Center", "Centre", "Airport", "Station", "City", "County", "Cafe", "Café",
                     "Restaurant", "Labs", "Health", "Clinic", "School", "College", "Foundation", "Capital", "Partners",
                     "Motors", "Systems", "Software", "Cloud", "Studio", "Studios", "Books", "Mall", "Tower", "House",
                     "Court", "Drive", "Way", "Place", "Bridge", "Hall", "Garden", "Gardens", "Project", "Protocol"}
_NOT_SPEAKER = {"me", "you", "note", "notes", "todo", "fixme", "warning", "error", "info", "debug", "update", "re", "fw",
                "subject", "from", "to", "cc", "date", "time", "status", "summary", "description", "answer", "question",
                "user", "system", "assistant", "bot", "admin", "root", "host", "server", "client", "result", "output",
                "input", "example", "step", "edit", "ps", "nb", "tip", "hint", "important", "update", "location",
                "priority", "type", "reason", "action", "expected", "actual", "steps", "version", "tags", "labels",
                "ok", "okay", "yes", "no", "thanks", "hi", "hello", "sure", "done", "lol"}
_TRADITIONAL = set("許張劉陳楊黃趙周吳徐孫馬朱胡郭何林羅高鄭梁謝宋唐韓馮鄧曹彭曾蕭田董袁潘於蔣蔡余杜葉程蘇魏呂丁任沈姚盧"
                   "姜崔鍾譚陸汪范金石廖賈夏韋付方白鄒孟熊秦邱江尹薛閆段雷侯龍史陶黎賀顧毛郝龔邵萬錢嚴覃武戴莫孔向湯")


def _han_surname(s: str) -> bool:
    return s in COMPOUND_SURNAMES or (len(s) == 1 and (s in SURNAMES or s in _TRADITIONAL))


def _speaker_ok(n: str) -> bool:
    if n.lower() in _NOT_SPEAKER:
        return False
    if " " in n:
        first = n.split()[0]
        return _is_given(first)
    if n[0].isupper():
        return _is_given(n)
    return _is_given(n) and n not in name_lists.GIVEN_AMBIGUOUS or _username(n, True)


# round 28: a poster's, a reviewer's or a till's user after its label ("作者：momo在悉尼", "楼主：夜班小熊猫", "评价人：晴天小猪",
# "收银员=zhoulin"), and a paste's author before its date ("— by jvanderberg on Jan 9th")
# round 29: the account in an authenticator's URI ("otpauth://totp/Ashgrove:julia.peake?secret=…"; an e-mail there is
# the EMAIL recognizer's)
OTPAUTH_ACCOUNT = re.compile(r"otpauth://[th]otp/(?:[^:/?\s]+(?::|%3A))?(?P<n>[A-Za-z][\w.\-]{2,40})(?=\?)")
HANDLE_LABEL = re.compile(r"(?:作者|楼主|樓主|评价人|評價人|发帖人|發帖人|博主|评论人|收银员|收銀員|操作员|操作員)[ \t]*[:：=][ \t]*@?"
                          r"(?P<n>[\p{Han}A-Za-z0-9_\-.]{2,16}?)(?=[ \t]*(?:$|[\s,，。;；|★☆(（]))", flags=re.M)
PASTE_BY = re.compile(r"\bby[ \t]+(?P<n>[a-z][a-z0-9_.\-]{3,30})[ \t]+on[ \t]+(?:\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec))")
# ... not what a thread's original poster says after "楼主：" / "博主：" ("私信看到啦", "上个月工作调动去成都了"): a
# Han-only value with a sentence's particle or pronoun, or longer than a handle
# round 33: a handle where only a handle stands, whatever its words: an IRC line's nick after its time stamp ("[21:09]
# <kite_runner_88> …"), a forum's or a tracker's bold author ("**mkaradeniz** commented:", "**pilates_with_pia**: …"),
# a shell prompt's or a cron mail's user ("[kprzybylski@formations-app-01 ~]$", "Subject: Cron <bwatkins@press-srv01>")
_HANDLE = r"[A-Za-z][a-z0-9]*(?:[._\-][a-z0-9]+){0,3}"
STAMPED_NICK = re.compile(r"(?m)^[ \t]*\[[^\]\n]{1,24}\][ \t]?<(?P<n>" + _HANDLE + r")>(?=\s)")
BOLD_AUTHOR = re.compile(r"(?m)^[ \t>]*\*\*(?P<n>[a-z][a-z0-9]*(?:[._\-][a-z0-9]+){0,3})\*\*(?:[ \t]?:|[ \t]+(?:commented|wrote|"
                         r"replied|said|posted|reviewed|approved))")
PROMPT_USER = re.compile(r"\[(?P<n>[a-z][a-z0-9._\-]{2,30})@[\w.\-]+[ \t][^\]\n]{1,40}\][$#]|\bCron[ \t]+<(?P<c>[a-z][a-z0-9._\-]{2,30})@")
_SAID = re.compile(r"^\p{Han}*(?:[了啦吗嗎呢吧]|^[我你他她])\p{Han}*$|^\p{Han}{9,}$")
_NOBODY = {"本人", "匿名", "我", "admin", "system", "root", "系统", "管理员", "未知", "www-data", "nobody", "ubuntu", "ec2-user",
           "postgres", "deploy", "git", "jenkins", "daemon", "mail", "backup", "centos", "pi"}


def _given_first(n: str) -> bool:
    """Round 38: a handle of several parts that opens with a given name ("@lulu.rides.waves", "@randy-kessler-22");
    an organisation's ("@saltwater_sisters_surf") opens with a word."""
    parts = re.split(r"[._\-]", n)
    return len(parts) >= 2 and _is_given(parts[0]) and parts[0] not in name_lists.GIVEN_AMBIGUOUS \
        and parts[0] not in _NOT_GIVEN and not is_word(parts[0])


def _handle_only(n: str) -> bool:
    """A token in a handle's place is one unless it is a word or nobody's ("admin", "update", "note")."""
    low = n.lower()
    return low not in _NOT_SPEAKER and low not in _NOBODY and (bool(re.search(r"[._\-\d]", n)) or not is_word(low))


class HandleNameRecognizer(SingleEntityRecognizer):
    ENTITY = "PERSON"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for m in SPEAKER.finditer(text):
            # (round 27: an indented snake_case key is a config's, "  account_sid: AC…", "  min_order: 5 USDT")
            if _speaker_ok(m.group("n")) and not ("_" in m.group("n") and m.group()[:1] in " \t"):
                out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9))
        out += [RecognizerResult("PERSON", a, b, 0.9) for a, b in chat_handles(text) + social_names(text)]
        out += [RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9) for m in PAY_HANDLE.finditer(text)
                if ("@" in m.group() or "$" in m.group() or "/" in m.group()) and _handle_only(m.group("n"))]
        for m in NICK.finditer(text):
            n = m.group("n")
            if n.lower() not in _NOT_SPEAKER and (_is_given(n) or _username(n, True)):
                out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9))
        for m in MENTION.finditer(text):
            n = m.group("n")
            if n.lower() not in _NOT_SPEAKER and (_is_given(n) and n not in name_lists.GIVEN_AMBIGUOUS or _username(n, True)
                                                  or _given_first(n)):
                out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9))
        for rx in (STAMPED_NICK, BOLD_AUTHOR, PROMPT_USER) if ("<" in text or "**" in text or "@" in text) else ():
            for m in rx.finditer(text):
                g = "c" if "c" in rx.groupindex and m.group("c") else "n"
                if _handle_only(m.group(g)):
                    out.append(RecognizerResult("PERSON", m.start(g), m.end(g), 0.9))
        out += [RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9) for m in OTPAUTH_ACCOUNT.finditer(text)
                if _username(m.group("n"), True)]  # (a person's login, not "admin.greenlane")
        for m in DASH_SIGN.finditer(text):
            n = m.group("n")
            if _is_given(n.split()[0]) and n.split()[0].lower() not in name_lists.GIVEN_AMBIGUOUS:
                out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9))
        for m in GIVEN_WORD.finditer(text, overlapped=True):
            words = m.group("n").split(" ")
            first = words[0].lower()
            if first not in name_lists.GIVEN or first in name_lists.GIVEN_AMBIGUOUS or first in _NOT_GIVEN:
                continue
            end = m.end("n") if len(words) == 1 or words[1] not in _NOT_SURNAME_WORD else m.start("n") + len(words[0])
            out.append(RecognizerResult("PERSON", m.start("n"), end, 0.7))
        for m in CHAT_GIVEN.finditer(text):
            n = m.group("n")
            if n in name_lists.GIVEN and n not in name_lists.GIVEN_AMBIGUOUS and n not in _NOT_GIVEN:
                out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.7))
        # (0.9, as the other handle forms here: spaCy often finds the same lower-case span at 0.85, and Presidio keeps
        # only the higher of two equal spans -- spaCy's, which the trimming then drops as a lower-case word)
        out += [RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9) for m in HANDLE_LABEL.finditer(text)
                if m.group("n") not in _NOBODY and not m.group("n").isdigit() and not _SAID.search(m.group("n"))]
        out += [RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9) for m in PASTE_BY.finditer(text)
                if not is_word(m.group("n"))]
        if re.search(r"\p{Han}", text):
            for m in HAN_MAILBOX.finditer(text):
                n = m.group("n")
                if _han_surname(n[:2]) or _han_surname(n[0]):
                    out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9))
            for m in GIVEN_HAN.finditer(text):
                if _han_surname(m.group("s")) and _is_given(m.group("n").split(" ")[0]):
                    out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.85))
            for m in HAN_SPACED.finditer(text):
                tail = m.group("g") + (m.group("h") or "")
                if _han_surname(m.group("s")) and (m.group("h") is None or m.group("g") not in FAMILIAR) \
                        and not re.match(r"[，。、；：！？（）《》“”]", tail):
                    out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.85))
        return out


def handle_recognizers(lang: str) -> list[LocalRecognizer]:
    return [HandleNameRecognizer(lang)]
