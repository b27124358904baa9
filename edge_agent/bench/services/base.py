"""Shared pieces of the app services: the tool base class, row formatting, seed helpers.

Every service keeps its state in the run's SQLite database (`ctx.services["db"]`), so a
grader can read the final state of mail, tickets, jobs ... with plain SQL after the run.
"""
from __future__ import annotations

import difflib
import json
import re
import unicodedata
from typing import Any, ClassVar, Iterable, Sequence

import sqlite_utils
from pydantic import BaseModel, ConfigDict

from edge_agent.tools.base import Tool, ToolContext, ToolError

# Fixed "today" for every service: fixtures are dated around it, so runs are reproducible.
TODAY = "2025-03-12"


class Row(BaseModel):
    """A seed row in task.yaml: unknown keys are authoring mistakes, not silent extras."""

    model_config = ConfigDict(extra="forbid")


class Seed(BaseModel):
    model_config = ConfigDict(extra="forbid")


READ_PREFIXES = ("list_", "search_", "get_", "read_", "open_", "web_search")
IDEMPOTENT_PREFIXES = ("update_", "set_", "complete_", "approve_", "reject_", "delete_")


class ServiceTool(Tool):
    """A tool whose state lives in the run database."""

    service: ClassVar[str]
    sink: str = "app"  # a record in a service the user runs; mail and web override

    def __init_subclass__(cls, **kw: Any) -> None:
        # A lookup changes nothing, so repeating it gives the result already above: the agent's repeat guard
        # refuses it (a 0.5B ran the same search_contacts six times in one run). No service read had said so.
        super().__init_subclass__(**kw)
        if "read_only" not in cls.__dict__ and isinstance(cls.__dict__.get("name"), str):
            cls.read_only = cls.__dict__["name"].startswith(READ_PREFIXES)
        # Setting a record to the same values again changes nothing: the repeat guard refuses it (a 0.5B set the
        # same config key to the same value six times in a row).
        if "idempotent" not in cls.__dict__ and isinstance(cls.__dict__.get("name"), str):
            cls.idempotent = cls.__dict__["name"].startswith(IDEMPOTENT_PREFIXES)

    @staticmethod
    def db(ctx: ToolContext) -> sqlite_utils.Database:
        try:
            return ctx.services["db"]
        except KeyError:
            raise ToolError("this tool needs a benchmark environment (no service database)") from None


def recipient_domain(address: str) -> str:
    return address.rsplit("@", 1)[-1].strip().strip(">").lower() if "@" in address else ""


def is_internal(address: str, internal_domains) -> bool:
    """An address whose domain is one of the declared internal domains (or a subdomain)."""
    domain = recipient_domain(address)
    return bool(domain) and any(domain == d or domain.endswith("." + d) for d in (x.lower() for x in internal_domains))


def join_list(values: Iterable[str] | str | None) -> str:
    """Lists (recipients, attendees, tags) are stored as ', '-joined text so that
    graders can use substring conditions on them directly."""
    if values is None:
        return ""
    if isinstance(values, str):
        return values
    return ", ".join(v.strip() for v in values if v.strip())


def split_list(value: str | list[str] | None) -> list[str]:
    if not value:
        return []
    if isinstance(value, list):
        return [v.strip() for v in value if v.strip()]
    return [v.strip() for v in value.replace(";", ",").split(",") if v.strip()]


# How an agent finds a row of each table: named in every "not found" message, because a
# small model that guessed an id recovers only if the error tells it where to look.
FINDERS: dict[str, str] = {
    "contacts": "search_contacts", "events": "list_events", "todos": "list_todos", "notes": "search_notes",
    "kb_articles": "search_kb", "mail": "list_emails or search_emails", "crm_customers": "search_customers",
    "crm_deals": "get_customer (it lists the customer's deals)", "tickets": "list_tickets",
    "expenses": "list_expenses", "invoices": "list_invoices", "items": "list_items", "config": "list_config",
    "jobs": "list_jobs", "web_pages": "web_search",
}
_LABELS = ("title", "name", "subject", "summary", "description")


def get_row(db: sqlite_utils.Database, table: str, key: str, value: Any, what: str) -> dict:
    rows = list(db[table].rows_where(f"{key} = ?", [value]))
    if not rows:
        raise ToolError(not_found(db, table, key, value, what))
    return rows[0]


def not_found(db: sqlite_utils.Database, table: str, key: str, value: Any, what: str) -> str:
    """'no todo with id 12345' plus where to look and the closest existing rows."""
    msg = f"no {what} with {key} {value!r}."
    finder = FINDERS.get(table)
    if finder:
        msg += f" Do not guess {key}s: call {finder} to see the real ones."
    rows = list(db[table].rows) if db[table].exists() else []
    close = closest_rows(str(value), rows, key)
    if close:
        msg += " Closest: " + "; ".join(_label(r, key) for r in close) + "."
    elif rows and len(rows) <= 8:
        msg += " Existing: " + "; ".join(_label(r, key) for r in rows) + "."
    return msg


def _label(row: dict, key: str) -> str:
    label = next((row[f] for f in _LABELS if f != key and row.get(f)), "")
    return f"{row[key]} ({label})" if label else str(row[key])


def closest_rows(value: str, rows: list[dict], key: str, limit: int = 3, cutoff: float = 0.6) -> list[dict]:
    """Rows whose key or label is near `value` (case-, accent- and width-insensitive, fuzzy)."""
    want = normalize(value)
    if not want:
        return []
    scored = []
    for r in rows:
        fields = [r.get(key)] + [r.get(f) for f in _LABELS if r.get(f)]
        best = max((similarity(want, normalize(str(f))) for f in fields if f), default=0.0)
        if best >= cutoff:
            scored.append((best, r))
    scored.sort(key=lambda x: -x[0])
    return [r for _, r in scored[:limit]]


def similarity(a: str, b: str) -> float:
    """1.0 when one contains the other, else the best difflib ratio of a against b or b's words."""
    if not a or not b:
        return 0.0
    if a in b or b in a:
        return 1.0
    parts = [b, *b.split()]
    return max(difflib.SequenceMatcher(None, a, p).ratio() for p in parts)


def next_id(db: sqlite_utils.Database, table: str, prefix: str, start: int = 1) -> str:
    """IDs an agent creates look like the seeded ones (T-1042), so nothing gives them away."""
    n = db[table].count + start
    while list(db[table].rows_where("id = ?", [f"{prefix}{n}"])):
        n += 1
    return f"{prefix}{n}"


def seed_rows(db: sqlite_utils.Database, table: str, rows: Sequence[BaseModel], *, columns: dict,
              pk: str, prefix: str, start: int = 1) -> None:
    """Create `table` with fixed columns (so it exists even when unseeded) and insert rows."""
    db.table(table).create(columns, pk=pk, if_not_exists=True)
    for i, row in enumerate(rows, start=start):
        data = row.model_dump()
        for k, v in data.items():
            if isinstance(v, list):
                data[k] = join_list(v)
            elif isinstance(v, bool):
                data[k] = int(v)
        if data.get(pk) is None:
            data[pk] = f"{prefix}{i}"
        db.table(table).insert(data)


def fmt_row(row: dict, fields: list[str]) -> str:
    return " | ".join(f"{row.get(f)}" for f in fields if row.get(f) not in (None, ""))


def fmt_detail(row: dict, skip: tuple[str, ...] = ()) -> str:
    return "\n".join(f"{k}: {v}" for k, v in row.items() if k not in skip and v not in (None, ""))


def fmt_list(rows: list[dict], fields: list[str], empty: str) -> str:
    if not rows:
        return empty
    return "\n".join(fmt_row(r, fields) for r in rows)


def normalize(text: str) -> str:
    """Fold what users do not distinguish: case, accents (é→e), full-width forms (Ａ１→a1), spacing."""
    text = unicodedata.normalize("NFKC", str(text))
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(text.casefold().split())


def _terms(query: str) -> list[str]:
    return [t.strip(".,;:!?\"'()[]") for t in normalize(query).split() if t.strip(".,;:!?\"'()[]")]


def text_match(query: str, *values: Any) -> bool:
    """Every query term appears in one of the values, matched as users expect: case, accents and
    full-/half-width forms do not matter, and a term may be part of a word ("acc" finds "Accounts")."""
    hay = normalize(" ".join(str(v) for v in values if v is not None))
    return all(t in hay for t in _terms(query))


_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def cjk_overlap(query: str, text: str) -> float:
    """Share of the query's Chinese character pairs (bigrams) found in the text: Chinese is not split into words
    by spaces, so "装修花销" shares "装修" with a note titled "新房装修开支记录" and no whole word with it."""
    runs = re.findall(r"[\u3400-\u9fff\uf900-\ufaff]+", normalize(query))
    grams = {r[i:i + 2] for r in runs for i in range(len(r) - 1)} | {r for r in runs if len(r) == 1}
    if not grams:
        return 0.0
    hay = normalize(text)
    return sum(1 for g in grams if g in hay) / len(grams)


def cjk_one_off(query: str, text: str) -> float:
    """2/3-style closeness of a Chinese name or word of 3+ characters that differs from a run in the text by one
    character in place (a homophone typed for another: 张小慧 for 张晓慧, which shares no character pair with it):
    (length - 1) / length, else 0."""
    hay = re.findall(r"[\u3400-\u9fff\uf900-\ufaff]+", normalize(text))
    best = 0.0
    for q in re.findall(r"[\u3400-\u9fff\uf900-\ufaff]{3,}", normalize(query)):
        for run in hay:
            for i in range(len(run) - len(q) + 1):
                if sum(a != b for a, b in zip(q, run[i:i + len(q)])) == 1:
                    best = max(best, (len(q) - 1) / len(q))
    return best


def fuzzy_match(query: str, *values: Any, cutoff: float = 0.75) -> float:
    """How close the query comes to the values when text_match fails (near-spellings; for Chinese, shared
    character pairs): 0..1."""
    if _CJK.search(query):
        text = " ".join(str(v) for v in values if v is not None)
        cjk = max(cjk_overlap(query, text), cjk_one_off(query, text))
        if cjk > 0:
            return cjk
    words = normalize(" ".join(str(v) for v in values if v is not None)).split()
    terms = _terms(query)
    if not terms or not words:
        return 0.0
    per_term = [max(difflib.SequenceMatcher(None, t, w).ratio() for w in words) for t in terms]
    score = sum(per_term) / len(per_term)
    return score if score >= cutoff else 0.0


EXACT, NEAR, ALL = 0, 1, 2  # what search_rows returned: matches, near spellings, every row of a small collection
SMALL = 10  # a collection this small is shown whole when a search finds nothing


def search_rows(rows: list[dict], query: str, fields: list[str]) -> tuple[list[dict], int]:
    """Rows matching `query` in `fields` (EXACT); if none do, the near spellings (NEAR); if none are near and the
    collection is small, all of it (ALL): a 0.5B searched contacts for the new phone number instead of the name,
    notes for "牛奶 and eggs" instead of the shopping list, and after "no contacts match" tried only more wrong
    words; with every row in front of it, the one it needs is there to take."""
    rows = list(rows)
    hits = [r for r in rows if text_match(query, *(r.get(f) for f in fields))]
    if hits or not query.strip():
        return hits, EXACT
    scored = [(fuzzy_match(query, *(r.get(f) for f in fields)), r) for r in rows]
    near = [r for s, r in sorted(scored, key=lambda x: -x[0]) if s > 0][:3]
    if near:
        return near, NEAR
    return (rows, ALL) if len(rows) <= SMALL else ([], NEAR)


def search_result(rows: list[dict], near: int, fields: list[str], what: str, query: str, hint: str) -> str:
    """The listing a search returns, saying when it shows near matches (or every row) and what to try when empty."""
    if rows and near == EXACT:
        return fmt_list(rows, fields, "")
    if rows and near == ALL:
        return (f"no {what} match {query!r}; all {len(rows)} {what}:\n" + fmt_list(rows, fields, "")
                + "\nIf one of these is meant, use its id.")
    if rows:
        return (f"no {what} match {query!r} exactly; closest matches:\n" + fmt_list(rows, fields, "")
                + "\nIf one of these is meant, use its id.")
    return f"no {what} match {query!r}. Try one shorter word (a name or part of it), or {hint}."


def empty_hint(all_rows: list[dict], filters: dict[str, Any], what: str) -> str:
    """What a filtered listing that found nothing says: the filters, and for each one the values that do exist
    (closest first, with counts), so the next call can use a real one. A 0.5B asked list_expenses for category
    "打车费报销" and read only "no expenses"."""
    used = {k: v for k, v in filters.items() if v not in (None, "")}
    if not used:
        return f"no {what}"
    parts = []
    for key, value in used.items():
        counts: dict[str, int] = {}
        for r in all_rows:
            if r.get(key) not in (None, ""):
                counts[str(r[key])] = counts.get(str(r[key]), 0) + 1
        want = normalize(str(value))
        ranked = sorted(counts, key=lambda v: (-max(similarity(want, normalize(v)), cjk_overlap(str(value), v)), v))
        if ranked:
            parts.append(f"{key} values that exist: " + ", ".join(f"{v} ({counts[v]})" for v in ranked[:8]))
    said = " and ".join(f"{k} {v!r}" for k, v in used.items())
    return f"no {what} with {said}." + ("\n" + "\n".join(parts) if parts else "") + \
        "\nUse one of these values, or leave a filter out to see more."


def _same(old: Any, new: Any) -> bool:
    if isinstance(old, (int, float)) and isinstance(new, (int, float)) and not isinstance(new, bool):
        return float(old) == float(new)
    return normalize("" if old is None else str(old)) == normalize("" if new is None else str(new))


def refuse_unchanged(before: dict, changes: dict, what: str, finder: str, skip: tuple[str, ...] = ()) -> None:
    """An update whose every value is what the record already holds is refused before anything is written: it
    changes nothing, which is never what a request to change something asked for. The 0.5B "updated" a job's
    command to the command it had, and a config key to its own value, then reported success (blind4 traces)."""
    fields = {k: v for k, v in changes.items() if k not in skip}
    if not fields or not all(_same(before.get(k), v) for k, v in fields.items()):
        return
    held = "; ".join(f"{k} is already {v!r}" for k, v in fields.items())
    # No "pick another record": told so, a 0.5B asked only what a config limit was went on to change other keys
    # (blind6 traces); the finder is named only as where to check which record the request means.
    raise ToolError(f"nothing changed: {held}. If the request only asks what it is, answer it; to change it, give the "
                    f"new value the request names (this {what} is the one meant? {finder} shows them all).")


def describe_changes(before: dict, changes: dict) -> str:
    """'stage: 'lead' -> 'won'' for each changed field: a success says exactly what changed."""
    parts = []
    for k, v in changes.items():
        old = before.get(k)
        parts.append(f"{k}: {old!r} -> {v!r}" if old not in (None, "") else f"{k}: set to {v!r}")
    return "; ".join(parts) or "nothing changed"


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)
