"""The bundled pages: docs/*.md, each with a small YAML front matter (url, title, date)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

DOCS_DIR = Path(__file__).parent / "docs"


@dataclass(frozen=True)
class Page:
    url: str
    title: str
    date: str
    body: str


def parse_page(path: Path) -> Page:
    text = path.read_text(encoding="utf-8")
    if not text.startswith("---\n"):
        raise ValueError(f"{path}: a page starts with '---' front matter (url, title, date)")
    head, _, body = text[4:].partition("\n---\n")
    meta = yaml.safe_load(head) or {}
    missing = [k for k in ("url", "title") if k not in meta]
    if missing:
        raise ValueError(f"{path}: front matter lacks {', '.join(missing)}")
    return Page(str(meta["url"]), str(meta["title"]), str(meta.get("date", "")), body.strip())


@lru_cache(maxsize=1)
def bundled_pages() -> tuple[Page, ...]:
    return tuple(parse_page(p) for p in sorted(DOCS_DIR.glob("*.md")))
