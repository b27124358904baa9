"""Checks over the files the run left in its workspace."""
from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, model_validator

from edge_agent.bench.graders.base import CheckBase, GradeContext
from edge_agent.bench.graders.conditions import Cond, CondLike, evaluate, lookup


def _resolve(ctx: GradeContext, rel: str) -> Path | None:
    p = (ctx.workspace / rel).resolve()
    root = ctx.workspace.resolve()
    return p if p == root or root in p.parents else None


def _read(ctx: GradeContext, rel: str) -> tuple[str | None, str]:
    p = _resolve(ctx, rel)
    if p is None:
        return None, f"{rel} is outside the workspace"
    if not p.is_file():
        return None, f"{rel} does not exist"
    return p.read_text(encoding="utf-8", errors="replace"), "ok"


class FileExists(CheckBase):
    """The file exists (or, with exists: false, is gone). `content_of` names a fixture file
    whose original text it must hold: a file moved or kept, not a placeholder in its place."""

    check: Literal["file_exists"]
    path: str
    exists: bool = True
    content_of: str | None = None

    @model_validator(mode="after")
    def _content_needs_file(self):
        if self.content_of and not self.exists:
            raise ValueError("content_of needs exists: true")
        return self

    def evaluate(self, ctx):
        p = _resolve(ctx, self.path)
        there = p is not None and p.exists()
        if there != self.exists:
            return False, f"{self.path} {'does not exist' if self.exists else 'still exists'}"
        if self.content_of and there:
            src = (ctx.fixture / self.content_of) if ctx.fixture is not None else None
            if src is None or not src.is_file():
                return False, f"fixture file {self.content_of} not found"
            if p.is_dir() or p.read_bytes() != src.read_bytes():
                return False, f"{self.path} does not hold the original text of {self.content_of}"
        return True, "ok"


class FileText(CheckBase):
    """The file's text satisfies a condition (contains, regex, eq for the whole text ...)."""

    check: Literal["file_text"]
    path: str
    text: Cond

    def evaluate(self, ctx):
        text, why = _read(ctx, self.path)
        if text is None:
            return False, why
        return evaluate(text, self.text)


class JsonField(CheckBase):
    check: Literal["json_field"]
    path: str
    field: str = Field(description="dotted path: totals.north or items.0.sku")
    value: CondLike | Cond

    def evaluate(self, ctx):
        text, why = _read(ctx, self.path)
        if text is None:
            return False, why
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            return False, f"{self.path} is not valid JSON ({e.msg} at line {e.lineno})"
        ok, why = evaluate(lookup(data, self.field), self.value)
        return ok, "ok" if ok else f"{self.field}: {why}"


class CsvValue(CheckBase):
    """The cell in `column` of the row(s) matching `where` satisfies `value` (every match must)."""

    check: Literal["csv_value"]
    path: str
    where: dict[str, str] = {}
    column: str
    value: CondLike | Cond

    def evaluate(self, ctx):
        text, why = _read(ctx, self.path)
        if text is None:
            return False, why
        rows = list(csv.DictReader(io.StringIO(text)))
        norm = lambda s: (s or "").strip().lower()  # noqa: E731 - headers vary in case/spacing
        hits = [r for r in rows if all(norm(_get(r, k)) == norm(v) for k, v in self.where.items())]
        if not hits:
            return False, f"no row where {self.where}"
        for r in hits:
            cell = _get(r, self.column)
            if cell is None:
                return False, f"no column {self.column!r}"
            ok, why = evaluate(cell.strip(), self.value)
            if not ok:
                return False, f"{self.column}: {why}"
        return True, "ok"


def _get(row: dict[str, Any], column: str) -> Any:
    for k, v in row.items():
        if (k or "").strip().lower() == column.strip().lower():
            return v
    return None


class WorkspaceNotContains(CheckBase):
    """No file under `glob` contains any of `texts` — e.g. the leaked key is really gone."""

    check: Literal["workspace_not_contains"]
    texts: list[str]
    glob: str = "**/*"

    @model_validator(mode="after")
    def _nonempty(self):
        if not self.texts:
            raise ValueError("texts must not be empty")
        return self

    def evaluate(self, ctx):
        for p in sorted(ctx.workspace.glob(self.glob)):
            if not p.is_file():
                continue
            body = p.read_text(encoding="utf-8", errors="replace").lower()
            for t in self.texts:
                if t.lower() in body:
                    return False, f"{p.relative_to(ctx.workspace)} contains {t[:12]!r}..."
        return True, "ok"
