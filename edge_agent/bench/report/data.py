"""What a report is made of: the bench run, its rows, the metrics, and an honest title."""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from edge_agent.bench.metrics import summarize
from edge_agent.bench.results import BenchResults, decode
from edge_agent.store import Store

SCRIPTED_NOTE = "scripted test doubles"


@dataclass
class Report:
    bench: dict[str, Any]
    rows: list[dict[str, Any]]
    summary: dict[str, Any]
    scripted: bool

    @property
    def title(self) -> str:
        b = self.bench
        cloud = b.get("cloud") or "none"
        head = f"edge-agent bench {b['id']} — edge {b['edge']}, cloud {cloud}"
        # Figures from test doubles must never pass for measurements of a model.
        return f"{head} — {SCRIPTED_NOTE}, not language models" if self.scripted else head

    @property
    def strategies(self) -> list[str]:
        return list(self.summary["strategies"])

    @property
    def expected_cells(self) -> int:
        tasks = {r["task_id"] for r in self.rows}
        return len(tasks) * len(self.strategies) * int(self.bench.get("repeats") or 1)


def _involves_scripted(store: Store, bench: dict, rows: list[dict]) -> bool:
    if bench.get("scripted"):
        return True
    labels = f"{bench.get('edge', '')} {bench.get('cloud', '')}".lower()
    if "scripted" in labels:
        return True
    # A run's own model ids are the last word: a double could have been wired in by hand.
    run_ids = [r["run_id"] for r in rows if r.get("run_id")]
    for i in range(0, len(run_ids), 500):
        chunk = run_ids[i:i + 500]
        marks = ",".join("?" for _ in chunk)
        hit = store.db.execute(f"select 1 from runs where id in ({marks}) and (edge_model like 'scripted%' "
                               f"or cloud_model like 'scripted%') limit 1", chunk).fetchone()
        if hit:
            return True
    return False


def load_report(store: Store, bench_id: str | None = None) -> Report:
    results = BenchResults(store)
    bench = results.get(bench_id) if bench_id else results.latest()
    rows = decode(results.rows(bench["id"]))
    strategies = json.loads(bench.get("strategies_json") or "[]")
    summary = summarize(rows, k=int(bench.get("repeats") or 1), strategies=strategies)
    return Report(bench, rows, summary, _involves_scripted(store, bench, rows))


def report_json(report: Report, files: dict[str, str] | None = None) -> dict[str, Any]:
    bench = {k: v for k, v in report.bench.items() if not k.endswith("_json")}
    bench["strategies"] = json.loads(report.bench.get("strategies_json") or "[]")
    bench["config"] = json.loads(report.bench.get("config_json") or "{}")
    return {"title": report.title, "scripted": report.scripted, "bench": bench,
            "cells": {"recorded": len(report.rows), "expected": report.expected_cells},
            "metrics": report.summary, "exposure": exposure_items(report.rows),
            "trade_offs": trade_offs(report.rows), "files": files or {}}


def trade_offs(rows: list[dict[str, Any]]) -> dict[str, list[str]]:
    """Tasks whose utility needs annotated values to leave (their `trade_off`), with the
    item ids: a strategy cannot reach full privacy and full utility on them."""
    out: dict[str, list[str]] = {}
    for r in rows:
        for item in r.get("exposure") or []:
            if item.get("declared") and item.get("id") not in out.setdefault(r["task_id"], []):
                out[r["task_id"]].append(item.get("id"))
    return {k: v for k, v in sorted(out.items()) if v}


def exposure_items(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per-item exposure of every cell that leaked something: which annotated value (id,
    type, entity), where it went, its charged score and what the user's prompt already
    showed. Values are never included, so a named leak can be checked without the task files."""
    out = []
    for r in rows:
        for item in r.get("exposure") or []:
            if item.get("score") or item.get("prompt_score"):
                out.append({"task_id": r["task_id"], "strategy": r["strategy"], "repeat": r["repeat"],
                            "run_id": r.get("run_id"), **item})
    return out
