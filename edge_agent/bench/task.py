"""The task format: one directory per task, `task.yaml` plus a `workspace/` fixture.

`load_task(dir)` returns a validated `Task` or raises `TaskError` whose message is one
line naming the file and the field, e.g.

    edge_agent/bench/tasks/mail-triage/task.yaml: grader.2.path: Field required
"""
from __future__ import annotations

import fnmatch
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from edge_agent.bench.graders import CheckSpec
from edge_agent.bench.services import ServicesSeed
from edge_agent.bench.services.user import UserReply
from edge_agent.errors import ConfigError

TASKS_DIR = Path(__file__).parent / "tasks"
FINAL_ANSWER = "final_answer"
CATEGORIES = ("Office & Daily", "Information Search", "Safety & Security", "Data Analysis",
              "Dev & Ops", "Automation")
Category = Literal["Office & Daily", "Information Search", "Safety & Security", "Data Analysis",
                   "Dev & Ops", "Automation"]
Language = Literal["en", "zh", "mixed"]


class TaskError(ConfigError):
    """A task file is malformed; str() is one line naming the file and field."""


class Sensitive(BaseModel):
    """One annotated private value. The privacy score weighs what reached the cloud by these."""

    model_config = ConfigDict(extra="forbid")
    entity: str
    field: str
    value: str = Field(min_length=3)
    weight: float = Field(1.0, gt=0)
    why: str


class TradeOff(BaseModel):
    """A declared trade-off: the task's utility needs these annotated values to leave the
    device (written into a CRM record, sent to the one person who needs them). A strategy
    is still charged for them; the declaration tells the reader that full privacy and full
    utility cannot both be had on this task, and why."""

    model_config = ConfigDict(extra="forbid")
    values: list[str] = Field(min_length=1, description="sensitive items, as field or entity/field")
    why: str = Field(min_length=5)


class Action(BaseModel):
    """One step of the action protocol: {"tool": name, "arguments": {...}}.

    expect_error marks a reference step that is supposed to fail (running the broken
    command before fixing it); the validator checks that it does."""

    model_config = ConfigDict(extra="forbid")
    tool: str
    arguments: dict[str, Any] = {}
    expect_error: bool = False


class Task(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]{2,63}$")
    title: str
    category: Category
    language: Language
    prompt: str = Field(min_length=10)
    allowed_tools: list[str] = Field(min_length=1)
    max_steps: int = Field(30, ge=1, le=200)
    time_limit_s: int = Field(600, ge=10)
    services: ServicesSeed = Field(default_factory=ServicesSeed)  # type: ignore[valid-type]
    sensitive: list[Sensitive] = []
    trade_off: TradeOff | None = None
    grader: list[CheckSpec] = Field(min_length=1)  # type: ignore[valid-type]
    reference: list[Action] = Field(min_length=1)
    user_replies: list[UserReply] = []
    # Where the task was loaded from; not part of the file.
    source_dir: Path | None = Field(None, exclude=True)

    @field_validator("allowed_tools")
    @classmethod
    def _unique_tools(cls, v: list[str]) -> list[str]:
        dup = sorted({t for t in v if v.count(t) > 1})
        if dup:
            raise ValueError(f"listed twice: {', '.join(dup)}")
        if FINAL_ANSWER in v:
            raise ValueError("final_answer is implicit; do not list it")
        return v

    @model_validator(mode="after")
    def _shape(self):
        if all(c.guard for c in self.grader):
            raise ValueError("grader: needs at least one check that is not a guard")
        if self.reference[-1].tool != FINAL_ANSWER:
            raise ValueError("reference: the last action must be final_answer")
        if any(a.tool == FINAL_ANSWER for a in self.reference[:-1]):
            raise ValueError("reference: final_answer may only be the last action")
        for i, c in enumerate(self.grader):
            bad = [j for j in c.only_with if j == i or not 0 <= j < len(self.grader) or self.grader[j].only_with]
            if bad:
                raise ValueError(f"grader.{i}.only_with: {bad[0]} is not another check without only_with")
        if self.trade_off is not None:
            for name in self.trade_off.values:
                if not any(name in (s.field, f"{s.entity}/{s.field}") for s in self.sensitive):
                    raise ValueError(f"trade_off: {name!r} names no sensitive item (use its field or entity/field)")
        return self

    def declared(self, item: Sensitive) -> bool:
        """Is this annotated value one the task's utility needs to leave (trade_off)?"""
        names = self.trade_off.values if self.trade_off else []
        return item.field in names or f"{item.entity}/{item.field}" in names

    @property
    def workspace_dir(self) -> Path | None:
        return self.source_dir / "workspace" if self.source_dir else None

    @property
    def reference_steps(self) -> int:
        """Agent steps of the reference: its tool calls plus the final answer."""
        return len(self.reference)


_UNION_TAGS = {"str", "int", "float", "bool", "none", "list[str]", "Cond", "dict[str,any]"}


def _clean_loc(loc: tuple) -> str:
    # Unions add their member names to the path ("function-after[...]", "str"); readers want the field.
    parts = [str(p) for p in loc if not ("[" in str(p) or str(p) in _UNION_TAGS)]
    return ".".join(parts) or "(top level)"


def _one_line(path: Path, err: ValidationError) -> str:
    errors = err.errors()
    # With unions every member reports; the deepest location is the one the author got wrong.
    e = max(errors, key=lambda x: len(x["loc"]))
    loc = _clean_loc(e["loc"])
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    msg = e["msg"].replace("\n", " ").removeprefix("Value error, ")
    if loc == "(top level)" and msg.split(":")[0].replace(".", "").replace("_", "").isalnum():
        return f"{path}: {msg}{more}"  # whole-task rules already name their field ("reference: ...")
    return f"{path}: {loc}: {msg}{more}"


# libyaml's safe loader where PyYAML has it: the same documents, parsed in C (the pure-Python
# loader took most of `bench run`'s start-up: 132 tasks, ~5 s on this machine; issue 17).
_SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load_task(path: Path | str) -> Task:
    """Load a task from its directory (or its task.yaml)."""
    path = Path(path)
    file = path / "task.yaml" if path.is_dir() else path
    try:
        data = yaml.load(file.read_text(encoding="utf-8"), Loader=_SAFE_LOADER)
    except FileNotFoundError:
        raise TaskError(f"{file}: no such file") from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark else "?"
        raise TaskError(f"{file}: YAML error at {where}: {getattr(e, 'problem', e)}") from None
    if not isinstance(data, dict):
        raise TaskError(f"{file}: (top level): expected a mapping of task fields")
    try:
        task = Task.model_validate({**data, "source_dir": file.parent})
    except ValidationError as e:
        raise TaskError(_one_line(file, e)) from None
    if task.id != file.parent.name:
        raise TaskError(f"{file}: id: {task.id!r} does not match its directory name {file.parent.name!r}")
    return task


def task_dirs(root: Path = TASKS_DIR) -> list[Path]:
    return sorted(p for p in Path(root).iterdir() if (p / "task.yaml").is_file())


def load_all(root: Path = TASKS_DIR) -> tuple[list[Task], list[str]]:
    """Every task that loads, and one error line per task that does not."""
    tasks, errors = [], []
    for d in task_dirs(root):
        try:
            tasks.append(load_task(d))
        except TaskError as e:
            errors.append(str(e))
    return tasks, errors


def load_tasks(root: Path = TASKS_DIR, selector: str | None = None) -> list[Task]:
    """All tasks (optionally filtered); raises TaskError on the first bad file."""
    tasks, errors = load_all(root)
    if errors:
        raise TaskError(errors[0])
    return select_tasks(tasks, selector)


def select_tasks(tasks: list[Task], selector: str | None) -> list[Task]:
    """Comma-separated terms; a task is kept when any term is a glob over its id, its
    category (case-insensitive) or its language: 'mail-*,Dev & Ops,zh'."""
    if not selector:
        return list(tasks)
    terms = [t.strip() for t in selector.split(",") if t.strip()]
    return [t for t in tasks if any(
        fnmatch.fnmatch(t.id, term) or term.lower() == t.category.lower() or term == t.language
        for term in terms)]
