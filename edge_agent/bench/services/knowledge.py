"""Notes and the knowledge base: text documents the agent searches, reads and writes."""
from __future__ import annotations

import re

from pydantic import BaseModel

from edge_agent.bench.services.base import (FINDERS, Row, Seed, ServiceTool, TODAY, fmt_list, get_row, join_list, next_id, refuse_unchanged, search_result, search_rows, seed_rows)
from edge_agent.bench.services.registry import Service
from edge_agent.bench.websearch.bm25 import BM25

DOC_COLUMNS = {"id": str, "title": str, "body": str, "tags": str, "updated": str}


class DocRow(Row):
    id: str | None = None
    title: str
    body: str
    tags: list[str] = []
    updated: str = TODAY


class NotesSeed(Seed):
    notes: list[DocRow] = []


class KBSeed(Seed):
    articles: list[DocRow] = []


def setup_notes(db, seed: NotesSeed) -> None:
    seed_rows(db, "notes", seed.notes, columns=DOC_COLUMNS, pk="id", prefix="N-", start=1)


def setup_kb(db, seed: KBSeed) -> None:
    seed_rows(db, "kb_articles", seed.articles, columns=DOC_COLUMNS, pk="id", prefix="KB-", start=100)


_RETIRED = re.compile(r"(?i:\b(?:archived|deprecated|obsolete|superseded|outdated|retired|no longer (?:valid|in force))\b)|"
                      r"已归档|已废弃|已作废|已过期|旧版|作废|停用")


_RETIRED_LEAD = re.compile(r"(?i:\b(?:superseded|replaced)\s+by\b|\bno\s+longer\s+(?:valid|used|current|applies|in\s+use)\b|"
                           r"\bdeprecated\b|\bobsolete\b|\bdo\s+not\s+use\b)|已废弃|已作废|不再使用|不再适用|以新版为准|已停用")


def _retired(row: dict) -> bool:
    """Archived by its title or tags, or saying so at the top of its text ("Superseded by the 2024 gateway guide")."""
    return bool(_RETIRED.search(f"{row['title']} {row['tags']}") or _RETIRED_LEAD.search(row["body"][:200]))


def _title_words(title: str) -> set[str]:
    """A title's words of 3+ letters (no numbers, no retirement words) and its Chinese character pairs."""
    text = _RETIRED.sub(" ", title.casefold())
    han = [run[i:i + 2] for run in re.findall(r"[\u4e00-\u9fff]{2,}", text) for i in range(len(run) - 1)]
    return {w for w in re.findall(r"[a-z]{3,}", text)} | set(han)


def _read(db, table, id_, what):
    row = get_row(db, table, "id", id_, what)
    tags = f"\ntags: {row['tags']}" if row["tags"] else ""
    text = f"# {row['title']}\n(id {row['id']}, updated {row['updated']}){tags}\n\n{row['body']}"
    if not _retired(row):
        return text
    # A retired document says which current ones share its title's words: asked for the rule in force, a 0.5B
    # read the archived policy the search listed first and answered from it (blind9).
    words = _title_words(row["title"])
    shared = [(len(words & _title_words(r["title"])), r) for r in db[table].rows_where(order_by="id")
              if r["id"] != row["id"] and not _retired(r)]
    most = max([n for n, _ in shared], default=0)
    current = [r for n, r in shared if n == most and 2 * n >= len(words) and n > 0][:3]
    if current:
        text += (f"\n\n(This {what} is marked as no longer current. Current ones on the same subject: "
                 + "; ".join(f"{r['id']} {r['title']} (updated {r['updated']})" for r in current) + ".)")
    return text


class SearchNotes(ServiceTool):
    service = "notes"
    name = "search_notes"
    description = "Find notes whose title, tags or body contain all the query words (empty query lists all): id | updated | title."

    class Args(BaseModel):
        query: str = ""

    def run(self, args, ctx):
        rows, near = search_rows(self.db(ctx)["notes"].rows_where(order_by="updated desc"), args.query,
                                 ["title", "tags", "body"])
        return search_result(rows, near, ["id", "updated", "title"], "notes", args.query,
                             "an empty query to list every note")


class ReadNote(ServiceTool):
    service = "notes"
    name = "read_note"
    description = "Read a note by id."

    class Args(BaseModel):
        id: str

    def run(self, args, ctx):
        return _read(self.db(ctx), "notes", args.id, "note")


class CreateNote(ServiceTool):
    service = "notes"
    name = "create_note"
    description = "Create a note."

    class Args(BaseModel):
        title: str
        body: str
        tags: list[str] = []

    def run(self, args, ctx):
        db = self.db(ctx)
        nid = next_id(db, "notes", "N-")
        db["notes"].insert({"id": nid, "title": args.title, "body": args.body,
                            "tags": join_list(args.tags), "updated": TODAY})
        return f"created note {nid}: {args.title!r}"


class UpdateNote(ServiceTool):
    service = "notes"
    name = "update_note"
    description = "Replace the body (and optionally the title) of a note."

    class Args(BaseModel):
        id: str
        body: str
        title: str | None = None

    def run(self, args, ctx):
        db = self.db(ctx)
        row = get_row(db, "notes", "id", args.id, "note")
        changes = {"body": args.body, "updated": TODAY}
        if args.title:
            changes["title"] = args.title
        refuse_unchanged(row, changes, "note", FINDERS["notes"], skip=("updated",))
        db["notes"].update(args.id, changes)
        what = "body and title" if args.title else "body"
        return f"updated note {args.id} ({row['title']}): replaced the {what}"


class SearchKB(ServiceTool):
    service = "kb"
    name = "search_kb"
    paging_args = ("max_results",)  # hidden from the model: it set such knobs to 1
    description = "Search the internal knowledge base (ranked): id | title."

    class Args(BaseModel):
        query: str
        max_results: int = 5

    def run(self, args, ctx):
        rows = list(self.db(ctx)["kb_articles"].rows)
        # Ranked rather than all-terms matching: help-desk queries are phrased loosely.
        index = BM25([f"{r['title']} {r['tags']} {r['body']}" for r in rows])
        hits = index.search(args.query, args.max_results)
        empty = f"no articles match {args.query!r}; try fewer or other words"
        return fmt_list([rows[i] for i, _ in hits], ["id", "title"], empty)


class ReadArticle(ServiceTool):
    service = "kb"
    name = "read_article"
    description = "Read a knowledge-base article by id."

    class Args(BaseModel):
        id: str

    def run(self, args, ctx):
        return _read(self.db(ctx), "kb_articles", args.id, "article")


NOTES = Service("notes", NotesSeed, setup_notes, (SearchNotes, ReadNote, CreateNote, UpdateNote), ("notes",))
KB = Service("kb", KBSeed, setup_kb, (SearchKB, ReadArticle), ("kb_articles",))
