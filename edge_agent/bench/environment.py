"""A fresh per-run environment: a workspace copy, a seeded service database, an audit.

    env = build_env(task, run_dir)          # run_dir must be new or empty
    registry = build_registry(task, env)    # the task's allowed tools, each call audited
    obs = registry.execute(name, arguments, env.context())
    env.audit_records()                     # what graders read
"""
from __future__ import annotations

import atexit
import copy
import hashlib
import json
import os
import shutil
import tempfile
import threading
from pathlib import Path
from typing import Iterable, Sequence

import sqlite_utils

from edge_agent.bench.graders.base import AuditRecord
from edge_agent.bench.services import SERVICES, service_tools
from edge_agent.bench.services.base import TODAY
from edge_agent.bench.services.user import UserSeed
from edge_agent.bench.task import Task
from edge_agent.models.chat import ToolSpec
from edge_agent.tools.base import Tool, ToolContext, ToolError, ToolRegistry
from edge_agent.errors import EdgeAgentError

# Fixed by the runtime's contract; listed here so tasks validate without importing them.
WORKSPACE_TOOL_NAMES = ("list_files", "read_file", "write_file", "edit_file", "append_file", "search_files", "run_shell")
AUDIT_SUMMARY_CHARS = 300


class EnvError(EdgeAgentError, RuntimeError):
    """The environment cannot be built; one line."""


class RunEnv:
    def __init__(self, task: Task, root: Path, run_id: str = "", *, sandbox_mode: str = "workspace-write",
                 allow_network: bool = False):
        self.task, self.root, self.run_id = task, root, run_id
        # Task scripts run through run_shell, so they get the same OS sandbox as an agent's commands.
        self.sandbox_mode, self.allow_network = sandbox_mode, allow_network
        self.workspace = root / "workspace"
        self.db = sqlite_utils.Database(root / "services.db")
        # A run's state is throwaway (results live in the trace store), so skip the fsyncs:
        # with one commit per tool call they dominated validation time.
        self.db.execute("PRAGMA synchronous = OFF")

    def context(self) -> ToolContext:
        return ToolContext(workspace=self.workspace, run_id=self.run_id,
                           services={"db": self.db, "task_id": self.task.id, "today": TODAY},
                           sandbox_mode=self.sandbox_mode, allow_network=self.allow_network)

    def audit_records(self) -> list[AuditRecord]:
        return [AuditRecord(r["seq"], r["tool"], json.loads(r["arguments"]), bool(r["ok"]), r["summary"])
                for r in self.db["audit"].rows_where(order_by="seq")]

    def close(self) -> None:
        self.db.close()

    def cleanup(self) -> None:
        self.close()
        shutil.rmtree(self.root, ignore_errors=True)


def build_env(task: Task, run_dir: Path | str | None = None, run_id: str = "", *,
              sandbox_mode: str = "workspace-write", allow_network: bool = False) -> RunEnv:
    if run_dir is None:
        root = Path(tempfile.mkdtemp(prefix=f"bench-{task.id}-"))
    else:
        root = Path(run_dir)
        if root.exists() and any(root.iterdir()):
            raise EnvError(f"{root}: a run directory must be new or empty (runs never share state)")
        root.mkdir(parents=True, exist_ok=True)
    ws = task.workspace_dir
    if ws is not None and ws.is_dir():
        shutil.copytree(ws, root / "workspace")
    else:
        (root / "workspace").mkdir()
    shutil.copyfile(seeded_template(task), root / "services.db")
    return RunEnv(task, root, run_id, sandbox_mode=sandbox_mode, allow_network=allow_network)


def seed_services(db: sqlite_utils.Database, task: Task) -> None:
    """The task's service state (its seeds, or each service's defaults) and an empty audit."""
    for s in SERVICES:
        if s.name == "user":
            s.setup(db, UserSeed(replies=task.user_replies))
        else:
            s.setup(db, getattr(task.services, s.name) or s.seed_model())
    db.table("audit").create({"seq": int, "tool": str, "arguments": str, "ok": int, "summary": str},
                       pk="seq", if_not_exists=True)


_templates: dict[str, Path] = {}
_template_dir: Path | None = None


def seeded_template(task: Task) -> Path:
    """A service database seeded for `task`, built once per process and copied for every run.

    Seeding inserts row by row (about 50 ms a run); every strategy and repeat of a task
    starts from the same state, so the bench copies one file instead (issue 17). The key is
    the seed itself, so an edited task gets a fresh template."""
    global _template_dir
    replies = json.dumps([r.model_dump(mode="json") for r in task.user_replies], ensure_ascii=False, sort_keys=True)
    key = hashlib.sha256((task.services.model_dump_json() + replies).encode("utf-8")).hexdigest()[:32]
    path = _templates.get(key)
    if path is not None and path.is_file():
        return path
    if _template_dir is None or not _template_dir.is_dir():
        _template_dir = Path(tempfile.mkdtemp(prefix="edge-agent-seeds-"))
        atexit.register(shutil.rmtree, _template_dir, ignore_errors=True)
    path = _template_dir / f"{key}.db"
    if not path.is_file():
        partial = _template_dir / f"{key}.{os.getpid()}.{threading.get_ident()}.tmp"
        db = sqlite_utils.Database(partial)
        db.execute("PRAGMA synchronous = OFF")
        try:
            seed_services(db, task)
        finally:
            db.close()
        os.replace(partial, path)  # atomic: a concurrent builder of the same seed writes the same content
    _templates[key] = path
    return path


_SPECS: dict[tuple, ToolSpec] = {}


class AuditedTool(Tool):
    """Wraps any tool (workspace or service) so every executed call lands in the audit.

    The wrapper sits on the tool, not the registry, so the record survives however the
    runner slices or rebuilds its registry. Calls rejected for bad arguments never reach
    a tool and are not audited: they changed nothing."""

    def __init__(self, inner: Tool):
        self.inner = inner
        self.name = inner.name  # type: ignore[misc]
        self.description = inner.description  # type: ignore[misc]
        self.Args = inner.Args  # type: ignore[misc]
        # The egress rule reads these: the wrapper must not hide where a call goes.
        self.sink = inner.sink  # type: ignore[misc]
        self.destination_fields = inner.destination_fields  # type: ignore[misc]
        self.untrusted_output = inner.untrusted_output  # type: ignore[misc]
        # ...nor what the guards read: repeats of reads and whole-file writes, and the hidden paging knobs.
        self.read_only = inner.read_only  # type: ignore[misc]
        self.idempotent = getattr(inner, "idempotent", False)  # type: ignore[misc]
        self.paging_args = getattr(inner, "paging_args", ())  # type: ignore[misc]
        self.precheck = getattr(inner, "precheck", None)  # argument checks said before the egress rule
        self.id_args = getattr(inner, "id_args", ())  # record-id arguments beyond id/*_id (edge_agent.grounding)

    def sink_for(self, arguments: dict, ctx: ToolContext) -> str:
        return self.inner.sink_for(arguments, ctx)

    def spec(self, paging: bool = False) -> ToolSpec:
        """The inner tool's spec. Where that is Tool.spec (a function of the Args model, name,
        description and paging knobs only), it is built once per process and copied: pydantic's
        schema generation, redone for every tool of every step, was ~5% of a scripted bench."""
        if type(self.inner).spec is not Tool.spec:
            return self.inner.spec(paging)
        key = (self.inner.Args, self.name, self.description, tuple(self.paging_args), paging)
        cached = _SPECS.get(key)
        if cached is None:
            cached = _SPECS[key] = self.inner.spec(paging)
        return ToolSpec(cached.name, cached.description, copy.deepcopy(cached.parameters))

    def run(self, args, ctx: ToolContext) -> str:
        try:
            out = self.inner.run(args, ctx)
        except Exception as e:
            msg = str(e) if isinstance(e, ToolError) else f"{type(e).__name__}: {e}"
            self._record(ctx, args, False, msg)
            raise
        self._record(ctx, args, True, str(out))
        return out

    def _record(self, ctx: ToolContext, args, ok: bool, text: str) -> None:
        db = ctx.services.get("db")
        if db is None:
            return
        # Plain SQL: sqlite-utils' insert inspects the table on every call (3 ms each, per tool call).
        with db.conn:
            db.conn.execute("INSERT INTO audit (tool, arguments, ok, summary) VALUES (?, ?, ?, ?)",
                            (self.name, json.dumps(args.model_dump(mode="json"), ensure_ascii=False), int(ok),
                             text[:AUDIT_SUMMARY_CHARS]))


def load_workspace_tools(sandbox_mode: str = "workspace-write") -> list[Tool]:
    try:
        from edge_agent.tools import workspace_tools
    except ImportError as e:
        raise EnvError(f"workspace tools unavailable (edge_agent.tools.workspace_tools): {e}") from None
    return list(workspace_tools(sandbox_mode))


def known_tool_names() -> set[str]:
    return set(WORKSPACE_TOOL_NAMES) | {t.name for t in service_tools()}


def build_registry(task: Task, env: RunEnv | None = None, *,
                   workspace_tools: Iterable[Tool] | None = None) -> ToolRegistry:
    """The task's allowed tools, audited. `env` is accepted for symmetry with the runner's
    call site; the tools reach the run's state through `env.context()` at execute time."""
    unknown = sorted(set(task.allowed_tools) - known_tool_names())
    if unknown:
        raise EnvError(f"task {task.id}: unknown tools in allowed_tools: {', '.join(unknown)}")
    needs_ws = any(n in WORKSPACE_TOOL_NAMES for n in task.allowed_tools)
    mode = env.sandbox_mode if env is not None else "workspace-write"
    ws = list(workspace_tools) if workspace_tools is not None else (load_workspace_tools(mode) if needs_ws else [])
    pool = {t.name: t for t in service_tools()}
    pool.update({t.name: t for t in ws if t.name in WORKSPACE_TOOL_NAMES})
    missing = [n for n in task.allowed_tools if n not in pool]
    if missing:
        why = ""
        if "run_shell" in missing:
            from edge_agent.sandbox import shell_offered

            why = f" ({shell_offered(mode)[1]})" if not shell_offered(mode)[0] else ""
        raise EnvError(f"task {task.id}: no implementation for {', '.join(missing)}{why}")
    return ToolRegistry([AuditedTool(pool[n]) for n in with_edit(task.allowed_tools, pool)])


def with_edit(allowed: Sequence[str], pool: dict[str, Tool]) -> list[str]:
    """The allowed tools, with edit_file right after write_file: a task that may rewrite a file may also change one
    piece of it (edge_agent.tools.edit), which is what a small model gets right."""
    names = list(allowed)
    if "write_file" in names and "edit_file" not in names and "edit_file" in pool:
        names.insert(names.index("write_file") + 1, "edit_file")
    return names
