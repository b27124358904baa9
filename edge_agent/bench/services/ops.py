"""Ops services: a key/value config store with history, and a cron-like job scheduler."""
from __future__ import annotations

import re

from pydantic import BaseModel

from edge_agent.bench.services.base import (FINDERS, Row, Seed, ServiceTool, TODAY, describe_changes, fmt_detail, fmt_list, get_row, next_id, normalize, refuse_unchanged, seed_rows, similarity)
from edge_agent.bench.services.registry import Service
from edge_agent.tools.base import ToolError

# ---- config store ---------------------------------------------------------------------


class ConfigRow(Row):
    key: str
    value: str
    updated: str = TODAY
    note: str = ""


class ConfigSeed(Seed):
    entries: list[ConfigRow] = []


def setup_config(db, seed: ConfigSeed) -> None:
    seed_rows(db, "config", seed.entries, columns={k: str for k in ConfigRow.model_fields}, pk="key", prefix="")
    db["config_history"].create({"n": int, "key": str, "old": str, "new": str, "reason": str},
                                pk="n", if_not_exists=True)


class ListConfig(ServiceTool):
    service = "config"
    name = "list_config"
    # No example prefix in the description: a 0.5B copied "payments." into every call.
    description = "List config keys that start with a prefix (empty: every key): key | updated."

    class Args(BaseModel):
        prefix: str = ""

    def run(self, args, ctx):
        every = list(self.db(ctx)["config"].rows_where(order_by="key"))
        rows = [r for r in every if r["key"].startswith(args.prefix)]
        if rows or not every:
            return fmt_list(rows, ["key", "updated"], f"no keys under {args.prefix!r}")
        want = normalize(args.prefix)
        ranked = sorted(every, key=lambda r: (-similarity(want, normalize(r["key"])), r["key"]))[:20]
        return f"no keys under {args.prefix!r}. Keys that exist (closest first):\n" + fmt_list(ranked, ["key", "updated"], "")


class GetConfig(ServiceTool):
    service = "config"
    name = "get_config"
    description = "Read one config value by key."
    id_args = ("key",)  # a key the run has seen (edge_agent.grounding): list_config first

    class Args(BaseModel):
        key: str

    def run(self, args, ctx):
        return fmt_detail(get_row(self.db(ctx), "config", "key", args.key, "config key"))


class SetConfig(ServiceTool):
    service = "config"
    name = "set_config"
    description = "Set (or create) a config value; the reason goes into the change history."
    # The key is one the run has seen (listed, read, or named by the user): a 0.5B created a new key "timeout"
    # instead of changing partner_api.request_timeout_ms, which it had not looked up.
    id_args = ("key",)

    class Args(BaseModel):
        key: str
        value: str
        reason: str

    def run(self, args, ctx):
        db = self.db(ctx)
        old = next(iter(db["config"].rows_where("key = ?", [args.key])), None)
        if old:
            refuse_unchanged(old, {"value": args.value}, "key", FINDERS["config"])
        db["config"].upsert({"key": args.key, "value": args.value, "updated": TODAY, "note": args.reason}, pk="key")
        db["config_history"].insert({"key": args.key, "old": old["value"] if old else None,
                                     "new": args.value, "reason": args.reason})
        was = f"{old['value']!r} -> {args.value!r}" if old else f"created with {args.value!r}"
        return f"config {args.key}: {was}"


# ---- scheduler ------------------------------------------------------------------------

_RANGES = [(0, 59), (0, 23), (1, 31), (1, 12), (0, 7)]
_FIELD_NAMES = ["minute", "hour", "day of month", "month", "day of week"]
_ATOM = re.compile(r"^(\*|\d+(-\d+)?)(/\d+)?$")


def check_cron(expr: str) -> None:
    """Standard five-field cron; a wrong schedule is the bug in more than one task."""
    fields = expr.split()
    if len(fields) != 5:
        raise ToolError(f"schedule needs 5 fields (minute hour day month weekday), got {len(fields)}: {expr!r}")
    for text, (lo, hi), fname in zip(fields, _RANGES, _FIELD_NAMES):
        for part in text.split(","):
            if not _ATOM.match(part):
                raise ToolError(f"bad {fname} field {text!r} in {expr!r}")
            for n in re.findall(r"\d+", part.split("/")[0]):
                if not lo <= int(n) <= hi:
                    raise ToolError(f"{fname} {n} out of range {lo}-{hi} in {expr!r}")


class JobRow(Row):
    id: str | None = None
    name: str
    schedule: str
    command: str
    enabled: bool = True
    owner: str = ""
    last_status: str = ""
    last_log: str = ""


class SchedulerSeed(Seed):
    jobs: list[JobRow] = []


def setup_scheduler(db, seed: SchedulerSeed) -> None:
    seed_rows(db, "jobs", seed.jobs, pk="id", prefix="J-", start=1,
              columns={**{k: str for k in JobRow.model_fields}, "enabled": int})


class ListJobs(ServiceTool):
    service = "scheduler"
    name = "list_jobs"
    description = "List scheduled jobs: id | name | schedule | enabled | last_status."

    class Args(BaseModel):
        pass

    def run(self, args, ctx):
        rows = list(self.db(ctx)["jobs"].rows_where(order_by="id"))
        return fmt_list([dict(r, enabled="enabled" if r["enabled"] else "disabled") for r in rows],
                        ["id", "name", "schedule", "enabled", "last_status"], "no jobs")


class GetJob(ServiceTool):
    service = "scheduler"
    name = "get_job"
    description = "Show a job: command, owner and the log of its last run."

    class Args(BaseModel):
        id: str

    def run(self, args, ctx):
        return fmt_detail(get_row(self.db(ctx), "jobs", "id", args.id, "job"))


class CreateJob(ServiceTool):
    service = "scheduler"
    name = "create_job"
    description = "Schedule a command with a 5-field cron expression (for example '30 2 * * *')."

    class Args(BaseModel):
        name: str
        schedule: str
        command: str
        owner: str = ""

    def run(self, args, ctx):
        check_cron(args.schedule)
        db = self.db(ctx)
        jid = next_id(db, "jobs", "J-")
        db["jobs"].insert({"id": jid, **args.model_dump(), "enabled": 1, "last_status": "never run", "last_log": ""})
        return f"created job {jid}"


class UpdateJob(ServiceTool):
    service = "scheduler"
    name = "update_job"
    description = "Change a job's schedule, command or enabled flag."

    class Args(BaseModel):
        id: str
        schedule: str | None = None
        command: str | None = None
        enabled: bool | None = None

    def run(self, args, ctx):
        db = self.db(ctx)
        row = get_row(db, "jobs", "id", args.id, "job")
        changes = {k: v for k, v in args.model_dump(exclude={"id"}).items() if v is not None}
        if not changes:
            raise ToolError("nothing to change: give schedule, command or enabled")
        if "schedule" in changes:
            check_cron(changes["schedule"])
        if "enabled" in changes:
            changes["enabled"] = int(changes["enabled"])
        refuse_unchanged(row, changes, "job", FINDERS["jobs"])
        db["jobs"].update(args.id, changes)
        return f"updated job {args.id}: {describe_changes(row, changes)}"


class DeleteJob(ServiceTool):
    service = "scheduler"
    name = "delete_job"
    description = "Delete a job."

    class Args(BaseModel):
        id: str

    def run(self, args, ctx):
        db = self.db(ctx)
        row = get_row(db, "jobs", "id", args.id, "job")
        db["jobs"].delete(args.id)
        return f"deleted job {args.id} ({row.get('name') or row.get('command')})"


CONFIG = Service("config", ConfigSeed, setup_config, (ListConfig, GetConfig, SetConfig), ("config", "config_history"))
SCHEDULER = Service("scheduler", SchedulerSeed, setup_scheduler,
                    (ListJobs, GetJob, CreateJob, UpdateJob, DeleteJob), ("jobs",))
