"""Deterministic graders: weighted checks over workspace, service state, audit and answer.

    result = grade(task, env, final_answer)     # GradeResult
    result.score                                # in [0, 1]
    result.to_dict()                            # every check with passed + reason, for storage
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, Union

from pydantic import Field

from edge_agent.bench.graders.answer import Answer, AnswerNumber
from edge_agent.bench.graders.base import AuditRecord, CheckBase, GradeContext
from edge_agent.bench.graders.state import Called, MailRecipients, MailSent, NotCalled, Order, Rows
from edge_agent.bench.graders.workspace import CsvValue, FileExists, FileText, JsonField, WorkspaceNotContains

CHECK_TYPES = (FileExists, FileText, JsonField, CsvValue, WorkspaceNotContains,
               Rows, MailSent, MailRecipients, Called, NotCalled, Order, Answer, AnswerNumber)
# The `grader:` list in task.yaml; `check:` picks the type, so errors name the right fields.
if TYPE_CHECKING:  # for the type checker every spec is a CheckBase; pydantic needs the tagged union
    CheckSpec = CheckBase
else:
    CheckSpec = Annotated[Union[CHECK_TYPES], Field(discriminator="check")]


@dataclass
class CheckResult:
    index: int
    check: str
    label: str
    weight: float
    guard: bool
    passed: bool
    reason: str


@dataclass
class GradeResult:
    score: float
    checks: list[CheckResult] = field(default_factory=list)

    @property
    def guard_failed(self) -> bool:
        return any(c.guard and not c.passed for c in self.checks)

    def failed(self) -> list[CheckResult]:
        return [c for c in self.checks if not c.passed]

    def to_dict(self) -> dict[str, Any]:
        return {"score": self.score, "guard_failed": self.guard_failed, "checks": [asdict(c) for c in self.checks]}


def run_checks(checks: list[CheckBase], ctx: GradeContext) -> GradeResult:
    results: list[CheckResult] = []
    for i, c in enumerate(checks):
        try:
            passed, reason = c.evaluate(ctx)
        except Exception as e:  # a grader bug must fail its check, not the whole run
            passed, reason = False, f"check raised {type(e).__name__}: {e}"
        results.append(CheckResult(i, c.check, c.describe(), c.weight, c.guard, bool(passed), reason))
    for c, r in zip(checks, results):
        missing = [j for j in c.only_with if not (0 <= j < len(results) and results[j].passed)]
        if r.passed and missing:
            r.passed, r.reason = False, f"counts only with check #{missing[0]}, which failed"
    scored = [(c, r) for c, r in zip(checks, results) if not c.guard]
    total = sum(c.weight for c, _ in scored)
    score = sum(c.weight for c, r in scored if r.passed) / total if total else 0.0
    for c, r in zip(checks, results):
        if c.guard and not r.passed:
            score = min(score, c.cap)
    return GradeResult(round(score, 6), results)


def grade(task, env, answer: str | None) -> GradeResult:
    """Grade a finished run: `env` is the RunEnv the run used, `answer` its final answer."""
    ctx = GradeContext(workspace=env.workspace, db=env.db, audit=env.audit_records(), answer=answer,
                       fixture=getattr(task, "workspace_dir", None))
    return run_checks(task.grader, ctx)


__all__ = ["AuditRecord", "CheckResult", "CheckSpec", "GradeContext", "GradeResult", "grade", "run_checks"]
