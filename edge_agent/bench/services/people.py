"""Contacts, calendar and todo: the personal-assistant services."""
from __future__ import annotations

import re
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from edge_agent.bench.services.base import (FINDERS, Row, Seed, ServiceTool, TODAY, describe_changes, fmt_detail, fmt_list, get_row, join_list, next_id, normalize, refuse_unchanged, search_result, search_rows, seed_rows)
from edge_agent.bench.services.registry import Service
from edge_agent.tools.base import ToolError

# ---- contacts -------------------------------------------------------------------------

CONTACT_COLUMNS = {"id": str, "name": str, "email": str, "phone": str, "company": str,
                   "title": str, "tags": str, "notes": str}


class ContactRow(Row):
    id: str | None = None
    name: str
    email: str = ""
    phone: str = ""
    company: str = ""
    title: str = ""
    tags: list[str] = []
    notes: str = ""


class ContactsSeed(Seed):
    contacts: list[ContactRow] = []


def setup_contacts(db, seed: ContactsSeed) -> None:
    seed_rows(db, "contacts", seed.contacts, columns=CONTACT_COLUMNS, pk="id", prefix="C-", start=1)


class SearchContacts(ServiceTool):
    service = "contacts"
    name = "search_contacts"
    description = "Find contacts by words in name, email, company, title or tags: id | name | email | company | title."

    class Args(BaseModel):
        query: str = ""

    def run(self, args, ctx):
        fields = ["name", "email", "company", "title", "tags"]
        rows, near = search_rows(self.db(ctx)["contacts"].rows, args.query, fields)
        return search_result(rows, near, ["id", "name", "email", "company", "title"], "contacts", args.query,
                             "an empty query to list every contact")


class GetContact(ServiceTool):
    service = "contacts"
    name = "get_contact"
    description = "Show every field of one contact, including phone and notes."

    class Args(BaseModel):
        id: str

    def run(self, args, ctx):
        return fmt_detail(get_row(self.db(ctx), "contacts", "id", args.id, "contact"))


# A phone number's shape, spelled in character classes for the action grammar (as DATETIME below): a 0.5B set a
# contact's phone to "go to the web summit", words from the contact's notes (blind11 priya-phone, advisor).
PHONE = r"^[+(]?[0-9][0-9 ()./-]{5,24}$"
PHONE_OR_EMPTY = r"^([+(]?[0-9][0-9 ()./-]{5,24})?$"


class AddContact(ServiceTool):
    service = "contacts"
    name = "add_contact"
    description = "Create a contact."

    class Args(BaseModel):
        name: str
        email: str = ""
        phone: str = Field("", pattern=PHONE_OR_EMPTY)
        company: str = ""
        title: str = ""
        tags: list[str] = []
        notes: str = ""

    def run(self, args, ctx):
        db = self.db(ctx)
        cid = next_id(db, "contacts", "C-")
        db["contacts"].insert({"id": cid, **args.model_dump(), "tags": join_list(args.tags)})
        return f"created contact {cid}: {args.name}"


class UpdateContact(ServiceTool):
    service = "contacts"
    name = "update_contact"
    description = "Change fields of a contact (only the ones given)."

    class Args(BaseModel):
        id: str
        name: str | None = None
        email: str | None = None
        phone: str | None = Field(None, pattern=PHONE)
        company: str | None = None
        title: str | None = None
        tags: list[str] | None = None
        notes: str | None = None

    def run(self, args, ctx):
        db = self.db(ctx)
        row = get_row(db, "contacts", "id", args.id, "contact")
        changes = {k: v for k, v in args.model_dump(exclude={"id"}).items() if v is not None}
        if not changes:
            raise ToolError("nothing to change: give at least one field")
        if "tags" in changes:
            changes["tags"] = join_list(changes["tags"])
        refuse_unchanged(row, changes, "contact", FINDERS["contacts"])
        db["contacts"].update(args.id, changes)
        return f"updated contact {args.id} ({row['name']}): {describe_changes(row, changes)}"


# ---- calendar -------------------------------------------------------------------------

EVENT_COLUMNS = {"id": str, "title": str, "start": str, "end": str, "attendees": str,
                 "location": str, "notes": str}
_DT = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$")
# The same shapes as JSON-schema patterns (character classes: the grammar converter reads no \d), so the action
# grammar spells them out: a 0.5B wrote an e-mail address, "}" and a run of newlines as an event's start.
DATETIME = r"^[0-9]{4}-[0-1][0-9]-[0-3][0-9] [0-2][0-9]:[0-5][0-9]$"
DATE = r"^[0-9]{4}-[0-1][0-9]-[0-3][0-9]$"
DATE_OR_EMPTY = r"^([0-9]{4}-[0-1][0-9]-[0-3][0-9])?$"


def _parse_dt(value: str, field: str) -> datetime:
    # One fixed format keeps grading exact: "2025-03-14 15:00".
    if not _DT.match(value or ""):
        raise ToolError(f"{field} must look like 2025-03-14 15:00, got {value!r}")
    return datetime.strptime(value, "%Y-%m-%d %H:%M")


def _moved_hint(row: dict, changes: dict) -> str:
    """Why a start or end alone cannot move the event, and the call that would (its length kept): the 0.5B moved an
    appointment's start past its old end, read "end must be after start", and then moved only the end (blind11)."""
    length = _parse_dt(row["end"], "end") - _parse_dt(row["start"], "start")
    if "start" in changes and "end" not in changes:
        end = (_parse_dt(changes["start"], "start") + length).strftime("%Y-%m-%d %H:%M")
        return (f"end must be after start: the event ends {row['end']}. To move it, give both: start "
                f"'{changes['start']}', end '{end}' (the same length)")
    if "end" in changes and "start" not in changes:
        start = (_parse_dt(changes["end"], "end") - length).strftime("%Y-%m-%d %H:%M")
        return (f"end must be after start: the event starts {row['start']}. To move it, give both: start '{start}', "
                f"end '{changes['end']}' (the same length)")
    return "end must be after start"


class EventRow(Row):
    id: str | None = None
    title: str
    start: str
    end: str
    attendees: list[str] = []
    location: str = ""
    notes: str = ""


class CalendarSeed(Seed):
    events: list[EventRow] = []


def setup_calendar(db, seed: CalendarSeed) -> None:
    seed_rows(db, "events", seed.events, columns=EVENT_COLUMNS, pk="id", prefix="E-", start=1)


def _no_events(db, lo: str, hi: str) -> str:
    """An empty range says where the calendar does have events, and today's date: a 0.5B that did not know
    the date searched 2023 seven times, widening the range each time."""
    spans = list(db.query("select min(substr(start, 1, 10)) lo, max(substr(start, 1, 10)) hi, count(*) n from events"))
    first = spans[0] if spans else {"n": 0}
    where = (f"the calendar has {first['n']} events, from {first['lo']} to {first['hi']}" if first["n"]
             else "the calendar is empty")
    return f"no events between {lo} and {hi}; {where} (today is {TODAY})."


class ListEvents(ServiceTool):
    service = "calendar"
    name = "list_events"
    description = "List events between two dates inclusive (YYYY-MM-DD): id | start | end | title | attendees."

    class Args(BaseModel):
        start_date: str = Field(pattern=DATE)
        end_date: str = Field(pattern=DATE)

    def run(self, args, ctx):
        lo, hi = args.start_date[:10], args.end_date[:10] + " 99"
        db = self.db(ctx)
        rows = list(db["events"].rows_where("start >= ? and start <= ?", [lo, hi], order_by="start"))
        return fmt_list(rows, ["id", "start", "end", "title", "attendees", "location"], _no_events(db, lo, hi[:10]))


class CreateEvent(ServiceTool):
    service = "calendar"
    name = "create_event"
    description = "Create a calendar event; start and end look like 2025-03-14 15:00."

    class Args(BaseModel):
        title: str
        start: str = Field(pattern=DATETIME)
        end: str = Field(pattern=DATETIME)
        attendees: list[str] = []
        location: str = ""
        notes: str = ""

    def run(self, args, ctx):
        if _parse_dt(args.end, "end") <= _parse_dt(args.start, "start"):
            raise ToolError("end must be after start")
        db = self.db(ctx)
        for row in db["events"].rows_where("start = ?", [args.start]):
            if normalize(row["title"]) == normalize(args.title):  # a 0.5B created the same event three times
                raise ToolError(f"event {row['id']} already exists: {row['title']!r} {row['start']} to {row['end']}; "
                                f"change it with update_event instead")
        eid = next_id(db, "events", "E-")
        db["events"].insert({"id": eid, **args.model_dump(), "attendees": join_list(args.attendees)})
        return f"created event {eid}: {args.title!r} {args.start} to {args.end}"


class UpdateEvent(ServiceTool):
    service = "calendar"
    name = "update_event"
    description = "Change fields of an event (only the ones given)."

    class Args(BaseModel):
        id: str
        title: str | None = None
        start: str | None = Field(None, pattern=DATETIME)
        end: str | None = Field(None, pattern=DATETIME)
        attendees: list[str] | None = None
        location: str | None = None
        notes: str | None = None

    def run(self, args, ctx):
        db = self.db(ctx)
        row = get_row(db, "events", "id", args.id, "event")
        changes = {k: v for k, v in args.model_dump(exclude={"id"}).items() if v is not None}
        if "attendees" in changes:
            changes["attendees"] = join_list(changes["attendees"])
        new = {**row, **changes}
        if _parse_dt(new["end"], "end") <= _parse_dt(new["start"], "start"):
            raise ToolError(_moved_hint(row, changes))
        refuse_unchanged(row, changes, "event", FINDERS["events"])
        db["events"].update(args.id, changes)
        return f"updated event {args.id} ({row['title']}): {describe_changes(row, changes)}"


class DeleteEvent(ServiceTool):
    service = "calendar"
    name = "delete_event"
    description = "Delete an event by id."

    class Args(BaseModel):
        id: str

    def run(self, args, ctx):
        db = self.db(ctx)
        row = get_row(db, "events", "id", args.id, "event")
        db["events"].delete(args.id)
        return f"deleted event {args.id} ({row['title']}, {row['start']})"


# ---- todo -----------------------------------------------------------------------------

TODO_COLUMNS = {"id": str, "title": str, "due": str, "priority": str, "status": str, "notes": str}


class TodoRow(Row):
    id: str | None = None
    title: str
    due: str = ""
    priority: Literal["low", "normal", "high"] = "normal"
    status: Literal["open", "done"] = "open"
    notes: str = ""


class TodoSeed(Seed):
    todos: list[TodoRow] = []


def setup_todo(db, seed: TodoSeed) -> None:
    seed_rows(db, "todos", seed.todos, columns=TODO_COLUMNS, pk="id", prefix="TD-", start=1)


class ListTodos(ServiceTool):
    service = "todo"
    name = "list_todos"
    description = "List todos by status (open, done, all): id | title | due | priority."

    class Args(BaseModel):
        status: Literal["open", "done", "all"] = "open"

    def run(self, args, ctx):
        t = self.db(ctx)["todos"]
        rows = list(t.rows if args.status == "all" else t.rows_where("status = ?", [args.status]))
        empty = f"no todos with status {args.status!r}" + ("; try status 'all'" if args.status != "all" else "")
        return fmt_list(rows, ["id", "title", "due", "priority", "status"], empty)


class AddTodo(ServiceTool):
    service = "todo"
    name = "add_todo"
    description = "Add a todo; due is YYYY-MM-DD."

    class Args(BaseModel):
        title: str
        due: str = Field("", pattern=DATE_OR_EMPTY)
        priority: Literal["low", "normal", "high"] = "normal"
        notes: str = ""

    def run(self, args, ctx):
        if args.due and not re.match(r"^\d{4}-\d{2}-\d{2}$", args.due):
            raise ToolError(f"due must look like 2025-03-14, got {args.due!r}")
        db = self.db(ctx)
        for row in db["todos"].rows:  # a 0.5B completed TD-2 and then added it again under the same title
            if normalize(row["title"]) == normalize(args.title):
                raise ToolError(f"todo {row['id']} already has this title ({row['status']}): {row['title']!r}; "
                                "nothing was added")
        tid = next_id(db, "todos", "TD-")
        db["todos"].insert({"id": tid, **args.model_dump(), "status": "open"})
        return f"added todo {tid}: {args.title!r}" + (f" due {args.due}" if args.due else "")


class CompleteTodo(ServiceTool):
    service = "todo"
    name = "complete_todo"
    description = "Mark a todo done."

    class Args(BaseModel):
        id: str

    def run(self, args, ctx):
        db = self.db(ctx)
        row = get_row(db, "todos", "id", args.id, "todo")
        db["todos"].update(args.id, {"status": "done"})
        return f"todo {args.id} ({row['title']}): status {row['status']!r} -> 'done'"


CONTACTS = Service("contacts", ContactsSeed, setup_contacts, (SearchContacts, GetContact, AddContact, UpdateContact), ("contacts",))
CALENDAR = Service("calendar", CalendarSeed, setup_calendar,
                   (ListEvents, CreateEvent, UpdateEvent, DeleteEvent), ("events",))
TODO = Service("todo", TodoSeed, setup_todo, (ListTodos, AddTodo, CompleteTodo), ("todos",))
