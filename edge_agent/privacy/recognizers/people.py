"""Person names the small spaCy model misses: names announced by a label or a title
("Recipient: Jane Roe", "name=Jane Roe", "Dear Mr. Roe"), and names confirmed by the name
lists in name_lists.py ("Garcia, Chen", "Chen Garcia", "Zhang Wei", user names "chen.garcia")."""
from __future__ import annotations

import unicodedata

import regex as re
from spacy.lang.en.stop_words import STOP_WORDS
from presidio_analyzer import (
    LocalRecognizer,
    Pattern,
    PatternRecognizer,
    RecognizerResult,
)

from edge_agent.privacy.english_words import is_word
from edge_agent.privacy.recognizers import name_lists
from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

# (Irish and French prefixes: "O'Neill", "D'Souza", "L'Heureux")
_W = r"(?:[ODL]['’])?\p{Lu}\p{Ll}+(?:[\-'’]\p{Lu}?\p{Ll}+)?"
_NAME0 = _W + r"(?:\s(?:\p{Lu}\.\s)?" + _W + r"){1,2}"
# (a capital last: a quote closing the value is not the name's -- "'SIOBHAN FARRELL'", round 25)
_CAPS = r"\p{Lu}[\p{Lu}'\-]*\p{Lu}(?:\s\p{Lu}[\p{Lu}'\-]*\p{Lu}){1,3}(?![\p{L}])|\p{Lu}[\p{Lu}'\-]*\p{Lu},\s" + _W  # HUANG XIAOMING, LIU, Grace
_PART = r"(?:(?i:van|von|de|den|der|da|del|della|di|du|le|la|dos|das|ter|ten) )"
# "Rachel Ambrose, Rose Cottage, 2 Mill Lane": a house's or a street's name after the comma, not "Last, First Middle".
_PLACE_WORD = (r"(?:Cottages?|House|Farm(?:house)?|Lodge|Barns?|Court|Hall|Manor|Villa|Mill|Grange|Mews|Place|Gardens|Close|"
               r"Lane|Road|Street|Avenue|Drive|Way|Terrace|Crescent|Park|Green|View|Hill|Rise|Orchard|Bridge|Estate|Centre|"
               r"Center|Building|Tower|Apartments|Heights|Hotel|Clinic|Surgery|School|Church)(?![\p{L}])")
_NAME = (r"(?:(?:" + _W + r" " + _PART + r"*|" + _PART + r"+)?" + _W + r",[ ]" + _W + r"(?!\s" + _PLACE_WORD + r")"
         r"(?: \p{Lu}\.| " + _W + r")?(?![\p{L}])|"
         + _NAME0 + r"|" + _CAPS + r")")
# One group: a bare top-level "|" here would split the look-behind below, leaving English labels without their colon.
_LABELS = (r"(?:(?i:name|full[ _]name|display[ _]name|recipient|cardholder|name on card|passenger|patient|landlord|tenant|"
           r"contact|bill to|ship to|approved by|signed by|from|attn|customer|employee|account holder|beneficiary|"
           r"manager|host|guest|applicant|surname|last name|family name|first name|given names?|pinyin|payer|payee|"
           r"emergency contact|next of kin|owner|author|assignee|reporter|driver|student|candidate|member|user|mentor|"
           r"supervisor|lead|reviewer|approver|interviewer|doctor|physician|nurse|therapist|teacher|coach|buddy|referee|"
           r"witness|spouse|partner|sponsor|requester|requestor|submitted by|prepared by|attendees|participants|cc|"
           r"holder|card ?holder|owner|[a-z]+_name|[a-z]+_holder|attendee|organi[sz]er|maintainer|co-authored-by|"
           r"carer|caregiver|cn|agent|assigned to|on call|contact person|signatory|borrower|lender|buyer|seller|"
           r"insured|policy ?holder|claimant|consignee|addressee|travell?er|occupant|resident|pax|deliver to|sender)"
           r"|拼音|姓名|英文名|联系人|收件人|客户|患者|员工)")
LABELLED_NAME = (r"(?<=(?:^|[\n;,({|]|\s)\s*[\"']?" + _LABELS + r"[\"']?(?:\s?\p{Han}{1,6}|\s?\([^()\n]{1,24}\))?\s?[:=：]\s*[\"']?)" + _NAME
                 + r"(?![\p{L}])")
# Form labels in other languages too (Nom / Prénom, Nome / Cognome, Nombre / Apellidos, Vorname / Nachname), at a line start
# or after a wide gap in a form row ("Nom: X   Prénom: Y").
LABELLED_ONE = (r"(?<=(?:^|\n|[ \t]{2,}|\t)[ \t]*(?i:surname|last name|family name|first name|given names?|nom|nom de famille|"
                r"pr[ée]nom|nome|cognome|nombre|apellidos?|vorname|nachname|familienname|voornaam|achternaam)\s?[:=：]\s*)") + r"(?:" + _W + r"|[A-Z]{2,})(?![\p{L}])"
# First-Last before "Last, First" after a title: "Dr. Ana Ruiz, Calle Mayor 3" is Ana Ruiz, not "Ana Ruiz, Calle".
# round 21: initials before the surname ("Mr G. Ellwood", "Mrs P Hennessy", "Dr J. R. Okoro")
TITLED_NAME = (r"(?<=\b(?:Mr|Mrs|Ms|Miss|Dr|Prof|Mdm|Mme)\.?\s)(?:" + _NAME0 + r"|" + _CAPS + r"|" + _NAME + r"|"
               r"(?:\p{Lu}\.\s?|\p{Lu}\s){1,2}" + _W + r"|" + _W + r")(?![\p{L}])")
# A title before a Chinese surname or name: "Ms. 苏", "Dr. 王建国".
TITLED_HAN = r"(?<=\b(?:Mr|Mrs|Ms|Miss|Dr|Prof|Mdm|Mme)\.?\s?)\p{Han}{1,3}(?![\p{Han}])"
# Greetings, sign-offs and chat speakers carry a single given name as often as a full one.
_NOT_ADDRESSEE = r"(?!(?:Team|All|Everyone|There|Folks|Guys|Both|Again|Support|Sir|Madam|Hiring|Customer|Colleagues|Friends)\b)"
GREETING = r"(?<=(?:^|\n|\s)(?:Dear|Hi|Hello|Hey|Morning|Evening|Afternoon|Bonjour|Hola|Hallo|Ciao|Olá)\s)" + _NOT_ADDRESSEE + \
    r"(?:" + _W + r")(?:\s" + _W + r")?(?=\s*[,!:\n，])"
SIGN_OFF = (r"(?<=(?:^|\n)\s*(?i:thanks|thank you|many thanks|cheers|regards|best|best regards|kind regards|warm regards|"
            r"sincerely|yours|merci|danke|gracias|obrigad[oa]|saludos|grazie|ta)\s*[,!，.]?\s*\n\s*)" + _NOT_ADDRESSEE
            + r"(?:" + _W + r")(?:\s" + _W + r"){0,2}(?=\s*(?:\n|$|\())")
CHAT_SPEAKER = r"(?<=(?:^|\n)\s*\[\d{1,2}:\d{2}(?::\d{2})?\]\s*)" + _W + r"(?:\s" + _W + r")?(?=\s*:)"
_NOT_SELF = (r"(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|"
             r"August|September|October|November|December|Fine|Good|Done|Okay|Ok|Urgent|Important|Here|There|True|False|"
             r"Late|Over|Free|Open|Closed|Ready|Broken|Down|Up|Time|Me|Not|Just|Still|Really|Back|Live|Official)\b)")
SELF_NAMED = r"(?<=(?i:my name is|name's|it's)\s)" + _NOT_ADDRESSEE + _NOT_SELF + _W + r"(?:\s" + _W + r")?(?=\s*[,.!—–\-]|\s+(?:here|from)\b)"

# A Chinese name in a name field of code or SQL, which reads as an English line: "emp_name = '王小明'".
HAN_NAME_FIELD = r"(?<=(?i:[a-z_]*name)['\"]?\s*[:=]\s*['\"])\p{Han}{2,4}(?=['\"])"


def people_recognizers(lang: str) -> list[PatternRecognizer]:
    return [PatternRecognizer(supported_entity="PERSON", name="LabelledNameRecognizer", supported_language=lang,
                              patterns=[Pattern("labelled_name", LABELLED_NAME, 0.9), Pattern("titled_name", TITLED_NAME, 0.9),
                                        Pattern("titled_han", TITLED_HAN, 0.9),
                                        Pattern("labelled_one", LABELLED_ONE, 0.9), Pattern("greeting", GREETING, 0.9),
                                        Pattern("sign_off", SIGN_OFF, 0.9), Pattern("chat_speaker", CHAT_SPEAKER, 0.9),
                                        Pattern("self_named", SELF_NAMED, 0.9), Pattern("han_name_field", HAN_NAME_FIELD, 0.85)],
                              global_regex_flags=re.MULTILINE)]


# ---- names confirmed by name lists: "Last, First", "First Last", pinyin, user names ----

_CAP = r"(?:[ODL]['’])?\p{Lu}\p{Ll}+(?:[\-'’]\p{Lu}?\p{Ll}+)?"
_PARTICLE = r"(?:(?:van|von|de|da|del|della|di|du|le|la|bin|al|ben|dos|das|ter|van der|van den|de la)\s)?"
# One line: "Kenta Sato\nHauptstraße 12" is a name above an address, not a three-word name.
FIRST_LAST = re.compile(r"(?<![\p{L}\-'])(?P<f>" + _CAP + r")(?:[ \t](?P<m>[A-Z]\.|" + _CAP + r"))?[ \t]" + _PARTICLE
                        + r"(?P<l>" + _CAP + r")(?![\p{L}\-])")
LAST_FIRST = re.compile(r"(?<![\p{L}\-'])(?P<l>" + _CAP + r"|\p{Lu}{2,}),\s(?P<f>" + _CAP + r")(?:\s(?P<m>[A-Z]\.))?(?![\p{L}\-])")
# A given name alone after a verb of communication or an introduction: "ask priya", "told Kenji",
# "this is rosa from", "calling for daniel", "1:1 w/ tariq", and a Markdown chat speaker "> *priscilla*:".
# Only names in the given-name list that are not also ordinary words.
CUED_GIVEN = re.compile(
    r"(?:(?<=\b(?i:ask|asked|asking|tell|told|telling|ping|pinged|call|called|calling|calling\sfor|email|emailed|text|texted|"
    r"message|messaged|remind|reminded|cc|cc'd|loop\sin|thank|thanked|meet|met|this\sis|it's|it’s|it\sis|w/|per|via|"
    r"spoke\sto|spoke\swith|talked\sto|talk\sto|chat\swith|check\swith|checked\swith|reach\sout\sto|reached\sout\sto|"
    r"forward\sto|forwarded\sto|sent\sto|send\sto|hand\sover\sto|handed\sover\sto|assign\sto|assigned\sto)\s@?)|"
    r"(?<=(?:^|\n)[ \t]*>?[ \t]*\*{1,2}))"
    r"(?P<g>\p{L}\p{Ll}+)(?![\p{L}\-'@.]\p{L}|\p{L})")
_LOWER_WORD = re.compile(r"(?<![\p{L}\-'.@_])\p{Ll}{2,}(?![\p{L}\-'@_])")
# A user name after a word that says it is one: "ssh yuki.tanaka@host", "login tnowak",
# "Failed password for abello from", "opened by camille.dubois", "-u diego.hernandez".
STRONG_USER = re.compile(
    r"(?:(?<=\bssh\s(?:-\S+\s)*)|(?<=(?:\b(?i:user(?:name)?|login|uid|account)(?![a-z])|用户名|账号)\s*[:=：]?\s*[\"']?)|"
    r"(?<=[A-Za-z]_(?i:user(?:name)?|login|uid|account)[\"']?\s*[:=]\s*[\"']?)|(?<=\s-u\s?[\"']?)|"
    r"(?<=(?:Failed|Accepted|Invalid)\s(?:password|publickey|user)\s(?:for\s)?(?:invalid\suser\s)?)|"
    r"(?<=(?i:opened|created|closed|authored|committed|reported|merged|reviewed|approved|assigned|signed[- ]off)\s(?:by|to):?\s@?)|"
    # Home folders and pull-request branches carry the account name: /home/u/, C:\Users\u>, "from u/fix-tz"; a
    # Windows path inside a JSON string doubles its backslashes (C:\\Users\\u\\…).
    r"(?<=(?:/home/|/Users/|\\Users\\{1,2}))|(?<=(?i:pull\srequest\s\#\d{1,7}\sfrom\s))|"
    r"(?<=[a-z+]://))"
    r"(?P<u>[a-z][a-z0-9]*(?:[._\-][a-z][a-z0-9]*)?)(?=[\s@:,;'\")\]/\\>]|$)")
# Pre-check (speed only): a text holds a STRONG_USER match only if it holds the cue of one of its
# lookbehinds (each shortened to a part it cannot match without). STRONG_USER's lookbehinds ran at
# every position: 1.9 ms/KB on 1 KB English. Change both together (tests/privacy/test_prechecks.py).
STRONG_USER_CUE = re.compile(
    r"ssh\s|(?i:user|login|uid|account|用户名|账号)|\s-u|(?:Failed|Accepted|Invalid)\s|"
    r"(?i:opened|created|closed|authored|committed|reported|merged|reviewed|approved|assigned|signed[- ]off)\s|"
    r"/home/|/Users/|\\Users\\|(?i:pull\srequest\s)|://")
_HOME_BEFORE = re.compile(r"/home/$|/Users/$")
# the cue word of STRONG_USER with nothing but a space after it ("login tnowak", not "login: …")
_KEYED_USER = re.compile(r"[A-Za-z]_(?i:user(?:name)?|login|uid|account)[\"']?\s*[:=]\s*[\"']?$")
# a setting for a service's own account: its user is the application's, no person's ("db_username = "shredtrack"")
_SERVICE_KEYED = re.compile(r"(?i:db|database|mysql|pg|postgres|sql|smtp|mail|sasl|redis|mongo|amqp|rabbitmq|ftp|service|"
                            r"svc|app|api|bot|proxy|broker|mqtt|ldap_bind)[_\-]?[a-z_]*_(?i:user(?:name)?|login|uid|account)"
                            r"[\"']?\s*[:=]\s*[\"']?$")
_BARE_USER_CUE = re.compile(r"\b(?i:user(?:name)?|login|uid|account)[ \t]+$")
USER_TOKEN = re.compile(r"(?<![\p{L}\p{N}_.@/\-])(?P<u>[a-z]{2,}[._\-]?[a-z]{2,}|[a-z][._]?[a-z]{3,})(?P<n>(?:[._\-]?\d{1,4})?)"
                        r"(?![\p{L}\p{N}_@\-]|\.[A-Za-z0-9])")
_USER_CUE = re.compile(r"(?i:user(?:name)?|login|uid|account|assignee|owner|author|reporter|handle|by|from|for|"
                       r"member|employee|agent|committer|signed[- ]off[- ]by|cc|to|用户名?|账号|账户|wechat|weixin|wx|qq|微信|"
                       r"telegram|skype|slack|github|执行人|操作人|负责人|提交人|处理人|"
                       # round 16: who taught, reviewed, published or wrote it ("Tutor: p.larkin", "发布人：liqiang")
                       r"tutor|reviewer|approver|maintainer|editor|officer|advis[eo]r|caseworker|admin|operator|"
                       r"published\s+by|passwd-file\(|操作员|运维|管理员|"
                       r"发布人|审批人|审核人|作者|创建人|维护人|修改人|经办人|值班人)[\"']?\s*[:=：]?\s*[\"'@]?$|@$"
                       # the first argument of a login call: login("user", …)
                       r"|(?i:log_?in|sign_?in|auth(?:enticate)?)\(\s*[\"']$")
_NOT_NAME = {"street", "avenue", "road", "team", "inc", "corp", "ltd", "llc", "university", "hospital", "bank", "group",
             "support", "service", "services", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
             "sunday", "january", "february", "march", "april", "may", "june", "july", "august", "september",
             "october", "november", "december", "dear", "hi", "hello", "thanks", "thank", "regards", "cheers", "best",
             "yes", "no", "ok", "okay", "sorry", "please", "sincerely", "attn", "note", "from", "to", "cc", "subject",
             "re", "fwd", "and", "but", "so", "also", "the", "this", "that", "city", "county", "state", "park", "lane",
             "drive", "court", "place", "square", "center", "centre", "office", "department", "company",
             "project", "account", "user", "admin", "manager", "director", "engineer", "doctor", "nurse", "patient",
             "mr", "mrs", "ms", "dr", "prof", "sir", "madam", "welcome", "good", "morning", "evening", "update",
             "issue", "ticket", "order", "invoice", "report", "error", "warning", "info", "debug", "true", "false",
             # day and month abbreviations of log timestamps ("Sun Nov 29 21:40:02"): Sun is also a pinyin surname
             "mon", "tue", "wed", "thu", "fri", "sat", "jan", "feb", "apr", "jun", "jul", "aug", "sep", "sept", "oct",
             "nov", "dec"}
_NOT_USER = {"invalid", "unknown", "from", "with", "the", "this", "that", "none", "null", "true", "false", "localhost",
             "password", "publickey", "port", "user", "users", "login", "logout", "name", "email", "your", "their"}
# Parts of service-account names: "svc_orders", "crm_app", "ci-runner", "backup-bot".
_SERVICE_PARTS = {"admin", "root", "deploy", "system", "sys", "guest", "test", "user", "users", "service", "svc", "jenkins",
                  "bot", "ci", "cd", "runner", "ubuntu", "postgres", "mysql", "redis", "nobody", "backup", "app", "apps",
                  "www", "web", "api", "data", "etl", "job", "cron", "monitor", "monitoring", "readonly", "ro", "rw", "db",
                  "prod", "dev", "staging", "stage", "qa", "ops", "devops", "sre", "infra", "orders", "order", "holder",
                  "account", "accounts", "team", "support", "billing", "finance", "hr", "sales", "marketing", "crm", "erp",
                  "payments", "payment", "noreply", "info", "mail", "daemon", "git", "build", "release",
                  "report", "reports", "sync", "worker", "agent", "node", "master", "slave", "replica", "primary", "local",
                  "reporting", "analytics", "metrics", "locked", "unlocked", "disabled", "enabled", "exporter", "scheduler",
                  "grafana", "airflow", "celery", "nginx", "apache", "httpd", "kafka", "elastic", "kibana", "prometheus",
                  "gitlab", "github", "scanner", "auditor", "audit", "replication", "replicator", "migrator", "migration",
                  "loader", "reader", "writer", "viewer", "editor", "operator", "tester", "demo", "sample", "example",
                  "anonymous", "public", "internal", "external", "default", "expired", "suspended", "deleted"}
_SERVICE_USERS = {"admin", "root", "deploy", "system", "guest", "test", "user", "service", "jenkins", "bot", "ubuntu",
                  "postgres", "nobody", "backup", "app", "www", "daemon", "support", "info", "noreply", "ops", "dev"}


_ROLES = {"dba", "ops", "dev", "qa", "hr", "pm", "it", "sre", "admin", "cs", "kefu", "fin"}


# Above spaCy's 0.85: Presidio keeps the higher-scored of two identical spans, and only the
# spaCy one is trimmed by trim.clean_person (which would drop a lower-case user name).
_LISTED_SCORE = 0.9
MAX_USER_NAME = 64


def _plain(w: str) -> str:
    """Lower-case without accents: Müller → muller, José → jose."""
    return "".join(c for c in unicodedata.normalize("NFKD", w.lower()) if not unicodedata.combining(c))


def _is_given(w: str) -> bool:
    return _plain(w) in name_lists.GIVEN


def _is_surname(w: str) -> bool:
    w = _plain(w)
    return w in name_lists.SURNAMES or w in name_lists.PINYIN_SURNAMES


def _pinyin_pair(a: str, b: str) -> bool:
    """Zhang Wei / Wei Zhang / Ouyang Nana: a pinyin surname and a pinyin given name."""
    al, bl = a.lower(), b.lower()
    if al in name_lists.PINYIN_SURNAMES and name_lists.is_pinyin_given(b) and (
            al not in name_lists.PINYIN_AMBIGUOUS or name_lists.pinyin_syllables(b) >= 2):
        return True
    return bl in name_lists.PINYIN_SURNAMES and name_lists.is_pinyin_given(a) and bl not in name_lists.PINYIN_AMBIGUOUS \
        and (a.lower() in name_lists.GIVEN or len(a) >= 3)


def _person_pair(first: str, last: str) -> bool:
    if first.lower() in _NOT_NAME or last.lower() in _NOT_NAME:
        return False
    if _is_given(first) and (first.lower() not in name_lists.GIVEN_AMBIGUOUS or _is_surname(last)):
        return True
    return _pinyin_pair(first, last)


_SPLIT_PARTS = re.compile(r"[._\-]")  # compiled once: _username runs for every token-like word (speed only)
_SPLIT_DOTTED = re.compile(r"[._]")


def _username(token: str, cue: bool) -> bool:
    # No user name is this long; the glued-name search below is quadratic in the length
    # (a 16 KB run of letters took 14 s).
    if token in _SERVICE_USERS or len(token) > MAX_USER_NAME:
        return False
    parts = [p for p in _SPLIT_PARTS.split(token) if p]
    dotted = [p for p in _SPLIT_DOTTED.split(token) if p]
    if len(dotted) == 2 and "-" in dotted[0] and all(_is_given(g) for g in dotted[0].split("-")) and _is_surname(dotted[1]):
        return True  # hans-peter.mueller: a hyphenated given name
    if len(dotted) == 2 and len(dotted[0]) == 1 and _plain(dotted[1]) in name_lists.SURNAMES and len(dotted[1]) >= 4:
        return True  # k.mueller: an initial and a listed surname
    if len(dotted) == 2 and all(_is_given(g) and g not in name_lists.GIVEN_AMBIGUOUS for g in dotted) and "." in token:
        return True  # anna.sofia: two given names
    if cue and len(dotted) == 2 and len(dotted[1]) == 1 and _is_given(dotted[0]) and dotted[0] not in name_lists.GIVEN_AMBIGUOUS:
        return True  # "kasia.w", "nicola.h" where something says it is a user name: a given name and an initial (round 16)
    if len(parts) == 2:
        a, b = parts
        if (_is_given(a) and _is_surname(b)) or (_is_surname(a) and _is_given(b)) or _pinyin_pair(a, b):
            return True
        # "dba_zhao", "ops-li": a role and a surname, where something says it is a user name.
        if cue and ((a in _ROLES and b in name_lists.PINYIN_SURNAMES and b not in name_lists.PINYIN_AMBIGUOUS)
                    or (b in _ROLES and a in name_lists.PINYIN_SURNAMES and a not in name_lists.PINYIN_AMBIGUOUS)):
            return True
        return cue and (_is_given(a) or _is_given(b)) and min(len(a), len(b)) >= 2 and not (
            a in _SERVICE_USERS or b in _SERVICE_USERS)
    # One piece: pinyin surname + given name glued ("zhangjing", "lixiaolong") where something says it is a user name.
    if cue and len(token) >= 5:
        for cut in (2, 3, 4, 5, 6):
            head, rest = token[:cut], token[cut:]
            if head in name_lists.PINYIN_SURNAMES and head not in name_lists.PINYIN_AMBIGUOUS and len(rest) >= 2 \
                    and name_lists.is_pinyin_given(rest):
                return True
    # One piece: first+last glued ("chengarcia"), or initial+surname ("cgarcia"); a letter before a surname that is
    # also an English word is often a word ("price", "gross", "shall", "chart", "spark") and needs a cue (round 16).
    if is_word(token):
        return False  # an English word that splits into names is the word ("standing", "award"; round 17)
    if len(token) >= 5 and _is_surname(token[1:]) and token[1:] not in name_lists.PINYIN_AMBIGUOUS:
        return cue or (token[1:] in name_lists.SURNAMES and token[1:] not in name_lists.SURNAME_WORDS)
    for i in range(2, len(token) - 1):
        if _is_given(token[:i]) and _is_surname(token[i:]) and len(token) - i >= 3:
            return True
    return False


class ListedNameRecognizer(SingleEntityRecognizer):
    ENTITY = "PERSON"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for m in FIRST_LAST.finditer(text, overlapped=True):
            if _person_pair(m.group("f"), m.group("l")) and (m.group("m") is None or m.group("m").endswith(".")
                                                               or m.group("m").lower() not in _NOT_NAME):
                out.append(RecognizerResult("PERSON", m.start(), m.end(), _LISTED_SCORE))
        for m in LAST_FIRST.finditer(text):
            last, first = m.group("l"), m.group("f")
            # "Emily Murphy, Daniel Sharma": a list of First Last names, not "Last, First".
            if re.match(r"\s[A-Z][a-z]", text[m.end():m.end() + 3]) or re.search(r"[A-Z][a-z]+\s$", text[max(0, m.start() - 20):m.start()]):
                continue
            if last.lower() not in _NOT_NAME and (_is_given(first) and first.lower() not in name_lists.GIVEN_AMBIGUOUS
                                                   or _is_surname(last) and first.lower() not in _NOT_NAME
                                                   or _pinyin_pair(last, first)):
                out.append(RecognizerResult("PERSON", m.start(), m.end(), _LISTED_SCORE))
        # "ask sofia rossi": look up word pairs in the lists instead of running a pair regex everywhere.
        words = [(m.start(), m.end(), m.group()) for m in _LOWER_WORD.finditer(text)]
        for (a, b, f), (c, d, last) in zip(words, words[1:]):
            # (round 27: not two function words that lists hold as names elsewhere: "my son", "can do", "can he")
            if c == b + 1 and text[b] == " " and f in name_lists.GIVEN and f not in name_lists.GIVEN_AMBIGUOUS \
                    and _is_surname(last) and f not in STOP_WORDS and last not in STOP_WORDS and not (d < len(text) and text[d] in "@_.-" and d + 1 < len(text) and text[d + 1].isalnum()):
                out.append(RecognizerResult("PERSON", a, d, _LISTED_SCORE))
        for m in CUED_GIVEN.finditer(text):
            g = m.group("g")
            if _plain(g) in name_lists.GIVEN and g.lower() not in name_lists.GIVEN_AMBIGUOUS \
                    and g.lower() not in STOP_WORDS and g.lower() not in _NOT_NAME:
                out.append(RecognizerResult("PERSON", m.start("g"), m.end("g"), _LISTED_SCORE))
        for m in STRONG_USER.finditer(text) if STRONG_USER_CUE.search(text) else ():
            u = m.group("u")
            parts = re.split(r"[._\-]", u)
            after = text[m.end():m.end() + 1]
            if m.group().startswith(tuple("abcdefghijklmnopqrstuvwxyz")) and text[max(0, m.start() - 3):m.start()] == "://" \
                    and after not in (":", "@"):
                continue  # a host name after a scheme, not a user
            if re.search(r"(?i:\bto):?\s@?$", text[max(0, m.start() - 6):m.start()]) and not re.search(r"[._\-\d]", u) \
                    and not _username(u, True):
                continue  # "reported to council", "assigned to support": a plain word after "to" is no account (round 16)
            if _SERVICE_KEYED.search(text, max(0, m.start() - 40), m.start()):
                continue
            if (is_word(u) or "key" in u or "token" in u) and (
                    _BARE_USER_CUE.search(text, max(0, m.start() - 12), m.start())
                    or _KEYED_USER.search(text, max(0, m.start() - 24), m.start())):
                continue  # "login code", "account recovery": a word after the cue word, not a name given to it (round 17);
                # "MAIL_USERNAME=orders", "smtp_auth_username: apikey": a mailbox's, a service's, where
                # "ansible_user=gthorley" is a person's (round 32)
            if u not in _NOT_USER and u not in STOP_WORDS and 4 <= len(u) <= 30 \
                    and all(p.isalpha() and (len(p) >= 2 or i == 0) for i, p in enumerate(parts)) \
                    and not set(parts) & _SERVICE_PARTS and (len(parts) == 2 or len(u) <= 14):
                # a home folder is the person's whole ("/home/lwaweru": the brief's own example), the user name alone
                # inside it (round 25)
                home = _HOME_BEFORE.search(text, max(0, m.start() - 7), m.start())
                out.append(RecognizerResult("PERSON", home.start() if home else m.start(), m.end(), _LISTED_SCORE))
        for m in USER_TOKEN.finditer(text):
            cue = bool(_USER_CUE.search(text[max(0, m.start() - 24):m.start()]))
            if _username(m.group("u"), cue):
                out.append(RecognizerResult("PERSON", m.start(), m.end(), _LISTED_SCORE))
        return out


def listed_name_recognizers(lang: str) -> list[LocalRecognizer]:
    return [ListedNameRecognizer(lang)]
