"""Helpdesk: tickets with a status workflow and public/internal comments."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from edge_agent.bench.services.base import (FINDERS, Row, Seed, ServiceTool, TODAY, describe_changes, empty_hint, fmt_detail, fmt_list, get_row, is_internal, next_id, refuse_unchanged, seed_rows)
from edge_agent.bench.services.registry import Service
from edge_agent.tools.base import ToolError

Status = Literal["open", "pending", "escalated", "resolved", "closed"]
Priority = Literal["low", "normal", "high", "urgent"]


class TicketRow(Row):
    id: str | None = None
    subject: str
    body: str
    requester: str = ""
    requester_email: str = ""
    status: Status = "open"
    priority: Priority = "normal"
    assignee: str = ""
    category: str = ""
    created: str = TODAY


class CommentRow(Row):
    ticket_id: str
    author: str = "agent"
    body: str
    public: bool = True


class HelpdeskSeed(Seed):
    tickets: list[TicketRow] = []
    comments: list[CommentRow] = []


def setup(db, seed: HelpdeskSeed) -> None:
    seed_rows(db, "tickets", seed.tickets, pk="id", prefix="T-", start=1001,
              columns={k: str for k in TicketRow.model_fields})
    db["ticket_comments"].create({"n": int, "ticket_id": str, "author": str, "body": str, "public": int},
                                 pk="n", if_not_exists=True)
    for c in seed.comments:
        db["ticket_comments"].insert({**c.model_dump(), "public": int(c.public)})


class ListTickets(ServiceTool):
    service = "helpdesk"
    untrusted_output = True  # tickets are written by whoever filed them
    name = "list_tickets"
    description = "List tickets, optionally by status and priority: id | created | priority | status | subject."

    class Args(BaseModel):
        status: Status | None = None
        priority: Priority | None = None

    def run(self, args, ctx):
        every = list(self.db(ctx)["tickets"].rows_where(order_by="id"))
        rows = [r for r in every
                if (args.status is None or r["status"] == args.status)
                and (args.priority is None or r["priority"] == args.priority)]
        return fmt_list(rows, ["id", "created", "priority", "status", "subject"],
                        empty_hint(every, {"status": args.status, "priority": args.priority}, "tickets"))


class GetTicket(ServiceTool):
    service = "helpdesk"
    untrusted_output = True  # tickets are written by whoever filed them
    name = "get_ticket"
    description = "Show one ticket with its comments."

    class Args(BaseModel):
        id: str

    def run(self, args, ctx):
        db = self.db(ctx)
        t = get_row(db, "tickets", "id", args.id, "ticket")
        comments = list(db["ticket_comments"].rows_where("ticket_id = ?", [args.id], order_by="n"))
        lines = [f"- [{'public' if c['public'] else 'internal'}] {c['author']}: {c['body']}" for c in comments]
        return fmt_detail(t) + "\n\nComments:\n" + ("\n".join(lines) or "(none)")


class UpdateTicket(ServiceTool):
    service = "helpdesk"
    name = "update_ticket"
    description = "Change a ticket's status, priority, assignee or category."

    class Args(BaseModel):
        id: str
        status: Status | None = None
        priority: Priority | None = None
        assignee: str | None = None
        category: str | None = None

    def run(self, args, ctx):
        db = self.db(ctx)
        row = get_row(db, "tickets", "id", args.id, "ticket")
        changes = {k: v for k, v in args.model_dump(exclude={"id"}).items() if v is not None}
        if not changes:
            raise ToolError("nothing to change: give status, priority, assignee or category")
        refuse_unchanged(row, changes, "ticket", FINDERS["tickets"])
        db["tickets"].update(args.id, changes)
        return f"updated ticket {args.id}: {describe_changes(row, changes)}"


class CommentTicket(ServiceTool):
    service = "helpdesk"
    name = "comment_ticket"
    destination_fields = ("id",)  # the ticket decides who receives a public comment

    def sink_for(self, arguments, ctx):
        """A public comment is mailed to the requester: external unless the requester is internal."""
        if arguments.get("public", True) is False:
            return "app"
        db = ctx.services.get("db")
        try:
            row = next(iter(db["tickets"].rows_where("id = ?", [str(arguments.get("id", ""))])), None) if db else None
        except Exception:
            row = None
        email = (row or {}).get("requester_email") or ""
        return "app" if email and is_internal(email, getattr(ctx, "internal_domains", ())) else "external"
    description = "Add a comment to a ticket; public comments are emailed to the requester, internal ones are not."

    class Args(BaseModel):
        id: str
        body: str
        public: bool = True

    def run(self, args, ctx):
        db = self.db(ctx)
        get_row(db, "tickets", "id", args.id, "ticket")
        db["ticket_comments"].insert({"ticket_id": args.id, "author": "agent", "body": args.body,
                                      "public": int(args.public)})
        return f"commented on {args.id} ({'public' if args.public else 'internal'})"


class CreateTicket(ServiceTool):
    service = "helpdesk"
    name = "create_ticket"
    description = "Open a new ticket (for example to escalate to security or IT)."

    class Args(BaseModel):
        subject: str
        body: str
        priority: Priority = "normal"
        category: str = ""
        assignee: str = ""

    def run(self, args, ctx):
        db = self.db(ctx)
        tid = next_id(db, "tickets", "T-", 1001)
        db["tickets"].insert({"id": tid, **args.model_dump(), "requester": "agent",
                              "requester_email": "", "status": "open", "created": TODAY})
        return f"created ticket {tid}"


SERVICE = Service("helpdesk", HelpdeskSeed, setup,
                  (ListTickets, GetTicket, UpdateTicket, CommentTicket, CreateTicket), ("tickets", "ticket_comments"))
