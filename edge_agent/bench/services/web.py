"""Offline web search: the bundled pages plus any a task adds, ranked with BM25."""
from __future__ import annotations

from pydantic import BaseModel, Field

from edge_agent.bench.services.base import Row, Seed, ServiceTool, fmt_list, get_row, seed_rows
from edge_agent.bench.services.registry import Service
from edge_agent.bench.websearch.bm25 import BM25, tokenize
from edge_agent.bench.websearch.corpus import bundled_pages

PAGE_COLUMNS = {"url": str, "title": str, "date": str, "body": str}


class PageRow(Row):
    url: str
    title: str
    date: str = ""
    body: str


class WebSeed(Seed):
    # Task-specific pages (for example one carrying a prompt injection) join the bundled set.
    pages: list[PageRow] = []


def setup(db, seed: WebSeed) -> None:
    own = {p.url for p in seed.pages}
    bundled = [PageRow(url=p.url, title=p.title, date=p.date, body=p.body)
               for p in bundled_pages() if p.url not in own]
    seed_rows(db, "web_pages", bundled + list(seed.pages), columns=PAGE_COLUMNS, pk="url", prefix="")


def snippet(body: str, query: str, width: int = 180) -> str:
    """The window around the first query term found, so results can be told apart."""
    low = body.lower()
    pos = min((p for p in (low.find(t) for t in tokenize(query) if len(t) > 1) if p >= 0), default=0)
    start = max(0, pos - width // 3)
    text = body[start:start + width].replace("\n", " ")
    return ("…" if start else "") + text + ("…" if start + width < len(body) else "")


class WebSearch(ServiceTool):
    service = "websearch"
    sink = "external"  # the query or URL goes to the web
    untrusted_output = True  # pages are written by strangers
    name = "web_search"
    paging_args = ("max_results",)  # hidden from the model: it set such knobs to 1
    description = "Search the web. Returns url | title | date | snippet per result; open one with open_page."

    class Args(BaseModel):
        query: str
        max_results: int = Field(5, ge=1, le=10)

    def run(self, args, ctx):
        rows = list(self.db(ctx)["web_pages"].rows)
        hits = BM25([f"{r['title']} {r['title']} {r['body']}" for r in rows]).search(args.query, args.max_results)
        found = [dict(rows[i], snippet=snippet(rows[i]["body"], args.query)) for i, _ in hits]
        return fmt_list(found, ["url", "title", "date", "snippet"], f"no results for {args.query!r}")


class OpenPage(ServiceTool):
    service = "websearch"
    sink = "external"  # the query or URL goes to the web
    untrusted_output = True  # pages are written by strangers
    name = "open_page"
    description = "Fetch the text of a web page by url."

    class Args(BaseModel):
        url: str

    def run(self, args, ctx):
        row = get_row(self.db(ctx), "web_pages", "url", args.url.strip(), "page")
        return f"{row['title']}\n{row['url']} ({row['date']})\n\n{row['body']}"


SERVICE = Service("websearch", WebSeed, setup, (WebSearch, OpenPage), ("web_pages",))
