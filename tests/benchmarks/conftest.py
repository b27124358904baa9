"""Helpers for benchmark tests: build a throwaway task and a fresh environment for it."""
from __future__ import annotations

from pathlib import Path

import pytest

from edge_agent.bench.environment import build_env, build_registry
from edge_agent.bench.task import Task


def make_task(tmp_path: Path, *, tools: list[str], services: dict | None = None, grader: list | None = None,
              files: dict[str, str] | None = None, **extra) -> Task:
    src = tmp_path / "task-src"
    (src / "workspace").mkdir(parents=True, exist_ok=True)
    for rel, text in (files or {}).items():
        p = src / "workspace" / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    data = {
        "id": "unit-test-task", "title": "t", "category": "Office & Daily", "language": "en",
        "prompt": "a prompt for tests", "allowed_tools": tools, "services": services or {},
        "grader": grader or [{"check": "answer", "text": {"contains": "done"}}],
        "reference": [{"tool": "final_answer", "arguments": {"answer": "done"}}],
        "source_dir": src, **extra,
    }
    return Task.model_validate(data)


class Harness:
    """A task + env + registry; `call` executes a tool and returns the Observation."""

    def __init__(self, task: Task, run_dir: Path):
        self.task = task
        self.env = build_env(task, run_dir)
        self.registry = build_registry(task, self.env)
        self.ctx = self.env.context()

    def call(self, tool: str, **arguments):
        return self.registry.execute(tool, arguments, self.ctx)

    def ok(self, tool: str, **arguments) -> str:
        obs = self.call(tool, **arguments)
        assert obs.ok, obs.text
        return obs.text

    def rows(self, table: str) -> list[dict]:
        return list(self.env.db[table].rows)


@pytest.fixture
def task_factory(tmp_path):
    """make_task bound to this test's tmp_path."""
    return lambda **kw: make_task(tmp_path, **kw)


@pytest.fixture
def harness(tmp_path):
    made = []

    def _make(**kw) -> Harness:
        h = Harness(make_task(tmp_path, **kw), tmp_path / f"run{len(made)}")
        made.append(h)
        return h

    yield _make
    for h in made:
        h.env.close()
